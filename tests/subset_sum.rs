//! Subset sum through the real binary: `run`, `replay`, `verify`, `diff` and `count` of
//! `--problem subset-sum`, against golden files, a brute force and an independent model of
//! the search (take first, then leave out; a reject is a bound, with its numbers).

use crate::util::tmux::Tmux;
use crate::util::{bin, fails, golden, stdout, tmp_file};

fn jsonl(args: &[&str]) -> String {
    stdout(bin().args(["run", "--problem", "subset-sum", "--format", "jsonl"]).args(args))
}

fn count(args: &[&str]) -> u64 {
    let json =
        stdout(bin().args(["count", "--problem", "subset-sum", "--format", "json"]).args(args));
    serde_json::from_str::<serde_json::Value>(&json).unwrap()["solutions"].as_u64().unwrap()
}

/// The subsets of `items` that add up to `target`, found by trying every one, as the items
/// taken, in the search's order (the first item taken before it is left out).
fn brute_force(items: &[u64], target: u64) -> Vec<Vec<u64>> {
    let n = items.len();
    (0..1u64 << n)
        .rev()
        .map(|mask| (0..n).filter(|&i| mask >> (n - 1 - i) & 1 == 1).map(|i| items[i]).collect())
        .filter(|taken: &Vec<u64>| taken.iter().sum::<u64>() == target)
        .collect()
}

#[test]
fn the_default_trace_is_golden_in_every_language_and_replays_byte_for_byte() {
    let trace = jsonl(&[]);
    golden("subset-sum.jsonl", &trace);
    let (_dir, file) = tmp_file("s.jsonl", trace.as_bytes());
    for lang in ["en", "zh", "zh-Hant", "fa", "tr"] {
        let live = stdout(bin().args(["run", "--problem", "subset-sum", "--lang", lang]));
        golden(&format!("subset-sum.{lang}.txt").replace(".en.", "."), &live);
        let replayed = stdout(bin().arg("replay").arg(&file).args(["--lang", lang]));
        assert_eq!(replayed, live, "{lang}");
    }
    let again = stdout(bin().arg("replay").arg(&file).args(["--format", "jsonl"]));
    assert_eq!(again, trace);
}

#[test]
fn the_text_trace_says_each_bound_with_its_numbers() {
    let text = stdout(bin().args(["run", "--problem", "subset-sum"]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "subset sum: items 3, 34, 4, 12, 5, 2, target 9; each item in turn, taken first, then left out"
    );
    assert_eq!(lines[1], "→ try taking 3");
    assert_eq!(lines[2], "✓ take 3");
    assert_eq!(lines[3], "│ → try taking 34");
    assert_eq!(lines[4], "│ ✗ reject taking 34: it makes 37, over 9");
    assert_eq!(lines[5], "│ → try leaving out 34");
    assert_eq!(lines[6], "│ ✓ leave out 34");
    assert!(text.contains("✗ reject leaving out 2: what is left cannot reach 9, at most 7\n"));
    assert!(text.contains("★ subset 1:\n│ │ │ │ │     3 + 4 + 2 = 9\n"), "{text}");
    assert!(text.contains("★ subset 2:\n│ │ │ │ │     4 + 5 = 9\n"), "{text}");
    assert!(text.contains("↩ backtrack: undo taking 2, the search goes on after the subset\n"));
    assert!(
        text.contains("↩ backtrack: undo leaving out 5, nothing more to try for the next item\n")
    );
    assert_eq!(
        lines.last().unwrap(),
        &"done: 2 solutions, 30 tries (16 accepted, 14 rejected), 16 backtracks"
    );
    let zh = stdout(bin().args(["run", "--problem", "subset-sum", "--lang", "zh"]));
    assert!(zh.contains("│ ✗ 不能选 34：和变成 37，超过 9\n"), "{zh}");
}

#[test]
fn verify_checks_the_bounds_arithmetic() {
    let trace = jsonl(&[]);
    let (_dir, file) = tmp_file("s.jsonl", trace.as_bytes());
    let said = stdout(bin().args(["verify", "--strict"]).arg(&file));
    assert!(said.contains("valid") && said.contains("2 solutions"), "{said}");
    let lines: Vec<&str> = trace.lines().collect();
    // Line 5 (step 4): taking 34 makes 37, over 9.
    assert_eq!(
        lines[4],
        r#"{"event":"reject","step":4,"var":1,"value":1,"rule":"over","with":[37,9]}"#
    );
    let with = |i: usize, line: &str| {
        let mut l = lines.clone();
        l[i] = line;
        l.join("\n") + "\n"
    };
    let cases = [
        // One bound miscomputed.
        (
            with(4, r#"{"event":"reject","step":4,"var":1,"value":1,"rule":"over","with":[36,9]}"#),
            "\"reject taking 34: it makes 36, over 9\" states a reason the rules do not give: \"reject taking 34: it makes 37, over 9\"",
        ),
        // Another target.
        (
            with(4, r#"{"event":"reject","step":4,"var":1,"value":1,"rule":"over","with":[37,8]}"#),
            "states a reason the rules do not give",
        ),
        // One reason changed: the other bound.
        (
            with(4, r#"{"event":"reject","step":4,"var":1,"value":1,"rule":"short","with":[37,9]}"#),
            "\"reject taking 34: what is left cannot reach 9, at most 37\" states a reason the rules do not give",
        ),
        // An accept past the target.
        (
            with(4, r#"{"event":"accept","step":4,"var":1,"value":1}"#),
            "\"take 34\" accepts a value that does not fit: \"reject taking 34: it makes 37, over 9\"",
        ),
    ];
    for (bad, why) in cases {
        let (_d, f) = tmp_file("bad.jsonl", bad.as_bytes());
        let out = bin().arg("verify").arg(&f).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{why}");
        let said = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains(why) && said.contains("bad.jsonl:5: invalid: step 4"),
            "{why}: {said}"
        );
    }
    // One try skipped: taking 34 never tried (its try and reject left out), the steps
    // renumbered: leaving it out comes first, though 0 is the smaller value.
    let mut skipped = lines[..3].iter().map(|l| l.to_string()).collect::<Vec<_>>();
    for (step, line) in lines[5..].iter().enumerate() {
        let mut e: serde_json::Value = serde_json::from_str(line).unwrap();
        e["step"] = (step + 3).into();
        skipped.push(e.to_string());
    }
    let (_d, f) = tmp_file("skipped.jsonl", (skipped.join("\n") + "\n").as_bytes());
    let out = bin().arg("verify").arg(&f).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("\"try leaving out 34\" comes before \"try taking 34\""), "{said}");
}

#[test]
fn diff_names_the_first_difference() {
    let trace = jsonl(&[]);
    let other = trace.replacen(r#""with":[37,9]"#, r#""with":[36,9]"#, 1);
    let (_a, a) = tmp_file("a.jsonl", trace.as_bytes());
    let (_b, b) = tmp_file("b.jsonl", other.as_bytes());
    let out = bin().arg("diff").arg(&a).arg(&b).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("differ at step 4"), "{said}");
    // The bound's numbers in the subset sum's words, and the sum so far, never a board.
    assert!(said.contains("A has reject taking 34: it makes 37, over 9"), "{said}");
    assert!(said.contains("before step 4:\n    3 = 3\n"), "{said}");
    assert!(
        said.contains("    value ") && !said.contains("board") && !said.contains("col "),
        "{said}"
    );
    assert!(bin().arg("diff").arg(&a).arg(&a).status().unwrap().success());
}

#[test]
fn count_gives_the_subsets_a_brute_force_finds() {
    let default = [3, 34, 4, 12, 5, 2];
    assert_eq!(brute_force(&default, 9), [vec![3, 4, 2], vec![4, 5]]);
    assert_eq!(count(&[]), 2);
    for (items, target) in [("1,2,3,4,5,6", 7u64), ("2,2,2,2", 4), ("0,1,0", 1), ("5,7", 0)] {
        let numbers: Vec<u64> = items.split(',').map(|i| i.parse().unwrap()).collect();
        let t = target.to_string();
        let want = brute_force(&numbers, target).len() as u64;
        assert_eq!(count(&["--items", items, "--target", &t]), want, "{items} {target}");
    }
    // The subsets the trace lists are the brute force's, in its order.
    let trace = jsonl(&[]);
    let solutions: Vec<&str> = trace.lines().filter(|l| l.contains("\"solution\"")).collect();
    assert_eq!(solutions.len(), 2);
    assert!(solutions[0].ends_with(r#""values":[1,0,1,0,0,1]}"#), "{}", solutions[0]);
    assert!(solutions[1].ends_with(r#""values":[0,0,1,0,1,0]}"#), "{}", solutions[1]);
    let text = stdout(bin().args(["count", "--problem", "subset-sum", "--profile"]));
    assert!(text.starts_with("problem    subset-sum\nn          6\nsolutions  2\n"), "{text}");
    assert!(trace.trim_end().ends_with(
        r#""solutions":2,"tries":30,"accepts":16,"rejects":14,"backtracks":16,"complete":true}"#
    ));
}

#[test]
fn a_target_out_of_reach_runs_and_finds_none() {
    let text = stdout(bin().args(["run", "--problem", "subset-sum", "--target", "61"]));
    assert!(text.contains("✗ reject leaving out 3: what is left cannot reach 61, at most 57\n"));
    assert!(
        text.ends_with("done: 0 solutions, 2 tries (0 accepted, 2 rejected), 0 backtracks\n"),
        "{text}"
    );
}

#[test]
fn bad_instances_are_one_line_naming_what_is_valid() {
    let cases: [(&[&str], &str); 8] = [
        (&["--items", "3,-4,5"], "item 2 is -4: expected a whole number from 0 to 4294967295"),
        (&["--items", ""], "no items: expected one whole number or more"),
        (
            &["--items", "3,,5"],
            "--items: \"\" is no whole number: expected whole numbers separated by commas",
        ),
        (&["--items", "3,x"], "--items: \"x\" is no whole number"),
        (
            &["--items", "4294967295,1"],
            "items that add up to 4294967296: expected a total of at most 4294967295",
        ),
        (&["--target", "-1"], "a target of -1: expected a whole number from 0 to 4294967295"),
        (
            &["--target", "4294967296"],
            "a target of 4294967296: expected a whole number from 0 to 4294967295",
        ),
        (
            &["--colors", "3"],
            "--colors is for --problem coloring; subset-sum takes --items and --target",
        ),
    ];
    for (args, want) in cases {
        for sub in ["run", "count"] {
            let err = fails(bin().args([sub, "--problem", "subset-sum"]).args(args), 2);
            assert_eq!(err.lines().count(), 1, "{err}");
            assert!(err.contains(want), "{sub} {args:?}: {err}");
        }
    }
    let err = fails(bin().args(["run", "--problem", "chess"]), 2);
    assert!(err.contains("expected one of nqueens, sudoku, coloring, subset-sum"), "{err}");
}

#[test]
#[ignore = "needs tmux"]
fn stepping_the_items_draws_each_choice_and_the_running_sum() {
    let t = Tmux::start_in("subsetsum", "step --problem subset-sum", 80, 24);
    let s = t.wait_settled("step 0 of");
    assert!(s.contains("subset sum · depth 0"), "{s}");
    assert!(s.contains(".3    .34   .4    .12   .5    .2\n"), "{s}");
    assert!(s.contains("sum 0 of 9  ····················"), "{s}");
    // Step 4: taking 34 after 3 makes 37, over 9; the sum stays 3.
    let s = t.press(&["l"; 4], "step 4 of");
    assert!(s.contains("+3    x+34x .4    .12   .5    .2\n"), "{s}");
    assert!(s.contains("sum 3 of 9  ██████··············"), "{s}");
    assert!(s.contains("▶ │ ✗ reject taking 34: it makes 37, over 9"), "{s}");
    // The first subset, and the second.
    let s = t.press(&["n"], "step 19 of");
    assert!(s.contains("*3*   ~34   *4*   ~12   ~5    *2*"), "{s}");
    assert!(s.contains("sum 9 of 9  ████████████████████"), "{s}");
    let s = t.press(&["n"], "step 63 of");
    assert!(s.contains("~3    ~34   *4*   ~12   *5*   ~2"), "{s}");
    t.quit();
}

/// What follows queens row by row is N-Queens' own: refused for a subset sum in one line,
/// before the view needs a terminal.
#[test]
fn a_subset_sum_step_refuses_what_is_n_queens_own() {
    let err = fails(bin().args(["step", "--problem", "subset-sum", "--quiz"]), 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("step of a subset-sum search does not take --quiz"), "{err}");
    // A program it has: only an N-Queens one is refused, for being another problem's.
    let err = fails(bin().args(["step", "--problem", "subset-sum", "--code", "python"]), 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("program 'python' searches nqueens, not subset-sum"), "{err}");
}

#[test]
fn an_independent_program_s_trace_is_verified() {
    // Horowitz and Sahni's "sum of subsets": take the item if the sum stays at most the
    // target, leave it if the rest can still make it up; writing each JSON line with
    // `format!`, sharing no code with the library.
    let items = [3u64, 34, 4, 12, 5, 2];
    let target = 9u64;
    let list: Vec<String> = items.iter().map(u64::to_string).collect();
    let mut out = vec![format!(
        r#"{{"event":"start","step":0,"schema":"backtrack-trace/1","problem":"subset-sum","instance":{{"items":[{}],"target":{target}}},"n":{},"limit":null}}"#,
        list.join(","),
        items.len()
    )];
    let mut counts = [0u64; 5]; // solutions, tries, accepts, rejects, backtracks
    fn search(
        k: usize,
        sum: u64,
        items: &[u64],
        target: u64,
        chosen: &mut Vec<u64>,
        out: &mut Vec<String>,
        counts: &mut [u64; 5],
    ) {
        let rest: u64 = items[k + 1..].iter().sum();
        for take in [1u64, 0] {
            counts[1] += 1;
            out.push(format!(r#"{{"event":"try","step":{},"var":{k},"value":{take}}}"#, out.len()));
            let s = sum + take * items[k];
            let reject = if s > target {
                Some(("over", s))
            } else if s + rest < target {
                Some(("short", s + rest))
            } else {
                None
            };
            if let Some((rule, a)) = reject {
                counts[3] += 1;
                out.push(format!(r#"{{"event":"reject","step":{},"var":{k},"value":{take},"rule":"{rule}","with":[{a},{target}]}}"#, out.len()));
                continue;
            }
            counts[2] += 1;
            out.push(format!(
                r#"{{"event":"accept","step":{},"var":{k},"value":{take}}}"#,
                out.len()
            ));
            chosen[k] = take;
            if k + 1 == items.len() {
                counts[0] += 1;
                let values: Vec<String> = chosen.iter().map(u64::to_string).collect();
                out.push(format!(
                    r#"{{"event":"solution","step":{},"index":{},"values":[{}]}}"#,
                    out.len(),
                    counts[0],
                    values.join(",")
                ));
            } else {
                search(k + 1, s, items, target, chosen, out, counts);
            }
            counts[4] += 1;
            out.push(format!(
                r#"{{"event":"backtrack","step":{},"var":{k},"value":{take}}}"#,
                out.len()
            ));
        }
    }
    search(0, 0, &items, target, &mut vec![0; items.len()], &mut out, &mut counts);
    let [s, t, a, r, b] = counts;
    out.push(format!(r#"{{"event":"done","step":{},"solutions":{s},"tries":{t},"accepts":{a},"rejects":{r},"backtracks":{b},"complete":true}}"#, out.len()));
    let model = out.join("\n") + "\n";
    assert_eq!(model, jsonl(&[]), "the model's bytes are the writer's");
    let (_d, file) = tmp_file("model.jsonl", model.as_bytes());
    assert!(bin().arg("verify").arg(&file).status().unwrap().success());
}
