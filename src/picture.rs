//! What a picture of a step shows, decided once for every view that draws one.
//!
//! A problem says what its picture is made of ([`crate::problem::Problem::shape`]): N-Queens'
//! board, a Sudoku's grid in boxes, a colouring's graph with a place for each vertex, a subset
//! sum's row of items and its target. A [`Picture`] follows the events of a trace and says, for
//! the step at hand, what each place of that shape shows ([`Place`]: a [`Mark`] and a value).
//! The step view, the player and the slide exports all draw these marks; none decides them.
//!
//! A place is a variable of the problem: a board's row, a grid's cell (`row * side + col`, the
//! givens too), a vertex, an item. A trace's event about a number that is no place (a hostile
//! trace's) marks nothing.
//!
//! ```
//! use nqueens_trace::picture::{Mark, Picture};
//! use nqueens_trace::problem::{self, Problem, Search};
//!
//! let map = problem::open("coloring", &problem::default_instance("coloring")?)?;
//! let mut picture = Picture::new(map.shape());
//! let events: Vec<_> = Search::new(map, None).collect();
//! // The first reject: NT cannot be red, WA is.
//! let reject = events.iter().position(|e| e.kind() == nqueens_trace::Kind::Reject).unwrap();
//! for event in &events[..=reject] {
//!     picture.follow(event);
//! }
//! let places = picture.places(Some(&events[reject]));
//! assert_eq!((places[0].mark, places[0].value), (Mark::Holder, Some(0)));
//! assert_eq!((places[1].mark, places[1].value), (Mark::Rejected, Some(0)));
//! assert_eq!(places[2].mark, Mark::Empty);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::event::{Conflict, Event};

/// The side of the square a graph's vertices are placed on: `0..=CANVAS` both ways, x to
/// the right and y down.
pub const CANVAS: u32 = 1000;

/// What [`Picture::drawn`] gives a place the search has given no value (but a grid's).
pub const NONE: u32 = u32::MAX;

/// What a problem's picture is made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// N-Queens' `n`×`n` board: a place is a row, its value the queen's column.
    Board {
        /// The board's side.
        n: u32,
    },
    /// A Sudoku's `side`×`side` grid in boxes of `box_side`×`box_side`: a place is a cell,
    /// its value a digit.
    Grid {
        /// The grid's side: 4 or 9.
        side: u32,
        /// A box's side: 2 or 3.
        box_side: u32,
        /// The puzzle's digit of every cell, row-major, 0 where the cell is empty.
        givens: Vec<u32>,
    },
    /// A graph: a place is a vertex, its value a colour `0..colors`.
    Graph {
        /// Each vertex's name, in the graph's order.
        names: Vec<String>,
        /// Each edge once, as `[u, v]` with `u < v`, ascending.
        edges: Vec<[u32; 2]>,
        /// Each vertex's place on the [`CANVAS`], `[x, y]`: the map of Australia as the map
        /// lies, any other graph on a circle in its order. The same graph has the same places.
        at: Vec<[u32; 2]>,
        /// The number of colours.
        colors: u32,
    },
    /// A row of items: a place is an item, its value 1 (taken) or 0 (left out).
    Items {
        /// The items, in order.
        items: Vec<u32>,
        /// The sum to reach.
        target: u32,
    },
}

impl Shape {
    /// The number of places.
    pub fn places(&self) -> usize {
        match self {
            Shape::Board { n } => *n as usize,
            Shape::Grid { givens, .. } => givens.len(),
            Shape::Graph { names, .. } => names.len(),
            Shape::Items { items, .. } => items.len(),
        }
    }

    /// The places of a grid's unit that `rule` names for `cell`: its row, its column or its
    /// box, in row-major order. None for another shape or rule.
    pub fn unit(&self, cell: u32, rule: Conflict) -> Vec<u32> {
        let Shape::Grid { side, box_side, .. } = *self else { return Vec::new() };
        if cell >= side * side {
            return Vec::new();
        }
        let (row, col) = (cell / side, cell % side);
        let (top, left) = (row - row % box_side, col - col % box_side);
        (0..side * side)
            .filter(|&c| {
                let (r, k) = (c / side, c % side);
                match rule {
                    Conflict::Row => r == row,
                    Conflict::Column => k == col,
                    Conflict::Box => {
                        (top..top + box_side).contains(&r) && (left..left + box_side).contains(&k)
                    }
                    _ => false,
                }
            })
            .collect()
    }

    /// Places on a circle of the [`CANVAS`] for `count` vertices, the first at the top and
    /// the rest clockwise: the layout of a graph that has no map.
    pub fn circle(count: usize) -> Vec<[u32; 2]> {
        let (mid, radius) = (f64::from(CANVAS) / 2.0, f64::from(CANVAS) * 0.45);
        (0..count)
            .map(|i| {
                let angle = std::f64::consts::TAU * i as f64 / count as f64;
                let x = mid + radius * angle.sin();
                let y = mid - radius * angle.cos();
                [x.round() as u32, y.round() as u32]
            })
            .collect()
    }
}

/// What a place shows at a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    /// Nothing yet: an empty cell, an uncoloured vertex, an item not decided.
    Empty,
    /// A digit of the puzzle.
    Given,
    /// A value the search gave earlier.
    Set,
    /// The value being tried.
    Tried,
    /// The value just given (an accept).
    Placed,
    /// The value just rejected.
    Rejected,
    /// The place that already has the rejected value: the attacking queen, the cell holding
    /// the digit, the neighbour with the colour.
    Holder,
    /// Another place of the unit a Sudoku's reject names.
    Unit,
    /// The value just taken back (a backtrack).
    Erased,
    /// A value of the solution just found (a given stays [`Mark::Given`]).
    Solution,
}

/// One place at a step: its mark and the value it shows, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Place {
    /// What it shows.
    pub mark: Mark,
    /// The value: the one given, tried, rejected or erased; `None` for an empty place.
    pub value: Option<u32>,
}

/// A problem's picture, following a trace: the values given so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    shape: Shape,
    values: Vec<Option<u32>>,
    /// The places given a value, in the order the search gave them: the branch of the tree.
    branch: Vec<u32>,
}

impl Picture {
    /// The picture of `shape`, nothing given yet.
    pub fn new(shape: Shape) -> Picture {
        let values = vec![None; shape.places()];
        Picture { shape, values, branch: Vec::new() }
    }

    /// What the picture is made of.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The value the search has given each place, `None` where none.
    pub fn values(&self) -> &[Option<u32>] {
        &self.values
    }

    /// The places the search has given a value, in the order it gave them, with their
    /// values: the path from the root of the search tree to the step (a tree's, a flame
    /// graph's, a timeline's nesting). A place given again moves to the end.
    pub fn branch(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.branch.iter().filter_map(|&p| Some((p, self.values[p as usize]?)))
    }

    /// Follows `event`: an accept gives its place the value, a backtrack takes it back, a
    /// start empties the picture.
    pub fn follow(&mut self, event: &Event) {
        match *event {
            Event::Start { .. } => {
                self.values.fill(None);
                self.branch.clear();
            }
            Event::Accept { row, col, .. } => self.set(row, Some(col)),
            Event::Backtrack { row, .. } => self.set(row, None),
            _ => {}
        }
    }

    fn set(&mut self, place: u32, value: Option<u32>) {
        if let Some(slot) = self.values.get_mut(place as usize) {
            *slot = value;
            // A backtrack lifts its place and, in a hostile trace, what was given after it.
            if let Some(at) = self.branch.iter().rposition(|&p| p == place) {
                self.branch.truncate(at);
            }
            if value.is_some() {
                self.branch.push(place);
            }
        }
    }

    /// The values as [`crate::problem::Problem::draw`] takes them: a grid's every cell (its
    /// given or written digit, 0 where empty), any other shape's places ([`NONE`] where the
    /// search gave none).
    pub fn drawn(&self) -> Vec<u32> {
        let givens = match &self.shape {
            Shape::Grid { givens, .. } => givens.as_slice(),
            _ => &[],
        };
        let empty = if givens.is_empty() { NONE } else { 0 };
        let given = |i: usize| givens.get(i).copied().filter(|&d| d != 0);
        let value = |(i, v): (usize, &Option<u32>)| given(i).or(*v).unwrap_or(empty);
        self.values.iter().enumerate().map(value).collect()
    }

    /// The sum of the items taken: a subset sum's running total (0 for another shape).
    pub fn sum(&self) -> u64 {
        let Shape::Items { items, .. } = &self.shape else { return 0 };
        items
            .iter()
            .zip(&self.values)
            .filter(|(_, v)| **v == Some(1))
            .map(|(&i, _)| u64::from(i))
            .sum()
    }

    /// Every place as it shows after `event`, which [`Picture::follow`] has seen: the values
    /// given, and the marks of the event (the place tried, placed, rejected or erased; for a
    /// reject, the place it clashes with and a Sudoku's unit; for a solution, every place).
    pub fn places(&self, event: Option<&Event>) -> Vec<Place> {
        let givens = match &self.shape {
            Shape::Grid { givens, .. } => givens.as_slice(),
            _ => &[],
        };
        let mut places: Vec<Place> = self
            .values
            .iter()
            .enumerate()
            .map(|(i, &value)| match givens.get(i) {
                Some(&d) if d != 0 => Place { mark: Mark::Given, value: Some(d) },
                _ if value.is_some() => Place { mark: Mark::Set, value },
                _ => Place { mark: Mark::Empty, value: None },
            })
            .collect();
        let mut mark = |place: u32, mark: Mark, value: Option<u32>| {
            if let Some(slot) = places.get_mut(place as usize) {
                *slot = Place { mark, value };
            }
        };
        match event {
            Some(&Event::Try { row, col, .. }) => mark(row, Mark::Tried, Some(col)),
            Some(&Event::Accept { row, col, .. }) => mark(row, Mark::Placed, Some(col)),
            Some(&Event::Backtrack { row, col, .. }) => mark(row, Mark::Erased, Some(col)),
            Some(&Event::Reject { row, col, conflict, with, .. }) => {
                for cell in self.shape.unit(row, conflict) {
                    let value = self.values[cell as usize].or(match givens[cell as usize] {
                        0 => None,
                        d => Some(d),
                    });
                    mark(cell, Mark::Unit, value);
                }
                if !matches!(conflict, Conflict::Over | Conflict::Short) {
                    mark(with[0], Mark::Holder, Some(with[1]));
                }
                mark(row, Mark::Rejected, Some(col));
            }
            Some(Event::Solution { queens, .. }) => {
                for (place, &value) in (0u32..).zip(queens) {
                    if !matches!(givens.get(place as usize), Some(&d) if d != 0) {
                        mark(place, Mark::Solution, Some(value));
                    }
                }
            }
            _ => {}
        }
        places
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid() -> Shape {
        let mut givens = vec![0; 16];
        givens[0] = 1;
        Shape::Grid { side: 4, box_side: 2, givens }
    }

    #[test]
    fn a_grids_units_are_its_row_column_and_box() {
        assert_eq!(grid().unit(5, Conflict::Row), [4, 5, 6, 7]);
        assert_eq!(grid().unit(5, Conflict::Column), [1, 5, 9, 13]);
        assert_eq!(grid().unit(5, Conflict::Box), [0, 1, 4, 5]);
        assert_eq!(grid().unit(15, Conflict::Box), [10, 11, 14, 15]);
        assert!(grid().unit(16, Conflict::Row).is_empty());
        assert!(Shape::Board { n: 4 }.unit(1, Conflict::Row).is_empty());
    }

    #[test]
    fn a_reject_marks_the_holder_and_the_unit_and_a_bound_marks_no_holder() {
        let mut picture = Picture::new(grid());
        picture.follow(&Event::Accept { step: 1, row: 1, col: 2 });
        let reject =
            Event::Reject { step: 2, row: 2, col: 1, conflict: Conflict::Row, with: [0, 1] };
        let places = picture.places(Some(&reject));
        assert_eq!(places[0], Place { mark: Mark::Holder, value: Some(1) });
        assert_eq!(places[1], Place { mark: Mark::Unit, value: Some(2) });
        assert_eq!(places[2], Place { mark: Mark::Rejected, value: Some(1) });
        assert_eq!(places[3], Place { mark: Mark::Unit, value: None });
        assert_eq!(places[4], Place { mark: Mark::Empty, value: None });
        assert_eq!(picture.drawn()[..4], [1, 2, 0, 0], "the given, the digit written, empty");

        let items = Shape::Items { items: vec![3, 34], target: 9 };
        let mut picture = Picture::new(items);
        picture.follow(&Event::Accept { step: 1, row: 0, col: 1 });
        assert_eq!(picture.sum(), 3);
        let over =
            Event::Reject { step: 2, row: 1, col: 1, conflict: Conflict::Over, with: [37, 9] };
        let places = picture.places(Some(&over));
        assert_eq!(places[0], Place { mark: Mark::Set, value: Some(1) });
        assert_eq!(places[1], Place { mark: Mark::Rejected, value: Some(1) });
    }

    #[test]
    fn a_backtrack_takes_the_value_back_and_a_hostile_place_marks_nothing() {
        let mut picture = Picture::new(Shape::Board { n: 2 });
        picture.follow(&Event::Accept { step: 1, row: 0, col: 1 });
        let back = Event::Backtrack { step: 2, row: 0, col: 1 };
        picture.follow(&back);
        assert_eq!(picture.values(), [None, None]);
        assert_eq!(picture.drawn(), [NONE, NONE]);
        assert_eq!(picture.places(Some(&back))[0], Place { mark: Mark::Erased, value: Some(1) });
        let far = Event::Try { step: 3, row: 7, col: 0 };
        picture.follow(&far);
        assert!(picture.places(Some(&far)).iter().all(|p| p.mark == Mark::Empty));
    }

    #[test]
    fn the_branch_is_the_places_in_the_order_given() {
        let mut picture = Picture::new(Shape::Items { items: vec![3, 34, 4], target: 7 });
        picture.follow(&Event::Accept { step: 1, row: 0, col: 1 });
        picture.follow(&Event::Accept { step: 2, row: 1, col: 0 });
        picture.follow(&Event::Accept { step: 3, row: 2, col: 1 });
        assert_eq!(picture.branch().collect::<Vec<_>>(), [(0, 1), (1, 0), (2, 1)]);
        picture.follow(&Event::Backtrack { step: 4, row: 1, col: 0 });
        assert_eq!(picture.branch().collect::<Vec<_>>(), [(0, 1)]);
        picture.follow(&Event::Start {
            step: 0,
            schema: crate::event::Schema::default(),
            n: 3,
            limit: None,
            start: crate::event::Position::NONE,
        });
        assert_eq!(picture.branch().count(), 0);
    }

    #[test]
    fn a_solution_marks_every_place_but_the_givens() {
        let picture = Picture::new(grid());
        let solution = Event::Solution { step: 9, index: 1, queens: (1..=16).collect() };
        let places = picture.places(Some(&solution));
        assert_eq!(places[0], Place { mark: Mark::Given, value: Some(1) });
        assert_eq!(places[1], Place { mark: Mark::Solution, value: Some(2) });
    }

    #[test]
    fn a_circle_starts_at_the_top_and_stays_on_the_canvas() {
        let at = Shape::circle(4);
        assert_eq!(at, [[500, 50], [950, 500], [500, 950], [50, 500]]);
        assert!(Shape::circle(500).iter().all(|&[x, y]| x <= CANVAS && y <= CANVAS));
    }
}
