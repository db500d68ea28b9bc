//! `nqueens-trace check -- COMMAND…` through the real binary: programs that write good,
//! wrong, broken or no traces, and the C++ emitter's solvers (compiled with g++).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_nqueens-trace");

fn check(args: &[&str]) -> Output {
    Command::new(BIN).arg("check").args(args).env_remove("NO_COLOR").output().unwrap()
}

pub(crate) fn lines(out: &Output) -> Vec<String> {
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
            "n=4: not a trace: stdout:1 is not an event but the program's own output, \"hello\": standard output must hold the trace alone, so print everything else on standard error (print(..., file=sys.stderr) in Python, std::cerr in C++)",
        ),
        (
            // A wrong step, and the program goes on writing: stopped, judged by the step.
            &format!("'{BIN}' run --format jsonl 5; yes"),
            "n=4: invalid at step 0: the program was asked for n=4, but its start announces n=5",
        ),
        (
            "echo hello",
            "n=4: not a trace: stdout:1 is not an event but the program's own output, \"hello\": standard output must hold the trace alone, so print everything else on standard error (print(..., file=sys.stderr) in Python, std::cerr in C++)",
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

// The mistakes students make (issue 23), each with a solver of that kind from
// tests/fixtures/solvers/, which write their JSON Lines by hand as a student instruments a
// solver.

/// `check ARGS -- python3 tests/fixtures/solvers/SOLVER.py`, with at most `secs` per run.
pub(crate) fn check_solver(solver: &str, args: &[&str]) -> Output {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/solvers").join(solver);
    let mut all = args.to_vec();
    all.extend(["--", "python3", path.to_str().unwrap()]);
    check(&all)
}

#[test]
fn a_line_printed_among_the_trace_is_quoted_with_where_to_print_it() {
    let out = check_solver("stray.py", &["--sizes", "4"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        lines(&out),
        [
            "n=4: not a trace: stdout:59 is not an event but the program's own output, \"Solution: [1, 3, 0, 2]\": standard output must hold the trace alone, so print everything else on standard error (print(..., file=sys.stderr) in Python, std::cerr in C++)",
            "0 of 1 valid",
        ]
    );
    // The quote is escaped and capped like any text of the program's.
    let script = r#"printf '\033[2J'; head -c 9000 /dev/zero | tr '\0' z; echo"#;
    let out = check(&["--sizes", "1", "--", "sh", "-c", script]);
    let line = &lines(&out)[0];
    assert!(line.starts_with(r#"n=1: not a trace: stdout:1 is not an event but the program's own output, "\u{1b}[2Jzzz"#), "{line}");
    assert!(line.contains("zzz… [cut at 2 KiB]\": standard output must hold"), "{line}");
    assert!(line.len() < 2400, "{}", line.len());
}

#[test]
fn an_empty_trace_says_what_was_expected_and_where() {
    let out = check_solver("no_out.py", &["--sizes", "3"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        lines(&out)[0],
        "n=3: empty trace: the program wrote nothing on standard output, where check reads its trace (one JSON event per line, from a start event). If it writes the trace elsewhere, write it to standard output instead: Tracer(n, out=sys.stdout) in Python, std::cout in C++"
    );
}

#[test]
fn a_column_by_column_search_is_judged_transposed_and_says_so() {
    let out = check_solver("columns.py", &["--sizes", "4-6"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let judged = " judged transposed (rows and columns swapped: the program places one queen per column, row by row in each)";
    assert_eq!(
        lines(&out),
        [
            format!("n=4: valid, the canonical search{judged} (140 events, 2 solutions)"),
            format!("n=5: valid, the canonical search{judged} (505 events, 10 solutions)"),
            format!("n=6: valid, the canonical search{judged} (1946 events, 4 solutions)"),
            "3 of 3 valid".to_string(),
        ]
    );
    // Turned, a wrong step is still wrong: the reject of (1,0) by the queen at (0,0) named as
    // a diagonal attack.
    let broken = format!(
        "python3 {} {{n}} | sed '5s/\"column\"/\"diagonal\"/'",
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/solvers/columns.py").display()
    );
    let out = check(&["--sizes", "4", "--", "sh", "-c", &broken]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        lines(&out)[0],
        format!("n=4: invalid{judged} at step 4: reject (1,0) says the queen at (0,0) attacks it along the diagonal, but it does so along the column")
    );
}

#[test]
fn a_search_that_stops_at_its_first_solution_is_pointed_to_the_limit() {
    let out = check_solver("first.py", &["--sizes", "4"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        lines(&out)[0],
        "n=4: invalid at step 58: done claims a complete search, but the queens (0,1) (1,3) (2,0) (3,2) were never lifted. The search stopped at its first solution, but its start announces the complete search (\"limit\":null): asked for the complete search, go on after the first solution; a search meant to stop there says so in its start (\"limit\":1, Tracer(n, limit=1) in Python) and is checked with --first"
    );
}

#[test]
fn a_program_that_waits_for_input_is_told_to_take_n_from_its_arguments() {
    // Well before the timeout: the wait is seen in /proc.
    let out = check_solver("asks.py", &["--sizes", "4", "--timeout", "60"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        lines(&out)[0],
        "n=4: the program waits for input on standard input, and check types nothing: it gives n as an argument (the last one, or in place of {n}), so read n from the arguments (sys.argv[1] in Python, argv[1] in C and C++), not from the keyboard (input(), scanf, cin)"
    );
    // A shell that reads another pipe (a command substitution) is not waiting for input.
    let out = check(&[
        "--sizes",
        "4",
        "--",
        "sh",
        "-c",
        &format!("x=$(sleep 0.5; echo {{n}}); '{BIN}' run --format jsonl $x"),
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

// The results files of --format, each checked against the JSON Schema under schemas/ written
// from its platform's documentation, and read back for what it says.

/// The schema `schemas/NAME`, compiled.
fn results_schema(name: &str) -> jsonschema::Validator {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("schemas").join(name);
    let schema: serde_json::Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    jsonschema::draft202012::new(&schema).expect("a valid 2020-12 schema")
}

/// Three runs: n=3 valid, n=4 invalid (its reject at step 16 dropped), n=5 crashes with a
/// line on standard error; written in `format` with `--points 4=3,5=2`.
fn results_file(format: &str) -> serde_json::Value {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("results.json");
    let script = canonical_through(
        "case {n} in 4) sed '/\"step\":16,/d';; 5) echo 'Oops: \u{1b}[31mboom' >&2; exit 4;; *) cat;; esac",
    );
    let args = ["--sizes", "3-5", "--points", "4=3,5=2", "--format", format, "-o"];
    let mut all = args.to_vec();
    all.extend([file.to_str().unwrap(), "--", "sh", "-c", &script]);
    let out = check(&all);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let text = std::fs::read_to_string(&file).unwrap();
    // The same runs, the same bytes.
    let again = check(&all);
    assert_eq!(again.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text, "{format}");
    assert!(!text.contains('\u{1b}'), "{text}");
    serde_json::from_str(&text).unwrap()
}

pub(crate) fn validates(schema: &str, value: &serde_json::Value) {
    let v = results_schema(schema);
    let errors: Vec<String> = v.iter_errors(value).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{schema}: {errors:?}\n{value:#}");
}

#[test]
fn gradescope_results_follow_its_specification() {
    let r = results_file("gradescope");
    validates("gradescope-results.schema.json", &r);
    assert_eq!(r["score"], 1);
    assert_eq!(r["output"], "1 of 3 valid");
    let tests = r["tests"].as_array().unwrap();
    let row = |i: usize| {
        let t = &tests[i];
        (
            t["name"].as_str().unwrap(),
            t["score"].as_u64().unwrap(),
            t["max_score"].as_u64().unwrap(),
            t["status"].as_str().unwrap(),
        )
    };
    assert_eq!(
        [row(0), row(1), row(2)],
        [("n=3", 1, 1, "passed"), ("n=4", 0, 3, "failed"), ("n=5", 0, 2, "failed")]
    );
    assert!(tests[1]["output"].as_str().unwrap().starts_with("invalid at step 16: "));
    assert_eq!(
        tests[2]["output"],
        "the program failed (exit status 4) after 0 events\nThe program said: Oops: \\u{1b}[31mboom"
    );
    assert!(tests.iter().all(|t| t["visibility"] == "visible"));
    // The schema is not empty: a file with neither a score nor scored tests is refused.
    let bare = serde_json::json!({"tests": [{"name": "n=1"}]});
    assert!(!results_schema("gradescope-results.schema.json").is_valid(&bare));
}

#[test]
fn prairielearn_results_follow_its_documentation() {
    let r = results_file("prairielearn");
    validates("prairielearn-results.schema.json", &r);
    assert_eq!(r["gradable"], true);
    assert_eq!(r["score"], 1.0 / 6.0);
    assert_eq!(r["message"], "1 of 3 valid");
    let tests = r["tests"].as_array().unwrap();
    assert_eq!(tests[0]["points"], 1);
    assert_eq!(tests[1]["max_points"], 3);
    assert_eq!(tests[1]["points"], 0);
    assert_eq!(tests[2]["message"], "the program failed (exit status 4) after 0 events");
    assert_eq!(tests[2]["output"], "Oops: \\u{1b}[31mboom");
    let v = results_schema("prairielearn-results.schema.json");
    assert!(!v.is_valid(&serde_json::json!({"gradable": true, "score": 1.5})));
    assert!(!v.is_valid(&serde_json::json!({"message": "no score"})));
    assert!(v.is_valid(&serde_json::json!({"gradable": false, "format_errors": ["x"]})));
}

#[test]
fn classroom_results_are_what_the_grading_reporter_reads() {
    let r = results_file("classroom");
    validates("classroom-results.schema.json", &r);
    assert_eq!(r["version"], 1);
    assert_eq!(r["status"], "fail");
    assert_eq!(r["max_score"], 6);
    let tests = r["tests"].as_array().unwrap();
    let status: Vec<&str> = tests.iter().map(|t| t["status"].as_str().unwrap()).collect();
    // A crash is an error of the run; a wrong trace a failure.
    assert_eq!(status, ["pass", "fail", "error"]);
    let score: Vec<u64> = tests.iter().map(|t| t["score"].as_u64().unwrap()).collect();
    assert_eq!(score, [1, 0, 0]);
    assert_eq!(
        tests[2]["message"],
        "the program failed (exit status 4) after 0 events: Oops: \\u{1b}[31mboom"
    );
    assert!(!results_schema("classroom-results.schema.json")
        .is_valid(&serde_json::json!({"tests": [{"name": "x", "status": "ok"}]})));
}

#[test]
fn junit_is_a_format_too_and_the_old_flag_its_alias() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.xml"), dir.path().join("b.xml"));
    let run = [BIN, "run", "--format", "jsonl"];
    let out =
        check(&[&["--sizes", "2-3", "--junit", a.to_str().unwrap(), "--"][..], &run].concat());
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let out = check(
        &[&["--sizes", "2-3", "--format", "junit", "-o", b.to_str().unwrap(), "--"][..], &run]
            .concat(),
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
}

#[test]
fn points_and_formats_refuse_bad_input_in_one_line() {
    for bad in [
        &["--points", "4=x", "--", "true"][..],
        &["--points", "0=1", "--", "true"],
        &["--points", "-1", "--", "true"],
        &["--format", "moodle", "-o", "r.json", "--", "true"],
        &["--format", "gradescope", "--", "true"],
        &["--junit", "a.xml", "--format", "junit", "-o", "b.xml", "--", "true"],
    ] {
        let out = check(bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{bad:?}: {err}");
        assert!(out.stdout.is_empty());
    }
    let out = check(&["--points", "4=x", "--", "true"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("'4=x' is not N=P or P"), "{out:?}");
}

#[test]
fn the_report_shows_the_programs_step_beside_the_models_on_their_boards() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("report.html");
    // n=4 valid; n=5 has its reject at step 16 named as an anti-diagonal attack.
    let script = canonical_through(
        "if [ {n} = 5 ]; then sed '/\"step\":16,/s/\"diagonal\"/\"anti-diagonal\"/'; else cat; fi # <script>",
    );
    let out =
        check(&["--sizes", "4-5", "--report", page.to_str().unwrap(), "--", "sh", "-c", &script]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(!html.contains("<script"), "the command is escaped");
    assert_eq!(html.matches("<section class=\"valid\">").count(), 1);
    assert_eq!(html.matches("<section class=\"invalid\">").count(), 1);
    let at = html.find("<h3>First difference from the model, at step 16</h3>").expect("marked");
    let rest = &html[at..];
    // The events before it, numbered by step, then both steps, each on a board of n=5.
    assert!(rest.contains("<ol class=\"before\" start=\"10\">"), "{rest}");
    // Each event in the words of the trace itself.
    assert!(rest.contains("<li>→ try (2,3)</li>"), "{rest}");
    let found = rest.find(
        "The program's step: <strong>✗ reject (2,3): same anti-diagonal (/) as the queen at \
         (1,2)</strong>",
    );
    let model = rest.find(
        "The model's step: <strong>✗ reject (2,3): same diagonal (\\) as the queen at \
         (1,2)</strong>",
    );
    assert!(found.is_some() && model.is_some() && found < model, "{rest}");
    assert_eq!(rest.matches("<table class=\"board\" style=\"--n:5\">").count(), 2);
    // Queens at (0,0) and (1,2) on both, the square rejected and its attacker marked; below
    // the boards, a legend of those marks.
    let (boards, legend) = rest.split_once("<ul class=\"legend\">").expect("a legend");
    assert_eq!(boards.matches("♛</td>").count(), 4, "{rest}");
    assert_eq!(boards.matches("rejected\">✗</td>").count(), 2, "{rest}");
    assert_eq!(boards.matches("attacker\">").count(), 2, "{rest}");
    let items: Vec<&str> = legend.split("</ul>").next().unwrap().lines().skip(1).collect();
    assert_eq!(
        items,
        [
            "<li><span class=\"key light\">♛</span> a queen</li>",
            "<li><span class=\"key light rejected\">✗</span> the square rejected</li>",
            "<li><span class=\"key light attacker\">♛</span> the queen the reject names</li>",
        ],
        "{legend}"
    );
    // Refused on the work like any report.
    let out = check(&["--report", "solver.sh", "--", "sh", "solver.sh"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("refusing to write the HTML report to 'solver.sh'"));
}
