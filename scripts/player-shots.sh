#!/usr/bin/env bash
# Screenshots of the HTML player for the README and docs/exports.md, from the real binary in
# headless Chromium:
# n=6 with the python code pane and the search tree, at a reject after two solutions (step 945:
# folded subtrees, a star, a line of attack), in the light and the dark theme.
#
#   scripts/player-shots.sh            # writes docs/player.png and docs/player-dark.png
#   STEP=24 scripts/player-shots.sh    # another step
#
# Needs chromium (CHROMIUM names another binary). The page opens at the step through its link
# (player.html#step=K); Chromium renders it at 1280×720, a projector's size.
set -euo pipefail
cd "$(dirname "$0")/.."
chromium=${CHROMIUM:-chromium}
step=${STEP:-945}
cargo build --quiet
bin=target/debug/nqueens-trace
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for theme in light dark; do
    "$bin" export html 6 --code python --theme "$theme" -o "$work/player-$theme.html"
    "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
        --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
        --user-data-dir="$work/profile" --window-size=1280,720 --virtual-time-budget=2000 \
        --screenshot="$work/player-$theme.png" "file://$work/player-$theme.html#step=$step" \
        2>/dev/null
done
mv "$work/player-light.png" docs/player.png
mv "$work/player-dark.png" docs/player-dark.png
echo "docs/player.png and docs/player-dark.png: n=6 at step $step, light and dark"
