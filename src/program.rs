//! The programs a code pane shows beside the board, and the line of each that produced an event.
//!
//! Six programs are kept in `traces/programs/`, each written for this project in the style of
//! one seed article's approach: [`pseudo`](Program::DEFAULT) (language-neutral pseudocode, the
//! default), `python` (recursive, sets for the lines taken), `python-generator` (a generator
//! checking a tuple of placed columns), `cpp-recursive` and `cpp-iterative` (an `x[]` vector,
//! recursive and with a loop that goes back with `k--`), and `python-board` (a 0/1 board and an
//! `is_safe` that scans the rows above). Every program but `pseudo` runs: with
//! its tracing lines it prints exactly the JSON Lines of `nqueens-trace run N --format jsonl`
//! (the tests run them with python3 and g++ for n = 1 to 8).
//!
//! Beside each program a small JSON file maps every event kind to the line(s) of the program
//! that produce it and, for a recursive program, names what a call-stack frame is: the function,
//! the variable holding its row and the loop's column. The library embeds both files, so what a
//! pane shows is the file that runs.
//!
//! The data file holds `name`, `language`, `file` (the source beside it), `approach` (one
//! sentence), `comment` (how a comment starts, which marks the tracing lines; `null` for
//! pseudocode), `call` (the recursive function, the expressions of its row and loop column,
//! and `leaf`, see [`Call`]; `null` without recursion) and `lines`: for each event kind a list
//! of line numbers counted from 1, plus `backtrack-after-solution` where a backtrack right after
//! a solution comes from other lines than one below a used-up row. Adding a program is its two
//! files, one line in this module's table, and a test of its lines.
//!
//! A view that steps through a trace asks, at each event, which lines to highlight and which
//! frames to draw:
//!
//! ```
//! use nqueens_trace::program::{StackFrame, Program};
//! use nqueens_trace::{Event, Kind};
//!
//! let python = Program::named("python")?;
//! // The try of (1, 2): the loop over the columns of `place(row)`.
//! let event = Event::Try { step: 7, row: 1, col: 2 };
//! let lines = python.lines_for(event.kind(), Some(Kind::Reject));
//! assert_eq!(python.line(lines[0]), Some("        for col in range(n):"));
//! // One frame per placed queen, and the frame whose loop is at the square being tried.
//! let queens = [0]; // the column of each queen standing after the event, from the top
//! assert_eq!(
//!     python.stack(&event, &queens),
//!     [StackFrame { row: 0, col: Some(0) }, StackFrame { row: 1, col: Some(2) }]
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::event::{Event, Kind};
use serde::Deserialize;
use std::fmt;
use std::sync::OnceLock;

mod variables;
pub use variables::{Mark, Role, Shape, Token, Variable};

/// One program of the code pane: its source, as kept in `traces/programs/`, and where in it
/// each kind of event comes from. Get one with [`Program::named`] or [`Program::all`].
#[derive(Debug)]
pub struct Program {
    name: String,
    language: String,
    file: String,
    approach: String,
    source: &'static str,
    call: Option<Call>,
    /// The lines of each kind, indexed by the kind's place in [`Kind::ALL`].
    lines: [Vec<u32>; 7],
    after_solution: Vec<u32>,
    /// Whether each line (from line 1, at index 0) only prints the trace.
    trace: Vec<bool>,
}

/// What a call-stack frame of a recursive program is, as the program spells it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Call {
    /// The recursive function, e.g. `place`.
    pub function: String,
    /// The expression holding the row a call fills, e.g. `row` or `len(placed)`.
    pub row: String,
    /// The loop variable holding the column a call is at, e.g. `col`.
    pub column: String,
    /// Whether the function is entered once more for the row below the last (`row == n`)
    /// to record a solution: then a solution has one frame more than the queens, with no
    /// column.
    pub leaf: bool,
}

/// One frame of a recursive program's call stack at some event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StackFrame {
    /// The row the call fills, from 0 at the top.
    pub row: u32,
    /// The column its loop is at; `None` in the frame of a solution (see [`Call::leaf`]).
    pub col: Option<u32>,
}

/// A program name that is not one of [`Program::all`]'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownProgram(pub String);

impl fmt::Display for UnknownProgram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The name comes from the user: escape it, so no control character reaches a terminal.
        write!(f, "unknown program '{}': expected one of ", self.0.escape_debug())?;
        let names: Vec<&str> = Program::all().iter().map(Program::name).collect();
        f.write_str(&names.join(", "))
    }
}

impl std::error::Error for UnknownProgram {}

/// The data file beside a program, as written in `traces/programs/*.json`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Data {
    name: String,
    language: String,
    file: String,
    approach: String,
    /// How a comment starts, which marks the tracing lines; `null` for a program with none.
    comment: Option<String>,
    call: Option<Call>,
    lines: Lines,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Lines {
    start: Vec<u32>,
    #[serde(rename = "try")]
    try_: Vec<u32>,
    accept: Vec<u32>,
    reject: Vec<u32>,
    solution: Vec<u32>,
    backtrack: Vec<u32>,
    /// Where the backtrack right after a solution comes from, when not from `backtrack`.
    #[serde(rename = "backtrack-after-solution")]
    after_solution: Option<Vec<u32>>,
    done: Vec<u32>,
}

/// Each program's data file and its source file, embedded.
macro_rules! programs {
    ($(($data:literal, $source:literal)),* $(,)?) => {
        [$((
            include_str!(concat!("../traces/programs/", $data)),
            $source,
            include_str!(concat!("../traces/programs/", $source)),
        )),*]
    };
}

const FILES: [(&str, &str, &str); 6] = programs![
    ("pseudo.json", "pseudo.txt"),
    ("python.json", "python.py"),
    ("python-generator.json", "python-generator.py"),
    ("cpp-recursive.json", "cpp-recursive.cpp"),
    ("cpp-iterative.json", "cpp-iterative.cpp"),
    ("python-board.json", "python-board.py"),
];

impl Program {
    /// The name of the program a code pane shows when none is named: `pseudo`.
    pub const DEFAULT: &'static str = "pseudo";

    /// Every program, [`Program::DEFAULT`] first.
    pub fn all() -> &'static [Program] {
        static ALL: OnceLock<Vec<Program>> = OnceLock::new();
        ALL.get_or_init(|| {
            FILES.iter().map(|&(data, file, source)| Program::load(data, file, source)).collect()
        })
    }

    /// The program called `name` (see [`Program::all`]), or an error naming the valid names.
    pub fn named(name: &str) -> Result<&'static Program, UnknownProgram> {
        Program::all()
            .iter()
            .find(|p| p.name == name)
            .ok_or_else(|| UnknownProgram(name.to_string()))
    }

    /// The default program, [`Program::DEFAULT`].
    pub fn default_program() -> &'static Program {
        &Program::all()[0]
    }

    /// Builds a program from its embedded files. The files are the crate's own and a unit test
    /// loads every one, so a mistake in them is a bug caught before release, not an input error.
    fn load(data: &str, file: &str, source: &'static str) -> Program {
        let d: Data = serde_json::from_str(data)
            .unwrap_or_else(|e| panic!("traces/programs: the data of {file} is invalid: {e}"));
        assert_eq!(d.file, file, "traces/programs: the data names another file");
        let l = d.lines;
        let after_solution = l.after_solution.unwrap_or_else(|| l.backtrack.clone());
        let trace = match &d.comment {
            Some(comment) => trace_lines(source, comment),
            None => vec![false; source.lines().count()],
        };
        Program {
            name: d.name,
            language: d.language,
            file: d.file,
            approach: d.approach,
            source,
            call: d.call,
            // In the order of Kind::ALL.
            lines: [l.start, l.try_, l.accept, l.reject, l.solution, l.backtrack, l.done],
            after_solution,
            trace,
        }
    }

    /// The name that selects it, e.g. `python-generator`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The language it is written in, for a pane's title, e.g. `Python` or `C++`.
    pub fn language(&self) -> &str {
        &self.language
    }

    /// Its file name in `traces/programs/`, e.g. `python.py`.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// One sentence on how it searches, and which seed article's approach it follows.
    pub fn approach(&self) -> &str {
        &self.approach
    }

    /// The whole source, tracing lines included, exactly as the file that runs.
    pub fn source(&self) -> &'static str {
        self.source
    }

    /// The text of line `line`, counted from 1 as editors do, without its line end; `None`
    /// past the end.
    pub fn line(&self, line: u32) -> Option<&'static str> {
        let index = usize::try_from(line).ok()?.checked_sub(1)?;
        self.source.lines().nth(index)
    }

    /// The number of lines of the source.
    pub fn line_count(&self) -> u32 {
        self.trace.len() as u32
    }

    /// Whether line `line` (from 1) only prints the trace: the program's search does not
    /// need it. A pane may dim or hide such lines; no event maps to one. Tracing lines end
    /// with the comment `trace` (`# trace`, `// trace`) or lie in a block from a comment
    /// `tracing:` to the comment `end of tracing`.
    pub fn is_trace(&self, line: u32) -> bool {
        line.checked_sub(1).and_then(|i| self.trace.get(i as usize)).copied().unwrap_or(false)
    }

    /// The lines (from 1, ascending) that produce events of `kind`. Every kind has at least
    /// one. For [`Kind::Backtrack`] these are the lines of a backtrack after a dead end (no
    /// column left in the row below); [`Program::lines_for`] tells the two apart.
    pub fn lines(&self, kind: Kind) -> &[u32] {
        &self.lines[kind_index(kind)]
    }

    /// The lines that produced an event of `kind` whose previous event in the trace was of
    /// kind `previous` (`None` for the first event). The previous event matters only for a
    /// backtrack: right after a solution the search goes on from a place of its own in some
    /// programs (`cpp-iterative` moves the last queen on at the top of its loop). This is the
    /// call a pane makes at every step.
    pub fn lines_for(&self, kind: Kind, previous: Option<Kind>) -> &[u32] {
        match (kind, previous) {
            (Kind::Backtrack, Some(Kind::Solution)) => &self.after_solution,
            _ => self.lines(kind),
        }
    }

    /// What a call-stack frame is in this program; `None` for a program without recursion
    /// (`cpp-iterative`), which has no stack to draw.
    pub fn call(&self) -> Option<&Call> {
        self.call.as_ref()
    }

    /// The call stack at `event`, outermost first, given `queens`: the column of each queen
    /// standing once the event has happened, from the top row. Empty for a program without
    /// recursion, at `start` and at `done`.
    ///
    /// There is one frame per placed queen, its loop at the queen's column; during a try, a
    /// reject or a backtrack, one more for the row being filled, its loop at the event's
    /// column; at a solution, one more with no column when the program enters its function
    /// once more to record it ([`Call::leaf`]).
    pub fn stack(&self, event: &Event, queens: &[u32]) -> Vec<StackFrame> {
        let Some(call) = &self.call else {
            return Vec::new();
        };
        let mut frames: Vec<StackFrame> =
            (0u32..).zip(queens).map(|(row, &col)| StackFrame { row, col: Some(col) }).collect();
        let below = frames.len() as u32;
        match *event {
            Event::Start { .. } | Event::Done { .. } => frames.clear(),
            Event::Try { row, col, .. }
            | Event::Reject { row, col, .. }
            | Event::Backtrack { row, col, .. }
                if row == below =>
            {
                frames.push(StackFrame { row, col: Some(col) })
            }
            Event::Solution { .. } if call.leaf => {
                frames.push(StackFrame { row: below, col: None })
            }
            _ => {}
        }
        frames
    }
}

fn kind_index(kind: Kind) -> usize {
    Kind::ALL.iter().position(|&k| k == kind).expect("Kind::ALL lists every kind")
}

/// Which lines of `source` only print the trace, given how a comment starts.
fn trace_lines(source: &str, comment: &str) -> Vec<bool> {
    let marker = format!("{comment} trace");
    let begin = format!("{comment} tracing:");
    let end = format!("{comment} end of tracing");
    let mut in_block = false;
    source
        .lines()
        .map(|line| {
            let line = line.trim();
            if line.starts_with(&begin) {
                in_block = true;
            }
            let tracing = in_block || line.ends_with(&marker);
            if line.starts_with(&end) {
                in_block = false;
            }
            tracing
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    fn program(name: &str) -> &'static Program {
        Program::named(name).unwrap()
    }

    /// The text of each line of `kind` in `name`, trimmed.
    fn texts(name: &str, kind: Kind, previous: Option<Kind>) -> Vec<&'static str> {
        let p = program(name);
        p.lines_for(kind, previous).iter().map(|&l| p.line(l).unwrap().trim()).collect()
    }

    #[test]
    fn every_program_loads_and_pseudo_is_the_default() {
        let names: Vec<&str> = Program::all().iter().map(Program::name).collect();
        assert_eq!(
            names,
            [
                "pseudo",
                "python",
                "python-generator",
                "cpp-recursive",
                "cpp-iterative",
                "python-board"
            ]
        );
        assert_eq!(Program::default_program().name(), Program::DEFAULT);
        for p in Program::all() {
            assert_eq!(p.line_count() as usize, p.source().lines().count());
            assert!(!p.approach().is_empty() && !p.language().is_empty());
        }
    }

    #[test]
    fn every_kind_maps_to_lines_of_the_algorithm() {
        for p in Program::all() {
            let after = [(Kind::Backtrack, Some(Kind::Solution))];
            let sites = Kind::ALL.iter().map(|&k| (k, None)).chain(after);
            for (kind, previous) in sites {
                let lines = p.lines_for(kind, previous);
                assert!(!lines.is_empty(), "{}: no line for {kind}", p.name());
                assert!(lines.windows(2).all(|w| w[0] < w[1]), "{}", p.name());
                for &l in lines {
                    let text = p.line(l).unwrap_or_else(|| {
                        panic!("{}: {kind} maps to line {l}, past the end", p.name())
                    });
                    assert!(!text.trim().is_empty(), "{}: line {l} is blank", p.name());
                    assert!(!p.is_trace(l), "{}: {kind} maps to tracing line {l}", p.name());
                }
            }
        }
    }

    /// Each program's lines for each event, read as text: a line per program line, the event
    /// (`backtrack*` is the backtrack right after a solution), then the line, trimmed.
    fn mapping(name: &str) -> String {
        let sites = [
            ("start", Kind::Start, None),
            ("try", Kind::Try, None),
            ("reject", Kind::Reject, None),
            ("accept", Kind::Accept, None),
            ("solution", Kind::Solution, None),
            ("backtrack", Kind::Backtrack, None),
            ("backtrack*", Kind::Backtrack, Some(Kind::Solution)),
            ("done", Kind::Done, None),
        ];
        let mut text = String::new();
        for (site, kind, previous) in sites {
            for line in texts(name, kind, previous) {
                text += &format!("{site:<10} {line}\n");
            }
        }
        text
    }

    // The mapping read as text, so a reader sees each program's line for each event and an
    // edit of a program that moves its lines fails here.
    #[test]
    fn each_program_s_lines_for_each_event() {
        let pseudo = "\
start      solve(n):
try        for col ← 0 to n - 1 do
reject     if a queen above attacks (row, col) then
reject     skip to the next col
accept     put a queen on (row, col)
solution   if row = n then
solution   every row holds a queen: record a solution
backtrack  lift the queen from (row, col)
backtrack* lift the queen from (row, col)
done       place(0)
";
        let python = "\
start      def solve(n):
try        for col in range(n):
reject     if col in cols or row - col in diags or row + col in antis:
accept     queens[row] = col
accept     cols.add(col)
accept     diags.add(row - col)
accept     antis.add(row + col)
solution   if row == n:
solution   solutions.append(list(queens))
backtrack  cols.remove(col)
backtrack  diags.remove(row - col)
backtrack  antis.remove(row + col)
backtrack* cols.remove(col)
backtrack* diags.remove(row - col)
backtrack* antis.remove(row + col)
done       place(0)
";
        // Below a dead end the inner generator is used up; after a solution the generator
        // resumes after its yield.
        let python_generator = "\
start      def main(n):
try        for col in range(n):
reject     r = attacker(placed, col)
reject     if r is not None:
accept     board = placed + (col,)
solution   yield board
backtrack  yield from queens(n, board)
backtrack* yield board
done       for board in queens(n):
";
        let cpp_recursive = "\
start      int main(int argc, char** argv) {
try        for (int i = 0; i < n; i++) {
try        x[k] = i;
reject     } else {  // a queen above attacks (k, i)
accept     if (place(k)) {
solution   if (k == n) {
solution   sum++;
backtrack  backtrack(k + 1);
backtrack* backtrack(k + 1);
done       backtrack(0);
";
        // A used-up row goes back with k--; after a solution the loop moves the last queen on.
        let cpp_iterative = "\
start      int main(int argc, char** argv) {
try        x[k] += 1;  // row k's next column
reject     } else {  // a queen above attacks (k, x[k])
accept     if (place(k)) {
solution   if (k == n - 1) {  // a solution; the next pass moves this queen on
solution   sum++;
backtrack  if (x[k] == n) {  // every column of row k has been tried
backtrack  k--;  // back to the row above, whose queen moves on
backtrack* x[k] += 1;  // row k's next column
done       backtrack();
";
        let python_board = "\
start      def main(n):
try        for col in range(n):
reject     if not is_safe(board, row, col, n):
reject     continue
accept     board[row][col] = 1
solution   if row == n - 1:
solution   solutions.append([line[:] for line in board])
backtrack  board[row][col] = 0
backtrack* board[row][col] = 0
done       solve(board, 0, n, solutions)
";
        for (name, want) in [
            ("pseudo", pseudo),
            ("python", python),
            ("python-generator", python_generator),
            ("cpp-recursive", cpp_recursive),
            ("cpp-iterative", cpp_iterative),
            ("python-board", python_board),
        ] {
            assert_eq!(mapping(name), want, "{name}");
        }
        assert!(program("cpp-iterative").call().is_none());
    }

    #[test]
    fn tracing_lines_are_the_marked_ones() {
        let p = program("python");
        let marked: Vec<u32> = (1..=p.line_count()).filter(|&l| p.is_trace(l)).collect();
        // `import json`, the block of helpers, and one line per event printed.
        let block: Vec<u32> = (12..=44).collect();
        let expected: Vec<u32> =
            [9].into_iter().chain(block).chain([48, 58, 61, 63, 69, 74, 77]).collect();
        assert_eq!(marked, expected);
        assert_eq!(p.line(12), Some(p.source().lines().nth(11).unwrap()));
        assert!(p.line(12).unwrap().starts_with("# tracing:"));
        assert_eq!(p.line(44), Some("# end of tracing"));
        assert!(!p.is_trace(0) && !p.is_trace(p.line_count() + 1));
        assert_eq!(p.line(0), None);
        assert_eq!(p.line(p.line_count() + 1), None);
        // Pseudocode prints nothing.
        let pseudo = program("pseudo");
        assert!((1..=pseudo.line_count()).all(|l| !pseudo.is_trace(l)));
    }

    #[test]
    fn every_event_printing_line_of_a_program_is_a_tracing_line() {
        for p in Program::all().iter().filter(|p| p.name() != "pseudo") {
            for l in 1..=p.line_count() {
                let text = p.line(l).unwrap();
                if ["emit", "print(", "printf("].iter().any(|w| text.contains(w)) {
                    assert!(p.is_trace(l), "{} line {l}: {text}", p.name());
                }
            }
        }
    }

    fn stack_at(name: &str, step: usize) -> Vec<StackFrame> {
        // Replays the n=4 trace up to `step`, keeping the board, as a pane would.
        let mut events: Vec<Event> = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        let mut queens = Vec::new();
        for e in &events[..=step] {
            match *e {
                Event::Accept { col, .. } => queens.push(col),
                Event::Backtrack { .. } => {
                    queens.pop();
                }
                _ => {}
            }
        }
        program(name).stack(&events[step], &queens)
    }

    fn frames(cols: &[Option<u32>]) -> Vec<StackFrame> {
        (0..).zip(cols).map(|(row, &col)| StackFrame { row, col }).collect()
    }

    #[test]
    fn the_stack_has_a_frame_per_queen_and_one_for_the_row_being_filled() {
        // Step 2 accepts (0, 0); step 7 tries (1, 2); step 17 lifts (1, 2).
        assert_eq!(stack_at("python", 0), []);
        assert_eq!(stack_at("python", 1), frames(&[Some(0)]));
        assert_eq!(stack_at("python", 2), frames(&[Some(0)]));
        assert_eq!(stack_at("python", 7), frames(&[Some(0), Some(2)]));
        assert_eq!(stack_at("python", 17), frames(&[Some(0), Some(2)]));
        assert_eq!(stack_at("python", 139), []);
        // Step 57 is the first solution, [1, 3, 0, 2]: python enters place(4) to record it,
        // the generator yields it from the frame of the last row.
        let board = [Some(1), Some(3), Some(0), Some(2)];
        let mut leaf = board.to_vec();
        leaf.push(None);
        assert_eq!(stack_at("python", 57), frames(&leaf));
        assert_eq!(stack_at("cpp-recursive", 57), frames(&leaf));
        assert_eq!(stack_at("pseudo", 57), frames(&leaf));
        assert_eq!(stack_at("python-generator", 57), frames(&board));
        // python-board records a solution in the frame of the last row, as the generator does.
        assert_eq!(stack_at("python-board", 57), frames(&board));
        assert_eq!(stack_at("python-board", 12), frames(&[Some(0), Some(2), Some(1)]));
        assert_eq!(stack_at("python", 58), frames(&board));
        assert_eq!(stack_at("cpp-iterative", 57), []);
        assert_eq!(program("python-generator").call().unwrap().row, "len(placed)");
    }

    #[test]
    fn an_unknown_name_is_refused_with_the_valid_ones() {
        let e = Program::named("rust\u{1b}[31m").unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown program 'rust\\u{1b}[31m': expected one of pseudo, python, \
             python-generator, cpp-recursive, cpp-iterative, python-board"
        );
    }
}
