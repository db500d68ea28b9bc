//! `svg`: the board as a vector picture, for slides and handouts.
//!
//! By default the first solution among the selected steps, or the last selected step when none
//! is a solution (`--step K` selects just step K): the queens, the square being tried, and on a
//! reject the attacking queen and a line drawn from it to the refused square, with the step's
//! heading below, as the slide decks write it (`Step 12: ✗ reject (2,1): …`). The picture's
//! size follows the board's alone, so that every step of an export has the same frame and a
//! deck of them holds still: a caption too long for one line takes two, or shrinks (to a 40th
//! of the picture's height at least), and the title shrinks to fit its line. With
//! `--solutions`, a grid of every solution in the selection, each labelled with its number.
//! Rows and columns are numbered on the board's edges.
//!
//! Every renderer draws it the same: each shape is written out in place (no `<symbol>` and
//! `<use>`, which ImageMagick drops), no drawn element has children (ImageMagick leaves out a
//! line holding a `<title>`), no transforms, and queens are shapes, not font glyphs.
//! ImageMagick's own renderer reads a single font family, and only from the attribute (a list
//! of fallbacks makes it fail on every text), and it outlines what names no stroke: the root
//! element says `font-family="DejaVu Sans" stroke="none"`, and a `<style>` rule, which it
//! ignores, gives the browsers and librsvg the fallbacks for a machine without DejaVu.

use super::board::{Board, Frame};
use super::{escape, ExportError, Exporter, Format, Theme, Wording};
use crate::board::Cell;
use crate::event::Event;
use crate::lang::Lang;
use std::fmt::Write as _;
use std::io::{self, Read, Write};

/// The `svg` format.
pub const FORMAT: Format =
    Format::new("svg", "The first solution, one step or every solution, as SVG").page();

/// The options of a picture.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    /// The title of the picture; default `n-queens N×N`.
    pub title: Option<String>,
    /// The language and numbering of the caption and the board's edges.
    pub wording: Wording,
    /// Its colours; default light.
    pub theme: Theme,
    /// A grid of every solution in the window instead of one board.
    pub solutions: bool,
}

super::format_options!(Svg);

/// Colours shared with the other pictures (the player uses the same ones).
pub(crate) mod colour {
    pub const LIGHT: &str = "#f0f0f0";
    pub const DARK: &str = "#98a6b5";
    pub const TRY: &str = "#1f6fff";
    pub const ACCEPT: &str = "#14a83b";
    pub const REJECT: &str = "#e0201b";
    pub const LINE: &str = "#ff9c97";
    pub const ATTACKER: &str = "#ff8c00";
    pub const LIFTED: &str = "#f2c200";
    pub const GOLD: &str = "#d4a017";
}

/// The page and the ink of a theme: background, text, the board's frame.
fn page(theme: Theme) -> (&'static str, &'static str, &'static str) {
    match theme {
        Theme::Light => ("#fff", "#000", "#000"),
        Theme::Dark => ("#1b1d22", "#e8e8e8", "#c8ccd2"),
    }
}

/// The queen's crown in a 100×100 box: its outline, its base `(x, y, w, h)` and the five
/// balls on its points `(cx, cy)`, radius 5.
const CROWN: [(u32, u32); 11] = [
    (20, 80),
    (14, 34),
    (28, 58),
    (32, 24),
    (41, 56),
    (50, 18),
    (59, 56),
    (68, 24),
    (72, 58),
    (86, 34),
    (80, 80),
];
const BALLS: [(u32, u32); 5] = [(14, 30), (32, 20), (50, 14), (68, 20), (86, 30)];

/// Writes one picture.
#[derive(Debug)]
pub struct Svg<W: Write> {
    out: W,
    title: Option<String>,
    solutions: bool,
    theme: Theme,
    lang: Lang,
    /// Added to every row and column number written (1 with `--one-based`).
    base: u32,
    log: super::LogLine,
    n: u32,
    /// The frame drawn: the first solution, else the last step so far.
    chosen: Option<(Event, Board)>,
    /// With `solutions`: every solution selected, for the grid drawn at the end.
    found: Spool,
}

impl<W: Write> Svg<W> {
    /// The picture that `options` describe, written into `out`: the first solution (else the
    /// last step) among the selected steps, or with `solutions` a grid of the solutions in
    /// the window.
    pub fn new(out: W, options: &Options) -> Self {
        Svg {
            out,
            title: options.title.clone(),
            solutions: options.solutions,
            theme: options.theme,
            lang: options.wording.lang,
            base: options.wording.base(),
            log: super::LogLine::new(options.wording),
            n: 1,
            chosen: None,
            found: Spool::default(),
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// The title (the one given, or the language's), and whether it is drawn in its visual
    /// order: a Persian default is, for the renderers that do not lay out right-to-left text.
    fn title(&self) -> (String, bool) {
        let title = super::title_in(&self.title, self.n, self.lang);
        (title, self.lang.messages().rtl && self.title.is_none())
    }
}

/// Where a board goes and how it is labelled.
struct Place {
    x: u32,
    y: u32,
    cell: u32,
    base: u32,
    ink: &'static str,
    frame: &'static str,
}

/// Writes the queen in the square of side `cell` at `(x, y)`, filled `fill`, as plain shapes.
fn queen(svg: &mut String, x: u32, y: u32, cell: u32, fill: &str, opacity: &str) {
    let at = |v: u32, o: u32| f64::from(o) + f64::from(v) * f64::from(cell) / 100.0;
    let points: Vec<String> =
        CROWN.iter().map(|&(px, py)| format!("{:.1},{:.1}", at(px, x), at(py, y))).collect();
    let _ = writeln!(svg, "<polygon points=\"{}\" fill=\"{fill}\"{opacity}/>", points.join(" "));
    let _ = writeln!(
        svg,
        "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{fill}\"{opacity}/>",
        at(18, x),
        at(82, y),
        f64::from(cell) * 0.64,
        f64::from(cell) * 0.10
    );
    for (cx, cy) in BALLS {
        let _ = writeln!(
            svg,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{:.1}\" fill=\"{fill}\"{opacity}/>",
            at(cx, x),
            at(cy, y),
            f64::from(cell) * 0.05
        );
    }
}

/// Draws the board of `frame` at `place`, with the row numbers on its left edge and the
/// column numbers above it.
fn draw_board(svg: &mut String, frame: &Frame<'_>, place: &Place) {
    let Place { x, y, cell, .. } = *place;
    let n = frame.board.n();
    let size = n * cell;
    let frame_colour = if frame.is_solution() { colour::GOLD } else { place.frame };
    for row in 0..n {
        for col in 0..n {
            let fill = match frame.mark(row, col) {
                Cell::Placed => colour::ACCEPT,
                Cell::Rejected => colour::REJECT,
                Cell::Line(_) => colour::LINE,
                Cell::Lifted => colour::LIFTED,
                _ if (row + col) % 2 == 1 => colour::DARK,
                _ => colour::LIGHT,
            };
            let _ = writeln!(
                svg,
                "<rect x=\"{}\" y=\"{}\" width=\"{cell}\" height=\"{cell}\" fill=\"{fill}\"/>",
                x + col * cell,
                y + row * cell
            );
        }
    }
    let label = (cell * 2 / 5).clamp(8, 22);
    for i in 0..n {
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" font-size=\"{label}\" fill=\"{}\" text-anchor=\"middle\">{}</text>",
            x + i * cell + cell / 2,
            y - label / 2,
            place.ink,
            i + place.base
        );
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" font-size=\"{label}\" fill=\"{}\" text-anchor=\"end\">{}</text>",
            x - label / 2,
            y + i * cell + cell / 2 + label * 7 / 20,
            place.ink,
            i + place.base
        );
    }
    let ring = |svg: &mut String, row: u32, col: u32, colour: &str| {
        let w = (cell / 10).max(1);
        let _ = writeln!(
            svg,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{w}\"/>",
            x + col * cell + w / 2,
            y + row * cell + w / 2,
            cell - w,
            cell - w
        );
    };
    if let Some((row, col)) = frame.event.square() {
        if frame.mark(row, col) == Cell::Tried {
            ring(svg, row, col, colour::TRY);
        }
    }
    let centre = |v: u32| v * cell + cell / 2;
    if let Some((a, s, _)) = frame.attack() {
        ring(svg, a.0, a.1, colour::ATTACKER);
        let _ = writeln!(
            svg,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>",
            x + centre(a.1),
            y + centre(a.0),
            x + centre(s.1),
            y + centre(s.0),
            colour::REJECT,
            (cell / 12).max(1)
        );
        // The refused square: a white cross on its red fill.
        let (x0, y0, d) = (x + s.1 * cell + cell / 4, y + s.0 * cell + cell / 4, cell / 2);
        let _ = writeln!(
            svg,
            "<path d=\"M{x0} {y0}l{d} {d}m0 -{d}l-{d} {d}\" fill=\"none\" stroke=\"#fff\" stroke-width=\"{}\" stroke-linecap=\"round\"/>",
            (cell / 10).max(1)
        );
    }
    let pad = cell / 10;
    for (row, &col) in frame.board.queens().iter().enumerate() {
        let row = row as u32;
        let fill = match frame.mark(row, col) {
            Cell::Placed => "#fff",
            _ if frame.is_solution() => "#7a5200",
            _ => "#000",
        };
        let (qx, qy) = (x + col * cell + pad, y + row * cell + pad);
        queen(svg, qx, qy, cell - 2 * pad, fill, "");
    }
    if let Event::Backtrack { row, col, .. } = *frame.event {
        let (qx, qy) = (x + col * cell + pad, y + row * cell + pad);
        queen(svg, qx, qy, cell - 2 * pad, "#000", " opacity=\"0.35\"");
    }
    let _ = writeln!(
        svg,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{size}\" height=\"{size}\" fill=\"none\" stroke=\"{frame_colour}\" stroke-width=\"{}\"/>",
        (cell / 15).max(1)
    );
}

/// About how many pixels `text` takes at `px` pixels to the em in DejaVu Sans, from the
/// advances librsvg draws (in ems): 0.3 to 0.4 for `i`, `l`, a space, a bracket, a comma or a
/// slash; about 0.6 for another small letter or a digit; 0.7 to 0.85 for a capital, `<`, `=`
/// or a symbol (`✗`, `→`); 1 for `m`, `W`, `@` and a wide character (Chinese). Each class is
/// counted at its widest, so an estimate errs on the wide side: a caption wraps a little early
/// rather than running off the frame. Bold is about a tenth wider.
fn text_width(text: &str, px: u32, bold: bool) -> u32 {
    let em = |c: char| match c {
        _ if unicode_width::UnicodeWidthChar::width(c) == Some(2) => 1.0,
        _ if unicode_width::UnicodeWidthChar::width(c).unwrap_or(0) == 0 => 0.0,
        'm' | 'M' | 'W' | '@' | '%' => 1.0,
        'i' | 'j' | 'l' | 'I' | 'ı' | 'f' | 't' | 'r' | ' ' | '.' | ',' | ':' | ';' | '\''
        | '|' | '!' | '(' | ')' | '[' | ']' | '/' | '\\' | '-' => 0.42,
        _ if c.is_uppercase() => 0.8,
        _ if c.is_alphanumeric() => 0.64,
        _ => 0.85,
    };
    let ems: f64 = text.chars().map(em).sum();
    let bold = if bold { 1.12 } else { 1.0 };
    (ems * bold * f64::from(px)).ceil() as u32
}

/// The caption's size in pixels, for a line that fits.
const CAPTION_PX: u32 = 20;

/// The band below the board that the caption's lines share, whatever the step: two lines at
/// [`CAPTION_PX`], or more at a smaller size. The picture's frame is the same on every slide of
/// a deck, so a long caption wraps or shrinks inside it rather than widening it.
const CAPTION_BAND: u32 = 55;

/// The room left of and right of the title and the caption.
const MARGIN: u32 = 25;

/// `text` broken at spaces into lines of at most `max` pixels at `px`; a word wider than that
/// is broken between characters.
fn wrap(text: &str, max: u32, px: u32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let joined = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if line.is_empty() || text_width(&joined, px, false) <= max {
            line = joined;
        } else {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        }
        while text_width(&line, px, false) > max && line.chars().count() > 1 {
            let mut head = String::new();
            let mut rest = line.chars().peekable();
            while let Some(&c) = rest.peek() {
                head.push(c);
                if text_width(&head, px, false) > max && head.chars().count() > 1 {
                    head.pop();
                    break;
                }
                rest.next();
            }
            line = rest.collect();
            lines.push(head);
        }
    }
    lines.push(line);
    lines
}

/// `text` on one line of at most `max` pixels at `px` (in bold if `bold`): cut short, ending in "…", if it is
/// wider.
fn cut(text: &str, max: u32, px: u32, bold: bool) -> String {
    if text_width(text, px, bold) <= max {
        return text.to_string();
    }
    let mut kept: String = text.to_string();
    while !kept.is_empty() && text_width(&format!("{kept}…"), px, bold) > max {
        kept.pop();
    }
    format!("{}…", kept.trim_end())
}

/// The size and the lines of a caption `text` in the [`CAPTION_BAND`], `max` pixels wide: the
/// largest size from [`CAPTION_PX`] down to `least` at which its lines fit the band. A caption
/// that does not fit even at `least` (the list of a solution of fifty queens) keeps the lines
/// the band holds, the last cut short.
fn fit(text: &str, max: u32, least: u32) -> (u32, Vec<String>) {
    let least = least.clamp(1, CAPTION_PX);
    let rows = |px: u32| (CAPTION_BAND / super::caption::line_height(px)).max(1) as usize;
    for px in (least..=CAPTION_PX).rev() {
        let count = wrap(text, max, px).len();
        if count <= rows(px) {
            // As many lines, as even as they can be: the narrowest measure that needs no more
            // of them, so that no word is left alone on the last one.
            let (mut narrow, mut wide) = (0, max);
            while narrow < wide {
                let mid = (narrow + wide) / 2;
                if wrap(text, mid, px).len() <= count {
                    wide = mid;
                } else {
                    narrow = mid + 1;
                }
            }
            return (px, wrap(text, wide, px));
        }
    }
    let mut lines = wrap(text, max, least);
    let rest = lines.split_off(rows(least) - 1).join(" ");
    lines.push(cut(&rest, max, least, false));
    (least, lines)
}

/// Writes `lines` of text at `px`, centred on `x`, the first line's baseline at `y`, in `ink`:
/// in a right-to-left language each line in the order it shows (see [`Svg::one_board`]).
fn lines_of_text(
    svg: &mut String,
    lines: &[String],
    (x, y): (u32, u32),
    px: u32,
    ink: &str,
    rtl: bool,
) {
    let step = super::caption::line_height(px);
    for (i, line) in lines.iter().enumerate() {
        let (line, direction) = if rtl {
            (super::caption::visual(line), " direction=\"ltr\" unicode-bidi=\"bidi-override\"")
        } else {
            (line.clone(), "")
        };
        let _ = writeln!(
            svg,
            "<text x=\"{x}\" y=\"{}\" font-size=\"{px}\" fill=\"{ink}\" text-anchor=\"middle\"{direction}>{}</text>",
            y + i as u32 * step,
            escape::html(&line)
        );
    }
}

/// The largest size of the title and the smallest it shrinks to before it is cut short.
const TITLE_PX: (u32, u32) = (28, 16);

/// The picture's frame and its title: the whole `title` as a tooltip, and drawn on one line
/// that fits the frame, in its visual order when `visual` (a Persian title as it shows, as the
/// caption is; see [`Svg::one_board`]): shrunk, and past [`TITLE_PX`]'s least size cut short.
fn open(svg: &mut String, width: u32, height: u32, (title, visual): (&str, bool), theme: Theme) {
    let (background, ink, _) = page(theme);
    let max = width.saturating_sub(2 * MARGIN);
    let (most, least) = TITLE_PX;
    let px = (least..=most).rev().find(|&px| text_width(title, px, true) <= max).unwrap_or(least);
    let drawn = cut(title, max, px, true);
    let (shown, direction) = if visual {
        (super::caption::visual(&drawn), " direction=\"ltr\" unicode-bidi=\"bidi-override\"")
    } else {
        (drawn, "")
    };
    let _ = writeln!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans\" stroke=\"none\">\n\
         <style>svg {{ font-family: \"DejaVu Sans\", Arial, sans-serif }}</style>\n\
         <title>{}</title>\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"{background}\"/>\n\
         <text x=\"{}\" y=\"40\" font-size=\"{px}\" font-weight=\"bold\" fill=\"{ink}\" text-anchor=\"middle\"{direction}>{}</text>",
        escape::html(title),
        width / 2,
        escape::html(&shown)
    );
}

impl<W: Write> Svg<W> {
    fn place(&self, x: u32, y: u32, cell: u32) -> Place {
        let (_, ink, frame) = page(self.theme);
        Place { x, y, cell, base: self.base, ink, frame }
    }

    fn one_board(&mut self) -> io::Result<()> {
        let Some((event, board)) = self.chosen.take() else {
            return Ok(());
        };
        let frame = Frame { event: &event, board: &board, picture: None };
        let n = self.n;
        let cell = (480 / n).clamp(12, 80);
        let size = n * cell;
        let line = self.log.of(&event);
        // The step named as the slide decks name it (`Step 12: …`, `Adım 12: …`): one way to
        // name a step in every format.
        let heading = super::slides::heading(
            self.lang,
            event.step(),
            str::to_string,
            line.trim_start_matches("│ "),
        );
        // One frame for every step of an export, so that the board holds still from slide to
        // slide: its size follows the board's alone, and the caption fits inside it.
        let width = (size + 80).max(720);
        let band = size + 100;
        let height = band + CAPTION_BAND + 15;
        // Shrunk no smaller than a 40th of the picture's height: readable from the back of
        // the room when the picture fills a slide.
        let (px, lines) = fit(&heading, width - 2 * MARGIN, height.div_ceil(40));
        let mut svg = String::new();
        let (title, visual) = self.title();
        open(&mut svg, width, height, (&title, visual), self.theme);
        let place = self.place((width - size) / 2, 80, cell);
        draw_board(&mut svg, &frame, &place);
        // A Persian line reads right to left, and its letters join. ImageMagick's renderer
        // does neither, so each line is written as it shows (joined forms, left to right) and
        // every renderer is told to draw it in that order.
        let rtl = self.lang.messages().rtl;
        lines_of_text(&mut svg, &lines, (width / 2, band + px), px, place.ink, rtl);
        svg.push_str("</svg>\n");
        self.out.write_all(svg.as_bytes())
    }

    fn grid(&mut self) -> Result<(), ExportError> {
        if self.found.count == 0 {
            return Err(ExportError::NoSolution);
        }
        let n = self.n;
        let count = u32::try_from(self.found.count).unwrap_or(u32::MAX);
        let columns = (1..=8).find(|c| c * c >= count).unwrap_or(8);
        let rows = count.div_ceil(columns);
        let cell = (240 / n).clamp(6, 40);
        let (size, gap, label) = (n * cell, 40, 28);
        let width = (columns * (size + gap) + gap).max(480);
        let height = 90 + rows * (size + label + gap);
        let mut svg = String::new();
        let (title, visual) = self.title();
        open(&mut svg, width, height, (&title, visual), self.theme);
        let found = std::mem::take(&mut self.found);
        let mut i = 0u32;
        found.drain(|index, queens| {
            let (x, y) = (
                gap + (i % columns) * (size + gap),
                90 + (i / columns) * (size + label + gap),
            );
            i = i.saturating_add(1);
            let event = Event::Solution {
                step: 0,
                index,
                queens: queens.to_vec(),
            };
            let mut board = Board::new(n);
            board.apply(&event);
            let place = self.place(x, y, cell);
            draw_board(
                &mut svg,
                &Frame {
                    event: &event,
                    board: &board,
                    picture: None,
                },
                &place,
            );
            let _ = writeln!(
                svg,
                "<text x=\"{}\" y=\"{}\" font-size=\"18\" fill=\"{}\" text-anchor=\"middle\">★ {index}</text>",
                x + size / 2,
                y + size + 22,
                place.ink
            );
            // Written board by board: a grid of n=12 is 140 MB of SVG.
            self.out.write_all(svg.as_bytes())?;
            svg.clear();
            Ok(())
        })?;
        Ok(self.out.write_all(b"</svg>\n")?)
    }
}

impl<W: Write> Exporter for Svg<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        self.n = n;
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        if !self.solutions {
            // Keep the last step until a solution comes, then keep that one; reuse the
            // allocations on long traces.
            match &mut self.chosen {
                Some((Event::Solution { .. }, _)) => {}
                Some((event, board)) => {
                    event.clone_from(frame.event);
                    board.clone_from(frame.board);
                }
                None => self.chosen = Some((frame.event.clone(), frame.board.clone())),
            }
        } else if let Event::Solution { index, queens, .. } = frame.event {
            self.found.push(*index, queens)?;
        }
        Ok(())
    }

    fn end(&mut self) -> Result<(), ExportError> {
        if self.solutions {
            self.grid()?;
        } else {
            self.one_board()?;
        }
        Ok(self.out.flush()?)
    }
}

/// The solutions that `--solutions` draws, in the order found. The grid's size is known only
/// once the last one is in, and a trace may hold millions of them (an n=15 search has 2.3
/// million), so past a few megabytes they are spilled to an unnamed temporary file that the
/// system removes when it is closed: memory stays flat at any count.
#[derive(Debug, Default)]
struct Spool {
    count: u64,
    /// The records: the index (8 bytes), the number of queens (4), each queen (4),
    /// little-endian.
    records: super::spool::Spool,
}

impl Spool {
    fn push(&mut self, index: u64, queens: &[u32]) -> Result<(), ExportError> {
        let mut record = Vec::with_capacity(12 + 4 * queens.len());
        record.extend_from_slice(&index.to_le_bytes());
        let len = u32::try_from(queens.len()).unwrap_or(u32::MAX);
        record.extend_from_slice(&len.to_le_bytes());
        for q in queens.iter().take(len as usize) {
            record.extend_from_slice(&q.to_le_bytes());
        }
        self.count += 1;
        self.records.push(&record)
    }

    /// Calls `each` with every solution, in the order they were pushed.
    fn drain(
        self,
        mut each: impl FnMut(u64, &[u32]) -> Result<(), ExportError>,
    ) -> Result<(), ExportError> {
        let mut records = self.records.into_reader()?;
        // The records are read back from the temporary file: a failure there is the
        // temporary directory's.
        let spool = |error: io::Error| ExportError::Spool { dir: std::env::temp_dir(), error };
        fn word(records: &mut dyn Read) -> io::Result<u32> {
            let mut bytes = [0; 4];
            records.read_exact(&mut bytes)?;
            Ok(u32::from_le_bytes(bytes))
        }
        let mut queens = Vec::new();
        for _ in 0..self.count {
            let mut index = [0; 8];
            records.read_exact(&mut index).map_err(spool)?;
            let len = word(&mut *records).map_err(spool)?;
            queens.clear();
            for _ in 0..len {
                queens.push(word(&mut *records).map_err(spool)?);
            }
            each(u64::from_le_bytes(index), &queens)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{rendered, Window};

    fn svg(n: u32, window: Window, solutions: bool) -> String {
        let options = Options { solutions, ..Options::default() };
        rendered(&options, n, window)
    }

    #[test]
    fn a_try_is_ringed_and_the_queens_are_plain_shapes() {
        let svg = svg(4, Window::step(3), false);
        // The board's corner is at (200, 80), squares of 80.
        assert!(svg.contains(
            "<rect x=\"204\" y=\"164\" width=\"72\" height=\"72\" fill=\"none\" stroke=\"#1f6fff\" stroke-width=\"8\"/>"
        ));
        assert!(svg.contains("<polygon points=\"220.8,139.2 217.0,109.8 "));
        assert!(svg.contains(">Step 3: → try (1,0)</text>"), "{svg}");
        assert!(!svg.contains("<use") && !svg.contains("<symbol") && !svg.contains("transform"));
    }

    #[test]
    fn a_long_caption_wraps_inside_the_frame_and_the_title_is_its_language_s() {
        let turkish = Wording { lang: Lang::Tr, ..Wording::default() };
        let options = Options { wording: turkish, ..Options::default() };
        let svg = rendered(&options, 6, Window::step(100));
        // The Turkish reject of step 100 is wider than the frame: it takes two lines of the
        // band below the board, and the frame is the English one's.
        let header = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"650\"";
        assert!(svg.starts_with(header), "{svg}");
        assert!(svg.contains(
            "<text x=\"360\" y=\"600\" font-size=\"20\" fill=\"#000\" text-anchor=\"middle\">Adım 100: "
        ), "{svg}");
        assert!(svg.contains("<text x=\"360\" y=\"625\" font-size=\"20\""), "{svg}");
        assert!(svg.contains("<title>6 vezir problemi 6×6</title>"), "{svg}");
        let english = rendered(&Options::default(), 6, Window::step(100));
        assert!(english.starts_with(header) && english.contains("<title>n-queens 6×6</title>"));
    }

    #[test]
    fn a_caption_fits_its_band_wrapped_evenly_then_shrunk_then_cut() {
        // A short line stays one line at the full size.
        assert_eq!(fit("Step 3: → try (1,0)", 670, 15), (20, vec!["Step 3: → try (1,0)".into()]));
        // A longer one takes two even lines, no word alone on the second.
        let (px, lines) =
            fit("Step 12: ✗ reject (2,1): same anti-diagonal (/) as the queen at (1,2)", 670, 15);
        assert_eq!((px, lines.len()), (20, 2), "{lines:?}");
        assert!(lines[1].len() > lines[0].len() / 2, "{lines:?}");
        // Longer still, it shrinks to fit three lines; past the least size it is cut.
        let list = format!(
            "★ solution 1: [{}]",
            (0..60).map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
        );
        let (px, lines) = fit(&list, 670, 15);
        assert!((15..20).contains(&px) && lines.len() <= 3, "{px} {lines:?}");
        let (px, lines) = fit(&list.repeat(3), 670, 15);
        assert_eq!(px, 15);
        assert!(lines.last().unwrap().ends_with('…'), "{lines:?}");
        for line in &lines {
            assert!(text_width(line, px, false) <= 670, "{line}");
        }
        // A word wider than the line is broken between its characters.
        assert!(wrap(&"x".repeat(300), 670, 20).iter().all(|l| text_width(l, 20, false) <= 670));
    }

    #[test]
    fn without_a_step_the_first_solution_is_drawn() {
        let svg = svg(4, Window::default(), false);
        assert!(svg.contains(">Step 57: ★ solution 1: [1, 3, 0, 2]</text>"), "{svg}");
    }

    #[test]
    fn no_drawn_element_has_children() {
        let svg = svg(4, Window::step(12), false);
        let doc = childless(&svg);
        assert!(doc, "{svg}");
    }

    /// Every element but `<svg>` is either empty (`/>`) or a `<text>`/`<title>`/`<style>`
    /// holding text.
    fn childless(svg: &str) -> bool {
        svg.lines().skip(1).all(|l| {
            l.ends_with("/>")
                || l == "</svg>"
                || (l.starts_with("<text") || l.starts_with("<title>") || l.starts_with("<style>"))
                    && l.matches('<').count() == 2
        })
    }

    #[test]
    fn solutions_are_laid_out_in_a_grid_with_coordinates() {
        let svg = svg(4, Window::default(), true);
        assert_eq!(svg.matches("stroke=\"#d4a017\"").count(), 2);
        assert!(
            svg.contains("<rect x=\"40\" y=\"90\" width=\"40\" height=\"40\" fill=\"#f0f0f0\"/>")
        );
        assert!(svg.contains(">★ 2</text>"));
        assert_eq!(svg.matches(">3</text>").count(), 4, "row and column 3 on each board");
    }

    #[test]
    fn the_spool_gives_back_every_solution_in_order_past_its_memory() {
        let mut spool = Spool::default();
        let count = 3 * crate::export::spool::SPOOL_MEMORY as u64 / 40;
        for i in 0..count {
            let queens: Vec<u32> = (0..7).map(|q| (i as u32).wrapping_mul(q)).collect();
            spool.push(i + 1, &queens).unwrap();
        }
        assert!(spool.records.spilled(), "spilled to a file past its memory");
        let mut seen = 0;
        spool
            .drain(|index, queens| {
                let i = seen;
                assert_eq!(index, i + 1);
                assert_eq!(queens, (0..7).map(|q| (i as u32).wrapping_mul(q)).collect::<Vec<_>>());
                seen += 1;
                Ok(())
            })
            .unwrap();
        assert_eq!(seen, count);
    }
}
