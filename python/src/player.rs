//! `Player`: the library's self-contained HTML player, for a notebook cell or a file.

use crate::convert::Dicts;
use crate::errors::{trace_error, value_error};
use crate::{args, os_error, save};
use nqueens_trace::export::{self, html, svg, ExportError, Window};
use nqueens_trace::reader::Order;
use nqueens_trace::{ReadError, Sink};
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
    /// A picture of the board (the first solution, or the last step when there is none), as
    /// SVG: what a notebook shows where it runs no script, such as one the reader has not
    /// trusted, or a page that renders saved notebooks.
    #[pyo3(get)]
    svg: String,
    height: u32,
}

#[pymethods]
impl Player {
    #[new]
    #[pyo3(signature = (source, *, limit=None, title=None, force=false, height=None))]
    fn new(
        source: &Bound<'_, PyAny>,
        limit: Option<&Bound<'_, PyAny>>,
        title: Option<&Bound<'_, PyAny>>,
        force: bool,
        height: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Player> {
        let title = args::maybe_text("title", title)?;
        let height =
            args::maybe_whole("height", height, 1..=i128::from(u32::MAX), "pixels, 1 or more")?
                .unwrap_or(560);
        let limit = crate::solution_limit(limit)?;
        let picture = svg::Options { title: title.clone(), ..svg::Options::default() };
        let options = html::Options { title, ..html::Options::default() };
        // One pass feeds both: the events may be a generator, read once.
        let mut export = (
            export::export(Vec::new(), &options, Window::default(), force),
            export::export(Vec::new(), &picture, Window::default(), true),
        );
        // An int is a board size (any int: one out of range is refused naming `source`), and
        // anything else the events.
        let result = if source.is_instance_of::<pyo3::types::PyInt>() {
            let n = args::board_size("source", source)?;
            nqueens_trace::Solver::new(n)
                .map_err(value_error)?
                .limit(limit)
                .run(&mut export)
                .map(drop)
                .map_err(export_error)
        } else {
            feed_in_order(source, &mut export)
        };
        result?;
        let (page, picture) = export;
        let html = String::from_utf8(page.into_inner().into_inner()).map_err(value_error)?;
        let svg = String::from_utf8(picture.into_inner().into_inner()).map_err(value_error)?;
        Ok(Player { html, svg, height })
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

    /// What a notebook stores of the cell: the player (HTML, which runs where the notebook
    /// is trusted) and a picture of the board (SVG, shown where scripts are not run, and by
    /// the pages that render saved notebooks); each front end shows the richest it may.
    #[pyo3(signature = (include=None, exclude=None))]
    fn _repr_mimebundle_<'py>(
        &self,
        py: Python<'py>,
        include: Option<&Bound<'py, PyAny>>,
        exclude: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
        let _ = (include, exclude);
        let bundle = pyo3::types::PyDict::new(py);
        bundle.set_item("text/html", self._repr_html_())?;
        bundle.set_item("image/svg+xml", &self.svg)?;
        bundle.set_item("text/plain", self.__repr__())?;
        Ok(bundle)
    }

    /// Writes the player to `path`, a page that works offline in any browser.
    fn save(&self, path: PathBuf) -> PyResult<()> {
        save(&path, |out| out.write_all(self.html.as_bytes()).map_err(os_error(&path)))
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

/// The Python error of an export's stop, in the words of `Player`'s own arguments: the step
/// cap is passed with `force=True`. The player reads no other option that could fail, so the
/// library's plain words say the rest.
fn export_error(e: ExportError) -> PyErr {
    match e {
        ExportError::TooLong { cap, .. } => value_error(format!(
            "the trace has more than {cap} steps, which the player embeds one by one; \
             pass force=True to embed them all anyway"
        )),
        other => value_error(other),
    }
}

/// Feeds the events of a Python iterable into `sink` and finishes it, refusing what `run`
/// never writes, with the library's own checks ([`Order::on_board`]): a first event that is
/// not a start, a board size out of range, squares off the board, steps out of order, a second
/// start, events after done, and an end without done. A renderer can then trust every event.
pub fn feed_in_order<S>(events: &Bound<'_, PyAny>, sink: &mut S) -> PyResult<()>
where
    S: Sink + ?Sized,
    S::Error: Into<ExportError>,
{
    let export_error = |e: S::Error| export_error(e.into());
    let py = events.py();
    let bad = |e: ReadError| trace_error(py, format!("event {}: {}", e.line, e.kind), None, e.line);
    let mut order = Order::on_board("events");
    for event in Dicts::new(events)? {
        let event = event?;
        order.event(&event).map_err(bad)?;
        // A sink that stopped has what it wanted: the rest is not its business.
        if !sink.event(&event).map_err(export_error)? {
            return sink.finish().map_err(export_error);
        }
    }
    order.finish().map_err(bad)?;
    sink.finish().map_err(export_error)
}
