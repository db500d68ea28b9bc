//! `export FORMAT`: a live run or a JSON Lines trace, drawn for slides (see
//! `nqueens_trace::export`). Each format is a subcommand of its own ([`formats`]), and what an
//! export says back (an error, a note) is put here in the command line's words: its options'
//! names, which the library does not know.

mod formats;

use crate::cli::output::{refuse_same_file, Output};
use anyhow::{anyhow, bail, Result};
use clap::Args;
use formats::{Common, Exporting, FormatArgs, Own};
use nqueens_trace::choice::Choice;
use nqueens_trace::export::{self, Concern, ExportError, FormatOptions, Note, Window};
use nqueens_trace::lang::{self, Arg};
use nqueens_trace::{Sink, Solver};
use std::cell::RefCell;
use std::process::ExitCode;
use std::rc::Rc;

/// `export` alone is a usage error (exit 2), as a missing argument is, not a page of help;
/// the formats are all its subcommands (`export gif --help` is the gif's help).
#[derive(Debug, Args)]
#[command(
    subcommand_value_name = "FORMAT",
    subcommand_help_heading = "Formats",
    arg_required_else_help = false,
    disable_help_subcommand = true
)]
pub struct ExportArgs {
    #[command(subcommand)]
    pub format: FormatArgs,
}

/// The events of a trace file, in the order `run` writes them.
type Events = nqueens_trace::reader::Ahead<nqueens_trace::reader::Order>;

enum Source {
    Live(Solver),
    File(Box<Events>),
}

impl Source {
    fn open(args: &Common) -> Result<Source> {
        let Some(input) = args.input.as_deref() else {
            let limit = if args.first { Some(1) } else { args.limit };
            let solver = args.begin.apply(Solver::new(args.n.unwrap_or(4))?.limit(limit))?;
            return Ok(Source::Live(solver));
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

/// A live run of n ≥ 13 with nothing to end it (no --first, --limit, --to or --step) runs the
/// whole search, billions of events on the larger boards, and would not end in a lifetime:
/// refused unless --force, which says first what it starts (as `run` and `count` do).
fn endless_run(args: &Common, step: Option<u64>, format: &str) -> Result<()> {
    let bounded = args.input.is_some()
        || args.first
        || args.limit.is_some()
        || args.window.to.is_some()
        || step.is_some();
    let n = args.n.unwrap_or(4);
    let Some(events) = super::run::full_trace_events(n).filter(|_| !bounded) else {
        return Ok(());
    };
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
    match &args.format {
        FormatArgs::Html(format) => run(format),
        FormatArgs::Cast(format) => run(format),
        FormatArgs::Svg(format) => run(format),
        FormatArgs::Md(format) => run(format),
        FormatArgs::Tex(format) => run(format),
        FormatArgs::Dot(format) => run(format),
        FormatArgs::Gif(format) => run(format),
        FormatArgs::Perfetto(format) => run(format),
        FormatArgs::Flame(format) => run(format),
    }
}

/// The export of a format's subcommand.
fn run<T: Own>(format: &Exporting<T>) -> Result<ExitCode> {
    let (args, step) = (&format.common, format.own.step());
    let page = format.own.page();
    let options = format.own.options(args.title.clone())?;
    let format = T::Options::FORMAT;
    let said = |e: &ExportError| message(e, step);
    let window = args.window(step).map_err(|e| anyhow!(said(&e)))?;
    refuse_same_file(args.input.as_deref(), args.output.as_deref())?;
    endless_run(args, step, format.name)?;
    let source = Source::open(args)?;
    let mut out = Output::create(args.output.as_deref())?;
    let viewer = page.or(format.for_viewer().then_some(format.name));
    if let Some(extension) = viewer.filter(|_| out.is_terminal()) {
        bail!("{}", for_viewer(format.name, extension));
    }
    // A note on what is coming is said at once, before the long wait; a note on the file as
    // written (a tree too crowded for a slide) once the file is whole, so that a closed pipe
    // still ends quietly and a full disk is one line.
    let notes = Rc::new(RefCell::new(Vec::new()));
    let (kept, force) = (Rc::clone(&notes), args.force);
    let mut export =
        export::export(out.writer(), &options, window, args.force).notes(move |note| {
            match note.concerns() {
                // --force says the user means the deck as long as it is.
                _ if force && matches!(note, Note::Pages { .. }) => {}
                Concern::Written => kept.borrow_mut().push(note_line(note)),
                Concern::Coming => eprintln!("nqueens-trace: {}", note_line(note)),
            }
        });
    if let Err(e) = source.feed(&mut export) {
        drop(export);
        return Err(match e.downcast::<ExportError>() {
            Ok(ExportError::Io(io)) => out.write_error(io),
            Ok(inner) => anyhow!("cannot export {}: {}", format.name, said(&inner)),
            Err(e) => e,
        });
    }
    drop(export);
    out.commit()?;
    for line in notes.borrow().iter() {
        eprintln!("nqueens-trace: {line}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The refusal of a format for a viewer (a gif, a page) to write to a terminal: how to write
/// the file, named with `extension`, instead.
fn for_viewer(name: &str, extension: &str) -> String {
    format!(
        "export {name} writes a file for a viewer, not text for a terminal: write it with \
         -o FILE.{extension}, or pipe it"
    )
}

/// The window in the words of the options that make it: `--from 500 --only solution`.
fn options_of(window: &Window) -> String {
    let kinds = |kinds: &[nqueens_trace::Kind]| {
        kinds.iter().map(|k| k.as_str()).collect::<Vec<_>>().join(",")
    };
    let mut s = format!("--from {}", window.from);
    if let Some(to) = window.to {
        s += &format!(" --to {to}");
    }
    if !window.only.is_empty() {
        s += &format!(" --only {}", kinds(&window.only));
    }
    if !window.hide.is_empty() {
        s += &format!(" --hide {}", kinds(&window.hide));
    }
    if let Some(d) = window.max_depth {
        s += &format!(" --max-depth {d}");
    }
    s
}

/// An export's error as the command line says it: the facts, and what to pass instead, in the
/// options' names; `step` is the `--step K` given, which the window stands for.
fn message(e: &ExportError, step: Option<u64>) -> String {
    match e {
        ExportError::Io(_) => e.to_string(),
        ExportError::TooLong { .. } => {
            format!("{e}: narrow it with --to STEP or --limit K, use a smaller n, or pass --force")
        }
        ExportError::Backwards { from, to } => format!(
            "--to {to} is before --from {from}: expected a range from the first step to the last"
        ),
        ExportError::Empty { last, .. } if step.is_some() => {
            let k = step.unwrap_or_default();
            format!("the trace has no step {k} (--step {k}): its steps run from 0 to {last}")
        }
        ExportError::Empty { window, last } => {
            format!(
                "no step of the trace is in {}: its steps run from 0 to {last}",
                options_of(window)
            )
        }
        ExportError::NoFonts { lang, supported } => {
            let names: Vec<&str> = supported.iter().map(|l| l.as_str()).collect();
            format!(
                "--lang {lang} is not for tex exports: pdflatex has no fonts for its script; use \
                 --lang {} here, or export html, svg or md for slides in that language",
                names.join(" or ")
            )
        }
        ExportError::AnimationTooLong { forced_minutes, .. } => format!(
            "{e}: choose frames with --only solution, --from/--to or --max-depth, shorten \
             --delay, use a smaller n, or pass --force (it stops at {forced_minutes} minutes)"
        ),
        ExportError::TooManyPaths { megabytes } => format!(
            "flame --svg holds every path of accepted queens until it draws them, and this trace \
             has more than {megabytes} MB of them; narrow it with --to STEP or --limit K, or \
             export flame without --svg: the same lines, streamed, for inferno, flamegraph.pl or \
             speedscope"
        ),
        ExportError::NoSolution => {
            "no solution among the selected steps: nothing to draw with --solutions".to_string()
        }
        ExportError::OtherProblem { .. } => format!(
            "{e}: replay, step, verify and diff read it; export a trace of `run` (n-queens)"
        ),
        ExportError::Spool { dir, error } => {
            // The directory comes from TMPDIR when it is set: say so, with its value, so the
            // user knows which setting to change.
            let from = match std::env::var_os("TMPDIR") {
                Some(value) => format!("TMPDIR='{}'", value.to_string_lossy()),
                None => format!("the system's temporary directory '{}'", dir.display()),
            };
            format!(
                "cannot write a temporary file in {from}: {error}; set TMPDIR to a writable \
                 directory"
            )
        }
    }
}

/// A format's note as the command line says it: the facts, and how to narrow the export.
fn note_line(note: &Note) -> String {
    match note {
        Note::Pages { format, slides, lang, legend } => {
            let m = lang.messages();
            let fill = |template: &str, args: &[(&str, Arg<'_>)]| {
                let mut out = Vec::new();
                lang::fill(&mut out, template, args);
                String::from_utf8_lossy(&out).into_owned()
            };
            let args = [("format", Arg::Text(format.as_bytes())), ("k", Arg::Num(*slides))];
            let template = if *legend { m.verdicts.pages_legend } else { m.verdicts.pages };
            let note = fill(template, &args);
            let (range, only) = ("--from STEP --to STEP", "--only accept,solution");
            fill(
                m.verdicts.pages_fix,
                &[
                    ("note", Arg::Text(note.as_bytes())),
                    ("range", Arg::Text(range.as_bytes())),
                    ("only", Arg::Text(only.as_bytes())),
                ],
            )
        }
        Note::Size { .. } => format!("{note}; narrow it with --to STEP or --limit K"),
        Note::Stopped { .. } => {
            format!("{note} (choose frames with --only, --from/--to or --max-depth)")
        }
        Note::Long { .. } => note.to_string(),
        Note::Crowded { lang, pixels, depth } => {
            let m = lang.messages();
            let (fix, option) = match depth {
                Some(d) => (m.tree_crowded_depth, format!("--max-depth {d}")),
                None => (m.tree_crowded_zoom, "--fit none".to_string()),
            };
            let fill = |template: &str, args: &[(&str, Arg<'_>)]| {
                let mut out = Vec::new();
                lang::fill(&mut out, template, args);
                String::from_utf8_lossy(&out).into_owned()
            };
            let d = u64::from(depth.unwrap_or(0));
            let fix = fill(fix, &[("option", Arg::Text(option.as_bytes())), ("d", Arg::Num(d))]);
            let px = format!("{pixels:.1}");
            fill(
                m.tree_crowded,
                &[("px", Arg::Text(px.as_bytes())), ("fix", Arg::Text(fix.as_bytes()))],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use nqueens_trace::export::FORMATS;

    /// A format added to the library's registry is a subcommand here too, in the same place.
    #[test]
    fn the_subcommands_are_the_registry_s_formats_in_its_order() {
        let cli = crate::cli::Cli::command();
        let export = cli.find_subcommand("export").unwrap();
        let names: Vec<&str> = export.get_subcommands().map(|c| c.get_name()).collect();
        let registered: Vec<&str> = FORMATS.iter().map(|f| f.name).collect();
        assert_eq!(names, registered);
    }

    #[test]
    fn every_error_and_note_is_said_with_the_options_that_change_it() {
        let too_long = ExportError::TooLong { cap: 100_000, step: 100_000 };
        assert_eq!(
            message(&too_long, None),
            "the trace has more than 100000 steps, too many for one file that holds every step: \
             narrow it with --to STEP or --limit K, use a smaller n, or pass --force"
        );
        let window = Window { hide: vec![nqueens_trace::Kind::Try], ..Window::step(7) };
        let empty = ExportError::Empty { window, last: 139 };
        assert_eq!(
            message(&empty, None),
            "no step of the trace is in --from 7 --to 7 --hide try: its steps run from 0 to 139"
        );
        assert_eq!(
            message(&empty, Some(7)),
            "the trace has no step 7 (--step 7): its steps run from 0 to 139"
        );
        let pages = Note::Pages {
            format: "tex",
            slides: 1947,
            lang: nqueens_trace::Lang::En,
            legend: true,
        };
        assert_eq!(
            note_line(&pages),
            "the tex deck is 1947 slides, a title, a legend and one per step: choose steps with \
             --from STEP --to STEP or --only accept,solution"
        );
        let stopped = Note::Stopped { minutes: 30, dropped: 12 };
        assert_eq!(
            note_line(&stopped),
            "the gif stops at 30 minutes of animation: the 12 later steps are left out (choose \
             frames with --only, --from/--to or --max-depth)"
        );
        let crowded = |lang, depth| Note::Crowded { lang, pixels: 6.3, depth };
        assert_eq!(
            note_line(&crowded(nqueens_trace::Lang::En, Some(2))),
            "the tree's labels would be 6.3 px high on a slide 1280 pixels wide, under the 18 px \
             that read: --max-depth 2 draws its rows 0 to 2 large enough"
        );
        assert!(note_line(&crowded(nqueens_trace::Lang::En, None))
            .ends_with(": --fit none lays it out at full size, to zoom into"));
        // Every language names the option as given, its depth and the size.
        for &lang in nqueens_trace::Lang::ALL {
            let line = note_line(&crowded(lang, Some(3)));
            assert!(line.contains("--max-depth 3") && line.contains("6.3"), "{lang}: {line}");
            assert!(!line.contains('{'), "{lang}: {line}");
        }
    }
}
