//! The judge, move by move, against the canonical search of small boards.

use super::*;
use crate::stream::Events;
use crate::Solver;

type Model = std::vec::IntoIter<Event>;

fn model(n: u32) -> Vec<Event> {
    let mut events = Vec::new();
    Solver::new(n).unwrap().run(&mut events).unwrap();
    events
}

fn exercise(n: u32, feedback: Feedback, on_wrong: OnWrong) -> Exercise<Model> {
    let (ex, start) = Exercise::new(model(n).into_iter(), feedback, on_wrong).unwrap();
    assert!(matches!(start, Event::Start { n: m, .. } if m == n));
    ex
}

fn try_(row: u32, col: u32) -> Move {
    Move::Try { row, col }
}

fn reject(queen: (u32, u32), line: Conflict) -> Move {
    Move::Reject { queen, line }
}

/// Plays `moves`, each expected right, and returns every event that stood.
fn right(ex: &mut Exercise<Model>, moves: &[Move]) -> Vec<Event> {
    let mut stood = Vec::new();
    for &m in moves {
        let play = ex.play(m).unwrap();
        assert_eq!(play.wrong, None, "{m:?}");
        stood.extend(play.stood);
    }
    stood
}

#[test]
fn the_model_played_whole_stands_as_the_model_and_scores_every_move() {
    let events = model(5);
    let (mut ex, start) =
        Exercise::new(events.clone().into_iter(), Feedback::Now, OnWrong::Undo).unwrap();
    let moves: Vec<Move> = events.iter().filter_map(Move::of).collect();
    let mut stood = vec![start];
    stood.extend(right(&mut ex, &moves));
    assert_eq!(stood, events);
    assert!(ex.is_over());
    let t = ex.tally();
    assert_eq!(
        (t.moves, t.right, t.wrong, t.hints, t.fixed),
        (moves.len() as u64, moves.len() as u64, 0, 0, 0)
    );
    assert_eq!(ex.play(Move::Backtrack), Err(Refusal::Over));
}

#[test]
fn the_model_can_be_a_stream_stepped_alongside() {
    let (mut ex, _) =
        Exercise::new(Events::new(Solver::new(4).unwrap()), Feedback::Now, OnWrong::Fix).unwrap();
    let play = ex.play(try_(0, 0)).unwrap();
    assert_eq!(play.wrong, None);
    assert_eq!(play.stood, vec![Event::Try { step: 1, row: 0, col: 0 }]);
}

#[test]
fn each_wrong_try_says_why() {
    let mut ex = exercise(4, Feedback::Now, OnWrong::Undo);
    right(&mut ex, &[try_(0, 0), Move::Accept]);
    let wrong = |ex: &mut Exercise<Model>, m| ex.play(m).unwrap().wrong;
    assert_eq!(wrong(&mut ex, try_(0, 1)), Some(Wrong::OtherRow { row: 1, next: (1, 0) }));
    assert_eq!(wrong(&mut ex, try_(1, 2)), Some(Wrong::Skipped { next: (1, 0) }));
    assert_eq!(wrong(&mut ex, Move::Backtrack), Some(Wrong::Untried { next: (1, 0) }));
    right(&mut ex, &[try_(1, 0), reject((0, 0), Conflict::Column), try_(1, 1)]);
    assert_eq!(
        wrong(&mut ex, Move::Accept),
        Some(Wrong::Attacked { queen: (0, 0), line: Conflict::Diagonal })
    );
    right(&mut ex, &[reject((0, 0), Conflict::Diagonal)]);
    assert_eq!(wrong(&mut ex, try_(1, 0)), Some(Wrong::Tried { next: (1, 2) }));
    // Undo leaves nothing standing: the square is still to try.
    assert_eq!(ex.trying(), None);
    assert_eq!(ex.queens(), &[0]);
}

#[test]
fn each_wrong_reject_says_why() {
    let mut ex = exercise(4, Feedback::Now, OnWrong::Undo);
    // (0,0) and (1,2) stand; (2,0)…(2,3) are all attacked, (2,1) by (1,2) on the "/" line.
    right(&mut ex, &[try_(0, 0), Move::Accept, try_(1, 0), reject((0, 0), Conflict::Column)]);
    right(&mut ex, &[try_(1, 1), reject((0, 0), Conflict::Diagonal), try_(1, 2), Move::Accept]);
    right(&mut ex, &[try_(2, 0), reject((0, 0), Conflict::Column), try_(2, 1)]);
    let wrong = |ex: &mut Exercise<Model>, m| ex.play(m).unwrap().wrong;
    let q = (1, 2);
    assert_eq!(
        wrong(&mut ex, reject(q, Conflict::Column)),
        Some(Wrong::Line { queen: q, line: Conflict::AntiDiagonal })
    );
    assert_eq!(
        wrong(&mut ex, reject((1, 1), Conflict::Column)),
        Some(Wrong::NoQueen { named: (1, 1) })
    );
    assert_eq!(
        wrong(&mut ex, reject((0, 0), Conflict::Column)),
        Some(Wrong::Innocent { named: (0, 0), queen: q, line: Conflict::AntiDiagonal })
    );
    right(&mut ex, &[reject(q, Conflict::AntiDiagonal), try_(2, 2)]);
    // (2,2) is attacked by (0,0) on "\" and by (1,2) on "|": the search names the topmost.
    assert_eq!(
        wrong(&mut ex, reject(q, Conflict::Column)),
        Some(Wrong::NotTopmost { named: q, queen: (0, 0), line: Conflict::Diagonal })
    );
    right(&mut ex, &[reject((0, 0), Conflict::Diagonal), try_(2, 3)]);
    assert_eq!(
        wrong(&mut ex, Move::Accept),
        Some(Wrong::Attacked { queen: q, line: Conflict::Diagonal })
    );
    right(&mut ex, &[reject(q, Conflict::Diagonal)]);
    assert_eq!(wrong(&mut ex, try_(2, 3)), Some(Wrong::RowDone { row: 2, queen: Some(q) }));
    right(&mut ex, &[Move::Backtrack]);
    assert_eq!(ex.queens(), &[0]);
}

#[test]
fn a_free_square_rejected_is_wrong() {
    let mut ex = exercise(4, Feedback::Now, OnWrong::Undo);
    right(&mut ex, &[try_(0, 0)]);
    assert_eq!(ex.play(reject((0, 0), Conflict::Column)).unwrap().wrong, Some(Wrong::Free));
}

#[test]
fn moves_out_of_turn_are_refused_and_not_counted() {
    let mut ex = exercise(4, Feedback::Now, OnWrong::Undo);
    assert_eq!(ex.play(Move::Accept), Err(Refusal::NothingTried));
    assert_eq!(ex.play(Move::Backtrack), Err(Refusal::NoQueen));
    assert_eq!(ex.play(try_(4, 0)), Err(Refusal::OffBoard { square: (4, 0) }));
    right(&mut ex, &[try_(0, 0)]);
    assert_eq!(ex.play(try_(0, 1)), Err(Refusal::Answer { square: (0, 0) }));
    assert_eq!(ex.play(Move::Backtrack), Err(Refusal::Answer { square: (0, 0) }));
    assert_eq!(ex.tally(), Tally { moves: 1, right: 1, ..Tally::default() });
}

#[test]
fn undo_counts_every_attempt_and_scores_the_move_missed() {
    let mut ex = exercise(4, Feedback::End, OnWrong::Undo);
    assert!(ex.play(try_(0, 2)).unwrap().stood.is_empty());
    assert!(ex.play(try_(0, 1)).unwrap().stood.is_empty());
    right(&mut ex, &[try_(0, 0), Move::Accept]);
    assert_eq!(ex.tally(), Tally { moves: 2, right: 1, wrong: 2, hints: 0, fixed: 0 });
    let m = ex.mistakes();
    assert_eq!(m.len(), 2);
    assert_eq!((m[0].step, m[0].said, m[0].model), (1, try_(0, 2), try_(0, 0)));
    assert_eq!(m[1].why, Wrong::Skipped { next: (0, 0) });
    assert_eq!(ex.feedback(), Feedback::End);
}

#[test]
fn fix_makes_the_models_move_and_counts_it() {
    let mut ex = exercise(4, Feedback::Now, OnWrong::Fix);
    let play = ex.play(try_(0, 3)).unwrap();
    assert_eq!(play.wrong, Some(Wrong::Skipped { next: (0, 0) }));
    assert_eq!(play.stood, vec![Event::Try { step: 1, row: 0, col: 0 }]);
    assert_eq!(ex.trying(), Some((0, 0)));
    right(&mut ex, &[Move::Accept]);
    assert_eq!(ex.tally(), Tally { moves: 2, right: 1, wrong: 1, hints: 0, fixed: 1 });
}

#[test]
fn a_fix_asked_for_makes_the_move_without_the_point() {
    let mut ex = exercise(4, Feedback::Now, OnWrong::Undo);
    assert_eq!(ex.fix(), Some(vec![Event::Try { step: 1, row: 0, col: 0 }]));
    right(&mut ex, &[Move::Accept]);
    assert_eq!(ex.tally(), Tally { moves: 2, right: 1, wrong: 0, hints: 0, fixed: 1 });
}

#[test]
fn a_hint_names_the_models_move_once_and_costs_the_point() {
    let mut ex = exercise(4, Feedback::Now, OnWrong::Undo);
    assert_eq!(ex.hint(), Some(try_(0, 0)));
    assert_eq!(ex.hint(), Some(try_(0, 0)));
    right(&mut ex, &[try_(0, 0)]);
    assert_eq!(ex.hint(), Some(Move::Accept));
    right(&mut ex, &[Move::Accept, try_(1, 0)]);
    assert_eq!(ex.tally(), Tally { moves: 3, right: 1, wrong: 0, hints: 2, fixed: 0 });
    // A hint after a wrong move is counted too.
    assert!(ex.play(Move::Accept).unwrap().wrong.is_some());
    assert_eq!(ex.hint(), Some(reject((0, 0), Conflict::Column)));
    assert_eq!(ex.tally().hints, 3);
}

#[test]
fn a_solution_and_the_done_stand_by_themselves() {
    let events = model(1);
    let (mut ex, _) =
        Exercise::new(events.clone().into_iter(), Feedback::Now, OnWrong::Undo).unwrap();
    let mut stood = right(&mut ex, &[try_(0, 0), Move::Accept]);
    assert!(matches!(stood.last(), Some(Event::Solution { index: 1, .. })));
    stood.extend(right(&mut ex, &[Move::Backtrack]));
    assert!(matches!(stood.last(), Some(Event::Done { complete: true, .. })));
    assert!(ex.is_over());
}

#[test]
fn the_record_is_the_trace_with_the_result_on_its_done() {
    let (mut ex, start) = Exercise::new(model(1).into_iter(), Feedback::End, OnWrong::Fix).unwrap();
    let mut buf = Vec::new();
    ex.record_line(&mut buf, &start);
    for m in [try_(0, 0), reject((0, 0), Conflict::Column), Move::Backtrack] {
        for e in ex.play(m).unwrap().stood {
            ex.record_line(&mut buf, &e);
        }
    }
    let text = String::from_utf8(buf).unwrap();
    let last = text.lines().last().unwrap();
    assert_eq!(
        last,
        r#"{"event":"done","step":5,"solutions":1,"tries":1,"accepts":1,"rejects":0,"backtracks":1,"complete":true,"exercise":{"feedback":"end","on_wrong":"fix","finished":true,"moves":3,"right":2,"wrong":1,"hints":0,"fixed":1,"mistakes":[{"step":2,"said":{"move":"reject","with":[0,0],"conflict":"column"},"model":{"move":"accept"},"why":"free"}]}}"#
    );
    // Readers of traces take the line for the done it is.
    let done: Event = serde_json::from_str(last).unwrap();
    assert_eq!(Stats::of_done(&done).map(|s| s.solutions), Some(1));
    // And the result reads back as written.
    let tally = Tally { moves: 3, right: 2, wrong: 1, hints: 0, fixed: 1 };
    assert_eq!(recorded_result(last.as_bytes()), Some(Ok(Recorded { finished: true, tally })));
    assert_eq!(ex.tally(), tally);
}

#[test]
fn only_a_done_with_an_exercise_field_holds_a_result() {
    let done = r#"{"event":"done","step":1,"solutions":0,"tries":0,"accepts":0,"rejects":0,"backtracks":0,"complete":false"#;
    assert_eq!(recorded_result(format!("{done}}}").as_bytes()), None);
    assert_eq!(recorded_result(b"{\"event\":\"try\",\"exercise\":{}}"), None);
    assert_eq!(recorded_result(b"not json"), None);
    let bad = format!("{done},\"exercise\":{{\"finished\":true,\"moves\":-1}}}}");
    assert_eq!(recorded_result(bad.as_bytes()), Some(Err(NotAResult)));
}

#[test]
fn an_unfinished_record_ends_in_an_incomplete_done() {
    let mut ex = exercise(4, Feedback::Now, OnWrong::Undo);
    right(&mut ex, &[try_(0, 0), Move::Accept, try_(1, 0)]);
    let mut buf = Vec::new();
    ex.record_unfinished(&mut buf);
    let line = String::from_utf8(buf).unwrap();
    assert!(line.starts_with(r#"{"event":"done","step":4,"solutions":0,"tries":2,"accepts":1,"rejects":0,"backtracks":0,"complete":false,"exercise":{"feedback":"now","on_wrong":"undo","finished":false,"moves":3,"right":3,"#), "{line}");
}

#[test]
fn a_teachers_start_puts_its_queens_on_the_board_before_the_first_move() {
    // n=6 from (0,1) and (1,3): the search tries row 2 first, and (2,0)'s reject below it
    // may name a queen of the start.
    let mut events = Vec::new();
    Solver::new(6).unwrap().from(&[1, 3]).unwrap().run(&mut events).unwrap();
    let (mut ex, _) = Exercise::new(events.into_iter(), Feedback::Now, OnWrong::Undo).unwrap();
    assert_eq!(ex.queens(), &[1, 3]);
    assert_eq!(ex.play(try_(0, 0)).unwrap().wrong, Some(Wrong::OtherRow { row: 2, next: (2, 0) }));
    // A start queen is a queen that stands: naming it is judged as naming any other.
    right(&mut ex, &[try_(2, 0), Move::Accept, try_(3, 0)]);
    let named = ex.play(reject((1, 3), Conflict::Column)).unwrap().wrong;
    assert_eq!(
        named,
        Some(Wrong::Innocent { named: (1, 3), queen: (2, 0), line: Conflict::Column })
    );
}
