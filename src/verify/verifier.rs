//! The rules, checked one event at a time: [`Verifier`].

use super::{cols, Description, Rule, Square, Summary, Violation, KNOWN_SOLUTIONS};
use crate::board::Board;
use crate::event::{Conflict, Event, MAX_N};
use crate::reader::check_start;
use crate::solver::Stats;

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

/// Checks a trace one event at a time. Feed every event to [`Verifier::event`] in order, then
/// call [`Verifier::finish`].
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
        }
    }

    /// The queens on the board, as `(row, col)`, after the events seen so far.
    pub fn queens(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.board.squares()
    }

    /// Checks the next event. The first violation is final: do not feed more events after it.
    pub fn event(&mut self, event: &Event) -> Result<(), Violation> {
        let step = self.next_step;
        self.next_step += 1;
        let fail = |rule, message: String| Err(Violation::new(step, rule, message));
        let what = Description(event);
        if !self.started {
            let n = check_start(event).map_err(|fault| Violation::start(step, &fault))?;
            let limit = match *event {
                Event::Start { limit, .. } => limit,
                _ => None,
            };
            (self.started, self.n, self.limit) = (true, n, limit);
            self.board = Board::new(n);
        }
        if event.step() != step {
            return fail(
                Rule::Steps,
                format!(
                    "{what} says it is step {}, but it is event {step} of the trace: steps count 0, 1, 2, … with no gap",
                    event.step()
                ),
            );
        }
        if let Some(done) = self.done {
            return fail(
                Rule::Done,
                format!("{what} follows done (step {done}), which must be the last event"),
            );
        }
        match (self.expect, event) {
            (Expect::Any, _) => {}
            (Expect::Answer { row, col, .. }, Event::Accept { row: r, col: c, .. })
            | (Expect::Answer { row, col, .. }, Event::Reject { row: r, col: c, .. })
                if (row, col) == (*r, *c) => {}
            (Expect::Answer { step: at, row, col }, _) => {
                return fail(
                    Rule::Answer,
                    format!(
                        "try {} at step {at} must be followed at once by its accept or reject, not by {what}",
                        Square(row, col)
                    ),
                );
            }
            (Expect::Solution { .. }, Event::Solution { .. }) => {}
            (Expect::Solution { step: at }, _) => {
                return fail(
                    Rule::Solution,
                    format!("the accept at step {at} completed the board, so a solution must follow at once, not {what}"),
                );
            }
            (Expect::Done { .. }, Event::Done { .. }) => {}
            (Expect::Done { step: 0 }, _) => {
                return fail(
                    Rule::Limit,
                    format!("the limit is 0, so done must follow start at once, not {what}"),
                );
            }
            (Expect::Done { step: at }, _) => {
                return fail(
                    Rule::Limit,
                    format!(
                        "the solution at step {at} reached the limit of {}, so done must follow at once, not {what}",
                        self.limit.unwrap_or(0)
                    ),
                );
            }
        }
        let expected = std::mem::replace(&mut self.expect, Expect::Any);
        match *event {
            Event::Start { .. } if step > 0 => {
                fail(Rule::Start, "a second start: a trace holds one search".into())
            }
            Event::Start { .. } => {
                // A limit of 0 wants no solution: the search stops before its first try.
                if self.limit == Some(0) {
                    self.expect = Expect::Done { step };
                }
                Ok(())
            }
            Event::Try { row, col, .. } => {
                self.try_square(step, row, col).map_err(|m| Violation::new(step, m.0, m.1))
            }
            Event::Accept { row, col, .. } | Event::Reject { row, col, .. }
                if expected == Expect::Any =>
            {
                let kind = event.kind();
                fail(
                    Rule::Answer,
                    format!(
                        "{kind} {} without a try of that square just before it",
                        Square(row, col)
                    ),
                )
            }
            Event::Accept { row, col, .. } => {
                if let Some((q, how)) = self
                    .board
                    .is_attacked(row, col)
                    .then(|| self.board.attacker(row, col))
                    .flatten()
                {
                    return fail(
                        Rule::Accept,
                        format!(
                            "accept {}, but the queen at {} attacks it along the {how}",
                            Square(row, col),
                            Square(q.0, q.1)
                        ),
                    );
                }
                self.stats.accepts += 1;
                self.board.place(row, col);
                let k = self.board.queens().len();
                self.tried[k] = 0;
                if k == self.n as usize {
                    self.expect = Expect::Solution { step };
                }
                Ok(())
            }
            Event::Reject { row, col, conflict, with: [wr, wc], .. } => {
                let square = Square(row, col);
                if !self.board.is_attacked(row, col) {
                    return fail(
                        Rule::Reject,
                        format!("reject {square}, but no queen attacks that square"),
                    );
                }
                if !self.board.queen(wr, wc) {
                    return fail(
                        Rule::Reject,
                        format!(
                            "reject {square} names the queen at {}, but no queen stands there",
                            Square(wr, wc)
                        ),
                    );
                }
                match Conflict::between((wr, wc), (row, col)) {
                    Some(how) if how == conflict => {}
                    Some(how) => {
                        return fail(
                            Rule::Reject,
                            format!(
                                "reject {square} says the queen at {} attacks it along the {conflict}, but it does so along the {how}",
                                Square(wr, wc)
                            ),
                        )
                    }
                    None => {
                        return fail(
                            Rule::Reject,
                            format!(
                                "reject {square} says the queen at {} attacks it along the {conflict}, but that queen does not attack it",
                                Square(wr, wc)
                            ),
                        )
                    }
                }
                self.stats.rejects += 1;
                Ok(())
            }
            Event::Solution { index, ref queens, .. } => {
                if expected == Expect::Any {
                    return fail(
                        Rule::Solution,
                        format!("{what}, but no accept completed the board just before it"),
                    );
                }
                if queens[..] != *self.board.queens() {
                    return fail(
                        Rule::Solution,
                        format!(
                            "solution #{index} lists the queens {}, but the board holds {}",
                            cols(queens),
                            cols(self.board.queens())
                        ),
                    );
                }
                self.stats.solutions += 1;
                if index != self.stats.solutions {
                    return fail(
                        Rule::Solution,
                        format!(
                            "solution #{index} is the trace's solution number {}: indices count 1, 2, 3, …",
                            self.stats.solutions
                        ),
                    );
                }
                if self.limit == Some(self.stats.solutions) {
                    self.expect = Expect::Done { step };
                }
                Ok(())
            }
            Event::Backtrack { row, col, .. } => {
                let k = self.board.queens().len();
                match self.board.queens().last() {
                    None => {
                        return fail(
                            Rule::Backtrack,
                            format!("backtrack {}, but no queen is on the board", Square(row, col)),
                        )
                    }
                    Some(&last) if (row, col) != (k as u32 - 1, last) => {
                        return fail(
                            Rule::Backtrack,
                            format!(
                                "backtrack {}, but the queen placed last is at {}",
                                Square(row, col),
                                Square(k as u32 - 1, last)
                            ),
                        )
                    }
                    Some(_) => {}
                }
                let below = self.tried[k];
                if k < self.n as usize && below != full(self.n) && self.gap.is_none() {
                    self.gap = Some((step, row, col, (!below).trailing_zeros()));
                }
                self.board.lift(row);
                self.stats.backtracks += 1;
                Ok(())
            }
            Event::Done { complete, .. } => {
                self.done = Some(step);
                // `of_done` is `Some` for every done event.
                let said = Stats::of_done(event).unwrap_or_default();
                for ((name, said), (_, held)) in said.counts().into_iter().zip(self.stats.counts())
                {
                    if said != held {
                        return fail(
                            Rule::Counts,
                            format!("done counts {said} {name}, but the trace holds {held}"),
                        );
                    }
                }
                self.stats.complete = complete;
                self.check_complete(step, expected)
            }
        }
    }

    fn try_square(&mut self, step: u64, row: u32, col: u32) -> Result<(), (Rule, String)> {
        let k = self.board.queens().len() as u32;
        let n = self.n;
        let square = Square(row, col);
        if row != k {
            let queens = if k == 1 { "1 queen is" } else { "queens are" };
            let count = if k == 1 { String::new() } else { format!("{k} ") };
            return Err((
                Rule::TryRow,
                format!("try {square}, but {count}{queens} on the board, so the next try must be in row {k}"),
            ));
        }
        if row >= n {
            return Err((
                Rule::TryRow,
                format!("try {square}, but the board is full: a queen must be lifted first"),
            ));
        }
        if col >= n {
            return Err((
                Rule::TryRow,
                format!("try {square} is off the {n}×{n} board: columns run from 0 to {}", n - 1),
            ));
        }
        let tried = &mut self.tried[row as usize];
        if *tried >> col & 1 == 1 {
            return Err((
                Rule::TryOnce,
                format!("try {square} again: that square was already tried under the same queens"),
            ));
        }
        *tried |= 1 << col;
        self.stats.tries += 1;
        self.expect = Expect::Answer { step, row, col };
        Ok(())
    }

    /// The rules about `complete` and the limit, checked at `done`.
    fn check_complete(&self, step: u64, expected: Expect) -> Result<(), Violation> {
        let fail = |at, message: String| Err(Violation::new(at, Rule::Complete, message));
        let (n, found) = (self.n, self.stats.solutions);
        if !self.stats.complete {
            return match (self.limit, expected) {
                (_, Expect::Done { .. }) => Ok(()),
                (Some(k), _) => fail(step, format!("done says the search is incomplete, but it stopped after {found} of its limit of {k} solutions")),
                (None, _) => fail(step, "done says the search is incomplete, but it has no limit to stop at".into()),
            };
        }
        if let Expect::Done { .. } = expected {
            return fail(
                step,
                format!("done claims a complete search, but it stopped at its limit of {found} solutions"),
            );
        }
        if let Some((at, row, col, missing)) = self.gap {
            return fail(
                at,
                format!(
                    "backtrack {} lifts the queen before ({},{missing}) was tried, yet done at step {step} claims a complete search",
                    Square(row, col),
                    row + 1
                ),
            );
        }
        if !self.board.queens().is_empty() {
            return fail(
                step,
                format!(
                    "done claims a complete search, but the queens {} were never lifted",
                    self.queens()
                        .map(|(r, c)| Square(r, c).to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                ),
            );
        }
        if self.tried[0] != full(n) {
            return fail(
                step,
                format!(
                    "done claims a complete search, but (0,{}) was never tried",
                    (!self.tried[0]).trailing_zeros()
                ),
            );
        }
        if let Some(&known) = KNOWN_SOLUTIONS.get(n as usize) {
            if found != known {
                return fail(step, format!("done claims a complete search, but it found {found} solutions: n={n} has {known}"));
            }
        }
        Ok(())
    }

    /// Ends the check: the trace must have ended with `done`. Returns what it holds.
    pub fn finish(&self) -> Result<Summary, Violation> {
        let step = self.next_step;
        if !self.started {
            return Err(Violation::new(
                step,
                Rule::Start,
                "the trace is empty: it must begin with start",
            ));
        }
        if self.done.is_none() {
            return Err(Violation::new(
                step,
                Rule::Done,
                "the trace ends here, without a done event",
            ));
        }
        Ok(Summary {
            n: self.n,
            limit: self.limit,
            events: self.next_step,
            totals: self.stats,
            strict: false,
        })
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
            v.event(e).unwrap();
        }
        assert_eq!(v.queens().collect::<Vec<_>>(), [(0, 1), (1, 3), (2, 0), (3, 2)]);
        for e in &events[58..] {
            v.event(e).unwrap();
        }
        assert_eq!(v.queens().count(), 0);
        assert_eq!(v.finish().map(|s| s.totals.solutions), Ok(2));
    }

    #[test]
    fn an_accept_under_attack_names_the_topmost_attacker() {
        let mut events = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        // Step 12 rejects (2,1): (1,2) attacks it along the anti-diagonal.
        events[12] = Event::Accept { step: 12, row: 2, col: 1 };
        let mut v = Verifier::new();
        let err = events.iter().find_map(|e| v.event(e).err()).unwrap();
        assert_eq!(
            err.to_string(),
            "step 12: accept (2,1), but the queen at (1,2) attacks it along the anti-diagonal"
        );
    }
}
