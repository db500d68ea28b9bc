//! `step`: the interactive view. The board, the recent trace lines, the counters and a line of
//! key help, redrawn after every key; the model behind it is [`nqueens_trace::cursor`].
//!
//! The terminal is put back as it was on every way out: `q` or Esc, Ctrl-C (raw mode delivers
//! it as a key, not a signal), an error, and a panic (a hook restores it before the message).

mod exercise;
// The grid of a problem other than N-Queens (a Sudoku), in place of the board.
mod graph;
mod grid;
mod layout;
mod quiz;
mod sum;
// The words on the screen, a leaf under the view and the panes.
mod text;
mod tree;
// The variables pane under the code (panes).
mod variables;
mod view;

use super::text_args::TextArgs;
use anyhow::{bail, Context, Result};
use clap::Args;
use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEventKind, KeyModifiers};
use crossterm::style::ResetColor;
use crossterm::{cursor, queue, terminal};
use nqueens_trace::color::{ColorChoice, ColorEnv};
use nqueens_trace::cursor::Cursor;
use nqueens_trace::exercise::{Feedback, OnWrong};
use nqueens_trace::program::Program;
use nqueens_trace::{stream, Conflict, Event, Solver, TextOptions};
use quiz::Quiz;
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use view::View;

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
    #[command(flatten)]
    pub begin: super::start::StartArgs,
    /// When to colour the view: auto colours unless NO_COLOR is set.
    #[arg(long, value_name = "WHEN", default_value_t = ColorChoice::Auto, value_parser = super::values::of::<ColorChoice>())]
    pub color: ColorChoice,
    /// The glyph of a queen.
    #[arg(long, value_name = "C", default_value = "Q", value_parser = super::parse_glyph)]
    pub queen: char,
    /// Show a program beside the board with the line that produced each step highlighted,
    /// its call stack and its variables: for n-queens pseudo (the default), python,
    /// python-generator, cpp-recursive, cpp-iterative or python-board; python-sudoku,
    /// python-coloring and python-subset-sum for the other problems (each its problem's
    /// default).
    #[arg(long, value_name = "PROGRAM", num_args = 0..=1)]
    pub code: Option<Option<String>>,
    /// Quiz mode: before each try is answered, say whether it is accepted or rejected, and
    /// for a reject which queen attacks and along which line; the view keeps the score.
    /// --only picks the tries asked about: --only reject drills rejects.
    #[arg(long)]
    pub quiz: bool,
    /// Exercise mode: carry out the search yourself, move by move: the square to try next,
    /// accepted or rejected (and by which queen, along which line), and when to backtrack;
    /// each move is judged against the model search.
    #[arg(long, conflicts_with_all = ["input", "quiz", "code"])]
    pub exercise: bool,
    /// With --exercise, when a move is judged: now (at once, with the reason) or end (the
    /// reasons come with the score).
    #[arg(long, value_name = "WHEN", requires = "exercise", default_value_t = Feedback::Now, value_parser = super::values::of::<Feedback>())]
    pub feedback: Feedback,
    /// With --exercise, after a wrong move: undo (try again) or fix (the model's move is made
    /// for you, and counted).
    #[arg(long, value_name = "WHAT", requires = "exercise", default_value_t = OnWrong::Undo, value_parser = super::values::of::<OnWrong>())]
    pub on_wrong: OnWrong,
    /// With --exercise, write what you did to FILE as a trace (JSON Lines, nqueens-trace/1)
    /// whose done carries the result, for `verify` to judge like any trace.
    #[arg(long, value_name = "FILE", requires = "exercise")]
    pub record: Option<PathBuf>,
    #[command(flatten)]
    pub problem: super::problem::ProblemArgs,
    #[command(flatten)]
    pub text: TextArgs,
}

/// The keys, for `step --help`.
pub const KEYS: &str =
    "Keys: space, → or l next step; ←, h or b previous step; n / N next / previous \
solution; g / G first / last step (for a live N, G runs the search to its end); Enter or p play / \
pause; + / - faster / slower; t shows or hides the search tree (the current path, the squares \
tried under each of its queens, finished subtrees folded to their counts); Tab selects a node \
of it, then ←/→ (h/l) move beside, ↑ (k) up, ↓ (j) down the path, Enter goes to the node's \
step, Tab or Esc gives the keys back; q, Esc or Ctrl-C quit. With --quiz: a accepted, r rejected; then the attacker's row \
(digits), or c and its column, Enter ending a number; then its line: |, \\ or /; at a backtrack, f \
if a free square is left in the row, d if none is (a dead end). With --exercise: the arrows \
move the cursor over the board, Enter tries the square; a accepted, r rejected, then the \
attacking queen (the cursor, Enter) and its line: |, \\ or /; b backtrack; h hint; f the \
model's move; q or Esc asks before leaving a search that is not over (y or q again leaves). When the window is too small, \
panes fold: s shows the code and its stack whole, t the tree, ? the legend and the keys.";

type Source = Box<dyn Iterator<Item = Result<Event, String>>>;

/// The events of a trace file read before the first frame: a trace this short is known whole
/// from the start, so the title says "step K of N".
const READ_AHEAD: usize = 100_000;

/// Milliseconds between steps when playing, slowest first; `+` and `-` move along.
const SPEEDS: [u64; 8] = [2000, 1000, 500, 250, 100, 50, 20, 5];

pub fn step(args: &StepArgs) -> Result<ExitCode> {
    let text = &args.text;
    if args.quiz {
        let (only, hide) = (text.kinds.only.as_ref(), text.kinds.hide.as_ref());
        quiz::check(&text.filter(), only.map(|k| &k.0[..]), hide.map(|k| &k.0[..]))
            .map_err(anyhow::Error::msg)?;
    }
    // What is asked is checked before the terminal: a wrong option is said wherever it runs.
    let problem = args.problem.open()?;
    if let Some(problem) = &problem {
        if let Some(why) = grid::refuse(problem.name()) {
            bail!(why);
        }
        refuse_for_problem(args, problem.name())?;
    }
    // The live search's problem is known now, a trace file's once its start is read.
    let live_problem = problem.as_ref().map_or("nqueens", |p| p.name());
    let code = match &args.code {
        Some(name) if args.input.is_none() => Some(program(name.as_deref(), live_problem)?),
        _ => None,
    };
    if !io::stdout().is_terminal() {
        bail!("step needs a terminal: standard output is not one (for a printed trace, use 'nqueens-trace run')");
    }
    let color = args.color.resolve(true, &ColorEnv::from_process());
    let mut opts = TextOptions { queen: args.queen, ..args.text.options() };
    let mut quiz = None;
    if args.quiz {
        // In a quiz, --only picks the tries asked about; the trace lines show every kind
        // (but those --hide hides), so that the story between two questions is whole.
        opts.filter = super::text_args::KindArgs { only: None, ..text.kinds.clone() }.filter();
        quiz = Some(Quiz::new(&opts));
    }
    let mut view = View::new(opts, color, args.queen, code);
    if args.exercise {
        return exercise::run(args, view);
    }
    let source: Source = match &args.input {
        // Keys come from the terminal even when the trace comes from standard input:
        // crossterm reads /dev/tty when standard input is not a terminal.
        Some(path) => Box::new(
            super::input::in_order(super::input::open_beside_keys(path)?)
                .map(|e| e.map_err(|e| e.to_string())),
        ),
        None => match problem {
            Some(problem) => {
                let limit = if args.first { Some(1) } else { args.limit };
                Box::new(nqueens_trace::problem::Search::new(problem, limit).map(Ok))
            }
            None => live(args)?,
        },
    };
    let mut cursor = Cursor::new(source, args.text.filter()).map_err(anyhow::Error::msg)?;
    // A trace file names its problem in its start, the live search on the command line.
    if let Some(grid) = grid::Grid::of(&cursor.events()[0]) {
        let grid = grid.map_err(anyhow::Error::msg)?;
        if let Event::Start { schema, .. } = &cursor.events()[0] {
            let name = schema.named().map_or("", |named| named.problem.as_str()).to_string();
            refuse_for_problem(args, &name)?;
        }
        view.grid = Some(grid);
    }
    if let (Some(name), Some(_)) = (&args.code, &args.input) {
        let problem = match &cursor.events()[0] {
            Event::Start { schema, .. } => schema.named().map(|named| named.problem.clone()),
            _ => None,
        };
        view.code = Some(program(name.as_deref(), problem.as_deref().unwrap_or("nqueens"))?);
    }
    view.follow_trail(&cursor).map_err(anyhow::Error::msg)?;
    if args.quiz {
        cursor = cursor.quiz();
    }
    if args.input.is_some() {
        cursor.read_ahead(READ_AHEAD);
    }
    let outcome = {
        let _screen = Screen::enter()?;
        session(&mut cursor, &mut view, quiz.as_mut())
    };
    // The score outlasts the view, on the terminal the student goes back to.
    if let Some(quiz) = &quiz {
        println!("{}", quiz.score());
        for line in quiz.mistakes() {
            println!("{line}");
        }
    }
    outcome
}

/// The program `--code` names for a search of `problem`, or the problem's default when
/// `--code` names none; a name of no program, or of another problem's, is refused with the
/// programs it has.
fn program(name: Option<&str>, problem: &str) -> Result<&'static Program> {
    let name = match name {
        Some(name) => name,
        None if problem == "nqueens" => Program::DEFAULT,
        None => match Program::default_for(problem) {
            Some(p) => p.name(),
            None => bail!("step of a {problem} search has no program for --code"),
        },
    };
    Ok(Program::named_for(name, problem)?)
}

/// The options that follow queens row by row, refused for another problem's search with one
/// line naming what it does take: its quiz, exercise, programs and tree are N-Queens' alone.
fn refuse_for_problem(args: &StepArgs, problem: &str) -> Result<()> {
    let flags = [
        (args.quiz, "--quiz"),
        (args.exercise, "--exercise"),
        (args.begin.start.is_some(), "--start"),
        (args.begin.random_start.is_some(), "--random-start"),
        (args.n.is_some(), "a board size"),
    ];
    if let Some((_, flag)) = flags.iter().find(|(given, _)| *given) {
        bail!(
            "step of a {} search does not take {flag}: quiz, exercise, board size and start \
             are n-queens' own; it takes --puzzle, --first, --limit, --input, --only, \
             --hide, --lang, --one-based, --color, --code",
            nqueens_trace::escape::escape(problem)
        );
    }
    Ok(())
}

/// Draws and answers keys until the student quits.
fn session(
    cursor: &mut Cursor<Source>,
    view: &mut View,
    mut quiz: Option<&mut Quiz>,
) -> Result<ExitCode> {
    let mut next_tick = Instant::now();
    let mut out = io::stdout();
    loop {
        if let Some(quiz) = quiz.as_deref_mut() {
            quiz.arrive(cursor);
            view.quiz = Some(quiz.rows(cursor));
            view.asking = quiz.is_open();
            // Play stops at a question, for the student to answer.
            view.playing &= !view.asking;
        }
        let frame =
            view.frame(cursor, terminal::size().context("cannot read the terminal size")?)?;
        out.write_all(&frame)?;
        out.flush()?;
        let wait = if view.playing {
            next_tick.saturating_duration_since(Instant::now())
        } else {
            Duration::from_secs(3600)
        };
        if !event::poll(wait)? {
            if view.playing {
                view.playing = cursor.forward();
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
        // While the tree has the keys (Tab), the arrows, hjkl and Enter are its own.
        if view.select.is_some() {
            let m = match key.code {
                KeyCode::Left | KeyCode::Char('h') => Some(tree::Move::Left),
                KeyCode::Right | KeyCode::Char('l') => Some(tree::Move::Right),
                KeyCode::Up | KeyCode::Char('k') => Some(tree::Move::Up),
                KeyCode::Down | KeyCode::Char('j') => Some(tree::Move::Down),
                _ => None,
            };
            if let Some(m) = m {
                view.move_selection(cursor, m);
                continue;
            }
            match key.code {
                KeyCode::Enter => {
                    if let Some(step) = view.selected_step(cursor) {
                        cursor.goto(step);
                    }
                    continue;
                }
                KeyCode::Tab | KeyCode::Esc => {
                    view.select = None;
                    continue;
                }
                _ => {}
            }
        }
        if let Some(quiz) = quiz.as_deref_mut().filter(|q| q.is_open()) {
            let answer = match key.code {
                KeyCode::Char('a') => Some(quiz::Key::Accept),
                KeyCode::Char('r') => Some(quiz::Key::Reject),
                KeyCode::Char('c') if !ctrl => Some(quiz::Key::Column),
                KeyCode::Char(d @ '0'..='9') => Some(quiz::Key::Digit(d as u8 - b'0')),
                KeyCode::Char('|') => Some(quiz::Key::Line(Conflict::Column)),
                KeyCode::Char('\\') => Some(quiz::Key::Line(Conflict::Diagonal)),
                KeyCode::Char('/') => Some(quiz::Key::Line(Conflict::AntiDiagonal)),
                KeyCode::Char('f') => Some(quiz::Key::Free),
                KeyCode::Char('d') => Some(quiz::Key::DeadEnd),
                KeyCode::Enter => Some(quiz::Key::Enter),
                KeyCode::Backspace => Some(quiz::Key::Erase),
                _ => None,
            };
            if let Some(answer) = answer {
                // Settled: the answer to a try, which the student may now see, is the next
                // step. A backtrack's question stays on its step with its verdict shown: the
                // next step (a try in the row, or another backtrack) would hide it, and the
                // free square it names would answer the try's question.
                let at_backtrack = matches!(cursor.current(), Event::Backtrack { .. });
                if quiz.key(answer) && !at_backtrack {
                    cursor.forward();
                }
                continue;
            }
            if matches!(key.code, KeyCode::Char(' ' | 'l' | 'p') | KeyCode::Right) {
                quiz.refuse_step();
                continue;
            }
        }
        match key.code {
            KeyCode::Char('c') if ctrl => return Ok(ExitCode::from(130)),
            // A trace that could not be read to its end is an error, even once viewed.
            KeyCode::Char('q') | KeyCode::Esc => {
                return match cursor.failure() {
                    Some(message) => Err(anyhow::anyhow!("{message}")),
                    None => Ok(ExitCode::SUCCESS),
                }
            }
            KeyCode::Char(' ' | 'l') | KeyCode::Right => _ = cursor.forward(),
            KeyCode::Char('h' | 'b') | KeyCode::Left => _ = cursor.back(),
            KeyCode::Char('n') => _ = cursor.next_solution(),
            KeyCode::Char('N') => _ = cursor.prev_solution(),
            KeyCode::Char('g') | KeyCode::Home => cursor.first(),
            KeyCode::Char('G') | KeyCode::End => cursor.last(),
            // At the last step there is nothing to play: the step forward says so.
            KeyCode::Enter | KeyCode::Char('p') => {
                view.playing = !view.playing && cursor.forward();
                next_tick = Instant::now() + Duration::from_millis(SPEEDS[view.speed]);
            }
            KeyCode::Char('+' | '=') => view.speed = (view.speed + 1).min(SPEEDS.len() - 1),
            KeyCode::Char('-') => view.speed = view.speed.saturating_sub(1),
            // A pane folded to fit the window says which key shows it whole: the key raises
            // it above the others, and again puts it back.
            KeyCode::Char('t') => view.press_tree(),
            KeyCode::Tab => view.press_tab(cursor),
            KeyCode::Char('s') if view.code.is_some() => view.press(view::Focus::Code),
            KeyCode::Char('?') => view.press(view::Focus::Help),
            _ => {}
        }
    }
}

/// The live search, on a thread of its own that runs a little ahead of the view
/// ([`stream::Events`]); when the view closes, dropping the events stops the search.
fn live(args: &StepArgs) -> Result<Source> {
    let limit = if args.first { Some(1) } else { args.limit };
    let solver = args.begin.apply(Solver::new(args.n.unwrap_or(4))?.limit(limit))?;
    Ok(Box::new(stream::Events::new(solver).map(Ok)))
}

/// The terminal in raw mode on the alternate screen, until dropped.
pub(super) struct Screen;

impl Screen {
    pub(super) fn enter() -> Result<Screen> {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
        // A SIGINT from outside (kill -INT) bypasses the key loop: restore on that path too.
        crate::cli::interrupt::on_interrupt(restore);
        // Ctrl-Z suspends the view as it suspends any program, and `fg` brings it back.
        crate::cli::interrupt::on_suspend(restore, reenter);
        terminal::enable_raw_mode().context("cannot put the terminal in raw mode")?;
        let screen = Screen;
        SHOWN.store(true, Ordering::SeqCst);
        suspend_key();
        queue!(io::stdout(), terminal::EnterAlternateScreen, cursor::Hide)?;
        io::stdout().flush()?;
        Ok(screen)
    }
}

/// Whether the view is up: a process resumed after it closed (printing a score, say) leaves
/// the terminal as it is.
static SHOWN: AtomicBool = AtomicBool::new(false);

/// The view's terminal again, after a suspend: raw, on the alternate screen.
fn reenter() {
    if !SHOWN.load(Ordering::SeqCst) {
        return;
    }
    let _ = terminal::enable_raw_mode();
    suspend_key();
    let mut out = io::stdout();
    let _ = queue!(out, terminal::EnterAlternateScreen, cursor::Hide);
    let _ = out.flush();
}

/// Raw mode turns off the terminal's signal keys; this turns back on the one that suspends
/// (Ctrl-Z, SIGTSTP), leaving Ctrl-C and Ctrl-\ keys that the view reads. The terminal is the
/// one raw mode set: standard input, or /dev/tty when that is not a terminal.
fn suspend_key() {
    use std::os::fd::AsRawFd;
    let tty = (!io::stdin().is_terminal()).then(|| std::fs::File::open("/dev/tty").ok());
    let fd = match &tty {
        None => libc::STDIN_FILENO,
        Some(Some(file)) => file.as_raw_fd(),
        Some(None) => return,
    };
    // SAFETY: tcgetattr and tcsetattr read and write the termios we pass, of a descriptor
    // that is open; fpathconf only asks.
    unsafe {
        let off = libc::fpathconf(fd, libc::_PC_VDISABLE);
        let mut t: libc::termios = std::mem::zeroed();
        if off < 0 || libc::tcgetattr(fd, &mut t) != 0 {
            return;
        }
        t.c_lflag |= libc::ISIG;
        t.c_cc[libc::VINTR] = off as libc::cc_t;
        t.c_cc[libc::VQUIT] = off as libc::cc_t;
        libc::tcsetattr(fd, libc::TCSANOW, &t);
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        SHOWN.store(false, Ordering::SeqCst);
        restore();
    }
}

fn restore() {
    let mut out = io::stdout();
    let _ = queue!(out, ResetColor, cursor::Show, terminal::LeaveAlternateScreen);
    let _ = out.flush();
    let _ = terminal::disable_raw_mode();
}
