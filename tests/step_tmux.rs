//! The interactive `step` view, driven the way a student drives it: in a real terminal (tmux,
//! 100×40), with keys sent by `send-keys` and the screen read back by `capture-pane`.
//!
//! Needs tmux (`.ci/run` installs it). Each test runs its own tmux server on its own socket in
//! the temporary directory, removed afterwards, so tests run in parallel and never touch the
//! user's sessions.

use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A tmux server with one 100×40 session running a command, killed when dropped.
struct Tmux {
    socket: std::path::PathBuf,
}

impl Tmux {
    /// Starts `nqueens-trace ARGS` in a new session; once it ends, the shell prints its exit
    /// code and whether the terminal is back in canonical (cooked) mode.
    fn start(name: &str, args: &str) -> Tmux {
        Tmux::start_shell(
            name,
            &format!("{} {args}", env!("CARGO_BIN_EXE_nqueens-trace")),
        )
    }

    /// Like [`Tmux::start`], with a whole shell command line.
    fn start_shell(name: &str, command: &str) -> Tmux {
        let socket = std::env::temp_dir().join(format!("nqt-{}-{name}", std::process::id()));
        let script =
            format!("{command}; echo \"exited $?\"; stty -a | grep -o -- '-\\?icanon'; sleep 60");
        let tmux = Tmux { socket };
        let status = tmux
            .cmd(&["new-session", "-d", "-x", "100", "-y", "40", &script])
            .status()
            .expect("tmux must be installed to test the step view (apt-get install -y tmux)");
        assert!(status.success(), "tmux new-session failed");
        tmux
    }

    fn cmd(&self, args: &[&str]) -> Command {
        let mut c = Command::new("tmux");
        c.arg("-S")
            .arg(&self.socket)
            .args(["-f", "/dev/null"])
            .args(args);
        c
    }

    fn keys(&self, keys: &[&str]) {
        for key in keys {
            let ok = self.cmd(&["send-keys", key]).status().unwrap().success();
            assert!(ok, "send-keys {key}");
        }
    }

    fn screen(&self) -> String {
        let out = self.cmd(&["capture-pane", "-p"]).output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Waits for the screen to satisfy `pred` (the view redraws after each key, a little
    /// later), and returns it; fails with the last screen after 10 seconds.
    fn wait_for(&self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if pred(&screen) {
                return screen;
            }
            if start.elapsed() > Duration::from_secs(10) {
                panic!("timed out waiting for {what}; the screen was:\n{screen}");
            }
            sleep(Duration::from_millis(50));
        }
    }

    fn wait_text(&self, text: &str) -> String {
        self.wait_for(text, |s| s.contains(text))
    }

    /// Waits for the program to end with `code`, and checks that it left the terminal in
    /// cooked mode (`stty` says `icanon`, not `-icanon`) and off the alternate screen.
    fn wait_exit(&self, code: i32) {
        let exited = format!("exited {code}");
        let s = self.wait_for(&exited, |s| s.contains(&exited) && s.contains("icanon"));
        assert!(
            s.contains("\nicanon"),
            "the terminal is back in cooked mode: {s}"
        );
        assert!(
            !s.contains("nqueens-trace step ·"),
            "left the alternate screen: {s}"
        );
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.cmd(&["kill-server"]).status();
        let _ = std::fs::remove_file(&self.socket);
    }
}

/// The board rows of a screen: the title, a blank line and the column header come first.
fn board(screen: &str, n: usize) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    lines[3..3 + n]
        .iter()
        .map(|l| l.trim_end().to_string())
        .collect()
}

#[test]
fn stepping_forward_back_to_solutions_and_out() {
    let t = Tmux::start("walk", "step 4");
    let s = t.wait_text("step 0 of ? · paused");
    assert_eq!(s.lines().nth(2), Some("     0  1  2  3"));
    assert!(
        s.contains("space/→/l next  ←/h/b back  n/N solution"),
        "{s}"
    );
    assert!(s.contains("▶ n-queens 4×4: one queen per row"), "{s}");

    t.keys(&["Space", "Right", "l", "l"]);
    let s = t.wait_text("step 4 of ?");
    assert_eq!(
        board(&s, 4),
        [
            "  0 (Q) :  :  :",
            "  1 [x] :  .  .",
            "  2  :  .  :  .",
            "  3  :  .  .  :"
        ]
    );
    assert!(s.contains("▶ │ ✗ reject (1,0): same column as the queen at (0,0)"));
    assert!(s.contains("  │ → try (1,0)"));
    assert!(s.contains("tries 2 · accepted 1 · rejected 1 · backtracks 0 · solutions 0"));

    t.keys(&["Left"]);
    let s = t.wait_text("step 3 of ?");
    assert_eq!(board(&s, 4)[..2], ["  0  Q  :  :  :", "  1 [?] :  .  ."]);
    assert!(s.contains("▶ │ → try (1,0)"));

    t.keys(&["n"]);
    let s = t.wait_text("step 57 of ?");
    assert!(s.contains("▶ │ │ │ ★ solution 1: [1, 3, 0, 2]"), "{s}");
    assert!(s.contains("solutions 1"));

    t.keys(&["G"]);
    let s = t.wait_text("step 139 of 139");
    assert!(s.contains("▶ done: 2 solutions, 60 tries (16 accepted, 44 rejected), 16 backtracks"));
    t.keys(&["N"]);
    t.wait_text("★ solution 2: [2, 0, 3, 1]");
    t.keys(&["g"]);
    t.wait_text("step 0 of 139");

    t.keys(&["q"]);
    t.wait_exit(0);
}

#[test]
fn ctrl_c_and_escape_restore_the_terminal() {
    for (name, key, code) in [("ctrlc", "C-c", 130), ("esc", "Escape", 0)] {
        let t = Tmux::start(name, "step 5");
        t.wait_text("step 0 of ?");
        t.keys(&[key]);
        t.wait_exit(code);
    }
}

#[test]
fn a_sigint_from_outside_restores_the_terminal() {
    let t = Tmux::start("sigint", "step 5");
    t.wait_text("step 0 of ?");
    let out = t
        .cmd(&["list-panes", "-F", "#{pane_pid}"])
        .output()
        .unwrap();
    let shell = String::from_utf8(out.stdout).unwrap().trim().to_string();
    // The pane runs a shell; the view is its child.
    let killed = Command::new("pkill")
        .args(["-INT", "-P", &shell, "nqueens-trace"])
        .status()
        .unwrap();
    assert!(killed.success());
    t.wait_exit(130);
}

#[test]
fn play_pause_and_speed() {
    let t = Tmux::start("play", "step 6");
    t.wait_text("paused");
    t.keys(&["+", "+"]);
    t.keys(&["Enter"]);
    t.wait_text("playing, 50 ms a step");
    t.wait_for("the play to move on", |s| {
        !s.contains("step 0 of") && !s.contains("step 1 of")
    });
    t.keys(&["p"]);
    let s = t.wait_text("paused");
    let step = |s: &str| s.lines().next().unwrap_or("").to_string();
    sleep(Duration::from_millis(300));
    assert_eq!(step(&t.screen()), step(&s), "paused means paused");
    t.keys(&["-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "p"]);
    t.wait_text("playing, 2000 ms a step");
    t.keys(&["q"]);
    t.wait_exit(0);
}

#[test]
fn a_trace_file_in_classic_chinese_with_a_filter() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("n4.jsonl");
    let ok = Command::new(env!("CARGO_BIN_EXE_nqueens-trace"))
        .args(["run", "4", "--format", "jsonl", "-o"])
        .arg(&trace)
        .status()
        .unwrap()
        .success();
    assert!(ok);
    let args = format!(
        "step --input {} --style classic --lang zh --only try,reject --one-based",
        trace.display()
    );
    let t = Tmux::start("file", &args);
    let s = t.wait_text("第 0 步，共 ? 步 · 已暂停");
    assert!(
        s.contains("空格/→/l 下一步  ←/h/b 上一步"),
        "the key help is in Chinese: {s}"
    );
    t.keys(&["l", "l", "l"]);
    let s = t.wait_text("第 4 步，共 ? 步");
    assert!(
        s.contains("尝试 2 · 放置 1 · 冲突 1 · 回溯 0 · 解 0"),
        "{s}"
    );
    assert!(
        s.contains("▶ + ------------------------- (1, 2): failed"),
        "{s}"
    );
    assert!(s.contains("  + ------------------------- 在棋局为(1,)的情况下检查：(1,2)"));
    // Hidden accepts still move the board: the queen of row 1 stands on column 1.
    assert_eq!(s.lines().nth(2), Some("     1  2  3  4"));
    assert_eq!(board(&s, 4)[..2], ["  1 (Q) :  :  :", "  2 [x] :  .  ."]);
    t.keys(&["q"]);
    t.wait_exit(0);
}

#[test]
fn a_trace_on_standard_input_and_a_missing_file() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("n5.jsonl");
    let bin = env!("CARGO_BIN_EXE_nqueens-trace");
    let ok = Command::new(bin)
        .args(["run", "5", "--first", "--format", "jsonl", "-o"])
        .arg(&trace)
        .status()
        .unwrap()
        .success();
    assert!(ok);
    let piped = format!("cat {} | {bin} step --input -", trace.display());
    let t = Tmux::start_shell("stdin", &piped);
    t.wait_text("n=5 · step 0 of ?");
    t.keys(&["G"]);
    let s = t.wait_text("▶ done: 1 solution");
    assert!(s.contains("stopped at the limit"), "{s}");
    t.keys(&["q"]);
    t.wait_exit(0);

    let missing = dir.path().join("missing.jsonl");
    let t = Tmux::start("missing", &format!("step --input {}", missing.display()));
    let s = t.wait_text("exited 2");
    let expected = format!(
        "nqueens-trace: cannot read '{}': No such file or directory",
        missing.display()
    );
    assert!(s.contains(&expected), "{s}");
}

#[test]
fn a_big_trace_to_a_terminal_says_how_big_first() {
    // The trace scrolls the note away at once, so stderr goes to a file; stdout stays the
    // terminal, which is what makes the note appear.
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_nqueens-trace");
    for (name, args, noted) in [("big", "13", true), ("narrow", "13 --first", false)] {
        let err = dir.path().join(format!("{name}.err"));
        let t = Tmux::start_shell(name, &format!("{bin} {args} 2> {}", err.display()));
        if noted {
            t.wait_text("try (8,");
            t.keys(&["C-c"]);
            t.wait_text("exited 130");
        } else {
            t.wait_text("exited 0");
        }
        let note = std::fs::read_to_string(&err).unwrap();
        assert_eq!(
            note.contains("the full trace of n=13 is 124,379,231 lines"),
            noted,
            "{note}"
        );
    }
}

#[test]
fn a_broken_line_stays_on_screen_and_fails_the_exit() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("broken.jsonl");
    let n4 = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/traces/n4.jsonl"));
    let broken = n4.unwrap().replacen("\"reject\"", "\"rejekt\"", 1);
    std::fs::write(&trace, broken).unwrap();
    let t = Tmux::start("broken", &format!("step --input {}", trace.display()));
    t.wait_text("step 0 of ?");
    t.keys(&["Space", "Space", "Space", "Space"]);
    let error = "broken.jsonl:5: not a valid nqueens-trace/1 event";
    t.wait_text(error);
    // Further keys do not hide it: the trace cannot go on.
    t.keys(&["Space", "Left", "Space"]);
    sleep(Duration::from_millis(300));
    assert!(t.screen().contains(error), "{}", t.screen());
    t.keys(&["q"]);
    let s = t.wait_text("exited 2");
    assert!(s.contains(error), "{s}");
}
