"""Watch a backtracking search solve N-Queens, step by step, in Python and Jupyter.

A thin layer over the Rust library ``nqueens_trace``: the same search, the same rules, the
same text and the same player as the ``nqueens-trace`` command.

- ``trace(n, limit=None)``: the search's events, as dicts with the JSON Lines keys, made as
  they are taken (``sum(1 for _ in trace(12))`` runs in flat memory);
- ``count(n, threads=None)``: the totals, without the events, on all cores;
- ``verify(events, strict=False)``: is it a correct backtracking search? A ``Verdict``;
- ``diff(a, b, context=3)``: where two traces first differ, or None;
- ``read(path)`` and ``write(path, events)``: JSON Lines files;
- ``text(events, **options)``: the text trace, as ``nqueens-trace replay`` prints it;
- ``Player(n_or_events, **options)``: the HTML player; the last line of a notebook cell
  shows it; ``.save(path)`` writes it;
- ``Tracer(n)``: a student's own solver reports its steps and each is checked at once.

Errors: ``ValueError`` for a bad argument (a board size out of range), ``TraceError`` (a
``ValueError``) with ``file`` and ``line`` for a malformed trace, ``InvalidTrace`` for a
``Tracer`` step that breaks a rule.
"""

from ._errors import InvalidTrace, TraceError
from ._native import (
    MAX_EMBEDDED_STEPS,
    MAX_N,
    SCHEMA,
    Divergence,
    Judgement,
    Player,
    SearchTracer,
    Tracer,
    Verdict,
    Violation,
    check,
    count,
    diff,
    read,
    text,
    trace,
    verify,
    write,
)

__version__ = "0.1.0"

__all__ = [
    "MAX_EMBEDDED_STEPS",
    "MAX_N",
    "SCHEMA",
    "Divergence",
    "InvalidTrace",
    "Judgement",
    "Player",
    "SearchTracer",
    "TraceError",
    "Tracer",
    "Verdict",
    "Violation",
    "check",
    "count",
    "diff",
    "read",
    "text",
    "trace",
    "verify",
    "write",
]
