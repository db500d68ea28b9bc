//! The variables pane of `step --code`: under the program, its variables at the step in the
//! program's own names and syntax ([`Program::variables`]), the value the marked line tests
//! underlined and the one that answers it reversed, so they read without colour too.

use crossterm::style::{Attribute, SetAttribute};
use crossterm::{queue, style::Print};
use nqueens_trace::cursor::Cursor;
use nqueens_trace::program::{Program, Role, Token, Trail};
use nqueens_trace::Event;

/// The pane's lines at the cursor's step (its title is the pane's): `name = value   test`,
/// each row of a grid on a line of its own; the marks as terminal attributes. While a quiz
/// question is open (`asking`), the test and the mark of the value that answers it are left
/// out: they would say whether the square is free.
pub(super) fn lines<I>(
    program: &Program,
    s: &Cursor<I>,
    trail: Option<&Trail>,
    asking: bool,
) -> Vec<String>
where
    I: Iterator<Item = Result<Event, String>>,
{
    let previous = s.pos().checked_sub(1).map(|i| s.events()[i].kind());
    let mut out = Vec::new();
    // Another problem's program holds what its trail says; an N-Queens one, the board.
    let vars = match trail {
        Some(trail) => program.variables_in(s.current(), trail),
        None => program.variables(s.current(), previous, s.placed(), s.n()),
    };
    for v in vars {
        let mut tokens = v.tokens();
        if asking {
            for t in &mut tokens {
                if t.role == Role::Found {
                    t.role = Role::Plain;
                }
            }
        } else if let Some(test) = v.test_tokens() {
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

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::{Filter, Solver};

    /// The pane at step `step` of n=4, its attributes shown as `_…_` (underlined), `[…]`
    /// (reversed), `~…~` (crossed out) and `*…*` (bold).
    fn pane(name: &str, step: usize, asking: bool) -> Vec<String> {
        let mut events = Vec::new();
        Solver::new(4).unwrap().run(&mut events).unwrap();
        let mut s =
            Cursor::new(events.into_iter().map(Ok::<Event, String>), Filter::default()).unwrap();
        while s.pos() < step {
            s.forward();
        }
        lines(Program::named(name).unwrap(), &s, None, asking)
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
            pane("python", 12, false),
            [
                "cols = {0, 2}   _1| in {0, 2} → *False|",
                "diags = {-1, 0}   _1| in {-1, 0} → *False|",
                "antis = {0, [3|}   _3| in {0, [3|} → *True|"
            ]
        );
        // While a question is open, nothing says whether the value is in a set.
        assert_eq!(
            pane("python", 12, true),
            ["cols = {0, 2}", "diags = {-1, 0}", "antis = {0, 3}"]
        );
        assert_eq!(pane("python", 17, false)[0], "cols = {0}   − ~2|");
        assert_eq!(
            pane("cpp-iterative", 17, false),
            ["k = 1", "x = {0, 2, [4|}   x[2] == _4| → *true|"]
        );
        assert_eq!(
            pane("pseudo", 2, false),
            ["board = [1| 0 0 0", "        0 0 0 0", "        0 0 0 0", "        0 0 0 0"]
        );
    }
}
