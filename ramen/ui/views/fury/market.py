"""Ramen Fury's market in the middle of the table: the deck (a card back, its count), the discard pile (its
top card face up) and the Pantry's four cards; and the two prompts that stop a turn (a chili or nori
revealed in the Pantry, a hand over the limit), in a panel nobody can miss."""

from __future__ import annotations

from ramen.core.words import plural
from ramen.fury.components import HAND_LIMIT
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pieces import card_back
from ramen.fury.view import FuryView
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.fury.words import RecentMoves
from ramen.ui.views.fury.common import card_name, choose, face, key, moving_card


def render_table(ctx: BoardContext[FuryView], recent: RecentMoves) -> Markup:
    """The deck, the discard pile and the Pantry's four face-up cards."""
    view = ctx.view
    acting = ctx.acting
    count = view["deck_count"]
    back = card_back("fury", count=count, aria_hidden="true", data_zone="deck", data_hidden=count,
                     data_lands="deck") if count else \
        el("span", "Empty", class_="place-empty", data_zone="deck", data_hidden=0)
    deck_body = html(back, el("span", "Deck", class_="pile-label"))
    deck_title = recent["deck"] or None
    if acting:
        deck = choose(ctx, ("draw", "deck"), html(deck_body, sr(f" ({plural(count, 'card')}): draw its top card")),
                      cls="fury-pile fury-deck pile card-button", title=deck_title)
    else:
        deck = el("div", deck_body, sr(f" ({plural(count, 'card')})"), class_="fury-pile fury-deck pile", title=deck_title)
    top = view.get("discard_top")
    discarded = view["discard_count"]
    discard = el("div", face(top) if top else el("span", el("span", "Empty", class_="place-empty-word"), class_="place-empty"),
                 el("span", "Discard", class_="pile-label"), sr(f" ({plural(discarded, 'card')})"),
                 class_="fury-pile fury-discard pile", data_count=discarded, data_zone="discard",
                 data_hidden=max(discarded - 1, 0))
    reveal = view["phase"] == "reveal"
    prompt = view["prompt"]
    revealed = set(prompt["slots"]) if reveal and prompt is not None and prompt["kind"] == "reveal" else set()
    last = view["last"]
    fresh = set(last["revealed_slots"]) if last is not None else set()
    moved = recent["slots"]
    slots = []
    for slot, card in enumerate(view["pantry"]):
        number = str(slot + 1)
        if card is None:
            slots.append(el("li", el("span", "Empty", class_="place-empty"), class_="fury-pslot empty", data_slot=number))
            continue
        badge, note = None, None
        if slot in revealed:
            badge, note = el("span", "revealed", class_="card-badge hot", aria_hidden="true"), "just revealed: place it?"
        elif slot in moved:
            badge, note = el("span", "new", class_="card-badge", aria_hidden="true"), moved[slot]
        elif slot in fresh:
            badge, note = el("span", "new", class_="card-badge", aria_hidden="true"), "new"
        body = html(face(card), badge, sr(f" ({note})") if note else None)
        cls = ("fury-pcard card-button" + (" revealed" if slot in revealed else "") + (" fresh" if slot in fresh else "")
               + (" moved" if slot in moved and slot not in revealed else ""))
        if acting and reveal:
            item = choose(ctx, ("place", "pantry", number),
                          html(sr("Place the revealed "), body, sr(f" of Pantry slot {number} into a bowl")), cls=cls)
        elif acting:
            item = choose(ctx, ("draw", "pantry", number), html(sr(f"Draw from Pantry slot {number}: "), body), cls=cls)
        else:
            item = el("div", body, class_=cls)
        slots.append(el("li", item, class_="fury-pslot", data_slot=number, data_card=card))
    return el("section",
              el("div", deck, discard, class_="fury-piles"),
              el("div", el("h2", "Pantry", class_="market-label"), el("ol", slots, class_="fury-pantry", data_zone="pantry"),
                 class_="fury-pantry-wrap"),
              class_="fury-table market", aria_label="The Pantry, the deck and the discard pile", data_market="")


def render_prompt(ctx: BoardContext[FuryView]) -> Markup | None:
    """The reveal reaction and the hand limit: a highlighted panel nobody can miss."""
    view = ctx.view
    prompt = view["prompt"]
    if prompt is None:
        return None
    who = ctx.who(prompt["seat"])
    if prompt["kind"] == "discard":
        count = prompt["count"]
        if not ctx.acting:
            return el("section", el("p", f"{who} holds more than {HAND_LIMIT} cards and discards {count}."),
                      class_="fury-prompt waiting", aria_label="Hand limit", data_kind="discard")
        hand = view.get("hand") or []
        # the hand itself, here where the question is (the dock leaves it to the panel meanwhile): one card per kind,
        # its count on it
        discards = [choose(ctx, ("discard", card),
                           html(sr("Discard "), face(card), el("span", f"×{hand.count(card)}", class_="card-badge count")
                                if hand.count(card) > 1 else None),
                           cls="fury-hand-card card-button", key_=key("prompt", "discard", card))
                    for card in dict.fromkeys(hand)]
        return el("section",
                  el("h2", f"Hand limit: discard {plural(count, 'card')}"),
                  el("p", f"You hold {len(hand)} cards, {HAND_LIMIT} at most. Tap one to discard it."),
                  el("div", discards, class_="fury-prompt-cards"),
                  class_="fury-prompt", data_acting="prompt", aria_label="Hand limit", data_kind="discard")
    # reveal
    slots = prompt["slots"]
    cards = prompt["cards"]
    names = [card_name(card) for card in cards]
    counted = [f"{names.count(name)} {name}" if names.count(name) > 1 else name for name in dict.fromkeys(names)]
    words = (", ".join(counted[:-1]) + " and " + counted[-1]) if len(counted) > 1 else (counted[0] if counted else "a card")
    them = "it" if len(cards) <= 1 else "them"
    if not ctx.acting:
        one = "it" if len(cards) == 1 else "one"
        return el("section", el("p", f"{words} turned up in the Pantry: {who} may place {one} into any bowl."),
                  class_="fury-prompt waiting", aria_label="Revealed in the Pantry", data_kind="reveal")
    prefix = ctx.prefix
    # the revealed cards, the chosen one pressed (tapping it again takes it back; the strip has Cancel)
    buttons = [choose(ctx, ("place", "pantry", str(slot + 1)),
                      html(sr("Place "), face(card), sr(f" of Pantry slot {slot + 1} into a bowl")),
                      cls="fury-reveal-card card-button", key_=key("prompt", "place", str(slot + 1)))
               for slot, card in zip(slots, cards)]
    if len(prefix) == 3 and prefix[0] == "place":
        what = html(el("p", el("strong", "Now tap a bowl"),
                       f" (yours or another player's) for the {card_name(moving_card(ctx))}."),
                    el("div", buttons, class_="fury-prompt-cards"))
    else:
        leave = choose(ctx, ("pass",), f"Leave {them} in the Pantry", cls="secondary fury-pass", key_=key("prompt", "pass"))
        ordinary = "an ordinary Pantry card" if len(cards) <= 1 else "ordinary Pantry cards"
        rules = [rule for card, rule in (("chili", "Chili Peppers cost the eater 1 point (Fury bowls gain 2)"),
                                         ("nori", "Nori Garnish gives +1")) if card in cards]
        what = html(el("p", f"Put {'it' if len(cards) <= 1 else 'one'} into ", el("strong", "any"),
                       f" player's bowl: {'; '.join(rules) or 'it scores as the bowl it goes into'}."
                       f" Or leave {them} as {ordinary}."),
                    el("div", buttons, leave, class_="fury-prompt-cards"))
    return el("section", el("h2", f"{words} revealed!"), what,
              class_="fury-prompt", data_acting="prompt", aria_label="Revealed in the Pantry", data_kind="reveal")
