//! Shards: a count cut into independent pieces for a batch engine to run anywhere.
//!
//! A count's parts (subtrees, or frames for the solutions) are dealt out to `M` shards before
//! any of them is searched, by a rule that depends on nothing but `n`, `M` and the mode: each
//! part's size is guessed from the few levels below it, and the parts, largest guess first,
//! go one by one to the shard with the least so far (ties to the lowest). So every machine
//! that runs shard `I/M` searches the same parts, and the shards' totals add up to the whole
//! count's.

use crate::event::MAX_N;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The most shards a count may be cut into.
pub const MAX_SHARDS: u32 = 1 << 20;

/// Shard `index` of `count` (`index` from 1 to `count`), written `I/M`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shard {
    /// Which shard, from 1.
    pub index: u32,
    /// How many shards in all, 1 to [`MAX_SHARDS`].
    pub count: u32,
}

/// Why a text is not a shard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShardError(pub String);

impl fmt::Display for ShardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a shard: expected I/M with 1 <= I <= M <= {MAX_SHARDS}, such as 3/8",
            crate::escape::Escaped(&self.0)
        )
    }
}

impl std::error::Error for ShardError {}

impl FromStr for Shard {
    type Err = ShardError;

    fn from_str(s: &str) -> Result<Shard, ShardError> {
        let err = || ShardError(s.to_string());
        let (i, m) = s.split_once('/').ok_or_else(err)?;
        let number = |t: &str| {
            t.bytes().all(|b| b.is_ascii_digit()).then(|| t.parse::<u32>().ok()).flatten()
        };
        match (number(i), number(m)) {
            (Some(index), Some(count)) if 1 <= index && index <= count && count <= MAX_SHARDS => {
                Ok(Shard { index, count })
            }
            _ => Err(err()),
        }
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Shard {
    /// The parts that fall to this shard, in their order, given a guess at the size of each
    /// (`guesses[i]` of `parts[i]`): the parts are dealt out as [`deal`] says.
    pub(crate) fn keep<T>(self, parts: Vec<T>, guesses: &[u64]) -> Vec<T> {
        let bins = deal(guesses, self.count);
        parts
            .into_iter()
            .zip(bins)
            .filter(|(_, bin)| *bin == self.index - 1)
            .map(|(p, _)| p)
            .collect()
    }
}

/// The `format` of a shard's line of JSON.
pub const FORMAT: &str = "nqueens-trace-count-shard/1";

/// The partial result of one shard: the line of JSON that `count N --shard I/M` prints and
/// `count --merge` reads. A well-formed report has the right [`FORMAT`], a board size from 1
/// to [`MAX_N`], a shard, and either a profile of `n + 1` levels or a number of solutions
/// ([`Report::parse`] checks all of it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Report {
    /// Always [`FORMAT`].
    pub format: String,
    /// The board size.
    pub n: u32,
    /// The shard, written `I/M`.
    pub shard: String,
    /// The nodes per level, 0 to `n` (profile shards); `None` for solution shards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub levels: Option<Vec<u64>>,
    /// The solutions (solution shards); `None` for profile shards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<u64>,
    /// The nodes the shard searched (profile shards): the work the shards balance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
}

impl Report {
    /// The report of a profile shard: its levels and the nodes it searched.
    pub fn profile(n: u32, shard: Shard, levels: Vec<u64>, nodes: Option<u64>) -> Report {
        Report {
            format: FORMAT.to_string(),
            n,
            shard: shard.to_string(),
            levels: Some(levels),
            solutions: None,
            nodes,
        }
    }

    /// The report of a solution shard.
    pub fn solutions(n: u32, shard: Shard, solutions: u64) -> Report {
        Report {
            format: FORMAT.to_string(),
            n,
            shard: shard.to_string(),
            levels: None,
            solutions: Some(solutions),
            nodes: None,
        }
    }

    /// A shard's line (without its newline or with it), if it is one: JSON with exactly the
    /// fields above, the right format, a board size and a shard in range, and either a profile
    /// of the right length or a number of solutions. `None` for anything else, whatever the
    /// bytes: the caller says where the line was.
    pub fn parse(line: &str) -> Option<(Shard, Report)> {
        let report: Report = serde_json::from_str(line).ok()?;
        let shard: Shard = report.shard.parse().ok()?;
        let levels_ok = match (&report.levels, report.solutions) {
            (Some(levels), None) => levels.len() == report.n as usize + 1,
            (None, Some(_)) => true,
            _ => false,
        };
        (report.format == FORMAT && (1..=MAX_N).contains(&report.n) && levels_ok)
            .then_some((shard, report))
    }
}

/// The shard (from 0) of each part, given the guesses at the parts' sizes: largest first, each
/// to the shard with the smallest sum so far.
pub(crate) fn deal(estimates: &[u64], shards: u32) -> Vec<u32> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let mut order: Vec<usize> = (0..estimates.len()).collect();
    order.sort_by_key(|&i| (Reverse(estimates[i]), i));
    let mut load: BinaryHeap<Reverse<(u64, u32)>> = (0..shards).map(|s| Reverse((0, s))).collect();
    let mut bins = vec![0; estimates.len()];
    for i in order {
        let Reverse((sum, shard)) = load.pop().expect("at least one shard");
        bins[i] = shard;
        load.push(Reverse((sum + estimates[i], shard)));
    }
    bins
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_parse_and_print() {
        let s: Shard = "3/8".parse().unwrap();
        assert_eq!(s, Shard { index: 3, count: 8 });
        assert_eq!(s.to_string(), "3/8");
        for bad in ["0/8", "9/8", "3", "3/", "/8", "+3/8", "3/8/1", "a/b", "1/0", " 1/2"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        assert!(format!("{}", "\u{1b}[31m/2".parse::<Shard>().unwrap_err()).contains("\\u{1b}"));
    }

    #[test]
    fn reports_parse_what_they_print() {
        let shard = Shard { index: 2, count: 3 };
        for report in [
            Report::profile(4, shard, vec![1, 4, 6, 4, 2], Some(17)),
            Report::solutions(8, shard, 30),
        ] {
            let line = serde_json::to_string(&report).unwrap();
            assert_eq!(Report::parse(&line), Some((shard, report)));
        }
        for bad in [
            "",
            "{}",
            r#"{"format":"nqueens-trace-count-shard/1","n":4,"shard":"2/3","levels":[1,4]}"#,
            r#"{"format":"nqueens-trace-count-shard/1","n":0,"shard":"1/1","solutions":0}"#,
            r#"{"format":"nqueens-trace-count-shard/1","n":4,"shard":"4/3","solutions":0}"#,
            r#"{"format":"nqueens-trace-count-shard/2","n":4,"shard":"1/1","solutions":0}"#,
            r#"{"format":"nqueens-trace-count-shard/1","n":4,"shard":"1/1","solutions":0,"x":1}"#,
            r#"{"format":"nqueens-trace-count-shard/1","n":4,"shard":"1/1","solutions":0,"levels":[1,4,6,4,2]}"#,
        ] {
            assert_eq!(Report::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn dealing_evens_out_the_sums() {
        let bins = deal(&[5, 1, 4, 2, 3, 3], 3);
        let mut sums = [0; 3];
        for (b, e) in bins.iter().zip([5, 1, 4, 2, 3, 3]) {
            sums[*b as usize] += e;
        }
        assert_eq!(sums, [6, 6, 6]);
    }
}
