//! The step view's search tree (`t`): the search so far drawn as a tree, one level a row of
//! the board, the children of each queen on the current path left to right under it, joined to
//! it by a line; and the student's selection in it (Tab), which the arrows move and Enter
//! follows to the node's step.
//!
//! The tree itself, what is known of it at a step, is the library's [`Tree`]; this module
//! draws it and describes the selected node in the student's language.

use super::text::say;
use crossterm::style::{Color, Print, SetBackgroundColor, SetForegroundColor};
use crossterm::{queue, style::Attribute, style::SetAttribute};
use nqueens_trace::lang::{Arg, Messages};
pub use nqueens_trace::tree::{Move, Node, Spot, State, Tree};
use nqueens_trace::{Conflict, Style, TextOptions};
use std::ops::Range;

/// The marks of the tree, in the order of the legend ([`Messages::view_tree_marks`], then
/// [`Messages::view_tree_folded_mark`]): a queen on the path, the square being tried, a
/// rejected square, a solution, a dead end, a square not tried, a folded subtree.
fn mark(state: State, queen: char) -> (char, usize, Option<(Color, Color)>) {
    match state {
        State::OnPath => (queen, 0, Some((Color::Black, Color::Green))),
        State::Tried => ('?', 1, Some((Color::Black, Color::Yellow))),
        State::Rejected => ('✗', 2, Some((Color::White, Color::DarkRed))),
        State::Solved | State::Solution => ('★', 3, Some((Color::Black, Color::Cyan))),
        State::DeadEnd => ('∅', 4, Some((Color::White, Color::DarkGrey))),
        State::Untried => ('·', 5, None),
        State::Folded => ('▸', 6, Some((Color::Black, Color::Grey))),
    }
}

/// The colours of the selected node: a blue no mark has, that shows on light and dark themes.
const SELECTED: (Color, Color) = (Color::White, Color::Blue);

/// How many marks the legend has.
pub const MARKS: usize = 7;

/// The tree drawn: its rows, the rows to keep in view when it folds (from the selected level,
/// or the deepest, down), and which of the marks it draws.
pub struct Drawn {
    pub rows: Vec<String>,
    pub focus: Range<usize>,
    pub marks: [bool; MARKS],
}

/// The text of a node: its column, its mark and, for a finished subtree, its count.
fn label(c: u32, node: &Node, base: u32, queen: char) -> String {
    let (m, _, _) = mark(node.state, queen);
    match node.state {
        State::Folded => format!("{}{m}{}", c + base, node.below),
        State::Solved => format!("{}{m}{}", c + base, node.solutions),
        _ => format!("{}{m}", c + base),
    }
}

/// The line from a queen of the path (above, in cell `parent`) to the squares tried under it
/// (below): a box-drawing character per cell, joined by `─` across the cells between.
fn joint(parent: usize, tried: &[bool], width: usize) -> Vec<String> {
    let lo = tried.iter().position(|&t| t).unwrap_or(parent).min(parent);
    let hi = tried.iter().rposition(|&t| t).unwrap_or(parent).max(parent);
    (0..tried.len())
        .map(|c| {
            if c < lo || c > hi {
                return " ".repeat(width);
            }
            let (up, down, left, right) = (c == parent, tried[c], c > lo, c < hi);
            let ch = match (up, down, left, right) {
                (true, true, true, true) => '┼',
                (true, true, true, false) => '┤',
                (true, true, false, true) => '├',
                (true, false, true, true) => '┴',
                (true, false, true, false) => '┘',
                (true, false, false, true) => '└',
                (false, true, true, true) => '┬',
                (false, true, true, false) => '┐',
                (false, true, false, true) => '┌',
                (false, false, _, _) => '─',
                (_, _, false, false) => '│',
            };
            let fill = if right { '─' } else { ' ' };
            format!("{ch}{}", fill.to_string().repeat(width - 1))
        })
        .collect()
}

/// Draws `tree` in `width` columns, `selected` reversed (with `color`, in white on blue); with
/// `color`, each mark in its pair of colours (the shapes alone tell them apart without). A level wider than the window shows
/// the columns around its focus (the selection, or the current step), the same for every
/// level so that the lines between them still meet.
pub fn draw(
    tree: &Tree,
    selected: Option<Spot>,
    opts: &TextOptions,
    queen: char,
    color: bool,
    width: usize,
) -> Drawn {
    let base = u32::from(opts.one_based);
    let mut marks = [false; MARKS];
    let cell = tree
        .levels
        .iter()
        .flat_map(|l| {
            l.iter().enumerate().map(|(c, n)| label(c as u32, n, base, queen).chars().count())
        })
        .max()
        .unwrap_or(1)
        + 1;
    let n = tree.levels.first().map_or(0, Vec::len);
    // The prefix of each row: its number, or nothing under it for a line between levels.
    const PREFIX: usize = 6;
    let room = (width.saturating_sub(PREFIX) / cell.max(1)).max(1);
    let focus_spot = selected.or_else(|| tree.start()).unwrap_or((0, 0));
    let first =
        if n <= room { 0 } else { (focus_spot.1 as usize).saturating_sub(room / 2).min(n - room) };
    let shown = first..(first + room).min(n);
    let clip = |cells: Vec<String>| -> String {
        let mut text = String::new();
        if shown.start > 0 {
            text.push('…');
        }
        for piece in &cells[shown.clone()] {
            text.push_str(piece);
        }
        if shown.end < n {
            text.push('…');
        }
        text
    };
    let mut rows = Vec::new();
    let mut focus = 0..0;
    if tree.levels.is_empty() {
        return Drawn { rows: Vec::new(), focus, marks };
    }
    for (r, nodes) in tree.levels.iter().enumerate() {
        if r > 0 {
            let parent = tree.path_at(r - 1).map_or(0, |c| c as usize);
            let tried: Vec<bool> = nodes.iter().map(|n| n.state != State::Untried).collect();
            rows.push(format!("    │ {}", clip(joint(parent, &tried, cell))));
        }
        let cells = nodes
            .iter()
            .enumerate()
            .map(|(c, node)| {
                let text = label(c as u32, node, base, queen);
                let (_, index, colors) = mark(node.state, queen);
                if shown.contains(&c) {
                    marks[index] = true;
                }
                let pad = " ".repeat(cell - text.chars().count());
                let chosen = selected == Some((r, c as u32));
                // The selection reversed without colour; with colour, in a pair of its own
                // (a reversed mark would look like one without a background), bold, underlined.
                let colors = match (color, chosen) {
                    (true, true) => Some(SELECTED),
                    (true, false) => colors,
                    (false, _) => None,
                };
                if colors.is_none() && !chosen {
                    return format!("{text}{pad}");
                }
                let mut out = Vec::new();
                if chosen && !color {
                    let _ = queue!(out, SetAttribute(Attribute::Reverse));
                } else if chosen {
                    let _ = queue!(out, SetAttribute(Attribute::Bold));
                    let _ = queue!(out, SetAttribute(Attribute::Underlined));
                }
                if let Some((fg, bg)) = colors {
                    let _ = queue!(out, SetForegroundColor(fg), SetBackgroundColor(bg));
                }
                let _ = queue!(out, Print(&text), SetAttribute(Attribute::Reset));
                format!("{}{pad}", String::from_utf8_lossy(&out))
            })
            .collect();
        if r == focus_spot.0 {
            focus.start = rows.len().saturating_sub(usize::from(r > 0));
        }
        rows.push(format!("{:>3} │ {}", r as u32 + base, clip(cells)));
    }
    // The focus runs from the line above the selected level down to the deepest, so that a
    // folded tree keeps the way from the selection to the current step, ending on a level.
    focus.end = rows.len();
    Drawn { rows, focus, marks }
}

/// A square as the trace writes it: `(row,col)`, or `(column,row)` in the classic style; in a
/// language written right to left, between left-to-right marks, so that it reads as typed.
fn square(opts: &TextOptions, m: &Messages, row: u32, col: u32) -> String {
    let base = u32::from(opts.one_based);
    let (a, b) = if opts.style == Style::Classic { (col, row) } else { (row, col) };
    let text = say("{sq}", &[("sq", Arg::Square(u64::from(a + base), u64::from(b + base), ","))]);
    if m.rtl {
        format!("\u{200e}{text}\u{200e}")
    } else {
        text
    }
}

/// What the selected node is, in a line: its square, when it was placed (or refused, and
/// why), and for a finished subtree its counts and when it was lifted.
pub fn describe(tree: &Tree, spot: Spot, opts: &TextOptions, m: &Messages) -> String {
    let Some((level, col)) = tree.settle(spot) else {
        return String::new();
    };
    let Some(node) = tree.node((level, col)) else {
        return String::new();
    };
    let sq = square(opts, m, level as u32, col);
    let sq = Arg::Text(sq.as_bytes());
    let k = Arg::Num(node.step as u64);
    let (l, q, s) = (Arg::Num(node.lifted as u64), Arg::Num(node.below), Arg::Num(node.solutions));
    let template = match node.state {
        State::Rejected => {
            let (r, c, line) = node.attacker.unwrap_or((0, 0, Conflict::Column));
            let why = match line {
                Conflict::Column
                | Conflict::Row
                | Conflict::Box
                | Conflict::Edge
                | Conflict::Over
                | Conflict::Short => m.reject_column,
                Conflict::Diagonal => m.reject_diagonal,
                Conflict::AntiDiagonal => m.reject_anti_diagonal,
            };
            let q = square(opts, m, r, c);
            let why = say(why, &[("sq", sq), ("q", Arg::Text(q.as_bytes()))]);
            return say(m.view_tree_rejected, &[("why", Arg::Text(why.as_bytes())), ("k", k)]);
        }
        State::Untried => return String::new(),
        State::Tried => m.tree_trying,
        State::OnPath => m.view_tree_on_path,
        State::DeadEnd => m.tree_dead,
        State::Folded => m.tree_folded,
        State::Solved => m.view_tree_solved,
        State::Solution => m.view_tree_solution,
    };
    say(template, &[("sq", sq), ("k", k), ("l", l), ("q", q), ("s", s)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::{Event, Solver};

    fn n4(step: usize) -> Tree {
        let mut events = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        let mut placed = 0usize;
        for e in &events[..=step] {
            match e {
                Event::Accept { .. } => placed += 1,
                Event::Backtrack { .. } => placed -= 1,
                _ => {}
            }
        }
        Tree::new(&events[..=step], 4, placed)
    }

    /// The tree as its rows, without colour, and the selection in brackets.
    fn rows(tree: &Tree, selected: Option<Spot>, width: usize) -> Vec<String> {
        let opts = TextOptions::default();
        draw(tree, selected, &opts, 'Q', false, width)
            .rows
            .iter()
            .map(|r| r.replace("\x1b[7m", "[").replace("\x1b[0m", "]").trim_end().to_string())
            .collect()
    }

    #[test]
    fn the_first_solution_draws_the_path_its_joints_and_a_folded_subtree() {
        // Step 57 is the first solution, [1, 3, 0, 2]: the subtree under (0,0) is finished,
        // 3 queens placed below it and no solution.
        let tree = n4(57);
        assert_eq!(
            rows(&tree, None, 80),
            [
                "  0 │ 0▸3 1Q  2·  3·",
                "    │ ┌───┼───┬───┐",
                "  1 │ 0✗  1✗  2✗  3Q",
                "    │ ┌───────────┘",
                "  2 │ 0Q  1·  2·  3·",
                "    │ ├───┬───┐",
                "  3 │ 0✗  1✗  2Q  3·",
            ]
        );
        let opts = TextOptions::default();
        let m = nqueens_trace::Lang::En.messages();
        assert_eq!(
            describe(&tree, (0, 0), &opts, m),
            "the queen on (0,0), placed at step 2: 3 queens placed below it, no solution; lifted at \
             step 38"
        );
        assert_eq!(
            describe(&tree, (1, 1), &opts, m),
            "✗ reject (1,1): same column as the queen at (0,1) (step 44)"
        );
    }

    #[test]
    fn a_dead_end_a_solved_subtree_and_a_solution_have_marks_of_their_own() {
        // Step 17 lifts (1,2): every square of row 2 was refused under it.
        let tree = n4(17);
        assert_eq!(tree.levels[1][2].state, State::DeadEnd);
        assert_eq!(rows(&tree, None, 80)[2], "  1 │ 0✗ 1✗ 2∅ 3·");
        // Step 58 lifts (3,2), the queen that completed the first solution; at the end, the
        // two subtrees of row 0 that hold a solution each.
        assert_eq!(n4(58).levels[3][2].state, State::Solution);
        let end = n4(139);
        let states: Vec<State> = end.levels[0].iter().map(|n| n.state).collect();
        assert_eq!(states, [State::Folded, State::Solved, State::Solved, State::Folded]);
        assert_eq!(rows(&end, None, 80), ["  0 │ 0▸3 1★1 2★1 3▸3"]);
    }

    #[test]
    fn the_selection_moves_between_nodes_and_enter_goes_to_their_step() {
        let tree = n4(57);
        let start = tree.start().unwrap();
        assert_eq!(start, (3, 2));
        assert_eq!(tree.moved(start, Move::Left), (3, 1));
        assert_eq!(tree.moved((3, 0), Move::Left), (3, 0));
        assert_eq!(tree.moved(start, Move::Right), (3, 2), "(3,3) was not tried");
        assert_eq!(tree.moved(start, Move::Up), (2, 0));
        assert_eq!(tree.moved((2, 0), Move::Up), (1, 3));
        assert_eq!(tree.moved((1, 3), Move::Down), (2, 0));
        assert_eq!(tree.moved((1, 1), Move::Down), (1, 1), "a rejected square has no children");
        assert_eq!(tree.step_of((0, 0)), Some(2));
        assert_eq!(tree.step_of((0, 1)), Some(40));
        assert_eq!(tree.step_of((1, 1)), Some(44));
        // A selection the tree no longer has settles on the nearest node.
        assert_eq!(n4(2).settle((3, 2)), Some((0, 0)));
        assert_eq!(
            rows(&tree, Some((1, 3)), 80)[2],
            "  1 │ 0✗  1✗  2✗  [3Q]",
            "the selection is reversed"
        );
    }

    /// Every language's words for the tree fill the placeholders they are given, and no other.
    #[test]
    fn every_language_fills_the_tree_s_placeholders() {
        use nqueens_trace::lang::fill;
        for &lang in <nqueens_trace::Lang as nqueens_trace::choice::Choice>::ALL {
            let m = lang.messages();
            let names = ["sq", "k", "l", "q", "s", "why"];
            let args: Vec<(&str, Arg)> = names.iter().map(|n| (*n, Arg::Num(2))).collect();
            for t in [
                m.view_tree,
                m.view_tree_folded_mark,
                m.view_tree_keys,
                m.view_tree_rejected,
                m.view_tree_on_path,
                m.view_tree_solved,
                m.view_tree_solution,
                m.view_tree_exercise,
            ] {
                let mut out = Vec::new();
                fill(&mut out, t, &args);
                let out = String::from_utf8(out).unwrap();
                assert!(!out.contains('{'), "{lang}: unfilled placeholder in {t:?}");
            }
        }
    }

    /// A search from a teacher's start: its queens are the top of the path.
    #[test]
    fn a_start_s_queens_are_the_top_of_the_path() {
        let solver = Solver::new(5).unwrap().from(&[1, 3]).unwrap();
        let mut events = Vec::new();
        solver.run(&mut events).unwrap();
        // Step 2 accepts (2,0) under the queens at (0,1) and (1,3).
        let tree = Tree::new(&events[..=2], 5, 3);
        let drawn = rows(&tree, None, 80);
        assert_eq!(drawn[0], "  0 │ 0· 1Q 2· 3· 4·");
        assert_eq!(drawn[2], "  1 │ 0· 1· 2· 3Q 4·");
        assert_eq!(drawn[4], "  2 │ 0Q 1· 2· 3· 4·");
        assert_eq!(tree.moved((2, 0), Move::Up), (1, 3));
    }

    /// Events out of order, off the board or naming a queen that is not there (a hostile
    /// trace file): every prefix still makes a tree that draws and says each of its nodes.
    #[test]
    fn a_trace_out_of_order_draws_without_panicking() {
        use nqueens_trace::Conflict::*;
        let events = [
            Event::Start {
                step: 0,
                schema: nqueens_trace::event::Schema::NQueens,
                n: 3,
                limit: None,
                start: Default::default(),
            },
            Event::Backtrack { step: 1, row: 0, col: 0 },
            Event::Accept { step: 2, row: 2, col: 2 },
            Event::Reject { step: 3, row: 1, col: 1, conflict: Diagonal, with: [9, 9] },
            Event::Solution { step: 4, index: 1, queens: vec![] },
            Event::Try { step: 5, row: 0, col: 7 },
            Event::Accept { step: 6, row: 9, col: 0 },
            Event::Backtrack { step: 7, row: 2, col: 1 },
        ];
        let opts = TextOptions::default();
        let m = nqueens_trace::Lang::En.messages();
        for end in 0..events.len() {
            for placed in [0, 1, 3, 9] {
                let tree = Tree::new(&events[..=end], 3, placed);
                for width in [0, 1, 10, 80] {
                    draw(&tree, tree.start(), &opts, 'Q', true, width);
                }
                for level in 0..4 {
                    for col in 0..4 {
                        describe(&tree, (level, col), &opts, m);
                        for mv in [Move::Left, Move::Right, Move::Up, Move::Down] {
                            tree.moved((level, col), mv);
                        }
                    }
                }
            }
        }
        assert!(Tree::new(&[], 3, 0).levels.is_empty());
    }

    /// Persian, read by the bidi algorithm in paragraphs of both directions: each key of the
    /// tree stays beside its words, and the squares of a node read as typed.
    #[test]
    fn persian_tree_keys_and_squares_read_in_order() {
        use nqueens_trace::Lang;
        use unicode_bidi::{BidiInfo, Level};
        // The line as a bidi terminal lays it out, left to right, without the marks.
        let display = |line: &str, level: Level| -> String {
            let info = BidiInfo::new(line, Some(level));
            let para = &info.paragraphs[0];
            info.reorder_line(para, para.range.clone()).replace('\u{200e}', "")
        };
        let rev = |s: &str| s.chars().rev().collect::<String>();
        let m = Lang::Fa.messages();
        let pairs = [("←/→/h/l", "کنار"), ("↑/k", "بالا"), ("enter", "رفتن به گامش")];
        for (key, words) in pairs {
            let ltr = display(m.view_tree_keys, Level::ltr());
            assert!(ltr.contains(&format!("{key} {}", rev(words))), "{ltr:?}");
            let rtl = display(m.view_tree_keys, Level::rtl());
            assert!(rtl.contains(&format!("{} {key}", rev(words))), "{rtl:?}");
        }
        let opts = TextOptions { lang: Lang::Fa, ..TextOptions::default() };
        let tree = n4(57);
        let folded = describe(&tree, (0, 0), &opts, m);
        let rejected = describe(&tree, (1, 1), &opts, m);
        for level in [Level::ltr(), Level::rtl()] {
            assert!(display(&folded, level).contains("(0,0)"), "{:?}", display(&folded, level));
            let shown = display(&rejected, level);
            assert!(shown.contains("(1,1)") && shown.contains("(0,1)"), "{shown:?}");
        }
    }

    #[test]
    fn a_level_wider_than_the_window_shows_the_columns_around_its_focus() {
        let mut events = Vec::new();
        Solver::new(12).unwrap().limit(Some(1)).run(&mut events).unwrap();
        let last = events.len() - 2; // the solution
        let tree = Tree::new(&events[..=last], 12, 12);
        // The first solution of n=12 ends on (11,3): the columns from 0 show, the rest fold.
        let start = tree.start();
        assert_eq!(start, Some((11, 3)));
        let drawn = rows(&tree, start, 40);
        // Two more columns for the brackets that stand for the reversed selection.
        assert!(drawn.iter().all(|r| r.chars().count() <= 42), "{drawn:#?}");
        assert!(drawn.iter().all(|r| r.ends_with('…')), "{drawn:#?}");
        assert!(drawn.last().unwrap().contains("[3Q]"), "{drawn:#?}");
        assert!(drawn[0].starts_with("  0 │ 0Q "), "{drawn:#?}");
    }
}
