//! Issue 33, "an autograder nobody can cheat", through the real binary: every case a hostile
//! probe found, one test each (docs/reliability.md lists them). Scores that pass full marks
//! from a forged record or from point totals that wrap; valid traces that `check --trace`
//! refused where the reader takes them; what the reader lets through breaking a page; results
//! that must survive a full disk; the solver's own terminal; and messages that name what
//! happened.

use crate::check::validates;
use crate::check_trace::record;
use serde_json::Value;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_nqueens-trace");

fn run(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A score as a whole number of hundredths of a point: the files write two decimals at most.
fn hundredths(x: &Value) -> u128 {
    let x = x.as_f64().unwrap_or_else(|| panic!("not a number: {x}"));
    assert!(x >= 0.0, "a score below 0: {x}");
    let h = (x * 100.0).round();
    assert!((x * 100.0 - h).abs() < 1e-6 * h.max(1.0), "more than two decimals: {x}");
    h as u128
}

/// Holds the results file `r` of `format` to its promises: every score between 0 and its
/// maximum, and every total the sum it claims. Returns the points earned and at stake, in
/// hundredths.
fn sane(format: &str, r: &Value) -> (u128, u128) {
    validates(&format!("{format}-results.schema.json"), r);
    let tests = r["tests"].as_array().unwrap();
    let (score, max) = match format {
        "gradescope" => ("score", Some("max_score")),
        "prairielearn" => ("points", Some("max_points")),
        _ => ("score", None),
    };
    let (mut earned, mut at_stake) = (0, 0);
    for t in tests {
        let got = hundredths(&t[score]);
        if let Some(max) = max {
            let max = hundredths(&t[max]);
            assert!(got <= max, "{format}: a test past its maximum: {t}");
            at_stake += max;
        }
        earned += got;
    }
    match format {
        "gradescope" => assert_eq!(hundredths(&r["score"]), earned, "{r:#}"),
        "prairielearn" => {
            let fraction = r["score"].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&fraction), "{r:#}");
            if at_stake > 0 {
                let want = earned as f64 / at_stake as f64;
                assert!((fraction - want).abs() < 1e-12, "{fraction} is not {want}: {r:#}");
            }
        }
        _ => {
            at_stake = hundredths(&r["max_score"]);
            assert!(earned <= at_stake, "classroom: the tests add up past max_score: {r:#}");
        }
    }
    (earned, at_stake)
}

/// `check ARGS --format FORMAT -o FILE`: its output, and the file read back.
fn results(args: &[&str], format: &str) -> (Output, Value) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("results.json");
    let mut all = vec!["check", "--format", format, "-o", file.to_str().unwrap()];
    all.extend(args);
    let out = run(&all);
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{e}: {out:?}"));
    (out, serde_json::from_str(&text).unwrap())
}

const FORMATS: [&str; 3] = ["gradescope", "prairielearn", "classroom"];

/// The exercise record of n=4 with the numbers of its result replaced.
fn forged(fields: &[(&str, u64)]) -> String {
    let text = String::from_utf8(record()).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut done: Value = serde_json::from_str(lines.last().unwrap()).unwrap();
    for (name, value) in fields {
        done["exercise"][name] = (*value).into();
    }
    *lines.last_mut().unwrap() = done.to_string();
    lines.join("\n") + "\n"
}

#[test]
fn a_forged_record_never_earns_more_than_full_marks() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [&[(&str, u64)]; 4] = [
        // The probe's: a sum that wrapped past 2^64 and passed `right + fixed <= moves`.
        &[("right", u64::MAX), ("fixed", 1)],
        &[("right", u64::MAX), ("fixed", u64::MAX)],
        &[("right", 137), ("fixed", 0)],
        &[("moves", u64::MAX), ("right", u64::MAX), ("fixed", 0)],
    ];
    for fields in cases {
        let file = dir.path().join("forged.jsonl");
        std::fs::write(&file, forged(fields)).unwrap();
        for format in FORMATS {
            let (out, r) = results(&["--trace", file.to_str().unwrap(), "--points", "4=4"], format);
            assert_eq!(out.status.code(), Some(1), "{fields:?}: {out:?}");
            assert!(
                stdout(&out).contains("its exercise result does not match its events"),
                "{fields:?}: {}",
                stdout(&out)
            );
            assert_eq!(sane(format, &r).0, 0, "{fields:?} {format}: {r:#}");
        }
    }
    // The record as written earns its share, and full marks at most.
    let file = dir.path().join("record.jsonl");
    std::fs::write(&file, record()).unwrap();
    for format in FORMATS {
        let (out, r) = results(&["--trace", file.to_str().unwrap(), "--points", "4=4"], format);
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        assert_eq!(sane(format, &r).0, 391, "{format}: {r:#}");
    }
}

#[test]
fn point_totals_do_not_wrap_at_32_bits() {
    // Sizes 1 to 4 valid, 5 to 8 not: half of the points, however many.
    let solver = format!("if [ \"$1\" -le 4 ]; then exec '{BIN}' run --format jsonl \"$1\"; fi");
    for points in [u32::MAX, 1 << 29, 1 << 31] {
        let p = points.to_string();
        let args = ["--sizes", "1-8", "--points", &p, "--", "sh", "-c", &solver, "sh"];
        for format in FORMATS {
            let (out, r) = results(&args, format);
            assert_eq!(out.status.code(), Some(1), "{out:?}");
            let (earned, at_stake) = sane(format, &r);
            assert_eq!(earned, 4 * u128::from(points) * 100, "{format} {points}: {r:#}");
            assert_eq!(at_stake, 8 * u128::from(points) * 100, "{format} {points}: {r:#}");
            if format == "prairielearn" {
                assert_eq!(r["score"].as_f64(), Some(0.5), "{points}: {r:#}");
            }
        }
    }
}

/// The canonical trace of n=4, as `run` writes it.
fn n4() -> String {
    stdout(&run(&["run", "4", "--format", "jsonl"]))
}

/// The n=4 trace with its line `at` (from 0) passed through `edit`.
fn n4_with(at: usize, edit: impl Fn(&str) -> String) -> Vec<u8> {
    let lines: Vec<String> =
        n4().lines().enumerate().map(|(i, l)| if i == at { edit(l) } else { l.into() }).collect();
    (lines.join("\n") + "\n").into_bytes()
}

/// The start line with `field` added before its closing brace.
fn start_with(field: &str) -> Vec<u8> {
    n4_with(0, |l| format!("{},{field}}}", &l[..l.len() - 1]))
}

#[test]
fn check_trace_takes_every_first_line_the_reader_takes() {
    let deep = format!("\"future\":{}{}", "[".repeat(200), "]".repeat(200));
    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend(n4().bytes());
    let accept = |l: &str, v: &str| l.replacen("\"row\":0", &format!("\"row\":{v}"), 1);
    let cases = [
        ("a byte order mark", bom),
        ("n 4.0", n4_with(0, |l| l.replace("\"n\":4", "\"n\":4.0"))),
        ("n 4e0", n4_with(0, |l| l.replace("\"n\":4", "\"n\":4e0"))),
        ("a field of 1e400", start_with("\"future\":1e400")),
        ("a field of a lone surrogate", start_with("\"future\":\"\\ud800\"")),
        ("a field nested 200 deep", start_with(&deep)),
        // Zero to any power is a whole number, as 0e999999999999 always was.
        ("row 0e-99999999999999999999", n4_with(2, |l| accept(l, "0e-99999999999999999999"))),
        ("row 0e99999999999999999999", n4_with(2, |l| accept(l, "0e99999999999999999999"))),
        ("row 0e999999999999", n4_with(2, |l| accept(l, "0e999999999999"))),
    ];
    let dir = tempfile::tempdir().unwrap();
    for (what, trace) in cases {
        let file = dir.path().join("t.jsonl");
        std::fs::write(&file, &trace).unwrap();
        let file = file.to_str().unwrap();
        // One reader, one verdict: every command takes the trace.
        for args in [
            &["verify", "--strict", file][..],
            &["check", "--trace", file],
            &["replay", file],
            &["export", "svg", "--input", file],
            &["export", "html", "--input", file],
        ] {
            let out = run(args);
            assert_eq!(out.status.code(), Some(0), "{what}: {args:?}: {}", stderr(&out));
        }
        let out = run(&["check", "--trace", file]);
        assert_eq!(
            stdout(&out),
            "n=4: valid, the canonical search (140 events, 2 solutions)\n1 of 1 valid\n",
            "{what}"
        );
    }
}

/// A first line that `verify` refuses, through `check --trace` and `verify`: one reader, one
/// verdict. What the reader cannot read at all is an error in the reader's own words, with
/// the file and line, word for word `verify`'s (exit 2); a start that cannot begin a trace is
/// an invalid run (exit 1), for the fault `verify` names.
#[test]
fn check_trace_refuses_every_first_line_as_verify_does() {
    let start = |edit: &dyn Fn(&str) -> String| n4_with(0, |l| edit(l));
    let with = |field: &'static str| start(&move |l| format!("{},{field}}}", &l[..l.len() - 1]));
    let cases: [(&str, Vec<u8>, i32, &str); 10] = [
        (
            "a step as text",
            start(&|l| l.replace("\"step\":0", "\"step\":\"0\"")),
            2,
            "string \"0\"",
        ),
        (
            "a limit as text",
            start(&|l| l.replace("\"limit\":null", "\"limit\":\"x\"")),
            2,
            "string \"x\"",
        ),
        ("a start step of 1", start(&|l| l.replace("\"step\":0", "\"step\":1")), 2, "field `step`"),
        ("a queen far off", with("\"start\":[4294967295]"), 2, "a start lists at most 4 queens"),
        ("5 queens on n=4", with("\"start\":[0,2,4,1,3]"), 2, "a start lists at most 4 queens"),
        ("prose", b"Solutions: 2\n".to_vec(), 2, "expected value at line 1 column 1"),
        ("a blank line", [b"\n".as_slice(), n4().as_bytes()].concat(), 2, "empty line"),
        ("n 33", start(&|l| l.replace("\"n\":4", "\"n\":33")), 1, "start announces n=33"),
        ("n 0", start(&|l| l.replace("\"n\":4", "\"n\":0")), 1, "start announces n=0"),
        ("another schema", start(&|l| l.replace("nqueens-trace/1", "other/2")), 1, "\"other/2\""),
    ];
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.jsonl");
    let name = file.to_str().unwrap();
    for (what, trace, code, fault) in cases {
        std::fs::write(&file, &trace).unwrap();
        let verify = run(&["verify", name]);
        let check = run(&["check", "--trace", name]);
        assert_eq!(verify.status.code(), Some(code), "{what}: {verify:?}");
        assert_eq!(check.status.code(), Some(code), "{what}: {check:?}");
        if code == 2 {
            let said = stderr(&verify);
            assert!(said.starts_with(&format!("nqueens-trace: {name}:1: ")), "{what}: {said}");
            assert!(said.contains(fault), "{what}: {said}");
            assert_eq!(stderr(&check), said, "{what}");
            assert!(check.stdout.is_empty(), "{what}: {check:?}");
            continue;
        }
        let verdict = stdout(&verify);
        let prefix = format!("{name}:1: invalid: step 0: ");
        let said = verdict.strip_prefix(&prefix).unwrap_or_else(|| panic!("{what}: {verdict}"));
        assert!(said.contains(fault), "{what}: {said}");
        assert_eq!(
            stdout(&check),
            format!("{name}:1: invalid at step 0: {said}0 of 1 valid\n"),
            "{what}"
        );
        assert!(check.stderr.is_empty(), "{what}: {check:?}");
    }
}

/// A start that cannot begin a trace is graded as any invalid trace is: a results file
/// with no points of the points at stake, its test named for the start line.
#[test]
fn check_trace_grades_a_refused_start_as_an_invalid_run() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.jsonl");
    std::fs::write(&file, n4_with(0, |l| l.replace("\"n\":4", "\"n\":33"))).unwrap();
    let results = dir.path().join("results.json");
    let out = run(&[
        "check",
        "--trace",
        file.to_str().unwrap(),
        "--points",
        "3",
        "--format",
        "gradescope",
        "-o",
        results.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let r: Value = serde_json::from_slice(&std::fs::read(&results).unwrap()).unwrap();
    assert_eq!(sane("gradescope", &r), (0, 300), "{r:#}");
    let test = &r["tests"][0];
    assert_eq!((test["name"].as_str(), test["status"].as_str()), (Some("start"), Some("failed")));
    let output = test["output"].as_str().unwrap();
    assert!(output.contains("start announces n=33, but boards run from 1 to 32"), "{output}");
}

/// A number that is no integer where the schema wants one is refused, named as it is written
/// and with its field: `1e-400` once read as "floating point `0.0`".
#[test]
fn a_number_that_is_no_integer_is_named_as_written() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.jsonl");
    let name = file.to_str().unwrap();
    for number in ["1e-400", "-0.5e-400", "1.5", "2.5E-1"] {
        let trace = n4_with(2, |l| l.replacen("\"row\":0", &format!("\"row\":{number}"), 1));
        std::fs::write(&file, trace).unwrap();
        let said = format!(
            "{name}:3: not a valid nqueens-trace/1 event: invalid type: floating point \
             `{number}` in field `row`, expected u32"
        );
        let verify = run(&["verify", name]);
        assert_eq!(verify.status.code(), Some(2), "{number}: {verify:?}");
        assert_eq!(stderr(&verify), format!("nqueens-trace: {said}\n"), "{number}");
        let check = run(&["check", "--trace", name]);
        assert_eq!(check.status.code(), Some(1), "{number}: {check:?}");
        assert!(stdout(&check).starts_with(&format!("n=4: not a trace: {said}\n")), "{check:?}");
    }
}

#[test]
fn check_trace_refuses_a_long_first_line_in_the_readers_words() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("long.jsonl");
    // Past the 8 MiB that check once read of a first line, and far past the reader's 1 MiB.
    std::fs::write(&file, start_with(&format!("\"future\":\"{}\"", "a".repeat(9 << 20)))).unwrap();
    let file = file.to_str().unwrap();
    let verify = run(&["verify", file]);
    let check = run(&["check", "--trace", file]);
    assert_eq!((verify.status.code(), check.status.code()), (Some(2), Some(2)), "{check:?}");
    let said = format!("{file}:1: line longer than 1048576 bytes: not a trace");
    assert!(stderr(&verify).contains(&said), "{}", stderr(&verify));
    assert_eq!(stderr(&check), format!("nqueens-trace: {said}\n"));
}

#[test]
fn a_record_is_read_as_the_reader_reads_its_done_line() {
    // A field of the done line that serde_json's values cannot hold, and a result's whole
    // number written as JSON writes any number: still the record, graded by its result.
    let text = String::from_utf8(record()).unwrap();
    let text = text.replacen("\"done\",", "\"done\",\"future\":1e400,", 1);
    let text = text.replacen("\"right\":133", "\"right\":1.33e2", 1);
    assert!(text.contains("1e400") && text.contains("1.33e2"), "{text}");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("record.jsonl");
    std::fs::write(&file, text).unwrap();
    let out = run(&["check", "--trace", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(
        stdout(&out).contains("; the exercise: 133 of 136 moves right at the first attempt"),
        "{}",
        stdout(&out)
    );
}

/// `check --sizes 4 --timeout 1 --lang LANG -- sh -c SCRIPT sh`: its one verdict line.
fn verdict(script: &str, lang: &str) -> String {
    let out = run(&[
        "check",
        "--sizes",
        "4",
        "--timeout",
        "1",
        "--lang",
        lang,
        "--",
        "sh",
        "-c",
        script,
        "sh",
    ]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    stdout(&out).lines().next().unwrap().to_string()
}

#[test]
fn a_run_stopped_at_its_time_is_told_how_far_it_got() {
    use nqueens_trace::choice::Choice;
    use nqueens_trace::Lang;
    // The whole trace (its done), then no exit; five events and its output closed, then no
    // exit; nothing at all.
    let whole = format!("'{BIN}' run --format jsonl \"$1\"; exec sleep 30");
    let five = format!("'{BIN}' run --format jsonl \"$1\" | head -5; exec sleep 30 >/dev/null");
    let nothing = "exec sleep 30";
    assert_eq!(
        verdict(&whole, "en"),
        "n=4: timed out: the program wrote its trace but did not exit within 1 s"
    );
    assert_eq!(
        verdict(&five, "en"),
        "n=4: timed out: the trace stopped after 5 events, without its done line, and the \
         program did not exit within 1 s"
    );
    assert_eq!(verdict(nothing, "en"), "n=4: timed out: no complete trace after 1 s");
    // Each language says each in its own words, from its table (side by side: each run
    // waits out its second).
    std::thread::scope(|s| {
        for &lang in Lang::ALL {
            let m = lang.messages();
            for (script, template) in [
                (&whole[..], m.check_no_exit_in_time),
                (&five, m.check_cut_in_time),
                (nothing, m.check_no_trace_in_time),
            ] {
                s.spawn(move || {
                    let line = verdict(script, &lang.to_string());
                    let opening = template.split('{').next().unwrap();
                    assert!(line.contains(opening), "{lang}: {line:?} is not {template:?}");
                });
            }
        }
    });
}

#[test]
fn a_timeout_past_a_day_is_refused_naming_the_limit() {
    for given in ["86401", "1e9", "0", "-1", "ten"] {
        let out = run(&["check", &format!("--timeout={given}"), "--", "true"]);
        assert_eq!(out.status.code(), Some(2), "{given}: {out:?}");
        let err = stderr(&out);
        assert!(
            err.contains(&format!("invalid value '{given}' for '--timeout <SECS>': expected a number of seconds above 0 and at most 86400 (a day)")),
            "{given}: {err}"
        );
    }
    let out = run(&[
        "check",
        "--timeout",
        "86400",
        "--sizes",
        "1",
        "--",
        BIN,
        "run",
        "--format",
        "jsonl",
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

/// A pseudo-terminal: the master side, and the slave side for a child's terminal.
fn pty() -> (std::fs::File, std::fs::File) {
    use std::os::fd::FromRawFd;
    let (mut master, mut slave) = (0, 0);
    let size = libc::winsize { ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0 };
    // SAFETY: openpty writes two descriptors, which we then own.
    unsafe {
        let ok =
            libc::openpty(&mut master, &mut slave, std::ptr::null_mut(), std::ptr::null(), &size);
        assert_eq!(ok, 0, "openpty");
        (std::fs::File::from_raw_fd(master), std::fs::File::from_raw_fd(slave))
    }
}

/// Runs `command` with a pseudo-terminal as its controlling terminal and its standard
/// streams; returns its exit code and everything the terminal received.
fn on_a_terminal(command: Command) -> (Option<i32>, String) {
    on_a_terminal_also_as(command, &[])
}

/// [`on_a_terminal`], with the terminal open on the descriptors `also` too, as a shell's
/// `9>/dev/tty` opens it.
fn on_a_terminal_also_as(mut command: Command, also: &'static [i32]) -> (Option<i32>, String) {
    use std::io::Read;
    use std::os::unix::process::CommandExt;
    let (mut master, slave) = pty();
    command
        .stdin(slave.try_clone().unwrap())
        .stdout(slave.try_clone().unwrap())
        .stderr(slave.try_clone().unwrap());
    // SAFETY: only async-signal-safe calls between fork and exec: the child gets a session
    // of its own, with the pseudo-terminal as its controlling terminal, and on `also`.
    unsafe {
        command.pre_exec(move || {
            if libc::setsid() < 0 || libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                return Err(std::io::Error::last_os_error());
            }
            for &fd in also {
                // dup2 leaves the new descriptor open across exec.
                if libc::dup2(0, fd) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    let mut child = command.spawn().unwrap();
    // The command holds copies of the slave side: the master's read ends only once none is
    // left open.
    drop((command, slave));
    let reader = std::thread::spawn(move || {
        let mut all = Vec::new();
        // The read ends with EIO once no process holds the terminal.
        let _ = master.read_to_end(&mut all);
        String::from_utf8_lossy(&all).into_owned()
    });
    let code = child.wait().unwrap().code();
    (code, reader.join().unwrap())
}

#[test]
fn the_solver_cannot_reach_the_terminal_that_runs_check() {
    // It retitles and recolours the terminal, and says whether it could.
    let solver = format!(
        "if printf '\\033]2;pwned\\007\\033[31m' > /dev/tty; then echo 'reached the terminal' >&2; fi\n\
         exec '{BIN}' run --format jsonl \"$1\""
    );
    let mut command = Command::new(BIN);
    command.args(["check", "--sizes", "4", "--", "sh", "-c", &solver, "sh"]);
    let (code, screen) = on_a_terminal(command);
    assert_eq!(code, Some(0), "{screen}");
    assert!(!screen.contains("pwned") && !screen.contains("\x1b[31m"), "{screen:?}");
    assert!(screen.contains("n=4: valid, the canonical search"), "{screen:?}");
    // A child the solver leaves behind is in its session too, and killed with it.
    let dir = tempfile::tempdir().unwrap();
    let pid = dir.path().join("pid");
    let solver = format!(
        "sh -c 'echo $$ > \"{}\"; exec sleep 30' & '{BIN}' run --format jsonl \"$1\"",
        pid.display()
    );
    let mut command = Command::new(BIN);
    command.args(["check", "--sizes", "4", "--", "sh", "-c", &solver, "sh"]);
    let (code, screen) = on_a_terminal(command);
    assert_eq!(code, Some(0), "{screen}");
    let pid: i32 = std::fs::read_to_string(&pid).unwrap().trim().parse().unwrap();
    // SAFETY: kill with signal 0 only asks whether the process exists.
    assert_ne!(unsafe { libc::kill(pid, 0) }, 0, "the solver's child outlived the run");
}

#[test]
fn the_solver_inherits_no_descriptor_of_the_terminal_that_runs_check() {
    // Run from a shell as `check … 9>/dev/tty`: the terminal is open on descriptor 9 too.
    let writes_to_9 = "printf '\\033]2;pwned\\007\\033[31m' >&9 && echo 'reached fd 9' >&2";
    // Without check between, a program reaches the terminal that way.
    let mut command = Command::new("sh");
    command.args(["-c", writes_to_9]);
    let (code, screen) = on_a_terminal_also_as(command, &[9]);
    assert_eq!(code, Some(0), "{screen:?}");
    assert!(screen.contains("pwned") && screen.contains("reached fd 9"), "{screen:?}");
    // Through check, the solver has its three pipes and nothing else.
    let solver = format!("{writes_to_9}\nexec '{BIN}' run --format jsonl \"$1\"");
    let mut command = Command::new(BIN);
    command.args(["check", "--sizes", "4", "--", "sh", "-c", &solver, "sh"]);
    let (code, screen) = on_a_terminal_also_as(command, &[9]);
    assert_eq!(code, Some(0), "{screen}");
    assert!(!screen.contains("pwned") && !screen.contains("\x1b[31m"), "{screen:?}");
    assert!(screen.contains("n=4: valid, the canonical search"), "{screen:?}");
    // Nor does the solver hold any other descriptor open past its three pipes: a descriptor
    // it leaves open would be a way out of the run; its standard error says which it has.
    let solver = "open=; for fd in /proc/self/fd/*; do fd=${fd##*/}; \
        [ \"$fd\" -gt 2 ] && [ -e \"/proc/self/fd/$fd\" ] && open=\"$open $fd\"; done; \
        echo \"open above 2:$open.\" >&2; exit 3";
    let mut command = Command::new(BIN);
    command.args(["check", "--sizes", "4", "--", "sh", "-c", solver, "sh"]);
    let (code, screen) = on_a_terminal_also_as(command, &[9]);
    assert_eq!(code, Some(1), "{screen}");
    assert!(screen.contains("n=4: the program failed (exit status 3)"), "{screen:?}");
    assert!(screen.contains("open above 2:."), "{screen:?}");
}

#[test]
fn a_start_off_the_board_is_refused_by_every_reader_that_draws() {
    let text = stdout(&run(&["run", "4", "--start", "1", "--format", "jsonl"]));
    let dir = tempfile::tempdir().unwrap();
    for (start, n, queen) in
        [("[31]", 4, "(0,31)"), ("[0,3,0]", 2, "(1,3)"), ("[1,3,0,2]", 3, "(1,3)")]
    {
        let file = dir.path().join("off.jsonl");
        let edited = text.replacen("\"start\":[1]", &format!("\"start\":{start}"), 1).replacen(
            "\"n\":4",
            &format!("\"n\":{n}"),
            1,
        );
        std::fs::write(&file, edited).unwrap();
        let file = file.to_str().unwrap();
        let out_html = dir.path().join("p.html");
        let out_svg = dir.path().join("p.svg");
        for args in [
            &["replay", file][..],
            &["export", "html", "--input", file, "-o", out_html.to_str().unwrap()],
            &["export", "svg", "--input", file, "-o", out_svg.to_str().unwrap()],
        ] {
            let out = run(args);
            assert_eq!(out.status.code(), Some(2), "{start}: {args:?}: {out:?}");
            assert_eq!(
                stderr(&out),
                format!(
                    "nqueens-trace: {file}:1: the start's queen {queen} is off the {n}×{n} \
                     board: rows and columns run from 0 to {}\n",
                    n - 1
                ),
                "{args:?}"
            );
        }
        assert!(!out_html.exists() && !out_svg.exists());
        // verify judges it, as it always did: an invalid start.
        assert_eq!(run(&["verify", file]).status.code(), Some(1), "{start}");
    }
}

/// The page's `<html>` attribute `name`, as the DOM has it after its script ran.
fn root_attr(dom: &str, name: &str) -> String {
    let tag = &dom[dom.find("<html").unwrap()..];
    let tag = &tag[..tag.find('>').unwrap()];
    let at = tag.find(&format!(" {name}=\"")).unwrap_or_else(|| panic!("no {name}: {tag}"));
    let value = &tag[at + name.len() + 3..];
    value[..value.find('"').unwrap()].to_string()
}

#[test]
#[ignore = "needs chromium"]
fn an_address_naming_an_objects_inherited_key_is_no_language() {
    let dir = tempfile::tempdir().unwrap();
    let page = crate::browser::player_with(dir.path(), &["4"]);
    let chromium = crate::util::chromium();
    for view in ["step=5", "exercise"] {
        // The page as it is without a language in its address: English.
        let plain = crate::browser::dump_dom(&chromium, &page, view, 500);
        assert_eq!(
            (root_attr(&plain, "lang"), root_attr(&plain, "dir")),
            ("en".into(), "ltr".into())
        );
        for key in ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"] {
            let hash = format!("{view}&lang={key}");
            let dom = crate::browser::dump_dom(&chromium, &page, &hash, 500);
            // The page ran to its end as it does without the key: no language is named.
            assert!(dom == plain, "#{hash}: {dom}");
        }
    }
}

#[test]
#[ignore = "needs tmux"]
fn an_exercise_shows_its_result_when_its_record_cannot_be_written() {
    use crate::util::tmux::Tmux;
    use nqueens_trace::exercise::Move;
    // /dev/full: every write fails as on a full disk.
    let command = "step 4 --exercise --color never --record /dev/full";
    let t = Tmux::start_in("full-record", command, 80, 24);
    t.wait_settled("your move: which");
    // A wrong first try, then the right one, then quit.
    crate::exercise_tmux::play(&t, Move::Try { row: 0, col: 1 });
    t.wait_settled("wrong: ");
    crate::exercise_tmux::play(&t, Move::Try { row: 0, col: 0 });
    t.wait_settled("right: try (0,0)");
    // Leaving before the search is over asks first; a second q leaves.
    t.keys(&["q"]);
    t.wait_settled("y or q leaves");
    t.keys(&["q"]);
    t.wait_exit(2);
    let s = t.screen();
    // The score and the wrong move, then what became of the file.
    let score = s.find("exercise: 0 of 1 move right · 1 wrong").unwrap_or_else(|| panic!("{s}"));
    let mistake = s.find("(0,1)").unwrap_or_else(|| panic!("{s}"));
    let error = s.find("/dev/full").unwrap_or_else(|| panic!("{s}"));
    assert!(score < mistake && mistake < error, "{s}");
    assert!(s.contains("No space left on device"), "{s}");
}

#[test]
#[ignore = "needs tmux"]
fn ctrl_z_suspends_the_step_view_and_fg_brings_it_back() {
    use crate::util::tmux::Tmux;
    // An interactive shell with job control, as a student has.
    let t =
        Tmux::start_shell_in("suspend", "env PS1='prompt> ' bash --norc --noprofile -i", 100, 40);
    // (tmux reads a screen's rows without their trailing spaces.)
    t.wait_text("prompt>");
    let alternate = || {
        let out = t.cmd(&["display", "-p", "#{alternate_on}"]).output().unwrap();
        String::from_utf8_lossy(&out.stdout).trim() == "1"
    };
    t.type_text(&format!("'{BIN}' step 4 --color never"));
    t.keys(&["Enter"]);
    t.wait_settled("step 0 of");
    assert!(alternate());
    // Suspended: the shell's prompt on the terminal as it was, cooked.
    t.keys(&["C-z"]);
    let s = t.wait_for("the job stopped", |s| {
        s.contains("Stopped") && s.trim_end().ends_with("prompt>")
    });
    assert!(!alternate(), "still on the alternate screen: {s}");
    t.type_text("stty -a | grep -o -- '-\\?icanon'");
    t.keys(&["Enter"]);
    let s = t.wait_for("stty's answer", |s| {
        s.lines().any(|l| l.trim() == "icanon" || l.trim() == "-icanon")
    });
    assert!(s.lines().any(|l| l.trim() == "icanon"), "the terminal is not cooked: {s}");
    // Resumed: the view drawn again, and a key taken without Enter.
    t.type_text("fg");
    t.keys(&["Enter"]);
    t.wait_settled("step 0 of");
    assert!(alternate());
    t.keys(&["Space"]);
    t.wait_settled("step 1 of");
    t.keys(&["q"]);
    t.type_text("echo \"exited $?\"; stty -a | grep -o -- '-\\?icanon'");
    t.keys(&["Enter"]);
    let s = t.wait_for("the exit", |s| {
        s.contains("exited 0") && s.lines().any(|l| l.trim() == "icanon" || l.trim() == "-icanon")
    });
    assert!(s.lines().any(|l| l.trim() == "icanon"), "the terminal is not cooked: {s}");
    assert!(!alternate());
}
