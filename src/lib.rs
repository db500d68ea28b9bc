//! Watch a backtracking search unfold, one event at a time: N-Queens, and every problem of
//! the [`problem`] registry (Sudoku, graph colouring and subset sum beside it), through one
//! event stream.
//!
//! The parts, each in its own module, from the bottom up: a module uses only modules of the
//! layers below its own (`docs/architecture.md` draws the layers and says where a new problem
//! goes).
//!
//! 1. The ground, which uses nothing of the library:
//!    - [`event`]: the [`Event`]s of a search (`start`, `try`, `accept`, `reject`, `solution`,
//!      `backtrack`, `done`) and their JSON Lines form, schema `nqueens-trace/1` for N-Queens
//!      and `backtrack-trace/1` for the other problems; beside them the totals they add up to
//!      ([`Stats`]), an event in one line for messages ([`event::describe`]) and a square as
//!      people read it ([`event::label`]);
//!    - [`escape`]: text from outside (file names, titles, trace content) shown with its
//!      control and bidirectional characters escaped, on every channel.
//! 2. On the event alone:
//!    - [`sink`]: the [`Sink`] trait at the centre, which every consumer of events implements;
//!    - [`tree`]: the search tree around a step, the current path with what became of each
//!      value under it;
//!    - [`program`]: the programs a code pane shows beside the board, and the line of each that
//!      produced an event;
//!    - [`choice`]: the options with a fixed set of values, each value with one name that every
//!      front end parses and shows.
//! 3. The words and the policies:
//!    - [`lang`]: the messages, one table per language, with its plurals and its direction;
//!    - [`color`]: the colour policy, decided once, and the palette it picks;
//!    - [`filter`]: which events a reader wants shown.
//! 4. The problems:
//!    - [`problem`]: the [`problem::Problem`] trait (the variables in order, their values in
//!      order, the test of a value that gives its reason, assign and undo, the words), its
//!      implementations (N-Queens, the one home of the attack rule, Sudoku, graph colouring and
//!      subset sum), the one search
//!      over any of them and the walk that judges a trace beside it.
//! 5. On a problem:
//!    - [`board`]: the queens on the board and what every square shows at a step: the one model
//!      of the board behind verify, step, diff and the exports;
//!    - [`solver`]: the N-Queens search the textbooks teach, on bit sets, generic over its sink;
//!    - [`reader`]: a streaming [`Reader`] of JSON Lines traces of either schema, the rules
//!      every reader applies ([`reader::Order`]), and [`reader::Trace::feed`], which pushes a
//!      trace's events into a sink on the fast path.
//! 6. On the search:
//!    - [`count`]: the same totals without the events, on bitboards and all cores;
//!    - [`stream`]: the events of a search pulled one at a time ([`stream::Events`]);
//!    - [`printer`]: sinks that write traces: [`TextPrinter`] for people, [`JsonlWriter`] for
//!      machines;
//!    - [`diff`]: where two traces first differ ([`diff::diff`]);
//!    - [`cursor`]: the model of the interactive step view: a position in a trace, forwards
//!      and backwards, and the board and tree it shows.
//! 7. Judging a search:
//!    - [`verify`]: proves that a trace is a correct backtracking search
//!      ([`verify::verify`]): the rules ([`verify::Verifier`]) and the canonical search
//!      ([`verify::Canonical`]) are sinks;
//!    - [`exercise`]: the student carries out the search move by move, each move judged against
//!      the model search stepped alongside, with a tally and a record of what stood;
//!    - [`quiz`]: the questions a step asks before its answer is shown, the right answers and
//!      the verdicts, one quiz for the terminal and the player.
//! 8. The top, for the front ends:
//!    - [`check`]: a program's trace judged against the rules and the canonical search, as it
//!      arrives, and the scores of the results files;
//!    - [`export`]: the same events drawn for slides: an HTML player, asciicast, SVG, Marp,
//!      LaTeX, Graphviz and GIF.
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
pub mod picture;
pub mod printer;
pub mod problem;
pub mod program;
pub mod quiz;
pub mod reader;
pub mod sink;
pub mod solver;
pub mod stream;
pub mod tree;
pub mod verify;

pub use count::{Counter, Profile};
pub use event::{Conflict, Event, Kind, Stats, MAX_N, SCHEMA};
pub use filter::Filter;
pub use lang::Lang;
pub use printer::jsonl::JsonlWriter;
pub use printer::text::{BoardStyle, Style, TextOptions, TextPrinter};
pub use reader::{ReadError, Reader};
pub use sink::{Ignore, Sink};
pub use solver::Solver;

// The examples of the README and of the pages in docs/ are doctests, so each page is their one
// source and they compile; `tests/docs.rs` fails if a page with Rust examples is missing here.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

#[doc = include_str!("../docs/library.md")]
#[cfg(doctest)]
pub struct LibraryDoctests;
