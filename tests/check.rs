//! `nqueens-trace check -- COMMAND…` through the real binary: programs that write good,
//! wrong, broken or no traces, and the C++ emitter's solvers (compiled with g++).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_nqueens-trace");

fn check(args: &[&str]) -> Output {
    Command::new(BIN).arg("check").args(args).env_remove("NO_COLOR").output().unwrap()
}

fn lines(out: &Output) -> Vec<String> {
    String::from_utf8(out.stdout.clone()).unwrap().lines().map(str::to_string).collect()
}

/// A shell command that writes the canonical trace for `{n}`, then passes it through `filter`.
fn canonical_through(filter: &str) -> String {
    format!("'{BIN}' run --format jsonl {{n}} | {filter}")
}

#[test]
fn the_canonical_solver_passes_for_every_n() {
    let out = check(&["--", BIN, "run", "--format", "jsonl"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        lines(&out),
        [
            "n=1: valid, the canonical search (6 events, 1 solution)",
            "n=2: valid, the canonical search (16 events, 0 solutions)",
            "n=3: valid, the canonical search (43 events, 0 solutions)",
            "n=4: valid, the canonical search (140 events, 2 solutions)",
            "n=5: valid, the canonical search (505 events, 10 solutions)",
            "n=6: valid, the canonical search (1946 events, 4 solutions)",
            "n=7: valid, the canonical search (7761 events, 40 solutions)",
            "n=8: valid, the canonical search (33590 events, 92 solutions)",
            "8 of 8 valid",
        ]
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn n_replaces_the_placeholder_or_comes_last() {
    // With {n} inside an argument, nothing is appended: `run 5 3` would be refused.
    let out = check(&["--sizes", "3-4", "--", "sh", "-c", &canonical_through("cat")]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        lines(&out)[..2],
        [
            "n=3: valid, the canonical search (43 events, 0 solutions)",
            "n=4: valid, the canonical search (140 events, 2 solutions)",
        ]
    );
    let out = check(&["--sizes", "5", "--", BIN, "run", "--format", "jsonl", "--first"]);
    assert_eq!(
        lines(&out),
        ["n=5: valid, the canonical search (33 events, 1 solution)", "1 of 1 valid"]
    );
}

#[test]
fn each_kind_of_failure_gets_its_line_and_exit_1() {
    let cases: [(&str, &str); 8] = [
        ("exit 3", "n=4: the program failed (exit status 3) after 0 events"),
        (
            "echo 'Traceback (most recent call last):' >&2; echo 'IndexError: list index out of range' >&2; exit 1",
            "n=4: the program failed (exit status 1) after 0 events: IndexError: list index out of range",
        ),
        (
            // Garbage without end: stopped at the timeout, judged by its first line.
            "yes hello",
            "n=4: not a trace: stdout:1: not a valid nqueens-trace/1 event: expected value at line 1 column 1",
        ),
        (
            // A wrong step, and the program goes on writing: stopped, judged by the step.
            &format!("'{BIN}' run --format jsonl 5; yes"),
            "n=4: invalid at step 0: the program was asked for n=4, but its start announces n=5",
        ),
        (
            "echo hello",
            "n=4: not a trace: stdout:1: not a valid nqueens-trace/1 event: expected value at line 1 column 1",
        ),
        (
            &canonical_through("head -30"),
            "n=4: invalid at step 30: the trace ends here, without a done event",
        ),
        (
            &format!("'{BIN}' run --format jsonl 5"),
            "n=4: invalid at step 0: the program was asked for n=4, but its start announces n=5",
        ),
        (
            &canonical_through("sed 's/\"complete\":true/\"complete\":false/'"),
            "n=4: invalid at step 139: done says the search is incomplete, but it has no limit to stop at",
        ),
    ];
    for (script, want) in cases {
        let out = check(&["--sizes", "4", "--timeout", "1", "--", "sh", "-c", script]);
        assert_eq!(out.status.code(), Some(1), "{script}: {out:?}");
        assert_eq!(lines(&out), [want, "0 of 1 valid"], "{script}");
    }
}

#[test]
fn a_valid_search_in_another_order_passes_and_says_where_it_parts() {
    // Mirror every column (c -> 3-c) with diagonals swapped: a right-to-left search.
    let mirror = r#"sed -E 's/"col":0/"col":X0/g; s/"col":3/"col":0/g; s/"col":X0/"col":3/g; s/"col":1/"col":X1/g; s/"col":2/"col":1/g; s/"col":X1/"col":2/g; s/"with":\[([0-9]),0\]/"with":[\1,X0]/g; s/"with":\[([0-9]),3\]/"with":[\1,0]/g; s/"with":\[([0-9]),X0\]/"with":[\1,3]/g; s/"with":\[([0-9]),1\]/"with":[\1,X1]/g; s/"with":\[([0-9]),2\]/"with":[\1,1]/g; s/"with":\[([0-9]),X1\]/"with":[\1,2]/g; s/"diagonal"/"X"/g; s/"anti-diagonal"/"diagonal"/g; s/"X"/"anti-diagonal"/g; s/"queens":\[1,3,0,2\]/"queens":[Y]/; s/"queens":\[2,0,3,1\]/"queens":[1,3,0,2]/; s/"queens":\[Y\]/"queens":[2,0,3,1]/'"#;
    let out = check(&["--sizes", "4", "--", "sh", "-c", &canonical_through(mirror)]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        lines(&out),
        [
            "n=4: valid (140 events, 2 solutions), but differs from the canonical search at step 1: try (0,3) where the canonical has try (0,0)",
            "1 of 1 valid",
        ]
    );
}

#[test]
fn text_from_the_program_is_escaped() {
    // An ESC sequence and a right-to-left override on stderr, and in an unknown event kind
    // (serde quotes it in its message).
    let script = r#"printf '{"event":"\342\200\256\033[2J"}\n'; printf 'Error: \033[31mred\342\200\256\n' >&2; exit 1"#;
    let out = check(&["--sizes", "1", "--", "sh", "-c", script]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        "n=1: the program failed (exit status 1) after 0 events: Error: \\u{1b}[31mred\\u{202e}\n0 of 1 valid\n"
    );
    let script = r#"printf '{"event":"\342\200\256\033x"}\n'"#;
    let out = check(&["--sizes", "1", "--", "sh", "-c", script]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains('\u{1b}') && !text.contains('\u{202e}'), "{text}");
    assert!(text.starts_with("n=1: not a trace: stdout:1: "), "{text}");
}

#[test]
fn a_program_that_hangs_is_stopped_at_the_timeout() {
    let out = check(&["--sizes", "2", "--timeout", "0.3", "--", "sleep", "20"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(lines(&out), ["n=2: timed out: no complete trace after 0.3 s", "0 of 1 valid"]);
}

#[test]
fn a_program_that_cannot_start_is_an_error() {
    let out = check(&["--", "./no-such-solver"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "nqueens-trace: cannot run './no-such-solver': No such file or directory (os error 2)\n"
    );
    for bad in [["--sizes", "0-3"], ["--sizes", "5-2"], ["--timeout", "0"]] {
        let out = check(&[bad[0], bad[1], "--", "true"]);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
    }
}

#[test]
fn junit_holds_one_case_per_n_and_the_same_bytes_every_run() {
    let dir = tempfile::tempdir().unwrap();
    let xml = dir.path().join("report.xml");
    // n=4 loses its event at step 16 (a reject); n=3 is left whole.
    let script = canonical_through("if [ {n} = 4 ]; then sed '/\"step\":16,/d'; else cat; fi");
    let run = || {
        let out =
            check(&["--sizes", "3-4", "--junit", xml.to_str().unwrap(), "--", "sh", "-c", &script]);
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        std::fs::read_to_string(&xml).unwrap()
    };
    let first = run();
    assert_eq!(run(), first);
    let doc = roxmltree::Document::parse(&first).unwrap();
    let suite = doc.descendants().find(|n| n.has_tag_name("testsuite")).unwrap();
    assert_eq!(suite.attribute("tests"), Some("2"));
    assert_eq!(suite.attribute("failures"), Some("1"));
    let cases: Vec<_> = suite.children().filter(|n| n.has_tag_name("testcase")).collect();
    assert_eq!(cases.len(), 2);
    assert_eq!(cases[0].attribute("name"), Some("n=3"));
    assert!(!cases[0].children().any(|c| c.has_tag_name("failure")));
    let failure = cases[1].children().find(|c| c.has_tag_name("failure")).unwrap();
    assert_eq!(failure.attribute("type"), Some("invalid: steps"));
    assert!(failure.attribute("message").unwrap().starts_with("invalid at step 16: "), "{first}");
}

fn emitters() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("emitters/cpp")
}

/// Compiles the C++ solver `name` into `dir` and returns the executable.
fn compile(name: &str, dir: &Path) -> PathBuf {
    let exe = dir.join(name);
    let out = Command::new("g++")
        .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-O1", "-I"])
        .arg(emitters())
        .arg(emitters().join("examples").join(format!("{name}.cpp")))
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("g++ runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    exe
}

/// The canonical trace of `run` with these arguments.
fn run_jsonl(args: &[&str]) -> Vec<u8> {
    let out = Command::new(BIN).args(["run", "--format", "jsonl"]).args(args).output().unwrap();
    assert!(out.status.success());
    out.stdout
}

#[test]
#[ignore = "needs g++"]
fn the_cpp_emitter_writes_the_bytes_of_the_rust_writer() {
    let dir = tempfile::tempdir().unwrap();
    let exe = compile("recursive", dir.path());
    for n in 1..=8u32 {
        let n = n.to_string();
        for limit in [None, Some("1"), Some("3")] {
            let mut cmd = Command::new(&exe);
            cmd.arg(&n);
            let mut args = vec![n.as_str()];
            if let Some(k) = limit {
                cmd.arg(k);
                args.extend(["--limit", k]);
            }
            let out = cmd.output().unwrap();
            assert!(out.status.success());
            assert!(
                out.stdout == run_jsonl(&args),
                "n={n} limit={limit:?}: the C++ trace differs from run's"
            );
        }
    }
}

#[test]
#[ignore = "needs g++"]
fn the_cpp_solvers_of_the_textbook_pass_check() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["recursive", "iterative"] {
        let exe = compile(name, dir.path());
        let out = check(&["--", exe.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{name}: {out:?}");
        let lines = lines(&out);
        assert_eq!(lines.len(), 9, "{name}");
        assert!(
            lines[..8].iter().all(|l| l.contains(": valid, the canonical search (")),
            "{name}: {lines:?}"
        );
        assert_eq!(lines[8], "8 of 8 valid");
    }
}
