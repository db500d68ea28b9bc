//! `export perfetto` and `export flame` through the binary: the trace events parse and nest,
//! the collapsed stacks add up to the trace's steps, the flame graph is XML, and the size note
//! speaks only of exports that are big.

use crate::util::{bin, spawn_piped, trace};
use nqueens_trace::{Event, Kind};
use serde_json::Value;
use std::io::Read;

/// Runs `export ARGS`, expects success and nothing on standard error, returns standard output.
fn export(args: &[&str]) -> String {
    let out = bin().arg("export").args(args).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "export {args:?} failed: {stderr}");
    assert_eq!(stderr, "", "export {args:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The standard error of `export ARGS` when the reader of its output goes away at once, as
/// `| head -c 1` does: the notes come before the first event, and the export ends quietly.
fn notes_of(args: &[&str]) -> String {
    let mut child = spawn_piped(bin().arg("export").args(args));
    let mut first = [0u8; 1];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "{args:?}: {status}, {stderr}");
    stderr
}

/// Checks that the begin and end events nest and pair up, and returns them with the instants:
/// (begins, instants by category).
fn nesting(json: &Value) -> (Vec<&Value>, Vec<&Value>) {
    let mut open: Vec<&Value> = Vec::new();
    let (mut begins, mut instants) = (Vec::new(), Vec::new());
    let mut last_ts = 0;
    for e in json["traceEvents"].as_array().unwrap() {
        let ts = e["ts"].as_u64();
        if let Some(ts) = ts {
            assert!(ts >= last_ts, "time runs forward: {e}");
            last_ts = ts;
        }
        match e["ph"].as_str().unwrap() {
            "B" => {
                // A slice nested in another is one row further down.
                if let Some(parent) = open.last() {
                    assert_eq!(e["args"]["row"], parent["args"]["row"].as_u64().unwrap() + 1);
                } else {
                    assert_eq!(e["args"]["row"], 0);
                }
                open.push(e);
                begins.push(e);
            }
            "E" => {
                let begin = open.pop().expect("an end without a begin");
                assert!(begin["ts"].as_u64() <= ts);
                // speedscope pairs an end with its begin by name and arguments.
                assert_eq!((&e["name"], &e["args"]), (&begin["name"], &begin["args"]), "{e}");
            }
            "i" => instants.push(e),
            "M" => {}
            other => panic!("unexpected phase {other}"),
        }
    }
    assert!(open.is_empty(), "{} slices never end", open.len());
    (begins, instants)
}

#[test]
fn perfetto_json_parses_and_its_slices_nest() {
    let events = trace(5, None);
    let count = |kind| events.iter().filter(|e| e.kind() == kind).count();
    let json: Value = serde_json::from_str(&export(&["perfetto", "5"])).unwrap();
    let (begins, instants) = nesting(&json);
    assert_eq!(begins.len(), count(Kind::Accept), "a slice per accepted queen");
    let of = |cat: &str| instants.iter().filter(|e| e["cat"] == cat).count();
    assert_eq!(of("reject"), count(Kind::Reject));
    assert_eq!(of("solution"), count(Kind::Solution));
    // Each slice lasts from its accept to the backtrack that lifts it.
    for (begin, event) in begins.iter().zip(events.iter().filter(|e| e.kind() == Kind::Accept)) {
        assert_eq!(begin["ts"], event.step());
    }
    // A part of the search, numbered from 1, still nests: the queens placed before it open
    // their slices at its first step.
    let part = export(&["perfetto", "6", "--from", "300", "--to", "700", "--one-based"]);
    let part: Value = serde_json::from_str(&part).unwrap();
    let (begins, _) = nesting(&part);
    assert!(begins.iter().all(|b| b["ts"].as_u64().unwrap() >= 300));
    assert!(begins.iter().any(|b| b["name"].as_str().unwrap().starts_with("(1,")));
    assert!(!part.to_string().contains("(0,"), "one-based names");
}

#[test]
fn the_perfetto_size_note_speaks_of_big_exports_only() {
    let warned = notes_of(&["perfetto", "11"]);
    assert!(
        warned.starts_with(
            "nqueens-trace: the perfetto export of n=11 holds millions of events (about 250 MB)"
        ),
        "{warned}"
    );
    let nearly_all = notes_of(&["perfetto", "11", "--limit", "2000"]);
    assert!(nearly_all.contains("(about 190 MB)"), "{nearly_all}");
    // The first solution of n=11 comes after a few hundred steps: no word about size.
    assert!(!export(&["perfetto", "11", "--limit", "1"]).is_empty());
    assert!(!export(&["perfetto", "11", "--first"]).is_empty());
    assert!(!export(&["perfetto", "12", "--limit", "3"]).is_empty());
    assert!(!export(&["perfetto", "11", "--to", "5000"]).is_empty());
    assert!(!export(&["perfetto", "10", "--limit", "20"]).is_empty());
}

/// The collapsed stacks: each line's frames and count.
fn stacks(text: &str) -> Vec<(Vec<&str>, u64)> {
    text.lines()
        .map(|line| {
            let (path, count) = line.rsplit_once(' ').unwrap();
            (path.split(';').collect(), count.parse().unwrap())
        })
        .collect()
}

#[test]
fn the_collapsed_counts_add_up_to_the_steps() {
    for (n, args, steps) in [
        (5, &[][..], trace(5, None).len()),
        (6, &["--limit", "2"], trace(6, Some(2)).len()),
        (6, &["--from", "100", "--to", "899"], 800),
    ] {
        let mut all = vec!["flame".to_string(), n.to_string()];
        all.extend(args.iter().map(|a| a.to_string()));
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        let text = export(&all);
        let lines = stacks(&text);
        let total: u64 = lines.iter().map(|l| l.1).sum();
        assert_eq!(total, steps as u64, "{all:?}");
        let root = format!("n-queens_{n}×{n}");
        assert!(lines.iter().all(|(path, _)| path[0] == root), "{all:?}");
        // A path goes down one row at a time: frame k is a queen on row k - 1.
        for (path, _) in &lines {
            for (k, square) in path.iter().enumerate().skip(1) {
                assert!(square.starts_with(&format!("({},", k - 1)), "{path:?}");
            }
        }
    }
    // One line per accepted queen (the path down to it), and one for the root.
    let events = trace(5, None);
    let accepts = events.iter().filter(|e| matches!(e, Event::Accept { .. })).count();
    assert_eq!(stacks(&export(&["flame", "5"])).len(), accepts + 1);
}

/// Parses an SVG of inferno's, which opens with the SVG 1.1 doctype.
fn parse(svg: &str) -> roxmltree::Document<'_> {
    let options =
        roxmltree::ParsingOptions { allow_dtd: true, ..roxmltree::ParsingOptions::default() };
    roxmltree::Document::parse_with_options(svg, options).unwrap()
}

#[test]
fn the_flame_graph_is_xml_with_a_box_per_path() {
    let svg = export(&["flame", "5", "--svg"]);
    let doc = parse(&svg);
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let boxes = doc.descendants().filter(|n| n.tag_name().name() == "rect").count();
    let accepts = trace(5, None).iter().filter(|e| e.kind() == Kind::Accept).count();
    assert!(boxes > accepts, "{boxes} boxes for {accepts} accepted queens");
    let dark = export(&["flame", "5", "--svg", "--theme", "dark"]);
    parse(&dark);
    assert_ne!(svg, dark);
}
