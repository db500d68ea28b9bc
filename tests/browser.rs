//! The HTML player in a real browser: headless Chromium loads the exported page, goes to a
//! step or plays forward, and the test reads the board from the DOM the page built.
//!
//! CI installs Debian's `chromium` (see `.ci/run`); elsewhere the tests say they did not run.
//! Set `CHROMIUM` to use another binary. Playing uses `--virtual-time-budget`, so the page's
//! timers run on virtual time and the tests do not depend on the machine's speed.

use assert_cmd::Command;
use nqueens_trace::{Event, Solver};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

fn chromium() -> Option<String> {
    let candidates = match std::env::var("CHROMIUM") {
        Ok(c) => vec![c],
        Err(_) => vec!["chromium".to_string(), "chromium-browser".to_string()],
    };
    let found = candidates.into_iter().find(|c| {
        std::process::Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must install chromium (.ci/run does)"
        );
        eprintln!("chromium is not installed: the browser test did not run");
    }
    found
}

/// Exports the n=`n` player into `dir`.
fn player(dir: &Path, n: &str) -> PathBuf {
    let path = dir.join("player.html");
    Command::cargo_bin("nqueens-trace")
        .unwrap()
        .args(["export", "html", n, "-o"])
        .arg(&path)
        .assert()
        .success();
    path
}

/// The DOM of `page#hash` once the page has run for `budget_ms` of virtual time.
fn dump_dom(chromium: &str, page: &Path, hash: &str, budget_ms: u32) -> String {
    let profile = tempfile::tempdir().unwrap();
    let url = format!("file://{}#{hash}", page.display());
    let mut child = std::process::Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(format!("--virtual-time-budget={budget_ms}"))
        .args(["--dump-dom", &url])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // A browser that hangs must fail the test, not the CI run.
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("chromium did not finish within 120 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "chromium failed");
    String::from_utf8(out.stdout).unwrap()
}

/// What the page shows: the step, its kind, the squares by class, the counters, the
/// highlighted log line and the play button's label.
#[derive(Debug, Default)]
struct Shown {
    step: u64,
    kind: String,
    squares: Vec<(u32, u32, BTreeSet<String>)>,
    counters: Vec<(String, u64)>,
    log_line: String,
    play: String,
}

impl Shown {
    fn parse(dom: &str) -> Shown {
        let mut shown = Shown::default();
        let mut text_for: Option<String> = None;
        let mut emitter = html5gum::DefaultEmitter::default();
        emitter.naively_switch_states(true);
        for token in html5gum::Tokenizer::new_with_emitter(dom, emitter) {
            match token.unwrap() {
                html5gum::Token::StartTag(tag) => {
                    let attr = |name: &str| {
                        tag.attributes
                            .get(name.as_bytes())
                            .map(|v| String::from_utf8_lossy(v).into_owned())
                    };
                    let class = attr("class").unwrap_or_default();
                    text_for = None;
                    if attr("id").as_deref() == Some("board") {
                        shown.step = attr("data-step").unwrap().parse().unwrap();
                        shown.kind = attr("data-kind").unwrap();
                    } else if let (Some(r), Some(c)) = (attr("data-r"), attr("data-c")) {
                        let classes = class.split_whitespace().map(String::from).collect();
                        shown
                            .squares
                            .push((r.parse().unwrap(), c.parse().unwrap(), classes));
                    } else if let Some(id) = attr("id").filter(|id| id.starts_with("c-")) {
                        text_for = Some(id);
                    } else if tag.name == b"li" && class.split_whitespace().any(|c| c == "cur") {
                        text_for = Some("log".to_string());
                    } else if attr("id").as_deref() == Some("play") {
                        text_for = Some("play".to_string());
                    }
                }
                html5gum::Token::String(s) => {
                    let s = String::from_utf8_lossy(&s).into_owned();
                    match text_for.take().as_deref() {
                        Some("log") => shown.log_line = s,
                        Some("play") => shown.play = s,
                        Some(id) => shown.counters.push((id.to_string(), s.parse().unwrap())),
                        None => {}
                    }
                }
                _ => text_for = None,
            }
        }
        shown
    }

    fn with(&self, class: &str) -> BTreeSet<(u32, u32)> {
        self.squares
            .iter()
            .filter(|(_, _, classes)| classes.contains(class))
            .map(|&(r, c, _)| (r, c))
            .collect()
    }

    fn counter(&self, id: &str) -> u64 {
        self.counters
            .iter()
            .find(|(k, _)| k == id)
            .map(|(_, v)| *v)
            .unwrap()
    }
}

/// The queens on the board after `step`, from the events alone: a model independent of the
/// exporter's board.
fn queens_after(events: &[Event], step: u64) -> BTreeSet<(u32, u32)> {
    let mut queens: Vec<u32> = Vec::new();
    for e in events.iter().take_while(|e| e.step() <= step) {
        match e {
            Event::Accept { col, .. } => queens.push(*col),
            Event::Backtrack { .. } => {
                queens.pop();
            }
            _ => {}
        }
    }
    (0..).zip(queens).collect()
}

#[test]
fn a_linked_step_shows_its_board_counters_and_log_line() {
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let page = player(dir.path(), "4");
    let shown = Shown::parse(&dump_dom(&chromium, &page, "step=12", 1000));
    // Step 12 of n=4, as in the seed log: (2,1) is refused, the queen on (1,2) attacks it
    // along the anti-diagonal; queens stand on (0,0) and (1,2).
    assert_eq!((shown.step, shown.kind.as_str()), (12, "r"));
    assert_eq!(shown.squares.len(), 16);
    assert_eq!(shown.with("queen"), BTreeSet::from([(0, 0), (1, 2)]));
    assert_eq!(shown.with("reject"), BTreeSet::from([(2, 1)]));
    assert_eq!(shown.with("attacker"), BTreeSet::from([(1, 2)]));
    assert!(shown.with("line").is_empty(), "adjacent: no square between");
    let counts: Vec<u64> = [
        "c-step",
        "c-tries",
        "c-rejects",
        "c-backtracks",
        "c-solutions",
    ]
    .iter()
    .map(|id| shown.counter(id))
    .collect();
    assert_eq!(counts, [12, 6, 4, 0, 0]);
    assert_eq!(
        shown.log_line,
        "│ │ ✗ reject (2,1): same anti-diagonal (/) as the queen at (1,2)"
    );

    // A reject along a longer line marks the squares between: the first reject whose
    // attacker is two rows up or more.
    let events = {
        let mut v: Vec<Event> = Vec::new();
        Solver::new(4).unwrap().run(&mut v).unwrap();
        v
    };
    let (step, row, col, with) = events
        .iter()
        .find_map(|e| match *e {
            Event::Reject {
                step,
                row,
                col,
                with,
                ..
            } if row >= with[0] + 2 => Some((step, row, col, with)),
            _ => None,
        })
        .unwrap();
    let shown = Shown::parse(&dump_dom(&chromium, &page, &format!("step={step}"), 1000));
    assert_eq!(shown.step, step);
    assert_eq!(shown.with("reject"), BTreeSet::from([(row, col)]));
    assert_eq!(shown.with("attacker"), BTreeSet::from([(with[0], with[1])]));
    let between = (with[0] + 1..row).count();
    assert_eq!(shown.with("line").len(), between);
    assert_eq!(shown.with("queen"), queens_after(&events, step));
}

#[test]
fn playing_steps_forward_and_stops_at_the_end() {
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let page = player(dir.path(), "5");
    let mut events: Vec<Event> = Vec::new();
    Solver::new(5).unwrap().run(&mut events).unwrap();

    // One virtual second at the default 4 steps a second: a few steps past 30.
    let shown = Shown::parse(&dump_dom(&chromium, &page, "step=30&play", 1000));
    assert!((31..40).contains(&shown.step), "at step {}", shown.step);
    assert_eq!(shown.with("queen"), queens_after(&events, shown.step));
    assert!(shown.play.contains("Pause"), "{:?}", shown.play);

    // Long enough to reach the end: the player stops on the last step, the done line.
    let shown = Shown::parse(&dump_dom(&chromium, &page, "play", 1_000_000));
    let last = events.len() as u64 - 1;
    assert_eq!((shown.step, shown.kind.as_str()), (last, "d"));
    assert!(shown.play.contains("Play"), "{:?}", shown.play);
    let Event::Done {
        tries,
        rejects,
        backtracks,
        solutions,
        ..
    } = events[last as usize]
    else {
        panic!("the last event is done");
    };
    assert_eq!(
        [
            shown.counter("c-tries"),
            shown.counter("c-rejects"),
            shown.counter("c-backtracks"),
            shown.counter("c-solutions")
        ],
        [tries, rejects, backtracks, solutions]
    );
    assert!(shown.log_line.starts_with("done: 10 solutions"));
}
