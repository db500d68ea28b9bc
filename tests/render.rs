//! The SVG export looks the same in every renderer a teacher meets: librsvg (`rsvg-convert`,
//! as GNOME and LibreOffice draw it), ImageMagick's own renderer (`convert msvg:`, which used
//! to draw empty boards) and Chromium. Each picture is rasterised and compared pixel by pixel
//! with librsvg's, within a tolerance for the way each one smooths edges and places glyphs.
//!
//! `#[ignore = "needs rsvg-convert, ImageMagick and chromium"]`: `.ci/run` installs them.

use crate::util::{bin, chromium, headless_flags, need, tmp};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A picture: width, height and its RGB bytes.
pub struct Picture {
    pub width: usize,
    pub height: usize,
    pub rgb: Vec<u8>,
}

impl Picture {
    /// Reads a PNG through ImageMagick as a binary PPM, transparent parts on white.
    pub fn read(png: &Path) -> Picture {
        let out = Command::new(need("convert"))
            .arg(png)
            .args(["-background", "white", "-alpha", "remove", "-depth", "8", "ppm:-"])
            .output()
            .unwrap();
        assert!(out.status.success(), "convert {}", png.display());
        let ppm = out.stdout;
        // "P6\n<w> <h>\n255\n" then the pixels.
        let mut fields = Vec::new();
        let mut at = 0;
        while fields.len() < 4 {
            while ppm[at].is_ascii_whitespace() {
                at += 1;
            }
            let start = at;
            while !ppm[at].is_ascii_whitespace() {
                at += 1;
            }
            fields.push(String::from_utf8_lossy(&ppm[start..at]).into_owned());
        }
        assert_eq!(fields[0], "P6");
        let (width, height) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
        let rgb = ppm[at + 1..].to_vec();
        assert_eq!(rgb.len(), width * height * 3);
        Picture { width, height, rgb }
    }

    /// How many pixels of one picture the other cannot account for, the larger count of the
    /// two directions. A pixel is accounted for when each of its channels lies within the range
    /// of that channel around the same place in the other picture (its 3×3 neighbourhood),
    /// give or take `SLACK`: renderers smooth edges differently and ImageMagick puts pixel
    /// centres half a pixel away from the others, which blends neighbouring colours, but a
    /// queen, a square or a line that one of them leaves out is a colour that is nowhere near.
    fn mismatch(&self, other: &Picture) -> usize {
        assert_eq!((self.width, self.height), (other.width, other.height), "the same size");
        self.unaccounted(other).max(other.unaccounted(self))
    }

    fn unaccounted(&self, other: &Picture) -> usize {
        const SLACK: u8 = 48;
        let (w, h) = (self.width, self.height);
        let mut count = 0;
        for y in 0..h {
            for x in 0..w {
                let i = (y * w + x) * 3;
                let own = &self.rgb[i..i + 3];
                if own.iter().zip(&other.rgb[i..i + 3]).all(|(a, b)| a.abs_diff(*b) <= SLACK) {
                    continue;
                }
                let outside = (0..3).any(|k| {
                    let (mut lo, mut hi) = (u8::MAX, 0);
                    for yy in y.saturating_sub(1)..(y + 2).min(h) {
                        for xx in x.saturating_sub(1)..(x + 2).min(w) {
                            let v = other.rgb[(yy * w + xx) * 3 + k];
                            (lo, hi) = (lo.min(v), hi.max(v));
                        }
                    }
                    own[k] < lo.saturating_sub(SLACK) || own[k] > hi.saturating_add(SLACK)
                });
                count += usize::from(outside);
            }
        }
        count
    }
}

/// The SVG's `width` and `height`.
fn size(svg: &str) -> (u32, u32) {
    let attr = |name: &str| {
        let at = svg.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        svg[at..at + svg[at..].find('"').unwrap()].parse().unwrap()
    };
    (attr("width"), attr("height"))
}

fn rsvg(svg: &Path, png: &Path) {
    let status = Command::new(need("rsvg-convert")).arg(svg).arg("-o").arg(png).status().unwrap();
    assert!(status.success(), "rsvg-convert");
}

fn imagemagick(svg: &Path, png: &Path) {
    // `msvg:` is ImageMagick's own renderer, whatever delegate its build would choose.
    let out = Command::new(need("convert"))
        .arg(format!("msvg:{}", svg.display()))
        .arg(png)
        .output()
        .unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "convert msvg: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn chromium_png(svg: &Path, png: &Path, (width, height): (u32, u32)) {
    let profile = tempfile::tempdir().unwrap();
    let status = Command::new(chromium())
        .args(headless_flags(profile.path()))
        .arg("--hide-scrollbars")
        .arg(format!("--window-size={width},{height}"))
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("file://{}", svg.display()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "chromium --screenshot");
}

/// Renders `svg` (written as `dir/NAME.svg`) three ways: librsvg's picture, then
/// ImageMagick's and Chromium's.
fn render(dir: &Path, name: &str, svg: &str) -> [Picture; 3] {
    let svg_path = dir.join(format!("{name}.svg"));
    std::fs::write(&svg_path, svg).unwrap();
    let png = |by: &str| -> PathBuf { dir.join(format!("{name}-{by}.png")) };
    rsvg(&svg_path, &png("rsvg"));
    imagemagick(&svg_path, &png("magick"));
    chromium_png(&svg_path, &png("chromium"), size(svg));
    ["rsvg", "magick", "chromium"].map(|by| Picture::read(&png(by)))
}

fn export_svg(args: &[&str]) -> String {
    let out = bin().args(["export", "svg"]).args(args).output().unwrap();
    assert!(out.status.success(), "export svg {args:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The picture without its text: the shapes alone, which the renderers must agree on closely
/// (glyphs differ a little more between font engines).
fn shapes(svg: &str) -> String {
    svg.lines().filter(|l| !l.starts_with("<text")).map(|l| format!("{l}\n")).collect()
}

/// The most pixels a renderer may not account for: in the shapes, and with the text.
const SHAPES: usize = 50;
const WHOLE: usize = 200;

#[test]
#[ignore = "needs rsvg-convert, ImageMagick and chromium"]
fn every_renderer_draws_the_same_picture() {
    let dir = tmp();
    for (name, args) in [
        ("reject", &["4", "--step", "12"][..]),
        ("first-solution", &["6"]),
        ("solutions", &["6", "--solutions"]),
        ("dark", &["5", "--step", "40", "--theme", "dark"]),
        ("persian", &["5", "--step", "40", "--lang", "fa"]),
    ] {
        let svg = export_svg(args);
        for (part, svg, most) in [("shapes", shapes(&svg), SHAPES), ("whole", svg, WHOLE)] {
            let [rsvg, magick, chromium] = render(dir.path(), &format!("{name}-{part}"), &svg);
            // The picture is not empty: the queens are there, in black or dark gold.
            let ink = rsvg.rgb.chunks(3).filter(|p| p.iter().all(|&c| c < 130)).count();
            assert!(ink > 500, "{name}: {ink} dark pixels");
            for (by, picture) in [("ImageMagick", &magick), ("Chromium", &chromium)] {
                let off = picture.mismatch(&rsvg);
                assert!(
                    off <= most,
                    "{name}, {part}: {off} of {by}'s pixels are not in librsvg's picture"
                );
            }
        }
    }
}

/// The tolerance lets through smoothing, not a missing piece: a picture with one queen or
/// one line of attack fewer is past it.
#[test]
#[ignore = "needs rsvg-convert, ImageMagick and chromium"]
fn a_missing_queen_or_line_is_past_the_tolerance() {
    let dir = tmp();
    let rasterise = |name: &str, svg: &str| {
        let (path, png) =
            (dir.path().join(format!("{name}.svg")), dir.path().join(format!("{name}.png")));
        std::fs::write(&path, svg).unwrap();
        imagemagick(&path, &png);
        Picture::read(&png)
    };
    let svg = export_svg(&["4"]);
    // Each queen is a crown, a base and five balls: leave out the first queen.
    let first = svg.find("<polygon").unwrap();
    let mut end = first;
    for _ in 0..7 {
        end += svg[end..].find("/>\n").unwrap() + 3;
    }
    let fewer = format!("{}{}", &svg[..first], &svg[end..]);
    let off = rasterise("fewer", &fewer).mismatch(&rasterise("all", &svg));
    assert!(off > WHOLE, "{off} pixels for a queen");
    let reject = shapes(&export_svg(&["4", "--step", "12"]));
    let no_line: String =
        reject.lines().filter(|l| !l.starts_with("<line")).map(|l| format!("{l}\n")).collect();
    assert_ne!(no_line, reject);
    let off = rasterise("no-line", &no_line).mismatch(&rasterise("line", &reject));
    assert!(off > SHAPES, "{off} pixels for a line of attack");
}
