//! The picture of a graph colouring in the step view: a row per vertex, in the search's order,
//! with its colour and its neighbours; the vertex the current event is about marked (the
//! colour tried, given, rejected or taken off), and on a reject the neighbour that already has
//! the colour, both in the vertex's row (`(WA)`) and in its own (`(red)`).
//!
//! As on the Sudoku grid, every mark differs by its shape (`'red'`, `[red]`, `<red>`,
//! `xredx`, …), so the picture reads under `NO_COLOR`; colour adds to it. A graph longer than
//! [`WINDOW`] rows shows the rows around the current vertex, and says which; a vertex with
//! more than [`NEIGHBOURS`] neighbours lists the first of them (and the one a reject names).

use super::grid::{paint, MARKS};
use super::text::say;
use crossterm::style::Color;
use nqueens_trace::lang::{Arg, Lang, Messages};
use nqueens_trace::problem::coloring::Coloring;
use nqueens_trace::problem::Problem;
use nqueens_trace::Event;
use unicode_width::UnicodeWidthStr;

/// The most vertices shown at once.
pub const WINDOW: usize = 20;

/// The most neighbours listed in a row.
pub const NEIGHBOURS: usize = 8;

/// What a vertex's colour shows; its place in [`Messages::view_graph_marks`] is its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A colour the search gave earlier.
    Colored = 0,
    /// The colour being tried.
    Tried = 1,
    /// The colour just given (an accept).
    Placed = 2,
    /// The colour just rejected.
    Rejected = 3,
    /// The neighbour that already has the rejected colour.
    Holder = 4,
    /// The colour just taken off (a backtrack).
    Erased = 5,
    /// No colour yet.
    None = 6,
    /// A vertex of the colouring just found.
    Solution = 7,
}

/// A colouring's graph, as the step view draws it.
#[derive(Debug)]
pub struct Graph {
    map: Coloring,
}

impl Graph {
    /// The picture of `map`.
    pub fn new(map: Coloring) -> Graph {
        Graph { map }
    }

    fn name(&self, v: u32) -> &str {
        self.map.vertex(v).unwrap_or("?")
    }

    fn vertices(&self) -> usize {
        self.map.size() as usize
    }

    /// The widest vertex name.
    fn name_width(&self) -> usize {
        (0..self.vertices() as u32).map(|v| self.name(v).width()).max().unwrap_or(1)
    }

    /// The widest colour cell in `lang`: a name and its two marks (the first thousand
    /// colours are measured: past them a name is "colour 1001" or longer by a digit or so).
    fn cell_width(&self, lang: Lang) -> usize {
        let k = self.map.colors().min(1000);
        let widest = (0..k).map(|c| Coloring::color_name(c, lang).width()).max().unwrap_or(1);
        let last = Coloring::color_name(self.map.colors() - 1, lang).width();
        widest.max(last) + 2
    }

    /// The widest row: name, colour cell, and the neighbours listed (a reject's in brackets).
    pub fn width(&self, lang: Lang) -> usize {
        let names = |v: u32| {
            let shown = self.map.neighbours(v).iter().take(NEIGHBOURS + 1);
            shown.map(|&u| self.name(u).width() + 1).sum::<usize>() + 3
        };
        let list = (0..self.vertices() as u32).map(names).max().unwrap_or(0);
        self.name_width() + 2 + self.cell_width(lang) + 2 + list
    }

    /// Every vertex's mark and colour after `event`, given `values` (the colour of each vertex
    /// after it, `u32::MAX` for none).
    fn marks(&self, values: &[u32], event: Option<&Event>) -> Vec<(Mark, u32)> {
        let mut cells: Vec<(Mark, u32)> = (0..self.vertices())
            .map(|v| match values.get(v) {
                Some(&c) if c != u32::MAX => (Mark::Colored, c),
                _ => (Mark::None, 0),
            })
            .collect();
        let mut mark = |v: u32, m: Mark, c: u32| {
            if let Some(cell) = cells.get_mut(v as usize) {
                *cell = (m, c);
            }
        };
        match event {
            Some(&Event::Try { row, col, .. }) => mark(row, Mark::Tried, col),
            Some(&Event::Accept { row, col, .. }) => mark(row, Mark::Placed, col),
            Some(&Event::Backtrack { row, col, .. }) => mark(row, Mark::Erased, col),
            Some(&Event::Reject { row, col, with, .. }) => {
                mark(with[0], Mark::Holder, with[1]);
                mark(row, Mark::Rejected, col);
            }
            Some(Event::Solution { queens, .. }) => {
                for (v, &c) in queens.iter().enumerate() {
                    mark(v as u32, Mark::Solution, c);
                }
            }
            _ => {}
        }
        cells
    }

    /// The rows after `event` (the search's colours then: `values`), in `lang`: a line saying
    /// which vertices are shown if not all, then a row per vertex; and which of the legend's
    /// marks they draw.
    pub fn rows(
        &self,
        values: &[u32],
        event: Option<&Event>,
        lang: Lang,
        color: bool,
    ) -> (Vec<String>, [bool; MARKS]) {
        let cells = self.marks(values, event);
        let n = cells.len();
        let current = match event {
            Some(
                &(Event::Try { row, .. }
                | Event::Accept { row, .. }
                | Event::Reject { row, .. }
                | Event::Backtrack { row, .. }),
            ) => Some(row),
            _ => None,
        };
        let holder = match event {
            Some(&Event::Reject { with, .. }) => Some(with[0]),
            _ => None,
        };
        let mut rows = Vec::new();
        let (mut from, mut to) = (0, n);
        if n > WINDOW {
            let focus = current.map_or(0, |v| v as usize).min(n - 1);
            from = focus.saturating_sub(WINDOW / 2).min(n - WINDOW);
            to = from + WINDOW;
            let (a, b, total) = (from as u64 + 1, to as u64, n as u64);
            let args = [("a", Arg::Num(a)), ("b", Arg::Num(b)), ("n", Arg::Num(total))];
            rows.push(say(lang.messages().view_graph_window, &args));
        }
        let (name_w, cell_w) = (self.name_width(), self.cell_width(lang));
        let mut drawn = [false; MARKS];
        for (v, &(mark, c)) in cells.iter().enumerate().take(to).skip(from) {
            let v32 = v as u32;
            drawn[mark as usize] = true;
            let name = self.name(v32);
            let mut out = format!("{}{name}  ", " ".repeat(name_w - name.width())).into_bytes();
            let (text, fg, bg) = look(mark, &Coloring::color_name(c, lang));
            let pad = cell_w.saturating_sub(text.width());
            paint(&mut out, &text, fg, bg, color);
            out.extend_from_slice(" ".repeat(pad + 2).as_bytes());
            out.extend_from_slice("· ".as_bytes());
            let all = self.map.neighbours(v32);
            let mut shown: Vec<u32> = all.iter().copied().take(NEIGHBOURS).collect();
            let rejected_here = current == Some(v32) && holder.is_some();
            if let (true, Some(h)) = (rejected_here, holder) {
                if all.contains(&h) && !shown.contains(&h) {
                    shown.push(h);
                }
            }
            for (i, &u) in shown.iter().enumerate() {
                if i > 0 {
                    out.push(b' ');
                }
                if rejected_here && Some(u) == holder {
                    let (fg, bg) = (Some(Color::DarkRed), Some(Color::White));
                    paint(&mut out, &format!("({})", self.name(u)), fg, bg, color);
                } else {
                    out.extend_from_slice(self.name(u).as_bytes());
                }
            }
            if all.len() > shown.len() {
                out.extend_from_slice(" …".as_bytes());
            }
            rows.push(String::from_utf8_lossy(&out).trim_end().to_string());
        }
        (rows, drawn)
    }
}

/// The text of a vertex's colour cell, and its colours, foreground and background. A colour
/// given earlier is left uncoloured: most of the graph is, and the marks of the step stand out.
fn look(mark: Mark, name: &str) -> (String, Option<Color>, Option<Color>) {
    let on = |fg, bg| (Some(fg), Some(bg));
    let (text, (fg, bg)) = match mark {
        Mark::None => (".".to_string(), (None, None)),
        Mark::Colored => (format!("'{name}'"), (None, None)),
        Mark::Tried => (format!("[{name}]"), on(Color::Black, Color::Yellow)),
        Mark::Placed => (format!("<{name}>"), on(Color::Black, Color::Green)),
        Mark::Rejected => (format!("x{name}x"), on(Color::White, Color::DarkRed)),
        Mark::Holder => (format!("({name})"), on(Color::DarkRed, Color::White)),
        Mark::Erased => (format!("-{name}-"), on(Color::White, Color::DarkBlue)),
        Mark::Solution => (format!("*{name}*"), on(Color::Black, Color::Cyan)),
    };
    (text, fg, bg)
}

/// The legend's items for the graph, from the language's table.
pub fn legend(m: &Messages) -> Vec<String> {
    m.view_graph_marks.iter().map(|t| t.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::problem::Search;

    fn map() -> (Graph, Vec<Event>) {
        let events = Search::new(Box::new(Coloring::australia(3).unwrap()), None).collect();
        (Graph::new(Coloring::australia(3).unwrap()), events)
    }

    /// The colours after event `pos`, as the grid follows them.
    fn values(events: &[Event], pos: usize) -> Vec<u32> {
        let mut values = vec![u32::MAX; 7];
        for e in &events[..=pos] {
            match *e {
                Event::Accept { row, col, .. } => values[row as usize] = col,
                Event::Backtrack { row, .. } => values[row as usize] = u32::MAX,
                _ => {}
            }
        }
        values
    }

    /// The map's first reject: red for NT, which its neighbour WA has.
    #[test]
    fn a_reject_marks_the_vertex_and_the_neighbour_with_the_colour() {
        let (graph, events) = map();
        let reject = events.iter().position(|e| matches!(e, Event::Reject { .. })).unwrap();
        let (rows, drawn) =
            graph.rows(&values(&events, reject), events.get(reject), Lang::En, false);
        assert_eq!(
            rows,
            [
                " WA  (red)    · NT SA",
                " NT  xredx    · (WA) SA Q",
                " SA  .        · WA NT Q NSW V",
                "  Q  .        · NT SA NSW",
                "NSW  .        · SA Q V",
                "  V  .        · SA NSW",
                "  T  .        ·",
            ]
        );
        assert!(drawn[Mark::Holder as usize] && drawn[Mark::Rejected as usize]);
        assert!(!drawn[Mark::Colored as usize]);
        // The colouring found, in Chinese.
        let found = events.iter().position(|e| matches!(e, Event::Solution { .. })).unwrap();
        let (rows, _) = graph.rows(&values(&events, found), events.get(found), Lang::Zh, false);
        assert_eq!(rows[0], " WA  *红*  · NT SA");
    }

    #[test]
    fn every_mark_has_its_shape() {
        let marks = [
            Mark::Colored,
            Mark::Tried,
            Mark::Placed,
            Mark::Rejected,
            Mark::Holder,
            Mark::Erased,
            Mark::None,
            Mark::Solution,
        ];
        let shapes: std::collections::BTreeSet<String> =
            marks.iter().map(|&m| look(m, "red").0).collect();
        assert_eq!(shapes.len(), marks.len());
        assert_eq!(marks.len(), Lang::En.messages().view_graph_marks.len());
    }

    /// A graph longer than the window shows the rows around the vertex the step is about.
    #[test]
    fn a_long_graph_shows_a_window_around_the_current_vertex() {
        let text: String = std::iter::once("p edge 50 49\n".to_string())
            .chain((1..50).map(|v| format!("e {v} {}\n", v + 1)))
            .collect();
        let graph = Graph::new(Coloring::dimacs(&text, 2).unwrap());
        let event = Event::Try { step: 1, row: 40, col: 0 };
        let (rows, _) = graph.rows(&[u32::MAX; 50], Some(&event), Lang::En, false);
        assert_eq!(rows[0], "vertices 31–50 of 50");
        assert_eq!(rows.len(), 1 + WINDOW);
        assert!(rows.iter().any(|r| r.starts_with("41  [red]")), "{rows:?}");
    }
}
