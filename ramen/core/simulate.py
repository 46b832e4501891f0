"""Random-simulation checks shared by every game's tests (OpenSpiel's random-sim test, in small).

``simulate`` plays seeded games with random legal actions and, at every step, checks what holds
for any game: legal actions exist exactly while the game is not over, every action's text
round-trips, ``apply`` leaves its input unchanged, and the game ends within a bound. At the end the
record replays to the same state. A game-specific ``check`` runs on every state too.
"""

from __future__ import annotations

import copy
import random
from typing import Any, Callable, NoReturn, TypeVar

from ramen.core.game import Game
from ramen.core.record import Record, SeatInfo

S = TypeVar("S")


class InvariantError(AssertionError):
    """A simulated game broke a rule of the engine; the message names the seed and step."""


def simulate(game: Game[S, Any, Any], seed: int, seats: int, check: Callable[[S], None] | None = None,
             max_actions: int = 5000, check_apply_pure_every: int = 7) -> tuple[S, Record]:
    """Play one random game; raise InvariantError at the first broken invariant."""
    rng = random.Random(f"sim:{seed}")
    record = Record(game=game.id, seed=seed, seats=[SeatInfo(f"P{i + 1}", "bot", "easy") for i in range(seats)])
    state = record.start(game)
    step = 0

    def fail(message: str) -> NoReturn:
        raise InvariantError(f"{game.id} seed={seed} seats={seats} step={step}: {message}")

    while True:
        if check is not None:
            try:
                check(state)
            except AssertionError as error:
                fail(f"state invariant: {error}")
        seat = game.to_act(state)
        legal = game.legal_actions(state)
        if seat is None:
            if legal:
                fail(f"game is over but has legal actions {legal[:3]}")
            break
        if not legal:
            fail(f"seat {seat} is to act but has no legal action")
        if step >= max_actions:
            fail(f"no end after {max_actions} actions")
        action = legal[rng.randrange(len(legal))]
        text = game.format_action(action)
        parsed = game.parse_action(text)
        if parsed != action or game.format_action(parsed) != text:
            fail(f"notation does not round-trip: {action!r} -> {text!r} -> {parsed!r}")
        if step % check_apply_pure_every == 0:
            snapshot = copy.deepcopy(state)
            nxt = game.apply(state, action)
            if state != snapshot:
                fail(f"apply changed its input state on {text!r}")
        else:
            nxt = game.apply(state, action)
        record.actions.append(text)
        state = nxt
        step += 1
    if record.replay(game) != state:
        fail("replaying the record gives a different state")
    return state, record
