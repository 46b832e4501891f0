"""Why a Ramen Ink control is off, in a sentence (a disabled button's title, said when tapped). Kept together
here: every reason the board gives, so that moving them into the engine touches one module."""

from __future__ import annotations

from typing import Any

from ramen.ui.views import BoardContext

BIN_FULL = "Your bin is full: every ingredient must be drawn."
CONFIRM_FIRST = "Draw or bin every ingredient first."
CHANGE_BONUS = "Tap the chosen field again to change your choice."


def bowl_why(ctx: BoardContext, bowl: dict[str, Any], number: int, selected: str | None) -> str:
    """Why tapping bowl ``number`` of the card being drawn's score card does nothing now."""
    view = ctx.view
    prefix = ctx.prefix
    if bowl["served"]:
        return "This bowl has been served: nothing more goes in."
    if bowl["room"] == 0:
        return "This bowl is full."
    if view["phase"] == "bonus":
        return "Choose an extra ingredient in the bonus panel first."
    if selected is None:
        return "Every ingredient of this card is drawn or binned: confirm the card."
    if prefix and prefix[0] != "place":
        return "Cancel the choice in progress first."
    current = view["current"]
    if any(row["status"] == "placed" and row["bowl"] == number for row in current["ingredients"]):
        return "This bowl already has an ingredient of this card."
    if current["three"]:
        return "A three-topping card goes into three adjacent bowls."
    return "Not possible: another bowl must take it (the bin is full)."


def bin_why(row: dict[str, Any]) -> str | None:
    """Why an ingredient can't go to the bin (None: it can)."""
    return None if row["can_bin"] else BIN_FULL
