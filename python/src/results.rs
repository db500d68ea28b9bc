//! What `verify` and `diff` return: small frozen classes with the library's fields and its
//! wording (`str()` of each is the line the command line prints).

use crate::convert::to_dict;
use crate::errors::rule_name;
use nqueens_trace::verify::{self, Summary};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// The first step of a trace that breaks a rule.
#[pyclass(module = "nqueens_trace", frozen)]
pub struct Violation {
    /// The step of the offending event.
    #[pyo3(get)]
    step: u64,
    /// The rule broken, in kebab case: `try-row`, `accept`, `backtrack`, `complete`…
    #[pyo3(get)]
    rule: String,
    /// What is wrong, in plain words, without the step.
    #[pyo3(get)]
    message: String,
}

#[pymethods]
impl Violation {
    fn __str__(&self) -> String {
        format!("step {}: {}", self.step, self.message)
    }

    fn __repr__(&self) -> String {
        format!("Violation(step={}, rule={:?}, message={:?})", self.step, self.rule, self.message)
    }
}

impl Violation {
    pub fn new(v: &verify::Violation) -> Violation {
        Violation { step: v.step, rule: rule_name(v), message: v.fault.to_string() }
    }
}

/// The outcome of `verify`: `ok`, and the `summary` of a valid trace or the first `violation`.
#[pyclass(module = "nqueens_trace", frozen)]
pub struct Verdict {
    verdict: verify::Verdict,
}

impl Verdict {
    pub fn new(verdict: verify::Verdict) -> Verdict {
        Verdict { verdict }
    }
}

fn summary_dict<'py>(py: Python<'py>, s: &Summary) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("n", s.n)?;
    d.set_item("limit", s.limit)?;
    d.set_item("events", s.events)?;
    d.set_item("solutions", s.totals.solutions)?;
    d.set_item("tries", s.totals.tries)?;
    d.set_item("accepts", s.totals.accepts)?;
    d.set_item("rejects", s.totals.rejects)?;
    d.set_item("backtracks", s.totals.backtracks)?;
    d.set_item("complete", s.totals.complete)?;
    d.set_item("strict", s.strict)?;
    Ok(d)
}

#[pymethods]
impl Verdict {
    /// True when the trace follows every rule.
    #[getter]
    fn ok(&self) -> bool {
        matches!(self.verdict, verify::Verdict::Valid(_))
    }

    /// The counts of a valid trace, as a dict; None for an invalid one.
    #[getter]
    fn summary<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        match &self.verdict {
            verify::Verdict::Valid(s) => summary_dict(py, s).map(Some),
            verify::Verdict::Invalid(_) => Ok(None),
        }
    }

    /// The first violation of an invalid trace; None for a valid one.
    #[getter]
    fn violation(&self) -> Option<Violation> {
        match &self.verdict {
            verify::Verdict::Valid(_) => None,
            verify::Verdict::Invalid(v) => Some(Violation::new(v)),
        }
    }

    fn __bool__(&self) -> bool {
        self.ok()
    }

    fn __str__(&self) -> String {
        match &self.verdict {
            verify::Verdict::Valid(s) => s.to_string(),
            verify::Verdict::Invalid(v) => format!("invalid: {v}"),
        }
    }

    fn __repr__(&self) -> String {
        format!("<Verdict {}>", self.__str__())
    }
}

/// Where two traces first differ.
#[pyclass(module = "nqueens_trace", frozen)]
pub struct Divergence {
    divergence: nqueens_trace::diff::Divergence,
    /// The step of the first difference.
    #[pyo3(get)]
    step: u64,
    /// Trace A's event there, or None if A has ended.
    #[pyo3(get)]
    a: Option<Py<PyDict>>,
    /// Trace B's event there, or None if B has ended.
    #[pyo3(get)]
    b: Option<Py<PyDict>>,
    /// The fields that differ.
    #[pyo3(get)]
    fields: Vec<&'static str>,
    /// The queens on the board before the step, as [row, col].
    #[pyo3(get)]
    queens: Vec<[u32; 2]>,
    /// The events just before the step, which both traces hold.
    #[pyo3(get)]
    context: Py<PyList>,
    /// The difference in words.
    #[pyo3(get)]
    explanation: String,
}

impl Divergence {
    pub fn new(py: Python<'_>, d: nqueens_trace::diff::Divergence) -> PyResult<Divergence> {
        let dict = |e: &Option<nqueens_trace::Event>| -> PyResult<Option<Py<PyDict>>> {
            e.as_ref().map(|e| to_dict(py, e).map(Bound::unbind)).transpose()
        };
        let context: Vec<Bound<'_, PyDict>> =
            d.context.iter().map(|e| to_dict(py, e)).collect::<PyResult<_>>()?;
        Ok(Divergence {
            step: d.step,
            a: dict(&d.a)?,
            b: dict(&d.b)?,
            fields: d.fields.clone(),
            queens: d.queens.clone(),
            context: PyList::new(py, context)?.unbind(),
            explanation: d.explanation().to_string(),
            divergence: d,
        })
    }
}

#[pymethods]
impl Divergence {
    /// The report `nqueens-trace diff` prints, naming the traces `a` and `b`.
    #[pyo3(signature = (a="A", b="B"))]
    fn report(&self, a: &str, b: &str) -> String {
        self.divergence.report((a, b))
    }

    fn __str__(&self) -> String {
        format!("differ at step {}: {}", self.step, self.explanation)
    }

    fn __repr__(&self) -> String {
        format!("<Divergence {}>", self.__str__())
    }
}

/// What `check` found: the verdict on a program's output as the trace of the search asked for.
#[pyclass(module = "nqueens_trace", frozen)]
pub struct Judgement {
    /// True when the output is a valid trace of the search asked for.
    #[pyo3(get)]
    ok: bool,
    /// The events read before the verdict.
    #[pyo3(get)]
    events: u64,
    /// The counts of a valid trace, as a dict; None otherwise.
    #[pyo3(get)]
    summary: Option<Py<PyDict>>,
    /// The first rule broken, if the trace breaks one.
    #[pyo3(get)]
    violation: Option<Py<Violation>>,
    /// Why the output is not a trace at all (a line that is not an event, nothing written);
    /// None when it is one.
    #[pyo3(get)]
    error: Option<String>,
    /// The line of the output that is not an event, escaped (first 4 KiB), if there is one.
    #[pyo3(get)]
    line: Option<String>,
    /// Whether the verdict is that of the trace with rows and columns swapped: a
    /// column-by-column search.
    #[pyo3(get)]
    transposed: bool,
    /// Whether the trace, announcing no limit, ends right after its first solution.
    #[pyo3(get)]
    stopped_at_first: bool,
    /// The step where the trace first parts from the canonical search; None if it does not.
    #[pyo3(get)]
    divergence: Option<u64>,
    /// The trace's event there (None: the trace ended), when it parts.
    #[pyo3(get)]
    found: Option<Py<PyDict>>,
    /// The canonical search's event there (None: it ended), when the trace parts.
    #[pyo3(get)]
    canonical: Option<Py<PyDict>>,
    /// The verdict in one line.
    text: String,
}

impl Judgement {
    pub fn new(py: Python<'_>, judged: nqueens_trace::check::Judged) -> PyResult<Judgement> {
        use nqueens_trace::check::Judgement as J;
        let dict = |e: &Option<nqueens_trace::Event>| -> PyResult<Option<Py<PyDict>>> {
            e.as_ref().map(|e| to_dict(py, e).map(Bound::unbind)).transpose()
        };
        let d = judged.difference.as_deref();
        let turned = if judged.transposed { " (judged transposed)" } else { "" };
        let (ok, summary, violation, error, text) = match &judged.verdict {
            Ok(J::Valid { summary, divergence }) => {
                let how = match divergence {
                    None => "the canonical search".to_string(),
                    Some(d) => format!("differs from the canonical search at step {}", d.step),
                };
                let text = format!("valid{turned}: {summary}; {how}");
                (true, Some(summary_dict(py, summary)?.unbind()), None, None, text)
            }
            Ok(J::Invalid(v)) => {
                let text = format!("invalid{turned}: {v}");
                (false, None, Some(Py::new(py, Violation::new(v))?), None, text)
            }
            Err(e) => (false, None, None, Some(e.to_string()), format!("not a trace: {e}")),
        };
        Ok(Judgement {
            ok,
            events: judged.events,
            summary,
            violation,
            error,
            line: judged.line.as_deref().map(|l| nqueens_trace::escape::escape(l).into_owned()),
            transposed: judged.transposed,
            stopped_at_first: judged.stopped_at_first,
            divergence: d.map(|d| d.step),
            found: d.map(|d| dict(&d.found)).transpose()?.flatten(),
            canonical: d.map(|d| dict(&d.canonical)).transpose()?.flatten(),
            text,
        })
    }
}

#[pymethods]
impl Judgement {
    fn __bool__(&self) -> bool {
        self.ok
    }

    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!("<Judgement {}>", self.text)
    }
}
