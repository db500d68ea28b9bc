//! The program `check` runs, in a process group of its own, and the pipes it writes, read
//! with a deadline.
//!
//! A solver is a student's program: it may start children and leave them running, and they
//! hold its standard output or error open after it has gone. So the program runs as the
//! leader of a new session and process group, without a controlling terminal and with no
//! descriptor but its three pipes ([`Group::spawn`]), and the whole group is killed when
//! the program exits, when its time is up, and when `check` itself is interrupted: nothing
//! it started outlives the run. A process that leaves the group (`setsid`) could still hold a
//! pipe open, so no read waits on the pipe's end alone: each pipe is read through a [`Gated`]
//! reader, which, once its [`Gate`] is closed, takes what has already arrived and then ends.

use std::io::{self, Read};
use std::os::fd::AsRawFd;
use std::process::{Child, Command, ExitStatus};
use std::sync::{Arc, Mutex, Once};
use std::time::{Duration, Instant};

/// The process group running now, if any: what an interrupt kills. It is cleared before the
/// group's leader is reaped, while its id cannot yet belong to another process.
static RUNNING: Mutex<Option<libc::pid_t>> = Mutex::new(None);

/// How long a closed gate still reads what keeps arriving: a writer outside the group that
/// floods its pipe must not keep the run going.
pub const GRACE: Duration = Duration::from_secs(1);

/// A program running as the leader of its own process group.
pub struct Group {
    child: Child,
    /// Whether the group was killed and the program reaped: its id may be another's now, so
    /// no signal goes to it again.
    ended: bool,
    /// Its exit status, once reaped.
    status: Option<ExitStatus>,
}

impl Group {
    /// Starts `command` in a new session and process group, whose id is the program's own.
    pub fn spawn(command: &mut Command) -> io::Result<Group> {
        static HOOK: Once = Once::new();
        HOOK.call_once(|| {
            // One hook for every run: a Ctrl-C or SIGTERM to `check` kills the group running
            // then.
            crate::cli::interrupt::on_interrupt(kill_running);
            // The processes the program leaves behind are adopted by `check` rather than by
            // the system's init, so that `Group::end` can reap them: when a run is over,
            // nothing of it is left, not even a zombie.
            // SAFETY: prctl with PR_SET_CHILD_SUBREAPER only sets an attribute of this process.
            #[cfg(any(target_os = "linux", target_os = "android"))]
            unsafe {
                libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1);
            }
        });
        use std::os::unix::process::CommandExt;
        let highest = highest_fd();
        // A session of its own, not only a group: a session leader without a controlling
        // terminal, so that nothing the program or its children write to /dev/tty (a title, a
        // colour) reaches the terminal that runs `check`. The session's one group is the
        // program's, whose id is its own, so the group is killed as before. And no descriptor
        // but its three pipes: one that `check` inherited (`9>/dev/tty`) would be the
        // terminal again.
        // SAFETY: setsid, close_range and fcntl are async-signal-safe system calls, and
        // nothing else (no allocation, no lock) runs between fork and exec.
        unsafe {
            command.pre_exec(move || {
                if libc::setsid() == -1 {
                    return Err(io::Error::last_os_error());
                }
                close_on_exec_above_2(highest);
                Ok(())
            });
        }
        let mut running = lock();
        let child = command.spawn()?;
        *running = Some(child.id() as libc::pid_t);
        Ok(Group { child, ended: false, status: None })
    }

    /// The program, whose pipes the caller takes.
    pub fn child(&mut self) -> &mut Child {
        &mut self.child
    }

    /// The program's exit status if it has exited, without waiting. At its exit the rest of
    /// its group is killed: children it left behind do not outlive it.
    pub fn exited(&mut self) -> Option<ExitStatus> {
        if !self.ended && self.has_exited() {
            self.end();
        }
        self.status
    }

    /// Kills the program and its group if they still run, and reaps the program.
    pub fn kill(&mut self) {
        if !self.ended {
            self.end();
        }
    }

    /// Whether the program has exited, leaving it unreaped (`WNOWAIT`), so that its id,
    /// which is the group's, stays its own until the group is killed.
    fn has_exited(&self) -> bool {
        // SAFETY: waitid only writes into the siginfo we pass; WNOWAIT leaves the child to be
        // reaped by `Child::wait`.
        unsafe {
            let mut info: libc::siginfo_t = std::mem::zeroed();
            let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
            let done = libc::waitid(libc::P_PID, self.child.id(), &mut info, flags);
            // With WNOHANG and no child ready, waitid succeeds and leaves the pid 0.
            done == 0 && info.si_pid() != 0
        }
    }

    /// Kills the whole group, reaps the program, and waits (a little) for the rest of the
    /// group to be gone, so that nothing of the run is left when the next one starts or
    /// `check` returns.
    fn end(&mut self) {
        let pgid = self.child.id() as libc::pid_t;
        self.ended = true;
        let mut running = lock();
        kill_group(pgid);
        *running = None;
        drop(running);
        self.status = self.child.wait().ok();
        // The others, orphaned by the program's end, are this process's children now (it is
        // their subreaper): each is reaped here once the kill has ended it.
        let deadline = Instant::now() + GRACE;
        loop {
            let mut status = 0;
            // SAFETY: waitpid only writes the status we pass.
            match unsafe { libc::waitpid(-pgid, &mut status, libc::WNOHANG) } {
                0 if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(1)),
                1.. => {}
                // None left (ECHILD), or one that will not die in time.
                _ => break,
            }
        }
    }
}

/// The highest descriptor open in this process now (at least 2), read before a fork: what
/// [`close_on_exec_above_2`] goes up to where the system has no `close_range`. Every
/// descriptor this process opens itself is close-on-exec already (Rust opens them so), so
/// the ones that matter, those it inherited, are all open by now.
fn highest_fd() -> libc::c_int {
    let listed = ["/proc/self/fd", "/dev/fd"].iter().find_map(|dir| {
        let names = std::fs::read_dir(dir).ok()?;
        names.filter_map(|e| e.ok()?.file_name().to_str()?.parse::<libc::c_int>().ok()).max()
    });
    listed
        .unwrap_or_else(|| {
            // SAFETY: getrlimit only writes the struct we pass.
            let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
            let soft = match unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } {
                0 => limit.rlim_cur,
                _ => 1024,
            };
            libc::c_int::try_from(soft.min(1 << 16)).unwrap_or(1 << 16) - 1
        })
        .max(2)
}

/// Marks every descriptor above 2 close-on-exec, in the child between fork and exec: the
/// program starts with its three pipes and nothing else `check` holds. Marked rather than
/// closed, so that the pipe on which the standard library reports a failed exec (itself
/// close-on-exec) still works. `close_range` does it in one call (Linux 5.11); without it,
/// each descriptor up to `highest` is marked in turn.
///
/// Async-signal-safe: system calls only, no allocation.
fn close_on_exec_above_2(highest: libc::c_int) {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        let (first, last): (libc::c_uint, libc::c_uint) = (3, libc::c_uint::MAX);
        let flags = libc::CLOSE_RANGE_CLOEXEC;
        // SAFETY: close_range only changes this process's descriptor table.
        if unsafe { libc::syscall(libc::SYS_close_range, first, last, flags) } == 0 {
            return;
        }
    }
    for fd in 3..=highest {
        // SAFETY: fcntl on a descriptor that is not open fails with EBADF, which is fine.
        unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) };
    }
}

impl Drop for Group {
    /// A run that ends early (an error, a panic) still leaves nothing running.
    fn drop(&mut self) {
        self.kill();
    }
}

fn lock() -> std::sync::MutexGuard<'static, Option<libc::pid_t>> {
    RUNNING.lock().unwrap_or_else(|e| e.into_inner())
}

fn kill_group(pgid: libc::pid_t) {
    // SAFETY: kill only sends a signal. The group's leader is not yet reaped, so the id is
    // still that group's; ESRCH (no member left alive) is fine.
    unsafe { libc::kill(-pgid, libc::SIGKILL) };
}

/// The interrupt hook: kills the group running now.
fn kill_running() {
    if let Some(pgid) = *lock() {
        kill_group(pgid);
    }
}

/// When the pipes of a run stop being read: open until [`Gate::close`], then for what has
/// already arrived, and for [`GRACE`] at most.
#[derive(Debug, Default)]
pub struct Gate {
    closed: Mutex<Option<Instant>>,
}

impl Gate {
    /// A gate open until closed.
    pub fn new() -> Arc<Gate> {
        Arc::new(Gate::default())
    }

    /// Closes the gate: its readers take what has arrived, and end.
    pub fn close(&self) {
        let mut closed = self.closed.lock().unwrap_or_else(|e| e.into_inner());
        closed.get_or_insert_with(|| Instant::now() + GRACE);
    }

    /// `None` while open; else the instant after which nothing more is read.
    fn until(&self) -> Option<Instant> {
        *self.closed.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A pipe read through a [`Gate`]: reads block while the gate is open; once it is closed, a
/// read takes what is already in the pipe and returns 0 (the end) when nothing is, or when
/// the grace is over.
pub struct Gated<R> {
    pipe: R,
    gate: Arc<Gate>,
}

impl<R> Gated<R> {
    /// `pipe`, read through `gate`.
    pub fn new(pipe: R, gate: Arc<Gate>) -> Gated<R> {
        Gated { pipe, gate }
    }
}

impl<R: Read + AsRawFd> Read for Gated<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            let until = self.gate.until();
            // Open, the wait is short so that a close is seen soon; closed, there is none.
            let wait = match until {
                None => 50,
                Some(t) if Instant::now() >= t => return Ok(0),
                Some(_) => 0,
            };
            let mut fd =
                libc::pollfd { fd: self.pipe.as_raw_fd(), events: libc::POLLIN, revents: 0 };
            // SAFETY: poll reads and writes the one pollfd we pass.
            match unsafe { libc::poll(&mut fd, 1, wait) } {
                // Readable, or its writers are gone (POLLHUP): the read does not block.
                1.. => return self.pipe.read(buf),
                0 if until.is_some() => return Ok(0),
                0 => {}
                _ => {
                    let e = io::Error::last_os_error();
                    if e.kind() != io::ErrorKind::Interrupted {
                        return Err(e);
                    }
                }
            }
        }
    }
}
