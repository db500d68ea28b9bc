//! `completions SHELL`: the shell's completion script for `nqueens-trace`, made by
//! clap_complete from the same definition that parses the arguments, so it never falls behind.

use super::Cli;
use crate::cli::output::Output;
use anyhow::Result;
use clap::{Args, CommandFactory};
use clap_complete::Shell;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell: `source <(nqueens-trace completions bash)` in ~/.bashrc, or
    /// `nqueens-trace completions zsh > ~/.zfunc/_nqueens-trace`.
    #[arg(value_enum)]
    pub shell: Shell,
}

pub fn completions(args: &CompletionsArgs) -> Result<ExitCode> {
    // clap_complete panics on a write error: it writes into memory, the output reports one.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "nqueens-trace", &mut script);
    if args.shell == Shell::Bash {
        script = fix_bash(&script);
    }
    print(&script)
}

/// Writes `bytes` to standard output, reporting a write error (a closed pipe ends quietly, in
/// `main`).
pub fn print(bytes: &[u8]) -> Result<ExitCode> {
    let mut out = Output::create(None)?;
    out.writer().write_all(bytes).map_err(|e| out.write_error(e))?;
    out.commit()?;
    Ok(ExitCode::SUCCESS)
}

/// clap_complete 4.6 spells the state of a subcommand two ways when the program's name has a
/// hyphen (`nqueens__trace__subcmd__run` where it is set, `nqueens__subcmd__trace__subcmd__run`
/// where it is matched), so bash completed no option after a subcommand (clap-rs/clap#6421).
/// This spells the matched one as the set one.
fn fix_bash(script: &[u8]) -> Vec<u8> {
    String::from_utf8_lossy(script)
        .replace("nqueens__subcmd__trace__", "nqueens__trace__")
        .into_bytes()
}
