//! Compares two traces event by event, as parsed events: key order, spacing and line ends do
//! not matter, only what the events say.
//!
//! [`diff`] reads both streams in step and stops comparing at the first difference, which it
//! returns as a [`Divergence`]: the two events, the fields that differ, the queens on the board
//! there, a few events of context, and how each trace goes on (both are read to their end to
//! count their events, still one event at a time). Two starts that differ only in their `limit`
//! do not count as the first difference, because what a reader wants to see is where the
//! searches part; the divergence notes them, and is at step 0 only if nothing else differs.
//!
//! ```
//! use nqueens_trace::diff::diff;
//! use nqueens_trace::{Event, Solver};
//!
//! let trace = |limit| {
//!     let mut events: Vec<Event> = Vec::new();
//!     Solver::new(4).unwrap().limit(limit).run(&mut events).unwrap();
//!     events.into_iter().map(Ok::<_, ()>)
//! };
//! assert_eq!(diff(trace(None), trace(None), 3), Ok(None));
//! let d = diff(trace(None), trace(Some(2)), 3).unwrap().unwrap();
//! assert_eq!(d.step, 87);
//! assert_eq!(d.fields, ["event", "row", "col", "solutions", "tries", "accepts", "rejects", "backtracks", "complete"]);
//! assert_eq!(
//!     d.explanation().to_string(),
//!     "B stops after 2 solutions at step 87; A goes on to step 139 \
//!      (their starts differ in the limit too: A none, B 2)"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod report;
mod said;

use crate::board::Board;
use crate::event::{Event, Schema};
use crate::picture::Picture;
use crate::reader::{Ahead, ReadError, Reader, Span, Trace};
use crate::sink::feed_infallible;
use crate::solver::Stats;
use serde::Serialize;
use std::collections::VecDeque;
use std::fs::File;
use std::io::BufRead;
use std::io::BufReader;
use std::sync::Arc;

/// How one trace goes on, counted to its end.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Side {
    /// Events in the trace.
    pub events: u64,
    /// `solution` events in the trace.
    pub solutions: u64,
    /// The board size its `start` announced.
    pub n: u32,
    /// Its limit.
    pub limit: Option<u64>,
    /// `Some(complete)` from its `done`; `None` if it has no `done` (truncated).
    pub complete: Option<bool>,
}

impl Side {
    /// Counts `event`: what [`Sink::event`](crate::Sink::event) does for a `Side`, a sink that
    /// never stops.
    #[inline(always)]
    pub fn count(&mut self, event: &Event) {
        self.events += 1;
        match *event {
            Event::Start { n, limit, .. } => (self.n, self.limit) = (n, limit),
            Event::Solution { .. } => self.solutions += 1,
            Event::Done { complete, .. } => self.complete = Some(complete),
            _ => {}
        }
    }

    /// One line: `140 events (steps 0-139), n=4, 2 solutions, ends with done, complete`; in
    /// another language, [`Side::said`].
    pub fn describe(&self) -> String {
        self.said(crate::lang::Lang::En.messages())
    }
}

crate::sink::counting!(Side);

/// Where and how two traces first differ: the facts. [`Divergence::explanation`] puts them in
/// words; the JSON form holds both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divergence {
    /// The step of the first difference.
    pub step: u64,
    /// Trace A's event at that step; `None` if A has ended.
    pub a: Option<Event>,
    /// Trace B's event at that step; `None` if B has ended.
    pub b: Option<Event>,
    /// The fields that differ, in the order of the events' fields (`event` when the kinds
    /// differ, then any field either event has and the other lacks or holds otherwise).
    pub fields: Vec<&'static str>,
    /// The queens on the board before the step, as `[row, col]`, top to bottom (the traces
    /// agree up to there, so this is both boards).
    pub queens: Vec<[u32; 2]>,
    /// The events just before the step (both traces hold them), oldest first.
    pub context: Vec<Event>,
    /// How trace A goes on.
    pub a_side: Side,
    /// How trace B goes on.
    pub b_side: Side,
    /// The limits of A and B when their starts differ only in `limit`.
    pub limits: Option<(Option<u64>, Option<u64>)>,
    /// The schema of the traces' start (A's): another problem's name and instance, whose
    /// words the report speaks.
    pub schema: Schema,
    /// For another problem than N-Queens, the values before the step as its drawing takes
    /// them ([`crate::picture::Picture::drawn`]), which the report draws; empty for N-Queens.
    pub values: Vec<u32>,
}

impl Divergence {
    /// The problem the traces search, when it is not N-Queens: its words and its drawing.
    pub fn problem(&self) -> Option<Box<dyn crate::problem::Problem>> {
        crate::problem::of_schema(&self.schema)?.ok()
    }

    /// The difference in words: different boards, one trace stopping where the other goes on,
    /// or simply what each has at the step of the first difference.
    pub fn explanation(&self) -> Explanation<'_> {
        Explanation(self)
    }
}

/// The JSON form: every field, and the explanation in words after them.
impl Serialize for Divergence {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut out = serializer.serialize_struct("Divergence", 10)?;
        out.serialize_field("step", &self.step)?;
        out.serialize_field("a", &self.a)?;
        out.serialize_field("b", &self.b)?;
        out.serialize_field("fields", &self.fields)?;
        out.serialize_field("queens", &self.queens)?;
        out.serialize_field("context", &self.context)?;
        out.serialize_field("a_side", &self.a_side)?;
        out.serialize_field("b_side", &self.b_side)?;
        out.serialize_field("limits", &self.limits)?;
        out.serialize_field("explanation", &self.explanation().to_string())?;
        out.end()
    }
}

/// The fields of an event as `(name, value in JSON)`, in canonical order, named as
/// `nqueens-trace/1` names them (see [`fields_in`]).
pub fn fields(event: &Event) -> Vec<(&'static str, String)> {
    fields_in(event, &Schema::NQueens)
}

/// The fields of an event of a trace of `schema`, named as that schema's lines name them: a
/// square's `row` and `col`, or another problem's `var`, `value`, `rule` and `values`.
pub fn fields_in(event: &Event, schema: &Schema) -> Vec<(&'static str, String)> {
    let mut out = nqueens_fields(event);
    if schema.named().is_some() {
        for field in &mut out {
            field.0 = match field.0 {
                "row" => "var",
                "col" => "value",
                "conflict" => "rule",
                "queens" => "values",
                name => name,
            };
        }
    }
    out
}

fn nqueens_fields(event: &Event) -> Vec<(&'static str, String)> {
    let mut out =
        vec![("event", format!("\"{}\"", event.kind())), ("step", event.step().to_string())];
    match event {
        Event::Start { schema, n, limit, start, .. } => {
            // The schema's name, and another problem's name and instance, each in a row.
            out.push(("schema", json(&schema.as_str())));
            if let Some(named) = schema.named() {
                out.push(("problem", json(&named.problem)));
                out.push(("instance", named.instance.clone()));
            }
            out.push(("n", n.to_string()));
            out.push(("limit", json(limit)));
            // Optional, like in the JSON: a trace from the top of the tree has none.
            if !start.is_empty() {
                out.push(("start", json(&start.cols())));
            }
        }
        Event::Try { row, col, .. }
        | Event::Accept { row, col, .. }
        | Event::Backtrack { row, col, .. } => {
            out.push(("row", row.to_string()));
            out.push(("col", col.to_string()));
        }
        Event::Reject { row, col, conflict, with, .. } => {
            out.push(("row", row.to_string()));
            out.push(("col", col.to_string()));
            out.push(("conflict", format!("\"{conflict}\"")));
            out.push(("with", json(with)));
        }
        Event::Solution { index, queens, .. } => {
            out.push(("index", index.to_string()));
            out.push(("queens", json(queens)));
        }
        Event::Done { .. } => {
            let done = Stats::of_done(event).expect("a done event has totals");
            out.extend(done.counts().map(|(name, v)| (name, v.to_string())));
            out.push(("complete", done.complete.to_string()));
        }
    }
    out
}

/// A value as compact JSON, as a trace writes it.
fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// The fields in which `a` and `b` (of a trace of `schema`) differ; all of the present one's
/// if the other is missing.
fn differing(a: Option<&Event>, b: Option<&Event>, schema: &Schema) -> Vec<&'static str> {
    let fa = a.map(|e| fields_in(e, schema)).unwrap_or_default();
    let fb = b.map(|e| fields_in(e, schema)).unwrap_or_default();
    let mut names: Vec<&'static str> = fa.iter().map(|f| f.0).collect();
    names.extend(fb.iter().map(|f| f.0).filter(|n| !fa.iter().any(|f| f.0 == *n)));
    let value =
        |fs: &[(&'static str, String)], name| fs.iter().find(|f| f.0 == name).map(|f| f.1.clone());
    names.into_iter().filter(|&name| value(&fa, name) != value(&fb, name)).collect()
}

/// The most events of context a comparison keeps. They are held in memory until the
/// difference is found, so an unbounded count would let one argument fill the memory (100
/// million on two n=11 traces held 331 MB); ten thousand events are more than anyone reads, and
/// stay small. A larger `context` is taken as this.
pub const MAX_CONTEXT: usize = 10_000;

/// Compares trace `a` with trace `b`, keeping `context` events (at most [`MAX_CONTEXT`])
/// before the first difference. Returns `None` when they hold the same events; the first read
/// error of either stream is returned as it is.
pub fn diff<A, B, E>(a: A, b: B, context: usize) -> Result<Option<Divergence>, E>
where
    A: IntoIterator<Item = Result<Event, E>>,
    B: IntoIterator<Item = Result<Event, E>>,
{
    compare_pair(Iters(a.into_iter(), b.into_iter()), context).map(Comparison::divergence)
}

/// [`compare_readers`] with `a` parsed on a thread of its own, while this one compares `b`'s
/// lines with its lines and parses only those that differ: the same outcome and errors, on
/// two cores.
pub fn compare_ahead<RA, RB>(
    a: Reader<RA>,
    b: Reader<RB>,
    context: usize,
) -> Result<Comparison, ReadError>
where
    RA: BufRead + Send + 'static,
    RB: BufRead,
{
    let name = a.name().to_string();
    let a = a.parse_ahead_with_lines().map_err(|e| ReadError {
        source: name,
        line: 0,
        kind: crate::reader::ReadErrorKind::Io(e),
    })?;
    compare_pair(AheadAndReader(a, b), context)
}

/// [`compare_ahead`] of two regular files, whose errors call them `a_name` and `b_name`: A is
/// parsed in parts on two threads, which also compare its lines with B's bytes at the same
/// place, so that B is parsed only from where the files part.
pub fn compare_files(
    a: File,
    a_name: &str,
    b: File,
    b_name: &str,
    context: usize,
) -> Result<Comparison, ReadError> {
    let b = Arc::new(b);
    let a = Ahead::twins(a, a_name, Arc::clone(&b)).map_err(|e| ReadError {
        source: a_name.to_string(),
        line: 0,
        kind: crate::reader::ReadErrorKind::Io(e),
    })?;
    compare_pair(Twins::Same { a, b, b_name: b_name.to_string(), n: None }, context)
}

/// [`compare_ahead`] of the regular file `a`, whose errors call it `a_name`, parsed in parts on
/// two threads at once (see [`Ahead::file`]).
pub fn compare_file<RB: BufRead>(
    a: File,
    a_name: &str,
    b: Reader<RB>,
    context: usize,
) -> Result<Comparison, ReadError> {
    let a = Ahead::file_with_lines(a, a_name).map_err(|e| ReadError {
        source: a_name.to_string(),
        line: 0,
        kind: crate::reader::ReadErrorKind::Io(e),
    })?;
    compare_pair(AheadAndReader(a, b), context)
}

/// [`diff`] of two readers, faster: a line of B that is byte for byte the line of A at the
/// same step is not parsed again.
pub fn diff_readers<RA: BufRead, RB: BufRead>(
    a: Reader<RA>,
    b: Reader<RB>,
    context: usize,
) -> Result<Option<Divergence>, ReadError> {
    compare_readers(a, b, context).map(Comparison::divergence)
}

/// [`diff_readers`], which also tells what identical traces hold.
pub fn compare_readers<RA: BufRead, RB: BufRead>(
    a: Reader<RA>,
    b: Reader<RB>,
    context: usize,
) -> Result<Comparison, ReadError> {
    compare_pair(Readers(a.keep_lines(true), b), context)
}

/// The outcome of [`compare_readers`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Comparison {
    /// The traces hold the same events: these.
    Identical(Side),
    /// They differ.
    Different(Box<Divergence>),
}

impl Comparison {
    /// The divergence, if the traces differ.
    pub fn divergence(self) -> Option<Divergence> {
        match self {
            Comparison::Identical(_) => None,
            Comparison::Different(d) => Some(*d),
        }
    }
}

/// Two traces, read in step.
trait Pair<E> {
    /// The next event of each.
    fn next(&mut self) -> Result<Next, E>;
    /// Counts what remains of each.
    fn count_rest(self, a: &mut Side, b: &mut Side) -> Result<(), E>;
    /// Hands to `agreed` the next events that are known to be the same in both without being
    /// read one by one, if any; a read error is left to [`Pair::next`].
    #[inline(always)]
    fn skip_same(&mut self, _agreed: &mut Agreed) {}
}

/// The next events of two traces.
enum Next {
    /// Known to be the same event without comparing.
    Same(Event),
    /// The next event of each, `None` at its end.
    Two(Option<Event>, Option<Event>),
}

struct Iters<A, B>(A, B);

impl<A, B, E> Pair<E> for Iters<A, B>
where
    A: Iterator<Item = Result<Event, E>>,
    B: Iterator<Item = Result<Event, E>>,
{
    fn next(&mut self) -> Result<Next, E> {
        let ea = self.0.next().transpose()?;
        Ok(Next::Two(ea, self.1.next().transpose()?))
    }

    fn count_rest(self, a: &mut Side, b: &mut Side) -> Result<(), E> {
        feed_infallible(a, self.0)?;
        feed_infallible(b, self.1)
    }
}

struct Readers<RA, RB>(Reader<RA>, Reader<RB>);

impl<RA: BufRead, RB: BufRead> Pair<ReadError> for Readers<RA, RB> {
    fn next(&mut self) -> Result<Next, ReadError> {
        let Some(ea) = self.0.next().transpose()? else {
            return Ok(Next::Two(None, self.1.next().transpose()?));
        };
        // B's line is parsed only if it differs from A's; the same bytes mean the same event.
        Ok(match self.1.next_unless_line(self.0.line()).transpose()? {
            Some(None) => Next::Same(ea),
            Some(Some(eb)) if eb == ea => Next::Same(ea),
            eb => Next::Two(Some(ea), eb.flatten()),
        })
    }

    fn count_rest(self, a: &mut Side, b: &mut Side) -> Result<(), ReadError> {
        // The rest is counted, not compared: on the readers' fast path.
        let (mut ra, mut rb) = (self.0.keep_lines(false), self.1);
        ra.feed::<_, ReadError>(a)?;
        rb.feed(b)
    }
}

/// Trace A read ahead with its lines, and B read here.
struct AheadAndReader<RB>(Ahead, Reader<RB>);

impl<RB: BufRead> Pair<ReadError> for AheadAndReader<RB> {
    #[inline(always)]
    fn next(&mut self) -> Result<Next, ReadError> {
        let Some((ea, line)) = self.0.next_line().transpose()? else {
            return Ok(Next::Two(None, self.1.next().transpose()?));
        };
        // B's line is parsed only if it differs from A's; the same bytes mean the same event.
        let line = line.strip_suffix(b"\n").unwrap_or(line);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        Ok(match self.1.next_unless_line(line).transpose()? {
            Some(None) => Next::Same(ea),
            Some(Some(eb)) if eb == ea => Next::Same(ea),
            eb => Next::Two(Some(ea), eb.flatten()),
        })
    }

    fn count_rest(mut self, a: &mut Side, b: &mut Side) -> Result<(), ReadError> {
        self.0.feed::<_, ReadError>(a)?;
        self.1.feed(b)
    }

    #[inline(always)]
    fn skip_same(&mut self, agreed: &mut Agreed) {
        self.0.skip_same_lines(&mut self.1, |e| agreed.both(e));
    }
}

/// Two regular files: A read ahead in parts, whose threads also compare each batch of lines
/// with B's bytes at the same place; B is read here only from the first batch where that
/// fails, and then line by line.
enum Twins {
    /// B holds A's bytes so far: only A is read.
    Same {
        a: Ahead,
        b: Arc<File>,
        b_name: String,
        n: Option<u32>,
    },
    Lines(AheadAndReader<BufReader<Span>>),
    Moving,
}

impl Twins {
    /// The pair line by line from here on: B is read from where A's next line begins.
    fn lines(&mut self) -> &mut AheadAndReader<BufReader<Span>> {
        if let Twins::Same { .. } = self {
            let Twins::Same { a, b, b_name, n } = std::mem::replace(self, Twins::Moving) else {
                unreachable!()
            };
            let b = Reader::at(&b, &b_name, a.offset(), a.lines(), n);
            *self = Twins::Lines(AheadAndReader(a, b));
        }
        match self {
            Twins::Lines(pair) => pair,
            _ => unreachable!("Twins::lines leaves the pair line by line"),
        }
    }
}

impl Pair<ReadError> for Twins {
    #[inline(always)]
    fn next(&mut self) -> Result<Next, ReadError> {
        if let Twins::Same { a, n, .. } = self {
            if let Some(e) = a.next_twin_same() {
                if let Event::Start { n: size, .. } = e {
                    // The size the reader of B goes on with: another problem's trace is read
                    // by its schema's names, as the reader of A does.
                    *n = Some(crate::reader::check_start(&e).unwrap_or(size));
                }
                return Ok(Next::Same(e));
            }
        }
        self.lines().next()
    }

    fn count_rest(mut self, a: &mut Side, b: &mut Side) -> Result<(), ReadError> {
        self.lines();
        match self {
            Twins::Lines(pair) => pair.count_rest(a, b),
            _ => unreachable!(),
        }
    }

    #[inline(always)]
    fn skip_same(&mut self, agreed: &mut Agreed) {
        match self {
            Twins::Same { a, .. } => {
                while let Some(e) = a.next_twin_same() {
                    agreed.both(e);
                }
            }
            Twins::Lines(pair) => pair.skip_same(agreed),
            Twins::Moving => {}
        }
    }
}

/// What two traces agree on so far: each one's counts, the board, the last events, the step.
struct Agreed {
    a_side: Side,
    b_side: Side,
    recent: VecDeque<Event>,
    context: usize,
    board: Board,
    /// The start's schema, and another problem's picture, which follows the events as the
    /// board does for N-Queens.
    schema: Schema,
    picture: Option<Picture>,
    step: u64,
}

impl Agreed {
    /// An event both traces hold, counted for each of them here.
    #[inline(always)]
    fn both(&mut self, same: Event) {
        self.a_side.count(&same);
        self.b_side.count(&same);
        self.follow(same);
    }

    /// An event both traces hold, already counted for each.
    #[inline(always)]
    fn follow(&mut self, same: Event) {
        match same {
            Event::Start { ref schema, .. } => {
                self.board.track(&same);
                self.schema = schema.clone();
                self.picture = match crate::problem::of_schema(schema) {
                    Some(Ok(problem)) => Some(Picture::new(problem.shape())),
                    _ => None,
                };
            }
            _ => self.board.follow(&same),
        }
        if let Some(picture) = &mut self.picture {
            picture.follow(&same);
        }
        if self.context > 0 {
            if self.recent.len() == self.context {
                self.recent.pop_front();
            }
            self.recent.push_back(same);
        }
        self.step += 1;
    }
}

fn compare_pair<P: Pair<E>, E>(mut pair: P, context: usize) -> Result<Comparison, E> {
    let context = context.min(MAX_CONTEXT);
    let mut agreed = Agreed {
        a_side: Side::default(),
        b_side: Side::default(),
        recent: VecDeque::with_capacity(context.min(1024)),
        context,
        board: Board::default(),
        schema: Schema::NQueens,
        picture: None,
        step: 0,
    };
    let mut starts: Option<(Event, Event)> = None;
    let (ea, eb) = loop {
        // Past the starts, runs of lines the traces share are taken at once where they can be.
        if agreed.step > 0 {
            pair.skip_same(&mut agreed);
        }
        match pair.next()? {
            Next::Same(e) => agreed.both(e),
            Next::Two(ea, eb) => {
                if let Some(e) = &ea {
                    agreed.a_side.count(e);
                }
                if let Some(e) = &eb {
                    agreed.b_side.count(e);
                }
                match (ea, eb) {
                    (None, None) => match starts.take() {
                        None => return Ok(Comparison::Identical(agreed.a_side)),
                        Some((sa, sb)) => {
                            // Only the limits differ: that is the difference, at step 0.
                            agreed.recent.clear();
                            agreed.board.lift(0);
                            agreed.step = 0;
                            break (Some(sa), Some(sb));
                        }
                    },
                    (Some(ea), Some(eb)) if ea == eb => agreed.follow(ea),
                    (Some(ea), Some(eb))
                        if agreed.step == 0
                            && differing(Some(&ea), Some(&eb), &Schema::NQueens) == ["limit"] =>
                    {
                        starts = Some((ea.clone(), eb));
                        agreed.follow(ea);
                    }
                    (ea, eb) => break (ea, eb),
                }
            }
        }
    };
    let Agreed { mut a_side, mut b_side, recent, board, step, schema, picture, .. } = agreed;
    pair.count_rest(&mut a_side, &mut b_side)?;
    let fields = differing(ea.as_ref(), eb.as_ref(), &schema);
    // Another problem's values are its picture's; the board holds only N-Queens' queens.
    let values = picture.as_ref().map(Picture::drawn).unwrap_or_default();
    let queens = match picture {
        Some(_) => Vec::new(),
        None => board.squares().map(|(r, c)| [r, c]).collect(),
    };
    let limits = match &starts {
        Some((Event::Start { limit: la, .. }, Event::Start { limit: lb, .. })) => Some((*la, *lb)),
        _ if step == 0 && fields == ["limit"] => Some((a_side.limit, b_side.limit)),
        _ => None,
    };
    Ok(Comparison::Different(Box::new(Divergence {
        step,
        a: ea,
        b: eb,
        fields,
        queens,
        context: recent.into(),
        a_side,
        b_side,
        limits,
        schema,
        values,
    })))
}

/// The explanation of a [`Divergence`], made by [`Divergence::explanation`]; its `Display`
/// writes it.
#[derive(Debug, Clone, Copy)]
pub struct Explanation<'a>(&'a Divergence);

impl std::fmt::Display for Explanation<'_> {
    /// The English of [`Explanation::said`].
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said(crate::lang::Lang::En.messages(), &|text| text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reader::ahead_tests::temp_file as file;
    use crate::solver::tests::trace;
    use crate::{Conflict, JsonlWriter, Sink};
    use std::io;

    fn jsonl(events: &[Event]) -> Vec<u8> {
        let mut w = JsonlWriter::new(Vec::new());
        for e in events {
            w.event(e).unwrap();
        }
        w.finish().unwrap();
        w.into_inner()
    }

    /// The context kept is at most MAX_CONTEXT events, whatever is asked.
    #[test]
    fn context_is_bounded() {
        let a = trace(8, None);
        let mut b = a.clone();
        b[20_000] = Event::Try { step: 20_000, row: 7, col: 7 };
        let ok = |events: &Vec<Event>| events.clone().into_iter().map(Ok::<_, ()>);
        let d = diff(ok(&a), ok(&b), usize::MAX).unwrap().unwrap();
        assert!(d.step as usize > MAX_CONTEXT, "the difference lies past the cap");
        assert_eq!(d.context.len(), MAX_CONTEXT);
        assert_eq!(d.context.last().map(Event::step), Some(d.step - 1));
    }

    /// Reading lines once for both traces gives the same answer as parsing both.
    #[test]
    fn readers_agree_with_iterators() {
        let n4 = trace(4, None);
        let mut changed = n4.clone();
        changed[12] =
            Event::Reject { step: 12, row: 2, col: 1, conflict: Conflict::Diagonal, with: [1, 2] };
        let spaced: Vec<u8> =
            String::from_utf8(jsonl(&n4)).unwrap().replace(',', ", ").into_bytes();
        let pairs: Vec<(Vec<u8>, Vec<u8>)> = vec![
            (jsonl(&n4), jsonl(&n4)),
            (jsonl(&n4), spaced),
            (jsonl(&n4), jsonl(&changed)),
            (jsonl(&n4), jsonl(&trace(4, Some(2)))),
            (jsonl(&trace(4, Some(2))), jsonl(&n4)),
            (jsonl(&n4), jsonl(&trace(4, Some(3)))),
            (jsonl(&n4), jsonl(&trace(5, None))),
            (jsonl(&n4), jsonl(&n4[..30])),
            (jsonl(&n4), jsonl(&n4)[..2000].to_vec()),
        ];
        for (i, (a, b)) in pairs.iter().enumerate() {
            let read =
                |bytes: &[u8]| Reader::new(bytes.to_vec().as_slice(), "x").collect::<Vec<_>>();
            let slow = diff(read(a), read(b), 3).map_err(|e| e.to_string());
            let fast = diff_readers(Reader::new(&a[..], "x"), Reader::new(&b[..], "x"), 3)
                .map_err(|e| e.to_string());
            assert_eq!(slow, fast, "pair {i}");
            if i == pairs.len() - 1 {
                assert!(fast.unwrap_err().starts_with("x:36: not a valid"));
                continue;
            }
            assert_eq!(fast.map(|d| d.is_none()), Ok(i < 2), "pair {i}");
        }
    }

    /// A read ahead on its own thread, its lines compared with B's in runs, gives what the
    /// readers on one thread give: for copies, for traces that part at a line in the middle
    /// of a batch or at its edge, for other line ends, for damage that only one trace or both
    /// have (an error at the end of A's batch), for truncation, whatever B's buffer.
    #[test]
    fn reading_ahead_agrees_with_readers() {
        let n8 = trace(8, None);
        let good = jsonl(&n8);
        let line_at = |k: usize| {
            good.split_inclusive(|&b| b == b'\n').take(k).map(<[u8]>::len).sum::<usize>()
        };
        let batch = Ahead::<crate::Ignore>::BATCH;
        let mut changed = n8.clone();
        changed[batch + 5] = Event::Try { step: (batch + 5) as u64, row: 7, col: 7 };
        let mut at_edge = n8.clone();
        at_edge[2 * batch] = Event::Try { step: (2 * batch) as u64, row: 7, col: 7 };
        let crlf: Vec<u8> = String::from_utf8(good.clone()).unwrap().replace('\n', "\r\n").into();
        let mut damaged = good.clone();
        damaged[line_at(batch + 100) + 3] = b'x';
        let mut spaced = good[..line_at(3 * batch)].to_vec();
        spaced.extend(
            String::from_utf8(good[line_at(3 * batch)..].to_vec())
                .unwrap()
                .replace(',', ", ")
                .bytes(),
        );
        // A byte changed at the edge of two of A's parts.
        let mut edge_moved = good.clone();
        edge_moved[line_at(1) + 2 * Ahead::<crate::Ignore>::PART as usize - 3] ^= 1;
        let pairs: Vec<(Vec<u8>, Vec<u8>)> = vec![
            (good.clone(), good.clone()),
            (good.clone(), jsonl(&changed)),
            (jsonl(&changed), good.clone()),
            (good.clone(), jsonl(&at_edge)),
            (good.clone(), crlf.clone()),
            (crlf.clone(), crlf),
            (good.clone(), damaged.clone()),
            (damaged.clone(), good.clone()),
            (damaged.clone(), damaged),
            (good.clone(), spaced),
            (good.clone(), good[..line_at(batch)].to_vec()),
            (good[..line_at(batch) + 10].to_vec(), good.clone()),
            (good.clone(), good[..good.len() - 1].to_vec()),
            (good.clone(), jsonl(&trace(8, Some(3)))),
            (jsonl(&trace(8, Some(3))), good.clone()),
            (good[..line_at(batch)].to_vec(), good.clone()),
            (good.clone(), [&good[..], &good[line_at(1)..line_at(2)]].concat()),
            (good.clone(), edge_moved),
        ];
        for (i, (a, b)) in pairs.iter().enumerate() {
            let want = compare_readers(Reader::new(&a[..], "a"), Reader::new(&b[..], "b"), 3)
                .map_err(|e| e.to_string());
            for capacity in [61, 4096, 1 << 16] {
                let a = Reader::new(io::Cursor::new(a.clone()), "a");
                let b = Reader::new(io::BufReader::with_capacity(capacity, &b[..]), "b");
                let got = compare_ahead(a, b, 3).map_err(|e| e.to_string());
                assert_eq!(got, want, "pair {i}, capacity {capacity}");
            }
            // Two files: A in parts, B read only from where the bytes part.
            let (fa, fb) = (file(a), file(b));
            let got = compare_files(fa, "a", fb, "b", 3).map_err(|e| e.to_string());
            assert_eq!(got, want, "pair {i}, two files");
            let got =
                compare_file(file(a), "a", Reader::new(&b[..], "b"), 3).map_err(|e| e.to_string());
            assert_eq!(got, want, "pair {i}, a file");
        }
    }
}
