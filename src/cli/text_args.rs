//! The options of student mode, shared by `run`, `replay` and `step`: the language, the
//! layout, the board, the numbering and the filters of the text trace; and the pace of a
//! projector (`--delay`).

use clap::Args;
use nqueens_trace::filter::{parse_kinds, Filter};
use nqueens_trace::{BoardStyle, Kind, Lang, Style, TextOptions};
use std::io::{self, Write};
use std::thread;
use std::time::Duration;

/// How the text trace reads. None of these touch JSON Lines output, which is always the whole
/// trace, counted from 0.
#[derive(Debug, Args, Clone)]
pub struct TextArgs {
    /// The language of the text trace and its summary: en, zh, zh-Hant, fa or tr.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = super::values::of::<Lang>())]
    pub lang: Lang,
    /// The layout: default, or classic (a textbook's log: a check line and an outcome line per
    /// try, squares as (column,row)).
    #[arg(long, value_name = "STYLE", default_value = "default", value_parser = super::values::of::<Style>())]
    pub style: Style,
    /// How solutions' boards are printed: dots (. Q . .) or matrix ([0, 1, 0, 0]).
    #[arg(long, value_name = "KIND", default_value = "dots", value_parser = super::values::of::<BoardStyle>())]
    pub board: BoardStyle,
    /// Number rows and columns from 1 in the text trace, as textbooks do.
    #[arg(long)]
    pub one_based: bool,
    #[command(flatten)]
    pub kinds: KindArgs,
}

/// `--only`, `--hide` and `--max-depth`: which kinds of step a text trace shows, and which an
/// export holds, in the same words for both.
#[derive(Debug, Args, Clone)]
pub struct KindArgs {
    /// Keep only these kinds of step, e.g. accept,backtrack,solution (the kinds: start, try,
    /// accept, reject, solution, backtrack, done).
    #[arg(long, value_name = "KINDS", value_parser = kinds)]
    pub only: Option<Kinds>,
    /// Hide these kinds of step, e.g. try,reject.
    #[arg(long, value_name = "KINDS", value_parser = kinds)]
    pub hide: Option<Kinds>,
    /// Hide steps deeper than D: the first row is depth 0, whatever the numbering.
    #[arg(long, value_name = "D")]
    pub max_depth: Option<u32>,
}

/// A parsed list of event kinds (clap wants one type per argument).
#[derive(Debug, Clone)]
pub struct Kinds(pub Vec<Kind>);

/// Parses `--delay MS`.
pub fn parse_delay(s: &str) -> Result<u64, String> {
    s.parse::<u64>().map_err(|_| "expected a whole number of milliseconds, such as 500".to_string())
}

/// Parses a comma-separated list of event kinds (`--only`, `--hide`, and export's `--only`).
pub fn kinds(s: &str) -> Result<Kinds, String> {
    parse_kinds(s).map(Kinds).map_err(|e| e.to_string())
}

impl TextArgs {
    /// Text options with these settings; palette, indent and queen at their defaults.
    pub fn options(&self) -> TextOptions {
        TextOptions {
            lang: self.lang,
            style: self.style,
            board: self.board,
            one_based: self.one_based,
            filter: self.filter(),
            ..TextOptions::default()
        }
    }

    /// The filter these options describe.
    pub fn filter(&self) -> Filter {
        self.kinds.filter()
    }
}

impl KindArgs {
    /// The filter of the steps these options keep.
    pub fn filter(&self) -> Filter {
        let mut filter = Filter::default();
        if let Some(Kinds(only)) = &self.only {
            filter = filter.only(only);
        }
        if let Some(Kinds(hide)) = &self.hide {
            filter = filter.hide(hide);
        }
        filter.max_depth(self.max_depth)
    }
}

/// A writer that pauses after each line it passes on, for a projector (`--delay MS`).
///
/// It flushes before each pause, so that every line is on the screen while the class reads it.
#[derive(Debug)]
pub struct Paced<W> {
    inner: W,
    delay: Duration,
}

impl<W: Write> Paced<W> {
    pub fn new(inner: W, delay: Duration) -> Self {
        Paced { inner, delay }
    }
}

impl<W: Write> Write for Paced<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        // Pass on at most one line per call, so the pause falls right after it.
        let end = buf.iter().position(|&b| b == b'\n').map_or(buf.len(), |i| i + 1);
        let written = self.inner.write(&buf[..end])?;
        if written == end && buf[end - 1] == b'\n' {
            self.inner.flush()?;
            thread::sleep(self.delay);
        }
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paced_passes_every_byte_through() {
        let mut out = Paced::new(Vec::new(), Duration::ZERO);
        out.write_all(b"one\ntwo\nthree").unwrap();
        assert_eq!(out.inner, b"one\ntwo\nthree");
    }
}
