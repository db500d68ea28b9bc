//! The writer layer the printers share: a block of bytes collected for one writer, handed over
//! whole, or after every event for someone watching.

use std::io::{self, Write};

/// The size a block grows to before it is written out. A printer keeps room past it for the
/// last event of a block.
pub(super) const BLOCK: usize = 1 << 16;

/// A block of a printer that writes its lines by index into room made ahead (the text
/// printer): `buf[..pos]` waits, `buf[pos..]` is room.
pub(super) const ROOM: bool = true;

/// A block of a printer that only appends (the JSON Lines writer): all of `buf` waits, and
/// `pos` is unused, so each event costs no more than a push onto a `Vec`.
pub(super) const APPEND: bool = false;

/// Bytes collected for a writer, in one of two disciplines chosen at compile time ([`ROOM`]
/// or [`APPEND`]).
///
/// Whatever waits is written when the printer asks ([`Block::end_event`], [`Block::finish`])
/// and, with errors ignored, when the block is dropped, as `BufWriter` does, so a search
/// stopped by an error elsewhere still delivers what it was given.
#[derive(Debug)]
pub(super) struct Block<W: Write, const INDEXED: bool> {
    /// Always `Some`, except inside `into_inner`, which takes it out before the drop.
    out: Option<W>,
    pub(super) buf: Vec<u8>,
    /// With [`ROOM`], where the bytes waiting end.
    pub(super) pos: usize,
    /// Write after every event rather than whole blocks.
    pub(super) live: bool,
}

impl<W: Write, const INDEXED: bool> Block<W, INDEXED> {
    /// A block into `out` whose buffer starts as `buf` (with [`ROOM`] its length is room, not
    /// bytes waiting; with [`APPEND`] it must be empty).
    pub(super) fn new(out: W, buf: Vec<u8>, live: bool) -> Self {
        debug_assert!(INDEXED || buf.is_empty());
        Block { out: Some(out), buf, pos: 0, live }
    }

    /// How many bytes wait to be written.
    #[inline(always)]
    fn waiting(&self) -> usize {
        if INDEXED {
            self.pos
        } else {
            self.buf.len()
        }
    }

    /// Called after each event: writes what waits if the block is live or holds more than
    /// `full` bytes.
    #[inline(always)]
    pub(super) fn end_event(&mut self, full: usize) -> io::Result<()> {
        if self.live || self.waiting() > full {
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
        self.out.take().expect("the writer is only taken here, which consumes self")
    }

    fn write_out(&mut self) -> io::Result<()> {
        let waiting = self.waiting();
        if let (Some(out), true) = (self.out.as_mut(), waiting > 0) {
            // Empty even on error: the bytes either went out or are lost with the error, and
            // a later drop must not write them a second time after what followed.
            let result = out.write_all(&self.buf[..waiting]);
            if INDEXED {
                self.pos = 0;
            } else {
                self.buf.clear();
            }
            result?;
        }
        Ok(())
    }
}

impl<W: Write, const INDEXED: bool> Drop for Block<W, INDEXED> {
    fn drop(&mut self) {
        // Errors have nowhere to go here.
        let _ = self.write_out();
    }
}
