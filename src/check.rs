//! Judges the trace a program wrote for one board size: does it follow the rules of
//! [`crate::verify`], and is it the canonical search?
//!
//! [`judge`] reads the trace once, as it arrives (from a pipe, say), and feeds it into a
//! [`Judge`]: the rules, and the comparison with the canonical search, which
//! [`Canonical::asking`] runs alongside. Nothing is stored, so a program that writes millions
//! of events is judged in flat memory. This is the library half of `nqueens-trace check`;
//! running the program, its timeout and the report are the command line's.
//!
//! ```
//! use nqueens_trace::check::{judge, Judgement};
//! use nqueens_trace::{JsonlWriter, Reader, Solver};
//!
//! let mut trace = JsonlWriter::new(Vec::new());
//! Solver::new(4)?.run(&mut trace)?;
//! let trace = trace.into_inner();
//! let judged = judge(Reader::new(&trace[..], "stdout"), 4);
//! assert_eq!(judged.events, 140);
//! assert!(matches!(judged.verdict, Ok(Judgement::Valid { divergence: None, .. })));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::reader::{ReadError, Trace};
use crate::verify::{Canonical, Difference, Judge, Rule, Summary, Verdict, Violation};

/// The verdict on a trace that could be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judgement {
    /// The trace follows every rule.
    Valid {
        /// What it holds.
        summary: Summary,
        /// Where it first differs from the canonical search for its `n` and `limit`;
        /// `None` when it is that search, event for event.
        divergence: Option<Box<Difference>>,
    },
    /// The trace breaks a rule: the first violation.
    Invalid(Violation),
}

/// What [`judge`] found.
#[derive(Debug)]
pub struct Judged {
    /// The events read before the verdict: all of them for a valid trace, up to and including
    /// the offending one for an invalid one.
    pub events: u64,
    /// The verdict, or the error that made the trace unreadable (a line that is not an event
    /// of the schema).
    pub verdict: Result<Judgement, ReadError>,
}

/// Judges the trace that `trace` reads, which the program was asked to write for board size
/// `n`. A `start` that announces another board size is a violation of [`Rule::Start`], as is
/// a first line that cannot begin a trace. The reading stops at the first violation: the
/// caller ends the program if it is still writing.
pub fn judge<T: Trace>(mut trace: T, n: u32) -> Judged {
    let mut judge = Judge::against(Canonical::asking(n));
    let verdict = match trace.feed::<_, ReadError>(&mut judge) {
        Err(e) => Violation::from_read_error(&e).map(Judgement::Invalid).ok_or(e),
        Ok(()) => Ok(match judge.verdict() {
            Verdict::Valid(summary) => {
                let divergence = judge.difference().cloned().map(Box::new);
                Judgement::Valid { summary, divergence }
            }
            Verdict::Invalid(v) => Judgement::Invalid(v),
        }),
    };
    Judged { events: judge.events(), verdict }
}

/// The name of `rule` in kebab case, as reports give it: `try-row`, `anti-diagonal`… (the
/// variant's own name, so a rule added to [`Rule`] needs nothing here).
pub fn rule_name(rule: Rule) -> String {
    let mut out = String::new();
    for (i, c) in format!("{rule:?}").chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('-');
        }
        out.extend(c.to_lowercase());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Event, JsonlWriter, Reader, Solver};

    fn jsonl(events: &[Event]) -> Vec<u8> {
        let mut w = JsonlWriter::new(Vec::new());
        crate::sink::feed(&mut w, events.iter().cloned().map(Ok::<_, std::io::Error>)).unwrap();
        w.into_inner()
    }

    fn canonical(n: u32) -> Vec<Event> {
        let mut events = Vec::new();
        Solver::new(n).unwrap().run(&mut events).unwrap();
        events
    }

    #[test]
    fn the_canonical_trace_is_valid_and_canonical() {
        for n in 1..=6 {
            let trace = jsonl(&canonical(n));
            let judged = judge(Reader::new(&trace[..], "t"), n);
            let Ok(Judgement::Valid { summary, divergence }) = judged.verdict else {
                panic!("n={n}: {:?}", judged.verdict)
            };
            assert_eq!(divergence, None);
            assert_eq!(judged.events, summary.events);
        }
    }

    #[test]
    fn right_to_left_is_valid_but_not_canonical() {
        // n=1 has one square; mirror n=4 instead: every column c becomes 3 - c.
        let mirror = |c: u32| 3 - c;
        let mirrored: Vec<Event> = canonical(4)
            .into_iter()
            .map(|e| match e {
                Event::Try { step, row, col } => Event::Try { step, row, col: mirror(col) },
                Event::Accept { step, row, col } => Event::Accept { step, row, col: mirror(col) },
                Event::Backtrack { step, row, col } => {
                    Event::Backtrack { step, row, col: mirror(col) }
                }
                Event::Reject { step, row, col, conflict, with } => Event::Reject {
                    step,
                    row,
                    col: mirror(col),
                    conflict: match conflict {
                        crate::Conflict::Diagonal => crate::Conflict::AntiDiagonal,
                        crate::Conflict::AntiDiagonal => crate::Conflict::Diagonal,
                        c => c,
                    },
                    with: [with[0], mirror(with[1])],
                },
                Event::Solution { step, index, queens } => Event::Solution {
                    step,
                    index,
                    queens: queens.into_iter().map(mirror).collect(),
                },
                e => e,
            })
            .collect();
        let trace = jsonl(&mirrored);
        let judged = judge(Reader::new(&trace[..], "t"), 4);
        let Ok(Judgement::Valid { divergence: Some(d), .. }) = judged.verdict else {
            panic!("{:?}", judged.verdict)
        };
        assert_eq!(d.step, 1);
        assert_eq!(judged.events, 140);
    }

    #[test]
    fn the_first_violation_stops_the_reading() {
        let mut events = canonical(4);
        // Drop the first backtrack: the next try is in the wrong row.
        let at = events.iter().position(|e| matches!(e, Event::Backtrack { .. })).unwrap();
        events.remove(at);
        let trace = jsonl(&events);
        let judged = judge(Reader::new(&trace[..], "t"), 4);
        let Ok(Judgement::Invalid(v)) = judged.verdict else { panic!("{:?}", judged.verdict) };
        assert_eq!(v.step, at as u64);
        assert_eq!(judged.events, at as u64 + 1);
    }

    #[test]
    fn another_board_size_is_a_violation_of_start() {
        let trace = jsonl(&canonical(5));
        let judged = judge(Reader::new(&trace[..], "t"), 4);
        let Ok(Judgement::Invalid(v)) = judged.verdict else { panic!("{:?}", judged.verdict) };
        assert_eq!((v.step, v.rule()), (0, Rule::Start));
        assert_eq!(
            v.fault.to_string(),
            "the program was asked for n=4, but its start announces n=5"
        );
        assert_eq!(judged.events, 1);
    }

    #[test]
    fn rules_are_named_in_kebab_case() {
        assert_eq!(rule_name(Rule::TryRow), "try-row");
        assert_eq!(rule_name(Rule::Complete), "complete");
    }

    #[test]
    fn garbage_is_unreadable_and_nothing_is_invalid() {
        let judged = judge(Reader::new(&b"hello\n"[..], "stdout"), 4);
        let Err(e) = judged.verdict else { panic!("{:?}", judged.verdict) };
        assert!(e.to_string().starts_with("stdout:1: "), "{e}");
        let judged = judge(Reader::new(&b""[..], "stdout"), 4);
        assert!(judged.verdict.is_err(), "{:?}", judged.verdict);
    }
}
