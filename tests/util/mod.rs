//! What the integration tests share (as ripgrep's `tests/util.rs`): the binary under test in a
//! known environment, the golden files, traces made by the library, and the outside programs
//! some tests drive.
//!
//! A test that needs an outside program is `#[ignore = "needs X"]` and calls [`need`] first:
//! plain `cargo test` reports it ignored, and `cargo test -- --include-ignored` (what `.ci/run`
//! runs, after installing the programs) fails it when X is missing, never passes it unrun.

pub mod tmux;

use nqueens_trace::{Event, JsonlWriter, Reader, Sink, Solver, TextOptions, TextPrinter};
use std::borrow::Borrow;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The path of the binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_nqueens-trace");

/// `nqueens-trace`, in an environment that leaves colour to the test: `NO_COLOR` and
/// `CLICOLOR_FORCE` removed, `TERM` a colour terminal (which only matters for a terminal).
pub fn bin() -> Command {
    let mut cmd = Command::new(BIN);
    cmd.env_remove("NO_COLOR").env_remove("CLICOLOR_FORCE").env("TERM", "xterm-256color");
    cmd
}

/// Standard output of `cmd`, which must succeed and write UTF-8.
pub fn stdout(cmd: &mut Command) -> String {
    String::from_utf8(stdout_bytes(cmd)).expect("the output is UTF-8")
}

/// Standard output of `cmd` (lossily UTF-8), which must succeed and write nothing on standard
/// error.
pub fn quiet_stdout(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    succeeded(&out, &format!("{cmd:?}: {said}"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.is_empty(), "{cmd:?}: said on standard error: {err}");
    said
}

/// Standard output of `cmd`, which must succeed.
pub fn stdout_bytes(cmd: &mut Command) -> Vec<u8> {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    succeeded(&out, &format!("{cmd:?}"));
    out.stdout
}

/// Fails, naming `what` and showing standard error, unless `out` is a success.
pub fn succeeded(out: &Output, what: &str) {
    assert!(
        out.status.success(),
        "{what}: {:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs `cmd`, which must fail with one line on standard error and no panic; returns its exit
/// code and that line.
pub fn failure(cmd: &mut Command) -> (i32, String) {
    let out = cmd.output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "{cmd:?} succeeded");
    assert_eq!(err.lines().count(), 1, "{cmd:?}: not one line: {err:?}");
    assert!(!err.contains("panicked"), "{cmd:?}: {err}");
    (out.status.code().unwrap(), err)
}

/// Runs `cmd`, which must exit with `code` and one line on standard error; returns that line.
pub fn fails(cmd: &mut Command, code: i32) -> String {
    let (got, err) = failure(cmd);
    assert_eq!(got, code, "{cmd:?}: {err}");
    err
}

/// [`bin`] with its standard input, run by [`Cmd::output`] or checked by [`Cmd::assert`].
pub fn cmd() -> Cmd {
    Cmd { cmd: bin(), stdin: Vec::new(), stdout_set: false }
}

/// The binary with its arguments and standard input; see [`cmd`].
pub struct Cmd {
    cmd: Command,
    stdin: Vec<u8>,
    stdout_set: bool,
}

impl Cmd {
    pub fn arg(&mut self, arg: impl AsRef<OsStr>) -> &mut Self {
        self.cmd.arg(arg);
        self
    }

    pub fn args<I: IntoIterator<Item = S>, S: AsRef<OsStr>>(&mut self, args: I) -> &mut Self {
        self.cmd.args(args);
        self
    }

    pub fn write_stdin(&mut self, bytes: impl Into<Vec<u8>>) -> &mut Self {
        self.stdin = bytes.into();
        self
    }

    pub fn stdout(&mut self, to: impl Into<Stdio>) -> &mut Self {
        self.cmd.stdout(to);
        self.stdout_set = true;
        self
    }

    /// Runs the binary, feeding its standard input from another thread so that neither side
    /// can block the other.
    pub fn output(&mut self) -> std::io::Result<Output> {
        use std::io::Write;
        if !self.stdout_set {
            self.cmd.stdout(Stdio::piped());
        }
        let mut child = self.cmd.stdin(Stdio::piped()).stderr(Stdio::piped()).spawn()?;
        let mut pipe = child.stdin.take().unwrap();
        let bytes = std::mem::take(&mut self.stdin);
        // The binary may stop reading early (a broken trace): a closed pipe is fine.
        let feeder = std::thread::spawn(move || {
            let _ = pipe.write_all(&bytes);
        });
        let out = child.wait_with_output();
        feeder.join().unwrap();
        out
    }

    pub fn assert(&mut self) -> Assert {
        Assert(self.output().unwrap())
    }
}

/// The outcome of a run, checked one property at a time.
pub struct Assert(pub Output);

impl Assert {
    pub fn code(self, want: i32) -> Self {
        assert_eq!(
            self.0.status.code(),
            Some(want),
            "stdout: {}\nstderr: {}",
            String::from_utf8_lossy(&self.0.stdout),
            String::from_utf8_lossy(&self.0.stderr)
        );
        self
    }

    pub fn success(self) -> Self {
        self.code(0)
    }

    pub fn stdout(self, want: impl AsRef<str>) -> Self {
        assert_eq!(String::from_utf8_lossy(&self.0.stdout), want.as_ref());
        self
    }

    pub fn stderr(self, want: impl AsRef<str>) -> Self {
        assert_eq!(String::from_utf8_lossy(&self.0.stderr), want.as_ref());
        self
    }
}

/// `traces/<name>`: the golden files (`name` may have folders, as `export/n4.html`).
pub fn traces(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("traces").join(name)
}

/// The text of `traces/<name>`.
pub fn golden_text(name: &str) -> String {
    std::fs::read_to_string(traces(name)).unwrap()
}

/// The committed golden traces, `traces/*.jsonl`, sorted.
pub fn golden_traces() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(traces(""))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    files
}

/// Compares `actual` with `traces/<name>` byte for byte, or rewrites the file when
/// `UPDATE_GOLDEN=1`.
pub fn golden(name: &str, actual: impl AsRef<[u8]>) {
    let actual = actual.as_ref();
    let path = traces(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| v == "1") {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    if expected != actual {
        let (e, a) = (String::from_utf8_lossy(&expected), String::from_utf8_lossy(actual));
        let line = e
            .lines()
            .zip(a.lines())
            .position(|(x, y)| x != y)
            .map_or_else(|| "the end".to_string(), |i| format!("line {}", i + 1));
        panic!("{name} differs from its golden file at {line}; UPDATE_GOLDEN=1 rewrites it");
    }
}

/// The events of the search for `n`, stopped after `limit` solutions.
pub fn trace(n: u32, limit: Option<u64>) -> Vec<Event> {
    let mut events = Vec::new();
    Solver::new(n).unwrap().limit(limit).run(&mut events).unwrap();
    events
}

/// The JSON Lines trace of the search, written live by the solver.
pub fn live_jsonl(n: u32, limit: Option<u64>) -> String {
    let mut w = JsonlWriter::new(Vec::new());
    Solver::new(n).unwrap().limit(limit).run(&mut w).unwrap();
    String::from_utf8(w.into_inner()).unwrap()
}

/// The text trace of the search, printed live by the solver.
pub fn live_text(n: u32, limit: Option<u64>) -> String {
    let mut p = TextPrinter::new(Vec::new(), TextOptions::default());
    Solver::new(n).unwrap().limit(limit).run(&mut p).unwrap();
    String::from_utf8(p.into_inner()).unwrap()
}

/// `events` written as JSON Lines.
pub fn jsonl(events: &[Event]) -> Vec<u8> {
    let mut w = JsonlWriter::new(Vec::new());
    for e in events {
        w.event(e).unwrap();
    }
    w.finish().unwrap();
    w.into_inner()
}

/// `events` printed as the default text trace.
pub fn text<I: IntoIterator<Item = Event>>(events: I) -> String {
    text_with(TextOptions::default(), events)
}

/// `events` (owned or borrowed) printed as the text trace with `opts`.
pub fn text_with<I>(opts: TextOptions, events: I) -> String
where
    I: IntoIterator,
    I::Item: Borrow<Event>,
{
    let mut p = TextPrinter::new(Vec::new(), opts);
    for e in events {
        p.event(e.borrow()).unwrap();
    }
    p.finish().unwrap();
    String::from_utf8(p.into_inner()).unwrap()
}

/// Gives `e` the step number `step`, whatever its kind.
pub fn set_step(e: &mut Event, step: u64) {
    let mut fields = serde_json::to_value(&*e).unwrap();
    fields["step"] = step.into();
    *e = serde_json::from_value(fields).unwrap();
}

/// The events of a JSON Lines trace that must read without error.
pub fn read_all(trace: &[u8]) -> Vec<Event> {
    Reader::new(trace, "trace").collect::<Result<_, _>>().unwrap()
}

/// A new temporary directory, removed when dropped.
pub fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

/// A temporary directory holding one file `name` with `bytes`, and that file's path.
pub fn tmp_file(name: &str, bytes: &[u8]) -> (tempfile::TempDir, PathBuf) {
    let dir = tmp();
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    (dir, path)
}

/// `s` without its ANSI escape sequences.
pub fn strip_ansi(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The full path of `program`, for a test that needs it (and is `#[ignore = "needs …"]`).
/// Fails the test, naming the program and the package that has it, when it is not installed.
pub fn need(program: &str) -> PathBuf {
    which(program).unwrap_or_else(|| missing(program))
}

/// The first of `candidates` that is installed, or the program named by the environment
/// variable `var` when it is set (`CHROMIUM=/opt/chrome need_one_of(…)`); fails like [`need`].
pub fn need_one_of(var: &str, candidates: &[&str]) -> PathBuf {
    if let Some(named) = std::env::var_os(var) {
        let named = named.to_string_lossy().into_owned();
        return which(&named).unwrap_or_else(|| missing(&format!("{named} (from {var})")));
    }
    candidates.iter().find_map(|c| which(c)).unwrap_or_else(|| missing(&candidates.join(" or ")))
}

/// `command` started with its standard output and error piped, for a test that reads them
/// while it runs (or closes them on it).
pub fn spawn_piped(command: &mut Command) -> std::process::Child {
    command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap()
}

/// Chromium, or the browser `CHROMIUM` names.
pub fn chromium() -> PathBuf {
    need_one_of("CHROMIUM", &["chromium", "chromium-browser"])
}

/// The flags every headless Chromium of the tests runs with: no sandbox, GPU or network, no
/// first-run or sync work, and its own profile in `profile`.
pub fn headless_flags(profile: &Path) -> Vec<String> {
    let fixed = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ];
    let mut flags: Vec<String> = fixed.iter().map(|f| f.to_string()).collect();
    flags.push(format!("--user-data-dir={}", profile.display()));
    flags
}

/// Where `program` is: itself when it is a path to a file, else the first match on `PATH`.
pub fn which(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        return Path::new(program).is_file().then(|| program.into());
    }
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths).map(|dir| dir.join(program)).find(|p| p.is_file())
}

fn missing(program: &str) -> ! {
    panic!(
        "this test needs {program}, which is not installed: install it (`.ci/run` does) or run \
         `cargo test` without --include-ignored, which skips the tests that need outside programs"
    )
}
