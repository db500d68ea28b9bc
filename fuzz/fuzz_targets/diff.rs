//! Any bytes diffed against the golden n=4 trace, both ways, and split in two and diffed
//! against themselves: a divergence (whose report renders), sameness or a read error, never a
//! panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::diff::diff_readers;
use nqueens_trace::Reader;

const N4: &[u8] = include_bytes!("../../traces/n4.jsonl");

fuzz_target!(|data: &[u8]| {
    let mid = data.iter().position(|&b| b == 0xff).unwrap_or(data.len() / 2);
    let (left, right) = (&data[..mid], &data[(mid + 1).min(data.len())..]);
    for (a, b) in [(data, N4), (N4, data), (left, right)] {
        if let Ok(Some(divergence)) = diff_readers(Reader::new(a, "a"), Reader::new(b, "b"), 3) {
            let _ = divergence.report(("a", "b"));
        }
    }
});
