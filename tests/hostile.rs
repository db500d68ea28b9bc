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
    /// Exit code of `replay`.
    replay: i32,
    /// The 1-based line the message must name, if any.
    line: Option<u64>,
}

fn cases() -> Vec<Case> {
    let case = |name, content: Vec<u8>, replay, line| Case {
        name,
        content,
        replay,
        line,
    };
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
    vec![
        case("empty", Vec::new(), 2, Some(1)),
        case("header-only", format!("{START}\n").into_bytes(), 2, None),
        case(
            "truncated",
            N4.lines()
                .take(70)
                .collect::<Vec<_>>()
                .join("\n")
                .into_bytes(),
            2,
            None,
        ),
        case(
            "two-starts",
            n4_with(5, &START.replace("\"step\":0", "\"step\":5")),
            2,
            Some(6),
        ),
        case("garbage", garbage, 2, Some(1)),
        case(
            "invalid-utf8",
            {
                let mut v = b"{\"event\":\"start\",\"step\":0,\"schema\":\"nqueens-trace/\xff\",\"n\":4,\"limit\":null}\n".to_vec();
                v.extend_from_slice(&N4.as_bytes()[N4.find('\n').unwrap() + 1..]);
                v
            },
            2,
            Some(1),
        ),
        case(
            "nul-byte",
            n4_with(3, "{\"event\":\"try\",\0\"step\":3,\"row\":1,\"col\":0}"),
            2,
            Some(4),
        ),
        // Written in pieces by `write_case`: see there.
        case("100mb-line", Vec::new(), 2, Some(2)),
        case(
            "row-1e30",
            n4_with(1, r#"{"event":"try","step":1,"row":1e30,"col":0}"#),
            2,
            Some(2),
        ),
        case(
            "row-negative",
            n4_with(1, r#"{"event":"try","step":1,"row":-1,"col":0}"#),
            2,
            Some(2),
        ),
        case(
            "row-fraction",
            n4_with(1, r#"{"event":"try","step":1,"row":3.5,"col":0}"#),
            2,
            Some(2),
        ),
        case(
            "row-string",
            n4_with(1, r#"{"event":"try","step":1,"row":"3","col":0}"#),
            2,
            Some(2),
        ),
        case(
            "row-off-board",
            n4_with(1, r#"{"event":"try","step":1,"row":4,"col":0}"#),
            2,
            Some(2),
        ),
        case("nested-100000", deep.into_bytes(), 2, Some(2)),
        case(
            "huge-n",
            N4.replacen("\"n\":4", "\"n\":100000000", 1).into_bytes(),
            2,
            Some(1),
        ),
        case(
            "steps-swapped",
            {
                let mut lines: Vec<&str> = N4.lines().collect();
                lines.swap(10, 11);
                (lines.join("\n") + "\n").into_bytes()
            },
            2,
            Some(11),
        ),
        case(
            "after-done",
            (N4.to_string() + r#"{"event":"try","step":140,"row":0,"col":0}"# + "\n").into_bytes(),
            2,
            Some(141),
        ),
    ]
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
    for case in &cases {
        let path = dir.path().join(format!("{}.jsonl", case.name));
        check(&path, case, &["replay"], case.replay);
    }
    let peak = peak_child_rss_kib();
    assert!(peak < 64 * 1024, "peak memory {peak} KiB");
}

fn check(path: &Path, case: &Case, args: &[&str], code: i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens-trace"))
        .args(args)
        .arg(path)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let what = format!("{} {args:?}: {err}", case.name);
    assert_eq!(out.status.code(), Some(code), "{what}");
    assert_eq!(err.lines().count(), 1, "{what}");
    assert!(!err.contains("panicked"), "{what}");
    let file = path.display().to_string();
    let want = match case.line {
        Some(line) => format!("{file}:{line}:"),
        None => format!("{file}:"),
    };
    assert!(err.contains(&want), "{what} should name {want}");
}
