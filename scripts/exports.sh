#!/usr/bin/env bash
# The pictures of the README's "Exports for slides": one per format, drawn from the real
# binary's output by the renderers a teacher would use (librsvg, ImageMagick, Chromium,
# marp-cli, pdflatex and pdftoppm, Graphviz), shrunk to small PNGs in docs/exports/.
#
#   bash scripts/exports.sh            # builds the binary (debug) and redraws every picture
#
# Needs rsvg-convert, ImageMagick's convert, chromium, marp (npm @marp-team/marp-cli),
# pdflatex, pdftoppm and dot; the script stops at the first one missing.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in rsvg-convert convert chromium marp pdflatex pdftoppm dot; do
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

# md: a step's slide of n=8, rendered by Marp.
"$bin" export md 8 --from 1858 --to 1858 -o "$work/deck.md"
CHROME_PATH="$(command -v chromium)" marp --no-stdin --images png -o "$work/deck.png" \
  "$work/deck.md" >/dev/null 2>&1
shrink "$work/deck.002.png" 560 md

# tex: a page of the beamer deck, compiled by pdflatex.
"$bin" export tex 5 --from 40 --to 40 -o "$work/deck.tex"
(cd "$work" && pdflatex -interaction=nonstopmode -halt-on-error deck.tex >/dev/null)
pdftoppm -r 80 -f 2 -l 2 -png "$work/deck.pdf" "$work/page"
shrink "$work/page-2.png" 560 tex

# dot: the search tree of n=4 laid out for a 16:9 slide.
"$bin" export dot 4 --fit 16:9 | dot -Tpng -o "$work/tree.png"
shrink "$work/tree.png" 640 dot

# html: the player at step 24 of n=6.
"$bin" export html 6 -o "$work/player.html"
browser "file://$work/player.html#step=24" 1280 720 "$work/player.png"
shrink "$work/player.png" 640 html

# flame: the whole search of n=6 as a flame graph (perfetto shows the same slices on a
# timeline, in ui.perfetto.dev).
"$bin" export flame 6 --svg -o "$work/flame.svg"
rsvg-convert "$work/flame.svg" -o "$work/flame.png"
shrink "$work/flame.png" 640 flame

ls -l "$out"
