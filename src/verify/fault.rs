//! What is wrong with a trace, as facts: [`Fault`]. Its `Display` is the English sentence;
//! a front end words it in its own language with [`Fault::said`].

use super::Rule;
use crate::event::{Conflict, Event, Kind};
use crate::solver::StartError;
use std::fmt;

/// How a trace breaks a [`Rule`], with the facts that show it: the squares, steps and counts
/// involved, and the offending event where the sentence quotes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// The first event is of this kind, not `start`.
    NotStart(Kind),
    /// The `start` names this schema, not [`crate::event::SCHEMA`].
    Schema(String),
    /// The `start` announces this board size, outside `1..=MAX_N`.
    Size(u32),
    /// The `start` of another problem names an unknown problem or an instance that cannot be
    /// searched.
    Instance(crate::problem::InstanceError),
    /// A trace of another problem departs from the search of its instance.
    Search(Box<crate::problem::judge::SearchFault>),
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
    /// A reject of `(row, col)` that names the queen at `with`, which the backtrack at step
    /// `lifted` lifted and no queen has stood on since: the program said backtrack, but still
    /// counts that queen.
    Lifted {
        /// The row rejected.
        row: u32,
        /// The column rejected.
        col: u32,
        /// The square it names.
        with: (u32, u32),
        /// The step of the backtrack that lifted the queen from it.
        lifted: u64,
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
            | Fault::Instance(_)
            | Fault::SecondStart
            | Fault::Empty
            | Fault::Asked { .. }
            | Fault::AskedLimit { .. }
            | Fault::BadStart(_)
            | Fault::AskedStart { .. } => Rule::Start,
            Fault::Step { .. } => Rule::Steps,
            Fault::Search(fault) => {
                use crate::problem::judge::SearchFault;
                match **fault {
                    SearchFault::Reason { .. } | SearchFault::RejectsFit(_) => Rule::Reject,
                    SearchFault::AcceptsClash { .. } => Rule::Accept,
                    SearchFault::Ends(_) => Rule::Done,
                    SearchFault::Skipped { .. } | SearchFault::Differs { .. } => Rule::Canonical,
                }
            }
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
            Fault::Unattacked { .. }
            | Fault::NoQueen { .. }
            | Fault::Lifted { .. }
            | Fault::WrongLine { .. } => Rule::Reject,
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

/// What is wrong, in plain words, without the step: the English of [`Fault::said`].
impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(crate::lang::Lang::En.messages(), &|text| text.to_string()))
    }
}
