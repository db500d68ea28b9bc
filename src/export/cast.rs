//! `cast`: an asciinema recording (asciicast v2) of the coloured text trace, for
//! asciinema-player or `agg`.
//!
//! The header carries the width, the height and the title, and nothing that changes from run to
//! run (no timestamp). Then one output event per line of the text trace, `delay` milliseconds
//! apart; a solution's board is several lines, so several events. It streams: the width is
//! worked out from `n` alone, as the widest line a trace of that size can hold.

use super::{Exporter, Format, Frame, SharedBuf, Wording};
use crate::color::Palette;
use crate::event::Event;
use crate::export::ExportError;
use crate::printer::text::{TextOptions, TextPrinter};
use crate::sink::Sink;
use std::io::Write;

/// The `cast` format.
pub const FORMAT: Format =
    Format::new("cast", "An asciinema recording (asciicast v2) of the coloured text trace");

/// The terminal height in the header: enough for a log to scroll through.
pub const HEIGHT: u32 = 30;

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
    lines: u64,
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
            lines: 0,
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

/// The widest line of a trace of size `n`, in columns: the guides of the deepest row and the
/// longest reject line, or the start line with a limit, whichever is wider.
pub fn width(n: u32) -> u32 {
    let digits = n.saturating_sub(1).to_string().len() as u32;
    // "✗ reject (r,c): same anti-diagonal (/) as the queen at (r,c)"
    let reject = 2 * n.saturating_sub(1) + 56 + 4 * digits;
    // "n-queens N×N: one queen per row, …; stops after K solutions", K up to 20 digits
    let start = 99 + 2 * (n.to_string().len() as u32) + 20;
    reject.max(start).max(80)
}

impl<W: Write> Exporter for Cast<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        let title = super::title(&self.title, n);
        Ok(writeln!(
            self.out,
            "{{\"version\": 2, \"width\": {}, \"height\": {HEIGHT}, \"title\": {}}}",
            width(n),
            serde_json::Value::String(title)
        )?)
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        self.printer.event(frame.event)?;
        let text = self.text.take();
        let text = String::from_utf8_lossy(&text);
        // A marker where a solution's lines begin, written before them (times never go
        // back): asciinema's player shows it on its progress bar, jumps to it and can pause
        // there.
        if let Event::Solution { index, .. } = frame.event {
            let ms = self.lines * self.delay_ms;
            writeln!(self.out, "[{}.{:03}, \"m\", \"★ {index}\"]", ms / 1000, ms % 1000)?;
        }
        for line in text.lines() {
            let ms = self.lines * self.delay_ms;
            let data = serde_json::Value::String(format!("{line}\r\n"));
            writeln!(self.out, "[{}.{:03}, \"o\", {data}]", ms / 1000, ms % 1000)?;
            self.lines += 1;
        }
        Ok(())
    }

    fn end(&mut self) -> Result<(), ExportError> {
        Ok(self.out.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn width_holds_the_widest_line() {
        // The reject line of row 31 on n=32: 31 guides of 2 columns.
        let line = format!(
            "{}✗ reject (31,30): same anti-diagonal (/) as the queen at (30,31)",
            "│ ".repeat(31)
        );
        assert!(width(32) as usize >= line.chars().count());
        let start = "n-queens 32×32: one queen per row, columns left to right; squares are (row,col); stops after 18446744073709551615 solutions";
        assert!(width(32) as usize >= start.chars().count(), "{}", width(32));
        assert_eq!(width(4), 121);
    }
}
