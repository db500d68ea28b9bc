//! The rules of a trace that its readers apply, in one place: its `start` line, which every
//! reader applies ([`check_start`]); that its squares fit its board, which a reader made with
//! [`Reader::check_board`](super::Reader::check_board) applies ([`OffBoard`]); and the order
//! in which `run` writes events ([`Order`]), which the commands that print a trace again
//! (replay, export, step) demand. `verify` checks the same things (its `start` with
//! [`check_start`]) and explains them in its own words.

use super::{fast, ReadError, ReadErrorKind};
use crate::event::label;
use crate::event::{Conflict, Event, Kind, Schema, MAX_N, SCHEMA};
use crate::sink::Sink;
use std::fmt;

/// Why an event cannot begin a trace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartFault {
    /// The event is not a `start`: it is of this kind.
    NotStart(Kind),
    /// The `start` names another schema than [`SCHEMA`].
    Schema(String),
    /// The `start` names a board size outside `1..=MAX_N`.
    Size(u32),
    /// The `start` of a `backtrack-trace/1` names an unknown problem or an instance that
    /// cannot be searched.
    Instance(crate::problem::InstanceError),
}

/// What [`check_start`] returns for another problem's trace: its lines are bounded by its
/// instance, which `verify` walks; the reader checks the instance, not each line's numbers.
pub const ANOTHER_PROBLEM: u32 = u32::MAX;

/// Checks that `event` can begin a trace: a `start` of schema [`SCHEMA`] with a board size in
/// `1..=MAX_N`. Returns that size.
#[inline]
pub fn check_start(event: &Event) -> Result<u32, StartFault> {
    match event {
        Event::Start { schema: schema @ Schema::Problem(_), n, .. } => {
            // Another problem's lines are bounded by its instance, which `verify` checks
            // against the search itself: the reader checks the instance, not each line.
            match crate::problem::of_schema(schema) {
                Some(Ok(problem)) if problem.size() == *n => Ok(ANOTHER_PROBLEM),
                Some(Ok(_)) => Err(StartFault::Size(*n)),
                Some(Err(e)) => Err(StartFault::Instance(e)),
                None => Ok(ANOTHER_PROBLEM),
            }
        }
        Event::Start { schema, .. } if *schema != SCHEMA => {
            Err(StartFault::Schema(schema.to_string()))
        }
        Event::Start { n, .. } if !(1..=MAX_N).contains(n) => Err(StartFault::Size(*n)),
        Event::Start { n, .. } => Ok(*n),
        other => Err(StartFault::NotStart(other.kind())),
    }
}

/// A value that the schema of a line forbids although the event's types hold it: the reader
/// refuses it as it refuses any other value out of range (a step of -1, a board of 33), so
/// that the reader and `traces/nqueens-trace-1.schema.json` take exactly the same lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueFault {
    /// A `start` whose step is not 0: this one.
    StartStep(u64),
    /// A solution of index 0: indices count from 1.
    SolutionIndex,
    /// A `backtrack-trace/1` start with a teacher's start, which only N-Queens has.
    ProblemStart,
    /// An N-Queens reject whose `conflict` names another problem's rule: this one.
    Rule(Conflict),
}

impl fmt::Display for ValueFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueFault::StartStep(step) => {
                write!(f, "field `step`: a start's step is 0, not {step}")
            }
            ValueFault::SolutionIndex => f.write_str(
                "field `index`: a solution's index counts from 1 (the first is 1), not 0",
            ),
            ValueFault::ProblemStart => f.write_str(
                "field `start`: a teacher's start is N-Queens' only (nqueens-trace/1); a \
                 backtrack-trace/1 start leaves it out or gives []",
            ),
            ValueFault::Rule(rule) => write!(
                f,
                "field `conflict`: {rule:?} is no way a queen attacks: expected \"column\", \
                 \"diagonal\" or \"anti-diagonal\"",
                rule = rule.as_str()
            ),
        }
    }
}

/// Checks the values of `event` that its types allow but the schema does not. Only a `start`
/// (its step; its teacher's start, in `backtrack-trace/1`) and a `solution` have such values, and the fast path reads neither: it is applied to the
/// events serde reads (and to events that come from no reader, in [`Order::on_board`]).
#[inline]
pub fn check_values(event: &Event) -> Result<(), ValueFault> {
    match *event {
        Event::Start { step, .. } if step != 0 => Err(ValueFault::StartStep(step)),
        Event::Solution { index: 0, .. } => Err(ValueFault::SolutionIndex),
        Event::Start { schema: Schema::Problem(_), start, .. } if !start.is_empty() => {
            Err(ValueFault::ProblemStart)
        }
        _ => Ok(()),
    }
}

/// Checks that an N-Queens reject names one of N-Queens' rules: [`Conflict`] also holds the
/// rules of the problems that write `backtrack-trace/1`, whose reader decodes only theirs. The
/// fast path reads only N-Queens' rules: it is applied to the events serde reads.
#[inline]
pub fn check_nqueens_rule(event: &Event) -> Result<(), ValueFault> {
    match *event {
        Event::Reject {
            conflict:
                rule @ (Conflict::Row
                | Conflict::Box
                | Conflict::Edge
                | Conflict::Over
                | Conflict::Short),
            ..
        } => Err(ValueFault::Rule(rule)),
        _ => Ok(()),
    }
}

/// How an event does not fit the `n`×`n` board its trace's `start` announced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OffBoard {
    /// The event's square `(row, col)` is off the board.
    Square {
        /// The square's row.
        row: u32,
        /// The square's column.
        col: u32,
        /// The board size.
        n: u32,
    },
    /// A reject names an attacking queen off the board.
    Attacker {
        /// The queen's square.
        with: [u32; 2],
        /// The board size.
        n: u32,
    },
    /// A solution lists `queens` queens, not `n`.
    Queens {
        /// The number of queens it lists.
        queens: usize,
        /// The board size.
        n: u32,
    },
    /// A solution lists a queen in a column off the board.
    Column {
        /// The board size.
        n: u32,
    },
    /// A `start`'s teacher's start has a queen off the board (a column of `n` or more, or
    /// more queens than rows).
    Start {
        /// The queen's row.
        row: u32,
        /// The queen's column.
        col: u32,
        /// The board size.
        n: u32,
    },
}

impl fmt::Display for OffBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            OffBoard::Square { row, col, n } => write!(
                f,
                "square {} is off the {n}×{n} board: rows and columns run from 0 to {}",
                label(row, col, 0),
                n - 1
            ),
            OffBoard::Attacker { with, n } => write!(
                f,
                "the attacking queen {} is off the {n}×{n} board",
                label(with[0], with[1], 0)
            ),
            OffBoard::Queens { queens, n } => {
                write!(f, "a solution of {queens} queens on a {n}×{n} board: expected {n}")
            }
            OffBoard::Start { row, col, n } => write!(
                f,
                "the start's queen {} is off the {n}×{n} board: rows and columns run from 0 to {}",
                label(row, col, 0),
                n - 1
            ),
            OffBoard::Column { n } => write!(
                f,
                "a solution with a queen off the {n}×{n} board: columns run from 0 to {}",
                n - 1
            ),
        }
    }
}

/// Applies the rules about the first line and the board to a parsed event. It takes the event
/// by reference: moving events about costs more than checking them.
#[inline(always)]
pub(super) fn validate(
    event: &Event,
    n: &mut Option<u32>,
    check: bool,
) -> Result<(), ReadErrorKind> {
    match *n {
        None => {
            let size = check_start(event).map_err(ReadErrorKind::Start)?;
            if check {
                start_on_board(size, event)?;
            }
            *n = Some(size);
        }
        Some(n) if check => check_board(n, event)?,
        Some(_) => {}
    }
    Ok(())
}

/// Whether the queens of a `start`'s teacher's start (a column for each of its first rows)
/// stand on its board: a renderer draws them before any event, so `"start":[31]` on n=4 is
/// off the board as a try of (0,31) would be. `verify` judges the start whole ([`check_start`]
/// leaves it to the verifier).
#[inline(never)]
fn start_on_board(n: u32, event: &Event) -> Result<(), ReadErrorKind> {
    let Event::Start { start, .. } = event else { return Ok(()) };
    match start.cols().iter().enumerate().find(|(row, &col)| *row as u32 >= n || col >= n) {
        Some((row, &col)) => {
            Err(ReadErrorKind::OffBoard(OffBoard::Start { row: row as u32, col, n }))
        }
        None => Ok(()),
    }
}

/// Whether `event` fits the board of size `n`: the squares of a trace's every line are
/// checked here at once, anything else (and any fault) by [`check_board_slowly`].
#[inline(always)]
fn check_board(n: u32, event: &Event) -> Result<(), ReadErrorKind> {
    match fast::Square::of(event) {
        Some(square) if square.on_board(n) => Ok(()),
        _ => check_board_slowly(n, event),
    }
}

#[inline(never)]
fn check_board_slowly(n: u32, event: &Event) -> Result<(), ReadErrorKind> {
    if n == ANOTHER_PROBLEM {
        return Ok(());
    }
    let off = |what| Err(ReadErrorKind::OffBoard(what));
    if let Some((row, col)) = event.square() {
        if row >= n || col >= n {
            return off(OffBoard::Square { row, col, n });
        }
    }
    match event {
        Event::Reject { with, .. } if with[0] >= n || with[1] >= n => {
            off(OffBoard::Attacker { with: *with, n })
        }
        Event::Solution { queens, .. } if queens.len() != n as usize => {
            off(OffBoard::Queens { queens: queens.len(), n })
        }
        Event::Solution { queens, .. } if queens.iter().any(|&c| c >= n) => {
            off(OffBoard::Column { n })
        }
        _ => Ok(()),
    }
}

/// A break of the order in which `run` writes a trace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderFault {
    /// An event whose step is not its line number counted from 0.
    Step {
        /// The step the event gives.
        found: u64,
        /// Its line number, from 0.
        expected: u64,
    },
    /// A `start` after the first line.
    SecondStart,
    /// An event after `done`.
    AfterDone,
    /// The trace ends without `done`.
    Truncated,
}

impl std::fmt::Display for OrderFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OrderFault::Step { found, expected } => {
                write!(f, "step {found} out of order: expected {expected}")
            }
            OrderFault::SecondStart => f.write_str("a second start event: one trace per file"),
            OrderFault::AfterDone => f.write_str("an event after done"),
            OrderFault::Truncated => {
                f.write_str("the trace ends without a done event: it is truncated")
            }
        }
    }
}

/// Checks, one event at a time, that a trace is in the order `run` writes: steps 0, 1, 2, …,
/// one `start`, nothing after `done`, and `done` at the end. It is a [`Sink`]: feed it every
/// event (it never stops a trace, it fails it), and [`Sink::finish`] checks the end. Errors
/// are [`ReadError`]s that name the source and line, as a reader's do. An [`Ahead`] applies
/// it on the consumer's thread, so that a fault is met in its place.
///
/// [`Ahead`]: super::Ahead
#[derive(Debug, Clone)]
pub struct Order {
    source: String,
    line: u64,
    last: Option<Kind>,
    board: Board,
}

/// Whether an [`Order`] also applies the rules about the first line and the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Board {
    /// The events come from a reader, which applied those rules already.
    Read,
    /// The events come from no reader; the `start` has not been seen yet.
    Unknown,
    /// The events come from no reader, and the `start` announced this board size.
    Size(u32),
}

impl Order {
    /// A check of the trace read from `source` (a file name or `<stdin>`, as errors give it).
    pub fn new(source: impl Into<String>) -> Order {
        Order { source: source.into(), line: 0, last: None, board: Board::Read }
    }

    /// A check of events that come from no [`Reader`](super::Reader) (a list built in memory):
    /// besides the order, the rules a reader made with
    /// [`Reader::check_board`](super::Reader::check_board) applies to the lines of a file, that
    /// the first event is a valid `start` and that every square fits its board.
    pub fn on_board(source: impl Into<String>) -> Order {
        Order { board: Board::Unknown, ..Order::new(source) }
    }

    /// The rules of a reader about the first line and the board, for [`Order::on_board`].
    #[inline(always)]
    fn validate(&mut self, event: &Event) -> Result<(), ReadErrorKind> {
        let mut n = match self.board {
            Board::Read => return Ok(()),
            Board::Unknown => None,
            Board::Size(n) => Some(n),
        };
        check_values(event).map_err(ReadErrorKind::Value)?;
        validate(event, &mut n, true)?;
        self.board = n.map_or(Board::Unknown, Board::Size);
        Ok(())
    }

    #[cold]
    fn error(&self, line: u64, fault: OrderFault) -> ReadError {
        ReadError { source: self.source.clone(), line, kind: ReadErrorKind::Order(fault) }
    }
}

impl Sink for Order {
    type Error = ReadError;

    /// Checks the next event; never stops.
    #[inline(always)]
    fn event(&mut self, event: &Event) -> Result<bool, ReadError> {
        self.line += 1;
        if let Err(kind) = self.validate(event) {
            return Err(ReadError { source: self.source.clone(), line: self.line, kind });
        }
        // A second start is named before its step: its step is 0 (a reader refuses any other,
        // as the schema does), so a step fault would hide two traces in one file behind
        // "step 0 out of order".
        let fault = if self.line > 1 && event.kind() == Kind::Start {
            OrderFault::SecondStart
        } else if event.step() != self.line - 1 {
            OrderFault::Step { found: event.step(), expected: self.line - 1 }
        } else if self.last == Some(Kind::Done) {
            OrderFault::AfterDone
        } else {
            self.last = Some(event.kind());
            return Ok(true);
        };
        Err(self.error(self.line, fault))
    }

    /// Ends the check: the last event must have been `done`. The error names the line where
    /// `done` belongs.
    fn finish(&mut self) -> Result<(), ReadError> {
        match self.last {
            Some(Kind::Done) => Ok(()),
            _ => Err(self.error(self.line + 1, OrderFault::Truncated)),
        }
    }
}

/// The events of a trace passed through a check (a [`Sink`] such as [`Order`]), on the
/// consumer's thread: what an [`Ahead`](super::Ahead) does with its check, for a reader that
/// is iterated (the step view pulls its events one key at a time). Made with
/// [`Reader::checked`](super::Reader::checked).
///
/// The check sees each event before it is handed on; its fault is handed on in the event's
/// place and ends the iteration; its `Ok(false)` ends the trace after that event. At the end
/// of the trace the check is finished, and its fault, if any, comes last.
#[derive(Debug)]
pub struct Checked<I, C> {
    events: I,
    check: C,
    /// Set once the trace has ended for the consumer: what follows is nothing.
    over: bool,
}

impl<I, C> Checked<I, C> {
    /// The events of `events` through `check`.
    pub fn new(events: I, check: C) -> Self {
        Checked { events, check, over: false }
    }
}

impl<I, C> Iterator for Checked<I, C>
where
    I: Iterator<Item = Result<Event, ReadError>>,
    C: Sink,
    ReadError: From<C::Error>,
{
    type Item = Result<Event, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.over {
            return None;
        }
        let checked = match self.events.next() {
            Some(Ok(event)) => match self.check.event(&event) {
                Ok(true) => return Some(Ok(event)),
                // The trace ends here for the check: the event is the last one handed on.
                Ok(false) => match self.check.finish() {
                    Ok(()) => Ok(event),
                    Err(e) => Err(e.into()),
                },
                Err(e) => Err(e.into()),
            },
            Some(Err(e)) => Err(e),
            None => {
                self.over = true;
                return self.check.finish().err().map(|e| Err(e.into()));
            }
        };
        self.over = true;
        Some(checked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(schema: &str, n: u32) -> Event {
        Event::Start {
            step: 0,
            schema: schema.into(),
            n,
            limit: None,
            start: crate::event::Position::NONE,
        }
    }

    #[test]
    fn a_start_is_checked_for_its_schema_and_size() {
        assert_eq!(check_start(&start(SCHEMA, 8)), Ok(8));
        assert_eq!(
            check_start(&start("nqueens-trace/0", 8)),
            Err(StartFault::Schema("nqueens-trace/0".into()))
        );
        assert_eq!(check_start(&start(SCHEMA, 0)), Err(StartFault::Size(0)));
        assert_eq!(check_start(&start(SCHEMA, 33)), Err(StartFault::Size(33)));
        let try_ = Event::Try { step: 0, row: 0, col: 0 };
        assert_eq!(check_start(&try_), Err(StartFault::NotStart(Kind::Try)));
    }

    #[test]
    fn the_order_of_run_is_checked_line_by_line() {
        let try_at = |step| Event::Try { step, row: 0, col: 0 };
        let done = Event::Done {
            step: 2,
            solutions: 0,
            tries: 1,
            accepts: 0,
            rejects: 0,
            backtracks: 0,
            complete: false,
        };
        let errors = |events: &[Event]| {
            let mut order = Order::new("t.jsonl");
            let mut first = events.iter().find_map(|e| order.event(e).err());
            if first.is_none() {
                first = order.finish().err();
            }
            first.map(|e| e.to_string())
        };
        let s = start(SCHEMA, 4);
        assert_eq!(errors(&[s.clone(), try_at(1), done.clone()]), None);
        assert_eq!(
            errors(&[s.clone(), try_at(2)]).as_deref(),
            Some("t.jsonl:2: step 2 out of order: expected 1")
        );
        let mut second = s.clone();
        if let Event::Start { step, .. } = &mut second {
            *step = 1;
        }
        assert_eq!(
            errors(&[s.clone(), second]).as_deref(),
            Some("t.jsonl:2: a second start event: one trace per file")
        );
        assert_eq!(
            errors(&[s.clone(), try_at(1)]).as_deref(),
            Some("t.jsonl:3: the trace ends without a done event: it is truncated")
        );
        assert_eq!(
            errors(&[s, try_at(1), done, try_at(3)]).as_deref(),
            Some("t.jsonl:4: an event after done")
        );
    }

    #[test]
    fn checked_hands_on_the_check_s_fault_in_its_place_and_ends() {
        use crate::reader::Reader;
        let mut bytes = Vec::new();
        let events = crate::solver::tests::trace(4, None);
        for e in &events[..20] {
            crate::printer::jsonl::write_line(&mut bytes, e);
        }
        let shown = |r: Result<Event, ReadError>| r.map_err(|e| e.to_string());
        let got: Vec<_> =
            Reader::new(&bytes[..], "t").checked(Order::new("t")).map(shown).collect();
        let mut want: Vec<_> = events[..20].iter().cloned().map(Ok).collect();
        want.push(Err("t:21: the trace ends without a done event: it is truncated".into()));
        assert_eq!(got, want);
        // A fault in the middle is handed on in the event's place, and nothing follows it.
        let skipped = [&bytes[..], &bytes[..]].concat();
        let got: Vec<_> =
            Reader::new(&skipped[..], "t").checked(Order::new("t")).map(shown).collect();
        assert_eq!(got.len(), 21);
        assert_eq!(got[20], Err("t:21: a second start event: one trace per file".into()));
        // A check that stops ends the trace after the event it stopped at.
        struct Three(u32);
        impl Sink for Three {
            type Error = std::convert::Infallible;
            fn event(&mut self, _: &Event) -> Result<bool, Self::Error> {
                self.0 += 1;
                Ok(self.0 < 3)
            }
        }
        assert_eq!(Reader::new(&bytes[..], "t").checked(Three(0)).count(), 3);
    }

    #[test]
    fn on_board_also_checks_the_start_and_the_squares() {
        let first = |events: &[Event]| {
            let mut order = Order::on_board("events");
            events.iter().find_map(|e| order.event(e).err()).map(|e| (e.line, e.kind.to_string()))
        };
        let try_ = |step, row, col| Event::Try { step, row, col };
        assert_eq!(first(&[start(SCHEMA, 4), try_(1, 3, 3)]), None);
        assert_eq!(
            first(&[start(SCHEMA, 4), try_(1, 9, 1)]),
            Some((2, "square (9,1) is off the 4×4 board: rows and columns run from 0 to 3".into()))
        );
        assert_eq!(
            first(&[try_(0, 0, 0)]),
            Some((1, "the first event is 'try': a trace must begin with a start event".into()))
        );
        // Without the board rules, only the order counts.
        let mut order = Order::new("t.jsonl");
        assert_eq!(order.event(&start(SCHEMA, 4)).ok(), Some(true));
        assert_eq!(order.event(&try_(1, 9, 1)).ok(), Some(true));
    }
}
