//! The `nqueens-trace` binary: parse the arguments, run the subcommand, map errors to exit
//! codes (0 success, 1 "differs" or "invalid", 2 error).

mod cli;

use clap::{CommandFactory, Parser};
use nqueens_trace::escape::escape;
use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    cli::interrupt::install();
    let args: Vec<OsString> = std::env::args_os().collect();
    let cli = match parse(args.clone()) {
        Ok(cli) => cli,
        Err(e) => return usage_error(e, &args),
    };
    match cli::execute(&cli) {
        Ok(code) => code,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            // One line: the context chain, outermost first.
            let _ = writeln!(io::stderr(), "nqueens-trace: {}", escape(&format!("{e:#}")));
            ExitCode::from(2)
        }
    }
}

/// The arguments, with `run` as the default subcommand; a first word close to a subcommand's
/// name (`nqueens-trace verfy`) is a mistyped subcommand, not a board size.
fn parse(args: Vec<OsString>) -> Result<cli::Cli, clap::Error> {
    use clap::error::{ContextKind, ErrorKind};
    match cli::Cli::try_parse_from(&args) {
        Err(e)
            if e.kind() == ErrorKind::InvalidSubcommand
                && e.get(ContextKind::SuggestedSubcommand).is_some() =>
        {
            Err(e)
        }
        _ => cli::Cli::try_parse_from(with_default_command(args.into_iter())),
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
/// exit 2, built from clap's structured error: what was given, what is valid, a suggestion,
/// and the help of the subcommand that refused it (`args`, as typed, say which).
fn usage_error(e: clap::Error, args: &[OsString]) -> ExitCode {
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
            let (path, command) = subcommand(&e, args);
            let _ = writeln!(
                io::stderr(),
                "nqueens-trace: {} (see '{path} --help')",
                escape(&usage_line(&e, &path, &command))
            );
            ExitCode::from(2)
        }
    }
}

/// The subcommand that refused the arguments: its path as typed (`nqueens-trace export html`)
/// and its definition. A name that is no subcommand (`verfy`, `export pdf`) is refused by the
/// one above it; any other error comes from the subcommand the arguments reach, `run` when
/// they name none (as [`parse`] reads them).
fn subcommand(e: &clap::Error, args: &[OsString]) -> (String, clap::Command) {
    let args = if e.kind() == clap::error::ErrorKind::InvalidSubcommand {
        args.to_vec()
    } else {
        with_default_command(args.iter().cloned())
    };
    let mut command = cli::Cli::command();
    let mut path = String::from("nqueens-trace");
    for arg in args.iter().skip(1) {
        if arg == "--" {
            break;
        }
        let Some(sub) = command.find_subcommand(arg).cloned() else {
            continue;
        };
        path = format!("{path} {}", sub.get_name());
        command = sub;
    }
    (path, command)
}

/// The one line that says what is wrong with the arguments, from the error's kind and context
/// (the values clap's own message is made of: the argument, the value given, the valid values,
/// the suggestions); `path` and `command` are the subcommand that refused them.
fn usage_line(e: &clap::Error, path: &str, command: &clap::Command) -> String {
    use clap::error::{ContextKind as K, ContextValue, ErrorKind};
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let arg = text(K::InvalidArg).unwrap_or_default();
    let value = text(K::InvalidValue).unwrap_or_default();
    let value = nqueens_trace::escape::visible(&value);
    let mut line = match e.kind() {
        ErrorKind::InvalidValue if value.is_empty() => {
            format!("a value is required for '{arg}' but none was supplied")
        }
        ErrorKind::InvalidValue => format!("invalid value '{value}' for '{arg}'"),
        ErrorKind::ValueValidation => match std::error::Error::source(e) {
            Some(why) => format!("invalid value '{value}' for '{arg}': {why}"),
            None => format!("invalid value '{value}' for '{arg}'"),
        },
        // A word where the subcommand takes none but after `--` (check's program): the
        // program was meant, and goes after `--`.
        ErrorKind::UnknownArgument if !arg.starts_with('-') && takes_last(command) => format!(
            "unexpected argument '{arg}' found: the command goes after '--', as in '{path} -- {arg}'"
        ),
        ErrorKind::UnknownArgument => format!("unexpected argument '{arg}' found"),
        ErrorKind::InvalidSubcommand => {
            let given = text(K::InvalidSubcommand).unwrap_or_default();
            // `export`'s subcommands are its formats: named so, and listed.
            let noun = command
                .get_subcommand_value_name()
                .map_or("subcommand".to_string(), str::to_lowercase);
            let names: Vec<&str> = command
                .get_subcommands()
                .filter(|s| !s.is_hide_set())
                .map(|s| s.get_name())
                .collect();
            format!("unrecognized {noun} '{given}' [{noun}s: {}]", names.join(", "))
        }
        ErrorKind::MissingRequiredArgument => {
            format!("the following required arguments were not provided: {arg}")
        }
        ErrorKind::ArgumentConflict => match text(K::PriorArg) {
            Some(prior) if prior == arg => {
                format!("the argument '{arg}' cannot be used multiple times")
            }
            Some(prior) => format!("the argument '{arg}' cannot be used with '{prior}'"),
            None => format!("the argument '{arg}' cannot be used with the other arguments"),
        },
        ErrorKind::TooManyValues => {
            format!("unexpected value '{value}' for '{arg}' found; no more were expected")
        }
        ErrorKind::NoEquals => format!("an equal sign is needed for the value of '{arg}'"),
        // The others cannot happen with these arguments, or carry no context (invalid UTF-8).
        kind => kind.as_str().unwrap_or("invalid arguments").to_string(),
    };
    if let Some(valid) = text(K::ValidValue).filter(|v| !v.is_empty()) {
        line.push_str(&format!(" [possible values: {valid}]"));
    }
    let suggested = [K::SuggestedArg, K::SuggestedSubcommand, K::SuggestedValue]
        .into_iter()
        .find_map(|kind| match e.get(kind) {
            Some(ContextValue::String(one)) => Some(one.clone()),
            Some(ContextValue::Strings(some)) if !some.is_empty() => Some(some.join("' or '")),
            _ => None,
        });
    if let Some(suggested) = suggested {
        line.push_str(&format!("; did you mean '{suggested}'?"));
    }
    line
}

/// Whether `command` takes its arguments after `--` only (check's program).
fn takes_last(command: &clap::Command) -> bool {
    command.get_positionals().any(|a| a.is_last_set())
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause.downcast_ref::<io::Error>().is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}
