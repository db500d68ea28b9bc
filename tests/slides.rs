//! The beamer export compiled in every language by the engine its first line names (pdflatex
//! for English and Turkish, XeLaTeX for Chinese and Persian), and a page of each looked at:
//! rendered by pdftoppm (the board is drawn, the heading above it is inked) and read back by
//! pdftotext (the title and the heading are the language's words).
//!
//! `#[ignore = "needs ..."]`: `.ci/run` installs TeX Live's XeLaTeX, its Chinese and Arabic
//! script packages, the fonts (Noto Sans CJK, Amiri, DejaVu Sans), poppler-utils and
//! ImageMagick.

use crate::export::compiles;
use crate::render::Picture;
use crate::util::{bin, need, tmp};
use std::process::Command;

/// Each language, and words that a page of its deck shows: the title's, then the heading's
/// (step 12 of n=5 is the reject of (2,1) by the queen at (1,2)). The Persian words hold no
/// digit, since pdftotext writes a right-to-left line's numbers where it likes.
const LANGUAGES: [(&str, &str, &[&str]); 5] = [
    ("en", "pdflatex", &["n-queens 5×5", "Step 12: reject (2,1)"]),
    ("zh", "xelatex", &["5 皇后问题 5×5", "第 12 步：冲突 (2,1)：与 (1,2) 的皇后"]),
    ("zh-Hant", "xelatex", &["5 皇后問題 5×5", "第 12 步：剪枝 (2,1)：與 (1,2) 的皇后", "嘗試"]),
    ("fa", "xelatex", &["مسئله", "وزیر", "گام", "رد شد", "چون با وزیر", "روی یک قطر"]),
    ("tr", "pdflatex", &["5 vezir problemi 5×5", "Adım 12: (2,1) reddedildi"]),
];

/// The page of step 12: the title's page, the legend's, then one page per step from step 0.
const PAGE: &str = "15";

#[test]
#[ignore = "needs pdflatex, xelatex (TeX Live), pdftoppm, pdftotext (poppler-utils), convert"]
fn beamer_compiles_in_every_language_and_a_page_reads_in_it() {
    let dir = tmp();
    for (lang, engine, words) in LANGUAGES {
        let name = format!("deck-{lang}");
        let tex = dir.path().join(format!("{name}.tex"));
        let args = ["export", "tex", "5", "--to", "30", "--lang", lang, "-o"];
        assert!(bin().args(args).arg(&tex).status().unwrap().success(), "{lang}");
        let first = std::fs::read_to_string(&tex).unwrap();
        let first = first.lines().next().unwrap().to_string();
        assert_eq!(first, format!("% !TEX program = {engine}"), "{lang}");
        let log = compiles(&need(engine), dir.path(), &name);
        // The title's page, the legend's, then steps 0 to 30.
        assert!(log.contains("(33 pages"), "{lang}: {log}");
        let pdf = dir.path().join(format!("{name}.pdf"));
        legend_reads(lang, &pdf);

        let text = Command::new(need("pdftotext"))
            .args(["-f", PAGE, "-l", PAGE, "-enc", "UTF-8"])
            .arg(&pdf)
            .arg("-")
            .output()
            .unwrap();
        assert!(text.status.success(), "{lang}: pdftotext");
        let text = String::from_utf8(text.stdout).unwrap();
        // pdftotext wraps a right-to-left line in embedding marks.
        let text: String =
            text.chars().filter(|c| !('\u{202a}'..='\u{202e}').contains(c)).collect();
        for word in words {
            assert!(text.contains(word), "{lang}: {word:?} is not on the page:\n{text}");
        }
        if lang != "en" {
            assert!(!text.contains("Step") && !text.contains("queen"), "{lang}: English\n{text}");
        }

        let png = dir.path().join(format!("{name}-page"));
        let status = Command::new(need("pdftoppm"))
            .args(["-f", PAGE, "-l", PAGE, "-r", "60", "-png", "-singlefile"])
            .arg(&pdf)
            .arg(&png)
            .status()
            .unwrap();
        assert!(status.success(), "{lang}: pdftoppm");
        let page = Picture::read(&png.with_extension("png"));
        look_at(lang, &page);
    }
}

/// The second page is the legend, in the words the Marp deck's title slide uses, each beside
/// its mark drawn as the board draws it (the squares' colours are inked).
fn legend_reads(lang: &str, pdf: &std::path::Path) {
    let png = pdf.with_file_name(format!("legend-{lang}"));
    let status = Command::new(need("pdftoppm"))
        .args(["-f", "2", "-l", "2", "-r", "60", "-png", "-singlefile"])
        .arg(pdf)
        .arg(&png)
        .status()
        .unwrap();
    assert!(status.success(), "{lang}: pdftoppm");
    let page = Picture::read(&png.with_extension("png"));
    for (mark, colour) in [("refused", [0xE0, 0x20, 0x1B]), ("lifted", [0xF2, 0xC2, 0x00])] {
        let near = |p: &[u8]| p.iter().zip(colour).all(|(a, b)| a.abs_diff(b) <= 12);
        let pixels = page.rgb.chunks(3).filter(|p| near(p)).count();
        assert!(pixels > 50, "{lang}: no {mark} square on the legend's page ({pixels} pixels)");
    }
    let text = Command::new(need("pdftotext"))
        .args(["-f", "2", "-l", "2", "-enc", "UTF-8"])
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    assert!(text.status.success(), "{lang}: pdftotext");
    let text: String = String::from_utf8(text.stdout)
        .unwrap()
        .chars()
        .filter(|c| !('\u{202a}'..='\u{202e}').contains(c))
        .collect();
    let tag = <nqueens_trace::Lang as nqueens_trace::choice::Choice>::ALL
        .iter()
        .find(|l| nqueens_trace::choice::Choice::as_str(**l) == lang)
        .unwrap();
    let l = &tag.messages().slides_legend;
    for words in [l.queen, l.tried, l.refused, l.attacker, l.line, l.lifted] {
        // pdftotext may break a right-to-left line between its words: each word is there,
        // without the zero-width non-joiner that only keeps its letters apart (خانه‌ای).
        for word in words.split(' ').map(|w| w.replace('\u{200c}', "")) {
            assert!(text.contains(&word), "{lang}: {word:?} is not on the legend's page:\n{text}");
        }
    }
}

/// A page of the deck is not blank: the board's dark squares (#98A6B5) cover a good part of
/// it, and the caption lines between the frame title and the board are inked.
fn look_at(lang: &str, page: &Picture) {
    let (w, h) = (page.width, page.height);
    let px = |x: usize, y: usize| &page.rgb[(y * w + x) * 3..(y * w + x) * 3 + 3];
    let square = |x: usize, y: usize| {
        px(x, y).iter().zip([0x98, 0xA6, 0xB5]).all(|(a, b)| a.abs_diff(b) <= 12)
    };
    let pixels = || (0..h).flat_map(|y| (0..w).map(move |x| (x, y)));
    let dark_squares = pixels().filter(|&(x, y)| square(x, y)).count();
    assert!(dark_squares > w * h / 40, "{lang}: no board ({dark_squares} pixels of its squares)");
    let board_top = pixels().find(|&(x, y)| square(x, y)).unwrap().1;
    // The frame title takes the top eighth.
    let ink = pixels()
        .filter(|&(x, y)| (h / 8..board_top).contains(&y) && px(x, y).iter().all(|&c| c < 100))
        .count();
    assert!(ink > 200, "{lang}: no caption above the board ({ink} dark pixels)");
}
