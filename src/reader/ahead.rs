//! A reader that parses on a thread of its own: [`Ahead`].
//!
//! Reading a trace is two jobs of about equal cost: parsing its lines, and whatever the
//! command does with the events (print them, check them, compare them). On two cores they run
//! side by side: a thread owns the [`Reader`] and fills batches of events, which reach the
//! consumer through a bounded channel; the consumer hands the emptied batches back.
//!
//! A batch holds the common events (try, accept, reject, backtrack) as records of 16 bytes,
//! a quarter of an [`Event`]: what crosses from one core to the other is then about a third
//! of the trace's own bytes, where whole events would be more than it. The rare ones (start,
//! solution, done, and squares past 255) travel as events beside them.
//!
//! Memory stays flat: at most [`Ahead::IN_FLIGHT`] batches of at most [`Ahead::BATCH`] events
//! exist at once, whatever the length of the trace.
//!
//! The events and the errors are those of the reader read on the consumer's thread, in the
//! same order: the thread stops at the first error and sends it after the events before it,
//! so an error on line K reaches the consumer after the events of lines 1 to K−1, however
//! far ahead the thread had read.

use super::{Flow, ReadError, Reader};
use crate::event::{Conflict, Event};
use std::io::{self, BufRead};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;

/// What a thread that reads ahead also checks, event by event, before it hands an event on:
/// the consumer then sees a fault at the place where it was found, after the events before it.
pub trait Check: Send + 'static {
    /// Checks the next event.
    fn event(&mut self, event: &Event) -> Result<(), ReadError>;
    /// Called at the end of the input, after the last event.
    fn finish(&mut self) -> Result<(), ReadError>;
}

/// No check: the events as the reader reads them.
impl Check for () {
    #[inline(always)]
    fn event(&mut self, _: &Event) -> Result<(), ReadError> {
        Ok(())
    }

    fn finish(&mut self) -> Result<(), ReadError> {
        Ok(())
    }
}

/// The order in which `run` writes a trace, checked on the reading thread.
impl Check for super::Order {
    #[inline(always)]
    fn event(&mut self, event: &Event) -> Result<(), ReadError> {
        self.check(event)
    }

    fn finish(&mut self) -> Result<(), ReadError> {
        super::Order::finish(self)
    }
}

/// One event of a batch in 16 bytes: a try, accept, reject or backtrack whose squares fit in
/// a byte, or a mark that the next of the batch's rare events comes here.
#[derive(Debug, Clone, Copy)]
struct Record {
    step: u64,
    kind: u8,
    row: u8,
    col: u8,
    /// For a reject: the conflict (0 column, 1 diagonal, 2 anti-diagonal) and the queen.
    conflict: u8,
    with: [u8; 2],
}

const TRY: u8 = 0;
const ACCEPT: u8 = 1;
const BACKTRACK: u8 = 2;
const REJECT: u8 = 3;
const RARE: u8 = 4;

impl Record {
    #[inline(always)]
    fn of(event: &Event) -> Option<Record> {
        let byte = |v: u32| u8::try_from(v).ok();
        let square = |step, kind, row, col| {
            Some(Record { step, kind, row: byte(row)?, col: byte(col)?, conflict: 0, with: [0; 2] })
        };
        match *event {
            Event::Try { step, row, col } => square(step, TRY, row, col),
            Event::Accept { step, row, col } => square(step, ACCEPT, row, col),
            Event::Backtrack { step, row, col } => square(step, BACKTRACK, row, col),
            Event::Reject { step, row, col, conflict, with } => Some(Record {
                conflict: conflict as u8,
                with: [byte(with[0])?, byte(with[1])?],
                ..square(step, REJECT, row, col)?
            }),
            _ => None,
        }
    }

    /// The event, unless the record marks a rare one.
    #[inline(always)]
    fn event(self) -> Option<Event> {
        let (step, row, col) = (self.step, u32::from(self.row), u32::from(self.col));
        Some(match self.kind {
            TRY => Event::Try { step, row, col },
            ACCEPT => Event::Accept { step, row, col },
            BACKTRACK => Event::Backtrack { step, row, col },
            REJECT => Event::Reject {
                step,
                row,
                col,
                conflict: match self.conflict {
                    0 => Conflict::Column,
                    1 => Conflict::Diagonal,
                    _ => Conflict::AntiDiagonal,
                },
                with: [u32::from(self.with[0]), u32::from(self.with[1])],
            },
            _ => return None,
        })
    }
}

/// Events in trace order, and after the last batch, how the input ended.
#[derive(Debug, Default)]
struct Batch {
    records: Vec<Record>,
    /// The events the records mark as rare, in order.
    rare: Vec<Event>,
    /// The bytes of the events' lines, when the reader keeps them (`diff`).
    bytes: Vec<u8>,
    /// `None` while more follows; `Some(Ok(()))` at the end of the input, `Some(Err(e))` at
    /// the first error, which follows these events.
    end: Option<Result<(), ReadError>>,
}

impl Batch {
    #[inline(always)]
    fn push(&mut self, event: &Event) {
        match Record::of(event) {
            Some(record) => self.records.push(record),
            None => {
                self.records.push(Record {
                    step: 0,
                    kind: RARE,
                    row: 0,
                    col: 0,
                    conflict: 0,
                    with: [0; 2],
                });
                self.rare.push(event.clone());
            }
        }
    }

    fn clear(&mut self) {
        self.records.clear();
        self.rare.clear();
        self.bytes.clear();
        self.end = None;
    }
}

/// A [`Reader`] whose parsing runs on a thread of its own, ahead of the consumer: made with
/// [`Reader::parse_ahead`]. It yields what the reader would have yielded, by iterating or with
/// the faster [`Ahead::for_each_event`], with the faults its [`Check`] finds in their place.
///
/// The thread sends what it has read whenever the source has no more buffered (a pipe or a
/// terminal that waits), so events reach the consumer as soon as their lines do. Dropping the
/// `Ahead` tells the thread to stop; it does so after the batch it is filling, and is not
/// waited for, since a read from a terminal can wait for ever.
#[derive(Debug)]
pub struct Ahead {
    name: String,
    batches: Receiver<Batch>,
    /// Emptied batches, handed back to the thread to be filled again.
    empty: SyncSender<Batch>,
    batch: Batch,
    /// The next record of the batch to hand out, and the next rare event.
    next: usize,
    next_rare: usize,
    /// The bytes of the batch's lines that [`Ahead::next_line`] has handed out.
    byte: usize,
    /// Set once the end or the error has been handed out: what follows is nothing.
    over: bool,
}

impl<R: BufRead + Send + 'static> Reader<R> {
    /// Moves the reader to a thread of its own that parses ahead of the consumer (see
    /// [`Ahead`]) and applies `check` to each event there; its settings
    /// ([`Reader::check_board`]) go with it. Fails only if the thread cannot be started.
    pub fn parse_ahead(self, check: impl Check) -> io::Result<Ahead> {
        let name = self.name.clone();
        let (full, batches) = mpsc::sync_channel(Ahead::IN_FLIGHT - 2);
        let (empty, emptied) = mpsc::sync_channel(Ahead::IN_FLIGHT);
        thread::Builder::new()
            .name("trace reader".into())
            .spawn(move || fill(self, check, &full, &emptied))?;
        Ok(Ahead {
            name,
            batches,
            empty,
            batch: Batch::default(),
            next: 0,
            next_rare: 0,
            byte: 0,
            over: false,
        })
    }
}

/// The thread's work: fills batches until the input ends, the reader or the check fails, or
/// the consumer is gone.
fn fill<R: BufRead>(
    mut reader: Reader<R>,
    mut check: impl Check,
    full: &SyncSender<Batch>,
    emptied: &Receiver<Batch>,
) {
    loop {
        let mut batch = emptied.try_recv().unwrap_or_else(|_| Batch {
            records: Vec::with_capacity(Ahead::BATCH),
            ..Batch::default()
        });
        batch.clear();
        while batch.end.is_none() {
            // The error is boxed so that the callback's result comes back in registers: a
            // `Result<bool, ReadError>` went through memory, and cost a third of the thread.
            let flow = reader.each_chunk(&mut |event: &Event| -> Result<bool, Box<ReadError>> {
                check.event(event)?;
                batch.push(event);
                Ok(batch.records.len() < Ahead::BATCH)
            });
            match flow {
                Ok(Flow::End) => batch.end = Some(check.finish()),
                Ok(Flow::Stopped) => break,
                // What is buffered is read: send it before a read that may wait.
                Ok(Flow::Chunk { drained: true }) if !batch.records.is_empty() => break,
                Ok(Flow::Chunk { .. }) => {}
                Err(e) => batch.end = Some(Err(*e)),
            }
        }
        if let Some(raw) = &mut reader.raw {
            std::mem::swap(raw, &mut batch.bytes);
        }
        let last = batch.end.is_some();
        // A send fails when the consumer has gone: then nobody wants the rest.
        if full.send(batch).is_err() || last {
            return;
        }
    }
}

impl Ahead {
    /// The most events in one batch. Large enough that handing a batch over costs nothing
    /// next to parsing it, small enough that a batch stays in the cores' caches.
    pub const BATCH: usize = 8192;

    /// The most batches that exist at once: the consumer's, the thread's, and those waiting
    /// in between.
    pub const IN_FLIGHT: usize = 4;

    /// The source's name, as errors give it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Hands every remaining event to `f` in order, by reference, until `f` returns
    /// `Ok(false)` or an error, or the first error of the reader or the check: what
    /// [`Reader::for_each_event`] does, with the same results.
    #[inline]
    pub fn for_each_event<E: From<ReadError>>(
        &mut self,
        mut f: impl FnMut(&Event) -> Result<bool, E>,
    ) -> Result<bool, E> {
        loop {
            while let Some(&record) = self.batch.records.get(self.next) {
                self.next += 1;
                let go = match record.event() {
                    Some(event) => f(&event)?,
                    None => {
                        self.next_rare += 1;
                        f(&self.batch.rare[self.next_rare - 1])?
                    }
                };
                if !go {
                    return Ok(false);
                }
            }
            if let Some(end) = self.refill() {
                return end.map(|()| true).map_err(E::from);
            }
        }
    }

    /// Moves to the next batch once the current one is used up. Returns how the input ended
    /// when it has: `Ok(())` at its end (again on every later call), or the error (once; then
    /// the end).
    #[cold]
    fn refill(&mut self) -> Option<Result<(), ReadError>> {
        if self.over {
            return Some(Ok(()));
        }
        if let Some(end) = self.batch.end.take() {
            self.over = true;
            return Some(end);
        }
        let used = std::mem::take(&mut self.batch);
        // When the thread has enough empty batches, this one is simply dropped.
        let _ = self.empty.try_send(used);
        (self.next, self.next_rare, self.byte) = (0, 0, 0);
        match self.batches.recv() {
            Ok(batch) => {
                self.batch = batch;
                None
            }
            // The thread ended without saying how the input did: it panicked, and said so on
            // standard error.
            Err(_) => {
                self.over = true;
                Some(Err(ReadError {
                    source: self.name.clone(),
                    line: 0,
                    kind: super::ReadErrorKind::Io(io::Error::other("the reading thread failed")),
                }))
            }
        }
    }
}

impl<R: BufRead + Send + 'static> Reader<R> {
    /// [`Reader::parse_ahead`] that also hands on the bytes of each line, for `diff`, which
    /// compares the other trace's lines with them before it parses any ([`Ahead::next_line`]).
    pub(crate) fn parse_ahead_with_lines(mut self) -> io::Result<Ahead> {
        self.raw = Some(Vec::new());
        self.parse_ahead(())
    }
}

impl Ahead {
    /// The next event with its line as it was read, line end included, from a reader made with
    /// [`Reader::parse_ahead_with_lines`]; what iterating gives otherwise.
    #[inline(always)]
    pub(crate) fn next_line(&mut self) -> Option<Result<(Event, &[u8]), ReadError>> {
        let event = match self.next()? {
            Ok(event) => event,
            Err(e) => return Some(Err(e)),
        };
        // Every event is one line: its bytes are those up to the next line end.
        let rest = &self.batch.bytes[self.byte..];
        let len = memchr::memchr(b'\n', rest).map_or(rest.len(), |end| end + 1);
        self.byte += len;
        Some(Ok((event, &rest[..len])))
    }
}

impl Ahead {
    /// Hands to `same` the events of this batch whose lines `b` holds next byte for byte (line
    /// ends included), and moves `b` past those lines, from a reader made with
    /// [`Reader::parse_ahead_with_lines`]. The same bytes mean the same event, so `diff` reads
    /// two copies of a trace for about the cost of parsing one. Stops at the first line that
    /// differs or that `b` does not have whole in its buffer; `b`'s errors are left to it.
    pub(crate) fn skip_same_lines<RB: BufRead>(
        &mut self,
        b: &mut Reader<RB>,
        mut same: impl FnMut(Event),
    ) {
        // As `next_unless_line`: lines after the first, of a reader that sees them as events.
        if b.failed || b.n.is_none() || b.check_board || b.keep_lines || b.raw.is_some() {
            return;
        }
        loop {
            let a_rest = &self.batch.bytes[self.byte..];
            let Ok(chunk) = b.src.fill_buf() else { return };
            let m = a_rest.len().min(chunk.len());
            let k = common_prefix(&a_rest[..m], &chunk[..m]);
            let Some(last) = memchr::memrchr(b'\n', &a_rest[..k]) else { return };
            let mut whole = last + 1;
            let mut lines = count_lines(&a_rest[..whole]);
            // A batch that ends in an error holds the bytes of the failed line, but no event.
            let events = self.batch.records.len() - self.next;
            if lines > events {
                lines = events;
                whole = memchr::memchr_iter(b'\n', a_rest)
                    .nth(events.wrapping_sub(1))
                    .map_or(0, |i| i + 1);
            }
            if lines == 0 {
                return;
            }
            for record in &self.batch.records[self.next..self.next + lines] {
                match record.event() {
                    Some(event) => same(event),
                    None => {
                        let rare = &mut self.batch.rare[self.next_rare];
                        self.next_rare += 1;
                        same(std::mem::replace(rare, Event::Try { step: 0, row: 0, col: 0 }));
                    }
                }
            }
            self.next += lines;
            self.byte += whole;
            b.src.consume(whole);
            b.line_no += lines as u64;
        }
    }
}

/// The length of the longest common prefix of `a` and `b`, which have one length.
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    if a == b {
        return a.len();
    }
    let mut i = 0;
    while i + 256 <= a.len() && a[i..i + 256] == b[i..i + 256] {
        i += 256;
    }
    i + a[i..].iter().zip(&b[i..]).take_while(|(x, y)| x == y).count()
}

/// The number of line ends in `bytes` (memchr counts them with vector instructions).
fn count_lines(bytes: &[u8]) -> usize {
    memchr::memchr_iter(b'\n', bytes).count()
}

impl Iterator for Ahead {
    type Item = Result<Event, ReadError>;

    /// The next event; after the first error, `None`.
    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(&record) = self.batch.records.get(self.next) {
                self.next += 1;
                return Some(Ok(match record.event() {
                    Some(event) => event,
                    None => {
                        self.next_rare += 1;
                        std::mem::replace(
                            &mut self.batch.rare[self.next_rare - 1],
                            Event::Try { step: 0, row: 0, col: 0 },
                        )
                    }
                }));
            }
            match self.refill() {
                None => {}
                Some(Ok(())) => return None,
                Some(Err(e)) => return Some(Err(e)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reader::Order;
    use crate::{JsonlWriter, Sink, Solver};

    fn trace(n: u32) -> (Vec<Event>, Vec<u8>) {
        let mut events = Vec::new();
        Solver::new(n).unwrap().run(&mut events).unwrap();
        let mut w = JsonlWriter::new(Vec::new());
        for e in &events {
            w.event(e).unwrap();
        }
        w.finish().unwrap();
        (events, w.into_inner())
    }

    fn ahead(bytes: &[u8], check: impl Check) -> Ahead {
        Reader::new(io::Cursor::new(bytes.to_vec()), "t")
            .check_board(true)
            .parse_ahead(check)
            .unwrap()
    }

    fn shown<E: std::fmt::Display>(r: Result<Event, E>) -> Result<Event, String> {
        r.map_err(|e| e.to_string())
    }

    /// Every event the records carry comes back as it was, and the others go as rare events.
    #[test]
    fn records_keep_every_event() {
        let (events, _) = trace(6);
        let mut all = events.clone();
        all.push(Event::Try { step: 9, row: 300, col: 1 });
        all.push(Event::Reject {
            step: 10,
            row: 1,
            col: 2,
            conflict: Conflict::AntiDiagonal,
            with: [0, 256],
        });
        for e in &all {
            match Record::of(e) {
                Some(r) => assert_eq!(r.event().as_ref(), Some(e)),
                None => assert!(!matches!(e, Event::Try { row: 0..=255, .. })),
            }
        }
        assert!(Record::of(&all[all.len() - 1]).is_none());
        assert_eq!(std::mem::size_of::<Record>(), 16);
    }

    /// The events and errors of iterating the reader, by iterating and by `for_each_event`,
    /// whole and damaged at a line several batches in, with the order checked or not.
    #[test]
    fn ahead_yields_what_the_reader_yields() {
        let (events, good) = trace(8); // 33,590 events: several batches
        let line_at = |k: usize| {
            good.split_inclusive(|&b| b == b'\n').take(k - 1).map(<[u8]>::len).sum::<usize>()
        };
        let k = 3 * Ahead::BATCH + 17; // a line number, from 1
        let mut bad = good.clone();
        bad[line_at(k)] = b'x';
        // A step out of order: a fault of the check, not of the reader.
        let mut skipped = good.clone();
        let at = line_at(k) + memchr::memmem::find(&good[line_at(k)..], b"\"step\":").unwrap() + 7;
        skipped[at] = if skipped[at] == b'9' { b'1' } else { skipped[at] + 1 };
        let truncated = &good[..line_at(events.len())];
        for input in [&good[..], &bad, &skipped, truncated] {
            let direct = || Reader::new(input, "t").check_board(true);
            for ordered in [false, true] {
                let mut order = Order::new("t");
                let mut want: Vec<Result<Event, String>> = Vec::new();
                for r in direct() {
                    let r =
                        r.and_then(|e| if ordered { order.check(&e).map(|()| e) } else { Ok(e) });
                    let failed = r.is_err();
                    want.push(shown(r));
                    if failed {
                        break;
                    }
                }
                if ordered && want.last().is_some_and(Result::is_ok) {
                    if let Err(e) = order.finish() {
                        want.push(Err(e.to_string()));
                    }
                }
                let make =
                    || if ordered { ahead(input, Order::new("t")) } else { ahead(input, ()) };
                let got: Vec<Result<Event, String>> = make().map(shown).collect();
                assert_eq!(got, want, "ordered {ordered}");
                let mut each = Vec::new();
                if let Err(e) = make().for_each_event(|e| -> Result<bool, ReadError> {
                    each.push(Ok(e.clone()));
                    Ok(true)
                }) {
                    each.push(Err(e.to_string()));
                }
                assert_eq!(each, want, "ordered {ordered}");
            }
        }
        let err = ahead(&bad, ()).find_map(Result::err).unwrap().to_string();
        assert!(err.starts_with(&format!("t:{k}: ")), "{err}");
    }

    /// A consumer may stop and go on, and may drop the reader early.
    #[test]
    fn a_consumer_stops_where_it_wants() {
        let (events, bytes) = trace(8);
        let mut a = ahead(&bytes, ());
        let mut seen = 0;
        let stopped = a.for_each_event(|_| -> Result<bool, ReadError> {
            seen += 1;
            Ok(seen < 10)
        });
        assert!(!stopped.unwrap());
        assert_eq!(a.next().unwrap().unwrap(), events[10]);
        drop(a);
    }

    /// Lines that come slowly (a pipe, a terminal) are handed on as they come, not once a
    /// batch is full.
    #[test]
    fn a_slow_source_is_read_as_it_comes() {
        let (events, bytes) = trace(4);
        let (tx, rx) = mpsc::channel::<Vec<u8>>();
        struct Pipe(Receiver<Vec<u8>>, Vec<u8>, usize);
        impl io::Read for Pipe {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                if self.2 == self.1.len() {
                    match self.0.recv() {
                        Ok(more) => (self.1, self.2) = (more, 0),
                        Err(_) => return Ok(0),
                    }
                }
                let k = buf.len().min(self.1.len() - self.2);
                buf[..k].copy_from_slice(&self.1[self.2..self.2 + k]);
                self.2 += k;
                Ok(k)
            }
        }
        let src = io::BufReader::new(Pipe(rx, Vec::new(), 0));
        let mut a = Reader::new(src, "pipe").parse_ahead(()).unwrap();
        for (line, event) in bytes.split_inclusive(|&b| b == b'\n').zip(&events).take(5) {
            tx.send(line.to_vec()).unwrap();
            assert_eq!(&a.next().unwrap().unwrap(), event);
        }
    }
}
