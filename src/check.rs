//! Judges the trace a program wrote for one board size: does it follow the rules of
//! [`crate::verify`], and is it the canonical search?
//!
//! [`judge`] reads the trace once, as it arrives (from a pipe, say): each event goes to a
//! [`Verifier`] and is compared with the event of the canonical search at the same step, which
//! [`Events`] produces alongside. Nothing is stored, so a program that writes millions of
//! events is judged in flat memory. This is the library half of `nqueens-trace check`; running
//! the program, its timeout and the report are the command line's.
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

use crate::diff::{diff, Divergence};
use crate::event::Event;
use crate::reader::{ReadError, Reader};
use crate::solver::Solver;
use crate::stream::Events;
use crate::verify::{Rule, Summary, Verifier, Violation};
use std::io::BufRead;

/// The verdict on a trace that could be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judgement {
    /// The trace follows every rule.
    Valid {
        /// What it holds.
        summary: Summary,
        /// Where it first differs from the canonical search for its `n` and `limit`;
        /// `None` when it is that search, event for event.
        divergence: Option<Box<Divergence>>,
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

/// Judges the trace read by `reader`, which the program was asked to write for board size
/// `n`. A `start` that announces another board size is a violation of [`Rule::Start`]. The
/// reading stops at the first violation: the caller ends the program if it is still writing.
pub fn judge<R: BufRead>(reader: Reader<R>, n: u32) -> Judged {
    let mut judge = Judge { reader, verifier: Verifier::new(), violation: None, events: 0 };
    let verdict = judge.run(n);
    Judged { events: judge.events, verdict }
}

/// The trace being judged: an iterator of its events that feeds the verifier on the way and
/// ends at the first violation.
struct Judge<R> {
    reader: Reader<R>,
    verifier: Verifier,
    violation: Option<Violation>,
    events: u64,
}

impl<R: BufRead> Judge<R> {
    fn run(&mut self, n: u32) -> Result<Judgement, ReadError> {
        let first = match self.next() {
            Some(Ok(first)) => first,
            Some(Err(e)) => {
                return match Violation::from_read_error(&e) {
                    Some(v) => Ok(Judgement::Invalid(v)),
                    None => Err(e),
                }
            }
            None => {
                let v = self.violation.take();
                return Ok(Judgement::Invalid(v.unwrap_or_else(|| self.finish_error())));
            }
        };
        let Event::Start { n: announced, limit, .. } = first else {
            return Ok(Judgement::Invalid(self.finish_error()));
        };
        let solver = match Solver::new(n) {
            Ok(solver) if announced == n => solver.limit(limit),
            _ => {
                return Ok(Judgement::Invalid(Violation {
                    step: 0,
                    rule: Rule::Start,
                    message: format!(
                        "the program was asked for n={n}, but its start announces n={announced}"
                    ),
                }))
            }
        };
        let canonical = Events::new(solver).map(Ok);
        // The canonical start is the one just read (same n, same limit): compare from there.
        let divergence = diff(std::iter::once(Ok(first.clone())).chain(&mut *self), canonical, 3)?;
        if let Some(v) = self.violation.take() {
            return Ok(Judgement::Invalid(v));
        }
        Ok(match self.verifier.finish() {
            Ok(summary) => Judgement::Valid { summary, divergence: divergence.map(Box::new) },
            Err(v) => Judgement::Invalid(v),
        })
    }

    /// The verifier's complaint about a trace that ends here.
    fn finish_error(&self) -> Violation {
        match self.verifier.finish() {
            Err(v) => v,
            // A trace of no events cannot be valid; the verifier says so, this is a fallback.
            Ok(_) => Violation {
                step: self.events,
                rule: Rule::Start,
                message: "the trace holds no events".to_string(),
            },
        }
    }
}

impl<R: BufRead> Iterator for Judge<R> {
    type Item = Result<Event, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.violation.is_some() {
            return None;
        }
        let event = match self.reader.next()? {
            Ok(event) => event,
            Err(e) => return Some(Err(e)),
        };
        self.events += 1;
        if let Err(v) = self.verifier.event(&event) {
            self.violation = Some(v);
            return None;
        }
        Some(Ok(event))
    }
}

/// `text` with every control and bidirectional-formatting character escaped as Rust's
/// `escape_debug` writes it (`\n`, `\u{202e}`), so that text a program wrote shows as the
/// characters it is and cannot move the cursor, colour the terminal or reorder a line. Other
/// characters, Persian and Chinese included, are kept as they are.
pub fn printable(text: &str) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() || is_invisible_format(c) => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out
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

/// The characters that change how a line is laid out without showing: the bidirectional
/// marks, embeddings, overrides and isolates, and the zero-width ones.
fn is_invisible_format(c: char) -> bool {
    matches!(c, '\u{061c}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::JsonlWriter;

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
        assert_eq!((v.step, v.rule), (0, Rule::Start));
        assert_eq!(v.message, "the program was asked for n=4, but its start announces n=5");
    }

    #[test]
    fn printable_escapes_controls_and_bidi_and_keeps_scripts() {
        assert_eq!(
            printable("a\u{1b}[31mb\nc\u{202e}d \u{645}\u{646} 皇后\t"),
            "a\\u{1b}[31mb\\nc\\u{202e}d \u{645}\u{646} 皇后\\t"
        );
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
