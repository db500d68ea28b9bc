//! The text trace: one line per event, indented by depth, the way the seed articles' logs read.
//!
//! ```text
//! n-queens 4×4: one queen per row, columns left to right; squares are (row,col)
//! → try (0,0)
//! ✓ accept (0,0)
//! │ → try (1,0)
//! │ ✗ reject (1,0): same column as the queen at (0,0)
//! ```
//!
//! Each kind has its own symbol, so the trace reads without colour; colour comes from the
//! [`Palette`] and adds escape codes, nothing else. The words come from the [`Lang`] tables.
//!
//! [`Style::Classic`] lays the trace out as the classic log of seed 004 does: a
//! `"+ ------------------------- "` per level, a check line naming the queens already placed
//! and the square as `(column,row)`, an outcome line, and the board under each solution:
//!
//! ```text
//! + ------------------------- 在棋局为(0,)的情况下检查：(1,1)
//! + ------------------------- (1, 1): failed
//! ```
//!
//! A backtrack line says why the queen is lifted: the row below has no free square left, or,
//! for a queen in the last row, the search goes on after the solution it completed (the classic
//! log's line does not say). Telling them apart needs only the board size, from `start`.
//!
//! The printer's only memory is that board size and the queens placed so far, which the
//! classic check line names; it follows them through every event, shown or hidden. So the
//! output is a function of the events and the options alone, which is why a replayed trace
//! prints exactly what the live run printed.

use super::block::{Block, BLOCK, ROOM};
use crate::board::Board;
use crate::color::{Paint, Palette};
use crate::event::Event;
use crate::filter::Filter;
use crate::lang::{fill, Arg, Lang, Messages};
use crate::sink::Sink;
use crate::solver::Stats;
use lines::{make_room, put, square, Op, SquareLines};
use std::io::{self, Write};

mod lines;
mod problem;

/// The guide of one level of depth in the classic style: the seed log's own.
pub const CLASSIC_INDENT: &str = "+ ------------------------- ";

/// The layout of the text trace (`--style`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Style {
    /// One line per event, with a symbol per kind: `→ try (0,0)`.
    #[default]
    Default,
    /// The layout of the classic log (seed 004): check and outcome lines, squares as
    /// `(column,row)`.
    Classic,
}

/// How a solution's board is printed (`--board`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BoardStyle {
    /// A queen glyph on dots: `. Q . .`.
    #[default]
    Dots,
    /// Rows of 0s and a 1, as seed 000 prints them: `[0, 1, 0, 0]`.
    Matrix,
}

crate::choice::choice!(Style { Default = "default", Classic = "classic" });
crate::choice::choice!(BoardStyle { Dots = "dots", Matrix = "matrix" });

/// How the text trace looks.
#[derive(Debug, Clone)]
pub struct TextOptions {
    /// Colours; [`Palette::plain`] for none.
    pub palette: Palette,
    /// The guide written once per level of depth in the default style. Default `"│ "`. The
    /// classic style always writes [`CLASSIC_INDENT`].
    pub indent: String,
    /// The glyph of a queen on a printed board. Default `'Q'`.
    pub queen: char,
    /// The language of every message. Default English.
    pub lang: Lang,
    /// The layout. Default [`Style::Default`].
    pub style: Style,
    /// How solutions' boards are printed. Default [`BoardStyle::Dots`].
    pub board: BoardStyle,
    /// Number rows and columns from 1, as textbooks do. Default false (from 0, as JSON does).
    pub one_based: bool,
    /// Which events are printed. Default: all of them.
    pub filter: Filter,
}

impl Default for TextOptions {
    fn default() -> Self {
        TextOptions {
            palette: Palette::plain(),
            indent: "│ ".to_string(),
            queen: 'Q',
            lang: Lang::En,
            style: Style::Default,
            board: BoardStyle::Dots,
            one_based: false,
            filter: Filter::default(),
        }
    }
}

/// Room past [`BLOCK`] for the last event of a block; a longer one (a deep line with a long
/// `--indent`, a big board) grows the block instead.
const LINE_ROOM: usize = 4096;

/// Writes the text trace of the events it receives.
///
/// By default each event's text is handed to the writer as soon as it is complete, as someone
/// watching (a terminal, the cast exporter) needs. [`TextPrinter::live`] with `false` collects
/// blocks of 64 KiB instead, for a writer nobody watches: a trace has millions of lines. Either
/// way the bytes are the same.
#[derive(Debug)]
pub struct TextPrinter<W: Write> {
    /// The block: its room is longer than [`BLOCK`] by that of the longest line, and grows
    /// for a longer one.
    block: Block<W, ROOM>,
    /// Where the rare lines are rendered before they join the block.
    scratch: Vec<u8>,
    opts: TextOptions,
    msgs: &'static Messages,
    squares: SquareLines,
    classic: bool,
    /// No filter and the default style: every event is shown, and nothing is tracked.
    plain: bool,
    base: u64,
    // Scratch space for a list of queens.
    list: Vec<u8>,
    // The queens placed so far, for the classic check line.
    placed: Board,
    // The board size, from `start` or `set_size`: a backtrack from its last row follows a
    // solution, one from any other row a row below with no free square left.
    n: Option<u32>,
    /// The trace of another problem than N-Queens, once its start was seen: its lines are
    /// [`problem`]'s.
    problem: Option<Box<problem::Lines>>,
}

impl<W: Write> TextPrinter<W> {
    /// A printer into `out`. Buffering is the caller's choice.
    pub fn new(out: W, opts: TextOptions) -> Self {
        let msgs = opts.lang.messages();
        let classic = opts.style == Style::Classic;
        TextPrinter {
            block: Block::new(out, vec![0; BLOCK + LINE_ROOM], true),
            scratch: Vec::with_capacity(256),
            msgs,
            squares: SquareLines::new(msgs, &opts),
            classic,
            plain: !classic && opts.filter.is_all(),
            base: u64::from(opts.one_based),
            opts,
            list: Vec::with_capacity(128),
            placed: Board::default(),
            n: None,
            problem: None,
        }
    }

    /// With `true` (the default), each event's text is written to the underlying writer as
    /// soon as it is complete, so that someone watching sees it at once; with `false`, whole
    /// blocks are. The bytes are the same either way.
    pub fn live(mut self, live: bool) -> Self {
        self.block.live = live;
        self
    }

    /// The underlying writer, after the rest of the block (errors ignored: call
    /// [`Sink::finish`] first to see them).
    pub fn into_inner(self) -> W {
        self.block.into_inner()
    }

    /// Sets the queens already placed (the column of each row from the top), for a printer
    /// that starts in the middle of a trace; the classic check line names them.
    pub fn set_placed(&mut self, queens: &[u32]) {
        self.placed.set_queens(queens);
    }

    /// Sets the board size, for a printer that starts in the middle of a trace, after its
    /// `start`: a backtrack line says why the queen is lifted only when the printer knows the
    /// size (a `start` event sets it too). Without it, the line names the square alone.
    pub fn set_size(&mut self, n: u32) {
        self.n = Some(n);
    }

    fn guides(&mut self, depth: u32) {
        let indent = lines::guide_text(&self.opts);
        lines::guides(&mut self.scratch, &self.opts.palette.guide, indent, depth);
    }

    fn open(&mut self, depth: u32, paint: fn(&Palette) -> &Paint) {
        self.guides(depth);
        self.scratch.extend_from_slice(paint(&self.opts.palette).open.as_bytes());
    }

    fn close(&mut self, paint: fn(&Palette) -> &Paint) {
        self.scratch.extend_from_slice(paint(&self.opts.palette).close.as_bytes());
        self.scratch.push(b'\n');
    }

    /// The line of kind `k` (see [`lines`]) about the square `(row, col)`, whose attacker, for
    /// a reject, is `with`. The template gets the square as `{sq}`, the attacker as `{q}` and,
    /// in the classic style, the queens placed as `{state}`.
    #[inline(always)]
    fn square_line(&mut self, k: usize, (row, col): (u32, u32), with: Option<[u32; 2]>) {
        let line = &self.squares.lines[k];
        let Block { buf: block, pos, .. } = &mut self.block;
        match self.squares.prefix(k, row) {
            Some(prefix) => {
                make_room(block, *pos, prefix.room() + line.room);
                *pos = prefix.copy_to(block, *pos);
            }
            None => {
                self.scratch.clear();
                let indent = lines::guide_text(&self.opts);
                lines::guides(&mut self.scratch, &self.opts.palette.guide, indent, row);
                self.scratch.extend_from_slice(&line.head);
                put(block, pos, &self.scratch, line.room);
            }
        }
        let base = self.base;
        for op in line.ops.iter() {
            match op {
                Op::Lit(text) => *pos = text.copy_to(block, *pos),
                Op::Sq => {
                    let (a, b) = if line.col_first { (col, row) } else { (row, col) };
                    *pos = square(block, *pos, a, b, line.sep, base);
                }
                Op::Q => {
                    if let Some([r, c]) = with {
                        *pos = square(block, *pos, r, c, b",", base);
                    }
                }
                Op::State => {
                    // The default style has no `{state}` of its own; it gets whatever list
                    // was written last, as it always has.
                    if self.classic {
                        let placed = self.placed.queens();
                        let placed = &placed[..placed.len().min(row as usize)];
                        queens_list(&mut self.list, placed, true, base, self.msgs.list_sep);
                    }
                    put(block, pos, &self.list, line.room);
                }
            }
        }
    }

    #[inline(always)]
    fn render(&mut self, event: &Event) {
        match *event {
            Event::Try { row, col, .. } => self.square_line(lines::TRY, (row, col), None),
            Event::Accept { row, col, .. } => self.square_line(lines::ACCEPT, (row, col), None),
            Event::Reject { row, col, conflict, with, .. } => {
                let k = lines::REJECT + conflict as usize;
                self.square_line(k, (row, col), Some(with));
            }
            Event::Backtrack { row, col, .. } => {
                let k = match self.n {
                    // The last row has no row below: its queen was lifted after a solution.
                    Some(n) if row + 1 == n => lines::BACKTRACK_SOLVED,
                    Some(_) => lines::BACKTRACK_STUCK,
                    None => lines::BACKTRACK,
                };
                self.square_line(k, (row, col), None);
            }
            _ => self.render_rare(event),
        }
    }

    /// The lines that come once a trace, or once a solution.
    #[inline(never)]
    fn render_rare(&mut self, event: &Event) {
        if self.problem.is_some()
            || matches!(event, Event::Start { schema: crate::event::Schema::Problem(_), .. })
        {
            self.plain = false;
            return self.problem_event(event);
        }
        let m = self.msgs;
        self.scratch.clear();
        match *event {
            Event::Start { n, limit, .. } => {
                self.placed = Board::new(n);
                self.n = Some(n);
                let axes = if self.classic { m.axes_classic } else { m.axes };
                self.open(0, |p| &p.header);
                let n = u64::from(n);
                let args = [("n", Arg::Num(n)), ("axes", Arg::Text(axes.as_bytes()))];
                fill(&mut self.scratch, m.start, &args);
                if self.opts.one_based {
                    fill(&mut self.scratch, m.one_based, &[]);
                }
                if let Some(k) = limit {
                    fill(&mut self.scratch, m.limit, &[("k", Arg::Num(k))]);
                }
                self.close(|p| &p.header);
            }
            Event::Solution { index, ref queens, .. } => self.solution(index, queens),
            Event::Done { .. } => {
                if let Some(s) = Stats::of_done(event) {
                    self.done(s);
                }
            }
            // The square lines are `render`'s own.
            _ => {}
        }
        put(&mut self.block.buf, &mut self.block.pos, &self.scratch, 0);
    }

    /// The done line with the totals.
    fn done(&mut self, s: Stats) {
        let m = self.msgs;
        self.open(0, |p| &p.header);
        let args = [
            ("s", Arg::Num(s.solutions)),
            ("t", Arg::Num(s.tries)),
            ("a", Arg::Num(s.accepts)),
            ("r", Arg::Num(s.rejects)),
            ("b", Arg::Num(s.backtracks)),
        ];
        fill(&mut self.scratch, m.done, &args);
        if !s.complete {
            fill(&mut self.scratch, m.incomplete, &[]);
        }
        self.close(|p| &p.header);
    }

    /// The solution line, then its board. The classic log prints both at the left margin.
    fn solution(&mut self, index: u64, queens: &[u32]) {
        let classic = self.classic;
        let depth = if classic { 0 } else { (queens.len() as u32).saturating_sub(1) };
        queens_list(&mut self.list, queens, classic, self.base, self.msgs.list_sep);
        let t = if classic { self.msgs.found } else { self.msgs.solution };
        self.open(depth, |p| &p.solution);
        let args = [("i", Arg::Num(index)), ("queens", Arg::Text(&self.list))];
        fill(&mut self.scratch, t, &args);
        self.close(|p| &p.solution);
        let mut glyph = [0; 4];
        let glyph = self.opts.queen.encode_utf8(&mut glyph).as_bytes().to_vec();
        let n = queens.len() as u32;
        let board = Board::with_queens(n, queens);
        let matrix = self.opts.board == BoardStyle::Matrix;
        let sep = if matrix { self.msgs.list_sep.as_bytes() } else { b" " };
        for row in 0..n {
            self.guides(depth);
            if !classic {
                self.scratch.extend_from_slice(b"    ");
            }
            if matrix {
                self.scratch.push(b'[');
            }
            for col in 0..n {
                if col > 0 {
                    self.scratch.extend_from_slice(sep);
                }
                let (on, off): (&[u8], &[u8]) = if matrix { (b"1", b"0") } else { (&glyph, b".") };
                if board.queen(row, col) {
                    self.opts.palette.queen.put(&mut self.scratch, on);
                } else {
                    self.scratch.extend_from_slice(off);
                }
            }
            if matrix {
                self.scratch.push(b']');
            }
            self.scratch.push(b'\n');
        }
    }

    /// Follows the queens on the board, for the classic check line.
    fn track(&mut self, event: &Event) {
        self.placed.follow(event);
    }
}

/// Writes queens into `buf`: `[1, 3, 0, 2]`, or as a Python tuple, `(1, 3)` and `(1,)`, the
/// way the classic log prints them; numbers start at `base`, and `sep` (the language's
/// [`Messages::list_sep`]) separates them.
fn queens_list(buf: &mut Vec<u8>, queens: &[u32], tuple: bool, base: u64, sep: &str) {
    buf.clear();
    buf.push(if tuple { b'(' } else { b'[' });
    for (i, &q) in queens.iter().enumerate() {
        if i > 0 {
            buf.extend_from_slice(sep.as_bytes());
        }
        buf.extend_from_slice(itoa::Buffer::new().format(u64::from(q) + base).as_bytes());
    }
    if tuple && queens.len() == 1 {
        buf.push(b',');
    }
    buf.push(if tuple { b')' } else { b']' });
}

impl<W: Write> Sink for TextPrinter<W> {
    type Error = io::Error;

    /// Prints the event's lines (if the filter shows it); never stops.
    #[inline]
    fn event(&mut self, event: &Event) -> io::Result<bool> {
        if self.plain {
            // A start of another problem turns `plain` off (`render_rare`): N-Queens' plain
            // lines pay nothing for the other problems.
            self.render(event);
        } else if self.problem.is_some()
            || matches!(event, Event::Start { schema: crate::event::Schema::Problem(_), .. })
        {
            self.problem_event(event);
        } else {
            // The check line of a try names the queens placed before it, so the render comes
            // before the tracking.
            if self.opts.filter.shows(event) {
                self.render(event);
            } else if let Event::Start { n, .. } = *event {
                // A hidden start still sets the size the backtrack lines need.
                self.n = Some(n);
            }
            if self.classic {
                self.track(event);
            }
        }
        self.block.end_event(BLOCK)?;
        Ok(true)
    }

    fn finish(&mut self) -> io::Result<()> {
        self.block.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Conflict;
    use crate::solver::Solver;

    fn render(n: u32, limit: Option<u64>, opts: TextOptions) -> String {
        let mut p = TextPrinter::new(Vec::new(), opts);
        Solver::new(n).unwrap().limit(limit).run(&mut p).unwrap();
        String::from_utf8(p.into_inner()).unwrap()
    }

    #[test]
    fn n4_opens_like_the_seed_log() {
        let text = render(4, None, TextOptions::default());
        let head: Vec<&str> = text.lines().take(6).collect();
        assert_eq!(
            head,
            [
                "n-queens 4×4: one queen per row, columns left to right; squares are (row,col)",
                "→ try (0,0)",
                "✓ accept (0,0)",
                "│ → try (1,0)",
                "│ ✗ reject (1,0): same column as the queen at (0,0)",
                "│ → try (1,1)",
            ]
        );
        assert!(text
            .ends_with("done: 2 solutions, 60 tries (16 accepted, 44 rejected), 16 backtracks\n"));
    }

    /// A printer resumed in the middle of another problem's trace (the step view's) prints
    /// each event's line as the printer that saw the whole trace does, a try, a reject and
    /// an accept alike.
    #[test]
    fn a_printer_resumed_mid_sudoku_prints_the_lines_of_the_whole_trace() {
        let open = || {
            let instance = crate::problem::default_instance("sudoku").unwrap();
            crate::problem::open("sudoku", &instance).unwrap()
        };
        let events: Vec<Event> = crate::problem::Search::new(open(), None).collect();
        let mut whole = TextPrinter::new(Vec::new(), TextOptions::default());
        for e in &events {
            whole.event(e).unwrap();
        }
        let whole = String::from_utf8(whole.into_inner()).unwrap();
        let lines: Vec<&str> = whole.lines().collect();
        let mut depth = 0u32;
        for (i, e) in events.iter().enumerate().skip(1).take(40) {
            let mut p = TextPrinter::new(Vec::new(), TextOptions::default());
            let solved = matches!(events[i - 1], Event::Solution { .. });
            p.resume_problem(&events[0], depth, solved);
            p.event(e).unwrap();
            // Line i of the whole trace is event i's (each of these events prints one line).
            assert_eq!(String::from_utf8(p.into_inner()).unwrap(), format!("{}\n", lines[i]));
            match e {
                Event::Accept { .. } => depth += 1,
                Event::Backtrack { .. } => depth -= 1,
                _ => {}
            }
        }
        assert!(lines[2].contains("row 0 already has 1 at (0,0)"), "{}", lines[2]);
    }

    #[test]
    fn a_backtrack_says_why_the_queen_is_lifted() {
        let text = render(4, None, TextOptions::default());
        let lines: Vec<&str> = text.lines().collect();
        // Row 2 has no free square under (0,0) and (1,2); the first solution's last queen is
        // lifted for the search to go on; (3,3) is attacked, so (2,0) is left with no free
        // square below it.
        assert_eq!(lines[17], "│ ↩ backtrack (1,2): no free square left in the row below");
        let after = lines.iter().position(|l| l.contains("★ solution 1")).unwrap();
        assert_eq!(
            lines[after + 5..after + 9],
            [
                "│ │ │ ↩ backtrack (3,2): the search goes on after the solution",
                "│ │ │ → try (3,3)",
                "│ │ │ ✗ reject (3,3): same column as the queen at (1,3)",
                "│ │ ↩ backtrack (2,0): no free square left in the row below",
            ]
        );
        // A hidden start still tells the printer the board size.
        let only = TextOptions {
            filter: Filter::default().only(&[crate::Kind::Backtrack]),
            ..TextOptions::default()
        };
        let text = render(1, None, only);
        assert_eq!(text, "↩ backtrack (0,0): the search goes on after the solution\n");
        // A printer that starts after `start` says why only once it knows the size.
        let lift = Event::Backtrack { step: 17, row: 1, col: 2 };
        let mut p = TextPrinter::new(Vec::new(), TextOptions::default());
        p.set_placed(&[0, 2]);
        p.event(&lift).unwrap();
        p.set_size(4);
        p.event(&lift).unwrap();
        assert_eq!(
            String::from_utf8(p.into_inner()).unwrap(),
            "│ ↩ backtrack (1,2)\n│ ↩ backtrack (1,2): no free square left in the row below\n"
        );
    }

    #[test]
    fn solutions_print_their_board() {
        let opts = TextOptions { queen: '♛', indent: "  ".into(), ..TextOptions::default() };
        let text = render(4, Some(1), opts);
        let tail: Vec<&str> = text.lines().rev().take(6).collect();
        assert_eq!(
            tail,
            [
                "done: 1 solution, 26 tries (8 accepted, 18 rejected), 4 backtracks; stopped at the limit",
                "          . . ♛ .",
                "          ♛ . . .",
                "          . . . ♛",
                "          . ♛ . .",
                "      ★ solution 1: [1, 3, 0, 2]",
            ]
        );
    }

    #[test]
    fn colour_adds_escape_codes_and_nothing_else() {
        let plain = render(5, None, TextOptions::default());
        let colored =
            render(5, None, TextOptions { palette: Palette::colored(), ..TextOptions::default() });
        assert_ne!(plain, colored);
        assert_eq!(strip_ansi(&colored), plain);
    }

    #[test]
    fn classic_writes_python_tuples_and_column_first_squares() {
        let opts = TextOptions { style: Style::Classic, ..TextOptions::default() };
        assert_eq!(
            render(1, None, opts.clone()),
            "n-queens 1×1: one queen per row, columns left to right; squares are (column,row)\n\
             with the queens at (), checking (0,0)\n\
             (0, 0): succeeded\n\
             found a solution: (0,)\n\
             Q\n\
             (0, 0): backtrack\n\
             done: 1 solution, 1 try (1 accepted, 0 rejected), 1 backtrack\n"
        );
        let text = render(4, Some(1), opts);
        assert!(text
            .contains("\n+ ------------------------- with the queens at (0,), checking (2,1)\n"));
    }

    #[test]
    fn hidden_events_still_move_the_classic_state() {
        let opts = TextOptions {
            style: Style::Classic,
            filter: Filter::default().only(&[crate::Kind::Try]),
            ..TextOptions::default()
        };
        let text = render(4, Some(1), opts);
        assert!(text.contains(
            "+ ------------------------- + ------------------------- \
             + ------------------------- with the queens at (1, 3, 0), checking (2,3)\n"
        ));
        assert!(!text.contains("succeeded") && !text.contains("done"));
    }

    /// The square lines as the templates spell them, filled one by one: what the compiled
    /// lines must equal.
    /// `n` is the board size the printer knows, if any.
    fn reference_line(
        opts: &TextOptions,
        n: Option<u32>,
        placed: &[u32],
        event: &Event,
    ) -> Option<Vec<u8>> {
        use crate::lang::Template;
        let m = opts.lang.messages();
        let classic = opts.style == Style::Classic;
        let (row, col) = event.square()?;
        let p = &opts.palette;
        let (template, paint, with) = match (event, classic) {
            (Event::Try { .. }, false) => (m.try_, &p.try_, None),
            (Event::Try { .. }, true) => (m.check, &p.try_, None),
            (Event::Accept { .. }, false) => (m.accept, &p.accept, None),
            (Event::Accept { .. }, true) => (m.succeeded, &p.accept, None),
            (Event::Backtrack { row, .. }, false) => {
                let why = match n {
                    Some(n) if row + 1 == n => m.backtrack_solved,
                    Some(_) => m.backtrack_stuck,
                    None => m.backtrack,
                };
                (why, &p.backtrack, None)
            }
            (Event::Backtrack { .. }, true) => (m.lifted, &p.backtrack, None),
            (Event::Reject { with, .. }, true) => (m.failed, &p.reject, Some(*with)),
            (Event::Reject { conflict, with, .. }, false) => (
                match conflict {
                    Conflict::Column
                    | Conflict::Row
                    | Conflict::Box
                    | Conflict::Edge
                    | Conflict::Over
                    | Conflict::Short => m.reject_column,
                    Conflict::Diagonal => m.reject_diagonal,
                    Conflict::AntiDiagonal => m.reject_anti_diagonal,
                },
                &p.reject,
                Some(*with),
            ),
            _ => return None,
        };
        let base = u64::from(opts.one_based);
        let at = |a: u32, b: u32, sep| Arg::Square(u64::from(a) + base, u64::from(b) + base, sep);
        let check = classic && matches!(event, Event::Try { .. });
        let sq = match (classic, check) {
            (false, _) => at(row, col, ","),
            (true, true) => at(col, row, ","),
            (true, false) => at(col, row, m.list_sep),
        };
        let q = with.map_or(Arg::Text(b""), |[r, c]| at(r, c, ","));
        let mut state = Vec::new();
        if classic {
            queens_list(
                &mut state,
                &placed[..placed.len().min(row as usize)],
                true,
                base,
                m.list_sep,
            );
        }
        let mut line = Vec::new();
        let indent = if classic { CLASSIC_INDENT } else { &opts.indent };
        if row > 0 && !indent.is_empty() {
            line.extend_from_slice(p.guide.open.as_bytes());
            line.extend_from_slice(indent.repeat(row as usize).as_bytes());
            line.extend_from_slice(p.guide.close.as_bytes());
        }
        line.extend_from_slice(paint.open.as_bytes());
        Template::new(template, &["sq", "q", "state"]).fill(&mut line, &[sq, q, Arg::Text(&state)]);
        line.extend_from_slice(paint.close.as_bytes());
        line.push(b'\n');
        Some(line)
    }

    #[test]
    fn square_lines_equal_their_templates_filled() {
        let mut events = Vec::new();
        Solver::new(5).unwrap().run(&mut events).unwrap();
        // Rows past the pre-rendered prefixes take the slow path, which must agree too.
        events.push(Event::Reject {
            step: 0,
            row: 40,
            col: 120,
            conflict: Conflict::AntiDiagonal,
            with: [3, 99],
        });
        for &lang in <Lang as crate::choice::Choice>::ALL {
            for style in [Style::Default, Style::Classic] {
                // `sized`: whether the printer knows the board size, which the backtrack lines
                // need to say why.
                for (one_based, color, indent, sized) in [
                    (false, false, "│ ", true),
                    (true, true, "ab", false),
                    (false, true, "", true),
                    (true, false, &"x".repeat(200), true),
                ] {
                    let opts = TextOptions {
                        lang,
                        style,
                        one_based,
                        palette: Palette::new(color),
                        indent: indent.to_string(),
                        ..TextOptions::default()
                    };
                    let mut placed: Vec<u32> = Vec::new();
                    for e in &events {
                        let mut p = TextPrinter::new(Vec::new(), opts.clone());
                        p.set_placed(&placed);
                        let n = sized.then_some(5);
                        if let Some(n) = n {
                            p.set_size(n);
                        }
                        p.event(e).unwrap();
                        if let Some(want) = reference_line(&opts, n, &placed, e) {
                            assert_eq!(
                                String::from_utf8_lossy(&p.into_inner()),
                                String::from_utf8_lossy(&want),
                                "{lang} {style:?} one_based={one_based} color={color} {e:?}"
                            );
                        }
                        match *e {
                            Event::Accept { row, col, .. } => {
                                placed.truncate(row as usize);
                                placed.push(col);
                            }
                            Event::Backtrack { row, .. } => placed.truncate(row as usize),
                            _ => {}
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn blocks_and_live_lines_are_the_same_bytes() {
        for opts in [
            TextOptions::default(),
            TextOptions {
                style: Style::Classic,
                palette: Palette::colored(),
                filter: Filter::default().hide(&[crate::Kind::Reject]),
                ..TextOptions::default()
            },
        ] {
            let live = render(8, None, opts.clone());
            let mut p = TextPrinter::new(Vec::new(), opts.clone()).live(false);
            Solver::new(8).unwrap().run(&mut p).unwrap();
            assert_eq!(String::from_utf8(p.into_inner()).unwrap(), live);
            // Dropped without `finish`, a block printer still delivers what it was given.
            let mut events = Vec::new();
            Solver::new(8).unwrap().run(&mut events).unwrap();
            let feed = |live| {
                let mut out = Vec::new();
                let mut p = TextPrinter::new(&mut out, opts.clone()).live(live);
                for e in &events[..3000] {
                    p.event(e).unwrap();
                }
                drop(p);
                out
            };
            let (blocks, lines) = (feed(false), feed(true));
            assert!(blocks.len() > 50_000);
            assert_eq!(blocks, lines);
        }
    }

    #[test]
    fn lines_longer_than_the_block_room_grow_it() {
        let opts = TextOptions {
            indent: "long guide ".repeat(1000),
            palette: Palette::colored(),
            ..TextOptions::default()
        };
        let live = render(5, Some(1), opts.clone());
        assert!(live.lines().any(|l| l.len() > 4 * LINE_ROOM));
        let mut p = TextPrinter::new(Vec::new(), opts).live(false);
        Solver::new(5).unwrap().limit(Some(1)).run(&mut p).unwrap();
        assert_eq!(String::from_utf8(p.into_inner()).unwrap(), live);
    }

    /// Removes CSI escape sequences (`ESC [ ... letter`).
    fn strip_ansi(s: &str) -> String {
        let mut parts = s.split('\x1b');
        let mut out = parts.next().unwrap_or_default().to_string();
        for part in parts {
            let end = part.find(|c: char| c.is_ascii_alphabetic()).map_or(part.len(), |i| i + 1);
            out.push_str(&part[end..]);
        }
        out
    }
}
