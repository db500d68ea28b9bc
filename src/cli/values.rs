//! The library's fixed-choice options ([`Choice`]) as clap arguments, with the words `--help`
//! shows for each value. The library names the values; what they mean to a user of the
//! command line is said here, in one table.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use nqueens_trace::choice::Choice;
use nqueens_trace::color::ColorChoice;
use nqueens_trace::export::{html::PageTheme, Aspect, Theme};
use nqueens_trace::{BoardStyle, Lang, Style};
use std::ffi::OsStr;
use std::marker::PhantomData;

/// A value parser for `T`: `#[arg(long, value_parser = values::of::<Lang>())]`. It accepts
/// exactly the names of [`Choice::ALL`], and clap's errors and help list them as they would a
/// `ValueEnum`'s.
pub fn of<T: Help>() -> ChoiceParser<T> {
    ChoiceParser(PhantomData)
}

/// See [`of`].
#[derive(Clone)]
pub struct ChoiceParser<T>(PhantomData<T>);

/// What `--help` says of each value of an option.
pub trait Help: Choice + Send + Sync {
    /// One line on what `value` does.
    fn help(self) -> &'static str;
}

impl<T: Help> ChoiceParser<T> {
    fn values() -> impl Iterator<Item = PossibleValue> {
        T::ALL.iter().map(|&value| PossibleValue::new(value.as_str()).help(value.help()))
    }
}

impl<T: Help> TypedValueParser for ChoiceParser<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        // clap's own parser makes the error (what was given, what is valid, a suggestion), so
        // the message is the same as for every other listed value.
        let name = PossibleValuesParser::new(Self::values()).parse_ref(cmd, arg, value)?;
        T::from_name(&name).map_err(|_| clap::Error::new(ErrorKind::InvalidValue).with_cmd(cmd))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(Self::values()))
    }
}

impl Help for Lang {
    fn help(self) -> &'static str {
        match self {
            Lang::En => "English (the default)",
            Lang::Zh => "Simplified Chinese (简体中文)",
            Lang::ZhHant => "Traditional Chinese (繁體中文)",
            Lang::Fa => "Persian (فارسی), right to left",
            Lang::Tr => "Turkish (Türkçe)",
        }
    }
}

impl Help for ColorChoice {
    fn help(self) -> &'static str {
        match self {
            ColorChoice::Auto => {
                "Colour when the output is a terminal, unless NO_COLOR or TERM=dumb says otherwise"
            }
            ColorChoice::Always => "Always colour",
            ColorChoice::Never => "Never colour",
        }
    }
}

impl Help for Style {
    fn help(self) -> &'static str {
        match self {
            Style::Default => "One line per event, with a symbol per kind: → try (0,0)",
            Style::Classic => {
                "A textbook's log: a check line per try naming the queens placed and the square \
                 as (column,row), then its outcome"
            }
        }
    }
}

impl Help for BoardStyle {
    fn help(self) -> &'static str {
        match self {
            BoardStyle::Dots => "A queen glyph on dots: . Q . .",
            BoardStyle::Matrix => "Each row as 0s with a 1 for its queen: [0, 1, 0, 0]",
        }
    }
}

impl Help for Theme {
    fn help(self) -> &'static str {
        match self {
            Theme::Light => "Dark ink on a white page (the default)",
            Theme::Dark => "Light ink on a dark page, for a dark room or a dark slide theme",
        }
    }
}

impl Help for PageTheme {
    fn help(self) -> &'static str {
        match self {
            PageTheme::Light => "Dark ink on a white page (the default)",
            PageTheme::Dark => "Light ink on a dark page, for a dark room",
            PageTheme::Auto => {
                "The viewer's light or dark preference (prefers-color-scheme), switchable in the \
                 page"
            }
        }
    }
}

impl Help for Aspect {
    fn help(self) -> &'static str {
        match self {
            Aspect::Wide => "16:9, a widescreen projector (the default)",
            Aspect::Square => "4:3, an older projector",
        }
    }
}

impl Help for nqueens_trace::exercise::Feedback {
    fn help(self) -> &'static str {
        use nqueens_trace::exercise::Feedback;
        match self {
            Feedback::Now => "Each move judged at once, with the reason (the default)",
            Feedback::End => {
                "Wrong moves only refused or replaced; the reasons come with the score"
            }
        }
    }
}

impl Help for nqueens_trace::exercise::OnWrong {
    fn help(self) -> &'static str {
        use nqueens_trace::exercise::OnWrong;
        match self {
            OnWrong::Undo => "Nothing stands: try again (the default)",
            OnWrong::Fix => "The model's move is made in its place, and counted",
        }
    }
}
