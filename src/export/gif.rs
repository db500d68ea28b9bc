//! `gif`: the board animated, one frame per selected step, for slide tools that take no HTML.
//!
//! Drawn in the colours of the player: the square being tried ringed in blue, an accepted queen
//! on green, a refused square red with the line of attack back to the orange-ringed attacker, a
//! lifted queen fading on yellow, a solution framed in gold. Under the board, each frame
//! carries its step's line of the trace as a caption, in the export's language. A solution
//! and the last frame stay up longer, and the animation opens on the first step that shows
//! something (not the empty board of `start`).
//!
//! A slide is no place for a quarter of an hour of animation: past
//! [`MAX_ANIMATION_MS`] the export is refused unless forced, and a forced one stops at
//! [`FORCED_ANIMATION_MS`] with a note. The steps are kept until [`Exporter::end`], so a
//! refusal comes before a byte is written, and because the caption strip must be as tall as
//! the longest caption before the first frame is drawn. A forced animation at the shortest
//! delay has 180,000 frames, so the steps wait past a few megabytes in an unnamed temporary
//! file (each as its event and its queens), and memory stays flat.

use super::board::Frame;
use super::caption::{self, Line, Pen};
use super::spool::Spool;
use super::{Exporter, Format, FormatOptions, LogLine, Note, Theme, Wording};
use crate::board::{self, Cell};
use crate::event::{Event, MAX_N};
use crate::export::ExportError;
use crate::lang::Arg;
use crate::solver::Stats;
use ::gif::{AnyExtension, DisposalMethod, Encoder, EncodingError, Extension, Repeat};
use ab_glyph::FontArc;
use std::io::{self, Read, Write};

/// The `gif` format.
pub const FORMAT: Format = Format::new(
    "gif",
    "An animated GIF, one frame per step, each captioned with its line of the trace",
)
.cap(super::MAX_EMBEDDED_STEPS)
.binary();

/// The options of an animation.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// The title, written into the GIF's comment; default `n-queens N×N`.
    pub title: Option<String>,
    /// The language and numbering of the captions.
    pub wording: Wording,
    /// Milliseconds between frames; default 500. GIF counts in hundredths of a second, so it
    /// is rounded down to those, and is at least one.
    pub delay_ms: u32,
    /// The side of the board in pixels; default none, about 400.
    pub size: Option<u32>,
    /// The colours of the caption's strip; default light.
    pub theme: Theme,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            title: None,
            wording: Wording::default(),
            delay_ms: 500,
            size: None,
            theme: Theme::default(),
        }
    }
}

impl FormatOptions for Options {
    const FORMAT: Format = FORMAT;
    type Exporter<W: Write> = Gif<W>;

    /// Forced, the animation runs past [`MAX_ANIMATION_MS`], up to [`FORCED_ANIMATION_MS`].
    fn exporter<W: Write>(&self, out: W, force: bool) -> Gif<W> {
        Gif::new(out, self, force)
    }
}

/// The longest animation exported unless forced: five minutes.
pub const MAX_ANIMATION_MS: u64 = 5 * 60 * 1000;

/// Where a forced animation stops: half an hour; the later steps are left out, with a note.
pub const FORCED_ANIMATION_MS: u64 = 30 * 60 * 1000;

/// How long a solution stays up, at the least (or four frames' time, if longer).
pub const SOLUTION_MS: u32 = 2000;

/// How long the last frame stays up, at the least (or six frames' time, if longer), before the
/// animation starts over.
pub const LAST_MS: u32 = 3000;

// Palette indices.
const LIGHT: u8 = 0;
const DARK: u8 = 1;
const TRY: u8 = 2;
const ACCEPT: u8 = 3;
const REJECT: u8 = 4;
const LINE: u8 = 5;
const ATTACKER: u8 = 6;
const LIFTED: u8 = 7;
const GOLD: u8 = 8;
const BLACK: u8 = 9;
const WHITE: u8 = 10;
const FADED: u8 = 11;
const QUEEN_GOLD: u8 = 12;
/// Pixels that a frame leaves as the frame before drew them.
const CLEAR: u8 = 13;
const PAGE: u8 = 14;
const INK: u8 = 15;
/// The first of the greys between the page and the ink, for the edges of the glyphs: ink at
/// level `k` of [`caption::SHADES`] is `SHADE + k - 1`, full ink is [`INK`].
const SHADE: u8 = 16;

/// The palette of a theme: the board's colours are the same in both, the text's page and ink
/// (and the greys between them) follow the theme. GIF palettes come in powers of two: 32.
fn palette(theme: Theme) -> [u8; 96] {
    #[rustfmt::skip]
    let board = [
        0xf0, 0xf0, 0xf0,  0x98, 0xa6, 0xb5,  0x1f, 0x6f, 0xff,  0x14, 0xa8, 0x3b,
        0xe0, 0x20, 0x1b,  0xff, 0x9c, 0x97,  0xff, 0x8c, 0x00,  0xf2, 0xc2, 0x00,
        0xd4, 0xa0, 0x17,  0x00, 0x00, 0x00,  0xff, 0xff, 0xff,  0x8a, 0x80, 0x5c,
        0x7a, 0x52, 0x00,  0xff, 0x00, 0xff,
    ];
    let (page, ink): ([u8; 3], [u8; 3]) = match theme {
        Theme::Light => ([0xff; 3], [0x00; 3]),
        Theme::Dark => ([0x1e; 3], [0xf0; 3]),
    };
    let mut palette = [0; 96];
    palette[..42].copy_from_slice(&board);
    palette[42..45].copy_from_slice(&page);
    palette[45..48].copy_from_slice(&ink);
    let levels = u16::from(caption::SHADES);
    for k in 1..levels {
        let at = 3 * (usize::from(SHADE) + usize::from(k) - 1);
        for c in 0..3 {
            let mix = (u16::from(page[c]) * (levels - k) + u16::from(ink[c]) * k) / levels;
            palette[at + c] = mix as u8;
        }
    }
    palette
}

/// Writes the animation.
pub struct Gif<W: Write> {
    out: W,
    title: Option<String>,
    delay_ms: u32,
    size: Option<u32>,
    theme: Theme,
    force: bool,
    wording: Wording,
    /// The kept steps, each as its event (JSON, after its length), its counts and its queens:
    /// see [`Gif::record`].
    steps: Spool,
    /// How many steps were kept.
    frames: usize,
    /// Whether the first step kept is the `start`, which is left out when others follow.
    starts: bool,
    /// The animation's length so far, without the last frame's longer pause.
    ms: u64,
    /// Steps left out past [`FORCED_ANIMATION_MS`].
    dropped: u64,
    n: u32,
}

impl<W: Write> std::fmt::Debug for Gif<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gif")
            .field("delay_ms", &self.delay_ms)
            .field("size", &self.size)
            .field("steps", &self.frames)
            .finish_non_exhaustive()
    }
}

impl<W: Write> Gif<W> {
    /// The animation that `options` describe, written into `out`; `force` takes it past
    /// [`MAX_ANIMATION_MS`], up to [`FORCED_ANIMATION_MS`].
    pub fn new(out: W, options: &Options, force: bool) -> Self {
        Gif {
            out,
            title: options.title.clone(),
            delay_ms: options.delay_ms.clamp(10, 655_350),
            size: options.size,
            theme: options.theme,
            force,
            wording: options.wording,
            steps: Spool::default(),
            frames: 0,
            starts: false,
            ms: 0,
            dropped: 0,
            n: 1,
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

/// How long the frame of `event` stays up, in milliseconds, `delay_ms` being the time of an
/// ordinary frame (the last frame stays longer still).
fn hold(delay_ms: u32, event: &Event) -> u32 {
    match event {
        Event::Solution { .. } => (4 * delay_ms).max(SOLUTION_MS),
        _ => delay_ms,
    }
}

/// The side of a square in pixels, for a board of `n`: about 400 pixels across, and at least
/// 12 pixels a square.
pub fn cell(n: u32) -> u32 {
    (400 / n.clamp(1, MAX_N)).max(12)
}

/// The queen's crown, as in the SVG, rasterised once for squares of `cell` pixels: runs of
/// `(y, x, length)`.
fn queen_mask(cell: u32) -> Vec<(u32, u32, u32)> {
    let bits = queen_bits(cell);
    let mut runs = Vec::new();
    for y in 0..cell {
        let mut x = 0;
        while x < cell {
            if bits[(y * cell + x) as usize] {
                let start = x;
                while x < cell && bits[(y * cell + x) as usize] {
                    x += 1;
                }
                runs.push((y, start, x - start));
            } else {
                x += 1;
            }
        }
    }
    runs
}

/// The crown as a `cell`×`cell` grid of pixels, row by row.
fn queen_bits(cell: u32) -> Vec<bool> {
    const CROWN: [(f64, f64); 11] = [
        (20., 80.),
        (14., 34.),
        (28., 58.),
        (32., 24.),
        (41., 56.),
        (50., 18.),
        (59., 56.),
        (68., 24.),
        (72., 58.),
        (86., 34.),
        (80., 80.),
    ];
    let inside = |x: f64, y: f64| {
        let mut odd = false;
        for i in 0..CROWN.len() {
            let (a, b) = (CROWN[i], CROWN[(i + 1) % CROWN.len()]);
            if (a.1 > y) != (b.1 > y) && x < a.0 + (y - a.1) * (b.0 - a.0) / (b.1 - a.1) {
                odd = !odd;
            }
        }
        odd || ((18.0..=82.0).contains(&x) && (82.0..=92.0).contains(&y))
    };
    let mut mask = Vec::with_capacity((cell * cell) as usize);
    for py in 0..cell {
        for px in 0..cell {
            let (x, y) = (
                (f64::from(px) + 0.5) * 100.0 / f64::from(cell),
                (f64::from(py) + 0.5) * 100.0 / f64::from(cell),
            );
            mask.push(inside(x, y));
        }
    }
    mask
}

/// One frame's pixels: the board of `side` pixels a side at `origin`, its coordinates around
/// it, and the text beside it. The board's drawing works in the board's own pixels.
struct Canvas {
    width: u32,
    height: u32,
    origin: (u32, u32),
    side: u32,
    cell: u32,
    pixels: Vec<u8>,
}

impl Canvas {
    /// Sets the pixel `(x, y)` of the frame.
    fn put(&mut self, x: u32, y: u32, colour: u8) {
        if x < self.width && y < self.height {
            self.pixels[(y * self.width + x) as usize] = colour;
        }
    }

    /// Sets the pixel `(x, y)` of the board.
    fn set(&mut self, x: u32, y: u32, colour: u8) {
        if x < self.side && y < self.side {
            self.put(self.origin.0 + x, self.origin.1 + y, colour);
        }
    }

    /// Fills `len` pixels of the board's pixel row `y` from column `x` (whole rows at a time:
    /// a frame is drawn for every step).
    fn span(&mut self, x: u32, y: u32, len: u32, colour: u8) {
        let start = ((self.origin.1 + y) * self.width + self.origin.0 + x) as usize;
        self.pixels[start..start + len as usize].fill(colour);
    }

    fn square(&mut self, row: u32, col: u32, colour: u8) {
        for y in 0..self.cell {
            self.span(col * self.cell, row * self.cell + y, self.cell, colour);
        }
    }

    fn ring(&mut self, row: u32, col: u32, colour: u8) {
        let (c, w) = (self.cell, (self.cell / 10).max(1));
        let (x0, y0) = (col * c, row * c);
        for y in 0..c {
            if y < w || y >= c - w {
                self.span(x0, y0 + y, c, colour);
            } else {
                self.span(x0, y0 + y, w, colour);
                self.span(x0 + c - w, y0 + y, w, colour);
            }
        }
    }

    fn queen(&mut self, row: u32, col: u32, colour: u8, mask: &[(u32, u32, u32)]) {
        for &(y, x, len) in mask {
            self.span(col * self.cell + x, row * self.cell + y, len, colour);
        }
    }

    /// A thick line between the centres of two squares.
    fn line(&mut self, from: (u32, u32), to: (u32, u32), colour: u8) {
        let centre = |v: u32| f64::from(v * self.cell + self.cell / 2);
        let (x0, y0, x1, y1) = (centre(from.1), centre(from.0), centre(to.1), centre(to.0));
        let r = f64::from((self.cell / 14).max(1));
        let len = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt();
        let steps = len.ceil() as u32 + 1;
        for i in 0..=steps {
            let t = f64::from(i) / f64::from(steps);
            let (cx, cy) = (x0 + t * (x1 - x0), y0 + t * (y1 - y0));
            let ri = r.ceil() as i64;
            for dy in -ri..=ri {
                for dx in -ri..=ri {
                    if ((dx * dx + dy * dy) as f64) <= r * r {
                        let (x, y) = (cx as i64 + dx, cy as i64 + dy);
                        if x >= 0 && y >= 0 {
                            self.set(x as u32, y as u32, colour);
                        }
                    }
                }
            }
        }
    }

    /// A white cross over a refused square.
    fn cross(&mut self, row: u32, col: u32) {
        let (c, w) = (self.cell as i64, (self.cell / 12).max(1) as i64);
        for y in c / 4..c - c / 4 {
            for x in c / 4..c - c / 4 {
                if (x - y).abs() <= w || (x + y - (c - 1)).abs() <= w {
                    self.set(col * self.cell + x as u32, row * self.cell + y as u32, WHITE);
                }
            }
        }
    }

    /// The gold frame around a solved board.
    fn border(&mut self, colour: u8) {
        let (w, side) = ((self.cell / 12).max(2), self.side);
        for y in 0..side {
            if y < w || y >= side - w {
                self.span(0, y, side, colour);
            } else {
                self.span(0, y, w, colour);
                self.span(side - w, y, w, colour);
            }
        }
    }

    /// Draws `line` with `pen`, its top at `y`: from `x` rightwards, or ending at `x` when
    /// `to_left`.
    fn text(&mut self, pen: &mut Pen, line: &Line, x: u32, y: u32, to_left: bool) {
        let x = if to_left { x.saturating_sub(pen.width(line)) } else { x };
        pen.draw(line, x, y, &mut |px, py, level| {
            let colour = if level >= caption::SHADES { INK } else { SHADE + level - 1 };
            self.put(px, py, colour);
        });
    }
}

/// What every frame of an animation shares: its geometry, the pen of its text, the queen's
/// crown and the title's lines.
struct Scene<'a> {
    layout: &'a Layout,
    pen: &'a mut Pen,
    labels: &'a mut Pen,
    mask: &'a [(u32, u32, u32)],
    title: &'a [Line],
    wording: Wording,
}

impl Scene<'_> {
    /// The frame of `event`, after which the board holds `board`'s queens and the search's
    /// counts are `counts`, captioned with `caption` (its line of the trace).
    fn draw(
        &mut self,
        event: &Event,
        board: &board::Board,
        counts: &Stats,
        caption: &str,
    ) -> Canvas {
        let l = self.layout;
        let mut canvas = Canvas {
            width: l.width,
            height: l.height,
            origin: l.board,
            side: l.side,
            cell: l.cell,
            pixels: vec![PAGE; (l.width * l.height) as usize],
        };
        self.coordinates(&mut canvas, board.n());
        // The first and the last line of the trace say the counts themselves (none yet, the
        // totals): their captions take the counters' room.
        let counts = (!matches!(event, Event::Start { .. } | Event::Done { .. })).then_some(counts);
        self.panel(&mut canvas, counts, caption);
        draw_board(&mut canvas, event, board, self.mask);
        canvas
    }

    /// The columns' numbers above the board and the rows' to its left, in the export's
    /// numbering.
    fn coordinates(&mut self, canvas: &mut Canvas, n: u32) {
        let l = self.layout;
        let base = self.wording.base();
        for i in 0..n {
            let label = Line::plain(&(i + base).to_string());
            let width = self.labels.width(&label);
            let centre = l.board.0 + i * l.cell + l.cell / 2;
            let top = l.board.1.saturating_sub(self.labels.line_height());
            canvas.text(self.labels, &label, centre.saturating_sub(width / 2), top, false);
            let middle = l.board.1 + i * l.cell + l.cell / 2;
            let top = middle.saturating_sub(self.labels.ascent() * 3 / 4);
            canvas.text(self.labels, &label, l.board.0.saturating_sub(l.pad / 2), top, true);
        }
    }

    /// The text beside the board: the title, the counts so far (if given) and the step's
    /// caption, each from the top, right-aligned in a right-to-left language.
    fn panel(&mut self, canvas: &mut Canvas, counts: Option<&Stats>, caption: &str) {
        let l = self.layout;
        let rtl = self.wording.lang == crate::lang::Lang::Fa;
        let (x, width) = l.panel;
        let x = if rtl { x + width } else { x };
        let line = self.pen.line_height();
        let mut y = l.pad;
        for title in self.title {
            canvas.text(self.pen, title, x, y, rtl);
            y += line;
        }
        y += line / 2;
        if let Some(counts) = counts {
            let counters = counters(self.wording.lang, counts);
            let items: Vec<&str> = counters.split(COUNTER_SEP).collect();
            for row in self.pen.lay_out_items(&items, COUNTER_SEP, width) {
                canvas.text(self.pen, &row, x, y, rtl);
                y += line;
            }
            y += line / 2;
        }
        for row in self.pen.lay_out(caption, width) {
            canvas.text(self.pen, &row, x, y, rtl);
            y += line;
        }
    }
}

/// What separates the counters of the step view's line ([`crate::lang::Messages::view_counts`]).
const COUNTER_SEP: &str = " · ";

/// The counts so far in the words of `lang`.
fn counters(lang: crate::lang::Lang, counts: &Stats) -> String {
    let mut out = Vec::new();
    crate::lang::fill(
        &mut out,
        lang.messages().view_counts,
        &[
            ("t", Arg::Num(counts.tries)),
            ("a", Arg::Num(counts.accepts)),
            ("r", Arg::Num(counts.rejects)),
            ("b", Arg::Num(counts.backtracks)),
            ("s", Arg::Num(counts.solutions)),
        ],
    );
    String::from_utf8_lossy(&out).into_owned()
}

/// The board of `event` on `canvas`: each square's colour, the tried square's ring, the line of
/// a refusal, the queens, a solution's gold frame.
fn draw_board(canvas: &mut Canvas, event: &Event, board: &board::Board, mask: &[(u32, u32, u32)]) {
    let n = board.n();
    let solution = matches!(event, Event::Solution { .. });
    for row in 0..n {
        for col in 0..n {
            let colour = match board.cell(event, row, col) {
                Cell::Placed => ACCEPT,
                Cell::Rejected => REJECT,
                Cell::Line(_) => LINE,
                Cell::Lifted => LIFTED,
                _ if (row + col) % 2 == 1 => DARK,
                _ => LIGHT,
            };
            canvas.square(row, col, colour);
        }
    }
    if let Some((row, col)) = event.square() {
        if board.cell(event, row, col) == Cell::Tried {
            canvas.ring(row, col, TRY);
        }
    }
    if let Event::Reject { row, col, with, .. } = *event {
        let (a, s) = ((with[0], with[1]), (row, col));
        canvas.ring(a.0, a.1, ATTACKER);
        canvas.line(a, s, REJECT);
        canvas.cross(s.0, s.1);
    }
    for (row, &col) in board.queens().iter().enumerate() {
        let row = row as u32;
        let colour = match board.cell(event, row, col) {
            Cell::Placed => WHITE,
            _ if solution => QUEEN_GOLD,
            _ => BLACK,
        };
        canvas.queen(row, col, colour, mask);
    }
    if let Event::Backtrack { row, col, .. } = *event {
        canvas.queen(row, col, FADED, mask);
    }
    if solution {
        canvas.border(GOLD);
    }
}

/// The smallest rectangle `(x, y, width, height)` holding every pixel that differs between two
/// frames of `width` pixels a row; a single pixel when none does, since every step is a frame
/// (and holds its time).
fn changed(before: &[u8], after: &[u8], width: u32) -> (u32, u32, u32, u32) {
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    for (i, (a, b)) in before.iter().zip(after).enumerate() {
        if a != b {
            let (x, y) = (i as u32 % width, i as u32 / width);
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
    }
    if x0 == u32::MAX {
        (0, 0, 1, 1)
    } else {
        (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
    }
}

fn io_error(e: EncodingError) -> io::Error {
    match e {
        EncodingError::Io(e) => e,
        other => io::Error::other(other),
    }
}

/// The geometry of an animation's frames: the board with its coordinates on the left, the
/// text in a column to its right, as wide as the longest caption of the language needs.
#[derive(Debug, Clone, Copy)]
struct Layout {
    cell: u32,
    side: u32,
    /// The board's top left corner.
    board: (u32, u32),
    /// The text's left end and width.
    panel: (u32, u32),
    /// The margin around everything, half an em.
    pad: u32,
    width: u32,
    height: u32,
}

/// The em of the text beside a board `side` pixels across: the smallest that is at least a
/// tenth of the frame's height (the board, its column numbers above it and the margins), so
/// that the ink of a line (a bracket's or a Chinese glyph's, about 0.8 em once rasterised at
/// a small size) is at least a fourteenth.
fn text_px(side: u32) -> u32 {
    let mut px: u32 = 1;
    while 10 * px < side + px.div_ceil(2) * 2 + caption::line_height(px) {
        px += 1;
    }
    px
}

/// What a frame's text is drawn with: the geometry, the pens of the text and of the
/// coordinates, and the title's lines.
struct Prepared {
    layout: Layout,
    pen: Pen,
    labels: Pen,
    title: Vec<Line>,
}

impl Prepared {
    /// The frames of board `n`, `size` pixels across if given, with `faces`, their text in
    /// `wording` and the title `title`; `start` if the frame of `start` is drawn.
    fn new(
        n: u32,
        size: Option<u32>,
        faces: Vec<FontArc>,
        (wording, title): (Wording, &str),
        start: bool,
    ) -> Self {
        let cell = match size {
            Some(side) => (side / n.max(1)).max(2),
            None => cell(n),
        };
        let side = n * cell;
        let px = text_px(side);
        let mut pen = Pen::new(faces.clone(), px);
        // The coordinates are as large as the text, unless their squares are too small for
        // them: a digit is 0.64 em wide, a line 1.25 em high.
        let widest = (n - 1 + wording.base()).to_string();
        let digits = widest.len() as u32;
        let label_px = px.min(cell * 4 / 5).min(cell * 7 / (5 * digits)).max(1);
        let mut labels = Pen::new(faces, label_px);
        let pad = px.div_ceil(2);
        let line = pen.line_height();
        let left = pad + labels.measure(&widest) + pad / 2;
        let board = (left, pad + line);
        let height = board.1 + side + pad;
        let x = left + side + 2 * pad;
        // The narrowest column of text, from three quarters of the board's width up to three
        // boards, that holds the title, the counters and the longest caption of the language
        // (every message, with the largest numbers): a step exported alone is drawn as in the
        // whole animation. The long first line of the trace counts only when it is drawn, which
        // is when it is all there is; it and the last take the counters' rows.
        let (steps, ends) = samples(wording, n, start);
        let counts = Stats {
            solutions: 999_999,
            tries: 999_999,
            accepts: 999_999,
            rejects: 999_999,
            backtracks: 999_999,
            complete: true,
        };
        let counters = counters(wording.lang, &counts);
        let items: Vec<&str> = counters.split(COUNTER_SEP).collect();
        let rows = (height - 2 * pad - line) / line;
        let widths = (3..=12).map(|k| (side * k / 4).max(1));
        let mut width = side * 3;
        for w in widths {
            let mut most = |texts: &[String]| texts.iter().map(|c| pen.lay_out(c, w).len()).max();
            let (step, end) = (most(&steps).unwrap_or(1), most(&ends).unwrap_or(1));
            let counted = pen.lay_out_items(&items, COUNTER_SEP, w).len() + step;
            let needed = pen.lay_out(title, w).len() + counted.max(end);
            if needed as u32 <= rows {
                width = w;
                break;
            }
        }
        let title = pen.lay_out(title, width);
        let layout =
            Layout { cell, side, board, panel: (x, width), pad, width: x + width + pad, height };
        Prepared { layout, pen, labels, title }
    }
}

/// Every message a caption can be, in `wording`, filled with the largest numbers of board `n`:
/// the widest captions the animation can have, those of the steps and those of the ends (the
/// last line, and the first with `start`).
fn samples(wording: Wording, n: u32, start: bool) -> (Vec<String>, Vec<String>) {
    let m = wording.lang.messages();
    let max = u64::from(n - 1 + wording.base());
    let square = Arg::Square(max, max, ",");
    let queens = format!("[{}]", vec![max.to_string(); n as usize].join(m.list_sep));
    let big = Arg::Num(999_999);
    let first = format!("{}{}{}", m.start, m.one_based, m.limit);
    let done = format!("{}{}", m.done, m.incomplete);
    let mut templates: Vec<&str> = m.log_templates().to_vec();
    templates.extend([done.as_str(), first.as_str()]);
    let args = [
        ("sq", square),
        ("q", square),
        ("queens", Arg::Text(queens.as_bytes())),
        ("i", big),
        ("s", big),
        ("t", big),
        ("a", big),
        ("r", big),
        ("b", big),
        ("k", big),
        ("n", Arg::Num(u64::from(n))),
        ("axes", Arg::Text(m.axes.as_bytes())),
    ];
    let mut steps: Vec<String> = templates
        .iter()
        .map(|t| {
            let mut out = Vec::new();
            crate::lang::fill(&mut out, t, &args);
            String::from_utf8_lossy(&out).into_owned()
        })
        .collect();
    let mut ends = steps.split_off(templates.len() - 2);
    ends.truncate(1 + usize::from(start));
    (steps, ends)
}

impl<W: Write> Gif<W> {
    /// Keeps a step: its event, the counts so far and its queens, which are all that a frame
    /// needs.
    fn record(&mut self, event: &Event, counts: &Stats, queens: &[u32]) -> Result<(), ExportError> {
        let json = serde_json::to_vec(event).map_err(io::Error::other)?;
        let mut record = Vec::with_capacity(48 + json.len() + 4 * queens.len());
        record.extend_from_slice(&(json.len() as u32).to_le_bytes());
        record.extend_from_slice(&json);
        for count in
            [counts.solutions, counts.tries, counts.accepts, counts.rejects, counts.backtracks]
        {
            record.extend_from_slice(&count.to_le_bytes());
        }
        record.extend_from_slice(&(queens.len() as u32).to_le_bytes());
        for q in queens {
            record.extend_from_slice(&q.to_le_bytes());
        }
        self.steps.push(&record)
    }
}

/// The next step that [`Gif::record`] kept, as its event, its counts and its queens (into
/// `queens`).
fn recorded(records: &mut dyn Read, queens: &mut Vec<u32>) -> Result<(Event, Stats), ExportError> {
    // The records are read back from the spool: a failure is the temporary directory's.
    let spool = |error: io::Error| ExportError::Spool { dir: std::env::temp_dir(), error };
    fn word(records: &mut dyn Read) -> io::Result<u32> {
        let mut bytes = [0; 4];
        records.read_exact(&mut bytes)?;
        Ok(u32::from_le_bytes(bytes))
    }
    let mut json = vec![0; word(records).map_err(spool)? as usize];
    records.read_exact(&mut json).map_err(spool)?;
    let event = serde_json::from_slice(&json).map_err(|e| spool(io::Error::other(e)))?;
    let mut counts = [0u64; 5];
    for count in &mut counts {
        let mut bytes = [0; 8];
        records.read_exact(&mut bytes).map_err(spool)?;
        *count = u64::from_le_bytes(bytes);
    }
    let [solutions, tries, accepts, rejects, backtracks] = counts;
    let stats = Stats { solutions, tries, accepts, rejects, backtracks, complete: false };
    queens.clear();
    for _ in 0..word(records).map_err(spool)? {
        queens.push(word(records).map_err(spool)?);
    }
    Ok((event, stats))
}

impl<W: Write> Gif<W> {
    /// The frames' geometry and pens for board `n`, made once; `start` if the frame of
    /// `start` is drawn.
    fn prepared(&mut self, start: bool) -> Prepared {
        let faces = caption::fonts(self.wording.lang);
        let title = super::title_in(&self.title, self.n, self.wording.lang);
        Prepared::new(self.n, self.size, faces, (self.wording, &title), start)
    }
}

impl<W: Write> Exporter for Gif<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        self.n = n;
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        let hold = u64::from(hold(self.delay_ms, frame.event));
        if self.force && self.ms + hold > FORCED_ANIMATION_MS {
            self.dropped += 1;
            return Ok(());
        }
        if !self.force && self.ms + hold > MAX_ANIMATION_MS {
            return Err(ExportError::AnimationTooLong {
                minutes: MAX_ANIMATION_MS / 60_000,
                frames: self.frames,
                delay_ms: self.delay_ms,
                forced_minutes: FORCED_ANIMATION_MS / 60_000,
            });
        }
        self.ms += hold;
        if self.frames == 0 {
            self.starts = matches!(frame.event, Event::Start { .. });
        }
        self.frames += 1;
        self.record(frame.event, &frame.board.counts, frame.board.queens())
    }

    fn note(&mut self) -> Option<Note> {
        let minutes = |ms: u64| (ms + 30_000) / 60_000;
        let frames = self.frames - usize::from(self.starts && self.frames > 1);
        if self.dropped > 0 {
            Some(Note::Stopped { minutes: minutes(FORCED_ANIMATION_MS), dropped: self.dropped })
        } else if self.ms > MAX_ANIMATION_MS {
            Some(Note::Long { minutes: minutes(self.ms), frames })
        } else {
            None
        }
    }

    fn end(&mut self) -> Result<(), ExportError> {
        let n = self.n;
        // The empty board of `start` says nothing as the first frame (and a slide tool shows
        // the first frame as the picture): the animation opens on the next step, unless
        // `start` is all there is.
        let skip_start = self.frames > 1 && self.starts;
        let Prepared { layout, mut pen, mut labels, title } =
            self.prepared(self.starts && !skip_start);
        let mask = queen_mask(layout.cell);
        let palette = palette(self.theme);
        let (width, height) = (layout.width as u16, layout.height as u16);
        let mut encoder = Encoder::new(&mut self.out, width, height, &palette).map_err(io_error)?;
        encoder.set_repeat(Repeat::Infinite).map_err(io_error)?;
        let comment = super::title(&self.title, n);
        encoder
            .write_raw_extension(AnyExtension(Extension::Comment as u8), &[comment.as_bytes()])
            .map_err(io_error)?;
        let frames = self.frames - usize::from(skip_start);
        let last = frames - 1;
        let delay_ms = self.delay_ms;
        let mut previous: Option<Vec<u8>> = None;
        let mut records = std::mem::take(&mut self.steps).into_reader()?;
        let mut lines = LogLine::new(self.wording);
        let mut queens = Vec::new();
        if skip_start {
            recorded(&mut *records, &mut queens)?;
        }
        let mut scene = Scene {
            layout: &layout,
            pen: &mut pen,
            labels: &mut labels,
            mask: &mask,
            title: &title,
            wording: self.wording,
        };
        for i in 0..frames {
            let (event, counts) = recorded(&mut *records, &mut queens)?;
            let board = board::Board::with_queens(n, &queens);
            let canvas = scene.draw(&event, &board, &counts, &lines.bare(&event));
            // Most steps change a square or two, the counters and the caption: each frame
            // after the first holds only the rectangle that changed, drawn over the last (GIF
            // keeps what is not redrawn), and within it the pixels that did not change are
            // transparent, which compresses to almost nothing.
            let (x, y, w, h) = match &previous {
                Some(before) => changed(before, &canvas.pixels, canvas.width),
                None => (0, 0, canvas.width, canvas.height),
            };
            let mut pixels = Vec::with_capacity((w * h) as usize);
            for row in y..y + h {
                let start = (row * canvas.width + x) as usize;
                let new = &canvas.pixels[start..start + w as usize];
                match &previous {
                    Some(before) => {
                        let old = &before[start..start + w as usize];
                        pixels.extend(
                            new.iter().zip(old).map(|(&a, &b)| if a == b { CLEAR } else { a }),
                        );
                    }
                    None => pixels.extend_from_slice(new),
                }
            }
            let mut frame = ::gif::Frame::from_indexed_pixels(w as u16, h as u16, pixels, None);
            (frame.left, frame.top) = (x as u16, y as u16);
            frame.dispose = DisposalMethod::Keep;
            if previous.is_some() {
                frame.transparent = Some(CLEAR);
            }
            let ms = if i == last {
                (6 * delay_ms).max(LAST_MS).max(hold(delay_ms, &event))
            } else {
                hold(delay_ms, &event)
            };
            frame.delay = (ms / 10).clamp(1, u32::from(u16::MAX)) as u16;
            encoder.write_frame(&frame).map_err(io_error)?;
            previous = Some(canvas.pixels);
        }
        Ok(encoder.into_inner().map_err(io_error)?.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changed_bounds_the_differing_pixels() {
        let before = [0u8; 12];
        let mut after = before;
        after[5] = 1; // (1,1) of a 4-wide frame
        after[10] = 1; // (2,2)
        assert_eq!(changed(&before, &after, 4), (1, 1, 2, 2));
        assert_eq!(changed(&before, &before, 4), (0, 0, 1, 1));
    }

    #[test]
    fn the_crown_fills_part_of_its_square() {
        let mask = queen_bits(40);
        let on = mask.iter().filter(|&&b| b).count();
        assert!((300..900).contains(&on), "{on} of 1600 pixels");
        // The corners of the square stay empty; the base is filled.
        assert!(!mask[0] && !mask[39]);
        assert!(mask[35 * 40 + 20]);
        let runs = queen_mask(40);
        assert_eq!(runs.iter().map(|r| r.2 as usize).sum::<usize>(), on);
    }
}
