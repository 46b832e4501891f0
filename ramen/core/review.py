"""A game review: the expert's search at each decision of each seat, from that seat's own view then.

At every action a seat took with more than one legal action open to it (a *decision*), the review runs
the hint's search (``ramen.core.strength.HINT_LEVEL``) from the view the seat had at that moment, never
the state itself (nothing it could not see), with the move played raced among the search's own
candidates. Each candidate's playouts also report the seat's expected final points where they end
(``SearchModel.points``); the points the played move is expected to lose against the search's choice
are the mean gap over the worlds both were played in (the same sampled worlds: the luck of the draw
cancels), and never below 0.

The review is sliceable like a search (``step``, ``done``), so the page can run it a few milliseconds
at a time; what it has judged travels with the record (``record.meta["review"]``), so a review survives
a reload and is never worked out twice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from ramen.core.bots import make_bot
from ramen.core.errors import RecordError
from ramen.core.game import Game
from ramen.core.record import Record
from ramen.core.search import SearchBot, Searcher
from ramen.core.strength import HINT_LEVEL

#: the key of a record's ``meta`` that keeps its review
META_KEY = "review"
#: a decision lost at most this many expected points counts as the expert's move too (the search's noise)
AGREE_WITHIN = 0.05
#: the costliest decisions a seat's summary names
COSTLIEST = 3


@dataclass(frozen=True)
class Judged:
    """One reviewed decision: action ``step`` of the game (1-based, as the replay numbers it), taken by
    ``seat``; the move ``played`` and the search's ``best`` (action texts), the expected points ``lost``
    (>= 0), the expected final points after the played move, and the hint's sentence for the best move."""

    step: int
    seat: int
    played: str
    best: str
    lost: float
    expected: float
    why: str

    @property
    def agreed(self) -> bool:
        return self.played == self.best or self.lost <= AGREE_WITHIN

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "seat": self.seat, "played": self.played, "best": self.best,
                "lost": round(self.lost, 3), "expected": round(self.expected, 3), "why": self.why}

    @classmethod
    def from_json(cls, data: object) -> Judged:
        """A judged decision as kept in a record; RecordError if any field is not what it should be."""
        if not isinstance(data, dict):
            raise RecordError("a reviewed decision is not an object")
        step, seat, lost, expected = data.get("step"), data.get("seat"), data.get("lost"), data.get("expected")
        texts = [data.get("played"), data.get("best"), data.get("why")]
        if not all(isinstance(value, int) and not isinstance(value, bool) for value in (step, seat)):
            raise RecordError("a reviewed decision has no step or seat")
        if not all(isinstance(value, (int, float)) and not isinstance(value, bool) for value in (lost, expected)):
            raise RecordError("a reviewed decision has no figures")
        if not all(isinstance(text, str) for text in texts) or float(lost) < 0:  # type: ignore[arg-type]
            raise RecordError("a reviewed decision is damaged")
        played, best, why = (str(text) for text in texts)
        return cls(int(step), int(seat), played, best, float(lost), float(expected), why)  # type: ignore[arg-type]


@dataclass(frozen=True)
class SeatReview:
    """One seat's review: its decisions, how many were the expert's move, the points lost in all, and the
    costliest decisions (most points lost first)."""

    seat: int
    name: str
    judged: tuple[Judged, ...]

    @property
    def decisions(self) -> int:
        return len(self.judged)

    @property
    def agreed(self) -> int:
        return sum(1 for judged in self.judged if judged.agreed)

    @property
    def lost(self) -> float:
        return sum(judged.lost for judged in self.judged)

    @property
    def costliest(self) -> list[Judged]:
        ranked = sorted((judged for judged in self.judged if not judged.agreed), key=lambda j: (-j.lost, j.step))
        return ranked[:COSTLIEST]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "decisions": self.decisions, "agreed": self.agreed,
                "lost": round(self.lost, 2),
                "costliest": [{"decision": judged.step, "played": judged.played, "best": judged.best,
                               "lost": round(judged.lost, 2), "why": judged.why} for judged in self.costliest]}


def fits(game: Game[Any, Any, Any], record: Record, states: Sequence[Any], judged: Judged) -> bool:
    """Whether a judged decision kept with ``record`` is one of its game (``states``: the start and the state after
    each action): its step's seat and move as played, and the expert's move legal there (a damaged or forged
    review is worked out again, never shown)."""
    if not 1 <= judged.step <= len(record.actions) or record.actions[judged.step - 1] != judged.played:
        return False
    state = states[judged.step - 1]
    if judged.seat != game.to_act(state):
        return False
    try:
        return game.parse_action(judged.best) in game.legal_actions(state)
    except ValueError:
        return False


def decision_steps(game: Game[Any, Any, Any], states: Sequence[Any], seats: Sequence[int] | None = None) -> list[int]:
    """The steps (1-based) at which a seat of ``seats`` (all by default) chose among several legal actions,
    given ``states`` (the start and the state after each action)."""
    found = []
    for index in range(len(states) - 1):
        state = states[index]
        seat = game.to_act(state)
        if seat is None or (seats is not None and seat not in seats):
            continue
        if len(game.legal_actions(state)) > 1:
            found.append(index + 1)
    return found


class Review:
    """The review of a recorded game, worked out one search at a time: ``step(n)`` runs at most ``n``
    iterations of the decision under way, ``done`` says when every decision is judged, ``judged`` holds
    them in order. ``kept`` (from ``record.meta``) are decisions judged before: they are not searched again.
    ``seed`` makes the searches repeatable; ``iterations`` overrides the search's budget (tests); ``only``
    keeps the decisions of those steps alone; ``states`` are the record's states if they are at hand (the start and
    the state after each action: a match's), so that the game is not replayed again."""

    def __init__(self, game: Game[Any, Any, Any], record: Record, seed: int = 0,
                 seats: Sequence[int] | None = None, iterations: int | None = None,
                 kept: Sequence[Judged] = (), only: Sequence[int] | None = None,
                 states: Sequence[Any] | None = None) -> None:
        bot = make_bot(game, HINT_LEVEL)
        if not isinstance(bot, SearchBot):
            raise TypeError(f"the {HINT_LEVEL} level of {game.title} does not search: it cannot review a game")
        self.game = game
        self.record = record
        self.seed = seed
        self.model = bot.model
        self.iterations = iterations
        if states is not None and len(states) == len(record.actions) + 1:
            self.states = list(states)  # (a match has replayed them already)
        else:
            self.states = [record.start(game)]
            for text in record.actions:
                self.states.append(game.apply(self.states[-1], game.parse_action(text)))
        self.steps = [step for step in decision_steps(game, self.states, seats) if only is None or step in only]
        self.judged: list[Judged] = []
        for judged in kept:  # the decisions judged before, as long as they fit this game
            if len(self.judged) < len(self.steps) and judged.step == self.steps[len(self.judged)] \
                    and fits(game, record, self.states, judged):
                self.judged.append(judged)
            else:
                break
        self._searcher: Searcher[Any, Any] | None = None

    @property
    def done(self) -> bool:
        return len(self.judged) >= len(self.steps)

    @property
    def progress(self) -> tuple[int, int]:
        """(decisions judged, decisions in all)."""
        return len(self.judged), len(self.steps)

    def _start(self) -> Searcher[Any, Any]:
        step = self.steps[len(self.judged)]
        state = self.states[step - 1]
        seat = self.game.to_act(state)
        played = self.game.parse_action(self.record.actions[step - 1])
        rng = random.Random(f"review:{self.record.seed}:{self.seed}:{step}")
        return Searcher(self.game, self.model, self.game.view(state, seat), self.game.legal_actions(state), rng,
                        self.iterations, include=played, track_points=True)

    def step(self, max_iterations: int = 1) -> None:
        """Run up to ``max_iterations`` iterations of the decision under way; judge it once its search is done."""
        if self.done:
            return
        if self._searcher is None:
            self._searcher = self._start()
        self._searcher.step(max_iterations)
        if self._searcher.done:
            self.judged.append(self._judge(self._searcher))
            self._searcher = None

    def run(self) -> list[Judged]:
        """Review every decision left; returns them all."""
        while not self.done:
            self.step(256)
        return self.judged

    def _judge(self, searcher: Searcher[Any, Any]) -> Judged:
        step = self.steps[len(self.judged)]
        played = self.game.parse_action(self.record.actions[step - 1])
        best = searcher.best()
        lost = max(0.0, searcher.points_gap(best, played))  # (no world shared: 0)
        expected = searcher.expected_points(played)
        if expected is None:
            expected = self.model.points(self.states[step], searcher.seat)
        why = self.model.explain(searcher.view, best, self.record.names) or ""
        return Judged(step, searcher.seat, self.game.format_action(played), self.game.format_action(best), lost,
                      expected, why)

    def seat_reviews(self) -> list[SeatReview]:
        """Every seat's review, of what is judged so far."""
        return [SeatReview(seat, info.name, tuple(judged for judged in self.judged if judged.seat == seat))
                for seat, info in enumerate(self.record.seats)]

    def to_json(self) -> dict[str, Any]:
        """``{"game": ..., "seats": [{"seat", "name", "decisions", "agreed", "lost", "costliest": [...]}, ...]}``."""
        return {"game": self.game.id, "seats": [seat.to_json() for seat in self.seat_reviews()]}

    def keep(self) -> None:
        """Keep what is judged with the record (``record.meta["review"]``), for a reload or a game file."""
        self.record.meta[META_KEY] = {"seed": self.seed, "level": HINT_LEVEL, "decisions": len(self.steps),
                                      "judged": [judged.to_json() for judged in self.judged]}

    def words(self, judged: Judged) -> tuple[str, str]:
        """The played move and the best one of a judged decision, in the log's words."""
        state = self.states[judged.step - 1]
        names = self.record.names
        return (self.game.describe(state, self.game.parse_action(judged.played), names),
                self.game.describe(state, self.game.parse_action(judged.best), names))

    def summary(self, seat: SeatReview) -> str:
        """One line for a seat: "Mai chose the expert's move at 31 of 40 decisions (7.5 points lost); her
        costliest: ..." (the costliest decisions in the log's words)."""
        if not seat.decisions:
            return f"{seat.name} had no decision to review."
        line = (f"{seat.name} chose the expert's move at {seat.agreed} of {seat.decisions} decisions, "
                f"about {seat.lost:.1f} points lost in all")
        costly = seat.costliest
        if not costly:
            return line + "."
        parts = []
        for judged in costly:
            played, best = self.words(judged)
            parts.append(f"move {judged.step}, {played} (about {judged.lost:.1f} points; the expert: {best})")
        return line + "; the costliest: " + "; ".join(parts) + "."


def kept_review(record: Record, seed: int = 0) -> list[Judged]:
    """The decisions a record's ``meta`` keeps from an earlier review with the same ``seed`` (none if there
    is none, or it is damaged: it is then worked out again)."""
    kept = record.meta.get(META_KEY)
    if not isinstance(kept, dict) or kept.get("seed") != seed or kept.get("level") != HINT_LEVEL:
        return []
    raw = kept.get("judged")
    if not isinstance(raw, list):
        return []
    try:
        return [Judged.from_json(item) for item in raw]
    except RecordError:
        return []


def lost_per_decision(record: Record, seed: int = 0) -> dict[int, float]:
    """Each reviewed seat's expected points lost per decision, from the review a record keeps, once it is
    whole (every decision it set out to judge is judged); empty otherwise."""
    kept = record.meta.get(META_KEY)
    judged = kept_review(record, seed)
    if not isinstance(kept, dict) or not judged or kept.get("decisions") != len(judged):
        return {}
    seats = sorted({j.seat for j in judged})
    return {seat: sum(j.lost for j in judged if j.seat == seat) / sum(1 for j in judged if j.seat == seat)
            for seat in seats}

