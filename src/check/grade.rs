//! The arithmetic of a grade, in one place: the share of its points that an exercise record
//! earns, and the totals of a results file. Every score is a whole number of hundredths of a
//! point ([`Hundredths`]) and every sum is taken in integers wide enough for any input, so
//! that a score lies between 0 and its maximum and a total is exactly the sum of its parts,
//! whatever numbers a record or a `--points` holds: a forged record of
//! `"right":18446744073709551615` earns no more than full marks, and 32 sizes of
//! 4,294,967,295 points each add up without wrapping.

use crate::exercise::Recorded;

/// A score in hundredths of a point: two decimals, the grade a teacher reads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Hundredths(pub u64);

impl Hundredths {
    /// All of `points`.
    pub fn all(points: u32) -> Hundredths {
        Hundredths(u64::from(points) * 100)
    }

    /// The score in points, for a JSON file: whole when it is whole, so that a file of whole
    /// points reads as whole numbers.
    pub fn whole(self) -> Option<u64> {
        (self.0 % 100 == 0).then_some(self.0 / 100)
    }

    /// The score in points, the nearest `f64` to its two decimals.
    pub fn points(self) -> f64 {
        // Exact up to 2^53 hundredths, far past any sum of u32 points of 32 sizes.
        self.0 as f64 / 100.0
    }

    /// The score as a results file writes it: a whole number when it is one, so that a file
    /// of whole points reads as before; else its two decimals, which read back (times 100,
    /// rounded) as the same hundredths up to 2^53 of them, far past any total of 32 sizes of
    /// `u32` points.
    pub fn json(self) -> serde_json::Value {
        match self.whole() {
            Some(whole) => whole.into(),
            None => self.points().into(),
        }
    }
}

/// Whether the result of an exercise record holds for a trace of `moves` moves: a finished
/// exercise whose moves are the trace's, and whose moves right at the first attempt and
/// fixed by the model fit in them. The sum is checked, never wrapped: `right` of
/// 18446744073709551615 and `fixed` of 1 do not fit in 136 moves.
pub fn holds(record: &Recorded, moves: u64) -> bool {
    let t = &record.tally;
    record.finished
        && t.moves == moves
        && t.right.checked_add(t.fixed).is_some_and(|sum| sum <= moves)
}

/// The share of `points` that `record` earns: its moves right at the first attempt, of all,
/// rounded half up to hundredths; all of them for an exercise of no moves. Never more than
/// `points`, whatever the record says (a `right` above `moves` earns `points`, and
/// [`holds`] refuses such a record first).
pub fn earned(record: &Recorded, points: u32) -> Hundredths {
    let t = &record.tally;
    if t.moves == 0 {
        return Hundredths::all(points);
    }
    let right = u128::from(t.right.min(t.moves));
    let (moves, max) = (u128::from(t.moves), u128::from(points) * 100);
    // max × right < 2^39 × 2^64: no overflow in u128. Half up: (2a + b) / 2b.
    let share = (2 * max * right + moves) / (2 * moves);
    Hundredths(share.min(max) as u64)
}

/// What a results file adds up: the points earned and the points at stake.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Total {
    /// The points earned, in hundredths.
    pub earned: Hundredths,
    /// The points at stake.
    pub max: u64,
}

impl Total {
    /// The total of runs, each given as what it earned and what it was worth. An `earned`
    /// above its `max` counts as its `max`, so the total never passes its own maximum.
    pub fn of(runs: impl IntoIterator<Item = (Hundredths, u32)>) -> Total {
        runs.into_iter().fold(Total::default(), |total, (earned, max)| {
            let earned = earned.min(Hundredths::all(max));
            Total {
                earned: Hundredths(total.earned.0.saturating_add(earned.0)),
                max: total.max.saturating_add(u64::from(max)),
            }
        })
    }

    /// The share earned, from 0 to 1; with no points at stake, `all_valid` decides it whole.
    pub fn fraction(self, all_valid: bool) -> f64 {
        if self.max == 0 {
            return f64::from(u8::from(all_valid));
        }
        // Both in hundredths; earned <= max × 100, so the share is at most 1.
        let share = self.earned.0 as f64 / (self.max as f64 * 100.0);
        share.clamp(0.0, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exercise::Tally;

    fn record(moves: u64, right: u64, fixed: u64) -> Recorded {
        let tally = Tally { moves, right, wrong: 0, hints: 0, fixed };
        Recorded { finished: true, tally }
    }

    #[test]
    fn a_record_that_does_not_add_up_never_holds_and_never_earns_more_than_all() {
        assert!(holds(&record(136, 133, 2), 136));
        assert!(!holds(&record(136, u64::MAX, 1), 136));
        assert!(!holds(&record(136, 136, 1), 136));
        assert!(!holds(&record(135, 1, 0), 136));
        assert!(!holds(&Recorded { finished: false, ..record(136, 1, 0) }, 136));
        for (moves, right) in [(136, u64::MAX), (1, u64::MAX), (u64::MAX, u64::MAX), (3, 2)] {
            for points in [0, 1, 4, u32::MAX] {
                let e = earned(&record(moves, right, 0), points);
                assert!(e <= Hundredths::all(points), "{moves} {right} {points}: {e:?}");
            }
        }
        assert_eq!(earned(&record(136, 133, 2), 4), Hundredths(391));
        assert_eq!(earned(&record(3, 2, 0), u32::MAX), Hundredths(286_331_153_000));
        assert_eq!(earned(&record(0, 0, 0), 3), Hundredths(300));
    }

    #[test]
    fn totals_of_the_largest_points_do_not_wrap() {
        let runs = (0..32).map(|i| (Hundredths::all(u32::MAX * (i % 2)), u32::MAX));
        let total = Total::of(runs);
        assert_eq!(total.max, 32 * u64::from(u32::MAX));
        assert_eq!(total.earned, Hundredths(16 * u64::from(u32::MAX) * 100));
        assert_eq!(total.fraction(false), 0.5);
        // An earned score above its maximum counts as the maximum.
        let total = Total::of([(Hundredths(u64::MAX), 1)]);
        assert_eq!((total.earned, total.fraction(true)), (Hundredths(100), 1.0));
        assert_eq!(Total::of([(Hundredths(0), 0)]).fraction(true), 1.0);
        assert_eq!(Hundredths(391).whole(), None);
        assert_eq!(Hundredths(400).whole(), Some(4));
        assert_eq!(Hundredths(391).json().to_string(), "3.91");
        assert_eq!(Hundredths(400).json().to_string(), "4");
        // The largest total of 32 sizes, a hundredth short of whole, reads back exactly.
        let most = Hundredths(32 * u64::from(u32::MAX) * 100 - 1);
        assert_eq!(most.json().to_string(), "137438953439.99");
    }
}
