//! The exports in the programs their users open them with, from local copies installed by npm
//! (no network): the cast played by asciinema-player and the perfetto file loaded by
//! speedscope, both in headless Chromium under chromedriver (ajv, for the trace's schema, is
//! in tests/schema.rs).
//!
//! The tests are `#[ignore = "needs …"]`: `.ci/run` installs the packages into
//! `~/.cache/nqueens-trace-npm` (`NQUEENS_TRACE_NPM` names another folder that holds their
//! `node_modules`).

use crate::browser::Driver;
use crate::util::{bin, chromium, stdout, tmp};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The folder of the npm package `name`, installed where `.ci/run` puts it; fails the test,
/// naming the package, when it is not there.
pub(crate) fn npm_package(name: &str) -> PathBuf {
    let root = std::env::var_os("NQUEENS_TRACE_NPM").map(PathBuf::from).unwrap_or_else(|| {
        let cache = std::env::var_os("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .unwrap_or_else(|| Path::new(&std::env::var_os("HOME").unwrap()).join(".cache"));
        cache.join("nqueens-trace-npm")
    });
    let package = root.join("node_modules").join(name);
    assert!(
        package.join("package.json").is_file(),
        "this test needs the npm package {name} in {}: `.ci/run` installs it there, or run \
         `cargo test` without --include-ignored, which skips the tests that need outside programs",
        root.display()
    );
    package
}

/// `text` as a JavaScript string literal that is safe inside a `<script>` element.
fn js_string(text: &str) -> String {
    serde_json::Value::String(text.to_string()).to_string().replace('<', "\\u003c")
}

/// Waits until the page's `window.nqt` is set, then returns it: the pages below set it when
/// the viewer has finished, whatever the machine's speed.
fn wait_for_result(driver: &Driver) -> serde_json::Value {
    let start = Instant::now();
    loop {
        let result = driver.script("return window.nqt === undefined ? null : window.nqt;");
        if !result.is_null() {
            return result;
        }
        assert!(start.elapsed() < Duration::from_secs(300), "the viewer never finished");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The page that plays `cast` in asciinema-player, pausing at each marker (as a viewer with
/// `pauseOnMarkers` does) and noting the screen's rows there, once the paused frame is drawn,
/// and at the end.
fn player_page(player: &Path, cast: &str) -> String {
    let bundle = player.join("dist/bundle");
    format!(
        r#"<!doctype html><meta charset="utf-8">
<link rel="stylesheet" href="file://{bundle}/asciinema-player.css">
<div id="player"></div>
<script src="file://{bundle}/asciinema-player.min.js"></script>
<script>
const rows = () => [...document.querySelectorAll(".ap-term-text .ap-line")].map((l) => l.textContent);
// The player draws on an animation frame: two of them and the paused screen is on the page.
const drawn = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const seen = [];
const player = AsciinemaPlayer.create({{ data: {cast} }}, document.getElementById("player"),
  {{ pauseOnMarkers: true, speed: 20 }});
player.addEventListener("marker", async (m) => {{
  await drawn();
  seen.push({{ label: m.label, time: m.time, rows: rows() }});
  player.play();
}});
player.addEventListener("ended", async () => {{
  await drawn();
  window.nqt = {{ markers: seen, end: rows() }};
}});
player.play();
</script>"#,
        bundle = bundle.display(),
        cast = js_string(cast),
    )
}

/// What asciinema-player shows at each marker of the cast of `args` (after `export cast`), and
/// the plain text trace of the same run (`run` with the same `args`).
fn played(args: &[&str]) -> (serde_json::Value, Vec<String>, serde_json::Value) {
    let player = npm_package("asciinema-player");
    let cast = stdout(bin().args(["export", "cast"]).args(args));
    let plain = stdout(bin().arg("run").args(args).args(["--color", "never"]));
    let dir = tmp();
    let page = dir.path().join("cast.html");
    std::fs::write(&page, player_page(&player, &cast)).unwrap();
    let driver = Driver::start(&chromium());
    driver.open(&format!("file://{}", page.display()));
    let header: serde_json::Value = serde_json::from_str(cast.lines().next().unwrap()).unwrap();
    (header, plain.lines().map(String::from).collect(), wait_for_result(&driver))
}

/// The screen a terminal of `height` rows shows once `lines` are printed, each ending with a
/// line break: the last `height - 1` of them, then the cursor's empty row (and empty rows
/// below when fewer lines were printed).
fn screen_after(lines: &[String], height: usize) -> Vec<String> {
    let shown = &lines[lines.len().saturating_sub(height - 1)..];
    let mut rows: Vec<String> = shown.to_vec();
    rows.resize(height, String::new());
    rows
}

/// The rows the player drew, without the blanks that pad each to the terminal's width.
fn rows_of(value: &serde_json::Value) -> Vec<String> {
    value.as_array().unwrap().iter().map(|r| r.as_str().unwrap().trim_end().to_string()).collect()
}

/// Plays the cast of `args` and checks the screen at each marker: the solution's heading and
/// whole board are the last lines drawn, with the lines before them above, each on one row
/// (the terminal is wide enough), and the board fits the height.
fn check_markers(args: &[&str], solutions: usize) {
    let (header, plain, shown) = played(args);
    let height = header["height"].as_u64().unwrap() as usize;
    let width = header["width"].as_u64().unwrap() as usize;
    let widest = plain.iter().map(|l| unicode_width::UnicodeWidthStr::width(l.as_str())).max();
    assert_eq!(Some(width - 2), widest, "{args:?}: as wide as the widest line and a margin");
    let markers = shown["markers"].as_array().unwrap();
    assert_eq!(markers.len(), solutions, "{args:?}");
    let mut from = 0;
    for (k, marker) in markers.iter().enumerate() {
        assert_eq!(marker["label"], format!("★ {}", k + 1));
        // The solution's heading (the next line with a star), then its n board lines.
        let heading = from
            + plain[from..]
                .iter()
                .position(|l| l.contains('★'))
                .unwrap_or_else(|| panic!("{args:?}: no heading of solution {}", k + 1));
        let n = plain[heading + 1..].iter().take_while(|l| l.ends_with(['.', 'Q'])).count();
        assert_eq!(n.to_string(), args[0], "{args:?}: solution {} has its board", k + 1);
        assert!(n + 3 <= height, "{args:?}: the board fits the height");
        let last = heading + n;
        let rows = rows_of(&marker["rows"]);
        assert_eq!(rows, screen_after(&plain[..=last], height), "{args:?}: at marker {}", k + 1);
        from = last + 1;
    }
    assert_eq!(rows_of(&shown["end"]), screen_after(&plain, height), "{args:?}: at the end");
}

#[test]
#[ignore = "needs chromium, chromedriver and asciinema-player (npm)"]
fn asciinema_player_pauses_at_each_marker_with_the_solution_drawn() {
    check_markers(&["4"], 2);
    check_markers(&["6", "--lang", "zh", "--delay", "40"], 4);
    check_markers(&["5", "--lang", "fa", "--limit", "3", "--one-based"], 3);
}

/// The page of speedscope that loads `profile` as its command line does (a script beside it
/// that calls `speedscope.loadFileFromBase64`), with the console's messages noted first.
fn speedscope_loader(dir: &Path, name: &str, profile: &str) -> PathBuf {
    let script = format!(
        r#"const nqt = {{ messages: [] }};
for (const level of ["log", "info", "warn", "error"]) {{
  const original = console[level];
  console[level] = (...args) => {{ nqt.messages.push([level, args.join(" ")]); original.apply(console, args); }};
}}
// speedscope times its import with console.time("import"): its end is the import's.
const timeEnd = console.timeEnd;
console.timeEnd = (label) => {{
  timeEnd.call(console, label);
  if (label !== "import") return;
  // The sandwich view draws its table after the import: the result waits for its rows.
  const drawn = () => {{
    const text = document.body.innerText;
    if (/Symbol Name\s*\S/.test(text)) {{ nqt.text = text; window.nqt = nqt; }} else setTimeout(drawn, 50);
  }};
  drawn();
}};
// The command line hands it the file's bytes in base64.
let bytes = "";
for (const b of new TextEncoder().encode({profile})) bytes += String.fromCharCode(b);
speedscope.loadFileFromBase64({name}, btoa(bytes));
"#,
        name = js_string(name),
        profile = js_string(profile),
    );
    let path = dir.join("load.js");
    std::fs::write(&path, script).unwrap();
    path
}

/// The total and self time of each slice of a perfetto file, by name: what speedscope's
/// sandwich view lists when the slices nest as the search does.
fn slice_times(profile: &str) -> BTreeMap<String, (u64, u64)> {
    let json: serde_json::Value = serde_json::from_str(profile).unwrap();
    let mut open: Vec<(String, u64, u64)> = Vec::new();
    let mut times = BTreeMap::new();
    for e in json["traceEvents"].as_array().unwrap() {
        let ts = e["ts"].as_u64().unwrap_or(0);
        match e["ph"].as_str().unwrap() {
            "B" => open.push((e["name"].as_str().unwrap().to_string(), ts, 0)),
            "E" => {
                let (name, begin, children) = open.pop().unwrap();
                let time: &mut (u64, u64) = times.entry(name).or_default();
                time.0 += ts - begin;
                time.1 += ts - begin - children;
                if let Some(parent) = open.last_mut() {
                    parent.2 += ts - begin;
                }
            }
            _ => {}
        }
    }
    times
}

/// The rows of speedscope's sandwich view, from the page's text: each slice's name (its
/// arguments left out) with its total and self time in microseconds.
fn sandwich(text: &str) -> BTreeMap<String, (u64, u64)> {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let micros = |cell: &str| -> u64 {
        let amount = cell.split_once("µs").unwrap_or_else(|| panic!("not in µs: {cell}")).0;
        amount.parse::<f64>().unwrap().round() as u64
    };
    let start = lines.iter().position(|l| l.starts_with("Total")).expect("the sandwich view") + 1;
    lines[start..]
        .chunks(3)
        .map(|row| {
            let name = row[2].split_once(' ').map_or(row[2], |(name, _)| name).to_string();
            (name, (micros(row[0]), micros(row[1])))
        })
        .collect()
}

#[test]
#[ignore = "needs chromium, chromedriver and speedscope (npm)"]
fn speedscope_nests_the_perfetto_slices_with_no_warning() {
    let speedscope = npm_package("speedscope");
    let index = speedscope.join("dist/release/index.html");
    let driver = Driver::start(&chromium());
    let runs = [&["4"][..], &["6", "--one-based"], &["6", "--from", "300", "--to", "700"]];
    for (i, args) in runs.into_iter().enumerate() {
        let profile = stdout(bin().args(["export", "perfetto"]).args(args));
        let dir = tmp();
        let loader = speedscope_loader(dir.path(), "search.json", &profile);
        let url = format!(
            "file://{}#view=sandwich&localProfilePath={}",
            index.display(),
            loader.display()
        );
        // A new document each time: the next URL differs from this one only after its `#`.
        driver.open("about:blank");
        driver.open(&url);
        let result = wait_for_result(&driver);
        let messages = result["messages"].as_array().unwrap();
        let said = |text: &str| messages.iter().any(|m| m[1].as_str().unwrap().contains(text));
        assert!(said("Importing as Trace Event Format profile"), "{args:?}: {messages:?}");
        let warnings: Vec<_> =
            messages.iter().filter(|m| m[0] == "warn" || m[0] == "error").collect();
        assert!(warnings.is_empty(), "{args:?}: {} warnings: {warnings:?}", warnings.len());
        let text = result["text"].as_str().unwrap();
        assert!(text.contains("search (time = step)"), "{args:?}: {text}");
        assert!(!said("Failed to load format"), "{args:?}: {messages:?}");
        // n=4 is short enough for speedscope to give every time in whole microseconds: its
        // table is the slices' own times, so each slice ends at its backtrack, inside its
        // parent.
        if i == 0 {
            assert_eq!(sandwich(text), slice_times(&profile), "{args:?}: {text}");
        }
    }
}

/// The recording of each other problem, played: at each solution's marker the screen ends
/// with its heading and its whole picture (a Sudoku's grid ruled in boxes, a colouring's
/// vertices, a subset sum's items and bar), as the recording drew them.
#[test]
#[ignore = "needs chromium, chromedriver and asciinema-player (npm)"]
fn asciinema_player_shows_each_problem_s_picture_at_its_markers() {
    let player = npm_package("asciinema-player");
    let driver = Driver::start(&chromium());
    for (problem, last) in [
        ("sudoku-4x4", "└─────┴─────┘"),
        ("coloring-australia", "● T=red"),
        // The player draws the bar's blocks as pictures, not as text: its sum is the text.
        ("subset-sum", "Σ 9 / 9"),
    ] {
        let trace = crate::util::traces(&format!("{problem}.jsonl"));
        let cast = stdout(bin().args(["export", "cast", "--input"]).arg(trace));
        let dir = tmp();
        let page = dir.path().join("cast.html");
        std::fs::write(&page, player_page(&player, &cast)).unwrap();
        driver.open("about:blank");
        driver.open(&format!("file://{}", page.display()));
        let shown = wait_for_result(&driver);
        let markers = shown["markers"].as_array().unwrap();
        assert!(!markers.is_empty(), "{problem}");
        let rows = rows_of(&markers[0]["rows"]);
        let filled: Vec<&String> = rows.iter().filter(|r| !r.is_empty()).collect();
        assert!(filled.last().unwrap().ends_with(last), "{problem}: {rows:#?}");
        assert!(filled.iter().any(|r| r.contains('★')), "{problem}: the heading, {rows:#?}");
    }
}

/// The perfetto file of each other problem loads in speedscope without a warning, its slices
/// the problem's choices with the times they nest to.
#[test]
#[ignore = "needs chromium, chromedriver and speedscope (npm)"]
fn speedscope_nests_each_problem_s_choices() {
    let speedscope = npm_package("speedscope");
    let index = speedscope.join("dist/release/index.html");
    let driver = Driver::start(&chromium());
    for problem in ["sudoku-4x4", "coloring-australia", "subset-sum"] {
        let trace = crate::util::traces(&format!("{problem}.jsonl"));
        let profile = stdout(bin().args(["export", "perfetto", "--input"]).arg(trace));
        let dir = tmp();
        let loader = speedscope_loader(dir.path(), "search.json", &profile);
        let url = format!(
            "file://{}#view=sandwich&localProfilePath={}",
            index.display(),
            loader.display()
        );
        driver.open("about:blank");
        driver.open(&url);
        let result = wait_for_result(&driver);
        let messages = result["messages"].as_array().unwrap();
        let warnings: Vec<_> =
            messages.iter().filter(|m| m[0] == "warn" || m[0] == "error").collect();
        assert!(warnings.is_empty(), "{problem}: {warnings:?}");
        let text = result["text"].as_str().unwrap();
        // A subset sum's choices hold spaces (`take 3`), which the sandwich's rows do not
        // keep apart from the arguments: its names are checked, the others' times too.
        if problem == "subset-sum" {
            assert!(text.contains("take 3") && text.contains("leave out 34"), "{text}");
        } else {
            assert_eq!(sandwich(text), slice_times(&profile), "{problem}: {text}");
        }
    }
}
