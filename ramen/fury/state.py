"""The Ramen Fury game state: plain, immutable data with a fast shallow ``clone`` (``ramen.core.state``)."""

from __future__ import annotations

from dataclasses import dataclass

from ramen.core.state import State
from ramen.fury.components import ACTIONS_PER_TURN

Bowl = tuple[str, ...]


@dataclass(eq=True)
class FuryState(State):
    """A Ramen Fury position. Every field is plain, immutable data, so a shallow copy is a full copy.

    ``deck`` and ``discard`` list cards bottom to top (the top is the last); ``bowls[seat][b]`` lists
    a bowl's cards bottom to top; hands are kept sorted in the order of ``CARDS``.
    """

    seed: int
    seats: int
    counter: int
    deck: tuple[str, ...]
    pantry: tuple[str | None, ...]
    hands: tuple[tuple[str, ...], ...]
    bowls: tuple[tuple[Bowl, ...], ...]
    eaten: tuple[tuple[bool, ...], ...]
    spoons: tuple[int, ...]
    discard: tuple[str, ...]
    current: int
    actions_left: int = ACTIONS_PER_TURN
    turn: int = 1
    #: Pantry slots whose just-revealed chili or nori the current player may place now
    reveal: tuple[int, ...] = ()
    final_round: bool = False
    #: "bowls" (a third bowl was eaten) or "deck" (the deck ran out)
    final_reason: str | None = None
    final_trigger: int | None = None
    final_trigger_turn: int | None = None
    #: seats still to take their last turn after the current one, in order
    final_left: tuple[int, ...] = ()
    over: bool = False
    last_seat: int | None = None
    last_action: str | None = None
    #: Pantry slots filled from the deck by the last action
    last_revealed: tuple[int, ...] = ()
    #: per seat, the cards everyone saw go into that hand face up (drawn from the Pantry, spooned into
    #: the hand) and not yet seen to leave it: what a careful player remembers. () = nothing yet.
    known: tuple[tuple[str, ...], ...] = ()
