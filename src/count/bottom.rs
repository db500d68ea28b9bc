//! The last three rows of the profile search, looked up in a table instead of searched.
//!
//! Nearly all the nodes of the tree are in its last few rows, and a search there spends most of
//! its time on loops that run zero, one or two times, whose ends the CPU cannot predict. But a
//! node with three rows left has only three free columns `a < b < c`, and what lies below it
//! depends on little: which of the three each of the last three rows leaves open to the queens
//! above (nine bits), and which pairs of the three are one or two columns apart (so that a
//! queen on one attacks the other a row or two down; four bits). Those 13 bits index a table of
//! 8192 entries that holds, for each, the nodes two levels down and the solutions, built once
//! by brute force over small boards. Gathering the bits is five `pext` instructions (BMI2, on
//! x86-64 CPUs since 2013): so this path is taken only when the CPU has them, and the plain
//! search of the parent module otherwise. Both give the same counts; the tests compare them.
//! The solutions count ([`super::solutions`]) uses the table too, for frames whose last three
//! free rows follow each other.

use super::take_lowest;
use super::{Node, LEVELS};
use std::sync::OnceLock;

/// Entries of the table: 2^13 indices (see [`index`]).
pub(super) const ENTRIES: usize = 1 << 13;

/// One entry: the nodes two levels below a node with three rows left (at most 6) in the low
/// byte, its solutions (at most 6) in the high byte. Sums over the up to four children of a
/// node stay under 256 per byte.
pub(super) type Table = [u16; ENTRIES];

/// The table, built on first use.
pub(super) fn table() -> &'static Table {
    static TABLE: OnceLock<Box<Table>> = OnceLock::new();
    TABLE.get_or_init(build)
}

/// `pext` without BMI2, for building the table: the bits of `src` under `mask`, packed.
fn gather(src: u32, mask: u32) -> u32 {
    let (mut out, mut k, mut m) = (0, 0, mask);
    while m != 0 {
        let bit = take_lowest(&mut m);
        out |= u32::from(src & bit != 0) << k;
        k += 1;
    }
    out
}

/// The index of a node with three rows left and free columns `rest`: `open[r]` are the squares
/// of its `r`-th row below that the queens above leave open (row 0 its own free squares).
/// Bits 0–8 say which of `a`, `b`, `c` are open in each row; bits 9–10 whether `a + 1`, `b + 1`
/// are free columns, bits 11–12 whether `a + 2`, `b + 2` are (`c + 1` and `c + 2` never are).
#[inline(always)]
pub(super) fn index(pext: impl Fn(u32, u32) -> u32, rest: u32, open: [u32; 3]) -> usize {
    let f0 = pext(open[0], rest);
    let f1 = pext(open[1], rest);
    let f2 = pext(open[2], rest);
    let one = pext(rest & (rest >> 1), rest);
    let two = pext(rest & (rest >> 2), rest);
    (f0 | f1 << 3 | f2 << 6 | one << 9 | two << 11) as usize & (ENTRIES - 1)
}

/// Every entry, from the three free columns placed every way they can be on a board of 8 (which
/// has every spacing that matters: 1, 2 and more) and every choice of open squares. Two
/// placements with the same index must agree; the assertion says so.
fn build() -> Box<Table> {
    const UNSET: u16 = u16::MAX;
    let mut table = Box::new([UNSET; ENTRIES]);
    for a in 0..8i32 {
        for b in a + 1..8 {
            for c in b + 1..8 {
                let cols = [a, b, c];
                let rest = cols.iter().fold(0u32, |r, &x| r | 1 << x);
                for bits in 0..512u32 {
                    let open = |row: usize, i: usize| bits >> (3 * row + i) & 1 == 1;
                    let (mut pre, mut solutions) = (0u16, 0u16);
                    // (x, y, z): the columns of the three rows, a permutation of a, b, c.
                    for x in 0..3 {
                        for y in (0..3).filter(|&y| y != x) {
                            let z = 3 - x - y;
                            let (cx, cy, cz) = (cols[x], cols[y], cols[z]);
                            if open(0, x) && open(1, y) && cx.abs_diff(cy) != 1 {
                                pre += 1;
                                if open(2, z) && cy.abs_diff(cz) != 1 && cx.abs_diff(cz) != 2 {
                                    solutions += 1;
                                }
                            }
                        }
                    }
                    let spread = |row: usize| {
                        (0..3).fold(0, |o, i| o | (bits >> (3 * row + i) & 1) << cols[i])
                    };
                    let i = index(gather, rest, [spread(0), spread(1), spread(2)]);
                    let entry = pre | solutions << 8;
                    assert!(table[i] == UNSET || table[i] == entry, "index {i}");
                    table[i] = entry;
                }
            }
        }
    }
    table
}

/// The profile search for the rows below `node` on level `depth` (at most `n - 5`), adding the
/// nodes of each level below it to `levels`; the last three rows through the table. The caller
/// has counted `node` itself and its children (`free`).
///
/// # Safety
/// The CPU must have `popcnt`, `bmi1` and `bmi2`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
pub(super) unsafe fn search(n: u32, mask: u32, depth: u32, node: Node, levels: &mut [u64; LEVELS]) {
    use std::arch::x86_64::_pext_u32;
    let table = table();
    let pext = |src, mask| _pext_u32(src, mask);
    let free_of = |node: Node| mask & !(node.cols | node.left | node.right);
    // A node with four rows left: its children go through the table. Returns its
    // grandchildren, and in one number, as the table has them, the two levels below.
    let four_left = |node: Node, mut free: u32| {
        let (mut grandchildren, mut below) = (0, 0u32);
        while free != 0 {
            let bit = take_lowest(&mut free);
            let child = node.place(bit);
            let child_free = free_of(child);
            grandchildren += u64::from(child_free.count_ones());
            let open = [
                child_free,
                !((child.left << 1) | (child.right >> 1)),
                !((child.left << 2) | (child.right >> 2)),
            ];
            below += u32::from(table[index(pext, mask & !child.cols, open)]);
        }
        (grandchildren, below)
    };
    // The loop keeps its node in plain variables and the counts in an array, so that what it
    // touches per node fits in registers; arrays are indexed `& 63`, which the compiler sees is
    // in bounds. A node is pushed only if it has children left to visit, with its level, and
    // children without children of their own are not visited at all.
    let mut stack = [[0u32; 5]; 64];
    let mut counts = [0u64; 64];
    let four = n as usize - 4;
    let mut free = free_of(node);
    let (mut d, mut sp) = (depth as usize, 0usize);
    let Node { mut cols, mut left, mut right } = node;
    loop {
        if free == 0 {
            if sp == 0 {
                break;
            }
            sp -= 1;
            let level;
            [cols, left, right, free, level] = stack[sp & 63];
            d = level as usize;
            continue;
        }
        let bit = take_lowest(&mut free);
        let child = Node { cols, left, right }.place(bit);
        let child_free = free_of(child);
        counts[(d + 2) & 63] += u64::from(child_free.count_ones());
        if d + 1 < four {
            if child_free == 0 {
                continue;
            }
            // Written always, kept only if the node has children left: no branch to guess.
            stack[sp & 63] = [cols, left, right, free, d as u32];
            sp += usize::from(free != 0);
            d += 1;
            (cols, left, right, free) = (child.cols, child.left, child.right, child_free);
        } else {
            let (grandchildren, below) = four_left(child, child_free);
            counts[(n as usize - 2) & 63] += grandchildren;
            counts[(n as usize - 1) & 63] += u64::from(below & 0xff);
            counts[n as usize & 63] += u64::from(below >> 8);
        }
    }
    for (level, count) in levels.iter_mut().zip(counts) {
        *level += count;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_consistent_and_full() {
        // Building asserts that placements with one index agree; every index that a real node
        // can have is set (the unset ones have bit patterns no three columns give).
        let table = table();
        let set = table.iter().filter(|&&e| e != u16::MAX).count();
        // 9 open bits for each of the 9 spacings of (b - a, c - b) in {1, 2, 3+}².
        assert_eq!(set, 512 * 9);
    }
}
