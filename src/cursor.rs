//! Stepping through a trace, forwards and backwards: the model behind `nqueens-trace step`.
//!
//! A [`Cursor`] pulls events from a source (a live search or a file) only as far as the
//! student has stepped, and keeps those it has seen, because the student asked to go back to
//! any of them. They take at most [`MAX_BYTES`] of memory: past that it refuses to go further
//! and says so, rather than fill the memory.
//!
//! Going back is as cheap as going forward. Events are self-contained, so the queens on the
//! board change only at an `accept` (a queen is placed on its row) and a `backtrack` (it is
//! lifted), and both can be undone from the event alone: undoing an accept on row `r` leaves
//! rows `0..r`, undoing a backtrack of `(r, c)` puts the queen back on `(r, c)`.
//!
//! [`Cursor::board`] turns the position into what the view draws: every square's [`Cell`],
//! from the one [`Board`] model.
//! Nothing here touches a terminal, so all of it is tested with plain vectors.

use crate::board::{Board, Cell};
use crate::event::{Event, Kind};
use crate::filter::Filter;
use crate::tree::Tree;
use std::fmt::Display;

/// The most memory a cursor's kept events take, counted in bytes: each event's own size, what a
/// solution holds besides, and the room the array of events has grown to. So `step` stays
/// under 64 MB on any board and any trace: a whole n=10 search (732,000 events of 56 bytes)
/// fits, n=11 (3.8 million) does not, nor more than about 228,000 solutions of 32 queens.
pub const MAX_BYTES: usize = 40 << 20;

/// Why the last move stopped short.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// `n` found no solution after the current step.
    NoNextSolution,
    /// `N` found no solution before the current step.
    NoPreviousSolution,
    /// The trace goes on past the most events a cursor keeps in [`MAX_BYTES`]: it kept this
    /// many.
    Capped(usize),
    /// The source failed: its error, which names the file and line.
    Read(String),
    /// A step forward (or play) at the last step of a whole trace: the search is over.
    Over,
}

/// The bytes `e` holds outside itself.
fn heap_bytes(e: &Event) -> usize {
    match e {
        Event::Solution { queens, .. } => queens.capacity() * std::mem::size_of::<u32>(),
        Event::Start { schema, .. } => schema.heap_size(),
        _ => 0,
    }
}

/// A position in a trace, and the way there and back.
pub struct Cursor<I> {
    source: Option<I>,
    events: Vec<Event>,
    /// The most events kept ([`Cursor::with_limit`]); no limit but the budget by default.
    limit: usize,
    /// The most bytes the kept events take ([`MAX_BYTES`] unless [`Cursor::with_budget`]).
    budget: usize,
    /// The bytes the kept events hold outside the array (a solution's queens, the schema).
    held: usize,
    pos: usize,
    n: u32,
    board: Board,
    counts: [u64; 7],
    filter: Filter,
    notice: Option<Notice>,
    /// The source's error, once it failed: unlike other notices it stays, since the trace
    /// cannot go on.
    failure: Option<Notice>,
    /// Whether stepping stops at a try only when its answer is shown ([`Cursor::quiz`]).
    quiz: bool,
}

impl<I, E> Cursor<I>
where
    I: Iterator<Item = Result<Event, E>>,
    E: Display,
{
    /// A cursor over `source`, at its first event; `filter` picks the events that stepping
    /// stops at (the board follows every event). Returns the source's error, or a message if
    /// it does not begin with a `start`.
    pub fn new(mut source: I, filter: Filter) -> Result<Self, String> {
        let first = match source.next() {
            Some(Ok(e)) => e,
            Some(Err(e)) => return Err(e.to_string()),
            None => return Err("the trace is empty".to_string()),
        };
        let Event::Start { n, start, .. } = first else {
            return Err("the trace does not begin with a start event".to_string());
        };
        let mut counts = [0; 7];
        counts[Kind::Start as usize] = 1;
        Ok(Cursor {
            source: Some(source),
            held: heap_bytes(&first),
            events: vec![first],
            limit: usize::MAX,
            budget: MAX_BYTES,
            pos: 0,
            n,
            // A teacher's start: its queens stand on the first rows from step 0 on, and the
            // search below never lifts them.
            board: Board::with_queens(n, &start.cols()),
            counts,
            filter,
            notice: None,
            failure: None,
            quiz: false,
        })
    }

    /// Keeps at most `limit` events, whatever their size (for tests).
    pub fn with_limit(mut self, limit: usize) -> Self {
        self.limit = limit.max(1);
        self
    }

    /// Stops at a try only when its answer, the accept or reject right after it, is shown:
    /// the tries a quiz asks about (see [`Cursor::answer`]). Other events stop where the
    /// filter shows them, as without a quiz.
    pub fn quiz(mut self) -> Self {
        self.quiz = true;
        self
    }

    /// Whether stepping stops at event `i`; for a try in a quiz, the event after it must
    /// have been read, if there is one.
    fn stops_at(&self, i: usize) -> bool {
        match &self.events[i] {
            Event::Try { .. } if self.quiz => self.answer_of(i).is_some(),
            e => self.filter.shows(e),
        }
    }

    /// The accept or reject that answers the try at `i`, if it has been read and is shown.
    fn answer_of(&self, i: usize) -> Option<&Event> {
        let next = self.events.get(i + 1)?;
        let answers = matches!(next, Event::Accept { .. } | Event::Reject { .. });
        (answers && self.filter.shows(next)).then_some(next)
    }

    /// In a quiz, when the current step is a try that is asked about: the event that answers
    /// it (its accept or reject, which the student has not seen yet).
    pub fn answer(&self) -> Option<&Event> {
        match self.current() {
            Event::Try { .. } if self.quiz => self.answer_of(self.pos),
            _ => None,
        }
    }

    /// Keeps events in at most `bytes` of memory instead of [`MAX_BYTES`] (for tests).
    pub fn with_budget(mut self, bytes: usize) -> Self {
        self.budget = bytes;
        self
    }

    /// Whether one more event fits in the budget, with the largest an event of this board
    /// holds (a solution's queens). Grows the array of events here, doubling as a `Vec` does
    /// but never past the budget, so that the room it reserves stays inside it too.
    fn room_for_one(&mut self) -> bool {
        let size = std::mem::size_of::<Event>();
        let fixed = self.held + 4 * self.n as usize;
        let len = self.events.len();
        if len == self.events.capacity() {
            let room = self.budget.saturating_sub(fixed) / size;
            let grown = (len * 2).max(1024).min(room);
            if grown <= len {
                return false;
            }
            self.events.reserve_exact(grown - len);
        }
        (len + 1) * size + fixed <= self.budget
    }

    /// Makes sure event `i` has been read, if the trace has one. False past the end, past the
    /// limit, or on a read error (the last two leave a [`Cursor::notice`]).
    fn fetch(&mut self, i: usize) -> bool {
        while self.events.len() <= i {
            if self.source.is_none() {
                return false;
            }
            if self.events.len() >= self.limit || !self.room_for_one() {
                self.notice = Some(Notice::Capped(self.events.len()));
                return false;
            }
            let Some(source) = self.source.as_mut() else {
                return false;
            };
            match source.next() {
                Some(Ok(e)) => {
                    self.held += heap_bytes(&e);
                    self.events.push(e);
                }
                Some(Err(e)) => {
                    self.failure = Some(Notice::Read(e.to_string()));
                    self.source = None;
                }
                None => self.source = None,
            }
        }
        true
    }

    /// Moves to event `target`, or as near as the trace allows; returns the new position.
    pub fn goto(&mut self, target: usize) -> usize {
        while self.pos < target && self.fetch(self.pos + 1) {
            self.pos += 1;
            let e = &self.events[self.pos];
            self.counts[e.kind() as usize] += 1;
            self.board.follow(e);
        }
        while self.pos > target {
            let e = &self.events[self.pos];
            self.counts[e.kind() as usize] -= 1;
            self.board.unfollow(e);
            self.pos -= 1;
        }
        self.pos
    }

    /// The next shown event after the current one that `pred` accepts, reading as needed.
    fn find_forward(&mut self, pred: impl Fn(&Event) -> bool) -> Option<usize> {
        let mut i = self.pos + 1;
        while self.fetch(i) {
            if self.quiz && matches!(self.events[i], Event::Try { .. }) {
                self.fetch(i + 1);
            }
            let e = &self.events[i];
            if self.stops_at(i) && pred(e) {
                return Some(i);
            }
            i += 1;
        }
        None
    }

    fn find_backward(&self, pred: impl Fn(&Event) -> bool) -> Option<usize> {
        (0..self.pos).rev().find(|&i| self.stops_at(i) && pred(&self.events[i]))
    }

    /// One shown step forward (space, →, l). Stays at the end, where a whole trace leaves
    /// [`Notice::Over`].
    pub fn forward(&mut self) -> bool {
        self.notice = None;
        let moved = self.find_forward(|_| true).map(|i| self.goto(i)).is_some();
        if !moved && self.notice.is_none() && self.failure.is_none() && self.is_read() {
            self.notice = Some(Notice::Over);
        }
        moved
    }

    /// Reads ahead up to `max` events without moving, so that a short trace is known whole
    /// from the start ([`Cursor::is_read`]) and the view can say "step K of N".
    pub fn read_ahead(&mut self, max: usize) {
        let max = max.min(self.limit);
        while self.events.len() < max && self.fetch(self.events.len()) {}
        // Reading ahead is not a move: a cap reached here is said when the student gets there.
        if matches!(self.notice, Some(Notice::Capped(_))) {
            self.notice = None;
        }
    }

    /// The search tree around the current step ([`Tree`]): the current path, and under each of
    /// its queens what became of each square of the row below. Walks back over the events
    /// seen so far, once.
    pub fn tree(&self) -> Tree {
        Tree::new(&self.events[..=self.pos], self.n, self.placed().len())
    }

    /// One shown step back (←, h, b). Stays at the start.
    pub fn back(&mut self) -> bool {
        self.notice = None;
        self.find_backward(|_| true).map(|i| self.goto(i)).is_some()
    }

    /// The next solution (n); false if there is none.
    pub fn next_solution(&mut self) -> bool {
        self.notice = None;
        let found = self.find_forward(|e| e.kind() == Kind::Solution);
        if found.is_none() && self.notice.is_none() {
            self.notice = Some(Notice::NoNextSolution);
        }
        found.map(|i| self.goto(i)).is_some()
    }

    /// The previous solution (N); false if there is none.
    pub fn prev_solution(&mut self) -> bool {
        self.notice = None;
        let found = self.find_backward(|e| e.kind() == Kind::Solution);
        if found.is_none() {
            self.notice = Some(Notice::NoPreviousSolution);
        }
        found.map(|i| self.goto(i)).is_some()
    }

    /// The first event (g).
    pub fn first(&mut self) {
        self.notice = None;
        self.goto(0);
    }

    /// The last event (G): reads the whole trace first (for a live search, runs it to its end,
    /// or to the limit of kept steps).
    pub fn last(&mut self) {
        self.notice = None;
        while self.fetch(self.events.len()) {}
        let last = self.events.len() - 1;
        self.goto(last);
    }

    /// The index of the current event, from 0 (its step number in a whole trace).
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The current event.
    pub fn current(&self) -> &Event {
        &self.events[self.pos]
    }

    /// The events read so far.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Whether the whole trace has been read (so [`Cursor::events`] is all of it).
    pub fn is_read(&self) -> bool {
        self.source.is_none()
    }

    /// The board size.
    pub fn n(&self) -> u32 {
        self.n
    }

    /// The columns of the queens on the board after the current event, top row first.
    pub fn placed(&self) -> &[u32] {
        self.board.queens()
    }

    /// How many events of `kind` there are up to and including the current one.
    pub fn count(&self, kind: Kind) -> u64 {
        self.counts[kind as usize]
    }

    /// The filter that picks where stepping stops.
    pub fn filter(&self) -> &Filter {
        &self.filter
    }

    /// Why the last move stopped short (the kept-steps limit, a read error, no more
    /// solutions), if it did.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref().or(self.failure.as_ref())
    }

    /// The source's error, if reading the trace failed: it names the file and line.
    pub fn failure(&self) -> Option<&str> {
        match &self.failure {
            Some(Notice::Read(message)) => Some(message),
            _ => None,
        }
    }

    /// The queens on the board just before event `i` (at most the current one).
    pub fn placed_before(&self, i: usize) -> Vec<u32> {
        let mut board = self.board.clone();
        for e in self.events[i.min(self.pos + 1)..=self.pos].iter().rev() {
            board.unfollow(e);
        }
        board.queens().to_vec()
    }

    /// Every square of the board at the current step, row by row.
    pub fn board(&self) -> Vec<Vec<Cell>> {
        self.board.cells(self.current())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::draw_cells;
    use crate::event::Conflict;
    use crate::solver::tests::trace;
    use std::convert::Infallible;

    fn cursor(
        events: Vec<Event>,
        filter: Filter,
    ) -> Cursor<impl Iterator<Item = Result<Event, Infallible>>> {
        Cursor::new(events.into_iter().map(Ok), filter).unwrap()
    }

    /// The board as text: one letter per cell.
    fn draw(s: &Cursor<impl Iterator<Item = Result<Event, Infallible>>>) -> Vec<String> {
        draw_cells(&s.board())
    }

    #[test]
    fn every_step_back_restores_the_board_of_the_step_forward() {
        let events = trace(5, None);
        let mut s = cursor(events.clone(), Filter::default());
        let mut boards = vec![(s.placed().to_vec(), draw(&s), s.count(Kind::Reject))];
        while s.forward() {
            boards.push((s.placed().to_vec(), draw(&s), s.count(Kind::Reject)));
        }
        assert_eq!(boards.len(), events.len());
        assert!(s.is_read());
        for i in (0..events.len()).rev() {
            assert_eq!(s.pos(), i);
            assert_eq!((s.placed().to_vec(), draw(&s), s.count(Kind::Reject)), boards[i]);
            assert_eq!(s.placed_before(i + 1), boards[i].0);
            s.back();
        }
    }

    #[test]
    fn a_teachers_start_stands_from_step_0_and_stepping_back_keeps_it() {
        let mut events = Vec::new();
        crate::Solver::new(5).unwrap().from(&[0, 2]).unwrap().run(&mut events).unwrap();
        let mut s = cursor(events.clone(), Filter::default());
        assert_eq!(s.placed(), [0, 2]);
        assert_eq!(draw(&s)[..2], ["Q::::", "::Q::"]);
        while s.forward() {
            assert_eq!(s.placed()[..2], [0, 2], "at step {}", s.pos());
        }
        while s.back() {}
        assert_eq!((s.pos(), s.placed().to_vec()), (0, vec![0, 2]));
    }

    #[test]
    fn a_reject_shows_the_attacker_and_its_line() {
        let mut s = cursor(trace(4, None), Filter::default());
        // try (0,0), accept (0,0), try (1,0), reject (1,0)
        s.goto(4);
        assert_eq!(draw(&s), ["A:::", "x:..", ":.:.", ":..:"]);
        s.goto(3);
        assert_eq!(draw(&s), ["Q:::", "?:..", ":.:.", ":..:"]);
        // After accept (0,0), accept (1,2): try (2,0) is rejected by the queen at (0,0),
        // along its column.
        let mut s = cursor(trace(4, None), Filter::default());
        let i = s.events().len().max(12);
        s.goto(i);
        let reject_col = s
            .events()
            .iter()
            .position(|e| matches!(e, Event::Reject { row: 2, col: 0, .. }))
            .unwrap();
        s.goto(reject_col);
        assert_eq!(draw(&s), ["A:::", "|:Q:", "x:::", ":.::"]);
    }

    #[test]
    fn solutions_accepts_and_backtracks_are_marked() {
        let mut s = cursor(trace(4, None), Filter::default());
        assert!(s.next_solution());
        assert_eq!(draw(&s), [":*::", ":::*", "*:::", "::*:"]);
        assert!(s.back());
        assert_eq!(draw(&s), [":Q::", ":::Q", "Q:::", "::P:"]);
        assert!(s.forward() && s.forward());
        assert_eq!(draw(&s), [":Q::", ":::Q", "Q:::", "::^:"]);
        assert!(s.next_solution());
        assert_eq!(s.count(Kind::Solution), 2);
        assert!(!s.next_solution());
        assert_eq!(s.notice(), Some(&Notice::NoNextSolution));
        assert!(s.prev_solution());
        assert_eq!(s.count(Kind::Solution), 1);
    }

    #[test]
    fn stepping_stops_only_at_shown_events() {
        let only = Filter::default().only(&[Kind::Accept, Kind::Backtrack]);
        let mut s = cursor(trace(4, None), only);
        s.forward();
        assert!(matches!(s.current(), Event::Accept { row: 0, col: 0, .. }));
        s.forward();
        assert!(matches!(s.current(), Event::Accept { row: 1, col: 2, .. }));
        assert_eq!(s.count(Kind::Reject), 2);
        s.last();
        assert!(matches!(s.current(), Event::Done { .. }));
        s.back();
        assert!(matches!(s.current(), Event::Backtrack { row: 0, col: 3, .. }));
    }

    #[test]
    fn the_kept_steps_are_capped_with_a_hint() {
        let mut s = cursor(trace(6, None), Filter::default()).with_limit(100);
        s.last();
        assert_eq!(s.pos(), 99);
        assert!(!s.is_read());
        assert_eq!(s.notice(), Some(&Notice::Capped(100)));
        s.first();
        assert_eq!((s.pos(), s.placed()), (0, &[][..]));
    }

    #[test]
    fn the_kept_events_are_capped_in_bytes() {
        let budget = 64 << 10;
        let mut s = cursor(trace(8, None), Filter::default()).with_budget(budget);
        s.last();
        assert!(!s.is_read());
        let kept = s.events.len();
        assert_eq!(s.notice(), Some(&Notice::Capped(kept)));
        let size = std::mem::size_of::<Event>();
        let used = kept * size + s.held;
        assert!(used <= budget, "{used} bytes kept of {budget}");
        assert!(used > budget / 10 * 9, "{used} of {budget}: all of it used");
        assert!(s.events.capacity() * size <= budget, "the room reserved stays inside");
        assert_eq!(s.pos(), kept - 1);
    }

    #[test]
    fn a_whole_n10_search_fits_in_the_budget() {
        let mut s = cursor(trace(10, None), Filter::default());
        s.last();
        assert!(s.is_read(), "stopped at {} with {:?}", s.pos(), s.notice());
    }

    #[test]
    fn a_source_error_ends_the_trace_with_its_message() {
        let events = trace(4, None);
        let source = events
            .into_iter()
            .take(3)
            .map(Ok)
            .chain(std::iter::once(Err("t.jsonl:4: not a valid event")));
        let mut s = Cursor::new(source, Filter::default()).unwrap();
        s.last();
        assert_eq!(s.pos(), 2);
        assert_eq!(s.notice(), Some(&Notice::Read("t.jsonl:4: not a valid event".into())));
        let empty = std::iter::empty::<Result<Event, String>>();
        assert_eq!(Cursor::new(empty, Filter::default()).err().unwrap(), "the trace is empty");
    }

    #[test]
    fn the_tree_shows_each_row_under_the_queens_above() {
        use crate::tree::State::{self, *};
        let states = |s: &Cursor<_>| -> Vec<Vec<State>> {
            s.tree().levels.iter().map(|l| l.iter().map(|n| n.state).collect()).collect()
        };
        let mut s = cursor(trace(4, None), Filter::default());
        // try (0,0), accept (0,0), try (1,0), reject (1,0), try (1,1), reject, try (1,2)
        s.goto(7);
        assert_eq!(
            states(&s),
            [vec![OnPath, Untried, Untried, Untried], vec![Rejected, Rejected, Tried, Untried]]
        );
        assert!(s.next_solution());
        let path = states(&s);
        assert_eq!(path.len(), 4);
        assert_eq!(path[0], [Folded, OnPath, Untried, Untried]);
        // At the end, the two solutions of n=4 lie under (0,1) and (0,2); the other two
        // subtrees hold queens but no solution.
        s.last();
        assert_eq!(states(&s), [vec![Folded, Solved, Solved, Folded]]);
        assert!(!s.forward());
        assert_eq!(s.notice(), Some(&Notice::Over));
    }

    #[test]
    fn a_quiz_stops_at_a_try_only_when_its_answer_is_shown() {
        let only = Filter::default().only(&[Kind::Reject]);
        let mut s = cursor(trace(4, None), only).quiz();
        let mut seen = Vec::new();
        for _ in 0..6 {
            s.forward();
            seen.push((s.current().kind(), s.current().square()));
        }
        use Kind::*;
        assert_eq!(
            seen,
            [
                (Try, Some((1, 0))),
                (Reject, Some((1, 0))),
                (Try, Some((1, 1))),
                (Reject, Some((1, 1))),
                (Try, Some((2, 0))),
                (Reject, Some((2, 0))),
            ]
        );
        s.back();
        assert!(matches!(s.answer(), Some(Event::Reject { row: 2, col: 0, .. })));
        s.back();
        assert_eq!(s.answer(), None, "a reject is the answer, not a question");
        // Without a quiz, the same filter never stops at a try.
        let mut s = cursor(trace(4, None), only);
        s.forward();
        assert_eq!(s.current().kind(), Reject);
        assert_eq!(s.answer(), None);
        // A try whose answer lies past the kept steps is not asked: start, try (0,0),
        // accept (0,0) and try (1,0) are kept, and stepping stops at the accept.
        let mut s = cursor(trace(4, None), Filter::default()).quiz().with_limit(4);
        assert!(s.forward() && s.forward());
        assert_eq!(s.current().kind(), Accept);
        assert!(!s.forward());
        assert_eq!((s.pos(), s.notice()), (2, Some(&Notice::Capped(4))));
    }

    #[test]
    fn reading_ahead_knows_a_short_trace_whole() {
        let mut s = cursor(trace(4, None), Filter::default());
        s.read_ahead(1000);
        assert!(s.is_read());
        assert_eq!((s.pos(), s.events().len()), (0, 140));
        let mut s = cursor(trace(6, None), Filter::default()).with_limit(100);
        s.read_ahead(1000);
        assert!(!s.is_read());
        assert_eq!(s.notice(), None);
    }

    /// Any sequence of events after a start, well-formed or not (squares off the board, accepts
    /// out of order, attackers nowhere near), and any keys: the cursor never panics, and for
    /// a real search every step back restores exactly the board of the step forward.
    mod arbitrary {
        use super::*;
        use proptest::prelude::*;

        fn event() -> impl Strategy<Value = Event> {
            let sq = || (0u32..6, 0u32..6);
            prop_oneof![
                sq().prop_map(|(row, col)| Event::Try { step: 1, row, col }),
                sq().prop_map(|(row, col)| Event::Accept { step: 1, row, col }),
                sq().prop_map(|(row, col)| Event::Backtrack { step: 1, row, col }),
                (sq(), sq()).prop_map(|((row, col), (r, c))| Event::Reject {
                    step: 1,
                    row,
                    col,
                    conflict: Conflict::Diagonal,
                    with: [r, c],
                }),
                proptest::collection::vec(0u32..6, 0..6).prop_map(|queens| Event::Solution {
                    step: 1,
                    index: 1,
                    queens
                }),
            ]
        }

        proptest! {
            #[test]
            fn any_trace_and_any_keys_never_panic(
                n in 1u32..5,
                events in proptest::collection::vec(event(), 0..40),
                keys in proptest::collection::vec(0u8..8, 0..60),
            ) {
                let start = Event::Start { step: 0, schema: crate::SCHEMA.into(), n, limit: None, start: crate::event::Position::NONE };
                let source = std::iter::once(start).chain(events).map(Ok::<_, Infallible>);
                let mut s = Cursor::new(source, Filter::default()).unwrap().with_limit(30);
                for key in keys {
                    match key {
                        0 => _ = s.forward(),
                        1 => _ = s.back(),
                        2 => _ = s.next_solution(),
                        3 => _ = s.prev_solution(),
                        4 => s.first(),
                        5 => s.last(),
                        6 => _ = (s.placed_before(s.pos() / 2), s.tree()),
                        _ => _ = s.goto(s.pos() + 3),
                    }
                    let _ = s.board();
                }
            }

            #[test]
            fn random_walks_over_a_real_search_agree_with_a_fresh_walk(
                n in 1u32..7,
                targets in proptest::collection::vec(0usize..2000, 1..20),
            ) {
                let events = trace(n, None);
                let mut walker = cursor(events.clone(), Filter::default());
                for target in targets {
                    let target = target % events.len();
                    walker.goto(target);
                    let mut fresh = cursor(events.clone(), Filter::default());
                    fresh.goto(target);
                    prop_assert_eq!(walker.placed(), fresh.placed());
                    prop_assert_eq!(draw(&walker), draw(&fresh));
                    for kind in Kind::ALL {
                        prop_assert_eq!(walker.count(kind), fresh.count(kind));
                    }
                }
            }
        }
    }
}
