//! A streaming reader of JSON Lines traces.
//!
//! [`Reader`] yields one [`Event`] per line and never holds more than one line: memory stays
//! flat however long the trace. It accepts `\r\n` line ends and a leading UTF-8 byte order
//! mark, and ignores fields it does not know (a newer writer may add optional ones). It refuses
//! a first line that is not a `start` of schema `nqueens-trace/1`, unknown event kinds,
//! malformed JSON, and lines longer than [`MAX_LINE`]. Each error names the source and line.
//!
//! Speed matters: an n=12 trace is 21 million lines. Lines are found with `memchr` and parsed
//! in the source's own buffer, without a copy; the canonical form that `run` writes is parsed
//! by hand, and anything else by serde_json, with the same results (a property test holds
//! the two paths to that). Over 20 million events a second on one core.

mod ahead;
mod fast;
mod generic;
mod number;
mod rules;

#[cfg(test)]
pub(crate) use ahead::tests as ahead_tests;
pub use ahead::Ahead;
pub(crate) use ahead::Span;
pub(crate) use number::whole_numbers;
use rules::{check_nqueens_rule, validate, ANOTHER_PROBLEM};
pub use rules::{
    check_start, check_values, Checked, OffBoard, Order, OrderFault, StartFault, ValueFault,
};

use crate::escape::Escaping;
use crate::event::{Event, BACKTRACK_SCHEMA, MAX_N, SCHEMA};
use crate::sink::Sink;
use std::convert::Infallible;
use std::fmt;
use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

/// The longest line the reader accepts, in bytes. The longest canonical line (a solution of
/// n=32) is under 200 bytes; anything near this is not a trace, and is refused rather than
/// buffered.
pub const MAX_LINE: usize = 1 << 20;

/// Why a trace could not be read, and where.
#[derive(Debug)]
pub struct ReadError {
    /// The source: a file name, or `<stdin>`.
    pub source: String,
    /// The 1-based line number; 0 when the error is not about one line (opening the file).
    pub line: u64,
    /// What went wrong.
    pub kind: ReadErrorKind,
}

/// What went wrong in a [`ReadError`].
#[derive(Debug)]
pub enum ReadErrorKind {
    /// The source could not be opened or read.
    Io(io::Error),
    /// The input holds no line at all.
    Empty,
    /// A line longer than [`MAX_LINE`].
    LineTooLong,
    /// A line that is not a JSON event of this schema (including unknown event kinds).
    Json(serde_json::Error),
    /// A line that is JSON of the event's shape, but with a value the schema forbids
    /// ([`check_values`]): not a valid event either.
    Value(ValueFault),
    /// [`ReadErrorKind::Json`], in a trace of schema `backtrack-trace/1` (whose name the
    /// message gives).
    ProblemJson(serde_json::Error),
    /// [`ReadErrorKind::Value`], in a trace of schema `backtrack-trace/1`.
    ProblemValue(ValueFault),
    /// An empty line.
    Blank,
    /// The first line is a valid event, but cannot begin a trace ([`check_start`]).
    Start(StartFault),
    /// The events are not in the order `run` writes (only checked through [`Order`]).
    Order(OrderFault),
    /// An event about a square, or a solution, that does not fit the board (only checked by a
    /// reader made with [`Reader::check_board`]).
    OffBoard(OffBoard),
}

// The source's name and the parser's message quote the input (an unknown event's name, a
// schema): the whole message goes through `escape`, so none of it reaches a terminal raw.
impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let f = &mut Escaping(f);
        if self.line == 0 {
            write!(f, "{}: {}", self.source, self.kind)
        } else {
            write!(f, "{}:{}: {}", self.source, self.line, self.kind)
        }
    }
}

/// What went wrong, without the source and line: the part of a [`ReadError`]'s message that
/// a caller with its own way of naming the place (the Python package's "event K") shows.
impl fmt::Display for ReadErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadErrorKind::Io(e) => write!(f, "{e}"),
            ReadErrorKind::Empty => {
                write!(f, "empty trace: expected a start line of schema {SCHEMA}")
            }
            ReadErrorKind::LineTooLong => {
                write!(f, "line longer than {MAX_LINE} bytes: not a trace")
            }
            ReadErrorKind::Json(e) => write!(f, "not a valid {SCHEMA} event: {e}"),
            ReadErrorKind::Value(fault) => write!(f, "not a valid {SCHEMA} event: {fault}"),
            ReadErrorKind::ProblemJson(e) => {
                write!(f, "not a valid {BACKTRACK_SCHEMA} event: {e}")
            }
            ReadErrorKind::ProblemValue(fault) => {
                write!(f, "not a valid {BACKTRACK_SCHEMA} event: {fault}")
            }
            ReadErrorKind::Blank => write!(f, "empty line: expected one JSON event per line"),
            ReadErrorKind::Start(StartFault::NotStart(kind)) => {
                write!(f, "the first event is '{kind}': a trace must begin with a start event")
            }
            ReadErrorKind::Start(StartFault::Schema(s)) => {
                write!(
                    f,
                    "unsupported schema {s:?}: expected \"{SCHEMA}\" or \"{BACKTRACK_SCHEMA}\""
                )
            }
            ReadErrorKind::Start(StartFault::Instance(e)) => write!(f, "the start line's {e}"),
            ReadErrorKind::Start(StartFault::Size(n)) => {
                write!(f, "board size n={n} is out of range: expected 1 to {MAX_N}")
            }
            ReadErrorKind::Order(fault) => write!(f, "{fault}"),
            ReadErrorKind::OffBoard(what) => write!(f, "{what}"),
        }
    }
}

// The message already includes the cause's text, so `source` stays `None`: error reporters
// that print the chain would otherwise say it twice.
impl std::error::Error for ReadError {}

/// A sink that cannot fail (a verifier, a counter) is fed from a trace whose only errors are
/// the reader's.
impl From<Infallible> for ReadError {
    fn from(never: Infallible) -> ReadError {
        match never {}
    }
}

/// Reads events, one per line, from a buffered source.
///
/// ```
/// use nqueens_trace::{Event, Reader};
///
/// let trace = b"{\"event\":\"start\",\"step\":0,\"schema\":\"nqueens-trace/1\",\"n\":1,\"limit\":null}\r\n";
/// let events: Vec<Event> = Reader::new(&trace[..], "inline").collect::<Result<_, _>>().unwrap();
/// assert_eq!(events.len(), 1);
/// ```
#[derive(Debug)]
pub struct Reader<R> {
    src: R,
    name: String,
    line_no: u64,
    buf: Vec<u8>,
    n: Option<u32>,
    check_board: bool,
    keep_lines: bool,
    failed: bool,
    /// Whether the last line `read` took left the source's buffer empty.
    drained: bool,
    /// With [`Ahead`] for `diff`: the bytes of the lines read since it was last taken, their
    /// line ends included.
    raw: Option<Vec<u8>>,
    /// The number of the trace's first line: 1, or 0 for a reader of a part of a file after
    /// its first line (no line has that number, so none is taken for the first).
    first: u64,
}

impl Reader<BufReader<File>> {
    /// Opens the file at `path`; errors name the path as given (their Display escapes it).
    pub fn open(path: &Path) -> Result<Self, ReadError> {
        let name = path.display().to_string();
        match File::open(path) {
            Ok(f) => Ok(Reader::new(BufReader::with_capacity(1 << 16, f), name)),
            Err(e) => Err(ReadError { source: name, line: 0, kind: ReadErrorKind::Io(e) }),
        }
    }
}

impl<R: BufRead> Reader<R> {
    /// A reader of `src`, whose errors call it `name`.
    pub fn new(src: R, name: impl Into<String>) -> Self {
        Reader {
            src,
            name: name.into(),
            line_no: 0,
            buf: Vec::new(),
            n: None,
            check_board: false,
            keep_lines: false,
            failed: false,
            drained: false,
            raw: None,
            first: 1,
        }
    }

    /// Also refuse events whose squares or solutions do not fit the board that `start`
    /// announced. Renderers want this (a row of 4 billion would indent for ever); `verify`
    /// does not, since it reports such a trace as invalid rather than unreadable.
    pub fn check_board(mut self, yes: bool) -> Self {
        self.check_board = yes;
        self
    }

    /// Keep a copy of each line, for [`Reader::line`]. `diff` uses it to compare two traces'
    /// lines before parsing them.
    pub fn keep_lines(mut self, yes: bool) -> Self {
        self.keep_lines = yes;
        self
    }

    /// The last line read, without its line end, if [`Reader::keep_lines`] is on; empty
    /// otherwise.
    pub fn line(&self) -> &[u8] {
        &self.buf
    }

    /// Skips the next line if it is byte for byte `line` (the line another reader just read,
    /// say) and returns `Some(Ok(None))`; otherwise reads it like [`Iterator::next`]. Two
    /// copies of one trace are then read for little more than the cost of one: a skipped line
    /// means whatever `line` meant. Only lines after the first are skipped, and none by a
    /// reader made with [`Reader::check_board`], which must see every event.
    pub fn next_unless_same(&mut self, line: &[u8]) -> Option<Result<Option<Event>, ReadError>> {
        // No line holds a `\n`: such a `line` is never skipped.
        if memchr::memchr(b'\n', line).is_some() {
            return self.read().map(|r| r.map(Some));
        }
        self.next_unless_line(line)
    }

    /// [`Reader::next_unless_same`] of a `line` known to hold no `\n` (another reader's
    /// [`Reader::line`]).
    #[inline]
    pub(crate) fn next_unless_line(
        &mut self,
        line: &[u8],
    ) -> Option<Result<Option<Event>, ReadError>> {
        // A line of a `backtrack-trace/1` trace is never skipped: the same bytes may be a valid
        // N-Queens line and not a valid line of that schema.
        if !self.failed && self.n.is_some() && !self.check_board && self.n != Some(ANOTHER_PROBLEM)
        {
            // A read error is left to `read`, which reports it.
            if let Ok(chunk) = self.src.fill_buf() {
                // The next line is `line` exactly when the buffer starts with it and its line
                // end (`line` holds no `\n`): no search for the end is needed.
                let len = match chunk.strip_prefix(line) {
                    Some([b'\n', ..]) => Some(line.len() + 1),
                    Some([b'\r', b'\n', ..]) => Some(line.len() + 2),
                    _ => None,
                };
                if let Some(len) = len {
                    self.src.consume(len);
                    self.line_no += 1;
                    if self.keep_lines {
                        self.buf.clear();
                        self.buf.extend_from_slice(line);
                    }
                    return Some(Ok(None));
                }
            }
        }
        self.read().map(|r| r.map(Some))
    }

    /// The events, each passed through `check` (an [`Order`], say) before it is handed on;
    /// see [`Checked`].
    pub fn checked<C: Sink>(self, check: C) -> Checked<Self, C> {
        Checked::new(self, check)
    }

    /// The board size of the trace, once its `start` has been read.
    pub fn n(&self) -> Option<u32> {
        self.n
    }

    /// The source's name, as errors give it.
    pub fn name(&self) -> &str {
        &self.name
    }

    fn error(&mut self, kind: ReadErrorKind) -> ReadError {
        self.failed = true;
        ReadError { source: self.name.clone(), line: self.line_no, kind }
    }
}

/// Parses one line (without its line end) and applies the rules about the first line, which
/// `first` says it is. `n` is the board size once `start` has been read; the first call sets
/// it.
#[inline(always)]
fn parse_line(
    mut line: &[u8],
    first: bool,
    n: &mut Option<u32>,
    check: bool,
) -> Result<Event, ReadErrorKind> {
    if first {
        line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
    }
    // Nearly every line of a trace is a canonical try, accept, reject or backtrack: those are
    // parsed by hand, several times faster than serde's tagged-enum path. Anything else (other
    // spacing, key order, extra fields, other kinds) goes to serde_json, so both paths accept
    // the same lines and agree on their meaning. The fast path reads N-Queens' names: the
    // lines of another problem's trace (`backtrack-trace/1`) all go to serde.
    let generic = *n == Some(ANOTHER_PROBLEM);
    let canonical = if generic { None } else { fast::parse(line) };
    let event = match canonical {
        Some(event) => event,
        None => {
            if line.iter().all(u8::is_ascii_whitespace) {
                return Err(ReadErrorKind::Blank);
            }
            let event = from_json(line, generic).map_err(|e| match generic {
                true => ReadErrorKind::ProblemJson(e),
                false => ReadErrorKind::Json(e),
            })?;
            // The fast path reads only squares, which have no such value: only serde's events
            // are checked. A fault is said in the words of the schema the line belongs to.
            let generic = generic
                || matches!(&event, Event::Start { schema, .. } if schema.named().is_some());
            check_values(&event).map_err(|fault| match generic {
                true => ReadErrorKind::ProblemValue(fault),
                false => ReadErrorKind::Value(fault),
            })?;
            if !generic {
                check_nqueens_rule(&event).map_err(ReadErrorKind::Value)?;
            }
            event
        }
    };
    validate(&event, n, check)?;
    Ok(event)
}

/// A line that is not canonical, through serde. A field unknown to the line's kind is
/// ignored whatever its value; but serde's tagged enums read and decode every field before
/// they know the kind, and refuse in any of them a number out of `f64`'s range
/// (`"future":1e400`) or a lone surrogate escape (`"future":"\ud800"`, which Python's
/// `json.dumps` writes). A line serde refuses is read again with only the fields of its kind,
/// each kept as the text it was (a raw value is checked as JSON, not decoded) but for its
/// whole numbers, written as digits. A known field that still cannot be read is named in the
/// error.
///
/// `generic` says the line is one of a `backtrack-trace/1` trace: its fields have that
/// schema's names ([`generic::Generic`]).
fn from_json(line: &[u8], generic: bool) -> Result<Event, serde_json::Error> {
    let event = from_fields(line, generic)?;
    // serde takes a missing `Option` for `None`; but the schema requires `limit`, and a start
    // without it says nothing of its search: refused, as every other missing field is.
    if let Event::Start { limit: None, .. } = event {
        use serde_json::value::RawValue;
        let fields: std::collections::BTreeMap<String, &RawValue> = serde_json::from_slice(line)?;
        if !fields.contains_key("limit") {
            return Err(serde::de::Error::missing_field("limit"));
        }
    }
    Ok(event)
}

/// [`from_json`] but for the rule about `limit`.
fn from_fields(line: &[u8], generic: bool) -> Result<Event, serde_json::Error> {
    use serde_json::value::RawValue;
    use std::collections::BTreeMap;
    let first = match decode(line, generic) {
        Err(e) => e,
        parsed => return parsed,
    };
    let Ok(fields) = serde_json::from_slice::<BTreeMap<String, &RawValue>>(line) else {
        return Err(first);
    };
    let kind = fields.get("event").and_then(|raw| serde_json::from_str::<String>(raw.get()).ok());
    let schema = if generic { BACKTRACK_SCHEMA } else { SCHEMA };
    let Some(known) = kind.as_deref().and_then(|kind| Event::fields_in(kind, schema)) else {
        return Err(match lone_surrogate(raw_of(&fields, "event")) {
            Some(escape) => surrogate_error("event", escape),
            None => first,
        });
    };
    let mut kept = String::from("{");
    for (name, raw) in
        fields.iter().filter(|(name, _)| name == &"event" || known.contains(&name.as_str()))
    {
        if kept.len() > 1 {
            kept.push(',');
        }
        kept += &serde_json::Value::String(name.clone()).to_string();
        kept.push(':');
        // A whole number written `1.0` or `1e3` is an integer to the schema: serde reads it
        // once it is digits.
        kept += &number::whole_numbers(raw.get());
    }
    kept.push('}');
    decode(kept.as_bytes(), generic).map_err(|second| {
        // A value of a known field that is not even JSON's (a lone surrogate, a number past
        // `f64`): say which field, since the position serde gives is in the line as kept.
        let unreadable = fields.iter().find(|(name, raw)| {
            known.contains(&name.as_str())
                && serde_json::from_str::<serde_json::Value>(raw.get()).is_err()
        });
        match unreadable
            .map(|(name, raw)| (name, serde_json::from_str::<serde_json::Value>(raw.get())))
        {
            Some((name, Err(e))) => match lone_surrogate(raw_of(&fields, name)) {
                Some(escape) => surrogate_error(name, escape),
                None => {
                    let what = e.to_string();
                    let what = what.rfind(" at line ").map_or(&what[..], |at| &what[..at]);
                    serde::de::Error::custom(format_args!("{what} in field `{name}`"))
                }
            },
            // A number that is no integer, named as written in its field; anything else is
            // refused as the whole line was, at its place in the line.
            _ => as_written(&second, &fields, known).unwrap_or(first),
        }
    })
}

/// serde's refusal `e` of a number that is no whole number where the schema wants one, in
/// the words of the line: serde names the float it read, which is not always the number
/// written (`1e-400` reads as `0.0`), and not its field. `None` when `e` is not about such a
/// number of one of the `known` fields.
fn as_written(
    e: &serde_json::Error,
    fields: &std::collections::BTreeMap<String, &serde_json::value::RawValue>,
    known: &[&str],
) -> Option<serde_json::Error> {
    const FLOAT: &str = "floating point `";
    let message = e.to_string();
    let message = message.rfind(" at line ").map_or(&message[..], |at| &message[..at]);
    let at = message.find(FLOAT)?;
    let rest = &message[at + FLOAT.len()..];
    let end = rest.find('`')?;
    let read: f64 = rest[..end].parse().ok()?;
    // The first field (in the order serde met them, the kept line's) whose number, left as
    // written because it is no integer of 20 digits at most, reads as that float.
    let (name, raw) = fields.iter().find(|(name, raw)| {
        let raw = raw.get();
        known.contains(&name.as_str())
            && number::is_number(raw)
            && raw.contains(['.', 'e', 'E'])
            && matches!(number::whole_numbers(raw), std::borrow::Cow::Borrowed(_))
            && serde_json::from_str::<f64>(raw).is_ok_and(|x| x == read)
    })?;
    Some(serde::de::Error::custom(format_args!(
        "{}floating point `{}` in field `{name}`{}",
        &message[..at],
        raw.get(),
        &rest[end + 1..]
    )))
}

/// The event of a line whose field names are N-Queens' or, `generic`, `backtrack-trace/1`'s.
fn decode(line: &[u8], generic: bool) -> Result<Event, serde_json::Error> {
    if generic {
        serde_json::from_slice::<generic::Generic>(line).map(Event::from)
    } else {
        serde_json::from_slice(line)
    }
}

/// A field read that holds half of a surrogate pair: serde's own words ("unexpected end of hex
/// escape") do not say what is wrong.
fn surrogate_error(name: &str, escape: &str) -> serde_json::Error {
    serde::de::Error::custom(format_args!(
        "field `{name}` holds the escape {escape}, half of a surrogate pair, which is not a \
         character"
    ))
}

/// The text of field `name` as the line has it.
fn raw_of<'a>(
    fields: &std::collections::BTreeMap<String, &'a serde_json::value::RawValue>,
    name: &str,
) -> &'a str {
    fields.get(name).map_or("", |raw| raw.get())
}

/// The first `\uXXXX` escape in `raw` (JSON text) that is half of a surrogate pair without
/// its other half, as written.
fn lone_surrogate(raw: &str) -> Option<&str> {
    let bytes = raw.as_bytes();
    let unit = |at: usize| -> Option<u16> {
        let hex = raw.get(at + 2..at + 6)?;
        (bytes.get(at) == Some(&b'\\') && bytes.get(at + 1) == Some(&b'u'))
            .then(|| u16::from_str_radix(hex, 16).ok())
            .flatten()
    };
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] != b'\\' {
            at += 1;
            continue;
        }
        match unit(at) {
            Some(0xD800..=0xDBFF) => {
                if !matches!(unit(at + 6), Some(0xDC00..=0xDFFF)) {
                    return raw.get(at..at + 6);
                }
                at += 12;
            }
            Some(0xDC00..=0xDFFF) => return raw.get(at..at + 6),
            Some(_) => at += 6,
            // Any other escape is two characters: `\\` must not start a `\u`.
            None => at += 2,
        }
    }
    None
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<Event, ReadError>;

    /// The next event; after the first error, `None`.
    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        self.read()
    }
}

impl<R: BufRead> Reader<R> {
    /// Hands every remaining event to `f` in order, by reference, until `f` returns `Ok(false)`
    /// or an error, or the reader's first error: the engine of [`Trace::feed`]. Returns
    /// `Ok(true)` at the end of the input, `Ok(false)` when `f` stopped (the next event read
    /// is the one after), and the first error. The events and errors are those of iterating;
    /// this is faster, since the lines already in the source's buffer are parsed in one pass
    /// over it and no event is moved out through an `Option<Result<…>>`.
    pub(crate) fn for_each_event<E: From<ReadError>>(
        &mut self,
        mut f: impl FnMut(&Event) -> Result<bool, E>,
    ) -> Result<bool, E> {
        loop {
            // The first line sets the board and may carry a byte order mark, and a kept line
            // is copied: those go through `read`, as does a line split across two reads.
            if self.n.is_some() && !self.keep_lines && !self.failed {
                if let Ok(chunk) = self.src.fill_buf() {
                    let mut used = 0;
                    let mut fault = None;
                    let mut result = Ok(true);
                    let generic = self.n == Some(ANOTHER_PROBLEM);
                    loop {
                        let rest = &chunk[used..];
                        // A canonical line is recognised with its end, without a search; the
                        // lines of `backtrack-trace/1` go to serde (see `parse_line`).
                        let canonical = if generic { None } else { fast::parse_line_at(rest) };
                        if let Some((event, len)) = canonical {
                            used += len;
                            self.line_no += 1;
                            match validate(&event, &mut self.n, self.check_board) {
                                Ok(()) => result = f(&event),
                                Err(kind) => fault = Some(kind),
                            }
                        } else {
                            let Some(end) = memchr::memchr(b'\n', rest) else {
                                break;
                            };
                            if end > MAX_LINE {
                                break;
                            }
                            used += end + 1;
                            self.line_no += 1;
                            let line = strip_cr(&rest[..end]);
                            match parse_line(
                                line,
                                self.line_no == self.first,
                                &mut self.n,
                                self.check_board,
                            ) {
                                Ok(event) => result = f(&event),
                                Err(kind) => fault = Some(kind),
                            }
                        }
                        if fault.is_some() || !matches!(result, Ok(true)) {
                            break;
                        }
                    }
                    self.src.consume(used);
                    if let Some(kind) = fault {
                        return Err(self.error(kind).into());
                    }
                    if !result? {
                        return Ok(false);
                    }
                    if used > 0 {
                        continue;
                    }
                }
            }
            match self.read() {
                Some(Ok(event)) => {
                    if !f(&event)? {
                        return Ok(false);
                    }
                }
                Some(Err(e)) => return Err(e.into()),
                None => return Ok(true),
            }
        }
    }

    #[inline]
    fn read(&mut self) -> Option<Result<Event, ReadError>> {
        if self.failed {
            return None;
        }
        self.line_no += 1;
        self.buf.clear();
        loop {
            let chunk = match self.src.fill_buf() {
                Ok(c) => c,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Some(Err(self.error(ReadErrorKind::Io(e)))),
            };
            // A canonical line is recognised with its end, without a search: what
            // `for_each_event` does, for the readers that iterate (verify, diff).
            if self.buf.is_empty() && self.n != Some(ANOTHER_PROBLEM) {
                if let Some((event, len)) = fast::parse_line_at(chunk) {
                    if self.keep_lines {
                        self.buf.extend_from_slice(strip_cr(&chunk[..len - 1]));
                    }
                    self.drained = len == chunk.len();
                    if let Some(raw) = &mut self.raw {
                        raw.extend_from_slice(&chunk[..len]);
                    }
                    self.src.consume(len);
                    return Some(match validate(&event, &mut self.n, self.check_board) {
                        Ok(()) => Ok(event),
                        Err(kind) => Err(self.error(kind)),
                    });
                }
            }
            let Some(end) = memchr::memchr(b'\n', chunk) else {
                if chunk.is_empty() {
                    // The end of the input: a last line without `\n` is still a line.
                    if !self.buf.is_empty() {
                        break;
                    }
                    if self.line_no == self.first {
                        return Some(Err(self.error(ReadErrorKind::Empty)));
                    }
                    return None;
                }
                if self.buf.len() + chunk.len() > MAX_LINE {
                    return Some(Err(self.error(ReadErrorKind::LineTooLong)));
                }
                self.buf.extend_from_slice(chunk);
                if let Some(raw) = &mut self.raw {
                    raw.extend_from_slice(chunk);
                }
                let used = chunk.len();
                self.src.consume(used);
                continue;
            };
            if self.buf.len() + end > MAX_LINE {
                return Some(Err(self.error(ReadErrorKind::LineTooLong)));
            }
            if self.buf.is_empty() {
                // The common case: the whole line is in the source's buffer, parse it there
                // without copying.
                let line = strip_cr(&chunk[..end]);
                if self.keep_lines {
                    self.buf.extend_from_slice(line);
                }
                let parsed =
                    parse_line(line, self.line_no == self.first, &mut self.n, self.check_board);
                self.drained = end + 1 == chunk.len();
                if let Some(raw) = &mut self.raw {
                    raw.extend_from_slice(&chunk[..=end]);
                }
                self.src.consume(end + 1);
                return Some(parsed.map_err(|kind| self.error(kind)));
            }
            self.buf.extend_from_slice(&chunk[..end]);
            self.drained = end + 1 == chunk.len();
            if let Some(raw) = &mut self.raw {
                raw.extend_from_slice(&chunk[..=end]);
            }
            self.src.consume(end + 1);
            break;
        }
        if self.buf.last() == Some(&b'\r') {
            self.buf.pop();
        }
        let parsed =
            parse_line(&self.buf, self.line_no == self.first, &mut self.n, self.check_board);
        Some(parsed.map_err(|kind| self.error(kind)))
    }
}

/// A trace being read: a [`Reader`], or an [`Ahead`] that reads on threads of its own. Its
/// events come by iterating, or, faster, pushed into a [`Sink`] with [`Trace::feed`];
/// consumers generic over it (`verify`, `check`) take either.
pub trait Trace: Iterator<Item = Result<Event, ReadError>> + each::Each {
    /// Hands every remaining event to `sink` until the trace ends or the sink stops, then calls
    /// [`Sink::finish`]; the first error, the trace's or the sink's, is returned at once (and
    /// `finish` is not called). The events and errors are those of iterating.
    #[inline(always)]
    fn feed<S, E>(&mut self, sink: &mut S) -> Result<(), E>
    where
        S: Sink + ?Sized,
        E: From<ReadError> + From<S::Error>,
    {
        self.for_each_event(|event| -> Result<bool, E> { Ok(sink.event(event)?) })?;
        Ok(sink.finish()?)
    }
}

/// The fast path that [`Trace::feed`] runs on, kept out of the library's interface (the trait
/// is public in a private module, so no other crate can name or implement it): the one
/// protocol a consumer sees is the [`Sink`].
mod each {
    use super::{Event, ReadError};

    pub trait Each {
        /// [`Reader::for_each_event`](super::Reader::for_each_event).
        fn for_each_event<E: From<ReadError>>(
            &mut self,
            f: impl FnMut(&Event) -> Result<bool, E>,
        ) -> Result<bool, E>;
    }
}

impl<R: BufRead> each::Each for Reader<R> {
    #[inline(always)]
    fn for_each_event<E: From<ReadError>>(
        &mut self,
        f: impl FnMut(&Event) -> Result<bool, E>,
    ) -> Result<bool, E> {
        Reader::for_each_event(self, f)
    }
}

impl<R: BufRead> Trace for Reader<R> {}

impl<C: Sink> each::Each for Ahead<C>
where
    ReadError: From<C::Error>,
{
    #[inline(always)]
    fn for_each_event<E: From<ReadError>>(
        &mut self,
        f: impl FnMut(&Event) -> Result<bool, E>,
    ) -> Result<bool, E> {
        Ahead::for_each_event(self, f)
    }
}

impl<C: Sink> Trace for Ahead<C> where ReadError: From<C::Error> {}

fn strip_cr(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\r").unwrap_or(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::Sink;
    use std::path::Path;

    trait RunAll {
        fn run_all(&mut self, events: &[Event]);
    }

    impl<S: Sink<Error = io::Error>> RunAll for S {
        fn run_all(&mut self, events: &[Event]) {
            for e in events {
                assert!(self.event(e).unwrap());
            }
            self.finish().unwrap();
        }
    }

    const START: &str =
        r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":4,"limit":null}"#;

    fn read(input: &[u8]) -> Vec<Result<Event, String>> {
        Reader::new(input, "t.jsonl")
            .check_board(true)
            .map(|r| r.map_err(|e| e.to_string()))
            .collect()
    }

    #[test]
    fn unknown_fields_are_ignored_whatever_their_value() {
        let try_ = Ok(Event::Try { step: 1, row: 0, col: 3 });
        for extra in
            ["1e400", "-1e400", "123456789012345678901234567890", "[1e999]", "{\"a\":1e400}"]
        {
            let input = format!(
                "{START}\n{{\"event\":\"try\",\"future\":{extra},\"step\":1,\"row\":0,\"col\":3}}\n"
            );
            assert_eq!(read(input.as_bytes())[1], try_, "{extra}");
        }
        // A lone surrogate escape (Python's json.dumps writes them) is not decoded in a field
        // that is not read, first, last or nested.
        for extra in [r#""\ud800""#, r#""\udfff x""#, r#"["\ud800"]"#, r#"{"\ud800":1}"#] {
            for input in [
                format!("{START}\n{{\"event\":\"try\",\"future\":{extra},\"step\":1,\"row\":0,\"col\":3}}\n"),
                format!("{START}\n{{\"event\":\"try\",\"step\":1,\"row\":0,\"col\":3,\"future\":{extra}}}\n"),
            ] {
                assert_eq!(read(input.as_bytes())[1], try_, "{input}");
            }
        }
        // In a field that is read it is refused, naming the field.
        let schema = START.replace("nqueens-trace/1", "\\ud800");
        let err = read(format!("{schema}\n").as_bytes())[0].clone().unwrap_err();
        assert!(err.starts_with("t.jsonl:1: not a valid nqueens-trace/1 event: "), "{err}");
        assert!(err.ends_with("field `schema` holds the escape \\ud800, half of a surrogate pair, which is not a character"), "{err}");
        assert_eq!(lone_surrogate(r#""a\\ud800 \ud83d\ude00 \udc00""#), Some(r"\udc00"));
        assert_eq!(lone_surrogate(r#""\ud83d\ude00""#), None);
        let kind = format!("{START}\n{{\"event\":\"\\ud800\",\"step\":1}}\n");
        let err = read(kind.as_bytes())[1].clone().unwrap_err();
        assert!(err.contains("surrogate"), "{err}");
        // A field of another kind is unknown to this one; a known field out of range is not.
        let row_on_start = START.replace("null}", "null,\"row\":1e400}");
        assert!(read(row_on_start.as_bytes())[0].is_ok());
        let known = format!("{START}\n{{\"event\":\"try\",\"step\":1,\"row\":1e400,\"col\":3}}\n");
        let err = read(known.as_bytes())[1].clone().unwrap_err();
        assert!(err.starts_with("t.jsonl:2: not a valid nqueens-trace/1 event: "), "{err}");
    }

    /// A number that is no integer is named as written, in its field, whatever serde read it
    /// as, even beside an unknown field that serde cannot read: `0.0` is not what the line says.
    #[test]
    fn a_number_that_is_no_integer_is_named_as_written() {
        for (fields, said) in [
            ("\"row\":1e-400,\"col\":3", "floating point `1e-400` in field `row`"),
            ("\"row\":0,\"col\":2.5", "floating point `2.5` in field `col`"),
            ("\"future\":1e400,\"row\":1.0e-9,\"col\":3", "floating point `1.0e-9` in field `row`"),
        ] {
            let line = format!("{START}\n{{\"event\":\"try\",\"step\":1,{fields}}}\n");
            let err = read(line.as_bytes())[1].clone().unwrap_err();
            let want = format!(
                "t.jsonl:2: not a valid nqueens-trace/1 event: invalid type: {said}, expected u32"
            );
            assert_eq!(err, want, "{fields}");
        }
        assert!(
            number::is_number("-1.5e-3") && !number::is_number("1x") && !number::is_number("\"1\"")
        );
    }

    /// The values the schema forbids and the event's types hold are refused like any other
    /// value out of range, naming the field, what was given and what is valid: a `start` of a
    /// step other than 0 (first or later), a solution of index 0, in any form serde reads.
    #[test]
    fn a_start_s_step_and_a_solution_s_index_are_values_of_the_schema() {
        let cases = [
            (START.replace("\"step\":0", "\"step\":3"), 1, "field `step`: a start's step is 0, not 3"),
            (START.replace("\"step\":0", "\"step\":1e0"), 1, "a start's step is 0, not 1"),
            (format!("{START}\n{}", START.replace("\"step\":0", "\"step\":1")), 2, "not 1"),
            (
                format!("{START}\n{{\"event\":\"solution\",\"step\":1,\"index\":0,\"queens\":[1,3,0,2]}}"),
                2,
                "field `index`: a solution's index counts from 1 (the first is 1), not 0",
            ),
            (
                format!("{START}\n{{\"event\":\"solution\",\"step\":1,\"index\":-0.0,\"queens\":[1,3,0,2]}}"),
                2,
                "counts from 1 (the first is 1), not 0",
            ),
        ];
        for (input, line, want) in cases {
            for check in [false, true] {
                let got: Vec<_> = Reader::new(format!("{input}\n").as_bytes(), "t.jsonl")
                    .check_board(check)
                    .map(|r| r.map_err(|e| e.to_string()))
                    .collect();
                let err = got.last().unwrap().as_ref().unwrap_err();
                let head = format!("t.jsonl:{line}: not a valid nqueens-trace/1 event: ");
                assert!(err.starts_with(&head), "{err}");
                assert!(err.ends_with(want), "{err}");
            }
        }
        // Through `Order::on_board`, events from no reader meet the same rule.
        let mut order = Order::on_board("events");
        let start = Event::Start {
            step: 2,
            schema: SCHEMA.into(),
            n: 4,
            limit: None,
            start: crate::event::Position::NONE,
        };
        let err = order.event(&start).unwrap_err();
        assert!(matches!(err.kind, ReadErrorKind::Value(ValueFault::StartStep(2))), "{err}");
    }

    /// Each schema has one name per field, and a fault is said in the words of the schema of
    /// the trace: a Sudoku trace's line with N-Queens' names lacks its variable, whether the
    /// fast path would read it or not, however the reader is read.
    #[test]
    fn each_schema_reads_its_own_names_and_says_its_own_name() {
        const SUDOKU: &str = r#"{"event":"start","step":0,"schema":"backtrack-trace/1","problem":"sudoku","instance":{"puzzle":"1.....2..3.....4"},"n":4,"limit":null}"#;
        let generic = "not a valid backtrack-trace/1 event: ";
        let cases = [
            (format!("{SUDOKU}\n{{\"event\":\"try\",\"step\":1,\"row\":1,\"col\":1}}"), 2, format!("{generic}missing field `var`")),
            (format!("{SUDOKU}\n{{\"event\":\"reject\",\"step\":1,\"var\":1,\"value\":1,\"rule\":\"diagonal\",\"with\":[0,1]}}"), 2, format!("{generic}unknown variant `diagonal`, expected one of `row`, `column`, `box`, `edge`, `over`, `short`")),
            (SUDOKU.replace("\"limit\":null", "\"limit\":null,\"start\":[1]"), 1, format!("{generic}field `start`: a teacher's start is N-Queens' only (nqueens-trace/1); a backtrack-trace/1 start leaves it out or gives []")),
            (format!("{START}\n{{\"event\":\"try\",\"step\":1,\"var\":1,\"value\":1}}"), 2, "not a valid nqueens-trace/1 event: missing field `row`".into()),
            (format!("{START}\n{{\"event\":\"reject\",\"step\":1,\"row\":1,\"col\":0,\"conflict\":\"box\",\"with\":[0,0]}}"), 2, "not a valid nqueens-trace/1 event: field `conflict`: \"box\" is no way a queen attacks: expected \"column\", \"diagonal\" or \"anti-diagonal\"".into()),
            (format!("{START}\n{{\"event\":\"reject\",\"step\":1,\"row\":1,\"col\":0,\"conflict\":\"edge\",\"with\":[0,0]}}"), 2, "not a valid nqueens-trace/1 event: field `conflict`: \"edge\" is no way a queen attacks: expected \"column\", \"diagonal\" or \"anti-diagonal\"".into()),
        ];
        for (input, line, want) in cases {
            let input = format!("{input}\n");
            for (capacity, check, via_each) in [(1 << 16, true, true), (7, false, false)] {
                for slow in [false, true] {
                    let got = read_with(input.as_bytes(), capacity, check, via_each, slow);
                    let err = got.last().unwrap().as_ref().unwrap_err();
                    assert_eq!(err, &format!("t.jsonl:{line}: {want}"));
                }
            }
        }
        // The other schema's name beside a field's own is a field like any unknown one.
        let both = format!(
            "{SUDOKU}\n{{\"event\":\"try\",\"step\":1,\"var\":1,\"value\":2,\"row\":\"x\"}}\n"
        );
        let events = read(both.as_bytes());
        assert_eq!(events[1], Ok(Event::Try { step: 1, row: 1, col: 2 }));
    }

    #[test]
    fn a_read_error_escapes_what_it_quotes() {
        let input = format!("{START}\n{{\"event\":\"\\u001b]0;x\\u0007\u{202e}\",\"step\":1}}\n");
        let err =
            Reader::new(input.as_bytes(), "a\u{1b}b").nth(1).unwrap().unwrap_err().to_string();
        assert!(err.starts_with(r"a\u{1b}b:2: "), "{err}");
        assert!(err.contains(r"unknown variant `\u{1b}]0;x\u{7}\u{202e}`"), "{err}");
        assert!(!err.chars().any(crate::escape::is_hostile), "{err}");
    }

    #[test]
    fn accepts_crlf_and_a_bom() {
        let input =
            format!("\u{feff}{START}\r\n{{\"event\":\"try\",\"step\":1,\"row\":0,\"col\":3}}\r\n");
        let events = read(input.as_bytes());
        assert_eq!(events.len(), 2);
        assert_eq!(events[1], Ok(Event::Try { step: 1, row: 0, col: 3 }));
    }

    #[test]
    fn errors_name_the_source_and_line() {
        let cases: &[(&str, &str)] = &[
            ("", "t.jsonl:1: empty trace"),
            ("{\"event\":\"try\",\"step\":0,\"row\":0,\"col\":0}\n", "t.jsonl:1: the first event is 'try'"),
            ("{\"event\":\"start\",\"step\":0,\"schema\":\"nqueens-trace/2\",\"n\":4,\"limit\":null}\n", "t.jsonl:1: unsupported schema \"nqueens-trace/2\""),
            ("{\"event\":\"start\",\"step\":0,\"schema\":\"nqueens-trace/1\",\"n\":0,\"limit\":null}\n", "t.jsonl:1: board size n=0"),
        ];
        for (input, want) in cases {
            let got = read(input.as_bytes());
            let err = got.last().unwrap().as_ref().unwrap_err();
            assert!(err.starts_with(want), "{err:?} should start with {want:?}");
        }
        let input = format!("{START}\n{{\"event\":\"jump\",\"step\":1}}\n");
        let err = read(input.as_bytes()).pop().unwrap().unwrap_err();
        assert!(
            err.starts_with("t.jsonl:2: not a valid nqueens-trace/1 event: unknown variant `jump`"),
            "{err}"
        );
        let input = format!("{START}\n\n");
        assert_eq!(
            read(input.as_bytes()).pop().unwrap().unwrap_err(),
            "t.jsonl:2: empty line: expected one JSON event per line"
        );
        let input = format!("{START}\n{{\"event\":\"try\",\"step\":1,\"row\":4,\"col\":0}}\n");
        assert!(read(input.as_bytes()).pop().unwrap().unwrap_err().contains("off the 4×4 board"));
    }

    /// The events of the search for `n` and their JSON Lines.
    fn jsonl(n: u32) -> (Vec<Event>, Vec<u8>) {
        let events = crate::solver::tests::trace(n, None);
        let mut bytes = Vec::new();
        crate::JsonlWriter::new(&mut bytes).run_all(&events);
        (events, bytes)
    }

    #[test]
    fn lines_split_across_reads_are_joined() {
        let (events, mut bytes) = jsonl(4);
        bytes.pop(); // the last line without its `\n` is still read
        for capacity in [1, 7, 64, 1 << 16] {
            let src = io::BufReader::with_capacity(capacity, &bytes[..]);
            let got: Vec<Event> = Reader::new(src, "t").collect::<Result<_, _>>().unwrap();
            assert_eq!(got, events, "capacity {capacity}");
        }
    }

    /// `for_each_event` sees what iterating sees, errors included, however the lines fall in
    /// the source's reads, and stops where its callback fails.
    #[test]
    fn for_each_event_is_iterating() {
        let (events, good) = jsonl(5);
        // Line ends the fast path takes (`\r\n`) and lines it does not (a space at the end).
        let (mut crlf, mut spaced) = (Vec::new(), Vec::new());
        for line in good.split_inclusive(|&b| b == b'\n') {
            crlf.extend_from_slice(&line[..line.len() - 1]);
            crlf.extend_from_slice(b"\r\n");
            spaced.extend_from_slice(&line[..line.len() - 1]);
            spaced.extend_from_slice(b" \n");
        }
        let mut bad = good.clone();
        let at = bad.len() / 2;
        bad[at..].iter_mut().take(30).for_each(|b| *b = b'x');
        let mut off = good.clone();
        let row = memchr::memmem::find(&off[at..], b"\"row\":").unwrap() + at + 6;
        off[row] = b'9';
        for input in [&good, &crlf, &spaced, &bad, &off, &good[..good.len() - 1], &b""[..]] {
            for (capacity, check) in [(1, true), (7, false), (64, true), (1 << 16, true)] {
                let read = || Reader::new(io::BufReader::with_capacity(capacity, input), "t");
                let want: Vec<Result<Event, String>> =
                    read().check_board(check).map(|r| r.map_err(|e| e.to_string())).collect();
                let mut got = Vec::new();
                let end = read().check_board(check).for_each_event(|e| {
                    got.push(Ok(e.clone()));
                    Ok::<_, ReadError>(true)
                });
                if let Err(e) = end {
                    got.push(Err(e.to_string()));
                }
                assert_eq!(got, want, "capacity {capacity}");
            }
        }
        let mut seen = 0;
        let mut reader = Reader::new(&good[..], "t");
        let stop = reader.for_each_event(|_| -> Result<bool, ReadError> {
            seen += 1;
            Ok(seen < 10)
        });
        assert!(!stop.unwrap());
        assert_eq!(seen, 10);
        assert_eq!(reader.next().unwrap().unwrap(), events[10]);
        // An error of `f` stops it too, and is returned.
        let mut reader = Reader::new(&good[..], "t");
        let err = reader.for_each_event(|_| -> Result<bool, Box<dyn std::error::Error>> {
            Err("broken".into())
        });
        assert_eq!(err.unwrap_err().to_string(), "broken");
        assert_eq!(reader.next().unwrap().unwrap(), events[1]);
    }

    #[test]
    fn a_line_equal_to_another_readers_is_skipped() {
        let try_line = br#"{"event":"try","step":1,"row":0,"col":0}"#;
        let input = format!("{START}\n{}\n", String::from_utf8_lossy(try_line));
        // The first line is always read: it sets the board size.
        let mut r = Reader::new(input.as_bytes(), "t");
        assert!(matches!(
            r.next_unless_same(START.as_bytes()),
            Some(Ok(Some(Event::Start { .. })))
        ));
        assert!(matches!(r.next_unless_same(try_line), Some(Ok(None))));
        assert!(r.next_unless_same(try_line).is_none());
        // A line with its line end, or with the next line, is no line: it is never skipped.
        let mut two = try_line.to_vec();
        two.extend_from_slice(b"\n");
        let twice = format!("{START}\n{0}\n{0}\n", String::from_utf8_lossy(try_line));
        for line in [two.clone(), [&two[..], &two[..two.len() - 1]].concat()] {
            let mut r = Reader::new(twice.as_bytes(), "t");
            r.next();
            assert!(matches!(r.next_unless_same(&line), Some(Ok(Some(_)))));
        }
        // A line split across the source's reads is parsed instead (diff then compares events).
        let mut r = Reader::new(io::BufReader::with_capacity(8, input.as_bytes()), "t");
        r.next();
        assert!(matches!(r.next_unless_same(try_line), Some(Ok(Some(_)))));
        // Another line is read, and a reader that checks the board reads every line.
        for check in [false, true] {
            let mut r = Reader::new(input.as_bytes(), "t").check_board(check);
            r.next();
            let other = if check { &try_line[..] } else { b"{}" };
            assert_eq!(
                r.next_unless_same(other).map(|e| e.unwrap()),
                Some(Some(Event::Try { step: 1, row: 0, col: 0 }))
            );
        }
    }

    /// Everything a reader yields, events and the error, read `via_each` or by iterating,
    /// through a buffer of `capacity` bytes; with the fast path or, `slow`, with serde alone.
    fn read_with(
        input: &[u8],
        capacity: usize,
        check: bool,
        via_each: bool,
        slow: bool,
    ) -> Vec<Result<Event, String>> {
        fast::OFF.set(slow);
        let mut reader = Reader::new(io::BufReader::with_capacity(capacity, input), "t.jsonl")
            .check_board(check);
        let mut got: Vec<Result<Event, String>> = Vec::new();
        if via_each {
            let end = reader.for_each_event(|e| {
                got.push(Ok(e.clone()));
                Ok::<_, ReadError>(true)
            });
            if let Err(e) = end {
                got.push(Err(e.to_string()));
            }
        } else {
            got.extend(reader.map(|r| r.map_err(|e| e.to_string())));
        }
        fast::OFF.set(false);
        got
    }

    /// A little generator of numbers, the same on every run.
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, k: usize) -> usize {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((self.0 >> 33) % k as u64) as usize
        }
    }

    /// The same line, as another writer could have written it: valid, not canonical.
    fn odd_but_valid(line: &str, how: usize) -> String {
        let value: serde_json::Map<String, serde_json::Value> = serde_json::from_str(line).unwrap();
        let mut fields: Vec<(String, serde_json::Value)> = value.into_iter().collect();
        match how {
            // Spaces after every colon and comma.
            0 => {
                serde_json::to_string_pretty(&fields.into_iter().collect::<serde_json::Map<_, _>>())
                    .unwrap()
                    .replace('\n', " ")
            }
            // Another key order.
            1 => {
                fields.reverse();
                let body: Vec<String> = fields
                    .iter()
                    .map(|(k, v)| format!("{}:{v}", serde_json::Value::String(k.clone())))
                    .collect();
                format!("{{{}}}", body.join(","))
            }
            // An unknown field, first or last.
            2 => line.replacen('{', "{\"note\":[1,{\"x\":\"y\"}],", 1),
            3 => format!("{},\"future\":1e400}}", &line[..line.len() - 1]),
            // Spaces around the line, a line end of `\r\n`.
            4 => format!(" {line}\t"),
            _ => format!("{line}\r"),
        }
    }

    /// One damage to a line: a byte changed, inserted or removed, or the line cut short.
    fn damaged(line: &str, rng: &mut Lcg) -> Vec<u8> {
        const BYTES: &[u8] = b"0123456789 \",:{}[]-.eE\\\r\xff\xfa";
        let mut bytes = line.as_bytes().to_vec();
        let at = rng.below(bytes.len());
        let byte = BYTES[rng.below(BYTES.len())];
        match rng.below(4) {
            0 => bytes[at] = byte,
            1 => bytes.insert(at, byte),
            2 => {
                bytes.remove(at);
            }
            _ => bytes.truncate(at),
        }
        bytes
    }

    /// The golden traces, and each of them with lines rewritten in other valid forms or
    /// damaged, read through the fast path and through serde alone, give the same events and
    /// the same errors (message, file and line), by iterating and by `for_each_event`, with and
    /// without the board check, whatever the buffer's size.
    #[test]
    fn the_fast_path_reads_what_serde_reads() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("traces");
        let mut rng = Lcg(14);
        let mut inputs: Vec<Vec<u8>> = Vec::new();
        for name in ["n4.jsonl", "n5-first.jsonl", "n6.jsonl", "n8-first.jsonl"] {
            let golden = std::fs::read_to_string(dir.join(name)).unwrap();
            let golden_lines: Vec<&str> = golden.lines().collect();
            inputs.push(golden.clone().into_bytes());
            for round in 0..12 {
                let mut lines: Vec<Vec<u8>> =
                    golden_lines.iter().map(|l| l.as_bytes().to_vec()).collect();
                for _ in 0..4 {
                    let i = rng.below(lines.len());
                    lines[i] = odd_but_valid(golden_lines[i], rng.below(6)).into_bytes();
                }
                if round % 2 == 1 {
                    let i = rng.below(lines.len());
                    let line = String::from_utf8_lossy(&lines[i]).into_owned();
                    lines[i] = damaged(&line, &mut rng);
                }
                inputs.push(lines.join(&b'\n'));
            }
        }
        let (mut errors, mut odd_errors) = (0, 0);
        for (i, input) in inputs.iter().enumerate() {
            for (capacity, check, via_each) in [
                (1 << 16, true, true),
                (1 << 16, false, false),
                (61, false, true),
                (7, true, false),
            ] {
                let want = read_with(input, capacity, check, via_each, true);
                let got = read_with(input, capacity, check, via_each, false);
                assert_eq!(got, want, "{}", String::from_utf8_lossy(input));
                let failed = want.last().is_some_and(Result::is_err);
                // Inputs 13k + 2, 4, …, 12 are damaged; the others are valid.
                if i % 13 % 2 == 0 && i % 13 > 0 {
                    errors += usize::from(failed);
                } else {
                    odd_errors += usize::from(failed);
                }
            }
        }
        // The damage is seen: most damaged traces fail, none of the merely odd ones do.
        assert_eq!(odd_errors, 0);
        assert!(errors > 4 * 4 * 6 / 2, "{errors} errors");
    }

    #[test]
    fn a_long_line_is_refused_not_buffered() {
        let mut input = format!("{START}\n").into_bytes();
        input.extend(std::iter::repeat_n(b' ', MAX_LINE + 10));
        let got = read(&input);
        assert_eq!(got.len(), 2);
        assert!(got[1].as_ref().unwrap_err().contains("line longer than"));
    }
}
