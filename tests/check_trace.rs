//! `nqueens-trace check --trace FILE` through the real binary: a saved trace and an exercise
//! record judged without running anything, graded in every results format (each validated
//! against its schema under schemas/), and the one-line errors of what is not a trace.

use crate::check::validates;
use crate::util::{bin, trace};
use nqueens_trace::exercise::{Exercise, Feedback, Move, OnWrong};
use nqueens_trace::JsonlWriter;
use std::io::Write;
use std::path::Path;
use std::process::{Output, Stdio};

/// `check ARGS`, with `input` on standard input.
fn check(args: &[&str], input: &[u8]) -> Output {
    let mut child = bin()
        .arg("check")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// The canonical trace of board `n`, as JSON Lines.
fn canonical(n: u32) -> Vec<u8> {
    let mut w = JsonlWriter::new(Vec::new());
    for e in trace(n, None) {
        nqueens_trace::Sink::event(&mut w, &e).unwrap();
    }
    w.into_inner()
}

/// The record of an exercise of n=4 made through the library, under fix: the model's moves
/// with the first two made wrong (each fixed), and a hint asked before the third.
pub(crate) fn record() -> Vec<u8> {
    let (mut ex, start) =
        Exercise::new(trace(4, None).into_iter(), Feedback::End, OnWrong::Fix).unwrap();
    let mut buf = Vec::new();
    ex.record_line(&mut buf, &start);
    let mut moves: Vec<Move> = trace(4, None).iter().filter_map(Move::of).collect();
    moves[0] = Move::Try { row: 0, col: 3 };
    moves[1] = Move::Reject { queen: (0, 0), line: nqueens_trace::Conflict::Column };
    for (i, m) in moves.into_iter().enumerate() {
        if i == 2 {
            ex.hint();
        }
        for e in ex.play(m).unwrap().stood {
            ex.record_line(&mut buf, &e);
        }
    }
    assert!(ex.is_over());
    let t = ex.tally();
    assert_eq!((t.moves, t.right, t.wrong, t.hints, t.fixed), (136, 133, 2, 1, 2));
    buf
}

#[test]
fn a_saved_trace_is_judged_like_a_programs_output() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.jsonl");
    std::fs::write(&file, canonical(5)).unwrap();
    let out = check(&["--trace", file.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        stdout(&out),
        "n=5: valid, the canonical search (505 events, 10 solutions)\n1 of 1 valid\n"
    );
    // `-` reads standard input; the board size is the trace's own.
    let out = check(&["--trace", "-"], &canonical(4));
    assert_eq!(
        stdout(&out),
        "n=4: valid, the canonical search (140 events, 2 solutions)\n1 of 1 valid\n"
    );
    // The search asked for is still check's: the complete trace is not the first solution.
    let out = check(&["--trace", "-", "--first"], &canonical(4));
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(stdout(&out).starts_with("n=4: invalid at step 0: "), "{}", stdout(&out));
}

#[test]
fn an_invalid_trace_gets_the_same_verdict_as_from_a_program() {
    let text = String::from_utf8(canonical(4)).unwrap();
    let cut: String = text
        .lines()
        .filter(|l| !l.contains("\"step\":16,"))
        .map(|l| l.to_string() + "\n")
        .collect();
    let out = check(&["--trace", "-"], cut.as_bytes());
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        stdout(&out),
        "n=4: invalid at step 16: backtrack (1,2) says it is step 17, but it is event 16 of the trace: steps count 0, 1, 2, … with no gap\n0 of 1 valid\n"
    );
    // A stray line is quoted, as for a program.
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(3, "Solutions: 2");
    let out = check(&["--trace", "-"], (lines.join("\n") + "\n").as_bytes());
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(stdout(&out).starts_with("n=4: not a trace: <stdin>:4 is not an event but the program's own output, \"Solutions: 2\""), "{}", stdout(&out));
}

#[test]
fn what_is_not_a_trace_gets_one_line_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.jsonl");
    let prose = dir.path().join("prose.txt");
    let empty = dir.path().join("empty.jsonl");
    std::fs::write(&prose, "4 queens: 2 solutions\n").unwrap();
    std::fs::write(&empty, "").unwrap();
    let one_line = |args: &[&str], expected: &str| {
        let out = check(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        assert!(out.stdout.is_empty(), "{args:?}: {out:?}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
    };
    let path = |p: &Path| p.to_str().unwrap().to_string();
    one_line(&["--trace", &path(&missing)], &format!("cannot read '{}'", path(&missing)));
    // In the reader's words, with the line, as `verify` says it.
    one_line(
        &["--trace", &path(&prose)],
        &format!(
            "{}:1: not a valid nqueens-trace/1 event: invalid type: integer `4`, expected internally tagged enum Event at line 1 column 1",
            path(&prose)
        ),
    );
    one_line(
        &["--trace", &path(&empty)],
        &format!(
            "{}:1: empty trace: expected a start line of schema nqueens-trace/1",
            path(&empty)
        ),
    );
    // The board size is the trace's, and nothing runs.
    one_line(
        &["--trace", &path(&prose), "--sizes", "4"],
        "'--trace <FILE>' cannot be used with '--sizes",
    );
    one_line(&["--trace", &path(&prose), "--", "cat"], "'--trace <FILE>' cannot be used with");
    // The results file never replaces the trace it grades.
    let t = dir.path().join("t.jsonl");
    std::fs::write(&t, canonical(4)).unwrap();
    one_line(
        &["--trace", &path(&t), "--format", "gradescope", "-o", &path(&t)],
        "refusing to write",
    );
    assert_eq!(std::fs::read(&t).unwrap(), canonical(4));
}

/// `check --trace` of the record with `--points 4=4` in `format`, read back.
fn graded(format: &str) -> (Output, String) {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("me.jsonl");
    let file = dir.path().join("results");
    std::fs::write(&rec, record()).unwrap();
    let args = [
        "--trace",
        rec.to_str().unwrap(),
        "--points",
        "4=4",
        "--format",
        format,
        "-o",
        file.to_str().unwrap(),
    ];
    let out = check(&args, b"");
    let text = std::fs::read_to_string(&file).unwrap();
    // The same record, the same bytes.
    check(&args, b"");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    (out, text)
}

const COUNTS: &str = "the exercise: 133 of 136 moves right at the first attempt, 2 wrong attempts, 1 hint, 2 moves fixed";

#[test]
fn an_exercise_record_is_graded_by_its_score_in_every_format() {
    let (out, _) = graded("junit");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let verdict = format!("valid, the canonical search (140 events, 2 solutions); {COUNTS}");
    assert_eq!(stdout(&out), format!("n=4: {verdict}\n1 of 1 valid\n"));
    let (_, xml) = graded("junit");
    assert!(xml.contains(&format!("<system-out>{verdict}</system-out>")), "{xml}");
    // 4 points × 133/136, to two decimals.
    let score = 3.91;
    let json = |format: &str| serde_json::from_str::<serde_json::Value>(&graded(format).1).unwrap();
    let g = json("gradescope");
    validates("gradescope-results.schema.json", &g);
    assert_eq!((g["score"].as_f64(), g["tests"][0]["score"].as_f64()), (Some(score), Some(score)));
    assert_eq!(g["tests"][0]["max_score"], 4);
    assert_eq!(g["tests"][0]["status"], "passed");
    assert_eq!(g["tests"][0]["output"], verdict);
    let p = json("prairielearn");
    validates("prairielearn-results.schema.json", &p);
    assert_eq!(p["score"].as_f64(), Some(score / 4.0));
    assert_eq!(
        (p["tests"][0]["points"].as_f64(), p["tests"][0]["max_points"].as_f64()),
        (Some(score), Some(4.0))
    );
    assert_eq!(p["tests"][0]["message"], verdict);
    let c = json("classroom");
    validates("classroom-results.schema.json", &c);
    assert_eq!((c["status"].as_str(), c["max_score"].as_u64()), (Some("pass"), Some(4)));
    assert_eq!(c["tests"][0]["score"].as_f64(), Some(score));
    assert_eq!(c["tests"][0]["message"], verdict);
}

/// The record of an exercise of n=4 left after the model's first `k` moves, each right.
fn left_after(k: usize) -> Vec<u8> {
    let (mut ex, start) =
        Exercise::new(trace(4, None).into_iter(), Feedback::Now, OnWrong::Undo).unwrap();
    let mut buf = Vec::new();
    ex.record_line(&mut buf, &start);
    for m in trace(4, None).iter().filter_map(Move::of).take(k) {
        for e in ex.play(m).unwrap().stood {
            ex.record_line(&mut buf, &e);
        }
    }
    ex.record_unfinished(&mut buf);
    buf
}

/// `verify ARGS -`, with `input` on standard input: its exit code and standard output.
fn verify(args: &[&str], input: &[u8]) -> (Option<i32>, String) {
    let mut child = bin()
        .arg("verify")
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code(), stdout(&out) + &stderr(&out))
}

#[test]
fn a_record_left_early_is_graded_as_far_as_it_goes_and_verified_as_a_beginning() {
    // Left after its first three moves, on a try that waits for its answer: the beginning of
    // the canonical search, graded against the whole search's 136 moves.
    let buf = left_after(3);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.json");
    let out = check(
        &[
            "--trace",
            "-",
            "--points",
            "4=4",
            "--format",
            "gradescope",
            "-o",
            file.to_str().unwrap(),
        ],
        &buf,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        stdout(&out),
        "n=4: valid, the canonical search (5 events, 0 solutions), as far as it goes; the \
         exercise, left unfinished: 3 of 3 moves right at the first attempt, 0 wrong attempts, \
         0 hints, 0 moves fixed; graded against the 136 moves of the whole search\n1 of 1 valid\n"
    );
    let g: serde_json::Value = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    validates("gradescope-results.schema.json", &g);
    // 4 points × 3/136, to two decimals.
    assert_eq!((g["score"].as_f64(), g["tests"][0]["max_score"].as_u64()), (Some(0.09), Some(4)));
    // verify judges it as what it is, from a file or a pipe, at either level.
    let dir_rec = dir.path().join("r.jsonl");
    std::fs::write(&dir_rec, &buf).unwrap();
    let out = bin().args(["verify", "--strict"]).arg(&dir_rec).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(stdout(&out).ends_with(
        "valid: n=4, a partial record: the search as far as it goes, 0 solutions, 5 events \
         (2 tries, 1 accepts, 0 rejects, 0 backtracks); the canonical search, as far as it goes\n"
    ));
    for args in [&[][..], &["--strict"]] {
        let (code, said) = verify(args, &buf);
        assert_eq!(code, Some(0), "{said}");
        assert!(said.starts_with("<stdin>: valid: n=4, a partial record"), "{said}");
    }

    // The same events without the record's result are no record: an unfinished search, as
    // before.
    let text = String::from_utf8(buf.clone()).unwrap();
    let (head, _) = text.trim_end().rsplit_once(",\"exercise\":").unwrap();
    let plain = format!("{head}}}\n");
    let (code, said) = verify(&[], plain.as_bytes());
    assert_eq!(code, Some(1), "{said}");
    let out = check(&["--trace", "-"], plain.as_bytes());
    assert_eq!(out.status.code(), Some(1), "{out:?}");

    // A partial record is still held to every rule as far as it goes: a done whose counts
    // are not its events', a done that claims the complete search, and an accept of an
    // attacked square are each invalid, and earn nothing.
    let wrong_counts = text.replace("\"tries\":2", "\"tries\":3");
    let complete = text.replace("\"complete\":false", "\"complete\":true");
    let attacked = String::from_utf8(left_after(5)).unwrap().replace(
        "{\"event\":\"reject\",\"step\":4,\"row\":1,\"col\":0,\"conflict\":\"column\",\"with\":[0,0]}",
        "{\"event\":\"accept\",\"step\":4,\"row\":1,\"col\":0}",
    );
    assert_ne!(attacked, String::from_utf8(left_after(5)).unwrap());
    let cases = [
        (&wrong_counts, 4, "done counts 3 tries, but the trace holds 2"),
        (&complete, 4, "try (1,0) at step 3 must be followed at once by its accept or reject"),
        (&attacked, 4, "accept (1,0), but the queen at (0,0) attacks it along the column"),
    ];
    for (bad, step, why) in cases {
        let (code, said) = verify(&[], bad.as_bytes());
        assert_eq!(code, Some(1), "{said}");
        assert!(said.contains(&format!(":{}: invalid: step {step}: {why}", step + 1)), "{said}");
        let out = check(
            &["--trace", "-", "--format", "gradescope", "-o", file.to_str().unwrap()],
            bad.as_bytes(),
        );
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        let line = stdout(&out);
        assert!(line.starts_with(&format!("n=4: invalid at step {step}: ")), "{line}");
        // Read to its done, the record's counts are said too (a judge stops reading at an
        // earlier fault).
        let read_whole = step == 4 && !std::ptr::eq(bad, &attacked);
        assert_eq!(line.contains("; the exercise, left unfinished: "), read_whole, "{line}");
        let g: serde_json::Value = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
        assert_eq!(g["score"].as_u64(), Some(0), "{g}");
    }
    // A partial result that counts other moves than its events hold is refused, as a
    // finished one is.
    let more = text.replace("\"moves\":3", "\"moves\":4");
    let out = check(&["--trace", "-"], more.as_bytes());
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(stdout(&out).contains("does not match its events"), "{}", stdout(&out));
}

#[test]
fn a_record_with_a_result_that_does_not_match_earns_nothing() {
    // A result edited to count more moves than its events hold is refused.
    let text = String::from_utf8(record()).unwrap().replace("\"moves\":136", "\"moves\":200");
    let out = check(&["--trace", "-"], text.as_bytes());
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        stdout(&out).contains(
            "but its exercise result does not match its events: it counts 133 of 200 moves"
        ),
        "{}",
        stdout(&out)
    );
    // And a field that is not a result at all.
    let text = String::from_utf8(record()).unwrap();
    let (head, _) = text.trim_end().rsplit_once(",\"exercise\":").unwrap();
    let out =
        check(&["--trace", "-"], format!("{head},\"exercise\":\"full marks\"}}\n").as_bytes());
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        stdout(&out).contains("the exercise field of its done line is not an exercise result"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn the_report_of_a_trace_shows_where_it_parts_from_the_model() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("r.html");
    let text = String::from_utf8(canonical(4)).unwrap();
    let cut: String = text
        .lines()
        .filter(|l| !l.contains("\"step\":16,"))
        .map(|l| l.to_string() + "\n")
        .collect();
    let out = check(&["--trace", "-", "--report", page.to_str().unwrap()], cut.as_bytes());
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<code>&lt;stdin&gt;</code>"), "{html}");
    assert!(html.contains("First difference from the model, at step 16"), "{html}");
}
