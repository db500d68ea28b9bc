//! `nqueens-trace count` through the real binary: correct against OEIS A000170, equal to the
//! `done` line of the full trace, and well behaved on bad input, closed pipes and Ctrl-C.

use crate::util::{bin, cmd, spawn_piped, BIN};
use serde_json::Value;

/// OEIS A000170: the number of solutions for n = 1, 2, … (the benchmark checks up to 18).
const A000170: [u64; 18] = [
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104,
    666090624,
];

fn count_json(args: &[&str]) -> Value {
    let out = bin().arg("count").args(args).args(["--format", "json"]).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(out.stderr.is_empty(), "no progress when stderr is not a terminal");
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "one JSON object on one line: {text}");
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
        let out = bin().args(["run", &n.to_string(), "--format", "jsonl"]).output().unwrap();
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
fn json_has_the_profile_and_the_elapsed_time_only_when_asked() {
    let v = count_json(&["4", "--profile"]);
    assert_eq!(v["profile"], serde_json::json!([1, 4, 6, 4, 2]));
    // The order of the keys, checked on the raw line (a decoded map sorts them); without
    // --time the line is the same bytes on every run.
    let line = |args: &[&str]| {
        let out = bin().args(["count", "4", "--profile", "--format", "json"]).args(args).output();
        String::from_utf8(out.unwrap().stdout).unwrap()
    };
    let want = r#"{"n":4,"solutions":2,"tries":60,"accepts":16,"rejects":44,"backtracks":16,"events":140,"profile":[1,4,6,4,2]"#;
    assert_eq!(line(&[]), format!("{want}}}\n"));
    let timed = line(&["--time"]);
    assert!(timed.starts_with(&format!("{want},\"elapsed_seconds\":")), "{timed}");
    let v: serde_json::Value = serde_json::from_str(&timed).unwrap();
    assert!(v["elapsed_seconds"].as_f64().unwrap() >= 0.0);
    assert!(count_json(&["4"]).get("profile").is_none());
}

#[test]
fn text_is_the_same_on_any_number_of_threads() {
    let one = bin().args(["count", "11", "-j", "1", "--profile"]).output().unwrap();
    let three = bin().args(["count", "11", "-j", "3", "--profile"]).output().unwrap();
    assert!(one.status.success());
    assert_eq!(one.stdout, three.stdout);
}

#[test]
fn text_for_n4() {
    cmd().args(["count", "4", "--profile"]).assert().success().stdout(
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
    let out = std::process::Command::new(BIN).args(["count", "6"]).stdout(full).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("cannot write to standard output"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_long_count_says_how_long_and_ctrl_c_stops_it() {
    use std::io::{BufRead, BufReader, Read};
    use std::process::Command as Std;
    use std::time::{Duration, Instant};
    // n=32 would run for millions of years: it is surely still running when the signal comes.
    let mut child = spawn_piped(Std::new(BIN).args(["count", "32", "--threads", "2"]));
    // The note comes after the Ctrl-C handler is installed, so once it is read, the signal
    // is handled.
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut note = String::new();
    stderr.read_line(&mut note).unwrap();
    assert!(note.contains("counting n=32 may take about 4 million years on 2 threads"), "{note}");
    assert!(note.contains("Ctrl-C stops it"), "{note}");
    let killed = Std::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
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

#[test]
fn solutions_alone_match_oeis_up_to_13() {
    for n in 1..=13u32 {
        let v = count_json(&[&n.to_string(), "--solutions", "-j", "2"]);
        assert_eq!(v["solutions"], A000170[n as usize - 1], "n={n}");
        assert!(v.get("tries").is_none(), "no totals without the profile");
    }
    cmd()
        .args(["count", "8", "--solutions"])
        .assert()
        .success()
        .stdout("n          8\nsolutions  92\n");
}

/// Runs `count N --shard I/M` (plus `extra`) for every I into files in `dir`; returns them.
fn shard_files(dir: &std::path::Path, n: u32, m: u32, extra: &[&str]) -> Vec<std::path::PathBuf> {
    (1..=m)
        .map(|i| {
            let out = bin()
                .args(["count", &n.to_string(), "--shard", &format!("{i}/{m}")])
                .args(extra)
                .output()
                .unwrap();
            assert!(out.status.success(), "{out:?}");
            assert!(out.stderr.is_empty());
            let mode = if extra.is_empty() { "" } else { "-solutions" };
            let path = dir.join(format!("n{n}-{i}-of-{m}{mode}.json"));
            std::fs::write(&path, &out.stdout).unwrap();
            path
        })
        .collect()
}

fn merge(files: &[std::path::PathBuf], extra: &[&str]) -> std::process::Output {
    bin().args(["count"]).args(extra).arg("--merge").args(files).output().unwrap()
}

#[test]
fn shards_merge_to_the_full_totals_and_are_balanced() {
    let dir = tempfile::tempdir().unwrap();
    for (n, m) in [(12u32, 7u32), (13, 64)] {
        let files = shard_files(dir.path(), n, m, &[]);
        let mut nodes = Vec::new();
        for (i, f) in files.iter().enumerate() {
            let v: Value = serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
            assert_eq!(v["format"], "nqueens-trace-count-shard/1");
            assert_eq!(v["n"], n);
            assert_eq!(v["shard"], format!("{}/{m}", i + 1));
            nodes.push(v["nodes"].as_u64().unwrap());
        }
        // Balanced by work: the nodes each shard searched.
        let mean = nodes.iter().sum::<u64>() as f64 / f64::from(m);
        let largest = *nodes.iter().max().unwrap() as f64;
        assert!(largest <= 1.5 * mean, "n={n} in {m}: largest {largest}, mean {mean}");

        let whole = bin().args(["count", &n.to_string(), "--profile"]).output().unwrap();
        let merged = merge(&files, &["--profile"]);
        assert!(merged.status.success(), "{merged:?}");
        assert_eq!(merged.stdout, whole.stdout, "n={n} in {m}");
        // In any order of the files, and in JSON too (without the time: nothing was timed).
        let mut reversed = files.clone();
        reversed.reverse();
        let json = merge(&reversed, &["--format", "json"]);
        let v: Value = serde_json::from_slice(&json.stdout).unwrap();
        let full = count_json(&[&n.to_string()]);
        for key in ["n", "solutions", "tries", "accepts", "rejects", "backtracks", "events"] {
            assert_eq!(v[key], full[key], "n={n} {key}");
        }
        assert!(v.get("elapsed_seconds").is_none());
    }
}

#[test]
fn solution_shards_merge_to_the_count() {
    let dir = tempfile::tempdir().unwrap();
    let files = shard_files(dir.path(), 12, 5, &["--solutions"]);
    let merged = merge(&files, &[]);
    assert!(merged.status.success(), "{merged:?}");
    assert_eq!(merged.stdout, b"n          12\nsolutions  14200\n");
    let files = shard_files(dir.path(), 4, 3, &["--solutions"]);
    assert_eq!(merge(&files, &[]).stdout, b"n          4\nsolutions  2\n");
    // One file may hold many shards, one per line, as `parallel ... > shards.jsonl` writes.
    let mut all = Vec::new();
    for f in shard_files(dir.path(), 11, 4, &["--solutions"]) {
        all.extend(std::fs::read(f).unwrap());
    }
    let one = dir.path().join("all.jsonl");
    std::fs::write(&one, all).unwrap();
    assert_eq!(merge(&[one], &[]).stdout, b"n          11\nsolutions  2680\n");
}

#[test]
fn a_merge_refuses_what_does_not_add_up() {
    let dir = tempfile::tempdir().unwrap();
    let seven = shard_files(dir.path(), 8, 7, &[]);
    let three = shard_files(dir.path(), 8, 3, &[]);
    let other_n = shard_files(dir.path(), 9, 7, &[]);
    let solutions = shard_files(dir.path(), 8, 7, &["--solutions"]);
    let odd = dir.path().join("odd\u{1b}[31m.json");
    std::fs::write(&odd, "{\"n\":8}\n").unwrap();
    let empty = dir.path().join("empty.json");
    std::fs::write(&empty, "\n").unwrap();
    // Errors name the file and the line of the shard.
    let name = |p: &std::path::PathBuf| format!("{}:1", p.display());
    let cases: Vec<(Vec<std::path::PathBuf>, String)> = vec![
        (seven[..6].to_vec(), "shards missing from the merge of n=8: 7/7 (given 6 of 7)".into()),
        (
            vec![seven[0].clone(), seven[1].clone(), seven[0].clone()],
            format!(
                "'{}' repeats shard 1/7, already given in '{}'",
                name(&seven[0]),
                name(&seven[0])
            ),
        ),
        (
            vec![seven[0].clone(), other_n[1].clone()],
            format!(
                "'{}' is a shard of n=9, but '{}' is of n=8",
                name(&other_n[1]),
                name(&seven[0])
            ),
        ),
        (
            vec![seven[0].clone(), three[1].clone()],
            format!("'{}' is shard 2/3, but '{}' is shard 1/7", name(&three[1]), name(&seven[0])),
        ),
        (
            vec![seven[0].clone(), solutions[1].clone()],
            format!(
                "'{}' counts solutions only, but '{}' counts the full profile",
                name(&solutions[1]),
                name(&seven[0])
            ),
        ),
        (vec![odd.clone()], "odd\\u{1b}[31m.json:1' is not a shard".into()),
        (vec![empty.clone()], "empty.json' is empty".into()),
        (vec![dir.path().join("absent.json")], "cannot read '".into()),
    ];
    for (files, want) in cases {
        let out = merge(&files, &[]);
        assert_eq!(out.status.code(), Some(2), "{want}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(&want), "want {want:?} in {err:?}");
        assert!(!err.contains('\u{1b}'), "{err:?}");
    }
    // --profile needs profile shards; bad shard names are one line naming what is valid.
    let out = merge(&solutions, &["--profile"]);
    assert_eq!(out.status.code(), Some(2));
    for bad in ["0/3", "4/3", "x"] {
        let out = bin().args(["count", "8", "--shard", bad]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("expected I/M with 1 <= I <= M"), "{err}");
    }
}
