//! `check -- COMMAND…`: runs a student's solver for n = 1..8, reads the JSON Lines trace it
//! writes to standard output as it comes, and judges each (`nqueens_trace::check`) as the
//! search asked for (the complete one, or `--limit K`): one line per n, exit 0 only if every
//! trace is valid, and a results file for a course platform with `--format` ([`format`]).
//! `check --trace FILE` judges a trace already written the same way, and grades an exercise
//! record by its result ([`trace`]).
//!
//! The program is a student's, so nothing it does may forge a grade, destroy the work, stall
//! the grader or garble the report: the search is `check`'s, not the trace's; the report never
//! lands on a file the command names ([`guard`]); the program runs in a session and process
//! group of its own, without the terminal, killed when it exits, times out or `check` is
//! interrupted, and its pipes are read with a deadline ([`group`]); what it writes is escaped
//! and quoted at most [`QUOTE_MAX`] bytes.

mod format;
mod group;
mod guard;
mod instances;
mod report;
mod stdin;
mod trace;
mod words;

use super::verify::print;
use crate::cli::output::Output;
use anyhow::{bail, Context, Result};
use clap::Args;
use format::Format;
use group::{Gate, Gated, Group};
use nqueens_trace::check::grade::{self, Hundredths};
use nqueens_trace::check::{judge_model_output, judge_output, rule_name, Judged, Judgement};
use nqueens_trace::escape::{escape_capped, Escaped};
use nqueens_trace::problem::Problem;
use nqueens_trace::reader::{ReadError, ReadErrorKind};
use nqueens_trace::verify::{describe_in, Difference};
use nqueens_trace::Lang;
use std::ffi::OsString;
use std::io::{self, BufReader, Read};
use std::path::PathBuf;
use std::process::{Command, ExitCode, ExitStatus, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};
use words::{Value, Words};

/// The most of one piece of the program's text (its last line of standard error, a line of
/// its trace that a message quotes) that a report quotes, in bytes once escaped.
const QUOTE_MAX: usize = 2048;

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The program and its arguments, after `--`. The board size replaces the letter n in
    /// braces wherever an argument holds it; without one, it is added as the last argument.
    // (Help text cannot show the placeholder itself: clap turns it into a line break.)
    #[arg(last = true, required_unless_present = "trace", value_name = "COMMAND")]
    pub command: Vec<OsString>,
    /// Judge the trace in FILE (- for standard input) instead of running a program: a
    /// student's saved trace, or an exercise record (step --exercise --record FILE), whose
    /// score is the moves right at the first attempt. Its board size is its start line's.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["command", "sizes", "timeout"])]
    pub trace: Option<PathBuf>,
    /// The board sizes to run, as FROM-TO or one size [default: 1-8].
    #[arg(long, value_name = "FROM-TO", value_parser = parse_sizes)]
    pub sizes: Option<Sizes>,
    // Another problem than N-Queens, and the instances to run (`check --problem P`).
    #[command(flatten)]
    pub instances: instances::InstanceArgs,
    /// Ask for the search that stops at its K-th solution: every trace must announce limit K
    /// (the command must ask the program for it). Without it, the complete search.
    #[arg(long, value_name = "K", value_parser = super::parse_limit)]
    pub limit: Option<u64>,
    /// Ask for the search that stops at its first solution (same as --limit 1).
    #[arg(long, conflicts_with = "limit")]
    pub first: bool,
    // The search from the teacher's start (--start COLS, or --random-start K --seed S): every
    // trace must announce it in its start, and the command must give it to the program (the
    // placeholder `{start}` in an argument is replaced by its columns, such as 1,3).
    #[command(flatten)]
    pub begin: super::start::StartArgs,
    /// Seconds one run may take before it is stopped and counted as failed.
    #[arg(long, value_name = "SECS", default_value = "10", value_parser = parse_timeout)]
    pub timeout: Duration,
    /// Also write the results as JUnit XML to FILE (one test case per n): the same as
    /// --format junit --output FILE.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["format", "output"])]
    pub junit: Option<PathBuf>,
    /// Also write a results file for a course platform to --output FILE: junit (JUnit XML),
    /// gradescope or prairielearn (their results.json), classroom (the JSON of a GitHub
    /// Classroom runner, for the autograding grading reporter).
    #[arg(long, value_enum, value_name = "FORMAT", requires = "output")]
    pub format: Option<Format>,
    /// The results file of --format; never a file the command names.
    #[arg(long, short = 'o', value_name = "FILE", requires = "format")]
    pub output: Option<PathBuf>,
    /// Also write a page for the student to FILE (HTML): each n's verdict, and where a trace
    /// first parts from the model, the program's step and the model's side by side on their
    /// boards; never a file the command names.
    #[arg(long, value_name = "FILE.html")]
    pub report: Option<PathBuf>,
    /// The points of each board size in the results file: N=P for size N, a bare P for
    /// every size not named (1 unless given), such as 4=1,8=2 or 2,8=5.
    #[arg(long, value_name = "N=P,...", default_value = "1", value_parser = parse_points)]
    pub points: Points,
    /// The language of the verdicts, the results files' messages and the report: en, zh,
    /// zh-Hant, fa or tr.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = super::values::of::<Lang>())]
    pub lang: Lang,
}

/// The points of each board size.
#[derive(Debug, Clone)]
pub struct Points {
    /// The points of a size not named.
    default: u32,
    /// The sizes named, with their points.
    named: Vec<(u32, u32)>,
}

impl Points {
    fn of(&self, n: u32) -> u32 {
        self.named.iter().rev().find(|(m, _)| *m == n).map_or(self.default, |(_, p)| *p)
    }
}

fn parse_points(s: &str) -> Result<Points, String> {
    let wrong = |part: &str| {
        format!(
            "'{}' is not N=P or P: expected points (whole numbers from 0) per board size, such as 4=1,8=2",
            Escaped(part)
        )
    };
    let mut points = Points { default: 1, named: Vec::new() };
    for part in s.split(',').map(str::trim) {
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| wrong(part));
        match part.split_once('=') {
            Some((n, p)) => {
                let n = super::parse_n(n.trim()).map_err(|e| format!("{}: {e}", wrong(part)))?;
                points.named.push((n, number(p)?));
            }
            None => points.default = number(part)?,
        }
    }
    Ok(points)
}

/// A range of board sizes.
#[derive(Debug, Clone, Copy)]
pub struct Sizes(u32, u32);

fn parse_sizes(s: &str) -> Result<Sizes, String> {
    let size = |t: &str| super::parse_n(t.trim());
    match s.split_once('-') {
        Some((a, b)) => match (size(a), size(b)) {
            (Ok(a), Ok(b)) if a <= b => Ok(Sizes(a, b)),
            _ => Err(format!(
                "expected FROM-TO with 1 <= FROM <= TO <= {}, such as 1-8",
                nqueens_trace::MAX_N
            )),
        },
        None => size(s).map(|n| Sizes(n, n)),
    }
}

/// The longest `--timeout`, in seconds: a day.
const TIMEOUT_MAX: f64 = 86_400.0;

fn parse_timeout(s: &str) -> Result<Duration, String> {
    match s.trim().parse::<f64>() {
        Ok(secs) if secs > 0.0 && secs <= TIMEOUT_MAX => Ok(Duration::from_secs_f64(secs)),
        // What was given is in clap's part of the message; the range is named whole.
        _ => Err(format!(
            "expected a number of seconds above 0 and at most {TIMEOUT_MAX} (a day), such as 10 or 0.5"
        )),
    }
}

/// What a run searched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Board {
    /// A board size.
    Size(u32),
    /// None: the first line of the trace (`check --trace`) named here, escaped and with its
    /// line, gives no board size that a search can be asked for.
    Refused(String),
    /// An instance of another problem (`check --problem`), named as the results call it,
    /// `sudoku 1`.
    Instance(String),
}

/// What became of one run.
pub struct Run {
    board: Board,
    /// What it is worth, valid.
    points: u32,
    /// The start it was asked to begin from (empty: the whole search).
    start: Vec<u32>,
    /// Where the trace first parts from the canonical search, if it does.
    difference: Option<Box<Difference>>,
    /// Whether it was judged with rows and columns swapped.
    transposed: bool,
    /// Where a trace of another problem first departs from its model search, said in its
    /// words, for the report.
    departure: Option<instances::Said>,
    /// The result of the exercise its trace records, when it is a valid record: it earns
    /// that share of its points.
    exercise: Option<nqueens_trace::exercise::Recorded>,
    /// Valid, with what to say; or not, and why.
    outcome: std::result::Result<String, Failure>,
}

/// Why a run is not valid.
pub struct Failure {
    /// The kind, for JUnit: `invalid: try-row`, `crash`, `timeout`, `stdin` (it waited for
    /// input), `unreadable`.
    kind: String,
    /// What happened, in one line.
    why: String,
    /// What the program said of it: its last line of standard error, escaped and capped.
    said: Option<String>,
}

impl Failure {
    fn new(kind: &str, why: String) -> Failure {
        Failure { kind: kind.to_string(), why, said: None }
    }

    /// The whole line: what happened, and what the program said.
    fn line(&self, w: &Words) -> String {
        match &self.said {
            Some(said) => w.say(
                w.m.check_with_said,
                &[("why", Value::Said(&self.why)), ("said", Value::Data(said))],
            ),
            None => self.why.clone(),
        }
    }
}

impl Run {
    /// Its line: its board size (or the trace that gives none), and what became of it.
    fn line(&self, w: &Words) -> String {
        let verdict = match &self.outcome {
            Ok(what) => what.clone(),
            Err(failure) => failure.line(w),
        };
        let verdict = ("verdict", Value::Said(&verdict));
        let line = match &self.board {
            Board::Size(n) => w.say(w.m.check_line, &[("n", Value::Num((*n).into())), verdict]),
            Board::Refused(source) | Board::Instance(source) => {
                w.say(w.m.check_line_trace, &[("source", Value::Data(source)), verdict])
            }
        };
        line + "\n"
    }

    /// What the results files and the report call it: `n=4`; a trace whose first line gives
    /// no board is named by the event that line must be, `start`.
    fn case(&self) -> String {
        match &self.board {
            Board::Size(n) => format!("n={n}"),
            Board::Refused(_) => "start".to_string(),
            Board::Instance(case) => case.clone(),
        }
    }

    /// The points it earned: all of them when valid (the exercise's share for a record),
    /// none otherwise.
    fn earned(&self) -> Hundredths {
        match (&self.outcome, &self.exercise) {
            (Err(_), _) => Hundredths(0),
            (Ok(_), Some(exercise)) => grade::earned(exercise, self.points),
            (Ok(_), None) => Hundredths::all(self.points),
        }
    }
}

pub fn check(args: &CheckArgs) -> Result<ExitCode> {
    let limit = if args.first { Some(1) } else { args.limit };
    let w = Words::new(args.lang);
    let Sizes(from, to) = args.sizes.unwrap_or(Sizes(1, 8));
    let sizes = from..=to;
    let results = match (&args.junit, args.format, &args.output) {
        (Some(path), _, _) => Some((Format::Junit, path)),
        (None, Some(format), Some(path)) => Some((format, path)),
        _ => None,
    };
    if let Some(problem) = args.instances.problem()? {
        return check_problem(args, problem, limit, results, &w);
    }
    if let Some(file) = &args.trace {
        return check_trace(args, file, limit, results, &w);
    }
    // Every start is checked before anything runs: a bad one is the teacher's error.
    let starts = sizes.clone().map(|n| args.begin.columns(n)).collect::<Result<Vec<_>>>()?;
    let commands: Vec<_> =
        sizes.clone().zip(&starts).map(|(n, start)| substituted(&args.command, n, start)).collect();
    if let Some((format, path)) = results {
        guard::refuse_the_work(path, format.title(), &commands)?;
    }
    if let Some(path) = &args.report {
        guard::refuse_the_work(path, "HTML", &commands)?;
    }
    let mut runs = Vec::new();
    for (n, start) in sizes.zip(starts) {
        let command = command_for(&args.command, n, &start);
        let asked = Asked::Board { n, limit, start: start.clone() };
        let mut run = run_once(command, asked, Board::Size(n), args.timeout, &w)?;
        run.points = args.points.of(n);
        print(&run.line(&w))?;
        runs.push(run);
    }
    let name: Vec<String> = args.command.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    finish(args, &quote(&name.join(" ")), &runs, limit, results, &w)
}

/// `check --problem P`: the program run on each instance named (or the default one), each
/// trace judged against the model search of its instance.
fn check_problem(
    args: &CheckArgs,
    problem: &str,
    limit: Option<u64>,
    results: Option<(Format, &PathBuf)>,
    w: &Words,
) -> Result<ExitCode> {
    let takes = match problem {
        "sudoku" => "--puzzle",
        "coloring" => "--graph and --colors",
        _ => "--items and --target",
    };
    let nqueens = [
        (args.sizes.is_some(), "--sizes"),
        (args.trace.is_some(), "--trace"),
        (args.begin.start.is_some(), "--start"),
        (args.begin.random_start.is_some(), "--random-start"),
    ];
    if let Some((_, flag)) = nqueens.into_iter().find(|(given, _)| *given) {
        bail!("{flag} is for N-Queens; --problem {problem} takes {takes}");
    }
    // Every instance is opened before anything runs: a bad one is the teacher's error.
    let problems = args.instances.instances(problem)?;
    let commands: Vec<_> =
        problems.iter().map(|p| instances::command_for(&args.command, p.as_ref())).collect();
    if let Some((format, path)) = results {
        guard::refuse_the_work(path, format.title(), &commands)?;
    }
    if let Some(path) = &args.report {
        guard::refuse_the_work(path, "HTML", &commands)?;
    }
    let mut runs = Vec::new();
    for (i, (problem, command)) in problems.into_iter().zip(commands).enumerate() {
        let board = Board::Instance(instances::case(problem.as_ref(), i + 1));
        let asked = Asked::Model { problem, limit };
        let mut run = run_once(command, asked, board, args.timeout, w)?;
        run.points = args.points.of(u32::try_from(i + 1).unwrap_or(u32::MAX));
        print(&run.line(w))?;
        runs.push(run);
    }
    let name: Vec<String> = args.command.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    finish(args, &quote(&name.join(" ")), &runs, limit, results, w)
}

/// The search a run is judged against.
enum Asked {
    /// N-Queens on a board of `n`, with `limit`, from `start`.
    Board { n: u32, limit: Option<u64>, start: Vec<u32> },
    /// The model search of another problem's instance, with `limit`.
    Model { problem: Box<dyn Problem>, limit: Option<u64> },
}

impl Asked {
    /// The judgement of the program's output `src`.
    fn judge(&self, src: impl io::BufRead) -> Judged {
        match self {
            Asked::Board { n, limit, start } => judge_output(src, "stdout", *n, *limit, start),
            Asked::Model { problem, limit } => {
                judge_model_output(src, "stdout", problem.as_ref(), *limit)
            }
        }
    }

    /// The problem of a model search, for its words.
    fn problem(&self) -> Option<&dyn Problem> {
        match self {
            Asked::Board { .. } => None,
            Asked::Model { problem, .. } => Some(problem.as_ref()),
        }
    }
}

/// `check --trace FILE`: the trace judged as one run, of the board size its start gives.
fn check_trace(
    args: &CheckArgs,
    file: &std::path::Path,
    limit: Option<u64>,
    results: Option<(Format, &PathBuf)>,
    w: &Words,
) -> Result<ExitCode> {
    // The reports never replace the trace they grade.
    let named = [vec![OsString::from("cat"), file.as_os_str().to_owned()]];
    if let Some((format, path)) = results {
        guard::refuse_the_work(path, format.title(), &named)?;
    }
    if let Some(path) = &args.report {
        guard::refuse_the_work(path, "HTML", &named)?;
    }
    let points = |board: &Board| match board {
        Board::Size(n) => args.points.of(*n),
        Board::Refused(_) | Board::Instance(_) => args.points.default,
    };
    let (run, name) = trace::judge_file(file, limit, |n| args.begin.columns(n), points, w)?;
    print(&run.line(w))?;
    finish(args, &quote(&name), &[run], limit, results, w)
}

/// The total line, the results file and the report of `runs`, of the program or trace
/// `name` (escaped and capped); exit 0 only if every run is valid.
fn finish(
    args: &CheckArgs,
    name: &str,
    runs: &[Run],
    limit: Option<u64>,
    results: Option<(Format, &PathBuf)>,
    w: &Words,
) -> Result<ExitCode> {
    let valid = runs.iter().filter(|r| r.outcome.is_ok()).count();
    print(&(total(runs, w) + "\n"))?;
    if let Some((format, path)) = results {
        write_file(path, &format::results(format, name, runs, w))?;
    }
    if let Some(path) = &args.report {
        write_file(path, &report::page(name, runs, limit, w))?;
    }
    Ok(ExitCode::from(if valid == runs.len() { 0 } else { 1 }))
}

/// `5 of 8 valid`.
fn total(runs: &[Run], w: &Words) -> String {
    let valid = runs.iter().filter(|r| r.outcome.is_ok()).count();
    let count = |k: usize| Value::Num(k as u64);
    w.say(w.m.check_total, &[("valid", count(valid)), ("runs", count(runs.len()))])
}

/// Writes `text` to the file at `path`, whole or not at all.
fn write_file(path: &std::path::Path, text: &str) -> Result<()> {
    let mut out = Output::create(Some(path))?;
    out.writer().write_all(text.as_bytes()).map_err(|e| out.write_error(e))?;
    out.commit()
}

/// The command with `{n}` and `{start}` replaced in each argument.
fn substituted(command: &[OsString], n: u32, start: &[u32]) -> Vec<OsString> {
    let start: Vec<String> = start.iter().map(u32::to_string).collect();
    command
        .iter()
        .map(|a| match a.to_str() {
            Some(s) if s.contains("{n}") || s.contains("{start}") => {
                s.replace("{n}", &n.to_string()).replace("{start}", &start.join(",")).into()
            }
            _ => a.clone(),
        })
        .collect()
}

/// The command for board size `n`: `{n}` replaced, or `n` appended.
fn command_for(command: &[OsString], n: u32, start: &[u32]) -> Vec<OsString> {
    let has_n = command.iter().any(|a| a.to_string_lossy().contains("{n}"));
    let mut args = substituted(command, n, start);
    if !has_n {
        args.push(n.to_string().into());
    }
    args
}

/// Runs the program (`args`, substituted) and judges its trace as the search `asked`, the
/// run of `board`. Only a program that cannot be started at all is an error; anything it does
/// once running is the run's outcome.
fn run_once(
    args: Vec<OsString>,
    asked: Asked,
    board: Board,
    timeout: Duration,
    w: &Words,
) -> Result<Run> {
    let start = match &asked {
        Asked::Board { start, .. } => start.clone(),
        Asked::Model { .. } => Vec::new(),
    };
    let Some((program, rest)) = args.split_first() else {
        bail!("no command given after --");
    };
    let mut cmd = Command::new(program);
    cmd.args(rest).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut group = Group::spawn(&mut cmd)
        .with_context(|| format!("cannot run '{}'", Escaped(&program.to_string_lossy())))?;
    let deadline = Instant::now() + timeout;
    let pgid = group.child().id() as i32;
    let mut waits = group.child().stdin.take().map(|pipe| stdin::Watch::new(pipe, pgid));
    // Both pipes are read until the gate closes, not until their end: a child the program
    // left behind may hold them open for ever.
    let gate = Gate::new();
    let stderr = group.child().stderr.take().map(|pipe| drain(Gated::new(pipe, gate.clone())));
    let (tx, rx) = mpsc::channel();
    // The judge's copy of the search asked for; the run keeps its own for the words.
    let judged_against = match &asked {
        Asked::Board { n, limit, start } => {
            Asked::Board { n: *n, limit: *limit, start: start.clone() }
        }
        Asked::Model { problem, limit } => Asked::Model { problem: problem.fresh(), limit: *limit },
    };
    if let Some(stdout) = group.child().stdout.take() {
        let stdout = Gated::new(stdout, gate.clone());
        // The reading runs on a thread of its own so that the timeout holds even while the
        // program writes nothing.
        // What follows a verdict reached early is read and dropped, so that the program
        // never blocks on a full pipe and ends as it would.
        thread::spawn(move || {
            let mut stdout = BufReader::with_capacity(1 << 16, stdout);
            let _ = tx.send(judged_against.judge(&mut stdout));
            let _ = io::copy(&mut stdout, &mut io::sink());
        });
    }
    // The verdict, the program's exit, the deadline or a wait for input, whichever comes
    // first. At the exit, the group is killed and the gate closed: the trace is judged on what
    // has arrived.
    let mut status = None;
    let run = |outcome| Run {
        board: board.clone(),
        points: 0,
        start: start.clone(),
        outcome,
        difference: None,
        transposed: false,
        departure: None,
        exercise: None,
    };
    let judged = loop {
        match rx.recv_timeout(Duration::from_millis(5)) {
            Ok(judged) => break Some(judged),
            Err(RecvTimeoutError::Disconnected) => break None,
            Err(RecvTimeoutError::Timeout) => {}
        }
        if status.is_none() {
            status = group.exited();
            if status.is_some() {
                gate.close();
            } else if Instant::now() >= deadline {
                break None;
            } else if waits.as_mut().is_some_and(stdin::Watch::waiting) {
                group.kill();
                gate.close();
                let why = match asked.problem() {
                    None => w.say(w.m.check_stdin, &[("placeholder", Value::Data("{n}"))]),
                    Some(_) => {
                        let placeholder = Value::Data(instances::PLACEHOLDER);
                        w.say(w.m.check_stdin_instance, &[("placeholder", placeholder)])
                    }
                };
                return Ok(run(Err(Failure::new("stdin", why))));
            }
        }
    };
    let late = judged.is_none();
    let judged = match judged {
        Some(judged) => judged,
        None => {
            // The time is up before the verdict: the group is stopped, and the trace judged on
            // what has arrived (the gate ends the reading within its grace), so that the
            // message says how far it got.
            group.kill();
            gate.close();
            match rx.recv_timeout(group::GRACE * 2) {
                Ok(judged) => judged,
                Err(_) => {
                    let secs = [("secs", Value::Data(&seconds(timeout)))];
                    let why = w.say(w.m.check_no_trace_in_time, &secs);
                    return Ok(run(Err(Failure::new("timeout", why))));
                }
            }
        }
    };
    // A trace that is invalid or unreadable before its end is judged at that point; a
    // program that then goes on for ever is stopped, and judged by its trace.
    let early = match &judged.verdict {
        Ok(Judgement::Invalid(v)) => v.step < judged.events,
        Ok(Judgement::Valid { .. }) => false,
        // Cut by the deadline, a trace is unreadable only where it was cut: it timed out.
        Err(_) => !late,
    };
    while status.is_none() && Instant::now() < deadline {
        status = group.exited();
        if status.is_none() {
            thread::sleep(Duration::from_millis(5));
        }
    }
    group.kill();
    gate.close();
    drop(waits);
    let (difference, transposed) = (judged.difference.clone(), judged.transposed);
    let departure = instances::Said::of(&judged, asked.problem(), w);
    let outcome = match status {
        Some(status) => outcome(judged, Some(status), stderr.map(last_line), asked.problem(), w),
        None if early => outcome(judged, None, None, asked.problem(), w),
        None => Err(Failure::new("timeout", timed_out(&judged, timeout, w))),
    };
    Ok(Run { difference, transposed, departure, ..run(outcome) })
}

/// What happened to a run stopped at its `timeout` after writing what was `judged`: its
/// whole trace (its `done`) but no exit; a trace that stopped after some events, without its
/// `done`; or no trace at all.
fn timed_out(judged: &Judged, timeout: Duration, w: &Words) -> String {
    let secs = ("secs", Value::Data(&seconds(timeout)));
    match (judged.done, judged.events) {
        (true, _) => w.say(w.m.check_no_exit_in_time, &[secs]),
        (false, 0) => w.say(w.m.check_no_trace_in_time, &[secs]),
        (false, events) => w.say(w.m.check_cut_in_time, &[secs, ("events", Value::Num(events))]),
    }
}

/// `text` from the program, escaped and quoted at most [`QUOTE_MAX`] bytes, with a note where
/// it was cut.
fn quote(text: &str) -> String {
    match escape_capped(text, QUOTE_MAX) {
        (head, 0) => head,
        (head, _) => format!("{head}… [cut at {} KiB]", QUOTE_MAX / 1024),
    }
}

/// What to say of a run that ended with `status` (`None`: stopped by `check` after its trace
/// was judged) after writing what was `judged`; `stderr` is its last line of standard error.
fn outcome(
    judged: Judged,
    status: Option<ExitStatus>,
    stderr: Option<String>,
    problem: Option<&dyn Problem>,
    w: &Words,
) -> std::result::Result<String, Failure> {
    let (m, events) = (w.m, judged.events);
    let crashed = |status: ExitStatus| {
        let how = match status.code() {
            Some(code) => w.say(m.check_exit_status, &[("code", Value::Data(&code.to_string()))]),
            None => m.check_killed.to_string(),
        };
        Failure {
            kind: "crash".to_string(),
            why: w.say(
                m.check_crashed,
                &[("how", Value::Said(&how)), ("events", Value::Num(events))],
            ),
            said: stderr.as_deref().filter(|line| !line.is_empty()).map(quote),
        }
    };
    // A wrong event explains a failure better than the failure: a Tracer that raised wrote
    // the offending event first. A trace cut short is the failure's doing.
    let wrong_event = matches!(&judged.verdict, Ok(Judgement::Invalid(v)) if v.step < events);
    if let Some(status) = status.filter(|s| !s.success() && !wrong_event) {
        return Err(crashed(status));
    }
    let transposed = Value::Said(if judged.transposed { m.check_transposed } else { "" });
    match judged.verdict {
        // The fault and the read error may quote the trace (a schema, an unknown event's
        // name), as long as a line of it: quoted capped, like standard error.
        Ok(Judgement::Invalid(v)) => {
            // In the report's language, each value from the trace isolated in its own run;
            // another problem's departure in its own words.
            let (fault, transposed, note) = match (&judged.departure, problem) {
                (Some(d), Some(p)) => {
                    let fault = instances::fault(d, p, w, &quote);
                    let (judged_as, note) = instances::reordered(judged.reordered, Some(d), p, w);
                    (fault, Value::Said(judged_as), note)
                }
                _ => (v.fault.said(m, &|text| w.data(&quote(text))), transposed, String::new()),
            };
            let mut why = w.say(
                m.check_invalid,
                &[
                    ("transposed", transposed),
                    ("step", Value::Num(v.step)),
                    ("fault", Value::Said(&fault)),
                ],
            );
            why += &note;
            if judged.stopped_at_first {
                why += &w.say(m.check_first_only, &[("first", Value::Data("--first"))]);
            }
            Err(Failure::new(&format!("invalid: {}", rule_name(v.rule())), why))
        }
        Err(e) => Err(unreadable(&e, judged.line.as_deref(), w)),
        Ok(Judgement::Valid { summary, divergence: None }) => Ok(w.say(
            m.check_valid,
            &[("transposed", transposed), ("totals", Value::Said(&totals(&summary, w)))],
        )),
        Ok(Judgement::Valid { summary, divergence: Some(d) }) => {
            let what = |e: &Option<nqueens_trace::Event>| match e {
                Some(e) => w.data(&describe_in(e, m)),
                None => m.check_its_end.to_string(),
            };
            Ok(w.say(
                m.check_valid_differs,
                &[
                    ("transposed", transposed),
                    ("totals", Value::Said(&totals(&summary, w))),
                    ("step", Value::Num(d.step)),
                    ("found", Value::Said(&what(&d.found))),
                    ("canonical", Value::Said(&what(&d.canonical))),
                ],
            ))
        }
    }
}

/// Why a trace could not be read, in words a student can act on: a line the program printed
/// among its events is quoted (`line`, as read), an empty output explained.
fn unreadable(e: &ReadError, line: Option<&str>, w: &Words) -> Failure {
    match (&e.kind, line) {
        (ReadErrorKind::Empty, _) => Failure::new("unreadable: empty", w.m.check_empty.to_string()),
        // A line that is not even trying to be an event: output meant for a person.
        (ReadErrorKind::Json(_) | ReadErrorKind::ProblemJson(_), Some(line))
            if !line.trim_start().starts_with('{') =>
        {
            let source = Escaped(&e.source).to_string();
            let why = w.say(
                w.m.check_stray,
                &[
                    ("source", Value::Data(&source)),
                    ("line", Value::Num(e.line)),
                    ("said", Value::Data(&quote(line))),
                ],
            );
            Failure::new("unreadable: stray output", why)
        }
        _ => {
            let error = quote(&e.to_string());
            Failure::new(
                "unreadable",
                w.say(w.m.check_not_a_trace, &[("error", Value::Data(&error))]),
            )
        }
    }
}

/// `140 events, 2 solutions`.
fn totals(summary: &nqueens_trace::verify::Summary, w: &Words) -> String {
    let (events, solutions) = (summary.events, summary.totals.solutions);
    w.say(w.m.check_totals, &[("events", Value::Num(events)), ("solutions", Value::Num(solutions))])
}

/// Reads a pipe to its end on a thread of its own (a full pipe would block the program),
/// keeping the last 64 KiB.
fn drain(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        const KEEP: usize = 1 << 16;
        let mut kept = Vec::new();
        let mut buf = [0; 8192];
        while let Ok(k @ 1..) = pipe.read(&mut buf) {
            kept.extend_from_slice(&buf[..k]);
            if kept.len() > 2 * KEEP {
                kept.drain(..kept.len() - KEEP);
            }
        }
        kept
    })
}

/// The last non-empty line the program wrote to standard error (a traceback's last line says
/// what went wrong). Its pipe's gate is closed first, so this ends.
fn last_line(stderr: thread::JoinHandle<Vec<u8>>) -> String {
    let bytes = stderr.join().unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    text.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or_default().trim().to_string()
}

/// A duration in seconds, such as `10` or `0.5`: the tables give the unit.
fn seconds(d: Duration) -> String {
    d.as_secs_f64().to_string()
}
