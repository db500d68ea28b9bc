//! The `nqueens-trace` binary: parse the arguments, run the subcommand, map errors to exit
//! codes (0 success, 1 "differs" or "invalid", 2 error).

mod cli;
mod interrupt;
mod output;

use clap::{CommandFactory, Parser};
use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    interrupt::install();
    let cli = match cli::Cli::try_parse_from(with_default_command(std::env::args_os())) {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    match cli::execute(&cli) {
        Ok(code) => code,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            // One line: the context chain, outermost first.
            let msg = format!("{e:#}").replace('\n', "\\n").replace('\r', "\\r");
            let _ = writeln!(io::stderr(), "nqueens-trace: {msg}");
            ExitCode::from(2)
        }
    }
}

/// `nqueens-trace` alone means `nqueens-trace run`, and so does any first argument that is not
/// a subcommand or a request for help or the version (`nqueens-trace 6`, `nqueens-trace --first`).
fn with_default_command(args: impl Iterator<Item = OsString>) -> Vec<OsString> {
    let mut args: Vec<OsString> = args.collect();
    let command = cli::Cli::command();
    let first = args.get(1).map(|a| a.to_string_lossy().into_owned());
    let keep = match first.as_deref() {
        None => false,
        Some("-h" | "--help" | "-V" | "--version" | "help") => true,
        Some(a) => command.find_subcommand(a).is_some(),
    };
    if !keep {
        args.insert(1.min(args.len()), "run".into());
    }
    args
}

/// Help and version go to stdout with exit 0; any other usage error is one line on stderr with
/// exit 2 (clap's first line names what was given and what is valid).
fn usage_error(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let text = e.render().to_string();
            let mut out = io::stdout().lock();
            match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
                    let _ = writeln!(
                        io::stderr(),
                        "nqueens-trace: cannot write to standard output: {e}"
                    );
                    ExitCode::from(2)
                }
                _ => ExitCode::SUCCESS,
            }
        }
        _ => {
            let text = e.render().to_string();
            // clap's message ends at the first blank line; tips and usage follow.
            let head = text.split("\n\n").next().unwrap_or("invalid arguments");
            let head = head.strip_prefix("error: ").unwrap_or(head);
            let first = match head.split_once(":\n") {
                // "the following required arguments were not provided:" lists them below.
                Some((intro, missing)) if !intro.contains('\'') => {
                    let missing: Vec<&str> = missing.lines().map(str::trim).collect();
                    format!("{intro}: {}", missing.join(", "))
                }
                // Otherwise a line break can only come from the value given (the list of
                // valid values, on a line of its own, is added below): show it escaped.
                _ => head
                    .split('\n')
                    .filter(|l| !l.trim().starts_with("[possible values:"))
                    .collect::<Vec<_>>()
                    .join("\\n")
                    .replace('\r', "\\r"),
            };
            // For a value outside a fixed set, clap lists the valid ones further down.
            let valid = text
                .lines()
                .map(str::trim)
                .find(|l| l.starts_with("[possible values:"));
            let first = match valid {
                Some(valid) => format!("{first} {valid}"),
                None => first,
            };
            let _ = writeln!(
                io::stderr(),
                "nqueens-trace: {first} (see 'nqueens-trace --help')"
            );
            ExitCode::from(2)
        }
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}
