//! Counting without tracing: the totals of the full search, computed on bitboards.
//!
//! The traced search ([`crate::solver`]) visits a tree: the root is the empty board, and a node
//! at level `k` is a placement of `k` queens on the first `k` rows that no queen attacks. Every
//! number in the trace's `done` line follows from the number of nodes on each level, which is
//! Knuth's *profile* of the tree (n=4: 1, 4, 6, 4, 2):
//!
//! - `accepts` is every node but the root: each accept places a queen and makes a node;
//! - `backtracks` equals `accepts`: each placed queen is lifted once its subtree is done;
//! - `tries` is `n` per node above the last level, since the search tries all `n` columns of
//!   the next row;
//! - `rejects` is `tries - accepts`, and `solutions` is the last level.
//!
//! So [`Counter`] counts the nodes per level with the classic bitboard search (columns and both
//! diagonals as bit sets, the free squares of a row in one expression) instead of emitting
//! events. It uses the mirror symmetry of the first row: the subtree under a queen on column
//! `c` of row 0 is the mirror image of the one under column `n - 1 - c`, row by row, so its
//! profile is the same, and only the left half (plus the middle column when `n` is odd) is
//! searched; under the middle column of an odd board, the same holds for row 1. Other
//! symmetries (rotations) do not map rows to rows, so they would give the right number of
//! solutions but the wrong profile. The subtrees below level [`SPLIT`] are shared out to
//! threads as they become free; the last seven rows of each are nested loops, the last three
//! of them looked up in a table where the CPU has the instructions for it (`bottom`).
//!
//! ```
//! use nqueens_trace::count::Counter;
//!
//! let profile = Counter::new(4)?.threads(1).run();
//! assert_eq!(profile.levels(), [1, 4, 6, 4, 2]);
//! let stats = profile.stats();
//! assert_eq!((stats.solutions, stats.tries, stats.rejects), (2, 60, 44));
//! # Ok::<(), nqueens_trace::solver::SizeError>(())
//! ```

use crate::event::MAX_N;
use crate::solver::{SizeError, Stats};
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

mod bottom;
pub mod shard;
pub mod solutions;

pub use shard::Shard;

/// The level of the tree at which the search is cut into parts for the threads. Four levels
/// give thousands of parts for the sizes worth counting, enough to keep every core busy to the
/// end whatever the parts' sizes, yet the queue costs nothing measurable.
pub const SPLIT: u32 = 4;

/// Subtrees with more rows than this below them look at the stop flag first; smaller ones are
/// finished without looking, which takes milliseconds at most.
const CHECK_ROWS: u32 = 10;

const LEVELS: usize = MAX_N as usize + 1;

/// The number of nodes on each level of the search tree: level 0 is the root (the empty
/// board), level `k` counts the queens accepted on row `k - 1`, level `n` the solutions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    levels: Vec<u64>,
}

impl Profile {
    /// The profile with these node counts, levels 0 to `n` (`n` from 1 to [`MAX_N`]), if it
    /// can be a search tree's: one root, at most `n` nodes under each node, and totals
    /// ([`Profile::events`]) that fit in a `u64`.
    pub fn from_levels(levels: Vec<u64>) -> Option<Profile> {
        let n = levels.len().checked_sub(1)? as u64;
        let fits = levels.windows(2).all(|w| w[0].checked_mul(n).is_some_and(|most| w[1] <= most));
        // events < 3 n (nodes) + 2, so this bound keeps every total in range.
        let nodes = levels.iter().try_fold(0u64, |sum, &l| sum.checked_add(l))?;
        let bounded = nodes.checked_mul(3 * n + 3).is_some();
        (levels.first() == Some(&1) && (1..=u64::from(MAX_N)).contains(&n) && fits && bounded)
            .then_some(Profile { levels })
    }

    /// The node counts, levels 0 to `n`.
    pub fn levels(&self) -> &[u64] {
        &self.levels
    }

    /// The board size.
    pub fn n(&self) -> u32 {
        // `levels` has n + 1 entries and n ≤ MAX_N, so this cannot truncate.
        (self.levels.len() - 1) as u32
    }

    /// The totals of the `done` line of the full trace, `complete` included.
    pub fn stats(&self) -> Stats {
        let n = u64::from(self.n());
        let inner: u64 = self.levels[..self.levels.len() - 1].iter().sum();
        let accepts: u64 = self.levels[1..].iter().sum();
        let tries = n * inner;
        Stats {
            solutions: self.levels[self.levels.len() - 1],
            tries,
            accepts,
            rejects: tries - accepts,
            backtracks: accepts,
            complete: true,
        }
    }

    /// The number of events in the full trace: `start`, a `try` and an `accept` or `reject`
    /// per try, the solutions, the backtracks, and `done`.
    pub fn events(&self) -> u64 {
        let s = self.stats();
        2 + 2 * s.tries + s.solutions + s.backtracks
    }
}

/// Lets another thread stop a count and watch it advance.
#[derive(Debug, Default)]
pub struct Control {
    stop: AtomicBool,
    done: AtomicU64,
    parts: AtomicU64,
}

impl Control {
    /// A control with nothing stopped and nothing done.
    pub fn new() -> Control {
        Control::default()
    }

    /// Asks the count to stop as soon as it can; [`Counter::run_with`] then returns `None`.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether [`Control::stop`] was called.
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// `(parts finished, parts in all)`; both are 0 until the parts have been made.
    pub fn progress(&self) -> (u64, u64) {
        (self.done.load(Ordering::Relaxed), self.parts.load(Ordering::Relaxed))
    }
}

/// A count to run: the board size and the number of threads.
///
/// Counts are `u64`, which holds every total of every size whose count ends within years
/// (n=18 takes minutes on two cores, and each size about seven times longer than the last).
#[derive(Debug, Clone, Copy)]
pub struct Counter {
    n: u32,
    threads: usize,
}

impl Counter {
    /// A count of the `n`×`n` board, `n` in `1..=MAX_N`, on as many threads as the machine
    /// has cores.
    pub fn new(n: u32) -> Result<Counter, SizeError> {
        if !(1..=MAX_N).contains(&n) {
            return Err(SizeError(n.into()));
        }
        let threads = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        Ok(Counter { n, threads })
    }

    /// Counts on `threads` threads (at least 1).
    pub fn threads(mut self, threads: usize) -> Counter {
        self.threads = threads.max(1);
        self
    }

    /// The number of threads the count will use.
    pub fn thread_count(&self) -> usize {
        self.threads
    }

    /// Counts the whole tree. Totals do not depend on the number of threads.
    pub fn run(&self) -> Profile {
        self.run_with(&Control::new()).expect("a count nobody can stop runs to the end")
    }

    /// Counts the solutions alone, those of `shard` (all for `None`), with every symmetry of
    /// the square ([`solutions`]); `None` if `control` was stopped. The shards' counts add up
    /// to the whole; they do not depend on the number of threads.
    ///
    /// ```
    /// use nqueens_trace::count::{Control, Counter};
    ///
    /// let count = Counter::new(8)?.solutions(None, &Control::new());
    /// assert_eq!(count, Some(92));
    /// # Ok::<(), nqueens_trace::solver::SizeError>(())
    /// ```
    pub fn solutions(&self, shard: Option<Shard>, control: &Control) -> Option<u64> {
        if self.n >= solutions::MIN_N {
            return solutions::count(self.n, self.threads, shard, control);
        }
        // Small boards: the profile's last level, all of it in the first shard.
        let profile = self.run_with(control)?;
        let all = profile.levels()[self.n as usize];
        Some(match shard {
            Some(s) if s.index != 1 => 0,
            _ => all,
        })
    }

    /// Counts the whole tree, or returns `None` soon after `control` is stopped.
    pub fn run_with(&self, control: &Control) -> Option<Profile> {
        self.run_shard(None, control).map(|(profile, _)| profile)
    }

    /// Counts the part of the tree that `shard` names (all of it for `None`): the profile of
    /// that part, and the nodes searched for it (its work, which [`Shard`]s balance). The
    /// profiles of the shards `1/M` to `M/M` add up to the whole tree's; the parts do not
    /// depend on the number of threads. `None` if `control` was stopped.
    pub fn run_shard(&self, shard: Option<Shard>, control: &Control) -> Option<(Profile, u64)> {
        let n = self.n;
        let mask = board_mask(n);
        // Sharded, the tree is cut deeper, into some hundred parts per shard at least (but no
        // more than MAX_PARTS in all: cutting and estimating them is done by every shard), so
        // that whole parts can be dealt out evenly.
        let want = shard.map_or(0, |s| (128 * s.count as usize).min(MAX_PARTS));
        let mut depth = SPLIT;
        let (mut levels, mut parts) = split_at(n, mask, depth);
        while parts.len() < want && depth + 6 < n {
            depth += 1;
            (levels, parts) = split_at(n, mask, depth);
        }
        if let Some(shard) = shard {
            let estimates: Vec<u64> =
                parts.iter().map(|p| estimate(n, mask, depth, p.node, 3)).collect();
            parts = shard.keep(parts, &estimates);
            // The levels above the cut belong to the first shard.
            if shard.index != 1 {
                levels = [0; LEVELS];
            }
        }
        let search = Search {
            n,
            mask,
            stop: &control.stop,
            #[cfg(target_arch = "x86_64")]
            fast: std::arch::is_x86_feature_detected!("popcnt")
                && std::arch::is_x86_feature_detected!("bmi1"),
            #[cfg(target_arch = "x86_64")]
            table: std::arch::is_x86_feature_detected!("popcnt")
                && std::arch::is_x86_feature_detected!("bmi1")
                && std::arch::is_x86_feature_detected!("bmi2"),
        };
        let tally = run_parts(&parts, self.threads, control, |part, levels| {
            let mut below = [0u64; LEVELS];
            search.subtree(depth, part.node, &mut below);
            if control.stopped() {
                return None;
            }
            for (l, b) in levels.iter_mut().zip(below) {
                *l += part.weight * b;
            }
            Some(below.iter().sum())
        })?;
        for (l, t) in levels.iter_mut().zip(tally.levels) {
            *l += t;
        }
        let profile = Profile { levels: levels[..=n as usize].to_vec() };
        Some((profile, tally.work))
    }
}

/// What the threads found: counts per level, and the nodes searched.
pub(crate) struct Tally {
    pub(crate) levels: [u64; LEVELS],
    pub(crate) work: u64,
}

/// Hands `parts` out to `threads` threads as they become free; `count` adds a part's counts
/// to the levels it is given and returns its work, or `None` if it saw `control` stopped.
pub(crate) fn run_parts<P: Sync>(
    parts: &[P],
    threads: usize,
    control: &Control,
    count: impl Fn(&P, &mut [u64; LEVELS]) -> Option<u64> + Sync,
) -> Option<Tally> {
    control.parts.store(parts.len() as u64, Ordering::Relaxed);
    let next = AtomicUsize::new(0);
    let total = Mutex::new(Tally { levels: [0; LEVELS], work: 0 });
    std::thread::scope(|scope| {
        for _ in 0..threads.min(parts.len()).max(1) {
            scope.spawn(|| {
                let mut mine = Tally { levels: [0; LEVELS], work: 0 };
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(part) = parts.get(i) else { break };
                    if control.stopped() {
                        break;
                    }
                    let Some(work) = count(part, &mut mine.levels) else {
                        break;
                    };
                    mine.work += work;
                    control.done.fetch_add(1, Ordering::Relaxed);
                }
                // A panicking thread is a bug here (no user input reaches it), and scope
                // re-raises it; a poisoned lock can only follow from that.
                let mut total = total.lock().expect("no counting thread panicked");
                for (t, m) in total.levels.iter_mut().zip(mine.levels) {
                    *t += m;
                }
                total.work += mine.work;
            });
        }
    });
    if control.stopped() {
        return None;
    }
    Some(total.into_inner().expect("no counting thread panicked"))
}

/// The levels above `depth`, counted, and the parts at `depth`, each with its weight.
fn split_at(n: u32, mask: u32, depth: u32) -> ([u64; LEVELS], Vec<Part>) {
    let mut levels = [0u64; LEVELS];
    levels[0] = 1;
    let mut parts = Vec::new();
    // Row 0 by hand, for the symmetry: the left half counts twice. Under the middle column of
    // an odd board the tree is its own mirror image, so there row 1 is halved the same way.
    for col in 0..n.div_ceil(2) {
        let bit = 1u32 << col;
        let root = Node { cols: bit, left: bit << 1, right: bit >> 1 };
        if 2 * col + 1 != n {
            levels[1] += 2;
            split(n, mask, 1, depth, root, 2, &mut levels, &mut parts);
            continue;
        }
        levels[1] += 1;
        let free = mask & !(root.cols | root.left | root.right);
        levels[2] += u64::from(free.count_ones());
        let mut left_half = free & (bit - 1);
        while left_half != 0 {
            let low = take_lowest(&mut left_half);
            split(n, mask, 2, depth, root.place(low), 2, &mut levels, &mut parts);
        }
    }
    (levels, parts)
}

/// The nodes of the subtree under `node` (on level `depth`) down to `rows` levels below it: a
/// cheap guess at the size of the whole subtree.
fn estimate(n: u32, mask: u32, depth: u32, node: Node, rows: u32) -> u64 {
    if rows == 0 || depth == n {
        return 1;
    }
    let mut free = mask & !(node.cols | node.left | node.right);
    let mut nodes = 1;
    while free != 0 {
        let bit = take_lowest(&mut free);
        nodes += estimate(n, mask, depth + 1, node.place(bit), rows - 1);
    }
    nodes
}

/// The squares attacked on the next row: by column, by "\" diagonal, by "/" diagonal.
#[derive(Debug, Clone, Copy, Default)]
struct Node {
    cols: u32,
    left: u32,
    right: u32,
}

impl Node {
    #[inline(always)]
    fn place(self, bit: u32) -> Node {
        Node { cols: self.cols | bit, left: (self.left | bit) << 1, right: (self.right | bit) >> 1 }
    }
}

/// A subtree at the level where the tree is cut, counted `weight` times.
#[derive(Debug, Clone, Copy)]
struct Part {
    node: Node,
    weight: u64,
}

/// Walks the levels above `cut`, counting their nodes, and collects the parts on it.
#[allow(clippy::too_many_arguments)]
fn split(
    n: u32,
    mask: u32,
    depth: u32,
    cut: u32,
    node: Node,
    weight: u64,
    levels: &mut [u64; LEVELS],
    parts: &mut Vec<Part>,
) {
    if depth == cut || depth == n {
        if depth < n {
            parts.push(Part { node, weight });
        }
        return;
    }
    let mut free = mask & !(node.cols | node.left | node.right);
    levels[depth as usize + 1] += weight * u64::from(free.count_ones());
    while free != 0 {
        let bit = take_lowest(&mut free);
        split(n, mask, depth + 1, cut, node.place(bit), weight, levels, parts);
    }
}

#[derive(Clone, Copy)]
struct Search<'c> {
    n: u32,
    mask: u32,
    stop: &'c AtomicBool,
    /// Whether the CPU has `popcnt` and `bmi1` (see [`Search::bottom_x86`]).
    #[cfg(target_arch = "x86_64")]
    fast: bool,
    /// Whether the CPU also has `bmi2`, for the tables of the last rows ([`bottom`]).
    #[cfg(target_arch = "x86_64")]
    table: bool,
}

impl Search<'_> {
    /// Adds the nodes strictly below `node`, which is on level `depth < n`, to `levels`.
    fn subtree(&self, depth: u32, node: Node, levels: &mut [u64; LEVELS]) {
        if self.n - depth <= CHECK_ROWS {
            return self.bottom(depth, node, levels);
        }
        if self.stop.load(Ordering::Relaxed) {
            return;
        }
        let mut free = self.mask & !(node.cols | node.left | node.right);
        levels[depth as usize + 1] += u64::from(free.count_ones());
        while free != 0 {
            let bit = take_lowest(&mut free);
            self.subtree(depth + 1, node.place(bit), levels);
        }
    }

    /// [`Search::subtree`] for the last few rows, where nearly all the nodes are.
    fn bottom(&self, depth: u32, node: Node, levels: &mut [u64; LEVELS]) {
        #[cfg(target_arch = "x86_64")]
        if self.table && depth + 8 <= self.n {
            let free = self.mask & !(node.cols | node.left | node.right);
            levels[depth as usize + 1] += u64::from(free.count_ones());
            // SAFETY: `table` is only set when the CPU has these instructions.
            return unsafe {
                if self.n <= bottom::Packed::MAX_N {
                    bottom::search::<true>(self.n, self.mask, depth, node, levels)
                } else {
                    bottom::search::<false>(self.n, self.mask, depth, node, levels)
                }
            };
        }
        #[cfg(target_arch = "x86_64")]
        if self.fast {
            // SAFETY: `fast` is only set when the CPU has these instructions.
            return unsafe { self.bottom_x86(depth, node, levels) };
        }
        self.bottom_body(depth, node, levels)
    }

    /// The baseline x86-64 has no `popcnt`: without it, counting the free squares is a dozen
    /// instructions instead of one, and the whole count takes some 15% longer. So the loop is
    /// compiled a second time with the instructions that nearly every x86-64 CPU since 2013
    /// has, and chosen at run time.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1")]
    unsafe fn bottom_x86(&self, depth: u32, node: Node, levels: &mut [u64; LEVELS]) {
        self.bottom_body(depth, node, levels)
    }

    /// A loop over an explicit stack rather than calls; the last four rows are settled
    /// without going through the stack.
    #[inline(always)]
    fn bottom_body(&self, depth: u32, node: Node, levels: &mut [u64; LEVELS]) {
        let (n, mask) = (self.n, self.mask);
        let free_of = |node: Node| mask & !(node.cols | node.left | node.right);
        let mut free = free_of(node);
        levels[depth as usize + 1] += u64::from(free.count_ones());
        if depth + 1 >= n {
            return;
        }
        // A node on level n - 2 has two rows left, so two free columns, `a` and `b`. Its child
        // on `a` (if `a` is free in its row) is a solution's parent exactly when `b` is not
        // attacked diagonally on the last row, and the same for `b`. Written without
        // branches, because which way they go is anyone's guess.
        let pre_leaf = |node: Node, free: u32| {
            let rest = mask & !node.cols;
            let a = rest & rest.wrapping_neg();
            let b = rest ^ a;
            let last = |bit: u32, other: u32| {
                let attacked = ((node.left | bit) << 1) | ((node.right | bit) >> 1);
                u64::from(free & bit != 0) & u64::from(other & !attacked != 0)
            };
            last(a, b) + last(b, a)
        };
        if depth + 2 == n {
            levels[n as usize] += pre_leaf(node, free);
            return;
        }
        // The loop keeps its node in three plain variables and its counts in an array, so that
        // everything it touches per node fits in registers. Arrays are indexed `& 63`, which
        // the compiler sees is in bounds: no checks in the loop.
        let mut stack = [[0u32; 4]; 64];
        let mut counts = [0u64; 64];
        // Three rows left: the node's children are settled in a plain loop, each through
        // `pre_leaf`. Returns the children and the solutions.
        let three_left = |node: Node, mut free: u32| {
            let (mut children, mut solutions) = (0, 0);
            while free != 0 {
                let bit = take_lowest(&mut free);
                let child = node.place(bit);
                let child_free = free_of(child);
                children += u64::from(child_free.count_ones());
                solutions += pre_leaf(child, child_free);
            }
            (children, solutions)
        };
        let (four, three, pre, solved) =
            (n as usize - 4, n as usize - 3, n as usize - 1, n as usize);
        let (mut d, mut cols, mut left, mut right) =
            (depth as usize, node.cols, node.left, node.right);
        loop {
            if free == 0 {
                if d == depth as usize {
                    break;
                }
                d -= 1;
                [cols, left, right, free] = stack[d & 63];
                continue;
            }
            let bit = take_lowest(&mut free);
            let child = Node { cols, left, right }.place(bit);
            let child_free = free_of(child);
            counts[(d + 2) & 63] += u64::from(child_free.count_ones());
            if d + 1 < four {
                stack[d & 63] = [cols, left, right, free];
                d += 1;
                (cols, left, right, free) = (child.cols, child.left, child.right, child_free);
            } else if d + 1 == four {
                // Four rows left: the two levels below are loops here rather than trips
                // through the stack, which saves a push and a pop for most of the tree's nodes.
                let mut free4 = child_free;
                let (mut at_three, mut at_pre, mut solutions) = (0, 0, 0);
                while free4 != 0 {
                    let bit = take_lowest(&mut free4);
                    let grandchild = child.place(bit);
                    let grandchild_free = free_of(grandchild);
                    at_three += u64::from(grandchild_free.count_ones());
                    let (children, found) = three_left(grandchild, grandchild_free);
                    at_pre += children;
                    solutions += found;
                }
                counts[(three + 1) & 63] += at_three;
                counts[pre & 63] += at_pre;
                counts[solved & 63] += solutions;
            } else if d + 1 == three {
                let (children, solutions) = three_left(child, child_free);
                counts[pre & 63] += children;
                counts[solved & 63] += solutions;
            } else {
                counts[solved & 63] += pre_leaf(child, child_free);
            }
        }
        for (level, count) in levels.iter_mut().zip(counts) {
            *level += count;
        }
    }
}

/// The most parts a sharded count cuts the tree into: every shard cuts and estimates all of
/// them, so more would cost each shard more than its share of the search.
const MAX_PARTS: usize = 1 << 16;

/// The columns of a board of `n` (1 to 32) as bits.
pub(crate) fn board_mask(n: u32) -> u32 {
    u32::MAX >> (32 - n)
}

/// Takes the lowest set bit out of `free` and returns it: the next square to try, in column
/// order.
#[inline(always)]
fn take_lowest(free: &mut u32) -> u32 {
    let bit = *free & free.wrapping_neg();
    *free ^= bit;
    bit
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sink::Ignore;
    use crate::solver::Solver;

    /// The profile as the traced search sees it: accepts per row.
    fn traced_profile(n: u32) -> Vec<u64> {
        struct Levels(Vec<u64>);
        impl crate::sink::Sink for Levels {
            type Error = std::convert::Infallible;
            fn event(&mut self, e: &crate::event::Event) -> Result<bool, Self::Error> {
                if let crate::event::Event::Accept { row, .. } = e {
                    self.0[*row as usize + 1] += 1;
                }
                Ok(true)
            }
        }
        let mut levels = Levels(vec![0; n as usize + 1]);
        levels.0[0] = 1;
        Solver::new(n).unwrap().run(&mut levels).unwrap();
        levels.0
    }

    #[test]
    fn n4_profile_is_knuths() {
        let p = Counter::new(4).unwrap().run();
        assert_eq!(p.levels(), [1, 4, 6, 4, 2]);
        assert_eq!(
            p.stats(),
            Stats {
                solutions: 2,
                tries: 60,
                accepts: 16,
                rejects: 44,
                backtracks: 16,
                complete: true
            }
        );
        assert_eq!(p.events(), 140);
    }

    #[test]
    fn profiles_and_stats_equal_the_traced_search() {
        // To n=12, where the count goes through the table of the last rows (where the CPU
        // has the instructions for it), as it does for every larger board.
        for n in 1..=12 {
            let p = Counter::new(n).unwrap().threads(2).run();
            assert_eq!(p.levels(), traced_profile(n), "n={n}");
            let traced = Solver::new(n).unwrap().run(&mut Ignore).unwrap();
            assert_eq!(p.stats(), traced, "n={n}");
        }
    }

    /// Every subtree under row 0, counted by the plain loop and through the tables of the last
    /// rows (where the CPU can), gives the same levels: from n=9, where the nested loops of the
    /// last seven rows take the whole subtree, to n=13, where the stack above them goes four
    /// rows deep.
    #[test]
    fn the_table_counts_as_the_plain_search() {
        for n in 5..=13 {
            let mask = (1u32 << n) - 1;
            let stop = AtomicBool::new(false);
            let search = Search {
                n,
                mask,
                stop: &stop,
                #[cfg(target_arch = "x86_64")]
                fast: false,
                #[cfg(target_arch = "x86_64")]
                table: false,
            };
            for col in 0..n {
                let root = Node::default().place(1 << col);
                let mut plain = [0; LEVELS];
                search.bottom_body(1, root, &mut plain);
                #[cfg(target_arch = "x86_64")]
                if std::arch::is_x86_feature_detected!("bmi2") {
                    let table = Search { table: true, ..search };
                    let mut looked_up = [0; LEVELS];
                    table.bottom(1, root, &mut looked_up);
                    assert_eq!(looked_up, plain, "n={n}, column {col}");
                    // The rows gathered one by one, as for boards too wide to pack: the
                    // caller counts the node's children, as `Search::bottom` does.
                    if n >= 9 {
                        let mut one_by_one = [0; LEVELS];
                        one_by_one[2] +=
                            u64::from((mask & !(root.cols | root.left | root.right)).count_ones());
                        // SAFETY: the CPU has bmi2 (checked above), and popcnt and bmi1 with it.
                        unsafe { bottom::search::<false>(n, mask, 1, root, &mut one_by_one) };
                        assert_eq!(one_by_one, plain, "n={n}, column {col}, one by one");
                    }
                }
            }
        }
    }

    #[test]
    fn thread_count_does_not_change_the_totals() {
        let one = Counter::new(11).unwrap().threads(1).run();
        for t in [2, 3, 8] {
            assert_eq!(Counter::new(11).unwrap().threads(t).run(), one);
        }
    }

    #[test]
    fn a_stopped_count_returns_nothing() {
        let control = Control::new();
        control.stop();
        assert_eq!(Counter::new(12).unwrap().run_with(&control), None);
    }

    #[test]
    fn solutions_alone_match_the_profile() {
        for n in 1..=11 {
            let c = Counter::new(n).unwrap().threads(2);
            let want = c.run().levels()[n as usize];
            assert_eq!(c.solutions(None, &Control::new()), Some(want), "n={n}");
        }
    }

    #[test]
    fn shards_add_up_to_the_whole() {
        for (n, m) in [(5, 3), (9, 4), (10, 7)] {
            let c = Counter::new(n).unwrap().threads(2);
            let whole = c.run();
            let mut levels = vec![0; n as usize + 1];
            let mut solutions = 0;
            for index in 1..=m {
                let shard = Some(Shard { index, count: m });
                let (part, _) = c.run_shard(shard, &Control::new()).unwrap();
                for (l, p) in levels.iter_mut().zip(part.levels()) {
                    *l += p;
                }
                solutions += c.solutions(shard, &Control::new()).unwrap();
            }
            assert_eq!(levels, whole.levels(), "n={n} in {m}");
            assert_eq!(solutions, whole.levels()[n as usize], "n={n} in {m}");
        }
    }

    #[test]
    fn sizes_out_of_range_are_refused() {
        assert_eq!(Counter::new(0).unwrap_err(), SizeError(0));
        assert_eq!(Counter::new(33).unwrap_err(), SizeError(33));
    }
}
