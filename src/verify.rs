//! Proves that a trace is a correct backtracking search, whoever wrote it.
//!
//! [`Verifier`] is a [`Sink`](crate::Sink) that takes events one at a time and keeps only the
//! board and a few counters, so a trace of any length is checked in flat memory. [`verify`]
//! feeds it a stream of events and returns a [`Verdict`]: the [`Summary`] of a valid trace, or
//! the first [`Violation`], which names the offending step, the [`Rule`] it breaks and the
//! [`Fault`]: the facts, which its `Display` puts in plain words.
//!
//! At [`Level::Rules`] any column order inside a row is legal (a search from right to left is
//! correct); [`Level::Strict`] also requires the very events, in the very order, that
//! [`Solver`](crate::Solver) produces for the trace's `n` and `limit` ([`Canonical`]). The
//! solver runs alongside the reader, so nothing is stored. Both are one sink, the [`Judge`],
//! which `check` feeds too.
//!
//! ```
//! use nqueens_trace::verify::{verify, Fault, Level, Rule, Verdict};
//! use nqueens_trace::{Event, Solver};
//!
//! let mut events: Vec<Event> = Vec::new();
//! Solver::new(4)?.run(&mut events)?;
//! let ok = |events: &[Event]| events.to_vec().into_iter().map(Ok::<_, ()>);
//! let Ok(Verdict::Valid(summary)) = verify(ok(&events), Level::Strict) else { panic!() };
//! assert_eq!(summary.totals.solutions, 2);
//!
//! // Move the first accept one column to the right: (0,1) was never tried.
//! events[2] = Event::Accept { step: 2, row: 0, col: 1 };
//! let Ok(Verdict::Invalid(v)) = verify(ok(&events), Level::Rules) else { panic!() };
//! assert_eq!(v.rule(), Rule::Answer);
//! // The facts, for a front end with words of its own; `Display` has verify's.
//! assert!(matches!(v.fault, Fault::Unanswered { tried: 1, row: 0, col: 0, .. }));
//! assert_eq!(
//!     v.to_string(),
//!     "step 2: try (0,0) at step 1 must be followed at once by its accept or reject, not by accept (0,1)"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod canonical;
mod fault;
mod said;
mod verifier;

pub use canonical::{Canonical, Difference, Judge};
pub use fault::Fault;
pub use verifier::Verifier;

use crate::event::Event;
use crate::reader::{ReadError, ReadErrorKind, StartFault, Trace};
use crate::sink::feed_infallible;
use crate::solver::Stats;
// The one-line description of an event lives beside the event; named here, where callers met it.
pub use crate::event::describe;
pub use crate::lang::verdicts::describe_in;
use std::fmt;

/// The number of solutions of each board size `n` (the index), 0 to 20: OEIS A000170.
pub const KNOWN_SOLUTIONS: [u64; 21] = [
    1,
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2680,
    14200,
    73712,
    365596,
    2279184,
    14772512,
    95815104,
    666090624,
    4968057848,
    39029188884,
];

/// How much [`verify`] demands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// The rules of a correct backtracking search, in any column order.
    Rules,
    /// The rules, and exactly the events of [`Solver`](crate::Solver) for the trace's `n` and
    /// `limit`.
    Strict,
}

/// A rule of a correct trace, as [`Violation::rule`] names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    /// The trace begins with a `start` of a supported schema and board size, and has only one.
    Start,
    /// Steps count 0, 1, 2, … with no gap.
    Steps,
    /// The trace ends with `done`, and nothing follows it.
    Done,
    /// A `try` is in the row just below the queens on the board, in a column of the board.
    TryRow,
    /// A square is tried at most once under the same queens.
    TryOnce,
    /// A `try` is followed at once by the `accept` or `reject` of the same square, and these
    /// only follow their `try`.
    Answer,
    /// An `accept` is only of a square that no queen attacks.
    Accept,
    /// A `reject` is only of an attacked square, and names a queen on the board that attacks it
    /// the way it states.
    Reject,
    /// A `solution` follows exactly the accept that completes the board, lists its queens, and
    /// solutions count 1, 2, 3, ….
    Solution,
    /// A `backtrack` lifts the queen placed last.
    Backtrack,
    /// A search with a limit of k stops right after its k-th solution, and only then.
    Limit,
    /// A search that claims `complete: true` explored every square and found every solution.
    Complete,
    /// The counts in `done` equal what the trace holds.
    Counts,
    /// (Strict only) The events are those of the canonical search.
    Canonical,
}

/// The first place a trace breaks a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The step of the offending event (for a trace that ends too early, the step where the
    /// missing event belongs).
    pub step: u64,
    /// What is wrong, as facts; its `Display` says it in plain words, without the step.
    pub fault: Fault,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {}: {}", self.step, self.fault)
    }
}

impl std::error::Error for Violation {}

impl Violation {
    /// The violation `fault` at `step`.
    pub fn new(step: u64, fault: Fault) -> Violation {
        Violation { step, fault }
    }

    /// The rule broken.
    pub fn rule(&self) -> Rule {
        self.fault.rule()
    }

    /// The violation of [`Rule::Start`] by a first event that cannot begin a trace, at `step`.
    fn start(step: u64, fault: &StartFault) -> Violation {
        let fault = match fault {
            StartFault::NotStart(kind) => Fault::NotStart(*kind),
            StartFault::Schema(s) => Fault::Schema(s.clone()),
            StartFault::Size(n) => Fault::Size(*n),
            StartFault::Instance(e) => Fault::Instance(e.clone()),
        };
        Violation::new(step, fault)
    }

    /// The violation of [`Rule::Start`] behind a reader's refusal of a first line (not a
    /// `start`, another schema, a board size out of range); `None` for any other read error,
    /// which means the input is unreadable rather than invalid.
    pub fn from_read_error(err: &ReadError) -> Option<Violation> {
        match &err.kind {
            ReadErrorKind::Start(fault) => {
                Some(Violation::start(err.line.saturating_sub(1), fault))
            }
            _ => None,
        }
    }
}

/// What a valid trace holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    /// The board size.
    pub n: u32,
    /// The limit of the search, from `start`.
    pub limit: Option<u64>,
    /// The number of events, `start` and `done` included.
    pub events: u64,
    /// The totals, as `done` states them and the trace confirms: the [`Stats`] that the
    /// solver returns for the same search.
    pub totals: Stats,
    /// Whether the trace was also checked to be the canonical search.
    pub strict: bool,
    /// Whether it was judged as a partial record, the beginning of a search left before its
    /// end ([`Judge::verdict_as_prefix`]): a valid one follows every rule as far as it goes.
    pub partial: bool,
}

impl fmt::Display for Summary {
    /// The English of [`Summary::said`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(crate::lang::Lang::En.messages()))
    }
}

/// The outcome of [`verify`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The trace is correct.
    Valid(Summary),
    /// The trace breaks a rule.
    Invalid(Violation),
}

/// Verifies a stream of events at `level`: feeds them into the [`Judge`] of that level. An
/// error of the stream (an unreadable line) is returned as it is; a rule broken is a
/// [`Verdict::Invalid`].
pub fn verify<I, E>(events: I, level: Level) -> Result<Verdict, E>
where
    I: IntoIterator<Item = Result<Event, E>>,
{
    let mut judge = Judge::new(level);
    feed_infallible(&mut judge, events)?;
    Ok(judge.verdict())
}

/// [`verify`] of the trace that `trace` reads (a [`Reader`](crate::Reader), or an
/// [`Ahead`](crate::reader::Ahead) that parses on threads of its own while this one checks),
/// with the same verdict and errors, faster: the events are pushed into the judge with
/// [`Trace::feed`].
pub fn verify_reader<T: Trace>(trace: T, level: Level) -> Result<Verdict, ReadError> {
    judge_reader(trace, level).map(|judge| judge.verdict())
}

/// The [`Judge`] at `level` that has read the whole of `trace` ([`verify_reader`]), for a
/// caller that learns only at the end how to take it: [`Judge::verdict`], or
/// [`Judge::verdict_as_prefix`] for a partial exercise record.
pub fn judge_reader<T: Trace>(mut trace: T, level: Level) -> Result<Judge, ReadError> {
    let mut judge = Judge::new(level);
    trace.feed::<_, ReadError>(&mut judge)?;
    Ok(judge)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Reader, Sink, Solver, SCHEMA};

    #[test]
    fn strict_refuses_a_limit_of_0_as_run_does() {
        let events = [
            Event::Start {
                step: 0,
                schema: SCHEMA.into(),
                n: 4,
                limit: Some(0),
                start: crate::event::Position::NONE,
            },
            Event::Done {
                step: 1,
                solutions: 0,
                tries: 0,
                accepts: 0,
                rejects: 0,
                backtracks: 0,
                complete: false,
            },
        ];
        let read = || events.iter().cloned().map(Ok::<_, std::convert::Infallible>);
        assert!(matches!(verify(read(), Level::Rules), Ok(Verdict::Valid(_))));
        let Ok(Verdict::Invalid(v)) = verify(read(), Level::Strict) else {
            panic!("a limit of 0 passed the strict level");
        };
        assert_eq!((v.step, v.rule()), (0, Rule::Canonical));
        assert!(v.to_string().contains("limit 0"), "{v}");
    }

    #[test]
    fn summary_is_one_line() {
        let summary = Summary {
            n: 5,
            limit: Some(1),
            events: 12,
            totals: Stats {
                solutions: 1,
                tries: 5,
                accepts: 5,
                rejects: 0,
                backtracks: 0,
                complete: false,
            },
            strict: true,
            partial: false,
        };
        assert_eq!(
            summary.to_string(),
            "valid: n=5, stopped at its limit, 1 solution, 12 events \
             (5 tries, 5 accepts, 0 rejects, 0 backtracks); the canonical search"
        );
    }

    #[test]
    fn a_refused_first_line_is_a_violation_of_start() {
        let err = ReadError {
            source: "t".into(),
            line: 1,
            kind: ReadErrorKind::Start(StartFault::Size(40)),
        };
        assert_eq!(
            Violation::from_read_error(&err).map(|v| (v.rule(), v.to_string())),
            Some((
                Rule::Start,
                "step 0: start announces n=40, but boards run from 1 to 32".to_string()
            ))
        );
        let err = ReadError { source: "t".into(), line: 7, kind: ReadErrorKind::Blank };
        assert_eq!(Violation::from_read_error(&err), None);
    }

    /// `verify_reader` gives `verify`'s verdict, or its error, for valid traces and for traces
    /// with a line removed, repeated, changed or damaged, at every level.
    #[test]
    fn verify_reader_is_verify_of_the_reader() {
        let mut events = Vec::new();
        Solver::new(5).unwrap().run(&mut events).unwrap();
        let mut w = crate::JsonlWriter::new(Vec::new());
        for e in &events {
            w.event(e).unwrap();
        }
        w.finish().unwrap();
        let bytes = w.into_inner();
        let lines: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
        let mut inputs = vec![bytes.clone(), Vec::new(), b"\n".to_vec()];
        for i in [0, 1, 2, 3, 40, lines.len() - 2, lines.len() - 1] {
            let mut removed = lines.clone();
            removed.remove(i);
            let mut repeated = lines.clone();
            repeated.insert(i, lines[i]);
            let mut swapped = lines.clone();
            swapped.swap(i, (i + 1) % lines.len());
            let changed = lines[i].iter().map(|&b| match b {
                b'1' => b'2',
                b'2' => b'1',
                b => b,
            });
            let mut damaged = lines.clone();
            let cut = &lines[i][..lines[i].len() / 2];
            damaged[i] = cut;
            for input in [removed, repeated, swapped, damaged] {
                inputs.push(input.concat());
            }
            let mut input = lines[..i].concat();
            input.extend(changed);
            input.extend(lines[i + 1..].concat());
            inputs.push(input);
        }
        let shown = |r: Result<Verdict, ReadError>| r.map_err(|e| e.to_string());
        let mut outcomes = [0; 3];
        for input in &inputs {
            for level in [Level::Rules, Level::Strict] {
                let read = || Reader::new(&input[..], "t.jsonl");
                let want = shown(verify(read(), level));
                outcomes[match want {
                    Ok(Verdict::Valid(_)) => 0,
                    Ok(Verdict::Invalid(_)) => 1,
                    Err(_) => 2,
                }] += 1;
                assert_eq!(shown(verify_reader(read(), level)), want, "{level:?}");
            }
        }
        // Valid traces, invalid ones and unreadable ones, each several times.
        assert!(outcomes.iter().all(|&k| k > 2), "{outcomes:?}");
    }

    #[test]
    fn known_counts_match_the_solver_for_small_boards() {
        for n in 1..=8u32 {
            let stats = Solver::new(n).unwrap().run(&mut crate::Ignore).unwrap();
            assert_eq!(stats.solutions, KNOWN_SOLUTIONS[n as usize], "n={n}");
        }
    }
}
