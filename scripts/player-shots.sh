#!/usr/bin/env bash
# Screenshots of the HTML player for the README and docs/exports.md, from the real binary in
# headless Chromium:
# n=6 with the python code pane and the search tree, at a reject after two solutions (step 945:
# folded subtrees, a star, a line of attack), in the light and the dark theme at 1366×768; the
# same page in Persian (right to left); and on a 390×844 phone, in Chinese, at a quiz question
# (the board hides what would answer it). Then the exercise: n=6 from a teacher's start of queens
# on (0,1) and (1,3), drawn apart, with the student's moves replayed through the page's link
# (#exercise&moves=...), the last a reject that names an attacker that is not the topmost, judged
# at once with the reason; at 1366×768 and on the phone, in Persian and dark.
#
#   scripts/player-shots.sh            # writes docs/player.png, docs/player-dark.png,
#                                      # docs/player-fa.png, docs/player-phone.png,
#                                      # docs/player-exercise.png,
#                                      # docs/player-exercise-phone.png and, for check --report,
#                                      # docs/check-report.png
#   STEP=24 scripts/player-shots.sh    # another step
#
# Needs chromium (CHROMIUM names another binary). The page opens at the step through its link
# (player.html#step=K&lang=L&theme=T&quiz), so one export serves every picture.
set -euo pipefail
cd "$(dirname "$0")/.."
chromium=${CHROMIUM:-chromium}
step=${STEP:-945}
cargo build --quiet
bin=target/debug/nqueens-trace
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" export html 6 --code python -o "$work/player.html"
"$bin" export html 6 --start 1,3 --exercise -o "$work/exercise.html"
# shot NAME WIDTH,HEIGHT FRAGMENT [FLAGS...]: docs/NAME.png of the page at #FRAGMENT (the player,
# or the page that $page names).
shot() {
    local name=$1 size=$2 fragment=$3
    shift 3
    "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
        --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
        --user-data-dir="$work/profile" --window-size="$size" --virtual-time-budget=2000 "$@" \
        --screenshot="$work/$name.png" "file://$work/${page:-player.html}#$fragment" 2>/dev/null
    mv "$work/$name.png" "docs/$name.png"
    echo "docs/$name.png: $size at #$fragment"
}
shot player 1366,768 "step=$step"
shot player-dark 1366,768 "step=$step&theme=dark"
shot player-fa 1366,768 "step=$step&lang=fa"
# A phone: the quiz asks about the try just before the reject.
shot player-phone 390,844 "step=$((step - 1))&quiz&lang=zh" --force-device-scale-factor=1
# The exercise: a try and accept of (2,0) below the start, a reject of (3,0) by it, then (3,1)
# rejected naming (2,0), which attacks it, where the search names the topmost, (0,1).
moves="t2.0,a,t3.0,r2.0c,t3.1,r2.0d"
page=exercise.html shot player-exercise 1366,768 "moves=$moves"
page=exercise.html shot player-exercise-phone 390,844 "moves=$moves&lang=fa&theme=dark" --force-device-scale-factor=1

# The report of check on a solver that stops at its first solution without saying so: its done
# beside the model's backtrack, each on its board (the command as typed, from the repository).
"$bin" check --sizes 4 --report "$work/report.html" -- python3 tests/fixtures/solvers/first.py >/dev/null || true
page=report.html shot check-report 1366,768 ""
