//! Sudoku through the real binary: `run`, `replay`, `verify`, `diff` and `count` of
//! `--problem sudoku`, against golden files and an independent model of the search.

use crate::util::{bin, fails, golden, stdout, tmp_file};

/// A proper 9×9 from a newspaper: one solution.
const PROPER: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn jsonl(args: &[&str]) -> String {
    stdout(bin().args(["run", "--problem", "sudoku", "--format", "jsonl"]).args(args))
}

#[test]
fn the_default_puzzle_s_trace_is_golden_in_every_language_and_replays_byte_for_byte() {
    let trace = jsonl(&[]);
    golden("sudoku-4x4.jsonl", &trace);
    let (_dir, file) = tmp_file("s.jsonl", trace.as_bytes());
    for lang in ["en", "zh", "zh-Hant", "fa", "tr"] {
        let live = stdout(bin().args(["run", "--problem", "sudoku", "--lang", lang]));
        golden(&format!("sudoku-4x4.{lang}.txt").replace(".en.", "."), &live);
        let replayed = stdout(bin().arg("replay").arg(&file).args(["--lang", lang]));
        assert_eq!(replayed, live, "{lang}");
    }
}

#[test]
fn the_text_trace_reads_like_the_n_queens_one() {
    let text = stdout(bin().args(["run", "--problem", "sudoku"]));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("sudoku 4×4: empty cells"), "{}", lines[0]);
    assert_eq!(lines[1], "→ try 1 in (0,1)");
    assert_eq!(lines[2], "✗ reject 1 in (0,1): row 0 already has 1 at (0,0)");
    assert_eq!(lines[4], "✓ write 2 in (0,1)");
    assert_eq!(lines[5], "│ → try 1 in (0,2)");
    assert!(text.contains("its box already has"), "a box reject");
    assert!(text.contains("column 1 already has 3 at (2,1)"), "a column reject");
    assert!(text.contains("↩ backtrack: erase 3 from (0,2), no digit fits the next empty cell"));
    let grid = ["1 2 | 4 3", "3 4 | 2 1", "----+----", "4 3 | 1 2", "2 1 | 3 4"];
    for row in grid {
        assert!(text.contains(&format!("    {row}\n")), "{row}");
    }
    assert_eq!(
        lines.last().unwrap(),
        &"done: 1 solution, 72 tries (18 accepted, 54 rejected), 18 backtracks"
    );
    // Numbered from 1, as textbooks do.
    let one = stdout(bin().args(["run", "--problem", "sudoku", "--one-based"]));
    assert!(one.contains("✗ reject 1 in (1,2): row 1 already has 1 at (1,1)"), "{one}");
}

#[test]
fn verify_accepts_the_search_and_refuses_each_kind_of_lie() {
    let trace = jsonl(&[]);
    let (_dir, file) = tmp_file("s.jsonl", trace.as_bytes());
    let said = stdout(bin().arg("verify").arg(&file));
    assert!(said.contains("valid") && said.contains("1 solution"), "{said}");
    let lines: Vec<&str> = trace.lines().collect();
    // Line 3 (step 2) rejects 1 in (0,1) for its row, naming (0,0).
    assert_eq!(
        lines[2],
        r#"{"event":"reject","step":2,"var":1,"value":1,"rule":"row","with":[0,1]}"#
    );
    let with = |i: usize, line: &str| {
        let mut l = lines.clone();
        l[i] = line;
        l.join("\n") + "\n"
    };
    let cases = [
        // One reject reason changed.
        (
            with(2, r#"{"event":"reject","step":2,"var":1,"value":1,"rule":"box","with":[0,1]}"#),
            "states a reason the rules do not give",
        ),
        // One accept of a clashing digit.
        (
            with(2, r#"{"event":"accept","step":2,"var":1,"value":1}"#),
            "accepts a value that does not fit",
        ),
    ];
    for (bad, why) in cases {
        let (_d, f) = tmp_file("bad.jsonl", bad.as_bytes());
        let out = bin().arg("verify").arg(&f).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{why}");
        let said = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains(why) && said.contains("bad.jsonl:3: invalid: step 2"),
            "{why}: {said}"
        );
    }
    // One try skipped: the try and reject of 1 in (0,1) left out, the steps renumbered.
    let mut skipped = vec![lines[0].to_string()];
    for (step, line) in lines[3..].iter().enumerate() {
        let mut e: serde_json::Value = serde_json::from_str(line).unwrap();
        e["step"] = (step + 1).into();
        skipped.push(e.to_string());
    }
    let (_d, f) = tmp_file("skipped.jsonl", (skipped.join("\n") + "\n").as_bytes());
    let out = bin().arg("verify").arg(&f).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("\"try 2 in (0,1)\" comes before \"try 1 in (0,1)\""), "{said}");
}

#[test]
fn diff_names_the_first_difference() {
    let trace = jsonl(&[]);
    let other = trace.replacen(r#""rule":"row","with":[0,1]"#, r#""rule":"box","with":[0,1]"#, 1);
    let (_a, a) = tmp_file("a.jsonl", trace.as_bytes());
    let (_b, b) = tmp_file("b.jsonl", other.as_bytes());
    let out = bin().arg("diff").arg(&a).arg(&b).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("differ at step 2"), "{said}");
    // In a Sudoku's words: the unit and the cell that holds the digit, the grid before.
    assert!(said.contains("A has reject 1 in (0,1): row 0 already has 1 at (0,0)"), "{said}");
    assert!(said.contains("before step 2:\n    1 . | . .\n"), "{said}");
    assert!(
        said.contains("  * rule ") && !said.contains("board") && !said.contains("conflict"),
        "{said}"
    );
    assert!(bin().arg("diff").arg(&a).arg(&a).status().unwrap().success());
}

#[test]
fn count_gives_the_solutions_a_user_can_check() {
    let count = |puzzle: &str| {
        let json = stdout(bin().args([
            "count",
            "--problem",
            "sudoku",
            "--format",
            "json",
            "--puzzle",
            puzzle,
        ]));
        serde_json::from_str::<serde_json::Value>(&json).unwrap()["solutions"].as_u64().unwrap()
    };
    assert_eq!(count(PROPER), 1);
    assert_eq!(count("12....4....3...."), 0, "contradictory");
    assert_eq!(count("1..............."), 72, "under-given: a quarter of the 288 4×4 grids");
    assert_eq!(count("................"), 288);
    let text = stdout(bin().args(["count", "--problem", "sudoku"]));
    assert!(text.starts_with("problem    sudoku\nn          4\nsolutions  1\n"), "{text}");
    // The count agrees with the trace's done line.
    let run = jsonl(&["--puzzle", PROPER]);
    assert!(run.trim_end().ends_with(r#""solutions":1,"tries":41679,"accepts":4631,"rejects":37048,"backtracks":4631,"complete":true}"#));
    // A puzzle in a file, laid out in rows.
    let (_d, file) = tmp_file("p.txt", b"1...\n..2.\n.3..\n...4\n");
    let from_file = stdout(bin().args(["count", "--problem", "sudoku", "--puzzle"]).arg(&file));
    assert_eq!(from_file, text);
}

#[test]
fn malformed_puzzles_are_one_line_naming_what_is_valid() {
    let cases = [
        ("123", "a puzzle of 3 cells: expected 16 (4×4) or 81 (9×9) digits"),
        ("1..a............", "a puzzle with \"a\" at cell 4: expected a digit 1 to 4"),
        ("1..5............", "a puzzle with \"5\" at cell 4: expected a digit 1 to 4"),
        ("1..1............", "a puzzle whose givens clash: 1 at (0,0) and at (0,3) in one row"),
    ];
    for (puzzle, want) in cases {
        for sub in ["run", "count"] {
            let err = fails(bin().args([sub, "--problem", "sudoku", "--puzzle", puzzle]), 2);
            assert_eq!(err.lines().count(), 1, "{err}");
            assert!(err.contains(want), "{sub} {puzzle}: {err}");
        }
    }
    let err = fails(bin().args(["run", "--problem", "chess"]), 2);
    assert!(err.contains("expected one of nqueens, sudoku"), "{err}");
}

#[test]
fn an_independent_program_s_trace_is_verified() {
    // The textbook recursion over the default puzzle, writing each JSON line with `format!`,
    // sharing no code with the library.
    let puzzle = "1.....2..3.....4";
    let mut grid: Vec<u32> = puzzle.chars().map(|c| c.to_digit(10).unwrap_or(0)).collect();
    let empty: Vec<usize> = (0..16).filter(|&i| grid[i] == 0).collect();
    let mut out = vec![format!(
        r#"{{"event":"start","step":0,"schema":"backtrack-trace/1","problem":"sudoku","instance":{{"puzzle":"{puzzle}"}},"n":4,"limit":null}}"#
    )];
    let mut counts = [0u64; 5]; // solutions, tries, accepts, rejects, backtracks
    fn clash(grid: &[u32], cell: usize, d: u32) -> Option<(&'static str, usize)> {
        let (r, c) = (cell / 4, cell % 4);
        let units: [(&str, Vec<usize>); 3] = [
            ("row", (0..4).map(|i| r * 4 + i).collect()),
            ("column", (0..4).map(|i| i * 4 + c).collect()),
            ("box", (0..4).map(|i| (r / 2 * 2 + i / 2) * 4 + c / 2 * 2 + i % 2).collect()),
        ];
        units.into_iter().find_map(|(name, cells)| {
            cells.into_iter().find(|&o| o != cell && grid[o] == d).map(|o| (name, o))
        })
    }
    fn search(
        k: usize,
        empty: &[usize],
        grid: &mut Vec<u32>,
        out: &mut Vec<String>,
        counts: &mut [u64; 5],
    ) {
        let cell = empty[k];
        for d in 1..=4 {
            counts[1] += 1;
            out.push(format!(r#"{{"event":"try","step":{},"var":{cell},"value":{d}}}"#, out.len()));
            if let Some((rule, o)) = clash(grid, cell, d) {
                counts[3] += 1;
                out.push(format!(r#"{{"event":"reject","step":{},"var":{cell},"value":{d},"rule":"{rule}","with":[{o},{d}]}}"#, out.len()));
                continue;
            }
            counts[2] += 1;
            out.push(format!(
                r#"{{"event":"accept","step":{},"var":{cell},"value":{d}}}"#,
                out.len()
            ));
            grid[cell] = d;
            if k + 1 == empty.len() {
                counts[0] += 1;
                let values: Vec<String> = grid.iter().map(u32::to_string).collect();
                out.push(format!(
                    r#"{{"event":"solution","step":{},"index":{},"values":[{}]}}"#,
                    out.len(),
                    counts[0],
                    values.join(",")
                ));
            } else {
                search(k + 1, empty, grid, out, counts);
            }
            grid[cell] = 0;
            counts[4] += 1;
            out.push(format!(
                r#"{{"event":"backtrack","step":{},"var":{cell},"value":{d}}}"#,
                out.len()
            ));
        }
    }
    search(0, &empty, &mut grid, &mut out, &mut counts);
    let [s, t, a, r, b] = counts;
    out.push(format!(r#"{{"event":"done","step":{},"solutions":{s},"tries":{t},"accepts":{a},"rejects":{r},"backtracks":{b},"complete":true}}"#, out.len()));
    let model = out.join("\n") + "\n";
    assert_eq!(model, jsonl(&[]), "the model's bytes are the writer's");
    let (_d, file) = tmp_file("model.jsonl", model.as_bytes());
    assert!(bin().arg("verify").arg(&file).status().unwrap().success());
}

/// The exports that draw only chess boards: given a Sudoku's trace, each refuses it in one
/// line that names the problem and the commands that read it, exit 2, and writes no file,
/// rather than draw a Sudoku as queens (or fail inside). The player (html) draws the grid.
#[test]
fn every_export_refuses_a_sudoku_trace_in_one_line_and_writes_nothing() {
    let (dir, trace) = tmp_file("s.jsonl", jsonl(&[]).as_bytes());
    let formats = ["svg", "md", "tex", "gif"];
    for format in formats {
        let out = dir.path().join(format!("s.{format}"));
        let run = bin()
            .args(["export", format, "--force", "--input"])
            .arg(&trace)
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(2), "{format}");
        let err = String::from_utf8(run.stderr).unwrap();
        assert_eq!(
            err,
            format!(
                "nqueens-trace: cannot export {format}: the trace is a search of sudoku, and the \
                 exports draw n-queens boards only: replay, step, verify and diff read it; export \
                 a trace of `run` (n-queens)\n"
            ),
            "{format}"
        );
        assert!(!out.exists(), "{format}: {}", out.display());
    }
}
