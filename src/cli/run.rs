//! `run` (the search, live) and `replay` (a JSON Lines trace, printed again).

use super::{input, Format, ReplayArgs, RunArgs};
use crate::cli::output::refuse_same_file;
use anyhow::{bail, Result};
use nqueens_trace::Solver;
use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

/// The number of events in the full trace of n = 13, 14, …, 18, as `nqueens-trace count N`
/// reports them (a test holds the table to the counter). Beyond n=18 the count itself takes
/// many minutes, so the note gives the last known number as a lower bound.
const FULL_TRACE_EVENTS: [u64; 6] =
    [124_379_231, 783_526_946, 5_238_904_897, 37_201_332_128, 277_433_869_189, 2_173_223_074_328];

pub fn run(args: &RunArgs) -> Result<ExitCode> {
    let limit = if args.first { Some(1) } else { args.limit };
    if let Some(problem) = args.problem.open()? {
        args.out.with_sink(|sink| Ok(super::problem::run(problem, limit, sink)?))?;
        return Ok(ExitCode::SUCCESS);
    }
    let solver = args.begin.apply(Solver::new(args.n)?.limit(limit))?;
    let to_terminal = args.out.output.is_none() && io::stdout().is_terminal();
    let narrowed = limit.is_some() || !args.out.text.filter().is_all();
    if args.out.format == Format::Text && to_terminal && !narrowed {
        if let Some(note) = big_trace_note(args.n) {
            let _ = writeln!(io::stderr(), "{note}");
        }
    }
    args.out.with_sink(|sink| Ok(solver.run(sink)?))?;
    Ok(ExitCode::SUCCESS)
}

/// For n ≥ 13, what a full text trace holds and how to narrow it. The tool never asks: a
/// script cannot answer, and Ctrl-C stops the trace at any time.
fn big_trace_note(n: u32) -> Option<String> {
    let lines = format!("{} lines", full_trace_events(n)?);
    Some(format!(
        "nqueens-trace: the full trace of n={n} is {lines} (more with the boards); \
         narrow it with --first, --limit K or --only KINDS (e.g. --only solution), or stop it with Ctrl-C"
    ))
}

/// For n ≥ 13, the number of events of the full search, as "124,379,231" (or "more than …"
/// past the table); `None` for the boards whose search ends soon.
pub(super) fn full_trace_events(n: u32) -> Option<String> {
    let i = n.checked_sub(13)? as usize;
    Some(match FULL_TRACE_EVENTS.get(i) {
        Some(&events) => thousands(events),
        None => format!("more than {}", thousands(FULL_TRACE_EVENTS[FULL_TRACE_EVENTS.len() - 1])),
    })
}

/// 1234567 as "1,234,567".
pub(super) fn thousands(k: u64) -> String {
    let digits = k.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

pub fn replay(args: &ReplayArgs) -> Result<ExitCode> {
    // With no file named and a terminal on standard input, the user most likely forgot the
    // file: say how to give one instead of waiting for a trace to be typed (`-` still does).
    if args.input.is_none() && io::stdin().is_terminal() {
        bail!(
            "replay reads a JSON Lines trace: give its file (replay t.jsonl), pipe one in \
             (nqueens-trace run --format jsonl | nqueens-trace replay), or type one after 'replay -'"
        );
    }
    let input = args.input.as_deref().unwrap_or(Path::new("-"));
    refuse_same_file(Some(input), args.out.output.as_deref())?;
    let events = input::ahead_in_order(input)?;
    args.out.with_sink(|sink| {
        input::feed(events, sink)?;
        Ok(ExitCode::SUCCESS)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::count::Counter;

    #[test]
    fn the_event_table_is_the_counters() {
        // n=13..=15 count in well under a second; n=16 to 18 came from the same counter
        // (`nqueens-trace count 18`: 666,090,624 solutions, as OEIS A000170 says).
        for n in 13..=15 {
            let events = Counter::new(n).unwrap().run().events();
            assert_eq!(FULL_TRACE_EVENTS[n as usize - 13], events, "n={n}");
        }
    }

    #[test]
    fn the_note_names_the_size_and_the_ways_out() {
        assert_eq!(big_trace_note(12), None);
        let note = big_trace_note(13).unwrap();
        assert!(note.contains("n=13 is 124,379,231 lines"), "{note}");
        assert!(note.contains("--first") && note.contains("--only"), "{note}");
        assert!(big_trace_note(32).unwrap().contains("more than 2,173,223,074,328 lines"));
    }
}
