//! `count`: the totals of the full search without its trace, on all cores.

use super::parse_n;
use crate::cli::output::Output;
use anyhow::{anyhow, bail, Context, Result};
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use nqueens_trace::count::shard::Report as ShardReport;
use nqueens_trace::count::{Control, Counter, Profile, Shard};
use serde::Serialize;
use std::fs::File;
use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// A count that takes longer than this shows progress (on a terminal).
const QUIET_FOR: Duration = Duration::from_secs(1);

#[derive(Debug, Args)]
pub struct CountArgs {
    /// Board size, 1 to 32.
    #[arg(value_parser = parse_n, allow_negative_numbers = true, required_unless_present_any = ["merge", "puzzle", "problem"])]
    pub n: Option<u32>,
    #[command(flatten)]
    pub problem: super::problem::ProblemArgs,
    /// Threads to count on [default: one per core].
    #[arg(long, short = 'j', value_name = "T", value_parser = parse_threads, allow_hyphen_values = true)]
    pub threads: Option<usize>,
    /// Also print the nodes per level (Knuth's profile): level k counts the placements of
    /// queens on the first k rows that no queen attacks.
    #[arg(long, conflicts_with = "solutions")]
    pub profile: bool,
    /// Count the solutions only, several times faster: every symmetry of the square is used,
    /// which the trace's totals cannot (they need the whole row-by-row search).
    #[arg(long)]
    pub solutions: bool,
    /// Count only shard I of M balanced parts and print its partial result as JSON, for
    /// `--merge` to add up.
    #[arg(long, value_name = "I/M", conflicts_with = "merge", allow_hyphen_values = true)]
    pub shard: Option<Shard>,
    /// Add up the shards in the files (all M of one count, each once) and print the result.
    #[arg(long, value_name = "FILE", num_args = 1.., conflicts_with_all = ["n", "solutions", "threads"])]
    pub merge: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = CountFormat::Text)]
    pub format: CountFormat,
    /// Also the wall-clock seconds the count took (`elapsed_seconds` in json): the one part of
    /// the output that varies between runs, so it is left out unless asked for.
    #[arg(long, conflicts_with_all = ["merge", "shard"])]
    pub time: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CountFormat {
    /// Aligned lines for people.
    Text,
    /// One JSON object on one line.
    Json,
}

fn parse_threads(s: &str) -> Result<usize, String> {
    super::number_in(s, 1..=1024, "a number of threads from 1 to 1024")
}

/// The JSON form: the `done` line's totals, the trace's length, and the elapsed time (not for
/// a merge: the shards ran elsewhere).
#[derive(Debug, Serialize)]
struct Report<'a> {
    n: u32,
    solutions: u64,
    #[serde(flatten)]
    totals: Option<Totals>,
    #[serde(skip_serializing_if = "Option::is_none")]
    profile: Option<&'a [u64]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    elapsed_seconds: Option<f64>,
}

/// The totals beyond the solutions, which only the full profile gives.
#[derive(Debug, Serialize)]
struct Totals {
    tries: u64,
    accepts: u64,
    rejects: u64,
    backtracks: u64,
    events: u64,
}

/// The JSON form of `count --problem P`: N-Queens' fields in the same order, after the
/// problem's name.
#[derive(Debug, Serialize)]
struct ProblemReport<'a> {
    problem: &'a str,
    n: u32,
    solutions: u64,
    tries: u64,
    accepts: u64,
    rejects: u64,
    backtracks: u64,
    events: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    profile: Option<&'a [u64]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    elapsed_seconds: Option<f64>,
}

/// What a count found: the whole profile, or the solutions alone.
enum Found {
    Profile(Profile),
    Solutions { n: u32, solutions: u64 },
}

pub fn count(args: &CountArgs) -> Result<ExitCode> {
    if let Some(problem) = args.problem.open()? {
        return count_problem(problem, args);
    }
    let Some(n) = args.n else {
        if args.merge.is_empty() {
            bail!("count needs a board size for n-queens: count 8");
        }
        return merge(args);
    };
    let mut counter = Counter::new(n)?;
    if let Some(t) = args.threads {
        counter = counter.threads(t);
    }
    let control = Arc::new(Control::new());
    let handler = Arc::clone(&control);
    crate::cli::interrupt::stop_with(move || handler.stop());
    let shards = args.shard.map_or(1, |s| s.count);
    if let Some(note) = long_count_note(n, counter.thread_count(), shards, args.solutions) {
        let _ = writeln!(io::stderr(), "{note}");
    }

    let start = Instant::now();
    let found = run_watched(&control, start, || match (args.solutions, args.shard) {
        (true, _) => counter
            .solutions(args.shard, &control)
            .map(|solutions| (Found::Solutions { n, solutions }, None)),
        (false, None) => counter.run_with(&control).map(|profile| (Found::Profile(profile), None)),
        (false, Some(shard)) => counter
            .run_shard(Some(shard), &control)
            .map(|(profile, nodes)| (Found::Profile(profile), Some(nodes))),
    });
    let Some((found, nodes)) = found else {
        let (done, parts) = control.progress();
        let _ = writeln!(
            io::stderr(),
            "nqueens-trace: interrupted: the count of n={n} stopped after {done} of {parts} parts; no totals",
        );
        return Ok(ExitCode::from(130));
    };
    let elapsed = start.elapsed();
    let text = match args.shard {
        Some(shard) => {
            let report = match found {
                Found::Profile(profile) => {
                    ShardReport::profile(n, shard, profile.levels().to_vec(), nodes)
                }
                Found::Solutions { solutions, .. } => ShardReport::solutions(n, shard, solutions),
            };
            json_line(&report)?
        }
        None => render(&found, args, args.time.then_some(elapsed.as_secs_f64()))?,
    };
    write_out(&text)
}

fn write_out(text: &str) -> Result<ExitCode> {
    let mut out = Output::create(None)?;
    out.writer().write_all(text.as_bytes()).map_err(|e| out.write_error(e))?;
    out.commit()?;
    Ok(ExitCode::SUCCESS)
}

fn json_line(value: &impl Serialize) -> Result<String> {
    let mut line = serde_json::to_string(value).context("cannot write the report")?;
    line.push('\n');
    Ok(line)
}

/// The result in the format asked for.
fn render(found: &Found, args: &CountArgs, elapsed: Option<f64>) -> Result<String> {
    match (found, args.format) {
        (_, CountFormat::Text) => {
            let mut out = match found {
                Found::Profile(profile) => text(profile, args.profile),
                Found::Solutions { n, solutions } => {
                    format!("{:<10} {n}\n{:<10} {solutions}\n", "n", "solutions")
                }
            };
            if let Some(seconds) = elapsed {
                out.push_str(&format!("{:<10} {seconds:.3} s\n", "elapsed"));
            }
            Ok(out)
        }
        (Found::Profile(profile), CountFormat::Json) => {
            let stats = profile.stats();
            json_line(&Report {
                n: profile.n(),
                solutions: stats.solutions,
                totals: Some(Totals {
                    tries: stats.tries,
                    accepts: stats.accepts,
                    rejects: stats.rejects,
                    backtracks: stats.backtracks,
                    events: profile.events(),
                }),
                profile: args.profile.then(|| profile.levels()),
                elapsed_seconds: elapsed,
            })
        }
        (Found::Solutions { n, solutions }, CountFormat::Json) => json_line(&Report {
            n: *n,
            solutions: *solutions,
            totals: None,
            profile: None,
            elapsed_seconds: elapsed,
        }),
    }
}

/// The longest line a shard file may hold: a shard of the full profile at n=32 is under 1 KiB.
/// A longer line is refused as it arrives, so no input (`/dev/zero`, an endless pipe) grows the
/// memory of a merge.
const MAX_SHARD_LINE: usize = 64 * 1024;

/// `--merge`: reads the shards (one per line: a file may hold one or many) as they come,
/// checks that they are all the shards of one count, each once, and prints their sum as
/// `count N` would. What it holds does not grow with the files: the sums, and where each
/// shard was seen (at most [`nqueens_trace::count::MAX_SHARDS`] of them).
fn merge(args: &CountArgs) -> Result<ExitCode> {
    let mut sum: Option<Sum> = None;
    let mut line = Vec::new();
    for (file, path) in args.merge.iter().enumerate() {
        // Errors are escaped where they are printed (main), as every message is.
        let name = path.display();
        let cannot_read = || format!("cannot read '{name}'");
        let mut input = io::BufReader::new(File::open(path).with_context(cannot_read)?);
        let (mut number, mut any) = (0u64, false);
        loop {
            line.clear();
            let limit = MAX_SHARD_LINE as u64 + 1;
            if (&mut input).take(limit).read_until(b'\n', &mut line).with_context(cannot_read)? == 0
            {
                break;
            }
            number += 1;
            let at = Place { file, line: number };
            let text = std::str::from_utf8(&line).unwrap_or("\u{fffd}");
            if line.len() <= MAX_SHARD_LINE && text.trim().is_empty() {
                continue;
            }
            any = true;
            let parsed = (line.len() <= MAX_SHARD_LINE).then(|| ShardReport::parse(text)).flatten();
            let (shard, report) = parsed.ok_or_else(|| {
                anyhow!(
                    "'{}' is not a shard: expected the line of JSON that `count N --shard I/M` prints",
                    at.show(args)
                )
            })?;
            match &mut sum {
                None => sum = Some(Sum::first(at, shard, report)),
                Some(sum) => sum.add(at, shard, &report, args)?,
            }
        }
        if !any {
            bail!(
                "'{name}' is empty: expected the lines of JSON that `count N --shard I/M` prints"
            );
        }
    }
    let sum = sum.context("--merge needs a file")?;
    let count = sum.first_shard.count;
    let missing: Vec<String> = (1..=count)
        .filter(|&i| sum.seen[i as usize - 1].line == 0)
        .take(9)
        .map(|i| format!("{i}/{count}"))
        .collect();
    if !missing.is_empty() {
        let given = sum.seen.iter().filter(|at| at.line != 0).count();
        let listed = if missing.len() > 8 {
            format!("{}, … ({} in all)", missing[..8].join(", "), count as usize - given)
        } else {
            missing.join(", ")
        };
        bail!("shards missing from the merge of n={}: {listed} (given {given} of {count})", sum.n);
    }
    let n = sum.n;
    let found = match sum.levels {
        Some(levels) => Found::Profile(
            Profile::from_levels(levels)
                .ok_or_else(|| anyhow!("the shards of n={n} do not add up to a search tree"))?,
        ),
        None if args.profile => {
            bail!("the shards of n={n} count solutions only: they have no profile for --profile")
        }
        None => Found::Solutions { n, solutions: sum.solutions },
    };
    write_out(&render(&found, args, None)?)
}

/// Where a shard was read: the file (its place in `--merge`) and the line, from 1; line 0 is
/// nowhere.
#[derive(Debug, Clone, Copy, Default)]
struct Place {
    file: usize,
    line: u64,
}

impl Place {
    /// `FILE:LINE`, as errors show it.
    fn show(self, args: &CountArgs) -> String {
        format!("{}:{}", args.merge[self.file].display(), self.line)
    }
}

/// The shards merged so far: what the first one says the count is, the sums, and where each
/// shard was seen.
struct Sum {
    first: Place,
    n: u32,
    first_shard: Shard,
    /// The profile's sums per level, for profile shards; `None` for solution shards.
    levels: Option<Vec<u64>>,
    solutions: u64,
    /// Where shard `i` was seen, at `i - 1`.
    seen: Vec<Place>,
}

impl Sum {
    fn first(at: Place, shard: Shard, report: ShardReport) -> Sum {
        let mut seen = vec![Place::default(); shard.count as usize];
        seen[shard.index as usize - 1] = at;
        Sum {
            first: at,
            n: report.n,
            first_shard: shard,
            levels: report.levels,
            solutions: report.solutions.unwrap_or(0),
            seen,
        }
    }

    /// Adds a shard after the first, or says how it does not belong with the first.
    fn add(
        &mut self,
        at: Place,
        shard: Shard,
        report: &ShardReport,
        args: &CountArgs,
    ) -> Result<()> {
        let kind = |profile: bool| if profile { "the full profile" } else { "solutions only" };
        let (here, first) = (at.show(args), self.first.show(args));
        if report.n != self.n {
            bail!("'{here}' is a shard of n={}, but '{first}' is of n={}", report.n, self.n);
        }
        if report.levels.is_some() != self.levels.is_some() {
            bail!(
                "'{here}' counts {}, but '{first}' counts {}",
                kind(report.levels.is_some()),
                kind(self.levels.is_some())
            );
        }
        if shard.count != self.first_shard.count {
            bail!(
                "'{here}' is shard {shard}, but '{first}' is shard {}: one count cut two ways",
                self.first_shard
            );
        }
        let before = std::mem::replace(&mut self.seen[shard.index as usize - 1], at);
        if before.line != 0 {
            bail!("'{here}' repeats shard {shard}, already given in '{}'", before.show(args));
        }
        let overflow = || anyhow!("'{here}' has counts too large to add up");
        for (sum, x) in self.levels.iter_mut().flatten().zip(report.levels.iter().flatten()) {
            *sum = sum.checked_add(*x).ok_or_else(overflow)?;
        }
        self.solutions =
            self.solutions.checked_add(report.solutions.unwrap_or(0)).ok_or_else(overflow)?;
        Ok(())
    }
}

/// CPU seconds that n=18 took on this project's 2-core machine (`benches/run.sh`), for the
/// full profile and for the solutions alone, and how much longer each size takes than the one
/// before, as measured from n=16 to n=18.
const N18_CPU_SECONDS: f64 = 150.0;
const N18_SOLUTIONS_CPU_SECONDS: f64 = 40.0;
const GROWTH_PER_SIZE: f64 = 7.5;

/// Beyond n=18, how long the count (or one of `shards` shards of it) may take, said before it
/// starts (it can be stopped).
fn long_count_note(n: u32, threads: usize, shards: u32, solutions: bool) -> Option<String> {
    let beyond = n.checked_sub(18).filter(|&k| k > 0)?;
    let n18 = if solutions { N18_SOLUTIONS_CPU_SECONDS } else { N18_CPU_SECONDS };
    let seconds =
        n18 * GROWTH_PER_SIZE.powi(beyond as i32) / threads.max(1) as f64 / f64::from(shards);
    let what =
        if shards > 1 { format!("one of {shards} shards of n={n}") } else { format!("n={n}") };
    Some(format!(
        "nqueens-trace: counting {what} may take {} on {threads} thread{} (n=18 takes about \
         {n18} CPU seconds, and each size about {GROWTH_PER_SIZE} times more); Ctrl-C stops it",
        roughly(seconds),
        if threads == 1 { "" } else { "s" },
    ))
}

/// A duration in words, to one significant unit: "about 3 hours".
fn roughly(seconds: f64) -> String {
    const UNITS: [(f64, &str); 6] = [
        (365.25 * 86400.0, "year"),
        (86400.0, "day"),
        (3600.0, "hour"),
        (60.0, "minute"),
        (1.0, "second"),
        (0.0, "second"),
    ];
    let (size, unit) =
        UNITS.iter().find(|(size, _)| seconds >= *size).copied().unwrap_or((1.0, "second"));
    let k = (seconds / size.max(1.0)).round().max(1.0);
    let k = if k >= 1e6 { format!("{:.0} million", k / 1e6) } else { format!("{k:.0}") };
    let s = if k == "1" { "" } else { "s" };
    format!("about {k} {unit}{s}")
}

/// Runs the count on its own threads while this one draws progress on stderr, if stderr is a
/// terminal and the count has taken more than [`QUIET_FOR`].
fn run_watched<T: Send>(
    control: &Control,
    start: Instant,
    count: impl FnOnce() -> Option<T> + Send,
) -> Option<T> {
    let terminal = io::stderr().is_terminal();
    thread::scope(|scope| {
        let main = thread::current();
        let worker = scope.spawn(move || {
            let found = count();
            main.unpark();
            found
        });
        let mut bar: Option<ProgressBar> = None;
        while !worker.is_finished() {
            thread::park_timeout(Duration::from_millis(100));
            if !terminal || start.elapsed() < QUIET_FOR {
                continue;
            }
            let (done, parts) = control.progress();
            let bar = bar.get_or_insert_with(|| {
                let style = ProgressStyle::with_template(
                    "counting {bar:20} {pos}/{len} parts, {elapsed} elapsed, ~{eta} left",
                )
                .unwrap_or_else(|_| ProgressStyle::default_bar());
                // The bar appears after a second; its clock should say so.
                ProgressBar::with_draw_target(Some(parts), ProgressDrawTarget::stderr())
                    .with_style(style)
                    .with_elapsed(start.elapsed())
            });
            bar.set_position(done);
        }
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
        // The worker only panics on a bug; pass the panic on rather than hide it.
        worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// `count --problem P`: the totals of the search of another problem, and with `--profile` its
/// nodes per level (level k: the values accepted at depth k, level 0 the root), by running
/// the search itself, on one thread.
fn count_problem(
    problem: Box<dyn nqueens_trace::problem::Problem>,
    args: &CountArgs,
) -> Result<ExitCode> {
    use nqueens_trace::Event;
    if args.n.is_some() || args.solutions || args.shard.is_some() || !args.merge.is_empty() {
        bail!(
            "count --problem {} counts its instance's whole search: it takes no board size, \
             --solutions, --shard or --merge",
            args.problem.problem
        );
    }
    let (name, size) = (problem.name(), problem.size());
    let start = Instant::now();
    let mut levels = vec![1u64];
    let mut depth = 0;
    let mut events = 0u64;
    let mut search = nqueens_trace::problem::Search::new(problem, None);
    for event in search.by_ref() {
        events += 1;
        match event {
            Event::Accept { .. } => {
                depth += 1;
                if levels.len() <= depth {
                    levels.push(0);
                }
                levels[depth] += 1;
            }
            Event::Backtrack { .. } => depth -= 1,
            _ => {}
        }
    }
    let s = search.stats();
    let elapsed = args.time.then(|| start.elapsed().as_secs_f64());
    let text = match args.format {
        CountFormat::Json => {
            let report = ProblemReport {
                problem: name,
                n: size,
                solutions: s.solutions,
                tries: s.tries,
                accepts: s.accepts,
                rejects: s.rejects,
                backtracks: s.backtracks,
                events,
                profile: args.profile.then_some(&levels[..]),
                elapsed_seconds: elapsed,
            };
            format!("{}\n", serde_json::to_string(&report)?)
        }
        CountFormat::Text => {
            let mut text = format!("{:<10} {name}\n{:<10} {size}\n", "problem", "n");
            for (label, value) in s.counts() {
                text.push_str(&format!("{label:<10} {value}\n"));
            }
            text.push_str(&format!("{:<10} {events}\n", "events"));
            if args.profile {
                text.push_str("level      nodes\n");
                for (level, nodes) in levels.iter().enumerate() {
                    text.push_str(&format!("{level:<10} {nodes}\n"));
                }
            }
            if let Some(seconds) = elapsed {
                text.push_str(&format!("{:<10} {seconds:.3}\n", "seconds"));
            }
            text
        }
    };
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("could not write the count")?;
    Ok(ExitCode::SUCCESS)
}

/// The text form: totals, then the profile if asked for.
fn text(profile: &Profile, with_levels: bool) -> String {
    let s = profile.stats();
    let rows = [
        ("n", u64::from(profile.n())),
        ("solutions", s.solutions),
        ("tries", s.tries),
        ("accepts", s.accepts),
        ("rejects", s.rejects),
        ("backtracks", s.backtracks),
        ("events", profile.events()),
    ];
    let mut text = String::new();
    for (name, value) in rows {
        text.push_str(&format!("{name:<10} {value}\n"));
    }
    if with_levels {
        text.push_str("level      nodes\n");
        for (level, nodes) in profile.levels().iter().enumerate() {
            text.push_str(&format!("{level:<10} {nodes}\n"));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_lists_the_totals_then_the_levels() {
        let profile = Counter::new(4).unwrap().threads(1).run();
        assert_eq!(
            text(&profile, true),
            "n          4\nsolutions  2\ntries      60\naccepts    16\nrejects    44\n\
             backtracks 16\nevents     140\nlevel      nodes\n0          1\n1          4\n\
             2          6\n3          4\n4          2\n"
        );
        assert!(!text(&profile, false).contains("level"));
    }
}

#[cfg(test)]
mod note_tests {
    use super::*;

    #[test]
    fn big_counts_say_how_long_they_may_take() {
        assert_eq!(long_count_note(18, 2, 1, false), None);
        let note = long_count_note(19, 2, 1, false).unwrap();
        assert!(note.contains("n=19 may take about 9 minutes on 2 threads"), "{note}");
        let shard = long_count_note(21, 2, 1000, true).unwrap();
        assert!(
            shard.contains("counting one of 1000 shards of n=21 may take about 8 seconds"),
            "{shard}"
        );
        let note = long_count_note(32, 2, 1, false).unwrap();
        assert!(note.contains("n=32 may take about 4 million years"), "{note}");
        assert!(note.contains("Ctrl-C stops it"), "{note}");
        assert_eq!(roughly(1.0), "about 1 second");
        assert_eq!(roughly(7200.0), "about 2 hours");
    }
}
