"""Column by column on a board of 0s and 1s, the way the Persian article teaches it: a queen
is put in each column in turn, and ``is_safe`` looks left along the row and along both
diagonals for a 1. The trace goes row by row, so this search's columns are the trace's rows:
``tracer.try_(col, row)``.

    nqueens-trace check -- python board01.py
"""

import sys

from nqueens_trace import Tracer


def is_safe(board, row, col):
    n = len(board)
    left = range(col - 1, -1, -1)
    if any(board[row][c] for c in range(col)):
        return False
    if any(board[r][c] for r, c in zip(range(row - 1, -1, -1), left)):
        return False
    return not any(board[r][c] for r, c in zip(range(row + 1, n), left))


def solve(board, col, tracer):
    n = len(board)
    if col == n:
        tracer.solution()
        return
    for row in range(n):
        tracer.try_(col, row)
        if not is_safe(board, row, col):
            tracer.reject(col, row)
            continue
        tracer.accept(col, row)
        board[row][col] = 1
        solve(board, col + 1, tracer)
        board[row][col] = 0
        tracer.backtrack(col, row)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    with Tracer(n, out=sys.stdout) as tracer:
        solve([[0] * n for _ in range(n)], 0, tracer)
