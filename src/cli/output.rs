//! Where output goes: standard output, a descriptor already open (`-o /dev/stdout`, `/dev/fd/N`,
//! a device, a named pipe), or a file written beside its destination and renamed into place only
//! once complete, so that no half-written file ever looks finished.
//!
//! The rename is the commit point. Before it, a terminating signal removes the temporary file
//! and the destination is as it was; after it, the output is the user's, and a signal that
//! arrives then must neither delete it nor report failure (see [`abandon`]).

use anyhow::{bail, Context, Result};
use std::fs::{self, File};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};
use tempfile::TempPath;

/// The longest file name most file systems take (Linux's `NAME_MAX`), in bytes.
const NAME_MAX: usize = 255;

/// What a terminating signal must know about the outputs of this process.
struct Pending {
    /// Temporary files not yet renamed into place.
    files: Vec<PathBuf>,
    /// Whether an output was renamed into place: the process has done its work.
    committed: bool,
}

/// Creating a temporary file and renaming it hold this lock, so a signal never sees a
/// temporary file it does not know of, nor removes one that has just become the output.
static PENDING: Mutex<Pending> = Mutex::new(Pending { files: Vec::new(), committed: false });

/// Called on a terminating signal, before the process ends: removes every temporary output
/// file not yet renamed into place, and returns true. Once it has returned true, no output is
/// committed any more (a rename waiting for its turn never happens), so the caller must end
/// the process.
///
/// Returns false, and removes nothing, if an output was already renamed into place: the work
/// is done, and the process, which is about to exit successfully, should be let finish.
pub fn abandon() -> bool {
    let mut pending = lock_pending();
    if pending.committed {
        return false;
    }
    for path in pending.files.drain(..) {
        let _ = fs::remove_file(path);
    }
    // Keep the lock for as long as the process lives, so that no commit follows.
    std::mem::forget(pending);
    true
}

fn lock_pending() -> MutexGuard<'static, Pending> {
    PENDING.lock().unwrap_or_else(|e| e.into_inner())
}

/// An open output. Call [`Output::commit`] once everything is written.
pub enum Output {
    /// Standard output: line-buffered on a terminal, so a live trace appears as it happens,
    /// block-buffered otherwise.
    Stdout { out: Box<dyn Write>, terminal: bool },
    /// Something `-o` names that is written as it is, since there is nothing to rename and
    /// replacing it would destroy it: a device or named pipe (`/dev/null`, a FIFO), or a
    /// descriptor of this process (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`), written
    /// through a duplicate of it so that it appends where it appends and otherwise writes at
    /// its offset.
    Device { out: BufWriter<File>, path: PathBuf, terminal: bool },
    /// A temporary file beside `target` (where the links from `path` lead), renamed to it by
    /// `commit`. Errors name `path`, as the user gave it.
    File { out: BufWriter<File>, tmp: TempPath, path: PathBuf, target: PathBuf },
}

impl Output {
    /// Standard output when `path` is `None` or `-`, else what `path` names (see the variants).
    pub fn create(path: Option<&Path>) -> Result<Output> {
        let Some(given) = path.filter(|p| *p != Path::new("-")) else {
            let stdout = io::stdout();
            let terminal = stdout.is_terminal();
            let out: Box<dyn Write> = if terminal {
                Box::new(stdout.lock())
            } else {
                Box::new(BufWriter::with_capacity(1 << 16, stdout.lock()))
            };
            return Ok(Output::Stdout { out, terminal });
        };
        let device = |file: File| Output::Device {
            terminal: file.is_terminal(),
            out: BufWriter::with_capacity(1 << 16, file),
            path: given.to_path_buf(),
        };
        // Through a symbolic link, the file it points to is the output, as in any editor;
        // a link into this process's descriptors is that descriptor.
        let target = match through_links(given) {
            Target::Descriptor(fd) => return Ok(device(duplicate(fd, given)?)),
            Target::Path(target) => target,
        };
        let existing = match fs::metadata(&target) {
            Ok(meta) if meta.is_dir() => {
                bail!("cannot write '{}': it is a directory", given.display())
            }
            Ok(meta) if !meta.is_file() => {
                let file = fs::OpenOptions::new()
                    .write(true)
                    .open(&target)
                    .with_context(|| format!("cannot write '{}'", given.display()))?;
                return Ok(device(file));
            }
            Ok(meta) => Some(meta),
            Err(_) => None,
        };
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        if !dir.is_dir() {
            bail!(
                "cannot write '{}': directory '{}' does not exist",
                given.display(),
                dir.display()
            );
        }
        let mut builder = tempfile::Builder::new();
        let prefix = temporary_prefix(&target);
        builder.prefix(&prefix).suffix(".part");
        // A temporary file is private by default; a new output gets the permissions of any
        // file the user creates (the umask applies), and a replaced one keeps its own below.
        builder.permissions(PermissionsExt::from_mode(0o666));
        let mut pending = lock_pending();
        let tmp = builder
            .tempfile_in(dir)
            .map_err(without_temporary_name)
            .with_context(|| format!("cannot write '{}'", given.display()))?;
        let (file, tmp) = tmp.into_parts();
        pending.files.push(tmp.to_path_buf());
        drop(pending);
        if let Some(meta) = existing {
            keep_owner_and_mode(&file, &meta)
                .with_context(|| format!("cannot write '{}'", given.display()))?;
        }
        Ok(Output::File {
            out: BufWriter::with_capacity(1 << 16, file),
            tmp,
            path: given.to_path_buf(),
            target,
        })
    }

    /// Whether the output is a terminal (for the colour decision).
    pub fn is_terminal(&self) -> bool {
        matches!(
            self,
            Output::Stdout { terminal: true, .. } | Output::Device { terminal: true, .. }
        )
    }

    /// The writer to give a sink.
    pub fn writer(&mut self) -> &mut dyn Write {
        match self {
            Output::Stdout { out, .. } => out,
            Output::Device { out, .. } => out,
            Output::File { out, .. } => out,
        }
    }

    /// Names the output in a write error: the path as the user gave it.
    pub fn describe(&self) -> String {
        match self {
            Output::Stdout { .. } => "standard output".to_string(),
            Output::File { path, .. } | Output::Device { path, .. } => {
                format!("'{}'", path.display())
            }
        }
    }

    /// Adds to a write error which output it happened on.
    pub fn write_error(&self, e: io::Error) -> anyhow::Error {
        anyhow::Error::new(e).context(format!("cannot write to {}", self.describe()))
    }

    /// Flushes, and moves a file into place: the commit point.
    pub fn commit(self) -> Result<()> {
        let describe = self.describe();
        let context = || format!("cannot write to {describe}");
        match self {
            Output::Stdout { mut out, .. } => out.flush().with_context(context),
            Output::Device { mut out, .. } => out.flush().with_context(context),
            Output::File { out, tmp, target, .. } => {
                out.into_inner().map_err(|e| e.into_error()).with_context(context)?;
                let mut pending = lock_pending();
                let name = tmp.to_path_buf();
                // On failure the temporary file is removed as `tmp` drops, under the lock.
                tmp.persist(&target).map_err(|e| e.error).with_context(context)?;
                pending.files.retain(|p| *p != name);
                pending.committed = true;
                Ok(())
            }
        }
    }
}

/// Where `-o` leads after its symbolic links.
enum Target {
    /// A descriptor of this process, named through `/proc/self/fd` or `/dev/fd`.
    Descriptor(i32),
    /// A path that is not a link (or a link that points nowhere: the file is created there).
    Path(PathBuf),
}

/// Follows a chain of symbolic links from `path`, stopping at a link into this process's
/// descriptor table: following it would give the descriptor's file (or `pipe:[N]`), and
/// replacing that file would lose what the descriptor had written or appended to it.
fn through_links(path: &Path) -> Target {
    let fd_dirs = [Path::new("/proc/self/fd"), Path::new("/proc/thread-self/fd")]
        .map(|d| fs::canonicalize(d).ok());
    let mut path = path.to_path_buf();
    // A loop of links ends here after 40 steps, as the kernel's limit does; opening then fails.
    for _ in 0..40 {
        if let Some(fd) = descriptor(&path, &fd_dirs) {
            return Target::Descriptor(fd);
        }
        let Ok(target) = fs::read_link(&path) else {
            break;
        };
        path = match path.parent() {
            Some(dir) if target.is_relative() => dir.join(target),
            _ => target,
        };
    }
    Target::Path(path)
}

/// The descriptor `path` names if it is an entry of this process's descriptor directory
/// (whichever way that directory is reached: `/dev/fd`, `/proc/self/fd`, `/proc/PID/fd`).
fn descriptor(path: &Path, fd_dirs: &[Option<PathBuf>]) -> Option<i32> {
    let name = path.file_name()?.to_str()?;
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let fd = name.parse().ok()?;
    let dir = fs::canonicalize(path.parent()?).ok()?;
    fd_dirs.contains(&Some(dir)).then_some(fd)
}

/// A duplicate of descriptor `fd`, which shares its offset and its append mode, if it is open
/// for writing; `given` names it in errors.
fn duplicate(fd: i32, given: &Path) -> Result<File> {
    use std::os::fd::FromRawFd;
    let cannot = |why: String| anyhow::anyhow!("cannot write '{}': {why}", given.display());
    // SAFETY: F_GETFL only reads the flags of `fd`, and fails if it is not open.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
    if flags < 0 {
        return Err(cannot(format!("descriptor {fd} is not open")));
    }
    if flags & libc::O_ACCMODE == libc::O_RDONLY {
        return Err(cannot(format!("descriptor {fd} is open for reading only")));
    }
    // SAFETY: F_DUPFD_CLOEXEC makes a new descriptor, which nothing else knows of.
    let dup = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 0) };
    if dup < 0 {
        return Err(cannot(io::Error::last_os_error().to_string()));
    }
    // SAFETY: `dup` is open and owned by no one else, so the File may own and close it.
    Ok(unsafe { File::from_raw_fd(dup) })
}

/// `.NAME.` for the temporary file beside `target` (tempfile adds six random characters and
/// `.part`), with NAME shortened so the whole name fits `NAME_MAX` even when NAME alone fills it.
fn temporary_prefix(target: &Path) -> std::ffi::OsString {
    use std::os::unix::ffi::{OsStrExt, OsStringExt};
    let name = target.file_name().unwrap_or_default().as_bytes();
    let room = NAME_MAX - ".".len() - ".".len() - 6 - ".part".len();
    let mut end = name.len().min(room);
    // Cut a UTF-8 name between characters, so the temporary name still reads.
    if let Ok(text) = std::str::from_utf8(name) {
        while !text.is_char_boundary(end) {
            end -= 1;
        }
    }
    let mut prefix = b".".to_vec();
    prefix.extend_from_slice(&name[..end]);
    prefix.push(b'.');
    std::ffi::OsString::from_vec(prefix)
}

/// Gives the temporary file that will replace an existing file that file's permission bits
/// (not set-user-ID and the like, which a new content should not inherit) and, where this
/// process may, its owner and group.
fn keep_owner_and_mode(file: &File, meta: &fs::Metadata) -> io::Result<()> {
    let ours = file.metadata()?;
    if (ours.uid(), ours.gid()) != (meta.uid(), meta.gid()) {
        // Only root may give a file away; anyone may keep a group they belong to. Where
        // neither works, the output is the user's own, as any new file is.
        if std::os::unix::fs::fchown(file, Some(meta.uid()), Some(meta.gid())).is_err() {
            let _ = std::os::unix::fs::fchown(file, None, Some(meta.gid()));
        }
    }
    file.set_permissions(PermissionsExt::from_mode(meta.mode() & 0o777))
}

/// tempfile's errors name the random temporary file; the user only knows the path they gave,
/// which the context names, so keep just the system's reason.
fn without_temporary_name(e: io::Error) -> io::Error {
    // tempfile keeps the system's error private and appends ` at path "..."` to its text.
    let text = e.to_string();
    match text.split_once(" at path ") {
        Some((reason, _)) => io::Error::new(e.kind(), reason.to_string()),
        None => e,
    }
}

/// The device and inode of a regular file, `None` for anything else: a terminal is often both
/// standard input and output, and a pipe or device is never replaced.
fn identity(meta: &fs::Metadata) -> Option<(u64, u64)> {
    meta.is_file().then(|| (meta.dev(), meta.ino()))
}

/// The metadata of the file open as standard input (`fd` 0) or output (1).
fn standard(fd: i32) -> Option<fs::Metadata> {
    use std::os::fd::BorrowedFd;
    // SAFETY: 0 and 1 stay open for the life of the process (Rust reopens them on
    // /dev/null at start-up if they were closed), and the borrow ends within this call.
    let fd = unsafe { BorrowedFd::borrow_raw(fd) };
    File::from(fd.try_clone_to_owned().ok()?).metadata().ok()
}

/// Refuses an output that is the input itself, which would be replaced by (or, appended to,
/// grow with) what is read from it: the same regular file, by device and inode, whatever the
/// paths (a hard link, a bind mount, `/proc/self/fd/N`, standard input or output redirected
/// to it). `input` is `None` for a live run, `Some("-")` for standard input; `output` is
/// `None` or `-` for standard output.
pub fn refuse_same_file(input: Option<&Path>, output: Option<&Path>) -> Result<()> {
    let Some(input) = input else {
        return Ok(());
    };
    let stdin = input == Path::new("-");
    let input_meta = if stdin { standard(0) } else { fs::metadata(input).ok() };
    let output = output.filter(|p| *p != Path::new("-"));
    let output_meta = match output {
        None => standard(1),
        Some(path) => fs::metadata(path).ok(),
    };
    let (Some(a), Some(b)) = (input_meta, output_meta) else {
        return Ok(());
    };
    if identity(&a).is_none() || identity(&a) != identity(&b) {
        return Ok(());
    }
    let what =
        if stdin { "it is the input file (on standard input)" } else { "it is the input file" };
    match output {
        Some(path) => bail!("refusing to write '{}': {what}, which would be lost", path.display()),
        None => bail!("refusing to write to standard output: {what}, which would be lost"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_temporary_name_fits_the_limit() {
        for len in [1, 200, 242, 243, 250, 255] {
            let name = "a".repeat(len);
            let prefix = temporary_prefix(Path::new(&name));
            assert!(prefix.len() + 6 + ".part".len() <= NAME_MAX, "{len}");
        }
        // A multi-byte name is cut between characters.
        let name = "é".repeat(127);
        let prefix = temporary_prefix(Path::new(&name));
        assert!(prefix.to_str().is_some());
        assert!(prefix.len() + 6 + ".part".len() <= NAME_MAX);
    }

    #[test]
    fn a_signal_after_the_rename_keeps_the_output_and_reports_no_failure() {
        // The other half, a signal before the rename, ends the process: tests/output.rs
        // sends real signals to the binary.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.txt");
        let mut out = Output::create(Some(&path)).unwrap();
        out.writer().write_all(b"done\n").unwrap();
        out.commit().unwrap();
        assert!(!abandon(), "the signal handler must let the process finish");
        assert_eq!(fs::read_to_string(&path).unwrap(), "done\n");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn descriptor_paths_are_recognised() {
        let dirs = [Path::new("/proc/self/fd"), Path::new("/proc/thread-self/fd")]
            .map(|d| fs::canonicalize(d).ok());
        let pid = std::process::id();
        assert_eq!(descriptor(Path::new("/dev/fd/1"), &dirs), Some(1));
        assert_eq!(descriptor(Path::new("/proc/self/fd/2"), &dirs), Some(2));
        let own = format!("/proc/{pid}/fd/0");
        assert_eq!(descriptor(Path::new(&own), &dirs), Some(0));
        assert_eq!(descriptor(Path::new("/tmp/1"), &dirs), None);
        assert_eq!(descriptor(Path::new("/proc/self/fd/x"), &dirs), None);
        if pid != 1 {
            assert_eq!(descriptor(Path::new("/proc/1/fd/1"), &dirs), None);
        }
    }
}
