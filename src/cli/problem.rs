//! `--problem` and its instance's options, shared by `run`, `step` and `count`.

use anyhow::{anyhow, bail, Context, Result};
use clap::Args;
use nqueens_trace::problem::{self, coloring, Problem, Search};
use nqueens_trace::sink::Sink;
use nqueens_trace::solver::Stats;

/// Which problem to search, and its instance.
#[derive(Debug, Args, Clone)]
pub struct ProblemArgs {
    /// The problem: nqueens (the default), sudoku, coloring or subset-sum.
    #[arg(long, value_name = "NAME", default_value = "nqueens", value_parser = parse_problem)]
    pub problem: String,
    /// Sudoku: the puzzle, 16 (4×4) or 81 (9×9) cells row by row, a digit for a given, `.` or
    /// `0` for an empty cell, or a file holding them [default: a 4×4 a class can watch whole].
    #[arg(long, value_name = "PUZZLE|FILE", requires = "problem")]
    pub puzzle: Option<String>,
    /// Coloring: the graph, `australia` (the textbook's map: WA, NT, SA, Q, NSW, V, T) or a
    /// file in the DIMACS .col format (`c` comments, `p edge V E`, `e U V` from 1)
    /// [default: australia].
    #[arg(long, value_name = "australia|FILE", requires = "problem")]
    pub graph: Option<String>,
    /// Coloring: the number of colours, 1 or more, tried in order (red, green, blue, …)
    /// [default: 3].
    #[arg(long, value_name = "K", requires = "problem", allow_hyphen_values = true, value_parser = parse_whole)]
    pub colors: Option<i128>,
    /// Subset sum: the items, whole numbers from 0 separated by commas, each in turn taken,
    /// then left out [default: 3,34,4,12,5,2].
    #[arg(long, value_name = "N,N,…", requires = "problem", allow_hyphen_values = true)]
    pub items: Option<String>,
    /// Subset sum: the sum to reach, a whole number from 0 [default: 9].
    #[arg(long, value_name = "T", requires = "problem", allow_hyphen_values = true, value_parser = parse_whole)]
    pub target: Option<i128>,
}

fn parse_problem(s: &str) -> Result<String, String> {
    if problem::names().contains(&s) {
        Ok(s.to_string())
    } else {
        Err(problem::InstanceError::UnknownProblem(s.to_string()).to_string())
    }
}

/// A whole number as typed, below zero too: whether it is in range is the instance's to say.
fn parse_whole(s: &str) -> Result<i128, String> {
    s.trim()
        .parse()
        .map_err(|_| format!("{:?} is no whole number", nqueens_trace::escape::escape(s)))
}

impl ProblemArgs {
    /// The options given, each with the problem it belongs to.
    fn given(&self) -> [(bool, &'static str, &'static str); 5] {
        [
            (self.puzzle.is_some(), "--puzzle", "sudoku"),
            (self.graph.is_some(), "--graph", "coloring"),
            (self.colors.is_some(), "--colors", "coloring"),
            (self.items.is_some(), "--items", "subset-sum"),
            (self.target.is_some(), "--target", "subset-sum"),
        ]
    }

    /// The instance asked for; `None` for N-Queens, which has its own solver and options.
    pub fn open(&self) -> Result<Option<Box<dyn Problem>>> {
        let stray = self.given().into_iter().find(|&(given, _, of)| given && of != self.problem);
        if let Some((_, flag, of)) = stray {
            let takes = match self.problem.as_str() {
                "nqueens" => "n-queens takes a board size",
                "sudoku" => "sudoku takes --puzzle",
                "coloring" => "coloring takes --graph and --colors",
                _ => "subset-sum takes --items and --target",
            };
            bail!("{flag} is for --problem {of}; {takes}");
        }
        if self.problem == "nqueens" {
            return Ok(None);
        }
        let mut instance = problem::default_instance(&self.problem)?;
        if let Some(puzzle) = &self.puzzle {
            instance = serde_json::json!({ "puzzle": read_or_text("--puzzle", puzzle)? });
        }
        if let Some(graph) = &self.graph {
            instance = self.graph(graph)?;
        }
        if let Some(k) = self.colors {
            instance["colors"] = number(k);
        }
        if let Some(items) = &self.items {
            // Nothing given is no items (which the instance refuses), not an item of "".
            let items = items.split(',').filter(|_| !items.trim().is_empty());
            instance["items"] = items
                .map(|item| parse_whole(item).map(number))
                .collect::<Result<_, _>>()
                .map_err(|e| {
                    anyhow!("--items: {e}: expected whole numbers separated by commas, as 3,34,4")
                })?;
        }
        if let Some(t) = self.target {
            instance["target"] = number(t);
        }
        let opened = problem::open(&self.problem, &instance)
            .with_context(|| format!("--problem {}", self.problem))?;
        Ok(Some(opened))
    }

    /// The instance of `--graph`: the map of Australia, or a DIMACS file's graph, in the
    /// default colours (`--colors` sets them after).
    fn graph(&self, graph: &str) -> Result<serde_json::Value> {
        let colors = coloring::DEFAULT_COLORS;
        let path = std::path::Path::new(graph);
        let opened = if graph == "australia" {
            coloring::Coloring::australia(colors)
        } else if path.is_file() {
            let text = std::fs::read(path)
                .with_context(|| format!("--graph: could not read '{}'", path.display()))?;
            let text = String::from_utf8_lossy(&text);
            coloring::Coloring::dimacs(&text, colors)
        } else {
            bail!(
                "--graph {:?}: expected australia or a DIMACS .col file, and no file has that name",
                nqueens_trace::escape::escape(graph)
            );
        };
        let opened = opened.with_context(|| format!("--graph {}", path.display()))?;
        Ok(opened.to_json())
    }
}

/// A whole number as JSON: the instance says whether it is in range.
fn number(n: i128) -> serde_json::Value {
    match (u64::try_from(n), i64::try_from(n)) {
        (Ok(n), _) => n.into(),
        (_, Ok(n)) => n.into(),
        // Past 64 bits: as a double, which is out of every range an instance has.
        _ => (n as f64).into(),
    }
}

/// `value`, or the text of the file it names: the collections ship a puzzle per line or per
/// file.
fn read_or_text(flag: &str, value: &str) -> Result<String> {
    let path = std::path::Path::new(value);
    if path.is_file() {
        std::fs::read_to_string(path)
            .with_context(|| format!("{flag}: could not read '{}'", path.display()))
    } else {
        Ok(value.to_string())
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
