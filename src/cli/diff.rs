//! `diff A B`: where do two traces first differ? Exit 0 (silent) if they hold the same events,
//! 1 with a report if not, 2 if either cannot be read.

use super::verify::open;
use anyhow::{bail, Context, Result};
use clap::{Args, ValueEnum};
use nqueens_trace::diff::diff_readers as compare;
use std::io::{self, Write};
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
    /// How many events before the first difference to show.
    #[arg(long, value_name = "K", default_value_t = 3)]
    pub context: usize,
    /// How to print a difference: a report for people, or one JSON object for tools.
    #[arg(long, value_enum, default_value_t = DiffFormat::Text)]
    pub format: DiffFormat,
    /// Say so in one line when the traces are identical.
    #[arg(short, long)]
    pub verbose: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DiffFormat {
    /// A report for people.
    Text,
    /// The divergence as one JSON object on one line.
    Jsonl,
}

pub fn diff(args: &DiffArgs) -> Result<ExitCode> {
    let stdin = Path::new("-");
    if args.a == stdin && args.b == stdin {
        bail!("A and B are both '-': at most one trace can come from standard input");
    }
    let (a, b) = (open(&args.a)?, open(&args.b)?);
    let names = (a.name().to_string(), b.name().to_string());
    let divergence = compare(a, b, args.context)?;
    let mut out = io::stdout().lock();
    let code = match divergence {
        None => {
            if args.verbose {
                writeln!(out, "{} and {} are identical", names.0, names.1)?;
            }
            ExitCode::SUCCESS
        }
        Some(d) => {
            match args.format {
                DiffFormat::Text => out.write_all(d.report((&names.0, &names.1)).as_bytes())?,
                DiffFormat::Jsonl => {
                    serde_json::to_writer(&mut out, &d)?;
                    out.write_all(b"\n")?;
                }
            }
            ExitCode::from(1)
        }
    };
    out.flush().context("cannot write to standard output")?;
    Ok(code)
}
