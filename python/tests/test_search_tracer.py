"""SearchTracer: a hand-written solver of a sudoku, a colouring or a subset sum writes
backtrack-trace/1, byte for byte what `nqueens-trace run --problem P --format jsonl` writes,
checked call by call against the model search; and `check --problem` passes the example
solvers."""

import io
import json
import subprocess
import sys

import pytest

import nqueens_trace as nq
from conftest import SOLVERS, load

CASES = [
    ("sudoku", "sudoku", []),
    ("sudoku", "sudoku", ["--puzzle", "1.3..4...1..3.2."]),
    ("coloring", "coloring", []),
    ("coloring", "coloring", ["--colors", "4"]),
    ("subset_sum", "subset-sum", []),
    ("subset_sum", "subset-sum", ["--items", "5,1,4,2,3", "--target", "7"]),
]


def run(binary, problem, options):
    out = subprocess.run(
        [binary, "run", "--problem", problem, "--format", "jsonl", *options],
        check=True,
        capture_output=True,
    ).stdout
    instance = json.loads(out.split(b"\n", 1)[0])["instance"]
    return out, instance


@pytest.mark.parametrize("name,problem,options", CASES)
def test_the_example_solvers_write_the_bytes_of_run(binary, name, problem, options):
    want, instance = run(binary, problem, options)
    got = subprocess.run(
        [sys.executable, SOLVERS / f"{name}.py", json.dumps(instance, separators=(",", ":"))],
        check=True,
        capture_output=True,
    ).stdout
    assert got == want


@pytest.mark.parametrize("name,problem,options", CASES)
def test_check_passes_the_example_solvers(binary, name, problem, options):
    out = subprocess.run(
        [binary, "check", "--problem", problem, *options, "--", sys.executable, SOLVERS / f"{name}.py"],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out
    assert out.stdout.splitlines()[-1] == "1 of 1 valid"


def test_the_events_are_those_of_run_and_the_instance_is_checked(binary):
    want, instance = run(binary, "subset-sum", [])
    buf = io.StringIO()
    with nq.SearchTracer("subset-sum", json.dumps(instance), out=buf) as t:
        load("subset_sum").solve(instance["items"], instance["target"], t)
    assert buf.getvalue().encode() == want
    assert t.finished and len(t) == want.count(b"\n")
    assert t.events[0]["event"] == "start"
    with pytest.raises(ValueError):
        nq.SearchTracer("subset-sum", {"items": [], "target": 1})
    with pytest.raises(ValueError):
        nq.SearchTracer("chess", {})


def test_a_departure_from_the_model_search_raises_after_its_line():
    buf = io.StringIO()
    t = nq.SearchTracer("subset-sum", {"items": [3, 34], "target": 3}, out=buf)
    t.try_(0, 1)
    t.accept(0, 1)
    # The model takes item 1 (34) first; leaving it out first is a skipped try.
    with pytest.raises(nq.InvalidTrace) as e:
        t.try_(1, 0)
    assert "comes before" in str(e.value)
    assert buf.getvalue().splitlines()[-1] == '{"event":"try","step":3,"var":1,"value":0}'
    with pytest.raises(RuntimeError):
        t.try_(1, 1)
