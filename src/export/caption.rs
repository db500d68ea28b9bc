//! Lines of text as pixels, for a picture that carries its own text (the GIF's captions).
//!
//! The glyphs are GNU Unifont's bitmaps (8×16 pixels, 16×16 for a wide character such as a
//! Chinese one), so every language of the trace draws with no font file and no rasteriser, and
//! the same bytes come out on every machine. A Persian line is joined into its presentation
//! forms and ordered right to left by the Unicode bidirectional algorithm, with its brackets
//! mirrored, as a text renderer would show it.

use unicode_bidi::ParagraphBidiInfo;
use unifont::Glyph;

/// The height of a line of glyphs, in pixels at scale 1.
pub(crate) const HEIGHT: u32 = 16;

/// A line laid out for display: its glyphs, left to right.
#[derive(Debug, Clone)]
pub(crate) struct Line(Vec<&'static Glyph>);

impl Line {
    /// Its width in pixels at scale 1.
    pub(crate) fn width(&self) -> u32 {
        self.0.iter().map(|g| g.get_width() as u32).sum()
    }

    /// The inked pixels at scale 1, as `(x, y)` from the line's top left corner.
    pub(crate) fn pixels(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let mut left = 0;
        self.0.iter().flat_map(move |glyph| {
            let x0 = left;
            left += glyph.get_width() as u32;
            let w = glyph.get_width();
            (0..HEIGHT as usize).flat_map(move |y| {
                (0..w)
                    .filter(move |&x| glyph.get_pixel(x, y))
                    .map(move |x| (x0 + x as u32, y as u32))
            })
        })
    }
}

/// `text` broken at spaces into lines at most `width` pixels wide at scale 1 (a word wider than
/// that is broken between characters), each laid out for display.
pub(crate) fn lay_out(text: &str, width: u32) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let joined = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if line.is_empty() || measure(&joined) <= width {
            line = joined;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
        while measure(&line) > width && line.chars().count() > 1 {
            let mut head = String::new();
            let mut rest = line.chars().peekable();
            while let Some(&c) = rest.peek() {
                head.push(c);
                if measure(&head) > width && head.chars().count() > 1 {
                    head.pop();
                    break;
                }
                rest.next();
            }
            line = rest.collect();
            lines.push(head);
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines.iter().map(|l| display(l)).collect()
}

/// The width of `text` at scale 1, before it is joined and reordered (neither changes the
/// count of glyphs much: a lam-alef pair becomes one).
fn measure(text: &str) -> u32 {
    text.chars().filter(|&c| !invisible(c)).map(|c| glyph(c).get_width() as u32).sum()
}

/// A line in display order: joined, reordered, mirrored, and without the characters that
/// only steer those steps.
fn display(text: &str) -> Line {
    Line(visual(text).chars().map(glyph).collect())
}

/// `text` as it shows, left to right: Arabic letters in their joined presentation forms,
/// right-to-left runs reversed with their brackets mirrored, and without the characters that
/// only steer those steps. Drawn one character after another, it needs no text shaping and no
/// bidirectional algorithm (ImageMagick's SVG renderer has neither).
pub(crate) fn visual(text: &str) -> String {
    let shaped = shape(text);
    let info = ParagraphBidiInfo::new(&shaped, None);
    let (levels, runs) = info.visual_runs(0..shaped.len());
    let mut out = String::with_capacity(shaped.len());
    for run in runs {
        let rtl = levels[run.start].is_rtl();
        let chars: Vec<char> = shaped[run].chars().collect();
        let ordered: Box<dyn Iterator<Item = &char>> =
            if rtl { Box::new(chars.iter().rev()) } else { Box::new(chars.iter()) };
        for &c in ordered {
            if !invisible(c) {
                out.push(if rtl { mirror(c) } else { c });
            }
        }
    }
    out
}

/// Unifont's glyph of `c`, or of the replacement character when it has none.
fn glyph(c: char) -> &'static Glyph {
    unifont::get_glyph(c)
        .or_else(|| unifont::get_glyph('\u{fffd}'))
        .or_else(|| unifont::get_glyph('?'))
        .expect("Unifont has a question mark")
}

/// Bidirectional controls, joiners and combining marks: they shape the text but have no glyph
/// of their own in a bitmap font.
fn invisible(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        | '\u{061c}' | '\u{064b}'..='\u{065f}' | '\u{0670}' | '\u{fe00}'..='\u{fe0f}')
}

/// The glyph of a bracket in a right-to-left run.
fn mirror(c: char) -> char {
    const PAIRS: &str = "()[]{}<>«»";
    match PAIRS.chars().position(|p| p == c) {
        Some(i) => PAIRS.chars().nth(i ^ 1).unwrap_or(c),
        None => c,
    }
}

/// The Persian letters beyond the Arabic block that Unifont's joining knows, each with an
/// unused Arabic letter that joins the same way on both sides and the first of the Arabic
/// letter's and the Persian letter's four presentation forms (isolated, final, initial,
/// medial).
const PERSIAN: [(char, char, u32, u32); 5] = [
    ('\u{067e}', '\u{062b}', 0xfe99, 0xfb56), // peh, as theh
    ('\u{0686}', '\u{0636}', 0xfebd, 0xfb7a), // tcheh, as dad
    ('\u{06a9}', '\u{0638}', 0xfec5, 0xfb8e), // keheh, as zah
    ('\u{06af}', '\u{063a}', 0xfecd, 0xfb92), // gaf, as ghain
    ('\u{06cc}', '\u{064a}', 0xfef1, 0xfbfc), // farsi yeh, as yeh
];

/// Arabic letters in their joined presentation forms. Unifont's joining covers the Arabic
/// block; a Persian letter joins as a stand-in from that block, whose forms are then mapped to
/// the Persian letter's.
fn shape(text: &str) -> String {
    let stood_in: String = text
        .chars()
        .map(|c| PERSIAN.iter().find(|p| p.0 == c).map_or(c, |&(_, stand_in, _, _)| stand_in))
        .collect();
    unifont::i18n::preprocess_text(&stood_in)
        .chars()
        .map(|c| {
            let code = u32::from(c);
            PERSIAN
                .iter()
                .find(|p| (p.2..p.2 + 4).contains(&code))
                .and_then(|&(_, _, arabic, persian)| char::from_u32(persian + code - arabic))
                .unwrap_or(c)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_breaks_at_spaces() {
        let lines = lay_out("reject (1,1): same diagonal as the queen at (0,0)", 200);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| l.width() <= 200));
        assert_eq!(lay_out("try (0,0)", 400)[0].width(), 9 * 8);
    }

    #[test]
    fn chinese_glyphs_are_wide() {
        assert_eq!(lay_out("尝试 (0,0)", 400)[0].width(), 2 * 16 + 6 * 8);
    }

    #[test]
    fn persian_joins_reads_right_to_left_and_mirrors_brackets() {
        // "peh, yeh" joined: peh takes its initial form, yeh its final form; the line reads
        // right to left, so yeh is drawn first.
        let shaped = shape("\u{067e}\u{06cc}");
        assert_eq!(shaped, "\u{fb58}\u{fbfd}");
        let line = display("\u{067e}\u{06cc} (0,1)");
        let expected: Vec<&Glyph> = "(0,1) \u{fbfd}\u{fb58}".chars().map(glyph).collect();
        // The brackets of "(0,1)" sit at the left end, in display order "(0,1)".
        assert_eq!(line.0.len(), expected.len());
        assert_eq!(line.0[0], glyph('('));
        assert_eq!(line.0[4], glyph(')'));
        assert_eq!(line.0[6..], expected[6..]);
        assert!(line.pixels().count() > 0);
    }
}
