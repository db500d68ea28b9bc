//! The program's variables at a step, in the program's own names and syntax, beside the line a
//! code pane marks: the sets `cols`, `diags` and `antis` of `python`, the tuples `placed` and
//! `board` of `python-generator`, the vector `x` (and the row `k`) of the C++ programs, and the
//! 0/1 `board` of the pseudocode and of `python-board`; for the other problems
//! ([`Program::variables_in`], from a [`Trail`]), `python-sudoku`'s `r`, `c`, `b` and the
//! sets `rows[r]`, `cols[c]`, `boxes[b]`, `python-coloring`'s `adj[v]` and list `colour`, and
//! `python-subset-sum`'s `items[i]`, `rest[i + 1]`, running `total`, `target` and list `chosen`.
//!
//! Every value is derived from the event and the queens standing after it, the same facts the
//! call stack is drawn from ([`Program::stack`]), so a replayed trace shows them as a live search
//! does; `tests/programs.rs` runs each program with its variables printed beside each event
//! and checks them against these.
//!
//! A variable is data, not text: its values, how the program writes them ([`Shape`]), and what
//! the marked line does with one of them ([`Mark`]): tests it (`1 in {0, 2}`), writes it, or
//! takes it out. [`Variable::tokens`] and [`Variable::test_tokens`] spell it in the program's
//! syntax, each piece saying which value it writes, so a front end can highlight that piece
//! in its own way.
//!
//! ```
//! use nqueens_trace::program::{Mark, Program};
//! use nqueens_trace::{Conflict, Event};
//!
//! let python = Program::named("python")?;
//! // Step 12 rejects (2, 1): the queens stand on (0, 0) and (1, 2).
//! let reject =
//!     Event::Reject { step: 12, row: 2, col: 1, conflict: Conflict::AntiDiagonal, with: [1, 2] };
//! let vars = python.variables(&reject, None, &[0, 2], 4);
//! let text = |tokens: Vec<nqueens_trace::program::Token>| -> String {
//!     tokens.iter().map(|t| t.text.as_str()).collect()
//! };
//! let names: Vec<&str> = vars.iter().map(|v| v.name).collect();
//! assert_eq!(names, ["cols", "diags", "antis"]);
//! assert_eq!(text(vars[0].tokens()), "{0, 2}");
//! // `or` stops at the first set that holds its value: row + col = 3 is in antis.
//! assert_eq!(text(vars[0].test_tokens().unwrap()), "1 in {0, 2} → False");
//! assert_eq!(text(vars[2].test_tokens().unwrap()), "3 in {0, 3} → True");
//! assert_eq!(vars[2].mark, Some(Mark::Test { expr: "row + col", value: 3, found: Some(1) }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::trail::{Instance, Trail};
use super::Program;
use crate::event::{Conflict, Event, Kind};

/// One variable of a program at a step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variable {
    /// Its name in the program, e.g. `cols` or `x`.
    pub name: &'static str,
    /// How the program writes its value.
    pub shape: Shape,
    /// Its values in the order written: a set's in ascending order, a sequence's from index 0,
    /// a grid's row by row.
    pub values: Vec<i64>,
    /// What the line the pane marks does with it; `None` when that line leaves it alone.
    pub mark: Option<Mark>,
}

/// How a program writes a variable's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// One number: `2`.
    Scalar,
    /// A Python set: `{0, 2}`, and `set()` when empty.
    Set,
    /// A Python tuple: `(1, 3)`, `(1,)`, `()`.
    Tuple,
    /// A C++ vector, the part of it in use: `{1, 3}`.
    Vector,
    /// A Python list: `[0, 1]`, [`Variable::NONE`] written `None`.
    List,
    /// A board of `width` columns, each square 1 for a queen and 0 for none, written a row a
    /// line.
    Grid {
        /// The number of columns (and rows).
        width: u32,
    },
}

/// What the marked line does with one of a variable's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// The line tests `value`, the program's expression `expr`, against the variable: `found`
    /// is the index of the value that answers the test (the set member that makes `in` true,
    /// the queen that attacks), `None` when none does. For a grid, `value` and `found` are
    /// squares numbered row by row.
    Test {
        /// The expression tested, as the program writes it: `col`, `row - col`, `x[k]`.
        expr: &'static str,
        /// Its value.
        value: i64,
        /// The index of the value that answers the test, if one does.
        found: Option<usize>,
    },
    /// The line has just written the value at this index (`cols.add(col)`, `x[k] = i`).
    Written(usize),
    /// The line has just taken this value out (`cols.remove(col)`); it is no longer among
    /// the values.
    Removed(i64),
}

/// What a piece of a spelled-out variable stands for, for a front end to highlight it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Punctuation, a name or a value the marked line does not touch.
    Plain,
    /// The value under test (`1` in `1 in {0, 2}`).
    Probe,
    /// The value that answers the test.
    Found,
    /// The value just written.
    Written,
    /// The value just taken out, shown after the test's arrow.
    Removed,
    /// The outcome of a test (`True`, `None`, `false`).
    Outcome,
}

/// A piece of a variable spelled in its program's syntax.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// The text, e.g. `{`, `0`, `, `.
    pub text: String,
    /// What it stands for.
    pub role: Role,
}

/// The programs' families, as far as their variables go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dialect {
    Pseudo,
    Python,
    Generator,
    CppRecursive,
    CppIterative,
    Board,
    /// The programs of another problem, whose variables come from a [`Trail`].
    Other,
}

impl Program {
    fn dialect(&self) -> Dialect {
        match self.name() {
            "python" => Dialect::Python,
            "python-generator" => Dialect::Generator,
            "cpp-recursive" => Dialect::CppRecursive,
            "cpp-iterative" => Dialect::CppIterative,
            "python-board" => Dialect::Board,
            _ if self.problem() != "nqueens" => Dialect::Other,
            _ => Dialect::Pseudo,
        }
    }

    /// The program's variables once `event` has happened on a board of `n`, given `queens`,
    /// the column of each queen standing after it from the top row (as for
    /// [`Program::stack`]), and `previous`, the kind of the event before (as for
    /// [`Program::lines_for`]). Empty at `start`, where the program has not made them yet.
    pub fn variables(
        &self,
        event: &Event,
        previous: Option<Kind>,
        queens: &[u32],
        n: u32,
    ) -> Vec<Variable> {
        if matches!(event, Event::Start { .. }) {
            return Vec::new();
        }
        match self.dialect() {
            Dialect::Python => python(event, queens),
            Dialect::Generator => generator(event, queens),
            Dialect::CppRecursive | Dialect::CppIterative => {
                cpp(self.dialect(), event, previous, queens, n)
            }
            Dialect::Pseudo => grid(event, queens, n, "(row, col)"),
            Dialect::Board => grid(event, queens, n, IS_SAFE),
            // Another problem's variables need its instance: see `variables_in`.
            Dialect::Other => Vec::new(),
        }
    }

    /// The variables of a program of another problem once `event` has happened, given the
    /// `trail` after it (as for [`Program::stack_in`]): `python-sudoku`'s row, column and box
    /// and the sets of the digits they hold, `python-coloring`'s `adj[v]` and the list
    /// `colour`, `python-subset-sum`'s running `total`, its `target` and the list `chosen`.
    /// Empty at `start` and `done`, and for an N-Queens program.
    pub fn variables_in(&self, event: &Event, trail: &Trail) -> Vec<Variable> {
        let Some((var, value)) = about(event) else { return Vec::new() };
        match &trail.instance {
            Instance::Sudoku { side, box_side, givens } => {
                sudoku(event, trail, (*side, *box_side, givens), var, value)
            }
            Instance::Coloring { adj } => coloring(event, trail, adj, var, value),
            Instance::SubsetSum { items, target } => {
                subset_sum(event, trail, items, *target, var, value)
            }
        }
    }
}

/// The variable and value an event is about; `None` at `start` and `done`, and `(end, 0)`
/// at a solution, whose frame is past the last variable.
fn about(event: &Event) -> Option<(u32, u32)> {
    match *event {
        Event::Try { row, col, .. }
        | Event::Accept { row, col, .. }
        | Event::Reject { row, col, .. }
        | Event::Backtrack { row, col, .. } => Some((row, col)),
        Event::Solution { .. } => Some((u32::MAX, 0)),
        _ => None,
    }
}

/// `python-sudoku`: the cell's row `r`, column `c` and box `b`, and the digits `rows[r]`,
/// `cols[c]` and `boxes[b]` hold. At a reject the `or` tests them in turn and stops at the
/// first that holds the digit.
fn sudoku(
    event: &Event,
    trail: &Trail,
    (side, box_side, givens): (u32, u32, &[u32]),
    cell: u32,
    digit: u32,
) -> Vec<Variable> {
    if cell >= side * side {
        return Vec::new();
    }
    let at = |cell: u32| {
        let given = givens.get(cell as usize).copied().unwrap_or(0);
        if given > 0 {
            given
        } else {
            trail.values.get(cell as usize).copied().flatten().unwrap_or(0)
        }
    };
    let (r, c) = (cell / side, cell % side);
    let b = r / box_side * box_side + c / box_side;
    let units: [(&'static str, Vec<u32>); 3] = [
        ("rows[r]", (0..side).map(|i| r * side + i).collect()),
        ("cols[c]", (0..side).map(|i| i * side + c).collect()),
        (
            "boxes[b]",
            (0..side)
                .map(|i| {
                    (r / box_side * box_side + i / box_side) * side
                        + c / box_side * box_side
                        + i % box_side
                })
                .collect(),
        ),
    ];
    let scalar = |name, v: u32| variable(name, Shape::Scalar, vec![v.into()], None);
    let mut out = vec![scalar("r", r), scalar("c", c), scalar("b", b)];
    let mut tested = true;
    for (name, cells) in units {
        let mut values: Vec<i64> =
            cells.iter().map(|&cell| at(cell)).filter(|&d| d > 0).map(i64::from).collect();
        values.sort_unstable();
        let digit = i64::from(digit);
        let mark = match *event {
            Event::Reject { .. } if tested => {
                let found = index(&values, digit);
                tested = found.is_none();
                Some(Mark::Test { expr: "digit", value: digit, found })
            }
            Event::Accept { .. } => index(&values, digit).map(Mark::Written),
            Event::Backtrack { .. } => Some(Mark::Removed(digit)),
            _ => None,
        };
        out.push(variable(name, Shape::Set, values, mark));
    }
    out
}

/// A list of `values` as far as index `last`, [`Variable::NONE`] where a value is missing.
fn list_to(values: &[Option<u32>], last: usize) -> Vec<i64> {
    let end = (last + 1).min(values.len());
    values[..end].iter().map(|v| v.map_or(Variable::NONE, i64::from)).collect()
}

/// `python-coloring`: the neighbours `adj[v]` of the vertex, and the list `colour`, as far
/// as the vertex (whole at a solution). At a reject the `any` finds the first neighbour in
/// `adj[v]` that has the colour.
fn coloring(event: &Event, trail: &Trail, adj: &[Vec<u32>], v: u32, c: u32) -> Vec<Variable> {
    let colour = |last: usize| list_to(&trail.values, last);
    if let Event::Solution { .. } = event {
        return vec![variable("colour", Shape::List, colour(usize::MAX - 1), None)];
    }
    let Some(neighbours) = adj.get(v as usize) else { return Vec::new() };
    let values = colour(v as usize);
    let mark = match *event {
        Event::Reject { .. } => {
            let found =
                neighbours.iter().find(|&&u| trail.values.get(u as usize) == Some(&Some(c)));
            Some(Mark::Test { expr: ANY, value: c.into(), found: found.map(|&u| u as usize) })
        }
        Event::Accept { .. } => Some(Mark::Written(v as usize)),
        Event::Backtrack { .. } => Some(Mark::Removed(c.into())),
        _ => None,
    };
    let adj = neighbours.iter().map(|&u| i64::from(u)).collect();
    vec![variable("adj[v]", Shape::List, adj, None), variable("colour", Shape::List, values, mark)]
}

/// `python-subset-sum`: the item `items[i]`, the sum `rest[i + 1]` of the items after it,
/// the running `total`, the `target`, and the list `chosen` as far as the item (whole at a
/// solution). At a reject the bound that cuts is tested on the total.
fn subset_sum(
    event: &Event,
    trail: &Trail,
    items: &[u32],
    target: u32,
    i: u32,
    take: u32,
) -> Vec<Variable> {
    let taken: i64 = (items.iter().zip(&trail.values))
        .filter(|(_, v)| **v == Some(1))
        .map(|(&item, _)| i64::from(item))
        .sum();
    let scalar = |name, v: i64, mark| variable(name, Shape::Scalar, vec![v], mark);
    let target_var = scalar("target", target.into(), None);
    if let Event::Solution { .. } = event {
        let chosen = list_to(&trail.values, usize::MAX - 1);
        return vec![
            scalar("total", taken, None),
            target_var,
            variable("chosen", Shape::List, chosen, None),
        ];
    }
    let Some(&item) = items.get(i as usize) else { return Vec::new() };
    let rest: i64 = items[i as usize + 1..].iter().map(|&x| i64::from(x)).sum();
    let mark = match *event {
        Event::Reject { conflict: Conflict::Over, with, .. } => {
            Some(Mark::Test { expr: OVER, value: with[0].into(), found: Some(0) })
        }
        Event::Reject { with, .. } => {
            Some(Mark::Test { expr: SHORT, value: with[0].into(), found: Some(0) })
        }
        _ => None,
    };
    let chosen_mark = match *event {
        Event::Accept { .. } => Some(Mark::Written(i as usize)),
        Event::Backtrack { .. } => Some(Mark::Removed(take.into())),
        _ => None,
    };
    vec![
        scalar("items[i]", item.into(), None),
        scalar("rest[i + 1]", rest, None),
        scalar("total", taken, mark),
        target_var,
        variable("chosen", Shape::List, list_to(&trail.values, i as usize), chosen_mark),
    ]
}

/// The expression of `python-coloring`'s test of a colour.
const ANY: &str = "any(colour[u] == c for u in adj[v])";

/// The expressions of `python-subset-sum`'s two bounds.
const OVER: &str = "total + take * items[i] > target";
const SHORT: &str = "total + take * items[i] + rest[i + 1] < target";

fn variable(name: &'static str, shape: Shape, values: Vec<i64>, mark: Option<Mark>) -> Variable {
    Variable { name, shape, values, mark }
}

/// The index of `value` among `values`.
fn index(values: &[i64], value: i64) -> Option<usize> {
    values.iter().position(|&v| v == value)
}

/// The queens as (row, col) pairs, rows from 0.
fn squares(queens: &[u32]) -> impl Iterator<Item = (i64, i64)> + '_ {
    (0i64..).zip(queens.iter().map(|&c| i64::from(c)))
}

/// `python`: a set each of the columns, diagonals (`row - col`) and anti-diagonals
/// (`row + col`) taken.
fn python(event: &Event, queens: &[u32]) -> Vec<Variable> {
    let sets = [
        ("cols", "col", (|_, c| c) as fn(i64, i64) -> i64),
        ("diags", "row - col", |r, c| r - c),
        ("antis", "row + col", |r, c| r + c),
    ];
    // `or` stops at the first set that holds its value, so the sets after it are not tested.
    let mut tested = true;
    sets.iter()
        .map(|&(name, expr, of)| {
            let mut values: Vec<i64> = squares(queens).map(|(r, c)| of(r, c)).collect();
            values.sort_unstable();
            let mark = match *event {
                Event::Reject { row, col, .. } if tested => {
                    let value = of(row.into(), col.into());
                    let found = index(&values, value);
                    tested = found.is_none();
                    Some(Mark::Test { expr, value, found })
                }
                Event::Accept { row, col, .. } => {
                    index(&values, of(row.into(), col.into())).map(Mark::Written)
                }
                Event::Backtrack { row, col, .. } => {
                    Some(Mark::Removed(of(row.into(), col.into())))
                }
                _ => None,
            };
            variable(name, Shape::Set, values, mark)
        })
        .collect()
}

/// `python-generator`: the tuple `placed` of the frame at the event's row, and `board`, the
/// tuple it extends with the column accepted.
fn generator(event: &Event, queens: &[u32]) -> Vec<Variable> {
    let all: Vec<i64> = queens.iter().map(|&c| i64::from(c)).collect();
    let tuple = |values: &[i64], mark| variable("board", Shape::Tuple, values.to_vec(), mark);
    match *event {
        Event::Try { row, .. } => vec![placed(&all[..row as usize], None)],
        Event::Reject { row, col, with, .. } => {
            let test = Mark::Test { expr: "col", value: col.into(), found: Some(with[0] as usize) };
            vec![placed(&all[..row as usize], Some(test))]
        }
        Event::Accept { row, .. } => {
            let row = row as usize;
            vec![placed(&all[..row], None), tuple(&all, Some(Mark::Written(row)))]
        }
        // `main` holds the board the generator yielded.
        Event::Solution { .. } => vec![tuple(&all, None)],
        Event::Backtrack { col, .. } => {
            let mut board = all.clone();
            board.push(col.into());
            vec![placed(&all, None), tuple(&board, None)]
        }
        _ => Vec::new(),
    }
}

fn placed(values: &[i64], mark: Option<Mark>) -> Variable {
    variable("placed", Shape::Tuple, values.to_vec(), mark)
}

/// The C++ programs: `x[k]` is the column of row `k`'s queen, and `k` the row being filled.
/// The vector is shown as far as it is in use, `x[0]` to `x[k]`.
fn cpp(
    dialect: Dialect,
    event: &Event,
    previous: Option<Kind>,
    queens: &[u32],
    n: u32,
) -> Vec<Variable> {
    let mut x: Vec<i64> = queens.iter().map(|&c| i64::from(c)).collect();
    let (k, mark) = match *event {
        Event::Try { row, col, .. } => {
            x.push(col.into());
            (row, Some(Mark::Written(row as usize)))
        }
        // place(k) compares x[k] with each queen above: the first that attacks ends it.
        Event::Reject { row, col, with, .. } => {
            x.push(col.into());
            (
                row,
                Some(Mark::Test { expr: "x[k]", value: col.into(), found: Some(with[0] as usize) }),
            )
        }
        Event::Accept { row, col, .. } => {
            (row, Some(Mark::Test { expr: "x[k]", value: col.into(), found: None }))
        }
        Event::Solution { .. } if dialect == Dialect::CppRecursive => (n, None),
        Event::Solution { .. } => (n - 1, None),
        Event::Backtrack { row, col, .. } => {
            x.push(col.into());
            // The loop found every column of the row below tried (`x[k] == n`) and went back
            // up with k--; after a solution it goes on from the top of its loop instead.
            let dead_end = dialect == Dialect::CppIterative && previous != Some(Kind::Solution);
            if dead_end && row + 1 < n {
                x.push(n.into());
                let mark =
                    Mark::Test { expr: DEAD_END, value: n.into(), found: Some(row as usize + 1) };
                (row, Some(mark))
            } else {
                (row, None)
            }
        }
        _ => return Vec::new(),
    };
    vec![variable("k", Shape::Scalar, vec![k.into()], None), variable("x", Shape::Vector, x, mark)]
}

/// The 0/1 board of the pseudocode and of `python-board`: 1 where a queen stands. At a reject
/// the marked line tests the square (row, col), the program's expression `test`, and the queen
/// that attacks it answers.
fn grid(event: &Event, queens: &[u32], n: u32, test: &'static str) -> Vec<Variable> {
    let width = i64::from(n);
    let mut values = vec![0; (n * n) as usize];
    for (r, c) in squares(queens) {
        values[(r * width + c) as usize] = 1;
    }
    let square = |row: u32, col: u32| i64::from(row) * width + i64::from(col);
    let mark = match *event {
        Event::Reject { row, col, with, .. } => Some(Mark::Test {
            expr: test,
            value: square(row, col),
            found: Some(square(with[0], with[1]) as usize),
        }),
        Event::Accept { row, col, .. } => Some(Mark::Written(square(row, col) as usize)),
        Event::Backtrack { row, col, .. } => Some(Mark::Removed(square(row, col))),
        _ => None,
    };
    vec![variable("board", Shape::Grid { width: n }, values, mark)]
}

/// The expression of `cpp-iterative`'s test of a used-up row.
const DEAD_END: &str = "x[k] == n";

/// The expression of `python-board`'s test of a square.
const IS_SAFE: &str = "is_safe(board, row, col, n)";

fn token(text: impl Into<String>, role: Role) -> Token {
    Token { text: text.into(), role }
}

impl Variable {
    /// What a [`Shape::List`] holds where the program holds `None`.
    pub const NONE: i64 = i64::MIN;

    fn mark_expr(&self) -> Option<&'static str> {
        match self.mark {
            Some(Mark::Test { expr, .. }) => Some(expr),
            _ => None,
        }
    }

    /// Its value in its program's syntax (`{0, 2}`, `(1,)`, `{1, 3, 0}`, a grid's rows
    /// separated by `\n`), one token per value and per piece of punctuation; the value the
    /// marked line tests, finds or writes has that role.
    pub fn tokens(&self) -> Vec<Token> {
        let role = |i: usize| match self.mark {
            Some(Mark::Test { found: Some(f), .. }) if f == i => Role::Found,
            // On a board the square under test is one of its values: the test is seen there.
            Some(Mark::Test { value, .. })
                if matches!(self.shape, Shape::Grid { .. }) && value == i as i64 =>
            {
                Role::Probe
            }
            Some(Mark::Written(w)) if w == i => Role::Written,
            _ => Role::Plain,
        };
        let (open, sep, close) = match self.shape {
            Shape::Scalar => ("", "", ""),
            Shape::Set if self.values.is_empty() => return vec![token("set()", Role::Plain)],
            Shape::Set | Shape::Vector => ("{", ", ", "}"),
            Shape::List => ("[", ", ", "]"),
            Shape::Tuple => ("(", ", ", ")"),
            Shape::Grid { .. } => ("", " ", ""),
        };
        let mut out = vec![token(open, Role::Plain)];
        for (i, v) in self.values.iter().enumerate() {
            if i > 0 {
                let sep = match self.shape {
                    Shape::Grid { width } if i % width as usize == 0 => "\n",
                    _ => sep,
                };
                out.push(token(sep, Role::Plain));
            }
            let text = if *v == Variable::NONE { "None".to_string() } else { v.to_string() };
            out.push(token(text, role(i)));
        }
        if self.shape == Shape::Tuple && self.values.len() == 1 {
            out.push(token(",", Role::Plain));
        }
        out.push(token(close, Role::Plain));
        out.retain(|t| !t.text.is_empty());
        out
    }

    /// The test the marked line makes on it, in its program's syntax, with its outcome:
    /// `1 in {0, 2} → False` (a Python set), `attacker((0, 2), 1) → 0` (the generator),
    /// `x[2] = 1 → false` (C++, the queen that attacks found in [`Variable::tokens`]), `(2, 1)
    /// → attacked` (pseudocode); a value taken out reads `− 2`. `None` when the line does not
    /// test or take out one of its values.
    pub fn test_tokens(&self) -> Option<Vec<Token>> {
        let plain = |t: &str| token(t, Role::Plain);
        match self.mark? {
            Mark::Test { value, found, .. } => {
                let probe = token(value.to_string(), Role::Probe);
                let outcome = |t: &str| token(t, Role::Outcome);
                Some(match self.shape {
                    Shape::Set => {
                        let mut out = vec![probe, plain(" in ")];
                        out.extend(self.tokens());
                        let yes = if found.is_some() { "True" } else { "False" };
                        out.extend([plain(" → "), outcome(yes)]);
                        out
                    }
                    Shape::Tuple => {
                        let mut out = vec![plain("attacker(")];
                        out.extend(self.tokens());
                        out.extend([plain(", "), probe, plain(") → ")]);
                        out.push(outcome(&found.map_or("None".to_string(), |r| r.to_string())));
                        out
                    }
                    // place(k) is false when a queen above attacks x[k]; the loop's own test
                    // `x[k] == n` is true when it finds the row below used up.
                    Shape::Vector if self.mark_expr() == Some(DEAD_END) => {
                        let k = self.values.len().saturating_sub(1);
                        vec![plain(&format!("x[{k}] == ")), probe, plain(" → "), outcome("true")]
                    }
                    Shape::Vector => {
                        let k = self.values.len().saturating_sub(1);
                        let yes = if found.is_some() { "false" } else { "true" };
                        vec![
                            plain(&format!("place({k}): x[{k}] = ")),
                            probe,
                            plain(" → "),
                            outcome(yes),
                        ]
                    }
                    // python-board calls is_safe, which is False when a queen above attacks.
                    Shape::Grid { width } if self.mark_expr() == Some(IS_SAFE) => {
                        let w = i64::from(width.max(1));
                        let safe = if found.is_some() { "False" } else { "True" };
                        vec![
                            plain("is_safe(board, "),
                            token(format!("{}, {}", value / w, value % w), Role::Probe),
                            plain(&format!(", {width}) → ")),
                            outcome(safe),
                        ]
                    }
                    Shape::Grid { width } => {
                        let w = i64::from(width.max(1));
                        let at = format!("({}, {})", value / w, value % w);
                        let yes = if found.is_some() { "attacked" } else { "free" };
                        vec![token(at, Role::Probe), plain(" → "), outcome(yes)]
                    }
                    // A subset sum's bound, on its total: the sum it reaches, against the target.
                    Shape::Scalar => {
                        let (lhs, op) = match self.mark_expr() {
                            Some(OVER) => ("total + take * items[i]", " > target"),
                            Some(SHORT) => ("total + take * items[i] + rest[i + 1]", " < target"),
                            _ => return None,
                        };
                        vec![
                            plain(&format!("{lhs} = ")),
                            probe,
                            plain(&format!("{op} → ")),
                            outcome(if found.is_some() { "True" } else { "False" }),
                        ]
                    }
                    // A colouring's test: `any` is true at the first neighbour with the colour.
                    Shape::List => {
                        let yes = if found.is_some() { "True" } else { "False" };
                        let mut out = vec![plain("any(colour[u] == "), probe];
                        // The neighbour that has the colour is marked in the list itself.
                        out.push(plain(" for u in adj[v])"));
                        out.extend([plain(" → "), outcome(yes)]);
                        out
                    }
                })
            }
            Mark::Removed(value) => {
                let shown = match self.shape {
                    Shape::Grid { width } => {
                        let w = i64::from(width.max(1));
                        format!("({}, {})", value / w, value % w)
                    }
                    _ => value.to_string(),
                };
                Some(vec![plain("− "), token(shown, Role::Removed)])
            }
            Mark::Written(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    /// The variables of `name` at step `step` of the n=4 search, each as `name = value`, then
    /// its test; the value a mark touches in brackets.
    fn at(name: &str, step: usize) -> Vec<String> {
        let mut events = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        let mut queens = Vec::new();
        for e in &events[..=step] {
            match *e {
                Event::Accept { col, .. } => queens.push(col),
                Event::Backtrack { .. } => _ = queens.pop(),
                _ => {}
            }
        }
        let previous = step.checked_sub(1).map(|i| events[i].kind());
        let program = Program::named(name).unwrap();
        program
            .variables(&events[step], previous, &queens, 4)
            .iter()
            .map(|v| {
                let show = |tokens: Vec<Token>| -> String {
                    tokens
                        .iter()
                        .map(|t| match t.role {
                            Role::Plain => t.text.clone(),
                            _ => format!("[{}]", t.text),
                        })
                        .collect()
                };
                let mut line = format!("{} = {}", v.name, show(v.tokens()));
                if let Some(test) = v.test_tokens() {
                    line += &format!("   {}", show(test));
                }
                line
            })
            .collect()
    }

    // Steps of n=4: 2 accepts (0,0), 7 tries (1,2), 10 rejects (2,0) by the queen at (0,0)
    // (column), 12 rejects (2,1) by (1,2) (anti-diagonal), 17 lifts (1,2) after a dead end,
    // 57 is the first solution [1,3,0,2], 58 lifts (3,2) right after it.
    #[test]
    fn python_shows_its_three_sets_and_the_test_of_or() {
        assert_eq!(at("python", 0), Vec::<String>::new());
        assert_eq!(at("python", 2), ["cols = {[0]}", "diags = {[0]}", "antis = {[0]}"]);
        assert_eq!(at("python", 7), ["cols = {0}", "diags = {0}", "antis = {0}"]);
        assert_eq!(
            at("python", 10),
            ["cols = {[0], 2}   [0] in {[0], 2} → [True]", "diags = {-1, 0}", "antis = {0, 3}"]
        );
        assert_eq!(
            at("python", 12),
            [
                "cols = {0, 2}   [1] in {0, 2} → [False]",
                "diags = {-1, 0}   [1] in {-1, 0} → [False]",
                "antis = {0, [3]}   [3] in {0, [3]} → [True]"
            ]
        );
        assert_eq!(
            at("python", 17),
            ["cols = {0}   − [2]", "diags = {0}   − [-1]", "antis = {0}   − [3]"]
        );
        assert_eq!(
            at("python", 58),
            [
                "cols = {0, 1, 3}   − [2]",
                "diags = {-2, -1, 2}   − [1]",
                "antis = {1, 2, 4}   − [5]"
            ]
        );
        let done = at("python", 139);
        assert_eq!(done, ["cols = set()", "diags = set()", "antis = set()"]);
    }

    #[test]
    fn the_generator_shows_its_tuples_and_what_attacker_returns() {
        assert_eq!(at("python-generator", 2), ["placed = ()", "board = ([0],)"]);
        assert_eq!(at("python-generator", 7), ["placed = (0,)"]);
        assert_eq!(
            at("python-generator", 12),
            ["placed = (0, [2])   attacker((0, [2]), [1]) → [1]"]
        );
        assert_eq!(at("python-generator", 57), ["board = (1, 3, 0, 2)"]);
        assert_eq!(at("python-generator", 58), ["placed = (1, 3, 0)", "board = (1, 3, 0, 2)"]);
    }

    #[test]
    fn the_cpp_programs_show_x_as_far_as_k() {
        assert_eq!(at("cpp-recursive", 7), ["k = 1", "x = {0, [2]}"]);
        assert_eq!(
            at("cpp-recursive", 10),
            ["k = 2", "x = {[0], 2, 0}   place(2): x[2] = [0] → [false]"]
        );
        assert_eq!(at("cpp-recursive", 2), ["k = 0", "x = {0}   place(0): x[0] = [0] → [true]"]);
        assert_eq!(at("cpp-recursive", 17), ["k = 1", "x = {0, 2}"]);
        assert_eq!(at("cpp-recursive", 57), ["k = 4", "x = {1, 3, 0, 2}"]);
        // The loop saw x[2] == n and went back up a row.
        assert_eq!(at("cpp-iterative", 17), ["k = 1", "x = {0, 2, [4]}   x[2] == [4] → [true]"]);
        assert_eq!(at("cpp-iterative", 58), ["k = 3", "x = {1, 3, 0, 2}"]);
        assert_eq!(at("cpp-iterative", 57), ["k = 3", "x = {1, 3, 0, 2}"]);
    }

    #[test]
    fn the_pseudocode_shows_its_board() {
        // The square under test and the queen that attacks it, both on the board.
        assert_eq!(
            at("pseudo", 12),
            ["board = 1 0 0 0\n0 0 [1] 0\n0 [0] 0 0\n0 0 0 0   [(2, 1)] → [attacked]"]
        );
        assert_eq!(at("pseudo", 2), ["board = [1] 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0"]);
    }

    #[test]
    fn python_board_shows_its_board_and_what_is_safe_returns() {
        assert_eq!(at("python-board", 1), ["board = 0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0"]);
        assert_eq!(at("python-board", 2), ["board = [1] 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0"]);
        // (2, 0) is under the queen at (0, 0): the topmost that attacks is the one found.
        assert_eq!(
            at("python-board", 10),
            ["board = [1] 0 0 0\n0 0 1 0\n[0] 0 0 0\n0 0 0 0   is_safe(board, [2, 0], 4) → [False]"]
        );
        assert_eq!(
            at("python-board", 12),
            ["board = 1 0 0 0\n0 0 [1] 0\n0 [0] 0 0\n0 0 0 0   is_safe(board, [2, 1], 4) → [False]"]
        );
        assert_eq!(
            at("python-board", 17),
            ["board = 1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0   − [(1, 2)]"]
        );
        assert_eq!(at("python-board", 57), ["board = 0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0"]);
    }
}
