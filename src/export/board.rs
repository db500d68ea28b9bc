//! The board as it stands after each step, and the tally so far: what every picture of a step
//! draws. The board and what its squares show are [`crate::board`]'s; this adds the counts.

use crate::board::{self, Cell};
use crate::event::{Conflict, Event};
use crate::lang::{self, Arg, Lang};
use crate::picture::Picture;
use crate::solver::Stats;

/// The queens on the board and the counts of the search so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    board: board::Board,
    /// The steps so far of each kind, counted as a search's totals are ([`Stats::count`]).
    pub counts: Stats,
}

impl Board {
    /// An empty `n`×`n` board.
    pub fn new(n: u32) -> Board {
        Board { board: board::Board::new(n), counts: Stats::default() }
    }

    /// The board size.
    pub fn n(&self) -> u32 {
        self.board.n()
    }

    /// The column of the queen in each row that holds one, top down.
    pub fn queens(&self) -> &[u32] {
        self.board.queens()
    }

    /// The queens, as the shared board model.
    pub fn board(&self) -> &board::Board {
        &self.board
    }

    /// The counts so far in words, joined by `sep`: `6 tries, 4 rejects, 0 backtracks, 0
    /// solutions`.
    pub fn tally(&self, sep: &str) -> String {
        let word =
            |k: u64, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
        [
            word(self.counts.tries, "try", "tries"),
            word(self.counts.rejects, "reject", "rejects"),
            word(self.counts.backtracks, "backtrack", "backtracks"),
            word(self.counts.solutions, "solution", "solutions"),
        ]
        .join(sep)
    }

    /// The counts so far in `lang`: in English [`Board::tally`] joined by `sep`, in the other
    /// languages the counters of the step view, which have their own separators.
    pub fn tally_in(&self, lang: Lang, sep: &str) -> String {
        if lang == Lang::En {
            return self.tally(sep);
        }
        let mut out = Vec::new();
        lang::fill(
            &mut out,
            lang.messages().view_counts,
            &[
                ("t", Arg::Num(self.counts.tries)),
                ("a", Arg::Num(self.counts.accepts)),
                ("r", Arg::Num(self.counts.rejects)),
                ("b", Arg::Num(self.counts.backtracks)),
                ("s", Arg::Num(self.counts.solutions)),
            ],
        );
        String::from_utf8_lossy(&out).into_owned()
    }

    /// Applies one event. A square event on row `r` means rows above it hold queens and rows
    /// from `r` down do not (the search fills rows in order), so the board follows any trace
    /// that [`crate::Reader::check_board`] lets through without further checks.
    pub fn apply(&mut self, event: &Event) {
        if let Event::Start { n, .. } = *event {
            *self = Board::new(n);
            // A teacher's start puts its queens on the first rows.
            self.board.track(event);
            return;
        }
        self.board.track(event);
        self.counts.count(event);
    }
}

/// One selected step: the event and the board after it.
#[derive(Debug, Clone, Copy)]
pub struct Frame<'a> {
    /// The step's event.
    pub event: &'a Event,
    /// The board after the event, and the counts so far.
    pub board: &'a Board,
    /// For another problem than N-Queens, its picture after the event: what each place
    /// shows is [`Picture::places`] of the event.
    pub picture: Option<&'a Picture>,
}

/// The line of attack of a reject: the attacking queen, the refused square (both as
/// `(row, col)`) and the line they share.
pub type Attack = ((u32, u32), (u32, u32), Conflict);

impl Frame<'_> {
    /// The step number.
    pub fn step(&self) -> u64 {
        self.event.step()
    }

    /// Whether a queen stands on `(row, col)`.
    pub fn queen(&self, row: u32, col: u32) -> bool {
        self.board.board.queen(row, col)
    }

    /// What `(row, col)` shows at this step.
    pub fn mark(&self, row: u32, col: u32) -> Cell {
        self.board.board.cell(self.event, row, col)
    }

    /// The line of attack of a reject: from the attacking queen to the refused square.
    pub fn attack(&self) -> Option<Attack> {
        match *self.event {
            Event::Reject { row, col, with, conflict, .. } => {
                Some(((with[0], with[1]), (row, col), conflict))
            }
            _ => None,
        }
    }

    /// Whether this step completes a solution.
    pub fn is_solution(&self) -> bool {
        matches!(self.event, Event::Solution { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reject_marks_the_square_the_attacker_and_the_line() {
        let mut board = Board::new(4);
        for e in
            [Event::Accept { step: 2, row: 0, col: 0 }, Event::Accept { step: 8, row: 1, col: 2 }]
        {
            board.apply(&e);
        }
        let reject =
            Event::Reject { step: 12, row: 3, col: 0, conflict: Conflict::Column, with: [0, 0] };
        board.apply(&reject);
        let frame = Frame { event: &reject, board: &board, picture: None };
        let marks: Vec<Cell> = (0..4).map(|r| frame.mark(r, 0)).collect();
        let line = Cell::Line(Conflict::Column);
        assert_eq!(marks, [Cell::Attacker, line, line, Cell::Rejected]);
        assert_eq!(frame.mark(1, 1), Cell::Attacked);
        assert_eq!(frame.mark(1, 2), Cell::Queen);
        assert_eq!(frame.mark(3, 1), Cell::Free);
        assert!(frame.queen(1, 2));
        assert_eq!(board.counts.rejects, 1);
        assert_eq!(board.tally(", "), "0 tries, 1 reject, 0 backtracks, 0 solutions");
    }
}
