//! The player's page around its data: the fixed parts of the markup, their words in every
//! language, and the code pane, which is written out once as markup (the page only moves its
//! highlight).
//!
//! The markup names each word by its field of [`Messages`] (`data-w="page_quiz"` for an
//! element's text, `data-t` for its tooltip, `data-a` for its name to a screen reader);
//! [`localize`] fills them in the language the page opens in, and the script fills them again
//! from [`languages`] when the student picks another, so no word is spelt in two places.

use super::text;
use crate::choice::Choice;
use crate::export::escape;
use crate::lang::{Lang, Messages};
use crate::program::Program;
use std::io::{self, Write};

/// The words of `m` that the page uses, by the name of their field, and nothing else: the
/// page carries every language, so it carries only what it shows.
macro_rules! words {
    ($m:expr; $($field:ident),* $(,)?) => { [$((stringify!($field), $m.$field)),*] };
}

/// Every template the page reads: the log lines it renders from the records, the quiz's
/// verdicts it shares with `step`, and its own words.
fn words(m: &Messages) -> impl Iterator<Item = (&'static str, &'static str)> {
    let log = words!(m; start, axes, list_sep, one_based, limit, try_, accept, reject_column,
        reject_diagonal, reject_anti_diagonal, backtrack, backtrack_stuck, backtrack_solved,
        solution, done, incomplete, view_stack);
    let quiz = words!(m; quiz_score, quiz_ask, quiz_right, quiz_wrong, quiz_free, quiz_column,
        quiz_diagonal, quiz_anti_diagonal, quiz_innocent, quiz_topmost, quiz_row_ask,
        quiz_row_free, quiz_row_none);
    // The player reads the default title by the name it had when it was the page's own.
    let name = words!(m; page_name, page_dir).into_iter().chain([("page_title", m.title)]);
    let page = words!(m; page_step, page_tries, page_accepts,
        page_rejects, page_backtracks, page_solutions, page_theme, page_theme_tip,
        page_theme_light, page_theme_dark, page_theme_auto, page_quiz, page_language,
        page_board, page_legend_queen, page_legend_try, page_legend_accept, page_legend_reject,
        page_legend_attacker, page_legend_line, page_legend_attacked, page_legend_free,
        page_legend_lifted, page_legend_solution, page_accept, page_reject, page_skip,
        page_skip_tip, page_yes, page_no, page_attacked_by, page_along, page_column,
        page_diagonal, page_anti_diagonal, page_skipped, page_answer_first, page_review, page_review_item, page_review_none,
        page_tree, page_row, page_tree_open, page_tree_done, page_trying, page_log, page_code,
        page_first, page_prev_sol, page_back, page_play_tip, page_fwd, page_next_sol, page_last,
        page_play, page_pause, page_slider, page_speed, page_per_second, page_keys,
        page_key_space, page_key_next, page_key_back, page_key_solutions, page_key_play,
        page_key_ends, vars_title);
    log.into_iter().chain(quiz).chain(name).chain(page)
}

/// The word of `m` named `name`, if the page uses one of that name.
pub(super) fn word(m: &Messages, name: &str) -> Option<&'static str> {
    words(m).find(|(field, _)| *field == name).map(|(_, word)| word)
}

/// Every language's words as one JSON object for the page's script, by language tag:
/// `{"en":{"start":"…",…},"fa":{…}}`. The tables are the project's own text, so only the
/// page's script context is escaped (`</script>`), not their bidi marks, which Persian needs.
pub(super) fn languages() -> String {
    let tables: Vec<String> = Lang::ALL
        .iter()
        .map(|&lang| {
            let fields: Vec<String> = words(lang.messages())
                .map(|(name, word)| format!("\"{name}\":{}", escape::script_json(word)))
                .collect();
            format!("\"{}\":{{{}}}", lang.as_str(), fields.join(","))
        })
        .collect();
    format!("{{{}}}", tables.join(",\n"))
}

/// `markup` with its words in the language of `m`: after each `data-w="NAME">` the word, and
/// beside each `data-t="NAME"` (a tooltip) and `data-a="NAME"` (a name for a screen reader)
/// the attribute itself. A name that is not a word is left empty, which a test catches.
pub(super) fn localize(markup: &str, m: &Messages) -> String {
    let mut out = String::with_capacity(markup.len() * 2);
    let mut rest = markup;
    while let Some(at) = rest.find("data-") {
        let (before, tail) = rest.split_at(at);
        out.push_str(before);
        let kind = tail.as_bytes().get(5).copied();
        let quoted = tail.get(6..8) == Some("=\"");
        let end = if quoted { tail[8..].find('"').map(|e| e + 8) } else { None };
        match (kind, end) {
            (Some(kind @ (b'w' | b't' | b'a')), Some(end)) => {
                let name = &tail[8..end];
                let word = escape::html(word(m, name).unwrap_or_default());
                out.push_str(&tail[..=end]);
                rest = &tail[end + 1..];
                match kind {
                    b'w' => {
                        // The element's text goes after the end of its opening tag.
                        let close = rest.find('>').map_or(rest.len(), |c| c + 1);
                        out.push_str(&rest[..close]);
                        out.push_str(&word);
                        rest = &rest[close..];
                    }
                    b't' => out.push_str(&format!(" title=\"{word}\"")),
                    _ => out.push_str(&format!(" aria-label=\"{word}\"")),
                }
            }
            _ => {
                out.push_str("data-");
                rest = &tail[5..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The end of the counters and the switches: the language, the theme and the quiz. The
/// script writes the counters' words, which change with the numbers.
pub(super) const SWITCHES: &str = "</div>\n<div id=\"switches\">\n\
<label><span data-w=\"page_language\"></span> <select id=\"lang\"></select></label>\n\
<button id=\"theme\" data-t=\"page_theme_tip\"></button>\n\
<label class=\"switch\"><input type=\"checkbox\" id=\"quiz-on\"> <span data-w=\"page_quiz\"></span></label>\n\
</div>\n</header>\n";

/// The board, the current step in words, the quiz and the legend, its queen written `{queen}`.
pub(super) const STAGE: &str = "<section id=\"stage\">\n\
<div id=\"board\" role=\"img\" data-a=\"page_board\" dir=\"ltr\"></div>\n\
<p id=\"now\" aria-live=\"polite\"></p>\n\
<div id=\"quiz\" hidden>\n\
<p id=\"q-ask\"></p>\n\
<div id=\"q-kind\"><button id=\"q-accept\" data-w=\"page_accept\"></button> \
<button id=\"q-reject\" data-w=\"page_reject\"></button> \
<button id=\"q-skip\" data-t=\"page_skip_tip\" data-w=\"page_skip\"></button></div>\n\
<div id=\"q-free\"><button id=\"q-yes\" data-w=\"page_yes\"></button> \
<button id=\"q-no\" data-w=\"page_no\"></button> \
<button id=\"q-skip-free\" data-t=\"page_skip_tip\" data-w=\"page_skip\"></button></div>\n\
<div id=\"q-why\" hidden><span data-w=\"page_attacked_by\"></span> <span id=\"q-queens\"></span><br>\
<span data-w=\"page_along\"></span> <button id=\"q-column\" data-line=\"c\" data-w=\"page_column\"></button> \
<button id=\"q-diagonal\" data-line=\"d\" data-w=\"page_diagonal\"></button> \
<button id=\"q-anti\" data-line=\"a\" data-w=\"page_anti_diagonal\"></button></div>\n\
<p id=\"q-verdict\"></p>\n\
<p id=\"q-score\"></p>\n\
<div id=\"q-review\" hidden><h3 data-w=\"page_review\"></h3><ol id=\"q-wrong\"></ol></div>\n\
</div>\n\
<ul id=\"legend\">\n\
<li><span class=\"sw queen\">{queen}</span> <span data-w=\"page_legend_queen\"></span></li>\n\
<li><span class=\"sw try\">?</span> <span data-w=\"page_legend_try\"></span></li>\n\
<li><span class=\"sw accept\">{queen}</span> <span data-w=\"page_legend_accept\"></span></li>\n\
<li><span class=\"sw reject\">\u{2717}</span> <span data-w=\"page_legend_reject\"></span></li>\n\
<li><span class=\"sw attacker\">{queen}</span> <span data-w=\"page_legend_attacker\"></span></li>\n\
<li><span class=\"sw line\"></span> <span data-w=\"page_legend_line\"></span></li>\n\
<li><span class=\"sw attacked\"></span> <span data-w=\"page_legend_attacked\"></span></li>\n\
<li><span class=\"sw free\"></span> <span data-w=\"page_legend_free\"></span></li>\n\
<li><span class=\"sw lifted\">{queen}</span> <span data-w=\"page_legend_lifted\"></span></li>\n\
<li><span class=\"sw solution\">{queen}</span> <span data-w=\"page_legend_solution\"></span></li>\n\
</ul>\n</section>\n";

/// The search tree and the log, the end of the page's main part, and the controls. A pane
/// is a `section.pane` of `main`; `data-tab` names the word of its tab on a phone, where the
/// panes are tabs under the board and the controls.
pub(super) const PANES: &str = "<section id=\"tree-pane\" class=\"pane\" data-tab=\"page_tree\">\n\
<h2 data-w=\"page_tree\"></h2>\n\
<div id=\"tree\" role=\"tree\"></div>\n</section>\n\
<section id=\"log-pane\" class=\"pane\" data-tab=\"page_log\">\n<ol id=\"log\"></ol>\n</section>\n\
</main>\n\
<footer>\n\
<div id=\"steps\">\
<button id=\"first\" dir=\"ltr\" data-t=\"page_first\">|\u{25C0}</button>\n\
<button id=\"prev-sol\" dir=\"ltr\" data-t=\"page_prev_sol\">\u{25C0}\u{2605}</button>\n\
<button id=\"back\" dir=\"ltr\" data-t=\"page_back\">\u{25C0}</button>\n\
<button id=\"play\" data-t=\"page_play_tip\"></button>\n\
<button id=\"fwd\" dir=\"ltr\" data-t=\"page_fwd\">\u{25B6}</button>\n\
<button id=\"next-sol\" dir=\"ltr\" data-t=\"page_next_sol\">\u{2605}\u{25B6}</button>\n\
<button id=\"last\" dir=\"ltr\" data-t=\"page_last\">\u{25B6}|</button>\n\
</div>\n\
<input id=\"slider\" type=\"range\" min=\"0\" max=\"0\" value=\"0\" data-a=\"page_slider\">\n\
<label><span data-w=\"page_speed\"></span> <input id=\"speed\" type=\"range\" min=\"1\" max=\"30\" value=\"4\"> \
<span id=\"speed-v\"></span></label>\n\
<ul id=\"keys\" data-a=\"page_keys\">\
<li><kbd data-w=\"page_key_space\"></kbd> <kbd data-key=\"next\">\u{2192}</kbd> <span data-w=\"page_key_next\"></span></li>\
<li><kbd data-key=\"back\">\u{2190}</kbd> <span data-w=\"page_key_back\"></span></li>\
<li><kbd>n</kbd> <kbd>N</kbd> <span data-w=\"page_key_solutions\"></span></li>\
<li><kbd>Enter</kbd> <kbd>p</kbd> <span data-w=\"page_key_play\"></span></li>\
<li><kbd>Home</kbd> <kbd>End</kbd> <span data-w=\"page_key_ends\"></span></li>\
</ul>\n\
</footer>\n";

/// The code pane: the program's lines, numbered, tracing lines marked (the page dims them),
/// and the call stack of a recursive program.
pub(super) fn code_pane(out: &mut dyn Write, program: &Program, m: &Messages) -> io::Result<()> {
    let file = escape::html(&crate::escape::escape(program.file()));
    let language = escape::html(&crate::escape::escape(program.language()));
    writeln!(
        out,
        "<section id=\"code-pane\" class=\"pane\" data-tab=\"page_code\">\n\
         <h2 dir=\"ltr\">{file} \u{b7} {language}</h2>\n<ol id=\"code\" dir=\"ltr\">"
    )?;
    for number in 1..=program.line_count() {
        let line = program.line(number).unwrap_or_default().replace('\t', "    ");
        let line = escape::html(&crate::escape::escape(&line));
        let class = if program.is_trace(number) { " class=\"tracing\"" } else { "" };
        writeln!(out, "<li id=\"L{number}\"{class}>{line}</li>")?;
    }
    out.write_all(b"</ol>\n")?;
    if program.call().is_some() {
        let stack = localize("<h3 data-w=\"view_stack\"></h3>\n", m);
        out.write_all(stack.as_bytes())?;
        out.write_all(b"<ol id=\"stack\" dir=\"ltr\"></ol>\n")?;
    }
    out.write_all(b"</section>\n")?;
    // The program's variables at the step, a pane of its own (a tab on a phone) (panes).
    out.write_all(localize(super::panes::VARS_PANE, m).as_bytes())
}

/// What the script needs of the program: how a call-stack frame is spelled.
pub(super) fn code_data(program: &Program) -> String {
    match program.call() {
        Some(call) => format!(
            "{{\"call\":{{\"function\":{},\"row\":{},\"column\":{}}}}}",
            text(&call.function),
            text(&call.row),
            text(&call.column)
        ),
        None => "{\"call\":null}".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_the_markup_names_is_in_every_table() {
        let markup = [
            SWITCHES,
            STAGE,
            PANES,
            super::super::panes::VARS_PANE,
            "<h3 data-w=\"view_stack\"></h3>",
        ]
        .concat();
        for attr in ["data-w=\"", "data-t=\"", "data-a=\"", "data-tab=\""] {
            for name in markup.split(attr).skip(1).map(|r| &r[..r.find('"').unwrap()]) {
                for &lang in Lang::ALL {
                    let word = word(lang.messages(), name);
                    assert!(word.is_some_and(|w| !w.is_empty()), "{lang}: no word {name}");
                }
            }
        }
    }

    #[test]
    fn localize_writes_texts_tooltips_and_names() {
        let en = Lang::En.messages();
        assert_eq!(
            localize(
                "<b data-w=\"page_quiz\"></b><i data-t=\"page_back\" data-a=\"page_board\">x</i>",
                en
            ),
            "<b data-w=\"page_quiz\">quiz</b><i data-t=\"page_back\" title=\"step back (←)\" \
             data-a=\"page_board\" aria-label=\"the board\">x</i>"
        );
        // A word is HTML, escaped; other data- attributes pass through.
        let fa = Lang::Fa.messages();
        assert_eq!(
            localize("<p data-line=\"c\" data-w=\"page_column\"></p>", fa),
            "<p data-line=\"c\" data-w=\"page_column\">ستون |</p>"
        );
    }

    #[test]
    fn every_page_template_fills_in_every_language() {
        let names = ["n", "i", "total", "k", "theme", "sq", "q", "s", "j", "why"];
        for &lang in Lang::ALL {
            for (field, template) in words(lang.messages()).filter(|(f, _)| f.starts_with("page_"))
            {
                let args: Vec<(&str, crate::lang::Arg)> =
                    names.iter().map(|n| (*n, crate::lang::Arg::Num(2))).collect();
                let mut out = Vec::new();
                crate::lang::fill(&mut out, template, &args);
                let out = String::from_utf8(out).unwrap();
                assert!(!out.contains('{') && !out.is_empty(), "{lang} {field}: {out}");
            }
        }
    }
}
