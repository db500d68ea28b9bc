//! `SearchTracer`: a student's own solver of a sudoku, a graph colouring or a subset sum
//! reports its steps as `backtrack-trace/1`, each checked as it comes against the model search
//! of its instance ([`Walk`], what `verify` and `check --problem` walk a trace beside).

use crate::convert::to_dict;
use crate::errors::{invalid_trace, value_error};
use crate::{os_error, save};
use nqueens_trace::event::Position;
use nqueens_trace::problem::judge::Walk;
use nqueens_trace::problem::{self, Problem};
use nqueens_trace::verify::{Fault, Violation};
use nqueens_trace::{Conflict, Event, JsonlWriter, Lang, Sink, Stats};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use std::cell::RefCell;
use std::io::{self, Write};
use std::path::PathBuf;
use std::rc::Rc;

/// The bytes a writer wrote, shared with the tracer that hands them on to `out`.
#[derive(Clone, Default)]
struct Shared(Rc<RefCell<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The trace of a hand-written solver of another problem than N-Queens (`problem`:
/// "sudoku", "coloring" or "subset-sum"; `instance`: its dict, or its JSON as
/// `nqueens-trace check --problem` gives it), checked step by step against the model search of
/// that instance: the first call that departs from it raises InvalidTrace, after its line is
/// written. Call try_, accept, reject, backtrack and solution as the search goes, and done at
/// the end (a `with` block calls it). With `out` (such as sys.stdout), each event's JSON line
/// is written as it comes, the bytes `nqueens-trace run --problem P --format jsonl` writes.
#[pyclass(module = "nqueens_trace", unsendable)]
pub struct SearchTracer {
    /// The problem's name.
    #[pyo3(get)]
    problem: String,
    /// The instance's size: a sudoku's side, the graph's vertices, the number of items.
    #[pyo3(get)]
    n: u32,
    /// The limit on solutions, from the constructor.
    #[pyo3(get)]
    limit: Option<u64>,
    /// The instance's compact JSON, as the start line carries it.
    #[pyo3(get)]
    instance: String,
    /// The assignment so far, to fill in what a call leaves out.
    state: Box<dyn Problem>,
    /// The variables assigned, with their values, in order.
    assigned: Vec<(u32, u32)>,
    walk: Walk,
    writer: JsonlWriter<Shared>,
    written: Shared,
    events: Vec<Event>,
    out: Option<PyObject>,
    failed: Option<Violation>,
    ended: bool,
    counts: Stats,
}

fn number(value: i64, what: &str) -> PyResult<u32> {
    u32::try_from(value).map_err(|_| {
        value_error(format!("{what}={value}: expected a whole number from 0 to {}", u32::MAX))
    })
}

/// The rule named `name`, as the JSON names it.
fn rule(name: &str) -> PyResult<Conflict> {
    const RULES: [Conflict; 6] = [
        Conflict::Row,
        Conflict::Column,
        Conflict::Box,
        Conflict::Edge,
        Conflict::Over,
        Conflict::Short,
    ];
    RULES.into_iter().find(|r| r.as_str() == name).ok_or_else(|| {
        value_error(format!(
            "rule {:?}: expected \"row\", \"column\" or \"box\" (sudoku), \"edge\" (coloring), \"over\" or \"short\" (subset-sum)",
            nqueens_trace::escape::escape(name)
        ))
    })
}

#[pymethods]
impl SearchTracer {
    #[new]
    #[pyo3(signature = (problem, instance, *, limit=None, out=None))]
    fn new(
        py: Python<'_>,
        problem: &str,
        instance: &Bound<'_, PyAny>,
        limit: Option<&Bound<'_, PyAny>>,
        out: Option<PyObject>,
    ) -> PyResult<SearchTracer> {
        let text: String = match instance.extract::<String>() {
            Ok(text) => text,
            Err(_) => py.import("json")?.call_method1("dumps", (instance,))?.extract()?,
        };
        let json: serde_json::Value = serde_json::from_str(&text)
            .map_err(|e| value_error(format!("instance: not JSON ({e})")))?;
        if problem == "nqueens" {
            return Err(value_error("problem \"nqueens\": use Tracer(n) for N-Queens"));
        }
        let opened = problem::open(problem, &json).map_err(value_error)?;
        let limit = crate::solution_limit(limit)?;
        let start = Event::Start {
            step: 0,
            schema: problem::schema_of(opened.as_ref()),
            n: opened.size(),
            limit,
            start: Position::NONE,
        };
        let walk = Walk::beside(opened.fresh(), limit, &start);
        let written = Shared::default();
        let mut tracer = SearchTracer {
            problem: problem.to_string(),
            n: opened.size(),
            limit,
            instance: opened.instance(),
            state: opened,
            assigned: Vec::new(),
            walk,
            writer: JsonlWriter::new(written.clone()).live(true),
            written,
            events: Vec::new(),
            out,
            failed: None,
            ended: false,
            counts: Stats::default(),
        };
        tracer.emit(py, |_| start)?;
        Ok(tracer)
    }

    /// A value is about to be tried on a variable.
    fn try_(&mut self, py: Python<'_>, var: i64, value: i64) -> PyResult<()> {
        let (row, col) = (number(var, "var")?, number(value, "value")?);
        self.emit(py, |step| Event::Try { step, row, col })
    }

    /// The value fits: it is assigned.
    fn accept(&mut self, py: Python<'_>, var: i64, value: i64) -> PyResult<()> {
        let (row, col) = (number(var, "var")?, number(value, "value")?);
        self.emit(py, |step| Event::Accept { step, row, col })?;
        self.state.assign(row, col);
        self.assigned.push((row, col));
        Ok(())
    }

    /// The value does not fit, by `rule` ("row", "column", "box", "edge", "over", "short")
    /// with its two numbers `with_` (the earlier assignment it clashes with, as (variable,
    /// value), or a bound's sum and target). Left out, both are the problem's.
    #[pyo3(signature = (var, value, rule=None, with_=None))]
    fn reject(
        &mut self,
        py: Python<'_>,
        var: i64,
        value: i64,
        rule: Option<&str>,
        with_: Option<(i64, i64)>,
    ) -> PyResult<()> {
        let (row, col) = (number(var, "var")?, number(value, "value")?);
        let clash = self.state.test(row, col);
        let fallback = self.state.words(Lang::En).rules[0].0;
        let conflict = match rule {
            Some(name) => self::rule(name)?,
            None => clash.map_or(fallback, |c| c.rule),
        };
        let with = match with_ {
            Some((a, b)) => [number(a, "with_[0]")?, number(b, "with_[1]")?],
            None => clash.map_or([0, 0], |c| c.with),
        };
        self.emit(py, |step| Event::Reject { step, row, col, conflict, with })
    }

    /// Every value below the variable assigned last has been explored: it is unassigned.
    /// Left out, the variable and value are the ones assigned last.
    #[pyo3(signature = (var=None, value=None))]
    fn backtrack(&mut self, py: Python<'_>, var: Option<i64>, value: Option<i64>) -> PyResult<()> {
        let last = self.assigned.last().copied().unwrap_or((0, 0));
        let row = var.map_or(Ok(last.0), |v| number(v, "var"))?;
        let col = value.map_or(Ok(last.1), |v| number(v, "value"))?;
        self.emit(py, |step| Event::Backtrack { step, row, col })?;
        if let Some(at) = self.assigned.iter().rposition(|&(v, _)| v == row) {
            self.assigned.remove(at);
            self.state.undo(row);
        }
        Ok(())
    }

    /// Every variable is assigned. Left out, `values` are those of the assignment, in the
    /// problem's order (a sudoku's whole grid).
    #[pyo3(signature = (values=None))]
    fn solution(&mut self, py: Python<'_>, values: Option<Vec<u32>>) -> PyResult<()> {
        let queens = values.unwrap_or_else(|| self.state.solution());
        let index = self.counts.solutions + 1;
        self.emit(py, |step| Event::Solution { step, index, queens })
    }

    /// The end of the search, with the counts of the steps taken. `complete` left out is true,
    /// unless the search stopped at its limit.
    #[pyo3(signature = (complete=None))]
    fn done(&mut self, py: Python<'_>, complete: Option<bool>) -> PyResult<()> {
        let found = self.counts.solutions;
        let complete = complete.unwrap_or_else(|| self.limit.map_or(true, |k| found < k));
        let done = Stats { complete, ..self.counts }.done(self.events.len() as u64);
        self.emit(py, |_| done)?;
        self.ended = true;
        self.walk.end();
        if let Some(v) = self.violation() {
            return Err(self.fail(py, v));
        }
        if let Some(out) = &self.out {
            if out.bind(py).hasattr("flush")? {
                out.bind(py).call_method0("flush")?;
            }
        }
        Ok(())
    }

    /// The events so far, as dicts.
    #[getter]
    fn events<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let dicts: Vec<Bound<'py, PyDict>> =
            self.events.iter().map(|e| to_dict(py, e)).collect::<PyResult<_>>()?;
        PyList::new(py, dicts)
    }

    /// True once `done` has been called.
    #[getter]
    fn finished(&self) -> bool {
        self.ended
    }

    fn __len__(&self) -> usize {
        self.events.len()
    }

    /// Writes the trace as JSON Lines to `path` (renamed into place once complete).
    fn write(&self, path: PathBuf) -> PyResult<()> {
        save(&path, |out| {
            let mut writer = JsonlWriter::new(out);
            for event in &self.events {
                writer.event(event).map_err(os_error(&path))?;
            }
            writer.finish().map_err(os_error(&path))
        })
    }

    fn __enter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// Leaving a `with` block without an exception ends the search with `done()`.
    #[pyo3(signature = (exc_type, _exc=None, _tb=None))]
    fn __exit__(
        &mut self,
        py: Python<'_>,
        exc_type: Option<PyObject>,
        _exc: Option<PyObject>,
        _tb: Option<PyObject>,
    ) -> PyResult<bool> {
        if exc_type.is_none() && !self.ended && self.failed.is_none() {
            self.done(py, None)?;
        }
        Ok(false)
    }

    fn __repr__(&self) -> String {
        let state = match (&self.failed, self.ended) {
            (Some(v), _) => format!("invalid at {v}"),
            (None, true) => "done".to_string(),
            (None, false) => "running".to_string(),
        };
        format!("<SearchTracer {} {} events, {state}>", self.problem, self.events.len())
    }
}

impl SearchTracer {
    /// Judges the next event, made from its step by `make`, keeps it and writes it to `out`;
    /// the first departure from the model search is raised after the event is written.
    fn emit(&mut self, py: Python<'_>, make: impl FnOnce(u64) -> Event) -> PyResult<()> {
        if let Some(v) = &self.failed {
            return Err(PyRuntimeError::new_err(format!(
                "this trace already departed from the model search ({v}); make a new SearchTracer to start again"
            )));
        }
        if self.ended {
            return Err(PyRuntimeError::new_err(
                "this trace is done; make a new SearchTracer to start again",
            ));
        }
        let event = make(self.events.len() as u64);
        // The start was judged when the walk began beside it.
        if !self.events.is_empty() {
            self.walk.event(&event);
        }
        let Ok(_) = self.counts.event(&event);
        self.writer.event(&event).map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
        let line = std::mem::take(&mut *self.written.0.borrow_mut());
        if let Some(out) = &self.out {
            out.bind(py).call_method1("write", (String::from_utf8_lossy(&line),))?;
        }
        self.events.push(event);
        match self.violation() {
            Some(v) => Err(self.fail(py, v)),
            None => Ok(()),
        }
    }

    /// The walk's first fault, as a violation.
    fn violation(&self) -> Option<Violation> {
        let (step, fault) = self.walk.fault()?;
        Some(Violation::new(*step, Fault::Search(Box::new(fault.clone()))))
    }

    fn fail(&mut self, py: Python<'_>, v: Violation) -> PyErr {
        let err = invalid_trace(py, &v);
        self.failed = Some(v);
        err
    }
}
