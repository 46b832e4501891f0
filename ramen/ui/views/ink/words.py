"""Ramen Ink's board in words: the steps of a choice for the strip (``token_label``), what to do in one line
(``idle_line``, ``next_step``), an order's scoring in a few words, a bowl's contents for screen readers."""

from __future__ import annotations

from ramen.ink.view import InkBowlView, InkView


from typing import Any

from ramen.core.words import plural
from ramen.ink.actions import Bin, Bonus, Done, Pick, Place
from ramen.ink.components import ORDER
from ramen.ui.markup.pictures import PIECE_ART, art
from ramen.ui.views import BoardContext
from ramen.ui.views.ink.common import NAMES, card_words, pending_rows, selected_ingredient

VERBS = {"pick": "Take a card", "place": "Draw an ingredient", "bin": "Bin an ingredient", "done": "Confirm card",
         "bonus": "Cross off a bonus", "points": "+3 points"}


def short_order(order: str) -> str:
    """An order's rule in a few words, for its badge, e.g. "2 of each: 7"."""
    return ORDER[order].short


def bowl_words(bowl: InkBowlView) -> str:
    """What is in a bowl and what it is worth: "Aji Tama, Nori; 4 fields free, now 0 points"."""
    inside = ", ".join(NAMES[i] for i in bowl["contents"]) or "empty"
    if bowl["served"]:
        return f"{inside}; served for {plural(bowl['score'] or 0, 'point')}"
    return f"{inside}; {plural(bowl['room'], 'field')} free, now {plural(bowl['value'], 'point')}"


def token_label(token: str, prefix: tuple[str, ...], ctx: BoardContext[InkView]) -> str | None:
    if token in VERBS:
        return VERBS[token]
    if token in NAMES:
        return f"Extra {NAMES[token]}" if prefix[:1] == ("bonus",) else NAMES[token]
    if "+" in token:
        return card_words(token)
    if len(token) == 2 and token[0] == "b" and token[1].isdigit():
        return f"Bowl {token[1]}"
    return None


def idle_line(ctx: BoardContext[InkView]) -> str:
    """What to do now, in one short line for the strip (nothing chosen yet)."""
    view = ctx.view
    phase = view["phase"]
    if phase == "pick":
        return "Take one of the topping cards."
    if phase == "bonus":
        return "Tap a bonus field to cross it off, or No bonus."
    current = view["drawing"]
    if current and current["will_be_lost"]:
        lost = ", ".join(NAMES[i] for i in current["will_be_lost"])
        return f"No place left for the {lost}: confirm the card (no penalty)."
    if current and not pending_rows(current):
        return "All drawn: confirm the card, or undo."
    return ""


def next_step(ctx: BoardContext[InkView]) -> str:
    """What to tap next for the card being drawn or the bonus, for the strip ("" when nothing is begun)."""
    view = ctx.view
    prefix = ctx.prefix
    if len(prefix) >= 2 and prefix[0] == "bonus" and prefix[1] not in ("points", "none"):
        return f"Tap a lit bowl for the extra {NAMES.get(prefix[1], prefix[1])}."
    current = view["drawing"]
    if not ctx.acting or view["phase"] != "place" or not current or not pending_rows(current):
        return ""
    sel = selected_ingredient(ctx)
    if not sel:
        return ""
    if current["three"]:
        return f"{NAMES[sel]}: tap a lit bowl (three side by side), or bin it."
    return f"{NAMES[sel]}: tap a lit bowl, or bin it."


def brief(game: Any, state: Any, text: str, names: list[str], viewer: int | None) -> str | None:
    """One step of another's turn, short and with the pieces' pictures, for the recap ("took [Egg Nori]",
    "[Egg] → bowl 3", "[Nori] → bin"); "" for the end of a card's drawing (its steps said it)."""
    action = game.parse_action(text)

    def pic(ingredient: str) -> str:
        return str(art(PIECE_ART.get(ingredient, ""), cls="recap-pic"))

    if isinstance(action, Pick):
        return "took " + "".join(pic(part) for part in action.card.split("+"))
    if isinstance(action, Place):
        return f"{pic(action.ingredient)} → bowl {action.bowl + 1}"
    if isinstance(action, Bin):
        return f"{pic(action.ingredient)} → bin"
    if isinstance(action, Bonus):
        if action.field == "none":
            return "no bonus"
        if action.field == "points":
            return "bonus <strong>+3</strong>"
        return f"bonus {pic(action.field)} → bowl {(action.bowl or 0) + 1}"
    if isinstance(action, Done):
        return ""
    return None
