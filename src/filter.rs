//! What a reader of the trace wants to see: `--only KINDS`, `--hide KINDS`, `--max-depth D`.
//!
//! A [`Filter`] decides, event by event, whether an event is shown. It changes what is shown,
//! never the search: the solver still produces every event, JSON Lines output still holds the
//! whole trace, and the `done` summary still counts everything.
//!
//! [`Filtered`] wraps any stateless sink with a filter. The text printer takes its filter in
//! [`crate::TextOptions`] instead, because its classic style must see every `accept` and
//! `backtrack` to know the queens already placed, even when those lines are hidden.

use crate::event::{Event, Kind};
use crate::sink::Sink;
use std::fmt;

/// Which events are shown. The default shows everything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Filter {
    shown: [bool; 7],
    max_depth: Option<u32>,
}

impl Default for Filter {
    fn default() -> Self {
        Filter { shown: [true; 7], max_depth: None }
    }
}

/// A kind name that is not one of the seven.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindError(pub String);

impl fmt::Display for KindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown event kind '{}': expected ", self.0)?;
        for (i, k) in Kind::ALL.iter().enumerate() {
            f.write_str(if i == 0 { "" } else { ", " })?;
            f.write_str(k.as_str())?;
        }
        f.write_str(", separated by commas")
    }
}

impl std::error::Error for KindError {}

/// Parses a comma-separated list of kinds, such as `accept,backtrack,solution`.
pub fn parse_kinds(s: &str) -> Result<Vec<Kind>, KindError> {
    s.split(',')
        .map(|name| {
            let name = name.trim();
            Kind::ALL
                .into_iter()
                .find(|k| k.as_str().eq_ignore_ascii_case(name))
                .ok_or_else(|| KindError(name.to_string()))
        })
        .collect()
}

impl Filter {
    /// Shows only the kinds in `kinds` (`--only`).
    pub fn only(mut self, kinds: &[Kind]) -> Filter {
        self.shown = [false; 7];
        for &k in kinds {
            self.shown[k as usize] = true;
        }
        self
    }

    /// Hides the kinds in `kinds` (`--hide`), on top of what is already hidden.
    pub fn hide(mut self, kinds: &[Kind]) -> Filter {
        for &k in kinds {
            self.shown[k as usize] = false;
        }
        self
    }

    /// Hides events deeper than row `depth` (`--max-depth`, rows counted from 0). A solution
    /// lies at the depth of its last row; `start` and `done` lie at depth 0.
    pub fn max_depth(mut self, depth: Option<u32>) -> Filter {
        self.max_depth = depth;
        self
    }

    /// Whether this filter shows everything.
    pub fn is_all(&self) -> bool {
        *self == Filter::default()
    }

    /// Whether `event` is shown.
    #[inline]
    pub fn shows(&self, event: &Event) -> bool {
        self.shows_at(event.kind(), depth(event))
    }

    /// Whether an event of `kind` at `depth` in the search tree is shown: for the searches
    /// whose variables are not numbered by depth, whose consumers count the depth themselves.
    #[inline]
    pub fn shows_at(&self, kind: crate::event::Kind, depth: u32) -> bool {
        self.shown[kind as usize]
            && match self.max_depth {
                None => true,
                Some(max) => depth <= max,
            }
    }
}

/// The depth of an event in the search tree: its row.
pub fn depth(event: &Event) -> u32 {
    match event {
        Event::Solution { queens, .. } => (queens.len() as u32).saturating_sub(1),
        e => e.square().map_or(0, |(row, _)| row),
    }
}

/// A sink that passes on only the events its filter shows; `finish` always passes.
#[derive(Debug)]
pub struct Filtered<S> {
    filter: Filter,
    inner: S,
}

impl<S: Sink> Filtered<S> {
    /// Wraps `inner`.
    pub fn new(filter: Filter, inner: S) -> Self {
        Filtered { filter, inner }
    }

    /// The wrapped sink.
    pub fn into_inner(self) -> S {
        self.inner
    }
}

impl<S: Sink> Sink for Filtered<S> {
    type Error = S::Error;

    /// Passes a shown event on, and stops when the inner sink does; a hidden event goes on.
    #[inline]
    fn event(&mut self, event: &Event) -> Result<bool, S::Error> {
        if self.filter.shows(event) {
            self.inner.event(event)
        } else {
            Ok(true)
        }
    }

    fn finish(&mut self) -> Result<(), S::Error> {
        self.inner.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    fn kinds_shown(filter: Filter) -> Vec<Kind> {
        let mut sink = Filtered::new(filter, Vec::new());
        Solver::new(4).unwrap().run(&mut sink).unwrap();
        let mut kinds: Vec<Kind> = sink.into_inner().iter().map(Event::kind).collect();
        kinds.dedup();
        kinds.sort();
        kinds.dedup();
        kinds
    }

    #[test]
    fn only_and_hide_pick_kinds() {
        let only = parse_kinds("accept, backtrack,SOLUTION").unwrap();
        assert_eq!(
            kinds_shown(Filter::default().only(&only)),
            [Kind::Accept, Kind::Solution, Kind::Backtrack]
        );
        let hide = parse_kinds("try,reject").unwrap();
        assert_eq!(
            kinds_shown(Filter::default().hide(&hide)),
            [Kind::Start, Kind::Accept, Kind::Solution, Kind::Backtrack, Kind::Done]
        );
    }

    #[test]
    fn max_depth_keeps_the_top_of_the_tree() {
        let mut sink = Filtered::new(Filter::default().max_depth(Some(0)), Vec::new());
        Solver::new(4).unwrap().run(&mut sink).unwrap();
        let events = sink.into_inner();
        // start, done, and try/accept/backtrack of the four queens of row 0.
        assert_eq!(events.len(), 2 + 4 * 3);
        assert!(events.iter().all(|e| depth(e) == 0));
    }

    #[test]
    fn unknown_kinds_are_named() {
        assert_eq!(
            parse_kinds("try,acept").unwrap_err().to_string(),
            "unknown event kind 'acept': expected start, try, accept, reject, solution, \
             backtrack, done, separated by commas"
        );
    }
}
