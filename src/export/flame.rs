//! `flame`: where the search spends its steps, as the collapsed stacks that speedscope,
//! inferno and flamegraph.pl read, or with `--svg` as a flame graph drawn by the `inferno`
//! crate.
//!
//! A stack is the path of accepted queens from the root (`n-queens N×N`) down; each selected
//! step is counted once, against the stack it happens under: a try and a reject under the
//! queens above their row, an accept and the backtrack that lifts it under the queen itself, a
//! solution under its whole path. So the counts add up to the selected steps, and the width of
//! a box in the graph is the number of steps in its subtree. One line per path, written when
//! the search leaves it: the collapsed stacks stream, holding only the current branch. The SVG
//! needs every line first, one per accepted queen.
//!
//! In a search of another problem a frame is a choice in English (`(0,2)=3`, `WA=red`,
//! `take_3`, a space as `_`), the path the picture's branch, and the root the problem's noun.

use super::{ExportError, Exporter, Format, Frame, Theme};
use crate::event::Event;
use crate::lang::Lang;
use crate::problem::Problem;
use inferno::flamegraph::{self, color};
use std::io::{self, Write};

/// The `flame` format.
pub const FORMAT: Format = Format::new(
    "flame",
    "Collapsed stacks of the search (speedscope, inferno), or a flame graph as SVG",
);

/// The options of the stacks or the graph.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    /// The graph's title and the stacks' root; default `n-queens N×N` at the root.
    pub title: Option<String>,
    /// Number the frames' rows and columns from 1.
    pub one_based: bool,
    /// An SVG flame graph instead of the collapsed stacks.
    pub svg: bool,
    /// The graph's colours; default light.
    pub theme: Theme,
}

super::format_options!(Flame);

/// Writes the stacks or the graph.
#[derive(Debug)]
pub struct Flame<W: Write> {
    out: W,
    title: Option<String>,
    svg: bool,
    theme: Theme,
    base: u32,
    /// The frames of the current path, root first, each with the steps counted against it.
    path: Vec<(String, u64)>,
    /// With `--svg`, every line so far, and the bytes they hold.
    lines: Vec<String>,
    held: usize,
    /// The most bytes of lines `--svg` holds (inferno draws from all of them at the end).
    budget: usize,
    /// The problem of a trace of another problem than N-Queens, whose choices name the frames.
    problem: Option<Box<dyn Problem>>,
    /// Another problem's choice of each frame of the path below the root: `(var, value)`.
    keys: Vec<(u32, u32)>,
}

/// The most bytes of collapsed lines `--svg` holds before it draws them: inferno's own work on
/// them takes some five times as much, so this keeps the export under 64 MB (the full search
/// of n=11 holds about 7 MB; n=12's would need some 190 MB in all).
const SVG_BUDGET: usize = 8 << 20;

impl<W: Write> Flame<W> {
    /// The export that `options` describe, written into `out`.
    pub fn new(out: W, options: &Options) -> Self {
        Flame {
            out,
            title: options.title.clone(),
            svg: options.svg,
            theme: options.theme,
            base: u32::from(options.one_based),
            path: Vec::new(),
            lines: Vec::new(),
            held: 0,
            budget: SVG_BUDGET,
            problem: None,
            keys: Vec::new(),
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// Leaves the path down to `depth` frames below the root, writing the line of each frame
    /// left.
    fn lift(&mut self, depth: usize) -> Result<(), ExportError> {
        while self.path.len() > depth + 1 {
            self.pop()?;
        }
        Ok(())
    }

    fn pop(&mut self) -> Result<(), ExportError> {
        let mut line = String::new();
        for (i, (name, _)) in self.path.iter().enumerate() {
            if i > 0 {
                line.push(';');
            }
            line.push_str(name);
        }
        let Some((_, count)) = self.path.pop() else {
            return Ok(());
        };
        if count > 0 {
            line.push(' ');
            line.push_str(&count.to_string());
            if self.svg {
                self.held += line.len();
                if self.held > self.budget {
                    return Err(ExportError::TooManyPaths { megabytes: self.budget >> 20 });
                }
                self.lines.push(line);
            } else {
                writeln!(self.out, "{line}")?;
            }
        }
        Ok(())
    }

    fn count(&mut self) {
        if let Some((_, count)) = self.path.last_mut() {
            *count += 1;
        }
    }
}

/// A frame's name: the square of its queen. Stacks are separated by `;` and end at a space, so
/// neither may appear in a name; squares hold neither.
fn square(row: u32, col: u32, base: u32) -> String {
    crate::board::label(row, col, base).to_string()
}

/// A frame's name in a search of another problem: its choice in English
/// ([`super::dot::choice`]: `(0,2)=3`, `WA=red`, `take 3`), a space or `;` as `_`.
fn choice(problem: &dyn Problem, var: u32, value: u32, base: u32) -> String {
    super::dot::choice(problem, var, value, Lang::En, base).replace([';', ' '], "_")
}

impl<W: Write> Exporter for Flame<W> {
    /// Names the frames by `problem`'s choices, the root by its noun.
    fn problem(&mut self, problem: &dyn Problem) -> Result<(), ExportError> {
        self.problem = Some(problem.fresh());
        Ok(())
    }

    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        let root = match (&self.title, &self.problem) {
            (None, Some(problem)) => problem.words(Lang::En).noun.to_string(),
            _ => super::title(&self.title, n),
        };
        let root = root.replace([';', ' '], "_");
        self.path = vec![(root, 0)];
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        if let (Some(_), Some(picture)) = (&self.problem, frame.picture) {
            // The path is the branch of the picture, which follows every event: a try and
            // a reject under it, an accept under itself (the branch holds it now), a
            // backtrack under the choice it takes back, a solution under the whole branch.
            let mut below: Vec<(u32, u32)> = picture.branch().collect();
            if let Event::Backtrack { row, col, .. } = *frame.event {
                below.push((row, col));
            }
            // Leave the frames that are not on this path, and enter those that are new: only
            // those are named, so a deep branch costs a comparison of numbers a step.
            let same = self.keys.iter().zip(&below).take_while(|(k, b)| k == b).count();
            self.lift(same)?;
            self.keys.truncate(same);
            let Some(problem) = &self.problem else { return Ok(()) };
            for &(var, value) in &below[same..] {
                self.path.push((choice(&**problem, var, value, self.base), 0));
                self.keys.push((var, value));
            }
            self.count();
            return Ok(());
        }
        // A selection can start under queens placed before it: the path follows the board.
        let queens = frame.board.queens();
        let depth = match *frame.event {
            Event::Try { row, .. } | Event::Reject { row, .. } => row as usize,
            Event::Accept { row, .. } | Event::Backtrack { row, .. } => row as usize + 1,
            Event::Solution { ref queens, .. } => queens.len(),
            Event::Start { .. } | Event::Done { .. } => 0,
        };
        self.lift(depth.min(self.path.len().saturating_sub(1)))?;
        let below: Vec<(u32, u32)> = match *frame.event {
            // A backtrack has lifted its queen from the board already.
            Event::Backtrack { row, col, .. } => queens
                .iter()
                .take(row as usize)
                .copied()
                .enumerate()
                .map(|(r, c)| (r as u32, c))
                .chain([(row, col)])
                .collect(),
            _ => {
                queens.iter().take(depth).copied().enumerate().map(|(r, c)| (r as u32, c)).collect()
            }
        };
        for &(row, col) in below.iter().skip(self.path.len() - 1) {
            self.path.push((square(row, col, self.base), 0));
        }
        self.count();
        Ok(())
    }

    fn end(&mut self) -> Result<(), ExportError> {
        self.lift(0)?;
        self.pop()?;
        if self.svg {
            let mut options = flamegraph::Options::default();
            options.title = self.path_title();
            options.count_name = "steps".into();
            // Colours from the frames' names, not from a random generator: the same trace
            // draws the same picture.
            options.deterministic = true;
            options.colors = color::Palette::Basic(color::BasicPalette::Aqua);
            options.bgcolors = Some(match self.theme {
                Theme::Light => color::BackgroundColor::Grey,
                Theme::Dark => {
                    color::BackgroundColor::Flat(color::Color { r: 0x1b, g: 0x1d, b: 0x22 })
                }
            });
            if self.theme == Theme::Dark {
                options.uicolor = color::Color { r: 0xe8, g: 0xe8, b: 0xe8 };
            }
            let lines = std::mem::take(&mut self.lines);
            flamegraph::from_lines(&mut options, lines.iter().map(String::as_str), &mut self.out)
                .map_err(|e| ExportError::Io(io::Error::other(e)))?;
        }
        Ok(self.out.flush()?)
    }
}

impl<W: Write> Flame<W> {
    /// The graph's title: control and bidi characters escaped as in every export; inferno
    /// escapes it for XML itself.
    fn path_title(&self) -> String {
        let title = match (&self.title, &self.problem) {
            (Some(title), _) => title.clone(),
            (None, Some(problem)) => {
                format!("{}: steps under each choice", problem.words(Lang::En).noun)
            }
            (None, None) => "n-queens: steps under each queen".to_string(),
        };
        crate::escape::escape(&title).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{rendered, Export, Window};
    use crate::solver::Solver;

    fn collapsed(n: u32) -> String {
        rendered(&Options::default(), n, Window::default())
    }

    #[test]
    fn n1_counts_each_step_under_its_path() {
        // start, try (0,0), accept (0,0), solution, backtrack (0,0), done.
        assert_eq!(collapsed(1), "n-queens_1×1;(0,0) 3\nn-queens_1×1 3\n");
    }

    #[test]
    fn svg_refuses_more_lines_than_its_budget() {
        let options = Options { svg: true, ..Options::default() };
        let flame = Flame { budget: 1 << 10, ..Flame::new(Vec::new(), &options) };
        let mut export = Export::new(flame, Window::default(), None);
        let err = Solver::new(7).unwrap().run(&mut export).unwrap_err();
        assert!(matches!(err, ExportError::TooManyPaths { megabytes: 0 }), "{err:?}");
        assert!(rendered(&options, 7, Window::default()).contains("<svg"));
    }

    #[test]
    fn the_counts_add_up_to_the_steps() {
        let total: u64 = collapsed(5)
            .lines()
            .map(|l| l.rsplit_once(' ').unwrap().1.parse::<u64>().unwrap())
            .sum();
        let mut events = Vec::new();
        Solver::new(5).unwrap().run(&mut events).unwrap();
        assert_eq!(total, events.len() as u64);
    }
}
