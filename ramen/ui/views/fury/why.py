"""Why a Ramen Fury control is off, in a sentence (a disabled button's title, said when tapped)."""

from __future__ import annotations

from typing import Any

from ramen.fury.components import BOWL_CAPACITY
from ramen.ui.views import NOT_POSSIBLE, BoardContext
from ramen.ui.views.fury.common import GARNISHES, kind_of, moving_card, parse_seat_bowl


def bowl_why(ctx: BoardContext, step: str | None, seat: int, b: int, bowl: dict[str, Any]) -> str:
    """Why a bowl can't be chosen in this step (for its disabled button's title)."""
    verb = ctx.prefix[0]
    cards = bowl["cards"]
    if bowl["eaten"]:
        return "This bowl is eaten: nothing goes in or out any more."
    if step == "source":
        return "This bowl is empty: nothing to spoon." if not cards else NOT_POSSIBLE
    if verb == "eat":
        if not bowl["flavor"]:
            return "A bowl needs a Flavor and another card to be eaten."
        return "A bowl needs another card besides its Flavor to be eaten."
    if verb == "empty":
        return "This bowl is already empty."
    if verb == "spoon":
        source = parse_seat_bowl(ctx.prefix[1])
        if source == (seat, b):
            return "The spooned card comes from this bowl: it must go elsewhere."
    if len(cards) >= BOWL_CAPACITY:
        return f"This bowl is full: a bowl holds at most {BOWL_CAPACITY} cards."
    card = moving_card(ctx)
    if card and kind_of(card) == "flavor" and bowl["flavor"]:
        return "This bowl already has a Flavor: a bowl holds only one."
    return NOT_POSSIBLE


def verb_why(ctx: BoardContext, verb: str) -> str:
    """Why a verb button is off."""
    view = ctx.view
    me = view["players"][view["current"]]
    if verb == "end":
        return "Take your two actions first: a turn is two actions."
    if verb != "play" and view["actions_left"] <= 0:
        return "Both actions of this turn are used: play chili or nori, or end your turn."
    hand = view.get("hand") or []
    if verb == "prep":
        return ("Your hand holds no card to prep." if not [c for c in hand if c not in GARNISHES]
                else "None of your bowls can take a card from your hand (full, eaten, or one Flavor already).")
    if verb == "draw":
        return "No card is left to draw."
    if verb == "restock":
        return "The deck is empty: the Pantry can't be restocked."
    if verb == "eat":
        return "None of your bowls has a Flavor and another card."
    if verb == "spoon":
        return "You have no spoon left." if me["spoons"] <= 0 else "No bowl has a card to spoon."
    if verb == "empty":
        return "Your bowls are empty (eaten bowls can't be emptied)."
    if verb == "play":
        return ("You hold no Chili Peppers or Nori Garnish." if not [c for c in hand if c in GARNISHES]
                else "No bowl has room for it.")
    return NOT_POSSIBLE


def draw_why(ctx: BoardContext) -> str:
    view = ctx.view
    if view["phase"] == "discard":
        return "Discard down to five cards first."
    if view["phase"] == "reveal":
        return "First place the revealed card, or leave it."
    if view["actions_left"] <= 0:
        return "Both actions of this turn are used."
    return NOT_POSSIBLE


def hand_why(ctx: BoardContext, card: str) -> str:
    view = ctx.view
    if view["phase"] == "reveal":
        return "First place the revealed card, or leave it."
    if card in GARNISHES:
        return "No bowl has room for it."
    if view["actions_left"] <= 0 or view["phase"] == "free":
        return "No action left this turn: only Chili Peppers and Nori Garnish may still be played."
    if kind_of(card) == "flavor":
        return "None of your bowls can take it (full, eaten, or a Flavor already)."
    return "None of your bowls can take it (full or eaten)."
