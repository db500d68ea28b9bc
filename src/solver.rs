//! The backtracking search that the seed articles teach, one event per step.
//!
//! One queen per row, rows top to bottom; in each row the columns are tried left to right. A
//! square is rejected when an earlier queen attacks it, naming the topmost such queen; an
//! accepted queen is lifted again (`backtrack`) once everything below it has been explored.

mod start;

pub(crate) use start::check as check_start;
pub use start::{random_start, StartError};
// The totals live beside the event they count; named here too, where callers first met them.
pub use crate::event::Stats;

use crate::event::{Conflict, Event, MAX_N};
use crate::sink::Sink;
use std::fmt;

/// A board size outside `1..=MAX_N`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeError(pub u64);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "board size {} is out of range: expected 1 to {MAX_N}", self.0)
    }
}

impl std::error::Error for SizeError {}

/// A search to run: the board size and an optional limit on solutions.
///
/// ```
/// use nqueens_trace::{Event, Solver};
///
/// let mut events: Vec<Event> = Vec::new();
/// let stats = Solver::new(4).unwrap().run(&mut events).unwrap();
/// assert_eq!((stats.solutions, stats.tries), (2, 60));
/// assert_eq!(events.len(), 140);
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Solver {
    n: u32,
    limit: Option<u64>,
    /// The columns of the start's queens, on the first `queens` rows.
    start: [u8; MAX_N as usize],
    queens: usize,
}

impl Solver {
    /// A complete search of the `n`×`n` board; `n` must be in `1..=MAX_N`.
    pub fn new(n: u32) -> Result<Solver, SizeError> {
        if (1..=MAX_N).contains(&n) {
            Ok(Solver { n, limit: None, start: [0; MAX_N as usize], queens: 0 })
        } else {
            Err(SizeError(n.into()))
        }
    }

    /// Stops right after the `k`-th solution: only `done` follows it. `None` (the default)
    /// searches everything. A limit of 0 wants no solution: the search stops before the first
    /// `try`, incomplete.
    pub fn limit(mut self, k: Option<u64>) -> Solver {
        self.limit = k;
        self
    }

    /// Begins from the teacher's start: `cols` are the columns of the queens already on the
    /// first rows (`[1, 3]`: queens at (0,1) and (1,3)), which must be a legal position with a
    /// row left to search. The search is then the canonical search of the part of the tree
    /// below them: its events are those the whole search makes there, numbered from step 1,
    /// its counts count them, and its `start` event lists `cols`. An empty `cols` is the
    /// whole search.
    ///
    /// ```
    /// use nqueens_trace::{Event, Solver};
    ///
    /// let mut events: Vec<Event> = Vec::new();
    /// let stats = Solver::new(4)?.from(&[1, 3])?.run(&mut events)?;
    /// assert_eq!(stats.solutions, 1);
    /// assert!(matches!(&events[0], Event::Start { start, .. } if start.cols() == [1, 3]));
    /// assert!(Solver::new(4)?.from(&[0, 1]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from(mut self, cols: &[u32]) -> Result<Solver, StartError> {
        start::check(self.n, cols)?;
        for (slot, &col) in self.start.iter_mut().zip(cols) {
            *slot = col as u8;
        }
        self.queens = cols.len();
        Ok(self)
    }

    /// The columns of the start's queens; empty for the whole search.
    pub fn start(&self) -> Vec<u32> {
        self.start[..self.queens].iter().map(|&c| u32::from(c)).collect()
    }

    /// The board size.
    pub fn n(&self) -> u32 {
        self.n
    }

    /// Runs the search, feeding every event into `sink`, and returns the totals. The sink's
    /// [`Sink::finish`] is called after `done`.
    ///
    /// When the sink stops the search (its [`Sink::event`] returns `Ok(false)`), no further
    /// event follows, not even `done`; `finish` is called, and the totals are those of the
    /// events delivered, with `complete` false unless the sink stopped at `done`. The first
    /// error from the sink stops the search at once and is returned; `finish` is not called.
    pub fn run<S: Sink + ?Sized>(&self, sink: &mut S) -> Result<Stats, S::Error> {
        let mut search = Search {
            n: self.n,
            limit: self.limit.unwrap_or(u64::MAX),
            sink,
            step: 0,
            stopped: false,
            stats: Stats::default(),
            queens: [0; MAX_N as usize],
            cols: 0,
            diags: 0,
            antis: 0,
            col_row: [NONE; MAX_N as usize],
            diag_row: [NONE; 2 * MAX_N as usize],
            anti_row: [NONE; 2 * MAX_N as usize],
        };
        let start = self.start();
        for (row, &col) in start.iter().enumerate() {
            search.put(row as u32, col);
        }
        search.emit(Event::Start {
            step: 0,
            schema: crate::event::Schema::NQueens,
            n: self.n,
            limit: self.limit,
            start: crate::event::Position::new(&start).expect("checked by `from`"),
        })?;
        let first = self.queens as u32;
        let complete = !search.stopped && search.limit > 0 && search.place(first)?;
        let stats = Stats { complete, ..search.stats };
        if search.stopped {
            search.sink.finish()?;
            return Ok(stats);
        }
        search.step += 1;
        search.sink.event(&stats.done(search.step))?;
        search.sink.finish()?;
        Ok(stats)
    }
}

struct Search<'s, S: ?Sized> {
    n: u32,
    limit: u64,
    sink: &'s mut S,
    step: u64,
    // Set when the sink returned false: the search unwinds without further events.
    stopped: bool,
    stats: Stats,
    queens: [u32; MAX_N as usize],
    // Occupied columns, diagonals (row - col + n - 1) and anti-diagonals (row + col), as bits.
    cols: u64,
    diags: u64,
    antis: u64,
    // The row of the queen on each column, diagonal and anti-diagonal, or NONE. A reject names
    // the topmost attacker; with these it is the least of three rows, instead of a scan of
    // every row above (rejects are most of the events, so the scan was most of the time).
    col_row: [u32; MAX_N as usize],
    diag_row: [u32; 2 * MAX_N as usize],
    anti_row: [u32; 2 * MAX_N as usize],
}

/// No queen on this line.
const NONE: u32 = u32::MAX;

impl<S: Sink + ?Sized> Search<'_, S> {
    /// Hands `event` to the sink; false when the sink stopped the search.
    #[inline(always)]
    fn emit(&mut self, event: Event) -> Result<bool, S::Error> {
        match self.sink.event(&event) {
            Ok(true) => Ok(true),
            other => self.halt(other),
        }
    }

    /// The sink stopped the search or failed: kept out of the path every event takes, so a
    /// sink that can stop costs the search nothing while it goes on.
    #[cold]
    #[inline(never)]
    fn halt(&mut self, result: Result<bool, S::Error>) -> Result<bool, S::Error> {
        // After an error the search returns at once; `stopped` only matters for `Ok(false)`.
        self.stopped = true;
        result
    }

    /// Explores every square of `row`. Returns false when the limit was reached or the sink
    /// stopped, and the search must unwind without further events.
    fn place(&mut self, row: u32) -> Result<bool, S::Error> {
        // Hands an event to the sink, and unwinds when the sink stopped the search.
        macro_rules! emit {
            ($event:expr) => {
                if !self.emit($event)? {
                    return Ok(false);
                }
            };
        }
        for col in 0..self.n {
            self.step += 1;
            self.stats.tries += 1;
            let step = self.step;
            emit!(Event::Try { step, row, col });
            let d = row + self.n - 1 - col;
            let a = row + col;
            self.step += 1;
            let step = self.step;
            if (self.cols >> col | self.diags >> d | self.antis >> a) & 1 == 1 {
                self.stats.rejects += 1;
                let (with, conflict) = self.attacker(col, d, a);
                let with = [with, self.queens[with as usize]];
                emit!(Event::Reject { step, row, col, conflict, with });
                continue;
            }
            self.stats.accepts += 1;
            emit!(Event::Accept { step, row, col });
            self.queens[row as usize] = col;
            if row + 1 == self.n {
                self.stats.solutions += 1;
                self.step += 1;
                emit!(Event::Solution {
                    step: self.step,
                    index: self.stats.solutions,
                    queens: self.queens[..self.n as usize].to_vec(),
                });
                if self.stats.solutions == self.limit {
                    return Ok(false);
                }
            } else {
                self.put(row, col);
                let go_on = self.place(row + 1)?;
                self.cols &= !(1 << col);
                self.diags &= !(1 << d);
                self.antis &= !(1 << a);
                self.col_row[col as usize] = NONE;
                self.diag_row[d as usize] = NONE;
                self.anti_row[a as usize] = NONE;
                if !go_on {
                    return Ok(false);
                }
            }
            self.step += 1;
            self.stats.backtracks += 1;
            let step = self.step;
            emit!(Event::Backtrack { step, row, col });
        }
        Ok(true)
    }

    /// Puts a queen on `(row, col)` for the rows below: its lines are taken.
    #[inline(always)]
    fn put(&mut self, row: u32, col: u32) {
        let d = row + self.n - 1 - col;
        let a = row + col;
        self.queens[row as usize] = col;
        self.cols |= 1 << col;
        self.diags |= 1 << d;
        self.antis |= 1 << a;
        self.col_row[col as usize] = row;
        self.diag_row[d as usize] = row;
        self.anti_row[a as usize] = row;
    }

    /// The topmost queen attacking the square on column `col`, diagonal `d` and
    /// anti-diagonal `a`, which must be attacked: the least row of the queens on its lines.
    /// A queen attacks along one line only, so its line names the conflict.
    #[inline(always)]
    fn attacker(&self, col: u32, d: u32, a: u32) -> (u32, Conflict) {
        let by_col = self.col_row[col as usize];
        let by_diag = self.diag_row[d as usize];
        let by_anti = self.anti_row[a as usize];
        let with = by_col.min(by_diag).min(by_anti);
        let conflict = if with == by_col {
            Conflict::Column
        } else if with == by_diag {
            Conflict::Diagonal
        } else {
            Conflict::AntiDiagonal
        };
        (with, conflict)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::event::Kind;

    /// The events of the search for `n`, stopped after `limit` solutions (also for other
    /// modules' tests).
    pub(crate) fn trace(n: u32, limit: Option<u64>) -> Vec<Event> {
        search(n, limit).0
    }

    /// The events and the totals of the search for `n`, stopped after `limit` solutions.
    fn search(n: u32, limit: Option<u64>) -> (Vec<Event>, Stats) {
        let mut events = Vec::new();
        let stats = Solver::new(n).unwrap().limit(limit).run(&mut events).unwrap();
        (events, stats)
    }

    #[test]
    fn n4_matches_the_seed_counts() {
        let (events, stats) = search(4, None);
        let counts = [2, 60, 16, 44, 16];
        let names = ["solutions", "tries", "accepts", "rejects", "backtracks"];
        assert_eq!(stats.counts(), std::array::from_fn(|i| (names[i], counts[i])));
        assert!(stats.complete);
        assert_eq!(events.len(), 140);
        let solutions: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::Solution { queens, .. } => Some(queens.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(solutions, [vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
        for (i, e) in events.iter().enumerate() {
            assert_eq!(e.step(), i as u64);
        }
    }

    #[test]
    fn n4_starts_like_the_seed_log() {
        let (events, _) = search(4, None);
        assert_eq!(
            events[1..6],
            [
                Event::Try { step: 1, row: 0, col: 0 },
                Event::Accept { step: 2, row: 0, col: 0 },
                Event::Try { step: 3, row: 1, col: 0 },
                Event::Reject { step: 4, row: 1, col: 0, conflict: Conflict::Column, with: [0, 0] },
                Event::Try { step: 5, row: 1, col: 1 },
            ]
        );
    }

    #[test]
    fn reject_names_the_topmost_attacker() {
        // Check every reject against a plain scan of the board kept from the events.
        let (events, _) = search(6, None);
        let mut board: Vec<u32> = Vec::new();
        for e in &events {
            match *e {
                Event::Accept { col, .. } => board.push(col),
                Event::Backtrack { .. } => {
                    board.pop();
                }
                Event::Reject { row, col, .. } => {
                    let (r, conflict) = (0..row)
                        .find_map(|r| {
                            crate::problem::nqueens::attack((r, board[r as usize]), (row, col))
                                .map(|c| (r, c))
                        })
                        .unwrap();
                    let want = Event::Reject {
                        step: e.step(),
                        row,
                        col,
                        conflict,
                        with: [r, board[r as usize]],
                    };
                    assert_eq!(*e, want);
                }
                _ => {}
            }
        }
    }

    #[test]
    fn limit_stops_right_after_the_kth_solution() {
        let (events, stats) = search(6, Some(2));
        assert!(!stats.complete);
        assert_eq!(stats.solutions, 2);
        let n = events.len();
        assert_eq!(events[n - 2].kind(), Kind::Solution);
        assert_eq!(events[n - 1].kind(), Kind::Done);
        // A limit above the number of solutions finishes the search.
        let (_, stats) = search(4, Some(3));
        assert!(stats.complete);
        // A limit equal to the number of solutions stops at the last one: the queens that are
        // still placed are never lifted, so the search is not complete.
        let (_, stats) = search(4, Some(2));
        assert!(!stats.complete);
    }

    /// Records events until the first solution, then stops; counts its `finish` calls.
    #[derive(Default)]
    struct UntilSolution {
        events: Vec<Event>,
        finished: u32,
    }

    impl Sink for UntilSolution {
        type Error = std::convert::Infallible;
        fn event(&mut self, e: &Event) -> Result<bool, Self::Error> {
            self.events.push(e.clone());
            Ok(e.kind() != Kind::Solution)
        }
        fn finish(&mut self) -> Result<(), Self::Error> {
            self.finished += 1;
            Ok(())
        }
    }

    #[test]
    fn a_sink_that_stops_gets_no_further_event_and_is_finished() {
        let mut sink = UntilSolution::default();
        let stats = Solver::new(6).unwrap().run(&mut sink).unwrap();
        let (limited, limited_stats) = search(6, Some(1));
        // The events of --limit 1 after its start, up to the solution, then nothing, not even
        // done; the totals are those of the events delivered.
        assert_eq!(sink.events.len(), limited.len() - 1);
        assert!(sink.events[1..] == limited[1..limited.len() - 1]);
        assert_eq!(sink.finished, 1);
        assert_eq!(stats, limited_stats);
        // Stopping at start delivers start alone.
        let mut at_start = (Vec::new(), StopAt(Kind::Start));
        let stats = Solver::new(4).unwrap().run(&mut at_start).unwrap();
        assert_eq!(at_start.0.len(), 1);
        assert_eq!(stats, Stats::default());
        // Stopping at done changes nothing: the search was complete.
        let mut at_done = StopAt(Kind::Done);
        assert!(Solver::new(4).unwrap().run(&mut at_done).unwrap().complete);
    }

    /// Stops at the first event of its kind.
    struct StopAt(Kind);

    impl Sink for StopAt {
        type Error = std::convert::Infallible;
        fn event(&mut self, e: &Event) -> Result<bool, Self::Error> {
            Ok(e.kind() != self.0)
        }
    }

    #[test]
    fn a_sink_error_stops_the_search_without_finish() {
        struct Fails(u64);
        impl Sink for Fails {
            type Error = String;
            fn event(&mut self, e: &Event) -> Result<bool, String> {
                if e.step() == self.0 {
                    return Err(format!("failed at {}", e.step()));
                }
                Ok(true)
            }
            fn finish(&mut self) -> Result<(), String> {
                Err("finish was called".into())
            }
        }
        assert_eq!(Solver::new(4).unwrap().run(&mut Fails(7)).unwrap_err(), "failed at 7");
    }

    #[test]
    fn stats_and_the_done_event_carry_the_same_totals() {
        let (events, stats) = search(5, None);
        let done = events.last().unwrap();
        assert_eq!(Stats::of_done(done), Some(stats));
        assert_eq!(stats.done(done.step()), *done);
        assert_eq!(Stats::of_done(&events[0]), None);
    }

    #[test]
    fn stats_fed_a_trace_count_what_its_done_says() {
        for (n, limit) in [(5, None), (6, Some(2))] {
            let (events, stats) = search(n, limit);
            let mut counted = Stats::default();
            crate::sink::feed_infallible(&mut counted, events.iter().cloned().map(Ok::<_, ()>))
                .unwrap();
            assert_eq!(counted, stats);
            assert_eq!(Stats::of_done(events.last().unwrap()), Some(counted));
        }
    }

    #[test]
    fn sizes_out_of_range_are_refused() {
        assert_eq!(Solver::new(0).unwrap_err(), SizeError(0));
        assert!(Solver::new(33).is_err());
        assert!(Solver::new(32).is_ok());
    }

    #[test]
    fn n1_to_n3() {
        assert_eq!(search(1, None).1.solutions, 1);
        assert_eq!(search(2, None).1.solutions, 0);
        assert_eq!(search(3, None).1.solutions, 0);
        assert_eq!(search(1, None).0.len(), 6);
    }

    /// The squares of the events a trace holds, without their steps or indices: what two
    /// numberings of the same search share.
    fn squares(events: &[Event]) -> Vec<(Kind, Option<(u32, u32)>)> {
        events.iter().map(|e| (e.kind(), e.square())).collect()
    }

    #[test]
    fn a_start_is_the_whole_search_restricted_to_its_subtree() {
        for (n, start) in [(5, vec![1, 3]), (6, vec![1]), (8, vec![0, 4, 7]), (4, vec![1, 3, 0])] {
            let whole = trace(n, None);
            // In the whole search, the subtree begins after the accept of the start's last
            // queen with the others above it, and ends with its backtrack.
            let mut board = crate::board::Board::new(n);
            let mut from = None;
            let mut to = None;
            for (i, e) in whole.iter().enumerate() {
                board.follow(e);
                if from.is_none() && board.queens() == start.as_slice() {
                    from = Some(i + 1);
                }
                if let (Some(_), Event::Backtrack { row, .. }) = (from, e) {
                    if *row as usize == start.len() - 1 {
                        to = Some(i);
                        break;
                    }
                }
            }
            let part = &whole[from.unwrap()..to.unwrap()];
            let mut events = Vec::new();
            let stats = Solver::new(n).unwrap().from(&start).unwrap().run(&mut events).unwrap();
            assert_eq!(squares(&events[1..events.len() - 1]), squares(part), "n={n} {start:?}");
            // Numbered from step 1, the solutions from 1, the counts its own.
            for (i, e) in events.iter().enumerate() {
                assert_eq!(e.step(), i as u64);
            }
            let solutions = part.iter().filter(|e| e.kind() == Kind::Solution).count();
            assert_eq!(stats.solutions, solutions as u64);
            assert!(stats.complete);
            assert_eq!(
                events[0],
                Event::Start {
                    step: 0,
                    schema: crate::event::Schema::NQueens,
                    n,
                    limit: None,
                    start: crate::event::Position::new(&start).unwrap()
                }
            );
            // The verifier takes it, strict: it is the canonical search of that start.
            let verdict = crate::verify::verify(
                events.iter().cloned().map(Ok::<_, ()>),
                crate::verify::Level::Strict,
            );
            assert!(matches!(verdict, Ok(crate::verify::Verdict::Valid(_))), "{verdict:?}");
        }
        // An empty start is the whole search.
        let mut events = Vec::new();
        Solver::new(5).unwrap().from(&[]).unwrap().run(&mut events).unwrap();
        assert_eq!(events, trace(5, None));
    }
}
