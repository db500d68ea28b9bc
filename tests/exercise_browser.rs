//! The player's exercise in a real browser: headless Chromium under chromedriver plays the
//! search move by move, by clicks on the board and the page's keys and buttons, and the tests
//! hold the page to the library's judge (`nqueens_trace::exercise`), which plays the same moves
//! alongside: the same verdict after each move, the same score, the same wrong moves at the end,
//! and a downloaded record of the same bytes, which `verify` and `check --trace` accept.
//!
//! The tests are `#[ignore = "needs chromium and chromedriver"]`, as the player's others are
//! (tests/browser.rs, whose WebDriver session they share); CI installs both.

use crate::browser::{player_with, viewport, Driver, VISIBLE_TEXT};
use crate::util::{bin, chromium, tmp};
use nqueens_trace::choice::Choice;
use nqueens_trace::exercise::{Exercise, Feedback, Move, OnWrong, Tally};
use nqueens_trace::lang::{fill, Arg, Lang};
use nqueens_trace::{Conflict, Event, Solver};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A search to exercise on: its board, whether it stops at the first solution, its start.
#[derive(Debug, Clone, Copy)]
struct Search {
    n: u32,
    first: bool,
    start: &'static [u32],
}

impl Search {
    fn events(self) -> Vec<Event> {
        let solver = Solver::new(self.n).unwrap().limit(self.first.then_some(1));
        let mut events = Vec::new();
        solver.from(self.start).unwrap().run(&mut events).unwrap();
        events
    }

    /// The arguments that give this search to `export html` and to `check`.
    fn args(self) -> Vec<String> {
        let mut args = Vec::new();
        if self.first {
            args.push("--first".to_string());
        }
        if !self.start.is_empty() {
            let cols: Vec<String> = self.start.iter().map(u32::to_string).collect();
            args.extend(["--start".to_string(), cols.join(",")]);
        }
        args
    }
}

/// One thing the student does: a move, a hint asked for, or the model's move asked for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Act {
    Play(Move),
    Hint,
    Fix,
}

/// A student's session over the model `events`: the model's moves in order, with a move out of
/// turn first (refused, not counted), a wrong move before every seventh (then, under undo, the
/// right one), a hint before every eleventh and the model's move asked for at every thirteenth.
/// With `upto`, only the first `upto` of them.
pub(crate) fn session(
    events: &[Event],
    n: u32,
    on_wrong: OnWrong,
    upto: Option<usize>,
) -> Vec<Act> {
    let mut acts = vec![Act::Play(Move::Accept)];
    for (k, model) in events.iter().filter_map(Move::of).enumerate() {
        if k % 7 == 3 {
            let wrong = match model {
                Move::Try { row, col } => Move::Try { row, col: (col + 1) % n },
                Move::Accept => Move::Reject { queen: (0, 0), line: Conflict::Column },
                Move::Reject { .. } => Move::Accept,
                Move::Backtrack => Move::Try { row: 0, col: 0 },
            };
            acts.push(Act::Play(wrong));
            if on_wrong == OnWrong::Undo {
                acts.push(Act::Play(model));
            }
        } else if k % 13 == 6 {
            acts.push(Act::Fix);
        } else if k % 11 == 5 {
            acts.extend([Act::Hint, Act::Play(model)]);
        } else {
            acts.push(Act::Play(model));
        }
    }
    acts.truncate(upto.unwrap_or(acts.len()));
    acts
}

/// The library's judge over `events`, and the record it writes as the acts are played.
pub(crate) struct Judge {
    ex: Exercise<std::vec::IntoIter<Event>>,
    record: Vec<u8>,
}

impl Judge {
    pub(crate) fn new(events: Vec<Event>, feedback: Feedback, on_wrong: OnWrong) -> Judge {
        let (ex, start) = Exercise::new(events.into_iter(), feedback, on_wrong).unwrap();
        let mut record = Vec::new();
        ex.record_line(&mut record, &start);
        Judge { ex, record }
    }

    /// Plays `act`: whether it was a wrong move, and whether it was refused.
    pub(crate) fn act(&mut self, act: Act) -> (bool, bool) {
        let (stood, wrong, refused) = match act {
            Act::Play(m) => match self.ex.play(m) {
                Ok(play) => (play.stood, play.wrong.is_some(), false),
                Err(_) => (Vec::new(), false, true),
            },
            Act::Hint => (self.ex.hint().map(|_| Vec::new()).unwrap_or_default(), false, false),
            Act::Fix => (self.ex.fix().unwrap_or_default(), false, false),
        };
        for e in &stood {
            self.ex.record_line(&mut self.record, e);
        }
        (wrong, refused)
    }

    /// The record as it stands once the student leaves.
    pub(crate) fn record(&self) -> Vec<u8> {
        let mut out = self.record.clone();
        if !self.ex.is_over() {
            self.ex.record_unfinished(&mut out);
        }
        out
    }
}

/// The acts as a link's moves (exercise.js: t ROW.COL, a, r ROW.COL LINE, b, h, f).
fn link(acts: &[Act]) -> String {
    let line = |l: Conflict| match l {
        // The exercise is N-Queens': its rejects name a line of attack.
        Conflict::Column
        | Conflict::Row
        | Conflict::Box
        | Conflict::Edge
        | Conflict::Over
        | Conflict::Short => 'c',
        Conflict::Diagonal => 'd',
        Conflict::AntiDiagonal => 'a',
    };
    let moves: Vec<String> = acts
        .iter()
        .map(|a| match *a {
            Act::Play(Move::Try { row, col }) => format!("t{row}.{col}"),
            Act::Play(Move::Accept) => "a".to_string(),
            Act::Play(Move::Reject { queen, line: l }) => {
                format!("r{}.{}{}", queen.0, queen.1, line(l))
            }
            Act::Play(Move::Backtrack) => "b".to_string(),
            Act::Hint => "h".to_string(),
            Act::Fix => "f".to_string(),
        })
        .collect();
    moves.join(",")
}

/// Exports the player of `search` with `extra` arguments into a new folder inside `dir`.
fn export(dir: &Path, search: Search, extra: &[&str]) -> PathBuf {
    let folder = dir.join(dir.read_dir().unwrap().count().to_string());
    std::fs::create_dir(&folder).unwrap();
    let mut args = vec![search.n.to_string()];
    args.extend(search.args());
    args.extend(extra.iter().map(|a| a.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    player_with(&folder, &args)
}

/// Clicks the page's download button and returns the file the browser saved, into a folder
/// of its own, as a student's browser does.
fn download(driver: &Driver, n: u32) -> Vec<u8> {
    let dir = tmp();
    driver.session_call(
        "POST",
        "/goog/cdp/execute",
        serde_json::json!({"cmd": "Browser.setDownloadBehavior",
            "params": {"behavior": "allow", "downloadPath": dir.path().display().to_string()}}),
    );
    driver.click("#ex-download");
    let file = dir.path().join(format!("exercise-n{n}.jsonl"));
    let start = Instant::now();
    // The browser may make the file empty first, to hold its name, and writes the record to a
    // .crdownload beside it, which it renames over it: the file is whole once that is gone (a
    // record is never empty).
    let partial = |dir: &Path| {
        std::fs::read_dir(dir)
            .unwrap()
            .any(|e| e.unwrap().path().extension().is_some_and(|x| x == "crdownload"))
    };
    while std::fs::metadata(&file).map_or(true, |m| m.len() == 0) || partial(dir.path()) {
        assert!(start.elapsed() < Duration::from_secs(60), "no download of {}", file.display());
        std::thread::sleep(Duration::from_millis(50));
    }
    std::fs::read(&file).unwrap()
}

/// The record the page of `n` downloads once its link has replayed `acts` in the exercise
/// judged so.
fn replayed(
    driver: &Driver,
    page: &Path,
    n: u32,
    (feedback, on_wrong): (Feedback, OnWrong),
    acts: &[Act],
) -> Vec<u8> {
    let (feedback, on_wrong, moves) = (feedback.as_str(), on_wrong.as_str(), link(acts));
    driver.open_player(
        page,
        &format!("exercise&feedback={feedback}&on-wrong={on_wrong}&moves={moves}"),
    );
    download(driver, n)
}

/// `verify` and `check --trace` on `record`: their exit codes.
fn judged(record: &[u8], search: Search) -> (i32, i32) {
    let dir = tmp();
    let path = dir.path().join("record.jsonl");
    std::fs::write(&path, record).unwrap();
    let verify = bin().arg("verify").arg(&path).output().unwrap();
    let check = bin().args(["check", "--trace"]).arg(&path).args(search.args()).output().unwrap();
    let code = |o: &std::process::Output| o.status.code().unwrap();
    (code(&verify), code(&check))
}

const SEARCHES: [Search; 3] = [
    Search { n: 4, first: false, start: &[] },
    Search { n: 5, first: true, start: &[] },
    // A teacher's start: its queens stand from the first move, and a reject may name one.
    Search { n: 6, first: false, start: &[1, 3] },
];

#[test]
#[ignore = "needs chromium and chromedriver"]
fn a_downloaded_record_has_the_bytes_the_library_writes_for_the_same_moves() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    for search in SEARCHES {
        let page = export(dir.path(), search, &[]);
        let events = search.events();
        for feedback in [Feedback::Now, Feedback::End] {
            for on_wrong in [OnWrong::Undo, OnWrong::Fix] {
                // Played to the end, and left half way.
                let whole = session(&events, search.n, on_wrong, None);
                for upto in [None, Some(whole.len() / 2)] {
                    let acts = session(&events, search.n, on_wrong, upto);
                    let mut judge = Judge::new(events.clone(), feedback, on_wrong);
                    for &a in &acts {
                        judge.act(a);
                    }
                    let got = replayed(&driver, &page, search.n, (feedback, on_wrong), &acts);
                    let want = judge.record();
                    let case = format!("{search:?} {feedback:?} {on_wrong:?} upto {upto:?}");
                    assert_eq!(
                        String::from_utf8_lossy(&got),
                        String::from_utf8_lossy(&want),
                        "{case}"
                    );
                    // A finished exercise is the model's search itself; one left is a partial
                    // record, the beginning of that search, which both judge as far as it goes.
                    assert_eq!(judged(&got, search), (0, 0), "{case}");
                }
            }
        }
    }
}

/// The words of `lang` that the page says at once: the start of a template, before its first
/// placeholder.
fn lead(template: &str) -> &str {
    &template[..template.find('{').unwrap_or(template.len())]
}

/// `template` filled with `args`, as the library says it.
fn filled(template: &str, args: &[(&str, Arg)]) -> String {
    let mut out = Vec::new();
    fill(&mut out, template, args);
    String::from_utf8(out).unwrap()
}

fn score(m: &nqueens_trace::lang::Messages, t: Tally) -> String {
    let args = [
        ("right", Arg::Num(t.right)),
        ("moves", Arg::Num(t.moves)),
        ("wrong", Arg::Num(t.wrong)),
        ("hints", Arg::Num(t.hints)),
        ("fixed", Arg::Num(t.fixed)),
    ];
    filled(m.ex_score, &args)
}

/// Makes `act` on the page as a student does, by a click on the board and the page's keys or
/// buttons (`keys` picks which, so both are used).
fn make(driver: &Driver, act: Act, keys: bool) {
    let square = |(r, c): (u32, u32)| format!("#board [data-r=\"{r}\"][data-c=\"{c}\"]");
    let by = |key: &str, button: &str| {
        if keys {
            driver.keys(&[key]);
        } else {
            driver.click(button);
        }
    };
    match act {
        Act::Play(Move::Try { row, col }) => driver.click(&square((row, col))),
        Act::Play(Move::Accept) => by("a", "#ex-accept"),
        Act::Play(Move::Reject { queen, line }) => {
            by("r", "#ex-reject");
            driver.click(&square(queen));
            match line {
                Conflict::Column
                | Conflict::Row
                | Conflict::Box
                | Conflict::Edge
                | Conflict::Over
                | Conflict::Short => by("|", "#ex-column"),
                Conflict::Diagonal => by("\\", "#ex-diagonal"),
                Conflict::AntiDiagonal => by("/", "#ex-anti"),
            }
        }
        Act::Play(Move::Backtrack) => by("b", "#ex-backtrack"),
        Act::Hint => by("h", "#ex-hint"),
        Act::Fix => by("f", "#ex-make"),
    }
}

/// The page's verdict on the last move: its text and its class (right, wrong or none).
fn said(driver: &Driver) -> (String, String) {
    let js = "const s = document.getElementById('ex-said'); return [s.textContent, s.className];";
    serde_json::from_value(driver.script(js)).unwrap()
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_student_plays_to_the_end_by_clicks_and_keys_in_both_modes_and_languages() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let search = Search { n: 4, first: true, start: &[] };
    let events = search.events();
    let cases = [
        (Lang::En, Feedback::Now, OnWrong::Undo),
        (Lang::En, Feedback::End, OnWrong::Fix),
        (Lang::Fa, Feedback::Now, OnWrong::Fix),
        (Lang::Fa, Feedback::End, OnWrong::Undo),
    ];
    for (lang, feedback, on_wrong) in cases {
        let m = lang.messages();
        let page = export(
            dir.path(),
            search,
            &[
                "--exercise",
                "--lang",
                lang.as_str(),
                "--feedback",
                feedback.as_str(),
                "--on-wrong",
                on_wrong.as_str(),
            ],
        );
        driver.open_player(&page, "");
        let case = format!("{lang:?} {feedback:?} {on_wrong:?}");
        let acts = session(&events, search.n, on_wrong, None);
        let mut judge = Judge::new(events.clone(), feedback, on_wrong);
        let (mut wrongs, mut hints) = (0, 0);
        for (i, &act) in acts.iter().enumerate() {
            make(&driver, act, i % 2 == 0);
            let (wrong, refused) = judge.act(act);
            let (text, class) = said(&driver);
            let why = format!("{case}: act {i} {act:?}: {text:?} {class:?}");
            if refused {
                assert_eq!(text, m.pex_refused[0], "{why}");
            } else if act == Act::Hint {
                hints += 1;
                assert!(text.starts_with(lead(m.ex_hint)), "{why}");
            } else if act == Act::Fix {
                assert!(text.starts_with(lead(m.ex_fixed)), "{why}");
            } else if wrong {
                wrongs += 1;
                // At once, wrong with the reason; at the end, only that it was refused or
                // replaced.
                match (feedback, on_wrong) {
                    (Feedback::Now, _) => {
                        assert_eq!(class, "wrong", "{why}");
                        assert!(text.starts_with(m.quiz_wrong), "{why}");
                        assert!(text.len() > m.quiz_wrong.len() + 10, "the reason: {why}");
                    }
                    (Feedback::End, OnWrong::Undo) => assert_eq!(text, m.ex_undone, "{why}"),
                    (Feedback::End, OnWrong::Fix) => {
                        assert!(text.starts_with(lead(m.ex_fixed)), "{why}")
                    }
                }
                if on_wrong == OnWrong::Fix && feedback == Feedback::Now {
                    let fixed = lead(m.ex_fixed).trim_end();
                    assert!(text.contains(fixed), "the fix is said: {why}");
                }
            } else if feedback == Feedback::Now {
                assert_eq!(class, "right", "{why}");
                assert!(text.starts_with(m.quiz_right), "{why}");
            } else {
                assert_eq!(text, "", "nothing said of a right move until the end: {why}");
            }
        }
        assert!(wrongs >= 3 && hints >= 1, "{case}: {wrongs} wrong, {hints} hints");
        let t = judge.ex.tally();
        assert_eq!((t.wrong, t.hints), (wrongs, hints), "{case}");
        // The end: the score, and every wrong move beside the model's.
        let end: (String, String, usize) = serde_json::from_value(driver.script(
            "return [document.getElementById('ex-final').textContent,
                     document.getElementById('ex-mistakes-head').textContent,
                     document.querySelectorAll('#ex-mistakes li').length];",
        ))
        .unwrap();
        assert_eq!(end.0, score(m, t), "{case}");
        assert_eq!(end.1, filled(m.ex_mistakes, &[("k", Arg::Num(wrongs))]), "{case}");
        assert_eq!(end.2 as u64, wrongs, "{case}");
        let got = download(&driver, search.n);
        assert_eq!(
            String::from_utf8_lossy(&got),
            String::from_utf8_lossy(&judge.record()),
            "{case}"
        );
        assert_eq!(judged(&got, search), (0, 0), "{case}");
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_switch_turns_any_player_into_the_exercise_and_holds_the_steps_back() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let page = export(dir.path(), Search { n: 5, first: false, start: &[] }, &[]);
    driver.open_player(&page, "step=7");
    let state = "const b = document.getElementById('board');
        return [b.dataset.step, document.body.classList.contains('exercising'),
                getComputedStyle(document.querySelector('footer')).display,
                [...document.querySelectorAll('#board .sq')].some((d) =>
                    getComputedStyle(d).backgroundImage !== 'none'
                    || !d.classList.contains('ex-cursor') && getComputedStyle(d, '::after').content !== 'none')];";
    assert_eq!(driver.script(state), serde_json::json!(["7", false, "flex", true]));
    driver.click("#ex-on");
    // The exercise begins at the start; the controls that step on are gone, the keys that step
    // are the exercise's, and no square shows whether it is attacked or free.
    assert_eq!(driver.script(state), serde_json::json!(["0", true, "none", false]));
    driver.keys(&["\u{E010}", "\u{E011}", "n", "N", "p"]);
    assert_eq!(driver.script(state)[0], "0");
    // The arrows move the cursor, Enter tries the square under it.
    driver.keys(&["\u{E014}", "\u{E015}", "\u{E012}", "\u{E013}", "\u{E007}"]);
    assert_eq!(said(&driver).1, "right");
    assert_eq!(driver.script(state)[0], "1");
    // With a move made and the search not over, the switch asks first: dismissed, the
    // exercise goes on; accepted, it ends.
    let ask = filled(Lang::En.messages().pex_leave, &[("k", Arg::Num(1))]);
    driver.click("#ex-on");
    assert_eq!(alert(&driver, false), ask);
    assert_eq!(driver.script(state)[1], true);
    driver.click("#ex-on");
    assert_eq!(alert(&driver, true), ask);
    assert_eq!(driver.script(state)[1], false);
    // Its words follow a switch of language, what was said last too.
    driver.open_player(&page, "exercise&moves=t0.0");
    driver.script(
        "const m = document.getElementById('lang'); m.value = 'fa'; m.dispatchEvent(new Event('change'));",
    );
    let fa = Lang::Fa.messages();
    let ask = driver.texts("#ex-ask");
    assert_eq!(ask, [filled(fa.quiz_ask, &[("sq", Arg::Square(0, 0, ","))])]);
    assert!(said(&driver).0.starts_with(fa.quiz_right));
    // Counted from 1, the board's squares are named so, and the moves are the same.
    let one = export(dir.path(), Search { n: 5, first: false, start: &[] }, &["--one-based"]);
    driver.open_player(&one, "exercise");
    driver.click("#board [data-r=\"1\"][data-c=\"1\"]");
    assert_eq!(said(&driver).1, "right");
    let en = Lang::En.messages();
    assert_eq!(driver.texts("#ex-ask"), [filled(en.quiz_ask, &[("sq", Arg::Square(1, 1, ","))])]);
    // A page of part of the search cannot run it: the switch says why.
    let part = export(dir.path(), Search { n: 5, first: false, start: &[] }, &["--from", "3"]);
    driver.open_player(&part, "");
    let switch = "const s = document.getElementById('ex-on');
        return [s.disabled, s.parentElement.title];";
    let m = Lang::En.messages();
    assert_eq!(driver.script(switch), serde_json::json!([true, m.pex_whole]));
}

/// The text of the dialog the page opened, which is then accepted or dismissed.
fn alert(driver: &Driver, accept: bool) -> String {
    let text = driver.session_call("GET", "/alert/text", serde_json::json!({}));
    let answer = if accept { "/alert/accept" } else { "/alert/dismiss" };
    driver.session_call("POST", answer, serde_json::json!({}));
    text["value"].as_str().unwrap_or_default().to_string()
}

/// A reload takes the exercise up where it was: the score, the board, the record and the
/// modes, whether the page opened in the exercise or was switched to it; a link with moves
/// of its own, and "again", begin afresh (asking first).
#[test]
#[ignore = "needs chromium and chromedriver"]
fn a_reload_keeps_the_moves_and_beginning_again_asks_first() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let search = Search { n: 5, first: false, start: &[] };
    let events = search.events();
    let m = Lang::En.messages();
    let acts = session(&events, search.n, OnWrong::Fix, None);
    // 29 moves and more, with wrong ones, a hint and a fix among them.
    let acts = &acts[..40];
    for (extra, hash) in [(&["--exercise", "--on-wrong", "fix"][..], ""), (&[][..], "step=3")] {
        let page = export(dir.path(), search, extra);
        driver.open_player(&page, hash);
        if hash.is_empty() {
            assert!(
                driver.script("return document.body.classList.contains('exercising');") == true
            );
        } else {
            driver.click("#ex-on");
            driver.script(
                "const m = document.getElementById('ex-on-wrong'); m.value = 'fix'; m.dispatchEvent(new Event('change'));",
            );
        }
        let mut judge = Judge::new(events.clone(), Feedback::Now, OnWrong::Fix);
        for (i, &act) in acts.iter().enumerate() {
            make(&driver, act, i % 2 == 0);
            judge.act(act);
        }
        let t = judge.ex.tally();
        assert!(t.moves >= 29 && t.wrong > 0 && t.hints > 0, "{t:?}");
        let shown = |driver: &Driver| -> serde_json::Value {
            driver.script(
                "return [document.getElementById('ex-score').textContent,
                         document.getElementById('board').dataset.step,
                         document.getElementById('ex-on-wrong').value,
                         document.body.classList.contains('exercising')];",
            )
        };
        let before = shown(&driver);
        assert_eq!(before[0], score(m, t), "{hash}");
        driver.session_call("POST", "/refresh", serde_json::json!({}));
        assert_eq!(shown(&driver), before, "the reload keeps the exercise: {hash}");
        let resumed = filled(m.pex_resumed, &[("k", Arg::Num(t.moves))]);
        assert_eq!(said(&driver).0, resumed, "{hash}");
        // The record is the one the moves make, as if never reloaded.
        let got = download(&driver, search.n);
        assert_eq!(String::from_utf8_lossy(&got), String::from_utf8_lossy(&judge.record()));
        // "again" asks first; dismissed, nothing changes; accepted, the exercise begins
        // afresh, and a reload finds nothing to take up.
        let ask = filled(m.pex_leave, &[("k", Arg::Num(t.moves))]);
        driver.click("#ex-again");
        assert_eq!(alert(&driver, false), ask);
        assert_eq!(shown(&driver), before);
        driver.click("#ex-again");
        assert_eq!(alert(&driver, true), ask);
        let fresh = score(m, Tally::default());
        assert_eq!(shown(&driver)[0], fresh);
        driver.session_call("POST", "/refresh", serde_json::json!({}));
        assert_eq!(shown(&driver)[3], hash.is_empty(), "{hash}");
    }
    // A link with moves of its own replays them, whatever was kept.
    let page = export(dir.path(), search, &[]);
    driver.open_player(&page, "exercise&moves=t0.0,a");
    driver.session_call("POST", "/refresh", serde_json::json!({}));
    driver.open_player(&page, "exercise&moves=t0.0");
    assert_eq!(driver.script("return document.getElementById('board').dataset.step;"), "1");
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn a_start_s_queens_are_drawn_apart_from_the_queens_placed() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let page = export(dir.path(), Search { n: 6, first: false, start: &[1, 3] }, &[]);
    for hash in ["step=12", "exercise&moves=t2.0,a"] {
        driver.open_player(&page, hash);
        let given: Vec<(String, String)> = serde_json::from_value(driver.script(
            "return [...document.querySelectorAll('#board .queen')]
                 .map((d) => [d.dataset.r + ',' + d.dataset.c, d.classList.contains('given') ? 'given' : 'placed']);",
        ))
        .unwrap();
        let want = [("0,1", "given"), ("1,3", "given"), ("2,0", "placed")];
        let want: Vec<(String, String)> =
            want.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
        assert_eq!(given[..3], want[..], "{hash}");
        let legend = driver.texts("#legend li");
        assert_eq!(legend[0].trim(), format!("♛ {}", Lang::En.messages().pex_given), "{hash}");
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_board_and_the_move_controls_are_on_the_first_screen() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let search = Search { n: 8, first: true, start: &[] };
    let plain = export(dir.path(), search, &["--exercise"]);
    let code = export(dir.path(), search, &["--exercise", "--code", "python"]);
    let moves = "moves=t0.0,a,t1.0,r0.0c";
    for (width, height, phone) in [(1366, 768, false), (390, 844, true)] {
        viewport(&driver, width, height, phone);
        for page in [&plain, &code] {
            for hash in ["", "&lang=fa&theme=dark", "&lang=zh"] {
                driver.open_player(page, &format!("{moves}{hash}"));
                let boxes: Vec<f64> = serde_json::from_value(driver.script(
                    "const b = (id) => document.getElementById(id).getBoundingClientRect();
                     return [b('board').top, b('ex-moves').bottom, b('ex-ask').bottom, b('board').width,
                             window.innerHeight, document.documentElement.scrollWidth];",
                ))
                .unwrap();
                let case = format!("{width}x{height} {} #{hash}", page.display());
                assert!(
                    boxes[0] >= 0.0 && boxes[1] <= boxes[4],
                    "below the first screen: {case} {boxes:?}"
                );
                assert!(boxes[3] >= 300.0, "{case}: the board is {}px wide", boxes[3]);
                assert!(boxes[5] <= f64::from(width), "{case}: scrolls sideways: {boxes:?}");
                if phone {
                    let shown: Vec<(String, f64)> =
                        serde_json::from_value(driver.script(&format!("return {VISIBLE_TEXT};")))
                            .unwrap();
                    for (text, size) in &shown {
                        assert!(*size >= 12.0, "{case}: {text:?} at {size}px");
                    }
                }
            }
        }
    }
}

#[test]
fn the_exercise_needs_the_whole_search_and_its_options_need_it() {
    for args in [&["4", "--exercise", "--from", "3"][..], &["4", "--exercise", "--only", "try"]] {
        let out = bin().args(["export", "html"]).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("'--exercise' cannot be used with"), "{args:?}: {err}");
    }
    let out = bin().args(["export", "html", "4", "--feedback", "end"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--exercise"));
}

#[test]
#[ignore = "needs tmux, chromium and chromedriver"]
fn the_page_and_step_record_the_same_bytes_for_the_same_moves() {
    // The same session in both front ends: in `step --exercise` under tmux, key by key, and in
    // the page; the two records are compared byte for byte. Played to the end at once with
    // undo, and left half way, told at the end, with fix.
    let search = Search { n: 4, first: false, start: &[] };
    let events = search.events();
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let page = export(dir.path(), search, &[]);
    let whole = session(&events, search.n, OnWrong::Fix, None).len();
    for (feedback, on_wrong, upto) in
        [(Feedback::Now, OnWrong::Undo, None), (Feedback::End, OnWrong::Fix, Some(whole / 2))]
    {
        let acts = session(&events, search.n, on_wrong, upto);
        let record = dir.path().join(format!("step-{}.jsonl", feedback.as_str()));
        let command = format!(
            "step 4 --exercise --feedback {} --on-wrong {} --color never --record {}",
            feedback.as_str(),
            on_wrong.as_str(),
            record.display()
        );
        let t = crate::util::tmux::Tmux::start(&format!("pex-{}", feedback.as_str()), &command);
        t.resize(80, 24);
        t.wait_settled("your move: which");
        for &act in &acts {
            match act {
                Act::Play(m) => crate::exercise_tmux::play(&t, m),
                Act::Hint => t.keys(&["h"]),
                Act::Fix => t.keys(&["f"]),
            }
        }
        // A search left half way asks first.
        if upto.is_some() {
            t.press(&["q"], "y or q leaves");
        }
        t.press(&["q"], "exited 0");
        t.wait_exit(0);
        let from_step = std::fs::read(&record).unwrap();
        let from_page = replayed(&driver, &page, search.n, (feedback, on_wrong), &acts);
        assert_eq!(
            String::from_utf8_lossy(&from_page),
            String::from_utf8_lossy(&from_step),
            "{feedback:?} {on_wrong:?} upto {upto:?}"
        );
    }
}
