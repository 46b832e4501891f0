"""Every JavaScript call the page awaits goes through ``ramen.ui.page.calls.settled``, which words any
rejection: these are the words for each kind of value a promise can be rejected with (the page hands them
over as Pyodide does: undefined as None, null as ``jsnull``, a string as str, an object as a proxy whose
properties are attributes). The browser half, a camera refused in WebKit, is tests/webkit's."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from ramen.ui.page.calls import NO_REASON, rejection_words

ROOT = Path(__file__).resolve().parents[2]


class JsNull:
    """Pyodide's ``jsnull`` (JavaScript's null), by its type's name."""


class PlainObject:
    """A proxy of a plain JavaScript object: no name, no message; ``JSON.stringify`` gives its fields."""

    def __init__(self, **fields: Any) -> None:
        self.fields = fields

    def __str__(self) -> str:
        return "[object Object]"


def stringify(value: Any) -> str:
    return json.dumps(value.fields) if isinstance(value, PlainObject) else "{}"


@pytest.mark.parametrize("reason, words", [
    (None, NO_REASON),                                                    # undefined
    (JsNull(), NO_REASON),                                                # null
    ("Camera refused", "Camera refused"),                                 # a string
    ("", NO_REASON),
    (PlainObject(code=8, why="busy"), '{"code": 8, "why": "busy"}'),      # a plain object
    (PlainObject(), NO_REASON),                                           # {} tells nothing
    (SimpleNamespace(name="NotAllowedError", message="The request is not allowed by the user agent"),
     "NotAllowedError: The request is not allowed by the user agent"),    # a DOMException
    (SimpleNamespace(name="NotFoundError", message=""), "NotFoundError"),
    (SimpleNamespace(name="TypeError", message="Load failed"), "TypeError: Load failed"),  # an Error
    (0, "0"), (False, "False"),
])
def test_any_rejection_value_gets_words(reason: Any, words: str) -> None:
    assert rejection_words(reason, stringify) == words


def test_long_reasons_are_cut() -> None:
    assert len(rejection_words("x" * 5000)) == 300


def test_awaited_browser_calls_go_through_the_helper() -> None:
    """No ``await`` of a JavaScript call of the camera, the clipboard, a file or WebRTC is left bare in
    ramen/ui: each is ``await settled(lambda: ...)`` (awaits of Python coroutines are not JavaScript)."""
    bare = []
    for name in ("scan(", "writeText(", "arrayBuffer(", ".offer(", ".accept(", ".answer(", "resume("):
        for path in (ROOT / "ramen" / "ui").rglob("*.py"):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if name in line and re.search(r"\bawait\b", line) and "settled(" not in line and "self.context.link" not in line:
                    bare.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not bare, "\n".join(bare)
