//! The registry of export formats: each format's file declares one [`Format`] (its name, what it
//! is, its step cap, the options it reads, and how its exporter is built), and [`FORMATS`] lists
//! them. Adding a format is one file and one line here.

use super::{cast, dot, flame, gif, html, md, perfetto, svg, tex};
use super::{Export, ExportError, Exporter, Selection};
use crate::printer::text::TextOptions;
use crate::program::Program;
use std::io::Write;

/// Every format, in the order help lists them.
pub const FORMATS: &[Format] = &[
    html::FORMAT,
    cast::FORMAT,
    svg::FORMAT,
    md::FORMAT,
    tex::FORMAT,
    dot::FORMAT,
    gif::FORMAT,
    perfetto::FORMAT,
    flame::FORMAT,
];

/// The exporter of a format, writing into a borrowed writer.
pub type DynExporter<'w> = Box<dyn Exporter + 'w>;

/// An export format.
#[derive(Debug, Clone, Copy)]
pub struct Format {
    /// Its name on the command line: `html`, `cast`, …
    pub name: &'static str,
    /// What it writes, in one line without a final period.
    pub about: &'static str,
    /// The most selected steps it takes unless forced: formats that embed every step in one
    /// file have one.
    pub cap: Option<u64>,
    /// Binary output, which a terminal must not receive.
    pub binary: bool,
    /// The format-specific [`Options`] it reads; any other one given is refused.
    pub reads: &'static [Opt],
    /// Builds its exporter.
    pub(super) build: Build,
    /// A note for the user about an export of a board of `n` (a file that will be very long,
    /// steps left out), shown on standard error by the command line; none unless the format's
    /// declaration gives one.
    pub note: fn(n: u32, options: &Options, selection: &Selection) -> Option<String>,
}

/// The note of a format that has nothing to say.
fn no_note(_n: u32, _options: &Options, _selection: &Selection) -> Option<String> {
    None
}

/// The options of an export; each format reads the title, the text options and those it names
/// in [`Format::reads`].
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The title shown on the export; default `n-queens N×N`.
    pub title: Option<String>,
    /// How the export's text reads: its language (`--lang`) and its numbering
    /// (`--one-based`). Its palette, queen and filter are not read: colours are the format's,
    /// the queen is [`Options::queen`], and the [`Selection`] chooses the steps.
    pub text: TextOptions,
    /// cast, md, html: the queen's glyph on a board written as text (`--queen`); default the
    /// format's own.
    pub queen: Option<char>,
    /// The colours of a format that has them (`--theme`); default light.
    pub theme: Option<Theme>,
    /// html: follow the viewer's light or dark preference (`--theme auto`) instead of a fixed
    /// [`Options::theme`].
    pub theme_auto: bool,
    /// html: the program of the code pane (`--code PROGRAM`); default none, no pane.
    pub code: Option<&'static Program>,
    /// gif: the side of the board in pixels (`--size`); default about 400.
    pub size: Option<u32>,
    /// dot: the shape of the picture the tree is laid out for (`--fit 16:9`).
    pub fit: Option<Aspect>,
    /// tex: the slides' shape (`--aspect`); default 16:9.
    pub aspect: Option<Aspect>,
    /// flame: an SVG flame graph instead of the collapsed stacks (`--svg`).
    pub svg: bool,
    /// cast: milliseconds between lines (default 100); gif: between frames (default 500).
    pub delay: Option<u32>,
    /// svg: the board at this step (a selection of that step alone).
    pub step: Option<u64>,
    /// svg: a grid of every solution instead of one board.
    pub solutions: bool,
    /// dot: one node per placement with the count of its rejected tries.
    pub collapse: bool,
    /// `--force`: take a trace past the format's limits (set by [`Format::export`]); gif: an
    /// animation longer than a few minutes, up to a cap.
    pub force: bool,
    /// The `--limit K` that the trace's search ran with (stop after the K-th solution), for
    /// the size notes: a search that stops early is smaller than its board size suggests.
    /// [`Format::export`] takes it from the trace's `start`.
    pub limit: Option<u64>,
}

/// The colours of an export (`--theme`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Theme {
    /// Dark ink on a white page (the default).
    #[default]
    Light,
    /// Light ink on a dark page, for a dark room or a dark slide theme.
    Dark,
}

/// The shape of a slide (`--aspect`, `--fit`): width to height.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Aspect {
    /// 16:9, a widescreen projector (the default).
    #[default]
    Wide,
    /// 4:3, an older projector.
    Square,
}

crate::choice::choice!(Theme { Light = "light", Dark = "dark" });
crate::choice::choice!(Aspect { Wide = "16:9", Square = "4:3" });

impl Aspect {
    /// Width and height in the smallest whole numbers: `(16, 9)` or `(4, 3)`.
    pub fn ratio(self) -> (u32, u32) {
        match self {
            Aspect::Wide => (16, 9),
            Aspect::Square => (4, 3),
        }
    }
}

/// A format-specific option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opt {
    /// [`Options::delay`]
    Delay,
    /// [`Options::step`]
    Step,
    /// [`Options::solutions`]
    Solutions,
    /// [`Options::collapse`]
    Collapse,
    /// [`Options::queen`]
    Queen,
    /// [`Options::theme`]
    Theme,
    /// [`Options::size`]
    Size,
    /// [`Options::fit`]
    Fit,
    /// [`Options::aspect`]
    Aspect,
    /// [`Options::svg`]
    Svg,
    /// [`Options::theme_auto`]
    ThemeAuto,
    /// [`Options::code`]
    Code,
}

impl Opt {
    /// Its name as a command-line option.
    pub fn flag(self) -> &'static str {
        match self {
            Opt::Delay => "--delay",
            Opt::Step => "--step",
            Opt::Solutions => "--solutions",
            Opt::Collapse => "--collapse",
            Opt::Queen => "--queen",
            Opt::Theme => "--theme",
            Opt::Size => "--size",
            Opt::Fit => "--fit",
            Opt::Aspect => "--aspect",
            Opt::Svg => "--svg",
            Opt::ThemeAuto => "--theme auto",
            Opt::Code => "--code",
        }
    }
}

impl Options {
    /// The format-specific options that were given.
    fn given(&self) -> impl Iterator<Item = Opt> {
        [
            (Opt::Delay, self.delay.is_some()),
            (Opt::Step, self.step.is_some()),
            (Opt::Solutions, self.solutions),
            (Opt::Collapse, self.collapse),
            (Opt::Queen, self.queen.is_some()),
            (Opt::Theme, self.theme.is_some()),
            (Opt::Size, self.size.is_some()),
            (Opt::Fit, self.fit.is_some()),
            (Opt::Aspect, self.aspect.is_some()),
            (Opt::Svg, self.svg),
            (Opt::ThemeAuto, self.theme_auto),
            (Opt::Code, self.code.is_some()),
        ]
        .into_iter()
        .filter_map(|(opt, given)| given.then_some(opt))
    }
}

/// How a format's exporter is built, writing into a borrowed writer.
pub type Build = for<'w> fn(&'w mut dyn Write, &Options) -> DynExporter<'w>;

impl Format {
    /// The format `name`, writing what `about` says with the exporter `build` makes: text, no
    /// step cap, no options of its own and no note, until the methods below say otherwise.
    pub const fn new(name: &'static str, about: &'static str, build: Build) -> Format {
        Format { name, about, cap: None, binary: false, reads: &[], build, note: no_note }
    }

    /// The same format, reading the format-specific options `reads`.
    pub const fn reads(self, reads: &'static [Opt]) -> Format {
        Format { reads, ..self }
    }

    /// The same format, taking at most `steps` selected steps unless forced.
    pub const fn cap(self, steps: u64) -> Format {
        Format { cap: Some(steps), ..self }
    }

    /// The same format, writing bytes a terminal must not receive.
    pub const fn binary(self) -> Format {
        Format { binary: true, ..self }
    }

    /// The same format, with a note for the user about an export of a board of `n`.
    pub const fn note(self, note: fn(u32, &Options, &Selection) -> Option<String>) -> Format {
        Format { note, ..self }
    }

    /// The format named `name`.
    pub fn named(name: &str) -> Option<&'static Format> {
        FORMATS.iter().find(|f| f.name == name)
    }

    /// Refuses options that belong to another format, so a typo does not pass unnoticed.
    pub fn check(&self, options: &Options) -> Result<(), ExportError> {
        match options.given().find(|opt| !self.reads.contains(opt)) {
            Some(opt) => Err(ExportError::Unsuitable(format!(
                "{} does not apply to {} exports",
                opt.flag(),
                self.name
            ))),
            None => Ok(()),
        }
    }

    /// The export of the steps that `selection` keeps into `out`, as a [`crate::Sink`]. Unless
    /// `force`, the format's cap applies.
    pub fn export<'w>(
        &self,
        out: &'w mut dyn Write,
        options: &Options,
        selection: Selection,
        force: bool,
    ) -> Export<DynExporter<'w>> {
        let cap = if force { None } else { self.cap };
        let note = self.note;
        let options = Options { force, ..options.clone() };
        Export::new((self.build)(out, &options), selection, cap).note(move |n, limit, selection| {
            let options = Options { limit: options.limit.or(limit), ..options.clone() };
            note(n, &options, selection)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    #[test]
    fn names_are_unique_and_found() {
        for f in FORMATS {
            assert_eq!(Format::named(f.name).map(|g| g.name), Some(f.name));
            assert!(!f.about.ends_with('.'), "{}", f.name);
        }
        assert!(Format::named("pdf").is_none());
    }

    #[test]
    fn options_of_another_format_are_refused() {
        let delay = Options { delay: Some(5), ..Options::default() };
        assert!(Format::named("cast").unwrap().check(&delay).is_ok());
        assert_eq!(
            Format::named("svg").unwrap().check(&delay).unwrap_err().to_string(),
            "--delay does not apply to svg exports"
        );
    }

    #[test]
    fn the_factory_builds_the_format() {
        let mut out = Vec::new();
        let mut export = Format::named("dot").unwrap().export(
            &mut out,
            &Options::default(),
            Selection::default(),
            false,
        );
        Solver::new(4).unwrap().run(&mut export).unwrap();
        drop(export);
        assert!(String::from_utf8(out).unwrap().starts_with("digraph search"));
    }
}
