//! The player's script against the library, under node and without a browser: the test
//! exports a real page, Rust writes what the library decides (vectors), and node runs the
//! page's own scripts that hold no page (words.js and judge.js, in the element before the
//! player's) and compares:
//! - records -> log lines, as the text printer words them, in all five languages (which fills
//!   the templates of lang.rs as the library does);
//! - template + arguments -> text, for the page's own counters, score, step, speed and theme;
//! - the board: the squares attacked below the queens (Board::is_attacked) and the squares of
//!   a reject's line of attack (board::between);
//! - the quiz: which records ask a question, and every answer's verdict, as src/quiz.rs judges
//!   and words it, in all five languages;
//! - the exercise: move sequences -> whether each move is wrong or refused, and the record
//!   bytes, as src/exercise.rs judges and writes them.
//!
//! `#[ignore = "needs node"]`, as the other tests that run an outside program; CI has node.

use crate::exercise_browser::{session, Act, Judge};
use crate::util::{need, tmp, BIN};
use nqueens_trace::board::Board;
use nqueens_trace::choice::Choice;
use nqueens_trace::exercise::{Feedback, Move, OnWrong};
use nqueens_trace::lang::{fill, Arg, Lang};
use nqueens_trace::quiz::{Numbering, Question, Said};
use nqueens_trace::{Conflict, Event, Solver, TextOptions, TextPrinter};
use serde_json::{json, Value};
use std::process::Command;

/// The node script: loads the page's first two scripts with a bare `window`, then checks each
/// vector and prints one line per difference.
const CHECK: &str = r#"
const fs = require("fs"), vm = require("vm");
const [page, vectors] = process.argv.slice(2).map((f) => fs.readFileSync(f, "utf8"));
const scripts = [...page.matchAll(/<script>\n([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const context = { window: {} };
vm.createContext(context);
// The data, then the words and the judge; `const` globals are read back through the context.
vm.runInContext(scripts[0] + scripts[1] + "\nwindow.TRACE = TRACE;", context);
const { playerWords: T, exerciseJudge: J, TRACE } = context.window;
const V = JSON.parse(vectors), bad = [];
const same = (what, got, want) => {
  if (JSON.stringify(got) !== JSON.stringify(want)) bad.push(what + ": page " + JSON.stringify(got) + ", library " + JSON.stringify(want));
};
same("records", TRACE.steps.length, V.records);
for (const [tag, lines] of Object.entries(V.lines)) {
  T.setLang(tag);
  lines.forEach((line, i) => same(tag + " line " + i, T.plain(T.logLine(TRACE.steps[i])), line));
  for (const [name, args, text] of V.counts[tag]) same(tag + " " + name + " " + JSON.stringify(args), T.say(name, args), text);
  const asked = [];
  TRACE.steps.forEach((s, i) => { if (T.question(i)) asked.push(i); });
  same(tag + " asked", asked, V.asked);
  for (const [i, said, text] of V.verdicts[tag]) {
    const v = T.verdict(T.question(i), said);
    same(tag + " verdict at " + i + " on " + JSON.stringify(said), (v.right ? "+" : "-") + T.plain(v.why), text);
  }
  for (const [i, text] of V.asks[tag]) same(tag + " question at " + i, T.plain(T.ask(T.question(i))), text);
}
TRACE.steps.forEach((s, i) => {
  const queens = s[7], attacked = [];
  for (let r = queens.length; r < TRACE.n; r++) for (let c = 0; c < TRACE.n; c++) if (T.attackedBy(queens, r, c)) attacked.push([r, c]);
  same("attacked at " + i, attacked, V.attacked[i]);
  if (s[1] === "r") same("line of attack at " + i, T.lineOfAttack(s[4], s[5], s[2], s[3]), V.between[i]);
});
for (const s of V.sessions) {
  const j = new J.Judge(s.feedback, s.on_wrong), got = [];
  for (const act of s.acts) {
    if (act === "hint") { j.hint(); got.push([false, false]); continue; }
    if (act === "fix") { j.fix(); got.push([false, false]); continue; }
    const r = j.play(act);
    got.push(r.refused ? [false, true] : [r.wrong !== null, false]);
  }
  same(s.name + " verdicts", got, s.verdicts);
  same(s.name + " record", J.record(j), s.record);
}
for (const line of bad.slice(0, 40)) console.log(line);
console.log(bad.length + " differences");
process.exit(bad.length ? 1 : 0);
"#;

/// The events of the whole search of `n`.
fn events(n: u32) -> Vec<Event> {
    let mut events = Vec::new();
    Solver::new(n).unwrap().run(&mut events).unwrap();
    events
}

/// The first line the text printer writes for each event, in `lang`, as the step view
/// prints one event with the board before it.
fn log_lines(events: &[Event], n: u32, lang: Lang, base: u32) -> Vec<String> {
    let mut board = Board::new(n);
    events
        .iter()
        .map(|e| {
            let opts = TextOptions { lang, one_based: base == 1, ..TextOptions::default() };
            let mut printer = TextPrinter::new(Vec::new(), opts);
            printer.set_size(n);
            printer.set_placed(board.queens());
            let _ = nqueens_trace::Sink::event(&mut printer, e);
            board.follow(e);
            let out = String::from_utf8(printer.into_inner()).unwrap();
            out.lines().next().unwrap_or("").to_string()
        })
        .collect()
}

/// A line as the page writes it in a JSON vector: "c", "d" or "a".
fn letter(line: Conflict) -> &'static str {
    match line {
        Conflict::Column
        | Conflict::Row
        | Conflict::Box
        | Conflict::Edge
        | Conflict::Over
        | Conflict::Short => "c",
        Conflict::Diagonal => "d",
        Conflict::AntiDiagonal => "a",
    }
}

/// Every answer a student can give to `q`, as the library takes it and as the page does.
fn answers(q: &Question, queens: &[u32]) -> Vec<(Said, Value)> {
    match q {
        Question::Row { .. } => {
            vec![(Said::Free, json!({"free": true})), (Said::DeadEnd, json!({"free": false}))]
        }
        Question::Outcome { square, answer, .. } => {
            let mut out = vec![(Said::Accept, json!({"kind": "a"}))];
            if *answer == nqueens_trace::quiz::Outcome::Accept {
                out.push((Said::Reject, json!({"kind": "r", "queen": null, "line": null})));
                return out;
            }
            for (r, &c) in queens.iter().enumerate().take(square.0 as usize) {
                for line in [Conflict::Column, Conflict::Diagonal, Conflict::AntiDiagonal] {
                    let queen = (r as u32, c);
                    let page = json!({"kind": "r", "queen": [r, c], "line": letter(line)});
                    out.push((Said::Line(queen, line), page));
                }
            }
            out
        }
    }
}

/// The page's form of a student's act, for judge.js.
fn act_js(act: &Act) -> Value {
    match *act {
        Act::Play(Move::Try { row, col }) => json!({"move": "try", "row": row, "col": col}),
        Act::Play(Move::Accept) => json!({"move": "accept"}),
        Act::Play(Move::Reject { queen, line }) => {
            json!({"move": "reject", "queen": [queen.0, queen.1], "line": letter(line)})
        }
        Act::Play(Move::Backtrack) => json!({"move": "backtrack"}),
        Act::Hint => json!("hint"),
        Act::Fix => json!("fix"),
    }
}

/// The vectors for the page of `n` numbered from `base`: what the library decides, in every
/// language.
fn vectors(n: u32, base: u32) -> Value {
    let events = events(n);
    let mut lines = serde_json::Map::new();
    let mut counts = serde_json::Map::new();
    let mut verdicts = serde_json::Map::new();
    let mut asks = serde_json::Map::new();
    let mut asked = Vec::new();
    for &lang in Lang::ALL {
        let m = lang.messages();
        let tag = lang.as_str().to_string();
        lines.insert(tag.clone(), json!(log_lines(&events, n, lang, base)));
        let mut c = Vec::new();
        for (name, template) in [
            ("page_tries", m.page_tries),
            ("page_accepts", m.page_accepts),
            ("page_rejects", m.page_rejects),
            ("page_backtracks", m.page_backtracks),
            ("page_solutions", m.page_solutions),
        ] {
            for k in [0u64, 1, 2, 11] {
                let mut out = Vec::new();
                fill(&mut out, template, &[("k", Arg::Num(k))]);
                c.push(json!([name, {"k": k}, String::from_utf8(out).unwrap()]));
            }
        }
        // The page's other templates with numbers and text, as the page fills them.
        for (right, asked) in [(0u64, 0u64), (1, 1), (1, 2), (12, 30)] {
            let mut out = Vec::new();
            fill(&mut out, m.quiz_score, &[("right", Arg::Num(right)), ("asked", Arg::Num(asked))]);
            let args = json!({"right": right, "asked": asked});
            c.push(json!(["quiz_score", args, String::from_utf8(out).unwrap()]));
        }
        for (i, total) in [(0u64, 1u64), (1, 139), (57, 2_000)] {
            let mut out = Vec::new();
            fill(&mut out, m.page_step, &[("i", Arg::Num(i)), ("total", Arg::Num(total))]);
            let args = json!({"i": i, "total": total});
            c.push(json!(["page_step", args, String::from_utf8(out).unwrap()]));
        }
        for k in [1u64, 4, 30] {
            let mut out = Vec::new();
            fill(&mut out, m.page_per_second, &[("k", Arg::Num(k))]);
            c.push(json!(["page_per_second", {"k": k}, String::from_utf8(out).unwrap()]));
        }
        for theme in [m.page_theme_light, m.page_theme_dark, m.page_theme_auto] {
            let mut out = Vec::new();
            fill(&mut out, m.page_theme, &[("theme", Arg::Text(theme.as_bytes()))]);
            c.push(json!(["page_theme", {"theme": theme}, String::from_utf8(out).unwrap()]));
        }
        counts.insert(tag.clone(), json!(c));
        let (mut v, mut a) = (Vec::new(), Vec::new());
        let mut board = Board::new(n);
        let num = Numbering { base, classic: false };
        for (i, e) in events.iter().enumerate() {
            let queens = board.queens().to_vec();
            board.follow(e);
            let Some(q) = Question::at(e, events.get(i + 1), &queens, n) else { continue };
            if lang == Lang::En {
                asked.push(i);
            }
            let ask = match &q {
                Question::Outcome { square, .. } => {
                    let (r, c) = (u64::from(square.0 + base), u64::from(square.1 + base));
                    let sq = Arg::Square(r, c, ",");
                    let mut out = Vec::new();
                    fill(&mut out, m.quiz_ask, &[("sq", sq)]);
                    out
                }
                Question::Row { square, .. } => {
                    let mut out = Vec::new();
                    fill(&mut out, m.quiz_row_ask, &[("r", Arg::Num(u64::from(square.0 + base)))]);
                    out
                }
            };
            a.push(json!([i, String::from_utf8(ask).unwrap()]));
            for (said, page) in answers(&q, &queens) {
                let verdict = q.judge(said).unwrap();
                let sign = if verdict.right { "+" } else { "-" };
                v.push(json!([i, page, format!("{sign}{}", verdict.say(m, num))]));
            }
        }
        verdicts.insert(tag.clone(), json!(v));
        asks.insert(tag, json!(a));
    }
    // The board after each record: the squares of the rows below the queens that they attack,
    // and for a reject the squares between the attacker and the refused square.
    let (mut attacked, mut between) = (Vec::new(), serde_json::Map::new());
    let mut board = Board::new(n);
    for (i, e) in events.iter().enumerate() {
        board.follow(e);
        let rows = board.queens().len() as u32;
        let squares = |keep: &dyn Fn(u32, u32) -> bool| -> Vec<[u32; 2]> {
            (rows..n)
                .flat_map(|r| (0..n).map(move |c| [r, c]))
                .filter(|&[r, c]| keep(r, c))
                .collect()
        };
        attacked.push(json!(squares(&|r, c| board.is_attacked(r, c))));
        if let Event::Reject { row, col, with: [ar, ac], .. } = *e {
            // Walked from the attacker, as the page lists them.
            let (dr, dc) = ((row as i64 - ar as i64).signum(), (col as i64 - ac as i64).signum());
            let line: Vec<[u32; 2]> = (1..)
                .map(|k| [(ar as i64 + k * dr) as u32, (ac as i64 + k * dc) as u32])
                .take_while(|&[r, c]| (r, c) != (row, col))
                .collect();
            for p in (0..n).flat_map(|r| (0..n).map(move |c| (r, c))) {
                let on = nqueens_trace::board::between((ar, ac), (row, col), p);
                assert_eq!(on, line.contains(&[p.0, p.1]), "n={n} step {i} {p:?}");
            }
            between.insert(i.to_string(), json!(line));
        }
    }
    let mut sessions = Vec::new();
    for feedback in [Feedback::Now, Feedback::End] {
        for on_wrong in [OnWrong::Undo, OnWrong::Fix] {
            for upto in [Some(40), None] {
                let acts = session(&events, n, on_wrong, upto);
                let mut judge = Judge::new(events.clone(), feedback, on_wrong);
                let said: Vec<Value> = acts
                    .iter()
                    .map(|&act| {
                        let (wrong, refused) = judge.act(act);
                        json!([wrong, refused])
                    })
                    .collect();
                sessions.push(json!({
                    "name": format!("n={n} {} {} {upto:?}", feedback.as_str(), on_wrong.as_str()),
                    "feedback": feedback.as_str(),
                    "on_wrong": on_wrong.as_str(),
                    "acts": acts.iter().map(act_js).collect::<Vec<_>>(),
                    "verdicts": said,
                    "record": String::from_utf8(judge.record()).unwrap(),
                }));
            }
        }
    }
    json!({
        "records": events.len(), "lines": lines, "counts": counts, "asked": asked,
        "verdicts": verdicts, "asks": asks, "sessions": sessions, "attacked": attacked,
        "between": between,
    })
}

#[test]
#[ignore = "needs node"]
fn the_pages_words_quiz_and_judge_agree_with_the_library() {
    let node = need("node");
    let dir = tmp();
    let script = dir.path().join("check.js");
    std::fs::write(&script, CHECK).unwrap();
    // Rows and columns from 0, and from 1 (`--one-based`).
    for (n, base) in [(4, 0), (5, 0), (6, 0), (5, 1)] {
        let page = dir.path().join(format!("player{n}-{base}.html"));
        let one_based: &[&str] = if base == 1 { &["--one-based"] } else { &[] };
        let status = Command::new(BIN)
            .args(["export", "html", &n.to_string(), "-o"])
            .arg(&page)
            .args(one_based)
            .status()
            .unwrap();
        assert!(status.success());
        let file = dir.path().join(format!("vectors{n}-{base}.json"));
        std::fs::write(&file, serde_json::to_string(&vectors(n, base)).unwrap()).unwrap();
        let out = Command::new(&node).arg(&script).arg(&page).arg(&file).output().unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "n={n} base {base}: {said}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(said.trim(), "0 differences");
    }
}
