//! `tex`: a LaTeX beamer document, the board drawn with TikZ, one overlay (`\only<k>`) per
//! selected step.
//!
//! A title page, then a legend's page (the Marp deck's legend in its words, each mark drawn as
//! the board draws it), then the steps, grouped 50 to a frame, so that no frame grows past what
//! TeX holds comfortably; a
//! frame draws the plain board once and each step's overlay only what differs (marked squares,
//! rings, the line of attack, the queens), so the board never moves between overlays and the
//! file stays small. The title, the headings and the captions are in the export's language:
//! each step's heading is the language's "Step N" and the step's line of the trace (without
//! its arrow, which the fonts may lack). The engine follows the language and the file's first
//! line names it (`% !TEX program = xelatex`, which TeXstudio, VS Code's LaTeX Workshop and
//! Overleaf read): pdflatex for English and Turkish, whose letters its fonts hold; XeLaTeX
//! with xeCJK and Noto Sans CJK for Chinese; XeLaTeX with xepersian and Amiri for Persian,
//! right to left with each square isolated left to right. The title is escaped for LaTeX. It
//! streams, 50 steps at a time.

use super::board::Frame;
use super::slides::Mark;
use super::{escape, slides, Aspect, Exporter, Format, LogLine, Note, Wording};
use crate::board::Cell;
use crate::event::Event;
use crate::export::ExportError;
use crate::lang::{Arg, Lang};
use std::fmt::Write as _;
use std::io::{self, Write};

/// The `tex` format.
pub const FORMAT: Format =
    Format::new("tex", "A LaTeX beamer document with a TikZ board, one overlay per step");

/// The TeX engine that compiles a document: the file's first line names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// pdflatex, with its Latin fonts: English and Turkish.
    Pdflatex,
    /// XeLaTeX, with system fonts: Chinese and Persian.
    Xelatex,
}

impl Engine {
    /// The engine for a document in `lang`.
    pub fn of(lang: Lang) -> Engine {
        match lang {
            Lang::En | Lang::Tr => Engine::Pdflatex,
            Lang::Zh | Lang::ZhHant | Lang::Fa => Engine::Xelatex,
        }
    }

    /// Its program's name, as `% !TEX program =` writes it.
    pub fn program(self) -> &'static str {
        match self {
            Engine::Pdflatex => "pdflatex",
            Engine::Xelatex => "xelatex",
        }
    }
}

/// What the preamble loads for the script of `lang`: before TikZ, and after everything else
/// (xepersian must come last). The fonts are Debian's fonts-noto-cjk and fonts-hosny-amiri.
fn script(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::En | Lang::Tr => ("\\usepackage[utf8]{inputenc}\n", ""),
        Lang::Zh => (
            "\\usepackage{xeCJK}\n\\setCJKmainfont{Noto Sans CJK SC}\n\\setCJKsansfont{Noto Sans CJK SC}\n",
            "",
        ),
        Lang::ZhHant => (
            "\\usepackage{xeCJK}\n\\setCJKmainfont{Noto Sans CJK TC}\n\\setCJKsansfont{Noto Sans CJK TC}\n",
            "",
        ),
        // Amiri's own digits are Latin, as the trace's are: `PersianTeXNoNumbers` keeps
        // xepersian from turning them into Persian ones.
        Lang::Fa => (
            "",
            "\\usepackage{xepersian}\n\\settextfont[Ligatures=PersianTeXNoNumbers]{Amiri}\n\
             \\setpersiansansfont[Ligatures=PersianTeXNoNumbers]{Amiri}\n\
             \\setlatintextfont{DejaVu Sans}\n\\setlatinsansfont{DejaVu Sans}\n",
        ),
    }
}

/// The options of a document.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    /// The title of the document; default `n-queens N×N`.
    pub title: Option<String>,
    /// The language and numbering of the title, the headings and the captions.
    pub wording: Wording,
    /// The slides' shape; default 16:9.
    pub aspect: Aspect,
}

super::format_options!(Tex);

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
    engine: Engine,
    lines: LogLine,
    n: u32,
    in_frame: u64,
    captions: String,
    marks: String,
    /// The pages of steps written so far, one overlay each.
    frames: u64,
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
            engine: Engine::of(options.wording.lang),
            lines: LogLine::new(options.wording),
            n: 1,
            in_frame: 0,
            captions: String::new(),
            marks: String::new(),
            frames: 0,
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

/// The preamble after the script's packages.
const PREAMBLE: &str = r"\usepackage{tikz}
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
\tikzset{nqlabel/.style={font=\fontsize{9}{10}\selectfont}}
% \nqqueen{col}{row}{colour}: a crown in the unit square at (col,row).
\newcommand{\nqqueen}[3]{\fill[#3,shift={(#1,#2)}] (.20,.80) -- (.14,.34) -- (.28,.58)
  -- (.32,.24) -- (.41,.56) -- (.50,.18) -- (.59,.56) -- (.68,.24) -- (.72,.58) -- (.86,.34)
  -- (.80,.80) -- cycle (.18,.82) rectangle (.82,.92);}
";

impl<W: Write> Tex<W> {
    /// `text` escaped for the document's engine, each square isolated left to right in a
    /// right-to-left language.
    fn text(&self, text: &str) -> String {
        let escape = match self.engine {
            Engine::Pdflatex => escape::tex,
            Engine::Xelatex => escape::xetex,
        };
        slides::isolated(text, self.lang, escape, |t| format!("\\lr{{{t}}}"))
    }
}

/// TikZ: a ring of `colour` just inside the square at `(col, row)`, as a try and an attacker
/// are marked.
fn ring(colour: &str, col: u32, row: u32) -> String {
    format!("\\draw[{colour},line width=2pt] ({col}.08,{row}.08) rectangle +(.84,.84);")
}

/// TikZ: the white cross on a refused square at `(col, row)`.
fn cross(col: u32, row: u32) -> String {
    format!(
        "\\draw[white,line width=2pt] ({col}.25,{row}.25) -- +(.5,.5) ({col}.75,{row}.25) -- +(-.5,.5);"
    )
}

/// TikZ: one square drawn as the board draws `mark`, set in a line of text, for the legend.
fn swatch(mark: Mark) -> String {
    let queen = |colour: &str| format!("\\nqqueen{{0}}{{0}}{{{colour}}}");
    let (fill, over) = match mark {
        Mark::Queen => ("nqlight", queen("black")),
        Mark::Tried => ("nqlight", ring("nqtry", 0, 0)),
        Mark::Refused => ("nqreject", cross(0, 0)),
        Mark::Attacker => ("nqlight", ring("nqattacker", 0, 0) + &queen("black")),
        Mark::Line => ("nqline", String::new()),
        Mark::Lifted => ("nqlifted", queen("black!35")),
    };
    // Centred on the line's letters, and edged, so that a light square shows on the page.
    format!(
        "\\tikz[x=.7cm,y=-.7cm,baseline=-.45cm]{{\\fill[{fill}] (0,0) rectangle (1,1);{over}\
         \\draw[black!50] (0,0) rectangle (1,1);}}"
    )
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
                let _ = writeln!(t, "{}", ring("nqtry", col, row));
            }
        }
        if let Some((a, s, _)) = frame.attack() {
            let _ = writeln!(
                t,
                "{}\n\\draw[nqreject,line width=2pt] ({}.5,{}.5) -- ({}.5,{}.5);\n{}",
                ring("nqattacker", a.1, a.0),
                a.1,
                a.0,
                s.1,
                s.0,
                cross(s.1, s.0)
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
        // Row numbers down the left edge, column numbers along the top, 9 pt: on a board of
        // more than 12 rows a square is narrower than two digits, so every other number (or
        // every third) is written.
        let every = ((0.4 / unit).ceil() as u32).max(1);
        for i in (0..n).step_by(every as usize) {
            let _ = writeln!(
                board,
                "\\node[nqlabel,anchor=east] at (0,{i}.5) {{{}}};\n\\node[nqlabel,anchor=south] at ({i}.5,0) {{{}}};",
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
        // A right-to-left document would mirror the picture's placement: the board keeps
        // its columns left to right, as the squares' numbers do.
        let (ltr, rtl) = if self.lang.messages().rtl {
            ("\\begin{LTR}\\centering\n", "\\end{LTR}\n")
        } else {
            ("", "")
        };
        write!(
            self.out,
            "\\begin{{frame}}\n\\frametitle{{\\inserttitle}}\n\\centering\n{}\\medskip\n{ltr}\
             \\begin{{tikzpicture}}[x={unit:.4}cm,y=-{unit:.4}cm]\n{board}{}\
             \\draw[black,line width=1.5pt] (0,0) rectangle ({n},{n});\n\
             \\end{{tikzpicture}}\n{rtl}\\end{{frame}}\n",
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
        self.n = n;
        let m = self.lang.messages();
        let title = self.text(&super::title_in(&self.title, n, self.lang));
        let axes = Arg::Text(m.axes.as_bytes());
        let rules = self.text(&slides::filled(m.slides_rules, &[("axes", axes)]));
        let ratio = match self.aspect {
            Aspect::Wide => "169",
            Aspect::Square => "43",
        };
        let program = self.engine.program();
        let (before, after) = script(self.lang);
        // The legend that the Marp deck's title slide has, in the same words, each mark drawn
        // as the board draws it. A right-to-left table starts from the right.
        let legend: String = slides::legend(self.lang)
            .iter()
            .map(|&(mark, words)| format!("{} & {}\\\\[6pt]\n", swatch(mark), self.text(words)))
            .collect();
        Ok(write!(
            self.out,
            "% !TEX program = {program}\n\\documentclass[aspectratio={ratio}]{{beamer}}\n{before}\
             {PREAMBLE}{after}\\title{{{title}}}\n\\subtitle{{{rules}}}\n\\date{{}}\n\
             \\begin{{document}}\n\\begin{{frame}}\n\\titlepage\n\\end{{frame}}\n\
             \\begin{{frame}}\n\\frametitle{{\\inserttitle}}\n\\centering\\large\n\
             \\begin{{tabular}}{{cl}}\n{legend}\\end{{tabular}}\n\\end{{frame}}\n"
        )?)
    }

    fn frame(&mut self, frame: &Frame<'_>) -> Result<(), ExportError> {
        self.frames += 1;
        self.in_frame += 1;
        let k = self.in_frame;
        // The trace's own line, without its tree and the mark that opens it (an arrow, a
        // star), which pdflatex's fonts and Amiri lack.
        let line = self.lines.of(frame.event);
        let line = line.trim_start_matches(['│', ' ']);
        let line = line
            .split_once(' ')
            .filter(|(mark, _)| mark.chars().all(|c| !c.is_alphanumeric()))
            .map_or(line, |(_, rest)| rest);
        let caption = self.text(line);
        let name = |name: &str| format!("\\textbf{{{}}}", self.text(name));
        let heading = slides::heading(self.lang, frame.step(), name, &caption);
        let tally = self.text(&frame.board.tally_in(self.lang, ", "));
        let _ = writeln!(self.captions, "\\only<{k}>{{{heading}\\par\n{{\\small {tally}}}\\par}}%");
        self.marks(k, frame);
        if self.in_frame == STEPS_PER_FRAME {
            self.flush()?;
        }
        Ok(())
    }

    /// A long document: how many pages it has, the legend's among them.
    fn note(&mut self) -> Option<Note> {
        slides::length(FORMAT.name, self.lang, self.frames, true)
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
    use crate::export::{rendered, Window};

    /// pdflatex sets every caption of English and Turkish: no character of theirs is one
    /// that its fonts lack (written `?`), and no arrow or star is left.
    #[test]
    fn pdflatex_sets_every_caption_in_english_and_turkish() {
        for lang in [Lang::En, Lang::Tr] {
            assert_eq!(Engine::of(lang), Engine::Pdflatex);
            let options =
                Options { wording: Wording { lang, one_based: true }, ..Options::default() };
            let tex = rendered(&options, 6, Window::default());
            let captions = tex.lines().filter(|l| l.starts_with("\\only<") && !l.ends_with("{%"));
            for caption in captions {
                assert!(!caption.contains('?'), "{lang}: {caption}");
                assert!(!caption.contains(['→', '✓', '✗', '↩', '★']), "{lang}: {caption}");
            }
        }
    }

    #[test]
    fn the_first_line_names_the_engine_of_the_language() {
        for (lang, program) in [
            (Lang::En, "pdflatex"),
            (Lang::Tr, "pdflatex"),
            (Lang::Zh, "xelatex"),
            (Lang::ZhHant, "xelatex"),
            (Lang::Fa, "xelatex"),
        ] {
            let options =
                Options { wording: Wording { lang, one_based: false }, ..Options::default() };
            let tex = rendered(&options, 4, Window::step(12));
            assert!(tex.starts_with(&format!("% !TEX program = {program}\n")), "{lang}");
        }
    }

    #[test]
    fn persian_squares_are_left_to_right_in_a_right_to_left_document() {
        let options =
            Options { wording: Wording { lang: Lang::Fa, one_based: false }, ..Options::default() };
        let tex = rendered(&options, 4, Window::step(12));
        assert!(tex.contains(
            "\\only<1>{\\textbf{گام \\lr{12}}: \\lr{(2,1)} رد شد، چون با وزیر \\lr{(1,2)} روی یک \
             قطر \\lr{(/)} است\\par\n"
        ), "{tex}");
        assert!(tex.contains("\\begin{LTR}\\centering\n\\begin{tikzpicture}"));
        let preamble = tex.split("\\title").next().unwrap();
        assert!(preamble.ends_with("\\setlatinsansfont{DejaVu Sans}\n"), "xepersian comes last");
    }

    #[test]
    fn board_labels_are_9_pt_and_thinned_where_squares_are_narrow() {
        for (n, labelled) in [(4, 4), (12, 12), (13, 7), (32, 11)] {
            let tex = rendered(&Options::default(), n, Window::step(1));
            assert_eq!(tex.matches("\\node[nqlabel,anchor=south]").count(), labelled, "n={n}");
        }
        assert!(PREAMBLE.contains("nqlabel/.style={font=\\fontsize{9}{10}\\selectfont}"));
    }

    #[test]
    fn a_step_draws_only_what_differs_from_the_plain_board() {
        let tex = rendered(&Options::default(), 4, Window::step(12));
        // The title's frame, the legend's, then the step's.
        let frame = tex.split("\\begin{frame}\n\\frametitle").nth(2).unwrap();
        assert!(frame.starts_with(
            "{\\inserttitle}\n\\centering\n\\only<1>{\\textbf{Step 12}: reject (2,1): same \
             anti-diagonal (/) as the queen at (1,2)\\par\n{\\small 6 tries, 4 rejects, 0 \
             backtracks, 0 solutions}\\par}%\n"
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
