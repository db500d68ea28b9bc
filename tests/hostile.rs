//! Hostile input through the real binary: every case ends with a defined exit code, a one-line
//! message naming the file and line, no panic, and little memory.
//!
//! One test function runs the cases one after another, so that the peak memory the kernel
//! reports for this process's children (`RUSAGE_CHILDREN`) is the peak of these cases alone.

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
    let try_row = |row: &str| {
        n4_with(
            1,
            &format!(r#"{{"event":"try","step":1,"row":{row},"col":0}}"#),
        )
    };
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
        case("two-starts",   n4_with(5, &START.replace("\"step\":0", "\"step\":5")),
                                                                        2, Some(6),   invalid(6),       1),
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
        check(
            &path,
            case.name,
            &["replay".as_ref()],
            case.replay,
            case.line,
        );
        check(
            &path,
            case.name,
            &["verify".as_ref()],
            case.verify.0,
            case.verify.1,
        );
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
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens-trace"))
        .args(args)
        .arg(path)
        .output()
        .unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
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
