//! `Player`: the library's self-contained HTML player, for a notebook cell or a file.

use crate::convert::Events;
use crate::errors::{trace_error, value_error};
use crate::{os_error, save, solver};
use nqueens_trace::export::html::Html;
use nqueens_trace::export::{Export, ExportError, Selection, MAX_EMBEDDED_STEPS};
use nqueens_trace::{Event, Kind, Sink, MAX_N};
use pyo3::prelude::*;
use std::io::Write;
use std::path::PathBuf;

/// The self-contained HTML player (inline CSS and JavaScript, no network) of the search of an
/// n×n board, or of a trace (a list of events, read(path), a Tracer). The last line of a
/// notebook cell shows it; save(path) writes it.
#[pyclass(module = "nqueens_trace", frozen)]
pub struct Player {
    /// The whole player: one self-contained HTML page.
    #[pyo3(get)]
    html: String,
    height: u32,
}

#[pymethods]
impl Player {
    #[new]
    #[pyo3(signature = (source, *, limit=None, title=None, force=false, height=560))]
    fn new(
        source: &Bound<'_, PyAny>,
        limit: Option<u64>,
        title: Option<String>,
        force: bool,
        height: u32,
    ) -> PyResult<Player> {
        let cap = (!force).then_some(MAX_EMBEDDED_STEPS);
        let mut export = Export::new(Html::new(Vec::new(), title), Selection::default(), cap);
        let result = match source.extract::<i64>() {
            Ok(n) => solver(n)?
                .limit(limit)
                .run(&mut export)
                .map(drop)
                .map_err(export_error),
            Err(_) => feed_in_order(source, &mut export),
        };
        result?;
        let html = String::from_utf8(export.into_inner().into_inner()).map_err(value_error)?;
        Ok(Player { html, height })
    }

    /// Jupyter, JupyterLab, VS Code and Colab show this: the player in an iframe, whose
    /// `srcdoc` keeps its script and style apart from the notebook's page.
    fn _repr_html_(&self) -> String {
        format!(
            "<iframe srcdoc=\"{}\" style=\"width: 100%; height: {}px; border: 0\" \
             sandbox=\"allow-scripts\" title=\"nqueens-trace player\"></iframe>",
            attribute(&self.html),
            self.height
        )
    }

    /// Writes the player to `path`, a page that works offline in any browser.
    fn save(&self, path: PathBuf) -> PyResult<()> {
        save(&path, |out| {
            out.write_all(self.html.as_bytes()).map_err(os_error(&path))
        })
    }

    fn __repr__(&self) -> String {
        format!("<Player: {} bytes of HTML>", self.html.len())
    }
}

/// `text` inside a double-quoted HTML attribute: `&`, `"`, `<` and `>` as references; every
/// other character, line breaks included, as it is.
fn attribute(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

/// The Python error of an export's stop: the step cap, or an empty selection.
fn export_error(e: ExportError) -> PyErr {
    match e {
        ExportError::TooLong { cap } => value_error(format!(
            "the trace has more than {cap} steps, which the player embeds one by one; \
             pass force=True to embed them all anyway"
        )),
        other => value_error(other),
    }
}

/// Feeds the events of a Python iterable into `sink` and finishes it, refusing what `run`
/// never writes, as `replay` does: a first event that is not a start, a board size out of
/// range, squares off the board, steps out of order, a second start, events after done, and
/// an end without done. A renderer can then trust every event.
pub fn feed_in_order<S>(events: &Bound<'_, PyAny>, sink: &mut S) -> PyResult<()>
where
    S: Sink + ?Sized,
    S::Error: Into<ExportError>,
{
    let export_error = |e: S::Error| export_error(e.into());
    let py = events.py();
    let bad = |at: u64, what: String| trace_error(py, format!("event {at}: {what}"), None, at);
    let (mut n, mut last) = (0u32, None::<Kind>);
    let mut at = 0;
    for event in Events::new(events)? {
        let event = event?;
        at += 1;
        if let Some(fault) = fault(&event, at, n, last) {
            return Err(bad(at, fault));
        }
        if let Event::Start { n: size, .. } = event {
            n = size;
        }
        last = Some(event.kind());
        // A sink that stopped has what it wanted: the rest is not its business.
        if !sink.event(&event).map_err(export_error)? {
            return sink.finish().map_err(export_error);
        }
    }
    if last != Some(Kind::Done) {
        return Err(bad(
            at + 1,
            "the trace ends without a done event: it is truncated".into(),
        ));
    }
    sink.finish().map_err(export_error)
}

/// What is wrong with `event`, the `at`-th (from 1), on a board of `n` after an event of kind
/// `last`.
fn fault(event: &Event, at: u64, n: u32, last: Option<Kind>) -> Option<String> {
    let off = |what: String| Some(format!("{what} is off the {n}×{n} board"));
    match event {
        Event::Start { n, .. } if at == 1 && !(1..=MAX_N).contains(n) => {
            return Some(format!(
                "board size n={n} is out of range: expected 1 to {MAX_N}"
            ))
        }
        Event::Start { .. } if at > 1 => {
            return Some("a second start event: one trace per list".into())
        }
        _ if at == 1 && event.kind() != Kind::Start => {
            return Some(format!(
                "the first event is '{}': a trace must begin with a start event",
                event.kind()
            ))
        }
        _ => {}
    }
    if event.step() != at - 1 {
        return Some(format!(
            "step {} out of order: expected {}",
            event.step(),
            at - 1
        ));
    }
    if last == Some(Kind::Done) {
        return Some("an event after done".into());
    }
    if let Some((row, col)) = event.square() {
        if row >= n || col >= n {
            return off(format!("square ({row},{col})"));
        }
    }
    if let Event::Reject { with, .. } = event {
        if with[0] >= n || with[1] >= n {
            return off(format!("the attacker ({},{})", with[0], with[1]));
        }
    }
    if let Event::Solution { queens, .. } = event {
        if queens.len() != n as usize || queens.iter().any(|&c| c >= n) {
            return off(format!("solution {queens:?}"));
        }
    }
    None
}
