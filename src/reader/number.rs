//! Whole numbers written as JSON writes any number: `1.0`, `1e3`, `-0.0`.
//!
//! The trace's schema says `"type": "integer"`, and JSON Schema calls integer every number
//! whose fractional part is zero, however it is written: `"step": 1.0` validates. A writer in
//! JavaScript or Python may well write it (`json.dumps(1.0)`). serde reads a `u64` only from
//! digits, so the reader rewrites such a number into its digits before serde sees it, and
//! reads exactly what the schema accepts. The value is worked out from the text, digit by
//! digit: no float rounds `1.0000000000000000001` to an integer.

use std::borrow::Cow;

/// The longest whole number a trace holds: `u64::MAX` has 20 digits. A longer one is left as
/// written, and refused as out of range.
const MAX_DIGITS: usize = 20;

/// `json` (the text of one JSON value) with every number whose value is whole written as
/// digits (`1.0` → `1`, `25e-1` stays, `-0.0` → `0`, `1.5e1` → `15`); borrowed when there is
/// none to rewrite. Strings are left alone, whatever they hold.
pub(crate) fn whole_numbers(json: &str) -> Cow<'_, str> {
    let bytes = json.as_bytes();
    let mut out = String::new();
    // The end of the text copied into `out` so far.
    let mut copied = 0;
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'"' => at = string_end(bytes, at),
            b'-' | b'0'..=b'9' => {
                let end = number_end(bytes, at);
                let token = &json[at..end];
                if let Some(digits) = whole(token).filter(|d| d != token) {
                    out.push_str(&json[copied..at]);
                    out.push_str(&digits);
                    copied = end;
                }
                at = end;
            }
            _ => at += 1,
        }
    }
    if copied == 0 {
        return Cow::Borrowed(json);
    }
    out.push_str(&json[copied..]);
    Cow::Owned(out)
}

/// Whether `token` is one JSON number, as written.
pub(crate) fn is_number(token: &str) -> bool {
    let bytes = token.as_bytes();
    matches!(bytes.first(), Some(b'-' | b'0'..=b'9')) && number_end(bytes, 0) == bytes.len()
}

/// Where the string that opens at `at` ends, past its closing quote.
fn string_end(bytes: &[u8], mut at: usize) -> usize {
    at += 1;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' => at += 2,
            b'"' => return at + 1,
            _ => at += 1,
        }
    }
    at
}

/// Where the number that starts at `at` ends.
fn number_end(bytes: &[u8], mut at: usize) -> usize {
    at += 1;
    while at < bytes.len() && matches!(bytes[at], b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-') {
        at += 1;
    }
    at
}

/// The digits of the JSON number `token` when its value is whole and it has at most
/// [`MAX_DIGITS`] digits (`-` before them when it is below zero); `None` for a fraction, a
/// number too long, or a token that is not a JSON number (serde refuses those).
fn whole(token: &str) -> Option<String> {
    let (negative, unsigned) = match token.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, token),
    };
    let (mantissa, exponent) = match unsigned.find(['e', 'E']) {
        Some(e) => (&unsigned[..e], exponent(&unsigned[e + 1..])?),
        None => (unsigned, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digit = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if int.is_empty() || !digit(int) || !digit(frac) || (int.len() > 1 && int.starts_with('0')) {
        return None;
    }
    if mantissa.contains('.') && frac.is_empty() {
        return None;
    }
    // The value is `digits` × 10^`shift`.
    let digits = format!("{int}{frac}");
    let digits = digits.trim_start_matches('0');
    if digits.is_empty() {
        return Some("0".into());
    }
    let significant = digits.trim_end_matches('0');
    let shift = exponent
        .checked_sub(i64::try_from(frac.len()).ok()?)?
        .checked_add(i64::try_from(digits.len() - significant.len()).ok()?)?;
    let zeros = usize::try_from(shift).ok()?;
    if significant.len().checked_add(zeros)? > MAX_DIGITS {
        return None;
    }
    let sign = if negative { "-" } else { "" };
    Some(format!("{sign}{significant}{}", "0".repeat(zeros)))
}

/// The exponent of a JSON number, as written after its `e`; one of more digits than `i64`
/// holds is taken as `i64::MIN` or `i64::MAX`: zero times ten to any power is still zero, and
/// any other mantissa is then too long or a fraction, as it is at `±i64::MAX`.
fn exponent(text: &str) -> Option<i64> {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(text.parse::<i64>().unwrap_or(if text.starts_with('-') { i64::MIN } else { i64::MAX }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_values_become_digits_and_fractions_stay() {
        let cases = [
            ("1", "1"),
            ("1.0", "1"),
            ("1.000", "1"),
            ("1e0", "1"),
            ("1E+2", "100"),
            ("10e-1", "1"),
            ("0.1e1", "1"),
            ("1.5e1", "15"),
            ("-0", "0"),
            ("-0.0", "0"),
            ("0e5", "0"),
            ("-2.0", "-2"),
            ("1.8446744073709551615e19", "18446744073709551615"),
            ("1.5", "1.5"),
            ("25e-1", "25e-1"),
            ("1.0000000000000000001", "1.0000000000000000001"),
            ("1e20", "1e20"),
            ("1e99999999999999999999", "1e99999999999999999999"),
            ("1e-99999999999999999999", "1e-99999999999999999999"),
            // Zero to any power is zero: a whole number, however long its exponent.
            ("0e99999999999999999999", "0"),
            ("0e-99999999999999999999", "0"),
            ("-0.0E+99999999999999999999999", "0"),
            ("0e999999999999", "0"),
        ];
        for (json, want) in cases {
            assert_eq!(whole_numbers(json), want, "{json}");
        }
    }

    #[test]
    fn numbers_in_arrays_change_and_strings_do_not() {
        assert_eq!(whole_numbers("[0.0, 1e0]"), "[0, 1]");
        assert_eq!(whole_numbers(r#""1.0 \" 2.0""#), r#""1.0 \" 2.0""#);
        assert!(matches!(whole_numbers("[0, 1]"), Cow::Borrowed(_)));
    }
}
