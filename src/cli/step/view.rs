//! One screen of the step view: the title, the board, the legend, the counters, the recent
//! trace lines with the current one marked, and the key help; drawn into a buffer that is
//! written to the terminal at once, so the screen never shows half a frame.

use super::SPEEDS;
use crossterm::style::{Attribute, Color, Print, SetAttribute, SetBackgroundColor};
use crossterm::style::{ResetColor, SetForegroundColor};
use crossterm::{cursor, queue, terminal};
use nqueens_trace::board::Cell;
use nqueens_trace::cursor::{Cursor, Notice};
use nqueens_trace::lang::{fill, Arg};
use nqueens_trace::{Conflict, Event, Kind, Sink, TextOptions, TextPrinter};
use std::io;
use unicode_width::UnicodeWidthChar;

pub struct View {
    pub opts: TextOptions,
    pub color: bool,
    pub queen: char,
    pub speed: usize,
    pub playing: bool,
}

impl View {
    /// One whole screen, as the bytes to write.
    pub fn frame<I>(&self, s: &Cursor<I>, (width, height): (u16, u16)) -> io::Result<Vec<u8>>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let (w, h) = (usize::from(width), usize::from(height));
        let mut out = Vec::new();
        let mut row = 0;
        queue!(out, ResetColor, cursor::MoveTo(0, 0))?;
        let line = |out: &mut Vec<u8>, text: &str, row: &mut usize| -> io::Result<()> {
            if *row + 1 < h {
                queue!(out, cursor::MoveTo(0, *row as u16), Print(fit(text, w)))?;
                queue!(out, terminal::Clear(terminal::ClearType::UntilNewLine))?;
                *row += 1;
            }
            Ok(())
        };
        let m = self.opts.lang.messages();
        let total = if s.is_read() {
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
        line(&mut out, "", &mut row)?;
        self.board(&mut out, s, w, h, &mut row)?;
        let mut glyph = [0; 4];
        let glyph = self.queen.encode_utf8(&mut glyph).as_bytes();
        line(
            &mut out,
            &say(m.view_legend, &[("q", Arg::Text(glyph))]),
            &mut row,
        )?;
        let counts = [
            ("t", Arg::Num(s.count(Kind::Try))),
            ("a", Arg::Num(s.count(Kind::Accept))),
            ("r", Arg::Num(s.count(Kind::Reject))),
            ("b", Arg::Num(s.count(Kind::Backtrack))),
            ("s", Arg::Num(s.count(Kind::Solution))),
        ];
        line(&mut out, &say(m.view_counts, &counts), &mut row)?;
        let notice = match s.notice() {
            None => String::new(),
            Some(Notice::NoNextSolution) => m.view_no_next.to_string(),
            Some(Notice::NoPreviousSolution) => m.view_no_previous.to_string(),
            Some(Notice::Capped(k)) => say(m.view_capped, &[("k", Arg::Num(*k as u64))]),
            Some(Notice::Read(e)) => e.clone(),
        };
        line(&mut out, &notice, &mut row)?;
        let room = h.saturating_sub(row + 1);
        let (before, current) = self.trace_lines(s, room);
        for text in before
            .iter()
            .skip((before.len() + current.len()).saturating_sub(room))
        {
            line(&mut out, &format!("  {text}"), &mut row)?;
        }
        for (i, text) in current.iter().take(room).enumerate() {
            queue!(out, SetAttribute(Attribute::Reverse))?;
            let mark = if i == 0 { "▶ " } else { "  " };
            line(&mut out, &format!("{mark}{text}"), &mut row)?;
            queue!(out, SetAttribute(Attribute::Reset))?;
        }
        queue!(out, cursor::MoveTo(0, row as u16))?;
        queue!(out, terminal::Clear(terminal::ClearType::FromCursorDown))?;
        let help_row = h.saturating_sub(1) as u16;
        queue!(out, cursor::MoveTo(0, help_row), Print(fit(m.view_keys, w)))?;
        Ok(out)
    }

    fn board<I>(
        &self,
        out: &mut Vec<u8>,
        s: &Cursor<I>,
        w: usize,
        h: usize,
        row: &mut usize,
    ) -> io::Result<()>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let base = u32::from(self.opts.one_based);
        let fits = |cols: usize| 4 + 3 * cols <= w;
        let cols = (0..s.n() as usize).take_while(|&c| fits(c + 1)).count();
        let mut header = String::from("    ");
        for c in 0..cols as u32 {
            header.push_str(&format!("{:^3}", c + base));
        }
        for (r, cells) in std::iter::once(None)
            .chain(s.board().into_iter().map(Some))
            .enumerate()
        {
            if *row + 1 >= h {
                break;
            }
            queue!(out, cursor::MoveTo(0, *row as u16))?;
            match cells {
                None => queue!(out, Print(&header))?,
                Some(cells) => {
                    queue!(out, Print(format!("{:>3} ", r as u32 - 1 + base)))?;
                    for cell in cells.into_iter().take(cols) {
                        self.cell(out, cell)?;
                    }
                }
            }
            queue!(out, terminal::Clear(terminal::ClearType::UntilNewLine))?;
            *row += 1;
        }
        Ok(())
    }

    fn cell(&self, out: &mut Vec<u8>, cell: Cell) -> io::Result<()> {
        // The square the current event is about is bracketed and the attacker parenthesised,
        // so the view reads without colour too (and in a test's capture of the screen).
        let q = self.queen;
        let (text, fg, bg) = match cell {
            Cell::Free => (" . ".to_string(), None, None),
            Cell::Attacked => (" : ".to_string(), Some(Color::Grey), Some(Color::DarkGrey)),
            Cell::Queen => (format!(" {q} "), Some(Color::White), None),
            Cell::Tried => ("[?]".to_string(), Some(Color::Black), Some(Color::Yellow)),
            Cell::Placed => (format!("[{q}]"), Some(Color::Black), Some(Color::Green)),
            Cell::Rejected => ("[x]".to_string(), Some(Color::White), Some(Color::Red)),
            Cell::Attacker => (format!("({q})"), Some(Color::Red), Some(Color::White)),
            Cell::Line(Conflict::Column) => (" | ".to_string(), Some(Color::Red), None),
            Cell::Line(Conflict::Diagonal) => (" \\ ".to_string(), Some(Color::Red), None),
            Cell::Line(Conflict::AntiDiagonal) => (" / ".to_string(), Some(Color::Red), None),
            Cell::Lifted => ("[^]".to_string(), Some(Color::Black), Some(Color::Yellow)),
            Cell::Solution => (format!(" {q} "), Some(Color::Black), Some(Color::Cyan)),
        };
        if self.color {
            if let Some(fg) = fg {
                queue!(out, SetForegroundColor(fg))?;
            }
            if let Some(bg) = bg {
                queue!(out, SetBackgroundColor(bg))?;
            }
        }
        queue!(out, Print(text), ResetColor)
    }

    /// The trace lines of the shown events before the current one (enough to fill `room`), and
    /// those of the current event (empty if it is hidden).
    fn trace_lines<I>(&self, s: &Cursor<I>, room: usize) -> (Vec<String>, Vec<String>)
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let events = &s.events()[..=s.pos()];
        let filter = s.filter();
        // Walk back over at most this many events: a filter that shows little must not make
        // every key press replay the whole trace.
        let mut first = s.pos();
        let mut shown = 0;
        while first > 0 && shown < room && s.pos() - first < 100_000 {
            first -= 1;
            shown += usize::from(filter.shows(&events[first]));
        }
        let mut printer = TextPrinter::new(Vec::new(), self.opts.clone());
        printer.set_placed(&s.placed_before(first));
        for e in &events[first..s.pos()] {
            let _ = printer.event(e);
        }
        let mut bytes = printer.into_inner();
        let mark = bytes.len();
        let mut printer = TextPrinter::new(Vec::new(), self.opts.clone());
        printer.set_placed(&s.placed_before(s.pos()));
        let _ = printer.event(s.current());
        bytes.extend(printer.into_inner());
        let lines = |b: &[u8]| -> Vec<String> {
            String::from_utf8_lossy(b)
                .lines()
                .map(str::to_string)
                .collect()
        };
        (lines(&bytes[..mark]), lines(&bytes[mark..]))
    }
}

/// A message of the view, in the language of the trace.
fn say(template: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut out = Vec::new();
    fill(&mut out, template, args);
    String::from_utf8_lossy(&out).into_owned()
}

/// The longest prefix of `text` that fits in `width` terminal columns.
fn fit(text: &str, width: usize) -> &str {
    let mut used = 0;
    for (i, c) in text.char_indices() {
        used += c.width().unwrap_or(0);
        if used > width {
            return &text[..i];
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_counts_wide_characters_twice() {
        assert_eq!(fit("abc", 2), "ab");
        assert_eq!(fit("在棋局", 5), "在棋");
        assert_eq!(fit("→ try", 10), "→ try");
    }

    fn view(style: nqueens_trace::Style, lang: nqueens_trace::Lang) -> View {
        View {
            opts: TextOptions {
                style,
                lang,
                ..TextOptions::default()
            },
            color: true,
            queen: '♛',
            speed: 3,
            playing: false,
        }
    }

    /// Every step of a search, in every size down to a terminal too small for anything, and in
    /// both styles: a frame is always drawn, and never panics.
    #[test]
    fn frames_of_every_step_at_every_size() {
        use nqueens_trace::{Filter, Lang, Solver, Style};
        let mut events = Vec::new();
        Solver::new(5).unwrap().run(&mut events).unwrap();
        for (style, lang, counts) in [
            (Style::Default, Lang::En, "solutions 10"),
            (Style::Classic, Lang::Fa, "راه‌حل 10"),
        ] {
            let v = view(style, lang);
            let source = events.clone().into_iter().map(Ok::<Event, String>);
            let mut s = Cursor::new(source, Filter::default()).unwrap();
            loop {
                for size in [(100, 40), (20, 6), (1, 1), (0, 0)] {
                    v.frame(&s, size).unwrap();
                }
                if !s.forward() {
                    break;
                }
            }
            let frame = String::from_utf8(v.frame(&s, (100, 40)).unwrap()).unwrap();
            assert!(frame.contains(counts), "{frame}");
        }
    }
}
