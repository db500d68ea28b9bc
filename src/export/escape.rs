//! Escaping of text that comes from the user (the `--title`), once per target language, so a
//! title always shows as the text it is.

use crate::escape::is_hostile;
use std::fmt::Write;

/// HTML and XML (also SVG): `& < > " '` as character references. Safe in text and in quoted
/// attributes. Control and bidirectional characters ([`is_hostile`]) become spaces: XML 1.0
/// forbids most of them outright.
pub fn html(s: &str) -> String {
    each_char(s, |c, out| match c {
        c if is_hostile(c) => out.push(' '),
        '"' => out.push_str("&quot;"),
        '\'' => out.push_str("&#39;"),
        c => push_markup_safe(c, out),
    })
}

/// A JSON string literal that is also safe inside an HTML `<script>`: `<`, `>` and `&` are
/// written as `\u` escapes, so no `</script>` or `<!--` can appear. So are the characters that
/// would change how the file's own lines read ([`crate::escape::is_hostile`]: the bidi marks
/// that the Persian templates hold, for one): the script's string is the same, and the file
/// holds none raw.
pub fn script_json(s: &str) -> String {
    let json = serde_json::Value::String(s.to_string()).to_string();
    // serde_json has escaped the controls below U+0020 already; a character past the Basic
    // Multilingual Plane is written as its two UTF-16 halves, as JSON spells it.
    each_char(&json, |c, out| match c {
        '<' | '>' | '&' => {
            let _ = write!(out, "\\u{:04x}", u32::from(c));
        }
        c if crate::escape::is_hostile(c) && u32::from(c) >= 0x7f => {
            for unit in c.encode_utf16(&mut [0; 2]) {
                let _ = write!(out, "\\u{unit:04x}");
            }
        }
        c => out.push(c),
    })
}

/// LaTeX text mode for pdflatex: the ten special characters as commands; `< > |` as text
/// commands, since the default OT1 font would print other glyphs for them. Control and
/// bidirectional characters ([`is_hostile`]) become spaces.
pub fn tex(s: &str) -> String {
    each_char(s, |c, out| match c {
        c if latex_special(c, out) => {}
        '×' => out.push_str("$\\times$"),
        '·' => out.push_str("$\\cdot$"),
        // Turkish letters beyond Latin-1: inputenc composes them from OT1's accents.
        'ğ' | 'Ğ' | 'ı' | 'İ' | 'ş' | 'Ş' => out.push(c),
        // pdflatex with its default (OT1) fonts has the ASCII set and the accented Latin-1
        // letters but not the Icelandic ones; anything else would stop the compile, so it
        // shows as '?'.
        'Ð' | 'ð' | 'Þ' | 'þ' => out.push('?'),
        c if c.is_ascii() || (c.is_alphabetic() && u32::from(c) <= 0xFF) => out.push(c),
        _ => out.push('?'),
    })
}

/// LaTeX text mode for XeLaTeX, which reads UTF-8 and draws any character its fonts hold:
/// the special characters as [`tex`] writes them, every other character as it is.
pub fn xetex(s: &str) -> String {
    each_char(s, |c, out| {
        if !latex_special(c, out) {
            out.push(c);
        }
    })
}

/// Pushes what stands for `c` if it is one of LaTeX's special characters (or `< > |`, or a
/// control or bidirectional character, as a space) and says whether it was.
fn latex_special(c: char, out: &mut String) -> bool {
    match c {
        '\\' => out.push_str("\\textbackslash{}"),
        '{' | '}' | '$' | '&' | '#' | '%' | '_' => {
            out.push('\\');
            out.push(c);
        }
        '^' => out.push_str("\\textasciicircum{}"),
        '~' => out.push_str("\\textasciitilde{}"),
        '<' => out.push_str("\\textless{}"),
        '>' => out.push_str("\\textgreater{}"),
        '|' => out.push_str("\\textbar{}"),
        c if is_hostile(c) => out.push(' '),
        _ => return false,
    }
    true
}

/// A Graphviz DOT double-quoted string, without its quotes: `"` and `\` escaped, so that no
/// escape sequence of DOT (`\n`, `\l`, `\N`, …) is formed from user text. Line breaks, other
/// control and bidirectional characters become spaces.
pub fn dot(s: &str) -> String {
    each_char(s, |c, out| match c {
        '"' => out.push_str("\\\""),
        '\\' => out.push_str("\\\\"),
        c if is_hostile(c) => out.push(' '),
        c => out.push(c),
    })
}

/// Markdown inline text (CommonMark, as Marp reads it): every ASCII punctuation character that
/// can start markup is backslash-escaped, and `<`/`>`/`&` become character references so that
/// no raw HTML is formed. Line breaks, other control and bidirectional characters become
/// spaces.
pub fn markdown(s: &str) -> String {
    each_char(s, |c, out| match c {
        c if is_hostile(c) => out.push(' '),
        '\\' | '`' | '*' | '_' | '{' | '}' | '[' | ']' | '(' | ')' | '#' | '+' | '-' | '.'
        | '!' | '|' | '~' | '"' | '\'' | ':' | '=' | '$' => {
            out.push('\\');
            out.push(c);
        }
        c => push_markup_safe(c, out),
    })
}

/// `s` with each character written into the result by `escape`, which pushes what stands
/// for it: the loop that every language's escaping shares.
fn each_char(s: &str, escape: impl Fn(char, &mut String)) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        escape(c, &mut out);
    }
    out
}

/// Pushes `c`, or its character reference if it is one of `& < >`, the three that would
/// begin markup in HTML and in Markdown alike.
fn push_markup_safe(c: char, out: &mut String) {
    match c {
        '&' => out.push_str("&amp;"),
        '<' => out.push_str("&lt;"),
        '>' => out.push_str("&gt;"),
        c => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOSTILE: &str = "</script><img src=x onerror=alert(1)>";

    #[test]
    fn each_language_neutralises_the_hostile_title() {
        assert_eq!(html(HOSTILE), "&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
        assert_eq!(
            script_json(HOSTILE),
            r#""\u003c/script\u003e\u003cimg src=x onerror=alert(1)\u003e""#
        );
        assert_eq!(markdown(HOSTILE), r"&lt;/script&gt;&lt;img src\=x onerror\=alert\(1\)&gt;");
        assert_eq!(
            tex(r"50% of $x_1 & {y} \ok #1 ~ ^"),
            r"50\% of \$x\_1 \& \{y\} \textbackslash{}ok \#1 \textasciitilde{} \textasciicircum{}"
        );
        assert_eq!(tex("é × ♛ «"), "é $\\times$ ? ?");
        assert_eq!(dot(r#"a "b" \n c"#), r#"a \"b\" \\n c"#);
        assert_eq!(html("a\u{1}b\nc"), "a b c");
        // Bidirectional controls too: none reorders the text a slide shows.
        for escaped in [html, tex, dot, markdown] {
            assert_eq!(escaped("a\u{202e}b\u{2066}c\u{2028}d"), "a b c d");
        }
    }
}
