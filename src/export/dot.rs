//! `dot`: the search tree as Graphviz DOT, the "solution space tree" of the seed articles.
//!
//! One node per accepted placement (a box), hung below the placement in the row above; each
//! rejected try is a dashed leaf that says who attacked it, or with `collapse` one leaf per
//! placement counting its rejected children. A placement that completes a solution is filled
//! gold and numbered. It streams: only the placements of the current branch are kept.
//!
//! With `--fit 16:9` (or `4:3`) the tree is laid out for a slide: ranks run left to right (a
//! search tree is far wider than deep), the rejected children of a placement are folded into
//! one node that lists them (`✗ (1,0) |  ✗ (1,1) \`), and the picture is scaled to the slide's
//! shape. With `--max-depth D` it stops at row D, which is what makes n=6 fit: the placements
//! of row D, cut off from their children, are folded into their parent's box too
//! (`(2,4) ✓ (3,1) ✓ (3,5) ✗ (3,0) |`), so the tallest rank is the row above.

use super::{escape, Aspect, Exporter, Format, Frame, Theme};
use crate::event::{Conflict, Event};
use crate::export::ExportError;
use std::io::{self, Write};

/// The `dot` format.
pub const FORMAT: Format = Format::new("dot", "The search tree as Graphviz DOT");

/// The options of a tree.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    /// The tree's label; default `n-queens N×N`.
    pub title: Option<String>,
    /// Number the squares' rows and columns from 1.
    pub one_based: bool,
    /// Its colours; default light.
    pub theme: Theme,
    /// One node per placement with the count of its rejected tries, instead of one leaf per
    /// rejected try.
    pub collapse: bool,
    /// Lay the tree out for a slide of this shape; default none, Graphviz's own layout.
    pub fit: Option<Aspect>,
}

super::format_options!(Dot);

/// A placement of the current branch: its node's step, its square, and its rejected
/// children not yet written (with `collapse` or `fit`).
#[derive(Debug)]
struct Placement {
    step: u64,
    square: String,
    rejects: Vec<String>,
    /// With `fit`: whether its node is written yet (it is held back until it has a child).
    written: bool,
    /// With `fit`: its children that had no children of their own, folded into its box.
    leaves: Vec<String>,
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
    /// The placements of the current branch, row by row: node step and rejected children
    /// not yet written (with `collapse` or `fit`).
    branch: Vec<Placement>,
    /// Rejects in row 0, which hang below the root (only on a hand-made trace).
    root_rejects: Vec<String>,
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
            base: u32::from(options.one_based),
            branch: Vec::new(),
            root_rejects: Vec::new(),
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

    fn parent(&self, row: u32) -> String {
        match row.checked_sub(1).and_then(|r| self.branch.get(r as usize)) {
            Some(p) => format!("a{}", p.step),
            None => "root".to_string(),
        }
    }

    /// Lifts the branch to `row` placements, writing the collapsed counts of those lifted. With
    /// `fit`, a lifted placement that never had a child is folded into its parent's box.
    fn truncate(&mut self, row: usize) -> io::Result<()> {
        while self.branch.len() > row {
            let Some(p) = self.branch.pop() else {
                break;
            };
            if !p.written {
                if let Some(parent) = self.branch.last_mut() {
                    parent.leaves.push(format!("✓ {}", p.square));
                    continue;
                }
                self.branch.push(p);
                self.write_branch(self.branch.len())?;
                continue;
            }
            self.count_leaf(&format!("a{}", p.step), &p.square, p.step, &p.rejects, &p.leaves)?;
        }
        Ok(())
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
            writeln!(
                self.out,
                "  a{} [label=\"{}\" shape=box];\n  {parent} -> a{};",
                p.step, p.square, p.step
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
            // Folded into the placement's own box, on its line: a left-to-right layout has
            // room across, and the tallest rank (the deepest row's placements) gains nothing.
            let leaves: String = leaves.iter().map(|l| format!(" {l}")).collect();
            return writeln!(
                self.out,
                "  {parent} [label=<{square}{leaves} <FONT COLOR=\"{colour}\" POINT-SIZE=\"12\">{}</FONT>>];",
                rejects.join(" ")
            );
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
}

impl<W: Write> Exporter for Dot<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        let title = super::title(&self.title, n);
        writeln!(
            self.out,
            "digraph search {{\n  label=\"{}\";\n  labelloc=t;\n  fontsize=20;\n  fontname=\"DejaVu Sans\";\n  \
             node [fontname=\"DejaVu Sans\"];\n  edge [arrowhead=none];\n  \
             root [label=\"start\" shape=circle];",
            escape::dot(&title)
        )?;
        if let Some(aspect) = self.fit {
            // A 16:9 slide is 13.33 × 7.5 inches; the layout is stretched or squeezed to it.
            let (w, h) = aspect.ratio();
            let (w, h) = (7.5 * f64::from(w) / f64::from(h), 7.5);
            writeln!(
                self.out,
                "  rankdir=LR;\n  ranksep=0.5;\n  nodesep=0.04;\n  size=\"{w:.2},{h:.2}!\";\n  \
                 node [fontsize=16 margin=\"0.08,0.03\" height=0.28];"
            )?;
        }
        if self.theme == Theme::Dark {
            writeln!(
                self.out,
                "  bgcolor=\"#1b1d22\";\n  fontcolor=\"#e8e8e8\";\n  \
                 node [color=\"#c8ccd2\" fontcolor=\"#e8e8e8\"];\n  edge [color=\"#c8ccd2\"];"
            )?;
        }
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        match *frame.event {
            Event::Accept { step, row, col } => {
                self.truncate(row as usize)?;
                let square = self.square(row, col);
                let written = self.fit.is_none();
                if written {
                    let parent = self.parent(row);
                    writeln!(
                        self.out,
                        "  a{step} [label=\"{square}\" shape=box];\n  {parent} -> a{step};"
                    )?;
                } else {
                    self.write_branch(row as usize)?;
                }
                self.branch.push(Placement {
                    step,
                    square,
                    rejects: Vec::new(),
                    written,
                    leaves: Vec::new(),
                });
            }
            Event::Reject { step, row, col, conflict, with } => {
                self.truncate(row as usize)?;
                if self.fit.is_some() {
                    self.write_branch(row as usize)?;
                }
                if self.folds() {
                    let line = match conflict {
                        Conflict::Column => "|",
                        Conflict::Diagonal => "\\\\",
                        Conflict::AntiDiagonal => "/",
                    };
                    let label = format!("✗ {} {line}", self.square(row, col));
                    match (row as usize).checked_sub(1).and_then(|r| self.branch.get_mut(r)) {
                        Some(p) => p.rejects.push(label),
                        None => self.root_rejects.push(label),
                    }
                } else {
                    let parent = self.parent(row);
                    let colour = self.reject_colour();
                    writeln!(
                        self.out,
                        "  r{step} [label=\"✗ {}\\n{conflict} of {}\" shape=plaintext fontcolor=\"{colour}\"];\n  {parent} -> r{step} [style=dashed color=\"{colour}\"];",
                        self.square(row, col),
                        self.square(with[0], with[1])
                    )?;
                }
            }
            Event::Backtrack { row, .. } => self.truncate(row as usize)?,
            Event::Solution { index, .. } => {
                self.write_branch(self.branch.len())?;
                if let Some(Placement { step, .. }) = self.branch.last() {
                    writeln!(
                        self.out,
                        "  a{step} [style=filled fillcolor=\"#ffd23f\" peripheries=2 xlabel=\"★ {index}\"];"
                    )?;
                }
            }
            Event::Start { .. } | Event::Try { .. } | Event::Done { .. } => {}
        }
        Ok(())
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

    fn dot(n: u32, collapse: bool) -> String {
        rendered(&Options { collapse, ..Options::default() }, n, Window::default())
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
        assert!(dot
            .contains("  a56 [style=filled fillcolor=\"#ffd23f\" peripheries=2 xlabel=\"★ 1\"];"));
    }
}
