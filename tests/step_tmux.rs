//! The interactive `step` view, driven the way a student drives it: in a real terminal (tmux,
//! 100×40), with keys sent by `send-keys` and the screen read back by `capture-pane`.
//!
//! Needs tmux (`.ci/run` installs it); [`Tmux`] runs a server of its own for each test.

use crate::util::tmux::{looks, Look, Tmux};
use crate::util::BIN;
use nqueens_trace::program::Program;
use nqueens_trace::Kind;
use std::process::Command;
use std::thread::sleep;
use std::time::Duration;

/// The board rows of a screen: the title, a blank line and the column header come first.
fn board(screen: &str, n: usize) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    lines[3..3 + n].iter().map(|l| l.trim_end().to_string()).collect()
}

#[test]
#[ignore = "needs tmux"]
fn stepping_forward_back_to_solutions_and_out() {
    let t = Tmux::start("walk", "step 4");
    let s = t.wait_settled("step 0 of ? · paused");
    assert_eq!(s.lines().nth(2), Some("     0  1  2  3"));
    assert!(s.contains("space/→/l next  ←/h/b back  n/N solution"), "{s}");
    assert!(s.contains("▶ n-queens 4×4: one queen per row"), "{s}");

    let s = t.press(&["Space", "Right", "l", "l"], "step 4 of ?");
    assert_eq!(
        board(&s, 4),
        ["  0 (Q) :  :  :", "  1 [x] :  .  .", "  2  :  .  :  .", "  3  :  .  .  :"]
    );
    assert!(s.contains("▶ │ ✗ reject (1,0): same column as the queen at (0,0)"));
    assert!(s.contains("  │ → try (1,0)"));
    assert!(s.contains("tries 2 · accepted 1 · rejected 1 · backtracks 0 · solutions 0"));

    let s = t.press(&["Left"], "step 3 of ?");
    assert_eq!(board(&s, 4)[..2], ["  0  Q  :  :  :", "  1 [?] :  .  ."]);
    assert!(s.contains("▶ │ → try (1,0)"));

    let s = t.press(&["n"], "step 57 of ?");
    assert!(s.contains("▶ │ │ │ ★ solution 1: [1, 3, 0, 2]"), "{s}");
    assert!(s.contains("solutions 1"));

    let s = t.press(&["G"], "step 139 of 139");
    assert!(s.contains("▶ done: 2 solutions, 60 tries (16 accepted, 44 rejected), 16 backtracks"));
    t.keys(&["N"]);
    t.wait_text("★ solution 2: [2, 0, 3, 1]");
    t.keys(&["g"]);
    t.wait_text("step 0 of 139");

    t.quit();
}

#[test]
#[ignore = "needs tmux"]
fn ctrl_c_and_escape_restore_the_terminal() {
    for (name, key, code) in [("ctrlc", "C-c", 130), ("esc", "Escape", 0)] {
        let t = Tmux::start(name, "step 5");
        t.wait_text("step 0 of ?");
        t.keys(&[key]);
        t.wait_exit(code);
    }
}

#[test]
#[ignore = "needs tmux"]
fn a_sigint_from_outside_restores_the_terminal() {
    let t = Tmux::start("sigint", "step 5");
    t.wait_text("step 0 of ?");
    let out = t.cmd(&["list-panes", "-F", "#{pane_pid}"]).output().unwrap();
    let shell = String::from_utf8(out.stdout).unwrap().trim().to_string();
    // The pane runs a shell; the view is its child.
    let killed =
        Command::new("pkill").args(["-INT", "-P", &shell, "nqueens-trace"]).status().unwrap();
    assert!(killed.success());
    t.wait_exit(130);
}

#[test]
#[ignore = "needs tmux"]
fn play_pause_and_speed() {
    let t = Tmux::start("play", "step 6");
    t.wait_text("paused");
    t.keys(&["+", "+"]);
    t.keys(&["Enter"]);
    t.wait_text("playing, 50 ms a step");
    t.wait_for("the play to move on", |s| !s.contains("step 0 of") && !s.contains("step 1 of"));
    let s = t.press(&["p"], "paused");
    let step = |s: &str| s.lines().next().unwrap_or("").to_string();
    sleep(Duration::from_millis(300));
    assert_eq!(step(&t.screen()), step(&s), "paused means paused");
    t.keys(&["-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "p"]);
    t.wait_text("playing, 2000 ms a step");
    t.quit();
}

#[test]
#[ignore = "needs tmux"]
fn a_trace_file_in_classic_chinese_with_a_filter() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("n4.jsonl");
    let ok = Command::new(BIN)
        .args(["run", "4", "--format", "jsonl", "-o"])
        .arg(&trace)
        .status()
        .unwrap()
        .success();
    assert!(ok);
    let args = format!(
        "step --input {} --style classic --lang zh --only try,reject --one-based",
        trace.display()
    );
    let t = Tmux::start("file", &args);
    // A whole trace file is known from the start.
    let s = t.wait_settled("第 0 步，共 139 步 · 已暂停");
    assert!(s.contains("空格/→/l 下一步  ←/h/b 上一步"), "the key help is in Chinese: {s}");
    let s = t.press(&["l", "l", "l"], "第 4 步，共 139 步");
    assert!(s.contains("尝试 2 · 放置 1 · 冲突 1 · 回溯 0 · 解 0"), "{s}");
    assert!(s.contains("▶ + ------------------------- (1, 2): failed"), "{s}");
    assert!(s.contains("  + ------------------------- 在棋局为(1,)的情况下检查：(1,2)"));
    // Hidden accepts still move the board: the queen of row 1 stands on column 1.
    assert_eq!(s.lines().nth(2), Some("     1  2  3  4"));
    assert_eq!(board(&s, 4)[..2], ["  1 (Q) :  :  :", "  2 [x] :  .  ."]);
    t.quit();
}

#[test]
#[ignore = "needs tmux"]
fn a_trace_on_standard_input_and_a_missing_file() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("n5.jsonl");
    let bin = BIN;
    let ok = Command::new(bin)
        .args(["run", "5", "--first", "--format", "jsonl", "-o"])
        .arg(&trace)
        .status()
        .unwrap()
        .success();
    assert!(ok);
    let piped = format!("cat {} | {bin} step --input -", trace.display());
    let t = Tmux::start_shell("stdin", &piped);
    t.wait_text("n=5 · step 0 of 32");
    let s = t.press(&["G"], "▶ done: 1 solution");
    assert!(s.contains("stopped at the limit"), "{s}");
    t.quit();

    let missing = dir.path().join("missing.jsonl");
    let t = Tmux::start("missing", &format!("step --input {}", missing.display()));
    let s = t.wait_settled("exited 2");
    let expected =
        format!("nqueens-trace: cannot read '{}': No such file or directory", missing.display());
    assert!(s.contains(&expected), "{s}");
}

#[test]
#[ignore = "needs tmux"]
fn a_big_trace_to_a_terminal_says_how_big_first() {
    // The trace scrolls the note away at once, so stderr goes to a file; stdout stays the
    // terminal, which is what makes the note appear.
    let dir = tempfile::tempdir().unwrap();
    let bin = BIN;
    for (name, args, noted) in [("big", "13", true), ("narrow", "13 --first", false)] {
        let err = dir.path().join(format!("{name}.err"));
        let t = Tmux::start_shell(name, &format!("{bin} {args} 2> {}", err.display()));
        if noted {
            t.wait_text("try (8,");
            t.keys(&["C-c"]);
            t.wait_text("exited 130");
        } else {
            t.wait_text("exited 0");
        }
        let note = std::fs::read_to_string(&err).unwrap();
        assert_eq!(note.contains("the full trace of n=13 is 124,379,231 lines"), noted, "{note}");
    }
}

#[test]
#[ignore = "needs tmux"]
fn a_broken_line_stays_on_screen_and_fails_the_exit() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("broken.jsonl");
    let n4 = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/traces/n4.jsonl"));
    let broken = n4.unwrap().replacen("\"reject\"", "\"rejekt\"", 1);
    std::fs::write(&trace, broken).unwrap();
    let t = Tmux::start("broken", &format!("step --input {}", trace.display()));
    t.wait_text("step 0 of ?");
    t.keys(&["Space", "Space", "Space", "Space"]);
    let error = "broken.jsonl:5: not a valid nqueens-trace/1 event";
    t.wait_text(error);
    // Further keys do not hide it: the trace cannot go on.
    t.keys(&["Space", "Left", "Space"]);
    sleep(Duration::from_millis(300));
    assert!(t.screen().contains(error), "{}", t.screen());
    let s = t.press(&["q"], "exited 2");
    assert!(s.contains(error), "{s}");
}

/// The line a program's pane marks for an event of `kind` after one of `previous`: the mark,
/// the line number and the line, as the pane draws it.
fn marked(p: &Program, kind: Kind, previous: Kind) -> String {
    let l = p.lines_for(kind, Some(previous))[0];
    let digits = p.line_count().to_string().len();
    format!("▶{l:>digits$} {}", p.line(l).unwrap())
}

#[test]
#[ignore = "needs tmux"]
fn the_code_pane_marks_the_line_that_ran_and_draws_the_stack() {
    let python = Program::named("python").unwrap();
    let t = Tmux::start("code", "step 4 --code python");
    let s = t.wait_settled("── python.py · Python");
    assert!(s.contains(&marked(python, Kind::Start, Kind::Start)), "{s}");
    let s = t.press(&["Space", "Space", "Space", "Space"], "step 4 of ?");
    assert!(s.contains(&marked(python, Kind::Reject, Kind::Try)), "{s}");
    assert!(s.contains("call stack"), "{s}");
    assert!(s.contains("  place(row=0) col=0"), "{s}");
    assert!(s.contains("▶ place(row=1) col=0"), "{s}");
    // The board is still there, beside the code.
    assert!(s.contains("  1 [x] :  .  ."), "{s}");
    let s = t.press(&["n"], "step 57 of ?");
    assert!(s.contains(&marked(python, Kind::Solution, Kind::Accept)), "{s}");
    assert!(s.contains("▶ place(row=4)"), "the leaf call of a solution: {s}");
    t.quit();

    // Without recursion there is no stack; the pseudocode is the default program.
    let iterative = Program::named("cpp-iterative").unwrap();
    let t = Tmux::start("iter", "step 4 --code cpp-iterative");
    let s = t.press(&["Space"], "step 1 of ?");
    assert!(s.contains(&marked(iterative, Kind::Try, Kind::Start)), "{s}");
    assert!(!s.contains("call stack"), "{s}");
    t.quit();
    let t = Tmux::start("pseudo", "step 4 --code");
    t.wait_text("── pseudo.txt · ");
    t.quit();
}

/// The checks of a screen that must hold, whatever the window: the whole board of size `n`
/// (its column numbers and every row), the current trace line, and the key help on the last
/// row, which starts with `keys`.
fn assert_essentials(s: &str, n: usize, keys: &str) {
    let lines: Vec<&str> = s.lines().collect();
    let header: String = (0..n).map(|c| format!("{c:^3}")).collect();
    let at = lines.iter().position(|l| l.contains(header.trim_end())).expect(s);
    for r in 0..n {
        let row = lines.get(at + 1 + r).copied().unwrap_or("");
        assert!(row.starts_with(&format!("{r:>3} ")), "board row {r} in {s}");
    }
    assert!(lines.iter().any(|l| l.starts_with('▶')), "the current line in {s}");
    let last = lines.iter().rev().find(|l| !l.trim().is_empty()).unwrap();
    assert!(last.starts_with(keys) || lines.iter().any(|l| l.starts_with(keys)), "keys in {s}");
}

#[test]
#[ignore = "needs tmux"]
fn an_80x24_window_folds_the_code_to_its_marked_line_and_says_which_key_unfolds_it() {
    let python = Program::named("python").unwrap();
    let t = Tmux::start_in("fold", "step 4 --code python", 80, 24);
    t.wait_text("n=4 · step 0 of ?");
    let s = t.press(&["Space"; 12], "step 12 of ?");
    assert_essentials(&s, 4, "space/→/l next");
    assert_eq!(s.lines().count(), 24, "{s}");
    assert!(s.contains("── python.py · Python · "), "{s}");
    assert!(s.contains("lines folded, s shows them"), "{s}");
    // The marked line is whole, over two rows if it must be, with its neighbours.
    let marked = marked(python, Kind::Reject, Kind::Try);
    let (number, _) = marked.split_once(" if ").unwrap();
    assert!(s.contains(number), "{s}");
    assert!(s.contains("row + col in antis:"), "{s}");
    assert!(s.contains("▶ place(row=2) col=1"), "{s}");
    // s gives the code the room of the other panes; the board and the current line stay.
    let s = t.press(&["s"], "step 12 of ?");
    assert_essentials(&s, 4, "space/→/l next");
    let lines = |s: &str| s.lines().filter(|l| l.contains("        ")).count();
    assert!(s.contains("? legend") || s.contains("?: all"), "{s}");
    let folded = t.press(&["s"], "step 12 of ?");
    assert!(lines(&s) >= lines(&folded), "{s}\n{folded}");

    // Dragged larger, the view redraws and nothing folds.
    t.resize(140, 100);
    let s = t.wait_for("the larger frame", |s| {
        !s.contains("folded") && s.contains("Q queen  [Q] just placed")
    });
    assert!(s.contains("step 12 of ?"), "{s}");
    t.quit();
}

#[test]
#[ignore = "needs tmux"]
fn an_80x24_window_folds_the_tree_to_the_current_path_in_every_language_and_colour() {
    for (name, env, lang, keys, title, unfold) in [
        ("treeen", "", "en", "space/→/l next", "search tree", " t shows"),
        ("treezh", "NO_COLOR=1 ", "zh", "空格/→/l 下一步", "搜索树", "按 t 展开"),
        ("treefa", "CLICOLOR_FORCE=1 ", "fa", "space/→/l", "درخت جست‌وجو", "\u{200e}t\u{200e}"),
    ] {
        let t = Tmux::start_shell_in(name, &format!("{env}{BIN} step 8 --lang {lang}"), 80, 24);
        t.wait_text("n=8 · ");
        t.keys(&["Space"; 40]);
        t.wait_for("step 40", |s| s.contains(" 40 "));
        let s = t.press(&["t"], title);
        assert_essentials(&s, 8, keys);
        // The tree keeps the row being filled, and says which key shows the rest.
        let tree = s.lines().position(|l| l.contains(title)).unwrap();
        assert!(s.lines().nth(tree).unwrap().contains(unfold), "{s}");
        assert!(s.lines().nth(tree + 1).unwrap().contains('│'), "{s}");
        // t shows the tree whole, folding the board's neighbours instead; again, it hides.
        let s = t.press(&["t"], title);
        assert_essentials(&s, 8, keys);
        t.keys(&["t"]);
        // The keys are drawn last: once they show, the frame is whole.
        let s = t.wait_for("the tree hidden", |s| !s.contains(title) && s.contains(keys));
        assert_essentials(&s, 8, keys);
        t.quit();
    }
}

#[test]
#[ignore = "needs tmux"]
fn an_80x24_quiz_with_the_code_keeps_its_question_the_board_and_the_keys() {
    for (name, lang, keys, question) in [
        ("qen", "en", "space/→/l next", "is (0,0) accepted or rejected?"),
        ("qzh", "zh", "空格/→/l 下一步", "(0,0) 会放置还是冲突？"),
        ("qfa", "fa", "space/→/l", "پذیرفته می‌شود یا رد؟"),
    ] {
        let t = Tmux::start_in(name, &format!("step 8 --code python --quiz --lang {lang}"), 80, 24);
        t.wait_text("n=8 · ");
        let s = t.press(&["Space"], question);
        assert_essentials(&s, 8, keys);
        // Nothing answers the question: no attacked square shaded, no line after the try.
        let header = s.lines().position(|l| l.starts_with("     0  1  2")).unwrap();
        for row in s.lines().skip(header + 1).take(8) {
            let cells: String = row.chars().take(4 + 3 * 8).collect();
            assert!(!cells.contains(':'), "{s}");
        }
        assert!(s.lines().any(|l| l.starts_with("▶ → ")), "{s}");
        t.quit();
    }
}

/// The tree's rows under its title, up to the first blank line or the line of the selection.
fn tree_rows(s: &str, title: &str) -> Vec<String> {
    let lines: Vec<&str> = s.lines().collect();
    let at = lines.iter().position(|l| l.contains(title)).expect(s);
    lines[at + 1..]
        .iter()
        .take_while(|l| l.contains('│'))
        .map(|l| l.trim_end().to_string())
        .collect()
}

#[test]
#[ignore = "needs tmux"]
fn the_tree_key_draws_the_search_tree_with_its_marks_and_legend() {
    let t = Tmux::start("tree", "step 4");
    let s = t.press(&["Space"; 7], "step 7 of ?");
    assert!(!s.contains("search tree"), "{s}");
    let s = t.press(&["t"], "search tree (t hides, tab selects)");
    assert_eq!(
        tree_rows(&s, "search tree"),
        ["  0 │ 0Q 1· 2· 3·", "    │ ├──┬──┐", "  1 │ 0✗ 1✗ 2? 3·"]
    );
    // At the first solution: the subtree under (0,0) finished with 3 queens placed below it
    // and no solution, folded (▸3); the path through (0,1); the squares each row refused.
    let s = t.press(&["n"], "step 57 of ?");
    assert_eq!(
        tree_rows(&s, "search tree"),
        [
            "  0 │ 0▸3 1Q  2·  3·",
            "    │ ┌───┼───┬───┐",
            "  1 │ 0✗  1✗  2✗  3Q",
            "    │ ┌───────────┘",
            "  2 │ 0Q  1·  2·  3·",
            "    │ ├───┬───┐",
            "  3 │ 0✗  1✗  2Q  3·",
        ]
    );
    assert!(s.contains("▸k folded, k queens below, no solution"), "{s}");
    // Step 17 lifted (1,2) over a row of refusals: a dead end (∅), not a success.
    let s = t.press(&["g"], "step 0 of");
    assert!(tree_rows(&s, "search tree").is_empty() || s.contains("0·"), "{s}");
    let s = t.press(&["Space"; 17], "step 17 of ?");
    assert_eq!(tree_rows(&s, "search tree")[2], "  1 │ 0✗ 1✗ 2∅ 3·");
    assert!(s.contains("∅ dead end"), "{s}");
    // At the end, the two subtrees of row 0 that hold a solution each.
    let s = t.press(&["G"], "step 139 of 139");
    assert_eq!(tree_rows(&s, "search tree"), ["  0 │ 0▸3 1★1 2★1 3▸3"]);
    assert!(s.contains("★ solution (★k: k below)"), "{s}");
    t.keys(&["t"]);
    t.wait_for("the tree hidden", |s| !s.contains("search tree"));
    t.quit();
}

/// A screen captured with its attributes, the selection of the tree (reversed, or with colour
/// white on blue) between `[` and `]`, every other attribute and colour left out.
fn reversed(styled: &str) -> String {
    let mut out = String::new();
    let mut chars = styled.chars();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            out.push(c);
            continue;
        }
        let code: String = chars.by_ref().take_while(|c| !c.is_ascii_alphabetic()).collect();
        match code.as_str() {
            "[7" | "[48;5;12" => out.push('['),
            "[0" => out.push(']'),
            _ => {}
        }
    }
    out
}

/// Tab gives the keys to the tree: the arrows move a selection between its nodes, each said
/// in a line of its own (a rejected square with its conflict), and Enter goes to its step; in
/// a window of 80×24 and a larger one, in three languages, with and without colour.
#[test]
#[ignore = "needs tmux"]
fn tab_selects_a_node_of_the_tree_and_enter_goes_to_its_step() {
    for (name, env, lang, size, title, placed, keys) in [
        (
            "selen",
            "NO_COLOR=1 ",
            "en",
            (80, 24),
            "search tree",
            "placed at step ",
            "←/→/h/l beside",
        ),
        ("selen2", "", "en", (120, 50), "search tree", "placed at step ", "←/→/h/l beside"),
        ("selzh", "", "zh", (80, 24), "搜索树", "第 ", "←/→/h/l 同一层"),
        ("selfa", "NO_COLOR=1 ", "fa", (80, 24), "درخت جست‌وجو", "در گام ", "←/→/h/l\u{200e} کنار"),
        (
            "selfa2",
            "CLICOLOR_FORCE=1 ",
            "fa",
            (120, 50),
            "درخت جست‌وجو",
            "در گام ",
            "←/→/h/l\u{200e} کنار",
        ),
    ] {
        let command = format!("{env}{BIN} step 8 --lang {lang}");
        let t = Tmux::start_shell_in(name, &command, size.0, size.1);
        t.wait_text("n=8 · ");
        t.keys(&["Space"; 40]);
        t.wait_for("step 40", |s| s.contains(" 40 "));
        // The line under the tree says what the selected node is.
        let said = |s: &str| -> String {
            let at = s.lines().position(|l| l.contains(title)).expect(s);
            let rows = tree_rows(s, title).len();
            s.lines().nth(at + 1 + rows).unwrap_or("").to_string()
        };
        // Tab shows the tree and selects the square of the current step: step 40 rejects
        // (5,4), by the queen at (2,4), along its column.
        let s = t.press(&["Tab"], keys);
        assert_essentials(&s, 8, keys);
        assert!(said(&s).contains("(5,4)") && said(&s).contains("(2,4)"), "{s}");
        // The help shows the keys of the mode: the tree's arrows and Enter, then the step
        // keys that still work, never an arrow or Enter of stepping beside them.
        let stepping = ["←/h/b", "→/l", "/p ", "/p\u{200e}"];
        assert!(stepping.iter().all(|k| !s.contains(k)), "{s}");
        // Up: the queen above on the path, (4,3), placed at its own step, which Enter goes to.
        let s = t.press(&["Up"], "(4,3)");
        assert_essentials(&s, 8, keys);
        let line = said(&s);
        let at = line.find(placed).unwrap_or_else(|| panic!("{line}")) + placed.len();
        let step: String = line[at..].chars().take_while(char::is_ascii_digit).collect();
        assert_eq!(step, "30", "{s}");
        // The selected node is reversed (with colour, white on blue): `[` … `]` here.
        let out = t.cmd(&["capture-pane", "-p", "-e"]).output().unwrap();
        let styled = reversed(&String::from_utf8_lossy(&out.stdout));
        assert!(styled.lines().any(|l| l.starts_with("  4 │") && l.contains("[3Q]")), "{styled}");
        t.keys(&["Enter"]);
        let title_says =
            |k: &'static str| move |s: &str| s.lines().next().unwrap_or("").contains(k);
        t.wait_for("step 30", title_says(" 30 "));
        let s = t.wait_settled(keys);
        assert_essentials(&s, 8, keys);
        // The board shows the queen just placed there, and the tree keeps the keys.
        let header = s.lines().position(|l| l.starts_with("     0  1  2")).expect(&s);
        assert!(s.lines().nth(header + 5).unwrap().contains("[Q]"), "{s}");
        // Left moves along the row, to the square refused before it; Tab gives the keys
        // back, and ← steps back again.
        let s = t.press(&["Left"], "(4,2)");
        assert!(said(&s).contains("(4,2)"), "{s}");
        t.keys(&["Tab"]);
        t.wait_for("the keys given back", |s| !s.contains(keys) && s.contains("n/N"));
        t.keys(&["Left"]);
        t.wait_for("step 29", title_says(" 29 "));
        let s = t.wait_settled("n/N");
        assert!(!said(&s).contains("(4,2)"), "no selection any more: {s}");
        t.quit();
    }
}

#[test]
#[ignore = "needs tmux"]
fn the_legend_names_every_mark_and_play_at_the_end_says_it_is_over() {
    let t = Tmux::start("over", "step 4");
    // Every mark as the board draws it: a queen bare, the one just placed in brackets.
    let s = t.wait_settled("[Q] just placed");
    assert!(s.contains("Q queen  [Q] just placed  [?] tried"), "{s}");
    assert!(s.contains("*Q* solution"), "{s}");
    t.keys(&["G"]);
    t.wait_text("step 139 of 139");
    let s = t.press(&["p"], "the search is over: g goes back to the first step");
    assert!(s.contains("paused"), "{s}");
    t.quit();
}

#[test]
#[ignore = "needs tmux"]
fn no_color_draws_no_colour_and_the_marks_keep_their_shapes() {
    let t = Tmux::start_shell("nocolor", &format!("NO_COLOR=1 {BIN} step 4"));
    t.keys(&["Space", "Space", "Space", "Space"]);
    t.wait_text("step 4 of ?");
    let out = t.cmd(&["capture-pane", "-p", "-e"]).output().unwrap();
    let s = String::from_utf8_lossy(&out.stdout).into_owned();
    let board: Vec<&str> = s.lines().skip(3).take(4).map(str::trim_end).collect();
    assert_eq!(
        board,
        ["  0 (Q) :  :  :", "  1 [x] :  .  .", "  2  :  .  :  .", "  3  :  .  .  :"],
        "{s}"
    );
    // Not one colour anywhere on the screen: only the current line is reversed.
    for line in s.lines() {
        for (c, look) in looks(line) {
            assert_eq!((&look.fg, &look.bg), (&None, &None), "{c:?} in {line:?}");
            assert_eq!(look.reverse, line.contains("reject (1,0)"), "{line:?}");
        }
    }
    t.quit();
}

#[test]
#[ignore = "needs tmux"]
fn a_quiz_judges_right_and_wrong_answers_and_prints_the_score() {
    let t = Tmux::start("quiz", "step 4 --quiz");
    t.keys(&["Space"]);
    t.wait_text("quiz: 0 of 0 right · is (0,0) accepted or rejected?");
    assert!(t.screen().contains("a accept  r reject"));
    let s = t.press(&["a"], "right: no queen attacks (0,0), so it is accepted");
    assert!(s.contains("step 2 of ?"), "the answer is the next step: {s}");
    assert!(s.contains("▶ ✓ accept (0,0)"), "{s}");

    // try (1,0): the board does not shade the attacked squares while the question is open.
    let s = t.press(&["Space"], "is (1,0) accepted or rejected?");
    assert_eq!(
        board(&s, 4),
        ["  0  Q  .  .  .", "  1 [?] .  .  .", "  2  .  .  .  .", "  3  .  .  .  ."]
    );
    t.keys(&["r"]);
    t.wait_text("quiz: 1 of 1 right · which queen attacks (1,0)?");
    t.keys(&["0"]);
    t.wait_text("along which line does the queen at (0,0) attack (1,0)?");
    t.type_text("|");
    let s = t.wait_settled("right: the queen at (0,0) attacks (1,0) along its column");
    assert!(s.contains("quiz: 2 of 2 right"), "{s}");
    assert!(s.contains("▶ │ ✗ reject (1,0): same column as the queen at (0,0)"));

    // try (1,1), the queen named by its column, the wrong line.
    t.keys(&["Space"]);
    t.wait_text("is (1,1) accepted or rejected?");
    t.keys(&["r", "c", "0"]);
    t.wait_text("along which line does the queen at (0,0) attack (1,1)?");
    t.type_text("/");
    t.wait_text("wrong: the queen at (0,0) attacks (1,1) along the diagonal (\\)");

    // try (1,2): a step before the answer is refused, then a wrong "rejected".
    t.keys(&["Space"]);
    t.wait_text("is (1,2) accepted or rejected?");
    let s = t.press(&["Space"], "answer first, or leave the question with ←, g, n or G");
    assert!(s.contains("step 7 of ?"), "{s}");
    let s = t.press(&["r"], "wrong: no queen attacks (1,2), so it is accepted");
    assert!(s.contains("quiz: 2 of 4 right"), "{s}");
    assert!(s.contains("step 8 of ?"), "{s}");

    // Back over an answered question: its verdict, not the question again.
    let s = t.press(&["Left"], "step 7 of ?");
    assert!(s.contains("wrong: no queen attacks (1,2)"), "{s}");
    assert!(!s.contains("accepted or rejected?"), "{s}");

    // The score, and each wrong answer beside the right one.
    let s = t.press(&["q"], "exited 0");
    assert!(s.contains("quiz: 2 of 4 right\n2 wrong answers:\nstep 5: along which line"), "{s}");
    assert!(s.contains("(1,1)? you said along /; the queen at (0,0)"), "{s}");
    assert!(s.contains("step 7: is (1,2) accepted or rejected? you said rejected; no queen"));
    t.wait_exit(0);
}

/// The answer to a backtrack's question stays on screen, at its step, until the student
/// steps on; right and wrong verdicts are green and red, and plain without colour.
#[test]
#[ignore = "needs tmux"]
fn a_quiz_shows_the_free_square_verdict_and_colours_right_and_wrong() {
    for (name, env) in [("qfree", "CLICOLOR_FORCE=1 "), ("qfree-plain", "NO_COLOR=1 ")] {
        let t = Tmux::start_shell_in(name, &format!("{env}{BIN} step 4 --quiz"), 80, 24);
        t.wait_text("n=4 · ");
        let styled = || {
            let out = t.cmd(&["capture-pane", "-p", "-e"]).output().unwrap();
            String::from_utf8_lossy(&out.stdout).into_owned()
        };
        // Right: the first try is accepted.
        t.keys(&["Space"]);
        t.wait_text("is (0,0) accepted or rejected?");
        t.press(&["a"], "right: no queen attacks (0,0)");
        let coloured = env.starts_with("CLICOLOR");
        let green = styled().contains("\x1b[32mright: no queen attacks (0,0)");
        assert_eq!(green, coloured, "{}", styled());
        // Every other question answered "accepted" up to the first backtrack, step 17,
        // which lifts (1,2) with (1,3) still free.
        let ask = "is there a free square left in row 1?";
        for _ in 0..40 {
            let s = t.screen();
            if s.contains(ask) {
                break;
            }
            let key = if s.contains("accepted or rejected?") { "a" } else { "Space" };
            t.keys(&[key]);
            t.wait_for("the next frame", |now| now != s);
        }
        let s = t.wait_settled(ask);
        assert!(s.contains("step 17 of ?"), "{s}");
        // A wrong "none": the verdict shows, in red, and the view stays on the backtrack.
        let s = t.press(&["d"], "wrong: (1,3) is still free");
        assert!(s.contains("step 17 of ?") && s.contains("▶ │ ↩ backtrack (1,2)"), "{s}");
        let red = styled().contains("\x1b[31mwrong: (1,3) is still free");
        assert_eq!(red, coloured, "{}", styled());
        if !coloured {
            let s = styled();
            assert!(!s.contains("\x1b[31m") && !s.contains("\x1b[32m"), "no colour: {s}");
        }
        // Stepping on goes to the try of (1,3), whose question hides the verdict's square.
        let s = t.press(&["Space"], "is (1,3) accepted or rejected?");
        assert!(s.contains("step 18 of ?") && !s.contains("still free"), "{s}");
        t.keys(&["q"]);
        t.wait_exit(0);
    }
}

/// The quiz draws nothing past the current line at any moment, in English and Chinese: no
/// attacked square on the board (those of the rows below answer the questions to come), and
/// not the line that answers the next question.
#[test]
#[ignore = "needs tmux"]
fn a_quiz_draws_nothing_past_the_current_line_at_any_moment() {
    for (lang, step, next) in
        [("en", "step 2 of ?", "reject (1,0)"), ("zh", "第 2 步", "冲突 (1,0)")]
    {
        let t = Tmux::start(&format!("quiet-{lang}"), &format!("step 4 --quiz --lang {lang}"));
        t.wait_settled("     0  1  2  3");
        let clean = |s: &str, moment: &str| {
            for row in board(s, 4) {
                assert!(!row[4..].contains(':'), "{lang} {moment}: an attacked square: {s}");
            }
        };
        // The question of try (0,0), its answer, and the accept that shows it.
        let s = t.press(&["Space"], "(0,0)");
        clean(&s, "try (0,0)");
        let s = t.press(&["a"], step);
        clean(&s, "accept (0,0)");
        // At the accept of (0,0), the reject of (1,0) is the next question's answer.
        assert!(!s.contains(next), "{lang}: the next question's answer: {s}");
        t.keys(&["Space"]);
        let s = t.wait_settled("(1,0)");
        clean(&s, "try (1,0)");
        assert!(!s.contains(next), "{lang}: the answer before it is given: {s}");
        t.keys(&["r", "0"]);
        t.type_text("|");
        let s = t.wait_settled(next);
        clean(&s, "reject (1,0)");
        t.keys(&["Space"]);
        let s = t.wait_settled("(1,1)");
        clean(&s, "try (1,1)");
        t.keys(&["a"]);
        let s = t.wait_settled("(1,1)");
        clean(&s, "reject (1,1)");
        t.keys(&["q"]);
    }
}

#[test]
#[ignore = "needs tmux"]
fn a_quiz_of_rejects_only_steps_from_question_to_question() {
    let t = Tmux::start("drill", "step 4 --quiz --only reject");
    t.keys(&["Space"]);
    // The first try that is rejected: (1,0), after the accept of (0,0), which is not asked.
    let s = t.wait_settled("is (1,0) accepted or rejected?");
    assert!(s.contains("step 3 of ?"), "{s}");
    // The trace lines tell the whole story between two questions.
    assert!(s.contains("  ✓ accept (0,0)"), "{s}");
    t.keys(&["r", "0"]);
    t.type_text("|");
    t.wait_text("right: the queen at (0,0) attacks (1,0) along its column");
    t.keys(&["Space"]);
    t.wait_text("is (1,1) accepted or rejected?");
    t.keys(&["a"]);
    t.wait_text("wrong: the queen at (0,0) attacks (1,1) along the diagonal (\\)");
    // (1,2) is accepted: the next question is (2,0), with the queen at (1,2) on the board.
    let s = t.press(&["Space"], "is (2,0) accepted or rejected?");
    assert!(s.contains("  │ ✓ accept (1,2)"), "{s}");
    assert!(s.contains("quiz: 1 of 2 right"), "{s}");
    // Playing stops at the next question.
    t.keys(&["r", "1"]);
    t.wait_text("wrong: the queen at (1,2) does not attack (2,0); the queen at (0,0) attacks (2,0) along its column");
    let s = t.press(&["+", "+", "+", "p"], "is (2,1) accepted or rejected?");
    assert!(s.contains("paused"), "{s}");
    let s = t.press(&["q"], "exited 0");
    assert!(s.contains("quiz: 1 of 3 right\n2 wrong answers:\n"), "{s}");
    t.wait_exit(0);
}

#[test]
#[ignore = "needs tmux"]
fn a_quiz_with_nothing_to_ask_is_refused_in_one_line() {
    for (name, args, expected) in [
        (
            "only",
            "--only backtrack,solution",
            "nqueens-trace: --quiz asks whether a try is accepted or rejected, but --only backtrack,solution shows neither: use --only accept, --only reject or --only accept,reject",
        ),
        (
            "hide",
            "--hide reject,accept",
            "nqueens-trace: --quiz asks whether a try is accepted or rejected, but --hide reject,accept shows neither: use --only accept, --only reject or --only accept,reject",
        ),
        (
            "hidetry",
            "--hide try",
            "nqueens-trace: --quiz asks its questions at the tries, so it cannot take --hide try: hide other kinds, or drop --quiz",
        ),
    ] {
        let t = Tmux::start(name, &format!("step 4 --quiz {args}"));
        // The line is longer than the window: tmux wraps it.
        let s = t.wait_settled("exited 2").replace('\n', "");
        assert!(s.contains(&format!("{expected}exited 2")), "{s}");
        // The same line, alone on standard error, whatever standard output is.
        let err = crate::util::fails(
            Command::new(BIN)
                .args(["step", "4", "--quiz"])
                .args(args.split(' ')),
            2,
        );
        assert_eq!(err.trim_end(), expected);
    }
}

#[test]
#[ignore = "needs tmux"]
fn every_coloured_mark_has_a_foreground_and_a_background_and_lines_are_coloured_as_run_does() {
    let t = Tmux::start_shell("colour", &format!("CLICOLOR_FORCE=1 {BIN} step 5"));
    // try (0,0), accept, try (1,0), reject (1,0), try (1,1), reject, try (1,2), accept (1,2),
    // try (2,0), reject (2,0): the board shows a queen, an attacker, its line, a rejected
    // square and attacked ones.
    t.wait_text("step 0 of ?");
    for _ in 0..10 {
        t.keys(&["Space"]);
    }
    t.wait_settled("step 10 of ?");
    let out = t.cmd(&["capture-pane", "-p", "-e"]).output().unwrap();
    let screen = String::from_utf8_lossy(&out.stdout).into_owned();
    let lines: Vec<&str> = screen.lines().collect();
    let mut marks = String::new();
    for line in &lines[3..8] {
        // The row number, then the cells.
        for (c, look) in looks(line).into_iter().skip(4) {
            // A free square is the terminal's own colours, whatever the theme.
            if c == '.' {
                assert_eq!((&look.fg, &look.bg), (&None, &None), "{line:?}");
            }
            if c == ' ' || c == '.' {
                continue;
            }
            assert!(
                look.fg.is_some() && look.bg.is_some() && look.fg != look.bg,
                "{c:?} in {line:?} has {look:?}: a colour alone vanishes on one theme"
            );
            marks.push(c);
        }
    }
    for mark in ["(Q)", "Q", "[x]", "|", ":"] {
        assert!(marks.contains(mark), "{mark} in {marks}");
    }

    // The trace lines before the current one look exactly as `run --color always` prints them.
    let run = crate::util::stdout(Command::new(BIN).args(["run", "5", "--color", "always"]));
    let trace: Vec<&str> =
        lines.iter().copied().skip_while(|l| !l.contains("n-queens 5×5")).take(10).collect();
    assert_eq!(trace.len(), 10, "{screen}");
    for (i, (seen, printed)) in trace.iter().zip(run.lines()).enumerate() {
        let seen: Vec<_> = looks(seen).into_iter().skip(2).collect();
        let trim = |v: Vec<(char, Look)>| -> Vec<(char, Look)> {
            // Trailing blanks are the screen's, not the line's; blanks show no colour.
            let mut v: Vec<_> = v
                .into_iter()
                .map(|(c, l)| if c == ' ' { (c, Look::default()) } else { (c, l) })
                .collect();
            while v.last().is_some_and(|(c, _)| *c == ' ') {
                v.pop();
            }
            v
        };
        assert_eq!(trim(seen), trim(looks(printed)), "line {i}: {printed:?}");
    }
    t.quit();
}

/// The step view's screens in docs/student.md are what the view shows:
/// `scripts/step-screens.sh` captures them from tmux again and compares.
#[test]
#[ignore = "needs tmux"]
fn the_documented_screens_are_captured_from_the_view() {
    crate::util::need("tmux");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/step-screens.sh");
    let out = Command::new("bash").args([script, "--check"]).env("NQT_BIN", BIN).output().unwrap();
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Under `--code`, the program's variables at the step, under the code (panes).
#[test]
#[ignore = "needs tmux"]
fn the_variables_of_the_program_show_under_its_code() {
    let t = Tmux::start("vars", "step 4 --code python");
    t.wait_settled("step 0 of ? · paused");
    // Step 12 rejects (2,1): python's `or` finds row + col = 3 in antis.
    let spaces = vec!["Space"; 12];
    let s = t.press(&spaces, "step 12 of ?");
    for line in [
        "── variables ──",
        "cols = {0, 2}   1 in {0, 2} → False",
        "diags = {-1, 0}   1 in {-1, 0} → False",
        "antis = {0, 3}   3 in {0, 3} → True",
    ] {
        assert!(s.contains(line), "{line:?} missing:\n{s}");
    }
    // Step 17 lifts (1,2): the sets lose its values.
    let s = t.press(&["Space"; 5], "step 17 of ?");
    assert!(s.contains("cols = {0}   − 2"), "{s}");
    t.quit();
}

/// `python-board`'s 0/1 board under its code, the square is_safe tests underlined and the
/// queen that makes it unsafe reversed, so that both read without colour.
#[test]
#[ignore = "needs tmux"]
fn the_0_1_board_of_python_board_shows_the_square_under_test() {
    let t = Tmux::start_shell("board", &format!("NO_COLOR=1 {BIN} step 4 --code python-board"));
    t.wait_settled("step 0 of ? · paused");
    let s = t.press(&["Space"; 12], "step 12 of ?");
    for line in ["board = 1 0 0 0", "        0 0 1 0", "0 0 0 0   is_safe(board, 2, 1, 4) → False"]
    {
        assert!(s.contains(line), "{line:?} missing:\n{s}");
    }
    assert!(s.contains("▶ solve(row=2) col=1"), "{s}");
    let out = t.cmd(&["capture-pane", "-p", "-e"]).output().unwrap();
    let styled = String::from_utf8_lossy(&out.stdout);
    // Row 1 holds the attacker at column 2, row 2 the square under test at column 1.
    assert!(styled.contains("0 0 \x1b[7m1\x1b[0m"), "{styled:?}");
    assert!(styled.contains("0 \x1b[1;4m0\x1b[0m"), "{styled:?}");
    // Step 17 lifts (1,2): its square is 0 again, and the pane says which it was.
    let s = t.press(&["Space"; 5], "step 17 of ?");
    assert!(s.contains("        0 0 0 0   − (1, 2)"), "{s}");
    t.quit();
}

#[test]
#[ignore = "needs tmux"]
fn a_teachers_start_stands_on_the_board_from_step_0() {
    let t = Tmux::start_in("start", "step 5 --start 0,2", 80, 24);
    let s = t.wait_settled("step 0 of ?");
    assert_eq!(
        &board(&s, 5)[..3],
        ["  0  Q  :  :  :  :", "  1  :  :  Q  :  :", "  2  :  :  :  :  ."]
    );
    // The first step is the try below them; back at step 0 they still stand.
    let s = t.press(&["Space"], "step 1 of ?");
    assert!(s.contains("▶ → try (2,0)") || s.contains("→ try (2,0)"), "{s}");
    let s = t.press(&["Left"], "step 0 of ?");
    assert_eq!(board(&s, 5)[1], "  1  :  :  Q  :  :");
    t.quit();
}
