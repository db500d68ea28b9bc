//! Mutated traces (bytes flipped, lines dropped, duplicated or swapped, fields changed) fed to
//! the reader and the text printer, to `verify` and to `diff`: each ends in an error or a
//! verdict, never a panic.

use nqueens_trace::diff::diff_readers;
use nqueens_trace::verify::{verify, Level, Verdict};
use nqueens_trace::{Reader, Sink, TextOptions, TextPrinter};
use proptest::prelude::*;

const N5: &str = include_str!("../traces/n5-first.jsonl");

#[derive(Debug, Clone)]
enum Mutation {
    FlipByte(usize, u8),
    DropLine(usize),
    DuplicateLine(usize),
    SwapLines(usize, usize),
    ChangeField(usize, &'static str, &'static str),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let values = prop_oneof![
        Just("0"),
        Just("-1"),
        Just("4294967296"),
        Just("1e30"),
        Just("3.5"),
        Just("\"3\""),
        Just("null"),
        Just("[]"),
        Just("{}"),
        Just("true"),
    ];
    let fields = prop_oneof![
        Just("step"),
        Just("row"),
        Just("col"),
        Just("n"),
        Just("index"),
        Just("with"),
        Just("queens"),
        Just("event"),
        Just("conflict"),
        Just("limit"),
    ];
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::FlipByte(i, b)),
        any::<usize>().prop_map(Mutation::DropLine),
        any::<usize>().prop_map(Mutation::DuplicateLine),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        (any::<usize>(), fields, values).prop_map(|(i, f, v)| Mutation::ChangeField(i, f, v)),
    ]
}

/// Applies the mutations to the trace's bytes.
fn mutate(trace: &str, mutations: &[Mutation]) -> Vec<u8> {
    let mut lines: Vec<Vec<u8>> = trace.lines().map(|l| l.as_bytes().to_vec()).collect();
    for m in mutations {
        let n = lines.len().max(1);
        match *m {
            Mutation::FlipByte(i, b) => {
                let line = &mut lines[i % n];
                if !line.is_empty() {
                    let j = (i / n) % line.len();
                    line[j] ^= b | 1;
                }
            }
            Mutation::DropLine(i) if lines.len() > 1 => {
                lines.remove(i % n);
            }
            Mutation::DropLine(_) => {}
            Mutation::DuplicateLine(i) => {
                let l = lines[i % n].clone();
                lines.insert(i % n, l);
            }
            Mutation::SwapLines(a, b) => lines.swap(a % n, b % n),
            Mutation::ChangeField(i, field, value) => {
                let line = String::from_utf8_lossy(&lines[i % n]).into_owned();
                if let Ok(serde_json::Value::Object(mut obj)) = serde_json::from_str(&line) {
                    if obj.contains_key(field) {
                        obj.insert(field.into(), serde_json::from_str(value).unwrap());
                        lines[i % n] = serde_json::to_vec(&obj).unwrap();
                    }
                }
            }
        }
    }
    let mut out = lines.join(&b'\n');
    out.push(b'\n');
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn mutated_traces_never_panic(mutations in proptest::collection::vec(mutation(), 1..4)) {
        let bytes = mutate(N5, &mutations);
        let mut printer = TextPrinter::new(std::io::sink(), TextOptions::default());
        for event in Reader::new(&bytes[..], "mutated").check_board(true) {
            match event {
                Ok(event) => prop_assert!(printer.event(&event).unwrap()),
                Err(e) => {
                    let msg = e.to_string();
                    prop_assert!(msg.starts_with("mutated:"), "{}", msg);
                    break;
                }
            }
        }
        for level in [Level::Rules, Level::Strict] {
            if let Ok(Verdict::Invalid(v)) = verify(Reader::new(&bytes[..], "mutated"), level) {
                prop_assert!(!v.fault.to_string().is_empty());
            }
        }
        let original = Reader::new(N5.as_bytes(), "original");
        if let Ok(Some(d)) = diff_readers(original, Reader::new(&bytes[..], "mutated"), 3) {
            prop_assert!(!d.report(("original", "mutated")).is_empty());
        }
    }
}
