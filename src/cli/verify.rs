//! `verify FILE|-`: is a trace a correct backtracking search (a partial exercise record: the
//! beginning of one)? Exit 0 and a one-line summary if
//! so, exit 1 naming the first offending step if not, exit 2 if it cannot be read.

use anyhow::{Context, Result};
use clap::Args;
use nqueens_trace::escape::escape;
use nqueens_trace::exercise::recorded_result;
use nqueens_trace::lang::{fill, Arg};
use nqueens_trace::verify::{judge_reader, Level, Verdict, Violation};
use nqueens_trace::{Ignore, Lang};
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
    /// The language of the verdict: en, zh, zh-Hant, fa or tr.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = super::values::of::<Lang>())]
    pub lang: Lang,
}

pub fn verify(args: &VerifyArgs) -> Result<ExitCode> {
    // Parsed on threads of its own, checked on this one.
    let (reader, last) = super::input::ahead_keeping_last(&args.input, false, |_| Ignore)?;
    let name = reader.name().to_string();
    let level = if args.strict { Level::Strict } else { Level::Rules };
    // An exercise left unfinished says so in its done: its events are judged as the
    // beginning of a search, as far as they go.
    let partial = || matches!(recorded_result(&last.get()), Some(Ok(r)) if !r.finished);
    let judged = judge_reader(reader, level).map(|judge| {
        if partial() {
            judge.verdict_as_prefix()
        } else {
            judge.verdict()
        }
    });
    let verdict = match judged {
        Ok(verdict) => verdict,
        // A first line that is not a start of this schema is an invalid trace, not an
        // unreadable one: `start` first is one of the rules.
        Err(e) => match Violation::from_read_error(&e) {
            Some(v) => Verdict::Invalid(v),
            None => return Err(e.into()),
        },
    };
    let m = args.lang.messages();
    // What comes from outside (the file's name, what the fault quotes of the trace) is
    // escaped, and isolated where the language is written right to left; the rest is the
    // table's.
    let data = |text: &str| isolated(&escape(text), args.lang);
    let (text, code) = match verdict {
        Verdict::Valid(summary) => (format!("{}: {}", data(&name), summary.said(m)), 0),
        // Step k is line k + 1: name both, so an editor can jump to it.
        Verdict::Invalid(v) => {
            let fault = v.fault.said(m, &data);
            let mut said = Vec::new();
            let args = [("step", Arg::Num(v.step)), ("fault", Arg::Text(fault.as_bytes()))];
            fill(&mut said, m.verdicts.verify_invalid, &args);
            let said = String::from_utf8_lossy(&said);
            (format!("{}: {said}", data(&format!("{name}:{}", v.step + 1))), 1)
        }
    };
    print(&format!("{text}\n"))?;
    Ok(ExitCode::from(code))
}

/// `text`, isolated between FSI and PDI where `lang` is written right to left.
fn isolated(text: &str, lang: Lang) -> String {
    if lang.messages().rtl {
        format!("\u{2068}{text}\u{2069}")
    } else {
        text.to_string()
    }
}

/// Writes `text` to standard output; a write error names standard output.
pub fn print(text: &str) -> Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write to standard output")
}
