"""N-Queens with a generator: the queens placed so far are a tuple of columns, one per row
from the top, and queens() yields every full board that extends it, one at a time.

    python3 python-generator.py N

prints the search, step by step, as nqueens-trace/1 JSON Lines.
"""

import json  # trace
import sys

# tracing: the lines from here to "end of tracing" only print the search.
count = {"try": 0, "accept": 0, "reject": 0, "solution": 0, "backtrack": 0}


def emit(event, fields):
    """Prints one event as a compact JSON line; its step counts the lines before it."""
    step = sum(count.values()) + (event != "start")
    print(json.dumps({"event": event, "step": step, **fields}, separators=(",", ":")))
    if event in count:
        count[event] += 1


def emit_reject(placed, col, r):
    """Prints the reject of the next row's square in col, attacked by the queen of row r."""
    row, c = len(placed), placed[r]
    conflict = "column" if c == col else "diagonal" if r - c == row - col else "anti-diagonal"
    emit("reject", {"row": row, "col": col, "conflict": conflict, "with": [r, c]})


def emit_done():
    emit("done", {"solutions": count["solution"], "tries": count["try"],
                  "accepts": count["accept"], "rejects": count["reject"],
                  "backtracks": count["backtrack"], "complete": True})
# end of tracing


def attacker(placed, col):
    """The first row whose queen attacks the square in col of the next row, or None."""
    row = len(placed)
    for r, c in enumerate(placed):
        if abs(c - col) in (0, row - r):
            return r
    return None


def queens(n, placed=()):
    """Yields, one by one, every full board whose first rows hold the queens in placed."""
    row = len(placed)
    for col in range(n):
        emit("try", {"row": row, "col": col})  # trace
        r = attacker(placed, col)
        if r is not None:
            emit_reject(placed, col, r)  # trace
            continue
        board = placed + (col,)
        emit("accept", {"row": row, "col": col})  # trace
        if row == n - 1:
            yield board
        else:
            yield from queens(n, board)
        emit("backtrack", {"row": row, "col": col})  # trace


def main(n):
    emit("start", {"schema": "nqueens-trace/1", "n": n, "limit": None})  # trace
    found = 0
    for board in queens(n):
        found += 1
        emit("solution", {"index": found, "queens": list(board)})  # trace
    emit_done()  # trace
    return found


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 4)
