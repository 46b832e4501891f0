"""Search for the "strong" and "expert" computer levels: determinized search that never peeks.

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
import time
from typing import Any, Generic, Hashable, Sequence, TypeVar

from ramen.core.bots import make_bot
from ramen.core.game import Bot, Decided, Decision, Game, Sliced, View
from ramen.core.strength import HINT_LABEL, HINT_LEVEL

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)

__all__ = ["SearchModel", "Searcher", "SearchBot", "ExpertSearchBot", "Hint", "Decided", "Decision", "start_search",
           "start_hint", "run_slice", "apply_fast", "margin_value", "outcome_value", "HINT_LEVEL", "HINT_LABEL"]


class SearchModel(Generic[S, A]):
    """What a game gives the search: sampling, candidate moves, a playout policy, an evaluation.

    A game's model subclasses this and fills in the four methods that raise; ``budget``,
    ``explain`` and ``forget`` are optional hooks whose defaults change nothing."""

    #: iterations of one decision
    iterations: int = 0
    #: the value head start of the first candidate (noise alone does not overturn it)
    prior_bonus: float = 0.0
    #: the rounds of a race between the candidates (successive halving: after each round of equal
    #: iterations the better part goes on, so the close contenders get the most worlds); 0 or 1: no
    #: race, every candidate plays every world
    halving: int = 0

    def __init__(self, game: Game[S, A, Any]) -> None:
        self.game = game

    def sample(self, view: View, rng: random.Random) -> S:
        """A full state whose ``view`` for the viewer equals ``view``; hidden facts drawn from ``rng``: by
        default the game's own ``world``."""
        return self.game.world(view, rng)

    def candidates(self, view: View, legal: Sequence[A]) -> list[A]:
        """The actions worth searching at a decision of the seat whose ``view`` this is, best guess first."""
        raise NotImplementedError

    def playout(self, state: S, seat: int, rng: random.Random) -> S:
        """Play on from ``state`` (the searching seat's turn is over) and return the state to evaluate."""
        raise NotImplementedError

    def evaluate(self, state: S, seat: int) -> float:
        """How good ``state`` is for ``seat``, in [0, 1] (1: a sure win)."""
        raise NotImplementedError

    def budget(self, view: View, candidates: int, iterations: int) -> int:
        """The iterations to spend on this position (e.g. fewer worlds where playouts are long, one
        where nothing hidden matters); by default ``iterations``, the model's fixed budget."""
        return iterations

    def explain(self, view: View, action: A, names: Sequence[str] = ()) -> str | None:
        """A sentence for a person: what ``action`` does and why it is good, the other players called by
        their ``names`` (by seat); None: no words for it."""
        return None

    def forget(self) -> None:
        """Empty the model's memos (they only make it faster), e.g. before timing a search."""

    def points(self, state: S, seat: int) -> float:
        """``seat``'s final points as expected where a playout ended (``state``): its points so far plus
        what it holds is worth, in the game's own points. A game review compares moves by it."""
        raise NotImplementedError


class Searcher(Generic[S, A]):
    """One decision being searched; run it with ``step`` until ``done``, then read ``best()``.

    Every candidate still in the race is tried in the same sampled worlds with the same playout
    generator (common random numbers), so the comparison between candidates carries far less noise
    than independent samples would. By default every candidate plays every world (iteration ``i``:
    candidate ``i % K`` in world ``i // K``). A model with ``halving`` rounds races them instead (successive
    halving, Karnin, Koren & Somekh 2013): the budget is cut into rounds of equal iterations, and after
    each round only the better part goes on, so the close contenders get the most worlds."""

    def __init__(self, game: Game[S, A, Any], model: SearchModel[S, A], view: View, legal: Sequence[A],
                 rng: random.Random, iterations: int | None = None, include: A | None = None,
                 track_points: bool = False) -> None:
        self.game = game
        self.model = model
        self.view = view
        self.legal = list(legal)
        seat = view["viewer"]
        if not isinstance(seat, int):
            raise ValueError("a search needs the view of a seat, not a spectator's")
        self.seat: int = seat
        self.rng = rng
        self.candidates: list[A] = (self.legal if len(self.legal) <= 1
                                    else model.candidates(view, self.legal))
        if include is not None and include not in self.candidates and include in self.legal:
            self.candidates.append(include)  # a review weighs the move played among the model's own
        count = len(self.candidates)
        budget = model.iterations if iterations is None else iterations
        if count > 1:
            budget = model.budget(view, count, budget)
        #: (candidates in the race, worlds) of each round; whole worlds only
        rounds = count if model.halving is True else int(model.halving)  # True: as many rounds as halving takes
        self.schedule: list[tuple[int, int]] = [] if count <= 1 else halving_schedule(count, budget, rounds)
        self.iterations = sum(alive * worlds for alive, worlds in self.schedule)
        #: the worlds sampled in all (the survivors of the race played every one of them)
        self.worlds = sum(worlds for _, worlds in self.schedule)
        self.done_iterations = 0
        self.totals = [0.0] * count
        self.visits = [0] * count
        #: the candidates still in the race, in their order
        self.alive = list(range(count))
        self._round = 0
        self._round_world = 0
        self._slot = 0
        self._world: S | None = None
        self._playout_seed = 0
        self._world_number = -1
        #: with ``track_points``: per candidate, the searching seat's expected points (``model.points``)
        #: where each world's playout ended, by world number (the worlds two candidates share are paired)
        self.points: list[dict[int, float]] | None = [{} for _ in range(count)] if track_points else None

    @property
    def done(self) -> bool:
        return self.done_iterations >= self.iterations

    def step(self, max_iterations: int = 1) -> None:
        """Run up to ``max_iterations`` more iterations (fewer once the budget is spent)."""
        for _ in range(min(max_iterations, self.iterations - self.done_iterations)):
            if self._slot == 0:
                self._world = self.model.sample(self.view, self.rng)
                self._playout_seed = self.rng.getrandbits(64)
                self._world_number += 1
            assert self._world is not None  # sampled at slot 0 of each world
            index = self.alive[self._slot]
            state = apply_fast(self.game, self._world, self.candidates[index])
            if self.game.to_act(state) is not None:
                state = self.model.playout(state, self.seat, random.Random(self._playout_seed))
            self.totals[index] += self.model.evaluate(state, self.seat)
            if self.points is not None:
                self.points[index][self._world_number] = self.model.points(state, self.seat)
            self.visits[index] += 1
            self.done_iterations += 1
            self._slot += 1
            if self._slot == len(self.alive):
                self._next_world()

    def _next_world(self) -> None:
        """A world is done for every candidate in the race; at the end of a round, the better part goes on."""
        self._slot = 0
        self._round_world += 1
        if self._round_world < self.schedule[self._round][1]:
            return
        self._round_world = 0
        self._round += 1
        if self._round < len(self.schedule):
            keep = self.schedule[self._round][0]
            ranked = sorted(self.alive, key=lambda index: (-self._value(index), index))
            self.alive = sorted(ranked[:keep])

    def _value(self, index: int) -> float:
        """A candidate's mean value, the model's first guess with its head start (``prior_bonus``)."""
        bonus = self.model.prior_bonus if index == 0 else 0.0
        return self.totals[index] / self.visits[index] + bonus

    def run(self) -> A:
        """Spend the whole budget and return the choice."""
        self.step(self.iterations)
        return self.best()

    def best(self) -> A:
        """The candidate in the race of best mean value; the model's first guess keeps a small head
        start (``prior_bonus``), so noise alone does not move the choice off it."""
        if not self.candidates:
            raise ValueError("no legal action to choose from")
        best, best_value = self.candidates[0], -math.inf
        for index in self.alive:
            if not self.visits[index]:
                continue
            value = self._value(index)
            if value > best_value:
                best, best_value = self.candidates[index], value
        return best

    def action_values(self) -> list[tuple[A, int, float]]:
        """(action, samples, mean value) of every searched candidate, best first (the race's last
        survivors before those it left behind)."""
        rows = [(a, n, t / n) for a, n, t in zip(self.candidates, self.visits, self.totals) if n]
        return sorted(rows, key=lambda row: (-row[1], -row[2]))

    def points_gap(self, better: A, worse: A) -> float:
        """With ``track_points``: how many more points ``better`` is expected to bring the searching seat
        than ``worse``, over the worlds both were played in (paired, so the luck of the draw cancels);
        0.0 for the same action or no shared world."""
        if self.points is None:
            raise ValueError("the search did not track points")
        if better == worse:
            return 0.0
        ahead, behind = (self.points[self.candidates.index(action)] for action in (better, worse))
        shared = [world for world in ahead if world in behind]
        return sum(ahead[world] - behind[world] for world in shared) / len(shared) if shared else 0.0

    def runner_up(self) -> A | None:
        """The next best candidate after ``best()`` among those the race kept to its end, or None."""
        best = self.best()
        rest = [index for index in self.alive if self.visits[index] and self.candidates[index] != best]
        if not rest:
            return None
        return self.candidates[max(rest, key=lambda index: (self._value(index), -index))]

    def expected_points(self, action: A) -> float | None:
        """With ``track_points``: ``action``'s mean expected points over the worlds it was played in."""
        if self.points is None or action not in self.candidates:
            return None
        found = self.points[self.candidates.index(action)]
        return sum(found.values()) / len(found) if found else None


def halving_schedule(count: int, budget: int, rounds: int) -> list[tuple[int, int]]:
    """A race of ``count`` candidates within about ``budget`` iterations: (candidates in the race,
    worlds) per round. At most ``rounds`` rounds (and no more than halving allows: ceil(log2 count)),
    each with an equal share of what the budget has left, the field shrinking geometrically to the
    last two; at least one world a round. One round (or none asked): every candidate, every world.

    >>> halving_schedule(4, 96, 2), halving_schedule(5, 96, 2), halving_schedule(6, 60, 3)
    ([(4, 12), (2, 24)], [(5, 9), (2, 25)], [(6, 3), (3, 7), (2, 10)])
    >>> halving_schedule(5, 60, 0), halving_schedule(2, 60, 3)
    ([(5, 12)], [(2, 30)])
    """
    rounds = max(1, min(rounds, math.ceil(math.log2(count))))
    schedule = []
    left = budget
    for round_ in range(rounds):
        alive = count if round_ == 0 else max(2, round(count * (2 / count) ** (round_ / (rounds - 1))))
        worlds = max(1, left // (rounds - round_) // alive)
        schedule.append((alive, worlds))
        left -= alive * worlds
    return schedule


def apply_fast(game: Game[S, A, Any], state: S, action: A) -> S:
    """``apply`` without the legality re-check where the game offers it (the action comes from
    ``legal_actions`` of that very state)."""
    return game.apply_unchecked(state, action)


def margin_value(mine: float, rivals: Sequence[float], scale: float) -> float:
    """A position's worth in [0, 1] from our estimated points and the best rival's: a logistic of
    the margin (``scale`` points of lead is about a 73 % chance)."""
    margin = mine - max(rivals)
    return 1.0 / (1.0 + math.exp(-margin / scale))


def logit_share(logits: Sequence[float], seat: int) -> float:
    """``seat``'s chance to win by a conditional logit over the seats: the softmax of their logits.

    >>> round(logit_share([1.0, 0.0], 0), 4), logit_share([2.0, 2.0, 2.0, 2.0], 3)
    (0.7311, 0.25)
    """
    top = max(logits)
    exps = [math.exp(z - top) for z in logits]
    return exps[seat] / sum(exps)


def outcome_value(game: Game[S, Any, Any], state: S, seat: int) -> float:
    """A finished game's worth for ``seat``: 1 for a win, shared among tied winners, else 0."""
    outcome = game.outcome(state)
    return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0


def start_search(game: Game[Any, A, Any], view: View, legal: Sequence[A], rng: random.Random,
                 level: str) -> Decision[A]:
    """A sliceable decision for a computer opponent of ``level``: a ``Searcher`` for a search
    level, else a ``Decided`` holding the bot's choice at once (it is fast)."""
    return make_bot(game, level).decide(view, legal, rng)


class Hint(Generic[A]):
    """The ``HINT_LEVEL`` level's choice for a person, from their view only, as a sliceable search
    (``step``, ``done``, ``best``) plus ``explain()``: the choice in one sentence, with why."""

    def __init__(self, model: SearchModel[Any, A], view: View, searcher: Searcher[Any, A],
                 names: Sequence[str] = ()) -> None:
        self.model = model
        self.view = view
        self.searcher = searcher
        self.names = tuple(names)

    @property
    def done(self) -> bool:
        return self.searcher.done

    def step(self, max_iterations: int = 1) -> None:
        self.searcher.step(max_iterations)

    def run(self) -> A:
        return self.searcher.run()

    @property
    def answered(self) -> bool:
        """Whether every move still in the race was tried at least once (its leader is then worth showing)."""
        return all(self.searcher.visits[index] for index in self.searcher.alive)

    def best(self) -> A:
        return self.searcher.best()

    def gain(self) -> float | None:
        """How many more points the best move is expected to bring than the next best (the same sampled deals),
        or None where there was no other to weigh."""
        runner_up = self.searcher.runner_up()
        if runner_up is None or self.searcher.points is None:
            return None
        return self.searcher.points_gap(self.best(), runner_up)

    def explain(self) -> str:
        """A sentence for the person: what to do and why ("Eat bowl 2: 9 points now."), and what it gains over the
        next best move in expected points (or that the next best comes close: it has the better chance to win)."""
        action = self.best()
        sentence = self.model.explain(self.view, action, self.names) or f"Play {action}."
        gain = self.gain()
        if gain is None:
            return sentence
        if gain >= 0.1:
            return f"{sentence} About {gain:.1f} points more than the next best move."
        return f"{sentence} The next best move scores about as much; this one gives the better chance to win."


def start_hint(game: Game[Any, A, Any], view: View, legal: Sequence[A], rng: random.Random,
               names: Sequence[str] = ()) -> Hint[A]:
    """A hint for the seat whose ``view`` this is: the ``HINT_LEVEL`` search, sliceable; its sentence calls the players by their ``names``."""
    bot = make_bot(game, HINT_LEVEL)
    if not isinstance(bot, SearchBot):
        raise TypeError(f"the {HINT_LEVEL} level of {game.title} does not search: it cannot explain a hint")
    return Hint(bot.model, view, bot.searcher(view, legal, rng, track_points=True), names)


def run_slice(searcher: Sliced, seconds: float = 0.008) -> None:
    """Run ``searcher`` for about ``seconds`` and return: at least one iteration, and no further one
    that would, at the pace of the slowest so far, end past the budget (so a slice lasts about the
    budget or one iteration, not the budget plus one iteration). The choice does not depend on how
    the search was sliced, only on its fixed budget."""
    started = time.perf_counter()
    slowest = 0.0
    while not searcher.done:
        before = time.perf_counter()
        searcher.step(1)
        now = time.perf_counter()
        slowest = max(slowest, now - before)
        if now - started + slowest >= seconds:
            return


class SearchBot(Bot[A]):
    """"strong": a bot that runs this module's search with its game's model (``model_type``), from its
    seat's view only. Each game's ``bots.levels.StrongBot`` names its model; nothing else differs."""

    level = "strong"
    #: the game's SearchModel class, set by each game's StrongBot
    model_type: type[SearchModel[Any, A]]

    def __init__(self, game: Game[Any, A, Any], iterations: int | None = None) -> None:
        super().__init__(game)
        #: the budget of one decision (None: the model's own; tests pass fewer)
        self.iterations = iterations
        self.model = self.model_type(game)

    def searcher(self, view: View, legal: Sequence[A], rng: random.Random,
                 track_points: bool = False) -> Searcher[Any, A]:
        return Searcher(self.game, self.model, view, legal, rng, self.iterations, track_points=track_points)

    def decide(self, view: View, legal: Sequence[A], rng: random.Random) -> Decision[A]:
        return self.searcher(view, legal, rng)

    def choose(self, view: View, legal: Sequence[A], rng: random.Random) -> A:
        return self.searcher(view, legal, rng).run()


class ExpertSearchBot(SearchBot[A]):
    """"expert": the same search with a model of its own (``model_type``: each game's expert model,
    wider, deeper or better informed than its strong one), from its seat's view only."""

    level = "expert"
