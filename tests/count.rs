//! `nqueens-trace count` through the real binary: correct against OEIS A000170, equal to the
//! `done` line of the full trace, and well behaved on bad input, closed pipes and Ctrl-C.

use crate::util::{bin, cmd, BIN};
use serde_json::Value;

/// OEIS A000170: the number of solutions for n = 1, 2, … (the benchmark checks up to 18).
const A000170: [u64; 18] = [
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104,
    666090624,
];

fn count_json(args: &[&str]) -> Value {
    let out = bin()
        .arg("count")
        .args(args)
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(
        out.stderr.is_empty(),
        "no progress when stderr is not a terminal"
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text.lines().count(),
        1,
        "one JSON object on one line: {text}"
    );
    serde_json::from_str(&text).unwrap()
}

#[test]
fn solutions_match_oeis_up_to_13() {
    for n in 1..=13u32 {
        let v = count_json(&[&n.to_string()]);
        assert_eq!(v["solutions"], A000170[n as usize - 1], "n={n}");
    }
}

#[test]
fn totals_equal_the_done_line_of_the_full_trace() {
    for n in 1..=9u32 {
        let out = bin()
            .args(["run", &n.to_string(), "--format", "jsonl"])
            .output()
            .unwrap();
        let trace = String::from_utf8(out.stdout).unwrap();
        let done: Value = serde_json::from_str(trace.lines().last().unwrap()).unwrap();
        assert_eq!(done["event"], "done");
        let v = count_json(&[&n.to_string(), "--threads", "2"]);
        for key in ["solutions", "tries", "accepts", "rejects", "backtracks"] {
            assert_eq!(v[key], done[key], "n={n} {key}");
        }
        assert_eq!(v["events"], trace.lines().count() as u64, "n={n}");
        assert_eq!(v["n"], n);
    }
}

#[test]
fn json_has_the_profile_and_the_elapsed_time() {
    let v = count_json(&["4", "--profile"]);
    assert_eq!(v["profile"], serde_json::json!([1, 4, 6, 4, 2]));
    assert!(v["elapsed_seconds"].as_f64().unwrap() >= 0.0);
    // The order of the keys, checked on the raw line (a decoded map sorts them).
    let out = bin()
        .args(["count", "4", "--profile", "--format", "json"])
        .output()
        .unwrap();
    let line = String::from_utf8(out.stdout).unwrap();
    let want = r#"{"n":4,"solutions":2,"tries":60,"accepts":16,"rejects":44,"backtracks":16,"events":140,"profile":[1,4,6,4,2],"elapsed_seconds":"#;
    assert!(line.starts_with(want), "{line}");
    assert!(count_json(&["4"]).get("profile").is_none());
}

#[test]
fn text_is_the_same_on_any_number_of_threads() {
    let one = bin()
        .args(["count", "11", "-j", "1", "--profile"])
        .output()
        .unwrap();
    let three = bin()
        .args(["count", "11", "-j", "3", "--profile"])
        .output()
        .unwrap();
    assert!(one.status.success());
    assert_eq!(one.stdout, three.stdout);
}

#[test]
fn text_for_n4() {
    cmd()
        .args(["count", "4", "--profile"])
        .assert()
        .success()
        .stdout(
            "n          4\nsolutions  2\ntries      60\naccepts    16\nrejects    44\n\
         backtracks 16\nevents     140\nlevel      nodes\n0          1\n1          4\n\
         2          6\n3          4\n4          2\n",
        );
}

#[test]
fn bad_input_is_one_line_naming_what_is_valid() {
    for (args, names) in [
        (&["count", "0"][..], "expected a board size from 1 to 32"),
        (&["count", "33"][..], "expected a board size from 1 to 32"),
        (&["count", "eight"][..], "'eight'"),
        (&["count", "8", "--threads", "0"][..], "from 1 to 1024"),
        (&["count", "8", "--format", "xml"][..], "'xml'"),
    ] {
        let out = bin().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(names), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_reported() {
    let full = std::fs::File::create("/dev/full").unwrap();
    let out = std::process::Command::new(BIN)
        .args(["count", "6"])
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("cannot write to standard output"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_long_count_says_how_long_and_ctrl_c_stops_it() {
    use std::io::{BufRead, BufReader, Read};
    use std::process::{Command as Std, Stdio};
    use std::time::{Duration, Instant};
    // n=32 would run for millions of years: it is surely still running when the signal comes.
    let mut child = Std::new(BIN)
        .args(["count", "32", "--threads", "2"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The note comes after the Ctrl-C handler is installed, so once it is read, the signal
    // is handled.
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut note = String::new();
    stderr.read_line(&mut note).unwrap();
    assert!(
        note.contains("counting n=32 may take about 4 million years on 2 threads"),
        "{note}"
    );
    assert!(note.contains("Ctrl-C stops it"), "{note}");
    let killed = Std::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            child.kill().unwrap();
            panic!("count did not stop within 20 s of Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut rest = String::new();
    stderr.read_to_string(&mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130));
    assert!(out.stdout.is_empty(), "no totals from a stopped count");
    assert_eq!(rest.lines().count(), 1, "{rest}");
    assert!(rest.contains("interrupted"), "{rest}");
}
