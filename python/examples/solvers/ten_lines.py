"""The solver of docs/python.md: ten lines of search, each step reported to a Tracer."""

import sys

from nqueens_trace import Tracer


def solve(n, t, row=0, cols=()):
    if row == n:
        return t.solution()
    for col in range(n):
        t.try_(row, col)
        if any(c == col or abs(c - col) == row - r for r, c in enumerate(cols)):
            t.reject(row, col)
        else:
            t.accept(row, col)
            solve(n, t, row + 1, cols + (col,))
            t.backtrack(row, col)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    with Tracer(n, out=sys.stdout) as t:
        solve(n, t)
