//! `run` (the search, live) and `replay` (a JSON Lines trace, printed again).

use super::{input, ReplayArgs, RunArgs};
use crate::output::refuse_same_file;
use anyhow::Result;
use nqueens_trace::Solver;
use std::path::Path;
use std::process::ExitCode;

pub fn run(args: &RunArgs) -> Result<ExitCode> {
    let limit = if args.first { Some(1) } else { args.limit };
    let solver = Solver::new(args.n)?.limit(limit);
    args.out.with_sink(|sink| Ok(solver.run(sink)?))?;
    Ok(ExitCode::SUCCESS)
}

pub fn replay(args: &ReplayArgs) -> Result<ExitCode> {
    let input = args.input.as_deref().unwrap_or(Path::new("-"));
    refuse_same_file(Some(input), args.out.output.as_deref())?;
    let events = input::in_order(input::open(input)?);
    args.out.with_sink(|sink| {
        for event in events {
            sink.event(&event?)?;
        }
        sink.finish()?;
        Ok(ExitCode::SUCCESS)
    })
}
