//! `--start COLS` and `--random-start K --seed S`: the teacher's start, for every command
//! that makes a search (`run`, `step`, `export`, `check`).

use anyhow::{Context, Result};
use clap::Args;
use nqueens_trace::escape::Escaped;
use nqueens_trace::solver::random_start;
use nqueens_trace::Solver;

/// Where the search begins.
#[derive(Debug, Clone, Default, Args)]
pub struct StartArgs {
    /// Begin from a position: the columns of the queens already on the first rows, such as
    /// 1,3 (queens at (0,1) and (1,3)), a legal position; the search is then the canonical
    /// search of the tree below them.
    #[arg(long, value_name = "COLS", value_parser = parse_cols, conflicts_with = "random_start")]
    pub start: Option<Columns>,
    /// Begin from a legal position of K queens drawn from --seed S: the same seed gives the
    /// same position on every platform, so each student of a class can get one.
    #[arg(long, value_name = "K", requires = "seed", value_parser = clap::value_parser!(u32).range(0..32))]
    pub random_start: Option<u32>,
    /// The seed of --random-start, a whole number.
    #[arg(long, value_name = "S", requires = "random_start")]
    pub seed: Option<u64>,
}

/// The columns of a start.
#[derive(Debug, Clone, Default)]
pub struct Columns(pub Vec<u32>);

fn parse_cols(s: &str) -> Result<Columns, String> {
    s.split(',')
        .map(|part| part.trim().parse::<u32>())
        .collect::<Result<Vec<_>, _>>()
        .map(Columns)
        .map_err(|_| {
            format!(
                "'{}' is not a list of columns: expected whole numbers from 0 separated by commas, such as 1,3",
                Escaped(s)
            )
        })
}

impl StartArgs {
    /// The columns asked for, checked against the board `n`; empty for the whole search.
    pub fn columns(&self, n: u32) -> Result<Vec<u32>> {
        let cols = match (&self.start, self.random_start, self.seed) {
            (Some(Columns(cols)), _, _) => cols.clone(),
            (None, Some(k), Some(seed)) => random_start(n, k, seed)
                .with_context(|| format!("--random-start {k} on a board of n={n}"))?,
            _ => Vec::new(),
        };
        // The same check the solver makes, with the flag named.
        Solver::new(n)?.from(&cols).with_context(|| format!("--start {}", list(&cols)))?;
        Ok(cols)
    }

    /// `solver`, begun from the start asked for.
    pub fn apply(&self, solver: Solver) -> Result<Solver> {
        let cols = self.columns(solver.n())?;
        Ok(solver.from(&cols)?)
    }
}

/// `1,3`.
fn list(cols: &[u32]) -> String {
    cols.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}
