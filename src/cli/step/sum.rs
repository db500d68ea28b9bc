//! The picture of a subset sum in the step view: the items in a row, each taken (`+3`), left
//! out (`~3`) or not decided yet (`.3`), the item the current event is about marked with the
//! choice tried, made, rejected or undone (`[+3]`, `<~3>`, `x+3x`, `-+3-`); under them, the
//! running sum against the target, in numbers and as a bar.
//!
//! Every mark differs by its shape, so the picture reads under `NO_COLOR`; colour adds to it.

use super::grid::{paint, MARKS};
use super::text::say;
use crossterm::style::Color;
use nqueens_trace::lang::{Arg, Lang, Messages};
use nqueens_trace::problem::subset_sum::{SubsetSum, LEAVE, TAKE};
use nqueens_trace::Event;
use unicode_width::UnicodeWidthStr;

/// The items in a row.
pub const PER_ROW: usize = 10;

/// The bar's cells.
pub const BAR: u64 = 20;

/// What an item shows; its place in [`Messages::view_sum_marks`] is its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Taken.
    Taken = 0,
    /// Left out.
    Left = 1,
    /// Not decided yet.
    Open = 2,
    /// The choice being tried.
    Tried = 3,
    /// The choice just made (an accept).
    Made = 4,
    /// The choice just rejected.
    Rejected = 5,
    /// The choice just undone (a backtrack).
    Undone = 6,
    /// An item of the subset just found.
    Solution = 7,
}

/// A subset sum's items and target, as the step view draws them.
#[derive(Debug)]
pub struct Sum {
    sum: SubsetSum,
}

impl Sum {
    /// The picture of `sum`.
    pub fn new(sum: SubsetSum) -> Sum {
        Sum { sum }
    }

    /// The widest item's cell, its marks included (`x+34x`).
    fn cell_width(&self) -> usize {
        let widest = self.sum.items().iter().max().copied().unwrap_or(0);
        widest.to_string().len() + 3
    }

    /// The widest row: a row of items, or the sum and its bar.
    pub fn width(&self, lang: Lang) -> usize {
        let items = self.sum.items().len().min(PER_ROW) * (self.cell_width() + 1);
        let t = u64::from(self.sum.target());
        let args = [("s", Arg::Num(t)), ("t", Arg::Num(t))];
        let total = say(lang.messages().view_sum_total, &args).width() + 3 + BAR as usize;
        items.max(total)
    }

    /// Every item's mark after `event`, given `values` (each item's choice after it,
    /// `u32::MAX` for none).
    fn marks(&self, values: &[u32], event: Option<&Event>) -> Vec<(Mark, u32)> {
        let mut cells: Vec<(Mark, u32)> = (0..self.sum.items().len())
            .map(|i| match values.get(i) {
                Some(&TAKE) => (Mark::Taken, TAKE),
                Some(&LEAVE) => (Mark::Left, LEAVE),
                _ => (Mark::Open, LEAVE),
            })
            .collect();
        let mut mark = |i: u32, m: Mark, choice: u32| {
            if let Some(cell) = cells.get_mut(i as usize) {
                *cell = (m, choice);
            }
        };
        match event {
            Some(&Event::Try { row, col, .. }) => mark(row, Mark::Tried, col),
            Some(&Event::Accept { row, col, .. }) => mark(row, Mark::Made, col),
            Some(&Event::Reject { row, col, .. }) => mark(row, Mark::Rejected, col),
            Some(&Event::Backtrack { row, col, .. }) => mark(row, Mark::Undone, col),
            Some(Event::Solution { queens, .. }) => {
                for (i, &choice) in queens.iter().enumerate() {
                    if choice == TAKE {
                        mark(i as u32, Mark::Solution, choice);
                    }
                }
            }
            _ => {}
        }
        cells
    }

    /// The rows after `event` (the search's choices then: `values`), in `lang`: the items,
    /// [`PER_ROW`] a row, then the sum of those taken against the target; and which of the
    /// legend's marks they draw.
    pub fn rows(
        &self,
        values: &[u32],
        event: Option<&Event>,
        lang: Lang,
        color: bool,
    ) -> (Vec<String>, [bool; MARKS]) {
        let cells = self.marks(values, event);
        let width = self.cell_width();
        let mut drawn = [false; MARKS];
        let mut rows = Vec::new();
        for (row, chunk) in cells.chunks(PER_ROW).enumerate() {
            let mut out = Vec::new();
            for (k, &(mark, choice)) in chunk.iter().enumerate() {
                let item = self.sum.items()[row * PER_ROW + k];
                drawn[mark as usize] = true;
                let (text, fg, bg) = look(mark, choice, item);
                paint(&mut out, &text, fg, bg, color);
                out.extend_from_slice(" ".repeat(width + 1 - text.width()).as_bytes());
            }
            rows.push(String::from_utf8_lossy(&out).trim_end().to_string());
        }
        let items = self.sum.items().iter().zip(values);
        let taken: u64 = items.filter(|&(_, &c)| c == TAKE).map(|(&i, _)| u64::from(i)).sum();
        let target = u64::from(self.sum.target());
        let args = [("s", Arg::Num(taken)), ("t", Arg::Num(target))];
        let total = say(lang.messages().view_sum_total, &args);
        // The bar is the target's length; a sum of a target of 0 fills it.
        let filled = (taken.min(target) * BAR).checked_div(target).unwrap_or(BAR);
        let bar = "█".repeat(filled as usize) + &"·".repeat((BAR - filled) as usize);
        rows.push(String::new());
        rows.push(format!("{total}  {bar}"));
        (rows, drawn)
    }
}

/// The text of an item's cell, and its colours, foreground and background.
fn look(mark: Mark, choice: u32, item: u32) -> (String, Option<Color>, Option<Color>) {
    let sign = if choice == TAKE { '+' } else { '~' };
    let on = |fg, bg| (Some(fg), Some(bg));
    let (text, (fg, bg)) = match mark {
        Mark::Taken => (format!("+{item}"), (Some(Color::Green), None)),
        Mark::Left => (format!("~{item}"), (Some(Color::DarkGrey), None)),
        Mark::Open => (format!(".{item}"), (None, None)),
        Mark::Tried => (format!("[{sign}{item}]"), on(Color::Black, Color::Yellow)),
        Mark::Made => (format!("<{sign}{item}>"), on(Color::Black, Color::Green)),
        Mark::Rejected => (format!("x{sign}{item}x"), on(Color::White, Color::DarkRed)),
        Mark::Undone => (format!("-{sign}{item}-"), on(Color::White, Color::DarkBlue)),
        Mark::Solution => (format!("*{item}*"), on(Color::Black, Color::Cyan)),
    };
    (text, fg, bg)
}

/// The legend's items for the items and their sum, from the language's table.
pub fn legend(m: &Messages) -> Vec<String> {
    m.view_sum_marks.iter().map(|t| t.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::problem::subset_sum::{DEFAULT_ITEMS, DEFAULT_TARGET};
    use nqueens_trace::problem::Search;

    fn sum() -> SubsetSum {
        SubsetSum::new(DEFAULT_ITEMS.to_vec(), DEFAULT_TARGET).unwrap()
    }

    /// Taking 34 after 3 is rejected: the items so far and the sum, 3 of 9.
    #[test]
    fn a_reject_marks_the_item_and_the_sum_stays() {
        let events: Vec<Event> = Search::new(Box::new(sum()), None).collect();
        assert!(matches!(events[4], Event::Reject { row: 1, col: TAKE, .. }));
        let values = [TAKE, u32::MAX, u32::MAX, u32::MAX, u32::MAX, u32::MAX];
        let (rows, drawn) = Sum::new(sum()).rows(&values, events.get(4), Lang::En, false);
        assert_eq!(
            rows,
            ["+3    x+34x .4    .12   .5    .2", "", "sum 3 of 9  ██████··············"]
        );
        assert!(drawn[Mark::Rejected as usize] && drawn[Mark::Open as usize]);
        // The first subset: 3 + 4 + 2.
        let values = [TAKE, LEAVE, TAKE, LEAVE, LEAVE, TAKE];
        let found = events.iter().find(|e| matches!(e, Event::Solution { .. }));
        let (rows, _) = Sum::new(sum()).rows(&values, found, Lang::En, false);
        assert_eq!(rows[0], "*3*   ~34   *4*   ~12   ~5    *2*");
        assert_eq!(rows[2], "sum 9 of 9  ████████████████████");
    }

    #[test]
    fn every_mark_has_its_shape() {
        let marks = [
            Mark::Taken,
            Mark::Left,
            Mark::Open,
            Mark::Tried,
            Mark::Made,
            Mark::Rejected,
            Mark::Undone,
            Mark::Solution,
        ];
        let shapes: std::collections::BTreeSet<String> =
            marks.iter().map(|&m| look(m, TAKE, 3).0).collect();
        assert_eq!(shapes.len(), marks.len());
        assert_eq!(marks.len(), Lang::En.messages().view_sum_marks.len());
        // A choice of leaving out is told from one of taking.
        assert_ne!(look(Mark::Tried, LEAVE, 3).0, look(Mark::Tried, TAKE, 3).0);
    }
}
