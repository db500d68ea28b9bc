//! Any bytes read as a trace and verified at both levels: a verdict or a read error, never a
//! panic, and a violation's message can always be written.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::verify::{verify, Level, Verdict};
use nqueens_trace::Reader;

fuzz_target!(|data: &[u8]| {
    for level in [Level::Rules, Level::Strict] {
        if let Ok(Verdict::Invalid(violation)) = verify(Reader::new(data, "fuzz"), level) {
            let _ = violation.to_string();
        }
    }
});
