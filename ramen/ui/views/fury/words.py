"""Ramen Fury's board in words: the verbs, what to tap next, a step of the choice in progress for the
strip, and what the other seats' moves since the viewer's last turn changed (for the board to mark)."""

from __future__ import annotations

from typing import Any, TypedDict

from ramen.fury.actions import Discard, Draw, Eat, Empty, End, Pass, Place, Play, Prep, Restock, Spoon, parse_action
from ramen.fury.scoring import bowl_breakdown
from ramen.fury.state import FuryState
from ramen.fury.view import FuryView
from ramen.ui.markup.html import esc
from ramen.ui.markup.pictures import PIECE_ART, art
from ramen.ui.views import BoardContext
from ramen.fury.components import CARD_NAMES
from ramen.ui.views.fury.common import OWN_BOWL, bowl_words, card_name, moving_card, parse_seat_bowl, signed, whose

VERBS = ("prep", "draw", "restock", "eat", "spoon", "empty", "play", "end")
VERB_WORDS = {
    "prep": "Prep", "draw": "Draw", "restock": "Restock", "eat": "Eat", "spoon": "Spoon", "empty": "Empty",
    "play": "Play chili/nori", "end": "End turn", "place": "Place the revealed card", "pass": "Leave it in the Pantry",
    "discard": "Discard",
}
VERB_HELP = {
    "prep": "a card from your hand into one of your bowls",
    "draw": "the top card of the deck or a Pantry card into your hand",
    "restock": "discard the Pantry and deal four new cards",
    "eat": "a bowl with a Flavor and another card",
    "spoon": "use a spoon: take the top card of any bowl",
    "empty": "one of your bowls into the discard pile",
    "play": "free: put a Chili Peppers or Nori Garnish from your hand into any bowl",
    "end": "pass the turn on",
}
FINAL_WORDS = {"bowls": "ate a third bowl", "deck": "emptied the deck"}


class RecentMoves(TypedDict):
    """What the others' moves since the viewer's last turn changed: per bowl (seat, bowl) its notes, the
    Pantry slots drawn or restocked (slot -> note), and the deck's note ("" when nobody drew from it)."""

    bowls: dict[tuple[int, int], list[str]]
    slots: dict[int, str]
    deck: str


def hint_text(ctx: BoardContext[FuryView]) -> str:
    """One sentence: what to tap next."""
    view = ctx.view
    prefix = ctx.prefix
    if not prefix:
        if view["phase"] == "free":
            if view["actions_left"] > 0:
                return "No action is possible any more: play chili or nori, or end your turn."
            return "Both actions done: play chili or nori, or end your turn."
        return "Choose an action, or tap a card."
    verb = prefix[0]
    if verb == "prep":
        if len(prefix) == 1:
            return "Prep: tap a card in your hand."
        return f"Prep {card_name(prefix[1])}: tap one of your bowls."
    if verb == "draw":
        return "Draw: tap the deck or a Pantry card."
    if verb == "eat":
        return "Eat: tap one of your bowls that holds a Flavor and another card."
    if verb == "empty":
        return "Empty: tap one of your bowls; its cards go to the discard pile."
    if verb == "spoon":
        if len(prefix) == 1:
            return "Spoon: tap any bowl to take its top card."
        where = parse_seat_bowl(prefix[1])
        from_words = bowl_words(ctx, *where) if where else "a bowl"
        return (f"Spoon {card_name(moving_card(ctx))} from {from_words}: tap one of your bowls, "
                f"or “Into my hand”.")
    if verb == "play":
        if len(prefix) == 1:
            return "Play: tap a chili or nori in your hand."
        return f"Play {card_name(prefix[1])}: tap any bowl, yours or another player's."
    return ""


def recent_moves(ctx: BoardContext[FuryView]) -> RecentMoves:
    """What the other seats' actions since the viewer last acted (``ctx.recent``) moved, for the board
    to highlight: per bowl (seat, bowl) the short notes ("Robo put Egg in"), the Pantry slots drawn
    or restocked, and whether the deck was drawn from. Unknown or damaged notation is skipped."""
    bowls: dict[tuple[int, int], list[str]] = {}
    #: per bowl, the notes of cards put in since, newest last: a card spooned away takes its note along
    put_in: dict[tuple[int, int], list[str]] = {}
    slots: dict[int, str] = {}
    deck = ""
    seats = ctx.view["seats"]

    def own(seat: int, token: str) -> tuple[int, int] | None:
        found = OWN_BOWL.match(token)
        return (seat, int(found.group(1)) - 1) if found else None

    def where(token: str) -> tuple[int, int] | None:
        spot = parse_seat_bowl(token)
        return spot if spot and spot[0] < seats and spot[1] < 3 else None

    for seat, text in ctx.recent:
        if seat is None or not 0 <= seat < seats:
            continue
        who = ctx.who(seat)
        tokens = str(text).split()
        if not tokens:
            continue
        verb = tokens[0]

        def card_in(spot: tuple[int, int], note: str) -> None:
            bowls.setdefault(spot, []).append(note)
            put_in.setdefault(spot, []).append(note)

        if verb == "prep" and len(tokens) == 3 and (spot := own(seat, tokens[2])):
            card_in(spot, f"{who} put {card_name(tokens[1])} in")
        elif verb == "play" and len(tokens) == 3 and (spot := where(tokens[2])):
            card_in(spot, f"{who} played {card_name(tokens[1])} here")
        elif verb == "place" and len(tokens) == 4 and (spot := where(tokens[3])):
            card_in(spot, f"{who} placed the revealed card here (from the Pantry)")
        elif verb == "eat" and len(tokens) == 2 and (spot := own(seat, tokens[1])):
            bowls.setdefault(spot, []).append(f"{who} ate it")
            put_in.pop(spot, None)
        elif verb == "empty" and len(tokens) == 2 and (spot := own(seat, tokens[1])):
            bowls.setdefault(spot, []).append(f"{who} emptied it")
            put_in.pop(spot, None)
        elif verb == "spoon" and len(tokens) == 3 and (source := where(tokens[1])):
            target = own(seat, tokens[2])
            goes = f"to their bowl {target[1] + 1}" if target else "into their hand"
            if put_in.get(source):  # the top card was the one last put in: its note no longer fits the bowl
                bowls[source].remove(put_in[source].pop())
            bowls.setdefault(source, []).append(f"{who} spooned the top card away {goes}")
            if target:
                card_in(target, f"{who} spooned it here from {whose(ctx, source[0])} bowl {source[1] + 1}")
        elif verb == "draw" and len(tokens) >= 2:
            if tokens[1] == "deck":
                deck = f"{who} drew from the deck"
            elif len(tokens) == 3 and tokens[2].isdigit():
                slots[int(tokens[2]) - 1] = f"new: {who} took the one before"
        elif verb == "restock":
            for slot in range(len(ctx.view["pantry"])):
                slots[slot] = f"new: {who} restocked"
    return {"bowls": bowls, "slots": slots, "deck": deck}


def token_label(token: str, prefix: tuple[str, ...], ctx: BoardContext[FuryView]) -> str | None:
    """Words for a token in the shell's choice bar: "Prep", "Egg", "Ken's bowl 2", "your hand"."""
    if token in VERB_WORDS:  # no card, pile or bowl token is spelled like a verb
        return VERB_WORDS[token]
    if token in CARD_NAMES:
        return CARD_NAMES[token]
    if token == "deck":
        return "the deck"
    if token == "pantry":
        return "a Pantry card"
    if token == "hand":
        return "into your hand"
    if token.isdigit() and prefix[-1] == "pantry":
        pantry = ctx.view["pantry"]
        slot = int(token) - 1
        card = pantry[slot] if 0 <= slot < len(pantry) else None
        return f"Pantry {token}: {card_name(card)}" if card else f"Pantry {token}"
    own = OWN_BOWL.match(token)
    if own:
        return f"your bowl {own.group(1)}"
    where = parse_seat_bowl(token)
    if where:
        seat, bowl = where
        if seat == ctx.viewer:
            return f"your bowl {bowl + 1}"
        name = ctx.names[seat] if 0 <= seat < len(ctx.names) else f"Player {seat + 1}"
        return f"{name}'s bowl {bowl + 1}"
    return None


def idle_line(ctx: BoardContext[FuryView]) -> str:
    """What to do at the start of a step, in one line for the strip (a prompt's panel says more)."""
    phase = ctx.view["phase"]
    if phase == "reveal":
        return "Tap a revealed card, then any bowl; or leave it in the Pantry."
    if phase == "discard":
        return "Tap a card of your hand to discard it."
    return hint_text(ctx)


def next_step(ctx: BoardContext[FuryView]) -> str:
    """What to tap next in the choice in progress, for the strip beside the steps chosen so far."""
    prefix = ctx.prefix
    if not prefix:
        return ""
    if prefix[0] == "place":  # a revealed chili or nori (the reveal prompt says the rest)
        return "Tap any bowl, yours or another player's." if len(prefix) >= 3 else "Tap the revealed card."
    words = hint_text(ctx).split(": ", 1)[-1]
    return words[:1].upper() + words[1:]


def brief(game: Any, state: FuryState, text: str, names: list[str], viewer: int | None) -> str | None:
    """One step of another's turn, short and with the pieces' pictures, for the recap ("[Egg] → bowl 2", "drew
    [Nori]"); "" for a step not worth a word (the turn ended). Only what the table saw: a card drawn from the deck
    stays unnamed, as in the log."""
    action = parse_action(text)
    seat = state.current

    def pic(card: str | None) -> str:
        return str(art(PIECE_ART.get(card or "", ""), cls="recap-pic")) if card else "a card"

    def bowl(owner: int, number: int) -> str:
        if owner == seat:
            return f"bowl {number + 1}"
        whose_bowl = "your" if owner == viewer else f"{esc(names[owner])}'s"
        return f"{whose_bowl} bowl {number + 1}"

    if isinstance(action, Prep):
        return f"{pic(action.card)} → {bowl(seat, action.bowl)}"
    if isinstance(action, Draw):
        return "drew from the deck" if action.slot is None else f"drew {pic(state.pantry[action.slot])}"
    if isinstance(action, Restock):
        return "restocked the Pantry"
    if isinstance(action, Eat):
        worth = bowl_breakdown(state.bowls[seat][action.bowl]).total
        return f"ate {bowl(seat, action.bowl)} <strong>{signed(worth)}</strong>"
    if isinstance(action, Spoon):
        source = state.bowls[action.seat][action.bowl] if action.seat < state.seats else ()
        where = "hand" if action.to_bowl is None else bowl(seat, action.to_bowl)
        return f"spooned {pic(source[-1] if source else None)} from {bowl(action.seat, action.bowl)} → {where}"
    if isinstance(action, Empty):
        return f"emptied {bowl(seat, action.bowl)}"
    if isinstance(action, Play):
        return f"{pic(action.card)} → {bowl(action.seat, action.bowl)}"
    if isinstance(action, Place):
        return f"{pic(state.pantry[action.slot])} → {bowl(action.seat, action.bowl)}"
    if isinstance(action, Pass):
        return "left the revealed cards"
    if isinstance(action, Discard):
        return f"discarded {pic(action.card)}"
    if isinstance(action, End):
        return ""
    return None
