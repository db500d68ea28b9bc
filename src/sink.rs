//! The centre of the library: a [`Sink`] receives the events of a search.
//!
//! The solver pushes events into a sink and knows nothing of printing; printers are sinks and
//! know nothing of solving; replay reads events from a file and pushes them into the very same
//! sinks. A sink that ignores events ([`Ignore`]) costs nothing, because the solver is generic
//! over its sink and the calls inline away.

use crate::event::Event;
use std::io;

/// A consumer of search events.
pub trait Sink {
    /// Called once per event, in trace order: `start` first, `done` last.
    ///
    /// An error stops the search (or the replay) at once and is returned to the caller;
    /// [`Sink::finish`] is not called then.
    fn event(&mut self, event: &Event) -> io::Result<()>;

    /// Called once after the `done` event has been delivered, to flush buffered output.
    ///
    /// The default does nothing.
    fn finish(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A sink that ignores every event.
#[derive(Debug, Default, Clone, Copy)]
pub struct Ignore;

impl Sink for Ignore {
    #[inline(always)]
    fn event(&mut self, _event: &Event) -> io::Result<()> {
        Ok(())
    }
}

/// Recording sink: collects every event, for tests and small traces.
impl Sink for Vec<Event> {
    fn event(&mut self, event: &Event) -> io::Result<()> {
        self.push(event.clone());
        Ok(())
    }
}

impl<S: Sink + ?Sized> Sink for &mut S {
    #[inline(always)]
    fn event(&mut self, event: &Event) -> io::Result<()> {
        (**self).event(event)
    }

    fn finish(&mut self) -> io::Result<()> {
        (**self).finish()
    }
}

impl<S: Sink + ?Sized> Sink for Box<S> {
    #[inline(always)]
    fn event(&mut self, event: &Event) -> io::Result<()> {
        (**self).event(event)
    }

    fn finish(&mut self) -> io::Result<()> {
        (**self).finish()
    }
}

/// A pair of sinks is a sink that feeds both, first `A`, then `B`.
impl<A: Sink, B: Sink> Sink for (A, B) {
    #[inline(always)]
    fn event(&mut self, event: &Event) -> io::Result<()> {
        self.0.event(event)?;
        self.1.event(event)
    }

    fn finish(&mut self) -> io::Result<()> {
        self.0.finish()?;
        self.1.finish()
    }
}

/// Feeds every event of `events` into `sink`, then calls [`Sink::finish`].
///
/// This is replay in its simplest form; [`crate::reader`] supplies events from a file.
pub fn feed<S, I, E>(sink: &mut S, events: I) -> Result<(), E>
where
    S: Sink + ?Sized,
    I: IntoIterator<Item = Result<Event, E>>,
    E: From<io::Error>,
{
    for event in events {
        sink.event(&event?)?;
    }
    sink.finish()?;
    Ok(())
}
