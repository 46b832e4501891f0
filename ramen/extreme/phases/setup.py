"""Setup in Ramen Extreme: each player in turn chooses a starting protein and vegetable."""

from __future__ import annotations

from ramen.extreme import actions as A
from ramen.extreme.phases.steps import move_token
from ramen.extreme.state import ExtremeState


def choose(state: ExtremeState, action: A.Choose) -> None:
    """Setup: the two starting tokens; once every seat has chosen, the Table is revealed and play begins."""
    move_token(state, state.current, action.protein, True)
    move_token(state, state.current, action.vegetable, True)
    state.current = (state.current + 1) % state.seats
    if state.current == state.first:
        state.stage = "before"
