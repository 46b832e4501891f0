"""What the three rules pages (``rules_text``) share: the mark after every sentence that states one of our own
choices, and pieces grouped for a table row."""

from __future__ import annotations

from typing import Callable

from ramen.core.pieces import Piece

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
