//! The registry of export formats: each format's file declares one [`Format`] (its name, what
//! it writes, its step cap) and its own `Options`, and [`FORMATS`] lists them, in the order a
//! front end shows them. Adding a format is one file and one line here; the formats import
//! only their parent module, never this one.

use super::{cast, dot, flame, gif, html, md, perfetto, svg, tex, Format};

/// Every format, in the order help lists them.
pub const FORMATS: &[&Format] = &[
    &html::FORMAT,
    &cast::FORMAT,
    &svg::FORMAT,
    &md::FORMAT,
    &tex::FORMAT,
    &dot::FORMAT,
    &gif::FORMAT,
    &perfetto::FORMAT,
    &flame::FORMAT,
];

impl Format {
    /// The format named `name`, of those the registry lists.
    pub fn named(name: &str) -> Option<&'static Format> {
        FORMATS.iter().copied().find(|f| f.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{self, FormatOptions, Window};
    use crate::solver::Solver;

    #[test]
    fn names_are_unique_and_found() {
        for f in FORMATS {
            assert_eq!(Format::named(f.name).map(|g| g.name), Some(f.name));
            assert!(!f.about.ends_with('.'), "{}", f.name);
        }
        assert!(Format::named("pdf").is_none());
    }

    #[test]
    fn each_format_s_options_name_their_format() {
        let declared = [
            html::Options::FORMAT,
            cast::Options::FORMAT,
            svg::Options::FORMAT,
            md::Options::FORMAT,
            tex::Options::FORMAT,
            dot::Options::FORMAT,
            gif::Options::FORMAT,
            perfetto::Options::FORMAT,
            flame::Options::FORMAT,
        ];
        assert_eq!(declared.iter().collect::<Vec<_>>(), FORMATS);
    }

    #[test]
    fn the_options_build_their_format() {
        let mut out = Vec::new();
        let mut export =
            export::export(&mut out, &dot::Options::default(), Window::default(), false);
        Solver::new(4).unwrap().run(&mut export).unwrap();
        drop(export);
        assert!(String::from_utf8(out).unwrap().starts_with("digraph search"));
    }
}
