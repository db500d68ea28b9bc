//! The player's exercise: the student carries out the search on the page's board, and the
//! page judges each move against the trace it holds, which is the model search.
//!
//! The rules are those of [`crate::exercise`], carried over to the page's script (`judge.js`:
//! the page runs with no server, so the judge runs in it): the same moves, the same reasons in the same
//! order, the same tally, and a record of the same bytes as `step --exercise --record FILE`
//! writes, which the tests hold the two to. Every player carries the exercise behind a switch;
//! [`Exercise`] opens the page in it, with the feedback and what follows a wrong move chosen.
//!
//! This module writes what the script needs: its words in every language (the reasons and
//! moves it shares with the terminal's exercise, and its own page words), its options, its
//! style and the script itself.

use crate::choice::Choice;
use crate::event::SCHEMA;
use crate::exercise::{Feedback, OnWrong};
use crate::export::escape;
use crate::lang::{Lang, Messages};
use std::io::{self, Write};

/// The exercise's judge, which holds no page of its own: in the element before the player's.
pub(super) const JUDGE_JS: &str = include_str!("../player/judge.js");
/// The page's exercise, run after the player's, whose `window.player` it hooks into.
pub(super) const JS: &str = include_str!("../player/exercise.js");
/// The exercise's style.
pub(super) const CSS: &str = include_str!("../player/exercise.css");

/// A page that opens in the exercise (`export html --exercise`), and how it judges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Exercise {
    /// When the student learns whether a move was right; switchable in the page.
    pub feedback: Feedback,
    /// What follows a wrong move; switchable in the page.
    pub on_wrong: OnWrong,
}

/// A word of the exercise: one template, or a list of them.
enum Word {
    One(&'static str),
    Many(&'static [&'static str]),
}

/// The words of `m` that the exercise shows, by the name of their field: the reasons, moves
/// and score it shares with the terminal's exercise, the verdicts it shares with the quiz, and
/// its own words for the page.
fn words(m: &'static Messages) -> Vec<(&'static str, Word)> {
    use Word::{Many, One};
    vec![
        ("quiz_right", One(m.quiz_right)),
        ("quiz_wrong", One(m.quiz_wrong)),
        ("quiz_ask", One(m.quiz_ask)),
        ("quiz_line", One(m.quiz_line)),
        ("quiz_free", One(m.quiz_free)),
        ("quiz_column", One(m.quiz_column)),
        ("quiz_diagonal", One(m.quiz_diagonal)),
        ("quiz_anti_diagonal", One(m.quiz_anti_diagonal)),
        ("quiz_innocent", One(m.quiz_innocent)),
        ("quiz_topmost", One(m.quiz_topmost)),
        ("page_accept", One(m.page_accept)),
        ("page_reject", One(m.page_reject)),
        ("page_column", One(m.page_column)),
        ("page_diagonal", One(m.page_diagonal)),
        ("page_anti_diagonal", One(m.page_anti_diagonal)),
        ("ex_score", One(m.ex_score)),
        ("ex_other_row", One(m.ex_other_row)),
        ("ex_tried", One(m.ex_tried)),
        ("ex_skipped", One(m.ex_skipped)),
        ("ex_row_done", One(m.ex_row_done)),
        ("ex_row_over", One(m.ex_row_over)),
        ("ex_untried", One(m.ex_untried)),
        ("ex_no_queen", One(m.ex_no_queen)),
        ("ex_undone", One(m.ex_undone)),
        ("ex_fixed", One(m.ex_fixed)),
        ("ex_hint", One(m.ex_hint)),
        ("ex_moves", Many(&m.ex_moves)),
        ("ex_mistakes", One(m.ex_mistakes)),
        ("ex_mistake", One(m.ex_mistake)),
        ("pex_switch", One(m.pex_switch)),
        ("pex_switch_tip", One(m.pex_switch_tip)),
        ("pex_whole", One(m.pex_whole)),
        ("pex_feedback", One(m.pex_feedback)),
        ("pex_feedback_now", One(m.pex_feedback_now)),
        ("pex_feedback_end", One(m.pex_feedback_end)),
        ("pex_on_wrong", One(m.pex_on_wrong)),
        ("pex_undo", One(m.pex_undo)),
        ("pex_fix", One(m.pex_fix)),
        ("pex_restart_tip", One(m.pex_restart_tip)),
        ("pex_pick", One(m.pex_pick)),
        ("pex_queen", One(m.pex_queen)),
        ("pex_backtrack", One(m.pex_backtrack)),
        ("pex_hint", One(m.pex_hint)),
        ("pex_make", One(m.pex_make)),
        ("pex_back", One(m.pex_back)),
        ("pex_download", One(m.pex_download)),
        ("pex_again", One(m.pex_again)),
        ("pex_keys", One(m.pex_keys)),
        ("pex_refused", Many(&m.pex_refused)),
        ("pex_over", One(m.pex_over)),
        ("pex_result", One(m.pex_result)),
        ("pex_none", One(m.pex_none)),
        ("pex_record", One(m.pex_record)),
        ("pex_given", One(m.pex_given)),
        ("pex_leave", One(m.pex_leave)),
        ("pex_resumed", One(m.pex_resumed)),
    ]
}

/// Writes `const EXERCISE_WORDS = {...}`, every language's words by language tag, and
/// `const EXERCISE = ...`, the exercise the page opens in (`null`: the switch is off) with the
/// schema its record names. The words are the project's own text: only the script context is
/// escaped, not the bidirectional marks that Persian needs.
pub(super) fn write_data(out: &mut dyn Write, open: Option<Exercise>) -> io::Result<()> {
    out.write_all(b"const EXERCISE_WORDS = {\n")?;
    for &lang in Lang::ALL {
        let fields: Vec<String> = words(lang.messages())
            .into_iter()
            .map(|(name, word)| {
                let value = match word {
                    Word::One(w) => escape::script_json(w),
                    Word::Many(ws) => {
                        let items: Vec<String> =
                            ws.iter().map(|w| escape::script_json(w)).collect();
                        format!("[{}]", items.join(","))
                    }
                };
                format!("\"{name}\":{value}")
            })
            .collect();
        writeln!(out, "{}:{{{}}},", escape::script_json(lang.as_str()), fields.join(","))?;
    }
    out.write_all(b"};\n")?;
    let open = match open {
        Some(e) => format!(
            "{{\"feedback\":\"{}\",\"on_wrong\":\"{}\"}}",
            e.feedback.as_str(),
            e.on_wrong.as_str()
        ),
        None => "null".to_string(),
    };
    writeln!(
        out,
        "const EXERCISE = {{\"open\":{open},\"schema\":{}}};",
        escape::script_json(SCHEMA)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{fill, Arg};

    /// Every word, in every language, is there and fills every placeholder it has with the
    /// arguments the script gives it: a template's unknown name would show up verbatim.
    #[test]
    fn every_word_of_the_exercise_is_filled_in_every_language() {
        let names = ["sq", "q", "r", "k", "i", "move", "line", "said", "model", "why"];
        let counts = ["right", "moves", "wrong", "hints", "fixed"];
        for &lang in Lang::ALL {
            for (name, word) in words(lang.messages()) {
                let templates = match word {
                    Word::One(w) => vec![w],
                    Word::Many(ws) => ws.to_vec(),
                };
                for template in templates {
                    let mut args: Vec<(&str, Arg)> =
                        names.iter().map(|n| (*n, Arg::Text(b"x"))).collect();
                    args.extend(counts.iter().map(|n| (*n, Arg::Num(2))));
                    let mut out = Vec::new();
                    fill(&mut out, template, &args);
                    let out = String::from_utf8(out).unwrap();
                    assert!(!out.is_empty() && !out.contains('{'), "{lang} {name}: {out}");
                }
            }
        }
    }

    #[test]
    fn the_page_is_told_the_exercise_it_opens_in() {
        let mut out = Vec::new();
        let open = Exercise { feedback: Feedback::End, on_wrong: OnWrong::Fix };
        write_data(&mut out, Some(open)).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.ends_with(
            "const EXERCISE = {\"open\":{\"feedback\":\"end\",\"on_wrong\":\"fix\"},\
             \"schema\":\"nqueens-trace/1\"};\n"
        ));
        for tag in ["\"en\":{", "\"fa\":{", "\"zh-Hant\":{"] {
            assert!(out.contains(tag), "{tag}");
        }
        let mut closed = Vec::new();
        write_data(&mut closed, None).unwrap();
        assert!(String::from_utf8(closed).unwrap().contains("const EXERCISE = {\"open\":null,"));
    }
}
