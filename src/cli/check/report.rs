//! `check --report FILE.html`: a page a student opens after a run, one section per board size.
//! Where a trace parts from the model (the canonical search), the section shows the events
//! just before, then the program's step and the model's step side by side, each on its board.
//!
//! Nothing of the trace is kept while it is judged: up to the first difference the trace *is*
//! the canonical search, so the board there and the events before it are the solver's, run
//! again to that step. The page is standalone (no script, no file beside it), and every piece
//! of text goes through the HTML escaper, the program's text having been escaped and capped
//! before.

use super::words::{html, plain, Value, Words};
use super::{total, Run};
use nqueens_trace::export::{escape, LogLine, Wording};
use nqueens_trace::sink::Sink;
use nqueens_trace::verify::Difference;
use nqueens_trace::{Event, Solver};
use std::collections::VecDeque;
use std::convert::Infallible;
use std::fmt::Write;

/// How many of the events before a difference the page lists.
const BEFORE: usize = 6;

/// The page of `runs` of the program `command` (escaped and capped), asked for `limit`, in
/// the language of `w`.
pub fn page(command: &str, runs: &[Run], limit: Option<u64>, w: &Words) -> String {
    let m = w.m;
    // English keeps the bytes it always had; a language written right to left says so.
    let dir = if m.rtl { " dir=\"rtl\"" } else { "" };
    let title = escape::html(&plain(m.check_report_title));
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"{dir}>\n{HEAD}<title>{title}</title>\n{STYLE}",
        w.lang
    );
    let code = w.isolated_html(&format!("<code>{}</code>", escape::html(command)));
    let heading = w.say_html(m.check_report_heading, &[("command", Value::Said(&code))]);
    let _ = writeln!(out, "<h1>{heading}</h1>");
    let _ = writeln!(out, "<p class=\"total\">{}</p>", html(&total(runs, w)));
    for run in runs {
        section(&mut out, run, limit, w);
    }
    out.push_str("</body>\n</html>\n");
    out
}

fn section(out: &mut String, run: &Run, limit: Option<u64>, w: &Words) {
    let (class, line) = match &run.outcome {
        Ok(what) => ("valid", what.clone()),
        Err(failure) => ("invalid", failure.line(w)),
    };
    let _ = writeln!(out, "<section class=\"{class}\">\n<h2>{}</h2>", escape::html(&run.case()));
    let _ = writeln!(out, "<p class=\"verdict\">{}</p>", html(&line));
    if let Some(d) = &run.difference {
        divergence(out, run, limit, d, w);
    }
    if let Some(d) = &run.departure {
        departure(out, d, w);
    }
    out.push_str("</section>\n");
}

/// Where a trace of another problem departs from its model search: both steps, in the
/// problem's words.
fn departure(out: &mut String, d: &super::instances::Said, w: &Words) {
    let m = w.m;
    let heading = w.say_html(
        m.check_report_difference,
        &[("step", Value::Num(d.step)), ("turned", Value::Said(""))],
    );
    let _ = writeln!(out, "<h3>{heading}</h3>\n<div class=\"steps\">");
    for (who, event) in
        [(m.check_report_program_step, &d.found), (m.check_report_model_step, &d.model)]
    {
        let what = match event {
            Some(e) => html(e),
            None => m.check_report_trace_end.to_string(),
        };
        let what = format!("<strong>{what}</strong>");
        let caption = w.say_html(
            m.check_report_caption,
            &[("who", Value::Said(who)), ("what", Value::Said(&what))],
        );
        let _ = writeln!(out, "<figure>\n<figcaption>{caption}</figcaption>\n</figure>");
    }
    out.push_str("</div>\n");
}

/// The events before the difference `d`, and both steps on their boards.
fn divergence(out: &mut String, run: &Run, limit: Option<u64>, d: &Difference, w: &Words) {
    let (super::Board::Size(n), m) = (&run.board, w.m) else { return };
    let n = *n;
    let Some(before) = Before::at(n, limit, &run.start, d.step) else { return };
    let turned = Value::Said(if run.transposed { m.check_report_turned } else { "" });
    let heading =
        w.say_html(m.check_report_difference, &[("step", Value::Num(d.step)), ("turned", turned)]);
    let _ = writeln!(
        out,
        "<h3>{heading}</h3>\n<ol class=\"before\" start=\"{}\">",
        d.step - before.recent.len() as u64
    );
    // The events in the words of the trace itself, in the report's language.
    let mut lines = LogLine::new(Wording { lang: w.lang, one_based: false });
    for event in &before.recent {
        let _ = writeln!(out, "<li>{}</li>", w.isolated_html(&escape::html(&lines.bare(event))));
    }
    out.push_str("</ol>\n<div class=\"steps\">\n");
    let steps =
        [(m.check_report_program_step, &d.found), (m.check_report_model_step, &d.canonical)];
    let mut drawn = [false; MARKS.len()];
    for (who, event) in steps {
        let what = match event {
            Some(e) => w.isolated_html(&escape::html(&lines.bare(e))),
            None => m.check_report_trace_end.to_string(),
        };
        let what = format!("<strong>{what}</strong>");
        let caption = w.say_html(
            m.check_report_caption,
            &[("who", Value::Said(who)), ("what", Value::Said(&what))],
        );
        let _ = writeln!(out, "<figure>\n<figcaption>{caption}</figcaption>");
        board(out, n, &before.queens, event.as_ref(), &mut drawn);
        out.push_str("</figure>\n");
    }
    out.push_str("</div>\n");
    legend(out, &drawn, w);
}

/// The marks a board may show, as the legend lists them: the classes of a square and its
/// glyph, in the order of [`nqueens_trace::lang::verdicts::Verdicts::report_marks`].
const MARKS: [(&str, &str); 7] = [
    ("light", "♛"),
    ("light tried", "?"),
    ("light placed", "♛"),
    ("light rejected", "✗"),
    ("light lifted", "♕"),
    ("light attacker", "♛"),
    ("light attacker absent", ""),
];

/// The legend of the marks `drawn` on the boards, each beside its words.
fn legend(out: &mut String, drawn: &[bool; MARKS.len()], w: &Words) {
    out.push_str("<ul class=\"legend\">\n");
    let words = w.m.verdicts.report_marks;
    for (((class, glyph), words), _) in MARKS.iter().zip(words).zip(drawn).filter(|m| *m.1) {
        let _ = writeln!(
            out,
            "<li><span class=\"key {class}\">{glyph}</span> {}</li>",
            escape::html(words)
        );
    }
    out.push_str("</ul>\n");
}

/// The canonical search up to a step: the queens on the board there, and the events just
/// before it.
struct Before {
    stop: u64,
    seen: u64,
    queens: Vec<(u32, u32)>,
    recent: VecDeque<Event>,
}

impl Before {
    /// The search of board `n` with `limit` from `start`, run to step `step`; `None` if it
    /// ends before.
    fn at(n: u32, limit: Option<u64>, start: &[u32], step: u64) -> Option<Before> {
        let queens = start.iter().enumerate().map(|(r, &c)| (r as u32, c)).collect();
        let mut before = Before { stop: step, seen: 0, queens, recent: VecDeque::new() };
        let _ = Solver::new(n).ok()?.limit(limit).from(start).ok()?.run(&mut before);
        (before.seen == step).then_some(before)
    }
}

impl Sink for Before {
    type Error = Infallible;

    fn event(&mut self, event: &Event) -> Result<bool, Infallible> {
        if self.seen == self.stop {
            return Ok(false);
        }
        self.seen += 1;
        match *event {
            Event::Accept { row, col, .. } => self.queens.push((row, col)),
            Event::Backtrack { .. } => {
                self.queens.pop();
            }
            _ => {}
        }
        if self.recent.len() == BEFORE {
            self.recent.pop_front();
        }
        self.recent.push_back(event.clone());
        Ok(self.seen < self.stop)
    }
}

/// The board with `queens`, and `event`'s square marked: the square tried, the queen placed
/// or lifted, the square rejected with the queen it names (where no queen stands, if it
/// does not). Each mark drawn is set in `drawn`, for the legend.
fn board(
    out: &mut String,
    n: u32,
    queens: &[(u32, u32)],
    event: Option<&Event>,
    drawn: &mut [bool; MARKS.len()],
) {
    let (mark, with) = match event {
        Some(Event::Try { row, col, .. }) => (Some((*row, *col, "tried")), None),
        Some(Event::Accept { row, col, .. }) => (Some((*row, *col, "placed")), None),
        Some(Event::Reject { row, col, with, .. }) => {
            (Some((*row, *col, "rejected")), Some((with[0], with[1])))
        }
        Some(Event::Backtrack { row, col, .. }) => (Some((*row, *col, "lifted")), None),
        _ => (None, None),
    };
    let _ = writeln!(out, "<table class=\"board\" style=\"--n:{n}\">");
    for r in 0..n {
        out.push_str("<tr>");
        for c in 0..n {
            let mut class = vec![if (r + c) % 2 == 0 { "light" } else { "dark" }];
            let queen = queens.contains(&(r, c));
            let mut glyph = if queen { "♛" } else { "" };
            let mut drew = queen.then_some(0);
            if let Some((_, _, how)) = mark.filter(|m| (m.0, m.1) == (r, c)) {
                class.push(how);
                let (shown, mark) = match how {
                    "placed" => ("♛", 2),
                    "lifted" => ("♕", 4),
                    "rejected" => ("✗", 3),
                    _ => ("?", 1),
                };
                (glyph, drew) = (shown, Some(mark));
            }
            if with == Some((r, c)) {
                class.push("attacker");
                drew = Some(5);
                if !queen {
                    class.push("absent");
                    drew = Some(6);
                }
            }
            if let Some(mark) = drew {
                drawn[mark] = true;
            }
            let _ = write!(out, "<td class=\"{}\">{glyph}</td>", class.join(" "));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n");
}

/// The page's head up to its title.
const HEAD: &str = r#"<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
"#;

/// The rest of the head and the body's start. The sections' border is on the side where their
/// lines begin, and a board reads left to right in either direction, as its squares are
/// numbered.
const STYLE: &str = r#"<style>
:root { color-scheme: light dark; --ink: #1b1b1b; --paper: #fdfdfb; --light: #f0d9b5; --dark: #b58863; --bad: #c62828; --good: #2e7d32; }
@media (prefers-color-scheme: dark) { :root { --ink: #e8e8e8; --paper: #161616; --light: #8a7560; --dark: #5a4634; --bad: #ff6b6b; --good: #7bd88f; } }
body { font: 16px/1.45 system-ui, sans-serif; color: var(--ink); background: var(--paper); margin: 1.5rem auto; max-width: 62rem; padding: 0 1rem; }
h1 { font-size: 1.3rem; overflow-wrap: anywhere; }
section { border-inline-start: 4px solid var(--good); padding: .2rem 0 .6rem; padding-inline-start: 1rem; margin: 1.2rem 0; }
section.invalid { border-color: var(--bad); }
.verdict { overflow-wrap: anywhere; }
.before { font-family: ui-monospace, monospace; font-size: .9rem; }
.steps { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 2rem; }
figure { margin: 0; min-width: 0; }
figcaption { margin-bottom: .4rem; overflow-wrap: anywhere; }
.board { border-collapse: collapse; direction: ltr; }
.board td { width: min(2.4rem, calc(80vw / var(--n))); height: min(2.4rem, calc(80vw / var(--n))); padding: 0; text-align: center; font-size: 1.4rem; }
.light { background: var(--light); } .dark { background: var(--dark); }
.tried { outline: 3px solid #1e88e5; outline-offset: -3px; }
.placed { outline: 3px solid var(--good); outline-offset: -3px; }
.rejected, .lifted { outline: 3px solid var(--bad); outline-offset: -3px; color: var(--bad); }
.attacker { outline: 3px dashed var(--bad); outline-offset: -3px; }
.absent { background-image: repeating-linear-gradient(45deg, transparent 0 5px, color-mix(in srgb, var(--bad) 35%, transparent) 5px 7px); }
.legend { list-style: none; padding: 0; margin: 1rem 0 0; display: flex; flex-wrap: wrap; gap: .4rem 1.2rem; }
.legend li { display: flex; align-items: center; gap: .4rem; }
.legend .key { display: inline-block; width: 1.8rem; height: 1.8rem; line-height: 1.8rem; text-align: center; font-size: 1.2rem; }
</style>
</head>
<body>
"#;
