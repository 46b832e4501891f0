"""Computer opponents. A bot sees only its seat's ``view`` and the legal actions offered to it."""

from __future__ import annotations

import random
from typing import Any, Hashable, Iterator, Sequence, TypeVar

from ramen.core.game import Bot, BotFactory, Decided, Decision, Game, View

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)

#: ``Bot``, ``Decision`` and ``Decided`` are defined in ``ramen.core.game`` (a game holds its bots' factories,
#: a bot its game) and are importable from here as well
__all__ = ["Bot", "BotFactory", "Decided", "Decision", "RandomBot", "bot_action", "bot_levels", "bot_rng", "make_bot", "warm_up"]


class RandomBot(Bot[A]):
    """"easy": a uniformly random legal action. Works for any game."""

    level = "easy"

    def choose(self, view: View, legal: Sequence[A], rng: random.Random) -> A:
        return legal[rng.randrange(len(legal))]


def bot_levels(game: Game[Any, Any, Any]) -> list[str]:
    """The levels a game offers, easiest first: "easy" plus the game's own ``bots``."""
    return ["easy"] + [level for level in game.bots if level != "easy"]


def make_bot(game: Game[Any, A, Any], level: str) -> Bot[A]:
    """A bot of ``level`` for ``game``; ValueError names the levels there are."""
    factories: dict[str, BotFactory] = {"easy": RandomBot, **game.bots}
    if level not in factories:
        raise ValueError(f"{game.title} has no computer level {level!r}; choose from {', '.join(bot_levels(game))}")
    return factories[level](game)


def bot_rng(seed: int, seat: int) -> random.Random:
    """The generator a bot in ``seat`` uses in the game with ``seed`` (reproducible arenas)."""
    return random.Random(f"bot:{seed}:{seat}")


def bot_action(game: Game[S, A, Any], bot: Bot[A], state: S, rng: random.Random) -> A:
    """Ask ``bot`` for the seat to act in ``state``, giving it only that seat's view."""
    seat = game.to_act(state)
    legal = game.legal_actions(state)
    return bot.choose(game.view(state, seat), legal, rng)


def warm_up(game: Game[Any, Any, Any]) -> Iterator[str]:
    """What the first search of ``game``'s expert level would otherwise work out at once (a model's cold memos, its
    ``warm_up()``, where it has one), in small pieces: the page runs one per task while the person looks elsewhere.
    Yields a name after each piece."""
    from ramen.core.strength import HINT_LEVEL

    bot = make_bot(game, HINT_LEVEL)
    warm = getattr(getattr(bot, "model", None), "warm_up", None)
    if warm is not None:
        yield from warm()
