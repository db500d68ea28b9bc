//! `--problem` and its instance's options, shared by `run`, `step` and `count`.

use anyhow::{Context, Result};
use clap::Args;
use nqueens_trace::problem::{self, Problem, Search};
use nqueens_trace::sink::Sink;
use nqueens_trace::solver::Stats;

/// Which problem to search, and its instance.
#[derive(Debug, Args, Clone)]
pub struct ProblemArgs {
    /// The problem: nqueens (the default) or sudoku.
    #[arg(long, value_name = "NAME", default_value = "nqueens", value_parser = parse_problem)]
    pub problem: String,
    /// Sudoku: the puzzle, 16 (4×4) or 81 (9×9) cells row by row, a digit for a given, `.` or
    /// `0` for an empty cell, or a file holding them [default: a 4×4 a class can watch whole].
    #[arg(long, value_name = "PUZZLE|FILE", requires = "problem")]
    pub puzzle: Option<String>,
}

fn parse_problem(s: &str) -> Result<String, String> {
    if problem::names().contains(&s) {
        Ok(s.to_string())
    } else {
        Err(problem::InstanceError::UnknownProblem(s.to_string()).to_string())
    }
}

impl ProblemArgs {
    /// The instance asked for; `None` for N-Queens, which has its own solver and options.
    pub fn open(&self) -> Result<Option<Box<dyn Problem>>> {
        if self.problem == "nqueens" {
            if self.puzzle.is_some() {
                anyhow::bail!("--puzzle is for --problem sudoku; n-queens takes a board size");
            }
            return Ok(None);
        }
        let mut instance = problem::default_instance(&self.problem)?;
        if let Some(puzzle) = &self.puzzle {
            // A puzzle that names a file is read from it: the collections ship one per line
            // or one per file.
            let path = std::path::Path::new(puzzle);
            let text = if path.is_file() {
                std::fs::read_to_string(path)
                    .with_context(|| format!("--puzzle: could not read '{}'", path.display()))?
            } else {
                puzzle.clone()
            };
            instance = serde_json::json!({ "puzzle": text });
        }
        let opened = problem::open(&self.problem, &instance)
            .with_context(|| format!("--problem {}", self.problem))?;
        Ok(Some(opened))
    }
}

/// Runs the search of `problem` into `sink`, `finish` included, and returns its totals.
pub fn run(
    problem: Box<dyn Problem>,
    limit: Option<u64>,
    sink: &mut dyn Sink<Error = std::io::Error>,
) -> std::io::Result<Stats> {
    let mut search = Search::new(problem, limit);
    for event in search.by_ref() {
        if !sink.event(&event)? {
            break;
        }
    }
    sink.finish()?;
    Ok(search.stats())
}
