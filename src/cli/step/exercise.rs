//! Exercise mode (`step --exercise`): the student carries out the search on the board, and
//! [`nqueens_trace::exercise`] judges each move against the model search.
//!
//! The arrows move a cursor over the board; Enter tries the square under it; `a` or `r` says
//! whether the square tried is accepted or rejected, and after `r` the cursor picks the
//! attacking queen (Enter) and `|`, `\` or `/` its line; `b` backtracks; `h` asks for a hint,
//! `f` for the model's move. The view around it is the step view's: the board, the trace of
//! what stands so far and the tree are drawn from a cursor that follows the moves that stood,
//! fed through a queue, so the whole of the view works as it does for a trace.
//!
//! With `--record FILE`, every event that stands is written as it stands, to a temporary file
//! renamed into place when the exercise ends (as every output of the tool is).

use super::text::say;
use super::view::View;
use super::{Screen, StepArgs};
use crate::cli::output::Output;
use anyhow::{Context, Result};
use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEventKind, KeyModifiers};
use crossterm::terminal;
use nqueens_trace::cursor::Cursor;
use nqueens_trace::exercise::{Exercise, Feedback, Move, Refusal, Wrong};
use nqueens_trace::lang::{Arg, Messages};
use nqueens_trace::{stream, Conflict, Event, Filter, Solver, Style};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{self, Write};
use std::process::ExitCode;
use std::rc::Rc;
use std::time::Duration;

/// The events that stood and that the view's cursor has not read yet.
type Queue = Rc<RefCell<VecDeque<Event>>>;

/// The view's source: what stands, one event at a time. The cursor reads an event only when
/// one has been pushed (see [`Drill::show`]), so the queue is never found empty.
struct Stood(Queue);

impl Iterator for Stood {
    type Item = Result<Event, String>;
    fn next(&mut self) -> Option<Self::Item> {
        self.0.borrow_mut().pop_front().map(Ok)
    }
}

/// What the next key answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// A square to try, a backtrack, or (after a try) accepted or rejected.
    Move,
    /// After `r`: the cursor picks the attacking queen.
    Queen,
    /// The line along which `queen` attacks.
    Line { queen: (u32, u32) },
}

/// The exercise, its cursor on the board, and what the student was last told.
struct Drill {
    ex: Exercise<stream::Events>,
    m: &'static Messages,
    classic: bool,
    base: u32,
    at: (u32, u32),
    phase: Phase,
    /// The verdict on the last move, a hint or a refusal.
    said: Option<String>,
    queue: Queue,
    record: Option<(Output, Vec<u8>)>,
    /// `q` or Esc was pressed with the search not over: the next key says whether to leave.
    leaving: bool,
}

pub fn run(args: &StepArgs, mut view: View) -> Result<ExitCode> {
    // The model is the solver's stream; a teacher's start (`--start`) is only another solver
    // here, since the exercise follows whatever events the model gives, from its first move.
    let limit = if args.first { Some(1) } else { args.limit };
    let solver = args.begin.apply(Solver::new(args.n.unwrap_or(4))?.limit(limit))?;
    let record = match &args.record {
        Some(path) => Some((Output::create(Some(path))?, Vec::new())),
        None => None,
    };
    let Some((ex, start)) =
        Exercise::new(stream::Events::new(solver), args.feedback, args.on_wrong)
    else {
        anyhow::bail!("the model search did not begin with a start event");
    };
    let queue: Queue = Rc::new(RefCell::new(VecDeque::from([start.clone()])));
    let mut cursor =
        Cursor::new(Stood(queue.clone()), Filter::default()).map_err(anyhow::Error::msg)?;
    // The cursor begins on the first square of the first row to fill, below a start's queens.
    let at = (ex.queens().len() as u32, 0);
    let mut drill = Drill {
        ex,
        m: view.opts.lang.messages(),
        classic: view.opts.style == Style::Classic,
        base: u32::from(view.opts.one_based),
        at,
        phase: Phase::Move,
        said: None,
        queue,
        record,
        leaving: false,
    };
    drill.write(&start)?;
    // The attacked squares stay unshaded: they would answer every accept and reject.
    view.asking = true;
    view.keys = Some(drill.m.ex_keys.to_string());
    let outcome = {
        let _screen = Screen::enter()?;
        session(&mut drill, &mut cursor, &mut view)
    };
    let finished = drill.ex.is_over();
    // The record's fate is told after the score: a full disk loses the file, never the result.
    let recorded = match drill.record.take() {
        Some((mut out, mut buf)) => {
            if !finished {
                drill.ex.record_unfinished(&mut buf);
            }
            out.writer().write_all(&buf).map_err(|e| out.write_error(e)).and_then(|()| out.commit())
        }
        None => Ok(()),
    };
    // The score and the wrong moves outlast the view, on the terminal the student goes back to.
    println!("{}", drill.score());
    let mistakes = drill.ex.mistakes();
    if !mistakes.is_empty() {
        println!("{}", say(drill.m.ex_mistakes, &[("k", Arg::Num(mistakes.len() as u64))]));
        for m in mistakes {
            let line = say(
                drill.m.ex_mistake,
                &[
                    ("i", Arg::Num(m.step)),
                    ("said", Arg::Text(drill.said_move(m.said).as_bytes())),
                    ("model", Arg::Text(drill.said_move(m.model).as_bytes())),
                    ("why", Arg::Text(drill.why(m.why, m.square).as_bytes())),
                ],
            );
            println!("{line}");
        }
    }
    recorded?;
    outcome
}

/// Draws and answers keys until the student quits.
fn session(drill: &mut Drill, cursor: &mut Cursor<Stood>, view: &mut View) -> Result<ExitCode> {
    let mut out = io::stdout();
    loop {
        // Keys that came in a burst (held down, pasted) are answered before the next frame:
        // a frame for each would lag behind the keys.
        if !event::poll(Duration::ZERO)? {
            view.pick = Some(drill.at);
            view.quiz = Some(drill.rows());
            let size = terminal::size().context("cannot read the terminal size")?;
            out.write_all(&view.frame(cursor, size)?)?;
            out.flush()?;
        }
        let TermEvent::Key(key) = event::read()? else {
            continue; // a resize: the next frame is drawn at the new size
        };
        if key.kind == KeyEventKind::Release {
            continue;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        let n = drill.ex.n();
        let (r, c) = drill.at;
        if ctrl && key.code == KeyCode::Char('c') {
            return Ok(ExitCode::from(130));
        }
        // Asked whether to leave: y or q again leaves, any other key goes on (and does only
        // that, so that a stray key is not also a move).
        if std::mem::take(&mut drill.leaving) {
            if matches!(key.code, KeyCode::Char('y' | 'Y' | 'q')) {
                return Ok(ExitCode::SUCCESS);
            }
            continue;
        }
        match key.code {
            // One key must not end an exercise that is not over: it asks first.
            KeyCode::Char('q') | KeyCode::Esc if drill.phase == Phase::Move => {
                if !drill.has_work() {
                    return Ok(ExitCode::SUCCESS);
                }
                drill.leaving = true;
            }
            KeyCode::Esc => drill.phase = Phase::Move,
            KeyCode::Up => drill.at = (r.saturating_sub(1), c),
            KeyCode::Down => drill.at = ((r + 1).min(n - 1), c),
            KeyCode::Left => drill.at = (r, c.saturating_sub(1)),
            KeyCode::Right => drill.at = (r, (c + 1).min(n - 1)),
            KeyCode::Enter | KeyCode::Char(' ') => match drill.phase {
                Phase::Move => drill.play(cursor, Move::Try { row: r, col: c })?,
                Phase::Queen => drill.phase = Phase::Line { queen: drill.at },
                Phase::Line { .. } => {}
            },
            KeyCode::Char('a') => drill.play(cursor, Move::Accept)?,
            KeyCode::Char('r') => drill.reject(),
            KeyCode::Char(k @ ('|' | '\\' | '/')) => {
                if let Phase::Line { queen } = drill.phase {
                    let line = match k {
                        '|' => Conflict::Column,
                        '\\' => Conflict::Diagonal,
                        _ => Conflict::AntiDiagonal,
                    };
                    drill.phase = Phase::Move;
                    drill.play(cursor, Move::Reject { queen, line })?;
                }
            }
            KeyCode::Char('b') => drill.play(cursor, Move::Backtrack)?,
            KeyCode::Char('h') => drill.hint(),
            KeyCode::Char('f') => drill.fix(cursor)?,
            KeyCode::Char('t') => view.press_tree(),
            KeyCode::Char('?') => view.press(super::view::Focus::Help),
            _ => {}
        }
    }
}

impl Drill {
    /// Plays `said`, tells the student what became of it (at once or not, by `--feedback`),
    /// and shows what stood.
    fn play(&mut self, cursor: &mut Cursor<Stood>, said: Move) -> Result<()> {
        self.phase = Phase::Move;
        let square = self.ex.trying();
        let play = match self.ex.play(said) {
            Ok(play) => play,
            Err(refusal) => {
                self.said = Some(self.refusal(refusal));
                return Ok(());
            }
        };
        let now = self.ex.feedback() == Feedback::Now;
        self.said = match (play.wrong, play.stood.first()) {
            (None, _) => now.then(|| format!("{}{}", self.m.quiz_right, self.said_move(said))),
            (Some(why), None) if now => {
                Some(format!("{}{}", self.m.quiz_wrong, self.why(why, square)))
            }
            (Some(_), None) => Some(self.m.ex_undone.to_string()),
            (Some(why), Some(fixed)) => {
                let made = Move::of(fixed).map(|m| self.said_move(m)).unwrap_or_default();
                let fixed = say(self.m.ex_fixed, &[("move", Arg::Text(made.as_bytes()))]);
                Some(if now {
                    format!("{}{}; {fixed}", self.m.quiz_wrong, self.why(why, square))
                } else {
                    fixed
                })
            }
        };
        self.show(cursor, play.stood)
    }

    /// `r`: a reject, whose queen the cursor picks next; refused when nothing is tried.
    fn reject(&mut self) {
        match self.ex.trying() {
            Some(_) => {
                self.phase = Phase::Queen;
                self.said = None;
            }
            None => self.said = Some(self.refusal(Refusal::NothingTried)),
        }
    }

    fn hint(&mut self) {
        self.said = Some(match self.ex.hint() {
            Some(m) => {
                let made = self.said_move(m);
                say(self.m.ex_hint, &[("move", Arg::Text(made.as_bytes()))])
            }
            None => self.m.ex_over.to_string(),
        });
    }

    fn fix(&mut self, cursor: &mut Cursor<Stood>) -> Result<()> {
        self.phase = Phase::Move;
        match self.ex.fix() {
            Some(stood) => {
                let made = Move::of(&stood[0]).map(|m| self.said_move(m));
                let made = made.unwrap_or_default();
                self.said = Some(say(self.m.ex_fixed, &[("move", Arg::Text(made.as_bytes()))]));
                self.show(cursor, stood)
            }
            None => {
                self.said = Some(self.m.ex_over.to_string());
                Ok(())
            }
        }
    }

    /// Moves the view's cursor over the events that stood, and records them.
    fn show(&mut self, cursor: &mut Cursor<Stood>, stood: Vec<Event>) -> Result<()> {
        for e in &stood {
            self.write(e)?;
        }
        let k = stood.len();
        self.queue.borrow_mut().extend(stood);
        for _ in 0..k {
            cursor.forward();
        }
        // The cursor goes where the search goes on: the next row after an accept, the next
        // square of the row after a reject or a backtrack. A solution stays where it is.
        let n = self.ex.n();
        self.at = match cursor.current() {
            Event::Accept { row, .. } if row + 1 < n => (row + 1, 0),
            Event::Reject { row, col, .. } | Event::Backtrack { row, col, .. } => {
                (*row, (col + 1).min(n - 1))
            }
            _ => self.at,
        };
        Ok(())
    }

    /// Writes `event`'s line to the record, if there is one.
    fn write(&mut self, event: &Event) -> Result<()> {
        if let Some((out, buf)) = &mut self.record {
            self.ex.record_line(buf, event);
            // Written in blocks: the record is a temporary file until the exercise ends.
            if buf.len() >= 1 << 16 {
                out.writer().write_all(buf).map_err(|e| out.write_error(e))?;
                buf.clear();
            }
        }
        Ok(())
    }

    /// Whether leaving now would lose anything: the search is not over, and something was
    /// done in it (a move, a wrong attempt or a hint).
    fn has_work(&self) -> bool {
        let t = self.ex.tally();
        !self.ex.is_over() && (t.moves > 0 || t.wrong > 0 || t.hints > 0)
    }

    /// The pane's lines: the score and the question, its keys, and what was last said.
    fn rows(&self) -> Vec<String> {
        if self.leaving {
            let k = ("k", Arg::Num(self.ex.tally().moves));
            let ask = format!("{} · {}", self.score(), say(self.m.ex_leave, &[k]));
            let mut rows = vec![ask, self.m.ex_leave_keys.to_string()];
            let grader = ("grader", Arg::Text(b"check --trace"));
            rows.extend(self.record.is_some().then(|| say(self.m.ex_leave_record, &[grader])));
            return rows;
        }
        let (question, keys) = match (self.phase, self.ex.trying()) {
            _ if self.ex.is_over() => (self.m.ex_over.to_string(), String::new()),
            (Phase::Move, None) => (self.m.ex_pick.to_string(), self.m.ex_pick_keys.to_string()),
            (Phase::Move, Some(sq)) => {
                (say(self.m.quiz_ask, &[("sq", self.square(sq))]), self.m.quiz_ask_keys.to_string())
            }
            (Phase::Queen, sq) => (
                say(self.m.ex_queen, &[("sq", self.square(sq.unwrap_or_default()))]),
                self.m.ex_queen_keys.to_string(),
            ),
            (Phase::Line { queen }, sq) => (
                say(
                    self.m.quiz_line,
                    &[("q", self.square(queen)), ("sq", self.square(sq.unwrap_or_default()))],
                ),
                self.m.quiz_line_keys.to_string(),
            ),
        };
        let mut rows = vec![format!("{} · {question}", self.score()), keys];
        rows.extend(self.said.clone());
        rows
    }

    fn score(&self) -> String {
        let t = self.ex.tally();
        say(
            self.m.ex_score,
            &[
                ("right", Arg::Num(t.right)),
                ("moves", Arg::Num(t.moves)),
                ("wrong", Arg::Num(t.wrong)),
                ("hints", Arg::Num(t.hints)),
                ("fixed", Arg::Num(t.fixed)),
            ],
        )
    }

    /// A square as the trace writes it: `(row,col)`, or `(column,row)` in the classic style.
    fn square(&self, (row, col): (u32, u32)) -> Arg<'static> {
        let (a, b) = if self.classic { (col, row) } else { (row, col) };
        Arg::Square(u64::from(a + self.base), u64::from(b + self.base), ",")
    }

    fn refusal(&self, refusal: Refusal) -> String {
        let [nothing, answer, no_queen, over] = self.m.ex_refused;
        match refusal {
            Refusal::NothingTried | Refusal::OffBoard { .. } => nothing.to_string(),
            Refusal::Answer { square } => say(answer, &[("sq", self.square(square))]),
            Refusal::NoQueen => no_queen.to_string(),
            Refusal::Over => over.to_string(),
        }
    }

    /// A move in words.
    fn said_move(&self, m: Move) -> String {
        let [try_, accept, reject, backtrack] = self.m.ex_moves;
        match m {
            Move::Try { row, col } => say(try_, &[("sq", self.square((row, col)))]),
            Move::Accept => accept.to_string(),
            Move::Reject { queen, line } => say(
                reject,
                &[("q", self.square(queen)), ("line", Arg::Text(line_mark(line).as_bytes()))],
            ),
            Move::Backtrack => backtrack.to_string(),
        }
    }

    /// Why a move is wrong, in words; `square` is the square tried, for an accept or reject.
    fn why(&self, why: Wrong, square: Option<(u32, u32)>) -> String {
        let sq = self.square(square.unwrap_or_default());
        let attack = |queen, line| {
            let template = match line {
                Conflict::Column
                | Conflict::Row
                | Conflict::Box
                | Conflict::Edge
                | Conflict::Over
                | Conflict::Short => self.m.quiz_column,
                Conflict::Diagonal => self.m.quiz_diagonal,
                Conflict::AntiDiagonal => self.m.quiz_anti_diagonal,
            };
            say(template, &[("q", self.square(queen)), ("sq", sq)])
        };
        let m = self.m;
        match why {
            Wrong::OtherRow { row, next } => say(
                m.ex_other_row,
                &[("r", Arg::Num(u64::from(row + self.base))), ("sq", self.square(next))],
            ),
            Wrong::Tried { next } => say(m.ex_tried, &[("sq", self.square(next))]),
            Wrong::Skipped { next } => say(m.ex_skipped, &[("sq", self.square(next))]),
            Wrong::RowDone { row, queen: Some(q) } => say(
                m.ex_row_done,
                &[("r", Arg::Num(u64::from(row + self.base))), ("q", self.square(q))],
            ),
            Wrong::RowDone { row, queen: None } => {
                say(m.ex_row_over, &[("r", Arg::Num(u64::from(row + self.base)))])
            }
            Wrong::Untried { next } => say(m.ex_untried, &[("sq", self.square(next))]),
            Wrong::Attacked { queen, line } | Wrong::Line { queen, line } => attack(queen, line),
            Wrong::Free => say(m.quiz_free, &[("sq", sq)]),
            Wrong::NoQueen { named } => say(m.ex_no_queen, &[("q", self.square(named))]),
            Wrong::Innocent { named, queen, line } => {
                let innocent = say(m.quiz_innocent, &[("q", self.square(named)), ("sq", sq)]);
                format!("{innocent}{}", attack(queen, line))
            }
            Wrong::NotTopmost { queen, line, .. } => {
                let topmost = say(m.quiz_topmost, &[("q", self.square(queen))]);
                format!("{}{topmost}", attack(queen, line))
            }
        }
    }
}

/// The mark of a line, as the keys that name it.
fn line_mark(line: Conflict) -> &'static str {
    match line {
        Conflict::Column
        | Conflict::Row
        | Conflict::Box
        | Conflict::Edge
        | Conflict::Over
        | Conflict::Short => "|",
        Conflict::Diagonal => "\\",
        Conflict::AntiDiagonal => "/",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::choice::Choice;
    use nqueens_trace::exercise::{Feedback, OnWrong};
    use nqueens_trace::Lang;

    fn drill(lang: Lang) -> Drill {
        let model = stream::Events::new(Solver::new(4).unwrap());
        let (ex, _) = Exercise::new(model, Feedback::Now, OnWrong::Undo).unwrap();
        let queue: Queue = Rc::default();
        let (m, classic, base) = (lang.messages(), false, 0);
        Drill {
            ex,
            m,
            classic,
            base,
            at: (0, 0),
            phase: Phase::Move,
            said: None,
            queue,
            record: None,
            leaving: false,
        }
    }

    /// Every reason, move, refusal and question, in every language: each placeholder filled
    /// (a template's unknown name would show up verbatim, braces and all).
    #[test]
    fn every_word_the_student_reads_is_filled_in_every_language() {
        let (q, sq, line) = ((0, 1), Some((2, 3)), Conflict::AntiDiagonal);
        let whys = [
            Wrong::OtherRow { row: 1, next: (1, 0) },
            Wrong::Tried { next: (1, 2) },
            Wrong::Skipped { next: (1, 2) },
            Wrong::RowDone { row: 2, queen: Some(q) },
            Wrong::RowDone { row: 0, queen: None },
            Wrong::Untried { next: (1, 2) },
            Wrong::Attacked { queen: q, line },
            Wrong::Free,
            Wrong::NoQueen { named: (1, 1) },
            Wrong::Innocent { named: (1, 1), queen: q, line },
            Wrong::NotTopmost { named: (1, 1), queen: q, line },
            Wrong::Line { queen: q, line },
        ];
        let moves = [
            Move::Try { row: 1, col: 2 },
            Move::Accept,
            Move::Reject { queen: q, line },
            Move::Backtrack,
        ];
        let refusals = [
            Refusal::NothingTried,
            Refusal::Answer { square: (1, 2) },
            Refusal::NoQueen,
            Refusal::OffBoard { square: (4, 4) },
            Refusal::Over,
        ];
        for &lang in Lang::ALL {
            let mut d = drill(lang);
            let mut said: Vec<String> = whys.iter().map(|&w| d.why(w, sq)).collect();
            said.extend(moves.iter().map(|&m| d.said_move(m)));
            said.extend(refusals.iter().map(|&r| d.refusal(r)));
            for phase in [Phase::Move, Phase::Queen, Phase::Line { queen: q }] {
                d.phase = phase;
                said.extend(d.rows());
            }
            d.leaving = true;
            said.extend(d.rows());
            d.leaving = false;
            said.push(d.score());
            let fixed = say(d.m.ex_fixed, &[("move", Arg::Text(b"x"))]);
            said.extend([fixed, say(d.m.ex_hint, &[("move", Arg::Text(b"x"))])]);
            said.push(say(d.m.ex_mistakes, &[("k", Arg::Num(2))]));
            let args = ["i", "said", "model", "why"].map(|k| (k, Arg::Text(b"x")));
            said.push(say(d.m.ex_mistake, &args));
            for text in said {
                assert!(!text.is_empty() && !text.contains('{'), "{lang:?}: {text}");
            }
        }
    }

    #[test]
    fn the_reasons_in_english() {
        let d = drill(Lang::En);
        let line = Conflict::Column;
        assert_eq!(
            d.why(Wrong::NotTopmost { named: (1, 2), queen: (0, 2), line }, Some((2, 2))),
            "the queen at (0,2) attacks (2,2) along its column (the trace names the queen at \
             (0,2): the search checks the queens from the top)"
        );
        assert_eq!(
            d.why(Wrong::Untried { next: (1, 3) }, None),
            "(1,3) is still to be tried: backtrack only when no square is left"
        );
        assert_eq!(
            d.said_move(Move::Reject { queen: (0, 0), line }),
            "reject, the queen at (0,0) along |"
        );
        assert_eq!(d.score(), "exercise: 0 of 0 moves right · 0 wrong · 0 hints · 0 fixed");
    }
}
