//! The library's errors as Python exceptions. The exception classes live in Python
//! (`nqueens_trace/_errors.py`), with their attributes and docstrings; here they are raised.

use nqueens_trace::escape::escape;
use nqueens_trace::verify::Violation;
use nqueens_trace::ReadError;
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyModule;

/// An instance of the exception class `name` of `nqueens_trace._errors`, made with `args`.
fn raise<'py, A>(py: Python<'py>, name: &str, args: A) -> PyErr
where
    A: pyo3::call::PyCallArgs<'py>,
{
    let made = PyModule::import(py, "nqueens_trace._errors")
        .and_then(|m| m.getattr(name))
        .and_then(|class| class.call1(args));
    match made {
        Ok(err) => PyErr::from_value(err),
        Err(e) => e,
    }
}

/// A `TraceError(message, file, line)`: a trace that cannot be read.
pub fn trace_error(py: Python<'_>, message: String, file: Option<&str>, line: u64) -> PyErr {
    raise(
        py,
        "TraceError",
        (escape(&message).into_owned(), file.map(|f| escape(f).into_owned()), line),
    )
}

/// The `TraceError` of a reader's error; an error opening the file is an `OSError`.
pub fn read_error(py: Python<'_>, e: &ReadError) -> PyErr {
    if let nqueens_trace::reader::ReadErrorKind::Io(io) = &e.kind {
        if e.line == 0 {
            let message = format!("cannot read {}: {io}", quoted(&e.source));
            return PyOSError::new_err(escape(&message).into_owned());
        }
    }
    trace_error(py, e.to_string(), Some(&e.source), e.line)
}

/// An `InvalidTrace(step, rule, message)`: a step that breaks a rule of `verify`.
pub fn invalid_trace(py: Python<'_>, v: &Violation) -> PyErr {
    raise(py, "InvalidTrace", (v.step, rule_name(v), v.fault.to_string()))
}

/// A `ValueError` with the library's message.
pub fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(escape(&e.to_string()).into_owned())
}

/// The rule a violation breaks, in kebab case: `try-row`, `complete`…
pub fn rule_name(v: &Violation) -> String {
    nqueens_trace::check::rule_name(v.rule())
}

/// `text` in double quotes, escaped: text from outside, shown as data.
pub fn quoted(text: &str) -> String {
    format!("\"{}\"", escape(text))
}
