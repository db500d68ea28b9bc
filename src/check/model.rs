//! [`judge_model_output`]: a program's trace of another problem than N-Queens judged
//! against the model search of the instance the caller asked for, as `check --problem` does.
//!
//! The search is the caller's, never the trace's: the trace is walked beside the search of
//! the caller's instance ([`Walk::beside`]), so that a `start` that names another instance or
//! another limit is the fault at step 0. For these problems the correct search is exactly one
//! trace (`crate::problem::judge`), so the first difference is the verdict, explained by the
//! problem's rules. Beside it, the trace is walked against the same search with each
//! variable's values in reverse order ([`Reversed`]), to recognise a search that is the
//! model's but reordered ([`Reordered`]). Nothing is stored.

use super::reversed::Reversed;
use super::{offending_line, unreadable, Judged, Judgement};
use crate::event::Event;
use crate::problem::judge::{SearchFault, Walk};
use crate::problem::Problem;
use crate::reader::{ReadError, Reader, Trace};
use crate::sink::Sink;
use crate::verify::{Fault, Summary, Violation};
use std::convert::Infallible;
use std::io::BufRead;

/// Where a trace of another problem first departs from the search it is judged against: its
/// event and the search's, for a front end that says them in the problem's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Departure {
    /// The trace's event; `None` where the trace ended early.
    pub found: Option<Event>,
    /// The search's event; `None` past its end.
    pub expected: Option<Event>,
    /// How they differ.
    pub fault: SearchFault,
}

/// How a trace that is not the model search relates to the search with each variable's
/// values tried in reverse order (a subset sum that leaves an item out before it takes it, a
/// colouring that tries the colours from the last).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reordered {
    /// It is that search, event for event: the verdict is the first difference from the
    /// model all the same, and this says why.
    Whole,
    /// It breaks a rule of that search too, later than of the model's: the verdict is that
    /// search's first difference, judged as the trace orders its values.
    Further,
}

/// [`super::judge_output`] for a trace of `problem`'s instance (as given: a fresh copy is
/// searched), asked for with `limit`: the program's output `src`, named `name` in errors.
/// [`Judged::departure`] holds the first difference's events, [`Judged::reordered`] what the
/// reversed search made of the trace; a valid trace never differs from the model.
pub fn judge_model_output<R: BufRead>(
    src: R,
    name: &str,
    problem: &dyn Problem,
    limit: Option<u64>,
) -> Judged {
    let mut reader = Reader::new(src, name).keep_lines(true);
    let mut both = Both {
        plain: Side::new(problem.fresh(), limit),
        reversed: Side::new(Box::new(Reversed(problem.fresh())), limit),
        done: false,
    };
    let read = reader.feed::<_, ReadError>(&mut both);
    let blank = |verdict, events| Judged {
        events,
        verdict,
        transposed: false,
        line: None,
        stopped_at_first: false,
        difference: None,
        as_prefix: None,
        done: both.done,
        departure: None,
        reordered: None,
    };
    if let Err(e) = read {
        let line = offending_line(&reader, &e);
        return Judged { line, ..blank(unreadable(e), both.plain.events()) };
    }
    let (plain, reversed) = (&both.plain, &both.reversed);
    let reordered = match (plain.departure(), reversed.departure()) {
        (None, _) => None,
        (Some(_), None) => Some(Reordered::Whole),
        (Some(_), Some(_)) if reversed.events() > plain.events() => Some(Reordered::Further),
        (Some(_), Some(_)) => None,
    };
    let chosen = if reordered == Some(Reordered::Further) { reversed } else { plain };
    let departure = chosen.departure().map(Box::new);
    Judged { departure, reordered, ..blank(Ok(chosen.judgement()), chosen.events()) }
}

/// One walk, begun at the trace's start.
struct Side {
    /// The problem to search, until the start arrives.
    problem: Option<Box<dyn Problem>>,
    limit: Option<u64>,
    walk: Option<Walk>,
    going: bool,
}

impl Side {
    fn new(problem: Box<dyn Problem>, limit: Option<u64>) -> Side {
        Side { problem: Some(problem), limit, walk: None, going: true }
    }

    fn event(&mut self, event: &Event) {
        if !self.going {
            return;
        }
        match (&mut self.walk, self.problem.take()) {
            (Some(walk), _) => self.going = walk.event(event),
            (None, Some(problem)) => {
                let walk = Walk::beside(problem, self.limit, event);
                self.going = walk.fault().is_none();
                self.walk = Some(walk);
            }
            (None, None) => self.going = false,
        }
    }

    fn finish(&mut self) {
        if let Some(walk) = &mut self.walk {
            walk.end();
        }
    }

    fn events(&self) -> u64 {
        self.walk.as_ref().map_or(0, Walk::seen)
    }

    fn departure(&self) -> Option<Departure> {
        let walk = self.walk.as_ref()?;
        let (_, fault) = walk.fault()?;
        let (found, expected) = walk.departure()?;
        Some(Departure { found: found.cloned(), expected: expected.cloned(), fault: fault.clone() })
    }

    fn judgement(&self) -> Judgement {
        let Some(walk) = &self.walk else {
            // The reader refuses an input without a start before any event arrives.
            return Judgement::Invalid(Violation::new(0, Fault::Empty));
        };
        match walk.fault() {
            Some((step, fault)) => {
                Judgement::Invalid(Violation::new(*step, Fault::Search(Box::new(fault.clone()))))
            }
            None => {
                let (n, limit) = walk.start();
                let (events, totals) = (walk.seen(), walk.stats());
                let summary = Summary { n, limit, events, totals, strict: true, partial: false };
                Judgement::Valid { summary, divergence: None }
            }
        }
    }
}

/// The model's walk and the reversed one, side by side until both have stopped.
struct Both {
    plain: Side,
    reversed: Side,
    /// Whether the trace's `done` was read.
    done: bool,
}

impl Sink for Both {
    type Error = Infallible;

    fn event(&mut self, event: &Event) -> Result<bool, Infallible> {
        self.done |= matches!(event, Event::Done { .. });
        self.plain.event(event);
        self.reversed.event(event);
        Ok(self.plain.going || self.reversed.going)
    }

    fn finish(&mut self) -> Result<(), Infallible> {
        self.plain.finish();
        self.reversed.finish();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{self, Search};
    use crate::JsonlWriter;

    fn open(name: &str, instance: serde_json::Value) -> Box<dyn Problem> {
        problem::open(name, &instance).unwrap()
    }

    fn jsonl(events: impl IntoIterator<Item = Event>) -> Vec<u8> {
        let mut w = JsonlWriter::new(Vec::new());
        for e in events {
            w.event(&e).unwrap();
        }
        w.finish().unwrap();
        w.into_inner()
    }

    fn sum() -> Box<dyn Problem> {
        open("subset-sum", serde_json::json!({"items": [3, 34, 4, 12, 5, 2], "target": 9}))
    }

    #[test]
    fn the_model_search_is_valid_and_another_instance_is_not() {
        let trace = jsonl(Search::new(sum(), None));
        let judged = judge_model_output(&trace[..], "t", &*sum(), None);
        assert!(matches!(judged.verdict, Ok(Judgement::Valid { divergence: None, .. })));
        assert!(judged.done && judged.departure.is_none() && judged.reordered.is_none());
        // The trace of another target, asked for 9: the start is the fault.
        let other =
            open("subset-sum", serde_json::json!({"items": [3, 34, 4, 12, 5, 2], "target": 8}));
        let trace = jsonl(Search::new(other, None));
        let judged = judge_model_output(&trace[..], "t", &*sum(), None);
        let Ok(Judgement::Invalid(v)) = &judged.verdict else { panic!("{:?}", judged.verdict) };
        assert_eq!(v.step, 0);
        let d = judged.departure.unwrap();
        assert!(
            matches!(d.found, Some(Event::Start { .. }))
                && matches!(d.expected, Some(Event::Start { .. }))
        );
        // Asked for the first solution only, the complete search is not it.
        let trace = jsonl(Search::new(sum(), None));
        let judged = judge_model_output(&trace[..], "t", &*sum(), Some(1));
        assert!(matches!(judged.verdict, Ok(Judgement::Invalid(Violation { step: 0, .. }))));
    }

    #[test]
    fn a_search_that_leaves_before_it_takes_is_recognised() {
        let trace = jsonl(Search::new(Box::new(Reversed(sum())), None));
        let judged = judge_model_output(&trace[..], "t", &*sum(), None);
        assert_eq!(judged.reordered, Some(Reordered::Whole));
        let Ok(Judgement::Invalid(v)) = &judged.verdict else { panic!("{:?}", judged.verdict) };
        assert_eq!(v.step, 1);
        assert!(matches!(
            judged.departure.unwrap().fault,
            SearchFault::Differs { .. } | SearchFault::Skipped { .. }
        ));
        // Reversed with a mistake of its own far down: judged reversed, at the mistake.
        let mut events: Vec<Event> = Search::new(Box::new(Reversed(sum())), None).collect();
        let at = events.len() - 5;
        let removed = events.remove(at);
        let trace = jsonl(events);
        let judged = judge_model_output(&trace[..], "t", &*sum(), None);
        assert_eq!(judged.reordered, Some(Reordered::Further), "{removed:?}");
        let Ok(Judgement::Invalid(v)) = &judged.verdict else { panic!("{:?}", judged.verdict) };
        // The fault is the event that came in its place, which keeps its own step.
        assert_eq!(v.step, at as u64 + 1);
    }

    #[test]
    fn a_stray_line_is_kept_and_an_early_end_is_named() {
        let mut trace = b"hello\n".to_vec();
        trace.extend(jsonl(Search::new(sum(), None)));
        let judged = judge_model_output(&trace[..], "stdout", &*sum(), None);
        assert!(judged.verdict.is_err());
        assert_eq!(judged.line.as_deref(), Some("hello"));
        let events: Vec<Event> = Search::new(sum(), None).take(10).collect();
        let judged = judge_model_output(&jsonl(events)[..], "t", &*sum(), None);
        let d = judged.departure.unwrap();
        assert!(matches!(d.fault, SearchFault::Ends(_)) && d.found.is_none(), "{d:?}");
        assert!(!judged.done);
    }
}
