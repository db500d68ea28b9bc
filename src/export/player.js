"use strict";
// The player: TRACE.steps holds one record per step,
// [step, kind, row, col, attackerRow, attackerCol, conflict, queens, tries, accepts, rejects,
//  backtracks, solutions, facts] and, under --code, [codeLines, stack] after them, with -1
// (or "") where a field does not apply; facts are what the log line needs beyond the rest
// (the limit of a start, the index of a solution, the totals of the done line) and what the
// quiz of src/quiz.rs decided (how each queen above attacks a try's square, a backtrack's
// free square). Every record carries the whole board, so any step can be shown at once,
// without replaying the steps before it. LANGS holds the words of every language, so the
// page switches language without a new export and writes the log lines itself, from the same
// templates as the text trace (words.js, which runs before this script). CODE is null
// without a code pane.
//
// Other panes hook in through window.player: player.asking() is true while a quiz question
// is open (the body has the class "asking" then too), and nothing on the screen may answer it;
// player.onStep(fn) calls fn(index, record) after each step is drawn; player.words() is the
// current language's table and player.fill(name, args) one of its templates, as nodes;
// player.line(i) the log line of step i, as text.
(function () {
  const N = TRACE.n, S = TRACE.steps, B = TRACE.base;
  const $ = (id) => document.getElementById(id);
  // A class or a property written only when it changes: writing the same value again still
  // tells observers (the tree redraws on the body's class) and may restyle, at every step.
  const flag = (el, cls, on) => { if (el.classList.contains(cls) !== on) el.classList.toggle(cls, on); };
  const set = (el, key, value) => { if (el[key] !== value) el[key] = value; };
  const board = $("board"), log = $("log"), slider = $("slider"), speed = $("speed"), now = $("now");
  const playButton = $("play");
  const hooks = [];
  board.style.setProperty("--n", N);
  // Another problem's picture (picture.js) draws in the board's place.
  const PIC = window.playerPicture || null;
  if (PIC) PIC.init(board);
  const cells = [];
  for (let r = 0; r < N && !PIC; r++) {
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

  // ---- Words: the templates of lang.rs, filled as the library fills them (words.js). -------
  const T = window.playerWords;
  let lang = T.lang(), W = T.words();
  const { fill, plain, sign, say, sq, logLine, bare } = T;
  // Writes `pieces` into `el`, each isolated piece in a <bdi>; nothing when `el` already
  // shows them, as it mostly does from one step to the next.
  const putAs = new WeakMap();
  function put(el, pieces) {
    if (pieces.every((p) => typeof p === "string")) {
      const text = pieces.join("");
      if (el.textContent !== text || el.firstElementChild) el.textContent = text;
      return;
    }
    const sig = pieces.map(sign).join("\u0001");
    if (putAs.get(el) === sig && el.textContent === plain(pieces)) return;
    putAs.set(el, sig);
    el.textContent = "";
    append(el, pieces);
  }
  function append(el, pieces) {
    let text = "";
    for (const p of pieces) {
      if (typeof p === "string") { text += p; continue; }
      if (text) { el.append(text); text = ""; }
      let b;
      if (p.keep) {
        b = document.createElement("span");
        b.className = "keep";
        append(b, p.keep);
      } else if (p.num !== undefined) {
        b = document.createElement("span");
        b.className = "num";
        b.style.minWidth = p.digits + "ch";
        b.textContent = p.num;
      } else if (p.mirror !== undefined) {
        b = document.createElement("span");
        b.className = "mirror";
        b.textContent = p.mirror;
      } else {
        b = document.createElement("bdi");
        b.textContent = p.iso;
      }
      el.append(b);
    }
    if (text) el.append(text);
  }

  // The board's rule, from words.js. A square of a row that holds a queen is drawn attacked
  // (one queen a row), which board.rs leaves to the search.
  const { attackedBy, lineOfAttack } = T;

  // ---- The code pane: the lines that produced the step, and the call stack. --------------
  // Returns whether the lit lines changed (the pane scrolls to them then).
  let lit = [], litKey = "";
  function renderCode(s) {
    if (!CODE) return false;
    const lines = s[14].join(","), moved = lines !== litKey;
    if (moved) {
      litKey = lines;
      for (const li of lit) li.classList.remove("lit");
      lit = s[14].map((l) => $("L" + l)).filter(Boolean);
      for (const li of lit) li.classList.add("lit");
    }
    if (!CODE.call) return moved;
    const f = CODE.call, key = s[15].join(",");
    if ($("stack").dataset.frames === key) return moved;
    const stack = $("stack");
    stack.dataset.frames = key;
    // The frames kept, a step mostly changing the top one's column: only what differs is
    // written.
    const frames = s[15];
    while (stack.childElementCount > frames.length) stack.lastElementChild.remove();
    frames.forEach((col, row) => {
      const li = stack.children[row] || stack.appendChild(document.createElement("li"));
      const text = f.function + "(" + f.row + "=" + row + ")" + (col === null ? "" : " " + f.column + "=" + col);
      if (li.textContent !== text) li.textContent = text;
      set(li, "className", row === frames.length - 1 ? "top" : "");
    });
    return moved;
  }

  // ---- The board. ----------------------------------------------------------------------------
  // In a quiz the board shows the queens and the square asked about, nothing that answers a
  // question: no attacked squares, no free ones.
  // Each square's class and glyph as last written, so that a step writes only the squares
  // that change (a few), without reading the page back.
  const cellClass = cells.map(() => ""), cellGlyph = cells.map(() => "");
  function renderBoard(s, hide) {
    const [step, kind, r, c, ar, ac, , queens] = s;
    const rows = queens.length;
    // On a reject, the attacker and the squares between it and the refused one.
    const line = new Set();
    if (kind === "r") for (const [i, j] of lineOfAttack(ar, ac, r, c)) line.add(i * N + j);
    for (let i = 0; i < cells.length; i++) {
      const row = (i / N) | 0, col = i % N;
      let cls = (row + col) % 2 ? "sq dark" : "sq light", glyph = "";
      if (queens[row] === col) {
        cls += " queen";
        glyph = TRACE.queen;
      } else if (!hide && row >= rows) {
        cls += attackedBy(queens, row, col) ? " attacked" : " free";
      } else if (!hide) {
        cls += " attacked";
      }
      if (row === r && col === c) {
        const mark = { t: " try", a: " accept", r: " reject", b: " lifted" }[kind];
        if (mark) cls = cls.replace(/ (attacked|free)$/, "") + mark;
        if (kind === "r") glyph = "\u2717";
        if (kind === "t") glyph = "?";
        if (kind === "b") glyph = TRACE.queen;
      }
      if (kind === "S" && queens[row] === col) cls += " solution";
      if (kind === "r" && row === ar && col === ac) cls += " attacker";
      if (line.has(i)) cls += " line";
      if (cellClass[i] !== cls) cells[i].className = cellClass[i] = cls;
      if (cellGlyph[i] !== glyph) cells[i].textContent = cellGlyph[i] = glyph;
    }
    flag(board, "solved", kind === "S");
    board.dataset.step = step;
    board.dataset.kind = kind;
  }

  // The counters as last written (cleared on a language switch): a step changes one or two.
  const COUNTERS = ["tries", "accepts", "rejects", "backtracks", "solutions"].map((name) => [name, $("c-" + name)]);
  const stepCounter = $("c-step"), counted = [];
  // Each number in a box as wide as the largest it will be (the last record's), so that the
  // header never moves nor wraps as the numbers grow.
  const LAST = S[S.length - 1], total = Number(stepCounter.dataset.last);
  const digits = (v) => String(Math.max(v, 0)).length;
  const num = (v, most) => ({ num: String(v), n: v, digits: digits(most) });
  const stepWords = (i) => fill("page_step", { i: num(i, total), total: total });
  const countWords = (k, v) => fill("page_" + COUNTERS[k][0], { k: num(v, LAST[8 + k]) });
  function renderCounters(s) {
    const c = stepCounter;
    c.dataset.step = s[0];
    put(c, stepWords(s[0]));
    COUNTERS.forEach(([, el], k) => {
      if (counted[k] === s[8 + k]) return;
      counted[k] = s[8 + k];
      el.dataset.count = s[8 + k];
      put(el, countWords(k, s[8 + k]));
    });
  }
  // Each counter as wide as its widest words in the language (a plural is longer, or a
  // singular), in em, so that a window resized keeps it.
  function reserveCounters() {
    const widest = (el, forms) => {
      el.style.minWidth = "";
      let most = 0;
      for (const pieces of forms) {
        put(el, pieces);
        most = Math.max(most, el.getBoundingClientRect().width);
      }
      el.style.minWidth = most / parseFloat(getComputedStyle(el).fontSize) + "em";
    };
    widest(stepCounter, [stepWords(total), stepWords(1)]);
    COUNTERS.forEach(([, el], k) => widest(el, [countWords(k, LAST[8 + k]), countWords(k, 1)]));
  }

  function render() {
    // In a quiz nothing past the current line is drawn, at any moment, not only while a
    // question is open: the lines to come and the attacked squares of the rows below answer
    // the questions to come (issue 34).
    const s = S[cur], hide = quizOn.checked;
    flag(document.body, "asking", asking());
    if (PIC) {
      PIC.render(cur, hide);
      board.dataset.step = s[0];
      board.dataset.kind = s[1];
    } else {
      renderBoard(s, hide);
    }
    renderCounters(s);
    put(now, bare(logLine(s)));
    set(now, "className", "k-" + s[1]);
    set(slider, "value", String(cur));
    const line = renderLog(hide);
    const moved = renderCode(s);
    renderQuiz();
    // The search tree and the variables draw themselves from the step (tree.js, variables.js).
    for (const f of hooks) f(cur, s);
    // The one layout of the step: every pane has changed by now.
    center(log, line);
    if (CODE && moved) center($("code"), lit[0]);
    follow();
  }

  // Only the lines around the current one are in the page: a trace may hold 100 000 steps.
  // In a quiz, no line after the current one: the next would answer a question. A line
  // once written is kept (a few thousand at most), so a step writes one new line, not sixty.
  // How many on each side: as many as half the pane holds, and two more, so that a jump lays
  // out the lines in sight, not forty (at most 20; 8 until the pane is first laid out, and
  // what it was while the pane is hidden, a phone's other tab shown).
  const written = new Map();
  let around = 8;
  new ResizeObserver(() => {
    const style = getComputedStyle(log);
    const line = parseFloat(style.lineHeight) || 1.15 * parseFloat(style.fontSize);
    const want = log.clientHeight && line ? Math.min(20, Math.ceil(log.clientHeight / line / 2) + 2) : around;
    if (want === around) return;
    around = want;
    render();
  }).observe(log);
  let logFrom = 0, logTo = 0;
  function logItem(i) {
    let li = written.get(i);
    if (li === undefined) {
      li = document.createElement("li");
      put(li, logLine(S[i]));
      written.set(i, li);
    }
    const cls = "k-" + S[i][1] + (i === cur ? " cur" : i < cur ? " past" : " future");
    if (li.className !== cls) li.className = cls;
    return li;
  }
  // The pane keeps the lines it has and only adds and drops those at its ends, so that a step
  // lays out one new line, not the whole window again.
  function renderLog(hide) {
    // As many lines near the start and the end as in the middle: the pane is full there too.
    const from = Math.max(0, Math.min(cur - around, S.length - 2 * around - 1));
    const to = hide ? cur + 1 : Math.min(S.length, from + 2 * around + 1);
    if (written.size > 4000) {
      // Let go of the lines far from both windows, the one in the pane (whose lines the
      // steps below remove) and the one to come; done before either is touched, so that no
      // line the pane holds or is given is forgotten (a slider dragged over thousands of
      // steps once lost them, and the next step failed on a line it could not remove).
      for (const k of written.keys()) {
        if ((k < from || k >= to) && (k < logFrom || k >= logTo)) written.delete(k);
      }
    }
    if (from >= logTo || to <= logFrom || log.childElementCount !== logTo - logFrom) {
      const items = [];
      for (let i = from; i < to; i++) items.push(logItem(i));
      log.replaceChildren(...items);
    } else {
      for (let i = logFrom; i < from; i++) written.get(i).remove();
      for (let i = logTo - 1; i >= to; i--) written.get(i).remove();
      const head = [];
      for (let i = from; i < logFrom; i++) head.push(logItem(i));
      if (head.length) log.prepend(...head);
      for (let i = Math.max(from, logFrom); i < Math.min(to, logTo); i++) logItem(i);
      const tail = [];
      for (let i = Math.max(logTo, from); i < to; i++) tail.push(logItem(i));
      if (tail.length) log.append(...tail);
    }
    logFrom = from;
    logTo = to;
    return written.get(cur);
  }

  // Scrolls `pane` so that `item` is in its middle. Called once every pane has changed, so
  // the page lays itself out once per step, not once per pane.
  function center(pane, item) {
    if (item && pane.clientHeight) pane.scrollTop = item.offsetTop - pane.clientHeight / 2 + item.offsetHeight / 2;
  }

  // ---- The quiz: before the search answers, the student says what will happen. -----------
  // The questions and verdicts of src/quiz.rs, the terminal's too (words.js): at a try,
  // whether it will be accepted (and for a reject, which queen along which line); at a
  // backtrack, whether a square right of the lifted queen is still free (if none is, the
  // search backtracks further). An answer is kept per record, with its verdict.
  const quizOn = $("quiz-on"), answers = new Map();
  let guess = null;
  // Another problem's quiz asks at each try whether it is accepted or rejected, and for a
  // reject by which of its rules when it has several (its Words' rules); the answer is the
  // next record, whose line of the trace the verdict says. Its exercise places queens: the
  // page says so instead (PIC.only).
  let ruleButtons = null;
  if (PIC) {
    const only = document.createElement("span");
    only.id = "only";
    quizOn.parentElement.after(only);
    ruleButtons = document.createElement("div");
    ruleButtons.id = "q-rule";
    ruleButtons.hidden = true;
    $("q-kind").after(ruleButtons);
    ruleButtons.addEventListener("click", (e) => {
      const b = e.target.closest("button[data-rule]");
      if (b) { b.blur(); choose({ rule: b.dataset.rule }); }
    });
  }
  function problemQuestion(i) {
    const s = S[i], next = S[i + 1];
    if (!s || s[1] !== "t" || !next || next[2] !== s[2] || next[3] !== s[3]) return null;
    if (next[1] !== "a" && next[1] !== "r") return null;
    return { kind: "try", problem: true, next: next, line: i };
  }
  const rulesOf = () => T.problemWords().rules;
  function problemVerdict(q, said) {
    const next = q.next, why = plain(bare(logLine(next)));
    const rules = rulesOf();
    const ok = said.kind === next[1] && (next[1] === "a" || rules.length < 2 || said.rule === next[6]);
    return { right: ok, why: [...fill(ok ? "quiz_right" : "quiz_wrong"), why] };
  }
  function question() {
    if (!quizOn.checked) return null;
    return PIC ? problemQuestion(cur) : T.question(cur);
  }
  function asking() { return question() !== null && !answers.has(cur); }
  function score() {
    let right = 0, asked = 0;
    for (const a of answers.values()) {
      if (a.right !== null) asked++;
      if (a.right) right++;
    }
    put($("q-score"), fill("quiz_score", { right: right, asked: asked }));
  }
  const { reason, verdict } = T;
  function answer(said) {
    const q = question();
    if (!q || answers.has(cur)) return;
    const because = () => (q.problem ? [plain(bare(logLine(q.next)))] : reason(q));
    const skipped = () => ({ right: null, why: [...fill("page_skipped"), ...because()] });
    answers.set(cur, said === null ? skipped() : q.problem ? problemVerdict(q, said) : verdict(q, said));
    guess = null;
    score();
    // A try's answer is the next record, which the page shows; a row's is in the verdict.
    if (q.kind === "try") go(cur + 1); else render();
  }
  function renderQuiz() {
    set($("quiz"), "hidden", !quizOn.checked);
    flag($("stage"), "quizzing", quizOn.checked);
    if (!quizOn.checked) return;
    const q = question(), asked = q !== null && !answers.has(cur);
    const s = S[cur];
    $("q-kind").hidden = !(asked && q.kind === "try");
    $("q-free").hidden = !(asked && q.kind === "row");
    $("q-why").hidden = !(asked && q.kind === "try" && !q.problem && guess && guess.kind === "r");
    if (ruleButtons) {
      const open = asked && guess && guess.kind === "r" && rulesOf().length > 1;
      ruleButtons.hidden = !open;
      if (open) {
        ruleButtons.replaceChildren(...rulesOf().map(([rule, name]) => {
          const b = document.createElement("button");
          b.dataset.rule = rule;
          b.textContent = name;
          return b;
        }));
      }
    }
    // Another problem's question names the try as its line of the trace does, without its
    // arrow.
    const tried = (q) => ({ iso: plain(bare(logLine(S[q.line]))).replace(/^\S+\s/, "") });
    put($("q-ask"), !asked ? [] : q.problem ? fill("quiz_ask", { sq: tried(q) }) : T.ask(q));
    // The verdict shown is the one of this record (a free square) or of the try before it,
    // which stays in sight while the next question is asked.
    const shown = answers.get(cur) || (S[cur - 1] && S[cur - 1][1] === "t" && answers.get(cur - 1));
    put($("q-verdict"), shown ? shown.why : []);
    $("q-verdict").className = shown ? (shown.right ? "right" : shown.right === false ? "wrong" : "") : "";
    if (asked && q.kind === "try" && !q.problem && guess && guess.kind === "r") {
      $("q-queens").replaceChildren(...s[7].map((col, row) => {
        const b = document.createElement("button");
        put(b, [sq(row, col)]);
        b.dataset.row = row;
        b.dataset.col = col;
        b.className = "q-queen" + (guess.queen && guess.queen[0] === row ? " chosen" : "");
        return b;
      }));
      for (const id of ["q-column", "q-diagonal", "q-anti"]) $(id).classList.toggle("chosen", guess.line === $(id).dataset.line);
    }
    // At the end, the wrong answers with the right ones.
    const end = cur === S.length - 1 && answers.size > 0;
    $("q-review").hidden = !end;
    if (end) {
      const items = [];
      for (const [i, a] of [...answers.entries()].sort((x, y) => x[0] - y[0])) {
        if (a.right !== false) continue;
        const li = document.createElement("li");
        put(li, fill("page_review_item", { i: S[i][0], why: a.why }));
        items.push(li);
      }
      if (items.length === 0) {
        const li = document.createElement("li");
        li.textContent = W.page_review_none;
        items.push(li);
      }
      $("q-wrong").replaceChildren(...items);
    }
  }
  function choose(part) {
    if (!asking()) return;
    guess = Object.assign(guess || {}, part);
    if (guess.free !== undefined) return answer(guess);
    if (guess.kind === "a") return answer(guess);
    if (guess.kind === "r" && guess.queen && guess.line) return answer(guess);
    if (PIC && guess.kind === "r" && (guess.rule || rulesOf().length < 2)) return answer(guess);
    renderQuiz();
  }
  // The quiz's buttons let go of the focus once clicked, so that Enter and space keep playing
  // and stepping instead of pressing them again.
  const onClick = (id, act) => $(id).addEventListener("click", (e) => { e.currentTarget.blur(); act(e); });
  onClick("q-accept", () => choose({ kind: "a" }));
  onClick("q-reject", () => choose({ kind: "r" }));
  onClick("q-yes", () => choose({ free: true }));
  onClick("q-no", () => choose({ free: false }));
  onClick("q-skip", () => answer(null));
  onClick("q-skip-free", () => answer(null));
  onClick("q-queens", (e) => {
    const b = e.target.closest(".q-queen");
    if (b) choose({ queen: [Number(b.dataset.row), Number(b.dataset.col)] });
  });
  for (const id of ["q-column", "q-diagonal", "q-anti"]) onClick(id, () => choose({ line: $(id).dataset.line }));
  quizOn.addEventListener("change", () => { guess = null; pause(); render(); quizOn.blur(); });

  // ---- Moving, playing, keys. ---------------------------------------------------------------
  function go(i) {
    cur = Math.max(0, Math.min(S.length - 1, i));
    render();
    if (cur === S.length - 1) pause();
  }
  // Forward one step, unless a quiz question waits for its answer.
  function forward() {
    if (asking()) {
      pause();
      put($("q-verdict"), fill("page_answer_first"));
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
  function playLabel() {
    playButton.textContent = timer === null ? (rtl() ? "\u25C0 " : "\u25B6 ") + W.page_play : "\u275A\u275A " + W.page_pause;
  }
  function play() {
    if (timer !== null) return;
    if (cur >= S.length - 1) go(0);
    timer = setTimeout(tick, 1000 / Number(speed.value));
    playLabel();
  }
  function pause() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    playLabel();
  }
  const toggle = () => (timer === null ? play() : pause());
  const nextSolution = () => {
    const i = solutionAt.find((k) => k > cur);
    if (i !== undefined) go(i);
  };
  const prevSolution = () => {
    let i = -1;
    for (const k of solutionAt) if (k < cur) i = k;
    if (i >= 0) go(i);
  };

  // The theme: light, dark, or the viewer's preference, which the page follows as it changes.
  const THEMES = ["light", "dark", "auto"];
  const prefersDark = window.matchMedia("(prefers-color-scheme: dark)");
  let theme = TRACE.theme;
  function setTheme(t) {
    theme = THEMES.includes(t) ? t : TRACE.theme;
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.scheme = theme === "auto" ? (prefersDark.matches ? "dark" : "light") : theme;
    $("theme").textContent = say("page_theme", { theme: W["page_theme_" + theme] });
  }
  prefersDark.addEventListener("change", () => setTheme(theme));

  // ---- The language: every word from LANGS, the page's lang and dir with it. ----------------
  const langMenu = $("lang");
  for (const tag of Object.keys(LANGS)) {
    const o = document.createElement("option");
    o.value = tag;
    o.lang = tag;
    o.textContent = LANGS[tag].page_name;
    langMenu.appendChild(o);
  }
  function setLang(tag) {
    lang = T.setLang(tag);
    W = T.words();
    written.clear();
    counted.length = 0;
    logFrom = logTo = 0;
    const root = document.documentElement;
    root.lang = lang;
    root.dir = W.page_dir;
    langMenu.value = lang;
    for (const el of document.querySelectorAll("[data-w]")) el.textContent = W[el.dataset.w];
    for (const el of document.querySelectorAll("[data-t]")) el.title = W[el.dataset.t];
    for (const el of document.querySelectorAll("[data-a]")) el.setAttribute("aria-label", W[el.dataset.a]);
    if (PIC) { PIC.relabel(); $("only").textContent = PIC.only(); }
    const title = TRACE.title !== null ? TRACE.title : PIC ? T.problemWords().noun : say("page_title", { n: N });
    document.title = title;
    document.querySelector("h1").textContent = title;
    // An answer's words were chosen in the language it was given in; they are kept, as a
    // teacher's notes would be.
    speedLabel();
    playLabel();
    setTheme(theme);
    buildTabs();
    turnArrows();
    reserveCounters();
  }
  // The controls' arrows point the way they move the slider, which a right-to-left page
  // mirrors (its start on the right): there "back" points right, and so does the key that
  // steps back. The buttons' glyphs are set left to right, as drawn here.
  const ARROWS = { first: ["|\u25C0", "\u25B6|"], "prev-sol": ["\u25C0\u2605", "\u2605\u25B6"],
    back: ["\u25C0", "\u25B6"], fwd: ["\u25B6", "\u25C0"], "next-sol": ["\u2605\u25B6", "\u25C0\u2605"],
    last: ["\u25B6|", "|\u25C0"] };
  const rtl = () => W.page_dir === "rtl";
  function turnArrows() {
    for (const [id, glyphs] of Object.entries(ARROWS)) $(id).textContent = glyphs[rtl() ? 1 : 0];
    for (const el of document.querySelectorAll("#keys kbd[data-key]")) {
      el.textContent = (el.dataset.key === "next") === rtl() ? "\u2190" : "\u2192";
    }
  }
  langMenu.addEventListener("change", () => { setLang(langMenu.value); render(); langMenu.blur(); });
  function speedLabel() { $("speed-v").textContent = say("page_per_second", { k: Number(speed.value) }); }

  // ---- The panes as tabs, on a phone: each section.pane of main, named by its data-tab. ---
  // A pane added by another script needs only the class and the attribute (and its word in
  // LANGS, or a heading, which names the tab instead); buildTabs() picks it up.
  let tab = null;
  function buildTabs() {
    let nav = $("tabs");
    if (!nav) {
      nav = document.createElement("nav");
      nav.id = "tabs";
      nav.setAttribute("role", "tablist");
      document.querySelector("main").before(nav);
      nav.addEventListener("click", (e) => {
        const b = e.target.closest("button[data-pane]");
        if (b) { showTab(b.dataset.pane); b.blur(); }
      });
    }
    const panes = [...document.querySelectorAll("main > section.pane")];
    // The order of the tabs: the trace first, the panes that explain it next.
    panes.sort((a, b) => (b.id === "log-pane") - (a.id === "log-pane"));
    nav.replaceChildren(...panes.map((p) => {
      const b = document.createElement("button");
      b.setAttribute("role", "tab");
      b.dataset.pane = p.id;
      const heading = p.querySelector("h2");
      b.textContent = W[p.dataset.tab] || (heading ? heading.textContent : p.id);
      return b;
    }));
    if (!tab || !$(tab)) tab = panes.length ? panes[0].id : null;
    showTab(tab);
  }
  function showTab(id) {
    tab = id;
    for (const p of document.querySelectorAll("main > section.pane")) p.classList.toggle("shown", p.id === id);
    for (const b of document.querySelectorAll("#tabs button")) b.setAttribute("aria-selected", String(b.dataset.pane === id));
    const s = S[cur];
    if (s) center(log, log.querySelector(".cur"));
    if (s && CODE) center($("code"), lit[0]);
    // A pane shown draws again, now that it has a size (the tree fits its view to it).
    if (s) for (const f of hooks) f(cur, s);
  }

  // ---- The address follows the step, so a teacher can copy a link to it. -------------------
  // #step=K, with quiz, lang and theme when they differ from the export's; written a moment
  // after the last step, since a browser refuses a flood of address changes while playing.
  let followTimer = null;
  function address() {
    const parts = ["step=" + S[cur][0]];
    if (quizOn.checked) parts.push("quiz");
    if (lang !== TRACE.lang) parts.push("lang=" + lang);
    if (theme !== TRACE.theme) parts.push("theme=" + theme);
    return "#" + parts.join("&");
  }
  function follow() {
    if (followTimer !== null) return;
    followTimer = setTimeout(() => {
      followTimer = null;
      const want = address();
      if (location.hash !== want) history.replaceState(null, "", want);
    }, 150);
  }

  const actions = {
    first: () => go(0), back: () => go(cur - 1), play: toggle, fwd: forward,
    last: () => go(S.length - 1), "next-sol": nextSolution, "prev-sol": prevSolution,
    theme: () => { setTheme(THEMES[(THEMES.indexOf(theme) + 1) % 3]); follow(); },
  };
  for (const [id, act] of Object.entries(actions)) {
    $(id).addEventListener("click", (e) => { act(); e.currentTarget.blur(); });
  }
  slider.addEventListener("input", () => go(Number(slider.value)));
  speed.addEventListener("input", speedLabel);
  const keys = {
    ArrowRight: forward, " ": forward, ArrowLeft: actions.back, Home: actions.first,
    End: actions.last, Enter: toggle, p: toggle, n: nextSolution, N: prevSolution,
  };
  // Right to left, the arrow keys step the way the slider's thumb moves, as its own keys do.
  const MIRRORED = { ArrowRight: "ArrowLeft", ArrowLeft: "ArrowRight" };
  document.addEventListener("keydown", (e) => {
    const act = keys[rtl() ? MIRRORED[e.key] || e.key : e.key];
    if (!act || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target instanceof HTMLSelectElement) return;
    e.preventDefault();
    act();
  });

  // A swipe on the board steps: towards the start of the line (left, or right in a
  // right-to-left language) is forward, as a page turns.
  let touch = null;
  const stage = $("stage");
  stage.addEventListener("touchstart", (e) => {
    touch = e.touches.length === 1 ? [e.touches[0].clientX, e.touches[0].clientY] : null;
  }, { passive: true });
  stage.addEventListener("touchend", (e) => {
    if (!touch || e.changedTouches.length !== 1) return;
    const dx = e.changedTouches[0].clientX - touch[0], dy = e.changedTouches[0].clientY - touch[1];
    touch = null;
    if (Math.abs(dx) < 40 || Math.abs(dx) < 2 * Math.abs(dy)) return;
    const ahead = W.page_dir === "rtl" ? dx > 0 : dx < 0;
    if (ahead) forward(); else actions.back();
  });

  window.player = {
    asking: asking,
    onStep: (f) => { hooks.push(f); },
    words: () => W,
    fill: fill,
    put: put,
    go: go,
    index: () => cur,
    // The log line of step i in the current language, as text, without its guides.
    line: (i) => plain(bare(logLine(S[i]))),
    // Another problem's words in the current language (PROBLEM.words), or null.
    problemWords: () => T.problemWords(),
  };

  // A link may name a step, ask to play, turn the quiz on, and pick a language and a theme:
  // player.html#step=42&play&quiz&lang=fa&theme=dark
  // The record of the step `hash` names, or the first.
  function stepOf(hash) {
    const want = Number(hash.get("step"));
    if (!hash.has("step") || !Number.isFinite(want)) return 0;
    const i = S.findIndex((s) => s[0] >= want);
    return i < 0 ? S.length - 1 : i;
  }
  const hash = new URLSearchParams(location.hash.slice(1));
  quizOn.checked = hash.has("quiz");
  if (hash.has("theme")) theme = hash.get("theme");
  setLang(hash.get("lang") || lang);
  score();
  go(stepOf(hash));
  if (hash.has("play")) play();
  // The page follows its address once open too: a link to another step followed, an address
  // edited, Back and Forward. An address without a step (an exercise's moves) is not the
  // player's; the page's own writes (replaceState) call no one.
  window.addEventListener("hashchange", () => {
    const hash = new URLSearchParams(location.hash.slice(1));
    if (!hash.has("step")) return;
    pause();
    if (quizOn.checked !== hash.has("quiz")) { quizOn.checked = hash.has("quiz"); guess = null; }
    const tag = hash.get("lang") || TRACE.lang;
    if (tag !== lang) setLang(tag);
    const t = hash.get("theme") || TRACE.theme;
    if (t !== theme) setTheme(t);
    go(stepOf(hash));
    if (hash.has("play")) play();
  });
})();
