"""Three mistakes a student's solver makes, each one word away from a correct search. Name
the mistake, then the size:

    nqueens-trace check -- python broken.py diagonal      # the diagonal check stops a row short
    nqueens-trace check -- python broken.py no-backtrack  # a lifted queen is never reported
    nqueens-trace check -- python broken.py first         # stops at the first solution, silently

The Tracer, in-process or through `check`, names the step and the rule of the first mistake."""

import sys

from nqueens_trace import Tracer

MISTAKES = ("diagonal", "no-backtrack", "first")


class Found(Exception):
    """The `first` mistake: raised at the first solution to end the search."""


def attacked(cols, col, mistake):
    row = len(cols)
    # `diagonal`: range(row - 1) leaves out the row just above.
    above = range(row - 1) if mistake == "diagonal" else range(row)
    return col in cols or any(abs(cols[r] - col) == row - r for r in above)


def solve(n, tracer, mistake, cols=()):
    if len(cols) == n:
        tracer.solution()
        if mistake == "first":
            raise Found  # and done() will claim a complete search
        return
    row = len(cols)
    for col in range(n):
        tracer.try_(row, col)
        if attacked(cols, col, mistake):
            tracer.reject(row, col)
            continue
        tracer.accept(row, col)
        solve(n, tracer, mistake, cols + (col,))
        if mistake != "no-backtrack":  # `no-backtrack` undoes its state but never says so
            tracer.backtrack(row, col)


def run(n, tracer, mistake):
    """The whole search with one mistake, then done()."""
    try:
        solve(n, tracer, mistake)
    except Found:
        pass
    tracer.done()


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in MISTAKES:
        sys.exit(f"usage: broken.py {'|'.join(MISTAKES)} [N]")
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    run(n, Tracer(n, out=sys.stdout), sys.argv[1])
