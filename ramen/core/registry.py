"""The three games by id. A game is playable once its package exposes ``GAME``."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from ramen.core.game import Game

#: every game the app knows, in the order the home screen shows them
GAME_TITLES: dict[str, str] = {"ink": "Ramen Ink", "fury": "Ramen Fury", "extreme": "Ramen Extreme"}

#: the games with a "Learn to play" tutorial (ramen/core/tutorial.py), known without importing them; a
#: unit test checks it against each game's own ``tutorial`` module
GAME_TUTORIALS: tuple[str, ...] = ("fury", "ink", "extreme")

#: the computer levels each game offers, easiest first, known without importing the game (the home
#: screen starts faster); a unit test checks it against each game's own ``bots``
GAME_LEVELS: dict[str, list[str]] = {"ink": ["easy", "normal", "strong", "expert"], "fury": ["easy", "normal", "strong", "expert"],
                                     "extreme": ["easy", "normal", "strong", "expert"]}


#: each game's fewest and most seats, known without importing the game (the home screen's seat count and the
#: page's early script, static/early.js, read them); a unit test checks it against each game's own
#: ``min_seats`` and ``max_seats``
GAME_SEATS: dict[str, tuple[int, int]] = {"ink": (2, 5), "fury": (2, 5), "extreme": (2, 5)}

def get_game(game_id: str) -> Game[Any, Any, Any]:
    """The Game object for ``game_id``; LookupError if unknown or not yet playable."""
    if game_id not in GAME_TITLES:
        raise LookupError(f"unknown game {game_id!r}; the games are {', '.join(GAME_TITLES)}")
    try:
        module = importlib.import_module(f"ramen.{game_id}")
    except ImportError as error:
        raise LookupError(f"{GAME_TITLES[game_id]} is not playable yet") from error
    # getattr, not vars(): a package being imported in steps (ramen/ui/page/loading.py) finishes when asked
    game = getattr(module, "GAME", None)
    if not isinstance(game, Game):
        raise LookupError(f"{GAME_TITLES[game_id]} is not playable yet")
    return game


def is_playable(game_id: str) -> bool:
    try:
        get_game(game_id)
    except LookupError:
        return False
    return True


def is_present(game_id: str) -> bool:
    """Whether a game's package is installed, without importing it (cheap, for the home screen)."""
    return game_id in GAME_TITLES and importlib.util.find_spec(f"ramen.{game_id}") is not None
