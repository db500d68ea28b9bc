//! The quiz: which steps of a search ask a question before the student sees what follows,
//! the right answers, and the verdict on what the student says, in the student's language.
//! One quiz for both of its front ends: the terminal's (`step --quiz`, which adds the keys and
//! the drawing) and the player's (the page receives each step's question as data, from
//! [`Question::at`], and words its verdicts from the same templates; a test runs the page's
//! words under node against [`Verdict::say`]).
//!
//! Two questions:
//! - at a try: is the square accepted or rejected, and for a reject, which queen attacks it
//!   along which line? Any queen that attacks it is a right answer; the trace names the
//!   topmost, which the verdict then says too;
//! - at a backtrack that lifts a queen short of the last column: is a square right of it in
//!   its row still free? If one is, the search places a queen there; if none is, the row is a
//!   dead end and the search backtracks further.
//!
//! ```
//! use nqueens_trace::quiz::{Numbering, Question, Said};
//! use nqueens_trace::{Event, Lang};
//!
//! // Row 1 of n=4 with a queen on (0,0): (1,0) is rejected along the queen's column.
//! let try_ = Event::Try { step: 3, row: 1, col: 0 };
//! let answer = Event::Reject {
//!     step: 4, row: 1, col: 0, conflict: nqueens_trace::Conflict::Column, with: [0, 0],
//! };
//! let q = Question::at(&try_, Some(&answer), &[0], 4).unwrap();
//! let verdict = q.judge(Said::Accept).unwrap();
//! assert_eq!(
//!     verdict.say(Lang::En.messages(), Numbering::default()),
//!     "wrong: the queen at (0,0) attacks (1,0) along its column"
//! );
//! ```

use crate::board::Board;
use crate::event::{Conflict, Event};
use crate::lang::{fill, Arg, Messages};

/// What the search does with a tried square: the answer to [`Question::Outcome`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// No queen attacks it: a queen is placed on it.
    Accept,
    /// The queen on `queen` (the topmost that attacks it) attacks it along `line`.
    Reject {
        /// The attacking queen the trace names, `(row, col)`.
        queen: (u32, u32),
        /// How it attacks.
        line: Conflict,
    },
}

/// How a verdict numbers squares and rows: from `base` (0 or 1), and a square `(col,row)`
/// in the classic style, as the trace beside it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Numbering {
    /// The number of the first row and column.
    pub base: u32,
    /// Whether a square is written column first.
    pub classic: bool,
}

/// A question a step asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Question {
    /// At a try: is `square` accepted or rejected (and by which queen, along which line)?
    Outcome {
        /// The square tried.
        square: (u32, u32),
        /// What the search does with it.
        answer: Outcome,
        /// Every queen above that attacks the square, top down, and how: the queens a
        /// student may rightly name.
        attackers: Vec<((u32, u32), Conflict)>,
    },
    /// At a backtrack from `square`: is a square right of it in its row still free?
    Row {
        /// The square the queen is lifted from.
        square: (u32, u32),
        /// The column of the first free square right of it, if any.
        free: Option<u32>,
    },
}

/// What the student says, one part at a time: a reject's queen and line come after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Said {
    /// The square is accepted.
    Accept,
    /// The square is rejected (the queen and the line are asked next).
    Reject,
    /// The queen on this square attacks it (the line is asked next).
    Queen((u32, u32)),
    /// The queen on this square attacks it along this line.
    Line((u32, u32), Conflict),
    /// A free square is left in the row.
    Free,
    /// No free square is left in the row: a dead end.
    DeadEnd,
}

/// Why an answer is right or wrong: the facts, which [`Why::say`] words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// No queen attacks `square`, so it is accepted.
    Free((u32, u32)),
    /// The queen on `queen` attacks `square` along `line`; `named` is the queen the trace
    /// names instead, when the student named another that attacks too.
    Attack {
        /// The attacking queen.
        queen: (u32, u32),
        /// How it attacks.
        line: Conflict,
        /// The square attacked.
        square: (u32, u32),
        /// The trace's queen, when it is not `queen`.
        named: Option<(u32, u32)>,
    },
    /// The queen on `queen` does not attack `square`; then why the square is what it is.
    Innocent {
        /// The queen the student named.
        queen: (u32, u32),
        /// The square asked about.
        square: (u32, u32),
        /// The right answer and why.
        then: Box<Why>,
    },
    /// The square is still free (in a row asked about).
    RowFree((u32, u32)),
    /// Every square left in the row is attacked: the search backtracks.
    RowNone(u32),
}

/// The verdict on an answer: right or wrong, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Whether the answer was right.
    pub right: bool,
    /// Why.
    pub why: Why,
}

impl Question {
    /// The question that `event` asks, or `None`: a try asks when `answer` is the accept or
    /// reject that follows it (and the front end shows it); a backtrack asks unless it lifts a
    /// queen from the last column, where the answer is plain. `queens` are the columns of the
    /// queens placed when the event happens, top row first (those of rows below the event's
    /// are ignored).
    pub fn at(event: &Event, answer: Option<&Event>, queens: &[u32], n: u32) -> Option<Question> {
        match (event, answer) {
            (&Event::Try { row, col, .. }, Some(answer)) => {
                let answer = match *answer {
                    Event::Accept { row: r, col: c, .. } if (r, c) == (row, col) => Outcome::Accept,
                    Event::Reject { row: r, col: c, conflict, with, .. }
                        if (r, c) == (row, col) =>
                    {
                        Outcome::Reject { queen: (with[0], with[1]), line: conflict }
                    }
                    _ => return None,
                };
                let attackers = attackers(queens, (row, col), n);
                Some(Question::Outcome { square: (row, col), answer, attackers })
            }
            (&Event::Backtrack { row, col, .. }, _) if col + 1 < n => {
                let board = Board::with_queens(n, above(queens, row));
                let free = (col + 1..n).find(|&c| board.attacker(row, c).is_none());
                Some(Question::Row { square: (row, col), free })
            }
            _ => None,
        }
    }

    /// The square the question is about.
    pub fn square(&self) -> (u32, u32) {
        match *self {
            Question::Outcome { square, .. } | Question::Row { square, .. } => square,
        }
    }

    /// How the queen on `queen` attacks the square asked about, if it does.
    pub fn attack(&self, queen: (u32, u32)) -> Option<Conflict> {
        match self {
            Question::Outcome { attackers, .. } => {
                attackers.iter().find(|(q, _)| *q == queen).map(|&(_, how)| how)
            }
            Question::Row { .. } => None,
        }
    }

    /// The right answer and why: what a skipped question is told.
    pub fn reason(&self) -> Why {
        match *self {
            Question::Outcome { square, answer: Outcome::Accept, .. } => Why::Free(square),
            Question::Outcome { square, answer: Outcome::Reject { queen, line }, .. } => {
                Why::Attack { queen, line, square, named: None }
            }
            Question::Row { square: (row, _), free: Some(c) } => Why::RowFree((row, c)),
            Question::Row { square: (row, _), free: None } => Why::RowNone(row),
        }
    }

    /// The verdict on `said`, or `None` while the answer goes on: a right "rejected" asks for
    /// the queen next, a queen that attacks asks for its line. A part that does not answer
    /// this question (a line before a reject, "free" at a try) is `None` too.
    pub fn judge(&self, said: Said) -> Option<Verdict> {
        let verdict = |right: bool, why: Why| Some(Verdict { right, why });
        match (self, said) {
            (Question::Outcome { answer, .. }, Said::Accept) => {
                verdict(*answer == Outcome::Accept, self.reason())
            }
            (Question::Outcome { answer: Outcome::Accept, .. }, Said::Reject) => {
                verdict(false, self.reason())
            }
            (Question::Outcome { answer: Outcome::Reject { .. }, .. }, Said::Reject) => None,
            (Question::Outcome { answer: Outcome::Reject { .. }, .. }, Said::Queen(queen)) => {
                match self.attack(queen) {
                    Some(_) => None,
                    None => verdict(false, self.innocent(queen)),
                }
            }
            (
                Question::Outcome { answer: Outcome::Reject { queen: named, .. }, square, .. },
                Said::Line(queen, said),
            ) => match self.attack(queen) {
                Some(line) => {
                    let named = (*named != queen).then_some(*named).filter(|_| line == said);
                    verdict(line == said, Why::Attack { queen, line, square: *square, named })
                }
                None => verdict(false, self.innocent(queen)),
            },
            (Question::Row { free, .. }, Said::Free | Said::DeadEnd) => {
                verdict((said == Said::Free) == free.is_some(), self.reason())
            }
            _ => None,
        }
    }

    /// The queen on `queen` does not attack the square; and the right answer.
    fn innocent(&self, queen: (u32, u32)) -> Why {
        Why::Innocent { queen, square: self.square(), then: Box::new(self.reason()) }
    }
}

/// The queens of the rows above `row`.
fn above(queens: &[u32], row: u32) -> &[u32] {
    &queens[..queens.len().min(row as usize)]
}

/// Every queen of `queens` (the columns of the rows from the top, those from the square's row
/// down ignored) that attacks `square`, and how, top down: the board's topmost attacker, then
/// the topmost below it, and so on.
pub fn attackers(queens: &[u32], square: (u32, u32), n: u32) -> Vec<((u32, u32), Conflict)> {
    let queens = above(queens, square.0);
    let mut out = Vec::new();
    let mut from = 0;
    while from < queens.len() {
        // The queens from row `from` down, on a board of their own: the board numbers its
        // rows from 0, so the square moves up with them.
        let board = Board::with_queens(n, &queens[from..]);
        let Some(((r, c), how)) = board.attacker(square.0 - from as u32, square.1) else {
            break;
        };
        out.push(((r + from as u32, c), how));
        from += r as usize + 1;
    }
    out
}

impl Why {
    /// The reason in the words of `m`, numbered as `num` says.
    pub fn say(&self, m: &Messages, num: Numbering) -> String {
        let mut out = Vec::new();
        self.write(&mut out, m, num);
        String::from_utf8_lossy(&out).into_owned()
    }

    fn write(&self, out: &mut Vec<u8>, m: &Messages, num: Numbering) {
        let base = num.base;
        let sq = |(r, c): (u32, u32)| {
            let (a, b) = if num.classic { (c, r) } else { (r, c) };
            Arg::Square(u64::from(a + base), u64::from(b + base), ",")
        };
        match self {
            Why::Free(square) => fill(out, m.quiz_free, &[("sq", sq(*square))]),
            Why::Attack { queen, line, square, named } => {
                let template = match line {
                    Conflict::Column
                    | Conflict::Row
                    | Conflict::Box
                    | Conflict::Edge
                    | Conflict::Over
                    | Conflict::Short => m.quiz_column,
                    Conflict::Diagonal => m.quiz_diagonal,
                    Conflict::AntiDiagonal => m.quiz_anti_diagonal,
                };
                fill(out, template, &[("q", sq(*queen)), ("sq", sq(*square))]);
                if let Some(named) = named {
                    fill(out, m.quiz_topmost, &[("q", sq(*named))]);
                }
            }
            Why::Innocent { queen, square, then } => {
                fill(out, m.quiz_innocent, &[("q", sq(*queen)), ("sq", sq(*square))]);
                then.write(out, m, num);
            }
            Why::RowFree(square) => fill(out, m.quiz_row_free, &[("sq", sq(*square))]),
            Why::RowNone(row) => {
                fill(out, m.quiz_row_none, &[("r", Arg::Num(u64::from(row + base)))])
            }
        }
    }
}

impl Verdict {
    /// "right: " or "wrong: " and why, in the words of `m`, numbered as `num` says.
    pub fn say(&self, m: &Messages, num: Numbering) -> String {
        let start = if self.right { m.quiz_right } else { m.quiz_wrong };
        format!("{start}{}", self.why.say(m, num))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;

    const ZERO: Numbering = Numbering { base: 0, classic: false };

    fn reject(row: u32, col: u32, line: Conflict, with: [u32; 2]) -> Event {
        Event::Reject { step: 2, row, col, conflict: line, with }
    }

    #[test]
    fn every_attacker_is_found_top_down_and_any_of_them_is_right() {
        // n=6, queens (0,1), (1,3), (2,5): (3,1) is attacked by (0,1) along its column and by
        // (1,3) along its anti-diagonal; (2,5) leaves it alone.
        let try_ = Event::Try { step: 1, row: 3, col: 1 };
        let answer = reject(3, 1, Conflict::Column, [0, 1]);
        let q = Question::at(&try_, Some(&answer), &[1, 3, 5], 6).unwrap();
        let Question::Outcome { attackers, .. } = &q else { panic!("{q:?}") };
        assert_eq!(attackers, &[((0, 1), Conflict::Column), ((1, 3), Conflict::AntiDiagonal)]);
        let m = crate::Lang::En.messages();
        assert_eq!(q.judge(Said::Reject), None);
        assert_eq!(q.judge(Said::Queen((1, 3))), None);
        let other = q.judge(Said::Line((1, 3), Conflict::AntiDiagonal)).unwrap();
        assert_eq!(
            other.say(m, ZERO),
            "right: the queen at (1,3) attacks (3,1) along the anti-diagonal (/) (the trace names the queen at (0,1): the search checks the queens from the top)"
        );
        let line = q.judge(Said::Line((1, 3), Conflict::Column)).unwrap();
        assert_eq!(
            line.say(m, Numbering { base: 1, classic: false }),
            "wrong: the queen at (2,4) attacks (4,2) along the anti-diagonal (/)"
        );
        let innocent = q.judge(Said::Queen((2, 5))).unwrap();
        assert_eq!(
            innocent.say(m, ZERO),
            "wrong: the queen at (2,5) does not attack (3,1); the queen at (0,1) attacks (3,1) along its column"
        );
        assert_eq!(q.judge(Said::Free), None);
    }

    #[test]
    fn a_backtrack_asks_for_a_free_square_right_of_the_lifted_queen() {
        // n=4: (1,2) lifted under (0,0): (1,3) is free. (1,3) lifted: nothing right of it.
        let lifted = Event::Backtrack { step: 17, row: 1, col: 2 };
        let q = Question::at(&lifted, None, &[0, 2], 4).unwrap();
        assert_eq!(q, Question::Row { square: (1, 2), free: Some(3) });
        let m = crate::Lang::En.messages();
        assert_eq!(q.judge(Said::DeadEnd).unwrap().say(m, ZERO), "wrong: (1,3) is still free");
        assert!(q.judge(Said::Free).unwrap().right);
        let last = Event::Backtrack { step: 30, row: 1, col: 3 };
        assert_eq!(Question::at(&last, None, &[0, 3], 4), None);
        // (0,0) under nothing at n=4, from (2,1) under (0,0),(1,3): every square right of
        // (2,1) is attacked.
        let stuck = Event::Backtrack { step: 25, row: 2, col: 1 };
        let q = Question::at(&stuck, None, &[0, 3, 1], 4).unwrap();
        assert_eq!(q, Question::Row { square: (2, 1), free: None });
        assert_eq!(
            q.judge(Said::DeadEnd).unwrap().say(m, ZERO),
            "right: every square left in row 2 is attacked, so the search backtracks"
        );
    }

    #[test]
    fn the_answer_the_trace_gives_is_always_right() {
        for n in 1..=7 {
            let mut events = Vec::new();
            Solver::new(n).unwrap().run(&mut events).unwrap();
            let mut board = Board::new(n);
            for (i, e) in events.iter().enumerate() {
                let q = Question::at(e, events.get(i + 1), board.queens(), n);
                board.follow(e);
                let said = match (&q, events.get(i + 1)) {
                    (Some(Question::Outcome { answer: Outcome::Accept, .. }), _) => Said::Accept,
                    (
                        Some(Question::Outcome { answer: Outcome::Reject { queen, line }, .. }),
                        _,
                    ) => Said::Line(*queen, *line),
                    // After a backtrack the search tries the next square; it is free when the
                    // next accept is in the same row before the search leaves it.
                    (Some(Question::Row { square: (row, _), .. }), _) => {
                        let placed = events[i + 1..]
                            .iter()
                            .take_while(
                                |e| !matches!(e, Event::Backtrack { row: r, .. } if *r < *row),
                            )
                            .any(|e| matches!(e, Event::Accept { row: r, .. } if r == row));
                        if placed {
                            Said::Free
                        } else {
                            Said::DeadEnd
                        }
                    }
                    (None, _) => continue,
                };
                let verdict = q.as_ref().unwrap().judge(said).unwrap();
                assert!(verdict.right, "n={n} {e:?}: {verdict:?}");
            }
        }
    }
}
