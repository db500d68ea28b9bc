//! The hot paths, one benchmark each, with events per second: `cargo bench`. Whole-command
//! timings with peak memory come from `benches/run.sh`, whose table is in docs/performance.md.

use divan::counter::{BytesCount, ItemsCount};
use divan::Bencher;
use nqueens_trace::count::Counter;
use nqueens_trace::problem::coloring::Coloring;
use nqueens_trace::problem::{self, Problem, Search};
use nqueens_trace::{Ignore, JsonlWriter, Reader, Sink, Solver, TextOptions, TextPrinter};
use std::io;

fn main() {
    divan::main();
}

/// The number of events in the full trace of size `n`.
fn events(n: u32) -> ItemsCount {
    ItemsCount::new(Counter::new(n).unwrap().threads(1).run().events())
}

/// The search alone: every event is built and handed to a sink that ignores it.
#[divan::bench(args = [8, 10])]
fn solver_ignore(bencher: Bencher, n: u32) {
    bencher.counter(events(n)).bench(|| Solver::new(n).unwrap().run(&mut Ignore).unwrap());
}

/// The search writing JSON Lines into a black hole, through `dyn Write` as the binary does.
#[divan::bench(args = [8, 10])]
fn jsonl(bencher: Bencher, n: u32) {
    bencher.counter(events(n)).bench(|| {
        let mut out = io::sink();
        let out: &mut dyn io::Write = &mut out;
        let mut sink = JsonlWriter::new(out);
        Solver::new(n).unwrap().run(&mut sink).unwrap()
    });
}

/// The search writing the plain text trace into a buffered black hole.
#[divan::bench(args = [8, 10])]
fn text(bencher: Bencher, n: u32) {
    bencher.counter(events(n)).bench(|| {
        let out = io::BufWriter::with_capacity(1 << 16, io::sink());
        Solver::new(n).unwrap().run(&mut TextPrinter::new(out, TextOptions::default())).unwrap()
    });
}

/// Reading a JSON Lines trace back into events.
#[divan::bench(args = [8])]
fn read_jsonl(bencher: Bencher, n: u32) {
    let mut w = JsonlWriter::new(Vec::new());
    Solver::new(n).unwrap().run(&mut w).unwrap();
    let trace = w.into_inner();
    bencher
        .counter(events(n))
        .counter(BytesCount::of_slice(&trace))
        .bench(|| Reader::new(trace.as_slice(), "bench").count());
}

/// The bitboard count on one thread; events are those of the trace it stands for.
#[divan::bench(args = [10, 12])]
fn count(bencher: Bencher, n: u32) {
    bencher.counter(events(n)).bench(|| Counter::new(n).unwrap().threads(1).run());
}

/// A 9×9 Sudoku whose search takes 446,522 events: a puzzle of the newspapers.
const SUDOKU: &str =
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

/// The instance each problem's writer is measured on: a 9×9 Sudoku (446,522 events), the
/// 5×5 queens graph of the DIMACS benchmarks in 5 colours (80,627), the items 1 to 20 to a
/// target of 105 (2,845,670). N-Queens is n=10 (the fast solver, as the binary runs it).
fn instance(name: &str) -> Box<dyn Problem> {
    match name {
        "sudoku" => problem::open("sudoku", &serde_json::json!({ "puzzle": SUDOKU })).unwrap(),
        "coloring" => {
            let n = 5u32;
            let names = (1..=n * n).map(|v| v.to_string()).collect();
            let attacks = |a: u32, b: u32| {
                let ((r1, c1), (r2, c2)) = ((a / n, a % n), (b / n, b % n));
                r1 == r2 || c1 == c2 || r1.abs_diff(r2) == c1.abs_diff(c2)
            };
            let edges = (0..n * n)
                .flat_map(|a| (a + 1..n * n).filter(move |&b| attacks(a, b)).map(move |b| [a, b]))
                .collect();
            Box::new(Coloring::new(names, edges, 5).unwrap())
        }
        "subset-sum" => {
            let items: Vec<u32> = (1..=20).collect();
            let json = serde_json::json!({ "items": items, "target": 105 });
            problem::open("subset-sum", &json).unwrap()
        }
        _ => unreachable!("a problem of the benchmark"),
    }
}

/// The whole JSON Lines trace of `name` written into `out`.
fn write_trace(name: &str, out: &mut dyn io::Write) {
    let mut sink = JsonlWriter::new(out);
    if name == "nqueens" {
        Solver::new(10).unwrap().run(&mut sink).unwrap();
        return;
    }
    for event in Search::new(instance(name), None) {
        sink.event(&event).unwrap();
    }
    sink.finish().unwrap();
}

/// Each problem's JSON Lines writer, in bytes per second beside N-Queens' (issue 35's goal:
/// each at no less than 80 % of N-Queens'), the search included, through `dyn Write` as the
/// binary writes.
#[divan::bench(args = ["nqueens", "sudoku", "coloring", "subset-sum"])]
fn jsonl_bytes(bencher: Bencher, name: &str) {
    let mut trace = Vec::new();
    write_trace(name, &mut trace);
    bencher.counter(BytesCount::of_slice(&trace)).bench(|| write_trace(name, &mut io::sink()));
}
