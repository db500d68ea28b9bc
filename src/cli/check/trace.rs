//! `check --trace FILE`: a trace judged like a program's output, without running anything: a
//! student's saved trace, or the record of an exercise (`step --exercise --record FILE`),
//! whose result is then the grade.
//!
//! The board size is the trace's own, from its start line; the search asked for (the limit,
//! the teacher's start) is still `check`'s. A record's result is the `exercise` field of its
//! `done` line, which the reader ignores: the trace is read through [`LastLine`], which keeps
//! the last line read (capped) for it, so that nothing else of the trace is stored.

use super::words::{Value, Words};
use super::{outcome, Board, Failure, Run};
use anyhow::{bail, Context, Result};
use nqueens_trace::check::{grade, judge_own_board, Judgement, OwnBoard};
use nqueens_trace::escape::Escaped;
use nqueens_trace::exercise::{recorded_result, Recorded};
use std::io::{self, BufRead, IsTerminal, Read};
use std::path::Path;

/// The most of the first line, and of the last, that is kept, in bytes: a record's `done`
/// lists every wrong attempt, a few dozen bytes each.
const LINE_CAP: usize = 8 << 20;

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
/// from the start that `start` gives for its board size, worth the `points` of that board. A
/// file that cannot be read, or whose first line the reader refuses as not a trace at all,
/// is an error in the reader's words, as for `verify`; a first line that cannot begin a trace
/// (another event, another schema, a board size out of range) is an invalid run, as `verify`
/// finds it invalid.
pub fn judge_file(
    path: &Path,
    limit: Option<u64>,
    start: impl Fn(u32) -> Result<Vec<u32>>,
    points: impl Fn(&Board) -> u32,
    w: &Words,
) -> Result<(Run, String)> {
    let (src, name): (Box<dyn BufRead>, String) = if path == Path::new("-") {
        if io::stdin().is_terminal() {
            bail!("check --trace -: standard input is a terminal; pipe the trace in, or give its file");
        }
        (Box::new(io::BufReader::with_capacity(1 << 16, io::stdin())), "<stdin>".to_string())
    } else {
        let name = Escaped(&path.display().to_string()).to_string();
        let file = std::fs::File::open(path).with_context(|| format!("cannot read '{name}'"))?;
        (Box::new(io::BufReader::with_capacity(1 << 16, file)), name)
    };
    // One reader reads the whole trace, its first line included: the board is the one it
    // reads there.
    let mut src = LastLine::new(src);
    let OwnBoard { n, start, mut judged } = judge_own_board(&mut src, &name, limit, start)?;
    let Some(n) = n else { return refused(judged, &name, points, w) };
    let recorded = recorded_result(&src.last());
    // A record left unfinished is judged for what it is: the beginning of the search.
    let partial = matches!(recorded, Some(Ok(e)) if !e.finished);
    if let Some(prefix) = judged.as_prefix.take().filter(|_| partial) {
        judged.difference = match &prefix {
            Judgement::Valid { divergence, .. } => divergence.clone(),
            Judgement::Invalid(_) => judged.difference,
        };
        (judged.verdict, judged.transposed) = (Ok(prefix), false);
    }
    // The moves of a valid trace, to hold a record's result against.
    let moves = match &judged.verdict {
        Ok(Judgement::Valid { summary, .. }) => {
            let t = &summary.totals;
            Some(t.tries + t.accepts + t.rejects + t.backtracks)
        }
        _ => None,
    };
    let (difference, transposed) = (judged.difference.clone(), judged.transposed);
    let board = Board::Size(n);
    let mut run = Run {
        points: points(&board),
        board,
        start,
        difference,
        transposed,
        departure: None,
        exercise: None,
        outcome: outcome(judged, None, None, None, w),
    };
    let m = w.m;
    match (recorded, &mut run.outcome) {
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
            Some(moves) if grade::holds(&e, moves) => {
                let counts = counts(&e, w);
                let args = [("what", Value::Said(what)), ("counts", Value::Said(&counts))];
                run.outcome = Ok(w.say(m.check_exercise, &args));
                run.exercise = Some(e);
            }
            Some(moves)
                if !e.finished
                    && e.tally.moves == moves
                    && e.tally.right.checked_add(e.tally.fixed).is_some_and(|k| k <= moves) =>
            {
                let counts = counts(&e, w);
                match whole_moves(n, limit, &run.start) {
                    Some(whole) => {
                        let args = [
                            ("what", Value::Said(what)),
                            ("counts", Value::Said(&counts)),
                            ("whole", Value::Num(whole)),
                        ];
                        run.outcome = Ok(w.say(m.check_exercise_partial, &args));
                        // Graded as far as it goes: the moves not made count as not right.
                        let tally = nqueens_trace::exercise::Tally { moves: whole, ..e.tally };
                        run.exercise = Some(Recorded { tally, ..e });
                    }
                    None => {
                        let why =
                            w.say(m.check_exercise_unfinished, &[("counts", Value::Said(&counts))]);
                        run.outcome =
                            Err(Failure::new("invalid: exercise", format!("{what}{why}")));
                    }
                }
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

/// The most events of the whole search that a partial record is graded against: far more
/// than anyone makes by hand (n=8 has 31,000 moves), few enough to count in a second.
const WHOLE_CAP: u64 = 20_000_000;

/// The moves (tries, accepts, rejects, backtracks) of the whole search asked for, which a
/// partial record is graded against; `None` when it has more than [`WHOLE_CAP`] events.
fn whole_moves(n: u32, limit: Option<u64>, start: &[u32]) -> Option<u64> {
    struct Capped(u64, u64);
    impl nqueens_trace::Sink for Capped {
        type Error = std::convert::Infallible;
        fn event(&mut self, e: &nqueens_trace::Event) -> Result<bool, Self::Error> {
            self.0 += 1;
            self.1 += u64::from(nqueens_trace::exercise::Move::of(e).is_some());
            Ok(self.0 < WHOLE_CAP)
        }
    }
    let solver = nqueens_trace::Solver::new(n).ok()?.limit(limit).from(start).ok()?;
    let mut counted = Capped(0, 0);
    let Ok(_) = solver.run(&mut counted);
    (counted.0 < WHOLE_CAP).then_some(counted.1)
}

/// The run of a trace named `name` whose first line gives no board, as the reader refused it
/// in what was `judged`: a start that cannot begin a trace is an invalid run (`verify`'s exit
/// 1); anything else is not a trace at all, an error in the reader's words (`verify`'s exit 2).
fn refused(
    judged: nqueens_trace::check::Judged,
    name: &str,
    points: impl Fn(&Board) -> u32,
    w: &Words,
) -> Result<(Run, String)> {
    let line = match &judged.verdict {
        Ok(Judgement::Invalid(v)) => v.step + 1,
        Ok(Judgement::Valid { .. }) => 1,
        Err(e) => bail!("{e}"),
    };
    let board = Board::Refused(format!("{name}:{line}"));
    let run = Run {
        points: points(&board),
        board,
        start: Vec::new(),
        difference: None,
        transposed: false,
        departure: None,
        exercise: None,
        outcome: outcome(judged, None, None, None, w),
    };
    Ok((run, name.to_string()))
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
