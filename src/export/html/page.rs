//! The player's page around its data: the fixed parts of the markup and the code pane, which
//! is written out once as markup (the page only moves its highlight).

use super::text;
use crate::export::escape;
use crate::program::Program;
use std::io::{self, Write};

/// The end of the counters and the switches: the theme and the quiz.
pub(super) const SWITCHES: &str = "</div>\n<div id=\"switches\">\n\
<button id=\"theme\" title=\"light, dark or as the viewer prefers\">theme: light</button>\n\
<label class=\"switch\"><input type=\"checkbox\" id=\"quiz-on\"> quiz</label>\n\
</div>\n</header>\n";

/// The board, the current step in words, the quiz and the legend, its queen written `{queen}`.
pub(super) const STAGE: &str = "<section id=\"stage\">\n\
<div id=\"board\" role=\"img\" aria-label=\"the board\"></div>\n\
<p id=\"now\" aria-live=\"polite\"></p>\n\
<div id=\"quiz\" hidden>\n\
<p id=\"q-ask\"></p>\n\
<div id=\"q-kind\"><button id=\"q-accept\">accept</button> <button id=\"q-reject\">reject</button> \
<button id=\"q-skip\" title=\"show the answer without scoring\">skip</button></div>\n\
<div id=\"q-why\" hidden><span>attacked by</span> <span id=\"q-queens\"></span><br>\
<span>along its</span> <button id=\"q-column\" data-line=\"c\">column |</button> \
<button id=\"q-diagonal\" data-line=\"d\">diagonal \\</button> \
<button id=\"q-anti\" data-line=\"a\">anti-diagonal /</button></div>\n\
<p id=\"q-verdict\"></p>\n\
<p>score: <b id=\"q-score\">0 of 0</b> right</p>\n\
</div>\n\
<ul id=\"legend\">\n\
<li><span class=\"sw queen\">{queen}</span> queen</li>\n\
<li><span class=\"sw try\">?</span> tried</li>\n\
<li><span class=\"sw accept\">{queen}</span> placed</li>\n\
<li><span class=\"sw reject\">\u{2717}</span> rejected</li>\n\
<li><span class=\"sw attacker\">{queen}</span> attacker</li>\n\
<li><span class=\"sw line\"></span> line of attack</li>\n\
<li><span class=\"sw attacked\"></span> attacked</li>\n\
<li><span class=\"sw lifted\">{queen}</span> lifted (backtrack)</li>\n\
<li><span class=\"sw solution\">{queen}</span> solution</li>\n\
</ul>\n</section>\n";

/// The search tree and the log, the end of the page's main part, and the controls.
pub(super) const PANES: &str = "<section id=\"tree-pane\">\n<h2>search tree</h2>\n\
<div id=\"tree\" role=\"tree\"></div>\n</section>\n\
<section id=\"log-pane\">\n<ol id=\"log\" lang=\"{lang}\"></ol>\n</section>\n</main>\n\
<footer>\n\
<button id=\"first\" title=\"first step (Home)\">|\u{25C0}</button>\n\
<button id=\"prev-sol\" title=\"previous solution (N)\">\u{25C0}\u{2605}</button>\n\
<button id=\"back\" title=\"step back (\u{2190})\">\u{25C0}</button>\n\
<button id=\"play\" title=\"play or pause (Enter or p)\">\u{25B6} Play</button>\n\
<button id=\"fwd\" title=\"step forward (space or \u{2192})\">\u{25B6}</button>\n\
<button id=\"next-sol\" title=\"next solution (n)\">\u{2605}\u{25B6}</button>\n\
<button id=\"last\" title=\"last step (End)\">\u{25B6}|</button>\n\
<input id=\"slider\" type=\"range\" min=\"0\" max=\"0\" value=\"0\" aria-label=\"step\">\n\
<label>speed <input id=\"speed\" type=\"range\" min=\"1\" max=\"30\" value=\"4\"> \
<span id=\"speed-v\">4</span> steps/s</label>\n\
<ul id=\"keys\" aria-label=\"keys\">\
<li><kbd>space</kbd> <kbd>\u{2192}</kbd> next</li>\
<li><kbd>\u{2190}</kbd> back</li>\
<li><kbd>n</kbd> <kbd>N</kbd> next / previous solution</li>\
<li><kbd>Enter</kbd> <kbd>p</kbd> play / pause</li>\
<li><kbd>Home</kbd> <kbd>End</kbd> first / last</li>\
</ul>\n\
</footer>\n";

/// The code pane: the program's lines, numbered, tracing lines marked (the page dims them),
/// and the call stack of a recursive program.
pub(super) fn code_pane(
    out: &mut dyn Write,
    program: &Program,
    lang: crate::lang::Lang,
) -> io::Result<()> {
    let file = escape::html(&crate::escape::escape(program.file()));
    let language = escape::html(&crate::escape::escape(program.language()));
    writeln!(
        out,
        "<section id=\"code-pane\">\n<h2>{file} \u{b7} {language}</h2>\n<ol id=\"code\">"
    )?;
    for number in 1..=program.line_count() {
        let line = program.line(number).unwrap_or_default().replace('\t', "    ");
        let line = escape::html(&crate::escape::escape(&line));
        let class = if program.is_trace(number) { " class=\"tracing\"" } else { "" };
        writeln!(out, "<li id=\"L{number}\"{class}>{line}</li>")?;
    }
    out.write_all(b"</ol>\n")?;
    if program.call().is_some() {
        out.write_all(b"<h3>call stack</h3>\n<ol id=\"stack\"></ol>\n")?;
    }
    // The program's variables at the step (panes).
    super::panes::vars_pane(out, lang)?;
    out.write_all(b"</section>\n")
}

/// What the script needs of the program: how a call-stack frame is spelled.
pub(super) fn code_data(program: &Program) -> String {
    match program.call() {
        Some(call) => format!(
            "{{\"call\":{{\"function\":{},\"row\":{},\"column\":{}}}}}",
            text(&call.function),
            text(&call.row),
            text(&call.column)
        ),
        None => "{\"call\":null}".to_string(),
    }
}
