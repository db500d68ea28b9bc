//! Options with a fixed set of values: a language, a colour choice, a layout, a theme, a
//! slide's shape. Each value has one name, the one that every front end parses and shows (the
//! command line, the Python package, the player), so the library stays free of any front end's
//! argument parser.
//!
//! ```
//! use nqueens_trace::choice::Choice;
//! use nqueens_trace::Lang;
//!
//! assert_eq!("zh-Hant".parse::<Lang>(), Ok(Lang::ZhHant));
//! assert_eq!(Lang::Fa.as_str(), "fa");
//! let err = "klingon".parse::<Lang>().unwrap_err();
//! assert_eq!(err.to_string(), "'klingon' is not one of en, zh, zh-Hant, fa, tr");
//! ```

use std::fmt;

/// A value out of a fixed set, named by a word.
pub trait Choice: Copy + Sized + 'static {
    /// Every value, in the order a front end lists them.
    const ALL: &'static [Self];

    /// The value's name: `en`, `dark`, `16:9`.
    fn as_str(self) -> &'static str;

    /// The value named `name` (matched exactly), or what was given and what is valid.
    fn from_name(name: &str) -> Result<Self, Unknown> {
        Self::ALL.iter().copied().find(|value| value.as_str() == name).ok_or_else(|| Unknown {
            given: name.to_owned(),
            valid: Self::ALL.iter().map(|value| value.as_str()).collect(),
        })
    }
}

/// A name that is none of an option's values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unknown {
    /// The name given, as given.
    pub given: String,
    /// The names of every value, in the order of [`Choice::ALL`].
    pub valid: Vec<&'static str>,
}

impl fmt::Display for Unknown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let given = crate::escape::visible(&self.given);
        write!(f, "'{given}' is not one of {}", self.valid.join(", "))
    }
}

impl std::error::Error for Unknown {}

/// Implements [`Choice`], `FromStr` and `Display` (the name) for an enum of unit variants:
/// `choice!(Theme { Light = "light", Dark = "dark" });`.
macro_rules! choice {
    ($ty:ident { $($variant:ident = $name:literal),+ $(,)? }) => {
        impl $crate::choice::Choice for $ty {
            const ALL: &'static [Self] = &[$($ty::$variant),+];

            fn as_str(self) -> &'static str {
                match self {
                    $($ty::$variant => $name),+
                }
            }
        }

        impl std::str::FromStr for $ty {
            type Err = $crate::choice::Unknown;

            fn from_str(name: &str) -> Result<Self, Self::Err> {
                <Self as $crate::choice::Choice>::from_name(name)
            }
        }

        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str($crate::choice::Choice::as_str(*self))
            }
        }
    };
}
pub(crate) use choice;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::ColorChoice;
    use crate::export::{html::PageTheme, Aspect, Theme};
    use crate::{BoardStyle, Lang, Style};

    /// Every name parses back to its value, so a front end that lists `ALL` by name accepts
    /// exactly what it lists.
    fn round_trips<T: Choice + PartialEq + fmt::Debug>() {
        for &value in T::ALL {
            assert_eq!(T::from_name(value.as_str()), Ok(value));
        }
    }

    #[test]
    fn every_name_parses_back() {
        round_trips::<Lang>();
        round_trips::<ColorChoice>();
        round_trips::<Style>();
        round_trips::<BoardStyle>();
        round_trips::<Theme>();
        round_trips::<Aspect>();
        round_trips::<PageTheme>();
    }

    #[test]
    fn an_unknown_name_says_what_is_valid() {
        let err = "16x9".parse::<Aspect>().unwrap_err();
        assert_eq!(err, Unknown { given: "16x9".into(), valid: vec!["16:9", "4:3"] });
        assert_eq!(err.to_string(), "'16x9' is not one of 16:9, 4:3");
        assert_eq!(
            "\u{202e}x".parse::<Theme>().unwrap_err().to_string(),
            "'\\u{202e}x' is not one of light, dark"
        );
    }
}
