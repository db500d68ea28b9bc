//! A report of `check` never lands on the work it grades: `check --junit solver.sh --
//! ./solver.sh` would replace the student's program with XML.
//!
//! Before anything runs, the report's path is held against every file the command names: the
//! program (found through `PATH` when it is a bare name), each argument, and each word inside
//! an argument (`sh -c './solve {n}'`, `--input=board.txt`), for every board size. An existing
//! report is the same file as one of them if they share device and inode, whatever the paths
//! (a link, `./`, an absolute path); a report not yet written is the same as a name that does
//! not exist yet either (a file the program may write) if both lead to the same place.

use anyhow::{bail, Result};
use nqueens_trace::escape::Escaped;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// What a file is to the command.
enum Role {
    /// The program it runs.
    Program,
    /// A name in its arguments.
    Named,
}

/// Refuses `report` if it is a file that one of `commands` (the program and its arguments,
/// one command per board size) runs, reads or names; `what` names the report in the message
/// (`--junit`).
pub fn refuse_the_work(report: &Path, what: &str, commands: &[Vec<OsString>]) -> Result<()> {
    let report_meta = fs::metadata(report).ok();
    if report_meta.as_ref().is_some_and(|m| !m.is_file()) {
        // A directory is refused when it is opened; a device or pipe is written as it is,
        // never replaced.
        return Ok(());
    }
    let report_at = place(report);
    for command in commands {
        for (role, name) in names(command) {
            let path = Path::new(&name);
            let same = match (&report_meta, fs::metadata(path)) {
                (Some(a), Ok(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
                (None, Err(_)) => report_at.is_some() && place(path) == report_at,
                _ => false,
            };
            if !same {
                continue;
            }
            let (file, name) = (report.display().to_string(), name.to_string_lossy());
            let (file, name) = (Escaped(&file), Escaped(&name));
            match role {
                Role::Program => bail!(
                    "refusing to write the {what} report to '{file}': it is the program the command runs ('{name}'), which the report would replace"
                ),
                Role::Named if report_meta.is_some() => bail!(
                    "refusing to write the {what} report to '{file}': the command reads it ('{name}'), and the report would replace it"
                ),
                Role::Named => bail!(
                    "refusing to write the {what} report to '{file}': the command names it ('{name}'), and the report would take the place of what the program writes there"
                ),
            }
        }
    }
    Ok(())
}

/// The files `command` may run, read or write: the program as found, then every argument
/// whole and every word of it.
fn names(command: &[OsString]) -> Vec<(Role, OsString)> {
    let mut names = Vec::new();
    if let Some(program) = command.first() {
        names.push((Role::Program, resolve(program)));
    }
    for arg in command {
        names.push((Role::Named, arg.clone()));
        // The words of a shell command or an option's value: split where a shell or an
        // option would (`=`), so that `sh -c './solver.sh {n}'` names `./solver.sh`.
        let separator = |b: &u8| b.is_ascii_whitespace() || b"=;|&<>()'\"`".contains(b);
        let bytes = arg.as_bytes();
        if bytes.iter().any(separator) {
            for word in bytes.split(separator).filter(|w| !w.is_empty()) {
                names.push((Role::Named, OsStr::from_bytes(word).to_os_string()));
            }
        }
    }
    names
}

/// The file a program name runs: as it is when it holds a `/`, else the first executable
/// file of that name in a directory of `PATH`, as the system looks it up.
fn resolve(program: &OsStr) -> OsString {
    if program.as_bytes().contains(&b'/') {
        return program.to_os_string();
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for dir in std::env::split_paths(&path) {
        let candidate = dir.join(program);
        let executable = fs::metadata(&candidate)
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
        if executable {
            return candidate.into_os_string();
        }
    }
    program.to_os_string()
}

/// Where a path that may not exist yet leads: its directory, with links and `..` resolved,
/// joined to its file name. `None` if its directory does not exist either.
fn place(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    Some(fs::canonicalize(dir).ok()?.join(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn command(args: &[&str]) -> Vec<Vec<OsString>> {
        vec![args.iter().map(OsString::from).collect()]
    }

    #[test]
    fn the_program_its_arguments_and_their_words_are_the_work() {
        let dir = tempfile::tempdir().unwrap();
        let solver = dir.path().join("solver.sh");
        fs::write(&solver, "#!/bin/sh\n").unwrap();
        let s = solver.to_str().unwrap();
        let report = |p: &Path, args: &[&str]| refuse_the_work(p, "JUnit", &command(args));
        for args in [
            &[s][..],
            &["sh", s],
            &["sh", "-c", &format!("{s} {{n}}")],
            &["python", &format!("--file={s}")],
        ] {
            let err = report(&solver, args).unwrap_err().to_string();
            assert!(
                err.starts_with(&format!("refusing to write the JUnit report to '{s}': ")),
                "{err}"
            );
        }
        // The same file under another name: a hard link, or a path through `..`.
        let link = dir.path().join("link.sh");
        fs::hard_link(&solver, &link).unwrap();
        assert!(report(&link, &["sh", s]).is_err());
        let dotted = dir.path().join("x").join("..").join("solver.sh");
        fs::create_dir(dir.path().join("x")).unwrap();
        assert!(report(&dotted, &["sh", s]).is_err());
        // A report the program would write itself, not there yet.
        let log = dir.path().join("log.xml");
        let err = report(&log, &["sh", s, "--log", log.to_str().unwrap()]).unwrap_err().to_string();
        assert!(err.contains("the command names it"), "{err}");
        // Another file is fine.
        assert!(report(&dir.path().join("report.xml"), &["sh", s]).is_ok());
        assert!(report(Path::new("/dev/null"), &["sh", "/dev/null"]).is_ok());
    }

    #[test]
    fn a_bare_program_is_found_through_path() {
        let sh = resolve(OsStr::new("sh"));
        assert!(Path::new(&sh).is_absolute(), "{sh:?}");
        assert_eq!(resolve(OsStr::new("./x")), "./x");
        assert_eq!(resolve(OsStr::new("no-such-program-here")), "no-such-program-here");
    }
}
