//! The JSON Lines writer: schema `nqueens-trace/1` in its one canonical form.
//!
//! One compact object per line, keys in the order of [`Event`]'s fields, `\n` after each. The
//! bytes are exactly what `serde_json::to_writer` produces for the same event (a property test
//! holds it to that); the common events are written by hand because serde's derive is several
//! times slower, and traces run to billions of bytes.

use crate::event::Event;
use crate::sink::Sink;
use std::io::{self, Write};

/// Writes each event as one line of canonical JSON.
#[derive(Debug)]
pub struct JsonlWriter<W: Write> {
    out: W,
    line: Vec<u8>,
}

impl<W: Write> JsonlWriter<W> {
    /// A writer into `out`. Buffering is the caller's choice: wrap files in a `BufWriter`.
    pub fn new(out: W) -> Self {
        JsonlWriter {
            out,
            line: Vec::with_capacity(256),
        }
    }

    /// The underlying writer.
    pub fn into_inner(self) -> W {
        self.out
    }
}

/// Appends the canonical JSON line for `event` (with its `\n`) to `buf`.
pub fn write_line(buf: &mut Vec<u8>, event: &Event) {
    let mut num = itoa::Buffer::new();
    let mut square = |buf: &mut Vec<u8>, head: &[u8], step: u64, row: u32, col: u32| {
        buf.extend_from_slice(head);
        buf.extend_from_slice(num.format(step).as_bytes());
        buf.extend_from_slice(b",\"row\":");
        buf.extend_from_slice(num.format(row).as_bytes());
        buf.extend_from_slice(b",\"col\":");
        buf.extend_from_slice(num.format(col).as_bytes());
    };
    match *event {
        Event::Try { step, row, col } => {
            square(buf, b"{\"event\":\"try\",\"step\":", step, row, col);
        }
        Event::Accept { step, row, col } => {
            square(buf, b"{\"event\":\"accept\",\"step\":", step, row, col);
        }
        Event::Backtrack { step, row, col } => {
            square(buf, b"{\"event\":\"backtrack\",\"step\":", step, row, col);
        }
        Event::Reject {
            step,
            row,
            col,
            conflict,
            with,
        } => {
            square(buf, b"{\"event\":\"reject\",\"step\":", step, row, col);
            buf.extend_from_slice(b",\"conflict\":\"");
            buf.extend_from_slice(conflict.as_str().as_bytes());
            buf.extend_from_slice(b"\",\"with\":[");
            buf.extend_from_slice(num.format(with[0]).as_bytes());
            buf.push(b',');
            buf.extend_from_slice(num.format(with[1]).as_bytes());
            buf.push(b']');
        }
        // Rare events, and `start` carries a string that may need escaping: serde writes them.
        _ => {
            serde_json::to_writer(&mut *buf, event).expect("serialising into a Vec cannot fail");
            buf.push(b'\n');
            return;
        }
    }
    buf.extend_from_slice(b"}\n");
}

impl<W: Write> Sink for JsonlWriter<W> {
    #[inline]
    fn event(&mut self, event: &Event) -> io::Result<()> {
        self.line.clear();
        write_line(&mut self.line, event);
        self.out.write_all(&self.line)
    }

    fn finish(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Conflict;

    #[test]
    fn hand_written_lines_equal_serde() {
        let events = [
            Event::Try {
                step: 1,
                row: 0,
                col: 0,
            },
            Event::Accept {
                step: 2,
                row: 31,
                col: 7,
            },
            Event::Backtrack {
                step: u64::MAX,
                row: u32::MAX,
                col: 0,
            },
            Event::Reject {
                step: 4,
                row: 1,
                col: 0,
                conflict: Conflict::AntiDiagonal,
                with: [0, 1],
            },
        ];
        for e in &events {
            let mut buf = Vec::new();
            write_line(&mut buf, e);
            let mut want = serde_json::to_vec(e).unwrap();
            want.push(b'\n');
            assert_eq!(
                String::from_utf8(buf).unwrap(),
                String::from_utf8(want).unwrap()
            );
        }
    }
}
