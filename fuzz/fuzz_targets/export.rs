//! Any bytes read as a trace into every export format (with the options each reads, forced past
//! the step caps), and into step's model, moved forwards and backwards and drawn at every
//! position: an export, a read error or a refusal, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::cursor::Cursor;
use nqueens_trace::export::{Options, Selection, FORMATS};
use nqueens_trace::{Filter, Reader, Sink};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the options, so that each format's options are explored too.
    let (pick, trace) = data.split_first().unwrap_or((&0, data));
    let options = Options {
        title: (pick & 1 != 0).then(|| "\u{1b}]0;t\u{7}<&>\"'\\{}$%#\u{202e}".to_string()),
        delay: (pick & 2 != 0).then_some(u32::from(*pick)),
        step: (pick & 4 != 0).then_some(u64::from(pick >> 4)),
        solutions: pick & 8 != 0,
        collapse: pick & 16 != 0,
        svg: pick & 32 != 0,
        ..Options::default()
    };
    let selection = Selection::new(u64::from(pick >> 6), None, Vec::new()).unwrap();
    for format in FORMATS {
        let mut options = options.clone();
        if format.check(&options).is_err() {
            options = Options { title: options.title, ..Options::default() };
        }
        let mut out = Vec::new();
        let mut export = format.export(&mut out, &options, selection.clone(), true);
        let mut fed = true;
        for event in Reader::new(trace, "fuzz") {
            match event.map(|e| export.event(&e)) {
                Ok(Ok(true)) => {}
                Ok(Ok(false)) => break,
                _ => {
                    fed = false;
                    break;
                }
            }
        }
        if fed {
            let _ = export.finish();
        }
    }

    let Ok(mut cursor) = Cursor::new(Reader::new(trace, "fuzz"), Filter::default()) else {
        return;
    };
    let cursor = &mut cursor;
    for _ in 0..64 {
        let _ = cursor.board();
        if !cursor.forward() {
            break;
        }
    }
    cursor.next_solution();
    cursor.prev_solution();
    cursor.last();
    let _ = cursor.board();
    let _ = cursor.placed_before(cursor.pos() / 2);
    while cursor.back() {
        let _ = cursor.board();
    }
    cursor.first();
});
