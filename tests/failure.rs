//! Failure modes, for every subcommand that writes: a full disk, a closed pipe, `-o` into a
//! missing directory, onto a path that cannot be written, and onto the input itself. Each ends
//! with one line and exit 2 (or quietly, with 0, for a closed pipe), and loses nothing.

use crate::util::{bin, fails, traces};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Every subcommand that writes to standard output, with arguments that make it write.
fn writers() -> Vec<Vec<String>> {
    let n4 = traces("n4.jsonl").display().to_string();
    let n6 = traces("n6.jsonl").display().to_string();
    [
        vec!["run", "9"],
        vec!["run", "9", "--format", "jsonl"],
        vec!["replay", &n6],
        vec!["replay", &n6, "--format", "jsonl"],
        vec!["verify", &n6],
        vec!["diff", &n4, &n6],
        vec!["diff", &n4, &n6, "--format", "jsonl"],
        vec!["count", "9", "--profile"],
        vec!["count", "9", "--format", "json"],
        // The whole trace, with --to so that it comes without the note about its length.
        vec!["export", "md", "6", "--to", "1999"],
        vec!["export", "html", "6"],
        vec!["export", "cast", "6"],
        vec!["export", "dot", "6"],
        vec!["export", "svg", "6", "--solutions"],
        // The whole trace (1,950 steps), with --to so that it comes without the note about
        // its length.
        vec!["export", "tex", "6", "--to", "1999"],
        vec!["export", "perfetto", "6"],
        vec!["completions", "bash"],
        vec!["man"],
    ]
    .into_iter()
    .map(|v| v.into_iter().map(String::from).collect())
    .collect()
}

/// The subcommands that take `-o FILE`, and whether they read an input file (its last word).
fn file_writers() -> Vec<(Vec<String>, Option<PathBuf>)> {
    let n4 = traces("n4.jsonl");
    let s = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    vec![
        (s(&["run", "4"]), None),
        (s(&["replay"]), Some(n4.clone())),
        (s(&["export", "md", "--input"]), Some(n4.clone())),
        (s(&["export", "gif", "--input"]), Some(n4.clone())),
        (s(&["export", "html", "--input"]), Some(n4)),
    ]
}

#[test]
fn a_full_disk_is_one_line_and_exit_2() {
    for args in writers() {
        let full = fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let err = fails(bin().args(&args).stdout(full), 2);
        assert!(err.contains("No space left on device"), "{args:?}: {err}");
    }
}

/// A pipe whose reading end is already closed: every write to it fails with EPIPE, whether
/// the program writes one line or a million.
fn closed_pipe() -> Stdio {
    use std::os::fd::FromRawFd;
    let mut fds = [0; 2];
    // SAFETY: pipe writes two new descriptors into `fds`; we own both and close the reading
    // end at once.
    unsafe {
        assert_eq!(libc::pipe(fds.as_mut_ptr()), 0);
        libc::close(fds[0]);
        Stdio::from(std::fs::File::from_raw_fd(fds[1]))
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    for args in writers() {
        let out = bin().args(&args).stdout(closed_pipe()).stderr(Stdio::piped()).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
}

#[test]
fn output_files_that_cannot_be_written_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    for (args, input) in file_writers() {
        let with = |out: &Path| {
            let mut cmd = bin();
            cmd.args(&args);
            if let Some(input) = &input {
                cmd.arg(input);
            }
            cmd.arg("-o").arg(out);
            cmd
        };
        let missing = dir.path().join("missing").join("out");
        let err = fails(&mut with(&missing), 2);
        assert!(err.contains("does not exist"), "{args:?}: {err}");
        // /proc takes no new files, even from root.
        let err = fails(&mut with(Path::new("/proc/nqueens-trace-out")), 2);
        assert!(err.contains("cannot write '/proc/nqueens-trace-out'"), "{args:?}: {err}");
        assert!(!err.contains(".part"), "{args:?}: {err}");
        if let Some(input) = &input {
            let copy = dir.path().join("input.jsonl");
            fs::copy(input, &copy).unwrap();
            let mut cmd = bin();
            cmd.args(&args);
            cmd.arg(&copy).arg("-o").arg(&copy);
            let err = fails(&mut cmd, 2);
            assert!(err.contains("it is the input file"), "{args:?}: {err}");
            assert_eq!(fs::read(&copy).unwrap(), fs::read(input).unwrap());
        }
    }
    // Nothing was left behind in the directory: no partial files.
    let left: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left, ["input.jsonl"]);
}

/// `-o` onto something that is not a regular file writes to it and never replaces it: a
/// device or a named pipe gets the bytes, a symbolic link leads to the file it names.
#[test]
fn output_onto_links_pipes_and_devices_writes_through() {
    use std::os::unix::fs::{symlink, FileTypeExt};
    let dir = tempfile::tempdir().unwrap();
    let n4 = fs::read(traces("n4.txt")).unwrap();
    let run_to = |out: &Path| {
        let status = bin().args(["run", "4", "-o"]).arg(out).status().unwrap();
        assert!(status.success(), "-o {}", out.display());
    };
    let is_link = |p: &Path| fs::symlink_metadata(p).unwrap().file_type().is_symlink();

    let target = dir.path().join("target.txt");
    fs::write(&target, "old").unwrap();
    let link = dir.path().join("link.txt");
    symlink("target.txt", &link).unwrap();
    run_to(&link);
    assert!(is_link(&link), "-o replaced the link link");
    assert_eq!(fs::read(&target).unwrap(), n4);

    let dangling = dir.path().join("dangling.txt");
    symlink("created.txt", &dangling).unwrap();
    run_to(&dangling);
    assert!(is_link(&dangling), "-o replaced the link dangling");
    assert_eq!(fs::read(dir.path().join("created.txt")).unwrap(), n4);

    let fifo = dir.path().join("fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo reads the NUL-terminated path only.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || fs::read(fifo).unwrap())
    };
    run_to(&fifo);
    assert_eq!(reader.join().unwrap(), n4);
    assert!(fs::metadata(&fifo).unwrap().file_type().is_fifo());

    // A device of our own (root only, as CI runs): a copy of /dev/full stays a device, and
    // the write error is reported.
    let full = dir.path().join("full");
    let made = Command::new("mknod").arg(&full).args(["c", "1", "7"]).status();
    if made.is_ok_and(|s| s.success()) {
        let mut cmd = bin();
        cmd.args(["run", "4", "-o"]);
        cmd.arg(&full);
        let err = fails(&mut cmd, 2);
        assert!(err.contains("No space left on device"), "{err}");
        assert!(fs::metadata(&full).unwrap().file_type().is_char_device());
    }
}
