//! A program that waits for input: one that reads its n from the keyboard (`input()`,
//! `scanf`, `cin >>`) rather than from its arguments.
//!
//! The program's standard input is a pipe that `check` holds open and never writes to, so
//! such a program blocks in its first read instead of reading an end of file and failing in
//! some way of its own (an `EOFError`, a board of size 0, a loop). A blocked reader is seen in
//! `/proc`: a process of the program's group whose standard input is that pipe, asleep in a
//! read of a pipe (its wait channel names `pipe_read`) on descriptor 0 (its `syscall` file
//! names a read and the descriptor). Seen twice in a row, a tenth of a
//! second apart, the run is stopped and the student told to take n from the arguments; on a
//! system without `/proc`, the timeout ends the run as before.

use std::fs;
use std::os::fd::AsRawFd;
use std::path::PathBuf;
use std::process::ChildStdin;
use std::time::{Duration, Instant};

/// The numbers of the system calls that read a descriptor (`read`, `readv`, `pread64`),
/// where the first argument is the descriptor.
#[cfg(target_arch = "x86_64")]
const READS: &[&str] = &["0", "17", "19"];
#[cfg(target_arch = "aarch64")]
const READS: &[&str] = &["63", "65", "67"];
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
const READS: &[&str] = &[];

/// Whether `/proc/PID/syscall` says the process is blocked reading descriptor 0: a shell
/// blocked reading another pipe (a command substitution, such as a `pyenv` shim's) is not
/// waiting for input.
fn reads_fd_0(call: &str) -> bool {
    let mut fields = call.split_whitespace();
    fields.next().is_some_and(|nr| READS.contains(&nr)) && fields.next() == Some("0x0")
}

/// How often the group is looked at.
const EVERY: Duration = Duration::from_millis(100);

/// Watches whether a program's group waits on the standard input it was given.
pub struct Watch {
    /// The write end of the pipe, held open so that reads of the other end block.
    _stdin: ChildStdin,
    /// What `/proc/self/fd/N` of the write end reads: `pipe:[inode]`, the same as the
    /// program's `/proc/PID/fd/0`.
    pipe: Option<PathBuf>,
    pgid: i32,
    next: Instant,
    /// Whether the last look found a process waiting.
    seen: bool,
}

impl Watch {
    /// Watches the group `pgid`, whose standard input is the other end of `stdin`.
    pub fn new(stdin: ChildStdin, pgid: i32) -> Watch {
        let pipe = fs::read_link(format!("/proc/self/fd/{}", stdin.as_raw_fd())).ok();
        Watch { _stdin: stdin, pipe, pgid, next: Instant::now() + EVERY, seen: false }
    }

    /// Whether the program has been waiting for input on two looks in a row. Cheap when
    /// called often: it looks at most every [`EVERY`].
    pub fn waiting(&mut self) -> bool {
        if Instant::now() < self.next {
            return false;
        }
        self.next = Instant::now() + EVERY;
        let now = self.pipe.as_ref().is_some_and(|pipe| self.any_reads(pipe));
        let twice = now && self.seen;
        self.seen = now;
        twice
    }

    /// Whether a process of the group is asleep reading `pipe` as its standard input.
    fn any_reads(&self, pipe: &PathBuf) -> bool {
        let Ok(dir) = fs::read_dir("/proc") else { return false };
        dir.flatten().any(|entry| {
            let is_pid =
                entry.file_name().to_str().is_some_and(|p| p.bytes().all(|b| b.is_ascii_digit()));
            if !is_pid {
                return false;
            }
            let proc = entry.path();
            // The group and state are the fields after the name in parentheses, which may
            // itself hold spaces and parentheses: read from the last `)`.
            let Ok(stat) = fs::read_to_string(proc.join("stat")) else { return false };
            let fields: Vec<&str> =
                stat.rsplit_once(')').map_or("", |(_, rest)| rest).split_whitespace().collect();
            let in_group = fields.get(2).and_then(|g| g.parse::<i32>().ok()) == Some(self.pgid);
            in_group
                && fields.first() == Some(&"S")
                && fs::read_link(proc.join("fd/0")).ok().as_ref() == Some(pipe)
                && fs::read_to_string(proc.join("wchan")).is_ok_and(|w| w.contains("pipe_read"))
                && fs::read_to_string(proc.join("syscall")).is_ok_and(|call| reads_fd_0(&call))
        })
    }
}
