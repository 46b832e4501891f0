"""Search for the "strong" computer level: determinized search that never peeks.

The searcher's only inputs are the seat's ``view``, the legal actions and its random generator.
Each world is one full state sampled consistently with the view (a *determinization*: the deck,
the other hands, the pile order and the seed of future chance drawn afresh by the game's
``SearchModel``). The model names a few candidate moves (the normal player's best ones); every
candidate is played in the same worlds, then the game's fast playout policy plays on for a short
horizon and the model's evaluation scores the position. Paired worlds (common random numbers)
make the comparison between candidates far less noisy than independent samples: a first version
that grew a single-observer ISMCTS tree (Cowling, Powley & Whitehouse 2012) over our own
decisions, with independent samples, was weaker and slower at the budgets a phone allows.

The budget is a fixed number of iterations (reproducible: same view, same generator, same
choice). ``Searcher.step(n)`` runs at most ``n`` iterations and returns, so the page can run the
search in slices of a few milliseconds and yield to the browser between them.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable, Protocol, Sequence

from ramen.core.bots import Bot


class SearchModel(Protocol):
    """What a game gives the search: sampling, candidate moves, a playout policy, an evaluation."""

    #: iterations of one decision
    iterations: int
    #: the value head start of the first candidate (noise alone does not overturn it)
    prior_bonus: float
    # optional: ``budget(view, candidates, iterations) -> iterations`` fits the budget to the
    # position (e.g. fewer worlds where playouts are long, one where nothing hidden matters)

    def sample(self, view: dict[str, Any], rng: random.Random) -> Any:
        """A full state whose ``view`` for the viewer equals ``view``; hidden facts drawn from ``rng``."""

    def candidates(self, state: Any, seat: int, legal: Sequence[Any], view: dict[str, Any] | None) -> list[Any]:
        """The actions worth searching at a decision of the searching seat, best guess first."""

    def playout(self, state: Any, seat: int, rng: random.Random) -> Any:
        """Play on from ``state`` (the searching seat's turn is over) and return the state to evaluate."""

    def evaluate(self, state: Any, seat: int) -> float:
        """How good ``state`` is for ``seat``, in [0, 1] (1: a sure win)."""


class Searcher:
    """One decision being searched; run it with ``step`` until ``done``, then read ``best()``.

    Iteration ``i`` plays candidate ``i % K`` in world ``i // K``: every candidate is tried in the
    same sampled worlds with the same playout generator (common random numbers), so the
    comparison between candidates carries far less noise than independent samples would."""

    def __init__(self, game: Any, model: SearchModel, view: dict[str, Any], legal: Sequence[Any],
                 rng: random.Random, iterations: int | None = None) -> None:
        self.game = game
        self.model = model
        self.view = view
        self.legal = list(legal)
        self.seat: int = view_seat(view)
        self.rng = rng
        self.candidates: list[Any] = self.legal if len(self.legal) <= 1 else model.candidates(None, self.seat, self.legal, view)
        count = len(self.candidates)
        budget = model.iterations if iterations is None else iterations
        fit: Callable[[dict[str, Any], int, int], int] | None = getattr(model, "budget", None)
        if fit is not None and count > 1:  # optional: the model fits the budget to the position
            budget = fit(view, count, budget)
        #: whole worlds only: every candidate gets the same number of samples
        self.iterations = 0 if count <= 1 else max(1, budget // count) * count
        self.done_iterations = 0
        self.totals = [0.0] * count
        self.visits = [0] * count
        self._world: Any = None
        self._playout_seed = 0

    @property
    def done(self) -> bool:
        return self.done_iterations >= self.iterations

    def step(self, max_iterations: int = 1) -> None:
        """Run up to ``max_iterations`` more iterations (fewer once the budget is spent)."""
        count = len(self.candidates)
        for _ in range(min(max_iterations, self.iterations - self.done_iterations)):
            index = self.done_iterations % count
            if index == 0:
                self._world = self.model.sample(self.view, self.rng)
                self._playout_seed = self.rng.getrandbits(64)
            state = apply_fast(self.game, self._world, self.candidates[index])
            if self.game.to_act(state) is not None:
                state = self.model.playout(state, self.seat, random.Random(self._playout_seed))
            self.totals[index] += self.model.evaluate(state, self.seat)
            self.visits[index] += 1
            self.done_iterations += 1

    def run(self) -> Any:
        """Spend the whole budget and return the choice."""
        self.step(self.iterations)
        return self.best()

    def best(self) -> Any:
        """The candidate of best mean value; the model's first guess keeps a small head start
        (``prior_bonus``), so noise alone does not move the choice off it."""
        if not self.candidates:
            raise ValueError("no legal action to choose from")
        best, best_value = self.candidates[0], -math.inf
        bonus = getattr(self.model, "prior_bonus", 0.0)
        for index, action in enumerate(self.candidates):
            if not self.visits[index]:
                continue
            value = self.totals[index] / self.visits[index] + (bonus if index == 0 else 0.0)
            if value > best_value:
                best, best_value = action, value
        return best

    def action_values(self) -> list[tuple[Any, int, float]]:
        """(action, samples, mean value) of every searched candidate, best first."""
        rows = [(a, n, t / n) for a, n, t in zip(self.candidates, self.visits, self.totals) if n]
        return sorted(rows, key=lambda row: -row[2])


def view_seat(view: dict[str, Any]) -> int:
    """The viewer's seat (the games name it "viewer" or "seat")."""
    seat = view.get("viewer", view.get("seat"))
    if not isinstance(seat, int):
        raise ValueError("a search needs the view of a seat, not a spectator's")
    return seat


def apply_fast(game: Any, state: Any, action: Any) -> Any:
    """``apply`` without the legality re-check where the game offers it (the action comes from
    ``legal_actions`` of that very state)."""
    unchecked: Callable[[Any, Any], Any] | None = getattr(game, "apply_unchecked", None)
    return unchecked(state, action) if unchecked is not None else game.apply(state, action)


def margin_value(mine: float, rivals: Sequence[float], scale: float) -> float:
    """A position's worth in [0, 1] from our estimated points and the best rival's: a logistic of
    the margin (``scale`` points of lead is about a 73 % chance)."""
    margin = mine - max(rivals)
    return 1.0 / (1.0 + math.exp(-margin / scale))


def outcome_value(game: Any, state: Any, seat: int) -> float:
    """A finished game's worth for ``seat``: 1 for a win, shared among tied winners, else 0."""
    outcome = game.outcome(state)
    return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0


def start_search(game: Any, view: dict[str, Any], legal: Sequence[Any], rng: random.Random,
                 level: str) -> "Searcher | Decided":
    """A sliceable decision for a computer opponent of ``level``: a ``Searcher`` for a search
    level, else a ``Decided`` holding the bot's choice at once (it is fast)."""
    from ramen.core.bots import make_bot

    bot = make_bot(game, level)
    begin = getattr(bot, "searcher", None)
    if begin is not None:
        return begin(view, legal, rng)
    return Decided(bot.choose(view, legal, rng))


class Decided:
    """A decision already taken: the same interface as ``Searcher`` (``step``, ``done``, ``best``)."""

    done = True

    def __init__(self, action: Any) -> None:
        self._action = action

    def step(self, max_iterations: int = 1) -> None:
        return None

    def best(self) -> Any:
        return self._action


class Hint:
    """The strong level's choice for a person, from their view only, as a sliceable search
    (``step``, ``done``, ``best``) plus ``explain()``: the choice in one sentence, with why."""

    def __init__(self, model: Any, view: dict[str, Any], searcher: Any) -> None:
        self.model = model
        self.view = view
        self.searcher = searcher

    @property
    def done(self) -> bool:
        return self.searcher.done

    def step(self, max_iterations: int = 1) -> None:
        self.searcher.step(max_iterations)

    def run(self) -> Any:
        while not self.searcher.done:
            self.searcher.step(64)
        return self.best()

    def best(self) -> Any:
        return self.searcher.best()

    def explain(self) -> str:
        """A sentence for the person: what to do and why (e.g. "Eat bowl 2: 9 points now.")."""
        action = self.best()
        sentence = None
        explain = getattr(self.model, "explain", None)
        if explain is not None:
            sentence = explain(self.view, action)
        return sentence or f"Play {action}."

    def detail(self) -> str:
        """How the hint was found, e.g. "the best of 5 moves tried against 32 possible deals"."""
        tried = len(getattr(self.searcher, "candidates", ()))
        if tried > 1 and self.searcher.done:
            return f"the best of {tried} moves tried against {self.searcher.iterations // tried} possible deals"
        return "the one clear move"


def start_hint(game: Any, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Hint:
    """A hint for the seat whose ``view`` this is: the strong level's search, sliceable."""
    from ramen.core.bots import make_bot

    bot = make_bot(game, "strong")
    return Hint(bot.model, view, bot.searcher(view, legal, rng))


def run_slice(searcher: Any, seconds: float = 0.008) -> None:
    """Run ``searcher`` for about ``seconds`` and return: at least one iteration, and no further one
    that would, at the pace of the slowest so far, end past the budget (so a slice lasts about the
    budget or one iteration, not the budget plus one iteration). The choice does not depend on how
    the search was sliced, only on its fixed budget."""
    import time

    started = time.perf_counter()
    slowest = 0.0
    while not searcher.done:
        before = time.perf_counter()
        searcher.step(1)
        now = time.perf_counter()
        slowest = max(slowest, now - before)
        if now - started + slowest >= seconds:
            return


class SearchBot(Bot):
    """"strong": a bot that runs this module's search with its game's model (``model_type``), from its
    seat's view only. Each game's ``bots.StrongBot`` names its model; nothing else differs."""

    level = "strong"
    #: the game's SearchModel class, set by each game's StrongBot
    model_type: Any = None

    def __init__(self, game: Any, iterations: int | None = None) -> None:
        super().__init__(game)
        #: the budget of one decision (None: the model's own; tests pass fewer)
        self.iterations = iterations
        self.model = self.model_type(game)

    def searcher(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Searcher:
        return Searcher(self.game, self.model, view, legal, rng, self.iterations)

    def choose(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        return self.searcher(view, legal, rng).run()
