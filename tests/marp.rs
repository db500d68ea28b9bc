//! `export md` decks rendered by marp-cli (through Chromium) into one picture per slide: every
//! slide's content fits, from n=4 to n=12, the board and the counts under it included; and a
//! deck in each language is that language's page, its headings from the left or, in Persian,
//! from the right.
//!
//! `#[ignore = "needs marp"]`: `.ci/run` installs marp-cli from npm.

use crate::render::Picture;
use crate::util::{bin, need, need_one_of, tmp};
use std::process::Command;

/// The slide's background: Marp's default theme is white.
fn is_ink(p: &[u8]) -> bool {
    p.iter().any(|&c| c < 200)
}

/// The lowest row of the slide that holds ink left of the page number (bottom right).
fn last_ink_row(slide: &Picture) -> Option<usize> {
    let w = slide.width;
    (0..slide.height)
        .rev()
        .find(|&y| (0..w - 160).any(|x| is_ink(&slide.rgb[(y * w + x) * 3..(y * w + x) * 3 + 3])))
}

#[test]
#[ignore = "needs marp"]
fn every_slide_fits() {
    let marp = need("marp");
    let chromium = need_one_of("CHROMIUM", &["chromium", "chromium-browser"]);
    let dir = tmp();
    for (n, from, to) in
        [(4, 55, 58), (6, 100, 102), (8, 1856, 1858), (10, 300, 301), (12, 200, 201)]
    {
        let deck = dir.path().join(format!("n{n}.md"));
        let (from, to) = (from.to_string(), to.to_string());
        let args = ["export", "md", &n.to_string(), "--from", &from, "--to", &to];
        let status = bin().args(args).arg("-o").arg(&deck).status().unwrap();
        assert!(status.success());
        let out = Command::new(&marp)
            .args(["--no-stdin", "--images", "png", "-o"])
            .arg(dir.path().join(format!("n{n}.png")))
            .arg(&deck)
            .env("CHROME_PATH", &chromium)
            .output()
            .unwrap();
        assert!(out.status.success(), "marp: {}", String::from_utf8_lossy(&out.stderr));
        let slides = to.parse::<usize>().unwrap() - from.parse::<usize>().unwrap() + 2;
        for i in 1..=slides {
            let png = dir.path().join(format!("n{n}.{i:03}.png"));
            let slide = Picture::read(&png);
            assert_eq!((slide.width, slide.height), (1280, 720));
            let last = last_ink_row(&slide).expect("a slide with content");
            // Content that overflows is cut at the slide's edge: the last line must end
            // above the bottom margin.
            assert!(last < 690, "n={n}, slide {i}: content down to row {last} of 720");
            if i > 1 {
                // A step's slide ends with its counts, under the whole board.
                assert!(last > 350, "n={n}, slide {i}: the counts are missing ({last})");
            }
        }
    }
}

/// The leftmost and rightmost columns of ink in the rows `rows` of a slide.
fn ink_columns(slide: &Picture, rows: std::ops::Range<usize>) -> Option<(usize, usize)> {
    let w = slide.width;
    let inked =
        |x: usize| rows.clone().any(|y| is_ink(&slide.rgb[(y * w + x) * 3..(y * w + x) * 3 + 3]));
    Some(((0..w).find(|&x| inked(x))?, (0..w).rev().find(|&x| inked(x))?))
}

#[test]
#[ignore = "needs marp"]
fn every_language_s_deck_reads_in_its_own_direction() {
    let marp = need("marp");
    let chromium = need_one_of("CHROMIUM", &["chromium", "chromium-browser"]);
    let dir = tmp();
    // The heading of step 12 at n=6 in each language, as marp's HTML holds it.
    let languages = [
        ("en", "Step 12: ✗ reject (2,1): same anti-diagonal (/) as the queen at (1,2)"),
        ("zh", "第 12 步：✗ 冲突 (2,1)：与 (1,2) 的皇后在同一副对角线方向 (/) 上"),
        ("zh-Hant", "第 12 步：✗ 剪枝 (2,1)：與 (1,2) 的皇后位於同一副對角線方向 (/) 上"),
        (
            "fa",
            "گام \u{2066}12\u{2069}: ✗ \u{2066}(2,1)\u{2069} رد شد، چون با وزیر \u{2066}(1,2)\u{2069} \
             روی یک قطر \u{2066}(/)\u{2069} است",
        ),
        ("tr", "Adım 12: ✗ (2,1) reddedildi: (1,2) konumundaki vezirle aynı çaprazda (/ yönü)"),
    ];
    for (lang, heading) in languages {
        let deck = dir.path().join(format!("{lang}.md"));
        let args = ["export", "md", "6", "--from", "12", "--to", "12", "--lang", lang, "-o"];
        assert!(bin().args(args).arg(&deck).status().unwrap().success(), "{lang}");
        let html = dir.path().join(format!("{lang}.html"));
        let out =
            Command::new(&marp).args(["--no-stdin", "-o"]).arg(&html).arg(&deck).output().unwrap();
        assert!(out.status.success(), "marp: {}", String::from_utf8_lossy(&out.stderr));
        let html = std::fs::read_to_string(&html).unwrap();
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{lang}");
        assert!(html.contains(&format!("\">{heading}</h3>")), "{lang}: no heading {heading:?}");

        let out = Command::new(&marp)
            .args(["--no-stdin", "--images", "png", "-o"])
            .arg(dir.path().join(format!("{lang}.png")))
            .arg(&deck)
            .env("CHROME_PATH", &chromium)
            .output()
            .unwrap();
        assert!(out.status.success(), "marp: {}", String::from_utf8_lossy(&out.stderr));
        let slide = Picture::read(&dir.path().join(format!("{lang}.002.png")));
        // The heading's line, below the slide's top padding.
        let (left, right) = ink_columns(&slide, 70..110).expect("a heading");
        if lang == "fa" {
            assert!(right > 1180 && left > 300, "{lang}: the heading runs from {left} to {right}");
        } else {
            assert!(left < 100, "{lang}: the heading starts at {left}");
        }
        // The board (its row numbers to its last column's) stays in the middle, in either
        // direction; the counts are below it.
        let (left, right) = ink_columns(&slide, 130..580).expect("a board");
        assert!(left.abs_diff(1280 - right) < 40, "{lang}: the board from {left} to {right}");
    }
}
