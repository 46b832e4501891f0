"""Computer opponents. A bot sees only its seat's ``view`` and the legal actions offered to it."""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence


class Bot:
    """A computer opponent of one level. Subclasses choose one of the legal actions."""

    level = ""

    def __init__(self, game: Any) -> None:
        self.game = game

    def choose(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        raise NotImplementedError


class RandomBot(Bot):
    """"easy": a uniformly random legal action. Works for any game."""

    level = "easy"

    def choose(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        return legal[rng.randrange(len(legal))]


def bot_levels(game: Any) -> list[str]:
    """The levels a game offers, easiest first: "easy" plus the game's own ``bots``."""
    return ["easy"] + [level for level in getattr(game, "bots", {}) if level != "easy"]


def make_bot(game: Any, level: str) -> Bot:
    """A bot of ``level`` for ``game``; ValueError names the levels there are."""
    factories: dict[str, Callable[[Any], Bot]] = {"easy": RandomBot, **getattr(game, "bots", {})}
    if level not in factories:
        raise ValueError(f"{game.title} has no computer level {level!r}; choose from {', '.join(bot_levels(game))}")
    return factories[level](game)


def bot_rng(seed: int, seat: int) -> random.Random:
    """The generator a bot in ``seat`` uses in the game with ``seed`` (reproducible arenas)."""
    return random.Random(f"bot:{seed}:{seat}")


def bot_action(game: Any, bot: Bot, state: Any, rng: random.Random) -> Any:
    """Ask ``bot`` for the seat to act in ``state``, giving it only that seat's view."""
    seat = game.to_act(state)
    legal = game.legal_actions(state)
    return bot.choose(game.view(state, seat), legal, rng)
