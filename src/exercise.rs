//! The exercise: the student carries out the search move by move, and each move is judged
//! against the model search as it is made.
//!
//! The student makes the moves of the search that are choices: which square to try next
//! ([`Move::Try`]), whether it is accepted or rejected, and for a reject which queen attacks it
//! along which line ([`Move::Accept`], [`Move::Reject`]), and when to lift the last queen
//! ([`Move::Backtrack`]). The rest follows from them and is made for the student: a
//! `solution` after the accept that fills the board, and `done` when the model's search ends.
//!
//! The model is any stream of events of a valid search, stepped alongside the student one
//! move ahead, so that the exercise holds one event of it and never the whole trace: the
//! canonical [`Solver`](crate::Solver) through [`stream::Events`](crate::stream::Events), or
//! later a search from a teacher's start, which is only a different model.
//!
//! A move is right when it is the model's next move, else wrong with a [`Wrong`] that says
//! why, as facts for each front end to put in its own words. After a wrong move the exercise
//! either leaves the board as it was for the student to try again ([`OnWrong::Undo`]) or
//! makes the model's move in its place and counts it ([`OnWrong::Fix`]). What stands — the
//! right moves and the fixes — is a valid trace of the search, which [`Play::stood`] hands out
//! move by move for a record; the [`Tally`] is its result.
//!
//! ```
//! use nqueens_trace::exercise::{Exercise, Feedback, Move, OnWrong, Wrong};
//! use nqueens_trace::stream::Events;
//! use nqueens_trace::Solver;
//!
//! let model = Events::new(Solver::new(4)?);
//! let (mut ex, _start) = Exercise::new(model, Feedback::Now, OnWrong::Undo).unwrap();
//! let wrong = ex.play(Move::Try { row: 0, col: 1 }).unwrap();
//! assert_eq!(wrong.wrong, Some(Wrong::Skipped { next: (0, 0) }));
//! assert!(wrong.stood.is_empty());
//! let right = ex.play(Move::Try { row: 0, col: 0 }).unwrap();
//! assert_eq!(right.wrong, None);
//! assert_eq!((ex.tally().moves, ex.tally().right, ex.tally().wrong), (1, 0, 1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::choice::Choice;
use crate::event::{Conflict, Event};
use crate::printer::jsonl::write_line;
use crate::solver::Stats;
use serde::{Deserialize, Serialize};

/// One move of the student.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// Try the square `(row, col)` next.
    Try {
        /// Row of the square, from 0.
        row: u32,
        /// Column of the square, from 0.
        col: u32,
    },
    /// The square just tried is free: a queen is placed on it.
    Accept,
    /// The square just tried is attacked by the queen on `queen`, along `line`.
    Reject {
        /// The attacking queen, `(row, col)`.
        queen: (u32, u32),
        /// How it attacks.
        line: Conflict,
    },
    /// Lift the last queen placed: everything below it has been explored.
    Backtrack,
}

impl Move {
    /// The move of the student that `event` of the model is, or `None` for the events that
    /// follow by themselves (`start`, `solution`, `done`).
    pub fn of(event: &Event) -> Option<Move> {
        match *event {
            Event::Try { row, col, .. } => Some(Move::Try { row, col }),
            Event::Accept { .. } => Some(Move::Accept),
            Event::Reject { conflict, with, .. } => {
                Some(Move::Reject { queen: (with[0], with[1]), line: conflict })
            }
            Event::Backtrack { .. } => Some(Move::Backtrack),
            _ => None,
        }
    }

    /// The name of the move's kind in a record: `try`, `accept`, `reject` or `backtrack`.
    pub fn as_str(self) -> &'static str {
        match self {
            Move::Try { .. } => "try",
            Move::Accept => "accept",
            Move::Reject { .. } => "reject",
            Move::Backtrack => "backtrack",
        }
    }
}

/// Why a move is wrong: the facts, for each front end to say in its own words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wrong {
    /// A square tried on a row other than `row`, the row the search fills now.
    OtherRow {
        /// The row being filled.
        row: u32,
        /// The square the model tries.
        next: (u32, u32),
    },
    /// A square left of `next` in its row: the search has tried it already.
    Tried {
        /// The square the model tries.
        next: (u32, u32),
    },
    /// A square right of `next` in its row: `next` is skipped, and the search tries the
    /// columns in order.
    Skipped {
        /// The square the model tries.
        next: (u32, u32),
    },
    /// A square tried, but every square of `row` has been tried: the search backtracks,
    /// lifting the queen on `queen` (or ends, if there is none).
    RowDone {
        /// The row whose squares are all tried.
        row: u32,
        /// The queen the model lifts, if any.
        queen: Option<(u32, u32)>,
    },
    /// A backtrack while `next` is still to be tried in the row.
    Untried {
        /// The square the model tries.
        next: (u32, u32),
    },
    /// An accept of a square that the queen on `queen` attacks along `line`.
    Attacked {
        /// The topmost queen that attacks the square.
        queen: (u32, u32),
        /// How it attacks.
        line: Conflict,
    },
    /// A reject of a square that no queen attacks.
    Free,
    /// A reject naming `named`, where no queen stands.
    NoQueen {
        /// The square named.
        named: (u32, u32),
    },
    /// A reject naming the queen on `named`, which does not attack the square; the queen on
    /// `queen` does, along `line`.
    Innocent {
        /// The queen named.
        named: (u32, u32),
        /// The topmost queen that attacks.
        queen: (u32, u32),
        /// How it attacks.
        line: Conflict,
    },
    /// A reject naming the queen on `named`, which attacks the square but is not the topmost
    /// attacker: the search checks the queens from the top and names `queen`.
    NotTopmost {
        /// The queen named.
        named: (u32, u32),
        /// The topmost queen that attacks.
        queen: (u32, u32),
        /// How it attacks.
        line: Conflict,
    },
    /// A reject naming the right queen along the wrong line: it attacks along `line`.
    Line {
        /// The attacking queen.
        queen: (u32, u32),
        /// The line it attacks along.
        line: Conflict,
    },
}

impl Wrong {
    /// The name of the reason in a record, in kebab case: `other-row`, `tried`, `skipped`,
    /// `row-done`, `untried`, `attacked`, `free`, `no-queen`, `innocent`, `not-topmost`,
    /// `line`.
    pub fn as_str(self) -> &'static str {
        match self {
            Wrong::OtherRow { .. } => "other-row",
            Wrong::Tried { .. } => "tried",
            Wrong::Skipped { .. } => "skipped",
            Wrong::RowDone { .. } => "row-done",
            Wrong::Untried { .. } => "untried",
            Wrong::Attacked { .. } => "attacked",
            Wrong::Free => "free",
            Wrong::NoQueen { .. } => "no-queen",
            Wrong::Innocent { .. } => "innocent",
            Wrong::NotTopmost { .. } => "not-topmost",
            Wrong::Line { .. } => "line",
        }
    }
}

/// A move that cannot be judged, because it is not the student's turn for it: nothing is
/// counted, and the student makes another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// An accept or reject, but no square is being tried.
    NothingTried,
    /// A try or a backtrack, but the square just tried still waits for its accept or reject.
    Answer {
        /// The square tried.
        square: (u32, u32),
    },
    /// A backtrack with no queen on the board to lift.
    NoQueen,
    /// A try of a square off the board.
    OffBoard {
        /// The square given.
        square: (u32, u32),
    },
    /// The search is over: there is no move left.
    Over,
}

/// When the student learns whether a move was right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Feedback {
    /// At once, with the reason (the default).
    #[default]
    Now,
    /// At the end: during the exercise a wrong move is only refused (undo) or replaced (fix),
    /// and the reasons come with the score.
    End,
}

/// What happens after a wrong move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OnWrong {
    /// Nothing stands: the student tries again (the default).
    #[default]
    Undo,
    /// The model's move is made in its place, and counted as a fix.
    Fix,
}

crate::choice::choice!(Feedback { Now = "now", End = "end" });
crate::choice::choice!(OnWrong { Undo = "undo", Fix = "fix" });

/// The counts of an exercise: its result.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// The model's moves made so far (by the student or by a fix).
    pub moves: u64,
    /// Of those, the moves the student got right at the first attempt without a hint: the
    /// score.
    pub right: u64,
    /// Wrong moves, every attempt counted (under undo, one move may be missed several times).
    pub wrong: u64,
    /// Hints asked for.
    pub hints: u64,
    /// Moves the model made in place of a wrong one ([`OnWrong::Fix`]).
    pub fixed: u64,
}

/// One wrong move, kept for the list at the end: what the student did beside the model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mistake {
    /// The step of the model's move in the trace (its `step`).
    pub step: u64,
    /// The square tried that the move answered, for an accept or a reject.
    pub square: Option<(u32, u32)>,
    /// What the student did.
    pub said: Move,
    /// The model's move.
    pub model: Move,
    /// Why the student's move is wrong.
    pub why: Wrong,
}

/// What became of one move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Play {
    /// `None` when the move was right, else why it was wrong.
    pub wrong: Option<Wrong>,
    /// The events that now stand, in order: the move's event (the student's or the fix) and
    /// those that follow by themselves (a `solution`, the `done`); empty after an undone
    /// wrong move.
    pub stood: Vec<Event>,
}

/// An exercise in progress over the model `I`.
#[derive(Debug)]
pub struct Exercise<I> {
    model: I,
    /// The model's next event: the move the student must make, or `None` once it is over.
    next: Option<Event>,
    /// The columns of the queens that stand, top row first.
    queens: Vec<u32>,
    /// The square tried and not yet accepted or rejected.
    trying: Option<(u32, u32)>,
    /// The next column to try in the row being filled.
    column: u32,
    n: u32,
    on_wrong: OnWrong,
    feedback: Feedback,
    tally: Tally,
    /// Whether the student has missed or been hinted the move waiting now.
    spoiled: bool,
    /// Whether the student has been hinted the move waiting now: a hint is counted once.
    hinted: bool,
    mistakes: Vec<Mistake>,
    /// The counts of the events that stand, for the `done` of an exercise left unfinished.
    stood: Stats,
}

impl<I: Iterator<Item = Event>> Exercise<I> {
    /// An exercise over `model`, the events of a valid search beginning with its `start`;
    /// returns the `start` with it, the first event that stands. `None` if the model does
    /// not begin with a `start`.
    pub fn new(mut model: I, feedback: Feedback, on_wrong: OnWrong) -> Option<(Self, Event)> {
        let start = model.next()?;
        let Event::Start { n, start: given, .. } = &start else {
            return None;
        };
        // A teacher's start puts its queens on the board before the first move: the moves
        // are judged on the board they make (a reject may name one of them).
        let (n, queens) = (*n, given.cols());
        let next = model.next();
        let exercise = Exercise {
            model,
            next,
            queens,
            trying: None,
            column: 0,
            n,
            on_wrong,
            feedback,
            tally: Tally::default(),
            spoiled: false,
            hinted: false,
            mistakes: Vec::new(),
            stood: Stats::default(),
        };
        Some((exercise, start))
    }

    /// The board size.
    pub fn n(&self) -> u32 {
        self.n
    }

    /// The columns of the queens that stand, top row first.
    pub fn queens(&self) -> &[u32] {
        &self.queens
    }

    /// The square tried that waits for its accept or reject, if any.
    pub fn trying(&self) -> Option<(u32, u32)> {
        self.trying
    }

    /// When the student learns whether a move was right.
    pub fn feedback(&self) -> Feedback {
        self.feedback
    }

    /// What happens after a wrong move.
    pub fn on_wrong(&self) -> OnWrong {
        self.on_wrong
    }

    /// The counts so far.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// The wrong moves so far, in the order made.
    pub fn mistakes(&self) -> &[Mistake] {
        &self.mistakes
    }

    /// Whether the model's search is over: no move is left.
    pub fn is_over(&self) -> bool {
        self.next.is_none()
    }

    /// The model's next move, counted as a hint (once per move: asking again for the same
    /// move costs nothing more). `None` once the search is over.
    pub fn hint(&mut self) -> Option<Move> {
        let model = Move::of(self.next.as_ref()?)?;
        if !self.hinted {
            self.tally.hints += 1;
            self.hinted = true;
        }
        self.spoiled = true;
        Some(model)
    }

    /// Judges `said` against the model's next move, and makes it (or the fix) stand.
    pub fn play(&mut self, said: Move) -> Result<Play, Refusal> {
        self.refuse(said)?;
        let Some(next) = self.next.clone() else {
            return Err(Refusal::Over);
        };
        let Some(model) = Move::of(&next) else {
            return Err(Refusal::Over);
        };
        let wrong = if said == model { None } else { Some(self.why(said, &next)) };
        if let Some(why) = wrong {
            self.tally.wrong += 1;
            self.mistakes.push(Mistake {
                step: next.step(),
                square: self.trying,
                said,
                model,
                why,
            });
            self.spoiled = true;
            if self.on_wrong == OnWrong::Undo {
                return Ok(Play { wrong, stood: Vec::new() });
            }
            self.tally.fixed += 1;
        }
        Ok(Play { wrong, stood: self.stand(next) })
    }

    /// Makes the model's next move for the student, who asked for it: counted as a fix, and
    /// not as right. `None` once the search is over.
    pub fn fix(&mut self) -> Option<Vec<Event>> {
        let next = self.next.clone().filter(|e| Move::of(e).is_some())?;
        self.tally.fixed += 1;
        self.spoiled = true;
        Some(self.stand(next))
    }

    /// Makes the model's move `next` stand, scoring it unless the student missed it or was
    /// hinted it, and returns the events that stood.
    fn stand(&mut self, next: Event) -> Vec<Event> {
        self.tally.moves += 1;
        if !self.spoiled {
            self.tally.right += 1;
        }
        self.spoiled = false;
        self.hinted = false;
        let mut stood = vec![next];
        self.advance(&mut stood);
        stood.iter().for_each(|e| self.stood.count(e));
        stood
    }

    /// Refuses a move that is not the student's turn, before any judging.
    fn refuse(&self, said: Move) -> Result<(), Refusal> {
        if self.next.is_none() {
            return Err(Refusal::Over);
        }
        match (said, self.trying) {
            (Move::Accept | Move::Reject { .. }, None) => Err(Refusal::NothingTried),
            (Move::Try { .. } | Move::Backtrack, Some(square)) => Err(Refusal::Answer { square }),
            (Move::Backtrack, None) if self.queens.is_empty() => Err(Refusal::NoQueen),
            (Move::Try { row, col }, None) if row >= self.n || col >= self.n => {
                Err(Refusal::OffBoard { square: (row, col) })
            }
            _ => Ok(()),
        }
    }

    /// Follows the event that stood last (`stood`'s only one), then reads the model on to the
    /// student's next move, adding the events that follow by themselves.
    fn advance(&mut self, stood: &mut Vec<Event>) {
        match stood[0] {
            Event::Try { row, col, .. } => self.trying = Some((row, col)),
            Event::Accept { col, .. } => {
                self.trying = None;
                self.queens.push(col);
                self.column = 0;
            }
            Event::Reject { col, .. } => {
                self.trying = None;
                self.column = col + 1;
            }
            Event::Backtrack { col, .. } => {
                self.queens.pop();
                self.column = col + 1;
            }
            _ => {}
        }
        self.next = self.model.next();
        while let Some(e) = self.next.take_if(|e| Move::of(e).is_none()) {
            stood.push(e);
            self.next = self.model.next();
        }
    }

    /// Why `said` is wrong when the model's next event is `next`.
    fn why(&self, said: Move, next: &Event) -> Wrong {
        let row = self.queens.len() as u32;
        let last = self.queens.last().map(|&c| (row - 1, c));
        match (said, next) {
            (Move::Try { row: r, col }, &Event::Try { row: mr, col: mc, .. }) => {
                let next = (mr, mc);
                if r != mr {
                    Wrong::OtherRow { row: mr, next }
                } else if col < mc {
                    Wrong::Tried { next }
                } else {
                    Wrong::Skipped { next }
                }
            }
            (Move::Try { .. }, _) => Wrong::RowDone { row, queen: last },
            (Move::Backtrack, &Event::Try { row, col, .. }) => Wrong::Untried { next: (row, col) },
            (Move::Accept, &Event::Reject { conflict, with, .. }) => {
                Wrong::Attacked { queen: (with[0], with[1]), line: conflict }
            }
            (Move::Reject { .. }, &Event::Accept { .. }) => Wrong::Free,
            (
                Move::Reject { queen: named, .. },
                &Event::Reject { row, col, conflict, with, .. },
            ) => {
                let queen = (with[0], with[1]);
                let stands = self.queens.get(named.0 as usize) == Some(&named.1);
                if !stands {
                    Wrong::NoQueen { named }
                } else if named == queen {
                    // The move differs from the model's, so with the same queen the line does.
                    Wrong::Line { queen, line: conflict }
                } else if crate::problem::nqueens::attack(named, (row, col)).is_some() {
                    Wrong::NotTopmost { named, queen, line: conflict }
                } else {
                    Wrong::Innocent { named, queen, line: conflict }
                }
            }
            // The turn rules leave no other pair: a try or backtrack meets a try or
            // backtrack, an answer meets an answer. A model that breaks them (an invalid
            // trace) is judged as the column skipped.
            _ => Wrong::Skipped { next: next.square().unwrap_or((row, self.column)) },
        }
    }
}

/// The result an exercise record holds in the `exercise` field of its `done` line: whether
/// the search was played to its end, and the counts. [`Exercise::record_line`] writes it and
/// [`recorded_result`] reads it back, so the keys (those of `docs/trace-format.md`, "Exercise
/// records") have this one home.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recorded {
    /// Whether the exercise went on to the end of the search; `false` for a record left
    /// before ([`Exercise::record_unfinished`]).
    pub finished: bool,
    /// The counts.
    #[serde(flatten)]
    pub tally: Tally,
}

/// The `exercise` field of a line that is there but holds no [`Recorded`] result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotAResult;

impl std::fmt::Display for NotAResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            "the exercise field of the done line is not an exercise result (finished, moves, \
             right, wrong, hints and fixed)",
        )
    }
}

impl std::error::Error for NotAResult {}

/// The result on `line` (one line of a trace, as read) if it is a `done` with an `exercise`
/// field; `Err` when the field is there but not a result. Any other line, or one that is not
/// JSON, holds none.
///
/// The line is read as the trace's reader reads it: its other fields may hold anything JSON
/// holds (`1e400`, `"\ud800"`), each kept as written, and a whole number of the result may be
/// written as JSON writes any number (`133.0`, `1.33e2`).
pub fn recorded_result(line: &[u8]) -> Option<Result<Recorded, NotAResult>> {
    use serde_json::value::RawValue;
    let fields: std::collections::BTreeMap<String, &RawValue> =
        serde_json::from_slice(line).ok()?;
    let event = serde_json::from_str::<String>(fields.get("event")?.get()).ok()?;
    if event != "done" {
        return None;
    }
    let field = crate::reader::whole_numbers(fields.get("exercise")?.get());
    Some(serde_json::from_str::<Recorded>(&field).map_err(|_| NotAResult))
}

/// The `exercise` field of a record's `done`, in the order documented in
/// `docs/trace-format.md`: the result's fields after the modes, then the mistakes.
#[derive(Serialize)]
struct Outcome<'a> {
    feedback: &'static str,
    on_wrong: &'static str,
    #[serde(flatten)]
    result: Recorded,
    mistakes: Vec<RecordedMistake<'a>>,
}

#[derive(Serialize)]
struct RecordedMistake<'a> {
    step: u64,
    said: RecordedMove,
    model: RecordedMove,
    why: &'a str,
}

/// A move in a record: its kind, and its square or its queen and line.
#[derive(Serialize)]
struct RecordedMove {
    #[serde(rename = "move")]
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    row: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    col: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    with: Option<[u32; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    conflict: Option<Conflict>,
}

impl From<Move> for RecordedMove {
    fn from(m: Move) -> RecordedMove {
        let mut r =
            RecordedMove { kind: m.as_str(), row: None, col: None, with: None, conflict: None };
        match m {
            Move::Try { row, col } => (r.row, r.col) = (Some(row), Some(col)),
            Move::Reject { queen, line } => {
                (r.with, r.conflict) = (Some([queen.0, queen.1]), Some(line))
            }
            Move::Accept | Move::Backtrack => {}
        }
        r
    }
}

impl<I: Iterator<Item = Event>> Exercise<I> {
    /// Appends the record's line for `event`, one that stood ([`Play::stood`]): its canonical
    /// JSON line, and for the `done` the exercise's result besides, in a field `exercise` that
    /// readers of traces ignore.
    pub fn record_line(&self, buf: &mut Vec<u8>, event: &Event) {
        write_line(buf, event);
        if let Event::Done { .. } = event {
            self.append_result(buf, true);
        }
    }

    /// Appends the line that ends the record of an exercise left before the search was over:
    /// a `done` with the counts of what stood, `complete: false`, and the result, whose
    /// `finished: false` makes it a partial record: `verify` judges its events as the beginning
    /// of a search ([`crate::verify::Judge::verdict_as_prefix`]), and `check --trace` grades it
    /// as far as it goes. Without the result, the same lines are an unfinished search.
    pub fn record_unfinished(&self, buf: &mut Vec<u8>) {
        let step = self.next.as_ref().map_or(0, Event::step);
        write_line(buf, &Stats { complete: false, ..self.stood }.done(step));
        self.append_result(buf, false);
    }

    /// Replaces the closing `}\n` of the line just written with the `exercise` field.
    fn append_result(&self, buf: &mut Vec<u8>, finished: bool) {
        let t = self.tally;
        let result = Outcome {
            feedback: self.feedback.as_str(),
            on_wrong: self.on_wrong.as_str(),
            result: Recorded { finished, tally: t },
            mistakes: self
                .mistakes
                .iter()
                .map(|m| RecordedMistake {
                    step: m.step,
                    said: m.said.into(),
                    model: m.model.into(),
                    why: m.why.as_str(),
                })
                .collect(),
        };
        debug_assert!(buf.ends_with(b"}\n"));
        buf.truncate(buf.len() - 2);
        buf.extend_from_slice(b",\"exercise\":");
        // Serialising plain numbers and names into a Vec cannot fail.
        serde_json::to_writer(&mut *buf, &result).expect("the result serialises");
        buf.extend_from_slice(b"}\n");
    }
}

#[cfg(test)]
mod tests;
