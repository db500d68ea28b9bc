//! `step --problem sudoku`, driven as a student drives it: at 80×24 in tmux, in every
//! language, forwards and backwards over the default 4×4's search. The grid, its marks and the
//! trace lines are read back from the screen; the lines are the ones `run` prints.
//!
//! Needs tmux (`.ci/run` installs it); the refusals need nothing.

use crate::util::tmux::Tmux;
use crate::util::{bin, fails, stdout};
use std::process::Command;

/// The column numbers over a 4×4 grid, from 0: a rule parts its two boxes.
const HEADER: &str = "     0  1   2  3";

/// The rows of the grid on a screen, under its column numbers: a 4×4 has a rule between its
/// two bands of boxes. (The blank line under the title folds away when the rows run short.)
fn grid(screen: &str) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let header = lines.iter().position(|l| l.trim_end() == HEADER).expect(screen);
    lines[header + 1..header + 6].iter().map(|l| l.trim_end().to_string()).collect()
}

/// Text with the marks that order it in a right-to-left paragraph taken out: the screen
/// keeps them or not as the terminal stores them, and they are not what this test is about.
fn visible(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '\u{200e}' | '\u{200f}' | '\u{2066}'..='\u{2069}'))
        .collect()
}

/// The first line `run --problem sudoku` prints in `lang` for each step: item `i` is the
/// line of step `i` (a solution's grid follows its line, on lines of its own).
fn run_lines(lang: &str) -> Vec<String> {
    let out =
        stdout(bin().args(["run", "--problem", "sudoku", "--color", "never", "--lang", lang]));
    let mut lines = Vec::new();
    for line in out.lines().map(visible) {
        let mut text = line.as_str();
        while let Some(rest) = text.strip_prefix("│ ") {
            text = rest;
        }
        if !text.starts_with("    ") {
            lines.push(line);
        }
    }
    lines
}

/// Whether the line of step `step` is on the screen, marked as the current one: whole, or
/// cut at the window's edge.
fn current(screen: &str, lines: &[String], step: usize) -> bool {
    use unicode_width::UnicodeWidthStr;
    let want = format!("▶ {}", lines[step]);
    let want = want.trim_end();
    visible(screen)
        .lines()
        .map(str::trim_end)
        .any(|l| l.starts_with("▶ ") && want.starts_with(l) && (l == want || l.width() >= 76))
}

/// Per language: its name, "step K" as the title says it, the heading's words, one word of a
/// reject by the row, by the column and by the box.
const LANGS: [(&str, &str, &str, &str, [&str; 3]); 5] = [
    ("en", "step {}", "sudoku 4×4 · depth", "space/→/l next", ["row 0", "column 3", "its box"]),
    ("zh", "第 {} 步", "数独 4×4 · 深度", "空格/→/l 下一步", ["第 0 行", "第 3 列", "同一宫"]),
    (
        "zh-Hant",
        "第 {} 步",
        "數獨 4×4 · 深度",
        "空白/→/l 下一步",
        ["第 0 橫列", "第 3 直行", "同一宮"],
    ),
    ("fa", "گام {} از", "سودوکو 4×4 · عمق", "space/→/l", ["سطر 0", "ستون 3", "مربع آن"]),
    (
        "tr",
        "adım {} /",
        "sudoku 4×4 · derinlik",
        "boşluk/→/l ileri",
        ["0. satırda", "3. sütunda", "aynı kutuda"],
    ),
];

#[test]
#[ignore = "needs tmux"]
fn stepping_a_sudoku_forwards_and_backwards_at_80x24_in_every_language() {
    for (lang, step, heading, keys, rules) in LANGS {
        let lines = run_lines(lang);
        let at = |k: usize| step.replace("{}", &k.to_string());
        let t = Tmux::start_in(
            &format!("sudoku{lang}"),
            &format!("step --problem sudoku --lang {lang}"),
            80,
            24,
        );
        let s = t.wait_settled(&at(0));
        assert!(s.contains(&format!("{heading} 0")), "{lang}: {s}");
        assert!(s.contains(keys), "{lang}: the keys in the language: {s}");
        assert_eq!(s.lines().nth(3), Some(HEADER), "{lang}: {s}");
        // The givens, and no chess board.
        assert_eq!(
            grid(&s),
            [
                "  0  1  . │ .  .",
                "  1  .  . │ 2  .",
                "    ──────┼──────",
                "  2  .  3 │ .  .",
                "  3  .  . │ .  4"
            ],
            "{lang}"
        );
        assert!(current(&s, &lines, 0), "{lang}: {s}");
        // The tree follows queens: for a Sudoku its key draws nothing.
        t.keys(&["t", "Tab"]);
        assert_eq!(t.press(&["l", "h"], &at(0)), s, "{lang}");

        // Step 2: 1 in (0,1) is refused by the 1 at (0,0), in their row.
        let s = t.press(&["l", "Space"], &at(2));
        assert_eq!(grid(&s)[0], "  0 (1)x1x│:.::.:", "{lang}: {s}");
        assert!(current(&s, &lines, 2) && lines[2].contains(rules[0]), "{lang}: {s}");
        assert!(visible(&s).contains(&format!("  {}", lines[1])), "{lang}: the try above: {s}");

        // Back to step 1: the cell being tried, with its digit.
        let s = t.press(&["h"], &at(1));
        assert_eq!(grid(&s)[0], "  0  1 [1]│ .  .", "{lang}: {s}");
        assert!(current(&s, &lines, 1), "{lang}: {s}");

        // Step 4 writes 2 in (0,1): the search goes one level down.
        let s = t.press(&["Right", "Right", "Right"], &at(4));
        assert_eq!(grid(&s)[0], "  0  1 <2>│ .  .", "{lang}: {s}");
        assert!(s.contains(&format!("{heading} 1")), "{lang}: {s}");

        // Step 18: 4 in (0,3) is refused by the 4 at (3,3), in their column, drawn down it.
        let s = t.press(&["l"; 14], &at(18));
        assert_eq!(
            grid(&s),
            [
                "  0  1 '2'│'3'x4x",
                "  1  .  . │ 2 :.:",
                "    ──────┼──────",
                "  2  .  3 │ . :.:",
                "  3  .  . │ . (4)"
            ],
            "{lang}: {s}"
        );
        assert!(current(&s, &lines, 18) && lines[18].contains(rules[1]), "{lang}: {s}");
        assert!(s.contains(&format!("{heading} 2")), "{lang}: {s}");

        // Step 19: nothing fits (0,3), so the 3 of (0,2) is erased, one level up.
        let s = t.press(&["l"], &at(19));
        assert_eq!(grid(&s)[0], "  0  1 '2'│-3- .", "{lang}: {s}");
        assert!(current(&s, &lines, 19), "{lang}: {s}");
        assert!(s.contains(&format!("{heading} 1")), "{lang}: {s}");

        // Step 35: 1 in (1,1) is refused by the 1 at (0,0), in their box, drawn whole.
        let s = t.press(&["l"; 16], &at(35));
        assert_eq!(grid(&s)[..2], ["  0 (1):2:│'4''3'", "  1 :3:x1x│ 2  ."], "{lang}: {s}");
        assert!(current(&s, &lines, 35) && lines[35].contains(rules[2]), "{lang}: {s}");
        assert!(s.contains(&format!("{heading} 4")), "{lang}: {s}");

        // Back over the box, the backtrack and the column: each grid as it was forwards.
        let s = t.press(&["h"; 16], &at(19));
        assert_eq!(grid(&s)[0], "  0  1 '2'│-3- .", "{lang}: {s}");
        let s = t.press(&["Left"], &at(18));
        assert_eq!(grid(&s)[4], "  3  .  . │ . (4)", "{lang}: {s}");
        assert!(current(&s, &lines, 18), "{lang}: {s}");

        // The solution: every written digit starred, the givens as given, twelve deep.
        let s = t.press(&["n"], &at(88));
        assert_eq!(
            grid(&s),
            [
                "  0  1 *2*│*4**3*",
                "  1 *3**4*│ 2 *1*",
                "    ──────┼──────",
                "  2 *4* 3 │*1**2*",
                "  3 *2**1*│*3* 4"
            ],
            "{lang}: {s}"
        );
        assert!(s.contains(&format!("{heading} 12")), "{lang}: {s}");
        assert!(current(&s, &lines, 88), "{lang}: {s}");

        // The end, the counters, and back to the start.
        let s = t.press(&["G"], &at(164));
        assert!(current(&s, &lines, 164), "{lang}: {s}");
        assert!(s.contains(&format!("{heading} 0")), "{lang}: {s}");
        let s = t.press(&["g"], &at(0));
        assert_eq!(grid(&s)[0], "  0  1  . │ .  .", "{lang}: {s}");
        t.quit();
    }
}

#[test]
#[ignore = "needs tmux"]
fn a_sudoku_trace_file_steps_as_the_live_search() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("sudoku.jsonl");
    let ok = Command::new(crate::util::BIN)
        .args(["run", "--problem", "sudoku", "--format", "jsonl", "-o"])
        .arg(&trace)
        .status()
        .unwrap()
        .success();
    assert!(ok);
    let lines = run_lines("en");
    assert_eq!(lines.len(), 165, "a line a step");
    let t = Tmux::start_in("sudokufile", &format!("step --input {}", trace.display()), 80, 24);
    // A whole file is known from the start.
    t.wait_settled("step 0 of 164");
    let s = t.press(&["G"], "step 164 of 164");
    assert!(current(&s, &lines, 164), "{s}");
    assert!(
        s.contains("tries 72 · accepted 18 · rejected 54 · backtracks 18 · solutions 1"),
        "{s}"
    );
    let s = t.press(&["N"], "step 88 of 164");
    assert_eq!(grid(&s)[0], "  0  1 *2*│*4**3*", "{s}");
    // A trace is stepped from its middle too: the lines before keep their depth.
    let s = t.press(&["h"], "step 87 of 164");
    assert!(current(&s, &lines, 87), "{s}");
    assert!(visible(&s).contains(&format!("  {}", lines[86])), "{s}");
    t.quit();
}

/// What follows queens row by row is N-Queens' own: refused for a Sudoku with one line that
/// names what it does take, before the view needs a terminal.
#[test]
fn a_sudoku_step_refuses_what_is_n_queens_own() {
    // `--code` is not among them: a Sudoku has a program of its own (tests/programs.rs).
    for args in [&["--quiz"][..], &["--exercise"], &["--start", "1"], &["5"]] {
        let err = fails(bin().args(["step", "--problem", "sudoku"]).args(args), 2);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains("step of a sudoku search does not take"), "{args:?}: {err}");
        assert!(err.contains("it takes --puzzle"), "{args:?}: {err}");
    }
    let err = fails(bin().args(["step", "--problem", "sudoku", "--puzzle", "1..1"]), 2);
    assert!(err.contains("a puzzle of 4 cells: expected 16 (4×4) or 81 (9×9)"), "{err}");
}
