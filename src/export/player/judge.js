"use strict";
// The exercise's judge: the rules of the library's src/exercise.rs carried over line for line,
// over the records of TRACE as the model search, and the record of what stood in the bytes of
// printer/jsonl.rs and of Exercise::record_line. The page's exercise (exercise.js) is its one
// front end, as the terminal's is the library's; the browser tests hold the two judges to the
// same verdicts and the same record for the same moves.
window.exerciseJudge = (function () {
  const N = TRACE.n, S = TRACE.steps;
  // The teacher's start: its queens are on the board before the first event.
  const GIVEN = S.length > 0 && S[0][1] === "s" ? S[0][7].slice() : [];

  // A move: {move: "try", row, col}, {move: "accept"}, {move: "reject", queen: [r, c], line}
  // (line "c", "d" or "a") or {move: "backtrack"}.
  const LINE_NAME = { c: "column", d: "diagonal", a: "anti-diagonal" };
  function moveOf(s) {
    switch (s[1]) {
      case "t": return { move: "try", row: s[2], col: s[3] };
      case "a": return { move: "accept" };
      case "r": return { move: "reject", queen: [s[4], s[5]], line: s[6] };
      case "b": return { move: "backtrack" };
    }
    return null;
  }
  function sameMove(a, b) {
    if (a.move !== b.move) return false;
    if (a.move === "try") return a.row === b.row && a.col === b.col;
    if (a.move === "reject") return a.queen[0] === b.queen[0] && a.queen[1] === b.queen[1] && a.line === b.line;
    return true;
  }
  // problem::nqueens::attack: how a queen on `q` attacks `sq`, or null.
  function between(q, sq) {
    if (q[1] === sq[1]) return "c";
    if (q[0] - q[1] === sq[0] - sq[1]) return "d";
    if (q[0] + q[1] === sq[0] + sq[1]) return "a";
    return null;
  }
  const squareOf = (s) => ("tarb".includes(s[1]) ? [s[2], s[3]] : null);

  function Judge(feedback, onWrong) {
    this.feedback = feedback;
    this.onWrong = onWrong;
    // The index in S of the model's next event, -1 once it is over.
    this.next = S.length > 1 ? 1 : -1;
    this.queens = GIVEN.slice();
    this.trying = null;
    this.column = 0;
    this.tally = { moves: 0, right: 0, wrong: 0, hints: 0, fixed: 0 };
    this.spoiled = false;
    this.hinted = false;
    this.mistakes = [];
    // The index of the last event that stood: the board shows its record.
    this.last = 0;
  }
  Judge.prototype.over = function () { return this.next < 0; };
  Judge.prototype.hint = function () {
    if (this.next < 0) return null;
    const model = moveOf(S[this.next]);
    if (!model) return null;
    if (!this.hinted) {
      this.tally.hints++;
      this.hinted = true;
    }
    this.spoiled = true;
    return model;
  };
  // {refused} for a move out of turn; else {wrong: null or a reason, stood: indices}.
  Judge.prototype.play = function (said) {
    const refused = this.refuse(said);
    if (refused) return { refused: refused };
    const model = moveOf(S[this.next]);
    if (!model) return { refused: { kind: "over" } };
    const wrong = sameMove(said, model) ? null : this.why(said, S[this.next]);
    if (wrong) {
      this.tally.wrong++;
      this.mistakes.push({ step: S[this.next][0], square: this.trying, said: said, model: model, why: wrong });
      this.spoiled = true;
      if (this.onWrong === "undo") return { wrong: wrong, stood: [] };
      this.tally.fixed++;
    }
    return { wrong: wrong, stood: this.stand(this.next) };
  };
  Judge.prototype.fix = function () {
    if (this.next < 0 || !moveOf(S[this.next])) return null;
    this.tally.fixed++;
    this.spoiled = true;
    return this.stand(this.next);
  };
  Judge.prototype.stand = function (i) {
    this.tally.moves++;
    if (!this.spoiled) this.tally.right++;
    this.spoiled = false;
    this.hinted = false;
    const s = S[i], stood = [i];
    switch (s[1]) {
      case "t": this.trying = [s[2], s[3]]; break;
      case "a": this.trying = null; this.queens.push(s[3]); this.column = 0; break;
      case "r": this.trying = null; this.column = s[3] + 1; break;
      case "b": this.queens.pop(); this.column = s[3] + 1; break;
    }
    let next = i + 1 < S.length ? i + 1 : -1;
    while (next >= 0 && !moveOf(S[next])) {
      stood.push(next);
      next = next + 1 < S.length ? next + 1 : -1;
    }
    this.next = next;
    this.last = stood[stood.length - 1];
    return stood;
  };
  Judge.prototype.refuse = function (said) {
    if (this.next < 0) return { kind: "over" };
    const answer = said.move === "accept" || said.move === "reject";
    if (answer && !this.trying) return { kind: "nothing" };
    if (!answer && this.trying) return { kind: "answer", square: this.trying };
    if (said.move === "backtrack" && this.queens.length === 0) return { kind: "no-queen" };
    if (said.move === "try" && (said.row >= N || said.col >= N)) return { kind: "nothing" };
    return null;
  };
  // Why `said` is wrong when the model's next record is `next`: {why, ...facts}.
  Judge.prototype.why = function (said, next) {
    const row = this.queens.length;
    const last = row > 0 ? [row - 1, this.queens[row - 1]] : null;
    const kind = next[1];
    if (said.move === "try" && kind === "t") {
      const at = [next[2], next[3]];
      if (said.row !== next[2]) return { why: "other-row", row: next[2], next: at };
      return { why: said.col < next[3] ? "tried" : "skipped", next: at };
    }
    if (said.move === "try") return { why: "row-done", row: row, queen: last };
    if (said.move === "backtrack" && kind === "t") return { why: "untried", next: [next[2], next[3]] };
    if (said.move === "accept" && kind === "r") return { why: "attacked", queen: [next[4], next[5]], line: next[6] };
    if (said.move === "reject" && kind === "a") return { why: "free" };
    if (said.move === "reject" && kind === "r") {
      const named = said.queen, queen = [next[4], next[5]], line = next[6];
      if (this.queens[named[0]] !== named[1]) return { why: "no-queen", named: named };
      // The move differs from the model's, so with the same queen the line does.
      if (named[0] === queen[0] && named[1] === queen[1]) return { why: "line", queen: queen, line: line };
      if (between(named, [next[2], next[3]])) return { why: "not-topmost", named: named, queen: queen, line: line };
      return { why: "innocent", named: named, queen: queen, line: line };
    }
    return { why: "skipped", next: squareOf(next) || [row, this.column] };
  };

  // ---- The record: the events that stood, in canonical JSON Lines (printer/jsonl.rs). -------
  function eventLine(s) {
    const [step, kind, r, c, ar, ac, line, queens] = s, facts = s[13];
    const square = ",\"step\":" + step + ",\"row\":" + r + ",\"col\":" + c;
    switch (kind) {
      case "s": {
        const given = GIVEN.length ? ",\"start\":[" + GIVEN.join(",") + "]" : "";
        return "{\"event\":\"start\",\"step\":" + step + ",\"schema\":" + JSON.stringify(EXERCISE.schema) +
          ",\"n\":" + N + ",\"limit\":" + (facts === null ? "null" : facts) + given + "}";
      }
      case "t": return "{\"event\":\"try\"" + square + "}";
      case "a": return "{\"event\":\"accept\"" + square + "}";
      case "b": return "{\"event\":\"backtrack\"" + square + "}";
      case "r": return "{\"event\":\"reject\"" + square + ",\"conflict\":\"" + LINE_NAME[line] + "\",\"with\":[" + ar + "," + ac + "]}";
      case "S": return "{\"event\":\"solution\",\"step\":" + step + ",\"index\":" + facts + ",\"queens\":[" + queens.join(",") + "]}";
      case "d": return done(step, facts[0], facts[1], facts[2], facts[3], facts[4], facts[5] === 1);
    }
    return "";
  }
  function done(step, so, t, a, r, b, complete) {
    return "{\"event\":\"done\",\"step\":" + step + ",\"solutions\":" + so + ",\"tries\":" + t + ",\"accepts\":" + a +
      ",\"rejects\":" + r + ",\"backtracks\":" + b + ",\"complete\":" + complete + "}";
  }
  function recorded(m) {
    if (m.move === "try") return { move: "try", row: m.row, col: m.col };
    if (m.move === "reject") return { move: "reject", with: m.queen, conflict: LINE_NAME[m.line] };
    return { move: m.move };
  }
  // The `exercise` field of the done, keys in the order of src/exercise.rs's Outcome.
  function outcome(j, finished) {
    const t = j.tally;
    return JSON.stringify({
      feedback: j.feedback, on_wrong: j.onWrong, finished: finished, moves: t.moves, right: t.right,
      wrong: t.wrong, hints: t.hints, fixed: t.fixed,
      mistakes: j.mistakes.map((m) => ({ step: m.step, said: recorded(m.said), model: recorded(m.model), why: m.why.why })),
    });
  }
  // The whole record: what stood, and a done with the result; an exercise left before the
  // search ended gets a done of what stood, `complete: false`.
  function record(j) {
    const lines = [];
    for (let i = 0; i <= j.last; i++) lines.push(eventLine(S[i]));
    const withResult = (line, finished) => line.slice(0, -1) + ",\"exercise\":" + outcome(j, finished) + "}";
    if (S[j.last][1] === "d") {
      lines[lines.length - 1] = withResult(lines[lines.length - 1], true);
    } else {
      const s = S[j.last], step = j.next >= 0 ? S[j.next][0] : 0;
      lines.push(withResult(done(step, s[12], s[8], s[9], s[10], s[11], false), false));
    }
    return lines.join("\n") + "\n";
  }

  return { Judge: Judge, record: record, moveOf: moveOf, given: GIVEN };
})();
