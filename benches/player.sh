#!/usr/bin/env bash
# Times the HTML player in headless Chromium at 100,000 steps (issue 22, point 9): how long a
# page of that size takes to be interactive, and how long one step takes, layout included.
#
#   benches/player.sh                   # a table on stdout
#   STEPS=33590 N=8 benches/player.sh   # another trace
#
# The page is the real export (`export html N --to STEPS-1`, n=9 by default, whose search has
# more than 100,000 steps); the script adds a probe after the player's own script that, once
# the player has drawn its first step, reads the time since the navigation began
# (interactive), then moves the slider as a student drags it: to 300 records spread over the
# trace, then 300 steps one after another, timing each from the slider's input event to the
# end of a forced layout (reading the page's height). Chromium prints the results with
# --dump-dom once the page has loaded. Tests never time anything; this script does.
#
# Needs chromium (CHROMIUM names another binary). Timing is real time, not virtual: run it on a
# quiet machine, and read the medians.
set -euo pipefail
cd "$(dirname "$0")/.."
chromium=${CHROMIUM:-chromium}
n=${N:-9}
steps=${STEPS:-100000}
runs=${RUNS:-3}
cargo build --quiet
bin=${CARGO_TARGET_DIR:-target}/debug/nqueens-trace
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" export html "$n" --to $((steps - 1)) --code python -o "$work/page.html"
probe='<script>
(function () {
  const interactive = performance.now();
  const at = (name) => performance.getEntriesByName(name)[0].startTime;
  const slider = document.getElementById("slider"), last = Number(slider.max);
  const time = (i) => {
    const t = performance.now();
    slider.value = i;
    slider.dispatchEvent(new Event("input"));
    void document.documentElement.offsetHeight;
    return performance.now() - t;
  };
  const spread = [], walk = [];
  for (let k = 0; k < 300; k++) spread.push(time(Math.floor((k * 7919) % 300 / 300 * last)));
  const from = Math.floor(last / 2);
  for (let k = 0; k < 300; k++) walk.push(time(from + k));
  const q = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
  const out = document.createElement("pre");
  out.id = "bench";
  out.textContent = ["records " + (last + 1), "interactive_ms " + interactive.toFixed(0),
    "html_ms " + at("data").toFixed(0), "records_ms " + (at("player") - at("data")).toFixed(0),
    "first_step_ms " + (interactive - at("player")).toFixed(0),
    "jump_min_ms " + q(spread, 0).toFixed(2), "jump_median_ms " + q(spread, 0.5).toFixed(2), "jump_p95_ms " + q(spread, 0.95).toFixed(2),
    "jump_max_ms " + q(spread, 1).toFixed(2), "step_min_ms " + q(walk, 0).toFixed(2), "step_median_ms " + q(walk, 0.5).toFixed(2),
    "step_p95_ms " + q(walk, 0.95).toFixed(2), "step_max_ms " + q(walk, 1).toFixed(2)].join("\n");
  document.body.appendChild(out);
})();
</script>
</body>'
python3 - "$work/page.html" "$probe" <<'PY'
import sys
path, probe = sys.argv[1], sys.argv[2]
page = open(path, encoding="utf-8").read()
i = page.rindex("</body>")
page = page[:i] + probe + page[i + len("</body>"):]
# Marks before the data and before the player's script, to tell loading the records from
# drawing the first step.
mark = lambda name: "<script>performance.mark(\"" + name + "\")</script>\n"
page = page.replace("<script>\nconst LANGS", mark("data") + "<script>\nconst LANGS", 1)
page = page.replace("<script>\n\"use strict\"", mark("player") + "<script>\n\"use strict\"", 1)
open(path, "w", encoding="utf-8").write(page)
PY
size=$(stat -c %s "$work/page.html")
echo "n=$n, $steps steps, --code python: page of $((size / 1024)) KiB; $runs runs at 1366x768"
for run in $(seq "$runs"); do
    "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
        --disable-component-update --disable-sync --no-first-run --window-size=1366,768 \
        --user-data-dir="$work/profile-$run" --dump-dom "file://$work/page.html" 2>/dev/null |
        python3 -c 'import sys,re; m=re.search(r"<pre id=\"bench\">(.*?)</pre>", sys.stdin.read(), re.S); print("run '"$run"': " + (m.group(1).replace("\n", ", ") if m else "no result"))'
done
