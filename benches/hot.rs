//! The hot paths, one benchmark each: `cargo bench`. Whole-command timings with peak memory
//! come from `benches/run.sh`, which writes the README's Performance table.

use nqueens_trace::count::Counter;
use nqueens_trace::{Ignore, JsonlWriter, Reader, Solver, TextOptions, TextPrinter};
use std::io;

fn main() {
    divan::main();
}

/// The search alone, every event built and dropped.
#[divan::bench(args = [8, 10])]
fn solver_ignore(n: u32) -> u64 {
    Solver::new(n).unwrap().run(&mut Ignore).unwrap().tries
}

/// The search writing JSON Lines into a buffered black hole.
#[divan::bench(args = [8, 10])]
fn jsonl(n: u32) {
    let out = io::BufWriter::with_capacity(1 << 16, io::sink());
    Solver::new(n)
        .unwrap()
        .run(&mut JsonlWriter::new(out))
        .unwrap();
}

/// The search writing the plain text trace into a buffered black hole.
#[divan::bench(args = [8, 10])]
fn text(n: u32) {
    let out = io::BufWriter::with_capacity(1 << 16, io::sink());
    Solver::new(n)
        .unwrap()
        .run(&mut TextPrinter::new(out, TextOptions::default()))
        .unwrap();
}

/// Reading a JSON Lines trace back into events.
#[divan::bench(args = [8])]
fn read_jsonl(bencher: divan::Bencher, n: u32) {
    let mut trace = Vec::new();
    Solver::new(n)
        .unwrap()
        .run(&mut JsonlWriter::new(&mut trace))
        .unwrap();
    bencher
        .counter(divan::counter::BytesCount::of_slice(&trace))
        .bench(|| Reader::new(trace.as_slice(), "bench").count());
}

/// The bitboard count on one thread.
#[divan::bench(args = [10, 12])]
fn count(n: u32) -> u64 {
    Counter::new(n).unwrap().threads(1).run().stats().solutions
}
