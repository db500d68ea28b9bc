"""A sudoku solver traced with SearchTracer: the empty cells row by row, the digits from 1;
the tracer names each reject's clash (the cell's row first, then its column, then its box).

    python3 sudoku.py '{"puzzle":"1.3..4...1..3.2."}'
"""

import json
import sys

import nqueens_trace as nq


def solve(puzzle, t):
    grid = [0 if c in ".0" else int(c) for c in puzzle]
    side = 9 if len(grid) == 81 else 4
    box = 3 if side == 9 else 2
    empty = [c for c in range(len(grid)) if grid[c] == 0]

    def fits(cell, digit):
        r, c = divmod(cell, side)
        r0, c0 = r // box * box, c // box * box
        unit = [r * side + i for i in range(side)] + [i * side + c for i in range(side)]
        unit += [(r0 + i // box) * side + c0 + i % box for i in range(side)]
        return all(grid[o] != digit for o in unit if o != cell)

    def search(d):
        if d == len(empty):
            t.solution()
            return
        cell = empty[d]
        for digit in range(1, side + 1):
            t.try_(cell, digit)
            if not fits(cell, digit):
                t.reject(cell, digit)
                continue
            t.accept(cell, digit)
            grid[cell] = digit
            search(d + 1)
            grid[cell] = 0
            t.backtrack(cell, digit)

    search(0)


if __name__ == "__main__":
    instance = json.loads(sys.argv[-1])
    with nq.SearchTracer("sudoku", instance, out=sys.stdout) as t:
        solve(instance["puzzle"], t)
