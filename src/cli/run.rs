//! `run` (the search, live) and `replay` (a JSON Lines trace, printed again).

use super::{ReplayArgs, RunArgs};
use crate::output::refuse_same_file;
use anyhow::{Context, Result};
use nqueens_trace::{Event, Kind, Reader, Solver};
use std::io::{self, BufRead};
use std::path::Path;
use std::process::ExitCode;

pub fn run(args: &RunArgs) -> Result<ExitCode> {
    let limit = if args.first { Some(1) } else { args.limit };
    let solver = Solver::new(args.n)?.limit(limit);
    args.out.with_sink(|sink| Ok(solver.run(sink)?))?;
    Ok(ExitCode::SUCCESS)
}

pub fn replay(args: &ReplayArgs) -> Result<ExitCode> {
    let input = args.input.as_deref().filter(|p| *p != Path::new("-"));
    refuse_same_file(input, args.out.output.as_deref())?;
    let reader: Reader<Box<dyn BufRead>> = match input {
        Some(path) => {
            let file = std::fs::File::open(path)
                .with_context(|| format!("cannot read '{}'", path.display()))?;
            Reader::new(
                Box::new(io::BufReader::with_capacity(1 << 16, file)),
                path.display().to_string(),
            )
        }
        None => Reader::new(Box::new(io::stdin().lock()), "<stdin>"),
    };
    let mut reader = reader.check_board(true);
    args.out.with_sink(|sink| {
        let mut last = None;
        for event in reader.by_ref() {
            let event: Event = event?;
            sink.event(&event)?;
            last = Some(event.kind());
        }
        if last != Some(Kind::Done) {
            anyhow::bail!(
                "{}: the trace ends without a done event: it is truncated",
                reader.name()
            );
        }
        sink.finish()?;
        Ok(ExitCode::SUCCESS)
    })
}
