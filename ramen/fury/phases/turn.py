"""A Ramen Fury turn, step by step: why each of the turn's two actions may not be taken (after the
turn's own checks in ``RamenFury.why_not``), and what every action of the turn does to ``new`` (a
clone of the state it is taken in) by ``seat``: the two actions, the free plays, the hand limit's
discard, and a revealed chili or nori placed or passed."""

from __future__ import annotations

from ramen.core.state import replaced
from ramen.fury.actions import Discard, Draw, Eat, Empty, Pass, Place, Play, Prep, Restock, Spoon
from ramen.fury.components import (BOWL_CAPACITY, CARD_NAMES, CARD_ORDER, PANTRY_SIZE, can_eat, has_flavor, is_flavor,
                                   is_garnish)
from ramen.fury.phases.turn_end import start_final_round
from ramen.fury.state import FuryState


def _add_to_hand(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    return tuple(sorted(hand + (card,), key=CARD_ORDER.__getitem__))


def _remove_from_hand(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    index = hand.index(card)
    return hand[:index] + hand[index + 1:]


def _put(new: FuryState, seat: int, bowl: int, card: str) -> None:
    """A card goes on top of a bowl (rulebook, 'Preparing a Ramen Bowl': newest on top)."""
    new.bowls = replaced(new.bowls, seat, replaced(new.bowls[seat], bowl, new.bowls[seat][bowl] + (card,)))


def _refill(new: FuryState, slot: int) -> None:
    """Refill an emptied Pantry slot from the deck; a revealed chili or nori may be placed at once."""
    if not new.deck:
        new.pantry = replaced(new.pantry, slot, None)
        return
    card = new.deck[-1]
    new.deck = new.deck[:-1]
    new.pantry = replaced(new.pantry, slot, card)
    new.last_revealed = new.last_revealed + (slot,)
    if is_garnish(card):
        new.reveal = (slot,)


# --- why one of the turn's two actions may not be taken (``RamenFury.why_not`` dispatches) ---


def why_prep(state: FuryState, seat: int, action: Prep) -> str | None:
    if is_garnish(action.card):
        return (f"{CARD_NAMES[action.card]} is played from the hand only as a free action "
                f"(play {action.card} p<player>b<bowl>), not prepped.")
    if action.card not in state.hands[seat]:
        return f"You hold no {CARD_NAMES[action.card]}."
    return why_bowl_closed(state, seat, action.bowl, action.card)


def why_draw(state: FuryState, seat: int, action: Draw) -> str | None:
    if action.slot is None:
        return None if state.deck else "The deck is empty: draw from the Pantry."
    return None if state.pantry[action.slot] is not None else f"Pantry slot {action.slot + 1} is empty."


def why_restock(state: FuryState, seat: int, action: Restock) -> str | None:
    return None if state.deck else "The deck is empty: the Pantry can't be restocked."


def why_eat(state: FuryState, seat: int, action: Eat) -> str | None:
    bowl = state.bowls[seat][action.bowl]
    if state.eaten[seat][action.bowl]:
        return f"Bowl {action.bowl + 1} is already eaten."
    if not has_flavor(bowl):
        return f"Bowl {action.bowl + 1} has no Flavor: a bowl needs a Flavor and another Ingredient to be eaten."
    if not can_eat(bowl):
        return f"Bowl {action.bowl + 1} needs at least one Ingredient besides its Flavor to be eaten."
    return None


def why_empty(state: FuryState, seat: int, action: Empty) -> str | None:
    if state.eaten[seat][action.bowl]:
        return f"Bowl {action.bowl + 1} is eaten: it can't be emptied."
    return None if state.bowls[seat][action.bowl] else f"Bowl {action.bowl + 1} is already empty."


def why_spoon(state: FuryState, seat: int, action: Spoon) -> str | None:
    if state.spoons[seat] <= 0:
        return "You have no Spoon left."
    if action.seat >= state.seats:
        return f"There is no player {action.seat + 1} in this game."
    if state.eaten[action.seat][action.bowl]:
        return "That bowl is eaten: no Ingredients may be spooned from it."
    source = state.bowls[action.seat][action.bowl]
    if not source:
        return "That bowl is empty: there is nothing to spoon."
    if action.to_bowl is None:
        return None
    if action.seat == seat and action.to_bowl == action.bowl:
        return "The spooned card must go into another bowl or your hand, not back where it was."
    return why_bowl_closed(state, seat, action.to_bowl, source[-1])


def why_bowl_closed(state: FuryState, seat: int, b: int, card: str | None) -> str | None:
    """Why ``card`` (None: a chili or nori) may not go into bowl ``b`` of ``seat``; None when it may."""
    if seat >= state.seats:
        return f"There is no player {seat + 1} in this game."
    if state.eaten[seat][b]:
        return f"Bowl {b + 1} is eaten: no more Ingredients may be placed in it."
    bowl = state.bowls[seat][b]
    if len(bowl) >= BOWL_CAPACITY:
        return f"Bowl {b + 1} is full: a bowl holds at most {BOWL_CAPACITY} cards."
    if card is not None and is_flavor(card) and has_flavor(bowl):
        return f"Bowl {b + 1} already has a Flavor: a bowl may hold only one Flavor Ingredient."
    return None


# --- what each action does (``RamenFury.apply_unchecked`` dispatches): the prompts and free plays first ---


def discard(new: FuryState, seat: int, action: Discard) -> None:
    new.hands = replaced(new.hands, seat, _remove_from_hand(new.hands[seat], action.card))
    new.discard = new.discard + (action.card,)


def place(new: FuryState, seat: int, action: Place) -> None:
    card = new.pantry[action.slot]
    assert card is not None  # a legal placement names a revealed card
    _put(new, action.seat, action.bowl, card)
    new.reveal = ()
    _refill(new, action.slot)


def pass_(new: FuryState, seat: int, action: Pass) -> None:
    new.reveal = ()


def play(new: FuryState, seat: int, action: Play) -> None:
    new.hands = replaced(new.hands, seat, _remove_from_hand(new.hands[seat], action.card))
    _put(new, action.seat, action.bowl, action.card)


# --- the turn's two actions: each uses one ---


def prep(new: FuryState, seat: int, action: Prep) -> None:
    new.actions_left -= 1
    new.hands = replaced(new.hands, seat, _remove_from_hand(new.hands[seat], action.card))
    _put(new, seat, action.bowl, action.card)


def draw(new: FuryState, seat: int, action: Draw) -> None:
    new.actions_left -= 1
    if action.slot is None:
        card = new.deck[-1]
        new.deck = new.deck[:-1]
    else:
        shown = new.pantry[action.slot]
        assert shown is not None  # drawing from an empty slot is not legal
        card = shown
        new.pantry = replaced(new.pantry, action.slot, None)
        _refill(new, action.slot)
    new.hands = replaced(new.hands, seat, _add_to_hand(new.hands[seat], card))


def restock(new: FuryState, seat: int, action: Restock) -> None:
    new.actions_left -= 1
    new.discard = new.discard + tuple(card for card in new.pantry if card is not None)
    dealt = min(PANTRY_SIZE, len(new.deck))
    cards = tuple(reversed(new.deck[len(new.deck) - dealt:]))
    new.deck = new.deck[:len(new.deck) - dealt]
    new.pantry = cards + (None,) * (PANTRY_SIZE - dealt)
    new.last_revealed = tuple(range(dealt))
    new.reveal = tuple(slot for slot in range(dealt) if is_garnish(cards[slot]))


def eat(new: FuryState, seat: int, action: Eat) -> None:
    new.actions_left -= 1
    new.eaten = replaced(new.eaten, seat, replaced(new.eaten[seat], action.bowl, True))
    if all(new.eaten[seat]):
        start_final_round(new, "bowls")


def spoon(new: FuryState, seat: int, action: Spoon) -> None:
    new.actions_left -= 1
    new.spoons = replaced(new.spoons, seat, new.spoons[seat] - 1)
    source = new.bowls[action.seat][action.bowl]
    card = source[-1]
    new.bowls = replaced(new.bowls, action.seat, replaced(new.bowls[action.seat], action.bowl, source[:-1]))
    if action.to_bowl is None:
        new.hands = replaced(new.hands, seat, _add_to_hand(new.hands[seat], card))
    else:
        _put(new, seat, action.to_bowl, card)


def empty(new: FuryState, seat: int, action: Empty) -> None:
    new.actions_left -= 1
    new.discard = new.discard + new.bowls[seat][action.bowl]
    new.bowls = replaced(new.bowls, seat, replaced(new.bowls[seat], action.bowl, ()))

