//! `export md` decks rendered by marp-cli (through Chromium) into one picture per slide: every
//! slide's content fits, from n=4 to n=12, the board and the counts under it included.
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
