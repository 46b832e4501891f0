"""The page's side of things: localStorage for saves, the <html> attributes of the test contract."""

from __future__ import annotations

from typing import Any

from js import Object, document, window  # type: ignore[import-not-found]
from pyodide.ffi import jsnull, to_js  # type: ignore[import-not-found]

from ramen.store import StorageUnavailable

#: a JavaScript object handed over by Pyodide (an element, an event, a promise, a module)
JsProxy = Any


def nn(value: Any) -> Any:
    """``value``, or None where JavaScript gave null or undefined (Pyodide hands null over as ``jsnull``)."""
    return None if value is None or value is jsnull else value


def attr(element: Any, name: str) -> str | None:
    """An element's attribute as text, None when absent."""
    value = nn(element.getAttribute(name)) if nn(element) is not None else None
    return None if value is None else str(value)


def _refused(error: Exception) -> StorageUnavailable:
    """A localStorage failure as the store's error: QuotaExceededError is "full", anything else "blocked"."""
    text = f"{getattr(error, 'name', '')} {error}"
    return StorageUnavailable("full" if "Quota" in text or "quota" in text else "blocked", str(error)[:200])


class LocalStorage:
    """``ramen.store.KeyValueStorage`` over window.localStorage; a refusal (full: QuotaExceededError,
    blocked: SecurityError even on reading ``window.localStorage``) raises StorageUnavailable."""

    def _storage(self) -> Any:
        try:
            storage = window.localStorage
        except Exception as error:
            raise _refused(error) from None
        if nn(storage) is None:
            raise StorageUnavailable("blocked", "no localStorage")
        return storage

    def get(self, key: str) -> str | None:
        try:
            value = nn(self._storage().getItem(key))
        except StorageUnavailable:
            raise
        except Exception as error:
            raise _refused(error) from None
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self._storage().setItem(key, value)
        except StorageUnavailable:
            raise
        except Exception as error:
            raise _refused(error) from None

    def remove(self, key: str) -> None:
        try:
            self._storage().removeItem(key)
        except StorageUnavailable:
            raise
        except Exception as error:
            raise _refused(error) from None

    def keys(self) -> list[str]:
        try:
            storage = self._storage()
            return [str(storage.key(i)) for i in range(storage.length)]
        except StorageUnavailable:
            raise
        except Exception as error:
            raise _refused(error) from None


def download(filename: str, text: str, mime: str = "application/json") -> None:
    """Offer ``text`` as a file download (a Blob behind a temporary link)."""
    blob = window.Blob.new(to_js([text]), to_js({"type": mime}, dict_converter=Object.fromEntries))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = filename
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_once(lambda: window.URL.revokeObjectURL(url)), 60_000)


def create_once(callback: Any) -> Any:
    from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]

    return create_once_callable(callback)


def set_flag(name: str, on: bool) -> None:
    """Set or clear a boolean attribute on <html> (data-ready, data-busy)."""
    _set_root_attribute(name, "" if on else None)


def set_data(name: str, value: str | None) -> None:
    """Set ``data-<name>`` on <html> to ``value``, or remove it (None)."""
    _set_root_attribute(f"data-{name}", value)


def _set_root_attribute(name: str, value: str | None) -> None:
    """Only a change is written: the style of the whole page depends on <html>'s attributes, and even the
    same value written again has the browser look at every rule that names the attribute (every tap
    writes three of them)."""
    root = document.documentElement
    if attr(root, name) == value:
        return
    if value is None:
        root.removeAttribute(name)
    else:
        root.setAttribute(name, value)


def now_ms() -> float:
    return float(window.Date.now())


def js_object(data: dict[str, Any]) -> Any:
    """``data`` as a plain JavaScript object (for a browser call that takes one)."""
    return to_js(data, dict_converter=Object.fromEntries)


def scroll_into_view(selector: str) -> bool:
    """Bring the first element matching ``selector`` to the middle of the window; whether there was one."""
    element = nn(document.querySelector(selector))
    if element is None:
        return False
    element.scrollIntoView(js_object({"block": "center"}))
    return True


def field_value(field_id: str, default: str = "") -> str:
    """What the text field ``field_id`` holds now (``default`` where there is no such field)."""
    field = nn(document.getElementById(field_id))
    return default if field is None else str(field.value)


def query_param(name: str) -> str | None:
    params = window.URLSearchParams.new(window.location.search)
    value = nn(params.get(name))
    return None if value is None else str(value)


class phase:
    """``with phase("apply"): ...`` — a performance measure "ramen:apply" around a step of the page's
    work, for tools/bench.py to say what ran inside a long task (marks are cleared once measured, so a
    long session does not pile them up; a PerformanceObserver still sees every measure)."""

    def __init__(self, name: str) -> None:
        self.name = f"ramen:{name}"

    def __enter__(self) -> "phase":
        window.performance.mark(self.name + "-start")
        return self

    def __exit__(self, *_exc: object) -> None:
        perf = window.performance
        perf.measure(self.name, self.name + "-start")
        perf.clearMarks(self.name + "-start")
        perf.clearMeasures(self.name)


def watch_gc() -> None:
    """The interpreter's garbage collections as performance measures "ramen:gc-N" (N: the generation),
    so that tools/bench.py can tell a collection from the page's own work inside a long task."""
    import gc

    perf = window.performance
    started = [0.0]

    def on_gc(phase_name: str, info: dict[str, int]) -> None:
        if phase_name == "start":
            started[0] = perf.now()
        else:
            name = f"ramen:gc-{info.get('generation', '?')}"
            perf.measure(name, to_js({"start": started[0], "end": perf.now()}, dict_converter=Object.fromEntries))
            perf.clearMeasures(name)

    gc.callbacks.append(on_gc)
