"""The optional action of a Ramen Extreme turn, one before the first roll or after the dice: claim bowls,
swap a token, or with Chopsticks steal a token (then claim what only it makes possible) or replace
Table bowls."""

from __future__ import annotations

from itertools import combinations
from typing import Sequence, cast

from ramen.core.state import replaced
from ramen.extreme import actions as A
from ramen.extreme.components import BOWLS, TABLE_SIZE, TOKEN_INDEX, TOKENS, bowl_needs, can_claim
from ramen.extreme.phases.steps import add, move_token
from ramen.extreme.state import NO_FINAL, NO_TOKEN, ExtremeState

#: the ingredients of each bowl card, by bowl index
BOWL_INGREDIENTS: dict[str, tuple[int, ...]] = {bowl.id: bowl.ingredients for bowl in BOWLS}
_SLOT_SETS = [combo for size in (1, 2, 3) for combo in combinations(range(TABLE_SIZE), size)]
#: the action values of the claims, replaces and steals ``optional_actions`` hands out
CLAIMS = {slots: A.Claim(slots) for slots in _SLOT_SETS if len(slots) <= 2}
REPLACES = {slots: A.Replace(slots) for slots in _SLOT_SETS}
STEALS = {(victim, token): A.Steal(victim, token) for victim in range(5) for token in range(len(TOKENS))}


def claimable_sets(holding: Sequence[int], table: Sequence[str | None]) -> list[tuple[int, ...]]:
    """The sets of one or two Table slots ``holding`` can claim together, singles first."""
    singles = [slot for slot, bowl in enumerate(table)
               if bowl is not None and all(holding[token] for token in BOWL_INGREDIENTS[bowl])]
    if len(singles) < 2:
        return [(slot,) for slot in singles]
    result: list[tuple[int, ...]] = [(slot,) for slot in singles]
    for first, second in combinations(singles, 2):
        shared = set(BOWL_INGREDIENTS[table[first]]) & set(BOWL_INGREDIENTS[table[second]])  # type: ignore[index]
        if all(holding[token] >= 2 for token in shared):
            result.append((first, second))
    return result


def steal_claims(state: ExtremeState) -> list[tuple[int, ...]]:
    """The claims a steal enables (rulebook, 'Chopsticks': "If that ingredient also gives you the
    ability to claim a Ramen Bowl, you may"): claims the player can make now but could not have
    made without the stolen token."""
    table, holding = state.table, state.tokens[state.current]
    without = add(holding, TOKEN_INDEX[state.stolen], -1)
    return [slots for slots in claimable_sets(holding, table) if not can_claim(without, table, slots)]


def replace_sets(table: Sequence[str | None]) -> list[tuple[int, ...]]:
    """Every non-empty set of occupied Table slots, smaller sets first."""
    occupied = [slot for slot, bowl in enumerate(table) if bowl is not None]
    return [combo for size in range(1, len(occupied) + 1) for combo in combinations(occupied, size)]


def optional_actions(state: ExtremeState) -> list[A.ExtremeAction]:
    """The optional actions open to the player to act (none once the turn's one is taken)."""
    if state.optional_used:
        return []
    seat = state.current
    holding = state.tokens[seat]
    result: list[A.ExtremeAction] = [CLAIMS[slots] for slots in claimable_sets(holding, state.table)]
    if state.chopsticks[seat]:
        for victim in range(state.seats):
            if victim != seat:
                result += [STEALS[victim, token] for token, count in enumerate(state.tokens[victim]) if count]
        if state.pile:
            result += [REPLACES[slots] for slots in replace_sets(state.table)]
    pots = state.pots
    result += [A.SWAPS[token] for token, count in enumerate(holding) if count and pots[token ^ 1]]
    return result


def _spend_chopsticks(state: ExtremeState) -> None:
    state.chopsticks = replaced(state.chopsticks, state.current, False)
    if not any(state.chopsticks):  # everyone has used theirs: all come back
        state.chopsticks = (True,) * state.seats


def claim(state: ExtremeState, action: A.Claim) -> None:
    """The bowls' tokens go back to the pots, the bowls to the player; the pile refills the Table."""
    if state.prompt == "steal_claim":
        state.prompt, state.stolen = "", NO_TOKEN
    else:
        state.optional_used = True
    seat = state.current
    for token, need in enumerate(bowl_needs(state.table, action.slots)):
        for _ in range(need):
            move_token(state, seat, token, False)
    claimed = cast(tuple[str, ...], tuple(state.table[slot] for slot in action.slots))  # legal: each holds a bowl
    state.claimed = replaced(state.claimed, seat, state.claimed[seat] + claimed)
    table = list(state.table)
    for slot in action.slots:
        if state.pile:
            table[slot], state.pile = state.pile[0], state.pile[1:]
            if not state.pile and state.final_turns_left == NO_FINAL:
                state.final_turns_left = state.seats  # the last card is on the Table
        else:
            table[slot] = None
    state.table = tuple(table)


def steal(state: ExtremeState, action: A.Steal) -> None:
    """Chopsticks: the token changes hands; a claim only it makes possible is offered at once."""
    seat, victim = state.current, action.victim
    state.tokens = replaced(state.tokens, victim, add(state.tokens[victim], action.token, -1))
    state.tokens = replaced(state.tokens, seat, add(state.tokens[seat], action.token, 1))
    _spend_chopsticks(state)
    state.optional_used = True
    state.stolen = TOKENS[action.token]
    if steal_claims(state):
        state.prompt = "steal_claim"
    else:
        state.stolen = NO_TOKEN


def skip(state: ExtremeState, action: A.Skip) -> None:
    state.prompt, state.stolen = "", NO_TOKEN


def replace(state: ExtremeState, action: A.Replace) -> None:
    """Chopsticks: the named Table bowls go under the pile; the pile's top ones take their places."""
    replaced_bowls = cast(tuple[str, ...], tuple(state.table[slot] for slot in action.slots))  # legal: each holds a bowl
    pile = state.pile + replaced_bowls
    table = list(state.table)
    for slot in action.slots:
        table[slot], pile = pile[0], pile[1:]
    state.table, state.pile = tuple(table), pile
    _spend_chopsticks(state)
    state.optional_used = True


def swap(state: ExtremeState, action: A.Swap) -> None:
    move_token(state, state.current, action.give, False)
    move_token(state, state.current, action.get, True)
    state.optional_used = True
