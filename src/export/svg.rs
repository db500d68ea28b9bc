//! `svg`: the board as a vector picture, for slides and handouts.
//!
//! By default the board at the last selected step (`--step K` selects just step K): the queens,
//! the square being tried, and on a reject the attacking queen and a line drawn from it to the
//! refused square. With `--solutions`, a grid of every solution in the selection, each labelled
//! with its number. Queens are drawn as shapes, not font glyphs, so the picture looks the same
//! everywhere.

use super::board::{Board, Frame};
use super::format::{Format, Opt};
use super::{escape, ExportError, Exporter};
use crate::board::Cell;
use crate::event::Event;
use std::fmt::Write as _;
use std::io::{self, Write};

/// The `svg` format.
pub const FORMAT: Format = Format {
    name: "svg",
    about: "The board at one step (--step K), or every solution (--solutions), as SVG",
    cap: None,
    binary: false,
    reads: &[Opt::Step, Opt::Solutions],
    build: |out, o| Box::new(Svg::new(out, o.title.clone(), o.solutions)),
};

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

/// The queen, in a 100×100 box: a five-pointed crown on a base.
const QUEEN: &str = "<symbol id=\"queen\" viewBox=\"0 0 100 100\">\
<polygon points=\"20,80 14,34 28,58 32,24 41,56 50,18 59,56 68,24 72,58 86,34 80,80\"/>\
<rect x=\"18\" y=\"82\" width=\"64\" height=\"10\" rx=\"3\"/>\
<circle cx=\"14\" cy=\"30\" r=\"5\"/><circle cx=\"32\" cy=\"20\" r=\"5\"/>\
<circle cx=\"50\" cy=\"14\" r=\"5\"/><circle cx=\"68\" cy=\"20\" r=\"5\"/>\
<circle cx=\"86\" cy=\"30\" r=\"5\"/></symbol>";

/// Writes one picture.
#[derive(Debug)]
pub struct Svg<W: Write> {
    out: W,
    title: Option<String>,
    solutions: bool,
    n: u32,
    last: Option<(Event, Board)>,
    found: Vec<(u64, Vec<u32>)>,
}

impl<W: Write> Svg<W> {
    /// The board at the last selected step, or with `solutions` a grid of the solutions in
    /// the selection; titled `title` (default `n-queens N×N`).
    pub fn new(out: W, title: Option<String>, solutions: bool) -> Self {
        Svg {
            out,
            title,
            solutions,
            n: 1,
            last: None,
            found: Vec::new(),
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    fn title(&self) -> String {
        let n = self.n;
        escape::html(&super::title(&self.title, n))
    }
}

/// Draws the board of `frame` with its top left corner at `(x, y)`, squares of `cell` units.
pub(crate) fn draw_board(svg: &mut String, frame: &Frame<'_>, x: u32, y: u32, cell: u32) {
    let n = frame.board.n();
    let size = n * cell;
    let frame_colour = if frame.is_solution() {
        colour::GOLD
    } else {
        "#000"
    };
    let _ = writeln!(svg, "<g transform=\"translate({x} {y})\">");
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
                col * cell,
                row * cell
            );
        }
    }
    let ring = |svg: &mut String, row: u32, col: u32, colour: &str| {
        let w = (cell / 10).max(1);
        let _ = writeln!(
            svg,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{w}\"/>",
            col * cell + w / 2,
            row * cell + w / 2,
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
    if let Some((a, s, conflict)) = frame.attack() {
        ring(svg, a.0, a.1, colour::ATTACKER);
        let _ = writeln!(
            svg,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\"><title>{conflict}</title></line>",
            centre(a.1),
            centre(a.0),
            centre(s.1),
            centre(s.0),
            colour::REJECT,
            (cell / 12).max(1)
        );
        // The refused square: a white cross on its red fill.
        let (x0, y0, d) = (s.1 * cell + cell / 4, s.0 * cell + cell / 4, cell / 2);
        let _ = writeln!(
            svg,
            "<path d=\"M{x0} {y0}l{d} {d}m0 -{d}l-{d} {d}\" stroke=\"#fff\" stroke-width=\"{}\" stroke-linecap=\"round\"/>",
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
        let _ = writeln!(
            svg,
            "<use href=\"#queen\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"/>",
            col * cell + pad,
            row * cell + pad,
            cell - 2 * pad,
            cell - 2 * pad
        );
    }
    if let Event::Backtrack { row, col, .. } = *frame.event {
        let _ = writeln!(
            svg,
            "<use href=\"#queen\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#000\" opacity=\"0.35\"/>",
            col * cell + pad,
            row * cell + pad,
            cell - 2 * pad,
            cell - 2 * pad
        );
    }
    let _ = writeln!(
        svg,
        "<rect width=\"{size}\" height=\"{size}\" fill=\"none\" stroke=\"{frame_colour}\" stroke-width=\"{}\"/>\n</g>",
        (cell / 15).max(1)
    );
}

fn open(svg: &mut String, width: u32, height: u32, title: &str) {
    let _ = writeln!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n\
         <title>{title}</title>\n<defs>{QUEEN}</defs>\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"#fff\"/>"
    );
}

impl<W: Write> Svg<W> {
    fn one_board(&mut self) -> io::Result<()> {
        let Some((event, board)) = &self.last else {
            return Ok(());
        };
        let frame = Frame { event, board };
        let n = self.n;
        let cell = (480 / n).clamp(12, 80);
        let size = n * cell;
        let width = (size + 40).max(720);
        let height = size + 130;
        let mut svg = String::new();
        let title = self.title();
        open(&mut svg, width, height, &title);
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"40\" font-size=\"28\" font-weight=\"bold\" text-anchor=\"middle\">{title}</text>",
            width / 2
        );
        draw_board(&mut svg, &frame, (width - size) / 2, 60, cell);
        let caption = super::LogLine::new().of(event);
        let caption = caption.trim_start_matches("│ ");
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" font-size=\"20\" text-anchor=\"middle\">step {}: {}</text>\n</svg>",
            width / 2,
            size + 100,
            event.step(),
            escape::html(caption)
        );
        self.out.write_all(svg.as_bytes())
    }

    fn grid(&mut self) -> Result<(), ExportError> {
        if self.found.is_empty() {
            return Err(ExportError::Unsuitable(
                "no solution among the selected steps: nothing to draw with --solutions".into(),
            ));
        }
        let n = self.n;
        let count = self.found.len() as u32;
        let columns = (1..=8).find(|c| c * c >= count).unwrap_or(8);
        let rows = count.div_ceil(columns);
        let cell = (240 / n).clamp(6, 40);
        let (size, gap, label) = (n * cell, 24, 28);
        let width = (columns * (size + gap) + gap).max(480);
        let height = 70 + rows * (size + label + gap);
        let mut svg = String::new();
        let title = self.title();
        open(&mut svg, width, height, &title);
        let _ = writeln!(
            svg,
            "<text x=\"{}\" y=\"44\" font-size=\"28\" font-weight=\"bold\" text-anchor=\"middle\">{title}</text>",
            width / 2
        );
        for (i, (index, queens)) in self.found.iter().enumerate() {
            let i = i as u32;
            let (x, y) = (
                gap + (i % columns) * (size + gap),
                70 + (i / columns) * (size + label + gap),
            );
            let event = Event::Solution {
                step: 0,
                index: *index,
                queens: queens.clone(),
            };
            let mut board = Board::new(n);
            board.apply(&event);
            draw_board(
                &mut svg,
                &Frame {
                    event: &event,
                    board: &board,
                },
                x,
                y,
                cell,
            );
            let _ = writeln!(
                svg,
                "<text x=\"{}\" y=\"{}\" font-size=\"18\" text-anchor=\"middle\">solution {index}</text>",
                x + size / 2,
                y + size + 22
            );
            // Written board by board: a grid of n=12 is 140 MB of SVG.
            self.out.write_all(svg.as_bytes())?;
            svg.clear();
        }
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
            // Only the last frame is drawn; reuse its allocations on long traces.
            match &mut self.last {
                Some((event, board)) => {
                    event.clone_from(frame.event);
                    board.clone_from(frame.board);
                }
                None => self.last = Some((frame.event.clone(), frame.board.clone())),
            }
        } else if let Event::Solution { index, queens, .. } = frame.event {
            self.found.push((*index, queens.clone()));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Export, Selection};
    use crate::solver::Solver;

    fn svg(n: u32, selection: Selection, solutions: bool) -> String {
        let mut export = Export::new(Svg::new(Vec::new(), None, solutions), selection, None);
        Solver::new(n).unwrap().run(&mut export).unwrap();
        String::from_utf8(export.into_inner().into_inner()).unwrap()
    }

    #[test]
    fn a_try_is_ringed_and_the_queens_are_shapes() {
        let step = Selection {
            from: 3,
            to: Some(3),
            only: vec![],
        };
        let svg = svg(4, step, false);
        assert!(svg.contains(
            "<rect x=\"4\" y=\"84\" width=\"72\" height=\"72\" fill=\"none\" stroke=\"#1f6fff\" stroke-width=\"8\"/>"
        ));
        assert!(svg.contains(
            "<use href=\"#queen\" x=\"8\" y=\"8\" width=\"64\" height=\"64\" fill=\"#000\"/>"
        ));
        assert!(svg.contains(">step 3: → try (1,0)</text>"));
    }

    #[test]
    fn solutions_are_laid_out_in_a_grid() {
        let svg = svg(4, Selection::default(), true);
        assert_eq!(svg.matches("<g transform=").count(), 2);
        assert!(svg.contains("<g transform=\"translate(24 70)\">"));
        assert!(svg.contains("<g transform=\"translate(208 70)\">"));
        assert!(svg.contains(">solution 2</text>"));
    }
}
