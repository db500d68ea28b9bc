//! What a program of a problem other than N-Queens holds at a step, as far as its call stack
//! and its variables go: the instance it was given (a Sudoku's givens, a graph's adjacency
//! list as the program builds it, the items and the target) and the value of each variable
//! the search has assigned. A view follows the events with it, forward and back, as the
//! cursor follows N-Queens' board, and asks [`Program::stack_in`] and
//! [`Program::variables_in`] at each step.
//!
//! ```
//! use nqueens_trace::problem::{self, Search};
//! use nqueens_trace::program::{Program, StackFrame, Trail};
//!
//! let sudoku = problem::open("sudoku", &problem::default_instance("sudoku")?)?;
//! let events: Vec<_> = Search::new(sudoku, None).collect();
//! let mut trail = Trail::of(&events[0]).unwrap()?;
//! for e in &events[..=4] {
//!     trail.follow(e);
//! }
//! // Step 4 accepts 2 in cell 1 (row 0, column 1), the first empty cell.
//! let program = Program::named_for("python-sudoku", "sudoku")?;
//! assert_eq!(program.stack_in(&events[4], &trail), [StackFrame { row: 1, col: Some(2) }]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::{Program, StackFrame};
use crate::event::Event;
use crate::problem::coloring::Coloring;
use crate::problem::subset_sum::SubsetSum;
use crate::problem::sudoku::Sudoku;
use crate::problem::{self, InstanceError, Problem};

/// The instance of a trace of another problem, and the values its search has assigned.
#[derive(Debug, Clone)]
pub struct Trail {
    pub(super) instance: Instance,
    /// Each variable's value, `None` while unassigned (a Sudoku's givens stay `None`: the
    /// search never assigns them).
    pub(super) values: Vec<Option<u32>>,
}

/// What a program was given, in the program's own shape.
#[derive(Debug, Clone)]
pub(super) enum Instance {
    Sudoku {
        side: u32,
        box_side: u32,
        /// Every cell's given digit, 0 where empty.
        givens: Vec<u32>,
    },
    Coloring {
        /// `adj[v]`, as the program builds it: for each edge in the instance's order, each
        /// end appended to the other's list.
        adj: Vec<Vec<u32>>,
    },
    SubsetSum {
        items: Vec<u32>,
        target: u32,
    },
}

impl Trail {
    /// The trail of the trace whose first event is `start`, before any step; `None` for an
    /// N-Queens trace (its programs follow the board) or an event that is no start, the
    /// instance's error if it does not open.
    pub fn of(start: &Event) -> Option<Result<Trail, InstanceError>> {
        let Event::Start { schema, .. } = start else { return None };
        let named = schema.named()?;
        Some(Trail::open(&named.problem, &named.instance))
    }

    fn open(name: &str, instance: &str) -> Result<Trail, InstanceError> {
        let json: serde_json::Value =
            serde_json::from_str(instance).map_err(|_| InstanceError::Field("instance"))?;
        // The problem opens it first: whatever it refuses is refused here with its words.
        problem::open(name, &json)?;
        let instance = match name {
            "sudoku" => {
                let puzzle = json["puzzle"].as_str().unwrap_or_default();
                let sudoku = Sudoku::parse(puzzle)?;
                let side = sudoku.side();
                let givens = (0..side * side)
                    .map(|cell| if sudoku.given(cell) { sudoku.digit(cell) } else { 0 })
                    .collect();
                Instance::Sudoku { side, box_side: if side == 4 { 2 } else { 3 }, givens }
            }
            "coloring" => {
                let graph = Coloring::from_json(&json)?;
                let mut adj = vec![Vec::new(); graph.size() as usize];
                for edge in graph.to_json()["edges"].as_array().into_iter().flatten() {
                    let (u, v) = (edge[0].as_u64().unwrap_or(0), edge[1].as_u64().unwrap_or(0));
                    adj[u as usize].push(v as u32);
                    adj[v as usize].push(u as u32);
                }
                Instance::Coloring { adj }
            }
            "subset-sum" => {
                let sum = SubsetSum::from_json(&json)?;
                Instance::SubsetSum { items: sum.items().to_vec(), target: sum.target() }
            }
            other => return Err(InstanceError::UnknownProblem(other.to_string())),
        };
        let count = match &instance {
            Instance::Sudoku { givens, .. } => givens.len(),
            Instance::Coloring { adj } => adj.len(),
            Instance::SubsetSum { items, .. } => items.len(),
        };
        Ok(Trail { instance, values: vec![None; count] })
    }

    /// The problem's name, as `--problem` writes it.
    pub fn problem(&self) -> &'static str {
        match self.instance {
            Instance::Sudoku { .. } => "sudoku",
            Instance::Coloring { .. } => "coloring",
            Instance::SubsetSum { .. } => "subset-sum",
        }
    }

    /// The trail after `event`, given the trail before it: an accept assigns its value, a
    /// backtrack erases it; nothing else changes it. A variable the instance has not is
    /// left alone (a hostile trace's).
    pub fn follow(&mut self, event: &Event) {
        match *event {
            Event::Accept { row, col, .. } => self.set(row, Some(col)),
            Event::Backtrack { row, .. } => self.set(row, None),
            _ => {}
        }
    }

    /// The trail before `event`, given the trail after it: [`Trail::follow`] undone.
    pub fn unfollow(&mut self, event: &Event) {
        match *event {
            Event::Accept { row, .. } => self.set(row, None),
            Event::Backtrack { row, col, .. } => self.set(row, Some(col)),
            _ => {}
        }
    }

    fn set(&mut self, var: u32, value: Option<u32>) {
        if let Some(slot) = self.values.get_mut(var as usize) {
            *slot = value;
        }
    }

    /// The variables assigned, in the order the search assigns them (ascending: a Sudoku's
    /// empty cells row by row, the vertices and the items in their order), with their values.
    pub fn path(&self) -> Vec<(u32, u32)> {
        (0u32..).zip(&self.values).filter_map(|(var, v)| Some((var, (*v)?))).collect()
    }

    /// The variable past the last, which a leaf frame fills: the number of cells, vertices
    /// or items.
    pub fn end(&self) -> u32 {
        self.values.len() as u32
    }
}

impl Program {
    /// The call stack at `event` of a trace of another problem, outermost first, given the
    /// `trail` after the event: one frame per variable assigned, its loop at the value; during
    /// a try, a reject or a backtrack, one more for the variable being filled, its loop at
    /// the event's value; at a solution, one more past the last variable with no value when
    /// the program records it there ([`super::Call::leaf`]). Empty at `start` and `done`, and
    /// for a program without recursion.
    pub fn stack_in(&self, event: &Event, trail: &Trail) -> Vec<StackFrame> {
        let Some(call) = &self.call else {
            return Vec::new();
        };
        let mut frames: Vec<StackFrame> =
            trail.path().into_iter().map(|(row, col)| StackFrame { row, col: Some(col) }).collect();
        match *event {
            Event::Start { .. } | Event::Done { .. } => frames.clear(),
            Event::Try { row, col, .. }
            | Event::Reject { row, col, .. }
            | Event::Backtrack { row, col, .. }
                if !frames.last().is_some_and(|f| f.row >= row) =>
            {
                frames.push(StackFrame { row, col: Some(col) })
            }
            Event::Solution { .. } if call.leaf => {
                frames.push(StackFrame { row: trail.end(), col: None })
            }
            _ => {}
        }
        frames
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Search;
    use crate::program::{Role, Token};

    /// The events of `problem`'s search of `instance` (its default when `None`).
    fn events(problem: &str, instance: Option<serde_json::Value>) -> Vec<Event> {
        let instance = instance.unwrap_or_else(|| problem::default_instance(problem).unwrap());
        Search::new(problem::open(problem, &instance).unwrap(), None).collect()
    }

    /// The trail after step `step`, followed from the start.
    fn trail_at(events: &[Event], step: usize) -> Trail {
        let mut trail = Trail::of(&events[0]).unwrap().unwrap();
        for e in &events[..=step] {
            trail.follow(e);
        }
        trail
    }

    fn program(name: &str) -> &'static Program {
        Program::all().iter().find(|p| p.name() == name).unwrap()
    }

    /// The stack as the view labels it, `v=1:c=2`, and the variables as in `variables.rs`'
    /// tests: `name = value   test`, a marked value in brackets.
    fn at(name: &str, events: &[Event], step: usize) -> (Vec<String>, Vec<String>) {
        let trail = trail_at(events, step);
        let p = program(name);
        let stack = p
            .stack_in(&events[step], &trail)
            .iter()
            .map(|f| match f.col {
                Some(c) => format!("{}:{c}", f.row),
                None => f.row.to_string(),
            })
            .collect();
        let show = |tokens: Vec<Token>| -> String {
            tokens
                .iter()
                .map(|t| match t.role {
                    Role::Plain => t.text.clone(),
                    _ => format!("[{}]", t.text),
                })
                .collect()
        };
        let vars = p
            .variables_in(&events[step], &trail)
            .into_iter()
            .map(|v| {
                let mut line = format!("{} = {}", v.name, show(v.tokens()));
                if let Some(test) = v.test_tokens() {
                    line += &format!("   {}", show(test));
                }
                line
            })
            .collect();
        (stack, vars)
    }

    #[test]
    fn follow_and_unfollow_undo_each_other_and_an_n_queens_trace_has_no_trail() {
        let events = events("coloring", None);
        let mut trail = trail_at(&events, 0);
        for e in &events {
            let before = trail.path();
            trail.follow(e);
            trail.unfollow(e);
            assert_eq!(trail.path(), before, "{e:?}");
            trail.follow(e);
        }
        assert_eq!(trail.path(), []);
        let mut queens = Vec::new();
        crate::Solver::new(4).unwrap().run(&mut queens).unwrap();
        assert!(Trail::of(&queens[0]).is_none());
        assert!(Trail::of(&queens[1]).is_none());
    }

    // Sudoku's default: 1... / ..2. / .3.. / ...4. Step 2 rejects 1 in cell 1 (row 0 holds
    // it), step 4 accepts 2 there, step 18 rejects 4 in cell 3 (column 3 holds it: the 4 of
    // (3,3)), step 19 erases 3 from cell 2, step 88 is the solution.
    #[test]
    fn python_sudoku_has_a_frame_per_cell_and_the_sets_of_its_units() {
        let e = events("sudoku", None);
        let (stack, vars) = at("python-sudoku", &e, 2);
        assert_eq!(stack, ["1:1"]);
        assert_eq!(
            vars,
            [
                "r = 0",
                "c = 1",
                "b = 0",
                "rows[r] = {[1]}   [1] in {[1]} → [True]",
                "cols[c] = {3}",
                "boxes[b] = {1}"
            ]
        );
        let (stack, vars) = at("python-sudoku", &e, 4);
        assert_eq!(stack, ["1:2"]);
        assert_eq!(vars[3..], ["rows[r] = {1, [2]}", "cols[c] = {[2], 3}", "boxes[b] = {1, [2]}"]);
        let (_, vars) = at("python-sudoku", &e, 18);
        assert_eq!(
            vars[3..],
            [
                "rows[r] = {1, 2, 3}   [4] in {1, 2, 3} → [False]",
                "cols[c] = {[4]}   [4] in {[4]} → [True]",
                "boxes[b] = {2, 3}"
            ]
        );
        let (stack, vars) = at("python-sudoku", &e, 19);
        assert_eq!(stack, ["1:2", "2:3"]);
        assert_eq!(vars[3], "rows[r] = {1, 2}   − [3]");
        let (stack, vars) = at("python-sudoku", &e, 88);
        assert_eq!(stack.last().unwrap(), "16");
        assert_eq!(stack.len(), 13);
        assert!(vars.is_empty());
        assert_eq!(at("python-sudoku", &e, e.len() - 1), (vec![], vec![]));
    }

    // Australia: step 4 rejects red on NT (WA has it), step 10 rejects green on SA (NT has
    // it), step 23 is the first solution, step 24 takes T's red off.
    #[test]
    fn python_coloring_shows_adj_and_the_colours_as_far_as_the_vertex() {
        let e = events("coloring", None);
        let (stack, vars) = at("python-coloring", &e, 4);
        assert_eq!(stack, ["0:0", "1:0"]);
        assert_eq!(
            vars,
            [
                "adj[v] = [0, 2, 3]",
                "colour = [[0], None]   any(colour[u] == [0] for u in adj[v]) → [True]"
            ]
        );
        let (_, vars) = at("python-coloring", &e, 10);
        assert_eq!(vars[0], "adj[v] = [0, 1, 3, 4, 5]");
        assert!(vars[1].starts_with("colour = [0, [1], None]"), "{vars:?}");
        let (stack, vars) = at("python-coloring", &e, 23);
        assert_eq!(stack, ["0:0", "1:1", "2:2", "3:0", "4:1", "5:0", "6:0", "7"]);
        assert_eq!(vars, ["colour = [0, 1, 2, 0, 1, 0, 0]"]);
        let (stack, vars) = at("python-coloring", &e, 24);
        assert_eq!(stack.len(), 7);
        assert_eq!(vars[1], "colour = [0, 1, 2, 0, 1, 0, None]   − [0]");
    }

    // 3, 34, 4, 12, 5, 2 for 9: step 4 rejects taking 34 (over: 37), step 22 rejects leaving
    // out 2 (short: 7), step 19 is the first solution.
    #[test]
    fn python_subset_sum_tests_its_bounds_on_the_running_total() {
        let e = events("subset-sum", None);
        let (stack, vars) = at("python-subset-sum", &e, 4);
        assert_eq!(stack, ["0:1", "1:1"]);
        assert_eq!(
            vars,
            [
                "items[i] = 34",
                "rest[i + 1] = 23",
                "total = [3]   total + take * items[i] = [37] > target → [True]",
                "target = 9",
                "chosen = [1, None]"
            ]
        );
        let (_, vars) = at("python-subset-sum", &e, 22);
        assert_eq!(
            vars[2],
            "total = [7]   total + take * items[i] + rest[i + 1] = [7] < target → [True]"
        );
        let (_, vars) = at("python-subset-sum", &e, 18);
        assert_eq!(vars[4], "chosen = [1, 0, 1, 0, 0, [1]]");
        let (stack, vars) = at("python-subset-sum", &e, 19);
        assert_eq!(stack.last().unwrap(), "6");
        assert_eq!(vars, ["total = 9", "target = 9", "chosen = [1, 0, 1, 0, 0, 1]"]);
    }
}
