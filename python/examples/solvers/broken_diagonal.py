"""Deliberately broken: the diagonal check stops one row short, so the queen right above
the diagonal is never seen. The tracer raises at the first accept of an attacked square."""

import sys

from nqueens_trace import Tracer


def safe(cols, col):
    row = len(cols)
    if col in cols:
        return False
    # The bug: range(row - 1) leaves out the row just above.
    return not any(abs(cols[r] - col) == row - r for r in range(row - 1))


def solve(n, tracer, cols=()):
    row = len(cols)
    if row == n:
        tracer.solution()
        return
    for col in range(n):
        tracer.try_(row, col)
        if not safe(cols, col):
            tracer.reject(row, col)
            continue
        tracer.accept(row, col)
        solve(n, tracer, cols + (col,))
        tracer.backtrack(row, col)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    with Tracer(n, out=sys.stdout) as tracer:
        solve(n, tracer)
