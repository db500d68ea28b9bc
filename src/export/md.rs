//! `md`: a Marp slide deck, one slide per selected step.
//!
//! Front matter with `marp: true`, a title slide with a legend, then per step a slide whose
//! heading is the step's line of the trace and whose body is the board as a table, with the
//! counts so far below it. It streams: each slide is written as its step arrives.

use super::board::Frame;
use super::format::Format;
use super::{escape, Exporter, LogLine};
use crate::board::Cell;
use crate::event::Event;
use crate::export::ExportError;
use std::io::Write;

/// The `md` format.
pub const FORMAT: Format = Format {
    name: "md",
    about: "A Marp slide deck, one slide per step",
    cap: None,
    binary: false,
    reads: &[],
    build: |out, o| Box::new(Marp::new(out, o.title.clone())),
};

/// Writes the deck.
#[derive(Debug)]
pub struct Marp<W: Write> {
    out: W,
    title: Option<String>,
    line: String,
    log: LogLine,
}

impl<W: Write> Marp<W> {
    /// A deck titled `title` (default `n-queens N×N`).
    pub fn new(out: W, title: Option<String>) -> Self {
        Marp {
            out,
            title,
            line: String::new(),
            log: LogLine::new(),
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

/// What a square shows in the table.
fn square(frame: &Frame<'_>, row: u32, col: u32) -> &'static str {
    match frame.mark(row, col) {
        Cell::Tried => "?",
        Cell::Placed => "**♛**",
        Cell::Rejected => "✗",
        Cell::Attacker => "♛⚔",
        Cell::Line(_) => "•",
        Cell::Lifted => "↩",
        Cell::Queen | Cell::Solution => "♛",
        Cell::Free | Cell::Attacked => " ",
    }
}

impl<W: Write> Exporter for Marp<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        let title = super::title(&self.title, n);
        // A JSON string is a valid YAML double-quoted scalar.
        let yaml_title = serde_json::Value::String(title.clone());
        Ok(writeln!(
            self.out,
            "---\nmarp: true\ntitle: {yaml_title}\npaginate: true\n\
             style: |\n  table {{ font-size: 1.4em; }}\n  \
             th, td {{ min-width: 1.8em; height: 1.8em; text-align: center; padding: 0.1em; }}\n\
             ---\n\n# {}\n\n\
             One queen per row, columns left to right; squares are (row,col).\n\n\
             ♛ queen · ? square being tried · ✗ refused · ♛⚔ the queen that attacks it · \
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
            line.push_str(&format!(" {col} |"));
        }
        line.push_str("\n|---|");
        line.push_str(&":-:|".repeat(n as usize));
        for row in 0..n {
            line.push_str(&format!("\n| **{row}** |"));
            for col in 0..n {
                line.push(' ');
                line.push_str(square(frame, row, col));
                line.push_str(" |");
            }
        }
        let b = frame.board;
        line.push_str("\n\n");
        line.push_str(&b.tally(" · "));
        line.push('\n');
        if let Event::Solution { index, .. } = frame.event {
            line.push_str(&format!("\n**★ Solution {index}**\n"));
        }
        Ok(self.out.write_all(line.as_bytes())?)
    }

    fn end(&mut self) -> Result<(), ExportError> {
        Ok(self.out.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Export, Selection};
    use crate::solver::Solver;

    #[test]
    fn one_slide_per_step_with_the_board_as_a_table() {
        let sel = Selection {
            from: 1,
            to: Some(2),
            only: vec![],
        };
        let mut export = Export::new(Marp::new(Vec::new(), Some("*1*".into())), sel, None);
        Solver::new(1).unwrap().run(&mut export).unwrap();
        let md = String::from_utf8(export.into_inner().into_inner()).unwrap();
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
