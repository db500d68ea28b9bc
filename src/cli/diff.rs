//! `diff A B`: where do two traces first differ? Exit 0 (silent) if they hold the same events,
//! 1 with a report if not, 2 if either cannot be read.

use super::input::open;
use super::verify::print;
use anyhow::{bail, Result};
use clap::{Args, ValueEnum};
use nqueens_trace::color::{ColorChoice, ColorEnv, Palette};
use nqueens_trace::diff::{compare_ahead, compare_file, compare_files, Comparison, MAX_CONTEXT};
use nqueens_trace::lang::{fill, Arg};
use nqueens_trace::Lang;
use std::io::{self, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The first trace (A); `-` reads standard input.
    #[arg(value_name = "A")]
    pub a: PathBuf,
    /// The second trace (B); `-` reads standard input.
    #[arg(value_name = "B")]
    pub b: PathBuf,
    /// How many events before the first difference to show, 0 to 10000.
    #[arg(long, value_name = "K", default_value_t = 3, value_parser = parse_context)]
    pub context: usize,
    /// How to print a difference: a report for people, or one JSON object for tools.
    #[arg(long, value_enum, default_value_t = DiffFormat::Text)]
    pub format: DiffFormat,
    /// When to colour the report: auto colours a terminal unless NO_COLOR is set.
    #[arg(long, value_name = "WHEN", default_value_t = ColorChoice::Auto, value_parser = super::values::of::<ColorChoice>())]
    pub color: ColorChoice,
    /// Say so in one line when the traces are identical.
    #[arg(short, long)]
    pub verbose: bool,
    /// The language of the report: en, zh, zh-Hant, fa or tr (the JSON form's explanation
    /// stays English, for tools).
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = super::values::of::<Lang>())]
    pub lang: Lang,
}

fn parse_context(s: &str) -> Result<usize, String> {
    super::number_in(s, 0..=MAX_CONTEXT, &format!("a number of events from 0 to {MAX_CONTEXT}"))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DiffFormat {
    /// A report for people.
    Text,
    /// The first difference as one JSON object on one line.
    Jsonl,
}

pub fn diff(args: &DiffArgs) -> Result<ExitCode> {
    let stdin = Path::new("-");
    if args.a == stdin && args.b == stdin {
        bail!("A and B are both '-': at most one trace can come from standard input");
    }
    // A is parsed ahead on threads of its own (a regular file in parts, on two); this one
    // compares B's lines with A's and parses only those that differ.
    let comparison;
    let names;
    match super::input::regular_file(&args.a)? {
        Some((a, a_name)) => match super::input::regular_file(&args.b)? {
            // Two files: B is read only from where its bytes part from A's.
            Some((b, b_name)) => {
                names = (a_name, b_name);
                comparison = compare_files(a, &names.0, b, &names.1, args.context)?;
            }
            None => {
                let b = open(&args.b)?;
                names = (a_name, b.name().to_string());
                comparison = compare_file(a, &names.0, b, args.context)?;
            }
        },
        None => {
            let (a, b) = (open(&args.a)?, open(&args.b)?);
            names = (a.name().to_string(), b.name().to_string());
            comparison = compare_ahead(a, b, args.context)?;
        }
    }
    let m = args.lang.messages();
    // What comes from the traces and the command line (names, events) is isolated where the
    // language is written right to left; the rest is the table's.
    let data = |text: &str| match m.rtl {
        true => format!("\u{2068}{text}\u{2069}"),
        false => text.to_string(),
    };
    let d = match comparison {
        Comparison::Identical(side) => {
            if args.verbose {
                let (a, b, what) = (data(&names.0), data(&names.1), side.said(m));
                let mut line = Vec::new();
                let args = [
                    ("a", Arg::Text(a.as_bytes())),
                    ("b", Arg::Text(b.as_bytes())),
                    ("what", Arg::Text(what.as_bytes())),
                ];
                fill(&mut line, m.verdicts.diff_identical, &args);
                print(&format!("{}\n", String::from_utf8_lossy(&line)))?;
            }
            return Ok(ExitCode::SUCCESS);
        }
        Comparison::Different(d) => d,
    };
    let text = match args.format {
        DiffFormat::Text => {
            let color = args.color.resolve(io::stdout().is_terminal(), &ColorEnv::from_process());
            d.report_said((&names.0, &names.1), &Palette::new(color), m, &data)
        }
        DiffFormat::Jsonl => serde_json::to_string(&d)? + "\n",
    };
    print(&text)?;
    Ok(ExitCode::from(1))
}
