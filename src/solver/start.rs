//! The teacher's start: queens already on the first rows when the search begins, checked to
//! be a legal position, and a random one drawn from a seed.

use crate::event::{Conflict, Position, MAX_N};
use std::fmt;

/// Why a start cannot begin a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartError {
    /// `queens` queens on a board of `n` rows leave no row to search below them.
    TooMany {
        /// The queens of the start.
        queens: usize,
        /// The board size.
        n: u32,
    },
    /// More queens than a start holds ([`Position::MAX`]).
    Longer {
        /// The queens of the start.
        queens: usize,
    },
    /// The queen of row `row` stands on column `col`, off the `n`×`n` board.
    OffBoard {
        /// Its row.
        row: u32,
        /// Its column.
        col: u32,
        /// The board size.
        n: u32,
    },
    /// The queen on `(row, col)` is attacked by the queen at `queen` along `how`.
    Attacked {
        /// Its row.
        row: u32,
        /// Its column.
        col: u32,
        /// The queen above that attacks it (the topmost).
        queen: (u32, u32),
        /// How.
        how: Conflict,
    },
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StartError::TooMany { queens, n } => write!(
                f,
                "a start of {queens} queens leaves no row to search on a {n}×{n} board: give at most {}",
                n.saturating_sub(1)
            ),
            StartError::Longer { queens } => write!(
                f,
                "a start of {queens} queens is longer than a trace's start holds: give at most {}",
                Position::MAX
            ),
            StartError::OffBoard { row, col, n } => write!(
                f,
                "the start's queen of row {row} is on column {col}, off the {n}×{n} board: columns are 0 to {}",
                n - 1
            ),
            StartError::Attacked { row, col, queen: (qr, qc), how } => write!(
                f,
                "the start's queen at ({row},{col}) is attacked by the queen at ({qr},{qc}) along the {how}: a start must be a legal position"
            ),
        }
    }
}

impl std::error::Error for StartError {}

/// Checks that `cols` (the column of the queen on each of the first rows) is a legal start on
/// the `n`×`n` board: fewer queens than rows, on the board, none attacking another.
pub fn check(n: u32, cols: &[u32]) -> Result<(), StartError> {
    if cols.len() >= n as usize {
        return Err(StartError::TooMany { queens: cols.len(), n });
    }
    if cols.len() > Position::MAX {
        return Err(StartError::Longer { queens: cols.len() });
    }
    for (row, &col) in cols.iter().enumerate() {
        let row = row as u32;
        if col >= n {
            return Err(StartError::OffBoard { row, col, n });
        }
        let attacker = cols[..row as usize].iter().enumerate().find_map(|(r, &c)| {
            crate::problem::nqueens::attack((r as u32, c), (row, col))
                .map(|how| ((r as u32, c), how))
        });
        if let Some((queen, how)) = attacker {
            return Err(StartError::Attacked { row, col, queen, how });
        }
    }
    Ok(())
}

/// A legal start of `queens` queens on the `n`×`n` board, the same for the same `seed` on
/// every platform: row by row, the columns are tried in an order shuffled by a splitmix64
/// generator, backing up where a row has no free square. Fails only when `queens` leaves no
/// row to search (`queens >= n`).
///
/// ```
/// use nqueens_trace::solver::random_start;
///
/// let start = random_start(8, 3, 42).unwrap();
/// assert_eq!(start.len(), 3);
/// assert_eq!(start, random_start(8, 3, 42).unwrap());
/// assert!(random_start(4, 4, 1).is_err());
/// ```
pub fn random_start(n: u32, queens: u32, seed: u64) -> Result<Vec<u32>, StartError> {
    if queens >= n || n > MAX_N {
        return Err(StartError::TooMany { queens: queens as usize, n });
    }
    if queens as usize > Position::MAX {
        return Err(StartError::Longer { queens: queens as usize });
    }
    let mut rng = SplitMix64(seed);
    let mut cols = Vec::new();
    if place(n, queens as usize, &mut cols, &mut rng) {
        Ok(cols)
    } else {
        // No legal position of that many queens: only boards too small to hold one.
        Err(StartError::TooMany { queens: queens as usize, n })
    }
}

/// Extends `cols` to `want` queens, trying each row's columns in shuffled order.
fn place(n: u32, want: usize, cols: &mut Vec<u32>, rng: &mut SplitMix64) -> bool {
    if cols.len() == want {
        return true;
    }
    let mut order: Vec<u32> = (0..n).collect();
    // Fisher-Yates, from the last place down.
    for i in (1..order.len()).rev() {
        let j = (rng.next() % (i as u64 + 1)) as usize;
        order.swap(i, j);
    }
    let row = cols.len() as u32;
    for col in order {
        let free = cols
            .iter()
            .enumerate()
            .all(|(r, &c)| crate::problem::nqueens::attack((r as u32, c), (row, col)).is_none());
        if free {
            cols.push(col);
            if place(n, want, cols, rng) {
                return true;
            }
            cols.pop();
        }
    }
    false
}

/// Sebastiano Vigna's splitmix64: a few lines, the same numbers everywhere.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_gives_the_reference_numbers() {
        // The first outputs for seed 1234567, from the reference implementation.
        let mut rng = SplitMix64(1234567);
        let first: Vec<u64> = (0..3).map(|_| rng.next()).collect();
        assert_eq!(first, [6457827717110365317, 3203168211198807973, 9817491932198370423]);
    }

    #[test]
    fn random_starts_are_legal_and_fixed_by_their_seed() {
        for n in 2..=10 {
            for k in 0..n.min(Position::MAX as u32 + 1) {
                for seed in 0..20 {
                    let start = random_start(n, k, seed).unwrap();
                    assert_eq!(start.len(), k as usize);
                    assert_eq!(check(n, &start), Ok(()), "n={n} k={k} seed={seed}");
                }
            }
        }
        // Pinned, so that a class given seeds keeps its positions across versions.
        assert_eq!(random_start(8, 3, 7).unwrap(), random_start(8, 3, 7).unwrap());
        let seeds: std::collections::BTreeSet<_> =
            (0..50).map(|s| random_start(8, 3, s).unwrap()).collect();
        assert!(seeds.len() > 20, "{}", seeds.len());
    }

    #[test]
    fn bad_starts_say_why() {
        assert_eq!(
            check(4, &[0, 1]).unwrap_err().to_string(),
            "the start's queen at (1,1) is attacked by the queen at (0,0) along the diagonal: a start must be a legal position"
        );
        assert_eq!(check(4, &[9]).unwrap_err(), StartError::OffBoard { row: 0, col: 9, n: 4 });
        assert_eq!(check(4, &[1, 3, 0, 2]).unwrap_err(), StartError::TooMany { queens: 4, n: 4 });
        assert_eq!(check(4, &[1, 3]), Ok(()));
        assert_eq!(check(12, &[0, 2, 4, 1, 3]), Err(StartError::Longer { queens: 5 }));
    }
}
