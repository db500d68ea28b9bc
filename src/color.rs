//! Colour, decided once at the edge: a [`ColorChoice`] is resolved against the output and the
//! environment into a plain yes or no, which picks a [`Palette`]. Below that nobody asks again:
//! "no colour" is the same palette with empty styles.

use owo_colors::Style;

/// When to colour the text trace (`--color`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// Colour when the output is a terminal, unless the environment says otherwise.
    #[default]
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

crate::choice::choice!(ColorChoice { Auto = "auto", Always = "always", Never = "never" });

/// What the environment says about colour: the variables that [`ColorChoice::resolve`] reads.
#[derive(Debug, Clone, Default)]
pub struct ColorEnv {
    /// `TERM`.
    pub term: Option<String>,
    /// `NO_COLOR`.
    pub no_color: Option<String>,
    /// `CLICOLOR_FORCE`.
    pub clicolor_force: Option<String>,
}

impl ColorEnv {
    /// Reads the variables from this process's environment.
    pub fn from_process() -> ColorEnv {
        let var = |k| std::env::var_os(k).map(|v| v.to_string_lossy().into_owned());
        ColorEnv {
            term: var("TERM"),
            no_color: var("NO_COLOR"),
            clicolor_force: var("CLICOLOR_FORCE"),
        }
    }
}

impl ColorChoice {
    /// Whether to colour output that goes to a terminal (`is_terminal`) or not.
    ///
    /// `Always` and `Never` mean what they say. `Auto` is off when `NO_COLOR` is set and not
    /// empty; otherwise on when `CLICOLOR_FORCE` is set to anything but `0` (or empty);
    /// otherwise on only for a terminal whose `TERM` is not `dumb`.
    pub fn resolve(self, is_terminal: bool, env: &ColorEnv) -> bool {
        let set = |v: &Option<String>| v.as_deref().is_some_and(|v| !v.is_empty());
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto if set(&env.no_color) => false,
            ColorChoice::Auto
                if set(&env.clicolor_force) && env.clicolor_force.as_deref() != Some("0") =>
            {
                true
            }
            ColorChoice::Auto => is_terminal && env.term.as_deref() != Some("dumb"),
        }
    }
}

/// The escape codes that open and close one role's colour; both empty without colour.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Paint {
    /// Written before the text.
    pub open: String,
    /// Written after the text.
    pub close: String,
}

impl Paint {
    fn new(style: Style) -> Paint {
        Paint {
            open: style.prefix_formatter().to_string(),
            close: style.suffix_formatter().to_string(),
        }
    }

    /// Appends `text` wrapped in this paint to `buf`.
    #[inline]
    pub fn put(&self, buf: &mut Vec<u8>, text: &[u8]) {
        buf.extend_from_slice(self.open.as_bytes());
        buf.extend_from_slice(text);
        buf.extend_from_slice(self.close.as_bytes());
    }
}

/// The colour of each role in the text trace.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Palette {
    /// Indentation guides.
    pub guide: Paint,
    /// `try` lines.
    pub try_: Paint,
    /// `accept` lines.
    pub accept: Paint,
    /// `reject` lines.
    pub reject: Paint,
    /// `backtrack` lines.
    pub backtrack: Paint,
    /// `solution` lines.
    pub solution: Paint,
    /// Queens on a printed board.
    pub queen: Paint,
    /// The `start` and `done` lines.
    pub header: Paint,
}

impl Palette {
    /// The colours of the text trace: try dim, accept green, reject red, backtrack yellow,
    /// solution bold.
    pub fn colored() -> Palette {
        Palette {
            guide: Paint::new(Style::new().bright_black()),
            try_: Paint::new(Style::new().dimmed()),
            accept: Paint::new(Style::new().green()),
            reject: Paint::new(Style::new().red()),
            backtrack: Paint::new(Style::new().yellow()),
            solution: Paint::new(Style::new().bold().cyan()),
            queen: Paint::new(Style::new().bold().cyan()),
            header: Paint::new(Style::new().bold()),
        }
    }

    /// No colour: every paint is empty.
    pub fn plain() -> Palette {
        Palette::default()
    }

    /// [`Palette::colored`] when `color` is true, else [`Palette::plain`].
    pub fn new(color: bool) -> Palette {
        if color {
            Palette::colored()
        } else {
            Palette::plain()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(term: &str, no_color: &str, force: &str) -> ColorEnv {
        let opt = |s: &str| (!s.is_empty()).then(|| s.to_string());
        ColorEnv { term: opt(term), no_color: opt(no_color), clicolor_force: opt(force) }
    }

    #[test]
    fn auto_follows_the_terminal_and_the_environment() {
        use ColorChoice::*;
        assert!(Auto.resolve(true, &env("xterm", "", "")));
        assert!(!Auto.resolve(false, &env("xterm", "", "")));
        assert!(!Auto.resolve(true, &env("dumb", "", "")));
        assert!(!Auto.resolve(true, &env("xterm", "1", "")));
        assert!(Auto.resolve(false, &env("", "", "1")));
        assert!(!Auto.resolve(false, &env("", "", "0")));
        assert!(Auto.resolve(true, &env("xterm", "", "0")));
        assert!(!Auto.resolve(false, &env("", "1", "1")));
        assert!(Always.resolve(false, &env("dumb", "1", "0")));
        assert!(!Never.resolve(true, &env("xterm", "", "1")));
    }

    #[test]
    fn plain_palette_writes_no_escape_codes() {
        let mut buf = Vec::new();
        Palette::plain().reject.put(&mut buf, b"x");
        assert_eq!(buf, b"x");
        let mut buf = Vec::new();
        Palette::colored().reject.put(&mut buf, b"x");
        assert_eq!(buf, b"\x1b[31mx\x1b[0m");
    }
}
