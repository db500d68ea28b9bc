//! Judges the trace a program wrote for the search it was asked for (a board size, and a limit
//! or none): is it that search, does it follow the rules of [`crate::verify`], and is it the
//! canonical search?
//!
//! [`judge`] reads the trace once, as it arrives (from a pipe, say), and feeds it into a
//! [`Judge`]: the rules, and the comparison with the canonical search, which
//! [`Canonical::asking`] runs alongside. The search is the caller's, never the trace's: a
//! `start` that announces another board or another limit is a violation, so that a program
//! cannot pass by choosing a search that ends at once. Nothing is stored, so a program that writes millions
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
//! let judged = judge(Reader::new(&trace[..], "stdout"), 4, None);
//! assert_eq!(judged.events, 140);
//! assert!(matches!(judged.verdict, Ok(Judgement::Valid { divergence: None, .. })));
//!
//! // Asked for the first solution only, the complete search is not what was asked for.
//! let judged = judge(Reader::new(&trace[..], "stdout"), 4, Some(1));
//! assert!(matches!(judged.verdict, Ok(Judgement::Invalid(_))));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod grade;
mod model;
mod reversed;
mod transpose;

pub use model::{judge_model_output, Departure, Reordered};
pub use reversed::Reversed;
pub use transpose::Transposed;

use crate::event::Event;
use crate::reader::{ReadError, ReadErrorKind, Reader, StartFault, Trace};
use crate::sink::Sink;
use crate::verify::{Canonical, Difference, Judge, Rule, Summary, Verdict, Violation};
use std::convert::Infallible;
use std::io::BufRead;

/// The most of an offending line that [`Judged::line`] keeps, in bytes: enough to quote it,
/// never the whole of a line of a megabyte.
pub const LINE_KEPT: usize = 4096;

/// The verdict on a trace that could be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judgement {
    /// The trace follows every rule.
    Valid {
        /// What it holds.
        summary: Summary,
        /// Where it first differs from the canonical search for the `n` and `limit` asked
        /// for; `None` when it is that search, event for event.
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
    /// Whether the verdict is that of the trace with rows and columns swapped
    /// ([`Transposed`]): [`judge_output`] gives it when the trace as written breaks a rule
    /// and the swapped one is valid, as a column-by-column search is, or breaks one later.
    pub transposed: bool,
    /// The line that made the trace unreadable, its first [`LINE_KEPT`] bytes (as text, with
    /// invalid UTF-8 replaced), when [`judge_output`] read it: what the program printed there.
    pub line: Option<String>,
    /// Whether the trace, announcing no limit, ends right after its first solution: a search
    /// that stops at its first solution without saying so in its `start`.
    pub stopped_at_first: bool,
    /// Where the trace (as judged: turned, if [`Judged::transposed`]) first differs from the
    /// canonical search, whether it is valid or not; `None` if it is that search as far as
    /// it was read.
    pub difference: Option<Box<Difference>>,
    /// The verdict on the trace as written taken as a partial exercise record, the beginning
    /// of the search ([`Judge::verdict_as_prefix`]), for the caller that finds it is one;
    /// `None` when it could not be read to its end.
    pub as_prefix: Option<Judgement>,
    /// Whether the trace's `done` was read ([`judge_output`] only): a program that wrote it
    /// wrote its whole trace, whatever it does next.
    pub done: bool,
    /// Where a trace of another problem first departs from the search it was judged against
    /// ([`judge_model_output`] only): both events, to be said in the problem's words.
    pub departure: Option<Box<Departure>>,
    /// What the search with each variable's values reversed made of a trace of another
    /// problem that is not the model search ([`judge_model_output`] only).
    pub reordered: Option<Reordered>,
}

/// Judges the trace that `trace` reads, which the program was asked to write for board size
/// `n` and `limit` (`None`: the complete search; else a number of solutions, 1 or more). A
/// `start` that announces another board size or another limit is a violation of
/// [`Rule::Start`], as is a first line that cannot begin a trace. The reading stops at the
/// first violation: the caller ends the program if it is still writing.
pub fn judge<T: Trace>(mut trace: T, n: u32, limit: Option<u64>) -> Judged {
    let mut judge = Judge::against(Canonical::asking(n, limit));
    let verdict = trace.feed::<_, ReadError>(&mut judge).map(|()| judgement(&judge));
    let verdict = verdict.or_else(unreadable);
    let difference = judge.difference().cloned().map(Box::new);
    let (transposed, line, stopped_at_first) = (false, None, false);
    let as_prefix = verdict.is_ok().then(|| judgement_as_prefix(&judge));
    let events = judge.events();
    Judged {
        events,
        verdict,
        transposed,
        line,
        stopped_at_first,
        difference,
        as_prefix,
        done: false,
        departure: None,
        reordered: None,
    }
}

/// [`judge`] of a program's output `src` (named `name` in errors), asked to begin from the
/// teacher's `start` (the columns of the queens on the first rows; empty: the whole search),
/// with what a student needs
/// to hear of a wrong one: the line that made it unreadable ([`Judged::line`]), a search that
/// stopped at its first solution without saying so ([`Judged::stopped_at_first`]), and, for a
/// trace that breaks a rule as written, the verdict on it with rows and columns swapped when
/// that one is valid ([`Judged::transposed`]). Both readings are judged side by side as the
/// trace arrives, so nothing is stored; the swapped one stops at its first violation, which
/// for a row-by-row search comes within a few events.
pub fn judge_output<R: BufRead>(
    src: R,
    name: &str,
    n: u32,
    limit: Option<u64>,
    start: &[u32],
) -> Judged {
    judge_lines(Reader::new(src, name).keep_lines(true), None, n, limit, start)
}

/// What [`judge_own_board`] found: the board the trace announced, the start it was asked to
/// begin from there, and the judgement.
#[derive(Debug)]
pub struct OwnBoard {
    /// The board size its first line announced; `None` when that line gives none that a
    /// search can be asked for, and [`Judged::verdict`] is the reader's refusal of it.
    pub n: Option<u32>,
    /// The start the caller gave for that board (empty without one).
    pub start: Vec<u32>,
    /// The judgement, as [`judge_output`]'s.
    pub judged: Judged,
}

/// [`judge_output`] of a trace that names its own board, as a saved trace does: the board is
/// the one its `start` announces, and `start` gives the search's start for it (or the
/// caller's error, returned as it is). The first line is read by the reader that reads the
/// rest, once, so that it is taken and refused exactly as `verify` takes and refuses it.
/// A first line that cannot begin a trace (another event, another schema, a board size out
/// of range) leaves the board `None` and is a violation of [`Rule::Start`]; any other
/// refusal (not JSON, not this schema's event, an empty input) leaves it unreadable, in the
/// reader's words with its line.
pub fn judge_own_board<R: BufRead, E>(
    src: R,
    name: &str,
    limit: Option<u64>,
    start: impl FnOnce(u32) -> Result<Vec<u32>, E>,
) -> Result<OwnBoard, E> {
    let mut reader = Reader::new(src, name).keep_lines(true);
    let refused = |e: ReadError, line: Option<String>| OwnBoard {
        n: None,
        start: Vec::new(),
        judged: Judged {
            events: 0,
            verdict: unreadable(e),
            transposed: false,
            line,
            stopped_at_first: false,
            difference: None,
            as_prefix: None,
            done: false,
            departure: None,
            reordered: None,
        },
    };
    let first = match reader.next() {
        Some(Ok(first)) => first,
        Some(Err(e)) => {
            let line = offending_line(&reader, &e);
            return Ok(refused(e, line));
        }
        // A reader's input always has a first line, or is refused as empty.
        None => {
            let e = ReadError { source: name.into(), line: 0, kind: ReadErrorKind::Empty };
            return Ok(refused(e, None));
        }
    };
    // The reader's first event is always a start: it refuses any other.
    let n = match &first {
        Event::Start { n, .. } => *n,
        other => {
            let kind = ReadErrorKind::Start(StartFault::NotStart(other.kind()));
            return Ok(refused(ReadError { source: name.into(), line: 1, kind }, None));
        }
    };
    let start = start(n)?;
    let judged = judge_lines(reader, Some(&first), n, limit, &start);
    Ok(OwnBoard { n: Some(n), start, judged })
}

/// [`judge_output`] of what `reader` reads, after `first`, the event it has read already (if
/// any).
fn judge_lines<R: BufRead>(
    mut reader: Reader<R>,
    first: Option<&Event>,
    n: u32,
    limit: Option<u64>,
    start: &[u32],
) -> Judged {
    let asked = || Judge::against(Canonical::asking(n, limit).from(start));
    let mut both = Both {
        plain: Watch {
            judge: asked(),
            going: true,
            unlimited: false,
            last: None,
            stopped: false,
            done: false,
        },
        turned: Transposed::new(asked()),
        turned_going: true,
    };
    let going = first.map_or(true, |e| {
        let Ok(going) = both.event(e);
        going
    });
    let read = match going {
        true => reader.feed::<_, ReadError>(&mut both),
        false => both.finish().map_err(|never| match never {}),
    };
    let plain = &both.plain;
    let (events, verdict, transposed) = match read {
        Err(e) => {
            let line = offending_line(&reader, &e);
            let events = plain.judge.events();
            let difference = plain.judge.difference().cloned().map(Box::new);
            let (verdict, transposed, stopped_at_first) = (unreadable(e), false, false);
            let as_prefix = None;
            let done = plain.done;
            return Judged {
                events,
                verdict,
                transposed,
                line,
                stopped_at_first,
                difference,
                as_prefix,
                done,
                departure: None,
                reordered: None,
            };
        }
        Ok(()) => {
            let as_written = judgement(&plain.judge);
            let turned = judgement(both.turned.inner());
            // Turned, the trace is judged when it is valid so, or when it breaks a rule
            // later than as written: a column-by-column search with a mistake of its own.
            let (plain_events, turned_events) =
                (plain.judge.events(), both.turned.inner().events());
            match (&as_written, &turned) {
                (Judgement::Invalid(_), Judgement::Valid { .. }) => (turned_events, turned, true),
                (Judgement::Invalid(_), Judgement::Invalid(_)) if turned_events > plain_events => {
                    (turned_events, turned, true)
                }
                _ => (plain_events, as_written, false),
            }
        }
    };
    let stopped_at_first = !transposed && plain.stopped && matches!(verdict, Judgement::Invalid(_));
    let chosen = if transposed { both.turned.inner() } else { &plain.judge };
    let difference = chosen.difference().cloned().map(Box::new);
    let as_prefix = Some(judgement_as_prefix(&plain.judge));
    let done = plain.done;
    let verdict = Ok(verdict);
    Judged {
        events,
        verdict,
        transposed,
        line: None,
        stopped_at_first,
        difference,
        as_prefix,
        done,
        departure: None,
        reordered: None,
    }
}

/// The line that made the trace unreadable, its first [`LINE_KEPT`] bytes, when it is one the
/// program may have printed among its events (not JSON of an event, or empty).
fn offending_line<R: BufRead>(reader: &Reader<R>, e: &ReadError) -> Option<String> {
    let stray = matches!(
        e.kind,
        ReadErrorKind::Json(_) | ReadErrorKind::ProblemJson(_) | ReadErrorKind::Blank
    );
    let line = &reader.line()[..reader.line().len().min(LINE_KEPT)];
    stray.then(|| String::from_utf8_lossy(line).into_owned())
}

/// The judgement of a trace read to its end taken as a partial record: the beginning of the
/// search, its difference from the canonical search (if any) before the record ends.
fn judgement_as_prefix(judge: &Judge) -> Judgement {
    match judge.verdict_as_prefix() {
        Verdict::Valid(summary) => {
            let divergence = judge.difference_as_prefix().cloned().map(Box::new);
            Judgement::Valid { summary, divergence }
        }
        Verdict::Invalid(v) => Judgement::Invalid(v),
    }
}

/// The judgement of a trace read to its end (or to the judge's first violation).
fn judgement(judge: &Judge) -> Judgement {
    match judge.verdict() {
        Verdict::Valid(summary) => {
            let divergence = judge.difference().cloned().map(Box::new);
            Judgement::Valid { summary, divergence }
        }
        Verdict::Invalid(v) => Judgement::Invalid(v),
    }
}

/// A read error that breaks a rule (a first line that cannot begin a trace) is that rule's
/// violation; any other leaves the trace unreadable.
fn unreadable(e: ReadError) -> Result<Judgement, ReadError> {
    Violation::from_read_error(&e).map(Judgement::Invalid).ok_or(e)
}

/// The judge of the trace as written, and what it notices on the way.
struct Watch {
    judge: Judge,
    /// Whether the judge still wants events.
    going: bool,
    /// Whether the trace's `start` announced no limit.
    unlimited: bool,
    /// The index of the solution just before, if the last event was one.
    last: Option<u64>,
    /// Whether `done` came right after solution 1 of a search without a limit.
    stopped: bool,
    /// Whether `done` was read.
    done: bool,
}

impl Watch {
    fn event(&mut self, event: &Event) -> bool {
        match event {
            Event::Start { limit, .. } => self.unlimited = limit.is_none(),
            Event::Done { .. } => {
                self.stopped = self.unlimited && self.last == Some(1);
                self.done = true;
            }
            _ => {}
        }
        self.last = match event {
            Event::Solution { index, .. } => Some(*index),
            _ => None,
        };
        let Ok(going) = self.judge.event(event);
        self.going = going;
        going
    }
}

/// The trace as written and turned, judged side by side until both have stopped.
struct Both {
    plain: Watch,
    turned: Transposed<Judge>,
    turned_going: bool,
}

impl Sink for Both {
    type Error = Infallible;

    fn event(&mut self, event: &Event) -> Result<bool, Infallible> {
        if self.plain.going {
            self.plain.event(event);
        }
        if self.turned_going {
            self.turned_going = self.turned.event(event)?;
        }
        Ok(self.plain.going || self.turned_going)
    }

    fn finish(&mut self) -> Result<(), Infallible> {
        self.plain.judge.finish()?;
        self.turned.finish()
    }
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
            let judged = judge(Reader::new(&trace[..], "t"), n, None);
            let Ok(Judgement::Valid { summary, divergence }) = judged.verdict else {
                panic!("n={n}: {:?}", judged.verdict)
            };
            assert_eq!(divergence, None);
            assert_eq!(judged.events, summary.events);
        }
    }

    #[test]
    fn the_search_asked_for_is_the_one_judged_not_the_traces() {
        let first = |n| {
            let mut events = Vec::new();
            Solver::new(n).unwrap().limit(Some(1)).run(&mut events).unwrap();
            jsonl(&events)
        };
        // The first solution, asked for and given.
        let judged = judge(Reader::new(&first(6)[..], "t"), 6, Some(1));
        assert!(matches!(judged.verdict, Ok(Judgement::Valid { divergence: None, .. })));
        // A limit the program chose for itself, when the complete search was asked for: 0
        // (start, then done at once) or 1; and the complete search when a limit was asked.
        let zero = "{\"event\":\"start\",\"step\":0,\"schema\":\"nqueens-trace/1\",\"n\":6,\"limit\":0}\n\
            {\"event\":\"done\",\"step\":1,\"solutions\":0,\"tries\":0,\"accepts\":0,\"rejects\":0,\"backtracks\":0,\"complete\":false}\n";
        for (trace, limit, announced) in [
            (zero.as_bytes().to_vec(), None, Some(0)),
            (first(6), None, Some(1)),
            (jsonl(&canonical(6)), Some(1), None),
            (first(6), Some(2), Some(1)),
        ] {
            let judged = judge(Reader::new(&trace[..], "t"), 6, limit);
            let Ok(Judgement::Invalid(v)) = judged.verdict else {
                panic!("{limit:?}: {:?}", judged.verdict)
            };
            assert_eq!((v.step, v.rule()), (0, Rule::Start));
            assert_eq!(v.fault, crate::verify::Fault::AskedLimit { asked: limit, announced });
            assert!(v.fault.to_string().contains("not the one asked for"), "{}", v.fault);
            assert_eq!(judged.events, 1);
        }
        let v = crate::verify::Fault::AskedLimit { asked: None, announced: Some(0) };
        assert_eq!(
            v.to_string(),
            "the program was asked for the complete search (no limit), but its start announces \
             limit 0: the trace's search is not the one asked for"
        );
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
        let judged = judge(Reader::new(&trace[..], "t"), 4, None);
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
        let judged = judge(Reader::new(&trace[..], "t"), 4, None);
        let Ok(Judgement::Invalid(v)) = judged.verdict else { panic!("{:?}", judged.verdict) };
        assert_eq!(v.step, at as u64);
        assert_eq!(judged.events, at as u64 + 1);
    }

    #[test]
    fn another_board_size_is_a_violation_of_start() {
        let trace = jsonl(&canonical(5));
        let judged = judge(Reader::new(&trace[..], "t"), 4, None);
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
        let judged = judge(Reader::new(&b"hello\n"[..], "stdout"), 4, None);
        let Err(e) = judged.verdict else { panic!("{:?}", judged.verdict) };
        assert!(e.to_string().starts_with("stdout:1: "), "{e}");
        let judged = judge(Reader::new(&b""[..], "stdout"), 4, None);
        assert!(judged.verdict.is_err(), "{:?}", judged.verdict);
    }

    /// `run`'s trace for `n` from `start`, as JSON Lines.
    fn from_start(n: u32, start: &[u32]) -> Vec<u8> {
        let mut events = Vec::new();
        Solver::new(n).unwrap().from(start).unwrap().run(&mut events).unwrap();
        jsonl(&events)
    }

    #[test]
    fn a_start_is_judged_against_the_start_asked_for() {
        let trace = from_start(6, &[1, 3]);
        let judged = judge_output(&trace[..], "t", 6, None, &[1, 3]);
        assert!(matches!(judged.verdict, Ok(Judgement::Valid { divergence: None, .. })));
        // Another start, or none, is not the search asked for.
        for (asked, trace) in [(&[1, 4][..], from_start(6, &[1, 3])), (&[1, 3], from_start(6, &[]))]
        {
            let judged = judge_output(&trace[..], "t", 6, None, asked);
            let Ok(Judgement::Invalid(v)) = judged.verdict else { panic!("{:?}", judged.verdict) };
            assert_eq!((v.step, v.rule()), (0, Rule::Start), "{}", v.fault);
        }
        let v = crate::verify::Fault::AskedStart { asked: vec![1, 3], announced: vec![] };
        assert_eq!(
            v.to_string(),
            "the program was asked to begin from the start [1,3], but its start announces the top of the tree (no start): the trace's search is not the one asked for"
        );
    }

    #[test]
    fn the_rules_hold_a_start_as_queens_never_lifted() {
        use crate::verify::{verify, Fault, Level, Verdict};
        let judge = |events: Vec<Event>| verify(events.into_iter().map(Ok::<_, ()>), Level::Rules);
        let mut events = Vec::new();
        Solver::new(5).unwrap().from(&[1, 3]).unwrap().run(&mut events).unwrap();
        assert!(matches!(judge(events.clone()), Ok(Verdict::Valid(_))));
        // An illegal start.
        let mut bad = events.clone();
        if let Event::Start { start, .. } = &mut bad[0] {
            *start = crate::event::Position::new(&[1, 2]).unwrap();
        }
        let Ok(Verdict::Invalid(v)) = judge(bad) else { panic!() };
        assert!(matches!(v.fault, Fault::BadStart(_)), "{}", v.fault);
        // The start's queens stand: an accept in their column is attacked, a lift of one is
        // refused.
        let lift = vec![events[0].clone(), Event::Backtrack { step: 1, row: 1, col: 3 }];
        let Ok(Verdict::Invalid(v)) = judge(lift) else { panic!() };
        assert_eq!(v.fault, Fault::LiftsStart { row: 1, col: 3 });
        // Complete means the whole subtree: a search of [1] on n=6 that stops at its first
        // solution but claims to be complete leaves queens below the start unlifted, and only
        // those are named.
        let mut first = Vec::new();
        Solver::new(6).unwrap().from(&[1]).unwrap().limit(Some(1)).run(&mut first).unwrap();
        if let Event::Start { limit, .. } = &mut first[0] {
            *limit = None;
        }
        if let Some(Event::Done { complete, .. }) = first.last_mut() {
            *complete = true;
        }
        let Ok(Verdict::Invalid(v)) = judge(first) else { panic!() };
        let Fault::NeverLifted(queens) = &v.fault else { panic!("{}", v.fault) };
        assert_eq!(queens.len(), 5);
        assert!(!queens.contains(&(0, 1)), "{queens:?}");
    }

    #[test]
    fn judge_output_notices_what_a_student_needs_to_hear() {
        // A stray line: kept, at most LINE_KEPT bytes of it.
        let mut trace = jsonl(&canonical(4));
        let long = "x".repeat(10_000);
        trace.splice(0..0, format!("{long}\n").bytes());
        let judged = judge_output(&trace[..], "stdout", 4, None, &[]);
        assert!(judged.verdict.is_err());
        assert_eq!(judged.line.as_deref().map(str::len), Some(LINE_KEPT));
        // Rows and columns swapped: valid turned, and said so.
        let turned: Vec<Event> = {
            let mut t = Transposed::new(Vec::new());
            for e in canonical(5) {
                t.event(&e).unwrap();
            }
            t.inner().clone()
        };
        let judged = judge_output(&jsonl(&turned)[..], "t", 5, None, &[]);
        assert!(judged.transposed);
        assert!(matches!(judged.verdict, Ok(Judgement::Valid { divergence: None, .. })));
        // The canonical search is not turned.
        let judged = judge_output(&jsonl(&canonical(5))[..], "t", 5, None, &[]);
        assert!(!judged.transposed && !judged.stopped_at_first);
        // Stopped at the first solution, announcing no limit.
        let mut first = Vec::new();
        Solver::new(6).unwrap().limit(Some(1)).run(&mut first).unwrap();
        if let Event::Start { limit, .. } = &mut first[0] {
            *limit = None;
        }
        let judged = judge_output(&jsonl(&first)[..], "t", 6, None, &[]);
        assert!(judged.stopped_at_first, "{:?}", judged.verdict);
    }
}
