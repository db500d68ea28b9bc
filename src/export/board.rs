//! The board as it stands after each step, and the tally so far: what every picture of a step
//! draws.

use crate::event::{Conflict, Event};

/// The queens on the board and the counts of the search so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    n: u32,
    queens: Vec<u32>,
    /// `try` events so far.
    pub tries: u64,
    /// `reject` events so far.
    pub rejects: u64,
    /// `backtrack` events so far.
    pub backtracks: u64,
    /// `solution` events so far.
    pub solutions: u64,
}

impl Board {
    /// An empty `n`×`n` board.
    pub fn new(n: u32) -> Board {
        Board {
            n,
            queens: Vec::with_capacity(n as usize),
            tries: 0,
            rejects: 0,
            backtracks: 0,
            solutions: 0,
        }
    }

    /// The board size.
    pub fn n(&self) -> u32 {
        self.n
    }

    /// The column of the queen in each row that holds one, top down.
    pub fn queens(&self) -> &[u32] {
        &self.queens
    }

    /// The counts so far in words, joined by `sep`: `6 tries, 4 rejects, 0 backtracks, 0
    /// solutions`.
    pub fn tally(&self, sep: &str) -> String {
        let word =
            |k: u64, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
        [
            word(self.tries, "try", "tries"),
            word(self.rejects, "reject", "rejects"),
            word(self.backtracks, "backtrack", "backtracks"),
            word(self.solutions, "solution", "solutions"),
        ]
        .join(sep)
    }

    /// Applies one event. A square event on row `r` means rows above it hold queens and rows
    /// from `r` down do not (the search fills rows in order), so the board follows any trace
    /// that [`crate::Reader::check_board`] lets through without further checks.
    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Start { n, .. } => *self = Board::new(n),
            Event::Try { row, .. } => {
                self.tries += 1;
                self.queens.truncate(row as usize);
            }
            Event::Reject { row, .. } => {
                self.rejects += 1;
                self.queens.truncate(row as usize);
            }
            Event::Accept { row, col, .. } => {
                self.queens.truncate(row as usize);
                self.queens.push(col);
            }
            Event::Backtrack { row, .. } => {
                self.backtracks += 1;
                self.queens.truncate(row as usize);
            }
            Event::Solution { ref queens, .. } => {
                self.solutions += 1;
                self.queens.clone_from(queens);
            }
            Event::Done { .. } => {}
        }
    }
}

/// One selected step: the event and the board after it.
#[derive(Debug, Clone, Copy)]
pub struct Frame<'a> {
    /// The step's event.
    pub event: &'a Event,
    /// The board after the event.
    pub board: &'a Board,
}

/// The line of attack of a reject: the attacking queen, the refused square (both as
/// `(row, col)`) and the line they share.
pub type Attack = ((u32, u32), (u32, u32), Conflict);

/// What a square shows at one step, beyond its queen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Nothing.
    None,
    /// The square being tried.
    Try,
    /// The queen just placed.
    Accept,
    /// The square refused.
    Reject,
    /// The queen that attacks the refused square.
    Attacker,
    /// On the line between the attacker and the refused square.
    Line,
    /// The square a queen was just lifted from.
    Lifted,
}

impl Frame<'_> {
    /// The step number.
    pub fn step(&self) -> u64 {
        self.event.step()
    }

    /// Whether a queen stands on `(row, col)`.
    pub fn queen(&self, row: u32, col: u32) -> bool {
        self.board.queens.get(row as usize) == Some(&col)
    }

    /// What `(row, col)` shows at this step.
    pub fn mark(&self, row: u32, col: u32) -> Mark {
        match *self.event {
            Event::Try { row: r, col: c, .. } if (r, c) == (row, col) => Mark::Try,
            Event::Accept { row: r, col: c, .. } if (r, c) == (row, col) => Mark::Accept,
            Event::Backtrack { row: r, col: c, .. } if (r, c) == (row, col) => Mark::Lifted,
            Event::Reject {
                row: r,
                col: c,
                with,
                ..
            } => {
                if (r, c) == (row, col) {
                    Mark::Reject
                } else if with == [row, col] {
                    Mark::Attacker
                } else if between((with[0], with[1]), (r, c), (row, col)) {
                    Mark::Line
                } else {
                    Mark::None
                }
            }
            _ => Mark::None,
        }
    }

    /// The line of attack of a reject: from the attacking queen to the refused square.
    pub fn attack(&self) -> Option<Attack> {
        match *self.event {
            Event::Reject {
                row,
                col,
                with,
                conflict,
                ..
            } => Some(((with[0], with[1]), (row, col), conflict)),
            _ => None,
        }
    }

    /// Whether this step completes a solution.
    pub fn is_solution(&self) -> bool {
        matches!(self.event, Event::Solution { .. })
    }
}

/// Whether `p` lies strictly between `a` and `b` on the straight line that joins them (a
/// column or a diagonal).
fn between(a: (u32, u32), b: (u32, u32), p: (u32, u32)) -> bool {
    let (a, b, p) = (
        (i64::from(a.0), i64::from(a.1)),
        (i64::from(b.0), i64::from(b.1)),
        (i64::from(p.0), i64::from(p.1)),
    );
    let cross = (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0);
    let inside = |x: i64, y: i64, z: i64| x.min(y) <= z && z <= x.max(y);
    cross == 0 && inside(a.0, b.0, p.0) && inside(a.1, b.1, p.1) && p != a && p != b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reject_marks_the_square_the_attacker_and_the_line() {
        let mut board = Board::new(4);
        for e in [
            Event::Accept {
                step: 2,
                row: 0,
                col: 0,
            },
            Event::Accept {
                step: 8,
                row: 1,
                col: 2,
            },
        ] {
            board.apply(&e);
        }
        let reject = Event::Reject {
            step: 12,
            row: 3,
            col: 0,
            conflict: Conflict::Column,
            with: [0, 0],
        };
        board.apply(&reject);
        let frame = Frame {
            event: &reject,
            board: &board,
        };
        let marks: Vec<Mark> = (0..4).map(|r| frame.mark(r, 0)).collect();
        assert_eq!(
            marks,
            [Mark::Attacker, Mark::Line, Mark::Line, Mark::Reject]
        );
        assert_eq!(frame.mark(1, 1), Mark::None);
        assert!(frame.queen(1, 2));
        assert_eq!(board.rejects, 1);
        assert_eq!(
            board.tally(", "),
            "0 tries, 1 reject, 0 backtracks, 0 solutions"
        );
    }

    #[test]
    fn between_follows_diagonals() {
        assert!(between((0, 3), (3, 0), (1, 2)));
        assert!(!between((0, 3), (3, 0), (1, 1)));
        assert!(between((0, 0), (2, 2), (1, 1)));
        assert!(!between((0, 0), (2, 2), (2, 2)));
    }
}
