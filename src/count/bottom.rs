//! The last rows of the profile search, looked up in tables instead of searched.
//!
//! Nearly all the nodes of the tree are in its last few rows, and a search there spends most of
//! its time on loops that run zero, one or two times, whose ends the CPU cannot predict. But a
//! node with three rows left has only three free columns `a < b < c`, and what lies below it
//! depends on little: which of the three each of the last three rows leaves open to the queens
//! above (nine bits), and which pairs of the three are one or two columns apart (so that a
//! queen on one attacks the other a row or two down; four bits). Those 13 bits index a table of
//! 8192 entries that holds, for each, the nodes two levels down and the solutions, built once
//! by brute force over small boards.
//!
//! The profile search settles a node with four rows left in a short loop over its children,
//! each one look-up. A table of four rows (one entry for all four children at once, which an
//! earlier version had) needs a megabyte: more than a core's second-level cache on some
//! CPUs (512 KiB on AMD's Zen 3), and there it took twice as long as this 16 KiB table,
//! which stays in the first-level cache. Gathering the bits is a handful of `pext`
//! instructions (BMI2, on x86-64 CPUs since 2013): so these paths are taken only when the CPU
//! has them, and the plain search of the parent module otherwise. Both give the same counts;
//! the tests compare them. The solutions count ([`super::solutions`]) uses the table too, for
//! frames whose last three free rows follow each other.

use super::take_lowest;
use super::{Node, LEVELS};
use std::sync::OnceLock;

/// Entries of the table: 2^13 indices (see [`index`]).
pub(super) const ENTRIES: usize = 1 << 13;

/// One entry, for a node with three rows left: its children (at most 3) in bits 0–3, the nodes
/// two levels below it (at most 6) in bits 4–8, its solutions (at most 6) in bits 9–13. Each
/// field has room for the sum over the up to four children of a node.
pub(super) type Table = [u16; ENTRIES];

/// Where an entry's field of the nodes two levels down starts.
pub(super) const TWO_DOWN: u32 = 4;

/// Where an entry's field of solutions starts.
pub(super) const SOLUTIONS: u32 = 9;

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
                    let entry =
                        (bits & 7).count_ones() as u16 | pre << TWO_DOWN | solutions << SOLUTIONS;
                    assert!(table[i] == UNSET || table[i] == entry, "index {i}");
                    table[i] = entry;
                }
            }
        }
    }
    table
}

/// The profile search for the rows below `node` on level `depth` (at most `n - 8`), adding the
/// nodes of each level below it to `levels`: the last seven rows in loops of their own, the
/// last three of them through the table. The caller has counted `node` itself and its children.
///
/// # Safety
/// The CPU must have `popcnt`, `bmi1` and `bmi2`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
pub(super) unsafe fn search(n: u32, mask: u32, depth: u32, node: Node, levels: &mut [u64; LEVELS]) {
    let three = table();
    let free_of = |node: Node| mask & !(node.cols | node.left | node.right);
    // The loop keeps its node in plain variables and the counts of the upper levels in an
    // array, so that what it touches per node fits in registers; arrays are indexed `& 63`,
    // which the compiler sees is in bounds. A node is pushed only if it has children left to
    // visit, with its level, and children without children of their own are not visited at
    // all. The last seven levels' counts add up in registers: nested loops there cost fewer
    // instructions than trips through the stack (cachegrind, count 14: 475 M with the stack
    // down to five rows left, 409 M down to seven).
    let mut stack = [[0u32; 5]; 64];
    let mut counts = [0u64; 64];
    let mut bottom = [0u64; 7];
    let seven = n as usize - 7;
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
        if d + 1 < seven {
            counts[(d + 2) & 63] += u64::from(child_free.count_ones());
            if child_free == 0 {
                continue;
            }
            // Written always, kept only if the node has children left: no branch to guess.
            stack[sp & 63] = [cols, left, right, free, d as u32];
            sp += usize::from(free != 0);
            d += 1;
            (cols, left, right, free) = (child.cols, child.left, child.right, child_free);
        } else {
            // Seven rows left: the nodes down to four rows left are settled in loops of their
            // own, not through the stack.
            bottom[0] += u64::from(child_free.count_ones());
            let mut f6 = child_free;
            while f6 != 0 {
                let bit = take_lowest(&mut f6);
                let six = child.place(bit);
                let free6 = free_of(six);
                bottom[1] += u64::from(free6.count_ones());
                let mut f5 = free6;
                while f5 != 0 {
                    let bit = take_lowest(&mut f5);
                    let five = six.place(bit);
                    let free5 = free_of(five);
                    bottom[2] += u64::from(free5.count_ones());
                    let mut f = free5;
                    while f != 0 {
                        let bit = take_lowest(&mut f);
                        let four = five.place(bit);
                        let counts = four_left(three, mask, four, free_of(four));
                        for (b, c) in bottom[3..].iter_mut().zip(counts) {
                            *b += c;
                        }
                    }
                }
            }
        }
    }
    for (k, b) in bottom.into_iter().enumerate() {
        counts[(seven + 1 + k) & 63] += b;
    }
    for (level, count) in levels.iter_mut().zip(counts) {
        *level += count;
    }
}

/// A node with four rows left, and its free squares: the nodes one, two, three and four levels
/// down. Its children (three rows left each) are looked up in the three-row table, whose index
/// pairs two of its sources in each 64-bit `pext`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
#[inline]
fn four_left(three: &Table, mask: u32, node: Node, free: u32) -> [u64; 4] {
    use std::arch::x86_64::{_pext_u32, _pext_u64};
    let rest = mask & !node.cols;
    let (l, r) = (node.left, node.right);
    let (a2, a3, a4) = ((l << 1) | (r >> 1), (l << 2) | (r >> 2), (l << 3) | (r >> 3));
    let (mut f, mut below) = (free, 0u32);
    while f != 0 {
        let bit = take_lowest(&mut f);
        let rest3 = rest ^ bit;
        let open0 = rest3 & !(a2 | bit << 1 | bit >> 1);
        let open1 = !(a3 | bit << 2 | bit >> 2);
        let open2 = !(a4 | bit << 3 | bit >> 3);
        let rests = u64::from(rest3) * 0x1_0000_0001;
        let low = _pext_u64(u64::from(open0) | u64::from(open1) << 32, rests);
        let high = _pext_u64(u64::from(open2) | u64::from(rest3 & (rest3 >> 1)) << 32, rests);
        let two = _pext_u32(rest3 & (rest3 >> 2), rest3);
        let i = (low as u32 | (high as u32) << 6 | two << 11) as usize & (ENTRIES - 1);
        below += u32::from(three[i]);
    }
    let field = |at: u32, bits: u32| u64::from(below >> at & ((1 << bits) - 1));
    [
        u64::from(free.count_ones()),
        field(0, TWO_DOWN),
        field(TWO_DOWN, SOLUTIONS - TWO_DOWN),
        field(SOLUTIONS, 5),
    ]
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
