"""N-Queens by backtracking: one queen per row, and a set for each kind of line a queen
takes (columns, diagonals, anti-diagonals), so a square is checked without scanning the board.

    python3 python.py N

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


def emit_reject(row, col, queens):
    """Prints the reject of (row, col), naming the topmost queen that attacks it."""
    for r in range(row):
        c = queens[r]
        if c == col:
            conflict = "column"
        elif r - c == row - col:
            conflict = "diagonal"
        elif r + c == row + col:
            conflict = "anti-diagonal"
        else:
            continue
        emit("reject", {"row": row, "col": col, "conflict": conflict, "with": [r, c]})
        return


def emit_done():
    emit("done", {"solutions": count["solution"], "tries": count["try"],
                  "accepts": count["accept"], "rejects": count["reject"],
                  "backtracks": count["backtrack"], "complete": True})
# end of tracing


def solve(n):
    emit("start", {"schema": "nqueens-trace/1", "n": n, "limit": None})  # trace
    solutions = []
    queens = [None] * n  # queens[row]: the column of the queen in that row
    cols = set()  # columns already taken
    diags = set()  # diagonals taken, by row - col
    antis = set()  # anti-diagonals taken, by row + col

    def place(row):
        if row == n:
            solutions.append(list(queens))
            emit("solution", {"index": len(solutions), "queens": queens})  # trace
            return
        for col in range(n):
            emit("try", {"row": row, "col": col})  # trace
            if col in cols or row - col in diags or row + col in antis:
                emit_reject(row, col, queens)  # trace
                continue
            queens[row] = col
            cols.add(col)
            diags.add(row - col)
            antis.add(row + col)
            emit("accept", {"row": row, "col": col})  # trace
            place(row + 1)
            cols.remove(col)
            diags.remove(row - col)
            antis.remove(row + col)
            emit("backtrack", {"row": row, "col": col})  # trace

    place(0)
    emit_done()  # trace
    return solutions


if __name__ == "__main__":
    solve(int(sys.argv[1]) if len(sys.argv) > 1 else 4)
