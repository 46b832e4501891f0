"""The Ramen Ink game state (plain data with a fast shallow ``clone``) and who acts with which card."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ramen.core.state import State
from ramen.ink.components import runs_of_three

#: status of an ingredient of the card being placed: still to place, or binned (else its bowl, 0..7).
#: Ingredients with no place left are counted as lost when the card is confirmed (``done``).
PENDING = -1
BINNED = 8

PHASE_PICK = "pick"
PHASE_PLACE = "place"
PHASE_OVER = "over"


@dataclass
class InkState(State):
    """A Ramen Ink position. Plain data: every field is an int, str, bool or a tuple of them.

    Per-seat fields are tuples indexed by seat. ``card`` holds, for each ingredient of the card
    being placed (in the card's order), PENDING, a bowl index or BINNED.
    """

    seed: int
    seats: int
    counter: int
    first: int
    orders: tuple[str, ...]                         # order id of bowls 1..8
    deck: tuple[str, ...]                           # face-down topping cards, top first
    round: int                                      # 1..6
    active: int                                     # the round's active seat
    phase: str                                      # "pick", "place" or "over"
    revealed: tuple[str, ...]                       # this round's face-up cards (players + 1)
    picks: tuple[int, ...]                          # slot of revealed taken by the k-th picker
    step: int                                       # placement step 0 .. 2 * seats - 1
    card: tuple[int, ...]                           # statuses of the ingredients of the card being placed
    bonus_due: bool                                 # the placing seat must cross off a bonus field
    extras: tuple[tuple[str, int], ...]             # bonus extras drawn while placing the current card
    served: tuple[bool, ...]                        # bowls served so far (the same for everyone)
    bowls: tuple[tuple[tuple[str, ...], ...], ...]  # [seat][bowl] -> ingredients in drawing order
    binned: tuple[int, ...]                         # ingredients in each seat's bin
    lost: tuple[int, ...]                           # ingredients lost (no place, bin full)
    bonus_used: tuple[tuple[str, ...], ...]         # bonus fields crossed off, in order
    served_scores: tuple[tuple[int | None, ...], ...]  # [seat][bowl] -> points once served, else None
    drawn: tuple[tuple[str, ...], ...]              # cards each seat has drawn, in order


@dataclass(frozen=True)
class CardOptions:
    """What the placing seat may do with the card being placed (``ramen.ink.phases.place.card_options``;
    here, beside the state, so the view can name it without importing the rules)."""

    pending: tuple[int, ...]        # indices (into the card) of ingredients still to place
    bowls: tuple[int, ...]          # bowls any pending ingredient may be drawn into (forced drawing applied)
    basic_bowls: tuple[int, ...]    # the same without the forced-drawing filter
    can_bin: bool
    can_confirm: bool
    lost: int = 0                   # the fewest pending ingredients that will have no place (full bin)


# --- whose step ---

@lru_cache(maxsize=None)  # one entry per set of served bowls, as runs_of_three
def windows(served: tuple[bool, ...]) -> tuple[frozenset[int], ...]:
    """Every run of three consecutive unserved bowls around the ring (``runs_of_three``), each as a set."""
    return tuple(frozenset(run) for run in runs_of_three(served))


def placer(state: InkState) -> tuple[int, str, str]:
    """(seat, card, "own" or "leftover") of the current placement step."""
    n = state.seats
    if state.step < n:
        return (state.active + state.step) % n, state.revealed[state.picks[state.step]], "own"
    return (state.active + state.step - n) % n, state.revealed[leftover_slot(state)], "leftover"


def leftover_slot(state: InkState) -> int:
    """The slot of the revealed card nobody picked (only once every player has picked)."""
    for slot in range(len(state.revealed)):
        if slot not in state.picks:
            return slot
    raise AssertionError("no card is left over")


def picker(state: InkState) -> int:
    return (state.active + len(state.picks)) % state.seats
