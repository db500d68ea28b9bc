//! What a terminating signal does, decided in one place, since a process has one handler per
//! signal.
//!
//! The signals that end a process by default and that someone sends on purpose (Ctrl-C's
//! SIGINT, Ctrl-\'s SIGQUIT, SIGTERM, SIGHUP when the terminal goes, SIGUSR1, SIGUSR2,
//! SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR) are caught on a thread of their own. By
//! default one undoes what was registered with [`on_interrupt`] (the step view leaves raw
//! mode; `check` kills the process group of the solver it runs, which no longer shares the
//! terminal's Ctrl-C), removes unfinished `-o` files, and exits with 130 as a shell does for
//! Ctrl-C. Work
//! that can stop by itself and report (a long `count`) registers [`stop_with`] instead: the
//! signal then only asks it to stop. A signal that comes after the output was renamed into
//! place is too late to undo anything, and the process finishes as it would have.
//!
//! Ctrl-Z (SIGTSTP) stops the process as it always would; a full-screen view registers
//! [`on_suspend`] so that the terminal is put back before the stop and taken again after it.
//!
//! SIGPIPE needs nothing here: Rust's runtime ignores it, so a closed pipe is an `EPIPE` write
//! error, which ends the process quietly. SIGXFSZ (a write past `ulimit -f`) is ignored too, so
//! that the write fails with `EFBIG` and is reported, naming the file, like a full disk.

use signal_hook::iterator::Signals;
use std::sync::Mutex;

type Hook = Box<dyn Fn() + Send>;

static UNDO: Mutex<Vec<Hook>> = Mutex::new(Vec::new());
static STOP: Mutex<Option<Hook>> = Mutex::new(None);

/// The signals handled, as listed in the module's documentation.
const TERMINATING: &[libc::c_int] = &[
    libc::SIGINT,
    libc::SIGTERM,
    libc::SIGHUP,
    libc::SIGQUIT,
    libc::SIGUSR1,
    libc::SIGUSR2,
    libc::SIGALRM,
    libc::SIGVTALRM,
    libc::SIGPROF,
    libc::SIGXCPU,
    #[cfg(any(target_os = "linux", target_os = "android"))]
    libc::SIGPWR,
];

/// Installs the handler. If that fails, the defaults stay: the process ends, and a temporary
/// output file stays behind under a name that never looks like the finished output.
pub fn install() {
    // SAFETY: setting a signal's disposition to "ignore" runs no code of ours in the handler.
    unsafe { libc::signal(libc::SIGXFSZ, libc::SIG_IGN) };
    let Ok(mut signals) = Signals::new(TERMINATING) else {
        return;
    };
    let _ = std::thread::Builder::new().name("signals".into()).spawn(move || {
        for _ in signals.forever() {
            handle();
        }
    });
}

/// Runs `undo` if the process is interrupted before it ends normally.
pub fn on_interrupt(undo: impl Fn() + Send + 'static) {
    lock(&UNDO).push(Box::new(undo));
}

/// An interrupt calls `stop` instead of ending the process; the caller then ends by itself.
pub fn stop_with(stop: impl Fn() + Send + 'static) {
    *lock(&STOP) = Some(Box::new(stop));
}

fn handle() {
    if let Some(stop) = lock(&STOP).as_ref() {
        stop();
        return;
    }
    if !crate::cli::output::abandon() {
        // The output is in place: the work is done and the process is exiting with success.
        return;
    }
    for undo in lock(&UNDO).iter() {
        undo();
    }
    std::process::exit(130)
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// While a full-screen view is up: a SIGTSTP (Ctrl-Z, or `kill -TSTP`) runs `leave` (the
/// terminal back as the shell expects it: cooked, off the alternate screen) and then stops the
/// process as the signal would have; a SIGCONT (`fg`, `bg`, `kill -CONT`) runs `back` (the
/// view's terminal again) and raises SIGWINCH, which the view reads as a resize, so that it
/// redraws and takes keys again. Registered once; later calls do nothing.
pub fn on_suspend(leave: fn(), back: fn()) {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let Ok(mut signals) = Signals::new([libc::SIGTSTP, libc::SIGCONT]) else {
            return;
        };
        let _ = std::thread::Builder::new().name("suspend".into()).spawn(move || {
            for signal in signals.forever() {
                if signal == libc::SIGTSTP {
                    leave();
                    // SAFETY: raise only sends a signal; SIGSTOP stops every thread, and this
                    // one goes on when the process is continued.
                    unsafe { libc::raise(libc::SIGSTOP) };
                } else {
                    back();
                    // SAFETY: as above; crossterm's own handler turns it into a resize event.
                    unsafe { libc::raise(libc::SIGWINCH) };
                }
            }
        });
    });
}
