"""Inline SVG art for every ingredient, card, die face and marker of the three games.

Pure functions returning strings (no ``js``/``pyscript``): the UI drops them straight into its HTML.

Accessibility: every icon is told apart by its SHAPE and by a 1-2 letter code in a white badge in
the bottom-right corner; colour is only a secondary cue. The letter codes are distinct across all
ids, hence within each game's set. Every icon carries ``role="img"``, an ``aria-label`` and a
``<title>`` (the hover tooltip) with its display name; ``decorative=True`` hides it from assistive
technology instead, for an icon printed beside its own name.

Every icon uses ``viewBox="0 0 32 32"``, inline attributes only (no ``<style>``, no ``id``/``defs``,
so any number of icons can share a page), and stays well under 800 bytes.
"""

from __future__ import annotations

from html import escape

from ramen.core.pieces import Piece
from ramen.extreme.components import PIECES as EXTREME_PIECES
from ramen.fury.components import PIECES as FURY_PIECES
from ramen.ink.components import PIECES as INK_PIECES

__all__ = ["NAMES", "LETTERS", "GAME_PIECES", "GAME_IDS", "ALL_IDS", "icon", "icon_css", "label"]

#: each game's pieces: its components' one table (names, letters, art ids), which the icons read
GAME_PIECES: dict[str, tuple[Piece, ...]] = {"ink": INK_PIECES, "fury": FURY_PIECES, "extreme": EXTREME_PIECES}


def label(piece: Piece) -> str:
    """An icon's name for assistive technology: the game's own name, and its other name beside it."""
    return f"{piece.name} ({piece.aka})" if piece.aka else piece.name


# --- the drawings ---------------------------------------------------------------------------------
# Bodies sit inside <g stroke="#222" stroke-width="1.3" stroke-linejoin="round">, so shapes are
# outlined unless they say otherwise. The badge covers the bottom-right corner (x >= 17, y >= 22):
# the telling part of every drawing stays clear of it.

_N = 'fill="none"'
# a die face: a rounded white square; the symbol goes inside
_DIE = '<rect x="2" y="2" width="25" height="25" rx="5" fill="#fbfaf4" stroke-width="1.8"/>'

_ART: dict[str, str] = {
    # halved soft-boiled egg: upright white oval, jammy yolk
    "egg": '<ellipse cx="13" cy="15" rx="9.5" ry="13" fill="#fffdf4"/>'
           '<circle cx="13" cy="17" r="5.5" fill="#f39c12"/>',
    # nori: a dark sheet, slightly tilted, with faint ridges
    "nori": '<g transform="rotate(-8 13 15)"><rect x="4" y="2" width="18" height="25" rx="1" fill="#1e3a2b"/>'
            f'<path d="M7 8h12M7 13h12M7 18h12" {_N} stroke="#5e8f6e"/></g>',
    # narutomaki: a round slice with a ridged rim and a pink spiral
    "naruto": '<circle cx="14" cy="14" r="12" fill="#fff"/>'
              f'<circle cx="14" cy="14" r="11" {_N} stroke-width="2" stroke-dasharray="1.5 1.8"/>'
              f'<path d="M14 14a2 2 0 0 1 4 0a4 4 0 0 1-8 0a6 6 0 0 1 12 0a8 8 0 0 1-16 0" {_N} '
              'stroke="#e0407a" stroke-width="2.4" stroke-linecap="round"/>',
    # chashu: a wide slice of rolled pork: brown rind, fat ring, meat with a fat streak
    "chashu": '<ellipse cx="14" cy="14" rx="13" ry="10.5" fill="#7a3510"/>'
              '<ellipse cx="14" cy="14" rx="10" ry="7.5" fill="#f7e4c6"/>'
              '<ellipse cx="14" cy="14" rx="6.5" ry="4.5" fill="#c4683a" stroke="none"/>'
              f'<path d="M10 14q4-3 8 1" {_N} stroke="#f7e4c6"/>',
    # tofu: a cube
    "tofu": '<path d="M14 3l11 5-11 5-11-5z" fill="#fffbea"/>'
            '<path d="M3 8l11 5v14L3 22z" fill="#eee3c2"/>'
            '<path d="M25 8l-11 5v14l11-5z" fill="#d8c99c"/>',
    # chili: a curved pepper, stem at the top right, tip at the bottom left
    "chili": '<path d="M19 8c5 1 6 8 2 13S9 29 3 29c5-3 10-8 11-14 1-4 2-7 5-7z" fill="#d7263d"/>'
             f'<path d="M15 9q4-4 8 0" fill="#2e7d32"/><path d="M19 6q1-4 5-4" {_N} stroke="#2e7d32" '
             'stroke-width="2.4" stroke-linecap="round"/>',
    # scallion: a stalk, white bulb and roots below, green leaves fanning out above
    "scallion": '<path d="M11 19C9 13 6 8 3 3c5 3 9 8 10 15zM16 19c1-7 4-12 9-16-2 6-5 11-7 16z" fill="#66bb6a"/>'
                '<path d="M12 19c0-7 1-12 2-17 1 5 2 10 2 17z" fill="#2e7d32"/>'
                f'<rect x="11" y="18" width="6" height="8" rx="2" fill="#f4f8ec"/><path d="M12 26l-2 3M14 26v4M16 26l2 3" {_N}/>',
    # mushroom: a domed cap with gills over a stem
    "mushroom": '<path d="M10 16h8l-1 11h-6z" fill="#f3e5c8"/>'
                '<path d="M2 17C2 5 26 5 26 17z" fill="#8d5524"/>'
                f'<path d="M8 9l2 2M18 9l-2 2M14 8v2" {_N} stroke="#e6c9a0" stroke-width="1.6"/>',
    # corn: an ear with a kernel grid in green husks
    "corn": '<path d="M13 2c5 0 7 8 6 16l-6 6-6-6C6 10 8 2 13 2z" fill="#f6c90e"/>'
            f'<path d="M8 8h10M7.5 12h11M7.5 16h11M13 3v19M10 4v17M16 4v17" {_N} stroke="#b8860b" stroke-width=".7"/>'
            '<path d="M13 29C6 26 3 19 4 12c3 5 6 9 9 11zM13 29c6-2 8-8 9-14-3 4-5 7-9 8z" fill="#7cb342"/>',
    # carrot: a cone pointing down, leafy top, ridges
    "carrot": '<path d="M6 11q8-5 16 0L14 30z" fill="#f57c00"/>'
              f'<path d="M14 8L9 2M14 8V1M14 8l5-6" {_N} stroke="#2e7d32" stroke-width="2.2" stroke-linecap="round"/>'
              f'<path d="M9 15h4M15 19h3M11 22h3" {_N}/>',
    # chicken: a drumstick, meat at the top right, bone at the bottom left
    "chicken": '<path d="M19 3c7 0 10 7 7 12s-10 6-13 4l-4 4-2-2 4-4C9 12 12 3 19 3z" fill="#d9892b"/>'
               '<path d="M9 20l-4 4 2 2 4-4" fill="#fff"/>'
               '<circle cx="4.5" cy="23.5" r="2.3" fill="#fff"/><circle cx="7.5" cy="27" r="2.3" fill="#fff"/>',
    # shrimp: a curled, segmented body; head and feelers top left, tail fan bottom left
    "shrimp": '<g fill="none" stroke-linecap="round"><path d="M7.5 7.5A8.5 8.5 0 1 1 7.5 19.5" stroke-width="8"/>'
              '<path d="M7.5 7.5A8.5 8.5 0 1 1 7.5 19.5" stroke="#ff8a65" stroke-width="5.4" stroke-dasharray="3.4 .9"/>'
              '<path d="M6 6Q2 3 3 1M7 6Q6 2 9 1"/></g>'
              '<path d="M8 19l-6-1 2 7z" fill="#ff8a65"/><circle cx="8.5" cy="8" r="1" fill="#222"/>',
    # beef: a T-bone steak with a fat rim, marbling and a bone
    "beef": '<path d="M4 10c3-7 16-8 21-2s3 15-4 17-9 1-12-3-7-6-5-12z" fill="#a63a2a" stroke="#f3e0d0" stroke-width="2"/>'
            '<path d="M4 10c3-7 16-8 21-2s3 15-4 17-9 1-12-3-7-6-5-12z" fill="none"/>'
            '<circle cx="17" cy="12" r="3" fill="#f8f1e5"/>'
            f'<path d="M7 14q4 2 6 0M9 19q4 1 7-2" {_N} stroke="#f0b8a8"/>',
    # soy sauce: a dispenser bottle with a red cap and a label
    "soy": '<path d="M9 9h6l1 4c3 2 5 5 5 9v6H3v-6c0-4 2-7 5-9z" fill="#3e2723"/>'
           '<path d="M9 9l1-5h4l1 5z" fill="#c62828"/><path d="M12 4V1"/>'
           '<rect x="5" y="18" width="14" height="5" fill="#f5f5f5"/>',
    # fury: a flame
    "fury": '<path d="M13 30c-7 0-10-6-8-12 1-3 3-5 3-9 3 2 4 5 4 7 1-5 3-9 8-14 0 5 3 8 4 12 2 6-2 16-11 16z" fill="#ff5722"/>'
            '<path d="M13 29c-3 0-5-3-4-6 1 2 2 2 3 1 0-3 2-5 4-7 1 3 3 5 2 8-1 3-3 4-5 4z" fill="#ffc107"/>',
    # die face "protein": a fish on a die
    "protein": _DIE + '<path d="M5 14c5-7 12-7 16 0-4 7-11 7-16 0zM20 14l5-5v10z" fill="#e57373"/>'
                      '<circle cx="9" cy="13" r="1.1" fill="#222" stroke="none"/>',
    # die face "vegetable": a leaf on a die
    "vegetable": _DIE + '<path d="M6 23C6 12 13 5 24 5c0 11-7 18-18 18z" fill="#66bb6a"/>'
                        f'<path d="M6 23L19 10M11 18h4M14 15v-4" {_N}/>',
    # die face "fan": a folding fan on a die
    "fan": _DIE + '<path d="M14 23L4 10a15 15 0 0 1 20 0z" fill="#90caf9"/>'
                  f'<path d="M14 23L9 6M14 23V4M14 23l5-17" {_N}/><circle cx="14" cy="23" r="1.5" fill="#222"/>',
    # heat marker: an upright pepper standing on a round base, with an up arrow (the heat track)
    "pepper": '<ellipse cx="12" cy="27" rx="9" ry="3" fill="#757575"/>'
              '<path d="M12 7c-4 0-6 3-5 8s3 7 5 11c2-4 5-6 5-11s-1-8-5-8z" fill="#e53935"/>'
              f'<path d="M12 7V2" {_N} stroke="#2e7d32" stroke-width="2.4"/>'
              f'<path d="M25 17V3M22 6l3-3 3 3" {_N} stroke-width="2" stroke-linecap="round"/>',
    # chopsticks: two tapered sticks
    "chopsticks": '<path d="M2 27L20 2l2 1L5 29zM8 30L26 5l1.6 1.4L10 31z" fill="#c8a27a"/>',
    # ramen bowl: a deep bowl on a foot, with steam
    "bowl": '<path d="M2 14h26c0 8-6 12-13 12S2 22 2 14z" fill="#c62828"/>'
            '<path d="M10 26h10l-1 3h-8z" fill="#8e0000"/>'
            '<rect x="1" y="12" width="28" height="3" rx="1.5" fill="#fff3e0"/>'
            f'<path d="M6 19h18" {_N} stroke="#fff" stroke-dasharray="2 2"/>'
            f'<path d="M9 10q2-3 0-6M15 10q2-3 0-6M21 10q2-3 0-6" {_N} stroke="#888"/>',
}
#: the ids each game draws (its pieces with a letter and a drawing here), in the game's own order
GAME_IDS: dict[str, tuple[str, ...]] = {game: tuple(piece.id for piece in pieces if piece.letter and piece.id in _ART)
                                        for game, pieces in GAME_PIECES.items()}
#: each game's drawn pieces by id
_GAME_PIECE: dict[str, dict[str, Piece]] = {game: {piece.id: piece for piece in pieces
                                                   if piece.letter and piece.id in GAME_IDS[game]}
                                            for game, pieces in GAME_PIECES.items()}
#: id -> the letter code printed in the icon's badge (the pieces' letters: one per id, distinct across all ids)
LETTERS: dict[str, str] = {}
#: id -> the icon's name where no game is given (the first game that draws it names it)
NAMES: dict[str, str] = {}
for _pieces in _GAME_PIECE.values():
    for _piece in _pieces.values():
        if LETTERS.setdefault(_piece.id, _piece.letter) != _piece.letter:
            raise ValueError(f"{_piece.id!r} has two letter codes: {LETTERS[_piece.id]!r} and {_piece.letter!r}")
        NAMES.setdefault(_piece.id, label(_piece))
ALL_IDS: tuple[str, ...] = tuple(NAMES)

# an unknown id: a neutral grey square with a "?" (the badge shows "?" too)
_UNKNOWN = ('<rect x="3" y="3" width="24" height="24" rx="3" fill="#ddd"/>'
            '<text x="13" y="21" font-size="16" font-weight="700" font-family="sans-serif" text-anchor="middle" '
            'fill="#555" stroke="none">?</text>')


#: the smallest letter a badge may print, in CSS pixels at the icon's drawn size (WCAG-minded: 11 px)
BADGE_MIN_PX = 11


def badge_font(size: int) -> float:
    """The badge's font size in viewBox units so that the letters print at least BADGE_MIN_PX at ``size``
    pixels (8 units, the drawings' own badge, from 44 px up)."""
    return max(8.0, BADGE_MIN_PX * 32 / max(int(size), 1))


def _badge(code: str, size: int = 32) -> str:
    """The letter code in a white badge in the bottom-right corner, its letters at least 11 px tall."""
    font = badge_font(size)
    width = font * (0.5 + 0.66 * len(code))
    height = font * 1.12
    x, y = 31 - width, 31 - height
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{height:.1f}" rx="2" fill="#fff" stroke="#222"/>'
            f'<text x="{x + width / 2:.1f}" y="{31 - font * 0.2:.1f}" font-size="{font:.1f}" font-weight="700" '
            f'font-family="sans-serif" text-anchor="middle">{escape(code)}</text>')


def icon(id: str, size: int = 32, title: str | None = None, *, decorative: bool = False, game: str | None = None) -> str:
    """An inline ``<svg>`` for ``id``: its drawing plus its letter code; named for assistive tech.

    ``title`` overrides the name, which is the piece's of ``game`` (by default the first game's that draws
    it). ``decorative=True`` gives ``aria-hidden="true"`` and no name, for an icon printed beside its own
    name. An unknown id gives a grey square with "?".
    """
    known = isinstance(id, str) and id in _ART and id in LETTERS
    body = _ART[id] if known else _UNKNOWN
    code = LETTERS[id] if known else "?"
    piece = _GAME_PIECE.get(game or "", {}).get(id) if known else None
    name = (title if title is not None else label(piece) if piece is not None else NAMES[id] if known
            else f"Unknown ({str(id)[:40]})")
    css = f"ri-{id}" if known else "ri-unknown"
    if decorative:
        head = 'aria-hidden="true" focusable="false">'
    else:
        spoken = escape(name)
        head = f'role="img" aria-label="{spoken}"><title>{spoken}</title>'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="{int(size)}" '
            f'height="{int(size)}" class="ri-icon {css}" {head}'
            f'<g stroke="#222" stroke-width="1.3" stroke-linejoin="round">{body}</g>{_badge(code, size)}</svg>')


def icon_css() -> str:
    """The CSS for the classes the icons use: inline, aligned with the text around them."""
    return ".ri-icon{display:inline-block;vertical-align:middle;flex:none}"
