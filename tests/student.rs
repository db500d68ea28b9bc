//! Student mode through the real binary: languages, the classic layout, board options,
//! filters, `--delay`, and `step` refusing to run without a terminal.

use crate::util::{bin, tmp};
use std::path::PathBuf;

/// Standard output of a successful run of `nqueens-trace ARGS`.
fn stdout(args: &[&str]) -> String {
    crate::util::stdout(bin().args(args))
}

/// The one-line error and exit code of a failing run.
fn failure(args: &[&str]) -> (i32, String) {
    crate::util::failure(bin().args(args))
}

/// The seed log's check and outcome lines for n=4, copied out of
/// `shared/seeds/004_*.txt` by `grep -E '^(\+ -+ )*(在棋局为.*检查：\([0-9],[0-9]\)|\([0-9], [0-9]\):
/// (sucessed|failed))$'`, byte for byte, misspelling included.
const SEED_LOG: &str = include_str!("fixtures/seed004-classic-zh.txt");

#[test]
fn classic_zh_prints_the_seed_logs_own_lines() {
    let expected = SEED_LOG.replace(": sucessed", ": succeeded");
    assert_eq!(expected.lines().count(), 120);
    let ours =
        stdout(&["run", "4", "--style", "classic", "--lang", "zh", "--only", "try,accept,reject"]);
    assert_eq!(ours, expected);
}

#[test]
fn classic_prints_the_board_under_each_solution() {
    let text = stdout(&["4", "--style", "classic", "--lang", "zh", "--queen", "X"]);
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| *l == "找到一盘可行的摆棋：(1, 3, 0, 2)")
        .expect("the first solution");
    assert_eq!(lines[at + 1..at + 5], [". X . .", ". . . X", "X . . .", ". . X ."]);
    assert_eq!(lines[0], "4 皇后问题，4×4 棋盘：每行一个皇后，列从左到右依次尝试；格子记为(列,行)");
    assert_eq!(
        lines[at + 5],
        "+ ------------------------- + ------------------------- \
         + ------------------------- (2, 3): backtrack"
    );
}

#[test]
fn explicit_defaults_print_the_default_trace() {
    let plain = stdout(&["run", "5"]);
    let explicit = stdout(&["run", "5", "--lang", "en", "--style", "default", "--board", "dots"]);
    assert_eq!(plain, explicit);
    assert!(plain.starts_with(
        "n-queens 5×5: one queen per row, columns left to right; squares are (row,col)\n"
    ));
}

#[test]
fn every_language_translates_the_summary() {
    let cases = [
        (
            "en",
            "done: 1 solution, 26 tries (8 accepted, 18 rejected), 4 backtracks; \
             stopped at the limit",
        ),
        ("zh", "完成：1 个解，26 次尝试（8 次放置，18 次冲突），4 次回溯；到达上限后停止"),
        ("zh-Hant", "完成：1 個解，26 次嘗試（8 次可行，18 次剪枝），4 次回溯；達到上限後停止"),
        (
            "fa",
            "پایان: 1 راه‌حل، 26 امتحان (8 پذیرفته، 18 رد شده)، 4 عقب‌گرد؛ در حد تعیین‌شده متوقف شد",
        ),
        ("tr", "bitti: 1 çözüm, 26 deneme (8 kabul, 18 ret), 4 geri alma; sınıra ulaşınca durdu"),
    ];
    for (lang, done) in cases {
        let text = stdout(&["4", "--first", "--lang", lang]);
        assert_eq!(text.lines().last(), Some(done), "--lang {lang}");
        // No English word is left in a translated trace (the symbols stay).
        if lang != "en" {
            for word in ["try", "accept", "reject", "backtrack", "solution", "done"] {
                assert!(!text.contains(word), "--lang {lang} still says {word:?}");
            }
        }
    }
}

#[test]
fn translated_reject_lines_name_the_attacker() {
    let text = stdout(&["4", "--first", "--lang", "tr"]);
    assert!(text.contains("│ ✗ (1,0) reddedildi: (0,0) konumundaki vezirle aynı sütunda\n"));
    assert!(
        text.contains("│ ✗ (1,1) reddedildi: (0,0) konumundaki vezirle aynı çaprazda (\\ yönü)\n")
    );
}

#[test]
fn one_based_numbers_rows_columns_and_queens_from_one() {
    let text = stdout(&["4", "--first", "--one-based", "--board", "matrix"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..4],
        [
            "n-queens 4×4: one queen per row, columns left to right; squares are (row,col), \
             counted from 1; stops after 1 solution",
            "→ try (1,1)",
            "✓ accept (1,1)",
            "│ → try (2,1)",
        ]
    );
    let at = lines.iter().position(|l| l.contains("★ solution 1")).unwrap();
    assert_eq!(
        lines[at..at + 5],
        [
            "│ │ │ ★ solution 1: [2, 4, 1, 3]",
            "│ │ │     [0, 1, 0, 0]",
            "│ │ │     [0, 0, 0, 1]",
            "│ │ │     [1, 0, 0, 0]",
            "│ │ │     [0, 0, 1, 0]",
        ]
    );
}

#[test]
fn jsonl_ignores_every_text_option() {
    let whole = stdout(&["5", "--format", "jsonl"]);
    let filtered = stdout(&[
        "5",
        "--format",
        "jsonl",
        "--only",
        "solution",
        "--max-depth",
        "1",
        "--one-based",
        "--lang",
        "fa",
        "--style",
        "classic",
    ]);
    assert_eq!(whole, filtered);
    assert!(whole.contains(r#"{"event":"try","step":1,"row":0,"col":0}"#));
}

#[test]
fn only_shows_the_path_without_the_failed_tries() {
    let text = stdout(&["4", "--only", "accept,backtrack,solution", "--first"]);
    let first: Vec<&str> = text.lines().take(4).collect();
    assert_eq!(
        first,
        [
            "✓ accept (0,0)",
            "│ ✓ accept (1,2)",
            "│ ↩ backtrack (1,2): no free square left in the row below",
            "│ ✓ accept (1,3)"
        ]
    );
    assert!(!text.contains("try") && !text.contains("reject") && !text.contains("done"));
}

#[test]
fn hide_and_max_depth_combine() {
    let text = stdout(&["4", "--hide", "try,reject", "--max-depth", "0"]);
    assert_eq!(
        text,
        "n-queens 4×4: one queen per row, columns left to right; squares are (row,col)\n\
         ✓ accept (0,0)\n↩ backtrack (0,0): no free square left in the row below\n\
         ✓ accept (0,1)\n↩ backtrack (0,1): no free square left in the row below\n\
         ✓ accept (0,2)\n↩ backtrack (0,2): no free square left in the row below\n\
         ✓ accept (0,3)\n↩ backtrack (0,3): no free square left in the row below\n\
         done: 2 solutions, 60 tries (16 accepted, 44 rejected), 16 backtracks\n"
    );
}

#[test]
fn replay_prints_what_run_printed_with_the_same_options() {
    let dir = tmp();
    let trace: PathBuf = dir.path().join("n6.jsonl");
    let path = trace.to_str().unwrap();
    stdout(&["run", "6", "--format", "jsonl", "-o", path]);
    let option_sets: &[&[&str]] = &[
        &[],
        &["--style", "classic", "--lang", "zh", "--queen", "X"],
        &["--only", "accept,backtrack,solution", "--one-based"],
        &["--hide", "try", "--max-depth", "2", "--lang", "fa"],
        &["--board", "matrix", "--lang", "zh-Hant", "--color", "always"],
        &["--style", "classic", "--only", "try", "--lang", "tr"],
    ];
    for opts in option_sets {
        let live = stdout(&[&["run", "6"], *opts].concat());
        let replayed = stdout(&[&["replay", path], *opts].concat());
        assert_eq!(live, replayed, "options {opts:?}");
    }
}

#[test]
fn delay_changes_the_pace_not_the_bytes() {
    let plain = stdout(&["4", "--first"]);
    let paced = stdout(&["4", "--first", "--delay", "1"]);
    assert_eq!(plain, paced);
    // n=1 prints 7 lines (the solution and its board in one write): each is followed by its
    // pause, so the run lasts at least 7 pauses. A lower bound only: sleeping never ends early.
    let start = std::time::Instant::now();
    let text = stdout(&["1", "--delay", "40"]);
    assert_eq!(text.lines().count(), 7);
    assert!(start.elapsed() >= std::time::Duration::from_millis(7 * 40));
}

#[test]
fn bad_kinds_are_named_with_the_valid_ones() {
    let (code, err) = failure(&["4", "--only", "try,acept"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown event kind 'acept': expected start, try, accept, reject, solution, backtrack, done"),
        "{err}"
    );
}
#[test]
fn bad_choices_list_the_valid_ones() {
    let (code, err) = failure(&["4", "--lang", "de"]);
    assert_eq!(code, 2);
    assert!(
        err.contains(
            "invalid value 'de' for '--lang <LANG>' [possible values: en, zh, zh-Hant, fa, tr]"
        ),
        "{err}"
    );
    let (_, err) = failure(&["replay", "--style", "modern"]);
    assert!(err.contains("[possible values: default, classic]"), "{err}");
    let (_, err) = failure(&["step", "--board", "grid"]);
    assert!(err.contains("[possible values: dots, matrix]"), "{err}");
    let (_, err) = failure(&["4", "--delay", "-5"]);
    assert!(
        err.contains(
            "invalid value '-5' for '--delay <MS>': expected a whole number of milliseconds"
        ),
        "{err}"
    );
}

#[test]
fn step_needs_a_terminal() {
    let (code, err) = failure(&["step", "4"]);
    assert_eq!(code, 2);
    assert!(err.contains("step needs a terminal"), "{err}");
}

// The teacher's start (issue 23): `--start COLS` and `--random-start K --seed S` begin the
// search from a position, and its trace says so.

#[test]
fn a_start_begins_the_search_below_its_queens_and_the_trace_says_so() {
    let trace = stdout(&["run", "5", "--start", "1,3", "--format", "jsonl"]);
    let lines: Vec<&str> = trace.lines().collect();
    assert_eq!(
        lines[..3],
        [
            r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":5,"limit":null,"start":[1,3]}"#,
            r#"{"event":"try","step":1,"row":2,"col":0}"#,
            r#"{"event":"accept","step":2,"row":2,"col":0}"#,
        ]
    );
    assert_eq!(
        lines.last().copied(),
        Some(
            r#"{"event":"done","step":35,"solutions":1,"tries":15,"accepts":3,"rejects":12,"backtracks":3,"complete":true}"#
        )
    );
    // verify --strict holds it to the canonical search of that start.
    let dir = tmp();
    let file = dir.path().join("start.jsonl");
    std::fs::write(&file, &trace).unwrap();
    let said = stdout(&["verify", "--strict", file.to_str().unwrap()]);
    assert!(said.ends_with("; the canonical search\n"), "{said}");
    // The same start in every view that makes a search.
    let text = stdout(&["run", "5", "--start", "1,3", "--only", "solution"]);
    assert!(text.contains("solution 1: [1, 3, 0, 2, 4]"), "{text}");
    let md = stdout(&["export", "md", "5", "--start", "1,3"]);
    let step0 = &md[md.find("### Step 0").unwrap()..md.find("### Step 1").unwrap()];
    assert!(step0.contains("| **0** |   | ♛ |   |   |   |"), "{step0}");
    assert!(step0.contains("| **1** |   |   |   | ♛ |   |"), "{step0}");
    assert!(md.contains("### Step 1: → try \\(2,0\\)"));
    // Without a start, the bytes of every trace are what they were: no field is added.
    assert!(!stdout(&["run", "4", "--format", "jsonl"]).contains("\"start\":["));
}

#[test]
fn a_random_start_is_legal_and_the_same_for_the_same_seed() {
    let first_line = |seed: &str| {
        let trace =
            stdout(&["run", "8", "--random-start", "3", "--seed", seed, "--format", "jsonl"]);
        trace.lines().next().unwrap().to_string()
    };
    // Pinned: a class handed seeds gets the same positions on every machine and version.
    assert_eq!(
        first_line("42"),
        r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":8,"limit":null,"start":[3,0,7]}"#
    );
    assert_eq!(first_line("42"), first_line("42"));
    assert_ne!(first_line("42"), first_line("43"));
}

#[test]
fn a_bad_start_is_one_line_and_exit_2() {
    for (args, want) in [
        (
            &["run", "4", "--start", "0,1"][..],
            "nqueens-trace: --start 0,1: the start's queen at (1,1) is attacked by the queen at (0,0) along the diagonal: a start must be a legal position",
        ),
        (
            &["run", "4", "--start", "1,3,0,2"],
            "nqueens-trace: --start 1,3,0,2: a start of 4 queens leaves no row to search on a 4×4 board: give at most 3",
        ),
        (
            &["run", "4", "--start", "7"],
            "nqueens-trace: --start 7: the start's queen of row 0 is on column 7, off the 4×4 board: columns are 0 to 3",
        ),
        (
            &["run", "4", "--random-start", "4", "--seed", "1"],
            "nqueens-trace: --random-start 4 on a board of n=4: a start of 4 queens leaves no row to search on a 4×4 board: give at most 3",
        ),
    ] {
        assert_eq!(failure(args), (2, format!("{want}\n")), "{args:?}");
    }
    for args in [
        &["run", "4", "--start", "x"][..],
        &["run", "4", "--random-start", "2"],
        &["run", "4", "--start", "1", "--random-start", "1", "--seed", "2"],
        &["step", "4", "--start", "0,1"],
    ] {
        let (code, message) = failure(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(message.lines().count(), 1, "{args:?}: {message}");
    }
}

#[test]
fn check_asks_for_the_start_and_gives_it_to_the_program() {
    let bin = env!("CARGO_BIN_EXE_nqueens-trace");
    let command = format!("'{bin}' run --format jsonl {{n}} --start {{start}}");
    let out = bin_check(&["--sizes", "5-6", "--start", "1,3", "--", "sh", "-c", &command]);
    assert_eq!(out, (0, "n=5: valid, the canonical search (36 events, 1 solution)\nn=6: valid, the canonical search (133 events, 1 solution)\n2 of 2 valid\n".to_string()));
    // A program that ignores the start is not doing the search asked for.
    let (code, text) =
        bin_check(&["--sizes", "5", "--start", "1,3", "--", bin, "run", "--format", "jsonl"]);
    assert_eq!(code, 1);
    assert!(text.starts_with("n=5: invalid at step 0: the program was asked to begin from the start [1,3], but its start announces the top of the tree (no start)"), "{text}");
    // A random start per n, the same for the same seed.
    let (code, _) = bin_check(&[
        "--sizes",
        "6-8",
        "--random-start",
        "2",
        "--seed",
        "5",
        "--",
        "sh",
        "-c",
        &command,
    ]);
    assert_eq!(code, 0);
}

/// The exit code and standard output of `check ARGS`.
fn bin_check(args: &[&str]) -> (i32, String) {
    let out = bin().arg("check").args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap())
}
