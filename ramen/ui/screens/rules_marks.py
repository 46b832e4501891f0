"""What the three rules pages (``rules_text``) share: the mark after every sentence that states one of our own
choices, pieces grouped for a row, and the pieces' pictures beside their words (static/css/rules.css).

Every piece of a game's table of pieces (``PIECES``) is shown on its page once at least, in an element that
names it: ``data-piece="KIND:ID"`` (a unit test checks each is there, with a picture in it)."""

from __future__ import annotations

from typing import Callable, Iterable

from ramen.core.pieces import Piece
from ramen.ui.markup.html import Child, Markup, el

#: the visible mark after every sentence that states one of our own choices
MARK = '<span class="default-mark" title="Our choice: not fixed by the published game">our ruling</span>'


def grouped(pieces: list[Piece], key: Callable[[Piece], object]) -> list[list[Piece]]:
    """Runs of consecutive pieces that share ``key``."""
    groups: list[list[Piece]] = []
    for piece in pieces:
        if groups and key(groups[-1][0]) == key(piece):
            groups[-1].append(piece)
        else:
            groups.append([piece])
    return groups


def piece_key(piece: Piece) -> str:
    """How a page names a piece in its ``data-piece`` attribute: kind and id (an id alone may be two pieces:
    Ink's egg is an ingredient and an order)."""
    return f"{piece.kind}:{piece.id}"


def shown(piece: Piece, picture: Child, *words: Child, count: int | None = None) -> Markup:
    """A piece in a gallery: its picture, its words under it, how many the box holds (``count``)."""
    number = el("span", f"×{count}", class_="rules-count") if count else None
    return el("li", el("span", picture, number, class_="rules-pic"), el("span", *words, class_="rules-caption") if words else None,
              class_="rules-piece", data_piece=piece_key(piece))


def gallery(items: Iterable[Markup], label: str, *, cls: str = "") -> Markup:
    """Pieces side by side, each its picture over its words; ``label`` names the list."""
    return el("ul", list(items), class_=f"rules-gallery {cls}".strip(), aria_label=label)


def beside(picture: Child, words: Child, *, pieces: Iterable[Piece] = (), cls: str = "") -> Markup:
    """A rule with its pictures beside it (a list item): the pieces it is about named in ``data-piece``."""
    keys = " ".join(piece_key(p) for p in pieces) or None
    return el("li", el("span", picture, class_="rules-pic"), el("div", words, class_="rules-words"),
              class_=f"rules-rule {cls}".strip(), data_piece=keys)


def rule_list(items: Iterable[Markup], *, cls: str = "") -> Markup:
    """Rules each with their pictures beside them."""
    return el("ul", list(items), class_=f"rules-rules {cls}".strip())


def strip(cells: Iterable[tuple[Child, Child]], label: str, *, legend: tuple[str, str] | None = None, cls: str = "") -> Markup:
    """A row of cells, each a head over a value (a track, a scale: what a table was), wrapping on a phone;
    ``legend``: what the heads and the values are, in a first cell."""
    rows = [el("li", el("span", Markup(str(head)), class_="rules-cell-head"), el("span", Markup(str(value)), class_="rules-cell-value"))
            for head, value in cells]
    if legend:
        rows.insert(0, el("li", el("span", legend[0], class_="rules-cell-head"), el("span", legend[1], class_="rules-cell-value"),
                          class_="legend"))
    return el("ol", rows, class_=f"rules-strip {cls}".strip(), aria_label=label)
