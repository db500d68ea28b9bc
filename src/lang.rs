//! The languages of the text trace: one table of messages per language.
//!
//! A message is a template. `{name}` stands for a value the printer supplies (a number, a
//! square, a list of queens); `{name:one|many}` picks a word by the number `name`, for the
//! languages whose nouns change after a count (only English, of those here). Every template
//! names its own values, so a language may put them in any order.
//!
//! Adding a language touches one place: a new [`Lang`] variant, its table below, and its
//! name in its `choice!` line. The English table is the default, and its default-style messages
//! are pinned byte for byte by the golden traces.

/// A language of the text trace (`--lang`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Simplified Chinese, in the words of the classic Chinese teaching log.
    Zh,
    /// Traditional Chinese.
    ZhHant,
    /// Persian, written right to left.
    Fa,
    /// Turkish.
    Tr,
}

/// Every message of the text trace and its summary, in one language.
#[derive(Debug)]
pub struct Messages {
    /// The first line: `{n}`, the board size; `{axes}`, how squares are written.
    pub start: &'static str,
    /// How squares are written in the default style: row first.
    pub axes: &'static str,
    /// How squares are written in the classic style: column first, as the seed log does.
    pub axes_classic: &'static str,
    /// What separates the numbers of a list of queens (`[1, 3, 0, 2]`), of a square in the
    /// classic layout's outcome lines (`(1, 2)`) and of a matrix board's rows: `", "`, or `","`
    /// where a bidi terminal lays the lines out right to left. There a run of digits and commas
    /// without spaces stays one left-to-right run, in its logical order; with spaces, each
    /// number is a run of its own and the runs are shown in reverse (`[2, 0, 3, 1]`). At most
    /// 2 bytes: the text printer keeps that much room for it in a square.
    pub list_sep: &'static str,
    /// Appended to `start` with `--one-based`.
    pub one_based: &'static str,
    /// Appended to `start` when the search has a limit `{k}`.
    pub limit: &'static str,
    /// A `try` of the square `{sq}`.
    pub try_: &'static str,
    /// An `accept` of `{sq}`.
    pub accept: &'static str,
    /// A `reject` of `{sq}` by the queen at `{q}`, same column.
    pub reject_column: &'static str,
    /// A `reject` of `{sq}` by the queen at `{q}`, same `\` diagonal.
    pub reject_diagonal: &'static str,
    /// A `reject` of `{sq}` by the queen at `{q}`, same `/` diagonal.
    pub reject_anti_diagonal: &'static str,
    /// A `backtrack` from `{sq}`, when the printer cannot tell why (it started in the middle
    /// of a trace without knowing the board size).
    pub backtrack: &'static str,
    /// A `backtrack` from `{sq}` because every square of the row below has been tried: none
    /// is left free.
    pub backtrack_stuck: &'static str,
    /// A `backtrack` from `{sq}` in the last row, right after a solution: the search goes on.
    pub backtrack_solved: &'static str,
    /// Solution number `{i}`, whose queens are `{queens}`.
    pub solution: &'static str,
    /// The summary: `{s}` solutions, `{t}` tries, `{a}` accepted, `{r}` rejected, `{b}`
    /// backtracks.
    pub done: &'static str,
    /// Appended to `done` when the search stopped at its limit.
    pub incomplete: &'static str,
    /// Classic style: the check of `{sq}` with the queens `{state}` already placed.
    pub check: &'static str,
    /// Classic style: `{sq}` is free.
    pub succeeded: &'static str,
    /// Classic style: `{sq}` is attacked.
    pub failed: &'static str,
    /// Classic style: the queen on `{sq}` is lifted.
    pub lifted: &'static str,
    /// Classic style: a solution `{queens}`, printed above its board.
    pub found: &'static str,
    /// The step view's title: board size `{n}`, step `{i}` of `{total}`, and `{state}`.
    pub view_title: &'static str,
    /// The step view's `{state}` while playing, `{ms}` milliseconds a step.
    pub view_playing: &'static str,
    /// The step view's `{state}` while paused.
    pub view_paused: &'static str,
    /// The step view's counters: `{t}` tries, `{a}` accepted, `{r}` rejected, `{b}`
    /// backtracks, `{s}` solutions, so far.
    pub view_counts: &'static str,
    /// The step view's legend of the board; `{q}` is the queen's glyph.
    pub view_legend: &'static str,
    /// The step view's line of key help.
    pub view_keys: &'static str,
    /// The step view, when `n` finds no further solution.
    pub view_no_next: &'static str,
    /// The step view, when `N` finds no earlier solution.
    pub view_no_previous: &'static str,
    /// The step view, when the trace has more than the `{k}` steps it keeps; `{limit}` and
    /// `{first}` are the front end's ways to stop a search early, in its own words (the
    /// command line's options).
    pub view_capped: &'static str,
    /// The step view, when the student asks for more at the last step.
    pub view_over: &'static str,
    /// The step view, in a window of `{w}`×`{h}` cells too small for it; it needs `{mw}`×`{mh}`.
    pub view_too_small: &'static str,
    /// The title of the code pane's call stack.
    pub view_stack: &'static str,
    /// The title of the step view's compact search tree: the current path and its siblings.
    pub view_tree: &'static str,
    /// Quiz mode's score: `{right}` answers right of `{asked}` answered.
    pub quiz_score: &'static str,
    /// Quiz mode's first question about the try of `{sq}`.
    pub quiz_ask: &'static str,
    /// The keys that answer [`Messages::quiz_ask`].
    pub quiz_ask_keys: &'static str,
    /// Quiz mode, after a right "reject": which queen attacks `{sq}`.
    pub quiz_queen: &'static str,
    /// The keys that answer [`Messages::quiz_queen`].
    pub quiz_queen_keys: &'static str,
    /// Quiz mode, after the right queen: along which line the queen at `{q}` attacks `{sq}`.
    pub quiz_line: &'static str,
    /// The keys that answer [`Messages::quiz_line`].
    pub quiz_line_keys: &'static str,
    /// The start of a verdict on a right answer.
    pub quiz_right: &'static str,
    /// The start of a verdict on a wrong answer.
    pub quiz_wrong: &'static str,
    /// Why `{sq}` is accepted.
    pub quiz_free: &'static str,
    /// Why `{sq}` is rejected: the queen at `{q}` shares its column.
    pub quiz_column: &'static str,
    /// Why `{sq}` is rejected: the queen at `{q}` shares its `\` diagonal.
    pub quiz_diagonal: &'static str,
    /// Why `{sq}` is rejected: the queen at `{q}` shares its `/` diagonal.
    pub quiz_anti_diagonal: &'static str,
    /// The queen at `{q}` that the student named does not attack `{sq}`; the reason follows.
    pub quiz_innocent: &'static str,
    /// After a right answer naming another attacker than the trace's: the trace names `{q}`.
    pub quiz_topmost: &'static str,
    /// The student named row `{k}`, which holds no queen.
    pub quiz_no_row: &'static str,
    /// The student named column `{k}`, which holds no queen.
    pub quiz_no_column: &'static str,
    /// A step forward while a question is open.
    pub quiz_first: &'static str,
    // The search tree and the variables panes (panes).
    /// The drawn search tree, for a screen reader.
    pub tree_label: &'static str,
    /// The tree's root: the empty board, before the first queen.
    pub tree_root: &'static str,
    /// A level of the tree: row `{r}`.
    pub tree_row: &'static str,
    /// A queen placed on `{sq}` at step `{k}`, standing or with solutions below.
    pub tree_node: &'static str,
    /// A finished subtree without a solution, folded: the queen on `{sq}` placed at step
    /// `{k}`, `{q}` queens placed below it, lifted at step `{l}`.
    pub tree_folded: &'static str,
    /// A dead end: the queen on `{sq}` placed at step `{k}`, every square of the row below
    /// refused, lifted at step `{l}`.
    pub tree_dead: &'static str,
    /// The try of `{sq}` in progress.
    pub tree_trying: &'static str,
    /// The tree's buttons: zoom in, zoom out, the whole tree, follow the current step.
    pub tree_zoom_in: &'static str,
    /// See [`Messages::tree_zoom_in`].
    pub tree_zoom_out: &'static str,
    /// See [`Messages::tree_zoom_in`].
    pub tree_fit: &'static str,
    /// See [`Messages::tree_zoom_in`].
    pub tree_follow: &'static str,
    /// How to move around the tree and go to a step.
    pub tree_hint: &'static str,
    /// The legend: the current path.
    pub tree_legend_path: &'static str,
    /// The legend: a queen placed.
    pub tree_legend_queen: &'static str,
    /// The legend: a rejected square.
    pub tree_legend_reject: &'static str,
    /// The legend: a dead end.
    pub tree_legend_dead: &'static str,
    /// The legend: a finished subtree folded, with the queens placed below it.
    pub tree_legend_folded: &'static str,
    /// The legend: a solution.
    pub tree_legend_solution: &'static str,
    /// The legend: the try in progress.
    pub tree_legend_try: &'static str,
    /// The title of the variables pane beside the code.
    pub vars_title: &'static str,
}

crate::choice::choice!(Lang { En = "en", Zh = "zh", ZhHant = "zh-Hant", Fa = "fa", Tr = "tr" });

impl Lang {
    /// The messages of this language.
    pub fn messages(self) -> &'static Messages {
        match self {
            Lang::En => &EN,
            Lang::Zh => &ZH,
            Lang::ZhHant => &ZH_HANT,
            Lang::Fa => &FA,
            Lang::Tr => &TR,
        }
    }
}

static EN: Messages = Messages {
    start: "n-queens {n}×{n}: one queen per row, columns left to right; squares are {axes}",
    axes: "(row,col)",
    axes_classic: "(column,row)",
    list_sep: ", ",
    one_based: ", counted from 1",
    limit: "; stops after {k} {k:solution|solutions}",
    try_: "→ try {sq}",
    accept: "✓ accept {sq}",
    reject_column: "✗ reject {sq}: same column as the queen at {q}",
    reject_diagonal: "✗ reject {sq}: same diagonal (\\) as the queen at {q}",
    reject_anti_diagonal: "✗ reject {sq}: same anti-diagonal (/) as the queen at {q}",
    backtrack: "↩ backtrack {sq}",
    backtrack_stuck: "↩ backtrack {sq}: no free square left in the row below",
    backtrack_solved: "↩ backtrack {sq}: the search goes on after the solution",
    solution: "★ solution {i}: {queens}",
    done: "done: {s} {s:solution|solutions}, {t} {t:try|tries} ({a} accepted, {r} rejected), \
           {b} {b:backtrack|backtracks}",
    incomplete: "; stopped at the limit",
    check: "with the queens at {state}, checking {sq}",
    succeeded: "{sq}: succeeded",
    failed: "{sq}: failed",
    lifted: "{sq}: backtrack",
    found: "found a solution: {queens}",
    view_title: "nqueens-trace step · n={n} · step {i} of {total} · {state}",
    view_playing: "playing, {ms} ms a step",
    view_paused: "paused",
    view_counts: "tries {t} · accepted {a} · rejected {r} · backtracks {b} · solutions {s}",
    view_legend: "[?] tried  [{q}] placed  [x] rejected  [^] lifted  ({q}) attacker  | \\ / its line  : attacked  *{q}* solution",
    view_keys:
        "space/→/l next  ←/h/b back  n/N solution  g/G first/last  enter/p play  +/- speed  t tree  q quit",
    view_no_next: "no further solution",
    view_no_previous: "no earlier solution",
    view_capped: "the view keeps at most {k} steps and stops here: try {limit} or {first}",
    view_over: "the search is over: g goes back to the first step",
    view_too_small: "the window is {w}×{h}: this view needs at least {mw}×{mh}",
    view_stack: "call stack",
    view_tree: "the path and its siblings (t hides)",
    quiz_score: "quiz: {right} of {asked} right",
    quiz_ask: "is {sq} accepted or rejected?",
    quiz_ask_keys: "a accept  r reject",
    quiz_queen: "which queen attacks {sq}?",
    quiz_queen_keys: "its row: type it  its column: c, then type it  Enter ends a number  Backspace erases",
    quiz_line: "along which line does the queen at {q} attack {sq}?",
    quiz_line_keys: "| column  \\ diagonal  / anti-diagonal",
    quiz_right: "right: ",
    quiz_wrong: "wrong: ",
    quiz_free: "no queen attacks {sq}, so it is accepted",
    quiz_column: "the queen at {q} attacks {sq} along its column",
    quiz_diagonal: "the queen at {q} attacks {sq} along the diagonal (\\)",
    quiz_anti_diagonal: "the queen at {q} attacks {sq} along the anti-diagonal (/)",
    quiz_innocent: "the queen at {q} does not attack {sq}; ",
    quiz_topmost: " (the trace names the queen at {q}: the search checks the queens from the top)",
    quiz_no_row: "no queen stands on row {k}",
    quiz_no_column: "no queen stands on column {k}",
    quiz_first: "answer first, or leave the question with ←, g, n or G",
    // The search tree and the variables panes (panes).
    tree_label: "the search tree so far",
    tree_root: "the empty board, before the first queen",
    tree_row: "row {r}",
    tree_node: "the queen on {sq}, placed at step {k}: click to go there",
    tree_folded: "the queen on {sq}, placed at step {k}: {q} {q:queen|queens} placed below it, no solution; lifted at step {l}",
    tree_dead: "the queen on {sq}, placed at step {k}: a dead end, every square of the row below is attacked; lifted at step {l}",
    tree_trying: "trying {sq}",
    tree_zoom_in: "zoom in",
    tree_zoom_out: "zoom out",
    tree_fit: "the whole tree so far",
    tree_follow: "follow the current step",
    tree_hint: "wheel or pinch to zoom, drag to pan, click a mark to go to its step",
    tree_legend_path: "current path",
    tree_legend_queen: "queen placed",
    tree_legend_reject: "rejected (hover: why)",
    tree_legend_dead: "dead end",
    tree_legend_folded: "no solution below, folded (queens placed)",
    tree_legend_solution: "solution",
    tree_legend_try: "being tried",
    vars_title: "variables",
};

// The classic check lines are the seed log's own (004); its outcome words are English, so the
// classic layout keeps every outcome word English (`succeeded`, `failed` spelt right, and
// `backtrack` for the lift the log never prints) and writes everything else in Chinese. The
// diagonals are named by their direction: 斜线 alone is "/" in Chinese computing and 反斜线 "\",
// so "same 斜线 (\)" would name the other line.
static ZH: Messages = Messages {
    start: "{n} 皇后问题，{n}×{n} 棋盘：每行一个皇后，列从左到右依次尝试；格子记为{axes}",
    axes: "(行,列)",
    axes_classic: "(列,行)",
    list_sep: ", ",
    one_based: "，从 1 开始编号",
    limit: "；找到 {k} 个解后停止",
    try_: "→ 尝试 {sq}",
    accept: "✓ 放置 {sq}",
    reject_column: "✗ 冲突 {sq}：与 {q} 的皇后同列",
    reject_diagonal: "✗ 冲突 {sq}：与 {q} 的皇后在同一主对角线方向 (\\) 上",
    reject_anti_diagonal: "✗ 冲突 {sq}：与 {q} 的皇后在同一副对角线方向 (/) 上",
    backtrack: "↩ 回溯 {sq}",
    backtrack_stuck: "↩ 回溯 {sq}：下一行已没有可放的格子",
    backtrack_solved: "↩ 回溯 {sq}：找到解后继续搜索",
    solution: "★ 解 {i}：{queens}",
    done: "完成：{s} 个解，{t} 次尝试（{a} 次放置，{r} 次冲突），{b} 次回溯",
    incomplete: "；到达上限后停止",
    check: "在棋局为{state}的情况下检查：{sq}",
    succeeded: "{sq}: succeeded",
    failed: "{sq}: failed",
    lifted: "{sq}: backtrack",
    found: "找到一盘可行的摆棋：{queens}",
    view_title: "nqueens-trace step · n={n} · 第 {i} 步，共 {total} 步 · {state}",
    view_playing: "播放中，每步 {ms} 毫秒",
    view_paused: "已暂停",
    view_counts: "尝试 {t} · 放置 {a} · 冲突 {r} · 回溯 {b} · 解 {s}",
    view_legend: "[?] 尝试  [{q}] 放置  [x] 冲突  [^] 回溯  ({q}) 攻击者  | \\ / 攻击线  : 被攻击  *{q}* 解",
    view_keys: "空格/→/l 下一步  ←/h/b 上一步  n/N 下一个/上一个解  g/G 首/末  回车/p 播放  +/- 速度  t 树  q 退出",
    view_no_next: "后面没有解了",
    view_no_previous: "前面没有解了",
    view_capped: "最多保留 {k} 步，到此为止：请用 {limit} 或 {first}",
    view_over: "搜索已结束：按 g 回到第一步",
    view_too_small: "窗口为 {w}×{h}：此视图至少需要 {mw}×{mh}",
    view_stack: "调用栈",
    view_tree: "当前路径及其兄弟节点（t 隐藏）",
    quiz_score: "测验：{asked} 题答对 {right} 题",
    quiz_ask: "{sq} 会放置还是冲突？",
    quiz_ask_keys: "a 放置  r 冲突",
    quiz_queen: "哪个皇后攻击 {sq}？",
    quiz_queen_keys: "行：输入行号  列：先按 c 再输入列号  回车结束数字  退格删除",
    quiz_line: "{q} 的皇后沿哪条线攻击 {sq}？",
    quiz_line_keys: "| 同列  \\ 主对角线  / 副对角线",
    quiz_right: "正确：",
    quiz_wrong: "错误：",
    quiz_free: "没有皇后攻击 {sq}，所以放置",
    quiz_column: "{q} 的皇后与 {sq} 同列",
    quiz_diagonal: "{q} 的皇后与 {sq} 在同一主对角线方向 (\\) 上",
    quiz_anti_diagonal: "{q} 的皇后与 {sq} 在同一副对角线方向 (/) 上",
    quiz_innocent: "{q} 的皇后不攻击 {sq}；",
    quiz_topmost: "（轨迹记下的是 {q} 的皇后：搜索从上往下检查皇后）",
    quiz_no_row: "第 {k} 行没有皇后",
    quiz_no_column: "第 {k} 列没有皇后",
    quiz_first: "请先回答，或用 ←、g、n、G 离开这道题",
    // The search tree and the variables panes (panes).
    tree_label: "目前为止的搜索树",
    tree_root: "空棋盘，放第一个皇后之前",
    tree_row: "第 {r} 行",
    tree_node: "{sq} 上的皇后，第 {k} 步放置：点击跳到该步",
    tree_folded: "{sq} 上的皇后，第 {k} 步放置：其下共放置 {q} 个皇后，无解；第 {l} 步回溯",
    tree_dead: "{sq} 上的皇后，第 {k} 步放置：死路，下一行每个格子都被攻击；第 {l} 步回溯",
    tree_trying: "正在尝试 {sq}",
    tree_zoom_in: "放大",
    tree_zoom_out: "缩小",
    tree_fit: "显示目前整棵树",
    tree_follow: "跟随当前步",
    tree_hint: "滚轮或双指缩放，拖动平移，点击标记跳到该步",
    tree_legend_path: "当前路径",
    tree_legend_queen: "已放置的皇后",
    tree_legend_reject: "冲突（悬停看原因）",
    tree_legend_dead: "死路",
    tree_legend_folded: "其下无解，已折叠（放置的皇后数）",
    tree_legend_solution: "解",
    tree_legend_try: "正在尝试",
    vars_title: "变量",
};

// In Taiwan 列 is a row and 行 a column, the other way round from the mainland: 橫列 (row)
// and 直行 (column) read the same on both sides of the strait.
static ZH_HANT: Messages = Messages {
    start: "{n} 皇后問題，{n}×{n} 棋盤：每一橫列放一個皇后，各直行由左至右嘗試；格子記為{axes}",
    axes: "(橫列,直行)",
    axes_classic: "(直行,橫列)",
    list_sep: ", ",
    one_based: "，從 1 開始編號",
    limit: "；找到 {k} 個解後停止",
    try_: "→ 嘗試 {sq}",
    accept: "✓ 放置 {sq}",
    reject_column: "✗ 剪枝 {sq}：與 {q} 的皇后位於同一直行",
    reject_diagonal: "✗ 剪枝 {sq}：與 {q} 的皇后位於同一主對角線方向 (\\) 上",
    reject_anti_diagonal: "✗ 剪枝 {sq}：與 {q} 的皇后位於同一副對角線方向 (/) 上",
    backtrack: "↩ 回溯 {sq}",
    backtrack_stuck: "↩ 回溯 {sq}：下一橫列已沒有可放的格子",
    backtrack_solved: "↩ 回溯 {sq}：找到解後繼續搜尋",
    solution: "★ 解 {i}：{queens}",
    done: "完成：{s} 個解，{t} 次嘗試（{a} 次可行，{r} 次剪枝），{b} 次回溯",
    incomplete: "；達到上限後停止",
    check: "在棋局為{state}的情況下檢查：{sq}",
    succeeded: "{sq}：可行",
    failed: "{sq}：不可行",
    lifted: "{sq}：回溯",
    found: "找到一個可行解：{queens}",
    view_title: "nqueens-trace step · n={n} · 第 {i} 步，共 {total} 步 · {state}",
    view_playing: "播放中，每步 {ms} 毫秒",
    view_paused: "已暫停",
    view_counts: "嘗試 {t} · 可行 {a} · 剪枝 {r} · 回溯 {b} · 解 {s}",
    view_legend: "[?] 嘗試  [{q}] 可行  [x] 剪枝  [^] 回溯  ({q}) 攻擊者  | \\ / 攻擊線  : 受攻擊  *{q}* 解",
    view_keys: "空白/→/l 下一步  ←/h/b 上一步  n/N 下一個/上一個解  g/G 首/末  Enter/p 播放  +/- 速度  t 樹  q 離開",
    view_no_next: "後面沒有解了",
    view_no_previous: "前面沒有解了",
    view_capped: "最多保留 {k} 步，到此為止：請用 {limit} 或 {first}",
    view_over: "搜尋已結束：按 g 回到第一步",
    view_too_small: "視窗為 {w}×{h}：此畫面至少需要 {mw}×{mh}",
    view_stack: "呼叫堆疊",
    view_tree: "目前路徑及其兄弟節點（t 隱藏）",
    quiz_score: "測驗：{asked} 題答對 {right} 題",
    quiz_ask: "{sq} 是可行還是剪枝？",
    quiz_ask_keys: "a 可行  r 剪枝",
    quiz_queen: "哪個皇后攻擊 {sq}？",
    quiz_queen_keys: "橫列：輸入列號  直行：先按 c 再輸入行號  Enter 結束數字  Backspace 刪除",
    quiz_line: "{q} 的皇后沿哪條線攻擊 {sq}？",
    quiz_line_keys: "| 同一直行  \\ 主對角線  / 副對角線",
    quiz_right: "正確：",
    quiz_wrong: "錯誤：",
    quiz_free: "沒有皇后攻擊 {sq}，所以可行",
    quiz_column: "{q} 的皇后與 {sq} 位於同一直行",
    quiz_diagonal: "{q} 的皇后與 {sq} 位於同一主對角線方向 (\\) 上",
    quiz_anti_diagonal: "{q} 的皇后與 {sq} 位於同一副對角線方向 (/) 上",
    quiz_innocent: "{q} 的皇后不攻擊 {sq}；",
    quiz_topmost: "（軌跡記下的是 {q} 的皇后：搜尋由上而下檢查皇后）",
    quiz_no_row: "第 {k} 橫列沒有皇后",
    quiz_no_column: "第 {k} 直行沒有皇后",
    quiz_first: "請先回答，或用 ←、g、n、G 離開這一題",
    // The search tree and the variables panes (panes).
    tree_label: "目前為止的搜尋樹",
    tree_root: "空棋盤，放第一個皇后之前",
    tree_row: "第 {r} 列",
    tree_node: "{sq} 上的皇后，第 {k} 步放置：點擊跳到該步",
    tree_folded: "{sq} 上的皇后，第 {k} 步放置：其下共放置 {q} 個皇后，無解；第 {l} 步回溯",
    tree_dead: "{sq} 上的皇后，第 {k} 步放置：死路，下一列每個格子都受攻擊；第 {l} 步回溯",
    tree_trying: "正在嘗試 {sq}",
    tree_zoom_in: "放大",
    tree_zoom_out: "縮小",
    tree_fit: "顯示目前整棵樹",
    tree_follow: "跟隨目前步驟",
    tree_hint: "滾輪或雙指縮放，拖曳平移，點擊標記跳到該步",
    tree_legend_path: "目前路徑",
    tree_legend_queen: "已放置的皇后",
    tree_legend_reject: "剪枝（游標停留看原因）",
    tree_legend_dead: "死路",
    tree_legend_folded: "其下無解，已摺疊（放置的皇后數）",
    tree_legend_solution: "解",
    tree_legend_try: "正在嘗試",
    vars_title: "變數",
};

// A terminal lays a Persian line out right to left by the Unicode bidi algorithm, and that
// reorders what is not Persian. So lists and squares have no inner spaces (see `list_sep`);
// an option is wrapped in left-to-right marks (U+200E), which keep `--limit K` from showing as
// `limit K--`; so is each legend marker and key, whose symbols would otherwise join the
// neighbouring words and show in reverse or beside the wrong word. The first of a line has no
// mark before it: a terminal picks a line's direction by its first letter, and a mark there
// would make the whole line left to right. Digits are Latin, as in the
// squares and lists, and verbs come last.
static FA: Messages = Messages {
    start: "مسئله {n} وزیر در صفحه {n}×{n}: در هر سطر یک وزیر، ستون‌ها از چپ به راست؛ خانه‌ها به صورت {axes}",
    axes: "(سطر,ستون)",
    axes_classic: "(ستون,سطر)",
    list_sep: ",",
    one_based: "، شماره‌گذاری از 1",
    limit: "؛ پس از {k} راه‌حل متوقف می‌شود",
    try_: "→ امتحان {sq}",
    accept: "✓ وزیر در {sq} قرار گرفت",
    reject_column: "✗ {sq} رد شد، چون با وزیر {q} در یک ستون است",
    reject_diagonal: "✗ {sq} رد شد، چون با وزیر {q} روی یک قطر (\\) است",
    reject_anti_diagonal: "✗ {sq} رد شد، چون با وزیر {q} روی یک قطر (/) است",
    backtrack: "↩ عقب‌گرد از {sq}",
    backtrack_stuck: "↩ عقب‌گرد از {sq}: در سطر پایین خانهٔ آزادی نمانده است",
    backtrack_solved: "↩ عقب‌گرد از {sq}: پس از یافتن راه‌حل، جستجو ادامه می‌یابد",
    solution: "★ راه‌حل {i}: {queens}",
    done: "پایان: {s} راه‌حل، {t} امتحان ({a} پذیرفته، {r} رد شده)، {b} عقب‌گرد",
    incomplete: "؛ در حد تعیین‌شده متوقف شد",
    check: "با وزیرهای {state}، {sq} بررسی می‌شود",
    succeeded: "{sq}: موفق",
    failed: "{sq}: ناموفق",
    lifted: "{sq}: عقب‌گرد",
    found: "یک راه‌حل پیدا شد: {queens}",
    view_title: "nqueens-trace step · n={n} · گام {i} از {total} · {state}",
    view_playing: "در حال پخش، {ms} میلی‌ثانیه در هر گام",
    view_paused: "مکث",
    view_counts: "امتحان {t} · پذیرفته {a} · رد شده {r} · عقب‌گرد {b} · راه‌حل {s}",
    view_legend: "[?]\u{200e} امتحان  \u{200e}[{q}]\u{200e} گذاشته شد  \u{200e}[x]\u{200e} رد  \u{200e}[^]\u{200e} عقب‌گرد  \u{200e}({q})\u{200e} وزیر تهدیدکننده  \
                  \u{200e}| \\ /\u{200e} خط تهدید  \u{200e}:\u{200e} زیر تهدید  \u{200e}*{q}*\u{200e} راه‌حل",
    view_keys: "space/→/l\u{200e} بعدی  \u{200e}←/h/b\u{200e} قبلی  \u{200e}n/N\u{200e} راه‌حل بعدی/قبلی  \
                \u{200e}g/G\u{200e} اول/آخر  \u{200e}enter/p\u{200e} پخش  \u{200e}+/-\u{200e} سرعت  \u{200e}t\u{200e} درخت  \u{200e}q\u{200e} خروج",
    view_no_next: "راه‌حل دیگری نیست",
    view_no_previous: "راه‌حل قبلی نیست",
    view_capped: "این نما حداکثر {k} گام نگه می‌دارد و اینجا می‌ایستد: \u{200e}{limit}\u{200e} یا \
                  \u{200e}{first}\u{200e} را امتحان کنید",
    view_over: "جست‌وجو تمام شد: \u{200e}g\u{200e} به گام اول برمی‌گردد",
    view_too_small: "پنجره \u{200e}{w}×{h}\u{200e} است: این نما دست‌کم \u{200e}{mw}×{mh}\u{200e} لازم دارد",
    view_stack: "پشتهٔ فراخوانی",
    view_tree: "مسیر فعلی و شاخه‌های کنارش (\u{200e}t\u{200e} پنهان می‌کند)",
    quiz_score: "آزمون: {right} درست از {asked}",
    quiz_ask: "\u{200e}{sq}\u{200e} پذیرفته می‌شود یا رد؟",
    quiz_ask_keys: "a\u{200e} پذیرفته  \u{200e}r\u{200e} رد",
    quiz_queen: "کدام وزیر \u{200e}{sq}\u{200e} را تهدید می‌کند؟",
    quiz_queen_keys: "سطرش: شماره را بزنید  ستونش: \u{200e}c\u{200e} و بعد شماره  \u{200e}Enter\u{200e} پایان شماره  \u{200e}Backspace\u{200e} پاک کردن",
    quiz_line: "وزیر \u{200e}{q}\u{200e} در امتداد کدام خط \u{200e}{sq}\u{200e} را تهدید می‌کند؟",
    quiz_line_keys: "|\u{200e} ستون  \u{200e}\\\u{200e} قطر  \u{200e}/\u{200e} قطر دیگر",
    quiz_right: "درست: ",
    quiz_wrong: "نادرست: ",
    quiz_free: "هیچ وزیری \u{200e}{sq}\u{200e} را تهدید نمی‌کند، پس پذیرفته می‌شود",
    quiz_column: "وزیر \u{200e}{q}\u{200e} با \u{200e}{sq}\u{200e} در یک ستون است",
    quiz_diagonal: "وزیر \u{200e}{q}\u{200e} با \u{200e}{sq}\u{200e} روی یک قطر (\\) است",
    quiz_anti_diagonal: "وزیر \u{200e}{q}\u{200e} با \u{200e}{sq}\u{200e} روی یک قطر (/) است",
    quiz_innocent: "وزیر \u{200e}{q}\u{200e} خانهٔ \u{200e}{sq}\u{200e} را تهدید نمی‌کند؛ ",
    quiz_topmost: " (ردگیری وزیر \u{200e}{q}\u{200e} را نام می‌برد: جست‌وجو وزیرها را از بالا بررسی می‌کند)",
    quiz_no_row: "در سطر \u{200e}{k}\u{200e} وزیری نیست",
    quiz_no_column: "در ستون \u{200e}{k}\u{200e} وزیری نیست",
    quiz_first: "اول پاسخ دهید، یا با \u{200e}←، g، n\u{200e} یا \u{200e}G\u{200e} از این پرسش بگذرید",
    // The search tree and the variables panes (panes).
    tree_label: "درخت جست‌وجو تا این گام",
    tree_root: "صفحهٔ خالی، پیش از نخستین وزیر",
    tree_row: "سطر {r}",
    tree_node: "وزیر روی {sq}، گذاشته‌شده در گام {k}: برای رفتن به آن گام کلیک کنید",
    tree_folded: "وزیر روی {sq}، گذاشته‌شده در گام {k}: {q} وزیر زیر آن گذاشته شد، بی‌راه‌حل؛ برداشته‌شده در گام {l}",
    tree_dead: "وزیر روی {sq}، گذاشته‌شده در گام {k}: بن‌بست، همهٔ خانه‌های سطر پایین تهدید می‌شوند؛ برداشته‌شده در گام {l}",
    tree_trying: "در حال امتحان {sq}",
    tree_zoom_in: "بزرگ‌نمایی",
    tree_zoom_out: "کوچک‌نمایی",
    tree_fit: "همهٔ درخت تا این گام",
    tree_follow: "دنبال کردن گام فعلی",
    tree_hint: "با چرخ موس یا دو انگشت بزرگ‌نمایی کنید، با کشیدن جابه‌جا کنید، با کلیک روی نشانه به گام آن بروید",
    tree_legend_path: "مسیر فعلی",
    tree_legend_queen: "وزیر گذاشته‌شده",
    tree_legend_reject: "ردشده (برای دلیل، نشانگر را نگه دارید)",
    tree_legend_dead: "بن‌بست",
    tree_legend_folded: "بی‌راه‌حل در زیر، جمع‌شده (شمار وزیرها)",
    tree_legend_solution: "راه‌حل",
    tree_legend_try: "در حال امتحان",
    vars_title: "متغیرها",
};

// Turkish puts the verb last: the events are passives after their square (`(0,0) deneniyor`),
// never imperatives, which would read as orders to the student; a conflict is in the locative,
// as the Turkish article writes it (`aynı çaprazda`, `\ yönündeki`).
static TR: Messages = Messages {
    start: "{n} vezir, {n}×{n} tahta: her satıra bir vezir konur, sütunlar soldan sağa denenir; \
            kareler {axes} olarak yazılır",
    axes: "(satır,sütun)",
    axes_classic: "(sütun,satır)",
    list_sep: ", ",
    one_based: ", 1'den sayılır",
    limit: "; {k} çözümden sonra durur",
    try_: "→ {sq} deneniyor",
    accept: "✓ {sq} kabul edildi",
    reject_column: "✗ {sq} reddedildi: {q} konumundaki vezirle aynı sütunda",
    reject_diagonal: "✗ {sq} reddedildi: {q} konumundaki vezirle aynı çaprazda (\\ yönü)",
    reject_anti_diagonal: "✗ {sq} reddedildi: {q} konumundaki vezirle aynı çaprazda (/ yönü)",
    backtrack: "↩ {sq} geri alındı",
    backtrack_stuck: "↩ {sq} geri alındı: alt satırda boş kare kalmadı",
    backtrack_solved: "↩ {sq} geri alındı: çözümden sonra arama sürüyor",
    solution: "★ çözüm {i}: {queens}",
    done: "bitti: {s} çözüm, {t} deneme ({a} kabul, {r} ret), {b} geri alma",
    incomplete: "; sınıra ulaşınca durdu",
    check: "{state} durumunda {sq} kontrol ediliyor",
    succeeded: "{sq}: başarılı",
    failed: "{sq}: başarısız",
    lifted: "{sq}: geri alındı",
    found: "bir çözüm bulundu: {queens}",
    view_title: "nqueens-trace step · n={n} · adım {i} / {total} · {state}",
    view_playing: "oynatılıyor, adım başına {ms} ms",
    view_paused: "duraklatıldı",
    view_counts: "deneme {t} · kabul {a} · ret {r} · geri alma {b} · çözüm {s}",
    view_legend: "[?] denenen  [{q}] yerleştirilen  [x] reddedilen  [^] geri alınan  ({q}) tehdit eden  | \\ / tehdit hattı  : tehdit altında  *{q}* çözüm",
    view_keys: "boşluk/→/l ileri  ←/h/b geri  n/N sonraki/önceki çözüm  g/G ilk/son  enter/p oynat  +/- hız  t ağaç  q çık",
    view_no_next: "başka çözüm yok",
    view_no_previous: "önceki çözüm yok",
    view_capped: "görünüm en fazla {k} adım tutar ve burada durur: {limit} ya da {first} deneyin",
    view_over: "arama bitti: g ilk adıma döner",
    view_too_small: "pencere {w}×{h}: bu görünüm en az {mw}×{mh} ister",
    view_stack: "çağrı yığını",
    view_tree: "geçerli yol ve kardeş dallar (t gizler)",
    quiz_score: "sınav: {asked} cevaptan {right} doğru",
    quiz_ask: "{sq} kabul mü edilir, reddedilir mi?",
    quiz_ask_keys: "a kabul  r ret",
    quiz_queen: "{sq} karesini hangi vezir tehdit ediyor?",
    quiz_queen_keys: "satırı: yazın  sütunu: c, sonra yazın  Enter sayıyı bitirir  Backspace siler",
    quiz_line: "{q} konumundaki vezir {sq} karesini hangi hat boyunca tehdit ediyor?",
    quiz_line_keys: "| sütun  \\ çapraz  / ters çapraz",
    quiz_right: "doğru: ",
    quiz_wrong: "yanlış: ",
    quiz_free: "{sq} karesini hiçbir vezir tehdit etmiyor, bu yüzden kabul edilir",
    quiz_column: "{q} konumundaki vezir {sq} ile aynı sütunda",
    quiz_diagonal: "{q} konumundaki vezir {sq} ile aynı çaprazda (\\ yönü)",
    quiz_anti_diagonal: "{q} konumundaki vezir {sq} ile aynı çaprazda (/ yönü)",
    quiz_innocent: "{q} konumundaki vezir {sq} karesini tehdit etmiyor; ",
    quiz_topmost: " (iz {q} konumundaki veziri adlandırır: arama vezirleri yukarıdan başlayarak kontrol eder)",
    quiz_no_row: "{k}. satırda vezir yok",
    quiz_no_column: "{k}. sütunda vezir yok",
    quiz_first: "önce cevaplayın ya da soruyu ←, g, n veya G ile bırakın",
    // The search tree and the variables panes (panes).
    tree_label: "şimdiye kadarki arama ağacı",
    tree_root: "ilk vezirden önce boş tahta",
    tree_row: "satır {r}",
    tree_node: "{sq} üzerindeki vezir, {k}. adımda yerleştirildi: o adıma gitmek için tıklayın",
    tree_folded: "{sq} üzerindeki vezir, {k}. adımda yerleştirildi: altına {q} vezir yerleştirildi, çözüm yok; {l}. adımda geri alındı",
    tree_dead: "{sq} üzerindeki vezir, {k}. adımda yerleştirildi: çıkmaz, alttaki satırın her karesi tehdit altında; {l}. adımda geri alındı",
    tree_trying: "{sq} deneniyor",
    tree_zoom_in: "yakınlaştır",
    tree_zoom_out: "uzaklaştır",
    tree_fit: "şimdiye kadarki ağacın tamamı",
    tree_follow: "geçerli adımı izle",
    tree_hint: "yakınlaştırmak için tekerlek ya da iki parmak, kaydırmak için sürükleyin, adımına gitmek için bir işarete tıklayın",
    tree_legend_path: "geçerli yol",
    tree_legend_queen: "yerleştirilen vezir",
    tree_legend_reject: "reddedilen (neden: üzerine gelin)",
    tree_legend_dead: "çıkmaz",
    tree_legend_folded: "altında çözüm yok, katlandı (yerleştirilen vezir)",
    tree_legend_solution: "çözüm",
    tree_legend_try: "deneniyor",
    vars_title: "değişkenler",
};

/// A value for a template's `{name}`.
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    /// A count or an index, written in decimal; `{name:one|many}` picks by it.
    Num(u64),
    /// Text already rendered (a list of queens).
    Text(&'a [u8]),
    /// A square, written `(a,b)` (or with another separator between the numbers): rendered
    /// straight into the line, since there is one in every line of a trace.
    Square(u64, u64, &'a str),
}

/// Appends `template` to `out` with its placeholders filled from `args`.
///
/// A placeholder whose name is not in `args` is a bug in a table; it is written as is, so that
/// a test sees it rather than a panic in front of a class.
pub fn fill(out: &mut Vec<u8>, template: &str, args: &[(&str, Arg<'_>)]) {
    let names: Vec<&str> = args.iter().map(|(name, _)| *name).collect();
    let values: Vec<Arg<'_>> = args.iter().map(|(_, value)| *value).collect();
    Template::new(template, &names).fill(out, &values);
}

/// A template split once into its pieces, its placeholders resolved to argument positions, for
/// the messages written once per event: filling it then costs little more than copying.
#[derive(Debug, Clone)]
pub struct Template<'t> {
    pieces: Vec<Piece<'t>>,
}

#[derive(Debug, Clone, Copy)]
pub(crate) enum Piece<'t> {
    /// Text written as is (also an unknown placeholder, verbatim).
    Lit(&'t str),
    /// `{name}`: the argument at this position.
    Value(usize),
    /// `{name:one|many}`: a word picked by the argument at this position.
    Plural(usize, &'t str, &'t str),
}

impl<'t> Template<'t> {
    /// Splits `template` into literal text and placeholders; `names` are the names of the
    /// arguments that [`Template::fill`] will be given, in order.
    pub fn new(template: &'t str, names: &[&str]) -> Self {
        let mut pieces = Vec::new();
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            let Some(len) = rest[open..].find('}') else {
                break;
            };
            if open > 0 {
                pieces.push(Piece::Lit(&rest[..open]));
            }
            let inner = &rest[open + 1..open + len];
            let (name, forms) = match inner.split_once(':') {
                Some((name, forms)) => (name, Some(forms)),
                None => (inner, None),
            };
            pieces.push(match (names.iter().position(|n| *n == name), forms) {
                (Some(i), Some(forms)) => {
                    let (one, many) = forms.split_once('|').unwrap_or((forms, forms));
                    Piece::Plural(i, one, many)
                }
                (Some(i), None) => Piece::Value(i),
                (None, _) => Piece::Lit(&rest[open..=open + len]),
            });
            rest = &rest[open + len + 1..];
        }
        if !rest.is_empty() {
            pieces.push(Piece::Lit(rest));
        }
        Template { pieces }
    }

    /// The pieces, for a printer that compiles the template further (see the text printer).
    pub(crate) fn pieces(&self) -> &[Piece<'t>] {
        &self.pieces
    }

    /// Appends the template to `out`, its placeholders filled from `args` (in the order of the
    /// names given to [`Template::new`]).
    pub fn fill(&self, out: &mut Vec<u8>, args: &[Arg<'_>]) {
        for piece in &self.pieces {
            match *piece {
                Piece::Lit(text) => out.extend_from_slice(text.as_bytes()),
                Piece::Value(i) => match args.get(i) {
                    Some(Arg::Num(v)) => {
                        out.extend_from_slice(itoa::Buffer::new().format(*v).as_bytes())
                    }
                    Some(Arg::Text(t)) => out.extend_from_slice(t),
                    Some(&Arg::Square(a, b, sep)) => {
                        let mut num = itoa::Buffer::new();
                        out.push(b'(');
                        out.extend_from_slice(num.format(a).as_bytes());
                        out.extend_from_slice(sep.as_bytes());
                        out.extend_from_slice(num.format(b).as_bytes());
                        out.push(b')');
                    }
                    None => {}
                },
                Piece::Plural(i, one, many) => match args.get(i) {
                    Some(Arg::Num(1)) => out.extend_from_slice(one.as_bytes()),
                    Some(Arg::Num(_)) => out.extend_from_slice(many.as_bytes()),
                    Some(Arg::Text(t)) => out.extend_from_slice(t),
                    Some(Arg::Square(..)) | None => {}
                },
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(template: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut out = Vec::new();
        fill(&mut out, template, args);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn fill_writes_numbers_words_and_text() {
        let done = EN.done;
        let args = |s| {
            [
                ("s", Arg::Num(s)),
                ("t", Arg::Num(1)),
                ("a", Arg::Num(1)),
                ("r", Arg::Num(0)),
                ("b", Arg::Num(2)),
            ]
        };
        assert_eq!(
            render(done, &args(1)),
            "done: 1 solution, 1 try (1 accepted, 0 rejected), 2 backtracks"
        );
        assert_eq!(
            render(done, &args(2)),
            "done: 2 solutions, 1 try (1 accepted, 0 rejected), 2 backtracks"
        );
        assert_eq!(
            render(ZH.check, &[("state", Arg::Text(b"(0,)")), ("sq", Arg::Text(b"(1,1)"))]),
            "在棋局为(0,)的情况下检查：(1,1)"
        );
    }

    #[test]
    fn list_separators_fit_the_room_of_a_square() {
        for &lang in <Lang as crate::choice::Choice>::ALL {
            let sep = lang.messages().list_sep;
            assert!(!sep.is_empty() && sep.len() <= 2, "{lang}: {sep:?}");
        }
    }

    #[test]
    fn unknown_placeholders_show_up_verbatim() {
        assert_eq!(render("a {x} b {", &[]), "a {x} b {");
    }

    /// Every table fills every placeholder its message is documented to take, and no other.
    #[test]
    fn every_table_uses_only_its_own_placeholders() {
        let allowed: &[(&str, &[&str])] = &[
            ("start", &["n", "axes"]),
            ("limit", &["k"]),
            ("sq", &["sq", "q", "state"]),
            ("solution", &["i", "queens"]),
            ("done", &["s", "t", "a", "r", "b"]),
            (
                "view",
                &[
                    "n", "i", "total", "state", "ms", "t", "a", "r", "b", "s", "q", "k", "w", "h",
                    "mw", "mh", "limit", "first",
                ],
            ),
            ("quiz", &["sq", "q", "right", "asked", "k"]),
        ];
        for &lang in <Lang as crate::choice::Choice>::ALL {
            let m = lang.messages();
            let groups: [(&str, &[&str]); 7] = [
                ("start", &[m.start]),
                ("limit", &[m.limit, m.one_based, m.incomplete, m.axes]),
                (
                    "sq",
                    &[
                        m.try_,
                        m.accept,
                        m.reject_column,
                        m.reject_diagonal,
                        m.reject_anti_diagonal,
                        m.backtrack,
                        m.backtrack_stuck,
                        m.backtrack_solved,
                        m.check,
                        m.succeeded,
                        m.failed,
                        m.lifted,
                    ],
                ),
                ("solution", &[m.solution, m.found]),
                ("done", &[m.done]),
                (
                    "view",
                    &[
                        m.view_title,
                        m.view_playing,
                        m.view_paused,
                        m.view_counts,
                        m.view_legend,
                        m.view_keys,
                        m.view_no_next,
                        m.view_no_previous,
                        m.view_capped,
                        m.view_over,
                        m.view_too_small,
                        m.view_stack,
                        m.view_tree,
                    ],
                ),
                (
                    "quiz",
                    &[
                        m.quiz_score,
                        m.quiz_ask,
                        m.quiz_ask_keys,
                        m.quiz_queen,
                        m.quiz_queen_keys,
                        m.quiz_line,
                        m.quiz_line_keys,
                        m.quiz_right,
                        m.quiz_wrong,
                        m.quiz_free,
                        m.quiz_column,
                        m.quiz_diagonal,
                        m.quiz_anti_diagonal,
                        m.quiz_innocent,
                        m.quiz_topmost,
                        m.quiz_no_row,
                        m.quiz_no_column,
                        m.quiz_first,
                    ],
                ),
            ];
            for (group, templates) in groups {
                let names = allowed.iter().find(|(g, _)| *g == group).unwrap().1;
                for t in templates {
                    let args: Vec<(&str, Arg)> =
                        names.iter().map(|n| (*n, Arg::Text(b"X"))).collect();
                    let out = render(t, &args);
                    assert!(!out.contains('{'), "{lang}: unfilled placeholder in {t:?}");
                }
            }
        }
    }
}
