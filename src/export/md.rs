//! `md`: a Marp slide deck, one slide per selected step.
//!
//! Front matter with `marp: true`, a title slide with a legend, then per step a slide whose
//! heading is the step's line of the trace and whose body is the board as a table, with the
//! counts so far below it. The table's squares are sized for the board, so that a board of up
//! to 12 rows, the heading and the counts fit a 16:9 slide (1280×720); `--theme dark` inverts
//! the slides. It streams: each slide is written as its step arrives.

use super::board::Frame;
use super::{escape, Exporter, Format, LogLine, Theme, Wording};
use crate::board::Cell;
use crate::event::Event;
use crate::export::ExportError;
use crate::lang::Lang;
use std::io::Write;

/// The `md` format.
pub const FORMAT: Format = Format::new("md", "A Marp slide deck, one slide per step");

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
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
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
        let title = super::title(&self.title, n);
        // A JSON string is a valid YAML double-quoted scalar.
        let yaml_title = serde_json::Value::String(title.clone());
        let px = square_px(n);
        let font = px * 11 / 20;
        let class = match self.theme {
            Theme::Light => "",
            Theme::Dark => "class: invert\n",
        };
        let q = &self.queen;
        Ok(writeln!(
            self.out,
            "---\nmarp: true\ntitle: {yaml_title}\npaginate: true\n{class}\
             style: |\n  section {{ padding: 40px 70px 50px; justify-content: flex-start; }}\n  \
             h3 {{ font-size: 28px; margin: 0 0 12px; }}\n  \
             table {{ font-size: {font}px; line-height: 1; margin: 0 auto 12px; }}\n  \
             th, td {{ width: {px}px; height: {px}px; min-width: {px}px; text-align: center; \
             vertical-align: middle; padding: 0; }}\n  \
             p {{ font-size: 24px; margin: 0; }}\n\
             ---\n\n# {}\n\n\
             One queen per row, columns left to right; squares are (row,col).\n\n\
             {q} queen · ? square being tried · ✗ refused · {q}⚔ the queen that attacks it · \
             • line of attack · ↩ queen lifted",
            escape::markdown(&title)
        )?)
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        let n = frame.board.n();
        let text = self.log.of(frame.event);
        let text = text.trim_start_matches("│ ");
        let line = &mut self.line;
        line.clear();
        line.push_str("\n---\n\n### Step ");
        line.push_str(&frame.step().to_string());
        line.push_str(": ");
        line.push_str(&escape::markdown(text));
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
        let b = frame.board;
        line.push_str("\n\n");
        // The solution's own line is the heading; the counts say the rest, on one line.
        if let Event::Solution { .. } = frame.event {
            line.push_str("**★** ");
        }
        line.push_str(&b.tally_in(self.lang, " · "));
        line.push('\n');
        Ok(self.out.write_all(line.as_bytes())?)
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
        assert!(
            slides[0].starts_with("---\nmarp: true\ntitle: \"*1*\"\npaginate: true\nstyle: |\n")
        );
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
}
