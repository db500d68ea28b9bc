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
//! [`Palette`] and adds escape codes, nothing else. The words come from the [`Lang`] tables.
//!
//! [`Style::Classic`] lays the trace out as the classic log of seed 004 does: a
//! `"+ ------------------------- "` per level, a check line naming the queens already placed
//! and the square as `(column,row)`, an outcome line, and the board under each solution:
//!
//! ```text
//! + ------------------------- 在棋局为(0,)的情况下检查：(1,1)
//! + ------------------------- (1, 1): failed
//! ```
//!
//! The printer's only memory is the queens placed so far, which the classic check line names;
//! it follows them through every event, shown or hidden. So the output is a function of the
//! events and the options alone, which is why a replayed trace prints exactly what the live
//! run printed.

use crate::color::{Paint, Palette};
use crate::event::{Conflict, Event};
use crate::filter::Filter;
use crate::lang::{fill, Arg, Lang, Messages, Template};
use crate::sink::Sink;
use std::io::{self, Write};

/// The guide of one level of depth in the classic style: the seed log's own.
pub const CLASSIC_INDENT: &str = "+ ------------------------- ";

/// The layout of the text trace (`--style`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Style {
    /// One line per event, with a symbol per kind: `→ try (0,0)`.
    #[default]
    Default,
    /// The layout of the classic log (seed 004): check and outcome lines, squares as
    /// `(column,row)`.
    Classic,
}

/// How a solution's board is printed (`--board`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum BoardStyle {
    /// A queen glyph on dots: `. Q . .`.
    #[default]
    Dots,
    /// Rows of 0s and a 1, as seed 000 prints them: `[0, 1, 0, 0]`.
    Matrix,
}

/// How the text trace looks.
#[derive(Debug, Clone)]
pub struct TextOptions {
    /// Colours; [`Palette::plain`] for none.
    pub palette: Palette,
    /// The guide written once per level of depth in the default style. Default `"│ "`. The
    /// classic style always writes [`CLASSIC_INDENT`].
    pub indent: String,
    /// The glyph of a queen on a printed board. Default `'Q'`.
    pub queen: char,
    /// The language of every message. Default English.
    pub lang: Lang,
    /// The layout. Default [`Style::Default`].
    pub style: Style,
    /// How solutions' boards are printed. Default [`BoardStyle::Dots`].
    pub board: BoardStyle,
    /// Number rows and columns from 1, as textbooks do. Default false (from 0, as JSON does).
    pub one_based: bool,
    /// Which events are printed. Default: all of them.
    pub filter: Filter,
}

impl Default for TextOptions {
    fn default() -> Self {
        TextOptions {
            palette: Palette::plain(),
            indent: "│ ".to_string(),
            queen: 'Q',
            lang: Lang::En,
            style: Style::Default,
            board: BoardStyle::Dots,
            one_based: false,
            filter: Filter::default(),
        }
    }
}

/// Writes the text trace of the events it receives.
#[derive(Debug)]
pub struct TextPrinter<W: Write> {
    out: W,
    opts: TextOptions,
    msgs: &'static Messages,
    squares: SquareLines,
    line: Vec<u8>,
    // Scratch space for a list of queens.
    list: Vec<u8>,
    // The column of the queen on each row placed so far, for the classic check line.
    placed: Vec<u32>,
}

/// The messages of the lines about one square, split once: there is one per event, and a
/// trace has millions of events.
#[derive(Debug)]
struct SquareLines {
    try_: Template<'static>,
    accept: Template<'static>,
    reject: [Template<'static>; 3],
    backtrack: Template<'static>,
}

impl SquareLines {
    fn new(m: &'static Messages, style: Style) -> SquareLines {
        // The arguments of every square line, in this order: see `TextPrinter::square_line`.
        let t = |template| Template::new(template, &["sq", "q", "state"]);
        match style {
            Style::Default => SquareLines {
                try_: t(m.try_),
                accept: t(m.accept),
                reject: [
                    t(m.reject_column),
                    t(m.reject_diagonal),
                    t(m.reject_anti_diagonal),
                ],
                backtrack: t(m.backtrack),
            },
            Style::Classic => SquareLines {
                try_: t(m.check),
                accept: t(m.succeeded),
                reject: [t(m.failed), t(m.failed), t(m.failed)],
                backtrack: t(m.lifted),
            },
        }
    }
}

impl<W: Write> TextPrinter<W> {
    /// A printer into `out`. Buffering is the caller's choice.
    pub fn new(out: W, opts: TextOptions) -> Self {
        let msgs = opts.lang.messages();
        TextPrinter {
            out,
            msgs,
            squares: SquareLines::new(msgs, opts.style),
            opts,
            line: Vec::with_capacity(256),
            list: Vec::with_capacity(128),
            placed: Vec::new(),
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// Sets the queens already placed (the column of each row from the top), for a printer
    /// that starts in the middle of a trace; the classic check line names them.
    pub fn set_placed(&mut self, queens: &[u32]) {
        self.placed.clear();
        self.placed.extend_from_slice(queens);
    }

    fn classic(&self) -> bool {
        self.opts.style == Style::Classic
    }

    fn guides(&mut self, depth: u32) {
        let indent = if self.classic() {
            CLASSIC_INDENT
        } else {
            &self.opts.indent
        };
        if depth == 0 || indent.is_empty() {
            return;
        }
        let p = &self.opts.palette.guide;
        self.line.extend_from_slice(p.open.as_bytes());
        for _ in 0..depth {
            self.line.extend_from_slice(indent.as_bytes());
        }
        self.line.extend_from_slice(p.close.as_bytes());
    }

    fn open(&mut self, depth: u32, paint: fn(&Palette) -> &Paint) {
        self.guides(depth);
        self.line
            .extend_from_slice(paint(&self.opts.palette).open.as_bytes());
    }

    fn close(&mut self, paint: fn(&Palette) -> &Paint) {
        self.line
            .extend_from_slice(paint(&self.opts.palette).close.as_bytes());
        self.line.push(b'\n');
    }

    /// One line about the square `(row, col)`: the template gets it as `{sq}`, the attacker
    /// `with` as `{q}` and, in the classic style, the queens placed as `{state}`.
    fn square_line(
        &mut self,
        paint: fn(&Palette) -> &Paint,
        template: fn(&SquareLines) -> &Template<'static>,
        (row, col): (u32, u32),
        with: Option<[u32; 2]>,
    ) {
        let base = u64::from(self.opts.one_based);
        let at = |a: u32, b: u32, sep| Arg::Square(u64::from(a) + base, u64::from(b) + base, sep);
        let sq = if self.classic() {
            // Column first, as the classic log writes squares; its check line (the line of a
            // try, the one without an attacker or a verdict) has no space after the comma.
            let check = std::ptr::eq(template(&self.squares), &self.squares.try_);
            let placed = &self.placed[..self.placed.len().min(row as usize)];
            queens_list(&mut self.list, placed, true, base);
            at(col, row, if check { "," } else { ", " })
        } else {
            at(row, col, ",")
        };
        let q = match with {
            Some([r, c]) => at(r, c, ","),
            None => Arg::Text(b""),
        };
        self.open(row, paint);
        let args = [sq, q, Arg::Text(&self.list)];
        template(&self.squares).fill(&mut self.line, &args);
        self.close(paint);
    }

    fn render(&mut self, event: &Event) {
        let m = self.msgs;
        let classic = self.classic();
        match *event {
            Event::Start { n, limit, .. } => {
                self.placed.clear();
                let axes = if classic { m.axes_classic } else { m.axes };
                self.open(0, |p| &p.header);
                let n = u64::from(n);
                let args = [("n", Arg::Num(n)), ("axes", Arg::Text(axes.as_bytes()))];
                fill(&mut self.line, m.start, &args);
                if self.opts.one_based {
                    fill(&mut self.line, m.one_based, &[]);
                }
                if let Some(k) = limit {
                    fill(&mut self.line, m.limit, &[("k", Arg::Num(k))]);
                }
                self.close(|p| &p.header);
            }
            Event::Try { row, col, .. } => {
                self.square_line(|p| &p.try_, |t| &t.try_, (row, col), None);
            }
            Event::Accept { row, col, .. } => {
                self.square_line(|p| &p.accept, |t| &t.accept, (row, col), None);
            }
            Event::Reject {
                row,
                col,
                conflict,
                with,
                ..
            } => {
                let t: fn(&SquareLines) -> &Template<'static> = match conflict {
                    Conflict::Column => |t| &t.reject[0],
                    Conflict::Diagonal => |t| &t.reject[1],
                    Conflict::AntiDiagonal => |t| &t.reject[2],
                };
                self.square_line(|p| &p.reject, t, (row, col), Some(with));
            }
            Event::Backtrack { row, col, .. } => {
                self.square_line(|p| &p.backtrack, |t| &t.backtrack, (row, col), None);
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
                self.open(0, |p| &p.header);
                let args = [
                    ("s", Arg::Num(solutions)),
                    ("t", Arg::Num(tries)),
                    ("a", Arg::Num(accepts)),
                    ("r", Arg::Num(rejects)),
                    ("b", Arg::Num(backtracks)),
                ];
                fill(&mut self.line, m.done, &args);
                if !complete {
                    fill(&mut self.line, m.incomplete, &[]);
                }
                self.close(|p| &p.header);
            }
        }
    }

    /// The solution line, then its board. The classic log prints both at the left margin.
    fn solution(&mut self, index: u64, queens: &[u32]) {
        let classic = self.classic();
        let depth = if classic {
            0
        } else {
            (queens.len() as u32).saturating_sub(1)
        };
        queens_list(
            &mut self.list,
            queens,
            classic,
            u64::from(self.opts.one_based),
        );
        let t = if classic {
            self.msgs.found
        } else {
            self.msgs.solution
        };
        self.open(depth, |p| &p.solution);
        let args = [("i", Arg::Num(index)), ("queens", Arg::Text(&self.list))];
        fill(&mut self.line, t, &args);
        self.close(|p| &p.solution);
        let mut glyph = [0; 4];
        let glyph = self.opts.queen.encode_utf8(&mut glyph).as_bytes().to_vec();
        let n = queens.len() as u32;
        let matrix = self.opts.board == BoardStyle::Matrix;
        for &q in queens {
            self.guides(depth);
            if !classic {
                self.line.extend_from_slice(b"    ");
            }
            if matrix {
                self.line.push(b'[');
            }
            for col in 0..n {
                if col > 0 {
                    self.line
                        .extend_from_slice(if matrix { b", ".as_slice() } else { b" " });
                }
                let (on, off): (&[u8], &[u8]) = if matrix { (b"1", b"0") } else { (&glyph, b".") };
                if col == q {
                    self.opts.palette.queen.put(&mut self.line, on);
                } else {
                    self.line.extend_from_slice(off);
                }
            }
            if matrix {
                self.line.push(b']');
            }
            self.line.push(b'\n');
        }
    }

    /// Follows the queens on the board, for the classic check line.
    fn track(&mut self, event: &Event) {
        match *event {
            Event::Accept { row, col, .. } => {
                self.placed.truncate(row as usize);
                self.placed.push(col);
            }
            Event::Backtrack { row, .. } => self.placed.truncate(row as usize),
            _ => {}
        }
    }
}

/// Writes queens into `buf`: `[1, 3, 0, 2]`, or as a Python tuple, `(1, 3)` and `(1,)`, the
/// way the classic log prints them; numbers start at `base`.
fn queens_list(buf: &mut Vec<u8>, queens: &[u32], tuple: bool, base: u64) {
    let mut num = itoa::Buffer::new();
    buf.clear();
    buf.push(if tuple { b'(' } else { b'[' });
    for (i, &q) in queens.iter().enumerate() {
        if i > 0 {
            buf.extend_from_slice(b", ");
        }
        buf.extend_from_slice(num.format(u64::from(q) + base).as_bytes());
    }
    if tuple && queens.len() == 1 {
        buf.push(b',');
    }
    buf.push(if tuple { b')' } else { b']' });
}

impl<W: Write> Sink for TextPrinter<W> {
    #[inline]
    fn event(&mut self, event: &Event) -> io::Result<()> {
        // The check line of a try names the queens placed before it, so the render comes
        // before the tracking.
        let shown = self.opts.filter.shows(event);
        if shown {
            self.line.clear();
            self.render(event);
        }
        if self.classic() {
            self.track(event);
        }
        if shown {
            self.out.write_all(&self.line)?;
        }
        Ok(())
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

    #[test]
    fn classic_writes_python_tuples_and_column_first_squares() {
        let opts = TextOptions {
            style: Style::Classic,
            ..TextOptions::default()
        };
        assert_eq!(
            render(1, None, opts.clone()),
            "n-queens 1×1: one queen per row, columns left to right; squares are (column,row)\n\
             with the queens at (), checking (0,0)\n\
             (0, 0): succeeded\n\
             found a solution: (0,)\n\
             Q\n\
             (0, 0): backtrack\n\
             done: 1 solution, 1 try (1 accepted, 0 rejected), 1 backtrack\n"
        );
        let text = render(4, Some(1), opts);
        assert!(text
            .contains("\n+ ------------------------- with the queens at (0,), checking (2,1)\n"));
    }

    #[test]
    fn hidden_events_still_move_the_classic_state() {
        let opts = TextOptions {
            style: Style::Classic,
            filter: Filter::default().only(&[crate::Kind::Try]),
            ..TextOptions::default()
        };
        let text = render(4, Some(1), opts);
        assert!(text.contains(
            "+ ------------------------- + ------------------------- \
             + ------------------------- with the queens at (1, 3, 0), checking (2,3)\n"
        ));
        assert!(!text.contains("succeeded") && !text.contains("done"));
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
