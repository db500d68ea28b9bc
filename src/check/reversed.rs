//! A problem with the values of each variable tried in reverse order: the search a program
//! makes when it leaves an item out before it takes it, or tries the colours from the last.
//! `check` walks a trace beside it too, to tell a student whose search is the model's but
//! reordered so ([`super::Reordered`]).

use crate::event::Conflict;
use crate::lang::Lang;
use crate::problem::{Clash, Problem, Words};

/// `inner`, its values of each variable tried last first; everything else is `inner`'s.
#[derive(Debug)]
pub struct Reversed(pub Box<dyn Problem>);

impl Reversed {
    /// The values of `var` in `inner`'s order.
    fn values(&self, var: u32) -> Vec<u32> {
        (0..).map_while(|i| self.0.value(var, i)).collect()
    }
}

impl Problem for Reversed {
    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn instance(&self) -> String {
        self.0.instance()
    }

    fn size(&self) -> u32 {
        self.0.size()
    }

    fn order(&self) -> Vec<u32> {
        self.0.order()
    }

    fn value(&self, var: u32, i: u32) -> Option<u32> {
        let values = self.values(var);
        let i = usize::try_from(i).ok()?;
        values.len().checked_sub(i + 1).map(|at| values[at])
    }

    fn test(&self, var: u32, value: u32) -> Option<Clash> {
        self.0.test(var, value)
    }

    fn assign(&mut self, var: u32, value: u32) {
        self.0.assign(var, value)
    }

    fn undo(&mut self, var: u32) {
        self.0.undo(var)
    }

    fn solution(&self) -> Vec<u32> {
        self.0.solution()
    }

    fn words(&self, lang: Lang) -> &'static Words {
        self.0.words(lang)
    }

    fn name_var(&self, var: u32, base: u32) -> String {
        self.0.name_var(var, base)
    }

    fn name_value(&self, var: u32, value: u32, lang: Lang) -> Option<String> {
        self.0.name_value(var, value, lang)
    }

    fn about(&self, lang: Lang) -> Vec<(&'static str, String)> {
        self.0.about(lang)
    }

    fn unit(&self, var: u32, rule: Conflict, base: u32) -> u32 {
        self.0.unit(var, rule, base)
    }

    fn draw(&self, values: &[u32], lang: Lang) -> Vec<String> {
        self.0.draw(values, lang)
    }

    fn shape(&self) -> crate::picture::Shape {
        self.0.shape()
    }

    fn fresh(&self) -> Box<dyn Problem> {
        Box::new(Reversed(self.0.fresh()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem;

    #[test]
    fn the_values_come_last_first_and_nothing_else_changes() {
        let items = serde_json::json!({"items": [3, 4], "target": 4});
        let sum = Reversed(problem::open("subset-sum", &items).unwrap());
        assert_eq!((sum.value(0, 0), sum.value(0, 1), sum.value(0, 2)), (Some(0), Some(1), None));
        assert_eq!(sum.value(0, u32::MAX), None);
        assert_eq!(sum.instance(), problem::open("subset-sum", &items).unwrap().instance());
        let map = problem::default_instance("coloring").unwrap();
        let map = Reversed(problem::open("coloring", &map).unwrap());
        assert_eq!(
            (0..4).map(|i| map.value(0, i)).collect::<Vec<_>>(),
            [Some(2), Some(1), Some(0), None]
        );
    }
}
