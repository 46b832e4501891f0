"""Art from the page's one SVG sprite (built by tools/art.py into static/vendor/art/sprite.svg): a piece's
picture is ``<svg><use href="…sprite.svg#NAME"/></svg>``, so the page holds each drawing once, however
many pieces show it.

``symbols()`` names every symbol the page may draw: the build puts exactly these in the sprite. A name is
an icon of Microsoft's Fluent Emoji, flat style, or ``own-NAME``: our own drawing, static/art/own/NAME.svg.
"""

from __future__ import annotations

from ramen.ui.markup.html import Markup, esc

#: the sprite, relative to the page
SPRITE = "static/vendor/art/sprite.svg"

#: the pieces' art: a piece id (as the engines name them) -> its symbol
PIECE_ART: dict[str, str] = {
    "egg": "own-egg-half", "naruto": "fish-cake-with-swirl", "chashu": "cut-of-meat", "tofu": "own-tofu", "nori": "own-nori",
    "chili": "hot-pepper", "scallion": "own-scallion", "mushroom": "mushroom", "corn": "ear-of-corn",
    "carrot": "carrot", "chicken": "poultry-leg", "shrimp": "shrimp", "beef": "cow-face", "soy": "own-soy",
    "fury": "fire", "protein": "own-face-protein", "vegetable": "own-face-vegetable", "fan": "folding-hand-fan",
    "pepper": "hot-pepper", "chopsticks": "chopsticks", "bowl": "steaming-bowl", "spoon": "spoon",
}

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
    return Markup(f'<svg class="{esc(cls)}"{named} focusable="false"><use href="{SPRITE}#{esc(name)}"/></svg>')


def piece_art(piece: str, *, cls: str = "art", label: str | None = None) -> Markup:
    """A piece's drawing by the piece's id (an unknown id draws nothing but keeps its place)."""
    return art(PIECE_ART.get(piece, ""), cls=cls, label=label)
