//! The pieces that several formats' options share: how the export's text reads ([`Wording`]),
//! which steps it holds ([`Window`]), and the two fixed choices of the pictures ([`Theme`],
//! [`Aspect`]). Each format's own `Options` is built from the pieces it reads and nothing more.

use crate::event::{Event, Kind};
use crate::filter::Filter;
use crate::lang::Lang;
use std::fmt;

/// How an export's text reads: its language and its numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Wording {
    /// The language of the trace's lines in the export; default English.
    pub lang: Lang,
    /// Number rows and columns from 1, as textbooks do; default from 0.
    pub one_based: bool,
}

impl Wording {
    /// What is added to every row and column number written: 1 when one-based, else 0.
    pub fn base(self) -> u32 {
        u32::from(self.one_based)
    }
}

/// Which steps of a trace an export holds: a range of step numbers, the kinds kept, and what
/// is hidden of those. The default keeps every step.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Window {
    /// The first step kept, default 0.
    pub from: u64,
    /// The last step kept, default none: to the end.
    pub to: Option<u64>,
    /// The kinds kept; empty keeps every kind.
    pub only: Vec<Kind>,
    /// The kinds left out of those kept; default none.
    pub hide: Vec<Kind>,
    /// The deepest row kept (the first row is depth 0); default none, every row.
    pub max_depth: Option<u32>,
}

impl Window {
    /// The steps `from..=to` (`to` none: to the end) of the kinds in `only` (empty: all),
    /// hiding nothing; refuses a `to` before `from` with [`super::ExportError::Backwards`].
    pub fn new(from: u64, to: Option<u64>, only: Vec<Kind>) -> Result<Window, super::ExportError> {
        if let Some(to) = to.filter(|&to| to < from) {
            return Err(super::ExportError::Backwards { from, to });
        }
        Ok(Window { from, to, only, ..Window::default() })
    }

    /// Step `step` alone.
    pub fn step(step: u64) -> Window {
        Window { from: step, to: Some(step), ..Window::default() }
    }

    /// Whether `event` is in the range and of a kind kept, before what is hidden.
    pub fn keeps(&self, event: &Event) -> bool {
        let step = event.step();
        step >= self.from
            && self.to.map_or(true, |to| step <= to)
            && (self.only.is_empty() || self.only.contains(&event.kind()))
    }

    /// What is hidden of the steps kept, as a filter of events.
    pub fn filter(&self) -> Filter {
        Filter::default().hide(&self.hide).max_depth(self.max_depth)
    }
}

/// The window in words, for a library user's error message: `steps 500 to the end`,
/// `steps 0 to 40 of the kinds accept, solution`. A front end describes it in its own words.
impl fmt::Display for Window {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kinds =
            |kinds: &[Kind]| kinds.iter().map(|k| k.as_str()).collect::<Vec<_>>().join(", ");
        write!(f, "steps {} to ", self.from)?;
        match self.to {
            Some(to) => write!(f, "{to}")?,
            None => f.write_str("the end")?,
        }
        if !self.only.is_empty() {
            write!(f, " of the kinds {}", kinds(&self.only))?;
        }
        if !self.hide.is_empty() {
            write!(f, " without the kinds {}", kinds(&self.hide))?;
        }
        if let Some(depth) = self.max_depth {
            write!(f, " down to depth {depth}")?;
        }
        Ok(())
    }
}

/// The colours of a picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Theme {
    /// Dark ink on a white page (the default).
    #[default]
    Light,
    /// Light ink on a dark page, for a dark room or a dark slide theme.
    Dark,
}

/// The shape of a slide: width to height.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Aspect {
    /// 16:9, a widescreen projector (the default).
    #[default]
    Wide,
    /// 4:3, an older projector.
    Square,
}

crate::choice::choice!(Theme { Light = "light", Dark = "dark" });
crate::choice::choice!(Aspect { Wide = "16:9", Square = "4:3" });

impl Aspect {
    /// Width and height in the smallest whole numbers: `(16, 9)` or `(4, 3)`.
    pub fn ratio(self) -> (u32, u32) {
        match self {
            Aspect::Wide => (16, 9),
            Aspect::Square => (4, 3),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_says_what_it_keeps_in_words() {
        assert_eq!(Window::default().to_string(), "steps 0 to the end");
        let window = Window {
            hide: vec![Kind::Try],
            max_depth: Some(2),
            ..Window::new(3, Some(40), vec![Kind::Accept, Kind::Solution]).unwrap()
        };
        assert_eq!(
            window.to_string(),
            "steps 3 to 40 of the kinds accept, solution without the kinds try down to depth 2"
        );
    }

    #[test]
    fn a_backward_range_is_refused_with_its_ends() {
        let err = Window::new(9, Some(3), vec![]).unwrap_err();
        assert!(matches!(err, super::super::ExportError::Backwards { from: 9, to: 3 }), "{err:?}");
    }
}
