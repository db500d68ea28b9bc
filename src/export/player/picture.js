"use strict";
// The picture of another problem than N-Queens, drawn in SVG in the board's place: a Sudoku's
// grid in its boxes, a colouring's graph at the places Rust gave its vertices (the map of
// Australia as it lies), a subset sum's items and its running sum against the target. The page
// decides nothing: PROBLEM holds the shape and the words, and each record the values that
// changed since the record before ([place, old, new], -1 for none) and the marks of its event
// as src/picture.rs decides them ([place, mark, value]: t tried, p placed, r rejected, h the
// place that holds the value, u the rest of a Sudoku's unit, e erased, S a solution's). The
// values given at a step are the changes followed from the first record, forward or back.
// player.js calls init once, render(i, hide) at each step and relabel() on a language switch.
window.playerPicture = (function () {
  if (typeof PROBLEM === "undefined") return null;
  const S = TRACE.steps, SH = PROBLEM.shape, NAMES = PROBLEM.names;
  // The SVG namespace, as the parser gives it (the page spells no address).
  const probe = document.createElement("div");
  probe.innerHTML = "<svg></svg>";
  const SVG = probe.firstChild.namespaceURI;
  const T = () => window.playerWords;
  const words = () => PROBLEM.words[T().lang()] || PROBLEM.words.en;
  const node = (tag, attrs, parent) => {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  };
  const places = SH.kind === "grid" ? SH.givens.length : SH.kind === "graph" ? NAMES.length : SH.items.length;
  const values = new Array(places).fill(-1);
  let at = -1;
  // The values given after record i: the changes followed from where the page was.
  function seek(i) {
    while (at < i) {
      at++;
      for (const [p, , now] of S[at][14].c) values[p] = now;
    }
    while (at > i) {
      for (const [p, old] of S[at][14].c) values[p] = old;
      at--;
    }
  }
  // A value as the picture writes it: a colour's name, a digit, an item's choice.
  const valueName = (v) => {
    const names = words().values;
    return names && names[v] !== undefined ? names[v] : String(v);
  };
  const set = (e, k, v) => { if (e.getAttribute(k) !== v) e.setAttribute(k, v); };
  const text = (e, t) => { if (e.textContent !== t) e.textContent = t; };

  let svg = null, draw = null;
  // ---- A Sudoku's grid: thick lines round the boxes, the givens in bold on their own shade.
  function grid(board) {
    const n = SH.side, b = SH.box, C = 40, M = 2;
    svg = node("svg", { viewBox: `0 0 ${n * C + 2 * M} ${n * C + 2 * M}`, class: "pic grid" }, board);
    const cells = [];
    for (let i = 0; i < n * n; i++) {
      const x = M + (i % n) * C, y = M + ((i / n) | 0) * C;
      const g = node("g", { class: "cell", "data-place": i }, svg);
      node("rect", { x: x, y: y, width: C, height: C }, g);
      // A ring inside the cell, for the marks drawn as an outline: the box lines stay whole.
      node("rect", { x: x + 4, y: y + 4, width: C - 8, height: C - 8, class: "ring" }, g);
      const t = node("text", { x: x + C / 2, y: y + C / 2, "text-anchor": "middle", "dominant-baseline": "central" }, g);
      cells.push({ g: g, t: t });
    }
    for (let k = 0; k <= n; k++) {
      const thick = k % b === 0 ? " box" : "";
      node("line", { x1: M + k * C, y1: M, x2: M + k * C, y2: M + n * C, class: "rule" + thick }, svg);
      node("line", { x1: M, y1: M + k * C, x2: M + n * C, y2: M + k * C, class: "rule" + thick }, svg);
    }
    return (marks) => {
      cells.forEach((c, i) => {
        const m = marks.get(i), given = SH.givens[i];
        let cls = "cell", v = -1;
        if (given) { cls += " g"; v = given; }
        else if (values[i] >= 0) { cls += " set"; v = values[i]; }
        if (m) { cls += " " + m[0]; if (m[1] >= 0) v = m[1]; }
        set(c.g, "class", cls);
        text(c.t, v >= 0 ? String(v) : "");
      });
    };
  }

  // ---- A graph: its edges, and each vertex at its place, filled with its colour and named.
  // The palette is Okabe and Ito's, safe for colour-blind eyes, in the order the colours are
  // named (red, green, blue, yellow, purple, orange, cyan, pink); each vertex writes its
  // colour's name too, so that no reading depends on the hue.
  const PALETTE = ["#d55e00", "#009e73", "#0072b2", "#f0e442", "#8e5ba8", "#e69f00", "#56b4e9", "#cc79a7"];
  const ink = (c) => (c === 3 || c === 5 || c === 6 ? "#000" : "#fff");
  function graph(board) {
    const W = SH.canvas, count = NAMES.length;
    // The vertices' size: readable on a map of 7, smaller on a graph of hundreds.
    const R = count <= 12 ? 66 : count <= 40 ? 30 : Math.max(4, Math.round(400 / Math.sqrt(count)));
    const labels = count <= 60;
    svg = node("svg", { viewBox: `${-R - 10} ${-R - 10} ${W + 2 * R + 20} ${W + 2 * R + 50}`, class: "pic graph" }, board);
    const edges = new Map();
    const eg = node("g", { class: "edges" }, svg);
    for (const [u, v] of SH.edges) {
      const [x1, y1] = SH.at[u], [x2, y2] = SH.at[v];
      edges.set(u + "-" + v, node("line", { x1: x1, y1: y1, x2: x2, y2: y2, class: "edge" }, eg));
    }
    const verts = NAMES.map((name, i) => {
      const [x, y] = SH.at[i];
      const g = node("g", { class: "vertex", "data-place": i }, svg);
      node("title", {}, g).textContent = name;
      const c = node("circle", { cx: x, cy: y, r: R }, g);
      const t = labels ? node("text", { x: x, y: y - R * 0.12, "text-anchor": "middle", "dominant-baseline": "central", class: "name", "font-size": R * 0.62 }, g) : null;
      if (t) t.textContent = name;
      const k = labels ? node("text", { x: x, y: y + R * 0.45, "text-anchor": "middle", "dominant-baseline": "central", class: "color", "font-size": R * 0.4 }, g) : null;
      return { g: g, c: c, t: t, k: k };
    });
    let clash = null;
    return (marks, s) => {
      verts.forEach((v, i) => {
        const m = marks.get(i);
        let cls = "vertex", col = values[i];
        if (col >= 0) cls += " set";
        if (m) { cls += " " + m[0]; col = m[1]; }
        set(v.g, "class", cls);
        const fill = col >= 0 ? PALETTE[col % PALETTE.length] : "";
        v.c.style.fill = fill;
        if (v.t) v.t.style.fill = col >= 0 ? ink(col % PALETTE.length) : "";
        if (v.k) { v.k.style.fill = v.t.style.fill; text(v.k, col >= 0 ? valueName(col) : ""); }
      });
      // On a reject, the edge between the vertex and the neighbour holding its colour.
      if (clash) clash.classList.remove("clash");
      clash = null;
      if (s[1] === "r") {
        const u = Math.min(s[2], s[4]), v = Math.max(s[2], s[4]);
        clash = edges.get(u + "-" + v) || null;
        if (clash) clash.classList.add("clash");
      }
    };
  }

  // ---- A subset sum: the items as boxes (taken, left out, not decided), and under them the
  // sum so far as a bar against the target; on a reject, the bound's two numbers.
  function items(board) {
    const its = SH.items, n = its.length, C = 56, G = 8, M = 4;
    const width = Math.max(n * (C + G) - G, 360) + 2 * M;
    svg = node("svg", { viewBox: `0 0 ${width} ${C + 110}`, class: "pic items" }, board);
    const boxes = its.map((item, i) => {
      const x = M + i * (C + G), g = node("g", { class: "item", "data-place": i }, svg);
      node("rect", { x: x, y: M, width: C, height: C, rx: 6 }, g);
      const t = node("text", { x: x + C / 2, y: M + C / 2 - 6, "text-anchor": "middle", "dominant-baseline": "central", class: "n" }, g);
      t.textContent = String(item);
      const k = node("text", { x: x + C / 2, y: M + C - 10, "text-anchor": "middle", "dominant-baseline": "central", class: "k" }, g);
      return { g: g, k: k };
    });
    const barY = M + C + 30, barW = width - 2 * M;
    // The bar's scale: the target and every item taken at once, whichever is larger, so that
    // a sum over the target still fits.
    const total = its.reduce((a, b) => a + b, 0), top = Math.max(SH.target, total, 1);
    const x = (v) => M + (Math.min(v, top) / top) * barW;
    node("rect", { x: M, y: barY, width: barW, height: 22, class: "track" }, svg);
    const bound = node("rect", { x: M, y: barY, width: 0, height: 22, class: "bound" }, svg);
    const bar = node("rect", { x: M, y: barY, width: 0, height: 22, class: "bar" }, svg);
    node("line", { x1: x(SH.target), y1: barY - 6, x2: x(SH.target), y2: barY + 28, class: "target" }, svg);
    const caption = node("text", { x: M, y: barY + 46, class: "caption" }, svg);
    const boundText = node("text", { x: width - M, y: barY - 12, "text-anchor": "end", class: "bound-text" }, svg);
    return (marks, s) => {
      boxes.forEach((b, i) => {
        const m = marks.get(i);
        let cls = "item", v = values[i];
        if (v === 1) cls += " in"; else if (v === 0) cls += " out";
        if (m) { cls += " " + m[0]; v = m[1]; }
        set(b.g, "class", cls);
        text(b.k, v === 1 ? "+" : v === 0 ? "\u2212" : "");
      });
      const sum = s[14].s;
      set(bar, "width", String(x(sum) - M));
      set(bar, "class", "bar" + (sum === SH.target ? " hit" : ""));
      const w = words(), pieces = T().fillT(w.sum, { s: sum, t: SH.target });
      text(caption, T().plain(pieces));
      // A bound's reject: over, the sum it would make past the target; short, the most the
      // items left could reach, under it.
      const over = s[1] === "r" && s[6] === "over", short = s[1] === "r" && s[6] === "short";
      set(bound, "class", "bound" + (over ? " over" : short ? " short" : ""));
      set(bound, "width", over || short ? String(x(s[4]) - M) : "0");
      text(boundText, over || short ? s[4] + (over ? " > " : " < ") + s[5] : "");
    };
  }

  function legend() {
    const ul = document.getElementById("legend");
    if (!ul) return;
    const w = words(), kind = SH.kind;
    ul.replaceChildren(...w.legend.map(([cls, said]) => {
      const li = document.createElement("li");
      const sw = document.createElement("span");
      sw.className = "sw pic-sw " + kind + " " + cls;
      li.append(sw, " ", said);
      return li;
    }));
  }

  return {
    init: function (board) {
      board.classList.add("picture", SH.kind);
      draw = SH.kind === "grid" ? grid(board) : SH.kind === "graph" ? graph(board) : items(board);
      legend();
    },
    // Draws record i; in a quiz nothing that answers a question (there is none for these
    // problems, but the page keeps the rule).
    render: function (i) {
      seek(i);
      const s = S[i], marks = new Map();
      for (const [p, m, v] of s[14].m) marks.set(p, [m, v]);
      draw(marks, s);
    },
    relabel: function () { legend(); at = Math.min(at, S.length - 1); },
    only: () => words().only,
    // The fill of colour c, for the tree's nodes.
    color: (c) => PALETTE[c % PALETTE.length],
  };
})();
