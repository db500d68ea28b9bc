//! `nqueens-trace export`: golden n=4 exports, structural checks of every format, live runs
//! against files, escaping of the title, and the errors a user can meet.

use crate::util::{bin, fails, golden, need, strip_ansi, tmp, trace, BIN};
use nqueens_trace::Kind;
use std::path::{Path, PathBuf};
use std::process::Command;

const HOSTILE: &str = "</script><img src=x onerror=alert(1)>";

/// Runs the binary, expects success, returns standard output.
fn export(args: &[&str]) -> Vec<u8> {
    let out = bin().arg("export").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "export {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn export_text(args: &[&str]) -> String {
    String::from_utf8(export(args)).unwrap()
}

/// Runs the binary, expects exit 2, returns the one-line error.
fn export_err(args: &[&str]) -> String {
    fails(bin().arg("export").args(args), 2)
}

/// A JSON Lines trace of `args` (as for `run`), written into `dir`.
fn trace_file(dir: &Path, args: &[&str]) -> PathBuf {
    let path = dir.join("trace.jsonl");
    let status =
        bin().arg("run").args(args).args(["--format", "jsonl", "-o"]).arg(&path).status().unwrap();
    assert!(status.success());
    path
}

macro_rules! golden {
    ($($test:ident: $name:literal => [$($arg:literal),*];)*) => {$(
        #[test]
        fn $test() {
            golden(concat!("export/", $name), &export(&[$($arg),*]));
        }
    )*};
}

golden! {
    golden_html: "n4.html" => ["html", "4"];
    golden_html_code: "n4-code-python.html" => ["html", "4", "--code", "python", "--theme", "auto"];
    golden_cast: "n4.cast" => ["cast", "4"];
    golden_md: "n4.md" => ["md", "4"];
    golden_tex: "n4.tex" => ["tex", "4"];
    golden_dot: "n4.dot" => ["dot", "4"];
    golden_dot_tree: "n4-tree.dot" => ["dot", "4", "--fit", "none"];
    golden_dot_collapse: "n4-collapse.dot" => ["dot", "4", "--collapse", "--fit", "none"];
    golden_dot_fa: "n4-fa.dot" => ["dot", "4", "--lang", "fa", "--max-depth", "1"];
    golden_svg_step: "n4-step12.svg" => ["svg", "4", "--step", "12"];
    golden_svg_solutions: "n4-solutions.svg" => ["svg", "4", "--solutions"];
}

/// Every format, with options that exercise it.
const FORMATS: &[&[&str]] = &[
    &["html"],
    &["cast", "--delay", "40"],
    &["md"],
    &["tex"],
    &["dot"],
    &["dot", "--collapse", "--fit", "none"],
    &["svg", "--step", "30"],
    &["svg", "--solutions"],
    &["gif", "--delay", "200"],
    &["perfetto"],
    &["flame"],
    &["flame", "--svg"],
];

#[test]
fn a_file_exports_exactly_as_the_live_run() {
    let dir = tmp();
    let live = dir.path().join("live");
    let file = dir.path().join("file");
    for run in [&["5"][..], &["6", "--first"], &["4", "--limit", "2"]] {
        let trace = trace_file(dir.path(), run);
        for format in FORMATS {
            let ranges: &[&[&str]] = if format.contains(&"--step") {
                &[&[]] // --step is itself a range
            } else if format.contains(&"--solutions") {
                &[&[], &["--from", "7", "--only", "accept,solution"]]
            } else {
                &[&[], &["--from", "7", "--to", "40", "--only", "accept,reject,solution"]]
            };
            for range in ranges {
                let mut args: Vec<&str> = format.to_vec();
                args.extend_from_slice(range);
                let mut live_args = args.clone();
                live_args.extend_from_slice(run);
                live_args.extend(["-o", live.to_str().unwrap()]);
                export(&live_args);
                let mut file_args = args.clone();
                file_args.extend(["--input", trace.to_str().unwrap()]);
                file_args.extend(["-o", file.to_str().unwrap()]);
                export(&file_args);
                assert_eq!(
                    std::fs::read(&live).unwrap(),
                    std::fs::read(&file).unwrap(),
                    "{args:?} on {run:?}"
                );
            }
        }
    }
}

#[test]
fn the_html_tokenizes_cleanly_and_embeds_every_step() {
    let html = export_text(&["html", "4"]);
    let mut emitter = html5gum::DefaultEmitter::default();
    emitter.naively_switch_states(true);
    let mut tags = Vec::new();
    let mut script = String::new();
    for token in html5gum::Tokenizer::new_with_emitter(html.as_str(), emitter) {
        match token.unwrap() {
            html5gum::Token::Error(e) => panic!("HTML parse error: {e:?}"),
            html5gum::Token::StartTag(t) => {
                tags.push(String::from_utf8_lossy(&t.name).into_owned())
            }
            html5gum::Token::String(s) if tags.last().is_some_and(|t| t == "script") => {
                script.push_str(&String::from_utf8_lossy(&s))
            }
            _ => {}
        }
    }
    for wanted in ["html", "head", "style", "body", "main", "script"] {
        assert!(tags.iter().any(|t| t == wanted), "no <{wanted}>");
    }
    // Nothing is fetched: no link, image or frame, no src or href, no URL, no fetch.
    assert!(!tags.iter().any(|t| t == "link" || t == "img" || t == "iframe"));
    assert!(!html.contains("src=") && !html.contains("href=") && !html.contains("http"));
    assert!(!script.contains("fetch(") && !script.contains("XMLHttpRequest"));
    // One record per step, step numbers in order.
    let steps: Vec<u64> = html
        .lines()
        .filter(|l| l.starts_with('['))
        .map(|l| l[1..].split(',').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(steps, (0..140).collect::<Vec<u64>>());
}

#[test]
fn the_svg_parses_and_draws_the_board() {
    let svg = export_text(&["svg", "4", "--step", "12"]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    // Every queen is written out as plain shapes (a crown polygon), never a <use>.
    let uses = |doc: &roxmltree::Document| {
        assert!(!doc.descendants().any(|n| n.tag_name().name() == "use"));
        doc.descendants().filter(|n| n.tag_name().name() == "polygon").count()
    };
    assert_eq!(uses(&doc), 2, "the queens on (0,0) and (1,2)");
    let line = doc.descendants().find(|n| n.tag_name().name() == "line").expect("a line of attack");
    // From the centre of the attacker (1,2) to the refused square (2,1), squares of 80, the
    // board's corner at (200, 80).
    let at = |a| line.attribute(a).unwrap();
    assert_eq!([at("x1"), at("y1"), at("x2"), at("y2")], ["400", "200", "320", "280"]);
    assert!(line.children().next().is_none(), "no children on drawn elements");
    let grid = export_text(&["svg", "8", "--solutions"]);
    let doc = roxmltree::Document::parse(&grid).unwrap();
    let labels = doc
        .descendants()
        .filter(|n| n.is_element() && n.text().is_some_and(|t| t.starts_with("★ ")))
        .count();
    assert_eq!(labels, 92);
    assert_eq!(uses(&doc), 92 * 8);
}

/// The SVG of step `step` of n=`n` with `options`, drawn by the library as the binary does.
fn svg_of(n: u32, step: u64, options: &nqueens_trace::export::svg::Options) -> String {
    let mut out = Vec::new();
    let window = nqueens_trace::export::Window::step(step);
    let mut export = nqueens_trace::export::export(&mut out, options, window, false);
    nqueens_trace::Solver::new(n).unwrap().run(&mut export).unwrap();
    drop(export);
    String::from_utf8(out).unwrap()
}

/// The picture's `width` and `height`.
fn svg_size(svg: &str) -> (String, String) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let root = doc.root_element();
    let attr = |name| root.attribute(name).unwrap().to_string();
    (attr("width"), attr("height"))
}

/// The caption under the board: the text drawn after the board's frame (the last square
/// drawn), its lines joined by a space.
fn svg_caption(svg: &str) -> String {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let elements: Vec<_> = doc.root_element().children().filter(|n| n.is_element()).collect();
    let frame = elements.iter().rposition(|n| n.tag_name().name() == "rect").unwrap();
    let lines: Vec<&str> = elements[frame + 1..].iter().filter_map(|n| n.text()).collect();
    lines.join(" ")
}

/// Every language, and its tag for `--lang`.
fn languages() -> impl Iterator<Item = (nqueens_trace::Lang, &'static str)> {
    use nqueens_trace::choice::Choice;
    <nqueens_trace::Lang as Choice>::ALL.iter().map(|&lang| (lang, lang.as_str()))
}

/// One frame for a whole export, so that the board holds still from slide to slide: every
/// step of n=5's search, in every language, with the default title or a long hostile one,
/// is the same size, the long captions wrapped or shrunk inside it. The Turkish rejects of
/// steps 99 and 101 once made it 785 and 795 pixels wide.
#[test]
fn every_step_s_svg_has_the_same_frame_in_every_language() {
    use nqueens_trace::export::{svg, Wording};
    let steps = trace(5, None).len() as u64;
    let long = HOSTILE.repeat(6);
    let mut sizes = std::collections::BTreeMap::new();
    for (lang, tag) in languages() {
        for title in [None, Some(long.clone())] {
            let wording = Wording { lang, one_based: false };
            let options = svg::Options { title: title.clone(), wording, ..svg::Options::default() };
            for step in 0..steps {
                let size = svg_size(&svg_of(5, step, &options));
                sizes.entry(size).or_insert((tag, step, title.is_some()));
            }
        }
    }
    let frame = (String::from("720"), String::from("570"));
    assert_eq!(
        sizes.keys().collect::<Vec<_>>(),
        [&frame],
        "the first step of each size: {sizes:?}"
    );
    // And through the binary, the steps the audit measured.
    for step in ["12", "99", "101"] {
        let svg = export_text(&["svg", "5", "--step", step, "--lang", "tr", "--title", &long]);
        assert_eq!(svg_size(&svg), frame, "step {step}");
    }
}

/// The longest caption of each language and a long title stay inside the frame, as librsvg
/// draws them: no ink in the margins left and right (the board sits well inside them).
#[test]
#[ignore = "needs rsvg-convert and ImageMagick"]
fn the_longest_captions_and_a_long_title_are_drawn_inside_the_frame() {
    use crate::render::Picture;
    use nqueens_trace::export::{svg, Wording};
    let dir = tmp();
    let steps = trace(5, None).len() as u64;
    for (lang, tag) in languages() {
        for title in [None, Some(HOSTILE.repeat(6))] {
            let wording = Wording { lang, one_based: false };
            let options = svg::Options { title: title.clone(), wording, ..svg::Options::default() };
            let (step, svg) = (0..steps)
                .map(|step| (step, svg_of(5, step, &options)))
                .max_by_key(|(_, svg)| svg_caption(svg).chars().count())
                .unwrap();
            let name = format!("{tag}-{step}-{}", title.is_some());
            let path = dir.path().join(format!("{name}.svg"));
            std::fs::write(&path, &svg).unwrap();
            let png = dir.path().join(format!("{name}.png"));
            let status =
                Command::new(need("rsvg-convert")).arg(&path).arg("-o").arg(&png).status().unwrap();
            assert!(status.success(), "rsvg-convert");
            let picture = Picture::read(&png);
            let (w, h) = (picture.width, picture.height);
            let inked =
                |x: usize, y: usize| picture.rgb[(y * w + x) * 3..][..3].iter().any(|&c| c < 200);
            let margin = 12;
            let touching = (0..h)
                .flat_map(|y| (0..margin).chain(w - margin..w).map(move |x| (x, y)))
                .filter(|&(x, y)| inked(x, y))
                .count();
            assert_eq!(touching, 0, "{name}: text in the margins:\n{}", svg_caption(&svg));
        }
    }
}

/// One way to name a step in every slide format: the SVG's caption opens with the name the
/// Marp and beamer decks head the step with, the language's (`Step 12`, `Adım 12`), never
/// `#12`.
#[test]
fn a_step_is_named_alike_in_svg_md_and_tex() {
    use nqueens_trace::lang::{fill, Arg};
    for (lang, tag) in languages() {
        let mut name = Vec::new();
        fill(&mut name, lang.messages().slides_step, &[("i", Arg::Num(12))]);
        let name = String::from_utf8(name).unwrap();
        let caption = svg_caption(&export_text(&["svg", "4", "--step", "12", "--lang", tag]));
        let md = export_text(&["md", "4", "--from", "12", "--to", "12", "--lang", tag]);
        let tex = export_text(&["tex", "4", "--from", "12", "--to", "12", "--lang", tag]);
        // A Persian deck isolates its numbers (U+2066 … U+2069 in md, `\lr{…}` in tex).
        let md = md.replace(['\u{2066}', '\u{2069}'], "");
        let tex = tex.replace("\\lr{12}", "12");
        assert!(md.contains(&format!("\n### {name}")), "{tag}: md names it {name:?}:\n{md}");
        assert!(tex.contains(&format!("\\only<1>{{\\textbf{{{name}}}")), "{tag}: tex\n{tex}");
        if lang.messages().rtl {
            // Drawn as it shows, for the renderers without bidi: joined, right to left, the
            // name at the line's right end (گام 12).
            assert!(caption.ends_with("12 ﻡﺎﮔ"), "{tag}: {caption}");
        } else {
            assert!(caption.starts_with(&name), "{tag}: {caption}");
        }
        assert!(!caption.contains("#12"), "{tag}: {caption}");
    }
}

/// The beamer deck has the legend the Marp deck's title slide has, on a page of its own right
/// after the title's, in the same words (the language's table, one source), each beside a
/// square drawn as the board draws its mark.
#[test]
fn the_beamer_deck_has_the_marp_deck_s_legend_after_its_title() {
    for (lang, tag) in languages() {
        let words = &lang.messages().slides_legend;
        let words =
            [words.queen, words.tried, words.refused, words.attacker, words.line, words.lifted];
        let md = export_text(&["md", "4", "--to", "0", "--lang", tag]);
        let title_slide = md.split("\n---\n").nth(1).unwrap();
        let tex = export_text(&["tex", "4", "--to", "0", "--lang", tag]);
        let frames: Vec<&str> = tex.split("\\begin{frame}\n").skip(1).collect();
        assert_eq!(frames.len(), 3, "{tag}: the title's, the legend's, the step's");
        assert!(frames[0].starts_with("\\titlepage\n"), "{tag}");
        let legend = frames[1];
        let rows: Vec<&str> = legend.lines().filter(|l| l.starts_with("\\tikz")).collect();
        assert_eq!(rows.len(), words.len(), "{tag}: {legend}");
        for (row, word) in rows.iter().zip(words) {
            assert!(title_slide.contains(word), "{tag}: {word:?} in md:\n{title_slide}");
            assert!(row.ends_with(&format!("}} & {word}\\\\[6pt]")), "{tag}: {row}");
        }
    }
}

#[test]
fn the_cast_is_json_lines_one_event_per_trace_line() {
    let cast = export_text(&["cast", "5", "--delay", "250", "--title", "five"]);
    let mut lines = cast.lines();
    let header: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(header["version"], 2);
    assert_eq!(header["title"], "five");
    assert_eq!(header["height"], 24, "a classic terminal's");
    let width = header["width"].as_u64().unwrap() as usize;
    let plain = bin().args(["run", "5", "--color", "never"]).output().unwrap().stdout;
    let plain = String::from_utf8(plain).unwrap();
    let widest = plain.lines().map(|l| l.chars().count()).max().unwrap();
    assert_eq!(width, widest + 2, "the widest line and a margin");
    // The markers ("m") at the solutions sit between the output events, each right after its
    // solution's board (the last line before it ends in a queen or a dot), halfway to the
    // next line.
    let all: Vec<&str> = cast.lines().skip(1).collect();
    for (i, marker) in all.iter().enumerate().filter(|(_, l)| l.contains(", \"m\", ")) {
        let before: (f64, String, String) = serde_json::from_str(all[i - 1]).unwrap();
        assert!(strip_ansi(&before.2).trim_end().ends_with(['Q', '.']), "{marker}");
        let at: (f64, String, String) = serde_json::from_str(marker).unwrap();
        assert_eq!(at.0, before.0 + 0.125, "{marker}");
    }
    let (markers, lines): (Vec<&str>, Vec<&str>) = lines.partition(|l| l.contains(", \"m\", "));
    assert_eq!(markers.len(), 10, "one marker per solution of n=5");
    let times: Vec<f64> = cast
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str::<(f64, String, String)>(l).unwrap().0)
        .collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "times never go back");
    let mut count = 0;
    for (i, (line, want)) in lines.into_iter().zip(plain.lines()).enumerate() {
        let event: (f64, String, String) = serde_json::from_str(line).unwrap();
        assert_eq!(event.0, i as f64 * 0.25);
        assert_eq!(event.1, "o");
        assert!(event.2.ends_with("\r\n"));
        let text = strip_ansi(&event.2);
        assert_eq!(text.trim_end_matches("\r\n"), want);
        assert!(want.chars().count() <= width);
        count += 1;
    }
    assert_eq!(count, plain.lines().count());
    assert_eq!(cast.lines().count(), count + 1 + markers.len());
    assert!(cast.contains("\\u001b[31m✗ reject"), "coloured");
}

#[test]
fn the_dot_tree_has_one_node_per_accept() {
    let nodes = |prefix: char, dot: &str| {
        // A node is declared with its shape; a solution's line after it relabels it.
        let declares = |l: &&str| l.contains("[label=") && l.contains("shape=");
        dot.lines().filter(|l| l.trim_start().starts_with(prefix)).filter(declares).count()
    };
    for n in [4, 6] {
        let all = trace(n, None);
        let count = |k: Kind| all.iter().filter(|e| e.kind() == k).count();
        let dot = export_text(&["dot", &n.to_string(), "--fit", "none"]);
        assert!(dot.starts_with("digraph search {") && dot.ends_with("}\n"));
        assert_eq!(nodes('a', &dot), count(Kind::Accept));
        assert_eq!(nodes('r', &dot) - 1, count(Kind::Reject), "rejects, and the root");
        let gold = dot.matches("fillcolor=\"#ffd23f\"").count();
        assert_eq!(gold, count(Kind::Solution));
        // Every edge starts and ends at a declared node.
        let declared: Vec<&str> = dot
            .lines()
            .filter(|l| l.contains("[label="))
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        for edge in dot.lines().filter(|l| l.contains(" -> ")) {
            let mut ends = edge.split_whitespace().filter(|w| *w != "->");
            let (from, to) = (ends.next().unwrap(), ends.next().unwrap().trim_end_matches(';'));
            assert!(declared.contains(&from) && declared.contains(&to), "{edge}");
        }
        let collapsed = export_text(&["dot", &n.to_string(), "--collapse", "--fit", "none"]);
        assert_eq!(nodes('a', &collapsed), count(Kind::Accept));
        let counted: usize = collapsed
            .lines()
            .filter_map(|l| l.split("label=\"✗ ").nth(1))
            .map(|rest| rest.split('"').next().unwrap().parse::<usize>().unwrap())
            .sum();
        assert_eq!(counted, count(Kind::Reject));
    }
}

/// Graphviz lays the tree out: one node per placement, per rejected try, and the root.
#[test]
#[ignore = "needs dot (graphviz)"]
fn graphviz_lays_out_the_tree() {
    let dot = need("dot");
    let all = trace(5, None);
    let count = |k: Kind| all.iter().filter(|e| e.kind() == k).count();
    let dir = tmp();
    let path = dir.path().join("tree.dot");
    export(&["dot", "5", "--fit", "none", "-o", path.to_str().unwrap()]);
    let out = Command::new(dot).arg("-Tsvg").arg(&path).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // Graphviz reports syntax problems as warnings; font fallbacks are not our concern.
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("syntax") && !stderr.contains("rror"), "{stderr}");
    let svg = String::from_utf8(out.stdout).unwrap();
    let doc = roxmltree::Document::parse_with_options(
        &svg,
        roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() },
    )
    .unwrap();
    let nodes = doc.descendants().filter(|n| n.attribute("class") == Some("node")).count();
    assert_eq!(nodes, 1 + count(Kind::Accept) + count(Kind::Reject));
}

/// Graphviz's SVG of a DOT file.
fn graphviz_svg(dot: &Path, tree: &[u8]) -> String {
    let mut child = Command::new(dot)
        .arg("-Tsvg")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write as _;
    child.stdin.take().unwrap().write_all(tree).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// The smallest label that reads from the back row: a fortieth of a 720-pixel-high slide.
const BACK_ROW_PX: f64 = 18.0;

/// By default (and with `--fit 16:9`) Graphviz scales the tree into a 13.33 × 7.5 inch slide:
/// n=4, n=5 and n=6 cut at row 1 stay legible there in every language (every label at least
/// 18 pixels high on a 1280×720 slide), no two boxes touch, every placement kept is on it, and
/// nothing of the whole tree of n=6 (the solutions' boxes included) runs past the slide's
/// edges.
#[test]
#[ignore = "needs dot (graphviz)"]
fn a_fitted_tree_is_legible_on_a_slide() {
    let dot = need("dot");
    for lang in ["en", "zh", "fa", "tr"] {
        for (args, rows, legible) in [
            (&["dot", "4"][..], 4, true),
            (&["dot", "5", "--fit", "16:9"], 5, true),
            (&["dot", "6", "--max-depth", "1"], 2, true),
            (&["dot", "6", "--max-depth", "2"], 3, false),
            (&["dot", "6"], 6, false),
            (&["dot", "6", "--collapse"], 6, false),
            (&["dot", "6", "--max-depth", "3"], 4, false),
        ] {
            let mut args = args.to_vec();
            args.extend(["--lang", lang]);
            let depth = fitted_tree(&dot, &args, rows, legible);
            // A tree too big to read says so, and names a depth at which it reads.
            let depth = depth.map(|d| d.to_string());
            let Some(depth) = depth.as_deref() else {
                assert!(legible, "{args:?}: unreadable, and no note");
                continue;
            };
            assert!(!legible, "{args:?}: a note on a tree that reads");
            let mut args: Vec<&str> =
                args.iter().copied().filter(|&a| !["--max-depth", "2", "3"].contains(&a)).collect();
            args.extend(["--max-depth", depth]);
            let rows = depth.parse::<u32>().unwrap() + 1;
            assert_eq!(fitted_tree(&dot, &args, rows, true), None, "{args:?}");
        }
    }
}

/// Renders the tree of `args` with Graphviz and checks it as [`a_fitted_tree_is_legible_on_a_slide`]
/// says, its labels at least [`BACK_ROW_PX`] high if `legible`; returns the depth that its note
/// (if any) names.
fn fitted_tree(dot: &Path, args: &[&str], rows: u32, legible: bool) -> Option<u32> {
    {
        {
            let out = bin().arg("export").args(args).output().unwrap();
            assert!(out.status.success(), "{args:?}");
            let (tree, note) = (out.stdout, String::from_utf8(out.stderr).unwrap());
            let named = note.split("--max-depth ").nth(1).map(|rest| {
                rest.chars()
                    .take_while(char::is_ascii_digit)
                    .collect::<String>()
                    .parse::<u32>()
                    .unwrap()
            });
            assert!(note.is_empty() || named.is_some(), "{args:?}: {note}");
            let svg = graphviz_svg(dot, &tree);
            // <svg width="960pt" height="540pt" ...>, then <g ... transform="scale(S S) rotate(0)
            // translate(X Y)">.
            let attr = |name: &str| -> f64 {
                let at = svg.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
                let end = at + svg[at..].find("pt\"").unwrap();
                svg[at..end].parse().unwrap()
            };
            let (width, height) = (attr("width"), attr("height"));
            assert!(width <= 960.5 && height <= 540.5, "{args:?}: {width}×{height} pt");
            let number = |after: &str| -> (f64, f64) {
                let at = svg.find(after).unwrap() + after.len();
                let end = at + svg[at..].find(')').unwrap();
                let mut xy = svg[at..end].split(' ').map(|v| v.parse::<f64>().unwrap());
                (xy.next().unwrap(), xy.next().unwrap())
            };
            let (scale, _) = number("scale(");
            if legible {
                // The smallest label, scaled, at 1280 pixels for 960 points.
                let smallest = svg
                    .split("font-size=\"")
                    .skip(1)
                    .map(|rest| rest[..rest.find('"').unwrap()].parse::<f64>().unwrap())
                    .fold(f64::MAX, f64::min);
                let pixels = smallest * scale * 1280.0 / 960.0;
                assert!(pixels >= BACK_ROW_PX, "{args:?}: labels {pixels:.1} px high");
            }
            no_boxes_touch(&svg, args);
            // Every box, the solutions' too, is inside the picture: the first polygon is the
            // page under them, in the same units (the transform's scale is rounded).
            let polygons: Vec<Vec<(f64, f64)>> = svg
                .split("<polygon")
                .skip(1)
                .map(|rest| {
                    let at = rest.find("points=\"").unwrap() + 8;
                    let list = &rest[at..at + rest[at..].find('"').unwrap()];
                    let point = |p: &str| {
                        let (x, y) = p.split_once(',').unwrap();
                        (x.parse::<f64>().unwrap(), y.parse::<f64>().unwrap())
                    };
                    list.split(' ').map(point).collect()
                })
                .collect();
            let page = &polygons[0];
            let span = |f: fn(&(f64, f64)) -> f64| {
                let values = page.iter().map(f);
                (values.clone().fold(f64::MAX, f64::min), values.fold(f64::MIN, f64::max))
            };
            let ((x0, x1), (y0, y1)) = (span(|p| p.0), span(|p| p.1));
            for &(x, y) in polygons[1..].iter().flatten() {
                assert!(
                    (x0 - 0.5..=x1 + 0.5).contains(&x) && (y0 - 0.5..=y1 + 0.5).contains(&y),
                    "{args:?}: a box at ({x:.0}, {y:.0}) past ({x0}..{x1}, {y0}..{y1})"
                );
            }
            let n: u32 = args[1].parse().unwrap();
            let kept = trace(n, None)
                .iter()
                .filter(|e| matches!(e, nqueens_trace::Event::Accept { row, .. } if *row < rows))
                .count();
            // A box per placement, or a "✓ (r,c)" in its parent's box for one without children.
            let tree = String::from_utf8(tree).unwrap();
            let shown = tree.matches("shape=box").count() + tree.matches("✓ (").count();
            assert_eq!(shown, kept, "{args:?}");
            // The solutions' numbers are on their boxes.
            let gold = tree.lines().filter(|l| l.contains("#ffd23f"));
            assert!(gold.clone().all(|l| l.contains("  ★ ")), "{args:?}");
            if n == 6 && rows == 6 {
                assert_eq!(gold.count(), 4);
            }
            named
        }
    }
}

/// The boxes of Graphviz's SVG (each node's polygons and ellipses, the double border of a
/// solution included) do not intersect, and no two touch: between any two there are at least
/// 3 points of the layout (borders 1 point apart read as one box).
fn no_boxes_touch(svg: &str, args: &[&str]) {
    let doc = roxmltree::Document::parse_with_options(
        svg,
        roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() },
    )
    .unwrap();
    let mut boxes: Vec<(String, [f64; 4])> = Vec::new();
    for node in doc.descendants().filter(|n| n.attribute("class") == Some("node")) {
        let mut points: Vec<(f64, f64)> = Vec::new();
        for shape in node.descendants() {
            let number = |name| shape.attribute(name).unwrap().parse::<f64>().unwrap();
            match shape.tag_name().name() {
                "polygon" => {
                    points.extend(shape.attribute("points").unwrap().split(' ').map(|p| {
                        let (x, y) = p.split_once(',').unwrap();
                        (x.parse::<f64>().unwrap(), y.parse::<f64>().unwrap())
                    }))
                }
                "ellipse" => {
                    let (cx, cy, rx, ry) = (number("cx"), number("cy"), number("rx"), number("ry"));
                    points.extend([(cx - rx, cy - ry), (cx + rx, cy + ry)]);
                }
                _ => {}
            }
        }
        if points.is_empty() {
            continue; // a plaintext mark: no box
        }
        let xs = points.iter().map(|p| p.0);
        let ys = points.iter().map(|p| p.1);
        let name = node.descendants().find(|n| n.has_tag_name("title")).unwrap().text().unwrap();
        boxes.push((
            name.to_string(),
            [
                xs.clone().fold(f64::MAX, f64::min),
                ys.clone().fold(f64::MAX, f64::min),
                xs.fold(f64::MIN, f64::max),
                ys.fold(f64::MIN, f64::max),
            ],
        ));
    }
    assert!(boxes.len() > 1, "{args:?}: no boxes");
    for (i, (a, [ax0, ay0, ax1, ay1])) in boxes.iter().enumerate() {
        for (b, [bx0, by0, bx1, by1]) in &boxes[i + 1..] {
            let gap = (bx0 - ax1).max(ax0 - bx1).max(by0 - ay1).max(ay0 - by1);
            assert!(gap >= 3.0, "{args:?}: the boxes of {a} and {b} are {gap:.1} pt apart");
        }
    }
}

/// A fitted tree says what its marks mean, in its language: the title's line carries the
/// legend of ✓, ✗, the lines of attack |, \ and /, and ★.
#[test]
fn a_fitted_tree_has_a_legend_in_its_language() {
    let legend = |lang: &str| {
        let tree = export_text(&["dot", "5", "--lang", lang]);
        let label = tree.lines().find(|l| l.starts_with("  label=")).unwrap().to_string();
        label
    };
    assert_eq!(
        legend("en"),
        "  label=<n-queens 5×5   <FONT POINT-SIZE=\"16\">✓ queen placed · ✗ rejected · | column \\\\ \
         diagonal / anti-diagonal · ★ solution</FONT>>;"
    );
    for (lang, words) in [
        ("zh", &["已放置的皇后", "冲突", "| 同列", "\\\\ 主对角线", "/ 副对角线", "★ 解"][..]),
        ("zh-Hant", &["已放置的皇后", "剪枝", "| 同一直行", "★ 解"]),
        ("fa", &["وزیر گذاشته‌شده", "✗ رد شده", "| ستون", "★ راه‌حل"]),
        ("tr", &["yerleştirilen vezir", "✗ reddedilen", "| sütun", "/ ters çapraz", "★ çözüm"]),
    ] {
        let label = legend(lang);
        for word in words {
            assert!(label.contains(word), "{lang}: {word} not in {label}");
        }
        assert!(!label.contains("column") && !label.contains("queen"), "{lang}: {label}");
    }
}

/// The default layout is the 16:9 slide's; `--fit none` is Graphviz's own, top down.
#[test]
fn the_tree_fits_a_wide_slide_unless_told_otherwise() {
    let default = export_text(&["dot", "4"]);
    assert_eq!(default, export_text(&["dot", "4", "--fit", "16:9"]));
    assert!(default.contains("  rankdir=LR;\n") && default.contains("size=\"13.33,7.50!\""));
    let own = export_text(&["dot", "4", "--fit", "none"]);
    assert!(!own.contains("rankdir") && !own.contains("  size="));
    let err = export_err(&["dot", "4", "--fit", "wide"]);
    assert!(err.contains("expected 16:9, 4:3 or none"), "{err}");
}

#[test]
fn the_md_deck_has_one_slide_per_step() {
    let md = export_text(&["md", "4", "--from", "2", "--to", "11"]);
    assert!(md.starts_with("---\nmarp: true\n"));
    assert_eq!(md.matches("\n### Step ").count(), 10);
    assert!(md.contains(
        "### Step 4: ✗ reject \\(1,0\\)\\: same column as the queen at \\(0,0\\)\n\n\
         |   | 0 | 1 | 2 | 3 |\n|---|:-:|:-:|:-:|:-:|\n\
         | **0** | ♛⚔ |   |   |   |\n\
         | **1** | ✗ |   |   |   |\n"
    ));
}

#[test]
fn the_tex_has_one_overlay_per_step() {
    let tex = export_text(&["tex", "4"]);
    // Per step, an overlay of the caption and one of the marks over the board.
    assert_eq!(tex.matches("\\only<").count(), 2 * 140);
    assert_eq!(tex.matches("\\only<50>").count(), 2 * 2);
    assert_eq!(
        tex.matches("\\begin{frame}").count(),
        1 + 1 + 3,
        "the title, the legend, then 50 steps a frame"
    );
    assert!(tex.ends_with("\\end{document}\n"));
}

#[test]
fn the_tex_is_in_the_language_asked_for_with_one_heading_style() {
    let en = export_text(&["tex", "4", "--step", "10"]);
    assert!(en.starts_with("% !TEX program = pdflatex\n"));
    assert!(
        en.contains(
            "\\textbf{Step 10}: reject (2,0): same column as the queen at (0,0)\\par\n\
             {\\small 5 tries, 3 rejects, 0 backtracks, 0 solutions}"
        ),
        "{en}"
    );
    let tr = export_text(&["tex", "4", "--step", "10", "--lang", "tr", "--one-based"]);
    assert!(tr.contains("\\title{4 vezir problemi 4$\\times$4}"), "{tr}");
    assert!(
        tr.contains(
            "\\textbf{Adım 10}: (3,1) reddedildi: (1,1) konumundaki vezirle aynı sütunda\\par\n\
             {\\small deneme 5 $\\cdot$ kabul 2 $\\cdot$ ret 3 $\\cdot$ geri alma 0 $\\cdot$ çözüm 0}"
        ),
        "{tr}"
    );
    let zh = export_text(&["tex", "4", "--step", "10", "--lang", "zh"]);
    assert!(zh.starts_with("% !TEX program = xelatex\n"));
    assert!(zh.contains("\\setCJKsansfont{Noto Sans CJK SC}"));
    assert!(zh.contains("\\title{4 皇后问题 4×4}"));
    assert!(zh.contains("\\textbf{第 10 步}：冲突 (2,0)：与 (0,0) 的皇后同列\\par"), "{zh}");
    let hant = export_text(&["tex", "4", "--step", "10", "--lang", "zh-Hant"]);
    assert!(hant.contains("\\setCJKsansfont{Noto Sans CJK TC}"));
    assert!(hant.contains("\\textbf{第 10 步}：剪枝 (2,0)：與 (0,0) 的皇后位於同一直行\\par"));
    let fa = export_text(&["tex", "4", "--step", "10", "--lang", "fa"]);
    assert!(fa.contains("\\usepackage{xepersian}"));
    assert!(fa.contains("\\title{مسئله \\lr{4} وزیر \\lr{4×4}}"));
    assert!(fa.contains("\\textbf{گام \\lr{10}}: \\lr{(2,0)} رد شد"), "{fa}");
}

/// pdflatex compiles the deck.
#[test]
#[ignore = "needs pdflatex (TeX Live)"]
fn pdflatex_compiles_the_tex() {
    let pdflatex = need("pdflatex");
    let dir = tmp();
    let tex = dir.path().join("deck.tex");
    let latin: String = ('\u{C0}'..='\u{FF}').collect();
    let title = format!("{HOSTILE} 50% $x_1$ & {{y}} \\ok #1 ~ ^ | {latin} ♛ « 4×4");
    let tex = tex.to_str().unwrap();
    export(&["tex", "4", "--to", "20", "--title", &title, "-o", tex]);
    let log = compiles(&pdflatex, dir.path(), "deck");
    let pdf = std::fs::read(dir.path().join("deck.pdf")).unwrap();
    assert!(pdf.starts_with(b"%PDF"));
    // The title page, the legend's, then steps 0 to 20.
    assert!(log.contains("(23 pages"), "{log}");
    // In Turkish, with its letters beyond Latin-1 (ş, ğ, ı).
    let turkish = dir.path().join("tr.tex");
    export(&["tex", "5", "--to", "60", "--lang", "tr", "-o", turkish.to_str().unwrap()]);
    assert!(std::fs::read_to_string(&turkish).unwrap().contains("ş"));
    let log = compiles(&pdflatex, dir.path(), "tr");
    assert!(log.contains("(63 pages"), "{log}");
}

/// Compiles `NAME.tex` in `dir` with `engine` (pdflatex, xelatex), asserting that it
/// succeeds with every character in the fonts; its log.
pub(crate) fn compiles(engine: &Path, dir: &Path, name: &str) -> String {
    let out = Command::new(engine)
        .args(["-interaction=nonstopmode", "-halt-on-error", &format!("{name}.tex")])
        .current_dir(dir)
        .output()
        .unwrap();
    let log = std::fs::read_to_string(dir.join(format!("{name}.log"))).unwrap_or_default();
    assert!(out.status.success(), "{} failed:\n{log}", engine.display());
    assert!(!log.contains("Missing character"), "{log}");
    log
}

#[test]
fn a_hostile_title_shows_as_text_in_every_format() {
    let html = export_text(&["html", "4", "--title", HOSTILE]);
    assert!(!html.contains("<img"));
    assert_eq!(html.matches("</script>").count(), 3, "the three real ends");
    assert!(html.contains("<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</title>"));

    let svg = export_text(&["svg", "4", "--step", "3", "--title", HOSTILE]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let title = doc.descendants().find(|n| n.tag_name().name() == "title").unwrap();
    assert_eq!(title.text(), Some(HOSTILE));
    assert!(!doc.descendants().any(|n| n.tag_name().name() == "img"));

    let md = export_text(&["md", "4", "--to", "0", "--title", HOSTILE]);
    assert!(md.contains("\n# &lt;/script&gt;&lt;img src\\=x onerror\\=alert\\(1\\)&gt;\n"));
    assert!(md.contains("title: \"</script><img src=x onerror=alert(1)>\"\n"));

    let tex = export_text(&["tex", "4", "--to", "0", "--title", "a}\\b{c"]);
    assert!(tex.contains("\\title{a\\}\\textbackslash{}b\\{c}"));

    let dot = export_text(&["dot", "4", "--title", "say \"hi\" \\N"]);
    assert!(dot.contains("label=<say &quot;hi&quot; \\\\N   <FONT"), "{dot}");

    // A GIF shows no text; the title is its comment, bytes as given.
    let gif = export(&["gif", "4", "--to", "1", "--title", HOSTILE]);
    let comment = [&[0x21, 0xFE, HOSTILE.len() as u8][..], HOSTILE.as_bytes(), &[0]].concat();
    assert!(gif.windows(comment.len()).any(|w| w == comment));

    let cast = export_text(&["cast", "4", "--title", HOSTILE]);
    let header: serde_json::Value = serde_json::from_str(cast.lines().next().unwrap()).unwrap();
    assert_eq!(header["title"], HOSTILE);
}

#[test]
fn a_trace_too_long_to_embed_is_refused_unless_forced() {
    let dir = tmp();
    let out = dir.path().join("p.html");
    let out = out.to_str().unwrap();
    let err = export_err(&["html", "9", "-o", out]);
    assert_eq!(
        err,
        "nqueens-trace: cannot export html: the trace has more than 100000 steps, too many for \
         one file that holds every step: narrow it with --to STEP or --limit K, use a smaller n, \
         or pass --force\n"
    );
    assert!(!Path::new(out).exists(), "nothing written");
    let err = export_err(&["gif", "9", "-o", out]);
    assert!(err.contains("cannot export gif: the animation would run more than 5 minutes"));
    export(&["html", "9", "--to", "99999", "-o", out]);
    export(&["html", "9", "--force", "-o", out]);
    let html = std::fs::read_to_string(out).unwrap();
    let total = trace(9, None).len();
    assert!(total > 100_000);
    assert_eq!(html.lines().filter(|l| l.starts_with('[')).count(), total);
}

#[test]
fn bad_options_name_what_was_given() {
    let cases: &[(&[&str], &str)] = &[
        (&["html", "--from", "9", "--to", "3"], "--to 3 is before --from 9"),
        // An option of another format is no option of this one's subcommand.
        (&["html", "--delay", "9"], "unexpected argument '--delay' found"),
        (&["dot", "--solutions"], "unexpected argument '--solutions' found"),
        (&["svg", "--collapse"], "unexpected argument '--collapse' found"),
        (&["gif", "--aspect", "4:3"], "unexpected argument '--aspect' found"),
        (&["perfetto", "--lang", "fa"], "unexpected argument '--lang' found"),
        (
            &["md", "4", "--from", "500"],
            "no step of the trace is in --from 500: its steps run from 0 to 139",
        ),
        (&["svg", "4", "--solutions", "--to", "20"], "no solution among the selected steps"),
        (&["html", "--only", "jump"], "unknown event kind 'jump': expected start, try, accept"),
        (&["pdf"], "unrecognized format 'pdf' [formats: html, cast, svg, md, tex, dot, gif, perfetto, flame]"),
        (&["html", "33"], "expected a board size from 1 to 32"),
        (&["html", "--input", "/nonexistent/t.jsonl"], "cannot read '/nonexistent/t.jsonl'"),
    ];
    for (args, want) in cases {
        let err = export_err(args);
        assert!(err.contains(want), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn a_broken_trace_file_is_named_with_its_line() {
    let dir = tmp();
    let trace = trace_file(dir.path(), &["4"]);
    let path = trace.to_str().unwrap();
    let text = std::fs::read_to_string(&trace).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines[5] = "{\"event\":\"try\",\"step\":5,\"row\":7,\"col\":0}";
    std::fs::write(&trace, lines.join("\n")).unwrap();
    let err = export_err(&["svg", "--input", path]);
    assert!(err.contains(&format!("{path}:6: square (7,0) is off the 4×4 board")), "{err}");
    let whole: Vec<&str> = text.lines().collect();
    std::fs::write(&trace, whole[..20].join("\n")).unwrap();
    let err = export_err(&["dot", "--input", path]);
    assert!(err.contains("the trace ends without a done event"), "{err}");
    // Never overwrite the input.
    let err = export_err(&["md", "--input", path, "-o", path]);
    assert!(err.contains("it is the input file"), "{err}");
}

#[test]
fn write_errors_are_reported_and_closed_pipes_are_quiet() {
    if Path::new("/dev/full").exists() {
        let out = Command::new(BIN)
            .args(["export", "md", "6"])
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("cannot write to standard output"), "{err}");
    }
    let script = format!("set -o pipefail; '{}' export cast 9 | head -c 100 >/dev/null", BIN);
    let out = std::process::Command::new("bash").args(["-c", &script]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty());
}

/// The long options that `export FORMAT --help` lists: each line of its options that opens
/// with one (`--theme <THEME>`, or `-o, --output <FILE>` after its short form).
fn options_listed(format: &str) -> Vec<String> {
    let help = String::from_utf8(export(&[format, "--help"])).unwrap();
    help.lines()
        .filter_map(|line| {
            let line = line.trim_start();
            let line = match line.as_bytes() {
                [b'-', short, b',', b' ', ..] if short.is_ascii_alphabetic() => &line[4..],
                _ => line,
            };
            let rest = line.strip_prefix("--")?;
            Some(rest.split([' ', '=']).next().unwrap().to_string())
        })
        .collect()
}

#[test]
fn each_format_s_help_lists_exactly_the_options_it_takes() {
    // What every format takes: the source, the steps kept, the title, the output.
    let common = [
        "input",
        "first",
        "limit",
        // The teacher's start of a live run (issue 23).
        "start",
        "random-start",
        "seed",
        "from",
        "to",
        "only",
        "hide",
        "max-depth",
        "title",
        "output",
        "force",
    ];
    let cases: &[(&str, &[&str])] = &[
        (
            "html",
            &["lang", "one-based", "theme", "queen", "code", "exercise", "feedback", "on-wrong"],
        ),
        ("cast", &["lang", "one-based", "delay", "queen"]),
        ("svg", &["step", "lang", "one-based", "theme", "solutions"]),
        ("md", &["step", "lang", "one-based", "theme", "queen"]),
        ("tex", &["step", "lang", "one-based", "aspect"]),
        ("dot", &["lang", "one-based", "theme", "collapse", "fit"]),
        ("gif", &["lang", "one-based", "theme", "delay", "size"]),
        ("perfetto", &["one-based"]),
        ("flame", &["one-based", "theme", "svg"]),
    ];
    for (format, own) in cases {
        let mut want: Vec<&str> = common.iter().chain(own.iter()).copied().collect();
        want.push("help");
        want.sort_unstable();
        let mut listed = options_listed(format);
        listed.sort_unstable();
        assert_eq!(listed, want, "export {format} --help");
    }
    // In particular, a gif takes no option of tex or dot, and tex takes its own.
    let gif = options_listed("gif");
    assert!(!gif.iter().any(|o| ["aspect", "fit", "collapse", "step"].contains(&o.as_str())));
    assert!(options_listed("tex").iter().any(|o| o == "aspect"));
}

/// An export whose records outgrow memory spools them in TMPDIR; a TMPDIR it cannot write in
/// is named, with its value, and the output is not blamed (nor left behind).
#[test]
fn a_temporary_directory_that_fails_is_named_not_the_output() {
    use std::io::Write;
    let dir = tmp();
    // 400,000 solutions of n=1: more records than the spool keeps in memory (4 MB).
    let trace = dir.path().join("many.jsonl");
    let mut f = std::io::BufWriter::new(std::fs::File::create(&trace).unwrap());
    writeln!(f, r#"{{"event":"start","step":0,"schema":"nqueens-trace/1","n":1,"limit":null}}"#)
        .unwrap();
    let count = 400_000;
    for i in 1..=count {
        writeln!(f, r#"{{"event":"solution","step":{i},"index":{i},"queens":[0]}}"#).unwrap();
    }
    writeln!(
        f,
        r#"{{"event":"done","step":{},"solutions":{count},"tries":0,"accepts":0,"rejects":0,"backtracks":0,"complete":true}}"#,
        count + 1
    )
    .unwrap();
    drop(f);
    let out = dir.path().join("grid.svg");
    let trace_arg = trace.to_str().unwrap();
    let out_arg = out.to_str().unwrap();
    let runs: [&[&str]; 2] = [
        &["export", "svg", "--solutions", "--input", trace_arg, "-o", out_arg],
        &["export", "html", "9", "--force", "-o", out_arg],
    ];
    for args in runs {
        let err = fails(bin().args(args).env("TMPDIR", "/nonexistent"), 2);
        assert!(err.contains("temporary file in TMPDIR='/nonexistent'"), "{args:?}: {err}");
        assert!(err.contains("set TMPDIR to a writable directory"), "{args:?}: {err}");
        assert!(!err.contains("grid.svg"), "{args:?}: the output is not to blame: {err}");
        assert!(!out.exists(), "{args:?}: no output is left behind");
    }
    // With a TMPDIR that works, the same export succeeds.
    let tmpdir = dir.path().join("tmp");
    std::fs::create_dir(&tmpdir).unwrap();
    let status = bin().args(runs[0]).env("TMPDIR", &tmpdir).status().unwrap();
    assert!(status.success());
    assert!(std::fs::read_to_string(&out).unwrap().ends_with("</svg>\n"));
}
