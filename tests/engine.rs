//! The trace engine against its golden files, the seed article's log, an independent model of
//! the search, and properties that must hold for every n.

use crate::util::{golden, live_jsonl, live_text, read_all, text};
use nqueens_trace::{Event, Solver, Stats};
use proptest::prelude::*;
use std::fmt::Write as _;

macro_rules! golden {
    ($($test:ident: $name:literal, $n:expr, $limit:expr;)*) => {$(
        #[test]
        fn $test() {
            let trace = live_jsonl($n, $limit);
            golden(concat!($name, ".jsonl"), &trace);
            golden(concat!($name, ".txt"), &live_text($n, $limit));
            // Replaying the golden trace prints the golden text.
            assert_eq!(text(read_all(trace.as_bytes())), live_text($n, $limit));
        }
    )*};
}

golden! {
    golden_n4: "n4", 4, None;
    golden_n5_first: "n5-first", 5, Some(1);
    golden_n6: "n6", 6, None;
    golden_n8_first: "n8-first", 8, Some(1);
}

/// The seed article's log, whose "(a, b)" pairs are (column, row): every check line is a try,
/// every "sucessed"/"failed" line its outcome, in order.
#[test]
fn n4_tries_and_outcomes_are_the_seed_logs() {
    let log = include_str!("fixtures/seed-004-log.txt");
    let mut expected = Vec::new();
    for line in log.lines() {
        let line = line.trim_start_matches("+ ------------------------- ");
        if let Some(rest) = line.split_once("检查：(").map(|(_, r)| r) {
            let (col, row) = rest.trim_end_matches(')').split_once(',').unwrap();
            expected.push(format!("try ({row},{col})"));
        } else if let Some((square, outcome)) = line.split_once("): ") {
            let (col, row) = square.trim_start_matches('(').split_once(", ").unwrap();
            let kind = if outcome == "sucessed" { "accept" } else { "reject" };
            expected.push(format!("{kind} ({row},{col})"));
        }
    }
    assert_eq!(expected.len(), 120);
    let actual: Vec<String> = read_all(live_jsonl(4, None).as_bytes())
        .iter()
        .filter_map(|e| match *e {
            Event::Try { row, col, .. } => Some(format!("try ({row},{col})")),
            Event::Accept { row, col, .. } => Some(format!("accept ({row},{col})")),
            Event::Reject { row, col, .. } => Some(format!("reject ({row},{col})")),
            _ => None,
        })
        .collect();
    assert_eq!(actual, expected);
}

/// An independent model of the search: the textbook recursion, writing each JSON line with
/// `format!`, sharing no code with the library.
fn model(n: u32, limit: Option<u64>) -> String {
    struct M {
        n: u32,
        limit: u64,
        out: String,
        step: u64,
        queens: Vec<u32>,
        counts: [u64; 5], // solutions, tries, accepts, rejects, backtracks
    }
    impl M {
        fn line(&mut self, body: std::fmt::Arguments) {
            self.step += 1;
            let step = self.step;
            writeln!(self.out, "{{\"event\":{body}}}").unwrap();
            // Put the step after the kind: `"kind","step":k,...`.
            let last = self.out[..self.out.len() - 1].rfind('\n').map_or(0, |i| i + 1);
            let comma = self.out[last..].find(',').map_or(self.out.len() - 2, |i| last + i);
            self.out.insert_str(comma, &format!(",\"step\":{step}"));
        }
        fn go(&mut self, row: u32) -> bool {
            for col in 0..self.n {
                self.counts[1] += 1;
                self.line(format_args!("\"try\",\"row\":{row},\"col\":{col}"));
                let attacker = (0..row).find_map(|r| {
                    let c = self.queens[r as usize];
                    let (dr, dc) = (row as i64 - r as i64, col as i64 - c as i64);
                    let kind = if dc == 0 {
                        "column"
                    } else if dr == dc {
                        "diagonal"
                    } else if dr == -dc {
                        "anti-diagonal"
                    } else {
                        return None;
                    };
                    Some((r, c, kind))
                });
                if let Some((r, c, kind)) = attacker {
                    self.counts[3] += 1;
                    self.line(format_args!(
                        "\"reject\",\"row\":{row},\"col\":{col},\"conflict\":\"{kind}\",\"with\":[{r},{c}]"
                    ));
                    continue;
                }
                self.counts[2] += 1;
                self.line(format_args!("\"accept\",\"row\":{row},\"col\":{col}"));
                self.queens.push(col);
                if row + 1 == self.n {
                    self.counts[0] += 1;
                    let qs: Vec<String> = self.queens.iter().map(|q| q.to_string()).collect();
                    let index = self.counts[0];
                    self.line(format_args!(
                        "\"solution\",\"index\":{index},\"queens\":[{}]",
                        qs.join(",")
                    ));
                    if self.counts[0] == self.limit {
                        return false;
                    }
                } else if !self.go(row + 1) {
                    return false;
                }
                self.queens.pop();
                self.counts[4] += 1;
                self.line(format_args!("\"backtrack\",\"row\":{row},\"col\":{col}"));
            }
            true
        }
    }
    let mut m = M {
        n,
        limit: limit.unwrap_or(u64::MAX),
        out: String::new(),
        step: 0,
        queens: Vec::new(),
        counts: [0; 5],
    };
    let lim = limit.map_or("null".to_string(), |k| k.to_string());
    writeln!(
        m.out,
        "{{\"event\":\"start\",\"step\":0,\"schema\":\"nqueens-trace/1\",\"n\":{n},\"limit\":{lim}}}"
    )
    .unwrap();
    let complete = m.go(0);
    let [s, t, a, r, b] = m.counts;
    m.line(format_args!(
        "\"done\",\"solutions\":{s},\"tries\":{t},\"accepts\":{a},\"rejects\":{r},\"backtracks\":{b},\"complete\":{complete}"
    ));
    m.out
}

#[test]
fn jsonl_equals_an_independent_model_byte_for_byte() {
    for n in 1..=8 {
        for limit in [None, Some(1), Some(2), Some(3), Some(10), Some(1000)] {
            assert_eq!(live_jsonl(n, limit), model(n, limit), "n={n} limit={limit:?}");
        }
    }
}

const SOLUTIONS: [u64; 9] = [1, 0, 0, 2, 10, 4, 40, 92, 352];

fn valid(queens: &[u32]) -> bool {
    queens.iter().enumerate().all(|(r, &c)| {
        queens[..r].iter().enumerate().all(|(r2, &c2)| {
            c != c2 && (r as i64 - r2 as i64).abs() != (c as i64 - c2 as i64).abs()
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn replay_of_jsonl_prints_the_live_text(n in 1u32..=9, limit in proptest::option::of(1u64..400)) {
        let trace = live_jsonl(n, limit);
        prop_assert_eq!(text(read_all(trace.as_bytes())), live_text(n, limit));
    }

    #[test]
    fn json_round_trip_is_exact(n in 1u32..=7, limit in proptest::option::of(1u64..50)) {
        let trace = live_jsonl(n, limit);
        let mut again = String::new();
        for e in read_all(trace.as_bytes()) {
            again.push_str(&serde_json::to_string(&e).unwrap());
            again.push('\n');
        }
        prop_assert_eq!(again, trace);
    }

    #[test]
    fn counts_and_solutions_hold(n in 1u32..=9, limit in proptest::option::of(1u64..400)) {
        let mut events = Vec::new();
        let stats: Stats = Solver::new(n).unwrap().limit(limit).run(&mut events).unwrap();
        prop_assert_eq!(stats.tries, stats.accepts + stats.rejects);
        let full = SOLUTIONS[n as usize - 1];
        prop_assert_eq!(stats.solutions, limit.map_or(full, |k| k.min(full)));
        prop_assert_eq!(stats.complete, limit.is_none_or(|k| k > full));
        if stats.complete {
            prop_assert_eq!(stats.accepts, stats.backtracks);
        }
        let mut found = 0;
        for e in &events {
            if let Event::Solution { index, queens, .. } = e {
                found += 1;
                prop_assert_eq!(*index, found);
                prop_assert_eq!(queens.len(), n as usize);
                prop_assert!(valid(queens), "{:?}", queens);
            }
        }
        prop_assert_eq!(found, stats.solutions);
    }
}

/// The excerpt at the top of the README is a real piece of the n=4 trace.
#[test]
fn the_readme_excerpt_is_from_the_n4_trace() {
    let readme = include_str!("../README.md");
    let excerpt =
        readme.split("```text\n").nth(1).and_then(|rest| rest.split("```").next()).unwrap();
    assert!(excerpt.lines().count() > 5);
    assert!(live_text(4, None).contains(excerpt), "{excerpt}");
}
