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
    ``data-key`` keeps keyboard focus on the same control across re-renders (static/morph.js finds it again by it).
    A disabled button carries its reason (``title``) also as ``data-why``: tapping it shows the reason
    inline and the live region says it (ramen/ui/app.py), since a tooltip never shows on a touch screen.
    """
    key = data.pop("key", None) or (f"{cmd}:{arg}" if cmd else None)
    why = title if not enabled and title else None
    return (f"<button type=\"button\"{attrs(class_=cls or None, data_cmd=cmd, data_arg=arg, data_key=key, disabled=not enabled, title=title, aria_label=label, aria_pressed=None if pressed is None else ('true' if pressed else 'false'), data_why=why, **data)}>"
            f"{label_html}</button>")


#: computer pace choices, as the home and game screens offer them
PACE_CHOICES = (("instant", "Instant"), ("quick", "Quick"), ("relaxed", "Relaxed"))


def render_pace(pace: str, *, where: str) -> str:
    """Computer pace: instant, quick (default), relaxed; kept on this device (ramen/ui/app.py)."""
    buttons = "".join(button(label, cmd="pace", arg=value, pressed=pace == value, cls="pace-button", key=f"pace:{value}")
                      for value, label in PACE_CHOICES)
    return (f"<div class=\"pace\" role=\"group\" aria-labelledby=\"pace-{where}\">"
            f"<span id=\"pace-{where}\" class=\"pace-label\">Computer pace</span>{buttons}</div>")
