//! The backtracking search of any [`Problem`], as an iterator of events.
//!
//! The search the textbooks teach: at depth `d` it tries each value of the `d`-th variable in
//! its order ([`Problem::value`]); a value that does not fit is rejected with the problem's reason, one that fits is
//! accepted and the search goes one level down; once every value below has been explored the
//! value is erased again (`backtrack`). When the last variable is assigned, a `solution`
//! lists every value. It is the N-Queens solver's search, event for event
//! (`nqueens::tests::search_matches_the_solver`), pulled one event at a time, so that `verify`
//! can walk it beside a trace, with an explicit stack instead of recursion.

use super::Problem;
use crate::event::Stats;
use crate::event::{Event, Position};

/// The events of the search of one instance, `start` to `done`.
#[derive(Debug)]
pub struct Search {
    problem: Box<dyn Problem>,
    order: Vec<u32>,
    limit: u64,
    step: u64,
    stats: Stats,
    /// At each depth up to the current one, the place in its variable's values
    /// ([`Problem::value`]) of the value tried or assigned, and that value; the place is
    /// `u32::MAX` before the first try (`Next` adds one first).
    values: Vec<(u32, u32)>,
    phase: Phase,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Start,
    /// Try the next value at the current depth (`values.len() - 1`), or go back up.
    Next,
    /// Judge the value just tried.
    Judge,
    /// Report the solution just completed.
    Solution,
    /// Erase the value at the current depth after its solution.
    AfterSolution,
    Done {
        complete: bool,
    },
    End,
}

impl Search {
    /// The search of `problem` (as given: what it has assigned stays), stopping after `limit`
    /// solutions.
    pub fn new(problem: Box<dyn Problem>, limit: Option<u64>) -> Search {
        let order = problem.order();
        Search {
            problem,
            order,
            limit: limit.unwrap_or(u64::MAX),
            step: 0,
            stats: Stats::default(),
            values: Vec::new(),
            phase: Phase::Start,
        }
    }

    /// The problem, with what the search has assigned so far.
    pub fn problem(&self) -> &dyn Problem {
        &*self.problem
    }

    /// The totals so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    fn depth(&self) -> usize {
        self.values.len() - 1
    }

    fn var(&self) -> u32 {
        self.order[self.depth()]
    }

    /// What `values` holds for a depth before its first try.
    const BEFORE_FIRST: (u32, u32) = (u32::MAX, 0);

    fn next_event(&mut self) -> Option<Event> {
        let step = self.step;
        let event = match self.phase {
            Phase::End => return None,
            Phase::Start => {
                self.phase = if self.limit == 0 {
                    Phase::Done { complete: false }
                } else if self.order.is_empty() {
                    Phase::Solution
                } else {
                    self.values.push(Self::BEFORE_FIRST);
                    Phase::Next
                };
                let schema = if self.problem.name() == "nqueens" {
                    crate::event::Schema::NQueens
                } else {
                    super::schema_of(&*self.problem)
                };
                let limit = (self.limit != u64::MAX).then_some(self.limit);
                Event::Start { step, schema, n: self.problem.size(), limit, start: Position::NONE }
            }
            Phase::Next => {
                let var = self.var();
                let d = self.depth();
                let place = self.values[d].0.wrapping_add(1);
                if let Some(value) = self.problem.value(var, place) {
                    self.values[d] = (place, value);
                    self.stats.tries += 1;
                    self.phase = Phase::Judge;
                    Event::Try { step, row: var, col: value }
                } else if d == 0 {
                    self.phase = Phase::End;
                    self.stats.complete = true;
                    self.step += 1;
                    return Some(self.stats.done(step));
                } else {
                    self.values.pop();
                    let (var, value) = (self.var(), self.values[d - 1].1);
                    self.problem.undo(var);
                    self.stats.backtracks += 1;
                    Event::Backtrack { step, row: var, col: value }
                }
            }
            Phase::Judge => {
                let (var, value) = (self.var(), self.values[self.depth()].1);
                self.phase = Phase::Next;
                match self.problem.test(var, value) {
                    Some(clash) => {
                        self.stats.rejects += 1;
                        Event::Reject {
                            step,
                            row: var,
                            col: value,
                            conflict: clash.rule,
                            with: clash.with,
                        }
                    }
                    None => {
                        self.stats.accepts += 1;
                        self.problem.assign(var, value);
                        if self.depth() + 1 == self.order.len() {
                            self.phase = Phase::Solution;
                        } else {
                            self.values.push(Self::BEFORE_FIRST);
                        }
                        Event::Accept { step, row: var, col: value }
                    }
                }
            }
            Phase::Solution => {
                self.stats.solutions += 1;
                self.phase = if self.stats.solutions == self.limit {
                    Phase::Done { complete: false }
                } else if self.order.is_empty() {
                    Phase::Done { complete: true }
                } else {
                    Phase::AfterSolution
                };
                Event::Solution {
                    step,
                    index: self.stats.solutions,
                    queens: self.problem.solution(),
                }
            }
            Phase::AfterSolution => {
                let (var, value) = (self.var(), self.values[self.depth()].1);
                self.problem.undo(var);
                self.stats.backtracks += 1;
                self.phase = Phase::Next;
                Event::Backtrack { step, row: var, col: value }
            }
            Phase::Done { complete } => {
                self.phase = Phase::End;
                self.stats.complete = complete;
                self.step += 1;
                return Some(self.stats.done(step));
            }
        };
        self.step += 1;
        Some(event)
    }
}

impl Iterator for Search {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        self.next_event()
    }
}
