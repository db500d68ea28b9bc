//! Bytes an export holds until its end: the records of a format whose header needs something
//! only the last step tells (the HTML player's step count, the GIF's caption height, the SVG
//! grid's size). The first few megabytes stay in memory; past them the bytes go to an unnamed
//! temporary file that the system removes when it is closed, so memory stays flat whatever the
//! trace holds, `--force` included, and a short export never touches the disk.

use super::ExportError;
use std::fs::File;
use std::io::{self, Read, Seek, Write};

/// How much of a [`Spool`] stays in memory.
pub(crate) const SPOOL_MEMORY: usize = 4 << 20;

/// Bytes written now, read back once at the end in the order written.
#[derive(Debug, Default)]
pub(crate) struct Spool {
    /// Bytes not yet spilled.
    kept: Vec<u8>,
    spilled: Option<File>,
}

impl Spool {
    /// Appends `bytes`, spilling to the temporary file when memory holds [`SPOOL_MEMORY`].
    pub(crate) fn push(&mut self, bytes: &[u8]) -> Result<(), ExportError> {
        self.kept.extend_from_slice(bytes);
        if self.kept.len() >= SPOOL_MEMORY {
            let file = match &mut self.spilled {
                Some(file) => file,
                // The temporary directory, not the output, is what failed here: the error
                // names it, so the user does not go looking at the `-o` file.
                None => self.spilled.insert(tempfile::tempfile().map_err(temp_error)?),
            };
            file.write_all(&self.kept).map_err(temp_error)?;
            self.kept.clear();
        }
        Ok(())
    }

    /// Whether the bytes went past memory into the temporary file.
    #[cfg(test)]
    pub(crate) fn spilled(&self) -> bool {
        self.spilled.is_some()
    }

    /// Everything written, from the first byte.
    pub(crate) fn into_reader(mut self) -> Result<Box<dyn Read>, ExportError> {
        let kept = std::mem::take(&mut self.kept);
        Ok(match self.spilled.take() {
            Some(mut file) => {
                file.write_all(&kept).map_err(temp_error)?;
                file.rewind().map_err(temp_error)?;
                Box::new(io::BufReader::new(file))
            }
            None => Box::new(io::Cursor::new(kept)),
        })
    }

    /// Copies everything written into `out`; an error writing `out` is the output's, an
    /// error reading the spool back is the temporary directory's.
    pub(crate) fn copy_to(self, out: &mut impl Write) -> Result<(), ExportError> {
        if self.spilled.is_none() {
            return Ok(out.write_all(&self.kept)?);
        }
        let mut records = self.into_reader()?;
        let mut buf = vec![0; 64 << 10];
        loop {
            let got = records.read(&mut buf).map_err(temp_error)?;
            if got == 0 {
                return Ok(());
            }
            out.write_all(&buf[..got])?;
        }
    }
}

/// A failure of the temporary file, with the directory it was made in.
fn temp_error(error: io::Error) -> ExportError {
    ExportError::Spool { dir: std::env::temp_dir(), error }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_come_back_in_order_from_memory_and_from_the_file() {
        for size in [10, SPOOL_MEMORY * 2 + 17] {
            let bytes: Vec<u8> = (0..size).map(|i| (i % 251) as u8).collect();
            let mut spool = Spool::default();
            for chunk in bytes.chunks(1000) {
                spool.push(chunk).unwrap();
            }
            assert_eq!(spool.spilled.is_some(), size > SPOOL_MEMORY);
            let mut out = Vec::new();
            spool.copy_to(&mut out).unwrap();
            assert_eq!(out, bytes);
        }
    }
}
