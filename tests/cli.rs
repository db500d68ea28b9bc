//! The `nqueens-trace` binary, run for real: outputs, errors and exit codes.

use crate::util::{bin, fails, golden_text, spawn_piped, stdout, traces, BIN};
use std::fs;
use std::fs::File;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};

#[test]
fn no_arguments_traces_n4() {
    assert_eq!(stdout(&mut bin()), golden_text("n4.txt"));
    assert_eq!(stdout(bin().arg("4")), golden_text("n4.txt"));
    assert_eq!(stdout(bin().args(["run", "6"])), golden_text("n6.txt"));
}

#[test]
fn run_writes_the_golden_traces() {
    for (args, name) in [
        (&["run", "4", "--format", "jsonl"][..], "n4.jsonl"),
        (&["5", "--first", "--format", "jsonl"], "n5-first.jsonl"),
        (&["5", "--limit", "1", "--format", "jsonl"], "n5-first.jsonl"),
        (&["8", "--first", "--format", "jsonl"], "n8-first.jsonl"),
        (&["8", "--first"], "n8-first.txt"),
    ] {
        assert_eq!(stdout(bin().args(args)), golden_text(name), "{args:?}");
    }
}

#[test]
fn the_same_command_gives_the_same_bytes() {
    let a = stdout(bin().args(["7", "--format", "jsonl"]));
    let b = stdout(bin().args(["7", "--format", "jsonl"]));
    assert_eq!(a, b);
}

#[test]
fn replay_prints_what_run_printed() {
    for name in ["n4", "n5-first", "n6", "n8-first"] {
        let jsonl = traces(&format!("{name}.jsonl"));
        let txt = golden_text(&format!("{name}.txt"));
        assert_eq!(stdout(bin().arg("replay").arg(&jsonl)), txt);
        let piped = stdout(bin().args(["replay", "-"]).stdin(File::open(&jsonl).unwrap()));
        assert_eq!(piped, txt);
        let piped = stdout(bin().arg("replay").stdin(File::open(&jsonl).unwrap()));
        assert_eq!(piped, txt);
    }
    // The same text options apply live and in replay.
    let opts = ["--color", "always", "--queen", "♛", "--indent", "| "];
    let live = stdout(bin().args(["5", "--first"]).args(opts));
    let replayed = stdout(bin().arg("replay").arg(traces("n5-first.jsonl")).args(opts));
    assert_eq!(live, replayed);
    assert!(live.contains("\x1b[") && live.contains("♛") && live.contains("| | "));
}

#[test]
fn colour_follows_the_rules() {
    let esc = |cmd: &mut Command| stdout(cmd).contains('\x1b');
    // Under auto, a pipe gets no escape codes.
    assert!(!esc(&mut bin()));
    assert!(esc(bin().args(["--color", "always"])));
    assert!(!esc(bin().args(["--color", "never"]).env("CLICOLOR_FORCE", "1")));
    assert!(esc(bin().env("CLICOLOR_FORCE", "1")));
    assert!(!esc(bin().env("CLICOLOR_FORCE", "0")));
    assert!(!esc(bin().env("CLICOLOR_FORCE", "1").env("NO_COLOR", "1")));
    // JSON Lines never carry colour.
    assert!(!esc(bin().args(["--format", "jsonl", "--color", "always"])));
}

#[test]
fn bad_board_sizes_are_one_line_errors() {
    for n in ["0", "33", "-1", "abc", "4.5", ""] {
        let err = fails(bin().args(["run", n]), 2);
        assert!(err.contains(&format!("'{n}'")) && err.contains("from 1 to 32"), "{n}: {err}");
    }
    let err = fails(bin().arg("33"), 2);
    assert!(err.contains("'33'"), "{err}");
}

#[test]
fn bad_options_are_one_line_errors() {
    for (args, want) in [
        (&["4", "--limit", "0"][..], "'0'"),
        (&["4", "--limit", "x"], "'x'"),
        (&["4", "--first", "--limit", "2"], "--first"),
        (
            &["4", "--color", "sometimes"],
            "'sometimes' for '--color <WHEN>' [possible values: auto, always, never]",
        ),
        (&["4", "--indent", "a\nb"], "'a\\nb' for '--indent <STRING>'"),
        (&["4", "--queen", "QQ"], "'QQ'"),
        (&["4", "--format", "xml"], "'xml'"),
        (&["4", "--bogus"], "--bogus"),
        (&["count"], "required arguments were not provided: <N>"),
        (&["diff", "a.jsonl"], "required arguments were not provided: <B>"),
    ] {
        let err = fails(bin().args(args), 2);
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

#[test]
fn help_into_a_full_disk_is_an_error() {
    for args in [&["--help"][..], &["--version"], &["run", "--help"]] {
        let full = fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let err = fails(bin().args(args).stdout(full), 2);
        assert!(err.contains("No space left on device"), "{args:?}: {err}");
    }
}

#[test]
fn help_and_version_exit_zero() {
    let help = stdout(bin().arg("--help"));
    assert!(help.contains("replay"));
    assert!(stdout(bin().args(["run", "--help"])).contains("--limit"));
    assert!(stdout(bin().arg("--version")).starts_with("nqueens-trace "));
}

#[test]
fn output_file_is_written_whole_and_nothing_else_is_left() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("n4.jsonl");
    stdout(bin().args(["4", "--format", "jsonl", "-o"]).arg(&out));
    assert_eq!(fs::read_to_string(&out).unwrap(), golden_text("n4.jsonl"));
    // Text into a file gets no colour under auto.
    let txt = dir.path().join("n4.txt");
    stdout(bin().args(["4", "-o"]).arg(&txt).env("TERM", "xterm"));
    assert_eq!(fs::read_to_string(&txt).unwrap(), golden_text("n4.txt"));
    let names: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

#[test]
fn output_into_a_missing_directory_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("nowhere").join("t.jsonl");
    let err = fails(bin().args(["4", "-o"]).arg(&out), 2);
    assert!(err.contains("does not exist") && err.contains("nowhere"), "{err}");
}

#[test]
fn a_failed_replay_leaves_no_output_file() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.jsonl");
    let mut trace = golden_text("n4.jsonl");
    trace.push_str("{not json}\n");
    fs::write(&bad, trace).unwrap();
    let out = dir.path().join("out.txt");
    let err = fails(bin().arg("replay").arg(&bad).arg("-o").arg(&out), 2);
    assert!(err.contains("bad.jsonl:141:"), "{err}");
    assert!(!out.exists());
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn replay_refuses_to_overwrite_its_input() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("t.jsonl");
    fs::write(&input, golden_text("n4.jsonl")).unwrap();
    let err = fails(bin().arg("replay").arg(&input).arg("-o").arg(&input), 2);
    assert!(err.contains("input"), "{err}");
    assert_eq!(fs::read_to_string(&input).unwrap(), golden_text("n4.jsonl"));
}

#[test]
fn replay_errors_name_the_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let n4 = golden_text("n4.jsonl");
    let mut malformed: Vec<&str> = n4.lines().collect();
    malformed[2] = r#"{"event":"accept","step":2,"row":0,"col":"0"}"#;
    let cases = [
        ("malformed.jsonl", malformed.join("\n"), "malformed.jsonl:3:"),
        ("empty.jsonl", String::new(), "empty.jsonl:1: empty trace"),
        (
            "schema.jsonl",
            n4.replace("nqueens-trace/1", "nqueens-trace/9"),
            "schema.jsonl:1: unsupported schema \"nqueens-trace/9\"",
        ),
        (
            "headless.jsonl",
            n4.lines().skip(1).collect::<Vec<_>>().join("\n"),
            "headless.jsonl:1: the first event is 'try'",
        ),
        (
            "truncated.jsonl",
            n4.lines().take(50).collect::<Vec<_>>().join("\n"),
            "truncated.jsonl:51: the trace ends without a done event",
        ),
        (
            "kind.jsonl",
            n4.replacen("\"try\"", "\"jump\"", 1),
            "kind.jsonl:2: not a valid nqueens-trace/1 event: unknown variant `jump`",
        ),
    ];
    for (name, content, want) in cases {
        let path = dir.path().join(name);
        fs::write(&path, content).unwrap();
        let err = fails(bin().arg("replay").arg(&path), 2);
        assert!(err.contains(want), "{name}: {err}");
    }
    let err = fails(bin().args(["replay", "no-such-file.jsonl"]), 2);
    assert!(err.contains("'no-such-file.jsonl'"), "{err}");
    let err =
        fails(bin().arg("replay").stdin(File::open(dir.path().join("empty.jsonl")).unwrap()), 2);
    assert!(err.contains("<stdin>:1: empty trace"), "{err}");
}

#[test]
fn a_full_disk_is_reported() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    for format in ["text", "jsonl"] {
        let full = fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let err = fails(bin().args(["8", "--format", format]).stdout(full), 2);
        assert!(err.contains("No space left on device"), "{err}");
        let full = fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let err = fails(
            bin().arg("replay").arg(traces("n6.jsonl")).args(["--format", format]).stdout(full),
            2,
        );
        assert!(err.contains("standard output"), "{err}");
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    for args in [&["10"][..], &["10", "--format", "jsonl"]] {
        let mut child = spawn_piped(Command::new(BIN).args(args));
        let mut first = [0u8; 100];
        child.stdout.as_mut().unwrap().read_exact(&mut first).unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
}

#[test]
fn ctrl_c_during_run_leaves_no_partial_file() {
    // SIGTERM (timeout, a CI runner's kill) gets the same cleanup as Ctrl-C.
    for signal in ["-INT", "-TERM"] {
        interrupt_run(signal);
    }
}

fn interrupt_run(signal: &str) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("n14.jsonl");
    let child = Command::new(BIN)
        .args(["14", "--format", "jsonl", "-o"])
        .arg(&out)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until the temporary file exists and is growing, then interrupt.
    let partial = || fs::read_dir(dir.path()).unwrap().count();
    for _ in 0..500 {
        if partial() > 0 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert_eq!(partial(), 1);
    std::thread::sleep(std::time::Duration::from_millis(200));
    let kill = Command::new("kill").args([signal, &child.id().to_string()]).status().unwrap();
    assert!(kill.success());
    let status = child.wait_with_output().unwrap().status;
    assert_eq!(status.code(), Some(130), "{signal}");
    assert_eq!(partial(), 0, "a partial file was left behind");
    assert!(!out.exists());
}
