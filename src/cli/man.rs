//! `man [SUBCOMMAND]`: the manual page in roff, made by clap_mangen from the same definition
//! that parses the arguments: nqueens-trace(1), or nqueens-trace-run(1) and the other pages
//! it refers to. `nqueens-trace man | man -l -` reads it.

use super::Cli;
use anyhow::Result;
use clap::{Args, CommandFactory};
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct ManArgs {
    /// The page of one subcommand, as nqueens-trace-run(1); without it, the page of
    /// nqueens-trace, which lists them.
    #[arg(value_name = "SUBCOMMAND", value_parser = parse_subcommand)]
    pub subcommand: Option<String>,
}

/// The command the pages describe: every subcommand named `nqueens-trace-NAME`.
fn pages() -> clap::Command {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    cmd
}

/// The page named `name`: a subcommand (`export`), or one of its own subcommands joined to it
/// by a hyphen (`export-html`), as the pages refer to them (nqueens-trace-export-html(1)).
fn find(cmd: &clap::Command, name: &str) -> Option<clap::Command> {
    if let Some(sub) = cmd.find_subcommand(name) {
        return Some(sub.clone());
    }
    let (outer, inner) = name.split_once('-')?;
    cmd.find_subcommand(outer)?.find_subcommand(inner).cloned()
}

fn parse_subcommand(s: &str) -> Result<String, String> {
    let cmd = pages();
    match find(&cmd, s) {
        Some(_) => Ok(s.to_string()),
        None => {
            let names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
            Err(format!("expected a subcommand: {}", names.join(", ")))
        }
    }
}

pub fn man(args: &ManArgs) -> Result<ExitCode> {
    let cmd = pages();
    let page = match &args.subcommand {
        Some(name) => find(&cmd, name).expect("checked by parse_subcommand"),
        None => cmd,
    };
    let mut roff = Vec::new();
    clap_mangen::Man::new(page).render(&mut roff)?;
    super::completions::print(&roff)
}
