//! `check -- COMMAND…`: runs a student's solver for n = 1..8, reads the JSON Lines trace it
//! writes to standard output as it comes, and judges each (`nqueens_trace::check`): one line
//! per n, exit 0 only if every trace is valid, JUnit XML for autograders with `--junit`.

use super::verify::print;
use crate::cli::output::Output;
use anyhow::{bail, Context, Result};
use clap::Args;
use nqueens_trace::check::{judge, rule_name, Judged, Judgement};
use nqueens_trace::escape::Escaped;
use nqueens_trace::export::escape;
use nqueens_trace::verify::describe;
use nqueens_trace::Reader;
use std::ffi::OsString;
use std::io::{self, BufReader, Read};
use std::path::PathBuf;
use std::process::{Child, Command, ExitCode, ExitStatus, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The program and its arguments, after `--`. The board size replaces the letter n in
    /// braces wherever an argument holds it; without one, it is added as the last argument.
    // (Help text cannot show the placeholder itself: clap turns it into a line break.)
    #[arg(last = true, required = true, value_name = "COMMAND")]
    pub command: Vec<OsString>,
    /// The board sizes to run, as FROM-TO or one size.
    #[arg(long, value_name = "FROM-TO", default_value = "1-8", value_parser = parse_sizes)]
    pub sizes: Sizes,
    /// Seconds one run may take before it is stopped and counted as failed.
    #[arg(long, value_name = "SECS", default_value = "10", value_parser = parse_timeout)]
    pub timeout: Duration,
    /// Also write the results as JUnit XML to FILE (one test case per n).
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
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

fn parse_timeout(s: &str) -> Result<Duration, String> {
    match s.parse::<f64>() {
        Ok(secs) if secs > 0.0 && secs <= 86_400.0 => Ok(Duration::from_secs_f64(secs)),
        _ => Err("expected a number of seconds above 0, such as 10 or 0.5".to_string()),
    }
}

/// What became of one run.
struct Run {
    n: u32,
    /// Valid, with what to say; or not, with why, and the kind of failure for JUnit.
    outcome: std::result::Result<String, (String, String)>,
}

pub fn check(args: &CheckArgs) -> Result<ExitCode> {
    let mut runs = Vec::new();
    for n in args.sizes.0..=args.sizes.1 {
        let run = run_once(&args.command, n, args.timeout)?;
        let line = match &run.outcome {
            Ok(what) => format!("n={n}: {what}\n"),
            Err((_, why)) => format!("n={n}: {why}\n"),
        };
        print(&line)?;
        runs.push(run);
    }
    let valid = runs.iter().filter(|r| r.outcome.is_ok()).count();
    print(&format!("{valid} of {} valid\n", runs.len()))?;
    if let Some(path) = &args.junit {
        let mut out = Output::create(Some(path))?;
        let xml = junit(&args.command, &runs);
        out.writer().write_all(xml.as_bytes()).map_err(|e| out.write_error(e))?;
        out.commit()?;
    }
    Ok(ExitCode::from(if valid == runs.len() { 0 } else { 1 }))
}

/// The command for board size `n`: `{n}` replaced, or `n` appended.
fn command_for(command: &[OsString], n: u32) -> Vec<OsString> {
    let has_n = command.iter().any(|a| a.to_string_lossy().contains("{n}"));
    let mut args: Vec<OsString> = command
        .iter()
        .map(|a| match a.to_str() {
            Some(s) if s.contains("{n}") => s.replace("{n}", &n.to_string()).into(),
            _ => a.clone(),
        })
        .collect();
    if !has_n {
        args.push(n.to_string().into());
    }
    args
}

/// Runs the program for `n` and judges its trace. Only a program that cannot be started at
/// all is an error; anything it does once running is the run's outcome.
fn run_once(command: &[OsString], n: u32, timeout: Duration) -> Result<Run> {
    let args = command_for(command, n);
    let Some((program, rest)) = args.split_first() else {
        bail!("no command given after --");
    };
    let mut child = Command::new(program)
        .args(rest)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot run '{}'", Escaped(&program.to_string_lossy())))?;
    let started = Instant::now();
    let stderr = child.stderr.take().map(drain);
    let (tx, rx) = mpsc::channel();
    if let Some(stdout) = child.stdout.take() {
        // The reading runs on a thread of its own so that the timeout holds even while the
        // program writes nothing.
        // What follows a verdict reached early is read and dropped, so that the program
        // never blocks on a full pipe and ends as it would.
        thread::spawn(move || {
            let mut stdout = BufReader::with_capacity(1 << 16, stdout);
            let _ = tx.send(judge(Reader::new(&mut stdout, "stdout"), n));
            let _ = io::copy(&mut stdout, &mut io::sink());
        });
    }
    let judged = rx.recv_timeout(timeout);
    let outcome = match judged {
        Err(_) => {
            stop(&mut child);
            Err((
                "timeout".to_string(),
                format!("timed out: no complete trace after {}", seconds(timeout)),
            ))
        }
        Ok(judged) => {
            // A trace that is invalid or unreadable before its end is judged at that point;
            // a program that then goes on for ever is stopped, and judged by its trace.
            let early = match &judged.verdict {
                Ok(Judgement::Invalid(v)) => v.step < judged.events,
                Ok(Judgement::Valid { .. }) => false,
                Err(_) => true,
            };
            let left = timeout.saturating_sub(started.elapsed());
            match wait(&mut child, left) {
                Some(status) => outcome(judged, Some(status), stderr.map(last_line)),
                None if early => {
                    stop(&mut child);
                    outcome(judged, None, None)
                }
                None => {
                    stop(&mut child);
                    Err((
                        "timeout".to_string(),
                        format!(
                            "timed out: the program wrote its trace but did not exit within {}",
                            seconds(timeout)
                        ),
                    ))
                }
            }
        }
    };
    Ok(Run { n, outcome })
}

/// What to say of a run that ended with `status` (`None`: stopped by `check` after its trace
/// was judged) after writing what was `judged`.
fn outcome(
    judged: Judged,
    status: Option<ExitStatus>,
    stderr: Option<String>,
) -> std::result::Result<String, (String, String)> {
    let events = judged.events;
    let crashed = |status: ExitStatus| {
        let how = match status.code() {
            Some(code) => format!("exit status {code}"),
            None => "killed by a signal".to_string(),
        };
        let plural = if events == 1 { "" } else { "s" };
        let said = match stderr.as_deref() {
            Some(line) if !line.is_empty() => format!(": {}", Escaped(line)),
            _ => String::new(),
        };
        (
            "crash".to_string(),
            format!("the program failed ({how}) after {events} event{plural}{said}"),
        )
    };
    // A wrong event explains a failure better than the failure: a Tracer that raised wrote
    // the offending event first. A trace cut short is the failure's doing.
    let wrong_event = matches!(&judged.verdict, Ok(Judgement::Invalid(v)) if v.step < events);
    if let Some(status) = status.filter(|s| !s.success() && !wrong_event) {
        return Err(crashed(status));
    }
    match judged.verdict {
        Ok(Judgement::Invalid(v)) => Err((
            format!("invalid: {}", rule_name(v.rule())),
            format!("invalid at step {}: {}", v.step, Escaped(&v.fault.to_string())),
        )),
        Err(e) => {
            Err(("unreadable".to_string(), format!("not a trace: {}", Escaped(&e.to_string()))))
        }
        Ok(Judgement::Valid { summary, divergence: None }) => {
            Ok(format!("valid, the canonical search ({})", totals(&summary)))
        }
        Ok(Judgement::Valid { summary, divergence: Some(d) }) => {
            let what = |e: &Option<nqueens_trace::Event>| {
                e.as_ref().map_or("its end".to_string(), describe)
            };
            Ok(format!(
                "valid ({}), but differs from the canonical search at step {}: {} where the canonical has {}",
                totals(&summary),
                d.step,
                what(&d.found),
                what(&d.canonical)
            ))
        }
    }
}

/// `140 events, 2 solutions`.
fn totals(summary: &nqueens_trace::verify::Summary) -> String {
    let plural = |k: u64| if k == 1 { "" } else { "s" };
    format!(
        "{} event{}, {} solution{}",
        summary.events,
        plural(summary.events),
        summary.totals.solutions,
        plural(summary.totals.solutions)
    )
}

/// Kills the program if it is still running, and reaps it.
fn stop(child: &mut Child) {
    if let Ok(None) = child.try_wait() {
        let _ = child.kill();
    }
    let _ = child.wait();
}

/// Waits up to `left` for the program to exit.
fn wait(child: &mut Child, left: Duration) -> Option<ExitStatus> {
    let deadline = Instant::now() + left;
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
            _ => return None,
        }
    }
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
/// what went wrong).
fn last_line(stderr: thread::JoinHandle<Vec<u8>>) -> String {
    let bytes = stderr.join().unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    text.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or_default().trim().to_string()
}

fn seconds(d: Duration) -> String {
    format!("{} s", d.as_secs_f64())
}

/// The JUnit XML of the runs: one test suite, one test case per n, a failure for each run
/// that is not valid, whose type says how (`invalid: try-row`, `crash`, `timeout`,
/// `unreadable`). No times or host names, so the same runs give the same bytes.
fn junit(command: &[OsString], runs: &[Run]) -> String {
    let name: Vec<String> = command.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let suite = escape::html(&Escaped(&name.join(" ")).to_string());
    let failures = runs.iter().filter(|r| r.outcome.is_err()).count();
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <testsuites tests=\"{}\" failures=\"{failures}\">\n\
         <testsuite name=\"nqueens-trace check: {suite}\" tests=\"{}\" failures=\"{failures}\" errors=\"0\">\n",
        runs.len(),
        runs.len()
    );
    for run in runs {
        let case = format!("  <testcase classname=\"nqueens-trace check\" name=\"n={}\"", run.n);
        match &run.outcome {
            Ok(what) => {
                xml += &format!(
                    "{case}>\n    <system-out>{}</system-out>\n  </testcase>\n",
                    escape::html(what)
                );
            }
            Err((kind, why)) => {
                let why = escape::html(why);
                xml += &format!(
                    "{case}>\n    <failure type=\"{kind}\" message=\"{why}\">{why}</failure>\n  </testcase>\n"
                );
            }
        }
    }
    xml += "</testsuite>\n</testsuites>\n";
    xml
}
