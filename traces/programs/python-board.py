"""N-Queens by backtracking on a 0/1 board: board[row][col] is 1 where a queen stands, and
is_safe looks at the squares of the rows above that could attack a new queen.

    python3 python-board.py N

prints the search, step by step, as nqueens-trace/1 JSON Lines.

The board is filled one row at a time, from the top. (Filling it one column at a time, from
the left, is the same search on the board turned over its diagonal: rows and columns trade
names, and the trace would name every square the other way round.)
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


def queen_of(board, row):
    """The column of the queen on `row` of the board."""
    return board[row].index(1)


def emit_reject(board, row, col):
    """Prints the reject of (row, col), naming the topmost queen that attacks it."""
    for above in range(row):
        c = queen_of(board, above)
        if c == col:
            conflict = "column"
        elif above - c == row - col:
            conflict = "diagonal"
        elif above + c == row + col:
            conflict = "anti-diagonal"
        else:
            continue
        emit("reject", {"row": row, "col": col, "conflict": conflict, "with": [above, c]})
        return


def emit_solution(board, index):
    queens = [queen_of(board, row) for row in range(len(board))]
    emit("solution", {"index": index, "queens": queens})


def emit_done(solutions):
    emit("done", {"solutions": solutions, "tries": count["try"],
                  "accepts": count["accept"], "rejects": count["reject"],
                  "backtracks": count["backtrack"], "complete": True})
# end of tracing


def empty_board(n):
    """An n by n board with no queen: a row of n zeros for each row."""
    return [[0] * n for _ in range(n)]


def is_safe(board, row, col, n):
    """Whether no queen of the rows above attacks (row, col). Each row above is looked at
    from the top, in the three squares a queen there would attack (row, col) from: straight
    above it, and `up` squares to its left and to its right, on the two diagonals."""
    for r in range(row):
        up = row - r
        if board[r][col] == 1:
            return False
        if col - up >= 0 and board[r][col - up] == 1:
            return False
        if col + up < n and board[r][col + up] == 1:
            return False
    return True


def solve(board, row, n, solutions):
    """Puts a queen on each safe square of `row` in turn, then fills the rows below it."""
    for col in range(n):
        emit("try", {"row": row, "col": col})  # trace
        if not is_safe(board, row, col, n):
            emit_reject(board, row, col)  # trace
            continue
        board[row][col] = 1
        emit("accept", {"row": row, "col": col})  # trace
        if row == n - 1:
            solutions.append([line[:] for line in board])
            emit_solution(board, len(solutions))  # trace
        else:
            solve(board, row + 1, n, solutions)
        board[row][col] = 0
        emit("backtrack", {"row": row, "col": col})  # trace


def main(n):
    emit("start", {"schema": "nqueens-trace/1", "n": n, "limit": None})  # trace
    board = empty_board(n)
    solutions = []
    solve(board, 0, n, solutions)
    emit_done(len(solutions))  # trace
    return solutions


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 4)
