//! The input rules and the big-board refusals, through the real binary: unknown fields are
//! ignored whatever their value, `verify --strict` holds a trace to what `run` writes, the
//! text options refuse characters that would hide or reorder the text, and an export of a live
//! run that could not finish is refused up front unless forced. Every refusal is one line on
//! standard error with exit 2.

use crate::util::{bin, fails, golden_text, stdout, traces};
use std::io::{BufRead, BufReader};
use std::process::Stdio;

/// The golden n=4 trace with `field` added to each `try` line.
fn n4_with_field(field: &str) -> String {
    let golden = std::fs::read_to_string(traces("n4.jsonl")).unwrap();
    golden
        .lines()
        .map(|l| match l.strip_suffix('}') {
            Some(open) if l.contains(r#""event":"try""#) => format!("{open},{field}}}\n"),
            _ => format!("{l}\n"),
        })
        .collect()
}

#[test]
fn unknown_fields_are_ignored_whatever_their_value() {
    let dir = tempfile::tempdir().unwrap();
    let golden = traces("n4.jsonl");
    let replayed = golden_text("n4.txt");
    for field in [
        r#""future":1e400"#,
        r#""future":-1e400"#,
        r#""future":123456789012345678901234567890"#,
        r#""future":{"deep":[1,[2,{"x":null}]],"t":true}"#,
        r#""future":"\u0000\u001b]0;x\u0007""#,
        r#""future":null,"later":[]"#,
    ] {
        let path = dir.path().join("t.jsonl");
        std::fs::write(&path, n4_with_field(field)).unwrap();
        let what = format!("with {field}");
        assert_eq!(
            stdout(bin().args(["replay", "--color", "never"]).arg(&path)),
            replayed,
            "{what}"
        );
        assert!(
            stdout(bin().arg("verify").arg("--strict").arg(&path)).contains(": valid"),
            "{what}"
        );
        let out = bin().arg("diff").arg(&path).arg(&golden).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{what}: {:?}", out.stderr);
        let out = bin().args(["export", "svg", "--input"]).arg(&path).output().unwrap();
        assert!(out.status.success(), "{what}: {:?}", out.stderr);
    }
}

#[test]
fn verify_strict_refuses_a_limit_of_zero_as_run_does() {
    let golden = std::fs::read_to_string(traces("n4.jsonl")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("limit0.jsonl");
    std::fs::write(&path, golden.replacen(r#""limit":null"#, r#""limit":0"#, 1)).unwrap();
    let out = bin().args(["verify", "--strict"]).arg(&path).output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains(&format!("{}:1: invalid", path.display())) && said.contains("limit 0"),
        "{said}"
    );
    // The run such a trace claims to come from is refused too.
    let err = fails(bin().args(["run", "--limit", "0"]), 2);
    assert!(err.contains("invalid value '0' for '--limit <K>'"), "{err}");
}

#[test]
fn the_queen_glyph_refuses_what_takes_no_visible_column() {
    for glyph in [
        "\u{200b}", // zero-width space
        "\u{200c}", // zero-width non-joiner
        "\u{200d}", // zero-width joiner
        "\u{2060}", // word joiner
        "\u{feff}", // zero-width no-break space
        "\u{ad}",   // soft hyphen
        "\u{202e}", // right-to-left override
        "\u{2066}", // left-to-right isolate
        "\u{200e}", // left-to-right mark
        "\u{61c}",  // Arabic letter mark
        "\u{301}",  // a combining accent alone
        "\u{20dd}", // a combining enclosing circle alone
        "\u{1b}", " ", "",
    ] {
        for args in [
            vec!["run", "--queen", glyph],
            vec!["replay", "--queen", glyph],
            vec!["step", "--queen", glyph],
            vec!["export", "md", "--queen", glyph],
        ] {
            let err = fails(bin().args(&args), 2);
            assert!(err.contains("for '--queen <C>'"), "{args:?}: {err}");
            assert!(
                !err.contains(['\u{202e}', '\u{2066}', '\u{200e}', '\u{61c}', '\u{1b}']),
                "{args:?}: {err:?}"
            );
        }
    }
}

#[test]
fn the_indent_refuses_line_and_paragraph_separators_and_bidi_controls() {
    for indent in [
        "\u{2028}",
        "\u{2029}",
        "\u{202e}",
        "\u{202a}",
        "\u{200f}",
        "\u{2067}",
        "\u{61c}",
        "a\u{2028}b",
        "\u{85}",
    ] {
        for args in [vec!["run", "--indent", indent], vec!["replay", "--indent", indent]] {
            let err = fails(bin().args(&args), 2);
            assert!(err.contains("for '--indent <STRING>'"), "{args:?}: {err}");
            assert!(!err.contains(indent), "{args:?}: shown escaped: {err:?}");
        }
    }
}

const FORMATS: [&str; 9] = ["html", "cast", "svg", "md", "tex", "dot", "gif", "perfetto", "flame"];

#[test]
fn an_export_of_a_live_run_that_cannot_finish_is_refused_without_force() {
    let dir = tempfile::tempdir().unwrap();
    for format in FORMATS {
        for n in ["13", "20", "32"] {
            let out = dir.path().join(format!("big.{format}"));
            let err =
                fails(bin().args(["export", format, n, "-o"]).arg(&out).stdin(Stdio::null()), 2);
            assert!(
                err.contains(&format!("export {format} {n} runs the full search of n={n}"))
                    && err.contains("would not finish")
                    && err.contains("--first, --limit K or --to STEP, or pass --force"),
                "{err}"
            );
            assert!(!out.exists(), "{format} {n}: nothing is written");
        }
    }
    // A run that ends is exported as before: a limit, a last step, or a board that finishes.
    for args in [
        vec!["export", "svg", "13", "--first"],
        vec!["export", "dot", "32", "--to", "40"],
        vec!["export", "md", "32", "--step", "5"],
        vec!["export", "perfetto", "14", "--limit", "1"],
        vec!["export", "flame", "9"],
    ] {
        let out = bin().args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {err}");
        assert!(!err.contains("full search"), "{args:?}: {err}");
    }
}

#[test]
fn a_forced_endless_export_says_first_what_it_starts() {
    let mut child = bin()
        .args(["export", "dot", "32", "--force"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap()).read_line(&mut line).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        line.starts_with("nqueens-trace: exporting dot from the full search of n=32, more than ")
            && line.contains("stop it with Ctrl-C"),
        "{line}"
    );
}
