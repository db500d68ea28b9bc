//! Sinks that write a trace out: [`jsonl`] for machines, [`text`] for people.

pub mod jsonl;
pub mod text;
