//! N-Queens: a queen per row, rows top to bottom, columns left to right. The one home of the
//! attack rule.
//!
//! Everything that asks whether a queen attacks a square asks [`attack`]: the board
//! ([`crate::board`]), the verifier, a teacher's start, the quiz and the exercise. The fast
//! solver ([`crate::Solver`]) and `count` keep the same rule as bit sets of lines on their hot
//! paths; their tests hold them to this one (`search_matches_the_solver`).

use super::{Clash, Problem, Words};
use crate::event::Conflict;
use crate::lang::Lang;
use crate::picture::Shape;

/// How the queen on `queen` attacks `square` (both `(row, col)`), or `None` if it does not.
/// A queen on the same row is not considered: the search never puts two queens on one row.
/// Column first, then the `\` diagonal, then the `/` one (a queen attacks along one line
/// only, so the order never changes the answer).
pub fn attack(queen: (u32, u32), square: (u32, u32)) -> Option<Conflict> {
    let (qr, qc) = (i64::from(queen.0), i64::from(queen.1));
    let (r, c) = (i64::from(square.0), i64::from(square.1));
    if qc == c {
        Some(Conflict::Column)
    } else if qr - qc == r - c {
        Some(Conflict::Diagonal)
    } else if qr + qc == r + c {
        Some(Conflict::AntiDiagonal)
    } else {
        None
    }
}

/// The topmost of `queens` (the column of each row's queen, from row 0) that attacks
/// `square`, with its line: the queen a reject names.
pub fn attacker(queens: &[u32], square: (u32, u32)) -> Option<((u32, u32), Conflict)> {
    queens.iter().enumerate().find_map(|(r, &c)| {
        let queen = (r as u32, c);
        attack(queen, square).map(|how| (queen, how))
    })
}

/// The `n`×`n` board as a [`Problem`]: variable `row`, value `col`.
#[derive(Debug, Clone)]
pub struct NQueens {
    n: u32,
    queens: Vec<u32>,
}

impl NQueens {
    /// An empty board of `n`×`n`.
    pub fn new(n: u32) -> NQueens {
        NQueens { n, queens: Vec::with_capacity(n as usize) }
    }
}

impl Problem for NQueens {
    fn name(&self) -> &'static str {
        "nqueens"
    }

    fn instance(&self) -> String {
        format!("{{\"n\":{}}}", self.n)
    }

    fn size(&self) -> u32 {
        self.n
    }

    fn order(&self) -> Vec<u32> {
        (0..self.n).collect()
    }

    fn value(&self, _row: u32, i: u32) -> Option<u32> {
        (i < self.n).then_some(i)
    }

    fn test(&self, row: u32, col: u32) -> Option<Clash> {
        let placed = &self.queens[..self.queens.len().min(row as usize)];
        attacker(placed, (row, col)).map(|((r, c), rule)| Clash { rule, with: [r, c] })
    }

    fn assign(&mut self, row: u32, col: u32) {
        self.queens.truncate(row as usize);
        self.queens.push(col);
    }

    fn undo(&mut self, row: u32) {
        self.queens.truncate(row as usize);
    }

    fn solution(&self) -> Vec<u32> {
        self.queens.clone()
    }

    fn words(&self, lang: Lang) -> &'static Words {
        // N-Queens' own words are the language tables' (crate::lang::Messages), which its
        // printers use directly; these are for the views that speak of any problem.
        match lang {
            Lang::En => &EN,
            Lang::Zh => &ZH,
            Lang::ZhHant => &ZH_HANT,
            Lang::Fa => &FA,
            Lang::Tr => &TR,
        }
    }

    fn name_var(&self, row: u32, base: u32) -> String {
        (row + base).to_string()
    }

    fn unit(&self, row: u32, _rule: Conflict, base: u32) -> u32 {
        row + base
    }

    fn draw(&self, queens: &[u32], _lang: Lang) -> Vec<String> {
        let n = queens.len() as u32;
        (0..n)
            .map(|r| {
                let row: Vec<&str> =
                    (0..n).map(|c| if queens[r as usize] == c { "Q" } else { "." }).collect();
                row.join(" ")
            })
            .collect()
    }

    fn shape(&self) -> Shape {
        Shape::Board { n: self.n }
    }

    fn fresh(&self) -> Box<dyn Problem> {
        Box::new(NQueens::new(self.n))
    }
}

const RULES_EN: &[(Conflict, &str)] = &[
    (Conflict::Column, "column"),
    (Conflict::Diagonal, "diagonal (\\)"),
    (Conflict::AntiDiagonal, "anti-diagonal (/)"),
];

static EN: Words = Words {
    noun: "n-queens",
    title: "n-queens {n}×{n}",
    try_: "try row {x}, column {v}",
    accept: "accept row {x}, column {v}",
    reject: &[(
        Conflict::Column,
        "reject row {x}, column {v}: same column as the queen of row {with}",
    )],
    backtrack_stuck: "backtrack row {x}",
    backtrack_solved: "backtrack row {x}",
    solution: "solution {i}",
    rules: RULES_EN,
};

static ZH: Words = Words {
    noun: "N 皇后",
    title: "N 皇后 {n}×{n}",
    try_: "尝试第 {x} 行第 {v} 列",
    accept: "放置第 {x} 行第 {v} 列",
    reject: &[(Conflict::Column, "第 {x} 行第 {v} 列冲突：与第 {with} 行的皇后相攻")],
    backtrack_stuck: "回溯第 {x} 行",
    backtrack_solved: "回溯第 {x} 行",
    solution: "第 {i} 个解",
    rules: &[
        (Conflict::Column, "同列"),
        (Conflict::Diagonal, "同对角线 (\\)"),
        (Conflict::AntiDiagonal, "同反对角线 (/)"),
    ],
};

static ZH_HANT: Words = Words {
    noun: "N 皇后",
    title: "N 皇后 {n}×{n}",
    try_: "嘗試第 {x} 橫列第 {v} 直行",
    accept: "放置第 {x} 橫列第 {v} 直行",
    reject: &[(Conflict::Column, "第 {x} 橫列第 {v} 直行衝突：與第 {with} 橫列的皇后相攻")],
    backtrack_stuck: "回溯第 {x} 橫列",
    backtrack_solved: "回溯第 {x} 橫列",
    solution: "第 {i} 個解",
    rules: &[
        (Conflict::Column, "同一直行"),
        (Conflict::Diagonal, "同對角線 (\\)"),
        (Conflict::AntiDiagonal, "同反對角線 (/)"),
    ],
};

static FA: Words = Words {
    noun: "n وزیر",
    title: "n وزیر {n}×{n}",
    try_: "امتحان سطر {x}، ستون {v}",
    accept: "پذیرش سطر {x}، ستون {v}",
    reject: &[(Conflict::Column, "رد سطر {x}، ستون {v}: وزیر سطر {with} آن را تهدید می‌کند")],
    backtrack_stuck: "عقب‌گرد از سطر {x}",
    backtrack_solved: "عقب‌گرد از سطر {x}",
    solution: "راه‌حل {i}",
    rules: &[
        (Conflict::Column, "ستون"),
        (Conflict::Diagonal, "قطر (\\)"),
        (Conflict::AntiDiagonal, "قطر فرعی (/)"),
    ],
};

static TR: Words = Words {
    noun: "n-vezir",
    title: "n-vezir {n}×{n}",
    try_: "{x}. satır, {v}. sütun dene",
    accept: "{x}. satır, {v}. sütun kabul",
    reject: &[(Conflict::Column, "{x}. satır, {v}. sütun ret: {with}. satırdaki vezir saldırıyor")],
    backtrack_stuck: "{x}. satırdan geri dön",
    backtrack_solved: "{x}. satırdan geri dön",
    solution: "çözüm {i}",
    rules: &[
        (Conflict::Column, "sütun"),
        (Conflict::Diagonal, "köşegen (\\)"),
        (Conflict::AntiDiagonal, "ters köşegen (/)"),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::problem::Search;

    #[test]
    fn attack_names_the_line() {
        assert_eq!(attack((0, 0), (1, 0)), Some(Conflict::Column));
        assert_eq!(attack((0, 0), (1, 1)), Some(Conflict::Diagonal));
        assert_eq!(attack((0, 3), (2, 1)), Some(Conflict::AntiDiagonal));
        assert_eq!(attack((0, 0), (1, 2)), None);
        assert_eq!(attacker(&[1, 3], (2, 0)), None);
        assert_eq!(attacker(&[1, 3], (2, 2)), Some(((1, 3), Conflict::AntiDiagonal)));
    }

    /// The interface's search over N-Queens is the fast solver's search, event for event
    /// (but the start line, whose schema the solver names as N-Queens').
    #[test]
    fn search_matches_the_solver() {
        for n in 1..=8 {
            for limit in [None, Some(1), Some(0)] {
                let mut want: Vec<Event> = Vec::new();
                crate::Solver::new(n).unwrap().limit(limit).run(&mut want).unwrap();
                let got: Vec<Event> = Search::new(Box::new(NQueens::new(n)), limit).collect();
                assert_eq!(got.len(), want.len(), "n={n} limit={limit:?}");
                assert_eq!(got[1..], want[1..], "n={n} limit={limit:?}");
            }
        }
    }
}
