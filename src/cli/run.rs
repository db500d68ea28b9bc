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
    let name = reader.name().to_string();
    args.out.with_sink(|sink| {
        // Replay prints what `run` printed, so it refuses what `run` never writes: steps out
        // of order, a second start, events after done. `verify` explains subtler faults.
        let mut last = None;
        for (line, event) in (1u64..).zip(reader.by_ref()) {
            let event: Event = event?;
            let at = || format!("{name}:{line}");
            if event.step() != line - 1 {
                anyhow::bail!(
                    "{}: step {} out of order: expected {}",
                    at(),
                    event.step(),
                    line - 1
                );
            }
            if line > 1 && event.kind() == Kind::Start {
                anyhow::bail!("{}: a second start event: one trace per file", at());
            }
            if last == Some(Kind::Done) {
                anyhow::bail!("{}: an event after done", at());
            }
            sink.event(&event)?;
            last = Some(event.kind());
        }
        if last != Some(Kind::Done) {
            anyhow::bail!("{name}: the trace ends without a done event: it is truncated");
        }
        sink.finish()?;
        Ok(ExitCode::SUCCESS)
    })
}
