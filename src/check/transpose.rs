//! A trace read with rows and columns swapped: what a column-by-column solver (one queen per
//! column, the style of many course notes) becomes once turned into the canonical row-by-row
//! search.
//!
//! Swapping rows and columns maps each line of attack onto a line of the same kind: a column
//! becomes a row, a diagonal (`row - col` constant) stays a diagonal (`col - row` constant),
//! and an anti-diagonal stays one. So every event is turned square by square, and its
//! `conflict` is kept. A solution is the one exception: a program may list its queens by row
//! (the board as it is) or by column (its own array). The turned solution lists the queens of
//! the turned board when either reading gives them, and is left as written otherwise, for the
//! rules to refuse.

use crate::event::Event;
use crate::sink::Sink;

/// Feeds `inner` the events with rows and columns swapped.
#[derive(Debug)]
pub struct Transposed<S> {
    inner: S,
    /// The queens on the turned board, in the order they were placed.
    queens: Vec<(u32, u32)>,
}

impl<S: Sink> Transposed<S> {
    /// `inner`, fed the turned events.
    pub fn new(inner: S) -> Transposed<S> {
        Transposed { inner, queens: Vec::new() }
    }

    /// The sink the turned events went to.
    pub fn inner(&self) -> &S {
        &self.inner
    }

    /// `event` with rows and columns swapped.
    fn turn(&mut self, event: &Event) -> Event {
        match event.clone() {
            Event::Try { step, row, col } => Event::Try { step, row: col, col: row },
            Event::Accept { step, row, col } => {
                self.queens.push((col, row));
                Event::Accept { step, row: col, col: row }
            }
            Event::Backtrack { step, row, col } => {
                self.queens.pop();
                Event::Backtrack { step, row: col, col: row }
            }
            Event::Reject { step, row, col, conflict, with } => {
                Event::Reject { step, row: col, col: row, conflict, with: [with[1], with[0]] }
            }
            Event::Solution { step, index, queens } => {
                let held = self.board();
                let queens = if held.as_ref() == Some(&queens)
                    || held.is_some() && inverse(&queens).as_ref() == held.as_ref()
                {
                    held.unwrap_or(queens)
                } else {
                    queens
                };
                Event::Solution { step, index, queens }
            }
            other => other,
        }
    }

    /// The column of the queen in each row of the turned board, if it holds one queen in
    /// every row from the top.
    fn board(&self) -> Option<Vec<u32>> {
        let mut cols = vec![None; self.queens.len()];
        for &(row, col) in &self.queens {
            *cols.get_mut(row as usize)? = Some(col);
        }
        cols.into_iter().collect()
    }
}

/// The inverse of the permutation `queens` (`queens[r] = c` becomes `inverse[c] = r`), if it
/// is one.
fn inverse(queens: &[u32]) -> Option<Vec<u32>> {
    let mut inverse = vec![None; queens.len()];
    for (row, &col) in queens.iter().enumerate() {
        let slot = inverse.get_mut(col as usize)?;
        if slot.is_some() {
            return None;
        }
        *slot = Some(row as u32);
    }
    inverse.into_iter().collect()
}

impl<S: Sink> Sink for Transposed<S> {
    type Error = S::Error;

    fn event(&mut self, event: &Event) -> Result<bool, S::Error> {
        let turned = self.turn(event);
        self.inner.event(&turned)
    }

    fn finish(&mut self) -> Result<(), S::Error> {
        self.inner.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_swap_and_lines_keep_their_kind() {
        let mut t = Transposed::new(Vec::<Event>::new());
        let reject = Event::Reject {
            step: 3,
            row: 2,
            col: 1,
            conflict: crate::Conflict::Diagonal,
            with: [0, 3],
        };
        t.event(&reject).unwrap();
        let want = Event::Reject {
            step: 3,
            row: 1,
            col: 2,
            conflict: crate::Conflict::Diagonal,
            with: [3, 0],
        };
        assert_eq!(t.inner(), &[want]);
    }

    #[test]
    fn a_solution_listed_either_way_lists_the_turned_board() {
        // The column solver places (row 1, col 0), (3, 1), (0, 2), (2, 3): turned, the queens
        // stand at (0,1), (1,3), (2,0), (3,2), the board [1, 3, 0, 2].
        for listed in [vec![2, 0, 3, 1], vec![1, 3, 0, 2]] {
            let mut t = Transposed::new(Vec::<Event>::new());
            for (step, (row, col)) in [(1, 0), (3, 1), (0, 2), (2, 3)].into_iter().enumerate() {
                t.event(&Event::Accept { step: step as u64, row, col }).unwrap();
            }
            t.event(&Event::Solution { step: 4, index: 1, queens: listed.clone() }).unwrap();
            let Some(Event::Solution { queens, .. }) = t.inner().last() else { panic!() };
            assert_eq!(queens, &[1, 3, 0, 2], "listed {listed:?}");
        }
        assert_eq!(inverse(&[0, 0]), None);
        assert_eq!(inverse(&[5]), None);
    }
}
