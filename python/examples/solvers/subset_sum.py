"""A subset-sum solver traced with SearchTracer: each item taken, then left out, a choice
rejected when the sum goes over the target or can no longer reach it. The tracer fills in
each reject's rule and numbers.

    python3 subset_sum.py '{"items":[3,34,4,12,5,2],"target":9}'   # as check --problem gives it
"""

import json
import sys

import nqueens_trace as nq


def solve(items, target, t, i=0, total=0):
    if i == len(items):
        t.solution()
        return
    rest = sum(items[i + 1:])
    for take in (1, 0):
        t.try_(i, take)
        s = total + (items[i] if take else 0)
        if s > target or s + rest < target:
            t.reject(i, take)
            continue
        t.accept(i, take)
        solve(items, target, t, i + 1, s)
        t.backtrack(i, take)


if __name__ == "__main__":
    instance = json.loads(sys.argv[-1]) if len(sys.argv) > 1 else {"items": [3, 34, 4, 12, 5, 2], "target": 9}
    with nq.SearchTracer("subset-sum", instance, out=sys.stdout) as t:
        solve(instance["items"], instance["target"], t)
