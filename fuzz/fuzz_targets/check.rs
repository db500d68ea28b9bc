//! Any bytes judged as the trace a program wrote for `check`, for a board size taken from the
//! first byte: a judgement or a read error, never a panic, and whatever is found can be
//! written (a violation, a divergence, a read error).
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::check::{judge, Judgement};
use nqueens_trace::Reader;

fuzz_target!(|data: &[u8]| {
    // Board sizes 1 to 8 keep the canonical search beside the trace short, so the fuzzer
    // spends its time on the reading and judging rather than on solving.
    let (n, trace) = match data.split_first() {
        Some((first, rest)) => (u32::from(first % 8) + 1, rest),
        None => (4, data),
    };
    let judged = judge(Reader::new(trace, "stdout"), n);
    match judged.verdict {
        Ok(Judgement::Valid { summary, divergence }) => {
            let _ = format!("{summary:?}");
            if let Some(difference) = divergence {
                let _ = format!("{difference:?}");
            }
        }
        Ok(Judgement::Invalid(violation)) => {
            let _ = violation.to_string();
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
