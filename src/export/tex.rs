//! `tex`: a LaTeX beamer document for pdflatex, the board drawn with TikZ, one overlay
//! (`\only<k>`) per selected step.
//!
//! Steps are grouped 50 to a frame, so that no frame grows past what TeX holds comfortably. The
//! captions are plain ASCII (pdflatex has no glyphs for the trace's arrows), and the title is
//! escaped for LaTeX. It streams.

use super::board::{Frame, Mark};
use super::{escape, Exporter};
use crate::event::{Conflict, Event};
use std::fmt::Write as _;
use std::io::{self, Write};

/// Overlays per beamer frame.
pub const STEPS_PER_FRAME: u64 = 50;

/// Writes the document.
#[derive(Debug)]
pub struct Tex<W: Write> {
    out: W,
    title: Option<String>,
    in_frame: u64,
    text: String,
}

impl<W: Write> Tex<W> {
    /// A document titled `title` (default `n-queens N×N`).
    pub fn new(out: W, title: Option<String>) -> Self {
        Tex {
            out,
            title,
            in_frame: 0,
            text: String::new(),
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

const PREAMBLE: &str = r"\documentclass{beamer}
\usepackage[utf8]{inputenc}
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

/// The step's caption, in ASCII.
fn caption(event: &Event) -> String {
    let sq = |r: u32, c: u32| format!("({r},{c})");
    match event {
        Event::Start { n, .. } => format!("start: {n}$\\times${n} board"),
        Event::Try { row, col, .. } => format!("try {}", sq(*row, *col)),
        Event::Accept { row, col, .. } => format!("accept {}", sq(*row, *col)),
        Event::Reject {
            row,
            col,
            conflict,
            with,
            ..
        } => {
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
        Event::Done {
            solutions, tries, ..
        } => format!("done: {solutions} solutions, {tries} tries"),
    }
}

impl<W: Write> Tex<W> {
    fn board(&mut self, frame: &Frame<'_>) {
        let n = frame.board.n();
        let t = &mut self.text;
        let unit = 5.0 / f64::from(n);
        let _ = writeln!(t, "\\begin{{tikzpicture}}[x={unit:.4}cm,y=-{unit:.4}cm]");
        for row in 0..n {
            for col in 0..n {
                let fill = match frame.mark(row, col) {
                    Mark::Accept => "nqaccept",
                    Mark::Reject => "nqreject",
                    Mark::Line => "nqline",
                    Mark::Lifted => "nqlifted",
                    _ if (row + col) % 2 == 1 => "nqdark",
                    _ => "nqlight",
                };
                let _ = writeln!(t, "\\fill[{fill}] ({col},{row}) rectangle +(1,1);");
            }
        }
        if let Some((row, col)) = frame.event.square() {
            if frame.mark(row, col) == Mark::Try {
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
        let colour = if frame.is_solution() {
            "nqgold!60!black"
        } else {
            "black"
        };
        for (row, &col) in frame.board.queens().iter().enumerate() {
            let c = if frame.mark(row as u32, col) == Mark::Accept {
                "white"
            } else {
                colour
            };
            let _ = writeln!(t, "\\nqqueen{{{col}}}{{{row}}}{{{c}}}");
        }
        if let Event::Backtrack { row, col, .. } = *frame.event {
            let _ = writeln!(t, "\\nqqueen{{{col}}}{{{row}}}{{black!35}}");
        }
        let border = if frame.is_solution() {
            "nqgold"
        } else {
            "black"
        };
        let _ = writeln!(
            t,
            "\\draw[{border},line width=1.5pt] (0,0) rectangle ({n},{n});\n\\end{{tikzpicture}}"
        );
    }
}

impl<W: Write> Exporter for Tex<W> {
    fn begin(&mut self, n: u32) -> io::Result<()> {
        let title = match &self.title {
            Some(t) => escape::tex(t),
            None => format!("n-queens {n}$\\times${n}"),
        };
        write!(
            self.out,
            "{PREAMBLE}\\title{{{title}}}\n\\date{{}}\n\\begin{{document}}\n\\begin{{frame}}\n\\titlepage\n\\end{{frame}}\n"
        )
    }

    fn frame(&mut self, frame: &Frame<'_>) -> io::Result<()> {
        self.text.clear();
        if self.in_frame == STEPS_PER_FRAME {
            self.text.push_str("\\end{frame}\n");
            self.in_frame = 0;
        }
        if self.in_frame == 0 {
            self.text
                .push_str("\\begin{frame}\n\\frametitle{\\inserttitle}\n\\centering\n");
        }
        self.in_frame += 1;
        let k = self.in_frame;
        let _ = writeln!(
            self.text,
            "\\only<{k}>{{%\n\\textbf{{Step {}}}: {}\\par\\medskip",
            frame.step(),
            caption(frame.event)
        );
        self.board(frame);
        let b = frame.board;
        let _ = writeln!(
            self.text,
            "\\par\\medskip{{\\small {} tries, {} rejects, {} backtracks, {} solutions}}}}",
            b.tries, b.rejects, b.backtracks, b.solutions
        );
        self.out.write_all(self.text.as_bytes())
    }

    fn end(&mut self) -> io::Result<()> {
        if self.in_frame > 0 {
            self.out.write_all(b"\\end{frame}\n")?;
        }
        self.out.write_all(b"\\end{document}\n")?;
        self.out.flush()
    }
}
