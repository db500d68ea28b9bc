//! The lines about one square (try, accept, the three rejects, the three backtracks), compiled
//! once per printer: nearly every line of a trace is one of them, so everything about them that
//! does not depend on the event is decided here, and a line costs a copy of its pre-rendered prefix
//! (guides, colour, symbol and words), the square, and its pre-rendered end. The helpers at the
//! bottom write into the printer's block, which always keeps room for the line being written.

use super::{Style, TextOptions, CLASSIC_INDENT};
use crate::color::Paint;
use crate::event::MAX_N;
use crate::lang::{Messages, Piece, Template};

/// The index of each kind of square line in [`SquareLines`]; a reject's conflict adds 0, 1 or 2
/// to [`REJECT`]. A backtrack has three lines: one that does not say why, one for a row below
/// with no free square left, one for the search going on after a solution.
pub(super) const TRY: usize = 0;
pub(super) const ACCEPT: usize = 1;
pub(super) const REJECT: usize = 2;
pub(super) const BACKTRACK: usize = 7;
pub(super) const BACKTRACK_STUCK: usize = 8;
pub(super) const BACKTRACK_SOLVED: usize = 9;

/// Pre-rendered prefixes stop at this many bytes of guides per line: a user's `--indent` may be
/// long, and the deeper rows of such a trace are rendered piece by piece instead.
const MAX_GUIDES: usize = 4096;

/// Pre-rendered text is copied in chunks of this many bytes: a copy of a known size is a few
/// moves, where one of any size is a call to `memcpy`, and a line makes several.
pub(super) const CHUNK: usize = 16;

/// The most a square takes: `(`, two numbers of up to 20 digits, a separator of up to 2 bytes,
/// `)`.
pub(super) const SQUARE_ROOM: usize = 44;

/// Text padded with zeros to a whole number of chunks, so that it can be copied chunk by chunk;
/// the copy writes up to a chunk past the text, which the next write covers.
#[derive(Debug)]
pub(super) struct Padded {
    bytes: Box<[u8]>,
    len: usize,
}

impl Padded {
    fn new(mut text: Vec<u8>) -> Padded {
        let len = text.len();
        text.resize(len.div_ceil(CHUNK) * CHUNK, 0);
        Padded { bytes: text.into_boxed_slice(), len }
    }

    /// The room a copy needs in the block: the text and its padding.
    #[inline(always)]
    pub fn room(&self) -> usize {
        self.bytes.len()
    }

    /// Copies the text to `block` at `pos`, which has [`Padded::room`] bytes free; returns
    /// where the text ends.
    #[inline(always)]
    pub fn copy_to(&self, block: &mut [u8], pos: usize) -> usize {
        let mut i = 0;
        while i < self.len {
            block[pos + i..pos + i + CHUNK].copy_from_slice(&self.bytes[i..i + CHUNK]);
            i += CHUNK;
        }
        pos + self.len
    }
}

/// What follows a line's prefix.
#[derive(Debug)]
pub(super) enum Op {
    /// Text as is; the last one ends with the colour's close and the `\n`.
    Lit(Padded),
    /// The square `{sq}`.
    Sq,
    /// The attacking queen `{q}`, of a reject; nothing for the other kinds.
    Q,
    /// The queens already placed, `{state}`.
    State,
}

/// One kind of square line.
#[derive(Debug)]
pub(super) struct Line {
    /// The colour's open and the words before the first placeholder.
    pub head: Box<[u8]>,
    /// The rest of the line.
    pub ops: Box<[Op]>,
    /// The room the ops need in the block, but for `{state}`.
    pub room: usize,
    /// Whether `{sq}` is written column first, as the classic log does.
    pub col_first: bool,
    /// What separates the two numbers of `{sq}`.
    pub sep: &'static [u8],
}

/// The eight kinds of square line, with their prefixes for every row of the largest board.
#[derive(Debug)]
pub(super) struct SquareLines {
    pub lines: [Line; 10],
    /// `prefixes[k * depths + row]`: the guides of `row` and the head of line `k`.
    prefixes: Box<[Padded]>,
    depths: usize,
}

impl SquareLines {
    pub fn new(m: &'static Messages, opts: &TextOptions) -> SquareLines {
        let p = &opts.palette;
        // The arguments of every square line, in this order; `Op` stands for them.
        let t = |template| Template::new(template, &["sq", "q", "state"]);
        let classic = opts.style == Style::Classic;
        // The classic log does not say why a queen is lifted.
        let (try_, accept, reject, backtrack) = if classic {
            (m.check, m.succeeded, [m.failed; 5], [m.lifted; 3])
        } else {
            (
                m.try_,
                m.accept,
                // One line per `Conflict`, in its order, so that a reject's line is found
                // without a branch; a Sudoku rule in an N-Queens trace (a hostile one) reads
                // as a column.
                [
                    m.reject_column,
                    m.reject_diagonal,
                    m.reject_anti_diagonal,
                    m.reject_column,
                    m.reject_column,
                ],
                [m.backtrack, m.backtrack_stuck, m.backtrack_solved],
            )
        };
        // The classic check line (a try's) has no space after the comma of its square; the
        // outcome lines separate its numbers as the language separates a list's.
        let sep = |check: bool| -> &'static [u8] {
            if classic && !check {
                m.list_sep.as_bytes()
            } else {
                b","
            }
        };
        let line =
            |template, paint: &Paint, check| compile(&t(template), paint, classic, sep(check));
        let lines = [
            line(try_, &p.try_, true),
            line(accept, &p.accept, false),
            line(reject[0], &p.reject, false),
            line(reject[1], &p.reject, false),
            line(reject[2], &p.reject, false),
            line(reject[3], &p.reject, false),
            line(reject[4], &p.reject, false),
            line(backtrack[0], &p.backtrack, false),
            line(backtrack[1], &p.backtrack, false),
            line(backtrack[2], &p.backtrack, false),
        ];
        let indent = guide_text(opts);
        let depths = if indent.len() * MAX_N as usize <= MAX_GUIDES { MAX_N as usize } else { 0 };
        let mut prefixes = Vec::with_capacity(lines.len() * depths);
        for line in &lines {
            for row in 0..depths {
                let mut prefix = Vec::new();
                guides(&mut prefix, &p.guide, indent, row as u32);
                prefix.extend_from_slice(&line.head);
                prefixes.push(Padded::new(prefix));
            }
        }
        SquareLines { lines, prefixes: prefixes.into_boxed_slice(), depths }
    }

    /// The pre-rendered prefix of line `k` on `row`, if there is one.
    #[inline(always)]
    pub fn prefix(&self, k: usize, row: u32) -> Option<&Padded> {
        if (row as usize) < self.depths {
            self.prefixes.get(k * self.depths + row as usize)
        } else {
            None
        }
    }
}

/// The guide of one level of depth.
pub(super) fn guide_text(opts: &TextOptions) -> &str {
    if opts.style == Style::Classic {
        CLASSIC_INDENT
    } else {
        &opts.indent
    }
}

/// Appends the guides of `depth` levels, in the guides' colour; nothing at depth 0.
pub(super) fn guides(buf: &mut Vec<u8>, paint: &Paint, indent: &str, depth: u32) {
    if depth == 0 || indent.is_empty() {
        return;
    }
    buf.extend_from_slice(paint.open.as_bytes());
    for _ in 0..depth {
        buf.extend_from_slice(indent.as_bytes());
    }
    buf.extend_from_slice(paint.close.as_bytes());
}

/// Splits `template` into its head (the colour's open and the words up to the first
/// placeholder) and what follows, with the colour's close and the `\n` at the end. The
/// placeholders mean what `Template::fill` makes of the square line's arguments: `{sq}` and
/// `{q}` are squares, `{state}` text, and a plural form picks nothing for a square.
fn compile(template: &Template<'_>, paint: &Paint, col_first: bool, sep: &'static [u8]) -> Line {
    let mut head = paint.open.as_bytes().to_vec();
    let mut ops = Vec::new();
    let mut text = Vec::new();
    for piece in template.pieces() {
        let op = match *piece {
            Piece::Lit(t) => {
                text.extend_from_slice(t.as_bytes());
                continue;
            }
            Piece::Value(0) => Op::Sq,
            Piece::Value(1) => Op::Q,
            Piece::Value(2) | Piece::Plural(2, ..) => Op::State,
            Piece::Value(_) | Piece::Plural(..) => continue,
        };
        if ops.is_empty() {
            head.append(&mut text);
        } else if !text.is_empty() {
            ops.push(Op::Lit(Padded::new(std::mem::take(&mut text))));
        }
        ops.push(op);
    }
    if ops.is_empty() {
        head.append(&mut text);
    }
    text.extend_from_slice(paint.close.as_bytes());
    text.push(b'\n');
    ops.push(Op::Lit(Padded::new(text)));
    let room = ops
        .iter()
        .map(|op| match op {
            Op::Lit(text) => text.room(),
            Op::Sq | Op::Q => SQUARE_ROOM,
            Op::State => 0,
        })
        .sum();
    Line { head: head.into_boxed_slice(), ops: ops.into_boxed_slice(), room, col_first, sep }
}

/// Makes `block` long enough for `room` more bytes after `pos`.
#[inline(always)]
pub(super) fn make_room(block: &mut Vec<u8>, pos: usize, room: usize) {
    if pos + room > block.len() {
        block.resize(pos + room, 0);
    }
}

/// Appends `bytes` to the block, and leaves `room` more bytes free after them.
#[inline(always)]
pub(super) fn put(block: &mut Vec<u8>, pos: &mut usize, bytes: &[u8], room: usize) {
    make_room(block, *pos, bytes.len() + room);
    block[*pos..*pos + bytes.len()].copy_from_slice(bytes);
    *pos += bytes.len();
}

/// Writes the square `(a,b)` with `sep` (at most 2 bytes) between the numbers, each plus
/// `base`, at `pos` in `block`, which has [`SQUARE_ROOM`] bytes free there; returns
/// where it ends.
#[inline(always)]
pub(super) fn square(block: &mut [u8], pos: usize, a: u32, b: u32, sep: &[u8], base: u64) -> usize {
    block[pos] = b'(';
    let mut pos = number(block, pos + 1, u64::from(a) + base);
    for &c in sep {
        block[pos] = c;
        pos += 1;
    }
    pos = number(block, pos, u64::from(b) + base);
    block[pos] = b')';
    pos + 1
}

/// Writes `v` in decimal at `pos` in `block` and returns where it ends; the one- and two-digit
/// numbers of rows and columns without a division loop.
#[inline(always)]
fn number(block: &mut [u8], pos: usize, v: u64) -> usize {
    if v < 10 {
        block[pos] = b'0' + v as u8;
        pos + 1
    } else if v < 100 {
        block[pos] = b'0' + (v / 10) as u8;
        block[pos + 1] = b'0' + (v % 10) as u8;
        pos + 2
    } else {
        let mut num = itoa::Buffer::new();
        let digits = num.format(v).as_bytes();
        block[pos..pos + digits.len()].copy_from_slice(digits);
        pos + digits.len()
    }
}
