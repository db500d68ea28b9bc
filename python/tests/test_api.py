"""The package's calls against the library's own outputs: the golden traces of traces/."""

import gc
import json
import tracemalloc

import pytest

import nqueens_trace as nq
from conftest import TRACES


def golden_events(name):
    return [json.loads(line) for line in (TRACES / name).read_text().splitlines()]


def test_trace_yields_the_golden_events_as_dicts_in_json_key_order():
    events = list(nq.trace(4))
    assert events == golden_events("n4.jsonl")
    lines = [json.dumps(e, separators=(",", ":")) for e in events]
    assert "\n".join(lines) + "\n" == (TRACES / "n4.jsonl").read_text()
    assert list(nq.trace(5, limit=1)) == golden_events("n5-first.jsonl")


def test_trace_streams_in_flat_memory():
    # n=10 is 1.2 million events; holding them would take hundreds of megabytes.
    gc.collect()
    tracemalloc.start()
    total = sum(1 for _ in nq.trace(10))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert total == nq.count(10)["events"]
    assert peak < 5_000_000, peak


def test_a_trace_dropped_early_stops_its_search():
    it = nq.trace(16)
    assert next(it)["n"] == 16
    del it  # returns at once: the solver thread sees the closed channel


def test_count_gives_the_totals_of_done():
    done = golden_events("n6.jsonl")[-1]
    got = nq.count(6)
    assert got == {
        "solutions": done["solutions"],
        "tries": done["tries"],
        "accepts": done["accepts"],
        "rejects": done["rejects"],
        "backtracks": done["backtracks"],
        "events": done["step"] + 1,
    }
    assert nq.count(8, threads=1) == nq.count(8)
    assert nq.count(12)["solutions"] == 14200


@pytest.mark.parametrize("bad", [0, 33, -1, 2**40])
def test_a_bad_board_size_is_a_value_error_naming_the_argument(bad):
    for call, name in ((nq.trace, "n"), (nq.count, "n"), (nq.Player, "source"), (nq.Tracer, "n")):
        with pytest.raises(
            ValueError, match=rf"^{name}={bad} is out of range: expected a board size from 1 to 32$"
        ):
            call(bad)


def test_verify_gives_the_summary_or_the_first_violation():
    v = nq.verify(nq.trace(4), strict=True)
    assert v.ok and bool(v)
    assert v.violation is None
    assert v.summary == {
        "n": 4, "limit": None, "events": 140, "solutions": 2, "tries": 60, "accepts": 16,
        "rejects": 44, "backtracks": 16, "complete": True, "strict": True,
    }
    assert str(v) == (
        "valid: n=4, complete search, 2 solutions, 140 events "
        "(60 tries, 16 accepts, 44 rejects, 16 backtracks); the canonical search"
    )
    events = list(nq.trace(4))
    events[2] = {"event": "accept", "step": 2, "row": 0, "col": 1}
    v = nq.verify(events)
    assert not v.ok and v.summary is None
    assert (v.violation.step, v.violation.rule) == (2, "answer")
    assert str(v.violation) == (
        "step 2: try (0,0) at step 1 must be followed at once by its accept or reject, "
        "not by accept (0,1)"
    )


def test_verify_strict_wants_the_canonical_order():
    mirrored = []
    for e in nq.trace(1):
        mirrored.append(e)
    assert nq.verify(mirrored, strict=True).ok


def test_diff_finds_the_first_difference():
    assert nq.diff(nq.trace(4), nq.trace(4)) is None
    d = nq.diff(nq.trace(4), nq.trace(4, limit=2))
    assert d.step == 87
    assert d.fields == ["event", "row", "col", "solutions", "tries", "accepts", "rejects", "backtracks", "complete"]
    assert d.a["event"] == "backtrack" and d.b["event"] == "done"
    assert [e["step"] for e in d.context] == [84, 85, 86]
    assert d.explanation == (
        "B stops after 2 solutions at step 87; A goes on to step 139 "
        "(their starts differ in the limit too: A none, B 2)"
    )
    assert d.report().startswith("A: A\nB: B\ndiffer at step 87: ")


def test_diff_keeps_its_context_bounded():
    # The context is held in memory until the difference: as the command line, at most 10000.
    d = nq.diff(nq.trace(4), nq.trace(4, limit=2), context=10000)
    assert len(d.context) == 87
    with pytest.raises(ValueError, match=r"^context=10001 is out of range: expected 0 to 10000 events$"):
        nq.diff(nq.trace(4), nq.trace(4), context=10001)


def test_write_then_read_gives_the_golden_bytes(tmp_path):
    path = tmp_path / "n6.jsonl"
    assert nq.write(path, nq.trace(6)) == 1946
    assert path.read_bytes() == (TRACES / "n6.jsonl").read_bytes()
    assert list(nq.read(path)) == golden_events("n6.jsonl")
    assert list(nq.read(str(TRACES / "n8-first.jsonl"))) == list(nq.trace(8, limit=1))


def test_a_malformed_line_is_a_trace_error_with_file_and_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    lines = (TRACES / "n4.jsonl").read_text().splitlines()
    lines[4] = '{"event":"tyr","step":4}'
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(nq.TraceError) as caught:
        list(nq.read(path))
    err = caught.value
    assert isinstance(err, ValueError)
    assert (err.file, err.line) == (str(path), 5)
    assert str(err).startswith(f"{path}:5: not a valid nqueens-trace/1 event: unknown variant `tyr`")
    with pytest.raises(OSError, match="cannot read"):
        nq.read(tmp_path / "missing.jsonl")


def test_a_malformed_event_in_a_list_names_its_position():
    events = list(nq.trace(4))
    del events[3]["row"]
    with pytest.raises(nq.TraceError, match=r'^event 4: missing key "row"$') as caught:
        nq.verify(events)
    assert (caught.value.file, caught.value.line) == (None, 4)
    with pytest.raises(TypeError, match="event 1: expected a dict"):
        nq.verify([42])


def test_outside_text_in_an_error_is_escaped():
    with pytest.raises(nq.TraceError) as caught:
        nq.verify([{"event": "\u202eevil\x1b[2J", "step": 0}])
    message = str(caught.value)
    assert "\u202e" not in message and "\x1b" not in message
    assert "\\u{202e}evil\\u{1b}[2J" in message


def test_text_is_what_run_prints():
    assert nq.text(nq.trace(4)) == (TRACES / "n4.txt").read_text()
    assert nq.text(nq.read(TRACES / "n5-first.jsonl")) == (TRACES / "n5-first.txt").read_text()


def test_text_options_change_the_text_and_bad_ones_list_the_valid_values():
    plain = nq.text(nq.trace(4, limit=1), only="accept,solution")
    assert plain.splitlines()[:2] == ["✓ accept (0,0)", "│ ✓ accept (1,2)"]
    one = nq.text(nq.trace(4, limit=1), only=["accept"], one_based=True)
    assert one.splitlines()[0] == "✓ accept (1,1)"
    assert "\x1b[" in nq.text(nq.trace(1), color=True)
    with pytest.raises(ValueError, match=r'^lang="xx": expected one of en, zh, zh-Hant, fa, tr$'):
        nq.text(nq.trace(1), lang="xx")
    with pytest.raises(ValueError, match="^only: "):
        nq.text(nq.trace(1), only="tries")


def test_text_refuses_what_run_never_writes():
    events = list(nq.trace(4))
    with pytest.raises(nq.TraceError, match="ends without a done event"):
        nq.text(events[:-1])
    events[5] = dict(events[5], row=9)
    with pytest.raises(nq.TraceError, match=r"^event 6: square \(9,1\) is off the 4×4 board: rows and columns run from 0 to 3$"):
        nq.text(events)


def test_player_is_the_exported_page_and_shows_in_an_iframe(tmp_path):
    player = nq.Player(4)
    assert player.html == (TRACES / "export" / "n4.html").read_text()
    assert nq.Player(list(nq.trace(4))).html == player.html
    frame = player._repr_html_()
    assert frame.startswith('<iframe srcdoc="&lt;!DOCTYPE html&gt;')
    assert 'sandbox="allow-scripts"' in frame
    # Nothing in the page can close the attribute early.
    inner = frame[len('<iframe srcdoc="'):frame.index('" style=')]
    assert '"' not in inner and "<" not in inner
    path = tmp_path / "p.html"
    player.save(path)
    assert path.read_text() == player.html


def test_player_title_is_escaped_and_the_step_cap_holds():
    html = nq.Player(1, title="<script>alert(1)</script>").html
    assert "<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>" in html
    with pytest.raises(ValueError, match="more than 100000 steps.*force=True"):
        nq.Player(10)
    assert nq.MAX_EMBEDDED_STEPS == 100_000
