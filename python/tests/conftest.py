"""What the tests share: the repository's golden traces, the example solvers and their loader,
and the nqueens-trace binary that `check` runs (NQUEENS_TRACE_BIN, else target/debug)."""

import importlib.util
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TRACES = ROOT / "traces"
SOLVERS = ROOT / "python" / "examples" / "solvers"


def load(name):
    """The example solver SOLVERS/name.py as a module."""
    spec = importlib.util.spec_from_file_location(name, SOLVERS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def binary():
    """The nqueens-trace binary. In CI, NQUEENS_TRACE_BIN names it and it must exist; a
    developer without a build gets these tests skipped, by name, never passed."""
    named = os.environ.get("NQUEENS_TRACE_BIN")
    if named:
        path = pathlib.Path(named)
        assert path.is_file(), f"NQUEENS_TRACE_BIN={named} does not exist"
        return path
    path = ROOT / "target" / "debug" / "nqueens-trace"
    if not path.is_file():
        pytest.skip("needs the nqueens-trace binary: cargo build, or set NQUEENS_TRACE_BIN")
    return path
