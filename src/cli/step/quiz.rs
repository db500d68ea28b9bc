//! Quiz mode (`step --quiz`): at every try it asks about, before the student sees the answer,
//! the view asks whether the square is accepted or rejected; after a right "rejected", which
//! queen attacks it (by its row, or by its column) and then along which line. Each answer is
//! judged at once, right or wrong and why, and counted in a score that the view shows and
//! `step` prints when it ends.
//!
//! Which tries are asked is the cursor's business ([`Cursor::quiz`], [`Cursor::answer`]):
//! those whose answer is an event the filter shows, so `--only reject` drills rejects alone.
//! A question answered once is not asked again when the student comes back to it; its
//! verdict is shown instead.

use super::view::say;
use nqueens_trace::cursor::Cursor;
use nqueens_trace::filter::Filter;
use nqueens_trace::lang::{Arg, Messages};
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
}

/// The state of a quiz: the open question, the answers given and the score.
pub struct Quiz {
    m: &'static Messages,
    classic: bool,
    base: u32,
    open: Option<Question>,
    /// The step the student was on when last seen.
    pos: usize,
    /// The verdict on each answered question, by the step of its try.
    answered: HashMap<usize, String>,
    /// What the last key could not do (a row without a queen, a step before an answer).
    hint: Option<String>,
    right: u64,
    asked: u64,
}

struct Question {
    /// The step of the try.
    at: usize,
    square: (u32, u32),
    /// The accept or reject that follows the try.
    answer: Event,
    /// The queens placed, top row first.
    queens: Vec<u32>,
    phase: Phase,
}

enum Phase {
    /// Accepted or rejected?
    Outcome,
    /// Which queen attacks? The digits typed so far, and whether they name a column.
    Queen { typed: String, column: bool },
    /// Along which line does `queen` attack? It does so along `how`.
    Line { queen: (u32, u32), how: Conflict },
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
            classic: opts.style == Style::Classic,
            base: u32::from(opts.one_based),
            open: None,
            pos: 0,
            answered: HashMap::new(),
            hint: None,
            right: 0,
            asked: 0,
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
        self.open = match (s.current(), s.answer()) {
            (&Event::Try { row, col, .. }, Some(answer)) if !self.answered.contains_key(&at) => {
                Some(Question {
                    at,
                    square: (row, col),
                    answer: answer.clone(),
                    queens: s.placed().to_vec(),
                    phase: Phase::Outcome,
                })
            }
            _ => None,
        };
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
        let Some((right, why)) = self.judge(&mut q, key) else {
            self.open = Some(q);
            return false;
        };
        let start = if right { self.m.quiz_right } else { self.m.quiz_wrong };
        self.answered.insert(q.at, format!("{start}{why}"));
        self.asked += 1;
        self.right += u64::from(right);
        true
    }

    /// What `key` does to the question `q`: its verdict (right or wrong, and why) if it
    /// settles it.
    fn judge(&mut self, q: &mut Question, key: Key) -> Option<(bool, String)> {
        match (&mut q.phase, key, &q.answer) {
            (Phase::Outcome, Key::Accept, Event::Accept { .. }) => Some((true, self.free(q))),
            (Phase::Outcome, Key::Reject, Event::Accept { .. }) => Some((false, self.free(q))),
            (Phase::Outcome, Key::Accept, Event::Reject { .. }) => Some((false, self.why(q))),
            (Phase::Outcome, Key::Reject, Event::Reject { .. }) => {
                q.phase = Phase::Queen { typed: String::new(), column: false };
                None
            }
            // Enter plays, but not before the answer.
            (Phase::Outcome | Phase::Line { .. }, Key::Enter, _) => {
                self.refuse_step();
                None
            }
            (Phase::Queen { typed, column }, Key::Column, _) => {
                (*typed, *column) = (String::new(), true);
                None
            }
            (Phase::Queen { typed, column }, Key::Erase, _) => {
                if typed.pop().is_none() {
                    *column = false;
                }
                None
            }
            (Phase::Queen { typed, column }, Key::Digit(d), _) => {
                typed.push(char::from(b'0' + d));
                let (typed, column) = (typed.clone(), *column);
                // A number is taken as soon as no longer one that starts with it could
                // name a queen: on boards up to 10, at the first digit.
                let longer = candidates(q, column, self.base)
                    .any(|c| c.len() > typed.len() && c.starts_with(&typed));
                if longer {
                    None
                } else {
                    self.name(q, typed, column)
                }
            }
            (Phase::Queen { typed, column }, Key::Enter, _) if !typed.is_empty() => {
                let (typed, column) = (typed.clone(), *column);
                self.name(q, typed, column)
            }
            (Phase::Line { queen, how }, Key::Line(said), _) => {
                let (queen, how) = (*queen, *how);
                let mut text = self.attack(queen, how, q.square);
                let named = match q.answer {
                    Event::Reject { with: [r, c], .. } => (r, c),
                    _ => queen,
                };
                if said == how && named != queen {
                    text.push_str(&say(self.m.quiz_topmost, &[("q", self.square(named))]));
                }
                Some((said == how, text))
            }
            _ => None,
        }
    }

    /// The number the student typed names a queen by its row or column: wrong if it does
    /// not attack, the next question if it does; a number naming no queen is said and
    /// erased, without counting.
    fn name(&mut self, q: &mut Question, typed: String, column: bool) -> Option<(bool, String)> {
        let number: Option<u32> = typed.parse().ok();
        let above = &q.queens[..q.queens.len().min(q.square.0 as usize)];
        let queen = number.and_then(|k| k.checked_sub(self.base)).and_then(|k| {
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
        match Conflict::between(queen, q.square) {
            Some(how) => {
                q.phase = Phase::Line { queen, how };
                None
            }
            None => {
                let sq = self.square(q.square);
                let innocent = say(self.m.quiz_innocent, &[("q", self.square(queen)), ("sq", sq)]);
                Some((false, format!("{innocent}{}", self.why(q))))
            }
        }
    }

    /// Why the square of `q` is accepted.
    fn free(&self, q: &Question) -> String {
        say(self.m.quiz_free, &[("sq", self.square(q.square))])
    }

    /// Why the square of `q` is rejected, as the trace says.
    fn why(&self, q: &Question) -> String {
        match q.answer {
            Event::Reject { with: [r, c], conflict, .. } => self.attack((r, c), conflict, q.square),
            _ => self.free(q),
        }
    }

    /// The queen at `queen` attacks `square` along `how`.
    fn attack(&self, queen: (u32, u32), how: Conflict, square: (u32, u32)) -> String {
        let template = match how {
            Conflict::Column => self.m.quiz_column,
            Conflict::Diagonal => self.m.quiz_diagonal,
            Conflict::AntiDiagonal => self.m.quiz_anti_diagonal,
        };
        say(template, &[("q", self.square(queen)), ("sq", self.square(square))])
    }

    /// A square as the trace writes it: `(row,col)`, or `(column,row)` in the classic style.
    fn square(&self, (row, col): (u32, u32)) -> Arg<'static> {
        let (a, b) = if self.classic { (col, row) } else { (row, col) };
        Arg::Square(u64::from(a + self.base), u64::from(b + self.base), ",")
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
            let sq = ("sq", self.square(q.square));
            let (question, keys) = match &q.phase {
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
            };
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
fn candidates(q: &Question, column: bool, base: u32) -> impl Iterator<Item = String> + '_ {
    let above = &q.queens[..q.queens.len().min(q.square.0 as usize)];
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
                        Conflict::between((r, c), (row, col)).is_some()
                    })
                    .collect();
                if attackers.len() > 1 {
                    let other = *attackers.iter().find(|&&r| r != with[0]).unwrap();
                    let c = s.placed()[other as usize];
                    let how = Conflict::between((other, c), (row, col)).unwrap();
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
        q.base = 1;
        q.open = Some(Question {
            at: 1,
            square: (11, 5),
            answer: Event::Reject {
                step: 2,
                row: 11,
                col: 5,
                conflict: Conflict::Column,
                with: [10, 5],
            },
            queens: vec![0, 2, 4, 6, 8, 10, 1, 3, 7, 9, 5],
            phase: Phase::Outcome,
        });
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
