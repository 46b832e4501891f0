"""Art as pictures drawn by CSS: a piece's picture is ``<span class="pic art-NAME">``, and the style sheet that
tools/art.py builds (static/vendor/art/art.css) gives each ``art-NAME`` class its drawing as a background, an
SVG document of its own in a ``data:`` URL, and the drawing's aspect ratio. The browser decodes each drawing
once, however many pieces show it, and a picture is one box to lay out and one image to paint.

Two earlier ways cost more: ``<svg><use href="sprite.svg#NAME">`` with the sprite in a file of its own was
parsed anew as a document most times a patch made new pictures (about 8 ms each, 58 times in 40 taps of Ramen
Fury in Chromium); ``<svg><use href="#NAME">`` with the sprite inside the page gave each picture a copy of its
drawing's paths to lay out in every tap. Drawn as backgrounds, a tap lays out less and paints more, and is as
fast or faster (docs/benchmarks.md).

An SVG document is laid out for the size it is drawn at, and one serves every picture of its drawing: a chip
drawn at three sizes in a frame was laid out and recorded three times (7 of the 11 ms Chromium spent painting
an Ink tap's frame). So the drawings shown only small (``shown_small``: the pieces, a seat's mark) become
bitmaps once the page is up (static/bitmaps.js), which scale at no cost; the covers and card backs stay SVG.

``symbols()`` names every drawing the page may show: the build puts exactly these in the style sheet. A name
is an icon of Microsoft's Fluent Emoji, flat style, or ``own-NAME``: our own drawing, static/art/own/NAME.svg.
"""

from __future__ import annotations

from ramen.extreme.components import PIECES as EXTREME_PIECES
from ramen.fury.components import PIECES as FURY_PIECES
from ramen.ink.components import PIECES as INK_PIECES
from ramen.ui.markup.html import Markup, esc

#: what a drawing's class starts with (the page's own classes never do)
SYMBOL_PREFIX = "art-"

#: the pieces' art: a piece id (as the engines name them) -> its symbol, read from each game's table of pieces
#: (``Piece.art``: the same id is drawn alike in every game)
PIECE_ART: dict[str, str] = {piece.id: piece.art for pieces in (INK_PIECES, FURY_PIECES, EXTREME_PIECES)
                             for piece in pieces if piece.art}

#: each title's cover on the home screen and its cards' back
COVERS: dict[str, str] = {"ink": "own-cover-ink", "fury": "own-cover-fury", "extreme": "own-cover-extreme"}
BACKS: dict[str, str] = {"ink": "own-back-ink", "fury": "own-back-fury", "extreme": "own-back-extreme"}

#: the rest of what the screens draw: the app's mark, a computer seat, the end screen's medals
UI_ART: tuple[str, ...] = ("steaming-bowl", "robot", "1st-place-medal", "2nd-place-medal", "3rd-place-medal")


def shown_small(name: str) -> bool:
    """Whether the drawing ``name`` is only ever shown small (a piece, a seat's mark: at most 80 CSS px
    across): the page draws those as bitmaps once it is up (static/bitmaps.js); the covers and the card
    backs, shown large, stay drawings."""
    return name not in COVERS.values() and name not in BACKS.values()


def symbols() -> list[str]:
    """Every drawing the page may show, each once (the style sheet's classes, in a stable order)."""
    names = [*PIECE_ART.values(), *COVERS.values(), *BACKS.values(), *UI_ART]
    return list(dict.fromkeys(names))


def art(name: str, *, cls: str = "art", label: str | None = None) -> Markup:
    """The drawing ``name`` (a class of the art's style sheet), sized by CSS (``cls``); named for assistive
    technology by ``label``, else hidden from it (a picture beside its own words)."""
    named = f' role="img" aria-label="{esc(label)}"' if label else ' aria-hidden="true"'
    return Markup(f'<span class="{esc(cls)} pic {SYMBOL_PREFIX}{esc(name)}"{named}></span>')


def piece_art(piece: str, *, cls: str = "art", label: str | None = None) -> Markup:
    """A piece's drawing by the piece's id (an unknown id draws nothing but keeps its place)."""
    return art(PIECE_ART.get(piece, ""), cls=cls, label=label)
