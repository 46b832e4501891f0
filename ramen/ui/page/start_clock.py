"""Where the app's start goes: each module imported while the app starts, timed (its own time, the modules
it imports taken out), so that tools/bench.py can print the slowest. main.py winds the clock before it
imports anything of the app; start-up stops it once the first screen is drawn and leaves the figures on
``window.ramenStartTimes`` (JSON). The clock is a finder first on ``sys.meta_path`` that asks the others
and times the loader they found; once a module has run, its loader is its own again, and once the clock
stops, it is gone."""

from __future__ import annotations

import json
import sys
import time
from types import ModuleType
from typing import Any

#: how many of the slowest modules are kept
SLOWEST = 10


class _Timed:
    """A loader run under the clock: the found loader's work, timed."""

    def __init__(self, loader: Any, name: str, clock: StartClock) -> None:
        self.loader = loader
        self.name = name
        self.clock = clock

    def __getattr__(self, attr: str) -> Any:
        return getattr(self.loader, attr)

    def create_module(self, spec: Any) -> ModuleType | None:
        return self.loader.create_module(spec)  # type: ignore[no-any-return]

    def exec_module(self, module: ModuleType) -> None:
        inner = self.clock.inner
        inner.append(0.0)
        began = time.perf_counter()
        try:
            self.loader.exec_module(module)
        finally:
            took = time.perf_counter() - began
            self.clock.own[self.name] = took - inner.pop()
            if inner:
                inner[-1] += took
            module.__loader__ = self.loader  # the module's own loader again, as if never timed
            if module.__spec__ is not None:
                module.__spec__.loader = self.loader


class StartClock:
    """Times the imports from ``wind`` until ``stop``."""

    def __init__(self) -> None:
        self.own: dict[str, float] = {}  # module -> seconds of its own
        self.inner: list[float] = []  # per import under way: the seconds its own imports took

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None) if finder is not self else None
            spec = find(name, path, target) if find is not None else None
            if spec is not None:
                if spec.loader is not None and hasattr(spec.loader, "exec_module"):
                    spec.loader = _Timed(spec.loader, name, self)
                return spec
        return None

    def figures(self) -> dict[str, Any]:
        """The modules timed, their own seconds in all, and the slowest (name, ms)."""
        slowest = sorted(self.own.items(), key=lambda item: -item[1])[:SLOWEST]
        return {"modules": len(self.own), "own_ms": round(sum(self.own.values()) * 1000, 1),
                "slowest": [[name, round(seconds * 1000, 1)] for name, seconds in slowest]}


_CLOCK: StartClock | None = None


def wind() -> None:
    """Start timing imports (main.py, before anything of the app), and mark the moment (``ramen:main``)."""
    global _CLOCK
    if _CLOCK is None:
        _CLOCK = StartClock()
        sys.meta_path.insert(0, _CLOCK)  # type: ignore[arg-type]
    try:
        from js import performance  # type: ignore[import-not-found]

        performance.mark("ramen:main")
    except ImportError:  # outside the page (the unit tests)
        pass


def stop() -> dict[str, Any] | None:
    """Stop timing; the figures, also left on ``window.ramenStartTimes`` for tools/bench.py."""
    global _CLOCK
    clock, _CLOCK = _CLOCK, None
    if clock is None:
        return None
    if clock in sys.meta_path:
        sys.meta_path.remove(clock)  # type: ignore[arg-type]
    figures = clock.figures()
    try:
        from js import window  # type: ignore[import-not-found]

        window.ramenStartTimes = json.dumps(figures)
    except ImportError:  # outside the page (the unit tests)
        pass
    return figures
