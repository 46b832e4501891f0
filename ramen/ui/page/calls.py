"""The browser's promises, awaited from Python: every JavaScript call the page awaits (the camera, the
clipboard, a file, WebRTC, a module import, a paint) goes through ``settled``, and one it does not await
(resuming the audio) through ``unawaited``. A rejection, whatever its value (an Error or a DOMException, a
string, a plain object, undefined or null), becomes ``JsCallFailed`` with a readable message, and never
reaches the page unhandled.

Why: Pyodide turns a promise rejected with an Error into a Python exception, but one rejected with
anything else fails inside Pyodide itself ("TypeError: invalid exception object" in
``_future_helper.set_exception``): the awaiting code never hears of it, and the page gets an unhandled
rejection. WebKit rejects a camera that is missing or refused that way. So the promise is first given a
handler (in Python) that words the reason and rejects with an Error carrying those words."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

#: what a rejection without any reason (undefined, null, an empty string) is called
NO_REASON = "no reason given"


class JsCallFailed(Exception):
    """A JavaScript call the page made failed or was refused; ``str()`` says how, in words."""


def _text(value: Any) -> str:
    """A JavaScript property as text ("" for undefined, null and the like)."""
    if value is None or type(value).__name__ == "JsNull":
        return ""
    try:
        return str(value).strip()
    except Exception:
        return ""


def rejection_words(reason: Any, stringify: Callable[[Any], Any] | None = None) -> str:
    """Words for any value a promise may be rejected with: an Error or DOMException by its name and message
    ("NotAllowedError: Permission denied"), a string as it is, a number or boolean as text, a plain object
    by its JSON (``stringify``: the page's ``JSON.stringify``), undefined or null as ``NO_REASON``.

    >>> from types import SimpleNamespace
    >>> rejection_words(SimpleNamespace(name="NotFoundError", message="Requested device not found"))
    'NotFoundError: Requested device not found'
    >>> rejection_words(None), rejection_words("  "), rejection_words("no camera"), rejection_words(3)
    ('no reason given', 'no reason given', 'no camera', '3')
    >>> rejection_words({"code": 8}, json.dumps)
    '{"code": 8}'
    """
    if reason is None or type(reason).__name__ == "JsNull":
        return NO_REASON
    if isinstance(reason, str):
        return reason.strip()[:300] or NO_REASON
    if isinstance(reason, (bool, int, float)):
        return str(reason)
    name, message = _text(getattr(reason, "name", None)), _text(getattr(reason, "message", None))
    if name and message:
        return f"{name}: {message}"[:300]
    if name or message:
        return (name or message)[:300]
    if stringify is not None:
        try:
            text = _text(stringify(reason))
            if text and text not in ("{}", "null", "undefined"):
                return text[:300]
        except Exception:
            pass
    text = _text(reason)
    return text[:300] if text and not text.startswith("[object") else NO_REASON


def _worded(on_reason: Callable[[str], None]) -> Any:
    """A rejection handler for the page: words the reason, hands them to ``on_reason``, rejects with an Error."""
    from js import JSON, Error, Promise  # type: ignore[import-not-found]

    def reject(reason: Any = None) -> Any:
        words = rejection_words(reason, JSON.stringify)
        on_reason(words)
        return Promise.reject(Error.new(words))
    return reject


async def settled(call: Callable[[], Any]) -> Any:
    """Make the JavaScript call ``call()`` and await its promise (or its plain value): its value, or
    ``JsCallFailed`` saying why, whether the call threw at once or its promise was rejected with anything."""
    from js import Promise  # type: ignore[import-not-found]
    from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

    heard: list[str] = []
    handler = create_proxy(_worded(heard.append))
    try:
        return await Promise.resolve(call()).catch(handler)
    except Exception as error:
        raise JsCallFailed(heard[-1] if heard else (str(error).strip() or NO_REASON)) from None
    finally:
        handler.destroy()


def unawaited(call: Callable[[], Any], what: str) -> None:
    """Make the JavaScript call ``call()`` whose promise nobody awaits: a rejection is told in the console
    as a warning ("``what`` failed: …"), never left unhandled; a call that throws at once, likewise."""
    from js import Promise, console  # type: ignore[import-not-found]
    from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]

    def warn(words: str) -> None:
        console.warn(f"{what} failed: {words}")

    try:
        Promise.resolve(call()).catch(create_once_callable(lambda reason=None: warn(rejection_words(reason))))
    except Exception as error:
        warn(str(error))
