//! One truth for a trace's values: `traces/nqueens-trace-1.schema.json` and the reader take
//! the same lines, and so do `traces/backtrack-trace-1.schema.json` and the reader of a trace
//! of that schema (a Sudoku's). Each schema has one name per field: a line that names a field
//! as the other schema does lacks the field, and the other name is a field like any unknown
//! one, which both take. A corpus of lines (each kind, each field given numbers written every way
//! JSON allows, `1.0` and `1e0` among them, and strings, nulls, arrays of every length and
//! missing fields in their place, and lines that are no object) goes through both: the JSON
//! Schema validator in-process, and ajv, the validator of the JavaScript world, in strict mode
//! (`#[ignore = "needs ajv"]`: `.ci/run` installs ajv-cli from npm). Every constraint of the
//! schema on a value (`enum`, `const`, `minimum`, `maximum`, `minItems`, `maxItems`,
//! `prefixItems` and `items`, `required`, `type`) has lines on both sides of it, and they agree
//! on every line, with no exception: a `start` of step 3 and a solution of index 0 included.

use crate::util::{bin, tmp, traces};
use nqueens_trace::Reader;
use serde_json::Value;
use std::path::PathBuf;

/// A start of the largest board, so that every row and column the schema allows is on it.
const START: &str = r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":32,"limit":null}"#;

/// The start of a 4×4 Sudoku's trace, before the lines of `backtrack-trace/1` other than a
/// start.
const SUDOKU: &str = r#"{"event":"start","step":0,"schema":"backtrack-trace/1","problem":"sudoku","instance":{"puzzle":"1.....2..3.....4"},"n":4,"limit":null}"#;

/// One of the two schemas: its file, its lines and the names of its fields.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Format {
    NQueens,
    Backtrack,
}

impl Format {
    fn file(self) -> &'static str {
        match self {
            Format::NQueens => "nqueens-trace-1.schema.json",
            Format::Backtrack => "backtrack-trace-1.schema.json",
        }
    }

    fn kinds(self) -> Vec<Vec<(&'static str, String)>> {
        match self {
            Format::NQueens => kinds(),
            Format::Backtrack => backtrack_kinds(),
        }
    }

    /// The name the other schema gives a field of this one, if it names it otherwise.
    fn other_name(self, field: &str) -> Option<&'static str> {
        let names = [("row", "var"), ("col", "value"), ("conflict", "rule"), ("queens", "values")];
        names.iter().find_map(|&(queens, generic)| match self {
            Format::NQueens => (field == queens).then_some(generic),
            Format::Backtrack => (field == generic).then_some(queens),
        })
    }
}

/// A 9×9 puzzle of one given, and its grid of 81 cells.
fn nine() -> String {
    format!("9{}", ".".repeat(80))
}

/// The instance of the map of Australia in three colours, as `run --problem coloring` writes it.
const AUSTRALIA: &str = r#"{"colors":3,"edges":[[0,1],[0,2],[1,2],[1,3],[2,3],[2,4],[2,5],[3,4],[4,5]],"vertices":["WA","NT","SA","Q","NSW","V","T"]}"#;

/// The default instance of a subset sum.
const ITEMS: &str = r#"{"items":[3,34,4,12,5,2],"target":9}"#;

/// One valid line of each kind of `backtrack-trace/1`: a start of each size of Sudoku, of a
/// colouring and of a subset sum, and the lines of a 4×4's trace, a reject of each rule.
fn backtrack_kinds() -> Vec<Vec<(&'static str, String)>> {
    let line = |fields: &[(&'static str, &str)]| {
        fields.iter().map(|&(k, v)| (k, v.to_string())).collect::<Vec<_>>()
    };
    let values = format!("[{}]", vec!["1"; 16].join(","));
    let nine = format!(r#"{{"puzzle":"{}"}}"#, nine());
    vec![
        line(&[
            ("event", r#""start""#),
            ("step", "0"),
            ("schema", r#""backtrack-trace/1""#),
            ("problem", r#""sudoku""#),
            ("instance", r#"{"puzzle":"1.....2..3.....4"}"#),
            ("n", "4"),
            ("limit", "null"),
        ]),
        line(&[
            ("event", r#""start""#),
            ("step", "0"),
            ("schema", r#""backtrack-trace/1""#),
            ("problem", r#""sudoku""#),
            ("instance", &nine),
            ("n", "9"),
            ("limit", "1"),
            ("start", "[]"),
        ]),
        line(&[
            ("event", r#""start""#),
            ("step", "0"),
            ("schema", r#""backtrack-trace/1""#),
            ("problem", r#""coloring""#),
            ("instance", AUSTRALIA),
            ("n", "7"),
            ("limit", "null"),
        ]),
        line(&[
            ("event", r#""start""#),
            ("step", "0"),
            ("schema", r#""backtrack-trace/1""#),
            ("problem", r#""subset-sum""#),
            ("instance", ITEMS),
            ("n", "6"),
            ("limit", "2"),
        ]),
        line(&[("event", r#""try""#), ("step", "1"), ("var", "1"), ("value", "1")]),
        line(&[("event", r#""accept""#), ("step", "1"), ("var", "1"), ("value", "1")]),
        line(&[
            ("event", r#""reject""#),
            ("step", "1"),
            ("var", "1"),
            ("value", "1"),
            ("rule", r#""row""#),
            ("with", "[0,1]"),
        ]),
        line(&[
            ("event", r#""reject""#),
            ("step", "1"),
            ("var", "1"),
            ("value", "0"),
            ("rule", r#""edge""#),
            ("with", "[0,0]"),
        ]),
        line(&[
            ("event", r#""reject""#),
            ("step", "1"),
            ("var", "1"),
            ("value", "1"),
            ("rule", r#""over""#),
            ("with", "[37,9]"),
        ]),
        line(&[("event", r#""solution""#), ("step", "1"), ("index", "1"), ("values", &values)]),
        line(&[("event", r#""backtrack""#), ("step", "1"), ("var", "1"), ("value", "1")]),
        line(&[
            ("event", r#""done""#),
            ("step", "1"),
            ("solutions", "0"),
            ("tries", "0"),
            ("accepts", "0"),
            ("rejects", "0"),
            ("backtracks", "0"),
            ("complete", "false"),
        ]),
    ]
}

/// The puzzles a Sudoku's start is given, besides the values of [`VALUES`] in its instance:
/// 16 and 81 cells, with whitespace of every kind Unicode has between them (and the two
/// characters one of JSON Schema's validators and Rust differ on, U+0085 and U+FEFF), digits
/// past the side, letters, and one cell too few or too many. A puzzle whose givens clash is
/// no value a JSON Schema can refuse: [`a_puzzle_whose_givens_clash_is_refused_beyond_the_schema`].
fn puzzles() -> Vec<String> {
    let mut puzzles: Vec<String> = [
        "1.....2..3.....4",
        r"1...\n..2.\n.3..\n...4",
        r" 1... ..2.\t.3.. ...4\r\n",
        r"1...\u000b..2.\f.3..\u00a0...4",
        r"1...\u0085..2.\u1680.3..\u2000...4\u200a",
        r"\u2028\u2029\u202f\u205f\u30001.....2..3.....4",
        r"\ufeff1.....2..3.....4",
        r"1.....2..3.....4\u200b",
        "0000000000000000",
        "1234............",
        "1.....2..3.....5",
        "1.....2..3.....9",
        "1.....2..3.....a",
        r"1.....2..3.....\uff14",
        "1.....2..3.....",
        "1.....2..3.....4.",
        "",
    ]
    .iter()
    .map(|p| p.to_string())
    .collect();
    puzzles.push(nine());
    puzzles.push(format!("{}0", nine()));
    puzzles.push(nine()[1..].to_string());
    puzzles.push(format!("123456789{}", ".".repeat(72)));
    puzzles.push(nine().replace('9', r"\n9\n"));
    puzzles
}

/// The values field `field` of `format` is given besides [`VALUES`]: every problem name and
/// rule, and the instances of [`puzzles`], with a field more and in other shapes.
fn more_values(format: Format, field: &str) -> Vec<String> {
    let quoted = |names: &[&str]| names.iter().map(|n| format!("\"{n}\"")).collect();
    match (format, field) {
        (Format::Backtrack, "problem") => quoted(&[
            "sudoku",
            "nqueens",
            "Sudoku",
            "sudoku ",
            "coloring",
            "colouring",
            "subset-sum",
            "subset_sum",
        ]),
        (_, "rule" | "conflict") => quoted(&[
            "row",
            "column",
            "box",
            "diagonal",
            "anti-diagonal",
            "Row",
            "unit",
            "edge",
            "over",
            "short",
            "neighbour",
        ]),
        (Format::Backtrack, "instance") => {
            let mut instances: Vec<String> =
                puzzles().iter().map(|p| format!(r#"{{"puzzle":"{p}"}}"#)).collect();
            instances.push(r#"{"puzzle":"1.....2..3.....4","note":[1]}"#.into());
            instances.push(r#"{"grid":"1.....2..3.....4"}"#.into());
            instances.push(r#"{"puzzle":["1.....2..3.....4"]}"#.into());
            instances.push(r#"{"puzzle":null}"#.into());
            instances.extend(graphs());
            instances.extend(item_lists());
            instances
        }
        (_, "schema") => quoted(&["backtrack-trace/1", "backtrack-trace/2"]),
        _ => Vec::new(),
    }
}

/// The graphs a colouring's start is given: each field of the map's instance given every
/// value of [`VALUES`] and more (names of every kind, edges of every length and to every
/// vertex, its own included), and graphs of other sizes.
fn graphs() -> Vec<String> {
    let map: Value = serde_json::from_str(AUSTRALIA).unwrap();
    let names = [
        r#"["a"]"#,
        r#"["a","b"]"#,
        r#"["a","a"]"#,
        r#"["a b"]"#,
        r#"[""]"#,
        r#"["x_1.-Y"]"#,
        r#"["é"]"#,
        r#"["12345678901234567890123456789012"]"#,
        r#"["123456789012345678901234567890123"]"#,
        r#"[1]"#,
    ];
    let edges = ["[[0,1]]", "[[0,0]]", "[[0,7]]", "[[6,5],[5,6]]", "[[0]]", "[[0,1,2]]", "[0,1]"];
    let colors = ["3.0", "1e0", "4294967295", "4294967296", "-1", "0"];
    let mut graphs = Vec::new();
    for (field, more) in [("vertices", &names[..]), ("edges", &edges[..]), ("colors", &colors[..])]
    {
        for value in VALUES.iter().chain(more) {
            let mut graph = map.clone();
            graph[field] = serde_json::from_str(value).unwrap();
            graphs.push(graph.to_string());
        }
        let mut without = map.clone();
        without.as_object_mut().unwrap().remove(field);
        graphs.push(without.to_string());
    }
    graphs.push(r#"{"colors":2,"edges":[[0,1]],"vertices":["1","2"]}"#.into());
    graphs.push(r#"{"colors":2,"edges":[],"vertices":["1"]}"#.into());
    graphs
}

/// The items and targets a subset sum's start is given, as [`graphs`] gives a colouring's.
fn item_lists() -> Vec<String> {
    let sum: Value = serde_json::from_str(ITEMS).unwrap();
    let items = ["[]", "[0]", "[-1]", "[1.5]", "[4294967295]", "[4294967295,1]", r#"["1"]"#];
    let mut lists = Vec::new();
    for (field, more) in [("items", &items[..]), ("target", &[][..])] {
        for value in VALUES.iter().chain(more) {
            let mut list = sum.clone();
            list[field] = serde_json::from_str(value).unwrap();
            lists.push(list.to_string());
        }
        let mut without = sum.clone();
        without.as_object_mut().unwrap().remove(field);
        lists.push(without.to_string());
    }
    lists
}

/// Whether `line` is a start of a colouring or a subset sum that the schema may take but that
/// breaks a rule beyond one JSON Schema (its description says which): an `n` that is not the
/// instance's number of vertices or items, an edge to a vertex out of the graph or to its own,
/// items that add up past 2^32 - 1. Said here without the library: from the line's JSON.
fn beyond_the_schema(line: &str) -> bool {
    let value = serde_json::from_str::<Value>(line).unwrap_or(Value::Null);
    let whole = |v: &Value| v.as_f64().filter(|f| f.fract() == 0.0);
    let (Some("start"), Some(n), Some(instance)) = (
        value.get("event").and_then(Value::as_str),
        value.get("n").and_then(whole),
        value.get("instance"),
    ) else {
        return false;
    };
    let list = |field: &str| instance.get(field).and_then(Value::as_array);
    match value.get("problem").and_then(Value::as_str) {
        Some("coloring") => {
            let Some(vertices) = list("vertices") else { return false };
            let v = vertices.len() as f64;
            let edges = list("edges").into_iter().flatten().filter_map(Value::as_array);
            let bad_edge = edges.filter(|e| e.len() == 2).any(|e| {
                let ends: Vec<Option<f64>> = e.iter().map(whole).collect();
                matches!(ends[..], [Some(a), Some(b)] if a == b || a >= v || b >= v)
            });
            n != v || bad_edge
        }
        Some("subset-sum") => {
            let Some(items) = list("items") else { return false };
            let total: f64 = items.iter().filter_map(whole).sum();
            n != items.len() as f64 || total > 4294967295.0
        }
        _ => false,
    }
}

/// One valid line of each kind on the 32×32 board, as its fields' JSON text.
fn kinds() -> Vec<Vec<(&'static str, String)>> {
    let line = |fields: &[(&'static str, &str)]| {
        fields.iter().map(|&(k, v)| (k, v.to_string())).collect::<Vec<_>>()
    };
    let queens = format!("[{}]", vec!["0"; 32].join(","));
    vec![
        line(&[
            ("event", r#""start""#),
            ("step", "0"),
            ("schema", r#""nqueens-trace/1""#),
            ("n", "32"),
            ("limit", "null"),
        ]),
        // A teacher's start: its list has a length of its own, at most `Position::MAX`.
        line(&[
            ("event", r#""start""#),
            ("step", "0"),
            ("schema", r#""nqueens-trace/1""#),
            ("n", "32"),
            ("limit", "0"),
            ("start", "[0,2]"),
        ]),
        line(&[("event", r#""try""#), ("step", "1"), ("row", "0"), ("col", "0")]),
        line(&[("event", r#""accept""#), ("step", "1"), ("row", "0"), ("col", "0")]),
        line(&[
            ("event", r#""reject""#),
            ("step", "1"),
            ("row", "1"),
            ("col", "0"),
            ("conflict", r#""column""#),
            ("with", "[0,0]"),
        ]),
        line(&[("event", r#""solution""#), ("step", "1"), ("index", "1"), ("queens", &queens)]),
        line(&[("event", r#""backtrack""#), ("step", "1"), ("row", "0"), ("col", "0")]),
        line(&[
            ("event", r#""done""#),
            ("step", "1"),
            ("solutions", "0"),
            ("tries", "0"),
            ("accepts", "0"),
            ("rejects", "0"),
            ("backtracks", "0"),
            ("complete", "false"),
        ]),
    ]
}

/// The values every field is given in turn: whole numbers written as digits, with a fraction
/// of zeros or with an exponent; fractions; numbers below zero, at the edges of a row, of a
/// board size and of a count; and values of other types. Only numbers that a double holds
/// exactly: ajv's JavaScript has no other kind, and the in-process validator reads a number
/// with a fraction or an exponent as a double, so `1.0000000000000000001` would be 1 to both
/// (the reader reads that one digit by digit, and refuses it: src/reader/number.rs).
const VALUES: &[&str] = &[
    "0",
    "1",
    "1.0",
    "1.000",
    "1e0",
    "1E+1",
    "10e-1",
    "0.1e1",
    "-0",
    "-0.0",
    "0e3",
    "1.5",
    "25e-1",
    "-1",
    "-1.0",
    "4",
    "9",
    "9.0",
    "31",
    "31.0",
    "3.1e1",
    "32",
    "32.0",
    "33",
    "4294967296",
    "4294967295",
    "4.294967295e9",
    "4.294967296e9",
    "9007199254740992",
    "9.007199254740992e15",
    // The schema's largest count, 2^64 - 1, is 2^64 to JavaScript, and no double lies between:
    // the edge is tested with digits, which serde reads as a u64, and past it in-process only
    // ([`PAST_THE_LAST_COUNT`]).
    "18446744073709551615",
    r#""1""#,
    r#""column""#,
    r#""nqueens-trace/1""#,
    "null",
    "true",
    "false",
    "[]",
    "[0,0]",
    "[0.0,1e0]",
    "[0,0,0]",
    "{}",
];

/// The first count past the schema's last, as digits: refused by the reader (no u64 holds it)
/// and by the in-process validator, which compares it exactly with the maximum; ajv, whose
/// numbers are doubles, reads that maximum as this very number and takes it. Only the
/// in-process validator's corpus has it ([`corpus_past_doubles`]).
const PAST_THE_LAST_COUNT: &str = "18446744073709551616";

/// The names `event` is given besides [`VALUES`]: every kind (a line of one kind named as
/// another), and names no kind has.
const EVENTS: &[&str] = &[
    r#""start""#,
    r#""try""#,
    r#""accept""#,
    r#""reject""#,
    r#""solution""#,
    r#""backtrack""#,
    r#""done""#,
    r#""Try""#,
    r#""jump""#,
    r#""""#,
];

/// Lines that are JSON but no object, and objects without the fields of any kind.
const NOT_EVENTS: &[&str] = &[
    "[1,2,3]",
    "1",
    r#""start""#,
    "null",
    "true",
    "{}",
    r#"{"event":"try"}"#,
    r#"{"step":0}"#,
    r#"[{"event":"try","step":1,"row":0,"col":0}]"#,
];

/// The lengths each list is given, of zeros, besides the arrays of [`VALUES`]: on each side of
/// its `minItems` and `maxItems` (a solution's list as long as the board's rows, read after a
/// start of that `n`: see [`reader_takes`]).
fn lengths(field: &str) -> &'static [usize] {
    match field {
        "with" => &[0, 1, 2, 3],
        "start" => &[0, 1, 4, 5, 31, 32],
        "queens" => &[0, 1, 2, 31, 32, 33],
        "values" => &[0, 1, 16, 81],
        _ => &[],
    }
}

/// The number of elements of the list `field` of a valid line, of which the first and the
/// last are given each value.
fn elements(format: Format, field: &str) -> usize {
    match (format, field) {
        (_, "with") => 2,
        (Format::NQueens, "start") => 2,
        (_, "queens") => 32,
        (_, "values") => 16,
        _ => 0,
    }
}

/// Every line of the corpus: each kind as it is, then with each field (and each element of a
/// list) given each of [`VALUES`] (and `event` each of [`EVENTS`]), without it, and with a
/// field no kind knows; each list with each of its [`lengths`]; and [`NOT_EVENTS`].
fn corpus(format: Format) -> Vec<String> {
    corpus_of(format, VALUES)
}

/// [`corpus`], and the lines with [`PAST_THE_LAST_COUNT`] in each field: for the validators
/// whose numbers are not only doubles.
fn corpus_past_doubles(format: Format) -> Vec<String> {
    let mut values = VALUES.to_vec();
    values.push(PAST_THE_LAST_COUNT);
    corpus_of(format, &values)
}

fn corpus_of(format: Format, values: &[&str]) -> Vec<String> {
    let text = |fields: &[(&str, String)]| {
        let body: Vec<String> = fields.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
        format!("{{{}}}", body.join(","))
    };
    let mut lines: Vec<String> = NOT_EVENTS.iter().map(|l| l.to_string()).collect();
    for fields in format.kinds() {
        lines.push(text(&fields));
        let mut extra = fields.clone();
        extra.push(("future", "1.5".into()));
        lines.push(text(&extra));
        for at in 0..fields.len() {
            let mut without = fields.clone();
            without.remove(at);
            lines.push(text(&without));
            for &length in lengths(fields[at].0) {
                let mut changed = fields.clone();
                changed[at].1 = format!("[{}]", vec!["0"; length].join(","));
                lines.push(text(&changed));
            }
            // The field under the other schema's name, and with it.
            if let Some(other) = format.other_name(fields[at].0) {
                let mut renamed = fields.clone();
                renamed[at].0 = other;
                lines.push(text(&renamed));
                let mut both = fields.clone();
                both.push((other, fields[at].1.clone()));
                lines.push(text(&both));
            }
            let events = if fields[at].0 == "event" { EVENTS } else { &[] };
            let more = more_values(format, fields[at].0);
            let more = more.iter().map(String::as_str);
            for value in values.iter().chain(events).copied().chain(more) {
                let mut changed = fields.clone();
                changed[at].1 = value.to_string();
                lines.push(text(&changed));
                let elements = elements(format, fields[at].0);
                for i in [0, elements.saturating_sub(1)].into_iter().take(elements.min(2)) {
                    let mut list = vec!["0"; elements];
                    list[i] = value;
                    changed[at].1 = format!("[{}]", list.join(","));
                    lines.push(text(&changed));
                }
            }
        }
    }
    lines
}

/// Whether the reader reads `line`, on a reader that checks the board: alone when it is a
/// start, else after a start of the board on which it is most likely to fit. The schema sees
/// one line and not the board; so every row and column it allows is on the 32×32 board, and a
/// solution, whose queens are as many as the board's rows, follows a start of that many rows.
/// A line of `backtrack-trace/1` follows the start of a 4×4 Sudoku: the reader checks the
/// instance, and leaves whether a line fits it to `verify`, as the schema does.
fn reader_takes(format: Format, line: &str) -> bool {
    let value = serde_json::from_str::<Value>(line).unwrap_or(Value::Null);
    let trace = if value.get("event").and_then(Value::as_str) == Some("start") {
        format!("{line}\n")
    } else if format == Format::Backtrack {
        format!("{SUDOKU}\n{line}\n")
    } else {
        let rows = value.get("queens").and_then(Value::as_array).map_or(0, Vec::len);
        let n = if (1..=32).contains(&rows) { rows } else { 32 };
        let start = START.replace("\"n\":32", &format!("\"n\":{n}"));
        format!("{start}\n{line}\n")
    };
    // A start is a line of the schema it names: an N-Queens start with a problem's fields
    // is no `backtrack-trace/1` line, though the reader reads it, as an N-Queens one.
    let schema_of = |event: &nqueens_trace::Event| match event {
        nqueens_trace::Event::Start { schema, .. } => schema.named().is_some(),
        _ => format == Format::Backtrack,
    };
    Reader::new(trace.as_bytes(), "corpus")
        .check_board(true)
        .all(|event| event.is_ok_and(|e| schema_of(&e) == (format == Format::Backtrack)))
}

fn validator(format: Format) -> jsonschema::Validator {
    let schema = std::fs::read(schema_path(format)).unwrap();
    let schema: Value = serde_json::from_slice(&schema).unwrap();
    jsonschema::draft202012::new(&schema).expect("the schema is a valid 2020-12 schema")
}

fn schema_path(format: Format) -> PathBuf {
    traces(format.file())
}

/// The schema's answer for each line of the corpus, from the in-process validator: a line
/// that is not JSON (none is) would be refused.
fn schema_takes(v: &jsonschema::Validator, line: &str) -> bool {
    serde_json::from_str::<Value>(line).is_ok_and(|value| v.is_valid(&value))
}

/// The lines of `lines` on which the reader and the schema (as `schema_takes` says) disagree.
fn disagreements(
    format: Format,
    lines: Vec<String>,
    schema_takes: impl Fn(&str) -> bool,
) -> Vec<String> {
    let mut differ = Vec::new();
    for line in lines {
        if start_off_its_board(&line) || beyond_the_schema(&line) {
            // Beyond the schema: the reader refuses it, as its own test says.
            assert!(!reader_takes(format, &line), "the reader takes {line}");
            continue;
        }
        let (schema, reader) = (schema_takes(&line), reader_takes(format, &line));
        if schema != reader {
            differ.push(format!("schema {schema}, reader {reader}: {line}"));
        }
    }
    differ
}

#[test]
fn the_schema_and_the_reader_take_the_same_lines() {
    let format = Format::NQueens;
    let v = validator(format);
    let lines = corpus_past_doubles(format);
    let corpus = corpus(format);
    assert!(lines.len() > corpus.len() && corpus.len() > 1000, "{}", lines.len());
    let reader_takes = |line: &str| reader_takes(format, line);
    // The corpus holds both answers, and integral floats the reader reads.
    let try_1 = r#"{"event":"try","step":1.0,"row":0,"col":0}"#;
    let reject_1 =
        r#"{"event":"reject","step":1,"row":1,"col":0,"conflict":"column","with":[0.0,1e0]}"#;
    for line in [try_1, reject_1] {
        assert!(reader_takes(line) && lines.iter().any(|l| l == line), "{line}");
    }
    assert!(!reader_takes(r#"{"event":"try","step":1.5,"row":0,"col":0}"#));
    // The two values that the reader once left to `verify` are in it, and refused.
    let start_3 = START.replace(r#""step":0"#, r#""step":31"#);
    let queens = format!("[{}]", vec!["0"; 32].join(","));
    let index_0 = format!(r#"{{"event":"solution","step":1,"index":0,"queens":{queens}}}"#);
    for line in [start_3, index_0] {
        assert!(!reader_takes(&line) && lines.contains(&line), "{line}");
    }
    // A line with `backtrack-trace/1`'s names for its fields lacks N-Queens' (the other name
    // is an unknown field), and one with both names is read.
    let named = |fields: &str| format!(r#"{{"event":"try","step":1,{fields}}}"#);
    assert!(!reader_takes(&named(r#""var":0,"value":0"#)));
    assert!(reader_takes(&named(r#""row":0,"col":0,"var":"x","value":[]"#)));
    let differ = disagreements(format, lines, |line| schema_takes(&v, line));
    assert!(differ.is_empty(), "{} lines:\n{}", differ.len(), differ.join("\n"));
}

#[test]
fn the_backtrack_schema_and_the_reader_take_the_same_lines() {
    let format = Format::Backtrack;
    let v = validator(format);
    let lines = corpus_past_doubles(format);
    let corpus = corpus(format);
    assert!(lines.len() > corpus.len() && corpus.len() > 1000, "{}", lines.len());
    let reader_takes = |line: &str| reader_takes(format, line);
    // Both answers are in the corpus: the lines `run --problem sudoku` writes, a puzzle on
    // several lines, and each kind under N-Queens' names for its fields.
    let puzzle = SUDOKU.replace("1.....2..3.....4", "1...\\n..2.\\n.3..\\n...4");
    let reject = r#"{"event":"reject","step":1,"var":1,"value":1,"rule":"row","with":[0,1]}"#;
    let nqueens_names = [
        r#"{"event":"try","step":1,"row":1,"col":1}"#,
        r#"{"event":"reject","step":1,"var":1,"value":1,"conflict":"row","with":[0,1]}"#,
        r#"{"event":"reject","step":1,"var":1,"value":1,"rule":"diagonal","with":[0,1]}"#,
    ];
    let start = |problem: &str, instance: &str, n: u32| {
        SUDOKU
            .replace(r#""sudoku""#, &format!("\"{problem}\""))
            .replace(r#"{"puzzle":"1.....2..3.....4"}"#, instance)
            .replace(r#""n":4"#, &format!("\"n\":{n}"))
    };
    let (map, sum) = (start("coloring", AUSTRALIA, 7), start("subset-sum", ITEMS, 6));
    let over = r#"{"event":"reject","step":1,"var":1,"value":1,"rule":"over","with":[37,9]}"#;
    for line in [SUDOKU, &puzzle, reject, &map, over] {
        assert!(reader_takes(line) && lines.iter().any(|l| l == line), "{line}");
    }
    // Refused by both: no colours, a negative item; and beyond the schema: a map of 7
    // vertices that says 4.
    let no_colors = map.replace(r#""colors":3"#, r#""colors":0"#);
    let negative = start("subset-sum", r#"{"items":[-1],"target":9}"#, 6);
    let negative = negative.replace(r#""limit":null"#, r#""limit":2"#);
    for line in [&no_colors, &negative] {
        assert!(!reader_takes(line) && !schema_takes(&v, line), "{line}");
        assert!(lines.contains(line), "{line}");
    }
    let four = map.replace(r#""n":7"#, r#""n":4"#);
    assert!(schema_takes(&v, &four) && beyond_the_schema(&four) && lines.contains(&four));
    assert!(!reader_takes(&four));
    assert!(reader_takes(&sum.replace(r#""limit":null"#, r#""limit":2"#)));
    for line in nqueens_names {
        assert!(!reader_takes(line), "{line}");
    }
    let differ = disagreements(format, lines, |line| schema_takes(&v, line));
    assert!(differ.is_empty(), "{} lines:\n{}", differ.len(), differ.join("\n"));
}

/// Whether `line` is an N-Queens start whose teacher's start is a list of columns that is off
/// the board of its own `n` (more queens than rows, or a column of `n` or more): the schema sees
/// each number alone, and which columns are on the board is another field's value.
fn start_off_its_board(line: &str) -> bool {
    let value = serde_json::from_str::<Value>(line).unwrap_or(Value::Null);
    let whole = |v: &Value| v.as_f64().filter(|f| f.fract() == 0.0 && *f >= 0.0);
    let (Some("start"), Some(n), Some(cols)) = (
        value.get("event").and_then(Value::as_str),
        value.get("n").and_then(whole).filter(|n| (1.0..=32.0).contains(n)),
        value.get("start").and_then(Value::as_array),
    ) else {
        return false;
    };
    let cols: Option<Vec<f64>> = cols.iter().map(whole).collect();
    cols.is_some_and(|cols| cols.len() as f64 > n || cols.iter().any(|&c| c >= n))
}

/// A teacher's start off the board of its own size is refused by the reader, in one line that
/// names the queen and the board; the schema takes it, as it takes each number alone.
#[test]
fn a_start_off_its_board_is_refused_beyond_the_schema() {
    let v = validator(Format::NQueens);
    let off = START.replace("\"n\":32,\"limit\":null", "\"n\":4,\"limit\":null,\"start\":[31]");
    assert!(schema_takes(&v, &off) && start_off_its_board(&off), "{off}");
    let err = Reader::new(format!("{off}\n").as_bytes(), "t.jsonl").check_board(true).next();
    let err = err.unwrap().unwrap_err().to_string();
    assert!(err.contains("the start's queen (0,31) is off the 4×4 board"), "{err}");
}

/// A Sudoku whose givens already clash cannot be searched, and a start that carries one is
/// refused by the reader, in one line that names the digit and its cells; a JSON Schema of a
/// line cannot say it (which cells share a unit is the puzzle's geometry), and the schema says
/// so in its description.
#[test]
fn a_puzzle_whose_givens_clash_is_refused_beyond_the_schema() {
    let v = validator(Format::Backtrack);
    let clash = SUDOKU.replace("1.....2..3.....4", "1..1..2..3.....4");
    assert!(schema_takes(&v, &clash));
    let err = Reader::new(format!("{clash}\n").as_bytes(), "t.jsonl").next().unwrap();
    let err = err.unwrap_err().to_string();
    assert!(err.contains("1 at (0,0) and at (0,3) in one row"), "{err}");
    let schema = std::fs::read_to_string(schema_path(Format::Backtrack)).unwrap();
    assert!(schema.contains("readers refuse a start whose givens clash"));
}

/// A colouring whose graph has an edge from a vertex to itself, or to a vertex it does not
/// have, and a subset sum whose `n` is not its number of items, cannot be searched: the reader
/// refuses their start in one line that names what was given and what is valid; the schema
/// takes them (no JSON Schema compares two fields, or a number with an array's length), and
/// says so in its description.
#[test]
fn a_graph_s_and_a_subset_sum_s_rules_are_refused_beyond_the_schema() {
    let v = validator(Format::Backtrack);
    let start = |problem: &str, instance: &str, n: u32| {
        SUDOKU
            .replace(r#""sudoku""#, &format!("\"{problem}\""))
            .replace(r#"{"puzzle":"1.....2..3.....4"}"#, instance)
            .replace(r#""n":4"#, &format!("\"n\":{n}"))
    };
    let cases = [
        (
            start("coloring", &AUSTRALIA.replace("[4,5]", "[5,5]"), 7),
            "a graph with an edge from V to itself: an edge joins two different vertices",
        ),
        (
            start("coloring", &AUSTRALIA.replace("[4,5]", "[4,7]"), 7),
            "an edge to vertex 7 of a graph of 7 vertices: expected 0 to 6",
        ),
        (start("subset-sum", ITEMS, 5), "n=5"),
    ];
    for (line, said) in cases {
        assert!(schema_takes(&v, &line) && beyond_the_schema(&line), "{line}");
        let err = Reader::new(format!("{line}\n").as_bytes(), "t.jsonl").next().unwrap();
        let err = err.unwrap_err().to_string();
        assert!(err.contains(said) && err.lines().count() == 1, "{said}: {err}");
    }
    let schema = std::fs::read_to_string(schema_path(Format::Backtrack)).unwrap();
    assert!(schema.contains("each edge joins two different vertices of the graph"));
}

/// A `start` of another step than 0 and a solution of index 0 are not valid events: `verify`
/// calls such a trace unreadable (exit 2, as for any line the reader refuses), and says which
/// field holds what, and what it should hold.
#[test]
fn verify_calls_a_start_of_step_3_and_a_solution_of_index_0_unreadable() {
    let n4 = std::fs::read_to_string(traces("n4.jsonl")).unwrap();
    let dir = tmp();
    for (from, to, said) in [
        (r#""step":0,"schema""#, r#""step":3,"schema""#, ":1: not a valid nqueens-trace/1 event: field `step`: a start's step is 0, not 3"),
        (r#""index":1,"#, r#""index":0,"#, ":58: not a valid nqueens-trace/1 event: field `index`: a solution's index counts from 1 (the first is 1), not 0"),
    ] {
        assert!(n4.contains(from));
        let path = dir.path().join("placed.jsonl");
        std::fs::write(&path, n4.replacen(from, to, 1)).unwrap();
        let out = bin().arg("verify").arg(&path).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{to}: unreadable, not invalid");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("placed.jsonl{said}")), "{to}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

/// ajv-cli's command, from where `.ci/run` installs it.
fn ajv() -> PathBuf {
    let bin = crate::viewers::npm_package("ajv-cli").join("dist/index.js");
    assert!(bin.is_file(), "{}", bin.display());
    bin
}

/// Whether ajv-cli, run by node with `args` and ajv-formats at hand (`-c ajv-formats`),
/// succeeded, and what it said on standard output and error.
fn run_ajv(args: &[&str]) -> (bool, String) {
    let formats = crate::viewers::npm_package("ajv-formats");
    // Into a file, not a pipe: node exits before a pipe has taken a long report, and cuts it.
    let dir = tmp();
    let said = dir.path().join("said.txt");
    let file = std::fs::File::create(&said).unwrap();
    let status = std::process::Command::new(crate::util::need("node"))
        .arg(ajv())
        .args(args)
        .args(["--spec=draft2020", "--strict=true", "-c"])
        .arg(formats)
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .status()
        .unwrap();
    (status.success(), std::fs::read_to_string(&said).unwrap())
}

#[test]
#[ignore = "needs node and ajv-cli (npm)"]
fn ajv_compiles_the_schema_in_strict_mode_without_a_warning() {
    for format in [Format::NQueens, Format::Backtrack] {
        let schema = schema_path(format);
        let (success, said) = run_ajv(&["compile", "-s", schema.to_str().unwrap()]);
        assert!(success, "{said}");
        assert!(said.trim().ends_with("is valid"), "{said}");
        assert!(!said.contains("strict mode"), "a warning: {said}");
    }
}

#[test]
#[ignore = "needs node and ajv-cli (npm)"]
fn ajv_and_the_reader_take_the_same_lines() {
    ajv_and_the_reader_agree(Format::NQueens);
}

#[test]
#[ignore = "needs node and ajv-cli (npm)"]
fn ajv_and_the_reader_take_the_same_backtrack_trace_lines() {
    ajv_and_the_reader_agree(Format::Backtrack);
}

fn ajv_and_the_reader_agree(format: Format) {
    let dir = tmp();
    let schema = schema_path(format);
    let lines = corpus(format);
    // One file per line: ajv-cli validates each data file and names the invalid ones.
    let mut files = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let path = dir.path().join(format!("{i}.json"));
        std::fs::write(&path, line).unwrap();
        files.push(path);
    }
    let mut args = vec!["validate".to_string(), "-s".into(), schema.display().to_string()];
    for file in &files {
        args.push("-d".into());
        args.push(file.display().to_string());
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (_, said) = run_ajv(&args);
    let valid = |i: usize| said.contains(&format!("{} valid", files[i].display()));
    let invalid = |i: usize| said.contains(&format!("{} invalid", files[i].display()));
    let mut answers = std::collections::HashMap::new();
    for (i, line) in lines.iter().enumerate() {
        assert!(valid(i) != invalid(i), "ajv gave no answer for {line}:\n{said}");
        answers.insert(line.clone(), valid(i));
    }
    let differ = disagreements(format, corpus(format), |line| answers[line]);
    assert!(differ.is_empty(), "{} lines:\n{}", differ.len(), differ.join("\n"));
}
