//! The HTML player in a real browser: headless Chromium loads the exported page, goes to a
//! step, plays forward, or is driven key by key and click by click through chromedriver, and
//! the tests read the board from the DOM the page built.
//!
//! The tests are `#[ignore = "needs chromium"]`: CI installs Debian's `chromium` and
//! `chromium-driver` and runs them (see `.ci/run`). `CHROMIUM` and `CHROMEDRIVER` name other binaries. Playing uses
//! `--virtual-time-budget`, so the page's timers run on virtual time and the tests do not
//! depend on the machine's speed.

use crate::util::{need_one_of, tmp, trace, BIN};
use nqueens_trace::Event;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// Chromium, or the browser `CHROMIUM` names.
fn chromium() -> PathBuf {
    need_one_of("CHROMIUM", &["chromium", "chromium-browser"])
}

/// Exports the n=`n` player into `dir`.
fn player(dir: &Path, n: &str) -> PathBuf {
    let path = dir.join("player.html");
    let status = Command::new(BIN)
        .args(["export", "html", n, "-o"])
        .arg(&path)
        .status()
        .unwrap();
    assert!(status.success());
    path
}

/// The DOM of `page#hash` once the page has run for `budget_ms` of virtual time.
fn dump_dom(chromium: &Path, page: &Path, hash: &str, budget_ms: u32) -> String {
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
#[ignore = "needs chromium"]
fn a_linked_step_shows_its_board_counters_and_log_line() {
    let chromium = chromium();
    let dir = tmp();
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
    let events = trace(4, None);
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
#[ignore = "needs chromium"]
fn playing_steps_forward_and_stops_at_the_end() {
    let chromium = chromium();
    let dir = tmp();
    let page = player(dir.path(), "5");
    let events = trace(5, None);

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

/// A WebDriver session on chromedriver, spoken over plain HTTP/1.1 (a few requests, so no
/// HTTP client crate).
struct Driver {
    child: std::process::Child,
    port: u16,
    session: String,
    _profile: tempfile::TempDir,
}

impl Driver {
    fn start(chromium: &Path) -> Driver {
        let driver = need_one_of("CHROMEDRIVER", &["chromedriver"]);
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = std::process::Command::new(&driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let profile = tempfile::tempdir().unwrap();
        let mut driver = Driver {
            child,
            port,
            session: String::new(),
            _profile: profile,
        };
        let start = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "chromedriver did not start"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        let binary = chromium.display().to_string();
        let caps = serde_json::json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": binary,
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync",
                    format!("--user-data-dir={}", driver._profile.path().display()),
                    "--window-size=1280,720",
                ],
            },
        }}});
        let reply = driver.call("POST", "/session", &caps);
        driver.session = reply["value"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {reply}"))
            .to_string();
        driver
    }

    fn call(&self, method: &str, path: &str, body: &serde_json::Value) -> serde_json::Value {
        use std::io::{Read, Write};
        let body = if method == "GET" {
            String::new()
        } else {
            body.to_string()
        };
        let mut stream = std::net::TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(120)))
            .unwrap();
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
                k.eq_ignore_ascii_case("content-length")
                    .then(|| v.trim().parse().ok())?
            })
            .unwrap_or_else(|| panic!("no Content-Length: {head}"));
        let mut json = vec![0u8; length];
        stream.read_exact(&mut json).unwrap();
        let (reply, json) = (&head, String::from_utf8(json).unwrap());
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {reply}{json}"))
    }

    fn session_call(&self, method: &str, path: &str, body: serde_json::Value) -> serde_json::Value {
        let reply = self.call(method, &format!("/session/{}{path}", self.session), &body);
        assert!(
            reply["value"].get("error").is_none(),
            "{method} {path}: {reply}"
        );
        reply
    }

    fn open(&self, url: &str) {
        self.session_call("POST", "/url", serde_json::json!({ "url": url }));
    }

    /// Presses and releases each key in turn, as a user at the keyboard.
    fn keys(&self, keys: &[&str]) {
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

    fn click(&self, css: &str) {
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
        self.session_call(
            "POST",
            &format!("/element/{id}/click"),
            serde_json::json!({}),
        );
    }

    fn shown(&self) -> Shown {
        let source = self.session_call("GET", "/source", serde_json::Value::Null);
        Shown::parse(source["value"].as_str().unwrap())
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = self.call(
                "DELETE",
                &format!("/session/{}", self.session),
                &serde_json::json!({}),
            );
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

const ARROW_LEFT: &str = "\u{E012}";
const ARROW_RIGHT: &str = "\u{E014}";
const HOME: &str = "\u{E011}";
const END: &str = "\u{E010}";
const ENTER: &str = "\u{E007}";

#[test]
#[ignore = "needs chromium and chromedriver"]
fn keys_and_buttons_step_through_the_search() {
    let chromium = chromium();
    let driver = Driver::start(&chromium);
    let dir = tmp();
    let page = player(dir.path(), "4");
    let events = trace(4, None);
    driver.open(&format!("file://{}#step=10", page.display()));
    assert_eq!(driver.shown().step, 10);

    driver.keys(&[ARROW_RIGHT, ARROW_RIGHT]);
    let shown = driver.shown();
    assert_eq!((shown.step, shown.kind.as_str()), (12, "r"));
    assert_eq!(shown.with("queen"), queens_after(&events, 12));
    assert_eq!(shown.with("reject"), BTreeSet::from([(2, 1)]));

    driver.keys(&[ARROW_LEFT]);
    assert_eq!(driver.shown().step, 11);
    driver.keys(&[END]);
    assert_eq!(driver.shown().step, 139);
    driver.keys(&[ARROW_RIGHT]);
    assert_eq!(driver.shown().step, 139, "no step past the last");
    driver.keys(&[HOME]);
    assert_eq!(driver.shown().step, 0);

    driver.click("#fwd");
    driver.click("#fwd");
    driver.click("#fwd");
    let shown = driver.shown();
    assert_eq!((shown.step, shown.kind.as_str()), (3, "t"));
    assert_eq!(shown.with("try"), BTreeSet::from([(1, 0)]));
    driver.click("#back");
    assert_eq!(driver.shown().step, 2);
    driver.click("#last");
    assert_eq!(driver.shown().step, 139);
    driver.click("#first");
    assert_eq!(driver.shown().step, 0);

    // Space steps on, as in `step`; Enter and p play and pause.
    driver.keys(&[" ", " "]);
    assert_eq!(driver.shown().step, 2);
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
    let solutions: Vec<u64> = events
        .iter()
        .filter(|e| matches!(e, Event::Solution { .. }))
        .map(Event::step)
        .collect();
    driver.keys(&[HOME, "n"]);
    assert_eq!(driver.shown().step, solutions[0]);
    driver.keys(&["n"]);
    assert_eq!(driver.shown().step, solutions[1]);
    driver.keys(&["n"]);
    assert_eq!(
        driver.shown().step,
        solutions[1],
        "no solution after the last"
    );
    driver.keys(&["N"]);
    assert_eq!(driver.shown().step, solutions[0]);
    driver.click("#next-sol");
    assert_eq!(driver.shown().step, solutions[1]);
    driver.click("#prev-sol");
    let shown = driver.shown();
    assert_eq!((shown.step, shown.kind.as_str()), (solutions[0], "S"));
    assert_eq!(shown.with("solution"), queens_after(&events, solutions[0]));
}
