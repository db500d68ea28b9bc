//! The player's search tree and variables panes: their scripts and style, the words they show
//! in every language, and the variables of each step.
//!
//! The variables are computed here, in Rust, by the library's [`Program::variables`], the one
//! implementation the tests check against the programs' real runs; the page only lays out the
//! tokens it is given. To keep the page small at 100 000 steps, each distinct variable (its
//! name, value and marks) is written once, in `VARS`, as one short string, and a record names
//! its variables by their index there: most steps repeat a set or a vector an earlier step had.

use super::text;
use crate::choice::Choice;
use crate::event::Event;
use crate::lang::{Lang, Messages};
use crate::program::{Program, Role, Token};
use std::collections::HashMap;
use std::io::{self, Write};

/// The tree's script, run after the player's, whose window.player it hooks into.
pub(super) const TREE_JS: &str = include_str!("../player/tree.js");
/// The variables pane's script.
pub(super) const VARS_JS: &str = include_str!("../player/variables.js");
/// The style of both panes.
pub(super) const CSS: &str = include_str!("../player/panes.css");

/// The most bytes the distinct variables may take: past them a record's variable is `-1`,
/// which the page shows as `…`, so that a forced export of millions of steps stays in flat
/// memory (the records themselves are spooled to disk).
const MAX_TABLE_BYTES: usize = 12 << 20;

/// The distinct variables met so far, each with its index.
#[derive(Debug, Default)]
pub(super) struct VarTable {
    index: HashMap<String, usize>,
    bytes: usize,
}

impl VarTable {
    /// The record's field of the variables of `program` at `event`: `,[i,j,k]`.
    pub(super) fn field(
        &mut self,
        program: &Program,
        event: &Event,
        queens: &[u32],
        n: u32,
    ) -> String {
        let previous = super::previous_kind(event, n);
        let ids: Vec<String> = program
            .variables(event, previous, queens, n)
            .iter()
            .map(|v| {
                let mut tokens = v.tokens();
                if let Some(test) = v.test_tokens() {
                    tokens.push(Token { text: String::new(), role: Role::Plain });
                    tokens.extend(test);
                }
                let entry = text(&entry(v.name, &tokens));
                self.id(entry).map_or("-1".to_string(), |i| i.to_string())
            })
            .collect();
        format!(",[{}]", ids.join(","))
    }

    fn id(&mut self, entry: String) -> Option<usize> {
        if let Some(&i) = self.index.get(&entry) {
            return Some(i);
        }
        if self.bytes + entry.len() > MAX_TABLE_BYTES {
            return None;
        }
        let i = self.index.len();
        self.bytes += entry.len();
        self.index.insert(entry, i);
        Some(i)
    }

    /// Writes `const VARS = [...]`, the entries in the order of their indices, on one line
    /// (a line of the page that starts with `[` is a record).
    pub(super) fn write(self, out: &mut dyn Write) -> io::Result<()> {
        let mut entries: Vec<(usize, String)> =
            self.index.into_iter().map(|(e, i)| (i, e)).collect();
        entries.sort_unstable();
        out.write_all(b"const VARS = [")?;
        for (i, (_, entry)) in entries.iter().enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            out.write_all(entry.as_bytes())?;
        }
        out.write_all(b"];\n")
    }
}

/// A variable as the page reads it, in one string: its name, then its tokens, each after a
/// backquote (which no token holds) and its role's letter; the plain tokens in a row are joined.
/// An empty plain token stands between the value and its test, which the page writes as `|`;
/// a line break is the token `/`.
fn entry(name: &str, tokens: &[Token]) -> String {
    let mut out = name.to_string();
    let mut plain = false;
    for t in tokens {
        if t.role == Role::Plain && t.text.is_empty() {
            out.push_str("`|");
            plain = false;
            continue;
        }
        // A grid's rows end with a line break, which the page's escaping would show as `\n`:
        // it is a token of its own, `/`.
        if t.role == Role::Plain && t.text.contains('\n') {
            for (i, piece) in t.text.split('\n').enumerate() {
                if i > 0 {
                    out.push_str("`/");
                    plain = false;
                }
                if !piece.is_empty() {
                    if !plain {
                        out.push_str("`=");
                    }
                    out.push_str(piece);
                    plain = true;
                }
            }
            continue;
        }
        if t.role == Role::Plain && plain {
            out.push_str(&t.text);
            continue;
        }
        let role = match t.role {
            Role::Plain => '=',
            Role::Probe => 'p',
            Role::Found => 'f',
            Role::Written => 'w',
            Role::Removed => 'x',
            Role::Outcome => 'o',
        };
        out.push('`');
        out.push(role);
        out.push_str(&t.text);
        plain = t.role == Role::Plain;
    }
    out
}

/// The panes' words of one language, by name.
fn words(m: &Messages) -> [(&'static str, &'static str); 23] {
    [
        ("tree_label", m.tree_label),
        ("tree_empty_board", m.tree_empty_board),
        ("tree_row", m.tree_row),
        ("tree_node", m.tree_node),
        ("tree_folded", m.tree_folded),
        ("tree_dead", m.tree_dead),
        ("tree_trying", m.tree_trying),
        ("tree_zoom_in", m.tree_zoom_in),
        ("tree_zoom_out", m.tree_zoom_out),
        ("tree_fit", m.tree_fit),
        ("tree_follow", m.tree_follow),
        ("tree_hint", m.tree_hint),
        ("tree_legend_path", m.tree_legend_path),
        ("tree_legend_queen", m.tree_legend_queen),
        ("tree_legend_reject", m.tree_legend_reject),
        ("tree_legend_reject_touch", m.tree_legend_reject_touch),
        ("tree_legend_dead", m.tree_legend_dead),
        ("tree_legend_folded", m.tree_legend_folded),
        ("tree_legend_solution", m.tree_legend_solution),
        ("tree_legend_try", m.tree_legend_try),
        ("tree_legend_solved", m.tree_legend_solved),
        ("tree_legend", m.tree_legend),
        ("tree_too_wide", m.tree_too_wide),
    ]
}

/// `const PANES_WORDS = {...}`: every language's words, so the page can switch language
/// without a new export.
pub(super) fn write_words(out: &mut dyn Write) -> io::Result<()> {
    out.write_all(b"const PANES_WORDS = {\n")?;
    for &lang in Lang::ALL {
        let fields: Vec<String> = words(lang.messages())
            .iter()
            .map(|(name, value)| format!("\"{name}\":{}", text(value)))
            .collect();
        writeln!(out, "{}:{{{}}},", text(lang.as_str()), fields.join(","))?;
    }
    out.write_all(b"};\n")
}

/// The variables pane, beside the code: a pane of its own, so that a phone shows it as a tab;
/// its title is a word of the page's tables, which the player fills again on a language switch.
pub(super) const VARS_PANE: &str = "<section id=\"vars-pane\" class=\"pane\" data-tab=\"vars_title\">\n\
<h2 id=\"vars-title\" data-w=\"vars_title\"></h2>\n<div id=\"vars\" dir=\"ltr\" aria-live=\"off\"></div>\n</section>\n";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::fill;

    /// Every language fills every placeholder of the panes' words, and no other.
    #[test]
    fn every_language_has_the_panes_words_with_their_placeholders() {
        let allowed = ["sq", "k", "q", "l", "r"];
        for &lang in Lang::ALL {
            for (name, template) in words(lang.messages()) {
                assert!(!template.is_empty(), "{lang}: {name}");
                let args: Vec<(&str, crate::lang::Arg)> =
                    allowed.iter().map(|n| (*n, crate::lang::Arg::Num(2))).collect();
                let mut out = Vec::new();
                fill(&mut out, template, &args);
                let out = String::from_utf8(out).unwrap();
                assert!(!out.contains('{'), "{lang}: unfilled placeholder in {name}: {template}");
            }
            let m = lang.messages();
            for (template, wants) in [
                (m.tree_folded, &["{sq}", "{k}", "{q", "{l}"][..]),
                (m.tree_dead, &["{sq}", "{k}", "{l}"]),
                (m.tree_node, &["{sq}", "{k}"]),
                (m.tree_row, &["{r}"]),
                (m.tree_trying, &["{sq}"]),
            ] {
                for want in wants {
                    assert!(template.contains(want), "{lang}: {template} lacks {want}");
                }
            }
        }
    }

    #[test]
    fn a_grid_breaks_its_rows_with_a_token_of_their_own() {
        let pseudo = Program::named("pseudo").unwrap();
        let v = &pseudo.variables(&Event::Accept { step: 2, row: 0, col: 1 }, None, &[1], 2)[0];
        assert_eq!(entry(v.name, &v.tokens()), "board`=0 `w1`/`=0 0");
    }

    #[test]
    fn a_variable_is_kept_once_and_named_by_its_index() {
        let python = Program::named("python").unwrap();
        let mut table = VarTable::default();
        let try_ = Event::Try { step: 3, row: 1, col: 0 };
        let first = table.field(python, &try_, &[0], 4);
        let again = table.field(python, &Event::Try { step: 5, row: 1, col: 1 }, &[0], 4);
        assert_eq!(first, ",[0,1,2]");
        assert_eq!(again, first);
        let mut out = Vec::new();
        table.write(&mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "const VARS = [\"cols`={0}\",\"diags`={0}\",\"antis`={0}\"];\n"
        );
    }
}
