//! Shell conventions: completion scripts for every shell clap_complete knows, the manual page
//! through `man`, and usage errors that suggest what was meant and show what was typed as
//! text.

use crate::util::{bin, fails, need, quiet_stdout, stdout, tmp};
use std::process::Command;

#[test]
fn bash_sources_the_completion_script() {
    let script = stdout(bin().args(["completions", "bash"]));
    let dir = tmp();
    let path = dir.path().join("nqueens-trace.bash");
    std::fs::write(&path, &script).unwrap();
    // What a user's ~/.bashrc does, then what bash completes after `nqueens-trace ex` and
    // `nqueens-trace run --fi`.
    let probe = r#"source "$1" || exit 9
complete -p nqueens-trace
COMP_WORDS=(nqueens-trace ex); COMP_CWORD=1; COMP_LINE='nqueens-trace ex'; COMP_POINT=16
_nqueens__trace nqueens-trace ex nqueens-trace; echo "words: ${COMPREPLY[*]}"
COMP_WORDS=(nqueens-trace run --fi); COMP_CWORD=2; COMPREPLY=()
_nqueens__trace nqueens-trace --fi run; echo "options: ${COMPREPLY[*]}""#;
    let said = quiet_stdout(Command::new("bash").args(["--norc", "-c", probe, "probe"]).arg(&path));
    assert!(
        said.starts_with(
            "complete -o bashdefault -o default -o nosort -F _nqueens__trace nqueens-trace\n"
        ),
        "{said}"
    );
    assert!(said.contains("words: export\n"), "{said}");
    assert!(said.contains("options: --first\n"), "{said}");
}

#[test]
fn every_shell_gets_a_script_that_knows_the_subcommands_and_options() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = stdout(bin().args(["completions", shell]));
        for word in ["nqueens-trace", "export", "verify", "completions", "first", "limit"] {
            assert!(script.contains(word), "{shell} script lacks {word}");
        }
    }
    let err = fails(bin().args(["completions", "tcsh"]), 2);
    assert!(
        err.contains("invalid value 'tcsh' for '<SHELL>' [possible values: bash, elvish, fish, powershell, zsh]"),
        "{err}"
    );
}

/// `man -l` renders each page without a warning, with the sections and options it should
/// have.
#[test]
#[ignore = "needs man (man-db)"]
fn man_renders_the_pages() {
    let man = need("man");
    let dir = tmp();
    for (page, title, has) in [
        (None, "nqueens-trace(1)", &["SUBCOMMANDS", "nqueens-trace-export(1)"][..]),
        (Some("run"), "nqueens-trace-run(1)", &["--first", "--limit <K>"]),
        // The export page lists the formats; each format's page has its options.
        (
            Some("export"),
            "nqueens-trace-export(1)",
            &["nqueens-trace-export-html(1)", "nqueens-trace-export-flame(1)"],
        ),
        (Some("export-html"), "nqueens-trace-export-html(1)", &["--force", "--code", "--theme"]),
        (Some("export-gif"), "nqueens-trace-export-gif(1)", &["--force", "--size", "--delay"]),
    ] {
        let path = dir.path().join("page.1");
        let mut cmd = bin();
        cmd.arg("man").args(page);
        std::fs::write(&path, stdout(&mut cmd)).unwrap();
        // Warnings go to standard error: there must be none.
        let text = quiet_stdout(
            Command::new(&man)
                .args(["--warnings", "-l"])
                .arg(&path)
                .env("MANPAGER", "cat")
                .env("MANWIDTH", "80")
                .env("LC_ALL", "C.UTF-8"),
        );
        assert!(text.starts_with(title), "{page:?}: {text}");
        for word in ["NAME", "SYNOPSIS", "OPTIONS"].iter().chain(has) {
            assert!(text.contains(word), "{page:?} lacks {word}: {text}");
        }
    }
}

#[test]
fn man_names_the_pages_it_has() {
    assert!(stdout(bin().args(["man", "count"])).contains(".TH nqueens-trace-count 1"));
    // The pages that the export page refers to, one per format.
    assert!(stdout(bin().args(["man", "export-gif"])).contains(".TH nqueens-trace-export-gif 1"));
    fails(bin().args(["man", "export-pdf"]), 2);
    let err = fails(bin().args(["man", "frob"]), 2);
    assert!(
        err.contains("invalid value 'frob' for '[SUBCOMMAND]': expected a subcommand: run, replay, step, verify, diff, count, export, completions, man"),
        "{err}"
    );
}

#[test]
fn a_mistyped_name_suggests_the_right_one() {
    let flag = |given: &str, meant: &str| {
        format!("unexpected argument '{given}' found; did you mean '{meant}'?")
    };
    let subcommands = "run, replay, step, verify, diff, count, export, completions, man, check";
    let formats = "html, cast, svg, md, tex, dot, gif, perfetto, flame";
    // Each error points to the help of the subcommand that refused the arguments.
    for (args, want, help) in [
        (&["run", "--frist", "8"][..], flag("--frist", "--first"), "nqueens-trace run"),
        // The same through the default subcommand, which `main` inserts.
        (&["--frist", "8"], flag("--frist", "--first"), "nqueens-trace run"),
        (&["8", "--limt", "2"], flag("--limt", "--limit"), "nqueens-trace run"),
        (&["count", "8", "--thread", "2"], flag("--thread", "--threads"), "nqueens-trace count"),
        (&["export", "html", "--fro", "2"], flag("--fro", "--from"), "nqueens-trace export html"),
        (
            &["verfy", "a.jsonl"],
            format!(
                "unrecognized subcommand 'verfy' [subcommands: {subcommands}]; did you mean 'verify'?"
            ),
            "nqueens-trace",
        ),
        (
            &["export", "htm"],
            format!("unrecognized format 'htm' [formats: {formats}]; did you mean 'html'?"),
            "nqueens-trace export",
        ),
    ] {
        let err = fails(bin().args(args), 2);
        let want = format!("nqueens-trace: {want} (see '{help} --help')\n");
        assert_eq!(err, want, "{args:?}");
    }
    // A word far from every subcommand is still a board size given to `run`.
    let err = fails(bin().arg("eight"), 2);
    assert!(
        err.contains("invalid value 'eight' for '[N]': expected a board size from 1 to 32"),
        "{err}"
    );
}

#[test]
fn what_was_typed_shows_as_text() {
    let err = fails(bin().args(["run", "\x1b[31m4"]), 2);
    assert!(err.contains("invalid value '\\u{1b}[31m4' for '[N]'"), "{err}");
    let err = fails(bin().args(["--lang", "\u{202e}en"]), 2);
    assert!(err.contains("invalid value '\\u{202e}en' for '--lang <LANG>'"), "{err}");
    let not_utf8: &std::ffi::OsStr = std::os::unix::ffi::OsStrExt::from_bytes(b"\xff");
    let err = fails(bin().arg("run").arg(not_utf8), 2);
    assert!(err.contains("invalid UTF-8 was detected"), "{err}");
    let err = fails(bin().args(["replay", "/nonexistent/\x07.jsonl"]), 2);
    assert!(err.contains("cannot read '/nonexistent/\\u{7}.jsonl'"), "{err}");
}
