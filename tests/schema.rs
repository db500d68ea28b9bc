//! One truth for a trace's values: `traces/nqueens-trace-1.schema.json` and the reader take
//! the same lines. A corpus of lines (each kind, each field given numbers written every way
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
    "31",
    "31.0",
    "3.1e1",
    "32",
    "32.0",
    "33",
    "4294967296",
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
        _ => &[],
    }
}

/// Every line of the corpus: each kind as it is, then with each field (and each element of a
/// list) given each of [`VALUES`] (and `event` each of [`EVENTS`]), without it, and with a
/// field no kind knows; each list with each of its [`lengths`]; and [`NOT_EVENTS`].
fn corpus() -> Vec<String> {
    corpus_of(VALUES)
}

/// [`corpus`], and the lines with [`PAST_THE_LAST_COUNT`] in each field: for the validators
/// whose numbers are not only doubles.
fn corpus_past_doubles() -> Vec<String> {
    let mut values = VALUES.to_vec();
    values.push(PAST_THE_LAST_COUNT);
    corpus_of(&values)
}

fn corpus_of(values: &[&str]) -> Vec<String> {
    let text = |fields: &[(&str, String)]| {
        let body: Vec<String> = fields.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
        format!("{{{}}}", body.join(","))
    };
    let mut lines: Vec<String> = NOT_EVENTS.iter().map(|l| l.to_string()).collect();
    for fields in kinds() {
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
            let events = if fields[at].0 == "event" { EVENTS } else { &[] };
            for value in values.iter().chain(events) {
                let mut changed = fields.clone();
                changed[at].1 = value.to_string();
                lines.push(text(&changed));
                let elements: usize = match fields[at].0 {
                    "with" => 2,
                    "start" => 2,
                    "queens" => 32,
                    _ => 0,
                };
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
fn reader_takes(line: &str) -> bool {
    let value = serde_json::from_str::<Value>(line).unwrap_or(Value::Null);
    let trace = if value.get("event").and_then(Value::as_str) == Some("start") {
        format!("{line}\n")
    } else {
        let rows = value.get("queens").and_then(Value::as_array).map_or(0, Vec::len);
        let n = if (1..=32).contains(&rows) { rows } else { 32 };
        let start = START.replace("\"n\":32", &format!("\"n\":{n}"));
        format!("{start}\n{line}\n")
    };
    Reader::new(trace.as_bytes(), "corpus").check_board(true).all(|event| event.is_ok())
}

fn validator() -> jsonschema::Validator {
    let schema: Value = serde_json::from_slice(&std::fs::read(schema_path()).unwrap()).unwrap();
    jsonschema::draft202012::new(&schema).expect("the schema is a valid 2020-12 schema")
}

fn schema_path() -> PathBuf {
    traces("nqueens-trace-1.schema.json")
}

/// The schema's answer for each line of the corpus, from the in-process validator: a line
/// that is not JSON (none is) would be refused.
fn schema_takes(v: &jsonschema::Validator, line: &str) -> bool {
    serde_json::from_str::<Value>(line).is_ok_and(|value| v.is_valid(&value))
}

/// The lines of `lines` on which the reader and the schema (as `schema_takes` says) disagree.
fn disagreements(lines: Vec<String>, schema_takes: impl Fn(&str) -> bool) -> Vec<String> {
    let mut differ = Vec::new();
    for line in lines {
        let (schema, reader) = (schema_takes(&line), reader_takes(&line));
        if schema != reader {
            differ.push(format!("schema {schema}, reader {reader}: {line}"));
        }
    }
    differ
}

#[test]
fn the_schema_and_the_reader_take_the_same_lines() {
    let v = validator();
    let lines = corpus_past_doubles();
    assert!(lines.len() > corpus().len() && corpus().len() > 1000, "{}", lines.len());
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
    let differ = disagreements(lines, |line| schema_takes(&v, line));
    assert!(differ.is_empty(), "{} lines:\n{}", differ.len(), differ.join("\n"));
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
    let schema = schema_path();
    let (success, said) = run_ajv(&["compile", "-s", schema.to_str().unwrap()]);
    assert!(success, "{said}");
    assert!(said.trim().ends_with("is valid"), "{said}");
    assert!(!said.contains("strict mode"), "a warning: {said}");
}

#[test]
#[ignore = "needs node and ajv-cli (npm)"]
fn ajv_and_the_reader_take_the_same_lines() {
    let dir = tmp();
    let schema = schema_path();
    let lines = corpus();
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
    let differ = disagreements(corpus(), |line| answers[line]);
    assert!(differ.is_empty(), "{} lines:\n{}", differ.len(), differ.join("\n"));
}
