//! An event in one line for messages (`try (1,2)`, `solution #1 [1,3,0,2]`), and a square
//! within it: what `verify`, `diff` and `check` say an event was.

use super::Event;
use std::fmt;

/// A short description of an event for messages: `try (1,2)`, `solution #1 [1,3,0,2]`.
pub fn describe(event: &Event) -> String {
    Description(event).to_string()
}

/// The description of an event that [`describe`] returns, written only when displayed.
pub(crate) struct Description<'a>(pub(crate) &'a Event);

impl fmt::Display for Description<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Event::Start { n, limit, start, .. } => {
                write!(f, "start n={n}")?;
                if let Some(k) = limit {
                    write!(f, " limit={k}")?;
                }
                match start.is_empty() {
                    false => write!(f, " from {}", cols(&start.cols())),
                    true => Ok(()),
                }
            }
            Event::Try { row, col, .. } => write!(f, "try {}", label(*row, *col, 0)),
            Event::Accept { row, col, .. } => write!(f, "accept {}", label(*row, *col, 0)),
            Event::Reject { row, col, conflict, with, .. } => write!(
                f,
                "reject {} ({} of {})",
                label(*row, *col, 0),
                conflict,
                label(with[0], with[1], 0)
            ),
            Event::Solution { index, queens, .. } => {
                write!(f, "solution #{index} {}", cols(queens))
            }
            Event::Backtrack { row, col, .. } => write!(f, "backtrack {}", label(*row, *col, 0)),
            Event::Done { solutions, complete, .. } => write!(
                f,
                "done ({solutions} solutions, {})",
                if *complete { "complete" } else { "incomplete" }
            ),
        }
    }
}

/// Columns as compact JSON: `[1,3,0,2]`.
pub(crate) fn cols(queens: &[u32]) -> String {
    let list: Vec<String> = queens.iter().map(u32::to_string).collect();
    format!("[{}]", list.join(","))
}

/// A square as people read it, `(row,col)`, counted from `base`: 0 as in the trace, 1 for
/// readers who count from one. The one place the label is spelled, for every printer,
/// exporter and message.
///
/// ```
/// use nqueens_trace::event::label;
/// assert_eq!(label(2, 0, 0).to_string(), "(2,0)");
/// assert_eq!(label(2, 0, 1).to_string(), "(3,1)");
/// ```
pub fn label(row: u32, col: u32, base: u32) -> Label {
    Label { row, col, base }
}

/// The label of a square, made by [`label`]; its `Display` writes `(row,col)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Label {
    /// The square's row, counted from 0.
    pub row: u32,
    /// The square's column, counted from 0.
    pub col: u32,
    /// What the first row and column are called: 0 or 1.
    pub base: u32,
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row + self.base, self.col + self.base)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::{Position, SCHEMA};

    #[test]
    fn events_are_described_briefly() {
        let cases = [
            (
                Event::Start {
                    step: 0,
                    schema: SCHEMA.into(),
                    n: 4,
                    limit: Some(2),
                    start: Position::NONE,
                },
                "start n=4 limit=2",
            ),
            (Event::sample_reject(), "reject (1,0) (anti-diagonal of (0,1))"),
            (
                Event::Solution { step: 57, index: 1, queens: vec![1, 3, 0, 2] },
                "solution #1 [1,3,0,2]",
            ),
            (
                Event::Done {
                    step: 9,
                    solutions: 0,
                    tries: 1,
                    accepts: 1,
                    rejects: 0,
                    backtracks: 1,
                    complete: false,
                },
                "done (0 solutions, incomplete)",
            ),
        ];
        for (event, want) in cases {
            assert_eq!(describe(&event), want);
        }
    }
}
