//! `verify FILE|-`: is a trace a correct backtracking search? Exit 0 and a one-line summary if
//! so, exit 1 naming the first offending step if not, exit 2 if it cannot be read.

use anyhow::{Context, Result};
use clap::Args;
use nqueens_trace::escape::escape;
use nqueens_trace::verify::{verify_reader as check, Level, Verdict, Violation};
use nqueens_trace::Ignore;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// A JSON Lines trace; `-` reads standard input.
    #[arg(value_name = "FILE|-")]
    pub input: PathBuf,
    /// Also require the search `nqueens-trace run` makes (rows top to bottom, columns left to
    /// right, the topmost attacker named): exactly its events for the trace's n and limit.
    #[arg(long)]
    pub strict: bool,
}

pub fn verify(args: &VerifyArgs) -> Result<ExitCode> {
    // Parsed on threads of its own, checked on this one.
    let reader = super::input::ahead(&args.input, false, |_| Ignore)?;
    let name = reader.name().to_string();
    let level = if args.strict { Level::Strict } else { Level::Rules };
    let verdict = match check(reader, level) {
        Ok(verdict) => verdict,
        // A first line that is not a start of this schema is an invalid trace, not an
        // unreadable one: `start` first is one of the rules.
        Err(e) => match Violation::from_read_error(&e) {
            Some(v) => Verdict::Invalid(v),
            None => return Err(e.into()),
        },
    };
    let (text, code) = match verdict {
        Verdict::Valid(summary) => (format!("{name}: {summary}"), 0),
        // Step k is line k + 1: name both, so an editor can jump to it.
        Verdict::Invalid(v) => (format!("{name}:{}: invalid: {v}", v.step + 1), 1),
    };
    // A violation may quote the trace (a read error's message): escaped like the name.
    print(&format!("{}\n", escape(&text)))?;
    Ok(ExitCode::from(code))
}

/// Writes `text` to standard output; a write error names standard output.
pub fn print(text: &str) -> Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write to standard output")
}
