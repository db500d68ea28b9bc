//! The documentation holds together: every relative link in the README and the pages of
//! `docs/` names a file that exists, and every `#anchor` a heading of its page, so a page moved
//! or a heading renamed fails here and not in a reader's browser; and every page with Rust
//! examples is compiled by the doctests, so its examples cannot go stale.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The pages checked: the README, every page of `docs/`, and the READMEs beside the traces and
/// the Python package, which link into them.
fn pages() -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = ["README.md", "traces/README.md", "python/README.md"]
        .iter()
        .map(|p| root().join(p))
        .collect();
    for entry in std::fs::read_dir(root().join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            pages.push(path);
        }
    }
    pages.sort();
    pages
}

/// The lines of a page that are prose, with their numbers from 1: fenced code blocks are left
/// out, since a link there is an example, not a link.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            fenced = !fenced;
        } else if !fenced {
            lines.push((i + 1, line));
        }
    }
    lines
}

/// A line without its code spans: `` `[a](b)` `` shows a link's syntax and links nowhere, while
/// ``[`src/`](src)`` is a link whose text is code.
fn without_code(line: &str) -> String {
    let mut out = String::new();
    for (i, part) in line.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
        }
    }
    out
}

/// The targets of the inline links and images on a page, `[text](target)` and
/// `![alt](target)`, with their line numbers; a title after the target is dropped.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in prose(text) {
        let line = without_code(line);
        let mut rest = line.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or("");
            found.push((number, target.to_string()));
            rest = &after[end..];
        }
    }
    found
}

/// The anchors of a page's headings as GitHub makes them: the heading's text in lower case,
/// code marks and punctuation other than `-` and `_` dropped, spaces made `-`; a repeated one
/// gets `-1`, `-2`, ….
fn anchors(text: &str) -> HashSet<String> {
    let mut seen = HashSet::new();
    for (_, line) in prose(text) {
        let Some(heading) = line.strip_prefix('#') else { continue };
        let heading = heading.trim_start_matches('#');
        if !heading.starts_with(' ') {
            continue; // `#!` and the like: not a heading
        }
        let slug: String = heading
            .trim()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                '-' | '_' => Some(c),
                c if c.is_alphanumeric() => Some(c),
                _ => None,
            })
            .flat_map(char::to_lowercase)
            .collect();
        let mut anchor = slug.clone();
        let mut k = 0;
        while !seen.insert(anchor.clone()) {
            k += 1;
            anchor = format!("{slug}-{k}");
        }
    }
    seen
}

/// What is wrong with the links of the page at `page` whose text is `text`, one line each.
fn broken(page: &Path, text: &str) -> Vec<String> {
    let name = page.strip_prefix(root()).unwrap_or(page).display().to_string();
    let mut wrong = Vec::new();
    for (line, target) in links(text) {
        if target.contains("://") || target.starts_with("mailto:") {
            continue; // outside the repository: not ours to check offline
        }
        let (path, anchor) = match target.split_once('#') {
            Some((path, anchor)) => (path, Some(anchor)),
            None => (target.as_str(), None),
        };
        let file = page.parent().unwrap().join(path);
        if !path.is_empty() && (path.starts_with('/') || !file.exists()) {
            wrong.push(format!("{name}:{line}: {target}: no such file"));
            continue;
        }
        let Some(anchor) = anchor else { continue };
        // An anchor on the page itself, or on another page of Markdown; other files (a
        // script's line, say) have no headings to check.
        let headings = if path.is_empty() {
            text.to_string()
        } else if file.extension().is_some_and(|e| e == "md") {
            std::fs::read_to_string(&file).unwrap()
        } else {
            continue;
        };
        if !anchors(&headings).contains(anchor) {
            wrong.push(format!("{name}:{line}: {target}: no such heading"));
        }
    }
    wrong
}

#[test]
fn every_relative_link_in_the_documentation_leads_somewhere() {
    let mut wrong = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        checked += links(&text).len();
        wrong.extend(broken(&page, &text));
    }
    assert!(checked > 50, "only {checked} links found: is the parser blind?");
    assert!(wrong.is_empty(), "broken links:\n{}", wrong.join("\n"));
}

/// The checker itself: a link to a missing file, to a missing heading, or to a heading of its
/// own page that is not there is reported; links in code are not links.
#[test]
fn a_broken_link_is_reported() {
    let page = root().join("docs/example.md");
    let text = "# A page\n\n## Its `second` part\n\nSee [the trace](trace-format.md#lines), \
                [that](#its-second-part), [gone](nowhere.md), [a heading](student.md#nowhere)\n\
                and [this](#no-part), but not `[code](nowhere.md)`.\n\n```text\n[x](nowhere.md)\n```\n";
    assert_eq!(
        broken(&page, text),
        [
            "docs/example.md:5: nowhere.md: no such file",
            "docs/example.md:5: student.md#nowhere: no such heading",
            "docs/example.md:6: #no-part: no such heading",
        ]
    );
}

#[test]
fn anchors_are_those_github_makes() {
    let text = "# nqueens-trace\n## `nqueens-trace step [N | --input FILE]`\n## Exit codes\n\
                ## Exit codes\n## Where `-o` writes\n#!/bin/bash\n";
    let mut got: Vec<_> = anchors(text).into_iter().collect();
    got.sort();
    assert_eq!(
        got,
        [
            "exit-codes",
            "exit-codes-1",
            "nqueens-trace",
            "nqueens-trace-step-n----input-file",
            "where--o-writes"
        ]
    );
}

/// A page with Rust examples is a doctest of the library (`#[doc = include_str!(...)]` in
/// `src/lib.rs`), so `cargo test` compiles and runs them; a block that is not Rust says its
/// language (`text`, `sh`, `console`, ...), since rustdoc takes an unmarked block for Rust.
#[test]
fn every_page_with_rust_examples_is_a_doctest() {
    let lib = std::fs::read_to_string(root().join("src/lib.rs")).unwrap();
    let mut missing = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.strip_prefix(root()).unwrap().display().to_string();
        let mut fenced = false;
        let mut rust = false;
        for (i, line) in text.lines().enumerate() {
            let Some(info) = line.trim_start().strip_prefix("```") else { continue };
            if fenced {
                fenced = false;
                continue;
            }
            fenced = true;
            match info.trim() {
                "" => missing.push(format!("{name}:{}: a code block without its language", i + 1)),
                info if info.starts_with("rust") => rust = true,
                _ => {}
            }
        }
        if rust && !lib.contains(&format!("include_str!(\"../{name}\")")) {
            missing.push(format!("{name}: Rust examples that no doctest compiles"));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
