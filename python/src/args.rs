//! Arguments from Python, converted in one place: every function takes its whole numbers and
//! its strings as Python objects and converts them here, so an argument out of range (a
//! negative `height`, `n=2**70`), of the wrong type, or a string that is not text (a lone
//! surrogate, `"\ud800"`) raises `ValueError` or `TypeError` naming the argument and what is
//! valid, never pyo3's bare `OverflowError`, `UnicodeEncodeError` or "'int' object is not
//! iterable". A new function that converts its arguments here gets the same errors for free.

use crate::errors::{quoted, value_error};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyString};

/// The whole number `value` of argument `name`, in `range`; `valid` says what is valid in
/// words ("1 to 32", "1 or more"). ValueError out of range, TypeError if not an int.
pub fn whole<T: TryFrom<i128>>(
    name: &str,
    value: &Bound<'_, PyAny>,
    range: std::ops::RangeInclusive<i128>,
    valid: &str,
) -> PyResult<T> {
    let Ok(int) = value.downcast::<PyInt>() else {
        let type_name = value.get_type().name()?.to_string();
        return Err(PyTypeError::new_err(format!(
            "{name}: expected a whole number, {valid}; got {type_name}"
        )));
    };
    // A number past 128 bits is out of any range here; it is not quoted (it may have
    // thousands of digits).
    let Ok(n) = int.extract::<i128>() else {
        return Err(value_error(format!("{name} is out of range: expected {valid}")));
    };
    range
        .contains(&n)
        .then(|| T::try_from(n).ok())
        .flatten()
        .ok_or_else(|| value_error(format!("{name}={n} is out of range: expected {valid}")))
}

/// [`whole`] of an optional argument: `None` stays `None`.
pub fn maybe_whole<T: TryFrom<i128>>(
    name: &str,
    value: Option<&Bound<'_, PyAny>>,
    range: std::ops::RangeInclusive<i128>,
    valid: &str,
) -> PyResult<Option<T>> {
    match value {
        Some(v) if !v.is_none() => whole(name, v, range, valid).map(Some),
        _ => Ok(None),
    }
}

/// A board size, 1 to `MAX_N`.
pub fn board_size(name: &str, value: &Bound<'_, PyAny>) -> PyResult<u32> {
    let most = nqueens_trace::MAX_N;
    whole(name, value, 1..=i128::from(most), &format!("a board size from 1 to {most}"))
}

/// The text of string argument `name`. ValueError if it holds a lone surrogate (which is not
/// a character and cannot be written), TypeError if it is not a string.
pub fn text(name: &str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    let Ok(s) = value.downcast::<PyString>() else {
        let type_name = value.get_type().name()?.to_string();
        return Err(PyTypeError::new_err(format!("{name}: expected a string, got {type_name}")));
    };
    s.to_cow().map(|text| text.into_owned()).map_err(|_| {
        let shown = s.to_string_lossy();
        value_error(format!(
            "{name}={} holds a lone surrogate (U+D800 to U+DFFF), which is not a character: \
             expected text",
            quoted(&shown)
        ))
    })
}

/// [`text`] of an optional argument: `None` stays `None`.
pub fn maybe_text(name: &str, value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
    match value {
        Some(v) if !v.is_none() => text(name, v).map(Some),
        _ => Ok(None),
    }
}
