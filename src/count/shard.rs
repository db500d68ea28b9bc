//! Shards: a count cut into independent pieces for a batch engine to run anywhere.
//!
//! A count's parts (subtrees, or frames for the solutions) are dealt out to `M` shards before
//! any of them is searched, by a rule that depends on nothing but `n`, `M` and the mode: each
//! part's size is guessed from the few levels below it, and the parts, largest guess first,
//! go one by one to the shard with the least so far (ties to the lowest). So every machine
//! that runs shard `I/M` searches the same parts, and the shards' totals add up to the whole
//! count's.

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
    fn dealing_evens_out_the_sums() {
        let bins = deal(&[5, 1, 4, 2, 3, 3], 3);
        let mut sums = [0; 3];
        for (b, e) in bins.iter().zip([5, 1, 4, 2, 3, 3]) {
            sums[*b as usize] += e;
        }
        assert_eq!(sums, [6, 6, 6]);
    }
}
