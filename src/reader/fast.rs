//! The hand-written parser of canonical lines: the reader's fast path.

use crate::event::{Conflict, Event};

/// The event on `line` if it is a canonical `try`, `accept`, `backtrack` or `reject`, byte
/// for byte as the JSONL writer writes it; `None` for anything else, valid or not.
#[inline(always)]
pub(super) fn parse(line: &[u8]) -> Option<Event> {
    match parse_start(line)? {
        (event, b"") => Some(event),
        _ => None,
    }
}

/// The event on the line at the start of `text` and the length of that line with its line
/// end, if the line is one that [`parse`] takes (ended by `\n` or `\r\n`, as the reader
/// strips them): a reader can then skip the search for the line's end.
#[inline(always)]
pub(super) fn parse_line_at(text: &[u8]) -> Option<(Event, usize)> {
    square_line_at(text).map(|(square, len)| (square.event(), len))
}

#[cfg(test)]
thread_local! {
    /// Set by tests to turn the fast path off on their thread: every line then goes to serde,
    /// and the reader is the one the fast path must agree with.
    pub(super) static OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The kind of a [`Square`]: the events about one square. One byte, so that a reader's
/// record of an event stays 16 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Move {
    Try,
    Accept,
    Backtrack,
    Reject,
}

/// A canonical try, accept, backtrack or reject, as its fields: what the reader's threads
/// turn into records without making an [`Event`] first.
#[derive(Debug, Clone, Copy)]
pub(super) struct Square {
    pub kind: Move,
    pub step: u64,
    pub row: u32,
    pub col: u32,
    /// A reject's conflict and attacking queen; a column conflict at `[0, 0]` otherwise.
    pub conflict: Conflict,
    pub with: [u32; 2],
}

impl Square {
    /// The square of a try, accept, backtrack or reject; `None` for the other kinds.
    #[inline(always)]
    pub(super) fn of(event: &Event) -> Option<Square> {
        let square = |kind, step, row, col| {
            Some(Square { kind, step, row, col, conflict: Conflict::Column, with: [0, 0] })
        };
        match *event {
            Event::Try { step, row, col } => square(Move::Try, step, row, col),
            Event::Accept { step, row, col } => square(Move::Accept, step, row, col),
            Event::Backtrack { step, row, col } => square(Move::Backtrack, step, row, col),
            Event::Reject { step, row, col, conflict, with } => {
                Some(Square { kind: Move::Reject, step, row, col, conflict, with })
            }
            _ => None,
        }
    }

    /// Whether the square, and a reject's attacking queen, lie on a board of size `n`.
    #[inline(always)]
    pub(super) fn on_board(&self, n: u32) -> bool {
        self.row < n
            && self.col < n
            && (self.kind != Move::Reject || (self.with[0] < n && self.with[1] < n))
    }

    #[inline(always)]
    pub(super) fn event(self) -> Event {
        let Square { step, row, col, conflict, with, .. } = self;
        match self.kind {
            Move::Try => Event::Try { step, row, col },
            Move::Accept => Event::Accept { step, row, col },
            Move::Backtrack => Event::Backtrack { step, row, col },
            Move::Reject => Event::Reject { step, row, col, conflict, with },
        }
    }
}

/// [`parse_line_at`] as a [`Square`].
#[inline(always)]
pub(super) fn square_line_at(text: &[u8]) -> Option<(Square, usize)> {
    let (square, rest) = parse_square(text)?;
    let end = match rest {
        [b'\n', ..] => 1,
        [b'\r', b'\n', ..] => 2,
        _ => return None,
    };
    Some((square, text.len() - rest.len() + end))
}

/// The canonical event that `text` starts with, and what follows its closing brace.
#[inline(always)]
fn parse_start(line: &[u8]) -> Option<(Event, &[u8])> {
    let (square, rest) = parse_square(line)?;
    Some((square.event(), rest))
}

/// [`parse_start`] as a [`Square`].
#[inline(always)]
fn parse_square(line: &[u8]) -> Option<(Square, &[u8])> {
    #[cfg(test)]
    if OFF.get() {
        return None;
    }
    let rest = line.strip_prefix(b"{\"event\":\"")?;
    let (kind, rest) = match rest.first()? {
        b't' => (Move::Try, rest.strip_prefix(b"try\",\"step\":")?),
        b'a' => (Move::Accept, rest.strip_prefix(b"accept\",\"step\":")?),
        b'b' => (Move::Backtrack, rest.strip_prefix(b"backtrack\",\"step\":")?),
        b'r' => (Move::Reject, rest.strip_prefix(b"reject\",\"step\":")?),
        _ => return None,
    };
    let (step, rest) = number(rest)?;
    let (row, rest) = small(rest.strip_prefix(b",\"row\":")?)?;
    let (col, rest) = small(rest.strip_prefix(b",\"col\":")?)?;
    let square = Square { kind, step, row, col, conflict: Conflict::Column, with: [0, 0] };
    if kind != Move::Reject {
        return Some((square, rest.strip_prefix(b"}")?));
    }
    let rest = rest.strip_prefix(b",\"conflict\":\"")?;
    let (conflict, rest) = if let Some(r) = rest.strip_prefix(b"column\"") {
        (Conflict::Column, r)
    } else if let Some(r) = rest.strip_prefix(b"diagonal\"") {
        (Conflict::Diagonal, r)
    } else {
        (Conflict::AntiDiagonal, rest.strip_prefix(b"anti-diagonal\"")?)
    };
    let (w0, rest) = small(rest.strip_prefix(b",\"with\":[")?)?;
    let (w1, rest) = small(rest.strip_prefix(b",")?)?;
    let rest = rest.strip_prefix(b"]}")?;
    Some((Square { conflict, with: [w0, w1], ..square }, rest))
}

/// A row or column: [`number`] as a `u32`, faster for one or two digits, which every row and
/// column of a board has.
#[inline(always)]
fn small(s: &[u8]) -> Option<(u32, &[u8])> {
    let digit = |b: u8| u32::from(b.wrapping_sub(b'0'));
    match *s {
        [a, b, ..] if digit(a) <= 9 && digit(b) > 9 => Some((digit(a), &s[1..])),
        [a, b, c, ..] if (1..=9).contains(&digit(a)) && digit(b) <= 9 && digit(c) > 9 => {
            Some((digit(a) * 10 + digit(b), &s[2..]))
        }
        _ => number(s).and_then(|(v, rest)| Some((u32::try_from(v).ok()?, rest))),
    }
}

/// A JSON unsigned integer in canonical form (no leading zero, no fraction or exponent;
/// whatever follows is left to the caller), or `None` if it is not one or overflows.
#[inline(always)]
fn number(s: &[u8]) -> Option<(u64, &[u8])> {
    // Up to 15 digits are read eight bytes at a time, when the text has them: a trace's step
    // numbers have up to 9 digits, and a loop over them byte by byte was the reader's
    // hottest code.
    if let Some((high, len)) = digits8(s) {
        if len == 0 || (len > 1 && s[0] == b'0') {
            return None;
        }
        if len < 8 {
            return Some((high, &s[len..]));
        }
        if let Some((low, more)) = digits8(&s[8..]).filter(|&(_, more)| more < 8) {
            let value = high * 10u64.pow(more as u32) + low;
            return Some((value, &s[8 + more..]));
        }
    }
    number_slowly(s)
}

/// The value and the number of the digits that `s` starts with, among its first eight bytes;
/// `None` if `s` is shorter than that. The eight bytes are read as one word: a byte is a digit
/// if its high half is 3 and its low half is at most 9 (adding 6 keeps the high half 3). A
/// byte above `0xF9` carries into the next byte when 6 is added, but only the digits before
/// the first byte that is none count, and that byte is one.
#[inline(always)]
fn digits8(s: &[u8]) -> Option<(u64, usize)> {
    const HIGH: u64 = 0xF0F0_F0F0_F0F0_F0F0;
    const THREE: u64 = 0x3030_3030_3030_3030;
    let word = u64::from_le_bytes(*s.first_chunk::<8>()?);
    let other =
        ((word & HIGH) ^ THREE) | ((word.wrapping_add(0x0606_0606_0606_0606) & HIGH) ^ THREE);
    let len = (other.trailing_zeros() / 8) as usize;
    if len == 0 {
        return Some((0, 0));
    }
    // The digits moved to the word's top bytes, the first digit lowest: zeros before them
    // are leading zeros. Then pairs, fours and the eight are added up (the method of
    // simdjson's `parse_eight_digits_unrolled`).
    let mut v = (word & 0x0F0F_0F0F_0F0F_0F0F) << (8 * (8 - len));
    v = (v.wrapping_mul(10 * (1 << 8) + 1) >> 8) & 0x00FF_00FF_00FF_00FF;
    v = (v.wrapping_mul(100 * (1 << 16) + 1) >> 16) & 0x0000_FFFF_0000_FFFF;
    v = v.wrapping_mul(10_000 * (1 << 32) + 1) >> 32;
    Some((v, len))
}

/// [`number`] one byte at a time, for a text too short to be read eight bytes at a time, and
/// for numbers of 16 digits or more.
#[inline(never)]
fn number_slowly(s: &[u8]) -> Option<(u64, &[u8])> {
    // Up to 19 digits cannot overflow a u64, so the loop needs no checks; the 20th digit
    // is added with them, and a 21st always overflows.
    let mut value: u64 = 0;
    let mut i = 0;
    while i < s.len().min(19) {
        let d = s[i].wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        value = value * 10 + u64::from(d);
        i += 1;
    }
    if i == 0 || (i > 1 && s[0] == b'0') {
        return None;
    }
    if let Some(d) = s.get(i).filter(|b| b.is_ascii_digit()) {
        value = value.checked_mul(10)?.checked_add(u64::from(d - b'0'))?;
        i += 1;
        if s.get(i).is_some_and(u8::is_ascii_digit) {
            return None;
        }
    }
    Some((value, &s[i..]))
}

#[cfg(test)]
mod tests {
    use super::parse;
    use crate::event::{Conflict, Event};
    use crate::printer::jsonl::write_line;
    use proptest::prelude::*;

    fn conflict() -> impl Strategy<Value = Conflict> {
        prop_oneof![Just(Conflict::Column), Just(Conflict::Diagonal), Just(Conflict::AntiDiagonal)]
    }

    fn event() -> impl Strategy<Value = Event> {
        let num = prop_oneof![0u32..40, any::<u32>()];
        let step = prop_oneof![0u64..1000, any::<u64>()];
        prop_oneof![
            (step.clone(), num.clone(), num.clone()).prop_map(|(step, row, col)| Event::Try {
                step,
                row,
                col
            }),
            (step.clone(), num.clone(), num.clone()).prop_map(|(step, row, col)| Event::Accept {
                step,
                row,
                col
            }),
            (step.clone(), num.clone(), num.clone())
                .prop_map(|(step, row, col)| Event::Backtrack { step, row, col }),
            (step, num.clone(), num.clone(), conflict(), num.clone(), num).prop_map(
                |(step, row, col, conflict, a, b)| Event::Reject {
                    step,
                    row,
                    col,
                    conflict,
                    with: [a, b]
                }
            ),
        ]
    }

    fn canonical(e: &Event) -> Vec<u8> {
        let mut line = Vec::new();
        write_line(&mut line, e);
        line.pop();
        line
    }

    proptest! {
        /// A line found at the start of a text is the line `parse` takes, and its length
        /// includes its line end.
        #[test]
        fn lines_at_the_start_of_a_text_parse_as_lines(e in event(), end in prop_oneof![
            Just(&b"\n"[..]), Just(&b"\r\n"[..]), Just(&b""[..]), Just(&b"\r"[..]),
            Just(&b" \n"[..]), Just(&b"}\n"[..])], more in any::<bool>()) {
            let line = canonical(&e);
            let mut text = line.clone();
            text.extend_from_slice(end);
            let len = text.len();
            if more {
                text.extend_from_slice(&line);
            }
            let ends = end == b"\n" || end == b"\r\n";
            prop_assert_eq!(super::parse_line_at(&text), ends.then_some((e, len)));
        }

        /// Every canonical line takes the fast path and means what it says.
        #[test]
        fn canonical_lines_parse_fast(e in event()) {
            prop_assert_eq!(parse(&canonical(&e)), Some(e));
        }

        /// Whatever line the fast path accepts, serde accepts too, as the same event; a damaged
        /// line (a byte changed, cut short, or grown) is never misread.
        #[test]
        fn fast_agrees_with_serde(e in event(), at in any::<prop::sample::Index>(),
                                  byte in prop_oneof![Just(b'0'), Just(b'9'), Just(b' '),
                                      Just(b'"'), Just(b'}'), Just(b'.'), Just(b'-'), any::<u8>()],
                                  how in 0..4u8) {
            let mut line = canonical(&e);
            let i = at.index(line.len());
            match how {
                0 => line[i] = byte,
                1 => line.truncate(i),
                2 => line.insert(i, byte),
                _ => { line.remove(i); }
            }
            if let Some(fast) = parse(&line) {
                let slow: Event = serde_json::from_slice(&line)
                    .map_err(|err| TestCaseError::fail(format!("{err}: {}", String::from_utf8_lossy(&line))))?;
                prop_assert_eq!(fast, slow);
            }
        }
    }

    /// Numbers of every length, at the end of the text or followed by more, read eight bytes
    /// at a time or one at a time, are what `str::parse` makes of them.
    #[test]
    fn numbers_of_every_length_are_read_exactly() {
        let mut values: Vec<u64> = vec![0, 1, 9, 10, 99, 100, u64::MAX, u64::MAX - 1];
        for digits in 1..=20u32 {
            let low = 10u64.checked_pow(digits - 1).unwrap();
            let high = 10u64.checked_pow(digits).map_or(u64::MAX, |p| p - 1);
            values.extend([low, high, low + 1, low / 9 * 8 + high / 9]);
        }
        let tails: [&[u8]; 8] =
            [b"", b",", b"}", b"]}", b",\"row\":1,\"col\":2}\n", b"/", b":", b"\xff\xfa\x39"];
        for value in values {
            for tail in tails {
                let mut text = value.to_string().into_bytes();
                text.extend_from_slice(tail);
                let got = super::number(&text);
                assert_eq!(got, Some((value, tail)), "{}", String::from_utf8_lossy(&text));
            }
        }
        for text in [
            "",
            "x",
            "-1",
            "01",
            "00",
            "012345678",
            "0123456789012345",
            "18446744073709551616",
            "99999999999999999999",
            "123456789012345678901",
        ] {
            for tail in ["", ",\"col\":0}"] {
                let text = format!("{text}{tail}");
                assert_eq!(super::number(text.as_bytes()), None, "{text:?}");
            }
        }
    }

    /// Rows and columns of one or two digits take a shortcut, to the same values as
    /// [`super::number`]; others are its values that fit a `u32`.
    #[test]
    fn small_numbers_are_numbers() {
        for value in (0..=120u64).chain([4294967295, 4294967296, 10_000_000_000]) {
            for text in [format!("{value}"), format!("0{value}"), format!("{value}5")] {
                for tail in ["", ",", "}", "]}", "\u{ff}"] {
                    let text = format!("{text}{tail}");
                    let want = super::number(text.as_bytes())
                        .and_then(|(v, rest)| Some((u32::try_from(v).ok()?, rest)));
                    assert_eq!(super::small(text.as_bytes()), want, "{text:?}");
                }
            }
        }
    }

    #[test]
    fn non_canonical_forms_fall_back() {
        for line in [
            r#"{"event":"try","step":01,"row":0,"col":0}"#,
            r#"{"event":"try","step":1,"row":0,"col":0} "#,
            r#"{"event":"try","step":1,"row":0,"col":0,"x":1}"#,
            r#"{"event":"try","step":1.0,"row":0,"col":0}"#,
            r#"{"event":"try","step":1,"row":4294967296,"col":0}"#,
            r#"{"event":"try","step":18446744073709551616,"row":0,"col":0}"#,
            r#"{"event":"try","step":184467440737095516150,"row":0,"col":0}"#,
            r#"{"step":1,"event":"try","row":0,"col":0}"#,
            r#"{"event":"reject","step":4,"row":1,"col":0,"conflict":"row","with":[0,0]}"#,
        ] {
            assert_eq!(parse(line.as_bytes()), None, "{line}");
        }
        let max = r#"{"event":"try","step":18446744073709551615,"row":4294967295,"col":0}"#;
        assert_eq!(
            parse(max.as_bytes()),
            Some(Event::Try { step: u64::MAX, row: u32::MAX, col: 0 })
        );
    }
}
