"""Why a Ramen Extreme control is off, in a sentence (a disabled button's title, said when tapped). Every
reason the board gives is here, so that they can move into the engine together."""

from __future__ import annotations

from typing import Any

from ramen.ui.views import NOT_YOUR_TURN, BoardContext
from ramen.ui.views.extreme.common import PARTNER, WORDS

#: the optional action is one per turn
OPTIONAL_USED = "You took your optional action this turn (one per turn)."
STICKS_USED = "Your Chopsticks are used; they come back when everyone has used theirs."


def setup_why(ctx: BoardContext, token: str, count: int, step: str) -> str:
    """Why a starting token can't be chosen: ``step`` "protein" (the first tap), "vegetable" (after a
    protein) or "early" (a vegetable before any protein)."""
    if not count:
        return f"No {WORDS[token]} left."
    if not ctx.acting:
        return NOT_YOUR_TURN
    if step == "protein":
        return "Tap the chosen protein again to change it."
    if step == "vegetable":
        return "Choose a vegetable now."
    return "Choose a protein first."


def take_why(ctx: BoardContext, token: str, count: int, pot: dict[str, Any]) -> str:
    """Why a Hot Pot's token can't be taken with the final dice."""
    if not count:
        return f"No {WORDS[token]} left in the Hot Pot."
    need = pot["value"]
    have = ctx.view["dice"]["unused"][pot["type"]]
    if have < need:
        return f"Needs {need} unused {pot['type']} dice; {have} left."
    return NOT_YOUR_TURN if not ctx.acting else "Taken enough: your dice allow no more of it."


def claim_why(ctx: BoardContext) -> str:
    """Why a Table bowl's Claim is off."""
    if ctx.view["phase"] == "steal_claim":
        return "A claim now must use the stolen token."
    return "You don't hold its exact ingredients."


def roll_why(ctx: BoardContext) -> str | None:
    view = ctx.view
    if not ctx.acting:
        return None
    if view["stage"] == "rolling":
        return "Every die is kept: tap one to roll it again, or stop."
    return "Finish the choice in progress first."


def fan_why(ctx: BoardContext) -> str | None:
    me = ctx.view["players"][ctx.view["current"]]
    return "Your pepper is already at the start." if me["heat"] == 0 else None


def verb_why(ctx: BoardContext, verb: str) -> str:
    """Why an optional action's button is off (Steal, Replace, Swap)."""
    view = ctx.view
    if not ctx.acting:
        return NOT_YOUR_TURN
    if view["optional_used"]:
        return OPTIONAL_USED
    if view["phase"] not in ("before", "after"):
        return "First finish the dice: the optional action comes before rolling or after resolving."
    me = view["players"][ctx.viewer] if ctx.viewer is not None else None
    if verb in ("steal", "replace") and me is not None and not me["chopsticks"]:
        return STICKS_USED
    if verb == "steal":
        return "Nobody else holds a token."
    if verb == "replace":
        return "The pile is empty: nothing to replace them with."
    return "You hold no token whose partner is in the Hot Pots."


def swap_why(ctx: BoardContext, token: str) -> str:
    """Why a token of yours can't be swapped for its partner."""
    pots = {t: n for pot in ctx.view["pots"] for t, n in pot["tokens"].items()}
    partner = PARTNER[token]
    if not pots.get(partner):
        return f"No {WORDS[partner]} left in the Hot Pots to swap for."
    return f"{WORDS[token]} can't be swapped now."


def discard_why(ctx: BoardContext) -> str:
    return NOT_YOUR_TURN if not ctx.acting else "Put back a token you hold."
