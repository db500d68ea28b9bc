//! One truth for a trace's values: `traces/nqueens-trace-1.schema.json` and the reader take
//! the same lines. A corpus of lines (each kind, each field given numbers written every way
//! JSON allows, `1.0` and `1e0` among them, and strings, nulls, arrays and missing fields in
//! their place) goes through both: the JSON Schema validator in-process, and ajv, the
//! validator of the JavaScript world, in strict mode (`#[ignore = "needs ajv"]`: `.ci/run`
//! installs ajv-cli from npm).
//!
//! Two facts the schema states about one line are about its place in the trace: a `start` is
//! step 0 and a solution's index counts from 1. The reader leaves those to `verify`, which
//! names the rule broken (a student's solver that counts from 1, or from 0, is told why), so
//! for those lines the test checks that verify refuses them.

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

/// Every line of the corpus: each kind as it is, then with each field (and each element of
/// `with`) given each of [`VALUES`], without it, and with a field no kind knows.
fn corpus() -> Vec<String> {
    let text = |fields: &[(&str, String)]| {
        let body: Vec<String> = fields.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
        format!("{{{}}}", body.join(","))
    };
    let mut lines = Vec::new();
    for fields in kinds() {
        lines.push(text(&fields));
        let mut extra = fields.clone();
        extra.push(("future", "1.5".into()));
        lines.push(text(&extra));
        for at in 0..fields.len() {
            let mut without = fields.clone();
            without.remove(at);
            lines.push(text(&without));
            for value in VALUES {
                let mut changed = fields.clone();
                // A solution lists as many queens as the start's board has rows: the schema,
                // which sees one line, cannot know how many, so the list keeps its length.
                if fields[at].0 != "queens" || !value.starts_with('[') {
                    changed[at].1 = value.to_string();
                    lines.push(text(&changed));
                }
                let elements: usize = match fields[at].0 {
                    "with" => 2,
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

/// Whether the reader reads `line`: alone when it is a start, else after [`START`], on a
/// reader that checks the board.
fn reader_takes(line: &str) -> bool {
    let first = serde_json::from_str::<Value>(line).ok().and_then(|v| v.get("event").cloned());
    let trace = if first.as_ref().and_then(Value::as_str) == Some("start") {
        format!("{line}\n")
    } else {
        format!("{START}\n{line}\n")
    };
    Reader::new(trace.as_bytes(), "corpus").check_board(true).all(|event| event.is_ok())
}

/// A line whose only fault the schema names is its place in a trace: a `start` that is not
/// step 0, a solution of index 0. `verify` refuses those (tested below); the reader reads them.
fn place_fault(line: &str) -> bool {
    let v: Value = serde_json::from_str(line).unwrap_or(Value::Null);
    let whole = |field: &str| v[field].as_f64().filter(|f| f.fract() == 0.0);
    (v["event"] == "start" && whole("step").is_some_and(|s| s > 0.0))
        || (v["event"] == "solution" && whole("index") == Some(0.0))
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

/// The lines on which the reader and the schema (as `schema_takes` says) disagree, but for
/// the place faults, which the schema refuses and the reader reads.
fn disagreements(schema_takes: impl Fn(&str) -> bool) -> Vec<String> {
    let mut differ = Vec::new();
    for line in corpus() {
        let (schema, reader) = (schema_takes(&line), reader_takes(&line));
        let agree = if place_fault(&line) { !schema && reader } else { schema == reader };
        if !agree {
            differ.push(format!("schema {schema}, reader {reader}: {line}"));
        }
    }
    differ
}

#[test]
fn the_schema_and_the_reader_take_the_same_lines() {
    let v = validator();
    let lines = corpus();
    assert!(lines.len() > 1000, "{}", lines.len());
    // The corpus holds both answers, and integral floats the reader reads.
    assert!(reader_takes(r#"{"event":"try","step":1.0,"row":0,"col":0}"#));
    assert!(reader_takes(
        r#"{"event":"reject","step":1e0,"row":1,"col":0,"conflict":"column","with":[0.0,0]}"#
    ));
    assert!(!reader_takes(r#"{"event":"try","step":1.5,"row":0,"col":0}"#));
    let differ = disagreements(|line| schema_takes(&v, line));
    assert!(differ.is_empty(), "{} lines:\n{}", differ.len(), differ.join("\n"));
}

#[test]
fn verify_refuses_what_the_schema_says_of_a_line_s_place() {
    let n4 = std::fs::read_to_string(traces("n4.jsonl")).unwrap();
    let dir = tmp();
    for (from, to, rule) in [
        (r#""step":0,"schema""#, r#""step":3,"schema""#, "steps count 0, 1, 2"),
        (r#""index":1,"#, r#""index":0,"#, "indices count 1, 2, 3"),
    ] {
        assert!(n4.contains(from));
        let path = dir.path().join("placed.jsonl");
        std::fs::write(&path, n4.replacen(from, to, 1)).unwrap();
        let out = bin().arg("verify").arg(&path).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{to}: invalid, not unreadable");
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(said.contains(rule), "{to}: {said}");
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
    let differ = disagreements(|line| answers[line]);
    assert!(differ.is_empty(), "{} lines:\n{}", differ.len(), differ.join("\n"));
}
