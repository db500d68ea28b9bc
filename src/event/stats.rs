//! The totals of a search, beside the events they count: every layer above the event (the
//! solver that makes them, the verifier and `diff` that check them, the printers that show them)
//! shares this one counter.

use super::Event;

/// The totals of a search: the numbers in its `done` event.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Solutions found.
    pub solutions: u64,
    /// Squares tried.
    pub tries: u64,
    /// Tries that placed a queen.
    pub accepts: u64,
    /// Tries refused because a queen attacked the square.
    pub rejects: u64,
    /// Queens lifted again.
    pub backtracks: u64,
    /// False when the search stopped (at its limit, or because the sink said so) before
    /// exploring everything.
    pub complete: bool,
}

impl Stats {
    /// The totals that a `done` event carries; `None` for any other event.
    pub fn of_done(event: &Event) -> Option<Stats> {
        match *event {
            Event::Done { solutions, tries, accepts, rejects, backtracks, complete, .. } => {
                Some(Stats { solutions, tries, accepts, rejects, backtracks, complete })
            }
            _ => None,
        }
    }

    /// The five counts with their names in JSON, in the order of a `done` event's fields:
    /// solutions, tries, accepts, rejects, backtracks.
    pub fn counts(&self) -> [(&'static str, u64); 5] {
        [
            ("solutions", self.solutions),
            ("tries", self.tries),
            ("accepts", self.accepts),
            ("rejects", self.rejects),
            ("backtracks", self.backtracks),
        ]
    }

    /// Counts `event`: a try, an accept, a reject, a backtrack or a solution adds one to its
    /// count; `done` sets `complete`. What [`Sink::event`](crate::Sink::event) does for a `Stats`, the counting
    /// sink: the one counter of events that every consumer keeping counts shares (the
    /// verifier, Python's `Tracer`). It never stops.
    #[inline(always)]
    pub fn count(&mut self, event: &Event) {
        match *event {
            Event::Try { .. } => self.tries += 1,
            Event::Accept { .. } => self.accepts += 1,
            Event::Reject { .. } => self.rejects += 1,
            Event::Backtrack { .. } => self.backtracks += 1,
            Event::Solution { .. } => self.solutions += 1,
            Event::Done { complete, .. } => self.complete = complete,
            Event::Start { .. } => {}
        }
    }

    /// The `done` event of step `step` that carries these totals.
    pub fn done(&self, step: u64) -> Event {
        Event::Done {
            step,
            solutions: self.solutions,
            tries: self.tries,
            accepts: self.accepts,
            rejects: self.rejects,
            backtracks: self.backtracks,
            complete: self.complete,
        }
    }
}
