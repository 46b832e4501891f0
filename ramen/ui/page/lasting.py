"""Whether this browser keeps the site's storage for good: the Storage API's persisted() and persist()
(``navigator.storage``), and whether this is Safari in a tab (whose storage WebKit clears after seven days
of use without a visit, unless the page was added to the home screen or the dock)."""

from __future__ import annotations

from js import window  # type: ignore[import-not-found]

from ramen.ui.page import browser
from ramen.ui.page.calls import JsCallFailed, settled

#: words in a user agent that mean another browser built on WebKit or mimicking Safari's string
NOT_SAFARI = ("Chrome", "Chromium", "CriOS", "FxiOS", "EdgiOS", "EdgA", "OPR", "OPiOS", "Android", "Firefox")


def _manager() -> object | None:
    storage = browser.nn(getattr(window.navigator, "storage", None))
    if storage is None or browser.nn(getattr(storage, "persisted", None)) is None:
        return None
    return storage


async def persisted() -> bool | None:
    """Whether the site's storage is persistent (None: this browser does not say)."""
    storage = _manager()
    if storage is None:
        return None
    try:
        return bool(await settled(lambda: storage.persisted()))  # type: ignore[attr-defined]
    except JsCallFailed:
        return None


async def ask_to_persist() -> bool | None:
    """Ask the browser to keep the site's storage for good (it may ask the player, or decide alone);
    whether it does now (None: this browser does not say)."""
    storage = _manager()
    if storage is None or browser.nn(getattr(storage, "persist", None)) is None:
        return None
    try:
        return bool(await settled(lambda: storage.persist()))  # type: ignore[attr-defined]
    except JsCallFailed:
        return None


def safari_in_a_tab() -> bool:
    """Safari (its user agent, not another browser's), opened in a tab rather than from the home screen."""
    agent = str(getattr(window.navigator, "userAgent", "") or "")
    if "Safari" not in agent or "AppleWebKit" not in agent or any(word in agent for word in NOT_SAFARI):
        return False
    if browser.nn(getattr(window.navigator, "standalone", None)) is True:
        return False
    try:
        return not bool(window.matchMedia("(display-mode: standalone)").matches)
    except Exception:
        return True
