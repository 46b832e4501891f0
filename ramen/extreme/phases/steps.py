"""The small steps the phases of Ramen Extreme share: a count in a row changed, a token moved between
the Hot Pots and a player, dice used, a pepper moved on a Heat card (and recorded for the log)."""

from __future__ import annotations

from ramen.core.state import replaced
from ramen.extreme.state import ExtremeState


def add(row: tuple[int, ...], index: int, delta: int) -> tuple[int, ...]:
    """``row`` with ``delta`` added to its count at ``index``."""
    return row[:index] + (row[index] + delta,) + row[index + 1:]


def move_token(state: ExtremeState, seat: int, token: int, to_player: bool) -> None:
    """Move one token between the Hot Pots and ``seat`` (in place on a clone)."""
    delta = 1 if to_player else -1
    state.pots = add(state.pots, token, -delta)
    state.tokens = replaced(state.tokens, seat, add(state.tokens[seat], token, delta))


def use_dice(state: ExtremeState, face: str, count: int) -> None:
    used = list(state.used)
    for index, die in enumerate(state.dice):
        if count and die == face and not used[index]:
            used[index] = True
            count -= 1
    state.used = tuple(used)


def _record_heat_move(state: ExtremeState, by: int, seat: int, before: int, after: int, cause: str) -> None:
    if state.heat_moves_turn != state.turn:
        state.heat_moves, state.heat_moves_turn = (), state.turn
    state.heat_moves = state.heat_moves + ((by, seat, before, after, cause),)


def set_heat(state: ExtremeState, by: int, seat: int, position: int, cause: str) -> None:
    before = state.heat[seat]
    state.heat = replaced(state.heat, seat, position)
    _record_heat_move(state, by, seat, before, position, cause)
