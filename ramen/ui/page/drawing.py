"""The page's drawing helpers: static/morph.js (patching the DOM, announcing, waiting for a paint) and
the one polite live region. Without morph.js the app still works, with whole-screen redraws."""

from __future__ import annotations

import traceback

from js import document, window  # type: ignore[import-not-found]

from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy


class Page:
    """Draws HTML into the app's root element and speaks through the live region."""

    def __init__(self, root: JsProxy, morph: JsProxy | None, announcer: JsProxy | None) -> None:
        self.root = root
        #: static/morph.js, None if it failed to load
        self.morph = morph
        self.announcer = announcer

    @classmethod
    async def load(cls) -> Page:
        """Load static/morph.js (a module import resolved against the page, not PyScript's folder) and
        create the live region, outside #app so patches never touch it."""
        morph = None
        try:
            from pyscript import js_import  # type: ignore[import-not-found]

            url = window.URL.new("static/morph.js", document.baseURI).href
            modules = await js_import(url)
            morph = modules[0]
        except Exception:  # without it the app still works: whole-screen redraws
            traceback.print_exc()
        region = browser.nn(document.getElementById("announcer"))
        if region is None:
            region = document.createElement("div")
            region.id = "announcer"
            region.className = "sr-only"
            region.setAttribute("aria-live", "polite")
            region.setAttribute("aria-atomic", "false")
            document.body.appendChild(region)
        return cls(document.getElementById("app"), morph, region)

    @property
    def patches(self) -> bool:
        """Whether screens are patched (morph.js loaded) rather than replaced."""
        return self.morph is not None

    def show(self, html: str, fresh: bool) -> None:
        """Put ``html`` on the page: a ``fresh`` screen replaces the page (focus on its heading, scrolled
        to the top); the same screen is patched, so only what changed is repainted."""
        if self.morph is not None:
            self.morph.morph(self.root, html, fresh)
        else:  # static/morph.js did not load: replace the page (slower, focus on the heading)
            self.root.innerHTML = html
            heading = browser.nn(self.root.querySelector("#status, h1"))
            if heading is not None:
                heading.focus()

    def say(self, text: str) -> None:
        """Words for the one polite live region (#announcer)."""
        if text and self.announcer is not None and self.morph is not None:
            self.morph.announce(self.announcer, text)

    async def travel_done(self) -> None:
        """Wait until what the last drawing moved has landed (static/travel.js; at once when nothing moves)."""
        if self.morph is not None:
            await self.morph.travelDone()

    async def next_paint(self) -> None:
        """Wait until the browser has painted what was drawn (at once without morph.js)."""
        if self.morph is not None:
            await self.morph.nextPaint()
