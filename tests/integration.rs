//! The integration tests, one module per file of `tests/`, built as one binary (as ripgrep's
//! are): it links once instead of once per file, and libtest runs all of it in parallel.
//! `tests/hostile.rs` is a binary of its own (it measures its children's memory). A new test
//! file is a `mod` line here; [`every_test_file_is_built`] fails until it has one.
//!
//! Run one file's tests with `cargo test --test integration cli::`.

mod util;

mod animation;
mod boundary;
mod browser;
mod cheat;
mod check;
mod check_lang;
mod check_problem;
mod check_trace;
mod cli;
mod coloring;
mod count;
mod docs;
mod engine;
mod escapes;
mod exercise_browser;
mod exercise_tmux;
mod export;
mod export_trees;
mod failure;
mod lang;
mod marp;
mod messages;
mod mutation;
mod output;
mod player;
mod player_view;
mod programs;
mod refusals;
mod render;
mod schema;
mod shell;
mod slides;
mod step_sudoku;
mod step_tmux;
mod student;
mod subset_sum;
mod sudoku;
mod tools;
mod viewers;
mod whole_search;
mod words_node;

/// Cargo builds only the test binaries named in `Cargo.toml` (`autotests = false`): every
/// `tests/*.rs` is a module of this one or a `[[test]]` of its own, so none is left out unseen.
#[test]
fn every_test_file_is_built() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let suite = std::fs::read_to_string(root.join("tests/integration.rs")).unwrap();
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut left_out = Vec::new();
    for entry in std::fs::read_dir(root.join("tests")).unwrap() {
        let path = entry.unwrap().path();
        let (Some(stem), Some("rs")) =
            (path.file_stem().and_then(|s| s.to_str()), path.extension().and_then(|s| s.to_str()))
        else {
            continue;
        };
        let declared = suite.lines().any(|l| l == format!("mod {stem};"))
            || manifest.contains(&format!("path = \"tests/{stem}.rs\""));
        if !declared {
            left_out.push(format!("tests/{stem}.rs"));
        }
    }
    assert!(
        left_out.is_empty(),
        "{left_out:?} would never run: add `mod NAME;` to tests/integration.rs"
    );
}
