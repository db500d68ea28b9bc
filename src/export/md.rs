//! `md`: a Marp slide deck, one slide per selected step.
//!
//! Front matter with `marp: true` and the deck's language, a title slide with a legend, then
//! per step a slide whose heading is the language's "Step N" and the step's line of the trace,
//! and whose body is the board as a table, with the counts so far below it. Every word is the
//! language's; a Persian deck reads right to left, each square, list and number isolated as a
//! left-to-right run (U+2066 … U+2069), the board keeping its columns left to right. The
//! table's squares are sized for the board, so that a board of up to 12 rows, the heading and
//! the counts fit a 16:9 slide (1280×720); `--theme dark` inverts the slides. A deck takes at
//! most [`MAX_SLIDES`] steps unless forced, and a deck of more than 200
//! slides comes with a word on how many it has. It streams: each slide is written as its step arrives.

use super::board::Frame;
use super::slides::Mark;
use super::{escape, slides, Exporter, Format, LogLine, Note, Theme, Wording};
use crate::board::Cell;
use crate::event::Event;
use crate::export::ExportError;
use crate::lang::{Arg, Lang};
use std::io::Write;

/// The most steps a deck takes unless forced. Marp renders a deck as one page that holds
/// every slide: marp-cli took 127 s and 625 MB to turn the full search of n=6 (1,946 slides,
/// 762 KB) into HTML on a busy 2-core machine, and its PDF timed out. Ten thousand slides is
/// more than any talk shows.
pub const MAX_SLIDES: u64 = 10_000;

/// The `md` format.
pub const FORMAT: Format =
    Format::new("md", "A Marp slide deck, one slide per step").cap(MAX_SLIDES);

/// The options of a deck.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// The title of the deck; default `n-queens N×N`.
    pub title: Option<String>,
    /// The language and numbering of the headings, the tables and the counts.
    pub wording: Wording,
    /// The glyph of a queen in the tables; default ♛.
    pub queen: char,
    /// The slides' colours; default light.
    pub theme: Theme,
}

impl Default for Options {
    fn default() -> Self {
        Options { title: None, wording: Wording::default(), queen: '♛', theme: Theme::default() }
    }
}

super::format_options!(Marp);

/// Writes the deck.
#[derive(Debug)]
pub struct Marp<W: Write> {
    out: W,
    title: Option<String>,
    line: String,
    log: LogLine,
    lang: Lang,
    base: u32,
    queen: String,
    theme: Theme,
    /// The slides of steps written so far.
    frames: u64,
}

impl<W: Write> Marp<W> {
    /// The deck that `options` describe, written into `out`.
    pub fn new(out: W, options: &Options) -> Self {
        Marp {
            out,
            title: options.title.clone(),
            line: String::new(),
            log: LogLine::new(options.wording),
            lang: options.wording.lang,
            base: options.wording.base(),
            queen: escape::markdown(&options.queen.to_string()),
            theme: options.theme,
            frames: 0,
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

impl<W: Write> Marp<W> {
    /// `text` escaped for Markdown, each square, list and number isolated left to right
    /// (between U+2066 and U+2069) in a right-to-left language.
    fn text(&self, text: &str) -> String {
        slides::isolated(text, self.lang, escape::markdown, |t| format!("\u{2066}{t}\u{2069}"))
    }
}

/// The glyph of a legend's `mark`, as [`square`] writes it in the table.
fn glyph(mark: Mark, queen: &str) -> String {
    match mark {
        Mark::Queen => queen.to_string(),
        Mark::Tried => "?".into(),
        Mark::Refused => "✗".into(),
        Mark::Attacker => format!("{queen}⚔"),
        Mark::Line => "•".into(),
        Mark::Lifted => "↩".into(),
    }
}

/// Writes what a square shows in the table.
fn square(out: &mut String, frame: &Frame<'_>, row: u32, col: u32, queen: &str) {
    match frame.mark(row, col) {
        Cell::Tried => out.push('?'),
        Cell::Placed => {
            out.push_str("**");
            out.push_str(queen);
            out.push_str("**");
        }
        Cell::Rejected => out.push('✗'),
        Cell::Attacker => {
            out.push_str(queen);
            out.push('⚔');
        }
        Cell::Line(_) => out.push('•'),
        Cell::Lifted => out.push('↩'),
        Cell::Queen | Cell::Solution => out.push_str(queen),
        Cell::Free | Cell::Attacked => out.push(' '),
    }
}

/// The side of a square in pixels on a 1280×720 slide: the board's `n + 1` rows (with the
/// column numbers) share about 430 pixels, what is left below a two-line heading and above
/// the counts, less about 6 pixels a row that the renderer adds (the cell borders, and the
/// queen's glyph, from a fallback font, stands taller than the line); at most 80.
pub fn square_px(n: u32) -> u32 {
    ((430 - 6 * (n + 1)) / (n + 1)).min(80)
}

impl<W: Write> Exporter for Marp<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        let m = self.lang.messages();
        let title = super::title_in(&self.title, n, self.lang);
        // A JSON string is a valid YAML double-quoted scalar.
        let yaml_title = serde_json::Value::String(title.clone());
        let px = square_px(n);
        let font = px * 11 / 20;
        let class = match self.theme {
            Theme::Light => "",
            Theme::Dark => "class: invert\n",
        };
        // A right-to-left deck: the slides' text from the right, the board as it is drawn
        // everywhere, its columns left to right.
        let direction =
            if m.rtl { "  section { direction: rtl; }\n  table { direction: ltr; }\n" } else { "" };
        let rules = slides::filled(m.slides_rules, &[("axes", Arg::Text(m.axes.as_bytes()))]);
        let legend: Vec<String> = slides::legend(self.lang)
            .iter()
            .map(|&(mark, words)| format!("{} {words}", glyph(mark, &self.queen)))
            .collect();
        let legend = legend.join(" · ");
        Ok(writeln!(
            self.out,
            "---\nmarp: true\nlang: {lang}\ntitle: {yaml_title}\npaginate: true\n{class}\
             style: |\n  section {{ padding: 40px 70px 50px; justify-content: flex-start; }}\n  \
             h3 {{ font-size: 28px; margin: 0 0 12px; }}\n  \
             table {{ font-size: {font}px; line-height: 1; margin: 0 auto 12px; }}\n  \
             th, td {{ width: {px}px; height: {px}px; min-width: {px}px; text-align: center; \
             vertical-align: middle; padding: 0; }}\n  \
             p {{ font-size: 24px; margin: 0; }}\n{direction}\
             ---\n\n# {}\n\n{}\n\n{legend}",
            self.text(&title),
            rules,
            lang = self.lang,
        )?)
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        self.frames += 1;
        let n = frame.board.n();
        let text = self.log.of(frame.event);
        let text = self.text(text.trim_start_matches("│ "));
        let heading = slides::heading(self.lang, frame.step(), |name| self.text(name), &text);
        let tally = self.text(&frame.board.tally_in(self.lang, " · "));
        let line = &mut self.line;
        line.clear();
        line.push_str("\n---\n\n### ");
        line.push_str(&heading);
        line.push_str("\n\n|   |");
        for col in 0..n {
            line.push_str(&format!(" {} |", col + self.base));
        }
        line.push_str("\n|---|");
        line.push_str(&":-:|".repeat(n as usize));
        for row in 0..n {
            line.push_str(&format!("\n| **{}** |", row + self.base));
            for col in 0..n {
                line.push(' ');
                square(line, frame, row, col, &self.queen);
                line.push_str(" |");
            }
        }
        line.push_str("\n\n");
        // The solution's own line is the heading; the counts say the rest, on one line.
        if let Event::Solution { .. } = frame.event {
            line.push_str("**★** ");
        }
        line.push_str(&tally);
        line.push('\n');
        Ok(self.out.write_all(line.as_bytes())?)
    }

    /// A long deck: how many slides it has.
    fn note(&mut self) -> Option<Note> {
        slides::length(FORMAT.name, self.lang, self.frames, false)
    }

    fn end(&mut self) -> Result<(), ExportError> {
        Ok(self.out.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{rendered, Window};

    #[test]
    fn one_slide_per_step_with_the_board_as_a_table() {
        let window = Window::new(1, Some(2), vec![]).unwrap();
        let options = Options { title: Some("*1*".into()), ..Options::default() };
        let md = rendered(&options, 1, window);
        let slides: Vec<&str> = md.split("\n---\n").collect();
        assert!(slides[0]
            .starts_with("---\nmarp: true\nlang: en\ntitle: \"*1*\"\npaginate: true\nstyle: |\n"));
        assert!(slides[1].starts_with("\n# \\*1\\*\n"));
        assert_eq!(
            &slides[2..],
            [
                "\n### Step 1: → try \\(0,0\\)\n\n|   | 0 |\n|---|:-:|\n| **0** | ? |\n\n\
                 1 try · 0 rejects · 0 backtracks · 0 solutions\n",
                "\n### Step 2: ✓ accept \\(0,0\\)\n\n|   | 0 |\n|---|:-:|\n| **0** | **♛** |\n\n\
                 1 try · 0 rejects · 0 backtracks · 0 solutions\n",
            ]
        );
    }

    #[test]
    fn every_word_of_a_deck_is_the_language_s() {
        let window = Window::new(11, Some(12), vec![]).unwrap();
        let zh =
            Options { wording: Wording { lang: Lang::Zh, one_based: false }, ..Options::default() };
        let md = rendered(&zh, 4, window.clone());
        assert!(md.contains("\nlang: zh\ntitle: \"4 皇后问题 4×4\"\n"));
        assert!(md.contains("\n# 4 皇后问题 4×4\n\n每行一个皇后，列从左到右依次尝试；格子记为(行,列)。\n\n♛ 皇后 · "));
        assert!(md.contains("\n### 第 11 步：→ 尝试 \\(2,1\\)\n"));
        assert!(md.contains("\n尝试 6 · 放置 2 · 冲突 3 · 回溯 0 · 解 0\n"));
        for english in ["Step", "queen", "square", "tries"] {
            assert!(!md.contains(english), "{english}");
        }
    }

    #[test]
    fn a_persian_deck_reads_right_to_left_with_its_squares_isolated() {
        let window = Window::new(12, Some(12), vec![]).unwrap();
        let fa =
            Options { wording: Wording { lang: Lang::Fa, one_based: false }, ..Options::default() };
        let md = rendered(&fa, 4, window);
        assert!(md.contains("  section { direction: rtl; }\n  table { direction: ltr; }\n---\n"));
        assert!(md.contains(
            "\n### گام \u{2066}12\u{2069}: ✗ \u{2066}\\(2,1\\)\u{2069} رد شد، چون با وزیر \
             \u{2066}\\(1,2\\)\u{2069} روی یک قطر \u{2066}\\(/\\)\u{2069} است\n"
        ));
        let english = rendered(&Options::default(), 4, Window::step(12));
        assert!(!english.contains(['\u{2066}', '\u{2069}']) && !english.contains("direction"));
    }

    #[test]
    fn a_full_search_is_capped_and_has_a_word_on_its_length() {
        assert_eq!(FORMAT.cap, Some(MAX_SLIDES));
        // The note counts the slides written: a title, then one per step (n=5 has 505).
        let said = |n: u32, window: Window| {
            let notes = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
            let kept = std::rc::Rc::clone(&notes);
            let mut out = Vec::new();
            let mut export = crate::export::export(&mut out, &Options::default(), window, false)
                .notes(move |note| kept.borrow_mut().push(note.clone()));
            crate::Solver::new(n).unwrap().run(&mut export).unwrap();
            drop(export);
            let slides = String::from_utf8(out).unwrap().matches("\n---\n").count() as u64;
            let notes = notes.borrow().clone();
            (notes, slides)
        };
        let (notes, slides) = said(5, Window::default());
        assert_eq!(
            notes,
            [Note::Pages { format: "md", slides: 506, lang: Lang::En, legend: false }]
        );
        assert_eq!(
            slides, 506,
            "a separator before each slide but the first, after the front matter"
        );
        assert_eq!(said(4, Window::default()).0, []);
        let (notes, _) = said(6, Window { hide: vec![crate::Kind::Try], ..Window::default() });
        assert_eq!(
            notes,
            [Note::Pages { format: "md", slides: 1947 - 894, lang: Lang::En, legend: false }]
        );
    }
}
