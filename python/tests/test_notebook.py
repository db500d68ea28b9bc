"""examples/tour.ipynb, executed headless as Jupyter would run it."""

import pathlib

import nbclient
import nbformat

TOUR = pathlib.Path(__file__).resolve().parents[1] / "examples" / "tour.ipynb"


def test_the_tour_runs_and_its_players_are_in_the_output_cells():
    nb = nbformat.read(TOUR, as_version=4)
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    frames = [
        o.data["text/html"]
        for o in outputs
        if o.output_type == "execute_result" and "text/html" in o.get("data", {})
    ]
    assert len(frames) == 2
    assert all(f.startswith('<iframe srcdoc="&lt;!DOCTYPE html&gt;') for f in frames)
    assert "my solver, n=5" in frames[1]
    text = "".join(o.get("text", "") for o in outputs if o.output_type == "stream")
    assert "valid: n=5, complete search, 10 solutions" in text
    assert "accept | step 4: accept (1,1), but the queen at (0,0) attacks it along the diagonal" in text
