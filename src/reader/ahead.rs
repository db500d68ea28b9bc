//! A reader that parses on threads of its own: [`Ahead`].
//!
//! Reading a trace is two jobs: parsing its lines, and whatever the command does with the
//! events (print them, check them, compare them). On two cores they run side by side. Threads
//! fill batches of events, which reach the consumer through bounded channels; the consumer
//! hands the emptied batches back.
//!
//! - A regular file ([`Ahead::file`]) is cut into parts of [`Ahead::<Ignore>::PART`] bytes,
//!   which two threads parse at once, each its own parts, read with positioned reads: a part
//!   holds the lines that begin in it. The consumer takes the parts' batches in the file's
//!   order.
//! - Any other source ([`Reader::parse_ahead`]: a pipe, a terminal) is parsed by one thread, in
//!   order, which hands on what it has whenever the source has nothing more buffered.
//!
//! A batch holds the common events (try, accept, reject, backtrack) as records of 16 bytes,
//! a quarter of an [`Event`]: what crosses from one core to the other is then about a third
//! of the trace's own bytes. The rare ones (start, solution, done, and squares past 255)
//! travel as events beside them.
//!
//! Memory stays flat: at most [`Ahead::IN_FLIGHT`] batches of at most [`Ahead::BATCH`] events
//! per thread exist at once, whatever the length of the trace.
//!
//! The events and the errors are those of the reader read on the consumer's thread, in the
//! same order, with the same line numbers: a thread stops at its first error and sends it
//! after the events before it; the consumer meets it after every event of the lines before
//! it, and a fault its check (a [`Sink`] such as [`Order`](super::Order)) finds in those events
//! comes first.

use super::fast::{Move, Square};
use super::{ReadError, ReadErrorKind, Reader};
use crate::event::{Conflict, Event};
use crate::sink::{Ignore, Sink};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::os::unix::fs::FileExt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::Arc;
use std::thread;

/// Applies an [`Ahead`]'s check to `event`. Its fault is the last thing handed out (`over`);
/// its `Ok(false)` ends the input after this event (`cut`), as the [`Sink`] contract says: the
/// trace the check saw ends there.
#[inline(always)]
fn check<C: Sink>(
    check: &mut C,
    event: &Event,
    over: &mut bool,
    cut: &mut bool,
) -> Result<(), ReadError>
where
    ReadError: From<C::Error>,
{
    match check.event(event) {
        Ok(go) => {
            *cut |= !go;
            Ok(())
        }
        Err(e) => {
            *over = true;
            Err(e.into())
        }
    }
}

/// One event of a batch in 16 bytes: a try, accept, reject or backtrack whose squares fit in
/// a byte (a [`Square`], narrowed), or a mark that the next of the batch's rare events comes
/// here.
#[derive(Debug, Clone, Copy)]
struct Record {
    step: u64,
    /// The square's kind, or `None` for a mark of the next rare event.
    kind: Option<Move>,
    row: u8,
    col: u8,
    /// For a reject: the conflict and the queen.
    conflict: Conflict,
    with: [u8; 2],
}

impl Record {
    /// The mark of a rare event.
    const RARE: Record =
        Record { step: 0, kind: None, row: 0, col: 0, conflict: Conflict::Column, with: [0; 2] };

    #[inline(always)]
    fn of(event: &Event) -> Option<Record> {
        Record::of_square(&Square::of(event)?)
    }

    #[inline(always)]
    fn of_square(square: &Square) -> Option<Record> {
        let byte = |v: u32| u8::try_from(v).ok();
        Some(Record {
            step: square.step,
            kind: Some(square.kind),
            row: byte(square.row)?,
            col: byte(square.col)?,
            conflict: square.conflict,
            with: [byte(square.with[0])?, byte(square.with[1])?],
        })
    }

    /// The event, unless the record marks a rare one.
    #[inline(always)]
    fn event(self) -> Option<Event> {
        let wide = u32::from;
        let (row, col, with) = (wide(self.row), wide(self.col), self.with.map(wide));
        let (step, conflict) = (self.step, self.conflict);
        Some(Square { kind: self.kind?, step, row, col, conflict, with }.event())
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
    /// The last batch of a part of a file: the next comes from the next part's thread.
    part_end: bool,
    /// Where the batch's lines begin in the file (with [`Ahead::twins`]).
    offset: u64,
    /// Whether the other file holds the batch's lines byte for byte at the same place (with
    /// [`Ahead::twins`]).
    twin_same: bool,
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
                self.records.push(Record::RARE);
                self.rare.push(event.clone());
            }
        }
    }

    fn clear(&mut self) {
        self.records.clear();
        self.rare.clear();
        self.bytes.clear();
        self.part_end = false;
        self.twin_same = false;
        self.end = None;
    }
}

/// A trace parsed on threads of their own, ahead of the consumer (see the module): made with
/// [`Ahead::file`] or [`Reader::parse_ahead`]. It yields what a [`Reader`] would have yielded,
/// by iterating or with the faster [`Trace::feed`](super::Trace::feed), with the faults its check
/// finds in their place.
///
/// Dropping it tells the threads to stop; they do so after the batch they are filling, and
/// are not waited for, since a read from a terminal can wait for ever.
#[derive(Debug)]
pub struct Ahead<C = Ignore> {
    name: String,
    /// One channel per thread; the batches come from `batches[current]`.
    batches: Vec<Receiver<Batch>>,
    current: usize,
    /// Emptied batches, handed back to each thread to be filled again.
    empty: Vec<SyncSender<Batch>>,
    batch: Batch,
    /// The next record of the batch to hand out, and the next rare event.
    next: usize,
    next_rare: usize,
    /// The bytes of the batch's lines that [`Ahead::next_line`] has handed out.
    byte: usize,
    /// The lines before the part being read, and the events received so far: a part's errors
    /// count its lines from its start.
    part_base: u64,
    received: u64,
    check: C,
    /// Set once the end or the error has been handed out: what follows is nothing.
    over: bool,
    /// Set when the check stopped (its `Ok(false)`): the input ends after the event handed
    /// out last, as if the file ended there.
    cut: bool,
}

impl<R: BufRead + Send + 'static> Reader<R> {
    /// Moves the reader to a thread of its own that parses ahead of the consumer (see
    /// [`Ahead`]); its settings ([`Reader::check_board`]) go with it, and the consumer applies
    /// `check` to each event. The thread hands on what it has read whenever the source has no
    /// more buffered (a pipe, a terminal), so events reach the consumer as their lines do.
    /// Fails only if the thread cannot be started.
    pub fn parse_ahead<C: Sink>(self, check: C) -> io::Result<Ahead<C>>
    where
        ReadError: From<C::Error>,
    {
        let name = self.name.clone();
        let (full, batch) = mpsc::sync_channel(Ahead::<C>::IN_FLIGHT - 2);
        let (empty, emptied) = mpsc::sync_channel(Ahead::<C>::IN_FLIGHT);
        thread::Builder::new().name("trace reader".into()).spawn(move || {
            let mut reader = self;
            let mut batch = Batch::default();
            loop {
                let last = fill(&mut reader, &mut batch, true, true);
                // A send fails when the consumer has gone: then nobody wants the rest.
                if full.send(batch).is_err() || last {
                    return;
                }
                batch = emptied.try_recv().unwrap_or_default();
            }
        })?;
        Ok(Ahead::new(name, vec![batch], vec![empty], check))
    }
}

/// Fills `batch` from `reader` until the batch is full, the input ends or fails, or (with
/// `hurry`) the source has nothing more buffered. Returns whether the input has ended; its end
/// is the end of the trace when `last` is set, and of a part of a file otherwise.
fn fill<R: BufRead>(reader: &mut Reader<R>, batch: &mut Batch, last: bool, hurry: bool) -> bool {
    batch.clear();
    if batch.records.capacity() == 0 {
        batch.records.reserve(BATCH);
    }
    let ended = loop {
        let drained = records(reader, batch);
        if batch.records.len() >= BATCH {
            break false;
        }
        // What is buffered is read: send it before a read that may wait.
        if hurry && drained && !batch.records.is_empty() {
            break false;
        }
        // A line the records do not take (the first, a rare event, one split across reads,
        // one that fails) is read as the reader reads it.
        match reader.read() {
            Some(Ok(event)) => batch.push(&event),
            Some(Err(e)) => {
                batch.end = Some(Err(e));
                break true;
            }
            None => break true,
        }
        if hurry && reader.drained {
            break false;
        }
    };
    if let Some(raw) = &mut reader.raw {
        std::mem::swap(raw, &mut batch.bytes);
    }
    if ended && batch.end.is_none() {
        if last {
            batch.end = Some(Ok(()));
        } else {
            batch.part_end = true;
        }
    }
    ended || batch.end.is_some()
}

/// Takes the canonical lines at the start of the reader's buffer straight into records, as
/// far as the batch has room: the lines, events and checks of [`Reader::for_each_event`]'s
/// fast path, without an [`Event`] between. Stops at the first line it does not take (which
/// the reader then reads), and returns whether it used up the buffer.
#[inline(always)]
fn records<R: BufRead>(reader: &mut Reader<R>, batch: &mut Batch) -> bool {
    let Some(n) = reader.n else { return false };
    // A `backtrack-trace/1` line is never canonical: the reader reads each one.
    if n == super::ANOTHER_PROBLEM {
        return false;
    }
    if reader.failed || reader.keep_lines {
        return false;
    }
    let Ok(chunk) = reader.src.fill_buf() else { return false };
    let check = reader.check_board;
    let room = BATCH - batch.records.len().min(BATCH);
    let (mut used, mut taken) = (0, 0);
    while taken < room {
        let Some((square, len)) = super::fast::square_line_at(&chunk[used..]) else { break };
        if check && !square.on_board(n) {
            break;
        }
        let Some(record) = Record::of_square(&square) else { break };
        batch.records.push(record);
        used += len;
        taken += 1;
    }
    let drained = used == chunk.len();
    if let Some(raw) = &mut reader.raw {
        raw.extend_from_slice(&chunk[..used]);
    }
    reader.src.consume(used);
    reader.line_no += taken as u64;
    drained
}

const BATCH: usize = 8192;

/// Whether `file` holds `bytes` at `offset`; once it does not, `parted` holds the least such
/// offset, and later bytes are not compared (they are taken for different).
fn holds(
    file: &File,
    offset: u64,
    bytes: &[u8],
    scratch: &mut Vec<u8>,
    parted: &AtomicU64,
) -> bool {
    if offset > parted.load(Ordering::Relaxed) {
        return false;
    }
    scratch.resize(bytes.len(), 0);
    let same = file.read_exact_at(scratch, offset).is_ok() && scratch[..] == *bytes;
    if !same {
        parted.fetch_min(offset, Ordering::Relaxed);
    }
    same
}

/// The bytes of a part of a file that hold the lines beginning in it: from `pos` (the byte
/// before the part, or the file's start) on, the bytes after the first line end are read,
/// up to the first line end at or after the part's last byte `last`.
pub(crate) struct Span {
    file: Arc<File>,
    pos: u64,
    last: u64,
    state: SpanState,
    /// Where the first line read begins.
    begin: u64,
}

impl Span {
    fn new(file: &Arc<File>, pos: u64, last: u64, state: SpanState) -> Span {
        Span { file: Arc::clone(file), pos, last, state, begin: pos }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SpanState {
    /// Reading up to the first line end, which ends a line of the part before.
    Skip,
    Stream,
    Done,
}

impl Read for Span {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            if self.state == SpanState::Done || buf.is_empty() {
                return Ok(0);
            }
            let mut got = self.file.read_at(buf, self.pos)?;
            if got == 0 {
                self.state = SpanState::Done;
                return Ok(0);
            }
            if self.state == SpanState::Skip {
                match memchr::memchr(b'\n', &buf[..got]) {
                    Some(i) => {
                        let end = self.pos + i as u64;
                        (self.pos, self.begin) = (end + 1, end + 1);
                        // A line that begins past the part's last byte is the next part's.
                        self.state =
                            if end >= self.last { SpanState::Done } else { SpanState::Stream };
                    }
                    None => self.pos += got as u64,
                }
                continue;
            }
            // The part's last line is the one that holds its last byte: it ends at the first
            // line end from there.
            if self.pos + got as u64 > self.last {
                let from = self.last.saturating_sub(self.pos) as usize;
                if let Some(i) = memchr::memchr(b'\n', &buf[from..got]) {
                    got = from + i + 1;
                    self.state = SpanState::Done;
                }
            }
            self.pos += got as u64;
            return Ok(got);
        }
    }
}

impl Ahead {
    /// Reads the regular file `file`, whose errors call it `name`, on two threads at once (see
    /// the module), as [`Reader::new`] would with [`Reader::check_board`] set to
    /// `check_board`; the consumer applies `check` to each event. On a machine of one core,
    /// one thread reads it in order.
    pub fn file<C: Sink>(
        file: File,
        name: impl Into<String>,
        check_board: bool,
        check: C,
    ) -> io::Result<Ahead<C>>
    where
        ReadError: From<C::Error>,
    {
        Ahead::parts(file, name.into(), check_board, false, None, check)
    }

    /// The file read in parts; with `lines`, the batches hold their lines' bytes too, and with
    /// a `twin`, whether that file holds the same bytes at the same place.
    fn parts<C: Sink>(
        file: File,
        name: String,
        check_board: bool,
        lines: bool,
        twin: Option<Arc<File>>,
        check: C,
    ) -> io::Result<Ahead<C>>
    where
        ReadError: From<C::Error>,
    {
        let threads = thread::available_parallelism().map_or(1, |n| n.get().min(2));
        let size = file.metadata()?.len();
        let file = Arc::new(file);
        // The first line, read here: it sets the board, and may carry a byte order mark.
        let span = Span::new(&file, 0, 0, SpanState::Stream);
        let mut first = Reader::new(BufReader::with_capacity(1 << 16, span), name.clone())
            .check_board(check_board);
        if lines {
            first.raw = Some(Vec::new());
        }
        let mut batch = Batch::default();
        let mut scratch = Vec::new();
        fill(&mut first, &mut batch, true, false);
        let start = first.src.get_ref().pos;
        // Where the files are first known to part: no batch after it needs comparing, since
        // `diff` reads B itself from the first batch that differs.
        let parted = Arc::new(AtomicU64::new(u64::MAX));
        if let Some(twin) = &twin {
            batch.twin_same = holds(twin, 0, &batch.bytes, &mut scratch, &parted);
        }
        let (Some(n), Some(Ok(()))) = (first.n, &batch.end) else {
            // An empty file, or a first line that fails: that is all there is to read.
            let mut ahead = Ahead::new(name, Vec::new(), Vec::new(), check);
            ahead.batch = batch;
            return Ok(ahead);
        };
        if (start >= size || threads < 2) && twin.is_none() {
            // Nothing after the first line, or one core: the rest in order, on one thread.
            let span = Span::new(&file, start, u64::MAX, SpanState::Stream);
            let mut reader = Reader::new(BufReader::with_capacity(1 << 16, span), name.clone())
                .check_board(check_board);
            (reader.n, reader.line_no, reader.raw) = (Some(n), 1, first.raw.take());
            let mut ahead = reader.parse_ahead(check)?;
            ahead.batch = batch;
            ahead.batch.end = None;
            return Ok(ahead);
        }
        let parts = size.saturating_sub(start).div_ceil(Ahead::<Ignore>::PART).max(1);
        let (mut batches, mut empties) = (Vec::new(), Vec::new());
        for t in 0..threads as u64 {
            let (full, received) = mpsc::sync_channel(Ahead::<Ignore>::IN_FLIGHT - 2);
            let (empty, emptied) = mpsc::sync_channel::<Batch>(Ahead::<Ignore>::IN_FLIGHT);
            let (file, name, twin) = (Arc::clone(&file), name.clone(), twin.clone());
            let parted = Arc::clone(&parted);
            let threads = threads.max(1);
            thread::Builder::new().name("trace reader".into()).spawn(move || {
                let (mut raw, mut scratch) = (Vec::new(), Vec::new());
                for part in (t..parts).step_by(threads) {
                    let from = start + part * Ahead::<Ignore>::PART;
                    let last =
                        if part + 1 == parts { u64::MAX } else { from + Ahead::<Ignore>::PART - 1 };
                    let span = Span::new(&file, from - 1, last, SpanState::Skip);
                    let mut reader =
                        Reader::new(BufReader::with_capacity(1 << 16, span), name.clone())
                            .check_board(check_board);
                    // Its lines are numbered from the part's start, and none is the first.
                    (reader.n, reader.first) = (Some(n), 0);
                    if lines {
                        raw.clear();
                        reader.raw = Some(std::mem::take(&mut raw));
                    }
                    let mut offset = None;
                    loop {
                        let mut batch = emptied.try_recv().unwrap_or_default();
                        let ended = fill(&mut reader, &mut batch, part + 1 == parts, false);
                        let at = *offset.get_or_insert(reader.src.get_ref().begin);
                        batch.offset = at;
                        offset = Some(at + batch.bytes.len() as u64);
                        if let Some(twin) = &twin {
                            batch.twin_same = holds(twin, at, &batch.bytes, &mut scratch, &parted);
                        }
                        let failed = batch.end.is_some();
                        if full.send(batch).is_err() || failed {
                            return;
                        }
                        if ended {
                            break;
                        }
                    }
                    raw = reader.raw.take().unwrap_or_default();
                }
            })?;
            batches.push(received);
            empties.push(empty);
        }
        let mut ahead = Ahead::new(name, batches, empties, check);
        // After the first line, the first part: its thread's turn comes first.
        (batch.end, batch.part_end) = (None, true);
        ahead.received = batch.records.len() as u64;
        ahead.current = threads - 1;
        ahead.batch = batch;
        Ok(ahead)
    }
}

impl<C: Sink> Ahead<C>
where
    ReadError: From<C::Error>,
{
    /// The most events in one batch. Large enough that handing a batch over costs nothing
    /// next to parsing it, small enough that a batch stays in the cores' caches.
    pub const BATCH: usize = BATCH;

    /// The most batches per thread that exist at once: the consumer's, the thread's, and
    /// those waiting in between.
    pub const IN_FLIGHT: usize = 6;

    /// The size of the parts of a file that the threads take turns with, in bytes.
    pub const PART: u64 = 512 << 10;

    fn new(
        name: String,
        batches: Vec<Receiver<Batch>>,
        empty: Vec<SyncSender<Batch>>,
        check: C,
    ) -> Self {
        Ahead {
            name,
            batches,
            current: 0,
            empty,
            batch: Batch::default(),
            next: 0,
            next_rare: 0,
            byte: 0,
            part_base: 0,
            received: 0,
            check,
            over: false,
            cut: false,
        }
    }

    /// The source's name, as errors give it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Hands every remaining event to `f` in order, by reference, until `f` returns
    /// `Ok(false)` or an error, or the first error of the reader or the check: what
    /// [`Reader::for_each_event`] does, with the same results; the engine of
    /// [`Trace::feed`](super::Trace::feed).
    #[inline]
    pub(crate) fn for_each_event<E: From<ReadError>>(
        &mut self,
        mut f: impl FnMut(&Event) -> Result<bool, E>,
    ) -> Result<bool, E> {
        if self.over {
            return Ok(true);
        }
        loop {
            while let Some(&record) = self.batch.records.get(self.next) {
                self.next += 1;
                let go = match record.event() {
                    Some(event) => {
                        self.checked(&event)?;
                        f(&event)?
                    }
                    None => {
                        self.next_rare += 1;
                        let event = &self.batch.rare[self.next_rare - 1];
                        check(&mut self.check, event, &mut self.over, &mut self.cut)?;
                        f(event)?
                    }
                };
                if self.cut {
                    self.end_at_cut()?;
                    return Ok(go);
                }
                if !go {
                    return Ok(false);
                }
            }
            if let Some(end) = self.refill() {
                return end.map(|()| true).map_err(E::from);
            }
        }
    }

    /// Applies the check to `event`, as [`check`] does.
    #[inline(always)]
    fn checked(&mut self, event: &Event) -> Result<(), ReadError> {
        check(&mut self.check, event, &mut self.over, &mut self.cut)
    }

    /// Ends the input where the check stopped, and finishes the check.
    #[cold]
    fn end_at_cut(&mut self) -> Result<(), ReadError> {
        (self.cut, self.over) = (false, true);
        Ok(self.check.finish()?)
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
            return Some(match end {
                Ok(()) => self.check.finish().map_err(ReadError::from),
                Err(mut e) => {
                    // A part counts its lines from its start.
                    e.line += self.part_base;
                    Err(e)
                }
            });
        }
        if self.batch.part_end {
            self.part_base = self.received;
            self.current = (self.current + 1) % self.batches.len().max(1);
        }
        let used = std::mem::take(&mut self.batch);
        // When the thread has enough empty batches, this one is simply dropped.
        if let Some(empty) = self.empty.get(self.current) {
            let _ = empty.try_send(used);
        }
        (self.next, self.next_rare, self.byte) = (0, 0, 0);
        match self.batches.get(self.current).map(Receiver::recv) {
            Some(Ok(batch)) => {
                self.received += batch.records.len() as u64;
                self.batch = batch;
                None
            }
            // The thread ended without saying how the input did: it panicked, and said so on
            // standard error.
            _ => {
                self.over = true;
                Some(Err(ReadError {
                    source: self.name.clone(),
                    line: 0,
                    kind: ReadErrorKind::Io(io::Error::other("the reading thread failed")),
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
        self.parse_ahead(Ignore)
    }
}

impl Ahead {
    /// [`Ahead::file`] that also hands on the bytes of each line, as
    /// [`Reader::parse_ahead_with_lines`] does.
    pub(crate) fn file_with_lines(file: File, name: impl Into<String>) -> io::Result<Ahead> {
        Ahead::parts(file, name.into(), false, true, None, Ignore)
    }

    /// [`Ahead::file_with_lines`] whose threads also say of each batch whether `twin` holds
    /// its lines byte for byte at the same place: `diff` of two files then takes the lines
    /// the files share without reading them again ([`Ahead::next_twin_same`]).
    pub(crate) fn twins(file: File, name: impl Into<String>, twin: Arc<File>) -> io::Result<Ahead> {
        Ahead::parts(file, name.into(), false, true, Some(twin), Ignore)
    }

    /// The next event, if the twin file holds its line and every line before it at the same
    /// place (as far as this reader knows: `diff` stops asking at the first that it does
    /// not). `None` at the first other line, or at the end of the input (which iterating then
    /// gives).
    #[inline(always)]
    pub(crate) fn next_twin_same(&mut self) -> Option<Event> {
        loop {
            if !self.batch.twin_same {
                return None;
            }
            if let Some(&record) = self.batch.records.get(self.next) {
                self.next += 1;
                // The bytes handed out matter only once the batch is used up (a batch is
                // taken this way from its start, or not at all).
                if self.next == self.batch.records.len() {
                    self.byte = self.batch.bytes.len();
                }
                return Some(match record.event() {
                    Some(event) => event,
                    None => {
                        self.next_rare += 1;
                        let rare = &mut self.batch.rare[self.next_rare - 1];
                        std::mem::replace(rare, Event::Try { step: 0, row: 0, col: 0 })
                    }
                });
            }
            // The batch is used up: the next one, unless this one ends the input.
            if self.batch.end.is_some() || self.refill().is_some() {
                return None;
            }
        }
    }

    /// Where in the file the next line not handed out begins (with [`Ahead::twins`]).
    pub(crate) fn offset(&self) -> u64 {
        self.batch.offset + self.byte as u64
    }

    /// The lines handed out so far.
    pub(crate) fn lines(&self) -> u64 {
        self.received - (self.batch.records.len() - self.next) as u64
    }
}

impl Reader<BufReader<Span>> {
    /// A reader of `file` from `offset`, a line's start, whose errors call it `name`: the
    /// reader of a trace that has read its lines up to there, `lines` of them, and seen a start
    /// of board size `n` (if `lines` > 0).
    pub(crate) fn at(
        file: &Arc<File>,
        name: &str,
        offset: u64,
        lines: u64,
        n: Option<u32>,
    ) -> Self {
        let span = Span::new(file, offset, u64::MAX, SpanState::Stream);
        let mut reader = Reader::new(BufReader::with_capacity(1 << 16, span), name);
        if lines > 0 {
            (reader.n, reader.line_no) = (n, lines);
        }
        reader
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

impl<C: Sink> Iterator for Ahead<C>
where
    ReadError: From<C::Error>,
{
    type Item = Result<Event, ReadError>;

    /// The next event; after the first error, `None`.
    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.cut {
            return self.end_at_cut().err().map(Err);
        }
        if self.over {
            return None;
        }
        loop {
            if let Some(&record) = self.batch.records.get(self.next) {
                self.next += 1;
                let event = match record.event() {
                    Some(event) => event,
                    None => {
                        self.next_rare += 1;
                        std::mem::replace(
                            &mut self.batch.rare[self.next_rare - 1],
                            Event::Try { step: 0, row: 0, col: 0 },
                        )
                    }
                };
                return Some(self.checked(&event).map(|()| event));
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
pub(crate) mod tests {
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

    fn ahead<C: Sink>(bytes: &[u8], check: C) -> Ahead<C>
    where
        ReadError: From<C::Error>,
    {
        Reader::new(io::Cursor::new(bytes.to_vec()), "t")
            .check_board(true)
            .parse_ahead(check)
            .unwrap()
    }

    /// `bytes` in a file of its own, read in parts.
    fn parts<C: Sink>(bytes: &[u8], check: C) -> Ahead<C>
    where
        ReadError: From<C::Error>,
    {
        Ahead::file(temp_file(bytes), "t", true, check).unwrap()
    }

    /// `bytes` in a file of its own, already unlinked: for the tests of reading in parts.
    pub(crate) fn temp_file(bytes: &[u8]) -> File {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static FILES: AtomicUsize = AtomicUsize::new(0);
        let k = FILES.fetch_add(1, Ordering::Relaxed);
        let name = format!("nqt-ahead-{}-{k}.jsonl", std::process::id());
        let path = std::env::temp_dir().join(name);
        std::fs::write(&path, bytes).unwrap();
        let file = File::open(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        file
    }

    /// What an `Ahead` yields by iterating, and by `for_each_event`.
    fn yields<C: Sink>(make: impl Fn() -> Ahead<C>) -> [Vec<Result<Event, String>>; 2]
    where
        ReadError: From<C::Error>,
    {
        let got = make().map(shown).collect();
        let mut each = Vec::new();
        if let Err(e) = make().for_each_event(|e| -> Result<bool, ReadError> {
            each.push(Ok(e.clone()));
            Ok(true)
        }) {
            each.push(Err(e.to_string()));
        }
        [got, each]
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

    /// The events and errors of iterating the reader, by iterating and by `for_each_event`, in
    /// order on one thread and in parts on two: whole, damaged at a line several batches in
    /// and across the edge of two parts, with a step out of order, truncated, with `\r\n`
    /// line ends and a byte order mark, with the order checked or not.
    #[test]
    fn ahead_yields_what_the_reader_yields() {
        let (events, good) = trace(8); // 33,590 events: several batches, and parts
        let line_at = |k: usize| {
            good.split_inclusive(|&b| b == b'\n').take(k - 1).map(<[u8]>::len).sum::<usize>()
        };
        let k = 3 * BATCH + 17; // a line number, from 1
        let mut bad = good.clone();
        bad[line_at(k)] = b'x';
        // Around the edge of the second and third parts.
        let edge = line_at(2) + 2 * Ahead::<Ignore>::PART as usize;
        let mut at_edge = good.clone();
        at_edge[edge - 1] = b'x';
        let mut edge_newline = good.clone();
        edge_newline[edge - 1] = b'\n';
        // A step out of order: a fault of the check, not of the reader.
        let mut skipped = good.clone();
        let at = line_at(k) + memchr::memmem::find(&good[line_at(k)..], b"\"step\":").unwrap() + 7;
        skipped[at] = if skipped[at] == b'9' { b'1' } else { skipped[at] + 1 };
        let truncated = &good[..line_at(events.len())];
        let crlf: Vec<u8> =
            String::from_utf8(good.clone()).unwrap().replace('\n', "\r\n").into_bytes();
        let bom = [&b"\xEF\xBB\xBF"[..], &good].concat();
        let mut bom_later = good.clone();
        bom_later.splice(line_at(k)..line_at(k), b"\xEF\xBB\xBF".iter().copied());
        let inputs = [
            &good[..],
            &bad,
            &at_edge,
            &edge_newline,
            &skipped,
            truncated,
            &good[..good.len() - 1],
            &crlf,
            &bom,
            &bom_later,
            &good[..line_at(2)],
            &b""[..],
        ];
        for (i, input) in inputs.into_iter().enumerate() {
            let direct = || Reader::new(input, "t").check_board(true);
            for ordered in [false, true] {
                let mut order = Order::new("t");
                let mut want: Vec<Result<Event, String>> = Vec::new();
                for r in direct() {
                    let r =
                        r.and_then(|e| if ordered { order.event(&e).map(|_| e) } else { Ok(e) });
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
                let want = [want.clone(), want];
                if ordered {
                    assert_eq!(yields(|| ahead(input, Order::new("t"))), want, "{i}: in order");
                    assert_eq!(yields(|| parts(input, Order::new("t"))), want, "{i}: in parts");
                } else {
                    assert_eq!(yields(|| ahead(input, Ignore)), want, "{i}: in order");
                    assert_eq!(yields(|| parts(input, Ignore)), want, "{i}: in parts");
                }
            }
        }
        let err = parts(&bad, Ignore).find_map(Result::err).unwrap().to_string();
        assert!(err.starts_with(&format!("t:{k}: ")), "{err}");
    }

    /// A check that stops ends the input after the event it stopped at, and is finished there,
    /// by iterating and by `for_each_event`, in order and in parts.
    #[test]
    fn a_check_that_stops_ends_the_input_there() {
        /// Stops at step `at`; counts its `finish` calls in `finished`.
        struct StopAt {
            at: u64,
            finished: std::rc::Rc<std::cell::Cell<u32>>,
        }
        impl Sink for StopAt {
            type Error = std::convert::Infallible;
            fn event(&mut self, e: &Event) -> Result<bool, Self::Error> {
                Ok(e.step() != self.at)
            }
            fn finish(&mut self) -> Result<(), Self::Error> {
                self.finished.set(self.finished.get() + 1);
                Ok(())
            }
        }
        let (events, bytes) = trace(8);
        let at = 3 * BATCH as u64 + 5;
        let want: Vec<Result<Event, String>> =
            events[..=at as usize].iter().cloned().map(Ok).collect();
        let finished = std::rc::Rc::new(std::cell::Cell::new(0));
        let check = || StopAt { at, finished: std::rc::Rc::clone(&finished) };
        assert_eq!(yields(|| ahead(&bytes, check())), [want.clone(), want.clone()]);
        assert_eq!(yields(|| parts(&bytes, check())), [want.clone(), want]);
        assert_eq!(finished.get(), 4);
    }

    /// A consumer may stop and go on, and may drop the reader early.
    #[test]
    fn a_consumer_stops_where_it_wants() {
        let (events, bytes) = trace(8);
        for mut a in [ahead(&bytes, Ignore), parts(&bytes, Ignore)] {
            let mut seen = 0;
            let stopped = a.for_each_event(|_| -> Result<bool, ReadError> {
                seen += 1;
                Ok(seen < 10)
            });
            assert!(!stopped.unwrap());
            assert_eq!(a.next().unwrap().unwrap(), events[10]);
            drop(a);
        }
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
        let mut a = Reader::new(src, "pipe").parse_ahead(Ignore).unwrap();
        for (line, event) in bytes.split_inclusive(|&b| b == b'\n').zip(&events).take(5) {
            tx.send(line.to_vec()).unwrap();
            assert_eq!(&a.next().unwrap().unwrap(), event);
        }
    }
}
