//! What the slide formats ([`super::md`], [`super::tex`] and, for its heading, [`super::svg`])
//! say alike: the deck's default title, the title slide's lines, the legend and each step's
//! heading, from the language's table,
//! and, for a language written right to left, the runs of the text that must stay left to
//! right (squares, lists, numbers).

use super::Note;
use crate::lang::{self, Arg, Lang, Piece, Template};

/// `template` filled from `args`.
pub(crate) fn filled(template: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut out = Vec::new();
    lang::fill(&mut out, template, args);
    String::from_utf8_lossy(&out).into_owned()
}

/// A step's heading in `lang`: its name (`Step 12`) as `name` writes it for the format, then
/// its line of the trace `line`, already written for the format, with the table's punctuation
/// between them. One heading style for every language.
pub(crate) fn heading(lang: Lang, step: u64, name: impl Fn(&str) -> String, line: &str) -> String {
    let m = lang.messages();
    let step = filled(m.slides_step, &[("i", Arg::Num(step))]);
    let template = Template::new(m.slides_heading, &["step", "line"]);
    template
        .pieces()
        .iter()
        .map(|piece| match *piece {
            Piece::Lit(words) => words.to_string(),
            Piece::Value(0) => name(&step),
            Piece::Value(_) => line.to_string(),
            Piece::Plural(..) => String::new(),
        })
        .collect()
}

/// A mark that a board on a slide draws, as the decks' legends list them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    /// A queen standing.
    Queen,
    /// The square being tried.
    Tried,
    /// The square refused at this step.
    Refused,
    /// The queen that attacks the refused square.
    Attacker,
    /// The squares between them.
    Line,
    /// The queen lifted at this step.
    Lifted,
}

/// The legend of a deck in `lang`: each mark with its words from the language's table, in
/// the order both decks list them.
pub(crate) fn legend(lang: Lang) -> [(Mark, &'static str); 6] {
    let words = &lang.messages().slides_legend;
    [
        (Mark::Queen, words.queen),
        (Mark::Tried, words.tried),
        (Mark::Refused, words.refused),
        (Mark::Attacker, words.attacker),
        (Mark::Line, words.line),
        (Mark::Lifted, words.lifted),
    ]
}

/// The most slides a deck has without a word on its length: the full search of n=4 (141
/// slides) passes, that of n=5 (506) is told.
pub(crate) const LONG_DECK: u64 = 200;

/// A word for the user about a deck of `format` in `lang` whose title slide is followed by
/// a legend's slide when `legend`, then `frames` slides, one per step, when it is long: its
/// real count of slides, known once the last step is written.
pub(crate) fn length(format: &'static str, lang: Lang, frames: u64, legend: bool) -> Option<Note> {
    let slides = frames + 1 + u64::from(legend);
    (slides > LONG_DECK).then_some(Note::Pages { format, slides, lang, legend })
}

/// A piece of a line of text: either text of the line's own direction, or a run that reads
/// left to right whatever surrounds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Run<'a> {
    /// Words, in the line's direction.
    Text(&'a str),
    /// A square `(2,1)`, a list `[1,3,0,2]`, a line of attack `(/)`, a number or a size
    /// `4×4`: digits and the signs between them, which a right-to-left paragraph would
    /// reorder or mirror.
    Ltr(&'a str),
}

/// The characters a left-to-right run is made of.
fn in_run(c: char) -> bool {
    c.is_ascii_digit() || matches!(c, '(' | ')' | '[' | ']' | ',' | '/' | '\\' | '×')
}

/// The brackets a run may hold.
const BRACKETS: [char; 4] = ['(', ')', '[', ']'];

/// Whether the brackets of `run` pair up, each opening before it closes.
fn balanced(run: &str) -> bool {
    let mut depth = [0i32; 2];
    for c in run.chars() {
        match c {
            '(' => depth[0] += 1,
            '[' => depth[1] += 1,
            ')' => depth[0] -= 1,
            ']' => depth[1] -= 1,
            _ => continue,
        }
        if depth.iter().any(|&d| d < 0) {
            return false;
        }
    }
    depth == [0, 0]
}

/// `text` split into [`Run`]s: each maximal stretch of digits, brackets, commas, slashes and
/// `×` that holds a digit or a slash, and whose brackets pair up, is a [`Run::Ltr`]; the rest
/// is text. A bracket around words (`(سطر,ستون)`) stays text, so that it mirrors as it should.
pub(crate) fn runs(text: &str) -> Vec<Run<'_>> {
    let mut runs = Vec::new();
    let mut text_from = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if !in_run(c) {
            continue;
        }
        let mut end = start + c.len_utf8();
        while let Some(&(i, c)) = chars.peek().filter(|&&(_, c)| in_run(c)) {
            end = i + c.len_utf8();
            chars.next();
        }
        let (mut start, mut end) = (start, end);
        if !balanced(&text[start..end]) {
            // A bracket that opens or closes around words (`(16 پذیرفته، 44 رد شده)`) is
            // the words': the run is what lies inside it.
            let run = &text[start..end];
            start += run.len() - run.trim_start_matches(BRACKETS).len();
            end -= run.len() - run.trim_end_matches(BRACKETS).len();
        }
        let run = &text[start..end.max(start)];
        let meaningful = run.contains(|c: char| c.is_ascii_digit() || c == '/' || c == '\\');
        if balanced(run) && meaningful {
            if text_from < start {
                runs.push(Run::Text(&text[text_from..start]));
            }
            runs.push(Run::Ltr(run));
            text_from = end;
        }
    }
    if text_from < text.len() {
        runs.push(Run::Text(&text[text_from..]));
    }
    runs
}

/// `text` for a format: in a right-to-left language each left-to-right run escaped and
/// wrapped by `ltr`, the rest escaped; in another language all of it escaped.
pub(crate) fn isolated(
    text: &str,
    lang: Lang,
    escape: impl Fn(&str) -> String,
    ltr: impl Fn(&str) -> String,
) -> String {
    if !lang.messages().rtl {
        return escape(text);
    }
    runs(text)
        .into_iter()
        .map(|run| match run {
            Run::Text(t) => escape(t),
            Run::Ltr(t) => ltr(&escape(t)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_lists_and_lines_are_runs_of_their_own() {
        let line = "✗ (2,1) رد شد، چون با وزیر (1,2) روی یک قطر (/) است";
        assert_eq!(
            runs(line),
            [
                Run::Text("✗ "),
                Run::Ltr("(2,1)"),
                Run::Text(" رد شد، چون با وزیر "),
                Run::Ltr("(1,2)"),
                Run::Text(" روی یک قطر "),
                Run::Ltr("(/)"),
                Run::Text(" است"),
            ]
        );
        assert_eq!(
            runs("★ راه‌حل 1: [1,3,0,2]")[1..],
            [Run::Ltr("1"), Run::Text(": "), Run::Ltr("[1,3,0,2]")]
        );
        assert_eq!(runs("مسئله 4 وزیر 4×4")[3], Run::Ltr("4×4"));
        // Brackets around words, or a bracket alone, stay with the words.
        assert_eq!(runs("به صورت (سطر,ستون)"), [Run::Text("به صورت (سطر,ستون)")]);
        assert_eq!(runs("a) b"), [Run::Text("a) b")]);
        // A bracket around words leaves the numbers inside it their own runs.
        assert_eq!(
            runs("60 امتحان (16 پذیرفته)"),
            [Run::Ltr("60"), Run::Text(" امتحان ("), Run::Ltr("16"), Run::Text(" پذیرفته)")]
        );
    }

    #[test]
    fn only_a_right_to_left_language_is_isolated() {
        let wrap = |t: &str| format!("<{t}>");
        let same = |t: &str| t.to_string();
        assert_eq!(isolated("گام (2,1)", Lang::Fa, same, wrap), "گام <(2,1)>");
        assert_eq!(isolated("try (2,1)", Lang::En, same, wrap), "try (2,1)");
    }

    #[test]
    fn the_heading_and_title_come_from_the_language() {
        let bold = |s: &str| format!("*{s}*");
        assert_eq!(heading(Lang::En, 12, bold, "line"), "*Step 12*: line");
        assert_eq!(heading(Lang::Zh, 12, bold, "line"), "*第 12 步*：line");
        assert_eq!(crate::export::title_in(&None, 4, Lang::ZhHant), "4 皇后問題 4×4");
        assert_eq!(crate::export::title_in(&Some("T".into()), 4, Lang::Fa), "T");
    }
}
