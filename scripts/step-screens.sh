#!/usr/bin/env bash
# The step view's screens in docs/student.md, captured from a real terminal: each runs `step` under
# tmux in a 100×40 window (or another size), sends the keys a student would, and writes what `tmux capture-pane
# -p` shows (trailing blanks cut, runs of empty rows squeezed to one) between the page's
# `<!-- screen NAME -->` and `<!-- /screen -->` lines.
#
#   scripts/step-screens.sh           rewrites the screens in docs/student.md
#   scripts/step-screens.sh --check   fails, showing the difference, if the page is out of date
#
# NQT_BIN names the binary (default: target/debug/nqueens-trace, built if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-write}
case $mode in write | --check) ;; *) echo "usage: $0 [--check]" >&2; exit 2 ;; esac
bin=${NQT_BIN:-target/debug/nqueens-trace}
page=docs/student.md
[ -x "$bin" ] || cargo build --quiet
command -v tmux >/dev/null || { echo "$0: needs tmux" >&2; exit 2; }

work=$(mktemp -d)
# A server of its own for each screen, on a socket of its own.
sock=
trap '[ -z "$sock" ] || tmux -S "$sock" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
# shellcheck source=scripts/tmux.sh
. scripts/tmux.sh

# screen NAME "ARGS" "TEXT SHOWN WHEN DONE" KEY...: the screen of `step ARGS` after KEYs, typed
# as they are; a KEY written <Name> is the key tmux calls Name (<Tab>, <Up>). COLS and ROWS set
# the window's size (100×40 by default).
screen() {
  local name=$1 args=$2 done=$3
  shift 3
  sock="$work/$name.sock"
  # shellcheck disable=SC2086 # ARGS are words
  t new-session -d -x "${COLS:-100}" -y "${ROWS:-40}" "$bin step $args; sleep 60"
  wait_for "step 0 of"
  for key in "$@"; do
    case $key in
      '<'*'>') key=${key#<}; t send-keys -- "${key%>}" ;;
      *) t send-keys -l -- "$key" ;;
    esac
  done
  wait_for "$done"
  # tmux may be read in the middle of a frame: wait for two captures alike.
  t capture-pane -p >"$work/last"
  until sleep 0.05; t capture-pane -p | cmp -s - "$work/last"; do
    t capture-pane -p >"$work/last"
  done
  sed 's/ *$//' "$work/last" | cat -s | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$work/$name"
  t kill-server
  sock=
}

# A space a step: 12 of them reach the reject of (2,1), three calls deep.
steps() { for _ in $(seq "$1"); do printf ' '; done; }
screen step "4" "step 14 of ?" "$(steps 14)"
screen code-python "4 --code python" "step 12 of ?" "$(steps 12)"
# A quiz, five answers right, then the wrong queen named for (2,1).
screen quiz "4 --quiz" "quiz: 5 of 6 right" " a" " r0|" " r0\\" " a" " r0|" " r0"
# The tree in the smallest window the view is made for, a node selected: the queen above the
# square of step 100.
COLS=80 ROWS=24 screen tree "6" "on the current path" "$(steps 100)" t "<Tab>" "<Up>"

# Each `<!-- screen NAME -->` line is followed by the screen in a text block, up to
# `<!-- /screen -->`.
awk -v dir="$work" '
  /^<!-- screen [a-z-]+ -->$/ {
    print; name = $3; file = dir "/" name
    print "```text"
    while ((getline line < file) > 0) print line
    close(file)
    print "```"
    skip = 1; next
  }
  /^<!-- \/screen -->$/ { skip = 0 }
  !skip { print }
' "$page" >"$work/page.md"

if [ "$mode" = --check ]; then
  if ! diff -u "$page" "$work/page.md"; then
    echo "$0: $page's step screens are out of date: run scripts/step-screens.sh" >&2
    exit 1
  fi
else
  cp "$work/page.md" "$page"
fi
