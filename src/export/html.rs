//! `html`: one self-contained file that plays the search back, for a projector.
//!
//! Inline CSS and JavaScript, no network: it works from a USB stick in a lecture hall. The
//! board shows the queens so far, the squares they attack, the square being tried, and on a
//! reject the attacking queen and the line of attack; beside it the search tree built up to the
//! step (finished subtrees folded to a count, a click on a node goes to its step), the indented
//! log with the current line highlighted, and under `--code PROGRAM` the program with the line
//! that produced the step and its call stack; above it the counts so far and "step K of N".
//! Play, pause, step, first, last, next and previous solution, a slider over every step and a
//! speed; the keys of `step` (space and → next, ← back, n / N solutions, Enter or p play, Home,
//! End; a swipe on a phone). A quiz asks, before each try is answered, whether it will be
//! accepted and, if not, which queen attacks it along which line, and at a backtrack whether a
//! square right of the lifted queen is still free: the questions of [`crate::quiz`], the
//! terminal's, whose facts each record carries; in a quiz nothing past the current line is on
//! the screen, and the page keeps a score and lists the wrong answers at the end. Every word is
//! in the language of [`Wording`], and the page can switch to any other: it carries the
//! templates of every language and writes the log lines itself from the records, so a switch
//! needs no new export and the records carry no text. The theme is light, dark or the
//! viewer's (`--theme auto`), switchable in the page. The address follows the step, so a link
//! opens where it was: `player.html#step=42&quiz&lang=fa&theme=dark`; `#play` starts playing.
//!
//! A trace of another problem (a Sudoku, a graph colouring, a subset sum) plays in the same
//! page: its grid in boxes with the givens set apart, its graph at the places the library gives
//! its vertices (the map of Australia as it lies) filled with their colours and named, its items
//! with the running sum against the target, each step marked as [`crate::picture::Picture`]
//! decides (the place tried, the one holding the value, the unit, a bound's numbers); the log
//! lines in the problem's own words, the search tree a row per variable, and a quiz that asks
//! at each try whether it is accepted or rejected and by which rule. Its exercise places
//! queens, so the page says it is for N-Queens, in its language, and a code pane (its
//! programs are N-Queens') is left out. What the page receives is `html/problem.rs`'s.
//!
//! Every step is embedded (with its whole board, so the slider can jump anywhere at once), so
//! the driver caps the trace at [`super::MAX_EMBEDDED_STEPS`] unless forced; the records are
//! kept until [`Exporter::end`], so a trace past the cap is refused before a byte is written.
//! The page's header needs the last step, so the records wait for the end: past a few
//! megabytes in an unnamed temporary file, so a forced export of millions of steps runs in
//! flat memory.
//! The page draws a bounded part of it at each step (the log lines around the current one, the
//! tree along the current path), so a long trace plays as fast as a short one.

use super::{escape, Exporter, Format, Frame, Wording};
use crate::choice::Choice;
use crate::event::{Conflict, Event, Kind};
use crate::export::ExportError;
use crate::program::Program;
use std::io::Write;

// The exercise behind the page's switch (the player's exercise).
mod exercise;
mod page;
pub use exercise::Exercise;
// The search tree and the variables panes (panes).
mod panes;
// Another problem's grid, graph or items (problem).
mod problem;

/// The `html` format.
pub const FORMAT: Format =
    Format::new("html", "A self-contained HTML player (inline CSS and JavaScript)")
        .cap(super::MAX_EMBEDDED_STEPS)
        .page();

const CSS: &str = include_str!("player.css");
const JS: &str = include_str!("player.js");
/// The player's words (the log lines, the quiz), apart from the page (words.js).
const WORDS_JS: &str = include_str!("player/words.js");
/// The options of the player.
#[derive(Debug, Clone)]
pub struct Options {
    /// The title shown on the page; default `n-queens N×N`.
    pub title: Option<String>,
    /// The language and numbering of the log lines and of the player's own words.
    pub wording: Wording,
    /// The colours the page opens with; default light.
    pub theme: PageTheme,
    /// The glyph of a queen on the board; default ♛.
    pub queen: char,
    /// The program of the code pane; default none, no pane.
    pub code: Option<&'static Program>,
    /// The exercise the page opens in; default none, the switch off (the player's exercise).
    pub exercise: Option<Exercise>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            title: None,
            wording: Wording::default(),
            theme: PageTheme::default(),
            queen: '\u{265B}',
            code: None,
            exercise: None,
        }
    }
}

/// The same options: the same program of the code pane is the same one of
/// [`Program::all`].
impl PartialEq for Options {
    fn eq(&self, other: &Options) -> bool {
        let code = match (self.code, other.code) {
            (Some(a), Some(b)) => std::ptr::eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        };
        code && (&self.title, self.wording, self.theme, self.queen, self.exercise)
            == (&other.title, other.wording, other.theme, other.queen, other.exercise)
    }
}

super::format_options!(Html);

/// The colours a page opens with: a picture's, or the viewer's own preference, which a page
/// alone can follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PageTheme {
    /// Dark ink on a white page (the default).
    #[default]
    Light,
    /// Light ink on a dark page.
    Dark,
    /// The viewer's light or dark preference (`prefers-color-scheme`), switchable in the page.
    Auto,
}

crate::choice::choice!(PageTheme { Light = "light", Dark = "dark", Auto = "auto" });

/// Writes the player.
#[derive(Debug)]
pub struct Html<W: Write> {
    out: W,
    n: u32,
    records: super::spool::Spool,
    last_step: u64,
    options: Options,
    /// The distinct variables of the code pane's program, under `--code` (panes).
    vars: panes::VarTable,
    /// Another problem than N-Queens, whose picture the page draws (problem).
    drawn: Option<problem::Drawn>,
}

impl<W: Write> Html<W> {
    /// The player that `options` describe, written into `out`.
    pub fn new(out: W, options: &Options) -> Self {
        Html {
            out,
            n: 1,
            records: super::spool::Spool::default(),
            last_step: 0,
            options: options.clone(),
            vars: panes::VarTable::default(),
            drawn: None,
        }
    }

    /// The options it was made with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

fn kind_code(event: &Event) -> &'static str {
    match event {
        Event::Start { .. } => "s",
        Event::Try { .. } => "t",
        Event::Accept { .. } => "a",
        Event::Reject { .. } => "r",
        Event::Solution { .. } => "S",
        Event::Backtrack { .. } => "b",
        Event::Done { .. } => "d",
    }
}

fn conflict_code(event: &Event) -> &'static str {
    match event {
        Event::Reject { conflict, .. } => conflict_letter(*conflict),
        _ => "",
    }
}

/// The page's letter of a line of attack.
fn conflict_letter(line: Conflict) -> &'static str {
    match line {
        Conflict::Column
        | Conflict::Row
        | Conflict::Box
        | Conflict::Edge
        | Conflict::Over
        | Conflict::Short => "c",
        Conflict::Diagonal => "d",
        Conflict::AntiDiagonal => "a",
    }
}

/// A JSON string of `text` for the page's script, with its control and bidirectional
/// characters escaped as the terminal shows them, so that the page shows them as text too.
fn text(text: &str) -> String {
    escape::script_json(&crate::escape::escape(text))
}

/// The kind of the event before `event` in the trace, as far as [`Program::lines_for`] needs
/// it: whether a backtrack follows a solution. A queen in the last row is placed only when it
/// completes a solution, so a backtrack there is one after a solution, even when the export
/// left out the solution's step.
fn previous_kind(event: &Event, n: u32) -> Option<Kind> {
    match *event {
        Event::Backtrack { row, .. } if row + 1 == n => Some(Kind::Solution),
        _ => None,
    }
}

/// The code pane's data for one step: the lines that produced it and the call stack, one
/// column per frame from the outermost (`null` for a solution's frame, which has none).
fn code_fields(program: &Program, event: &Event, queens: &[u32], n: u32) -> String {
    let lines = program.lines_for(event.kind(), previous_kind(event, n));
    let lines: Vec<String> = lines.iter().map(u32::to_string).collect();
    let stack: Vec<String> = program
        .stack(event, queens)
        .iter()
        .map(|f| f.col.map_or("null".to_string(), |c| c.to_string()))
        .collect();
    format!(",[{}],[{}]", lines.join(","), stack.join(","))
}

impl<W: Write> Exporter for Html<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        self.n = n;
        Ok(())
    }

    fn problem(&mut self, problem: &dyn crate::problem::Problem) -> Result<(), ExportError> {
        self.drawn = Some(problem::Drawn::new(problem));
        Ok(())
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        if let (Some(drawn), Some(picture)) = (&mut self.drawn, frame.picture) {
            let base = u32::from(self.options.wording.one_based);
            let record = drawn.record(frame, picture, base)?;
            self.last_step = frame.event.step();
            return self.records.push(record.as_bytes());
        }
        let e = frame.event;
        let (r, c) = e.square().map_or((-1, -1), |(r, c)| (r as i64, c as i64));
        let (ar, ac) = frame.attack().map_or((-1, -1), |(a, _, _)| (a.0 as i64, a.1 as i64));
        let b = frame.board;
        let queens: Vec<String> = b.queens().iter().map(u32::to_string).collect();
        let code = match self.options.code {
            // The variables after the lines and the stack (panes).
            Some(program) => {
                code_fields(program, e, b.queens(), self.n)
                    + &self.vars.field(program, e, b.queens(), self.n)
            }
            None => String::new(),
        };
        self.last_step = e.step();
        let record = format!(
            "[{},\"{}\",{r},{c},{ar},{ac},\"{}\",[{}],{},{},{},{},{},{}{code}],\n",
            e.step(),
            kind_code(e),
            conflict_code(e),
            queens.join(","),
            b.counts.tries,
            b.counts.accepts,
            b.counts.rejects,
            b.counts.backtracks,
            b.counts.solutions,
            facts(e, b.queens(), self.n),
        );
        self.records.push(record.as_bytes())
    }

    fn end(&mut self) -> Result<(), ExportError> {
        let n = self.n;
        let lang = self.options.wording.lang;
        let m = lang.messages();
        let title = match &self.drawn {
            Some(drawn) => drawn.title(&self.options.title, lang),
            None => super::title_in(&self.options.title, n, lang),
        };
        // The code pane's programs are N-Queens': another problem's page has none.
        let code_program = if self.drawn.is_some() { None } else { self.options.code };
        let title_html = escape::html(&title);
        // Another problem's picture: its style and script, which an N-Queens page has no use
        // for (problem).
        let (picture_css, picture_js) = match self.drawn {
            Some(_) => (problem::CSS, problem::JS),
            None => ("", ""),
        };
        let theme = self.options.theme.as_str();
        let scheme = if self.options.theme == PageTheme::Dark { "dark" } else { "light" };
        let last = self.last_step;
        let out = &mut self.out;
        write!(
            out,
            "<!DOCTYPE html>\n<html lang=\"{}\" dir=\"{}\" data-theme=\"{theme}\" data-scheme=\"{scheme}\">\n\
             <head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <meta name=\"color-scheme\" content=\"light dark\">\n\
             <title>{title_html}</title>\n<style>\n{CSS}{panes_css}{exercise_css}{picture_css}</style>\n</head>\n<body>\n\
             <header>\n<h1>{title_html}</h1>\n<div id=\"counters\">\n\
             <span class=\"counter\" id=\"c-step\" data-step=\"0\" data-last=\"{last}\"></span>\n",
            lang.as_str(),
            m.page_dir,
            panes_css = panes::CSS,
            exercise_css = exercise::CSS,
        )?;
        for id in ["tries", "accepts", "rejects", "backtracks", "solutions"] {
            writeln!(out, "<span class=\"counter\" id=\"c-{id}\" data-count=\"0\"></span>")?;
        }
        out.write_all(page::localize(page::SWITCHES, m).as_bytes())?;
        let queen = self.options.queen.to_string();
        let queen_html = escape::html(&crate::escape::escape(&queen));
        // Beside the code, the tree's row is sized for a path of n rows (the style's --tree-n).
        if code_program.is_some() {
            writeln!(out, "<main class=\"code\" style=\"--tree-n:{}\">", self.n)?;
        } else {
            out.write_all(b"<main>\n")?;
        }
        let stage = page::STAGE.replace("{queen}", &queen_html);
        out.write_all(page::localize(&stage, m).as_bytes())?;
        if let Some(program) = code_program {
            page::code_pane(out, program, m)?;
        }
        out.write_all(page::localize(page::PANES, m).as_bytes())?;
        let code = match code_program {
            Some(program) => page::code_data(program),
            None => "null".to_string(),
        };
        let given = match &self.options.title {
            Some(_) => text(&title),
            None => "null".to_string(),
        };
        if let Some(drawn) = &self.drawn {
            let base = u32::from(self.options.wording.one_based);
            writeln!(out, "<script>\nconst PROBLEM = {};\n</script>", drawn.data(base))?;
        }
        // The records are data, not code: one string that the page parses at once with one
        // JSON.parse, several times faster than evaluating an array literal of the same size
        // (issue 22, point 9). A template literal holds them as they are: a record holds
        // numbers, `null` and one-letter codes in double quotes only, never a backquote, a
        // backslash, `${` or `</script`. Each is on a line of its own, followed by a comma, as
        // the spool holds them.
        write!(
            out,
            "<script>\nconst LANGS = {};\nconst CODE = {code};\n\
             const TRACE = {{\"n\":{n},\"base\":{},\"theme\":\"{theme}\",\"lang\":\"{}\",\"title\":{given},\"indent\":{},\"queen\":{},\"steps\":[]}};\n\
             TRACE.steps = JSON.parse(\"[\" + `\n",
            page::languages(),
            u8::from(self.options.wording.one_based),
            lang.as_str(),
            escape::script_json(&crate::printer::text::TextOptions::default().indent),
            text(&queen),
        )?;
        std::mem::take(&mut self.records).copy_to(out)?;
        // Without the first line break and the last comma (and its line break): `[]` when
        // there is no record.
        out.write_all(b"`.slice(1, -2) + \"]\");\n")?;
        // The panes' words and variables, and their scripts, which run after the player's (in
        // its element, so the page keeps two): they hook in through its window.player, and draw
        // the step it opened on at once (panes).
        panes::write_words(out)?;
        std::mem::take(&mut self.vars).write(out)?;
        exercise::write_data(out, self.options.exercise)?;
        // The scripts that hold no page of their own (the words and the exercise's judge) in an
        // element before the player's, which a test runs under node alone.
        write!(
            out,
            "</script>\n<script>\n{WORDS_JS}{}{picture_js}</script>\n<script>\n{JS}{}{}{}</script>\n</body>\n</html>\n",
            exercise::JUDGE_JS,
            panes::TREE_JS,
            panes::VARS_JS,
            exercise::JS
        )?;
        Ok(out.flush()?)
    }
}

/// What the log line of `event` needs beyond the record's other fields: the search's limit
/// for the start (`null` for none), the index for a solution, the totals and whether the
/// search finished for the done line (`[s,t,a,r,b,complete]`); 0 for accepts and rejects. The
/// page writes the line itself, in whichever language the student picks.
///
/// A try and a backtrack carry their quiz question's facts, as the library decides them
/// ([`crate::quiz`]), so that the page judges by them and holds no attack rule of its own: a
/// try how the queen of each row above attacks its square, one letter a row (`"c.a"`: the
/// queen of row 0 along its column, of row 2 along the anti-diagonal, of row 1 not at all); a
/// backtrack the first free column right of it (-1 for none), or `null` where it asks nothing.
fn facts(event: &Event, queens: &[u32], n: u32) -> String {
    match *event {
        Event::Try { row, col, .. } => {
            // One letter a row above, in few bytes: a try is every third record.
            let mut lines = vec!["."; queens.len().min(row as usize)];
            for ((r, _), how) in crate::quiz::attackers(queens, (row, col), n) {
                lines[r as usize] = conflict_letter(how);
            }
            return format!("\"{}\"", lines.concat());
        }
        Event::Backtrack { .. } => {
            return match crate::quiz::Question::at(event, None, queens, n) {
                Some(crate::quiz::Question::Row { free, .. }) => {
                    free.map_or("-1".to_string(), |c| c.to_string())
                }
                _ => "null".to_string(),
            }
        }
        _ => {}
    }
    match event {
        Event::Start { limit, .. } => limit.map_or("null".to_string(), |k| k.to_string()),
        Event::Solution { index, .. } => index.to_string(),
        Event::Done { .. } => match crate::solver::Stats::of_done(event) {
            Some(s) => format!(
                "[{},{},{},{},{},{}]",
                s.solutions,
                s.tries,
                s.accepts,
                s.rejects,
                s.backtracks,
                u8::from(s.complete)
            ),
            None => "0".to_string(),
        },
        _ => "0".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{rendered, Window};
    use crate::solver::Solver;

    #[test]
    fn a_record_carries_the_whole_board_and_what_its_log_line_needs() {
        let html = rendered(&Options::default(), 4, Window::step(12));
        let records: Vec<&str> = html.lines().filter(|l| l.starts_with('[')).collect();
        // The page writes the line itself, from the record and the language's templates.
        assert_eq!(records, ["[12,\"r\",2,1,1,2,\"a\",[0,2],6,2,4,0,0,0],"]);
        assert!(html.contains("<title>n-queens 4×4</title>"));
        assert!(html.contains(
            "const CODE = null;\nconst TRACE = {\"n\":4,\"base\":0,\"theme\":\"light\",\"lang\":\"en\",\
             \"title\":null,\"indent\":\"│ \",\"queen\":\"♛\",\"steps\":[]};\nTRACE.steps = JSON.parse(\"[\" + `\n"
        ));
    }

    #[test]
    fn a_try_and_a_backtrack_carry_their_quiz_questions_facts() {
        // Step 13 tries (2,2) under (0,0) and (1,2): the first along the diagonal, the second
        // along its column. Step 17 lifts (1,2): (1,3) is free. Step 38 lifts (0,0): with no
        // queen above, (0,1) is free.
        let html = rendered(&Options::default(), 4, Window::default());
        let records: Vec<&str> = html.lines().filter(|l| l.starts_with('[')).collect();
        assert_eq!(records[13], "[13,\"t\",2,2,-1,-1,\"\",[0,2],7,2,4,0,0,\"dc\"],");
        assert_eq!(records[17], "[17,\"b\",1,2,-1,-1,\"\",[0],8,2,6,1,0,3],");
        assert!(records[38].starts_with("[38,\"b\",0,0,") && records[38].ends_with(",1],"));
        // A backtrack from the last column asks nothing.
        let last = records.iter().find(|r| r.contains("\"b\",1,3,")).unwrap();
        assert!(last.ends_with(",null],"), "{last}");
    }

    #[test]
    fn the_records_are_one_string_that_the_page_parses_at_once() {
        let options =
            Options { code: Some(Program::named("python").unwrap()), ..Options::default() };
        let html = rendered(&options, 4, Window::default());
        let start = "TRACE.steps = JSON.parse(\"[\" + `\n";
        let body = &html[html.find(start).unwrap() + start.len()..];
        let body = &body[..body.find('`').unwrap()];
        // As the page reads them: the last comma dropped, the whole parsed as one array.
        let json = format!("[{}]", &body[..body.rfind(',').unwrap()]);
        let steps: Vec<serde_json::Value> = serde_json::from_str(&json).unwrap();
        assert_eq!(steps.len(), body.lines().count());
        assert_eq!(steps[12][0], 12);
        // One record a line, and nothing a template literal would read as more than text.
        assert!(body.lines().all(|l| l.starts_with('[') && l.ends_with("],")));
        assert!(!body.contains('\\') && !body.contains("${"));
        assert!(html[html.find(start).unwrap()..].contains("],\n`.slice(1, -2) + \"]\");\n"));
    }

    #[test]
    fn the_start_solution_and_done_records_carry_their_facts() {
        let html = rendered(&Options::default(), 4, Window::default());
        let records: Vec<&str> = html.lines().filter(|l| l.starts_with('[')).collect();
        assert!(records[0].ends_with(",null],"), "no limit: {}", records[0]);
        let solution = records.iter().find(|r| r.contains("\"S\"")).unwrap();
        assert!(solution.ends_with(",1,1],"), "the first solution: {solution}");
        // The done line's totals and whether the search finished.
        assert!(
            records.last().unwrap().ends_with(",60,16,44,16,2,[2,60,16,44,16,1]],"),
            "{}",
            records.last().unwrap()
        );
    }

    #[test]
    fn the_page_speaks_the_language_it_is_exported_in() {
        let options = Options {
            wording: Wording { lang: crate::lang::Lang::Fa, one_based: false },
            ..Options::default()
        };
        let html = rendered(&options, 4, Window::step(0));
        assert!(html.contains("<html lang=\"fa\" dir=\"rtl\""));
        assert!(html.contains("<title>مسئله 4 وزیر 4×4</title>"));
        assert!(html.contains("<span data-w=\"page_quiz\">آزمون</span>"));
        // Every language's words are in the page, for the menu.
        for tag in ["\"en\":{", "\"zh\":{", "\"zh-Hant\":{", "\"fa\":{", "\"tr\":{"] {
            assert!(html.contains(tag), "{tag}");
        }
    }

    /// The player's records with `options`, one string per step.
    fn records(n: u32, options: &Options) -> Vec<String> {
        let html = rendered(options, n, Window::default());
        html.lines().filter(|l| l.starts_with('[')).map(String::from).collect()
    }

    #[test]
    fn under_code_a_record_names_its_lines_and_its_call_stack() {
        let options =
            Options { code: Some(Program::named("python").unwrap()), ..Options::default() };
        let records = records(4, &options);
        // Step 12 rejects (2,1): the test of the sets, with place(0) at column 0, place(1) at
        // column 2 and place(2) at the refused column 1.
        // Then its variables, by their index among the distinct ones (panes): antis holds
        // row + col = 3, so python's `or` stops there.
        assert!(records[12].ends_with(",[62],[0,2,1],[19,20,21]],"), "{}", records[12]);
        let html = rendered(&options, 4, Window::default());
        let vars = html.lines().find_map(|l| l.strip_prefix("const VARS = ")).unwrap();
        let vars: Vec<String> = serde_json::from_str(vars.trim_end_matches(';')).unwrap();
        assert_eq!(vars[21], "antis`={0, `f3`=}`|`p3`= in {0, `f3`=} → `oTrue");
        // The first solution: the function entered once more, for the row below the last.
        let solution = records.iter().find(|r| r.contains("\"S\"")).unwrap();
        assert!(solution.contains(",[56,57],[1,3,0,2,null],["), "{solution}");
    }

    #[test]
    fn a_backtrack_in_the_last_row_is_the_one_after_a_solution() {
        for n in 1..=7 {
            let mut events = Vec::new();
            Solver::new(n).unwrap().run(&mut events).unwrap();
            for pair in events.windows(2) {
                if pair[1].kind() == Kind::Backtrack {
                    let after_solution = pair[0].kind() == Kind::Solution;
                    assert_eq!(
                        previous_kind(&pair[1], n) == Some(Kind::Solution),
                        after_solution,
                        "n={n} {:?}",
                        pair[1]
                    );
                }
            }
        }
    }

    #[test]
    fn the_page_opens_in_the_theme_asked_for() {
        for (theme, name, scheme) in [
            (PageTheme::Light, "light", "light"),
            (PageTheme::Dark, "dark", "dark"),
            (PageTheme::Auto, "auto", "light"),
        ] {
            let options = Options { theme, ..Options::default() };
            let html = rendered(&options, 1, Window::step(0));
            let root = format!(
                "<html lang=\"en\" dir=\"ltr\" data-theme=\"{name}\" data-scheme=\"{scheme}\">"
            );
            assert!(html.contains(&root), "{theme:?}");
        }
    }
}
