//! Watch a backtracking search solve N-Queens, one event at a time.
//!
//! The parts, each in its own module:
//!
//! - [`event`]: the [`Event`]s of a search (`start`, `try`, `accept`, `reject`, `solution`,
//!   `backtrack`, `done`) and their JSON Lines form, schema `nqueens-trace/1`;
//! - [`sink`]: the [`Sink`] trait at the centre, which every consumer of events implements;
//! - [`solver`]: the search itself, the one the textbooks teach, generic over its sink;
//! - [`board`]: the queens on the board, what attacks a square and how, and what every square
//!   shows at a step: the one model of the board behind verify, step, diff and the exports;
//! - [`count`]: the same totals without the events, on bitboards and all cores;
//! - [`printer`]: sinks that write traces: [`TextPrinter`] for people, [`JsonlWriter`] for
//!   machines;
//! - [`reader`]: a streaming [`Reader`] of JSON Lines traces, for replay, diff and verify, the
//!   rules every reader applies ([`reader::Order`]), and [`reader::Trace::feed`], which pushes a
//!   trace's events into a sink on the fast path;
//! - [`diff`]: where two traces first differ ([`diff::diff`]);
//! - [`verify`]: proves that a trace is a correct backtracking search ([`verify::verify`]): the
//!   rules ([`verify::Verifier`]) and the canonical search ([`verify::Canonical`]) are sinks;
//! - [`escape`]: text from outside (file names, titles, trace content) shown with its control
//!   and bidirectional characters escaped, on every channel;
//! - [`color`]: the colour policy, decided once, and the palette it picks;
//! - [`choice`]: the options with a fixed set of values, each value with one name that every
//!   front end parses and shows;
//! - [`filter`]: which events a reader wants shown; [`lang`]: the messages, one table per
//!   language;
//! - [`cursor`]: the model of the interactive step view: a position in a trace, forwards and
//!   backwards, and the board it shows; [`tree`]: the search tree around a step, the current
//!   path with what became of each square under it;
//! - [`exercise`]: the student carries out the search move by move, each move judged against
//!   the model search stepped alongside, with a tally and a record of what stood;
//! - [`export`]: the same events drawn for slides: an HTML player, asciicast, SVG, Marp,
//!   LaTeX, Graphviz and GIF;
//! - [`stream`]: the events of a search pulled one at a time ([`stream::Events`]), for callers
//!   that iterate; [`check`]: a program's trace judged against the rules and the canonical
//!   search, as it arrives.
//!
//! ```
//! use nqueens_trace::{Event, Solver};
//!
//! let mut events: Vec<Event> = Vec::new();
//! let stats = Solver::new(4)?.run(&mut events)?;
//! assert_eq!(stats.solutions, 2);
//! assert!(matches!(events[0], Event::Start { n: 4, .. }));
//! assert!(events.contains(&Event::Solution { step: 57, index: 1, queens: vec![1, 3, 0, 2] }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod board;
pub mod check;
pub mod choice;
pub mod color;
pub mod count;
pub mod cursor;
pub mod diff;
pub mod escape;
pub mod event;
pub mod exercise;
pub mod export;
pub mod filter;
pub mod lang;
pub mod printer;
pub mod program;
pub mod reader;
pub mod sink;
pub mod solver;
pub mod stream;
pub mod tree;
pub mod verify;

pub use count::{Counter, Profile};
pub use event::{Conflict, Event, Kind, MAX_N, SCHEMA};
pub use filter::Filter;
pub use lang::Lang;
pub use printer::jsonl::JsonlWriter;
pub use printer::text::{BoardStyle, Style, TextOptions, TextPrinter};
pub use reader::{ReadError, Reader};
pub use sink::{Ignore, Sink};
pub use solver::{Solver, Stats};

// The examples of the README and of the pages in docs/ are doctests, so each page is their one
// source and they compile; `tests/docs.rs` fails if a page with Rust examples is missing here.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

#[doc = include_str!("../docs/library.md")]
#[cfg(doctest)]
pub struct LibraryDoctests;
