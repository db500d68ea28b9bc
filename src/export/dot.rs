//! `dot`: the search tree as Graphviz DOT, the "solution space tree" of the seed articles.
//!
//! One node per accepted placement (a box), hung below the placement in the row above; each
//! rejected try is a dashed leaf that says who attacked it, or with `collapse` one leaf per
//! placement counting its rejected children. A placement that completes a solution is filled
//! gold and numbered. It streams: only the placements of the current branch are kept.
//!
//! By default the tree is laid out for a 16:9 slide (or 4:3; `fit: None` leaves the layout to
//! Graphviz, top down): ranks run left to right (a search tree is far wider than deep), the
//! rejected children of a placement are folded into one node that lists them
//! (`✗ (1,0) | (1,1) \`, on a line of their own), a placement without children is folded into its parent's box
//! (`(2,4) ✓ (3,1) ✓ (3,5) ✗ (3,0) |`), and the picture is scaled to the slide's shape. With
//! `--max-depth D` it stops at row D, which is what makes n=6 readable: below each placement
//! of row D whose subtree was cut, a mark counts the tries left out (and the solutions, `★ 2`).
//!
//! Its words (the root, who attacked a rejected square, the cut marks, the default title) are
//! the export's language's ([`crate::lang::Messages`]); Graphviz lays out the scripts.
//!
//! The tree of another problem is the same tree in that problem's words ([`choice`]): a box
//! is a Sudoku's cell and its digit (`(0,2)=3`), a vertex and its colour's name on that
//! colour's fill (`WA=red`, [`fill`]), an item taken or left out and the running sum
//! (`take 3 · Σ 3`); a reject leaf is the reject's line of the text trace, its reason (the
//! holder, or the bound's numbers) on a line of its own, and folded into its parent's box it
//! is the choice and its holder (`(0,3)=1 ← (0,0)`) or its bound (`take 34: 37 > 9`). The
//! depth of a box is its place in the picture's branch ([`Picture::branch`]), not its
//! variable's number.

use super::{escape, Aspect, Exporter, Format, Frame, Theme, Wording};
use crate::event::{Conflict, Event};
use crate::export::{ExportError, Note};
use crate::lang::{self, Arg, Lang};
use crate::picture::{Picture, Shape};
use crate::problem::Problem;
use std::io::{self, Write};

/// The `dot` format.
pub const FORMAT: Format = Format::new("dot", "The search tree as Graphviz DOT");

/// The options of a tree.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// The tree's label; default the language's `n-queens N×N`.
    pub title: Option<String>,
    /// The language of its words and the numbering of its squares; default English from 0.
    pub wording: Wording,
    /// Its colours; default light.
    pub theme: Theme,
    /// One node per placement with the count of its rejected tries, instead of one leaf per
    /// rejected try.
    pub collapse: bool,
    /// Lay the tree out for a slide of this shape; default 16:9. `None`: Graphviz's own
    /// layout, top down, as large as the tree.
    pub fit: Option<Aspect>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            title: None,
            wording: Wording::default(),
            theme: Theme::default(),
            collapse: false,
            fit: Some(Aspect::Wide),
        }
    }
}

super::format_options!(Dot);

/// A placement of the current branch: its node's step, its square, and its rejected
/// children not yet written (with `collapse` or `fit`).
#[derive(Debug)]
struct Placement {
    step: u64,
    /// Its label, as plain text: a queen's square, a cell and its digit, a vertex and its
    /// colour, an item taken or left out and the sum.
    square: String,
    /// A vertex's colour, as its box's fill.
    fill: Option<&'static str>,
    rejects: Vec<String>,
    /// With `fit`: whether its node is written yet (it is held back until it has a child).
    written: bool,
    /// With `fit`: its children that had no children of their own, folded into its box.
    leaves: Vec<String>,
    /// The tries and the solutions below it that the window's depth left out.
    cut: (u64, u64),
    /// Whether it completes a solution (its box is numbered).
    solution: bool,
}

/// Writes the tree.
#[derive(Debug)]
pub struct Dot<W: Write> {
    out: W,
    title: Option<String>,
    collapse: bool,
    fit: Option<Aspect>,
    theme: Theme,
    base: u32,
    lang: Lang,
    /// The placements of the current branch, row by row: node step and rejected children
    /// not yet written (with `collapse` or `fit`).
    branch: Vec<Placement>,
    /// Rejects in row 0, which hang below the root (only on a hand-made trace).
    root_rejects: Vec<String>,
    /// With `fit`: the size of each row's rank as drawn, to tell whether the slide can hold
    /// the tree at a readable size.
    ranks: Vec<Rank>,
    /// The tries of the trace, drawn or left out by the depth: the longest cut mark's count.
    tries: u64,
    /// The problem of a trace of another problem than N-Queens, whose words label the nodes.
    problem: Option<Box<dyn Problem>>,
}

/// The room one row's rank takes in the left-to-right layout, in points at the labels' own
/// 16 points: estimated from the labels, for the slide's budget ([`Note::Crowded`]).
#[derive(Debug, Default, Clone)]
struct Rank {
    /// Its nodes stacked, with the gaps between them.
    height: f64,
    /// Its widest node.
    width: f64,
    /// The placements of the row, drawn in boxes or folded into their parents'.
    placements: u64,
    /// The widest of their squares, alone in a box.
    square: f64,
}

/// The smallest label that reads from the back of a room on a slide 1280×720 pixels, in
/// pixels: a fortieth of its height.
pub const READABLE: f64 = 18.0;

/// The space kept between two boxes of a rank, in inches: a box whose border touches its
/// neighbour's reads as one box.
const NODESEP: f64 = 0.06;

/// The rejected squares written on one line of a box: a longer list is wrapped, since a
/// left-to-right layout is as wide as its widest boxes.
const REJECTS_PER_LINE: usize = 4;

/// The height of a one-line box (DejaVu Sans at 16 points, its margins and the node
/// separation), of each further line, and of the title and the legend above the tree, as
/// Graphviz lays them out: measured on `dot -Tsvg` of the trees of n=4 to 6, rounded up.
const BOX: f64 = 18.0 + NODESEP * 72.0;
const LINE: f64 = 18.0;
const TITLE: f64 = 28.0;
/// The space between ranks, in inches (Graphviz's `ranksep`), and as it comes out between
/// the boxes, in points.
const RANKSEP_IN: f64 = 0.12;
const RANKSEP: f64 = RANKSEP_IN * 72.0 + 2.0;
/// The root's circle, in points.
const ROOT: f64 = 50.0;

/// About how wide `text` (as written in the DOT file, a backslash doubled) is at 16 points in
/// DejaVu Sans, with the box's margins: digits 10.2 points, brackets 6.2, commas and spaces
/// 5.1, the lines of attack 5.4 to 6.7, Latin letters about 9, the stars, checks and crosses
/// and the Chinese and Persian letters up to 14 (Graphviz's own widths on `dot -Tsvg`).
fn text_width(text: &str) -> f64 {
    let text = text.replace("\\\\", "\\");
    let width = |c: char| match c {
        '0'..='9' => 10.2,
        '(' | ')' => 6.2,
        ',' | ' ' => 5.1,
        '|' => 6.7,
        '/' | '\\' => 5.4,
        _ if c.is_ascii() => 9.0,
        _ => 14.0,
    };
    text.chars().map(width).sum::<f64>() + 6.0
}

/// `template` of the language filled from `args`, as plain text. The marks that isolate a
/// Persian line's coordinates for a terminal go: Graphviz's text layout orders them itself,
/// and the escaping would turn them into spaces.
fn plain(template: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut out = Vec::new();
    lang::fill(&mut out, template, args);
    String::from_utf8_lossy(&out).replace('\u{200e}', "")
}

/// What the marks of the boxes mean, in `lang`: a queen placed, a rejected square and the
/// line it is attacked along (`|`, `\\`, `/`, when the rejects are folded into the boxes),
/// a solution.
pub fn legend(lang: Lang, folded: bool) -> String {
    let m = lang.messages();
    let lines = m.quiz_line_keys.split("  ").map(str::trim).collect::<Vec<_>>().join(" ");
    let mut items = vec![format!("✗ {}", m.page_legend_reject)];
    if folded {
        items.insert(0, format!("✓ {}", m.tree_legend_queen));
        items.push(lines);
    }
    items.push(format!("★ {}", m.tree_legend_solution));
    plain(&items.join(" · "), &[])
}

/// `text` in an HTML-like label: escaped as HTML, and a backslash doubled, since Graphviz
/// reads escapes (`\\N`, the node's name) in an HTML-like label too.
fn html(text: &str) -> String {
    escape::html(text).replace('\\', "\\\\")
}

/// A colour of a colouring as a box's fill: the colours the problem names, light enough for
/// black text on them, in its order (red, green, blue, yellow, purple, orange, cyan, pink),
/// grey past them.
pub fn fill(color: u32) -> &'static str {
    const FILLS: [&str; 8] =
        ["#f4a6a6", "#a8e6a1", "#a8c8f4", "#f4e58a", "#d1b3f0", "#f8c58c", "#a6eef0", "#f7b8d9"];
    FILLS.get(color as usize).copied().unwrap_or("#d8d8d8")
}

/// The choice of `value` for `var` of `problem` in `lang`, variables numbered from `base`,
/// in the problem's own words, as plain text: a cell and its digit `(0,2)=3`, a vertex and its
/// colour `WA=red`, an item taken or left out (`take 3`, its accept line's words).
pub fn choice(problem: &dyn Problem, var: u32, value: u32, lang: Lang, base: u32) -> String {
    // A subset sum's values are said by its templates only (`{v:take|leave out}`).
    if problem.name() == "subset-sum" {
        let mut out = Vec::new();
        let accept = Event::Accept { step: 0, row: var, col: value };
        crate::problem::say(problem, lang, base, &accept, false, &mut out);
        let text = String::from_utf8_lossy(&out).replace('\u{200e}', "");
        // The accept's symbol goes: the box is the accept.
        return match text.split_once(' ') {
            Some((symbol, rest)) if !symbol.chars().any(char::is_alphanumeric) => rest.to_string(),
            _ => text,
        };
    }
    let word = problem.name_value(var, value, lang).unwrap_or_else(|| value.to_string());
    format!("{}={word}", problem.name_var(var, base))
}

/// The picture of a solution of another problem as an HTML-like table under its `title`
/// (HTML already): a Sudoku's grid, its boxes shaded in turn and its givens bold; a colouring's
/// vertices, eight a row, each on its colour; a subset sum's items, those taken on green, and
/// the sum. None for a board, or a graph too large to draw in a box.
fn table(
    shape: &Shape,
    places: &[crate::picture::Place],
    title: &str,
    lang: Lang,
) -> Option<String> {
    use crate::picture::Mark;
    let cell = |bg: &str, text: String| format!("<TD BGCOLOR=\"{bg}\">{text}</TD>");
    let value = |i: usize| places.get(i).and_then(|p| p.value);
    let (columns, rows): (usize, Vec<String>) = match shape {
        Shape::Board { .. } => return None,
        Shape::Grid { side, box_side, .. } => {
            let (side, b) = (*side as usize, (*box_side).max(1) as usize);
            let rows = (0..side)
                .map(|r| {
                    (0..side)
                        .map(|c| {
                            let bg = if (r / b + c / b) % 2 == 0 { "#ffffff" } else { "#e4e4e4" };
                            let i = r * side + c;
                            let digit = value(i).map_or(String::new(), |d| d.to_string());
                            match places.get(i).map(|p| p.mark) {
                                Some(Mark::Given) => cell(bg, format!("<B>{digit}</B>")),
                                _ => cell(bg, digit),
                            }
                        })
                        .collect()
                })
                .collect();
            (side, rows)
        }
        Shape::Graph { names, .. } if names.len() <= 32 => {
            let cells: Vec<String> = (0..names.len())
                .map(|v| {
                    let name = html(&names[v]);
                    match value(v) {
                        Some(c) => {
                            let word = crate::problem::coloring::Coloring::color_name(c, lang);
                            cell(fill(c), format!("{name}={}", html(&word)))
                        }
                        None => cell("#ffffff", name),
                    }
                })
                .collect();
            // A language written right to left reads the row from the right.
            let rtl = lang.messages().rtl;
            let rows = cells
                .chunks(8)
                .map(|row| if rtl { row.iter().rev().cloned().collect() } else { row.concat() })
                .collect();
            (names.len().min(8), rows)
        }
        Shape::Graph { .. } => return None,
        Shape::Items { items, target } => {
            let mut sum = 0u64;
            let mut cells: Vec<String> = items
                .iter()
                .enumerate()
                .map(|(i, &item)| match value(i) {
                    Some(1) => {
                        sum += u64::from(item);
                        cell("#a8e6a1", format!("<B>{item}</B>"))
                    }
                    _ => cell("#ffffff", item.to_string()),
                })
                .collect();
            cells.push(cell("#ffffff", format!("Σ {sum} / {target}")));
            // A language written right to left reads the row from the right.
            if lang.messages().rtl {
                cells.reverse();
            }
            (items.len() + 1, vec![cells.concat()])
        }
    };
    let mut out =
        String::from("<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"3\">");
    out += &format!("<TR><TD COLSPAN=\"{}\" BORDER=\"0\">{title}</TD></TR>", columns.max(1));
    for row in rows {
        out += &format!("<TR>{row}</TR>");
    }
    out += "</TABLE>";
    Some(out)
}

/// The attributes that fill a vertex's box with its colour, if it has one.
fn filled(fill: Option<&str>) -> String {
    fill.map_or_else(String::new, |fill| {
        format!(" style=filled fillcolor=\"{fill}\" fontcolor=\"#000000\"")
    })
}

/// The rejected squares of a box, `✗ (1,0) | (1,1) \\`, wrapped [`REJECTS_PER_LINE`] to a
/// line, the later lines indented under the first square.
/// Another problem's tries, which hold spaces, are set apart by ` · `.
fn reject_lines(rejects: &[String], (per_line, sep): (usize, &str)) -> Vec<String> {
    rejects
        .chunks(per_line)
        .enumerate()
        .map(|(i, chunk)| format!("{} {}", if i == 0 { "✗" } else { "  " }, chunk.join(sep)))
        .collect()
}

impl<W: Write> Dot<W> {
    /// The tree that `options` describe, written into `out`.
    pub fn new(out: W, options: &Options) -> Self {
        Dot {
            out,
            title: options.title.clone(),
            collapse: options.collapse,
            fit: options.fit,
            theme: options.theme,
            base: options.wording.base(),
            lang: options.wording.lang,
            branch: Vec::new(),
            root_rejects: Vec::new(),
            ranks: Vec::new(),
            tries: 0,
            problem: None,
        }
    }

    /// Whether rejected tries are gathered per placement rather than drawn one by one.
    fn folds(&self) -> bool {
        self.collapse || self.fit.is_some()
    }

    fn square(&self, row: u32, col: u32) -> String {
        crate::board::label(row, col, self.base).to_string()
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// The rejected tries written on one line of a box: another problem's say more than a
    /// square.
    fn per_line(&self) -> (usize, &'static str) {
        if self.problem.is_some() {
            (2, " · ")
        } else {
            (REJECTS_PER_LINE, " ")
        }
    }

    /// The label of the box of `col` given to `row`, as plain text: N-Queens' square, or the
    /// problem's [`choice`], with a subset sum's running sum (`take 3 · Σ 3`).
    fn node_label(&self, row: u32, col: u32, picture: Option<&Picture>) -> String {
        let Some(problem) = &self.problem else { return self.square(row, col) };
        let choice = choice(&**problem, row, col, self.lang, self.base);
        match picture {
            Some(picture) if matches!(picture.shape(), Shape::Items { .. }) => {
                format!("{choice} · Σ {}", picture.sum())
            }
            _ => choice,
        }
    }

    /// A vertex's fill for its colour `col`, in a colouring's tree.
    fn fill(&self, col: u32) -> Option<&'static str> {
        self.problem.as_ref().filter(|p| p.name() == "coloring").map(|_| fill(col))
    }

    /// A rejected try of another problem folded into its parent's box, as plain text: the
    /// choice and why it fails, the place that holds the value (`(0,3)=1 ← (0,0)`,
    /// `SA=green ← NT`) or the bound's numbers (`take 34: 37 > 9`).
    fn reason(&self, (row, col): (u32, u32), rule: Conflict, with: [u32; 2]) -> String {
        let Some(problem) = &self.problem else { return String::new() };
        let choice = choice(&**problem, row, col, self.lang, self.base);
        match rule {
            Conflict::Over => format!("{choice}: {} > {}", with[0], with[1]),
            Conflict::Short => format!("{choice}: {} < {}", with[0], with[1]),
            _ => format!("{choice} ← {}", problem.name_var(with[0], self.base)),
        }
    }

    /// The node above a box at `depth`: the placement one row up, or the root.
    fn parent(&self, depth: u32) -> String {
        match depth.checked_sub(1).and_then(|r| self.branch.get(r as usize)) {
            Some(p) => format!("a{}", p.step),
            None => "root".to_string(),
        }
    }

    /// Lifts the branch to `row` placements, writing the collapsed counts of those lifted and
    /// the marks where the depth cut them. With `fit`, a lifted placement that never had a
    /// child (nor a cut subtree) is folded into its parent's box.
    fn truncate(&mut self, row: usize) -> io::Result<()> {
        while self.branch.len() > row {
            let Some(p) = self.branch.pop() else {
                break;
            };
            if !p.written {
                if let Some(parent) = self.branch.last_mut().filter(|_| p.cut.0 == 0) {
                    parent.leaves.push(format!("✓ {}", p.square));
                    continue;
                }
                self.branch.push(p);
                self.write_branch(self.branch.len())?;
                continue;
            }
            let id = format!("a{}", p.step);
            self.measure(self.branch.len(), &p);
            self.count_leaf(&id, &p.square, p.step, &p.rejects, &p.leaves)?;
            self.cut_mark(&id, p.step, p.cut)?;
        }
        Ok(())
    }

    /// Adds the box of the placement `p` of `row`, and the mark below it of what the depth
    /// cut, to the ranks' sizes.
    fn measure(&mut self, row: usize, p: &Placement) {
        if self.ranks.len() < row + 2 {
            self.ranks.resize(row + 2, Rank::default());
        }
        let line: String = std::iter::once(p.square.as_str())
            .chain(p.leaves.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" ");
        // A solution's box carries its number too.
        let mut width = text_width(&line) + if p.solution { 50.0 } else { 0.0 };
        let mut height = BOX;
        for line in reject_lines(&p.rejects, self.per_line()) {
            width = width.max(text_width(&line));
            height += LINE;
        }
        let rank = &mut self.ranks[row];
        rank.height += height;
        rank.width = rank.width.max(width);
        if p.cut.0 > 0 {
            let mark = self.words(self.lang.messages().tree_cut, &[("k", Arg::Num(p.cut.0))]);
            let below = &mut self.ranks[row + 1];
            below.height += BOX;
            below.width = below.width.max(text_width(&mark) + 60.0);
        }
    }

    /// How high the labels of a tree of `ranks` come out on the slide 1280 pixels wide, in
    /// pixels: the 16 points of a label scaled as Graphviz scales the tree to the page.
    fn pixels(&self, ranks: &[Rank]) -> f64 {
        let Some(aspect) = self.fit else {
            return 1.0;
        };
        let (w, h) = aspect.ratio();
        let (width, height) = (540.0 * f64::from(w) / f64::from(h), 540.0);
        let tree_width: f64 =
            ROOT + ranks.iter().filter(|r| r.height > 0.0).map(|r| r.width + RANKSEP).sum::<f64>();
        let tree_height = ranks.iter().map(|r| r.height).fold(ROOT, f64::max) + TITLE;
        16.0 * (width / tree_width).min(height / tree_height) * 1280.0 / width
    }

    /// The ranks of the tree cut below row `depth`: the rows above it as drawn, the row
    /// itself one square per box, and below it a mark per placement that had tries below.
    /// `depth` is above the last of the tree's `rows`.
    fn cut_at(&self, depth: usize, rows: usize) -> Vec<Rank> {
        let mut ranks: Vec<Rank> = self.ranks[..depth].to_vec();
        let row = &self.ranks[depth];
        ranks.push(Rank {
            height: row.placements as f64 * BOX,
            width: row.square,
            ..Rank::default()
        });
        if depth + 1 < rows {
            let mark = self.words(self.lang.messages().tree_cut, &[("k", Arg::Num(self.tries))]);
            ranks.push(Rank {
                height: row.placements as f64 * BOX,
                width: text_width(&mark) + 60.0,
                ..Rank::default()
            });
        }
        ranks
    }

    /// Below the node `parent`, a mark that counts the `tries` and `solutions` left out by
    /// the depth, if any.
    fn cut_mark(
        &mut self,
        parent: &str,
        id: u64,
        (tries, solutions): (u64, u64),
    ) -> io::Result<()> {
        if tries == 0 {
            return Ok(());
        }
        let mut label = self.words(self.lang.messages().tree_cut, &[("k", Arg::Num(tries))]);
        if solutions > 0 {
            label += &format!("  ★ {solutions}");
        }
        writeln!(
            self.out,
            "  k{id} [label=\"⋯ {label}\" shape=plaintext fontcolor=\"{}\"];\n  {parent} -> k{id} [style=dotted];",
            self.muted_colour()
        )
    }

    /// A message of the export's language, filled, as a DOT string's text. The marks that
    /// isolate a Persian line's coordinates for a terminal go: Graphviz's text layout orders
    /// them itself, and the escaping would turn them into spaces.
    fn words(&self, template: &str, args: &[(&str, Arg<'_>)]) -> String {
        escape::dot(&plain(template, args))
    }

    /// The tree's label: its title, and after it on the same line (a line more would shrink
    /// a slide's tree) the legend of the marks its boxes use, in
    /// the export's language (an HTML-like label, escaped as HTML).
    fn label(&self, n: u32) -> String {
        let m = self.lang.messages();
        let title = match (&self.title, &self.problem) {
            (Some(_), _) => super::title(&self.title, n),
            (None, Some(problem)) => {
                let mut out = Vec::new();
                crate::problem::say_title(&**problem, self.lang, n, &mut out);
                String::from_utf8_lossy(&out).replace('\u{200e}', "")
            }
            (None, None) => plain(m.title, &[("n", Arg::Num(u64::from(n)))]),
        };
        let legend = match self.problem {
            // Another problem's boxes say what they hold in its words: the marks are a
            // reject and a solution.
            Some(_) => {
                plain(&format!("✗ {} · ★ {}", m.page_legend_reject, m.tree_legend_solution), &[])
            }
            None => legend(self.lang, self.fit.is_some()),
        };
        let (title, legend) = (html(&title), html(&legend));
        // Graphviz sets the title and the legend as two runs, left to right: in a language
        // written right to left the title is the run on the right, where reading starts.
        if m.rtl {
            format!("<<FONT POINT-SIZE=\"16\">{legend}</FONT>   {title}>")
        } else {
            format!("<{title}   <FONT POINT-SIZE=\"16\">{legend}</FONT>>")
        }
    }

    /// With `fit`, writes the nodes of the first `rows` placements of the branch that are
    /// held back: they have a child now.
    fn write_branch(&mut self, rows: usize) -> io::Result<()> {
        for r in 0..rows.min(self.branch.len()) {
            if self.branch[r].written {
                continue;
            }
            let parent = self.parent(r as u32);
            let p = &mut self.branch[r];
            p.written = true;
            let fill = filled(p.fill);
            writeln!(
                self.out,
                "  a{} [label=\"{}\" shape=box{fill}];\n  {parent} -> a{};",
                p.step,
                escape::dot(&p.square),
                p.step
            )?;
        }
        Ok(())
    }

    /// Writes the rejected children of the node `parent` (labelled `square`).
    fn count_leaf(
        &mut self,
        parent: &str,
        square: &str,
        id: u64,
        rejects: &[String],
        leaves: &[String],
    ) -> io::Result<()> {
        if rejects.is_empty() && leaves.is_empty() {
            return Ok(());
        }
        let colour = self.reject_colour();
        if self.fit.is_some() {
            // Folded into the placement's own box: its childless children on its line, its
            // rejected tries on a second line, one ✗ for all of them. A left-to-right layout
            // is as wide as its widest boxes, so short lines are what keep the labels large.
            let leaves: String = leaves.iter().map(|l| format!(" {}", html(l))).collect();
            let rejects = if rejects.is_empty() {
                String::new()
            } else {
                format!(
                    "<BR/><FONT COLOR=\"{colour}\" POINT-SIZE=\"16\">{}</FONT>",
                    reject_lines(rejects, self.per_line())
                        .iter()
                        .map(|line| html(line))
                        .collect::<Vec<_>>()
                        .join("<BR/>")
                )
            };
            let square = html(square);
            return writeln!(self.out, "  {parent} [label=<{square}{leaves}{rejects}>];");
        }
        writeln!(
            self.out,
            "  c{id} [label=\"✗ {}\" shape=plaintext fontcolor=\"{colour}\"];\n  {parent} -> c{id} [style=dashed color=\"{colour}\"];",
            rejects.len()
        )
    }

    fn reject_colour(&self) -> &'static str {
        match self.theme {
            Theme::Light => "#c0201b",
            Theme::Dark => "#ff7b72",
        }
    }

    fn muted_colour(&self) -> &'static str {
        match self.theme {
            Theme::Light => "#555a61",
            Theme::Dark => "#aab0b8",
        }
    }
}

impl<W: Write> Exporter for Dot<W> {
    /// Labels the tree's boxes in `problem`'s words.
    fn problem(&mut self, problem: &dyn Problem) -> Result<(), ExportError> {
        self.problem = Some(problem.fresh());
        Ok(())
    }

    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        let label = self.label(n);
        let root = self.words(self.lang.messages().tree_root, &[]);
        writeln!(
            self.out,
            "digraph search {{\n  label={label};\n  labelloc=t;\n  fontsize=20;\n  fontname=\"DejaVu Sans\";\n  \
             node [fontname=\"DejaVu Sans\"];\n  edge [arrowhead=none];"
        )?;
        if let Some(aspect) = self.fit {
            // A 16:9 slide is 13.33 × 7.5 inches; the layout is stretched or squeezed to it.
            let (w, h) = aspect.ratio();
            let (w, h) = (7.5 * f64::from(w) / f64::from(h), 7.5);
            writeln!(
                self.out,
                "  rankdir=LR;\n  ranksep={RANKSEP_IN};\n  nodesep={NODESEP};\n  size=\"{w:.2},{h:.2}!\";\n  \
                 node [fontsize=16 margin=\"0.03,0.005\" height=0.1];"
            )?;
        }
        if self.theme == Theme::Dark {
            writeln!(
                self.out,
                "  bgcolor=\"#1b1d22\";\n  fontcolor=\"#e8e8e8\";\n  \
                 node [color=\"#c8ccd2\" fontcolor=\"#e8e8e8\"];\n  edge [color=\"#c8ccd2\"];"
            )?;
        }
        // After the defaults, which apply to the nodes declared after them only.
        // On a slide the root is a rounded box as wide as its word: a circle around a long
        // one ("başlangıç") widens the tree, and so shrinks its labels.
        // (`rect`, Graphviz's other name for a box, keeps `shape=box` for the placements.)
        let shape = if self.fit.is_some() { "rect style=rounded" } else { "circle" };
        writeln!(self.out, "  root [label=\"{root}\" shape={shape}];")?;
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        // How deep the step is: N-Queens' row; another problem's place in the branch.
        let depth = |row: u32| match (frame.picture, frame.event) {
            (None, _) => row,
            (Some(p), Event::Accept { .. }) => (p.branch().count() as u32).saturating_sub(1),
            (Some(p), _) => p.branch().count() as u32,
        };
        match *frame.event {
            Event::Accept { step, row, col } => {
                let depth = depth(row);
                self.truncate(depth as usize)?;
                let square = self.node_label(row, col, frame.picture);
                let fill = self.fill(col);
                let written = self.fit.is_none();
                if written {
                    let parent = self.parent(depth);
                    writeln!(
                        self.out,
                        "  a{step} [label=\"{}\" shape=box{}];\n  {parent} -> a{step};",
                        escape::dot(&square),
                        filled(fill)
                    )?;
                } else {
                    self.write_branch(depth as usize)?;
                }
                if self.ranks.len() <= depth as usize {
                    self.ranks.resize(depth as usize + 1, Rank::default());
                }
                let rank = &mut self.ranks[depth as usize];
                rank.placements += 1;
                rank.square = rank.square.max(text_width(&square));
                self.branch.push(Placement {
                    step,
                    square,
                    fill,
                    rejects: Vec::new(),
                    written,
                    leaves: Vec::new(),
                    cut: (0, 0),
                    solution: false,
                });
            }
            Event::Reject { step, row, col, conflict, with } => {
                let depth = depth(row);
                self.truncate(depth as usize)?;
                if self.fit.is_some() {
                    self.write_branch(depth as usize)?;
                }
                if self.folds() {
                    let label = match &self.problem {
                        Some(_) => self.reason((row, col), conflict, with),
                        None => {
                            let line = match conflict {
                                Conflict::Diagonal => "\\",
                                Conflict::AntiDiagonal => "/",
                                _ => "|",
                            };
                            format!("{} {line}", self.square(row, col))
                        }
                    };
                    match (depth as usize).checked_sub(1).and_then(|r| self.branch.get_mut(r)) {
                        Some(p) => p.rejects.push(label),
                        None => self.root_rejects.push(label),
                    }
                } else {
                    let parent = self.parent(depth);
                    let colour = self.reject_colour();
                    let label = match &self.problem {
                        Some(problem) => {
                            // The reject's line of the text trace, its reason on a line of its
                            // own: the holder, or the bound's numbers.
                            let mut out = Vec::new();
                            let lang = self.lang;
                            crate::problem::say(
                                &**problem,
                                lang,
                                self.base,
                                frame.event,
                                false,
                                &mut out,
                            );
                            let line = String::from_utf8_lossy(&out).replace('\u{200e}', "");
                            let line = escape::dot(&line);
                            match line.split_once(": ").or_else(|| line.split_once('：')) {
                                Some((what, why)) => format!("{what}\\n{why}"),
                                None => line,
                            }
                        }
                        None => {
                            let m = self.lang.messages();
                            let why = match conflict {
                                Conflict::Diagonal => m.tree_diagonal,
                                Conflict::AntiDiagonal => m.tree_anti_diagonal,
                                _ => m.tree_column,
                            };
                            let attacker = self.square(with[0], with[1]);
                            let why = self.words(why, &[("q", Arg::Text(attacker.as_bytes()))]);
                            format!("✗ {}\\n{why}", self.square(row, col))
                        }
                    };
                    writeln!(
                        self.out,
                        "  r{step} [label=\"{label}\" shape=plaintext fontcolor=\"{colour}\"];\n  {parent} -> r{step} [style=dashed color=\"{colour}\"];",
                    )?;
                }
            }
            Event::Backtrack { row, .. } => self.truncate(depth(row) as usize)?,
            Event::Solution { index, .. } => {
                self.write_branch(self.branch.len())?;
                // The number on the solution's own box: an outside label is placed wherever
                // Graphviz finds room, often beside another node, or past the slide's edge.
                // In a language written right to left, a number after a word of it would be
                // read as part of the word's run (`T=16 ★ قرمز`): another problem's
                // solution is numbered before its label.
                let first = self.problem.is_some() && self.lang.messages().rtl;
                // Laid out at full size, another problem's solution shows its picture too: a
                // slide's tree has no room for it.
                let picture =
                    frame.picture.filter(|_| self.fit.is_none() && self.problem.is_some());
                let lang = self.lang;
                if let Some(Placement { step, square, solution, .. }) = self.branch.last_mut() {
                    *solution = true;
                    let text = if first {
                        format!("★ {index}  {square}")
                    } else {
                        format!("{square}  ★ {index}")
                    };
                    let table = picture.and_then(|p| {
                        table(p.shape(), &p.places(Some(frame.event)), &html(&text), lang)
                    });
                    let label = match table {
                        Some(table) => format!("<{table}>"),
                        None => format!("\"{}\"", escape::dot(&text)),
                    };
                    writeln!(
                        self.out,
                        "  a{step} [label={label} style=filled fillcolor=\"#ffd23f\" fontcolor=\"#000000\" peripheries=2];",
                    )?;
                }
            }
            Event::Try { .. } => self.tries += 1,
            Event::Start { .. } | Event::Done { .. } => {}
        }
        Ok(())
    }

    /// Counts what the depth left out below the deepest placement drawn: its tries and its
    /// solutions.
    fn below_depth(&mut self, event: &Event) {
        if let Some(p) = self.branch.last_mut() {
            match event {
                Event::Try { .. } => {
                    p.cut.0 += 1;
                    self.tries += 1;
                }
                Event::Solution { .. } => p.cut.1 += 1,
                _ => {}
            }
        }
    }

    /// With `fit`, a tree too big for the slide at a readable size: how small its labels come
    /// out, and the deepest cut that fits, from the sizes of its ranks.
    fn note(&mut self) -> Option<Note> {
        self.fit?;
        // The branch still open is measured as it stands, without writing it yet.
        let (saved, branch) = (self.ranks.clone(), std::mem::take(&mut self.branch));
        for (row, p) in branch.iter().enumerate() {
            self.measure(row, p);
        }
        self.branch = branch;
        let pixels = self.pixels(&self.ranks);
        let rows = self.ranks.iter().take_while(|r| r.placements > 0).count();
        let crowded = (pixels < READABLE).then(|| Note::Crowded {
            lang: self.lang,
            pixels: (pixels * 10.0).floor() / 10.0,
            // `--max-depth` counts another problem's variables, not the depth of its tree.
            depth: (0..rows.saturating_sub(1))
                .filter(|_| self.problem.is_none())
                .rev()
                .find(|&d| self.pixels(&self.cut_at(d, rows)) >= READABLE)
                .map(|d| d as u32),
        });
        self.ranks = saved;
        crowded
    }

    fn end(&mut self) -> Result<(), ExportError> {
        self.truncate(0)?;
        let rejects = std::mem::take(&mut self.root_rejects);
        self.count_leaf("root", "start", 0, &rejects, &[])?;
        writeln!(self.out, "}}")?;
        Ok(self.out.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{rendered, Window};

    /// The tree of `n` in Graphviz's own layout.
    fn dot(n: u32, collapse: bool) -> String {
        rendered(&Options { collapse, fit: None, ..Options::default() }, n, Window::default())
    }

    #[test]
    fn n2_collapsed_is_two_placements_with_two_rejects_each() {
        let dot = dot(2, true);
        let body: Vec<&str> = dot.lines().skip(8).collect();
        assert_eq!(
            body,
            [
                "  a2 [label=\"(0,0)\" shape=box];",
                "  root -> a2;",
                "  c2 [label=\"✗ 2\" shape=plaintext fontcolor=\"#c0201b\"];",
                "  a2 -> c2 [style=dashed color=\"#c0201b\"];",
                "  a9 [label=\"(0,1)\" shape=box];",
                "  root -> a9;",
                "  c9 [label=\"✗ 2\" shape=plaintext fontcolor=\"#c0201b\"];",
                "  a9 -> c9 [style=dashed color=\"#c0201b\"];",
                "}",
            ]
        );
    }

    #[test]
    fn a_reject_leaf_names_its_attacker_and_a_solution_is_gold() {
        let dot = dot(4, false);
        assert!(dot.contains(
            "  r4 [label=\"✗ (1,0)\\ncolumn of (0,0)\" shape=plaintext fontcolor=\"#c0201b\"];\n  a2 -> r4"
        ));
        assert!(dot.contains(
            "  a56 [label=\"(3,2)  ★ 1\" style=filled fillcolor=\"#ffd23f\" fontcolor=\"#000000\" peripheries=2];"
        ));
    }

    #[test]
    fn every_word_is_the_language_s() {
        let options = |lang| Options {
            wording: Wording { lang, one_based: false },
            fit: None,
            ..Options::default()
        };
        let fa = rendered(&options(Lang::Fa), 4, Window::default());
        assert!(fa.contains("root [label=\"شروع\" shape=circle];"), "{fa}");
        assert!(fa.contains("</FONT>   مسئله 4 وزیر 4×4>;"), "the title, on the right");
        assert!(fa.contains("✗ (1,0)\\nهم‌ستون با"), "a reject's attacker");
        let zh = rendered(&options(Lang::Zh), 4, Window::default());
        assert!(zh.contains("✗ (1,1)\\n与 (0,0) 同在主对角线 (\\\\) 上"), "{zh}");
        for &lang in <Lang as crate::choice::Choice>::ALL {
            let dot = rendered(&options(lang), 4, Window::default());
            assert!(!dot.contains(" of (") || lang == Lang::En, "{lang}: English words");
            assert!(!dot.contains("{q}") && !dot.contains("{n}"), "{lang}: a placeholder left");
        }
    }

    #[test]
    fn a_cut_subtree_is_marked_with_what_it_holds() {
        let window = Window { max_depth: Some(1), ..Window::default() };
        let dot = rendered(&Options::default(), 4, window);
        // (0,1) then (1,3): below it, row 2 and 3 hold the first solution.
        let marks: Vec<&str> = dot.lines().filter(|l| l.contains("more tr")).collect();
        assert!(!marks.is_empty(), "{dot}");
        assert!(marks.iter().any(|l| l.contains("★ 1")), "{marks:?}");
        assert!(marks.iter().all(|l| l.contains("shape=plaintext")), "{marks:?}");
        // Every try of n=4 below row 1 is counted in one mark or another.
        let counted: u64 = marks
            .iter()
            .map(|l| {
                l.split("⋯ ").nth(1).unwrap().split(' ').next().unwrap().parse::<u64>().unwrap()
            })
            .sum();
        let mut events: Vec<Event> = Vec::new();
        crate::solver::Solver::new(4).unwrap().run(&mut events).unwrap();
        let tries = events.iter().filter(|e| matches!(e, Event::Try { row, .. } if *row > 1));
        assert_eq!(counted, tries.count() as u64);
    }
}
