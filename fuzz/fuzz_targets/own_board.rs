//! Any bytes judged as `check --trace` judges a saved trace (`check::judge_own_board`): the
//! board is the one its first line announces, read by the reader that reads the rest. One
//! reader, one verdict: the board is the reader's first event's, and a first line the reader
//! refuses is refused with the reader's own error (its line and words) or, for a start that
//! cannot begin a trace, as the violation `verify` finds there. Never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::check::{judge_own_board, Judgement, OwnBoard};
use nqueens_trace::verify::{Rule, Violation};
use nqueens_trace::{Event, Reader};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the search asked for: complete, or stopped after 1 to 3 solutions.
    let (limit, trace) = match data.split_first() {
        Some((first, rest)) => (u64::from(first & 3), rest),
        None => (0, data),
    };
    let limit = (limit > 0).then_some(limit);
    // Boards above 8 are refused as a teacher's bad start is, so that the fuzzer spends its
    // time on the reading and judging rather than on solving; the refusal comes back as is.
    let asked = |n: u32| match n {
        1..=8 => Ok(Vec::new()),
        _ => Err(n),
    };
    let own = judge_own_board(trace, "t", limit, asked);
    let first = Reader::new(trace, "t").next();
    match (first, own) {
        (Some(Ok(Event::Start { n, .. })), Err(refused)) => assert_eq!(refused, n),
        (Some(Ok(Event::Start { n, .. })), Ok(OwnBoard { n: board, start, judged })) => {
            assert_eq!(board, Some(n));
            assert!(start.is_empty());
            render(&judged.verdict);
        }
        (Some(Err(e)), Ok(OwnBoard { n: None, start, judged })) => {
            assert!(start.is_empty() && judged.events == 0 && judged.difference.is_none());
            match (Violation::from_read_error(&e), judged.verdict) {
                (Some(v), Ok(Judgement::Invalid(got))) => {
                    assert_eq!(got.rule(), Rule::Start);
                    assert_eq!(got, v);
                }
                (None, Err(got)) => {
                    assert_eq!((got.line, got.to_string()), (e.line, e.to_string()));
                }
                (v, got) => panic!("the reader's {e} ({v:?}) judged as {got:?}"),
            }
        }
        (first, own) => panic!("the reader's first {first:?}, judged as {own:?}"),
    }
});

/// Whatever was found can be written.
fn render(verdict: &Result<Judgement, nqueens_trace::reader::ReadError>) {
    match verdict {
        Ok(Judgement::Valid { summary, divergence }) => {
            let _ = format!("{summary:?} {divergence:?}");
        }
        Ok(Judgement::Invalid(v)) => {
            let _ = v.to_string();
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}
