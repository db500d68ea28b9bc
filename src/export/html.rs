//! `html`: one self-contained file that plays the search back, for a projector.
//!
//! Inline CSS and JavaScript, no network: it works from a USB stick in a lecture hall. The
//! board shows the queens so far, the square being tried, and on a reject the attacking queen
//! and the line of attack; beside it the indented log with the current line highlighted; above
//! it the counts so far. Play, pause, step, first, last, a slider over every step and a speed;
//! the keys ←, →, space, Home and End. A link can open at a step: `player.html#step=42`, and
//! `#play` starts playing.
//!
//! Every step is embedded (with its whole board, so the slider can jump anywhere at once), so
//! the driver caps the trace at [`super::MAX_EMBEDDED_STEPS`] unless forced; the records are
//! kept until [`Exporter::end`], so a trace past the cap is refused before a byte is written.

use super::escape;
use super::format::{Format, Opt, Options};
use super::{Exporter, Frame, LogLine};
use crate::event::Event;
use crate::export::ExportError;
use std::io::Write;

/// The `html` format.
pub const FORMAT: Format = Format::new(
    "html",
    "A self-contained HTML player (inline CSS and JavaScript)",
    |out, o| Box::new(Html::with_options(out, o)),
)
.reads(&[Opt::Theme, Opt::Queen])
.cap(super::MAX_EMBEDDED_STEPS);

const CSS: &str = include_str!("player.css");
const JS: &str = include_str!("player.js");

/// Writes the player.
#[derive(Debug)]
pub struct Html<W: Write> {
    out: W,
    title: Option<String>,
    n: u32,
    records: Vec<u8>,
    log: LogLine,
    options: Options,
}

impl<W: Write> Html<W> {
    /// A player titled `title` (default `n-queens N×N`) written into `out`.
    pub fn new(out: W, title: Option<String>) -> Self {
        Html::with_options(
            out,
            &Options {
                title,
                ..Options::default()
            },
        )
    }

    /// The player that `options` describe: the log lines in their language and numbering;
    /// the theme and the queen are the player's to draw ([`Html::options`]).
    pub fn with_options(out: W, options: &Options) -> Self {
        Html {
            out,
            title: options.title.clone(),
            n: 1,
            records: Vec::new(),
            log: LogLine::new(&options.text),
            options: options.clone(),
        }
    }

    /// The options it was made with (`--theme`, `--queen`, `--lang` for the player).
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

fn kind_code(event: &Event) -> &'static str {
    match event {
        Event::Start { .. } => "s",
        Event::Try { .. } => "t",
        Event::Accept { .. } => "a",
        Event::Reject { .. } => "r",
        Event::Solution { .. } => "S",
        Event::Backtrack { .. } => "b",
        Event::Done { .. } => "d",
    }
}

impl<W: Write> Exporter for Html<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        self.n = n;
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        let e = frame.event;
        let (r, c) = e.square().map_or((-1, -1), |(r, c)| (r as i64, c as i64));
        let (ar, ac) = frame
            .attack()
            .map_or((-1, -1), |(a, _, _)| (a.0 as i64, a.1 as i64));
        let b = frame.board;
        let queens: Vec<String> = b.queens().iter().map(u32::to_string).collect();
        Ok(writeln!(
            self.records,
            "[{},\"{}\",{r},{c},{ar},{ac},[{}],{},{},{},{},{}],",
            e.step(),
            kind_code(e),
            queens.join(","),
            b.tries,
            b.rejects,
            b.backtracks,
            b.solutions,
            escape::script_json(&self.log.of(e)),
        )?)
    }

    fn end(&mut self) -> Result<(), ExportError> {
        let n = self.n;
        let title = super::title(&self.title, n);
        let title = escape::html(&title);
        let out = &mut self.out;
        write!(
            out,
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <title>{title}</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n\
             <header>\n<h1>{title}</h1>\n<div id=\"counters\">\n"
        )?;
        for (id, label) in [
            ("step", "step"),
            ("tries", "tries"),
            ("rejects", "rejects"),
            ("backtracks", "backtracks"),
            ("solutions", "solutions"),
        ] {
            writeln!(
                out,
                "<span class=\"counter\"><b id=\"c-{id}\">0</b> {label}</span>"
            )?;
        }
        out.write_all(
            "</div>\n</header>\n<main>\n\
             <div id=\"board\" role=\"img\" aria-label=\"the board\"></div>\n\
             <div id=\"side\">\n<p id=\"now\" aria-live=\"polite\"></p>\n<ol id=\"log\"></ol>\n</div>\n</main>\n\
             <footer>\n\
             <button id=\"first\" title=\"first step (Home)\">|\u{25C0}</button>\n\
             <button id=\"back\" title=\"step back (\u{2190})\">\u{25C0}</button>\n\
             <button id=\"play\" title=\"play or pause (space)\">\u{25B6} Play</button>\n\
             <button id=\"fwd\" title=\"step forward (\u{2192})\">\u{25B6}</button>\n\
             <button id=\"last\" title=\"last step (End)\">\u{25B6}|</button>\n\
             <input id=\"slider\" type=\"range\" min=\"0\" max=\"0\" value=\"0\" aria-label=\"step\">\n\
             <label>speed <input id=\"speed\" type=\"range\" min=\"1\" max=\"30\" value=\"4\"> \
             <span id=\"speed-v\">4</span> steps/s</label>\n\
             <span class=\"keys\">\u{2190} \u{2192} space Home End</span>\n\
             </footer>\n<script>\nconst TRACE = {\"n\":"
                .as_bytes(),
        )?;
        writeln!(out, "{n},\"steps\":[")?;
        out.write_all(&self.records)?;
        write!(
            out,
            "]}};\n</script>\n<script>\n{JS}</script>\n</body>\n</html>\n"
        )?;
        Ok(out.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Export, Selection};
    use crate::solver::Solver;

    #[test]
    fn a_record_carries_the_whole_board_and_its_log_line() {
        let sel = Selection {
            from: 12,
            to: Some(12),
            only: vec![],
        };
        let mut export = Export::new(Html::new(Vec::new(), None), sel, None);
        Solver::new(4).unwrap().run(&mut export).unwrap();
        let html = String::from_utf8(export.into_inner().into_inner()).unwrap();
        let records: Vec<&str> = html.lines().filter(|l| l.starts_with('[')).collect();
        assert_eq!(
            records,
            ["[12,\"r\",2,1,1,2,[0,2],6,4,0,0,\"│ │ ✗ reject (2,1): same anti-diagonal (/) as the queen at (1,2)\"],"]
        );
        assert!(html.contains("<title>n-queens 4×4</title>"));
        assert!(html.contains("const TRACE = {\"n\":4,\"steps\":[\n"));
    }
}
