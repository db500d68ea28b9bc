//! The step view's words on the screen: a message filled in, and text fitted, wrapped and
//! marked to the terminal's columns. A leaf: the view, its layout, tree, quiz and exercise all
//! use it, and it uses none of them.

use crossterm::queue;
use crossterm::style::{Attribute, Print, SetAttribute};
use nqueens_trace::lang::{fill, Arg};
use std::io;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// A message of the view, in the language of the trace.
pub(super) fn say(template: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut out = Vec::new();
    fill(&mut out, template, args);
    String::from_utf8_lossy(&out).into_owned()
}

/// `text` in rows of at most `width` columns, broken between its items (which are separated
/// by two spaces); an item wider than `width` gets a row of its own.
pub(super) fn wrap(text: &str, width: usize) -> Vec<String> {
    wrap_at(text, "  ", width, false)
}

/// `text` in rows of at most `width` columns, broken between its words (the spaces at a
/// break are dropped); a word wider than `width` is cut.
pub(super) fn wrap_words(text: &str, width: usize) -> Vec<String> {
    wrap_at(text, " ", width, true)
}

/// `text` in rows of at most `width` columns, broken at each `sep` (dropped at a break); a
/// piece wider than `width` is cut into rows when `cut`, else it gets a row of its own.
fn wrap_at(text: &str, sep: &str, width: usize, cut: bool) -> Vec<String> {
    let mut rows: Vec<String> = Vec::new();
    for piece in text.split(sep) {
        match rows.last_mut() {
            Some(row) if row.width() + sep.width() + piece.width() <= width => {
                row.push_str(sep);
                row.push_str(piece);
            }
            Some(_) if piece.is_empty() => {}
            _ if cut => rows.extend(chunks(piece, width.max(1))),
            _ => rows.push(piece.to_string()),
        }
    }
    rows
}

/// `text` cut into pieces of at most `width` columns.
fn chunks(text: &str, width: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut used = 0;
    for c in text.chars() {
        let cw = c.width().unwrap_or(0);
        if used + cw > width && used > 0 {
            out.push(String::new());
            used = 0;
        }
        out.last_mut().unwrap().push(c);
        used += cw;
    }
    out
}

/// The longest prefix of `text` that fits in `width` terminal columns. The view's own colour
/// codes (`ESC [ … letter`) take no room; if the text is cut after one, colours are reset.
pub(super) fn fit(text: &str, width: usize) -> String {
    let mut used = 0;
    let mut styled = false;
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        if c == '\x1b' {
            styled = true;
            for (_, c) in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
            continue;
        }
        used += c.width().unwrap_or(0);
        if used > width {
            let mut cut = text[..i].to_string();
            if styled {
                cut.push_str("\x1b[0m");
            }
            return cut;
        }
    }
    text.to_string()
}

/// Draws the cell under the student's cursor: its text between `>` and `<`, reversed, so that
/// it shows without colour too.
pub(super) fn picked(out: &mut Vec<u8>, text: &str) -> io::Result<()> {
    let inner: String = text.chars().skip(1).take(text.chars().count().saturating_sub(2)).collect();
    queue!(
        out,
        SetAttribute(Attribute::Reverse),
        Print(format!(">{inner}<")),
        SetAttribute(Attribute::Reset)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_counts_wide_characters_twice_and_colour_codes_not_at_all() {
        assert_eq!(fit("abc", 2), "ab");
        assert_eq!(fit("在棋局", 5), "在棋");
        assert_eq!(fit("→ try", 10), "→ try");
        assert_eq!(fit("\x1b[32mabc\x1b[39m", 3), "\x1b[32mabc\x1b[39m");
        assert_eq!(fit("\x1b[32mabc\x1b[39m", 2), "\x1b[32mab\x1b[0m");
    }

    #[test]
    fn wrap_breaks_between_items() {
        assert_eq!(wrap("a b  cc  d", 7), ["a b  cc", "d"]);
        assert_eq!(wrap("abcdef  g", 3), ["abcdef", "g"]);
        assert_eq!(wrap_words("a bc  d", 4), ["a bc", "d"]);
        assert_eq!(wrap_words("a  b", 9), ["a  b"]);
        assert_eq!(wrap_words("abcdef g", 3), ["abc", "def", "g"]);
        assert_eq!(wrap_words("wrong: 在棋局", 8), ["wrong:", "在棋局"]);
    }
}
