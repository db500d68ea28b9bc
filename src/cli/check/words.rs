//! The words of `check` in the language of `--lang`: each of its messages is a template of
//! the language tables (their block "check's verdicts and report"), filled here.
//!
//! In a language written right to left, every value that is not the language's own words (an
//! event, a fault, a line the program wrote, a file's name) is isolated as a run of its own, so
//! that the bidi algorithm neither reorders it nor lets it reorder the sentence around it:
//! between FSI and PDI (U+2068, U+2069) on the terminal and in the JSON results files, in a
//! `<bdi>` on the report's page ([`html`]). The program's own text has had its bidirectional
//! controls escaped before it gets here, so every isolate in a line is one of ours.

use nqueens_trace::export::escape;
use nqueens_trace::lang::{fill, Arg, Messages};
use nqueens_trace::Lang;

/// The first strong isolate, which opens a run laid out on its own.
const FSI: char = '\u{2068}';
/// The pop directional isolate, which closes it.
const PDI: char = '\u{2069}';

/// A value for a template.
#[derive(Debug, Clone, Copy)]
pub enum Value<'a> {
    /// A count or a step; `{name:one|many}` picks a word by it.
    Num(u64),
    /// Text that is not the language's words: isolated in a language written right to left.
    Data(&'a str),
    /// A phrase of the language, said already ([`Words::say`]).
    Said(&'a str),
}

/// The language that `check` speaks.
#[derive(Debug, Clone, Copy)]
pub struct Words {
    /// The language, for the report page's `lang`.
    pub lang: Lang,
    /// Its table.
    pub m: &'static Messages,
}

impl Words {
    pub fn new(lang: Lang) -> Words {
        Words { lang, m: lang.messages() }
    }

    /// `template` with its placeholders filled from `args`.
    pub fn say(&self, template: &str, args: &[(&str, Value<'_>)]) -> String {
        let texts: Vec<String> = args
            .iter()
            .map(|(_, value)| match value {
                Value::Num(_) => String::new(),
                Value::Data(text) => self.data(text),
                Value::Said(text) => text.to_string(),
            })
            .collect();
        let args: Vec<(&str, Arg<'_>)> = args
            .iter()
            .zip(&texts)
            .map(|((name, value), text)| match value {
                Value::Num(k) => (*name, Arg::Num(*k)),
                _ => (*name, Arg::Text(text.as_bytes())),
            })
            .collect();
        let mut out = Vec::new();
        fill(&mut out, template, &args);
        // The templates and the values are text, so the line is.
        String::from_utf8_lossy(&out).into_owned()
    }

    /// `template` with its placeholders filled from `args`, as HTML: a [`Value::Data`] is
    /// escaped, and isolated in a `<bdi>` where the language is written right to left; a
    /// [`Value::Said`] is HTML already. The template's own text is the table's, markup-free
    /// (a test holds the report's templates to it), so it goes in as it is, its isolates made
    /// `<bdi>`s.
    pub fn say_html(&self, template: &str, args: &[(&str, Value<'_>)]) -> String {
        let texts: Vec<String> = args
            .iter()
            .map(|(_, value)| match value {
                Value::Data(text) => self.isolated_html(&escape::html(text)),
                Value::Num(_) | Value::Said(_) => String::new(),
            })
            .collect();
        let args: Vec<(&str, Value<'_>)> = args
            .iter()
            .zip(&texts)
            .map(|((name, value), text)| match value {
                Value::Data(_) => (*name, Value::Said(text.as_str())),
                _ => (*name, *value),
            })
            .collect();
        let line = self.say(template, &args);
        line.replace(FSI, "<bdi>").replace(PDI, "</bdi>")
    }

    /// `markup`, which is not the language's words, in a `<bdi>` where the language is
    /// written right to left.
    pub fn isolated_html(&self, markup: &str) -> String {
        if self.m.rtl {
            format!("<bdi>{markup}</bdi>")
        } else {
            markup.to_string()
        }
    }

    /// `text`, which is not the language's words, isolated where the language is written
    /// right to left.
    pub fn data(&self, text: &str) -> String {
        if self.m.rtl {
            format!("{FSI}{text}{PDI}")
        } else {
            text.to_string()
        }
    }
}

/// A line that [`Words::say`] wrote, as HTML: escaped, each isolate a `<bdi>`.
pub fn html(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find([FSI, PDI]) {
        out += &escape::html(&rest[..at]);
        let mark = rest[at..].chars().next().unwrap_or(FSI);
        out += if mark == FSI { "<bdi>" } else { "</bdi>" };
        rest = &rest[at + mark.len_utf8()..];
    }
    out + &escape::html(rest)
}

/// A line that [`Words::say`] wrote, without its isolates: for a place that lays nothing out
/// (an XML attribute, a page's title), where the escaper would turn them into spaces.
pub fn plain(line: &str) -> String {
    line.replace([FSI, PDI], "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn persian_isolates_what_is_not_its_words_and_the_page_makes_them_bdi() {
        let fa = Words::new(Lang::Fa);
        let line = fa.say(
            fa.m.check_not_a_trace,
            &[("error", Value::Data("stdout:1: <b> & more")), ("n", Value::Num(4))],
        );
        assert_eq!(line, "ردگیری نیست: \u{2068}stdout:1: <b> & more\u{2069}");
        assert_eq!(html(&line), "ردگیری نیست: <bdi>stdout:1: &lt;b&gt; &amp; more</bdi>");
        assert_eq!(plain(&line), "ردگیری نیست: stdout:1: <b> & more");
        // English isolates nothing.
        let en = Words::new(Lang::En);
        let line = en.say(en.m.check_not_a_trace, &[("error", Value::Data("x"))]);
        assert_eq!(line, "not a trace: x");
    }

    /// Every table's words of check fill every placeholder they are documented to take, the
    /// report's carry no markup (they go into the page as they are), and a Persian one
    /// closes every isolate it opens.
    #[test]
    fn every_table_fills_its_placeholders_and_the_reports_need_no_escaping() {
        use nqueens_trace::choice::Choice;
        let names = [
            "n",
            "verdict",
            "valid",
            "runs",
            "transposed",
            "totals",
            "step",
            "found",
            "canonical",
            "events",
            "solutions",
            "fault",
            "how",
            "code",
            "secs",
            "placeholder",
            "source",
            "line",
            "said",
            "error",
            "why",
            "what",
            "counts",
            "right",
            "moves",
            "wrong",
            "hints",
            "fixed",
            "command",
            "turned",
            "who",
            "first",
            "record",
            "whole",
        ];
        let args: Vec<(&str, Value)> = names.iter().map(|n| (*n, Value::Num(2))).collect();
        for &lang in Lang::ALL {
            let w = Words::new(lang);
            let m = w.m;
            // The report's go into its page as they are.
            let report = [
                m.check_report_title,
                m.check_report_heading,
                m.check_report_difference,
                m.check_report_turned,
                m.check_report_program_step,
                m.check_report_model_step,
                m.check_report_trace_end,
                m.check_report_caption,
            ];
            let others = [
                m.check_line,
                m.check_total,
                m.check_valid,
                m.check_valid_differs,
                m.check_its_end,
                m.check_totals,
                m.check_transposed,
                m.check_invalid,
                m.check_first_only,
                m.check_crashed,
                m.check_exit_status,
                m.check_killed,
                m.check_no_trace_in_time,
                m.check_no_exit_in_time,
                m.check_cut_in_time,
                m.check_stdin,
                m.check_empty,
                m.check_stray,
                m.check_not_a_trace,
                m.check_with_said,
                m.check_program_said,
                m.check_exercise,
                m.check_exercise_counts,
                m.check_exercise_not_a_result,
                m.check_exercise_mismatch,
                m.check_exercise_failed,
                m.check_exercise_unfinished,
                m.check_exercise_partial,
            ];
            for template in others.into_iter().chain(report) {
                let line = w.say(template, &args);
                assert!(!line.contains(['{', '}']), "{lang}: {template:?}");
                let (open, close) = (line.matches(FSI).count(), line.matches(PDI).count());
                assert_eq!(open, close, "{lang}: {template:?}");
            }
            for template in report {
                assert!(!template.contains(['<', '>', '&']), "{lang}: {template:?}");
            }
        }
    }
}
