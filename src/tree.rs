//! The search tree around a step, as far as the search has got: the current path, and under
//! each of its queens the squares of the row below it, tried, rejected, finished or not yet
//! tried, a finished subtree reduced to its counts. What the step view's tree pane draws and
//! what its selection moves over.
//!
//! Only that much is known: it is made from the events up to the step by one walk back over
//! them, so a long trace never has its tree held whole, and the memory is that of at most
//! n × n nodes.
//!
//! ```
//! use nqueens_trace::tree::{State, Tree};
//! use nqueens_trace::{Event, Solver};
//!
//! let mut events: Vec<Event> = Vec::new();
//! Solver::new(4)?.run(&mut events)?;
//! // At the first solution (step 57): (0,0) was a finished subtree with no solution.
//! let tree = Tree::new(&events[..=57], 4, 4);
//! let first = tree.levels[0][0];
//! assert_eq!((first.state, first.below), (State::Folded, 3));
//! assert_eq!(tree.levels[0][1].state, State::OnPath);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::{Conflict, Event};

/// What became of a square of a level of the tree, under the queen above it on the path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Not tried yet.
    Untried,
    /// Being tried at the current step.
    Tried,
    /// Refused: a queen above attacks it.
    Rejected,
    /// Its queen stands: the current path goes through it.
    OnPath,
    /// Its queen was placed and lifted with none placed below it: every square of the row
    /// below was refused, a dead end.
    DeadEnd,
    /// Its queen was placed and lifted, with queens placed below but no solution.
    Folded,
    /// Its queen was placed and lifted, with solutions below it.
    Solved,
    /// A queen of the last row, placed and lifted: it completed a solution.
    Solution,
}

/// One square of a level: a node of the tree if it was tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// What became of it.
    pub state: State,
    /// The event that placed it (or rejected it, or tries it), where Enter goes.
    pub step: usize,
    /// The event that lifted it, for a finished subtree.
    pub lifted: usize,
    /// The queens placed below it, for a finished subtree.
    pub below: u64,
    /// The solutions below it (or its own), for a finished subtree.
    pub solutions: u64,
    /// For a rejected square: the queen that attacks it, and along which line.
    pub attacker: Option<(u32, u32, Conflict)>,
}

impl Node {
    /// A square not tried yet.
    pub const UNTRIED: Node =
        Node { state: State::Untried, step: 0, lifted: 0, below: 0, solutions: 0, attacker: None };
}

/// The tree around the current step: for each row from the top down to the one being filled,
/// a node per column, under the queen of the row above on the current path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree {
    /// `levels[r][c]`: the square `(r, c)` under the path's queens of rows `0..r`.
    pub levels: Vec<Vec<Node>>,
}

/// A node of the tree: its level (row) and column.
pub type Spot = (usize, u32);

/// A move of the selection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// The tried square before it in its level.
    Left,
    /// The tried square after it in its level.
    Right,
    /// Its parent, the queen of the path above.
    Up,
    /// Down the path: the queen (or the square tried) of the level below, if it is on the path.
    Down,
}

impl Tree {
    /// The tree at the last of `events` (a trace from its start up to the current step), on a
    /// board of `n` with `placed` queens standing after it. One walk back over the events.
    pub fn new(events: &[Event], n: u32, placed: usize) -> Tree {
        let n = n as usize;
        let Some(current) = events.last() else {
            return Tree { levels: Vec::new() };
        };
        let depth = match current {
            Event::Try { row, .. } | Event::Reject { row, .. } | Event::Backtrack { row, .. } => {
                *row as usize + 1
            }
            _ => placed.min(n.saturating_sub(1)) + 1,
        }
        .min(n);
        let mut levels = vec![vec![Node::UNTRIED; n]; depth];
        if depth == 0 {
            return Tree { levels };
        }
        // A teacher's start: its queens stand on the first rows from the start event on, the
        // top of the path, placed by no accept.
        if let Some(Event::Start { start, .. }) = events.first() {
            for (r, c) in start.cols().into_iter().enumerate() {
                if let Some(node) = levels.get_mut(r).and_then(|l| l.get_mut(c as usize)) {
                    (node.state, node.step) = (State::OnPath, 0);
                }
            }
        }
        // The level being collected: events deeper than it belong to its finished subtrees,
        // whose solutions and queens are counted from their lift (met first, walking back) to
        // their placing.
        let mut level = depth - 1;
        let (mut solutions, mut accepts) = (0u64, 0u64);
        let mut at_lift = vec![(0u64, 0u64); n];
        for (i, e) in events.iter().enumerate().rev() {
            if let Event::Solution { .. } = e {
                solutions += 1;
            }
            let Some((r, c)) = e.square() else { continue };
            let (r, c) = (r as usize, c as usize);
            if r >= n || c >= n {
                continue;
            }
            if r > level {
                accepts += u64::from(matches!(e, Event::Accept { .. }));
            } else if r == level {
                let node = &mut levels[r][c];
                match (node.state, e) {
                    (State::Untried, Event::Try { .. }) => {
                        (node.state, node.step) = (State::Tried, i)
                    }
                    (State::Untried, Event::Reject { with, conflict, .. }) => {
                        (node.state, node.step) = (State::Rejected, i);
                        node.attacker = Some((with[0], with[1], *conflict));
                    }
                    (State::Untried, Event::Accept { .. }) => {
                        (node.state, node.step) = (State::OnPath, i)
                    }
                    (State::Untried, Event::Backtrack { .. }) => {
                        (node.state, node.lifted) = (State::Folded, i);
                        at_lift[c] = (solutions, accepts);
                    }
                    (State::Folded, Event::Accept { .. }) => {
                        node.step = i;
                        node.solutions = solutions - at_lift[c].0;
                        node.below = accepts - at_lift[c].1;
                        node.state = match (node.solutions, node.below) {
                            (0, 0) if r + 1 < n => State::DeadEnd,
                            (0, _) => State::Folded,
                            _ if r + 1 == n => State::Solution,
                            _ => State::Solved,
                        };
                    }
                    _ => {}
                }
            } else if r + 1 == level && matches!(e, Event::Accept { .. }) {
                // The queen of the path above: its level is collected from here on.
                level = r;
                levels[r][c].state = State::OnPath;
                levels[r][c].step = i;
            }
        }
        Tree { levels }
    }

    /// The node at `spot`, if its level is drawn.
    pub fn node(&self, (level, col): Spot) -> Option<&Node> {
        self.levels.get(level)?.get(col as usize)
    }

    /// The column of the queen of level `level` on the current path, if one stands there.
    pub fn path_at(&self, level: usize) -> Option<u32> {
        let nodes = self.levels.get(level)?;
        nodes.iter().position(|n| n.state == State::OnPath).map(|c| c as u32)
    }

    /// The node the selection starts on: the square of the current step, the deepest tried.
    pub fn start(&self) -> Option<Spot> {
        let tried = |level: usize| {
            let nodes = &self.levels[level];
            let last = nodes.iter().rposition(|n| n.state != State::Untried)?;
            let on = self.path_at(level).map(|c| c as usize);
            let moving = nodes.iter().position(|n| matches!(n.state, State::Tried));
            Some((level, moving.or(on).unwrap_or(last) as u32))
        };
        (0..self.levels.len()).rev().find_map(tried)
    }

    /// `spot` if it is a node drawn now, else the nearest that is (the tree changed under the
    /// selection as the step moved); `None` for a tree with no node.
    pub fn settle(&self, spot: Spot) -> Option<Spot> {
        let level = spot.0.min(self.levels.len().checked_sub(1)?);
        let nodes = &self.levels[level];
        let tried: Vec<u32> = (0..nodes.len() as u32)
            .filter(|&c| nodes[c as usize].state != State::Untried)
            .collect();
        match tried.iter().min_by_key(|&&c| c.abs_diff(spot.1)) {
            Some(&c) => Some((level, c)),
            None if level > 0 => self.settle((level - 1, spot.1)),
            None => None,
        }
    }

    /// Where `m` takes the selection from `spot`; it stays where no node lies that way.
    pub fn moved(&self, spot: Spot, m: Move) -> Spot {
        let Some((level, col)) = self.settle(spot) else {
            return spot;
        };
        let tried = |c: &u32| self.node((level, *c)).is_some_and(|n| n.state != State::Untried);
        let width = self.levels[level].len() as u32;
        match m {
            Move::Left => (0..col).rev().find(tried).map_or((level, col), |c| (level, c)),
            Move::Right => (col + 1..width).find(tried).map_or((level, col), |c| (level, c)),
            Move::Up if level > 0 => {
                self.path_at(level - 1).map_or((level, col), |c| (level - 1, c))
            }
            Move::Down if self.path_at(level) == Some(col) && level + 1 < self.levels.len() => self
                .settle((level + 1, self.path_at(level + 1).unwrap_or(0)))
                .unwrap_or((level, col)),
            _ => (level, col),
        }
    }

    /// The step Enter goes to from `spot`: where its queen was placed, or its square refused
    /// or tried.
    pub fn step_of(&self, spot: Spot) -> Option<usize> {
        self.settle(spot).and_then(|s| self.node(s)).map(|n| n.step)
    }
}
