//! Messages a student can act on (issue 34): the first five minutes of the command line
//! (where the program goes, which formats there are, whose help to read, what a terminal is
//! not sent), the faults of `verify` and `check` and the notes of the slide exports in the
//! student's language, and what a solver that forgets to lift its queen is told.

use crate::util::tmux::Tmux;
use crate::util::{bin, fails};

#[test]
fn a_program_given_without_dashes_is_told_to_go_after_them() {
    let err = fails(bin().args(["check", "./good.py"]), 2);
    assert_eq!(
        err,
        "nqueens-trace: unexpected argument './good.py' found: the command goes after '--', as \
         in 'nqueens-trace check -- ./good.py' (see 'nqueens-trace check --help')\n"
    );
    // An option that is no option of check is still only that.
    let err = fails(bin().args(["check", "--sizse", "4", "--", "x"]), 2);
    assert!(err.starts_with("nqueens-trace: unexpected argument '--sizse' found; did you mean"));
}

#[test]
fn an_unknown_format_lists_the_formats_and_points_to_export_s_help() {
    let err = fails(bin().args(["export", "pdf", "4"]), 2);
    assert_eq!(
        err,
        "nqueens-trace: unrecognized format 'pdf' [formats: html, cast, svg, md, tex, dot, gif, \
         perfetto, flame] (see 'nqueens-trace export --help')\n"
    );
}

#[test]
fn an_error_points_to_the_help_of_the_subcommand_that_refused_it() {
    for (args, help) in [
        (&["check", "--sizes", "x", "--", "p"][..], "nqueens-trace check --help"),
        (&["export", "md", "4", "--theme", "x"], "nqueens-trace export md --help"),
        (&["verify"], "nqueens-trace verify --help"),
        (&["diff", "a", "b", "--context", "x"], "nqueens-trace diff --help"),
        (&["step", "4", "--feedback", "x"], "nqueens-trace step --help"),
    ] {
        let err = fails(bin().args(args), 2);
        assert!(err.ends_with(&format!("(see '{help}')\n")), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

/// Every format for a viewer refuses a terminal in the same words, naming the file to write;
/// the text formats still write to it.
#[test]
#[ignore = "needs tmux"]
fn every_format_for_a_viewer_refuses_a_terminal_the_same_way() {
    let script = "for f in 'html 6' 'svg 4' 'gif 4' 'flame 4 --svg'; do \"$0\" export $f; \
                  echo \"code $?\"; done; \"$0\" export flame 4 | head -1";
    let tmux = Tmux::start_sh("viewer", script, std::path::Path::new("-"));
    let screen = tmux.wait_text("n-queens_4×4;(0,0)");
    for (name, extension) in [("html", "html"), ("svg", "svg"), ("gif", "gif"), ("flame", "svg")] {
        let want = format!(
            "nqueens-trace: export {name} writes a file for a viewer, not text for a terminal: \
             write it with -o FILE.{extension}, or pipe it"
        );
        assert!(screen.replace('\n', "").contains(&want), "{name}: {screen}");
    }
    assert_eq!(screen.matches("code 2").count(), 4, "{screen}");
}

/// `check --lang LANG --sizes 4` of the solver `keeps.py`, which says backtrack but keeps the
/// queen in its own list: its verdict line.
fn keeps(lang: &str, extra: &[&str]) -> String {
    let out = crate::check::check_solver(
        "keeps.py",
        &[&["--lang", lang, "--sizes", "4"], extra].concat(),
    );
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    crate::check::lines(&out).remove(0)
}

#[test]
fn a_solver_that_keeps_its_lifted_queen_is_told_so_in_its_language() {
    let (fsi, pdi) = ('\u{2068}', '\u{2069}');
    for (lang, want) in [
        ("en", "n=4: invalid at step 19: reject (1,3) names the queen at (1,2), which was lifted at step 17: does the program remove the queen from its list when it backtracks?".to_string()),
        ("zh", "n=4：无效，在第 19 步：reject (1,3) 指出了 (1,2) 的皇后，但它已在第 17 步撤回：程序回溯时是否把这个皇后从自己的列表中移除了？".to_string()),
        ("zh-Hant", "n=4：無效，在第 19 步：reject (1,3) 指出了 (1,2) 的皇后，但它已在第 17 步撤回：程式回溯時是否把這個皇后從自己的串列中移除了？".to_string()),
        ("fa", format!("{fsi}n=4{pdi}: نامعتبر، در گام 19: {fsi}reject{pdi} {fsi}(1,3){pdi} وزیر {fsi}(1,2){pdi} را نام می‌برد، که در گام 17 برداشته شد: آیا برنامه هنگام عقب‌گرد وزیر را از فهرست خود حذف می‌کند؟")),
        ("tr", "n=4: geçersiz, 19. adımda: reject (1,3), 17. adımda kaldırılmış olan (1,2) konumundaki veziri adlandırıyor: program geri izlerken veziri kendi listesinden çıkarıyor mu?".to_string()),
    ] {
        assert_eq!(keeps(lang, &[]), want, "{lang}");
    }
}

/// Every mark on the report's boards has its item in the legend below them, in the report's
/// language: here the queen standing, the model's queen placed, the program's square rejected
/// and the square its reject names, where no queen stands.
#[test]
fn every_mark_on_the_report_has_a_legend() {
    for (lang, absent) in [
        ("en", "the square the reject names, where no queen stands"),
        ("zh", "冲突所指出的格子，那里没有皇后"),
        ("fa", "خانه‌ای که رد نام می‌برد و وزیری در آن نیست"),
    ] {
        let dir = crate::util::tmp();
        let report = dir.path().join("report.html");
        keeps(lang, &["--report", report.to_str().unwrap()]);
        let page = std::fs::read_to_string(&report).unwrap();
        assert!(page.contains("<td class=\"dark attacker absent\"></td>"), "{page}");
        let legend = page.split("<ul class=\"legend\">\n").nth(1).unwrap();
        let legend = legend.split("</ul>").next().unwrap();
        let classes: Vec<&str> = legend
            .lines()
            .map(|l| l.split("class=\"key ").nth(1).unwrap().split('"').next().unwrap())
            .collect();
        assert_eq!(
            classes,
            ["light", "light placed", "light rejected", "light attacker absent"],
            "{lang}: {legend}"
        );
        assert!(legend.contains(absent), "{lang}: {legend}");
    }
}

/// The broken traces whose verdicts the golden file of `verify`'s faults holds: a name, and
/// the n=4 trace with one line changed (`Some`) or dropped (`None`), by its step.
fn broken() -> Vec<(&'static str, String)> {
    let good = crate::util::live_jsonl(4, None);
    let edit = |step: usize, line: Option<&str>| {
        let mut lines: Vec<&str> = good.lines().collect();
        match line {
            Some(line) => lines[step] = line,
            None => _ = lines.remove(step),
        }
        lines.join("\n") + "\n"
    };
    let first = crate::util::live_jsonl(4, Some(1))
        .replace("\"limit\":1", "\"limit\":null")
        .replace("\"complete\":false", "\"complete\":true");
    let keeps = std::process::Command::new("python3")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/solvers/keeps.py"))
        .arg("4")
        .output()
        .unwrap()
        .stdout;
    vec![
        ("step", edit(16, None)),
        ("no-done", edit(139, None)),
        (
            "unattacked",
            edit(
                2,
                Some(
                    r#"{"event":"reject","step":2,"row":0,"col":0,"conflict":"column","with":[0,0]}"#,
                ),
            ),
        ),
        (
            "no-queen",
            edit(
                4,
                Some(
                    r#"{"event":"reject","step":4,"row":1,"col":0,"conflict":"column","with":[0,3]}"#,
                ),
            ),
        ),
        (
            "wrong-line",
            edit(
                4,
                Some(
                    r#"{"event":"reject","step":4,"row":1,"col":0,"conflict":"diagonal","with":[0,0]}"#,
                ),
            ),
        ),
        ("attacked", edit(4, Some(r#"{"event":"accept","step":4,"row":1,"col":0}"#))),
        (
            "counts",
            edit(
                139,
                Some(
                    r#"{"event":"done","step":139,"solutions":2,"tries":61,"accepts":16,"rejects":44,"backtracks":16,"complete":true}"#,
                ),
            ),
        ),
        (
            "schema",
            edit(
                0,
                Some(r#"{"event":"start","step":0,"schema":"nqueens-trace/9","n":4,"limit":null}"#),
            ),
        ),
        ("never-lifted", first),
        ("lifted", String::from_utf8(keeps).unwrap()),
        ("valid", good.clone()),
    ]
}

/// `verify --lang` says each fault, and a valid trace's summary, in the five languages: the
/// golden file `traces/lang/verify.txt` holds every line.
#[test]
fn verify_says_its_faults_in_five_languages() {
    let dir = crate::util::tmp();
    let mut all = String::new();
    for (name, trace) in broken() {
        let path = dir.path().join(format!("{name}.jsonl"));
        std::fs::write(&path, trace).unwrap();
        for lang in ["en", "zh", "zh-Hant", "fa", "tr"] {
            let out = bin()
                .current_dir(dir.path())
                .args(["verify", "--lang", lang])
                .arg(format!("{name}.jsonl"))
                .output()
                .unwrap();
            let code = if name == "valid" { 0 } else { 1 };
            assert_eq!(out.status.code(), Some(code), "{name} {lang}: {out:?}");
            all += &format!("{lang:8}{}", String::from_utf8(out.stdout).unwrap());
        }
    }
    crate::util::golden("lang/verify.txt", all);
}

/// `export ARGS` in a directory of its own: its exit code, its standard error, and the file
/// it wrote (`-o deck`), if any.
fn export(args: &[&str]) -> (i32, String, String) {
    let dir = crate::util::tmp();
    let out = bin()
        .current_dir(dir.path())
        .arg("export")
        .args(args)
        .args(["-o", "deck"])
        .output()
        .unwrap();
    let written = std::fs::read_to_string(dir.path().join("deck")).unwrap_or_default();
    (out.status.code().unwrap(), String::from_utf8(out.stderr).unwrap(), written)
}

/// The note on a long deck says how many slides it has, counted, not guessed: a title (and in
/// beamer a legend) and one per step (n=5's full search has 505 steps, n=7's 7,761).
#[test]
fn a_long_deck_says_its_real_count_of_slides() {
    let fix = ": choose steps with --from STEP --to STEP or --only accept,solution\n";
    let (code, err, tex) = export(&["tex", "5"]);
    assert_eq!(
        (code, err),
        (
            0,
            format!(
                "nqueens-trace: the tex deck is 507 slides, a title, a legend and one per step{fix}"
            )
        )
    );
    // One overlay per step, each headed by its step, beside the title page and the legend's.
    assert_eq!(tex.matches(">{\\textbf{").count(), 505);
    assert_eq!(tex.matches("\\titlepage").count(), 1);
    assert_eq!(tex.matches("\\begin{tabular}").count(), 1, "the legend");
    let (_, err, _) = export(&["tex", "7"]);
    assert_eq!(
        err,
        format!(
            "nqueens-trace: the tex deck is 7763 slides, a title, a legend and one per step{fix}"
        )
    );
    let (_, err, md) = export(&["md", "5"]);
    assert_eq!(
        err,
        format!("nqueens-trace: the md deck is 506 slides, a title and one per step{fix}")
    );
    assert_eq!(md.matches("\n---\n").count(), 506, "the slides the note counts");
    // A window counts what it keeps.
    let (_, err, md) = export(&["md", "6", "--hide", "try"]);
    assert!(err.contains("the md deck is 1053 slides"), "{err}");
    assert_eq!(md.matches("\n---\n").count(), 1053);
    // A short deck has no word on its length.
    assert_eq!(export(&["md", "4"]).1, "");
}

#[test]
fn the_note_on_a_deck_is_said_in_its_language() {
    let (fsi, pdi) = ('\u{2068}', '\u{2069}');
    for (lang, want) in [
        ("zh", "md 幻灯片共 506 页（标题一页，每步一页）：用 --from STEP --to STEP 或 --only accept,solution 选择步骤".to_string()),
        ("zh-Hant", "md 投影片共 506 頁（標題一頁，每步一頁）：用 --from STEP --to STEP 或 --only accept,solution 選擇步驟".to_string()),
        ("fa", format!("خروجی {fsi}md{pdi} دارای 506 اسلاید است، یک عنوان و یکی برای هر گام: گام‌ها را با {fsi}--from STEP --to STEP{pdi} یا {fsi}--only accept,solution{pdi} برگزینید")),
        ("tr", "md sunusu 506 slayt: bir başlık ve her adım için bir slayt; adımları --from STEP --to STEP ya da --only accept,solution ile seçin".to_string()),
    ] {
        let (code, err, _) = export(&["md", "5", "--lang", lang]);
        assert_eq!((code, err), (0, format!("nqueens-trace: {want}\n")), "{lang}");
    }
}

/// `--force` says the user means the deck as long as it is: no note; and an export that fails
/// says one line, its error, with or without it.
#[test]
fn force_keeps_the_note_quiet_and_a_failure_is_one_line() {
    assert_eq!(export(&["md", "5", "--force"]).1, "");
    assert_eq!(export(&["tex", "5", "--force"]).1, "");
    let dir = crate::util::tmp();
    let broken = dir.path().join("broken.jsonl");
    let mut trace: Vec<String> =
        crate::util::live_jsonl(5, None).lines().map(String::from).collect();
    trace[300] = r#"{"event":"jump"}"#.to_string();
    std::fs::write(&broken, trace.join("\n") + "\n").unwrap();
    for force in [&["--force"][..], &[]] {
        for format in ["md", "tex"] {
            let (code, err, _) =
                export(&[&[format, "--input", broken.to_str().unwrap()], force].concat());
            assert_eq!(code, 2, "{format} {force:?}: {err}");
            assert_eq!(err.lines().count(), 1, "{format} {force:?}: {err}");
            assert!(err.contains("broken.jsonl:301: not a valid nqueens-trace/1 event"), "{err}");
        }
    }
}

/// `diff --lang` explains the first difference, and says how each trace goes on, in the five
/// languages: the golden file `traces/lang/diff.txt` holds the reports.
#[test]
fn diff_explains_in_five_languages() {
    let dir = crate::util::tmp();
    let write = |name: &str, text: String| std::fs::write(dir.path().join(name), text).unwrap();
    write("all.jsonl", crate::util::live_jsonl(4, None));
    write("first.jsonl", crate::util::live_jsonl(4, Some(1)));
    let broken = broken();
    write("keeps.jsonl", broken.iter().find(|b| b.0 == "lifted").unwrap().1.clone());
    let mut all = String::new();
    for pair in [["all.jsonl", "first.jsonl"], ["all.jsonl", "keeps.jsonl"]] {
        for lang in ["en", "zh", "zh-Hant", "fa", "tr"] {
            let out = bin()
                .current_dir(dir.path())
                .args(["diff", "--lang", lang])
                .args(pair)
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(1), "{pair:?} {lang}: {out:?}");
            all += &format!("--- {lang}\n{}", String::from_utf8(out.stdout).unwrap());
        }
    }
    for lang in ["en", "zh", "fa"] {
        let out = bin()
            .current_dir(dir.path())
            .args(["diff", "-v", "--lang", lang, "all.jsonl", "all.jsonl"])
            .output()
            .unwrap();
        all += &String::from_utf8(out.stdout).unwrap();
    }
    crate::util::golden("lang/diff.txt", all);
}
