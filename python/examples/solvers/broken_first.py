"""Deliberately broken: the search stops at its first solution but never says so (no limit
in the tracer, and done() claims a complete search)."""

import sys

from nqueens_trace import Tracer


class Found(Exception):
    pass


def solve(n, tracer, cols=()):
    row = len(cols)
    if row == n:
        tracer.solution()
        raise Found  # The bug: the first solution ends the search, silently.
    for col in range(n):
        tracer.try_(row, col)
        if any(c == col or abs(c - col) == row - r for r, c in enumerate(cols)):
            tracer.reject(row, col)
            continue
        tracer.accept(row, col)
        solve(n, tracer, cols + (col,))
        tracer.backtrack(row, col)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    tracer = Tracer(n, out=sys.stdout)
    try:
        solve(n, tracer)
    except Found:
        pass
    tracer.done()
