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
//!
//! A trace of another problem is its own text trace (the lines of [`TextPrinter`], in the
//! problem's words); under each solution's heading, instead of the problem's plain drawing,
//! its picture in colour ([`screen`]): a Sudoku's grid ruled in boxes, a colouring's vertices
//! each in its colour beside its neighbours in theirs, a subset sum's items (those taken
//! lit) above a bar of the sum against the target.

use super::spool::Spool;
use super::{Exporter, Format, Frame, SharedBuf, Wording};
use crate::color::{Paint, Palette};
use crate::event::{Event, Position};
use crate::export::ExportError;
use crate::picture::{Mark, Picture, Place, Shape};
use crate::printer::text::{TextOptions, TextPrinter};
use crate::problem::Problem;
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
    /// The language of the lines, for a problem's title and colours.
    lang: crate::lang::Lang,
    /// A trace of another problem than N-Queens: the problem, the start the text printer
    /// resumes from when the selection leaves the trace's start out, and whether it has seen
    /// a step yet.
    problem: Option<(Box<dyn Problem>, Event, bool)>,
    /// The most lines a solution's heading and picture take.
    tallest: u32,
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
            lang: options.wording.lang,
            problem: None,
            tallest: 0,
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
    /// Records `problem`'s text trace, its picture under each solution.
    fn problem(&mut self, problem: &dyn Problem) -> Result<(), ExportError> {
        let schema = crate::problem::schema_of(problem);
        let n = problem.size();
        let start = Event::Start { step: 0, schema, n, limit: None, start: Position::NONE };
        self.problem = Some((problem.fresh(), start, false));
        Ok(())
    }

    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        self.n = n;
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        if let (Some((_, start, seen)), Some(picture)) = (&mut self.problem, frame.picture) {
            // A selection that leaves out the start: the printer picks the search up at the
            // depth of the picture's branch before this step.
            if !*seen && !matches!(frame.event, Event::Start { .. }) {
                let branch = picture.branch().count() as u32;
                let depth = match frame.event {
                    Event::Accept { .. } => branch.saturating_sub(1),
                    Event::Backtrack { .. } => branch + 1,
                    _ => branch,
                };
                self.printer.resume_problem(start, depth, false);
            }
            *seen = true;
        }
        self.printer.event(frame.event)?;
        let text = self.text.take();
        let mut text = String::from_utf8_lossy(&text).into_owned();
        if let (Some((problem, ..)), Some(picture), Event::Solution { queens, .. }) =
            (&self.problem, frame.picture, frame.event)
        {
            let (lines, tall) =
                solution(self.lang, &**problem, picture, frame.event, queens, &text);
            self.tallest = self.tallest.max(tall);
            text = lines;
        }
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
        let (title, height) = match (&self.title, &self.problem) {
            (None, Some((problem, ..))) => {
                let mut title = Vec::new();
                crate::problem::say_title(&**problem, self.lang, self.n, &mut title);
                let filled = u32::try_from(self.lines.saturating_add(1)).unwrap_or(u32::MAX);
                let fits = HEIGHT.max(self.tallest + 2);
                (String::from_utf8_lossy(&title).into_owned(), fits.min(filled))
            }
            _ => (super::title(&self.title, self.n), height(self.n, self.lines)),
        };
        writeln!(
            self.out,
            "{{\"version\": 2, \"width\": {}, \"height\": {}, \"title\": {}}}",
            self.widest + MARGIN,
            height,
            serde_json::Value::String(title)
        )?;
        std::mem::take(&mut self.events).copy_to(&mut self.out)?;
        Ok(self.out.flush()?)
    }
}

/// The lines of a solution of another problem: the printer's heading (`text`'s first line),
/// then the problem's picture in colour, indented as the printer indents its plain drawing of
/// the `values` in `lang`, which it replaces; and how many lines they are.
fn solution(
    lang: crate::lang::Lang,
    problem: &dyn Problem,
    picture: &Picture,
    event: &Event,
    values: &[u32],
    text: &str,
) -> (String, u32) {
    let mut lines = text.lines();
    let Some(heading) = lines.next() else { return (text.to_string(), 0) };
    let drawn = problem.draw(values, lang);
    // The printer's guides and its four spaces, before its first row.
    let indent = match (lines.next(), drawn.first()) {
        (Some(line), Some(row)) => line.strip_suffix(row.as_str()).unwrap_or("    "),
        _ => "    ",
    };
    let palette = Palette::colored();
    let rows = screen::rows(picture.shape(), &picture.places(Some(event)), &palette, lang);
    let rows = if rows.is_empty() { drawn } else { rows };
    let tall = rows.len() as u32 + 1;
    let mut out = format!("{heading}\n");
    for row in rows {
        out.push_str(indent);
        out.push_str(&row);
        out.push('\n');
    }
    (out, tall)
}

/// A problem's picture drawn in a terminal, in colour, from the marks of
/// [`crate::picture::Picture`].
pub mod screen {
    use super::*;
    use crate::lang::Lang;
    use crate::problem::coloring::Coloring;

    /// The most vertices drawn one a row, each beside its neighbours: a larger graph is drawn
    /// as its choices, eight a row, each in its colour.
    pub const VERTEX_ROWS: usize = 32;

    /// The columns of a subset sum's bar.
    pub const BAR: u64 = 20;

    /// The escape code of a colouring's colour `c` as a terminal's foreground, in the order
    /// the problem names them (red, green, blue, yellow, purple, orange, cyan, pink); a
    /// colour past them is the terminal's own, in bold.
    pub fn color_code(c: u32) -> &'static str {
        const CODES: [&str; 8] = ["31", "32", "34", "33", "35", "38;5;208", "36", "38;5;213"];
        CODES.get(c as usize).copied().unwrap_or("39")
    }

    fn paint(text: &str, paint: &Paint) -> String {
        format!("{}{text}{}", paint.open, paint.close)
    }

    /// `text` in colour `c` of a colouring, bold.
    fn in_color(text: &str, c: u32) -> String {
        format!("\x1b[{};1m{text}\x1b[0m", color_code(c))
    }

    /// The rows that draw `places` of `shape`; none for a board (N-Queens' is the printer's).
    /// Colours are named in `lang`.
    pub fn rows(shape: &Shape, places: &[Place], palette: &Palette, lang: Lang) -> Vec<String> {
        match shape {
            Shape::Board { .. } => Vec::new(),
            Shape::Grid { side, box_side, .. } => grid(*side, *box_side, places, palette),
            Shape::Graph { names, edges, .. } => graph(names, edges, places, lang),
            Shape::Items { items, target } => items_rows(items, *target, places, palette),
        }
    }

    /// A Sudoku's grid ruled in boxes: the givens bold, the digits of the search green, the
    /// rules grey.
    fn grid(side: u32, box_side: u32, places: &[Place], palette: &Palette) -> Vec<String> {
        let (side, b) = (side as usize, box_side.max(1) as usize);
        let boxes = side / b;
        let rule = |left: &str, mid: &str, right: &str| {
            let bar = vec!["─".repeat(2 * b + 1); boxes].join(mid);
            paint(&format!("{left}{bar}{right}"), &palette.guide)
        };
        let mut rows = vec![rule("┌", "┬", "┐")];
        for r in 0..side {
            if r > 0 && r % b == 0 {
                rows.push(rule("├", "┼", "┤"));
            }
            let mut line = String::new();
            for c in 0..side {
                if c % b == 0 {
                    line.push_str(&paint("│", &palette.guide));
                }
                let place = places.get(r * side + c).copied();
                let cell = match place {
                    Some(Place { mark: Mark::Given, value: Some(d) }) => {
                        paint(&d.to_string(), &palette.header)
                    }
                    Some(Place { value: Some(d), .. }) => paint(&d.to_string(), &palette.accept),
                    _ => paint("·", &palette.try_),
                };
                line.push(' ');
                line.push_str(&cell);
                if c % b == b - 1 {
                    line.push(' ');
                }
            }
            line.push_str(&paint("│", &palette.guide));
            rows.push(line);
        }
        rows.push(rule("└", "┴", "┘"));
        rows
    }

    /// A colouring: each vertex and its colour (`WA=red`) in that colour, beside its
    /// neighbours, each in its own; a graph of more than [`VERTEX_ROWS`] vertices as its
    /// choices, eight a row.
    fn graph(names: &[String], edges: &[[u32; 2]], places: &[Place], lang: Lang) -> Vec<String> {
        let value = |v: usize| places.get(v).and_then(|p| p.value);
        let named = |v: usize| {
            let name = crate::escape::escape(&names[v]).into_owned();
            match value(v) {
                Some(c) => in_color(&name, c),
                None => name,
            }
        };
        let choice = |v: usize| {
            let name = crate::escape::escape(&names[v]).into_owned();
            match value(v) {
                Some(c) => in_color(&format!("{name}={}", Coloring::color_name(c, lang)), c),
                None => name,
            }
        };
        if names.len() > VERTEX_ROWS {
            let pairs: Vec<String> = (0..names.len()).map(choice).collect();
            return pairs.chunks(8).map(|row| row.join(" ")).collect();
        }
        let mut neighbours = vec![Vec::new(); names.len()];
        for &[u, v] in edges {
            if let (Some(_), Some(_)) = (names.get(u as usize), names.get(v as usize)) {
                neighbours[u as usize].push(v as usize);
                neighbours[v as usize].push(u as usize);
            }
        }
        let wide = (0..names.len()).map(|v| super::columns(&choice(v))).max().unwrap_or(0);
        (0..names.len())
            .map(|v| {
                let vertex = choice(v);
                let swatch = match value(v) {
                    Some(c) => in_color("●", c),
                    None => "○".to_string(),
                };
                let around: Vec<String> = neighbours[v].iter().map(|&u| named(u)).collect();
                if around.is_empty() {
                    return format!("{swatch} {vertex}");
                }
                let pad = " ".repeat(wide.saturating_sub(super::columns(&vertex)) as usize);
                format!("{swatch} {vertex}{pad} ─ {}", around.join(" "))
            })
            .collect()
    }

    /// A subset sum: the items, those taken green, those left out dim; under them the sum
    /// as a bar against the target, `Σ 9 / 9`.
    fn items_rows(items: &[u32], target: u32, places: &[Place], palette: &Palette) -> Vec<String> {
        let row: Vec<String> = items
            .iter()
            .zip(places)
            .map(|(item, place)| match place.value {
                Some(1) => paint(&format!("[{item}]"), &palette.accept),
                _ => paint(&format!(" {item} "), &palette.try_),
            })
            .collect();
        let sum: u64 = items
            .iter()
            .zip(places)
            .filter(|(_, p)| p.value == Some(1))
            .map(|(&i, _)| u64::from(i))
            .sum();
        let full = match u64::from(target) {
            0 => BAR,
            t => (sum.saturating_mul(BAR) / t).min(BAR),
        };
        let bar = format!(
            "{}{}",
            paint(&"█".repeat(full as usize), &palette.accept),
            paint(&"░".repeat((BAR - full) as usize), &palette.try_)
        );
        vec![row.join(" "), format!("{bar} Σ {sum} / {target}")]
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
