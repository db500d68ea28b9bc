"use strict";
// The variables pane under --code: the program's state at the step, in its own names and
// syntax, as the library derives it (nqueens_trace::program::Variable). Each record carries,
// after its code lines and call stack, one index per variable into VARS, where each distinct
// variable is kept once as one string: its name, then each token after a backquote, the
// token's first character its role ("=" plain, "p" the value tested, "f" the one that answers
// the test, "w" the one just written, "x" the one just taken out, "o" the outcome), and "|"
// between the value and the test, "/" a line break (a grid's rows). An index of -1 is a variable past what the page keeps.
(function () {
  const pane = document.getElementById("vars");
  if (!pane || typeof VARS === "undefined" || !window.player) return;
  const player = window.player;
  const S = TRACE.steps;
  const ROLE = { "=": "", p: "v-probe", f: "v-found", w: "v-written", x: "v-removed", o: "v-outcome" };
  function span(token) {
    const s = document.createElement("span");
    s.textContent = token.slice(1);
    const cls = ROLE[token[0]];
    if (cls) s.className = cls;
    return s;
  }
  // One variable's row. While the quiz asks about a try, the test and the value that answers
  // it are not shown: they would say whether the square is free.
  function row(id, asking) {
    const row = document.createElement("div");
    row.className = "v-var";
    const entry = VARS[id];
    if (!entry) {
      row.textContent = "\u2026";
      return row;
    }
    const tokens = entry.split("`");
    const name = document.createElement("span");
    name.className = "v-name";
    name.textContent = tokens[0];
    const value = document.createElement("span");
    value.className = "v-value";
    const test = document.createElement("span");
    test.className = "v-test";
    let into = value;
    for (const token of tokens.slice(1)) {
      if (token === "|") { if (asking) break; into = test; continue; }
      if (asking && token[0] === "f") { into.append(span("=" + token.slice(1))); continue; }
      if (token === "/") { into.append(document.createElement("br")); continue; }
      into.append(span(token));
    }
    row.append(name, " = ", value);
    if (test.childNodes.length) row.append(test);
    return row;
  }
  // A variable's row is written again only when it or the quiz's state changes: most steps
  // repeat most of them.
  const shown = [];
  function render(cur) {
    const ids = S[cur][16] || [];
    const asking = player.asking();
    while (pane.childElementCount > ids.length) { pane.lastElementChild.remove(); shown.pop(); }
    ids.forEach((id, j) => {
      const key = id + (asking ? "?" : "");
      if (shown[j] === key) return;
      const fresh = row(id, asking);
      if (j < pane.childElementCount) pane.children[j].replaceWith(fresh);
      else pane.append(fresh);
      shown[j] = key;
    });
  }
  player.onStep((i) => render(i));
  // The player has drawn the step it opened on before this script ran.
  render(player.index());
})();
