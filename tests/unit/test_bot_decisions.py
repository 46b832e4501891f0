"""The bots' decisions on seeded games, pinned: a digest of every action of each game set, as the
bots played them before their estimates were moved onto the engine's scoring (commit 98809c2). A change
of any decision changes a digest; a deliberate change of a bot records new ones."""

from __future__ import annotations

import hashlib
import importlib

import pytest

from ramen.arena import play_game

#: "normal": (game, seats, first seed, games) -> sha256 of the games' action texts (16 hex digits)
PINNED = {
    ("fury", 2, 1, 8): "9ca4e886d009223d",
    ("fury", 4, 100, 4): "3aa2fc98cde9b427",
    ("extreme", 2, 1, 8): "eef862dfe8bc3412",
    ("extreme", 4, 100, 4): "833c09e0948bc18e",
    ("ink", 2, 1, 8): "6c20844c52afef21",
    ("ink", 4, 100, 4): "e8bd5368ff1c1dee",
}
#: "strong" (the search, whose playouts and evaluation read the same estimates): one two-seat game each
PINNED_STRONG = {
    ("fury", 2, 1, 1): "5ebb7c082ac436ba",
    ("extreme", 2, 1, 1): "f13153ced04d1941",
    ("ink", 2, 1, 1): "159dce67cf6534a2",
}


def decisions_digest(game_id: str, seats: int, first: int, games: int, level: str = "normal") -> str:
    """The digest of every action text of ``games`` games (seeds ``first`` on) between bots of ``level``."""
    game = importlib.import_module(f"ramen.{game_id}").GAME
    digest = hashlib.sha256()
    for seed in range(first, first + games):
        texts: list[str] = []
        play_game(game, seed, [level] * seats, texts)
        digest.update(("\n".join(texts) + "\n#\n").encode())
    return digest.hexdigest()[:16]


@pytest.mark.parametrize("key", list(PINNED), ids=lambda key: f"{key[0]}-{key[1]}seats")
def test_normal_bots_decide_as_pinned(key: tuple[str, int, int, int]):
    assert decisions_digest(*key) == PINNED[key]


@pytest.mark.parametrize("key", list(PINNED_STRONG), ids=lambda key: f"{key[0]}-{key[1]}seats")
def test_strong_bots_decide_as_pinned(key: tuple[str, int, int, int]):
    assert decisions_digest(*key, level="strong") == PINNED_STRONG[key]
