//! One subcommand per format, `export html`, `export gif`, …: the options every format takes
//! ([`Common`]), then the format's own ([`Own`]), built from the groups that several share
//! ([`WordingArgs`], [`ThemeArg`], and [`Stepped`] around those that take `--step`), which
//! fill that format's library `Options` and nothing else. So `export gif --help` lists exactly
//! what a gif reads, and an option of another format is clap's "unexpected argument".

use super::super::text_args::{KindArgs, Kinds};
use super::super::values;
use super::super::{parse_glyph, parse_limit, parse_n};
use anyhow::Result;
use clap::{Args, Subcommand};
use nqueens_trace::exercise::{Feedback, OnWrong};
use nqueens_trace::export::{
    cast, dot, flame, gif, html, md, perfetto, svg, tex, Aspect, ExportError, FormatOptions, Theme,
    Window, Wording,
};
use nqueens_trace::program::Program;
use nqueens_trace::Lang;
use std::path::PathBuf;

/// The format to write, with its options.
#[derive(Debug, Subcommand)]
pub enum FormatArgs {
    /// A self-contained HTML player (inline CSS and JavaScript)
    Html(Exporting<HtmlArgs>),
    /// An asciinema recording (asciicast v2) of the coloured text trace
    Cast(Exporting<CastArgs>),
    /// The first solution, one step (--step K) or every solution (--solutions), as SVG
    Svg(Exporting<Stepped<SvgArgs>>),
    /// A Marp slide deck, one slide per step
    Md(Exporting<Stepped<MdArgs>>),
    /// A LaTeX beamer document with a TikZ board, one overlay per step
    Tex(Exporting<Stepped<TexArgs>>),
    /// The search tree as Graphviz DOT
    Dot(Exporting<DotArgs>),
    /// An animated GIF, one frame per step, each captioned with its line of the trace
    Gif(Exporting<GifArgs>),
    /// Chrome Trace Event JSON: a slice per accepted queen (ui.perfetto.dev, chrome://tracing)
    Perfetto(Exporting<PerfettoArgs>),
    /// Collapsed stacks of the search (speedscope, inferno), or a flame graph with --svg
    Flame(Exporting<FlameArgs>),
}

/// What every format takes: where the events come from, which steps are kept, the title, and
/// where the export goes.
#[derive(Debug, Args)]
pub struct Common {
    /// Board size of a live run, 1 to 32 [default: 4].
    #[arg(value_parser = parse_n, allow_negative_numbers = true, conflicts_with = "input")]
    pub n: Option<u32>,
    /// Export this JSON Lines trace instead of a live run; `-` reads standard input.
    #[arg(short, long, value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// Live run: stop after the first solution (same as --limit 1).
    #[arg(long, conflicts_with_all = ["limit", "input"])]
    pub first: bool,
    /// Live run: stop right after the K-th solution.
    #[arg(long, value_name = "K", value_parser = parse_limit, conflicts_with = "input")]
    pub limit: Option<u64>,
    #[command(flatten)]
    pub begin: crate::cli::start::StartArgs,
    #[command(flatten)]
    pub window: WindowArgs,
    /// The title shown on the export [default: n-queens N×N].
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
    /// Write to FILE instead of standard output (written beside it, renamed when complete).
    #[arg(short = 'o', long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Export a trace longer than the format holds well (html and gif: 100000 steps, md:
    /// 10000), or a live run that does not end.
    #[arg(long)]
    pub force: bool,
}

/// A format's subcommand: what every format takes, then what this one takes.
#[derive(Debug, Args)]
pub struct Exporting<T: Own> {
    #[command(flatten)]
    pub common: Common,
    #[command(flatten)]
    pub own: T,
}

/// A format's own arguments, and the library options they fill.
pub trait Own: Args {
    /// The format's options.
    type Options: FormatOptions + 'static;

    /// The options these arguments give, with the title that every format takes.
    fn options(&self, title: Option<String>) -> Result<Self::Options>;

    /// The step given alone (`--step K`), for the formats that take one.
    fn step(&self) -> Option<u64> {
        None
    }

    /// The extension of the page for a viewer that these options make of a format that is
    /// otherwise text (flame's `--svg`): refused on a terminal, as the pages are.
    fn page(&self) -> Option<&'static str> {
        None
    }
}

/// Which steps are kept.
#[derive(Debug, Args)]
pub struct WindowArgs {
    /// The first step to export.
    #[arg(long, value_name = "STEP")]
    pub from: Option<u64>,
    /// The last step to export.
    #[arg(long, value_name = "STEP")]
    pub to: Option<u64>,
    #[command(flatten)]
    pub kinds: KindArgs,
}

/// `--step K`, then a format's own arguments: for the formats that draw one step well (svg,
/// md, tex).
#[derive(Debug, Args)]
pub struct Stepped<T: Args> {
    /// The board at this step alone (same as --from STEP --to STEP).
    #[arg(long, value_name = "STEP", conflicts_with_all = ["from", "to"])]
    pub step: Option<u64>,
    #[command(flatten)]
    pub own: T,
}

impl<T: Own> Own for Stepped<T> {
    type Options = T::Options;

    fn options(&self, title: Option<String>) -> Result<T::Options> {
        self.own.options(title)
    }

    fn step(&self) -> Option<u64> {
        self.step
    }
}

/// `--lang` and `--one-based`: how the export's text reads.
#[derive(Debug, Args)]
pub struct WordingArgs {
    /// The language of the export's text: en, zh, zh-Hant, fa or tr.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = values::of::<Lang>())]
    pub lang: Lang,
    #[command(flatten)]
    pub numbering: NumberingArgs,
}

/// `--one-based`, for the formats that number squares but write no sentences.
#[derive(Debug, Args)]
pub struct NumberingArgs {
    /// Number rows and columns from 1 in the export's text and coordinates, as textbooks do.
    #[arg(long)]
    pub one_based: bool,
}

/// `--theme` of a picture.
#[derive(Debug, Args)]
pub struct ThemeArg {
    /// The colours: light (dark on white) or dark (light on dark).
    #[arg(long, value_name = "THEME", default_value = "light", value_parser = values::of::<Theme>())]
    pub theme: Theme,
}

impl Common {
    /// The window of steps, `step` (`--step K`) standing for `--from K --to K`.
    pub fn window(&self, step: Option<u64>) -> Result<Window, ExportError> {
        let w = &self.window;
        let (from, to) = match step {
            Some(k) => (k, Some(k)),
            None => (w.from.unwrap_or(0), w.to),
        };
        let KindArgs { only, hide, max_depth } = &w.kinds;
        let kinds = |k: &Option<Kinds>| k.as_ref().map(|k| k.0.clone()).unwrap_or_default();
        Ok(Window {
            hide: kinds(hide),
            max_depth: *max_depth,
            ..Window::new(from, to, kinds(only))?
        })
    }
}

impl WordingArgs {
    fn wording(&self) -> Wording {
        Wording { lang: self.lang, one_based: self.numbering.one_based }
    }
}

#[derive(Debug, Args)]
pub struct HtmlArgs {
    #[command(flatten)]
    pub wording: WordingArgs,
    /// The colours: light (dark on white), dark (light on dark), or auto (the viewer's light
    /// or dark preference), switchable in the page.
    #[arg(long, value_name = "THEME", default_value = "light", value_parser = values::of::<html::PageTheme>())]
    pub theme: html::PageTheme,
    /// The glyph of a queen on the board [default: ♛].
    #[arg(long, value_name = "C", value_parser = parse_glyph)]
    pub queen: Option<char>,
    /// Show a program beside the board, the line that produced each step highlighted, and
    /// its call stack: pseudo (the default), python, python-generator, cpp-recursive,
    /// cpp-iterative or python-board.
    #[arg(long, value_name = "PROGRAM", num_args = 0..=1, default_missing_value = Program::DEFAULT)]
    pub code: Option<String>,
    /// Open the page in the exercise (every page has its switch): the student carries out the
    /// search on the board and each move is judged against the model search. It needs the
    /// whole search, so no --from, --to, --only, --hide or --max-depth.
    #[arg(long, conflicts_with_all = ["from", "to", "only", "hide", "max_depth"])]
    pub exercise: bool,
    /// With --exercise, when a move is judged: now (at once, with the reason) or end (the
    /// reasons come with the score); switchable in the page.
    #[arg(long, value_name = "WHEN", requires = "exercise", default_value_t = Feedback::Now, value_parser = values::of::<Feedback>())]
    pub feedback: Feedback,
    /// With --exercise, after a wrong move: undo (try again) or fix (the model's move is made
    /// for you, and counted); switchable in the page.
    #[arg(long, value_name = "WHAT", requires = "exercise", default_value_t = OnWrong::Undo, value_parser = values::of::<OnWrong>())]
    pub on_wrong: OnWrong,
}

impl Own for HtmlArgs {
    type Options = html::Options;

    fn options(&self, title: Option<String>) -> Result<html::Options> {
        let code = match &self.code {
            Some(name) => Some(Program::named(name)?),
            None => None,
        };
        let default = html::Options::default();
        Ok(html::Options {
            title,
            wording: self.wording.wording(),
            theme: self.theme,
            queen: self.queen.unwrap_or(default.queen),
            code,
            exercise: self
                .exercise
                .then_some(html::Exercise { feedback: self.feedback, on_wrong: self.on_wrong }),
        })
    }
}

#[derive(Debug, Args)]
pub struct CastArgs {
    #[command(flatten)]
    pub wording: WordingArgs,
    /// Milliseconds between lines [default: 100].
    #[arg(long, value_name = "MS")]
    pub delay: Option<u32>,
    /// The glyph of a queen on a solution's board [default: Q].
    #[arg(long, value_name = "C", value_parser = parse_glyph)]
    pub queen: Option<char>,
}

impl Own for CastArgs {
    type Options = cast::Options;

    fn options(&self, title: Option<String>) -> Result<cast::Options> {
        let default = cast::Options::default();
        Ok(cast::Options {
            title,
            wording: self.wording.wording(),
            delay_ms: self.delay.unwrap_or(default.delay_ms),
            queen: self.queen.unwrap_or(default.queen),
        })
    }
}

#[derive(Debug, Args)]
pub struct SvgArgs {
    #[command(flatten)]
    pub wording: WordingArgs,
    #[command(flatten)]
    pub theme: ThemeArg,
    /// A grid of every solution instead of one board.
    #[arg(long, conflicts_with = "step")]
    pub solutions: bool,
}

impl Own for SvgArgs {
    type Options = svg::Options;

    fn options(&self, title: Option<String>) -> Result<svg::Options> {
        Ok(svg::Options {
            title,
            wording: self.wording.wording(),
            theme: self.theme.theme,
            solutions: self.solutions,
        })
    }
}

#[derive(Debug, Args)]
pub struct MdArgs {
    #[command(flatten)]
    pub wording: WordingArgs,
    #[command(flatten)]
    pub theme: ThemeArg,
    /// The glyph of a queen in the tables [default: ♛].
    #[arg(long, value_name = "C", value_parser = parse_glyph)]
    pub queen: Option<char>,
}

impl Own for MdArgs {
    type Options = md::Options;

    fn options(&self, title: Option<String>) -> Result<md::Options> {
        Ok(md::Options {
            title,
            wording: self.wording.wording(),
            queen: self.queen.unwrap_or(md::Options::default().queen),
            theme: self.theme.theme,
        })
    }
}

#[derive(Debug, Args)]
pub struct TexArgs {
    #[command(flatten)]
    pub wording: WordingArgs,
    /// The slides' shape, 16:9 or 4:3.
    #[arg(long, value_name = "RATIO", default_value = "16:9", value_parser = values::of::<Aspect>())]
    pub aspect: Aspect,
}

impl Own for TexArgs {
    type Options = tex::Options;

    fn options(&self, title: Option<String>) -> Result<tex::Options> {
        Ok(tex::Options { title, wording: self.wording.wording(), aspect: self.aspect })
    }
}

#[derive(Debug, Args)]
pub struct DotArgs {
    #[command(flatten)]
    pub wording: WordingArgs,
    #[command(flatten)]
    pub theme: ThemeArg,
    /// One node per placement with the count of its rejected tries, instead of one leaf per
    /// rejected try.
    #[arg(long)]
    pub collapse: bool,
    /// Lay the tree out for a slide of this shape, 16:9 or 4:3, or none: Graphviz's own
    /// layout, top down, as large as the tree.
    #[arg(long, value_name = "RATIO", default_value = "16:9", value_parser = parse_fit)]
    pub fit: Fit,
}

/// `--fit`: a slide's shape, or none.
#[derive(Debug, Clone, Copy)]
pub struct Fit(Option<Aspect>);

fn parse_fit(s: &str) -> Result<Fit, String> {
    if s == "none" {
        return Ok(Fit(None));
    }
    s.parse::<Aspect>()
        .map(|a| Fit(Some(a)))
        .map_err(|_| format!("'{s}' is not a slide's shape: expected 16:9, 4:3 or none"))
}

impl Own for DotArgs {
    type Options = dot::Options;

    fn options(&self, title: Option<String>) -> Result<dot::Options> {
        Ok(dot::Options {
            title,
            wording: self.wording.wording(),
            theme: self.theme.theme,
            collapse: self.collapse,
            fit: self.fit.0,
        })
    }
}

#[derive(Debug, Args)]
pub struct GifArgs {
    #[command(flatten)]
    pub wording: WordingArgs,
    #[command(flatten)]
    pub theme: ThemeArg,
    /// Milliseconds between frames [default: 500].
    #[arg(long, value_name = "MS")]
    pub delay: Option<u32>,
    /// The side of the board in pixels, 64 to 2048 [default: about 400].
    #[arg(long, value_name = "PX", value_parser = clap::value_parser!(u32).range(64..=2048))]
    pub size: Option<u32>,
}

impl Own for GifArgs {
    type Options = gif::Options;

    fn options(&self, title: Option<String>) -> Result<gif::Options> {
        Ok(gif::Options {
            title,
            wording: self.wording.wording(),
            delay_ms: self.delay.unwrap_or(gif::Options::default().delay_ms),
            size: self.size,
            theme: self.theme.theme,
        })
    }
}

#[derive(Debug, Args)]
pub struct PerfettoArgs {
    #[command(flatten)]
    pub numbering: NumberingArgs,
}

impl Own for PerfettoArgs {
    type Options = perfetto::Options;

    fn options(&self, title: Option<String>) -> Result<perfetto::Options> {
        Ok(perfetto::Options { title, one_based: self.numbering.one_based })
    }
}

#[derive(Debug, Args)]
pub struct FlameArgs {
    #[command(flatten)]
    pub numbering: NumberingArgs,
    #[command(flatten)]
    pub theme: ThemeArg,
    /// Draw an SVG flame graph instead of writing the collapsed stacks.
    #[arg(long)]
    pub svg: bool,
}

impl Own for FlameArgs {
    type Options = flame::Options;

    fn options(&self, title: Option<String>) -> Result<flame::Options> {
        Ok(flame::Options {
            title,
            one_based: self.numbering.one_based,
            svg: self.svg,
            theme: self.theme.theme,
        })
    }

    fn page(&self) -> Option<&'static str> {
        self.svg.then_some("svg")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Cli, Command};
    use clap::Parser;

    /// The format's arguments that `args` (after `export`) parse to.
    fn parse(args: &str) -> FormatArgs {
        let words = ["nqueens-trace", "export"].into_iter().chain(args.split(' '));
        match Cli::try_parse_from(words).unwrap().command {
            Command::Export(export) => export.format,
            other => panic!("{other:?}"),
        }
    }

    /// The library options that a format's subcommand fills.
    fn options<T: Own>(format: Exporting<T>) -> T::Options {
        format.own.options(format.common.title.clone()).unwrap()
    }

    fn wording() -> Wording {
        Wording { lang: Lang::Tr, one_based: true }
    }

    #[test]
    fn no_option_given_is_each_format_s_default() {
        assert_eq!(options(parse("cast").into_cast()), cast::Options::default());
        assert_eq!(options(parse("svg").into_svg()), svg::Options::default());
        assert_eq!(options(parse("md").into_md()), md::Options::default());
        assert_eq!(options(parse("tex").into_tex()), tex::Options::default());
        assert_eq!(options(parse("dot").into_dot()), dot::Options::default());
        assert_eq!(options(parse("gif").into_gif()), gif::Options::default());
        assert_eq!(options(parse("perfetto").into_perfetto()), perfetto::Options::default());
        assert_eq!(options(parse("flame").into_flame()), flame::Options::default());
        assert_eq!(options(parse("html").into_html()), html::Options::default());
    }

    #[test]
    fn each_format_s_options_are_filled_from_its_own_arguments() {
        let title = || Some("t".to_string());
        let common = "--title t --lang tr --one-based";
        let html = parse(&format!(
            "html {common} --theme auto --queen W --code python --exercise --feedback end \
             --on-wrong fix"
        ));
        assert_eq!(
            options(html.into_html()),
            html::Options {
                title: title(),
                wording: wording(),
                theme: html::PageTheme::Auto,
                queen: 'W',
                code: Some(Program::named("python").unwrap()),
                exercise: Some(html::Exercise { feedback: Feedback::End, on_wrong: OnWrong::Fix }),
            }
        );
        let cast = parse(&format!("cast {common} --delay 40 --queen W")).into_cast();
        let want = cast::Options { title: title(), wording: wording(), delay_ms: 40, queen: 'W' };
        assert_eq!(options(cast), want);
        let svg = parse(&format!("svg {common} --theme dark --solutions")).into_svg();
        let want = svg::Options {
            title: title(),
            wording: wording(),
            theme: Theme::Dark,
            solutions: true,
        };
        assert_eq!(options(svg), want);
        let md = parse(&format!("md {common} --theme dark --queen W")).into_md();
        let want =
            md::Options { title: title(), wording: wording(), queen: 'W', theme: Theme::Dark };
        assert_eq!(options(md), want);
        let tex = parse(&format!("tex {common} --aspect 4:3")).into_tex();
        let want = tex::Options { title: title(), wording: wording(), aspect: Aspect::Square };
        assert_eq!(options(tex), want);
        let dot = parse(&format!("dot {common} --theme dark --collapse --fit 4:3")).into_dot();
        let want = dot::Options {
            title: title(),
            wording: wording(),
            theme: Theme::Dark,
            collapse: true,
            fit: Some(Aspect::Square),
        };
        assert_eq!(options(dot), want);
        let gif = parse(&format!("gif {common} --theme dark --delay 300 --size 100")).into_gif();
        let want = gif::Options {
            title: title(),
            wording: wording(),
            delay_ms: 300,
            size: Some(100),
            theme: Theme::Dark,
        };
        assert_eq!(options(gif), want);
        let perfetto = parse("perfetto --title t --one-based").into_perfetto();
        assert_eq!(options(perfetto), perfetto::Options { title: title(), one_based: true });
        let flame = parse("flame --title t --one-based --theme dark --svg").into_flame();
        let want =
            flame::Options { title: title(), one_based: true, svg: true, theme: Theme::Dark };
        assert_eq!(options(flame), want);
    }

    #[test]
    fn the_window_comes_from_the_range_the_kinds_and_step() {
        let svg = parse("svg --step 5 4").into_svg();
        assert_eq!(svg.common.window(svg.own.step()).unwrap(), Window::step(5));
        let md = parse("md --from 3 --to 9 --only accept --hide try --max-depth 2").into_md();
        let window = md.common.window(md.own.step()).unwrap();
        let kinds = |k: &str| nqueens_trace::filter::parse_kinds(k).unwrap();
        assert_eq!(
            window,
            Window {
                hide: kinds("try"),
                max_depth: Some(2),
                ..Window::new(3, Some(9), kinds("accept")).unwrap()
            }
        );
        let html = parse("html --from 9 --to 3").into_html();
        assert!(matches!(html.common.window(None), Err(ExportError::Backwards { from: 9, to: 3 })));
    }

    /// `parse("gif").into_gif()`: the arguments of the format named, or a failed test.
    macro_rules! into {
        ($($name:ident: $variant:ident => $args:ty;)*) => {
            impl FormatArgs {$(
                fn $name(self) -> Exporting<$args> {
                    match self {
                        FormatArgs::$variant(args) => args,
                        other => panic!("{other:?}"),
                    }
                }
            )*}
        };
    }

    into! {
        into_html: Html => HtmlArgs;
        into_cast: Cast => CastArgs;
        into_svg: Svg => Stepped<SvgArgs>;
        into_md: Md => Stepped<MdArgs>;
        into_tex: Tex => Stepped<TexArgs>;
        into_dot: Dot => DotArgs;
        into_gif: Gif => GifArgs;
        into_perfetto: Perfetto => PerfettoArgs;
        into_flame: Flame => FlameArgs;
    }
}
