//! The events of a `backtrack-trace/1` line, under that schema's names: `var` and `value` for
//! a square's two numbers, `rule` for a reject's, `values` for a solution's list. The reader
//! decodes a line of such a trace with [`Generic`] rather than [`Event`], so that each schema
//! has one name per field: an N-Queens name in a Sudoku trace (or the other way round) is a
//! field its kind does not know, ignored as any other, and the field it stands for is missing.
//! The fast path reads N-Queens lines only; a `backtrack-trace/1` line always comes here.

use crate::event::{Conflict, Event, Position, Schema};
use serde::Deserialize;

/// One `backtrack-trace/1` event, as its line names its fields.
#[derive(Deserialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub(super) enum Generic {
    Start {
        step: u64,
        #[serde(flatten)]
        schema: Schema,
        n: u32,
        limit: Option<u64>,
        #[serde(default)]
        start: Position,
    },
    Try {
        step: u64,
        var: u32,
        value: u32,
    },
    Accept {
        step: u64,
        var: u32,
        value: u32,
    },
    Reject {
        step: u64,
        var: u32,
        value: u32,
        rule: Rule,
        with: [u32; 2],
    },
    Solution {
        step: u64,
        index: u64,
        values: Vec<u32>,
    },
    Backtrack {
        step: u64,
        var: u32,
        value: u32,
    },
    Done {
        step: u64,
        solutions: u64,
        tries: u64,
        accepts: u64,
        rejects: u64,
        backtracks: u64,
        complete: bool,
    },
}

/// The rules of the problems that write `backtrack-trace/1`: a Sudoku's units, a colouring's
/// edge, a subset sum's two bounds. N-Queens' diagonals are no rule of this schema.
#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(super) enum Rule {
    Row,
    Column,
    Box,
    Edge,
    Over,
    Short,
}

impl From<Rule> for Conflict {
    fn from(rule: Rule) -> Conflict {
        match rule {
            Rule::Row => Conflict::Row,
            Rule::Column => Conflict::Column,
            Rule::Box => Conflict::Box,
            Rule::Edge => Conflict::Edge,
            Rule::Over => Conflict::Over,
            Rule::Short => Conflict::Short,
        }
    }
}

impl From<Generic> for Event {
    fn from(g: Generic) -> Event {
        match g {
            Generic::Start { step, schema, n, limit, start } => {
                Event::Start { step, schema, n, limit, start }
            }
            Generic::Try { step, var, value } => Event::Try { step, row: var, col: value },
            Generic::Accept { step, var, value } => Event::Accept { step, row: var, col: value },
            Generic::Reject { step, var, value, rule, with } => {
                Event::Reject { step, row: var, col: value, conflict: rule.into(), with }
            }
            Generic::Solution { step, index, values } => {
                Event::Solution { step, index, queens: values }
            }
            Generic::Backtrack { step, var, value } => {
                Event::Backtrack { step, row: var, col: value }
            }
            Generic::Done { step, solutions, tries, accepts, rejects, backtracks, complete } => {
                Event::Done { step, solutions, tries, accepts, rejects, backtracks, complete }
            }
        }
    }
}
