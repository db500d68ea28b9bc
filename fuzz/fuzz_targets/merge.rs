//! Any bytes read as the lines `count --merge` takes: each line is a shard's report or not,
//! never a panic, and every report accepted holds what `Report::parse` promises (a shard in
//! range, a board size from 1 to MAX_N, a profile of n + 1 levels or a number of solutions)
//! and prints back to a line that parses to the same report.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::count::shard::{Report, FORMAT, MAX_SHARDS};
use nqueens_trace::MAX_N;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for line in text.split('\n') {
        let Some((shard, report)) = Report::parse(line) else {
            continue;
        };
        assert!(1 <= shard.index && shard.index <= shard.count && shard.count <= MAX_SHARDS);
        assert!((1..=MAX_N).contains(&report.n));
        assert_eq!(report.format, FORMAT);
        match (&report.levels, report.solutions) {
            (Some(levels), None) => assert_eq!(levels.len(), report.n as usize + 1),
            (None, Some(_)) => {}
            _ => panic!("a report with neither or both of levels and solutions: {line}"),
        }
        let again = serde_json::to_string(&report).expect("a report prints");
        assert_eq!(Report::parse(&again), Some((shard, report)));
    }
});
