"""check(): a student's program output judged as the trace of the search asked for, with the
verdict as data; and the player's picture of the board for notebooks that run no script."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import nqueens_trace as nq

SOLVERS = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "solvers"


def output_of(solver, n):
    """The standard output of one of the mistaken solvers of tests/fixtures/solvers."""
    done = subprocess.run(
        [sys.executable, str(SOLVERS / solver), str(n)], capture_output=True, check=False
    )
    return done.stdout


def canonical(n, **kw):
    """The canonical trace of `n` as JSON Lines, as a program prints it."""
    return "".join(json.dumps(e, separators=(",", ":")) + "\n" for e in nq.trace(n, **kw))


def test_the_canonical_trace_is_valid_and_the_canonical_search():
    judged = nq.check(canonical(5), 5)
    assert judged.ok and bool(judged)
    assert judged.summary["solutions"] == 10
    assert judged.divergence is None and judged.violation is None and judged.error is None
    assert not judged.transposed and not judged.stopped_at_first
    assert str(judged).startswith("valid: ")
    # bytes or str, the same verdict.
    assert nq.check(canonical(5).encode(), 5).ok


def test_the_search_asked_for_is_the_one_judged():
    judged = nq.check(canonical(6, limit=1), 6)
    assert not judged.ok
    assert judged.violation.step == 0 and judged.violation.rule == "start"
    assert nq.check(canonical(6, limit=1), 6, limit=1).ok


def test_a_stray_line_is_kept_for_the_message():
    judged = nq.check(output_of("stray.py", 4), 4)
    assert not judged.ok
    assert judged.error.startswith("stdout:59: ")
    assert judged.line == "Solution: [1, 3, 0, 2]"


def test_a_column_by_column_search_is_judged_transposed():
    judged = nq.check(output_of("columns.py", 5), 5)
    assert judged.ok and judged.transposed
    assert judged.divergence is None
    assert "judged transposed" in str(judged)


def test_a_first_solution_search_that_does_not_say_so_is_recognised():
    judged = nq.check(output_of("first.py", 4), 4)
    assert not judged.ok and judged.stopped_at_first
    assert judged.violation.rule == "complete"


def test_an_empty_output_is_not_a_trace():
    judged = nq.check(output_of("no_out.py", 4), 4)
    assert not judged.ok and "empty trace" in judged.error


def test_a_start_is_asked_for_and_checked():
    with pytest.raises(ValueError, match="start: the start's queen at \\(1,1\\)"):
        nq.check("", 4, start=[0, 1])
    judged = nq.check(canonical(5), 5, start=[1, 3])
    assert not judged.ok and judged.violation.rule == "start"
    with pytest.raises(TypeError, match="output must be"):
        nq.check(42, 4)


def test_the_player_carries_a_picture_of_the_board():
    player = nq.Player(4)
    bundle = player._repr_mimebundle_()
    assert set(bundle) == {"text/html", "image/svg+xml", "text/plain"}
    svg = bundle["image/svg+xml"]
    assert svg.startswith("<svg") or svg.startswith("<?xml")
    assert svg == player.svg
    assert "<script" not in svg
    # The same from a trace, read once (a generator is not read twice).
    from_events = nq.Player(e for e in nq.trace(4))
    assert from_events.svg == player.svg
