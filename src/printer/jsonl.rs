//! The JSON Lines writer: schema `nqueens-trace/1` in its one canonical form.
//!
//! One compact object per line, keys in the order of [`Event`]'s fields, `\n` after each. The
//! bytes are exactly what `serde_json::to_writer` produces for the same event (property tests
//! hold it to that); the common events are written by hand because serde's derive is several
//! times slower, and traces run to billions of bytes. Three things make the hand-written path
//! fast: lines are assembled in the writer's own block buffer rather than handed over one by
//! one, a step that is one more than the last is counted up in its decimal digits instead of
//! formatted afresh, and the small numbers (rows and columns) come from a table.

use super::block::{Block, APPEND, BLOCK};
use crate::event::{Conflict, Event};
use crate::sink::Sink;
use std::io::{self, Write};

/// Room kept free in the block for one hand-written line (the longest is a `reject` with
/// every number at its maximum, under 150 bytes).
const LINE_ROOM: usize = 256;

/// Writes each event as one line of canonical JSON.
///
/// Lines are collected in a block of 64 KiB and written to the underlying writer when the
/// block is full, by [`Sink::finish`], and (ignoring errors) when the writer is dropped, so a
/// `BufWriter` around `out` is not needed. A live trace on a terminal wants each line written
/// at once instead: see [`JsonlWriter::live`].
#[derive(Debug)]
pub struct JsonlWriter<W: Write> {
    block: Block<W, APPEND>,
    step: StepDigits,
}

impl<W: Write> JsonlWriter<W> {
    /// A block-buffered writer into `out`.
    pub fn new(out: W) -> Self {
        JsonlWriter {
            block: Block::new(out, Vec::with_capacity(BLOCK), false),
            step: StepDigits::new(),
        }
    }

    /// With `true`, every line is written to the underlying writer as soon as it is complete,
    /// so that someone watching sees it at once; the default, `false`, writes whole blocks.
    /// The bytes are the same either way.
    pub fn live(mut self, live: bool) -> Self {
        self.block.live = live;
        self
    }

    /// The underlying writer. Call [`Sink::finish`] first: it writes out the rest of the
    /// block and reports any error, which this cannot.
    pub fn into_inner(self) -> W {
        self.block.into_inner()
    }
}

/// Appends the canonical JSON line for `event` (with its `\n`) to `buf`.
pub fn write_line(buf: &mut Vec<u8>, event: &Event) {
    StepDigits::new().line(buf, event);
}

/// The decimal digits of the last step written, kept so that the next step (nearly always
/// the last plus one) costs an increment of the last digit rather than a division per digit.
#[derive(Debug, Clone, Copy)]
struct StepDigits {
    /// The digits, right-aligned: `digits[start..]`.
    digits: [u8; 20],
    /// Where the digits begin; 20 while there are none yet.
    start: usize,
    value: u64,
    /// Set by a `backtrack-trace/1` start: the lines then name `var`, `value` and `rule`
    /// (the generic path, [`StepDigits::generic_line`]); N-Queens' lines are written as they
    /// always were, one test of this flag per line their only cost.
    generic: bool,
}

impl StepDigits {
    fn new() -> StepDigits {
        StepDigits { digits: [b'0'; 20], start: 20, value: 0, generic: false }
    }

    #[inline(always)]
    fn set(&mut self, step: u64) -> &[u8] {
        if self.start < 20 && Some(step) == self.value.checked_add(1) {
            self.increment();
        } else {
            let mut num = itoa::Buffer::new();
            let text = num.format(step).as_bytes();
            self.start = 20 - text.len();
            self.digits[self.start..].copy_from_slice(text);
        }
        self.value = step;
        &self.digits[self.start..]
    }

    #[inline(always)]
    fn increment(&mut self) {
        let mut i = 20;
        while i > self.start {
            i -= 1;
            if self.digits[i] != b'9' {
                self.digits[i] += 1;
                return;
            }
            self.digits[i] = b'0';
        }
        // All nines: one more digit. `value + 1` fits a u64, whose 20 digits are not all
        // nines, so `start` is at least 1 here.
        self.start -= 1;
        self.digits[self.start] = b'1';
    }

    /// Appends `event`'s line to `buf`.
    #[inline(always)]
    fn line(&mut self, buf: &mut Vec<u8>, event: &Event) {
        if self.generic {
            return self.generic_line(buf, event);
        }
        self.line_of::<false>(buf, event)
    }

    /// Appends the line of `event` in a `backtrack-trace/1` trace. Out of N-Queens' way: its
    /// lines pay one test of the flag and nothing of this path's code.
    #[cold]
    #[inline(never)]
    fn generic_line(&mut self, buf: &mut Vec<u8>, event: &Event) {
        self.line_of::<true>(buf, event)
    }

    /// Appends `event`'s line to `buf`, with the keys of `nqueens-trace/1` (`row`, `col`,
    /// `conflict`) or, `GENERIC`, of `backtrack-trace/1` (`var`, `value`, `rule`, and a
    /// solution's `values`): the keys are chosen when the code is made, so each schema's lines
    /// are written by the same code, with no test per key.
    #[inline(always)]
    fn line_of<const GENERIC: bool>(&mut self, buf: &mut Vec<u8>, event: &Event) {
        match *event {
            Event::Try { step, row, col } => {
                self.square::<GENERIC>(buf, b"{\"event\":\"try\",\"step\":", step, row, col);
            }
            Event::Accept { step, row, col } => {
                self.square::<GENERIC>(buf, b"{\"event\":\"accept\",\"step\":", step, row, col);
            }
            Event::Backtrack { step, row, col } => {
                let head = b"{\"event\":\"backtrack\",\"step\":";
                self.square::<GENERIC>(buf, head, step, row, col);
            }
            Event::Reject { step, row, col, conflict, with } => {
                self.square::<GENERIC>(buf, b"{\"event\":\"reject\",\"step\":", step, row, col);
                buf.extend_from_slice(if GENERIC {
                    rule(conflict)
                } else {
                    conflict_key(conflict)
                });
                small(buf, with[0]);
                buf.push(b',');
                small(buf, with[1]);
                buf.push(b']');
            }
            Event::Solution { step, index, ref queens } if GENERIC => {
                buf.extend_from_slice(b"{\"event\":\"solution\",\"step\":");
                buf.extend_from_slice(self.set(step));
                buf.extend_from_slice(b",\"index\":");
                buf.extend_from_slice(itoa::Buffer::new().format(index).as_bytes());
                buf.extend_from_slice(b",\"values\":[");
                for (i, &v) in queens.iter().enumerate() {
                    if i > 0 {
                        buf.push(b',');
                    }
                    small(buf, v);
                }
                buf.push(b']');
            }
            // Rare events, and `start` carries a string that may need escaping: serde writes
            // them. Serialising into a Vec cannot fail, and these events hold nothing serde
            // refuses (no maps with non-string keys, no non-finite floats).
            _ => {
                if let Event::Start { ref schema, .. } = *event {
                    self.generic = schema.named().is_some();
                }
                let _ = serde_json::to_writer(&mut *buf, event);
                buf.push(b'\n');
                return;
            }
        }
        buf.extend_from_slice(b"}\n");
    }

    #[inline(always)]
    fn square<const GENERIC: bool>(
        &mut self,
        buf: &mut Vec<u8>,
        head: &[u8],
        step: u64,
        row: u32,
        col: u32,
    ) {
        buf.extend_from_slice(head);
        buf.extend_from_slice(self.set(step));
        buf.extend_from_slice(if GENERIC { b",\"var\":" } else { b",\"row\":" });
        small(buf, row);
        buf.extend_from_slice(if GENERIC { b",\"value\":".as_slice() } else { b",\"col\":" });
        small(buf, col);
    }
}

/// A reject's rule and the start of its `with`, as `nqueens-trace/1` writes them.
#[inline(always)]
fn conflict_key(conflict: Conflict) -> &'static [u8] {
    match conflict {
        Conflict::Column => b",\"conflict\":\"column\",\"with\":[",
        Conflict::Diagonal => b",\"conflict\":\"diagonal\",\"with\":[",
        Conflict::AntiDiagonal => b",\"conflict\":\"anti-diagonal\",\"with\":[",
        // Not an N-Queens rule: what serde writes for it.
        Conflict::Row => b",\"conflict\":\"row\",\"with\":[",
        Conflict::Box => b",\"conflict\":\"box\",\"with\":[",
        Conflict::Edge => b",\"conflict\":\"edge\",\"with\":[",
        Conflict::Over => b",\"conflict\":\"over\",\"with\":[",
        Conflict::Short => b",\"conflict\":\"short\",\"with\":[",
    }
}

/// A reject's rule and the start of its `with`, as `backtrack-trace/1` writes them.
#[inline(always)]
fn rule(conflict: Conflict) -> &'static [u8] {
    match conflict {
        Conflict::Column => b",\"rule\":\"column\",\"with\":[",
        Conflict::Diagonal => b",\"rule\":\"diagonal\",\"with\":[",
        Conflict::AntiDiagonal => b",\"rule\":\"anti-diagonal\",\"with\":[",
        Conflict::Row => b",\"rule\":\"row\",\"with\":[",
        Conflict::Box => b",\"rule\":\"box\",\"with\":[",
        Conflict::Edge => b",\"rule\":\"edge\",\"with\":[",
        Conflict::Over => b",\"rule\":\"over\",\"with\":[",
        Conflict::Short => b",\"rule\":\"short\",\"with\":[",
    }
}

#[inline(always)]
fn small(buf: &mut Vec<u8>, v: u32) {
    if v < 10 {
        buf.push(b'0' + v as u8);
    } else if v < 100 {
        buf.extend_from_slice(&[b'0' + (v / 10) as u8, b'0' + (v % 10) as u8]);
    } else {
        buf.extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
    }
}

impl<W: Write> Sink for JsonlWriter<W> {
    type Error = io::Error;

    /// Writes the event's line; never stops.
    #[inline]
    fn event(&mut self, event: &Event) -> io::Result<bool> {
        self.step.line(&mut self.block.buf, event);
        self.block.end_event(BLOCK - LINE_ROOM)?;
        Ok(true)
    }

    fn finish(&mut self) -> io::Result<()> {
        self.block.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_written_lines_equal_serde() {
        let events = [
            Event::Try { step: 1, row: 0, col: 0 },
            Event::Accept { step: 2, row: 31, col: 7 },
            Event::Backtrack { step: u64::MAX, row: u32::MAX, col: 0 },
            Event::sample_reject(),
        ];
        for e in &events {
            let mut buf = Vec::new();
            write_line(&mut buf, e);
            let mut want = serde_json::to_vec(e).unwrap();
            want.push(b'\n');
            assert_eq!(String::from_utf8(buf).unwrap(), String::from_utf8(want).unwrap());
        }
    }

    /// What serde writes for `events`, one line each: the canonical bytes.
    fn serde_lines(events: &[Event]) -> Vec<u8> {
        let mut want = Vec::new();
        for e in events {
            serde_json::to_writer(&mut want, e).unwrap();
            want.push(b'\n');
        }
        want
    }

    fn written(events: &[Event], live: bool) -> Vec<u8> {
        let mut w = JsonlWriter::new(Vec::new()).live(live);
        for e in events {
            w.event(e).unwrap();
        }
        w.finish().unwrap();
        w.into_inner()
    }

    #[test]
    fn steps_count_up_across_every_carry() {
        // Consecutive steps from 0 over 9, 99, 999, then a jump and more carries, then the
        // largest steps: the digits kept between lines must always equal a fresh format.
        let steps = (0..1100u64)
            .chain(99_998..100_002)
            .chain(7..9)
            .chain(u64::MAX - 2..=u64::MAX)
            .chain(0..2);
        let events: Vec<Event> = steps.map(|step| Event::Try { step, row: 1, col: 2 }).collect();
        assert_eq!(written(&events, false), serde_lines(&events));
    }

    #[test]
    fn dropping_the_writer_delivers_the_block() {
        let mut out = Vec::new();
        {
            let mut w = JsonlWriter::new(&mut out);
            w.event(&Event::Try { step: 1, row: 0, col: 0 }).unwrap();
        }
        assert_eq!(out, b"{\"event\":\"try\",\"step\":1,\"row\":0,\"col\":0}\n");
    }

    mod props {
        use super::*;
        use crate::event::SCHEMA;
        use crate::solver::Solver;
        use proptest::prelude::*;

        fn conflict() -> impl Strategy<Value = Conflict> {
            prop_oneof![
                Just(Conflict::Column),
                Just(Conflict::Diagonal),
                Just(Conflict::AntiDiagonal)
            ]
        }

        /// Numbers as the search makes them, and any others too.
        fn num32() -> impl Strategy<Value = u32> {
            prop_oneof![0..40u32, any::<u32>()]
        }

        fn event() -> impl Strategy<Value = Event> {
            let step = prop_oneof![0..2000u64, any::<u64>()];
            prop_oneof![
                (step.clone(), num32(), num32()).prop_map(|(step, row, col)| Event::Try {
                    step,
                    row,
                    col
                }),
                (step.clone(), num32(), num32()).prop_map(|(step, row, col)| Event::Accept {
                    step,
                    row,
                    col
                }),
                (step.clone(), num32(), num32())
                    .prop_map(|(step, row, col)| { Event::Backtrack { step, row, col } }),
                (step.clone(), num32(), num32(), conflict(), num32(), num32()).prop_map(
                    |(step, row, col, conflict, r, c)| Event::Reject {
                        step,
                        row,
                        col,
                        conflict,
                        with: [r, c]
                    }
                ),
                (step.clone(), any::<u64>(), prop::collection::vec(num32(), 0..33))
                    .prop_map(|(step, index, queens)| Event::Solution { step, index, queens }),
                (step.clone(), any::<String>(), num32(), any::<Option<u64>>()).prop_map(
                    |(step, schema, n, limit)| Event::Start {
                        step,
                        schema: crate::event::Schema::from(schema.as_str()),
                        n,
                        limit,
                        start: crate::event::Position::NONE
                    }
                ),
                (step, any::<[u64; 5]>(), any::<bool>()).prop_map(
                    |(step, [solutions, tries, accepts, rejects, backtracks], complete)| {
                        Event::Done {
                            step,
                            solutions,
                            tries,
                            accepts,
                            rejects,
                            backtracks,
                            complete,
                        }
                    }
                ),
            ]
        }

        proptest! {
            #[test]
            fn any_event_is_written_as_serde_writes_it(e in event()) {
                let mut line = Vec::new();
                write_line(&mut line, &e);
                prop_assert_eq!(line, serde_lines(std::slice::from_ref(&e)));
            }

            /// Runs of events, with steps that mostly count up by one as in a trace, so that
            /// the digits kept from line to line are exercised.
            #[test]
            fn any_sequence_is_written_as_serde_writes_it(
                events in prop::collection::vec(event(), 0..60),
                consecutive in any::<bool>(),
                first in prop_oneof![0..200u64, any::<u64>()],
                live in any::<bool>(),
            ) {
                let mut events = events;
                if consecutive {
                    for (i, e) in events.iter_mut().enumerate() {
                        let s = first.wrapping_add(i as u64);
                        match *e {
                            Event::Start { ref mut step, .. }
                            | Event::Try { ref mut step, .. }
                            | Event::Accept { ref mut step, .. }
                            | Event::Reject { ref mut step, .. }
                            | Event::Solution { ref mut step, .. }
                            | Event::Backtrack { ref mut step, .. }
                            | Event::Done { ref mut step, .. } => *step = s,
                        }
                    }
                }
                prop_assert_eq!(written(&events, live), serde_lines(&events));
            }

            #[test]
            fn whole_traces_are_written_as_serde_writes_them(
                n in 1..=8u32,
                limit in prop::option::of(1..50u64),
                live in any::<bool>(),
            ) {
                let mut events: Vec<Event> = Vec::new();
                Solver::new(n).unwrap().limit(limit).run(&mut events).unwrap();
                let mut w = JsonlWriter::new(Vec::new()).live(live);
                Solver::new(n).unwrap().limit(limit).run(&mut w).unwrap();
                prop_assert_eq!(w.into_inner(), serde_lines(&events));
                let starts_right =
                    matches!(&events[0], Event::Start { schema, .. } if schema == SCHEMA);
                prop_assert!(starts_right);
            }
        }
    }
}
