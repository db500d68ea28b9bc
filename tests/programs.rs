//! The code pane's programs, run for real: each prints the canonical trace, byte for byte, for
//! n = 1 to 8, and `verify --strict` accepts it. What the pane shows is what runs: the source
//! run here is the text the library embeds (`Program::source`).
//!
//! Needs python3 and g++ (`.ci/run` installs them), hence ignored by default:
//! `cargo test --test programs -- --include-ignored`.

use crate::util::{bin, stdout_bytes};
use nqueens_trace::program::Program;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const SIZES: std::ops::RangeInclusive<u32> = 1..=8;

/// `nqueens-trace run N --format jsonl`: the canonical trace.
fn canonical(n: u32) -> Vec<u8> {
    stdout_bytes(bin().args(["run", &n.to_string(), "--format", "jsonl"]))
}

/// Writes the embedded source of program `name` into `dir`, under its own file name.
fn write_source(dir: &Path, name: &str) -> PathBuf {
    let program = Program::named(name).unwrap();
    let path = dir.join(program.file());
    fs::write(&path, program.source()).unwrap();
    path
}

/// Compiles a C++ program the way its header says, into `dir`.
fn compile(dir: &Path, name: &str) -> PathBuf {
    let source = write_source(dir, name);
    let exe = dir.join(name);
    stdout_bytes(
        Command::new("g++")
            .args(["-std=c++17", "-O2", "-Wall", "-Wextra", "-o"])
            .arg(&exe)
            .arg(&source),
    );
    exe
}

/// Checks that `trace`, what program `name` printed for `n`, is the canonical trace and that
/// `verify --strict` accepts it; on a difference, names the first line that differs.
fn assert_canonical(name: &str, n: u32, trace: &[u8], dir: &Path) {
    let file = dir.join(format!("{name}-{n}.jsonl"));
    fs::write(&file, trace).unwrap();
    let verdict = bin().arg("verify").arg("--strict").arg(&file).output().unwrap();
    assert!(
        verdict.status.success(),
        "{name}, n={n}: verify --strict refuses it: {}",
        String::from_utf8_lossy(&verdict.stdout)
    );
    let expected = canonical(n);
    if trace != expected {
        let (got, want) = (String::from_utf8_lossy(trace), String::from_utf8_lossy(&expected));
        let line = got
            .lines()
            .zip(want.lines())
            .position(|(g, w)| g != w)
            .unwrap_or_else(|| got.lines().count().min(want.lines().count()));
        panic!(
            "{name}, n={n}: line {} differs from `run {n} --format jsonl`:\n  got  {:?}\n  want {:?}",
            line + 1,
            got.lines().nth(line),
            want.lines().nth(line)
        );
    }
}

fn python_prints_the_canonical_trace(name: &str) {
    let dir = tempfile::tempdir().unwrap();
    let source = write_source(dir.path(), name);
    for n in SIZES {
        let trace = stdout_bytes(Command::new("python3").arg(&source).arg(n.to_string()));
        assert_canonical(name, n, &trace, dir.path());
    }
}

#[test]
#[ignore = "needs python3"]
fn python_prints_the_canonical_trace_for_n_1_to_8() {
    python_prints_the_canonical_trace("python");
}

#[test]
#[ignore = "needs python3"]
fn python_generator_prints_the_canonical_trace_for_n_1_to_8() {
    python_prints_the_canonical_trace("python-generator");
}

#[test]
#[ignore = "needs python3"]
fn python_board_prints_the_canonical_trace_for_n_1_to_8() {
    python_prints_the_canonical_trace("python-board");
}

/// Both C++ versions: each prints the canonical trace, so the recursive one and the one with a
/// loop and `k--` print the same trace, which the code pane sets side by side.
#[test]
#[ignore = "needs g++"]
fn cpp_recursive_and_cpp_iterative_print_the_same_canonical_trace_for_n_1_to_8() {
    let dir = tempfile::tempdir().unwrap();
    let recursive = compile(dir.path(), "cpp-recursive");
    let iterative = compile(dir.path(), "cpp-iterative");
    for n in SIZES {
        let by_recursion = stdout_bytes(Command::new(&recursive).arg(n.to_string()));
        let by_loop = stdout_bytes(Command::new(&iterative).arg(n.to_string()));
        assert!(by_recursion == by_loop, "n={n}: cpp-recursive and cpp-iterative differ");
        assert_canonical("cpp-recursive", n, &by_recursion, dir.path());
        assert_canonical("cpp-iterative", n, &by_loop, dir.path());
    }
}

/// Every file in `traces/programs/` is a program the library knows or the data beside one, so
/// no program is kept there that the pane cannot show.
#[test]
fn every_file_in_traces_programs_belongs_to_a_program() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("traces/programs");
    let mut files: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut known: Vec<String> = Program::all()
        .iter()
        .flat_map(|p| [p.file().to_string(), format!("{}.json", p.name())])
        .collect();
    known.sort();
    assert_eq!(files, known);
}

// ---- The variables pane, against the programs' own variables. ----------------------------
// Each program is run with a line added to its tracing code that prints, before every event,
// the variables the pane shows (`#` and JSON), read from the running program; the pane's
// variables, derived from the events alone (`Program::variables`), must be the same.

/// Python's dump: the variables of the nearest frame that has them, and at a reject which of
/// python's three tests holds (`tests`) or what `attacker` returned (`r`).
const PYTHON_DUMP: &str = r##"def _dump(event):
    f = sys._getframe(2)
    names = ("cols", "diags", "antis", "placed", "board")
    while f is not None and not set(names) & set(f.f_locals):
        f = f.f_back
    seen = {} if f is None else f.f_locals
    out = {k: sorted(seen[k]) if isinstance(seen[k], set) else list(seen[k]) for k in names if k in seen}
    # A 0/1 board is a list of rows: the pane reads it row by row.
    out = {k: [x for r in v for x in r] if v and isinstance(v[0], list) else v for k, v in out.items()}
    if event == "reject" and "cols" in seen:
        row, col = seen["row"], seen["col"]
        out["tests"] = [col in seen["cols"], row - col in seen["diags"], row + col in seen["antis"]]
    if event == "reject" and "r" in seen:
        out["r"] = seen["r"]
    print("#" + json.dumps(out))


def emit(event, fields):
    _dump(event)
"##;

/// C++'s dump: the whole of `x`, before every event.
const CPP_DUMP: &str = "void dump() {\n    std::printf(\"#\");\n    for (int v : x) std::printf(\" %d\", v);\n    std::printf(\"\\n\");\n}\n\nvoid emit(";

/// Each event of `output` (a program's trace with its dumps) and the dump before it.
fn dumped(output: &[u8]) -> Vec<(String, nqueens_trace::Event)> {
    let text = String::from_utf8(output.to_vec()).unwrap();
    let mut pairs = Vec::new();
    let mut dump = String::new();
    for line in text.lines() {
        match line.strip_prefix('#') {
            Some(d) => dump = d.to_string(),
            None => pairs.push((std::mem::take(&mut dump), serde_json::from_str(line).unwrap())),
        }
    }
    pairs
}

/// The pane's variables at each event of `pairs`, given to `check` with the event's dump.
fn each_step(
    name: &str,
    n: u32,
    pairs: &[(String, nqueens_trace::Event)],
    mut check: impl FnMut(&nqueens_trace::Event, &[nqueens_trace::program::Variable], &str),
) {
    use nqueens_trace::Event;
    let program = Program::named(name).unwrap();
    let mut queens = Vec::new();
    let mut previous = None;
    for (dump, event) in pairs {
        match *event {
            Event::Accept { col, .. } => queens.push(col),
            Event::Backtrack { .. } => _ = queens.pop(),
            _ => {}
        }
        let vars = program.variables(event, previous, &queens, n);
        check(event, &vars, dump);
        previous = Some(event.kind());
    }
}

fn python_variables_are_the_program_s(name: &str) {
    use nqueens_trace::program::Mark;
    let dir = tempfile::tempdir().unwrap();
    let program = Program::named(name).unwrap();
    let source = program.source().replacen("def emit(event, fields):\n", PYTHON_DUMP, 1);
    assert_ne!(source, program.source(), "{name}: the dump was not added");
    let path = dir.path().join(program.file());
    fs::write(&path, source).unwrap();
    let mut checked = 0;
    for n in 1..=6 {
        let out = stdout_bytes(Command::new("python3").arg(&path).arg(n.to_string()));
        each_step(name, n, &dumped(&out), |event, vars, dump| {
            let dump: serde_json::Value = serde_json::from_str(dump).unwrap();
            for v in vars {
                let got = &dump[v.name];
                assert!(!got.is_null(), "{name} n={n} {event:?}: the program has no {}", v.name);
                let values: Vec<i64> =
                    got.as_array().unwrap().iter().map(|v| v.as_i64().unwrap()).collect();
                assert_eq!(values, v.values, "{name} n={n} {event:?}: {}", v.name);
                checked += 1;
            }
            if let Some(tests) = dump["tests"].as_array() {
                // The first set whose test holds is the one found; the sets after it untested.
                let first = tests.iter().position(|t| t == true);
                let found = vars
                    .iter()
                    .position(|v| matches!(v.mark, Some(Mark::Test { found: Some(_), .. })));
                assert_eq!(found, first, "{name} n={n} {event:?}");
                let tested = vars.iter().filter(|v| matches!(v.mark, Some(Mark::Test { .. })));
                assert_eq!(tested.count(), first.unwrap() + 1, "{name} n={n} {event:?}");
            }
            if let Some(r) = dump["r"].as_i64() {
                let found = vars.iter().find_map(|v| match v.mark {
                    Some(Mark::Test { found, .. }) => found,
                    _ => None,
                });
                assert_eq!(found, Some(r as usize), "{name} n={n} {event:?}");
            }
        });
    }
    assert!(checked > 1000, "{name}: only {checked} variables checked");
}

#[test]
#[ignore = "needs python3"]
fn python_s_sets_are_the_ones_the_pane_shows() {
    python_variables_are_the_program_s("python");
}

#[test]
#[ignore = "needs python3"]
fn the_generator_s_tuples_are_the_ones_the_pane_shows() {
    python_variables_are_the_program_s("python-generator");
}

#[test]
#[ignore = "needs python3"]
fn python_board_s_0_1_board_is_the_one_the_pane_shows() {
    python_variables_are_the_program_s("python-board");
}

#[test]
#[ignore = "needs g++"]
fn the_cpp_programs_x_is_the_one_the_pane_shows() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["cpp-recursive", "cpp-iterative"] {
        let program = Program::named(name).unwrap();
        let mut source = program.source().replacen("void emit(", CPP_DUMP, 1);
        for start in
            ["void emit_reject(int k) {\n", "void emit_solution() {\n", "void emit_done() {\n"]
        {
            source = source.replacen(start, &format!("{start}    dump();\n"), 1);
        }
        source = source.replacen("    count++;\n", "    dump();\n    count++;\n", 1);
        assert_eq!(source.matches("dump();").count(), 4, "{name}");
        let path = dir.path().join(program.file());
        fs::write(&path, source).unwrap();
        let exe = dir.path().join(name);
        stdout_bytes(Command::new("g++").args(["-std=c++17", "-O2", "-o"]).arg(&exe).arg(&path));
        let mut checked = 0;
        for n in 1..=6 {
            let out = stdout_bytes(Command::new(&exe).arg(n.to_string()));
            each_step(name, n, &dumped(&out), |event, vars, dump| {
                let x: Vec<i64> = dump.split_whitespace().map(|v| v.parse().unwrap()).collect();
                let Some(shown) = vars.iter().find(|v| v.name == "x") else {
                    return;
                };
                // The pane shows x as far as it is in use: x[0] to x[k].
                assert!(
                    x.starts_with(&shown.values),
                    "{name} n={n} {event:?}: x is {x:?}, the pane shows {:?}",
                    shown.values
                );
                checked += 1;
            });
        }
        assert!(checked > 1000, "{name}: only {checked} steps checked");
    }
}

// ---- The other problems' programs. -----------------------------------------------------
// Each takes the instance as its trace's start line carries it (argv[1], JSON) and prints the
// trace of `run --problem P --format jsonl`, byte for byte.

/// `run --problem P ARGS --format jsonl`: the canonical trace of that instance.
fn canonical_of(problem: &str, args: &[&str]) -> Vec<u8> {
    stdout_bytes(bin().args(["run", "--problem", problem]).args(args).args(["--format", "jsonl"]))
}

/// Runs program `name` on the instance of each `runs` (the `run` options that make it) and
/// on no argument (the default instance), and compares its output with `run`'s.
fn other_prints_the_canonical_traces(name: &str, problem: &str, runs: &[&[&str]]) {
    let dir = tempfile::tempdir().unwrap();
    let program = Program::named_for(name, problem).unwrap();
    let source = dir.path().join(program.file());
    fs::write(&source, program.source()).unwrap();
    let default = stdout_bytes(Command::new("python3").arg(&source));
    assert!(default == canonical_of(problem, &[]), "{name}: the default instance differs");
    for (i, args) in runs.iter().enumerate() {
        let expected = canonical_of(problem, args);
        let start: serde_json::Value =
            serde_json::from_str(String::from_utf8_lossy(&expected).lines().next().unwrap())
                .unwrap();
        let instance = start["instance"].to_string();
        let trace = stdout_bytes(Command::new("python3").arg(&source).arg(&instance));
        let file = dir.path().join(format!("{name}-{i}.jsonl"));
        fs::write(&file, &trace).unwrap();
        let verdict = bin().arg("verify").arg("--strict").arg(&file).output().unwrap();
        assert!(verdict.status.success(), "{name} {args:?}: verify --strict refuses it");
        if trace != expected {
            let (got, want) = (String::from_utf8_lossy(&trace), String::from_utf8_lossy(&expected));
            let line = got.lines().zip(want.lines()).position(|(g, w)| g != w);
            panic!("{name} {args:?}: differs from run's at line {line:?}");
        }
    }
}

#[test]
#[ignore = "needs python3"]
fn python_sudoku_prints_the_canonical_trace_of_4x4_and_9x9_puzzles() {
    let nine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    other_prints_the_canonical_traces(
        "python-sudoku",
        "sudoku",
        &[
            &["--puzzle", "1.3......2......"],
            &["--puzzle", "4...\n..1.\n.2..\n...3"],
            &["--puzzle", nine],
        ],
    );
}

#[test]
#[ignore = "needs python3"]
fn python_coloring_prints_the_canonical_trace_of_australia_and_a_dimacs_graph() {
    let dir = tempfile::tempdir().unwrap();
    // A 5-cycle with a chord, one edge listed both ways, as published files do.
    let graph = dir.path().join("wheel.col");
    fs::write(
        &graph,
        "c a small graph\np edge 5 7\ne 1 2\ne 2 3\ne 3 4\ne 4 5\ne 5 1\ne 1 3\ne 2 1\n",
    )
    .unwrap();
    let graph = graph.to_str().unwrap();
    other_prints_the_canonical_traces(
        "python-coloring",
        "coloring",
        &[
            &["--graph", "australia", "--colors", "2"],
            &["--graph", "australia", "--colors", "4"],
            &["--graph", graph],
            &["--graph", graph, "--colors", "4"],
        ],
    );
}

#[test]
#[ignore = "needs python3"]
fn python_subset_sum_prints_the_canonical_trace_of_several_item_lists() {
    other_prints_the_canonical_traces(
        "python-subset-sum",
        "subset-sum",
        &[
            &["--items", "5,10,12,13,15,18", "--target", "30"],
            &["--items", "1,2,3", "--target", "100"],
            &["--items", "0,4,4", "--target", "0"],
            &["--items", "7", "--target", "7"],
        ],
    );
}

/// A program is shown only beside a trace of its own problem: the Sudoku program beside an
/// N-Queens search, or an N-Queens one beside a subset sum, is refused in one line naming the
/// programs that fit, before the view needs a terminal.
#[test]
fn step_refuses_a_program_of_another_problem_in_one_line() {
    use crate::util::fails;
    for (args, want) in [
        (
            &["step", "4", "--code", "python-sudoku"][..],
            "program 'python-sudoku' searches sudoku, not nqueens: for nqueens take one of pseudo,",
        ),
        (
            &["step", "--problem", "subset-sum", "--code", "python"],
            "program 'python' searches nqueens, not subset-sum: for subset-sum take one of \
             python-subset-sum",
        ),
        (
            &["step", "--problem", "coloring", "--code", "cobol"],
            "unknown program 'cobol': expected one of python-coloring",
        ),
    ] {
        let err = fails(bin().args(args), 2);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

// ---- The step view's code pane for the other problems, in a terminal. ------------------

/// `step --problem P --code`: the problem's program beside its picture, the line that ran
/// marked, the call stack a frame per variable assigned, and the program's variables.
#[test]
#[ignore = "needs tmux"]
fn step_shows_the_other_problems_programs_their_stack_and_variables() {
    use crate::util::tmux::Tmux;
    let sudoku = Program::named_for("python-sudoku", "sudoku").unwrap();
    let t = Tmux::start("sudoku-code", "step --problem sudoku --code --color never");
    t.wait_settled("── python-sudoku.py · Python");
    // Step 18 rejects 4 in cell 3: column 3 holds the 4 of (3,3).
    let s = t.press(&["Space"; 18], "step 18 of ?");
    let l = sudoku.lines_for(nqueens_trace::Kind::Reject, None)[0];
    // The line is whole, wrapped under its own text where the window is narrower.
    let digits = sudoku.line_count().to_string().len();
    assert!(s.contains(&format!("▶{l:>digits$}             if digit in rows[r] or")), "{s}");
    assert!(sudoku.line(l).unwrap().trim().starts_with("if digit in rows[r] or"));
    for line in [
        "  fill(cell=1) digit=2",
        "  fill(cell=2) digit=3",
        "▶ fill(cell=3) digit=4",
        "rows[r] = {1, 2, 3}   4 in {1, 2, 3} → False",
        "cols[c] = {4}   4 in {4} → True",
    ] {
        assert!(s.contains(line), "{line:?} missing:\n{s}");
    }
    t.quit();

    let t = Tmux::start("coloring-code", "step --problem coloring --code python-coloring");
    t.wait_settled("── python-coloring.py · Python");
    let s = t.press(&["Space"; 4], "step 4 of ?");
    for line in [
        "▶ paint(v=1) c=0",
        "adj[v] = [0, 2, 3]",
        "colour = [0, None]   any(colour[u] == 0 for u in adj[v]) → True",
    ] {
        assert!(s.contains(line), "{line:?} missing:\n{s}");
    }
    t.quit();

    // A replayed trace shows the same; a subset sum's reject marks the bound that cut.
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("sum.jsonl");
    fs::write(&trace, canonical_of("subset-sum", &[])).unwrap();
    let args = format!("step --input {} --code --lang fa", trace.display());
    let t = Tmux::start_in("sum-code", &args, 80, 24);
    t.wait_settled("python-subset-sum.py");
    let s = t.press(&["Space"; 4], "گام 4");
    assert!(s.contains("▶ decide(i=1) take=1"), "{s}");
    // Over is the first bound: its test alone is marked, not the other's.
    assert!(s.contains("▶54             if total + take * items[i]"), "{s}");
    assert!(s.contains("total = 3   total + take * items[i] = 37"), "{s}");
    assert!(!s.contains("▶57"), "{s}");
    t.quit();

    // An N-Queens trace refuses the Sudoku program, once its start names the problem.
    let queens = dir.path().join("n4.jsonl");
    fs::write(&queens, canonical(4)).unwrap();
    let args = format!("step --input {} --code python-sudoku", queens.display());
    let t = Tmux::start("refused-code", &args);
    let s = t.wait_text("exited 2");
    assert!(s.contains("program 'python-sudoku' searches sudoku, not nqueens"), "{s}");
    t.wait_exit(2);
}

/// The other problems' dump: the variables the pane shows, read from the frame of the
/// program's recursive function (a scalar as a list of one, `None` as null).
const OTHER_DUMP: &str = r##"def _dump(event):
    f = sys._getframe(2)
    while f is not None and f.f_code.co_name not in ("fill", "paint", "decide"):
        f = f.f_back
    out = {}
    if f is not None:
        s = f.f_locals
        if "rows" in s and s["cell"] < len(s["grid"]):
            r, c, b = s["r"], s["c"], s["b"]
            out = {"r": [r], "c": [c], "b": [b], "rows[r]": sorted(s["rows"][r]),
                   "cols[c]": sorted(s["cols"][c]), "boxes[b]": sorted(s["boxes"][b])}
        if "adj" in s:
            v = s["v"]
            out = {"colour": list(s["colour"])}
            if v < len(s["colour"]):
                out = {"adj[v]": s["adj"][v], "colour": s["colour"][:v + 1]}
        if "items" in s:
            i, items = s["i"], s["items"]
            out = {"total": [s["total"]], "target": [s["target"]], "chosen": list(s["chosen"])}
            if i < len(items):
                out.update({"items[i]": [items[i]], "rest[i + 1]": [s["rest"][i + 1]],
                            "chosen": s["chosen"][:i + 1]})
    print("#" + json.dumps(out))


def emit(event, fields):
    _dump(event)
"##;

/// Runs program `name`, its dump added, on the instances `runs` makes, and checks the pane's
/// variables at every event against the program's own.
fn other_variables_are_the_program_s(name: &str, problem: &str, runs: &[&[&str]]) {
    use nqueens_trace::program::{Trail, Variable};
    let dir = tempfile::tempdir().unwrap();
    let program = Program::named_for(name, problem).unwrap();
    let source = program.source().replacen("def emit(event, fields):\n", OTHER_DUMP, 1);
    assert_ne!(source, program.source(), "{name}: the dump was not added");
    let path = dir.path().join(program.file());
    fs::write(&path, source).unwrap();
    let mut checked = 0;
    for args in runs {
        let expected = canonical_of(problem, args);
        let first = String::from_utf8_lossy(&expected).lines().next().unwrap().to_string();
        let start: serde_json::Value = serde_json::from_str(&first).unwrap();
        let out =
            stdout_bytes(Command::new("python3").arg(&path).arg(start["instance"].to_string()));
        // The events, read as any trace is (a backtrack-trace/1 line names var and value),
        // each with the dump before it.
        let text = String::from_utf8(out).unwrap();
        let (dumps, lines): (Vec<&str>, Vec<&str>) = text.lines().partition(|l| l.starts_with('#'));
        assert_eq!(dumps.len(), lines.len(), "{name}: a dump before every event");
        let joined = lines.join("\n");
        let events = nqueens_trace::Reader::new(joined.as_bytes(), "trace").map(|e| e.unwrap());
        let pairs: Vec<(String, nqueens_trace::Event)> =
            dumps.iter().map(|d| d[1..].to_string()).zip(events).collect();
        assert_eq!(pairs.len(), lines.len());
        let mut trail = Trail::of(&pairs[0].1).unwrap().unwrap();
        for (dump, event) in &pairs {
            trail.follow(event);
            let dump: serde_json::Value = serde_json::from_str(dump).unwrap();
            let vars = program.variables_in(event, &trail);
            let names: Vec<&str> = vars.iter().map(|v| v.name).collect();
            let mut keys: Vec<&str> =
                dump.as_object().unwrap().keys().map(String::as_str).collect();
            let mut sorted = names.clone();
            sorted.sort_unstable();
            keys.sort_unstable();
            // At start and done the program is outside its function: the pane shows nothing.
            if !matches!(
                event,
                nqueens_trace::Event::Start { .. } | nqueens_trace::Event::Done { .. }
            ) {
                assert_eq!(sorted, keys, "{name} {args:?} {event:?}");
            }
            for v in &vars {
                let values: Vec<i64> = dump[v.name]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|x| x.as_i64().unwrap_or(Variable::NONE))
                    .collect();
                assert_eq!(values, v.values, "{name} {args:?} {event:?}: {}", v.name);
                checked += 1;
            }
        }
    }
    assert!(checked > 300, "{name}: only {checked} variables checked");
}

#[test]
#[ignore = "needs python3"]
fn the_other_problems_variables_are_the_ones_the_pane_shows() {
    let nine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    other_variables_are_the_program_s(
        "python-sudoku",
        "sudoku",
        &[&[], &["--puzzle", "1.3......2......"], &["--puzzle", nine]],
    );
    other_variables_are_the_program_s(
        "python-coloring",
        "coloring",
        &[&[], &["--colors", "2"], &["--colors", "4"]],
    );
    other_variables_are_the_program_s(
        "python-subset-sum",
        "subset-sum",
        &[&[], &["--items", "5,10,12,13,15,18", "--target", "30"]],
    );
}
