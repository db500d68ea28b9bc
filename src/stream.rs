//! The events of a search, pulled one at a time instead of pushed into a [`Sink`].
//!
//! [`Solver::run`] drives its sink; a caller that wants to pull events (an iterator in Python,
//! a comparison of a program's trace with the canonical one) gets them from [`Events`]: the
//! solver runs on a thread of its own and hands over batches through a bounded channel, so
//! memory stays flat however long the search. Dropping the iterator stops the search.
//!
//! ```
//! use nqueens_trace::stream::Events;
//! use nqueens_trace::{Event, Solver};
//!
//! let events: Vec<Event> = Events::new(Solver::new(4)?).collect();
//! assert_eq!(events.len(), 140);
//! assert!(matches!(events[139], Event::Done { solutions: 2, .. }));
//! // Only what is taken is produced (give or take a few batches).
//! assert_eq!(Events::new(Solver::new(12)?).take(3).count(), 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::event::Event;
use crate::sink::Sink;
use crate::solver::Solver;
use std::convert::Infallible;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::thread::JoinHandle;

/// Events per batch: a channel hand-over costs far more than an event.
const BATCH: usize = 1024;
/// Batches in flight: the solver runs at most this far ahead of the reader.
const IN_FLIGHT: usize = 4;

/// An iterator over the events of a search, `start` to `done`.
#[derive(Debug)]
pub struct Events {
    batches: Receiver<Vec<Event>>,
    batch: std::vec::IntoIter<Event>,
    solver: Option<JoinHandle<()>>,
}

impl Events {
    /// Starts `solver` on a thread of its own; its events come out of the iterator in order.
    pub fn new(solver: Solver) -> Events {
        let (tx, rx) = sync_channel(IN_FLIGHT);
        let solver = std::thread::spawn(move || {
            let mut sink = Batches { tx, batch: Vec::with_capacity(BATCH) };
            // The sink stops the search when the iterator is dropped; it cannot fail.
            let Ok(_) = solver.run(&mut sink);
        });
        Events { batches: rx, batch: Vec::new().into_iter(), solver: Some(solver) }
    }
}

impl Iterator for Events {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        loop {
            if let Some(event) = self.batch.next() {
                return Some(event);
            }
            self.batch = self.batches.recv().ok()?.into_iter();
        }
    }
}

impl Drop for Events {
    fn drop(&mut self) {
        // Closing the channel makes the solver's next send fail, which stops it; waiting for
        // it keeps a dropped iterator from leaving work behind.
        let (_, closed) = sync_channel(0);
        drop(std::mem::replace(&mut self.batches, closed));
        if let Some(solver) = self.solver.take() {
            let _ = solver.join();
        }
    }
}

/// The solver's sink: fills a batch and sends it when full, and at the end.
struct Batches {
    tx: SyncSender<Vec<Event>>,
    batch: Vec<Event>,
}

impl Batches {
    /// Sends the batch so far; false when the reader of the events has gone.
    fn send(&mut self) -> bool {
        let batch = std::mem::replace(&mut self.batch, Vec::with_capacity(BATCH));
        self.tx.send(batch).is_ok()
    }
}

impl Sink for Batches {
    type Error = Infallible;

    /// Stops the search once the iterator is dropped: nobody wants the rest.
    fn event(&mut self, event: &Event) -> Result<bool, Infallible> {
        self.batch.push(event.clone());
        Ok(self.batch.len() < BATCH || self.send())
    }

    fn finish(&mut self) -> Result<(), Infallible> {
        if !self.batch.is_empty() {
            self.send();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pulled_events_are_the_pushed_ones() {
        for n in [1, 4, 7] {
            let mut pushed: Vec<Event> = Vec::new();
            Solver::new(n).unwrap().run(&mut pushed).unwrap();
            let pulled: Vec<Event> = Events::new(Solver::new(n).unwrap()).collect();
            assert_eq!(pulled, pushed, "n={n}");
        }
        let limited: Vec<Event> = Events::new(Solver::new(8).unwrap().limit(Some(1))).collect();
        assert!(matches!(limited.last(), Some(Event::Done { solutions: 1, complete: false, .. })));
    }

    #[test]
    fn dropping_the_iterator_stops_the_search() {
        // n=16 would take minutes to run out; the drop must return at once.
        let mut events = Events::new(Solver::new(16).unwrap());
        assert!(matches!(events.next(), Some(Event::Start { n: 16, .. })));
        drop(events);
    }
}
