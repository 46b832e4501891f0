"""The token limit of Ramen Extreme: after every action, a player holding more than 8 tokens puts
tokens back (``discard``) until 8 remain; ``settle`` opens that prompt (and ends resolving when no die
can be used any more)."""

from __future__ import annotations

from ramen.extreme import actions as A
from ramen.extreme.components import TOKEN_LIMIT
from ramen.extreme.phases.resolving import has_resolution
from ramen.extreme.phases.steps import move_token
from ramen.extreme.state import ExtremeState


def settle(state: ExtremeState) -> None:
    """After an action: open the token-limit prompt if needed; end resolving when no die can be used."""
    if state.prompt == "steal_claim" or state.stage in ("setup", "over"):
        return
    if sum(state.tokens[state.current]) > TOKEN_LIMIT:
        state.prompt = "discard"
        return
    if state.stage == "resolving" and not has_resolution(state):
        state.stage = "after"


def discard(state: ExtremeState, action: A.Discard) -> None:
    move_token(state, state.current, action.token, False)
    state.prompt = ""
