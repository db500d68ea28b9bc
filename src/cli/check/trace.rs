//! `check --trace FILE`: a trace judged like a program's output, without running anything: a
//! student's saved trace, or the record of an exercise (`step --exercise --record FILE`),
//! whose result is then the grade.
//!
//! The board size is the trace's own, from its start line; the search asked for (the limit,
//! the teacher's start) is still `check`'s. A record's result is the `exercise` field of its
//! `done` line, which the reader ignores: the trace is read through [`LastLine`], which keeps
//! the last line read (capped) for it, so that nothing else of the trace is stored.

use super::words::{Value, Words};
use super::{outcome, Failure, Run};
use anyhow::{bail, Context, Result};
use nqueens_trace::check::{judge_output, Judgement};
use nqueens_trace::escape::Escaped;
use nqueens_trace::exercise::{recorded_result, Recorded};
use std::io::{self, BufRead, IsTerminal, Read};
use std::path::Path;

/// The most of the first line, and of the last, that is kept, in bytes: a record's `done`
/// lists every wrong attempt, a few dozen bytes each.
const LINE_CAP: usize = 8 << 20;

/// The share of `points` that the exercise `e` earns: the moves right at the first attempt,
/// of all.
pub fn earned(e: &Recorded, points: u32) -> f64 {
    let t = &e.tally;
    if t.moves == 0 {
        return f64::from(points);
    }
    // Two decimals: a grade a teacher reads, the same bytes every time.
    (f64::from(points) * t.right as f64 / t.moves as f64 * 100.0).round() / 100.0
}

/// `135 of 136 moves right at the first attempt, 1 wrong attempt, 0 hints, 1 move fixed`.
fn counts(e: &Recorded, w: &Words) -> String {
    let t = &e.tally;
    let counts = [
        ("right", t.right),
        ("moves", t.moves),
        ("wrong", t.wrong),
        ("hints", t.hints),
        ("fixed", t.fixed),
    ]
    .map(|(name, k)| (name, Value::Num(k)));
    w.say(w.m.check_exercise_counts, &counts)
}

/// The run of the trace at `path` (`-`: standard input), judged as the search with `limit`
/// from the start that `start` gives for its board size, worth `points` of that size. A file
/// that cannot be read, or whose first line is not a `start` with a board size, is an error.
pub fn judge_file(
    path: &Path,
    limit: Option<u64>,
    start: impl Fn(u32) -> Result<Vec<u32>>,
    points: impl Fn(u32) -> u32,
    w: &Words,
) -> Result<(Run, String)> {
    let (mut src, name): (Box<dyn BufRead>, String) = if path == Path::new("-") {
        if io::stdin().is_terminal() {
            bail!("check --trace -: standard input is a terminal; pipe the trace in, or give its file");
        }
        (Box::new(io::BufReader::with_capacity(1 << 16, io::stdin())), "<stdin>".to_string())
    } else {
        let name = Escaped(&path.display().to_string()).to_string();
        let file = std::fs::File::open(path).with_context(|| format!("cannot read '{name}'"))?;
        (Box::new(io::BufReader::with_capacity(1 << 16, file)), name)
    };
    let mut first = Vec::new();
    (&mut src)
        .take(LINE_CAP as u64)
        .read_until(b'\n', &mut first)
        .with_context(|| format!("cannot read '{name}'"))?;
    let n = board_of(&first).with_context(|| format!("'{name}' is not a trace"))?;
    let start = start(n)?;
    let mut src = LastLine::new(io::Cursor::new(first).chain(src));
    let judged = judge_output(&mut src, &name, n, limit, &start);
    // The moves of a valid trace, to hold a record's result against.
    let moves = match &judged.verdict {
        Ok(Judgement::Valid { summary, .. }) => {
            let t = &summary.totals;
            Some(t.tries + t.accepts + t.rejects + t.backtracks)
        }
        _ => None,
    };
    let (difference, transposed) = (judged.difference.clone(), judged.transposed);
    let mut run = Run {
        n,
        points: points(n),
        start,
        difference,
        transposed,
        exercise: None,
        outcome: outcome(judged, None, None, w),
    };
    let m = w.m;
    match (recorded_result(&src.last()), &mut run.outcome) {
        (None, _) => {}
        (Some(Err(_)), Ok(what)) => {
            let record = Value::Data("step --exercise --record");
            let why = w.say(
                m.check_exercise_not_a_result,
                &[("what", Value::Said(what)), ("record", record)],
            );
            run.outcome = Err(Failure::new("invalid: exercise", why));
        }
        (Some(Err(_)), Err(_)) => {}
        (Some(Ok(e)), Ok(what)) => match moves {
            Some(moves)
                if e.finished
                    && e.tally.moves == moves
                    && e.tally.right + e.tally.fixed <= moves =>
            {
                let counts = counts(&e, w);
                let args = [("what", Value::Said(what)), ("counts", Value::Said(&counts))];
                run.outcome = Ok(w.say(m.check_exercise, &args));
                run.exercise = Some(e);
            }
            _ => {
                let counts = counts(&e, w);
                let args = [
                    ("what", Value::Said(what)),
                    ("counts", Value::Said(&counts)),
                    ("moves", Value::Num(moves.unwrap_or_default())),
                ];
                let why = w.say(m.check_exercise_mismatch, &args);
                run.outcome = Err(Failure::new("invalid: exercise", why));
            }
        },
        (Some(Ok(e)), Err(failure)) => {
            let left =
                if e.finished { m.check_exercise_failed } else { m.check_exercise_unfinished };
            failure.why += &w.say(left, &[("counts", Value::Said(&counts(&e, w)))]);
        }
    }
    Ok((run, name))
}

/// The board size of a trace's first line, which must be a `start`.
fn board_of(first: &[u8]) -> Result<u32> {
    if first.iter().all(u8::is_ascii_whitespace) {
        bail!("it is empty, where a trace begins with a start line such as {{\"event\":\"start\",\"n\":4,...}}");
    }
    let line: Option<serde_json::Value> = serde_json::from_slice(first).ok();
    let line = line.as_ref();
    let n = line
        .filter(|l| l["event"] == "start")
        .and_then(|l| l["n"].as_u64())
        .filter(|n| (1..=u64::from(nqueens_trace::MAX_N)).contains(n));
    match n {
        Some(n) => Ok(n as u32),
        None => bail!(
            "its first line is not a start event with a board size n from 1 to {}, such as {{\"event\":\"start\",\"n\":4,...}}",
            nqueens_trace::MAX_N
        ),
    }
}

/// A reader that passes its source through and keeps the last line that is not blank, its
/// first [`LINE_CAP`] bytes.
struct LastLine<R> {
    inner: R,
    line: Vec<u8>,
    last: Vec<u8>,
}

impl<R> LastLine<R> {
    fn new(inner: R) -> LastLine<R> {
        LastLine { inner, line: Vec::new(), last: Vec::new() }
    }

    /// The last line that is not blank, the one being read if it has not ended.
    fn last(&self) -> Vec<u8> {
        if self.line.iter().all(u8::is_ascii_whitespace) {
            self.last.clone()
        } else {
            self.line.clone()
        }
    }
}

/// Takes the bytes `seen` into the line being read, `line`, and at each line end moves it to
/// `last` unless it is blank.
fn see(line: &mut Vec<u8>, last: &mut Vec<u8>, seen: &[u8]) {
    let mut pieces = seen.split(|&b| b == b'\n').peekable();
    while let Some(piece) = pieces.next() {
        let room = LINE_CAP.saturating_sub(line.len());
        line.extend_from_slice(&piece[..piece.len().min(room)]);
        // Every piece but the last ended in a line end.
        if pieces.peek().is_some() {
            if !line.iter().all(u8::is_ascii_whitespace) {
                std::mem::swap(line, last);
            }
            line.clear();
        }
    }
}

impl<R: BufRead> Read for LastLine<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let k = self.inner.read(buf)?;
        see(&mut self.line, &mut self.last, &buf[..k]);
        Ok(k)
    }
}

impl<R: BufRead> BufRead for LastLine<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amt: usize) {
        let LastLine { inner, line, last } = self;
        // The bytes consumed are the front of the buffer just filled, which a second
        // fill_buf returns again without reading.
        if let Ok(buf) = inner.fill_buf() {
            see(line, last, &buf[..amt.min(buf.len())]);
        }
        inner.consume(amt);
    }
}
