//! Lines of text as pixels, for a picture that carries its own text (the GIF's captions, title,
//! counters and coordinates), at any size.
//!
//! The glyphs are outlines from the system's fonts, rasterised by `ab_glyph` with a few levels
//! of grey: DejaVu Sans for Latin, Turkish, Persian and the trace's symbols, Noto Sans CJK for
//! Chinese (Debian's `fonts-dejavu-core` and `fonts-noto-cjk`, looked for where Debian, Fedora
//! and Arch put them). A character that none of them has, or every character on a system with
//! neither, is drawn from GNU Unifont's bitmaps (compiled in), scaled to the same size: the
//! picture is coarser but complete, and never an error. The same fonts give the same bytes.
//!
//! A Persian line is joined into its presentation forms and ordered right to left by the
//! Unicode bidirectional algorithm, with its brackets mirrored, so it is drawn one glyph after
//! another with no shaping engine: DejaVu Sans has every presentation form the tables use.

use crate::lang::Lang;
use ab_glyph::{Font, FontArc, FontVec, PxScale, ScaleFont};
use std::collections::HashMap;
use unicode_bidi::ParagraphBidiInfo;

/// The levels of ink a pixel of text takes, from none (0) to full (`SHADES`).
pub(crate) const SHADES: u8 = 4;

/// Where the Latin, Persian and symbol font is looked for.
const SANS: [&str; 3] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
];

/// Where the Chinese font is looked for. The collection holds Japanese, Korean, Simplified and
/// Traditional Chinese faces, in that order: the glyphs of a character differ between them.
const CJK: [&str; 3] = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/google-noto-sans-cjk-fonts/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
];

/// The faces that draw the text of `lang`, in the order a character is looked up: the ones
/// found on this system, possibly none.
pub(crate) fn fonts(lang: Lang) -> Vec<FontArc> {
    let load = |paths: &[&str], index: u32| {
        paths.iter().find_map(|path| {
            let bytes = std::fs::read(path).ok()?;
            FontVec::try_from_vec_and_index(bytes, index).ok().map(FontArc::new)
        })
    };
    let mut faces: Vec<FontArc> = load(&SANS, 0).into_iter().collect();
    // The Chinese font is 19 MB: read only for a language that needs it.
    let cjk = match lang {
        Lang::Zh => Some(2),
        Lang::ZhHant => Some(3),
        _ => None,
    };
    faces.extend(cjk.and_then(|index| load(&CJK, index)));
    faces
}

/// A glyph rasterised at the pen's size: its advance, its ink's box relative to the pen's
/// position on the baseline, and each pixel's level of ink, row by row.
#[derive(Debug, Clone, Default)]
struct Raster {
    advance: f32,
    left: i32,
    top: i32,
    width: u32,
    cover: Vec<u8>,
}

/// Draws text at one size, in the given faces: it keeps each glyph it rasterised, since a
/// caption's characters repeat from frame to frame.
pub(crate) struct Pen {
    faces: Vec<FontArc>,
    px: f32,
    em: u32,
    ascent: f32,
    cache: HashMap<char, Raster>,
}

impl std::fmt::Debug for Pen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pen").field("faces", &self.faces.len()).field("px", &self.px).finish()
    }
}

/// A line laid out for display: its characters, left to right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Line(Vec<char>);

impl Line {
    /// `text` on one line, laid out for display.
    pub(crate) fn plain(text: &str) -> Line {
        Line(visual(text).chars().collect())
    }
}

/// The distance between the baselines of two lines of `px` pixels to the em: a quarter of an
/// em between them.
pub(crate) fn line_height(px: u32) -> u32 {
    (5 * px).div_ceil(4)
}

impl Pen {
    /// A pen of `px` pixels to the em, drawing with `faces` (see [`fonts`]).
    pub(crate) fn new(faces: Vec<FontArc>, px: u32) -> Pen {
        let em = px.max(1);
        let px = em as f32;
        let ascent = faces.first().map_or(0.8 * px, |f| f.as_scaled(PxScale::from(px)).ascent());
        Pen { faces, px, em, ascent, cache: HashMap::new() }
    }

    /// The distance from a line's top to its baseline, in pixels.
    pub(crate) fn ascent(&self) -> u32 {
        self.ascent.round() as u32
    }

    /// The distance between the baselines of two lines, in pixels.
    pub(crate) fn line_height(&self) -> u32 {
        line_height(self.em)
    }

    fn raster(&mut self, c: char) -> &Raster {
        let (faces, px) = (&self.faces, self.px);
        self.cache.entry(c).or_insert_with(|| rasterise(faces, px, c))
    }

    /// The width of `text` in pixels, before it is joined and reordered (neither changes the
    /// width much: a lam-alef pair becomes one glyph).
    pub(crate) fn measure(&mut self, text: &str) -> u32 {
        let width: f32 =
            text.chars().filter(|&c| !invisible(c)).map(|c| self.raster(c).advance).sum();
        width.ceil() as u32
    }

    /// The width of a laid-out line in pixels.
    pub(crate) fn width(&mut self, line: &Line) -> u32 {
        let width: f32 = line.0.iter().map(|&c| self.raster(c).advance).sum();
        width.ceil() as u32
    }

    /// `text` broken at spaces into lines at most `width` pixels wide (a word wider than that
    /// is broken between characters), each laid out for display.
    pub(crate) fn lay_out(&mut self, text: &str, width: u32) -> Vec<Line> {
        let words: Vec<&str> = text.split(' ').collect();
        self.lay_out_items(&words, " ", width)
    }

    /// `items` joined by `sep` into lines at most `width` pixels wide, broken between items
    /// (an item wider than that is broken between characters), each laid out for display.
    pub(crate) fn lay_out_items(&mut self, items: &[&str], sep: &str, width: u32) -> Vec<Line> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for item in items {
            let joined =
                if line.is_empty() { item.to_string() } else { format!("{line}{sep}{item}") };
            if line.is_empty() || self.measure(&joined) <= width {
                line = joined;
            } else {
                lines.push(std::mem::take(&mut line));
                line = item.to_string();
            }
            while self.measure(&line) > width && line.chars().count() > 1 {
                let mut head = String::new();
                let mut rest = line.chars().peekable();
                while let Some(&c) = rest.peek() {
                    head.push(c);
                    if self.measure(&head) > width && head.chars().count() > 1 {
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
        lines.iter().map(|l| Line(visual(l).chars().collect())).collect()
    }

    /// Draws `line` with its left end at `x` and its top at `y`, handing each inked pixel and
    /// its level of ink (1 to [`SHADES`]) to `ink`.
    pub(crate) fn draw(&mut self, line: &Line, x: u32, y: u32, ink: &mut impl FnMut(u32, u32, u8)) {
        let baseline = y as f32 + self.ascent;
        let mut pen = x as f32;
        for &c in &line.0 {
            let glyph = self.raster(c).clone();
            let (x0, y0) = (pen.round() as i32 + glyph.left, baseline.round() as i32 + glyph.top);
            for (i, &level) in glyph.cover.iter().enumerate() {
                let (gx, gy) = (
                    (i as u32 % glyph.width.max(1)) as i32,
                    (i as u32 / glyph.width.max(1)) as i32,
                );
                if level > 0 && x0 + gx >= 0 && y0 + gy >= 0 {
                    ink((x0 + gx) as u32, (y0 + gy) as u32, level);
                }
            }
            pen += glyph.advance;
        }
    }
}

/// The glyph of `c` at `px` pixels to the em from the first face that has it, or Unifont's.
fn rasterise(faces: &[FontArc], px: f32, c: char) -> Raster {
    if invisible(c) {
        return Raster::default();
    }
    for face in faces {
        let id = face.glyph_id(c);
        if id.0 == 0 {
            continue;
        }
        let scaled = face.as_scaled(PxScale::from(px));
        let advance = scaled.h_advance(id);
        let Some(outline) = face.outline_glyph(id.with_scale(px)) else {
            // A space: an advance and no ink.
            return Raster { advance, ..Raster::default() };
        };
        let bounds = outline.px_bounds();
        let width = bounds.width() as u32;
        let mut cover = vec![0; (width * bounds.height() as u32) as usize];
        outline.draw(|x, y, coverage| {
            if let Some(p) = cover.get_mut((y * width + x) as usize) {
                *p = (coverage.clamp(0.0, 1.0) * f32::from(SHADES)).round() as u8;
            }
        });
        return Raster {
            advance,
            left: bounds.min.x as i32,
            top: bounds.min.y as i32,
            width,
            cover,
        };
    }
    bitmap(px, c)
}

/// Unifont's glyph of `c` (or of the replacement character), scaled to `px` pixels to the em:
/// its 16 rows span the em, with the baseline two rows above its foot.
fn bitmap(px: f32, c: char) -> Raster {
    let glyph = unifont::get_glyph(c)
        .or_else(|| unifont::get_glyph('\u{fffd}'))
        .or_else(|| unifont::get_glyph('?'));
    let Some(glyph) = glyph else {
        return Raster { advance: px / 2.0, ..Raster::default() };
    };
    let scale = px / 16.0;
    let width = (glyph.get_width() as f32 * scale).round().max(1.0) as u32;
    let height = px.round().max(1.0) as u32;
    let mut cover = Vec::with_capacity((width * height) as usize);
    for y in 0..height {
        for x in 0..width {
            let (gx, gy) = ((x as f32 / scale) as usize, (y as f32 / scale) as usize);
            let on = gx < glyph.get_width() && gy < 16 && glyph.get_pixel(gx, gy);
            cover.push(if on { SHADES } else { 0 });
        }
    }
    Raster { advance: width as f32, left: 0, top: -((14.0 * scale).round() as i32), width, cover }
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

/// Bidirectional controls, joiners and combining marks: they shape the text but are not drawn
/// on their own.
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

    /// A pen of Unifont's bitmaps alone at their own size, the same on every system.
    fn unifont() -> Pen {
        Pen::new(Vec::new(), 16)
    }

    #[test]
    fn a_long_line_breaks_at_spaces() {
        let mut pen = unifont();
        let lines = pen.lay_out("reject (1,1): same diagonal as the queen at (0,0)", 200);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| pen.width(l) <= 200));
        let line = &pen.lay_out("try (0,0)", 400)[0];
        assert_eq!(pen.width(line), 9 * 8);
    }

    #[test]
    fn chinese_glyphs_are_wide() {
        let mut pen = unifont();
        let line = &pen.lay_out("尝试 (0,0)", 400)[0];
        assert_eq!(pen.width(line), 2 * 16 + 6 * 8);
    }

    #[test]
    fn a_bitmap_glyph_grows_with_the_pen() {
        let mut small = unifont();
        let mut big = Pen::new(Vec::new(), 48);
        let (mut a, mut b) = (0, 0);
        let line = Line(vec!['A']);
        small.draw(&line, 0, 0, &mut |_, _, _| a += 1);
        big.draw(&line, 0, 0, &mut |_, _, _| b += 1);
        assert_eq!(b, 9 * a, "three times the size each way");
    }

    #[test]
    fn persian_joins_reads_right_to_left_and_mirrors_brackets() {
        // "peh, yeh" joined: peh takes its initial form, yeh its final form; the line reads
        // right to left, so yeh is drawn first.
        let shaped = shape("\u{067e}\u{06cc}");
        assert_eq!(shaped, "\u{fb58}\u{fbfd}");
        assert_eq!(visual("\u{067e}\u{06cc} (0,1)"), "(0,1) \u{fbfd}\u{fb58}");
        assert_eq!(visual("\u{067e}\u{06cc} (\u{200e}0,1\u{200e})"), "(0,1) \u{fbfd}\u{fb58}");
    }
}
