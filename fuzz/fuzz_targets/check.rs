//! Any bytes judged as the trace a program wrote for `check`, for a board size and the search
//! asked for (complete, or stopped after 1 to 3 solutions) taken from the first byte: a judgement or a read error, never a panic, and whatever is found can be
//! written (a violation, a divergence, a read error).
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::check::{judge, Judgement};
use nqueens_trace::Reader;

fuzz_target!(|data: &[u8]| {
    // Board sizes 1 to 8 keep the canonical search beside the trace short, so the fuzzer
    // spends its time on the reading and judging rather than on solving.
    let (n, limit, trace) = match data.split_first() {
        Some((first, rest)) => {
            let limit = u64::from(first >> 3 & 3);
            (u32::from(first % 8) + 1, (limit > 0).then_some(limit), rest)
        }
        None => (4, None, data),
    };
    let judged = judge(Reader::new(trace, "stdout"), n, limit);
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
