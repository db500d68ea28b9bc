//! Subset sum: each item in turn taken, then left out; a reject is a bound, not a clash.
//!
//! Whole numbers (the items) and a target. The variables are the items, in their order; the
//! values are 1 (take it) and 0 (leave it out), tried in that order: take first, as the
//! textbooks' "sum of subsets" does. Two bounds prune the search, and a reject carries their
//! numbers, so that `verify` checks the arithmetic:
//! - taking an item that brings the sum over the target (`over`, `with = [sum, target]`,
//!   the sum with the item);
//! - taking or leaving an item when even all the items after it could not bring the sum up
//!   to the target (`short`, `with = [reachable, target]`, the sum with every item after it).
//!
//! `over` is checked first. A value that passes both keeps the sum at most the target and able
//! to reach it, so once the last item is decided the sum is the target: every assignment of
//! every item is a solution, listed as a 0 or 1 per item.

use super::{whole, Clash, InstanceError, Problem, Words};
use crate::event::Conflict;
use crate::lang::Lang;
use crate::picture::Shape;

/// The items a class sees: the textbooks' example.
pub const DEFAULT_ITEMS: &[u32] = &[3, 34, 4, 12, 5, 2];

/// The target of [`DEFAULT_ITEMS`]: reached by {3, 4, 2} and {4, 5}.
pub const DEFAULT_TARGET: u32 = 9;

/// The value that takes an item.
pub const TAKE: u32 = 1;

/// The value that leaves an item out.
pub const LEAVE: u32 = 0;

/// What no item is before the search decides it.
const NONE: u32 = u32::MAX;

/// The items, the target, and the choices the search has made so far.
#[derive(Debug, Clone)]
pub struct SubsetSum {
    items: Vec<u32>,
    target: u32,
    /// `rest[i]`: the sum of the items from `i` on (`rest[len]` is 0).
    rest: Vec<u64>,
    /// Each item's value, [`NONE`] if not decided.
    chosen: Vec<u32>,
    /// The sum of the items taken.
    sum: u64,
}

impl SubsetSum {
    /// The search of `items` for `target`. Every number, and the items' total, fit 32 bits
    /// (a reject's numbers are at most the total).
    pub fn new(items: Vec<u32>, target: u32) -> Result<SubsetSum, InstanceError> {
        if items.is_empty() {
            return Err(InstanceError::NoItems);
        }
        let mut rest = vec![0u64; items.len() + 1];
        for i in (0..items.len()).rev() {
            rest[i] = rest[i + 1] + u64::from(items[i]);
        }
        if rest[0] > u64::from(u32::MAX) {
            return Err(InstanceError::ItemsTotal(rest[0]));
        }
        let chosen = vec![NONE; items.len()];
        Ok(SubsetSum { items, target, rest, chosen, sum: 0 })
    }

    /// Reads the instance of a start line: `{"items":[3,34,…],"target":9}`.
    pub fn open(json: &serde_json::Value) -> Result<Box<dyn Problem>, InstanceError> {
        Ok(Box::new(SubsetSum::from_json(json)?))
    }

    /// The items and target of a start line's instance, as [`SubsetSum::open`] reads them.
    pub fn from_json(json: &serde_json::Value) -> Result<SubsetSum, InstanceError> {
        let items = json.get("items").and_then(|i| i.as_array());
        let items = items.ok_or(InstanceError::Field("items"))?;
        let mut numbers = Vec::with_capacity(items.len());
        for (at, item) in items.iter().enumerate() {
            let item = whole(item).ok_or(InstanceError::Field("items"))?;
            let item = u32::try_from(item).map_err(|_| InstanceError::Item(item, at + 1))?;
            numbers.push(item);
        }
        let target = json.get("target").and_then(whole).ok_or(InstanceError::Field("target"))?;
        let target = u32::try_from(target).map_err(|_| InstanceError::Target(target))?;
        SubsetSum::new(numbers, target)
    }

    /// The default instance: [`DEFAULT_ITEMS`] and [`DEFAULT_TARGET`].
    pub fn default_instance() -> serde_json::Value {
        serde_json::json!({ "items": DEFAULT_ITEMS, "target": DEFAULT_TARGET })
    }

    /// The items.
    pub fn items(&self) -> &[u32] {
        &self.items
    }

    /// The target.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// The sum of the items taken so far.
    pub fn sum(&self) -> u64 {
        self.sum
    }
}

impl Problem for SubsetSum {
    fn name(&self) -> &'static str {
        "subset-sum"
    }

    fn instance(&self) -> String {
        serde_json::json!({ "items": self.items, "target": self.target }).to_string()
    }

    fn size(&self) -> u32 {
        self.items.len() as u32
    }

    fn order(&self) -> Vec<u32> {
        (0..self.size()).collect()
    }

    fn value(&self, _item: u32, i: u32) -> Option<u32> {
        [TAKE, LEAVE].get(i as usize).copied()
    }

    fn test(&self, item: u32, value: u32) -> Option<Clash> {
        let i = item as usize;
        let target = u64::from(self.target);
        let sum = self.sum + if value == TAKE { u64::from(self.items[i]) } else { 0 };
        // Every number is at most the items' total, which fits 32 bits (`new`).
        let with = |a: u64| [a as u32, self.target];
        if sum > target {
            return Some(Clash { rule: Conflict::Over, with: with(sum) });
        }
        let reachable = sum + self.rest[i + 1];
        (reachable < target).then(|| Clash { rule: Conflict::Short, with: with(reachable) })
    }

    fn assign(&mut self, item: u32, value: u32) {
        self.chosen[item as usize] = value;
        if value == TAKE {
            self.sum += u64::from(self.items[item as usize]);
        }
    }

    fn undo(&mut self, item: u32) {
        if self.chosen[item as usize] == TAKE {
            self.sum -= u64::from(self.items[item as usize]);
        }
        self.chosen[item as usize] = NONE;
    }

    fn solution(&self) -> Vec<u32> {
        self.chosen.clone()
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

    fn name_var(&self, item: u32, base: u32) -> String {
        // An item is said as its number, as the textbooks do; only a hostile trace's is none.
        match self.items.get(item as usize) {
            Some(number) => number.to_string(),
            None => format!("#{}", u64::from(item) + u64::from(base)),
        }
    }

    fn about(&self, lang: Lang) -> Vec<(&'static str, String)> {
        let items: Vec<String> = self.items.iter().map(u32::to_string).collect();
        vec![("items", items.join(separator(lang))), ("target", self.target.to_string())]
    }

    fn unit(&self, _item: u32, _rule: Conflict, _base: u32) -> u32 {
        0
    }

    fn draw(&self, chosen: &[u32], _lang: Lang) -> Vec<String> {
        // The sum as a class writes it: `3 + 4 + 2 = 9`, `∅ = 0` for no item.
        let taken: Vec<u64> = (self.items.iter().zip(chosen))
            .filter(|&(_, &c)| c == TAKE)
            .map(|(&item, _)| u64::from(item))
            .collect();
        let terms: Vec<String> = taken.iter().map(u64::to_string).collect();
        let terms = if terms.is_empty() { "∅".to_string() } else { terms.join(" + ") };
        vec![format!("{terms} = {}", taken.iter().sum::<u64>())]
    }

    fn shape(&self) -> Shape {
        Shape::Items { items: self.items.clone(), target: self.target }
    }

    fn fresh(&self) -> Box<dyn Problem> {
        let mut fresh = self.clone();
        fresh.chosen.fill(NONE);
        fresh.sum = 0;
        Box::new(fresh)
    }
}

/// Between two numbers of a list, in `lang`.
fn separator(lang: Lang) -> &'static str {
    match lang {
        Lang::Zh | Lang::ZhHant => "、",
        Lang::Fa => "، ",
        Lang::En | Lang::Tr => ", ",
    }
}

// `{v:…|…}` picks the first word for 1 (take) and the second for 0 (leave out).

static EN: Words = Words {
    noun: "subset sum",
    title:
        "subset sum: items {items}, target {target}; each item in turn, taken first, then left out",
    try_: "→ try {v:taking|leaving out} {x}",
    accept: "✓ {v:take|leave out} {x}",
    reject: &[
        (Conflict::Over, "✗ reject taking {x}: it makes {a}, over {b}"),
        (
            Conflict::Short,
            "✗ reject {v:taking|leaving out} {x}: what is left cannot reach {b}, at most {a}",
        ),
    ],
    backtrack_stuck:
        "↩ backtrack: undo {v:taking|leaving out} {x}, nothing more to try for the next item",
    backtrack_solved:
        "↩ backtrack: undo {v:taking|leaving out} {x}, the search goes on after the subset",
    solution: "★ subset {i}:",
    rules: &[(Conflict::Over, "over the target"), (Conflict::Short, "short of the target")],
};

static ZH: Words = Words {
    noun: "子集和",
    title: "子集和：数 {items}，目标和 {target}；依次考虑每个数，先选，再不选",
    try_: "→ 尝试{v:选|不选} {x}",
    accept: "✓ {v:选|不选} {x}",
    reject: &[
        (Conflict::Over, "✗ 不能选 {x}：和变成 {a}，超过 {b}"),
        (Conflict::Short, "✗ {v:选|不选} {x} 不行：剩下的数全选也只有 {a}，凑不到 {b}"),
    ],
    backtrack_stuck: "↩ 回溯：撤销{v:选|不选} {x}，下一个数已无可尝试",
    backtrack_solved: "↩ 回溯：撤销{v:选|不选} {x}，找到解后继续搜索",
    solution: "★ 第 {i} 个子集：",
    rules: &[(Conflict::Over, "超过目标"), (Conflict::Short, "凑不到目标")],
};

static ZH_HANT: Words = Words {
    noun: "子集合加總",
    title: "子集合加總：數字 {items}，目標和 {target}；依序考慮每個數，先選，再不選",
    try_: "→ 嘗試{v:選|不選} {x}",
    accept: "✓ {v:選|不選} {x}",
    reject: &[
        (Conflict::Over, "✗ 不能選 {x}：總和變成 {a}，超過 {b}"),
        (Conflict::Short, "✗ {v:選|不選} {x} 不行：剩下的數全選也只有 {a}，湊不到 {b}"),
    ],
    backtrack_stuck: "↩ 回溯：撤銷{v:選|不選} {x}，下一個數已無可嘗試",
    backtrack_solved: "↩ 回溯：撤銷{v:選|不選} {x}，找到解後繼續搜尋",
    solution: "★ 第 {i} 個子集合：",
    rules: &[(Conflict::Over, "超過目標"), (Conflict::Short, "湊不到目標")],
};

static FA: Words = Words {
    noun: "مجموع زیرمجموعه",
    title: "مجموع زیرمجموعه: عددهای {items}، هدف {target}؛ عددها یکی‌یکی به ترتیب، اول برداشتن، بعد کنار گذاشتن",
    try_: "→ امتحان {v:برداشتن|کنار گذاشتن} {x}",
    accept: "✓ {x} {v:برداشته شد|کنار گذاشته شد}",
    reject: &[
        (Conflict::Over, "✗ برداشتن {x} رد شد، چون مجموع {a} می‌شود، بیشتر از {b}"),
        (
            Conflict::Short,
            "✗ {v:برداشتن|کنار گذاشتن} {x} رد شد، چون با همهٔ عددهای باقی‌مانده هم مجموع به {b} نمی‌رسد، حداکثر {a}",
        ),
    ],
    backtrack_stuck: "↩ عقب‌گرد: {v:برداشتن|کنار گذاشتن} {x} لغو شد، برای عدد بعدی چیزی برای امتحان نمانده",
    backtrack_solved: "↩ عقب‌گرد: {v:برداشتن|کنار گذاشتن} {x} لغو شد، پس از یافتن راه‌حل، جستجو ادامه می‌یابد",
    solution: "★ زیرمجموعهٔ {i}:",
    rules: &[(Conflict::Over, "بیشتر از هدف"), (Conflict::Short, "کمتر از هدف")],
};

static TR: Words = Words {
    noun: "alt küme toplamı",
    title: "alt küme toplamı: sayılar {items}, hedef {target}; her sayı sırayla önce alınır, sonra dışarıda bırakılır",
    try_: "→ deneniyor: {x} {v:alınır|bırakılır}",
    accept: "✓ {x} {v:alındı|bırakıldı}",
    reject: &[
        (Conflict::Over, "✗ {x} alınamaz: toplam {a} olur, {b} hedefini aşar"),
        (
            Conflict::Short,
            "✗ {x} {v:alınırsa|bırakılırsa} kalanlarla en çok {a} olur, {b} hedefine ulaşılamaz",
        ),
    ],
    backtrack_stuck: "↩ geri dönülüyor: {x} için karar ({v:alındı|bırakıldı}) geri alındı, sonraki sayı için denenecek bir şey kalmadı",
    backtrack_solved: "↩ geri dönülüyor: {x} için karar ({v:alındı|bırakıldı}) geri alındı, arama çözümden sonra sürüyor",
    solution: "★ alt küme {i}:",
    rules: &[(Conflict::Over, "hedefi aşar"), (Conflict::Short, "hedefe ulaşamaz")],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::problem::Search;

    fn run(items: &[u32], target: u32) -> Vec<Event> {
        Search::new(Box::new(SubsetSum::new(items.to_vec(), target).unwrap()), None).collect()
    }

    /// The subsets the search finds, as the items taken.
    fn subsets(items: &[u32], target: u32) -> Vec<Vec<u32>> {
        run(items, target)
            .into_iter()
            .filter_map(|e| match e {
                Event::Solution { queens, .. } => Some(
                    items
                        .iter()
                        .zip(&queens)
                        .filter(|(_, &c)| c == TAKE)
                        .map(|(&i, _)| i)
                        .collect(),
                ),
                _ => None,
            })
            .collect()
    }

    /// Every subset, in the search's order (take before leave, the first item first), whose
    /// sum is `target`.
    fn brute_force(items: &[u32], target: u32) -> Vec<Vec<u32>> {
        let n = items.len();
        (0..1u64 << n)
            .rev()
            .map(|mask| (0..n).filter(|i| mask >> (n - 1 - i) & 1 == 1).map(|i| items[i]).collect())
            .filter(|taken: &Vec<u32>| {
                taken.iter().map(|&i| u64::from(i)).sum::<u64>() == u64::from(target)
            })
            .collect()
    }

    #[test]
    fn the_default_items_reach_9_as_a_brute_force_says() {
        let found = subsets(DEFAULT_ITEMS, DEFAULT_TARGET);
        assert_eq!(found, [vec![3, 4, 2], vec![4, 5]]);
        assert_eq!(found, brute_force(DEFAULT_ITEMS, DEFAULT_TARGET));
        for (items, target) in [
            (&[1, 2, 3, 4, 5, 6][..], 7),
            (&[2, 2, 2, 2][..], 4),
            (&[0, 1, 0][..], 1),
            (&[5, 7][..], 1),
            (&[5, 7][..], 0),
            (&[5, 7][..], 12),
            (&[5, 7][..], 100),
        ] {
            assert_eq!(subsets(items, target), brute_force(items, target), "{items:?} {target}");
        }
    }

    #[test]
    fn rejects_are_bounds_with_their_numbers() {
        let mut s = SubsetSum::new(DEFAULT_ITEMS.to_vec(), 9).unwrap();
        s.assign(0, TAKE); // 3
                           // Taking 34 makes 37, over 9.
        assert_eq!(s.test(1, TAKE), Some(Clash { rule: Conflict::Over, with: [37, 9] }));
        assert_eq!(s.test(1, LEAVE), None);
        // 3 and 1 cannot reach 9, whichever way 3 goes: the numbers say how near they come.
        let mut s = SubsetSum::new(vec![3, 1], 9).unwrap();
        assert_eq!(s.test(0, LEAVE), Some(Clash { rule: Conflict::Short, with: [1, 9] }));
        assert_eq!(s.test(0, TAKE), Some(Clash { rule: Conflict::Short, with: [4, 9] }));
        s.assign(0, TAKE);
        s.undo(0);
        assert_eq!(s.sum(), 0);
    }

    #[test]
    fn a_target_out_of_reach_runs_and_finds_none() {
        assert!(subsets(DEFAULT_ITEMS, 61).is_empty());
        assert_eq!(subsets(DEFAULT_ITEMS, 60), [DEFAULT_ITEMS.to_vec()]);
        let events = run(&[5, 7], 100);
        assert!(matches!(events.last(), Some(Event::Done { solutions: 0, complete: true, .. })));
    }

    #[test]
    fn bad_instances_say_what_is_wrong() {
        use serde_json::json;
        let bad = |json: serde_json::Value| SubsetSum::open(&json).unwrap_err();
        assert_eq!(bad(json!({"items":[],"target":1})), InstanceError::NoItems);
        assert_eq!(bad(json!({"items":[3,-4],"target":1})), InstanceError::Item(-4, 2));
        assert_eq!(bad(json!({"items":[3],"target":-1})), InstanceError::Target(-1));
        assert_eq!(
            bad(json!({"items":[3],"target":4294967296u64})),
            InstanceError::Target(4294967296)
        );
        assert_eq!(
            bad(json!({"items":[4294967295u32, 1],"target":1})),
            InstanceError::ItemsTotal(4294967296)
        );
        assert_eq!(bad(json!({"items":[1.5],"target":1})), InstanceError::Field("items"));
        assert_eq!(bad(json!({"items":[1]})), InstanceError::Field("target"));
        let opened = SubsetSum::open(&SubsetSum::default_instance()).unwrap();
        assert_eq!(opened.instance(), r#"{"items":[3,34,4,12,5,2],"target":9}"#);
    }

    #[test]
    fn a_subset_is_drawn_as_its_sum() {
        let s = SubsetSum::new(DEFAULT_ITEMS.to_vec(), 9).unwrap();
        assert_eq!(s.draw(&[1, 0, 1, 0, 0, 1], Lang::En), ["3 + 4 + 2 = 9"]);
        assert_eq!(s.draw(&[0; 6], Lang::En), ["∅ = 0"]);
        assert_eq!(s.draw(&[1; 9], Lang::En), ["3 + 34 + 4 + 12 + 5 + 2 = 60"]);
    }
}
