//! The HTML player in a real browser: headless Chromium loads the exported page, goes to a
//! step, plays forward, or is driven key by key and click by click through chromedriver, and
//! the tests read the board from the DOM the page built.
//!
//! The tests are `#[ignore = "needs chromium"]`: CI installs Debian's `chromium` and
//! `chromium-driver` and runs them (see `.ci/run`). `CHROMIUM` and `CHROMEDRIVER` name other binaries. Playing uses
//! `--virtual-time-budget`, so the page's timers run on virtual time and the tests do not
//! depend on the machine's speed.

use crate::util::{chromium, headless_flags, need_one_of, tmp, trace, BIN};
use nqueens_trace::program::{Call, Program, StackFrame};
use nqueens_trace::Event;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// Exports the n=`n` player into `dir`.
fn player(dir: &Path, n: &str) -> PathBuf {
    player_with(dir, &[n])
}

/// Exports the player that `args` (after `export html`) describe into `dir`.
pub(crate) fn player_with(dir: &Path, args: &[&str]) -> PathBuf {
    let path = dir.join("player.html");
    let status = Command::new(BIN)
        .args(["export", "html"])
        .args(args)
        .arg("-o")
        .arg(&path)
        .status()
        .unwrap();
    assert!(status.success());
    path
}

/// The player of a search, exported into a new folder, for headless chromium to load.
struct Headless {
    chromium: PathBuf,
    page: PathBuf,
    _dir: tempfile::TempDir,
}

impl Headless {
    /// The player of the `n`×`n` board.
    fn player(n: &str) -> Headless {
        let dir = tmp();
        Headless { chromium: chromium(), page: player(dir.path(), n), _dir: dir }
    }

    /// What the page shows at `#hash` once it has run for `budget_ms` of virtual time.
    fn shown(&self, hash: &str, budget_ms: u32) -> Shown {
        Shown::parse(&dump_dom(&self.chromium, &self.page, hash, budget_ms))
    }
}

/// The DOM of `page#hash` once the page has run for `budget_ms` of virtual time.
pub(crate) fn dump_dom(chromium: &Path, page: &Path, hash: &str, budget_ms: u32) -> String {
    let profile = tempfile::tempdir().unwrap();
    let url = format!("file://{}#{hash}", page.display());
    let mut child = std::process::Command::new(chromium)
        .args(headless_flags(profile.path()))
        .arg(format!("--virtual-time-budget={budget_ms}"))
        .args(["--dump-dom", &url])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // The dump is read while the browser runs: a page larger than the pipe's buffer would
    // otherwise leave it blocked on its write.
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut dom = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut dom).map(|_| dom)
    });
    // A browser that hangs must fail the test, not the CI run.
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("chromium did not finish within 120 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(child.wait().unwrap().success(), "chromium failed");
    reader.join().unwrap().unwrap()
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
        let mut in_log = false;
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
                    if in_log {
                        // A <bdi> inside the current log line: its text is the line's too.
                        continue;
                    }
                    text_for = None;
                    if attr("id").as_deref() == Some("board") {
                        shown.step = attr("data-step").unwrap().parse().unwrap();
                        shown.kind = attr("data-kind").unwrap();
                    } else if let (Some(r), Some(c)) = (attr("data-r"), attr("data-c")) {
                        let classes = class.split_whitespace().map(String::from).collect();
                        shown.squares.push((r.parse().unwrap(), c.parse().unwrap(), classes));
                    } else if let Some(id) = attr("id").filter(|id| id.starts_with("c-")) {
                        // The counters' words change with the language; their numbers are
                        // in data attributes.
                        let count = attr("data-count").or_else(|| attr("data-step")).unwrap();
                        shown.counters.push((id, count.parse().unwrap()));
                    } else if tag.name == b"li"
                        && class.split_whitespace().any(|c| c == "cur")
                        && !class.contains("node")
                    {
                        in_log = true;
                    } else if attr("id").as_deref() == Some("play") {
                        text_for = Some("play".to_string());
                    }
                }
                html5gum::Token::String(s) => {
                    let s = String::from_utf8_lossy(&s).into_owned();
                    if in_log {
                        shown.log_line.push_str(&s);
                    } else if text_for.take().as_deref() == Some("play") {
                        shown.play = s;
                    }
                }
                html5gum::Token::EndTag(tag) if in_log && tag.name == b"li" => in_log = false,
                html5gum::Token::EndTag(_) if in_log => {}
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
        self.counters.iter().find(|(k, _)| k == id).map(|(_, v)| *v).unwrap()
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
#[ignore = "needs chromium"]
fn a_linked_step_shows_its_board_counters_and_log_line() {
    let player = Headless::player("4");
    let shown = player.shown("step=12", 1000);
    // Step 12 of n=4, as in the seed log: (2,1) is refused, the queen on (1,2) attacks it
    // along the anti-diagonal; queens stand on (0,0) and (1,2).
    assert_eq!((shown.step, shown.kind.as_str()), (12, "r"));
    assert_eq!(shown.squares.len(), 16);
    assert_eq!(shown.with("queen"), BTreeSet::from([(0, 0), (1, 2)]));
    assert_eq!(shown.with("reject"), BTreeSet::from([(2, 1)]));
    assert_eq!(shown.with("attacker"), BTreeSet::from([(1, 2)]));
    assert!(shown.with("line").is_empty(), "adjacent: no square between");
    let counts: Vec<u64> = ["c-step", "c-tries", "c-rejects", "c-backtracks", "c-solutions"]
        .iter()
        .map(|id| shown.counter(id))
        .collect();
    assert_eq!(counts, [12, 6, 4, 0, 0]);
    assert_eq!(shown.log_line, "│ │ ✗ reject (2,1): same anti-diagonal (/) as the queen at (1,2)");

    // A reject along a longer line marks the squares between: the first reject whose
    // attacker is two rows up or more.
    let events = trace(4, None);
    let (step, row, col, with) = events
        .iter()
        .find_map(|e| match *e {
            Event::Reject { step, row, col, with, .. } if row >= with[0] + 2 => {
                Some((step, row, col, with))
            }
            _ => None,
        })
        .unwrap();
    let shown = player.shown(&format!("step={step}"), 1000);
    assert_eq!(shown.step, step);
    assert_eq!(shown.with("reject"), BTreeSet::from([(row, col)]));
    assert_eq!(shown.with("attacker"), BTreeSet::from([(with[0], with[1])]));
    let between = (with[0] + 1..row).count();
    assert_eq!(shown.with("line").len(), between);
    assert_eq!(shown.with("queen"), queens_after(&events, step));
}

#[test]
#[ignore = "needs chromium"]
fn playing_steps_forward_and_stops_at_the_end() {
    let player = Headless::player("5");
    let events = trace(5, None);

    // One virtual second at the default 4 steps a second: a few steps past 30.
    let shown = player.shown("step=30&play", 1000);
    assert!((31..40).contains(&shown.step), "at step {}", shown.step);
    assert_eq!(shown.with("queen"), queens_after(&events, shown.step));
    assert!(shown.play.contains("Pause"), "{:?}", shown.play);

    // Long enough to reach the end: the player stops on the last step, the done line.
    let shown = player.shown("play", 1_000_000);
    let last = events.len() as u64 - 1;
    assert_eq!((shown.step, shown.kind.as_str()), (last, "d"));
    assert!(shown.play.contains("Play"), "{:?}", shown.play);
    let Event::Done { tries, rejects, backtracks, solutions, .. } = events[last as usize] else {
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

/// A WebDriver session on chromedriver, spoken over plain HTTP/1.1 (a few requests, so no
/// HTTP client crate). Shared with the viewers' tests (tests/viewers.rs).
pub(crate) struct Driver {
    child: std::process::Child,
    port: u16,
    session: String,
    _profile: tempfile::TempDir,
}

impl Driver {
    pub(crate) fn start(chromium: &Path) -> Driver {
        let driver = need_one_of("CHROMEDRIVER", &["chromedriver"]);
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = std::process::Command::new(&driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let profile = tempfile::tempdir().unwrap();
        let mut driver = Driver { child, port, session: String::new(), _profile: profile };
        let start = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(start.elapsed() < Duration::from_secs(30), "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
        let binary = chromium.display().to_string();
        let mut args = headless_flags(driver._profile.path());
        args.push("--window-size=1280,720".into());
        let caps = serde_json::json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": binary,
                "args": args,
            },
        }}});
        let reply = driver.call("POST", "/session", &caps);
        driver.session = reply["value"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {reply}"))
            .to_string();
        // A script that walks a long trace step by step takes a while on a loaded machine.
        driver.session_call("POST", "/timeouts", serde_json::json!({"script": 600_000}));
        driver
    }

    fn call(&self, method: &str, path: &str, body: &serde_json::Value) -> serde_json::Value {
        use std::io::{Read, Write};
        let body = if method == "GET" { String::new() } else { body.to_string() };
        let mut stream = std::net::TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        // chromedriver keeps the connection open: read the head, then Content-Length bytes.
        let mut head = Vec::new();
        let mut byte = [0u8; 1];
        while !head.ends_with(b"\r\n\r\n") {
            stream.read_exact(&mut byte).unwrap();
            head.push(byte[0]);
        }
        let head = String::from_utf8(head).unwrap();
        let length: usize = head
            .lines()
            .find_map(|l| {
                let (k, v) = l.split_once(':')?;
                k.eq_ignore_ascii_case("content-length").then(|| v.trim().parse().ok())?
            })
            .unwrap_or_else(|| panic!("no Content-Length: {head}"));
        let mut json = vec![0u8; length];
        stream.read_exact(&mut json).unwrap();
        let (reply, json) = (&head, String::from_utf8(json).unwrap());
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {reply}{json}"))
    }

    pub(crate) fn session_call(
        &self,
        method: &str,
        path: &str,
        body: serde_json::Value,
    ) -> serde_json::Value {
        let reply = self.call(method, &format!("/session/{}{path}", self.session), &body);
        assert!(reply["value"].get("error").is_none(), "{method} {path}: {reply}");
        reply
    }

    pub(crate) fn open(&self, url: &str) {
        self.session_call("POST", "/url", serde_json::json!({ "url": url }));
    }

    /// Opens the player `page` at the fragment `hash` (`step=12&quiz`; empty for none).
    pub(crate) fn open_player(&self, page: &Path, hash: &str) {
        // A new address that differs from the page's only by its fragment would not load the
        // page again: the page is left first.
        self.open("about:blank");
        let url = format!("file://{}", page.display());
        self.open(&if hash.is_empty() { url } else { format!("{url}#{hash}") });
    }

    /// Presses and releases each key in turn, as a user at the keyboard.
    pub(crate) fn keys(&self, keys: &[&str]) {
        let actions: Vec<serde_json::Value> = keys
            .iter()
            .flat_map(|k| {
                [
                    serde_json::json!({"type": "keyDown", "value": k}),
                    serde_json::json!({"type": "keyUp", "value": k}),
                ]
            })
            .collect();
        self.session_call(
            "POST",
            "/actions",
            serde_json::json!({"actions": [{"type": "key", "id": "keyboard", "actions": actions}]}),
        );
    }

    /// Presses `keys`, then asserts that the page shows `step`.
    fn keys_to(&self, keys: &[&str], step: u64, why: &str) {
        self.keys(keys);
        assert_eq!(self.shown().step, step, "{keys:?}: {why}");
    }

    /// Clicks the element `css` selects, then asserts that the page shows `step`.
    fn click_to(&self, css: &str, step: u64) {
        self.click(css);
        assert_eq!(self.shown().step, step, "{css}");
    }

    pub(crate) fn click(&self, css: &str) {
        let found = self.session_call(
            "POST",
            "/element",
            serde_json::json!({"using": "css selector", "value": css}),
        );
        let id = found["value"]
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(|v| v.as_str())
            .unwrap()
            .to_string();
        self.session_call("POST", &format!("/element/{id}/click"), serde_json::json!({}));
    }

    /// Runs `js` (a function body) in the page and returns what it returns.
    pub(crate) fn script(&self, js: &str) -> serde_json::Value {
        let reply = self.session_call(
            "POST",
            "/execute/sync",
            serde_json::json!({"script": js, "args": []}),
        );
        reply["value"].clone()
    }

    /// The texts of the elements `css` selects, in document order.
    pub(crate) fn texts(&self, css: &str) -> Vec<String> {
        let js = format!(
            "return [...document.querySelectorAll({})].map((e) => e.textContent);",
            serde_json::Value::String(css.to_string())
        );
        serde_json::from_value(self.script(&js)).unwrap()
    }

    fn shown(&self) -> Shown {
        let source = self.session_call("GET", "/source", serde_json::Value::Null);
        Shown::parse(source["value"].as_str().unwrap())
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ =
                self.call("DELETE", &format!("/session/{}", self.session), &serde_json::json!({}));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A browser under WebDriver with the player of n=4 open at `#hash`, the new folder that
/// holds the page (which lasts as long as the folder is held), and the page.
fn n4_player(hash: &str) -> (Driver, tempfile::TempDir, PathBuf) {
    let dir = tmp();
    let page = player(dir.path(), "4");
    let driver = Driver::start(&chromium());
    driver.open_player(&page, hash);
    (driver, dir, page)
}

const ARROW_LEFT: &str = "\u{E012}";
const ARROW_RIGHT: &str = "\u{E014}";
const HOME: &str = "\u{E011}";
const END: &str = "\u{E010}";
const ENTER: &str = "\u{E007}";

#[test]
#[ignore = "needs chromium and chromedriver"]
fn keys_and_buttons_step_through_the_search() {
    let (driver, _dir, _) = n4_player("step=10");
    let events = trace(4, None);
    assert_eq!(driver.shown().step, 10);

    driver.keys(&[ARROW_RIGHT, ARROW_RIGHT]);
    let shown = driver.shown();
    assert_eq!((shown.step, shown.kind.as_str()), (12, "r"));
    assert_eq!(shown.with("queen"), queens_after(&events, 12));
    assert_eq!(shown.with("reject"), BTreeSet::from([(2, 1)]));

    driver.keys_to(&[ARROW_LEFT], 11, "back");
    driver.keys_to(&[END], 139, "the last");
    driver.keys_to(&[ARROW_RIGHT], 139, "no step past the last");
    driver.keys_to(&[HOME], 0, "the first");

    driver.click("#fwd");
    driver.click("#fwd");
    driver.click("#fwd");
    let shown = driver.shown();
    assert_eq!((shown.step, shown.kind.as_str()), (3, "t"));
    assert_eq!(shown.with("try"), BTreeSet::from([(1, 0)]));
    driver.click_to("#back", 2);
    driver.click_to("#last", 139);
    driver.click_to("#first", 0);

    // Space steps on, as in `step`; Enter and p play and pause.
    driver.keys_to(&[" ", " "], 2, "two steps on");
    driver.keys(&[ENTER]);
    assert!(driver.shown().play.contains("Pause"));
    driver.keys(&["p"]);
    let shown = driver.shown();
    assert!(shown.play.contains("Play"));
    assert_eq!(shown.with("queen"), queens_after(&events, shown.step));
    driver.keys(&["p"]);
    assert!(driver.shown().play.contains("Pause"));
    driver.keys(&[ENTER]);
    assert!(driver.shown().play.contains("Play"));

    // n and N go to the next and the previous solution, the buttons too.
    let solutions: Vec<u64> =
        events.iter().filter(|e| matches!(e, Event::Solution { .. })).map(Event::step).collect();
    driver.keys_to(&[HOME, "n"], solutions[0], "the first solution");
    driver.keys_to(&["n"], solutions[1], "the next");
    driver.keys_to(&["n"], solutions[1], "no solution after the last");
    driver.keys_to(&["N"], solutions[0], "the previous");
    driver.click_to("#next-sol", solutions[1]);
    driver.click("#prev-sol");
    let shown = driver.shown();
    assert_eq!((shown.step, shown.kind.as_str()), (solutions[0], "S"));
    assert_eq!(shown.with("solution"), queens_after(&events, solutions[0]));
}

/// A call-stack frame as the page spells it: `place(row=1) col=2`.
fn frame_text(call: &Call, frame: &StackFrame) -> String {
    match frame.col {
        Some(col) => format!("{}({}={}) {}={col}", call.function, call.row, frame.row, call.column),
        None => format!("{}({}={})", call.function, call.row, frame.row),
    }
}

/// Moves the page to each record in turn with its slider, as a student dragging it, and
/// returns what `collect` (an expression) gives at each.
fn at_every_step(driver: &Driver, collect: &str) -> serde_json::Value {
    at_steps(driver, 1, collect)
}

/// [`at_every_step`] at every `stride`-th record only, and the last.
fn at_steps(driver: &Driver, stride: usize, collect: &str) -> serde_json::Value {
    driver.script(&format!(
        "const s = document.getElementById('slider'), out = [], last = Number(s.max);
         for (let i = 0; i <= last; i = i < last && i + {stride} > last ? last : i + {stride}) {{
           s.value = i;
           s.dispatchEvent(new Event('input'));
           out.push({collect});
         }}
         return out;"
    ))
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_code_pane_lights_the_lines_that_ran_and_draws_the_call_stack() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let events = trace(4, None);
    for name in ["python", "cpp-iterative", "pseudo"] {
        let program = Program::named(name).unwrap();
        let page = player_with(dir.path(), &["4", "--code", name]);
        driver.open_player(&page, "");
        // The pane shows the file that runs, line for line.
        let source: Vec<String> =
            program.source().lines().map(|l| l.replace('\t', "    ")).collect();
        assert_eq!(driver.texts("#code li"), source, "{name}");
        let shown = at_every_step(
            &driver,
            "[[...document.querySelectorAll('#code li.lit')].map((l) => Number(l.id.slice(1))),
              [...document.querySelectorAll('#stack li')].map((l) => l.textContent)]",
        );
        let shown: Vec<(Vec<u32>, Vec<String>)> = serde_json::from_value(shown).unwrap();
        assert_eq!(shown.len(), events.len());
        let mut queens = Vec::new();
        for (i, e) in events.iter().enumerate() {
            match e {
                Event::Accept { col, .. } => queens.push(*col),
                Event::Backtrack { .. } => _ = queens.pop(),
                _ => {}
            }
            let previous = i.checked_sub(1).map(|p| events[p].kind());
            let lines = program.lines_for(e.kind(), previous).to_vec();
            let stack: Vec<String> = match program.call() {
                Some(call) => {
                    program.stack(e, &queens).iter().map(|f| frame_text(call, f)).collect()
                }
                None => Vec::new(),
            };
            assert_eq!(shown[i], (lines, stack), "{name}, step {}", e.step());
        }
    }
}

// ---- The drawn search tree and the variables pane (panes). --------------------------------

/// Each mark the tree draws, as `[class, label, title]`: its classes past `t-mark`, the text
/// in it (a column, or "" for a cross and the root) and its tooltip.
const MARKS: &str = "[...document.querySelectorAll('#tree g[data-i]')].map((g) => [
    g.getAttribute('class').replace('t-mark ', ''),
    [...g.querySelectorAll('text')].map((t) => t.textContent).join(' '),
    g.querySelector('title').textContent.replace(/[\\u2068\\u2069]/g, '')])";

/// A function `seen(el)` for the page: whether `el` is drawn where a person sees it, inside
/// the tree's picture and not under anything else.
const SEEN: &str = "const seen = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect(), box = document.querySelector('#tree svg').getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (r.width === 0 || x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && hit.closest('g[data-i]') === el.closest('g[data-i]');
  };";

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_drawn_tree_shows_placements_crosses_folds_and_the_path_and_a_click_goes_to_a_step() {
    // Step 60 of n=4: the first solution (1,3,0,2) is behind, its last queen lifted, and
    // (3,3) is refused. The subtree under (0,0) is finished without a solution: folded.
    let (driver, _dir, page) = n4_player("step=60");
    let marks: Vec<(String, String, String)> =
        serde_json::from_value(driver.script(&format!("return {MARKS};"))).unwrap();
    let with = |class: &str| -> Vec<(String, String)> {
        marks
            .iter()
            .filter(|(c, _, _)| c.split(' ').any(|c| c == class))
            .map(|(_, label, title)| (label.clone(), title.clone()))
            .collect()
    };
    // The folded subtree: its column, and the queens placed below it.
    assert_eq!(
        with("t-fold"),
        [(
            "0 3".to_string(),
            "the queen on (0,0), placed at step 2: 3 queens placed below it, no solution; \
             lifted at step 38"
                .to_string()
        )]
    );
    // The path: the root, then (0,1), (1,3), (2,0); the solution (3,2) starred.
    let path: Vec<String> = with("t-path").into_iter().map(|(label, _)| label).collect();
    assert_eq!(path, ["", "1", "3", "0"]);
    assert_eq!(with("t-sol").len(), 1);
    assert_eq!(with("t-sol")[0].0, "2 ★");
    // Every cross says why its square was refused, in the trace's words.
    let crosses: Vec<String> = with("t-x").into_iter().map(|(_, title)| title).collect();
    assert!(crosses.contains(&"✗ reject (3,3): same column as the queen at (1,3)".to_string()));
    // Those under the open nodes: (0,1)'s row below, and (2,0)'s; (0,0)'s are folded away.
    assert_eq!(crosses.len(), 3 + 3, "{crosses:?}");
    // The current step, the cross of (3,3), is ringed and in view; so is every mark at n=4.
    let current = driver.script(&format!(
        "{SEEN} const ring = document.querySelector('#tree .t-svg .t-ring').closest('g[data-i]');
         return [ring.querySelector('title').textContent, seen(ring),
                 [...document.querySelectorAll('#tree g[data-i]')].every(seen)];"
    ));
    assert_eq!(
        current,
        serde_json::json!(["✗ reject (3,3): same column as the queen at (1,3)", true, true])
    );
    // The legend names every mark; a cross's words as the device calls for (headless, the
    // browser has no mouse and answers (hover: none); the test of the legend's tap holds both).
    let touch = driver.script("return matchMedia('(hover: none)').matches;") == true;
    assert_eq!(
        driver.texts("#tree .t-legend li"),
        [
            "current path",
            "queen placed",
            if touch { "rejected (tap: its step says why)" } else { "rejected (hover: why)" },
            "dead end",
            "no solution below, folded (queens placed)",
            // The swatches of these two hold a glyph of their own.
            "★solution",
            "?being tried",
            "finished, with solutions below (★ how many)"
        ]
    );
    // A click on the folded (0,0) goes to the step that placed it, now on the path.
    driver.click("#tree g.t-fold");
    let shown = driver.shown();
    assert_eq!((shown.step, shown.kind.as_str()), (2, "a"));
    let ringed =
        "return document.querySelector('#tree .t-svg .t-ring').closest('g').getAttribute('class');";
    assert_eq!(driver.script(ringed), "t-mark t-q t-path");
    // Back at step 60 (a new page: only the hash would change), a click on a cross goes to
    // its reject.
    driver.open("about:blank");
    driver.open_player(&page, "step=60");
    driver.click("#tree g.t-x");
    assert_eq!(driver.shown().kind, "r");
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_tree_zooms_pans_and_keeps_the_current_step_in_view_at_n6_and_n8() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    for (n, width, height) in [(6u32, 1366, 768), (8, 1366, 768), (8, 390, 844)] {
        driver.session_call(
            "POST",
            "/window/rect",
            serde_json::json!({"width": width, "height": height}),
        );
        let dir = tempfile::tempdir_in(dir.path()).unwrap();
        let page = player(dir.path(), &n.to_string());
        driver.open_player(&page, "");
        // In a portrait window the panes are tabs: the tree's is chosen.
        if width < height {
            driver.click("#tabs button[data-pane='tree-pane']");
        }
        // One record in 7 of n=6's 1 946; one in 157 of n=8's 33 590 (a prime stride, so
        // every kind of step comes up). At each: the current mark (or the
        // try's ring) in view and not covered; its column readable (12 px at least); only
        // marks near the view drawn; and nothing of a later step (no answer given early).
        let stride = if n == 8 { 157 } else { 7 };
        let shown = at_steps(
            &driver,
            stride,
            &format!(
                "(() => {{ {SEEN}
                  document.getElementById('tree').scrollIntoView({{block: 'nearest'}});
                  const cur = Number(s.value), ring = document.querySelector('#tree .t-svg .t-ring');
                  const label = document.querySelector('#tree g.t-q text');
                  const size = label ? parseFloat(getComputedStyle(label).fontSize) *
                    document.querySelector('#tree svg > g').getCTM().a : 12;
                  const later = [...document.querySelectorAll('#tree g[data-i]')]
                    .filter((g) => Number(g.dataset.i) > cur).length;
                  // Marks far outside the picture, in either direction (more than two levels
                  // of 50 and four slots of 30 at the zoom): drawn for nothing.
                  const box = document.querySelector('#tree svg').getBoundingClientRect();
                  const k = document.querySelector('#tree svg > g').getCTM().a, far = 120 * k;
                  const away = [...document.querySelectorAll('#tree g[data-i]')].filter((g) => {{
                    const r = g.getBoundingClientRect();
                    return r.bottom < box.top - far || r.top > box.bottom + far ||
                      r.right < box.left - far || r.left > box.right + far; }}).length;
                  return [cur, !ring || seen(ring), size, Number(document.getElementById('tree').dataset.marks), later, away]; }})()"
            ),
        );
        let shown: Vec<(u64, bool, f64, u64, u64, u64)> = serde_json::from_value(shown).unwrap();
        assert!(shown.len() > 30, "n={n}");
        for &(record, in_view, size, marks, later, away) in &shown {
            let at = format!("n={n} at {width}x{height}, record {record}");
            assert!(in_view, "{at}: the current mark is out of view");
            assert!(size >= 12.0, "{at}: labels of {size} px");
            assert!(marks <= 400, "{at}: {marks} marks drawn");
            assert_eq!(later, 0, "{at}: a mark of a later step is drawn");
            assert_eq!(away, 0, "{at}: {away} marks drawn far outside the picture");
        }
        // Zoom: the buttons scale the picture about its centre; the wheel too.
        let scale = "return document.querySelector('#tree svg > g').getCTM().a;";
        let before = driver.script(scale).as_f64().unwrap();
        driver.click("#tree-in");
        let zoomed = driver.script(scale).as_f64().unwrap();
        assert!((zoomed / before - 1.4).abs() < 1e-6, "n={n}: {before} → {zoomed}");
        driver.click("#tree-out");
        driver.click("#tree-out");
        assert!(driver.script(scale).as_f64().unwrap() < before, "n={n}");
        // The middle of the tree's picture, where the wheel turns and the drag starts.
        let middle = driver.script(
            "const b = document.querySelector('#tree svg').getBoundingClientRect();
             return [Math.round(b.left + b.width / 2), Math.round(b.top + b.height / 2)];",
        );
        let (mx, my): (i64, i64) = serde_json::from_value(middle).unwrap();
        let wheel = serde_json::json!({"actions": [{"type": "wheel", "id": "wheel", "actions": [
            {"type": "scroll", "x": mx, "y": my, "deltaX": 0, "deltaY": -300, "origin": "viewport"}]}]});
        let before = driver.script(scale).as_f64().unwrap();
        driver.session_call("POST", "/actions", wheel);
        assert!(driver.script(scale).as_f64().unwrap() > before, "n={n}: the wheel zooms in");
        // A drag pans (and stops following); the follow button brings the current mark back.
        let shift = "return document.querySelector('#tree svg > g').getCTM().e;";
        let x = driver.script(shift).as_f64().unwrap();
        let drag = serde_json::json!({"actions": [{"type": "pointer", "id": "mouse",
            "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": mx, "y": my, "origin": "viewport"},
            {"type": "pointerDown", "button": 0},
            {"type": "pointerMove", "x": 80, "y": 10, "origin": "pointer", "duration": 100},
            {"type": "pointerUp", "button": 0}]}]});
        driver.session_call("POST", "/actions", drag);
        let panned = driver.script(shift).as_f64().unwrap();
        assert!((panned - x - 80.0).abs() < 2.0, "n={n}: {x} → {panned}");
        assert_eq!(
            driver.script("return document.getElementById('tree-follow').className;"),
            "t-zoom"
        );
        // The fit button shows the whole tree so far.
        driver.click("#tree-fit");
        let fits = driver.script(&format!(
            "{SEEN} return [...document.querySelectorAll('#tree g.t-path')].every(seen);"
        ));
        assert_eq!(fits, true, "n={n}: the whole path is in view once fitted");
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_variables_beside_the_code_are_the_program_s_with_the_tested_value_marked() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let rows = "return [...document.querySelectorAll('#vars .v-var')].map((v) => v.textContent);";
    let marked = "return [...document.querySelectorAll('#vars .v-found, #vars .v-probe')]
        .map((v) => [v.className, v.textContent, v.getBoundingClientRect().width > 0]);";
    for (name, step, want, found) in [
        (
            "python",
            12,
            vec![
                "cols = {0, 2}1 in {0, 2} → False",
                "diags = {-1, 0}1 in {-1, 0} → False",
                "antis = {0, 3}3 in {0, 3} → True",
            ],
            vec!["v-probe 1", "v-probe 1", "v-found 3", "v-probe 3", "v-found 3"],
        ),
        (
            "python-generator",
            12,
            vec!["placed = (0, 2)attacker((0, 2), 1) → 1"],
            vec!["v-found 2", "v-found 2", "v-probe 1"],
        ),
        (
            "cpp-iterative",
            17,
            vec!["k = 1", "x = {0, 2, 4}x[2] == 4 → true"],
            vec!["v-found 4", "v-probe 4"],
        ),
    ] {
        // A folder each: the same address with another hash would not load the page again.
        let dir = tempfile::tempdir_in(dir.path()).unwrap();
        let page = player_with(dir.path(), &["4", "--code", name]);
        driver.open_player(&page, &format!("step={step}"));
        let shown: Vec<String> = serde_json::from_value(driver.script(rows)).unwrap();
        assert_eq!(shown, want, "{name}");
        let marks: Vec<(String, String, bool)> =
            serde_json::from_value(driver.script(marked)).unwrap();
        let marks: Vec<String> = marks
            .iter()
            .map(|(class, text, seen)| {
                assert!(seen, "{name}: {text} is not drawn");
                format!("{class} {text}")
            })
            .collect();
        assert_eq!(marks, found, "{name}");
    }
    assert_eq!(driver.texts("#vars-title"), ["variables"]);
    // While the quiz asks about the try of (2,1), the variables say nothing of the test that
    // answers it: no test, no value found in a set.
    let dir = tempfile::tempdir_in(dir.path()).unwrap();
    let page = player_with(dir.path(), &["4", "--code", "python"]);
    driver.open_player(&page, "step=11&quiz");
    let answers = "return [window.player.asking(),
        document.querySelectorAll('#vars .v-test, #vars .v-found').length,
        document.querySelectorAll('#vars .v-var').length];";
    assert_eq!(driver.script(answers), serde_json::json!([true, 0, 3]));
}

/// Answers the quiz's question by clicking each of `clicks` in turn, then asserts the verdict
/// and the score that the page shows.
fn answer(driver: &Driver, clicks: &[&str], verdict: &str, score: &str) {
    for css in clicks {
        driver.click(css);
    }
    assert_eq!(driver.texts("#q-verdict"), [verdict]);
    assert_eq!(driver.texts("#q-score"), [score]);
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_quiz_asks_before_each_try_is_answered_and_keeps_a_score() {
    // Step 11 of n=4 tries (2,1), which the queen at (1,2) refuses along its anti-diagonal.
    let (driver, _dir, _) = n4_player("step=11&quiz");
    assert_eq!(driver.texts("#q-ask"), ["is (2,1) accepted or rejected?"]);
    driver.keys_to(&[ARROW_RIGHT, " "], 11, "no step on before the answer");
    let second_queen = "#q-queens button:nth-child(2)";
    answer(
        &driver,
        &["#q-reject", second_queen, "#q-anti"],
        "right: the queen at (1,2) attacks (2,1) along the anti-diagonal (/)",
        "quiz: 1 of 1 right",
    );
    assert_eq!(driver.shown().step, 12, "the answer shows the step");

    // Step 13 tries (2,2): the queen at (0,0) refuses it along the diagonal.
    driver.keys(&[ARROW_RIGHT]);
    answer(
        &driver,
        &["#q-accept"],
        "wrong: the queen at (0,0) attacks (2,2) along the diagonal (\\)",
        "quiz: 1 of 2 right",
    );
    // Step 15 tries (2,3): the right queen, (1,2), but along the wrong line.
    driver.keys(&[ARROW_RIGHT]);
    answer(
        &driver,
        &["#q-reject", second_queen, "#q-column"],
        "wrong: the queen at (1,2) attacks (2,3) along the diagonal (\\)",
        "quiz: 1 of 3 right",
    );
    // Back over an answered try, it is not asked again; the quiz off, nothing is asked.
    driver.keys_to(&[ARROW_LEFT, ARROW_RIGHT], 16, "not asked again");
    driver.click("#quiz-on");
    assert!(driver.script("return document.getElementById('quiz').hidden;") == true);
    driver.keys_to(&[ARROW_RIGHT, ARROW_RIGHT], 18, "nothing asked");
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_theme_switches_and_auto_follows_the_viewer() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let background = "return [document.documentElement.dataset.theme, \
        document.documentElement.dataset.scheme, getComputedStyle(document.body).backgroundColor, \
        document.getElementById('theme').textContent];";
    let page = player(dir.path(), "4");
    driver.open_player(&page, "");
    let light = serde_json::json!(["light", "light", "rgb(255, 255, 255)", "theme: light"]);
    assert_eq!(driver.script(background), light);
    driver.click("#theme");
    let dark = serde_json::json!(["dark", "dark", "rgb(13, 13, 13)", "theme: dark"]);
    assert_eq!(driver.script(background), dark);

    // auto follows prefers-color-scheme, also when it changes while the page is open.
    let emulate = |scheme: &str| {
        driver.session_call(
            "POST",
            "/goog/cdp/execute",
            serde_json::json!({"cmd": "Emulation.setEmulatedMedia", "params": {
                "features": [{"name": "prefers-color-scheme", "value": scheme}]}}),
        )
    };
    emulate("dark");
    driver.click("#theme");
    let auto_dark = serde_json::json!(["auto", "dark", "rgb(13, 13, 13)", "theme: auto"]);
    assert_eq!(driver.script(background), auto_dark);
    // The page hears of the change by an event, which the browser sends soon, not at once.
    emulate("light");
    let auto_light = serde_json::json!(["auto", "light", "rgb(255, 255, 255)", "theme: auto"]);
    let start = Instant::now();
    while driver.script(background) != auto_light && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(driver.script(background), auto_light);
    driver.click("#theme");
    assert_eq!(driver.script(background), light);

    // --theme opens the page in a theme; the legend and the keys are listed in it.
    let page = player_with(dir.path(), &["4", "--theme", "dark"]);
    driver.open_player(&page, "");
    assert_eq!(driver.script(background), dark);
    assert_eq!(driver.texts("#legend li").len(), 10);
    let keys = driver.texts("#keys li").join(" · ");
    assert_eq!(
        keys,
        "space → next · ← back · n N next / previous solution · Enter p play / pause · Home End first / last"
    );
}

/// The page's viewport set to `width`×`height` CSS pixels, as a phone (`mobile`, with touch)
/// or a laptop shows it.
pub(crate) fn viewport(driver: &Driver, width: u32, height: u32, mobile: bool) {
    let cdp = |cmd: &str, params: serde_json::Value| {
        driver.session_call(
            "POST",
            "/goog/cdp/execute",
            serde_json::json!({"cmd": cmd, "params": params}),
        )
    };
    cdp(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}),
    );
    cdp("Emulation.setTouchEmulationEnabled", serde_json::json!({"enabled": mobile}));
}

/// The log line of each event as the text printer writes it in `lang`: the first line of
/// each event's text (a solution's board follows its line).
fn printed_lines(events: &[Event], lang: nqueens_trace::Lang, one_based: bool) -> Vec<String> {
    use nqueens_trace::{Sink, TextOptions, TextPrinter};
    let options = TextOptions { lang, one_based, ..TextOptions::default() };
    let mut printer = TextPrinter::new(Vec::new(), options);
    for e in events {
        printer.event(e).unwrap();
    }
    printer.finish().unwrap();
    let text = String::from_utf8(printer.into_inner()).unwrap();
    let mut lines = text.lines();
    let mut out = Vec::new();
    for e in events {
        out.push(lines.next().unwrap().to_string());
        if let Event::Solution { queens, .. } = e {
            lines.by_ref().take(queens.len()).for_each(drop);
        }
    }
    out
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_page_writes_the_log_lines_of_the_text_trace_in_every_language() {
    // The page renders each line from its record and the language's templates; it must say
    // what `trace --lang L` says, byte for byte, at every step, after a switch in the page too.
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let full = trace(5, None);
    let limited = trace(6, Some(1));
    let cases: [(&[&str], &[Event], bool); 3] = [
        (&["5"], &full, false),
        (&["5", "--one-based"], &full, true),
        (&["6", "--limit", "1"], &limited, false),
    ];
    for (args, events, one_based) in cases {
        let page = player_with(dir.path(), args);
        driver.open_player(&page, "");
        for &lang in <nqueens_trace::Lang as nqueens_trace::choice::Choice>::ALL {
            let tag = nqueens_trace::choice::Choice::as_str(lang);
            driver.script(&format!(
                "const m = document.getElementById('lang'); m.value = '{tag}';
                 m.dispatchEvent(new Event('change'));"
            ));
            let shown: Vec<String> = serde_json::from_value(at_every_step(
                &driver,
                "document.querySelector('#log li.cur').textContent",
            ))
            .unwrap();
            let want = printed_lines(events, lang, one_based);
            assert_eq!(shown.len(), want.len(), "{args:?} {tag}");
            for (i, (shown, want)) in shown.iter().zip(&want).enumerate() {
                assert_eq!(shown, want, "{args:?} {tag}: record {i}");
            }
        }
    }
}

/// What a student sees of the page: the words of every element that is on the screen,
/// `[text, font size in px]` for each text node whose box is visible, and every square's
/// coordinates' size.
pub(crate) const VISIBLE_TEXT: &str = "(() => {
    const out = [], walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) {
      const el = t.parentElement, text = t.textContent.trim();
      if (!text || el.closest('script, select, [hidden]')) continue;
      const r = document.createRange();
      r.selectNodeContents(t);
      const box = r.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      out.push([text, parseFloat(getComputedStyle(el).fontSize)]);
    }
    return out;
  })()";

#[test]
#[ignore = "needs chromium and chromedriver"]
fn every_word_on_the_screen_is_in_the_language_asked_for() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let page = player_with(dir.path(), &["6", "--code", "python"]);
    for (tag, dir_) in [("zh", "rtl_no"), ("fa", "rtl"), ("en", "ltr")] {
        driver.open_player(&page, &format!("step=40&quiz&lang={tag}"));
        let root: Vec<String> = serde_json::from_value(driver.script(
            "return [document.documentElement.lang, document.documentElement.dir, document.title];",
        ))
        .unwrap();
        assert_eq!(root[0], tag);
        assert_eq!(root[1] == "rtl", dir_ == "rtl", "{tag}: dir {}", root[1]);
        if tag == "en" {
            continue;
        }
        // No English word on the screen: none outside the code pane and the variables (the
        // program is the program) and the names of keys. The quiz is on, so its words show too.
        let shown: Vec<(String, f64)> = serde_json::from_value(
            driver.script(&format!("return {VISIBLE_TEXT}.filter(([t]) => true);")),
        )
        .unwrap();
        let code: Vec<String> = serde_json::from_value(driver.script(
            "return [...document.querySelectorAll('#code-pane *, #vars *')].map((e) => e.textContent);",
        ))
        .unwrap();
        for (text, _) in &shown {
            if code.iter().any(|c| c.contains(text.as_str())) {
                continue;
            }
            let english: Vec<&str> = text
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() >= 3 && !["Enter", "Home", "End"].contains(w))
                .collect();
            assert!(english.is_empty(), "{tag}: English {english:?} in {text:?}");
        }
        // Every tooltip and name for a screen reader is in the language too.
        let tips: Vec<String> = serde_json::from_value(driver.script(
            "return [...document.querySelectorAll('[title], [aria-label]')]
               .map((e) => (e.title || '') + (e.getAttribute('aria-label') || ''));",
        ))
        .unwrap();
        for tip in tips {
            let english = tip
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() >= 3 && !["Enter", "Home", "End"].contains(w))
                .count();
            assert_eq!(english, 0, "{tag}: tooltip {tip:?}");
        }
    }
    // The counters say 1 solution, not 1 solutions.
    driver.open_player(&page, "step=1");
    let counters = driver.texts("#counters .counter");
    assert_eq!(counters[..2], ["step 1 of 1945", "1 try"]);
    assert_eq!(counters[5], "0 solutions");
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn persian_reads_right_to_left_with_each_square_whole() {
    let driver = Driver::start(&chromium());
    viewport(&driver, 1366, 768, false);
    let dir = tmp();
    let page = player_with(dir.path(), &["4", "--lang", "fa"]);
    driver.open_player(&page, "step=12");
    // Each character of each square in the current line, left to right on the screen in the
    // order it is written, by the browser's bidi algorithm: "(1,2)" never shows as "(2,1)".
    let order: Vec<Vec<f64>> = serde_json::from_value(driver.script(
        "return [...document.querySelectorAll('#log li.cur bdi, #now bdi')].map((b) => {
           const t = b.firstChild, xs = [];
           for (let i = 0; i < t.length; i++) {
             const r = document.createRange(); r.setStart(t, i); r.setEnd(t, i + 1);
             xs.push(r.getBoundingClientRect().left);
           }
           return xs; });",
    ))
    .unwrap();
    assert_eq!(order.len(), 4, "two squares in the line and two under the board");
    for xs in &order {
        assert!(xs.windows(2).all(|w| w[0] < w[1]), "a square out of order: {xs:?}");
    }
    let squares = driver.texts("#now bdi");
    assert_eq!(squares, ["(2,1)", "(1,2)"]);
    // The line starts at the right: the reject mark is right of the first square, the
    // first square right of the second, and the text ends near the pane's left.
    let layout: Vec<f64> = serde_json::from_value(driver.script(
        "const now = document.getElementById('now'), b = now.querySelectorAll('bdi');
         const mark = document.createRange(); mark.setStart(now.firstChild, 0); mark.setEnd(now.firstChild, 1);
         return [mark.getBoundingClientRect().left, b[0].getBoundingClientRect().left,
                 b[1].getBoundingClientRect().left, now.getBoundingClientRect().right,
                 mark.getBoundingClientRect().right];",
    ))
    .unwrap();
    assert!(layout[0] > layout[1] && layout[1] > layout[2], "{layout:?}");
    assert!(layout[3] - layout[4] < 4.0, "the line begins at the right edge: {layout:?}");
    // The page is mirrored, but the board keeps column 0 at the left, as the trace numbers it.
    let board: Vec<f64> = serde_json::from_value(driver.script(
        "const c = (r, k) => document.querySelector(`#board [data-r=\"${r}\"][data-c=\"${k}\"]`).getBoundingClientRect().left;
         return [c(0, 0), c(0, 3), document.getElementById('board').getBoundingClientRect().left,
                 document.getElementById('log-pane').getBoundingClientRect().left];",
    ))
    .unwrap();
    assert!(board[0] < board[1], "column 0 left of column 3");
    assert!(board[2] > board[3], "the board is on the right of a Persian page");
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn a_quiz_question_is_not_answered_on_the_screen_before_the_student_answers() {
    // Step 17 of n=4 lifts (1,2) under (0,0): is a square right of it still free? (1,3) is.
    let (driver, _dir, _) = n4_player("step=17&quiz");
    let hidden = "return [window.player.asking(), document.body.classList.contains('asking'),
        document.querySelectorAll('#board .attacked, #board .free').length,
        document.querySelectorAll('#log li.future').length,
        document.querySelector('#log li:last-child').classList.contains('cur')];";
    // The question the terminal asks, in the same words.
    assert_eq!(driver.texts("#q-ask"), ["is there a free square left in row 1?"]);
    assert_eq!(driver.script(hidden), serde_json::json!([true, true, 0, 0, true]));
    driver.keys_to(&[ARROW_RIGHT], 17, "no step on before the answer");
    answer(&driver, &["#q-no"], "wrong: (1,3) is still free", "quiz: 0 of 1 right");
    // Answered, the board and the log still show nothing past the current line: the attacked
    // squares of row 1 would answer the next question.
    assert_eq!(driver.script(hidden), serde_json::json!([false, false, 0, 0, true]));
    // Step 18 tries (1,3): again nothing answers it, then the answer.
    driver.keys(&[ARROW_RIGHT]);
    assert_eq!(driver.script(hidden), serde_json::json!([true, true, 0, 0, true]));
    answer(
        &driver,
        &["#q-accept"],
        "right: no queen attacks (1,3), so it is accepted",
        "quiz: 1 of 2 right",
    );
    assert_eq!(driver.shown().step, 19);
    assert_eq!(driver.script(hidden), serde_json::json!([false, false, 0, 0, true]));
    // At the end, the wrong answers with the right ones.
    driver.keys(&[END]);
    assert_eq!(driver.texts("#q-wrong li"), ["step 17: wrong: (1,3) is still free"]);
}

/// What the page shows that is past its current line: the log lines of the next steps that
/// are in its visible text (and were not already shown by a step before), the attacked or
/// free squares on the board, and the log's lines past the current one.
const LEAKS: &str = "const p = window.player, i = p.index(), text = document.body.innerText;
    const seen = new Set();
    for (let k = 0; k <= i; k++) seen.add(p.line(k));
    const ahead = [];
    for (let j = i + 1; j < Math.min(TRACE.steps.length, i + 30); j++) {
      const line = p.line(j);
      if (!seen.has(line) && text.includes(line)) ahead.push(j + ': ' + line);
    }
    return [ahead, document.querySelectorAll('#board .attacked, #board .free').length,
      document.querySelectorAll('#log li.future').length];";

/// Answers the open question, rightly or not as `right` says: the clicks that say it.
fn clicks_for(driver: &Driver, right: bool) -> Vec<&'static str> {
    let q = driver.script(
        "const q = window.playerWords.question(window.player.index());
         return q && [q.kind, q.kind === 'try' ? q.next[1] : '', q.free === undefined ? -1 : q.free,
           q.kind === 'try' ? q.next[4] : -1, q.kind === 'try' ? q.next[6] : ''];",
    );
    let q: (String, String, i64, i64, String) = serde_json::from_value(q).unwrap();
    const QUEENS: [&str; 4] = [
        "#q-queens button:nth-child(1)",
        "#q-queens button:nth-child(2)",
        "#q-queens button:nth-child(3)",
        "#q-queens button:nth-child(4)",
    ];
    match (q.0.as_str(), q.1.as_str(), right) {
        ("row", _, _) => vec![if (q.2 >= 0) == right { "#q-yes" } else { "#q-no" }],
        ("try", "a", _) => vec!["#q-accept"],
        ("try", _, false) => vec!["#q-accept"],
        _ => {
            let line = match q.4.as_str() {
                "c" => "#q-column",
                "d" => "#q-diagonal",
                _ => "#q-anti",
            };
            vec!["#q-reject", QUEENS[q.3 as usize], line]
        }
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn nothing_past_the_current_line_is_on_the_screen_at_any_moment_of_a_quiz() {
    let dir = tmp();
    let page = player(dir.path(), "4");
    let driver = Driver::start(&chromium());
    for (hash, lang) in
        [("step=0&quiz", "en"), ("step=0&quiz&lang=zh", "zh"), ("step=57&quiz&lang=zh", "zh")]
    {
        driver.open_player(&page, hash);
        let clean = |moment: &str| {
            let leaks = driver.script(LEAKS);
            assert_eq!(leaks, serde_json::json!([[], 0, 0]), "{hash} {lang}: {moment}");
        };
        clean("opened");
        // The answer to the second question of `#step=0&quiz` in Chinese, which the page
        // once showed dimmed in its log after the first answer.
        let column = "✗ 冲突 (1,0)：与 (0,0) 的皇后同列";
        for moment in 0..40 {
            let asking = driver.script("return window.player.asking();") == true;
            if asking {
                for css in clicks_for(&driver, moment % 3 != 1) {
                    driver.click(css);
                    clean(&format!("moment {moment}, after {css}"));
                }
            } else {
                driver.keys(&[ARROW_RIGHT]);
                clean(&format!("moment {moment}, a step on"));
            }
            let at: u64 =
                serde_json::from_value(driver.script("return window.player.index();")).unwrap();
            if lang == "zh" && at < 4 {
                let text: String =
                    serde_json::from_value(driver.script("return document.body.innerText;"))
                        .unwrap();
                assert!(!text.contains(column), "{hash}: at {at}: {text}");
            }
        }
    }
}

/// The fragment of the page's address, once it has caught up with the page.
fn address(driver: &Driver, want: &str) -> String {
    let start = Instant::now();
    loop {
        let hash: String = serde_json::from_value(driver.script("return location.hash;")).unwrap();
        if hash == want || start.elapsed() > Duration::from_secs(5) {
            return hash;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_log_fills_its_pane_around_the_current_line_at_any_step_and_size() {
    // The page writes only the log lines that its pane can show: at every step dragged to,
    // in a wide window and on a phone, the current line is in sight, whole, and no band of
    // the pane is empty where the trace has lines (above, unless the trace starts in sight;
    // below, unless it ends).
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let page = player_with(dir.path(), &["8", "--code", "python"]);
    for (width, height, phone) in [(1366, 768, false), (1366, 1100, false), (390, 844, true)] {
        viewport(&driver, width, height, phone);
        driver.open_player(&page, "");
        if phone {
            driver.click("#tabs button[data-pane='log-pane']");
        }
        // The pane takes its size on the next frame, as it does before a person sees it.
        driver.script(
            "return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));",
        );
        let shown = at_steps(
            &driver,
            157,
            "(() => {
               const log = document.getElementById('log'), items = [...log.children];
               const top = log.scrollTop, bottom = top + log.clientHeight;
               const cur = log.querySelector('li.cur'), first = items[0], last = items[items.length - 1];
               return [Number(s.value), log.clientHeight,
                 !!cur && cur.offsetTop >= top && cur.offsetTop + cur.offsetHeight <= bottom + 1,
                 first.classList.contains('k-s') || first.offsetTop <= top,
                 last.classList.contains('k-d') || last.offsetTop + last.offsetHeight >= bottom];
             })()",
        );
        let shown: Vec<(u64, f64, bool, bool, bool)> = serde_json::from_value(shown).unwrap();
        assert!(shown.len() > 200);
        for (record, pane, current, above, below) in shown {
            let at = format!("{width}x{height}, record {record}");
            assert!(pane > 100.0, "{at}: a log pane of {pane} px");
            assert!(current, "{at}: the current line is out of sight");
            assert!(above, "{at}: the pane is empty above its first line");
            assert!(below, "{at}: the pane is empty below its last line");
        }
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_address_follows_the_step_for_a_link_to_it() {
    let (driver, _dir, page) = n4_player("step=10");
    driver.keys(&[ARROW_RIGHT, ARROW_RIGHT]);
    assert_eq!(address(&driver, "#step=12"), "#step=12");
    driver.click("#quiz-on");
    driver.click("#theme");
    driver.script(
        "const m = document.getElementById('lang'); m.value = 'fa'; m.dispatchEvent(new Event('change'));",
    );
    let want = "#step=12&quiz&lang=fa&theme=dark";
    assert_eq!(address(&driver, want), want);
    // The link opens the page as it was: the step, the quiz, the language and the theme.
    driver.open("about:blank");
    driver.open_player(&page, &want[1..]);
    let state = driver.script(
        "return [document.getElementById('board').dataset.step, document.getElementById('quiz-on').checked,
                 document.documentElement.lang, document.documentElement.dataset.scheme];",
    );
    assert_eq!(state, serde_json::json!(["12", true, "fa", "dark"]));
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn on_a_phone_the_board_and_the_controls_fit_the_first_screen_and_the_panes_are_tabs() {
    let driver = Driver::start(&chromium());
    viewport(&driver, 390, 844, true);
    let dir = tmp();
    let page = player_with(dir.path(), &["8", "--code", "python"]);
    for hash in ["step=300", "step=300&quiz&lang=zh", "step=300&lang=fa&theme=dark"] {
        driver.open_player(&page, hash);
        let boxes: Vec<f64> = serde_json::from_value(driver.script(
            "const b = (id) => document.getElementById(id).getBoundingClientRect();
             return [b('board').top, b('board').bottom, b('steps').bottom, b('board').width,
                     window.scrollY, window.innerHeight, document.documentElement.scrollWidth];",
        ))
        .unwrap();
        assert_eq!(boxes[4], 0.0);
        assert!(
            boxes[0] >= 0.0 && boxes[2] <= boxes[5],
            "{hash}: below the first screen: {boxes:?}"
        );
        assert!(boxes[3] >= 300.0, "{hash}: the board is {}px wide", boxes[3]);
        assert!(boxes[6] <= 390.0, "{hash}: the page scrolls sideways: {boxes:?}");
        // No text under 12 px, the squares' coordinates neither.
        let shown: Vec<(String, f64)> =
            serde_json::from_value(driver.script(&format!("return {VISIBLE_TEXT};"))).unwrap();
        for (text, size) in &shown {
            assert!(*size >= 12.0, "{hash}: {text:?} at {size}px");
        }
        let label: f64 = serde_json::from_value(driver.script(
            "return parseFloat(getComputedStyle(document.querySelector('#board div'), '::before').fontSize);",
        ))
        .unwrap();
        assert!(label >= 12.0, "{hash}: coordinates at {label}px");
    }
    // One pane at a time, chosen by its tab; the trace's first.
    let panes = "return [...document.querySelectorAll('main > section.pane')]
        .filter((p) => p.getBoundingClientRect().height > 0).map((p) => p.id);";
    driver.open_player(&page, "step=300");
    assert_eq!(driver.texts("#tabs button"), ["trace", "code", "variables", "search tree"]);
    assert_eq!(driver.script(panes), serde_json::json!(["log-pane"]));
    driver.click("#tabs button[data-pane='tree-pane']");
    assert_eq!(driver.script(panes), serde_json::json!(["tree-pane"]));
    // The tree drawn in its tab has its size: marks in view.
    let drawn = "return document.querySelectorAll('#tree g[data-i]').length > 0;";
    assert_eq!(driver.script(drawn), true);
    driver.click("#tabs button[data-pane='vars-pane']");
    assert_eq!(driver.script(panes), serde_json::json!(["vars-pane"]));
    assert!(!driver.texts("#vars .v-var").is_empty());
    // A swipe on the board to the left steps forward, to the right back. (The click on the
    // tab scrolled the page: back to its top, where the board is.)
    driver.script("window.scrollTo(0, 0);");
    let y: f64 = serde_json::from_value(driver.script(
        "const b = document.getElementById('board').getBoundingClientRect(); return b.top + b.height / 2;",
    ))
    .unwrap();
    let swipe = |from: f64, to: f64| {
        let touch = |kind: &str, x: f64| {
            let points = if kind == "touchEnd" {
                serde_json::json!([])
            } else {
                serde_json::json!([{"x": x, "y": y}])
            };
            driver.session_call(
                "POST",
                "/goog/cdp/execute",
                serde_json::json!({"cmd": "Input.dispatchTouchEvent",
                    "params": {"type": kind, "touchPoints": points}}),
            );
        };
        touch("touchStart", from);
        touch("touchMove", (from + to) / 2.0);
        touch("touchMove", to);
        touch("touchEnd", to);
    };
    swipe(300.0, 80.0);
    assert_eq!(driver.shown().step, 301);
    for back in [300, 299] {
        // A gesture apart from the last, as a hand makes them.
        std::thread::sleep(Duration::from_millis(400));
        swipe(80.0, 300.0);
        assert_eq!(driver.shown().step, back);
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_marks_read_apart_and_the_legend_draws_them_as_the_board_does() {
    let driver = Driver::start(&chromium());
    viewport(&driver, 1366, 768, false);
    let dir = tmp();
    let page = player_with(dir.path(), &["8"]);
    let events = trace(8, None);
    let step_of =
        |kind: nqueens_trace::Kind| events.iter().find(|e| e.kind() == kind).unwrap().step();
    let colour = |css: &str, prop: &str| -> String {
        serde_json::from_value(driver.script(&format!(
            "return getComputedStyle(document.querySelector({css:?}), null).{prop};"
        )))
        .unwrap()
    };
    let rgb = |c: &str| -> [f64; 3] {
        let v: Vec<f64> = c
            .trim_start_matches("rgba(")
            .trim_start_matches("rgb(")
            .trim_end_matches(')')
            .split(',')
            .take(3)
            .map(|x| x.trim().parse().unwrap())
            .collect();
        [v[0], v[1], v[2]]
    };
    for theme in ["light", "dark"] {
        // Lifted and solution: far apart (more than a third of the cube's diagonal).
        driver.open_player(
            &page,
            &format!("step={}&theme={theme}", step_of(nqueens_trace::Kind::Backtrack)),
        );
        let lifted = colour("#board .lifted", "backgroundColor");
        assert_eq!(lifted, colour(".sw.lifted", "backgroundColor"), "{theme}: the legend's lifted");
        driver.open_player(
            &page,
            &format!("step={}&theme={theme}", step_of(nqueens_trace::Kind::Solution)),
        );
        let solution = colour("#board .solution", "backgroundColor");
        assert_eq!(
            solution,
            colour(".sw.solution", "backgroundColor"),
            "{theme}: the legend's solution"
        );
        let (a, b) = (rgb(&lifted), rgb(&solution));
        let distance =
            ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt();
        assert!(distance > 150.0, "{theme}: lifted {lifted} and solution {solution} too close");
        // Each mark of the legend is drawn as the board draws it: placed, tried, free.
        driver.open_player(
            &page,
            &format!("step={}&theme={theme}", step_of(nqueens_trace::Kind::Accept)),
        );
        assert_eq!(
            colour("#board .accept", "backgroundColor"),
            colour(".sw.accept", "backgroundColor")
        );
        let free = colour("#board .free", "getPropertyValue('--free')");
        assert!(!free.is_empty());
        let ring: String = serde_json::from_value(driver.script(
            "return [getComputedStyle(document.querySelector('#board .free'), '::after').borderTopColor,
                     getComputedStyle(document.querySelector('.sw.free'), '::after').borderTopColor];",
        ))
        .map(|v: Vec<String>| {
            assert_eq!(v[0], v[1], "{theme}: the legend's free ring");
            v[0].clone()
        })
        .unwrap();
        assert_ne!(ring, "rgba(0, 0, 0, 0)");
        driver.open_player(
            &page,
            &format!("step={}&theme={theme}", step_of(nqueens_trace::Kind::Try)),
        );
        // The ring's width follows the square's size; its colour is the legend's.
        let ring_colour =
            |css: &str| colour(css, "boxShadow").split(" 0px").next().unwrap().to_string();
        assert_eq!(
            ring_colour("#board .try"),
            ring_colour(".sw.try"),
            "{theme}: the legend's tried"
        );
        // At n=8 the squares' coordinates are 10 px or more.
        let label: f64 = serde_json::from_value(driver.script(
            "return parseFloat(getComputedStyle(document.querySelector('#board div'), '::before').fontSize);",
        ))
        .unwrap();
        assert!(label >= 10.0, "{theme}: coordinates at {label}px");
    }
}

/// The tree's legend says how to learn why a square was refused in words that fit the
/// device: hover with a mouse, a tap (which goes to its step) on a touch screen, in every
/// language.
#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_tree_legend_says_tap_where_there_is_no_hover() {
    use nqueens_trace::choice::Choice;
    let (driver, _dir, page) = n4_player("step=60");
    for lang in nqueens_trace::Lang::ALL {
        let m = lang.messages();
        for phone in [false, true] {
            viewport(&driver, if phone { 390 } else { 1366 }, if phone { 844 } else { 768 }, phone);
            // Headless, the browser has no mouse, so it answers (hover: none) on the desk too,
            // and no emulation gives it one: there the page is told the mouse's answer.
            let cdp = |cmd: &str, params: serde_json::Value| {
                let body = serde_json::json!({"cmd": cmd, "params": params});
                driver.session_call("POST", "/goog/cdp/execute", body)["value"].clone()
            };
            let mouse = (!phone).then(|| {
                let source = "const real = window.matchMedia.bind(window);
                    window.matchMedia = (q) => /hover: *none/.test(q)
                        ? { matches: false, media: q, addEventListener() {}, removeEventListener() {} } : real(q);";
                cdp("Page.addScriptToEvaluateOnNewDocument", serde_json::json!({"source": source}))
            });
            driver.open_player(&page, &format!("step=60&lang={}", lang.as_str()));
            let none = driver.script("return matchMedia('(hover: none)').matches;");
            assert_eq!(none, phone);
            if let Some(added) = mouse {
                cdp("Page.removeScriptToEvaluateOnNewDocument", added);
            }
            let legend = driver.texts("#tree .t-legend li");
            let want = if phone { m.tree_legend_reject_touch } else { m.tree_legend_reject };
            assert!(legend.iter().any(|l| l == want), "{lang:?} phone {phone}: {legend:?}");
        }
    }
}

/// The classes of each place of another problem's picture, by its `data-place`.
fn place_classes(driver: &Driver) -> Vec<String> {
    let js = "return [...document.querySelectorAll('#board [data-place]')]\
              .sort((a, b) => a.dataset.place - b.dataset.place).map((e) => e.getAttribute('class'));";
    serde_json::from_value(driver.script(js)).unwrap()
}

/// The page of each problem's trace, at a laptop's screen and a phone's: at its first reject
/// the picture marks the refused place and the one holding the value (a bound's numbers for a
/// subset sum), the keys step through it, and a step reached forward or back shows the same
/// picture as the same step opened from its address.
#[test]
#[ignore = "needs chromium and chromedriver"]
fn each_problems_picture_marks_a_reject_and_steps_both_ways_on_a_laptop_and_a_phone() {
    let dir = tmp();
    let driver = Driver::start(&chromium());
    for (name, size) in [
        ("sudoku-4x4", (1366, 768)),
        ("coloring-australia", (390, 844)),
        ("subset-sum", (1366, 768)),
        ("sudoku-4x4", (390, 844)),
        ("coloring-australia", (1366, 768)),
        ("subset-sum", (390, 844)),
    ] {
        let why = format!("{name} at {size:?}");
        driver.session_call(
            "POST",
            "/window/rect",
            serde_json::json!({"width": size.0, "height": size.1}),
        );
        let trace = crate::util::traces(&format!("{name}.jsonl"));
        let page = player_with(dir.path(), &["--input", trace.to_str().unwrap()]);
        let events = crate::util::read_all(&std::fs::read(&trace).unwrap());
        let (step, place, holder, conflict, with) = events
            .iter()
            .find_map(|e| match *e {
                Event::Reject { step, row, with, conflict, .. } => {
                    Some((step, row as usize, with[0] as usize, conflict, with))
                }
                _ => None,
            })
            .unwrap();
        driver.open_player(&page, &format!("step={step}"));
        let at_reject = place_classes(&driver);
        assert!(at_reject[place].split(' ').any(|c| c == "r"), "{why}: {at_reject:?}");
        if name == "subset-sum" {
            let bound = driver.texts(".bound-text");
            assert_eq!(bound, [format!("{} > {}", with[0], with[1])], "{why}: {conflict:?}");
        } else {
            assert!(at_reject[holder].split(' ').any(|c| c == "h"), "{why}: {at_reject:?}");
        }
        if name == "coloring-australia" {
            assert_eq!(driver.script("return document.querySelectorAll('.edge.clash').length"), 1);
        }
        // The picture is in sight, and the page no wider than the screen.
        let fits = driver.script(
            "const r = document.getElementById('board').getBoundingClientRect();\
             return r.width > 100 && r.height > 50 && r.left >= 0 && r.right <= innerWidth \
             && document.documentElement.scrollWidth <= innerWidth;",
        );
        assert_eq!(fits, true, "{why}");
        // Forward and back by the keys, to the end and to the start, then back to the reject.
        driver.keys_to(&[ARROW_RIGHT], step + 1, &why);
        driver.keys_to(&[ARROW_LEFT], step, &why);
        assert_eq!(place_classes(&driver), at_reject, "{why}: back at the reject");
        let last = events.last().unwrap().step();
        driver.keys_to(&[END], last, &why);
        driver.keys_to(&[HOME], 0, &why);
        let start = place_classes(&driver);
        assert!(
            start.iter().all(|c| !c.split(' ').any(|k| ["set", "in", "out"].contains(&k))),
            "{why}: nothing given at the start: {start:?}"
        );
        // Once the page has written its own address (a moment after a step).
        std::thread::sleep(Duration::from_millis(300));
        driver.script(&format!("location.hash = 'step={step}'; return 0;"));
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(driver.shown().step, step, "{why}");
        assert_eq!(place_classes(&driver), at_reject, "{why}: by the address");
        // The log line under the picture is the text trace's, in its words.
        let line = driver.texts("#now");
        assert!(line[0].contains('✗'), "{why}: {line:?}");
    }
}

/// Another problem's quiz asks at a try whether it is accepted or rejected, and by which rule
/// when the problem has several; the verdict says the trace's line of the answer. Its tree
/// names each row by the variable the search assigns there, as the trace names it.
#[test]
#[ignore = "needs chromium and chromedriver"]
fn each_problems_quiz_judges_a_try_and_its_tree_names_its_rows() {
    let dir = tmp();
    let driver = Driver::start(&chromium());
    for name in ["sudoku-4x4", "coloring-australia", "subset-sum"] {
        let trace = crate::util::traces(&format!("{name}.jsonl"));
        let page = player_with(dir.path(), &["--input", trace.to_str().unwrap()]);
        let events = crate::util::read_all(&std::fs::read(&trace).unwrap());
        let (try_step, rule) = events
            .windows(2)
            .find_map(|w| match (&w[0], &w[1]) {
                (Event::Try { step, .. }, Event::Reject { conflict, .. }) => {
                    Some((*step, *conflict))
                }
                _ => None,
            })
            .unwrap();
        driver.open_player(&page, &format!("step={try_step}&quiz"));
        assert!(!driver.texts("#q-ask")[0].is_empty(), "{name}: a question at the try");
        driver.click("#q-reject");
        let rules = driver.script("return document.querySelectorAll('#q-rule button').length");
        if name == "coloring-australia" {
            assert_eq!(rules, 0, "{name}: one rule, nothing more to ask");
        } else {
            driver.click(&format!("#q-rule button[data-rule='{}']", rule.as_str()));
        }
        assert_eq!(driver.shown().step, try_step + 1, "{name}: the answer shown");
        let verdict = driver.script("return document.getElementById('q-verdict').className");
        assert_eq!(verdict, "right", "{name}: {:?}", driver.texts("#q-verdict"));
        assert!(driver.texts("#q-verdict")[0].contains('✗'), "{name}: the reject's line");
        // The tree's first row is the first variable the search assigns, by its name.
        let rows = driver.texts("#tree .t-rows text");
        let Event::Start { schema, .. } = &events[0] else { panic!() };
        let found = nqueens_trace::problem::of_schema(schema).unwrap().unwrap();
        assert_eq!(rows[0], found.name_var(found.order()[0], 0), "{name}: {rows:?}");
        assert!(driver.script("return document.querySelectorAll('#tree .t-x').length") != 0);
    }
}
