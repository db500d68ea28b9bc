//! `export gif`: the frames decoded, one per chosen step, each with its caption, the pauses on
//! solutions and on the last frame, the size of the board and of its text, and the refusal of
//! an animation too long for a slide.

use crate::util::{bin, fails, tmp};

// The palette indices that the tests look for (src/export/gif.rs).
const LIGHT: u8 = 0;
const DARK: u8 = 1;
const TRY: u8 = 2;
const CLEAR: u8 = 13;
const PAGE: u8 = 14;
const INK: u8 = 15;
/// The greys at the edges of the glyphs come after the ink.
const SHADE: u8 = 16;

/// Whether a pixel is text: ink, or one of the greys at its edges.
fn inked(p: u8) -> bool {
    p == INK || p >= SHADE
}

/// Runs the binary, expects success, returns standard output and standard error.
fn export(args: &[&str]) -> (Vec<u8>, String) {
    let out = bin().arg("export").arg("gif").args(args).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "export gif {args:?} failed: {stderr}");
    (out.stdout, stderr)
}

/// A decoded animation: the whole picture after each frame and each frame's delay.
struct Animation {
    width: usize,
    height: usize,
    pictures: Vec<Vec<u8>>,
    delays: Vec<u16>,
}

impl Animation {
    /// Decodes a gif into the full picture after each frame: frames after the first hold only
    /// the rectangle that changed, and in it the pixels that did not change are transparent.
    fn of(bytes: &[u8]) -> Animation {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes).unwrap();
        let (width, height) = (decoder.width() as usize, decoder.height() as usize);
        let mut picture = vec![CLEAR; width * height];
        let (mut pictures, mut delays) = (Vec::new(), Vec::new());
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            let (left, top, w) = (frame.left as usize, frame.top as usize, frame.width as usize);
            for (i, row) in frame.buffer.chunks(w).enumerate() {
                let start = (top + i) * width + left;
                for (x, &p) in row.iter().enumerate() {
                    if Some(p) != frame.transparent {
                        picture[start + x] = p;
                    }
                }
            }
            assert!(!picture.contains(&CLEAR), "a pixel left undrawn");
            pictures.push(picture.clone());
            delays.push(frame.delay);
        }
        Animation { width, height, pictures, delays }
    }

    /// The board's box `(x, y, side)`: the pixels in the board's colours, which no text
    /// takes, are all in one square.
    fn board_box(&self) -> (usize, usize, usize) {
        let picture = &self.pictures[0];
        let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
        for (i, &p) in picture.iter().enumerate() {
            if p < CLEAR {
                let (x, y) = (i % self.width, i / self.width);
                (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
            }
        }
        assert_eq!(x1 - x0, y1 - y0, "the board is a square");
        (x0, y0, x1 - x0 + 1)
    }

    /// The board's pixels in picture `i`, row by row.
    fn board(&self, i: usize) -> Vec<u8> {
        let (x, y, side) = self.board_box();
        let picture = &self.pictures[i];
        (y..y + side).flat_map(|r| picture[r * self.width + x..][..side].to_vec()).collect()
    }

    /// The pixels of picture `i` around the board: its coordinates, the title, the counters
    /// and the caption.
    fn caption(&self, i: usize) -> Vec<u8> {
        let (x, y, side) = self.board_box();
        let picture = &self.pictures[i];
        let inside = |p: usize| {
            let (px, py) = (p % self.width, p / self.width);
            (x..x + side).contains(&px) && (y..y + side).contains(&py)
        };
        picture.iter().enumerate().filter(|&(p, _)| !inside(p)).map(|(_, &c)| c).collect()
    }

    /// The bands of pixel rows with text in them, right of the board in picture `i`: one per
    /// line of text, top down, as `(first row, height)`.
    fn text_bands(&self, i: usize) -> Vec<(usize, usize)> {
        let (x, _, side) = self.board_box();
        let picture = &self.pictures[i];
        let mut bands: Vec<(usize, usize)> = Vec::new();
        let mut previous = false;
        for row in 0..self.height {
            let inked_row = picture[row * self.width + x + side..][..self.width - x - side]
                .iter()
                .any(|&p| inked(p));
            match bands.last_mut() {
                Some(band) if inked_row && previous => band.1 += 1,
                _ if inked_row => bands.push((row, 1)),
                _ => {}
            }
            previous = inked_row;
        }
        bands
    }
}

#[test]
fn one_frame_per_chosen_step_without_the_empty_start() {
    // n=4 has 140 steps, 0 to 139; the empty board of step 0 is not a frame.
    for (args, frames, side) in [
        (&["4"][..], 139, 400),
        (&["4", "--from", "10", "--to", "29"], 20, 400),
        (&["4", "--size", "200"], 139, 200),
        (&["5", "--only", "solution"], 10, 400),
        (&["8", "--only", "solution", "--size", "640"], 92, 640),
    ] {
        let mut args = args.to_vec();
        args.extend(["--delay", "300"]);
        let gif = Animation::of(&export(&args).0);
        assert_eq!(gif.board_box().2, side, "{args:?}");
        assert!(gif.width > 2 * side, "{args:?}: the text beside the board");
        assert_eq!(gif.pictures.len(), frames, "{args:?}");
    }
}

#[test]
fn the_first_frame_is_not_blank() {
    let gif = Animation::of(&export(&["4"]).0);
    let board = gif.board(0);
    assert!(board.contains(&TRY), "step 1 rings the square it tries");
    assert!(board.iter().any(|&p| p != LIGHT && p != DARK));
    // Only `start` chosen: its board is drawn, captioned.
    let start = Animation::of(&export(&["4", "--only", "start"]).0);
    assert_eq!(start.pictures.len(), 1);
    assert!(start.caption(0).contains(&INK));
}

/// The text is for the back of the room: each line of it is at least a fourteenth of the
/// frame's height, in every language and at every size.
#[test]
fn the_text_is_a_fourteenth_of_the_frame_at_every_size_in_every_language() {
    for lang in ["en", "zh", "zh-Hant", "fa", "tr"] {
        for size in [None, Some("64"), Some("200"), Some("800")] {
            let mut args = vec!["5", "--from", "5", "--to", "5", "--lang", lang];
            args.extend(size.iter().flat_map(|s| ["--size", s]));
            let gif = Animation::of(&export(&args).0);
            let bands = gif.text_bands(0);
            // The title, two lines of counters at most, the caption: a reject in two lines
            // at most.
            assert!((3..=6).contains(&bands.len()), "{args:?}: {bands:?}");
            let tallest = bands.iter().map(|b| b.1).max().unwrap();
            assert!(14 * tallest >= gif.height, "{args:?}: {tallest} of {} pixels", gif.height);
            // Nothing runs off the frame.
            let (first, last) = (bands[0], bands[bands.len() - 1]);
            assert!(first.0 > 0 && last.0 + last.1 < gif.height, "{args:?}: {bands:?}");
        }
    }
}

#[test]
fn every_frame_has_its_caption_in_the_chosen_language() {
    let en = Animation::of(&export(&["4", "--to", "30"]).0);
    for i in 0..en.pictures.len() {
        let caption = en.caption(i);
        let ink = caption.iter().filter(|&&p| p == INK).count();
        assert!(ink > 50, "frame {i}: {ink} pixels of text");
        assert!(caption.iter().all(|&p| inked(p) || p == PAGE));
    }
    // A try and the accept of the same square differ in their captions only by the word.
    assert_ne!(en.caption(0), en.caption(1));
    for lang in ["zh", "fa", "tr"] {
        let other = Animation::of(&export(&["4", "--to", "30", "--lang", lang]).0);
        assert_eq!(other.pictures.len(), en.pictures.len());
        for i in [0, 4, 29] {
            assert!(other.board(i) == en.board(i), "{lang}: the same board");
            assert_ne!(other.caption(i), en.caption(i), "{lang}: frame {i} in {lang}");
            assert!(other.caption(i).contains(&INK));
        }
    }
    let one_based = Animation::of(&export(&["4", "--to", "30", "--one-based"]).0);
    assert_ne!(one_based.caption(0), en.caption(0));
}

#[test]
fn solutions_and_the_last_frame_stay_up_longer() {
    let gif = Animation::of(&export(&["4", "--delay", "300"]).0);
    // Frame i is step i + 1; the solutions are steps 57 and 86, the last frame is `done`.
    let last = gif.delays.len() - 1;
    for (i, &delay) in gif.delays.iter().enumerate() {
        let want = match i + 1 {
            57 | 86 => 200,
            _ if i == last => 300,
            _ => 30,
        };
        assert_eq!(delay, want, "frame {i}");
    }
    // A long --delay stretches the pauses with it.
    let slow = Animation::of(&export(&["4", "--only", "solution", "--delay", "1000"]).0);
    assert_eq!(slow.delays, [400, 600]);
}

#[test]
fn each_frame_shows_the_board_of_its_step() {
    // Playing the animation up to a step shows what a one-frame export of that step shows.
    let all = Animation::of(&export(&["4", "--to", "60"]).0);
    assert_eq!(all.pictures.len(), 60);
    for step in [1, 3, 12, 24, 57, 58, 60] {
        let s = step.to_string();
        let alone = Animation::of(&export(&["4", "--from", &s, "--to", &s]).0);
        assert_eq!(alone.pictures.len(), 1);
        assert!(all.pictures[step - 1] == alone.pictures[0], "step {step}");
    }
    assert!(all.pictures[10] != all.pictures[11], "a step changes the picture");
}

#[test]
fn the_dark_theme_changes_the_caption_not_the_board() {
    let light = export(&["4", "--to", "5"]).0;
    let dark = export(&["4", "--to", "5", "--theme", "dark"]).0;
    assert_ne!(light, dark);
    let (light, dark) = (Animation::of(&light), Animation::of(&dark));
    assert_eq!(light.pictures, dark.pictures, "same indices, another palette");
}

#[test]
fn an_animation_of_many_minutes_is_refused_unless_forced() {
    let dir = tmp();
    let out = dir.path().join("six.gif");
    let out = out.to_str().unwrap();
    // n=6 has 1,946 steps: 16 minutes at 500 ms a frame.
    let err = fails(bin().args(["export", "gif", "6", "-o", out]), 2);
    assert!(
        err.starts_with(
            "nqueens-trace: cannot export gif: the animation would run more than 5 minutes"
        ),
        "{err}"
    );
    assert!(err.contains("--force"), "{err}");
    assert!(!std::path::Path::new(out).exists(), "nothing written");
    // Forced: a note says how long it runs.
    let (gif, note) = export(&["6", "--force", "--size", "64"]);
    assert_eq!(note, "nqueens-trace: the gif runs about 16 minutes (1945 frames)\n");
    assert_eq!(Animation::of(&gif).pictures.len(), 1945);
    // Past half an hour the forced animation stops, and says so.
    let (gif, note) = export(&["6", "--force", "--size", "64", "--delay", "1000"]);
    let frames = Animation::of(&gif).pictures.len();
    assert!((1700..1800).contains(&frames), "{frames} frames");
    assert!(
        note.starts_with("nqueens-trace: the gif stops at 30 minutes of animation: the "),
        "{note}"
    );
    // The frames that fit are the ones chosen with --only: the solutions of n=6 fit.
    let (gif, note) = export(&["6", "--only", "solution"]);
    assert_eq!((Animation::of(&gif).pictures.len(), note.as_str()), (4, ""));
}

#[test]
fn the_same_command_gives_the_same_bytes() {
    for lang in ["en", "zh", "fa"] {
        let args = ["4", "--to", "8", "--lang", lang, "--size", "200"];
        assert!(export(&args).0 == export(&args).0, "{lang}");
    }
}
