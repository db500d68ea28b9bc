//! Text from outside never reaches a terminal raw, through the real binary: hostile values in
//! a trace (its `event`, `conflict`, unknown fields and keys, values of the wrong type, lines
//! that are not JSON), hostile file names, titles and option values go through every
//! subcommand, and no control or bidirectional formatting character comes out on standard
//! output or standard error (the tool's own SGR colour codes aside), nor in any export's file.
//! Files in JSON (cast, perfetto, `diff --format jsonl`) are decoded first, since JSON's own
//! `\u001b` escape would decode to the raw character.
//!
//! The characters are listed here, not taken from `nqueens_trace::escape`, so that the test
//! does not trust the function it checks.

use crate::util::{bin, traces};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A title-setting OSC, a C1 control, a right-to-left override, an isolate, a line separator,
/// and two non-characters.
const H: &str = "\u{1b}]0;pwned\u{7}\u{85}\u{202e}\u{2066}\u{2028}\u{fffe}\u{ffff}";

/// Whether `c` must not come out raw: a control other than the newline, or a bidirectional
/// formatting character, or a line or paragraph separator, or a non-character.
fn hostile(c: char) -> bool {
    (c.is_control() && c != '\n')
        || matches!(
            c,
            '\u{61c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{fffe}'
                | '\u{ffff}'
        )
}

/// `s` without the SGR sequences (`ESC [ digits ; m`) that the tool writes itself.
fn without_sgr(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(at) = rest.find("\u{1b}[") {
        out.push_str(&rest[..at]);
        let tail = &rest[at + 2..];
        let len = tail.find(|c: char| !(c.is_ascii_digit() || c == ';')).unwrap_or(tail.len());
        if tail[len..].starts_with('m') {
            rest = &tail[len + 1..];
        } else {
            // Not a colour: kept, so that it is found.
            out.push('\u{1b}');
            rest = &rest[at + 1..];
        }
    }
    out.push_str(rest);
    out
}

/// Fails if `text` (named `what`) holds a hostile character outside the tool's colour codes.
fn assert_clean(what: &str, text: &str) {
    let text = without_sgr(text);
    if let Some(at) = text.find(hostile) {
        let from = text[..at].char_indices().rev().nth(40).map_or(0, |(i, _)| i);
        panic!(
            "{what}: a raw {:?} in …{:?}",
            text[at..].chars().next().unwrap_or_default(),
            &text[from..(at + 40).min(text.len())].chars().collect::<String>()
        );
    }
}

/// Every string (keys too) in the JSON `v`, checked.
fn assert_clean_json(what: &str, v: &serde_json::Value) {
    match v {
        serde_json::Value::String(s) => assert_clean(what, s),
        serde_json::Value::Array(a) => a.iter().for_each(|v| assert_clean_json(what, v)),
        serde_json::Value::Object(o) => o.iter().for_each(|(k, v)| {
            assert_clean(what, k);
            assert_clean_json(what, v);
        }),
        _ => {}
    }
}

/// Runs `cmd` and checks that neither of its outputs holds a hostile character; returns them.
fn run_clean(cmd: &mut Command) -> Output {
    let out = cmd.stdin(Stdio::null()).output().unwrap();
    let what = format!("{cmd:?}");
    let (stdout, stderr) =
        (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    assert_clean(&format!("{what} stdout"), &stdout);
    assert_clean(&format!("{what} stderr"), &stderr);
    out
}

/// The golden n=4 trace with its `line`-th line (from 0) replaced.
fn n4_with(line: usize, text: &str) -> String {
    let golden = std::fs::read_to_string(traces("n4.jsonl")).unwrap();
    let mut lines: Vec<&str> = golden.lines().collect();
    lines[line] = text;
    lines.join("\n") + "\n"
}

/// Traces with hostile values in every place a value can hide, written under a plain name and
/// under a hostile one, with a file of the golden trace under a hostile name, and the name of
/// a file that does not exist.
fn hostile_traces(dir: &Path) -> Vec<PathBuf> {
    let j = serde_json::to_string(H).unwrap();
    let j = &j[1..j.len() - 1];
    let cases = [
        ("event", n4_with(1, &format!(r#"{{"event":"{j}","step":1,"row":0,"col":0}}"#))),
        (
            "conflict",
            n4_with(
                4,
                &format!(
                    r#"{{"event":"reject","step":4,"row":1,"col":0,"conflict":"{j}","with":[0,0]}}"#
                ),
            ),
        ),
        (
            "schema",
            n4_with(
                0,
                &format!(r#"{{"event":"start","step":0,"schema":"{j}","n":4,"limit":null}}"#),
            ),
        ),
        ("row", n4_with(1, &format!(r#"{{"event":"try","step":1,"row":"{j}","col":0}}"#))),
        ("step", n4_with(1, &format!(r#"{{"event":"try","step":"{j}","row":0,"col":0}}"#))),
        (
            "with",
            n4_with(
                4,
                &format!(
                    r#"{{"event":"reject","step":4,"row":1,"col":0,"conflict":"column","with":["{j}",0]}}"#
                ),
            ),
        ),
        (
            "limit",
            n4_with(
                0,
                &format!(
                    r#"{{"event":"start","step":0,"schema":"nqueens-trace/1","n":4,"limit":"{j}"}}"#
                ),
            ),
        ),
        // Ignored, as unknown fields are: the trace stays valid.
        (
            "unknown-value",
            n4_with(1, &format!(r#"{{"event":"try","step":1,"row":0,"col":0,"future":"{j}"}}"#)),
        ),
        (
            "unknown-key",
            n4_with(1, &format!(r#"{{"event":"try","step":1,"row":0,"col":0,"{j}":1}}"#)),
        ),
        // Raw in the file: JSON allows bidi and C1 characters in strings unescaped.
        (
            "raw-bidi",
            n4_with(1, "{\"event\":\"try\u{202e}\u{85}\",\"step\":1,\"row\":0,\"col\":0}"),
        ),
        ("not-an-object", n4_with(1, &format!("\"{j}\""))),
        ("not-json", n4_with(1, "\u{202e}\u{85}abc\u{1b}]0;pwned\u{7}")),
        // Differs from the golden trace at step 4, so that diff writes a report.
        (
            "differs",
            n4_with(
                4,
                r#"{"event":"reject","step":4,"row":1,"col":0,"conflict":"diagonal","with":[0,0]}"#,
            ),
        ),
    ];
    let mut paths = Vec::new();
    for (name, text) in &cases {
        for file in [format!("{name}.jsonl"), format!("{H}{name}.jsonl")] {
            let path = dir.join(file);
            std::fs::write(&path, text).unwrap();
            paths.push(path);
        }
    }
    let golden = dir.join(format!("{H}golden.jsonl"));
    std::fs::copy(traces("n4.jsonl"), &golden).unwrap();
    paths.push(golden);
    paths.push(dir.join(format!("missing{H}.jsonl")));
    paths
}

/// `nqueens-trace` with these arguments.
fn nq<I: IntoIterator<Item = S>, S: AsRef<OsStr>>(args: I) -> Command {
    let mut cmd = bin();
    cmd.args(args);
    cmd
}

#[test]
fn replay_and_verify_show_hostile_traces_and_names_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let readers: [&[&str]; 5] = [
        &["replay"],
        &["replay", "--color", "always"],
        &["replay", "--format", "jsonl"],
        &["verify"],
        &["verify", "--strict"],
    ];
    for path in hostile_traces(dir.path()) {
        for args in readers {
            run_clean(nq(args).arg(&path));
        }
        if let Ok(file) = std::fs::File::open(&path) {
            let out = nq(["replay", "-"]).stdin(file).output().unwrap();
            assert_clean("replay - stdout", &String::from_utf8_lossy(&out.stdout));
            assert_clean("replay - stderr", &String::from_utf8_lossy(&out.stderr));
        }
    }
}

#[test]
fn diff_shows_hostile_traces_and_names_escaped_in_text_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let golden = traces("n4.jsonl");
    let mut reports = 0;
    for path in hostile_traces(dir.path()) {
        for (a, b) in [(&path, &golden), (&golden, &path)] {
            let (a, b) = (a.as_os_str(), b.as_os_str());
            let out = run_clean(nq(["diff"]).args([a, b]));
            reports += usize::from(out.status.code() == Some(1));
            run_clean(nq(["diff", "-v", "--color", "always"]).args([a, b]));
            let out = run_clean(nq(["diff", "--format", "jsonl"]).args([a, b]));
            for line in String::from_utf8_lossy(&out.stdout).lines() {
                let v: serde_json::Value = serde_json::from_str(line).unwrap();
                assert_clean_json("diff --format jsonl, decoded", &v);
            }
        }
    }
    assert!(reports >= 4, "the differing traces were reported: {reports}");
}

#[test]
fn every_export_shows_hostile_traces_and_names_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = tempfile::tempdir().unwrap();
    let formats = ["html", "cast", "svg", "md", "tex", "dot", "gif", "perfetto", "flame"];
    let mut written = 0;
    for path in hostile_traces(dir.path()) {
        for format in formats {
            let file = out_dir.path().join(format!("out.{format}"));
            let _ = std::fs::remove_file(&file);
            run_clean(nq(["export", format, "--input"]).arg(&path).arg("-o").arg(&file));
            if let Ok(bytes) = std::fs::read(&file) {
                written += 1;
                assert_export_clean(format, &bytes);
            }
        }
    }
    assert!(written >= 9 * 4, "the readable traces were exported: {written}");
}

/// The text of an export file: every byte of the text formats, the strings of the JSON ones
/// once decoded, and a GIF's comment (its only text).
fn assert_export_clean(format: &str, bytes: &[u8]) {
    let what = format!("the {format} file");
    match format {
        "gif" => {
            let at = bytes.windows(2).position(|w| w == [0x21, 0xfe]).expect("a comment");
            let len = usize::from(bytes[at + 2]);
            assert_clean(&what, &String::from_utf8_lossy(&bytes[at + 3..at + 3 + len]));
        }
        "perfetto" => {
            let v: serde_json::Value = serde_json::from_slice(bytes).unwrap();
            assert_clean_json(&what, &v);
        }
        "cast" => {
            // A line of the recording ends in CR LF, as a terminal's does.
            for line in String::from_utf8_lossy(bytes).lines() {
                let line = line.replace(r"\r\n", r"\n");
                let v: serde_json::Value = serde_json::from_str(&line).unwrap();
                assert_clean_json(&what, &v);
            }
        }
        _ => {
            // Tabs and carriage returns are the formats' own layout, not from outside.
            let text = String::from_utf8_lossy(bytes).replace(['\t', '\r'], " ");
            assert_clean(&what, &text);
        }
    }
}

#[test]
fn a_hostile_title_is_escaped_in_every_export_file() {
    let out_dir = tempfile::tempdir().unwrap();
    for format in ["html", "cast", "svg", "md", "tex", "dot", "gif", "perfetto", "flame"] {
        let file = out_dir.path().join(format!("titled.{format}"));
        let out =
            run_clean(nq(["export", format, "4", "--to", "30", "--title", H, "-o"]).arg(&file));
        assert!(out.status.success(), "{format}: {out:?}");
        assert_export_clean(format, &std::fs::read(&file).unwrap());
        // A file name that cannot be created is named escaped.
        let bad = out_dir.path().join(format!("no{H}dir")).join("x");
        let out = run_clean(nq(["export", format, "-o"]).arg(&bad));
        assert_eq!(out.status.code(), Some(2), "{format}");
    }
}

#[test]
fn count_merge_and_check_show_hostile_files_escaped() {
    let dir = tempfile::tempdir().unwrap();
    for path in hostile_traces(dir.path()) {
        let out = run_clean(nq(["count", "--merge"]).arg(&path));
        assert_eq!(out.status.code(), Some(2));
    }
    let shard = dir.path().join(format!("shard{H}.json"));
    let one = run_clean(&mut nq(["count", "8", "--shard", "1/2", "--format", "json"]));
    std::fs::write(&shard, &one.stdout).unwrap();
    run_clean(nq(["count", "--merge"]).arg(&shard));
    // A program whose trace holds hostile values, and one whose name is hostile.
    for path in hostile_traces(dir.path()).iter().step_by(2).take(13) {
        let script = "cat \"$0\"; printf '\\033]0;pwned\\007\\342\\200\\256' >&2";
        let out = run_clean(nq(["check", "--sizes", "4", "--", "sh", "-c", script]).arg(path));
        assert_ne!(out.status.code(), Some(2), "{path:?}");
    }
    run_clean(nq(["check", "--sizes", "1", "--"]).arg(dir.path().join(format!("no{H}program"))));
    let junit = dir.path().join(format!("no{H}dir")).join("j.xml");
    run_clean(nq(["check", "--sizes", "1", "--junit"]).arg(&junit).args(["--", "true"]));
}

#[test]
fn hostile_option_values_are_refused_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let options = [
        "--queen",
        "--indent",
        "--lang",
        "--only",
        "--hide",
        "--style",
        "--board",
        "--color",
        "--limit",
        "--max-depth",
        "--delay",
        "--format",
    ];
    for option in options {
        for args in [vec![option, H], vec![&format!("{option}={H}")[..]]] {
            let mut cmd = nq(["run"]);
            cmd.args(args);
            let out = run_clean(&mut cmd);
            assert_eq!(out.status.code(), Some(2), "{option}");
            assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
        }
    }
    for args in [
        vec!["run", H],
        vec![H],
        vec!["export", H],
        vec!["export", "svg", "--step", H],
        vec!["diff", "--context", H, "a", "b"],
        vec!["count", "--shard", H],
        vec!["completions", H],
        vec!["step", "--code", H],
    ] {
        let out = run_clean(&mut nq(&args));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    let out = dir.path().join(format!("no{H}dir")).join("x");
    let got = run_clean(nq(["run", "-o"]).arg(&out));
    assert_eq!(got.status.code(), Some(2));
}

/// The pane's title, as tmux keeps it (an OSC 0 or 2 from the program sets it).
fn pane_title(t: &crate::util::tmux::Tmux) -> String {
    let out = t.cmd(&["display-message", "-p", "#{pane_title}"]).output().unwrap();
    String::from_utf8_lossy(&out.stdout).trim_end().to_string()
}

#[test]
#[ignore = "needs tmux"]
fn step_on_a_hostile_trace_leaves_the_terminal_title_alone() {
    use crate::util::tmux::Tmux;
    let dir = tempfile::tempdir().unwrap();
    let j = serde_json::to_string(H).unwrap();
    let j = &j[1..j.len() - 1];
    // Read up to step 5, where a hostile event stops it: the view shows the error there.
    let text = n4_with(6, &format!(r#"{{"event":"{j}","step":6,"row":1,"col":1,"future":"{j}"}}"#));
    let text = text.replacen(
        r#""step":1,"row":0,"col":0}"#,
        &format!(r#""step":1,"row":0,"col":0,"note":"{j}"}}"#),
        1,
    );
    let path = dir.path().join(format!("t{H}.jsonl"));
    std::fs::write(&path, text).unwrap();
    let t = Tmux::start_sh("title", "\"$0\" step --input \"$1\"", &path);
    let before = t.wait_text("step 0 of");
    let title = pane_title(&t);
    assert!(!title.contains("pwned"), "{title}");
    t.keys(&["G"]);
    let s = t.wait_text("pwned");
    assert!(s.contains(r"\u{1b}]0;pwned\u{7}"), "the error shows escaped: {s}");
    assert_clean("the step view", &s);
    assert_eq!(pane_title(&t), title, "the title is unchanged: {before}\n{s}");
    t.keys(&["q"]);
    t.wait_exit(2);
    assert_eq!(pane_title(&t), title, "the title is unchanged after the view");
}

/// A title of line and paragraph separators and non-characters (U+FFFE, U+FFFF, which XML 1.0
/// forbids), with XML's and YAML's own specials.
const ODD: &str = "a\u{fffe}b\u{ffff}c\u{2028}d\u{2029}e <&\"'>: #";

#[test]
fn non_characters_and_separators_in_a_title_keep_svg_flame_and_marp_well_formed() {
    let dir = tempfile::tempdir().unwrap();
    let raw = ['\u{2028}', '\u{2029}', '\u{fffe}', '\u{ffff}'];
    for (format, extra) in [("svg", None), ("flame", Some("--svg")), ("md", None)] {
        let file = dir.path().join(format!("odd.{format}"));
        let mut args = vec!["export", format, "4", "--to", "30", "--title", ODD];
        args.extend(extra);
        let out = run_clean(nq(&args).arg("-o").arg(&file));
        assert!(out.status.success(), "{format}: {out:?}");
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(!text.contains(raw), "{format}: a raw separator or non-character");
        if format == "md" {
            // The front matter's title is a YAML double-quoted scalar written as a JSON string.
            let line = text.lines().find(|l| l.starts_with("title: ")).expect("a title line");
            let title: String = serde_json::from_str(&line["title: ".len()..]).unwrap();
            assert!(!title.contains(raw), "{title:?}");
            assert!(title.contains(r"\u{fffe}"), "{title:?}");
            assert!(text.starts_with("---\nmarp: true\nlang: en\ntitle: "), "{format}");
        } else {
            // inferno's flame graph declares its DOCTYPE.
            let options = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
            let doc = roxmltree::Document::parse_with_options(&text, options)
                .unwrap_or_else(|e| panic!("{format}: not well-formed XML: {e}"));
            // The title is shown, escaped (inferno's is a text element, not the first title).
            let shown =
                doc.descendants().any(|n| n.text().is_some_and(|t| t.contains(r"\u{fffe}")));
            assert!(shown, "{format}: the title is not shown escaped");
        }
    }
}
