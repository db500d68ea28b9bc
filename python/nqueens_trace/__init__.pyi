"""Type stubs of nqueens_trace: the Rust core's functions and classes, with their contracts."""

from os import PathLike
from typing import Any, Dict, Iterable, Iterator, List, Literal, Optional, Sequence, Tuple, TypedDict, Union, final

from ._errors import InvalidTrace as InvalidTrace, TraceError as TraceError

__all__ = [
    "MAX_EMBEDDED_STEPS", "MAX_N", "SCHEMA", "Divergence", "InvalidTrace", "Player",
    "SearchTracer", "TraceError", "Tracer", "Verdict", "Violation", "count", "diff", "read", "text", "trace",
    "verify", "write",
]

__version__: str
SCHEMA: str
"""The schema of every trace: ``"nqueens-trace/1"``."""
MAX_N: int
"""The largest board size: 32."""
MAX_EMBEDDED_STEPS: int
"""The most steps ``Player`` embeds unless ``force=True``: 100000."""

_Event = Dict[str, Any]
"""An event: a dict with the JSON Lines keys in their order (``event``, ``step``, then the
kind's fields), so ``json.dumps(e)`` is its line in a file."""

_Path = Union[str, "PathLike[str]"]
_Lang = Literal["en", "zh", "zh-Hant", "fa", "tr"]
_Kinds = Union[str, Sequence[str]]
_Conflict = Literal["column", "diagonal", "anti-diagonal"]
_Rule = Literal["row", "column", "box", "edge", "over", "short"]

class _Counts(TypedDict):
    solutions: int
    tries: int
    accepts: int
    rejects: int
    backtracks: int
    events: int

class _Summary(TypedDict):
    n: int
    limit: Optional[int]
    events: int
    solutions: int
    tries: int
    accepts: int
    rejects: int
    backtracks: int
    complete: bool
    strict: bool

def trace(n: int, limit: Optional[int] = None) -> Iterator[_Event]:
    """The events of the canonical search of the n×n board (rows top to bottom, columns left
    to right), stopping after ``limit`` solutions if given. Each event is made when it is
    taken: ``sum(1 for _ in trace(12))`` runs in flat memory. ``ValueError`` if n is not in
    1..32."""

def count(n: int, threads: Optional[int] = None) -> _Counts:
    """The totals of the search of the n×n board without its events, on ``threads`` threads
    (None: all cores). The numbers are those of the ``done`` event of ``trace(n)``, plus the
    number of events."""

def verify(events: Iterable[_Event], strict: bool = False) -> Verdict:
    """Whether ``events`` are a correct backtracking search: any column order inside a row;
    with ``strict``, exactly the canonical search. Read one event at a time."""

def check(
    output: Union[bytes, str],
    n: int,
    *,
    limit: Optional[int] = None,
    start: Optional[Sequence[int]] = None,
) -> Judgement:
    """Judges ``output``, the standard output of a student's program, as the trace of the
    search asked for: board ``n``, ``limit`` (None: the complete search), ``start`` (the
    columns of queens on the first rows; None: the whole search), as ``nqueens-trace check``
    does for each n."""

def diff(a: Iterable[_Event], b: Iterable[_Event], context: int = 3) -> Optional[Divergence]:
    """Where traces ``a`` and ``b`` first differ, with ``context`` events before; None if they
    hold the same events."""

def read(path: _Path) -> Iterator[_Event]:
    """The events of the JSON Lines trace at ``path``, read as they are taken. A malformed
    line raises ``TraceError`` with ``file`` and ``line``; a file that cannot be opened,
    ``OSError``."""

def write(path: _Path, events: Iterable[_Event]) -> int:
    """Writes ``events`` to ``path`` as canonical JSON Lines (the bytes ``nqueens-trace run
    --format jsonl`` writes), into a temporary file renamed into place once complete. Returns
    the number of events."""

def text(
    events: Iterable[_Event],
    *,
    lang: _Lang = "en",
    style: Literal["default", "classic"] = "default",
    board: Literal["dots", "matrix"] = "dots",
    one_based: bool = False,
    only: Optional[_Kinds] = None,
    hide: Optional[_Kinds] = None,
    max_depth: Optional[int] = None,
    queen: str = "Q",
    indent: str = "│ ",
    color: bool = False,
) -> str:
    """The text trace of ``events``, byte for byte what ``nqueens-trace replay`` prints with
    the same options. ``only`` and ``hide`` take kinds as a list or a comma-separated string.
    The events must be in the order ``run`` writes them (``TraceError`` otherwise)."""

@final
class Violation:
    """The first step of a trace that breaks a rule."""
    @property
    def step(self) -> int: ...
    @property
    def rule(self) -> str:
        """The rule, in kebab case: start, steps, done, try-row, try-once, answer, accept,
        reject, solution, backtrack, limit, complete, counts, canonical."""
    @property
    def message(self) -> str: ...

@final
class Verdict:
    """What ``verify`` found. True in a boolean context when the trace is valid;
    ``str()`` is the line ``nqueens-trace verify`` prints."""
    @property
    def ok(self) -> bool: ...
    @property
    def summary(self) -> Optional[_Summary]: ...
    @property
    def violation(self) -> Optional[Violation]: ...
    def __bool__(self) -> bool: ...

@final
class Judgement:
    """What ``check`` found. True in a boolean context when the output is a valid trace of
    the search asked for."""
    @property
    def ok(self) -> bool: ...
    @property
    def events(self) -> int:
        """The events read before the verdict."""
    @property
    def summary(self) -> Optional[_Summary]: ...
    @property
    def violation(self) -> Optional[Violation]:
        """The first rule broken, if the trace breaks one."""
    @property
    def error(self) -> Optional[str]:
        """Why the output is not a trace at all (a line that is not an event, nothing)."""
    @property
    def line(self) -> Optional[str]:
        """The line of the output that is not an event, escaped (its first 4 KiB)."""
    @property
    def transposed(self) -> bool:
        """Whether it was judged with rows and columns swapped: a column-by-column search."""
    @property
    def stopped_at_first(self) -> bool:
        """Whether the trace, announcing no limit, ends right after its first solution."""
    @property
    def divergence(self) -> Optional[int]:
        """The step where it first parts from the canonical search; None if it does not."""
    @property
    def found(self) -> Optional[_Event]:
        """The trace's event at the divergence (None: the trace ended there)."""
    @property
    def canonical(self) -> Optional[_Event]:
        """The canonical search's event at the divergence (None: it ended there)."""
    def __bool__(self) -> bool: ...

@final
class Divergence:
    """Where two traces first differ."""
    @property
    def step(self) -> int: ...
    @property
    def a(self) -> Optional[_Event]: ...
    @property
    def b(self) -> Optional[_Event]: ...
    @property
    def fields(self) -> List[str]: ...
    @property
    def queens(self) -> List[Tuple[int, int]]: ...
    @property
    def context(self) -> List[_Event]: ...
    @property
    def explanation(self) -> str: ...
    def report(self, a: str = "A", b: str = "B") -> str:
        """The report ``nqueens-trace diff`` prints, naming the traces ``a`` and ``b``."""

@final
class Player:
    """The self-contained HTML player (inline CSS and JavaScript, no network) of the search
    of an n×n board, or of a trace (a list of events, ``read(path)``, a ``Tracer``). The last
    line of a notebook cell shows it."""
    def __new__(
        cls,
        source: Union[int, Iterable[_Event], "Tracer"],
        *,
        limit: Optional[int] = None,
        title: Optional[str] = None,
        force: bool = False,
        height: int = 560,
    ) -> "Player": ...
    @property
    def html(self) -> str:
        """The whole page."""
    @property
    def svg(self) -> str:
        """A picture of the board (the first solution, or the last step), as SVG."""
    def _repr_html_(self) -> str:
        """The player in an ``<iframe srcdoc>``, ``height`` pixels high."""
    def _repr_mimebundle_(
        self, include: Optional[Any] = None, exclude: Optional[Any] = None
    ) -> Dict[str, str]:
        """The player (text/html), a picture of the board (image/svg+xml), which a notebook
        shows where it runs no script, and text/plain."""
    def save(self, path: _Path) -> None:
        """Writes the page to ``path``."""

@final
class Tracer:
    """The trace of a solver written by hand. Call ``try_``, ``accept``, ``reject``,
    ``backtrack`` and ``solution`` as the search goes, and ``done`` at the end (or use it in
    a ``with`` block, which calls ``done``). Each call is checked at once with the rules of
    ``verify``; the first wrong one raises ``InvalidTrace`` with verify's explanation. With
    ``out`` (a file open for writing, such as ``sys.stdout``) each event's JSON line is
    written as it comes, the offending one included."""
    def __new__(cls, n: int, *, limit: Optional[int] = None, out: Optional[Any] = None) -> "Tracer": ...
    @property
    def n(self) -> int: ...
    @property
    def limit(self) -> Optional[int]: ...
    @property
    def events(self) -> List[_Event]: ...
    @property
    def finished(self) -> bool: ...
    def try_(self, row: int, col: int) -> None:
        """A queen is about to be tried on (row, col), counted from 0."""
    def accept(self, row: int, col: int) -> None:
        """No queen attacks (row, col): a queen is placed there."""
    def reject(
        self,
        row: int,
        col: int,
        attacker: Optional[Tuple[int, int]] = None,
        conflict: Optional[_Conflict] = None,
    ) -> None:
        """A queen attacks (row, col). Left out, ``attacker`` is the topmost queen that
        attacks it and ``conflict`` how it does."""
    def backtrack(self, row: Optional[int] = None, col: Optional[int] = None) -> None:
        """The queen on (row, col) is lifted; left out, the queen placed last."""
    def solution(self, queens: Optional[Sequence[int]] = None) -> None:
        """The board is complete; left out, ``queens`` are the columns on the board."""
    def done(self, complete: Optional[bool] = None) -> None:
        """The end, with the counts of the steps taken; ``complete`` left out is true unless
        the search stopped at its limit."""
    def write(self, path: _Path) -> None:
        """Writes the trace as JSON Lines."""
    def __iter__(self) -> Iterator[_Event]: ...
    def __len__(self) -> int: ...
    def __enter__(self) -> "Tracer": ...
    def __exit__(self, exc_type: Any, exc: Any = None, tb: Any = None) -> bool: ...

@final
class SearchTracer:
    """The trace of a hand-written solver of another problem than N-Queens (``problem``:
    ``"sudoku"``, ``"coloring"`` or ``"subset-sum"``; ``instance``: its dict, or its JSON as
    ``nqueens-trace check --problem`` gives it as the last argument), schema
    ``backtrack-trace/1``. Call ``try_``, ``accept``, ``reject``, ``backtrack`` and
    ``solution`` as the search goes, and ``done`` at the end (a ``with`` block calls it). Each
    call is checked at once against the model search of the instance; the first that departs
    from it raises ``InvalidTrace``, after its line is written. With ``out`` (such as
    ``sys.stdout``) each event's JSON line is written as it comes: the bytes of
    ``nqueens-trace run --problem P --format jsonl`` for the same search. A bad instance
    raises ``ValueError``."""
    def __new__(
        cls, problem: str, instance: Union[str, Dict[str, Any]], *, limit: Optional[int] = None, out: Optional[Any] = None
    ) -> "SearchTracer": ...
    @property
    def problem(self) -> str: ...
    @property
    def instance(self) -> str:
        """The instance's compact JSON, as the start line carries it."""
    @property
    def n(self) -> int:
        """The instance's size: a sudoku's side, the graph's vertices, the number of items."""
    @property
    def limit(self) -> Optional[int]: ...
    @property
    def events(self) -> List[_Event]: ...
    @property
    def finished(self) -> bool: ...
    def try_(self, var: int, value: int) -> None:
        """A value is about to be tried on a variable (a sudoku's cell, row-major from 0; a
        vertex; an item, 1 to take it and 0 to leave it out)."""
    def accept(self, var: int, value: int) -> None:
        """The value fits: it is assigned."""
    def reject(
        self, var: int, value: int, rule: Optional[_Rule] = None, with_: Optional[Tuple[int, int]] = None
    ) -> None:
        """The value does not fit, by ``rule`` with its two numbers ``with_`` (the earlier
        assignment it clashes with, or a bound's sum and target); left out, the problem's."""
    def backtrack(self, var: Optional[int] = None, value: Optional[int] = None) -> None:
        """The variable is unassigned; left out, the one assigned last."""
    def solution(self, values: Optional[Sequence[int]] = None) -> None:
        """Every variable is assigned; left out, ``values`` are the assignment's."""
    def done(self, complete: Optional[bool] = None) -> None:
        """The end, with the counts; ``complete`` left out is true unless the search stopped
        at its limit."""
    def write(self, path: _Path) -> None:
        """Writes the trace as JSON Lines."""
    def __len__(self) -> int: ...
    def __enter__(self) -> "SearchTracer": ...
    def __exit__(self, exc_type: Any, exc: Any = None, tb: Any = None) -> bool: ...
