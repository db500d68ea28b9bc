//! Hostile input through the real binary: every case ends with a defined exit code, a one-line
//! message naming the file and line, no panic, and little memory.
//!
//! One test function runs the cases one after another and checks the peak memory the kernel
//! reports for this process's children (`RUSAGE_CHILDREN`); the memory tests below run the
//! binary with hostile options on made-up big traces and read each child's own peak (`wait4`).

use std::fs;
use std::path::Path;
use std::process::Command;

const N4: &str = include_str!("../traces/n4.jsonl");
const START: &str = r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":4,"limit":null}"#;

/// The n=4 trace with its `line`-th line (from 0) replaced.
fn n4_with(line: usize, text: &str) -> Vec<u8> {
    let mut lines: Vec<&str> = N4.lines().collect();
    lines[line] = text;
    (lines.join("\n") + "\n").into_bytes()
}

struct Case {
    name: &'static str,
    content: Vec<u8>,
    /// Exit code of `replay` (2: it prints only what `run` writes).
    replay: i32,
    /// The 1-based line the message must name, if any.
    line: Option<u64>,
    /// Exit code of `verify` (1: readable but not a correct search, 2: unreadable), and the
    /// line its verdict names.
    verify: (i32, Option<u64>),
    /// Exit code of `diff` against the golden n=4 trace.
    diff: i32,
}

fn cases() -> Vec<Case> {
    let case = |name, content: Vec<u8>, replay, line, verify, diff| Case {
        name,
        content,
        replay,
        line,
        verify,
        diff,
    };
    // What an unreadable line gets from every command: exit 2, naming the line.
    let unreadable = |line| (2, Some(line));
    let deep = format!(
        "{START}\n{{\"event\":\"try\",\"step\":1,\"row\":{}0{}}}\n",
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    let mut garbage = Vec::new();
    let mut x: u32 = 0x9e37_79b9;
    for _ in 0..4096 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        garbage.push(x as u8);
    }
    let invalid = |line| (1, Some(line));
    let try_row =
        |row: &str| n4_with(1, &format!(r#"{{"event":"try","step":1,"row":{row},"col":0}}"#));
    let truncated = N4.lines().take(70).collect::<Vec<_>>().join("\n");
    let mut invalid_utf8 =
        b"{\"event\":\"start\",\"step\":0,\"schema\":\"nqueens-trace/\xff\",\"n\":4,\"limit\":null}\n"
            .to_vec();
    invalid_utf8.extend_from_slice(&N4.as_bytes()[N4.find('\n').unwrap() + 1..]);
    let mut swapped: Vec<&str> = N4.lines().collect();
    swapped.swap(10, 11);
    let after_done = N4.to_string() + r#"{"event":"try","step":140,"row":0,"col":0}"# + "\n";
    #[rustfmt::skip]
    let cases = vec![
        //   name            content                                    replay line      verify          diff
        case("empty",        Vec::new(),                                2, Some(1),   unreadable(1),    2),
        case("header-only",  format!("{START}\n").into_bytes(),         2, Some(2),   invalid(2),       1),
        case("truncated",    truncated.into_bytes(),                    2, Some(71),  invalid(71),      1),
        // Two traces in one file: the second start is step 0, as every start is.
        case("two-starts",   n4_with(5, START),                         2, Some(6),   invalid(6),       1),
        // A start of another step is not a valid event at all.
        case("start-step-5", n4_with(5, &START.replace("\"step\":0", "\"step\":5")),
                                                                        2, Some(6),   unreadable(6),    2),
        case("garbage",      garbage,                                   2, Some(1),   unreadable(1),    2),
        case("invalid-utf8", invalid_utf8,                              2, Some(1),   unreadable(1),    2),
        case("nul-byte",     n4_with(3, "{\"event\":\"try\",\0\"step\":3,\"row\":1,\"col\":0}"),
                                                                        2, Some(4),   unreadable(4),    2),
        // Written in pieces by `write_case`: see there.
        case("100mb-line",   Vec::new(),                                2, Some(2),   unreadable(2),    2),
        case("row-1e30",     try_row("1e30"),                           2, Some(2),   unreadable(2),    2),
        case("row-negative", try_row("-1"),                             2, Some(2),   unreadable(2),    2),
        case("row-fraction", try_row("3.5"),                            2, Some(2),   unreadable(2),    2),
        case("row-string",   try_row("\"3\""),                          2, Some(2),   unreadable(2),    2),
        case("row-off-board", try_row("4"),                             2, Some(2),   invalid(2),       1),
        case("nested-100000", deep.into_bytes(),                        2, Some(2),   unreadable(2),    2),
        // verify reads a first line that is not a start of a supported board as a broken rule.
        case("huge-n",       N4.replacen("\"n\":4", "\"n\":100000000", 1).into_bytes(),
                                                                        2, Some(1),   invalid(1),       2),
        case("steps-swapped", (swapped.join("\n") + "\n").into_bytes(),  2, Some(11),  invalid(11),      1),
        case("after-done",   after_done.into_bytes(),                   2, Some(141), invalid(141),     1),
    ];
    cases
}

/// Writes a case's file; the 100 MB line is written a megabyte at a time, never held whole.
fn write_case(path: &Path, case: &Case) {
    use std::io::Write;
    if case.name != "100mb-line" {
        fs::write(path, &case.content).unwrap();
        return;
    }
    let mut f = std::io::BufWriter::new(fs::File::create(path).unwrap());
    write!(f, "{START}\n{{\"event\":\"try\",\"step\":1,\"note\":\"").unwrap();
    let mb = vec![b'x'; 1 << 20];
    for _ in 0..100 {
        f.write_all(&mb).unwrap();
    }
    f.write_all(b"\"}\n").unwrap();
}

fn peak_child_rss_kib() -> i64 {
    // SAFETY: getrusage only writes into the struct we pass.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        assert_eq!(libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage), 0);
        usage.ru_maxrss
    }
}

#[test]
fn hostile_inputs_end_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    // Write every file first and free the contents: a child starts as a copy of this process,
    // and is charged for what this process holds at that moment.
    let cases: Vec<Case> = cases()
        .into_iter()
        .map(|mut case| {
            write_case(&dir.path().join(format!("{}.jsonl", case.name)), &case);
            case.content = Vec::new();
            case
        })
        .collect();
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("traces/n4.jsonl");
    for case in &cases {
        let path = dir.path().join(format!("{}.jsonl", case.name));
        check(&path, case.name, &["replay".as_ref()], case.replay, case.line);
        check(&path, case.name, &["verify".as_ref()], case.verify.0, case.verify.1);
        let diff = ["diff".as_ref(), golden.as_os_str()];
        check(&path, case.name, &diff, case.diff, case.line);
    }
    let peak = peak_child_rss_kib();
    assert!(peak < 64 * 1024, "peak memory {peak} KiB");
}

/// Runs `nqueens-trace ARGS PATH` and checks its exit code and its one line: an error on
/// stderr (exit 2) or a verdict on stdout (verify's exit 1) names the file, and the line when
/// known; diff's report (exit 1) names the file.
fn check(path: &Path, name: &str, args: &[&std::ffi::OsStr], code: i32, line: Option<u64>) {
    let out =
        Command::new(env!("CARGO_BIN_EXE_nqueens-trace")).args(args).arg(path).output().unwrap();
    let (stdout, stderr) =
        (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let what = format!("{name} {args:?}: {stdout}{stderr}");
    assert_eq!(out.status.code(), Some(code), "{what}");
    assert!(!stderr.contains("panicked"), "{what}");
    let file = path.display().to_string();
    let message = match (code, args[0].to_str()) {
        (1, Some("diff")) => {
            assert!(stderr.is_empty(), "{what}");
            assert!(stdout.contains(&format!("B: {file}")), "{what}");
            return;
        }
        (1, _) => stdout,
        _ => stderr,
    };
    assert_eq!(message.lines().count(), 1, "{what}");
    let want = match line {
        Some(line) => format!("{file}:{line}:"),
        None => format!("{file}:"),
    };
    assert!(message.contains(&want), "{what} should name {want}");
}

// Memory under hostile options and made-up big traces: each child's own peak, from `wait4`.

/// The most a child may hold, at any n and with any option.
const MEMORY_CAP_KIB: i64 = 64 * 1024;

/// Runs `cmd` to its end and returns its exit code and its own peak resident memory (KiB),
/// as the kernel reports it when the child is reaped.
fn exit_and_peak(child: std::process::Child) -> (i32, i64) {
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: wait4 only writes into the status and the struct we pass. The child is reaped
    // here, so `child` is dropped without waiting for it again.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        assert_eq!(libc::wait4(pid, &mut status, 0, &mut usage), pid);
        usage
    };
    drop(child);
    let code =
        if libc::WIFEXITED(status) { libc::WEXITSTATUS(status) } else { -libc::WTERMSIG(status) };
    (code, usage.ru_maxrss)
}

/// `nqueens-trace ARGS`, its output thrown away: exit code, peak memory and standard error.
fn measured(args: &[&std::ffi::OsStr]) -> (i32, i64, String) {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens-trace"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    let (code, peak) = exit_and_peak(child);
    (code, peak, stderr)
}

/// Writes a made-up trace of board `n`: a start, `count` solutions of `n` queens (the event
/// that holds the most), then a done; `last` replaces the queens of the last solution.
fn solutions_trace(path: &Path, n: u32, count: u64, last: Option<&[u32]>) {
    use std::io::Write;
    let mut f = std::io::BufWriter::new(fs::File::create(path).unwrap());
    writeln!(f, r#"{{"event":"start","step":0,"schema":"nqueens-trace/1","n":{n},"limit":null}}"#)
        .unwrap();
    let queens: Vec<u32> = (0..n).collect();
    let queens = serde_json_list(&queens);
    let last = last.map(serde_json_list);
    for i in 1..=count {
        let q = if i == count { last.as_ref().unwrap_or(&queens) } else { &queens };
        writeln!(f, r#"{{"event":"solution","step":{i},"index":{i},"queens":{q}}}"#).unwrap();
    }
    writeln!(
        f,
        r#"{{"event":"done","step":{},"solutions":{count},"tries":0,"accepts":0,"rejects":0,"backtracks":0,"complete":true}}"#,
        count + 1
    )
    .unwrap();
}

fn serde_json_list(v: &[u32]) -> String {
    let items: Vec<String> = v.iter().map(u32::to_string).collect();
    format!("[{}]", items.join(","))
}

#[test]
fn diff_context_is_capped_and_its_memory_stays_flat() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.jsonl"), dir.path().join("b.jsonl"));
    // 300,000 solutions of 32 queens before the difference: held whole, about 60 MB.
    solutions_trace(&a, 32, 300_000, None);
    solutions_trace(&b, 32, 300_000, Some(&[1; 32]));
    let (code, _, err) = measured(&[
        "diff".as_ref(),
        "--context".as_ref(),
        "100000000".as_ref(),
        a.as_os_str(),
        b.as_os_str(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("invalid value '100000000' for '--context <K>'")
            && err.contains("from 0 to 10000"),
        "{err}"
    );
    let (code, peak, err) = measured(&[
        "diff".as_ref(),
        "--context".as_ref(),
        "10000".as_ref(),
        a.as_os_str(),
        b.as_os_str(),
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(peak < MEMORY_CAP_KIB, "diff --context 10000: {peak} KiB");
}

#[test]
fn svg_solutions_stream_any_number_of_solutions() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("many.jsonl");
    // 1.5 million solutions: held in memory as they were, well over 64 MB.
    solutions_trace(&trace, 1, 1_500_000, None);
    let (code, peak, err) = measured(&[
        "export".as_ref(),
        "svg".as_ref(),
        "--solutions".as_ref(),
        "--input".as_ref(),
        trace.as_os_str(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(peak < MEMORY_CAP_KIB, "export svg --solutions: {peak} KiB");
}

/// A pseudo-terminal of 200×60 (the view of n=32 needs more than 100×40): the master side, and the slave side opened for the child.
fn pty() -> (fs::File, fs::File) {
    use std::os::fd::FromRawFd;
    let (mut master, mut slave) = (0, 0);
    let size = libc::winsize { ws_row: 60, ws_col: 200, ws_xpixel: 0, ws_ypixel: 0 };
    // SAFETY: openpty writes two descriptors, which we then own.
    unsafe {
        let ok =
            libc::openpty(&mut master, &mut slave, std::ptr::null_mut(), std::ptr::null(), &size);
        assert_eq!(ok, 0, "openpty");
        (fs::File::from_raw_fd(master), fs::File::from_raw_fd(slave))
    }
}

#[test]
fn step_keeps_its_memory_under_the_cap_on_a_big_board() {
    use std::io::{Read, Write};
    use std::os::unix::process::CommandExt;
    use std::sync::mpsc;
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("big.jsonl");
    // 500,000 solutions of 32 queens: kept whole they would take about 100 MB.
    solutions_trace(&trace, 32, 500_000, None);
    let (mut master, slave) = pty();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_nqueens-trace"));
    cmd.args(["step", "--color", "never", "--input"])
        .arg(&trace)
        .env("TERM", "xterm")
        .stdin(slave.try_clone().unwrap())
        .stdout(slave.try_clone().unwrap())
        .stderr(slave);
    // SAFETY: only async-signal-safe calls between fork and exec: the child gets a session
    // of its own, with the pseudo-terminal as its controlling terminal.
    unsafe {
        cmd.pre_exec(|| {
            if libc::setsid() < 0 || libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let child = cmd.spawn().unwrap();
    drop(cmd);
    // The screen is read all along (a full terminal would block the view), and watched for
    // the notice that the view stopped at its cap.
    let mut reader = master.try_clone().unwrap();
    let (seen, capped) = mpsc::channel();
    let screen = std::thread::spawn(move || {
        let mut all = Vec::new();
        let mut buf = [0; 1 << 16];
        let mut told = false;
        while let Ok(k) = reader.read(&mut buf) {
            if k == 0 {
                break;
            }
            all.extend_from_slice(&buf[..k]);
            let tail = &all[all.len().saturating_sub(1 << 20)..];
            if !told && String::from_utf8_lossy(tail).contains("keeps at most") {
                told = true;
                let _ = seen.send(());
            }
        }
        String::from_utf8_lossy(&all).into_owned()
    });
    std::thread::sleep(std::time::Duration::from_millis(500));
    master.write_all(b"G").unwrap();
    let got = capped.recv_timeout(std::time::Duration::from_secs(120));
    master.write_all(b"q").unwrap();
    let (code, peak) = exit_and_peak(child);
    drop(master);
    let screen = screen.join().unwrap();
    assert!(
        got.is_ok(),
        "the cap was never said: {}",
        &screen[screen.len().saturating_sub(3000)..]
    );
    assert_eq!(code, 0, "{}", &screen[screen.len().saturating_sub(3000)..]);
    assert!(peak < MEMORY_CAP_KIB, "step --input: {peak} KiB");
}

#[test]
fn count_merge_refuses_a_long_line_as_it_arrives() {
    let dir = tempfile::tempdir().unwrap();
    // One line of 128 MiB: read whole, it would take twice the cap.
    let long = dir.path().join("long.json");
    let file = fs::File::create(&long).unwrap();
    file.set_len(128 << 20).unwrap();
    for input in [long.as_path(), Path::new("/dev/zero")] {
        let (code, peak, err) =
            measured(&["count".as_ref(), "--merge".as_ref(), input.as_os_str()]);
        assert_eq!(code, 2, "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(&format!("{}:1' is not a shard", input.display())), "{err}");
        assert!(peak < MEMORY_CAP_KIB, "count --merge {}: {peak} KiB", input.display());
    }
}

#[test]
fn check_of_a_hostile_solver_ends_on_time_in_flat_memory_and_is_not_fooled() {
    use std::os::unix::fs::PermissionsExt;
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    // 50 MB on standard error without a line break, a forged two-line trace (limit 0, then
    // done), and a child left holding both pipes for ever.
    let solver = dir.path().join("solver.sh");
    fs::write(
        &solver,
        r#"#!/bin/sh
head -c 50000000 /dev/zero | tr '\0' x >&2
echo '{"event":"start","step":0,"schema":"nqueens-trace/1","n":'$1',"limit":0}'
echo '{"event":"done","step":1,"solutions":0,"tries":0,"accepts":0,"rejects":0,"backtracks":0,"complete":false}'
sleep infinity &
"#,
    )
    .unwrap();
    fs::set_permissions(&solver, fs::Permissions::from_mode(0o755)).unwrap();
    let junit = dir.path().join("report.xml");
    let started = Instant::now();
    let (code, peak, err) = measured(&[
        "check".as_ref(),
        "--sizes".as_ref(),
        "4-5".as_ref(),
        "--timeout".as_ref(),
        "5".as_ref(),
        "--junit".as_ref(),
        junit.as_os_str(),
        "--".as_ref(),
        solver.as_os_str(),
    ]);
    let took = started.elapsed();
    assert_eq!(code, 1, "{err}");
    assert!(took < Duration::from_secs(20), "check took {took:?}");
    assert!(peak < MEMORY_CAP_KIB, "check: {peak} KiB");
    let xml = fs::read_to_string(&junit).unwrap();
    assert_eq!(xml.matches("search is not the one asked for").count(), 2, "{xml}");
    assert!(xml.len() < 4096, "{} bytes of JUnit", xml.len());
}

/// Every export format, `--force`, at n=10 (a full search: 35,539 solutions' worth of steps,
/// 1.8 million lines): each child's own peak stays under the cap. The formats that must see
/// the last step before they write their first byte (html, gif, svg --solutions, flame --svg)
/// spool what they keep to an unnamed temporary file. The animation keeps 18,000 frames
/// (30 minutes at `--delay 100`) on the smallest board the option takes: a debug build draws
/// 180,000 (`--delay 10`, the most a forced one keeps) in about a quarter of an hour, so
/// `benches/run.sh` measures those, at the default size, and n=11, in a release build.
#[test]
fn every_export_forced_at_n10_stays_under_the_memory_cap() {
    use std::process::Stdio;
    let runs: [&[&str]; 11] = [
        &["html"],
        &["cast"],
        &["svg"],
        &["svg", "--solutions"],
        &["md"],
        &["tex"],
        &["dot"],
        &["gif", "--delay", "100", "--size", "64"],
        &["perfetto"],
        &["flame"],
        &["flame", "--svg"],
    ];
    // All at once: the slowest (md, gif) set the time, not the sum.
    let children: Vec<_> = runs
        .iter()
        .map(|args| {
            let child = Command::new(env!("CARGO_BIN_EXE_nqueens-trace"))
                .arg("export")
                .args(&args[..1])
                .args(["10", "--force"])
                .args(&args[1..])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            (args, child)
        })
        .collect();
    for (args, child) in children {
        let (code, peak) = exit_and_peak(child);
        assert_eq!(code, 0, "export {args:?} 10 --force");
        assert!(peak < MEMORY_CAP_KIB, "export {args:?} 10 --force: {peak} KiB");
    }
}
