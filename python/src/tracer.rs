//! `Tracer`: a student's own solver reports its steps, and each is checked as it comes by the
//! library's [`Verifier`], the rules of `verify`.

use crate::convert::{conflict, to_dict};
use crate::errors::{invalid_trace, value_error};
use crate::{os_error, save, solver};
use nqueens_trace::printer::jsonl::write_line;
use nqueens_trace::verify::{Verdict, Verifier, Violation};
use nqueens_trace::{Conflict, Event, JsonlWriter, Sink, Stats, SCHEMA};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use std::path::PathBuf;

/// The trace of a solver written by hand, checked step by step. Call try_, accept, reject,
/// backtrack and solution as the search goes, and done at the end (a `with` block calls it).
/// Each call is checked at once with the rules of verify; the first wrong one raises
/// InvalidTrace with verify's explanation. With `out` (a file open for writing, such as
/// sys.stdout) each event's JSON line is written as it comes, the offending one included.
#[pyclass(module = "nqueens_trace")]
pub struct Tracer {
    /// The board size.
    #[pyo3(get)]
    n: u32,
    /// The limit on solutions, from the constructor.
    #[pyo3(get)]
    limit: Option<u64>,
    verifier: Verifier,
    events: Vec<Event>,
    out: Option<PyObject>,
    /// The first violation, after which the tracer takes no more steps.
    failed: Option<Violation>,
    ended: bool,
    /// What `done` states, counted as the steps come.
    counts: Stats,
}

/// A row or column given from Python.
fn coord(value: i64, what: &str) -> PyResult<u32> {
    u32::try_from(value).map_err(|_| {
        value_error(format!(
            "{what}={value}: rows and columns are counted from 0 (the top row, the left column)"
        ))
    })
}

#[pymethods]
impl Tracer {
    #[new]
    #[pyo3(signature = (n, *, limit=None, out=None))]
    fn new(
        py: Python<'_>,
        n: &Bound<'_, PyAny>,
        limit: Option<&Bound<'_, PyAny>>,
        out: Option<PyObject>,
    ) -> PyResult<Tracer> {
        let n = solver(n)?.n();
        let limit = crate::solution_limit(limit)?;
        let mut tracer = Tracer {
            n,
            limit,
            verifier: Verifier::new(),
            events: Vec::new(),
            out,
            failed: None,
            ended: false,
            counts: Stats::default(),
        };
        tracer.emit(py, |step| Event::Start {
            step,
            schema: SCHEMA.into(),
            n,
            limit,
            start: nqueens_trace::event::Position::NONE,
        })?;
        Ok(tracer)
    }

    /// A queen is about to be tried on (row, col).
    fn try_(&mut self, py: Python<'_>, row: i64, col: i64) -> PyResult<()> {
        let (row, col) = (coord(row, "row")?, coord(col, "col")?);
        self.emit(py, |step| Event::Try { step, row, col })
    }

    /// No queen attacks (row, col): a queen is placed there.
    fn accept(&mut self, py: Python<'_>, row: i64, col: i64) -> PyResult<()> {
        let (row, col) = (coord(row, "row")?, coord(col, "col")?);
        self.emit(py, |step| Event::Accept { step, row, col })
    }

    /// The queen at `attacker` attacks (row, col) along `conflict`. Left out, the attacker
    /// is the topmost queen that attacks the square, and the conflict how it does.
    #[pyo3(signature = (row, col, attacker=None, conflict=None))]
    fn reject(
        &mut self,
        py: Python<'_>,
        row: i64,
        col: i64,
        attacker: Option<(i64, i64)>,
        conflict: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<()> {
        let (row, col) = (coord(row, "row")?, coord(col, "col")?);
        let attacker = match attacker {
            Some((r, c)) => Some((coord(r, "attacker row")?, coord(c, "attacker col")?)),
            None => self
                .verifier
                .queens()
                .find(|&q| nqueens_trace::problem::nqueens::attack(q, (row, col)).is_some()),
        };
        // No queen attacks the square: the verifier says so. The placeholder names the
        // top-left square, which the message does not mention.
        let with = attacker.unwrap_or((0, 0));
        let how = match conflict {
            Some(name) => self::conflict(name).map_err(|()| {
                value_error("conflict: expected \"column\", \"diagonal\" or \"anti-diagonal\"")
            })?,
            None => nqueens_trace::problem::nqueens::attack(with, (row, col))
                .unwrap_or(Conflict::Column),
        };
        self.emit(py, |step| Event::Reject {
            step,
            row,
            col,
            conflict: how,
            with: [with.0, with.1],
        })
    }

    /// Everything below the queen on (row, col) has been explored: it is lifted. Left out,
    /// the square is that of the queen placed last.
    #[pyo3(signature = (row=None, col=None))]
    fn backtrack(&mut self, py: Python<'_>, row: Option<i64>, col: Option<i64>) -> PyResult<()> {
        let last = self.verifier.queens().last().unwrap_or((0, 0));
        let row = row.map_or(Ok(last.0), |r| coord(r, "row"))?;
        let col = col.map_or(Ok(last.1), |c| coord(c, "col"))?;
        self.emit(py, |step| Event::Backtrack { step, row, col })
    }

    /// The accept just before completed the board. Left out, `queens` are the columns of the
    /// queens on the board, top to bottom.
    #[pyo3(signature = (queens=None))]
    fn solution(&mut self, py: Python<'_>, queens: Option<Vec<u32>>) -> PyResult<()> {
        let queens = queens.unwrap_or_else(|| self.verifier.queens().map(|q| q.1).collect());
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
        if let Verdict::Invalid(v) = self.verifier.verdict() {
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

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.events(py)?.as_any().try_iter()?.into_any())
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
        format!("<Tracer n={} {} events, {state}>", self.n, self.events.len())
    }
}

impl Tracer {
    /// Checks the next event, made from its step by `make`, keeps it and writes it to `out`;
    /// the first violation is raised, after the offending event is written (so a program
    /// checked by `nqueens-trace check` shows it too).
    fn emit(&mut self, py: Python<'_>, make: impl FnOnce(u64) -> Event) -> PyResult<()> {
        if let Some(v) = &self.failed {
            return Err(PyRuntimeError::new_err(format!(
                "this trace already broke a rule ({v}); make a new Tracer to start again"
            )));
        }
        if self.ended {
            return Err(PyRuntimeError::new_err(
                "this trace is done; make a new Tracer to start again",
            ));
        }
        let event = make(self.events.len() as u64);
        // Neither can fail: the verifier keeps its first violation, the counts count.
        let (Ok(_), Ok(_)) = (self.verifier.event(&event), self.counts.event(&event));
        let verdict = self.verifier.violation().cloned();
        if let Some(out) = &self.out {
            let mut line = Vec::with_capacity(64);
            write_line(&mut line, &event);
            out.bind(py).call_method1("write", (String::from_utf8_lossy(&line),))?;
        }
        self.events.push(event);
        match verdict {
            Some(v) => Err(self.fail(py, v)),
            None => Ok(()),
        }
    }

    fn fail(&mut self, py: Python<'_>, v: Violation) -> PyErr {
        let err = invalid_trace(py, &v);
        self.failed = Some(v);
        err
    }
}
