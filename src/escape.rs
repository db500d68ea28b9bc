//! Text from outside (trace content, file names, titles, values typed on the command line)
//! shown as the text it is: every control character and every bidirectional formatting
//! character is written as the escape Rust's `escape_debug` writes (`\u{1b}`, `\n`, `\t`), so
//! it cannot move the cursor, set the terminal's title, colour it, or reorder the line. This
//! is the one place that decides which characters those are; the error messages, the summaries,
//! the step view and every export go through it.
//!
//! ```
//! use nqueens_trace::escape::{escape, Escaped};
//!
//! assert_eq!(escape("t.jsonl"), "t.jsonl"); // nothing to escape: borrowed as it is
//! assert_eq!(escape("\u{1b}]0;pwned\u{7}"), r"\u{1b}]0;pwned\u{7}");
//! assert_eq!(Escaped("a\u{202e}b").to_string(), r"a\u{202e}b");
//! ```

use std::borrow::Cow;
use std::fmt::{self, Write};

/// Whether `c` must not reach a terminal as it is: a control character (C0, DEL, C1), a
/// character that changes how a line is laid out without showing (the bidirectional marks,
/// embeddings, overrides and isolates, the zero-width space, the word joiner and invisible
/// operators, the byte order mark), a line or paragraph separator, or a non-character (U+FFFE,
/// U+FFFF and the others, which no text should hold). The zero-width non-joiner and joiner
/// (U+200C, U+200D) are kept: Persian words and emoji sequences need them to be themselves.
pub fn is_hostile(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{61C}'
                | '\u{200B}'
                | '\u{200E}'
                | '\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2069}'
                | '\u{FEFF}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{FDD0}'..='\u{FDEF}'
        )
        || u32::from(c) & 0xFFFE == 0xFFFE
}

/// The one character of `s` if it takes room on a board: not a control, space,
/// bidirectional control, zero-width or combining character (those take no column, so the
/// board would shift), nor one of the letters drawn blank. The queen's glyph (`--queen`).
pub fn glyph(s: &str) -> Result<char, &'static str> {
    use unicode_width::UnicodeWidthChar;
    let blank = |c| {
        matches!(
            c,
            '\u{AD}'
                | '\u{34F}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{180E}'
                | '\u{2800}'
                | '\u{3164}'
                | '\u{FFA0}'
        )
    };
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None)
            if !is_hostile(c) && !c.is_whitespace() && !blank(c) && c.width() > Some(0) =>
        {
            Ok(c)
        }
        _ => Err("expected one visible character, such as Q or ♛"),
    }
}

/// `s` if it is text on one line that reads left to right: no [`is_hostile`] character (a
/// control, a line or paragraph separator, a bidirectional control). The indent (`--indent`).
pub fn one_line(s: &str) -> Result<&str, &'static str> {
    if s.chars().any(is_hostile) {
        Err("expected text without line breaks, tabs, bidirectional or other control characters")
    } else {
        Ok(s)
    }
}

/// `s` with each [`is_hostile`] character and each one that takes no room on screen (a
/// zero-width, joining or combining character) escaped: a refused value the user gave, shown
/// so that it can be seen even when it is nothing but such characters.
pub fn visible(s: &str) -> Cow<'_, str> {
    use unicode_width::UnicodeWidthChar;
    let hidden = |c: char| is_hostile(c) || c.width() == Some(0);
    if s.chars().any(hidden) {
        Cow::Owned(
            s.chars()
                .map(|c| if hidden(c) { c.escape_debug().to_string() } else { c.to_string() })
                .collect(),
        )
    } else {
        Cow::Borrowed(s)
    }
}

/// `s` with each [`is_hostile`] character escaped; borrowed when there is none.
pub fn escape(s: &str) -> Cow<'_, str> {
    if s.chars().any(is_hostile) {
        Cow::Owned(Escaped(s).to_string())
    } else {
        Cow::Borrowed(s)
    }
}

/// Displays its text with each [`is_hostile`] character escaped.
#[derive(Debug, Clone, Copy)]
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Escaping(f).write_str(self.0)
    }
}

/// A [`fmt::Write`] that escapes what is written through it into the writer it wraps, so that
/// a `Display` implementation can escape its whole output: `write!(Escaping(f), ...)`.
pub struct Escaping<W>(pub W);

impl<W: Write> Write for Escaping<W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut rest = s;
        while let Some(at) = rest.find(is_hostile) {
            self.0.write_str(&rest[..at])?;
            let c = rest[at..].chars().next().unwrap_or_default();
            match c {
                '\n' | '\r' | '\t' => write!(self.0, "{}", c.escape_debug())?,
                c => write!(self.0, "{}", c.escape_unicode())?,
            }
            rest = &rest[at + c.len_utf8()..];
        }
        self.0.write_str(rest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visible_shows_what_takes_no_room() {
        assert_eq!(visible("Q"), "Q");
        assert_eq!(visible("\u{200b}"), r"\u{200b}");
        assert_eq!(visible("\u{301}"), r"\u{301}");
        assert_eq!(visible("a\u{1b}"), r"a\u{1b}");
    }

    #[test]
    fn controls_and_bidi_are_escaped_as_escape_debug_does() {
        let hostile = "a\u{1b}]0;x\u{7}\n\t\r\u{9b}\u{7f}\u{202e}\u{2066}\u{61c}\u{200f}\u{2028}z";
        // Escaped, but not by `escape_debug`, which shows them as they are.
        for c in [
            '\u{200b}',
            '\u{2060}',
            '\u{feff}',
            '\u{2029}',
            '\u{fffe}',
            '\u{ffff}',
            '\u{fdd0}',
            '\u{1fffe}',
        ] {
            assert_eq!(escape(&c.to_string()), c.escape_unicode().to_string(), "{c:?}");
        }
        let expected: String = hostile.chars().flat_map(char::escape_debug).collect();
        assert_eq!(escape(hostile), expected);
        assert_eq!(
            escape(hostile),
            r"a\u{1b}]0;x\u{7}\n\t\r\u{9b}\u{7f}\u{202e}\u{2066}\u{61c}\u{200f}\u{2028}z"
        );
    }

    #[test]
    fn other_text_is_kept_as_it_is() {
        // Persian joins and parts its letters with U+200C; emoji sequences join with U+200D.
        for s in [
            "t.jsonl",
            "n-queens 4×4",
            "♛ ملكة 皇后 \"q\" 'a' \\n",
            "",
            "می\u{200c}دارد",
            "👩\u{200d}🏫",
        ] {
            assert!(matches!(escape(s), Cow::Borrowed(b) if b == s), "{s}");
        }
    }

    #[test]
    fn a_display_escapes_its_whole_output() {
        struct Message;
        impl fmt::Display for Message {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let name = "a\u{1b}";
                write!(Escaping(&mut *f), "{name}: {}", 7)
            }
        }
        assert_eq!(Message.to_string(), r"a\u{1b}: 7");
    }
}
