//! One screen of the step view: the title, the board (with the program and its call stack
//! beside it under `--code`), the search tree when asked, the legend, the counters,
//! the quiz, the recent trace lines with the current one marked, and the key help; drawn into
//! a buffer that is written to the terminal at once, so the screen never shows half a frame.
//!
//! Each part is a [`Pane`] of the [`layout`](super::layout): in a window too small for all of
//! them whole, the least needed fold first (the code to its marked line and neighbours, the
//! tree to the levels from its selection or the step down, the legend to the marks drawn
//! now), each saying which key shows it whole; the board, the current trace line and the keys
//! always show.
//!
//! Every mark on the board is told apart by its shape (`[Q]`, `(Q)`, `[x]`, ` : `, …), so the
//! view reads under `NO_COLOR`; with colour, every coloured mark has both a foreground and a
//! background, so it shows on light and dark terminal themes alike.

use super::layout::{self, priority, Layout, Pane, Place};
use super::text::{fit, say, wrap, wrap_words};
use super::tree::{self, Move, Spot, Tree};
use super::SPEEDS;
use crossterm::style::{Attribute, Color, Print, SetAttribute, SetBackgroundColor};
use crossterm::style::{ResetColor, SetForegroundColor};
use crossterm::{cursor, queue, terminal};
use nqueens_trace::board::Cell;
use nqueens_trace::color::Palette;
use nqueens_trace::cursor::{Cursor, Notice};
use nqueens_trace::lang::{Arg, Messages};
use nqueens_trace::program::{Program, StackFrame, Trail};
use nqueens_trace::{Conflict, Event, Kind, Sink, TextOptions, TextPrinter};
use std::io;
use unicode_width::UnicodeWidthStr;

/// The trace lines the view shows before the current one when it has the room: fewer and the
/// student loses the thread (in a small window they fold, down to the current line alone).
const TRACE_LINES: usize = 3;

/// The rows kept for a quiz: the score and the question, its keys, and two for the verdict.
const QUIZ_ROWS: usize = 4;

/// The code lines kept on each side of the marked one when the code folds.
const NEIGHBOURS: usize = 1;

/// A pane the student asked to see whole, with its key: it then folds last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    /// `s`: the code and its call stack.
    Code,
    /// `t`, on a folded tree: the tree.
    Tree,
    /// `?`: the legend and the keys.
    Help,
}

pub struct View {
    pub opts: TextOptions,
    pub color: bool,
    pub queen: char,
    pub speed: usize,
    pub playing: bool,
    /// The program of the code pane, under `--code`.
    pub code: Option<&'static Program>,
    /// Whether the search tree is shown (the `t` key).
    pub tree: bool,
    /// The node of the tree the student selected (Tab), while the tree has the keys.
    pub select: Option<Spot>,
    /// The pane the student asked to see whole, if any.
    pub focus: Option<Focus>,
    /// Under `--quiz`, its lines: the score and the question, the keys that answer it, and
    /// the verdict or a hint; each wrapped to the window between its words.
    pub quiz: Option<Vec<String>>,
    /// A quiz question is open: the variables pane leaves out the test that answers it. (The
    /// board shades no attacked square at all under a quiz, open or not.)
    pub asking: bool,
    /// The tree and the step it is of: it walks back over every event read so far, so it is
    /// made again only when the step changes, not on every frame nor every key.
    pub tree_cache: std::cell::RefCell<Option<(usize, Tree)>>,
    /// Whether the last frame folded each of the code, the tree and the help, for the keys
    /// that unfold them (`t` unfolds a folded tree before it hides it).
    pub folded: std::cell::Cell<[bool; 3]>,
    /// Under `--exercise`, the square the student's cursor is on: drawn `>.<`, reversed.
    pub pick: Option<(u32, u32)>,
    /// Under `--exercise`, its keys, in place of the keys that step.
    pub keys: Option<String>,
    /// The grid of a problem other than N-Queens (a Sudoku), drawn in place of the board;
    /// the tree, which follows queens row by row, is then off.
    pub grid: Option<super::grid::Grid>,
    /// Under `--code` for a problem other than N-Queens, what its program holds, at the step
    /// it was last moved to: a step moves it by the events between, not by the whole trace.
    pub trail: std::cell::RefCell<Option<(usize, Trail)>>,
}

impl View {
    /// A paused view (played, a step every 250 ms), with no pane raised, showing `code` beside
    /// the board if given; the tree, the quiz and the exercise's cursor are off until the
    /// session turns them on.
    pub fn new(
        opts: TextOptions,
        color: bool,
        queen: char,
        code: Option<&'static Program>,
    ) -> View {
        View {
            opts,
            color,
            queen,
            // 250 ms: slow enough to follow each step, fast enough not to wait.
            speed: 3,
            playing: false,
            code,
            tree: false,
            select: None,
            focus: None,
            quiz: None,
            asking: false,
            pick: None,
            keys: None,
            grid: None,
            trail: Default::default(),
            tree_cache: Default::default(),
            folded: Default::default(),
        }
    }

    /// Starts following the program's trail when the code pane shows a program of another
    /// problem than N-Queens; its instance's error, worded, if the start's does not open.
    pub fn follow_trail<I>(&mut self, s: &Cursor<I>) -> Result<(), String>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        if self.code.is_some_and(|p| p.problem() != "nqueens") {
            if let Some(trail) = Trail::of(&s.events()[0]) {
                *self.trail.borrow_mut() = Some((0, trail.map_err(|e| e.to_string())?));
            }
        }
        Ok(())
    }

    /// The trail at the cursor's step, moved there from the step it was at; `None` for an
    /// N-Queens program.
    pub fn trail_at<I>(&self, s: &Cursor<I>) -> Option<Trail>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let mut kept = self.trail.borrow_mut();
        let (from, trail) = kept.as_mut()?;
        let events = s.events();
        // Kept events only: a cursor that dropped the oldest keeps no step before them.
        let (to, at) = (s.pos(), (*from).min(events.len().saturating_sub(1)));
        for e in events.iter().take(to + 1).skip(at + 1) {
            trail.follow(e);
        }
        for e in events.iter().take(at + 1).skip(to + 1).rev() {
            trail.unfollow(e);
        }
        *from = to;
        Some(trail.clone())
    }

    /// The key of a pane: shows it whole, or puts it back among the others.
    pub fn press(&mut self, focus: Focus) {
        self.focus = if self.focus == Some(focus) { None } else { Some(focus) };
    }

    /// `t`: shows the tree; on a tree folded to fit, shows it whole; else hides it.
    pub fn press_tree(&mut self) {
        if self.grid.is_some() {
            return;
        }
        let folded = self.folded.get()[1];
        match (self.tree, folded, self.focus == Some(Focus::Tree)) {
            (false, _, _) => self.tree = true,
            (true, true, false) => self.focus = Some(Focus::Tree),
            (true, _, focused) => {
                // A hidden tree gives the keys back.
                (self.tree, self.select) = (false, None);
                if focused {
                    self.focus = None;
                }
            }
        }
    }

    /// Tab: gives the keys to the tree, its selection on the square of the current step
    /// (showing the tree if it was hidden); again, gives them back.
    pub fn press_tab<I>(&mut self, s: &Cursor<I>)
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        if self.grid.is_some() {
            return;
        }
        self.select = match self.select {
            Some(_) => None,
            None => {
                self.tree = true;
                self.tree_at(s).start()
            }
        };
    }

    /// Moves the selection in the tree.
    pub fn move_selection<I>(&mut self, s: &Cursor<I>, m: Move)
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        if let Some(spot) = self.select {
            self.select = Some(self.tree_at(s).moved(spot, m));
        }
    }

    /// The step of the selected node, where Enter goes.
    pub fn selected_step<I>(&self, s: &Cursor<I>) -> Option<usize>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        self.tree_at(s).step_of(self.select?)
    }

    /// The tree at the cursor's step, made again only when the step changed.
    fn tree_at<I>(&self, s: &Cursor<I>) -> Tree
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        if let Some((pos, tree)) = &*self.tree_cache.borrow() {
            if *pos == s.pos() {
                return tree.clone();
            }
        }
        let tree = s.tree();
        *self.tree_cache.borrow_mut() = Some((s.pos(), tree.clone()));
        tree
    }

    /// The priority of a pane that `focus` raises.
    fn raised(&self, focus: Focus, base: layout::Priority) -> layout::Priority {
        if self.focus == Some(focus) {
            priority::FOCUSED
        } else {
            base
        }
    }

    /// Every pane of the screen at the cursor, for a window `w` columns wide, and the width of
    /// the board's column.
    fn panes<I>(&self, s: &Cursor<I>, m: &Messages, w: usize) -> (Vec<Pane>, usize)
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let n = s.n() as usize;
        let mut panes = Vec::new();
        // A trace that failed to read has no known end.
        let total = if s.is_read() && s.failure().is_none() {
            (s.events().len() - 1).to_string()
        } else {
            "?".to_string()
        };
        let state = if self.playing {
            say(m.view_playing, &[("ms", Arg::Num(SPEEDS[self.speed]))])
        } else {
            m.view_paused.to_string()
        };
        // The search by its problem's name, N-Queens' by its board: `n=4`.
        let what = match &self.grid {
            Some(grid) => grid.noun(self.opts.lang),
            None => format!("n={}", s.n()),
        };
        let args = [
            ("what", Arg::Text(what.as_bytes())),
            ("i", Arg::Num(s.pos() as u64)),
            ("total", Arg::Text(total.as_bytes())),
            ("state", Arg::Text(state.as_bytes())),
        ];
        // An exercise neither plays nor knows its end: its title says what it is.
        let template = if self.keys.is_some() { m.view_title_exercise } else { m.view_title };
        let title = say(template, &args);
        panes.push(Pane::new(Place::Top, priority::MUST, vec![title]));
        panes.push(Pane { min: 0, ..Pane::new(Place::Top, priority::SPACER, vec![String::new()]) });

        let (board, drawn, mut left) = match &self.grid {
            Some(grid) => self.grid_rows(grid, s),
            None => {
                let (board, drawn) = self.board_rows(s);
                (board, drawn, 4 + 3 * n)
            }
        };
        panes.push(Pane::new(Place::Left, priority::MUST, board));
        let trail = self.trail_at(s);
        if let Some(call) = self.code.and_then(Program::call) {
            let stack = match (self.code, &trail) {
                (Some(p), Some(trail)) => p.stack_in(s.current(), trail),
                (Some(p), None) => p.stack(s.current(), s.placed()),
                _ => Vec::new(),
            };
            let frames: Vec<String> = stack
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    let mark = if i + 1 == stack.len() { "▶ " } else { "  " };
                    format!("{mark}{}", frame_label(call, f.row, f.col))
                })
                .collect();
            let end = trail.as_ref().map_or(n as u32, Trail::end);
            left = left.max(frame_label(call, end, Some(end)).width() + 2);
            let spacer =
                Pane { min: 0, ..Pane::new(Place::Left, priority::SPACER, vec![String::new()]) };
            panes.push(spacer);
            let last = frames.len();
            panes.push(Pane {
                title: Some(m.view_stack.to_string()),
                focus: last.saturating_sub(1)..last,
                min: 1.min(last),
                key: Some("s"),
                ..Pane::new(Place::Left, self.raised(Focus::Code, priority::STACK), frames)
            });
        }
        let beside = layout::beside(left, w);
        if let Some(p) = self.code {
            let width = beside.unwrap_or(w);
            panes.push(self.code_pane(s, p, width));
            // The program's variables under its code (panes); while a question is open they
            // keep to what does not answer it.
            panes.push(Pane {
                title: Some(m.vars_title.to_string()),
                rule: true,
                min: 0,
                key: Some("s"),
                ..Pane::new(
                    Place::Beside,
                    self.raised(Focus::Code, priority::VARIABLES),
                    super::variables::lines(p, s, trail.as_ref(), self.asking),
                )
            });
        }
        let mut tree_drawn = [false; tree::MARKS];
        if self.tree {
            let tree = self.tree_at(s);
            // The selection follows the tree as the step moves: to the nearest node drawn.
            let selected = self.select.and_then(|spot| tree.settle(spot));
            let drawn = tree::draw(&tree, selected, &self.opts, self.queen, self.color, w);
            tree_drawn = drawn.marks;
            let focus = drawn.focus;
            // An exercise's keys are its own: there the tree is looked at, not selected.
            let title = if self.keys.is_some() { m.view_tree_exercise } else { m.view_tree };
            panes.push(Pane {
                title: Some(title.to_string()),
                min: focus.len().min(drawn.rows.len()),
                focus,
                key: Some("t"),
                ..Pane::new(Place::Below, self.raised(Focus::Tree, priority::TREE), drawn.rows)
            });
            // What the selected node is, kept as long as the tree shows at all.
            if let Some(spot) = selected {
                let said = wrap_words(&tree::describe(&tree, spot, &self.opts, m), w.max(1));
                let rows = said.len();
                panes.push(Pane { min: rows, ..Pane::new(Place::Below, priority::TREE, said) });
            }
            panes.push(Pane {
                min: 0,
                ..Pane::new(Place::Below, priority::SPACER, vec![String::new()])
            });
        }
        panes.push(self.legend(m, w, drawn, self.tree.then_some(tree_drawn)));
        let counts = [
            ("t", Arg::Num(s.count(Kind::Try))),
            ("a", Arg::Num(s.count(Kind::Accept))),
            ("r", Arg::Num(s.count(Kind::Reject))),
            ("b", Arg::Num(s.count(Kind::Backtrack))),
            ("s", Arg::Num(s.count(Kind::Solution))),
        ];
        let counts = vec![say(m.view_counts, &counts)];
        panes.push(Pane { min: 1, ..Pane::new(Place::Below, priority::COUNTS, counts) });
        if let Some(quiz) = &self.quiz {
            let mut rows: Vec<String> = quiz
                .iter()
                .flat_map(|text| {
                    let paint = self.verdict_paint(m, text);
                    let wrapped = wrap_words(text, w.max(1));
                    wrapped.into_iter().map(paint)
                })
                .collect();
            // Room for a question, its keys and a verdict of two rows, kept when it can be,
            // so that the view does not jump from frame to frame; what is said never folds.
            let said = rows.len();
            rows.resize(said.max(QUIZ_ROWS), String::new());
            panes.push(Pane {
                min: said,
                focus: 0..said,
                ..Pane::new(Place::Below, priority::QUIZ, rows)
            });
        }
        let notice = self.notice(s, m);
        let min = usize::from(!notice.is_empty());
        // Wrapped, so that a long notice (the note on right-to-left text) is read to its end.
        let rows = if notice.is_empty() { vec![notice] } else { wrap_words(&notice, w.max(1)) };
        panes.push(Pane { min, ..Pane::new(Place::Below, priority::NOTICE, rows) });
        // The trace takes the rows left over: as many lines as the window could hold.
        let (before, current) = self.trace_lines(s, 200.min(s.pos() + 1));
        let current_len = current.len().max(1);
        let mut rows: Vec<String> = before.iter().map(|t| format!("  {t}")).collect();
        let start = rows.len();
        let reverse = |t: &str| format!("\x1b[7m{t}\x1b[0m");
        if current.is_empty() {
            rows.push(String::new());
        }
        for (i, text) in current.iter().enumerate() {
            let mark = if i == 0 { "▶ " } else { "  " };
            rows.push(reverse(&format!("{mark}{text}")));
        }
        let end = rows.len();
        panes.push(Pane {
            min: current_len,
            focus: start..end,
            want: Some(TRACE_LINES + current_len),
            ..Pane::new(Place::Below, priority::TRACE, rows)
        });
        panes.push(self.help(m, w));
        (panes, left)
    }

    /// How a row of the quiz's pane is painted: a verdict, right or wrong, in the palette's
    /// green or red (as the page colours them), anything else as it is; nothing without colour.
    fn verdict_paint(&self, m: &Messages, text: &str) -> impl Fn(String) -> String {
        let palette = Palette::new(self.color);
        let paint = if text.starts_with(m.quiz_right) {
            Some(palette.accept)
        } else if text.starts_with(m.quiz_wrong) || text == m.ex_undone {
            Some(palette.reject)
        } else {
            None
        };
        move |row: String| match &paint {
            Some(p) if !row.is_empty() => format!("{}{row}{}", p.open, p.close),
            _ => row,
        }
    }

    /// The legend of the board's marks (and the tree's, when shown) whole, wrapped to the
    /// window, and folded to the marks drawn now.
    fn legend(
        &self,
        m: &Messages,
        w: usize,
        drawn: [bool; 10],
        tree: Option<[bool; tree::MARKS]>,
    ) -> Pane {
        let mut glyph = [0; 4];
        let glyph = self.queen.encode_utf8(&mut glyph).as_bytes();
        let item = |t: &str| say(t, &[("q", Arg::Text(glyph))]);
        let board: Vec<String> = match &self.grid {
            Some(grid) => grid.legend(m),
            None => m.view_marks.iter().map(|t| item(t)).collect(),
        };
        let mut body = wrap(&board.join("  "), w);
        let mut short: Vec<String> =
            board.iter().zip(drawn).filter(|(_, d)| *d).map(|(t, _)| t.clone()).collect();
        if let Some(tree_drawn) = tree {
            let marks: Vec<String> = m
                .view_tree_marks
                .iter()
                .chain([&m.view_tree_folded_mark])
                .map(|t| item(t))
                .collect();
            body.extend(wrap(&marks.join("  "), w));
            let drawn = marks.iter().zip(tree_drawn).filter(|(_, d)| *d).map(|(t, _)| t.clone());
            // While the tree has the keys, its marks are the ones read first.
            if self.select.is_some() {
                short.splice(0..0, drawn);
            } else {
                short.extend(drawn);
            }
        }
        let folded =
            wrap(&short.join("  "), w.saturating_sub(20).max(1)).into_iter().take(2).collect();
        Pane {
            folded: Some(folded),
            key: Some("?"),
            ..Pane::new(Place::Below, self.raised(Focus::Help, priority::LEGEND), body)
        }
    }

    /// The key help, wrapped to the window; folded, the first keys that fit one row.
    fn help(&self, m: &Messages, w: usize) -> Pane {
        // While the tree has the keys, the arrows, hjkl, Enter and Esc are its own: the help
        // names them, then the step keys that still work, and no key twice. A grid has no tree.
        let plain = if self.grid.is_some() { m.view_grid_keys } else { m.view_keys };
        let mut keys = match (&self.keys, self.select) {
            (Some(keys), _) => keys.clone(),
            (None, Some(_)) => format!("{}  {}", m.view_tree_keys, m.view_tree_step_keys),
            (None, None) => plain.to_string(),
        };
        if self.code.is_some() {
            keys = format!("{keys}  {}", m.view_key_code);
        }
        keys = format!("{keys}  {}", m.view_key_help);
        let body = wrap(&keys, w);
        let note = say(m.view_folded_all, &[("key", Arg::Text(b"?"))]).width() + 3;
        let folded = wrap(&keys, w.saturating_sub(note).max(1)).into_iter().take(1).collect();
        Pane {
            folded: Some(folded),
            key: Some("?"),
            bottom: true,
            ..Pane::new(Place::Below, self.raised(Focus::Help, priority::HELP), body)
        }
    }

    /// The notice of the cursor, or an empty line.
    fn notice<I>(&self, s: &Cursor<I>, m: &Messages) -> String
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        match s.notice() {
            // Said at the start, where a student first looks: a terminal without bidi shows
            // right-to-left words reversed and apart, and nothing here can tell whether it does.
            None if m.page_dir == "rtl" && s.pos() == 0 => m.view_bidi.to_string(),
            None => String::new(),
            Some(Notice::NoNextSolution) => m.view_no_next.to_string(),
            Some(Notice::NoPreviousSolution) => m.view_no_previous.to_string(),
            Some(Notice::Capped(k)) => say(
                m.view_capped,
                &[
                    ("k", Arg::Num(*k as u64)),
                    ("limit", Arg::Text(b"--limit K")),
                    ("first", Arg::Text(b"--first")),
                ],
            ),
            Some(Notice::Read(e)) => e.clone(),
            Some(Notice::Over) => m.view_over.to_string(),
        }
    }

    /// One whole screen, as the bytes to write.
    pub fn frame<I>(&self, s: &Cursor<I>, (width, height): (u16, u16)) -> io::Result<Vec<u8>>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let (w, h) = (usize::from(width), usize::from(height));
        let m = self.opts.lang.messages();
        let mut out = Vec::new();
        queue!(out, ResetColor, cursor::MoveTo(0, 0))?;
        queue!(out, terminal::Clear(terminal::ClearType::All))?;
        if w == 0 || h == 0 {
            return Ok(out);
        }
        let (panes, left) = self.panes(s, m, w);
        let layout = Layout::new(&panes, left, (w, h));
        let folded = |key: &str| {
            panes.iter().zip(&layout.rows).any(|(p, &r)| p.key == Some(key) && r < p.full())
        };
        self.folded.set([folded("s"), folded("t"), folded("?")]);
        for (x, y, width, rows) in layout.draw(&panes, m, (w, h)) {
            for (i, text) in rows.iter().enumerate() {
                queue!(out, cursor::MoveTo(x as u16, (y + i) as u16), Print(text))?;
                queue!(out, SetAttribute(Attribute::Reset), ResetColor)?;
            }
            let _ = width;
        }
        Ok(out)
    }

    /// The grid's rows, under a heading that names the problem and the depth of the search
    /// (the digits written: accepts less backtracks); which of its legend's marks it draws;
    /// and the width of its column.
    fn grid_rows<I>(
        &self,
        grid: &super::grid::Grid,
        s: &Cursor<I>,
    ) -> (Vec<String>, [bool; 10], usize)
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let depth = s.count(Kind::Accept).saturating_sub(s.count(Kind::Backtrack));
        let heading = grid.heading(self.opts.lang, depth);
        let base = u32::from(self.opts.one_based);
        let (rows, drawn) = grid.picture(s.events(), s.pos(), base, self.opts.lang, self.color);
        let width = grid.width(self.opts.lang).max(heading.width());
        (std::iter::once(heading).chain(rows).collect(), drawn, width)
    }

    /// The board's rows: the column numbers, then a row of cells per row; and which of the
    /// legend's marks ([`Messages::view_marks`]) it draws.
    fn board_rows<I>(&self, s: &Cursor<I>) -> (Vec<String>, [bool; 10])
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let base = u32::from(self.opts.one_based);
        let mut header = String::from("    ");
        for c in 0..s.n() {
            header.push_str(&format!("{:^3}", c + base));
        }
        let mut drawn = [false; 10];
        let mut rows = vec![header];
        for (r, cells) in s.board().into_iter().enumerate() {
            let mut out = format!("{:>3} ", r as u32 + base).into_bytes();
            for (c, cell) in cells.into_iter().enumerate() {
                let cell = match cell {
                    // In a quiz, not only while a question is open: the attacked squares of
                    // the rows below answer the questions to come (issue 34).
                    Cell::Attacked if self.asking || self.quiz.is_some() => Cell::Free,
                    cell => cell,
                };
                drawn[mark_of(cell)] = true;
                if self.pick == Some((r as u32, c as u32)) {
                    let _ = super::text::picked(&mut out, &self.look(cell).0);
                } else {
                    let _ = self.cell(&mut out, cell);
                }
            }
            rows.push(String::from_utf8_lossy(&out).into_owned());
        }
        (rows, drawn)
    }

    fn cell(&self, out: &mut Vec<u8>, cell: Cell) -> io::Result<()> {
        let (text, colors) = self.look(cell);
        if let (true, Some((fg, bg))) = (self.color, colors) {
            queue!(out, SetForegroundColor(fg), SetBackgroundColor(bg))?;
        }
        queue!(out, Print(text), ResetColor)
    }

    /// The three characters of a cell and its colours, foreground and background.
    fn look(&self, cell: Cell) -> (String, Option<(Color, Color)>) {
        // The shape tells every mark apart, so the view reads without colour too (and in a
        // test's capture of the screen). Colour only adds to it, and always as a pair of
        // foreground and background: a foreground alone on the terminal's own background
        // vanishes on one theme or the other.
        let q = self.queen;
        match cell {
            Cell::Free => (" . ".to_string(), None),
            Cell::Attacked => (" : ".to_string(), Some((Color::Black, Color::Grey))),
            Cell::Queen => (format!(" {q} "), Some((Color::Black, Color::White))),
            Cell::Tried => ("[?]".to_string(), Some((Color::Black, Color::Yellow))),
            Cell::Placed => (format!("[{q}]"), Some((Color::Black, Color::Green))),
            Cell::Rejected => ("[x]".to_string(), Some((Color::White, Color::DarkRed))),
            Cell::Attacker => (format!("({q})"), Some((Color::DarkRed, Color::White))),
            Cell::Line(
                Conflict::Column
                | Conflict::Row
                | Conflict::Box
                | Conflict::Edge
                | Conflict::Over
                | Conflict::Short,
            ) => (" | ".to_string(), Some((Color::White, Color::DarkMagenta))),
            Cell::Line(Conflict::Diagonal) => {
                (" \\ ".to_string(), Some((Color::White, Color::DarkMagenta)))
            }
            Cell::Line(Conflict::AntiDiagonal) => {
                (" / ".to_string(), Some((Color::White, Color::DarkMagenta)))
            }
            // Not the yellow of a try, nor near the cyan of a solution: a lifted queen is
            // neither.
            Cell::Lifted => ("[^]".to_string(), Some((Color::White, Color::DarkBlue))),
            Cell::Solution => (format!("*{q}*"), Some((Color::Black, Color::Cyan))),
        }
    }

    /// The program, titled with its file: every line, the ones that produced the current
    /// event marked and reversed (and wrapped, so that the code that ran is always whole),
    /// tracing lines dimmed; folded, the marked lines and their neighbours stay.
    fn code_pane<I>(&self, s: &Cursor<I>, p: &Program, width: usize) -> Pane
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let title = format!("{} · {}", p.file(), p.language());
        let previous = s.pos().checked_sub(1).map(|i| s.events()[i].kind());
        let lit = p.lines_at(s.current(), previous);
        let count = p.line_count() as usize;
        let digits = count.to_string().len();
        let mut rows = Vec::with_capacity(count);
        let mut focus: Option<std::ops::Range<usize>> = None;
        for number in 1..=count {
            let text = p.line(number as u32).unwrap_or("").replace('\t', "    ");
            let on = lit.contains(&(number as u32));
            let mark = if on { "▶" } else { " " };
            let text = format!("{mark}{number:>digits$} {text}");
            if on {
                let first = rows.len();
                // The marked line is whole: cut into rows under its own text.
                let indent = " ".repeat(digits + 2);
                let first_row = wrap_words(&text, width.max(1));
                let (head, tail) =
                    first_row.split_first().map_or(("", &[][..]), |(h, t)| (h.as_str(), t));
                rows.push(format!("\x1b[7m{}\x1b[0m", fit(head, width)));
                let tail = tail.join(" ");
                let room = width.saturating_sub(indent.len()).max(1);
                for piece in wrap_words(&tail, room).into_iter().filter(|p| !p.is_empty()) {
                    rows.push(format!("\x1b[7m{}\x1b[0m", fit(&format!("{indent}{piece}"), width)));
                }
                let range = focus.get_or_insert(first..first);
                range.end = rows.len();
            } else if self.color && p.is_trace(number as u32) {
                rows.push(format!("\x1b[2m{}\x1b[0m", fit(&text, width)));
            } else {
                rows.push(fit(&text, width));
            }
        }
        let focus = focus.unwrap_or(0..1.min(rows.len()));
        let min = (focus.len() + 2 * NEIGHBOURS).min(rows.len());
        Pane {
            title: Some(title),
            rule: true,
            focus,
            min,
            key: Some("s"),
            ..Pane::new(Place::Beside, self.raised(Focus::Code, priority::CODE), rows)
        }
    }

    /// The trace lines of the shown events before the current one (enough to fill `room`),
    /// coloured as `run` colours them, and those of the current event (empty if it is hidden),
    /// plain, for the view to reverse.
    fn trace_lines<I>(&self, s: &Cursor<I>, room: usize) -> (Vec<String>, Vec<String>)
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let events = &s.events()[..=s.pos()];
        // The lines shown are the printer's: under a quiz they are not the steps'.
        let filter = &self.opts.filter;
        // Walk back over at most this many events: a filter that shows little must not make
        // every key press replay the whole trace.
        let mut first = s.pos();
        let mut shown = 0;
        while first > 0 && shown < room && s.pos() - first < 100_000 {
            first -= 1;
            shown += usize::from(filter.shows(&events[first]));
        }
        let colored = TextOptions { palette: Palette::new(self.color), ..self.opts.clone() };
        // Printers started mid-trace learn the size from the view, not from a start they
        // never saw, so their backtrack lines say why as run's do.
        let mut printer = TextPrinter::new(Vec::new(), colored);
        printer.set_size(s.n());
        printer.set_placed(&s.placed_before(first));
        if let Some(grid) = &self.grid {
            grid.resume(&mut printer, s, first);
        }
        for e in &events[first..s.pos()] {
            let _ = printer.event(e);
        }
        let before = printer.into_inner();
        let mut printer = TextPrinter::new(Vec::new(), self.opts.clone());
        printer.set_size(s.n());
        printer.set_placed(&s.placed_before(s.pos()));
        if let Some(grid) = &self.grid {
            grid.resume(&mut printer, s, s.pos());
        }
        let _ = printer.event(s.current());
        let current = printer.into_inner();
        let lines = |b: &[u8]| -> Vec<String> {
            String::from_utf8_lossy(b).lines().map(str::to_string).collect()
        };
        (lines(&before), lines(&current))
    }
}

/// The place of a board mark in the legend ([`Messages::view_marks`]).
fn mark_of(cell: Cell) -> usize {
    match cell {
        Cell::Queen => 0,
        Cell::Placed => 1,
        Cell::Tried => 2,
        Cell::Rejected => 3,
        Cell::Attacker => 4,
        Cell::Line(_) => 5,
        Cell::Attacked => 6,
        Cell::Free => 7,
        Cell::Lifted => 8,
        Cell::Solution => 9,
    }
}

/// A call-stack frame as the program spells it: `place(row=1) col=2`.
fn frame_label(call: &nqueens_trace::program::Call, row: u32, col: Option<u32>) -> String {
    let f = StackFrame { row, col };
    match f.col {
        Some(c) => format!("{}({}={}) {}={c}", call.function, call.row, f.row, call.column),
        None => format!("{}({}={})", call.function, call.row, f.row),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// With colour, every mark has a foreground and a background (so it shows on light and
    /// dark themes); without, none has any, and the shapes alone differ.
    #[test]
    fn every_coloured_mark_has_both_colours_and_every_shape_differs() {
        use nqueens_trace::Conflict::*;
        let cells = [
            Cell::Free,
            Cell::Attacked,
            Cell::Queen,
            Cell::Tried,
            Cell::Placed,
            Cell::Rejected,
            Cell::Attacker,
            Cell::Line(Column),
            Cell::Line(Diagonal),
            Cell::Line(AntiDiagonal),
            Cell::Lifted,
            Cell::Solution,
        ];
        let mut shapes = std::collections::BTreeSet::new();
        for color in [true, false] {
            let mut v = view(nqueens_trace::Style::Default, nqueens_trace::Lang::En);
            v.color = color;
            for cell in cells {
                let mut out = Vec::new();
                v.cell(&mut out, cell).unwrap();
                let text = String::from_utf8(out).unwrap();
                let (fg, bg) = (text.contains("\x1b[38;"), text.contains("\x1b[48;"));
                assert_eq!(fg, bg, "{cell:?}: {text:?}");
                assert_eq!(fg, color && cell != Cell::Free, "{cell:?}: {text:?}");
                let mut shape = String::new();
                let mut chars = text.chars();
                while let Some(c) = chars.next() {
                    if c == '\x1b' {
                        chars.by_ref().find(char::is_ascii_alphabetic);
                    } else {
                        shape.push(c);
                    }
                }
                shapes.insert(shape);
            }
        }
        assert_eq!(shapes.len(), cells.len());
    }

    fn view(style: nqueens_trace::Style, lang: nqueens_trace::Lang) -> View {
        View::new(TextOptions { style, lang, ..TextOptions::default() }, true, '♛', None)
    }

    /// The tree's title offers Tab where Tab selects, not in an exercise, whose keys are its own.
    #[test]
    fn the_tree_offers_its_selection_only_outside_an_exercise() {
        use nqueens_trace::{Filter, Lang, Solver, Style};
        let mut events = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        let s =
            Cursor::new(events.into_iter().map(Ok::<Event, String>), Filter::default()).unwrap();
        let mut v = view(Style::Default, Lang::En);
        v.tree = true;
        let frame = String::from_utf8(v.frame(&s, (100, 40)).unwrap()).unwrap();
        assert!(frame.contains("search tree (t hides, tab selects)"), "{frame}");
        v.keys = Some("the exercise's keys".to_string());
        let frame = String::from_utf8(v.frame(&s, (100, 40)).unwrap()).unwrap();
        assert!(frame.contains("search tree (t hides)") && !frame.contains("tab"), "{frame}");
    }

    /// A right-to-left view says once, at its first step, that a terminal without bidi shows
    /// its words reversed, and where to read them instead; a left-to-right one never does.
    #[test]
    fn a_right_to_left_view_points_to_the_page_at_its_first_step() {
        use nqueens_trace::{Filter, Lang, Solver, Style};
        let mut events = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        for lang in [Lang::Fa, Lang::En] {
            let source = events.clone().into_iter().map(Ok::<Event, String>);
            let mut s = Cursor::new(source, Filter::default()).unwrap();
            let v = view(Style::Default, lang);
            let note = lang.messages().view_bidi;
            let first = String::from_utf8(v.frame(&s, (200, 40)).unwrap()).unwrap();
            assert_eq!(first.contains(note), lang == Lang::Fa, "{lang:?}: {first}");
            assert!(note.contains("export html"));
            s.forward();
            let next = String::from_utf8(v.frame(&s, (200, 40)).unwrap()).unwrap();
            assert!(!next.contains(note), "{lang:?}: said once, not at every step");
        }
    }

    /// The other problems' programs: every step, forward then back, at every size, draws a
    /// frame with the program's stack and variables, and the trail moved back step by step
    /// holds what a trail followed from the start to that step holds.
    #[test]
    fn the_other_problems_programs_draw_at_every_step_forward_and_back() {
        use nqueens_trace::problem::{self, Search};
        use nqueens_trace::{Filter, Lang, Style};
        for (name, problem) in [
            ("python-sudoku", "sudoku"),
            ("python-coloring", "coloring"),
            ("python-subset-sum", "subset-sum"),
        ] {
            let instance = problem::default_instance(problem).unwrap();
            let events: Vec<Event> =
                Search::new(problem::open(problem, &instance).unwrap(), None).collect();
            let cursor = || {
                let source = events.clone().into_iter().map(Ok::<Event, String>);
                Cursor::new(source, Filter::default()).unwrap()
            };
            let mut s = cursor();
            let mut v = view(Style::Default, Lang::Fa);
            v.grid = Some(super::super::grid::Grid::of(&events[0]).unwrap().unwrap());
            v.code = Some(Program::named_for(name, problem).unwrap());
            v.follow_trail(&s).unwrap();
            loop {
                for size in [(140, 50), (80, 24), (20, 6), (1, 1)] {
                    v.frame(&s, size).unwrap();
                }
                if !s.forward() {
                    break;
                }
            }
            let frame = String::from_utf8(v.frame(&s, (140, 50)).unwrap()).unwrap();
            assert!(frame.contains(&format!("{}.py", name)), "{frame}");
            while s.pos() > 0 {
                s.back();
                let back = v.trail_at(&s).unwrap().path();
                let mut fresh = Trail::of(&events[0]).unwrap().unwrap();
                for e in &events[..=s.pos()] {
                    fresh.follow(e);
                }
                assert_eq!(back, fresh.path(), "{name} at step {}", s.pos());
            }
        }
    }

    /// The title names the search: N-Queens by its board, another problem by its own name in
    /// the view's language (and a grid by its size), never as a board of `n`.
    #[test]
    fn the_title_names_the_problem_in_its_language() {
        use nqueens_trace::problem::{self, Search};
        use nqueens_trace::{Filter, Lang, Style};
        for (problem, lang, what) in [
            ("sudoku", Lang::En, "step · sudoku 4×4 · step 0"),
            ("coloring", Lang::Zh, "step · 图着色 · 第 0 步"),
            ("subset-sum", Lang::En, "step · subset sum · step 0"),
        ] {
            let instance = problem::default_instance(problem).unwrap();
            let events: Vec<Event> =
                Search::new(problem::open(problem, &instance).unwrap(), None).collect();
            let source = events.clone().into_iter().map(Ok::<Event, String>);
            let s = Cursor::new(source, Filter::default()).unwrap();
            let mut v = view(Style::Default, lang);
            v.grid = Some(super::super::grid::Grid::of(&events[0]).unwrap().unwrap());
            let frame = String::from_utf8(v.frame(&s, (120, 40)).unwrap()).unwrap();
            assert!(frame.contains(what), "{problem}: {frame}");
            assert!(!frame.contains("n=4") && !frame.contains("n=7"), "{problem}: {frame}");
        }
    }

    /// Every step of a search, in every size down to a terminal too small for anything, in
    /// both styles, with and without the code pane and the tree (and a node of it selected):
    /// a frame is always drawn, and never panics.
    #[test]
    fn frames_of_every_step_at_every_size() {
        use nqueens_trace::{Filter, Lang, Solver, Style};
        let mut events = Vec::new();
        Solver::new(5).unwrap().run(&mut events).unwrap();
        for (style, lang, counts, code) in [
            (Style::Default, Lang::En, "solutions 10", None),
            (Style::Classic, Lang::Fa, "راه‌حل 10", Some("python")),
            (Style::Default, Lang::Zh, "解 10", Some("cpp-iterative")),
        ] {
            let mut v = view(style, lang);
            v.code = code.map(|c| Program::named(c).unwrap());
            v.tree = code.is_some();
            // A selection that the tree settles at every step onto the nearest node.
            v.select = code.map(|_| (3, 2));
            if code.is_some() {
                let row = "quiz: 0 of 0 right · is (0,0) accepted or rejected?".repeat(3);
                v.quiz = Some(vec![row.clone(), row.clone(), row]);
                v.asking = true;
            }
            let source = events.clone().into_iter().map(Ok::<Event, String>);
            let mut s = Cursor::new(source, Filter::default()).unwrap();
            loop {
                for size in [(140, 50), (20, 6), (1, 1), (0, 0)] {
                    v.frame(&s, size).unwrap();
                }
                if !s.forward() {
                    break;
                }
            }
            let frame = String::from_utf8(v.frame(&s, (140, 50)).unwrap()).unwrap();
            assert!(frame.contains(counts), "{frame}");
        }
    }
}
