//! The last rows of the profile search, looked up in tables instead of searched.
//!
//! Nearly all the nodes of the tree are in its last few rows, and a search there spends most of
//! its time on loops that run zero, one or two times, whose ends the CPU cannot predict. But a
//! node with three rows left has only three free columns `a < b < c`, and what lies below it
//! depends on little: which of the three each of the last three rows leaves open to the queens
//! above (nine bits), and which pairs of the three are one or two columns apart (so that a
//! queen on one attacks the other a row or two down; four bits, in six). Those bits index a
//! table that holds, for each, the nodes two levels down and the solutions, built once by brute
//! force over small boards: of its 32,768 entries of two bytes, 9 blocks of 512 (one per
//! spacing of the three columns) are ever read, 9 KiB, which stays in the first-level cache.
//!
//! The profile search settles a node with four rows left in a short loop over its children,
//! each one look-up. A table of four rows (one entry for all four children at once, which an
//! earlier version had) needs a megabyte: more than a core's second-level cache on some
//! CPUs (512 KiB on AMD's Zen 3), and there it took twice as long. The three rows below a node
//! are packed in one word ([`Packed`]), so a child's index is two `pext` instructions (BMI2,
//! on x86-64 CPUs since 2013) and its entry goes into the sums by one `pdep`: these paths are
//! taken only when the CPU has them, and the plain search of the parent module otherwise. Both
//! give the same counts; the tests compare them. The solutions count ([`super::solutions`])
//! uses the table too, for frames whose last three (or four, or five) free rows follow each
//! other.

use super::take_lowest;
use super::{Node, LEVELS};
use std::sync::OnceLock;

/// Entries of the table: 2^15 indices (see [`index`]), of which 9 blocks of 512 are used, one
/// per spacing of the three columns: 9 KiB of it is ever read.
pub(super) const ENTRIES: usize = 1 << 15;

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

/// The index of a node with three rows left and free columns `rest` (`a < b < c`):
/// `attacked[r]` are the squares of its `r`-th row below that the queens above attack (row 0
/// its own row). Bits 0–8 say which of `a`, `b`, `c` are attacked in each row; bits 9–10
/// whether `a + 1`, `b + 1` are free columns, bits 12–13 whether `a + 2`, `b + 2` are (`c + 1`
/// and `c + 2` never are, so bits 11 and 14 are always 0). [`Packed`] computes the same index
/// in fewer instructions.
#[inline(always)]
pub(super) fn index(pext: impl Fn(u32, u32) -> u32, rest: u32, attacked: [u32; 3]) -> usize {
    let f0 = pext(attacked[0], rest);
    let f1 = pext(attacked[1], rest);
    let f2 = pext(attacked[2], rest);
    let one = pext(rest & (rest >> 1), rest);
    let two = pext(rest & (rest >> 2), rest);
    (f0 | f1 << 3 | f2 << 6 | one << 9 | two << 12) as usize & (ENTRIES - 1)
}

/// Every entry, from the three free columns placed every way they can be on a board of 8 (which
/// has every spacing that matters: 1, 2 and more) and every choice of open squares. Two
/// placements with the same index must agree; the assertion says so.
fn build() -> Box<Table> {
    const UNSET: u16 = u16::MAX;
    let mut table: Box<Table> =
        vec![UNSET; ENTRIES].into_boxed_slice().try_into().expect("ENTRIES");
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
                    // The attacked squares of a row: the three columns' that are not open.
                    let attacked = |row: usize| {
                        (0..3).fold(0, |o, i| o | (!bits >> (3 * row + i) & 1) << cols[i])
                    };
                    let i = index(gather, rest, [attacked(0), attacked(1), attacked(2)]);
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

/// The three rows below a node packed into one `u64`, 21 bits each, so that one `pext`
/// gathers the nine bits of [`index`] that say which of the three free columns are attacked
/// in each row. Shifts of a whole word move the three rows at once, a multiplication by a
/// constant spreads one row's attacks into all three lanes, and what a right shift moves from
/// one lane into the top of the one below lands on columns 18 and up, outside the boards it
/// is used for (up to [`Packed::MAX_N`]), which the gathering ignores.
pub(super) struct Packed;

impl Packed {
    /// The largest board the lanes hold: a "\\" attack three rows down stays inside 64 bits,
    /// and what a right shift carries from a lane into the one below (bits 18 and up of a
    /// lane, for attacks from one row down on) reaches no column of the board.
    pub(super) const MAX_N: u32 = 18;
    const LANE: u32 = 21;
    /// One bit per lane: times a row, the row in every lane.
    const EVERY: u64 = 1 | 1 << Self::LANE | 1 << (2 * Self::LANE);
    /// Times the "/" attacks on a row, then shifted right by 2: those zero, one and two rows
    /// further down (shifted right by 0, 1 and 2).
    const RIGHT: u64 = 4 | 2 << Self::LANE | 1 << (2 * Self::LANE);

    /// The attacks of `left` and `right` (on some row, `left` inside the board) on the three
    /// rows `FIRST`, `FIRST + 1` and `FIRST + 2` below it, in the three lanes.
    #[inline(always)]
    pub(super) const fn attacks<const FIRST: u32>(left: u32, right: u32) -> u64 {
        let spread = (1 | 2 << Self::LANE | 4 << (2 * Self::LANE)) << FIRST;
        ((left as u64) * spread) | (((right as u64) * Self::RIGHT) >> (2 + FIRST))
    }

    /// Three rows, one per lane.
    #[inline(always)]
    pub(super) fn rows([a, b, c]: [u32; 3]) -> u64 {
        u64::from(a) | u64::from(b) << Self::LANE | u64::from(c) << (2 * Self::LANE)
    }

    /// [`index`] for free columns `rest` and the three rows' attacks `attacked` (from
    /// [`Packed::attacks`]). The spacing bits come from a second `pext`, of `rest` shifted
    /// right by one (low half) and by two (high half) under `rest`: a column is kept where the
    /// column one (two) to its right is free, which is [`index`]'s `rest & (rest >> 1)`.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2")]
    #[inline]
    pub(super) fn index(rest: u32, attacked: u64) -> usize {
        use std::arch::x86_64::_pext_u64;
        let rest = u64::from(rest);
        let rows = _pext_u64(attacked, rest * Self::EVERY);
        // (rest + rest << 31) >> 1 is rest >> 1 with rest << 30 above it, which is rest >> 2
        // in the high half (and, below it, rest's two lowest columns in bits 30 and 31, which
        // no board reaches).
        let shifted = (rest * (1 | 1 << 31)) >> 1;
        let pairs = _pext_u64(shifted, rest * (1 | 1 << 32));
        (rows | pairs << 9) as usize & (ENTRIES - 1)
    }

    /// [`Packed::attacks`]`::<1>` of a queen on each column: what a child adds to its parent's.
    const QUEEN: [u64; 32] = {
        let mut queen = [0; 32];
        let mut col = 0;
        while col < Self::MAX_N {
            let bit = 1u32 << col;
            queen[col as usize] = Self::attacks::<1>(bit, bit);
            col += 1;
        }
        queen
    };
}

/// Where [`four_left`]'s sum puts each count, 16 bits each: the nodes with three rows left
/// (field 0), then the table's three fields, spread by one `pdep` of the entry.
const SPREAD: u64 = 0xf << 16 | 0x1f << 32 | 0x1f << 48;

/// The profile search for the rows below `node` on level `depth` (at most `n - 8`), adding the
/// nodes of each level below it to `levels`: the last seven rows in loops of their own, the
/// last three of them through the table. The caller has counted `node` itself and its children.
/// With `PACKED` (for `n` up to [`Packed::MAX_N`]), the table's index is gathered from rows
/// packed in one word.
///
/// # Safety
/// The CPU must have `popcnt`, `bmi1` and `bmi2`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
pub(super) unsafe fn search<const PACKED: bool>(
    n: u32,
    mask: u32,
    depth: u32,
    node: Node,
    levels: &mut [u64; LEVELS],
) {
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
            // own, not through the stack; the four levels below that add up in the 16-bit
            // fields of one word (at most 7 · 6 · 5 · 4 nodes with three rows left, each with
            // at most 6 below it, fit).
            bottom[0] += u64::from(child_free.count_ones());
            let mut fields = 0u64;
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
                        fields += four_left::<PACKED>(three, mask, four, free_of(four));
                    }
                }
            }
            for (k, b) in bottom[3..].iter_mut().enumerate() {
                *b += fields >> (16 * k) & 0xffff;
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
/// down, in the 16-bit fields of [`SPREAD`]. Its children (three rows left each) are looked up
/// in the three-row table, the entries spread into the fields by `pdep`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
#[inline]
fn four_left<const PACKED: bool>(three: &Table, mask: u32, node: Node, free: u32) -> u64 {
    use std::arch::x86_64::{_pdep_u64, _pext_u32};
    let mut fields = u64::from(free.count_ones());
    if PACKED {
        children(three, mask, node, free, 0, |entry| fields += _pdep_u64(entry.into(), SPREAD));
    } else {
        let rest = mask & !node.cols;
        let (l, r) = (node.left & mask, node.right);
        let mut f = free;
        while f != 0 {
            let bit = take_lowest(&mut f);
            let (l, r) = (l | bit, r | bit);
            let rows = [(l << 1) | (r >> 1), (l << 2) | (r >> 2), (l << 3) | (r >> 3)];
            let i = index(|a, b| _pext_u32(a, b), rest ^ bit, rows);
            fields += _pdep_u64(u64::from(three[i]), SPREAD);
        }
    }
    fields
}

/// The solutions under a node of a frame's search ([`super::solutions`]) with four free rows
/// left, one after another, and its free squares; `frame` holds the squares the frame's queens
/// attack on the last three rows ([`Packed::rows`]). `n` is at most [`Packed::MAX_N`].
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
#[inline]
pub(super) fn four_left_solutions(
    three: &Table,
    mask: u32,
    node: Node,
    free: u32,
    frame: u64,
) -> u64 {
    // Four entries add up without a carry between their fields (see `Table`).
    let mut sum = 0u32;
    children(three, mask, node, free, frame, |entry| sum += u32::from(entry));
    u64::from(sum >> SOLUTIONS)
}

/// Looks up the children of a node with four rows left (`free`, the squares of their row) in
/// the three-row table, with the rows packed ([`Packed`]; `n` at most [`Packed::MAX_N`]), and
/// hands each entry to `add`. `frame`: more attacked squares on the three rows below theirs.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
#[inline]
fn children(three: &Table, mask: u32, node: Node, free: u32, frame: u64, mut add: impl FnMut(u16)) {
    let rest = mask & !node.cols;
    // The node's attacks on the three rows below its children, once; each child adds its own
    // queen's.
    let attacked = Packed::attacks::<1>(node.left & mask, node.right) | frame;
    let mut f = free;
    while f != 0 {
        let col = f.trailing_zeros();
        let bit = take_lowest(&mut f);
        let rows = attacked | Packed::QUEEN[col as usize & 31];
        add(three[Packed::index(rest ^ bit, rows)]);
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
