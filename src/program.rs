//! The programs a code pane shows beside the board, and the line of each that produced an event.
//!
//! Six N-Queens programs are kept in `traces/programs/`, each written for this project in the style of
//! one seed article's approach: [`pseudo`](Program::DEFAULT) (language-neutral pseudocode, the
//! default), `python` (recursive, sets for the lines taken), `python-generator` (a generator
//! checking a tuple of placed columns), `cpp-recursive` and `cpp-iterative` (an `x[]` vector,
//! recursive and with a loop that goes back with `k--`), and `python-board` (a 0/1 board and an
//! `is_safe` that scans the rows above). Every program but `pseudo` runs: with
//! its tracing lines it prints exactly the JSON Lines of `nqueens-trace run N --format jsonl`
//! (the tests run them with python3 and g++ for n = 1 to 8).
//!
//! Three more search the other problems: `python-sudoku` (the cells in order, a set of the
//! digits each row, column and box holds), `python-coloring` (an adjacency list, the colours
//! tried in order) and `python-subset-sum` (a running total, each item taken before it is left
//! out, the bounds over the target and short of it). Each takes its instance as the trace's
//! start line carries it, JSON in its first argument (the problem's default without one), and
//! prints exactly `nqueens-trace run --problem P --format jsonl` of it. A program belongs to
//! one problem ([`Program::problem`]): [`Program::named_for`] finds a program for a trace of a
//! problem and refuses another problem's ([`ProgramError`]); [`Program::named`] is the same
//! for N-Queens. Such a program's stack and variables come from a [`Trail`], which follows the
//! events as the board does for N-Queens ([`Program::stack_in`], [`Program::variables_in`]).
//!
//! Beside each program a small JSON file maps every event kind to the line(s) of the program
//! that produce it and, for a recursive program, names what a call-stack frame is: the function,
//! the variable holding its row and the loop's column. The library embeds both files, so what a
//! pane shows is the file that runs.
//!
//! The data file holds `name`, `problem` (as `--problem` names it; N-Queens when left out),
//! `language`, `file` (the source beside it), `approach` (one
//! sentence), `comment` (how a comment starts, which marks the tracing lines; `null` for
//! pseudocode), `call` (the recursive function, the expressions of its row and loop column,
//! and `leaf`, see [`Call`]; `null` without recursion) and `lines`: for each event kind a list
//! of line numbers counted from 1, plus `backtrack-after-solution` where a backtrack right after
//! a solution comes from other lines than one below a used-up row, and `reject-over` and
//! `reject-short` where a reject by one of a subset sum's bounds comes from its own test
//! ([`Program::lines_at`]). Adding a program is its two
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

use crate::event::{Conflict, Event, Kind};
use serde::Deserialize;
use std::fmt;
use std::sync::OnceLock;

mod trail;
mod variables;
pub use trail::Trail;
pub use variables::{Mark, Role, Shape, Token, Variable};

/// One program of the code pane: its source, as kept in `traces/programs/`, and where in it
/// each kind of event comes from. Get one with [`Program::named`] or [`Program::all`].
#[derive(Debug)]
pub struct Program {
    name: String,
    problem: String,
    language: String,
    file: String,
    approach: String,
    source: &'static str,
    call: Option<Call>,
    /// The lines of each kind, indexed by the kind's place in [`Kind::ALL`].
    lines: [Vec<u32>; 7],
    after_solution: Vec<u32>,
    /// The lines of a reject by each rule that has lines of its own (a subset sum's bounds).
    by_rule: Vec<(Conflict, Vec<u32>)>,
    /// Whether each line (from line 1, at index 0) only prints the trace.
    trace: Vec<bool>,
}

/// What a call-stack frame of a recursive program is, as the program spells it. The names
/// are N-Queens' (a row, a column), as the events' are: for another problem the row is the
/// variable a call fills (a Sudoku's `cell`, a vertex `v`, an item `i`) and the column the
/// value its loop is at (`digit`, the colour `c`, `take`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Call {
    /// The recursive function, e.g. `place` or `fill`.
    pub function: String,
    /// The expression holding the row (the variable) a call fills, e.g. `row`,
    /// `len(placed)` or `cell`.
    pub row: String,
    /// The loop variable holding the column (the value) a call is at, e.g. `col` or `digit`.
    pub column: String,
    /// Whether the function is entered once more past the last variable (`row == n`,
    /// `cell == len(grid)`) to record a solution: then a solution has one frame more than
    /// the values assigned, with no column.
    pub leaf: bool,
}

/// One frame of a recursive program's call stack at some event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StackFrame {
    /// The row the call fills, from 0 at the top (for another problem, the variable: a
    /// Sudoku's cell, a vertex, an item; past the last one in a leaf frame).
    pub row: u32,
    /// The column its loop is at (another problem's value); `None` in the frame of a
    /// solution (see [`Call::leaf`]).
    pub col: Option<u32>,
}

/// Why no program is shown for a trace: the name is no program's, or the program is of
/// another problem than the trace's. Each names the programs the trace's problem has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProgramError {
    /// No program has this name.
    Unknown {
        /// The name asked for, as given.
        name: String,
        /// The problem of the trace (`nqueens`, `sudoku`, …), as `--problem` writes it.
        problem: String,
    },
    /// The program searches another problem than the trace's: `python-sudoku` for an
    /// N-Queens trace.
    OtherProblem {
        /// The program's name.
        name: String,
        /// The problem it searches.
        of: String,
        /// The problem of the trace.
        problem: String,
    },
}

impl fmt::Display for ProgramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let problem = match self {
            // The name comes from the user: escape it, so no control character reaches a
            // terminal.
            ProgramError::Unknown { name, problem } => {
                write!(f, "unknown program '{}': expected one of ", name.escape_debug())?;
                problem
            }
            ProgramError::OtherProblem { name, of, problem } => {
                write!(
                    f,
                    "program '{name}' searches {of}, not {}: for {0} take one of ",
                    problem.escape_debug()
                )?;
                problem
            }
        };
        let names: Vec<&str> = Program::of_problem(problem).map(Program::name).collect();
        match names.is_empty() {
            true => f.write_str("none (no program is written for it)"),
            false => f.write_str(&names.join(", ")),
        }
    }
}

impl std::error::Error for ProgramError {}

/// The data file beside a program, as written in `traces/programs/*.json`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Data {
    name: String,
    /// The problem it searches, as `--problem` names it; N-Queens when left out.
    problem: Option<String>,
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
    /// The lines of a reject by a bound of a subset sum, when not all of `reject`.
    #[serde(rename = "reject-over")]
    reject_over: Option<Vec<u32>>,
    #[serde(rename = "reject-short")]
    reject_short: Option<Vec<u32>>,
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

const FILES: [(&str, &str, &str); 9] = programs![
    ("pseudo.json", "pseudo.txt"),
    ("python.json", "python.py"),
    ("python-generator.json", "python-generator.py"),
    ("cpp-recursive.json", "cpp-recursive.cpp"),
    ("cpp-iterative.json", "cpp-iterative.cpp"),
    ("python-board.json", "python-board.py"),
    ("python-sudoku.json", "python-sudoku.py"),
    ("python-coloring.json", "python-coloring.py"),
    ("python-subset-sum.json", "python-subset-sum.py"),
];

impl Program {
    /// The name of the program a code pane shows when none is named: `pseudo`.
    pub const DEFAULT: &'static str = "pseudo";

    /// Every program, of every problem: N-Queens' first, [`Program::DEFAULT`] the very
    /// first.
    pub fn all() -> &'static [Program] {
        static ALL: OnceLock<Vec<Program>> = OnceLock::new();
        ALL.get_or_init(|| {
            FILES.iter().map(|&(data, file, source)| Program::load(data, file, source)).collect()
        })
    }

    /// The N-Queens program called `name`, or an error naming N-Queens' programs: a program
    /// of another problem is refused ([`ProgramError::OtherProblem`]). The same as
    /// [`Program::named_for`] with `nqueens`.
    pub fn named(name: &str) -> Result<&'static Program, ProgramError> {
        Program::named_for(name, "nqueens")
    }

    /// The program called `name` for a trace of `problem` (as `--problem` names it:
    /// `nqueens`, `sudoku`, `coloring`, `subset-sum`), or an error naming that problem's
    /// programs: the name is no program's, or the program searches another problem.
    pub fn named_for(name: &str, problem: &str) -> Result<&'static Program, ProgramError> {
        match Program::all().iter().find(|p| p.name == name) {
            Some(p) if p.problem == problem => Ok(p),
            Some(p) => Err(ProgramError::OtherProblem {
                name: p.name.clone(),
                of: p.problem.clone(),
                problem: problem.to_string(),
            }),
            None => {
                Err(ProgramError::Unknown { name: name.to_string(), problem: problem.to_string() })
            }
        }
    }

    /// The programs of `problem`, in [`Program::all`]'s order.
    pub fn of_problem<'a>(problem: &'a str) -> impl Iterator<Item = &'static Program> + 'a {
        Program::all().iter().filter(move |p| p.problem == problem)
    }

    /// The program a code pane shows for a trace of `problem` when none is named:
    /// [`Program::DEFAULT`] for N-Queens, else the problem's first; `None` for a problem
    /// without one.
    pub fn default_for(problem: &str) -> Option<&'static Program> {
        Program::of_problem(problem).next()
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
        let by_rule = [(Conflict::Over, l.reject_over), (Conflict::Short, l.reject_short)]
            .into_iter()
            .filter_map(|(rule, lines)| Some((rule, lines?)))
            .collect();
        let after_solution = l.after_solution.unwrap_or_else(|| l.backtrack.clone());
        let trace = match &d.comment {
            Some(comment) => trace_lines(source, comment),
            None => vec![false; source.lines().count()],
        };
        Program {
            name: d.name,
            problem: d.problem.unwrap_or_else(|| "nqueens".to_string()),
            language: d.language,
            file: d.file,
            approach: d.approach,
            source,
            call: d.call,
            // In the order of Kind::ALL.
            lines: [l.start, l.try_, l.accept, l.reject, l.solution, l.backtrack, l.done],
            after_solution,
            by_rule,
            trace,
        }
    }

    /// The problem it searches, as `--problem` names it: `nqueens`, `sudoku`, `coloring`
    /// or `subset-sum`.
    pub fn problem(&self) -> &str {
        &self.problem
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

    /// The lines that produced `event`, given the kind of the event before it (as
    /// [`Program::lines_for`]): the same lines, but for a reject by a rule that has lines of
    /// its own (a subset sum's `over` and `short`, each its own test), only those.
    pub fn lines_at(&self, event: &Event, previous: Option<Kind>) -> &[u32] {
        if let Event::Reject { conflict, .. } = event {
            if let Some((_, lines)) = self.by_rule.iter().find(|(rule, _)| rule == conflict) {
                return lines;
            }
        }
        self.lines_for(event.kind(), previous)
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

    /// The program called `name`, of any problem.
    fn program(name: &str) -> &'static Program {
        Program::all().iter().find(|p| p.name() == name).unwrap()
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
                "python-board",
                "python-sudoku",
                "python-coloring",
                "python-subset-sum"
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
    fn a_program_of_another_problem_is_refused_with_the_trace_s_programs() {
        assert_eq!(program("python").problem(), "nqueens");
        let sudoku = Program::named_for("python-sudoku", "sudoku").unwrap();
        assert_eq!(sudoku.problem(), "sudoku");
        let e = Program::named("python-sudoku").unwrap_err();
        assert_eq!(
            e.to_string(),
            "program 'python-sudoku' searches sudoku, not nqueens: for nqueens take one of \
             pseudo, python, python-generator, cpp-recursive, cpp-iterative, python-board"
        );
        let e = Program::named_for("python", "subset-sum").unwrap_err();
        assert_eq!(
            e.to_string(),
            "program 'python' searches nqueens, not subset-sum: for subset-sum take one of \
             python-subset-sum"
        );
        let e = Program::named_for("cobol", "coloring").unwrap_err();
        assert_eq!(e.to_string(), "unknown program 'cobol': expected one of python-coloring");
        for (problem, name) in [
            ("nqueens", "pseudo"),
            ("sudoku", "python-sudoku"),
            ("coloring", "python-coloring"),
            ("subset-sum", "python-subset-sum"),
        ] {
            assert_eq!(Program::default_for(problem).map(Program::name), Some(name));
        }
        assert!(Program::default_for("chess").is_none());
    }

    /// The other problems' programs: each event's lines, a subset sum's reject by its bound.
    #[test]
    fn the_other_problems_programs_lines_for_each_event() {
        let sudoku = "\
start      def solve(puzzle):
try        for digit in range(1, side + 1):
reject     if digit in rows[r] or digit in cols[c] or digit in boxes[b]:
accept     grid[cell] = digit
accept     rows[r].add(digit)
accept     cols[c].add(digit)
accept     boxes[b].add(digit)
solution   if cell == len(grid):
solution   solutions.append(list(grid))
backtrack  grid[cell] = 0
backtrack  rows[r].remove(digit)
backtrack  cols[c].remove(digit)
backtrack  boxes[b].remove(digit)
backtrack* grid[cell] = 0
backtrack* rows[r].remove(digit)
backtrack* cols[c].remove(digit)
backtrack* boxes[b].remove(digit)
done       fill(0)
";
        let coloring = "\
start      def solve(vertices, edges, colors):
try        for c in range(colors):
reject     if any(colour[u] == c for u in adj[v]):
accept     colour[v] = c
solution   if v == len(vertices):
solution   solutions.append(list(colour))
backtrack  colour[v] = None
backtrack* colour[v] = None
done       paint(0)
";
        assert_eq!(mapping("python-sudoku"), sudoku);
        assert_eq!(mapping("python-coloring"), coloring);
        let p = program("python-subset-sum");
        let text = |lines: &[u32]| -> Vec<&str> {
            lines.iter().map(|&l| p.line(l).unwrap().trim()).collect()
        };
        let reject = |conflict| Event::Reject { step: 4, row: 1, col: 1, conflict, with: [37, 9] };
        assert_eq!(
            text(p.lines_at(&reject(Conflict::Over), Some(Kind::Try))),
            ["if total + take * items[i] > target:"]
        );
        assert_eq!(
            text(p.lines_at(&reject(Conflict::Short), Some(Kind::Try))),
            ["if total + take * items[i] + rest[i + 1] < target:"]
        );
        assert_eq!(p.lines_for(Kind::Reject, None).len(), 2);
        assert_eq!(text(p.lines(Kind::Accept)), ["chosen[i] = take", "total += take * items[i]"]);
        // An N-Queens program's lines of a reject are the same by either call.
        let python = program("python");
        let column =
            Event::Reject { step: 10, row: 2, col: 0, conflict: Conflict::Column, with: [0, 0] };
        assert_eq!(python.lines_at(&column, None), python.lines(Kind::Reject));
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
