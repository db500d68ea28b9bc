//! `export FORMAT`: a live run or a JSON Lines trace, drawn for slides (see
//! `nqueens_trace::export`).

use super::{parse_limit, parse_n};
use crate::output::{refuse_same_file, Output};
use anyhow::{bail, Result};
use clap::{Args, ValueEnum};
use nqueens_trace::export::cast::Cast;
use nqueens_trace::export::dot::Dot;
use nqueens_trace::export::gif::Gif;
use nqueens_trace::export::html::Html;
use nqueens_trace::export::md::Marp;
use nqueens_trace::export::svg::Svg;
use nqueens_trace::export::tex::Tex;
use nqueens_trace::export::{Export, ExportError, Exporter, Selection, MAX_EMBEDDED_STEPS};
use nqueens_trace::{Sink, Solver};
use std::io::{self, BufRead};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The format to write.
    #[arg(value_enum)]
    pub format: ExportFormat,
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
    /// svg: the board at this step (same as --from STEP --to STEP).
    #[arg(long, value_name = "STEP", conflicts_with_all = ["from", "to", "solutions"])]
    pub step: Option<u64>,
    /// svg: a grid of every solution instead of one board.
    #[arg(long)]
    pub solutions: bool,
    /// dot: one node per placement with the count of its rejected tries, instead of one leaf
    /// per rejected try.
    #[arg(long)]
    pub collapse: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// A self-contained HTML player (inline CSS and JavaScript).
    Html,
    /// An asciinema recording (asciicast v2) of the coloured text trace.
    Cast,
    /// The board at one step (--step K), or every solution (--solutions), as SVG.
    Svg,
    /// A Marp slide deck, one slide per step.
    Md,
    /// A LaTeX beamer document with a TikZ board, one overlay per step.
    Tex,
    /// The search tree as Graphviz DOT.
    Dot,
    /// An animated GIF, one frame per step.
    Gif,
}

impl ExportFormat {
    fn name(self) -> String {
        self.to_possible_value()
            .map(|v| v.get_name().to_string())
            .unwrap_or_default()
    }

    /// The cap on steps for formats that embed every step.
    fn cap(self) -> Option<u64> {
        match self {
            ExportFormat::Html | ExportFormat::Gif => Some(MAX_EMBEDDED_STEPS),
            _ => None,
        }
    }
}

/// The events of a trace file, in the order `run` writes them.
type Events = super::input::InOrder<Box<dyn BufRead>>;

enum Source {
    Live(Solver),
    File(Events),
}

impl Source {
    fn open(args: &ExportArgs) -> Result<Source> {
        let Some(input) = args.input.as_deref() else {
            let limit = if args.first { Some(1) } else { args.limit };
            return Ok(Source::Live(Solver::new(args.n.unwrap_or(4))?.limit(limit)));
        };
        Ok(Source::File(super::input::in_order(super::input::open(
            input,
        )?)))
    }

    /// Feeds every event into `sink` and finishes it; stops early, and still finishes, when
    /// the sink says the selection has ended.
    fn feed(self, sink: &mut impl Sink) -> Result<()> {
        let fed = match self {
            Source::Live(solver) => solver.run(sink).map(|_| ()).map_err(anyhow::Error::new),
            Source::File(events) => feed_file(events, sink),
        };
        match fed {
            Err(e) if is_past_selection(&e) => Ok(sink.finish()?),
            other => other,
        }
    }
}

fn is_past_selection(e: &anyhow::Error) -> bool {
    e.downcast_ref::<io::Error>()
        .and_then(ExportError::of)
        .is_some_and(|e| *e == ExportError::PastSelection)
}

fn feed_file(events: Events, sink: &mut impl Sink) -> Result<()> {
    for event in events {
        sink.event(&event?)?;
    }
    sink.finish()?;
    Ok(())
}

impl ExportArgs {
    fn selection(&self) -> Result<Selection> {
        let (from, to) = match self.step {
            Some(k) => (k, Some(k)),
            None => (self.from.unwrap_or(0), self.to),
        };
        if let Some(to) = to.filter(|&to| to < from) {
            bail!("--to {to} is before --from {from}: expected a range from the first step to the last");
        }
        Ok(Selection {
            from,
            to,
            only: self.only.clone().map(|k| k.0).unwrap_or_default(),
        })
    }

    /// Refuses options that belong to another format, so a typo does not pass unnoticed.
    fn check_options(&self) -> Result<()> {
        let f = self.format;
        let name = f.name();
        use ExportFormat::*;
        let misplaced = [
            ("--delay", self.delay.is_some(), matches!(f, Cast | Gif)),
            ("--step", self.step.is_some(), f == Svg),
            ("--solutions", self.solutions, f == Svg),
            ("--collapse", self.collapse, f == Dot),
        ];
        for (option, given, applies) in misplaced {
            if given && !applies {
                bail!("{option} does not apply to {name} exports");
            }
        }
        Ok(())
    }
}

pub fn export(args: &ExportArgs) -> Result<ExitCode> {
    args.check_options()?;
    let selection = args.selection()?;
    refuse_same_file(args.input.as_deref(), args.output.as_deref())?;
    let source = Source::open(args)?;
    let cap = if args.force { None } else { args.format.cap() };
    let mut out = Output::create(args.output.as_deref())?;
    if args.format == ExportFormat::Gif && out.is_terminal() {
        bail!("a gif is binary: write it to a file with -o FILE.gif, or pipe it");
    }
    let title = args.title.clone();
    let w = out.writer();
    let result = match args.format {
        ExportFormat::Html => drive(Html::new(w, title), selection, cap, source),
        ExportFormat::Cast => {
            let delay = args.delay.unwrap_or(100);
            drive(Cast::new(w, title, delay), selection, cap, source)
        }
        ExportFormat::Svg => drive(Svg::new(w, title, args.solutions), selection, cap, source),
        ExportFormat::Md => drive(Marp::new(w, title), selection, cap, source),
        ExportFormat::Tex => drive(Tex::new(w, title), selection, cap, source),
        ExportFormat::Dot => drive(Dot::new(w, title, args.collapse), selection, cap, source),
        ExportFormat::Gif => {
            let delay = args.delay.unwrap_or(500);
            drive(Gif::new(w, title, delay), selection, cap, source)
        }
    };
    if let Err(e) = result {
        return Err(match e.downcast::<io::Error>() {
            Ok(io) => match ExportError::of(&io) {
                Some(inner) => anyhow::anyhow!("cannot export {}: {inner}", args.format.name()),
                None => out.write_error(io),
            },
            Err(e) => e,
        });
    }
    out.commit()?;
    Ok(ExitCode::SUCCESS)
}

fn drive<E: Exporter>(
    exporter: E,
    selection: Selection,
    cap: Option<u64>,
    source: Source,
) -> Result<()> {
    let mut export = Export::new(exporter, selection, cap);
    source.feed(&mut export)
}
