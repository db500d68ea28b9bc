//! Exports for slides: the same events, drawn for a player, a terminal recording, a picture, a
//! slide deck, a LaTeX handout, a tree, an animation.
//!
//! One trait sits at the centre: an [`Exporter`] receives the board size once
//! ([`Exporter::begin`]), then one [`Frame`] per step that the [`Selection`] keeps, then
//! [`Exporter::end`]. The [`Export`] driver is the [`Sink`] in front of it: it follows the board
//! through *every* event, so that a frame shows the right queens even when `--from` or `--only`
//! left out the events that placed them, and it refuses, before anything is written, a trace
//! with more steps than a format can embed. A live run and a replayed file feed the same driver,
//! which is why both give the same bytes.
//!
//! One file per format: [`html`], [`cast`], [`svg`], [`md`], [`tex`], [`dot`], [`gif`],
//! [`perfetto`], [`flame`], each
//! declaring its [`Format`]; [`FORMATS`] lists them (adding a format is one file and one line
//! there), [`board`] holds the board state they share, [`escape`] the escaping of user text.
//!
//! ```
//! use nqueens_trace::export::{dot::Dot, Export, Selection};
//! use nqueens_trace::Solver;
//!
//! let mut export = Export::new(Dot::new(Vec::new(), None, false), Selection::default(), None);
//! Solver::new(4)?.run(&mut export)?;
//! let dot = String::from_utf8(export.into_inner().into_inner())?;
//! assert_eq!(dot.matches("shape=box").count(), 16); // one node per accept
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod board;
pub(crate) mod caption;
pub mod cast;
pub mod dot;
pub mod escape;
pub mod flame;
pub mod format;
pub mod gif;
pub mod html;
pub mod md;
pub mod perfetto;
pub mod svg;
pub mod tex;

pub use board::{Board, Frame};
pub use format::{Aspect, Format, Options, Theme, FORMATS};

use crate::event::{Event, Kind};
use crate::filter::Filter;
use crate::printer::text::{TextOptions, TextPrinter};
use crate::sink::Sink;
use std::cell::RefCell;
use std::fmt;
use std::io;
use std::rc::Rc;

/// The most steps the formats that embed every step (html, gif) take without `--force`.
pub const MAX_EMBEDDED_STEPS: u64 = 100_000;

/// A format: receives the frames of the selected steps and writes them out.
pub trait Exporter {
    /// Called once, at the trace's `start`, whether or not the start step is selected.
    fn begin(&mut self, n: u32) -> Result<(), ExportError>;

    /// Called once per selected step, in trace order, with the board as it stands after the
    /// step.
    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError>;

    /// Asked once after the last selected step, just before [`Exporter::end`]: a word for the
    /// user about what the export will hold (frames left out by a cap, an animation that runs
    /// long), which the command line prints on standard error. Default none.
    fn note(&mut self) -> Option<String> {
        None
    }

    /// Called once after the last selected step (or the end of the trace) to write what
    /// follows the frames and flush. Not called after an error.
    fn end(&mut self) -> Result<(), ExportError>;
}

impl<E: Exporter + ?Sized> Exporter for Box<E> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        (**self).begin(n)
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        (**self).frame(frame)
    }

    fn note(&mut self) -> Option<String> {
        (**self).note()
    }

    fn end(&mut self) -> Result<(), ExportError> {
        (**self).end()
    }
}

/// Which steps to export: a range of step numbers and a set of kinds. The default keeps all.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// The first step kept (`--from`), default 0.
    pub from: u64,
    /// The last step kept (`--to`), default none: to the end.
    pub to: Option<u64>,
    /// The kinds kept (`--only`); empty keeps every kind.
    pub only: Vec<Kind>,
}

impl Selection {
    /// The steps `from..=to` (`to` none: to the end) of the kinds in `only` (empty: all);
    /// refuses a `to` before `from`.
    pub fn new(from: u64, to: Option<u64>, only: Vec<Kind>) -> Result<Selection, ExportError> {
        if let Some(to) = to.filter(|&to| to < from) {
            return Err(ExportError::Unsuitable(format!(
                "--to {to} is before --from {from}: expected a range from the first step to the last"
            )));
        }
        Ok(Selection { from, to, only })
    }

    /// Whether `event` is kept.
    pub fn keeps(&self, event: &Event) -> bool {
        let step = event.step();
        step >= self.from
            && self.to.map_or(true, |to| step <= to)
            && (self.only.is_empty() || self.only.contains(&event.kind()))
    }

    /// Describes the selection for error messages, as the options that made it.
    pub fn describe(&self) -> String {
        let mut s = format!("--from {}", self.from);
        if let Some(to) = self.to {
            s += &format!(" --to {to}");
        }
        if !self.only.is_empty() {
            let kinds: Vec<&str> = self.only.iter().map(|k| k.as_str()).collect();
            s += &format!(" --only {}", kinds.join(","));
        }
        s
    }
}

/// Why an export failed: the error type of [`Export`] as a [`Sink`].
#[derive(Debug)]
pub enum ExportError {
    /// Writing the export failed.
    Io(io::Error),
    /// More selected steps than the format's cap.
    TooLong {
        /// The cap that was passed.
        cap: u64,
    },
    /// No step of the trace is in the selection.
    Empty {
        /// The selection, as options.
        selection: String,
        /// The last step the trace had.
        last: u64,
    },
    /// A format-specific problem with the selection.
    Unsuitable(String),
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::TooLong { cap } => write!(
                f,
                "the trace has more than {cap} steps, too many for one file that holds every \
                 step: narrow it with --to STEP or --limit K, use a smaller n, or pass --force"
            ),
            ExportError::Io(e) => e.fmt(f),
            ExportError::Empty { selection, last } => {
                write!(f, "no step of the trace is in {selection}: its steps run from 0 to {last}")
            }
            ExportError::Unsuitable(what) => f.write_str(what),
        }
    }
}

impl std::error::Error for ExportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ExportError::Io(e) => Some(e),
            _ => None,
        }
    }
}

impl From<io::Error> for ExportError {
    fn from(e: io::Error) -> Self {
        ExportError::Io(e)
    }
}

/// What a format has to say about an export once it knows `n`: see [`Format::note`].
type Note = Box<dyn Fn(u32, Option<u64>, &Selection) -> Option<String>>;

/// Where the notes go: the command line prints them on standard error.
type Notes = Box<dyn FnMut(&str)>;

/// The sink in front of an [`Exporter`]: follows the board, applies the [`Selection`] and the
/// step cap.
pub struct Export<E> {
    exporter: E,
    selection: Selection,
    filter: Filter,
    note: Option<Note>,
    notes: Option<Notes>,
    cap: Option<u64>,
    board: Board,
    selected: u64,
    last_step: u64,
}

impl<E: Exporter> Export<E> {
    /// Feeds `exporter` the steps that `selection` keeps. With a `cap`, more kept steps than
    /// that is an [`ExportError::TooLong`], raised at the first step past it.
    pub fn new(exporter: E, selection: Selection, cap: Option<u64>) -> Self {
        Export {
            exporter,
            selection,
            filter: Filter::default(),
            note: None,
            notes: None,
            cap,
            board: Board::new(1),
            selected: 0,
            last_step: 0,
        }
    }

    /// Keeps, of the selected steps, only those that `filter` shows (`--hide KINDS`,
    /// `--max-depth D`); the board still follows every event.
    pub fn filter(mut self, filter: Filter) -> Self {
        self.filter = filter;
        self
    }

    /// At the trace's start, asks `note` whether the export of a board of `n`, from a search
    /// run with `--limit` (if any), deserves a word to the user.
    pub(crate) fn note(
        mut self,
        note: impl Fn(u32, Option<u64>, &Selection) -> Option<String> + 'static,
    ) -> Self {
        self.note = Some(Box::new(note));
        self
    }

    /// Hands the format's notes (a very long file, a cap applied) to `notes`, for example to
    /// print them on standard error. Without it they are dropped.
    pub fn notes(mut self, notes: impl FnMut(&str) + 'static) -> Self {
        self.notes = Some(Box::new(notes));
        self
    }

    /// The exporter.
    pub fn into_inner(self) -> E {
        self.exporter
    }

    /// How many steps were kept so far.
    pub fn selected(&self) -> u64 {
        self.selected
    }
}

impl<E: Exporter> Sink for Export<E> {
    type Error = ExportError;

    /// Stops at the first step after the selection's `to`: the rest of the trace is not needed.
    /// Fails with [`ExportError::TooLong`] at the first kept step past the cap.
    fn event(&mut self, event: &Event) -> Result<bool, ExportError> {
        if let Event::Start { n, limit, .. } = *event {
            self.board = Board::new(n);
            if let (Some(note), Some(notes)) = (&self.note, &mut self.notes) {
                if let Some(text) = note(n, limit, &self.selection) {
                    notes(&text);
                }
            }
            self.exporter.begin(n)?;
        }
        if self.selection.to.is_some_and(|to| event.step() > to) {
            return Ok(false);
        }
        self.board.apply(event);
        self.last_step = event.step();
        if self.selection.keeps(event) && self.filter.shows(event) {
            self.selected += 1;
            if self.cap.is_some_and(|cap| self.selected > cap) {
                let cap = self.cap.unwrap_or_default();
                return Err(ExportError::TooLong { cap });
            }
            self.exporter.frame(&Frame { event, board: &self.board })?;
        }
        Ok(true)
    }

    /// Fails with [`ExportError::Empty`] when no step was kept; otherwise ends the exporter.
    fn finish(&mut self) -> Result<(), ExportError> {
        if self.selected == 0 {
            return Err(ExportError::Empty {
                selection: self.selection.describe(),
                last: self.last_step,
            });
        }
        if let (Some(text), Some(notes)) = (self.exporter.note(), &mut self.notes) {
            notes(&text);
        }
        self.exporter.end()
    }
}

/// The title of an export: the one given, or `n-queens N×N`. Its control and bidirectional
/// characters are escaped ([`crate::escape`]) before any format's own escaping: a recording
/// played in a terminal, a slide or a picture shows them as text, as the terminal would.
pub(crate) fn title(given: &Option<String>, n: u32) -> String {
    match given {
        Some(title) => crate::escape::escape(title).into_owned(),
        None => format!("n-queens {n}×{n}"),
    }
}

/// The first line of the plain text trace of an event: the log line that the player, the
/// slides and the pictures show. One serves a whole export, because building a printer (its
/// block and every prefix) costs far more than printing a line.
#[derive(Debug)]
pub(crate) struct LogLine {
    printer: TextPrinter<SharedBuf>,
    text: SharedBuf,
}

impl LogLine {
    /// The lines of the plain default-style trace in the language, numbering and queen of
    /// `text` (its palette, style and filter are not used).
    pub(crate) fn new(text: &TextOptions) -> Self {
        let options = TextOptions {
            lang: text.lang,
            one_based: text.one_based,
            queen: text.queen,
            ..TextOptions::default()
        };
        let buf = SharedBuf::default();
        LogLine { printer: TextPrinter::new(buf.clone(), options), text: buf }
    }

    /// The log line of `event`. The default text printer keeps no state between events, so
    /// the line is the same whatever events came before.
    pub(crate) fn of(&mut self, event: &Event) -> String {
        // Writing into a `SharedBuf` cannot fail, and a live printer writes every event.
        let _ = self.printer.event(event);
        let text = self.text.take();
        let text = String::from_utf8_lossy(&text);
        text.lines().next().unwrap_or_default().to_string()
    }
}

impl<E: fmt::Debug> fmt::Debug for Export<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Export")
            .field("exporter", &self.exporter)
            .field("selection", &self.selection)
            .field("filter", &self.filter)
            .field("cap", &self.cap)
            .field("selected", &self.selected)
            .finish_non_exhaustive()
    }
}

/// A byte buffer shared between a [`crate::TextPrinter`] that writes into it and the exporter
/// that takes each event's text out of it: the printer owns its writer, and keeping one printer
/// (rather than one per event) keeps long streams cheap.
#[derive(Debug, Clone, Default)]
pub(crate) struct SharedBuf(Rc<RefCell<Vec<u8>>>);

impl SharedBuf {
    /// Everything written since the last call.
    pub(crate) fn take(&self) -> Vec<u8> {
        std::mem::take(&mut *self.0.borrow_mut())
    }
}

impl io::Write for SharedBuf {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    /// Records the steps it is given and the queens on the board at each.
    #[derive(Default)]
    struct Steps(Vec<(u64, Vec<u32>)>);

    impl Exporter for Steps {
        fn begin(&mut self, _n: u32) -> Result<(), ExportError> {
            Ok(())
        }
        fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
            self.0.push((frame.event.step(), frame.board.queens().to_vec()));
            Ok(())
        }
        fn end(&mut self) -> Result<(), ExportError> {
            Ok(())
        }
    }

    fn export(selection: Selection, cap: Option<u64>) -> Result<Vec<(u64, Vec<u32>)>, String> {
        let mut export = Export::new(Steps::default(), selection, cap);
        Solver::new(4).unwrap().run(&mut export).map_err(|e| e.to_string())?;
        Ok(export.into_inner().0)
    }

    #[test]
    fn a_frame_shows_queens_placed_before_the_selection() {
        let only = Selection { from: 10, to: Some(12), only: vec![] };
        let steps = export(only, None).unwrap();
        let numbers: Vec<u64> = steps.iter().map(|s| s.0).collect();
        assert_eq!(numbers, [10, 11, 12]);
        // Step 10 of n=4 rejects (2,0) below the queens (0,0) and (1,2), placed at steps 2
        // and 8, before the selection starts.
        assert_eq!(steps[0].1, [0, 2]);
    }

    #[test]
    fn only_keeps_the_named_kinds() {
        let sel = Selection { only: vec![Kind::Solution], ..Selection::default() };
        let steps = export(sel, None).unwrap();
        assert_eq!(steps, [(57, vec![1, 3, 0, 2]), (86, vec![2, 0, 3, 1])]);
    }

    #[test]
    fn the_cap_and_an_empty_selection_are_errors() {
        let err = export(Selection::default(), Some(100)).unwrap_err();
        assert!(err.starts_with("the trace has more than 100 steps"), "{err}");
        let past = Selection { from: 500, ..Selection::default() };
        assert_eq!(
            export(past, None).unwrap_err(),
            "no step of the trace is in --from 500: its steps run from 0 to 139"
        );
    }
}
