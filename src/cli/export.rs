//! `export FORMAT`: a live run or a JSON Lines trace, drawn for slides (see
//! `nqueens_trace::export`).

use super::{parse_limit, parse_n};
use crate::cli::output::{refuse_same_file, Output};
use anyhow::{bail, Result};
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::Args;
use nqueens_trace::export::{Aspect, ExportError, Format, Options, Selection, Theme, FORMATS};
use nqueens_trace::filter::Filter;
use nqueens_trace::program::Program;
use nqueens_trace::{Lang, Sink, Solver, TextOptions};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The format to write.
    #[arg(value_parser = format_parser())]
    pub format: &'static Format,
    /// Board size of a live run, 1 to 32 [default: 4].
    #[arg(value_parser = parse_n, allow_negative_numbers = true, conflicts_with = "input")]
    pub n: Option<u32>,
    /// Export this JSON Lines trace instead of a live run; `-` reads standard input.
    #[arg(short, long, value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// Live run: stop after the first solution (same as --limit 1).
    #[arg(long, conflicts_with_all = ["limit", "input"])]
    pub first: bool,
    /// Live run: stop right after the K-th solution.
    #[arg(long, value_name = "K", value_parser = parse_limit, conflicts_with = "input")]
    pub limit: Option<u64>,
    /// The first step to export.
    #[arg(long, value_name = "STEP")]
    pub from: Option<u64>,
    /// The last step to export.
    #[arg(long, value_name = "STEP")]
    pub to: Option<u64>,
    /// Export only these kinds of step, comma-separated: start, try, accept, reject,
    /// solution, backtrack, done.
    #[arg(long, value_name = "KINDS", value_parser = super::text_args::kinds)]
    pub only: Option<super::text_args::Kinds>,
    /// The title shown on the export [default: n-queens N×N].
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
    /// Write to FILE instead of standard output (written beside it, renamed when complete).
    #[arg(short = 'o', long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Export a trace longer than the format holds well (html and gif: 100000 steps).
    #[arg(long)]
    pub force: bool,
    /// cast: milliseconds between lines [default: 100]; gif: between frames [default: 500].
    #[arg(long, value_name = "MS")]
    pub delay: Option<u32>,
    /// svg, md, tex: the board at this step alone (same as --from STEP --to STEP).
    #[arg(long, value_name = "STEP", conflicts_with_all = ["from", "to", "solutions"])]
    pub step: Option<u64>,
    /// Hide these kinds of step, e.g. try,reject.
    #[arg(long, value_name = "KINDS", value_parser = super::text_args::kinds)]
    pub hide: Option<super::text_args::Kinds>,
    /// Leave out steps deeper than D: the first row is depth 0, whatever the numbering.
    #[arg(long, value_name = "D")]
    pub max_depth: Option<u32>,
    /// The language of the export's text: en, zh, zh-Hant, fa or tr.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = super::values::of::<Lang>())]
    pub lang: Lang,
    /// Number rows and columns from 1 in the export's text and coordinates, as textbooks do.
    #[arg(long)]
    pub one_based: bool,
    /// cast, md, html: the glyph of a queen on boards written as text [default: Q in cast, ♛
    /// in md].
    #[arg(long, value_name = "C", value_parser = super::parse_glyph)]
    pub queen: Option<char>,
    /// svg, gif, md, dot, flame, html: light (dark on white) or dark (light on dark); html also auto
    /// (the viewer's light or dark preference) [default: light].
    #[arg(long, value_name = "THEME", value_enum)]
    pub theme: Option<ThemeArg>,
    /// html: show a program beside the board, the line that produced each step highlighted,
    /// and its call stack: pseudo (the default), python, python-generator, cpp-recursive or
    /// cpp-iterative.
    #[arg(long, value_name = "PROGRAM", num_args = 0..=1, default_missing_value = Program::DEFAULT)]
    pub code: Option<String>,
    /// gif: the side of the board in pixels, 64 to 2048 [default: about 400].
    #[arg(long, value_name = "PX", value_parser = clap::value_parser!(u32).range(64..=2048))]
    pub size: Option<u32>,
    /// dot: lay the tree out for a slide of this shape, 16:9 or 4:3.
    #[arg(long, value_name = "RATIO", value_parser = super::values::of::<Aspect>())]
    pub fit: Option<Aspect>,
    /// tex: the slides' shape, 16:9 or 4:3 [default: 16:9].
    #[arg(long, value_name = "RATIO", value_parser = super::values::of::<Aspect>())]
    pub aspect: Option<Aspect>,
    /// flame: draw an SVG flame graph instead of writing the collapsed stacks.
    #[arg(long)]
    pub svg: bool,
    /// svg: a grid of every solution instead of one board.
    #[arg(long)]
    pub solutions: bool,
    /// dot: one node per placement with the count of its rejected tries, instead of one leaf
    /// per rejected try.
    #[arg(long)]
    pub collapse: bool,
}

/// `--theme`: a format's [`Theme`], or `auto`, which only a page can follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ThemeArg {
    /// Dark ink on a white page.
    Light,
    /// Light ink on a dark page.
    Dark,
    /// html: the viewer's preference (prefers-color-scheme), switchable in the page.
    Auto,
}

/// The `FORMAT` argument: one of the library's [`FORMATS`], with its description as help.
fn format_parser() -> impl TypedValueParser<Value = &'static Format> {
    let names = FORMATS.iter().map(|f| PossibleValue::new(f.name).help(f.about));
    PossibleValuesParser::new(names).map(|name| {
        // The possible values are the formats' names, so the lookup succeeds.
        Format::named(&name).unwrap_or(&FORMATS[0])
    })
}

/// The events of a trace file, in the order `run` writes them.
type Events = nqueens_trace::reader::Ahead<nqueens_trace::reader::Order>;

enum Source {
    Live(Solver),
    File(Box<Events>),
}

impl Source {
    fn open(args: &ExportArgs) -> Result<Source> {
        let Some(input) = args.input.as_deref() else {
            let limit = if args.first { Some(1) } else { args.limit };
            return Ok(Source::Live(Solver::new(args.n.unwrap_or(4))?.limit(limit)));
        };
        Ok(Source::File(Box::new(super::input::ahead_in_order(input)?)))
    }

    /// Feeds events into `sink` until the trace ends or the sink stops, and finishes it.
    fn feed<S: Sink<Error = ExportError>>(self, sink: &mut S) -> Result<()> {
        match self {
            Source::Live(solver) => _ = solver.run(sink)?,
            Source::File(events) => super::input::feed(*events, sink)?,
        }
        Ok(())
    }
}

impl ExportArgs {
    fn selection(&self) -> Result<Selection, ExportError> {
        let (from, to) = match self.step {
            Some(k) => (k, Some(k)),
            None => (self.from.unwrap_or(0), self.to),
        };
        Selection::new(from, to, self.only.clone().map(|k| k.0).unwrap_or_default())
    }

    /// `--hide` and `--max-depth`, on top of the selection.
    fn filter(&self) -> Filter {
        let hide = self.hide.as_ref().map_or(&[][..], |k| &k.0[..]);
        Filter::default().hide(hide).max_depth(self.max_depth)
    }

    fn options(&self) -> Result<Options> {
        let text =
            TextOptions { lang: self.lang, one_based: self.one_based, ..TextOptions::default() };
        let theme = match self.theme {
            Some(ThemeArg::Light) => Some(Theme::Light),
            Some(ThemeArg::Dark) => Some(Theme::Dark),
            Some(ThemeArg::Auto) | None => None,
        };
        let code = match &self.code {
            Some(name) => Some(Program::named(name)?),
            None => None,
        };
        Ok(Options {
            title: self.title.clone(),
            delay: self.delay,
            step: self.step,
            solutions: self.solutions,
            collapse: self.collapse,
            text,
            queen: self.queen,
            theme,
            theme_auto: self.theme == Some(ThemeArg::Auto),
            code,
            size: self.size,
            fit: self.fit,
            aspect: self.aspect,
            svg: self.svg,
            ..Options::default()
        })
    }

    /// An empty selection, in the words of the options given: `--step K` rather than the range
    /// it stands for.
    fn empty(&self, inner: ExportError) -> ExportError {
        match (inner, self.step) {
            (ExportError::Empty { last, .. }, Some(k)) => ExportError::Unsuitable(format!(
                "the trace has no step {k} (--step {k}): its steps run from 0 to {last}"
            )),
            (ExportError::Empty { selection, last }, None) if !self.filter().is_all() => {
                let mut given = selection;
                if let Some(hide) = &self.hide {
                    let kinds: Vec<&str> = hide.0.iter().map(|k| k.as_str()).collect();
                    given += &format!(" --hide {}", kinds.join(","));
                }
                if let Some(d) = self.max_depth {
                    given += &format!(" --max-depth {d}");
                }
                ExportError::Empty { selection: given, last }
            }
            (inner, _) => inner,
        }
    }
}

/// A live run of n ≥ 13 with nothing to end it (no --first, --limit, --to or --step) runs the
/// whole search, billions of events on the larger boards, and would not end in a lifetime:
/// refused unless --force, which says first what it starts (as `run` and `count` do).
fn endless_run(args: &ExportArgs) -> Result<()> {
    let bounded = args.input.is_some()
        || args.first
        || args.limit.is_some()
        || args.to.is_some()
        || args.step.is_some();
    let n = args.n.unwrap_or(4);
    let Some(events) = super::run::full_trace_events(n).filter(|_| !bounded) else {
        return Ok(());
    };
    let format = args.format.name;
    if args.force {
        eprintln!(
            "nqueens-trace: exporting {format} from the full search of n={n}, {events} events; \
             stop it with Ctrl-C"
        );
        return Ok(());
    }
    bail!(
        "export {format} {n} runs the full search of n={n}, {events} events, which would not \
         finish: narrow it with --first, --limit K or --to STEP, or pass --force"
    )
}

pub fn export(args: &ExportArgs) -> Result<ExitCode> {
    let format = args.format;
    let options = args.options()?;
    format.check(&options)?;
    let selection = args.selection()?;
    refuse_same_file(args.input.as_deref(), args.output.as_deref())?;
    endless_run(args)?;
    let source = Source::open(args)?;
    let mut out = Output::create(args.output.as_deref())?;
    if format.binary && out.is_terminal() {
        let name = format.name;
        bail!("a {name} is binary: write it to a file with -o FILE.{name}, or pipe it");
    }
    let mut export = format
        .export(out.writer(), &options, selection, args.force)
        .filter(args.filter())
        .notes(|note| eprintln!("nqueens-trace: {note}"));
    if let Err(e) = source.feed(&mut export) {
        drop(export);
        return Err(match e.downcast::<ExportError>() {
            Ok(ExportError::Io(io)) => out.write_error(io),
            Ok(inner) => anyhow::anyhow!("cannot export {}: {}", format.name, args.empty(inner)),
            Err(e) => e,
        });
    }
    drop(export);
    out.commit()?;
    Ok(ExitCode::SUCCESS)
}
