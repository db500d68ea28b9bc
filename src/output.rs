//! Where output goes: standard output, or a file written beside its destination and renamed
//! into place only once complete, so that no half-written file ever looks finished.

use anyhow::{bail, Context, Result};
use std::fs;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Temporary files not yet renamed into place; an interrupt removes them. Renaming holds the
/// lock, so an interrupt never removes a file that has just become the user's output.
static PARTIAL: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes every temporary output file not yet renamed into place. Called on an interrupt;
/// the caller then ends the process.
pub fn remove_partial_files() {
    let partial = lock_partial();
    for path in partial.iter() {
        let _ = fs::remove_file(path);
    }
}

/// An open output. Call [`Output::commit`] once everything is written.
pub enum Output {
    /// Standard output: line-buffered on a terminal, so a live trace appears as it happens,
    /// block-buffered otherwise.
    Stdout { out: Box<dyn Write>, terminal: bool },
    /// A device, FIFO or socket named by `-o` (`/dev/null`, a named pipe): written as it is,
    /// since there is nothing to rename and replacing it would destroy it.
    Device {
        out: BufWriter<fs::File>,
        path: PathBuf,
        terminal: bool,
    },
    /// A temporary file beside `path`, renamed to it by `commit`.
    File {
        out: BufWriter<tempfile::NamedTempFile>,
        path: PathBuf,
    },
}

impl Output {
    /// Standard output when `path` is `None` or `-`, else a new file at `path`.
    pub fn create(path: Option<&Path>) -> Result<Output> {
        let Some(path) = path.filter(|p| *p != Path::new("-")) else {
            let stdout = io::stdout();
            let terminal = stdout.is_terminal();
            let out: Box<dyn Write> = if terminal {
                Box::new(stdout.lock())
            } else {
                Box::new(BufWriter::with_capacity(1 << 16, stdout.lock()))
            };
            return Ok(Output::Stdout { out, terminal });
        };
        let given = path;
        // Through a symbolic link, the file it points to is the output, as in any editor.
        let path = &through_links(given);
        match fs::metadata(path) {
            Ok(meta) if meta.is_dir() => {
                bail!("cannot write '{}': it is a directory", given.display())
            }
            Ok(meta) if !meta.is_file() => {
                let file = fs::OpenOptions::new()
                    .write(true)
                    .open(path)
                    .with_context(|| format!("cannot write '{}'", given.display()))?;
                return Ok(Output::Device {
                    terminal: file.is_terminal(),
                    out: BufWriter::with_capacity(1 << 16, file),
                    path: given.to_path_buf(),
                });
            }
            _ => {}
        }
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        if !dir.is_dir() {
            bail!(
                "cannot write '{}': directory '{}' does not exist",
                path.display(),
                dir.display()
            );
        }
        let prefix = format!(
            ".{}.",
            path.file_name().unwrap_or_default().to_string_lossy()
        );
        let mut builder = tempfile::Builder::new();
        builder.prefix(&prefix).suffix(".part");
        // A temporary file is private by default; the finished file should get the same
        // permissions as any file the user creates (the umask still applies).
        #[cfg(unix)]
        builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
        let tmp = builder
            .tempfile_in(dir)
            .map_err(without_temporary_name)
            .with_context(|| format!("cannot write '{}'", path.display()))?;
        lock_partial().push(tmp.path().to_path_buf());
        Ok(Output::File {
            out: BufWriter::with_capacity(1 << 16, tmp),
            path: path.to_path_buf(),
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

    /// Names the output in a write error.
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

    /// Flushes, and moves a file into place.
    pub fn commit(self) -> Result<()> {
        let describe = self.describe();
        match self {
            Output::Stdout { mut out, .. } => out
                .flush()
                .with_context(|| format!("cannot write to {describe}")),
            Output::Device { mut out, .. } => out
                .flush()
                .with_context(|| format!("cannot write to {describe}")),
            Output::File { out, path } => {
                let tmp = out
                    .into_inner()
                    .map_err(|e| e.into_error())
                    .with_context(|| format!("cannot write to {describe}"))?;
                let mut partial = lock_partial();
                partial.retain(|p| p != tmp.path());
                tmp.persist(&path)
                    .map_err(|e| e.error)
                    .with_context(|| format!("cannot write to {describe}"))?;
                Ok(())
            }
        }
    }
}

/// The path a chain of symbolic links ends at (`path` itself if it is not a link). A link
/// that points nowhere still gives where it points, so the file is created there.
fn through_links(path: &Path) -> PathBuf {
    let mut path = path.to_path_buf();
    // A loop of links ends here after 40 steps, as the kernel's limit does; opening then fails.
    for _ in 0..40 {
        let Ok(target) = fs::read_link(&path) else {
            break;
        };
        path = match path.parent() {
            Some(dir) if target.is_relative() => dir.join(target),
            _ => target,
        };
    }
    path
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

fn lock_partial() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    PARTIAL.lock().unwrap_or_else(|e| e.into_inner())
}

/// Refuses an output that is the input itself: the input would be replaced by what was read
/// from it.
pub fn refuse_same_file(input: Option<&Path>, output: Option<&Path>) -> Result<()> {
    let (Some(input), Some(output)) = (input, output) else {
        return Ok(());
    };
    if input == Path::new("-") || output == Path::new("-") {
        return Ok(());
    }
    if let (Ok(a), Ok(b)) = (fs::canonicalize(input), fs::canonicalize(output)) {
        if a == b {
            bail!(
                "refusing to write '{}': it is the input file, which would be lost",
                output.display()
            );
        }
    }
    Ok(())
}
