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
