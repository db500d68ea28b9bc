//! Counting solutions only, with every symmetry of the square.
//!
//! A solution has exactly one queen on each of the four border lines: row 0, the last row,
//! column 0 and the last column. Those (up to four) queens are its *frame*. The eight
//! symmetries of the square (four rotations, each with or without a reflection) map border
//! lines to border lines, so they map the frame of a solution to the frame of its image, and
//! the number of solutions with a given frame is the same for every frame in the frame's
//! orbit. So the count is a sum over orbits of frames: one frame from each orbit, searched with
//! its queens pre-placed, its solutions counted once for every distinct image of the frame (1,
//! 2, 4 or 8 of them). Which image is searched is free: the one whose first rows hold the
//! fewest placements, since the search goes down the rows and prunes sooner there. Nothing
//! about the solutions' own symmetry needs checking, and the frames are independent parts for
//! the threads and shards.
//!
//! The search inside a frame places queens on the rows the frame leaves free, in the columns
//! it leaves free, with the frame's diagonals marked per row beforehand: it is the textbook
//! bitboard search on a board some four rows and columns smaller, and only about one frame in
//! eight is searched at all. Where its last three free rows follow each other, they are
//! looked up in the profile's table (`super::bottom`) instead. This is the method of the start
//! constellations of Queens@TUD and NQueensFAF (there with more queens pre-placed); the code
//! is this project's.

use super::take_lowest;
use super::{bottom, Control, Shard};
use std::sync::atomic::{AtomicBool, Ordering};

/// Boards smaller than this are counted by the profile search: their frames are mostly
/// corners shared by two border lines, and there is nothing to gain.
pub const MIN_N: u32 = 6;

/// How many rows of a frame's search are walked to guess its size.
const PROBE_ROWS: usize = 3;

/// A frame of the board to search (a rim: the queens on its border), as the search inside
/// needs them.
#[derive(Debug, Clone)]
pub struct Rim {
    /// How many solutions each solution inside stands for: the frame's distinct images.
    pub weight: u64,
    /// The nodes of the first `PROBE_ROWS` rows of its search: a guess at its size.
    pub guess: u64,
    /// The columns the frame takes.
    cols: u32,
    /// Per free row, in order: the squares the frame's queens attack diagonally.
    blocked: Vec<u32>,
    /// Per free row but the last: how many rows down the next free row is.
    gap: Vec<u32>,
}

/// A frame as the column of the queen on row 0 (`top`), on the last row (`bottom`), and the
/// row of the queen on column 0 (`left`) and on the last column (`right`).
type Border = [u32; 4];

/// The frames of the `n`×`n` board, one per orbit of the symmetries (the orbit's cheapest
/// image to search), each with its weight; in a fixed order (by the orbit's smallest image).
pub fn frames(n: u32) -> Vec<Rim> {
    assert!(n >= MIN_N, "frames of n={n}");
    let mut frames = Vec::new();
    for top in 0..n {
        for bottom in 0..n {
            for left in 0..n {
                for right in 0..n {
                    let border = [top, bottom, left, right];
                    let Some(squares) = queens(n, border) else {
                        continue;
                    };
                    let images = images(n, &squares);
                    // One frame per orbit: the one that is the smallest of its images.
                    if images.iter().all(|image| border <= *image) {
                        let mut distinct = images;
                        distinct.sort_unstable();
                        let mut len = 1;
                        for i in 1..distinct.len() {
                            if distinct[i] != distinct[len - 1] {
                                distinct[len] = distinct[i];
                                len += 1;
                            }
                        }
                        let distinct = &distinct[..len];
                        let weight = len as u64;
                        // Every image has as many solutions, but the search, which goes down
                        // the rows, prunes some sooner than others: search the image whose
                        // first rows hold the fewest placements.
                        let best = distinct
                            .iter()
                            .map(|&image| {
                                let queens = queens(n, image).expect("an image of a frame");
                                let mut f = frame(n, &queens, weight);
                                f.guess = f.estimate(n, PROBE_ROWS);
                                (f.guess, image, f)
                            })
                            .min_by_key(|(nodes, image, _)| (*nodes, *image))
                            .expect("a frame is an image of itself");
                        frames.push(best.2);
                    }
                }
            }
        }
    }
    frames
}

/// The squares `(row, col)` of the frame's queens (a corner queen sits on two lines), if they
/// form a frame: each line's queen on that line, no two queens attacking each other.
///
/// In an array rather than a `Vec`: this runs for each of the `n`⁴ borders, and at n=16 the
/// allocations were a tenth of the frames' making, itself some 3% of the whole count.
fn queens(n: u32, [top, bottom, left, right]: Border) -> Option<Queens> {
    let last = n - 1;
    let mut all = [(0, top), (last, bottom), (left, 0), (right, last)];
    all.sort_unstable();
    let mut queens = Queens { squares: [(0, 0); 4], len: 0 };
    for square in all {
        if queens.len == 0 || queens.squares[queens.len - 1] != square {
            queens.squares[queens.len] = square;
            queens.len += 1;
        }
    }
    // A queen on a second border line must be that line's queen too.
    for &(r, c) in queens.iter() {
        let ok = (r != 0 || c == top)
            && (r != last || c == bottom)
            && (c != 0 || r == left)
            && (c != last || r == right);
        if !ok {
            return None;
        }
    }
    for (a, &(r1, c1)) in queens.iter().enumerate() {
        for &(r2, c2) in &queens[a + 1..] {
            if r1 == r2 || c1 == c2 || r1.abs_diff(r2) == c1.abs_diff(c2) {
                return None;
            }
        }
    }
    Some(queens)
}

/// The two to four squares of a frame's queens, sorted (see [`queens`]).
#[derive(Clone, Copy)]
struct Queens {
    squares: [(u32, u32); 4],
    len: usize,
}

impl std::ops::Deref for Queens {
    type Target = [(u32, u32)];
    fn deref(&self) -> &[(u32, u32)] {
        &self.squares[..self.len]
    }
}

/// A symmetry of the square: `(last, row, col)` to the image's `(row, col)`.
type Symmetry = fn(u32, u32, u32) -> (u32, u32);

/// The frame's images under the eight symmetries, as borders.
fn images(n: u32, queens: &[(u32, u32)]) -> [Border; 8] {
    let last = n - 1;
    let maps: [Symmetry; 8] = [
        |_, r, c| (r, c),
        |l, r, c| (c, l - r),
        |l, r, c| (l - r, l - c),
        |l, r, c| (l - c, r),
        |l, r, c| (r, l - c),
        |l, r, c| (l - r, c),
        |_, r, c| (c, r),
        |l, r, c| (l - c, l - r),
    ];
    maps.map(|map| {
        let mut border = [0; 4];
        for &(r, c) in queens {
            let (r, c) = map(last, r, c);
            if r == 0 {
                border[0] = c;
            }
            if r == last {
                border[1] = c;
            }
            if c == 0 {
                border[2] = r;
            }
            if c == last {
                border[3] = r;
            }
        }
        border
    })
}

/// The search data of a frame: its columns, and for each free row the diagonals its queens
/// attack there.
fn frame(n: u32, queens: &[(u32, u32)], weight: u64) -> Rim {
    let cols = queens.iter().fold(0, |cols, &(_, c)| cols | 1 << c);
    let rows: Vec<u32> = (0..n).filter(|r| queens.iter().all(|&(qr, _)| qr != *r)).collect();
    let blocked = rows
        .iter()
        .map(|&r| {
            queens.iter().fold(0u32, |bits, &(qr, qc)| {
                let d = r.abs_diff(qr);
                let mut bits = bits;
                if qc + d < n {
                    bits |= 1 << (qc + d);
                }
                if d <= qc {
                    bits |= 1 << (qc - d);
                }
                bits
            })
        })
        .collect();
    let gap = rows.windows(2).map(|w| w[1] - w[0]).collect();
    Rim { weight, guess: 0, cols, blocked, gap }
}

impl Rim {
    /// The solutions with this frame (not weighted), or `None` if `stop` was set meanwhile.
    pub fn solutions(&self, n: u32, stop: &AtomicBool) -> Option<u64> {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
        {
            if std::arch::is_x86_feature_detected!("bmi2") {
                // SAFETY: the CPU has the instructions.
                return unsafe { self.solutions_table(n, stop) };
            }
            // SAFETY: the CPU has the instructions.
            return unsafe { self.solutions_x86(n, stop) };
        }
        self.solutions_body::<false>(n, stop, |_, _, _, _| 0, None::<fn(u32, u32, u32, u32) -> u64>)
    }

    /// [`Rim::solutions`] compiled with `popcnt` and `bmi1` (see `Search::bottom_x86` in
    /// the parent).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1")]
    unsafe fn solutions_x86(&self, n: u32, stop: &AtomicBool) -> Option<u64> {
        self.solutions_body::<false>(n, stop, |_, _, _, _| 0, None::<fn(u32, u32, u32, u32) -> u64>)
    }

    /// [`Rim::solutions`] with `bmi2` too, whose `pext` settles the last three rows in the
    /// profile's table when they are consecutive (`super::bottom`): the index gathered from
    /// the rows packed in one word where the board is narrow enough, else row by row.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2")]
    unsafe fn solutions_table(&self, n: u32, stop: &AtomicBool) -> Option<u64> {
        use bottom::Packed;
        let mask = super::board_mask(n);
        if n <= Packed::MAX_N {
            let three = bottom::table();
            let rows = self.blocked.len();
            // The frame's attacks on the last three rows, for a node with four rows left.
            let frame = match rows {
                5.. => Packed::rows([3, 2, 1].map(|k| self.blocked[rows - k])),
                _ => 0,
            };
            let four = move |cols, left, right, free| {
                let node = super::Node { cols, left, right };
                bottom::four_left_solutions(three, mask, node, free, frame)
            };
            return self.solutions_body::<true>(
                n,
                stop,
                |rest, l, r, blocked| {
                    let rows = Packed::attacks::<0>(l & mask, r) | Packed::rows(blocked);
                    Packed::index(rest, rows)
                },
                Some(four),
            );
        }
        self.solutions_body::<true>(
            n,
            stop,
            |rest, l, r, [b0, b1, b2]| {
                let rows = [l | r | b0, (l << 1) | (r >> 1) | b1, (l << 2) | (r >> 2) | b2];
                bottom::index(|a, b| std::arch::x86_64::_pext_u32(a, b), rest, rows)
            },
            None::<fn(u32, u32, u32, u32) -> u64>,
        )
    }

    /// The search; with `TABLE`, the last three rows, if no frame queen sits between them, are
    /// looked up rather than searched, at `index(free columns, "\\" and "/" attacks on the
    /// first of them, the frame's attacks on the three)`.
    #[inline(always)]
    fn solutions_body<const TABLE: bool>(
        &self,
        n: u32,
        stop: &AtomicBool,
        index: impl Fn(u32, u32, u32, [u32; 3]) -> usize,
        four: Option<impl Fn(u32, u32, u32, u32) -> u64>,
    ) -> Option<u64> {
        let mask = super::board_mask(n);
        let rows = self.blocked.len();
        if rows == 0 {
            return Some(1);
        }
        // The rows' data in fixed arrays indexed `& 31`, which the compiler sees are in
        // bounds: no checks in the loop.
        let mut blocked = [0u32; 32];
        let mut gap = [0u32; 32];
        blocked[..rows].copy_from_slice(&self.blocked);
        gap[..rows - 1].copy_from_slice(&self.gap);
        let free_at =
            |d: usize, cols: u32, ld: u32, rd: u32| mask & !(cols | ld | rd | blocked[d & 31]);
        // A node two free rows from the end has two free columns, `a` and `b`: its child on
        // `a` (if `a` is free in its row) is a solution exactly when `b` is free on the last
        // row, and the same for `b`. Settled without branches, since which way they go is
        // anyone's guess.
        let first = free_at(0, self.cols, 0, 0);
        if rows == 1 {
            return Some(u64::from(first.count_ones()));
        }
        let (pre, last) = (rows - 2, rows - 1);
        let pre_leaf = |cols: u32, ld: u32, rd: u32, free: u32| {
            let rest = mask & !cols;
            let a = rest & rest.wrapping_neg();
            let b = rest ^ a;
            let s = gap[pre & 31];
            let one = |bit: u32, other: u32| {
                let attacked = ((ld | bit) << s) | ((rd | bit) >> s) | blocked[last & 31];
                u64::from(free & bit != 0) & u64::from(other & !attacked != 0)
            };
            one(a, b) + one(b, a)
        };
        if rows == 2 {
            return Some(pre_leaf(self.cols, 0, 0, first));
        }
        // A loop over an explicit stack, down to the nodes three free rows from the end, whose
        // children are settled by `pre_leaf`. Rows far from the bottom look at the stop flag
        // when they are left.
        let check_below = rows.saturating_sub(12);
        let three = rows.wrapping_sub(3);
        let consecutive = rows >= 4 && gap[three & 31] == 1 && gap[pre & 31] == 1;
        // Four free rows left, one after another: their nodes are settled by `four`, if given.
        let four_rows = rows.wrapping_sub(4);
        let four = four.filter(|_| rows >= 5 && consecutive && gap[four_rows & 31] == 1);
        // And with up to seven rows left, one after another, a node's descendants down to four
        // rows left come from nested loops here rather than through the stack: `nested` rows
        // (5 to 7, or 0 for none).
        let run = (1..rows).rev().take_while(|&row| gap[(row - 1) & 31] == 1).count() + 1;
        let nested = if four.is_some() && run >= 5 { run.min(7) } else { 0 };
        let nested_rows = rows.wrapping_sub(nested);
        // Calls `each` with every child of a node (`free`, the squares of their row, whose next
        // free row is `row`), as `(cols, left, right, free)`.
        #[inline(always)]
        fn children(
            free_at: &impl Fn(usize, u32, u32, u32) -> u32,
            [c, l, r, free]: [u32; 4],
            row: usize,
            mut each: impl FnMut([u32; 4]),
        ) {
            let mut f = free;
            while f != 0 {
                let bit = take_lowest(&mut f);
                let (c, l, r) = (c | bit, (l | bit) << 1, (r | bit) >> 1);
                each([c, l, r, free_at(row, c, l, r)]);
            }
        }
        let table = bottom::table();
        let mut stack = [[0u32; 5]; 32];
        let (mut d, mut cols, mut ld, mut rd, mut free) = (0usize, self.cols, 0u32, 0u32, first);
        let (mut sp, mut found) = (0usize, 0u64);
        loop {
            if free == 0 {
                if sp == 0 {
                    break;
                }
                sp -= 1;
                let row;
                [cols, ld, rd, free, row] = stack[sp & 31];
                d = row as usize;
                if d < check_below && stop.load(Ordering::Relaxed) {
                    return None;
                }
                continue;
            }
            let bit = take_lowest(&mut free);
            let s = gap[d & 31];
            let (c, l, r) = (cols | bit, (ld | bit) << s, (rd | bit) >> s);
            let next = free_at(d + 1, c, l, r);
            if d + 1 == pre {
                found += pre_leaf(c, l, r, next);
            } else if let Some(four) = four.as_ref().filter(|_| d + 1 == nested_rows) {
                let (five, six) = (rows - 4, rows - 5);
                let mut five_left = |node: [u32; 4]| {
                    children(&free_at, node, five, |[c, l, r, f]| found += four(c, l, r, f));
                };
                let node = [c, l, r, next];
                match nested {
                    7 => children(&free_at, node, rows - 6, |node| {
                        children(&free_at, node, six, &mut five_left)
                    }),
                    6 => children(&free_at, node, six, five_left),
                    _ => five_left(node),
                }
            } else if let Some(four) = four.as_ref().filter(|_| d + 1 == four_rows) {
                found += four(c, l, r, next);
            } else if TABLE && consecutive && d + 1 == three {
                let frame = [blocked[three & 31], blocked[pre & 31], blocked[last & 31]];
                found += u64::from(table[index(mask & !c, l, r, frame)] >> bottom::SOLUTIONS);
            } else if next != 0 {
                // A node is kept on the stack only if it has children left to visit (written
                // always, kept or not without a branch), with its row.
                stack[sp & 31] = [cols, ld, rd, free, d as u32];
                sp += usize::from(free != 0);
                d += 1;
                (cols, ld, rd, free) = (c, l, r, next);
            }
        }
        Some(found)
    }
}

/// Counts the solutions of the frames of `shard` (all of them for `None`) on `threads`
/// threads; `None` if `control` was stopped. `n` is at least [`MIN_N`].
pub fn count(n: u32, threads: usize, shard: Option<Shard>, control: &Control) -> Option<u64> {
    let mut frames = frames(n);
    if let Some(shard) = shard {
        let guesses: Vec<u64> = frames.iter().map(|f| f.guess).collect();
        frames = shard.keep(frames, &guesses);
    }
    // The big frames first, so that no thread is left with one when the others are done.
    frames.sort_by_key(|f| std::cmp::Reverse(f.guess));
    let total = super::run_parts(&frames, threads, control, |frame, levels| {
        let found = frame.solutions(n, &control.stop)?;
        levels[0] += frame.weight * found;
        Some(0)
    })?;
    Some(total.levels[0])
}

impl Rim {
    /// The nodes of the search inside the frame down to `rows` free rows: a cheap guess at
    /// the size of the whole search.
    fn estimate(&self, n: u32, rows: usize) -> u64 {
        if rows == 3 && self.blocked.len() >= 3 {
            return self.estimate_three(super::board_mask(n));
        }
        self.walk(n, rows)
    }

    /// [`Rim::estimate`], walked recursively for any number of rows.
    fn walk(&self, n: u32, rows: usize) -> u64 {
        fn walk(f: &Rim, mask: u32, d: usize, rows: usize, [c, l, r]: [u32; 3]) -> u64 {
            if rows == 0 || d == f.blocked.len() {
                return 1;
            }
            let mut free = mask & !(c | l | r | f.blocked[d]);
            if rows == 1 {
                // Each child is one node: no need to make them.
                return 1 + u64::from(free.count_ones());
            }
            let s = f.gap.get(d).copied().unwrap_or(0);
            let mut nodes = 1;
            while free != 0 {
                let bit = take_lowest(&mut free);
                nodes += walk(f, mask, d + 1, rows - 1, [c | bit, (l | bit) << s, (r | bit) >> s]);
            }
            nodes
        }
        let mask = super::board_mask(n);
        walk(self, mask, 0, rows, [self.cols, 0, 0])
    }

    /// [`Rim::estimate`] of three rows, for a frame with three free rows or more, as two plain
    /// loops: each of the `n`⁴ / 8 or so orbits guesses all its images (up to eight) to pick
    /// one, and the recursive walk was half the frames' making (at n=16, 147 M instructions
    /// of 322 M; the whole run is 8.9 G). Its nodes are the root, its children, their
    /// children, and theirs, counted without making them.
    fn estimate_three(&self, mask: u32) -> u64 {
        let [b0, b1, b2] = [self.blocked[0], self.blocked[1], self.blocked[2]];
        let [s0, s1] = [self.gap[0], self.gap[1]];
        let mut f0 = mask & !(self.cols | b0);
        let mut nodes = 1 + u64::from(f0.count_ones());
        while f0 != 0 {
            let bit = take_lowest(&mut f0);
            let (c, l, r) = (self.cols | bit, bit << s0, bit >> s0);
            let mut f1 = mask & !(c | l | r | b1);
            nodes += u64::from(f1.count_ones());
            while f1 != 0 {
                let bit = take_lowest(&mut f1);
                let (c, l, r) = (c | bit, (l | bit) << s1, (r | bit) >> s1);
                nodes += u64::from((mask & !(c | l | r | b2)).count_ones());
            }
        }
        nodes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_cover_every_frame_once() {
        // Summed over orbits, the weights count every frame of the board.
        for n in MIN_N..=9 {
            let all = (0..n.pow(4))
                .filter(|&x| queens(n, [x % n, x / n % n, x / n / n % n, x / n / n / n]).is_some())
                .count() as u64;
            let weights: u64 = frames(n).iter().map(|f| f.weight).sum();
            assert_eq!(weights, all, "n={n}");
        }
    }

    #[test]
    fn the_three_row_guess_is_the_walks() {
        // The loops of `estimate_three` guess what the recursive walk does, for every frame,
        // so the images searched (and the order of the frames) are the walk's.
        for n in MIN_N..=11 {
            let mask = crate::count::board_mask(n);
            for f in frames(n).iter().filter(|f| f.blocked.len() >= 3) {
                assert_eq!(f.estimate_three(mask), f.walk(n, 3), "n={n}");
                assert_eq!(f.guess, f.walk(n, PROBE_ROWS), "n={n}");
            }
        }
    }
}
