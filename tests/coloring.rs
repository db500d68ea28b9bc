//! Graph colouring through the real binary: `run`, `replay`, `verify`, `diff` and `count` of
//! `--problem coloring`, on the map of Australia and DIMACS graphs, against golden files, a
//! brute force and an independent model of the search.

use crate::util::tmux::Tmux;
use crate::util::{bin, fails, golden, stdout, tmp_file};

/// The map's borders, by the regions' places in WA, NT, SA, Q, NSW, V, T.
const EDGES: [[usize; 2]; 9] =
    [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [2, 4], [2, 5], [3, 4], [4, 5]];

fn jsonl(args: &[&str]) -> String {
    stdout(bin().args(["run", "--problem", "coloring", "--format", "jsonl"]).args(args))
}

fn count(args: &[&str]) -> u64 {
    let json =
        stdout(bin().args(["count", "--problem", "coloring", "--format", "json"]).args(args));
    serde_json::from_str::<serde_json::Value>(&json).unwrap()["solutions"].as_u64().unwrap()
}

/// The colourings of a graph of `v` vertices in `k` colours, counted by trying every one.
fn brute_force(v: usize, edges: &[[usize; 2]], k: u64) -> u64 {
    (0..k.pow(v as u32))
        .filter(|&i| {
            let color = |x: usize| i / k.pow(x as u32) % k;
            edges.iter().all(|&[a, b]| color(a) != color(b))
        })
        .count() as u64
}

#[test]
fn the_map_s_trace_is_golden_in_every_language_and_replays_byte_for_byte() {
    let trace = jsonl(&[]);
    golden("coloring-australia.jsonl", &trace);
    let (_dir, file) = tmp_file("c.jsonl", trace.as_bytes());
    for lang in ["en", "zh", "zh-Hant", "fa", "tr"] {
        let live = stdout(bin().args(["run", "--problem", "coloring", "--lang", lang]));
        golden(&format!("coloring-australia.{lang}.txt").replace(".en.", "."), &live);
        let replayed = stdout(bin().arg("replay").arg(&file).args(["--lang", lang]));
        assert_eq!(replayed, live, "{lang}");
        let again = stdout(bin().arg("replay").arg(&file).args(["--format", "jsonl"]));
        assert_eq!(again, trace);
    }
}

#[test]
fn the_start_carries_the_whole_graph() {
    let trace = jsonl(&[]);
    let start: serde_json::Value = serde_json::from_str(trace.lines().next().unwrap()).unwrap();
    assert_eq!(start["problem"], "coloring");
    assert_eq!(start["n"], 7);
    assert_eq!(
        start["instance"]["vertices"],
        serde_json::json!(["WA", "NT", "SA", "Q", "NSW", "V", "T"])
    );
    assert_eq!(start["instance"]["edges"], serde_json::json!(EDGES));
    assert_eq!(start["instance"]["colors"], 3);
}

#[test]
fn the_text_trace_reads_like_the_others() {
    let text = stdout(bin().args(["run", "--problem", "coloring"]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "graph colouring: 7 vertices, 9 edges, 3 colours (red, green, blue); each vertex in turn, the colours in that order"
    );
    assert_eq!(lines[1], "→ try red for WA");
    assert_eq!(lines[2], "✓ colour WA red");
    assert_eq!(lines[3], "│ → try red for NT");
    assert_eq!(lines[4], "│ ✗ reject red for NT: its neighbour WA is already red");
    assert!(text.contains("│ │ ✗ reject green for SA: its neighbour NT is already green\n"));
    assert!(text.contains(
        "★ colouring 1:\n│ │ │ │ │ │     WA=red NT=green SA=blue Q=red NSW=green V=red T=red\n"
    ));
    assert!(text.contains("↩ backtrack: take red off T, the search goes on after the colouring"));
    assert!(text.contains("↩ backtrack: take blue off WA, no colour fits the next vertex"));
    assert_eq!(
        lines.last().unwrap(),
        &"done: 18 solutions, 102 tries (51 accepted, 51 rejected), 51 backtracks"
    );
    // Each language has its own words for the colours.
    let zh = stdout(bin().args(["run", "--problem", "coloring", "--lang", "zh"]));
    assert!(zh.contains("│ ✗ NT 不能涂红：相邻的 WA 已经是红\n"), "{zh}");
    let tr = stdout(bin().args(["run", "--problem", "coloring", "--lang", "tr", "--colors", "9"]));
    assert!(tr.contains("(kırmızı, yeşil, mavi, sarı, mor, turuncu, camgöbeği, pembe, renk 9)"));
}

#[test]
fn verify_accepts_the_search_and_refuses_each_kind_of_lie() {
    let trace = jsonl(&[]);
    let (_dir, file) = tmp_file("c.jsonl", trace.as_bytes());
    let said = stdout(bin().args(["verify", "--strict"]).arg(&file));
    assert!(said.contains("valid") && said.contains("18 solutions"), "{said}");
    let lines: Vec<&str> = trace.lines().collect();
    // Line 5 (step 4) rejects red for NT, naming its neighbour WA.
    assert_eq!(
        lines[4],
        r#"{"event":"reject","step":4,"var":1,"value":0,"rule":"edge","with":[0,0]}"#
    );
    let with = |i: usize, line: &str| {
        let mut l = lines.clone();
        l[i] = line;
        l.join("\n") + "\n"
    };
    let cases = [
        // One reason changed: another vertex named, which is no neighbour of NT with red.
        (
            with(4, r#"{"event":"reject","step":4,"var":1,"value":0,"rule":"edge","with":[6,0]}"#),
            "\"reject red for NT: its neighbour T is already red\" states a reason the rules do not give: \"reject red for NT: its neighbour WA is already red\"",
        ),
        // Another rule than the colouring's.
        (
            with(4, r#"{"event":"reject","step":4,"var":1,"value":0,"rule":"row","with":[0,0]}"#),
            "states a reason the rules do not give",
        ),
        // An accept of a colour a neighbour has.
        (
            with(4, r#"{"event":"accept","step":4,"var":1,"value":0}"#),
            "\"colour NT red\" accepts a value that does not fit: \"reject red for NT: its neighbour WA is already red\"",
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
    // One try skipped: the try and reject of red for NT left out, the steps renumbered.
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
    assert!(said.contains("\"try green for NT\" comes before \"try red for NT\""), "{said}");
}

#[test]
fn diff_names_the_first_difference() {
    let trace = jsonl(&[]);
    let other = trace.replacen(r#""rule":"edge","with":[0,0]"#, r#""rule":"edge","with":[6,0]"#, 1);
    let (_a, a) = tmp_file("a.jsonl", trace.as_bytes());
    let (_b, b) = tmp_file("b.jsonl", other.as_bytes());
    let out = bin().arg("diff").arg(&a).arg(&b).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("differ at step 4"), "{said}");
    // In the colouring's own words and picture, never a chess board's.
    assert!(said.contains("A has reject red for NT: its neighbour WA is already red, B has reject red for NT: its neighbour T is already red"), "{said}");
    assert!(said.contains("    var ") && said.contains("  * with "), "{said}");
    assert!(said.contains("before step 4:\n    WA=red NT=— SA=— Q=— NSW=— V=— T=—\n"), "{said}");
    assert!(!said.contains("board") && !said.contains(" Q "), "{said}");
    let fa = bin().args(["diff", "--lang", "fa"]).arg(&a).arg(&b).output().unwrap();
    let fa = String::from_utf8(fa.stdout).unwrap();
    let reject = "رنگ قرمز برای NT رد شد، چون همسایهٔ آن WA همین رنگ قرمز را دارد";
    assert!(fa.contains(&format!("\u{2068}{reject}\u{2069}")), "{fa}");
    assert!(bin().arg("diff").arg(&a).arg(&a).status().unwrap().success());
}

#[test]
fn count_gives_the_colourings_a_user_can_check() {
    // The textbook's fact: 18 colourings of the map in three colours.
    assert_eq!(count(&[]), 18);
    assert_eq!(brute_force(7, &EDGES, 3), 18);
    for k in [1, 2, 4] {
        assert_eq!(count(&["--colors", &k.to_string()]), brute_force(7, &EDGES, k), "{k}");
    }
    // A DIMACS graph: the wheel of a hub and a 5-cycle, which needs four colours.
    let wheel = "c the wheel W6\np edge 6 10\ne 1 2\ne 1 3\ne 1 4\ne 1 5\ne 1 6\n\
                 e 2 3\ne 3 4\ne 4 5\ne 5 6\ne 6 2\n";
    let (_d, file) = tmp_file("w6.col", wheel.as_bytes());
    let file = file.to_str().unwrap();
    let edges: Vec<[usize; 2]> =
        [[0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [1, 2], [2, 3], [3, 4], [4, 5], [5, 1]].to_vec();
    for k in [3, 4] {
        let k_ = k.to_string();
        assert_eq!(count(&["--graph", file, "--colors", &k_]), brute_force(6, &edges, k), "{k}");
    }
    let text = stdout(bin().args(["count", "--problem", "coloring"]));
    assert!(text.starts_with("problem    coloring\nn          7\nsolutions  18\n"), "{text}");
    // The count agrees with the trace's done line.
    let run = jsonl(&[]);
    assert!(run.trim_end().ends_with(
        r#""solutions":18,"tries":102,"accepts":51,"rejects":51,"backtracks":51,"complete":true}"#
    ));
    // `--graph australia` is the default, named.
    assert_eq!(jsonl(&["--graph", "australia"]), run);
}

#[test]
fn a_graph_with_no_colouring_runs_and_finds_none() {
    let text = stdout(bin().args(["run", "--problem", "coloring", "--colors", "2"]));
    assert!(
        text.ends_with("done: 0 solutions, 10 tries (4 accepted, 6 rejected), 4 backtracks\n"),
        "{text}"
    );
}

#[test]
fn bad_instances_are_one_line_naming_what_is_valid() {
    let file = |name: &str, text: &str| tmp_file(name, text.as_bytes());
    let (_a, self_loop) = file("loop.col", "p edge 3 2\ne 1 2\ne 2 2\n");
    let (_b, out_of_range) = file("range.col", "p edge 3 1\ne 1 9\n");
    let (_c, not_dimacs) = file("notes.txt", "my graph:\n1 -- 2\n");
    let (_d, no_header) = file("bare.col", "c nothing else\n");
    let path = |p: &std::path::Path| p.to_str().unwrap().to_string();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec!["--graph".into(), path(&self_loop)], "a graph with an edge from 2 to itself: an edge joins two different vertices"),
        (vec!["--graph".into(), path(&out_of_range)], "line 2 of the graph has an edge to vertex 9: expected 1 to 3"),
        (vec!["--graph".into(), path(&not_dimacs)], "line 1 of the graph, \"my graph:\", is no line of a DIMACS .col file: expected `c` and a comment, one `p edge V E` before the edges, or `e U V`"),
        (vec!["--graph".into(), path(&no_header)], "a graph with no `p edge V E` line"),
        (vec!["--graph".into(), "europe".into()], "--graph \"europe\": expected australia or a DIMACS .col file"),
        (vec!["--colors".into(), "0".into()], "0 colours: expected a whole number of colours from 1 to 4294967295"),
        (vec!["--colors".into(), "-2".into()], "-2 colours: expected a whole number of colours from 1"),
        (vec!["--colors".into(), "three".into()], "\"three\" is no whole number"),
        (vec!["--items".into(), "1,2".into()], "--items is for --problem subset-sum; coloring takes --graph and --colors"),
    ];
    for (args, want) in cases {
        for sub in ["run", "count"] {
            let err = fails(bin().args([sub, "--problem", "coloring"]).args(&args), 2);
            assert_eq!(err.lines().count(), 1, "{err}");
            assert!(err.contains(want), "{sub} {args:?}: {err}");
        }
    }
    // A start line whose graph has an edge from a vertex to itself is refused the same way.
    let trace = jsonl(&[]).replacen("[4,5]", "[5,5]", 1);
    let (_e, bad) = tmp_file("loop.jsonl", trace.as_bytes());
    let err = fails(bin().arg("replay").arg(&bad), 2);
    assert!(err.contains("a graph with an edge from V to itself"), "{err}");
    // A graph without its problem: the problem is asked for.
    let err = fails(bin().args(["run", "--graph", "australia"]), 2);
    assert!(err.contains("required arguments were not provided: --problem"), "{err}");
    let err = fails(bin().args(["run", "--problem", "sudoku", "--graph", "australia"]), 2);
    assert!(err.contains("--graph is for --problem coloring; sudoku takes --puzzle"), "{err}");
}

#[test]
#[ignore = "needs tmux"]
fn stepping_the_map_draws_its_vertices_colours_and_neighbours() {
    let t = Tmux::start_in("coloring", "step --problem coloring", 80, 24);
    let s = t.wait_settled("step 0 of");
    assert!(s.contains("graph colouring · depth 0"), "{s}");
    assert!(s.contains(" WA  .        · NT SA\n"), "{s}");
    assert!(!s.contains("Q . ."), "no chess board: {s}");
    // Step 4: red for NT is refused by its neighbour WA, marked in both rows.
    let s = t.press(&["l"; 4], "step 4 of");
    assert!(
        s.contains(" WA  (red)    · NT SA\n") && s.contains(" NT  xredx    · (WA) SA Q\n"),
        "{s}"
    );
    assert!(s.contains("▶ │ ✗ reject red for NT: its neighbour WA is already red"), "{s}");
    // The first colouring, every vertex starred; and back.
    let s = t.press(&["n"], "step 23 of");
    assert!(s.contains(" SA  *blue*") && s.contains("depth 7"), "{s}");
    let s = t.press(&["h"], "step 22 of");
    assert!(s.contains("  T  <red>"), "{s}");
    t.quit();
    // In Chinese, from a trace file.
    let (_d, file) = tmp_file("c.jsonl", jsonl(&[]).as_bytes());
    let t =
        Tmux::start_in("coloringzh", &format!("step --lang zh --input {}", file.display()), 80, 24);
    let s = t.press(&["l"; 4], "第 4 步");
    assert!(s.contains(" NT  x红x  · (WA) SA Q"), "{s}");
    t.quit();
}

/// What follows queens row by row is N-Queens' own: refused for a colouring in one line,
/// before the view needs a terminal; and without a terminal, step says it needs one.
#[test]
fn a_colouring_step_refuses_what_is_n_queens_own() {
    let err = fails(bin().args(["step", "--problem", "coloring", "--quiz"]), 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("step of a coloring search does not take --quiz"), "{err}");
    let err = fails(bin().args(["step", "--problem", "coloring"]), 2);
    assert!(err.contains("step needs a terminal"), "{err}");
}

#[test]
fn an_independent_program_s_trace_is_verified() {
    // The textbook recursion over the map (AIMA's backtracking search, its variables and
    // values in order), writing each JSON line with `format!`, sharing no code with the library.
    let names = ["WA", "NT", "SA", "Q", "NSW", "V", "T"];
    let k = 3u32;
    let neighbours = |v: usize| -> Vec<usize> {
        let mut n: Vec<usize> = EDGES
            .iter()
            .filter_map(|&[a, b]| {
                if a == v {
                    Some(b)
                } else if b == v {
                    Some(a)
                } else {
                    None
                }
            })
            .collect();
        n.sort();
        n
    };
    let quoted: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
    let edges: Vec<String> = EDGES.iter().map(|[a, b]| format!("[{a},{b}]")).collect();
    let mut out = vec![format!(
        r#"{{"event":"start","step":0,"schema":"backtrack-trace/1","problem":"coloring","instance":{{"colors":{k},"edges":[{}],"vertices":[{}]}},"n":7,"limit":null}}"#,
        edges.join(","),
        quoted.join(",")
    )];
    let mut counts = [0u64; 5]; // solutions, tries, accepts, rejects, backtracks
    #[allow(clippy::too_many_arguments)]
    fn search(
        v: usize,
        k: u32,
        colors: &mut Vec<Option<u32>>,
        neighbours: &dyn Fn(usize) -> Vec<usize>,
        out: &mut Vec<String>,
        counts: &mut [u64; 5],
    ) {
        for c in 0..k {
            counts[1] += 1;
            out.push(format!(r#"{{"event":"try","step":{},"var":{v},"value":{c}}}"#, out.len()));
            if let Some(&u) = neighbours(v).iter().find(|&&u| colors[u] == Some(c)) {
                counts[3] += 1;
                out.push(format!(r#"{{"event":"reject","step":{},"var":{v},"value":{c},"rule":"edge","with":[{u},{c}]}}"#, out.len()));
                continue;
            }
            counts[2] += 1;
            out.push(format!(r#"{{"event":"accept","step":{},"var":{v},"value":{c}}}"#, out.len()));
            colors[v] = Some(c);
            if v + 1 == colors.len() {
                counts[0] += 1;
                let values: Vec<String> = colors.iter().map(|c| c.unwrap().to_string()).collect();
                out.push(format!(
                    r#"{{"event":"solution","step":{},"index":{},"values":[{}]}}"#,
                    out.len(),
                    counts[0],
                    values.join(",")
                ));
            } else {
                search(v + 1, k, colors, neighbours, out, counts);
            }
            colors[v] = None;
            counts[4] += 1;
            out.push(format!(
                r#"{{"event":"backtrack","step":{},"var":{v},"value":{c}}}"#,
                out.len()
            ));
        }
    }
    search(0, k, &mut vec![None; 7], &neighbours, &mut out, &mut counts);
    let [s, t, a, r, b] = counts;
    out.push(format!(r#"{{"event":"done","step":{},"solutions":{s},"tries":{t},"accepts":{a},"rejects":{r},"backtracks":{b},"complete":true}}"#, out.len()));
    let model = out.join("\n") + "\n";
    assert_eq!(model, jsonl(&[]), "the model's bytes are the writer's");
    let (_d, file) = tmp_file("model.jsonl", model.as_bytes());
    assert!(bin().arg("verify").arg(&file).status().unwrap().success());
}
