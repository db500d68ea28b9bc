//! Quiz mode (`step --quiz`): the keys and the lines of the library's quiz
//! ([`nqueens_trace::quiz`], which decides the questions, the right answers and the verdicts,
//! the same as the player's). At every try it asks about, before the student sees the answer,
//! the view asks whether the square is accepted or rejected; after a right "rejected", which
//! queen attacks it (by its row, or by its column) and then along which line. At a backtrack,
//! whether a free square is left in the row right of the lifted queen. Each answer is judged
//! at once, right or wrong and why, and counted in a score that the view shows and `step`
//! prints when it ends, with each wrong answer beside the right one.
//!
//! Which tries are asked is the cursor's business ([`Cursor::quiz`], [`Cursor::answer`]):
//! those whose answer is an event the filter shows, so `--only reject` drills rejects alone.
//! A question answered once is not asked again when the student comes back to it; its
//! verdict is shown instead.

use super::text::say;
use nqueens_trace::cursor::Cursor;
use nqueens_trace::filter::Filter;
use nqueens_trace::lang::{Arg, Messages};
use nqueens_trace::quiz::{Numbering, Question, Said, Verdict};
use nqueens_trace::{Conflict, Event, Kind, Style, TextOptions};
use std::collections::HashMap;

/// The keys a question takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// `a`: the square is accepted.
    Accept,
    /// `r`: the square is rejected.
    Reject,
    /// A digit of the attacker's row, or of its column after `c`.
    Digit(u8),
    /// `c`: the number that follows is the attacker's column.
    Column,
    /// Enter: the number typed is whole.
    Enter,
    /// Backspace: erases the last digit (or the `c`).
    Erase,
    /// `|`, `\` or `/`: the line of attack.
    Line(Conflict),
    /// `f`: a free square is left in the row.
    Free,
    /// `d`: no free square is left in the row, a dead end.
    DeadEnd,
}

/// A wrong answer, for the list printed at the end.
struct Mistake {
    /// The step of the question.
    at: usize,
    question: String,
    said: String,
    /// The right answer and why.
    right: String,
}

/// The state of a quiz: the open question, the answers given and the score.
pub struct Quiz {
    m: &'static Messages,
    num: Numbering,
    open: Option<Open>,
    /// The step the student was on when last seen.
    pos: usize,
    /// The verdict on each answered question, by the step of its try.
    answered: HashMap<usize, String>,
    /// What the last key could not do (a row without a queen, a step before an answer).
    hint: Option<String>,
    right: u64,
    asked: u64,
    /// The wrong answers, in the order given.
    mistakes: Vec<Mistake>,
    /// The queen last named by the student, for the list of wrong answers.
    named: Option<(u32, u32)>,
}

/// The question open at a step, and how far its answer has got.
struct Open {
    /// The step of the question.
    at: usize,
    q: Question,
    /// The queens placed, top row first: the numbers the student types name one of them.
    queens: Vec<u32>,
    phase: Phase,
}

enum Phase {
    /// Accepted or rejected?
    Outcome,
    /// Which queen attacks? The digits typed so far, and whether they name a column.
    Queen { typed: String, column: bool },
    /// Along which line does `queen` attack?
    Line { queen: (u32, u32) },
    /// At a backtrack: is a free square left in the row, right of the lifted queen?
    Row,
}

/// Refuses the options with which a quiz would have nothing to ask: one line naming what
/// was given and what works.
pub fn check(filter: &Filter, only: Option<&[Kind]>, hide: Option<&[Kind]>) -> Result<(), String> {
    let names = |kinds: &[Kind]| -> String {
        let names: Vec<&str> = kinds.iter().map(|k| k.as_str()).collect();
        names.join(",")
    };
    if let Some(hide) = hide.filter(|h| h.contains(&Kind::Try)) {
        return Err(format!(
            "--quiz asks its questions at the tries, so it cannot take --hide {}: hide other kinds, or drop --quiz",
            names(hide)
        ));
    }
    // At row 0, which every depth limit shows: only the kinds decide.
    let accept = Event::Accept { step: 1, row: 0, col: 0 };
    let reject =
        Event::Reject { step: 1, row: 0, col: 0, conflict: Conflict::Column, with: [0, 0] };
    if !filter.shows(&accept) && !filter.shows(&reject) {
        let given = match (only, hide) {
            (Some(only), Some(hide)) => {
                format!("--only {} with --hide {}", names(only), names(hide))
            }
            (Some(only), None) => format!("--only {}", names(only)),
            (None, Some(hide)) => format!("--hide {}", names(hide)),
            (None, None) => "the filter".to_string(),
        };
        return Err(format!(
            "--quiz asks whether a try is accepted or rejected, but {given} shows neither: use --only accept, --only reject or --only accept,reject"
        ));
    }
    Ok(())
}

impl Quiz {
    /// A quiz that speaks the language of `opts` and numbers squares as its trace does.
    pub fn new(opts: &TextOptions) -> Quiz {
        Quiz {
            m: opts.lang.messages(),
            num: Numbering {
                base: u32::from(opts.one_based),
                classic: opts.style == Style::Classic,
            },
            open: None,
            pos: 0,
            answered: HashMap::new(),
            hint: None,
            right: 0,
            asked: 0,
            mistakes: Vec::new(),
            named: None,
        }
    }

    /// After every move: opens the question of the current step, if it asks one that has not
    /// been answered (an open question stays open, half answered, while the student is on
    /// its step).
    pub fn arrive<I>(&mut self, s: &Cursor<I>)
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let at = s.pos();
        // A hint answers the last key; it goes once the student moves.
        if at != self.pos {
            self.hint = None;
            self.pos = at;
        }
        if self.open.as_ref().is_some_and(|q| q.at == at) {
            return;
        }
        if self.answered.contains_key(&at) {
            self.open = None;
            return;
        }
        // A try asks when its answer is shown (the cursor's business); a backtrack where the
        // filter shows it.
        let e = s.current();
        if matches!(e, Event::Backtrack { .. }) && !s.filter().shows(e) {
            self.open = None;
            return;
        }
        self.open = Question::at(e, s.answer(), s.placed(), s.n()).map(|q| {
            let phase = match q {
                Question::Outcome { .. } => Phase::Outcome,
                Question::Row { .. } => Phase::Row,
            };
            Open { at, q, queens: s.placed().to_vec(), phase }
        });
    }

    /// Whether a question waits for its answer: stepping on is refused until then.
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// A step forward was asked for while a question is open: says to answer first.
    pub fn refuse_step(&mut self) {
        self.hint = Some(self.m.quiz_first.to_string());
    }

    /// A key of the open question. True when it settles the question (right or wrong): the
    /// view then steps on to the answer.
    pub fn key(&mut self, key: Key) -> bool {
        self.hint = None;
        let Some(mut q) = self.open.take() else {
            return false;
        };
        let Some(verdict) = self.judge(&mut q, key) else {
            self.open = Some(q);
            return false;
        };
        if !verdict.right {
            let (question, _) = self.question(&q);
            let said = self.said(&q, key);
            let right = verdict.why.say(self.m, self.num);
            self.mistakes.push(Mistake { at: q.at, question, said, right });
        }
        self.answered.insert(q.at, verdict.say(self.m, self.num));
        self.asked += 1;
        self.right += u64::from(verdict.right);
        true
    }

    /// What `key` does to the open question `q`: the library's verdict if it settles it.
    fn judge(&mut self, q: &mut Open, key: Key) -> Option<Verdict> {
        match (&mut q.phase, key) {
            (Phase::Outcome, Key::Accept) => q.q.judge(Said::Accept),
            (Phase::Outcome, Key::Reject) => {
                let verdict = q.q.judge(Said::Reject);
                if verdict.is_none() {
                    q.phase = Phase::Queen { typed: String::new(), column: false };
                }
                verdict
            }
            // Enter plays, but not before the answer.
            (Phase::Outcome | Phase::Line { .. } | Phase::Row, Key::Enter) => {
                self.refuse_step();
                None
            }
            (Phase::Queen { typed, column }, Key::Column) => {
                (*typed, *column) = (String::new(), true);
                None
            }
            (Phase::Queen { typed, column }, Key::Erase) => {
                if typed.pop().is_none() {
                    *column = false;
                }
                None
            }
            (Phase::Queen { typed, column }, Key::Digit(d)) => {
                typed.push(char::from(b'0' + d));
                let (typed, column) = (typed.clone(), *column);
                // A number is taken as soon as no longer one that starts with it could
                // name a queen: on boards up to 10, at the first digit.
                let longer = candidates(q, column, self.num.base)
                    .any(|c| c.len() > typed.len() && c.starts_with(&typed));
                if longer {
                    None
                } else {
                    self.name(q, typed, column)
                }
            }
            (Phase::Queen { typed, column }, Key::Enter) if !typed.is_empty() => {
                let (typed, column) = (typed.clone(), *column);
                self.name(q, typed, column)
            }
            (Phase::Row, Key::Free) => q.q.judge(Said::Free),
            (Phase::Row, Key::DeadEnd) => q.q.judge(Said::DeadEnd),
            (Phase::Line { queen }, Key::Line(said)) => q.q.judge(Said::Line(*queen, said)),
            _ => None,
        }
    }

    /// The number the student typed names a queen by its row or column: wrong if it does
    /// not attack, the next question if it does; a number naming no queen is said and
    /// erased, without counting.
    fn name(&mut self, q: &mut Open, typed: String, column: bool) -> Option<Verdict> {
        let number: Option<u32> = typed.parse().ok();
        let above = &q.queens[..q.queens.len().min(q.q.square().0 as usize)];
        let queen = number.and_then(|k| k.checked_sub(self.num.base)).and_then(|k| {
            if column {
                let row = above.iter().position(|&c| c == k)?;
                Some((row as u32, k))
            } else {
                above.get(k as usize).map(|&c| (k, c))
            }
        });
        let Some(queen) = queen else {
            let template = if column { self.m.quiz_no_column } else { self.m.quiz_no_row };
            self.hint = Some(say(template, &[("k", Arg::Text(typed.as_bytes()))]));
            q.phase = Phase::Queen { typed: String::new(), column };
            return None;
        };
        self.named = Some(queen);
        let verdict = q.q.judge(Said::Queen(queen));
        if verdict.is_none() {
            q.phase = Phase::Line { queen };
        }
        verdict
    }

    /// A square as the trace writes it: `(row,col)`, or `(column,row)` in the classic style.
    fn square(&self, (row, col): (u32, u32)) -> Arg<'static> {
        let (a, b) = if self.num.classic { (col, row) } else { (row, col) };
        Arg::Square(u64::from(a + self.num.base), u64::from(b + self.num.base), ",")
    }

    /// A row as the trace numbers it.
    fn number(&self, row: u32) -> Arg<'static> {
        Arg::Num(u64::from(row + self.num.base))
    }

    /// What the student said with `key` to the question `q`, for the list of wrong answers.
    fn said(&self, q: &Open, key: Key) -> String {
        let [accepted, rejected, free, none] = self.m.quiz_said;
        match (&q.phase, key) {
            (_, Key::Accept) => accepted.to_string(),
            (Phase::Outcome, _) => rejected.to_string(),
            (_, Key::Free) => free.to_string(),
            (_, Key::DeadEnd) => none.to_string(),
            (_, Key::Line(line)) => {
                let line = match line {
                    Conflict::Column
                    | Conflict::Row
                    | Conflict::Box
                    | Conflict::Edge
                    | Conflict::Over
                    | Conflict::Short => "|",
                    Conflict::Diagonal => "\\",
                    Conflict::AntiDiagonal => "/",
                };
                say(self.m.quiz_said_line, &[("line", Arg::Text(line.as_bytes()))])
            }
            (Phase::Line { queen, .. }, _) => {
                say(self.m.quiz_said_queen, &[("q", self.square(*queen))])
            }
            (_, _) => match self.named {
                Some(queen) => say(self.m.quiz_said_queen, &[("q", self.square(queen))]),
                None => rejected.to_string(),
            },
        }
    }

    /// The question `q` asks now, and the keys that answer it.
    fn question(&self, q: &Open) -> (String, String) {
        let square = q.q.square();
        let sq = ("sq", self.square(square));
        match &q.phase {
            Phase::Outcome => (say(self.m.quiz_ask, &[sq]), self.m.quiz_ask_keys.to_string()),
            Phase::Queen { typed, column } => {
                let c = if *column { "c" } else { "" };
                let keys = format!("{}   › {c}{typed}", self.m.quiz_queen_keys);
                (say(self.m.quiz_queen, &[sq]), keys)
            }
            Phase::Line { queen, .. } => (
                say(self.m.quiz_line, &[("q", self.square(*queen)), sq]),
                self.m.quiz_line_keys.to_string(),
            ),
            Phase::Row => (
                say(self.m.quiz_row_ask, &[("r", self.number(square.0))]),
                self.m.quiz_row_keys.to_string(),
            ),
        }
    }

    /// The wrong answers, each beside the right one, for `step` to print when it ends; empty
    /// when every answer was right.
    pub fn mistakes(&self) -> Vec<String> {
        if self.mistakes.is_empty() {
            return Vec::new();
        }
        let k = ("k", Arg::Num(self.mistakes.len() as u64));
        let mut out = vec![say(self.m.quiz_mistakes, &[k])];
        for w in &self.mistakes {
            out.push(say(
                self.m.quiz_mistake,
                &[
                    ("i", Arg::Num(w.at as u64)),
                    ("question", Arg::Text(w.question.as_bytes())),
                    ("said", Arg::Text(w.said.as_bytes())),
                    ("right", Arg::Text(w.right.as_bytes())),
                ],
            ));
        }
        out
    }

    /// The score, as the view shows it and `step` prints it at the end.
    pub fn score(&self) -> String {
        say(self.m.quiz_score, &[("right", Arg::Num(self.right)), ("asked", Arg::Num(self.asked))])
    }

    /// The quiz's lines of the view: the score and the question; the keys that answer it,
    /// with what has been typed; and the verdict on the question of this step (or of the try
    /// just before it), or a hint. Lines with nothing to say are left out.
    pub fn rows<I>(&self, s: &Cursor<I>) -> Vec<String>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let mut rows = vec![self.score(), String::new(), String::new()];
        if let Some(q) = &self.open {
            let (question, keys) = self.question(q);
            rows[0] = format!("{} · {question}", rows[0]);
            rows[1] = keys;
        }
        let pos = s.pos();
        let verdict = self.answered.get(&pos).or_else(|| {
            let before = pos.checked_sub(1)?;
            let answered = matches!(s.current(), Event::Accept { .. } | Event::Reject { .. });
            answered.then(|| self.answered.get(&before)).flatten()
        });
        rows[2] = match (&self.hint, verdict) {
            (Some(hint), _) => hint.clone(),
            (None, Some(verdict)) => verdict.clone(),
            (None, None) => String::new(),
        };
        rows.retain(|r| !r.is_empty());
        rows
    }
}

/// The numbers that name a queen above the square of `q`: their rows, or their columns.
fn candidates(q: &Open, column: bool, base: u32) -> impl Iterator<Item = String> + '_ {
    let above = &q.queens[..q.queens.len().min(q.q.square().0 as usize)];
    above.iter().enumerate().map(move |(r, &c)| {
        let k = if column { c } else { r as u32 };
        (k + base).to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::{Lang, Solver};

    type Source = std::vec::IntoIter<Result<Event, String>>;

    fn cursor(n: u32, filter: Filter) -> Cursor<Source> {
        let mut events = Vec::new();
        Solver::new(n).unwrap().run(&mut events).unwrap();
        let source: Vec<Result<Event, String>> = events.into_iter().map(Ok).collect();
        Cursor::new(source.into_iter(), filter).unwrap().quiz()
    }

    fn quiz(lang: Lang) -> Quiz {
        Quiz::new(&TextOptions { lang, ..TextOptions::default() })
    }

    /// One step on, and the question there, if any.
    fn step(s: &mut Cursor<Source>, q: &mut Quiz) {
        assert!(s.forward());
        q.arrive(s);
    }

    #[test]
    fn an_accept_a_reject_with_its_queen_and_line_and_the_score() {
        let mut s = cursor(4, Filter::default());
        let mut q = quiz(Lang::En);
        step(&mut s, &mut q); // try (0,0)
        assert!(q.is_open());
        assert_eq!(
            q.rows(&s),
            ["quiz: 0 of 0 right · is (0,0) accepted or rejected?", "a accept  r reject",]
        );
        assert!(q.key(Key::Accept));
        assert!(!q.is_open());
        s.forward();
        q.arrive(&s);
        assert_eq!(q.rows(&s).last().unwrap(), "right: no queen attacks (0,0), so it is accepted");
        step(&mut s, &mut q); // try (1,0): the queen at (0,0), its column
        assert!(!q.key(Key::Reject));
        assert_eq!(q.rows(&s)[0], "quiz: 1 of 1 right · which queen attacks (1,0)?");
        assert!(!q.key(Key::Digit(0)));
        assert_eq!(
            q.rows(&s)[0],
            "quiz: 1 of 1 right · along which line does the queen at (0,0) attack (1,0)?"
        );
        assert!(q.key(Key::Line(Conflict::Diagonal)));
        assert_eq!(
            q.rows(&s).last().unwrap(),
            "wrong: the queen at (0,0) attacks (1,0) along its column"
        );
        assert_eq!(q.score(), "quiz: 1 of 2 right");
        s.forward();
        step(&mut s, &mut q); // try (1,1): named by its column this time
        assert!(!q.key(Key::Reject) && !q.key(Key::Column) && !q.key(Key::Digit(0)));
        assert!(q.key(Key::Line(Conflict::Diagonal)));
        assert_eq!(
            q.rows(&s).last().unwrap(),
            "right: the queen at (0,0) attacks (1,1) along the diagonal (\\)"
        );
        s.forward();
        step(&mut s, &mut q); // try (1,2): accepted, said rejected
        assert!(!q.key(Key::Enter));
        assert_eq!(
            q.rows(&s).last().unwrap(),
            "answer first, or leave the question with ←, g, n or G"
        );
        assert!(q.key(Key::Reject));
        assert_eq!(q.rows(&s).last().unwrap(), "wrong: no queen attacks (1,2), so it is accepted");
        assert_eq!(q.score(), "quiz: 2 of 4 right");
    }

    #[test]
    fn a_queen_that_does_not_attack_is_wrong_and_a_row_without_one_is_said() {
        let mut s = cursor(4, Filter::default());
        let mut q = quiz(Lang::En);
        // try (2,1) under the queens (0,0) and (1,2): (1,2) attacks along /.
        while !matches!(s.current(), Event::Try { row: 2, col: 1, .. }) {
            step(&mut s, &mut q);
        }
        q.arrive(&s);
        assert!(!q.key(Key::Reject));
        assert!(!q.key(Key::Digit(3)));
        assert_eq!(q.rows(&s).last().unwrap(), "no queen stands on row 3");
        assert!(q.is_open());
        assert!(q.key(Key::Digit(0)));
        assert_eq!(
            q.rows(&s).last().unwrap(),
            "wrong: the queen at (0,0) does not attack (2,1); the queen at (1,2) attacks (2,1) along the anti-diagonal (/)"
        );
        // Coming back shows the verdict; the question is not asked again.
        s.back();
        q.arrive(&s);
        s.forward();
        q.arrive(&s);
        assert!(!q.is_open());
        assert!(q.rows(&s).last().unwrap().starts_with("wrong: the queen at (0,0)"));
    }

    #[test]
    fn another_attacker_than_the_traces_is_right_and_named() {
        // The first reject of n=6 whose square two queens attack.
        let mut s = cursor(6, Filter::default());
        let mut q = quiz(Lang::En);
        loop {
            step(&mut s, &mut q);
            if let Some(Event::Reject { row, col, with, .. }) = s.answer().cloned() {
                let attackers: Vec<u32> = (0..row)
                    .filter(|&r| {
                        let c = s.placed()[r as usize];
                        nqueens_trace::problem::nqueens::attack((r, c), (row, col)).is_some()
                    })
                    .collect();
                if attackers.len() > 1 {
                    let other = *attackers.iter().find(|&&r| r != with[0]).unwrap();
                    let c = s.placed()[other as usize];
                    let how =
                        nqueens_trace::problem::nqueens::attack((other, c), (row, col)).unwrap();
                    assert!(!q.key(Key::Reject) && !q.key(Key::Digit(other as u8)));
                    assert!(q.key(Key::Line(how)));
                    let verdict = q.rows(&s).pop().unwrap();
                    assert!(verdict.starts_with("right: "), "{verdict}");
                    let named = format!("the trace names the queen at ({},{})", with[0], with[1]);
                    assert!(verdict.contains(&named), "{verdict}");
                    return;
                }
            }
            if q.is_open() {
                q.key(Key::Accept);
            }
        }
    }

    /// Answers the open question of a try rightly, down to its line.
    fn answer_rightly(s: &Cursor<Source>, q: &mut Quiz) {
        match s.answer().cloned() {
            Some(Event::Accept { .. }) => assert!(q.key(Key::Accept)),
            Some(Event::Reject { with: [r, _], conflict, .. }) => {
                assert!(!q.key(Key::Reject) && !q.key(Key::Digit(r as u8)));
                assert!(q.key(Key::Line(conflict)));
            }
            _ => {}
        }
    }

    #[test]
    fn a_backtrack_asks_whether_a_free_square_is_left_and_the_end_lists_the_mistakes() {
        let mut s = cursor(4, Filter::default());
        let mut q = quiz(Lang::En);
        // The first backtrack of n=4 lifts (1,2); (1,3) is still free.
        while !matches!(s.current(), Event::Backtrack { .. }) {
            answer_rightly(&s, &mut q);
            step(&mut s, &mut q);
        }
        assert_eq!(s.current(), &Event::Backtrack { step: 17, row: 1, col: 2 });
        assert!(q.is_open());
        assert_eq!(q.rows(&s)[0], "quiz: 8 of 8 right · is there a free square left in row 1?");
        assert_eq!(q.rows(&s)[1], "f a free one is left  d none: dead end");
        assert!(!q.key(Key::Accept) && !q.key(Key::Enter));
        assert!(q.key(Key::DeadEnd));
        assert_eq!(q.rows(&s).last().unwrap(), "wrong: (1,3) is still free");
        // A wrong line, then a right row question with no free square left.
        loop {
            step(&mut s, &mut q);
            if let Some(Event::Reject { conflict, .. }) = s.answer().cloned() {
                let wrong = match conflict {
                    Conflict::Column => Conflict::Diagonal,
                    _ => Conflict::Column,
                };
                let Some(Event::Reject { with: [r, _], .. }) = s.answer().cloned() else {
                    unreachable!()
                };
                assert!(!q.key(Key::Reject) && !q.key(Key::Digit(r as u8)));
                assert!(q.key(Key::Line(wrong)));
                break;
            }
            answer_rightly(&s, &mut q);
        }
        loop {
            step(&mut s, &mut q);
            if q.open.as_ref().is_some_and(|o| matches!(o.q, Question::Row { free: None, .. })) {
                break;
            }
            if q.open.as_ref().is_some_and(|o| matches!(o.phase, Phase::Row)) {
                assert!(q.key(Key::Free));
                continue;
            }
            answer_rightly(&s, &mut q);
        }
        assert!(q.key(Key::DeadEnd));
        let verdict = q.rows(&s).pop().unwrap();
        assert!(verdict.starts_with("right: every square left in row "), "{verdict}");
        let mistakes = q.mistakes();
        assert_eq!(mistakes.len(), 3, "{mistakes:?}");
        assert_eq!(mistakes[0], "2 wrong answers:");
        assert_eq!(
            mistakes[1],
            "step 17: is there a free square left in row 1? you said none; (1,3) is still free"
        );
        assert!(mistakes[2].contains("you said along "), "{}", mistakes[2]);
        assert!(mistakes[2].contains("; the queen at "), "{}", mistakes[2]);
    }

    #[test]
    fn only_reject_asks_rejects_alone_and_steps_from_question_to_question() {
        let only = Filter::default().only(&[Kind::Reject]);
        let mut s = cursor(4, only);
        let mut q = quiz(Lang::En);
        let mut asked = 0;
        while s.forward() {
            q.arrive(&s);
            match s.current() {
                Event::Try { .. } => {
                    assert!(matches!(s.answer(), Some(Event::Reject { .. })));
                    assert!(q.is_open());
                    asked += 1;
                    q.key(Key::Accept);
                }
                Event::Reject { .. } | Event::Done { .. } => {}
                e => panic!("stopped at {e:?}"),
            }
        }
        assert_eq!(asked, 44);
        assert_eq!(q.score(), "quiz: 0 of 44 right");
    }

    #[test]
    fn numbers_wait_for_a_longer_one_and_speak_the_language() {
        // n=12, one-based: with 11 queens above, rows 1 and 10 and 11 all start with 1.
        let mut q = quiz(Lang::Zh);
        q.num.base = 1;
        let queens = vec![0, 2, 4, 6, 8, 10, 1, 3, 7, 9, 5];
        let try_ = Event::Try { step: 1, row: 11, col: 5 };
        let answer =
            Event::Reject { step: 2, row: 11, col: 5, conflict: Conflict::Column, with: [10, 5] };
        let question = Question::at(&try_, Some(&answer), &queens, 12).unwrap();
        q.open = Some(Open { at: 1, q: question, queens, phase: Phase::Outcome });
        assert!(!q.key(Key::Reject));
        assert!(!q.key(Key::Digit(1)));
        assert!(q.is_open() && q.hint.is_none());
        assert!(!q.key(Key::Digit(1)));
        assert!(matches!(q.open.as_ref().unwrap().phase, Phase::Line { queen: (10, 5), .. }));
        assert!(q.key(Key::Line(Conflict::Column)));
        assert_eq!(q.answered[&1], "正确：(11,6) 的皇后与 (12,6) 同列");
        assert_eq!(q.score(), "测验：1 题答对 1 题");
    }

    #[test]
    fn quizzes_with_nothing_to_ask_are_refused() {
        let only = |k: &[Kind]| Filter::default().only(k);
        assert!(check(&Filter::default(), None, None).is_ok());
        assert!(check(&only(&[Kind::Reject]), Some(&[Kind::Reject]), None).is_ok());
        assert_eq!(
            check(&only(&[Kind::Backtrack]), Some(&[Kind::Backtrack]), None).unwrap_err(),
            "--quiz asks whether a try is accepted or rejected, but --only backtrack shows neither: use --only accept, --only reject or --only accept,reject"
        );
        let both = [Kind::Accept, Kind::Reject];
        let hide = Filter::default().hide(&both);
        assert!(check(&hide, None, Some(&both))
            .unwrap_err()
            .contains("but --hide accept,reject shows neither"));
        let reject = [Kind::Reject];
        let both_ways = Filter::default().only(&reject).hide(&reject);
        assert!(check(&both_ways, Some(&reject), Some(&reject))
            .unwrap_err()
            .contains("but --only reject with --hide reject shows neither"));
        let hide = Filter::default().hide(&[Kind::Try]);
        assert!(check(&hide, None, Some(&[Kind::Try]))
            .unwrap_err()
            .starts_with("--quiz asks its questions at the tries, so it cannot take --hide try"));
    }
}
