//! `gif`: the board animated, one frame per selected step, for slide tools that take no HTML.
//!
//! Drawn in the colours of the player: the square being tried ringed in blue, an accepted queen
//! on green, a refused square red with the line of attack back to the orange-ringed attacker, a
//! lifted queen fading on yellow, a solution framed in gold. Every step is a frame, so the
//! driver caps the trace at [`super::MAX_EMBEDDED_STEPS`] unless forced; the steps are kept
//! until [`Exporter::end`], so a trace past the cap is refused before a byte is written.

use super::board::{Board, Frame};
use super::format::{Format, Opt};
use super::Exporter;
use crate::board::Cell;
use crate::event::{Event, MAX_N};
use crate::export::ExportError;
use ::gif::{AnyExtension, Encoder, EncodingError, Extension, Repeat};
use std::io::{self, Write};

/// The `gif` format.
pub const FORMAT: Format = Format::new("gif", "An animated GIF, one frame per step", |out, o| {
    Box::new(Gif::new(out, o.title.clone(), o.delay.unwrap_or(500)))
})
.reads(&[Opt::Delay])
.cap(super::MAX_EMBEDDED_STEPS)
.binary();

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

#[rustfmt::skip]
const PALETTE: [u8; 48] = [
    0xf0, 0xf0, 0xf0,  0x98, 0xa6, 0xb5,  0x1f, 0x6f, 0xff,  0x14, 0xa8, 0x3b,
    0xe0, 0x20, 0x1b,  0xff, 0x9c, 0x97,  0xff, 0x8c, 0x00,  0xf2, 0xc2, 0x00,
    0xd4, 0xa0, 0x17,  0x00, 0x00, 0x00,  0xff, 0xff, 0xff,  0x8a, 0x80, 0x5c,
    0x7a, 0x52, 0x00,  0x00, 0x00, 0x00,  0x00, 0x00, 0x00,  0x00, 0x00, 0x00,
];

/// Writes the animation.
#[derive(Debug)]
pub struct Gif<W: Write> {
    out: W,
    title: Option<String>,
    delay_cs: u16,
    steps: Vec<(Event, Board)>,
    n: u32,
}

impl<W: Write> Gif<W> {
    /// An animation into `out`, `delay_ms` between frames (GIF counts in hundredths of a
    /// second, so it is rounded down to those, and at least one). A GIF shows no text: the
    /// title (default `n-queens N×N`) goes into its comment.
    pub fn new(out: W, title: Option<String>, delay_ms: u32) -> Self {
        Gif {
            out,
            title,
            delay_cs: (delay_ms / 10).clamp(1, u32::from(u16::MAX)) as u16,
            steps: Vec::new(),
            n: 1,
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

/// The side of a square in pixels, for a board of `n`: about 400 pixels across.
pub fn cell(n: u32) -> u32 {
    (400 / n.clamp(1, MAX_N)).clamp(12, 64)
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

/// One frame's pixels.
struct Canvas {
    width: u32,
    cell: u32,
    pixels: Vec<u8>,
}

impl Canvas {
    fn set(&mut self, x: u32, y: u32, colour: u8) {
        if x < self.width && y < self.width {
            self.pixels[(y * self.width + x) as usize] = colour;
        }
    }

    /// Fills `len` pixels of pixel row `y` from column `x` (whole rows at a time: a frame is
    /// drawn for every step).
    fn span(&mut self, x: u32, y: u32, len: u32, colour: u8) {
        let start = (y * self.width + x) as usize;
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
                    self.set(
                        col * self.cell + x as u32,
                        row * self.cell + y as u32,
                        WHITE,
                    );
                }
            }
        }
    }
}

fn draw(frame: &Frame<'_>, cell: u32, mask: &[(u32, u32, u32)]) -> Canvas {
    let n = frame.board.n();
    let width = n * cell;
    let mut canvas = Canvas {
        width,
        cell,
        pixels: vec![LIGHT; (width * width) as usize],
    };
    for row in 0..n {
        for col in 0..n {
            let colour = match frame.mark(row, col) {
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
    if let Some((row, col)) = frame.event.square() {
        if frame.mark(row, col) == Cell::Tried {
            canvas.ring(row, col, TRY);
        }
    }
    if let Some((a, s, _)) = frame.attack() {
        canvas.ring(a.0, a.1, ATTACKER);
        canvas.line(a, s, REJECT);
        canvas.cross(s.0, s.1);
    }
    for (row, &col) in frame.board.queens().iter().enumerate() {
        let row = row as u32;
        let colour = match frame.mark(row, col) {
            Cell::Placed => WHITE,
            _ if frame.is_solution() => QUEEN_GOLD,
            _ => BLACK,
        };
        canvas.queen(row, col, colour, mask);
    }
    if let Event::Backtrack { row, col, .. } = *frame.event {
        canvas.queen(row, col, FADED, mask);
    }
    if frame.is_solution() {
        canvas.border(GOLD);
    }
    canvas
}

impl Canvas {
    /// The gold frame around a solved board.
    fn border(&mut self, colour: u8) {
        let (w, side) = ((self.cell / 12).max(2), self.width);
        for y in 0..side {
            if y < w || y >= side - w {
                self.span(0, y, side, colour);
            } else {
                self.span(0, y, w, colour);
                self.span(side - w, y, w, colour);
            }
        }
    }
}

/// The smallest rectangle `(x, y, width, height)` holding every pixel that differs between two
/// frames of `width` pixels a row; a single pixel when none does, since every step is a frame.
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

impl<W: Write> Exporter for Gif<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        self.n = n;
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        self.steps.push((frame.event.clone(), frame.board.clone()));
        Ok(())
    }

    fn end(&mut self) -> Result<(), ExportError> {
        let cell = cell(self.n);
        let side = (self.n * cell) as u16;
        let mask = queen_mask(cell);
        let mut encoder = Encoder::new(&mut self.out, side, side, &PALETTE).map_err(io_error)?;
        encoder.set_repeat(Repeat::Infinite).map_err(io_error)?;
        let n = self.n;
        let title = super::title(&self.title, n);
        encoder
            .write_raw_extension(AnyExtension(Extension::Comment as u8), &[title.as_bytes()])
            .map_err(io_error)?;
        let mut previous: Option<Vec<u8>> = None;
        for (event, board) in &self.steps {
            let canvas = draw(&Frame { event, board }, cell, &mask);
            // Most steps change a square or two: each frame after the first holds only the
            // rectangle that changed, drawn over the last (GIF keeps what is not redrawn).
            let (x, y, w, h) = match &previous {
                Some(before) => changed(before, &canvas.pixels, canvas.width),
                None => (0, 0, canvas.width, canvas.width),
            };
            let mut pixels = Vec::with_capacity((w * h) as usize);
            for row in y..y + h {
                let start = (row * canvas.width + x) as usize;
                pixels.extend_from_slice(&canvas.pixels[start..start + w as usize]);
            }
            let mut frame = ::gif::Frame::from_indexed_pixels(w as u16, h as u16, pixels, None);
            (frame.left, frame.top) = (x as u16, y as u16);
            frame.delay = self.delay_cs;
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
