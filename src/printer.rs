//! Sinks that write a trace out: [`jsonl`] for machines, [`text`] for people.

mod block;
pub mod jsonl;
pub mod text;
