"""Computer opponents. A bot sees only its seat's ``view`` and the legal actions offered to it."""

from __future__ import annotations

import random
from typing import Any, Generic, Hashable, Protocol, Sequence, TypeVar

from ramen.core.game import BotFactory, Game, View

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)
A_co = TypeVar("A_co", covariant=True)


class Decision(Protocol[A_co]):
    """A bot's decision the page can run a few milliseconds at a time: ``step(n)`` until ``done``,
    then ``best()``. A search is one (``ramen.core.search.Searcher``); a quick bot's is ``Decided``."""

    @property
    def done(self) -> bool: ...

    def step(self, max_iterations: int = 1) -> None: ...

    def best(self) -> A_co: ...


class Decided(Generic[A]):
    """A decision already taken: the same interface as ``Searcher`` (``step``, ``done``, ``best``)."""

    done = True

    def __init__(self, action: A) -> None:
        self._action = action

    def step(self, max_iterations: int = 1) -> None:
        return None

    def best(self) -> A:
        return self._action


class Bot(Generic[A]):
    """A computer opponent of one level. Subclasses choose one of the legal actions."""

    level = ""

    def __init__(self, game: Game[Any, A, Any]) -> None:
        self.game = game

    def choose(self, view: View, legal: Sequence[A], rng: random.Random) -> A:
        raise NotImplementedError

    def decide(self, view: View, legal: Sequence[A], rng: random.Random) -> Decision[A]:
        """The decision as a sliceable ``Decision``. By default the choice is made at once (a fast
        bot); a searching bot returns its search, to be run in slices."""
        return Decided(self.choose(view, legal, rng))


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
