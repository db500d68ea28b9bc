//! Sudoku: the empty cells in row-major order, digits in ascending order.
//!
//! A 4×4 (boxes of 2×2) or a 9×9 (boxes of 3×3), given as the line Sudoku collections
//! exchange: the cells row by row, a digit for a given, `.` or `0` for an empty cell
//! (whitespace between them is ignored, so a grid written on several lines reads too).
//!
//! The variables are the empty cells, numbered `row * side + col`; the givens are never
//! searched. A digit is refused when a unit of its cell already holds it; units are checked
//! row first, then column, then box, and the reject names the first unit that holds the digit
//! and the one cell in it that does (a unit never holds a digit twice, since only digits that
//! fit are placed and the givens are checked not to clash). A solution lists the whole grid,
//! row-major.

use super::{Clash, InstanceError, Problem, Words};
use crate::event::Conflict;
use crate::lang::Lang;
use crate::picture::Shape;

/// The 4×4 puzzle a class watches whole: 192 steps, backtracks included.
pub const DEFAULT: &str = "1...\n..2.\n.3..\n...4";

/// A Sudoku grid: the givens and what the search has written so far.
#[derive(Debug, Clone)]
pub struct Sudoku {
    side: u32,
    box_side: u32,
    puzzle: String,
    /// Every cell's digit, 0 where empty.
    grid: Vec<u32>,
    /// The digits each unit holds, as bit sets (bit `d` for digit `d`): the rows, then the
    /// columns, then the boxes, `side` of each. The common answer "no clash" takes no scan.
    held: Vec<u16>,
}

impl Sudoku {
    /// The puzzle in `text`: 16 or 81 cells of digits, `.` or `0`, whitespace ignored.
    pub fn parse(text: &str) -> Result<Sudoku, InstanceError> {
        let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        let (side, box_side) = match cells.len() {
            16 => (4, 2),
            81 => (9, 3),
            len => return Err(InstanceError::PuzzleLength(len)),
        };
        let mut grid = Vec::with_capacity(cells.len());
        for (i, &c) in cells.iter().enumerate() {
            let digit = match c {
                '.' | '0' => 0,
                '1'..='9' if c as u32 - '0' as u32 <= side => c as u32 - '0' as u32,
                _ => return Err(InstanceError::PuzzleChar(c, i + 1, side)),
            };
            grid.push(digit);
        }
        let puzzle = grid.iter().map(|&d| if d == 0 { '.' } else { char::from(b'0' + d as u8) });
        let held = vec![0; 3 * side as usize];
        let empty = vec![0; grid.len()];
        let mut sudoku = Sudoku { side, box_side, puzzle: puzzle.collect(), grid: empty, held };
        for (cell, &digit) in grid.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            if let Some(clash) = sudoku.test(cell as u32, digit) {
                let at = |cell: u32| (cell / side, cell % side);
                return Err(InstanceError::PuzzleClash(
                    digit,
                    at(clash.with[0]),
                    at(cell as u32),
                    clash.rule,
                ));
            }
            sudoku.assign(cell as u32, digit);
        }
        Ok(sudoku)
    }

    /// Reads the instance of a start line: `{"puzzle":"1...…"}`.
    pub fn open(json: &serde_json::Value) -> Result<Box<dyn Problem>, InstanceError> {
        let puzzle = json.get("puzzle").and_then(|p| p.as_str());
        Ok(Box::new(Sudoku::parse(puzzle.ok_or(InstanceError::Field("puzzle"))?)?))
    }

    /// The default instance: [`DEFAULT`].
    pub fn default_instance() -> serde_json::Value {
        serde_json::json!({ "puzzle": DEFAULT })
    }

    /// The side: 4 or 9.
    pub fn side(&self) -> u32 {
        self.side
    }

    /// Whether `cell` is a given.
    pub fn given(&self, cell: u32) -> bool {
        self.puzzle.as_bytes()[cell as usize] != b'.'
    }

    /// The digit in `cell`, 0 if empty.
    pub fn digit(&self, cell: u32) -> u32 {
        self.grid[cell as usize]
    }

    /// The cells of the unit `rule` (row, column or box) through `cell`, in row-major order.
    pub fn unit_cells(&self, cell: u32, rule: Conflict) -> Vec<u32> {
        self.unit_iter(cell, rule).collect()
    }

    fn unit_iter(&self, cell: u32, rule: Conflict) -> impl Iterator<Item = u32> {
        let (s, b) = (self.side, self.box_side);
        let (r, c) = (cell / s, cell % s);
        let (r0, c0) = (r / b * b, c / b * b);
        (0..s).map(move |i| match rule {
            Conflict::Column => i * s + c,
            Conflict::Box => (r0 + i / b) * s + c0 + i % b,
            _ => r * s + i,
        })
    }

    /// The places in `held` of the row, column and box through `cell`.
    fn units(&self, cell: u32) -> [usize; 3] {
        let (s, b) = (self.side, self.box_side);
        let (r, c) = (cell / s, cell % s);
        let boxed = r / b * b + c / b;
        [r as usize, (s + c) as usize, (2 * s + boxed) as usize]
    }
}

impl Problem for Sudoku {
    fn name(&self) -> &'static str {
        "sudoku"
    }

    fn instance(&self) -> String {
        serde_json::json!({ "puzzle": self.puzzle }).to_string()
    }

    fn size(&self) -> u32 {
        self.side
    }

    fn order(&self) -> Vec<u32> {
        (0..self.side * self.side).filter(|&cell| !self.given(cell)).collect()
    }

    fn value(&self, _cell: u32, i: u32) -> Option<u32> {
        (i < self.side).then_some(i + 1)
    }

    fn test(&self, cell: u32, digit: u32) -> Option<Clash> {
        let bit = 1u16.checked_shl(digit).unwrap_or(0);
        let rules = [Conflict::Row, Conflict::Column, Conflict::Box];
        rules.into_iter().zip(self.units(cell)).find_map(|(rule, unit)| {
            // A digit no cell of the unit holds needs no scan; one it holds names the first.
            if self.held[unit] & bit == 0 {
                return None;
            }
            let holder = self
                .unit_iter(cell, rule)
                .find(|&other| other != cell && self.grid[other as usize] == digit)?;
            Some(Clash { rule, with: [holder, digit] })
        })
    }

    fn assign(&mut self, cell: u32, digit: u32) {
        self.undo(cell);
        self.grid[cell as usize] = digit;
        let bit = 1u16.checked_shl(digit).unwrap_or(0);
        for unit in self.units(cell) {
            self.held[unit] |= bit;
        }
    }

    fn undo(&mut self, cell: u32) {
        let bit = 1u16.checked_shl(self.grid[cell as usize]).unwrap_or(0) & !1;
        for unit in self.units(cell) {
            self.held[unit] &= !bit;
        }
        self.grid[cell as usize] = 0;
    }

    fn solution(&self) -> Vec<u32> {
        self.grid.clone()
    }

    fn words(&self, lang: Lang) -> &'static Words {
        match lang {
            Lang::En => &EN,
            Lang::Zh => &ZH,
            Lang::ZhHant => &ZH_HANT,
            Lang::Fa => &FA,
            Lang::Tr => &TR,
        }
    }

    fn name_var(&self, cell: u32, base: u32) -> String {
        format!("({},{})", cell / self.side + base, cell % self.side + base)
    }

    fn unit(&self, cell: u32, rule: Conflict, base: u32) -> u32 {
        let (r, c) = (cell / self.side, cell % self.side);
        match rule {
            Conflict::Column => c + base,
            Conflict::Box => r / self.box_side * self.box_side + c / self.box_side + base,
            _ => r + base,
        }
    }

    fn draw(&self, grid: &[u32], _lang: Lang) -> Vec<String> {
        let (s, b) = (self.side as usize, self.box_side as usize);
        let mut rows = Vec::new();
        for r in 0..s {
            if r > 0 && r % b == 0 {
                let bar = vec!["-".repeat(2 * b - 1); s / b];
                rows.push(bar.join("-+-"));
            }
            let mut line = String::new();
            for c in 0..s {
                if c > 0 {
                    line.push_str(if c % b == 0 { " | " } else { " " });
                }
                match grid.get(r * s + c) {
                    Some(&d) if d > 0 => line.push_str(&d.to_string()),
                    _ => line.push('.'),
                }
            }
            rows.push(line);
        }
        rows
    }

    fn shape(&self) -> Shape {
        let givens =
            (0..self.side * self.side).map(|c| if self.given(c) { self.digit(c) } else { 0 });
        Shape::Grid { side: self.side, box_side: self.box_side, givens: givens.collect() }
    }

    fn fresh(&self) -> Box<dyn Problem> {
        Box::new(Sudoku::parse(&self.puzzle).expect("parsed once"))
    }
}

static EN: Words = Words {
    noun: "sudoku",
    title: "sudoku {n}×{n}: empty cells left to right, top to bottom, digits from 1 up; cells are (row,col)",
    try_: "→ try {v} in {x}",
    accept: "✓ write {v} in {x}",
    reject: &[
        (Conflict::Row, "✗ reject {v} in {x}: row {unit} already has {v} at {with}"),
        (Conflict::Column, "✗ reject {v} in {x}: column {unit} already has {v} at {with}"),
        (Conflict::Box, "✗ reject {v} in {x}: its box already has {v} at {with}"),
    ],
    backtrack_stuck: "↩ backtrack: erase {v} from {x}, no digit fits the next empty cell",
    backtrack_solved: "↩ backtrack: erase {v} from {x}, the search goes on after the solution",
    solution: "★ solution {i}:",
    rules: &[(Conflict::Row, "row"), (Conflict::Column, "column"), (Conflict::Box, "box")],
};

static ZH: Words = Words {
    noun: "数独",
    title: "数独 {n}×{n}：按行从左到右、从上到下逐个填空格，数字从 1 起依次尝试；格子记为(行,列)",
    try_: "→ 尝试在 {x} 填 {v}",
    accept: "✓ 在 {x} 填入 {v}",
    reject: &[
        (Conflict::Row, "✗ {x} 不能填 {v}：第 {unit} 行的 {with} 已经是 {v}"),
        (Conflict::Column, "✗ {x} 不能填 {v}：第 {unit} 列的 {with} 已经是 {v}"),
        (Conflict::Box, "✗ {x} 不能填 {v}：同一宫的 {with} 已经是 {v}"),
    ],
    backtrack_stuck: "↩ 回溯：擦去 {x} 的 {v}，下一个空格没有数字可填",
    backtrack_solved: "↩ 回溯：擦去 {x} 的 {v}，找到解后继续搜索",
    solution: "★ 第 {i} 个解：",
    rules: &[(Conflict::Row, "行"), (Conflict::Column, "列"), (Conflict::Box, "宫")],
};

static ZH_HANT: Words = Words {
    noun: "數獨",
    title:
        "數獨 {n}×{n}：逐一填寫空格，由左至右、由上而下，數字從 1 起依序嘗試；格子記為(橫列,直行)",
    try_: "→ 嘗試在 {x} 填 {v}",
    accept: "✓ 在 {x} 填入 {v}",
    reject: &[
        (Conflict::Row, "✗ {x} 不能填 {v}：第 {unit} 橫列的 {with} 已經是 {v}"),
        (Conflict::Column, "✗ {x} 不能填 {v}：第 {unit} 直行的 {with} 已經是 {v}"),
        (Conflict::Box, "✗ {x} 不能填 {v}：同一宮的 {with} 已經是 {v}"),
    ],
    backtrack_stuck: "↩ 回溯：擦去 {x} 的 {v}，下一個空格沒有數字可填",
    backtrack_solved: "↩ 回溯：擦去 {x} 的 {v}，找到解後繼續搜尋",
    solution: "★ 第 {i} 個解：",
    rules: &[(Conflict::Row, "橫列"), (Conflict::Column, "直行"), (Conflict::Box, "宮")],
};

static FA: Words = Words {
    noun: "سودوکو",
    title: "سودوکو {n}×{n}: خانه‌های خالی از چپ به راست و از بالا به پایین، رقم‌ها از 1 به بالا؛ خانه‌ها به صورت (سطر,ستون)",
    try_: "→ امتحان {v} در {x}",
    accept: "✓ {v} در {x} نوشته شد",
    reject: &[
        (Conflict::Row, "✗ {v} در {x} رد شد، چون سطر {unit} در {with} همین {v} را دارد"),
        (Conflict::Column, "✗ {v} در {x} رد شد، چون ستون {unit} در {with} همین {v} را دارد"),
        (Conflict::Box, "✗ {v} در {x} رد شد، چون مربع آن در {with} همین {v} را دارد"),
    ],
    backtrack_stuck: "↩ عقب‌گرد: {v} از {x} پاک شد، هیچ رقمی در خانهٔ خالی بعدی جا نمی‌شود",
    backtrack_solved: "↩ عقب‌گرد: {v} از {x} پاک شد، پس از یافتن راه‌حل، جستجو ادامه می‌یابد",
    solution: "★ راه‌حل {i}:",
    rules: &[(Conflict::Row, "سطر"), (Conflict::Column, "ستون"), (Conflict::Box, "مربع")],
};

static TR: Words = Words {
    noun: "sudoku",
    title: "sudoku {n}×{n}: boş hücreler soldan sağa, yukarıdan aşağıya; rakamlar 1'den başlayarak denenir; hücreler (satır,sütun)",
    try_: "→ {x} hücresine {v} deneniyor",
    accept: "✓ {x} hücresine {v} yazıldı",
    reject: &[
        (Conflict::Row, "✗ {x} hücresine {v} reddedildi: {unit}. satırda {with} hücresinde zaten {v} var"),
        (Conflict::Column, "✗ {x} hücresine {v} reddedildi: {unit}. sütunda {with} hücresinde zaten {v} var"),
        (Conflict::Box, "✗ {x} hücresine {v} reddedildi: aynı kutuda {with} hücresinde zaten {v} var"),
    ],
    backtrack_stuck: "↩ geri dönülüyor: {x} hücresindeki {v} silindi, sonraki boş hücreye hiçbir rakam uymuyor",
    backtrack_solved: "↩ geri dönülüyor: {x} hücresindeki {v} silindi, arama çözümden sonra sürüyor",
    solution: "★ çözüm {i}:",
    rules: &[(Conflict::Row, "satır"), (Conflict::Column, "sütun"), (Conflict::Box, "kutu")],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::problem::Search;

    fn run(puzzle: &str) -> Vec<Event> {
        Search::new(Box::new(Sudoku::parse(puzzle).unwrap()), None).collect()
    }

    fn solutions(events: &[Event]) -> u64 {
        match events.last() {
            Some(Event::Done { solutions, .. }) => *solutions,
            _ => panic!("no done"),
        }
    }

    #[test]
    fn the_default_puzzle_is_a_class_s_whole_search() {
        let events = run(DEFAULT);
        assert!((100..=300).contains(&events.len()), "{} steps", events.len());
        assert!(events.iter().any(|e| matches!(e, Event::Backtrack { .. })));
        assert_eq!(solutions(&events), 1);
    }

    #[test]
    fn a_reject_names_the_first_unit_and_its_cell() {
        let s = Sudoku::parse("1...\n..2.\n.3..\n...4").unwrap();
        // (0,1): 1 is in its row at (0,0).
        assert_eq!(s.test(1, 1), Some(Clash { rule: Conflict::Row, with: [0, 1] }));
        // (1,0): 1 is not in row 1, but in column 0 at (0,0).
        assert_eq!(s.test(4, 1), Some(Clash { rule: Conflict::Column, with: [0, 1] }));
        // (1,1): 1 only in its box, at (0,0).
        assert_eq!(s.test(5, 1), Some(Clash { rule: Conflict::Box, with: [0, 1] }));
        // (0,1) with 2: row 0 has none, column 1 has none, box 0 has none.
        assert_eq!(s.test(1, 2), None);
    }

    #[test]
    fn counts_agree_with_what_a_user_can_check() {
        // A proper newspaper 9×9 has one solution.
        let proper =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assert_eq!(solutions(&run(proper)), 1);
        // An empty 4×4 has the 288 shidoku grids.
        assert_eq!(solutions(&run("................")), 288);
        // A contradictory puzzle: no given clashes, but (0,3) has no digit left (1 and 2 in
        // its row, 3 in its column, 4 in its box).
        assert_eq!(solutions(&run("12....4....3....")), 0);
        // An under-given one has several.
        assert_eq!(solutions(&run("1...............")), 72);
    }

    #[test]
    fn malformed_puzzles_say_what_is_wrong() {
        assert_eq!(Sudoku::parse("123").unwrap_err(), InstanceError::PuzzleLength(3));
        assert_eq!(
            Sudoku::parse("1..a............").unwrap_err(),
            InstanceError::PuzzleChar('a', 4, 4)
        );
        assert_eq!(
            Sudoku::parse("1..5............").unwrap_err(),
            InstanceError::PuzzleChar('5', 4, 4)
        );
        assert_eq!(
            Sudoku::parse("1..1............").unwrap_err(),
            InstanceError::PuzzleClash(1, (0, 0), (0, 3), Conflict::Row)
        );
        assert_eq!(
            Sudoku::parse("1....1..........").unwrap_err(),
            InstanceError::PuzzleClash(1, (0, 0), (1, 1), Conflict::Box)
        );
    }

    #[test]
    fn the_grid_is_drawn_with_its_boxes() {
        let s = Sudoku::parse(DEFAULT).unwrap();
        assert_eq!(
            s.draw(&s.solution(), Lang::En),
            ["1 . | . .", ". . | 2 .", "----+----", ". 3 | . .", ". . | . 4"]
        );
    }
}
