//! `perfetto`: the search as a Chrome Trace Event file, for ui.perfetto.dev and
//! chrome://tracing.
//!
//! The step number is the time (in the format's microseconds). Each accepted queen is a slice
//! that begins at its accept and ends at the backtrack that lifts it, so the slices nest as the
//! search tree does and the timeline shows the whole search at a glance; a reject and a
//! solution are instants. Each end carries its begin's name and arguments: the format lets an
//! end go bare, but speedscope matches an end to its begin by name (given none, it leaves
//! every slice open to the end of the file) and then by arguments (warning at each end
//! without them). It streams, one event a line, holding only the open slices. A slice
//! still open when the selection ends (or that a selection starts inside) is closed at the last
//! step (or opened at the first), so begins and ends always pair up.
//!
//! In a search of another problem a slice is a choice, named in English (`(0,2)=3`,
//! `WA=red`, `take 3`) with its variable and value, nested by the picture's branch; a reject
//! names the choice that holds its value, or its bound's sum and target.

use super::{ExportError, Exporter, Format, Frame, Note, Window};
use crate::event::{Conflict, Event};
use crate::lang::{fill, Arg, Lang};
use crate::problem::Problem;
use crate::verify::KNOWN_SOLUTIONS;
use serde_json::{json, Value};
use std::io::Write;

/// The `perfetto` format.
pub const FORMAT: Format = Format::new(
    "perfetto",
    "Chrome Trace Event JSON: a slice per accepted queen (ui.perfetto.dev, chrome://tracing)",
);

/// The options of a trace file.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    /// The process's name; default `n-queens N×N`.
    pub title: Option<String>,
    /// Number the slices' rows and columns from 1.
    pub one_based: bool,
}

super::format_options!(Perfetto, note: note);

/// Past about 100 MB the viewers slow down: the whole search of n=11 is about 250 MB, and each
/// size about five and a half times the one before. A search stopped after `limit` solutions
/// writes about that many of the board's solutions' share of it (the solutions are spread
/// through the search); for a board whose count of solutions is not known, only a whole search
/// is noted.
fn note(n: u32, limit: Option<u64>, window: &Window) -> Option<Note> {
    if n <= 10 || window.to.is_some() {
        return None;
    }
    let whole = 250.0 * 5.5f64.powi(n as i32 - 11);
    let share = match (limit, KNOWN_SOLUTIONS.get(n as usize)) {
        (Some(k), Some(&all)) => (k as f64 / all as f64).min(1.0),
        (Some(_), None) => return None,
        (None, _) => 1.0,
    };
    let megabytes = whole * share;
    (megabytes > 100.0).then_some(Note::Size { n, megabytes })
}

/// Writes the trace events.
#[derive(Debug)]
pub struct Perfetto<W: Write> {
    out: W,
    title: Option<String>,
    base: u32,
    /// The open slices, outermost first: each one's depth in the tree, its variable (a
    /// queen's row) and its value (her column).
    open: Vec<(u32, u32, u32)>,
    first: bool,
    last_step: u64,
    /// The problem of a trace of another problem than N-Queens, whose choices name the slices.
    problem: Option<Box<dyn Problem>>,
}

impl<W: Write> Perfetto<W> {
    /// The trace that `options` describe, written into `out`.
    pub fn new(out: W, options: &Options) -> Self {
        Perfetto {
            out,
            title: options.title.clone(),
            base: u32::from(options.one_based),
            open: Vec::new(),
            first: true,
            last_step: 0,
            problem: None,
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    fn write(&mut self, event: Value) -> Result<(), ExportError> {
        let sep = if self.first { "" } else { ",\n" };
        self.first = false;
        Ok(write!(self.out, "{sep}{event}")?)
    }

    fn square(&self, row: u32, col: u32) -> String {
        crate::board::label(row, col, self.base).to_string()
    }

    /// The name of the choice of `value` for `var`: a queen's square, or another problem's
    /// choice in English ([`super::dot::choice`]: `(0,2)=3`, `WA=red`, `take 3`).
    fn choice(&self, var: u32, value: u32) -> String {
        match &self.problem {
            Some(problem) => super::dot::choice(&**problem, var, value, Lang::En, self.base),
            None => self.square(var, value),
        }
    }

    /// A slice's name, category and arguments: a queen's square and its row and column, or
    /// another problem's choice and its variable and value.
    fn slice(&self, var: u32, value: u32) -> (String, &'static str, Value) {
        let name = self.choice(var, value);
        match self.problem {
            Some(_) => (name, "choice", json!({"var": var, "value": value})),
            None => (name, "queen", json!({"row": var, "col": value})),
        }
    }

    fn begin_slice(
        &mut self,
        step: u64,
        depth: u32,
        row: u32,
        col: u32,
    ) -> Result<(), ExportError> {
        let (name, cat, args) = self.slice(row, col);
        self.open.push((depth, row, col));
        self.write(json!({"name": name, "cat": cat, "ph": "B", "ts": step, "pid": 1, "tid": 1,
            "args": args}))
    }

    /// Ends the open slices at `depth` and below.
    fn end_slices(&mut self, step: u64, depth: u32) -> Result<(), ExportError> {
        while let Some(&(_, r, col)) = self.open.last().filter(|&&(d, _, _)| d >= depth) {
            self.open.pop();
            let (name, cat, args) = self.slice(r, col);
            self.write(json!({"name": name, "cat": cat, "ph": "E", "ts": step, "pid": 1,
                "tid": 1, "args": args}))?;
        }
        Ok(())
    }

    /// A step of another problem's search: a slice per choice, from its accept to the
    /// backtrack that takes it back, nested by the depth of the picture's branch; a reject
    /// names the value's holder (or the bound's numbers), a solution says its number in the
    /// problem's words.
    fn problem_frame(
        &mut self,
        frame: &Frame<'_>,
        picture: &crate::picture::Picture,
    ) -> Result<(), ExportError> {
        let step = frame.step();
        let branch: Vec<(u32, u32)> = picture.branch().collect();
        // The accept is on the branch already; a backtrack has left it.
        let depth = match frame.event {
            Event::Accept { .. } => branch.len().saturating_sub(1),
            _ => branch.len(),
        };
        if self.open.is_empty() {
            for (d, &(var, value)) in branch.iter().take(depth).enumerate() {
                self.begin_slice(step, d as u32, var, value)?;
            }
        }
        match *frame.event {
            Event::Accept { row, col, .. } => {
                self.end_slices(step, depth as u32)?;
                self.begin_slice(step, depth as u32, row, col)?;
            }
            Event::Backtrack { .. } => self.end_slices(step, depth as u32)?,
            Event::Reject { row, col, conflict, with, .. } => {
                let name = format!("✗ {}", self.choice(row, col));
                let rule = conflict.to_string();
                let args = match conflict {
                    Conflict::Over => json!({"rule": rule, "sum": with[0], "target": with[1]}),
                    Conflict::Short => {
                        json!({"rule": rule, "at_most": with[0], "target": with[1]})
                    }
                    _ => json!({"rule": rule, "holder": self.choice(with[0], with[1])}),
                };
                self.instant(step, name, "reject", args)?;
            }
            Event::Solution { index, ref queens, .. } => {
                let mut name = Vec::new();
                if let Some(problem) = &self.problem {
                    fill(&mut name, problem.words(Lang::En).solution, &[("i", Arg::Num(index))]);
                }
                let name = String::from_utf8_lossy(&name).trim_end_matches(':').to_string();
                self.instant(step, name, "solution", json!({ "values": queens }))?;
            }
            Event::Start { .. } | Event::Try { .. } | Event::Done { .. } => {}
        }
        Ok(())
    }

    fn instant(
        &mut self,
        step: u64,
        name: String,
        cat: &str,
        args: Value,
    ) -> Result<(), ExportError> {
        self.write(json!({"name": name, "cat": cat, "ph": "i", "s": "t", "ts": step, "pid": 1,
            "tid": 1, "args": args}))
    }
}

impl<W: Write> Exporter for Perfetto<W> {
    /// Names the slices by `problem`'s choices, the process by its title.
    fn problem(&mut self, problem: &dyn Problem) -> Result<(), ExportError> {
        self.problem = Some(problem.fresh());
        Ok(())
    }

    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        let title = match (&self.title, &self.problem) {
            (None, Some(problem)) => {
                let mut out = Vec::new();
                crate::problem::say_title(&**problem, Lang::En, n, &mut out);
                String::from_utf8_lossy(&out).into_owned()
            }
            _ => super::title(&self.title, n),
        };
        self.out.write_all(b"{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n")?;
        self.write(json!({"name": "process_name", "ph": "M", "pid": 1, "tid": 1,
            "args": {"name": title}}))?;
        self.write(json!({"name": "thread_name", "ph": "M", "pid": 1, "tid": 1,
            "args": {"name": "search (time = step)"}}))
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        let step = frame.step();
        self.last_step = step;
        if let (Some(_), Some(picture)) = (&self.problem, frame.picture) {
            return self.problem_frame(frame, picture);
        }
        // A selection that starts under queens placed before it opens their slices first.
        if self.open.is_empty() {
            let above = frame.event.square().map_or(0, |(row, _)| row);
            let placed: Vec<(u32, u32)> = frame
                .board
                .queens()
                .iter()
                .take(above as usize)
                .enumerate()
                .map(|(r, &c)| (r as u32, c))
                .collect();
            for (row, col) in placed {
                self.begin_slice(step, row, row, col)?;
            }
        }
        match *frame.event {
            Event::Accept { row, col, .. } => {
                self.end_slices(step, row)?;
                self.begin_slice(step, row, row, col)?;
            }
            Event::Backtrack { row, .. } => self.end_slices(step, row)?,
            Event::Reject { row, col, conflict, with, .. } => {
                let name = format!("✗ {}", self.square(row, col));
                let by = self.square(with[0], with[1]);
                let args = json!({"conflict": conflict.to_string(), "queen": by});
                self.instant(step, name, "reject", args)?;
            }
            Event::Solution { index, ref queens, .. } => {
                let args = json!({ "queens": queens });
                self.instant(step, format!("★ solution {index}"), "solution", args)?;
            }
            Event::Start { .. } | Event::Try { .. } | Event::Done { .. } => {}
        }
        Ok(())
    }

    fn end(&mut self) -> Result<(), ExportError> {
        self.end_slices(self.last_step, 0)?;
        self.out.write_all(b"\n]}\n")?;
        Ok(self.out.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{rendered, FormatOptions};

    #[test]
    fn the_size_note_counts_the_solutions_a_limit_leaves() {
        let note = |n, limit, to| {
            let window = Window::new(0, to, vec![]).unwrap();
            Options::default().note(n, limit, &window).map(|note| note.to_string())
        };
        assert_eq!(note(10, None, None), None);
        let whole = note(11, None, None).unwrap();
        assert!(whole.contains("(about 250 MB)"), "{whole}");
        assert_eq!(note(11, Some(1), None), None, "the first solution comes early");
        assert_eq!(note(11, None, Some(1000)), None);
        let most = note(11, Some(2000), None).unwrap();
        assert!(most.contains("(about 190 MB)"), "{most}");
        assert!(note(14, None, None).unwrap().contains("(about 42 GB)"));
        assert_eq!(note(24, Some(1), None), None, "its count of solutions is not known");
        assert!(note(24, None, None).unwrap().contains("(terabytes)"));
    }

    #[test]
    fn slices_nest_and_pair_up() {
        let window = Window::new(10, Some(60), vec![]).unwrap();
        let json: Value = serde_json::from_str(&rendered(&Options::default(), 4, window)).unwrap();
        let mut open = Vec::new();
        for e in json["traceEvents"].as_array().unwrap() {
            match e["ph"].as_str().unwrap() {
                "B" => open.push((e["name"].clone(), e["args"].clone())),
                // An end names the slice it closes, the innermost one open, with its
                // arguments.
                "E" => assert_eq!(open.pop(), Some((e["name"].clone(), e["args"].clone())), "{e}"),
                _ => {}
            }
        }
        assert!(open.is_empty());
    }
}
