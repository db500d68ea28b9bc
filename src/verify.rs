//! Proves that a trace is a correct backtracking search, whoever wrote it.
//!
//! [`Verifier`] takes events one at a time and keeps only the board and a few counters, so a
//! trace of any length is checked in flat memory. [`verify`] runs it over a stream of events and
//! returns a [`Verdict`]: the [`Summary`] of a valid trace, or the first [`Violation`], which
//! names the offending step and the [`Rule`] it breaks in plain words.
//!
//! At [`Level::Rules`] any column order inside a row is legal (a search from right to left is
//! correct); [`Level::Strict`] also requires the very events, in the very order, that
//! [`Solver`] produces for the trace's `n` and `limit`. The solver runs alongside the reader, so
//! nothing is stored.
//!
//! ```
//! use nqueens_trace::verify::{verify, Level, Rule, Verdict};
//! use nqueens_trace::{Event, Solver};
//!
//! let mut events: Vec<Event> = Vec::new();
//! Solver::new(4)?.run(&mut events)?;
//! let ok = |events: &[Event]| events.to_vec().into_iter().map(Ok::<_, ()>);
//! let Ok(Verdict::Valid(summary)) = verify(ok(&events), Level::Strict) else { panic!() };
//! assert_eq!(summary.solutions, 2);
//!
//! // Move the first accept one column to the right: (0,1) was never tried.
//! events[2] = Event::Accept { step: 2, row: 0, col: 1 };
//! let Ok(Verdict::Invalid(v)) = verify(ok(&events), Level::Rules) else { panic!() };
//! assert_eq!(v.rule, Rule::Answer);
//! assert_eq!(
//!     v.to_string(),
//!     "step 2: try (0,0) at step 1 must be followed at once by its accept or reject, not by accept (0,1)"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::event::{Conflict, Event, MAX_N, SCHEMA};
use crate::reader::{ReadError, ReadErrorKind};
use crate::sink::Sink;
use crate::solver::{Solver, Stats};
use std::fmt;
use std::io;

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
    /// The rules, and exactly the events of [`Solver`] for the trace's `n` and `limit`.
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
    /// (`--strict`) The events are those of the canonical search.
    Canonical,
}

/// The first place a trace breaks a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The step of the offending event (for a trace that ends too early, the step where the
    /// missing event belongs).
    pub step: u64,
    /// The rule broken.
    pub rule: Rule,
    /// What is wrong, in plain words, without the step.
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {}: {}", self.step, self.message)
    }
}

impl std::error::Error for Violation {}

impl Violation {
    fn new(step: u64, rule: Rule, message: impl Into<String>) -> Violation {
        Violation {
            step,
            rule,
            message: message.into(),
        }
    }

    /// The violation of [`Rule::Start`] behind a reader's refusal of a first line (not a
    /// `start`, another schema, a board size out of range); `None` for any other read error,
    /// which means the input is unreadable rather than invalid.
    pub fn from_read_error(err: &ReadError) -> Option<Violation> {
        let step = err.line.saturating_sub(1);
        let message = match &err.kind {
            ReadErrorKind::NotStart(kind) => {
                format!("the trace begins with {kind}, but a trace must begin with start")
            }
            ReadErrorKind::Schema(s) => {
                format!("start names schema {s:?}, but only \"{SCHEMA}\" is supported")
            }
            ReadErrorKind::Size(n) => {
                format!("start announces n={n}, but boards run from 1 to {MAX_N}")
            }
            _ => return None,
        };
        Some(Violation::new(step, Rule::Start, message))
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
    /// The counts, as `done` states them and the trace confirms.
    pub solutions: u64,
    /// `try` events.
    pub tries: u64,
    /// `accept` events.
    pub accepts: u64,
    /// `reject` events.
    pub rejects: u64,
    /// `backtrack` events.
    pub backtracks: u64,
    /// Whether the search was complete.
    pub complete: bool,
    /// Whether the trace was also checked to be the canonical search.
    pub strict: bool,
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |k: u64| if k == 1 { "" } else { "s" };
        write!(f, "valid: n={}, ", self.n)?;
        match (self.complete, self.limit) {
            (true, _) => f.write_str("complete search")?,
            (false, Some(_)) => f.write_str("stopped at its limit")?,
            (false, None) => f.write_str("incomplete search")?,
        }
        write!(
            f,
            ", {} solution{}, {} events ({} tries, {} accepts, {} rejects, {} backtracks)",
            self.solutions,
            plural(self.solutions),
            self.events,
            self.tries,
            self.accepts,
            self.rejects,
            self.backtracks
        )?;
        if self.strict {
            f.write_str("; the canonical search")?;
        }
        Ok(())
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

/// What the next event must be, beyond the general rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    Any,
    /// The accept or reject of the square tried at this step.
    Answer {
        step: u64,
        row: u32,
        col: u32,
    },
    /// The solution completed by the accept at this step.
    Solution {
        step: u64,
    },
    /// `done`, because the solution at this step reached the limit.
    Done {
        step: u64,
    },
}

/// Checks a trace one event at a time. Feed every event to [`Verifier::event`] in order, then
/// call [`Verifier::finish`].
#[derive(Debug, Clone)]
pub struct Verifier {
    next_step: u64,
    n: u32,
    limit: Option<u64>,
    started: bool,
    done: Option<u64>,
    queens: Vec<u32>,
    /// The squares the queens attack, as bit sets of columns, diagonals (`row - col + n - 1`)
    /// and anti-diagonals (`row + col`): the common case is answered without a loop.
    attacked: [u64; 3],
    /// Bit sets of the columns tried in each row under the queens now above it.
    tried: [u64; MAX_N as usize + 1],
    expect: Expect,
    stats: Stats,
    /// The first backtrack that lifted a queen before every square below it was tried:
    /// (step, row, col of the queen, the column never tried in the row below).
    gap: Option<(u64, u32, u32, u32)>,
}

impl Default for Verifier {
    fn default() -> Self {
        Verifier::new()
    }
}

/// `(row,col)`
struct Sq(u32, u32);

impl fmt::Display for Sq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.0, self.1)
    }
}

/// A short description of an event for messages: `try (1,2)`, `solution #1 [1,3,0,2]`.
pub fn describe(event: &Event) -> String {
    Brief(event).to_string()
}

/// [`describe`], written only when displayed.
struct Brief<'a>(&'a Event);

impl fmt::Display for Brief<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Event::Start { n, limit, .. } => match limit {
                Some(k) => write!(f, "start n={n} limit={k}"),
                None => write!(f, "start n={n}"),
            },
            Event::Try { row, col, .. } => write!(f, "try {}", Sq(*row, *col)),
            Event::Accept { row, col, .. } => write!(f, "accept {}", Sq(*row, *col)),
            Event::Reject {
                row,
                col,
                conflict,
                with,
                ..
            } => write!(
                f,
                "reject {} ({} of {})",
                Sq(*row, *col),
                conflict,
                Sq(with[0], with[1])
            ),
            Event::Solution { index, queens, .. } => {
                write!(f, "solution #{index} {}", cols(queens))
            }
            Event::Backtrack { row, col, .. } => write!(f, "backtrack {}", Sq(*row, *col)),
            Event::Done {
                solutions,
                complete,
                ..
            } => write!(
                f,
                "done ({solutions} solutions, {})",
                if *complete { "complete" } else { "incomplete" }
            ),
        }
    }
}

impl Verifier {
    /// A verifier waiting for the `start` event.
    pub fn new() -> Verifier {
        Verifier {
            next_step: 0,
            n: 0,
            limit: None,
            started: false,
            done: None,
            queens: Vec::new(),
            attacked: [0; 3],
            tried: [0; MAX_N as usize + 1],
            expect: Expect::Any,
            stats: Stats::default(),
            gap: None,
        }
    }

    /// The queens on the board, as `(row, col)`, after the events seen so far.
    pub fn queens(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.queens.iter().enumerate().map(|(r, &c)| (r as u32, c))
    }

    /// The bits of `(row, col)` in `attacked`; the square must be on the board.
    fn lines(&self, row: u32, col: u32) -> [u64; 3] {
        [1 << col, 1 << (row + self.n - 1 - col), 1 << (row + col)]
    }

    fn is_attacked(&self, row: u32, col: u32) -> bool {
        let bits = self.lines(row, col);
        (0..3).any(|i| self.attacked[i] & bits[i] != 0)
    }

    fn toggle(&mut self, row: u32, col: u32) {
        let bits = self.lines(row, col);
        for (set, bit) in self.attacked.iter_mut().zip(bits) {
            *set ^= bit;
        }
    }

    /// The topmost queen that attacks `(row, col)`, and how.
    fn attacker(&self, row: u32, col: u32) -> Option<((u32, u32), Conflict)> {
        self.queens()
            .find_map(|q| Conflict::between(q, (row, col)).map(|c| (q, c)))
    }

    /// Checks the next event. The first violation is final: do not feed more events after it.
    pub fn event(&mut self, event: &Event) -> Result<(), Violation> {
        let step = self.next_step;
        self.next_step += 1;
        let fail = |rule, message: String| Err(Violation::new(step, rule, message));
        let what = Brief(event);
        if !self.started {
            let Event::Start {
                schema, n, limit, ..
            } = event
            else {
                return fail(
                    Rule::Start,
                    format!(
                        "the trace begins with {}, but a trace must begin with start",
                        event.kind()
                    ),
                );
            };
            if schema != SCHEMA {
                return fail(
                    Rule::Start,
                    format!("start names schema {schema:?}, but only \"{SCHEMA}\" is supported"),
                );
            }
            if !(1..=MAX_N).contains(n) {
                return fail(
                    Rule::Start,
                    format!("start announces n={n}, but boards run from 1 to {MAX_N}"),
                );
            }
            (self.started, self.n, self.limit) = (true, *n, *limit);
        }
        if event.step() != step {
            return fail(
                Rule::Steps,
                format!(
                    "{what} says it is step {}, but it is event {step} of the trace: steps count 0, 1, 2, … with no gap",
                    event.step()
                ),
            );
        }
        if let Some(done) = self.done {
            return fail(
                Rule::Done,
                format!("{what} follows done (step {done}), which must be the last event"),
            );
        }
        match (self.expect, event) {
            (Expect::Any, _) => {}
            (Expect::Answer { row, col, .. }, Event::Accept { row: r, col: c, .. })
            | (Expect::Answer { row, col, .. }, Event::Reject { row: r, col: c, .. })
                if (row, col) == (*r, *c) => {}
            (Expect::Answer { step: at, row, col }, _) => {
                return fail(
                    Rule::Answer,
                    format!(
                        "try {} at step {at} must be followed at once by its accept or reject, not by {what}",
                        Sq(row, col)
                    ),
                );
            }
            (Expect::Solution { .. }, Event::Solution { .. }) => {}
            (Expect::Solution { step: at }, _) => {
                return fail(
                    Rule::Solution,
                    format!("the accept at step {at} completed the board, so a solution must follow at once, not {what}"),
                );
            }
            (Expect::Done { .. }, Event::Done { .. }) => {}
            (Expect::Done { step: 0 }, _) => {
                return fail(
                    Rule::Limit,
                    format!("the limit is 0, so done must follow start at once, not {what}"),
                );
            }
            (Expect::Done { step: at }, _) => {
                return fail(
                    Rule::Limit,
                    format!(
                        "the solution at step {at} reached the limit of {}, so done must follow at once, not {what}",
                        self.limit.unwrap_or(0)
                    ),
                );
            }
        }
        let expected = std::mem::replace(&mut self.expect, Expect::Any);
        match *event {
            Event::Start { .. } if step > 0 => fail(
                Rule::Start,
                "a second start: a trace holds one search".into(),
            ),
            Event::Start { .. } => {
                // A limit of 0 wants no solution: the search stops before its first try.
                if self.limit == Some(0) {
                    self.expect = Expect::Done { step };
                }
                Ok(())
            }
            Event::Try { row, col, .. } => self
                .try_square(step, row, col)
                .map_err(|m| Violation::new(step, m.0, m.1)),
            Event::Accept { row, col, .. } | Event::Reject { row, col, .. }
                if expected == Expect::Any =>
            {
                let kind = event.kind();
                fail(
                    Rule::Answer,
                    format!(
                        "{kind} {} without a try of that square just before it",
                        Sq(row, col)
                    ),
                )
            }
            Event::Accept { row, col, .. } => {
                if let Some((q, how)) = self
                    .is_attacked(row, col)
                    .then(|| self.attacker(row, col))
                    .flatten()
                {
                    return fail(
                        Rule::Accept,
                        format!(
                            "accept {}, but the queen at {} attacks it along the {how}",
                            Sq(row, col),
                            Sq(q.0, q.1)
                        ),
                    );
                }
                self.stats.accepts += 1;
                self.queens.push(col);
                self.toggle(row, col);
                self.tried[self.queens.len()] = 0;
                if self.queens.len() == self.n as usize {
                    self.expect = Expect::Solution { step };
                }
                Ok(())
            }
            Event::Reject {
                row,
                col,
                conflict,
                with: [wr, wc],
                ..
            } => {
                let square = Sq(row, col);
                if !self.is_attacked(row, col) {
                    return fail(
                        Rule::Reject,
                        format!("reject {square}, but no queen attacks that square"),
                    );
                }
                if self.queens.get(wr as usize) != Some(&wc) {
                    return fail(
                        Rule::Reject,
                        format!(
                            "reject {square} names the queen at {}, but no queen stands there",
                            Sq(wr, wc)
                        ),
                    );
                }
                match Conflict::between((wr, wc), (row, col)) {
                    Some(how) if how == conflict => {}
                    Some(how) => {
                        return fail(
                            Rule::Reject,
                            format!(
                                "reject {square} says the queen at {} attacks it along the {conflict}, but it does so along the {how}",
                                Sq(wr, wc)
                            ),
                        )
                    }
                    None => {
                        return fail(
                            Rule::Reject,
                            format!(
                                "reject {square} says the queen at {} attacks it along the {conflict}, but that queen does not attack it",
                                Sq(wr, wc)
                            ),
                        )
                    }
                }
                self.stats.rejects += 1;
                Ok(())
            }
            Event::Solution {
                index, ref queens, ..
            } => {
                if expected == Expect::Any {
                    return fail(
                        Rule::Solution,
                        format!("{what}, but no accept completed the board just before it"),
                    );
                }
                if *queens != self.queens {
                    return fail(
                        Rule::Solution,
                        format!(
                            "solution #{index} lists the queens {}, but the board holds {}",
                            cols(queens),
                            cols(&self.queens)
                        ),
                    );
                }
                self.stats.solutions += 1;
                if index != self.stats.solutions {
                    return fail(
                        Rule::Solution,
                        format!(
                            "solution #{index} is the trace's solution number {}: indices count 1, 2, 3, …",
                            self.stats.solutions
                        ),
                    );
                }
                if self.limit == Some(self.stats.solutions) {
                    self.expect = Expect::Done { step };
                }
                Ok(())
            }
            Event::Backtrack { row, col, .. } => {
                let k = self.queens.len();
                match self.queens.last() {
                    None => {
                        return fail(
                            Rule::Backtrack,
                            format!("backtrack {}, but no queen is on the board", Sq(row, col)),
                        )
                    }
                    Some(&last) if (row, col) != (k as u32 - 1, last) => {
                        return fail(
                            Rule::Backtrack,
                            format!(
                                "backtrack {}, but the queen placed last is at {}",
                                Sq(row, col),
                                Sq(k as u32 - 1, last)
                            ),
                        )
                    }
                    Some(_) => {}
                }
                let below = self.tried[k];
                if k < self.n as usize && below != full(self.n) && self.gap.is_none() {
                    self.gap = Some((step, row, col, (!below).trailing_zeros()));
                }
                self.queens.pop();
                self.toggle(row, col);
                self.stats.backtracks += 1;
                Ok(())
            }
            Event::Done {
                solutions,
                tries,
                accepts,
                rejects,
                backtracks,
                complete,
                ..
            } => {
                self.done = Some(step);
                let s = self.stats;
                for (name, said, held) in [
                    ("solutions", solutions, s.solutions),
                    ("tries", tries, s.tries),
                    ("accepts", accepts, s.accepts),
                    ("rejects", rejects, s.rejects),
                    ("backtracks", backtracks, s.backtracks),
                ] {
                    if said != held {
                        return fail(
                            Rule::Counts,
                            format!("done counts {said} {name}, but the trace holds {held}"),
                        );
                    }
                }
                self.stats.complete = complete;
                self.check_complete(step, expected)
            }
        }
    }

    fn try_square(&mut self, step: u64, row: u32, col: u32) -> Result<(), (Rule, String)> {
        let k = self.queens.len() as u32;
        let n = self.n;
        let square = Sq(row, col);
        if row != k {
            let queens = if k == 1 { "1 queen is" } else { "queens are" };
            let count = if k == 1 {
                String::new()
            } else {
                format!("{k} ")
            };
            return Err((
                Rule::TryRow,
                format!("try {square}, but {count}{queens} on the board, so the next try must be in row {k}"),
            ));
        }
        if row >= n {
            return Err((
                Rule::TryRow,
                format!("try {square}, but the board is full: a queen must be lifted first"),
            ));
        }
        if col >= n {
            return Err((
                Rule::TryRow,
                format!(
                    "try {square} is off the {n}×{n} board: columns run from 0 to {}",
                    n - 1
                ),
            ));
        }
        let tried = &mut self.tried[row as usize];
        if *tried >> col & 1 == 1 {
            return Err((
                Rule::TryOnce,
                format!("try {square} again: that square was already tried under the same queens"),
            ));
        }
        *tried |= 1 << col;
        self.stats.tries += 1;
        self.expect = Expect::Answer { step, row, col };
        Ok(())
    }

    /// The rules about `complete` and the limit, checked at `done`.
    fn check_complete(&self, step: u64, expected: Expect) -> Result<(), Violation> {
        let fail = |at, message: String| Err(Violation::new(at, Rule::Complete, message));
        let (n, found) = (self.n, self.stats.solutions);
        if !self.stats.complete {
            return match (self.limit, expected) {
                (_, Expect::Done { .. }) => Ok(()),
                (Some(k), _) => fail(step, format!("done says the search is incomplete, but it stopped after {found} of its limit of {k} solutions")),
                (None, _) => fail(step, "done says the search is incomplete, but it has no limit to stop at".into()),
            };
        }
        if let Expect::Done { .. } = expected {
            return fail(
                step,
                format!("done claims a complete search, but it stopped at its limit of {found} solutions"),
            );
        }
        if let Some((at, row, col, missing)) = self.gap {
            return fail(
                at,
                format!(
                    "backtrack {} lifts the queen before ({},{missing}) was tried, yet done at step {step} claims a complete search",
                    Sq(row, col),
                    row + 1
                ),
            );
        }
        if !self.queens.is_empty() {
            return fail(
                step,
                format!(
                    "done claims a complete search, but the queens {} were never lifted",
                    self.queens()
                        .map(|(r, c)| Sq(r, c).to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                ),
            );
        }
        if self.tried[0] != full(n) {
            return fail(
                step,
                format!(
                    "done claims a complete search, but (0,{}) was never tried",
                    (!self.tried[0]).trailing_zeros()
                ),
            );
        }
        if let Some(&known) = KNOWN_SOLUTIONS.get(n as usize) {
            if found != known {
                return fail(step, format!("done claims a complete search, but it found {found} solutions: n={n} has {known}"));
            }
        }
        Ok(())
    }

    /// Ends the check: the trace must have ended with `done`. Returns what it holds.
    pub fn finish(&self) -> Result<Summary, Violation> {
        let step = self.next_step;
        if !self.started {
            return Err(Violation::new(
                step,
                Rule::Start,
                "the trace is empty: it must begin with start",
            ));
        }
        if self.done.is_none() {
            return Err(Violation::new(
                step,
                Rule::Done,
                "the trace ends here, without a done event",
            ));
        }
        let s = self.stats;
        Ok(Summary {
            n: self.n,
            limit: self.limit,
            events: self.next_step,
            solutions: s.solutions,
            tries: s.tries,
            accepts: s.accepts,
            rejects: s.rejects,
            backtracks: s.backtracks,
            complete: s.complete,
            strict: false,
        })
    }
}

/// Columns as compact JSON: `[1,3,0,2]`.
fn cols(queens: &[u32]) -> String {
    let list: Vec<String> = queens.iter().map(u32::to_string).collect();
    format!("[{}]", list.join(","))
}

fn full(n: u32) -> u64 {
    (1u64 << n) - 1
}

/// Verifies a stream of events at `level`. An error of the stream (an unreadable line) is
/// returned as it is; a rule broken is a [`Verdict::Invalid`].
pub fn verify<I, E>(events: I, level: Level) -> Result<Verdict, E>
where
    I: IntoIterator<Item = Result<Event, E>>,
{
    let mut events = events.into_iter();
    let mut verifier = Verifier::new();
    if level == Level::Strict {
        if let Some(verdict) = strict(&mut events, &mut verifier)? {
            return Ok(verdict);
        }
    }
    for event in events {
        if let Err(v) = verifier.event(&event?) {
            return Ok(Verdict::Invalid(v));
        }
    }
    Ok(match verifier.finish() {
        Ok(summary) => Verdict::Valid(Summary {
            strict: level == Level::Strict,
            ..summary
        }),
        Err(v) => Verdict::Invalid(v),
    })
}

/// Compares the trace with the solver's events as the solver produces them. Returns a verdict
/// if it found one; `None` when the trace held every canonical event (whatever follows is left
/// to the rules, which refuse anything after `done`).
fn strict<I, E>(events: &mut I, verifier: &mut Verifier) -> Result<Option<Verdict>, E>
where
    I: Iterator<Item = Result<Event, E>>,
{
    let Some(first) = events.next() else {
        return Ok(None);
    };
    let first = first?;
    if let Err(v) = verifier.event(&first) {
        return Ok(Some(Verdict::Invalid(v)));
    }
    let Event::Start { n, limit, .. } = first else {
        return Ok(None);
    };
    let Ok(solver) = Solver::new(n) else {
        return Ok(None);
    };
    let mut compare = Compare {
        events,
        verifier,
        started: false,
        outcome: None,
    };
    // The sink stops the solver with an error once it has an outcome; that error carries
    // nothing, the outcome is in the sink.
    let _ = solver.limit(limit).run(&mut compare);
    match compare.outcome {
        None => Ok(None),
        Some(Ok(v)) => Ok(Some(Verdict::Invalid(v))),
        Some(Err(e)) => Err(e),
    }
}

/// The sink that receives the canonical events and checks each against the next event read.
struct Compare<'a, I, E> {
    events: &'a mut I,
    verifier: &'a mut Verifier,
    started: bool,
    outcome: Option<Result<Violation, E>>,
}

impl<I, E> Sink for Compare<'_, I, E>
where
    I: Iterator<Item = Result<Event, E>>,
{
    fn event(&mut self, canonical: &Event) -> io::Result<()> {
        // The start has been read and checked already.
        if !self.started {
            self.started = true;
            return Ok(());
        }
        let stop = || Err(io::Error::other("stop"));
        let found = match self.events.next() {
            None => {
                if let Err(v) = self.verifier.finish() {
                    self.outcome = Some(Ok(v));
                }
                return stop();
            }
            Some(Err(e)) => {
                self.outcome = Some(Err(e));
                return stop();
            }
            Some(Ok(found)) => found,
        };
        if let Err(v) = self.verifier.event(&found) {
            self.outcome = Some(Ok(v));
            return stop();
        }
        if found != *canonical {
            self.outcome = Some(Ok(Violation::new(
                found.step(),
                Rule::Canonical,
                format!(
                    "{} follows the rules, but the canonical search (rows top to bottom, columns left to right, the topmost attacker named) has {} here",
                    describe(&found),
                    describe(canonical)
                ),
            )));
            return stop();
        }
        Ok(())
    }
}
