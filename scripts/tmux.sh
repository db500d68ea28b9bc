# Sourced by the scripts that drive the binary in a tmux window (step-screens.sh,
# terminal-shots.sh): `t` is tmux on the script's own server, at the socket "$sock", with no
# user configuration; `wait_for TEXT` waits until the window shows TEXT, 10 s at most, and
# otherwise stops the script, showing the window.
t() { tmux -S "$sock" -f /dev/null "$@"; }

wait_for() {
  for _ in $(seq 200); do
    t capture-pane -p | grep -qF -- "$1" && return 0
    sleep 0.05
  done
  echo "$0: the screen never showed '$1':" >&2
  t capture-pane -p >&2
  exit 1
}
