//! The centre of the library: a [`Sink`] receives the events of a search.
//!
//! The solver pushes events into a sink and knows nothing of printing; printers are sinks and
//! know nothing of solving; replay reads events from a file and pushes them into the very same
//! sinks. A sink that ignores events ([`Ignore`]) costs nothing, because the solver is generic
//! over its sink and the calls inline away.
//!
//! Everything that consumes events is a sink: the printers, the counter of events
//! ([`Stats`](crate::Stats)), the rules of a correct search ([`Verifier`]), the comparison with
//! the canonical search ([`Canonical`]) and the two joined ([`Judge`], what `verify` and `check`
//! feed), the order `run` writes in ([`Order`], which a reader applies as its check). Events
//! come to them from the solver, from [`feed`] of any iterator, or from a trace being read
//! ([`Trace::feed`], the fast path).
//!
//! [`Verifier`]: crate::verify::Verifier
//! [`Canonical`]: crate::verify::Canonical
//! [`Judge`]: crate::verify::Judge
//! [`Order`]: crate::reader::Order
//! [`Trace::feed`]: crate::reader::Trace::feed
//!
//! A sink decides two things per event: whether to go on (`Ok(true)`) or stop (`Ok(false)`),
//! and whether something went wrong (`Err`). Stopping is a value, not an error: a sink that has
//! seen enough (a selection that ended, a verdict reached, a view that closed) says so with
//! `false`, and the caller still calls [`Sink::finish`]. Each sink names its own error type:
//! printers fail with [`std::io::Error`], a sink that cannot fail uses [`Infallible`].

use crate::event::Event;
use std::convert::Infallible;

/// A consumer of search events.
pub trait Sink {
    /// What can go wrong in this sink: [`std::io::Error`] for the printers, [`Infallible`] for
    /// a sink that cannot fail.
    type Error;

    /// Called once per event, in trace order: `start` first, `done` last.
    ///
    /// If this returns `Ok(true)`, the search (or the replay) continues with the next event.
    /// If it returns `Ok(false)`, no further event is delivered and [`Sink::finish`] is called
    /// at once: the trace the sink saw ends with this event, without `done` if this was not
    /// `done`. If it returns an error, the search stops at once, `finish` is not called, and the
    /// error is returned to the caller.
    fn event(&mut self, event: &Event) -> Result<bool, Self::Error>;

    /// Called once after the last event was delivered: after `done`, or after the event for
    /// which [`Sink::event`] returned `Ok(false)`. Not called after an error. This is where
    /// buffered output is flushed.
    ///
    /// The default does nothing.
    fn finish(&mut self) -> Result<(), Self::Error> {
        Ok(())
    }
}

/// A sink that ignores every event and never stops.
#[derive(Debug, Default, Clone, Copy)]
pub struct Ignore;

impl Sink for Ignore {
    type Error = Infallible;

    #[inline(always)]
    fn event(&mut self, _event: &Event) -> Result<bool, Infallible> {
        Ok(true)
    }
}

/// Recording sink: collects every event and never stops, for tests and small traces.
impl Sink for Vec<Event> {
    type Error = Infallible;

    fn event(&mut self, event: &Event) -> Result<bool, Infallible> {
        self.push(event.clone());
        Ok(true)
    }
}

/// The counters are sinks that count what they are fed with their `count` and never stop:
/// [`Stats`](crate::Stats), the totals of a search, and [`Side`](crate::diff::Side), how a
/// trace goes on in `diff`. Each counter says so beside its own type (`Side` in `diff`), all
/// but `Stats`: it lives below the sink, beside the event it counts, and an impl there would
/// make the event import the sink that imports the event.
macro_rules! counting {
    ($($counter:ty),*) => {$(
        impl $crate::sink::Sink for $counter {
            type Error = ::std::convert::Infallible;

            #[inline(always)]
            fn event(
                &mut self,
                event: &$crate::event::Event,
            ) -> Result<bool, ::std::convert::Infallible> {
                self.count(event);
                Ok(true)
            }
        }
    )*};
}

pub(crate) use counting;

counting!(crate::event::Stats);

/// A sink behind a reference or a box is a sink: each call goes to the sink it points to.
macro_rules! forward {
    ($($pointer:ty),*) => {$(
        impl<S: Sink + ?Sized> Sink for $pointer {
            type Error = S::Error;

            #[inline(always)]
            fn event(&mut self, event: &Event) -> Result<bool, S::Error> {
                (**self).event(event)
            }

            fn finish(&mut self) -> Result<(), S::Error> {
                (**self).finish()
            }
        }
    )*};
}

forward!(&mut S, Box<S>);

/// A pair of sinks is a sink that feeds both, first `A`, then `B`, with `A`'s error type.
///
/// Both receive every event; the pair stops as soon as either stops. Both are finished, `A`
/// first.
impl<A, B> Sink for (A, B)
where
    A: Sink,
    B: Sink,
    A::Error: From<B::Error>,
{
    type Error = A::Error;

    #[inline(always)]
    fn event(&mut self, event: &Event) -> Result<bool, A::Error> {
        let (a, b) = (self.0.event(event)?, self.1.event(event)?);
        Ok(a && b)
    }

    fn finish(&mut self) -> Result<(), A::Error> {
        self.0.finish()?;
        Ok(self.1.finish()?)
    }
}

/// Optional sink: `None` ignores every event and never stops, `Some` is the sink it holds. A
/// consumer that only sometimes applies (the canonical comparison of `verify --strict`) is
/// then a sink either way.
impl<S: Sink> Sink for Option<S> {
    type Error = S::Error;

    #[inline(always)]
    fn event(&mut self, event: &Event) -> Result<bool, S::Error> {
        match self {
            Some(sink) => sink.event(event),
            None => Ok(true),
        }
    }

    fn finish(&mut self) -> Result<(), S::Error> {
        match self {
            Some(sink) => sink.finish(),
            None => Ok(()),
        }
    }
}

/// Feeds the events of `events` into `sink` until it ends or the sink stops, then calls
/// [`Sink::finish`]. The first error, the iterator's or the sink's, is returned at once.
///
/// This is replay in its simplest form; [`crate::reader`] supplies events from a file.
pub fn feed<S, I, E>(sink: &mut S, events: I) -> Result<(), E>
where
    S: Sink + ?Sized,
    I: IntoIterator<Item = Result<Event, E>>,
    E: From<S::Error>,
{
    pump(sink, events, E::from)
}

/// [`feed`] into a sink that cannot fail, whatever the error of the events: a verifier fed
/// from Python's objects or from a list in memory returns their errors alone.
pub fn feed_infallible<S, I, E>(sink: &mut S, events: I) -> Result<(), E>
where
    S: Sink<Error = Infallible> + ?Sized,
    I: IntoIterator<Item = Result<Event, E>>,
{
    pump(sink, events, |never| match never {})
}

/// The loop of [`feed`], with the sink's errors made the caller's by `lift`.
fn pump<S, I, E>(sink: &mut S, events: I, lift: impl Fn(S::Error) -> E) -> Result<(), E>
where
    S: Sink + ?Sized,
    I: IntoIterator<Item = Result<Event, E>>,
{
    for event in events {
        if !sink.event(&event?).map_err(&lift)? {
            break;
        }
    }
    sink.finish().map_err(lift)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Kind;
    use crate::solver::Solver;

    /// Takes `k` events, then stops.
    struct Take(usize, Vec<Event>);

    impl Sink for Take {
        type Error = Infallible;
        fn event(&mut self, e: &Event) -> Result<bool, Infallible> {
            self.1.push(e.clone());
            Ok(self.1.len() < self.0)
        }
    }

    #[test]
    fn a_pair_feeds_both_and_stops_when_either_stops() {
        let mut pair = (Vec::new(), Take(5, Vec::new()));
        Solver::new(4).unwrap().run(&mut pair).unwrap();
        assert_eq!(pair.0.len(), 5);
        assert_eq!(pair.0, pair.1 .1);
    }

    #[test]
    fn an_optional_sink_is_the_sink_it_holds_or_ignores() {
        let mut all = Vec::new();
        Solver::new(4).unwrap().run(&mut all).unwrap();
        let events = || all.iter().cloned().map(Ok::<_, ()>);
        let mut some = Some(Take(3, Vec::new()));
        feed_infallible(&mut some, events()).unwrap();
        assert_eq!(some.map(|t| t.1), Some(all[..3].to_vec()));
        // None never stops: the pair goes on to the end.
        let mut pair = (Vec::new(), None::<Take>);
        feed_infallible(&mut pair, events()).unwrap();
        assert_eq!(pair.0, all);
        // The events' own error is returned, whatever its type.
        let failing = all.iter().cloned().map(Ok).chain([Err("broken")]);
        assert_eq!(feed_infallible(&mut Vec::new(), failing), Err("broken"));
    }

    #[test]
    fn feed_stops_when_the_sink_does_and_finishes() {
        let mut all = Vec::new();
        Solver::new(4).unwrap().run(&mut all).unwrap();
        let mut take = Take(3, Vec::new());
        let events = all.iter().cloned().map(Ok::<_, Infallible>);
        feed(&mut take, events).unwrap();
        assert_eq!(take.1, all[..3]);
        // A boxed sink behind `dyn` is a sink too.
        let mut boxed: Box<dyn Sink<Error = Infallible>> = Box::new(Vec::new());
        feed(&mut boxed, all.iter().cloned().map(Ok::<_, Infallible>)).unwrap();
        let mut kinds = Vec::new();
        feed(&mut kinds, all.into_iter().map(Ok::<_, Infallible>)).unwrap();
        assert_eq!(kinds.last().map(Event::kind), Some(Kind::Done));
    }
}
