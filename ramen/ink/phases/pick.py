"""Ramen Ink's pick phase: from the round's active seat to the left, each player picks one of the
revealed topping cards; once every seat has picked, the drawing of the first card begins."""

from __future__ import annotations

from ramen.ink.actions import Pick
from ramen.ink.components import CARD_INGREDIENTS
from ramen.ink.state import PENDING, PHASE_PLACE, InkState, placer


def _picked(state: InkState, slot: int) -> InkState:
    """The state after the seat to pick takes the revealed card in ``slot``; once every seat has
    picked, the placing of the first drawn card begins."""
    new = state.clone()
    new.picks = state.picks + (slot,)
    if len(new.picks) == state.seats:
        new.phase = PHASE_PLACE
        new.step = 0
        new.card = (PENDING,) * len(CARD_INGREDIENTS[placer(new)[1]])
    return new


def free_slot(state: InkState, card: str) -> int | None:
    """The first revealed slot holding ``card`` that nobody has picked yet (None: there is none)."""
    return next((s for s, shown in enumerate(state.revealed) if shown == card and s not in state.picks), None)


def pick_card(state: InkState, action: Pick) -> InkState:
    slot = free_slot(state, action.card)
    assert slot is not None  # a legal pick names a card still there
    return _picked(state, slot)
