//! The numbers of an exercise record and the arithmetic of the results files: any bytes read
//! as a record's `done` line, then graded against any moves and points, and any runs added up
//! as `check --format` adds them and written as its JSON files write them. Never a panic,
//! never a score past its maximum, and every total exactly the sum of its parts, as a
//! platform reads the numbers back (issue 33: a forged `"right":18446744073709551615` once
//! earned 1.4×10¹⁷ points out of 1, and 32-bit point totals wrapped).
//!
//! The writers themselves (`src/cli/check/format.rs`) are the binary's, out of this crate's
//! reach; every number they write is [`Total`]'s and [`Hundredths::json`]'s, fuzzed here.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::check::grade::{earned, holds, Hundredths, Total};
use nqueens_trace::exercise::{recorded_result, Recorded, Tally};

/// Reads little-endian integers off the front of the fuzzer's bytes, zero when they run out.
struct Numbers<'a>(&'a [u8]);

impl Numbers<'_> {
    fn take<const K: usize>(&mut self) -> [u8; K] {
        let mut out = [0; K];
        let k = K.min(self.0.len());
        out[..k].copy_from_slice(&self.0[..k]);
        self.0 = &self.0[k..];
        out
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.take())
    }
    fn u64(&mut self) -> u64 {
        u64::from_le_bytes(self.take())
    }
}

/// `x` as a results file writes it, read back as a platform reads it (a JSON number, an
/// `f64`), in hundredths: its two decimals at most, and a number of them that is whole.
fn written(x: Hundredths) -> u128 {
    let text = x.json().to_string();
    let read: f64 = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{x:?} as {text}: {e}"));
    let hundredths = (read * 100.0).round();
    assert!(hundredths >= 0.0 && (read * 100.0 - hundredths).abs() < 1e-3, "{x:?} as {text}");
    hundredths as u128
}

/// A record's grade against `moves` and `points`: all of it at most, and only a record that
/// adds up holds.
fn grade(record: &Recorded, moves: u64, points: u32) {
    let got = earned(record, points);
    assert!(got <= Hundredths::all(points), "{record:?} of {points}: {got:?}");
    if holds(record, moves) {
        let t = &record.tally;
        assert!(u128::from(t.right) + u128::from(t.fixed) <= u128::from(moves), "{record:?}");
        assert_eq!(t.moves, moves);
    }
}

fuzz_target!(|data: &[u8]| {
    // The first byte picks: the bytes as a done line, or as numbers.
    let Some((&pick, rest)) = data.split_first() else { return };
    let mut numbers = Numbers(rest);
    if pick % 2 == 0 {
        if let Some(Ok(record)) = recorded_result(rest) {
            let (moves, points) = (record.tally.moves, pick.into());
            grade(&record, moves, points);
            grade(&record, moves.wrapping_add(1), u32::MAX);
        }
        return;
    }
    // A run is its points, a record's numbers and whether it is valid; up to 32 of them.
    let mut runs = Vec::new();
    let mut sum = (0u128, 0u128);
    for _ in 0..(pick / 2) % 33 {
        let points = numbers.u32();
        let tally = Tally {
            moves: numbers.u64(),
            right: numbers.u64(),
            wrong: 0,
            hints: 0,
            fixed: numbers.u64(),
        };
        let record = Recorded { finished: true, tally };
        grade(&record, tally.moves, points);
        let got = earned(&record, points);
        // A test's score as written: what it earned, never past its `max_score`.
        assert_eq!(written(got), u128::from(got.0));
        assert!(written(got) <= u128::from(points) * 100, "{got:?} of {points}");
        sum.0 += u128::from(got.0);
        sum.1 += u128::from(points);
        runs.push((got, points));
    }
    let total = Total::of(runs);
    // The sum it claims, in integers: no part was above its maximum, so none was cut.
    assert_eq!((u128::from(total.earned.0), u128::from(total.max)), sum);
    assert!(u128::from(total.earned.0) <= sum.1 * 100);
    // The total as written is the sum of the tests as written.
    assert_eq!(written(total.earned), sum.0, "{total:?}");
    for all_valid in [false, true] {
        let fraction = total.fraction(all_valid);
        assert!((0.0..=1.0).contains(&fraction), "{total:?}: {fraction}");
    }
    if let Some(whole) = total.earned.whole() {
        assert_eq!(u128::from(whole) * 100, u128::from(total.earned.0));
    }
});
