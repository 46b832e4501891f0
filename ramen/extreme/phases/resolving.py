"""Resolving in Ramen Extreme: the final dice spent die by die on tokens (``take``) and pepper moves
(``fan``) until the player is ``done`` or no die can be used any more."""

from __future__ import annotations

from ramen.extreme import actions as A
from ramen.extreme.components import FANS_TO_MOVE, HEAT_START, PROTEINS, TOKEN_TYPE, TOKEN_VALUE, VEGETABLES, heat_down
from ramen.extreme.phases.steps import move_token, set_heat, use_dice
from ramen.extreme.state import ExtremeState, unused_count


def resolutions(state: ExtremeState) -> list[A.ExtremeAction]:
    """The ways to spend the unused dice: the tokens they buy, and a fan move while the pepper can go down."""
    result: list[A.ExtremeAction] = []
    pots = state.pots
    for face, tokens in (("protein", PROTEINS), ("vegetable", VEGETABLES)):
        dice = unused_count(state, face)
        if dice >= 2:
            result += [A.TAKES[token] for token in tokens if TOKEN_VALUE[token] <= dice and pots[token]]
    if state.heat[state.current] > HEAT_START and unused_count(state, "fan") >= FANS_TO_MOVE:
        result.append(A.FAN)
    return result


def has_resolution(state: ExtremeState) -> bool:
    protein, vegetable = unused_count(state, "protein"), unused_count(state, "vegetable")
    if protein >= 2 and (state.pots[0] or state.pots[1] or (protein >= 3 and (state.pots[2] or state.pots[3]))):
        return True
    if vegetable >= 2 and (state.pots[4] or state.pots[5] or (vegetable >= 3 and (state.pots[6] or state.pots[7]))):
        return True
    return unused_count(state, "fan") >= FANS_TO_MOVE and state.heat[state.current] > HEAT_START


def take(state: ExtremeState, action: A.Take) -> None:
    token = action.token
    state.rolled = ()  # the roll is being spent: it is no longer news
    use_dice(state, TOKEN_TYPE[token], TOKEN_VALUE[token])
    move_token(state, state.current, token, True)


def fan(state: ExtremeState, action: A.Fan) -> None:
    seat = state.current
    state.rolled = ()
    use_dice(state, "fan", 2)
    set_heat(state, seat, seat, heat_down(state.heat[seat], 2), "fans")


def done(state: ExtremeState, action: A.Done) -> None:
    state.stage = "after"
