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
    let out = check(&["--sizes", "5", "--first", "--", BIN, "run", "--format", "jsonl", "--first"]);
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

// The classes of an autograder under attack (issue 25): a grade cannot be forged, cannot
// overwrite the work, cannot be stalled, and the program's text is escaped and capped.

/// `check` run in `dir`, as a teacher runs it beside the student's files.
fn check_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).arg("check").args(args).current_dir(dir).output().unwrap()
}

/// Writes an executable shell script `name` into `dir`.
fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

#[test]
fn a_grade_cannot_be_forged_by_a_search_the_program_picks() {
    let dir = tempfile::tempdir().unwrap();
    // Two lines: a start with limit 0, and done at once.
    script(
        dir.path(),
        "forged.sh",
        r#"echo '{"event":"start","step":0,"schema":"nqueens-trace/1","n":'$1',"limit":0}'
echo '{"event":"done","step":1,"solutions":0,"tries":0,"accepts":0,"rejects":0,"backtracks":0,"complete":false}'"#,
    );
    let out = check_in(dir.path(), &["--sizes", "1-3", "--", "./forged.sh"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let said = lines(&out);
    for (n, line) in said[..3].iter().enumerate() {
        assert_eq!(
            line,
            &format!(
                "n={}: invalid at step 0: the program was asked for the complete search (no limit), but its start announces limit 0: the trace's search is not the one asked for",
                n + 1
            )
        );
    }
    assert_eq!(said[3], "0 of 3 valid");
    // A solver that stops at its first solution by itself fails the complete search; asked
    // for the first solution (--first, --limit 1), it passes, and a complete search fails.
    let first = [BIN, "run", "--format", "jsonl", "--first"];
    let whole = [BIN, "run", "--format", "jsonl"];
    let cases: [(&[&str], &[&str], i32, &str); 5] = [
        (&[], &first, 1, "n=6: invalid at step 0: the program was asked for the complete search (no limit), but its start announces limit 1: the trace's search is not the one asked for"),
        (&["--first"], &first, 0, "n=6: valid, the canonical search (370 events, 1 solution)"),
        (&["--limit", "1"], &first, 0, "n=6: valid, the canonical search (370 events, 1 solution)"),
        (&["--limit", "2"], &first, 1, "n=6: invalid at step 0: the program was asked for limit 2, but its start announces limit 1: the trace's search is not the one asked for"),
        (&["--first"], &whole, 1, "n=6: invalid at step 0: the program was asked for limit 1, but its start announces the complete search (no limit): the trace's search is not the one asked for"),
    ];
    for (asked, command, code, want) in cases {
        let mut args = vec!["--sizes", "6"];
        args.extend(asked);
        args.push("--");
        args.extend(command);
        let out = check(&args);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {out:?}");
        assert_eq!(lines(&out)[0], want, "{args:?}");
    }
    // A limit of 0 asks for no search at all.
    let out = check(&["--limit", "0", "--", "true"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

#[test]
fn a_report_never_lands_on_a_file_the_command_runs_reads_or_names() {
    let dir = tempfile::tempdir().unwrap();
    let solver =
        script(dir.path(), "solver.sh", &format!("exec '{BIN}' run --format jsonl \"$1\""));
    let original = std::fs::read(&solver).unwrap();
    std::os::unix::fs::symlink("solver.sh", dir.path().join("link.xml")).unwrap();
    std::fs::hard_link(&solver, dir.path().join("hard.xml")).unwrap();
    let absolute = solver.to_str().unwrap();
    let cases: [(&str, &[&str], &str); 8] = [
        ("solver.sh", &["./solver.sh"], "it is the program the command runs ('./solver.sh')"),
        ("solver.sh", &["sh", "solver.sh"], "the command reads it ('solver.sh')"),
        ("./solver.sh", &["sh", "-c", "./solver.sh {n}"], "the command reads it ('./solver.sh')"),
        ("solver.sh", &[absolute], "it is the program the command runs"),
        ("link.xml", &["sh", "solver.sh"], "the command reads it ('solver.sh')"),
        ("hard.xml", &["sh", "solver.sh"], "the command reads it ('solver.sh')"),
        // Found through PATH, as the system finds it.
        ("solver.sh", &["solver.sh"], "it is the program the command runs"),
        // Not there yet, but the program is told to write it.
        ("log.xml", &["sh", "solver.sh", "--log=log.xml"], "the command names it ('log.xml')"),
    ];
    let path = format!("{}:{}", dir.path().display(), std::env::var("PATH").unwrap());
    for (report, command, why) in cases {
        let mut cmd = Command::new(BIN);
        cmd.args(["check", "--sizes", "1-2", "--junit", report, "--"]).args(command);
        let out = cmd.current_dir(dir.path()).env("PATH", &path).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{report} {command:?}: {out:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with(&format!(
                "nqueens-trace: refusing to write the JUnit report to '{report}': {why}"
            )),
            "{report} {command:?}: {err}"
        );
        // Refused before anything ran.
        assert!(out.stdout.is_empty(), "{report} {command:?}");
        assert_eq!(std::fs::read(&solver).unwrap(), original, "{report} {command:?}");
        assert!(!dir.path().join("log.xml").exists());
    }
    // Another file is written, and the program is left as it was.
    let out =
        check_in(dir.path(), &["--sizes", "1-2", "--junit", "report.xml", "--", "./solver.sh"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(std::fs::read_to_string(dir.path().join("report.xml"))
        .unwrap()
        .contains("<testsuite "));
    assert_eq!(std::fs::read(&solver).unwrap(), original);
}

/// Whether process `pid` is still running: it exists and is not a zombie (a process that has
/// died and only waits to be reaped).
fn running(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => false,
        Ok(stat) => !stat.rsplit(')').next().unwrap_or("").trim_start().starts_with('Z'),
    }
}

/// The pid a script wrote to `file` in `dir`.
fn pid_in(dir: &Path, file: &str) -> String {
    std::fs::read_to_string(dir.join(file)).unwrap().trim().to_string()
}

#[test]
fn a_grader_cannot_be_stalled_by_children_that_hold_its_pipes() {
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A child left holding standard error, one left holding standard output after a complete
    // trace, one left by a program that hangs, each writing its pid to a file.
    script(d, "stderr.sh", "sleep 30 >&2 &\necho $! > stderr.pid\necho oops >&2\nexit 1");
    script(
        d,
        "stdout.sh",
        &format!("'{BIN}' run --format jsonl \"$1\"\nsleep infinity &\necho $! > stdout.pid"),
    );
    script(d, "hangs.sh", "sleep 30 &\necho $! > hangs.pid\nsleep 30");
    let cases: [(&str, &str, i32, &str); 3] = [
        (
            "stderr.sh",
            "stderr.pid",
            1,
            "n=4: the program failed (exit status 1) after 0 events: oops",
        ),
        (
            "stdout.sh",
            "stdout.pid",
            0,
            "n=4: valid, the canonical search (140 events, 2 solutions)",
        ),
        ("hangs.sh", "hangs.pid", 1, "n=4: timed out: no complete trace after 2 s"),
    ];
    for (program, pid, code, want) in cases {
        let started = Instant::now();
        let out = check_in(d, &["--sizes", "4", "--timeout", "2", "--", &format!("./{program}")]);
        let took = started.elapsed();
        assert!(took < Duration::from_secs(10), "{program} took {took:?}");
        assert_eq!(out.status.code(), Some(code), "{program}: {out:?}");
        assert_eq!(lines(&out)[0], want, "{program}");
        // Killed and reaped before check returned.
        let pid = pid_in(d, pid);
        assert!(!running(&pid), "{program}: its child {pid} outlived check");
    }
    // A process that left the group (setsid) holds standard output after a complete trace:
    // the run ends when the program does, judged on what arrived.
    script(
        d,
        "escapes.sh",
        &format!("'{BIN}' run --format jsonl \"$1\"\nsetsid sh -c 'echo $$ > escaped.pid; exec sleep 30' &\nsleep 0.2"),
    );
    let started = Instant::now();
    let out = check_in(d, &["--sizes", "4", "--timeout", "2", "--", "./escapes.sh"]);
    assert!(started.elapsed() < Duration::from_secs(10), "{:?}", started.elapsed());
    assert_eq!(lines(&out)[0], "n=4: valid, the canonical search (140 events, 2 solutions)");
    let _ = Command::new("kill").arg(pid_in(d, "escaped.pid")).status();
}

#[test]
fn a_signal_to_check_kills_the_whole_group_of_the_program() {
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    script(d, "hangs.sh", "sleep 30 &\necho $! > child.pid\nsleep 30");
    for signal in [libc::SIGTERM, libc::SIGINT] {
        let _ = std::fs::remove_file(d.join("child.pid"));
        let mut cmd = Command::new(BIN);
        cmd.args(["check", "--sizes", "1", "--timeout", "60", "--", "./hangs.sh"]).current_dir(d);
        let child = cmd.stdout(std::process::Stdio::null()).spawn().unwrap();
        let waited = Instant::now();
        while !d.join("child.pid").exists() {
            assert!(waited.elapsed() < Duration::from_secs(20), "the program never started");
            std::thread::sleep(Duration::from_millis(10));
        }
        let pid = pid_in(d, "child.pid");
        // SAFETY: kill only sends a signal, to the check we started.
        unsafe { libc::kill(child.id() as libc::pid_t, signal) };
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(130), "{signal}: {out:?}");
        // Killed by check on its way out; adopted by init once check is gone, it may take a
        // moment to be reaped, but it no longer runs.
        let gone = Instant::now();
        while running(&pid) && gone.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(!running(&pid), "{signal}: the program's child {pid} outlived check");
    }
}

#[test]
fn text_from_the_program_is_escaped_and_capped_in_the_lines_and_the_junit() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Separators and non-characters on standard error, and in an unknown event's name.
    script(
        d,
        "odd.sh",
        r#"printf 'Error: a\342\200\250b\342\200\251c\357\277\276d\357\277\277e\n' >&2; exit 1"#,
    );
    script(d, "kind.sh", r#"printf '{"event":"\357\277\276\357\277\277\342\200\250"}\n'"#);
    // A flood without a line break, on standard error and as an event's name.
    script(d, "flood.sh", "head -c 200000 /dev/zero | tr '\\0' x >&2; exit 1");
    script(
        d,
        "long.sh",
        r#"printf '{"event":"'; head -c 500000 /dev/zero | tr '\0' y; printf '"}\n'"#,
    );
    let raw = ['\u{2028}', '\u{2029}', '\u{fffe}', '\u{ffff}'];
    for program in ["odd.sh", "kind.sh", "flood.sh", "long.sh"] {
        let out = check_in(
            d,
            &["--sizes", "1-2", "--junit", "report.xml", "--", &format!("./{program}")],
        );
        assert_eq!(out.status.code(), Some(1), "{program}: {out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(!text.contains(raw), "{program}: {text:?}");
        let xml = std::fs::read_to_string(d.join("report.xml")).unwrap();
        assert!(!xml.contains(raw), "{program}: {xml:?}");
        // Well-formed XML 1.0, which forbids U+FFFE and U+FFFF.
        let doc = roxmltree::Document::parse(&xml).unwrap_or_else(|e| panic!("{program}: {e}"));
        let failures: Vec<_> = doc.descendants().filter(|n| n.has_tag_name("failure")).collect();
        assert_eq!(failures.len(), 2, "{program}");
        for line in text.lines().take(2) {
            // A line quotes at most 2 KiB of the program's text, cut with a note.
            assert!(line.len() < 2300, "{program}: a line of {} bytes", line.len());
        }
        match program {
            "odd.sh" => assert_eq!(
                lines_of(&text)[0],
                r"n=1: the program failed (exit status 1) after 0 events: Error: a\u{2028}b\u{2029}c\u{fffe}d\u{ffff}e"
            ),
            "kind.sh" => assert!(text.contains(r"\u{fffe}\u{ffff}\u{2028}"), "{program}: {text}"),
            _ => {
                assert_eq!(text.matches("… [cut at 2 KiB]").count(), 2, "{program}: {text}");
                // Once per run in the JUnit, not twice: the message says what happened and
                // quotes the trace; the failure's text, if any, quotes standard error.
                assert_eq!(xml.matches("[cut at 2 KiB]").count(), 2, "{program}");
                assert!(xml.len() < 8 * 1024, "{program}: {} bytes of JUnit", xml.len());
            }
        }
        if program == "flood.sh" {
            for failure in &failures {
                assert_eq!(
                    failure.attribute("message"),
                    Some("the program failed (exit status 1) after 0 events")
                );
                assert!(failure.text().unwrap().ends_with("x… [cut at 2 KiB]"));
            }
        }
    }
}

fn lines_of(text: &str) -> Vec<&str> {
    text.lines().collect()
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
