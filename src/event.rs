//! The events of a search, and their JSON Lines form (schema `nqueens-trace/1`).
//!
//! Every event is self-contained: it carries its step number and the square it is about, and a
//! reject names the queen that attacks and how. A renderer, `diff` or `verify` therefore needs no
//! hidden state to make sense of one event.

use serde::{Deserialize, Serialize};
use std::fmt;

mod describe;
mod stats;

pub(crate) use describe::cols;
pub use describe::{describe, label, Label};
pub use stats::Stats;

/// The schema name written in every `start` event.
pub const SCHEMA: &str = "nqueens-trace/1";

/// The schema name of the traces of every other problem: the start line names the problem and
/// carries its instance, the events name a variable and a value (see `docs/trace-format.md`).
pub const BACKTRACK_SCHEMA: &str = "backtrack-trace/1";

/// The largest board the tool accepts: solution and square counts must fit a `u64`, columns a
/// `u32` bit set.
pub const MAX_N: u32 = 32;

/// One step of the search.
///
/// The serde representation is the canonical JSON Lines form: an object whose first key is
/// `"event"` (the kind, in lower case) followed by the fields in the order declared here.
/// Unknown fields are ignored when reading, so that optional fields can be added without
/// breaking older readers.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum Event {
    /// The first event of every trace.
    Start {
        /// Always 0.
        step: u64,
        /// [`SCHEMA`] for an N-Queens trace; [`Schema::Problem`] names another problem and
        /// carries its instance (JSON keys `schema`, `problem` and `instance`).
        #[serde(flatten)]
        schema: Schema,
        /// The board size, `1..=MAX_N`.
        n: u32,
        /// The `--limit` the search ran with: it stops after this many solutions.
        limit: Option<u64>,
        /// The teacher's start, if any: the columns of the queens already on the first rows
        /// (`[1, 3]`: a queen at (0,1) and one at (1,3)) when the search began, which is then
        /// the canonical search of the part of the tree below them. Left out of the JSON when
        /// `None`, so that a trace from the top of the tree reads as it always has, and older
        /// readers, which ignore unknown fields, read the rest.
        #[serde(default, skip_serializing_if = "Position::is_empty")]
        start: Position,
    },
    /// A queen is about to be tried on `(row, col)`; an `Accept` or `Reject` of the same square
    /// follows at once.
    Try {
        /// Line number of this event, counted from 0.
        step: u64,
        /// Row of the square, from 0 at the top.
        row: u32,
        /// Column of the square, from 0 at the left.
        col: u32,
    },
    /// No queen attacks `(row, col)`: a queen is placed there.
    Accept {
        /// Line number of this event.
        step: u64,
        /// Row of the square.
        row: u32,
        /// Column of the square.
        col: u32,
    },
    /// The queen at `with` attacks `(row, col)` along `conflict`; when several queens attack,
    /// `with` is the topmost one.
    Reject {
        /// Line number of this event.
        step: u64,
        /// Row of the square.
        row: u32,
        /// Column of the square.
        col: u32,
        /// How the queen at `with` attacks the square (`rule` in `backtrack-trace/1`).
        conflict: Conflict,
        /// The attacking queen, as `[row, col]`.
        with: [u32; 2],
    },
    /// The accept just before completed the board.
    Solution {
        /// Line number of this event.
        step: u64,
        /// 1 for the first solution found, then 2, 3, …
        index: u64,
        /// The column of the queen in each row, top to bottom (`values` in
        /// `backtrack-trace/1`: the value of every variable, in the problem's order).
        queens: Vec<u32>,
    },
    /// Everything below the queen on `(row, col)` has been explored: it is lifted.
    Backtrack {
        /// Line number of this event.
        step: u64,
        /// Row of the queen.
        row: u32,
        /// Column of the queen.
        col: u32,
    },
    /// The last event of every trace, with the totals.
    Done {
        /// Line number of this event.
        step: u64,
        /// Number of `solution` events.
        solutions: u64,
        /// Number of `try` events.
        tries: u64,
        /// Number of `accept` events.
        accepts: u64,
        /// Number of `reject` events.
        rejects: u64,
        /// Number of `backtrack` events.
        backtracks: u64,
        /// False when the search stopped early because of its limit.
        complete: bool,
    },
}

/// The teacher's start of a search: the columns of the queens on the first rows, at most
/// [`Position::MAX`] of them, or none ([`Position::NONE`]: the search from the top of the tree).
///
/// It fits in three bytes, so that an [`Event`] stays as small as it was before starts
/// existed: a step view or a player keeps hundreds of thousands of events, and every byte of
/// one is a byte of each. In JSON it is the array of its columns.
///
/// ```
/// use nqueens_trace::event::Position;
///
/// let start = Position::new(&[1, 3]).unwrap();
/// assert_eq!(start.cols(), [1, 3]);
/// assert!(Position::NONE.is_empty());
/// assert_eq!(Position::new(&[0, 2, 4, 1, 3]), None); // more than Position::MAX
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Position([u8; 3]);

impl Position {
    /// The most queens a start holds.
    pub const MAX: usize = 4;

    /// No start: the search from the top of the tree.
    pub const NONE: Position = Position([0; 3]);

    /// The start with queens on `cols` (row 0 first), if it has at most [`Position::MAX`]
    /// queens on columns below [`MAX_N`]. Legality on a board is the solver's to check.
    pub fn new(cols: &[u32]) -> Option<Position> {
        if cols.len() > Position::MAX || cols.iter().any(|&c| c >= MAX_N) {
            return None;
        }
        // Base 33, one digit per queen, its column + 1: a 0 digit ends the list. 33^4 fits
        // in 24 bits.
        let code = cols.iter().rev().fold(0u32, |code, &c| code * 33 + c + 1);
        let [a, b, c, _] = code.to_le_bytes();
        Some(Position([a, b, c]))
    }

    /// The columns of its queens, row 0 first.
    pub fn cols(&self) -> Vec<u32> {
        let [a, b, c] = self.0;
        let mut code = u32::from_le_bytes([a, b, c, 0]);
        let mut cols = Vec::new();
        while code > 0 {
            cols.push(code % 33 - 1);
            code /= 33;
        }
        cols
    }

    /// Whether it holds no queen.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 3]
    }
}

impl Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.cols().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let cols = Vec::<u32>::deserialize(d)?;
        Position::new(&cols).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "a start lists at most {} queens, each on a column from 0 to {}",
                Position::MAX,
                MAX_N - 1
            ))
        })
    }
}

/// What a trace's start line says it is: an N-Queens trace ([`SCHEMA`]), a trace of another
/// problem ([`BACKTRACK_SCHEMA`], with the problem's name and instance), or a schema this
/// version does not know (kept, so that the reader can name it).
///
/// The instance is kept as the compact JSON text of the start line's `instance`: the event
/// is data at the bottom of the library, and [`crate::problem`] reads it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum Schema {
    /// `nqueens-trace/1`.
    #[default]
    NQueens,
    /// `backtrack-trace/1`: a search of another problem.
    Problem(std::sync::Arc<Named>),
    /// Any other `schema` value.
    Unknown(Box<str>),
}

/// The problem a `backtrack-trace/1` trace searched: its name (`sudoku`) and its instance, as
/// compact JSON (`{"puzzle":"1.3.…"}`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Named {
    /// The problem's name, as `--problem` writes it.
    pub problem: String,
    /// The instance, compact JSON.
    pub instance: String,
}

impl Schema {
    /// A trace of `problem` on `instance` (compact JSON).
    pub fn problem(problem: &str, instance: String) -> Schema {
        Schema::Problem(std::sync::Arc::new(Named { problem: problem.to_string(), instance }))
    }

    /// The schema's name, as its start line writes it.
    pub fn as_str(&self) -> &str {
        match self {
            Schema::NQueens => SCHEMA,
            Schema::Problem(_) => BACKTRACK_SCHEMA,
            Schema::Unknown(name) => name,
        }
    }

    /// The named problem of a `backtrack-trace/1` trace; `None` for N-Queens.
    pub fn named(&self) -> Option<&Named> {
        match self {
            Schema::Problem(named) => Some(named),
            _ => None,
        }
    }

    /// Bytes kept on the heap, for a budget of events in memory.
    pub fn heap_size(&self) -> usize {
        match self {
            Schema::NQueens => 0,
            Schema::Problem(named) => named.problem.capacity() + named.instance.capacity(),
            Schema::Unknown(name) => name.len(),
        }
    }
}

impl From<&str> for Schema {
    fn from(name: &str) -> Schema {
        if name == SCHEMA {
            Schema::NQueens
        } else {
            Schema::Unknown(name.into())
        }
    }
}

impl PartialEq<str> for Schema {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Schema {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl fmt::Display for Schema {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Schema {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let named = self.named();
        let mut map = s.serialize_map(Some(if named.is_some() { 3 } else { 1 }))?;
        map.serialize_entry("schema", self.as_str())?;
        if let Some(named) = named {
            map.serialize_entry("problem", &named.problem)?;
            let instance: &serde_json::value::RawValue =
                serde_json::from_str(&named.instance).map_err(serde::ser::Error::custom)?;
            map.serialize_entry("instance", instance)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Schema {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Schema, D::Error> {
        struct Fields;
        impl<'de> serde::de::Visitor<'de> for Fields {
            type Value = Schema;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a start line's schema")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Schema, A::Error> {
                let (mut schema, mut problem, mut instance) = (None::<String>, None, None);
                while let Some(key) = map.next_key::<std::borrow::Cow<'_, str>>()? {
                    match &*key {
                        "schema" => schema = Some(map.next_value()?),
                        // Any JSON in an N-Queens start, which does not know the field: its
                        // type is checked below, for the schema that has it.
                        "problem" => problem = Some(map.next_value::<serde_json::Value>()?),
                        "instance" => instance = Some(map.next_value::<serde_json::Value>()?),
                        _ => {
                            map.next_value::<serde::de::IgnoredAny>()?;
                        }
                    }
                }
                let schema = schema.ok_or_else(|| serde::de::Error::missing_field("schema"))?;
                if schema != BACKTRACK_SCHEMA {
                    return Ok(Schema::from(schema.as_str()));
                }
                let problem = match problem {
                    Some(serde_json::Value::String(problem)) => problem,
                    Some(other) => {
                        return Err(serde::de::Error::invalid_type(
                            unexpected(&other),
                            &"the name of a problem",
                        ))
                    }
                    None => return Err(serde::de::Error::missing_field("problem")),
                };
                let instance =
                    instance.ok_or_else(|| serde::de::Error::missing_field("instance"))?;
                Ok(Schema::problem(&problem, instance.to_string()))
            }
        }
        d.deserialize_map(Fields)
    }
}

/// What serde's messages call a JSON value of the wrong type.
fn unexpected(value: &serde_json::Value) -> serde::de::Unexpected<'_> {
    use serde::de::Unexpected;
    use serde_json::Value;
    match value {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(_) => Unexpected::Other("a number"),
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

/// The rule a reject names: how a placed queen attacks a square (N-Queens: column, diagonal,
/// anti-diagonal), which unit of a Sudoku already holds the digit (row, column, box), the
/// edge to a neighbour of the same colour (graph colouring), or the bound a partial sum
/// breaks (subset sum: over the target, or short of it). Each problem uses its own rules;
/// [`crate::problem`] says which.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Conflict {
    /// Same column.
    Column,
    /// Same `row - col`: the "\" direction.
    Diagonal,
    /// Same `row + col`: the "/" direction.
    AntiDiagonal,
    /// Same row (a Sudoku's row unit).
    Row,
    /// Same box (a Sudoku's box unit).
    Box,
    /// An edge to a neighbour that already has the colour (graph colouring).
    Edge,
    /// The sum would go over the target (subset sum).
    Over,
    /// What is left cannot reach the target (subset sum).
    Short,
}

impl Conflict {
    /// The name used in JSON: `column`, `diagonal`, `anti-diagonal`, `row`, `box`, `edge`,
    /// `over` or `short`.
    pub fn as_str(self) -> &'static str {
        match self {
            Conflict::Column => "column",
            Conflict::Diagonal => "diagonal",
            Conflict::AntiDiagonal => "anti-diagonal",
            Conflict::Row => "row",
            Conflict::Box => "box",
            Conflict::Edge => "edge",
            Conflict::Over => "over",
            Conflict::Short => "short",
        }
    }
}

/// Displays each named type as its JSON name, `as_str`.
macro_rules! display_as_str {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    )*};
}

display_as_str!(Conflict, Kind);

/// The kind of an event, without its data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// [`Event::Start`]
    Start,
    /// [`Event::Try`]
    Try,
    /// [`Event::Accept`]
    Accept,
    /// [`Event::Reject`]
    Reject,
    /// [`Event::Solution`]
    Solution,
    /// [`Event::Backtrack`]
    Backtrack,
    /// [`Event::Done`]
    Done,
}

impl Kind {
    /// Every kind, in the order of the enum.
    pub const ALL: [Kind; 7] = [
        Kind::Start,
        Kind::Try,
        Kind::Accept,
        Kind::Reject,
        Kind::Solution,
        Kind::Backtrack,
        Kind::Done,
    ];

    /// The name used in JSON's `"event"` field.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Start => "start",
            Kind::Try => "try",
            Kind::Accept => "accept",
            Kind::Reject => "reject",
            Kind::Solution => "solution",
            Kind::Backtrack => "backtrack",
            Kind::Done => "done",
        }
    }
}

impl Event {
    /// The fields of the kind named `kind` (`"try"`, …), without `event`; `None` for a name
    /// that is no kind.
    pub fn fields_of(kind: &str) -> Option<&'static [&'static str]> {
        Event::fields_in(kind, SCHEMA)
    }

    /// The fields of the kind named `kind` in a trace of `schema`, without `event`: a
    /// [`BACKTRACK_SCHEMA`] line names a square's numbers `var` and `value`, a reject's rule
    /// `rule` and a solution's list `values`, where an N-Queens line says `row`, `col`,
    /// `conflict` and `queens`. One name per field in each schema: the other name is a field
    /// the line's kind does not know, ignored as any other. `None` for a name that is no kind.
    pub fn fields_in(kind: &str, schema: &str) -> Option<&'static [&'static str]> {
        let generic = schema == BACKTRACK_SCHEMA;
        Some(match kind {
            "start" => &["step", "schema", "problem", "instance", "n", "limit", "start"],
            "try" | "accept" | "backtrack" if generic => &["step", "var", "value"],
            "try" | "accept" | "backtrack" => &["step", "row", "col"],
            "reject" if generic => &["step", "var", "value", "rule", "with"],
            "reject" => &["step", "row", "col", "conflict", "with"],
            "solution" if generic => &["step", "index", "values"],
            "solution" => &["step", "index", "queens"],
            "done" => {
                &["step", "solutions", "tries", "accepts", "rejects", "backtracks", "complete"]
            }
            _ => return None,
        })
    }

    /// The step number: the event's line number in the trace, from 0.
    pub fn step(&self) -> u64 {
        match *self {
            Event::Start { step, .. }
            | Event::Try { step, .. }
            | Event::Accept { step, .. }
            | Event::Reject { step, .. }
            | Event::Solution { step, .. }
            | Event::Backtrack { step, .. }
            | Event::Done { step, .. } => step,
        }
    }

    /// The kind of this event.
    pub fn kind(&self) -> Kind {
        match self {
            Event::Start { .. } => Kind::Start,
            Event::Try { .. } => Kind::Try,
            Event::Accept { .. } => Kind::Accept,
            Event::Reject { .. } => Kind::Reject,
            Event::Solution { .. } => Kind::Solution,
            Event::Backtrack { .. } => Kind::Backtrack,
            Event::Done { .. } => Kind::Done,
        }
    }

    /// The square `(row, col)` this event is about, for `try`, `accept`, `reject` and
    /// `backtrack`.
    pub fn square(&self) -> Option<(u32, u32)> {
        match *self {
            Event::Try { row, col, .. }
            | Event::Accept { row, col, .. }
            | Event::Reject { row, col, .. }
            | Event::Backtrack { row, col, .. } => Some((row, col)),
            _ => None,
        }
    }
}

#[cfg(test)]
impl Event {
    /// A reject for tests: step 4 refuses (1,0), which the queen at (0,1) attacks along the
    /// anti-diagonal.
    pub(crate) fn sample_reject() -> Event {
        Event::Reject { step: 4, row: 1, col: 0, conflict: Conflict::AntiDiagonal, with: [0, 1] }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_of_names_the_fields_each_kind_writes() {
        let mut events = Vec::new();
        crate::Solver::new(4).unwrap().run(&mut events).unwrap();
        for e in &events {
            let value = serde_json::to_value(e).unwrap();
            let keys: Vec<&str> = value.as_object().unwrap().keys().map(|k| k.as_str()).collect();
            let mut expected = vec!["event"];
            // A start from the top of the tree leaves its optional `start` out.
            let fields = Event::fields_of(e.kind().as_str()).unwrap();
            // The start's optional fields, and those of `backtrack-trace/1`'s start.
            let other = ["start", "problem", "instance"];
            expected.extend(fields.iter().filter(|f| !other.contains(f)));
            let (mut keys, mut expected) = (keys, expected);
            keys.sort_unstable();
            expected.sort_unstable();
            assert_eq!(keys, expected, "{e:?}");
        }
        assert_eq!(Event::fields_of("future"), None);
    }

    /// A `backtrack-trace/1` line has the fields [`Event::fields_in`] names for its schema,
    /// and no other.
    #[test]
    fn fields_in_names_the_fields_of_a_backtrack_trace() {
        let sudoku =
            crate::problem::open("sudoku", &crate::problem::default_instance("sudoku").unwrap())
                .unwrap();
        let schema = crate::problem::schema_of(&*sudoku);
        use crate::Sink;
        let mut bytes = Vec::new();
        let mut writer = crate::JsonlWriter::new(&mut bytes);
        for e in crate::problem::Search::new(sudoku, None) {
            writer.event(&e).unwrap();
        }
        writer.finish().unwrap();
        drop(writer);
        for line in String::from_utf8(bytes).unwrap().lines() {
            let value: serde_json::Value = serde_json::from_str(line).unwrap();
            let object = value.as_object().unwrap();
            let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
            let kind = object["event"].as_str().unwrap();
            let mut expected = vec!["event"];
            expected.extend(Event::fields_in(kind, schema.as_str()).unwrap());
            if kind == "start" {
                expected.retain(|&f| f != "start");
            }
            keys.sort_unstable();
            expected.sort_unstable();
            assert_eq!(keys, expected, "{line}");
        }
    }

    #[test]
    fn serde_writes_the_canonical_key_order() {
        let e = Event::Reject { step: 4, row: 1, col: 0, conflict: Conflict::Column, with: [0, 0] };
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"event":"reject","step":4,"row":1,"col":0,"conflict":"column","with":[0,0]}"#
        );
        let s = Event::Start {
            step: 0,
            schema: SCHEMA.into(),
            n: 4,
            limit: None,
            start: Position::NONE,
        };
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":4,"limit":null}"#
        );
    }

    #[test]
    fn unknown_fields_are_ignored() {
        let e: Event =
            serde_json::from_str(r#"{"event":"try","step":1,"row":0,"col":0,"note":"x"}"#).unwrap();
        assert_eq!(e, Event::Try { step: 1, row: 0, col: 0 });
    }

    #[test]
    fn an_event_is_no_bigger_for_its_start() {
        // The step view keeps a whole n=10 search within its budget at this size.
        assert_eq!(std::mem::size_of::<Event>(), 56);
        for cols in [&[][..], &[0], &[31, 30, 29, 28], &[1, 3], &[0, 0, 0, 0]] {
            let p = Position::new(cols).unwrap();
            assert_eq!(p.cols(), cols);
            assert_eq!(p.is_empty(), cols.is_empty());
        }
        assert_eq!(Position::new(&[32]), None);
        let line = r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":6,"limit":null,"start":[1,3]}"#;
        let e: Event = serde_json::from_str(line).unwrap();
        assert_eq!(serde_json::to_string(&e).unwrap(), line);
        let long = line.replace("[1,3]", "[1,3,5,0,2]");
        let err = serde_json::from_str::<Event>(&long).unwrap_err().to_string();
        assert!(err.starts_with("a start lists at most 4 queens"), "{err}");
    }
}
