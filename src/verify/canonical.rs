//! The trace held against the canonical search as it arrives: [`Canonical`], and the
//! [`Judge`] that joins it to the rules.

use super::{Fault, Level, Summary, Verdict, Verifier, Violation};
use crate::event::Event;
use crate::problem::judge::Walk;
use crate::sink::Sink;
use crate::solver::Solver;
use crate::stream::Events;
use std::convert::Infallible;

/// Where a trace first differs from the canonical search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// The step of the first difference: the number of events before it, which agree.
    pub step: u64,
    /// The trace's event there; `None` if the trace ended.
    pub found: Option<Event>,
    /// The canonical search's event there; `None` if it ended.
    pub canonical: Option<Event>,
}

/// A [`Sink`] that compares each event with the event of the canonical search at the same
/// step: the [`Solver`] for the `n` and `limit` of the trace's `start`, run on a thread of its
/// own ([`Events`]) as the trace arrives, so nothing is stored. It keeps the first
/// [`Difference`].
///
/// [`Canonical::strict`] stops at the difference, which breaks [`super::Rule::Canonical`];
/// [`Canonical::asking`] goes on (the trace may still follow every rule) and only refuses a
/// `start` that announces another search than the one asked for: another board, or another
/// limit. A trace whose first event is not a `start` of a board the solver takes is not
/// compared: the rules refuse it.
#[derive(Debug)]
pub struct Canonical {
    /// The board size and the limit the trace must announce, if a search was asked for.
    asked: Option<(u32, Option<u64>)>,
    /// The start the trace must announce, if a search was asked for (empty: none).
    asked_start: Vec<u32>,
    /// Whether a difference is a violation, at which the comparison stops.
    strict: bool,
    /// The canonical events not yet compared; `None` before the start and after a difference.
    search: Option<Events>,
    /// The events compared so far.
    seen: u64,
    /// A `start` that the comparison refuses: another board size, or a limit of 0.
    refusal: Option<Violation>,
    difference: Option<Difference>,
}

impl Canonical {
    /// The comparison of `verify` at [`Level::Strict`]: the trace must be the canonical search.
    /// `run` refuses a limit of 0, so no canonical trace has one.
    pub fn strict() -> Canonical {
        Canonical {
            asked: None,
            asked_start: Vec::new(),
            strict: true,
            search: None,
            seen: 0,
            refusal: None,
            difference: None,
        }
    }

    /// The comparison of `check`, whose program was asked for the search of board size `n`
    /// with `limit` (`None`: the complete search; a limit counts solutions, 1 or more): a
    /// `start` that announces another size or another limit breaks [`super::Rule::Start`],
    /// since a program that picks its own search (a limit of 0, say, which ends at once) must
    /// not pass for the one it was given. A difference is noted, and the trace read on.
    pub fn asking(n: u32, limit: Option<u64>) -> Canonical {
        Canonical { asked: Some((n, limit)), strict: false, ..Canonical::strict() }
    }

    /// Asks for the search from the teacher's start `cols` (the columns of the queens on the
    /// first rows) as well: a `start` that announces another breaks [`super::Rule::Start`].
    pub fn from(mut self, cols: &[u32]) -> Canonical {
        self.asked_start = cols.to_vec();
        self
    }

    /// The first difference so far.
    pub fn difference(&self) -> Option<&Difference> {
        self.difference.as_ref()
    }

    /// The rule the comparison found broken: a refused `start`, or, for
    /// [`Canonical::strict`], the first difference where both the trace and the canonical
    /// search hold an event (where one has ended, the rules say why first).
    pub fn violation(&self) -> Option<Violation> {
        if let Some(v) = &self.refusal {
            return Some(v.clone());
        }
        match self.difference.as_ref().filter(|_| self.strict)? {
            Difference { step, found: Some(found), canonical: Some(canonical) } => {
                let (found, canonical) = (found.clone(), canonical.clone());
                let (found, canonical) = (Box::new(found), Box::new(canonical));
                Some(Violation::new(*step, Fault::NotCanonical { found, canonical }))
            }
            _ => None,
        }
    }

    /// Reads the trace's `start`: the canonical search to compare with, or a refusal.
    fn start(&mut self, event: &Event) {
        let Event::Start { n, limit, start, .. } = *event else { return };
        let start = &start.cols()[..];
        self.refusal = match self.asked {
            Some((asked, _)) if asked != n => Some(Fault::Asked { asked, announced: n }),
            Some((_, asked)) if asked != limit => {
                Some(Fault::AskedLimit { asked, announced: limit })
            }
            Some(_) if self.asked_start != start => Some(Fault::AskedStart {
                asked: self.asked_start.clone(),
                announced: start.to_vec(),
            }),
            _ if self.strict && limit == Some(0) => Some(Fault::CanonicalLimitZero),
            _ => None,
        }
        .map(|fault| Violation::new(0, fault));
        if self.refusal.is_none() {
            // A start that is not legal is the rules' to refuse: nothing is compared.
            let solver = Solver::new(n).ok().and_then(|s| s.limit(limit).from(start).ok());
            self.search = solver.map(Events::new);
        }
    }
}

impl Sink for Canonical {
    type Error = Infallible;

    /// Compares the event; stops at a refused `start`, and, if strict, at the first
    /// difference.
    fn event(&mut self, event: &Event) -> Result<bool, Infallible> {
        if self.refusal.is_some() || (self.strict && self.difference.is_some()) {
            return Ok(false);
        }
        self.seen += 1;
        if self.seen == 1 {
            self.start(event);
            if self.refusal.is_some() {
                return Ok(false);
            }
        }
        let Some(search) = &mut self.search else { return Ok(true) };
        let canonical = search.next();
        if canonical.as_ref() == Some(event) {
            return Ok(true);
        }
        let found = Some(event.clone());
        self.difference = Some(Difference { step: self.seen - 1, found, canonical });
        // Dropping the search stops the solver: nothing after a difference is compared.
        self.search = None;
        Ok(!self.strict)
    }

    /// At the end of the trace: if the canonical search goes on, they differ there.
    fn finish(&mut self) -> Result<(), Infallible> {
        if let Some(canonical) = self.search.take().as_mut().and_then(Iterator::next) {
            let (step, canonical) = (self.seen, Some(canonical));
            self.difference = Some(Difference { step, found: None, canonical });
        }
        Ok(())
    }
}

/// The rules of a correct search and, where asked, the canonical search, judged as one
/// [`Sink`]: what `verify` and `check` feed a trace into. It stops at the first violation.
#[derive(Debug)]
pub struct Judge {
    rules: Verifier,
    canonical: Option<Canonical>,
    /// The walk beside its own search of a trace of another problem than N-Queens, from its
    /// start on; the two above then see nothing more.
    walk: Option<Box<Walk>>,
}

impl Judge {
    /// The judge of `verify` at `level`.
    pub fn new(level: Level) -> Judge {
        let canonical = (level == Level::Strict).then(Canonical::strict);
        Judge { rules: Verifier::new(), canonical, walk: None }
    }

    /// The rules, and the comparison `canonical`.
    pub fn against(canonical: Canonical) -> Judge {
        Judge { rules: Verifier::new(), canonical: Some(canonical), walk: None }
    }

    /// The events judged so far, the offending one included.
    pub fn events(&self) -> u64 {
        if let Some(walk) = &self.walk {
            return walk.seen();
        }
        self.rules.events()
    }

    /// The first difference from the canonical search, if it was compared with.
    pub fn difference(&self) -> Option<&Difference> {
        self.canonical.as_ref().and_then(Canonical::difference)
    }

    /// The verdict on the trace so far, taken to end here: the first violation of an event,
    /// the comparison's, then the rules about the end.
    pub fn verdict(&self) -> Verdict {
        if let Some(walk) = &self.walk {
            return walk_verdict(walk, self.canonical.as_ref().is_some_and(|c| c.strict));
        }
        if let Some(v) = self.rules.violation() {
            return Verdict::Invalid(v.clone());
        }
        if let Some(v) = self.canonical.as_ref().and_then(Canonical::violation) {
            return Verdict::Invalid(v);
        }
        match self.rules.verdict() {
            Verdict::Valid(summary) => {
                let strict = self.canonical.as_ref().is_some_and(|c| c.strict);
                Verdict::Valid(Summary { strict, ..summary })
            }
            invalid => invalid,
        }
    }
}

impl Judge {
    /// The verdict on the trace taken as a partial record, the beginning of a search
    /// ([`Verifier::verdict_as_prefix`]): where it is compared with the canonical search, its
    /// events before the `done` must be that search's, which goes on where the record ends.
    pub fn verdict_as_prefix(&self) -> Verdict {
        let end = self.rules.prefix_end();
        let canonical = self.canonical.as_ref();
        if let Some(v) = canonical.and_then(Canonical::violation).filter(|v| Some(v.step) != end) {
            // A violation before the end is the first one; at the end, the rules' come first.
            if self.rules.violation().map_or(true, |r| r.step > v.step) {
                return Verdict::Invalid(v);
            }
        }
        match self.rules.verdict_as_prefix() {
            Verdict::Valid(summary) => {
                let strict = canonical.is_some_and(|c| c.strict);
                Verdict::Valid(Summary { strict, ..summary })
            }
            invalid => invalid,
        }
    }

    /// Where the trace first differs from the canonical search, taken as a partial record: a
    /// difference at the `done` that ends it is the end of the record, not a difference.
    pub fn difference_as_prefix(&self) -> Option<&Difference> {
        let end = self.rules.prefix_end();
        self.difference().filter(|d| Some(d.step) != end)
    }
}

impl Sink for Judge {
    type Error = Infallible;

    /// Both see every event; the judge stops when either does.
    #[inline]
    fn event(&mut self, event: &Event) -> Result<bool, Infallible> {
        if self.walk.is_some()
            || matches!(event, Event::Start { schema: crate::event::Schema::Problem(_), .. })
        {
            return Ok(self.walk_event(event));
        }
        let rules = self.rules.event(event)?;
        Ok(self.canonical.event(event)? && rules)
    }

    fn finish(&mut self) -> Result<(), Infallible> {
        if let Some(walk) = &mut self.walk {
            walk.end();
        }
        self.canonical.finish()
    }
}

impl Judge {
    /// Judges `event` of another problem's trace: its start begins the walk beside its
    /// search. Out of the way of N-Queens' events, which pay one test for it.
    #[cold]
    #[inline(never)]
    fn walk_event(&mut self, event: &Event) -> bool {
        if let Some(walk) = &mut self.walk {
            return walk.event(event);
        }
        // A start whose instance does not open is refused by the reader before any judge
        // sees it; a stream of events handed over directly gets the verdict of the rules.
        match (self.rules.events(), Walk::new(event)) {
            (0, Some(Ok(walk))) => {
                let go_on = walk.fault().is_none();
                self.walk = Some(Box::new(walk));
                go_on
            }
            _ => self.rules.event(event).is_ok_and(|go_on| go_on),
        }
    }
}

/// The verdict on a trace of another problem: its first fault, or what it holds.
fn walk_verdict(walk: &Walk, strict: bool) -> Verdict {
    match walk.fault() {
        Some((step, fault)) => {
            Verdict::Invalid(Violation::new(*step, Fault::Search(Box::new(fault.clone()))))
        }
        None => {
            let totals = walk.stats();
            let (n, limit) = walk.start();
            Verdict::Valid(Summary {
                n,
                limit,
                events: walk.seen(),
                totals,
                strict,
                partial: false,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sink::feed_infallible;
    use crate::solver::tests::trace;

    fn fed(mut sink: Canonical, events: &[Event]) -> Canonical {
        feed_infallible(&mut sink, events.iter().cloned().map(Ok::<_, ()>)).unwrap();
        sink
    }

    #[test]
    fn the_canonical_search_has_no_difference() {
        for sink in [Canonical::strict(), Canonical::asking(5, Some(3))] {
            let sink = fed(sink, &trace(5, Some(3)));
            assert_eq!((sink.difference(), sink.violation()), (None, None));
        }
    }

    #[test]
    fn the_first_difference_is_kept_and_strict_stops_there() {
        let mut events = trace(4, None);
        let original = events[9].clone();
        events[9] = Event::Try { step: 9, row: 3, col: 3 };
        let want =
            Difference { step: 9, found: Some(events[9].clone()), canonical: Some(original) };
        let strict = fed(Canonical::strict(), &events);
        assert_eq!((strict.difference(), strict.seen), (Some(&want), 10));
        assert_eq!(
            strict.violation().map(|v| (v.step, v.rule())),
            Some((9, super::super::Rule::Canonical))
        );
        // Asking goes on to the end, and a difference breaks no rule of its own.
        let asking = fed(Canonical::asking(4, None), &events);
        assert_eq!((asking.difference(), asking.seen), (Some(&want), events.len() as u64));
        assert_eq!(asking.violation(), None);
        // A trace that ends early differs where it ends.
        let short = fed(Canonical::asking(4, None), &trace(4, None)[..20]);
        assert_eq!(short.difference().map(|d| (d.step, d.found.is_none())), Some((20, true)));
    }

    #[test]
    fn a_start_of_another_board_or_of_limit_0_is_refused() {
        let asking = fed(Canonical::asking(4, None), &trace(5, None));
        assert_eq!(asking.seen, 1);
        let v = asking.violation().unwrap();
        assert_eq!(v.fault, Fault::Asked { asked: 4, announced: 5 });
        assert_eq!(v.step, 0);
        let zero = trace(4, Some(0));
        assert_eq!(
            fed(Canonical::strict(), &zero).violation().map(|v| v.fault),
            Some(Fault::CanonicalLimitZero)
        );
        // Asked for a search, a trace of another limit is refused at its start, whatever
        // that limit: it is not the search asked for.
        for (asked, announced) in
            [(None, Some(0)), (None, Some(1)), (Some(1), None), (Some(1), Some(2))]
        {
            let asking = fed(Canonical::asking(4, asked), &trace(4, announced));
            assert_eq!(asking.seen, 1);
            assert_eq!(
                asking.violation(),
                Some(Violation::new(0, Fault::AskedLimit { asked, announced }))
            );
        }
        let first = fed(Canonical::asking(4, Some(1)), &trace(4, Some(1)));
        assert_eq!((first.difference(), first.violation()), (None, None));
    }
}
