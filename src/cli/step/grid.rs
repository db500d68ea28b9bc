//! The picture of a problem other than N-Queens in the step view: a Sudoku's grid, its boxes
//! ruled off, the givens told apart from the digits the search wrote, and the cells the
//! current event is about marked: the cell tried, the digit just written or erased, and on a
//! reject the cell that already holds the digit and the unit (row, column or box) they share.
//!
//! The grid is the problem's, not a row per queen: a variable is the cell `row * size + col`
//! (as [`nqueens_trace::problem::sudoku`] numbers them), and which cells make up a unit is the
//! problem's own answer ([`Problem::unit`]), so nothing here knows a box's shape. As on the
//! chess board, every mark differs by its shape (`[1]`, `x1x`, `(1)`, `:1:`, …), so the grid
//! reads under `NO_COLOR` and in a capture of the screen; colour only adds to it, always as a
//! foreground and a background together.

use crossterm::queue;
use crossterm::style::{Color, Print, ResetColor, SetBackgroundColor, SetForegroundColor};
use nqueens_trace::cursor::Cursor;
use nqueens_trace::lang::{Arg, Lang, Messages};
use nqueens_trace::problem::coloring::Coloring;
use nqueens_trace::problem::subset_sum::SubsetSum;
use nqueens_trace::problem::{self, Problem};
use nqueens_trace::{Conflict, Event, Kind, TextPrinter};
use std::cell::RefCell;

/// What a cell shows; its place in [`Messages::view_grid_marks`] is its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A digit of the puzzle.
    Given = 0,
    /// A digit the search wrote earlier.
    Written = 1,
    /// The cell being tried, with the digit tried.
    Tried = 2,
    /// The digit just written (an accept).
    Placed = 3,
    /// The digit just rejected.
    Rejected = 4,
    /// The cell that already holds the rejected digit.
    Holder = 5,
    /// Another cell of the unit the reject names.
    Unit = 6,
    /// The digit just erased (a backtrack).
    Erased = 7,
    /// An empty cell.
    Empty = 8,
    /// A cell of the solution just found, not a given.
    Solution = 9,
}

/// The number of marks, as the legend lists them.
pub const MARKS: usize = 10;

/// A problem's picture (a Sudoku's grid, a colouring's graph, a subset sum's items), and the
/// values the search had given at the step last drawn.
#[derive(Debug)]
pub struct Grid {
    problem: Box<dyn Problem>,
    side: u32,
    /// The puzzle's digits, 0 where a cell is empty (a Sudoku's; another problem's are all
    /// `none`).
    givens: Vec<u32>,
    /// The value of a variable the search has not given one: a Sudoku's 0, else `u32::MAX`
    /// (a colouring's colour 0 and a subset sum's "leave out" are values).
    none: u32,
    /// The step last drawn and the values the search had given there: a step moves the
    /// picture by the events between, not by the whole trace again.
    at: RefCell<(usize, Vec<u32>)>,
    picture: Picture,
}

/// What the picture is.
#[derive(Debug)]
enum Picture {
    /// A Sudoku's grid, drawn here.
    Cells,
    /// A colouring's graph ([`super::graph`]).
    Graph(super::graph::Graph),
    /// A subset sum's items and sum ([`super::sum`]).
    Sum(super::sum::Sum),
}

impl Grid {
    /// The grid of the problem a trace's `start` names; `None` for N-Queens, whose board is
    /// the view's own. An instance that does not open is its error, worded.
    pub fn of(start: &Event) -> Option<Result<Grid, String>> {
        let Event::Start { schema, .. } = start else { return None };
        let problem = match problem::of_schema(schema)? {
            Ok(problem) => problem,
            Err(e) => return Some(Err(e.to_string())),
        };
        if let Some(why) = refuse(problem.name()) {
            return Some(Err(why));
        }
        // The concrete instance, for what the interface does not say (a vertex's neighbours,
        // the items): the start line's JSON, which opened once already.
        let json: serde_json::Value = schema
            .named()
            .and_then(|named| serde_json::from_str(&named.instance).ok())
            .unwrap_or_default();
        let picture = match problem.name() {
            "coloring" => match Coloring::from_json(&json) {
                Ok(map) => Picture::Graph(super::graph::Graph::new(map)),
                Err(e) => return Some(Err(e.to_string())),
            },
            "subset-sum" => match SubsetSum::from_json(&json) {
                Ok(sum) => Picture::Sum(super::sum::Sum::new(sum)),
                Err(e) => return Some(Err(e.to_string())),
            },
            _ => Picture::Cells,
        };
        Some(Ok(Grid::new(problem, picture)))
    }

    fn new(problem: Box<dyn Problem>, picture: Picture) -> Grid {
        let side = problem.size();
        // Nothing is assigned yet: the problem's whole grid is its givens.
        let givens = problem.fresh().solution();
        let none = if matches!(picture, Picture::Cells) { 0 } else { u32::MAX };
        let start = if none == 0 { vec![0; givens.len()] } else { givens.clone() };
        let at = RefCell::new((0, start));
        Grid { problem, side, givens, none, at, picture }
    }

    /// What the title calls the search: the problem, and a grid's size (`sudoku 4×4`).
    pub fn noun(&self, lang: Lang) -> String {
        let noun = self.problem.words(lang).noun;
        match self.picture {
            Picture::Cells => format!("{noun} {n}×{n}", n = self.side),
            _ => noun.to_string(),
        }
    }

    /// The line above the grid: the problem, its size and the depth of the search.
    pub fn heading(&self, lang: Lang, depth: u64) -> String {
        let m = lang.messages();
        let depth = super::text::say(m.view_grid_depth, &[("k", Arg::Num(depth))]);
        format!("{} · {depth}", self.noun(lang))
    }

    /// The width of the picture's rows in `lang`.
    pub fn width(&self, lang: Lang) -> usize {
        match &self.picture {
            Picture::Cells => self.grid_width(),
            Picture::Graph(graph) => graph.width(lang),
            Picture::Sum(sum) => sum.width(lang),
        }
    }

    /// The picture's rows at event `pos` of `events`, in `lang` (numbers from `base`), and
    /// which of its legend's marks they draw.
    pub fn picture(
        &self,
        events: &[Event],
        pos: usize,
        base: u32,
        lang: Lang,
        color: bool,
    ) -> (Vec<String>, [bool; MARKS]) {
        match &self.picture {
            Picture::Cells => self.rows(events, pos, base, color),
            Picture::Graph(graph) => {
                graph.rows(&self.written(events, pos), events.get(pos), lang, color)
            }
            Picture::Sum(sum) => sum.rows(&self.written(events, pos), events.get(pos), lang, color),
        }
    }

    /// The picture's legend, from the language's table.
    pub fn legend(&self, m: &Messages) -> Vec<String> {
        match self.picture {
            Picture::Cells => legend(m),
            Picture::Graph(_) => super::graph::legend(m),
            Picture::Sum(_) => super::sum::legend(m),
        }
    }

    /// The width of the grid's rows: the row numbers, three columns a cell and a rule
    /// between two boxes.
    fn grid_width(&self) -> usize {
        let rules = (1..self.side).filter(|&c| self.box_edge(c, false)).count();
        4 + 3 * self.side as usize + rules
    }

    /// Whether a box ends left of column `i` (`down`: above row `i`): the cells either side
    /// of it, on the first row (in the first column), lie in two boxes.
    fn box_edge(&self, i: u32, down: bool) -> bool {
        let cell = |i: u32| if down { i * self.side } else { i };
        let box_of = |i: u32| self.problem.unit(cell(i), Conflict::Box, 0);
        i > 0 && i < self.side && box_of(i - 1) != box_of(i)
    }

    /// The values the search has given after event `pos` of `events` (`none` where it has
    /// given none).
    fn written(&self, events: &[Event], pos: usize) -> Vec<u32> {
        let mut at = self.at.borrow_mut();
        let (from, values) = &mut *at;
        let mut set = |cell: u32, digit: u32| {
            if let Some(v) = values.get_mut(cell as usize) {
                *v = digit;
            }
        };
        // A step forward follows the events in between; a step back undoes them.
        for e in events.iter().take(pos + 1).skip(*from + 1) {
            match *e {
                Event::Accept { row, col, .. } => set(row, col),
                Event::Backtrack { row, .. } => set(row, self.none),
                _ => {}
            }
        }
        for e in events.iter().take(*from + 1).skip(pos + 1).rev() {
            match *e {
                Event::Accept { row, .. } => set(row, self.none),
                Event::Backtrack { row, col, .. } => set(row, col),
                _ => {}
            }
        }
        *from = pos;
        values.clone()
    }

    /// Every cell's mark and digit (0 for none) after event `pos` of `events`, row-major.
    pub fn marks(&self, events: &[Event], pos: usize) -> Vec<(Mark, u32)> {
        let written = self.written(events, pos);
        let mut cells: Vec<(Mark, u32)> = self
            .givens
            .iter()
            .zip(&written)
            .map(|(&g, &w)| match (g, w) {
                (0, 0) => (Mark::Empty, 0),
                (0, w) => (Mark::Written, w),
                (g, _) => (Mark::Given, g),
            })
            .collect();
        fn mark(cells: &mut [(Mark, u32)], cell: u32, m: Mark, digit: u32) {
            if let Some(c) = cells.get_mut(cell as usize) {
                *c = (m, digit);
            }
        }
        match events.get(pos) {
            Some(&Event::Try { row, col, .. }) => mark(&mut cells, row, Mark::Tried, col),
            Some(&Event::Accept { row, col, .. }) => mark(&mut cells, row, Mark::Placed, col),
            Some(&Event::Backtrack { row, col, .. }) => mark(&mut cells, row, Mark::Erased, col),
            Some(&Event::Reject { row, col, conflict, with, .. }) => {
                let unit = self.problem.unit(row, conflict, 0);
                for cell in 0..self.givens.len() as u32 {
                    if self.problem.unit(cell, conflict, 0) == unit {
                        let (_, digit) = cells[cell as usize];
                        mark(&mut cells, cell, Mark::Unit, digit);
                    }
                }
                mark(&mut cells, with[0], Mark::Holder, with[1]);
                mark(&mut cells, row, Mark::Rejected, col);
            }
            Some(Event::Solution { queens, .. }) => {
                for (cell, &digit) in queens.iter().enumerate() {
                    if self.givens.get(cell).is_some_and(|&g| g == 0) {
                        mark(&mut cells, cell as u32, Mark::Solution, digit);
                    }
                }
            }
            _ => {}
        }
        cells
    }

    /// The grid's rows at event `pos` of `events`: the column numbers (from `base`), then a
    /// row of cells per row, a rule under each band of boxes; and which of the legend's marks
    /// it draws.
    pub fn rows(
        &self,
        events: &[Event],
        pos: usize,
        base: u32,
        color: bool,
    ) -> (Vec<String>, [bool; MARKS]) {
        let cells = self.marks(events, pos);
        let side = self.side;
        let mut header = String::from("    ");
        let mut rule = String::from("    ");
        for c in 0..side {
            if self.box_edge(c, false) {
                header.push(' ');
                rule.push('┼');
            }
            header.push_str(&format!("{:^3}", c + base));
            rule.push_str("───");
        }
        let mut drawn = [false; MARKS];
        let mut rows = vec![header];
        for r in 0..side {
            if self.box_edge(r, true) {
                rows.push(rule.clone());
            }
            let mut out = format!("{:>3} ", r + base).into_bytes();
            for c in 0..side {
                if self.box_edge(c, false) {
                    out.extend_from_slice("│".as_bytes());
                }
                let (mark, digit) = cells[(r * side + c) as usize];
                drawn[mark as usize] = true;
                let (text, colors) = look(mark, digit);
                if let (true, Some((fg, bg))) = (color, colors) {
                    let _ = queue!(out, SetForegroundColor(fg), SetBackgroundColor(bg));
                }
                let _ = queue!(out, Print(text), ResetColor);
            }
            rows.push(String::from_utf8_lossy(&out).into_owned());
        }
        (rows, drawn)
    }
}

/// Why the step view cannot show a search of `problem`, in one line; `None` for a problem it
/// draws (N-Queens on its board, Sudoku on this grid, a colouring as its graph, a subset sum
/// as its items). A problem without a picture is not drawn as another's.
pub fn refuse(problem: &str) -> Option<String> {
    (!matches!(problem, "nqueens" | "sudoku" | "coloring" | "subset-sum")).then(|| {
        let problem = nqueens_trace::escape::escape(problem);
        format!(
            "step draws no picture of a {problem} search yet (its board is a Sudoku's grid or a chess \
             board): follow it with 'nqueens-trace run --problem {problem}', or replay its trace"
        )
    })
}

impl Grid {
    /// Sets `printer`, which prints the events of `s` from `i` on, up as if it had printed
    /// those before: the problem's words, the depth they left the search at, and whether the
    /// last was a solution (a backtrack after one says the search goes on).
    pub fn resume<W, I>(&self, printer: &mut TextPrinter<W>, s: &Cursor<I>, i: usize)
    where
        W: std::io::Write,
        I: Iterator<Item = Result<Event, String>>,
    {
        // From the start on, the printer reads the start itself.
        if i == 0 {
            return;
        }
        let events = s.events();
        let depth = |e: &Event| match e {
            Event::Accept { .. } => 1,
            Event::Backtrack { .. } => -1,
            _ => 0,
        };
        let now = s.count(Kind::Accept) as i64 - s.count(Kind::Backtrack) as i64;
        let since: i64 = events[i.min(s.pos() + 1)..=s.pos()].iter().map(depth).sum();
        let solved = matches!(events[i - 1], Event::Solution { .. });
        printer.resume_problem(&events[0], (now - since).max(0) as u32, solved);
    }
}

/// The three characters of a cell and its colours, foreground and background. A written
/// digit is left uncoloured: most of a grid is, and the marks of the step stand out on it.
fn look(mark: Mark, digit: u32) -> (String, Option<(Color, Color)>) {
    let d = char::from_digit(digit, 36).unwrap_or('?');
    match mark {
        Mark::Empty => (" . ".to_string(), None),
        Mark::Given => (format!(" {d} "), Some((Color::Black, Color::Grey))),
        Mark::Written => (format!("'{d}'"), None),
        Mark::Tried => (format!("[{d}]"), Some((Color::Black, Color::Yellow))),
        Mark::Placed => (format!("<{d}>"), Some((Color::Black, Color::Green))),
        Mark::Rejected => (format!("x{d}x"), Some((Color::White, Color::DarkRed))),
        Mark::Holder => (format!("({d})"), Some((Color::DarkRed, Color::White))),
        Mark::Unit if digit == 0 => (":.:".to_string(), Some((Color::White, Color::DarkMagenta))),
        Mark::Unit => (format!(":{d}:"), Some((Color::White, Color::DarkMagenta))),
        Mark::Erased => (format!("-{d}-"), Some((Color::White, Color::DarkBlue))),
        Mark::Solution => (format!("*{d}*"), Some((Color::Black, Color::Cyan))),
    }
}

/// Appends `text` to `out`, in the colours `fg` and `bg` if `color` (and either is given).
pub(super) fn paint(
    out: &mut Vec<u8>,
    text: &str,
    fg: Option<Color>,
    bg: Option<Color>,
    color: bool,
) {
    let painted = color && (fg.is_some() || bg.is_some());
    if painted {
        if let Some(fg) = fg {
            let _ = queue!(out, SetForegroundColor(fg));
        }
        if let Some(bg) = bg {
            let _ = queue!(out, SetBackgroundColor(bg));
        }
    }
    out.extend_from_slice(text.as_bytes());
    if painted {
        let _ = queue!(out, ResetColor);
    }
}

/// The legend's items for the grid, from the language's table.
pub fn legend(m: &Messages) -> Vec<String> {
    m.view_grid_marks.iter().map(|t| t.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::problem::Search;

    fn search(puzzle: &str) -> Vec<Event> {
        let json = serde_json::json!({ "puzzle": puzzle });
        Search::new(problem::open("sudoku", &json).unwrap(), None).collect()
    }

    /// The rows as a capture of the screen shows them: without their colours.
    fn plain(rows: &[String]) -> Vec<String> {
        let strip = |row: &str| {
            let mut out = String::new();
            let mut chars = row.chars();
            while let Some(c) = chars.next() {
                if c == '\x1b' {
                    chars.by_ref().find(char::is_ascii_alphabetic);
                } else {
                    out.push(c);
                }
            }
            out.trim_end().to_string()
        };
        rows.iter().map(|r| strip(r)).collect()
    }

    /// The default puzzle's first reject: 1 in (0,1) is refused by the 1 at (0,0), its row.
    #[test]
    fn a_reject_marks_the_cell_the_holder_and_the_unit() {
        let events = search(problem::sudoku::DEFAULT);
        let grid = Grid::of(&events[0]).unwrap().unwrap();
        let reject = events.iter().position(|e| matches!(e, Event::Reject { .. })).unwrap();
        assert!(matches!(events[reject], Event::Reject { row: 1, col: 1, with: [0, 1], .. }));
        let (rows, drawn) = grid.rows(&events, reject, 0, false);
        assert_eq!(
            plain(&rows),
            [
                "     0  1   2  3",
                "  0 (1)x1x│:.::.:",
                "  1  .  . │ 2  .",
                "    ──────┼──────",
                "  2  .  3 │ .  .",
                "  3  .  . │ .  4",
            ]
        );
        assert!(drawn[Mark::Holder as usize] && drawn[Mark::Unit as usize]);
        assert!(!drawn[Mark::Written as usize]);
        assert_eq!(grid.width(Lang::En), plain(&rows)[1].chars().count());
    }

    /// Walking forwards then backwards over the whole search, each step's grid is the one a
    /// fresh walk to it draws, and the depth shown is the search's.
    #[test]
    fn every_step_back_draws_the_grid_of_the_step_forward() {
        let events = search(problem::sudoku::DEFAULT);
        let grid = Grid::of(&events[0]).unwrap().unwrap();
        let forward: Vec<_> = (0..events.len()).map(|i| grid.marks(&events, i)).collect();
        for i in (0..events.len()).rev() {
            assert_eq!(grid.marks(&events, i), forward[i], "step {i}");
            let fresh = Grid::of(&events[0]).unwrap().unwrap();
            assert_eq!(fresh.marks(&events, i), forward[i], "step {i}");
        }
        let solution = events.iter().position(|e| matches!(e, Event::Solution { .. })).unwrap();
        let cells = &forward[solution];
        assert!(cells.iter().all(|(m, _)| matches!(m, Mark::Given | Mark::Solution)));
        assert_eq!(cells[0], (Mark::Given, 1));
    }

    /// Every step of the default search of each problem with a picture (the Sudoku, the map
    /// of Australia, the default items), in every language, down to a terminal too small for
    /// anything: a frame is drawn with the picture's heading, the tree key does nothing, and
    /// nothing panics.
    #[test]
    fn frames_of_every_step_in_every_language_and_size() {
        for name in ["sudoku", "coloring", "subset-sum"] {
            let instance = problem::default_instance(name).unwrap();
            let events: Vec<Event> =
                Search::new(problem::open(name, &instance).unwrap(), None).collect();
            frames(&events);
        }
    }

    fn frames(events: &[Event]) {
        use super::super::view::View;
        use nqueens_trace::choice::Choice;
        use nqueens_trace::cursor::Cursor;
        use nqueens_trace::{Filter, TextOptions};
        let events = events.to_vec();
        for &lang in <Lang as Choice>::ALL {
            let opts = TextOptions { lang, ..TextOptions::default() };
            let mut v = View::new(opts, true, 'Q', None);
            v.grid = Grid::of(&events[0]).map(Result::unwrap);
            let source = events.clone().into_iter().map(Ok::<Event, String>);
            let mut s = Cursor::new(source, Filter::default()).unwrap();
            v.press_tree();
            v.press_tab(&s);
            assert!(!v.tree && v.select.is_none(), "{lang:?}");
            let heading = Grid::of(&events[0]).unwrap().unwrap().heading(lang, 0);
            let frame = String::from_utf8(v.frame(&s, (80, 24)).unwrap()).unwrap();
            assert!(frame.contains(&heading), "{lang:?}: {frame}");
            loop {
                for size in [(80, 24), (20, 6), (1, 1), (0, 0)] {
                    v.frame(&s, size).unwrap();
                }
                if !s.forward() {
                    break;
                }
            }
        }
    }

    /// A colouring and a subset sum step back as they step forward, as the grid does.
    #[test]
    fn every_picture_steps_back_to_the_step_forward() {
        for name in ["coloring", "subset-sum"] {
            let instance = problem::default_instance(name).unwrap();
            let events: Vec<Event> =
                Search::new(problem::open(name, &instance).unwrap(), None).collect();
            let grid = Grid::of(&events[0]).unwrap().unwrap();
            let draw = |g: &Grid, i| g.picture(&events, i, 0, Lang::En, false);
            let forward: Vec<_> = (0..events.len()).map(|i| draw(&grid, i)).collect();
            for i in (0..events.len()).rev() {
                assert_eq!(draw(&grid, i), forward[i], "{name} step {i}");
            }
            let width = grid.width(Lang::En);
            for (rows, _) in &forward {
                for row in rows {
                    assert!(row.chars().count() <= width, "{name}: {row:?} wider than {width}");
                }
            }
        }
    }

    /// A problem the step view has no picture for is refused in one line, not drawn as
    /// another's.
    #[test]
    fn a_problem_without_a_picture_is_refused() {
        assert_eq!(refuse("sudoku"), None);
        assert_eq!(refuse("coloring"), None);
        let why = refuse("knapsack").unwrap();
        assert!(why.starts_with("step draws no picture of a knapsack search yet"), "{why}");
    }

    /// A 9×9's boxes are three cells wide; every mark's shape differs, coloured or not.
    #[test]
    fn a_9x9_is_ruled_in_threes_and_every_mark_has_its_shape() {
        let events = search(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let grid = Grid::of(&events[0]).unwrap().unwrap();
        let (rows, _) = grid.rows(&events, 0, 1, true);
        assert_eq!(rows.len(), 1 + 9 + 2);
        assert_eq!(rows[4], "    ─────────┼─────────┼─────────");
        let marks = [
            Mark::Given,
            Mark::Written,
            Mark::Tried,
            Mark::Placed,
            Mark::Rejected,
            Mark::Holder,
            Mark::Unit,
            Mark::Erased,
            Mark::Empty,
            Mark::Solution,
        ];
        let shapes: std::collections::BTreeSet<String> =
            marks.iter().map(|&m| look(m, 5).0).collect();
        assert_eq!(shapes.len(), MARKS);
        for m in marks {
            assert_eq!(look(m, 5).1.is_some(), !matches!(m, Mark::Empty | Mark::Written));
        }
    }
}
