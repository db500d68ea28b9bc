//! Where `-o` writes, through the real binary: never onto its input, whatever the path; into a
//! descriptor that is already open (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`) as it is;
//! onto an existing file keeping its permission bits; under names that fill `NAME_MAX`; no
//! partial file after any terminating signal; errors that name the file asked for. And what a
//! terminal on standard input gets (tmux).

use crate::util::tmux::Tmux;
use crate::util::{bin, succeeded, BIN};
use std::fs;
use std::os::unix::fs::{symlink, PermissionsExt};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// The JSON Lines trace of `run N` and its text trace, as the binary writes them.
fn trace(n: &str) -> (String, String) {
    let jsonl = bin().args([n, "--format", "jsonl"]).output().unwrap();
    let text = bin().args([n, "--color", "never"]).output().unwrap();
    assert!(jsonl.status.success() && text.status.success());
    let text_of = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (text_of(jsonl.stdout), text_of(text.stdout))
}

/// A new folder holding the JSON Lines trace of `run N` as the file `name`: the folder, the
/// file, and the run's traces as [`trace`] gives them.
fn trace_file(n: &str, name: &str) -> (tempfile::TempDir, PathBuf, (String, String)) {
    let dir = tempfile::tempdir().unwrap();
    let traces = trace(n);
    let input = dir.path().join(name);
    fs::write(&input, &traces.0).unwrap();
    (dir, input, traces)
}

/// Fails unless `out` is exit 2 with one line on stderr, which it returns.
fn one_line_error(out: &Output, what: &str) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{what}: {err}");
    assert_eq!(err.lines().count(), 1, "{what}: {err}");
    assert!(err.starts_with("nqueens-trace: "), "{what}: {err}");
    err
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn read_only(path: &Path) -> fs::File {
    fs::File::open(path).unwrap()
}

fn appending(path: &Path) -> fs::File {
    fs::OpenOptions::new().append(true).open(path).unwrap()
}

/// The subcommands that read a trace and write `-o`: the arguments before the input. The deck
/// ends at step 1999, so that the whole n=6 trace comes without the note about its length.
const READERS: [&[&str]; 3] =
    [&["replay"], &["export", "html", "--input"], &["export", "md", "--to", "1999", "--input"]];

#[test]
fn output_onto_its_input_is_refused_whatever_the_path() {
    let (dir, input, (jsonl, _)) = trace_file("4", "t.jsonl");
    let hard = dir.path().join("hard.jsonl");
    fs::hard_link(&input, &hard).unwrap();
    let soft = dir.path().join("soft.jsonl");
    symlink(&input, &soft).unwrap();
    let before = names(dir.path());
    for reader in READERS {
        // (how the input is given, -o, standard input, standard output)
        type Case<'a> = (Option<&'a Path>, Option<&'a Path>, Option<fs::File>, Option<fs::File>);
        let fd0 = Path::new("/proc/self/fd/0");
        let dev_stdin = Path::new("/dev/stdin");
        let cases: Vec<(&str, Case)> = vec![
            ("same path", (Some(&input), Some(&input), None, None)),
            ("hard link", (Some(&input), Some(&hard), None, None)),
            ("symbolic link", (Some(&input), Some(&soft), None, None)),
            ("- onto it", (Some(Path::new("-")), Some(&input), Some(read_only(&input)), None)),
            ("- onto a link", (Some(Path::new("-")), Some(&hard), Some(read_only(&hard)), None)),
            ("/proc/self/fd/0", (Some(&input), Some(fd0), Some(read_only(&input)), None)),
            ("/dev/stdin", (Some(&input), Some(dev_stdin), Some(read_only(&input)), None)),
            ("stdout >> it", (Some(&input), None, None, Some(appending(&input)))),
            (
                "- and stdout >> it",
                (Some(Path::new("-")), None, Some(read_only(&input)), Some(appending(&hard))),
            ),
            (
                "/dev/stdout >> it",
                (Some(&input), Some(Path::new("/dev/stdout")), None, Some(appending(&hard))),
            ),
        ];
        for (what, (from, to, stdin, stdout)) in cases {
            let what = format!("{reader:?} {what}");
            let mut cmd = bin();
            cmd.args(reader).arg(from.unwrap());
            if let Some(to) = to {
                cmd.arg("-o").arg(to);
            }
            cmd.stdin(stdin.map_or(Stdio::null(), Stdio::from));
            cmd.stdout(stdout.map_or(Stdio::piped(), Stdio::from));
            let err = one_line_error(&cmd.output().unwrap(), &what);
            assert!(err.contains("it is the input file"), "{what}: {err}");
            assert!(err.contains("refusing to write"), "{what}: {err}");
            assert_eq!(fs::read_to_string(&input).unwrap(), jsonl, "{what}: the input changed");
            assert_eq!(names(dir.path()), before, "{what}: a file was left behind");
        }
    }
    // `replay` with no file reads standard input, and is refused the same way.
    let out = bin().args(["replay", "-o"]).arg(&hard).stdin(read_only(&input)).output().unwrap();
    let err = one_line_error(&out, "replay < t -o hard");
    assert!(err.contains("it is the input file (on standard input)"), "{err}");
    assert_eq!(fs::read_to_string(&input).unwrap(), jsonl);
}

#[test]
fn a_copy_of_the_input_is_not_the_input() {
    // Same bytes, another file: written as asked.
    let (dir, input, (_, text)) = trace_file("4", "t.jsonl");
    let copy = dir.path().join("copy.jsonl");
    fs::copy(&input, &copy).unwrap();
    let out = bin()
        .args(["replay", "-", "--color", "never", "-o"])
        .arg(&copy)
        .stdin(read_only(&input))
        .output()
        .unwrap();
    succeeded(&out, "replay - -o onto a copy of the input");
    assert_eq!(fs::read_to_string(&copy).unwrap(), text);
}

/// Runs `sh -c SCRIPT` with `$0` the binary, in `dir`.
fn sh(dir: &Path, script: &str) -> Output {
    Command::new("sh").arg("-c").arg(script).arg(BIN).current_dir(dir).output().unwrap()
}

#[test]
fn output_into_an_open_descriptor_writes_into_it() {
    let dir = tempfile::tempdir().unwrap();
    let (_, text) = trace("4");
    let link = dir.path().join("to-stdout");
    symlink("/dev/stdout", &link).unwrap();
    let link = link.to_str().unwrap();
    // Into a pipe: standard output, however it is named.
    for path in ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", link] {
        let out = bin().args(["4", "-o", path]).output().unwrap();
        succeeded(&out, path);
        assert_eq!(String::from_utf8_lossy(&out.stdout), text, "{path}");
    }
    // Onto a file opened with `>>`: appended, and what was there stays.
    for path in ["/dev/stdout", "/proc/self/fd/1", link] {
        let file = dir.path().join("log.txt");
        fs::write(&file, "kept\n").unwrap();
        let out = bin().args(["4", "-o", path]).stdout(appending(&file)).output().unwrap();
        succeeded(&out, path);
        assert_eq!(fs::read_to_string(&file).unwrap(), format!("kept\n{text}"), "{path}");
        fs::remove_file(&file).unwrap();
    }
    // Onto a file opened with `>`, after the shell wrote to it: at the shared offset, so the
    // lines before and after stay in order. And onto another descriptor than 1.
    let out = sh(
        dir.path(),
        r#"{ echo before; "$0" 4 -o /dev/stdout; echo after; } > a.txt;
           echo kept > b.txt; "$0" 4 -o /dev/fd/3 3>>b.txt;
           { echo before >&4; "$0" 4 -o /proc/self/fd/4; echo after >&4; } 4> c.txt"#,
    );
    succeeded(&out, "the open descriptors");
    let framed = format!("before\n{text}after\n");
    assert_eq!(fs::read_to_string(dir.path().join("a.txt")).unwrap(), framed);
    let kept = format!("kept\n{text}");
    assert_eq!(fs::read_to_string(dir.path().join("b.txt")).unwrap(), kept);
    assert_eq!(fs::read_to_string(dir.path().join("c.txt")).unwrap(), framed);
    assert_eq!(names(dir.path()), ["a.txt", "b.txt", "c.txt", "to-stdout"]);
}

#[test]
fn a_descriptor_that_cannot_be_written_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("in.txt");
    fs::write(&file, "kept\n").unwrap();
    let out = bin().args(["4", "-o", "/dev/fd/9"]).output().unwrap();
    let err = one_line_error(&out, "closed descriptor");
    assert!(err.contains("cannot write '/dev/fd/9': descriptor 9 is not open"), "{err}");
    let out = bin().args(["4", "-o", "/dev/stdin"]).stdin(read_only(&file)).output().unwrap();
    let err = one_line_error(&out, "read-only descriptor");
    assert!(err.contains("descriptor 0 is open for reading only"), "{err}");
    assert_eq!(fs::read_to_string(&file).unwrap(), "kept\n");
    assert_eq!(names(dir.path()), ["in.txt"]);
}

/// `cmd` with the umask set to `mask` in the child.
fn with_umask(cmd: &mut Command, mask: u32) -> &mut Command {
    // SAFETY: umask is async-signal-safe and touches only the child's own state.
    unsafe {
        cmd.pre_exec(move || {
            libc::umask(mask as libc::mode_t);
            Ok(())
        })
    }
}

fn mode(path: &Path) -> u32 {
    fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

#[test]
fn a_replaced_file_keeps_its_permission_bits_and_a_new_one_honours_the_umask() {
    let dir = tempfile::tempdir().unwrap();
    let (_, text) = trace("4");
    for kept in [0o600, 0o640, 0o604, 0o755, 0o400] {
        let out = dir.path().join(format!("kept-{kept:o}"));
        fs::write(&out, "old\n").unwrap();
        fs::set_permissions(&out, fs::Permissions::from_mode(kept)).unwrap();
        let status = with_umask(bin().args(["4", "-o"]).arg(&out), 0o022).status().unwrap();
        assert!(status.success());
        assert_eq!(mode(&out), kept, "{kept:o}");
        assert_eq!(fs::read_to_string(&out).unwrap(), text);
    }
    for (umask, want) in [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)] {
        let out = dir.path().join(format!("new-{umask:o}"));
        let status = with_umask(bin().args(["4", "-o"]).arg(&out), umask).status().unwrap();
        assert!(status.success());
        assert_eq!(mode(&out), want, "umask {umask:o}");
    }
}

#[test]
fn names_up_to_255_bytes_work() {
    let dir = tempfile::tempdir().unwrap();
    let (jsonl, _) = trace("1");
    let mut asked = Vec::new();
    for len in 240..=255 {
        asked.push("n".repeat(len));
    }
    // 254 bytes of two-byte characters.
    asked.push("é".repeat(127));
    for name in &asked {
        let out = bin()
            .args(["1", "--format", "jsonl", "-o"])
            .arg(dir.path().join(name))
            .output()
            .unwrap();
        succeeded(&out, &name.len().to_string());
        assert_eq!(fs::read_to_string(dir.path().join(name)).unwrap(), jsonl);
        // Replacing it works too.
        let out = bin()
            .args(["1", "--format", "jsonl", "-o"])
            .arg(dir.path().join(name))
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", name.len());
    }
    asked.sort();
    assert_eq!(names(dir.path()), asked);
    // One byte more is the system's error, naming the file, and leaves nothing behind.
    let long = "n".repeat(256);
    let out = bin().args(["1", "-o"]).arg(dir.path().join(&long)).output().unwrap();
    let err = one_line_error(&out, "256 bytes");
    assert!(err.contains(&long) && err.contains("name too long"), "{err}");
    assert_eq!(names(dir.path()), asked);
}

/// Starts `run 14 --format jsonl -o DIR/out` (hours of output, held to 256 MB by `ulimit -f`
/// in case a signal is not handled), and returns it once its temporary file exists and has
/// grown: the signal handler is then in place.
fn start_long_run(dir: &Path) -> std::process::Child {
    let mut child = with_file_size_limit(&mut bin(), 256 << 20)
        .args(["14", "--format", "jsonl", "-o"])
        .arg(dir.join("out.jsonl"))
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let growing = || {
        fs::read_dir(dir).into_iter().flatten().flatten().any(|e| {
            e.file_name().to_string_lossy().ends_with(".part")
                && e.metadata().is_ok_and(|m| m.len() > 0)
        })
    };
    let start = Instant::now();
    while !growing() && start.elapsed() < Duration::from_secs(20) {
        sleep(Duration::from_millis(10));
    }
    if !growing() {
        let _ = child.kill();
        let _ = child.wait();
        panic!("no temporary file appeared");
    }
    child
}

/// Waits for `child`, killing it after 20 seconds (a signal that was not handled).
fn wait_or_kill(mut child: std::process::Child, what: &str) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: still running 20 s after the signal");
        }
        sleep(Duration::from_millis(10));
    }
}

#[test]
fn every_terminating_signal_removes_the_partial_file() {
    let signals = [
        ("INT", libc::SIGINT),
        ("TERM", libc::SIGTERM),
        ("HUP", libc::SIGHUP),
        ("QUIT", libc::SIGQUIT),
        ("USR1", libc::SIGUSR1),
        ("USR2", libc::SIGUSR2),
        ("ALRM", libc::SIGALRM),
        ("VTALRM", libc::SIGVTALRM),
        ("PROF", libc::SIGPROF),
        ("XCPU", libc::SIGXCPU),
        ("PWR", libc::SIGPWR),
    ];
    for (name, signal) in signals {
        let dir = tempfile::tempdir().unwrap();
        // An older output stays as it was.
        fs::write(dir.path().join("out.jsonl"), "old\n").unwrap();
        let child = start_long_run(dir.path());
        // SAFETY: kill only sends a signal to the child we started.
        assert_eq!(unsafe { libc::kill(child.id() as libc::pid_t, signal) }, 0);
        let status = wait_or_kill(child, name);
        assert_eq!(status.code(), Some(130), "SIG{name}: {status:?}");
        assert_eq!(names(dir.path()), ["out.jsonl"], "SIG{name}: a partial file is left");
        assert_eq!(fs::read_to_string(dir.path().join("out.jsonl")).unwrap(), "old\n");
    }
}

#[test]
fn sigpipe_from_outside_changes_nothing() {
    // Rust's runtime ignores SIGPIPE (a closed pipe is an EPIPE write error, which ends
    // quietly): a stray one does not end the run, and a later Ctrl-C still cleans up.
    let dir = tempfile::tempdir().unwrap();
    let child = start_long_run(dir.path());
    let pid = child.id() as libc::pid_t;
    // SAFETY: kill only sends signals to the child we started.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGPIPE) }, 0);
    sleep(Duration::from_millis(200));
    assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
    let status = wait_or_kill(child, "PIPE then INT");
    assert_eq!(status.code(), Some(130));
    assert!(names(dir.path()).is_empty());
}

/// A signal at any moment, from before the output exists to after it is renamed into place,
/// leaves one of two states: the run failed (130, or killed before its handler was installed)
/// and the old file is as it was, with nothing else beside it; or the run succeeded (0) and the
/// output is complete. Never a failure with the new output in place.
#[test]
fn a_signal_at_any_moment_leaves_the_old_file_or_the_new_one() {
    let (jsonl, _) = trace("6");
    let (mut failed, mut succeeded) = (0, 0);
    for i in 0..60u64 {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out.jsonl");
        fs::write(&out, "old\n").unwrap();
        let child = bin()
            .args(["6", "--format", "jsonl", "-o"])
            .arg(&out)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Spread over a run of n=6, which takes a few milliseconds to tens of them.
        sleep(Duration::from_micros(i * i * 15));
        // SAFETY: kill only sends a signal to the child we started (not yet reaped).
        unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
        let output = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&output.stderr);
        let status = output.status;
        match (status.code(), status.signal()) {
            (Some(130), _) | (None, Some(libc::SIGINT)) => {
                failed += 1;
                assert_eq!(fs::read_to_string(&out).unwrap(), "old\n", "{i}: {status:?}");
            }
            (Some(0), _) => {
                succeeded += 1;
                assert_eq!(fs::read_to_string(&out).unwrap(), jsonl, "{i}");
            }
            _ => panic!("{i}: {status:?} {err}"),
        }
        assert_eq!(names(dir.path()), ["out.jsonl"], "{i}: {status:?}");
    }
    eprintln!("{failed} interrupted, {succeeded} finished first");
}

/// `cmd` with at most `bytes` per file (`ulimit -f`), as `prlimit --fsize` sets it.
fn with_file_size_limit(cmd: &mut Command, bytes: u64) -> &mut Command {
    // SAFETY: setrlimit is async-signal-safe and touches only the child's own limits.
    unsafe {
        cmd.pre_exec(move || {
            let limit =
                libc::rlimit { rlim_cur: bytes as libc::rlim_t, rlim_max: bytes as libc::rlim_t };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        })
    }
}

#[test]
fn a_write_error_names_the_file_asked_for() {
    let (dir, input, _) = trace_file("6", "n6.jsonl");
    let old = dir.path().join("old.txt");
    fs::write(&old, "old\n").unwrap();
    let link = dir.path().join("link.txt");
    symlink(&old, &link).unwrap();
    let fresh = dir.path().join("fresh.txt");
    let before = names(dir.path());
    // A file larger than `ulimit -f` allows fails with EFBIG, as a full disk fails with ENOSPC.
    let mut writers: Vec<Vec<&str>> = vec![vec!["6", "--format", "jsonl", "-o"]];
    for reader in READERS {
        let mut args = reader.to_vec();
        args.push(input.to_str().unwrap());
        args.push("-o");
        writers.push(args);
    }
    for args in &writers {
        for out in [&old, &link, &fresh] {
            let what = format!("{args:?} {}", out.display());
            let output = with_file_size_limit(bin().args(args).arg(out), 4096).output().unwrap();
            let err = one_line_error(&output, &what);
            let want = format!("cannot write to '{}': File too large", out.display());
            assert!(err.contains(&want), "{what}: {err}");
            assert!(!err.contains(".part"), "{what}: {err}");
            assert_eq!(fs::read_to_string(&old).unwrap(), "old\n", "{what}");
            assert_eq!(names(dir.path()), before, "{what}");
        }
    }
    // A device is written as it is, and named as given.
    let full = fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    for out in ["/dev/full", "/dev/stdout"] {
        let output =
            bin().args(["6", "-o", out]).stdout(full.try_clone().unwrap()).output().unwrap();
        let err = one_line_error(&output, out);
        let want = format!("cannot write to '{out}': No space left on device");
        assert!(err.contains(&want), "{err}");
    }
}

/// Runs `script` in a new mount namespace (`unshare -m`), with `$0` the binary and `$1` a
/// directory to work in; mounts there are gone when it ends.
fn in_mount_namespace(dir: &Path, script: &str) -> Output {
    Command::new("unshare")
        .args(["-m", "--propagation", "private", "sh", "-c", script])
        .arg(BIN)
        .arg(dir)
        .output()
        .expect("unshare (util-linux) runs this test")
}

#[test]
#[ignore = "needs unshare -m and mount (root)"]
fn a_bind_mount_of_the_input_is_the_input() {
    let dir = tempfile::tempdir().unwrap();
    let (jsonl, _) = trace("4");
    fs::create_dir(dir.path().join("a")).unwrap();
    fs::create_dir(dir.path().join("b")).unwrap();
    fs::write(dir.path().join("a/t.jsonl"), &jsonl).unwrap();
    let out = in_mount_namespace(
        dir.path(),
        r#"set -e; mount --bind "$1/a" "$1/b"; test -f "$1/b/t.jsonl"
           "$0" replay "$1/a/t.jsonl" -o "$1/b/t.jsonl" 2>&1 && exit 10
           "$0" export md --input - -o "$1/b/t.jsonl" < "$1/a/t.jsonl" 2>&1 && exit 11
           exit 0"#,
    );
    let said = String::from_utf8_lossy(&out.stdout);
    succeeded(&out, &said);
    assert_eq!(said.matches("it is the input file").count(), 2, "{said}");
    assert_eq!(fs::read_to_string(dir.path().join("a/t.jsonl")).unwrap(), jsonl);
    assert_eq!(names(&dir.path().join("a")), ["t.jsonl"]);
}

#[test]
#[ignore = "needs unshare -m and mount (root)"]
fn a_full_file_system_names_the_file_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("small")).unwrap();
    // 64 KiB hold a few lines of n=6's trace, not all of it.
    let out = in_mount_namespace(
        dir.path(),
        r#"mount -t tmpfs -o size=64k tmpfs "$1/small" || exit 20
           echo old > "$1/small/out.txt"
           "$0" 6 --format jsonl -o "$1/small/out.txt" 2>&1; echo "exit $?"
           cat "$1/small/out.txt"; ls -A "$1/small""#,
    );
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    succeeded(&out, &said);
    let path = dir.path().join("small/out.txt");
    let want = format!(
        "nqueens-trace: cannot write to '{}': No space left on device (os error 28)\nexit 2\nold\nout.txt\n",
        path.display()
    );
    assert_eq!(said, want);
}

#[test]
fn a_pipe_on_standard_input_gets_no_note() {
    let (_dir, input, (_, text)) = trace_file("4", "t.jsonl");
    for args in [&["replay", "--color", "never"][..], &["replay", "-", "--color", "never"]] {
        let out = bin().args(args).stdin(read_only(&input)).output().unwrap();
        assert!(out.status.success());
        assert_eq!(String::from_utf8_lossy(&out.stdout), text);
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
    let out = bin().args(["verify", "-"]).stdin(read_only(&input)).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

const NOTE: &str =
    "nqueens-trace: reading a trace from standard input (the terminal); end it with Ctrl-D";

#[test]
#[ignore = "needs tmux"]
fn a_terminal_on_standard_input_is_told_how_to_end_or_what_to_give() {
    let dir = tempfile::tempdir().unwrap();
    let (jsonl, _) = trace("1");
    let file = dir.path().join("one.jsonl");
    fs::write(&file, &jsonl).unwrap();
    // `-` asks for standard input: a note says so, then a trace typed in is read.
    let commands = [
        ("verify", r#""$0" verify -"#, "<stdin>: valid: n=1"),
        ("replay", r#""$0" replay - --color never"#, "done: 1 solution"),
        ("diff", r#""$0" diff -v - "$1""#, "<stdin> and"),
        ("export", r#""$0" export md --input - -o "$1.md" && head -n 2 "$1.md""#, "marp: true"),
    ];
    for (name, script, want) in commands {
        let t = Tmux::start_sh(name, script, &file);
        t.wait_text(NOTE);
        for line in jsonl.lines() {
            t.type_text(line);
            t.keys(&["Enter"]);
        }
        t.keys(&["C-d"]);
        let screen = t.wait_text("exited");
        assert!(screen.contains(want), "{name}: {screen}");
        assert!(screen.contains("exited 0"), "{name}: {screen}");
        assert_eq!(screen.matches(NOTE).count(), 1, "{name}: {screen}");
    }
    // `replay` with nothing named does not wait for a trace: it says how to give one.
    let t = Tmux::start_sh("bare", r#""$0" replay"#, &file);
    let screen = t.wait_text("exited 2");
    assert!(
        screen.contains("nqueens-trace: replay reads a JSON Lines trace: give its file"),
        "{screen}"
    );
    assert!(!screen.contains(NOTE), "{screen}");
    // `step` reads its keys from the terminal, so the trace cannot come from it too.
    let t = Tmux::start_sh("step", r#""$0" step --input -"#, &file);
    let screen = t.wait_text("exited 2");
    assert!(
        screen.contains("nqueens-trace: step --input -: standard input is the terminal"),
        "{screen}"
    );
}
