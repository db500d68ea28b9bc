//! `tex`: a LaTeX beamer document for pdflatex, the board drawn with TikZ, one overlay
//! (`\only<k>`) per selected step.
//!
//! Steps are grouped 50 to a frame, so that no frame grows past what TeX holds comfortably; a
//! frame draws the plain board once and each step's overlay only what differs (marked squares,
//! rings, the line of attack, the queens), so the board never moves between overlays and the
//! file stays small. The captions are in English (plain ASCII: pdflatex has no glyphs for the
//! trace's arrows) or in Turkish with `--lang tr` (the trace's lines without their arrows);
//! pdflatex's fonts have no Chinese or Persian, so those languages are refused. The title is
//! escaped for LaTeX. It streams, 50 steps at a time.

use super::board::Frame;
use super::{escape, Aspect, Exporter, Format, LogLine, Note, Window, Wording};
use crate::board::Cell;
use crate::event::{Conflict, Event};
use crate::export::ExportError;
use crate::lang::Lang;
use std::fmt::Write as _;
use std::io::{self, Write};

/// The `tex` format.
pub const FORMAT: Format =
    Format::new("tex", "A LaTeX beamer document with a TikZ board, one overlay per step");

/// The languages whose script pdflatex's fonts hold.
pub const LANGS: &[Lang] = &[Lang::En, Lang::Tr];

/// The options of a document.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    /// The title of the document; default `n-queens N×N`.
    pub title: Option<String>,
    /// The language ([`LANGS`] only) and numbering of the captions.
    pub wording: Wording,
    /// The slides' shape; default 16:9.
    pub aspect: Aspect,
}

super::format_options!(Tex, note: note);

/// The pages of a full search grow fast: says how many before pdflatex spends minutes on them.
fn note(n: u32, limit: Option<u64>, window: &Window) -> Option<Note> {
    if window.to.is_some() || !window.only.is_empty() || limit.is_some() {
        return None;
    }
    // Every step is a page (an overlay): the full search of n=5 is 290 steps, n=6 about 1,950.
    let pages = match n {
        0..=4 => return None,
        5 => Some(290),
        6 => Some(1950),
        7 => Some(8900),
        _ => None,
    };
    Some(Note::Pages { n, pages })
}

/// Overlays per beamer frame.
pub const STEPS_PER_FRAME: u64 = 50;

/// Writes the document.
#[derive(Debug)]
pub struct Tex<W: Write> {
    out: W,
    title: Option<String>,
    aspect: Aspect,
    base: u32,
    lang: Lang,
    lines: LogLine,
    n: u32,
    in_frame: u64,
    captions: String,
    marks: String,
}

impl<W: Write> Tex<W> {
    /// The document that `options` describe, written into `out`.
    pub fn new(out: W, options: &Options) -> Self {
        Tex {
            out,
            title: options.title.clone(),
            aspect: options.aspect,
            base: options.wording.base(),
            lang: options.wording.lang,
            lines: LogLine::new(options.wording),
            n: 1,
            in_frame: 0,
            captions: String::new(),
            marks: String::new(),
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

const PREAMBLE: &str = r"\usepackage[utf8]{inputenc}
\usepackage{tikz}
\setbeamertemplate{navigation symbols}{}
\definecolor{nqlight}{HTML}{F0F0F0}
\definecolor{nqdark}{HTML}{98A6B5}
\definecolor{nqtry}{HTML}{1F6FFF}
\definecolor{nqaccept}{HTML}{14A83B}
\definecolor{nqreject}{HTML}{E0201B}
\definecolor{nqline}{HTML}{FF9C97}
\definecolor{nqattacker}{HTML}{FF8C00}
\definecolor{nqlifted}{HTML}{F2C200}
\definecolor{nqgold}{HTML}{D4A017}
% \nqqueen{col}{row}{colour}: a crown in the unit square at (col,row).
\newcommand{\nqqueen}[3]{\fill[#3,shift={(#1,#2)}] (.20,.80) -- (.14,.34) -- (.28,.58)
  -- (.32,.24) -- (.41,.56) -- (.50,.18) -- (.59,.56) -- (.68,.24) -- (.72,.58) -- (.86,.34)
  -- (.80,.80) -- cycle (.18,.82) rectangle (.82,.92);}
";

/// The step's caption, in ASCII, squares numbered from `base`.
fn caption(event: &Event, base: u32) -> String {
    let sq = |r: u32, c: u32| crate::board::label(r, c, base).to_string();
    match event {
        Event::Start { n, .. } => format!("start: {n}$\\times${n} board"),
        Event::Try { row, col, .. } => format!("try {}", sq(*row, *col)),
        Event::Accept { row, col, .. } => format!("accept {}", sq(*row, *col)),
        Event::Reject { row, col, conflict, with, .. } => {
            let line = match conflict {
                Conflict::Column => "column",
                Conflict::Diagonal => "diagonal",
                Conflict::AntiDiagonal => "anti-diagonal",
            };
            format!(
                "reject {}: same {line} as the queen at {}",
                sq(*row, *col),
                sq(with[0], with[1])
            )
        }
        Event::Solution { index, .. } => format!("\\textbf{{solution {index}}}"),
        Event::Backtrack { row, col, .. } => format!("backtrack {}", sq(*row, *col)),
        Event::Done { solutions, tries, .. } => {
            format!("done: {solutions} solutions, {tries} tries")
        }
    }
}

impl<W: Write> Tex<W> {
    /// Appends to `self.marks` what step `k` of the frame draws over the plain board: marked
    /// squares, rings, the line of attack, the queens.
    fn marks(&mut self, k: u64, frame: &Frame<'_>) {
        let n = frame.board.n();
        let t = &mut self.marks;
        let _ = writeln!(t, "\\only<{k}>{{%");
        for row in 0..n {
            for col in 0..n {
                let fill = match frame.mark(row, col) {
                    Cell::Placed => "nqaccept",
                    Cell::Rejected => "nqreject",
                    Cell::Line(_) => "nqline",
                    Cell::Lifted => "nqlifted",
                    _ => continue,
                };
                let _ = writeln!(t, "\\fill[{fill}] ({col},{row}) rectangle +(1,1);");
            }
        }
        if let Some((row, col)) = frame.event.square() {
            if frame.mark(row, col) == Cell::Tried {
                let _ = writeln!(
                    t,
                    "\\draw[nqtry,line width=2pt] ({col}.08,{row}.08) rectangle +(.84,.84);"
                );
            }
        }
        if let Some((a, s, _)) = frame.attack() {
            let _ = writeln!(
                t,
                "\\draw[nqattacker,line width=2pt] ({}.08,{}.08) rectangle +(.84,.84);\n\
                 \\draw[nqreject,line width=2pt] ({}.5,{}.5) -- ({}.5,{}.5);\n\
                 \\draw[white,line width=2pt] ({}.25,{}.25) -- +(.5,.5) ({}.75,{}.25) -- +(-.5,.5);",
                a.1, a.0, a.1, a.0, s.1, s.0, s.1, s.0, s.1, s.0
            );
        }
        let colour = if frame.is_solution() { "nqgold!60!black" } else { "black" };
        for (row, &col) in frame.board.queens().iter().enumerate() {
            let c = if frame.mark(row as u32, col) == Cell::Placed { "white" } else { colour };
            let _ = writeln!(t, "\\nqqueen{{{col}}}{{{row}}}{{{c}}}");
        }
        if let Event::Backtrack { row, col, .. } = *frame.event {
            let _ = writeln!(t, "\\nqqueen{{{col}}}{{{row}}}{{black!35}}");
        }
        if frame.is_solution() {
            let _ = writeln!(t, "\\draw[nqgold,line width=3pt] (0,0) rectangle ({n},{n});");
        }
        t.push_str("}%\n");
    }

    /// Writes the frame of the steps gathered so far: their captions, then one picture with
    /// the plain board drawn once and each step's marks in its overlay.
    fn flush(&mut self) -> io::Result<()> {
        if self.in_frame == 0 {
            return Ok(());
        }
        let n = self.n;
        // The board is 5 cm on a 16:9 slide (16 × 9 cm) and on a 4:3 one (12.8 × 9.6 cm),
        // leaving room for the captions above it.
        let unit = 5.0 / f64::from(n);
        let mut board = String::new();
        // Row numbers down the left edge, column numbers along the top.
        for i in 0..n {
            let _ = writeln!(
                board,
                "\\node[font=\\tiny,anchor=east] at (0,{i}.5) {{{}}};\n\\node[font=\\tiny,anchor=south] at ({i}.5,0) {{{}}};",
                i + self.base,
                i + self.base
            );
        }
        for row in 0..n {
            for col in 0..n {
                let fill = if (row + col) % 2 == 1 { "nqdark" } else { "nqlight" };
                let _ = writeln!(board, "\\fill[{fill}] ({col},{row}) rectangle +(1,1);");
            }
        }
        write!(
            self.out,
            "\\begin{{frame}}\n\\frametitle{{\\inserttitle}}\n\\centering\n{}\\medskip\n\
             \\begin{{tikzpicture}}[x={unit:.4}cm,y=-{unit:.4}cm]\n{board}{}\
             \\draw[black,line width=1.5pt] (0,0) rectangle ({n},{n});\n\
             \\end{{tikzpicture}}\n\\end{{frame}}\n",
            self.captions, self.marks
        )?;
        self.captions.clear();
        self.marks.clear();
        self.in_frame = 0;
        Ok(())
    }
}

impl<W: Write> Exporter for Tex<W> {
    fn begin(&mut self, n: u32) -> Result<(), ExportError> {
        if !LANGS.contains(&self.lang) {
            return Err(ExportError::NoFonts { lang: self.lang, supported: LANGS });
        }
        self.n = n;
        let title = escape::tex(&super::title(&self.title, n));
        let ratio = match self.aspect {
            Aspect::Wide => "169",
            Aspect::Square => "43",
        };
        Ok(write!(
            self.out,
            "\\documentclass[aspectratio={ratio}]{{beamer}}\n{PREAMBLE}\\title{{{title}}}\n\\date{{}}\n\\begin{{document}}\n\\begin{{frame}}\n\\titlepage\n\\end{{frame}}\n"
        )?)
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        self.in_frame += 1;
        let k = self.in_frame;
        let b = frame.board;
        let (label, caption, tally) = if self.lang == Lang::En {
            (format!("Step {}", frame.step()), caption(frame.event, self.base), b.tally(", "))
        } else {
            // The trace's own line, without its tree and the arrow that opens it.
            let line = self.lines.of(frame.event);
            let line = line.trim_start_matches(['│', ' ']);
            let line = line
                .split_once(' ')
                .filter(|(mark, _)| mark.chars().all(|c| !c.is_alphanumeric()))
                .map_or(line, |(_, rest)| rest);
            (
                format!("\\#{}", frame.step()),
                escape::tex(line),
                escape::tex(&b.tally_in(self.lang, ", ")),
            )
        };
        let _ = writeln!(
            self.captions,
            "\\only<{k}>{{\\textbf{{{label}}}: {caption}\\par\n{{\\small {tally}}}\\par}}%"
        );
        self.marks(k, frame);
        if self.in_frame == STEPS_PER_FRAME {
            self.flush()?;
        }
        Ok(())
    }

    fn end(&mut self) -> Result<(), ExportError> {
        self.flush()?;
        self.out.write_all(b"\\end{document}\n")?;
        Ok(self.out.flush()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::rendered;
    use crate::solver::Solver;

    #[test]
    fn captions_are_ascii() {
        let reject = Event::Reject {
            step: 12,
            row: 2,
            col: 1,
            conflict: Conflict::AntiDiagonal,
            with: [1, 2],
        };
        assert_eq!(caption(&reject, 0), "reject (2,1): same anti-diagonal as the queen at (1,2)");
        let mut events = Vec::new();
        Solver::new(6).unwrap().run(&mut events).unwrap();
        assert!(events.iter().all(|e| caption(e, 1).is_ascii()));
    }

    #[test]
    fn a_step_draws_only_what_differs_from_the_plain_board() {
        let tex = rendered(&Options::default(), 4, Window::step(12));
        let frame = tex.split("\\begin{frame}\n\\frametitle").nth(1).unwrap();
        assert!(frame.starts_with(
            "{\\inserttitle}\n\\centering\n\\only<1>{\\textbf{Step 12}: reject (2,1): same \
             anti-diagonal as the queen at (1,2)\\par\n{\\small 6 tries, 4 rejects, 0 backtracks, \
             0 solutions}\\par}%\n"
        ));
        let overlay = frame.split("\\only<1>{%\n").nth(1).unwrap();
        assert_eq!(
            overlay.split("}%\n").next().unwrap(),
            "\\fill[nqreject] (1,2) rectangle +(1,1);\n\
             \\draw[nqattacker,line width=2pt] (2.08,1.08) rectangle +(.84,.84);\n\
             \\draw[nqreject,line width=2pt] (2.5,1.5) -- (1.5,2.5);\n\
             \\draw[white,line width=2pt] (1.25,2.25) -- +(.5,.5) (1.75,2.25) -- +(-.5,.5);\n\
             \\nqqueen{0}{0}{black}\n\\nqqueen{2}{1}{black}\n"
        );
        assert_eq!(frame.matches("\\fill[nqlight]").count(), 8, "the plain board, once");
    }
}
