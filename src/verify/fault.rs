//! What is wrong with a trace, as facts: [`Fault`]. Its `Display` is the sentence `verify`
//! prints; a front end with its own words renders the facts itself.

use super::{cols, Description, Rule};
use crate::board::label;
use crate::event::{Conflict, Event, Kind, MAX_N, SCHEMA};
use crate::solver::StartError;
use std::fmt;

/// How a trace breaks a [`Rule`], with the facts that show it: the squares, steps and counts
/// involved, and the offending event where the sentence quotes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// The first event is of this kind, not `start`.
    NotStart(Kind),
    /// The `start` names this schema, not [`SCHEMA`].
    Schema(String),
    /// The `start` announces this board size, outside `1..=MAX_N`.
    Size(u32),
    /// A `start` after the first event.
    SecondStart,
    /// The trace holds no event.
    Empty,
    /// The program checked by `check` was asked for board size `asked`; its start announces
    /// `announced`.
    Asked {
        /// The board size asked for.
        asked: u32,
        /// The board size the start announces.
        announced: u32,
    },
    /// The program checked by `check` was asked for the search with limit `asked` (`None`:
    /// the complete search); its start announces `announced`.
    AskedLimit {
        /// The limit asked for.
        asked: Option<u64>,
        /// The limit the start announces.
        announced: Option<u64>,
    },
    /// The event gives another step than its place in the trace, `expected`.
    Step {
        /// The offending event.
        event: Event,
        /// Its place in the trace, from 0.
        expected: u64,
    },
    /// The event follows the `done` at step `done`.
    AfterDone {
        /// The offending event.
        event: Event,
        /// The step of the `done`.
        done: u64,
    },
    /// The trace ends without `done`.
    NoDone,
    /// The `try` of `(row, col)` at step `tried` is followed by `event`, not by its answer.
    Unanswered {
        /// The step of the try.
        tried: u64,
        /// The row tried.
        row: u32,
        /// The column tried.
        col: u32,
        /// The event that follows it.
        event: Event,
    },
    /// An accept or reject (`kind`) of `(row, col)` without a try of that square before it.
    NotTried {
        /// `accept` or `reject`.
        kind: Kind,
        /// The row.
        row: u32,
        /// The column.
        col: u32,
    },
    /// The accept at step `accept` completed the board, and `event` follows it, not a solution.
    NoSolution {
        /// The step of the accept.
        accept: u64,
        /// The event that follows it.
        event: Event,
    },
    /// A solution that no accept completed just before.
    UnearnedSolution(Event),
    /// Solution `index` lists the queens `listed`, but the board holds `held`.
    SolutionQueens {
        /// The solution's index.
        index: u64,
        /// The columns it lists.
        listed: Vec<u32>,
        /// The columns of the queens on the board.
        held: Vec<u32>,
    },
    /// Solution `index` is the trace's solution number `number`.
    SolutionIndex {
        /// The index it gives.
        index: u64,
        /// Its number in the trace.
        number: u64,
    },
    /// The limit is 0, and `event` follows the start instead of `done`.
    LimitZero(Event),
    /// The solution at step `solution` reached the limit `limit`, and `event` follows it
    /// instead of `done`.
    PastLimit {
        /// The step of the solution.
        solution: u64,
        /// The limit.
        limit: u64,
        /// The event that follows it.
        event: Event,
    },
    /// A try of `(row, col)` while `queens` queens are on the board: the next try belongs in
    /// row `queens`.
    TryRow {
        /// The row tried.
        row: u32,
        /// The column tried.
        col: u32,
        /// The queens on the board.
        queens: u32,
    },
    /// A try of `(row, col)` on a full board.
    TryFull {
        /// The row tried.
        row: u32,
        /// The column tried.
        col: u32,
    },
    /// A try of `(row, col)` whose column is off the `n`×`n` board.
    TryOff {
        /// The row tried.
        row: u32,
        /// The column tried.
        col: u32,
        /// The board size.
        n: u32,
    },
    /// A second try of `(row, col)` under the same queens.
    TryAgain {
        /// The row tried.
        row: u32,
        /// The column tried.
        col: u32,
    },
    /// An accept of `(row, col)`, which the queen at `queen` attacks along `how`.
    Attacked {
        /// The row accepted.
        row: u32,
        /// The column accepted.
        col: u32,
        /// The topmost queen that attacks it.
        queen: (u32, u32),
        /// How that queen attacks it.
        how: Conflict,
    },
    /// A reject of `(row, col)`, which no queen attacks.
    Unattacked {
        /// The row rejected.
        row: u32,
        /// The column rejected.
        col: u32,
    },
    /// A reject of `(row, col)` that names the queen at `with`, where no queen stands.
    NoQueen {
        /// The row rejected.
        row: u32,
        /// The column rejected.
        col: u32,
        /// The square it names.
        with: (u32, u32),
    },
    /// A reject of `(row, col)` that says the queen at `with` attacks along `said`; it does so
    /// along `how`, or (`None`) not at all.
    WrongLine {
        /// The row rejected.
        row: u32,
        /// The column rejected.
        col: u32,
        /// The queen it names.
        with: (u32, u32),
        /// The conflict it states.
        said: Conflict,
        /// How that queen attacks the square, if it does.
        how: Option<Conflict>,
    },
    /// A backtrack of `(row, col)` on an empty board.
    NothingToLift {
        /// The row.
        row: u32,
        /// The column.
        col: u32,
    },
    /// A backtrack of `(row, col)`, where the queen placed last is at `last`.
    NotLast {
        /// The row.
        row: u32,
        /// The column.
        col: u32,
        /// The queen placed last.
        last: (u32, u32),
    },
    /// `done` counts `said` of the events named `name` (`tries`…); the trace holds `held`.
    Counts {
        /// The name of the count, as `done` writes it.
        name: &'static str,
        /// What `done` says.
        said: u64,
        /// What the trace holds.
        held: u64,
    },
    /// `done` says the search is incomplete, yet it found `found` of its limit of `limit`
    /// solutions, or (`None`) it has no limit.
    Incomplete {
        /// The solutions found.
        found: u64,
        /// The limit.
        limit: Option<u64>,
    },
    /// `done` claims a complete search, but it stopped at its limit of `found` solutions.
    StoppedAtLimit {
        /// The solutions found.
        found: u64,
    },
    /// The backtrack of `(row, col)` lifted the queen before `(row + 1, missing)` was tried,
    /// yet `done` at step `done` claims a complete search.
    Gap {
        /// The row of the queen.
        row: u32,
        /// The column of the queen.
        col: u32,
        /// The column never tried in the row below.
        missing: u32,
        /// The step of the `done`.
        done: u64,
    },
    /// `done` claims a complete search, but these queens were never lifted.
    NeverLifted(Vec<(u32, u32)>),
    /// `done` claims a complete search, but `(row, col)` was never tried: `row` is the first
    /// row of the search (0, or the row below a start's queens).
    NeverTried {
        /// The first row of the search.
        row: u32,
        /// The column never tried there.
        col: u32,
    },
    /// `done` claims a complete search of the `n`×`n` board, which has `known` solutions, but
    /// found `found`.
    Solutions {
        /// The board size.
        n: u32,
        /// The solutions found.
        found: u64,
        /// The solutions of the board.
        known: u64,
    },
    /// The `start` lists a start that is not a legal position (see [`StartError`]).
    BadStart(StartError),
    /// The program checked by `check` was asked to begin from `asked` (the columns of the
    /// queens on the first rows; empty: the whole search); its start announces `announced`.
    AskedStart {
        /// The start asked for.
        asked: Vec<u32>,
        /// The start the trace announces.
        announced: Vec<u32>,
    },
    /// A backtrack of `(row, col)`, a queen of the start, which the search never lifts.
    LiftsStart {
        /// The row.
        row: u32,
        /// The column.
        col: u32,
    },
    /// The `start` has limit 0, which `run` never writes.
    CanonicalLimitZero,
    /// The event `found` follows the rules, but the canonical search has `canonical` there.
    NotCanonical {
        /// The trace's event.
        found: Box<Event>,
        /// The canonical search's event.
        canonical: Box<Event>,
    },
}

impl Fault {
    /// The rule the fault breaks.
    pub fn rule(&self) -> Rule {
        match self {
            Fault::NotStart(_)
            | Fault::Schema(_)
            | Fault::Size(_)
            | Fault::SecondStart
            | Fault::Empty
            | Fault::Asked { .. }
            | Fault::AskedLimit { .. }
            | Fault::BadStart(_)
            | Fault::AskedStart { .. } => Rule::Start,
            Fault::Step { .. } => Rule::Steps,
            Fault::AfterDone { .. } | Fault::NoDone => Rule::Done,
            Fault::Unanswered { .. } | Fault::NotTried { .. } => Rule::Answer,
            Fault::NoSolution { .. }
            | Fault::UnearnedSolution(_)
            | Fault::SolutionQueens { .. }
            | Fault::SolutionIndex { .. } => Rule::Solution,
            Fault::LimitZero(_) | Fault::PastLimit { .. } => Rule::Limit,
            Fault::TryRow { .. } | Fault::TryFull { .. } | Fault::TryOff { .. } => Rule::TryRow,
            Fault::TryAgain { .. } => Rule::TryOnce,
            Fault::Attacked { .. } => Rule::Accept,
            Fault::Unattacked { .. } | Fault::NoQueen { .. } | Fault::WrongLine { .. } => {
                Rule::Reject
            }
            Fault::NothingToLift { .. } | Fault::NotLast { .. } | Fault::LiftsStart { .. } => {
                Rule::Backtrack
            }
            Fault::Counts { .. } => Rule::Counts,
            Fault::Incomplete { .. }
            | Fault::StoppedAtLimit { .. }
            | Fault::Gap { .. }
            | Fault::NeverLifted(_)
            | Fault::NeverTried { .. }
            | Fault::Solutions { .. } => Rule::Complete,
            Fault::CanonicalLimitZero | Fault::NotCanonical { .. } => Rule::Canonical,
        }
    }
}

/// A search by its limit, in the words of [`Fault::AskedLimit`]: `the complete search (no
/// limit)`, `limit 1`.
struct Search(Option<u64>);

impl fmt::Display for Search {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            None => f.write_str("the complete search (no limit)"),
            Some(k) => write!(f, "limit {k}"),
        }
    }
}

/// What is wrong, in plain words, without the step.
impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |(row, col): (u32, u32)| label(row, col, 0);
        match self {
            Fault::NotStart(kind) => {
                write!(f, "the trace begins with {kind}, but a trace must begin with start")
            }
            Fault::Schema(s) => {
                write!(f, "start names schema {s:?}, but only \"{SCHEMA}\" is supported")
            }
            Fault::Size(n) => write!(f, "start announces n={n}, but boards run from 1 to {MAX_N}"),
            Fault::SecondStart => f.write_str("a second start: a trace holds one search"),
            Fault::BadStart(e) => write!(f, "start lists a position that cannot begin a search: {e}"),
            Fault::AskedStart { asked, announced } => {
                let from = |cols: &[u32]| match cols {
                    [] => "the top of the tree (no start)".to_string(),
                    cols => format!("the start {}", self::cols(cols)),
                };
                write!(
                    f,
                    "the program was asked to begin from {}, but its start announces {}: the trace's search is not the one asked for",
                    from(asked),
                    from(announced)
                )
            }
            Fault::LiftsStart { row, col } => write!(
                f,
                "backtrack {} lifts a queen of the start, which the search never lifts",
                at((*row, *col))
            ),
            Fault::Empty => f.write_str("the trace is empty: it must begin with start"),
            Fault::Asked { asked, announced } => write!(
                f,
                "the program was asked for n={asked}, but its start announces n={announced}"
            ),
            Fault::AskedLimit { asked, announced } => write!(
                f,
                "the program was asked for {}, but its start announces {}: the trace's search is not the one asked for",
                Search(*asked),
                Search(*announced)
            ),
            Fault::Step { event, expected } => write!(
                f,
                "{} says it is step {}, but it is event {expected} of the trace: steps count 0, 1, 2, … with no gap",
                Description(event),
                event.step()
            ),
            Fault::AfterDone { event, done } => write!(
                f,
                "{} follows done (step {done}), which must be the last event",
                Description(event)
            ),
            Fault::NoDone => f.write_str("the trace ends here, without a done event"),
            Fault::Unanswered { tried, row, col, event } => write!(
                f,
                "try {} at step {tried} must be followed at once by its accept or reject, not by {}",
                at((*row, *col)),
                Description(event)
            ),
            Fault::NotTried { kind, row, col } => write!(
                f,
                "{kind} {} without a try of that square just before it",
                at((*row, *col))
            ),
            Fault::NoSolution { accept, event } => write!(
                f,
                "the accept at step {accept} completed the board, so a solution must follow at once, not {}",
                Description(event)
            ),
            Fault::UnearnedSolution(event) => write!(
                f,
                "{}, but no accept completed the board just before it",
                Description(event)
            ),
            Fault::SolutionQueens { index, listed, held } => write!(
                f,
                "solution #{index} lists the queens {}, but the board holds {}",
                cols(listed),
                cols(held)
            ),
            Fault::SolutionIndex { index, number } => write!(
                f,
                "solution #{index} is the trace's solution number {number}: indices count 1, 2, 3, …"
            ),
            Fault::LimitZero(event) => write!(
                f,
                "the limit is 0, so done must follow start at once, not {}",
                Description(event)
            ),
            Fault::PastLimit { solution, limit, event } => write!(
                f,
                "the solution at step {solution} reached the limit of {limit}, so done must follow at once, not {}",
                Description(event)
            ),
            Fault::TryRow { row, col, queens: k } => {
                let queens = if *k == 1 { "1 queen is" } else { "queens are" };
                let count = if *k == 1 { String::new() } else { format!("{k} ") };
                write!(
                    f,
                    "try {}, but {count}{queens} on the board, so the next try must be in row {k}",
                    at((*row, *col))
                )
            }
            Fault::TryFull { row, col } => write!(
                f,
                "try {}, but the board is full: a queen must be lifted first",
                at((*row, *col))
            ),
            Fault::TryOff { row, col, n } => write!(
                f,
                "try {} is off the {n}×{n} board: columns run from 0 to {}",
                at((*row, *col)),
                n - 1
            ),
            Fault::TryAgain { row, col } => write!(
                f,
                "try {} again: that square was already tried under the same queens",
                at((*row, *col))
            ),
            Fault::Attacked { row, col, queen, how } => write!(
                f,
                "accept {}, but the queen at {} attacks it along the {how}",
                at((*row, *col)),
                at(*queen)
            ),
            Fault::Unattacked { row, col } => {
                write!(f, "reject {}, but no queen attacks that square", at((*row, *col)))
            }
            Fault::NoQueen { row, col, with } => write!(
                f,
                "reject {} names the queen at {}, but no queen stands there",
                at((*row, *col)),
                at(*with)
            ),
            Fault::WrongLine { row, col, with, said, how } => {
                write!(
                    f,
                    "reject {} says the queen at {} attacks it along the {said}, but ",
                    at((*row, *col)),
                    at(*with)
                )?;
                match how {
                    Some(how) => write!(f, "it does so along the {how}"),
                    None => f.write_str("that queen does not attack it"),
                }
            }
            Fault::NothingToLift { row, col } => {
                write!(f, "backtrack {}, but no queen is on the board", at((*row, *col)))
            }
            Fault::NotLast { row, col, last } => write!(
                f,
                "backtrack {}, but the queen placed last is at {}",
                at((*row, *col)),
                at(*last)
            ),
            Fault::Counts { name, said, held } => {
                write!(f, "done counts {said} {name}, but the trace holds {held}")
            }
            Fault::Incomplete { found, limit: Some(k) } => write!(
                f,
                "done says the search is incomplete, but it stopped after {found} of its limit of {k} solutions"
            ),
            Fault::Incomplete { limit: None, .. } => f.write_str(
                "done says the search is incomplete, but it has no limit to stop at",
            ),
            Fault::StoppedAtLimit { found } => write!(
                f,
                "done claims a complete search, but it stopped at its limit of {found} solutions"
            ),
            Fault::Gap { row, col, missing, done } => write!(
                f,
                "backtrack {} lifts the queen before {} was tried, yet done at step {done} claims a complete search",
                at((*row, *col)),
                at((row + 1, *missing))
            ),
            Fault::NeverLifted(queens) => {
                f.write_str("done claims a complete search, but the queens ")?;
                for (i, &queen) in queens.iter().enumerate() {
                    write!(f, "{}{}", if i > 0 { " " } else { "" }, at(queen))?;
                }
                f.write_str(" were never lifted")
            }
            Fault::NeverTried { row, col } => write!(
                f,
                "done claims a complete search, but {} was never tried",
                at((*row, *col))
            ),
            Fault::Solutions { n, found, known } => write!(
                f,
                "done claims a complete search, but it found {found} solutions: n={n} has {known}"
            ),
            Fault::CanonicalLimitZero => f.write_str(
                "start has limit 0, which run never writes: a limit counts solutions, 1 or more (or null for none)",
            ),
            Fault::NotCanonical { found, canonical } => write!(
                f,
                "{} follows the rules, but the canonical search (rows top to bottom, columns left to right, the topmost attacker named) has {} here",
                Description(found),
                Description(canonical)
            ),
        }
    }
}
