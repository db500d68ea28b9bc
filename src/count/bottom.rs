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
//! The profile search goes one row further ([`Rows4`]): a node with four rows left has four
//! free columns, and below each of its children lies a three-row problem whose index follows
//! from which of the four the three rows below leave open (12 bits) and how the four are
//! spaced (64 classes). So one entry of a second table, of 2^18 entries of four bytes (1 MiB),
//! holds the counts under all four possible children, and the node's own free squares pick
//! the ones that are children: no loop over them, no branch. Gathering the bits is a handful
//! of `pext` instructions (BMI2, on x86-64 CPUs since 2013): so these paths are taken only when
//! the CPU has them, and the plain search of the parent module otherwise. Both give the same
//! counts; the tests compare them. The solutions count ([`super::solutions`]) uses the
//! three-row table too, for frames whose last three free rows follow each other.

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

/// The table of the last four rows: for a node with four rows left, the counts below each of
/// its four free columns `a < b < c < d`, were it to place its queen there.
pub(super) struct Rows4 {
    /// The spacing class (0 to 63) of the four columns, by [`spacing`]'s bits.
    classes: [u8; SPACINGS],
    /// By [`Rows4::index`]: four bytes, one per column in order, each holding the nodes under
    /// the child on that column one level down (at most 3, bits 0–1), two levels down (at most
    /// 6, bits 2–4) and three (the solutions, at most 6, bits 5–7). Added over the up to four
    /// children of a node, each field stays under 256.
    lanes: Box<[u32; LANES]>,
}

/// Entries of [`Rows4::lanes`]: 12 bits of open squares, 6 of spacing class.
const LANES: usize = 1 << 18;

/// Indices of [`Rows4::classes`]: the 11 bits [`spacing`] gives.
const SPACINGS: usize = 1 << 11;

/// The four-row table, built on first use (from the three-row one, in some milliseconds).
pub(super) fn rows4() -> &'static Rows4 {
    static ROWS4: OnceLock<Rows4> = OnceLock::new();
    ROWS4.get_or_init(build4)
}

/// What matters of the spacing of four free columns `rest`: for each column, whether the one
/// column, two and three to its right are free too (bits 0–2, 4–6 and 8–10; the last column's
/// bits are always 0). These say which columns are one, two or three apart, the distances at
/// which a queen attacks another within four rows.
fn spacing(pext: impl Fn(u32, u32) -> u32, rest: u32) -> usize {
    let near = |k: u32| pext(rest & (rest >> k), rest);
    (near(1) | near(2) << 4 | near(3) << 8) as usize
}

impl Rows4 {
    /// The index of the lanes of a node with four rows left: `open` says which of its four free
    /// columns (in order) the queens above leave open on the first, second and third row below
    /// it (bits 0–3, 4–7, 8–11), `class` is the spacing class of the four.
    fn index(open: u32, class: u8) -> usize {
        (open | u32::from(class) << 12) as usize & (LANES - 1)
    }
}

/// Every entry: for one set of four columns per spacing class (found on a board of 13, which
/// has them all: each gap 1, 2, 3 or more), each choice of open squares and each child, the
/// child's counts from the three-row table.
fn build4() -> Rows4 {
    let three = table();
    let mut classes = [u8::MAX; SPACINGS];
    let mut lanes: Box<[u32; LANES]> =
        vec![0; LANES].into_boxed_slice().try_into().expect("LANES entries");
    let mut count = 0u8;
    for rest in (0u32..1 << 13).filter(|r| r.count_ones() == 4) {
        let class = &mut classes[spacing(gather, rest)];
        if *class != u8::MAX {
            continue;
        }
        *class = count;
        count += 1;
        let cols: Vec<u32> = (0..13).filter(|&c| rest >> c & 1 == 1).collect();
        for (i, &queen) in cols.iter().enumerate() {
            // The child on `queen`: its three free columns, the spacing bits of its three-row
            // index, and for each row below it the open squares among the three, for each of
            // the 16 ways that row can leave the four open, less the child's own attacks.
            let others: Vec<(usize, u32)> =
                cols.iter().copied().enumerate().filter(|&(j, _)| j != i).collect();
            let rest3 = others.iter().fold(0, |r, &(_, c)| r | 1 << c);
            let spaced = index(gather, rest3, [0; 3]);
            let mut open3 = [[0u32; 16]; 3];
            for (row, open) in open3.iter_mut().enumerate() {
                for (four, three) in open.iter_mut().enumerate() {
                    for (k, &(j, c)) in others.iter().enumerate() {
                        if four >> j & 1 == 1 && queen.abs_diff(c) != row as u32 + 1 {
                            *three |= 1 << k;
                        }
                    }
                }
            }
            for (open, entry) in
                lanes[usize::from(*class) << 12..][..1 << 12].iter_mut().enumerate()
            {
                let rows = [open3[0][open & 15], open3[1][open >> 4 & 15], open3[2][open >> 8]];
                let below =
                    u32::from(three[spaced | (rows[0] | rows[1] << 3 | rows[2] << 6) as usize]);
                let lane = rows[0].count_ones() | (below & 0xff) << 2 | (below >> 8) << 5;
                *entry |= lane << (8 * i);
            }
        }
    }
    assert_eq!(count, 64, "spacing classes");
    Rows4 { classes, lanes }
}

/// For each set of the four bits of a node's free columns, the lanes of those columns.
const CHILD_LANES: [u32; 16] = {
    let mut lanes = [0; 16];
    let mut set = 0;
    while set < 16 {
        let mut i = 0;
        while i < 4 {
            if set >> i & 1 == 1 {
                lanes[set] |= 0xff << (8 * i);
            }
            i += 1;
        }
        set += 1;
    }
    lanes
};

/// The profile search for the rows below `node` on level `depth` (at most `n - 5`), adding the
/// nodes of each level below it to `levels`; the last four rows through the tables. The caller
/// has counted `node` itself and its children.
///
/// # Safety
/// The CPU must have `popcnt`, `bmi1` and `bmi2`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
pub(super) unsafe fn search(n: u32, mask: u32, depth: u32, node: Node, levels: &mut [u64; LEVELS]) {
    use std::arch::x86_64::{_pext_u32, _pext_u64};
    let rows4 = rows4();
    let pext = |src, mask| _pext_u32(src, mask);
    let free_of = |node: Node| mask & !(node.cols | node.left | node.right);
    // A node with four rows left, and its free squares: the nodes one, two, three and four
    // levels down. Two sources share a 64-bit `pext` where they can.
    let four_left = |node: Node, free: u32| {
        let rest = mask & !node.cols;
        let rests = u64::from(rest) | u64::from(rest) << 32;
        let pair = |low: u32, high: u32| _pext_u64(u64::from(low) | u64::from(high) << 32, rests);
        let open = |k: u32| !((node.left << k) | (node.right >> k));
        let rows = pair(open(1), open(2)) as u32 | pext(open(3), rest) << 8;
        let near = pair(rest & (rest >> 1), rest & (rest >> 2))
            | u64::from(pext(rest & (rest >> 3), rest)) << 8;
        let class = rows4.classes[near as usize & (SPACINGS - 1)];
        let lanes =
            rows4.lanes[Rows4::index(rows, class)] & CHILD_LANES[pext(free, rest) as usize & 15];
        // Each field of the four lanes added up in the top byte of one product.
        let sum = |field: u32| u64::from(field.wrapping_mul(0x0101_0101) >> 24);
        [
            u64::from(free.count_ones()),
            sum(lanes & 0x0303_0303),
            sum(lanes >> 2 & 0x0707_0707),
            sum(lanes >> 5 & 0x0707_0707),
        ]
    };
    // The loop keeps its node in plain variables and the counts of the upper levels in an
    // array, so that what it touches per node fits in registers; arrays are indexed `& 63`,
    // which the compiler sees is in bounds. A node is pushed only if it has children left to
    // visit, with its level, and children without children of their own are not visited at
    // all. The last four levels' counts add up in registers.
    let mut stack = [[0u32; 5]; 64];
    let mut counts = [0u64; 64];
    let mut bottom = [0u64; 4];
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
        if d + 1 < four {
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
            for (b, c) in bottom.iter_mut().zip(four_left(child, child_free)) {
                *b += c;
            }
        }
    }
    for (k, b) in bottom.into_iter().enumerate() {
        counts[(four + 1 + k) & 63] += b;
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

    /// The four-row table against a search of all orders of the four columns, for the columns
    /// placed every way on a board of 13 and, for each placement, every 37th choice of open
    /// squares (a different share each time, so that all 4096 are checked).
    #[test]
    fn the_four_row_table_counts_as_brute_force() {
        let rows4 = rows4();
        for (k, rest) in (0u32..1 << 13).filter(|r| r.count_ones() == 4).enumerate() {
            let cols: Vec<u32> = (0..13).filter(|&c| rest >> c & 1 == 1).collect();
            let class = rows4.classes[spacing(gather, rest)];
            for open in (k as u32 % 37..1 << 12).step_by(37) {
                // Whether row `r` (0 to 3) may hold the column `cols[i]`: row 0 is the node's
                // own row, whose free squares the caller masks.
                let may = |r: usize, i: usize| r == 0 || open >> (4 * (r - 1) + i) & 1 == 1;
                // The first `len` rows of `order` hold queens no queen attacks.
                let fine = |order: [usize; 4], len: usize| {
                    (0..len).all(|r| {
                        may(r, order[r])
                            && (0..r)
                                .all(|s| cols[order[r]].abs_diff(cols[order[s]]) != (r - s) as u32)
                    })
                };
                // Per first column: the orders whose first two, three, four rows are fine. A
                // path of two rows is the start of two orders, one of three or four of one.
                let mut want = [[0u32; 3]; 4];
                for (a, paths) in want.iter_mut().enumerate() {
                    for b in (0..4).filter(|&b| b != a) {
                        for c in (0..4).filter(|&c| c != a && c != b) {
                            let order = [a, b, c, 6 - a - b - c];
                            for len in 2..=4 {
                                paths[len - 2] += u32::from(fine(order, len));
                            }
                        }
                    }
                }
                let want = want.iter().enumerate().fold(0, |e, (i, [two, three, four])| {
                    e | ((two / 2) | (three << 2) | (four << 5)) << (8 * i)
                });
                let got = rows4.lanes[Rows4::index(open, class)];
                assert_eq!(got, want, "columns {cols:?}, open {open:#05x}");
            }
        }
    }
}
