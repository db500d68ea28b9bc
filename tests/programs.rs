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
