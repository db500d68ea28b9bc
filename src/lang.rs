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

/// The words of the slides' legend, one for each mark a board on a slide draws, each without
/// its mark: a deck draws the mark its own way (a glyph in Marp's table, a drawn square in
/// beamer's) beside the words.
#[derive(Debug)]
pub struct Legend {
    /// A queen standing.
    pub queen: &'static str,
    /// The square being tried.
    pub tried: &'static str,
    /// The square refused at this step.
    pub refused: &'static str,
    /// The queen that attacks the refused square.
    pub attacker: &'static str,
    /// The squares between the attacker and the refused square.
    pub line: &'static str,
    /// The queen lifted at this step.
    pub lifted: &'static str,
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
    /// The step view's title: the search `{what}` (`n=4`; another problem by its name and a
    /// grid's size, `sudoku 4×4`), step `{i}` of `{total}`, and `{state}`.
    pub view_title: &'static str,
    /// The step view's `{state}` while playing, `{ms}` milliseconds a step.
    pub view_playing: &'static str,
    /// The step view's `{state}` while paused.
    pub view_paused: &'static str,
    /// The step view's counters: `{t}` tries, `{a}` accepted, `{r}` rejected, `{b}`
    /// backtracks, `{s}` solutions, so far.
    pub view_counts: &'static str,
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
    /// The title of the step view's search tree, with its keys: `t` hides it, Tab selects.
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
    // The step view (terminal).
    /// The step view's legend, one item a mark, in this order: a queen, the queen just
    /// placed, the square tried, the square rejected, its attacker, the squares between them,
    /// an attacked square, a free square, the square a queen was lifted from, a queen of a
    /// solution; `{q}` is the queen's glyph.
    pub view_marks: [&'static str; 10],
    /// The search tree's legend, one item a mark, in this order: a queen on the current
    /// path, the square being tried, a rejected square, a solution (`★`, and `★k` a finished
    /// subtree with k solutions), a finished dead end, a square not tried yet; `{q}` is the
    /// queen's glyph. The folded subtree's item is [`Messages::view_tree_folded_mark`].
    pub view_tree_marks: [&'static str; 6],
    /// The Sudoku grid's legend in the step view, one item a mark, in this order: a given
    /// digit, a digit the search wrote, the cell being tried, the digit just written, the
    /// digit rejected, the cell that already holds it, the other cells of the unit (row,
    /// column or box) the reject names, the digit just erased, an empty cell, a cell of a
    /// solution.
    pub view_grid_marks: [&'static str; 10],
    /// The grid's depth in the search, after the problem's name and size: `{k}` digits
    /// written.
    pub view_grid_depth: &'static str,
    /// The step view's keys for a problem other than N-Queens (no tree).
    pub view_grid_keys: &'static str,
    /// A graph colouring's legend in the step view, one item a mark, in this order: a vertex
    /// coloured earlier, the colour being tried, the colour just given, the colour rejected,
    /// the neighbour that already has it, the colour just taken off, a vertex with no colour
    /// yet, a vertex of a colouring found.
    pub view_graph_marks: [&'static str; 8],
    /// The vertices shown of a graph too long for the pane: `{a}` to `{b}` of `{n}`.
    pub view_graph_window: &'static str,
    /// A subset sum's legend in the step view, one item a mark, in this order: an item taken,
    /// an item left out, an item not decided yet, the choice being tried, the choice just
    /// made, the choice rejected, the choice just undone, an item of a subset found.
    pub view_sum_marks: [&'static str; 8],
    /// The running sum `{s}` against the target `{t}`.
    pub view_sum_total: &'static str,
    /// A pane folded to fit the window: `{k}` of its lines are hidden, and `{key}` shows them.
    pub view_folded: &'static str,
    /// A pane folded to a short form (the legend of the marks drawn now, the first keys):
    /// `{key}` shows it whole.
    pub view_folded_all: &'static str,
    /// The key help's item for the key that shows the code and its stack whole (`--code`).
    pub view_key_code: &'static str,
    /// The key help's item for the key that shows the legend and the keys whole.
    pub view_key_help: &'static str,
    /// Quiz mode, at a backtrack: whether a square of row `{r}` past the lifted queen is free.
    pub quiz_row_ask: &'static str,
    /// The keys that answer [`Messages::quiz_row_ask`].
    pub quiz_row_keys: &'static str,
    /// Why the answer to [`Messages::quiz_row_ask`] is yes: `{sq}` is free.
    pub quiz_row_free: &'static str,
    /// Why the answer to [`Messages::quiz_row_ask`] is no: every square left in row `{r}` is
    /// attacked.
    pub quiz_row_none: &'static str,
    /// The heading of the wrong answers, printed when the quiz ends: `{k}` of them.
    pub quiz_mistakes: &'static str,
    /// One wrong answer: at step `{i}`, to `{question}`, the student said `{said}`; `{right}`
    /// is the right answer and why.
    pub quiz_mistake: &'static str,
    /// What the student said: accepted, rejected, a free square left, none left.
    pub quiz_said: [&'static str; 4],
    /// What the student said: the queen at `{q}`.
    pub quiz_said_queen: &'static str,
    /// What the student said: along the line `{line}` (`|`, `\` or `/`).
    pub quiz_said_line: &'static str,
    /// The title of an export given none, for a board of `{n}`: the pictures', the slide
    /// deck's and the player page's. Bidi marks would show as spaces where an escaper meets
    /// them (a page's or a picture's title), so a Persian one has none: the pictures lay it
    /// out in the order it shows, and the slides isolate its numbers themselves.
    pub title: &'static str,
    // The pictures (dot and gif).
    /// The root of the search tree, before the first queen.
    pub tree_root: &'static str,
    /// Under a rejected square in the search tree: the queen at `{q}` shares its column.
    pub tree_column: &'static str,
    /// Under a rejected square: the queen at `{q}` shares its `\` diagonal.
    pub tree_diagonal: &'static str,
    /// Under a rejected square: the queen at `{q}` shares its `/` diagonal.
    pub tree_anti_diagonal: &'static str,
    /// Where the tree was cut at a depth: `{k}` tries below it are not drawn.
    pub tree_cut: &'static str,
    // The exercise (terminal).
    /// The exercise's score: `{right}` of `{moves}` moves right at the first attempt, `{wrong}`
    /// wrong attempts, `{hints}` hints asked for, `{fixed}` moves the model made.
    pub ex_score: &'static str,
    /// The question of a move: which square to try next, or to backtrack.
    pub ex_pick: &'static str,
    /// The keys that answer [`Messages::ex_pick`].
    pub ex_pick_keys: &'static str,
    /// After a reject: which queen attacks `{sq}`.
    pub ex_queen: &'static str,
    /// The keys that answer [`Messages::ex_queen`].
    pub ex_queen_keys: &'static str,
    /// Wrong: the search fills row `{r}` now, and tries `{sq}` next.
    pub ex_other_row: &'static str,
    /// Wrong: the square was tried already; the search tries `{sq}` next.
    pub ex_tried: &'static str,
    /// Wrong: the columns are tried in order, `{sq}` first.
    pub ex_skipped: &'static str,
    /// Wrong: every square of row `{r}` is tried, so the search lifts the queen at `{q}`.
    pub ex_row_done: &'static str,
    /// Wrong: every square of row `{r}` is tried and no queen is left: the search ends.
    pub ex_row_over: &'static str,
    /// Wrong: `{sq}` is still to be tried, so it is too early to backtrack.
    pub ex_untried: &'static str,
    /// Wrong: no queen stands on `{q}`.
    pub ex_no_queen: &'static str,
    /// A wrong move undone in `--feedback end`: only that it is not the move.
    pub ex_undone: &'static str,
    /// A wrong move that the model's move `{move}` replaced.
    pub ex_fixed: &'static str,
    /// A hint: the next move is `{move}`.
    pub ex_hint: &'static str,
    /// The moves, for hints and the list at the end: try `{sq}`; accept; reject, the queen at
    /// `{q}` along `{line}`; backtrack.
    pub ex_moves: [&'static str; 4],
    /// A move that is not the student's turn: nothing is tried; the square `{sq}` waits for
    /// its accept or reject; no queen to lift; the search is over.
    pub ex_refused: [&'static str; 4],
    /// The search is over.
    pub ex_over: &'static str,
    /// The heading of the wrong moves, printed at the end: `{k}` of them.
    pub ex_mistakes: &'static str,
    /// One wrong move: at step `{i}` the student's `{said}` beside the model's `{model}`, and
    /// `{why}`.
    pub ex_mistake: &'static str,
    /// The key help of the exercise.
    pub ex_keys: &'static str,
    // The slides (md and tex).
    /// Whether the language is written right to left: its slides are laid out so, with each
    /// square, list and number isolated as a left-to-right run.
    pub rtl: bool,
    /// The title slide's line under the title: `{axes}` is how squares are written.
    pub slides_rules: &'static str,
    /// The legend of the marks a board on a slide draws: one source for the Marp deck's
    /// title slide and the beamer deck's legend slide.
    pub slides_legend: Legend,
    /// The name of step `{i}`.
    pub slides_step: &'static str,
    /// A step's heading: its name `{step}`, then its line of the trace `{line}`.
    pub slides_heading: &'static str,
    // The player's page.
    /// The language's name in itself, for the page's menu of languages.
    pub page_name: &'static str,
    /// The direction of the language's writing: `ltr` or `rtl`.
    pub page_dir: &'static str,
    /// The step counter: step `{i}` of `{total}`.
    pub page_step: &'static str,
    /// The counter of `{k}` tries.
    pub page_tries: &'static str,
    /// The counter of `{k}` accepted tries.
    pub page_accepts: &'static str,
    /// The counter of `{k}` rejected tries.
    pub page_rejects: &'static str,
    /// The counter of `{k}` backtracks.
    pub page_backtracks: &'static str,
    /// The counter of `{k}` solutions.
    pub page_solutions: &'static str,
    /// The theme button: `{theme}` is one of the three names below.
    pub page_theme: &'static str,
    /// The theme button's tooltip.
    pub page_theme_tip: &'static str,
    /// The light theme's name.
    pub page_theme_light: &'static str,
    /// The dark theme's name.
    pub page_theme_dark: &'static str,
    /// The name of the theme that follows the viewer's preference.
    pub page_theme_auto: &'static str,
    /// The quiz switch's label.
    pub page_quiz: &'static str,
    /// The language menu's label.
    pub page_language: &'static str,
    /// The board's name, for a screen reader.
    pub page_board: &'static str,
    /// The legend: a queen standing.
    pub page_legend_queen: &'static str,
    /// The legend: the square being tried.
    pub page_legend_try: &'static str,
    /// The legend: the queen placed at this step.
    pub page_legend_accept: &'static str,
    /// The legend: the square refused at this step.
    pub page_legend_reject: &'static str,
    /// The legend: the queen that refuses it.
    pub page_legend_attacker: &'static str,
    /// The legend: the squares between the attacker and the refused square.
    pub page_legend_line: &'static str,
    /// The legend: a square some queen attacks.
    pub page_legend_attacked: &'static str,
    /// The legend: a square of a row still to fill that no queen attacks.
    pub page_legend_free: &'static str,
    /// The legend: the queen lifted at this step.
    pub page_legend_lifted: &'static str,
    /// The legend: the queens of a solution.
    pub page_legend_solution: &'static str,
    /// The quiz's answer "it will be accepted".
    pub page_accept: &'static str,
    /// The quiz's answer "it will be rejected".
    pub page_reject: &'static str,
    /// The quiz's button that shows the answer without scoring.
    pub page_skip: &'static str,
    /// That button's tooltip.
    pub page_skip_tip: &'static str,
    /// The quiz's answer yes.
    pub page_yes: &'static str,
    /// The quiz's answer no.
    pub page_no: &'static str,
    /// Before the queens the student picks the attacker from.
    pub page_attacked_by: &'static str,
    /// Before the three lines the student picks from.
    pub page_along: &'static str,
    /// The answer: along its column.
    pub page_column: &'static str,
    /// The answer: along its `\` diagonal.
    pub page_diagonal: &'static str,
    /// The answer: along its `/` diagonal.
    pub page_anti_diagonal: &'static str,
    /// The start of the answer to a question the student skipped.
    pub page_skipped: &'static str,
    /// A step forward while a question is open.
    pub page_answer_first: &'static str,
    /// The heading of the wrong answers, listed with the right ones.
    pub page_review: &'static str,
    /// One wrong answer: at step `{i}`, `{why}` (the right answer).
    pub page_review_item: &'static str,
    /// When no answer was wrong.
    pub page_review_none: &'static str,
    /// The player's exercise, under a trace of another problem than N-Queens: it places
    /// queens, so the page says this instead.
    pub page_nqueens_only: &'static str,
    /// The search tree pane's name.
    pub page_tree: &'static str,
    /// A row of the tree: row `{k}`.
    pub page_row: &'static str,
    /// A tree node on the current path: the queen at `{sq}`, placed at step `{i}`.
    pub page_tree_open: &'static str,
    /// A finished node: the queen at `{sq}` placed at step `{i}`, `{k}` queens placed below it, `{s}` solutions, lifted at step `{j}`.
    pub page_tree_done: &'static str,
    /// The tree's node of the try of `{sq}`.
    pub page_trying: &'static str,
    /// The trace pane's name.
    pub page_log: &'static str,
    /// The code pane's name.
    pub page_code: &'static str,
    /// The tooltip of the button to the first step.
    pub page_first: &'static str,
    /// The tooltip of the button to the previous solution.
    pub page_prev_sol: &'static str,
    /// The tooltip of the button one step back.
    pub page_back: &'static str,
    /// The tooltip of the play button.
    pub page_play_tip: &'static str,
    /// The tooltip of the button one step forward.
    pub page_fwd: &'static str,
    /// The tooltip of the button to the next solution.
    pub page_next_sol: &'static str,
    /// The tooltip of the button to the last step.
    pub page_last: &'static str,
    /// The play button while paused.
    pub page_play: &'static str,
    /// The play button while playing.
    pub page_pause: &'static str,
    /// The slider over the steps, for a screen reader.
    pub page_slider: &'static str,
    /// The speed's label.
    pub page_speed: &'static str,
    /// The speed: `{k}` steps a second.
    pub page_per_second: &'static str,
    /// The key help's name, for a screen reader.
    pub page_keys: &'static str,
    /// The space bar's name.
    pub page_key_space: &'static str,
    /// The key help: next step.
    pub page_key_next: &'static str,
    /// The key help: previous step.
    pub page_key_back: &'static str,
    /// The key help: next and previous solution.
    pub page_key_solutions: &'static str,
    /// The key help: play and pause.
    pub page_key_play: &'static str,
    /// The key help: first and last step.
    pub page_key_ends: &'static str,
    // The tree on a slide.
    /// A tree too big for its slide: its labels come out `{px}` pixels high at 1280 wide,
    /// then `{fix}`, one of the two below.
    pub tree_crowded: &'static str,
    /// The fix of a crowded tree: `{option}` (`--max-depth D`) draws its rows 0 to `{d}`.
    pub tree_crowded_depth: &'static str,
    /// The fix of a tree whose row 0 alone is too big: `{option}` (`--fit none`) lays it out
    /// at full size, to zoom into.
    pub tree_crowded_zoom: &'static str,
    // The search tree and the variables panes (panes).
    /// The drawn search tree, for a screen reader.
    pub tree_label: &'static str,
    /// The tree's root: the empty board, before the first queen.
    pub tree_empty_board: &'static str,
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
    /// The legend: a finished subtree with solutions, shut in the path view, with their count.
    pub tree_legend_solved: &'static str,
    /// The tree's button that shows or hides its legend (folded where the pane is short).
    pub tree_legend: &'static str,
    /// The whole tree so far, `{k}` marks side by side, does not fit the pane at a size that
    /// reads: the path is shown instead.
    pub tree_too_wide: &'static str,
    /// The title of the variables pane beside the code.
    pub vars_title: &'static str,
    // The player's exercise.
    /// The exercise switch's label.
    pub pex_switch: &'static str,
    /// The exercise switch's tooltip.
    pub pex_switch_tip: &'static str,
    /// The switch's tooltip on a page that holds a part of the search only, where the exercise
    /// cannot run.
    pub pex_whole: &'static str,
    /// The label of the feedback menu.
    pub pex_feedback: &'static str,
    /// The feedback menu's choice `now`: at once, with the reason.
    pub pex_feedback_now: &'static str,
    /// The feedback menu's choice `end`: with the score.
    pub pex_feedback_end: &'static str,
    /// The label of the menu of what follows a wrong move.
    pub pex_on_wrong: &'static str,
    /// Its choice `undo`: try again.
    pub pex_undo: &'static str,
    /// Its choice `fix`: the model's move is made and counted.
    pub pex_fix: &'static str,
    /// The tooltip of both menus: a change begins the exercise again.
    pub pex_restart_tip: &'static str,
    /// The question of a move: click the square tried next, or backtrack.
    pub pex_pick: &'static str,
    /// After a reject: click the queen that attacks `{sq}`.
    pub pex_queen: &'static str,
    /// The button that backtracks.
    pub pex_backtrack: &'static str,
    /// The button that asks for a hint.
    pub pex_hint: &'static str,
    /// The button that makes the model's move for the student.
    pub pex_make: &'static str,
    /// The button that leaves a reject's questions.
    pub pex_back: &'static str,
    /// The button that downloads the record.
    pub pex_download: &'static str,
    /// The button that begins the exercise again.
    pub pex_again: &'static str,
    /// The key help of the exercise.
    pub pex_keys: &'static str,
    /// A move that is not the student's turn: nothing is tried; the square `{sq}` waits for
    /// its accept or reject; no queen to lift; the search is over.
    pub pex_refused: [&'static str; 4],
    /// The search is over, the result below.
    pub pex_over: &'static str,
    /// The heading of the result.
    pub pex_result: &'static str,
    /// When no move was wrong.
    pub pex_none: &'static str,
    /// What the download holds: `{k}` lines of JSON Lines.
    pub pex_record: &'static str,
    /// The legend: a queen of the teacher's start (`--start`).
    pub pex_given: &'static str,
    // check's verdicts and report.
    /// One board size's line: `{n}`, the size, then `{verdict}`, what became of its run.
    pub check_line: &'static str,
    /// The line of a trace (`check --trace`) whose first line gives no board size a search
    /// can be asked for: `{source}`, the trace's name and line, then `{verdict}`.
    pub check_line_trace: &'static str,
    /// The last line: `{valid}` valid runs of `{runs}`.
    pub check_total: &'static str,
    /// A valid trace that is the canonical search; `{transposed}` is
    /// [`Messages::check_transposed`] or nothing, `{totals}` [`Messages::check_totals`].
    pub check_valid: &'static str,
    /// A valid trace that parts from the canonical search at step `{step}`, where it has `{found}`
    /// and the canonical search `{canonical}` (an event, or [`Messages::check_its_end`]);
    /// `{transposed}` and `{totals}` as in [`Messages::check_valid`].
    pub check_valid_differs: &'static str,
    /// Where a trace or the canonical search has ended, in [`Messages::check_valid_differs`].
    pub check_its_end: &'static str,
    /// What a valid trace holds: `{events}` events, `{solutions}` solutions.
    pub check_totals: &'static str,
    /// Appended to a verdict given on the trace with rows and columns swapped.
    pub check_transposed: &'static str,
    /// A trace that breaks a rule at step `{step}`: `{fault}` says which and how; `{transposed}`
    /// as in [`Messages::check_valid`].
    pub check_invalid: &'static str,
    /// Appended to [`Messages::check_invalid`] when the search stopped at its first solution
    /// without saying so: what to do; `{first}` is the front end's way to ask for that search
    /// (the command line's option).
    pub check_first_only: &'static str,
    /// A program that failed (`{how}`: one of the two below) after `{events}` events.
    pub check_crashed: &'static str,
    /// How it failed: exit status `{code}`.
    pub check_exit_status: &'static str,
    /// How it failed: killed by a signal.
    pub check_killed: &'static str,
    /// A run stopped at its time, `{secs}` seconds, before its trace was complete.
    pub check_no_trace_in_time: &'static str,
    /// A run stopped at its time, `{secs}` seconds, after its trace but before it exited.
    pub check_no_exit_in_time: &'static str,
    /// A run stopped at its time, `{secs}` seconds, whose trace stopped after `{events}`
    /// events without its `done` (its output closed, or silent).
    pub check_cut_in_time: &'static str,
    /// A program that waits for input: how to take n instead (`{placeholder}` is the argument that
    /// n replaces).
    pub check_stdin: &'static str,
    /// `check --problem`: a program that waits for input: how to take its instance instead
    /// (`{placeholder}` is the argument that the instance's JSON replaces).
    pub check_stdin_instance: &'static str,
    /// `check --problem`: a reject `{found}` (an event in the problem's words) whose reason is
    /// not the rules' `{rules}`.
    pub check_search_reason: &'static str,
    /// `check --problem`: an accept `{found}` of a value that does not fit: the rules' reject
    /// `{rules}`.
    pub check_search_accepts: &'static str,
    /// `check --problem`: a reject `{found}` of a value that fits.
    pub check_search_rejects: &'static str,
    /// `check --problem`: a try `{found}` that comes before the try `{skipped}` of an earlier
    /// value.
    pub check_search_skipped: &'static str,
    /// `check --problem`: the trace ends where the model search goes on with `{expected}`.
    pub check_search_ends: &'static str,
    /// `check --problem`: the trace's `{found}` where the model search has `{expected}`.
    pub check_search_differs: &'static str,
    /// `check --problem`: the trace's `{found}` after the model search's end.
    pub check_search_after_end: &'static str,
    /// `check --problem`: a start that is not the one of the search asked for: `{asked}` and
    /// `{announced}`, each a problem, its instance's JSON and its limit.
    pub check_search_asked: &'static str,
    /// `check --problem`: appended to [`Messages::check_invalid`] for a trace that is the model
    /// search with each variable's values in reverse order; `{model}` is the model's event
    /// where the trace departs.
    pub check_reordered: &'static str,
    /// `check --problem`: in [`Messages::check_invalid`]'s `{transposed}`, a trace judged
    /// against the search with each variable's values in reverse order.
    pub check_judged_reordered: &'static str,
    /// A program that wrote nothing on standard output: where to write the trace.
    pub check_empty: &'static str,
    /// A line of the program's own output among the trace: at line `{line}` of `{source}`,
    /// `{said}` (quoted, escaped); where to print it.
    pub check_stray: &'static str,
    /// Output that is not a trace: `{error}` says why.
    pub check_not_a_trace: &'static str,
    /// A failure's line `{why}`, with what the program said of it (its last line of standard
    /// error), `{said}`.
    pub check_with_said: &'static str,
    /// What the program said, `{said}`, on a line of its own in a results file.
    pub check_program_said: &'static str,
    /// A valid exercise record: its verdict `{what}` and the exercise's `{counts}`.
    pub check_exercise: &'static str,
    /// An exercise's result: `{right}` of `{moves}` moves right at the first attempt, `{wrong}`
    /// wrong attempts, `{hints}` hints, `{fixed}` moves fixed.
    pub check_exercise_counts: &'static str,
    /// A valid trace `{what}` whose done line has an exercise field that is not a result;
    /// `{record}` is the front end's way to write a record (the command line's command).
    pub check_exercise_not_a_result: &'static str,
    /// A valid trace `{what}` whose exercise result `{counts}` is not that of its `{moves}` moves.
    pub check_exercise_mismatch: &'static str,
    /// Appended to the failure of an exercise record: its `{counts}`.
    pub check_exercise_failed: &'static str,
    /// Appended to the failure of an exercise record left unfinished: its `{counts}`.
    pub check_exercise_unfinished: &'static str,
    /// The report page's title.
    pub check_report_title: &'static str,
    /// The report page's heading: `{command}`, the program (or the trace) judged.
    pub check_report_heading: &'static str,
    /// The heading of where a trace first parts from the model, at step `{step}`; `{turned}` is
    /// [`Messages::check_report_turned`] or nothing.
    pub check_report_difference: &'static str,
    /// Appended to [`Messages::check_report_difference`] for a trace judged with rows and columns
    /// swapped.
    pub check_report_turned: &'static str,
    /// The caption's `{who}`: the program's step.
    pub check_report_program_step: &'static str,
    /// The caption's `{who}`: the model's step.
    pub check_report_model_step: &'static str,
    /// The caption's `{what}` when the trace has ended there.
    pub check_report_trace_end: &'static str,
    /// A board's caption: `{who}`, whose step, and `{what}`, the step.
    pub check_report_caption: &'static str,
    // The step view's tree.
    /// The tree's legend item for a finished subtree without a solution, folded to its count
    /// of the queens placed below it (`▸k`); the other marks are [`Messages::view_tree_marks`].
    pub view_tree_folded_mark: &'static str,
    /// The keys while a node of the tree is selected (Tab): move beside, up, down the path,
    /// go to the node's step, and stop selecting.
    pub view_tree_keys: &'static str,
    /// The selected node is a rejected square: `{why}` is the trace's line of its reject, `{k}`
    /// its step.
    pub view_tree_rejected: &'static str,
    /// The selected node is a queen of the current path on `{sq}`, placed at step `{k}`.
    pub view_tree_on_path: &'static str,
    /// The selected node is a finished subtree with solutions: the queen on `{sq}` placed at
    /// step `{k}`, `{s}` solutions and `{q}` queens placed below it, lifted at step `{l}`.
    pub view_tree_solved: &'static str,
    /// The selected node is the last queen of a solution, on `{sq}`, placed at step `{k}` and
    /// lifted at step `{l}`.
    pub view_tree_solution: &'static str,
    /// The tree's title in an exercise, where its nodes are not selected (the student's own
    /// moves are the steps).
    pub view_tree_exercise: &'static str,
    /// Said once, at the first step of a right-to-left language's view: a terminal without
    /// bidi shows its letters reversed and apart, and the page shows the search as it reads.
    pub view_bidi: &'static str,
    // Work that is not lost, and the keys of the mode the view is in (issue 34).
    /// The step view's title in an exercise: the search `{what}`, the step `{i}` the student's
    /// moves have reached.
    pub view_title_exercise: &'static str,
    /// The step view's keys that still work while a node of the tree is selected (Tab), shown
    /// after [`Messages::view_tree_keys`] in place of [`Messages::view_keys`].
    pub view_tree_step_keys: &'static str,
    /// Asked before an exercise is left with the search not over: `{k}` moves made so far.
    pub ex_leave: &'static str,
    /// The keys that answer [`Messages::ex_leave`].
    pub ex_leave_keys: &'static str,
    /// Under [`Messages::ex_leave`], with `--record`: what becomes of the record; `{grader}`,
    /// the command that grades it.
    pub ex_leave_record: &'static str,
    /// The page asks before the exercise is left, or begun again, with the search not over:
    /// `{k}` moves made so far.
    pub pex_leave: &'static str,
    /// The page took an exercise up again after a reload: `{k}` moves made before it.
    pub pex_resumed: &'static str,
    /// The tree pane's legend item for a rejected square, on a device without hover.
    pub tree_legend_reject_touch: &'static str,
    /// `check --trace` of a partial exercise record: `{what}`, the verdict on its events as
    /// the beginning of the search, then `{counts}`, and the `{whole}` moves of the whole
    /// search it is graded against.
    pub check_exercise_partial: &'static str,
    // The verdicts on a trace (issue 34).
    /// What `verify` and `check` say of a trace that breaks a rule, the marks of `check`'s
    /// report and the note on a slide deck's length: a table of its own ([`verdicts`]).
    pub verdicts: &'static verdicts::Verdicts,
}

pub mod verdicts;

crate::choice::choice!(Lang { En = "en", Zh = "zh", ZhHant = "zh-Hant", Fa = "fa", Tr = "tr" });

impl Messages {
    /// The templates of the lines of the text trace between its `start` and its `done`, one
    /// per kind of step and reason: every line a step of the default style can be. They take
    /// `{sq}`, `{q}` (a reject's queen), `{i}` and `{queens}` (a solution's).
    pub fn log_templates(&self) -> [&'static str; 9] {
        [
            self.try_,
            self.accept,
            self.reject_column,
            self.reject_diagonal,
            self.reject_anti_diagonal,
            self.backtrack,
            self.backtrack_stuck,
            self.backtrack_solved,
            self.solution,
        ]
    }
}

impl Lang {
    /// The language whose table `m` is (English for a table of no language).
    pub fn of(m: &Messages) -> Lang {
        let all = <Lang as crate::choice::Choice>::ALL;
        all.iter().copied().find(|lang| std::ptr::eq(lang.messages(), m)).unwrap_or(Lang::En)
    }

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
    view_title: "nqueens-trace step · {what} · step {i} of {total} · {state}",
    view_playing: "playing, {ms} ms a step",
    view_paused: "paused",
    view_counts: "tries {t} · accepted {a} · rejected {r} · backtracks {b} · solutions {s}",
    view_keys:
        "space/→/l next  ←/h/b back  n/N solution  g/G first/last  enter/p play  +/- speed  t tree  q quit",
    view_no_next: "no further solution",
    view_no_previous: "no earlier solution",
    view_capped: "the view keeps at most {k} steps and stops here: try {limit} or {first}",
    view_over: "the search is over: g goes back to the first step",
    view_too_small: "the window is {w}×{h}: this view needs at least {mw}×{mh}",
    view_stack: "call stack",
    view_tree: "search tree (t hides, tab selects)",
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
    // The step view (terminal).
    view_marks: [
        "{q} queen",
        "[{q}] just placed",
        "[?] tried",
        "[x] rejected",
        "({q}) attacker",
        "| \\ / its line",
        ": attacked",
        ". free",
        "[^] lifted",
        "*{q}* solution",
    ],
    view_grid_marks: [
        "1 given",
        "'1' written",
        "[1] tried",
        "<1> just written",
        "x1x rejected",
        "(1) already holds it",
        ":1: its row, column or box",
        "-1- erased",
        ". empty",
        "*1* solution",
    ],
    view_grid_depth: "depth {k}",
    view_grid_keys: "space/→/l next  ←/h/b back  n/N solution  g/G first/last  enter/p play  +/- speed  q quit",
    view_graph_marks: [
        "'red' coloured",
        "[red] tried",
        "<red> just coloured",
        "xredx rejected",
        "(WA) the neighbour that has it",
        "-red- taken off",
        ". no colour yet",
        "*red* colouring",
    ],
    view_graph_window: "vertices {a}–{b} of {n}",
    view_sum_marks: [
        "+3 taken",
        "~3 left out",
        ".3 not decided",
        "[+3] tried",
        "<+3> just decided",
        "x+3x rejected",
        "-+3- undone",
        "*3* in the subset",
    ],
    view_sum_total: "sum {s} of {t}",
    view_tree_marks: [
        "{q} on the path",
        "? being tried",
        "✗ rejected",
        "★ solution (★k: k below)",
        "∅ dead end",
        "· not tried",
    ],
    view_folded: "{k} {k:line|lines} folded, {key} shows {k:it|them}",
    view_folded_all: "{key}: all",
    view_key_code: "s code",
    view_key_help: "? legend",
    quiz_row_ask: "is there a free square left in row {r}?",
    quiz_row_keys: "f a free one is left  d none: dead end",
    quiz_row_free: "{sq} is still free",
    quiz_row_none: "every square left in row {r} is attacked, so the search backtracks",
    quiz_mistakes: "{k} wrong {k:answer|answers}:",
    quiz_mistake: "step {i}: {question} you said {said}; {right}",
    quiz_said: ["accepted", "rejected", "a free one is left", "none"],
    quiz_said_queen: "the queen at {q}",
    quiz_said_line: "along {line}",
    title: "n-queens {n}×{n}",
    // The pictures (dot and gif).
    tree_root: "start",
    tree_column: "column of {q}",
    tree_diagonal: "diagonal of {q}",
    tree_anti_diagonal: "anti-diagonal of {q}",
    tree_cut: "{k} more {k:try|tries} below",
    // The exercise (terminal).
    ex_score: "exercise: {right} of {moves} {moves:move|moves} right · {wrong} wrong · {hints} {hints:hint|hints} · {fixed} fixed",
    ex_pick: "your move: which square is tried next, or is it time to backtrack?",
    ex_pick_keys: "arrows move  Enter tries the square  b backtrack  h hint  f fix",
    ex_queen: "which queen attacks {sq}? move to it",
    ex_queen_keys: "arrows move  Enter picks the queen  Esc back",
    ex_other_row: "the search fills row {r} now: it tries {sq} next",
    ex_tried: "that square was tried already: the search tries {sq} next",
    ex_skipped: "the search tries the columns in order: {sq} comes first",
    ex_row_done: "every square of row {r} has been tried: the search backtracks from {q}",
    ex_row_over: "every square of row {r} has been tried: the search is over",
    ex_untried: "{sq} is still to be tried: backtrack only when no square is left",
    ex_no_queen: "no queen stands on {q}",
    ex_undone: "not the model's move: try again",
    ex_fixed: "the model's move was made: {move}",
    ex_hint: "hint: {move}",
    ex_moves: ["try {sq}", "accept", "reject, the queen at {q} along {line}", "backtrack"],
    ex_refused: [
        "choose a square first: move there and press Enter",
        "say first whether {sq} is accepted (a) or rejected (r)",
        "no queen stands on the board to lift",
        "the search is over: q quits",
    ],
    ex_over: "the search is over: q quits",
    ex_mistakes: "{k} wrong {k:move|moves}:",
    ex_mistake: "step {i}: you made {said}, the model {model}: {why}",
    ex_keys: "arrows move  Enter try/pick  a accept  r reject  | \\ / line  b backtrack  h hint  f fix  t tree  q quit",
    // The slides (md and tex).
    rtl: false,
    slides_rules: "One queen per row, columns left to right; squares are {axes}.",
    slides_legend: Legend {
        queen: "queen",
        tried: "square being tried",
        refused: "refused",
        attacker: "the queen that attacks it",
        line: "line of attack",
        lifted: "queen lifted",
    },
    slides_step: "Step {i}",
    slides_heading: "{step}: {line}",
    // The player's page.
    page_name: "English",
    page_dir: "ltr",
    page_step: "step {i} of {total}",
    page_tries: "{k} {k:try|tries}",
    page_accepts: "{k} accepted",
    page_rejects: "{k} rejected",
    page_backtracks: "{k} {k:backtrack|backtracks}",
    page_solutions: "{k} {k:solution|solutions}",
    page_theme: "theme: {theme}",
    page_theme_tip: "light, dark or as the viewer prefers",
    page_theme_light: "light",
    page_theme_dark: "dark",
    page_theme_auto: "auto",
    page_quiz: "quiz",
    page_language: "language",
    page_board: "the board",
    page_legend_queen: "queen",
    page_legend_try: "tried",
    page_legend_accept: "just placed",
    page_legend_reject: "rejected",
    page_legend_attacker: "attacker",
    page_legend_line: "line of attack",
    page_legend_attacked: "attacked",
    page_legend_free: "free",
    page_legend_lifted: "lifted (backtrack)",
    page_legend_solution: "solution",
    page_accept: "accept",
    page_reject: "reject",
    page_skip: "skip",
    page_skip_tip: "show the answer without scoring",
    page_yes: "yes",
    page_no: "no",
    page_attacked_by: "attacked by",
    page_along: "along its",
    page_column: "column |",
    page_diagonal: "diagonal \\",
    page_anti_diagonal: "anti-diagonal /",
    page_skipped: "skipped: ",
    page_answer_first: "answer the question first, or skip it",
    page_review: "wrong answers, with the right ones",
    page_review_item: "step {i}: {why}",
    page_review_none: "no wrong answers",
    page_nqueens_only: "the exercise is for n-queens only",
    page_tree: "search tree",
    page_row: "row {k}",
    page_tree_open: "the queen at {sq}, placed at step {i}",
    page_tree_done: "the queen at {sq} (step {i}): {k} {k:queen|queens} placed below, {s} {s:solution|solutions}; lifted at step {j}",
    page_trying: "trying {sq}",
    page_log: "trace",
    page_code: "code",
    page_first: "first step (Home)",
    page_prev_sol: "previous solution (N)",
    page_back: "step back (←)",
    page_play_tip: "play or pause (Enter or p)",
    page_fwd: "step forward (space or →)",
    page_next_sol: "next solution (n)",
    page_last: "last step (End)",
    page_play: "Play",
    page_pause: "Pause",
    page_slider: "step",
    page_speed: "speed",
    page_per_second: "{k} {k:step|steps}/s",
    page_keys: "keys",
    page_key_space: "space",
    page_key_next: "next",
    page_key_back: "back",
    page_key_solutions: "next / previous solution",
    page_key_play: "play / pause",
    page_key_ends: "first / last",
    // The tree on a slide.
    tree_crowded: "the tree's labels would be {px} px high on a slide 1280 pixels wide, under the 18 px that read: {fix}",
    tree_crowded_depth: "{option} draws its rows 0 to {d} large enough",
    tree_crowded_zoom: "{option} lays it out at full size, to zoom into",
    // The search tree and the variables panes (panes).
    tree_label: "the search tree so far",
    tree_empty_board: "the empty board, before the first queen",
    tree_row: "row {r}",
    tree_node: "the queen on {sq}, placed at step {k}: click to go there",
    tree_folded: "the queen on {sq}, placed at step {k}: {q} {q:queen|queens} placed below it, no solution; lifted at step {l}",
    tree_dead: "the queen on {sq}, placed at step {k}: a dead end, every square of the row below is attacked; lifted at step {l}",
    tree_trying: "trying {sq}",
    tree_zoom_in: "zoom in",
    tree_zoom_out: "zoom out",
    tree_fit: "the whole tree so far",
    tree_follow: "the path to the current step",
    tree_hint: "wheel or pinch to zoom, drag to pan, click a mark to go to its step",
    tree_legend_path: "current path",
    tree_legend_queen: "queen placed",
    tree_legend_reject: "rejected (hover: why)",
    tree_legend_dead: "dead end",
    tree_legend_folded: "no solution below, folded (queens placed)",
    tree_legend_solution: "solution",
    tree_legend_try: "being tried",
    tree_legend_solved: "finished, with solutions below (★ how many)",
    tree_legend: "legend",
    tree_too_wide: "the whole tree so far is {k} {k:mark|marks} wide, too wide to read here: the path to the current step is shown",
    vars_title: "variables",
    // The player's exercise.
    pex_switch: "exercise",
    pex_switch_tip: "carry out the search yourself: the model search judges every move",
    pex_whole: "the exercise needs the whole search, from its start to its done: this page holds a part of it",
    pex_feedback: "feedback",
    pex_feedback_now: "at once",
    pex_feedback_end: "at the end",
    pex_on_wrong: "after a wrong move",
    pex_undo: "undo",
    pex_fix: "fix",
    pex_restart_tip: "a change starts the exercise again",
    pex_pick: "your move: click the square tried next, or backtrack",
    pex_queen: "click the queen that attacks {sq}",
    pex_backtrack: "backtrack",
    pex_hint: "hint",
    pex_make: "make the move for me",
    pex_back: "back",
    pex_download: "download the record",
    pex_again: "start again",
    pex_keys: "keys: arrows and Enter try a square · a accept · r reject · | \\ / line · b backtrack · h hint · f make the move",
    pex_refused: [
        "click a square to try first",
        "say first whether {sq} is accepted or rejected",
        "no queen stands on the board to lift",
        "the search is over",
    ],
    pex_over: "the search is over: your result is below, and the record can be downloaded",
    pex_result: "your result",
    pex_none: "no wrong move",
    pex_record: "the record: {k} {k:line|lines} of JSON Lines, a trace for verify and check to judge",
    pex_given: "a queen of the start, given",
    // check's verdicts and report.
    check_line: "n={n}: {verdict}",
    check_line_trace: "{source}: {verdict}",
    check_total: "{valid} of {runs} valid",
    check_valid: "valid, the canonical search{transposed} ({totals})",
    check_valid_differs: "valid{transposed} ({totals}), but differs from the canonical search at step {step}: {found} where the canonical has {canonical}",
    check_its_end: "its end",
    check_totals: "{events} {events:event|events}, {solutions} {solutions:solution|solutions}",
    check_transposed: " judged transposed (rows and columns swapped: the program places one queen per column, row by row in each)",
    check_invalid: "invalid{transposed} at step {step}: {fault}",
    check_first_only: ". The search stopped at its first solution, but its start announces the complete search (\"limit\":null): asked for the complete search, go on after the first solution; a search meant to stop there says so in its start (\"limit\":1, Tracer(n, limit=1) in Python) and is checked with {first}",
    check_crashed: "the program failed ({how}) after {events} {events:event|events}",
    check_exit_status: "exit status {code}",
    check_killed: "killed by a signal",
    check_no_trace_in_time: "timed out: no complete trace after {secs} s",
    check_no_exit_in_time: "timed out: the program wrote its trace but did not exit within {secs} s",
    check_cut_in_time: "timed out: the trace stopped after {events} {events:event|events}, without its done line, and the program did not exit within {secs} s",
    check_stdin: "the program waits for input on standard input, and check types nothing: it gives n as an argument (the last one, or in place of {placeholder}), so read n from the arguments (sys.argv[1] in Python, argv[1] in C and C++), not from the keyboard (input(), scanf, cin)",
    check_stdin_instance: "the program waits for input on standard input, and check types nothing: it gives the instance as an argument, its JSON (the last one, or in place of {placeholder}), so read the instance from the arguments (json.loads(sys.argv[-1]) in Python, argv[argc - 1] in C and C++), not from the keyboard (input(), scanf, cin)",
    check_search_reason: "\"{found}\" states a reason the rules do not give: the rules say \"{rules}\"",
    check_search_accepts: "\"{found}\" accepts a value that does not fit: the rules say \"{rules}\"",
    check_search_rejects: "\"{found}\" rejects a value that fits: nothing assigned clashes with it",
    check_search_skipped: "\"{found}\" comes before \"{skipped}\", which the model search makes first",
    check_search_ends: "the trace ends where the model search goes on with \"{expected}\"",
    check_search_differs: "\"{found}\" where the model search has \"{expected}\"",
    check_search_after_end: "\"{found}\" after the model search's end",
    check_search_asked: "the program was asked for {asked}, but its start announces {announced}: the trace's search is not the one asked for",
    check_reordered: ". The trace is the model search with each variable's values tried in reverse order: try them in the model's order, here \"{model}\" first",
    check_judged_reordered: " judged with each variable's values in reverse order, as the trace tries them",
    check_empty: "empty trace: the program wrote nothing on standard output, where check reads its trace (one JSON event per line, from a start event). If it writes the trace elsewhere, write it to standard output instead: Tracer(n, out=sys.stdout) in Python, std::cout in C++",
    check_stray: "not a trace: {source}:{line} is not an event but the program's own output, \"{said}\": standard output must hold the trace alone, so print everything else on standard error (print(..., file=sys.stderr) in Python, std::cerr in C++)",
    check_not_a_trace: "not a trace: {error}",
    check_with_said: "{why}: {said}",
    check_program_said: "The program said: {said}",
    check_exercise: "{what}; the exercise: {counts}",
    check_exercise_counts: "{right} of {moves} {moves:move|moves} right at the first attempt, {wrong} wrong {wrong:attempt|attempts}, {hints} {hints:hint|hints}, {fixed} {fixed:move|moves} fixed",
    check_exercise_not_a_result: "{what}, but the exercise field of its done line is not an exercise result (finished, moves, right, wrong, hints and fixed, as {record} writes them)",
    check_exercise_mismatch: "{what}, but its exercise result does not match its events: it counts {counts}, and the trace holds {moves} {moves:move|moves}",
    check_exercise_failed: "; the exercise: {counts}",
    check_exercise_unfinished: "; the exercise, left unfinished: {counts}",
    check_report_title: "nqueens-trace check report",
    check_report_heading: "nqueens-trace check: {command}",
    check_report_difference: "First difference from the model, at step {step}{turned}",
    check_report_turned: " (the trace turned: rows and columns swapped)",
    check_report_program_step: "The program's step",
    check_report_model_step: "The model's step",
    check_report_trace_end: "the end of the trace",
    check_report_caption: "{who}: {what}",
    // The step view's tree.
    view_tree_folded_mark: "▸k folded, k queens below, no solution",
    view_tree_keys: "←/→/h/l beside  ↑/k up  ↓/j down the path  enter go to its step  tab/esc done",
    view_tree_rejected: "{why} (step {k})",
    view_tree_on_path: "the queen on {sq}, placed at step {k}: on the current path",
    view_tree_solved: "the queen on {sq}, placed at step {k}: {s} {s:solution|solutions} below it ({q} {q:queen|queens} placed); lifted at step {l}",
    view_tree_solution: "the queen on {sq}, placed at step {k}: the last queen of a solution; lifted at step {l}",
    view_tree_exercise: "search tree (t hides)",
    view_bidi: "letters reversed or apart? this terminal does not lay out right-to-left text; nqueens-trace export html shows the search in a browser",
    view_title_exercise: "nqueens-trace step · {what} · exercise: you make the search's moves · step {i}",
    view_tree_step_keys: "space next  b back  n/N next/previous solution  g/G first/last  p play  +/- speed  t tree  q quit",
    ex_leave: "leave the exercise before the search is over? {k} {k:move|moves} made so far",
    ex_leave_keys: "y or q leaves  any other key goes on",
    ex_leave_record: "the record keeps them as a partial record, which {grader} grades as far as it goes",
    pex_leave: "Leave the exercise? The search is not over: {k} {k:move|moves} made so far. Download the record first to keep them.",
    pex_resumed: "taken up where you left it: {k} {k:move|moves} made before the page was reloaded",
    tree_legend_reject_touch: "rejected (tap: its step says why)",
    check_exercise_partial: "{what}, as far as it goes; the exercise, left unfinished: {counts}; graded against the {whole} {whole:move|moves} of the whole search",
    verdicts: &verdicts::EN,
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
    view_title: "nqueens-trace step · {what} · 第 {i} 步，共 {total} 步 · {state}",
    view_playing: "播放中，每步 {ms} 毫秒",
    view_paused: "已暂停",
    view_counts: "尝试 {t} · 放置 {a} · 冲突 {r} · 回溯 {b} · 解 {s}",
    view_keys: "空格/→/l 下一步  ←/h/b 上一步  n/N 下一个/上一个解  g/G 首/末  回车/p 播放  +/- 速度  t 树  q 退出",
    view_no_next: "后面没有解了",
    view_no_previous: "前面没有解了",
    view_capped: "最多保留 {k} 步，到此为止：请用 {limit} 或 {first}",
    view_over: "搜索已结束：按 g 回到第一步",
    view_too_small: "窗口为 {w}×{h}：此视图至少需要 {mw}×{mh}",
    view_stack: "调用栈",
    view_tree: "搜索树（t 隐藏，tab 选择节点）",
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
    // The step view (terminal).
    view_marks: [
        "{q} 皇后",
        "[{q}] 刚放置",
        "[?] 尝试",
        "[x] 冲突",
        "({q}) 攻击者",
        "| \\ / 攻击线",
        ": 被攻击",
        ". 空位",
        "[^] 回溯",
        "*{q}* 解",
    ],
    view_grid_marks: [
        "1 题目给定",
        "'1' 已填",
        "[1] 正在尝试",
        "<1> 刚填入",
        "x1x 不能填",
        "(1) 已有这个数",
        ":1: 所在的行、列或宫",
        "-1- 擦去",
        ". 空格",
        "*1* 解",
    ],
    view_grid_depth: "深度 {k}",
    view_grid_keys: "空格/→/l 下一步  ←/h/b 上一步  n/N 下一个/上一个解  g/G 首/末  回车/p 播放  +/- 速度  q 退出",
    view_graph_marks: [
        "'红' 已着色",
        "[红] 正在尝试",
        "<红> 刚着色",
        "x红x 不能涂",
        "(WA) 已是这种颜色的相邻顶点",
        "-红- 擦去",
        ". 未着色",
        "*红* 着色方案",
    ],
    view_graph_window: "顶点 {a}–{b}，共 {n} 个",
    view_sum_marks: [
        "+3 选",
        "~3 不选",
        ".3 未考虑",
        "[+3] 正在尝试",
        "<+3> 刚决定",
        "x+3x 不行",
        "-+3- 撤销",
        "*3* 子集中的数",
    ],
    view_sum_total: "和 {s}，目标 {t}",
    view_tree_marks: [
        "{q} 当前路径",
        "? 正在尝试",
        "✗ 冲突",
        "★ 解（★k：其下有 k 个解）",
        "∅ 死路",
        "· 未尝试",
    ],
    view_folded: "折叠了 {k} 行，按 {key} 展开",
    view_folded_all: "按 {key} 看全部",
    view_key_code: "s 代码",
    view_key_help: "? 图例",
    quiz_row_ask: "第 {r} 行还有空位吗？",
    quiz_row_keys: "f 还有空位  d 没有：死路",
    quiz_row_free: "{sq} 仍是空位",
    quiz_row_none: "第 {r} 行剩下的格子都被攻击，所以搜索回溯",
    quiz_mistakes: "答错 {k} 题：",
    quiz_mistake: "第 {i} 步：{question} 你答「{said}」；{right}",
    quiz_said: ["放置", "冲突", "还有空位", "没有"],
    quiz_said_queen: "{q} 的皇后",
    quiz_said_line: "沿 {line}",
    title: "{n} 皇后问题 {n}×{n}",
    // The pictures (dot and gif).
    tree_root: "开始",
    tree_column: "与 {q} 同列",
    tree_diagonal: "与 {q} 同在主对角线 (\\) 上",
    tree_anti_diagonal: "与 {q} 同在副对角线 (/) 上",
    tree_cut: "下面还有 {k} 次尝试",
    // The exercise (terminal).
    ex_score: "练习：{moves} 步中对 {right} 步 · 错 {wrong} 次 · 提示 {hints} 次 · 代走 {fixed} 步",
    ex_pick: "轮到你：下一步尝试哪个格子，还是该回溯了？",
    ex_pick_keys: "方向键移动  回车尝试该格  b 回溯  h 提示  f 代走",
    ex_queen: "哪个皇后攻击 {sq}？移到它上面",
    ex_queen_keys: "方向键移动  回车选定皇后  Esc 返回",
    ex_other_row: "搜索现在填第 {r} 行：下一步尝试 {sq}",
    ex_tried: "这个格子已经试过了：搜索下一步尝试 {sq}",
    ex_skipped: "搜索按列依次尝试：先试 {sq}",
    ex_row_done: "第 {r} 行的格子都试过了：搜索从 {q} 回溯",
    ex_row_over: "第 {r} 行的格子都试过了：搜索结束",
    ex_untried: "{sq} 还没有试：没有格子可试时才回溯",
    ex_no_queen: "{q} 上没有皇后",
    ex_undone: "这不是标准解的一步：再试一次",
    ex_fixed: "已替你走了标准的一步：{move}",
    ex_hint: "提示：{move}",
    ex_moves: ["尝试 {sq}", "放置", "冲突，{q} 的皇后沿 {line}", "回溯"],
    ex_refused: [
        "先选一个格子：移过去按回车",
        "先说 {sq} 是放置 (a) 还是冲突 (r)",
        "棋盘上没有可以拿起的皇后",
        "搜索已结束：按 q 退出",
    ],
    ex_over: "搜索已结束：按 q 退出",
    ex_mistakes: "走错 {k} 步：",
    ex_mistake: "第 {i} 步：你走了「{said}」，标准是「{model}」：{why}",
    ex_keys: "方向键移动  回车 尝试/选定  a 放置  r 冲突  | \\ / 线  b 回溯  h 提示  f 代走  t 树  q 退出",
    // The slides (md and tex).
    rtl: false,
    slides_rules: "每行一个皇后，列从左到右依次尝试；格子记为{axes}。",
    slides_legend: Legend {
        queen: "皇后",
        tried: "正在尝试的格子",
        refused: "冲突",
        attacker: "攻击它的皇后",
        line: "攻击线",
        lifted: "撤回的皇后",
    },
    slides_step: "第 {i} 步",
    slides_heading: "{step}：{line}",
    // The player's page.
    page_name: "简体中文",
    page_dir: "ltr",
    page_step: "第 {i} 步，共 {total} 步",
    page_tries: "尝试 {k} 次",
    page_accepts: "放置 {k} 次",
    page_rejects: "冲突 {k} 次",
    page_backtracks: "回溯 {k} 次",
    page_solutions: "解 {k} 个",
    page_theme: "主题：{theme}",
    page_theme_tip: "浅色、深色或跟随系统",
    page_theme_light: "浅色",
    page_theme_dark: "深色",
    page_theme_auto: "自动",
    page_quiz: "测验",
    page_language: "语言",
    page_board: "棋盘",
    page_legend_queen: "皇后",
    page_legend_try: "尝试中",
    page_legend_accept: "刚放置",
    page_legend_reject: "冲突",
    page_legend_attacker: "攻击者",
    page_legend_line: "攻击线",
    page_legend_attacked: "被攻击",
    page_legend_free: "空闲",
    page_legend_lifted: "回溯（拿起）",
    page_legend_solution: "解",
    page_accept: "放置",
    page_reject: "冲突",
    page_skip: "跳过",
    page_skip_tip: "不计分，直接显示答案",
    page_yes: "是",
    page_no: "否",
    page_attacked_by: "攻击者：",
    page_along: "沿其",
    page_column: "同列 |",
    page_diagonal: "主对角线 \\",
    page_anti_diagonal: "副对角线 /",
    page_skipped: "已跳过：",
    page_answer_first: "请先回答问题，或跳过",
    page_review: "答错的题及正确答案",
    page_review_item: "第 {i} 步：{why}",
    page_review_none: "没有答错的题",
    page_nqueens_only: "练习仅适用于 N 皇后",
    page_tree: "搜索树",
    page_row: "第 {k} 行",
    page_tree_open: "{sq} 的皇后，第 {i} 步放置",
    page_tree_done: "{sq} 的皇后（第 {i} 步）：其下放置了 {k} 个皇后，{s} 个解；第 {j} 步回溯",
    page_trying: "正在尝试 {sq}",
    page_log: "轨迹",
    page_code: "代码",
    page_first: "第一步（Home）",
    page_prev_sol: "上一个解（N）",
    page_back: "上一步（←）",
    page_play_tip: "播放或暂停（回车或 p）",
    page_fwd: "下一步（空格或 →）",
    page_next_sol: "下一个解（n）",
    page_last: "最后一步（End）",
    page_play: "播放",
    page_pause: "暂停",
    page_slider: "步",
    page_speed: "速度",
    page_per_second: "每秒 {k} 步",
    page_keys: "按键",
    page_key_space: "空格",
    page_key_next: "下一步",
    page_key_back: "上一步",
    page_key_solutions: "下一个/上一个解",
    page_key_play: "播放/暂停",
    page_key_ends: "首/末",
    // The tree on a slide.
    tree_crowded: "在 1280 像素宽的幻灯片上，树的标签只有 {px} 像素高，低于可读的 18 像素：{fix}",
    tree_crowded_depth: "{option} 只画第 0 到 {d} 行，字够大",
    tree_crowded_zoom: "{option} 按原尺寸排版，可放大查看",
    // The search tree and the variables panes (panes).
    tree_label: "目前为止的搜索树",
    tree_empty_board: "空棋盘，放第一个皇后之前",
    tree_row: "第 {r} 行",
    tree_node: "{sq} 上的皇后，第 {k} 步放置：点击跳到该步",
    tree_folded: "{sq} 上的皇后，第 {k} 步放置：其下共放置 {q} 个皇后，无解；第 {l} 步回溯",
    tree_dead: "{sq} 上的皇后，第 {k} 步放置：死路，下一行每个格子都被攻击；第 {l} 步回溯",
    tree_trying: "正在尝试 {sq}",
    tree_zoom_in: "放大",
    tree_zoom_out: "缩小",
    tree_fit: "显示目前整棵树",
    tree_follow: "当前步的路径",
    tree_hint: "滚轮或双指缩放，拖动平移，点击标记跳到该步",
    tree_legend_path: "当前路径",
    tree_legend_queen: "已放置的皇后",
    tree_legend_reject: "冲突（悬停看原因）",
    tree_legend_dead: "死路",
    tree_legend_folded: "其下无解，已折叠（放置的皇后数）",
    tree_legend_solution: "解",
    tree_legend_try: "正在尝试",
    tree_legend_solved: "已完成，其下有解（★ 个数）",
    tree_legend: "图例",
    tree_too_wide: "目前整棵树宽 {k} 个标记，在此处无法看清：改为显示通往当前步的路径",
    vars_title: "变量",
    // The player's exercise.
    pex_switch: "练习",
    pex_switch_tip: "自己动手执行搜索：标准搜索评判每一步",
    pex_whole: "练习需要完整的搜索（从开始到结束）：本页只含其中一部分",
    pex_feedback: "反馈",
    pex_feedback_now: "立即",
    pex_feedback_end: "最后",
    pex_on_wrong: "走错之后",
    pex_undo: "撤销重试",
    pex_fix: "代走",
    pex_restart_tip: "改动后练习从头开始",
    pex_pick: "轮到你：点击下一步尝试的格子，或者回溯",
    pex_queen: "点击攻击 {sq} 的皇后",
    pex_backtrack: "回溯",
    pex_hint: "提示",
    pex_make: "替我走这一步",
    pex_back: "返回",
    pex_download: "下载记录",
    pex_again: "重新开始",
    pex_keys: "按键：方向键和回车 尝试格子 · a 放置 · r 冲突 · | \\ / 线 · b 回溯 · h 提示 · f 代走",
    pex_refused: [
        "先点击一个格子来尝试",
        "先说 {sq} 是放置还是冲突",
        "棋盘上没有可以拿起的皇后",
        "搜索已结束",
    ],
    pex_over: "搜索已结束：结果在下面，可以下载记录",
    pex_result: "你的结果",
    pex_none: "没有走错",
    pex_record: "记录：{k} 行 JSON Lines，一份可交给 verify 和 check 评判的轨迹",
    pex_given: "起始局面给定的皇后",
    // check's verdicts and report.
    check_line: "n={n}：{verdict}",
    check_line_trace: "{source}：{verdict}",
    check_total: "共 {runs} 个，{valid} 个有效",
    check_valid: "有效，是标准搜索{transposed}（{totals}）",
    check_valid_differs: "有效{transposed}（{totals}），但在第 {step} 步与标准搜索不同：这里是 {found}，标准搜索是 {canonical}",
    check_its_end: "轨迹结束",
    check_totals: "{events} 个事件，{solutions} 个解",
    check_transposed: "，按行列互换判定（程序每列放一个皇后，在每列中逐行尝试）",
    check_invalid: "无效{transposed}，在第 {step} 步：{fault}",
    check_first_only: "。搜索在第一个解处停止，但它的 start 声明的是完整搜索（\"limit\":null）：要求的是完整搜索，找到第一个解后应继续搜索；只想找第一个解的搜索应在 start 中说明（\"limit\":1，Python 中为 Tracer(n, limit=1)），并用 {first} 检查",
    check_crashed: "程序在 {events} 个事件后失败（{how}）",
    check_exit_status: "退出状态 {code}",
    check_killed: "被信号终止",
    check_no_trace_in_time: "超时：{secs} 秒内没有写出完整的轨迹",
    check_no_exit_in_time: "超时：程序写完了轨迹，但没有在 {secs} 秒内退出",
    check_cut_in_time: "超时：轨迹在 {events} 个事件后中断，没有 done 行，程序也没有在 {secs} 秒内退出",
    check_stdin: "程序在等待标准输入，而 check 不会输入任何内容：它把 n 作为参数传给程序（最后一个参数，或替换 {placeholder}），所以请从参数读取 n（Python 中为 sys.argv[1]，C 和 C++ 中为 argv[1]），而不是从键盘读取（input()、scanf、cin）",
    check_stdin_instance: "程序在等待标准输入，而 check 不会输入任何内容：它把实例的 JSON 作为参数传给程序（最后一个参数，或替换 {placeholder}），所以请从参数读取实例（Python 中为 json.loads(sys.argv[-1])，C 和 C++ 中为 argv[argc - 1]），而不是从键盘读取（input()、scanf、cin）",
    check_search_reason: "“{found}”给出的理由不是规则给出的：规则是“{rules}”",
    check_search_accepts: "“{found}”接受了一个不合适的值：规则是“{rules}”",
    check_search_rejects: "“{found}”拒绝了一个合适的值：已赋的值都与它不冲突",
    check_search_skipped: "“{found}”出现在“{skipped}”之前，而标准搜索先做后者",
    check_search_ends: "轨迹在这里结束，而标准搜索继续进行“{expected}”",
    check_search_differs: "这里是“{found}”，标准搜索是“{expected}”",
    check_search_after_end: "标准搜索结束后还有“{found}”",
    check_search_asked: "要求程序搜索 {asked}，但它的 start 声明的是 {announced}：轨迹的搜索不是要求的搜索",
    check_reordered: "。这条轨迹是把每个变量的值倒序尝试的标准搜索：请按标准搜索的顺序尝试，这里应先“{model}”",
    check_judged_reordered: "，按每个变量的值倒序判定（与轨迹的尝试顺序相同）",
    check_empty: "空轨迹：程序没有在标准输出上写任何内容，而 check 从标准输出读取轨迹（每行一个 JSON 事件，从 start 事件开始）。如果程序把轨迹写到了别处，请改为写到标准输出：Python 中为 Tracer(n, out=sys.stdout)，C++ 中为 std::cout",
    check_stray: "不是轨迹：{source}:{line} 不是事件，而是程序自己的输出“{said}”：标准输出只能包含轨迹，其他内容请输出到标准错误（Python 中为 print(..., file=sys.stderr)，C++ 中为 std::cerr）",
    check_not_a_trace: "不是轨迹：{error}",
    check_with_said: "{why}：{said}",
    check_program_said: "程序的输出：{said}",
    check_exercise: "{what}；练习：{counts}",
    check_exercise_counts: "{moves} 步中 {right} 步一次做对，错误尝试 {wrong} 次，提示 {hints} 次，代走 {fixed} 步",
    check_exercise_not_a_result: "{what}，但其 done 行的 exercise 字段不是练习结果（应有 finished、moves、right、wrong、hints 和 fixed，与 {record} 写出的一样）",
    check_exercise_mismatch: "{what}，但其练习结果与事件不符：结果为 {counts}，而轨迹中有 {moves} 步",
    check_exercise_failed: "；练习：{counts}",
    check_exercise_unfinished: "；练习未完成：{counts}",
    check_report_title: "nqueens-trace check 报告",
    check_report_heading: "nqueens-trace check：{command}",
    check_report_difference: "与模型的第一处不同：第 {step} 步{turned}",
    check_report_turned: "（轨迹已转置：行列互换）",
    check_report_program_step: "程序的这一步",
    check_report_model_step: "模型的这一步",
    check_report_trace_end: "轨迹结束",
    check_report_caption: "{who}：{what}",
    // The step view's tree.
    view_tree_folded_mark: "▸k 已折叠：其下放置 k 个皇后，无解",
    view_tree_keys: "←/→/h/l 同一层  ↑/k 上一层  ↓/j 沿路径向下  回车 跳到该步  tab/esc 结束选择",
    view_tree_rejected: "{why}（第 {k} 步）",
    view_tree_on_path: "{sq} 上的皇后，第 {k} 步放置：在当前路径上",
    view_tree_solved: "{sq} 上的皇后，第 {k} 步放置：其下有 {s} 个解（共放置 {q} 个皇后）；第 {l} 步回溯",
    view_tree_solution: "{sq} 上的皇后，第 {k} 步放置：一个解的最后一个皇后；第 {l} 步回溯",
    view_tree_exercise: "搜索树（t 隐藏）",
    view_bidi: "字母反向或不相连？此终端不支持从右到左的文字；nqueens-trace export html 可在浏览器中显示这次搜索",
    view_title_exercise: "nqueens-trace step · {what} · 练习：由你走出搜索的每一步 · 第 {i} 步",
    view_tree_step_keys: "空格 下一步  b 上一步  n/N 下一个/上一个解  g/G 首/末  p 播放  +/- 速度  t 树  q 退出",
    ex_leave: "搜索还没结束，要离开练习吗？已走 {k} 步",
    ex_leave_keys: "y 或 q 离开  其他键继续",
    ex_leave_record: "记录会把已走的步保存为部分记录，{grader} 按已走的部分评分",
    pex_leave: "要离开练习吗？搜索还没结束，已走 {k} 步。要保留它们，请先下载记录。",
    pex_resumed: "已从上次离开处继续：重新载入前走了 {k} 步",
    tree_legend_reject_touch: "冲突（轻触跳到该步，看原因）",
    check_exercise_partial: "{what}，到记录结束为止；练习未完成：{counts}；按整个搜索的 {whole} 步评分",
    verdicts: &verdicts::ZH,
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
    view_title: "nqueens-trace step · {what} · 第 {i} 步，共 {total} 步 · {state}",
    view_playing: "播放中，每步 {ms} 毫秒",
    view_paused: "已暫停",
    view_counts: "嘗試 {t} · 可行 {a} · 剪枝 {r} · 回溯 {b} · 解 {s}",
    view_keys: "空白/→/l 下一步  ←/h/b 上一步  n/N 下一個/上一個解  g/G 首/末  Enter/p 播放  +/- 速度  t 樹  q 離開",
    view_no_next: "後面沒有解了",
    view_no_previous: "前面沒有解了",
    view_capped: "最多保留 {k} 步，到此為止：請用 {limit} 或 {first}",
    view_over: "搜尋已結束：按 g 回到第一步",
    view_too_small: "視窗為 {w}×{h}：此畫面至少需要 {mw}×{mh}",
    view_stack: "呼叫堆疊",
    view_tree: "搜尋樹（t 隱藏，tab 選擇節點）",
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
    // The step view (terminal).
    view_marks: [
        "{q} 皇后",
        "[{q}] 剛放下",
        "[?] 嘗試",
        "[x] 剪枝",
        "({q}) 攻擊者",
        "| \\ / 攻擊線",
        ": 受攻擊",
        ". 空格",
        "[^] 回溯",
        "*{q}* 解",
    ],
    view_grid_marks: [
        "1 題目給定",
        "'1' 已填",
        "[1] 正在嘗試",
        "<1> 剛填入",
        "x1x 不能填",
        "(1) 已有這個數",
        ":1: 所在的橫列、直行或宮",
        "-1- 擦去",
        ". 空格",
        "*1* 解",
    ],
    view_grid_depth: "深度 {k}",
    view_grid_keys: "空白/→/l 下一步  ←/h/b 上一步  n/N 下一個/上一個解  g/G 首/末  Enter/p 播放  +/- 速度  q 離開",
    view_graph_marks: [
        "'紅' 已著色",
        "[紅] 正在嘗試",
        "<紅> 剛著色",
        "x紅x 不能塗",
        "(WA) 已是這種顏色的相鄰頂點",
        "-紅- 擦去",
        ". 未著色",
        "*紅* 著色方案",
    ],
    view_graph_window: "頂點 {a}–{b}，共 {n} 個",
    view_sum_marks: [
        "+3 選",
        "~3 不選",
        ".3 未考慮",
        "[+3] 正在嘗試",
        "<+3> 剛決定",
        "x+3x 不行",
        "-+3- 撤銷",
        "*3* 子集合中的數",
    ],
    view_sum_total: "總和 {s}，目標 {t}",
    view_tree_marks: [
        "{q} 目前路徑",
        "? 正在嘗試",
        "✗ 剪枝",
        "★ 解（★k：其下有 k 個解）",
        "∅ 死路",
        "· 未嘗試",
    ],
    view_folded: "摺疊了 {k} 行，按 {key} 展開",
    view_folded_all: "按 {key} 看全部",
    view_key_code: "s 程式碼",
    view_key_help: "? 圖例",
    quiz_row_ask: "第 {r} 橫列還有空格嗎？",
    quiz_row_keys: "f 還有空格  d 沒有：死路",
    quiz_row_free: "{sq} 仍是空格",
    quiz_row_none: "第 {r} 橫列剩下的格子都受攻擊，所以搜尋回溯",
    quiz_mistakes: "答錯 {k} 題：",
    quiz_mistake: "第 {i} 步：{question} 你答「{said}」；{right}",
    quiz_said: ["可行", "剪枝", "還有空格", "沒有"],
    quiz_said_queen: "{q} 的皇后",
    quiz_said_line: "沿 {line}",
    title: "{n} 皇后問題 {n}×{n}",
    // The pictures (dot and gif).
    tree_root: "開始",
    tree_column: "與 {q} 位於同一直行",
    tree_diagonal: "與 {q} 位於同一主對角線 (\\) 上",
    tree_anti_diagonal: "與 {q} 位於同一副對角線 (/) 上",
    tree_cut: "下面還有 {k} 次嘗試",
    // The exercise (terminal).
    ex_score: "練習：{moves} 步中對 {right} 步 · 錯 {wrong} 次 · 提示 {hints} 次 · 代走 {fixed} 步",
    ex_pick: "輪到你：下一步嘗試哪個格子，還是該回溯了？",
    ex_pick_keys: "方向鍵移動  Enter 嘗試該格  b 回溯  h 提示  f 代走",
    ex_queen: "哪個皇后攻擊 {sq}？移到它上面",
    ex_queen_keys: "方向鍵移動  Enter 選定皇后  Esc 返回",
    ex_other_row: "搜尋現在填第 {r} 橫列：下一步嘗試 {sq}",
    ex_tried: "這個格子已經試過了：搜尋下一步嘗試 {sq}",
    ex_skipped: "搜尋按直行依序嘗試：先試 {sq}",
    ex_row_done: "第 {r} 橫列的格子都試過了：搜尋從 {q} 回溯",
    ex_row_over: "第 {r} 橫列的格子都試過了：搜尋結束",
    ex_untried: "{sq} 還沒有試：沒有格子可試時才回溯",
    ex_no_queen: "{q} 上沒有皇后",
    ex_undone: "這不是標準解的一步：再試一次",
    ex_fixed: "已替你走了標準的一步：{move}",
    ex_hint: "提示：{move}",
    ex_moves: ["嘗試 {sq}", "放置", "衝突，{q} 的皇后沿 {line}", "回溯"],
    ex_refused: [
        "先選一個格子：移過去按 Enter",
        "先說 {sq} 是放置 (a) 還是衝突 (r)",
        "棋盤上沒有可以拿起的皇后",
        "搜尋已結束：按 q 離開",
    ],
    ex_over: "搜尋已結束：按 q 離開",
    ex_mistakes: "走錯 {k} 步：",
    ex_mistake: "第 {i} 步：你走了「{said}」，標準是「{model}」：{why}",
    ex_keys: "方向鍵移動  Enter 嘗試/選定  a 放置  r 衝突  | \\ / 線  b 回溯  h 提示  f 代走  t 樹  q 離開",
    // The slides (md and tex).
    rtl: false,
    slides_rules: "每一橫列放一個皇后，各直行由左至右嘗試；格子記為{axes}。",
    slides_legend: Legend {
        queen: "皇后",
        tried: "正在嘗試的格子",
        refused: "剪枝",
        attacker: "攻擊它的皇后",
        line: "攻擊線",
        lifted: "撤回的皇后",
    },
    slides_step: "第 {i} 步",
    slides_heading: "{step}：{line}",
    // The player's page.
    page_name: "繁體中文",
    page_dir: "ltr",
    page_step: "第 {i} 步，共 {total} 步",
    page_tries: "嘗試 {k} 次",
    page_accepts: "可行 {k} 次",
    page_rejects: "剪枝 {k} 次",
    page_backtracks: "回溯 {k} 次",
    page_solutions: "解 {k} 個",
    page_theme: "主題：{theme}",
    page_theme_tip: "淺色、深色或依照系統設定",
    page_theme_light: "淺色",
    page_theme_dark: "深色",
    page_theme_auto: "自動",
    page_quiz: "測驗",
    page_language: "語言",
    page_board: "棋盤",
    page_legend_queen: "皇后",
    page_legend_try: "嘗試中",
    page_legend_accept: "剛放置",
    page_legend_reject: "剪枝",
    page_legend_attacker: "攻擊者",
    page_legend_line: "攻擊線",
    page_legend_attacked: "受攻擊",
    page_legend_free: "可放",
    page_legend_lifted: "回溯（拿起）",
    page_legend_solution: "解",
    page_accept: "可行",
    page_reject: "剪枝",
    page_skip: "略過",
    page_skip_tip: "不計分，直接顯示答案",
    page_yes: "是",
    page_no: "否",
    page_attacked_by: "攻擊者：",
    page_along: "沿其",
    page_column: "同一直行 |",
    page_diagonal: "主對角線 \\",
    page_anti_diagonal: "副對角線 /",
    page_skipped: "已略過：",
    page_answer_first: "請先回答問題，或略過",
    page_review: "答錯的題目與正確答案",
    page_review_item: "第 {i} 步：{why}",
    page_review_none: "沒有答錯的題目",
    page_nqueens_only: "練習僅適用於 N 皇后",
    page_tree: "搜尋樹",
    page_row: "第 {k} 橫列",
    page_tree_open: "{sq} 的皇后，第 {i} 步放置",
    page_tree_done: "{sq} 的皇后（第 {i} 步）：其下放置了 {k} 個皇后，{s} 個解；第 {j} 步回溯",
    page_trying: "正在嘗試 {sq}",
    page_log: "軌跡",
    page_code: "程式碼",
    page_first: "第一步（Home）",
    page_prev_sol: "上一個解（N）",
    page_back: "上一步（←）",
    page_play_tip: "播放或暫停（Enter 或 p）",
    page_fwd: "下一步（空白鍵或 →）",
    page_next_sol: "下一個解（n）",
    page_last: "最後一步（End）",
    page_play: "播放",
    page_pause: "暫停",
    page_slider: "步",
    page_speed: "速度",
    page_per_second: "每秒 {k} 步",
    page_keys: "按鍵",
    page_key_space: "空白鍵",
    page_key_next: "下一步",
    page_key_back: "上一步",
    page_key_solutions: "下一個/上一個解",
    page_key_play: "播放/暫停",
    page_key_ends: "首/末",
    // The tree on a slide.
    tree_crowded: "在 1280 像素寬的投影片上，樹的標籤只有 {px} 像素高，低於可讀的 18 像素：{fix}",
    tree_crowded_depth: "{option} 只畫第 0 到 {d} 列，字夠大",
    tree_crowded_zoom: "{option} 按原尺寸排版，可放大檢視",
    // The search tree and the variables panes (panes).
    tree_label: "目前為止的搜尋樹",
    tree_empty_board: "空棋盤，放第一個皇后之前",
    tree_row: "第 {r} 列",
    tree_node: "{sq} 上的皇后，第 {k} 步放置：點擊跳到該步",
    tree_folded: "{sq} 上的皇后，第 {k} 步放置：其下共放置 {q} 個皇后，無解；第 {l} 步回溯",
    tree_dead: "{sq} 上的皇后，第 {k} 步放置：死路，下一列每個格子都受攻擊；第 {l} 步回溯",
    tree_trying: "正在嘗試 {sq}",
    tree_zoom_in: "放大",
    tree_zoom_out: "縮小",
    tree_fit: "顯示目前整棵樹",
    tree_follow: "目前步驟的路徑",
    tree_hint: "滾輪或雙指縮放，拖曳平移，點擊標記跳到該步",
    tree_legend_path: "目前路徑",
    tree_legend_queen: "已放置的皇后",
    tree_legend_reject: "剪枝（游標停留看原因）",
    tree_legend_dead: "死路",
    tree_legend_folded: "其下無解，已摺疊（放置的皇后數）",
    tree_legend_solution: "解",
    tree_legend_try: "正在嘗試",
    tree_legend_solved: "已完成，其下有解（★ 個數）",
    tree_legend: "圖例",
    tree_too_wide: "目前整棵樹寬 {k} 個標記，在此處無法看清：改為顯示通往目前步驟的路徑",
    vars_title: "變數",
    // The player's exercise.
    pex_switch: "練習",
    pex_switch_tip: "自己動手執行搜尋：標準搜尋評判每一步",
    pex_whole: "練習需要完整的搜尋（從開始到結束）：本頁只含其中一部分",
    pex_feedback: "回饋",
    pex_feedback_now: "立即",
    pex_feedback_end: "最後",
    pex_on_wrong: "走錯之後",
    pex_undo: "撤銷重試",
    pex_fix: "代走",
    pex_restart_tip: "改動後練習從頭開始",
    pex_pick: "輪到你：點擊下一步嘗試的格子，或者回溯",
    pex_queen: "點擊攻擊 {sq} 的皇后",
    pex_backtrack: "回溯",
    pex_hint: "提示",
    pex_make: "替我走這一步",
    pex_back: "返回",
    pex_download: "下載記錄",
    pex_again: "重新開始",
    pex_keys: "按鍵：方向鍵和 Enter 嘗試格子 · a 放置 · r 衝突 · | \\ / 線 · b 回溯 · h 提示 · f 代走",
    pex_refused: [
        "先點擊一個格子來嘗試",
        "先說 {sq} 是放置還是衝突",
        "棋盤上沒有可以拿起的皇后",
        "搜尋已結束",
    ],
    pex_over: "搜尋已結束：結果在下面，可以下載記錄",
    pex_result: "你的結果",
    pex_none: "沒有走錯",
    pex_record: "記錄：{k} 行 JSON Lines，一份可交給 verify 和 check 評判的軌跡",
    pex_given: "起始局面給定的皇后",
    // check's verdicts and report.
    check_line: "n={n}：{verdict}",
    check_line_trace: "{source}：{verdict}",
    check_total: "共 {runs} 個，{valid} 個有效",
    check_valid: "有效，是標準搜尋{transposed}（{totals}）",
    check_valid_differs: "有效{transposed}（{totals}），但在第 {step} 步與標準搜尋不同：這裡是 {found}，標準搜尋是 {canonical}",
    check_its_end: "軌跡結束",
    check_totals: "{events} 個事件，{solutions} 個解",
    check_transposed: "，按橫列與直行互換判定（程式每個直行放一個皇后，在每個直行中逐一嘗試各橫列）",
    check_invalid: "無效{transposed}，在第 {step} 步：{fault}",
    check_first_only: "。搜尋在第一個解處停止，但它的 start 宣告的是完整搜尋（\"limit\":null）：要求的是完整搜尋，找到第一個解後應繼續搜尋；只想找第一個解的搜尋應在 start 中說明（\"limit\":1，Python 中為 Tracer(n, limit=1)），並用 {first} 檢查",
    check_crashed: "程式在 {events} 個事件後失敗（{how}）",
    check_exit_status: "結束狀態 {code}",
    check_killed: "被訊號終止",
    check_no_trace_in_time: "逾時：{secs} 秒內沒有寫出完整的軌跡",
    check_no_exit_in_time: "逾時：程式寫完了軌跡，但沒有在 {secs} 秒內結束",
    check_cut_in_time: "逾時：軌跡在 {events} 個事件後中斷，沒有 done 行，程式也沒有在 {secs} 秒內結束",
    check_stdin: "程式在等待標準輸入，而 check 不會輸入任何內容：它把 n 當作參數傳給程式（最後一個參數，或取代 {placeholder}），所以請從參數讀取 n（Python 中為 sys.argv[1]，C 和 C++ 中為 argv[1]），而不是從鍵盤讀取（input()、scanf、cin）",
    check_stdin_instance: "程式在等待標準輸入，而 check 不會輸入任何內容：它把實例的 JSON 當作參數傳給程式（最後一個參數，或取代 {placeholder}），所以請從參數讀取實例（Python 中為 json.loads(sys.argv[-1])，C 和 C++ 中為 argv[argc - 1]），而不是從鍵盤讀取（input()、scanf、cin）",
    check_search_reason: "「{found}」給出的理由不是規則給出的：規則是「{rules}」",
    check_search_accepts: "「{found}」接受了一個不合適的值：規則是「{rules}」",
    check_search_rejects: "「{found}」拒絕了一個合適的值：已指定的值都與它不衝突",
    check_search_skipped: "「{found}」出現在「{skipped}」之前，而標準搜尋先做後者",
    check_search_ends: "軌跡在這裡結束，而標準搜尋繼續進行「{expected}」",
    check_search_differs: "這裡是「{found}」，標準搜尋是「{expected}」",
    check_search_after_end: "標準搜尋結束後還有「{found}」",
    check_search_asked: "要求程式搜尋 {asked}，但它的 start 宣告的是 {announced}：軌跡的搜尋不是要求的搜尋",
    check_reordered: "。這條軌跡是把每個變數的值倒序嘗試的標準搜尋：請按標準搜尋的順序嘗試，這裡應先「{model}」",
    check_judged_reordered: "，按每個變數的值倒序判定（與軌跡的嘗試順序相同）",
    check_empty: "空軌跡：程式沒有在標準輸出上寫任何內容，而 check 從標準輸出讀取軌跡（一行一個 JSON 事件，從 start 事件開始）。如果程式把軌跡寫到了別處，請改為寫到標準輸出：Python 中為 Tracer(n, out=sys.stdout)，C++ 中為 std::cout",
    check_stray: "不是軌跡：{source}:{line} 不是事件，而是程式自己的輸出「{said}」：標準輸出只能包含軌跡，其他內容請輸出到標準錯誤（Python 中為 print(..., file=sys.stderr)，C++ 中為 std::cerr）",
    check_not_a_trace: "不是軌跡：{error}",
    check_with_said: "{why}：{said}",
    check_program_said: "程式的輸出：{said}",
    check_exercise: "{what}；練習：{counts}",
    check_exercise_counts: "{moves} 步中 {right} 步一次做對，錯誤嘗試 {wrong} 次，提示 {hints} 次，代走 {fixed} 步",
    check_exercise_not_a_result: "{what}，但其 done 行的 exercise 欄位不是練習結果（應有 finished、moves、right、wrong、hints 和 fixed，與 {record} 寫出的一樣）",
    check_exercise_mismatch: "{what}，但其練習結果與事件不符：結果為 {counts}，而軌跡中有 {moves} 步",
    check_exercise_failed: "；練習：{counts}",
    check_exercise_unfinished: "；練習未完成：{counts}",
    check_report_title: "nqueens-trace check 報告",
    check_report_heading: "nqueens-trace check：{command}",
    check_report_difference: "與模型的第一處不同：第 {step} 步{turned}",
    check_report_turned: "（軌跡已轉置：橫列與直行互換）",
    check_report_program_step: "程式的這一步",
    check_report_model_step: "模型的這一步",
    check_report_trace_end: "軌跡結束",
    check_report_caption: "{who}：{what}",
    // The step view's tree.
    view_tree_folded_mark: "▸k 已摺疊：其下放置 k 個皇后，無解",
    view_tree_keys: "←/→/h/l 同一層  ↑/k 上一層  ↓/j 沿路徑向下  Enter 跳到該步  tab/esc 結束選擇",
    view_tree_rejected: "{why}（第 {k} 步）",
    view_tree_on_path: "{sq} 上的皇后，第 {k} 步放置：在目前路徑上",
    view_tree_solved: "{sq} 上的皇后，第 {k} 步放置：其下有 {s} 個解（共放置 {q} 個皇后）；第 {l} 步回溯",
    view_tree_solution: "{sq} 上的皇后，第 {k} 步放置：一個解的最後一個皇后；第 {l} 步回溯",
    view_tree_exercise: "搜尋樹（t 隱藏）",
    view_bidi: "字母反向或不相連？此終端機不支援由右至左的文字；nqueens-trace export html 可在瀏覽器中顯示這次搜尋",
    view_title_exercise: "nqueens-trace step · {what} · 練習：由你走出搜尋的每一步 · 第 {i} 步",
    view_tree_step_keys: "空白 下一步  b 上一步  n/N 下一個/上一個解  g/G 首/末  p 播放  +/- 速度  t 樹  q 離開",
    ex_leave: "搜尋還沒結束，要離開練習嗎？已走 {k} 步",
    ex_leave_keys: "y 或 q 離開  其他鍵繼續",
    ex_leave_record: "記錄會把已走的步保存為部分記錄，{grader} 按已走的部分評分",
    pex_leave: "要離開練習嗎？搜尋還沒結束，已走 {k} 步。要保留它們，請先下載記錄。",
    pex_resumed: "已從上次離開處繼續：重新載入前走了 {k} 步",
    tree_legend_reject_touch: "剪枝（輕觸跳到該步，看原因）",
    check_exercise_partial: "{what}，到記錄結束為止；練習未完成：{counts}；按整個搜尋的 {whole} 步評分",
    verdicts: &verdicts::ZH_HANT,
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
    view_title: "nqueens-trace step · {what} · گام {i} از {total} · {state}",
    view_playing: "در حال پخش، {ms} میلی‌ثانیه در هر گام",
    view_paused: "مکث",
    view_counts: "امتحان {t} · پذیرفته {a} · رد شده {r} · عقب‌گرد {b} · راه‌حل {s}",
    view_keys: "space/→/l\u{200e} بعدی  \u{200e}←/h/b\u{200e} قبلی  \u{200e}n/N\u{200e} راه‌حل بعدی/قبلی  \
                \u{200e}g/G\u{200e} اول/آخر  \u{200e}enter/p\u{200e} پخش  \u{200e}+/-\u{200e} سرعت  \u{200e}t\u{200e} درخت  \u{200e}q\u{200e} خروج",
    view_no_next: "راه‌حل دیگری نیست",
    view_no_previous: "راه‌حل قبلی نیست",
    view_capped: "این نما حداکثر {k} گام نگه می‌دارد و اینجا می‌ایستد: \u{200e}{limit}\u{200e} یا \
                  \u{200e}{first}\u{200e} را امتحان کنید",
    view_over: "جست‌وجو تمام شد: \u{200e}g\u{200e} به گام اول برمی‌گردد",
    view_too_small: "پنجره \u{200e}{w}×{h}\u{200e} است: این نما دست‌کم \u{200e}{mw}×{mh}\u{200e} لازم دارد",
    view_stack: "پشتهٔ فراخوانی",
    view_tree: "درخت جست‌وجو (\u{200e}t\u{200e} پنهان می‌کند، \u{200e}tab\u{200e} انتخاب)",
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
    // The step view (terminal). Each marker, key and square is wrapped in left-to-right
    // marks, as the legend above, so that the bidi algorithm lays it out as typed beside its
    // own words in a paragraph of either direction.
    view_marks: [
        "\u{200e}{q}\u{200e} وزیر",
        "\u{200e}[{q}]\u{200e} تازه گذاشته شد",
        "\u{200e}[?]\u{200e} امتحان",
        "\u{200e}[x]\u{200e} رد",
        "\u{200e}({q})\u{200e} وزیر تهدیدکننده",
        "\u{200e}| \\ /\u{200e} خط تهدید",
        "\u{200e}:\u{200e} زیر تهدید",
        "\u{200e}.\u{200e} آزاد",
        "\u{200e}[^]\u{200e} عقب‌گرد",
        "\u{200e}*{q}*\u{200e} راه‌حل",
    ],
    view_grid_marks: [
        "\u{200e}1\u{200e} رقم داده‌شده",
        "\u{200e}'1'\u{200e} نوشته‌شده",
        "\u{200e}[1]\u{200e} امتحان",
        "\u{200e}<1>\u{200e} تازه نوشته شد",
        "\u{200e}x1x\u{200e} رد",
        "\u{200e}(1)\u{200e} همین رقم را دارد",
        "\u{200e}:1:\u{200e} سطر، ستون یا مربع آن",
        "\u{200e}-1-\u{200e} پاک شد",
        "\u{200e}.\u{200e} خالی",
        "\u{200e}*1*\u{200e} راه‌حل",
    ],
    view_grid_depth: "عمق {k}",
    view_grid_keys: "space/→/l\u{200e} بعدی  \u{200e}←/h/b\u{200e} قبلی  \u{200e}n/N\u{200e} راه‌حل بعدی/قبلی  \
                \u{200e}g/G\u{200e} اول/آخر  \u{200e}enter/p\u{200e} پخش  \u{200e}+/-\u{200e} سرعت  \u{200e}q\u{200e} خروج",
    view_graph_marks: [
        "\u{200e}'قرمز'\u{200e} رنگ‌شده",
        "\u{200e}[قرمز]\u{200e} امتحان",
        "\u{200e}<قرمز>\u{200e} تازه رنگ شد",
        "\u{200e}xقرمزx\u{200e} رد",
        "\u{200e}(WA)\u{200e} همسایه‌ای که همین رنگ را دارد",
        "\u{200e}-قرمز-\u{200e} پاک شد",
        "\u{200e}.\u{200e} هنوز بی‌رنگ",
        "\u{200e}*قرمز*\u{200e} رنگ‌آمیزی",
    ],
    view_graph_window: "رأس‌های {a} تا {b} از {n}",
    view_sum_marks: [
        "\u{200e}+3\u{200e} برداشته",
        "\u{200e}~3\u{200e} کنار گذاشته",
        "\u{200e}.3\u{200e} هنوز تصمیم گرفته نشده",
        "\u{200e}[+3]\u{200e} امتحان",
        "\u{200e}<+3>\u{200e} تازه تصمیم گرفته شد",
        "\u{200e}x+3x\u{200e} رد",
        "\u{200e}-+3-\u{200e} لغو شد",
        "\u{200e}*3*\u{200e} در زیرمجموعه",
    ],
    view_sum_total: "مجموع {s} از {t}",
    view_tree_marks: [
        "\u{200e}{q}\u{200e} روی مسیر",
        "\u{200e}?\u{200e} در حال امتحان",
        "\u{200e}✗\u{200e} رد",
        "\u{200e}★\u{200e} راه‌حل (\u{200e}★k\u{200e}: \u{200e}k\u{200e} راه‌حل زیر آن)",
        "\u{200e}∅\u{200e} بن‌بست",
        "\u{200e}·\u{200e} امتحان‌نشده",
    ],
    view_folded: "{k} خط جمع شد، \u{200e}{key}\u{200e} نشان می‌دهد",
    view_folded_all: "\u{200e}{key}\u{200e} همه را نشان می‌دهد",
    view_key_code: "\u{200e}s\u{200e} کد",
    view_key_help: "\u{200e}?\u{200e} راهنما",
    quiz_row_ask: "آیا در سطر {r} خانهٔ آزادی مانده است؟",
    quiz_row_keys: "\u{200e}f\u{200e} بله، خانهٔ آزاد هست  \u{200e}d\u{200e} نه: بن‌بست",
    quiz_row_free: "\u{200e}{sq}\u{200e} هنوز آزاد است",
    quiz_row_none: "همهٔ خانه‌های باقی‌ماندهٔ سطر {r} زیر تهدیدند، پس جست‌وجو عقب‌گرد می‌کند",
    quiz_mistakes: "{k} پاسخ نادرست:",
    quiz_mistake: "گام {i}: {question} پاسخ شما «{said}»؛ {right}",
    quiz_said: ["پذیرفته", "رد", "خانهٔ آزاد هست", "نیست"],
    quiz_said_queen: "وزیر \u{200e}{q}\u{200e}",
    quiz_said_line: "در امتداد \u{200e}{line}\u{200e}",
    title: "مسئله {n} وزیر {n}×{n}",
    // The pictures (dot and gif).
    tree_root: "شروع",
    tree_column: "هم‌ستون با \u{200e}{q}\u{200e}",
    tree_diagonal: "هم‌قطر (\\) با \u{200e}{q}\u{200e}",
    tree_anti_diagonal: "هم‌قطر (/) با \u{200e}{q}\u{200e}",
    tree_cut: "\u{200e}{k}\u{200e} امتحان دیگر در پایین",
    // The exercise (terminal). Keys and squares in left-to-right marks, as in the step view.
    ex_score: "تمرین: {right} از {moves} حرکت درست · {wrong} نادرست · {hints} راهنمایی · {fixed} اصلاح",
    ex_pick: "نوبت شما: کدام خانه امتحان شود، یا وقت عقب‌گرد است؟",
    ex_pick_keys: "جهت‌نماها حرکت  \u{200e}Enter\u{200e} امتحان خانه  \u{200e}b\u{200e} عقب‌گرد  \u{200e}h\u{200e} راهنمایی  \u{200e}f\u{200e} اصلاح",
    ex_queen: "کدام وزیر \u{200e}{sq}\u{200e} را تهدید می‌کند؟ به آن بروید",
    ex_queen_keys: "جهت‌نماها حرکت  \u{200e}Enter\u{200e} انتخاب وزیر  \u{200e}Esc\u{200e} بازگشت",
    ex_other_row: "جست‌وجو اکنون سطر {r} را پر می‌کند: خانهٔ بعدی \u{200e}{sq}\u{200e} است",
    ex_tried: "این خانه پیش‌تر امتحان شده است: خانهٔ بعدی \u{200e}{sq}\u{200e} است",
    ex_skipped: "جست‌وجو ستون‌ها را به ترتیب امتحان می‌کند: اول \u{200e}{sq}\u{200e}",
    ex_row_done: "همهٔ خانه‌های سطر {r} امتحان شده‌اند: جست‌وجو از \u{200e}{q}\u{200e} عقب‌گرد می‌کند",
    ex_row_over: "همهٔ خانه‌های سطر {r} امتحان شده‌اند: جست‌وجو تمام است",
    ex_untried: "\u{200e}{sq}\u{200e} هنوز امتحان نشده است: فقط وقتی خانه‌ای نماند عقب‌گرد کنید",
    ex_no_queen: "روی \u{200e}{q}\u{200e} وزیری نیست",
    ex_undone: "این حرکتِ الگو نیست: دوباره امتحان کنید",
    ex_fixed: "حرکتِ الگو انجام شد: {move}",
    ex_hint: "راهنمایی: {move}",
    ex_moves: ["امتحان \u{200e}{sq}\u{200e}", "پذیرش", "رد، وزیر \u{200e}{q}\u{200e} در امتداد \u{200e}{line}\u{200e}", "عقب‌گرد"],
    ex_refused: [
        "اول یک خانه انتخاب کنید: به آن بروید و \u{200e}Enter\u{200e} بزنید",
        "اول بگویید \u{200e}{sq}\u{200e} پذیرفته (\u{200e}a\u{200e}) یا رد (\u{200e}r\u{200e}) می‌شود",
        "وزیری روی صفحه نیست که برداشته شود",
        "جست‌وجو تمام است: \u{200e}q\u{200e} خروج",
    ],
    ex_over: "جست‌وجو تمام است: \u{200e}q\u{200e} خروج",
    ex_mistakes: "{k} حرکت نادرست:",
    ex_mistake: "گام {i}: حرکت شما «{said}»، الگو «{model}»: {why}",
    ex_keys: "جهت‌نماها حرکت  \u{200e}Enter\u{200e} امتحان/انتخاب  \u{200e}a\u{200e} پذیرش  \u{200e}r\u{200e} رد  \u{200e}| \\ /\u{200e} خط  \u{200e}b\u{200e} عقب‌گرد  \u{200e}h\u{200e} راهنمایی  \u{200e}f\u{200e} اصلاح  \u{200e}t\u{200e} درخت  \u{200e}q\u{200e} خروج",
    // The slides (md and tex).
    rtl: true,
    slides_rules: "در هر سطر یک وزیر، ستون‌ها از چپ به راست؛ خانه‌ها به صورت {axes}",
    slides_legend: Legend {
        queen: "وزیر",
        tried: "خانه‌ای که امتحان می‌شود",
        refused: "رد شده",
        attacker: "وزیری که آن را تهدید می‌کند",
        line: "خط تهدید",
        lifted: "وزیر برداشته‌شده",
    },
    slides_step: "گام {i}",
    slides_heading: "{step}: {line}",
    // The player's page.
    page_name: "فارسی",
    page_dir: "rtl",
    page_step: "گام {i} از {total}",
    page_tries: "{k} امتحان",
    page_accepts: "{k} پذیرفته",
    page_rejects: "{k} رد شده",
    page_backtracks: "{k} عقب‌گرد",
    page_solutions: "{k} راه‌حل",
    page_theme: "پوسته: {theme}",
    page_theme_tip: "روشن، تیره یا مطابق تنظیم بیننده",
    page_theme_light: "روشن",
    page_theme_dark: "تیره",
    page_theme_auto: "خودکار",
    page_quiz: "آزمون",
    page_language: "زبان",
    page_board: "صفحهٔ شطرنج",
    page_legend_queen: "وزیر",
    page_legend_try: "در حال امتحان",
    page_legend_accept: "تازه گذاشته شد",
    page_legend_reject: "رد شده",
    page_legend_attacker: "وزیر تهدیدکننده",
    page_legend_line: "خط تهدید",
    page_legend_attacked: "زیر تهدید",
    page_legend_free: "آزاد",
    page_legend_lifted: "برداشته شد (عقب‌گرد)",
    page_legend_solution: "راه‌حل",
    page_accept: "پذیرفته",
    page_reject: "رد",
    page_skip: "بگذر",
    page_skip_tip: "نمایش پاسخ بدون امتیاز",
    page_yes: "بله",
    page_no: "نه",
    page_attacked_by: "تهدید از طرف",
    page_along: "در امتداد",
    page_column: "ستون |",
    page_diagonal: "قطر \\",
    page_anti_diagonal: "قطر دیگر /",
    page_skipped: "بدون پاسخ: ",
    page_answer_first: "اول به پرسش پاسخ دهید یا از آن بگذرید",
    page_review: "پاسخ‌های نادرست، همراه با پاسخ درست",
    page_review_item: "گام {i}: {why}",
    page_review_none: "هیچ پاسخ نادرستی نیست",
    page_nqueens_only: "تمرین فقط برای مسئلهٔ n وزیر است",
    page_tree: "درخت جست‌وجو",
    page_row: "سطر {k}",
    page_tree_open: "وزیر {sq}، گذاشته‌شده در گام {i}",
    page_tree_done: "وزیر {sq} (گام {i}): {k} وزیر زیر آن گذاشته شد، {s} راه‌حل؛ در گام {j} برداشته شد",
    page_trying: "امتحان {sq}",
    page_log: "ردگیری",
    page_code: "کد",
    page_first: "گام اول (Home)",
    page_prev_sol: "راه‌حل قبلی (N)",
    page_back: "گام قبل (←)",
    page_play_tip: "پخش یا مکث (Enter یا p)",
    page_fwd: "گام بعد (فاصله یا →)",
    page_next_sol: "راه‌حل بعدی (n)",
    page_last: "گام آخر (End)",
    page_play: "پخش",
    page_pause: "مکث",
    page_slider: "گام",
    page_speed: "سرعت",
    page_per_second: "{k} گام در ثانیه",
    page_keys: "کلیدها",
    page_key_space: "فاصله",
    page_key_next: "بعدی",
    page_key_back: "قبلی",
    page_key_solutions: "راه‌حل بعدی / قبلی",
    page_key_play: "پخش / مکث",
    page_key_ends: "اول / آخر",
    // The tree on a slide.
    tree_crowded: "برچسب‌های درخت در اسلایدی به پهنای \u{200e}1280\u{200e} پیکسل فقط \u{200e}{px}\u{200e} پیکسل بلندند، کمتر از \u{200e}18\u{200e} پیکسلِ خوانا: {fix}",
    tree_crowded_depth: "\u{200e}{option}\u{200e} فقط سطرهای \u{200e}0\u{200e} تا \u{200e}{d}\u{200e} را به اندازهٔ کافی بزرگ می‌کشد",
    tree_crowded_zoom: "\u{200e}{option}\u{200e} آن را در اندازهٔ کامل می‌چیند تا بزرگ‌نمایی شود",
    // The search tree and the variables panes (panes).
    tree_label: "درخت جست‌وجو تا این گام",
    tree_empty_board: "صفحهٔ خالی، پیش از نخستین وزیر",
    tree_row: "سطر {r}",
    tree_node: "وزیر روی {sq}، گذاشته‌شده در گام {k}: برای رفتن به آن گام کلیک کنید",
    tree_folded: "وزیر روی {sq}، گذاشته‌شده در گام {k}: {q} وزیر زیر آن گذاشته شد، بی‌راه‌حل؛ برداشته‌شده در گام {l}",
    tree_dead: "وزیر روی {sq}، گذاشته‌شده در گام {k}: بن‌بست، همهٔ خانه‌های سطر پایین تهدید می‌شوند؛ برداشته‌شده در گام {l}",
    tree_trying: "در حال امتحان {sq}",
    tree_zoom_in: "بزرگ‌نمایی",
    tree_zoom_out: "کوچک‌نمایی",
    tree_fit: "همهٔ درخت تا این گام",
    tree_follow: "مسیر تا گام فعلی",
    tree_hint: "با چرخ موس یا دو انگشت بزرگ‌نمایی کنید، با کشیدن جابه‌جا کنید، با کلیک روی نشانه به گام آن بروید",
    tree_legend_path: "مسیر فعلی",
    tree_legend_queen: "وزیر گذاشته‌شده",
    tree_legend_reject: "ردشده (برای دلیل، نشانگر را نگه دارید)",
    tree_legend_dead: "بن‌بست",
    tree_legend_folded: "بی‌راه‌حل در زیر، جمع‌شده (شمار وزیرها)",
    tree_legend_solution: "راه‌حل",
    tree_legend_try: "در حال امتحان",
    tree_legend_solved: "پایان‌یافته، با راه‌حل در زیر (★ شمار آن‌ها)",
    tree_legend: "راهنما",
    tree_too_wide: "همهٔ درخت تا این گام {k} نشانه پهنا دارد و اینجا خوانا نیست: مسیر تا گام فعلی نشان داده می‌شود",
    vars_title: "متغیرها",
    // The player's exercise.
    pex_switch: "تمرین",
    pex_switch_tip: "جست‌وجو را خودتان انجام دهید: جست‌وجوی الگو هر حرکت را داوری می‌کند",
    pex_whole: "تمرین به کل جست‌وجو، از آغاز تا پایان، نیاز دارد: این صفحه فقط بخشی از آن را دارد",
    pex_feedback: "بازخورد",
    pex_feedback_now: "بی‌درنگ",
    pex_feedback_end: "در پایان",
    pex_on_wrong: "پس از حرکت نادرست",
    pex_undo: "بازگردانی",
    pex_fix: "اصلاح",
    pex_restart_tip: "تغییر آن تمرین را از نو آغاز می‌کند",
    pex_pick: "نوبت شما: روی خانه‌ای که بعد امتحان می‌شود بزنید، یا عقب‌گرد کنید",
    pex_queen: "روی وزیری که \u{200e}{sq}\u{200e} را تهدید می‌کند بزنید",
    pex_backtrack: "عقب‌گرد",
    pex_hint: "راهنمایی",
    pex_make: "حرکت را برایم انجام بده",
    pex_back: "بازگشت",
    pex_download: "بارگیری سابقه",
    pex_again: "از نو",
    pex_keys: "کلیدها: جهت‌نماها و \u{200e}Enter\u{200e} امتحان خانه · \u{200e}a\u{200e} پذیرش · \u{200e}r\u{200e} رد · \u{200e}| \\ /\u{200e} خط · \u{200e}b\u{200e} عقب‌گرد · \u{200e}h\u{200e} راهنمایی · \u{200e}f\u{200e} حرکتِ الگو",
    pex_refused: [
        "اول روی خانه‌ای بزنید تا امتحان شود",
        "اول بگویید \u{200e}{sq}\u{200e} پذیرفته یا رد می‌شود",
        "وزیری روی صفحه نیست که برداشته شود",
        "جست‌وجو تمام است",
    ],
    pex_over: "جست‌وجو تمام است: نتیجهٔ شما در زیر است و سابقه را می‌توانید بارگیری کنید",
    pex_result: "نتیجهٔ شما",
    pex_none: "هیچ حرکت نادرستی نبود",
    pex_record: "سابقه: {k} خط \u{200e}JSON Lines\u{200e}، ردگیری‌ای برای داوریِ \u{200e}verify\u{200e} و \u{200e}check\u{200e}",
    pex_given: "وزیرِ آغازِ داده‌شده",
    // check's verdicts and report.
    check_line: "\u{2068}n={n}\u{2069}: {verdict}",
    check_line_trace: "{source}: {verdict}",
    check_total: "{valid} از {runs} معتبر",
    check_valid: "معتبر، همان جست‌وجوی استاندارد{transposed} ({totals})",
    check_valid_differs: "معتبر{transposed} ({totals})، اما در گام {step} با جست‌وجوی استاندارد فرق دارد: {found} به جای {canonical}",
    check_its_end: "پایان آن",
    check_totals: "{events} رویداد، {solutions} راه‌حل",
    check_transposed: "، با جابه‌جایی سطرها و ستون‌ها سنجیده شد (برنامه در هر ستون یک وزیر می‌گذارد و در هر ستون سطرها را به ترتیب امتحان می‌کند)",
    check_invalid: "نامعتبر{transposed}، در گام {step}: {fault}",
    check_first_only: ". جست‌وجو در نخستین راه‌حل متوقف شد، اما \u{2068}start\u{2069} آن جست‌وجوی کامل را اعلام می‌کند (\u{2068}\"limit\":null\u{2069}): جست‌وجوی کامل خواسته شده است، پس پس از نخستین راه‌حل ادامه دهید؛ جست‌وجویی که باید همان‌جا بایستد این را در \u{2068}start\u{2069} خود می‌گوید (\u{2068}\"limit\":1\u{2069}، در پایتون \u{2068}Tracer(n, limit=1)\u{2069}) و با {first} بررسی می‌شود",
    check_crashed: "برنامه پس از {events} رویداد شکست خورد ({how})",
    check_exit_status: "وضعیت خروج {code}",
    check_killed: "با یک سیگنال متوقف شد",
    check_no_trace_in_time: "زمان تمام شد: پس از {secs} ثانیه ردگیری کاملی نرسید",
    check_no_exit_in_time: "زمان تمام شد: برنامه ردگیری‌اش را نوشت اما در {secs} ثانیه خارج نشد",
    check_cut_in_time: "زمان تمام شد: ردگیری پس از {events} رویداد، بدون خط done، قطع شد و برنامه در {secs} ثانیه خارج نشد",
    check_stdin: "برنامه منتظر ورودی استاندارد است و \u{2068}check\u{2069} چیزی تایپ نمی‌کند: n را به صورت آرگومان می‌دهد (آخرین آرگومان، یا به جای {placeholder})، پس n را از آرگومان‌ها بخوانید (\u{2068}sys.argv[1]\u{2069} در پایتون، \u{2068}argv[1]\u{2069} در \u{2068}C\u{2069} و \u{2068}C++\u{2069})، نه از صفحه‌کلید (\u{2068}input(), scanf, cin\u{2069})",
    check_stdin_instance: "برنامه منتظر ورودی استاندارد است و \u{2068}check\u{2069} چیزی تایپ نمی‌کند: نمونه را با \u{2068}JSON\u{2069} آن به صورت آرگومان می‌دهد (آخرین آرگومان، یا به جای {placeholder})، پس نمونه را از آرگومان‌ها بخوانید (\u{2068}json.loads(sys.argv[-1])\u{2069} در پایتون، \u{2068}argv[argc - 1]\u{2069} در \u{2068}C\u{2069} و \u{2068}C++\u{2069})، نه از صفحه‌کلید (\u{2068}input(), scanf, cin\u{2069})",
    check_search_reason: "«{found}» دلیلی می‌آورد که قاعده‌ها نمی‌دهند: قاعده‌ها می‌گویند «{rules}»",
    check_search_accepts: "«{found}» مقداری را می‌پذیرد که جور نیست: قاعده‌ها می‌گویند «{rules}»",
    check_search_rejects: "«{found}» مقداری را رد می‌کند که جور است: هیچ مقدار گذاشته‌شده‌ای با آن برخورد ندارد",
    check_search_skipped: "«{found}» پیش از «{skipped}» می‌آید، که جست‌وجوی استاندارد اول انجام می‌دهد",
    check_search_ends: "ردگیری جایی تمام می‌شود که جست‌وجوی استاندارد با «{expected}» ادامه می‌دهد",
    check_search_differs: "«{found}» جایی که جست‌وجوی استاندارد «{expected}» دارد",
    check_search_after_end: "«{found}» پس از پایان جست‌وجوی استاندارد",
    check_search_asked: "از برنامه {asked} خواسته شد، اما \u{2068}start\u{2069} آن {announced} را اعلام می‌کند: جست‌وجوی ردگیری همان جست‌وجوی خواسته‌شده نیست",
    check_reordered: ". ردگیری همان جست‌وجوی استاندارد است با مقدارهای هر متغیر به ترتیب وارونه: آن‌ها را به ترتیب جست‌وجوی استاندارد امتحان کنید، این‌جا اول «{model}»",
    check_judged_reordered: "، با مقدارهای هر متغیر به ترتیب وارونه سنجیده شد، همان‌طور که ردگیری امتحان می‌کند",
    check_empty: "ردگیری خالی: برنامه چیزی در خروجی استاندارد ننوشت، جایی که \u{2068}check\u{2069} ردگیری را از آن می‌خواند (در هر سطر یک رویداد \u{2068}JSON\u{2069}، از یک رویداد \u{2068}start\u{2069}). اگر ردگیری را جای دیگری می‌نویسد، آن را در خروجی استاندارد بنویسید: \u{2068}Tracer(n, out=sys.stdout)\u{2069} در پایتون، \u{2068}std::cout\u{2069} در \u{2068}C++\u{2069}",
    check_stray: "ردگیری نیست: \u{2068}{source}:{line}\u{2069} رویداد نیست بلکه خروجی خود برنامه است، «{said}»: خروجی استاندارد باید فقط ردگیری را داشته باشد، پس هر چیز دیگری را در خطای استاندارد چاپ کنید (\u{2068}print(..., file=sys.stderr)\u{2069} در پایتون، \u{2068}std::cerr\u{2069} در \u{2068}C++\u{2069})",
    check_not_a_trace: "ردگیری نیست: {error}",
    check_with_said: "{why}: {said}",
    check_program_said: "برنامه گفت: {said}",
    check_exercise: "{what}؛ تمرین: {counts}",
    check_exercise_counts: "{right} از {moves} حرکت در نخستین تلاش درست، {wrong} تلاش نادرست، {hints} راهنمایی، {fixed} حرکت اصلاح‌شده",
    check_exercise_not_a_result: "{what}، اما فیلد \u{2068}exercise\u{2069} در سطر \u{2068}done\u{2069} آن نتیجهٔ تمرین نیست (\u{2068}finished, moves, right, wrong, hints, fixed\u{2069}، آن‌طور که {record} می‌نویسد)",
    check_exercise_mismatch: "{what}، اما نتیجهٔ تمرین آن با رویدادهایش جور نیست: {counts} می‌شمارد و ردگیری {moves} حرکت دارد",
    check_exercise_failed: "؛ تمرین: {counts}",
    check_exercise_unfinished: "؛ تمرین، ناتمام: {counts}",
    check_report_title: "گزارش \u{2068}nqueens-trace check\u{2069}",
    check_report_heading: "گزارش \u{2068}nqueens-trace check\u{2069}: {command}",
    check_report_difference: "نخستین تفاوت با الگو، در گام {step}{turned}",
    check_report_turned: " (ردگیری چرخانده شد: سطرها و ستون‌ها جابه‌جا)",
    check_report_program_step: "گام برنامه",
    check_report_model_step: "گام الگو",
    check_report_trace_end: "پایان ردگیری",
    check_report_caption: "{who}: {what}",
    // The step view's tree. Markers and keys in left-to-right marks, as in the step view.
    view_tree_folded_mark: "\u{200e}▸k\u{200e} جمع‌شده: \u{200e}k\u{200e} وزیر زیر آن، بی‌راه‌حل",
    view_tree_keys: "\u{200e}←/→/h/l\u{200e} کنار  \u{200e}↑/k\u{200e} بالا  \u{200e}↓/j\u{200e} پایین در مسیر  \u{200e}enter\u{200e} رفتن به گامش  \u{200e}tab/esc\u{200e} پایان",
    view_tree_rejected: "{why} (گام {k})",
    view_tree_on_path: "وزیر روی {sq}، گذاشته‌شده در گام {k}: روی مسیر فعلی",
    view_tree_solved: "وزیر روی {sq}، گذاشته‌شده در گام {k}: {s} راه‌حل زیر آن ({q} وزیر گذاشته شد)؛ برداشته‌شده در گام {l}",
    view_tree_solution: "وزیر روی {sq}، گذاشته‌شده در گام {k}: آخرین وزیر یک راه‌حل؛ برداشته‌شده در گام {l}",
    view_tree_exercise: "درخت جست‌وجو (\u{200e}t\u{200e} پنهان می‌کند)",
    view_bidi: "حروف وارونه یا جدا از هم‌اند؟ این پایانه متن راست‌به‌چپ را درست نمی‌چیند؛ \u{200e}nqueens-trace export html\u{200e} جست‌وجو را در مرورگر نشان می‌دهد",
    view_title_exercise: "nqueens-trace step · {what} · تمرین: حرکت‌های جست‌وجو با شماست · گام {i}",
    view_tree_step_keys: "\u{200e}space\u{200e} بعدی  \u{200e}b\u{200e} قبلی  \u{200e}n/N\u{200e} راه‌حل بعدی/قبلی  \u{200e}g/G\u{200e} اول/آخر  \u{200e}p\u{200e} پخش  \u{200e}+/-\u{200e} سرعت  \u{200e}t\u{200e} درخت  \u{200e}q\u{200e} خروج",
    ex_leave: "پیش از پایان جست‌وجو از تمرین بیرون می‌روید؟ تا اینجا {k} حرکت",
    ex_leave_keys: "\u{200e}y\u{200e} یا \u{200e}q\u{200e} خروج  هر کلید دیگر ادامه",
    ex_leave_record: "سابقه آن‌ها را به‌صورت سابقهٔ ناقص نگه می‌دارد و \u{200e}{grader}\u{200e} تا همان‌جا نمره می‌دهد",
    pex_leave: "از تمرین بیرون می‌روید؟ جست‌وجو تمام نشده است: تا اینجا {k} حرکت. برای نگه‌داشتن آن‌ها، اول سابقه را بارگیری کنید.",
    pex_resumed: "از همان‌جا که رها کردید ادامه یافت: {k} حرکت پیش از بارگذاری دوبارهٔ صفحه",
    tree_legend_reject_touch: "ردشده (لمس: گامش دلیل را می‌گوید)",
    check_exercise_partial: "{what}، تا جایی که پیش رفته؛ تمرین، ناتمام: {counts}؛ نمره از {whole} حرکتِ کل جست‌وجو",
    verdicts: &verdicts::FA,
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
    view_title: "nqueens-trace step · {what} · adım {i} / {total} · {state}",
    view_playing: "oynatılıyor, adım başına {ms} ms",
    view_paused: "duraklatıldı",
    view_counts: "deneme {t} · kabul {a} · ret {r} · geri alma {b} · çözüm {s}",
    view_keys: "boşluk/→/l ileri  ←/h/b geri  n/N sonraki/önceki çözüm  g/G ilk/son  enter/p oynat  +/- hız  t ağaç  q çık",
    view_no_next: "başka çözüm yok",
    view_no_previous: "önceki çözüm yok",
    view_capped: "görünüm en fazla {k} adım tutar ve burada durur: {limit} ya da {first} deneyin",
    view_over: "arama bitti: g ilk adıma döner",
    view_too_small: "pencere {w}×{h}: bu görünüm en az {mw}×{mh} ister",
    view_stack: "çağrı yığını",
    view_tree: "arama ağacı (t gizler, tab seçer)",
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
    // The step view (terminal).
    view_marks: [
        "{q} vezir",
        "[{q}] yeni yerleştirilen",
        "[?] denenen",
        "[x] reddedilen",
        "({q}) tehdit eden",
        "| \\ / tehdit hattı",
        ": tehdit altında",
        ". boş",
        "[^] geri alınan",
        "*{q}* çözüm",
    ],
    view_grid_marks: [
        "1 verilen",
        "'1' yazılan",
        "[1] deneniyor",
        "<1> yeni yazıldı",
        "x1x reddedildi",
        "(1) rakam zaten burada",
        ":1: satırı, sütunu ya da kutusu",
        "-1- silindi",
        ". boş",
        "*1* çözüm",
    ],
    view_grid_depth: "derinlik {k}",
    view_grid_keys: "boşluk/→/l ileri  ←/h/b geri  n/N sonraki/önceki çözüm  g/G ilk/son  enter/p oynat  +/- hız  q çık",
    view_graph_marks: [
        "'kırmızı' boyalı",
        "[kırmızı] deneniyor",
        "<kırmızı> yeni boyandı",
        "xkırmızıx reddedildi",
        "(WA) bu renkteki komşu",
        "-kırmızı- silindi",
        ". henüz renksiz",
        "*kırmızı* boyama",
    ],
    view_graph_window: "köşeler {a}–{b} / {n}",
    view_sum_marks: [
        "+3 alındı",
        "~3 bırakıldı",
        ".3 henüz karar yok",
        "[+3] deneniyor",
        "<+3> yeni karar",
        "x+3x reddedildi",
        "-+3- geri alındı",
        "*3* alt kümede",
    ],
    view_sum_total: "toplam {s} / hedef {t}",
    view_tree_marks: [
        "{q} yol üzerinde",
        "? deneniyor",
        "✗ reddedildi",
        "★ çözüm (★k: altında k çözüm)",
        "∅ çıkmaz",
        "· denenmedi",
    ],
    view_folded: "{k} satır katlandı, {key} gösterir",
    view_folded_all: "{key} hepsini gösterir",
    view_key_code: "s kod",
    view_key_help: "? açıklama",
    quiz_row_ask: "{r}. satırda boş kare kaldı mı?",
    quiz_row_keys: "f boş kare var  d yok: çıkmaz",
    quiz_row_free: "{sq} hâlâ boş",
    quiz_row_none: "{r}. satırda kalan her kare tehdit altında, bu yüzden arama geri döner",
    quiz_mistakes: "{k} yanlış cevap:",
    quiz_mistake: "adım {i}: {question} cevabınız: {said}; {right}",
    quiz_said: ["kabul", "ret", "boş kare var", "yok"],
    quiz_said_queen: "{q} konumundaki vezir",
    quiz_said_line: "{line} boyunca",
    title: "{n} vezir problemi {n}×{n}",
    // The pictures (dot and gif).
    tree_root: "başlangıç",
    tree_column: "{q} ile aynı sütunda",
    tree_diagonal: "{q} ile aynı çaprazda (\\ yönü)",
    tree_anti_diagonal: "{q} ile aynı çaprazda (/ yönü)",
    tree_cut: "altında {k} deneme daha",
    // The exercise (terminal).
    ex_score: "alıştırma: {moves} hamlenin {right} tanesi doğru · {wrong} yanlış · {hints} ipucu · {fixed} düzeltme",
    ex_pick: "sıra sizde: sıradaki kare hangisi, yoksa geri dönme zamanı mı?",
    ex_pick_keys: "oklar hareket  Enter kareyi dener  b geri dön  h ipucu  f düzelt",
    ex_queen: "{sq} karesini hangi vezir tehdit ediyor? ona gidin",
    ex_queen_keys: "oklar hareket  Enter veziri seçer  Esc geri",
    ex_other_row: "arama şimdi {r}. satırı dolduruyor: sıradaki {sq}",
    ex_tried: "bu kare zaten denendi: sıradaki {sq}",
    ex_skipped: "arama sütunları sırayla dener: önce {sq}",
    ex_row_done: "{r}. satırın her karesi denendi: arama {q} konumundan geri döner",
    ex_row_over: "{r}. satırın her karesi denendi: arama bitti",
    ex_untried: "{sq} henüz denenmedi: ancak kare kalmadığında geri dönün",
    ex_no_queen: "{q} konumunda vezir yok",
    ex_undone: "modelin hamlesi bu değil: yeniden deneyin",
    ex_fixed: "modelin hamlesi yapıldı: {move}",
    ex_hint: "ipucu: {move}",
    ex_moves: ["{sq} dene", "kabul", "ret, {q} konumundaki vezir {line} boyunca", "geri dön"],
    ex_refused: [
        "önce bir kare seçin: oraya gidip Enter'a basın",
        "önce {sq} kabul mü (a) ret mi (r), söyleyin",
        "tahtada kaldırılacak vezir yok",
        "arama bitti: q çıkar",
    ],
    ex_over: "arama bitti: q çıkar",
    ex_mistakes: "{k} yanlış hamle:",
    ex_mistake: "adım {i}: sizin hamleniz {said}, modelinki {model}: {why}",
    ex_keys: "oklar hareket  Enter dene/seç  a kabul  r ret  | \\ / hat  b geri dön  h ipucu  f düzelt  t ağaç  q çık",
    // The slides (md and tex).
    rtl: false,
    slides_rules: "Her satıra bir vezir konur, sütunlar soldan sağa denenir; kareler {axes} olarak yazılır.",
    slides_legend: Legend {
        queen: "vezir",
        tried: "denenen kare",
        refused: "reddedilen",
        attacker: "onu tehdit eden vezir",
        line: "tehdit hattı",
        lifted: "geri alınan vezir",
    },
    slides_step: "Adım {i}",
    slides_heading: "{step}: {line}",
    // The player's page.
    page_name: "Türkçe",
    page_dir: "ltr",
    page_step: "adım {i} / {total}",
    page_tries: "{k} deneme",
    page_accepts: "{k} kabul",
    page_rejects: "{k} ret",
    page_backtracks: "{k} geri alma",
    page_solutions: "{k} çözüm",
    page_theme: "tema: {theme}",
    page_theme_tip: "açık, koyu ya da izleyicinin tercihi",
    page_theme_light: "açık",
    page_theme_dark: "koyu",
    page_theme_auto: "otomatik",
    page_quiz: "sınav",
    page_language: "dil",
    page_board: "tahta",
    page_legend_queen: "vezir",
    page_legend_try: "denenen",
    page_legend_accept: "yeni yerleştirilen",
    page_legend_reject: "reddedilen",
    page_legend_attacker: "tehdit eden",
    page_legend_line: "tehdit hattı",
    page_legend_attacked: "tehdit altında",
    page_legend_free: "boş",
    page_legend_lifted: "geri alınan",
    page_legend_solution: "çözüm",
    page_accept: "kabul",
    page_reject: "ret",
    page_skip: "geç",
    page_skip_tip: "puanlamadan cevabı göster",
    page_yes: "evet",
    page_no: "hayır",
    page_attacked_by: "tehdit eden",
    page_along: "hattı",
    page_column: "sütun |",
    page_diagonal: "çapraz \\",
    page_anti_diagonal: "ters çapraz /",
    page_skipped: "geçildi: ",
    page_answer_first: "önce soruyu cevaplayın ya da geçin",
    page_review: "yanlış cevaplar ve doğruları",
    page_review_item: "adım {i}: {why}",
    page_review_none: "yanlış cevap yok",
    page_nqueens_only: "alıştırma yalnızca n-vezir içindir",
    page_tree: "arama ağacı",
    page_row: "{k}. satır",
    page_tree_open: "{sq} konumundaki vezir, {i}. adımda yerleştirildi",
    page_tree_done: "{sq} konumundaki vezir ({i}. adım): altına {k} vezir yerleştirildi, {s} çözüm; {j}. adımda geri alındı",
    page_trying: "{sq} deneniyor",
    page_log: "iz",
    page_code: "kod",
    page_first: "ilk adım (Home)",
    page_prev_sol: "önceki çözüm (N)",
    page_back: "geri (←)",
    page_play_tip: "oynat ya da duraklat (Enter ya da p)",
    page_fwd: "ileri (boşluk ya da →)",
    page_next_sol: "sonraki çözüm (n)",
    page_last: "son adım (End)",
    page_play: "Oynat",
    page_pause: "Duraklat",
    page_slider: "adım",
    page_speed: "hız",
    page_per_second: "saniyede {k} adım",
    page_keys: "tuşlar",
    page_key_space: "boşluk",
    page_key_next: "ileri",
    page_key_back: "geri",
    page_key_solutions: "sonraki / önceki çözüm",
    page_key_play: "oynat / duraklat",
    page_key_ends: "ilk / son",
    // The tree on a slide.
    tree_crowded: "ağacın etiketleri 1280 piksel genişliğindeki bir slaytta {px} piksel yüksekliğinde, okunan 18 pikselin altında: {fix}",
    tree_crowded_depth: "{option} 0 ile {d} arasındaki satırları yeterince büyük çizer",
    tree_crowded_zoom: "{option} onu tam boyutta yerleştirir, yakınlaştırmak için",
    // The search tree and the variables panes (panes).
    tree_label: "şimdiye kadarki arama ağacı",
    tree_empty_board: "ilk vezirden önce boş tahta",
    tree_row: "satır {r}",
    tree_node: "{sq} üzerindeki vezir, {k}. adımda yerleştirildi: o adıma gitmek için tıklayın",
    tree_folded: "{sq} üzerindeki vezir, {k}. adımda yerleştirildi: altına {q} vezir yerleştirildi, çözüm yok; {l}. adımda geri alındı",
    tree_dead: "{sq} üzerindeki vezir, {k}. adımda yerleştirildi: çıkmaz, alttaki satırın her karesi tehdit altında; {l}. adımda geri alındı",
    tree_trying: "{sq} deneniyor",
    tree_zoom_in: "yakınlaştır",
    tree_zoom_out: "uzaklaştır",
    tree_fit: "şimdiye kadarki ağacın tamamı",
    tree_follow: "geçerli adıma giden yol",
    tree_hint: "yakınlaştırmak için tekerlek ya da iki parmak, kaydırmak için sürükleyin, adımına gitmek için bir işarete tıklayın",
    tree_legend_path: "geçerli yol",
    tree_legend_queen: "yerleştirilen vezir",
    tree_legend_reject: "reddedilen (neden: üzerine gelin)",
    tree_legend_dead: "çıkmaz",
    tree_legend_folded: "altında çözüm yok, katlandı (yerleştirilen vezir)",
    tree_legend_solution: "çözüm",
    tree_legend_try: "deneniyor",
    tree_legend_solved: "bitti, altında çözüm var (★ sayısı)",
    tree_legend: "açıklama",
    tree_too_wide: "şimdiye kadarki ağacın tamamı {k} işaret genişliğinde, burada okunamaz: geçerli adıma giden yol gösteriliyor",
    vars_title: "değişkenler",
    // The player's exercise.
    pex_switch: "alıştırma",
    pex_switch_tip: "aramayı kendiniz yapın: model arama her hamleyi değerlendirir",
    pex_whole: "alıştırma başından sonuna tüm aramayı ister: bu sayfa yalnızca bir kısmını içeriyor",
    pex_feedback: "geri bildirim",
    pex_feedback_now: "hemen",
    pex_feedback_end: "sonda",
    pex_on_wrong: "yanlış hamleden sonra",
    pex_undo: "geri al",
    pex_fix: "düzelt",
    pex_restart_tip: "değiştirmek alıştırmayı baştan başlatır",
    pex_pick: "sıra sizde: sıradaki denenecek kareye tıklayın ya da geri dönün",
    pex_queen: "{sq} karesini tehdit eden vezire tıklayın",
    pex_backtrack: "geri dön",
    pex_hint: "ipucu",
    pex_make: "hamleyi benim için yap",
    pex_back: "geri",
    pex_download: "kaydı indir",
    pex_again: "baştan başla",
    pex_keys: "tuşlar: oklar ve Enter kareyi dener · a kabul · r ret · | \\ / hat · b geri dön · h ipucu · f düzelt",
    pex_refused: [
        "önce denenecek bir kareye tıklayın",
        "önce {sq} kabul mü ret mi, söyleyin",
        "tahtada kaldırılacak vezir yok",
        "arama bitti",
    ],
    pex_over: "arama bitti: sonucunuz aşağıda, kaydı indirebilirsiniz",
    pex_result: "sonucunuz",
    pex_none: "yanlış hamle yok",
    pex_record: "kayıt: {k} satır JSON Lines, verify ve check'in değerlendireceği bir iz",
    pex_given: "başlangıçta verilen vezir",
    // check's verdicts and report.
    check_line: "n={n}: {verdict}",
    check_line_trace: "{source}: {verdict}",
    check_total: "geçerli: {valid}/{runs}",
    check_valid: "geçerli, kanonik arama{transposed} ({totals})",
    check_valid_differs: "geçerli{transposed} ({totals}), ancak {step}. adımda kanonik aramadan ayrılıyor: kanonik aramadaki {canonical} yerine {found}",
    check_its_end: "izin sonu",
    check_totals: "{events} olay, {solutions} çözüm",
    check_transposed: ", satırlar ile sütunlar yer değiştirilerek değerlendirildi (program her sütuna bir vezir koyuyor, her sütunda satırları sırayla deniyor)",
    check_invalid: "geçersiz{transposed}, {step}. adımda: {fault}",
    check_first_only: ". Arama ilk çözümünde durdu, ama start satırı tam aramayı bildiriyor (\"limit\":null): tam arama istendi, ilk çözümden sonra devam edin; orada durması gereken bir arama bunu start satırında söyler (\"limit\":1, Python'da Tracer(n, limit=1)) ve {first} ile denetlenir",
    check_crashed: "program {events} olaydan sonra başarısız oldu ({how})",
    check_exit_status: "çıkış durumu {code}",
    check_killed: "bir sinyalle sonlandırıldı",
    check_no_trace_in_time: "zaman aşımı: {secs} sn içinde tam bir iz gelmedi",
    check_no_exit_in_time: "zaman aşımı: program izini yazdı ama {secs} sn içinde çıkmadı",
    check_cut_in_time: "zaman aşımı: iz {events} olaydan sonra done satırı olmadan kesildi ve program {secs} sn içinde çıkmadı",
    check_stdin: "program standart girdiden girdi bekliyor, check ise hiçbir şey yazmaz: n'yi argüman olarak verir (son argüman olarak ya da {placeholder} yerine), bu yüzden n'yi klavyeden (input(), scanf, cin) değil argümanlardan okuyun (Python'da sys.argv[1], C ve C++'ta argv[1])",
    check_stdin_instance: "program standart girdiden girdi bekliyor ve check hiçbir şey yazmıyor: örneği JSON'u ile bir argüman olarak veriyor (son argüman ya da {placeholder} yerine), bu yüzden örneği argümanlardan okuyun (Python'da json.loads(sys.argv[-1]), C ve C++'ta argv[argc - 1]), klavyeden değil (input(), scanf, cin)",
    check_search_reason: "\"{found}\" kuralların vermediği bir neden söylüyor: kurallar \"{rules}\" diyor",
    check_search_accepts: "\"{found}\" uymayan bir değeri kabul ediyor: kurallar \"{rules}\" diyor",
    check_search_rejects: "\"{found}\" uyan bir değeri reddediyor: atanmış hiçbir değer onunla çakışmıyor",
    check_search_skipped: "\"{found}\", model aramanın önce yaptığı \"{skipped}\" adımından önce geliyor",
    check_search_ends: "iz, model aramanın \"{expected}\" ile sürdüğü yerde bitiyor",
    check_search_differs: "model aramada \"{expected}\" olan yerde \"{found}\"",
    check_search_after_end: "model aramanın sonundan sonra \"{found}\"",
    check_search_asked: "programdan {asked} istendi, ama start satırı {announced} bildiriyor: izin araması istenen arama değil",
    check_reordered: ". İz, her değişkenin değerlerini ters sırayla deneyen model arama: onları model aramanın sırasıyla deneyin, burada önce \"{model}\"",
    check_judged_reordered: ", her değişkenin değerleri ters sırayla, izin denediği gibi değerlendirildi",
    check_empty: "boş iz: program, check'in izi okuduğu standart çıktıya hiçbir şey yazmadı (satır başına bir JSON olayı, bir start olayından başlayarak). İzi başka bir yere yazıyorsa onun yerine standart çıktıya yazın: Python'da Tracer(n, out=sys.stdout), C++'ta std::cout",
    check_stray: "iz değil: {source}:{line} bir olay değil, programın kendi çıktısı, \"{said}\": standart çıktıda yalnızca iz olmalı, bu yüzden geri kalan her şeyi standart hataya yazdırın (Python'da print(..., file=sys.stderr), C++'ta std::cerr)",
    check_not_a_trace: "iz değil: {error}",
    check_with_said: "{why}: {said}",
    check_program_said: "Programın söylediği: {said}",
    check_exercise: "{what}; alıştırma: {counts}",
    check_exercise_counts: "{moves} hamlenin {right} tanesi ilk denemede doğru, {wrong} yanlış deneme, {hints} ipucu, {fixed} düzeltilen hamle",
    check_exercise_not_a_result: "{what}, ancak done satırının exercise alanı bir alıştırma sonucu değil ({record}'un yazdığı gibi finished, moves, right, wrong, hints ve fixed)",
    check_exercise_mismatch: "{what}, ancak alıştırma sonucu olaylarıyla uyuşmuyor: sonuç {counts} sayıyor, iz ise {moves} hamle içeriyor",
    check_exercise_failed: "; alıştırma: {counts}",
    check_exercise_unfinished: "; alıştırma, yarım bırakıldı: {counts}",
    check_report_title: "nqueens-trace check raporu",
    check_report_heading: "nqueens-trace check: {command}",
    check_report_difference: "Modelden ilk ayrılış, {step}. adımda{turned}",
    check_report_turned: " (iz döndürüldü: satırlar ve sütunlar yer değiştirdi)",
    check_report_program_step: "Programın adımı",
    check_report_model_step: "Modelin adımı",
    check_report_trace_end: "izin sonu",
    check_report_caption: "{who}: {what}",
    // The step view's tree.
    view_tree_folded_mark: "▸k katlandı: altına k vezir yerleştirildi, çözüm yok",
    view_tree_keys: "←/→/h/l yan  ↑/k yukarı  ↓/j yol boyunca aşağı  enter adımına git  tab/esc bitir",
    view_tree_rejected: "{why} ({k}. adım)",
    view_tree_on_path: "{sq} üzerindeki vezir, {k}. adımda yerleştirildi: geçerli yol üzerinde",
    view_tree_solved: "{sq} üzerindeki vezir, {k}. adımda yerleştirildi: altında {s} çözüm ({q} vezir yerleştirildi); {l}. adımda geri alındı",
    view_tree_solution: "{sq} üzerindeki vezir, {k}. adımda yerleştirildi: bir çözümün son veziri; {l}. adımda geri alındı",
    view_tree_exercise: "arama ağacı (t gizler)",
    view_bidi: "harfler ters ya da ayrık mı? bu terminal sağdan sola metni dizemiyor; nqueens-trace export html aramayı bir tarayıcıda gösterir",
    view_title_exercise: "nqueens-trace step · {what} · alıştırma: aramanın hamlelerini siz yaparsınız · adım {i}",
    view_tree_step_keys: "boşluk ileri  b geri  n/N sonraki/önceki çözüm  g/G ilk/son  p oynat  +/- hız  t ağaç  q çık",
    ex_leave: "arama bitmeden alıştırmadan çıkılsın mı? şimdiye dek {k} hamle",
    ex_leave_keys: "y veya q çıkar  başka bir tuş devam eder",
    ex_leave_record: "kayıt bunları kısmi bir kayıt olarak saklar; {grader} onu geldiği yere kadar puanlar",
    pex_leave: "Alıştırmadan çıkılsın mı? Arama bitmedi: şimdiye dek {k} hamle. Saklamak için önce kaydı indirin.",
    pex_resumed: "kaldığınız yerden sürüyor: sayfa yeniden yüklenmeden önce {k} hamle",
    tree_legend_reject_touch: "reddedilen (dokunun: adımı nedenini söyler)",
    check_exercise_partial: "{what}, geldiği yere kadar; alıştırma, yarım bırakıldı: {counts}; tüm aramanın {whole} hamlesi üzerinden puanlandı",
    verdicts: &verdicts::TR,
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
            ("log", &["sq", "q", "i", "queens"]),
            ("sq", &["sq", "q", "state"]),
            ("solution", &["i", "queens"]),
            ("done", &["s", "t", "a", "r", "b"]),
            (
                "view",
                &[
                    "n", "i", "total", "state", "ms", "t", "a", "r", "b", "s", "q", "k", "w", "h",
                    "mw", "mh", "limit", "first", "key", "what",
                ],
            ),
            ("quiz", &["sq", "q", "right", "asked", "k", "r", "i", "question", "said", "line"]),
        ];
        for &lang in <Lang as crate::choice::Choice>::ALL {
            let m = lang.messages();
            let view: Vec<&str> = [m.view_folded, m.view_folded_all, m.view_key_code]
                .into_iter()
                .chain([m.view_key_help])
                .chain(m.view_marks)
                .chain(m.view_tree_marks)
                .chain(m.view_grid_marks)
                .chain([m.view_grid_depth, m.view_grid_keys])
                .chain(m.view_graph_marks)
                .chain([m.view_graph_window, m.view_sum_total])
                .chain(m.view_sum_marks)
                .collect();
            let quiz: Vec<&str> = [m.quiz_row_ask, m.quiz_row_keys, m.quiz_row_free]
                .into_iter()
                .chain([m.quiz_row_none, m.quiz_mistakes, m.quiz_mistake])
                .chain([m.quiz_said_queen, m.quiz_said_line])
                .chain(m.quiz_said)
                .collect();
            let groups: [(&str, &[&str]); 10] = [
                ("start", &[m.start]),
                ("limit", &[m.limit, m.one_based, m.incomplete, m.axes]),
                ("log", &m.log_templates()),
                ("sq", &[m.check, m.succeeded, m.failed, m.lifted]),
                ("solution", &[m.found]),
                ("done", &[m.done]),
                (
                    "view",
                    &[
                        m.view_title,
                        m.view_playing,
                        m.view_paused,
                        m.view_counts,
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
                ("view", &view),
                ("quiz", &quiz),
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

    /// The slides' messages fill every placeholder they are documented to take, and the
    /// languages written right to left are the ones whose tables say so.
    #[test]
    fn the_slides_messages_use_only_their_own_placeholders() {
        for &lang in <Lang as crate::choice::Choice>::ALL {
            let m = lang.messages();
            let names = ["n", "axes", "q", "i", "step", "line"];
            let args: Vec<(&str, Arg)> = names.iter().map(|n| (*n, Arg::Text(b"X"))).collect();
            for t in [m.title, m.slides_rules, m.slides_step, m.slides_heading] {
                let out = render(t, &args);
                assert!(!out.contains('{'), "{lang}: unfilled placeholder in {t:?}");
            }
            assert!(render(m.slides_heading, &args).contains("X"), "{lang}");
            assert_eq!(m.rtl, lang == Lang::Fa, "{lang}");
            // The legend's words take no value, and a deck draws each one's mark itself.
            let l = &m.slides_legend;
            for words in [l.queen, l.tried, l.refused, l.attacker, l.line, l.lifted] {
                assert!(!words.is_empty() && !words.contains(['{', '?', '✗', '⚔', '•', '↩']));
            }
        }
    }
}
