//! The board of a search: the queens per row, what attacks a square and how, and what each
//! square shows at a step.
//!
//! This is the one model of the board that the verifier, the step view ([`crate::cursor`]),
//! `diff`, the exporters and the printed solution boards share. The solver and `count` keep
//! their own bitboards, because they run on the hot path of millions of events.
//!
//! ```
//! use nqueens_trace::board::{Board, Cell};
//! use nqueens_trace::{Conflict, Event};
//!
//! let mut board = Board::new(4);
//! board.place(0, 1);
//! assert_eq!(board.attacker(1, 2), Some(((0, 1), Conflict::Diagonal)));
//! let reject = Event::Reject { step: 4, row: 1, col: 2, conflict: Conflict::Diagonal, with: [0, 1] };
//! assert_eq!(board.cell(&reject, 1, 2), Cell::Rejected);
//! assert_eq!(board.cell(&reject, 0, 1), Cell::Attacker);
//! assert_eq!(board.cell(&reject, 3, 3), Cell::Free);
//! ```

use crate::event::{Conflict, Event};

/// The queens on an `n`×`n` board, at most one per row, filled from the top: row `r` holds a
/// queen only if every row above it does, as in every search this tool traces.
///
/// A queen may stand off the board (a malformed trace read without
/// [`crate::Reader::check_board`]): it is kept, and it attacks as any queen does.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Board {
    n: u32,
    queens: Vec<u32>,
    /// The lines the queens on the board attack, as bit sets of columns, diagonals
    /// (`row - col + n - 1`) and anti-diagonals (`row + col`): the common question "is this
    /// square attacked?" is answered without a loop.
    lines: [u64; 3],
    /// How many queens stand off the board, where the bit sets cannot hold them.
    off: usize,
}

/// What a square shows at one step: its queen or the attacks on it, unless the step's event is
/// about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// No queen attacks it.
    Free,
    /// A queen attacks it (same row, column or diagonal).
    Attacked,
    /// A queen stands on it.
    Queen,
    /// The square being tried.
    Tried,
    /// The queen just placed.
    Placed,
    /// The square just rejected.
    Rejected,
    /// The queen that the reject names as the attacker.
    Attacker,
    /// A square strictly between the attacker and the rejected square, on the line the reject
    /// names.
    Line(Conflict),
    /// The square a queen was just lifted from.
    Lifted,
    /// A queen of the solution just found.
    Solution,
}

impl Board {
    /// An empty `n`×`n` board.
    pub fn new(n: u32) -> Board {
        Board { n, queens: Vec::with_capacity(n.min(64) as usize), ..Board::default() }
    }

    /// An `n`×`n` board holding `queens`: the column of the queen of each row, top down.
    pub fn with_queens(n: u32, queens: &[u32]) -> Board {
        let mut board = Board::new(n);
        board.set_queens(queens);
        board
    }

    /// The board size.
    pub fn n(&self) -> u32 {
        self.n
    }

    /// The column of the queen of each row that holds one, top down.
    pub fn queens(&self) -> &[u32] {
        &self.queens
    }

    /// The queens as `(row, col)`, top down.
    pub fn squares(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.queens.iter().enumerate().map(|(r, &c)| (r as u32, c))
    }

    /// Whether a queen stands on `(row, col)`.
    pub fn queen(&self, row: u32, col: u32) -> bool {
        self.queens.get(row as usize) == Some(&col)
    }

    /// Places a queen on `(row, col)`, first lifting the queens of rows `row` and below; rows
    /// above it that hold no queen stay empty, so the queen lands on the first free row.
    pub fn place(&mut self, row: u32, col: u32) {
        self.lift(row);
        let row = self.queens.len() as u32;
        self.toggle(row, col);
        self.queens.push(col);
    }

    /// Lifts the queens of row `row` and every row below it.
    pub fn lift(&mut self, row: u32) {
        while self.queens.len() > row as usize {
            let (r, c) = (self.queens.len() - 1, self.queens[self.queens.len() - 1]);
            self.toggle(r as u32, c);
            self.queens.pop();
        }
    }

    /// Replaces every queen by `queens`, the column of each row top down.
    pub fn set_queens(&mut self, queens: &[u32]) {
        self.lift(0);
        for &col in queens {
            self.place(self.queens.len() as u32, col);
        }
    }

    /// The board after `event`, given the board before it: an `accept` places its queen, a
    /// `backtrack` lifts it; nothing else changes the board.
    pub fn follow(&mut self, event: &Event) {
        match *event {
            Event::Accept { row, col, .. } => self.place(row, col),
            Event::Backtrack { row, .. } => self.lift(row),
            _ => {}
        }
    }

    /// The board after `event` in any trace that [`crate::Reader::check_board`] lets through,
    /// whatever its order: a `start` clears the board to its size, a square event on row `r`
    /// means rows above it hold queens and rows from `r` down do not (the search fills rows in
    /// order), and a `solution` lists the queens. The pictures of a step follow a trace so;
    /// [`Board::follow`] is the exact, reversible step that the cursor needs.
    pub fn track(&mut self, event: &Event) {
        match *event {
            Event::Start { n, start, .. } => {
                // A teacher's start: its queens stand on the first rows from the beginning.
                *self = Board::new(n);
                for (row, col) in start.cols().into_iter().enumerate() {
                    self.place(row as u32, col);
                }
            }
            Event::Try { row, .. } | Event::Reject { row, .. } | Event::Backtrack { row, .. } => {
                self.lift(row)
            }
            Event::Accept { row, col, .. } => self.place(row, col),
            Event::Solution { ref queens, .. } => self.set_queens(queens),
            Event::Done { .. } => {}
        }
    }

    /// The board before `event`, given the board after it: what [`Board::follow`] undoes.
    pub fn unfollow(&mut self, event: &Event) {
        match *event {
            Event::Accept { row, .. } => self.lift(row),
            Event::Backtrack { row, col, .. } => self.place(row, col),
            _ => {}
        }
    }

    /// Whether a queen attacks `(row, col)`: one stands on its row, its column or one of its
    /// diagonals (a queen's own square counts, since its row holds a queen).
    pub fn is_attacked(&self, row: u32, col: u32) -> bool {
        if (row as usize) < self.queens.len() {
            return true;
        }
        match self.bits(row, col) {
            Some(bits) if self.off == 0 => (0..3).any(|i| self.lines[i] & bits[i] != 0),
            _ => self.attacker(row, col).is_some(),
        }
    }

    /// The topmost queen that attacks `(row, col)` along a column or diagonal, and how: the
    /// queen a `reject` names, as the solver does. Rows are not considered (a search never
    /// tries a square on a row that holds a queen).
    pub fn attacker(&self, row: u32, col: u32) -> Option<((u32, u32), Conflict)> {
        self.squares()
            .find_map(|q| crate::problem::nqueens::attack(q, (row, col)).map(|how| (q, how)))
    }

    /// What `(row, col)` shows once `event` has happened on this board (the board after the
    /// event). The event's own squares come first: the tried, placed, rejected or lifted
    /// square, a reject's attacker and the squares between them, a solution's queens; every
    /// other square shows its queen or whether it is attacked.
    pub fn cell(&self, event: &Event, row: u32, col: u32) -> Cell {
        let here = (row, col);
        match *event {
            Event::Try { row: r, col: c, .. } if (r, c) == here => return Cell::Tried,
            Event::Accept { row: r, col: c, .. } if (r, c) == here => return Cell::Placed,
            Event::Backtrack { row: r, col: c, .. } if (r, c) == here => return Cell::Lifted,
            Event::Reject { row: r, col: c, conflict, with: [wr, wc], .. } => {
                if (r, c) == here {
                    return Cell::Rejected;
                }
                if (wr, wc) == here {
                    return Cell::Attacker;
                }
                if between((wr, wc), (r, c), here) {
                    return Cell::Line(conflict);
                }
            }
            Event::Solution { ref queens, .. } if queens.get(row as usize) == Some(&col) => {
                return Cell::Solution
            }
            _ => {}
        }
        if self.queen(row, col) {
            Cell::Queen
        } else if self.is_attacked(row, col) {
            Cell::Attacked
        } else {
            Cell::Free
        }
    }

    /// Every square's [`Board::cell`] after `event`, row by row.
    pub fn cells(&self, event: &Event) -> Vec<Vec<Cell>> {
        (0..self.n).map(|row| (0..self.n).map(|col| self.cell(event, row, col)).collect()).collect()
    }

    /// The bits of `(row, col)` in `lines`; `None` off the board.
    fn bits(&self, row: u32, col: u32) -> Option<[u64; 3]> {
        (row < self.n && col < self.n && self.n <= 32)
            .then(|| [1 << col, 1 << (row + self.n - 1 - col), 1 << (row + col)])
    }

    /// Adds a queen on `(row, col)` to the attacked lines, or takes it away.
    fn toggle(&mut self, row: u32, col: u32) {
        match self.bits(row, col) {
            Some(bits) => {
                for (set, bit) in self.lines.iter_mut().zip(bits) {
                    *set ^= bit;
                }
            }
            // A queen is toggled off only after it was toggled on, so the count stays exact.
            None if self.queen(row, col) => self.off -= 1,
            None => self.off += 1,
        }
    }
}

/// Whether `p` lies strictly between `a` and `b` on the straight line that joins them (for a
/// queen and a square it attacks: a column or a diagonal).
pub fn between(a: (u32, u32), b: (u32, u32), p: (u32, u32)) -> bool {
    let (a, b, p) = (
        (i64::from(a.0), i64::from(a.1)),
        (i64::from(b.0), i64::from(b.1)),
        (i64::from(p.0), i64::from(p.1)),
    );
    let cross = (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0);
    let inside = |x: i64, y: i64, z: i64| x.min(y) <= z && z <= x.max(y);
    cross == 0 && inside(a.0, b.0, p.0) && inside(a.1, b.1, p.1) && p != a && p != b
}

// How a square is spelled lives beside the event, whose one-line description uses it.
pub use crate::event::{label, Label};

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The cells as text, one letter per square.
    fn draw(board: &Board, event: &Event) -> Vec<String> {
        draw_cells(&board.cells(event))
    }

    /// Cells as text, one letter per square (also for the cursor's tests).
    pub(crate) fn draw_cells(cells: &[Vec<Cell>]) -> Vec<String> {
        cells
            .iter()
            .map(|row| {
                row.iter()
                    .map(|c| match c {
                        Cell::Free => '.',
                        Cell::Attacked => ':',
                        Cell::Queen => 'Q',
                        Cell::Tried => '?',
                        Cell::Placed => 'P',
                        Cell::Rejected => 'x',
                        Cell::Attacker => 'A',
                        Cell::Line(
                            Conflict::Column
                            | Conflict::Row
                            | Conflict::Box
                            | Conflict::Edge
                            | Conflict::Over
                            | Conflict::Short,
                        ) => '|',
                        Cell::Line(Conflict::Diagonal) => '\\',
                        Cell::Line(Conflict::AntiDiagonal) => '/',
                        Cell::Lifted => '^',
                        Cell::Solution => '*',
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn queens_fill_rows_from_the_top_and_lift_from_a_row_down() {
        let mut board = Board::new(5);
        board.place(0, 1);
        board.place(1, 3);
        board.place(2, 0);
        assert_eq!(board.queens(), [1, 3, 0]);
        assert_eq!(board.squares().collect::<Vec<_>>(), [(0, 1), (1, 3), (2, 0)]);
        board.place(1, 4);
        assert_eq!(board.queens(), [1, 4]);
        board.lift(1);
        assert_eq!(board.queens(), [1]);
        assert!(board.queen(0, 1) && !board.queen(0, 0) && !board.queen(1, 4));
        board.set_queens(&[2, 0, 3]);
        assert_eq!(board, Board::with_queens(5, &[2, 0, 3]));
        board.lift(0);
        assert_eq!(board, Board::new(5));
    }

    #[test]
    fn the_topmost_attacker_is_named_with_its_line() {
        // Queens at (0,0) and (1,2) on 4×4.
        let board = Board::with_queens(4, &[0, 2]);
        assert_eq!(board.attacker(2, 0), Some(((0, 0), Conflict::Column)));
        assert_eq!(board.attacker(2, 1), Some(((1, 2), Conflict::AntiDiagonal)));
        assert_eq!(board.attacker(2, 2), Some(((0, 0), Conflict::Diagonal)));
        assert_eq!(board.attacker(2, 3), Some(((1, 2), Conflict::Diagonal)));
        assert_eq!(board.attacker(3, 1), None);
        // (3,3) is on both queens' diagonal: the topmost is named.
        assert_eq!(board.attacker(3, 3), Some(((0, 0), Conflict::Diagonal)));
        let attacked: Vec<(u32, u32)> = (0..4)
            .flat_map(|r| (0..4).map(move |c| (r, c)))
            .filter(|&(r, c)| !board.is_attacked(r, c))
            .collect();
        assert_eq!(attacked, [(3, 1)]);
    }

    #[test]
    fn queens_off_the_board_still_attack() {
        let mut board = Board::new(4);
        board.place(0, 9);
        assert!(board.is_attacked(2, 9) && board.is_attacked(1, 8) && !board.is_attacked(1, 2));
        assert_eq!(board.attacker(3, 6), Some(((0, 9), Conflict::AntiDiagonal)));
        board.lift(0);
        assert!(!board.is_attacked(2, 9));
        assert_eq!(board, Board::new(4));
    }

    #[test]
    fn follow_and_unfollow_undo_each_other() {
        let mut board = Board::with_queens(4, &[1, 3]);
        let accept = Event::Accept { step: 9, row: 2, col: 0 };
        let backtrack = Event::Backtrack { step: 9, row: 1, col: 3 };
        for event in [&accept, &backtrack] {
            let before = board.clone();
            board.follow(event);
            assert_ne!(board, before);
            board.unfollow(event);
            assert_eq!(board, before);
        }
        board.follow(&backtrack);
        assert_eq!(board.queens(), [1]);
    }

    #[test]
    fn track_takes_the_queens_a_trace_implies() {
        let mut board = Board::with_queens(4, &[1, 3, 0]);
        // A try on row 1 says rows 1 and below are empty, whatever came before.
        board.track(&Event::Try { step: 9, row: 1, col: 0 });
        assert_eq!(board.queens(), [1]);
        board.track(&Event::Solution { step: 9, index: 1, queens: vec![2, 0, 3, 1] });
        assert_eq!(board.queens(), [2, 0, 3, 1]);
        board.track(&Event::Start {
            step: 0,
            schema: crate::SCHEMA.into(),
            n: 5,
            limit: None,
            start: crate::event::Position::NONE,
        });
        assert_eq!(board, Board::new(5));
        board.track(&Event::Start {
            step: 0,
            schema: crate::SCHEMA.into(),
            n: 5,
            limit: None,
            start: crate::event::Position::new(&[1, 3]).unwrap(),
        });
        assert_eq!(board, Board::with_queens(5, &[1, 3]));
        // Along a trace of the search, it is `follow`.
        let (mut tracked, mut followed) = (Board::new(5), Board::new(5));
        for e in crate::solver::tests::trace(5, None) {
            tracked.track(&e);
            followed.follow(&e);
            assert_eq!(tracked, followed, "{e:?}");
        }
    }

    #[test]
    fn every_square_shows_the_step() {
        let board = Board::with_queens(4, &[0, 2]);
        let reject =
            |row, col, conflict, with| Event::Reject { step: 12, row, col, conflict, with };
        assert_eq!(
            draw(&board, &reject(3, 0, Conflict::Column, [0, 0])),
            ["A:::", "|:Q:", "|:::", "x.::"]
        );
        assert_eq!(
            draw(&board, &reject(3, 3, Conflict::Diagonal, [0, 0])),
            ["A:::", ":\\Q:", "::\\:", ":.:x"]
        );
        // A reject whose attacker is not on a line with it marks no line.
        assert_eq!(
            draw(&board, &reject(3, 1, Conflict::Diagonal, [0, 0])),
            ["A:::", "::Q:", "::::", ":x::"]
        );
        let try_ = Event::Try { step: 11, row: 2, col: 1 };
        assert_eq!(draw(&board, &try_), ["Q:::", "::Q:", ":?::", ":.::"]);
        let placed = Board::with_queens(4, &[1, 3, 0]);
        let accept = Event::Accept { step: 30, row: 2, col: 0 };
        assert_eq!(draw(&placed, &accept), [":Q::", ":::Q", "P:::", "::.:"]);
        let lifted = Board::with_queens(4, &[1]);
        let backtrack = Event::Backtrack { step: 40, row: 1, col: 3 };
        assert_eq!(draw(&lifted, &backtrack), [":Q::", ":::^", ".:.:", ".:.."]);
        let solved = Board::with_queens(4, &[1, 3, 0, 2]);
        let solution = Event::Solution { step: 57, index: 1, queens: vec![1, 3, 0, 2] };
        assert_eq!(draw(&solved, &solution), [":*::", ":::*", "*:::", "::*:"]);
    }

    #[test]
    fn between_follows_straight_lines_only() {
        assert!(between((0, 3), (3, 0), (1, 2)));
        assert!(!between((0, 3), (3, 0), (1, 1)));
        assert!(between((0, 0), (2, 2), (1, 1)));
        assert!(!between((0, 0), (2, 2), (2, 2)));
        assert!(between((0, 1), (3, 1), (2, 1)));
        assert!(!between((0, 1), (3, 1), (2, 2)));
    }
}
