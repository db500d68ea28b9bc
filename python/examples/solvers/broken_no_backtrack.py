"""Deliberately broken: the search undoes its own state but never reports the backtrack, so
the trace tries a square of a row that still holds a queen."""

import sys

from nqueens_trace import Tracer


def solve(n, tracer, cols=()):
    row = len(cols)
    if row == n:
        tracer.solution()
        return
    for col in range(n):
        tracer.try_(row, col)
        if any(c == col or abs(c - col) == row - r for r, c in enumerate(cols)):
            tracer.reject(row, col)
            continue
        tracer.accept(row, col)
        solve(n, tracer, cols + (col,))
        # The bug: no tracer.backtrack(row, col) here.


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    with Tracer(n, out=sys.stdout) as tracer:
        solve(n, tracer)
