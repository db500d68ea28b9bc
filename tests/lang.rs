//! The translations, checked the way a native-speaking teacher reads them: for each language,
//! the words for row, column, both diagonals, accept, reject, backtrack and solution, on the
//! lines of a real n=4 trace, and the words the review found wrong nowhere. Persian lines are
//! also laid out with the Unicode bidi algorithm, as a bidi terminal shows them, in both
//! paragraph directions: every list and square must still read in its logical order.

use crate::util::{golden, text_with, trace};
use nqueens_trace::choice::Choice;
use nqueens_trace::lang::{fill, Arg, Lang};
use nqueens_trace::{BoardStyle, Style, TextOptions};
use unicode_bidi::{BidiInfo, Level};

fn options(lang: Lang, style: Style) -> TextOptions {
    TextOptions { lang, style, ..TextOptions::default() }
}

/// Every translated n=4 trace, in both layouts, is pinned byte for byte: a change to a table
/// shows in the diff of `traces/lang/`.
#[test]
fn translated_n4_traces_are_their_golden_files() {
    let events = trace(4, None);
    for &lang in Lang::ALL.iter().filter(|l| **l != Lang::En) {
        for (style, suffix) in [(Style::Default, ""), (Style::Classic, "-classic")] {
            let name = format!("n4{suffix}.{}.txt", lang.as_str());
            golden(&format!("lang/{name}"), text_with(options(lang, style), &events));
        }
    }
}

/// What a teacher checks in one language: each word, and the n=4 line that must say it.
struct Checklist {
    lang: Lang,
    /// The first line, which must name rows and columns with these words.
    start: &'static str,
    row: &'static str,
    column: &'static str,
    /// The rejects of (1,0) by its column, (1,1) by the `\` diagonal and (2,1) by the `/`
    /// diagonal, each with the word that names its line.
    column_reject: &'static str,
    diagonal: (&'static str, &'static str),
    anti_diagonal: (&'static str, &'static str),
    /// The word for a reject, in all three reject lines.
    reject: &'static str,
    /// The first try, the first accept and the first backtrack, with their words.
    try_: (&'static str, &'static str),
    accept: (&'static str, &'static str),
    backtrack: (&'static str, &'static str),
    /// The first solution, with its word.
    solution: (&'static str, &'static str),
    /// The summary.
    done: &'static str,
    /// Lines of the classic layout: the first check, its outcome, a failed check, the first
    /// lift, the first solution.
    classic: [&'static str; 5],
    /// What the review found wrong: no line of either layout may say it.
    never: &'static [&'static str],
}

impl Checklist {
    fn check(&self) {
        let lang = self.lang;
        let events = trace(4, None);
        let trace = text_with(options(lang, Style::Default), &events);
        let lines: Vec<&str> = trace.lines().collect();
        let has = |line: &str, word: &str| {
            assert!(lines.contains(&line), "{lang}: no line {line:?} in\n{trace}");
            assert!(line.contains(word), "{lang}: {line:?} does not say {word:?}");
        };
        assert_eq!(lines[0], self.start, "{lang}: the start line");
        for word in [self.row, self.column] {
            assert!(self.start.contains(word), "{lang}: the start line lacks {word:?}");
        }
        has(self.column_reject, self.column);
        has(self.diagonal.0, self.diagonal.1);
        has(self.anti_diagonal.0, self.anti_diagonal.1);
        for line in [self.column_reject, self.diagonal.0, self.anti_diagonal.0] {
            has(line, self.reject);
        }
        // The two diagonals are told apart by their words, not only by the symbol.
        let (d, a) = (self.diagonal.1, self.anti_diagonal.1);
        assert!(!self.anti_diagonal.0.contains(d) && !self.diagonal.0.contains(a));
        for (line, word) in [self.try_, self.accept, self.backtrack, self.solution] {
            has(line, word);
        }
        assert_eq!(lines.last(), Some(&self.done), "{lang}: the summary");
        let classic = text_with(options(lang, Style::Classic), &events);
        let classic_lines: Vec<&str> = classic.lines().collect();
        for line in self.classic {
            assert!(
                classic_lines.contains(&line),
                "{lang}: no classic line {line:?} in\n{classic}"
            );
        }
        for word in self.never {
            for (layout, text) in [("default", &trace), ("classic", &classic)] {
                assert!(!text.contains(word), "{lang} {layout}: still says {word:?}");
            }
        }
    }
}

#[test]
fn simplified_chinese_names_each_diagonal_by_its_direction() {
    Checklist {
        lang: Lang::Zh,
        start: "4 皇后问题，4×4 棋盘：每行一个皇后，列从左到右依次尝试；格子记为(行,列)",
        row: "行",
        column: "列",
        column_reject: "│ ✗ 冲突 (1,0)：与 (0,0) 的皇后同列",
        diagonal: (
            "│ ✗ 冲突 (1,1)：与 (0,0) 的皇后在同一主对角线方向 (\\) 上",
            "主对角线方向 (\\)",
        ),
        anti_diagonal: (
            "│ │ ✗ 冲突 (2,1)：与 (1,2) 的皇后在同一副对角线方向 (/) 上",
            "副对角线方向 (/)",
        ),
        reject: "冲突",
        try_: ("→ 尝试 (0,0)", "尝试"),
        accept: ("✓ 放置 (0,0)", "放置"),
        backtrack: ("│ ↩ 回溯 (1,2)：下一行已没有可放的格子", "回溯"),
        solution: ("│ │ │ ★ 解 1：[1, 3, 0, 2]", "解"),
        // The summary counts with the trace's own words.
        done: "完成：2 个解，60 次尝试（16 次放置，44 次冲突），16 次回溯",
        // The classic outcome words are the seed log's, English; every one of them.
        classic: [
            "在棋局为()的情况下检查：(0,0)",
            "(0, 0): succeeded",
            "+ ------------------------- (0, 1): failed",
            "+ ------------------------- (2, 1): backtrack",
            "找到一盘可行的摆棋：(1, 3, 0, 2)",
        ],
        // 斜线 is "/" and 反斜线 "\": either names one line as the other.
        never: &["斜线", "n 皇后", "成功", "失败", "一个盘", "sucessed", ": 回溯"],
    }
    .check();
}

#[test]
fn traditional_chinese_says_heng_lie_for_a_row_and_zhi_xing_for_a_column() {
    Checklist {
        lang: Lang::ZhHant,
        start: "4 皇后問題，4×4 棋盤：每一橫列放一個皇后，各直行由左至右嘗試；格子記為(橫列,直行)",
        row: "橫列",
        column: "直行",
        column_reject: "│ ✗ 剪枝 (1,0)：與 (0,0) 的皇后位於同一直行",
        diagonal: (
            "│ ✗ 剪枝 (1,1)：與 (0,0) 的皇后位於同一主對角線方向 (\\) 上",
            "主對角線方向 (\\)",
        ),
        anti_diagonal: (
            "│ │ ✗ 剪枝 (2,1)：與 (1,2) 的皇后位於同一副對角線方向 (/) 上",
            "副對角線方向 (/)",
        ),
        reject: "剪枝",
        try_: ("→ 嘗試 (0,0)", "嘗試"),
        accept: ("✓ 放置 (0,0)", "放置"),
        backtrack: ("│ ↩ 回溯 (1,2)：下一橫列已沒有可放的格子", "回溯"),
        solution: ("│ │ │ ★ 解 1：[1, 3, 0, 2]", "解"),
        done: "完成：2 個解，60 次嘗試（16 次可行，44 次剪枝），16 次回溯",
        // A full-width colon before Chinese words.
        classic: [
            "在棋局為()的情況下檢查：(0,0)",
            "(0, 0)：可行",
            "+ ------------------------- (0, 1)：不可行",
            "+ ------------------------- (2, 1)：回溯",
            "找到一個可行解：(1, 3, 0, 2)",
        ],
        // In Taiwan 列 alone is a row and 行 a column: "同一列" would be a conflict this
        // search never reports, "每行" a queen per column.
        never: &["同一列", "每行", "(行,列)", "(列,行)", "同一斜線", ": 可行", ": 不可行"],
    }
    .check();
}

#[test]
fn persian_puts_verbs_last_and_writes_latin_digits() {
    Checklist {
        lang: Lang::Fa,
        start: "مسئله 4 وزیر در صفحه 4×4: در هر سطر یک وزیر، ستون‌ها از چپ به راست؛ \
                خانه‌ها به صورت (سطر,ستون)",
        row: "سطر",
        column: "ستون",
        column_reject: "│ ✗ (1,0) رد شد، چون با وزیر (0,0) در یک ستون است",
        diagonal: ("│ ✗ (1,1) رد شد، چون با وزیر (0,0) روی یک قطر (\\) است", "قطر (\\)"),
        anti_diagonal: ("│ │ ✗ (2,1) رد شد، چون با وزیر (1,2) روی یک قطر (/) است", "قطر (/)"),
        reject: "رد شد",
        try_: ("→ امتحان (0,0)", "امتحان"),
        accept: ("✓ وزیر در (0,0) قرار گرفت", "قرار گرفت"),
        backtrack: ("│ ↩ عقب‌گرد از (1,2): در سطر پایین خانهٔ آزادی نمانده است", "عقب‌گرد"),
        // راه‌حل is one word: a zero-width non-joiner, not a space, between its halves.
        solution: ("│ │ │ ★ راه‌حل 1: [1,3,0,2]", "راه\u{200c}حل"),
        done: "پایان: 2 راه‌حل، 60 امتحان (16 پذیرفته، 44 رد شده)، 16 عقب‌گرد",
        // Lists and squares without inner spaces.
        classic: [
            "با وزیرهای ()، (0,0) بررسی می‌شود",
            "(0,0): موفق",
            "+ ------------------------- (0,1): ناموفق",
            "+ ------------------------- (2,1): عقب‌گرد",
            "یک راه‌حل پیدا شد: (1,3,0,2)",
        ],
        never: &["راه حل", "عقبگرد", ", ", "۰", "۱", "۲", "۳", "۴", "۵", "۶", "۷", "۸", "۹"],
    }
    .check();
    let m = Lang::Fa.messages();
    // مکث is a pause; متوقف is the stop at the limit.
    assert_eq!(m.view_paused, "مکث");
    assert!(m.incomplete.contains("متوقف"));
    assert!(!m.one_based.chars().any(|c| ('۰'..='۹').contains(&c)));
}

#[test]
fn turkish_uses_verb_final_passives_and_the_locative() {
    Checklist {
        lang: Lang::Tr,
        start: "4 vezir, 4×4 tahta: her satıra bir vezir konur, sütunlar soldan sağa denenir; \
                kareler (satır,sütun) olarak yazılır",
        row: "satır",
        column: "sütun",
        column_reject: "│ ✗ (1,0) reddedildi: (0,0) konumundaki vezirle aynı sütunda",
        diagonal: (
            "│ ✗ (1,1) reddedildi: (0,0) konumundaki vezirle aynı çaprazda (\\ yönü)",
            "aynı çaprazda (\\ yönü)",
        ),
        anti_diagonal: (
            "│ │ ✗ (2,1) reddedildi: (1,2) konumundaki vezirle aynı çaprazda (/ yönü)",
            "aynı çaprazda (/ yönü)",
        ),
        reject: "reddedildi",
        try_: ("→ (0,0) deneniyor", "deneniyor"),
        accept: ("✓ (0,0) kabul edildi", "kabul edildi"),
        backtrack: ("│ ↩ (1,2) geri alındı: alt satırda boş kare kalmadı", "geri alındı"),
        solution: ("│ │ │ ★ çözüm 1: [1, 3, 0, 2]", "çözüm"),
        done: "bitti: 2 çözüm, 60 deneme (16 kabul, 44 ret), 16 geri alma",
        classic: [
            "() durumunda (0,0) kontrol ediliyor",
            "(0, 0): başarılı",
            "+ ------------------------- (0, 1): başarısız",
            "+ ------------------------- (2, 1): geri alındı",
            "bir çözüm bulundu: (1, 3, 0, 2)",
        ],
        // Bare imperatives read as orders to the student.
        never: &["→ dene ", "yerleştir ", "✗ reddet ", "↩ geri al "],
    }
    .check();
    assert!(Lang::Tr.messages().view_keys.contains("n/N sonraki/önceki çözüm"));
}

/// The step view's key help names what `n` and `N` do, in every language.
#[test]
fn every_key_help_says_what_n_and_capital_n_find() {
    for (lang, words) in [
        (Lang::Zh, "n/N 下一个/上一个解"),
        (Lang::ZhHant, "n/N 下一個/上一個解"),
        (Lang::Fa, "n/N\u{200e} راه‌حل بعدی/قبلی"),
        (Lang::Tr, "n/N sonraki/önceki çözüm"),
    ] {
        let keys = lang.messages().view_keys;
        assert!(keys.contains(words), "{lang}: {keys}");
    }
}

/// How a bidi terminal shows `line` in a paragraph of the direction `level`: the characters
/// in the order they appear from left to right, brackets mirrored where they are laid out
/// right to left, and the left-to-right marks and the isolates (which show nothing) left out.
pub(crate) fn display(line: &str, level: Level) -> String {
    let info = BidiInfo::new(line, Some(level));
    let mut out = String::new();
    for para in &info.paragraphs {
        let (levels, runs) = info.visual_runs(para, para.range.clone());
        for run in runs {
            let text = &line[run.clone()];
            if levels[run.start].is_rtl() {
                out.extend(text.chars().rev().map(mirror));
            } else {
                out.push_str(text);
            }
        }
    }
    out.replace(['\u{200e}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'], "")
}

fn mirror(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        c => c,
    }
}

/// The numbers of each list and square in `line`, each run written `1,3,0,2`: a `(` or `[`
/// followed by digits and commas.
fn number_runs(line: &str) -> Vec<String> {
    let mut runs = Vec::new();
    let mut rest = line;
    while let Some(open) = rest.find(['(', '[']) {
        rest = &rest[open + 1..];
        let len = rest.find(|c: char| !(c.is_ascii_digit() || c == ',')).unwrap_or(rest.len());
        let inner = rest[..len].trim_end_matches(',');
        if !inner.is_empty() && rest[len..].starts_with([')', ']']) {
            runs.push(inner.to_string());
        }
    }
    runs
}

/// Every Persian line, in both paragraph directions, shows the numbers of its lists and
/// squares in their logical order: `[1,3,0,2]` never becomes `[2,0,3,1]`, the other solution.
#[test]
fn persian_lists_and_squares_keep_their_order_in_a_bidi_terminal() {
    let events = trace(4, None);
    let mut lines = Vec::new();
    for (style, board, one_based) in [
        (Style::Default, BoardStyle::Dots, false),
        (Style::Classic, BoardStyle::Matrix, true),
        (Style::Default, BoardStyle::Matrix, false),
    ] {
        let opts = TextOptions { board, one_based, ..options(Lang::Fa, style) };
        let trace = text_with(opts, &events);
        lines.extend(trace.lines().map(str::to_string));
    }
    let mut checked = 0;
    for line in &lines {
        let runs = number_runs(line);
        for level in [Level::ltr(), Level::rtl()] {
            let shown = display(line, level);
            for run in &runs {
                assert!(
                    shown.matches(run.as_str()).count() >= line.matches(run.as_str()).count(),
                    "{run} is not in order in {shown:?}, the {} display of {line:?}",
                    if level.is_rtl() { "RTL" } else { "LTR" }
                );
                checked += 1;
            }
        }
    }
    // The solutions, the classic tuples and the matrix rows are among them.
    for run in ["1,3,0,2", "2,4,1,3", "0,1,0,0"] {
        assert!(lines.iter().any(|l| l.contains(run)), "{run}");
    }
    assert!(checked > 1000, "{checked}");
}

/// The step view's legend and key help, in both paragraph directions: each marker and key
/// shows as typed, with its own words beside it (after it, read left to right; before it in
/// the display, read right to left), and an option shows as typed.
#[test]
fn persian_legend_and_keys_pair_each_marker_with_its_words() {
    let m = Lang::Fa.messages();
    let say = |template: &str, args: &[(&str, Arg<'_>)]| {
        let mut out = Vec::new();
        fill(&mut out, template, args);
        String::from_utf8(out).unwrap()
    };
    let rev = |s: &str| s.chars().rev().collect::<String>();
    let legend = [
        ("[?]", "امتحان"),
        ("[x]", "رد"),
        ("[^]", "عقب‌گرد"),
        ("(Q)", "وزیر تهدیدکننده"),
        ("| \\ /", "خط تهدید"),
        (":", "زیر تهدید"),
    ];
    let keys = [
        ("space/→/l", "بعدی"),
        ("←/h/b", "قبلی"),
        ("n/N", "راه‌حل بعدی/قبلی"),
        ("g/G", "اول/آخر"),
        ("enter/p", "پخش"),
        ("+/-", "سرعت"),
        ("q", "خروج"),
    ];
    for (line, pairs) in [
        (say(&m.view_marks.join("  "), &[("q", Arg::Text(b"Q"))]), &legend[..]),
        (say(m.view_keys, &[]), &keys[..]),
    ] {
        for (marker, words) in pairs {
            let ltr = display(&line, Level::ltr());
            let want = format!("{marker} {}", rev(words));
            assert!(ltr.contains(&want), "LTR: {want:?} not in {ltr:?}");
            let rtl = display(&line, Level::rtl());
            let want = format!("{} {marker}", rev(words));
            assert!(rtl.contains(&want), "RTL: {want:?} not in {rtl:?}");
        }
    }
    // The front end names its options: the command line's are these.
    let capped = say(
        m.view_capped,
        &[
            ("k", Arg::Num(2_000_000)),
            ("limit", Arg::Text(b"--limit K")),
            ("first", Arg::Text(b"--first")),
        ],
    );
    for level in [Level::ltr(), Level::rtl()] {
        let shown = display(&capped, level);
        for option in ["--limit K", "--first"] {
            assert!(shown.contains(option), "{option} not in {shown:?}");
        }
    }
}

/// The step view's newer Persian lines, read by the bidi algorithm in both paragraph
/// directions: the tree's marks and the quiz's keys each stay beside their own words, and a
/// folded pane's key and a square show as typed.
#[test]
fn persian_tree_marks_quiz_keys_and_fold_notes_read_in_order() {
    let m = Lang::Fa.messages();
    let say = |template: &str, args: &[(&str, Arg<'_>)]| {
        let mut out = Vec::new();
        fill(&mut out, template, args);
        String::from_utf8(out).unwrap()
    };
    let rev = |s: &str| s.chars().rev().collect::<String>();
    let tree = say(&m.view_tree_marks.join("  "), &[("q", Arg::Text(b"Q"))]);
    let tree_pairs = [("Q", "روی مسیر"), ("✗", "رد"), ("∅", "بن‌بست"), ("·", "امتحان‌نشده")];
    let keys_pairs = [("f", "بله، خانهٔ آزاد هست"), ("d", "نه: بن‌بست")];
    for (line, pairs) in [(tree, &tree_pairs[..]), (m.quiz_row_keys.to_string(), &keys_pairs[..])] {
        for (marker, words) in pairs {
            let ltr = display(&line, Level::ltr());
            let want = format!("{marker} {}", rev(words));
            assert!(ltr.contains(&want), "LTR: {want:?} not in {ltr:?}");
            let rtl = display(&line, Level::rtl());
            let want = format!("{} {marker}", rev(words));
            assert!(rtl.contains(&want), "RTL: {want:?} not in {rtl:?}");
        }
    }
    let folded = say(m.view_folded, &[("k", Arg::Num(12)), ("key", Arg::Text(b"s"))]);
    let free = say(m.quiz_row_free, &[("sq", Arg::Square(2, 3, ","))]);
    for level in [Level::ltr(), Level::rtl()] {
        assert!(display(&folded, level).contains(" s "), "{:?}", display(&folded, level));
        assert!(display(&free, level).contains("(2,3)"), "{:?}", display(&free, level));
    }
}
