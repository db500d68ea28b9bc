#!/usr/bin/env bash
# The pictures of docs/exports.md, "Exports for slides": one per format, drawn from the real
# binary's output by the renderers a teacher would use (librsvg, ImageMagick, Chromium,
# marp-cli, XeLaTeX and pdftoppm, Graphviz, asciinema-player, speedscope), shrunk to small
# PNGs in docs/exports/.
#
#   bash scripts/exports.sh            # builds the binary (debug) and redraws every picture
#
# Needs rsvg-convert, ImageMagick's convert, chromium, marp (npm @marp-team/marp-cli),
# xelatex, pdftoppm, dot, asciinema-player and speedscope (npm, where .ci/run installs them,
# or in the folder NQUEENS_TRACE_NPM names); the script stops at the first one missing.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in rsvg-convert convert chromium marp xelatex pdftoppm dot; do
  command -v "$tool" >/dev/null || { echo "exports.sh: needs $tool" >&2; exit 2; }
done
npm_modules="${NQUEENS_TRACE_NPM:-${XDG_CACHE_HOME:-$HOME/.cache}/nqueens-trace-npm}/node_modules"
for package in asciinema-player speedscope; do
  [ -e "$npm_modules/$package/package.json" ] ||
    { echo "exports.sh: needs $package (npm) in $npm_modules" >&2; exit 2; }
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
    --enable-unsafe-swiftshader --virtual-time-budget=1500 --window-size="$2,$3" \
    --screenshot="$4" "$1" >/dev/null 2>&1
}

# svg: a reject at n=6 in Turkish, the attacker ringed and its line of attack drawn.
"$bin" export svg 6 --step 100 --lang tr -o "$work/board.svg"
rsvg-convert "$work/board.svg" -o "$work/board.png"
shrink "$work/board.png" 480 svg

# gif: a frame of n=4 in Persian, a reject, with its coordinates, title, counters and caption.
"$bin" export gif 4 --lang fa --to 6 -o "$work/anim.gif"
convert "$work/anim.gif" -coalesce "$work/frame-%d.png"
shrink "$work/frame-5.png" 640 gif

# md: a step's slide of n=8 in Persian, right to left, rendered by Marp.
"$bin" export md 8 --from 1858 --to 1858 --lang fa -o "$work/deck.md"
CHROME_PATH="$(command -v chromium)" marp --no-stdin --images png -o "$work/deck.png" \
  "$work/deck.md" >/dev/null 2>&1
shrink "$work/deck.002.png" 560 md

# tex: a page of the beamer deck in Chinese, compiled by XeLaTeX as its first line says.
"$bin" export tex 5 --from 40 --to 40 --lang zh -o "$work/deck.tex"
(cd "$work" && xelatex -interaction=nonstopmode -halt-on-error deck.tex >/dev/null)
# The title's page, the legend's, then the step's.
pdftoppm -r 80 -f 3 -l 3 -png "$work/deck.pdf" "$work/page"
shrink "$work/page-3.png" 560 tex

# dot: the search tree of n=4 in Chinese, laid out for a 16:9 slide (the default).
"$bin" export dot 4 --lang zh | dot -Tpng -o "$work/tree.png"
shrink "$work/tree.png" 640 dot

# html: the player at step 24 of n=6, in Chinese.
"$bin" export html 6 --lang zh -o "$work/player.html"
browser "file://$work/player.html#step=24" 1280 720 "$work/player.png"
shrink "$work/player.png" 640 html

# cast: the Chinese recording of n=4 in asciinema-player (npm, a local copy), at the first
# solution's marker, where a viewer's player pauses: the board just drawn at the foot of the
# screen. The player draws that moment as its poster (`npt:` the marker's time), without its
# controls or its start button.
player="$npm_modules/asciinema-player/dist/bundle"
"$bin" export cast 4 --lang zh -o "$work/trace.cast"
python3 - "$work/trace.cast" "$player" "$work/cast.html" <<'PY'
import json, sys
cast = open(sys.argv[1], encoding="utf-8").read()
marker = next(e[0] for e in map(json.loads, cast.splitlines()[1:]) if e[1] == "m")
player = sys.argv[2]
open(sys.argv[3], "w", encoding="utf-8").write(f"""<!doctype html><meta charset="utf-8">
<link rel="stylesheet" href="file://{player}/asciinema-player.css">
<style>body {{ margin: 0; background: #121314 }} .ap-overlay {{ display: none !important }}</style>
<div id="player"></div>
<script src="file://{player}/asciinema-player.min.js"></script>
<script>
AsciinemaPlayer.create({{ data: {json.dumps(cast)} }}, document.getElementById("player"),
  {{ poster: "npt:{marker}", controls: false, fit: "width" }});
</script>""")
PY
browser "file://$work/cast.html" 900 650 "$work/cast.png"
shrink "$work/cast.png" 560 cast

# perfetto: the whole search of n=5 in speedscope's timeline, a slice per accepted queen nested
# under the queens above it. speedscope's own command line loads a file this way: a script,
# named in the page's address, that hands it the file in base64. (Its WebGL is drawn by
# SwiftShader, Chromium's software renderer.)
"$bin" export perfetto 5 -o "$work/search.json"
printf 'speedscope.loadFileFromBase64("search.json", "%s")\n' "$(base64 -w0 "$work/search.json")" \
  >"$work/load.js"
browser "file://$npm_modules/speedscope/dist/release/index.html#localProfilePath=$work/load.js" 960 230 \
  "$work/perfetto.png"
shrink "$work/perfetto.png" 640 perfetto

# flame: the whole search of n=6 as a flame graph, where a box is as wide as its subtree.
"$bin" export flame 6 --svg -o "$work/flame.svg"
rsvg-convert "$work/flame.svg" -o "$work/flame.png"
shrink "$work/flame.png" 640 flame

ls -l "$out"
