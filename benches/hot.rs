//! The hot paths, one benchmark each, with events per second: `cargo bench`. Whole-command
//! timings with peak memory come from `benches/run.sh`, whose table is in docs/performance.md.

use divan::counter::{BytesCount, ItemsCount};
use divan::Bencher;
use nqueens_trace::count::Counter;
use nqueens_trace::{Ignore, JsonlWriter, Reader, Solver, TextOptions, TextPrinter};
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
