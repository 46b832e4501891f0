"""Art from the page's one SVG sprite (built by tools/art.py; tools/build_site.py puts it inside index.html,
hidden, as the body's first child): a piece's picture is ``<svg><use href="#art-NAME"/></svg>``, so the page
holds each drawing once, however many pieces show it. (A sprite in a file of its own, ``sprite.svg#NAME``,
was parsed anew as a document of its own most times a patch made new pictures: about 8 ms each, 58 times in 40
taps of Ramen Fury in Chromium, which made a tap's next frame 13 ms to draw instead of 3.)

``symbols()`` names every symbol the page may draw: the build puts exactly these in the sprite. A name is
an icon of Microsoft's Fluent Emoji, flat style, or ``own-NAME``: our own drawing, static/art/own/NAME.svg.
"""

from __future__ import annotations

from ramen.extreme.components import PIECES as EXTREME_PIECES
from ramen.fury.components import PIECES as FURY_PIECES
from ramen.ink.components import PIECES as INK_PIECES
from ramen.ui.markup.html import Markup, esc

#: what a symbol's id starts with (the page's own ids never do)
SYMBOL_PREFIX = "art-"

#: the pieces' art: a piece id (as the engines name them) -> its symbol, read from each game's table of pieces
#: (``Piece.art``: the same id is drawn alike in every game)
PIECE_ART: dict[str, str] = {piece.id: piece.art for pieces in (INK_PIECES, FURY_PIECES, EXTREME_PIECES)
                             for piece in pieces if piece.art}

#: each title's cover on the home screen and its cards' back
COVERS: dict[str, str] = {"ink": "own-cover-ink", "fury": "own-cover-fury", "extreme": "own-cover-extreme"}
BACKS: dict[str, str] = {"ink": "own-back-ink", "fury": "own-back-fury", "extreme": "own-back-extreme"}

#: the rest of what the screens draw: the app's mark, a computer seat, a trophy for the winner
UI_ART: tuple[str, ...] = ("steaming-bowl", "robot", "trophy", "crown")


def symbols() -> list[str]:
    """Every symbol the page may draw, each once (the sprite's contents, in a stable order)."""
    names = [*PIECE_ART.values(), *COVERS.values(), *BACKS.values(), *UI_ART]
    return list(dict.fromkeys(names))


def art(name: str, *, cls: str = "art", label: str | None = None) -> Markup:
    """The drawing ``name`` (a symbol of the sprite), sized by CSS (``cls``); named for assistive technology
    by ``label``, else hidden from it (a picture beside its own words)."""
    named = f' role="img" aria-label="{esc(label)}"' if label else ' aria-hidden="true"'
    return Markup(f'<svg class="{esc(cls)}"{named} focusable="false"><use href="#{SYMBOL_PREFIX}{esc(name)}"/></svg>')


def piece_art(piece: str, *, cls: str = "art", label: str | None = None) -> Markup:
    """A piece's drawing by the piece's id (an unknown id draws nothing but keeps its place)."""
    return art(PIECE_ART.get(piece, ""), cls=cls, label=label)
