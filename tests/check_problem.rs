//! `check --problem P -- SOLVER`: a student's solver of a sudoku, a colouring or a subset sum
//! judged against the model search of each instance the teacher names, through the real
//! binary: a right solver passes, each mistake gets its verdict in the problem's words, a bad
//! instance option is refused in one line.

use crate::check::lines;
use std::path::Path;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_nqueens-trace");

/// `check ARGS -- python3 tests/fixtures/solvers/backtrack.py PROBLEM MODE`.
fn check(problem: &str, mode: &str, args: &[&str]) -> Output {
    let solver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/solvers/backtrack.py");
    Command::new(BIN)
        .args(["check", "--problem", problem, "--timeout", "60"])
        .args(args)
        .args(["--", "python3", solver.to_str().unwrap(), problem, mode])
        .output()
        .unwrap()
}

#[test]
fn a_right_solver_passes_on_the_default_instance_and_on_those_named() {
    let totals = [
        ("sudoku", "165 events, 1 solution"),
        ("coloring", "275 events, 18 solutions"),
        ("subset-sum", "80 events, 2 solutions"),
    ];
    for (problem, totals) in totals {
        let out = check(problem, "right", &[]);
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        assert_eq!(
            lines(&out),
            [format!("{problem} 1: valid, the canonical search ({totals})"), "1 of 1 valid".into()]
        );
    }
    // Several instances: each list of items for each target, in the order named.
    let out = check(
        "subset-sum",
        "right",
        &["--items", "3,4,5", "--items", "1,2", "--target", "5", "--target", "3"],
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(lines(&out).len(), 5, "{out:?}");
    assert_eq!(lines(&out)[4], "4 of 4 valid");
    let out = check("coloring", "right", &["--colors", "2", "--colors", "4"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(
        lines(&out)[0]
            .starts_with("coloring 1: valid, the canonical search (26 events, 0 solutions)"),
        "{out:?}"
    );
    let out = check("sudoku", "right", &["--puzzle", "1.3..4...1..3.2."]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

#[test]
fn each_mistake_gets_its_verdict_in_the_problems_words() {
    let stray = |said: &str, line: u32| {
        format!("not a trace: stdout:{line} is not an event but the program's own output, \"{said}\": standard output must hold the trace alone, so print everything else on standard error (print(..., file=sys.stderr) in Python, std::cerr in C++)")
    };
    let cases = [
        ("sudoku", "reason", "invalid at step 2: \"reject 1 in (0,1): row 0 already has 1 at (0,1)\" states a reason the rules do not give: the rules say \"reject 1 in (0,1): row 0 already has 1 at (0,0)\"".to_string()),
        ("sudoku", "skip", "invalid at step 1: \"try 2 in (0,1)\" comes before \"try 1 in (0,1)\", which the model search makes first".to_string()),
        ("sudoku", "stray", stray("placed 2 on 1", 6)),
        ("sudoku", "reversed", "invalid at step 1: \"try 4 in (0,1)\" comes before \"try 1 in (0,1)\", which the model search makes first. The trace is the model search with each variable's values tried in reverse order: try them in the model's order, here \"try 1 in (0,1)\" first".to_string()),
        ("coloring", "reason", "invalid at step 4: \"reject red for NT: its neighbour NT is already red\" states a reason the rules do not give: the rules say \"reject red for NT: its neighbour WA is already red\"".to_string()),
        ("coloring", "skip", "invalid at step 3: \"try green for NT\" comes before \"try red for NT\", which the model search makes first".to_string()),
        ("coloring", "stray", stray("placed 0 on 0", 4)),
        ("coloring", "reversed", "invalid at step 1: \"try blue for WA\" comes before \"try red for WA\", which the model search makes first. The trace is the model search with each variable's values tried in reverse order: try them in the model's order, here \"try red for WA\" first".to_string()),
        ("subset-sum", "reason", "invalid at step 4: \"reject taking 34: it makes 38, over 9\" states a reason the rules do not give: the rules say \"reject taking 34: it makes 37, over 9\"".to_string()),
        ("subset-sum", "skip", "invalid at step 3: \"try leaving out 34\" comes before \"try taking 34\", which the model search makes first".to_string()),
        ("subset-sum", "stray", stray("placed 1 on 0", 4)),
        ("subset-sum", "reversed", "invalid at step 1: \"try leaving out 3\" comes before \"try taking 3\", which the model search makes first. The trace is the model search with each variable's values tried in reverse order: try them in the model's order, here \"try taking 3\" first".to_string()),
        ("subset-sum", "stdin", "the program waits for input on standard input, and check types nothing: it gives the instance as an argument, its JSON (the last one, or in place of {instance}), so read the instance from the arguments (json.loads(sys.argv[-1]) in Python, argv[argc - 1] in C and C++), not from the keyboard (input(), scanf, cin)".to_string()),
    ];
    for (problem, mode, want) in cases {
        let out = check(problem, mode, &[]);
        assert_eq!(out.status.code(), Some(1), "{problem} {mode}: {out:?}");
        assert_eq!(
            lines(&out),
            [format!("{problem} 1: {want}"), "0 of 1 valid".into()],
            "{problem} {mode}"
        );
    }
}

#[test]
fn the_search_is_the_teachers_not_the_traces() {
    // A program that writes the default instance's trace whatever it is asked for.
    let out = Command::new(BIN)
        .args(["check", "--problem", "subset-sum", "--target", "5", "--", "sh", "-c"])
        .arg(format!("'{BIN}' run --problem subset-sum --format jsonl"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        lines(&out),
        [
            "subset-sum 1: invalid at step 0: the program was asked for {\"problem\":\"subset-sum\",\"instance\":{\"items\":[3,34,4,12,5,2],\"target\":5},\"limit\":null}, but its start announces {\"problem\":\"subset-sum\",\"instance\":{\"items\":[3,34,4,12,5,2],\"target\":9},\"limit\":null}: the trace's search is not the one asked for",
            "0 of 1 valid",
        ]
    );
    // {instance} is replaced where it stands, and nothing is appended.
    let out = Command::new(BIN)
        .args(["check", "--problem", "coloring", "--", "sh", "-c"])
        .arg(format!(
            "case \"$0\" in '{{\"colors\":3,'*) ;; *) exit 9;; esac; [ $# -eq 0 ] || exit 8; '{BIN}' run --problem coloring --format jsonl"
        ))
        .arg("{instance}")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

#[test]
fn a_bad_instance_option_is_refused_in_one_line() {
    let cases: [&[&str]; 6] = [
        &["--problem", "sudoku", "--puzzle", "12"],
        &["--problem", "coloring", "--colors", "0"],
        &["--problem", "subset-sum", "--items", "1,x"],
        &["--problem", "subset-sum", "--puzzle", "1..."],
        &["--problem", "sudoku", "--sizes", "1-4"],
        &["--problem", "chess"],
    ];
    for args in cases {
        let out = Command::new(BIN).arg("check").args(args).args(["--", "true"]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn the_results_files_and_the_report_name_each_instance() {
    let dir = tempfile::tempdir().unwrap();
    let xml = dir.path().join("report.xml");
    let page = dir.path().join("report.html");
    let out = check(
        "subset-sum",
        "reason",
        &[
            "--target",
            "9",
            "--target",
            "100",
            "--junit",
            xml.to_str().unwrap(),
            "--report",
            page.to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let text = std::fs::read_to_string(&xml).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap();
    let cases: Vec<_> = doc.descendants().filter(|n| n.has_tag_name("testcase")).collect();
    let names: Vec<_> = cases.iter().map(|c| c.attribute("name").unwrap()).collect();
    assert_eq!(names, ["subset-sum 1", "subset-sum 2"]);
    let failure = cases[0].children().find(|c| c.has_tag_name("failure")).unwrap();
    assert_eq!(failure.attribute("type"), Some("invalid: reject"));
    // 100 is out of reach: the first reject is at the first try, and its reason is wrong too.
    assert!(cases[1].children().any(|c| c.has_tag_name("failure")), "{text}");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(
        html.contains("subset-sum 1") && html.contains("states a reason the rules do not give"),
        "{html}"
    );
    // Both steps, in the problem's words.
    assert!(html.contains("<h3>First difference from the model, at step 4</h3>"), "{html}");
    assert!(
        html.contains("The model's step: <strong>reject taking 34: it makes 37, over 9</strong>"),
        "{html}"
    );
}

#[test]
fn the_verdicts_speak_every_language() {
    let want = [
        ("zh", "subset-sum 1：无效，在第 4 步：“reject"),
        ("zh-Hant", "subset-sum 1：無效，在第 4 步：「"),
        ("fa", "subset-sum 1: نامعتبر، در گام 4: «"),
        ("tr", "subset-sum 1: geçersiz, 4. adımda: \""),
    ];
    for (lang, start) in want {
        let out = check("subset-sum", "reason", &["--lang", lang]);
        assert_eq!(out.status.code(), Some(1), "{lang}: {out:?}");
        let first = &lines(&out)[0];
        // The events are said in the problem's own words in the language, not in English.
        assert!(!first.contains("states a reason"), "{lang}: {first}");
        assert!(!first.contains("row") && !first.contains("queen"), "{lang}: {first}");
        let plain: String =
            first.chars().filter(|c| !matches!(c, '\u{2068}' | '\u{2069}')).collect();
        assert!(plain.starts_with(start.trim_end_matches("reject")), "{lang}: {first:?}");
    }
}

/// Compiles the C++ fixture solver `name` (tests/fixtures/solvers/NAME.cpp) into `dir`.
fn compile(name: &str, dir: &Path) -> std::path::PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let exe = dir.join(name);
    let out = Command::new("g++")
        .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-O1", "-I"])
        .arg(root.join("emitters/cpp"))
        .arg(root.join("tests/fixtures/solvers").join(format!("{name}.cpp")))
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("g++ runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    exe
}

/// The instance's JSON that `run` writes in its start line for these options.
fn run_trace(args: &[&str]) -> (Vec<u8>, String) {
    let out = Command::new(BIN).args(["run", "--format", "jsonl"]).args(args).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let first = out.stdout.split(|&b| b == b'\n').next().unwrap();
    let start: serde_json::Value = serde_json::from_slice(first).unwrap();
    (out.stdout.clone(), start["instance"].to_string())
}

#[test]
#[ignore = "needs g++"]
fn the_cpp_search_tracer_writes_the_bytes_of_run_and_passes_check() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&str, &str, &[&str]); 6] = [
        ("sudoku", "sudoku", &[]),
        ("sudoku", "sudoku", &["--puzzle", "1.3..4...1..3.2."]),
        ("coloring", "coloring", &[]),
        ("coloring", "coloring", &["--colors", "4"]),
        ("subset_sum", "subset-sum", &[]),
        ("subset_sum", "subset-sum", &["--items", "5,1,4,2,3", "--target", "7"]),
    ];
    for (name, problem, instance) in cases {
        let exe = compile(name, dir.path());
        let (bytes, json) = run_trace(&[&["--problem", problem][..], instance].concat());
        let out = Command::new(&exe).arg(&json).output().unwrap();
        assert!(out.status.success(), "{name}");
        assert!(out.stdout == bytes, "{name} {instance:?}: the C++ trace differs from run's");
        let out = Command::new(BIN)
            .args(["check", "--problem", problem])
            .args(instance)
            .arg("--")
            .arg(&exe)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{name}: {out:?}");
        assert_eq!(lines(&out)[1], "1 of 1 valid", "{name}");
    }
}

#[test]
fn the_hand_written_python_solver_writes_the_bytes_of_run() {
    let solver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/solvers/backtrack.py");
    for (problem, instance) in [
        ("sudoku", &["--puzzle", "1.3..4...1..3.2."][..]),
        ("coloring", &["--colors", "4"]),
        ("subset-sum", &["--items", "5,1,4,2,3", "--target", "7"]),
    ] {
        let (bytes, json) = run_trace(&[&["--problem", problem][..], instance].concat());
        let out =
            Command::new("python3").arg(&solver).args([problem, "right", &json]).output().unwrap();
        assert!(out.stdout == bytes, "{problem}: the Python trace differs from run's");
    }
}

#[test]
fn a_limit_asked_for_is_the_search_judged() {
    let run = |first: bool, asked: &[&str]| {
        let script = format!(
            "'{BIN}' run --problem subset-sum --format jsonl{}",
            if first { " --first" } else { "" }
        );
        let out = Command::new(BIN)
            .args(["check", "--problem", "subset-sum"])
            .args(asked)
            .args(["--", "sh", "-c", &script])
            .output()
            .unwrap();
        (out.status.code(), lines(&out))
    };
    let (code, lines) = run(true, &["--first"]);
    assert_eq!(code, Some(0), "{lines:?}");
    assert_eq!(lines[0], "subset-sum 1: valid, the canonical search (21 events, 1 solution)");
    // The complete search, asked for the first solution: not the search asked for.
    let (code, lines) = run(false, &["--limit", "1"]);
    assert_eq!(code, Some(1), "{lines:?}");
    assert!(
        lines[0].starts_with("subset-sum 1: invalid at step 0: the program was asked for "),
        "{lines:?}"
    );
}
