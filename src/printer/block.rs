//! The writer layer the printers share: a block of bytes collected for one writer, handed over
//! whole, or after every event for someone watching.

use std::io::{self, Write};

/// The size a block grows to before it is written out. A printer keeps room past it for the
/// last event of a block.
pub(super) const BLOCK: usize = 1 << 16;

/// Bytes collected for a writer: `buf[..pos]` waits to be written.
///
/// The bytes from `pos` to `buf.len()` are room a printer made for lines it writes by index
/// (the text printer); a printer that appends does so through [`Block::append`]. Whatever
/// waits is written when the printer asks ([`Block::end_event`], [`Block::finish`]) and, with
/// errors ignored, when the block is dropped, as `BufWriter` does, so a search stopped by an
/// error elsewhere still delivers what it was given.
#[derive(Debug)]
pub(super) struct Block<W: Write> {
    /// Always `Some`, except inside `into_inner`, which takes it out before the drop.
    out: Option<W>,
    pub(super) buf: Vec<u8>,
    pub(super) pos: usize,
    /// Write after every event rather than whole blocks.
    pub(super) live: bool,
}

impl<W: Write> Block<W> {
    /// A block into `out` whose room starts as `buf` (its length is room, not bytes waiting).
    pub(super) fn new(out: W, buf: Vec<u8>, live: bool) -> Self {
        Block {
            out: Some(out),
            buf,
            pos: 0,
            live,
        }
    }

    /// Runs `f` to append bytes after those waiting.
    #[inline(always)]
    pub(super) fn append(&mut self, f: impl FnOnce(&mut Vec<u8>)) {
        self.buf.truncate(self.pos);
        f(&mut self.buf);
        self.pos = self.buf.len();
    }

    /// Called after each event: writes what waits if the block is live or holds more than
    /// `full` bytes.
    #[inline(always)]
    pub(super) fn end_event(&mut self, full: usize) -> io::Result<()> {
        if self.live || self.pos > full {
            self.write_out()?;
        }
        Ok(())
    }

    /// Writes what waits, then flushes the writer.
    pub(super) fn finish(&mut self) -> io::Result<()> {
        self.write_out()?;
        match self.out.as_mut() {
            Some(out) => out.flush(),
            None => Ok(()),
        }
    }

    /// The writer, after what waits (errors ignored: call [`Block::finish`] first to see them).
    pub(super) fn into_inner(mut self) -> W {
        let _ = self.write_out();
        self.out
            .take()
            .expect("the writer is only taken here, which consumes self")
    }

    fn write_out(&mut self) -> io::Result<()> {
        if let (Some(out), true) = (self.out.as_mut(), self.pos > 0) {
            // Empty even on error: the bytes either went out or are lost with the error, and
            // a later drop must not write them a second time after what followed.
            let result = out.write_all(&self.buf[..self.pos]);
            self.pos = 0;
            result?;
        }
        Ok(())
    }
}

impl<W: Write> Drop for Block<W> {
    fn drop(&mut self) {
        // Errors have nowhere to go here.
        let _ = self.write_out();
    }
}
