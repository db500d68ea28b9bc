"use strict";
// The search tree, drawn in SVG: a node per queen placed, its children left to right in the
// order they were tried, a small cross per rejected square (its conflict on hover), a finished
// subtree without a solution folded to one mark with its counts (a dead end, where every square
// of the row below was refused, has its own), solutions starred, the current path drawn thick.
// A click on a mark goes to its step; the buttons, the wheel and a pinch zoom, a drag pans.
//
// Two views. The path (the default, and the follow button): the root and each queen of the
// current path, with the squares tried under each so far beside it, each at its column, a
// finished subtree shut to its counts, as the terminal's tree draws it: at most n marks a row,
// so it always fits the pane, and the path and the current step are always in sight. The whole
// tree so far (the fit button): every open subtree spread out, fitted to the pane's width and
// height; when that would be too small to read, the pane says so and shows the path.
//
// It hooks into the player through window.player (onStep, asking, go, index, line) and draws only
// the marks inside the view, so a trace of 100 000 steps steps as fast as a short one. The
// layout is computed once: the search is depth first, so everything left of the current path
// is finished and keeps the place it has at the end; only the current path and a subtree in
// progress that will fold are laid out at each step (at most n levels of n children).
(function () {
  const pane = document.getElementById("tree");
  if (!pane || !window.player) return;
  const player = window.player;
  // Another problem's search (PROBLEM): its records seen as N-Queens' (problemTree below),
  // a row per variable in the order the search assigns them, a column per value.
  const P = typeof PROBLEM === "undefined" ? null : PROBLEM;
  const PT = P ? problemTree() : null;
  const S = PT ? PT.steps : TRACE.steps, B = TRACE.base;
  // The tree's rows (its depth) and its columns (the values a row may take).
  const ROWS = PT ? PT.rows : TRACE.n, COLS = PT ? PT.cols : TRACE.n;
  const SLOT = 30, LEVEL = 50, R = 10, GUTTER = 50;
  // A view fitted to the pane: at most KMAX times the marks' own size, rows at least LMIN
  // apart (a mark, the count under it and a gap), and the whole tree only at KREAD or more
  // (below it its columns' numbers are under 8 px and its marks touch). BELOW: the room a
  // tree takes past its rows, the root's square above and a count under the last row.
  const KMAX = 1.6, LMIN = 36, KREAD = 0.7, PAD = 8, BELOW = 2 * R + 16;
  // The path view is never drawn smaller than KPATH, where a queen's column is 11 px (13 px
  // at scale 1): a path too deep for the pane at that scale shows its deepest rows, the
  // current mark and the queens placed last, rather than shrinking to marks nobody can read.
  // The legend is folded behind its button while it would leave the picture less than the
  // whole path needs at scale 1 (a short pane, beside the code), until the button is used.
  const KPATH = 0.85, KOPEN = 1;
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  // A square, isolated so that it reads in order inside right-to-left text.
  const at = (r, c) => "\u2068(" + (r + B) + "," + (c + B) + ")\u2069";

  // Another problem's records as the tree reads N-Queens' ones: [step, kind, row, column, ,
  // , rule, path], the row a depth of the search, the column a value's place among those of
  // its variable (a digit from 1, a colour, an item taken or left out), the path the columns
  // of the values given so far, in the search's order (one list shared by the records
  // between two changes).
  function problemTree() {
    const kind = P.shape.kind, values = new Array(P.names.length).fill(-1);
    const slot = (v) => (kind === "grid" ? v - 1 : kind === "items" ? 1 - v : v);
    let path = [], most = 0;
    const steps = TRACE.steps.map((s) => {
      const more = s[14];
      if (more.c.length) {
        for (const [p, , now] of more.c) values[p] = now;
        path = [];
        for (const v of P.order) {
          if (values[v] < 0) break;
          path.push(slot(values[v]));
        }
      }
      const c = s[3] >= 0 ? slot(s[3]) : -1;
      most = Math.max(most, c);
      return [s[0], s[1], s[2] >= 0 ? more.d : -1, c, -1, -1, s[6], path];
    });
    const cols = kind === "grid" ? P.shape.side : kind === "items" ? 2 : most + 1;
    return { steps: steps, rows: Math.max(1, P.order.length), cols: Math.max(1, cols) };
  }
  // A value's text in its node: a digit, a colour's first letter, + taken or − left out.
  function valueText(c) {
    if (!PT) return String(c + B);
    if (P.shape.kind === "grid") return String(c + 1);
    if (P.shape.kind === "items") return c === 0 ? "+" : "\u2212";
    const w = player.problemWords(), name = w && w.values && w.values[c];
    return name ? [...name][0] : String(c);
  }

  // ---- Words, from the language tables (PANES_WORDS), in the page's current language. -----
  function words() {
    const lang = document.documentElement.lang;
    return PANES_WORDS[lang] || PANES_WORDS[TRACE.lang] || PANES_WORDS.en;
  }
  // Fills {name} and {name:one|many} as the language tables write them.
  function say(template, args) {
    return template.replace(/\{(\w+)(?::([^|}]*)\|([^}]*))?\}/g, (all, name, one, many) => {
      if (!(name in args)) return all;
      if (one === undefined) return String(args[name]);
      return Number(args[name]) === 1 ? one : many;
    });
  }

  // ---- The tree, built once from the records. -------------------------------------------
  // A node: {r, c, first, end, kids, size, sols, sol, depth, parent}: the record that placed
  // it, the one that lifted it (Infinity while it stands), its children in the order tried
  // (nodes, and crosses {cross: true, r, c, first}), the queens placed below it, the solutions
  // at or below it, the record of its own solution (-1 for none).
  const root = { r: -1, c: -1, first: 0, end: Infinity, kids: [], size: 0, sols: 0, sol: -1, depth: 0, parent: null };
  (function build() {
    const path = [root];
    S.forEach((s, i) => {
      const kind = s[1], queens = s[7];
      // The path follows the record's queens, so a trace with steps left out still builds.
      let keep = 1;
      while (keep < path.length && keep - 1 < queens.length && path[keep].c === queens[keep - 1]) keep++;
      while (path.length > keep) {
        const gone = path.pop();
        if (gone.end === Infinity) gone.end = i;
      }
      for (let row = path.length - 1; row < queens.length; row++) {
        const parent = path[path.length - 1];
        const node = { r: row, c: queens[row], first: i, end: Infinity, kids: [], size: 0, sols: 0, sol: -1, depth: row + 1, parent };
        parent.kids.push(node);
        path.forEach((p) => p.size++);
        path.push(node);
      }
      const top = path[path.length - 1];
      if (kind === "r") top.kids.push({ cross: true, r: s[2], c: s[3], first: i, depth: s[2] + 1, parent: top });
      if (kind === "S") {
        top.sol = i;
        path.forEach((p) => p.sols++);
      }
    });
  })();
  // A subtree folds once finished when it holds no solution; one with a solution stays open,
  // so that every solution found shows where it lies.
  const folds = (k) => !k.cross && k.sols === 0 && k.end !== Infinity;

  // The final layout: a slot per leaf (a folded subtree; half a slot a cross, a smaller mark)
  // from the left, an open node centred over its children. `still` lists what keeps its
  // place, sorted by slot. `leaf` places a leaf at the next free slot and returns its centre.
  const still = [];
  const width = (q) => (q.cross ? 0.6 : 1);
  const leaf = (q, slot) => slot - (1 - width(q)) / 2;
  (function layout() {
    let slot = 0;
    (function place(item) {
      if (item.cross || folds(item) || item.kids.length === 0) {
        item.x = item.hi = leaf(item, slot);
        slot += width(item);
      } else {
        item.kids.forEach(place);
        item.x = (item.kids[0].x + item.kids[item.kids.length - 1].x) / 2;
        item.hi = item.kids[item.kids.length - 1].hi;
      }
      still.push(item);
    })(root);
    still.sort((a, b) => a.x - b.x);
  })();

  // ---- What shows at a step. ------------------------------------------------------------
  const seen = (k, cur) => k.first <= cur;
  const finished = (k, cur) => !k.cross && k.end <= cur;
  // The path at record `cur`: the root, then each queen standing.
  function pathAt(cur) {
    const path = [root];
    for (let node = root; ;) {
      let next = null;
      for (const k of node.kids) {
        if (k.first > cur) break;
        if (!k.cross && k.end > cur) next = k;
      }
      if (!next) return path;
      path.push(next);
      node = next;
    }
  }

  // The marks of the subtree in progress that will fold, laid out from its final slot: its
  // finished children fold, the child on the path opens. Returns the next free slot and the
  // node's own place, the centre of its children's.
  function layoutMoving(node, slot, cur, out) {
    const kids = node.kids.filter((q) => seen(q, cur));
    if (kids.length === 0 || finished(node, cur)) {
      out.push({ item: node, x: slot });
      return [slot + 1, slot];
    }
    let firstX = null, lastX = null;
    for (const q of kids) {
      let x;
      if (q.cross || finished(q, cur)) {
        x = leaf(q, slot);
        slot += width(q);
        out.push({ item: q, x });
      } else {
        [slot, x] = layoutMoving(q, slot, cur, out);
      }
      if (firstX === null) firstX = x;
      lastX = x;
    }
    const x = (firstX + lastX) / 2;
    out.push({ item: node, x });
    return [slot, x];
  }

  // ---- Drawing. -------------------------------------------------------------------------
  pane.replaceChildren();
  const bar = document.createElement("div");
  bar.className = "t-bar";
  const buttons = {};
  for (const [id, glyph] of [["in", "+"], ["out", "\u2212"], ["fit", "\u2922"], ["follow", "\u25CE"]]) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "t-zoom";
    b.id = "tree-" + id;
    b.textContent = glyph;
    bar.append(b);
    buttons[id] = b;
  }
  const legendButton = document.createElement("button");
  legendButton.type = "button";
  legendButton.className = "t-zoom t-key";
  legendButton.id = "tree-legend";
  legendButton.setAttribute("aria-controls", "tree-legend-list");
  bar.append(legendButton);
  const hint = document.createElement("span");
  hint.className = "t-hint";
  bar.append(hint);
  const legend = document.createElement("ul");
  legend.className = "t-legend";
  legend.id = "tree-legend-list";
  pane.append(bar);
  // Says when the whole tree does not fit (the path is drawn then).
  const note = document.createElement("p");
  note.className = "t-note";
  note.setAttribute("role", "status");
  note.hidden = true;
  pane.append(note);
  // Written as markup, so the page's parser gives the picture its namespace.
  pane.insertAdjacentHTML("beforeend",
    '<svg class="t-svg" role="img"><g><g class="t-edges"></g><g class="t-marks"></g></g><g class="t-rows"></g></svg>');
  pane.append(legend);
  const svg = pane.querySelector("svg.t-svg");
  const [world, rows] = svg.children;
  const [edges, marks] = world.children;
  // What is drawn, by key (a node or cross, or "try"): its element and its signature.
  const edgeOf = new Map(), markOf = new Map();
  let rowsKey = null;

  // The view: `whole` asks for the whole tree (the path is drawn when it does not fit),
  // `fitting` fits the view to the pane at each draw (until a zoom or a drag), `level` is the
  // distance between rows in the picture's units, which a fitted view stretches to the pane.
  let k = 1, tx = GUTTER + 20, ty = 24, level = LEVEL, whole = false, fitting = true, cur = 0, wanted = 0;
  let drawnLang = null;

  // The picture's size, read once and kept: reading it forces the page's layout, which a step
  // must not do in the middle of its changes. It is read again when it may have changed: the
  // pane resized (a window, a tab shown on a phone), or a draw that is no step (the tab shown,
  // the language or the quiz switched).
  let size = null;
  // The legend: `legendAuto` while the pane decides (until the button is used), and its
  // height when last shown, the room it would take again.
  let legendAuto = true, legendH = 0;
  function showLegend(open) {
    legend.hidden = !open;
    legendButton.setAttribute("aria-expanded", String(open));
    legendButton.classList.toggle("on", open);
  }
  showLegend(true);
  function sizes() {
    if (size !== null) return size;
    const read = () => ({ w: svg.clientWidth || 300, h: svg.clientHeight || 200 });
    size = read();
    if (legendAuto && svg.clientHeight > 0) {
      const need = (ROWS * LMIN + BELOW) * KOPEN + 2 * PAD;
      if (!legend.hidden) {
        legendH = legend.offsetHeight;
        if (size.h < need) { showLegend(false); size = read(); }
      } else if (legendH > 0 && size.h - legendH >= need) {
        showLegend(true);
        size = read();
      }
    }
    return size;
  }
  // A view that changes size while it follows the search (the panes beside it filled once
  // the page has drawn, a window resized) centres the current mark again, as the first draw
  // meant to.
  new ResizeObserver(() => {
    const was = size;
    size = null;
    const now = sizes();
    if (was && was.w === now.w && was.h === now.h) return;
    draw();
  }).observe(svg);
  // The screen place of depth d.
  const sy = (d) => d * level * k + ty;

  // Fits `slots` columns and every row into the pane; false when the marks would be too small
  // to read (`least`, the smallest scale that reads). The columns are centred.
  function fit(slots, least) {
    const { w: W, h: H } = sizes();
    const wide = W - GUTTER - 2 * PAD, high = H - 2 * PAD;
    const scale = Math.min(KMAX, wide / (slots * SLOT), high / (ROWS * LMIN + BELOW));
    if (scale < least) return false;
    k = scale;
    level = Math.min(LEVEL * 1.5, Math.max(LMIN, (high / k - BELOW) / ROWS));
    tx = GUTTER + PAD + (wide - slots * SLOT * k) / 2 + (SLOT * k) / 2;
    ty = PAD + R * k;
    return true;
  }

  // The path view fitted to the pane, at KPATH or more: every row when they fit, or else the
  // rows down to `deep` (the deepest drawn, the try's or the current mark's), the columns
  // about `focus` when they are wider than the pane (a board of many columns).
  function fitPath(deep, focus) {
    const { w: W, h: H } = sizes();
    const wide = W - GUTTER - 2 * PAD, high = H - 2 * PAD;
    k = Math.max(KPATH, Math.min(KMAX, wide / (COLS * SLOT), high / (ROWS * LMIN + BELOW)));
    level = Math.min(LEVEL * 1.5, Math.max(LMIN, (high / k - BELOW) / ROWS));
    const left = GUTTER + PAD + (SLOT * k) / 2, span = (COLS - 1) * SLOT * k;
    if (span + SLOT * k <= wide) tx = left + (wide - COLS * SLOT * k) / 2;
    else tx = Math.min(left, Math.max(left + wide - SLOT * k - span, GUTTER + PAD + wide / 2 - focus * SLOT * k));
    // The deepest row's mark and what hangs under it end at the pane's foot, unless the
    // whole path fits from the top.
    ty = Math.min(PAD + R * k, H - PAD - (deep * level + R + 16) * k);
  }

  // Each mark as markup: a placed queen a disc with its column, a cross, a fold with its
  // count, a dead end a bar, the try in progress a dashed ring. It is drawn about its own
  // origin and put in its place by its transform, so that a mark that moves (a node centred
  // over its children as they come) changes one attribute, not its whole markup.
  const place = (x, depth) => `translate(${x * SLOT},${depth * level})`;
  function mark(item, x, cls, title, isCur) {
    const X = 0, Y = 0;
    let body;
    const i = item.first;
    if (item.cross) {
      const d = R * 0.55;
      body = `<path class="t-cross" d="M${X - d},${Y - d}L${X + d},${Y + d}M${X + d},${Y - d}L${X - d},${Y + d}"/>` +
        `<rect class="t-hit" x="${X - R}" y="${Y - R}" width="${2 * R}" height="${2 * R}"/>`;
    } else if (item === root) {
      body = `<rect class="t-root" x="${X - R * 0.8}" y="${Y - R * 0.8}" width="${R * 1.6}" height="${R * 1.6}"/>`;
    } else {
      // The column first, then what hangs below it.
      // A colouring's node is filled with its colour, as the graph's vertex is.
      const fill = PT && P.shape.kind === "graph" && window.playerPicture ? ` style="fill:${window.playerPicture.color(item.c)}"` : "";
      body = `<circle class="t-node" cx="${X}" cy="${Y}" r="${R}"${fill}/>` +
        (k >= 0.45 ? `<text x="${X}" y="${Y + 4}">${esc(valueText(item.c))}</text>` : "");
      // What hangs below stays within LMIN of the mark, clear of the row below.
      if (cls.includes("t-fold")) {
        body += `<path class="t-tri" d="M${X},${Y + R}L${X - R * 0.9},${Y + R + 14}L${X + R * 0.9},${Y + R + 14}Z"/>` +
          `<text class="t-count" x="${X}" y="${Y + R + 12}">${item.size}</text>`;
      } else if (cls.includes("t-dead")) {
        body += `<path class="t-deadbar" d="M${X - R * 0.8},${Y + R + 5}H${X + R * 0.8}"/>`;
      } else if (cls.includes("t-shut")) {
        body += `<text class="t-count" x="${X}" y="${Y + R + 12}">\u2605${item.sols}</text>`;
      }
      if (cls.includes("t-sol")) body += `<text class="t-star" x="${X}" y="${Y + R + 13}">\u2605</text>`;
    }
    // A cross's ring is smaller, as its slot is.
    const ring = isCur ? `<circle class="t-ring" cx="${X}" cy="${Y}" r="${item.cross ? R * 0.8 : R + 5}"/>` : "";
    return `<g class="${cls}" data-i="${i}" transform="${place(x, item.depth)}"><title>${esc(title)}</title>${ring}${body}</g>`;
  }

  function title(item, cls, w) {
    // A cross says why, in the trace's own line; the others say what they stand for.
    if (item === root) return PT ? player.line(0) : w.tree_empty_board;
    if (item.cross) return player.line(item.first);
    // Another problem's mark says its lines of the trace, in the problem's words: the value
    // given, and once taken back, the backtrack.
    if (PT) return player.line(item.first) + (item.end < Infinity && item.end <= cur ? " \u2026 " + player.line(item.end) : "");
    const args = { sq: at(item.r, item.c), k: S[item.first][0] };
    if (cls.includes("t-fold")) {
      return say(w.tree_folded, { ...args, q: item.size, s: item.sols, l: S[item.end][0] });
    }
    if (cls.includes("t-dead")) return say(w.tree_dead, { ...args, l: S[item.end][0] });
    if (cls.includes("t-shut")) {
      return say(player.words().page_tree_done, { sq: args.sq, i: args.k, k: item.size, s: item.sols, j: S[item.end][0] });
    }
    return say(w.tree_node, args);
  }

  function draw() {
    const w = words();
    // While the quiz asks about a try, the tree shows the step of the try itself, whatever
    // the player shows, so that it cannot answer the question.
    const asking = player.asking();
    cur = wanted;
    if (asking && cur > 0 && (S[cur][1] === "a" || S[cur][1] === "r") && S[cur - 1][1] === "t") cur--;
    const s = S[cur];
    const path = pathAt(cur);
    const onPath = new Set(path);
    // The try in progress: a ring where its mark will be.
    const trying = s[1] === "t" && s[2] === path.length - 1 ? path[path.length - 1] : null;
    const current = currentItem(s, path);
    const tree = whole ? wholeTree(path, trying) : null;
    const tooWide = tree !== null && fitting && !fit(tree.slots, KREAD);
    if (tooWide) note.textContent = say(w.tree_too_wide, { k: tree.leaves });
    if (note.hidden === tooWide) {
      // The note shown or gone changes the picture's height: fitted again to the new one.
      note.hidden = !tooWide;
      size = null;
      if (tree !== null && !tooWide && fitting) fit(tree.slots, KREAD);
    }
    let laid = tree;
    if (tree === null || tooWide) {
      laid = pathView(path, trying);
      if (fitting) {
        const deep = trying ? trying.depth + 1 : Math.max(...laid.items.map(([q]) => q.depth));
        const focus = laid.tryX ?? (current ? laid.xOf(current) : laid.xOf(path[path.length - 1]));
        fitPath(deep, focus);
      }
    }
    const { items, xOf, tryX } = laid;
    buttons.follow.classList.toggle("on", fitting && !whole);
    buttons.fit.classList.toggle("on", fitting && whole);
    const { h: H } = sizes();
    // Drawn row by row, left to right: the order a reader (and a screen reader) takes.
    items.sort((p, q) => p[0].depth - q[0].depth || p[1] - q[1]);
    const shut = !whole || tooWide;
    if (drawnLang !== w) {
      // Another language: every title changes, so every mark is written again.
      drawnLang = w;
      dress(w);
      for (const table of [edgeOf, markOf]) table.clear();
      edges.replaceChildren();
      marks.replaceChildren();
      rowsKey = null;
    }
    // Each mark and edge is kept from the step before when it is drawn the same (its place,
    // its class, its ring): a step writes only the few that change, so the picture's layout
    // and style are redone for those alone, not for the hundreds in view.
    const labels = k >= 0.45;
    const wantEdges = [], wantMarks = [];
    // An edge: its class is its signature, its ends its place.
    const edge = (key, thick, x1, y1, x2, y2) => wantEdges.push({
      key, sig: thick, pos: x1 + " " + y1 + " " + x2 + " " + y2,
      make: () => `<line class="t-edge${thick}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`,
      move: (el) => {
        for (const [name, v] of [["x1", x1], ["y1", y1], ["x2", x2], ["y2", y2]]) {
          if (el.getAttribute(name) !== String(v)) el.setAttribute(name, v);
        }
      },
    });
    for (const [item, x] of items) {
      const parent = item.parent;
      if (parent) {
        edge(item, onPath.has(item) ? " t-on" : "", xOf(parent) * SLOT, parent.depth * level + (parent === root ? R * 0.8 : R),
          x * SLOT, item.depth * level - R);
      }
      // In the path view a finished subtree is shut: its marks are not drawn, its counts are.
      let cls = classOf(item, onPath);
      if (shut && cls.includes("t-done")) cls += " t-shut";
      const isCur = item === current, at_ = place(x, item.depth);
      wantMarks.push({
        key: item, sig: cls + (isCur ? " ring" : "") + (labels ? "" : " bare"), pos: at_,
        make: () => mark(item, x, cls, title(item, cls, w), isCur),
        move: (el) => el.setAttribute("transform", at_),
      });
    }
    if (trying && tryX !== null) {
      const X = tryX * SLOT, Y = (trying.depth + 1) * level, px = xOf(trying) * SLOT, at_ = `translate(${X},${Y})`;
      edge("try", " t-on t-dash", px, trying.depth * level + (trying === root ? R * 0.8 : R), X, Y - R);
      wantMarks.push({
        key: "try", sig: cur + (labels ? "" : " bare"), pos: at_,
        make: () => `<g class="t-try" data-i="${cur}" transform="${at_}"><title>${esc(PT ? player.line(cur) : say(w.tree_trying, { sq: at(s[2], s[3]) }))}</title>` +
          `<circle class="t-ring" r="${R + 5}"/><circle class="t-node" r="${R}"/>` +
          (labels ? `<text y="4">?</text>` : "") + `</g>`,
        move: (el) => el.setAttribute("transform", at_),
      });
    }
    update(edges, edgeOf, wantEdges);
    update(marks, markOf, wantMarks);
    const transform = `translate(${tx},${ty}) scale(${k})`;
    if (world.getAttribute("transform") !== transform) world.setAttribute("transform", transform);
    // Row names at the left edge, where the levels are: written again only when they move.
    const key = ty + " " + k + " " + level + " " + H;
    if (rowsKey !== key) {
      rowsKey = key;
      let rowText = `<rect class="t-gutter" x="0" y="0" width="${GUTTER}" height="${H}"/>`;
      for (let d = 1; d <= ROWS; d++) {
        const y = sy(d);
        if (y < 0 || y > H) continue;
        const name = PT ? P.names[P.order[d - 1]] : say(w.tree_row, { r: d - 1 + B });
        rowText += `<text x="4" y="${y + 4}">${esc(name)}</text>`;
      }
      rows.innerHTML = rowText;
    }
    if (pane.dataset.marks !== String(items.length)) pane.dataset.marks = items.length;
  }

  // Makes the children of `group` the elements `want` lists ({key, sig, pos, make, move}), in
  // its order: an element drawn with the same signature at the step before is kept (and moved
  // if its place changed), the others are written (all at once, one parse), those no longer
  // wanted are removed.
  // An element of the picture's own namespace, for its markup to be parsed as SVG.
  const scratch = edges.cloneNode(false);
  function update(group, shown, want) {
    const keep = new Set();
    let markup = "";
    const fresh = [];
    for (const w of want) {
      keep.add(w.key);
      const old = shown.get(w.key);
      if (old && old.sig === w.sig) {
        if (old.pos !== w.pos) { w.move(old.el); old.pos = w.pos; }
        continue;
      }
      markup += w.make();
      fresh.push(w);
    }
    for (const [key, old] of shown) if (!keep.has(key)) { old.el.remove(); shown.delete(key); }
    if (fresh.length) {
      scratch.innerHTML = markup;
      const made = [...scratch.children];
      fresh.forEach((w, j) => {
        const old = shown.get(w.key);
        if (old) old.el.remove();
        shown.set(w.key, { el: made[j], sig: w.sig, pos: w.pos });
      });
    }
    let ref = group.firstChild;
    for (const w of want) {
      const el = shown.get(w.key).el;
      if (el === ref) ref = ref.nextSibling;
      else group.insertBefore(el, ref);
    }
    while (ref) { const next = ref.nextSibling; ref.remove(); ref = next; }
  }

  // The rightmost slot in use at `cur`: that of the last child seen of each node of the path,
  // a finished one's whole subtree included (the path is the right edge of the tree).
  function rightEdge(path, moved) {
    let right = 0;
    for (const p of path) {
      const kids = p.kids.filter((q) => seen(q, cur));
      const q = kids[kids.length - 1];
      if (!q) continue;
      right = Math.max(right, moved.has(q) ? moved.get(q) : q.cross || finished(q, cur) ? q.hi : q.x);
    }
    return right;
  }

  function classOf(item, onPath) {
    if (item === root) return "t-mark t-rootg" + (onPath.has(item) ? " t-path" : "");
    if (item.cross) return "t-mark t-x";
    let cls = "t-mark t-q";
    if (onPath.has(item)) cls += " t-path";
    if (item.sol >= 0 && item.sol <= cur) cls += " t-sol";
    else if (finished(item, cur) && item.sols === 0) cls += item.size === 0 && item.r < ROWS - 1 && !PT ? " t-dead" : " t-fold";
    else if (finished(item, cur)) cls += " t-done";
    return cls;
  }

  // The mark of the current record: the node placed, lifted or solved, or the cross rejected.
  function currentItem(s, path) {
    const top = path[path.length - 1];
    if (s[1] === "r") return top.kids.find((q) => q.cross && q.first === cur) || null;
    if (s[1] === "b") {
      const kids = top.kids.filter((q) => !q.cross && q.end === cur);
      return kids[0] || null;
    }
    if (s[1] === "a" || s[1] === "S") return top;
    return null;
  }

  // The path view: the root over the middle of the board's columns, and under each node of the
  // path every square tried so far, at its column: a placed queen, a cross, a subtree shut to
  // its counts; the try at its column too.
  function pathView(path, trying) {
    const xOf = (q) => (q === root ? (COLS - 1) / 2 : q.c);
    const items = [[root, xOf(root)]];
    for (const p of path) {
      for (const q of p.kids) {
        if (!seen(q, cur)) break;
        items.push([q, xOf(q)]);
      }
    }
    return { items, xOf, tryX: trying ? S[cur][3] : null, slots: COLS };
  }

  // The whole tree so far: what keeps its final place (left of the path) where it is, the
  // subtree in progress laid out at this step, each open node over its children. Only the
  // marks in view are listed, for a view zoomed in on a large tree.
  function wholeTree(path, trying) {
    // The fold root in progress, if any: the first node of the path that will fold.
    const movingRoot = path.find((p) => p !== root && folds(p));
    const placed = [];
    if (movingRoot) layoutMoving(movingRoot, movingRoot.x, cur, placed);
    // A still node keeps its place unless it is in the part that moves.
    const moved = new Map(placed.map((p) => [p.item, p.x]));
    // Open nodes of the path above the moving part are centred over what they have so far.
    for (let d = path.length - 1; d >= 0; d--) {
      const p = path[d];
      if (moved.has(p)) continue;
      const kids = p.kids.filter((q) => seen(q, cur));
      if (kids.length === 0) { moved.set(p, p.x); continue; }
      const xOf = (q) => (moved.has(q) ? moved.get(q) : q.x);
      moved.set(p, (xOf(kids[0]) + xOf(kids[kids.length - 1])) / 2);
    }
    const xOf = (q) => (moved.has(q) ? moved.get(q) : q.x);
    const right = rightEdge(path, moved);
    let tryX = null;
    if (trying) tryX = trying.kids.some((q) => seen(q, cur)) ? right + 1 : xOf(trying);
    const slots = Math.max(right, tryX ?? 0) + 1;
    // The view, as it is (a fitted one starts at slot 0 and shows every row).
    const { w: W, h: H } = sizes();
    const view = fitting ? null : { lo: (-tx / k) / SLOT - 1, hi: ((W - tx) / k) / SLOT + 1,
      shallow: (-ty / k) / level - 1, deep: ((H - ty) / k) / level + 1 };
    const inView = (item, x) => view === null ||
      (item.depth >= view.shallow && item.depth <= view.deep && x >= view.lo - 2 && x <= view.hi + 2);
    const items = [];
    // Still marks inside the view (binary search for the first), then the moving ones.
    const lo = view ? view.lo : -Infinity, hi = view ? view.hi : Infinity;
    let a = 0, b = still.length;
    while (a < b) { const m = (a + b) >> 1; if (still[m].x < lo) a = m + 1; else b = m; }
    for (let j = a; j < still.length && still[j].x <= hi; j++) {
      const item = still[j];
      // Only what an open node holds is still: a folded subtree's marks are not listed.
      if (!seen(item, cur) || moved.has(item) || !inView(item, item.x)) continue;
      items.push([item, item.x]);
    }
    for (const [item, x] of moved) if (inView(item, x) && seen(item, cur)) items.push([item, x]);
    // The marks side by side: each leaf has a slot of its own (a cross a narrower one).
    const leaves = items.filter(([q]) => q.cross || finished(q, cur) || !q.kids.some((c) => seen(c, cur))).length;
    return { items, xOf, tryX, slots, leaves: leaves + (tryX === null ? 0 : 1) };
  }
  // A value given, in another problem's legend: the picture's own word for it.
  function problemLegend() {
    const w = player.problemWords(), set = w && w.legend.find(([cls]) => cls === "set" || cls === "in");
    return set ? set[1] : "";
  }
  // The legend and the buttons' names, in the page's language.
  function dress(w) {
    buttons.in.title = w.tree_zoom_in;
    buttons.out.title = w.tree_zoom_out;
    buttons.fit.title = w.tree_fit;
    buttons.follow.title = w.tree_follow;
    for (const b of Object.values(buttons)) b.setAttribute("aria-label", b.title);
    legendButton.textContent = w.tree_legend;
    hint.textContent = w.tree_hint;
    svg.setAttribute("aria-label", w.tree_label);
    const sw = (inner) => `<svg class="t-sw" viewBox="-15 -15 30 30" aria-hidden="true">${inner}</svg>`;
    const c = `<circle class="t-node" r="${R}"/>`;
    const entries = [
      ["t-q t-path", c + `<circle class="t-ring" r="${R + 4}"/>`, w.tree_legend_path],
      ["t-q", c, PT ? problemLegend() : w.tree_legend_queen],
      // Without hover (a phone), a mark's title never shows: a tap goes to its step instead.
      ["t-x", `<path class="t-cross" d="M-6,-6L6,6M6,-6L-6,6"/>`, matchMedia("(hover: none)").matches ? w.tree_legend_reject_touch : w.tree_legend_reject],
      ...(PT ? [] : [["t-q t-dead", `<circle class="t-node" r="7" cy="-4"/><path class="t-deadbar" d="M-8,9H8"/>`, w.tree_legend_dead]]),
      ["t-q t-fold", `<circle class="t-node" r="6" cy="-7"/><path class="t-tri" d="M0,-1L-8,12L8,12Z"/>`, w.tree_legend_folded],
      ["t-q t-sol", c + `<text class="t-star" y="5">\u2605</text>`, w.tree_legend_solution],
      ["t-try", `<circle class="t-node" r="${R}"/><text y="4">?</text>`, w.tree_legend_try],
      ["t-q t-done", `<circle class="t-node" r="6" cy="-6"/><path class="t-starp" d="M0,2L1.8,6.5L6.5,6.5L2.7,9.3L4.1,14L0,11.2L-4.1,14L-2.7,9.3L-6.5,6.5L-1.8,6.5Z"/>`, w.tree_legend_solved],
    ];
    legend.innerHTML = entries.map(([cls, inner, text]) =>
      `<li><span class="${cls}">${sw(inner)}</span>${esc(text)}</li>`).join("");
  }

  // ---- Zoom and pan. ----------------------------------------------------------------------
  function zoomAt(factor, px, py) {
    const next = Math.max(0.05, Math.min(4, k * factor));
    tx = px - (px - tx) * (next / k);
    ty = py - (py - ty) * (next / k);
    k = next;
    fitting = false;
    draw();
  }
  buttons.in.addEventListener("click", (e) => { const { w, h } = sizes(); zoomAt(1.4, w / 2, h / 2); e.currentTarget.blur(); });
  buttons.out.addEventListener("click", (e) => { const { w, h } = sizes(); zoomAt(1 / 1.4, w / 2, h / 2); e.currentTarget.blur(); });
  // The whole tree so far, fitted to the pane as the search goes on (or, too wide, the path
  // with a note that says so); the path, fitted.
  buttons.fit.addEventListener("click", (e) => {
    whole = fitting = true;
    draw();
    e.currentTarget.blur();
  });
  buttons.follow.addEventListener("click", (e) => {
    whole = false;
    fitting = true;
    draw();
    e.currentTarget.blur();
  });
  // The legend shown or folded as asked, from then on whatever the pane's height.
  legendButton.addEventListener("click", (e) => {
    legendAuto = false;
    showLegend(legend.hidden);
    size = null;
    draw();
    e.currentTarget.blur();
  });
  svg.addEventListener("wheel", (e) => {
    e.preventDefault();
    const box = svg.getBoundingClientRect();
    zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - box.left, e.clientY - box.top);
  }, { passive: false });
  // Pointers: one drags, two pinch. A press that barely moves is a click on a mark.
  const pointers = new Map();
  let moved = 0, pinch = null;
  svg.addEventListener("pointerdown", (e) => {
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    svg.setPointerCapture(e.pointerId);
    moved = 0;
    if (pointers.size === 2) {
      const [p, q] = [...pointers.values()];
      pinch = { d: Math.hypot(p.x - q.x, p.y - q.y), k };
    }
  });
  svg.addEventListener("pointermove", (e) => {
    const was = pointers.get(e.pointerId);
    if (!was) return;
    const now = { x: e.clientX, y: e.clientY };
    pointers.set(e.pointerId, now);
    if (pointers.size === 2 && pinch) {
      const [p, q] = [...pointers.values()];
      const box = svg.getBoundingClientRect();
      const d = Math.hypot(p.x - q.x, p.y - q.y);
      zoomAt((pinch.k * d / pinch.d) / k, (p.x + q.x) / 2 - box.left, (p.y + q.y) / 2 - box.top);
      moved += 10;
      return;
    }
    moved += Math.abs(now.x - was.x) + Math.abs(now.y - was.y);
    if (moved > 4) {
      tx += now.x - was.x;
      ty += now.y - was.y;
      fitting = false;
      draw();
    }
  });
  const release = (e) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  svg.addEventListener("pointerup", (e) => {
    const click = moved <= 4 && pointers.size === 1;
    release(e);
    if (!click) return;
    const g = document.elementFromPoint(e.clientX, e.clientY);
    const target = g && g.closest && g.closest("g[data-i]");
    if (target) player.go(Number(target.dataset.i));
  });
  svg.addEventListener("pointercancel", release);

  player.onStep((i) => {
    if (i === wanted) size = null;
    wanted = i;
    draw();
  });
  // The quiz opening or closing a question redraws, as does a language switched in the page.
  const again = () => { size = null; draw(); };
  new MutationObserver(again).observe(document.body, { attributes: true, attributeFilter: ["class"] });
  new MutationObserver(again).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  window.addEventListener("resize", again);
  // The player has drawn the step it opened on before this script ran.
  wanted = player.index();
  draw();
})();
