//! `count`: the totals of the full search without its trace, on all cores.

use super::parse_n;
use crate::output::Output;
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use nqueens_trace::count::{Control, Counter, Profile};
use serde::Serialize;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// A count that takes longer than this shows progress (on a terminal).
const QUIET_FOR: Duration = Duration::from_secs(1);

#[derive(Debug, Args)]
pub struct CountArgs {
    /// Board size, 1 to 32.
    #[arg(value_parser = parse_n, allow_negative_numbers = true)]
    pub n: u32,
    /// Threads to count on [default: one per core].
    #[arg(long, short = 'j', value_name = "T", value_parser = parse_threads, allow_hyphen_values = true)]
    pub threads: Option<usize>,
    /// Also print the nodes per level (Knuth's profile): level k counts the placements of
    /// queens on the first k rows that no queen attacks.
    #[arg(long)]
    pub profile: bool,
    /// Output format; json adds the elapsed time, the only part that varies between runs.
    #[arg(long, value_enum, default_value_t = CountFormat::Text)]
    pub format: CountFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CountFormat {
    /// Aligned lines for people.
    Text,
    /// One JSON object on one line.
    Json,
}

fn parse_threads(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(t) if (1..=1024).contains(&t) => Ok(t),
        _ => Err("expected a number of threads from 1 to 1024".to_string()),
    }
}

/// The JSON form: the `done` line's totals, the trace's length, and the elapsed time.
#[derive(Debug, Serialize)]
struct Report<'a> {
    n: u32,
    solutions: u64,
    tries: u64,
    accepts: u64,
    rejects: u64,
    backtracks: u64,
    events: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    profile: Option<&'a [u64]>,
    elapsed_seconds: f64,
}

pub fn count(args: &CountArgs) -> Result<ExitCode> {
    let mut counter = Counter::new(args.n)?;
    if let Some(t) = args.threads {
        counter = counter.threads(t);
    }
    let control = Arc::new(Control::new());
    let handler = Arc::clone(&control);
    crate::interrupt::stop_with(move || handler.stop());
    if let Some(note) = long_count_note(args.n, counter.thread_count()) {
        let _ = writeln!(io::stderr(), "{note}");
    }

    let start = Instant::now();
    let Some(profile) = run_watched(&counter, &control, start) else {
        let (done, parts) = control.progress();
        let _ = writeln!(
            io::stderr(),
            "nqueens-trace: interrupted: the count of n={} stopped after {done} of {parts} parts; no totals",
            args.n
        );
        return Ok(ExitCode::from(130));
    };
    let elapsed = start.elapsed();

    let mut out = Output::create(None)?;
    let text = match args.format {
        CountFormat::Text => text(&profile, args.profile),
        CountFormat::Json => {
            let stats = profile.stats();
            let report = Report {
                n: args.n,
                solutions: stats.solutions,
                tries: stats.tries,
                accepts: stats.accepts,
                rejects: stats.rejects,
                backtracks: stats.backtracks,
                events: profile.events(),
                profile: args.profile.then(|| profile.levels()),
                elapsed_seconds: elapsed.as_secs_f64(),
            };
            let mut line = serde_json::to_string(&report).context("cannot write the report")?;
            line.push('\n');
            line
        }
    };
    out.writer()
        .write_all(text.as_bytes())
        .map_err(|e| out.write_error(e))?;
    out.commit()?;
    Ok(ExitCode::SUCCESS)
}

/// CPU seconds that n=18 took on this project's 2-core machine (`benches/run.sh`), and how
/// much longer each size takes than the one before, as measured from n=16 to n=18.
const N18_CPU_SECONDS: f64 = 150.0;
const GROWTH_PER_SIZE: f64 = 7.5;

/// Beyond n=18, how long the count may take, said before it starts (it can be stopped).
fn long_count_note(n: u32, threads: usize) -> Option<String> {
    let beyond = n.checked_sub(18).filter(|&k| k > 0)?;
    let seconds = N18_CPU_SECONDS * GROWTH_PER_SIZE.powi(beyond as i32) / threads.max(1) as f64;
    Some(format!(
        "nqueens-trace: counting n={n} may take {} on {threads} thread{} (n=18 takes about \
         {} CPU seconds, and each size about {GROWTH_PER_SIZE} times more); Ctrl-C stops it",
        roughly(seconds),
        if threads == 1 { "" } else { "s" },
        N18_CPU_SECONDS,
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
    let (size, unit) = UNITS
        .iter()
        .find(|(size, _)| seconds >= *size)
        .copied()
        .unwrap_or((1.0, "second"));
    let k = (seconds / size.max(1.0)).round().max(1.0);
    let k = if k >= 1e6 {
        format!("{:.0} million", k / 1e6)
    } else {
        format!("{k:.0}")
    };
    let s = if k == "1" { "" } else { "s" };
    format!("about {k} {unit}{s}")
}

/// Runs the count on its own threads while this one draws progress on stderr, if stderr is a
/// terminal and the count has taken more than [`QUIET_FOR`].
fn run_watched(counter: &Counter, control: &Control, start: Instant) -> Option<Profile> {
    let terminal = io::stderr().is_terminal();
    thread::scope(|scope| {
        let main = thread::current();
        let worker = scope.spawn(move || {
            let profile = counter.run_with(control);
            main.unpark();
            profile
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
        worker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
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
        assert_eq!(long_count_note(18, 2), None);
        let note = long_count_note(19, 2).unwrap();
        assert!(
            note.contains("n=19 may take about 9 minutes on 2 threads"),
            "{note}"
        );
        let note = long_count_note(32, 2).unwrap();
        assert!(
            note.contains("n=32 may take about 4 million years"),
            "{note}"
        );
        assert!(note.contains("Ctrl-C stops it"), "{note}");
        assert_eq!(roughly(1.0), "about 1 second");
        assert_eq!(roughly(7200.0), "about 2 hours");
    }
}
