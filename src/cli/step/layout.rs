//! How the step view shares a window among its panes: every part of the screen (the board, the
//! code, the call stack, the tree, the legend, the trace, the keys, …) is a [`Pane`], a box of
//! rows with a priority and a way to fold. When the window is too small for every pane whole,
//! the pane of lowest priority folds first, a row at a time, down to the fewest rows it keeps;
//! a folded pane says how many rows it hides and which key brings them back. The board, the
//! current trace line and the keys always keep a row, so no window is ever left blank.
//!
//! A pane goes in one of three places ([`Place`]): the column of the board (left), the column
//! beside it (the code, the program's variables), or below both, across the window. When the
//! window is too narrow for a column beside the board, those panes go below it instead.
//!
//! The rows are plain strings that may hold the view's own colour codes (`ESC [ … m`), which
//! take no room; the layout cuts each to its column's width.

use super::text::{fit, say};
use nqueens_trace::lang::{Arg, Messages};
use std::ops::Range;
use unicode_width::UnicodeWidthStr;

/// The narrowest column beside the board worth drawing: narrower, its panes go below.
pub const MIN_BESIDE: usize = 24;

/// Where a pane is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Across the window, above the columns (the title).
    Top,
    /// Below the title, in the board's column, top down.
    Left,
    /// In the column right of the board (or below it, in a window too narrow for two).
    Beside,
    /// Across the window, below both columns, top down.
    Below,
}

/// How much a pane keeps of itself: its priority, when rows run short.
///
/// Panes fold in order of their priority, lowest first; [`Priority::MUST`] panes never fold.
pub type Priority = u8;

/// The priorities of the view's own panes, lowest (folded first) to highest. A new pane picks
/// its place among them: the variables beside the code sit just above the code, so the code
/// folds to its marked line before the variables lose a row.
pub mod priority {
    use super::Priority;
    /// The code beyond its marked line and neighbours.
    pub const CODE: Priority = 10;
    /// The program's variables (the pane of src/cli/step/variables.rs).
    pub const VARIABLES: Priority = 15;
    /// The legend: folds to the marks on the board now.
    pub const LEGEND: Priority = 20;
    /// The rows of the key help past the first.
    pub const HELP: Priority = 25;
    /// The call stack: folds to its innermost frames.
    pub const STACK: Priority = 30;
    /// The search tree: folds to the levels from the selection (or the step) down.
    pub const TREE: Priority = 35;
    /// A blank row between panes: the first thing to go, after the code's far lines.
    pub const SPACER: Priority = 12;
    /// The counters.
    pub const COUNTS: Priority = 50;
    /// A notice (no further solution, …): an empty one folds away first.
    pub const NOTICE: Priority = 55;
    /// The rows kept for the quiz past what it says (which never folds).
    pub const QUIZ: Priority = 58;
    /// The trace lines before the current one.
    pub const TRACE: Priority = 60;
    /// What a pane the student asked to see whole (its key) gets.
    pub const FOCUSED: Priority = 90;
    /// The title, the board, the quiz: never folded.
    pub const MUST: Priority = u8::MAX;
}

/// A box of rows on the screen.
#[derive(Debug, Clone)]
pub struct Pane {
    /// Where it goes.
    pub place: Place,
    /// Kept longer the higher it is (see [`priority`]).
    pub priority: Priority,
    /// A heading row, kept whenever any of the pane shows; a folded pane's note is added to it.
    pub title: Option<String>,
    /// Every row of the pane, unfolded.
    pub body: Vec<String>,
    /// The body rows that stay in view when the pane folds (the marked code line and its
    /// neighbours, the current row of the tree, the current trace line): the rows kept are
    /// taken around them, and only these go last.
    pub focus: Range<usize>,
    /// The fewest body rows the pane is drawn with; 0 lets it fold away whole (with its title).
    pub min: usize,
    /// The rows that stand for the pane once folded, instead of a window of its body (the
    /// legend of the marks on the board now, the keys that fit a row); `min` is then theirs.
    pub folded: Option<Vec<String>>,
    /// The key that shows the pane whole again, which a folded pane's note names; `None` for a
    /// pane whose folding needs no key (the trace, which scrolls).
    pub key: Option<&'static str>,
    /// The rows it asks for when there is room for every pane, if fewer than its body (the
    /// trace, whose body is every line the window could hold): it grows into the rows left
    /// over once every pane has its want.
    pub want: Option<usize>,
    /// Whether the rows are laid out at the bottom of the window (the keys).
    pub bottom: bool,
    /// Whether the title is drawn as a rule across the pane (`── title ─────`).
    pub rule: bool,
}

impl Pane {
    /// A pane of `body`, unfolded, with nothing to keep in view but its first row.
    pub fn new(place: Place, priority: Priority, body: Vec<String>) -> Pane {
        let min = body.len();
        Pane {
            place,
            priority,
            title: None,
            focus: 0..body.len().min(1),
            body,
            min,
            folded: None,
            key: None,
            want: None,
            bottom: false,
            rule: false,
        }
    }

    /// The rows the pane takes whole.
    pub fn full(&self) -> usize {
        usize::from(self.title.is_some()) + self.body.len()
    }

    /// The rows it asks for first.
    fn wanted(&self) -> usize {
        self.want.map_or(self.full(), |w| w.min(self.full()))
    }

    /// The fewest rows it can take.
    fn least(&self) -> usize {
        let heading = usize::from(self.title.is_some());
        match &self.folded {
            Some(rows) => heading + rows.len(),
            None if self.min == 0 => 0,
            None if self.min >= self.body.len() => self.full(),
            // A pane folded without a title of its own says so in a row of its own.
            None => heading + self.min + usize::from(self.note_row()),
        }
    }

    /// The rows it takes next when folded from `rows`: one fewer, or its folded form at once.
    fn shrink(&self, rows: usize) -> usize {
        let least = self.least();
        if rows <= least {
            return rows;
        }
        match &self.folded {
            Some(_) => least,
            // From whole to folded, a pane with no title of its own gains a note row.
            None if rows >= self.full() && self.note_row() => rows.saturating_sub(2).max(least),
            None => rows - 1,
        }
    }

    /// Whether the pane, once folded, says so in a row of its own: it has a key to name and
    /// no title to name it in, nor a folded form to end with it.
    fn note_row(&self) -> bool {
        self.title.is_none() && self.key.is_some() && self.folded.is_none()
    }

    /// The pane drawn in `rows` rows (as [`Layout`] gave it) and `width` columns.
    pub fn rows(&self, m: &Messages, rows: usize, width: usize) -> Vec<String> {
        if rows == 0 {
            return Vec::new();
        }
        let rule = |title: String| -> String {
            if !self.rule {
                return title;
            }
            let title = format!("── {title} ");
            let fill = width.saturating_sub(title.width());
            format!("{title}{}", "─".repeat(fill))
        };
        if rows >= self.full() {
            let title = self.title.clone().map(rule);
            return title.iter().chain(&self.body).map(|r| fit(r, width)).collect();
        }
        let heading = usize::from(self.title.is_some());
        let (mut body, hidden): (Vec<String>, usize) = match &self.folded {
            Some(folded) => (folded.clone(), self.body.len()),
            None => {
                let room = (rows - heading).saturating_sub(usize::from(self.note_row()));
                let room = room.min(self.body.len());
                let start = window(self.body.len(), &self.focus, room);
                (self.body[start..start + room].to_vec(), self.body.len() - room)
            }
        };
        let note = self.key.map(|key| {
            let args = [("k", Arg::Num(hidden as u64)), ("key", Arg::Text(key.as_bytes()))];
            let template = if self.folded.is_some() { m.view_folded_all } else { m.view_folded };
            say(template, &args)
        });
        let mut out = Vec::with_capacity(rows);
        match (&self.title, note) {
            (Some(title), Some(note)) => out.push(rule(format!("{title} · {note}"))),
            (Some(title), None) => out.push(rule(title.clone())),
            (None, Some(note)) => match (&self.folded, body.last_mut()) {
                (Some(_), Some(last)) => *last = format!("{last} · {note}"),
                _ => body.push(note),
            },
            (None, None) => {}
        }
        out.extend(body);
        out.truncate(rows);
        out.iter().map(|r| fit(r, width)).collect()
    }
}

/// The first of `room` rows out of `len` that keeps `focus` in view, centred when it can be;
/// a focus taller than the room keeps its first rows.
fn window(len: usize, focus: &Range<usize>, room: usize) -> usize {
    if room >= len {
        return 0;
    }
    let focus_len = focus.end.saturating_sub(focus.start);
    let around = room.saturating_sub(focus_len);
    let start = if focus_len >= room {
        focus.start
    } else {
        focus.start.saturating_sub(around / 2 + around % 2)
    };
    start.min(len - room)
}

/// The panes placed: the rows each is given and where the columns start.
#[derive(Debug)]
pub struct Layout {
    /// The rows given to each pane, in the order of the panes.
    pub rows: Vec<usize>,
    /// The place each pane ends up in (a [`Place::Beside`] pane in a narrow window is below).
    pub places: Vec<Place>,
    /// The width of the board's column.
    pub left: usize,
}

impl Layout {
    /// Shares `height` rows of a `width`-column window among `panes`, the board's column
    /// `left` columns wide. A pane whose priority is [`priority::MUST`] keeps all its rows; the
    /// others fold, lowest priority first, until the whole fits (or nothing more folds, in a
    /// window too small even for the least of every pane: the rows are then cut at the
    /// bottom, but the keys stay).
    pub fn new(panes: &[Pane], left: usize, (width, height): (usize, usize)) -> Layout {
        let beside = beside(left, width).is_some();
        let places: Vec<Place> = panes
            .iter()
            .map(|p| match p.place {
                Place::Beside if !beside => Place::Below,
                place => place,
            })
            .collect();
        let mut rows: Vec<usize> = panes.iter().map(Pane::wanted).collect();
        let total = |rows: &[usize]| -> (usize, usize, usize) {
            let sum = |place: Place| -> usize {
                rows.iter().zip(&places).filter(|(_, &p)| p == place).map(|(r, _)| r).sum()
            };
            let (l, b) = (sum(Place::Left), sum(Place::Beside));
            (sum(Place::Top) + l.max(b) + sum(Place::Below), l, b)
        };
        loop {
            let (all, l, b) = total(&rows);
            if all <= height {
                break;
            }
            // Folding a column helps only when it is the taller of the two.
            let helps = |i: usize| match places[i] {
                Place::Left => l > b,
                Place::Beside => b > l,
                Place::Top | Place::Below => true,
            };
            let pick = (0..panes.len())
                .filter(|&i| panes[i].priority != priority::MUST && helps(i))
                .filter(|&i| panes[i].shrink(rows[i]) < rows[i])
                // The lowest priority first; of two alike, the lower on the screen.
                .min_by_key(|&i| (panes[i].priority, std::cmp::Reverse(i)));
            match pick {
                Some(i) => rows[i] = panes[i].shrink(rows[i]),
                None => break,
            }
        }
        // The rows left over go to the panes that want fewer than they hold, in order.
        let (all, _, _) = total(&rows);
        let mut spare = height.saturating_sub(all);
        for (i, pane) in panes.iter().enumerate() {
            if pane.want.is_some() && places[i] == Place::Below && rows[i] == pane.wanted() {
                let more = spare.min(pane.full() - rows[i]);
                rows[i] += more;
                spare -= more;
            }
        }
        Layout { rows, places, left }
    }

    /// Where each pane is drawn: its column, its first row, its width and its rows, fitted
    /// to the window (rows past the bottom are dropped, but the keys keep the last rows).
    pub fn draw(
        &self,
        panes: &[Pane],
        m: &Messages,
        (width, height): (usize, usize),
    ) -> Vec<(usize, usize, usize, Vec<String>)> {
        let mut out = Vec::new();
        let sum = |place: Place| -> usize {
            self.rows.iter().zip(&self.places).filter(|(_, &p)| p == place).map(|(r, _)| r).sum()
        };
        let top = sum(Place::Top);
        let (mut y_top, mut y_left, mut y_beside) = (0, top, top);
        let mut y_below = top + sum(Place::Left).max(sum(Place::Beside));
        let x_beside = self.left + 2;
        for (i, pane) in panes.iter().enumerate() {
            let rows = self.rows[i];
            let (x, y, w) = match self.places[i] {
                Place::Top => (0, &mut y_top, width),
                Place::Left => (0, &mut y_left, self.left.min(width)),
                Place::Beside => (x_beside, &mut y_beside, width.saturating_sub(x_beside)),
                Place::Below => (0, &mut y_below, width),
            };
            let at = if pane.bottom { height.saturating_sub(rows) } else { *y };
            let mut drawn = pane.rows(m, rows, w);
            drawn.truncate(height.saturating_sub(at));
            *y += rows;
            out.push((x, at, w, drawn));
        }
        // The keys last, over anything that ran into their rows.
        let keys = panes.iter().position(|p| p.bottom);
        if let Some(k) = keys {
            let last = out.remove(k);
            let end = last.1;
            for (_, y, _, rows) in &mut out {
                rows.truncate(end.saturating_sub(*y));
            }
            out.push(last);
        }
        out
    }
}

/// The width of the column beside the board, in a `width`-column window whose board column
/// is `left` wide; `None` when it would be narrower than [`MIN_BESIDE`] (its panes then go
/// below the board).
pub fn beside(left: usize, width: usize) -> Option<usize> {
    let x = left + 2;
    (width >= x + MIN_BESIDE).then(|| width - x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_trace::Lang;

    fn lines(k: usize) -> Vec<String> {
        (0..k).map(|i| format!("line {i}")).collect()
    }

    #[test]
    fn a_window_keeps_the_focus_centred_and_inside() {
        assert_eq!(window(10, &(5..6), 3), 4);
        assert_eq!(window(10, &(0..1), 3), 0);
        assert_eq!(window(10, &(9..10), 3), 7);
        assert_eq!(window(10, &(2..8), 3), 2);
        assert_eq!(window(3, &(1..2), 5), 0);
    }

    #[test]
    fn the_lowest_priority_folds_first_and_says_which_key_unfolds_it() {
        let m = Lang::En.messages();
        let mut code = Pane::new(Place::Below, priority::CODE, lines(10));
        code.title = Some("code".into());
        code.focus = 6..7;
        code.min = 3;
        code.key = Some("s");
        let trace =
            Pane { min: 1, focus: 2..3, ..Pane::new(Place::Below, priority::TRACE, lines(3)) };
        let panes = [code, trace];
        let layout = Layout::new(&panes, 10, (80, 10));
        assert_eq!(layout.rows, [7, 3]);
        let code = panes[0].rows(m, 7, 80);
        assert_eq!(code[0], "code · 4 lines folded, s shows them");
        assert_eq!(code[1..], ["line 3", "line 4", "line 5", "line 6", "line 7", "line 8"]);
        // Smaller, the code keeps its least and the trace goes down to its current line.
        let layout = Layout::new(&panes, 10, (80, 3));
        assert_eq!(layout.rows, [4, 1]);
        assert_eq!(panes[1].rows(m, 1, 80), ["line 2"]);
    }

    #[test]
    fn a_column_folds_only_while_it_is_the_taller() {
        let board = Pane::new(Place::Left, priority::MUST, lines(5));
        let code = Pane { min: 1, ..Pane::new(Place::Beside, priority::CODE, lines(20)) };
        let panes = [board, code];
        assert_eq!(Layout::new(&panes, 10, (80, 8)).rows, [5, 8]);
        // Too narrow for two columns: the code goes below the board.
        let layout = Layout::new(&panes, 10, (30, 8));
        assert_eq!(layout.places[1], Place::Below);
        assert_eq!(layout.rows, [5, 3]);
    }

    #[test]
    fn a_folded_form_stands_for_the_whole() {
        let m = Lang::En.messages();
        let legend = Pane {
            folded: Some(vec!["short".into()]),
            key: Some("?"),
            min: 1,
            ..Pane::new(Place::Below, priority::LEGEND, lines(3))
        };
        let panes = [legend];
        let layout = Layout::new(&panes, 10, (80, 2));
        assert_eq!(layout.rows, [1]);
        assert_eq!(panes[0].rows(m, 1, 80), ["short · ?: all"]);
    }
}
