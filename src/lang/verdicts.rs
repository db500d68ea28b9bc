//! The words of the verdicts on a trace, in each language: what `verify` and `check` say is
//! wrong with a trace ([`crate::verify::Fault`]), the marks of `check`'s report, and the note
//! on the length of a slide deck. One table per language, reached through
//! [`super::Messages::verdicts`].
//!
//! Their values are the facts of the fault: `{sq}` the square of the offending event, `{q}` the
//! queen it names, `{event}` an event quoted in the trace's own words, counts and steps. A
//! front end fills them through [`super::fill`], isolating in a language written right to left
//! what is not the language's words; the Persian templates isolate themselves what they write
//! of the trace's vocabulary (`n=`, `start`), as the tables do.

use super::{fill, Arg, Messages};
use crate::event::{cols, label, Conflict, Event};

/// [`crate::event::describe`] in the words of `m`: the kind and the squares as the trace writes them, what
/// a reject or a done says in the language.
pub fn describe_in(event: &Event, m: &Messages) -> String {
    let v = m.verdicts;
    let text = |s: &str| s.as_bytes().to_vec();
    let said = |template: &str, args: &[(&str, Arg<'_>)]| {
        let mut out = Vec::new();
        fill(&mut out, template, args);
        String::from_utf8_lossy(&out).into_owned()
    };
    match event {
        Event::Start { n, limit, start, .. } => {
            let mut s = format!("start n={n}");
            if let Some(k) = limit {
                s += &format!(" limit={k}");
            }
            if !start.is_empty() {
                s += &format!(" from {}", cols(&start.cols()));
            }
            s
        }
        Event::Try { row, col, .. } => format!("try {}", label(*row, *col, 0)),
        Event::Accept { row, col, .. } => format!("accept {}", label(*row, *col, 0)),
        Event::Reject { row, col, conflict, with, .. } => {
            let line = match conflict {
                Conflict::Column
                | Conflict::Row
                | Conflict::Box
                | Conflict::Edge
                | Conflict::Over
                | Conflict::Short => v.lines[0],
                Conflict::Diagonal => v.lines[1],
                Conflict::AntiDiagonal => v.lines[2],
            };
            let (sq, q) = (
                text(&label(*row, *col, 0).to_string()),
                text(&label(with[0], with[1], 0).to_string()),
            );
            said(
                v.event_reject,
                &[
                    ("sq", Arg::Text(&sq)),
                    ("q", Arg::Text(&q)),
                    ("line", Arg::Text(line.as_bytes())),
                ],
            )
        }
        Event::Solution { index, queens, .. } => format!("solution #{index} {}", cols(queens)),
        Event::Backtrack { row, col, .. } => format!("backtrack {}", label(*row, *col, 0)),
        Event::Done { solutions, complete, .. } => {
            let end = v.event_end[usize::from(!*complete)];
            said(v.event_done, &[("s", Arg::Num(*solutions)), ("end", Arg::Text(end.as_bytes()))])
        }
    }
}

/// The words of the verdicts in one language.
#[derive(Debug)]
pub struct Verdicts {
    // verify's faults: `{sq}` the offending event's square, `{q}` the square it names.
    /// The first event is a `{kind}`, not `start`.
    pub not_start: &'static str,
    /// The start names schema `{schema}`, not `{supported}`.
    pub schema: &'static str,
    /// The start announces board size `{n}`, outside 1 to `{max}`.
    pub size: &'static str,
    /// A second start.
    pub second_start: &'static str,
    /// The start lists a position that is not legal: `{error}` says why.
    pub bad_start: &'static str,
    /// The program was asked to begin from `{asked}` and announces `{announced}`, each
    /// [`Verdicts::from_top`] or [`Verdicts::from_start`].
    pub asked_start: &'static str,
    /// The top of the tree: no start.
    pub from_top: &'static str,
    /// The start with the queens `{cols}`.
    pub from_start: &'static str,
    /// A backtrack of `{sq}`, a queen of the start.
    pub lifts_start: &'static str,
    /// The trace is empty.
    pub empty: &'static str,
    /// The program was asked for board size `{asked}`; its start announces `{announced}`.
    pub asked: &'static str,
    /// The program was asked for the search `{asked}`; its start announces `{announced}`, each
    /// [`Verdicts::search_all`] or [`Verdicts::search_limit`].
    pub asked_limit: &'static str,
    /// The complete search.
    pub search_all: &'static str,
    /// The search with limit `{k}`.
    pub search_limit: &'static str,
    /// `{event}` says it is step `{said}`, but it is event `{expected}` of the trace.
    pub step: &'static str,
    /// `{event}` follows the done at step `{done}`.
    pub after_done: &'static str,
    /// The trace ends without done.
    pub no_done: &'static str,
    /// The try of `{sq}` at step `{tried}` is followed by `{event}`, not its answer.
    pub unanswered: &'static str,
    /// A `{kind}` (accept or reject) of `{sq}` without a try of it just before.
    pub not_tried: &'static str,
    /// The accept at step `{accept}` completed the board, and `{event}` follows, not a
    /// solution.
    pub no_solution: &'static str,
    /// The solution `{event}` that no accept completed.
    pub unearned: &'static str,
    /// Solution `{index}` lists `{listed}`; the board holds `{held}`.
    pub solution_queens: &'static str,
    /// Solution `{index}` is the trace's solution number `{number}`.
    pub solution_index: &'static str,
    /// The limit is 0, and `{event}` follows the start instead of done.
    pub limit_zero: &'static str,
    /// The solution at step `{solution}` reached the limit `{limit}`, and `{event}` follows it
    /// instead of done.
    pub past_limit: &'static str,
    /// A try of `{sq}` while `{k}` queens stand: the next try belongs in row `{k}`.
    pub try_row: &'static str,
    /// A try of `{sq}` on a full board.
    pub try_full: &'static str,
    /// A try of `{sq}` off the `{n}`×`{n}` board, whose columns run from 0 to `{last}`.
    pub try_off: &'static str,
    /// A second try of `{sq}` under the same queens.
    pub try_again: &'static str,
    /// An accept of `{sq}`, which the queen at `{q}` attacks along `{how}` (one of
    /// [`Verdicts::lines`]).
    pub attacked: &'static str,
    /// A reject of `{sq}`, which no queen attacks.
    pub unattacked: &'static str,
    /// A reject of `{sq}` naming the queen at `{q}`, where no queen stands.
    pub no_queen: &'static str,
    /// A reject of `{sq}` naming the queen at `{q}`, lifted at step `{lifted}`: the program said
    /// backtrack but kept the queen; asks whether it removes the queen when it backtracks.
    pub lifted: &'static str,
    /// A reject of `{sq}` saying the queen at `{q}` attacks along `{said}`; it does so along
    /// `{how}` (both of [`Verdicts::lines`]).
    pub wrong_line: &'static str,
    /// A reject of `{sq}` saying the queen at `{q}` attacks along `{said}`; it does not attack.
    pub wrong_line_none: &'static str,
    /// A backtrack of `{sq}` on an empty board.
    pub nothing_to_lift: &'static str,
    /// A backtrack of `{sq}`; the queen placed last is at `{q}`.
    pub not_last: &'static str,
    /// Done counts `{said}` `{name}` (a field of done); the trace holds `{held}`.
    pub counts: &'static str,
    /// Done says incomplete, but the search found `{found}` of its limit `{k}`.
    pub incomplete: &'static str,
    /// Done says incomplete, but the search has no limit.
    pub incomplete_no_limit: &'static str,
    /// Done claims a complete search, which stopped at its limit of `{found}` solutions.
    pub stopped_at_limit: &'static str,
    /// The backtrack of `{sq}` lifted the queen before `{missing}` was tried, and the done at
    /// step `{done}` claims a complete search.
    pub gap: &'static str,
    /// Done claims a complete search, but the queens `{queens}` were never lifted.
    pub never_lifted: &'static str,
    /// Done claims a complete search, but `{sq}` was never tried.
    pub never_tried: &'static str,
    /// Done claims a complete search of board `{n}`, which has `{known}` solutions; it found
    /// `{found}`.
    pub solutions: &'static str,
    /// The start has limit 0, which `run` never writes.
    pub canonical_limit_zero: &'static str,
    /// `{found}` follows the rules, but the canonical search has `{canonical}` there.
    pub not_canonical: &'static str,
    /// The lines of attack, for `{how}` and `{said}`: column, `\` diagonal, `/` diagonal.
    pub lines: [&'static str; 3],
    // verify's lines.
    /// A valid trace: board `{n}`, `{search}` (one of the three below), `{s}` solutions, `{events}`
    /// events: `{t}` tries, `{a}` accepts, `{r}` rejects, `{b}` backtracks; `{canonical}` is
    /// [`Verdicts::verify_canonical`] or nothing.
    pub verify_valid: &'static str,
    /// The search of a valid trace: complete; stopped at its limit; incomplete without one.
    pub verify_search: [&'static str; 3],
    /// Appended to a valid trace checked with `--strict`.
    pub verify_canonical: &'static str,
    /// The `{search}` of a partial exercise record: the search as far as it goes.
    pub verify_partial: &'static str,
    /// The `{canonical}` of a partial record that is the canonical search as far as it goes.
    pub verify_canonical_partial: &'static str,
    /// An invalid trace: at step `{step}`, `{fault}` says what is wrong.
    pub verify_invalid: &'static str,
    // An event quoted in a verdict: its kind and square as the trace writes them.
    /// A reject of `{sq}` by the queen at `{q}` along `{line}` (one of [`Verdicts::lines`]).
    pub event_reject: &'static str,
    /// A done with `{s}` solutions, `{end}` one of [`Verdicts::event_end`].
    pub event_done: &'static str,
    /// How a done ends the search: complete, incomplete.
    pub event_end: [&'static str; 2],
    // diff's report: `{name}` is A or B.
    /// Two traces of different boards, `{na}` and `{nb}`.
    pub diff_boards: &'static str,
    /// Two traces that differ only in their start's limit.
    pub diff_limit_only: &'static str,
    /// Trace `{name}` stops with done after `{k}` solutions at step `{step}`.
    pub diff_stops: &'static str,
    /// Trace `{name}` ends after step `{last}` without done.
    pub diff_ends: &'static str,
    /// Appended to the two above: the other trace `{name}` goes on to step `{last}`.
    pub diff_goes_on: &'static str,
    /// Both traces have `{event}`, but with the values `{fields}` (each
    /// [`Verdicts::diff_field`], joined by `, `).
    pub diff_both: &'static str,
    /// Field `{field}` is `{a}` in A and `{b}` in B.
    pub diff_field: &'static str,
    /// A has `{a}`, B has `{b}` (events, or [`Verdicts::diff_nothing`]).
    pub diff_has: &'static str,
    /// Where a trace has no event.
    pub diff_nothing: &'static str,
    /// Appended past step 0: the starts' limits differ too, `{a}` and `{b}`.
    pub diff_limits_too: &'static str,
    /// Appended at step 0: the starts' limits, `{a}` and `{b}`.
    pub diff_limits: &'static str,
    /// A start without a limit.
    pub diff_no_limit: &'static str,
    /// How a trace goes on: `{events}` events, steps 0 to `{last}`, board `{n}`, `{s}`
    /// solutions, and `{end}`, one of [`Verdicts::diff_end`].
    pub diff_side: &'static str,
    /// How a trace ends: with done, complete; with done, stopped early; without done.
    pub diff_end: [&'static str; 3],
    /// The report's first difference, at step `{step}`: `{explanation}`.
    pub diff_differ: &'static str,
    /// The heading of the events before it, which both traces hold.
    pub diff_before: &'static str,
    /// The heading of the board before step `{step}`.
    pub diff_board: &'static str,
    /// The heading of another problem's picture (a grid, a colouring, a sum) before step
    /// `{step}`.
    pub diff_state: &'static str,
    /// After A or B in the table's heading, when that trace has ended.
    pub diff_ended: &'static str,
    /// `diff --verbose` of identical traces `{a}` and `{b}`: `{what}` they hold.
    pub diff_identical: &'static str,
    // check's report.
    /// The legend of the report's boards, one item a mark: a queen, the square tried, the
    /// queen placed, the square rejected, the queen lifted, the queen a reject names, and the
    /// square a reject names where no queen stands.
    pub report_marks: [&'static str; 7],
    // The slide exports.
    /// A long slide deck: the `{format}` deck (md, tex) is `{k}` slides, a title and one per
    /// step.
    pub pages: &'static str,
    /// A long slide deck whose legend has a slide of its own (tex): `{k}` slides, a title, a
    /// legend and one per step.
    pub pages_legend: &'static str,
    /// What to do of a long deck, after the note `{note}`: choose steps with `{range}` or
    /// `{only}`, the front end's ways to choose them.
    pub pages_fix: &'static str,
}

/// English: its sentences are those of [`crate::verify::Fault`]'s `Display`.
pub static EN: Verdicts = Verdicts {
    not_start: "the trace begins with {kind}, but a trace must begin with start",
    schema: "start names schema {schema}, but only {supported} is supported",
    size: "start announces n={n}, but boards run from 1 to {max}",
    second_start: "a second start: a trace holds one search",
    bad_start: "start lists a position that cannot begin a search: {error}",
    asked_start: "the program was asked to begin from {asked}, but its start announces \
                  {announced}: the trace's search is not the one asked for",
    from_top: "the top of the tree (no start)",
    from_start: "the start {cols}",
    lifts_start: "backtrack {sq} lifts a queen of the start, which the search never lifts",
    empty: "the trace is empty: it must begin with start",
    asked: "the program was asked for n={asked}, but its start announces n={announced}",
    asked_limit: "the program was asked for {asked}, but its start announces {announced}: the \
                  trace's search is not the one asked for",
    search_all: "the complete search (no limit)",
    search_limit: "limit {k}",
    step: "{event} says it is step {said}, but it is event {expected} of the trace: steps count \
           0, 1, 2, … with no gap",
    after_done: "{event} follows done (step {done}), which must be the last event",
    no_done: "the trace ends here, without a done event",
    unanswered: "try {sq} at step {tried} must be followed at once by its accept or reject, not \
                 by {event}",
    not_tried: "{kind} {sq} without a try of that square just before it",
    no_solution: "the accept at step {accept} completed the board, so a solution must follow at \
                  once, not {event}",
    unearned: "{event}, but no accept completed the board just before it",
    solution_queens: "solution #{index} lists the queens {listed}, but the board holds {held}",
    solution_index: "solution #{index} is the trace's solution number {number}: indices count \
                     1, 2, 3, …",
    limit_zero: "the limit is 0, so done must follow start at once, not {event}",
    past_limit: "the solution at step {solution} reached the limit of {limit}, so done must \
                 follow at once, not {event}",
    try_row: "try {sq}, but {k} {k:queen is|queens are} on the board, so the next try must be \
              in row {k}",
    try_full: "try {sq}, but the board is full: a queen must be lifted first",
    try_off: "try {sq} is off the {n}×{n} board: columns run from 0 to {last}",
    try_again: "try {sq} again: that square was already tried under the same queens",
    attacked: "accept {sq}, but the queen at {q} attacks it along the {how}",
    unattacked: "reject {sq}, but no queen attacks that square",
    no_queen: "reject {sq} names the queen at {q}, but no queen stands there",
    lifted: "reject {sq} names the queen at {q}, which was lifted at step {lifted}: does the \
             program remove the queen from its list when it backtracks?",
    wrong_line: "reject {sq} says the queen at {q} attacks it along the {said}, but it does so \
                 along the {how}",
    wrong_line_none: "reject {sq} says the queen at {q} attacks it along the {said}, but that \
                      queen does not attack it",
    nothing_to_lift: "backtrack {sq}, but no queen is on the board",
    not_last: "backtrack {sq}, but the queen placed last is at {q}",
    counts: "done counts {said} {name}, but the trace holds {held}",
    incomplete: "done says the search is incomplete, but it stopped after {found} of its limit \
                 of {k} {k:solution|solutions}",
    incomplete_no_limit: "done says the search is incomplete, but it has no limit to stop at",
    stopped_at_limit: "done claims a complete search, but it stopped at its limit of {found} \
                       {found:solution|solutions}",
    gap: "backtrack {sq} lifts the queen before {missing} was tried, yet done at step {done} \
          claims a complete search",
    never_lifted: "done claims a complete search, but the queens {queens} were never lifted",
    never_tried: "done claims a complete search, but {sq} was never tried",
    solutions: "done claims a complete search, but it found {found} {found:solution|solutions}: \
                n={n} has {known}",
    canonical_limit_zero: "start has limit 0, which run never writes: a limit counts \
                           solutions, 1 or more (or null for none)",
    not_canonical: "{found} follows the rules, but the canonical search (rows top to bottom, \
                    columns left to right, the topmost attacker named) has {canonical} here",
    lines: ["column", "diagonal", "anti-diagonal"],
    verify_valid: "valid: n={n}, {search}, {s} {s:solution|solutions}, {events} events ({t} \
                   tries, {a} accepts, {r} rejects, {b} backtracks){canonical}",
    verify_search: ["complete search", "stopped at its limit", "incomplete search"],
    verify_canonical: "; the canonical search",
    verify_partial: "a partial record: the search as far as it goes",
    verify_canonical_partial: "; the canonical search, as far as it goes",
    verify_invalid: "invalid: step {step}: {fault}",
    event_reject: "reject {sq} ({line} of {q})",
    event_done: "done ({s} {s:solution|solutions}, {end})",
    event_end: ["complete", "incomplete"],
    diff_boards: "A traces n={na}, B traces n={nb}: different boards, so they differ from \
                  the start",
    diff_limit_only: "the traces differ only in their start's limit",
    diff_stops: "{name} stops after {k} {k:solution|solutions} at step {step}",
    diff_ends: "{name} ends after step {last} without a done event",
    diff_goes_on: "; {name} goes on to step {last}",
    diff_both: "both have {event}, but with {fields}",
    diff_field: "{field} {a} against {b}",
    diff_has: "A has {a}, B has {b}",
    diff_nothing: "nothing",
    diff_limits_too: " (their starts differ in the limit too: A {a}, B {b})",
    diff_limits: ": A {a}, B {b}",
    diff_no_limit: "none",
    diff_side: "{events} events (steps 0-{last}), n={n}, {s} {s:solution|solutions}, {end}",
    diff_end: ["ends with done, complete", "ends with done, stopped early", "no done: truncated"],
    diff_differ: "differ at step {step}: {explanation}",
    diff_before: "before (both):",
    diff_board: "board before step {step}:",
    diff_state: "before step {step}:",
    diff_ended: " (ended)",
    diff_identical: "{a} and {b} are identical: {what}",
    report_marks: [
        "a queen",
        "the square tried",
        "the queen placed",
        "the square rejected",
        "the queen lifted",
        "the queen the reject names",
        "the square the reject names, where no queen stands",
    ],
    pages: "the {format} deck is {k} {k:slide|slides}, a title and one per step",
    pages_legend: "the {format} deck is {k} {k:slide|slides}, a title, a legend and one per step",
    pages_fix: "{note}: choose steps with {range} or {only}",
};

/// Simplified Chinese.
pub static ZH: Verdicts = Verdicts {
    not_start: "轨迹以 {kind} 开始，但轨迹必须以 start 开始",
    schema: "start 声明的格式是 {schema}，但只支持 {supported}",
    size: "start 声明 n={n}，但棋盘大小只能是 1 到 {max}",
    second_start: "第二个 start：一条轨迹只包含一次搜索",
    bad_start: "start 列出的局面不能作为搜索的起点：{error}",
    asked_start: "要求程序从{asked}开始，但它的 start 声明的是{announced}：轨迹中的搜索不是所要求的搜索",
    from_top: "搜索树的根（没有起始局面）",
    from_start: "起始局面 {cols}",
    lifts_start: "backtrack {sq} 撤回了起始局面中的皇后，而搜索从不撤回它们",
    empty: "轨迹是空的：它必须以 start 开始",
    asked: "要求程序求解 n={asked}，但它的 start 声明的是 n={announced}",
    asked_limit: "要求程序进行{asked}，但它的 start 声明的是{announced}：轨迹中的搜索不是所要求的搜索",
    search_all: "完整搜索（没有上限）",
    search_limit: "上限为 {k} 的搜索",
    step: "{event} 自称是第 {said} 步，但它是轨迹中的第 {expected} 个事件：步数依次为 0、1、2……，中间不能有空缺",
    after_done: "{event} 出现在 done（第 {done} 步）之后，而 done 必须是最后一个事件",
    no_done: "轨迹在这里结束，没有 done 事件",
    unanswered: "第 {tried} 步的 try {sq} 之后必须紧跟它的 accept 或 reject，而不是 {event}",
    not_tried: "{kind} {sq} 之前没有紧跟对该格的 try",
    no_solution: "第 {accept} 步的 accept 放满了棋盘，所以紧接着必须是 solution，而不是 {event}",
    unearned: "{event}，但之前没有 accept 刚好放满棋盘",
    solution_queens: "第 {index} 个解列出的皇后是 {listed}，但棋盘上的皇后是 {held}",
    solution_index: "解 #{index} 是轨迹中的第 {number} 个解：解的编号依次为 1、2、3……",
    limit_zero: "上限为 0，所以 start 之后必须紧跟 done，而不是 {event}",
    past_limit: "第 {solution} 步的解达到了上限 {limit}，所以紧接着必须是 done，而不是 {event}",
    try_row: "try {sq}，但棋盘上有 {k} 个皇后，所以下一次尝试必须在第 {k} 行",
    try_full: "try {sq}，但棋盘已经放满：必须先撤回一个皇后",
    try_off: "try {sq} 超出了 {n}×{n} 的棋盘：列号从 0 到 {last}",
    try_again: "再次 try {sq}：在同样的皇后下，这个格子已经尝试过了",
    attacked: "accept {sq}，但 {q} 的皇后沿{how}攻击它",
    unattacked: "reject {sq}，但没有皇后攻击这个格子",
    no_queen: "reject {sq} 指出了 {q} 的皇后，但那里没有皇后",
    lifted: "reject {sq} 指出了 {q} 的皇后，但它已在第 {lifted} 步撤回：程序回溯时是否把这个皇后从自己的列表中移除了？",
    wrong_line: "reject {sq} 说 {q} 的皇后沿{said}攻击它，但实际上是沿{how}",
    wrong_line_none: "reject {sq} 说 {q} 的皇后沿{said}攻击它，但那个皇后并不攻击它",
    nothing_to_lift: "backtrack {sq}，但棋盘上没有皇后",
    not_last: "backtrack {sq}，但最后放下的皇后在 {q}",
    counts: "done 记录的 {name} 是 {said}，但轨迹中有 {held}",
    incomplete: "done 说搜索不完整，但它在找到 {found} 个解后停止，上限为 {k} 个",
    incomplete_no_limit: "done 说搜索不完整，但它没有可以停下的上限",
    stopped_at_limit: "done 声称搜索完整，但它在达到上限 {found} 个解时就停止了",
    gap: "backtrack {sq} 在尝试 {missing} 之前就撤回了皇后，而第 {done} 步的 done 却声称搜索完整",
    never_lifted: "done 声称搜索完整，但皇后 {queens} 从未被撤回",
    never_tried: "done 声称搜索完整，但从未尝试 {sq}",
    solutions: "done 声称搜索完整，但只找到 {found} 个解：n={n} 有 {known} 个解",
    canonical_limit_zero: "start 的上限为 0，而 run 从不这样写：上限是解的个数，至少为 1（不设上限则为 null）",
    not_canonical: "{found} 符合规则，但标准搜索（从上到下逐行、从左到右逐列、指出最上面的攻击者）在这里是 {canonical}",
    lines: ["列", "对角线（\\）", "反对角线（/）"],
    verify_valid: "有效：n={n}，{search}，{s} 个解，{events} 个事件（{t} 次尝试，{a} 次放置，{r} 次冲突，{b} 次回溯）{canonical}",
    verify_search: ["完整搜索", "在上限处停止", "不完整的搜索"],
    verify_canonical: "；是标准搜索",
    verify_partial: "部分记录：到记录结束为止的搜索",
    verify_canonical_partial: "；到记录结束为止是标准搜索",
    verify_invalid: "无效：第 {step} 步：{fault}",
    event_reject: "reject {sq}（{q} 沿{line}）",
    event_done: "done（{s} 个解，{end}）",
    event_end: ["搜索完整", "搜索不完整"],
    diff_boards: "A 追踪 n={na}，B 追踪 n={nb}：棋盘不同，所以从一开始就不同",
    diff_limit_only: "两条轨迹只在 start 的上限上不同",
    diff_stops: "{name} 在第 {step} 步找到 {k} 个解后停止",
    diff_ends: "{name} 在第 {last} 步之后结束，没有 done 事件",
    diff_goes_on: "；{name} 继续到第 {last} 步",
    diff_both: "两者都是 {event}，但 {fields}",
    diff_field: "{field} 为 {a} 与 {b}",
    diff_has: "A 是 {a}，B 是 {b}",
    diff_nothing: "无",
    diff_limits_too: "（两者的 start 在上限上也不同：A 为 {a}，B 为 {b}）",
    diff_limits: "：A 为 {a}，B 为 {b}",
    diff_no_limit: "无",
    diff_side: "{events} 个事件（第 0-{last} 步），n={n}，{s} 个解，{end}",
    diff_end: ["以 done 结束，搜索完整", "以 done 结束，提前停止", "没有 done：被截断"],
    diff_differ: "在第 {step} 步不同：{explanation}",
    diff_before: "之前（两者相同）：",
    diff_board: "第 {step} 步之前的棋盘：",
    diff_state: "第 {step} 步之前：",
    diff_ended: "（已结束）",
    diff_identical: "{a} 与 {b} 相同：{what}",
    report_marks: [
        "皇后",
        "正在尝试的格子",
        "刚放下的皇后",
        "冲突的格子",
        "撤回的皇后",
        "冲突所指出的皇后",
        "冲突所指出的格子，那里没有皇后",
    ],
    pages: "{format} 幻灯片共 {k} 页（标题一页，每步一页）",
    pages_legend: "{format} 幻灯片共 {k} 页（标题一页，图例一页，每步一页）",
    pages_fix: "{note}：用 {range} 或 {only} 选择步骤",
};

/// Traditional Chinese.
pub static ZH_HANT: Verdicts = Verdicts {
    not_start: "軌跡以 {kind} 開始，但軌跡必須以 start 開始",
    schema: "start 宣告的格式是 {schema}，但只支援 {supported}",
    size: "start 宣告 n={n}，但棋盤大小只能是 1 到 {max}",
    second_start: "第二個 start：一條軌跡只包含一次搜尋",
    bad_start: "start 列出的局面不能作為搜尋的起點：{error}",
    asked_start: "要求程式從{asked}開始，但它的 start 宣告的是{announced}：軌跡中的搜尋不是所要求的搜尋",
    from_top: "搜尋樹的根（沒有起始局面）",
    from_start: "起始局面 {cols}",
    lifts_start: "backtrack {sq} 撤回了起始局面中的皇后，而搜尋從不撤回它們",
    empty: "軌跡是空的：它必須以 start 開始",
    asked: "要求程式求解 n={asked}，但它的 start 宣告的是 n={announced}",
    asked_limit: "要求程式進行{asked}，但它的 start 宣告的是{announced}：軌跡中的搜尋不是所要求的搜尋",
    search_all: "完整搜尋（沒有上限）",
    search_limit: "上限為 {k} 的搜尋",
    step: "{event} 自稱是第 {said} 步，但它是軌跡中的第 {expected} 個事件：步數依次為 0、1、2……，中間不能有空缺",
    after_done: "{event} 出現在 done（第 {done} 步）之後，而 done 必須是最後一個事件",
    no_done: "軌跡在這裡結束，沒有 done 事件",
    unanswered: "第 {tried} 步的 try {sq} 之後必須緊接著它的 accept 或 reject，而不是 {event}",
    not_tried: "{kind} {sq} 之前沒有緊接著對該格的 try",
    no_solution: "第 {accept} 步的 accept 放滿了棋盤，所以緊接著必須是 solution，而不是 {event}",
    unearned: "{event}，但之前沒有 accept 剛好放滿棋盤",
    solution_queens: "第 {index} 個解列出的皇后是 {listed}，但棋盤上的皇后是 {held}",
    solution_index: "解 #{index} 是軌跡中的第 {number} 個解：解的編號依次為 1、2、3……",
    limit_zero: "上限為 0，所以 start 之後必須緊接著 done，而不是 {event}",
    past_limit: "第 {solution} 步的解達到了上限 {limit}，所以緊接著必須是 done，而不是 {event}",
    try_row: "try {sq}，但棋盤上有 {k} 個皇后，所以下一次嘗試必須在第 {k} 列",
    try_full: "try {sq}，但棋盤已經放滿：必須先撤回一個皇后",
    try_off: "try {sq} 超出了 {n}×{n} 的棋盤：直行編號從 0 到 {last}",
    try_again: "再次 try {sq}：在同樣的皇后下，這個格子已經嘗試過了",
    attacked: "accept {sq}，但 {q} 的皇后沿{how}攻擊它",
    unattacked: "reject {sq}，但沒有皇后攻擊這個格子",
    no_queen: "reject {sq} 指出了 {q} 的皇后，但那裡沒有皇后",
    lifted: "reject {sq} 指出了 {q} 的皇后，但它已在第 {lifted} 步撤回：程式回溯時是否把這個皇后從自己的串列中移除了？",
    wrong_line: "reject {sq} 說 {q} 的皇后沿{said}攻擊它，但實際上是沿{how}",
    wrong_line_none: "reject {sq} 說 {q} 的皇后沿{said}攻擊它，但那個皇后並不攻擊它",
    nothing_to_lift: "backtrack {sq}，但棋盤上沒有皇后",
    not_last: "backtrack {sq}，但最後放下的皇后在 {q}",
    counts: "done 記錄的 {name} 是 {said}，但軌跡中有 {held}",
    incomplete: "done 說搜尋不完整，但它在找到 {found} 個解後停止，上限為 {k} 個",
    incomplete_no_limit: "done 說搜尋不完整，但它沒有可以停下的上限",
    stopped_at_limit: "done 宣稱搜尋完整，但它在達到上限 {found} 個解時就停止了",
    gap: "backtrack {sq} 在嘗試 {missing} 之前就撤回了皇后，而第 {done} 步的 done 卻宣稱搜尋完整",
    never_lifted: "done 宣稱搜尋完整，但皇后 {queens} 從未被撤回",
    never_tried: "done 宣稱搜尋完整，但從未嘗試 {sq}",
    solutions: "done 宣稱搜尋完整，但只找到 {found} 個解：n={n} 有 {known} 個解",
    canonical_limit_zero: "start 的上限為 0，而 run 從不這樣寫：上限是解的個數，至少為 1（不設上限則為 null）",
    not_canonical: "{found} 符合規則，但標準搜尋（由上至下逐列、由左至右逐行、指出最上面的攻擊者）在這裡是 {canonical}",
    lines: ["直行", "對角線（\\）", "反對角線（/）"],
    verify_valid: "有效：n={n}，{search}，{s} 個解，{events} 個事件（{t} 次嘗試，{a} 次放置，{r} 次剪枝，{b} 次回溯）{canonical}",
    verify_search: ["完整搜尋", "在上限處停止", "不完整的搜尋"],
    verify_canonical: "；是標準搜尋",
    verify_partial: "部分記錄：到記錄結束為止的搜尋",
    verify_canonical_partial: "；到記錄結束為止是標準搜尋",
    verify_invalid: "無效：第 {step} 步：{fault}",
    event_reject: "reject {sq}（{q} 沿{line}）",
    event_done: "done（{s} 個解，{end}）",
    event_end: ["搜尋完整", "搜尋不完整"],
    diff_boards: "A 追蹤 n={na}，B 追蹤 n={nb}：棋盤不同，所以從一開始就不同",
    diff_limit_only: "兩條軌跡只在 start 的上限上不同",
    diff_stops: "{name} 在第 {step} 步找到 {k} 個解後停止",
    diff_ends: "{name} 在第 {last} 步之後結束，沒有 done 事件",
    diff_goes_on: "；{name} 繼續到第 {last} 步",
    diff_both: "兩者都是 {event}，但 {fields}",
    diff_field: "{field} 為 {a} 與 {b}",
    diff_has: "A 是 {a}，B 是 {b}",
    diff_nothing: "無",
    diff_limits_too: "（兩者的 start 在上限上也不同：A 為 {a}，B 為 {b}）",
    diff_limits: "：A 為 {a}，B 為 {b}",
    diff_no_limit: "無",
    diff_side: "{events} 個事件（第 0-{last} 步），n={n}，{s} 個解，{end}",
    diff_end: ["以 done 結束，搜尋完整", "以 done 結束，提前停止", "沒有 done：被截斷"],
    diff_differ: "在第 {step} 步不同：{explanation}",
    diff_before: "之前（兩者相同）：",
    diff_board: "第 {step} 步之前的棋盤：",
    diff_state: "第 {step} 步之前：",
    diff_ended: "（已結束）",
    diff_identical: "{a} 與 {b} 相同：{what}",
    report_marks: [
        "皇后",
        "正在嘗試的格子",
        "剛放下的皇后",
        "剪枝的格子",
        "撤回的皇后",
        "剪枝所指出的皇后",
        "剪枝所指出的格子，那裡沒有皇后",
    ],
    pages: "{format} 投影片共 {k} 頁（標題一頁，每步一頁）",
    pages_legend: "{format} 投影片共 {k} 頁（標題一頁，圖例一頁，每步一頁）",
    pages_fix: "{note}：用 {range} 或 {only} 選擇步驟",
};

/// Persian: what is the trace's vocabulary (`start`, `n=`) is isolated in the template, the
/// values by the front end.
pub static FA: Verdicts = Verdicts {
    not_start: "ردگیری با {kind} آغاز می‌شود، اما ردگیری باید با \u{2068}start\u{2069} آغاز شود",
    schema: "\u{2068}start\u{2069} طرح‌واره‌ی {schema} را نام می‌برد، اما فقط {supported} پشتیبانی می‌شود",
    size: "\u{2068}start\u{2069} اندازه‌ی \u{2068}n={n}\u{2069} را اعلام می‌کند، اما صفحه‌ها از \u{2068}1\u{2069} تا {max} هستند",
    second_start: "\u{2068}start\u{2069} دوم: هر ردگیری یک جست‌وجو را در بر دارد",
    bad_start: "\u{2068}start\u{2069} وضعیتی را فهرست می‌کند که نمی‌تواند آغاز جست‌وجو باشد: {error}",
    asked_start: "از برنامه خواسته شد از {asked} آغاز کند، اما \u{2068}start\u{2069} آن {announced} را اعلام می‌کند: جست‌وجوی ردگیری همان جست‌وجوی خواسته‌شده نیست",
    from_top: "ریشه‌ی درخت (بدون وضعیت آغازین)",
    from_start: "وضعیت آغازین {cols}",
    lifts_start: "\u{2068}backtrack\u{2069} {sq} وزیری از وضعیت آغازین را برمی‌دارد، که جست‌وجو هرگز برنمی‌دارد",
    empty: "ردگیری خالی است: باید با \u{2068}start\u{2069} آغاز شود",
    asked: "از برنامه \u{2068}n={asked}\u{2069} خواسته شد، اما \u{2068}start\u{2069} آن \u{2068}n={announced}\u{2069} را اعلام می‌کند",
    asked_limit: "از برنامه {asked} خواسته شد، اما \u{2068}start\u{2069} آن {announced} را اعلام می‌کند: جست‌وجوی ردگیری همان جست‌وجوی خواسته‌شده نیست",
    search_all: "جست‌وجوی کامل (بدون سقف)",
    search_limit: "جست‌وجو با سقف {k}",
    step: "{event} می‌گوید گام {said} است، اما رویداد {expected} ردگیری است: گام‌ها بی‌فاصله از \u{2068}0\u{2069} شمرده می‌شوند",
    after_done: "{event} پس از \u{2068}done\u{2069} (گام {done}) آمده است، که باید آخرین رویداد باشد",
    no_done: "ردگیری این‌جا بدون رویداد \u{2068}done\u{2069} تمام می‌شود",
    unanswered: "پس از \u{2068}try\u{2069} {sq} در گام {tried} باید بی‌درنگ \u{2068}accept\u{2069} یا \u{2068}reject\u{2069} آن بیاید، نه {event}",
    not_tried: "{kind} {sq} بدون \u{2068}try\u{2069} همان خانه درست پیش از آن",
    no_solution: "\u{2068}accept\u{2069} گام {accept} صفحه را پر کرد، پس باید بی‌درنگ یک \u{2068}solution\u{2069} بیاید، نه {event}",
    unearned: "{event}، اما درست پیش از آن هیچ \u{2068}accept\u{2069} صفحه را پر نکرد",
    solution_queens: "راه‌حل \u{2068}#{index}\u{2069} وزیرهای {listed} را فهرست می‌کند، اما روی صفحه {held} است",
    solution_index: "راه‌حل \u{2068}#{index}\u{2069} راه‌حل شماره‌ی {number} ردگیری است: شماره‌ها از \u{2068}1\u{2069} شمرده می‌شوند",
    limit_zero: "سقف \u{2068}0\u{2069} است، پس \u{2068}done\u{2069} باید بی‌درنگ پس از \u{2068}start\u{2069} بیاید، نه {event}",
    past_limit: "راه‌حل گام {solution} به سقف {limit} رسید، پس \u{2068}done\u{2069} باید بی‌درنگ بیاید، نه {event}",
    try_row: "\u{2068}try\u{2069} {sq}، اما {k} وزیر روی صفحه است، پس امتحان بعدی باید در سطر {k} باشد",
    try_full: "\u{2068}try\u{2069} {sq}، اما صفحه پر است: نخست باید وزیری برداشته شود",
    try_off: "\u{2068}try\u{2069} {sq} بیرون از صفحه‌ی \u{2068}{n}×{n}\u{2069} است: ستون‌ها از \u{2068}0\u{2069} تا {last} هستند",
    try_again: "\u{2068}try\u{2069} دوباره‌ی {sq}: این خانه زیر همین وزیرها پیش‌تر امتحان شده است",
    attacked: "\u{2068}accept\u{2069} {sq}، اما وزیر {q} آن را در راستای {how} تهدید می‌کند",
    unattacked: "\u{2068}reject\u{2069} {sq}، اما هیچ وزیری این خانه را تهدید نمی‌کند",
    no_queen: "\u{2068}reject\u{2069} {sq} وزیر {q} را نام می‌برد، اما آن‌جا وزیری نیست",
    lifted: "\u{2068}reject\u{2069} {sq} وزیر {q} را نام می‌برد، که در گام {lifted} برداشته شد: آیا برنامه هنگام عقب‌گرد وزیر را از فهرست خود حذف می‌کند؟",
    wrong_line: "\u{2068}reject\u{2069} {sq} می‌گوید وزیر {q} آن را در راستای {said} تهدید می‌کند، اما در راستای {how} تهدید می‌کند",
    wrong_line_none: "\u{2068}reject\u{2069} {sq} می‌گوید وزیر {q} آن را در راستای {said} تهدید می‌کند، اما آن وزیر آن را تهدید نمی‌کند",
    nothing_to_lift: "\u{2068}backtrack\u{2069} {sq}، اما هیچ وزیری روی صفحه نیست",
    not_last: "\u{2068}backtrack\u{2069} {sq}، اما آخرین وزیرِ گذاشته‌شده در {q} است",
    counts: "\u{2068}done\u{2069} شمار {name} را {said} می‌گوید، اما ردگیری {held} دارد",
    incomplete: "\u{2068}done\u{2069} می‌گوید جست‌وجو ناتمام است، اما پس از {found} راه‌حل از سقف {k} ایستاد",
    incomplete_no_limit: "\u{2068}done\u{2069} می‌گوید جست‌وجو ناتمام است، اما سقفی برای ایستادن ندارد",
    stopped_at_limit: "\u{2068}done\u{2069} جست‌وجوی کامل را ادعا می‌کند، اما در سقف {found} راه‌حل ایستاد",
    gap: "\u{2068}backtrack\u{2069} {sq} وزیر را پیش از امتحان {missing} برمی‌دارد، با این حال \u{2068}done\u{2069} گام {done} جست‌وجوی کامل را ادعا می‌کند",
    never_lifted: "\u{2068}done\u{2069} جست‌وجوی کامل را ادعا می‌کند، اما وزیرهای {queens} هرگز برداشته نشدند",
    never_tried: "\u{2068}done\u{2069} جست‌وجوی کامل را ادعا می‌کند، اما {sq} هرگز امتحان نشد",
    solutions: "\u{2068}done\u{2069} جست‌وجوی کامل را ادعا می‌کند، اما {found} راه‌حل یافت: \u{2068}n={n}\u{2069} دارای {known} راه‌حل است",
    canonical_limit_zero: "سقف \u{2068}start\u{2069} صفر است، که \u{2068}run\u{2069} هرگز نمی‌نویسد: سقف شمار راه‌حل‌هاست، \u{2068}1\u{2069} یا بیشتر (یا \u{2068}null\u{2069} برای بی‌سقف)",
    not_canonical: "{found} از قاعده‌ها پیروی می‌کند، اما جست‌وجوی استاندارد (سطرها از بالا به پایین، ستون‌ها از چپ به راست، بالاترین مهاجم نام‌برده) این‌جا {canonical} دارد",
    lines: ["ستون", "قطر (\\)", "قطر فرعی (/)"],
    verify_valid: "معتبر: \u{2068}n={n}\u{2069}، {search}، {s} راه‌حل، {events} رویداد ({t} امتحان، {a} پذیرفته، {r} رد شده، {b} عقب‌گرد){canonical}",
    verify_search: ["جست‌وجوی کامل", "در سقف خود ایستاد", "جست‌وجوی ناتمام"],
    verify_canonical: "؛ جست‌وجوی استاندارد",
    verify_partial: "رکورد ناتمام: جست‌وجو تا جایی که پیش رفته",
    verify_canonical_partial: "؛ تا جایی که پیش رفته، جست‌وجوی استاندارد",
    verify_invalid: "نامعتبر: گام {step}: {fault}",
    event_reject: "\u{2068}reject\u{2069} {sq} (\u{2068}{q}\u{2069} در راستای {line})",
    event_done: "\u{2068}done\u{2069} ({s} راه‌حل، {end})",
    event_end: ["کامل", "ناتمام"],
    diff_boards: "\u{2068}A\u{2069} ردگیری \u{2068}n={na}\u{2069} است و \u{2068}B\u{2069} ردگیری \u{2068}n={nb}\u{2069}: صفحه‌ها متفاوت‌اند، پس از آغاز متفاوت‌اند",
    diff_limit_only: "ردگیری‌ها فقط در سقف \u{2068}start\u{2069} خود متفاوت‌اند",
    diff_stops: "\u{2068}{name}\u{2069} پس از {k} راه‌حل در گام {step} می‌ایستد",
    diff_ends: "\u{2068}{name}\u{2069} پس از گام {last} بدون رویداد \u{2068}done\u{2069} تمام می‌شود",
    diff_goes_on: "؛ \u{2068}{name}\u{2069} تا گام {last} ادامه می‌دهد",
    diff_both: "هر دو {event} دارند، اما با {fields}",
    diff_field: "{field} {a} در برابر {b}",
    diff_has: "\u{2068}A\u{2069} {a} دارد، \u{2068}B\u{2069} {b} دارد",
    diff_nothing: "هیچ",
    diff_limits_too: " (سقف \u{2068}start\u{2069} آن‌ها هم متفاوت است: \u{2068}A\u{2069} {a}، \u{2068}B\u{2069} {b})",
    diff_limits: ": \u{2068}A\u{2069} {a}، \u{2068}B\u{2069} {b}",
    diff_no_limit: "بی‌سقف",
    diff_side: "{events} رویداد (گام‌های \u{2068}0-{last}\u{2069})، \u{2068}n={n}\u{2069}، {s} راه‌حل، {end}",
    diff_end: ["با \u{2068}done\u{2069} تمام می‌شود، کامل", "با \u{2068}done\u{2069} تمام می‌شود، زودتر ایستاده", "بدون \u{2068}done\u{2069}: بریده شده"],
    diff_differ: "در گام {step} متفاوت‌اند: {explanation}",
    diff_before: "پیش از آن (هر دو):",
    diff_board: "صفحه پیش از گام {step}:",
    diff_state: "پیش از گام {step}:",
    diff_ended: " (تمام‌شده)",
    diff_identical: "{a} و {b} یکسان‌اند: {what}",
    report_marks: [
        "وزیر",
        "خانه‌ای که امتحان می‌شود",
        "وزیری که گذاشته شد",
        "خانه‌ی رد شده",
        "وزیری که برداشته شد",
        "وزیری که رد آن را نام می‌برد",
        "خانه‌ای که رد نام می‌برد و وزیری در آن نیست",
    ],
    pages: "خروجی \u{2068}{format}\u{2069} دارای {k} اسلاید است، یک عنوان و یکی برای هر گام",
    pages_legend: "خروجی \u{2068}{format}\u{2069} دارای {k} اسلاید است، یک عنوان، یک راهنما و یکی برای هر گام",
    pages_fix: "{note}: گام‌ها را با \u{2068}{range}\u{2069} یا \u{2068}{only}\u{2069} برگزینید",
};

/// Turkish.
pub static TR: Verdicts = Verdicts {
    not_start: "iz {kind} ile başlıyor, ama bir iz start ile başlamalı",
    schema: "start {schema} şemasını adlandırıyor, ama yalnızca {supported} destekleniyor",
    size: "start n={n} bildiriyor, ama tahtalar 1 ile {max} arasında",
    second_start: "ikinci bir start: bir iz tek bir arama içerir",
    bad_start: "start bir aramayı başlatamayacak bir konum listeliyor: {error}",
    asked_start: "programdan {asked} başlaması istendi, ama start satırı {announced} bildiriyor: izdeki arama istenen arama değil",
    from_top: "ağacın kökünden (başlangıç konumu yok)",
    from_start: "{cols} başlangıç konumundan",
    lifts_start: "backtrack {sq} başlangıç konumunun bir vezirini kaldırıyor, oysa arama onları hiç kaldırmaz",
    empty: "iz boş: start ile başlamalı",
    asked: "programdan n={asked} istendi, ama start satırı n={announced} bildiriyor",
    asked_limit: "programdan {asked} istendi, ama start satırı {announced} bildiriyor: izdeki arama istenen arama değil",
    search_all: "tam arama (sınırsız)",
    search_limit: "{k} sınırlı arama",
    step: "{event} {said}. adım olduğunu söylüyor, ama izin {expected}. olayı: adımlar boşluksuz 0, 1, 2, … diye sayılır",
    after_done: "{event} done (adım {done}) satırından sonra geliyor, oysa done son olay olmalı",
    no_done: "iz burada done olayı olmadan bitiyor",
    unanswered: "{tried}. adımdaki try {sq} satırını hemen accept ya da reject izlemeli, {event} değil",
    not_tried: "{kind} {sq}, hemen öncesinde o karenin try satırı yok",
    no_solution: "{accept}. adımdaki accept tahtayı doldurdu, bu yüzden hemen bir solution gelmeli, {event} değil",
    unearned: "{event}, ama hemen öncesinde tahtayı dolduran bir accept yok",
    solution_queens: "#{index} çözümü {listed} vezirlerini listeliyor, ama tahtada {held} var",
    solution_index: "#{index} çözümü izin {number} numaralı çözümü: numaralar 1, 2, 3, … diye sayılır",
    limit_zero: "sınır 0, bu yüzden done hemen start satırını izlemeli, {event} değil",
    past_limit: "{solution}. adımdaki çözüm {limit} sınırına ulaştı, bu yüzden hemen done gelmeli, {event} değil",
    try_row: "try {sq}, ama tahtada {k} vezir var, bu yüzden sonraki deneme {k}. satırda olmalı",
    try_full: "try {sq}, ama tahta dolu: önce bir vezir kaldırılmalı",
    try_off: "try {sq} {n}×{n} tahtanın dışında: sütunlar 0 ile {last} arasında",
    try_again: "try {sq} yeniden: bu kare aynı vezirler altında zaten denendi",
    attacked: "accept {sq}, ama {q} konumundaki vezir onu {how} boyunca tehdit ediyor",
    unattacked: "reject {sq}, ama o kareyi hiçbir vezir tehdit etmiyor",
    no_queen: "reject {sq}, {q} konumundaki veziri adlandırıyor, ama orada vezir yok",
    lifted: "reject {sq}, {lifted}. adımda kaldırılmış olan {q} konumundaki veziri adlandırıyor: program geri izlerken veziri kendi listesinden çıkarıyor mu?",
    wrong_line: "reject {sq}, {q} konumundaki vezirin onu {said} boyunca tehdit ettiğini söylüyor, ama {how} boyunca tehdit ediyor",
    wrong_line_none: "reject {sq}, {q} konumundaki vezirin onu {said} boyunca tehdit ettiğini söylüyor, ama o vezir onu tehdit etmiyor",
    nothing_to_lift: "backtrack {sq}, ama tahtada vezir yok",
    not_last: "backtrack {sq}, ama en son konan vezir {q} konumunda",
    counts: "done {name} sayısını {said} diyor, ama izde {held} var",
    incomplete: "done aramanın eksik olduğunu söylüyor, ama {k} sınırından {found} çözüm sonra durdu",
    incomplete_no_limit: "done aramanın eksik olduğunu söylüyor, ama duracağı bir sınır yok",
    stopped_at_limit: "done tam bir arama iddia ediyor, ama {found} çözümlük sınırında durdu",
    gap: "backtrack {sq}, {missing} denenmeden veziri kaldırıyor, yine de {done}. adımdaki done tam bir arama iddia ediyor",
    never_lifted: "done tam bir arama iddia ediyor, ama {queens} vezirleri hiç kaldırılmadı",
    never_tried: "done tam bir arama iddia ediyor, ama {sq} hiç denenmedi",
    solutions: "done tam bir arama iddia ediyor, ama {found} çözüm buldu: n={n} için {known} çözüm var",
    canonical_limit_zero: "start sınırı 0, run bunu hiç yazmaz: sınır çözümleri sayar, 1 ya da daha fazla (sınırsız için null)",
    not_canonical: "{found} kurallara uyuyor, ama standart arama (satırlar yukarıdan aşağı, sütunlar soldan sağa, en üstteki saldıran adlandırılır) burada {canonical} içeriyor",
    lines: ["sütun", "köşegen (\\)", "ters köşegen (/)"],
    verify_valid: "geçerli: n={n}, {search}, {s} çözüm, {events} olay ({t} deneme, {a} kabul, {r} ret, {b} geri izleme){canonical}",
    verify_search: ["tam arama", "sınırında durdu", "eksik arama"],
    verify_canonical: "; standart arama",
    verify_partial: "yarım kayıt: gittiği yere kadar arama",
    verify_canonical_partial: "; gittiği yere kadar standart arama",
    verify_invalid: "geçersiz: {step}. adım: {fault}",
    event_reject: "reject {sq} ({q} konumundan {line} boyunca)",
    event_done: "done ({s} çözüm, {end})",
    event_end: ["tam", "eksik"],
    diff_boards: "A n={na} izliyor, B n={nb} izliyor: tahtalar farklı, bu yüzden baştan farklılar",
    diff_limit_only: "izler yalnızca start satırlarının sınırında farklı",
    diff_stops: "{name}, {step}. adımda {k} çözümden sonra duruyor",
    diff_ends: "{name}, {last}. adımdan sonra done olayı olmadan bitiyor",
    diff_goes_on: "; {name} {last}. adıma kadar sürüyor",
    diff_both: "ikisinde de {event} var, ama {fields} ile",
    diff_field: "{field} {a} karşısında {b}",
    diff_has: "A'da {a}, B'de {b} var",
    diff_nothing: "hiçbir şey",
    diff_limits_too: " (start satırlarının sınırı da farklı: A {a}, B {b})",
    diff_limits: ": A {a}, B {b}",
    diff_no_limit: "yok",
    diff_side: "{events} olay (adım 0-{last}), n={n}, {s} çözüm, {end}",
    diff_end: ["done ile bitiyor, tam", "done ile bitiyor, erken durmuş", "done yok: kesilmiş"],
    diff_differ: "{step}. adımda farklı: {explanation}",
    diff_before: "öncesi (ikisinde de):",
    diff_board: "{step}. adımdan önceki tahta:",
    diff_state: "{step}. adımdan önce:",
    diff_ended: " (bitti)",
    diff_identical: "{a} ve {b} aynı: {what}",
    report_marks: [
        "vezir",
        "denenen kare",
        "konan vezir",
        "reddedilen kare",
        "kaldırılan vezir",
        "reddin adlandırdığı vezir",
        "reddin adlandırdığı, üzerinde vezir olmayan kare",
    ],
    pages: "{format} sunusu {k} slayt: bir başlık ve her adım için bir slayt",
    pages_legend: "{format} sunusu {k} slayt: bir başlık, bir açıklama ve her adım için bir slayt",
    pages_fix: "{note}; adımları {range} ya da {only} ile seçin",
};
