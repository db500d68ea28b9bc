//! A [`Fault`] in the words of a language: the template of its kind in the language's table
//! of verdicts ([`crate::lang::verdicts`]), filled with its facts. `Fault`'s `Display` is the
//! English sentence; a front end words it in its own language with [`Fault::said`].

use super::{describe_in, Fault, Summary};
use crate::board::label;
use crate::event::cols;
use crate::event::{Conflict, Event, MAX_N, SCHEMA};
use crate::lang::{fill, verdicts::Verdicts, Arg, Messages};

/// A value of a template: a count, or text already written.
enum V {
    N(u64),
    T(String),
}

/// `template` filled from `args`.
fn say(template: &str, args: &[(&str, V)]) -> String {
    let args: Vec<(&str, Arg<'_>)> = args
        .iter()
        .map(|(name, value)| match value {
            V::N(k) => (*name, Arg::Num(*k)),
            V::T(text) => (*name, Arg::Text(text.as_bytes())),
        })
        .collect();
    let mut out = Vec::new();
    fill(&mut out, template, &args);
    // The templates and the values are text, so the sentence is.
    String::from_utf8_lossy(&out).into_owned()
}

/// The line of attack `how` in the words of `v`.
fn line(v: &Verdicts, how: Conflict) -> String {
    let i = match how {
        // A Sudoku's rules are said by its own words (crate::problem); here a column.
        Conflict::Column
        | Conflict::Row
        | Conflict::Box
        | Conflict::Edge
        | Conflict::Over
        | Conflict::Short => 0,
        Conflict::Diagonal => 1,
        Conflict::AntiDiagonal => 2,
    };
    v.lines[i].to_string()
}

impl Fault {
    /// The fault in the words of `m`, without its step. Every value that is not the
    /// language's words (a square, a list of queens, an event quoted, a name from the trace)
    /// goes through `data`, where a front end isolates it for a language written right to
    /// left and escapes what the trace wrote; English through the identity is `Display`.
    pub fn said(&self, m: &Messages, data: &dyn Fn(&str) -> String) -> String {
        let v = m.verdicts;
        let sq = |(row, col): (u32, u32)| V::T(data(&label(row, col, 0).to_string()));
        let ev = |event: &Event| V::T(data(&describe_in(event, m)));
        let text = |text: &str| V::T(data(text));
        let n = |k: u32| V::N(u64::from(k));
        match self {
            Fault::NotStart(kind) => say(v.not_start, &[("kind", text(kind.as_str()))]),
            Fault::Schema(s) => say(
                v.schema,
                &[("schema", text(&format!("{s:?}"))), ("supported", text(&format!("{SCHEMA:?}")))],
            ),
            Fault::Size(k) => say(v.size, &[("n", n(*k)), ("max", n(MAX_N))]),
            // Another problem's faults quote its events in its words, in English for now.
            Fault::Instance(e) => format!("start names {e}"),
            Fault::Search(fault) => fault.to_string(),
            Fault::SecondStart => v.second_start.to_string(),
            Fault::BadStart(e) => say(v.bad_start, &[("error", text(&e.to_string()))]),
            Fault::AskedStart { asked, announced } => {
                let from = |queens: &[u32]| match queens {
                    [] => V::T(v.from_top.to_string()),
                    queens => V::T(say(v.from_start, &[("cols", text(&cols(queens)))])),
                };
                say(v.asked_start, &[("asked", from(asked)), ("announced", from(announced))])
            }
            Fault::LiftsStart { row, col } => say(v.lifts_start, &[("sq", sq((*row, *col)))]),
            Fault::Empty => v.empty.to_string(),
            Fault::Asked { asked, announced } => {
                say(v.asked, &[("asked", n(*asked)), ("announced", n(*announced))])
            }
            Fault::AskedLimit { asked, announced } => {
                let search = |limit: &Option<u64>| {
                    V::T(match limit {
                        None => v.search_all.to_string(),
                        Some(k) => say(v.search_limit, &[("k", V::N(*k))]),
                    })
                };
                say(v.asked_limit, &[("asked", search(asked)), ("announced", search(announced))])
            }
            Fault::Step { event, expected } => say(
                v.step,
                &[
                    ("event", ev(event)),
                    ("said", V::N(event.step())),
                    ("expected", V::N(*expected)),
                ],
            ),
            Fault::AfterDone { event, done } => {
                say(v.after_done, &[("event", ev(event)), ("done", V::N(*done))])
            }
            Fault::NoDone => v.no_done.to_string(),
            Fault::Unanswered { tried, row, col, event } => say(
                v.unanswered,
                &[("sq", sq((*row, *col))), ("tried", V::N(*tried)), ("event", ev(event))],
            ),
            Fault::NotTried { kind, row, col } => {
                say(v.not_tried, &[("kind", text(kind.as_str())), ("sq", sq((*row, *col)))])
            }
            Fault::NoSolution { accept, event } => {
                say(v.no_solution, &[("accept", V::N(*accept)), ("event", ev(event))])
            }
            Fault::UnearnedSolution(event) => say(v.unearned, &[("event", ev(event))]),
            Fault::SolutionQueens { index, listed, held } => say(
                v.solution_queens,
                &[
                    ("index", V::N(*index)),
                    ("listed", text(&cols(listed))),
                    ("held", text(&cols(held))),
                ],
            ),
            Fault::SolutionIndex { index, number } => {
                say(v.solution_index, &[("index", V::N(*index)), ("number", V::N(*number))])
            }
            Fault::LimitZero(event) => say(v.limit_zero, &[("event", ev(event))]),
            Fault::PastLimit { solution, limit, event } => say(
                v.past_limit,
                &[("solution", V::N(*solution)), ("limit", V::N(*limit)), ("event", ev(event))],
            ),
            Fault::TryRow { row, col, queens } => {
                say(v.try_row, &[("sq", sq((*row, *col))), ("k", n(*queens))])
            }
            Fault::TryFull { row, col } => say(v.try_full, &[("sq", sq((*row, *col)))]),
            Fault::TryOff { row, col, n: size } => say(
                v.try_off,
                &[("sq", sq((*row, *col))), ("n", n(*size)), ("last", n(size.saturating_sub(1)))],
            ),
            Fault::TryAgain { row, col } => say(v.try_again, &[("sq", sq((*row, *col)))]),
            Fault::Attacked { row, col, queen, how } => say(
                v.attacked,
                &[("sq", sq((*row, *col))), ("q", sq(*queen)), ("how", V::T(line(v, *how)))],
            ),
            Fault::Unattacked { row, col } => say(v.unattacked, &[("sq", sq((*row, *col)))]),
            Fault::NoQueen { row, col, with } => {
                say(v.no_queen, &[("sq", sq((*row, *col))), ("q", sq(*with))])
            }
            Fault::Lifted { row, col, with, lifted } => say(
                v.lifted,
                &[("sq", sq((*row, *col))), ("q", sq(*with)), ("lifted", V::N(*lifted))],
            ),
            Fault::WrongLine { row, col, with, said, how } => {
                let (template, how) = match how {
                    Some(how) => (v.wrong_line, line(v, *how)),
                    None => (v.wrong_line_none, String::new()),
                };
                let said = V::T(line(v, *said));
                let (sq, q, how) = (sq((*row, *col)), sq(*with), V::T(how));
                say(template, &[("sq", sq), ("q", q), ("said", said), ("how", how)])
            }
            Fault::NothingToLift { row, col } => {
                say(v.nothing_to_lift, &[("sq", sq((*row, *col)))])
            }
            Fault::NotLast { row, col, last } => {
                say(v.not_last, &[("sq", sq((*row, *col))), ("q", sq(*last))])
            }
            Fault::Counts { name, said, held } => {
                say(v.counts, &[("name", text(name)), ("said", V::N(*said)), ("held", V::N(*held))])
            }
            Fault::Incomplete { found, limit: Some(k) } => {
                say(v.incomplete, &[("found", V::N(*found)), ("k", V::N(*k))])
            }
            Fault::Incomplete { limit: None, .. } => v.incomplete_no_limit.to_string(),
            Fault::StoppedAtLimit { found } => say(v.stopped_at_limit, &[("found", V::N(*found))]),
            Fault::Gap { row, col, missing, done } => say(
                v.gap,
                &[
                    ("sq", sq((*row, *col))),
                    ("missing", sq((row + 1, *missing))),
                    ("done", V::N(*done)),
                ],
            ),
            Fault::NeverLifted(queens) => {
                let queens: Vec<String> =
                    queens.iter().map(|&(r, c)| label(r, c, 0).to_string()).collect();
                say(v.never_lifted, &[("queens", text(&queens.join(" ")))])
            }
            Fault::NeverTried { row, col } => say(v.never_tried, &[("sq", sq((*row, *col)))]),
            Fault::Solutions { n: size, found, known } => say(
                v.solutions,
                &[("n", n(*size)), ("found", V::N(*found)), ("known", V::N(*known))],
            ),
            Fault::CanonicalLimitZero => v.canonical_limit_zero.to_string(),
            Fault::NotCanonical { found, canonical } => {
                say(v.not_canonical, &[("found", ev(found)), ("canonical", ev(canonical))])
            }
        }
    }
}

impl Summary {
    /// The summary of a valid trace in the words of `m`. English is `Display`.
    pub fn said(&self, m: &Messages) -> String {
        let v = m.verdicts;
        let t = &self.totals;
        let search = match (t.complete, self.limit) {
            _ if self.partial => v.verify_partial,
            (true, _) => v.verify_search[0],
            (false, Some(_)) => v.verify_search[1],
            (false, None) => v.verify_search[2],
        };
        let canonical = match (self.strict, self.partial) {
            (true, true) => v.verify_canonical_partial,
            (true, false) => v.verify_canonical,
            _ => "",
        };
        say(
            v.verify_valid,
            &[
                ("n", V::N(u64::from(self.n))),
                ("search", V::T(search.to_string())),
                ("s", V::N(t.solutions)),
                ("events", V::N(self.events)),
                ("t", V::N(t.tries)),
                ("a", V::N(t.accepts)),
                ("r", V::N(t.rejects)),
                ("b", V::N(t.backtracks)),
                ("canonical", V::T(canonical.to_string())),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choice::Choice;
    use crate::event::Kind;
    use crate::lang::Lang;
    use crate::solver::StartError;

    /// One fault of each kind.
    fn every_fault() -> Vec<Fault> {
        let event = || Event::Try { step: 3, row: 1, col: 0 };
        let boxed = || Box::new(event());
        vec![
            Fault::NotStart(Kind::Try),
            Fault::Schema("x".into()),
            Fault::Size(40),
            Fault::SecondStart,
            Fault::Empty,
            Fault::Asked { asked: 4, announced: 5 },
            Fault::AskedLimit { asked: None, announced: Some(2) },
            Fault::Step { event: event(), expected: 2 },
            Fault::AfterDone { event: event(), done: 2 },
            Fault::NoDone,
            Fault::Unanswered { tried: 1, row: 0, col: 0, event: event() },
            Fault::NotTried { kind: Kind::Accept, row: 0, col: 1 },
            Fault::NoSolution { accept: 7, event: event() },
            Fault::UnearnedSolution(event()),
            Fault::SolutionQueens { index: 1, listed: vec![1, 3], held: vec![2, 0] },
            Fault::SolutionIndex { index: 2, number: 1 },
            Fault::LimitZero(event()),
            Fault::PastLimit { solution: 9, limit: 1, event: event() },
            Fault::TryRow { row: 2, col: 0, queens: 1 },
            Fault::TryFull { row: 2, col: 0 },
            Fault::TryOff { row: 0, col: 9, n: 4 },
            Fault::TryAgain { row: 0, col: 0 },
            Fault::Attacked { row: 1, col: 1, queen: (0, 0), how: Conflict::Diagonal },
            Fault::Unattacked { row: 0, col: 0 },
            Fault::NoQueen { row: 1, col: 0, with: (0, 3) },
            Fault::Lifted { row: 2, col: 1, with: (1, 2), lifted: 17 },
            Fault::WrongLine {
                row: 1,
                col: 1,
                with: (0, 0),
                said: Conflict::Column,
                how: Some(Conflict::Diagonal),
            },
            Fault::WrongLine { row: 1, col: 3, with: (0, 0), said: Conflict::Column, how: None },
            Fault::NothingToLift { row: 0, col: 0 },
            Fault::NotLast { row: 0, col: 0, last: (1, 2) },
            Fault::Counts { name: "tries", said: 3, held: 4 },
            Fault::Incomplete { found: 1, limit: Some(2) },
            Fault::Incomplete { found: 1, limit: None },
            Fault::StoppedAtLimit { found: 1 },
            Fault::Gap { row: 0, col: 1, missing: 2, done: 30 },
            Fault::NeverLifted(vec![(0, 1), (1, 3)]),
            Fault::NeverTried { row: 0, col: 3 },
            Fault::Solutions { n: 4, found: 1, known: 2 },
            Fault::BadStart(StartError::Longer { queens: 40 }),
            Fault::AskedStart { asked: vec![], announced: vec![1, 3] },
            Fault::LiftsStart { row: 0, col: 1 },
            Fault::CanonicalLimitZero,
            Fault::NotCanonical { found: boxed(), canonical: boxed() },
        ]
    }

    /// Every language words every fault: each placeholder filled, each isolate closed, each
    /// square given, and no two kinds of fault said alike.
    #[test]
    fn every_language_words_every_fault() {
        let isolate = |text: &str| format!("\u{2068}{text}\u{2069}");
        for &lang in Lang::ALL {
            let m = lang.messages();
            let mut said: Vec<String> = Vec::new();
            for fault in every_fault() {
                let line = fault.said(m, &isolate);
                assert!(!line.contains(['{', '}']), "{lang}: {line}");
                assert_eq!(line.matches('\u{2068}').count(), line.matches('\u{2069}').count());
                if let Fault::Lifted { .. } = fault {
                    for value in ["\u{2068}(2,1)\u{2069}", "\u{2068}(1,2)\u{2069}", "17"] {
                        assert!(line.contains(value), "{lang}: {line}");
                    }
                }
                assert!(!said.contains(&line), "{lang}: {line} twice");
                said.push(line);
            }
        }
    }

    /// English through the identity is `Display`, and says what it said before the tables.
    #[test]
    fn english_is_the_display() {
        for fault in every_fault() {
            let en = fault.said(Lang::En.messages(), &|t| t.to_string());
            assert_eq!(en, fault.to_string());
        }
        let lifted = Fault::Lifted { row: 2, col: 1, with: (1, 2), lifted: 17 };
        assert_eq!(
            lifted.to_string(),
            "reject (2,1) names the queen at (1,2), which was lifted at step 17: does the \
             program remove the queen from its list when it backtracks?"
        );
        let found = Fault::StoppedAtLimit { found: 1 };
        assert_eq!(
            found.to_string(),
            "done claims a complete search, but it stopped at its limit of 1 solution"
        );
    }
}
