//! `verify` for every problem but N-Queens: a trace is walked beside the search of its own
//! instance ([`Search`]), and the first event that differs is explained by the problem's
//! rules.
//!
//! For a problem whose variables and values come in a fixed order, the correct backtracking
//! search is exactly one trace: tries in order, accepts only of values that fit, rejects
//! whose reason ([`Problem::test`](super::Problem::test)) is the one stated, every solution found. So one walk
//! proves the trace correct, whoever wrote it, and the difference says which rule it broke.

use super::{Problem, Search};
use crate::event::Event;
use std::fmt;

/// How a trace of another problem departs from its search: each event said in the
/// problem's words (as the text trace says it, in English), so the message needs no board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SearchFault {
    /// A reject states another reason than the rules give: the trace's line, and the line the
    /// rules give.
    Reason {
        /// The trace's reject.
        found: String,
        /// The reject as the rules give it.
        rules: String,
    },
    /// An accept of a value that does not fit: the accept, and the reject the rules give.
    AcceptsClash {
        /// The trace's accept.
        found: String,
        /// The reject as the rules give it.
        rules: String,
    },
    /// A reject of a value that fits.
    RejectsFit(String),
    /// A try of a later value while an earlier one was never tried.
    Skipped {
        /// The trace's try.
        found: String,
        /// The try the search makes here.
        skipped: String,
    },
    /// The trace ends where the search goes on with this event.
    Ends(String),
    /// Any other difference: the trace's event and the search's (`None` past its end).
    Differs {
        /// The trace's event.
        found: String,
        /// The search's event.
        expected: Option<String>,
    },
}

impl fmt::Display for SearchFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchFault::Reason { found, rules } => {
                write!(f, "\"{found}\" states a reason the rules do not give: \"{rules}\"")
            }
            SearchFault::AcceptsClash { found, rules } => {
                write!(f, "\"{found}\" accepts a value that does not fit: \"{rules}\"")
            }
            SearchFault::RejectsFit(found) => {
                write!(f, "\"{found}\" rejects a value that fits: nothing assigned clashes with it")
            }
            SearchFault::Skipped { found, skipped } => {
                write!(f, "\"{found}\" comes before \"{skipped}\", which the search makes first")
            }
            SearchFault::Ends(expected) => {
                write!(f, "the trace ends where the search goes on with \"{expected}\"")
            }
            SearchFault::Differs { found, expected: Some(expected) } => {
                write!(f, "\"{found}\" where the search has \"{expected}\"")
            }
            SearchFault::Differs { found, expected: None } => {
                write!(f, "\"{found}\" after the search's end")
            }
        }
    }
}

/// The walk of a trace beside its search: a sink-like judge that `verify` feeds.
#[derive(Debug)]
pub struct Walk {
    search: Search,
    fault: Option<(u64, SearchFault)>,
    /// The events of the first fault: the trace's (`None` where it ended) and the search's
    /// (`None` past its end).
    departure: Option<(Option<Event>, Option<Event>)>,
    seen: u64,
    done: bool,
    n: u32,
    limit: Option<u64>,
}

impl Walk {
    /// The walk of the trace whose start is `start`, which must name a problem: the search of
    /// that instance with that limit. `None` for an N-Queens start.
    pub fn new(start: &Event) -> Option<Result<Walk, super::InstanceError>> {
        let Event::Start { schema, limit, n, .. } = start else { return None };
        let problem = match super::of_schema(schema)? {
            Ok(problem) => problem,
            Err(e) => return Some(Err(e)),
        };
        Some(Ok(Walk::beside(problem, *limit, start).with_start(*n)))
    }

    /// The walk of the trace whose start is `start` beside the search of `problem` with
    /// `limit`, whatever instance the start names: a start that is not the search's is the
    /// fault at step 0. `check` walks a trace beside the search it asked for so.
    pub fn beside(problem: Box<dyn Problem>, limit: Option<u64>, start: &Event) -> Walk {
        let n = problem.size();
        let mut search = Search::new(problem, limit);
        let first = search.next();
        let mut walk =
            Walk { search, fault: None, departure: None, seen: 1, done: false, n, limit };
        if first.as_ref() != Some(start) {
            let p = walk.search.problem();
            let found = super::describe(p, start);
            let expected = first.as_ref().map(|e| super::describe(p, e));
            walk.fault = Some((0, SearchFault::Differs { found, expected }));
            walk.departure = Some((Some(start.clone()), first));
        }
        walk
    }

    /// The walk with the start's size as the size its summary gives.
    fn with_start(self, n: u32) -> Walk {
        Walk { n, ..self }
    }

    /// Judges the next event; false once a fault was found.
    pub fn event(&mut self, event: &Event) -> bool {
        if self.fault.is_some() {
            return false;
        }
        self.seen += 1;
        let expected = self.search.next();
        if expected.as_ref() == Some(event) {
            self.done = matches!(event, Event::Done { .. });
            return true;
        }
        let fault = explain(event, expected.clone(), self.search.problem());
        self.fault = Some((event.step(), fault));
        self.departure = Some((Some(event.clone()), expected));
        false
    }

    /// The trace ended: a fault if the search goes on.
    pub fn end(&mut self) {
        if self.fault.is_none() && !self.done {
            if let Some(expected) = self.search.next() {
                let said = super::describe(self.search.problem(), &expected);
                self.fault = Some((expected.step(), SearchFault::Ends(said)));
                self.departure = Some((None, Some(expected)));
            }
        }
    }

    /// The first fault and its step.
    pub fn fault(&self) -> Option<&(u64, SearchFault)> {
        self.fault.as_ref()
    }

    /// The events where the first fault is: the trace's (`None` where it ended early) and
    /// the search's (`None` past its end), for a front end that says them in its own words.
    pub fn departure(&self) -> Option<(Option<&Event>, Option<&Event>)> {
        self.departure.as_ref().map(|(found, expected)| (found.as_ref(), expected.as_ref()))
    }

    /// The start's size and limit.
    pub fn start(&self) -> (u32, Option<u64>) {
        (self.n, self.limit)
    }

    /// The events judged.
    pub fn seen(&self) -> u64 {
        self.seen
    }

    /// The search's totals.
    pub fn stats(&self) -> crate::event::Stats {
        self.search.stats()
    }
}

/// Why `found` is not `expected`, said in the words of `problem`.
fn explain(found: &Event, expected: Option<Event>, problem: &dyn super::Problem) -> SearchFault {
    let say = |e: &Event| super::describe(problem, e);
    let Some(expected) = expected else {
        return SearchFault::Differs { found: say(found), expected: None };
    };
    let same = found.square().is_some() && found.square() == expected.square();
    match (found, &expected) {
        (Event::Reject { .. }, Event::Reject { .. }) if same => {
            SearchFault::Reason { found: say(found), rules: say(&expected) }
        }
        (Event::Accept { .. }, Event::Reject { .. }) if same => {
            SearchFault::AcceptsClash { found: say(found), rules: say(&expected) }
        }
        (Event::Reject { .. }, Event::Accept { .. }) if same => SearchFault::RejectsFit(say(found)),
        (Event::Try { row, col, .. }, Event::Try { row: r, col: c, .. })
            if row == r && comes_after(problem, *row, *col, *c) =>
        {
            SearchFault::Skipped { found: say(found), skipped: say(&expected) }
        }
        _ => SearchFault::Differs { found: say(found), expected: Some(say(&expected)) },
    }
}

/// Whether `later` comes after `value` among the values of `var`, in the order the search
/// tries them (a subset sum's leave comes after its take, though it is the smaller number).
fn comes_after(problem: &dyn super::Problem, var: u32, later: u32, value: u32) -> bool {
    let mut values = (0..).map_while(|i| problem.value(var, i));
    values.by_ref().any(|v| v == value) && values.any(|v| v == later)
}
