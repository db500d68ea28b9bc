"use strict";
// The exercise: the student carries out the search on the board and the page judges each move
// against the trace it holds, the model search. The student picks the square to try next (a
// click, or the arrows and Enter), says whether it is accepted or rejected (for a reject, which
// queen attacks it and along which line) and when to backtrack; a solution and the done follow
// by themselves. The rules are those of the library's src/exercise.rs, carried over line for
// line in judge.js (the same moves, reasons in the same order, tally and record), so that the
// record downloaded here has the bytes `step --exercise --record FILE` writes for the same moves.
//
// It hooks into the player through window.player: the board shows the record of the last event
// that stood (player.go), and onStep lets the exercise draw its cursor on it; what would answer the
// next move (the attacked and free squares, the log's later lines) the style hides. While the
// exercise runs, the player's own stepping keys and swipes are held back, since stepping on
// would show the model's next move. The words come from EXERCISE_WORDS, by language.
//
// The moves made are kept in the browser's storage (under a key of the page's address and its
// trace), in the link's notation below, so that a reload takes the exercise up where it was; and
// the switch, the menus and "again", which would begin it afresh, ask first while the search is
// not over.
//
// A link may open the exercise and replay moves through the judge, as if made:
// player.html#exercise&feedback=end&on-wrong=fix&moves=t0.0,a,t1.0,r0.0c,b,h,f
// (t ROW.COL a try, a accept, r ROW.COL LINE a reject naming a queen and c, d or a its line,
// b backtrack, h a hint, f the model's move made; rows and columns from 0).
(function () {
  const player = window.player;
  if (!player || !window.exerciseJudge || typeof EXERCISE_WORDS === "undefined") return;
  // The exercise places queens: another problem's page has none (the player says so).
  if (typeof PROBLEM !== "undefined") return;
  const N = TRACE.n, S = TRACE.steps, B = TRACE.base;
  const $ = (id) => document.getElementById(id);
  const board = $("board"), cells = [...board.children];
  const GIVEN = window.exerciseJudge.given;
  // The exercise needs the model whole: every step from the start to the done.
  const whole = S.length > 1 && S[0][1] === "s" && S[S.length - 1][1] === "d" && S.every((s, i) => s[0] === i);

  const { Judge, record, moveOf } = window.exerciseJudge;

  // ---- Words. ---------------------------------------------------------------------------------
  const words = () => EXERCISE_WORDS[document.documentElement.lang] || EXERCISE_WORDS[TRACE.lang] || EXERCISE_WORDS.en;
  // A template filled as lang.rs fills it: `{name}` a value (a number, text, an isolated
  // {iso} piece or a list of pieces), `{name:one|many}` a word picked by a count.
  const PLACE = /\{([^{}:]*)(?::([^{}]*))?\}/g;
  function fillT(template, args) {
    const out = [];
    let last = 0;
    for (const m of template.matchAll(PLACE)) {
      out.push(template.slice(last, m.index));
      last = m.index + m[0].length;
      const v = args[m[1]];
      if (v === undefined) out.push(m[0]);
      else if (m[2] !== undefined) {
        const forms = m[2].split("|");
        out.push(v === 1 ? forms[0] : forms[1] ?? forms[0]);
      } else if (Array.isArray(v)) out.push(...v);
      else out.push(typeof v === "number" ? String(v) : v);
    }
    out.push(template.slice(last));
    return out.filter((p) => p !== "");
  }
  const say = (name, args) => fillT(words()[name], args || {});
  const sq = (p) => ({ iso: "(" + (p[0] + B) + "," + (p[1] + B) + ")" });
  const MARK = { c: "|", d: "\\", a: "/" };
  const ATTACK = { c: "quiz_column", d: "quiz_diagonal", a: "quiz_anti_diagonal" };
  function moveWords(m) {
    const [tryIt, accept, reject, backtrack] = words().ex_moves;
    if (m.move === "try") return fillT(tryIt, { sq: sq([m.row, m.col]) });
    if (m.move === "reject") return fillT(reject, { q: sq(m.queen), line: MARK[m.line] });
    return [m.move === "accept" ? accept : backtrack];
  }
  // The reason in words, as the terminal's exercise says it; `square` the square tried.
  function whyWords(w, square) {
    const s = sq(square || [0, 0]);
    const attack = (q, line) => say(ATTACK[line], { q: sq(q), sq: s });
    switch (w.why) {
      case "other-row": return say("ex_other_row", { r: w.row + B, sq: sq(w.next) });
      case "tried": return say("ex_tried", { sq: sq(w.next) });
      case "skipped": return say("ex_skipped", { sq: sq(w.next) });
      case "row-done": return w.queen ? say("ex_row_done", { r: w.row + B, q: sq(w.queen) }) : say("ex_row_over", { r: w.row + B });
      case "untried": return say("ex_untried", { sq: sq(w.next) });
      case "attacked": case "line": return attack(w.queen, w.line);
      case "free": return say("quiz_free", { sq: s });
      case "no-queen": return say("ex_no_queen", { q: sq(w.named) });
      case "innocent": return [...say("quiz_innocent", { q: sq(w.named), sq: s }), ...attack(w.queen, w.line)];
      case "not-topmost": return [...attack(w.queen, w.line), ...say("quiz_topmost", { q: sq(w.queen) })];
    }
    return [];
  }
  function refusalWords(r) {
    const [nothing, answer, noQueen, over] = words().pex_refused;
    if (r.kind === "answer") return fillT(answer, { sq: sq(r.square) });
    return [{ nothing: nothing, "no-queen": noQueen, over: over }[r.kind]];
  }

  // ---- The page's parts: the switch, and the panel under the board. ---------------------------
  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    e.append(...kids);
    return e;
  }
  const button = (id, word, extra) => el("button", Object.assign({ id: id, type: "button", "data-xw": word }, extra || {}));
  const option = (value, word) => el("option", { value: value, "data-xw": word });
  const on = el("input", { type: "checkbox", id: "ex-on" });
  const switchLabel = el("label", { class: "switch", id: "ex-switch" }, on, " ", el("span", { "data-xw": "pex_switch" }));
  $("switches").append(switchLabel);
  const feedbackMenu = el("select", { id: "ex-feedback" }, option("now", "pex_feedback_now"), option("end", "pex_feedback_end"));
  const onWrongMenu = el("select", { id: "ex-on-wrong" }, option("undo", "pex_undo"), option("fix", "pex_fix"));
  const panel = el("div", { id: "exercise", hidden: "" },
    el("p", { id: "ex-score" }),
    el("p", { id: "ex-ask", "aria-live": "polite" }),
    el("div", { id: "ex-moves" },
      button("ex-accept", "page_accept"), " ", button("ex-reject", "page_reject"), " ",
      button("ex-backtrack", "pex_backtrack"), " ", button("ex-hint", "pex_hint"), " ", button("ex-make", "pex_make")),
    el("div", { id: "ex-lines", hidden: "" },
      button("ex-column", "page_column", { "data-line": "c" }), " ",
      button("ex-diagonal", "page_diagonal", { "data-line": "d" }), " ",
      button("ex-anti", "page_anti_diagonal", { "data-line": "a" }), " ",
      button("ex-back", "pex_back")),
    el("p", { id: "ex-said", "aria-live": "polite" }),
    el("div", { id: "ex-end", hidden: "" }, el("h3", { "data-xw": "pex_result" }), el("p", { id: "ex-final" }),
      el("p", { id: "ex-mistakes-head" }), el("ol", { id: "ex-mistakes" })),
    el("p", { id: "ex-record" }, button("ex-download", "pex_download"), " ", button("ex-again", "pex_again"), " ",
      el("span", { id: "ex-record-size" })),
    el("p", { id: "ex-keys", "data-xw": "pex_keys" }));
  $("now").after(panel);
  // How the exercise judges, beside its switch: a change begins it again.
  const settings = el("span", { id: "ex-settings" },
    el("label", { "data-xt": "pex_restart_tip" }, el("span", { "data-xw": "pex_feedback" }), " ", feedbackMenu), " ",
    el("label", { "data-xt": "pex_restart_tip" }, el("span", { "data-xw": "pex_on_wrong" }), " ", onWrongMenu));
  switchLabel.after(settings);
  // The legend names the start's queens when there are any.
  if (GIVEN.length) {
    $("legend").prepend(el("li", {}, el("span", { class: "sw queen given" }, TRACE.queen), " ", el("span", { "data-xw": "pex_given" })));
  }

  let shownLang = null;
  function relabel() {
    const w = words();
    shownLang = document.documentElement.lang;
    for (const e of document.querySelectorAll("[data-xw]")) e.textContent = w[e.dataset.xw];
    for (const e of document.querySelectorAll("[data-xt]")) e.title = w[e.dataset.xt];
    switchLabel.title = whole ? w.pex_switch_tip : w.pex_whole;
  }

  // ---- The exercise in the page. ----------------------------------------------------------------
  let judge = null, phase = "move", named = null, cursor = [GIVEN.length < N ? GIVEN.length : 0, 0];
  // What was said last, as a function of the words, so that a language switch says it again.
  let said = null;
  on.disabled = !whole;

  // ---- Work that is not lost. ------------------------------------------------------------------
  // The moves made so far, in the link's notation, kept under a key of this page and its trace.
  let log = [], replaying = false;
  const KEY = "nqueens-trace-exercise:" + location.pathname + ":" + N + ":" + S.length + ":" +
    GIVEN.join(".") + ":" + JSON.stringify(S[S.length - 1]);
  // Storage may be refused (a private window, a sandbox): the exercise then runs without it.
  function save() {
    try {
      localStorage.setItem(KEY, JSON.stringify({ feedback: feedbackMenu.value, on_wrong: onWrongMenu.value, moves: log.join(",") }));
    } catch (e) { /* nothing kept */ }
  }
  function saved() {
    try {
      const s = JSON.parse(localStorage.getItem(KEY) || "null");
      return s && typeof s.moves === "string" && s.moves ? s : null;
    } catch (e) { return null; }
  }
  function forget() {
    try { localStorage.removeItem(KEY); } catch (e) { /* nothing kept */ }
  }
  function note(token) {
    log.push(token);
    if (!replaying) save();
  }
  // Whether beginning again would lose anything: the search is not over and something was done.
  function mayLeave() {
    if (!judge || judge.over()) return true;
    const t = judge.tally;
    if (!(t.moves || t.wrong || t.hints)) return true;
    const text = say("pex_leave", { k: t.moves }).map((p) => (typeof p === "string" ? p : p.iso)).join("");
    return window.confirm(text);
  }

  function begin() {
    judge = new Judge(feedbackMenu.value, onWrongMenu.value);
    phase = "move";
    named = null;
    said = null;
    cursor = [GIVEN.length < N ? GIVEN.length : 0, 0];
    log = [];
    forget();
    player.go(0);
  }
  function setOn(value) {
    on.checked = value && whole;
    document.body.classList.toggle("exercising", on.checked);
    panel.hidden = !on.checked;
    const quiz = $("quiz-on");
    if (on.checked && quiz.checked) {
      quiz.checked = false;
      quiz.dispatchEvent(new Event("change"));
    }
    quiz.disabled = on.checked;
    board.classList.remove("ex-picking");
    if (on.checked) begin();
    else player.go(player.index());
  }
  on.addEventListener("change", () => {
    if (!on.checked && !mayLeave()) on.checked = true;
    else {
      if (!on.checked) forget();
      setOn(on.checked);
    }
    on.blur();
  });
  for (const menu of [feedbackMenu, onWrongMenu]) {
    let was = menu.value;
    menu.addEventListener("focus", () => { was = menu.value; });
    menu.addEventListener("change", () => {
      if (judge && !mayLeave()) menu.value = was;
      else if (judge) begin();
      was = menu.value;
      menu.blur();
    });
  }

  // Shows what stood: the board at the last event that stood, the cursor where the search goes on.
  function show(stood) {
    if (stood.length) {
      const first = S[stood[0]];
      if (first[1] === "a" && first[2] + 1 < N) cursor = [first[2] + 1, 0];
      else if (first[1] === "r" || first[1] === "b") cursor = [first[2], Math.min(first[3] + 1, N - 1)];
    }
    player.go(judge.last);
  }
  // A move in the link's notation.
  function token(m) {
    if (m.move === "try") return "t" + m.row + "." + m.col;
    if (m.move === "reject") return "r" + m.queen[0] + "." + m.queen[1] + m.line;
    return m.move === "accept" ? "a" : "b";
  }
  function play(m) {
    phase = "move";
    named = null;
    note(token(m));
    const square = judge.trying;
    const r = judge.play(m);
    if (r.refused) {
      said = { words: () => refusalWords(r.refused) };
      return player.go(judge.last);
    }
    const now = judge.feedback === "now";
    if (!r.wrong) said = now ? { right: true, words: () => [words().quiz_right, ...moveWords(m)] } : null;
    else if (r.stood.length === 0) said = { right: false, words: () => (now ? [words().quiz_wrong, ...whyWords(r.wrong, square)] : [words().ex_undone]) };
    else {
      const made = moveOf(S[r.stood[0]]);
      const fixed = () => say("ex_fixed", { move: moveWords(made) });
      said = { right: false, words: () => (now ? [words().quiz_wrong, ...whyWords(r.wrong, square), "; ", ...fixed()] : fixed()) };
    }
    show(r.stood);
  }
  function hint() {
    note("h");
    const m = judge.hint();
    said = { words: () => (m ? say("ex_hint", { move: moveWords(m) }) : [words().pex_over]) };
    player.go(judge.last);
  }
  function makeMove() {
    phase = "move";
    note("f");
    const stood = judge.fix();
    if (!stood) {
      said = { words: () => [words().pex_over] };
      return player.go(judge.last);
    }
    const made = moveOf(S[stood[0]]);
    said = { words: () => say("ex_fixed", { move: moveWords(made) }) };
    show(stood);
  }
  function reject() {
    if (!judge.trying) {
      said = { words: () => refusalWords({ kind: "nothing" }) };
    } else {
      phase = "queen";
      said = null;
    }
    player.go(judge.last);
  }
  function pickQueen(r, c) {
    named = [r, c];
    phase = "line";
    player.go(judge.last);
  }
  function line(l) {
    if (phase === "line") play({ move: "reject", queen: named, line: l });
  }
  function back() {
    phase = "move";
    named = null;
    player.go(judge.last);
  }
  // A square of the board, clicked or under the cursor and Enter.
  function square(r, c) {
    cursor = [r, c];
    if (phase === "queen") pickQueen(r, c);
    else if (phase === "move") play({ move: "try", row: r, col: c });
    else player.go(judge.last);
  }

  function download() {
    const blob = new Blob([record(judge)], { type: "application/x-ndjson" });
    const a = el("a", { href: URL.createObjectURL(blob), download: "exercise-n" + N + ".jsonl" });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  // The buttons let go of the focus once clicked, so that the keys keep answering.
  const onClick = (id, act) => $(id).addEventListener("click", (e) => { e.currentTarget.blur(); if (judge) act(); });
  onClick("ex-accept", () => play({ move: "accept" }));
  onClick("ex-reject", reject);
  onClick("ex-backtrack", () => play({ move: "backtrack" }));
  onClick("ex-hint", hint);
  onClick("ex-make", makeMove);
  onClick("ex-back", back);
  onClick("ex-download", download);
  onClick("ex-again", () => { if (mayLeave()) begin(); });
  for (const [id, l] of [["ex-column", "c"], ["ex-diagonal", "d"], ["ex-anti", "a"]]) onClick(id, () => line(l));
  board.addEventListener("click", (e) => {
    const d = e.target.closest("[data-r]");
    if (!d || !on.checked || !judge) return;
    square(Number(d.dataset.r) - B, Number(d.dataset.c) - B);
  });

  // The keys of `step --exercise`, ahead of the player's own (which would step the model on).
  const HELD = new Set(["ArrowRight", "ArrowLeft", " ", "Home", "End", "Enter", "p", "n", "N"]);
  window.addEventListener("keydown", (e) => {
    if (!on.checked || !judge || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement && e.target.type !== "checkbox") return;
    const [r, c] = cursor, k = e.key;
    const moves = {
      ArrowUp: () => { cursor = [Math.max(0, r - 1), c]; player.go(judge.last); },
      ArrowDown: () => { cursor = [Math.min(N - 1, r + 1), c]; player.go(judge.last); },
      ArrowLeft: () => { cursor = [r, Math.max(0, c - 1)]; player.go(judge.last); },
      ArrowRight: () => { cursor = [r, Math.min(N - 1, c + 1)]; player.go(judge.last); },
      Enter: () => square(r, c), " ": () => square(r, c),
      a: () => (phase === "move" ? play({ move: "accept" }) : null),
      r: () => (phase === "move" ? reject() : null),
      "|": () => line("c"), "\\": () => line("d"), "/": () => line("a"),
      b: () => (phase === "move" ? play({ move: "backtrack" }) : null),
      h: hint, f: makeMove, Escape: back,
    };
    const act = moves[k];
    if (!act && !HELD.has(k)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (act) act();
  }, true);
  // A swipe would step the model on too.
  window.addEventListener("touchend", (e) => {
    if (on.checked && e.target instanceof Element && e.target.closest("#stage")) e.stopPropagation();
  }, true);

  // ---- Drawing, after the player has drawn the step. ----------------------------------------------
  function put(id, pieces) { player.put($(id), pieces); }
  function decorate() {
    if (shownLang !== document.documentElement.lang) relabel();
    // The start's queens, drawn apart from the queens the search placed, in every player.
    const queens = S[player.index()][7];
    GIVEN.forEach((col, row) => { if (queens[row] === col) cells[row * N + col].classList.add("given"); });
    // The exercise's own marks are taken off and put back here, whatever the player kept of a
    // square's classes; the attacked and free squares, which would answer the next move, the
    // style hides while the exercise runs.
    for (const d of cells) d.classList.remove("ex-cursor", "ex-named");
    if (!on.checked || !judge) return;
    cells[cursor[0] * N + cursor[1]].classList.add("ex-cursor");
    if (named) cells[named[0] * N + named[1]].classList.add("ex-named");
    board.classList.toggle("ex-picking", phase === "queen");
    const t = judge.tally;
    put("ex-score", say("ex_score", t));
    const over = judge.over();
    let ask;
    if (over) ask = [words().pex_over];
    else if (phase === "queen") ask = say("pex_queen", { sq: sq(judge.trying) });
    else if (phase === "line") ask = say("quiz_line", { q: sq(named), sq: sq(judge.trying) });
    else if (judge.trying) ask = say("quiz_ask", { sq: sq(judge.trying) });
    else ask = [words().pex_pick];
    put("ex-ask", ask);
    // A reject's questions in turn: the queen (a click on the board), then the line.
    $("ex-moves").hidden = phase !== "move" || over;
    $("ex-lines").hidden = phase === "move";
    for (const id of ["ex-column", "ex-diagonal", "ex-anti"]) $(id).hidden = phase !== "line";
    put("ex-said", said ? said.words() : []);
    $("ex-said").className = said && said.right === true ? "right" : said && said.right === false ? "wrong" : "";
    // What stood, and a done of its own when the search is not over.
    const lines = judge.last + 1 + (S[judge.last][1] === "d" ? 0 : 1);
    put("ex-record-size", say("pex_record", { k: lines }));
    // At the end, the score and the wrong moves beside the model's, with the reasons.
    $("ex-end").hidden = !over;
    if (over) {
      put("ex-final", say("ex_score", t));
      const ms = judge.mistakes;
      put("ex-mistakes-head", ms.length ? say("ex_mistakes", { k: ms.length }) : [words().pex_none]);
      $("ex-mistakes").replaceChildren(...ms.map((m) => {
        const li = document.createElement("li");
        player.put(li, say("ex_mistake", { i: m.step, said: moveWords(m.said), model: moveWords(m.model), why: whyWords(m.why, m.square) }));
        return li;
      }));
    }
  }
  player.onStep(decorate);

  // ---- A link's exercise, and the export's. ------------------------------------------------------
  const hash = new URLSearchParams(location.hash.slice(1));
  const open = EXERCISE.open;
  // The moves kept from before a reload, unless a link gives moves of its own or other modes.
  const kept = hash.has("moves") ? null : saved();
  const same = (name, value) => !hash.has(name) || hash.get(name) === value;
  const resume = whole && kept && same("feedback", kept.feedback) && same("on-wrong", kept.on_wrong) ? kept : null;
  feedbackMenu.value = hash.get("feedback") || (resume ? resume.feedback : open ? open.feedback : "now");
  if (!feedbackMenu.value) feedbackMenu.value = "now";
  onWrongMenu.value = hash.get("on-wrong") || (resume ? resume.on_wrong : open ? open.on_wrong : "undo");
  if (!onWrongMenu.value) onWrongMenu.value = "undo";
  relabel();
  if (whole && (open || hash.has("exercise") || resume)) {
    setOn(true);
    replay(resume ? resume.moves : hash.get("moves") || "");
    if (resume) {
      const k = judge.tally.moves;
      said = { words: () => say("pex_resumed", { k: k }) };
      player.go(judge.last);
    }
  } else {
    decorate();
  }
  // Plays the moves of a link (see the top of this file), each as if the student made it.
  function replay(text) {
    // Kept once at the end, not once a move: a long exercise has thousands.
    replaying = true;
    for (const m of text.split(",").filter(Boolean)) {
      const sqm = /^([tr])(\d+)\.(\d+)([cda]?)$/.exec(m);
      if (m === "a") play({ move: "accept" });
      else if (m === "b") play({ move: "backtrack" });
      else if (m === "h") hint();
      else if (m === "f") makeMove();
      else if (sqm && sqm[1] === "t") play({ move: "try", row: Number(sqm[2]), col: Number(sqm[3]) });
      else if (sqm && sqm[4]) play({ move: "reject", queen: [Number(sqm[2]), Number(sqm[3])], line: sqm[4] });
    }
    replaying = false;
    if (log.length) save();
  }
})();
