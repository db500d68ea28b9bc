//! `cast`: an asciinema recording (asciicast v2) of the coloured text trace, for
//! asciinema-player or `agg`.
//!
//! The header carries the width, the height and the title, and nothing that changes from run to
//! run (no timestamp). Then one output event per line of the text trace, `delay` milliseconds
//! apart; a solution's board is several lines, so several events. The terminal is as wide as
//! the trace's widest line and a margin, so that `agg` draws no empty half: that width is known
//! only at the end (a language's words, the digits of a limit, the depth of the deepest reject),
//! so the events are spooled and the header written before them when the trace ends; memory
//! stays flat all the same.

use super::spool::Spool;
use super::{Exporter, Format, Frame, SharedBuf, Wording};
use crate::color::Palette;
use crate::event::Event;
use crate::export::ExportError;
use crate::printer::text::{TextOptions, TextPrinter};
use crate::sink::Sink;
use std::io::Write;
use unicode_width::UnicodeWidthChar;

/// The `cast` format.
pub const FORMAT: Format =
    Format::new("cast", "An asciinema recording (asciicast v2) of the coloured text trace");

/// The columns left free right of the widest line: a player draws its last column flush with
/// the frame, and a line that touches it looks cut.
pub const MARGIN: u32 = 2;

/// The height of a classic terminal, the recording's height unless a solution's board needs
/// more or the recording has fewer lines.
pub const HEIGHT: u32 = 24;

/// The options of a recording.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// The title in the header; default `n-queens N×N`.
    pub title: Option<String>,
    /// The language and numbering of the trace's lines.
    pub wording: Wording,
    /// Milliseconds between lines; default 100.
    pub delay_ms: u32,
    /// The glyph of a queen on a solution's board; default `Q`.
    pub queen: char,
}

impl Default for Options {
    fn default() -> Self {
        Options { title: None, wording: Wording::default(), delay_ms: 100, queen: 'Q' }
    }
}

super::format_options!(Cast);

/// Writes the recording.
#[derive(Debug)]
pub struct Cast<W: Write> {
    out: W,
    title: Option<String>,
    delay_ms: u64,
    printer: TextPrinter<SharedBuf>,
    text: SharedBuf,
    /// The events, held until the end tells the header's width.
    events: Spool,
    n: u32,
    lines: u64,
    /// The widest line so far, in terminal columns.
    widest: u32,
}

impl<W: Write> Cast<W> {
    /// The recording that `options` describe, written into `out`.
    pub fn new(out: W, options: &Options) -> Self {
        let opts = TextOptions {
            palette: Palette::colored(),
            lang: options.wording.lang,
            one_based: options.wording.one_based,
            queen: options.queen,
            ..TextOptions::default()
        };
        let text = SharedBuf::default();
        Cast {
            out,
            title: options.title.clone(),
            delay_ms: options.delay_ms.into(),
            printer: TextPrinter::new(text.clone(), opts),
            text,
            events: Spool::default(),
            n: 0,
            lines: 0,
            widest: 0,
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// Spools one event at `ms` milliseconds.
    fn event(&mut self, ms: u64, code: &str, data: String) -> Result<(), ExportError> {
        let data = serde_json::Value::String(data);
        let event = format!("[{}.{:03}, \"{code}\", {data}]\n", ms / 1000, ms % 1000);
        self.events.push(event.as_bytes())
    }
}

/// The columns `line` takes on a terminal: its characters' widths (two for a Chinese one, none
/// for a bidirectional isolate), without the colour codes (`ESC [ … m`).
pub fn columns(line: &str) -> u32 {
    let mut width = 0;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            // A control sequence ends at its final byte, a character from `@` to `~`.
            if chars.next() == Some('[') {
                chars.by_ref().find(|c| ('@'..='~').contains(c));
            }
        } else {
            width += c.width().unwrap_or(0) as u32;
        }
    }
    width
}

/// The terminal's height for a recording of `lines` lines of a board of size `n`: a classic
/// terminal's, or enough to show a solution's heading, its board, the accept before it and the
/// cursor's empty row when the board is taller; and no more rows than the recording fills.
pub fn height(n: u32, lines: u64) -> u32 {
    let fits = HEIGHT.max(n + 3);
    u32::try_from(lines.saturating_add(1)).map_or(fits, |filled| filled.min(fits))
}

impl<W: Write> Exporter for Cast<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        self.n = n;
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        self.printer.event(frame.event)?;
        let text = self.text.take();
        let text = String::from_utf8_lossy(&text);
        for line in text.lines() {
            self.widest = self.widest.max(columns(line));
            self.event(self.lines * self.delay_ms, "o", format!("{line}\r\n"))?;
            self.lines += 1;
        }
        // A marker once a solution's board is drawn, halfway to the next line: a player that
        // stops there, or jumps there, shows the whole board and nothing after it.
        if let Event::Solution { index, .. } = frame.event {
            let ms = self.lines.saturating_sub(1) * self.delay_ms + self.delay_ms / 2;
            self.event(ms, "m", format!("★ {index}"))?;
        }
        Ok(())
    }

    fn end(&mut self) -> Result<(), ExportError> {
        let title = super::title(&self.title, self.n);
        writeln!(
            self.out,
            "{{\"version\": 2, \"width\": {}, \"height\": {}, \"title\": {}}}",
            self.widest + MARGIN,
            height(self.n, self.lines),
            serde_json::Value::String(title)
        )?;
        std::mem::take(&mut self.events).copy_to(&mut self.out)?;
        Ok(self.out.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_what_a_terminal_shows() {
        assert_eq!(columns("\x1b[90m│ │ \x1b[0m\x1b[36;1m★ solution 1\x1b[0m"), 16);
        assert_eq!(columns("拒绝 (1,0)"), 10, "a Chinese character takes two columns");
        assert_eq!(columns("\u{2066}(1,0)\u{2069}"), 5, "an isolate takes none");
    }

    #[test]
    fn the_height_fits_a_board_and_no_more_than_the_lines() {
        assert_eq!(height(4, 140), HEIGHT);
        assert_eq!(height(4, 10), 11, "ten lines and the cursor's row");
        assert_eq!(height(32, 5000), 35);
        assert_eq!(height(32, u64::MAX), 35);
    }
}
