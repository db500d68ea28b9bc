//! Events between Rust and Python: an [`Event`] is a `dict` with the JSON Lines keys, in the
//! JSON Lines order, so `json.dumps(e)` of an event of `trace()` is its line in the file.

use crate::errors::trace_error;
use nqueens_trace::{Conflict, Event, Kind, Stats};
use pyo3::exceptions::PyTypeError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyIterator, PyList};

/// The dict of `event`.
pub fn to_dict<'py>(py: Python<'py>, event: &Event) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item(intern!(py, "event"), event.kind().as_str())?;
    d.set_item(intern!(py, "step"), event.step())?;
    match event {
        Event::Start { schema, n, limit, start, .. } => {
            d.set_item(intern!(py, "schema"), schema.as_str())?;
            d.set_item(intern!(py, "n"), n)?;
            d.set_item(intern!(py, "limit"), limit)?;
            // Only when there is one, as in the JSON.
            if !start.is_empty() {
                d.set_item(intern!(py, "start"), start.cols())?;
            }
        }
        Event::Try { row, col, .. }
        | Event::Accept { row, col, .. }
        | Event::Backtrack { row, col, .. } => {
            d.set_item(intern!(py, "row"), row)?;
            d.set_item(intern!(py, "col"), col)?;
        }
        Event::Reject { row, col, conflict, with, .. } => {
            d.set_item(intern!(py, "row"), row)?;
            d.set_item(intern!(py, "col"), col)?;
            d.set_item(intern!(py, "conflict"), conflict.as_str())?;
            d.set_item(intern!(py, "with"), PyList::new(py, with)?)?;
        }
        Event::Solution { index, queens, .. } => {
            d.set_item(intern!(py, "index"), index)?;
            d.set_item(intern!(py, "queens"), PyList::new(py, queens)?)?;
        }
        Event::Done { complete, .. } => {
            for (name, count) in Stats::of_done(event).iter().flat_map(Stats::counts) {
                d.set_item(name, count)?;
            }
            d.set_item(intern!(py, "complete"), complete)?;
        }
    }
    Ok(d)
}

/// The event of a dict with the JSON Lines keys; `at` (from 1) names it in errors, which are
/// `TraceError`s, like a malformed line of a file. Unknown keys are ignored, as the reader
/// ignores unknown fields.
pub fn from_dict(obj: &Bound<'_, PyAny>, at: u64) -> PyResult<Event> {
    let py = obj.py();
    let bad = |what: String| trace_error(py, format!("event {at}: {what}"), None, at);
    let Ok(d) = obj.downcast::<PyDict>() else {
        let type_name = obj.get_type().name()?.to_string();
        return Err(PyTypeError::new_err(format!(
            "event {at}: expected a dict with the JSON Lines keys (as trace() yields), got {type_name}"
        )));
    };
    let get = |key: &str| -> PyResult<Bound<'_, PyAny>> {
        d.get_item(key)?.ok_or_else(|| bad(format!("missing key {key:?}")))
    };
    let num = |key: &str| -> PyResult<u64> {
        let value = get(key)?;
        value.extract::<u64>().map_err(|_| match value.downcast::<pyo3::types::PyInt>() {
            // A whole number past 64 bits is one, but out of range: say that.
            Ok(_) => bad(format!("{key:?} is out of range: expected 0 to {}", u64::MAX)),
            Err(_) => bad(format!("{key:?} must be a whole number, 0 or more")),
        })
    };
    let small = |key: &str| -> PyResult<u32> {
        let v = num(key)?;
        u32::try_from(v).map_err(|_| bad(format!("{key:?} is {v}: too large for a board")))
    };
    let kind_name: String =
        get("event")?.extract().map_err(|_| bad("\"event\" must be a string".into()))?;
    let Some(kind) = Kind::ALL.into_iter().find(|k| k.as_str() == kind_name) else {
        return Err(bad(format!(
            "unknown event kind {}: expected start, try, accept, reject, solution, backtrack or done",
            crate::errors::quoted(&kind_name)
        )));
    };
    let step = num("step")?;
    Ok(match kind {
        Kind::Start => Event::Start {
            step,
            schema: get("schema")?
                .extract::<String>()
                .map_err(|_| bad("\"schema\" must be a string".into()))?
                .as_str()
                .into(),
            n: small("n")?,
            limit: match d.get_item("limit")? {
                Some(v) if !v.is_none() => Some(
                    v.extract()
                        .map_err(|_| bad("\"limit\" must be a whole number or None".into()))?,
                ),
                _ => None,
            },
            start: match d.get_item("start")? {
                Some(v) if !v.is_none() => v
                    .extract::<Vec<u32>>()
                    .ok()
                    .and_then(|cols| nqueens_trace::event::Position::new(&cols))
                    .ok_or_else(|| {
                        bad(format!(
                            "\"start\" must be a list of at most {} columns, or None",
                            nqueens_trace::event::Position::MAX
                        ))
                    })?,
                _ => nqueens_trace::event::Position::NONE,
            },
        },
        Kind::Try => Event::Try { step, row: small("row")?, col: small("col")? },
        Kind::Accept => Event::Accept { step, row: small("row")?, col: small("col")? },
        Kind::Backtrack => Event::Backtrack { step, row: small("row")?, col: small("col")? },
        Kind::Reject => Event::Reject {
            step,
            row: small("row")?,
            col: small("col")?,
            conflict: conflict(&get("conflict")?).map_err(|_| {
                bad("\"conflict\" must be \"column\", \"diagonal\" or \"anti-diagonal\"".into())
            })?,
            with: get("with")?
                .extract::<[u32; 2]>()
                .map_err(|_| bad("\"with\" must be [row, col]".into()))?,
        },
        Kind::Solution => Event::Solution {
            step,
            index: num("index")?,
            queens: get("queens")?
                .extract::<Vec<u32>>()
                .map_err(|_| bad("\"queens\" must be a list of columns".into()))?,
        },
        Kind::Done => Event::Done {
            step,
            solutions: num("solutions")?,
            tries: num("tries")?,
            accepts: num("accepts")?,
            rejects: num("rejects")?,
            backtracks: num("backtracks")?,
            complete: get("complete")?
                .extract()
                .map_err(|_| bad("\"complete\" must be True or False".into()))?,
        },
    })
}

/// The conflict named `name` (`column`, `diagonal`, `anti-diagonal`).
pub fn conflict(name: &Bound<'_, PyAny>) -> Result<Conflict, ()> {
    let name: String = name.extract().map_err(|_| ())?;
    [Conflict::Column, Conflict::Diagonal, Conflict::AntiDiagonal]
        .into_iter()
        .find(|c| c.as_str() == name)
        .ok_or(())
}

/// The events of a Python iterable of dicts, converted one at a time as the library pulls
/// them: a generator of a million events is never a list.
pub struct Dicts<'py> {
    iter: Bound<'py, PyIterator>,
    at: u64,
}

impl<'py> Dicts<'py> {
    /// The events of `iterable`.
    pub fn new(iterable: &Bound<'py, PyAny>) -> PyResult<Self> {
        Ok(Dicts { iter: iterable.try_iter()?, at: 0 })
    }
}

impl Iterator for Dicts<'_> {
    type Item = PyResult<Event>;

    fn next(&mut self) -> Option<PyResult<Event>> {
        let obj = match self.iter.next()? {
            Ok(obj) => obj,
            Err(e) => return Some(Err(e)),
        };
        self.at += 1;
        Some(from_dict(&obj, self.at))
    }
}
