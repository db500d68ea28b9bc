//! The rules, checked one event at a time: [`Verifier`].

use super::{Fault, Summary, Verdict, Violation, KNOWN_SOLUTIONS};
use crate::board::Board;
use crate::event::{Event, MAX_N};
use crate::reader::check_start;
use crate::sink::Sink;
use crate::solver::Stats;
use std::convert::Infallible;

/// What the next event must be, beyond the general rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    Any,
    /// The accept or reject of the square tried at this step.
    Answer {
        step: u64,
        row: u32,
        col: u32,
    },
    /// The solution completed by the accept at this step.
    Solution {
        step: u64,
    },
    /// `done`, because the solution at this step reached the limit.
    Done {
        step: u64,
    },
}

/// Checks a trace one event at a time: a [`Sink`] that stops at the first violation. Feed it
/// the events in order; [`Verifier::verdict`] then says whether the trace so far is a correct
/// search, or breaks a rule where.
#[derive(Debug, Clone)]
pub struct Verifier {
    next_step: u64,
    n: u32,
    limit: Option<u64>,
    started: bool,
    done: Option<u64>,
    board: Board,
    /// Bit sets of the columns tried in each row under the queens now above it.
    tried: [u64; MAX_N as usize + 1],
    expect: Expect,
    stats: Stats,
    /// The first backtrack that lifted a queen before every square below it was tried:
    /// (step, row, col of the queen, the column never tried in the row below).
    gap: Option<(u64, u32, u32, u32)>,
    /// The first violation: final, no event is checked after it.
    violation: Option<Violation>,
    /// The queens of the teacher's start, on the first rows.
    base: usize,
    /// The step of a `done` that ends the events before it as a partial record ends them:
    /// its counts are theirs and it claims no complete search. The rules about the end of a
    /// search (an answer owed to the last try, the limit, completeness) do not apply to it.
    prefix_end: Option<u64>,
    /// Why a `done` with no complete search claimed does not end the events before it: its
    /// counts are not theirs. Taken as a partial record, the trace breaks that rule first.
    prefix_fault: Option<Violation>,
    /// For each square, row by row, the step of the last backtrack that lifted a queen from
    /// it, plus one (0: none): a reject that names a queen lifted is told so, for a program
    /// that says backtrack but keeps the queen in its own list.
    lifted: Vec<u64>,
}

impl Default for Verifier {
    fn default() -> Self {
        Verifier::new()
    }
}

impl Verifier {
    /// A verifier waiting for the `start` event.
    pub fn new() -> Verifier {
        Verifier {
            next_step: 0,
            n: 0,
            limit: None,
            started: false,
            done: None,
            board: Board::default(),
            tried: [0; MAX_N as usize + 1],
            expect: Expect::Any,
            stats: Stats::default(),
            gap: None,
            violation: None,
            base: 0,
            prefix_end: None,
            prefix_fault: None,
            lifted: Vec::new(),
        }
    }

    /// The queens on the board, as `(row, col)`, after the events seen so far.
    pub fn queens(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.board.squares()
    }

    /// The events checked so far, the offending one included.
    pub fn events(&self) -> u64 {
        self.next_step
    }

    /// The first violation of the events checked so far, if one broke a rule.
    pub fn violation(&self) -> Option<&Violation> {
        self.violation.as_ref()
    }

    /// The verdict on the trace so far, taken to end here: the first violation of its events;
    /// else, if it did not end as a trace must (with `done`), that violation; else what it
    /// holds.
    pub fn verdict(&self) -> Verdict {
        if let Some(v) = &self.violation {
            return Verdict::Invalid(v.clone());
        }
        match self.summary() {
            Ok(summary) => Verdict::Valid(summary),
            Err(v) => Verdict::Invalid(v),
        }
    }

    /// The verdict on the trace taken as a partial record: the beginning of a search, left
    /// before its end. Valid when every event before its `done` follows the rules and the
    /// `done` holds their counts and claims no complete search, even though the search is not
    /// over there (a try may wait for its answer, the limit need not be reached); the summary
    /// then says [`Summary::partial`]. Any other trace is judged as [`Verifier::verdict`]
    /// judges it.
    pub fn verdict_as_prefix(&self) -> Verdict {
        let ended_early = match &self.violation {
            Some(v) => Some(v.step) == self.prefix_end,
            None => true,
        };
        if let (Some(v), Some(f)) = (&self.violation, &self.prefix_fault) {
            if v.step == f.step {
                return Verdict::Invalid(f.clone());
            }
        }
        match (ended_early, self.prefix_end) {
            // The done may have broken a rule of the end before it was taken as the end.
            (true, Some(_)) => Verdict::Valid(Summary {
                n: self.n,
                limit: self.limit,
                events: self.next_step,
                totals: Stats { complete: false, ..self.stats },
                strict: false,
                partial: true,
            }),
            _ => self.verdict(),
        }
    }

    /// The step of the `done` that ends a correct beginning of a search, if there is one
    /// ([`Verifier::verdict_as_prefix`]).
    pub fn prefix_end(&self) -> Option<u64> {
        self.prefix_end
    }

    /// Notes whether the `done` at `step` ends the events before it as a partial record
    /// does: no violation before it, no complete search claimed, and its counts theirs (else
    /// which count is not).
    fn see_prefix_end(&mut self, step: u64, done: &Event) {
        let Some(said) = Stats::of_done(done) else { return };
        if self.violation.is_some() || self.done.is_some() || said.complete {
            return;
        }
        let counts = said.counts().into_iter().zip(self.stats.counts());
        match counts.into_iter().find(|((_, said), (_, held))| said != held) {
            Some(((name, said), (_, held))) => {
                self.prefix_fault = Some(Violation::new(step, Fault::Counts { name, said, held }));
            }
            None => self.prefix_end = Some(step),
        }
    }

    /// Checks the next event.
    fn check(&mut self, event: &Event) -> Result<(), Violation> {
        let step = self.next_step;
        self.next_step += 1;
        let fail = |fault| Err(Violation::new(step, fault));
        if !self.started {
            let n = check_start(event).map_err(|fault| Violation::start(step, &fault))?;
            let limit = match *event {
                Event::Start { limit, .. } => limit,
                _ => None,
            };
            (self.started, self.n, self.limit) = (true, n, limit);
            self.board = Board::new(n);
            self.lifted = vec![0; (n * n) as usize];
            // The teacher's start: its queens stand from the first event on, and are never
            // lifted; the search, and its completeness, are of the tree below them.
            if let Event::Start { start, .. } = event {
                let cols = start.cols();
                crate::solver::check_start(n, &cols)
                    .map_err(|e| Violation::new(step, Fault::BadStart(e)))?;
                for (row, &col) in cols.iter().enumerate() {
                    self.board.place(row as u32, col);
                }
                self.base = cols.len();
            }
        }
        // A second start is named before its step, as `Order` names it: a reader refuses a
        // start of any step but 0, so two traces in one file would otherwise be told as a step
        // out of order.
        if step > 0 && matches!(event, Event::Start { .. }) {
            return fail(Fault::SecondStart);
        }
        if event.step() != step {
            return fail(Fault::Step { event: event.clone(), expected: step });
        }
        if let Some(done) = self.done {
            return fail(Fault::AfterDone { event: event.clone(), done });
        }
        if let Event::Done { .. } = event {
            self.see_prefix_end(step, event);
        }
        match (self.expect, event) {
            (Expect::Any, _) => {}
            (Expect::Answer { row, col, .. }, Event::Accept { row: r, col: c, .. })
            | (Expect::Answer { row, col, .. }, Event::Reject { row: r, col: c, .. })
                if (row, col) == (*r, *c) => {}
            (Expect::Answer { step: tried, row, col }, _) => {
                return fail(Fault::Unanswered { tried, row, col, event: event.clone() });
            }
            (Expect::Solution { .. }, Event::Solution { .. }) => {}
            (Expect::Solution { step: accept }, _) => {
                return fail(Fault::NoSolution { accept, event: event.clone() });
            }
            (Expect::Done { .. }, Event::Done { .. }) => {}
            (Expect::Done { step: 0 }, _) => return fail(Fault::LimitZero(event.clone())),
            (Expect::Done { step: solution }, _) => {
                let limit = self.limit.unwrap_or(0);
                return fail(Fault::PastLimit { solution, limit, event: event.clone() });
            }
        }
        let expected = std::mem::replace(&mut self.expect, Expect::Any);
        // Counted before it is checked: after a violation, which is final, no count is read.
        self.stats.count(event);
        match *event {
            Event::Start { .. } if step > 0 => fail(Fault::SecondStart),
            Event::Start { .. } => {
                // A limit of 0 wants no solution: the search stops before its first try.
                if self.limit == Some(0) {
                    self.expect = Expect::Done { step };
                }
                Ok(())
            }
            Event::Try { row, col, .. } => {
                self.try_square(step, row, col).map_err(|fault| Violation::new(step, fault))
            }
            Event::Accept { row, col, .. } | Event::Reject { row, col, .. }
                if expected == Expect::Any =>
            {
                fail(Fault::NotTried { kind: event.kind(), row, col })
            }
            Event::Accept { row, col, .. } => {
                if let Some((q, how)) = self
                    .board
                    .is_attacked(row, col)
                    .then(|| self.board.attacker(row, col))
                    .flatten()
                {
                    return fail(Fault::Attacked { row, col, queen: q, how });
                }
                self.board.place(row, col);
                let k = self.board.queens().len();
                self.tried[k] = 0;
                if k == self.n as usize {
                    self.expect = Expect::Solution { step };
                }
                Ok(())
            }
            Event::Reject { row, col, conflict, with: [wr, wc], .. } => {
                if let Some(lifted) = self.lifted_from(wr, wc) {
                    return fail(Fault::Lifted { row, col, with: (wr, wc), lifted });
                }
                if !self.board.is_attacked(row, col) {
                    return fail(Fault::Unattacked { row, col });
                }
                if !self.board.queen(wr, wc) {
                    return fail(Fault::NoQueen { row, col, with: (wr, wc) });
                }
                let how = crate::problem::nqueens::attack((wr, wc), (row, col));
                if how != Some(conflict) {
                    return fail(Fault::WrongLine {
                        row,
                        col,
                        with: (wr, wc),
                        said: conflict,
                        how,
                    });
                }
                Ok(())
            }
            Event::Solution { index, ref queens, .. } => {
                if expected == Expect::Any {
                    return fail(Fault::UnearnedSolution(event.clone()));
                }
                if queens[..] != *self.board.queens() {
                    let (listed, held) = (queens.clone(), self.board.queens().to_vec());
                    return fail(Fault::SolutionQueens { index, listed, held });
                }
                if index != self.stats.solutions {
                    return fail(Fault::SolutionIndex { index, number: self.stats.solutions });
                }
                if self.limit == Some(self.stats.solutions) {
                    self.expect = Expect::Done { step };
                }
                Ok(())
            }
            Event::Backtrack { row, col, .. } => {
                let k = self.board.queens().len();
                match self.board.queens().last() {
                    None => return fail(Fault::NothingToLift { row, col }),
                    Some(_) if k <= self.base => return fail(Fault::LiftsStart { row, col }),
                    Some(&last) if (row, col) != (k as u32 - 1, last) => {
                        return fail(Fault::NotLast { row, col, last: (k as u32 - 1, last) })
                    }
                    Some(_) => {}
                }
                let below = self.tried[k];
                if k < self.n as usize && below != full(self.n) && self.gap.is_none() {
                    self.gap = Some((step, row, col, (!below).trailing_zeros()));
                }
                self.board.lift(row);
                if let Some(at) = self.lifted.get_mut((row * self.n + col) as usize) {
                    *at = step + 1;
                }
                Ok(())
            }
            Event::Done { .. } => {
                self.done = Some(step);
                // `of_done` is `Some` for every done event.
                let said = Stats::of_done(event).unwrap_or_default();
                for ((name, said), (_, held)) in said.counts().into_iter().zip(self.stats.counts())
                {
                    if said != held {
                        return fail(Fault::Counts { name, said, held });
                    }
                }
                self.check_complete(step, expected)
            }
        }
    }

    /// The step at which the queen on `(row, col)` was lifted last, if no queen stands there
    /// now.
    fn lifted_from(&self, row: u32, col: u32) -> Option<u64> {
        if row >= self.n || col >= self.n || self.board.queen(row, col) {
            return None;
        }
        self.lifted.get((row * self.n + col) as usize)?.checked_sub(1)
    }

    fn try_square(&mut self, step: u64, row: u32, col: u32) -> Result<(), Fault> {
        let k = self.board.queens().len() as u32;
        let n = self.n;
        if row != k {
            return Err(Fault::TryRow { row, col, queens: k });
        }
        if row >= n {
            return Err(Fault::TryFull { row, col });
        }
        if col >= n {
            return Err(Fault::TryOff { row, col, n });
        }
        let tried = &mut self.tried[row as usize];
        if *tried >> col & 1 == 1 {
            return Err(Fault::TryAgain { row, col });
        }
        *tried |= 1 << col;
        self.expect = Expect::Answer { step, row, col };
        Ok(())
    }

    /// The rules about `complete` and the limit, checked at `done`.
    fn check_complete(&self, step: u64, expected: Expect) -> Result<(), Violation> {
        let fail = |at, fault| Err(Violation::new(at, fault));
        let (n, found) = (self.n, self.stats.solutions);
        if !self.stats.complete {
            return match (self.limit, expected) {
                (_, Expect::Done { .. }) => Ok(()),
                (limit, _) => fail(step, Fault::Incomplete { found, limit }),
            };
        }
        if let Expect::Done { .. } = expected {
            return fail(step, Fault::StoppedAtLimit { found });
        }
        if let Some((at, row, col, missing)) = self.gap {
            return fail(at, Fault::Gap { row, col, missing, done: step });
        }
        let base = self.base;
        if self.board.queens().len() != base {
            return fail(step, Fault::NeverLifted(self.queens().skip(base).collect()));
        }
        if self.tried[base] != full(n) {
            let (row, col) = (base as u32, (!self.tried[base]).trailing_zeros());
            return fail(step, Fault::NeverTried { row, col });
        }
        // The known counts are of the whole board; a start's part of the tree has its own.
        if let Some(&known) = KNOWN_SOLUTIONS.get(n as usize).filter(|_| base == 0) {
            if found != known {
                return fail(step, Fault::Solutions { n, found, known });
            }
        }
        Ok(())
    }

    /// What the trace holds, if it ended as a trace must: with `done`, after a `start`.
    fn summary(&self) -> Result<Summary, Violation> {
        let step = self.next_step;
        if !self.started {
            return Err(Violation::new(step, Fault::Empty));
        }
        if self.done.is_none() {
            return Err(Violation::new(step, Fault::NoDone));
        }
        Ok(Summary {
            n: self.n,
            limit: self.limit,
            events: self.next_step,
            totals: self.stats,
            strict: false,
            partial: false,
        })
    }
}

impl Sink for Verifier {
    type Error = Infallible;

    /// Checks the next event; stops at the first violation, which is final: after it, no
    /// event is checked.
    #[inline]
    fn event(&mut self, event: &Event) -> Result<bool, Infallible> {
        if self.violation.is_some() {
            return Ok(false);
        }
        match self.check(event) {
            Ok(()) => Ok(true),
            Err(v) => {
                self.violation = Some(v);
                Ok(false)
            }
        }
    }
}

fn full(n: u32) -> u64 {
    (1u64 << n) - 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;

    #[test]
    fn the_board_follows_the_events() {
        let mut events = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        let mut v = Verifier::new();
        for e in &events[..=57] {
            assert_eq!(v.event(e), Ok(true));
        }
        assert_eq!(v.queens().collect::<Vec<_>>(), [(0, 1), (1, 3), (2, 0), (3, 2)]);
        for e in &events[58..] {
            assert_eq!(v.event(e), Ok(true));
        }
        assert_eq!(v.queens().count(), 0);
        assert!(matches!(v.verdict(), Verdict::Valid(s) if s.totals.solutions == 2));
    }

    #[test]
    fn an_accept_under_attack_names_the_topmost_attacker() {
        let mut events = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        // Step 12 rejects (2,1): (1,2) attacks it along the anti-diagonal.
        events[12] = Event::Accept { step: 12, row: 2, col: 1 };
        let mut v = Verifier::new();
        crate::sink::feed_infallible(&mut v, events.iter().cloned().map(Ok::<_, ()>)).unwrap();
        let err = v.violation().unwrap();
        assert_eq!(v.events(), 13, "the verifier stops at the offending event");
        assert_eq!(
            err.to_string(),
            "step 12: accept (2,1), but the queen at (1,2) attacks it along the anti-diagonal"
        );
    }
}
