"""A graph-colouring solver traced with SearchTracer: vertex by vertex, the colours 0, 1, …
in order, a colour rejected when a neighbour already has it.

    python3 coloring.py '{"colors":3,"edges":[[0,1]],"vertices":["A","B"]}'
"""

import json
import sys

import nqueens_trace as nq


def solve(instance, t):
    names, k = instance["vertices"], instance["colors"]
    neighbours = [set() for _ in names]
    for u, v in instance["edges"]:
        neighbours[u].add(v)
        neighbours[v].add(u)
    color = [None] * len(names)

    def search(v):
        if v == len(names):
            t.solution()
            return
        for c in range(k):
            t.try_(v, c)
            holder = next((u for u in sorted(neighbours[v]) if color[u] == c), None)
            if holder is not None:
                t.reject(v, c, "edge", (holder, c))
                continue
            t.accept(v, c)
            color[v] = c
            search(v + 1)
            color[v] = None
            t.backtrack(v, c)

    search(0)


if __name__ == "__main__":
    instance = json.loads(sys.argv[-1])
    with nq.SearchTracer("coloring", instance, out=sys.stdout) as t:
        solve(instance, t)
