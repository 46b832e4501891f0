"""Helpers for the Ramen Extreme tests: build positions directly."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ramen.extreme import GAME
from ramen.extreme.components import BOWLS, TOKEN_INDEX, TOKENS, TOKENS_EACH


def counts(names: Sequence[str]) -> tuple[int, ...]:
    """Token counts (per token index) of a list of token ids, e.g. ["egg", "egg", "corn"]."""
    row = [0] * len(TOKENS)
    for name in names:
        row[TOKEN_INDEX[name]] += 1
    return tuple(row)


def position(seats: int = 2, holdings: Sequence[Sequence[str]] | None = None,
             table: Sequence[str | None] = ("egg+scallion", "chashu+egg+scallion", "chashu+tofu+mushroom+carrot"),
             pile: Sequence[str] | None = None, heat: Sequence[int] | None = None, **fields):
    """Seat 0 to play, before rolling, with the given tokens, Table (bowl ids) and pile (default: the
    other bowls in card order). Tokens and bowls are conserved; nothing is removed."""
    state = GAME.new_state(1, seats, {"first": 0})
    rows = tuple(counts(names) for names in (holdings or [()] * seats))
    pots = tuple(TOKENS_EACH - sum(row[token] for row in rows) for token in range(len(TOKENS)))
    table_ids = tuple(table)
    if pile is None:
        pile_ids = tuple(bowl.id for bowl in BOWLS if bowl.id not in table_ids)
    else:
        pile_ids = tuple(pile)
    used = set(table_ids) | set(pile_ids)
    removed = tuple(bowl.id for bowl in BOWLS if bowl.id not in used)
    base = dict(stage="before", current=0, tokens=rows, pots=pots, table=table_ids, pile=pile_ids,
                removed=removed, heat=tuple(heat or (0,) * seats))
    base.update(fields)
    return replace(state, **base)


def rolled(state, faces: Sequence[str], rolls: int = 1, held: Sequence[bool] | None = None):
    """``state`` with the dice showing ``faces`` after ``rolls`` rolls (still rolling)."""
    return replace(state, stage="rolling", dice=tuple(faces), held=tuple(held or (False,) * 5),
                   used=(False,) * 5, rolls=rolls)


def act(state, *texts: str):
    """Apply actions given as text, one after the other."""
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(text))
    return state


def legal_texts(state) -> list[str]:
    return [str(action) for action in GAME.legal_actions(state)]
