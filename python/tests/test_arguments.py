"""Arguments out of range, of the wrong type or not text: a ValueError (or TypeError) that
names the argument and what is valid, from every function, never a bare OverflowError,
UnicodeEncodeError or an error about something else (issue 25)."""

import os

import pytest

import nqueens_trace as nq

HUGE = 2**70
SURROGATE = "\ud800"


@pytest.mark.parametrize(
    "call",
    [
        lambda: nq.trace(HUGE),
        lambda: nq.count(HUGE),
        lambda: nq.Tracer(HUGE),
        lambda: nq.trace(-1),
        lambda: nq.trace(0),
    ],
)
def test_a_board_size_out_of_range_is_a_value_error_naming_n(call):
    with pytest.raises(ValueError, match=r"^n(=-?\d+)? is out of range: expected a board size from 1 to 32$"):
        call()


def test_player_of_a_huge_int_names_its_argument():
    with pytest.raises(ValueError, match=r"^source=1180591620717411303424 is out of range: expected a board size from 1 to 32$"):
        nq.Player(HUGE)


@pytest.mark.parametrize(
    "call, name",
    [
        (lambda: list(nq.text(nq.trace(4), max_depth=-1)), "max_depth"),
        (lambda: nq.Player(4, height=-1), "height"),
        (lambda: nq.diff(nq.trace(4), nq.trace(5), context=-1), "context"),
        (lambda: nq.count(4, threads=-1), "threads"),
        (lambda: nq.count(4, threads=0), "threads"),
        (lambda: nq.trace(4, limit=-1), "limit"),
        (lambda: nq.Tracer(4, limit=-1), "limit"),
        (lambda: nq.Player(4, limit=-1), "limit"),
    ],
)
def test_a_negative_number_is_a_value_error_naming_the_argument(call, name):
    with pytest.raises(ValueError, match=rf"^{name}=-?\d+ is out of range: expected "):
        call()


@pytest.mark.parametrize(
    "call, name",
    [
        (lambda: nq.text(nq.trace(4), queen=SURROGATE), "queen"),
        (lambda: nq.text(nq.trace(4), lang=SURROGATE), "lang"),
        (lambda: nq.text(nq.trace(4), indent=SURROGATE), "indent"),
        (lambda: nq.text(nq.trace(4), only=[SURROGATE]), "only"),
        (lambda: nq.Player(4, title=SURROGATE), "title"),
    ],
)
def test_a_lone_surrogate_is_a_value_error_naming_the_argument(call, name):
    with pytest.raises(ValueError, match=rf"^{name}=.* holds a lone surrogate .*: expected text$"):
        call()


def test_a_step_past_64_bits_is_out_of_range_not_a_fraction():
    events = list(nq.trace(4))
    events[1] = dict(events[1], step=2**64)
    with pytest.raises(nq.TraceError, match=r'"step" is out of range: expected 0 to 18446744073709551615'):
        nq.verify(events)


def test_limit_zero_is_refused_as_the_command_line_refuses_it():
    # `run --limit 0` is refused; so is limit=0, rather than a trace that verify rejects.
    with pytest.raises(ValueError, match=r"^limit=0 is out of range: expected 1 or more solutions, or None$"):
        nq.trace(4, limit=0)
    assert nq.verify(nq.trace(4, limit=1), strict=True).ok


def test_reading_a_directory_is_an_os_error(tmp_path):
    with pytest.raises(OSError, match="is a directory") as caught:
        nq.read(tmp_path)
    assert not isinstance(caught.value, nq.TraceError)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only directories")
def test_a_failed_write_names_the_target_not_the_temporary_file(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    target = locked / "out.jsonl"
    with pytest.raises(OSError) as caught:
        nq.write(target, nq.trace(4))
    assert str(target) in str(caught.value)
    assert ".tmp" not in str(caught.value)


def test_a_failed_write_into_a_missing_directory_names_the_target(tmp_path):
    target = tmp_path / "missing" / "out.jsonl"
    with pytest.raises(OSError) as caught:
        nq.write(target, nq.trace(4))
    assert str(target) in str(caught.value)
    assert ".tmp" not in str(caught.value)
