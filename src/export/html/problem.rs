//! The player of another problem than N-Queens: a Sudoku's grid, a colouring's graph, a
//! subset sum's items, drawn by the page (picture.js) from what the library decided.
//!
//! The page receives the problem's shape once ([`crate::picture::Shape`]: the grid and its
//! givens, the graph's names, edges and places, the items and the target), and its words in
//! every language (the text trace's templates from [`Problem::words`], the names of the values
//! the trace uses, the legend of the step view's marks). Each step's record carries what
//! changed in the values given since the record before (`[place, old, new]`, -1 for none), so
//! that the page is linear in the steps, and the marks of its event as
//! [`crate::picture::Picture::places`] decides them, beside the event's own fields: the page
//! decides no mark.

use super::text;
use crate::choice::Choice;
use crate::event::Event;
use crate::export::{ExportError, Frame};
use crate::lang::Lang;
use crate::picture::{Mark, Picture, Shape};
use crate::problem::Problem;
use std::fmt::Write as _;

/// The picture's script, which runs before the player's (its `window.playerPicture`).
pub(super) const JS: &str = include_str!("../player/picture.js");
/// The picture's style.
pub(super) const CSS: &str = include_str!("../player/picture.css");

/// What the player keeps of another problem's trace.
#[derive(Debug)]
pub(super) struct Drawn {
    problem: Box<dyn Problem>,
    shape: Shape,
    /// The values given at the record before, to write only what changed.
    values: Vec<Option<u32>>,
    /// The largest value an event names, to name the values the trace uses.
    most: u32,
    /// The number of variables the search assigns.
    vars: usize,
}

/// A mark's letter in a record.
fn letter(mark: Mark) -> Option<&'static str> {
    Some(match mark {
        Mark::Empty | Mark::Given | Mark::Set => return None,
        Mark::Tried => "t",
        Mark::Placed => "p",
        Mark::Rejected => "r",
        Mark::Holder => "h",
        Mark::Unit => "u",
        Mark::Erased => "e",
        Mark::Solution => "S",
    })
}

impl Drawn {
    /// The player's view of `problem`.
    pub(super) fn new(problem: &dyn Problem) -> Drawn {
        let shape = problem.shape();
        let values = vec![None; shape.places()];
        Drawn { problem: problem.fresh(), shape, values, most: 0, vars: problem.order().len() }
    }

    /// The record of `frame`, whose picture is `picture`: the fields of an N-Queens record
    /// (step, kind, place, value, the two numbers of a reject, its rule, an empty list where
    /// the queens were, the counts, the facts of its log line), then what the page draws:
    /// `{"d":depth,"u":unit,"c":changes,"m":marks}` and, for items, `"s":sum`.
    pub(super) fn record(
        &mut self,
        frame: &Frame<'_>,
        picture: &Picture,
        base: u32,
    ) -> Result<String, ExportError> {
        let e = frame.event;
        let b = frame.board;
        let (var, value) = e.square().map_or((-1, -1), |(r, c)| (i64::from(r), i64::from(c)));
        if let Some((_, c)) = e.square() {
            self.most = self.most.max(c);
        }
        if let Event::Solution { queens, .. } = e {
            self.most = self.most.max(queens.iter().copied().max().unwrap_or(0));
        }
        let (with, rule, unit) = match *e {
            Event::Reject { row, conflict, with, .. } => (
                [i64::from(with[0]), i64::from(with[1])],
                conflict.as_str(),
                self.problem.unit(row, conflict, base),
            ),
            _ => ([-1, -1], "", 0),
        };
        let now = picture.values();
        let num = |v: Option<u32>| v.map_or(-1, i64::from);
        let mut changes = Vec::new();
        for (place, (old, new)) in self.values.iter().zip(now).enumerate() {
            if old != new {
                changes.push(format!("[{place},{},{}]", num(*old), num(*new)));
            }
        }
        self.values.clone_from_slice(now);
        let assigned = now.iter().filter(|v| v.is_some()).count();
        // The depth of the log line, as the text trace indents it: an accept's line is above
        // the value it gives, a solution's above its last one.
        let depth = match e {
            Event::Accept { .. } | Event::Solution { .. } => assigned.saturating_sub(1),
            _ => assigned,
        };
        let marks: Vec<String> = picture
            .places(Some(e))
            .iter()
            .enumerate()
            .filter_map(|(place, p)| {
                letter(p.mark).map(|l| format!("[{place},\"{l}\",{}]", num(p.value)))
            })
            .collect();
        let sum = match self.shape {
            Shape::Items { .. } => format!(",\"s\":{}", picture.sum()),
            _ => String::new(),
        };
        Ok(format!(
            "[{},\"{}\",{var},{value},{},{},\"{rule}\",[],{},{},{},{},{},{},\
             {{\"d\":{depth},\"u\":{unit},\"c\":[{}],\"m\":[{}]{sum}}}],\n",
            e.step(),
            super::kind_code(e),
            with[0],
            with[1],
            b.counts.tries,
            b.counts.accepts,
            b.counts.rejects,
            b.counts.backtracks,
            b.counts.solutions,
            facts(e, assigned + 1 == self.vars),
            changes.join(","),
            marks.join(","),
        ))
    }

    /// The problem's data for the page: `const PROBLEM = {…};`, its shape, its places'
    /// names (numbered from `base`), the order the search assigns them in (the rows of the
    /// search tree) and its words in every language.
    pub(super) fn data(&self, base: u32) -> String {
        let mut out = String::new();
        let p = &*self.problem;
        let _ = write!(out, "{{\"name\":{},\"shape\":{},", text(p.name()), shape_json(&self.shape));
        let names: Vec<String> =
            (0..self.shape.places() as u32).map(|v| text(&p.name_var(v, base))).collect();
        let order: Vec<String> = p.order().iter().map(u32::to_string).collect();
        let _ = write!(
            out,
            "\"names\":[{}],\"order\":[{}],\"words\":{{",
            names.join(","),
            order.join(",")
        );
        let langs: Vec<String> = Lang::ALL
            .iter()
            .map(|&lang| format!("\"{}\":{}", lang.as_str(), self.words(lang)))
            .collect();
        out.push_str(&langs.join(",\n"));
        out.push_str("}}");
        out
    }

    /// The words of `lang` for the page, as one JSON object.
    fn words(&self, lang: Lang) -> String {
        let p = &*self.problem;
        let w = p.words(lang);
        let m = lang.messages();
        let n = self.problem.size();
        let mut title = Vec::new();
        crate::problem::say_title(p, lang, n, &mut title);
        let reject: Vec<String> =
            w.reject.iter().map(|(rule, t)| format!("\"{}\":{}", rule.as_str(), text(t))).collect();
        let values = match self.shape {
            Shape::Graph { colors, .. } => {
                // The colours the trace names, and none past the graph's (a hostile trace's
                // number is written as it is).
                let names: Vec<String> = (0..=self.most.min(colors.saturating_sub(1)))
                    .map(|c| text(&p.name_value(0, c, lang).unwrap_or_else(|| c.to_string())))
                    .collect();
                format!("[{}]", names.join(","))
            }
            _ => "null".to_string(),
        };
        // The step view's legend of the marks, without its terminal glyphs: the page draws
        // its own swatch before each.
        let (marks, classes): (&[&str], &[&str]) = match self.shape {
            Shape::Grid { .. } => {
                (&m.view_grid_marks, &["g", "set", "t", "p", "r", "h", "u", "e", "empty", "S"])
            }
            Shape::Graph { .. } => {
                (&m.view_graph_marks, &["set", "t", "p", "r", "h", "e", "empty", "S"])
            }
            _ => (&m.view_sum_marks, &["in", "out", "empty", "t", "p", "r", "e", "S"]),
        };
        let legend: Vec<String> = classes
            .iter()
            .zip(marks)
            .map(|(class, item)| {
                let words = item.split_once(' ').map_or(*item, |(_, rest)| rest);
                format!("[\"{class}\",{}]", text(words))
            })
            .collect();
        // The rules a quiz names, each as `[its JSON name, its word]`.
        let rules: Vec<String> = w
            .rules
            .iter()
            .map(|(rule, name)| format!("[\"{}\",{}]", rule.as_str(), text(name)))
            .collect();
        format!(
            "{{\"noun\":{},\"title\":{},\"try_\":{},\"accept\":{},\"reject\":{{{}}},\
             \"stuck\":{},\"solved\":{},\"solution\":{},\"values\":{values},\"legend\":[{}],\
             \"rules\":[{}],\"sum\":{},\"only\":{}}}",
            text(w.noun),
            text(&String::from_utf8_lossy(&title)),
            text(w.try_),
            text(w.accept),
            reject.join(","),
            text(w.backtrack_stuck),
            text(w.backtrack_solved),
            text(w.solution),
            legend.join(","),
            rules.join(","),
            text(m.view_sum_total),
            text(m.page_nqueens_only),
        )
    }

    /// The page's title in `lang`: the problem's noun, unless one was given (the start
    /// line under it says the instance).
    pub(super) fn title(&self, given: &Option<String>, lang: Lang) -> String {
        match given {
            Some(title) => crate::escape::escape(title).into_owned(),
            None => self.problem.words(lang).noun.to_string(),
        }
    }
}

/// The facts of a record's log line: the limit of a start, the index of a solution, the
/// totals of the done line (as N-Queens' records carry them), for a backtrack 1 when it
/// takes back the last variable (`last`), after a solution, else 0; `null` for a try (the
/// quiz asks about queens only).
fn facts(event: &Event, last: bool) -> String {
    match event {
        Event::Try { .. } => "null".to_string(),
        Event::Backtrack { .. } => u8::from(last).to_string(),
        _ => super::facts(event, &[], 0),
    }
}

/// The shape as the page reads it.
fn shape_json(shape: &Shape) -> String {
    let list = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
    match shape {
        Shape::Board { n } => format!("{{\"kind\":\"board\",\"n\":{n}}}"),
        Shape::Grid { side, box_side, givens } => format!(
            "{{\"kind\":\"grid\",\"side\":{side},\"box\":{box_side},\"givens\":[{}]}}",
            list(givens)
        ),
        Shape::Graph { names: _, edges, at, colors } => {
            let pairs = |v: &[[u32; 2]]| {
                v.iter().map(|[a, b]| format!("[{a},{b}]")).collect::<Vec<_>>().join(",")
            };
            format!(
                "{{\"kind\":\"graph\",\"edges\":[{}],\"at\":[{}],\"colors\":{colors},\"canvas\":{}}}",
                pairs(edges),
                pairs(at),
                crate::picture::CANVAS
            )
        }
        Shape::Items { items, target } => {
            format!("{{\"kind\":\"items\",\"items\":[{}],\"target\":{target}}}", list(items))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Conflict;
    use crate::export::html::{Html, Options};
    use crate::export::{Export, Window};
    use crate::sink::Sink;

    /// The records of the page of the default `problem`'s search, the steps `window` keeps.
    fn records(problem: &str, window: Window) -> Vec<serde_json::Value> {
        let found =
            crate::problem::open(problem, &crate::problem::default_instance(problem).unwrap())
                .unwrap();
        let mut export = Export::new(Html::new(Vec::new(), &Options::default()), window, None);
        for event in crate::problem::Search::new(found, None) {
            if !export.event(&event).unwrap() {
                break;
            }
        }
        export.finish().unwrap();
        let html = String::from_utf8(export.into_inner().into_inner()).unwrap();
        html.lines()
            .filter(|l| l.starts_with('[') && l.ends_with("],"))
            .map(|l| serde_json::from_str(l.trim_end_matches(',')).unwrap())
            .collect()
    }

    #[test]
    fn a_record_carries_what_changed_and_the_marks_of_its_event() {
        // The 4×4 Sudoku's step 2 refuses 1 in (0,1): (0,0) holds it, the rest of row 0 is
        // its unit. Step 4 writes 2 in (0,1): one change, from none to 2.
        let all = records("sudoku", Window::default());
        assert_eq!(
            all[2].to_string(),
            "[2,\"r\",1,1,0,1,\"row\",[],1,0,1,0,0,0,{\"c\":[],\"d\":0,\"m\":\
             [[0,\"h\",1],[1,\"r\",1],[2,\"u\",-1],[3,\"u\",-1]],\"u\":0}]"
        );
        assert_eq!(all[4][14]["c"].to_string(), "[[1,-1,2]]");
        // A step shown alone carries every value given before it, as changes from none.
        let alone = records("sudoku", Window::step(30));
        let given: Vec<_> =
            all[..=30].iter().flat_map(|r| r[14]["c"].as_array().unwrap().clone()).collect();
        let mut values = [-1i64; 16];
        for c in &given {
            values[c[0].as_u64().unwrap() as usize] = c[2].as_i64().unwrap();
        }
        let mut alone_values = [-1i64; 16];
        for c in alone[0][14]["c"].as_array().unwrap() {
            assert_eq!(c[1], -1);
            alone_values[c[0].as_u64().unwrap() as usize] = c[2].as_i64().unwrap();
        }
        assert_eq!(alone.len(), 1);
        assert_eq!(alone_values, values);
        // A subset sum's record carries its running sum; a bound's reject its two numbers.
        let sums = records("subset-sum", Window::default());
        let over = sums.iter().find(|r| r[6] == "over").unwrap();
        assert_eq!(
            (over[4].as_u64(), over[5].as_u64(), over[14]["s"].as_u64()),
            (Some(37), Some(9), Some(3))
        );
    }

    #[test]
    fn a_conflict_name_is_a_key_of_the_reject_templates() {
        // The page looks a reject's template up by the rule's JSON name.
        assert_eq!(Conflict::Over.as_str(), "over");
        let shape = Shape::Items { items: vec![3, 4], target: 7 };
        assert_eq!(shape_json(&shape), "{\"kind\":\"items\",\"items\":[3,4],\"target\":7}");
    }
}
