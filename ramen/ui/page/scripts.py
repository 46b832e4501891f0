"""The page's own JavaScript modules (static/*.js), imported once each when first needed, and what
static/net.js does besides connections: a QR code of a text."""

from __future__ import annotations

import json

from js import document, window  # type: ignore[import-not-found]

from ramen.ui.page.browser import JsProxy

_modules: dict[str, JsProxy] = {}


async def script(path: str) -> JsProxy:
    """The module at ``path`` (``static/net.js``), resolved against the page, imported on first use."""
    module = _modules.get(path)
    if module is None:
        from pyscript import js_import  # type: ignore[import-not-found]

        url = window.URL.new(path, document.baseURI).href
        module = _modules[path] = (await js_import(url))[0]
    return module


async def qr_code(text: str, mode: str = "Alphanumeric") -> tuple[int, list[str]]:
    """``text`` as a QR code (error correction M; ``mode`` "Alphanumeric": upper-case letters and digits only, or
    "Byte": any text): its version and its rows of modules ("1" dark, "0" light)."""
    data = json.loads(str((await script("static/net.js")).qr(text, mode)))
    return int(data["version"]), [str(row) for row in data["rows"]]
