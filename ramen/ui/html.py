"""Small helpers to build HTML safely (every text is escaped) and buttons that follow the test contract."""

from __future__ import annotations

from html import escape


def esc(text: object) -> str:
    return escape(str(text), quote=True)


def attrs(**values: object) -> str:
    """HTML attributes from keywords: ``data_pick`` -> ``data-pick``; True -> bare; None/False -> left out."""
    parts = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(name if value is True else f'{name}="{esc(value)}"')
    return (" " + " ".join(parts)) if parts else ""


def button(label_html: str, *, cmd: str | None = None, arg: str | None = None, enabled: bool = True,
           cls: str = "", title: str | None = None, label: str | None = None, pressed: bool | None = None,
           **data: object) -> str:
    """A real <button> with an accessible name (``label`` for icon-only content), disabled when unusable.

    ``cmd``/``arg`` name the app command; other ``data_*`` keywords become data attributes.
    ``data-key`` keeps keyboard focus on the same control across re-renders.
    """
    key = data.pop("key", None) or (f"{cmd}:{arg}" if cmd else None)
    return (f"<button type=\"button\"{attrs(class_=cls or None, data_cmd=cmd, data_arg=arg, data_key=key, disabled=not enabled, title=title, aria_label=label, aria_pressed=None if pressed is None else ('true' if pressed else 'false'), **data)}>"
            f"{label_html}</button>")
