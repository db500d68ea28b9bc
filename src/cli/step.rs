//! `step`: the interactive view. The board, the recent trace lines, the counters and a line of
//! key help, redrawn after every key; the model behind it is [`nqueens_trace::step`].
//!
//! The terminal is put back as it was on every way out: `q` or Esc, Ctrl-C (raw mode delivers
//! it as a key, not a signal), an error, and a panic (a hook restores it before the message).

use super::student::TextArgs;
use anyhow::{bail, Context, Result};
use clap::Args;
use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEventKind, KeyModifiers};
use crossterm::style::{Attribute, Color, Print, SetAttribute, SetBackgroundColor};
use crossterm::style::{ResetColor, SetForegroundColor};
use crossterm::{cursor, queue, terminal};
use nqueens_trace::color::{ColorChoice, ColorEnv};
use nqueens_trace::lang::{fill, Arg};
use nqueens_trace::step::{Cell, Notice, Stepper};
use nqueens_trace::{Conflict, Event, Kind, Reader, Sink, Solver, TextOptions, TextPrinter};
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};
use unicode_width::UnicodeWidthChar;

#[derive(Debug, Args)]
pub struct StepArgs {
    /// Board size, 1 to 32, searched live [default: 4].
    #[arg(value_parser = super::parse_n, conflicts_with = "input")]
    pub n: Option<u32>,
    /// Step through a JSON Lines trace instead of a live search; `-` reads standard input.
    #[arg(long, value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// Stop the live search after the first solution (same as --limit 1).
    #[arg(long, conflicts_with_all = ["limit", "input"])]
    pub first: bool,
    /// Stop the live search right after the K-th solution.
    #[arg(long, value_name = "K", value_parser = super::parse_limit, conflicts_with = "input")]
    pub limit: Option<u64>,
    /// When to colour the view: auto colours unless NO_COLOR is set.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// The glyph of a queen.
    #[arg(long, value_name = "C", default_value = "Q", value_parser = super::parse_glyph)]
    pub queen: char,
    #[command(flatten)]
    pub text: TextArgs,
}

type Source = Box<dyn Iterator<Item = Result<Event, String>>>;

/// Milliseconds between steps when playing, slowest first; `+` and `-` move along.
const SPEEDS: [u64; 8] = [2000, 1000, 500, 250, 100, 50, 20, 5];

pub fn step(args: &StepArgs) -> Result<ExitCode> {
    if !io::stdout().is_terminal() {
        bail!("step needs a terminal: standard output is not one (for a printed trace, use 'nqueens-trace run')");
    }
    let source: Source = match &args.input {
        // Keys come from the terminal even when the trace comes from standard input:
        // crossterm reads /dev/tty when standard input is not a terminal.
        Some(path) if path.as_os_str() == "-" => {
            let reader = Reader::new(io::stdin().lock(), "<stdin>").check_board(true);
            Box::new(reader.map(|e| e.map_err(|e| e.to_string())))
        }
        Some(path) => {
            let file = std::fs::File::open(path)
                .with_context(|| format!("cannot read '{}'", path.display()))?;
            let file = io::BufReader::with_capacity(1 << 16, file);
            let reader = Reader::new(file, path.display().to_string()).check_board(true);
            Box::new(reader.map(|e| e.map_err(|e| e.to_string())))
        }
        None => live(args),
    };
    let mut stepper = Stepper::new(source, args.text.filter()).map_err(anyhow::Error::msg)?;
    let color = args.color.resolve(true, &ColorEnv::from_process());
    let opts = TextOptions {
        queen: args.queen,
        ..args.text.options()
    };
    let _screen = Screen::enter()?;
    let mut view = View {
        opts,
        color,
        queen: args.queen,
        speed: 3,
        playing: false,
    };
    let mut next_tick = Instant::now();
    let mut out = io::stdout();
    loop {
        let frame = view.frame(
            &stepper,
            terminal::size().context("cannot read the terminal size")?,
        )?;
        out.write_all(&frame)?;
        out.flush()?;
        let wait = if view.playing {
            next_tick.saturating_duration_since(Instant::now())
        } else {
            Duration::from_secs(3600)
        };
        if !event::poll(wait)? {
            if view.playing {
                view.playing = stepper.forward();
                next_tick = Instant::now() + Duration::from_millis(SPEEDS[view.speed]);
            }
            continue;
        }
        let TermEvent::Key(key) = event::read()? else {
            continue; // a resize: the next frame is drawn at the new size
        };
        if key.kind == KeyEventKind::Release {
            continue;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c') if ctrl => return Ok(ExitCode::from(130)),
            KeyCode::Char('q') | KeyCode::Esc => return Ok(ExitCode::SUCCESS),
            KeyCode::Char(' ' | 'l') | KeyCode::Right => _ = stepper.forward(),
            KeyCode::Char('h' | 'b') | KeyCode::Left => _ = stepper.back(),
            KeyCode::Char('n') => _ = stepper.next_solution(),
            KeyCode::Char('N') => _ = stepper.prev_solution(),
            KeyCode::Char('g') | KeyCode::Home => stepper.first(),
            KeyCode::Char('G') | KeyCode::End => stepper.last(),
            KeyCode::Enter | KeyCode::Char('p') => {
                view.playing = !view.playing;
                next_tick = Instant::now() + Duration::from_millis(SPEEDS[view.speed]);
            }
            KeyCode::Char('+' | '=') => view.speed = (view.speed + 1).min(SPEEDS.len() - 1),
            KeyCode::Char('-') => view.speed = view.speed.saturating_sub(1),
            _ => {}
        }
    }
}

/// The live search, in a thread that sends its events as the view asks for them. The channel
/// is small, so the search runs only a little ahead of the student; when the view closes, the
/// next send fails and the search stops.
fn live(args: &StepArgs) -> Source {
    struct Send(mpsc::SyncSender<Event>);
    impl Sink for Send {
        fn event(&mut self, event: &Event) -> io::Result<()> {
            self.0
                .send(event.clone())
                .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "the view is closed"))
        }
    }
    let limit = if args.first { Some(1) } else { args.limit };
    let n = args.n.unwrap_or(4);
    let (tx, rx) = mpsc::sync_channel(1024);
    std::thread::spawn(move || {
        if let Ok(solver) = Solver::new(n) {
            let _ = solver.limit(limit).run(&mut Send(tx));
        }
    });
    Box::new(rx.into_iter().map(Ok))
}

/// The terminal in raw mode on the alternate screen, until dropped.
struct Screen;

impl Screen {
    fn enter() -> Result<Screen> {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
        terminal::enable_raw_mode().context("cannot put the terminal in raw mode")?;
        let screen = Screen;
        queue!(io::stdout(), terminal::EnterAlternateScreen, cursor::Hide)?;
        io::stdout().flush()?;
        Ok(screen)
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        restore();
    }
}

fn restore() {
    let mut out = io::stdout();
    let _ = queue!(
        out,
        ResetColor,
        cursor::Show,
        terminal::LeaveAlternateScreen
    );
    let _ = out.flush();
    let _ = terminal::disable_raw_mode();
}

struct View {
    opts: TextOptions,
    color: bool,
    queen: char,
    speed: usize,
    playing: bool,
}

impl View {
    /// One whole screen, as the bytes to write.
    fn frame<I>(&self, s: &Stepper<I>, (width, height): (u16, u16)) -> io::Result<Vec<u8>>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let (w, h) = (usize::from(width), usize::from(height));
        let mut out = Vec::new();
        let mut row = 0;
        queue!(out, ResetColor, cursor::MoveTo(0, 0))?;
        let line = |out: &mut Vec<u8>, text: &str, row: &mut usize| -> io::Result<()> {
            if *row + 1 < h {
                queue!(out, cursor::MoveTo(0, *row as u16), Print(fit(text, w)))?;
                queue!(out, terminal::Clear(terminal::ClearType::UntilNewLine))?;
                *row += 1;
            }
            Ok(())
        };
        let m = self.opts.lang.messages();
        let total = if s.is_read() {
            (s.events().len() - 1).to_string()
        } else {
            "?".to_string()
        };
        let state = if self.playing {
            say(m.view_playing, &[("ms", Arg::Num(SPEEDS[self.speed]))])
        } else {
            m.view_paused.to_string()
        };
        let title = say(
            m.view_title,
            &[
                ("n", Arg::Num(s.n().into())),
                ("i", Arg::Num(s.pos() as u64)),
                ("total", Arg::Text(total.as_bytes())),
                ("state", Arg::Text(state.as_bytes())),
            ],
        );
        line(&mut out, &title, &mut row)?;
        line(&mut out, "", &mut row)?;
        self.board(&mut out, s, w, h, &mut row)?;
        let mut glyph = [0; 4];
        let glyph = self.queen.encode_utf8(&mut glyph).as_bytes();
        line(
            &mut out,
            &say(m.view_legend, &[("q", Arg::Text(glyph))]),
            &mut row,
        )?;
        let counts = [
            ("t", Arg::Num(s.count(Kind::Try))),
            ("a", Arg::Num(s.count(Kind::Accept))),
            ("r", Arg::Num(s.count(Kind::Reject))),
            ("b", Arg::Num(s.count(Kind::Backtrack))),
            ("s", Arg::Num(s.count(Kind::Solution))),
        ];
        line(&mut out, &say(m.view_counts, &counts), &mut row)?;
        let notice = match s.notice() {
            None => String::new(),
            Some(Notice::NoNextSolution) => m.view_no_next.to_string(),
            Some(Notice::NoPreviousSolution) => m.view_no_previous.to_string(),
            Some(Notice::Capped(k)) => say(m.view_capped, &[("k", Arg::Num(*k as u64))]),
            Some(Notice::Read(e)) => e.clone(),
        };
        line(&mut out, &notice, &mut row)?;
        let room = h.saturating_sub(row + 1);
        let (before, current) = self.trace_lines(s, room);
        for text in before
            .iter()
            .skip((before.len() + current.len()).saturating_sub(room))
        {
            line(&mut out, &format!("  {text}"), &mut row)?;
        }
        for (i, text) in current.iter().take(room).enumerate() {
            queue!(out, SetAttribute(Attribute::Reverse))?;
            let mark = if i == 0 { "▶ " } else { "  " };
            line(&mut out, &format!("{mark}{text}"), &mut row)?;
            queue!(out, SetAttribute(Attribute::Reset))?;
        }
        queue!(out, cursor::MoveTo(0, row as u16))?;
        queue!(out, terminal::Clear(terminal::ClearType::FromCursorDown))?;
        let help_row = h.saturating_sub(1) as u16;
        queue!(out, cursor::MoveTo(0, help_row), Print(fit(m.view_keys, w)))?;
        Ok(out)
    }

    fn board<I>(
        &self,
        out: &mut Vec<u8>,
        s: &Stepper<I>,
        w: usize,
        h: usize,
        row: &mut usize,
    ) -> io::Result<()>
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let base = u32::from(self.opts.one_based);
        let fits = |cols: usize| 4 + 3 * cols <= w;
        let cols = (0..s.n() as usize).take_while(|&c| fits(c + 1)).count();
        let mut header = String::from("    ");
        for c in 0..cols as u32 {
            header.push_str(&format!("{:^3}", c + base));
        }
        for (r, cells) in std::iter::once(None)
            .chain(s.board().into_iter().map(Some))
            .enumerate()
        {
            if *row + 1 >= h {
                break;
            }
            queue!(out, cursor::MoveTo(0, *row as u16))?;
            match cells {
                None => queue!(out, Print(&header))?,
                Some(cells) => {
                    queue!(out, Print(format!("{:>3} ", r as u32 - 1 + base)))?;
                    for cell in cells.into_iter().take(cols) {
                        self.cell(out, cell)?;
                    }
                }
            }
            queue!(out, terminal::Clear(terminal::ClearType::UntilNewLine))?;
            *row += 1;
        }
        Ok(())
    }

    fn cell(&self, out: &mut Vec<u8>, cell: Cell) -> io::Result<()> {
        // The square the current event is about is bracketed and the attacker parenthesised,
        // so the view reads without colour too (and in a test's capture of the screen).
        let q = self.queen;
        let (text, fg, bg) = match cell {
            Cell::Free => (" . ".to_string(), None, None),
            Cell::Attacked => (" : ".to_string(), Some(Color::Grey), Some(Color::DarkGrey)),
            Cell::Queen => (format!(" {q} "), Some(Color::White), None),
            Cell::Tried => ("[?]".to_string(), Some(Color::Black), Some(Color::Yellow)),
            Cell::Placed => (format!("[{q}]"), Some(Color::Black), Some(Color::Green)),
            Cell::Rejected => ("[x]".to_string(), Some(Color::White), Some(Color::Red)),
            Cell::Attacker => (format!("({q})"), Some(Color::Red), Some(Color::White)),
            Cell::Line(Conflict::Column) => (" | ".to_string(), Some(Color::Red), None),
            Cell::Line(Conflict::Diagonal) => (" \\ ".to_string(), Some(Color::Red), None),
            Cell::Line(Conflict::AntiDiagonal) => (" / ".to_string(), Some(Color::Red), None),
            Cell::Lifted => ("[^]".to_string(), Some(Color::Black), Some(Color::Yellow)),
            Cell::Solution => (format!(" {q} "), Some(Color::Black), Some(Color::Cyan)),
        };
        if self.color {
            if let Some(fg) = fg {
                queue!(out, SetForegroundColor(fg))?;
            }
            if let Some(bg) = bg {
                queue!(out, SetBackgroundColor(bg))?;
            }
        }
        queue!(out, Print(text), ResetColor)
    }

    /// The trace lines of the shown events before the current one (enough to fill `room`), and
    /// those of the current event (empty if it is hidden).
    fn trace_lines<I>(&self, s: &Stepper<I>, room: usize) -> (Vec<String>, Vec<String>)
    where
        I: Iterator<Item = Result<Event, String>>,
    {
        let events = &s.events()[..=s.pos()];
        let filter = s.filter();
        // Walk back over at most this many events: a filter that shows little must not make
        // every key press replay the whole trace.
        let mut first = s.pos();
        let mut shown = 0;
        while first > 0 && shown < room && s.pos() - first < 100_000 {
            first -= 1;
            shown += usize::from(filter.shows(&events[first]));
        }
        let mut printer = TextPrinter::new(Vec::new(), self.opts.clone());
        printer.set_placed(&s.placed_before(first));
        for e in &events[first..s.pos()] {
            let _ = printer.event(e);
        }
        let mut bytes = printer.into_inner();
        let mark = bytes.len();
        let mut printer = TextPrinter::new(Vec::new(), self.opts.clone());
        printer.set_placed(&s.placed_before(s.pos()));
        let _ = printer.event(s.current());
        bytes.extend(printer.into_inner());
        let lines = |b: &[u8]| -> Vec<String> {
            String::from_utf8_lossy(b)
                .lines()
                .map(str::to_string)
                .collect()
        };
        (lines(&bytes[..mark]), lines(&bytes[mark..]))
    }
}

/// A message of the view, in the language of the trace.
fn say(template: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut out = Vec::new();
    fill(&mut out, template, args);
    String::from_utf8_lossy(&out).into_owned()
}

/// The longest prefix of `text` that fits in `width` terminal columns.
fn fit(text: &str, width: usize) -> &str {
    let mut used = 0;
    for (i, c) in text.char_indices() {
        used += c.width().unwrap_or(0);
        if used > width {
            return &text[..i];
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_counts_wide_characters_twice() {
        assert_eq!(fit("abc", 2), "ab");
        assert_eq!(fit("在棋局", 5), "在棋");
        assert_eq!(fit("→ try", 10), "→ try");
    }
}
