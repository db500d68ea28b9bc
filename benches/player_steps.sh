#!/bin/sh
# How long one step of the HTML player takes at 100 000 steps, layout included, in headless
# Chromium: exports n=10's first 100 000 steps (with and without --code python), appends a
# script that moves the player to 300 steps (random ones, then 300 in a row) and forces a
# layout after each, and prints the median, the 95th percentile and the slowest, and the time
# from navigation to the page's scripts having run; then the same for the search tree and the
# variables alone (the hooks they give window.player.onStep, without the rest of the player).
# Each result says whether it meets issue 22's goals (a step in 5 ms, the page ready in 2 s),
# with the load average it was taken under: wall times on a loaded machine are not an idle
# one's (benches/player.sh adds the renderer's own CPU time per step).
#
#     benches/player_steps.sh [path/to/nqueens-trace]
set -eu
bin=${1:-target/release/nqueens-trace}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
probe='<script>
window.ONLY_PANES = location.hash === "#panes";
(function () {
  const ready = performance.now(), S = TRACE.steps, times = [];
  const step = (i) => { const t = performance.now(); if (window.ONLY_PANES) for (const f of window.PANE_HOOKS) f(i, S[i]); else window.player.go(i); document.body.offsetHeight;
    document.getElementById("tree").getBoundingClientRect(); times.push(performance.now() - t); };
  let seed = 7;
  for (let j = 0; j < 300; j++) { seed = (seed * 48271) % 2147483647; step(seed % S.length); }
  for (let j = 0; j < 300; j++) step(50000 + j);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.floor(q * (times.length - 1))].toFixed(2);
  const goal = (v, g) => (Number(v) <= g ? " (goal " + g + " ms: met)" : " (goal " + g + " ms: NOT met)");
  document.body.dataset.bench = "ready " + ready.toFixed(0) + " ms" + goal(ready, 2000) + "; a step: median " + at(0.5) +
    " ms" + goal(at(0.5), 5) + ", p95 " + at(0.95) + " ms, slowest " + at(1) + " ms";
})();
</script>'
shim='window.PANE_HOOKS = []; { const on = window.player.onStep; window.player.onStep = (f) => { window.PANE_HOOKS.push(f); on(f); }; }'
for code in "" "--code python"; do
  # shellcheck disable=SC2086
  "$bin" export html 10 --to 99999 $code -o "$dir/page.html"
  sed -i "s#</body>#$(printf '%s' "$probe" | tr '\n' ' ' | sed 's/[&#]/\\&/g')</body>#" "$dir/page.html"
  # The panes' hooks, kept as they hook into the player (their script follows the player's).
  sed -i "/^\/\/ The search tree, drawn in SVG/i $shim" "$dir/page.html"
  size=$(wc -c < "$dir/page.html")
  # The whole step, then the tree and the variables alone (#panes).
  for hash in "" "#panes"; do
    result=$(chromium --headless --no-sandbox --disable-gpu --window-size=1366,768 \
      --dump-dom "file://$dir/page.html$hash" 2>/dev/null | grep -o 'data-bench="[^"]*"')
    echo "n=10, 100 000 steps ${code:-(no code)}${hash:+, the panes alone}, $size bytes, load $(cut -d' ' -f1 /proc/loadavg): $result"
  done
done
