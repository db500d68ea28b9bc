"""Recursive backtracking with three sets, the way the Turkish article teaches it: the columns
taken, and the diagonals taken, each named by row - col ("\\") or row + col ("/"). A square is
safe when none of its three lines is taken.

    python sets.py 6 | nqueens-trace verify -
    nqueens-trace check -- python sets.py
"""

import sys

from nqueens_trace import Tracer


def solve(n, tracer):
    columns, falling, rising = set(), set(), set()  # col, row - col, row + col

    def place(row):
        if row == n:
            tracer.solution()
            return
        for col in range(n):
            tracer.try_(row, col)
            if col in columns or row - col in falling or row + col in rising:
                tracer.reject(row, col)
                continue
            tracer.accept(row, col)
            columns.add(col)
            falling.add(row - col)
            rising.add(row + col)
            place(row + 1)
            columns.remove(col)
            falling.remove(row - col)
            rising.remove(row + col)
            tracer.backtrack(row, col)

    place(0)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    with Tracer(n, out=sys.stdout) as tracer:
        solve(n, tracer)
