//! What Ctrl-C (SIGINT) does, decided in one place, since a process has one handler.
//!
//! By default an interrupt undoes what was registered with [`on_interrupt`] (the step view
//! leaves raw mode), removes unfinished `-o` files, and exits with 130 as a shell does. Work
//! that can stop by itself and report (a long `count`) registers [`stop_with`] instead: the
//! interrupt then only asks it to stop.

use std::sync::Mutex;

type Hook = Box<dyn Fn() + Send>;

static UNDO: Mutex<Vec<Hook>> = Mutex::new(Vec::new());
static STOP: Mutex<Option<Hook>> = Mutex::new(None);

/// Installs the handler. If that fails, the default stays: the process ends, and a temporary
/// output file stays behind under a name that never looks like the finished output.
pub fn install() {
    let _ = ctrlc::set_handler(handle);
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
    for undo in lock(&UNDO).iter() {
        undo();
    }
    crate::output::remove_partial_files();
    std::process::exit(130)
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
