//! The variables pane of `step --code`: under the program, its variables at the step in the
//! program's own names and syntax ([`Program::variables`]), the value the marked line tests
//! underlined and the one that answers it reversed, so they read without colour too.

use crossterm::style::{Attribute, SetAttribute};
use crossterm::{cursor, queue, style::Print};
use nqueens_trace::cursor::Cursor;
use nqueens_trace::program::{Program, Role, Token};
use nqueens_trace::Event;
use std::io;

/// The rows the pane takes for `program` on a board of `n`: a title and a row per variable
/// (a grid's rows each), so the code above it knows its room before the step is known.
pub(super) fn rows(program: &Program, n: u32) -> usize {
    let at = Event::Done {
        step: 0,
        solutions: 0,
        tries: 0,
        accepts: 0,
        rejects: 0,
        backtracks: 0,
        complete: true,
    };
    // The variables after the search, during a try and at an accept (where the generator has
    // its board too): the most of them is the room the pane keeps.
    let count = |e: &Event, queens: &[u32]| -> usize {
        let vars = program.variables(e, None, queens, n);
        vars.iter().map(|v| 1 + v.tokens().iter().filter(|t| t.text.contains('\n')).count()).sum()
    };
    let try_ = Event::Try { step: 1, row: 0, col: 0 };
    let accept = Event::Accept { step: 2, row: 0, col: 0 };
    1 + count(&at, &[]).max(count(&try_, &[])).max(count(&accept, &[0]))
}

/// The pane's lines at the cursor's step: the title, then `name = value   test`, each row of
/// a grid on a line of its own; the marks as terminal attributes.
pub(super) fn lines<I>(program: &Program, s: &Cursor<I>, title: &str) -> Vec<String>
where
    I: Iterator<Item = Result<Event, String>>,
{
    let previous = s.pos().checked_sub(1).map(|i| s.events()[i].kind());
    let mut out = vec![format!("── {title} ")];
    for v in program.variables(s.current(), previous, s.placed(), s.n()) {
        let mut tokens = v.tokens();
        if let Some(test) = v.test_tokens() {
            tokens.push(Token { text: "   ".to_string(), role: Role::Plain });
            tokens.extend(test);
        }
        let mut line = format!("{} = ", v.name);
        let indent = " ".repeat(line.len());
        for t in tokens {
            for (i, piece) in t.text.split('\n').enumerate() {
                if i > 0 {
                    out.push(std::mem::replace(&mut line, indent.clone()));
                }
                line.push_str(&styled(piece, t.role));
            }
        }
        out.push(line);
    }
    out
}

/// `text` with the attributes of its role.
fn styled(text: &str, role: Role) -> String {
    let attributes: &[Attribute] = match role {
        Role::Plain => return text.to_string(),
        Role::Probe => &[Attribute::Underlined, Attribute::Bold],
        Role::Found | Role::Written => &[Attribute::Reverse],
        Role::Removed => &[Attribute::CrossedOut],
        Role::Outcome => &[Attribute::Bold],
    };
    let mut out = Vec::new();
    for &a in attributes {
        let _ = queue!(out, SetAttribute(a));
    }
    let _ = queue!(out, Print(text), SetAttribute(Attribute::Reset));
    String::from_utf8_lossy(&out).into_owned()
}

/// Draws `lines` from column `x`, row `top`, each cut to `width` columns.
pub(super) fn draw(
    out: &mut Vec<u8>,
    lines: &[String],
    x: usize,
    top: usize,
    width: usize,
) -> io::Result<()> {
    for (i, line) in lines.iter().enumerate() {
        // The title runs across the pane, as the code's does.
        let rule = if i == 0 {
            "─".repeat(width.saturating_sub(line.chars().count()))
        } else {
            String::new()
        };
        let text = super::view::fit(&format!("{line}{rule}"), width);
        queue!(out, cursor::MoveTo(x as u16, (top + i) as u16), Print(text))?;
        queue!(out, SetAttribute(Attribute::Reset))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::{Filter, Solver};

    /// The pane at step `step` of n=4, its attributes shown as `_…_` (underlined), `[…]`
    /// (reversed), `~…~` (crossed out) and `*…*` (bold).
    fn pane(name: &str, step: usize) -> Vec<String> {
        let mut events = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        let mut s =
            Cursor::new(events.into_iter().map(Ok::<Event, String>), Filter::default()).unwrap();
        while s.pos() < step {
            s.forward();
        }
        lines(Program::named(name).unwrap(), &s, "variables")
            .iter()
            .map(|l| {
                l.replace("\x1b[4m\x1b[1m", "_")
                    .replace("\x1b[7m", "[")
                    .replace("\x1b[9m", "~")
                    .replace("\x1b[1m", "*")
                    .replace("\x1b[0m", "|")
            })
            .collect()
    }

    #[test]
    fn the_pane_shows_the_program_s_variables_and_marks_the_test() {
        assert_eq!(
            pane("python", 12),
            [
                "── variables ",
                "cols = {0, 2}   _1| in {0, 2} → *False|",
                "diags = {-1, 0}   _1| in {-1, 0} → *False|",
                "antis = {0, [3|}   _3| in {0, [3|} → *True|"
            ]
        );
        assert_eq!(pane("python", 17)[1], "cols = {0}   − ~2|");
        assert_eq!(
            pane("cpp-iterative", 17),
            ["── variables ", "k = 1", "x = {0, 2, [4|}   x[2] == _4| → *true|"]
        );
        assert_eq!(
            pane("pseudo", 2),
            [
                "── variables ",
                "board = [1| 0 0 0",
                "        0 0 0 0",
                "        0 0 0 0",
                "        0 0 0 0"
            ]
        );
    }

    #[test]
    fn the_room_kept_is_the_room_taken() {
        assert_eq!(rows(Program::named("python").unwrap(), 8), 4);
        assert_eq!(rows(Program::named("cpp-recursive").unwrap(), 8), 3);
        assert_eq!(rows(Program::named("python-generator").unwrap(), 8), 3);
        assert_eq!(rows(Program::named("pseudo").unwrap(), 8), 9);
    }
}
