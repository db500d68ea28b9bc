//! Exports for slides: the same events, drawn for a player, a terminal recording, a picture, a
//! slide deck, a LaTeX handout, a tree, an animation.
//!
//! One trait sits at the centre: an [`Exporter`] receives the board size once
//! ([`Exporter::begin`]), then one [`Frame`] per step that the [`Window`] keeps, then
//! [`Exporter::end`]. The [`Export`] driver is the [`Sink`] in front of it: it follows the board
//! through *every* event, so that a frame shows the right queens even when the window left out
//! the events that placed them, and it refuses, before anything is written, a trace with more
//! steps than a format can embed. A live run and a replayed file feed the same driver, which is
//! why both give the same bytes.
//!
//! One file per format: [`html`], [`cast`], [`svg`], [`md`], [`tex`], [`dot`], [`gif`],
//! [`perfetto`], [`flame`]. Each declares its [`Format`] (its name, what it writes, its step
//! cap) and its own `Options`, the options it reads and no other, built from the pieces that
//! several share ([`Wording`], [`Theme`], [`Aspect`]); its options implement [`FormatOptions`],
//! which builds its exporter. [`FORMATS`] lists them: adding a format is one file and one line
//! there. [`board`] holds the board state they share, [`escape`] the escaping of user text, and
//! [`ExportError`] and [`Note`] what an export says back, as facts that each front end puts in
//! its own words.
//!
//! ```
//! use nqueens_trace::export::{self, dot, Window};
//! use nqueens_trace::Solver;
//!
//! let mut export = export::export(Vec::new(), &dot::Options::default(), Window::default(), false);
//! Solver::new(4)?.run(&mut export)?;
//! let dot = String::from_utf8(export.into_inner().into_inner())?;
//! assert_eq!(dot.matches("shape=box").count(), 16); // one node per accept
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod board;
pub(crate) mod caption;
pub mod cast;
pub mod dot;
mod error;
pub mod escape;
pub mod flame;
pub mod gif;
pub mod html;
pub mod md;
mod options;
pub mod perfetto;
pub mod registry;
pub(crate) mod slides;
mod spool;
pub mod svg;
pub mod tex;

pub use board::{Board, Frame};
pub use error::{Concern, ExportError, Note};
pub use options::{Aspect, Theme, Window, Wording};
pub use registry::FORMATS;

use crate::event::Event;
use crate::filter::Filter;
use crate::picture::Picture;
use crate::printer::text::{TextOptions, TextPrinter};
use crate::problem::Problem;
use crate::sink::Sink;
use std::cell::RefCell;
use std::fmt;
use std::io::{self, Write};
use std::rc::Rc;

/// The most steps the formats that embed every step (html, gif) take unless forced.
pub const MAX_EMBEDDED_STEPS: u64 = 100_000;

/// A format: receives the frames of the selected steps and writes them out.
pub trait Exporter {
    /// Called once, at the trace's `start`, whether or not the start step is selected.
    fn begin(&mut self, n: u32) -> Result<(), ExportError>;

    /// Called at the start of a trace of another problem than N-Queens, before
    /// [`Exporter::begin`]: the problem, with its words and its [`Problem::shape`]. Each
    /// [`Frame`] then carries the [`Picture`] of the step. A format that draws only a chess
    /// board refuses (the default): it never draws one for a Sudoku.
    fn problem(&mut self, problem: &dyn Problem) -> Result<(), ExportError> {
        Err(ExportError::OtherProblem { problem: problem.name().to_string() })
    }

    /// Called once per selected step, in trace order, with the board as it stands after the
    /// step.
    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError>;

    /// Called for each step in the window that the window's `max_depth` hides, in trace order
    /// among the frames: a picture of the tree marks where it was cut. Default nothing.
    fn below_depth(&mut self, event: &Event) {
        let _ = event;
    }

    /// Asked once after the last selected step, just before [`Exporter::end`]: a word for the
    /// user about what the export will hold (frames left out by a cap, an animation that runs
    /// long), which the command line prints on standard error. Default none.
    fn note(&mut self) -> Option<Note> {
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

    fn problem(&mut self, problem: &dyn Problem) -> Result<(), ExportError> {
        (**self).problem(problem)
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        (**self).frame(frame)
    }

    fn below_depth(&mut self, event: &Event) {
        (**self).below_depth(event)
    }

    fn note(&mut self) -> Option<Note> {
        (**self).note()
    }

    fn end(&mut self) -> Result<(), ExportError> {
        (**self).end()
    }
}

/// An export format, as the registry lists it: its name, what it writes, its step cap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    /// Its name: `html`, `cast`, …
    pub name: &'static str,
    /// What it writes, in one line without a final period.
    pub about: &'static str,
    /// The most selected steps it takes unless forced: formats that embed every step in one
    /// file have one.
    pub cap: Option<u64>,
    /// Binary output, which a terminal must not receive.
    pub binary: bool,
    /// A page for a browser or a picture viewer (HTML, SVG): text, but kilobytes of markup
    /// that a terminal would only scroll past, so it is not sent one either.
    pub page: bool,
}

impl Format {
    /// The format `name`, writing what `about` says: text, with no step cap, until the
    /// methods below say otherwise.
    pub const fn new(name: &'static str, about: &'static str) -> Format {
        Format { name, about, cap: None, binary: false, page: false }
    }

    /// The same format, taking at most `steps` selected steps unless forced.
    pub const fn cap(self, steps: u64) -> Format {
        Format { cap: Some(steps), ..self }
    }

    /// The same format, writing bytes a terminal must not receive.
    pub const fn binary(self) -> Format {
        Format { binary: true, ..self }
    }

    /// The same format, writing a page for a viewer rather than text to read.
    pub const fn page(self) -> Format {
        Format { page: true, ..self }
    }

    /// Whether a terminal must not receive it: binary, or a page for a viewer.
    pub const fn for_viewer(&self) -> bool {
        self.binary || self.page
    }
}

/// The options of one format: everything it reads, and the way to its exporter. Each format's
/// `Options` implements it (`html::Options`, `gif::Options`, …).
pub trait FormatOptions: Clone {
    /// The format these options are for.
    const FORMAT: Format;

    /// The exporter they build.
    type Exporter<W: Write>: Exporter;

    /// The exporter, writing into `out`. `force` takes the trace past the format's limits
    /// (the gif's longest animation; the step cap is [`Export`]'s).
    fn exporter<W: Write>(&self, out: W, force: bool) -> Self::Exporter<W>;

    /// A word for the user about an export of a board of `n` from a search that stops after
    /// `limit` solutions (none: the whole search), with these options and `window`: a file
    /// that will be very long. Asked at the trace's start. Default none.
    fn note(&self, n: u32, limit: Option<u64>, window: &Window) -> Option<Note> {
        let _ = (n, limit, window);
        None
    }
}

/// `impl FormatOptions for Options` in a format's file, for a format whose exporter is
/// `$exporter::new(out, &options)` (it has no use for `force`), with its `note` function if
/// it has one: `format_options!(Tex, note: note);`. The file's `FORMAT` is the format.
macro_rules! format_options {
    ($exporter:ident $(, note: $note:path)?) => {
        impl $crate::export::FormatOptions for Options {
            const FORMAT: $crate::export::Format = FORMAT;
            type Exporter<W: std::io::Write> = $exporter<W>;

            fn exporter<W: std::io::Write>(&self, out: W, _force: bool) -> $exporter<W> {
                $exporter::new(out, self)
            }

            $(
                fn note(
                    &self,
                    n: u32,
                    limit: Option<u64>,
                    window: &$crate::export::Window,
                ) -> Option<$crate::export::Note> {
                    $note(n, limit, window)
                }
            )?
        }
    };
}
use format_options;

/// The export of the steps that `window` keeps, in the format of `options`, into `out`, as a
/// [`Sink`]. Unless `force`, the format's step cap applies; the format's note at the trace's
/// start goes to [`Export::notes`].
pub fn export<O, W>(out: W, options: &O, window: Window, force: bool) -> Export<O::Exporter<W>>
where
    O: FormatOptions + 'static,
    W: Write,
{
    let cap = if force { None } else { O::FORMAT.cap };
    let note = options.clone();
    Export::new(options.exporter(out, force), window, cap)
        .note(move |n, limit, window| note.note(n, limit, window))
}

/// What a format has to say about an export once it knows `n`: see [`FormatOptions::note`].
type NoteAt = Box<dyn Fn(u32, Option<u64>, &Window) -> Option<Note>>;

/// Where the notes go: the command line prints them on standard error.
type Notes = Box<dyn FnMut(&Note)>;

/// The sink in front of an [`Exporter`]: follows the board, applies the [`Window`] and the
/// step cap.
pub struct Export<E> {
    exporter: E,
    window: Window,
    filter: Filter,
    note: Option<NoteAt>,
    notes: Option<Notes>,
    cap: Option<u64>,
    board: Board,
    /// The picture of a trace of another problem than N-Queens.
    picture: Option<Picture>,
    selected: u64,
    last_step: u64,
}

impl<E: Exporter> Export<E> {
    /// Feeds `exporter` the steps that `window` keeps. With a `cap`, more kept steps than
    /// that is an [`ExportError::TooLong`], raised at the first step past it.
    pub fn new(exporter: E, window: Window, cap: Option<u64>) -> Self {
        Export {
            exporter,
            filter: window.filter(),
            window,
            note: None,
            notes: None,
            cap,
            board: Board::new(1),
            picture: None,
            selected: 0,
            last_step: 0,
        }
    }

    /// At the trace's start, asks `note` whether the export of a board of `n`, from a search
    /// that stops after a number of solutions (if it does), deserves a word to the user.
    fn note(mut self, note: impl Fn(u32, Option<u64>, &Window) -> Option<Note> + 'static) -> Self {
        self.note = Some(Box::new(note));
        self
    }

    /// Hands the format's notes (a very long file, a cap applied) to `notes`, for example to
    /// print them on standard error. Without it they are dropped.
    pub fn notes(mut self, notes: impl FnMut(&Note) + 'static) -> Self {
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

    /// Stops at the first step after the window's `to`: the rest of the trace is not needed.
    /// Fails with [`ExportError::TooLong`] at the first kept step past the cap.
    fn event(&mut self, event: &Event) -> Result<bool, ExportError> {
        if let Event::Start { n, limit, ref schema, .. } = *event {
            self.picture = None;
            if let Some(named) = schema.named() {
                // The reader opened this instance already; one it could not is not drawn.
                let refused = || ExportError::OtherProblem { problem: named.problem.clone() };
                let problem = crate::problem::of_schema(schema).ok_or_else(refused)?;
                let problem = problem.map_err(|_| refused())?;
                self.exporter.problem(&*problem)?;
                self.picture = Some(Picture::new(problem.shape()));
            }
            self.board = Board::new(n);
            if let (Some(note), Some(notes)) = (&self.note, &mut self.notes) {
                if let Some(said) = note(n, limit, &self.window) {
                    notes(&said);
                }
            }
            self.exporter.begin(n)?;
        }
        if self.window.to.is_some_and(|to| event.step() > to) {
            return Ok(false);
        }
        self.board.apply(event);
        if let Some(picture) = &mut self.picture {
            picture.follow(event);
        }
        self.last_step = event.step();
        if self.window.keeps(event) && self.filter.shows(event) {
            self.selected += 1;
            if let Some(cap) = self.cap.filter(|&cap| self.selected > cap) {
                return Err(ExportError::TooLong { cap, step: event.step() });
            }
            let picture = self.picture.as_ref();
            self.exporter.frame(&Frame { event, board: &self.board, picture })?;
        } else if self.window.keeps(event)
            && self.window.max_depth.is_some_and(|d| crate::filter::depth(event) > d)
        {
            self.exporter.below_depth(event);
        }
        Ok(true)
    }

    /// Fails with [`ExportError::Empty`] when no step was kept; otherwise ends the exporter.
    fn finish(&mut self) -> Result<(), ExportError> {
        if self.selected == 0 {
            return Err(ExportError::Empty { window: self.window.clone(), last: self.last_step });
        }
        if let (Some(said), Some(notes)) = (self.exporter.note(), &mut self.notes) {
            notes(&said);
        }
        self.exporter.end()
    }
}

/// The title of an export of a format without a language: the one given, or the English
/// default, `n-queens N×N` (see [`title_in`]).
pub(crate) fn title(given: &Option<String>, n: u32) -> String {
    title_in(given, n, crate::lang::Lang::En)
}

/// The title of an export: the one given, or the default of `lang` for a board of `n`
/// (`n-queens 4×4`), the same for the pictures, the slides and the player. A given title's
/// control and bidirectional characters are escaped ([`crate::escape`]) before any format's
/// own escaping: a recording played in a terminal, a slide or a picture shows them as text,
/// as the terminal would.
pub(crate) fn title_in(given: &Option<String>, n: u32, lang: crate::lang::Lang) -> String {
    match given {
        Some(title) => crate::escape::escape(title).into_owned(),
        None => {
            let mut out = Vec::new();
            crate::lang::fill(
                &mut out,
                lang.messages().title,
                &[("n", crate::lang::Arg::Num(n.into()))],
            );
            String::from_utf8_lossy(&out).into_owned()
        }
    }
}

/// The first line of the plain text trace of an event: the log line that the player, the
/// slides and the pictures show. One serves a whole export, because building a printer (its
/// block and every prefix) costs far more than printing a line.
#[derive(Debug)]
pub struct LogLine {
    printer: TextPrinter<SharedBuf>,
    text: SharedBuf,
}

impl LogLine {
    /// The lines of the plain default-style trace in the language and numbering of
    /// `wording`.
    pub fn new(wording: Wording) -> Self {
        let options = TextOptions {
            lang: wording.lang,
            one_based: wording.one_based,
            ..TextOptions::default()
        };
        let buf = SharedBuf::default();
        LogLine { printer: TextPrinter::new(buf.clone(), options), text: buf }
    }

    /// The log line of `event`. The default text printer keeps no state between events, so
    /// the line is the same whatever events came before.
    pub fn of(&mut self, event: &Event) -> String {
        // Writing into a `SharedBuf` cannot fail, and a live printer writes every event.
        let _ = self.printer.event(event);
        let text = self.text.take();
        let text = String::from_utf8_lossy(&text);
        text.lines().next().unwrap_or_default().to_string()
    }

    /// The log line of `event` without the tree's indentation, for a caption beside a board
    /// that shows the depth itself.
    pub fn bare(&mut self, event: &Event) -> String {
        self.of(event).trim_start_matches(['│', ' ']).to_string()
    }
}

impl<E: fmt::Debug> fmt::Debug for Export<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Export")
            .field("exporter", &self.exporter)
            .field("window", &self.window)
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

/// What an export with `options` writes of the whole search of the `n`×`n` board, the steps
/// that `window` keeps, with no step cap: the formats' tests read their output through it.
#[cfg(test)]
pub(crate) fn rendered<O: FormatOptions>(options: &O, n: u32, window: Window) -> String {
    let out = SharedBuf::default();
    let mut export = Export::new(options.exporter(out.clone(), false), window, None);
    crate::solver::Solver::new(n).unwrap().run(&mut export).unwrap();
    String::from_utf8(out.take()).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Kind;
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

    fn export(window: Window, cap: Option<u64>) -> Result<Vec<(u64, Vec<u32>)>, ExportError> {
        let mut export = Export::new(Steps::default(), window, cap);
        Solver::new(4).unwrap().run(&mut export)?;
        Ok(export.into_inner().0)
    }

    #[test]
    fn a_frame_shows_queens_placed_before_the_window() {
        let steps = export(Window::new(10, Some(12), vec![]).unwrap(), None).unwrap();
        let numbers: Vec<u64> = steps.iter().map(|s| s.0).collect();
        assert_eq!(numbers, [10, 11, 12]);
        // Step 10 of n=4 rejects (2,0) below the queens (0,0) and (1,2), placed at steps 2
        // and 8, before the window starts.
        assert_eq!(steps[0].1, [0, 2]);
    }

    #[test]
    fn only_keeps_the_named_kinds() {
        let window = Window { only: vec![Kind::Solution], ..Window::default() };
        let steps = export(window, None).unwrap();
        assert_eq!(steps, [(57, vec![1, 3, 0, 2]), (86, vec![2, 0, 3, 1])]);
    }

    #[test]
    fn hide_and_max_depth_leave_out_steps_of_the_window() {
        let window =
            Window { hide: vec![Kind::Try, Kind::Reject], max_depth: Some(1), ..Window::default() };
        let steps = export(window, None).unwrap();
        assert!(steps.iter().all(|(step, _)| ![1, 3, 4].contains(step)), "{steps:?}");
        assert_eq!(steps[..3].iter().map(|s| s.0).collect::<Vec<_>>(), [0, 2, 8]);
    }

    #[test]
    fn the_cap_and_an_empty_window_are_errors_with_their_facts() {
        let err = export(Window::default(), Some(100)).unwrap_err();
        assert!(matches!(err, ExportError::TooLong { cap: 100, step: 100 }), "{err:?}");
        let past = Window { from: 500, ..Window::default() };
        match export(past.clone(), None).unwrap_err() {
            ExportError::Empty { window, last } => assert_eq!((window, last), (past, 139)),
            other => panic!("{other:?}"),
        }
    }
}
