//! The command line: arguments (clap derive) shared by the subcommands, and the dispatch to
//! one module per subcommand. Each subcommand returns its exit code: 0 success, 1 "differs" or
//! "invalid"; errors become 2 in `main`.

mod check;
mod completions;
mod count;
mod diff;
mod export;
mod input;
pub mod interrupt;
mod man;
pub mod output;
mod problem;
mod run;
mod start;
mod step;
mod text_args;
mod values;
mod verify;

use anyhow::Result;
use clap::{Args, Parser, Subcommand, ValueEnum};
use nqueens_trace::color::{ColorChoice, ColorEnv, Palette};
use nqueens_trace::{JsonlWriter, Sink, TextOptions, TextPrinter, MAX_N};
use output::Output;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Watch a backtracking search solve N-Queens, step by step.
///
/// With no subcommand, runs the search: `nqueens-trace` traces n=4, `nqueens-trace 6` traces
/// n=6.
#[derive(Debug, Parser)]
#[command(name = "nqueens-trace", version, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the search and print its trace (the default subcommand).
    Run(RunArgs),
    /// Print the text trace of a JSON Lines trace, exactly as `run` printed it live.
    Replay(ReplayArgs),
    /// Step through the search in the terminal, forwards and backwards: board, trace, counters.
    #[command(after_help = step::KEYS)]
    Step(step::StepArgs),
    /// Check that a JSON Lines trace is a correct backtracking search (exit 1 if not).
    Verify(verify::VerifyArgs),
    /// Show where two JSON Lines traces first differ (exit 1 if they do).
    Diff(diff::DiffArgs),
    /// Count the solutions and the trace's totals without printing the trace, on all cores.
    Count(count::CountArgs),
    /// Draw a run or a JSON Lines trace for slides: html, cast, svg, md, tex, dot, gif, perfetto,
    /// flame.
    Export(export::ExportArgs),
    /// Print the completion script of a shell (bash, zsh, fish, elvish, powershell).
    Completions(completions::CompletionsArgs),
    /// Print the manual page, in roff: `nqueens-trace man | man -l -`.
    Man(man::ManArgs),
    /// Run a solver for n = 1..8 and check the JSON Lines trace it writes (exit 1 if any is
    /// not valid).
    Check(check::CheckArgs),
}

#[derive(Debug, Args)]
pub struct RunArgs {
    /// Board size, 1 to 32.
    #[arg(default_value = "4", value_parser = parse_n, allow_negative_numbers = true)]
    pub n: u32,
    /// Stop after the first solution (same as --limit 1).
    #[arg(long, conflicts_with = "limit")]
    pub first: bool,
    /// Stop right after the K-th solution.
    #[arg(long, value_name = "K", value_parser = parse_limit, allow_hyphen_values = true)]
    pub limit: Option<u64>,
    #[command(flatten)]
    pub begin: start::StartArgs,
    #[command(flatten)]
    pub problem: problem::ProblemArgs,
    #[command(flatten)]
    pub out: OutArgs,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// A JSON Lines trace; `-` or nothing reads standard input.
    pub input: Option<PathBuf>,
    #[command(flatten)]
    pub out: OutArgs,
}

/// How and where a trace is written.
#[derive(Debug, Args)]
pub struct OutArgs {
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Write to FILE instead of standard output (written beside it, renamed when complete).
    #[arg(short = 'o', long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// When to colour the text trace: auto colours a terminal unless NO_COLOR is set.
    #[arg(long, value_name = "WHEN", default_value_t = ColorChoice::Auto, value_parser = values::of::<ColorChoice>())]
    pub color: ColorChoice,
    /// The glyph of a queen on printed boards.
    #[arg(long, value_name = "C", default_value = "Q", value_parser = parse_glyph)]
    pub queen: char,
    /// The guide printed once per level of depth (the classic style has its own).
    #[arg(long, value_name = "STRING", default_value = "│ ", value_parser = parse_indent)]
    pub indent: String,
    /// Pause MS milliseconds after each line, for a projector.
    #[arg(long, value_name = "MS", value_parser = text_args::parse_delay, allow_hyphen_values = true)]
    pub delay: Option<u64>,
    #[command(flatten)]
    pub text: text_args::TextArgs,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// The indented, coloured trace for people.
    Text,
    /// JSON Lines, schema nqueens-trace/1.
    Jsonl,
}

/// `s` as a number in `range`; otherwise the error says what is `expected`.
pub(crate) fn number_in<T: std::str::FromStr + PartialOrd>(
    s: &str,
    range: std::ops::RangeInclusive<T>,
    expected: &str,
) -> Result<T, String> {
    match s.parse::<T>() {
        Ok(v) if range.contains(&v) => Ok(v),
        _ => Err(format!("expected {expected}")),
    }
}

fn parse_n(s: &str) -> Result<u32, String> {
    number_in(s, 1..=MAX_N, &format!("a board size from 1 to {MAX_N}"))
}

fn parse_limit(s: &str) -> Result<u64, String> {
    number_in(s, 1..=u64::MAX, "a whole number of solutions, 1 or more")
}

fn parse_glyph(s: &str) -> Result<char, String> {
    nqueens_trace::escape::glyph(s).map_err(str::to_string)
}

fn parse_indent(s: &str) -> Result<String, String> {
    nqueens_trace::escape::one_line(s).map(str::to_string).map_err(str::to_string)
}

/// Runs the chosen subcommand.
pub fn execute(cli: &Cli) -> Result<ExitCode> {
    match &cli.command {
        Command::Run(args) => run::run(args),
        Command::Replay(args) => run::replay(args),
        Command::Step(args) => step::step(args),
        Command::Verify(args) => verify::verify(args),
        Command::Diff(args) => diff::diff(args),
        Command::Count(args) => count::count(args),
        Command::Export(args) => export::export(args),
        Command::Completions(args) => completions::completions(args),
        Command::Man(args) => man::man(args),
        Command::Check(args) => check::check(args),
    }
}

impl OutArgs {
    /// Opens the output and builds the sink for it, then hands both to `body`.
    pub fn with_sink<T>(
        &self,
        body: impl FnOnce(&mut dyn Sink<Error = io::Error>) -> Result<T>,
    ) -> Result<T> {
        let mut out = Output::create(self.output.as_deref())?;
        let color = self.color.resolve(out.is_terminal(), &ColorEnv::from_process());
        let delay = self.delay.map(Duration::from_millis);
        // Someone watching (a terminal, or a paced trace) sees each line as it is complete.
        let live = out.is_terminal() || delay.is_some();
        let mut paced;
        let writer: &mut dyn io::Write = match delay {
            Some(delay) => {
                paced = text_args::Paced::new(out.writer(), delay);
                &mut paced
            }
            None => out.writer(),
        };
        let result = match self.format {
            Format::Text => {
                let opts = TextOptions {
                    palette: Palette::new(color),
                    indent: self.indent.clone(),
                    queen: self.queen,
                    ..self.text.options()
                };
                body(&mut TextPrinter::new(writer, opts).live(live))
            }
            Format::Jsonl => body(&mut JsonlWriter::new(writer).live(live)),
        };
        let value = result.map_err(|e| match e.downcast::<io::Error>() {
            Ok(io) => out.write_error(io),
            Err(e) => e,
        })?;
        out.commit()?;
        Ok(value)
    }
}
