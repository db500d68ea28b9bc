#!/usr/bin/env bash
# The README's pictures of the terminal: the step view (docs/step.png), the exercise
# (docs/exercise.png), the search tree (docs/step-tree.png), a Sudoku's, a colouring's and a subset sum's step views (docs/sudoku.png, docs/coloring.png,
# docs/subset-sum.png) and a diff of two traces (docs/diff.png), each run by the real binary in a tmux window, captured with its colours
# (`tmux capture-pane -e`), drawn cell by cell as SVG in DejaVu Sans Mono and rendered by librsvg.
#
#   bash scripts/terminal-shots.sh     # builds the binary (debug) and redraws both pictures
#
# Needs tmux, python3, rsvg-convert and the DejaVu fonts; NQT_BIN names another binary.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in tmux python3 rsvg-convert; do
  command -v "$tool" >/dev/null || { echo "terminal-shots.sh: needs $tool" >&2; exit 2; }
done
bin=${NQT_BIN:-target/debug/nqueens-trace}
[ -n "${NQT_BIN:-}" ] || cargo build -q
bin=$(realpath "$bin")
work=$(mktemp -d)
sock="$work/tmux.sock"
trap 'tmux -S "$sock" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
# shellcheck source=scripts/tmux.sh
. scripts/tmux.sh

# shot NAME COLS ROWS "COMMAND" "TEXT SHOWN WHEN READY" [KEY...]: the window, with its
# colours, into $work/NAME.ansi once two captures in a row agree (tmux may be read mid-frame).
# The KEYs (tmux key names, one at a time, as a student presses them) go to the step view once
# it shows its first step.
shot() {
  local name=$1 cols=$2 rows=$3 command=$4 ready=$5 key
  shift 5
  # The last shot's server may still be going away: a new one is asked for a few times.
  local tries=0
  until t new-session -d -x "$cols" -y "$rows" -c "$work" "$command; sleep 60" 2>/dev/null; do
    tries=$((tries + 1))
    [ "$tries" -lt 20 ] || { echo "terminal-shots.sh: tmux would not start" >&2; exit 1; }
    sleep 0.2
  done
  [ $# -eq 0 ] || wait_for "step 0"
  for key in "$@"; do t send-keys "$key"; done
  wait_for "$ready"
  t capture-pane -e -p >"$work/last"
  until sleep 0.1; t capture-pane -e -p | cmp -s - "$work/last"; do
    t capture-pane -e -p >"$work/last"
  done
  mv "$work/last" "$work/$name.ansi"
  t kill-server
}

# The student's view in a default terminal: n=4 at step 14, the reject of (2,2) with its
# attacker and line of attack.
mapfile -t fourteen < <(printf 'Space\n%.0s' {1..14})
shot step 80 24 "'$bin' step 4" "step 14 of ?" "${fourteen[@]}"

# The student carries out the search: (0,0) tried and accepted, (1,0) tried and rejected,
# naming the queen at (0,0) but the wrong line (the diagonal, where the column attacks).
shot exercise 80 24 "'$bin' step 4 --exercise" "wrong: the queen at (0,0)" \
  Enter a Enter r Up Enter '\'

# The search tree drawn at n=6, step 100, its node above the current step selected (Tab, Up).
mapfile -t hundred < <(printf 'Space\n%.0s' {1..100})
shot step-tree 80 24 "'$bin' step 6" "on the current path" "${hundred[@]}" t Tab Up

# The second problem through the same view: the default 4×4 Sudoku at step 37, the reject of
# 2 in (1,1), the cell of its row that holds the 2 marked and the row drawn.
mapfile -t sudoku < <(printf 'Space\n%.0s' {1..37})
shot sudoku 80 24 "'$bin' step --problem sudoku" "step 37 of ?" "${sudoku[@]}"

# The map of Australia in three colours at step 10: a colour refused for a region, the
# neighbour that has it marked.
mapfile -t ten < <(printf 'Space\n%.0s' {1..10})
shot coloring 80 24 "'$bin' step --problem coloring" "step 10 of ?" "${ten[@]}"

# The default subset sum at step 4: taking 34 refused by the bound, 37 over 9.
mapfile -t four < <(printf 'Space\n%.0s' {1..4})
shot subset-sum 80 24 "'$bin' step --problem subset-sum" "step 4 of ?" "${four[@]}"

# The test author's diff: the whole n=4 search against one stopped after two solutions.
"$bin" 4 --format jsonl -o "$work/n4.jsonl"
"$bin" 4 --limit 2 --format jsonl -o "$work/n4-limit2.jsonl"
shot diff 100 32 "'$bin' diff n4.jsonl n4-limit2.jsonl --context 2" "B: 88 events"

# ANSI cells to SVG: one <text> per run of one style, each character at its own column, so the
# grid holds whatever the font's advance; backgrounds as rectangles behind.
python3 - "$work" step exercise step-tree sudoku coloring subset-sum diff <<'PY'
import html, re, sys

work, names = sys.argv[1], sys.argv[2:]
FG, BG = "#dcdfe4", "#282c34"
# The 16 colours of a dark terminal theme (One Dark's), then xterm's 256-colour cube and greys.
base = ["#282c34", "#e06c75", "#98c379", "#e5c07b", "#61afef", "#c678dd", "#56b6c2", "#dcdfe4",
        "#5c6370", "#ef7b84", "#a8d38a", "#f0cd8c", "#74bdf7", "#d38ce6", "#67c6d2", "#ffffff"]
def xterm(i):
    if i < 16:
        return base[i]
    if i < 232:
        i -= 16
        level = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (level[i // 36], level[i // 6 % 6], level[i % 6])
    g = 8 + 10 * (i - 232)
    return "#%02x%02x%02x" % (g, g, g)

def cells(line, style):
    """Each character of a captured line with its style (fg, bg, bold, dim, reverse), from the
    style in force where the line begins: tmux writes a change of style once, not again at the
    start of each line it holds on for."""
    out = []
    for part in re.split(r"(\x1b\[[0-9;:]*m)", line):
        if not part.startswith("\x1b["):
            out += [(c, dict(style)) for c in part]
            continue
        codes = [int(c or 0) for c in re.split("[;:]", part[2:-1])]
        i = 0
        while i < len(codes):
            c = codes[i]
            if c == 0:
                style = dict(fg=None, bg=None, bold=False, dim=False, rev=False)
            elif c == 1: style["bold"] = True
            elif c == 2: style["dim"] = True
            elif c == 22: style["bold"] = style["dim"] = False
            elif c == 7: style["rev"] = True
            elif c == 27: style["rev"] = False
            elif 30 <= c <= 37: style["fg"] = base[c - 30]
            elif 90 <= c <= 97: style["fg"] = base[c - 90 + 8]
            elif 40 <= c <= 47: style["bg"] = base[c - 40]
            elif 100 <= c <= 107: style["bg"] = base[c - 100 + 8]
            elif c == 39: style["fg"] = None
            elif c == 49: style["bg"] = None
            elif c in (38, 48):
                key = "fg" if c == 38 else "bg"
                if codes[i + 1] == 5:
                    style[key] = xterm(codes[i + 2]); i += 2
                elif codes[i + 1] == 2:
                    style[key] = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5]); i += 4
            i += 1
    return out, style

SIZE, CW, LH, PAD = 15, 15 * 0.602, 15 * 1.3, 14
for name in names:
    lines = open(f"{work}/{name}.ansi", encoding="utf-8").read().rstrip("\n").split("\n")
    rows, style = [], dict(fg=None, bg=None, bold=False, dim=False, rev=False)
    for line in lines:
        row, style = cells(line, style)
        rows.append(row)
    cols = max(len(r) for r in rows)
    width, height = round(2 * PAD + cols * CW), round(2 * PAD + len(rows) * LH)
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}">',
           f'<rect width="100%" height="100%" fill="{BG}"/>',
           f'<g font-family="DejaVu Sans Mono" font-size="{SIZE}" xml:space="preserve">']
    texts = []  # after every background, so that none covers a glyph of the row above
    for y, row in enumerate(rows):
        top, base_y = PAD + y * LH, PAD + y * LH + SIZE
        runs = []  # (first column, characters, style)
        for x, (ch, st) in enumerate(row):
            fg, bg = st["fg"] or FG, st["bg"]
            if st["rev"]:
                fg, bg = bg or BG, fg
            if bg:
                svg.append(f'<rect x="{PAD + x * CW:.2f}" y="{top:.2f}" width="{CW + 0.3:.2f}" '
                           f'height="{LH + 0.3:.2f}" fill="{bg}"/>')
            look = (fg, st["bold"], st["dim"])
            if runs and runs[-1][2] == look and runs[-1][0] + len(runs[-1][1]) == x:
                runs[-1][1].append(ch)
            else:
                runs.append((x, [ch], look))
        for x0, chars, (fg, bold, dim) in runs:
            if not "".join(chars).strip():
                continue
            xs = " ".join(f"{PAD + (x0 + k) * CW:.2f}" for k in range(len(chars)))
            attrs = f'fill="{fg}"' + (' font-weight="bold"' if bold else "") + \
                (' opacity="0.6"' if dim else "")
            texts.append(f'<text x="{xs}" y="{base_y - 3:.2f}" {attrs}>'
                       f'{html.escape("".join(chars))}</text>')
    svg += texts + ["</g></svg>"]
    open(f"{work}/{name}.svg", "w", encoding="utf-8").write("\n".join(svg))
PY
for name in step exercise step-tree sudoku coloring subset-sum diff; do
  rsvg-convert "$work/$name.svg" -o "docs/$name.png"
done
ls -l docs/step.png docs/exercise.png docs/step-tree.png docs/sudoku.png docs/coloring.png docs/subset-sum.png docs/diff.png
