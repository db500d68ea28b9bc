//! One screen of the step view: the title, the board (with the program and its call stack
//! beside it under `--code`), the compact search tree when asked, the legend, the counters,
//! the recent trace lines with the current one marked, and the key help; drawn into a buffer
//! that is written to the terminal at once, so the screen never shows half a frame.
//!
//! Every mark on the board is told apart by its shape (`[Q]`, `(Q)`, `[x]`, ` : `, …), so the
//! view reads under `NO_COLOR`; with colour, every coloured mark has both a foreground and a
//! background, so it shows on light and dark terminal themes alike. A window too small for
//! the whole view says how large it must be instead of clipping it.

use super::SPEEDS;
use crossterm::style::{Attribute, Color, Print, SetAttribute, SetBackgroundColor};
use crossterm::style::{ResetColor, SetForegroundColor};
use crossterm::{cursor, queue, terminal};
use nqueens_trace::board::Cell;
use nqueens_trace::color::Palette;
use nqueens_trace::cursor::{Branch, Cursor, Notice};
use nqueens_trace::lang::{fill, Arg, Messages};
use nqueens_trace::program::{Program, StackFrame};
use nqueens_trace::{Conflict, Event, Kind, Sink, TextOptions, TextPrinter};
use std::io;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The fewest trace lines the view shows: fewer and the student loses the thread.
const MIN_TRACE_LINES: usize = 3;

/// The rows kept for a quiz: the score and the question, its keys, and two for the verdict.
const QUIZ_ROWS: usize = 4;

pub struct View {
    pub opts: TextOptions,
    pub color: bool,
    pub queen: char,
    pub speed: usize,
    pub playing: bool,
    /// The program of the code pane, under `--code`.
    pub code: Option<&'static Program>,
    /// Whether the compact search tree is shown (the `t` key).
    pub tree: bool,
    /// Under `--quiz`, its lines: the score and the question, the keys that answer it, and
    /// the verdict or a hint; each wrapped to the window between its words.
    pub quiz: Option<Vec<String>>,
    /// A quiz question is open: the board does not shade the attacked squares, which would
    /// give its answer away.
    pub asking: bool,
    /// The tree's lines and the step they are of: the tree walks back over every event read
    /// so far, so it is made again only when the step changes, not on every frame.
    pub tree_cache: std::cell::RefCell<Option<(usize, Vec<String>)>>,
}

/// The rows and columns of the screen the view needs, and how its height is shared.
struct Layout {
    /// The width of the board, or of the board and the call stack beside the code.
    left: usize,
    /// The rows of the help and the legend, wrapped to the window.
    help: Vec<String>,
    legend: Vec<String>,
    /// The rows of the area holding the board (and the code pane).
    top: usize,
    /// The quiz's lines, wrapped to the window; `quiz_rows` is the room kept for them.
    quiz: Vec<String>,
    quiz_rows: usize,
    need: (usize, usize),
}

impl View {
    fn layout(&self, m: &Messages, n: usize, (w, h): (usize, usize)) -> Layout {
        let board = 4 + 3 * n;
        let mut glyph = [0; 4];
        let glyph = self.queen.encode_utf8(&mut glyph).as_bytes();
        let legend = say(m.view_legend, &[("q", Arg::Text(glyph))]);
        let widest_item = legend
            .split("  ")
            .chain(m.view_keys.split("  "))
            .map(UnicodeWidthStr::width)
            .max()
            .unwrap_or(0);
        let mut left = board;
        let mut need_w = board;
        // The stack is at most one frame per row and one for a solution, below the board.
        let stack = match self.code.and_then(Program::call) {
            Some(call) => {
                let widest = frame_label(call, n as u32, Some(n as u32)).width() + 2;
                left = left.max(widest);
                2 + n + 1
            }
            None => 0,
        };
        if let Some(p) = self.code {
            need_w = left + 2 + code_prefix(p) + code_width(p);
        }
        let need_w = need_w.max(widest_item);
        // Rows are counted as wrapped at the width the view has, or at the one it needs when
        // it has less, so that the size it asks for is the size it then fits in.
        let wrap_at = w.max(need_w);
        let (help, legend) = (wrap(m.view_keys, wrap_at), wrap(&legend, wrap_at));
        let tree = if self.tree { n + 2 } else { 0 };
        let quiz: Vec<String> =
            self.quiz.iter().flatten().flat_map(|text| wrap_words(text, wrap_at)).collect();
        // Room for a question, its keys and a verdict of two rows, kept whatever is said, so
        // that the view does not jump from frame to frame; a longer verdict takes more.
        let quiz_rows = match self.quiz {
            Some(_) => quiz.len().max(QUIZ_ROWS),
            None => 0,
        };
        let fixed = 2 + legend.len() + 2 + help.len() + tree + quiz_rows;
        let (top_min, top) = match self.code {
            Some(p) => {
                let top_min = (n + 1 + stack).max(6);
                let room = h.saturating_sub(fixed + MIN_TRACE_LINES);
                // The code and its title, and the variables under it (panes).
                let wants = p.line_count() as usize + 1 + super::variables::rows(p, n as u32);
                (top_min, top_min.max(room.min(wants)))
            }
            None => (n + 1, n + 1),
        };
        Layout {
            left,
            help,
            legend,
            top,
            quiz,
            quiz_rows,
            need: (need_w, fixed + top_min + MIN_TRACE_LINES),
        }
    }

    /// One whole screen, as the bytes to write.
    pub fn frame<I>(&self, s: &Cursor<I>, (width, height): (u16, u16)) -> io::Result<Vec<u8>>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let (w, h) = (usize::from(width), usize::from(height));
        let m = self.opts.lang.messages();
        let n = s.n() as usize;
        let layout = self.layout(m, n, (w, h));
        let mut out = Vec::new();
        queue!(out, ResetColor, cursor::MoveTo(0, 0))?;
        queue!(out, terminal::Clear(terminal::ClearType::All))?;
        if w < layout.need.0 || h < layout.need.1 {
            let text = say(
                m.view_too_small,
                &[
                    ("w", Arg::Num(w as u64)),
                    ("h", Arg::Num(h as u64)),
                    ("mw", Arg::Num(layout.need.0 as u64)),
                    ("mh", Arg::Num(layout.need.1 as u64)),
                ],
            );
            // Said in as many rows as it takes, since the window is small.
            for (row, chunk) in chunks(&text, w.max(1)).iter().take(h).enumerate() {
                queue!(out, cursor::MoveTo(0, row as u16), Print(chunk))?;
            }
            return Ok(out);
        }
        let mut row = 0;
        let line = |out: &mut Vec<u8>, text: &str, row: &mut usize| -> io::Result<()> {
            queue!(out, cursor::MoveTo(0, *row as u16), Print(fit(text, w)))?;
            *row += 1;
            Ok(())
        };
        // A trace that failed to read has no known end.
        let total = if s.is_read() && s.failure().is_none() {
            (s.events().len() - 1).to_string()
        } else {
            "?".to_string()
        };
        let state = if self.playing {
            say(m.view_playing, &[("ms", Arg::Num(SPEEDS[self.speed]))])
        } else {
            m.view_paused.to_string()
        };
        let title = say(
            m.view_title,
            &[
                ("n", Arg::Num(s.n().into())),
                ("i", Arg::Num(s.pos() as u64)),
                ("total", Arg::Text(total.as_bytes())),
                ("state", Arg::Text(state.as_bytes())),
            ],
        );
        line(&mut out, &title, &mut row)?;
        row += 1;
        self.board(&mut out, s, row)?;
        if let Some(p) = self.code {
            if let Some(call) = p.call() {
                let stack = p.stack(s.current(), s.placed());
                let at = row + n + 2;
                queue!(out, cursor::MoveTo(0, at as u16), Print(fit(m.view_stack, w)))?;
                for (i, f) in stack.iter().enumerate() {
                    let mark = if i + 1 == stack.len() { "▶ " } else { "  " };
                    let text = format!("{mark}{}", frame_label(call, f.row, f.col));
                    queue!(out, cursor::MoveTo(0, (at + 1 + i) as u16), Print(text))?;
                }
            }
            // The variables under the code, as many rows as they take while the code keeps
            // four (panes).
            let vars = super::variables::lines(p, s, m.vars_title);
            let shown = super::variables::rows(p, s.n()).min(layout.top.saturating_sub(5));
            let code_rows = layout.top - shown;
            self.code_pane(&mut out, s, p, layout.left + 2, row, code_rows, w)?;
            let (x, end) = (layout.left + 2, row + code_rows);
            super::variables::draw(&mut out, &vars[..vars.len().min(shown)], x, end, w - x)?;
        }
        row += layout.top;
        if self.tree {
            line(&mut out, m.view_tree, &mut row)?;
            for text in self.tree_lines(s) {
                line(&mut out, &text, &mut row)?;
            }
            row += 1;
        }
        for text in &layout.legend {
            line(&mut out, text, &mut row)?;
        }
        let counts = [
            ("t", Arg::Num(s.count(Kind::Try))),
            ("a", Arg::Num(s.count(Kind::Accept))),
            ("r", Arg::Num(s.count(Kind::Reject))),
            ("b", Arg::Num(s.count(Kind::Backtrack))),
            ("s", Arg::Num(s.count(Kind::Solution))),
        ];
        line(&mut out, &say(m.view_counts, &counts), &mut row)?;
        for text in &layout.quiz {
            line(&mut out, text, &mut row)?;
        }
        row += layout.quiz_rows - layout.quiz.len();
        let notice = match s.notice() {
            None => String::new(),
            Some(Notice::NoNextSolution) => m.view_no_next.to_string(),
            Some(Notice::NoPreviousSolution) => m.view_no_previous.to_string(),
            Some(Notice::Capped(k)) => say(
                m.view_capped,
                &[
                    ("k", Arg::Num(*k as u64)),
                    ("limit", Arg::Text(b"--limit K")),
                    ("first", Arg::Text(b"--first")),
                ],
            ),
            Some(Notice::Read(e)) => e.clone(),
            Some(Notice::Over) => m.view_over.to_string(),
        };
        line(&mut out, &notice, &mut row)?;
        let room = h.saturating_sub(row + layout.help.len());
        let (before, current) = self.trace_lines(s, room);
        for text in before.iter().skip((before.len() + current.len()).saturating_sub(room)) {
            line(&mut out, &format!("  {text}"), &mut row)?;
        }
        for (i, text) in current.iter().take(room).enumerate() {
            queue!(out, SetAttribute(Attribute::Reverse))?;
            let mark = if i == 0 { "▶ " } else { "  " };
            line(&mut out, &format!("{mark}{text}"), &mut row)?;
            queue!(out, SetAttribute(Attribute::Reset))?;
        }
        let mut help_row = h - layout.help.len();
        for text in &layout.help {
            line(&mut out, text, &mut help_row)?;
        }
        Ok(out)
    }

    fn board<I>(&self, out: &mut Vec<u8>, s: &Cursor<I>, top: usize) -> io::Result<()>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let base = u32::from(self.opts.one_based);
        let mut header = String::from("    ");
        for c in 0..s.n() {
            header.push_str(&format!("{:^3}", c + base));
        }
        queue!(out, cursor::MoveTo(0, top as u16), Print(&header))?;
        for (r, cells) in s.board().into_iter().enumerate() {
            queue!(out, cursor::MoveTo(0, (top + 1 + r) as u16))?;
            queue!(out, Print(format!("{:>3} ", r as u32 + base)))?;
            for cell in cells {
                let cell = match cell {
                    Cell::Attacked if self.asking => Cell::Free,
                    cell => cell,
                };
                self.cell(out, cell)?;
            }
        }
        Ok(())
    }

    fn cell(&self, out: &mut Vec<u8>, cell: Cell) -> io::Result<()> {
        // The shape tells every mark apart, so the view reads without colour too (and in a
        // test's capture of the screen). Colour only adds to it, and always as a pair of
        // foreground and background: a foreground alone on the terminal's own background
        // vanishes on one theme or the other.
        let q = self.queen;
        let (text, colors) = match cell {
            Cell::Free => (" . ".to_string(), None),
            Cell::Attacked => (" : ".to_string(), Some((Color::Black, Color::Grey))),
            Cell::Queen => (format!(" {q} "), Some((Color::Black, Color::White))),
            Cell::Tried => ("[?]".to_string(), Some((Color::Black, Color::Yellow))),
            Cell::Placed => (format!("[{q}]"), Some((Color::Black, Color::Green))),
            Cell::Rejected => ("[x]".to_string(), Some((Color::White, Color::DarkRed))),
            Cell::Attacker => (format!("({q})"), Some((Color::DarkRed, Color::White))),
            Cell::Line(Conflict::Column) => {
                (" | ".to_string(), Some((Color::White, Color::DarkMagenta)))
            }
            Cell::Line(Conflict::Diagonal) => {
                (" \\ ".to_string(), Some((Color::White, Color::DarkMagenta)))
            }
            Cell::Line(Conflict::AntiDiagonal) => {
                (" / ".to_string(), Some((Color::White, Color::DarkMagenta)))
            }
            Cell::Lifted => ("[^]".to_string(), Some((Color::Black, Color::Yellow))),
            Cell::Solution => (format!("*{q}*"), Some((Color::Black, Color::Cyan))),
        };
        if let (true, Some((fg, bg))) = (self.color, colors) {
            queue!(out, SetForegroundColor(fg), SetBackgroundColor(bg))?;
        }
        queue!(out, Print(text), ResetColor)
    }

    /// The program beside the board: its title, then as many lines as fit around the ones
    /// that produced the current event, which are marked and reversed; tracing lines dimmed.
    #[allow(clippy::too_many_arguments)]
    fn code_pane<I>(
        &self,
        out: &mut Vec<u8>,
        s: &Cursor<I>,
        p: &Program,
        x: usize,
        top: usize,
        rows: usize,
        w: usize,
    ) -> io::Result<()>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let width = w - x;
        let title = format!("── {} · {} ", p.file(), p.language());
        let title = format!("{title}{}", "─".repeat(width.saturating_sub(title.width())));
        queue!(out, cursor::MoveTo(x as u16, top as u16), Print(fit(&title, width)))?;
        let previous = s.pos().checked_sub(1).map(|i| s.events()[i].kind());
        let lit = p.lines_for(s.current().kind(), previous);
        let room = rows - 1;
        let count = p.line_count() as usize;
        let first_lit = lit.first().map_or(1, |&l| l as usize);
        let start =
            first_lit.saturating_sub(room / 2).clamp(1, (count + 1).saturating_sub(room).max(1));
        let digits = count.to_string().len();
        for (i, number) in (start..=count).take(room).enumerate() {
            let text = p.line(number as u32).unwrap_or("").replace('\t', "    ");
            let on = lit.contains(&(number as u32));
            let mark = if on { "▶" } else { " " };
            let text = format!("{mark}{number:>digits$} {text}");
            queue!(out, cursor::MoveTo(x as u16, (top + 1 + i) as u16))?;
            if on {
                queue!(out, SetAttribute(Attribute::Reverse))?;
            } else if self.color && p.is_trace(number as u32) {
                queue!(out, SetAttribute(Attribute::Dim))?;
            }
            queue!(out, Print(fit(&text, width)), SetAttribute(Attribute::Reset))?;
        }
        Ok(())
    }

    /// The compact search tree: a line per row of the current path, each column of the row
    /// marked with what became of it under the queens above.
    fn tree_lines<I>(&self, s: &Cursor<I>) -> Vec<String>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        if let Some((pos, lines)) = &*self.tree_cache.borrow() {
            if *pos == s.pos() {
                return lines.clone();
            }
        }
        let base = usize::from(self.opts.one_based);
        let lines: Vec<String> = s
            .path()
            .iter()
            .enumerate()
            .map(|(r, branches)| {
                let mut text = format!("{:>3} │", r + base);
                for (c, b) in branches.iter().enumerate() {
                    let mark = match b {
                        Branch::Untried => '·',
                        Branch::Tried => '?',
                        Branch::Rejected => '✗',
                        Branch::OnPath => self.queen,
                        Branch::Done => '✓',
                    };
                    text.push_str(&format!(" {}{mark}", c + base));
                }
                text
            })
            .collect();
        *self.tree_cache.borrow_mut() = Some((s.pos(), lines.clone()));
        lines
    }

    /// The trace lines of the shown events before the current one (enough to fill `room`),
    /// coloured as `run` colours them, and those of the current event (empty if it is hidden),
    /// plain, for the view to reverse.
    fn trace_lines<I>(&self, s: &Cursor<I>, room: usize) -> (Vec<String>, Vec<String>)
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let events = &s.events()[..=s.pos()];
        // The lines shown are the printer's: under a quiz they are not the steps'.
        let filter = &self.opts.filter;
        // Walk back over at most this many events: a filter that shows little must not make
        // every key press replay the whole trace.
        let mut first = s.pos();
        let mut shown = 0;
        while first > 0 && shown < room && s.pos() - first < 100_000 {
            first -= 1;
            shown += usize::from(filter.shows(&events[first]));
        }
        let colored = TextOptions { palette: Palette::new(self.color), ..self.opts.clone() };
        // Printers started mid-trace learn the size from the view, not from a start they
        // never saw, so their backtrack lines say why as run's do.
        let mut printer = TextPrinter::new(Vec::new(), colored);
        printer.set_size(s.n());
        printer.set_placed(&s.placed_before(first));
        for e in &events[first..s.pos()] {
            let _ = printer.event(e);
        }
        let before = printer.into_inner();
        let mut printer = TextPrinter::new(Vec::new(), self.opts.clone());
        printer.set_size(s.n());
        printer.set_placed(&s.placed_before(s.pos()));
        let _ = printer.event(s.current());
        let current = printer.into_inner();
        let lines = |b: &[u8]| -> Vec<String> {
            String::from_utf8_lossy(b).lines().map(str::to_string).collect()
        };
        (lines(&before), lines(&current))
    }
}

/// A call-stack frame as the program spells it: `place(row=1) col=2`.
fn frame_label(call: &nqueens_trace::program::Call, row: u32, col: Option<u32>) -> String {
    let f = StackFrame { row, col };
    match f.col {
        Some(c) => format!("{}({}={}) {}={c}", call.function, call.row, f.row, call.column),
        None => format!("{}({}={})", call.function, call.row, f.row),
    }
}

/// The columns before a code line's text: the mark, the line number and a space.
fn code_prefix(p: &Program) -> usize {
    2 + p.line_count().to_string().len()
}

/// The width the code pane needs: that of the widest line an event is highlighted on, without
/// its trailing comment, so the code that ran is always whole (a comment after it, and longer
/// lines elsewhere, may be cut).
fn code_width(p: &Program) -> usize {
    Kind::ALL
        .iter()
        .flat_map(|&k| {
            let after = p.lines_for(k, Some(Kind::Solution));
            p.lines(k).iter().chain(after)
        })
        .filter_map(|&l| p.line(l))
        .map(|t| {
            let code =
                ["  # ", "  // "].iter().filter_map(|c| t.find(c)).min().map_or(t, |end| &t[..end]);
            code.replace('\t', "    ").width()
        })
        .max()
        .unwrap_or(0)
}

/// A message of the view, in the language of the trace.
pub(super) fn say(template: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut out = Vec::new();
    fill(&mut out, template, args);
    String::from_utf8_lossy(&out).into_owned()
}

/// `text` in rows of at most `width` columns, broken between its items (which are separated
/// by two spaces); an item wider than `width` gets a row of its own.
fn wrap(text: &str, width: usize) -> Vec<String> {
    wrap_at(text, "  ", width, false)
}

/// `text` in rows of at most `width` columns, broken between its words (the spaces at a
/// break are dropped); a word wider than `width` is cut.
fn wrap_words(text: &str, width: usize) -> Vec<String> {
    wrap_at(text, " ", width, true)
}

/// `text` in rows of at most `width` columns, broken at each `sep` (dropped at a break); a
/// piece wider than `width` is cut into rows when `cut`, else it gets a row of its own.
fn wrap_at(text: &str, sep: &str, width: usize, cut: bool) -> Vec<String> {
    let mut rows: Vec<String> = Vec::new();
    for piece in text.split(sep) {
        match rows.last_mut() {
            Some(row) if row.width() + sep.width() + piece.width() <= width => {
                row.push_str(sep);
                row.push_str(piece);
            }
            Some(_) if piece.is_empty() => {}
            _ if cut => rows.extend(chunks(piece, width.max(1))),
            _ => rows.push(piece.to_string()),
        }
    }
    rows
}

/// `text` cut into pieces of at most `width` columns.
fn chunks(text: &str, width: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut used = 0;
    for c in text.chars() {
        let cw = c.width().unwrap_or(0);
        if used + cw > width && used > 0 {
            out.push(String::new());
            used = 0;
        }
        out.last_mut().unwrap().push(c);
        used += cw;
    }
    out
}

/// The longest prefix of `text` that fits in `width` terminal columns. The view's own colour
/// codes (`ESC [ … letter`) take no room; if the text is cut after one, colours are reset.
pub(super) fn fit(text: &str, width: usize) -> String {
    let mut used = 0;
    let mut styled = false;
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        if c == '\x1b' {
            styled = true;
            for (_, c) in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
            continue;
        }
        used += c.width().unwrap_or(0);
        if used > width {
            let mut cut = text[..i].to_string();
            if styled {
                cut.push_str("\x1b[0m");
            }
            return cut;
        }
    }
    text.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_counts_wide_characters_twice_and_colour_codes_not_at_all() {
        assert_eq!(fit("abc", 2), "ab");
        assert_eq!(fit("在棋局", 5), "在棋");
        assert_eq!(fit("→ try", 10), "→ try");
        assert_eq!(fit("\x1b[32mabc\x1b[39m", 3), "\x1b[32mabc\x1b[39m");
        assert_eq!(fit("\x1b[32mabc\x1b[39m", 2), "\x1b[32mab\x1b[0m");
    }

    #[test]
    fn wrap_breaks_between_items() {
        assert_eq!(wrap("a b  cc  d", 7), ["a b  cc", "d"]);
        assert_eq!(wrap("abcdef  g", 3), ["abcdef", "g"]);
        assert_eq!(wrap_words("a bc  d", 4), ["a bc", "d"]);
        assert_eq!(wrap_words("a  b", 9), ["a  b"]);
        assert_eq!(wrap_words("abcdef g", 3), ["abc", "def", "g"]);
        assert_eq!(wrap_words("wrong: 在棋局", 8), ["wrong:", "在棋局"]);
    }

    /// With colour, every mark has a foreground and a background (so it shows on light and
    /// dark themes); without, none has any, and the shapes alone differ.
    #[test]
    fn every_coloured_mark_has_both_colours_and_every_shape_differs() {
        use nqueens_trace::Conflict::*;
        let cells = [
            Cell::Free,
            Cell::Attacked,
            Cell::Queen,
            Cell::Tried,
            Cell::Placed,
            Cell::Rejected,
            Cell::Attacker,
            Cell::Line(Column),
            Cell::Line(Diagonal),
            Cell::Line(AntiDiagonal),
            Cell::Lifted,
            Cell::Solution,
        ];
        let mut shapes = std::collections::BTreeSet::new();
        for color in [true, false] {
            let mut v = view(nqueens_trace::Style::Default, nqueens_trace::Lang::En);
            v.color = color;
            for cell in cells {
                let mut out = Vec::new();
                v.cell(&mut out, cell).unwrap();
                let text = String::from_utf8(out).unwrap();
                let (fg, bg) = (text.contains("\x1b[38;"), text.contains("\x1b[48;"));
                assert_eq!(fg, bg, "{cell:?}: {text:?}");
                assert_eq!(fg, color && cell != Cell::Free, "{cell:?}: {text:?}");
                let mut shape = String::new();
                let mut chars = text.chars();
                while let Some(c) = chars.next() {
                    if c == '\x1b' {
                        chars.by_ref().find(char::is_ascii_alphabetic);
                    } else {
                        shape.push(c);
                    }
                }
                shapes.insert(shape);
            }
        }
        assert_eq!(shapes.len(), cells.len());
    }

    fn view(style: nqueens_trace::Style, lang: nqueens_trace::Lang) -> View {
        View {
            opts: TextOptions { style, lang, ..TextOptions::default() },
            color: true,
            queen: '♛',
            speed: 3,
            playing: false,
            code: None,
            tree: false,
            quiz: None,
            asking: false,
            tree_cache: Default::default(),
        }
    }

    /// Every step of a search, in every size down to a terminal too small for anything, in
    /// both styles, with and without the code pane and the tree: a frame is always drawn, and
    /// never panics.
    #[test]
    fn frames_of_every_step_at_every_size() {
        use nqueens_trace::{Filter, Lang, Solver, Style};
        let mut events = Vec::new();
        Solver::new(5).unwrap().run(&mut events).unwrap();
        for (style, lang, counts, code) in [
            (Style::Default, Lang::En, "solutions 10", None),
            (Style::Classic, Lang::Fa, "راه‌حل 10", Some("python")),
            (Style::Default, Lang::Zh, "解 10", Some("cpp-iterative")),
        ] {
            let mut v = view(style, lang);
            v.code = code.map(|c| Program::named(c).unwrap());
            v.tree = code.is_some();
            if code.is_some() {
                let row = "quiz: 0 of 0 right · is (0,0) accepted or rejected?".repeat(3);
                v.quiz = Some(vec![row.clone(), row.clone(), row]);
                v.asking = true;
            }
            let source = events.clone().into_iter().map(Ok::<Event, String>);
            let mut s = Cursor::new(source, Filter::default()).unwrap();
            loop {
                for size in [(140, 50), (20, 6), (1, 1), (0, 0)] {
                    v.frame(&s, size).unwrap();
                }
                if !s.forward() {
                    break;
                }
            }
            let frame = String::from_utf8(v.frame(&s, (140, 50)).unwrap()).unwrap();
            assert!(frame.contains(counts), "{frame}");
        }
    }
}
