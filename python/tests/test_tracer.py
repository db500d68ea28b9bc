"""Tracer: a hand-written solver's steps, checked one at a time with verify's rules."""

import io
import json

import pytest

import nqueens_trace as nq
from conftest import load


def ten_line_solver(n, t):
    """The solver of docs/python.md, python/examples/solvers/ten_lines.py."""
    load("ten_lines").solve(n, t)


@pytest.mark.parametrize("n", range(1, 8))
def test_a_correct_solver_writes_the_canonical_trace(n):
    with nq.Tracer(n) as t:
        ten_line_solver(n, t)
    assert t.finished
    assert t.events == list(nq.trace(n))
    assert nq.verify(t, strict=True).ok


def test_what_is_left_out_is_filled_in():
    t = nq.Tracer(4)
    t.try_(0, 1)
    t.accept(0, 1)
    t.try_(1, 0)
    t.reject(1, 0)  # attacker and conflict filled in: (0,1), anti-diagonal
    t.try_(1, 2)
    t.reject(1, 2, attacker=(0, 1))  # the conflict filled in
    t.try_(1, 3)
    t.accept(1, 3)
    t.backtrack()  # the queen placed last: (1,3)
    assert t.events[4] == {"event": "reject", "step": 4, "row": 1, "col": 0, "conflict": "anti-diagonal", "with": [0, 1]}
    assert t.events[6]["conflict"] == "diagonal"
    assert t.events[-1] == {"event": "backtrack", "step": 9, "row": 1, "col": 3}


def test_the_first_wrong_step_raises_verifys_explanation():
    t = nq.Tracer(4)
    t.try_(0, 0)
    t.accept(0, 0)
    t.try_(1, 1)
    with pytest.raises(nq.InvalidTrace) as caught:
        t.accept(1, 1)
    err = caught.value
    assert (err.step, err.rule) == (4, "accept")
    assert str(err) == "step 4: accept (1,1), but the queen at (0,0) attacks it along the diagonal"
    # The same explanation verify gives for the same events.
    assert str(nq.verify(t).violation) == str(err)
    with pytest.raises(RuntimeError, match=r"already broke a rule \(step 4: "):
        t.try_(1, 2)


def test_a_reject_of_a_free_square_and_a_wrong_attacker_are_refused():
    t = nq.Tracer(4)
    t.try_(0, 0)
    with pytest.raises(nq.InvalidTrace, match=r"^step 2: reject \(0,0\), but no queen attacks that square$"):
        t.reject(0, 0)
    t = nq.Tracer(4)
    t.try_(0, 0)
    t.accept(0, 0)
    t.try_(1, 0)
    with pytest.raises(nq.InvalidTrace, match="says the queen at \\(0,0\\) attacks it along the diagonal, but it does so along the column"):
        t.reject(1, 0, conflict="diagonal")


def test_a_search_that_stops_early_must_say_so():
    t = nq.Tracer(4, limit=1)
    t.try_(0, 0)
    t.accept(0, 0)
    with pytest.raises(nq.InvalidTrace) as caught:
        t.done()
    assert caught.value.rule in {"limit", "complete"}
    t = nq.Tracer(1, limit=1)
    t.try_(0, 0)
    t.accept(0, 0)
    t.solution([0])
    t.done()  # complete=False is filled in: the limit was reached
    assert t.events[-1]["complete"] is False
    assert nq.verify(t, strict=True).ok


def test_out_gets_each_line_as_it_comes_the_offending_one_included():
    out = io.StringIO()
    t = nq.Tracer(2, out=out)
    t.try_(0, 0)
    with pytest.raises(nq.InvalidTrace):
        t.try_(0, 1)
    lines = out.getvalue().splitlines()
    assert [json.loads(line)["event"] for line in lines] == ["start", "try", "try"]
    assert lines[0] == '{"event":"start","step":0,"schema":"nqueens-trace/1","n":2,"limit":null}'


def test_the_trace_is_written_and_played(tmp_path):
    with nq.Tracer(4) as t:
        ten_line_solver(4, t)
    path = tmp_path / "mine.jsonl"
    t.write(path)
    assert path.read_text() == (pytest.importorskip("conftest").TRACES / "n4.jsonl").read_text()
    assert nq.Player(t).html == nq.Player(4).html
    assert len(t) == 140
    assert repr(t) == "<Tracer n=4 140 events, done>"


def test_bad_coordinates_are_value_errors():
    t = nq.Tracer(4)
    with pytest.raises(ValueError, match=r"^row=-1: rows and columns are counted from 0"):
        t.try_(-1, 0)
    with pytest.raises(ValueError, match="conflict: expected"):
        t.reject(0, 0, conflict="sideways")


def test_an_exception_inside_with_does_not_end_the_trace():
    with pytest.raises(KeyError):
        with nq.Tracer(4) as t:
            t.try_(0, 0)
            raise KeyError("student bug")
    assert not t.finished
