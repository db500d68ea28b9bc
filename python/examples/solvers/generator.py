"""A generator over a tuple of columns, the way the Chinese article teaches it: ``state`` holds
the column of the queen in each row placed so far, ``conflict`` asks whether a queen in the
next row at column ``x`` is attacked, and ``queens`` yields every solution as a tuple. The
tracer's calls happen as the solutions are taken, so the trace is the order of the search.

    nqueens-trace check -- python generator.py
"""

import sys

from nqueens_trace import Tracer


def conflict(state, x):
    row = len(state)
    return any(abs(c - x) in (0, row - r) for r, c in enumerate(state))


def queens(n, tracer, state=()):
    row = len(state)
    for x in range(n):
        tracer.try_(row, x)
        if conflict(state, x):
            tracer.reject(row, x)
            continue
        tracer.accept(row, x)
        if row == n - 1:
            tracer.solution()
            yield (x,)
        else:
            for rest in queens(n, tracer, state + (x,)):
                yield (x,) + rest
        tracer.backtrack(row, x)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    with Tracer(n, out=sys.stdout) as tracer:
        solutions = list(queens(n, tracer))
    print(f"{len(solutions)} solutions", file=sys.stderr)
