//! The trace tools through the real binary and the library: `verify` (a table of broken traces,
//! one per rule), `diff`, the reader's refusals, and the JSON Schema.

use crate::util::{cmd as bin, golden_traces, jsonl, set_step, tmp_file, trace, traces};
use nqueens_trace::diff::diff;
use nqueens_trace::verify::{verify, Level, Rule, Verdict};
use nqueens_trace::{Conflict, Event, Reader, SCHEMA};

fn renumber(events: &mut [Event]) {
    for (i, e) in events.iter_mut().enumerate() {
        set_step(e, i as u64);
    }
}

/// Rewrites the counts of `done` to what the trace holds, so that a mutation is caught by the
/// rule it breaks and not by the counts.
fn recount(events: &mut [Event]) {
    let count = |k: nqueens_trace::Kind, events: &[Event]| {
        events.iter().filter(|e| e.kind() == k).count() as u64
    };
    use nqueens_trace::Kind as K;
    let (s, t, a, r, b) = (
        count(K::Solution, events),
        count(K::Try, events),
        count(K::Accept, events),
        count(K::Reject, events),
        count(K::Backtrack, events),
    );
    if let Some(Event::Done { solutions, tries, accepts, rejects, backtracks, .. }) =
        events.last_mut()
    {
        (*solutions, *tries, *accepts, *rejects, *backtracks) = (s, t, a, r, b);
    }
}

fn check(events: &[Event], level: Level) -> Verdict {
    verify(events.iter().cloned().map(Ok::<_, ()>), level).unwrap()
}

/// The same search, with the columns of each row tried from right to left: a correct search
/// that is not the canonical one.
fn right_to_left(n: u32) -> Vec<Event> {
    fn place(n: u32, queens: &mut Vec<u32>, out: &mut Vec<Event>, found: &mut u64) {
        let row = queens.len() as u32;
        for col in (0..n).rev() {
            let step = out.len() as u64;
            out.push(Event::Try { step, row, col });
            let attacker = queens.iter().enumerate().find_map(|(r, &c)| {
                nqueens_trace::problem::nqueens::attack((r as u32, c), (row, col))
                    .map(|how| (r as u32, c, how))
            });
            let step = step + 1;
            if let Some((r, c, conflict)) = attacker {
                out.push(Event::Reject { step, row, col, conflict, with: [r, c] });
                continue;
            }
            out.push(Event::Accept { step, row, col });
            queens.push(col);
            if row + 1 == n {
                *found += 1;
                out.push(Event::Solution { step: step + 1, index: *found, queens: queens.clone() });
            } else {
                place(n, queens, out, found);
            }
            queens.pop();
            let step = out.len() as u64;
            out.push(Event::Backtrack { step, row, col });
        }
    }
    let mut out = vec![Event::Start {
        step: 0,
        schema: SCHEMA.into(),
        n,
        limit: None,
        start: nqueens_trace::event::Position::NONE,
    }];
    let mut found = 0;
    place(n, &mut Vec::new(), &mut out, &mut found);
    out.push(Event::Done {
        step: out.len() as u64,
        solutions: 0,
        tries: 0,
        accepts: 0,
        rejects: 0,
        backtracks: 0,
        complete: true,
    });
    recount(&mut out);
    out
}

/// The committed golden traces, plus traces made by the solver for n = 1 to 8, with and
/// without limits.
fn correct_traces() -> Vec<(String, Vec<u8>)> {
    let mut all = Vec::new();
    for n in 1..=8 {
        for limit in [None, Some(0), Some(1), Some(3)] {
            all.push((format!("n={n} limit={limit:?}"), jsonl(&trace(n, limit))));
        }
    }
    all.extend(golden_traces().into_iter().map(|p| {
        let bytes = std::fs::read(&p).unwrap();
        (p.display().to_string(), bytes)
    }));
    all
}

mod verify_cli {
    use super::*;

    #[test]
    fn every_correct_trace_verifies_strictly() {
        for (name, bytes) in correct_traces() {
            let out = bin().args(["verify", "--strict", "-"]).write_stdin(bytes).output().unwrap();
            let stdout = String::from_utf8(out.stdout).unwrap();
            // The library runs a limit of 0; `run` refuses it, so --strict does too (issue 11).
            if name.ends_with("limit=Some(0)") {
                assert_eq!(out.status.code(), Some(1), "{name}: {stdout}");
                assert!(
                    stdout.starts_with("<stdin>:1: invalid: step 0: start has limit 0"),
                    "{name}: {stdout}"
                );
                continue;
            }
            assert_eq!(out.status.code(), Some(0), "{name}: {stdout}");
            assert!(stdout.starts_with("<stdin>: valid: n="), "{name}: {stdout}");
            assert!(stdout.ends_with("; the canonical search\n"), "{name}: {stdout}");
        }
    }

    #[test]
    fn golden_files_verify_by_name() {
        for path in golden_traces() {
            bin().arg("verify").arg(&path).assert().code(0);
        }
    }

    #[test]
    fn summary_line() {
        bin().args(["verify", "-"]).write_stdin(jsonl(&trace(4, None))).assert().code(0).stdout(
            "<stdin>: valid: n=4, complete search, 2 solutions, 140 events \
                 (60 tries, 16 accepts, 44 rejects, 16 backtracks)\n",
        );
        bin().args(["verify", "-"]).write_stdin(jsonl(&trace(6, Some(1)))).assert().code(0).stdout(
            "<stdin>: valid: n=6, stopped at its limit, 1 solution, 370 events \
                 (171 tries, 31 accepts, 140 rejects, 25 backtracks)\n",
        );
    }

    #[test]
    fn a_right_to_left_search_follows_the_rules_but_is_not_canonical() {
        for n in 1..=7 {
            let events = right_to_left(n);
            assert!(
                matches!(check(&events, Level::Rules), Verdict::Valid(s) if s.totals.complete),
                "n={n}"
            );
        }
        let events = right_to_left(5);
        let bytes = jsonl(&events);
        bin().args(["verify", "-"]).write_stdin(bytes.clone()).assert().code(0);
        bin().args(["verify", "--strict", "-"]).write_stdin(bytes).assert().code(1).stdout(
            "<stdin>:2: invalid: step 1: try (0,4) follows the rules, but the canonical \
                 search (rows top to bottom, columns left to right, the topmost attacker \
                 named) has try (0,0) here\n",
        );
    }

    #[test]
    fn strict_notices_a_reject_naming_another_attacker_than_the_topmost() {
        // In n=5, (2,2) is first tried under the queens (0,0) and (1,2), which both attack it:
        // naming the lower one is legal by the rules, but the canonical search names the
        // topmost.
        let mut events = trace(5, None);
        let i =
            events.iter().position(|e| matches!(e, Event::Reject { row: 2, col: 2, .. })).unwrap();
        let Event::Reject { with, conflict, .. } = &mut events[i] else { unreachable!() };
        // The board at that point: the queens accepted and not lifted.
        let mut board: Vec<u32> = Vec::new();
        for e in &trace(5, None)[..i] {
            match e {
                Event::Accept { col, .. } => board.push(*col),
                Event::Backtrack { .. } => {
                    board.pop();
                }
                _ => {}
            }
        }
        let attackers: Vec<(u32, Conflict)> = board
            .iter()
            .enumerate()
            .filter_map(|(r, &c)| {
                nqueens_trace::problem::nqueens::attack((r as u32, c), (2, 2))
                    .map(|h| (r as u32, h))
            })
            .collect();
        assert!(attackers.len() >= 2, "{attackers:?}");
        let (r, how) = attackers[1];
        *with = [r, board[r as usize]];
        *conflict = how;
        assert!(matches!(check(&events, Level::Rules), Verdict::Valid(_)));
        let Verdict::Invalid(v) = check(&events, Level::Strict) else {
            panic!("strict should refuse")
        };
        assert_eq!((v.step, v.rule()), (i as u64, Rule::Canonical));
    }

    #[test]
    fn unreadable_input_exits_2_naming_file_and_line() {
        let mut bytes = jsonl(&trace(4, None));
        bytes.extend_from_slice(b"{\"event\":\"try\",\"step\":140,\"row\":0,\n");
        let (_dir, path) = tmp_file("broken.jsonl", &bytes);
        let out = bin().arg("verify").arg(&path).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(
            stderr.starts_with(&format!(
                "nqueens-trace: {}:141: not a valid nqueens-trace/1 event",
                path.display()
            )),
            "{stderr}"
        );
        bin()
            .args(["verify", "no/such/file.jsonl"])
            .assert()
            .code(2)
            .stderr("nqueens-trace: cannot read 'no/such/file.jsonl': No such file or directory (os error 2)\n");
    }
}

/// One broken trace per rule: (name, the mutation of the n=4 trace, the step and rule that
/// must be named, a piece of the message).
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_reported() {
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let (_d, a) = tmp_file("a.jsonl", &jsonl(&trace(4, None)));
    let (_e, b) = tmp_file("b.jsonl", &jsonl(&trace(4, Some(1))));
    bin().arg("verify").arg(&a).stdout(full()).assert().code(2).stderr(
        "nqueens-trace: cannot write to standard output: No space left on device (os error 28)\n",
    );
    bin().arg("diff").arg(&a).arg(&b).stdout(full()).assert().code(2).stderr(
        "nqueens-trace: cannot write to standard output: No space left on device (os error 28)\n",
    );
}

mod verify_rules {
    use super::*;

    type Mutation = fn(&mut Vec<Event>);

    fn set<F: FnOnce(&mut Event)>(events: &mut [Event], step: usize, f: F) {
        f(&mut events[step]);
    }

    /// (name, limit of the n=4 trace, mutation, step, rule, message).
    type Case = (&'static str, Option<u64>, Mutation, u64, Rule, &'static str);

    const CASES: &[Case] = &[
        ("start missing", None, |e| { e.remove(0); renumber(e); }, 0, Rule::Start,
            "the trace begins with try, but a trace must begin with start"),
        // Two traces in one file: the second start is step 0, as every start is.
        ("second start", None, |e| { let s = e[0].clone(); e.insert(1, s); renumber(e); set_step(&mut e[1], 0); }, 1, Rule::Start,
            "a second start"),
        ("steps with a gap", None, |e| { set_step(&mut e[20], 21); }, 20, Rule::Steps,
            "try (2,0) says it is step 21, but it is event 20 of the trace"),
        ("done missing", None, |e| { e.pop(); }, 139, Rule::Done,
            "the trace ends here, without a done event"),
        ("event after done", None, |e| { e.push(Event::Try { step: 140, row: 0, col: 0 }); }, 140, Rule::Done,
            "try (0,0) follows done (step 139), which must be the last event"),
        ("try in the wrong row", None, |e| {
            set(e, 9, |x| *x = Event::Try { step: 9, row: 3, col: 0 });
            set(e, 10, |x| *x = Event::Reject { step: 10, row: 3, col: 0, conflict: Conflict::Column, with: [0, 0] });
        }, 9, Rule::TryRow, "try (3,0), but 2 queens are on the board, so the next try must be in row 2"),
        ("try off the board", None, |e| {
            set(e, 13, |x| *x = Event::Try { step: 13, row: 2, col: 4 });
            set(e, 14, |x| *x = Event::Reject { step: 14, row: 2, col: 4, conflict: Conflict::Diagonal, with: [0, 0] });
        }, 13, Rule::TryRow, "try (2,4) is off the 4×4 board: columns run from 0 to 3"),
        ("a square tried twice", None, |e| {
            let again = e[9..11].to_vec();
            e.splice(11..11, again);
            renumber(e);
            recount(e);
        }, 11, Rule::TryOnce, "try (2,0) again"),
        ("try without its answer", None, |e| { e.remove(4); renumber(e); recount(e); }, 4, Rule::Answer,
            "try (1,0) at step 3 must be followed at once by its accept or reject, not by try (1,1)"),
        ("answer of another square", None, |e| {
            set(e, 4, |x| *x = Event::Reject { step: 4, row: 1, col: 1, conflict: Conflict::Diagonal, with: [0, 0] });
        }, 4, Rule::Answer, "not by reject (1,1)"),
        ("accept of an attacked square", None, |e| {
            set(e, 12, |x| *x = Event::Accept { step: 12, row: 2, col: 1 });
        }, 12, Rule::Accept, "accept (2,1), but the queen at (1,2) attacks it along the anti-diagonal"),
        ("reject of a free square", None, |e| {
            set(e, 8, |x| *x = Event::Reject { step: 8, row: 1, col: 2, conflict: Conflict::Diagonal, with: [0, 0] });
        }, 8, Rule::Reject, "reject (1,2), but no queen attacks that square"),
        ("reject naming an absent queen", None, |e| {
            set(e, 4, |x| if let Event::Reject { with, .. } = x { *with = [0, 1] });
        }, 4, Rule::Reject, "reject (1,0) names the queen at (0,1), but no queen stands there"),
        ("reject with the wrong line of attack", None, |e| {
            set(e, 4, |x| if let Event::Reject { conflict, .. } = x { *conflict = Conflict::Diagonal });
        }, 4, Rule::Reject, "says the queen at (0,0) attacks it along the diagonal, but it does so along the column"),
        ("reject by a queen that does not attack", None, |e| {
            set(e, 12, |x| if let Event::Reject { with, .. } = x { *with = [0, 0] });
        }, 12, Rule::Reject, "but that queen does not attack it"),
        ("solution missing", None, |e| { e.remove(57); renumber(e); recount(e); }, 57, Rule::Solution,
            "the accept at step 56 completed the board, so a solution must follow at once, not backtrack (3,2)"),
        ("solution with other queens", None, |e| {
            set(e, 57, |x| if let Event::Solution { queens, .. } = x { *queens = vec![1, 3, 2, 0] });
        }, 57, Rule::Solution, "solution #1 lists the queens [1,3,2,0], but the board holds [1,3,0,2]"),
        ("solution counted wrong", None, |e| {
            set(e, 57, |x| if let Event::Solution { index, .. } = x { *index = 2 });
        }, 57, Rule::Solution, "solution #2 is the trace's solution number 1"),
        ("solution out of nowhere", None, |e| {
            e.insert(9, Event::Solution { step: 9, index: 1, queens: vec![0, 2] });
            renumber(e);
        }, 9, Rule::Solution, "no accept completed the board just before it"),
        ("backtrack of another queen", None, |e| {
            set(e, 17, |x| *x = Event::Backtrack { step: 17, row: 0, col: 0 });
        }, 17, Rule::Backtrack, "backtrack (0,0), but the queen placed last is at (1,2)"),
        ("backtrack of an empty board", None, |e| {
            e.insert(1, Event::Backtrack { step: 1, row: 0, col: 0 });
            renumber(e);
        }, 1, Rule::Backtrack, "backtrack (0,0), but no queen is on the board"),
        ("going on past the limit", Some(1), |e| {
            e.insert(58, Event::Backtrack { step: 58, row: 3, col: 2 });
            renumber(e);
        }, 58, Rule::Limit, "the solution at step 57 reached the limit of 1, so done must follow at once"),
        ("going on past a limit of 0", Some(0), |e| {
            e.insert(1, Event::Try { step: 1, row: 0, col: 0 });
            e.insert(2, Event::Reject { step: 2, row: 0, col: 0, conflict: Conflict::Column, with: [0, 0] });
            renumber(e);
        }, 1, Rule::Limit, "the limit is 0, so done must follow start at once, not try (0,0)"),
        ("complete, but a row left unexplored", None, |e| {
            e.drain(13..17);
            renumber(e);
            recount(e);
        }, 13, Rule::Complete,
            "backtrack (1,2) lifts the queen before (2,2) was tried, yet done at step 135 claims a complete search"),
        ("complete, but stopped at the limit", Some(2), |e| {
            if let Some(Event::Done { complete, .. }) = e.last_mut() { *complete = true; }
        }, 87, Rule::Complete, "done claims a complete search, but it stopped at its limit of 2 solutions"),
        ("incomplete without a limit", None, |e| {
            if let Some(Event::Done { complete, .. }) = e.last_mut() { *complete = false; }
        }, 139, Rule::Complete, "done says the search is incomplete, but it has no limit to stop at"),
        ("complete, but the first row not finished", None, |e| {
            // Drop everything from the try of (0,3) to the last backtrack.
            let from = e.iter().position(|x| matches!(x, Event::Try { row: 0, col: 3, .. })).unwrap();
            let done = e.len() - 1;
            e.drain(from..done);
            renumber(e);
            recount(e);
        }, 101, Rule::Complete, "done claims a complete search, but (0,3) was never tried"),
        ("counts that do not add up", None, |e| {
            if let Some(Event::Done { tries, .. }) = e.last_mut() { *tries = 61; }
        }, 139, Rule::Counts, "done counts 61 tries, but the trace holds 60"),
    ];

    #[test]
    fn each_broken_trace_is_caught_at_its_step() {
        for &(name, limit, mutate, step, rule, message) in CASES {
            let mut events = trace(4, limit);
            mutate(&mut events);
            let Verdict::Invalid(v) = check(&events, Level::Rules) else {
                panic!("{name}: accepted")
            };
            assert_eq!((v.step, v.rule()), (step, rule), "{name}: {v}");
            assert!(v.fault.to_string().contains(message), "{name}: {v}");
            // The same through the binary. --strict finds the same step, or an earlier one
            // where the trace stops being the canonical search.
            let out = bin().args(["verify", "-"]).write_stdin(jsonl(&events)).output().unwrap();
            let stdout = String::from_utf8(out.stdout).unwrap();
            assert_eq!(out.status.code(), Some(1), "{name}: {stdout}");
            assert_eq!(stdout, format!("<stdin>:{}: invalid: {v}\n", v.step + 1), "{name}");
            let out = bin()
                .args(["verify", "--strict", "-"])
                .write_stdin(jsonl(&events))
                .output()
                .unwrap();
            let stdout = String::from_utf8(out.stdout).unwrap();
            assert_eq!(out.status.code(), Some(1), "{name}: {stdout}");
            let strict_step: u64 = stdout
                .split_once(": invalid: step ")
                .map(|(_, s)| s)
                .and_then(|s| s.split(':').next())
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("{name}: {stdout}"));
            assert!(strict_step <= step, "{name}: {stdout}");
        }
    }

    #[test]
    fn a_foreign_schema_is_invalid_not_unreadable() {
        let mut events = trace(4, None);
        if let Event::Start { schema, .. } = &mut events[0] {
            *schema = "nqueens-trace/2".into();
        }
        bin()
            .args(["verify", "-"])
            .write_stdin(jsonl(&events))
            .assert()
            .code(1)
            .stdout("<stdin>:1: invalid: step 0: start names schema \"nqueens-trace/2\", but only \"nqueens-trace/1\" is supported\n");
    }
}

mod diff_cli {
    use super::*;
    use crate::util::Cmd;

    /// The standard output of `diff` run as `cmd`, which must find that the traces differ
    /// (exit 1).
    fn differs(cmd: &mut Cmd) -> String {
        let out = cmd.output().unwrap();
        assert_eq!(out.status.code(), Some(1));
        String::from_utf8(out.stdout).unwrap()
    }

    /// The same trace written differently: keys reversed, spaces, `\r\n`, a BOM.
    fn reformatted(events: &[Event]) -> Vec<u8> {
        let mut out = b"\xEF\xBB\xBF".to_vec();
        for e in events {
            let value = serde_json::to_value(e).unwrap();
            let map = value.as_object().unwrap();
            let parts: Vec<String> =
                map.iter().rev().map(|(k, v)| format!("\"{k}\" : {v}")).collect();
            out.extend_from_slice(format!("{{ {} }}\r\n", parts.join(" , ")).as_bytes());
        }
        out
    }

    /// The n=4 trace, and a copy whose reject at step 12 names a diagonal for the
    /// anti-diagonal.
    fn conflict_changed() -> (Vec<Event>, Vec<Event>) {
        let a = trace(4, None);
        let mut b = a.clone();
        if let Event::Reject { conflict, .. } = &mut b[12] {
            *conflict = Conflict::Diagonal;
        }
        (a, b)
    }

    #[test]
    fn identical_traces_exit_0_silently() {
        let bytes = jsonl(&trace(5, None));
        let (_d, a) = tmp_file("a.jsonl", &bytes);
        bin().arg("diff").arg(&a).arg("-").write_stdin(bytes.clone()).assert().code(0).stdout("");
        bin().args(["diff", "-v"]).arg(&a).arg("-").write_stdin(bytes).assert().code(0).stdout(
            format!(
                "{} and <stdin> are identical: 505 events (steps 0-504), n=5, 10 solutions, \
                 ends with done, complete\n",
                a.display()
            ),
        );
    }

    #[test]
    fn reformatted_traces_are_identical() {
        let events = trace(4, None);
        let (_d, a) = tmp_file("a.jsonl", &jsonl(&events));
        let (_e, b) = tmp_file("b.jsonl", &reformatted(&events));
        bin().arg("diff").arg(&a).arg(&b).assert().code(0).stdout("");
        bin().arg("verify").arg("--strict").arg(&b).assert().code(0);
    }

    #[test]
    fn one_field_changed() {
        let (a, b) = conflict_changed();
        let (_d, pa) = tmp_file("a.jsonl", &jsonl(&a));
        let (_e, pb) = tmp_file("b.jsonl", &jsonl(&b));
        let stdout = differs(bin().args(["diff", "--context", "2"]).arg(&pa).arg(&pb));
        let want = format!(
            "A: {}
B: {}
differ at step 12: A has reject (2,1) (anti-diagonal of (1,2)), B has reject (2,1) (diagonal of (1,2))

  before (both):
        10  reject (2,0) (column of (0,0))
        11  try (2,1)

               A                B
    event      \"reject\"         \"reject\"
    step       12               12
    row        2                2
    col        1                1
  * conflict   \"anti-diagonal\"  \"diagonal\"
    with       [1,2]            [1,2]

  board before step 12:
    Q . . .
    . . Q .
    . . . .
    . . . .

  A: 140 events (steps 0-139), n=4, 2 solutions, ends with done, complete
  B: 140 events (steps 0-139), n=4, 2 solutions, ends with done, complete
",
            pa.display(),
            pb.display()
        );
        assert_eq!(stdout, want);

        // The same divergence for tools, decoded and compared structurally.
        let text = differs(bin().args(["diff", "--format", "jsonl"]).arg(&pa).arg(&pb));
        assert_eq!(text.lines().count(), 1);
        let d: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(d["step"], 12);
        assert_eq!(d["fields"], serde_json::json!(["conflict"]));
        let ea: Event = serde_json::from_value(d["a"].clone()).unwrap();
        let eb: Event = serde_json::from_value(d["b"].clone()).unwrap();
        assert_eq!((ea, eb), (a[12].clone(), b[12].clone()));
        assert_eq!(d["queens"], serde_json::json!([[0, 0], [1, 2]]));
        assert_eq!(d["context"].as_array().unwrap().len(), 3);
        assert_eq!(d["a_side"]["events"], 140);
    }

    #[test]
    fn colour_marks_the_differing_fields_and_the_queens() {
        let (a, b) = conflict_changed();
        let (_d, pa) = tmp_file("a.jsonl", &jsonl(&a));
        let (_e, pb) = tmp_file("b.jsonl", &jsonl(&b));
        let out = bin().args(["diff", "--color", "always"]).arg(&pa).arg(&pb).output().unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(
            stdout.contains(
                "\x1b[31m  * conflict   \"anti-diagonal\"  \"diagonal\"\x1b[0m\n    with "
            ),
            "{stdout}"
        );
        assert!(stdout.contains("    \x1b[36;1mQ\x1b[0m . . .\n"), "{stdout}");
        // Not a terminal: no colour unless asked for.
        let out = bin().arg("diff").arg(&pa).arg(&pb).output().unwrap();
        assert!(!out.stdout.contains(&0x1b));
    }

    #[test]
    fn a_prefix_is_explained_in_words() {
        let full = jsonl(&trace(4, None));
        let (_d, a) = tmp_file("a.jsonl", &full);
        let (_e, b) = tmp_file("b.jsonl", &jsonl(&trace(4, Some(2))));
        let stdout = differs(bin().arg("diff").arg(&a).arg(&b));
        assert!(
            stdout.contains(
                "differ at step 87: B stops after 2 solutions at step 87; A goes on to step 139 \
                 (their starts differ in the limit too: A none, B 2)"
            ),
            "{stdout}"
        );
        assert!(
            stdout.contains(
                "  B: 88 events (steps 0-87), n=4, 2 solutions, ends with done, stopped early\n"
            ),
            "{stdout}"
        );

        // A truncated copy: a true prefix, without done.
        let cut: Vec<u8> =
            full.split_inclusive(|&b| b == b'\n').take(50).flatten().copied().collect();
        let stdout = differs(bin().args(["diff", "-"]).arg(&a).write_stdin(cut));
        assert!(
            stdout.contains("differ at step 50: A ends after step 49 without a done event; B goes on to step 139"),
            "{stdout}"
        );
        assert!(stdout.contains("A (ended)"), "{stdout}");
    }

    #[test]
    fn different_n_is_explained_in_words() {
        let (_d, a) = tmp_file("a.jsonl", &jsonl(&trace(4, None)));
        let (_e, b) = tmp_file("b.jsonl", &jsonl(&trace(5, None)));
        let stdout = differs(bin().arg("diff").arg(&a).arg(&b));
        assert!(
            stdout.contains("differ at step 0: A traces n=4, B traces n=5: different boards, so they differ from the start"),
            "{stdout}"
        );
        assert!(stdout.contains("  * n          4                  5\n"), "{stdout}");
        assert!(stdout.contains("  B: 505 events (steps 0-504), n=5, 10 solutions"), "{stdout}");
    }

    #[test]
    fn a_step_numbered_otherwise_is_named() {
        let a = trace(4, None);
        let mut b = a.clone();
        set_step(&mut b[5], 6);
        let d = diff(a.into_iter().map(Ok::<_, ()>), b.into_iter().map(Ok::<_, ()>), 3)
            .unwrap()
            .unwrap();
        assert_eq!(d.explanation().to_string(), "both have try (1,1), but with step 5 against 6");
        assert_eq!(d.fields, ["step"]);
    }

    #[test]
    fn only_the_limit_differs() {
        // n=4 has 2 solutions: with a limit of 3 the search runs to its end, event for event.
        let d = diff(
            trace(4, None).into_iter().map(Ok::<_, ()>),
            trace(4, Some(3)).into_iter().map(Ok::<_, ()>),
            3,
        )
        .unwrap()
        .unwrap();
        assert_eq!((d.step, d.fields.as_slice()), (0, &["limit"][..]));
        assert_eq!(
            d.explanation().to_string(),
            "the traces differ only in their start's limit: A none, B 3"
        );
    }

    #[test]
    fn unreadable_input_exits_2() {
        let (_d, a) = tmp_file("a.jsonl", &jsonl(&trace(4, None)));
        let (_e, b) = tmp_file("b.jsonl", b"{\"event\":\"start\"}\n");
        let out = bin().arg("diff").arg(&a).arg(&b).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(
            stderr.starts_with(&format!("nqueens-trace: {}:1: not a valid", b.display())),
            "{stderr}"
        );
        bin().args(["diff", "-", "-"]).assert().code(2).stderr(
            "nqueens-trace: A and B are both '-': at most one trace can come from standard input\n",
        );
    }
}

mod reader {
    use super::*;

    fn read_all(bytes: &[u8]) -> Result<Vec<Event>, String> {
        Reader::new(bytes, "t.jsonl").collect::<Result<Vec<_>, _>>().map_err(|e| e.to_string())
    }

    #[test]
    fn error_cases() {
        let start = r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":4,"limit":null}"#;
        let cases: &[(String, &str)] = &[
            (String::new(), "t.jsonl:1: empty trace"),
            ("\n".into(), "t.jsonl:1: empty line"),
            ("not json\n".into(), "t.jsonl:1: not a valid nqueens-trace/1 event"),
            (
                r#"{"event":"try","step":0,"row":0,"col":0}"#.into(),
                "t.jsonl:1: the first event is 'try'",
            ),
            (start.replace("/1", "/9"), "t.jsonl:1: unsupported schema \"nqueens-trace/9\""),
            (start.replace("\"n\":4", "\"n\":33"), "t.jsonl:1: board size n=33 is out of range"),
            (
                format!("{start}\n{{\"event\":\"leap\",\"step\":1}}\n"),
                "t.jsonl:2: not a valid nqueens-trace/1 event: unknown variant `leap`",
            ),
            (
                format!("{start}\n{{\"event\":\"try\",\"step\":-1,\"row\":0,\"col\":0}}\n"),
                "t.jsonl:2: not a valid",
            ),
            (
                format!("{start}\n{{\"event\":\"try\",\"step\":1,\"row\":0}}\n"),
                "t.jsonl:2: not a valid nqueens-trace/1 event: missing field `col`",
            ),
            (
                format!("{start}\n{}\n", " ".repeat(2 << 20)),
                "t.jsonl:2: line longer than 1048576 bytes",
            ),
        ];
        for (input, want) in cases {
            let err = read_all(input.as_bytes()).unwrap_err();
            assert!(err.starts_with(want), "{err:?} should start with {want:?}");
        }
    }

    #[test]
    fn unknown_fields_crlf_and_bom_are_accepted() {
        let text = "\u{feff}{\"event\":\"start\",\"step\":0,\"schema\":\"nqueens-trace/1\",\"n\":1,\"limit\":null,\"by\":\"me\"}\r\n\
                    {\"col\":0,\"row\":0,\"step\":1,\"event\":\"try\",\"why\":[1,2]}\r\n";
        let events = read_all(text.as_bytes()).unwrap();
        assert_eq!(events[1], Event::Try { step: 1, row: 0, col: 0 });
    }

    #[test]
    fn a_trace_of_another_writer_reads_as_the_canonical_one() {
        let events = trace(5, Some(4));
        let reformatted = diff_cli_reformat(&events);
        assert_eq!(read_all(&reformatted).unwrap(), events);
    }

    fn diff_cli_reformat(events: &[Event]) -> Vec<u8> {
        let mut out = Vec::new();
        for e in events {
            out.extend_from_slice(
                serde_json::to_string_pretty(e).unwrap().replace('\n', " ").as_bytes(),
            );
            out.push(b'\n');
        }
        out
    }
}

mod schema {
    use super::*;
    use serde_json::Value;

    fn validator() -> jsonschema::Validator {
        validator_of("nqueens-trace/1")
    }

    /// The validator of the schema named `schema` in a start line: its file in `traces/`.
    fn validator_of(schema: &str) -> jsonschema::Validator {
        let path = traces(&format!("{}.schema.json", schema.replace('/', "-")));
        let schema: Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
        jsonschema::draft202012::new(&schema).expect("the schema is a valid 2020-12 schema")
    }

    /// Each trace against the schema its start line names (N-Queens' and the other
    /// problems'), every schema used.
    #[test]
    fn every_line_of_every_correct_trace_validates() {
        let mut used = std::collections::BTreeSet::new();
        for (name, bytes) in correct_traces() {
            let start: Value = serde_json::from_slice(bytes.split(|&b| b == b'\n').next().unwrap())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let schema = start["schema"].as_str().unwrap().to_string();
            let v = validator_of(&schema);
            used.insert(schema);
            for (i, line) in bytes.split(|&b| b == b'\n').filter(|l| !l.is_empty()).enumerate() {
                let value: Value = serde_json::from_slice(line).unwrap();
                if let Err(e) = v.validate(&value) {
                    panic!("{name}:{}: {e}", i + 1);
                }
            }
        }
        assert_eq!(Vec::from_iter(used), ["backtrack-trace/1", "nqueens-trace/1"]);
    }

    #[test]
    fn malformed_lines_are_rejected() {
        let v = validator();
        let bad = [
            r#"{"step":1,"row":0,"col":0}"#,
            r#"{"event":"jump","step":1,"row":0,"col":0}"#,
            r#"{"event":"try","step":-1,"row":0,"col":0}"#,
            r#"{"event":"try","step":1.5,"row":0,"col":0}"#,
            r#"{"event":"try","step":1,"row":0}"#,
            r#"{"event":"try","step":1,"row":"0","col":0}"#,
            r#"{"event":"accept","step":1,"row":32,"col":0}"#,
            r#"{"event":"reject","step":4,"row":1,"col":0,"conflict":"row","with":[0,0]}"#,
            r#"{"event":"reject","step":4,"row":1,"col":0,"conflict":"column","with":[0]}"#,
            r#"{"event":"reject","step":4,"row":1,"col":0,"conflict":"column","with":[0,0,0]}"#,
            r#"{"event":"reject","step":4,"row":1,"col":0,"conflict":"column"}"#,
            r#"{"event":"solution","step":57,"index":0,"queens":[1,3,0,2]}"#,
            r#"{"event":"solution","step":57,"index":1,"queens":[]}"#,
            r#"{"event":"solution","step":57,"index":1}"#,
            r#"{"event":"backtrack","step":17,"row":1}"#,
            r#"{"event":"start","step":0,"schema":"nqueens-trace/2","n":4,"limit":null}"#,
            r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":0,"limit":null}"#,
            r#"{"event":"start","step":3,"schema":"nqueens-trace/1","n":4,"limit":null}"#,
            r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":4,"limit":-1}"#,
            r#"{"event":"done","step":139,"solutions":2,"tries":60,"accepts":16,"rejects":44,"backtracks":16}"#,
            r#"{"event":"done","step":139,"solutions":2,"tries":60,"accepts":16,"rejects":44,"backtracks":16,"complete":"yes"}"#,
            r#"[1,2,3]"#,
        ];
        for line in bad {
            let value: Value = serde_json::from_str(line).unwrap();
            assert!(!v.is_valid(&value), "accepted: {line}");
        }
        // Fields the schema does not know are allowed: readers ignore them.
        let extra: Value =
            serde_json::from_str(r#"{"event":"try","step":1,"row":0,"col":0,"note":"x"}"#).unwrap();
        assert!(v.is_valid(&extra));
    }
}

/// Random damage to correct traces: verify and diff never panic, and their answers agree with
/// plain facts about the events.
mod damage {
    use super::*;
    use proptest::prelude::*;

    /// One edit of a trace: remove, duplicate or swap events, or change a number in one.
    #[derive(Debug, Clone)]
    enum Edit {
        Remove(usize),
        Duplicate(usize),
        Swap(usize),
        Number(usize, u8, u32),
    }

    fn edit() -> impl Strategy<Value = Edit> {
        let big = prop_oneof![0u32..6, any::<u32>()];
        prop_oneof![
            any::<usize>().prop_map(Edit::Remove),
            any::<usize>().prop_map(Edit::Duplicate),
            any::<usize>().prop_map(Edit::Swap),
            (any::<usize>(), 0u8..4, big).prop_map(|(i, f, v)| Edit::Number(i, f, v)),
        ]
    }

    fn apply(events: &mut Vec<Event>, edit: &Edit) {
        let len = events.len();
        if len == 0 {
            return;
        }
        match *edit {
            Edit::Remove(i) => {
                events.remove(i % len);
            }
            Edit::Duplicate(i) => {
                let e = events[i % len].clone();
                events.insert(i % len, e);
            }
            Edit::Swap(i) => events.swap(i % len, (i + 1) % len),
            Edit::Number(i, field, v) => match (&mut events[i % len], field) {
                (Event::Try { row, .. } | Event::Accept { row, .. }, 0) => *row = v,
                (Event::Try { col, .. } | Event::Accept { col, .. }, _) => *col = v,
                (Event::Reject { with, .. }, 0) => with[0] = v,
                (Event::Reject { with, .. }, 1) => with[1] = v,
                (Event::Reject { col, .. }, _) => *col = v,
                (Event::Backtrack { col, .. }, _) => *col = v,
                (Event::Solution { queens, .. }, _) => {
                    let k = queens.len();
                    queens[v as usize % k] = v;
                }
                (Event::Done { tries, .. }, _) => *tries = u64::from(v),
                (Event::Start { n, .. }, _) => *n = v,
            },
        }
    }

    fn ok(events: &[Event]) -> impl Iterator<Item = Result<Event, ()>> + '_ {
        events.iter().cloned().map(Ok)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn damaged_traces(n in 1u32..7, limit in prop_oneof![Just(None), (0u64..4).prop_map(Some)],
                          edits in prop::collection::vec(edit(), 1..4), renumbered in any::<bool>()) {
            let canonical = trace(n, limit);
            let mut events = canonical.clone();
            for e in &edits {
                apply(&mut events, e);
            }
            if renumbered {
                renumber(&mut events);
            }
            // Strictly valid exactly when the events are the canonical ones for their start
            // (an edit of `n` can turn one canonical trace into another).
            // A start with limit 0 is never strictly valid: `run` refuses that limit.
            let limit_0 = matches!(events.first(), Some(Event::Start { limit: Some(0), .. }));
            match verify(ok(&events), Level::Strict).unwrap() {
                Verdict::Valid(s) => {
                    prop_assert!(!limit_0);
                    prop_assert_eq!(&events, &trace(s.n, s.limit))
                }
                Verdict::Invalid(v) => prop_assert!(events != canonical || limit_0, "{}", v),
            }
            let rules = verify(ok(&events), Level::Rules).unwrap();
            if let Verdict::Invalid(v) = &rules {
                prop_assert!(v.step <= events.len() as u64);
            }
            // diff finds a difference exactly when there is one.
            let d = diff(ok(&canonical), ok(&events), 3).unwrap();
            prop_assert_eq!(d.is_none(), events == canonical);
            if let Some(d) = d {
                let i = d.step as usize;
                prop_assert_eq!(&canonical[..i.min(canonical.len())], &events[..i.min(events.len())]);
                let _ = d.report(("a", "b"));
            }
        }
    }
}
