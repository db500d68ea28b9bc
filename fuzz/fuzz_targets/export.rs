//! Any bytes read as a trace into every export format (with the options each reads, forced past
//! the step caps), and into step's model, moved forwards and backwards and drawn at every
//! position: an export, a read error or a refusal, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens_trace::cursor::Cursor;
use nqueens_trace::export::{self, *};
use nqueens_trace::{Filter, Reader, Sink};

/// Feeds the trace into the export of `options`, forced past the step caps.
fn feed<O: FormatOptions + 'static>(options: O, window: &Window, trace: &[u8]) {
    let mut export = export::export(Vec::new(), &options, window.clone(), true);
    for event in Reader::new(trace, "fuzz") {
        match event.map(|e| export.event(&e)) {
            Ok(Ok(true)) => {}
            Ok(Ok(false)) => break,
            _ => return,
        }
    }
    let _ = export.finish();
}

fuzz_target!(|data: &[u8]| {
    // The first byte picks the options, so that each format's options are explored too.
    let (&pick, trace) = data.split_first().unwrap_or((&0, data));
    let title = (pick & 1 != 0).then(|| "\u{1b}]0;t\u{7}<&>\"'\\{}$%#\u{202e}".to_string());
    let bit = |b: u8| pick & b != 0;
    let delay_ms = u32::from(pick).max(1);
    let theme = if bit(64) { Theme::Dark } else { Theme::Light };
    let wording = Wording { one_based: bit(128), ..Wording::default() };
    let window = if bit(4) {
        Window::step(u64::from(pick >> 4))
    } else {
        Window::new(u64::from(pick >> 6), None, Vec::new()).unwrap()
    };
    let t = || title.clone();
    feed(html::Options { title: t(), wording, ..html::Options::default() }, &window, trace);
    feed(
        cast::Options { title: t(), wording, delay_ms, ..cast::Options::default() },
        &window,
        trace,
    );
    feed(svg::Options { title: t(), wording, theme, solutions: bit(8) }, &window, trace);
    feed(md::Options { title: t(), wording, theme, ..md::Options::default() }, &window, trace);
    feed(tex::Options { title: t(), wording, ..tex::Options::default() }, &window, trace);
    let fit = bit(32).then_some(Aspect::Wide);
    let one_based = wording.one_based;
    feed(dot::Options { title: t(), wording, theme, collapse: bit(16), fit }, &window, trace);
    let gif = gif::Options { title: t(), wording, delay_ms, size: Some(64), theme };
    feed(gif, &window, trace);
    feed(perfetto::Options { title: t(), one_based }, &window, trace);
    feed(flame::Options { title: t(), one_based, svg: bit(32), theme }, &window, trace);

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
