//! The boundary between the library and its front ends, read from the sources: no string
//! literal of the library names a command-line option (`--force`, `--lang`), so that every
//! message a library user meets is in the library's words, and the command line (`src/cli/`,
//! `src/main.rs`) alone puts its options' names into what it prints.

use std::path::{Path, PathBuf};

/// The library's sources: every `.rs` file under `src/` but the command line's.
fn library_sources() -> Vec<PathBuf> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let mut dirs = vec![src.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path == src.join("cli") || path == src.join("main.rs") || path == src.join("cli.rs")
            {
                continue;
            }
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The string literals of `code`, as written between their quotes (escapes left as they
/// are, a line continuation joined), with the line each starts on. Comments, character
/// literals and lifetimes are skipped; raw strings (`r#"…"#`) and byte strings are read too.
fn string_literals(code: &str) -> Vec<(usize, String)> {
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => line += 1,
            '/' if at(i + 1) == '/' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '/' if at(i + 1) == '*' => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && at(i + 1) == '*' {
                        depth += 1;
                        i += 1;
                    } else if chars[i] == '*' && at(i + 1) == '/' {
                        depth -= 1;
                        i += 1;
                        if depth == 0 {
                            i += 1;
                            break;
                        }
                    } else if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
                continue;
            }
            // A character literal ('"', '\'', '\u{1b}'), or else a lifetime ('a).
            '\'' => {
                if at(i + 1) == '\\' {
                    i += 2;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                } else if at(i + 2) == '\'' {
                    i += 2;
                }
            }
            'r' | 'b' if !is_ident(at(i.wrapping_sub(1))) => {
                // r"…", r#"…"#, br"…", b"…": the prefix, then the hashes.
                let mut j = i + usize::from(c == 'b');
                if at(j) == 'r' {
                    j += 1;
                    let hashes = chars[j..].iter().take_while(|&&h| h == '#').count();
                    if at(j + hashes) == '"' {
                        let start = j + hashes + 1;
                        let close: String =
                            std::iter::once('"').chain("#".repeat(hashes).chars()).collect();
                        let rest: String = chars[start..].iter().collect();
                        let len = rest.find(&close).unwrap_or(rest.len());
                        let text: String = rest[..len].to_string();
                        found.push((line, text.clone()));
                        line += text.matches('\n').count();
                        i = start + text.chars().count() + close.chars().count();
                        continue;
                    }
                } else if at(j) == '"' {
                    i = j;
                    continue;
                }
            }
            '"' => {
                let start_line = line;
                let mut text = String::new();
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    match chars[i] {
                        '\\' if at(i + 1) == '\n' => {
                            // A line continuation: the next line's leading spaces go too.
                            i += 1;
                            while at(i).is_whitespace() {
                                line += usize::from(at(i) == '\n');
                                i += 1;
                            }
                            continue;
                        }
                        '\\' => {
                            text.push('\\');
                            text.push(at(i + 1));
                            i += 2;
                            continue;
                        }
                        '\n' => {
                            line += 1;
                            text.push('\n');
                        }
                        other => text.push(other),
                    }
                    i += 1;
                }
                found.push((start_line, text));
            }
            _ => {}
        }
        i += 1;
    }
    found
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The command-line options that `text` names: `--` and a lowercase letter, not inside a
/// longer run of hyphens or a word (`a--b`), and not a CSS custom property (`var(--bg)`,
/// `--n:`), which a page's style holds.
fn options_named(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut named = Vec::new();
    for i in 0..chars.len().saturating_sub(2) {
        let before = if i == 0 { ' ' } else { chars[i - 1] };
        if chars[i] == '-'
            && chars[i + 1] == '-'
            && chars[i + 2].is_ascii_lowercase()
            && !is_ident(before)
            && before != '-'
        {
            let name: String =
                chars[i..].iter().take_while(|&&c| c == '-' || is_ident(c)).collect();
            let after = chars.get(i + name.chars().count()).copied().unwrap_or(' ');
            let css = before == '(' || after == ':';
            if !css {
                named.push(name);
            }
        }
    }
    named
}

/// The code of a file before its unit tests (`#[cfg(test)] mod tests`, at the bottom by the
/// house's rule): a test may say which option it stands for.
fn before_tests(code: &str) -> &str {
    match code.find("#[cfg(test)]\nmod tests") {
        Some(at) => &code[..at],
        None => code,
    }
}

#[test]
fn no_library_string_names_a_command_line_option() {
    let mut named = Vec::new();
    let sources = library_sources();
    assert!(sources.len() > 30, "the library's sources were found: {sources:?}");
    for path in &sources {
        let code = std::fs::read_to_string(path).unwrap();
        for (line, text) in string_literals(before_tests(&code)) {
            for option in options_named(&text) {
                named.push(format!("{}:{line}: {option} in {text:?}", path.display()));
            }
        }
    }
    assert!(named.is_empty(), "the library names command-line options:\n{}", named.join("\n"));
}

#[test]
fn the_scan_finds_what_it_looks_for() {
    let code = r####"
// "--comment" is no literal
let a = "--force"; let c = '"'; let l: &'static str = "x";
let b = "use --lang en \
         or --to STEP";
let r = r#"a "quoted" --fit"#;
let s = b"--size";
let css = "var(--bg) --n: 4; a--b --- x";
/* "--block" */
"####;
    let found: Vec<(usize, Vec<String>)> = string_literals(code)
        .into_iter()
        .map(|(line, text)| (line, options_named(&text)))
        .filter(|(_, named)| !named.is_empty())
        .collect();
    let expect =
        |line: usize, names: &[&str]| (line, names.iter().map(|s| s.to_string()).collect());
    assert_eq!(
        found,
        [
            expect(3, &["--force"]),
            expect(4, &["--lang", "--to"]),
            expect(6, &["--fit"]),
            expect(7, &["--size"]),
        ]
    );
}

/// The registry imports the formats, and no format imports the registry: a format's shared
/// pieces live in `src/export.rs` and its small modules, so adding a format is one file and
/// one line in `src/export/registry.rs`, with no loop of imports.
#[test]
fn no_format_imports_the_registry() {
    let export = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/export");
    let mut read = 0;
    for entry in std::fs::read_dir(&export).unwrap() {
        let path = entry.unwrap().path();
        if !path.extension().is_some_and(|e| e == "rs") || path.ends_with("registry.rs") {
            continue;
        }
        let code = std::fs::read_to_string(&path).unwrap();
        let imports = code.lines().filter(|l| l.trim_start().starts_with("use "));
        for line in imports {
            assert!(!line.contains("registry"), "{}: {line}", path.display());
        }
        read += 1;
    }
    assert!(read >= 9, "the formats' files were read: {read}");
}
