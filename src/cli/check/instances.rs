//! `check --problem P`: the instances a teacher names (`--puzzle`, `--graph` and `--colors`,
//! `--items` and `--target`, each as often as wanted), or the problem's default one; how the
//! program is given one; and how a departure from its model search is said, in the problem's
//! words and the language of `--lang`.

use super::words::{Value, Words};
use crate::cli::problem::ProblemArgs;
use anyhow::{bail, Result};
use nqueens_trace::check::{Departure, Judged, Judgement, Reordered};
use nqueens_trace::problem::{self, judge::SearchFault, Problem};
use nqueens_trace::Event;
use std::ffi::OsString;

/// The placeholder that the instance's JSON replaces in an argument.
pub const PLACEHOLDER: &str = "{instance}";

/// The instance options of `check`.
#[derive(Debug, Clone, clap::Args)]
pub struct InstanceArgs {
    /// Judge a search of another problem than N-Queens: sudoku, coloring or subset-sum, on
    /// each instance its options name (each option as often as wanted: every combination is
    /// one run), or on the problem's default instance. The program gets the instance as
    /// the JSON its start line carries, in place of {instance} in an argument, or else as the
    /// last argument.
    #[arg(long, value_name = "NAME", value_parser = parse_problem)]
    pub problem: Option<String>,
    /// Sudoku: a puzzle (81 or 16 cells, or a file holding them); once per puzzle.
    #[arg(long, value_name = "PUZZLE|FILE", requires = "problem")]
    pub puzzle: Vec<String>,
    /// Coloring: a graph, australia or a DIMACS .col file; once per graph.
    #[arg(long, value_name = "australia|FILE", requires = "problem")]
    pub graph: Vec<String>,
    /// Coloring: a number of colours; once per number, each graph is searched in each.
    #[arg(long, value_name = "K", requires = "problem", allow_hyphen_values = true, value_parser = parse_whole)]
    pub colors: Vec<i128>,
    /// Subset sum: the items, such as 3,34,4,12,5,2; once per list.
    #[arg(long, value_name = "N,N,…", requires = "problem", allow_hyphen_values = true)]
    pub items: Vec<String>,
    /// Subset sum: a target; once per target, each list of items is searched for each.
    #[arg(long, value_name = "T", requires = "problem", allow_hyphen_values = true, value_parser = parse_whole)]
    pub target: Vec<i128>,
}

fn parse_problem(s: &str) -> Result<String, String> {
    if problem::names().contains(&s) {
        Ok(s.to_string())
    } else {
        Err(problem::InstanceError::UnknownProblem(s.to_string()).to_string())
    }
}

fn parse_whole(s: &str) -> Result<i128, String> {
    s.trim()
        .parse()
        .map_err(|_| format!("{:?} is no whole number", nqueens_trace::escape::escape(s)))
}

/// Each value given, or one `None` when none is.
fn each<T: Clone>(values: &[T]) -> Vec<Option<T>> {
    if values.is_empty() {
        vec![None]
    } else {
        values.iter().cloned().map(Some).collect()
    }
}

impl InstanceArgs {
    /// The problem asked for; `None` for N-Queens (no `--problem`, or `--problem nqueens`),
    /// which then takes none of the instance options.
    pub fn problem(&self) -> Result<Option<&str>> {
        match self.problem.as_deref() {
            None | Some("nqueens") => {
                if let Some(problem) = &self.problem {
                    // The options of another problem are refused in run's words.
                    self.with(problem, 0).open()?;
                }
                Ok(None)
            }
            Some(name) => Ok(Some(name)),
        }
    }

    /// `run`'s options of the `i`-th combination (in the order: puzzle, graph, colours, items,
    /// target) of `problem`.
    fn with(&self, problem: &str, i: usize) -> ProblemArgs {
        self.combinations(problem).swap_remove(i)
    }

    fn combinations(&self, problem: &str) -> Vec<ProblemArgs> {
        let mut out = Vec::new();
        for puzzle in each(&self.puzzle) {
            for graph in each(&self.graph) {
                for colors in each(&self.colors) {
                    for items in each(&self.items) {
                        for target in each(&self.target) {
                            out.push(ProblemArgs {
                                problem: problem.to_string(),
                                puzzle: puzzle.clone(),
                                graph: graph.clone(),
                                colors,
                                items: items.clone(),
                                target,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// Every instance of `problem` asked for, each opened: a bad one is the teacher's error,
    /// found before anything runs.
    pub fn instances(&self, problem: &str) -> Result<Vec<Box<dyn Problem>>> {
        let mut out = Vec::new();
        for args in self.combinations(problem) {
            match args.open()? {
                Some(opened) => out.push(opened),
                None => bail!("--problem {problem} has no instance"),
            }
        }
        Ok(out)
    }
}

/// The command with `{instance}` replaced by the instance's JSON (and `{n}` by its size) in
/// each argument, or the JSON appended when no argument holds the placeholder.
pub fn command_for(command: &[OsString], problem: &dyn Problem) -> Vec<OsString> {
    let json = problem.instance();
    let has = command.iter().any(|a| a.to_string_lossy().contains(PLACEHOLDER));
    let mut args: Vec<OsString> = command
        .iter()
        .map(|a| match a.to_str() {
            Some(s) if s.contains(PLACEHOLDER) || s.contains("{n}") => {
                s.replace(PLACEHOLDER, &json).replace("{n}", &problem.size().to_string()).into()
            }
            _ => a.clone(),
        })
        .collect();
    if !has {
        args.push(json.into());
    }
    args
}

/// What the results files and the report call the `i`-th instance (from 1): `sudoku 1`.
pub fn case(problem: &dyn Problem, i: usize) -> String {
    format!("{} {i}", problem.name())
}

/// `event` of a search of `problem` as its text trace says it in the language of `w`,
/// without its symbol; a start, a solution or a done as `check` says an N-Queens event.
fn said(problem: &dyn Problem, event: &Event, w: &Words) -> String {
    let mut out = Vec::new();
    // A backtrack of the last variable follows a solution: its accept completes one.
    let solved =
        matches!(event, Event::Backtrack { row, .. } if problem.order().last() == Some(row));
    if !problem::say(problem, w.lang, 0, event, solved, &mut out) {
        return nqueens_trace::verify::describe_in(event, w.m);
    }
    let text = String::from_utf8_lossy(&out).into_owned();
    match text.split_once(' ') {
        Some((symbol, rest)) if !symbol.chars().any(char::is_alphanumeric) => rest.to_string(),
        _ => text,
    }
}

/// `text`, the problem's words, with each run of what is not the language's words (a
/// variable such as `(0,1)`, a vertex's name, a number) isolated where the language is
/// written right to left, as check isolates every value.
fn isolated(text: &str, w: &Words) -> String {
    if !w.m.rtl {
        return text.to_string();
    }
    let foreign = |c: char| c.is_ascii_alphanumeric() || "()[],._-{}".contains(c);
    let mut out = String::new();
    let mut run = String::new();
    for c in text.chars() {
        if foreign(c) {
            run.push(c);
            continue;
        }
        if !run.is_empty() {
            out += &w.data(&std::mem::take(&mut run));
        }
        out.push(c);
    }
    if !run.is_empty() {
        out += &w.data(&run);
    }
    out
}

/// `event` said as [`said`] says it, escaped and capped by `quote`, its values isolated.
fn words(
    problem: &dyn Problem,
    event: &Event,
    w: &Words,
    quote: &dyn Fn(&str) -> String,
) -> String {
    isolated(&quote(&said(problem, event, w)), w)
}

/// A start as its fields say it: the search it announces, whatever the language.
fn announced(event: &Event) -> String {
    let Event::Start { schema, n, limit, .. } = event else { return event_json(event) };
    let limit = limit.map_or("null".to_string(), |k| k.to_string());
    match schema.named() {
        Some(named) => format!(
            "{{\"problem\":\"{}\",\"instance\":{},\"limit\":{limit}}}",
            named.problem, named.instance
        ),
        None => format!("{{\"schema\":\"{}\",\"n\":{n},\"limit\":{limit}}}", schema.as_str()),
    }
}

fn event_json(event: &Event) -> String {
    nqueens_trace::event::describe(event)
}

/// Why the trace departs from the search, in the problem's words: the events quoted as the
/// text trace says them, `quote` applied to what the trace wrote.
pub fn fault(
    d: &Departure,
    problem: &dyn Problem,
    w: &Words,
    quote: &dyn Fn(&str) -> String,
) -> String {
    let m = w.m;
    let ev =
        |e: &Option<Event>| e.as_ref().map(|e| words(problem, e, w, quote)).unwrap_or_default();
    let (found, expected) = (ev(&d.found), ev(&d.expected));
    // The events are the problem's words in the language, their values isolated.
    let (found, expected) = (Value::Said(&found), Value::Said(&expected));
    if let (Some(f @ Event::Start { .. }), Some(e)) = (&d.found, &d.expected) {
        let (asked, announced) = (announced(e), quote(&announced(f)));
        return w.say(
            m.check_search_asked,
            &[("asked", Value::Data(&asked)), ("announced", Value::Data(&announced))],
        );
    }
    match &d.fault {
        SearchFault::Reason { .. } => {
            w.say(m.check_search_reason, &[("found", found), ("rules", expected)])
        }
        SearchFault::AcceptsClash { .. } => {
            w.say(m.check_search_accepts, &[("found", found), ("rules", expected)])
        }
        SearchFault::RejectsFit(_) => w.say(m.check_search_rejects, &[("found", found)]),
        SearchFault::Skipped { .. } => {
            w.say(m.check_search_skipped, &[("found", found), ("skipped", expected)])
        }
        SearchFault::Ends(_) => w.say(m.check_search_ends, &[("expected", expected)]),
        SearchFault::Differs { expected: None, .. } => {
            w.say(m.check_search_after_end, &[("found", found)])
        }
        SearchFault::Differs { .. } => {
            w.say(m.check_search_differs, &[("found", found), ("expected", expected)])
        }
    }
}

/// What `check_invalid`'s `{transposed}` says of a trace judged reordered, and what follows
/// the fault: the note that the trace is the model search reordered.
pub fn reordered(
    reordered: Option<Reordered>,
    d: Option<&Departure>,
    problem: &dyn Problem,
    w: &Words,
) -> (&'static str, String) {
    match (reordered, d.and_then(|d| d.expected.as_ref())) {
        (Some(Reordered::Further), _) => (w.m.check_judged_reordered, String::new()),
        (Some(Reordered::Whole), Some(model)) => {
            let model = isolated(&said(problem, model, w), w);
            ("", w.say(w.m.check_reordered, &[("model", Value::Said(&model))]))
        }
        _ => ("", String::new()),
    }
}

/// A departure said for the report: its step, the trace's event and the model's, each in the
/// problem's words (`None`: where the trace, or the model, has ended).
pub struct Said {
    pub step: u64,
    pub found: Option<String>,
    pub model: Option<String>,
}

impl Said {
    /// The departure of `judged`, a trace of `problem`; `None` without one.
    pub fn of(judged: &Judged, problem: Option<&dyn Problem>, w: &Words) -> Option<Said> {
        let (problem, d) = (problem?, judged.departure.as_ref()?);
        let Ok(Judgement::Invalid(v)) = &judged.verdict else { return None };
        let say = |e: &Option<Event>| e.as_ref().map(|e| isolated(&said(problem, e, w), w));
        Some(Said { step: v.step, found: say(&d.found), model: say(&d.expected) })
    }
}
