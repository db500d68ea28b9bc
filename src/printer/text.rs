//! The text trace: one line per event, indented by depth, the way the seed articles' logs read.
//!
//! ```text
//! n-queens 4×4: one queen per row, columns left to right; squares are (row,col)
//! → try (0,0)
//! ✓ accept (0,0)
//! │ → try (1,0)
//! │ ✗ reject (1,0): same column as the queen at (0,0)
//! ```
//!
//! Each kind has its own symbol, so the trace reads without colour; colour comes from the
//! [`Palette`] and adds escape codes, nothing else. The printer keeps no state between events,
//! which is why a replayed trace prints exactly what the live run printed.

use crate::color::{Paint, Palette};
use crate::event::{Conflict, Event};
use crate::sink::Sink;
use std::io::{self, Write};

/// How the text trace looks.
#[derive(Debug, Clone)]
pub struct TextOptions {
    /// Colours; [`Palette::plain`] for none.
    pub palette: Palette,
    /// The guide written once per level of depth. Default `"│ "`.
    pub indent: String,
    /// The glyph of a queen on a printed board. Default `'Q'`.
    pub queen: char,
}

impl Default for TextOptions {
    fn default() -> Self {
        TextOptions {
            palette: Palette::plain(),
            indent: "│ ".to_string(),
            queen: 'Q',
        }
    }
}

/// Writes the text trace of the events it receives.
#[derive(Debug)]
pub struct TextPrinter<W: Write> {
    out: W,
    opts: TextOptions,
    line: Vec<u8>,
}

impl<W: Write> TextPrinter<W> {
    /// A printer into `out`. Buffering is the caller's choice.
    pub fn new(out: W, opts: TextOptions) -> Self {
        TextPrinter {
            out,
            opts,
            line: Vec::with_capacity(256),
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    fn guides(&mut self, depth: u32) {
        if depth == 0 || self.opts.indent.is_empty() {
            return;
        }
        let p = &self.opts.palette.guide;
        self.line.extend_from_slice(p.open.as_bytes());
        for _ in 0..depth {
            self.line.extend_from_slice(self.opts.indent.as_bytes());
        }
        self.line.extend_from_slice(p.close.as_bytes());
    }

    fn num(&mut self, n: impl itoa::Integer) {
        self.line
            .extend_from_slice(itoa::Buffer::new().format(n).as_bytes());
    }

    fn square(&mut self, row: u32, col: u32) {
        self.line.push(b'(');
        self.num(row);
        self.line.push(b',');
        self.num(col);
        self.line.push(b')');
    }

    /// `<guides><paint>symbol word (row,col)` — the paint is left open for the caller to add
    /// more text and close.
    fn square_line(&mut self, paint: fn(&Palette) -> &Paint, head: &str, row: u32, col: u32) {
        self.guides(row);
        self.line
            .extend_from_slice(paint(&self.opts.palette).open.as_bytes());
        self.line.extend_from_slice(head.as_bytes());
        self.square(row, col);
    }

    fn close(&mut self, paint: fn(&Palette) -> &Paint) {
        self.line
            .extend_from_slice(paint(&self.opts.palette).close.as_bytes());
        self.line.push(b'\n');
    }

    fn render(&mut self, event: &Event) {
        match *event {
            Event::Start { n, limit, .. } => {
                self.line
                    .extend_from_slice(self.opts.palette.header.open.as_bytes());
                self.line.extend_from_slice(b"n-queens ");
                self.num(n);
                self.line.extend_from_slice("×".as_bytes());
                self.num(n);
                self.line.extend_from_slice(
                    b": one queen per row, columns left to right; squares are (row,col)",
                );
                if let Some(k) = limit {
                    self.line.extend_from_slice(b"; stops after ");
                    self.num(k);
                    self.line
                        .extend_from_slice(plural(k, " solution", " solutions").as_bytes());
                }
                self.close(|p| &p.header);
            }
            Event::Try { row, col, .. } => {
                self.square_line(|p| &p.try_, "→ try ", row, col);
                self.close(|p| &p.try_);
            }
            Event::Accept { row, col, .. } => {
                self.square_line(|p| &p.accept, "✓ accept ", row, col);
                self.close(|p| &p.accept);
            }
            Event::Reject {
                row,
                col,
                conflict,
                with,
                ..
            } => {
                self.square_line(|p| &p.reject, "✗ reject ", row, col);
                self.line.extend_from_slice(match conflict {
                    Conflict::Column => b": same column as the queen at ".as_slice(),
                    Conflict::Diagonal => b": same diagonal (\\) as the queen at ",
                    Conflict::AntiDiagonal => b": same anti-diagonal (/) as the queen at ",
                });
                self.square(with[0], with[1]);
                self.close(|p| &p.reject);
            }
            Event::Backtrack { row, col, .. } => {
                self.square_line(|p| &p.backtrack, "↩ backtrack ", row, col);
                self.close(|p| &p.backtrack);
            }
            Event::Solution {
                index, ref queens, ..
            } => self.solution(index, queens),
            Event::Done {
                solutions,
                tries,
                accepts,
                rejects,
                backtracks,
                complete,
                ..
            } => {
                self.line
                    .extend_from_slice(self.opts.palette.header.open.as_bytes());
                self.line.extend_from_slice(b"done: ");
                self.num(solutions);
                self.line
                    .extend_from_slice(plural(solutions, " solution, ", " solutions, ").as_bytes());
                self.num(tries);
                self.line
                    .extend_from_slice(plural(tries, " try (", " tries (").as_bytes());
                self.num(accepts);
                self.line.extend_from_slice(b" accepted, ");
                self.num(rejects);
                self.line.extend_from_slice(b" rejected), ");
                self.num(backtracks);
                self.line
                    .extend_from_slice(plural(backtracks, " backtrack", " backtracks").as_bytes());
                if !complete {
                    self.line.extend_from_slice(b"; stopped at the limit");
                }
                self.close(|p| &p.header);
            }
        }
    }

    fn solution(&mut self, index: u64, queens: &[u32]) {
        let depth = (queens.len() as u32).saturating_sub(1);
        self.guides(depth);
        self.line
            .extend_from_slice(self.opts.palette.solution.open.as_bytes());
        self.line.extend_from_slice("★ solution ".as_bytes());
        self.num(index);
        self.line.extend_from_slice(b": [");
        for (i, &q) in queens.iter().enumerate() {
            if i > 0 {
                self.line.extend_from_slice(b", ");
            }
            self.num(q);
        }
        self.line.push(b']');
        self.close(|p| &p.solution);
        let mut glyph = [0; 4];
        let glyph = self.opts.queen.encode_utf8(&mut glyph).as_bytes().to_vec();
        let n = queens.len() as u32;
        for &q in queens {
            self.guides(depth);
            self.line.extend_from_slice(b"    ");
            for col in 0..n {
                if col > 0 {
                    self.line.push(b' ');
                }
                if col == q {
                    let p = &self.opts.palette.queen;
                    self.line.extend_from_slice(p.open.as_bytes());
                    self.line.extend_from_slice(&glyph);
                    self.line.extend_from_slice(p.close.as_bytes());
                } else {
                    self.line.push(b'.');
                }
            }
            self.line.push(b'\n');
        }
    }
}

fn plural(k: u64, one: &'static str, many: &'static str) -> &'static str {
    if k == 1 {
        one
    } else {
        many
    }
}

impl<W: Write> Sink for TextPrinter<W> {
    #[inline]
    fn event(&mut self, event: &Event) -> io::Result<()> {
        self.line.clear();
        self.render(event);
        self.out.write_all(&self.line)
    }

    fn finish(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    fn render(n: u32, limit: Option<u64>, opts: TextOptions) -> String {
        let mut p = TextPrinter::new(Vec::new(), opts);
        Solver::new(n).unwrap().limit(limit).run(&mut p).unwrap();
        String::from_utf8(p.into_inner()).unwrap()
    }

    #[test]
    fn n4_opens_like_the_seed_log() {
        let text = render(4, None, TextOptions::default());
        let head: Vec<&str> = text.lines().take(6).collect();
        assert_eq!(
            head,
            [
                "n-queens 4×4: one queen per row, columns left to right; squares are (row,col)",
                "→ try (0,0)",
                "✓ accept (0,0)",
                "│ → try (1,0)",
                "│ ✗ reject (1,0): same column as the queen at (0,0)",
                "│ → try (1,1)",
            ]
        );
        assert!(text
            .ends_with("done: 2 solutions, 60 tries (16 accepted, 44 rejected), 16 backtracks\n"));
    }

    #[test]
    fn solutions_print_their_board() {
        let opts = TextOptions {
            queen: '♛',
            indent: "  ".into(),
            ..TextOptions::default()
        };
        let text = render(4, Some(1), opts);
        let tail: Vec<&str> = text.lines().rev().take(6).collect();
        assert_eq!(
            tail,
            [
                "done: 1 solution, 26 tries (8 accepted, 18 rejected), 4 backtracks; stopped at the limit",
                "          . . ♛ .",
                "          ♛ . . .",
                "          . . . ♛",
                "          . ♛ . .",
                "      ★ solution 1: [1, 3, 0, 2]",
            ]
        );
    }

    #[test]
    fn colour_adds_escape_codes_and_nothing_else() {
        let plain = render(5, None, TextOptions::default());
        let colored = render(
            5,
            None,
            TextOptions {
                palette: Palette::colored(),
                ..TextOptions::default()
            },
        );
        assert_ne!(plain, colored);
        assert_eq!(strip_ansi(&colored), plain);
    }

    /// Removes CSI escape sequences (`ESC [ ... letter`).
    fn strip_ansi(s: &str) -> String {
        let mut out = String::new();
        let mut chars = s.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }
}
