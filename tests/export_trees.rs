//! `nqueens-trace export dot|cast|perfetto|flame` of a Sudoku, a colouring and a subset sum,
//! through the binary: a golden file per problem and format, and what each must hold (the
//! problem's words, its picture, the counts that add up), read from the committed traces.

use crate::util::{bin, golden, need, stdout, strip_ansi, traces};
use std::process::Command;

/// The committed traces of the three problems, by the name their goldens take.
const PROBLEMS: [&str; 3] = ["sudoku-4x4", "coloring-australia", "subset-sum"];

/// `export FORMAT --input traces/<problem>.jsonl ARGS…`'s standard output.
fn export(format: &str, problem: &str, args: &[&str]) -> String {
    let trace = traces(&format!("{problem}.jsonl"));
    stdout(bin().args(["export", format, "--input"]).arg(trace).args(args))
}

/// The trace's events, as JSON.
fn events(problem: &str) -> Vec<serde_json::Value> {
    let text = std::fs::read_to_string(traces(&format!("{problem}.jsonl"))).unwrap();
    text.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn count(problem: &str, kind: &str) -> usize {
    events(problem).iter().filter(|e| e["event"] == kind).count()
}

macro_rules! golden {
    ($($test:ident: $name:literal => $format:literal $problem:literal [$($arg:literal),*];)*) => {$(
        #[test]
        fn $test() {
            golden(concat!("export/", $name), export($format, $problem, &[$($arg),*]));
        }
    )*};
}

golden! {
    golden_dot_sudoku: "sudoku-4x4.dot" => "dot" "sudoku-4x4" [];
    golden_dot_coloring: "coloring-australia.dot" => "dot" "coloring-australia" [];
    golden_dot_coloring_fa: "coloring-australia-fa.dot" => "dot" "coloring-australia" ["--lang", "fa", "--fit", "none"];
    golden_dot_subset_sum: "subset-sum.dot" => "dot" "subset-sum" [];
    golden_cast_sudoku: "sudoku-4x4.cast" => "cast" "sudoku-4x4" [];
    golden_cast_coloring: "coloring-australia.cast" => "cast" "coloring-australia" [];
    golden_cast_subset_sum: "subset-sum.cast" => "cast" "subset-sum" [];
    golden_perfetto_sudoku: "sudoku-4x4.perfetto.json" => "perfetto" "sudoku-4x4" [];
    golden_perfetto_coloring: "coloring-australia.perfetto.json" => "perfetto" "coloring-australia" [];
    golden_perfetto_subset_sum: "subset-sum.perfetto.json" => "perfetto" "subset-sum" [];
    golden_flame_sudoku: "sudoku-4x4.folded" => "flame" "sudoku-4x4" [];
    golden_flame_coloring: "coloring-australia.folded" => "flame" "coloring-australia" [];
    golden_flame_subset_sum: "subset-sum.folded" => "flame" "subset-sum" [];
}

/// One box per accept, one leaf per reject in Graphviz's own layout; each box in the problem's
/// words, and each reject with its holder or its bound's numbers.
#[test]
fn a_tree_labels_its_nodes_in_the_problem_s_words() {
    for problem in PROBLEMS {
        let dot = export("dot", problem, &["--fit", "none"]);
        assert_eq!(dot.matches("shape=box").count(), count(problem, "accept"), "{problem}");
        assert_eq!(dot.matches("style=dashed").count(), count(problem, "reject"), "{problem}");
        assert!(!dot.contains("n-queens"), "{problem}: {dot}");
    }
    let sudoku = export("dot", "sudoku-4x4", &["--fit", "none"]);
    assert!(sudoku.contains("[label=\"(0,1)=2\" shape=box]"), "{sudoku}");
    assert!(
        sudoku.contains("[label=\"✗ reject 1 in (0,1)\\nrow 0 already has 1 at (0,0)\""),
        "{sudoku}"
    );
    // At full size a solution's box holds the problem's picture: the grid, givens bold.
    assert!(sudoku.contains("<TD BGCOLOR=\"#ffffff\"><B>1</B></TD>"), "{sudoku}");
    let map = export("dot", "coloring-australia", &["--fit", "none"]);
    assert!(map.contains("<TD BGCOLOR=\"#f4a6a6\">WA=red</TD>"), "{map}");
    let map = export("dot", "coloring-australia", &[]);
    assert!(!map.contains("<TABLE"), "a slide's tree has no room for pictures");
    assert!(
        map.contains(
            "[label=\"WA=red\" shape=box style=filled fillcolor=\"#f4a6a6\" fontcolor=\"#000000\"]"
        ),
        "{map}"
    );
    assert!(map.contains("✗ NT=red ← WA"), "{map}");
    let sum = export("dot", "subset-sum", &[]);
    assert!(sum.contains("[label=\"take 3 · Σ 3\" shape=box]"), "{sum}");
    assert!(sum.contains("✗ take 34: 37 &gt; 9"), "{sum}");
    let zh = export("dot", "subset-sum", &["--lang", "zh"]);
    assert!(zh.contains("[label=\"选 3 · Σ 3\" shape=box]"), "{zh}");
}

/// Graphviz lays out every problem's tree, fitted and not, in a language written right to
/// left too, without a complaint.
#[test]
#[ignore = "needs dot (graphviz)"]
fn graphviz_lays_out_every_problem_s_tree() {
    let dot = need("dot");
    let dir = crate::util::tmp();
    for problem in PROBLEMS {
        for args in [&[][..], &["--fit", "none"], &["--collapse", "--lang", "fa"]] {
            let path = dir.path().join("tree.dot");
            std::fs::write(&path, export("dot", problem, args)).unwrap();
            let out = Command::new(&dot).arg("-Tsvg").arg(&path).output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success(), "{problem} {args:?}: {stderr}");
            assert!(!stderr.contains("syntax") && !stderr.contains("rror"), "{stderr}");
            assert!(String::from_utf8_lossy(&out.stdout).contains("<svg"));
        }
    }
}

/// The recording is the problem's text trace, line for line, except under each solution's
/// heading, where the picture in colour stands for the plain drawing: the grid ruled in boxes,
/// each vertex with its colour and its neighbours, the items and the sum's bar.
#[test]
fn a_recording_is_the_text_trace_with_the_picture_under_each_solution() {
    for (problem, run, picture) in [
        (
            "sudoku-4x4",
            &["--problem", "sudoku"][..],
            &["┌─────┬─────┐", "│ 1 2 │ 4 3 │", "└─────┴─────┘"][..],
        ),
        ("coloring-australia", &["--problem", "coloring"], &["● WA=red    ─ NT SA", "● T=red"]),
        (
            "subset-sum",
            &["--problem", "subset-sum"],
            &["[3]  34  [4]  12   5  [2]", "████████████████████ Σ 9 / 9"],
        ),
    ] {
        let cast = export("cast", problem, &[]);
        let mut lines = cast.lines();
        let header: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
        assert!(!header["title"].as_str().unwrap().contains("n-queens"), "{header}");
        let shown: Vec<String> = lines
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .filter(|e| e[1] == "o")
            .map(|e| strip_ansi(e[2].as_str().unwrap()).trim_end_matches("\r\n").to_string())
            .collect();
        let text = stdout(bin().arg("run").args(run).args(["--color", "never"]));
        let plain: Vec<&str> = text.lines().collect();
        // Line for line up to the first solution's picture.
        let heading = plain.iter().position(|l| l.contains('★')).unwrap();
        assert_eq!(shown[..=heading], plain[..=heading], "{problem}");
        for row in picture {
            let below = &shown[heading + 1..];
            assert!(below.iter().any(|l| l.ends_with(row)), "{problem}: no {row:?} in {below:#?}");
        }
        // The rest, the pictures left out, is the trace's.
        let kept: Vec<&String> =
            shown.iter().filter(|l| !picture.iter().any(|p| l.ends_with(p))).collect();
        let solutions = plain.iter().filter(|l| l.contains('★')).count();
        assert_eq!(cast.matches("\"m\"").count(), solutions, "{problem}: a marker each");
        assert_eq!(kept.last().map(|l| l.as_str()), plain.last().copied(), "{problem}");
        assert!(header["height"].as_u64().unwrap() >= 9, "{problem}: a grid fits");
    }
}

/// A selection that leaves the start out picks the problem's text up at the right depth.
#[test]
fn a_recording_from_the_middle_speaks_the_problem_s_words() {
    let cast = export("cast", "sudoku-4x4", &["--from", "60", "--to", "62"]);
    let text = stdout(bin().args(["run", "--problem", "sudoku", "--color", "never"]));
    let want: Vec<&str> = text.lines().skip(60).take(3).collect();
    let shown: Vec<String> = cast
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .map(|e| strip_ansi(e[2].as_str().unwrap()).trim_end_matches("\r\n").to_string())
        .collect();
    assert_eq!(shown, want);
}

/// The slices are the problem's choices, nested as its tree is, each end naming its begin; a
/// reject names its holder or its bound's numbers.
#[test]
fn perfetto_slices_are_the_problem_s_choices_and_pair_up() {
    for problem in PROBLEMS {
        let json: serde_json::Value =
            serde_json::from_str(&export("perfetto", problem, &[])).unwrap();
        let mut open = Vec::new();
        let mut begins = 0;
        for e in json["traceEvents"].as_array().unwrap() {
            match e["ph"].as_str().unwrap() {
                "B" => {
                    begins += 1;
                    assert_eq!(e["cat"], "choice", "{e}");
                    open.push((e["name"].clone(), e["args"].clone()));
                }
                "E" => assert_eq!(open.pop(), Some((e["name"].clone(), e["args"].clone()))),
                _ => {}
            }
        }
        assert!(open.is_empty(), "{problem}");
        assert_eq!(begins, count(problem, "accept"), "{problem}");
    }
    let map = export("perfetto", "coloring-australia", &[]);
    assert!(map.contains(r#"{"args":{"value":0,"var":0},"cat":"choice","name":"WA=red""#), "{map}");
    assert!(map
        .contains(r#"{"args":{"holder":"WA=red","rule":"edge"},"cat":"reject","name":"✗ NT=red""#));
    let sum = export("perfetto", "subset-sum", &[]);
    assert!(sum.contains(
        r#""args":{"rule":"over","sum":37,"target":9},"cat":"reject","name":"✗ take 34""#
    ));
    assert!(sum.contains(r#""name":"★ subset 1""#), "{sum}");
    let sudoku = export("perfetto", "sudoku-4x4", &["--one-based"]);
    assert!(sudoku.contains(r#""name":"(1,2)=2""#), "{sudoku}");
}

/// Each step counted once, under the path of the problem's choices: the counts add up to the
/// trace's steps, and a stack names no queen.
#[test]
fn flame_stacks_count_every_step_under_the_problem_s_choices() {
    for (problem, root) in [
        ("sudoku-4x4", "sudoku"),
        ("coloring-australia", "graph_colouring"),
        ("subset-sum", "subset_sum"),
    ] {
        let stacks = export("flame", problem, &[]);
        let total: usize =
            stacks.lines().map(|l| l.rsplit_once(' ').unwrap().1.parse::<usize>().unwrap()).sum();
        assert_eq!(total, events(problem).len(), "{problem}");
        assert!(stacks.lines().all(|l| l.starts_with(root)), "{problem}: {stacks}");
    }
    let map = export("flame", "coloring-australia", &[]);
    assert!(
        map.starts_with("graph_colouring;WA=red;NT=green;SA=blue;Q=red;NSW=green;V=red;T=red 3\n")
    );
    let sum = export("flame", "subset-sum", &[]);
    assert!(sum.contains("subset_sum;take_3;leave_out_34;take_4 "), "{sum}");
    let svg = export("flame", "sudoku-4x4", &["--svg"]);
    assert!(svg.contains("sudoku: steps under each choice") && svg.contains("(0,1)=2"));
}

/// A hostile trace's variable that is no vertex, a colour past the names and a solution of
/// the wrong length are drawn as they are, without a panic.
#[test]
fn a_hostile_trace_of_a_problem_exports_without_a_panic() {
    let start = events("coloring-australia").remove(0);
    let lines = [
        start.to_string(),
        r#"{"event":"try","step":1,"var":999,"value":77}"#.into(),
        r#"{"event":"accept","step":2,"var":999,"value":77}"#.into(),
        r#"{"event":"reject","step":3,"var":5,"value":4000000000,"rule":"edge","with":[999,3]}"#
            .into(),
        r#"{"event":"solution","step":4,"index":1,"values":[1,2]}"#.into(),
        r#"{"event":"backtrack","step":5,"var":999,"value":77}"#.into(),
        r#"{"event":"done","step":6,"solutions":1,"tries":1,"accepts":1,"rejects":1,"backtracks":1,"complete":true}"#.into(),
    ];
    let dir = crate::util::tmp();
    let trace = dir.path().join("hostile.jsonl");
    std::fs::write(&trace, lines.join("\n") + "\n").unwrap();
    for format in ["dot", "cast", "perfetto", "flame"] {
        let out = stdout(bin().args(["export", format, "--input"]).arg(&trace));
        assert!(out.contains("#999") || format == "cast", "{format}: {out}");
    }
}
