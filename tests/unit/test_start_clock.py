"""ramen/ui/page/start_clock.py: the imports made while the clock runs are timed, each with its own time (the
modules it imports taken out), and the clock leaves no trace: a module's loader is its own again, and the
finder is gone once stopped."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ramen.ui.page import start_clock


@pytest.fixture
def modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Two fresh modules: ``clock_outer`` imports ``clock_inner``, which takes a moment to run."""
    (tmp_path / "clock_inner.py").write_text("import time\nbusy = time.perf_counter() + 0.02\nwhile time.perf_counter() < busy:\n    pass\n")
    (tmp_path / "clock_outer.py").write_text("import clock_inner\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    for name in ("clock_inner", "clock_outer"):
        sys.modules.pop(name, None)


def test_each_import_is_timed_by_its_own_time_and_the_clock_leaves_no_trace(modules: Path) -> None:
    start_clock.wind()
    try:
        outer = importlib.import_module("clock_outer")
    finally:
        figures = start_clock.stop()
    assert figures is not None and figures["modules"] >= 2
    own = dict(figures["slowest"])
    assert own["clock_inner"] >= 15 and own["clock_outer"] < own["clock_inner"], own
    assert not any(isinstance(finder, start_clock.StartClock) for finder in sys.meta_path)
    inner = sys.modules["clock_inner"]
    for module in (outer, inner):
        assert type(module.__loader__).__name__ == "SourceFileLoader", module.__loader__
        assert module.__spec__.loader is module.__loader__
    assert start_clock.stop() is None  # stopped once
