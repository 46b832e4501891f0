"""Small helpers to build HTML safely and buttons that follow the test contract.

``el("p", "Ken's turn", class_="x")`` builds an element: text children are escaped, ``Markup`` children
(what ``el`` and ``html`` return, or a trusted constant) go in as they are, lists and generators are
flattened, None and "" are left out. Attributes follow ``attrs`` (values escaped, quotes too). So a board's HTML is escaped by
construction: no string reaches the page unescaped unless it says it is ``Markup``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, wraps
from html import escape
from typing import Iterable, TypeVar, Union


#: the true minus sign, as a screen writes a negative number
MINUS = "\u2212"


class Markup(str):
    """HTML already built (by ``el`` or ``html``, or a trusted constant): inserted as it is, never escaped again."""

    __slots__ = ()


#: what an element may hold: text (escaped), Markup, numbers, nothing (None, ""), or an iterable of these
Child = Union[str, int, None, Iterable["Child"]]


#: texts already escaped for an attribute (a board repeats its class names, commands and labels at every
#: draw): a dictionary lookup instead of five replacements, bounded so a long game does not grow it
_ESCAPED: dict[str, str] = {}
_ESCAPED_MAX = 8192
#: keyword names as attribute names (``data_pick`` -> ``data-pick``, ``class_`` -> ``class``)
_NAMES: dict[str, str] = {}
#: (keyword, text) -> ``name="escaped text"``, as ``_ESCAPED``
_PAIRS: dict[tuple[str, str], str] = {}


def esc(text: object) -> str:
    """``text`` escaped for an attribute value or any text (quotes too)."""
    if type(text) is str:
        done = _ESCAPED.get(text)
        if done is None:
            done = escape(text, quote=True)
            if len(_ESCAPED) < _ESCAPED_MAX:
                _ESCAPED[text] = done
        return done
    if type(text) is int:
        return str(text)
    return escape(str(text), quote=True)


def _text(text: str) -> str:
    """``text`` escaped as an element's text: only & < > matter there; quotes stay as written."""
    if "&" in text or "<" in text or ">" in text:
        return escape(text, quote=False)
    return text


def _add(parts: list[str], child: Child) -> None:
    if child is None or isinstance(child, bool) or child == "":
        return
    if isinstance(child, Markup):
        parts.append(child)
    elif isinstance(child, str):
        parts.append(_text(child))
    elif isinstance(child, int):
        parts.append(str(child))
    else:
        for item in child:
            _add(parts, item)


def html(*children: Child) -> Markup:
    """Children side by side, with no element around them (text escaped as in ``el``)."""
    return Markup(_joined(children))


def _joined(children: tuple[Child, ...]) -> str:
    parts: list[str] = []
    for child in children:
        _add(parts, child)
    return "".join(parts)


def el(tag: str, *children: Child, **attributes: object) -> Markup:
    """``<tag attributes>children</tag>``: ``el("li", name, class_="x", data_seat=2)``."""
    return Markup(f"<{tag}{_attributes(attributes)}>{_joined(children)}</{tag}>")


def attrs(**values: object) -> str:
    """HTML attributes from keywords: ``data_pick`` -> ``data-pick``; True -> bare; None/False -> left out."""
    return _attributes(values)


def _attributes(values: dict[str, object]) -> str:
    parts = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        if type(value) is str:
            pair = _PAIRS.get((name, value))
            if pair is None:
                pair = f'{_attribute_name(name)}="{esc(value)}"'
                if len(_PAIRS) < _ESCAPED_MAX:
                    _PAIRS[(name, value)] = pair
            parts.append(pair)
        elif value is True:
            parts.append(_attribute_name(name))
        else:
            parts.append(f'{_attribute_name(name)}="{esc(value)}"')
    return (" " + " ".join(parts)) if parts else ""


def _attribute_name(name: str) -> str:
    attribute = _NAMES.get(name)
    if attribute is None:
        attribute = _NAMES[name] = name.rstrip("_").replace("_", "-")
    return attribute


_Drawing = TypeVar("_Drawing", bound=Callable[..., Markup])


def remembered(drawing: _Drawing) -> _Drawing:
    """``drawing`` (a piece's markup, the same for the same arguments) built once for each set of hashable
    arguments: a board draws the same chips, dice and cards at every tap (an argument that can't be a key,
    such as a list of children, is built anew)."""
    cached = lru_cache(maxsize=1024)(drawing)

    @wraps(drawing)
    def draw(*args: object, **kwargs: object) -> Markup:
        try:
            return cached(*args, **kwargs)
        except TypeError:  # an unhashable argument
            return drawing(*args, **kwargs)

    return draw  # type: ignore[return-value]


def button(label_html: str, *, cmd: str | None = None, arg: str | None = None, enabled: bool = True,
           cls: str = "", title: str | None = None, label: str | None = None, pressed: bool | None = None,
           hinted: bool = False, **data: object) -> Markup:
    """A real <button> with an accessible name (``label`` for icon-only content), disabled when unusable.

    ``label_html`` is HTML (any str). ``cmd``/``arg`` name the app command; other ``data_*`` keywords
    become data attributes.
    ``data-key`` keeps keyboard focus on the same control across re-renders (static/morph.js finds it again by it).
    A disabled button carries its reason (``title``) also as ``data-why``: tapping it shows the reason
    inline and the live region says it (ramen/ui/events.py), since a tooltip never shows on a touch screen.
    ``hinted`` marks the button that leads along the hinted move (class "hinted", first).
    """
    key = data.pop("key", None) or (f"{cmd}:{arg}" if cmd else None)
    why = title if not enabled and title else None
    classes = " ".join(name for name in ("hinted" if hinted else "", cls) if name)
    return el("button", Markup(label_html), type="button", class_=classes or None, data_cmd=cmd, data_arg=arg,
              data_key=key, disabled=not enabled, title=title, aria_label=label,
              aria_pressed=None if pressed is None else ("true" if pressed else "false"), data_why=why, **data)
