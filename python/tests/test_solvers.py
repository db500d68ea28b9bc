"""The example solvers, in the styles of the seed articles, and three broken ones: in-process
through Tracer, and through `nqueens-trace check` as a teacher would run them."""

import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

import nqueens_trace as nq
from conftest import SOLVERS, load


def run_good(name, n, tracer):
    m = load(name)
    if name == "sets":
        m.solve(n, tracer)
    elif name == "generator":
        return list(m.queens(n, tracer))
    elif name == "ten_lines":
        m.solve(n, tracer)
    elif name == "board01":
        m.solve([[0] * n for _ in range(n)], 0, tracer)


@pytest.mark.parametrize("name", ["sets", "generator", "board01", "ten_lines"])
@pytest.mark.parametrize("n", [1, 4, 6])
def test_the_seed_styles_write_the_canonical_trace(name, n):
    with nq.Tracer(n) as t:
        run_good(name, n, t)
    assert t.events == list(nq.trace(n))


def test_the_generator_yields_the_solutions_too():
    with nq.Tracer(6) as t:
        solutions = run_good("generator", 6, t)
    assert solutions == [tuple(e["queens"]) for e in t.events if e["event"] == "solution"]


# The broken solvers: the step and the rule of their first mistake, for n=4.
BROKEN = {
    "diagonal": (6, "accept", "accept (1,1), but the queen at (0,0) attacks it along the diagonal"),
    "no-backtrack": (17, "try-row", "try (1,3), but 2 queens are on the board, so the next try must be in row 2"),
    "first": (58, "complete", "done claims a complete search, but the queens (0,1) (1,3) (2,0) (3,2) were never lifted"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_solver_fails_at_its_step_with_its_rule(name):
    step, rule, message = BROKEN[name]
    with pytest.raises(nq.InvalidTrace) as caught:
        load("broken").run(4, nq.Tracer(4), name)
    assert (caught.value.step, caught.value.rule, caught.value.message) == (step, rule, message)


FIRST_ONLY = (
    ". The search stopped at its first solution, but its start announces the complete search"
    ' ("limit":null): asked for the complete search, go on after the first solution; a search'
    ' meant to stop there says so in its start ("limit":1, Tracer(n, limit=1) in Python) and'
    " is checked with --first"
)


def check(binary, *args):
    return subprocess.run([str(binary), "check", *args], capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("name", ["sets", "generator", "board01", "ten_lines"])
def test_check_passes_the_seed_styles(binary, name):
    out = check(binary, "--", sys.executable, str(SOLVERS / f"{name}.py"))
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    assert lines[-1] == "8 of 8 valid"
    assert all(": valid, the canonical search (" in line for line in lines[:-1])


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_check_fails_the_broken_ones_with_step_and_rule(binary, tmp_path, name):
    step, rule, message = BROKEN[name]
    report = tmp_path / "junit.xml"
    out = check(binary, "--sizes", "4", "--junit", str(report), "--", sys.executable, str(SOLVERS / "broken.py"), name)
    assert out.returncode == 1, out.stdout + out.stderr
    # A search that stops at its first solution without saying so is also told what to do.
    hint = FIRST_ONLY if name == "first" else ""
    assert out.stdout.splitlines() == [f"n=4: invalid at step {step}: {message}{hint}", "0 of 1 valid"]
    failure = ET.parse(report).getroot().find("testsuite/testcase/failure")
    assert failure.get("type") == f"invalid: {rule}"
