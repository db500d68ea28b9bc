"""The exceptions of nqueens_trace. The Rust core raises them with the library's messages."""

from typing import Optional

__all__ = ["TraceError", "InvalidTrace"]


class TraceError(ValueError):
    """A trace that cannot be read: a line (or an event of a list) that is not an event of
    the schema ``nqueens-trace/1``, or a trace that ends without ``done``.

    ``file`` names the file (None for events given as a list), ``line`` the line of the file
    or the position in the list, counted from 1 (0 when no line is concerned).
    """

    def __init__(self, message: str, file: Optional[str] = None, line: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line


# Shown as nqueens_trace.TraceError in tracebacks: the name users import.
TraceError.__module__ = "nqueens_trace"


class InvalidTrace(ValueError):
    """A step that breaks a rule of a correct backtracking search, raised by ``Tracer`` at
    the first wrong call. ``step``, ``rule`` and ``message`` are those ``verify`` reports for
    the same trace; ``str()`` is ``"step K: message"``.
    """

    def __init__(self, step: int, rule: str, message: str) -> None:
        super().__init__(f"step {step}: {message}")
        self.step = step
        self.rule = rule
        self.message = message


InvalidTrace.__module__ = "nqueens_trace"
