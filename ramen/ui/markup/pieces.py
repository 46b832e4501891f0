"""The pieces every board draws, in one markup each (static/css/pieces.css gives their look): a card (a
portrait face: the art large, the name whole below it, the letter in the corner in its kind's colour, its
kind as a band), a card's back, a token as a round chip, a die, a count printed on a piece.

What is printed on a piece (its letter, a number) carries the class ``print``: the only text on a board
allowed under the type scale's smallest step. Every piece is told apart by its art and its letter, its
kind also by colour.
"""

from __future__ import annotations

from ramen.ui.markup.html import Child, Markup, el, remembered
from ramen.ui.markup.pictures import BACKS, PIECE_ART, art


@remembered
def card(piece: str, *, name: str, letter: str, kind: str, sub: Child = None, size: str = "", cls: str = "",
         thing: bool = True, **data: object) -> Markup:
    """A card's face: ``size`` "" (a hand's or the market's), "s" (small: art and letter, no words) or "l";
    ``sub``: a second line under the name (the kind, a rule); ``thing``: a piece that travels
    (static/travel.js), as it does unless it only illustrates."""
    classes = " ".join(part for part in ("card", f"k-{kind}", size, cls) if part)
    words = el("span", el("span", name, class_="card-name"), el("span", sub, class_="card-sub") if sub else None,
               class_="card-words")
    return el("span", el("span", letter, class_="card-index print", aria_hidden="true"),
              art(PIECE_ART.get(piece, ""), cls="card-art"), words,
              class_=classes, data_card=piece, data_thing=f"card:{piece}" if thing else None, **data)


@remembered
def card_back(game_id: str, *, count: int | None = None, size: str = "", cls: str = "", **data: object) -> Markup:
    """A face-down card of ``game_id``'s deck; ``count`` printed on it (a pile's size)."""
    classes = " ".join(part for part in ("card", "back", size, cls) if part)
    number = el("span", str(count), class_="card-count print") if count is not None else None
    return el("span", art(BACKS.get(game_id, ""), cls="card-back-art"), number, class_=classes, **data)


@remembered
def chip(piece: str, *, letter: str, kind: str, count: int | None = None, cls: str = "", label: str | None = None,
         thing: bool = True, **data: object) -> Markup:
    """A token: a round chip with its art, its letter on the rim, and ``count`` ("×2") when it stands for more."""
    classes = " ".join(part for part in ("chip", f"k-{kind}", cls) if part)
    times = (el("span", f"×{count}", class_="chip-count print", data_stays=True)  # (not the picture: static/travel.js)
             if count is not None and count > 1 else None)
    return el("span", art(PIECE_ART.get(piece, ""), cls="chip-art", label=label),
              el("span", letter, class_="chip-letter print", aria_hidden="true"), times,
              class_=classes, data_thing=f"token:{piece}" if thing else None,
              data_n=count if count is not None and count > 1 else None, **data)


@remembered
def die(face: str, *, cls: str = "", label: str | None = None, **data: object) -> Markup:
    """A die showing ``face`` (a rounded square, the face's art on it)."""
    classes = " ".join(part for part in ("die", f"face-{face}", cls) if part)
    return el("span", art(PIECE_ART.get(face, ""), cls="die-art", label=label), class_=classes, data_face=face, **data)


@remembered
def printed(value: object, cls: str = "") -> Markup:
    """A number printed on a piece (a score on a bowl, a count on a pile)."""
    return el("span", str(value), class_=f"print {cls}".strip())
