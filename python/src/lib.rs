//! `nqueens_trace._native`: the Python face of the `nqueens_trace` library. Every function
//! here converts its arguments, calls the library and converts the answer back; the search,
//! the rules of a trace, the diff, the text and the player are the library's, so Python and the
//! command line never disagree. The public Python API is `nqueens_trace/__init__.py`, which
//! re-exports this module with its docstrings and stubs.

mod args;
mod convert;
mod errors;
mod player;
mod results;
mod search_tracer;
mod tracer;

use convert::{to_dict, Dicts};
use errors::{read_error, value_error};
use nqueens_trace::choice::Choice;
use nqueens_trace::escape;
use nqueens_trace::filter::{parse_kinds, Filter};
use nqueens_trace::stream::Events as Search;
use nqueens_trace::verify::Level;
use nqueens_trace::{
    BoardStyle, Counter, Event, JsonlWriter, Lang, ReadError, Reader, Sink, Solver, Style,
    TextOptions, TextPrinter,
};
use pyo3::exceptions::{PyIsADirectoryError, PyOSError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The events of a search or of a JSON Lines file, as dicts, made or read as they are taken.
#[pyclass(module = "nqueens_trace")]
struct EventIter {
    // PyO3 wants classes that can be shared between threads; the search's channel is not.
    events: std::sync::Mutex<Box<dyn Iterator<Item = Result<Event, ReadError>> + Send>>,
}

impl EventIter {
    fn new(events: impl Iterator<Item = Result<Event, ReadError>> + Send + 'static) -> Self {
        EventIter { events: std::sync::Mutex::new(Box::new(events)) }
    }
}

#[pymethods]
impl EventIter {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(slf: PyRefMut<'py, Self>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let py = slf.py();
        let next = match slf.events.lock() {
            Ok(mut events) => events.next(),
            Err(_) => None,
        };
        match next {
            Some(Ok(event)) => to_dict(py, &event).map(Some),
            Some(Err(e)) => Err(read_error(py, &e)),
            None => Ok(None),
        }
    }
}

/// The events of the canonical search of the n×n board (rows top to bottom, columns left to
/// right) as dicts with the JSON Lines keys, stopping after `limit` solutions if given. Each
/// event is made when it is taken: `sum(1 for _ in trace(12))` runs in flat memory.
/// ValueError if n is not in 1..32.
#[pyfunction]
#[pyo3(signature = (n, limit=None))]
fn trace(n: &Bound<'_, PyAny>, limit: Option<&Bound<'_, PyAny>>) -> PyResult<EventIter> {
    Ok(EventIter::new(Search::new(solver(n)?.limit(solution_limit(limit)?)).map(Ok)))
}

/// The solver for a board size `n` given from Python, or a `ValueError` naming `n`.
fn solver(n: &Bound<'_, PyAny>) -> PyResult<Solver> {
    Solver::new(args::board_size("n", n)?).map_err(value_error)
}

/// A `limit` of solutions given from Python: None, or 1 or more, as `--limit` takes (a search
/// stopped before its first solution is no search the verifier knows).
pub(crate) fn solution_limit(limit: Option<&Bound<'_, PyAny>>) -> PyResult<Option<u64>> {
    args::maybe_whole("limit", limit, 1..=i128::from(u64::MAX), "1 or more solutions, or None")
}

/// The events of the JSON Lines trace at `path`, as dicts, read as they are taken. A malformed
/// line raises TraceError with `file` and `line`; a file that cannot be opened, OSError.
#[pyfunction]
fn read(py: Python<'_>, path: PathBuf) -> PyResult<EventIter> {
    // A directory opens on Linux and fails only at its first read, which the reader reports
    // as line 1 of a trace: it is no file of lines, so it is refused as a file that cannot be
    // opened.
    if path.is_dir() {
        return Err(PyIsADirectoryError::new_err((
            21,
            format!(
                "cannot read {}: it is a directory",
                errors::quoted(&path.display().to_string())
            ),
            path.display().to_string(),
        )));
    }
    Ok(EventIter::new(Reader::open(&path).map_err(|e| read_error(py, &e))?))
}

/// Writes `events` to `path` as canonical JSON Lines (the bytes `nqueens-trace run --format
/// jsonl` writes), into a temporary file renamed into place once complete, so a failed write
/// leaves no half file. Returns the number of events.
#[pyfunction]
fn write(path: PathBuf, events: &Bound<'_, PyAny>) -> PyResult<u64> {
    let mut count = 0;
    save(&path, |file| {
        let mut writer = JsonlWriter::new(file);
        for event in Dicts::new(events)? {
            writer.event(&event?).map_err(os_error(&path))?;
            count += 1;
        }
        writer.finish().map_err(os_error(&path))?;
        Ok(())
    })?;
    Ok(count)
}

/// Writes the file at `path` through `body`: into a temporary file beside it, renamed over it
/// only when `body` succeeds.
pub(crate) fn save(
    path: &Path,
    body: impl FnOnce(&mut io::BufWriter<&mut File>) -> PyResult<()>,
) -> PyResult<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(os_error(path))?;
    {
        let mut out = io::BufWriter::new(tmp.as_file_mut());
        body(&mut out)?;
        out.flush().map_err(os_error(path))?;
    }
    tmp.persist(path).map_err(|e| os_error(path)(e.error))?;
    Ok(())
}

/// An `OSError` naming `path`.
pub(crate) fn os_error(path: &Path) -> impl Fn(io::Error) -> PyErr + '_ {
    move |e| {
        // tempfile's errors end "at path /dir/.tmpXXXX", a file that is gone by the time the
        // user reads it: the system's own error, with the target, says what failed.
        // (tempfile wraps the system's error as `{error} at path {path:?}`, and gives no way
        // to the error inside).
        let text = e.to_string();
        let what = match e.get_ref() {
            Some(_) => text.rsplit_once(" at path ").map_or(&text[..], |(what, _)| what),
            None => &text[..],
        };
        let message =
            format!("cannot write {}: {what}", errors::quoted(&path.display().to_string()));
        PyOSError::new_err(nqueens_trace::escape::escape(&message).into_owned())
    }
}

/// Whether `events` are a correct backtracking search (any column order inside a row; with
/// `strict`, exactly the canonical search): a Verdict with `ok`, and the `summary` or the first
/// `violation`. The events are read one at a time.
#[pyfunction]
#[pyo3(signature = (events, strict=false))]
fn verify(events: &Bound<'_, PyAny>, strict: bool) -> PyResult<results::Verdict> {
    let level = if strict { Level::Strict } else { Level::Rules };
    let verdict = nqueens_trace::verify::verify(Dicts::new(events)?, level)?;
    Ok(results::Verdict::new(verdict))
}

/// Judges `output`, the standard output of a student's program (bytes or str), as the trace
/// of the search of board `n` with `limit` (None: the complete search) from `start` (the
/// columns of queens on the first rows; None: the whole search), as `nqueens-trace check`
/// does for each n: a Judgement with `ok`, the `summary` or `violation`, where it parts from
/// the canonical search, and what a student needs to hear (`line`, `transposed`,
/// `stopped_at_first`). A search the program picked for itself (another n, limit or start)
/// is not the one asked for.
#[pyfunction]
#[pyo3(signature = (output, n, *, limit=None, start=None))]
fn check(
    output: &Bound<'_, PyAny>,
    n: &Bound<'_, PyAny>,
    limit: Option<&Bound<'_, PyAny>>,
    start: Option<Vec<u32>>,
) -> PyResult<results::Judgement> {
    let solver = solver(n)?;
    let limit = solution_limit(limit)?;
    let start = start.unwrap_or_default();
    solver.from(&start).map_err(|e| value_error(format!("start: {e}")))?;
    let bytes: Vec<u8> = if let Ok(b) = output.downcast::<pyo3::types::PyBytes>() {
        b.as_bytes().to_vec()
    } else if let Ok(s) = output.downcast::<pyo3::types::PyString>() {
        s.to_string().into_bytes()
    } else {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "output must be the program's standard output, as bytes or str",
        ));
    };
    let judged =
        nqueens_trace::check::judge_output(&bytes[..], "stdout", solver.n(), limit, &start);
    results::Judgement::new(output.py(), judged)
}

/// Where traces `a` and `b` first differ, as a Divergence with `context` events (0 to 10000)
/// before it; None if they hold the same events.
#[pyfunction]
#[pyo3(signature = (a, b, context=None))]
fn diff(
    py: Python<'_>,
    a: &Bound<'_, PyAny>,
    b: &Bound<'_, PyAny>,
    context: Option<&Bound<'_, PyAny>>,
) -> PyResult<Option<results::Divergence>> {
    let most = nqueens_trace::diff::MAX_CONTEXT;
    let valid = format!("0 to {most} events");
    let context: usize =
        args::maybe_whole("context", context, 0..=most as i128, &valid)?.unwrap_or(3);
    let d = nqueens_trace::diff::diff(Dicts::new(a)?, Dicts::new(b)?, context)?;
    d.map(|d| results::Divergence::new(py, d)).transpose()
}

/// The totals of the search of the n×n board without its events, on `threads` threads (None:
/// all cores): the numbers of the `done` event of `trace(n)`, and the number of events.
#[pyfunction]
#[pyo3(signature = (n, threads=None))]
fn count<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let n = solver(n)?.n();
    let mut counter = Counter::new(n).map_err(value_error)?;
    let valid = "1 or more threads, or None for all cores";
    if let Some(t) = args::maybe_whole::<usize>("threads", threads, 1..=1 << 20, valid)? {
        counter = counter.threads(t);
    }
    let profile = py.allow_threads(|| counter.run());
    let stats = profile.stats();
    let d = PyDict::new(py);
    for (name, count) in stats.counts() {
        d.set_item(name, count)?;
    }
    d.set_item("events", profile.events())?;
    Ok(d)
}

/// The text trace of `events`, byte for byte what `nqueens-trace replay` prints with the same
/// options (lang, style, board, one_based, only, hide, max_depth, queen, indent, color), each
/// checked with a message that lists the valid values. The events must be in the order `run`
/// writes them (TraceError otherwise).
#[pyfunction]
#[pyo3(signature = (events, *, lang=None, style=None, board=None, one_based=false, only=None, hide=None, max_depth=None, queen=None, indent=None, color=false))]
#[allow(clippy::too_many_arguments)]
fn text(
    events: &Bound<'_, PyAny>,
    lang: Option<&Bound<'_, PyAny>>,
    style: Option<&Bound<'_, PyAny>>,
    board: Option<&Bound<'_, PyAny>>,
    one_based: bool,
    only: Option<&Bound<'_, PyAny>>,
    hide: Option<&Bound<'_, PyAny>>,
    max_depth: Option<&Bound<'_, PyAny>>,
    queen: Option<&Bound<'_, PyAny>>,
    indent: Option<&Bound<'_, PyAny>>,
    color: bool,
) -> PyResult<String> {
    // The defaults are the command line's (`--lang en --style default --board dots`); None
    // stands for them, so that each string is converted by `args::text`.
    let given = |name: &str, v, default: &str| -> PyResult<String> {
        Ok(args::maybe_text(name, v)?.unwrap_or_else(|| default.to_string()))
    };
    let lang: Lang = choice("lang", &given("lang", lang, "en")?)?;
    let style: Style = choice("style", &given("style", style, "default")?)?;
    let board: BoardStyle = choice("board", &given("board", board, "dots")?)?;
    let max_depth = args::maybe_whole(
        "max_depth",
        max_depth,
        0..=i128::from(u32::MAX),
        "0 or more rows, or None",
    )?;
    let (queen, indent) = (&given("queen", queen, "Q")?, &given("indent", indent, "│ ")?);
    let rule = |name: &str, given: &str, e: &str| {
        value_error(format!("{name}={}: {e}", errors::quoted(given)))
    };
    let queen = escape::glyph(queen).map_err(|e| rule("queen", queen, e))?;
    escape::one_line(indent).map_err(|e| rule("indent", indent, e))?;
    let kinds = |name: &str, v: Option<&Bound<'_, PyAny>>| -> PyResult<Option<Vec<_>>> {
        let Some(v) = v else { return Ok(None) };
        let list: String = match v.extract::<Vec<Bound<'_, PyAny>>>() {
            Ok(items) if !v.is_instance_of::<pyo3::types::PyString>() => items
                .iter()
                .map(|item| args::text(name, item))
                .collect::<PyResult<Vec<_>>>()?
                .join(","),
            _ => args::text(name, v)?,
        };
        parse_kinds(&list).map(Some).map_err(|e| value_error(format!("{name}: {e}")))
    };
    let mut filter = Filter::default();
    if let Some(only) = kinds("only", only)? {
        filter = filter.only(&only);
    }
    if let Some(hide) = kinds("hide", hide)? {
        filter = filter.hide(&hide);
    }
    let opts = TextOptions {
        palette: nqueens_trace::color::Palette::new(color),
        indent: indent.to_string(),
        queen,
        lang,
        style,
        board,
        one_based,
        filter: filter.max_depth(max_depth),
    };
    let mut printer = TextPrinter::new(Vec::new(), opts).live(false);
    player::feed_in_order(events, &mut printer)?;
    String::from_utf8(printer.into_inner()).map_err(value_error)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("SCHEMA", nqueens_trace::SCHEMA)?;
    m.add("MAX_N", nqueens_trace::MAX_N)?;
    m.add("MAX_EMBEDDED_STEPS", nqueens_trace::export::MAX_EMBEDDED_STEPS)?;
    m.add_function(wrap_pyfunction!(trace, m)?)?;
    m.add_function(wrap_pyfunction!(count, m)?)?;
    m.add_function(wrap_pyfunction!(verify, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(diff, m)?)?;
    m.add_function(wrap_pyfunction!(read, m)?)?;
    m.add_function(wrap_pyfunction!(write, m)?)?;
    m.add_function(wrap_pyfunction!(text, m)?)?;
    m.add_class::<EventIter>()?;
    m.add_class::<results::Verdict>()?;
    m.add_class::<results::Judgement>()?;
    m.add_class::<results::Violation>()?;
    m.add_class::<results::Divergence>()?;
    m.add_class::<player::Player>()?;
    m.add_class::<tracer::Tracer>()?;
    m.add_class::<search_tracer::SearchTracer>()?;
    Ok(())
}

/// The value of a keyword argument with a fixed set of values, or a `ValueError` naming the
/// argument, what was given and what is valid.
fn choice<T: Choice>(name: &str, given: &str) -> PyResult<T> {
    T::from_name(given).map_err(|unknown| {
        value_error(format!(
            "{name}={}: expected one of {}",
            errors::quoted(given),
            unknown.valid.join(", ")
        ))
    })
}
