//! The HTML player's page through the real binary, without a browser: the code pane's
//! markup, the options only the player takes, and text from outside escaped in every part of
//! the page. `tests/browser.rs` plays the page in Chromium.

use crate::util::{bin, fails, stdout};
use nqueens_trace::program::Program;

/// The page `export html ARGS` writes on standard output.
fn page(args: &[&str]) -> String {
    stdout(bin().args(["export", "html"]).args(args))
}

/// The text of the elements of the page between `open` and the next `close`, one per match.
fn between<'a>(html: &'a str, open: &str, close: &str) -> Vec<&'a str> {
    html.split(open).skip(1).map(|rest| &rest[..rest.find(close).unwrap()]).collect()
}

#[test]
fn the_code_pane_is_the_program_that_runs_line_for_line() {
    // An N-Queens page shows N-Queens' programs (another problem's is refused: programs.rs).
    for program in Program::of_problem("nqueens") {
        let html = page(&["4", "--code", program.name()]);
        let lines: Vec<String> = (1..=program.line_count())
            .map(|l| {
                let text = program.line(l).unwrap().replace('\t', "    ");
                let text = text
                    .replace('&', "&amp;")
                    .replace('<', "&lt;")
                    .replace('>', "&gt;")
                    .replace('"', "&quot;")
                    .replace('\'', "&#39;");
                let class = if program.is_trace(l) { " class=\"tracing\"" } else { "" };
                format!("<li id=\"L{l}\"{class}>{text}")
            })
            .collect();
        let shown: Vec<String> = between(&html, "<ol id=\"code\" dir=\"ltr\">\n", "</ol>")[0]
            .lines()
            .map(|l| l.trim_end_matches("</li>").to_string())
            .collect();
        assert_eq!(shown, lines, "{}", program.name());
        // Self-contained whatever the program: nothing that would fetch.
        assert!(!html.contains("src=") && !html.contains("href=") && !html.contains("http"));
        assert_eq!(
            html.contains("<ol id=\"stack\" dir=\"ltr\">"),
            program.call().is_some(),
            "a stack for the recursive programs only: {}",
            program.name()
        );
    }
    // --code alone is the default program, and no --code no pane.
    assert!(page(&["4", "--code"]).contains("<h2 dir=\"ltr\">pseudo.txt · pseudocode</h2>"));
    let plain = page(&["4"]);
    assert!(!plain.contains("id=\"code\"") && plain.contains("const CODE = null;"));
}

#[test]
fn the_page_is_the_same_bytes_every_run() {
    let args = ["5", "--code", "python", "--theme", "auto"];
    assert_eq!(page(&args), page(&args));
}

#[test]
fn the_options_of_the_player_reach_the_page() {
    let html = page(&["4", "--theme", "auto", "--queen", "W", "--one-based"]);
    assert!(html.starts_with(
        "<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\" data-theme=\"auto\" data-scheme=\"light\">"
    ));
    assert!(html.contains(
        "const TRACE = {\"n\":4,\"base\":1,\"theme\":\"auto\",\"lang\":\"en\",\"title\":null,\
         \"indent\":\"│ \",\"queen\":\"W\",\"steps\":["
    ));
    assert!(html.contains(
        "<span class=\"sw queen\">W</span> <span data-w=\"page_legend_queen\">queen</span>"
    ));
    let dark = page(&["4", "--theme", "dark"]);
    assert!(dark.contains("data-theme=\"dark\" data-scheme=\"dark\""));
    // "step K of N": N is the last step exported.
    assert!(page(&["4", "--to", "20"]).contains("data-last=\"20\""));
    // The page opens in the language asked for, right to left for Persian, with its title;
    // a title given is the page's whatever the language.
    let fa = page(&["4", "--lang", "fa"]);
    assert!(fa.starts_with("<!DOCTYPE html>\n<html lang=\"fa\" dir=\"rtl\""), "{}", &fa[..80]);
    assert!(fa.contains("<h1>مسئله 4 وزیر 4×4</h1>"));
    let zh = page(&["4", "--lang", "zh", "--title", "八皇后"]);
    assert!(zh.contains("<h1>八皇后</h1>") && zh.contains("\"lang\":\"zh\",\"title\":\"八皇后\""));
}

#[test]
fn options_only_the_player_takes_are_refused_elsewhere() {
    let cases: &[(&[&str], &str)] = &[
        (&["svg", "--code", "python"], "unexpected argument '--code' found"),
        (&["gif", "--code"], "unexpected argument '--code' found"),
        (
            &["svg", "--theme", "auto"],
            "invalid value 'auto' for '--theme <THEME>' [possible values: light, dark]",
        ),
        (
            &["html", "--code", "cobol"],
            "unknown program 'cobol': expected one of pseudo, python, python-generator, \
             cpp-recursive, cpp-iterative, python-board",
        ),
        (&["html", "--theme", "sepia"], "invalid value 'sepia'"),
    ];
    for (args, want) in cases {
        let err = fails(bin().arg("export").args(*args), 2);
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

#[test]
fn text_from_outside_is_escaped_in_every_part_of_the_page() {
    // A title with markup, a bidi override, an escape sequence and a line separator.
    let title = "</script><b>x</b>\u{202e}\u{1b}[31m\u{2028}";
    let html = page(&["4", "--code", "python", "--title", title]);
    for raw in ['\u{202e}', '\u{1b}', '\u{2028}'] {
        assert!(!html.contains(raw), "{raw:?} reached the page");
    }
    assert!(!html.contains("<b>x"));
    assert_eq!(html.matches("</script>").count(), 3, "the three real ends");
    assert!(
        html.contains("<h1>&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;\\u{202e}\\u{1b}[31m\\u{2028}</h1>")
    );
}

/// The records of a page, one JSON value a step.
fn records(html: &str) -> Vec<serde_json::Value> {
    html.lines()
        .filter(|l| l.starts_with('[') && l.ends_with("],"))
        .map(|l| serde_json::from_str(l.trim_end_matches(',')).unwrap())
        .collect()
}

/// The page of each problem's committed trace is its golden, byte for byte; and it draws
/// what the library decided: the shape once, each step's marks of `Picture::places`.
#[test]
fn the_page_of_each_problem_is_its_golden_and_carries_the_pictures_marks() {
    use nqueens_trace::picture::{Mark, Picture};
    use nqueens_trace::problem;
    for name in ["sudoku-4x4", "coloring-australia", "subset-sum"] {
        let trace = crate::util::traces(&format!("{name}.jsonl"));
        let html = page(&["--input", trace.to_str().unwrap()]);
        crate::util::golden(&format!("export/{name}.html"), &html);
        assert!(html.contains("const PROBLEM = {") && !html.contains("http"), "{name}");
        // The marks of every step are the picture's, step for step.
        let events = crate::util::read_all(&std::fs::read(&trace).unwrap());
        let nqueens_trace::Event::Start { schema, .. } = &events[0] else { panic!("{name}") };
        let found = problem::of_schema(schema).unwrap().unwrap();
        let mut picture = Picture::new(found.shape());
        let records = records(&html);
        assert_eq!(records.len(), events.len(), "{name}");
        let letter = |m: Mark| match m {
            Mark::Tried => "t",
            Mark::Placed => "p",
            Mark::Rejected => "r",
            Mark::Holder => "h",
            Mark::Unit => "u",
            Mark::Erased => "e",
            Mark::Solution => "S",
            _ => "",
        };
        for (event, record) in events.iter().zip(&records) {
            picture.follow(event);
            let want: Vec<serde_json::Value> = picture
                .places(Some(event))
                .iter()
                .enumerate()
                .filter(|(_, p)| !letter(p.mark).is_empty())
                .map(|(i, p)| serde_json::json!([i, letter(p.mark), p.value.map_or(-1, i64::from)]))
                .collect();
            assert_eq!(record[14]["m"], serde_json::Value::Array(want), "{name} {event:?}");
        }
    }
}

/// A page of another problem has no quiz nor exercise of queens, and no code pane: it says
/// so in its language, from the tables.
#[test]
fn a_page_of_another_problem_says_its_quiz_is_for_n_queens() {
    let trace = crate::util::traces("coloring-australia.jsonl");
    let html = page(&["--input", trace.to_str().unwrap(), "--lang", "fa", "--code", "python"]);
    assert!(html.contains("<title>رنگ‌آمیزی گراف</title>"));
    let only = nqueens_trace::lang::Lang::Fa.messages().page_nqueens_only;
    assert!(html.contains(&format!("\"only\":\"{only}\"")));
    assert!(!html.contains("id=\"code\"") && html.contains("const CODE = null;"));
}
