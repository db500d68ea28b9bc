"""Subset sum by backtracking: each item in turn taken, then left out, with the running total
of the items taken and two bounds that cut a branch: the total over the target, and the
total with every item left still short of it.

    python3 python-subset-sum.py ['{"items": [3, 34, 4, 12, 5, 2], "target": 9}']

takes the instance as the start line of a trace carries it (the example above when none is
given) and prints the search, step by step, as backtrack-trace/1 JSON Lines.
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


def emit_reject(i, take, rule, a, target):
    emit("reject", {"var": i, "value": take, "rule": rule, "with": [a, target]})


def emit_done():
    emit("done", {"solutions": count["solution"], "tries": count["try"],
                  "accepts": count["accept"], "rejects": count["reject"],
                  "backtracks": count["backtrack"], "complete": True})
# end of tracing


def solve(items, target):
    instance = {"items": items, "target": target}  # trace
    emit("start", {"schema": "backtrack-trace/1", "problem": "subset-sum",  # trace
                   "instance": instance, "n": len(items), "limit": None})  # trace
    solutions = []
    rest = [sum(items[i:]) for i in range(len(items) + 1)]  # rest[i]: the items from i on
    chosen = [None] * len(items)  # chosen[i]: 1 taken, 0 left out, None not decided
    total = 0  # the sum of the items taken

    def decide(i):
        nonlocal total
        if i == len(items):
            solutions.append(list(chosen))
            emit("solution", {"index": len(solutions), "values": chosen})  # trace
            return
        for take in (1, 0):  # take the item first, then leave it out
            emit("try", {"var": i, "value": take})  # trace
            if total + take * items[i] > target:
                emit_reject(i, take, "over", total + take * items[i], target)  # trace
                continue
            if total + take * items[i] + rest[i + 1] < target:
                emit_reject(i, take, "short", total + take * items[i] + rest[i + 1], target)  # trace
                continue
            chosen[i] = take
            total += take * items[i]
            emit("accept", {"var": i, "value": take})  # trace
            decide(i + 1)
            total -= take * items[i]
            chosen[i] = None
            emit("backtrack", {"var": i, "value": take})  # trace

    decide(0)
    emit_done()  # trace
    return solutions


if __name__ == "__main__":
    given = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {"items": [3, 34, 4, 12, 5, 2], "target": 9}
    solve(given["items"], given["target"])
