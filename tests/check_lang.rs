//! `check --lang`: the verdicts, the messages a student acts on, the results files and the
//! report in Chinese and Persian, through the real binary; Persian laid out right to left with
//! every run that is not Persian (an event, a fault, a line of the program's) isolated.

use crate::check::lines;
use crate::lang::display;
use std::process::{Command, Output};
use unicode_bidi::{BidiInfo, Level};

const BIN: &str = env!("CARGO_BIN_EXE_nqueens-trace");

/// `check --lang LANG ARGS -- python3 tests/fixtures/solvers/SOLVER`.
fn check_solver(lang: &str, solver: &str, args: &[&str]) -> Output {
    crate::check::check_solver(solver, &[&["--lang", lang][..], args].concat())
}

#[test]
fn the_five_mistakes_are_told_in_chinese() {
    let cases = [
        ("stray.py", "n=4：不是轨迹：stdout:59 不是事件，而是程序自己的输出“Solution: [1, 3, 0, 2]”：标准输出只能包含轨迹，其他内容请输出到标准错误（Python 中为 print(..., file=sys.stderr)，C++ 中为 std::cerr）"),
        ("no_out.py", "n=4：空轨迹：程序没有在标准输出上写任何内容，而 check 从标准输出读取轨迹（每行一个 JSON 事件，从 start 事件开始）。如果程序把轨迹写到了别处，请改为写到标准输出：Python 中为 Tracer(n, out=sys.stdout)，C++ 中为 std::cout"),
        ("first.py", "n=4：无效，在第 58 步：done 声称搜索完整，但皇后 (0,1) (1,3) (2,0) (3,2) 从未被撤回。搜索在第一个解处停止，但它的 start 声明的是完整搜索（\"limit\":null）：要求的是完整搜索，找到第一个解后应继续搜索；只想找第一个解的搜索应在 start 中说明（\"limit\":1，Python 中为 Tracer(n, limit=1)），并用 --first 检查"),
        ("asks.py", "n=4：程序在等待标准输入，而 check 不会输入任何内容：它把 n 作为参数传给程序（最后一个参数，或替换 {n}），所以请从参数读取 n（Python 中为 sys.argv[1]，C 和 C++ 中为 argv[1]），而不是从键盘读取（input()、scanf、cin）"),
    ];
    for (solver, line) in cases {
        let out = check_solver("zh", solver, &["--sizes", "4", "--timeout", "60"]);
        assert_eq!(out.status.code(), Some(1), "{solver}: {out:?}");
        assert_eq!(lines(&out), [line, "共 1 个，0 个有效"], "{solver}");
    }
    let out = check_solver("zh", "columns.py", &["--sizes", "3-4"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let judged = "，按行列互换判定（程序每列放一个皇后，在每列中逐行尝试）";
    assert_eq!(
        lines(&out),
        [
            format!("n=3：有效，是标准搜索{judged}（43 个事件，0 个解）"),
            format!("n=4：有效，是标准搜索{judged}（140 个事件，2 个解）"),
            "共 2 个，2 个有效".to_string(),
        ]
    );
}

/// The text of every isolate in `line` (FSI to its PDI), the isolates inside it left out.
fn isolated(line: &str) -> Vec<String> {
    let mut open = Vec::new();
    let mut runs = Vec::new();
    for (at, c) in line.char_indices() {
        match c {
            '\u{2068}' => open.push(at + c.len_utf8()),
            '\u{2069}' => {
                let from = open.pop().expect("every PDI closes an FSI");
                runs.push(line[from..at].replace(['\u{2068}', '\u{2069}'], ""));
            }
            _ => {}
        }
    }
    assert!(open.is_empty(), "an FSI left open in {line:?}");
    runs
}

/// Each of `lines` is a right-to-left paragraph (its first strong letter, past the isolates,
/// is Persian), and each of its isolated runs shows as typed when a bidi terminal lays it
/// out; `expected` are among them.
fn reads_right_to_left(lines: &[String], expected: &[&str]) {
    let mut all = Vec::new();
    for line in lines {
        let info = BidiInfo::new(line, None);
        assert!(info.paragraphs[0].level.is_rtl(), "{line:?}");
        let shown = display(line, Level::rtl());
        for run in isolated(line) {
            assert!(shown.contains(&run), "{run:?} is not as typed in {shown:?}");
            all.push(run);
        }
    }
    for run in expected {
        assert!(all.iter().any(|r| r == run), "{run:?} is not isolated in {lines:?}");
    }
}

#[test]
fn persian_reads_right_to_left_with_what_is_not_persian_isolated() {
    let out = check_solver("fa", "stray.py", &["--sizes", "4"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let stray = lines(&out);
    assert_eq!(
        stray,
        [
            "\u{2068}n=4\u{2069}: ردگیری نیست: \u{2068}\u{2068}stdout\u{2069}:59\u{2069} رویداد نیست بلکه خروجی خود برنامه است، «\u{2068}Solution: [1, 3, 0, 2]\u{2069}»: خروجی استاندارد باید فقط ردگیری را داشته باشد، پس هر چیز دیگری را در خطای استاندارد چاپ کنید (\u{2068}print(..., file=sys.stderr)\u{2069} در پایتون، \u{2068}std::cerr\u{2069} در \u{2068}C++\u{2069})",
            "0 از 1 معتبر",
        ]
    );
    reads_right_to_left(&stray, &["Solution: [1, 3, 0, 2]", "stdout:59", "n=4"]);
    let out = check_solver("fa", "first.py", &["--sizes", "4"]);
    reads_right_to_left(
        &lines(&out),
        &[
            // The fault in Persian, its queens isolated.
            "(0,1) (1,3) (2,0) (3,2)",
            "done",
            "Tracer(n, limit=1)",
            "--first",
        ],
    );
    let out = check_solver("fa", "asks.py", &["--sizes", "4", "--timeout", "60"]);
    reads_right_to_left(&lines(&out), &["{n}", "input(), scanf, cin"]);
    let out = check_solver("fa", "columns.py", &["--sizes", "4"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(lines(&out)[0].contains("(140 رویداد، 2 راه‌حل)"), "{out:?}");
    reads_right_to_left(&lines(&out), &["n=4"]);
}

/// `check --lang LANG --sizes 3-4` of a solver whose n=4 trace loses its step 16, with
/// `extra` arguments; the stdout and the file `name` written in a directory of its own.
fn written(lang: &str, extra: &[&str], name: &str) -> (Output, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(name);
    let script = format!(
        "'{BIN}' run --format jsonl {{n}} | if [ {{n}} = 4 ]; then sed '/\"step\":16,/d'; else cat; fi"
    );
    let out = Command::new(BIN)
        .args(["check", "--lang", lang, "--sizes", "3-4"])
        .args(extra)
        .arg(&file)
        .args(["--", "sh", "-c", &script])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    (out, std::fs::read_to_string(&file).unwrap())
}

#[test]
fn the_results_files_keep_their_schemas_with_the_messages_in_the_language() {
    for lang in ["zh", "fa"] {
        for (format, schema) in [
            ("gradescope", "gradescope-results.schema.json"),
            ("prairielearn", "prairielearn-results.schema.json"),
            ("classroom", "classroom-results.schema.json"),
        ] {
            let (out, text) = written(lang, &["--format", format, "-o"], "results.json");
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            crate::check::validates(schema, &value);
            // The message of n=4 is its line on the terminal, without the `n=`.
            let line = &lines(&out)[1];
            let message = match format {
                "gradescope" => &value["tests"][1]["output"],
                _ => &value["tests"][1]["message"],
            };
            let message = message.as_str().unwrap();
            assert!(line.ends_with(message), "{lang} {format}: {message:?} of {line:?}");
            assert!(message.starts_with(if lang == "zh" { "无效" } else { "نامعتبر" }));
        }
    }
    // JUnit XML has no layout of its own: the isolates are left out, the words kept.
    let (_, xml) = written("fa", &["--format", "junit", "-o"], "results.xml");
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let failure = doc.descendants().find(|n| n.has_tag_name("failure")).unwrap();
    let message = failure.attribute("message").unwrap();
    assert!(
        message.starts_with("نامعتبر، در گام 16: backtrack (1,2) می‌گوید گام 17 است"),
        "{message}"
    );
    assert!(!xml.contains(['\u{2068}', '\u{2069}']), "{xml}");
}

#[test]
fn the_report_is_a_page_in_the_language_persian_right_to_left() {
    let (_, page) = written("fa", &["--report"], "report.html");
    assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"fa\" dir=\"rtl\">\n"), "{page}");
    assert!(page.contains("<title>گزارش nqueens-trace check</title>"), "{page}");
    assert!(page.contains("<p class=\"total\">1 از 2 معتبر</p>"), "{page}");
    assert!(page.contains("<h3>نخستین تفاوت با الگو، در گام 16</h3>"), "{page}");
    // Every event is isolated, on the list and in the captions; the boards read left to
    // right whatever the page's direction.
    assert!(page.contains("<li><bdi>→ امتحان (2,3)</bdi></li>"), "{page}");
    assert!(page.contains("<figcaption>گام برنامه: <strong><bdi>"), "{page}");
    assert!(page.contains("<figcaption>گام الگو: <strong><bdi>"), "{page}");
    assert!(page.contains(".board { border-collapse: collapse; direction: ltr; }"), "{page}");
    assert!(!page.contains(['\u{2068}', '\u{2069}']), "the isolates are <bdi>s");
    let (_, page) = written("zh", &["--report"], "report.html");
    assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"zh\">\n"), "{page}");
    assert!(page.contains("<h3>与模型的第一处不同：第 16 步</h3>"), "{page}");
    assert!(page.contains("<figcaption>程序的这一步：<strong>"), "{page}");
}

#[test]
fn an_exercise_record_is_graded_in_the_language() {
    let mut child = Command::new(BIN)
        .args(["check", "--lang", "zh", "--trace", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(&crate::check_trace::record()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        lines(&out),
        [
            "n=4：有效，是标准搜索（140 个事件，2 个解）；练习：136 步中 133 步一次做对，错误尝试 2 次，提示 1 次，代走 2 步",
            "共 1 个，1 个有效",
        ]
    );
}

#[test]
fn another_problems_departure_reads_right_to_left_in_persian() {
    // `check --lang fa --problem P -- backtrack.py P MODE`: each event said in the problem's
    // Persian words, isolated as a run of its own.
    let solver = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/solvers/backtrack.py");
    for (problem, mode) in [("subset-sum", "reason"), ("coloring", "reversed"), ("sudoku", "stdin")]
    {
        let out = Command::new(BIN)
            .args(["check", "--lang", "fa", "--problem", problem, "--timeout", "60", "--"])
            .arg("python3")
            .arg(&solver)
            .args([problem, mode])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{problem} {mode}: {out:?}");
        let case = format!("{problem} 1");
        reads_right_to_left(&lines(&out), &[case.as_str()]);
    }
}
