"use strict";
// The player: TRACE.steps holds one record per step,
// [step, kind, row, col, attackerRow, attackerCol, queens, tries, rejects, backtracks,
//  solutions, logLine], with -1 where a field does not apply. Every record carries the whole
// board, so any step can be shown at once, without replaying the steps before it.
(function () {
  const N = TRACE.n, S = TRACE.steps, LOG_AROUND = 40;
  const $ = (id) => document.getElementById(id);
  const board = $("board"), log = $("log"), slider = $("slider"), speed = $("speed");
  const playButton = $("play");
  board.style.setProperty("--n", N);
  const cells = [];
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const d = document.createElement("div");
      d.dataset.r = r;
      d.dataset.c = c;
      board.appendChild(d);
      cells.push(d);
    }
  }
  slider.max = S.length - 1;
  let cur = 0, timer = null;

  function lineOfAttack(ar, ac, r, c) {
    // The squares strictly between the attacker and the refused square.
    const dr = Math.sign(r - ar), dc = Math.sign(c - ac), out = [];
    for (let i = ar + dr, j = ac + dc; i !== r || j !== c; i += dr, j += dc) out.push([i, j]);
    return out;
  }

  function render() {
    const [step, kind, r, c, ar, ac, queens, tries, rejects, backtracks, solutions, text] = S[cur];
    cells.forEach((d, i) => {
      const row = Math.floor(i / N), col = i % N;
      d.className = "sq " + ((row + col) % 2 ? "dark" : "light");
      d.textContent = "";
    });
    queens.forEach((col, row) => {
      const d = cells[row * N + col];
      d.classList.add("queen");
      d.textContent = "\u265B";
    });
    if (r >= 0) {
      const d = cells[r * N + c];
      const mark = { t: "try", a: "accept", r: "reject", b: "lifted" }[kind];
      if (mark) d.classList.add(mark);
      if (kind === "r") d.textContent = "\u2717";
      if (kind === "t") d.textContent = "?";
      if (kind === "b") d.textContent = "\u265B";
    }
    if (kind === "r") {
      cells[ar * N + ac].classList.add("attacker");
      for (const [i, j] of lineOfAttack(ar, ac, r, c)) cells[i * N + j].classList.add("line");
    }
    board.classList.toggle("solved", kind === "S");
    board.dataset.step = step;
    board.dataset.kind = kind;
    $("c-step").textContent = step;
    $("c-tries").textContent = tries;
    $("c-rejects").textContent = rejects;
    $("c-backtracks").textContent = backtracks;
    $("c-solutions").textContent = solutions;
    $("now").textContent = text.replace(/^(\u2502 )+/, "");
    $("now").className = "k-" + kind;
    slider.value = cur;
    renderLog();
  }

  function renderLog() {
    // Only the lines around the current one are in the page: a trace may hold 100 000 steps.
    const from = Math.max(0, cur - LOG_AROUND), to = Math.min(S.length, cur + LOG_AROUND + 1);
    const items = [];
    let current = null;
    for (let i = from; i < to; i++) {
      const li = document.createElement("li");
      li.className = "k-" + S[i][1] + (i === cur ? " cur" : "");
      li.textContent = S[i][11];
      if (i === cur) current = li;
      items.push(li);
    }
    log.replaceChildren(...items);
    log.scrollTop = current.offsetTop - log.clientHeight / 2 + current.offsetHeight / 2;
  }

  function go(i) {
    cur = Math.max(0, Math.min(S.length - 1, i));
    render();
    if (cur === S.length - 1) pause();
  }

  function tick() {
    if (cur >= S.length - 1) return pause();
    go(cur + 1);
    timer = setTimeout(tick, 1000 / Number(speed.value));
  }
  function play() {
    if (timer !== null) return;
    if (cur >= S.length - 1) go(0);
    playButton.textContent = "\u275A\u275A Pause";
    timer = setTimeout(tick, 1000 / Number(speed.value));
  }
  function pause() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    playButton.textContent = "\u25B6 Play";
  }
  const toggle = () => (timer === null ? play() : pause());

  const actions = {
    first: () => go(0), back: () => go(cur - 1), play: toggle, fwd: () => go(cur + 1),
    last: () => go(S.length - 1),
  };
  for (const [id, act] of Object.entries(actions)) {
    $(id).addEventListener("click", (e) => { act(); e.currentTarget.blur(); });
  }
  slider.addEventListener("input", () => go(Number(slider.value)));
  speed.addEventListener("input", () => { $("speed-v").textContent = speed.value; });
  const keys = {
    ArrowRight: actions.fwd, ArrowLeft: actions.back, " ": toggle, Home: actions.first,
    End: actions.last,
  };
  document.addEventListener("keydown", (e) => {
    const act = keys[e.key];
    if (!act || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    act();
  });

  // A link may name a step and ask to play: player.html#step=42&play
  const hash = new URLSearchParams(location.hash.slice(1));
  const want = Number(hash.get("step"));
  let start = 0;
  if (hash.has("step") && Number.isFinite(want)) {
    start = S.findIndex((s) => s[0] >= want);
    if (start < 0) start = S.length - 1;
  }
  go(start);
  if (hash.has("play")) play();
})();
