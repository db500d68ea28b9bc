//! Any bytes into the JSON Lines reader, then each event it accepts into the text printer:
//! an error or a rendering, never a panic, never unbounded memory.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::{Reader, Sink, TextOptions, TextPrinter};

fuzz_target!(|data: &[u8]| {
    let mut printer = TextPrinter::new(std::io::sink(), TextOptions::default());
    for event in Reader::new(data, "fuzz").check_board(true) {
        match event {
            // The printer never stops on its own: it returns true or an error.
            Ok(event) => assert!(printer.event(&event).unwrap()),
            Err(_) => break,
        }
    }
});
