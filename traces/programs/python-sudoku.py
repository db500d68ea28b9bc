"""Sudoku by backtracking: the empty cells in order, digits from 1 up, and a set of the digits
each row, column and box already holds, so a digit is checked without scanning the grid.

    python3 python-sudoku.py ['{"puzzle": "1.....2..3.....4"}']

takes the instance as the start line of a trace carries it (a 4x4 or 9x9 puzzle, row by row,
a digit for a given, "." or "0" for an empty cell; the 4x4 above when none is given) and
prints the search, step by step, as backtrack-trace/1 JSON Lines.
"""

import json
import sys

# tracing: the lines from here to "end of tracing" only print the search.
count = {"try": 0, "accept": 0, "reject": 0, "solution": 0, "backtrack": 0}


def emit(event, fields):
    """Prints one event as a compact JSON line; its step counts the lines before it."""
    step = sum(count.values()) + (event != "start")
    print(json.dumps({"event": event, "step": step, **fields}, separators=(",", ":")))
    if event in count:
        count[event] += 1


def emit_reject(grid, side, box, cell, digit):
    """Prints the reject of digit in cell: the first unit holding it, row, column, then box,
    and the cell of that unit that holds it."""
    r, c = divmod(cell, side)
    r0, c0 = r // box * box, c // box * box
    units = {
        "row": [r * side + i for i in range(side)],
        "column": [i * side + c for i in range(side)],
        "box": [(r0 + i // box) * side + c0 + i % box for i in range(side)],
    }
    for rule, cells in units.items():
        for other in cells:
            if other != cell and grid[other] == digit:
                emit("reject", {"var": cell, "value": digit, "rule": rule, "with": [other, digit]})
                return


def emit_done():
    emit("done", {"solutions": count["solution"], "tries": count["try"],
                  "accepts": count["accept"], "rejects": count["reject"],
                  "backtracks": count["backtrack"], "complete": True})
# end of tracing


def solve(puzzle):
    puzzle = "".join(ch for ch in puzzle if not ch.isspace())
    grid = [0 if ch in ".0" else int(ch) for ch in puzzle]  # grid[cell], row by row; 0: empty
    side = 4 if len(grid) == 16 else 9
    box = 2 if side == 4 else 3
    instance = {"puzzle": "".join(str(d) if d else "." for d in grid)}  # trace
    emit("start", {"schema": "backtrack-trace/1", "problem": "sudoku",  # trace
                   "instance": instance, "n": side, "limit": None})  # trace
    solutions = []
    rows = [set() for _ in range(side)]  # the digits each row holds
    cols = [set() for _ in range(side)]  # ... each column
    boxes = [set() for _ in range(side)]  # ... each box, numbered row by row
    for cell, digit in enumerate(grid):
        if digit:
            r, c = divmod(cell, side)
            rows[r].add(digit)
            cols[c].add(digit)
            boxes[r // box * box + c // box].add(digit)

    def fill(cell):
        while cell < len(grid) and grid[cell]:  # skip the givens
            cell += 1
        if cell == len(grid):
            solutions.append(list(grid))
            emit("solution", {"index": len(solutions), "values": grid})  # trace
            return
        r, c = divmod(cell, side)
        b = r // box * box + c // box
        for digit in range(1, side + 1):
            emit("try", {"var": cell, "value": digit})  # trace
            if digit in rows[r] or digit in cols[c] or digit in boxes[b]:
                emit_reject(grid, side, box, cell, digit)  # trace
                continue
            grid[cell] = digit
            rows[r].add(digit)
            cols[c].add(digit)
            boxes[b].add(digit)
            emit("accept", {"var": cell, "value": digit})  # trace
            fill(cell + 1)
            grid[cell] = 0
            rows[r].remove(digit)
            cols[c].remove(digit)
            boxes[b].remove(digit)
            emit("backtrack", {"var": cell, "value": digit})  # trace

    fill(0)
    emit_done()  # trace
    return solutions


if __name__ == "__main__":
    given = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {"puzzle": "1...\n..2.\n.3..\n...4"}
    solve(given["puzzle"])
