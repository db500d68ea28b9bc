//! The report of a [`Divergence`] for people.

use super::{fields_in, Divergence};
use crate::color::Palette;
use crate::event::{Event, MAX_N};
use crate::lang::{fill, Arg, Lang, Messages};
use std::fmt::Write as _;

impl Divergence {
    /// The report for people: the explanation, the context, the two events side by side with
    /// the differing fields marked `*`, the board, and how each trace goes on. `names` are
    /// the two traces' names, shown beside A and B. Without colour: see
    /// [`Divergence::report_in`].
    pub fn report(&self, names: (&str, &str)) -> String {
        self.report_in(names, &Palette::plain())
    }

    /// [`Divergence::report`] in the colours of `palette`: the differing fields in the
    /// colour of rejects, the queens in theirs.
    pub fn report_in(&self, names: (&str, &str), palette: &Palette) -> String {
        self.report_said(names, palette, Lang::En.messages(), &|text| text.to_string())
    }

    /// [`Divergence::report_in`] in the words of `m`, every name, event and value from the
    /// traces through `data` (which isolates it in a language written right to left).
    pub fn report_said(
        &self,
        names: (&str, &str),
        palette: &Palette,
        m: &Messages,
        data: &dyn Fn(&str) -> String,
    ) -> String {
        let v = m.verdicts;
        let say = |template: &str, args: &[(&str, Arg<'_>)]| {
            let mut out = Vec::new();
            fill(&mut out, template, args);
            String::from_utf8_lossy(&out).into_owned()
        };
        let mut out = String::new();
        let _ = writeln!(out, "A: {}\nB: {}", data(names.0), data(names.1));
        let explanation = self.explanation().said(m, data);
        let problem = self.problem();
        let problem = problem.as_deref();
        let args =
            [("step", Arg::Num(self.step)), ("explanation", Arg::Text(explanation.as_bytes()))];
        let _ = writeln!(out, "{}\n", say(v.diff_differ, &args));
        if !self.context.is_empty() {
            let _ = writeln!(out, "  {}", v.diff_before);
            for e in &self.context {
                let _ = writeln!(
                    out,
                    "  {:>8}  {}",
                    e.step(),
                    data(&crate::problem::said(problem, e, m))
                );
            }
            out.push('\n');
        }
        let fa = self.a.as_ref().map(|e| fields_in(e, &self.schema)).unwrap_or_default();
        let fb = self.b.as_ref().map(|e| fields_in(e, &self.schema)).unwrap_or_default();
        let mut names: Vec<&'static str> = fa.iter().map(|f| f.0).collect();
        names.extend(fb.iter().map(|f| f.0).filter(|n| !fa.iter().any(|f| f.0 == *n)));
        let value = |fs: &[(&'static str, String)], name: &str| {
            fs.iter().find(|f| f.0 == name).map_or("—".to_string(), |f| f.1.clone())
        };
        let ended = |e: &Option<Event>| if e.is_none() { v.diff_ended } else { "" };
        let a_head = format!("A{}", ended(&self.a));
        let width = names
            .iter()
            .map(|n| value(&fa, n).chars().count())
            .chain([a_head.chars().count()])
            .max()
            .unwrap_or(1);
        let _ = writeln!(out, "    {:<11}{a_head:<width$}  B{}", "", ended(&self.b));
        for name in names {
            let (mark, paint) = if self.fields.contains(&name) {
                ('*', &palette.reject)
            } else {
                (' ', &Default::default())
            };
            let _ = writeln!(
                out,
                "{}  {mark} {name:<11}{:<width$}  {}{}",
                paint.open,
                value(&fa, name),
                value(&fb, name),
                paint.close
            );
        }
        out.push('\n');
        // Events from the library API need not come from a reader, which would have refused
        // a board size out of range: such a board is not drawn.
        let n = self.a_side.n.max(self.b_side.n);
        if let (true, Some(problem)) = (self.step > 0, problem) {
            // Another problem's picture before the step: its grid, its colours, its sum.
            let _ = writeln!(out, "  {}", say(v.diff_state, &[("step", Arg::Num(self.step))]));
            for row in problem.draw(&self.values, Lang::of(m)) {
                let _ = writeln!(out, "    {}", data(&row));
            }
            out.push('\n');
        } else if self.step > 0 && (1..=MAX_N).contains(&n) {
            let _ = writeln!(out, "  {}", say(v.diff_board, &[("step", Arg::Num(self.step))]));
            for row in 0..n {
                let col = self.queens.iter().find(|q| q[0] == row).map(|q| q[1]);
                let queen = format!("{}Q{}", palette.queen.open, palette.queen.close);
                let line: Vec<&str> =
                    (0..n).map(|c| if Some(c) == col { queen.as_str() } else { "." }).collect();
                let _ = writeln!(out, "    {}", line.join(" "));
            }
            out.push('\n');
        }
        let _ = writeln!(out, "  A: {}", self.a_side.said(m));
        let _ = writeln!(out, "  B: {}", self.b_side.said(m));
        out
    }
}
