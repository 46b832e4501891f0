"""The page's side of things: localStorage for saves, the <html> attributes of the test contract."""

from __future__ import annotations

from typing import Any

from js import document, window  # type: ignore[import-not-found]
from pyodide.ffi import jsnull  # type: ignore[import-not-found]


def nn(value: Any) -> Any:
    """``value``, or None where JavaScript gave null or undefined (Pyodide hands null over as ``jsnull``)."""
    return None if value is None or value is jsnull else value


def attr(element: Any, name: str) -> str | None:
    """An element's attribute as text, None when absent."""
    value = nn(element.getAttribute(name)) if nn(element) is not None else None
    return None if value is None else str(value)


class LocalStorage:
    """``ramen.store.KeyValueStorage`` over window.localStorage."""

    def get(self, key: str) -> str | None:
        value = nn(window.localStorage.getItem(key))
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        window.localStorage.setItem(key, value)

    def remove(self, key: str) -> None:
        window.localStorage.removeItem(key)

    def keys(self) -> list[str]:
        storage = window.localStorage
        return [str(storage.key(i)) for i in range(storage.length)]


def set_flag(name: str, on: bool) -> None:
    """Set or clear a boolean attribute on <html> (data-ready, data-busy)."""
    root = document.documentElement
    if on:
        root.setAttribute(name, "")
    else:
        root.removeAttribute(name)


def now_ms() -> float:
    return float(window.Date.now())


def query_param(name: str) -> str | None:
    params = window.URLSearchParams.new(window.location.search)
    value = nn(params.get(name))
    return None if value is None else str(value)
