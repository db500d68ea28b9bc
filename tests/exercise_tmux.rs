//! The exercise (`step --exercise`), played to the end the way a student plays it: in a real
//! terminal of 80×24 (tmux), the moves sent as keys and the screen read back, then the record
//! judged by `verify` and `check --trace`.
//!
//! Needs tmux (`.ci/run` installs it); [`Tmux`] runs a server of its own for each test.

use crate::util::tmux::{looks, Look, Tmux};
use crate::util::{bin, trace};
use nqueens_trace::exercise::Move;
use nqueens_trace::{Conflict, Event};
use std::path::Path;

/// Starts the exercise at 80×24 with `args` after `step 4 --exercise`, recording to `record`.
fn start(name: &str, args: &str, record: &Path) -> Tmux {
    let command = format!("step 4 --exercise {args} --color never --record {}", record.display());
    let t = Tmux::start_in(name, &command, 80, 24);
    t.wait_settled("your move: which");
    t
}

/// The keys that move the cursor to `(row, col)` from anywhere: to the top left corner first
/// (the arrows stop at the edges), then down and right.
fn to((row, col): (u32, u32)) -> Vec<&'static str> {
    let mut keys = vec!["Up"; 4];
    keys.extend(["Left"; 4]);
    keys.extend((0..row).map(|_| "Down"));
    keys.extend((0..col).map(|_| "Right"));
    keys.push("Enter");
    keys
}

/// Sends the keys of `m`: a try moves the cursor to its square and presses Enter; a reject
/// presses r, picks its queen so and types its line.
pub(crate) fn play(t: &Tmux, m: Move) {
    let keys = match m {
        Move::Try { row, col } => to((row, col)),
        Move::Accept => vec!["a"],
        Move::Reject { queen, .. } => [vec!["r"], to(queen)].concat(),
        Move::Backtrack => vec!["b"],
    };
    let args = [vec!["send-keys"], keys].concat();
    assert!(t.cmd(&args).status().unwrap().success());
    if let Move::Reject { line, .. } = m {
        t.type_text(match line {
            Conflict::Column
            | Conflict::Row
            | Conflict::Box
            | Conflict::Edge
            | Conflict::Over
            | Conflict::Short => "|",
            Conflict::Diagonal => "\\",
            Conflict::AntiDiagonal => "/",
        });
    }
}

/// The screen with the rows that the terminal wrapped joined again, for a long line.
fn joined(t: &Tmux) -> String {
    let out = t.cmd(&["capture-pane", "-p", "-J"]).output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The model's moves of the complete search of n=4.
fn model_moves() -> Vec<Move> {
    trace(4, None).iter().filter_map(Move::of).collect()
}

/// `verify` and `check` take the record for the complete search it is.
fn judged_valid(record: &Path) {
    // The record is the canonical search, so even `--strict` takes it.
    let out = bin().args(["verify", "--strict"]).arg(record).output().unwrap();
    let said =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "verify --strict: {said}");
    // `check` judges what a program prints: here a program that prints the record.
    let out = bin()
        .args(["check", "--sizes", "4", "--", "sh", "-c", "cat \"$0\""])
        .arg(record)
        .arg("{n}")
        .output()
        .unwrap();
    let said =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "check: {said}");
    // And `check --trace` reads the record itself, grading the exercise.
    let out = bin().args(["check", "--trace"]).arg(record).output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "check --trace: {said}");
    assert!(
        said.starts_with(
            "n=4: valid, the canonical search (140 events, 2 solutions); the exercise: "
        ),
        "{said}"
    );
}

/// The `exercise` field of the record's last line.
fn result(record: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(record).unwrap();
    let last: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    assert_eq!(last["event"], "done", "{last}");
    last["exercise"].clone()
}

#[test]
#[ignore = "needs tmux"]
fn right_and_wrong_moves_judged_at_once_with_undo_to_the_end_and_the_record_verified() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("me.jsonl");
    let t = start("ex-undo", "", &record);
    let s = t.screen();
    assert!(s.contains(" 0 >.< .  .  ."), "the cursor on (0,0): {s}");
    assert!(s.contains("exercise: 0 of 0 moves right"), "{s}");

    // A wrong try, a wrong accept, a wrong reject: each said at once, with its reason.
    play(&t, Move::Try { row: 0, col: 1 });
    t.wait_settled("wrong: the search tries the columns in order: (0,0) comes first");
    play(&t, Move::Try { row: 0, col: 0 });
    t.wait_settled("right: try (0,0)");
    play(&t, Move::Accept);
    t.wait_settled("right: accept");
    play(&t, Move::Try { row: 1, col: 0 });
    let s = t.press(&["a"], "wrong: the queen at (0,0) attacks (1,0) along its column");
    assert!(s.contains("exercise: 2 of 3 moves right · 2 wrong"), "{s}");
    play(&t, Move::Reject { queen: (0, 0), line: Conflict::Diagonal });
    let s = t.wait_settled("wrong: the queen at (0,0) attacks (1,0) along its column");
    assert!(s.contains("3 wrong"), "{s}");
    // A hint, counted; out of turn, a backtrack is refused and not counted.
    let s = t.press(&["h"], "hint: reject, the queen at (0,0) along |");
    assert!(s.contains("1 hint"), "{s}");
    let s = t.press(&["b"], "say first whether (1,0) is accepted (a) or rejected (r)");
    assert!(s.contains("3 wrong"), "{s}");

    // Then the rest of the model's moves, right, to the end of the search.
    for m in model_moves().into_iter().skip(3) {
        play(&t, m);
    }
    let s = t.wait_settled("▶ done: 2 solutions, 60 tries");
    assert!(s.contains("the search is\nover: q quits"), "{s}");
    t.press(&["q"], "exited 0");
    let s = joined(&t);
    assert!(s.contains("exercise: 134 of 136 moves right · 3 wrong · 1 hint · 0 fixed"), "{s}");
    assert!(s.contains("3 wrong moves:\nstep 1: you made try (0,1), the model try (0,0): the search tries the columns in order"), "{s}");
    assert!(s.contains("step 4: you made accept, the model reject, the queen at (0,0) along |: the queen at (0,0) attacks (1,0) along its column"), "{s}");
    t.wait_exit(0);

    judged_valid(&record);
    let r = result(&record);
    assert_eq!(
        (r["finished"].clone(), r["right"].clone(), r["wrong"].clone()),
        (true.into(), 134.into(), 3.into())
    );
    assert_eq!(r["mistakes"][2]["why"], "line");
    // The events are the model's: the record is the canonical trace, with the result.
    let events: Vec<Event> = std::fs::read_to_string(&record)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(events, trace(4, None));
}

/// The rows of the screen (read with its escapes) whose text holds `text`, each character
/// with its look.
fn rows_with(t: &Tmux, text: &str) -> Vec<Vec<(char, Look)>> {
    let screen = t.screen_with_escapes();
    let rows = screen.lines().map(looks);
    rows.filter(|row| row.iter().map(|(c, _)| c).collect::<String>().contains(text)).collect()
}

/// The foregrounds that the letters of `row` are drawn in, each once.
fn inks(row: &[(char, Look)]) -> Vec<Option<String>> {
    let mut inks: Vec<Option<String>> = Vec::new();
    for (_, look) in row.iter().filter(|(c, _)| !c.is_whitespace()) {
        if !inks.contains(&look.fg) {
            inks.push(look.fg.clone());
        }
    }
    inks
}

/// With colour, a verdict says right or wrong in colour too, as the page does: a wrong move's
/// line red (SGR 31), a right one's green (32), the palette's reject and accept; the score
/// line, which says "right" and "wrong" as words, stays plain.
#[test]
#[ignore = "needs tmux"]
fn right_and_wrong_verdicts_are_green_and_red_with_colour() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("me.jsonl");
    let command = format!("step 4 --exercise --color always --record {}", record.display());
    let t = Tmux::start_in("ex-colour", &command, 80, 24);
    t.wait_settled("your move: which");
    let red = Some("31".to_string());
    let green = Some("32".to_string());

    play(&t, Move::Try { row: 0, col: 1 });
    t.wait_settled("wrong: the search tries the columns in order");
    let wrong = rows_with(&t, "wrong: the search tries");
    assert_eq!(wrong.len(), 1, "{wrong:?}");
    assert_eq!(inks(&wrong[0]), std::slice::from_ref(&red), "{wrong:?}");

    play(&t, Move::Try { row: 0, col: 0 });
    t.wait_settled("right: try (0,0)");
    let right = rows_with(&t, "right: try (0,0)");
    assert_eq!(right.len(), 1, "{right:?}");
    assert_eq!(inks(&right[0]), std::slice::from_ref(&green), "{right:?}");

    let score = rows_with(&t, "exercise: 0 of 1 move right · 1 wrong");
    assert!(!score.is_empty(), "{}", t.screen_with_escapes());
    for row in &score {
        let inks = inks(row);
        assert!(!inks.contains(&red) && !inks.contains(&green), "the score is plain: {row:?}");
    }
    t.press(&["q"], "y or q leaves");
    t.press(&["y"], "exited 0");
    t.wait_exit(0);
}

#[test]
#[ignore = "needs tmux"]
fn wrong_moves_fixed_and_told_at_the_end_in_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("me.jsonl");
    let command = format!(
        "step 4 --exercise --feedback end --on-wrong fix --lang zh --color never --record {}",
        record.display()
    );
    let t = Tmux::start_in("ex-fix", &command, 80, 24);
    t.wait_settled("轮到你");
    // A wrong try: the model's is made in its place, without the reason yet.
    play(&t, Move::Try { row: 0, col: 2 });
    let s = t.wait_settled("已替你走了标准的一步：尝试 (0,0)");
    assert!(!s.contains("按列依次"), "the reason waits for the end: {s}");
    assert!(s.contains("练习：1 步中对 0 步 · 错 1 次"), "{s}");
    assert!(s.contains(" 0 [?]") || s.contains(" 0 >?<"), "(0,0) is tried: {s}");
    let moves = model_moves();
    play(&t, moves[1]);
    // A wrong reject of (1,1) by the right queen and the wrong line: fixed too.
    play(&t, moves[2]);
    play(&t, moves[3]);
    play(&t, Move::Try { row: 1, col: 1 });
    play(&t, Move::Reject { queen: (0, 0), line: Conflict::Column });
    t.wait_settled("已替你走了标准的一步：冲突，(0,0) 的皇后沿 \\");
    // The student asks for the model's move: a fix, counted.
    let s = t.press(&["f"], "练习：7 步中对 4 步 · 错 2 次 · 提示 0 次 · 代走 3 步");
    assert!(s.contains("尝试 (1,2)"), "{s}");
    for &m in &moves[7..] {
        play(&t, m);
    }
    t.wait_settled("搜索已结束");
    t.press(&["q"], "exited 0");
    let s = joined(&t);
    assert!(s.contains("走错 2 步："), "{s}");
    assert!(
        s.contains(
            "第 1 步：你走了「尝试 (0,2)」，标准是「尝试 (0,0)」：搜索按列依次尝试：先试 (0,0)"
        ),
        "{s}"
    );
    t.wait_exit(0);

    judged_valid(&record);
    let r = result(&record);
    assert_eq!((r["feedback"].clone(), r["on_wrong"].clone()), ("end".into(), "fix".into()));
    assert_eq!((r["fixed"].clone(), r["wrong"].clone()), (3.into(), 2.into()));
}

#[test]
#[ignore = "needs tmux"]
fn leaving_asks_first_and_a_record_left_early_is_a_partial_record() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("me.jsonl");
    let t = start("ex-quit", "", &record);
    // The title says what the exercise is: not a paused player, nor "of ?" steps.
    let s = t.screen();
    assert!(s.contains("exercise: you make the search's moves · step 0"), "{s}");
    assert!(!s.contains("paused") && !s.contains("of ?"), "{s}");
    let moves = model_moves();
    for &m in &moves[..3] {
        play(&t, m);
    }
    t.wait_settled("right: try (1,0)");
    // q asks first; a key other than y or q goes on, and does nothing else.
    let s = t.press(&["q"], "y or q leaves  any other key goes on");
    assert!(
        s.contains("leave the exercise\nbefore the search is over? 3 moves made so far"),
        "{s}"
    );
    assert!(s.contains("the record keeps them as a partial record"), "{s}");
    let s = t.press(&["a"], "a accept  r reject");
    assert!(s.contains("exercise: 3 of 3 moves right · 0 wrong"), "the a only went on: {s}");
    // Esc backs out of naming the attacker, and a second Esc asks, as q does.
    t.press(&["r"], "Enter picks the queen  Esc back");
    t.press(&["Escape"], "a accept  r reject");
    t.press(&["Escape"], "y or q leaves");
    t.press(&["Escape"], "a accept  r reject");
    t.press(&["Escape"], "y or q leaves");
    let s = t.press(&["y"], "exited 0");
    assert!(s.contains("exercise: 3 of 3 moves right · 0 wrong · 0 hints · 0 fixed"), "{s}");
    t.wait_exit(0);

    // The record is what it is: the beginning of the search, ending on a try that waits for
    // its answer, which verify judges as such (the canonical search as far as it goes).
    let r = result(&record);
    assert_eq!(r["finished"], false);
    let out = bin().args(["verify", "--strict"]).arg(&record).output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(said.contains("valid: n=4, a partial record: the search as far as it goes"), "{said}");
    assert!(said.trim_end().ends_with("the canonical search, as far as it goes"), "{said}");
    // check --trace grades it as far as it goes: 3 right of the whole search's 136 moves.
    let json = dir.path().join("g.json");
    let out = bin()
        .args(["check", "--trace"])
        .arg(&record)
        .args(["--format", "gradescope", "--points", "100", "-o"])
        .arg(&json)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("as far as it goes; the exercise, left unfinished: 3 of 3 moves right"),
        "{said}"
    );
    assert!(said.contains("graded against the 136 moves of the whole search"), "{said}");
    let graded: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert_eq!(graded["score"], 2.21, "100 × 3 / 136, to two decimals: {graded}");
}

#[test]
#[ignore = "needs tmux"]
fn a_search_not_begun_or_over_is_left_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("me.jsonl");
    // Nothing done yet: nothing to lose, q leaves at once.
    let t = start("ex-quit-none", "", &record);
    t.keys(&["q"]);
    t.wait_exit(0);
}

#[test]
fn exercise_options_without_the_exercise_or_with_a_bad_value_are_refused() {
    for args in [
        &["step", "--feedback", "end"][..],
        &["step", "--on-wrong", "fix"],
        &["step", "--record", "r.jsonl"],
    ] {
        let out = bin().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--exercise"), "{args:?} names what it needs: {err}");
    }
    let out = bin().args(["step", "--exercise", "--on-wrong", "redo"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("'redo'") && err.contains("undo") && err.contains("fix"), "{err}");
    let out = bin().args(["step", "--exercise", "--quiz"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// A record made through the library, without a terminal: every line validates against the
/// schema, and `verify` and `check` judge the record like any trace.
#[test]
fn a_record_validates_against_the_schema_and_is_judged_like_any_trace() {
    use nqueens_trace::exercise::{Exercise, Feedback, OnWrong};
    let (mut ex, start) =
        Exercise::new(trace(4, None).into_iter(), Feedback::End, OnWrong::Fix).unwrap();
    let mut buf = Vec::new();
    ex.record_line(&mut buf, &start);
    let mut moves = model_moves();
    // One wrong move, fixed: the record is still the model's search.
    moves[0] = Move::Try { row: 0, col: 3 };
    for m in moves {
        for e in ex.play(m).unwrap().stood {
            ex.record_line(&mut buf, &e);
        }
    }
    assert!(ex.is_over());
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("me.jsonl");
    std::fs::write(&record, &buf).unwrap();

    let path = crate::util::traces("nqueens-trace-1.schema.json");
    let schema: serde_json::Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    let v = jsonschema::draft202012::new(&schema).unwrap();
    for line in String::from_utf8(buf).unwrap().lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(v.validate(&value).is_ok(), "{line}");
    }
    judged_valid(&record);
    let r = result(&record);
    assert_eq!(
        (r["moves"].clone(), r["right"].clone(), r["fixed"].clone()),
        (136.into(), 135.into(), 1.into())
    );
    assert_eq!(r["mistakes"][0]["said"], serde_json::json!({"move": "try", "row": 0, "col": 3}));
}

#[test]
#[ignore = "needs tmux"]
fn a_teachers_start_begins_the_exercise_below_its_queens() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("start.jsonl");
    let command =
        format!("step 5 --exercise --start 0,2 --color never --record {}", record.display());
    let t = Tmux::start_in("ex-start", &command, 80, 24);
    let s = t.wait_settled("your move: which");
    // The start's queens stand from the first frame, and the cursor waits on the first square
    // of the row below them, where the first move is.
    assert!(s.contains("  0  Q  .  .  .  ."), "{s}");
    assert!(s.contains("  1  .  .  Q  .  ."), "{s}");
    assert!(s.contains("  2 >.< .  .  .  ."), "{s}");
    let out = bin().args(["run", "5", "--start", "0,2", "--format", "jsonl"]).output().unwrap();
    assert!(out.status.success());
    let model: Vec<Event> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let moves: Vec<Move> = model.iter().filter_map(Move::of).collect();
    assert_eq!(moves[0], Move::Try { row: 2, col: 0 });
    for m in moves {
        play(&t, m);
    }
    t.wait_settled("▶ done: ");
    t.press(&["q"], "exited 0");
    t.wait_exit(0);
    // The record is the search below the start, the model's own events, all moves right.
    let events: Vec<Event> = std::fs::read_to_string(&record)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(events, model);
    let r = result(&record);
    assert_eq!((r["finished"].clone(), r["wrong"].clone()), (true.into(), 0.into()));
}
