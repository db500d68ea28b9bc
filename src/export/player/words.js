"use strict";
// The player's words, apart from the page: the templates of lang.rs filled as the library
// fills them, the log line of each record as the text printer writes it, and the quiz's
// questions and verdicts as src/quiz.rs decides and words them, and the board's attacked
// squares and line of attack as board.rs finds them. Nothing here touches the
// document, so that a test runs it under node against what Rust writes (tests/words_node.rs);
// player.js draws with it.
//
// A template's `{name}` is a value, `{name:one|many}` a word picked by a count. A square or a
// list of queens is a piece {iso: text} that the page isolates in a <bdi>, so that a
// right-to-left line shows "(2,1)" whole and in its place.
window.playerWords = (function () {
  const N = TRACE.n, S = TRACE.steps, B = TRACE.base;
  // A language is one of LANGS's own keys: an address's "__proto__" or "toString" is an
  // object's inherited key, not a language.
  const isLang = (tag) => typeof tag === "string" && Object.hasOwn(LANGS, tag);
  let lang = isLang(TRACE.lang) ? TRACE.lang : "en", W = LANGS[lang];
  // The language of every word from now on; an unknown tag keeps the current one.
  function setLang(tag) {
    lang = isLang(tag) ? tag : lang;
    W = LANGS[lang];
    return lang;
  }
  const parsed = new Map();
  function parse(template) {
    let pieces = parsed.get(template);
    if (pieces) return pieces;
    pieces = [];
    const re = /\{([^{}:]*)(?::([^{}]*))?\}/g;
    let last = 0, m;
    while ((m = re.exec(template)) !== null) {
      if (m.index > last) pieces.push(template.slice(last, m.index));
      const forms = m[2] === undefined ? null : m[2].split("|");
      pieces.push({ name: m[1], one: forms && forms[0], many: forms && (forms[1] ?? forms[0]), raw: m[0] });
      last = re.lastIndex;
    }
    if (last < template.length) pieces.push(template.slice(last));
    parsed.set(template, pieces);
    return pieces;
  }
  const sq = (r, c) => ({ iso: "(" + (r + B) + "," + (c + B) + ")" });
  const list = (qs) => ({ iso: "[" + qs.map((q) => q + B).join(W.list_sep) + "]" });
  // The pieces of the template `name` with `args`: strings, and {iso} pieces.
  function fill(name, args) { return fillT(W[name], args); }
  // The pieces of `template` with `args`.
  function fillT(template, args) {
    const out = [];
    for (const p of parse(template)) {
      if (typeof p === "string") { out.push(p); continue; }
      if (!(p.name in (args || {}))) { out.push(p.raw); continue; }
      const v = args[p.name];
      const count = typeof v === "number" ? v : v && v.num !== undefined ? v.n : null;
      if (p.one !== null) out.push(count !== null ? (count === 1 ? p.one : p.many) : "");
      else if (Array.isArray(v)) out.push(...v);
      else out.push(typeof v === "number" ? String(v) : v);
    }
    return out;
  }
  // A piece other than text: {iso} a square or list, set apart for bidi; {num, n, digits} a
  // counter's number, in a box as wide as its largest value, so that nothing beside it moves
  // as it grows; {mirror} an arrow that a right-to-left page turns round (it points the way
  // the line reads); {keep} pieces that a line does not break between. Their plain text is
  // the text printer's.
  const plain = (pieces) => pieces.map((p) => (typeof p === "string" ? p : p.keep ? plain(p.keep) : p.iso ?? p.num ?? p.mirror)).join("");
  // A piece's signature, for the page's cache of what an element shows.
  const sign = (p) => (typeof p === "string" ? p : p.keep ? "\u0002" + p.keep.map(sign).join("\u0003") : p.iso !== undefined ? "\u0000" + p.iso : p.num !== undefined ? "\u0004" + p.num + "/" + p.digits : "\u0005" + p.mirror);
  const say = (name, args) => plain(fill(name, args));

  // The log line of record `s`: the first line the text printer writes for its event.
  const LINES = { c: "reject_column", d: "reject_diagonal", a: "reject_anti_diagonal" };
  function guides(depth) { return depth > 0 ? TRACE.indent.repeat(depth) : ""; }
  // The arrow a line opens with ("→" a try, "↩" a backtrack), a piece of its own: a
  // right-to-left page turns it round, so that it points into the line as it does in English.
  function arrowed(pieces) {
    const first = pieces[0];
    if (typeof first !== "string" || !/^[\u2192\u21A9]/.test(first)) return pieces;
    return [{ mirror: first[0] }, first.slice(1), ...pieces.slice(1)];
  }
  // In a right-to-left line, its last two words kept together: a Persian line that wraps
  // would otherwise leave its closing verb ("است") alone on the last line.
  function keepLast(pieces) {
    if (W.page_dir !== "rtl") return pieces;
    let spaces = 0;
    for (let j = pieces.length - 1; j >= 0; j--) {
      const p = pieces[j];
      if (typeof p !== "string") continue;
      for (let o = p.length - 1; o >= 0; o--) {
        if (p[o] !== " " || (j === pieces.length - 1 && o === p.length - 1) || ++spaces < 2) continue;
        return [...pieces.slice(0, j), p.slice(0, o + 1), { keep: [p.slice(o + 1), ...pieces.slice(j + 1)] }];
      }
    }
    return pieces;
  }
  function logLine(s) { return keepLast(P ? problemWords(s) : lineWords(s)); }
  // Another problem's line, from its own templates (PROBLEM.words, Problem::words in Rust)
  // filled as problem::say fills them: {x} the place, {v} the value (its word, a colour's
  // name, or its number, which picks {v:one|other}), {with} the place a reject clashes with,
  // {unit} the number of its unit, {a} and {b} a reject's two numbers (a bound's).
  const P = typeof PROBLEM === "undefined" ? null : PROBLEM;
  const PW = () => P.words[lang] || P.words.en;
  const placeName = (v) => ({ iso: P.names[v] !== undefined ? P.names[v] : "#" + (v + B) });
  function valueWord(v) {
    const names = PW().values;
    return names && names[v] !== undefined ? names[v] : v;
  }
  function problemWords(s) {
    const [, kind, x, v, a, b, rule, , , , , , , facts, more] = s;
    const w = PW(), depth = more.d;
    const args = { x: placeName(x), v: valueWord(v), with: placeName(a), unit: more.u, a: a, b: b };
    switch (kind) {
      case "s": {
        const out = [w.title];
        if (facts !== null && facts !== 0) out.push(...fill("limit", { k: facts }));
        return out;
      }
      case "t": return [guides(depth), ...arrowed(fillT(w.try_, args))];
      case "a": return [guides(depth), ...fillT(w.accept, args)];
      case "r": return [guides(depth), ...fillT(w.reject[rule] || Object.values(w.reject)[0], args)];
      case "b": return [guides(depth), ...arrowed(fillT(facts === 1 ? w.solved : w.stuck, args))];
      case "S": return [guides(depth), ...fillT(w.solution, { i: facts })];
      case "d": return lineWords(s);
    }
    return [];
  }
  function lineWords(s) {
    const [, kind, r, c, ar, ac, conflict, queens, , , , , , facts] = s;
    switch (kind) {
      case "s": {
        const out = fill("start", { n: N, axes: W.axes });
        if (B) out.push(...fill("one_based"));
        if (facts !== null && facts !== 0) out.push(...fill("limit", { k: facts }));
        return out;
      }
      case "t": return [guides(r), ...arrowed(fill("try_", { sq: sq(r, c) }))];
      case "a": return [guides(r), ...fill("accept", { sq: sq(r, c) })];
      case "r": return [guides(r), ...fill(LINES[conflict], { sq: sq(r, c), q: sq(ar, ac) })];
      case "b": return [guides(r), ...arrowed(fill(r + 1 === N ? "backtrack_solved" : "backtrack_stuck", { sq: sq(r, c) }))];
      case "S": return [guides(Math.max(0, queens.length - 1)), ...fill("solution", { i: facts, queens: list(queens) })];
      case "d": {
        const [so, t, a, re, b, complete] = facts;
        const out = fill("done", { s: so, t: t, a: a, r: re, b: b });
        if (!complete) out.push(...fill("incomplete"));
        return out;
      }
    }
    return [];
  }
  // The line without its guides, for the line under the board.
  const bare = (pieces) => (typeof pieces[0] === "string" && pieces[0].startsWith(TRACE.indent) ? pieces.slice(1) : pieces);

  // ---- The quiz of src/quiz.rs: the page receives each question's facts from Rust (a try's
  // record says how each queen above attacks its square, a backtrack's the first free
  // column right of it, -1 for none, null where it asks nothing) and judges by them.
  // The question at record i, or null: a try whose answer is the next record, or a backtrack
  // that asks.
  function question(i) {
    const s = S[i], next = S[i + 1];
    if (!s) return null;
    if (s[1] === "t" && next && next[2] === s[2] && next[3] === s[3] && (next[1] === "a" || next[1] === "r")) {
      return { kind: "try", square: [s[2], s[3]], next: next, attackers: s[13], queens: s[7] };
    }
    if (s[1] === "b" && s[13] !== null) return { kind: "row", square: [s[2], s[3]], free: s[13] };
    return null;
  }
  const WHY = { c: "quiz_column", d: "quiz_diagonal", a: "quiz_anti_diagonal" };
  // How the queen on `queen` attacks the square of the try `q`: "c", "d", "a", or "" (the
  // record says it for the queen of each row above, one letter a row, "." for none).
  function how(q, queen) {
    const line = q.attackers[queen[0]];
    return q.queens[queen[0]] === queen[1] && line && line !== "." ? line : "";
  }
  // The right answer and why, as pieces (Question::reason).
  function reason(q) {
    if (q.kind === "row") {
      return q.free >= 0 ? fill("quiz_row_free", { sq: sq(q.square[0], q.free) }) : fill("quiz_row_none", { r: q.square[0] + B });
    }
    const next = q.next, s = sq(next[2], next[3]);
    return next[1] === "a" ? fill("quiz_free", { sq: s }) : fill(WHY[next[6]], { sq: s, q: sq(next[4], next[5]) });
  }
  // What the question asks, as pieces.
  function ask(q) {
    return q.kind === "try" ? fill("quiz_ask", { sq: sq(q.square[0], q.square[1]) }) : fill("quiz_row_ask", { r: q.square[0] + B });
  }
  const right = (why) => ({ right: true, why: [...fill("quiz_right"), ...why] });
  const wrong = (why) => ({ right: false, why: [...fill("quiz_wrong"), ...why] });
  // The verdict on `said` (Question::judge, whole answers only): {kind: "a"}, {kind: "r",
  // queen: [r, c], line} at a try; {free: true or false} at a row.
  function verdict(q, said) {
    if (q.kind === "row") return (said.free === q.free >= 0 ? right : wrong)(reason(q));
    const next = q.next;
    if (next[1] === "a" || said.kind === "a") return (said.kind === next[1] ? right : wrong)(reason(q));
    const named = said.queen, h = how(q, named), s = sq(q.square[0], q.square[1]);
    if (!h) return wrong([...fill("quiz_innocent", { sq: s, q: sq(named[0], named[1]) }), ...reason(q)]);
    const why = fill(WHY[h], { sq: s, q: sq(named[0], named[1]) });
    if (h !== said.line) return wrong(why);
    if (named[0] !== next[4] || named[1] !== next[5]) why.push(...fill("quiz_topmost", { q: sq(next[4], next[5]) }));
    return right(why);
  }

  // ---- The board's marks, by the rule of board.rs (Board::is_attacked, board::between),
  // which the node test holds them to.
  // How the queen at (qr, qc) attacks (r, c): "c", "d", "a", or "" (rows are not lines here:
  // the search never tries a square on a row that holds a queen).
  function attackLine(qr, qc, r, c) {
    if (qc === c) return "c";
    if (qr - qc === r - c) return "d";
    if (qr + qc === r + c) return "a";
    return "";
  }
  const attackedBy = (queens, row, col) => queens.some((qc, qr) => attackLine(qr, qc, row, col) !== "");
  // The squares strictly between the attacker and the refused square.
  function lineOfAttack(ar, ac, r, c) {
    const dr = Math.sign(r - ar), dc = Math.sign(c - ac), out = [];
    for (let i = ar + dr, j = ac + dc; i !== r || j !== c; i += dr, j += dc) out.push([i, j]);
    return out;
  }

  return {
    attackedBy: attackedBy, lineOfAttack: lineOfAttack,
    setLang: setLang, lang: () => lang, words: () => W, fill: fill, fillT: fillT, problemWords: () => (P ? PW() : null), plain: plain, sign: sign, say: say, sq: sq,
    logLine: logLine, bare: bare, question: question, reason: reason, ask: ask, verdict: verdict,
  };
})();
