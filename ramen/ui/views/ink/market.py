"""The market in the middle of the table, on the felt mat: the deck (a card back with its count), the
round's topping cards face up (while picking: the ones nobody took yet, a button each for the picker; a
card taken travels to its taker's place), and the order of play as a row of avatars. While the cards are
drawn, the card nobody took lies here for everyone, each player's avatar marked once they drew it."""

from __future__ import annotations

from ramen.ink.view import InkRevealedCard, InkView


from typing import Any

from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pieces import card_back
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.ink.common import card_words, choose, ordinal
from ramen.ui.views.ink.pieces import topping_card
from ramen.ui.views.seats import avatar


def turn_marks(ctx: BoardContext[InkView], seats: list[tuple[int, str]], label: str) -> Markup:
    """A row of avatars in the order of play, each marked done (a tick), now (a ring) or waiting."""
    items = []
    for seat, state in seats:
        said = {"done": "done", "current": "now", "waiting": "waiting"}[state]
        items.append(el("li", avatar(ctx, seat), el("span", "✓", class_="ink-tick print", aria_hidden="true")
                        if state == "done" else None, sr(f"{ctx.who(seat)}: {said}"),
                        class_=state, data_seat=seat, title=f"{ctx.who(seat)}: {said}"))
    return el("ol", items, class_="ink-turns", aria_label=label)


def pick_marks(ctx: BoardContext[InkView]) -> Markup:
    view = ctx.view
    took = {card["taken_by"] for card in view["revealed"] if card["taken_by"] is not None}
    seats = [(seat, "done" if seat in took else "current" if seat == view["to_act"] else "waiting")
             for seat in view["pick_order"]]
    return turn_marks(ctx, seats, "Pick order")


def leftover_marks(ctx: BoardContext[InkView]) -> Markup | None:
    rest = [p for p in ctx.view["placements"] if p["which"] != "own"]
    if not rest:
        return None
    return turn_marks(ctx, [(p["seat"], p["state"]) for p in rest], "Who has drawn the card left over")


def render_card(ctx: BoardContext[InkView], card: InkRevealedCard) -> Markup:
    """A face-up topping card of the round (a button to take it while the viewer picks)."""
    view = ctx.view
    kind = card["card"]
    picking = view["phase"] == "pick"
    leftover = view["leftover"] is not None
    face = topping_card(kind)
    if picking and ctx.acting:
        item = choose(ctx, ("pick", kind), html(sr(f"Take the {card_words(kind)} card"), face),
                      cls="ink-take card-button")
    else:
        state = "; left over: everyone draws this" if leftover else ""
        item = el("span", sr(f"{card_words(kind)}{state}"), face, class_="ink-rcard card-button" + (" leftover" if leftover else ""))
    return el("li", item, data_card=kind, data_slot=card["slot"], data_thing=f"topping-card:{kind}", class_="ink-slot")


def render_market(ctx: BoardContext[InkView]) -> Markup:
    """The deck, the round's topping cards still on the mat, and who picks or draws in which order."""
    view = ctx.view
    picking = view["phase"] == "pick"
    cards = [card for card in view["revealed"] if card["taken_by"] is None]
    deck = el("div", card_back("ink", count=view["deck"], aria_hidden="true", data_zone="deck", data_hidden=view["deck"],
                              data_lands="deck"),
              el("span", "Deck", class_="pile-label"), sr(f" ({view['deck']} cards)"), class_="pile ink-deck")
    marks = pick_marks(ctx) if picking else leftover_marks(ctx) if view["phase"] in ("place", "bonus") else None
    title = "Topping cards" if picking else "Left over: everyone draws it" if view["leftover"] else "Topping cards"
    drawn = sum(1 for p in view["placements"] if p["state"] == "done")
    progress = sr(f" ({ordinal(drawn + 1)} of the {len(view['placements'])} cards drawn this round)") \
        if view["placements"] and view["phase"] != "pick" else None
    return el("section",
              deck,
              el("div", el("h2", title, progress, class_="market-label"),
                 el("ul", [render_card(ctx, card) for card in cards], class_="ink-revealed", data_zone="draft"),
                 marks, class_="ink-draft-cards"),
              class_="ink-draft market", data_market="", data_acting="draft" if picking and ctx.acting else None,
              aria_label="Topping cards")
