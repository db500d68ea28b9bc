#!/usr/bin/env bash
# The pictures of docs/exports.md, "Exports for slides": one per format (but perfetto, whose viewers
# are web pages this cannot drive offline), drawn from the real binary's output by the renderers
# a teacher would use (librsvg, ImageMagick, Chromium, marp-cli, XeLaTeX and pdftoppm,
# Graphviz), shrunk to small PNGs in docs/exports/.
#
#   bash scripts/exports.sh            # builds the binary (debug) and redraws every picture
#
# Needs rsvg-convert, ImageMagick's convert, chromium, marp (npm @marp-team/marp-cli),
# xelatex, pdftoppm and dot; the script stops at the first one missing.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in rsvg-convert convert chromium marp xelatex pdftoppm dot; do
  command -v "$tool" >/dev/null || { echo "exports.sh: needs $tool" >&2; exit 2; }
done
cargo build -q
bin="$PWD/target/debug/nqueens-trace"
out="$PWD/docs/exports"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# A small PNG at most WIDTH pixels wide: 8-bit palette, no dithering, no metadata.
shrink() { # SOURCE WIDTH NAME
  convert "$1" -resize "$2x>" -strip +dither -colors 96 "PNG8:$out/$3.png"
}
browser() { # URL WIDTH HEIGHT PNG
  chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$work/profile" \
    --virtual-time-budget=1500 --window-size="$2,$3" --screenshot="$4" "$1" >/dev/null 2>&1
}

# svg: a reject at n=6, the attacker ringed and its line of attack drawn.
"$bin" export svg 6 --step 100 -o "$work/board.svg"
rsvg-convert "$work/board.svg" -o "$work/board.png"
shrink "$work/board.png" 480 svg

# gif: its first frame, caption and all.
"$bin" export gif 4 -o "$work/anim.gif"
convert "$work/anim.gif[0]" "$work/frame.png"
shrink "$work/frame.png" 320 gif

# md: a step's slide of n=8 in Persian, right to left, rendered by Marp.
"$bin" export md 8 --from 1858 --to 1858 --lang fa -o "$work/deck.md"
CHROME_PATH="$(command -v chromium)" marp --no-stdin --images png -o "$work/deck.png" \
  "$work/deck.md" >/dev/null 2>&1
shrink "$work/deck.002.png" 560 md

# tex: a page of the beamer deck in Chinese, compiled by XeLaTeX as its first line says.
"$bin" export tex 5 --from 40 --to 40 --lang zh -o "$work/deck.tex"
(cd "$work" && xelatex -interaction=nonstopmode -halt-on-error deck.tex >/dev/null)
pdftoppm -r 80 -f 2 -l 2 -png "$work/deck.pdf" "$work/page"
shrink "$work/page-2.png" 560 tex

# dot: the search tree of n=4 laid out for a 16:9 slide.
"$bin" export dot 4 --fit 16:9 | dot -Tpng -o "$work/tree.png"
shrink "$work/tree.png" 640 dot

# html: the player at step 24 of n=6.
"$bin" export html 6 -o "$work/player.html"
browser "file://$work/player.html#step=24" 1280 720 "$work/player.png"
shrink "$work/player.png" 640 html

# cast: the terminal as asciinema's player shows it at the first solution's marker: the
# recording's output up to that marker and the solution's board, its last screenful, with its
# own colours.
"$bin" export cast 4 -o "$work/trace.cast"
python3 - "$work/trace.cast" "$work/cast.html" <<'PY'
import html, json, re, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
header, events = json.loads(lines[0]), [json.loads(l) for l in lines[1:]]
marker = next(e[0] for e in events if e[1] == "m")
shown = [e[2] for e in events if e[1] == "o" and e[0] <= marker]
# and the solution's board, the lines up to the next try or backtrack
for e in (e for e in events if e[1] == "o" and e[0] > marker):
    if "\u2192" in e[2] or "\u21a9" in e[2]:
        break
    shown.append(e[2])
text = "".join(shown)
rows = text.replace("\r\n", "\n").split("\n")[-header["height"]:]
colours = {30: "#000", 31: "#e06c75", 32: "#98c379", 33: "#e5c07b", 34: "#61afef",
           35: "#c678dd", 36: "#56b6c2", 37: "#dcdfe4", 90: "#7f848e"}
def row(line):
    out, style = [], {}
    for part in re.split(r"(\x1b\[[0-9;]*m)", line):
        if part.startswith("\x1b["):
            for code in [int(c or 0) for c in part[2:-1].split(";")]:
                if code == 0:
                    style = {}
                elif code == 1:
                    style["font-weight"] = "bold"
                elif code == 2:
                    style["opacity"] = "0.6"
                elif code in colours:
                    style["color"] = colours[code]
        elif part:
            css = ";".join(f"{k}:{v}" for k, v in style.items())
            out.append(f'<span style="{css}">{html.escape(part)}</span>')
    return "".join(out)
body = "\n".join(row(r) for r in rows)
open(sys.argv[2], "w", encoding="utf-8").write(
    '<html><body style="margin:0;background:#282c34;color:#dcdfe4">'
    '<pre style="margin:12px;font:15px DejaVu Sans Mono,monospace;line-height:1.25">'
    + body + "</pre></body></html>")
PY
browser "file://$work/cast.html" 1000 600 "$work/cast.png"
shrink "$work/cast.png" 560 cast

# flame: the whole search of n=6 as a flame graph (perfetto shows the same slices on a
# timeline, in ui.perfetto.dev).
"$bin" export flame 6 --svg -o "$work/flame.svg"
rsvg-convert "$work/flame.svg" -o "$work/flame.png"
shrink "$work/flame.png" 640 flame

ls -l "$out"
