//! The text trace of every problem but N-Queens: the same layout (a line per event, indented
//! by depth, a symbol and a colour per kind), in the problem's own words
//! ([`crate::problem::Words`]), with its grid drawn under each solution.
//!
//! The depth is counted here, from the events (an accept goes one level down, a backtrack one
//! up), since another problem's variables are not numbered by depth.

use super::TextPrinter;
use crate::color::{Paint, Palette};
use crate::event::Stats;
use crate::event::{Event, Kind};
use crate::lang::{fill, Arg};
use crate::problem::{Problem, Words};
use std::io::Write;

/// What the printer keeps of another problem's trace.
#[derive(Debug)]
pub(super) struct Lines {
    problem: Box<dyn Problem>,
    words: &'static Words,
    depth: u32,
    /// The last event was a solution: the backtrack after it says the search goes on.
    solved: bool,
}

impl<W: Write> TextPrinter<W> {
    /// Sets up another problem's trace for a printer that starts in its middle, after
    /// `start`: its lines are then those of a printer that saw every event before, which left
    /// the search at `depth`, right after a solution if `solved` (the step view prints only
    /// the lines it shows). A start that names no problem leaves the printer as it was.
    pub fn resume_problem(&mut self, start: &Event, depth: u32, solved: bool) {
        let Event::Start { schema, .. } = start else { return };
        let Some(Ok(problem)) = crate::problem::of_schema(schema) else { return };
        let words = problem.words(self.opts.lang);
        // As a start of another problem does: N-Queens' plain path is left for good.
        self.plain = false;
        self.problem = Some(Box::new(Lines { problem, words, depth, solved }));
    }

    /// Prints `event` of another problem's trace (its start sets the problem up).
    pub(super) fn problem_event(&mut self, event: &Event) {
        if let Event::Start { schema, .. } = event {
            // A start whose instance does not open was refused by the reader; a printer fed
            // directly prints the N-Queens lines it can.
            let Some(Ok(problem)) = crate::problem::of_schema(schema) else { return };
            let words = problem.words(self.opts.lang);
            self.problem = Some(Box::new(Lines { problem, words, depth: 0, solved: false }));
        }
        let Some(mut lines) = self.problem.take() else { return };
        let depth = match event {
            Event::Backtrack { .. } => lines.depth.saturating_sub(1),
            Event::Solution { .. } => lines.depth.saturating_sub(1),
            _ => lines.depth,
        };
        if self.opts.filter.shows_at(event.kind(), depth) {
            self.scratch.clear();
            self.problem_line(&lines, event, depth);
            super::lines::put(&mut self.block.buf, &mut self.block.pos, &self.scratch, 0);
        }
        match event {
            Event::Accept { .. } => lines.depth += 1,
            Event::Backtrack { .. } => lines.depth = depth,
            _ => {}
        }
        lines.solved = event.kind() == Kind::Solution;
        self.problem = Some(lines);
    }

    fn problem_line(&mut self, lines: &Lines, event: &Event, depth: u32) {
        let (p, base, lang) = (&*lines.problem, self.base as u32, self.opts.lang);
        match *event {
            Event::Start { n, limit, .. } => {
                self.open(0, |p| &p.header);
                crate::problem::say_title(p, lang, n, &mut self.scratch);
                if let Some(k) = limit {
                    fill(&mut self.scratch, self.msgs.limit, &[("k", Arg::Num(k))]);
                }
                self.close(|p| &p.header);
            }
            Event::Try { .. }
            | Event::Accept { .. }
            | Event::Reject { .. }
            | Event::Backtrack { .. } => {
                let paint: fn(&Palette) -> &Paint = match event.kind() {
                    Kind::Try => |p| &p.try_,
                    Kind::Accept => |p| &p.accept,
                    Kind::Reject => |p| &p.reject,
                    _ => |p| &p.backtrack,
                };
                self.open(depth, paint);
                crate::problem::say(p, lang, base, event, lines.solved, &mut self.scratch);
                self.close(paint);
            }
            Event::Solution { index, ref queens, .. } => {
                self.open(depth, |p| &p.solution);
                fill(&mut self.scratch, lines.words.solution, &[("i", Arg::Num(index))]);
                self.close(|p| &p.solution);
                for row in p.draw(queens, lang) {
                    self.guides(depth);
                    self.scratch.extend_from_slice(b"    ");
                    self.scratch.extend_from_slice(row.as_bytes());
                    self.scratch.push(b'\n');
                }
            }
            Event::Done { .. } => {
                if let Some(s) = Stats::of_done(event) {
                    self.done(s);
                }
            }
        }
    }
}
