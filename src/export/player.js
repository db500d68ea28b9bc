"use strict";
// The player: TRACE.steps holds one record per step,
// [step, kind, row, col, attackerRow, attackerCol, conflict, queens, tries, accepts, rejects,
//  backtracks, solutions, logLine] and, under --code, [codeLines, stack] after them, with -1
// (or "") where a field does not apply. Every record carries the whole board, so any step can
// be shown at once, without replaying the steps before it. CODE is null without a code pane.
(function () {
  const N = TRACE.n, S = TRACE.steps, B = TRACE.base, LOG_AROUND = 40;
  const $ = (id) => document.getElementById(id);
  const board = $("board"), log = $("log"), slider = $("slider"), speed = $("speed");
  const playButton = $("play");
  const at = (r, c) => "(" + (r + B) + "," + (c + B) + ")";
  const LINES = { c: "column", d: "diagonal (\\)", a: "anti-diagonal (/)" };
  board.style.setProperty("--n", N);
  const cells = [];
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const d = document.createElement("div");
      d.dataset.r = r + B;
      d.dataset.c = c + B;
      board.appendChild(d);
      cells.push(d);
    }
  }
  slider.max = S.length - 1;
  const solutionAt = [];
  S.forEach((s, i) => { if (s[1] === "S") solutionAt.push(i); });
  let cur = 0, timer = null;

  // How the queen at (qr, qc) attacks (r, c): "c", "d", "a", or "" (rows are not lines here:
  // the search never tries a square on a row that holds a queen).
  function attackLine(qr, qc, r, c) {
    if (qc === c) return "c";
    if (qr - qc === r - c) return "d";
    if (qr + qc === r + c) return "a";
    return "";
  }

  function lineOfAttack(ar, ac, r, c) {
    // The squares strictly between the attacker and the refused square.
    const dr = Math.sign(r - ar), dc = Math.sign(c - ac), out = [];
    for (let i = ar + dr, j = ac + dc; i !== r || j !== c; i += dr, j += dc) out.push([i, j]);
    return out;
  }

  // ---- The code pane: the lines that produced the step, and the call stack. --------------
  let lit = [];
  function renderCode(s) {
    if (!CODE) return;
    for (const li of lit) li.classList.remove("lit");
    lit = s[14].map((l) => $("L" + l)).filter(Boolean);
    for (const li of lit) li.classList.add("lit");
    if (!CODE.call) return;
    const f = CODE.call;
    $("stack").replaceChildren(...s[15].map((col, row) => {
      const li = document.createElement("li");
      li.textContent = f.function + "(" + f.row + "=" + row + ")" + (col === null ? "" : " " + f.column + "=" + col);
      if (row === s[15].length - 1) li.className = "top";
      return li;
    }));
  }

  function render() {
    const s = S[cur];
    const [step, kind, r, c, ar, ac, , queens, tries, accepts, rejects, backtracks, solutions, text] = s;
    const attacked = (row, col) => row < queens.length ||
      queens.some((qc, qr) => attackLine(qr, qc, row, col) !== "");
    cells.forEach((d, i) => {
      const row = Math.floor(i / N), col = i % N;
      d.className = "sq " + ((row + col) % 2 ? "dark" : "light");
      d.textContent = "";
      if (queens[row] === col) {
        d.classList.add("queen");
        d.textContent = TRACE.queen;
      } else if (attacked(row, col)) {
        d.classList.add("attacked");
      }
    });
    if (r >= 0) {
      const d = cells[r * N + c];
      const mark = { t: "try", a: "accept", r: "reject", b: "lifted" }[kind];
      if (mark) d.classList.add(mark);
      d.classList.remove("attacked");
      if (kind === "r") d.textContent = "\u2717";
      if (kind === "t") d.textContent = "?";
      if (kind === "b") d.textContent = TRACE.queen;
    }
    if (kind === "r") {
      cells[ar * N + ac].classList.add("attacker");
      for (const [i, j] of lineOfAttack(ar, ac, r, c)) cells[i * N + j].classList.add("line");
    }
    if (kind === "S") queens.forEach((col, row) => cells[row * N + col].classList.add("solution"));
    board.classList.toggle("solved", kind === "S");
    board.dataset.step = step;
    board.dataset.kind = kind;
    $("c-step").textContent = step;
    $("c-tries").textContent = tries;
    $("c-accepts").textContent = accepts;
    $("c-rejects").textContent = rejects;
    $("c-backtracks").textContent = backtracks;
    $("c-solutions").textContent = solutions;
    $("now").textContent = text.replace(/^(\u2502 )+/, "");
    $("now").className = "k-" + kind;
    slider.value = cur;
    const line = renderLog();
    renderCode(s);
    renderQuiz();
    // The search tree and the variables draw themselves from the step (tree.js, variables.js).
    document.dispatchEvent(new CustomEvent("player:step", { detail: cur }));
    center(log, line);
    if (CODE) center($("code"), lit[0]);
  }

  function renderLog() {
    // Only the lines around the current one are in the page: a trace may hold 100 000 steps.
    const from = Math.max(0, cur - LOG_AROUND), to = Math.min(S.length, cur + LOG_AROUND + 1);
    const items = [];
    let current = null;
    for (let i = from; i < to; i++) {
      const li = document.createElement("li");
      li.className = "k-" + S[i][1] + (i === cur ? " cur" : i < cur ? " past" : " future");
      li.textContent = S[i][13];
      if (i === cur) current = li;
      items.push(li);
    }
    log.replaceChildren(...items);
    return current;
  }

  // Scrolls `pane` so that `item` is in its middle. Called once every pane has changed, so
  // the page lays itself out once per step, not once per pane.
  function center(pane, item) {
    if (item) pane.scrollTop = item.offsetTop - pane.clientHeight / 2 + item.offsetHeight / 2;
  }

  // ---- The quiz: before a try is answered, the student says what will happen. ------------
  const quizOn = $("quiz-on"), answers = new Map();
  let guess = null;
  function question() {
    // The try at the current step, if the next record answers it.
    const s = S[cur], next = S[cur + 1];
    if (!quizOn.checked || s[1] !== "t" || !next || next[2] !== s[2] || next[3] !== s[3]) return null;
    return next[1] === "a" || next[1] === "r" ? next : null;
  }
  const pending = () => question() !== null && !answers.has(cur);
  function score() {
    let right = 0;
    for (const a of answers.values()) if (a.right) right++;
    const asked = [...answers.values()].filter((a) => a.right !== null).length;
    $("q-score").textContent = right + " of " + asked;
  }
  function verdict(next, said) {
    const sq = at(next[2], next[3]);
    if (next[1] === "a") {
      return said.kind === "a"
        ? { right: true, why: "Right: no queen attacks " + sq + ", so it is placed." }
        : { right: false, why: "Wrong: no queen attacks " + sq + ": it is placed." };
    }
    const by = "the queen at " + at(next[4], next[5]) + " attacks it along its " + LINES[next[6]];
    if (said.kind === "a") return { right: false, why: "Wrong: " + sq + " is rejected: " + by + "." };
    const [qr, qc] = said.queen, how = attackLine(qr, qc, next[2], next[3]);
    const named = "the queen at " + at(qr, qc);
    if (how === said.line) {
      const also = qr === next[4] ? "" : " (the trace names the queen at " + at(next[4], next[5]) + ", the topmost)";
      return { right: true, why: "Right: " + named + " attacks " + sq + " along its " + LINES[how] + also + "." };
    }
    if (how) return { right: false, why: "Wrong line: " + named + " attacks " + sq + " along its " + LINES[how] + ", not its " + LINES[said.line] + "." };
    return { right: false, why: "Wrong: " + named + " does not attack " + sq + "; " + by + "." };
  }
  function answer(said) {
    const next = question();
    if (!next) return;
    answers.set(cur, said === null ? { right: null, why: "Skipped: " + S[cur + 1][13].replace(/^(\u2502 )+/, "") } : verdict(next, said));
    guess = null;
    score();
    go(cur + 1);
  }
  function renderQuiz() {
    $("quiz").hidden = !quizOn.checked;
    $("stage").classList.toggle("quizzing", quizOn.checked);
    if (!quizOn.checked) return;
    const next = question(), asked = next && !answers.has(cur);
    const s = S[cur];
    $("q-kind").hidden = !asked;
    $("q-why").hidden = !(asked && guess && guess.kind === "r");
    $("q-ask").textContent = asked ? "Will " + at(s[2], s[3]) + " be accepted or rejected?" : "";
    const prev = S[cur - 1] && answers.get(cur - 1);
    $("q-verdict").textContent = asked ? "" : prev ? prev.why : "";
    $("q-verdict").className = prev && !asked ? (prev.right ? "right" : prev.right === false ? "wrong" : "") : "";
    if (asked && guess && guess.kind === "r") {
      $("q-queens").replaceChildren(...s[7].map((col, row) => {
        const b = document.createElement("button");
        b.textContent = at(row, col);
        b.dataset.row = row;
        b.dataset.col = col;
        b.className = "q-queen" + (guess.queen && guess.queen[0] === row ? " chosen" : "");
        return b;
      }));
      for (const id of ["q-column", "q-diagonal", "q-anti"]) $(id).classList.toggle("chosen", guess.line === $(id).dataset.line);
    }
  }
  function choose(part) {
    if (!pending()) return;
    guess = Object.assign(guess || {}, part);
    if (guess.kind === "a") return answer(guess);
    if (guess.kind === "r" && guess.queen && guess.line) return answer(guess);
    renderQuiz();
  }
  // The quiz's buttons let go of the focus once clicked, so that Enter and space keep playing
  // and stepping instead of pressing them again.
  const onClick = (id, act) => $(id).addEventListener("click", (e) => { e.currentTarget.blur(); act(e); });
  onClick("q-accept", () => choose({ kind: "a" }));
  onClick("q-reject", () => choose({ kind: "r" }));
  onClick("q-skip", () => answer(null));
  onClick("q-queens", (e) => {
    const b = e.target.closest(".q-queen");
    if (b) choose({ queen: [Number(b.dataset.row), Number(b.dataset.col)] });
  });
  for (const id of ["q-column", "q-diagonal", "q-anti"]) onClick(id, () => choose({ line: $(id).dataset.line }));
  quizOn.addEventListener("change", () => { guess = null; pause(); render(); quizOn.blur(); });

  // ---- Moving, playing, keys. ---------------------------------------------------------------
  // The panes that are scripts of their own go to a step through this (tree.js).
  window.player = { go: (i) => go(i) };
  function go(i) {
    cur = Math.max(0, Math.min(S.length - 1, i));
    render();
    if (cur === S.length - 1) pause();
  }
  // Forward one step, unless a quiz question waits for its answer.
  function forward() {
    if (pending()) {
      pause();
      $("q-ask").classList.add("nudge");
      setTimeout(() => $("q-ask").classList.remove("nudge"), 600);
      return false;
    }
    go(cur + 1);
    return true;
  }

  function tick() {
    if (cur >= S.length - 1 || !forward()) return pause();
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
  const nextSolution = () => {
    const i = solutionAt.find((k) => k > cur);
    if (i !== undefined) go(i);
  };
  const prevSolution = () => {
    const before = solutionAt.filter((k) => k < cur);
    if (before.length) go(before[before.length - 1]);
  };

  // The theme: light, dark, or the viewer's preference, which the page follows as it changes.
  const THEMES = ["light", "dark", "auto"];
  const prefersDark = window.matchMedia("(prefers-color-scheme: dark)");
  function setTheme(theme) {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.scheme = theme === "auto" ? (prefersDark.matches ? "dark" : "light") : theme;
    $("theme").textContent = "theme: " + theme;
  }
  prefersDark.addEventListener("change", () => setTheme(document.documentElement.dataset.theme));
  setTheme(TRACE.theme);

  const actions = {
    first: () => go(0), back: () => go(cur - 1), play: toggle, fwd: forward,
    last: () => go(S.length - 1), "next-sol": nextSolution, "prev-sol": prevSolution,
    theme: () => setTheme(THEMES[(THEMES.indexOf(document.documentElement.dataset.theme) + 1) % 3]),
  };
  for (const [id, act] of Object.entries(actions)) {
    $(id).addEventListener("click", (e) => { act(); e.currentTarget.blur(); });
  }
  slider.addEventListener("input", () => go(Number(slider.value)));
  speed.addEventListener("input", () => { $("speed-v").textContent = speed.value; });
  const keys = {
    ArrowRight: forward, " ": forward, ArrowLeft: actions.back, Home: actions.first,
    End: actions.last, Enter: toggle, p: toggle, n: nextSolution, N: prevSolution,
  };
  document.addEventListener("keydown", (e) => {
    const act = keys[e.key];
    if (!act || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    act();
  });

  // A link may name a step, ask to play and turn the quiz on: player.html#step=42&play&quiz
  const hash = new URLSearchParams(location.hash.slice(1));
  const want = Number(hash.get("step"));
  let start = 0;
  if (hash.has("step") && Number.isFinite(want)) {
    start = S.findIndex((s) => s[0] >= want);
    if (start < 0) start = S.length - 1;
  }
  quizOn.checked = hash.has("quiz");
  go(start);
  if (hash.has("play")) play();
})();
