//! `dot`: the search tree as Graphviz DOT, the "solution space tree" of the seed articles.
//!
//! One node per accepted placement (a box), hung below the placement in the row above; each
//! rejected try is a dashed leaf that says who attacked it, or with `collapse` one leaf per
//! placement counting its rejected children. A placement that completes a solution is filled
//! gold and numbered. It streams: only the placements of the current branch are kept.

use super::format::{Format, Opt};
use super::{escape, Exporter, Frame};
use crate::event::Event;
use crate::export::ExportError;
use std::io::{self, Write};

/// The `dot` format.
pub const FORMAT: Format = Format {
    name: "dot",
    about: "The search tree as Graphviz DOT",
    cap: None,
    binary: false,
    reads: &[Opt::Collapse],
    build: |out, o| Box::new(Dot::new(out, o.title.clone(), o.collapse)),
};

/// Writes the tree.
#[derive(Debug)]
pub struct Dot<W: Write> {
    out: W,
    title: Option<String>,
    collapse: bool,
    /// The placements of the current branch, row by row: node step and rejected children
    /// not yet written (with `collapse`).
    branch: Vec<(u64, u64)>,
    /// Rejects in row 0, which hang below the root (only on a hand-made trace).
    root_rejects: u64,
}

impl<W: Write> Dot<W> {
    /// A tree titled `title` (default `n-queens N×N`); `collapse` counts rejected tries
    /// instead of drawing each.
    pub fn new(out: W, title: Option<String>, collapse: bool) -> Self {
        Dot {
            out,
            title,
            collapse,
            branch: Vec::new(),
            root_rejects: 0,
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }

    fn parent(&self, row: u32) -> String {
        match row.checked_sub(1).and_then(|r| self.branch.get(r as usize)) {
            Some((step, _)) => format!("a{step}"),
            None => "root".to_string(),
        }
    }

    /// Lifts the branch to `row` placements, writing the collapsed counts of those lifted.
    fn truncate(&mut self, row: usize) -> io::Result<()> {
        while self.branch.len() > row {
            let Some((step, rejects)) = self.branch.pop() else {
                break;
            };
            self.count_leaf(&format!("a{step}"), step, rejects)?;
        }
        Ok(())
    }

    fn count_leaf(&mut self, parent: &str, id: u64, rejects: u64) -> io::Result<()> {
        if self.collapse && rejects > 0 {
            writeln!(
                self.out,
                "  c{id} [label=\"✗ {rejects}\" shape=plaintext fontcolor=\"#c0201b\"];\n  {parent} -> c{id} [style=dashed color=\"#c0201b\"];"
            )?;
        }
        Ok(())
    }
}

impl<W: Write> Exporter for Dot<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        let title = super::title(&self.title, n);
        Ok(writeln!(
            self.out,
            "digraph search {{\n  label=\"{}\";\n  labelloc=t;\n  fontsize=20;\n  fontname=\"DejaVu Sans\";\n  \
             node [fontname=\"DejaVu Sans\"];\n  edge [arrowhead=none];\n  \
             root [label=\"start\" shape=circle];",
            escape::dot(&title)
        )?)
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        match *frame.event {
            Event::Accept { step, row, col } => {
                self.truncate(row as usize)?;
                let parent = self.parent(row);
                writeln!(
                    self.out,
                    "  a{step} [label=\"({row},{col})\" shape=box];\n  {parent} -> a{step};"
                )?;
                self.branch.push((step, 0));
            }
            Event::Reject {
                step,
                row,
                col,
                conflict,
                with,
            } => {
                self.truncate(row as usize)?;
                if self.collapse {
                    match (row as usize)
                        .checked_sub(1)
                        .and_then(|r| self.branch.get_mut(r))
                    {
                        Some((_, rejects)) => *rejects += 1,
                        None => self.root_rejects += 1,
                    }
                } else {
                    let parent = self.parent(row);
                    writeln!(
                        self.out,
                        "  r{step} [label=\"✗ ({row},{col})\\n{conflict} of ({},{})\" shape=plaintext fontcolor=\"#c0201b\"];\n  {parent} -> r{step} [style=dashed color=\"#c0201b\"];",
                        with[0], with[1]
                    )?;
                }
            }
            Event::Backtrack { row, .. } => self.truncate(row as usize)?,
            Event::Solution { index, .. } => {
                if let Some((step, _)) = self.branch.last() {
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
        self.count_leaf("root", 0, rejects)?;
        writeln!(self.out, "}}")?;
        Ok(self.out.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Export, Selection};
    use crate::solver::Solver;

    fn dot(n: u32, collapse: bool) -> String {
        let dot = Dot::new(Vec::new(), None, collapse);
        let mut export = Export::new(dot, Selection::default(), None);
        Solver::new(n).unwrap().run(&mut export).unwrap();
        String::from_utf8(export.into_inner().into_inner()).unwrap()
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
