//! A terminal for the tests of interactive views: a tmux server on its own socket, with one
//! 100×40 session, keys sent by `send-keys` and the screen read back by `capture-pane`. Each
//! server is killed and its socket removed when dropped, so tests run in parallel and never
//! touch the user's sessions. A test that uses it is `#[ignore = "needs tmux"]`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A tmux server with one 100×40 session running a command, killed when dropped.
pub struct Tmux {
    tmux: PathBuf,
    socket: PathBuf,
}

impl Tmux {
    /// Starts `nqueens-trace ARGS` in a new session; once it ends, the shell prints its exit
    /// code and whether the terminal is back in canonical (cooked) mode.
    pub fn start(name: &str, args: &str) -> Tmux {
        Tmux::start_shell(name, &format!("{} {args}", super::BIN))
    }

    /// Like [`Tmux::start`], in a window of `width`×`height` from the first frame on. A test
    /// of a small window starts in it rather than resizing a 100×40 one: a resize that comes
    /// while the view is still starting can reach it before it listens for one.
    pub fn start_in(name: &str, args: &str, width: u32, height: u32) -> Tmux {
        Tmux::start_shell_in(name, &format!("{} {args}", super::BIN), width, height)
    }

    /// Like [`Tmux::start`], with a whole shell command line.
    pub fn start_shell(name: &str, command: &str) -> Tmux {
        Tmux::start_shell_in(name, command, 100, 40)
    }

    /// Like [`Tmux::start_shell`], in a window of `width`×`height`.
    pub fn start_shell_in(name: &str, command: &str, width: u32, height: u32) -> Tmux {
        let tmux = super::need("tmux");
        let socket = std::env::temp_dir().join(format!("nqt-{}-{name}", std::process::id()));
        let script =
            format!("{command}; echo \"exited $?\"; stty -a | grep -o -- '-\\?icanon'; sleep 60");
        let tmux = Tmux { tmux, socket };
        let (width, height) = (width.to_string(), height.to_string());
        let status = tmux
            .cmd(&["new-session", "-d", "-x", &width, "-y", &height, &script])
            .status()
            .unwrap();
        assert!(status.success(), "tmux new-session failed");
        tmux
    }

    /// Like [`Tmux::start_shell`], with `sh -c SCRIPT`, in which `$0` is the binary and `$1`
    /// is `arg`.
    pub fn start_sh(name: &str, script: &str, arg: &Path) -> Tmux {
        let quote = |s: &str| format!("'{}'", s.replace('\'', r"'\''"));
        let arg = arg.to_str().unwrap();
        let command = format!("sh -c {} {} {}", quote(script), quote(super::BIN), quote(arg));
        Tmux::start_shell(name, &command)
    }

    pub fn cmd(&self, args: &[&str]) -> Command {
        let mut c = Command::new(&self.tmux);
        c.arg("-S").arg(&self.socket).args(["-f", "/dev/null"]).args(args);
        c
    }

    pub fn keys(&self, keys: &[&str]) {
        for key in keys {
            let ok = self.cmd(&["send-keys", key]).status().unwrap().success();
            assert!(ok, "send-keys {key}");
        }
    }

    /// Resizes the window to `width`×`height`, as a user dragging its corner.
    pub fn resize(&self, width: u32, height: u32) {
        let (width, height) = (width.to_string(), height.to_string());
        self.cmd(&["resize-window", "-x", &width, "-y", &height]).status().unwrap();
    }

    /// Types `text` as it is, without naming keys.
    pub fn type_text(&self, text: &str) {
        let ok = self.cmd(&["send-keys", "-l", text]).status().unwrap().success();
        assert!(ok, "send-keys -l {text}");
    }

    pub fn screen(&self) -> String {
        let out = self.cmd(&["capture-pane", "-p"]).output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen with the SGR escapes of its colours and attributes (`capture-pane -e`), to be
    /// read by [`looks`].
    pub fn screen_with_escapes(&self) -> String {
        let out = self.cmd(&["capture-pane", "-p", "-e"]).output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Waits for the screen to satisfy `pred` (the view redraws after each key, a little
    /// later), and returns it; fails with the last screen after 10 seconds.
    pub fn wait_for(&self, what: &str, pred: impl Fn(&str) -> bool) -> String {
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

    pub fn wait_text(&self, text: &str) -> String {
        self.wait_for(text, |s| s.contains(text))
    }

    /// Waits for `text`, then for the screen to stay the same from one capture to the next:
    /// tmux may be read in the middle of a frame, and a frame draws `text` before the rows
    /// below it. For a view that is not playing.
    pub fn wait_settled(&self, text: &str) -> String {
        let mut last = self.wait_text(text);
        loop {
            sleep(Duration::from_millis(50));
            let screen = self.wait_text(text);
            if screen == last {
                return screen;
            }
            last = screen;
        }
    }

    /// Sends `keys`, then waits for the screen to settle showing `text`
    /// ([`Tmux::wait_settled`]), and returns it.
    pub fn press(&self, keys: &[&str], text: &str) -> String {
        self.keys(keys);
        self.wait_settled(text)
    }

    /// Quits with `q`, and waits for the program to end with exit 0 ([`Tmux::wait_exit`]).
    pub fn quit(&self) {
        self.keys(&["q"]);
        self.wait_exit(0);
    }

    /// Waits for the program to end with `code`, and checks that it left the terminal in
    /// cooked mode (`stty` says `icanon`, not `-icanon`) and off the alternate screen.
    pub fn wait_exit(&self, code: i32) {
        let exited = format!("exited {code}");
        let s = self.wait_for(&exited, |s| s.contains(&exited) && s.contains("icanon"));
        assert!(s.contains("\nicanon"), "the terminal is back in cooked mode: {s}");
        assert!(!s.contains("nqueens-trace step ·"), "left the alternate screen: {s}");
    }
}

/// How a terminal shows one character: the SGR state in force when it is drawn.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Look {
    pub fg: Option<String>,
    pub bg: Option<String>,
    pub bold: bool,
    pub dim: bool,
    pub reverse: bool,
}

/// The visible characters of a line with SGR escapes (`capture-pane -e`, or `--color
/// always`), each with its look. Equal looks mean equal rendering, whoever wrote the codes.
pub fn looks(line: &str) -> Vec<(char, Look)> {
    let mut out = Vec::new();
    let mut look = Look::default();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            out.push((c, look.clone()));
            continue;
        }
        assert_eq!(chars.next(), Some('['), "only SGR codes: {line:?}");
        let mut params = String::new();
        for c in chars.by_ref() {
            if c == 'm' {
                break;
            }
            assert!(c.is_ascii_digit() || c == ';', "only SGR codes: {line:?}");
            params.push(c);
        }
        let params: Vec<&str> = params.split(';').collect();
        let mut i = 0;
        while i < params.len() {
            let p: u32 = params[i].parse().unwrap_or(0);
            match p {
                0 => look = Look::default(),
                1 => look.bold = true,
                2 => look.dim = true,
                22 => (look.bold, look.dim) = (false, false),
                7 => look.reverse = true,
                27 => look.reverse = false,
                30..=37 | 90..=97 => look.fg = Some(p.to_string()),
                40..=47 | 100..=107 => look.bg = Some(p.to_string()),
                39 => look.fg = None,
                49 => look.bg = None,
                38 | 48 => {
                    let colour = params[i + 1..i + 3].join(";");
                    i += 2;
                    if p == 38 {
                        look.fg = Some(colour);
                    } else {
                        look.bg = Some(colour);
                    }
                }
                other => panic!("unexpected SGR {other} in {line:?}"),
            }
            i += 1;
        }
    }
    out
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.cmd(&["kill-server"]).status();
        let _ = std::fs::remove_file(&self.socket);
    }
}
