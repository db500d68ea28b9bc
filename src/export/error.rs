//! What an export says back: why it failed ([`ExportError`]) and what the user should know of
//! one that succeeds ([`Note`]). Both carry the facts (a step, a cap, a count, a language),
//! never the words of a front end: the command line adds its options' names, the Python
//! package its keyword arguments. `Display` says the facts in plain English for any other
//! user of the library.

use super::Window;
use crate::choice::Choice;
use crate::lang::{Arg, Lang};
use std::fmt;
use std::io;

/// Why an export failed: the error type of [`super::Export`] as a [`crate::Sink`].
#[derive(Debug)]
pub enum ExportError {
    /// Writing the export failed.
    Io(io::Error),
    /// More selected steps than the format's cap (a format that embeds every step in one
    /// file), raised at the first step past it, before anything is written.
    TooLong {
        /// The most steps the format takes unless forced.
        cap: u64,
        /// The step of the trace at which the cap was passed.
        step: u64,
    },
    /// A window whose last step comes before its first.
    Backwards {
        /// The first step asked for.
        from: u64,
        /// The last step asked for, before `from`.
        to: u64,
    },
    /// No step of the trace is in the window.
    Empty {
        /// The window asked for.
        window: Window,
        /// The last step the trace had (or had when the window's end was passed).
        last: u64,
    },
    /// The format has no fonts for the script of the export's language.
    NoFonts {
        /// The language asked for.
        lang: Lang,
        /// The languages the format can write.
        supported: &'static [Lang],
    },
    /// An animation longer than the format takes unless forced.
    AnimationTooLong {
        /// The longest animation taken unless forced, in minutes.
        minutes: u64,
        /// The frames kept before the animation passed it.
        frames: usize,
        /// The time between frames, in milliseconds.
        delay_ms: u32,
        /// Where a forced animation stops, in minutes.
        forced_minutes: u64,
    },
    /// A flame graph would hold more paths of accepted queens than it draws from memory.
    TooManyPaths {
        /// The most it holds, in megabytes.
        megabytes: usize,
    },
    /// A picture of every solution in the window, and the window holds none.
    NoSolution,
    /// The trace is a search of another problem than N-Queens (its start names it), whose
    /// pictures the exports do not draw: they draw a chess board, never one for a Sudoku.
    OtherProblem {
        /// The problem the trace's start names.
        problem: String,
    },
    /// The unnamed temporary file that holds an export's records until its end could not be
    /// made, written or read back: the temporary directory failed, not the output.
    Spool {
        /// The temporary directory (`TMPDIR`, or the system's default).
        dir: std::path::PathBuf,
        /// What failed.
        error: io::Error,
    },
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::Io(e) => e.fmt(f),
            ExportError::TooLong { cap, .. } => write!(
                f,
                "the trace has more than {cap} steps, too many for one file that holds every step"
            ),
            ExportError::Backwards { from, to } => {
                write!(f, "the window ends at step {to}, before its first step {from}")
            }
            ExportError::Empty { window, last } => {
                write!(f, "no step of the trace is in {window}: its steps run from 0 to {last}")
            }
            ExportError::NoFonts { lang, supported } => {
                let names: Vec<&str> = supported.iter().map(|l| l.as_str()).collect();
                write!(
                    f,
                    "no fonts for the script of {lang}: this format writes {}",
                    names.join(", ")
                )
            }
            ExportError::AnimationTooLong { minutes, frames, delay_ms, .. } => write!(
                f,
                "the animation would run more than {minutes} minutes ({frames} frames so far at \
                 {delay_ms} ms)"
            ),
            ExportError::TooManyPaths { megabytes } => write!(
                f,
                "a flame graph holds every path of accepted queens until it draws them, and this \
                 trace has more than {megabytes} MB of them"
            ),
            ExportError::NoSolution => {
                f.write_str("no solution among the selected steps: nothing to draw")
            }
            ExportError::OtherProblem { problem } => write!(
                f,
                "the trace is a search of {}, and the exports draw n-queens boards only",
                crate::escape::escape(problem)
            ),
            ExportError::Spool { dir, error } => write!(
                f,
                "cannot write a temporary file in the temporary directory '{}': {error}",
                dir.display()
            ),
        }
    }
}

impl std::error::Error for ExportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ExportError::Io(e) | ExportError::Spool { error: e, .. } => Some(e),
            _ => None,
        }
    }
}

impl From<io::Error> for ExportError {
    fn from(e: io::Error) -> Self {
        ExportError::Io(e)
    }
}

/// A word for the user about an export that goes ahead: a file that will be very long, steps
/// left out. The command line prints it on standard error.
#[derive(Debug, Clone, PartialEq)]
pub enum Note {
    /// A long slide deck: a title slide, a legend's slide in a deck that has one, then one per
    /// step.
    Pages {
        /// The format: `tex` or `md`.
        format: &'static str,
        /// How many slides (pages) it has, the title's and the legend's included.
        slides: u64,
        /// Whether the legend has a slide of its own (tex), not a place on the title's (md).
        legend: bool,
        /// The language of the deck, which the note speaks too.
        lang: Lang,
    },
    /// A trace file big enough to slow its viewers down.
    Size {
        /// The board size.
        n: u32,
        /// About how big the file will be, in megabytes.
        megabytes: f64,
    },
    /// A forced animation stopped at its longest, and the later steps are left out.
    Stopped {
        /// Where it stopped, in minutes.
        minutes: u64,
        /// The steps left out.
        dropped: u64,
    },
    /// A tree laid out for a slide too big to read on it: its labels come out smaller than
    /// 18 pixels on a slide 1280×720 pixels (a fortieth of its height).
    Crowded {
        /// The language of the export, which the note speaks too.
        lang: Lang,
        /// About how high its labels come out, in pixels at 1280 wide.
        pixels: f64,
        /// The deepest row at which a cut tree fits at 18 pixels; none if even row 0 does not.
        depth: Option<u32>,
    },
    /// An animation that runs long.
    Long {
        /// About how long it runs, in minutes.
        minutes: u64,
        /// Its frames.
        frames: usize,
    },
}

/// What a [`Note`] is about, and so when it is worth saying.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Concern {
    /// The file that is coming: its size or length, said before the wait it warns of
    /// ([`Note::Size`], and the gif's [`Note::Stopped`] and [`Note::Long`], known before its
    /// frames are encoded).
    Coming,
    /// The file as written: said once it is whole, so that it does not stand in for a
    /// failure to write it ([`Note::Crowded`], of the tree laid out; [`Note::Pages`], of the
    /// slides counted).
    Written,
}

impl Note {
    /// What the note is about: the file that is coming, or the file as written.
    pub fn concerns(&self) -> Concern {
        match self {
            Note::Size { .. } | Note::Stopped { .. } | Note::Long { .. } => Concern::Coming,
            Note::Crowded { .. } | Note::Pages { .. } => Concern::Written,
        }
    }

    /// The size of a [`Note::Size`] in words: `about 250 MB`, `about 42 GB`, `terabytes`.
    pub fn size(megabytes: f64) -> String {
        if megabytes < 10_000.0 {
            format!("about {} MB", (megabytes / 10.0).round() * 10.0)
        } else if megabytes < 1e6 {
            format!("about {} GB", (megabytes / 1000.0).round())
        } else {
            "terabytes".to_string()
        }
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Note::Pages { format, slides, legend, .. } => {
                let mut said = Vec::new();
                let args = [("format", Arg::Text(format.as_bytes())), ("k", Arg::Num(slides))];
                let words = &Lang::En.messages().verdicts;
                let template = if legend { words.pages_legend } else { words.pages };
                crate::lang::fill(&mut said, template, &args);
                f.write_str(&String::from_utf8_lossy(&said))
            }
            Note::Size { n, megabytes } => write!(
                f,
                "the perfetto export of n={n} holds millions of events ({}): ui.perfetto.dev and \
                 chrome://tracing slow down past a few hundred MB",
                Note::size(megabytes)
            ),
            Note::Stopped { minutes, dropped } => write!(
                f,
                "the gif stops at {minutes} minutes of animation: the {dropped} later steps are \
                 left out"
            ),
            Note::Crowded { pixels, depth, .. } => {
                write!(
                    f,
                    "the tree's labels are about {pixels} px high on a slide 1280 pixels wide, \
                     under the 18 px that read"
                )?;
                match depth {
                    Some(d) => write!(f, ": cut at row {d}, it fits"),
                    None => Ok(()),
                }
            }
            Note::Long { minutes, frames } => {
                write!(f, "the gif runs about {minutes} minutes ({frames} frames)")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_facts_read_without_a_front_end_s_words() {
        let too_long = ExportError::TooLong { cap: 100, step: 101 };
        assert_eq!(
            too_long.to_string(),
            "the trace has more than 100 steps, too many for one file that holds every step"
        );
        let fonts = ExportError::NoFonts { lang: Lang::Fa, supported: &[Lang::En, Lang::Tr] };
        assert_eq!(fonts.to_string(), "no fonts for the script of fa: this format writes en, tr");
        assert_eq!(
            Note::Pages { format: "md", slides: 1947, lang: Lang::Zh, legend: false }.to_string(),
            "the md deck is 1947 slides, a title and one per step"
        );
        assert_eq!(Note::size(250.0), "about 250 MB");
        // Only a note on the file as written waits for it to be whole.
        let crowded = Note::Crowded { lang: Lang::En, pixels: 6.3, depth: None };
        assert_eq!(crowded.concerns(), Concern::Written);
        assert_eq!(Note::Size { n: 11, megabytes: 250.0 }.concerns(), Concern::Coming);
        assert_eq!(Note::Long { minutes: 40, frames: 9 }.concerns(), Concern::Coming);
        assert_eq!(Note::size(41_900.0), "about 42 GB");
        assert_eq!(Note::size(2e6), "terabytes");
    }
}
