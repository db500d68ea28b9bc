//! Trace files as the subcommands read them: opened by path or from standard input, and, for
//! the commands that print a trace again, checked to be in the order `run` writes.

use anyhow::{anyhow, Context, Result};
use nqueens_trace::escape::escape;
use nqueens_trace::reader::{Ahead, Checked, Order, ReadError, Trace};
use nqueens_trace::{Reader, Sink};
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::Path;

/// What `-` on a terminal says before it reads (as `gpg` does; `cat` says nothing and seems
/// to hang).
pub const STDIN_NOTE: &str =
    "nqueens-trace: reading a trace from standard input (the terminal); end it with Ctrl-D";

/// Where a trace comes from: a file or standard input, buffered. It can move to the thread
/// that reads ahead ([`ahead`]).
pub type Source = Box<dyn BufRead + Send>;

/// A reader of the file at `path`, or of standard input for `-`. Errors name the path as
/// given (`<stdin>` for standard input). With a terminal on standard input, a note on stderr
/// first says that the trace is read from it, and how to end it: otherwise the command would
/// seem to hang.
pub fn open(path: &Path) -> Result<Reader<Source>> {
    let (source, name) = source(path, |s| s)?;
    Ok(Reader::new(source, name))
}

/// The source [`open`] reads, each read passed through `wrap` first, and its name.
fn source<W: io::Read + Send + 'static>(
    path: &Path,
    wrap: impl FnOnce(Box<dyn io::Read + Send>) -> W,
) -> Result<(Source, String)> {
    if path == Path::new("-") {
        if !io::stdin().is_terminal() {
            // Standard input's own buffer is 8 KiB: a pipe is read in reads of 64 KiB, as a
            // file is, which costs an eighth of the system calls (a trace may be gigabytes).
            let stdin = io::BufReader::with_capacity(1 << 16, wrap(Box::new(io::stdin())));
            return Ok((Box::new(stdin), "<stdin>".to_string()));
        }
        let _ = writeln!(io::stderr(), "{STDIN_NOTE}");
        let stdin = EndOnce { inner: io::stdin(), ended: false };
        return Ok((Box::new(io::BufReader::new(wrap(Box::new(stdin)))), "<stdin>".to_string()));
    }
    // The name goes into every message about the trace (errors, verify's summary, diff's
    // header): escaped once here, it never reaches a terminal raw.
    let name = escape(&path.display().to_string()).into_owned();
    let file = std::fs::File::open(path).with_context(|| format!("cannot read '{name}'"))?;
    Ok((Box::new(io::BufReader::with_capacity(1 << 16, wrap(Box::new(file)))), name))
}

/// The trace at `path`, or on standard input for `-` (as [`open`] opens them), parsed ahead of
/// the command on threads of its own (see [`Ahead`]): a regular file in parts on two threads,
/// anything else in order on one. The command applies the check that `check` makes for the
/// trace's name to each event.
pub fn ahead<C: Sink>(
    path: &Path,
    check_board: bool,
    check: impl FnOnce(&str) -> C,
) -> Result<Ahead<C>>
where
    ReadError: From<C::Error>,
{
    let reader = match regular_file(path)? {
        Some((file, name)) => {
            let check = check(&name);
            return Ahead::file(file, name.clone(), check_board, check)
                .with_context(|| format!("cannot read '{name}'"));
        }
        None => open(path)?,
    };
    let name = reader.name().to_string();
    let check = check(&name);
    reader
        .check_board(check_board)
        .parse_ahead(check)
        .with_context(|| format!("cannot start a thread to read '{name}'"))
}

/// The most of a trace's last line that [`ahead_keeping_last`] keeps: a record's `done`
/// lists every wrong attempt, a few dozen bytes each (as `check --trace` keeps it).
const LAST_CAP: usize = 8 << 20;

/// The last line of a trace that is not blank (its first [`LAST_CAP`] bytes), once the trace
/// has been read: where an exercise record's result is, which the reader ignores.
#[derive(Clone, Default)]
pub struct LastLine(std::sync::Arc<std::sync::Mutex<(Vec<u8>, Vec<u8>)>>);

impl LastLine {
    /// The last line that is not blank, the one being read if it has not ended.
    pub fn get(&self) -> Vec<u8> {
        let kept = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let (line, last) = &*kept;
        if line.iter().all(u8::is_ascii_whitespace) {
            last.clone()
        } else {
            line.clone()
        }
    }

    /// Takes the bytes `seen`: of the lines that end in them, only the last that is not blank
    /// matters, so the rest are not copied.
    fn see(&self, seen: &[u8]) {
        let blank = |p: &[u8]| p.iter().all(u8::is_ascii_whitespace);
        let take = |to: &mut Vec<u8>, piece: &[u8]| {
            let room = LAST_CAP.saturating_sub(to.len());
            to.extend_from_slice(&piece[..piece.len().min(room)]);
        };
        let mut kept = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let (line, last) = &mut *kept;
        let Some(end) = seen.iter().rposition(|&b| b == b'\n') else {
            take(line, seen);
            return;
        };
        // The lines that end here: the one being read, ended by the first line end, then
        // whole ones; the last that is not blank is kept.
        let ended = &seen[..end];
        let first = ended.iter().position(|&b| b == b'\n');
        let whole = first.map(|i| &ended[i + 1..]);
        match whole.and_then(|w| w.rsplit(|&b| b == b'\n').find(|p| !blank(p))) {
            Some(piece) => {
                last.clear();
                take(last, piece);
            }
            None => {
                take(line, &ended[..first.unwrap_or(ended.len())]);
                if !blank(line) {
                    std::mem::swap(line, last);
                }
            }
        }
        line.clear();
        take(line, &seen[end + 1..]);
    }
}

/// A source that hands what it reads to a [`LastLine`] on the way.
struct Tap<R> {
    inner: R,
    last: LastLine,
}

impl<R: io::Read> io::Read for Tap<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let k = self.inner.read(buf)?;
        self.last.see(&buf[..k]);
        Ok(k)
    }
}

/// [`ahead`] of the trace at `path`, and its last line once it has been read: a regular
/// file's is read at once from its end, a stream's as it passes.
pub fn ahead_keeping_last<C: Sink>(
    path: &Path,
    check_board: bool,
    check: impl FnOnce(&str) -> C,
) -> Result<(Ahead<C>, LastLine)>
where
    ReadError: From<C::Error>,
{
    let last = LastLine::default();
    if let Some((mut file, name)) = regular_file(path)? {
        use std::io::{Read, Seek, SeekFrom};
        let len = file.metadata().map(|m| m.len()).unwrap_or(0);
        let tail = file
            .seek(SeekFrom::Start(len.saturating_sub(LAST_CAP as u64)))
            .and_then(|_| {
                let mut tail = Vec::new();
                file.read_to_end(&mut tail).map(|_| tail)
            })
            .with_context(|| format!("cannot read '{name}'"))?;
        last.see(&tail);
        return Ok((ahead(path, check_board, check)?, last));
    }
    let (source, name) = source(path, |inner| Tap { inner, last: last.clone() })?;
    let reader = Reader::new(source, name.clone());
    let check = check(&name);
    let ahead = reader
        .check_board(check_board)
        .parse_ahead(check)
        .with_context(|| format!("cannot start a thread to read '{name}'"))?;
    Ok((ahead, last))
}

/// The file at `path` and its name as messages give it, if it is a regular file (which can be
/// read in parts); `None` for standard input, a pipe or a device.
pub fn regular_file(path: &Path) -> Result<Option<(std::fs::File, String)>> {
    if path == Path::new("-") {
        return Ok(None);
    }
    let name = escape(&path.display().to_string()).into_owned();
    let file = std::fs::File::open(path).with_context(|| format!("cannot read '{name}'"))?;
    Ok(file.metadata().is_ok_and(|m| m.is_file()).then_some((file, name)))
}

/// Hands every event of `events` to `sink` until the trace ends or the sink stops, then
/// finishes it; the first error, the trace's or the sink's, stops it. From
/// [`ahead_in_order`], this is what replay and export print.
pub fn feed<S>(mut events: Ahead<Order>, sink: &mut S) -> Result<()>
where
    S: Sink + ?Sized,
    S::Error: std::error::Error + Send + Sync + 'static,
{
    // A sink that stops early never hears of the end: the rest of the trace is not its
    // business (the order check in the reader only applies to what was read).
    events.feed::<_, anyhow::Error>(sink)
}

/// The trace at `path` read ahead (see [`ahead`]) as the commands that print a trace again
/// read it: its squares fit its board, and it is in the order `run` writes (see [`in_order`]).
pub fn ahead_in_order(path: &Path) -> Result<Ahead<Order>> {
    ahead(path, true, |name| Order::new(name))
}

/// [`open`] for `step`, which reads its keys from the terminal: a trace cannot come from the
/// terminal too, so `-` with a terminal on standard input is refused with a hint.
pub fn open_beside_keys(path: &Path) -> Result<Reader<Source>> {
    if path == Path::new("-") && io::stdin().is_terminal() {
        return Err(anyhow!(
            "step --input -: standard input is the terminal, which step reads keys from; \
             give the trace's file (--input t.jsonl) or pipe it in"
        ));
    }
    open(path)
}

/// A terminal's end of input (Ctrl-D) is one empty read, and the next read waits for more:
/// this makes it last, so a reader that looks again after the end does not wait for a second
/// Ctrl-D.
struct EndOnce<R> {
    inner: R,
    ended: bool,
}

impl<R: io::Read> io::Read for EndOnce<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.ended || buf.is_empty() {
            return Ok(0);
        }
        let read = self.inner.read(buf)?;
        self.ended = read == 0;
        Ok(read)
    }
}

/// The events of a trace whose squares fit its board, refusing what `run` never writes: steps
/// out of order, a second start, events after done, and an end without done. Step shows what
/// `run` would have shown, so it reads through this (replay and export apply the same check
/// to a trace read ahead: [`ahead_in_order`]); `verify` explains such faults instead. The first
/// error ends the iteration.
pub fn in_order<R: BufRead>(reader: Reader<R>) -> Checked<Reader<R>, Order> {
    let order = Order::new(reader.name());
    reader.check_board(true).checked(order)
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str =
        r#"{"event":"start","step":0,"schema":"nqueens-trace/1","n":4,"limit":null}"#;

    fn errors(lines: &str) -> Vec<String> {
        in_order(Reader::new(lines.as_bytes(), "t.jsonl"))
            .filter_map(|e| e.err().map(|e| e.to_string()))
            .collect()
    }

    /// The last line that is not blank, whatever the reads' boundaries: every cut of a few
    /// texts into two and three reads.
    #[test]
    fn the_last_line_is_kept_across_reads() {
        let texts: [(&str, &str); 5] = [
            ("a\nbb\nccc\n", "ccc"),
            ("a\nbb\nccc", "ccc"),
            ("a\nbb\n\n  \n", "bb"),
            ("one", "one"),
            ("\n\nx\n\n", "x"),
        ];
        for (text, want) in texts {
            let b = text.as_bytes();
            for i in 0..=b.len() {
                for j in i..=b.len() {
                    let last = LastLine::default();
                    for piece in [&b[..i], &b[i..j], &b[j..]] {
                        last.see(piece);
                    }
                    assert_eq!(last.get(), want.as_bytes(), "{text:?} cut at {i}, {j}");
                }
            }
        }
    }

    #[test]
    fn what_run_never_writes_is_refused() {
        let try_at = |step| format!(r#"{{"event":"try","step":{step},"row":0,"col":0}}"#);
        let done = r#"{"event":"done","step":2,"solutions":0,"tries":1,"accepts":0,"rejects":0,"backtracks":0,"complete":false}"#;
        for (trace, want) in [
            (format!("{START}\n{}\n", try_at(2)), "t.jsonl:2: step 2 out of order: expected 1"),
            (format!("{START}\n{START}\n"), "t.jsonl:2: a second start event: one trace per file"),
            (
                format!("{START}\n{}\n", START.replace(":0,", ":1,")),
                "t.jsonl:2: not a valid nqueens-trace/1 event: field `step`: a start's step is 0, not 1",
            ),
            (
                format!("{START}\n{}\n", try_at(1)),
                "t.jsonl:3: the trace ends without a done event: it is truncated",
            ),
            (
                format!("{START}\n{}\n{done}\n{}\n", try_at(1), try_at(3)),
                "t.jsonl:4: an event after done",
            ),
            (
                format!("{START}\n{{\"event\":\"try\",\"step\":1,\"row\":4,\"col\":0}}\n"),
                "t.jsonl:2: square (4,0) is off the 4×4 board",
            ),
        ] {
            let errors = errors(&trace);
            assert_eq!(errors.len(), 1, "{trace}");
            assert!(errors[0].starts_with(want), "{} should start with {want}", errors[0]);
        }
        assert!(errors(&format!("{START}\n{}\n{done}\n", try_at(1))).is_empty());
    }
}
