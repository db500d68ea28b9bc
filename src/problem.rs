//! The problems a search can trace, and the one interface they share: [`Problem`].
//!
//! A backtracking search assigns one variable after another. A problem says which variables,
//! in which order; which values each may take, in which order; and whether a value fits what is
//! assigned, and if not, why: the rule it breaks and the earlier assignment it clashes with (or
//! the numbers of a bound). Everything else, the events, the search, the trace formats, the
//! printers, `verify`, is the same for every problem.
//!
//! A problem is one file in `src/problem/`: its instance, its rules, its words in every
//! language. It is registered by one line in [`REGISTRY`]. N-Queens ([`nqueens`]) is the
//! first; its traces keep their own schema, `nqueens-trace/1`, and its fast solver
//! ([`crate::Solver`]), which [`search`] reproduces event for event (tested). Every other
//! problem writes `backtrack-trace/1`.
//!
//! ```
//! use nqueens_trace::problem::{self, Search};
//! use nqueens_trace::Event;
//!
//! let sudoku = problem::open("sudoku", &problem::default_instance("sudoku").unwrap()).unwrap();
//! let events: Vec<Event> = Search::new(sudoku, None).collect();
//! assert!(matches!(events.last(), Some(Event::Done { solutions: 1, complete: true, .. })));
//! ```

pub mod coloring;
pub mod judge;
pub mod nqueens;
pub mod search;
pub mod subset_sum;
pub mod sudoku;

pub use search::Search;

use crate::event::{Conflict, Schema};
use crate::lang::Lang;
use crate::picture::Shape;
use std::fmt;

/// Why a value does not fit: the rule it breaks and what it clashes with, as two numbers: an
/// earlier assignment `[variable, value]` (a queen's `[row, col]`, a Sudoku cell's
/// `[cell, digit]`), or the numbers of a bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Clash {
    /// The rule.
    pub rule: Conflict,
    /// What the value clashes with.
    pub with: [u32; 2],
}

/// One backtracking problem: an instance and the assignment the search has made so far.
///
/// The search ([`Search`]) asks these questions and nothing else; a problem never sees an
/// event. Variables and values are numbers; [`Problem::name_var`] and [`Problem::words`] say
/// them in a language.
pub trait Problem: fmt::Debug + Send {
    /// The name `--problem` takes and a trace's start line writes: `sudoku`.
    fn name(&self) -> &'static str;

    /// The instance as the start line carries it: compact JSON (`{"puzzle":"1.3…"}`), from
    /// which [`open`] makes the same instance again.
    fn instance(&self) -> String;

    /// The size the start line's `n` carries: a Sudoku's side.
    fn size(&self) -> u32;

    /// The variables in the order the search assigns them. Depth `d` of the search assigns
    /// `order()[d]`.
    fn order(&self) -> Vec<u32>;

    /// The `i`-th value (from 0) the search tries on `var`; `None` once every value was
    /// tried. Values need not come in ascending order: a subset sum takes an item (1) before
    /// it leaves it (0).
    fn value(&self, var: u32, i: u32) -> Option<u32>;

    /// Whether `value` fits `var` given what is assigned: `None` if it does, else the
    /// reason. When several assignments clash, which one is named is the problem's documented
    /// choice, the same every time.
    fn test(&self, var: u32, value: u32) -> Option<Clash>;

    /// Assigns `value` to `var`.
    fn assign(&mut self, var: u32, value: u32);

    /// Undoes the assignment of `var`.
    fn undo(&mut self, var: u32);

    /// What a `solution` event lists once every variable is assigned: the value of every
    /// variable of the instance, in the problem's own order (a Sudoku's whole grid, row-major).
    fn solution(&self) -> Vec<u32>;

    /// The problem's words in `lang`.
    fn words(&self, lang: Lang) -> &'static Words;

    /// How a variable is written in a trace's text: a Sudoku cell `(0,1)`, numbered from
    /// `base`. Any number, also one that is no variable of the instance (a hostile trace's),
    /// has a name.
    fn name_var(&self, var: u32, base: u32) -> String;

    /// How `value` of `var` is said in `lang`, for the templates' `{v}`: `None` (the default)
    /// for a value written as its number (a Sudoku's digit), else its word (a colour's name).
    /// Any number has a word.
    fn name_value(&self, _var: u32, _value: u32, _lang: Lang) -> Option<String> {
        None
    }

    /// What the title says of the instance besides its size `{n}`, as `(placeholder, text)`
    /// in `lang`: a subset sum's items and target. None by default.
    fn about(&self, _lang: Lang) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    /// The number of the unit that `rule` names for `var` (a Sudoku's row or column number,
    /// from `base`), for the reject line's `{unit}`.
    fn unit(&self, var: u32, rule: Conflict, base: u32) -> u32;

    /// The rows of text that draw `values` (a [`Problem::solution`]) in `lang`: a Sudoku's
    /// grid, a colouring's vertices and colours. A list of any length draws without a panic.
    fn draw(&self, values: &[u32], lang: Lang) -> Vec<String>;

    /// What a picture of the instance is made of: a board, a grid, a graph, a row of items.
    /// Every view that draws a step draws this shape, marked by [`crate::picture::Picture`].
    fn shape(&self) -> Shape;

    /// A copy of the instance with nothing assigned.
    fn fresh(&self) -> Box<dyn Problem>;
}

/// A problem's words in one language: templates filled as [`crate::lang::fill`] does.
/// `{x}` is a variable as [`Problem::name_var`] writes it, `{v}` a value (its number, or its
/// word from [`Problem::name_value`]; `{v:one|other}` picks a word by it, the first for 1),
/// `{with}` the variable a reject clashes with, `{unit}` the number of the unit it names,
/// `{a}` and `{b}` a reject's two numbers as they are (a bound's sum and target), `{n}` the
/// size and the placeholders of [`Problem::about`] (in the title), `{i}` a solution's number.
#[derive(Debug)]
pub struct Words {
    /// What the problem is called: `sudoku`.
    pub noun: &'static str,
    /// The first line: `{n}`.
    pub title: &'static str,
    /// A `try` of `{v}` on `{x}`.
    pub try_: &'static str,
    /// An `accept`.
    pub accept: &'static str,
    /// A `reject`, one template per rule the problem uses.
    pub reject: &'static [(Conflict, &'static str)],
    /// A `backtrack` because nothing fits the next variable.
    pub backtrack_stuck: &'static str,
    /// A `backtrack` of the last variable, after a solution.
    pub backtrack_solved: &'static str,
    /// Solution `{i}`, whose grid follows.
    pub solution: &'static str,
    /// The rules' names, for a quiz or a legend: one per rule the problem uses.
    pub rules: &'static [(Conflict, &'static str)],
}

impl Words {
    /// The reject template for `rule`; the first one for a rule the problem does not use (a
    /// hostile trace).
    pub fn reject(&self, rule: Conflict) -> &'static str {
        lookup(self.reject, rule)
    }

    /// The name of `rule`.
    pub fn rule(&self, rule: Conflict) -> &'static str {
        lookup(self.rules, rule)
    }
}

fn lookup(table: &'static [(Conflict, &'static str)], rule: Conflict) -> &'static str {
    table.iter().find(|(r, _)| *r == rule).unwrap_or(&table[0]).1
}

/// An instance that cannot be searched: what was given and what is valid, as data; each front
/// end words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstanceError {
    /// `--problem` named no problem: the name given.
    UnknownProblem(String),
    /// The instance's JSON lacks a field or holds the wrong type: the field.
    Field(&'static str),
    /// A Sudoku puzzle of the wrong length: the length given.
    PuzzleLength(usize),
    /// A Sudoku puzzle with a character that is no digit of its size: the character, its
    /// place (from 1), and the size.
    PuzzleChar(char, usize, u32),
    /// A Sudoku puzzle whose givens already clash: the digit, the two cells as `(row, col)`,
    /// and the unit.
    PuzzleClash(u32, (u32, u32), (u32, u32), Conflict),
    /// A graph without a vertex.
    NoVertices,
    /// A graph of more vertices than [`coloring::MAX_VERTICES`]: how many.
    TooManyVertices(u64),
    /// A vertex's name that is not 1 to 32 ASCII letters, digits, `_`, `.` or `-`: the name.
    VertexName(String),
    /// Two vertices of one name: the name.
    DuplicateVertex(String),
    /// An edge from a vertex to itself: the vertex's name.
    SelfLoop(String),
    /// An edge to a vertex that is not in the graph: the number given, and the number of
    /// vertices.
    VertexRange(i128, usize),
    /// A number of colours that is not 1 to 2^32 - 1: the number given.
    Colors(i128),
    /// A line of a DIMACS graph that is none of its lines: its number (from 1) and its text.
    DimacsLine(usize, String),
    /// A DIMACS graph without its `p edge V E` line.
    DimacsNoProblem,
    /// A DIMACS edge to a vertex outside `1..=V`: the line, the vertex, and `V`.
    DimacsVertex(usize, u64, u32),
    /// A subset sum without an item.
    NoItems,
    /// An item that is not a whole number from 0 to 2^32 - 1: the number given, and its place
    /// (from 1).
    Item(i128, usize),
    /// Items whose total does not fit 32 bits: the total.
    ItemsTotal(u64),
    /// A target that is not a whole number from 0 to 2^32 - 1: the number given.
    Target(i128),
}

impl fmt::Display for InstanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstanceError::UnknownProblem(name) => write!(
                f,
                "unknown problem {:?}: expected one of {}",
                crate::escape::escape(name),
                names().join(", ")
            ),
            InstanceError::Field(field) => {
                write!(f, "the instance's field `{field}` is missing or of the wrong type")
            }
            InstanceError::PuzzleLength(len) => write!(
                f,
                "a puzzle of {len} cells: expected 16 (4×4) or 81 (9×9) digits, `.` or `0` for an empty cell"
            ),
            InstanceError::PuzzleChar(c, at, size) => write!(
                f,
                "a puzzle with {:?} at cell {at}: expected a digit 1 to {size}, or `.` or `0` for an empty cell",
                crate::escape::escape(&c.to_string())
            ),
            InstanceError::PuzzleClash(digit, (r1, c1), (r2, c2), unit) => write!(
                f,
                "a puzzle whose givens clash: {digit} at ({r1},{c1}) and at ({r2},{c2}) in one {unit}: each row, column and box holds a digit at most once"
            ),
            InstanceError::NoVertices => {
                f.write_str("a graph of no vertices: expected 1 or more")
            }
            InstanceError::TooManyVertices(v) => write!(
                f,
                "a graph of {v} vertices: expected 1 to {}",
                coloring::MAX_VERTICES
            ),
            InstanceError::VertexName(name) => write!(
                f,
                "a vertex named {:?}: expected 1 to {} ASCII letters, digits, `_`, `.` or `-`",
                crate::escape::escape(name),
                coloring::MAX_NAME
            ),
            InstanceError::DuplicateVertex(name) => write!(
                f,
                "two vertices named {:?}: each vertex has a name of its own",
                crate::escape::escape(name)
            ),
            InstanceError::SelfLoop(name) => write!(
                f,
                "a graph with an edge from {name} to itself: an edge joins two different vertices"
            ),
            InstanceError::VertexRange(v, count) => write!(
                f,
                "an edge to vertex {v} of a graph of {count} vertices: expected 0 to {}, a vertex's place in `vertices`",
                count - 1
            ),
            InstanceError::Colors(k) => write!(
                f,
                "{k} colours: expected a whole number of colours from 1 to {}",
                u32::MAX
            ),
            InstanceError::DimacsLine(line, text) => write!(
                f,
                "line {line} of the graph, {:?}, is no line of a DIMACS .col file: expected `c` and a comment, one `p edge V E` before the edges, or `e U V`",
                crate::escape::escape(text)
            ),
            InstanceError::DimacsNoProblem => f.write_str(
                "a graph with no `p edge V E` line: expected a DIMACS .col file (`c` comments, `p edge V E`, then `e U V` lines)",
            ),
            InstanceError::DimacsVertex(line, v, count) => write!(
                f,
                "line {line} of the graph has an edge to vertex {v}: expected 1 to {count}, the vertices of its `p edge` line"
            ),
            InstanceError::NoItems => {
                f.write_str("no items: expected one whole number or more, from 0 to 4294967295")
            }
            InstanceError::Item(v, at) => write!(
                f,
                "item {at} is {v}: expected a whole number from 0 to {}",
                u32::MAX
            ),
            InstanceError::ItemsTotal(total) => write!(
                f,
                "items that add up to {total}: expected a total of at most {}",
                u32::MAX
            ),
            InstanceError::Target(t) => write!(
                f,
                "a target of {t}: expected a whole number from 0 to {}",
                u32::MAX
            ),
        }
    }
}

impl std::error::Error for InstanceError {}

/// One registered problem: its name, how an instance is read from the start line's JSON, and
/// its default instance.
pub struct Entry {
    /// The name.
    pub name: &'static str,
    /// Reads an instance from its JSON.
    pub open: fn(&serde_json::Value) -> Result<Box<dyn Problem>, InstanceError>,
    /// The instance a class sees without naming one.
    pub default: fn() -> serde_json::Value,
}

/// Every problem besides N-Queens, one line each: a new problem is a file in `src/problem/`
/// and a line here.
pub const REGISTRY: &[Entry] = &[
    Entry { name: "sudoku", open: sudoku::Sudoku::open, default: sudoku::Sudoku::default_instance },
    Entry {
        name: "coloring",
        open: coloring::Coloring::open,
        default: coloring::Coloring::default_instance,
    },
    Entry {
        name: "subset-sum",
        open: subset_sum::SubsetSum::open,
        default: subset_sum::SubsetSum::default_instance,
    },
];

/// A whole number of an instance's JSON, written as JSON allows (`3`, `3.0`, `3e0`, `-1`);
/// `None` for anything else. A number past what a double holds exactly is `None` too.
pub(crate) fn whole(value: &serde_json::Value) -> Option<i128> {
    if let Some(n) = value.as_u64() {
        return Some(n.into());
    }
    if let Some(n) = value.as_i64() {
        return Some(n.into());
    }
    let f = value.as_f64()?;
    // 2^63: every whole double below it converts exactly.
    (f.fract() == 0.0 && f.abs() < 9.223_372_036_854_776e18).then_some(f as i128)
}

/// The names `--problem` takes: `nqueens`, then every registered problem.
pub fn names() -> Vec<&'static str> {
    std::iter::once("nqueens").chain(REGISTRY.iter().map(|e| e.name)).collect()
}

fn entry(name: &str) -> Result<&'static Entry, InstanceError> {
    REGISTRY
        .iter()
        .find(|e| e.name == name)
        .ok_or_else(|| InstanceError::UnknownProblem(name.to_string()))
}

/// The instance of `problem` that `instance` describes.
pub fn open(
    problem: &str,
    instance: &serde_json::Value,
) -> Result<Box<dyn Problem>, InstanceError> {
    (entry(problem)?.open)(instance)
}

/// The default instance of `problem`, as JSON.
pub fn default_instance(problem: &str) -> Result<serde_json::Value, InstanceError> {
    Ok((entry(problem)?.default)())
}

/// The problem a start event's schema names, or `None` for N-Queens (and an unknown schema).
pub fn of_schema(schema: &Schema) -> Option<Result<Box<dyn Problem>, InstanceError>> {
    let named = schema.named()?;
    Some(match serde_json::from_str(&named.instance) {
        Ok(json) => open(&named.problem, &json),
        Err(_) => Err(InstanceError::Field("instance")),
    })
}

/// The start event's schema for a search of `problem`.
pub fn schema_of(problem: &dyn Problem) -> Schema {
    Schema::problem(problem.name(), problem.instance())
}

/// Appends the words of `event` of a search of `problem` to `out`, as the text trace says it
/// in `lang`, variables numbered from `base`: the event's template from [`Problem::words`],
/// filled. After a solution (`solved`) a backtrack says the search goes on. Returns false,
/// writing nothing, for the kinds no such template says (a start, a solution, a done).
pub fn say(
    problem: &dyn Problem,
    lang: Lang,
    base: u32,
    event: &crate::event::Event,
    solved: bool,
    out: &mut Vec<u8>,
) -> bool {
    use crate::event::Event;
    use crate::lang::{fill, Arg};
    let w = problem.words(lang);
    let (row, col, template) = match *event {
        Event::Try { row, col, .. } => (row, col, w.try_),
        Event::Accept { row, col, .. } => (row, col, w.accept),
        Event::Reject { row, col, conflict, .. } => (row, col, w.reject(conflict)),
        Event::Backtrack { row, col, .. } if solved => (row, col, w.backtrack_solved),
        Event::Backtrack { row, col, .. } => (row, col, w.backtrack_stuck),
        _ => return false,
    };
    let x = problem.name_var(row, base);
    let word = problem.name_value(row, col, lang);
    let v = word.as_ref().map_or(Arg::Num(col.into()), |w| Arg::Text(w.as_bytes()));
    let (by, unit, with) = match *event {
        Event::Reject { conflict, with, .. } => {
            (problem.name_var(with[0], base), problem.unit(row, conflict, base), with)
        }
        _ => (String::new(), 0, [0, 0]),
    };
    let args = [
        ("x", Arg::Text(x.as_bytes())),
        ("v", v),
        ("with", Arg::Text(by.as_bytes())),
        ("unit", Arg::Num(unit.into())),
        ("a", Arg::Num(with[0].into())),
        ("b", Arg::Num(with[1].into())),
    ];
    fill(out, template, &args);
    true
}

/// Appends the title of a trace of `problem` of size `n` to `out`, in `lang`: its template
/// filled with `{n}` and what [`Problem::about`] says of the instance.
pub fn say_title(problem: &dyn Problem, lang: Lang, n: u32, out: &mut Vec<u8>) {
    use crate::lang::{fill, Arg};
    let about = problem.about(lang);
    let mut args = vec![("n", Arg::Num(n.into()))];
    args.extend(about.iter().map(|(name, text)| (*name, Arg::Text(text.as_bytes()))));
    fill(out, problem.words(lang).title, &args);
}

/// One event of a search of `problem`, said as the English text trace says it, without its
/// symbol: `reject 1 in (0,1): row 0 already has 1 at (0,0)`. For messages about an event
/// (`verify`, `diff`).
pub fn describe(problem: &dyn Problem, event: &crate::event::Event) -> String {
    describe_in(problem, event, Lang::En)
}

/// [`describe`] in `lang`: the event as the text trace of `lang` says it, without its symbol.
/// A start, a solution and a done, which no template of the problem says, are said as
/// [`crate::event::describe`] says them.
pub fn describe_in(problem: &dyn Problem, event: &crate::event::Event, lang: Lang) -> String {
    let mut out = Vec::new();
    if !say(problem, lang, 0, event, false, &mut out) {
        return crate::event::describe(event);
    }
    let text = String::from_utf8_lossy(&out).into_owned();
    // The symbol and its space: the message quotes the words.
    match text.split_once(' ') {
        Some((symbol, rest)) if !symbol.chars().any(char::is_alphanumeric) => rest.to_string(),
        _ => text,
    }
}

/// One event said in `m`'s language: in the words of `problem` when the trace is of another
/// problem than N-Queens, else as [`crate::lang::verdicts::describe_in`] says a square. The
/// one describer of an event that `diff`, `verify` and `check` quote.
pub fn said(
    problem: Option<&dyn Problem>,
    event: &crate::event::Event,
    m: &crate::lang::Messages,
) -> String {
    match problem {
        Some(problem) => describe_in(problem, event, Lang::of(m)),
        None => crate::lang::verdicts::describe_in(event, m),
    }
}
