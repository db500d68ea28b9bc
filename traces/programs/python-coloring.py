"""Graph colouring by backtracking: the vertices in order, the colours 0, 1, ... in order, and
an adjacency list, so a colour is checked against a vertex's neighbours only.

    python3 python-coloring.py ['{"colors": 3, "edges": [[0, 1], ...], "vertices": ["WA", ...]}']

takes the instance as the start line of a trace carries it (the vertices' names, the edges by
the vertices' places from 0, the number of colours; the map of Australia in three colours when
none is given) and prints the search, step by step, as backtrack-trace/1 JSON Lines.
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


def emit_reject(adj, colour, v, c):
    """Prints the reject of colour c on v, naming the first neighbour that has it."""
    u = min(u for u in adj[v] if colour[u] == c)
    emit("reject", {"var": v, "value": c, "rule": "edge", "with": [u, c]})


def emit_done():
    emit("done", {"solutions": count["solution"], "tries": count["try"],
                  "accepts": count["accept"], "rejects": count["reject"],
                  "backtracks": count["backtrack"], "complete": True})
# end of tracing


def solve(vertices, edges, colors):
    instance = {"colors": colors, "edges": edges, "vertices": vertices}  # trace
    emit("start", {"schema": "backtrack-trace/1", "problem": "coloring",  # trace
                   "instance": instance, "n": len(vertices), "limit": None})  # trace
    solutions = []
    adj = [[] for _ in vertices]  # adj[v]: the neighbours of vertex v
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    colour = [None] * len(vertices)  # colour[v]: the colour of v, None before it has one

    def paint(v):
        if v == len(vertices):
            solutions.append(list(colour))
            emit("solution", {"index": len(solutions), "values": colour})  # trace
            return
        for c in range(colors):
            emit("try", {"var": v, "value": c})  # trace
            if any(colour[u] == c for u in adj[v]):
                emit_reject(adj, colour, v, c)  # trace
                continue
            colour[v] = c
            emit("accept", {"var": v, "value": c})  # trace
            paint(v + 1)
            colour[v] = None
            emit("backtrack", {"var": v, "value": c})  # trace

    paint(0)
    emit_done()  # trace
    return solutions


AUSTRALIA = {
    "vertices": ["WA", "NT", "SA", "Q", "NSW", "V", "T"],
    "edges": [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [2, 4], [2, 5], [3, 4], [4, 5]],
    "colors": 3,
}

if __name__ == "__main__":
    given = json.loads(sys.argv[1]) if len(sys.argv) > 1 else AUSTRALIA
    solve(given["vertices"], given["edges"], given["colors"])
