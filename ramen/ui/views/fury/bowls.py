"""Ramen Fury's bowls, drawn as bowls: the cards set into a dish (fanned, the top card whole and in front),
the bowl's number and fill, and under it what eating it gives; a target while a choice needs a bowl."""

from __future__ import annotations

from ramen.core.words import plural
from ramen.fury.components import BOWL_CAPACITY
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pieces import printed
from ramen.fury.view import FuryBowlView, FuryView
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.fury.common import (FLAVOR_RULES, card_name, choose, face, key, moving_card, parse_seat_bowl,
                                        points, points_words, seat_token, signed)


def target_step(prefix: tuple[str, ...]) -> str | None:
    """What the next token names: "own" (b1..b3: your bowls), "any" (p1b1..: anyone's bowl),
    "source" (anyone's bowl to spoon from), or None (not a bowl)."""
    if not prefix:
        return None
    verb, n = prefix[0], len(prefix)
    if (verb in ("eat", "empty") and n == 1) or (verb in ("prep", "spoon") and n == 2):
        return "own"
    if verb == "spoon" and n == 1:
        return "source"
    if (verb == "play" and n == 2) or (verb == "place" and n == 3):
        return "any"
    return None


def bowl_description(ctx: BoardContext[FuryView], seat: int, b: int, bowl: FuryBowlView) -> str:
    """What a bowl is and where, in words: "Bowl 2 of Robo: Chicken Flavor, Egg; top: Egg; ready to eat,
    6 points"."""
    cards = bowl["cards"]
    owner = "yours" if seat == ctx.viewer else ctx.who(seat)
    inside = ", ".join(card_name(card) for card in cards) if cards else "empty"
    text = f"Bowl {b + 1} of {owner}: {inside}"
    if bowl["eaten"]:
        return text + f"; eaten, {plural(bowl['score'] or 0, 'point')}"
    if cards:
        text += f"; top: {card_name(cards[-1])}"
    if bowl["can_eat"]:
        text += f"; ready to eat, {plural(bowl['score_if_eaten'] or 0, 'point')}"
    elif cards and not bowl["flavor"]:
        text += "; no Flavor yet"
    return text


def target_verb(ctx: BoardContext[FuryView], cards: list[str]) -> str:
    """The start of a bowl button's name: what tapping it does ("Put Egg into")."""
    prefix = ctx.prefix
    verb = prefix[0]
    if verb == "eat":
        return "Eat"
    if verb == "empty":
        return "Empty into the discard pile:"
    if verb == "spoon" and len(prefix) == 1:
        return "Spoon the top card from"
    return f"Put {card_name(moving_card(ctx))} into"


def bowl_foot(bowl: FuryBowlView, mine: bool, lands: str | None = None) -> Markup:
    """Under the dish: what eating it gives, or what it lacks; an eaten bowl's score and its parts (``lands``: its
    name as a count told once a move's pieces land, static/travel.js)."""
    if bowl["eaten"]:
        parts = bowl["breakdown"]
        bits = []
        if parts:
            bits.append(f"flavor {points(parts['flavor_points'])}")
            if parts["nori_bonus"]:
                bits.append(f"nori {signed(parts['nori_bonus'])}")
            if parts["chili_penalty"]:
                bits.append(f"chili {signed(parts['chili_penalty'])}")
        return el("span", el("span", points_words(bowl["score"] or 0), class_="fury-score"),
                  el("span", " · ".join(bits), class_="fury-bowl-parts") if bits and mine else None,
                  class_="fury-bowl-foot", aria_hidden="true", data_lands=lands)
    if bowl["can_eat"]:
        worth = bowl["score_if_eaten"] or 0
        words = html("Ready · ", el("strong", points(worth)))
    elif bowl["flavor"]:
        words = html("+1 card to eat")
    else:
        words = html("No Flavor" if bowl["cards"] else "")
    rule = (el("span", FLAVOR_RULES.get(bowl["flavor"], ""), class_="fury-rule") if bowl["flavor"] and mine else None)
    return el("span", el("span", words, class_="fury-bowl-state"), rule, class_="fury-bowl-foot", aria_hidden="true",
              data_lands=lands)


def render_bowl(ctx: BoardContext[FuryView], seat: int, b: int, bowl: FuryBowlView, step: str | None,
                notes: list[str]) -> Markup:
    """One bowl: its cards set into a dish, its fill, its foot; a button where the choice needs a bowl, an
    "Eat" button under it where the viewer may eat it in one tap."""
    cards = bowl["cards"]
    eaten = bowl["eaten"]
    count = len(cards)
    mine = seat == ctx.viewer
    state = "eaten" if eaten else ("ready" if bowl["can_eat"] else "open")
    size = "s"
    stack = [el("span", face(card, size), class_="fury-slot" + (" top" if i == count - 1 and not eaten else ""))
             for i, card in enumerate(cards)]
    dish = el("span", el("span", f"Bowl {b + 1}", class_="fury-bowl-name"),
              printed("eaten" if eaten else f"{count}/{BOWL_CAPACITY}", "fury-bowl-count"),
              class_="bowl-dish fury-bowl-head", aria_hidden="true", data_lands=f"bowl-head:{seat}:{b}")
    inner = html(el("span", stack, class_="bowl-cards fury-stack" + (" eaten" if eaten else ""), aria_hidden="true",
                    data_zone=f"bowl:{seat}:{b}", data_count=count),
                 dish, bowl_foot(bowl, mine, f"bowl-foot:{seat}:{b}"))
    top = cards[-1] if cards else ""
    # (a strip's ready bowl: its badge says what eating it would give its owner)
    worth = f"eat {signed(bowl['score_if_eaten'] or 0)}" if bowl["can_eat"] and not mine else None
    cls = f"fury-bowl bowl {state}" + (" recent" if notes else "")
    title = "; ".join(notes) if notes else None
    token = None
    if step == "own" and mine:
        token = f"b{b + 1}"
    elif step in ("any", "source"):
        token = seat_token(seat, b)
    prefix = ctx.prefix
    if len(prefix) >= 2 and prefix[0] == "spoon" and parse_seat_bowl(prefix[1]) == (seat, b):
        cls += " source"  # the bowl the spooned card comes from
    words = bowl_description(ctx, seat, b, bowl)
    moved = el("span", "; ".join(notes), class_="fury-moved sr") if notes else None
    if token is None:
        eat = None
        if mine and not prefix and ctx.can_start("eat", f"b{b + 1}"):  # eat in one tap
            value = bowl["score_if_eaten"] or 0  # (a bowl worth nothing or less is not lit as the move to make)
            eat = choose(ctx, ("eat", f"b{b + 1}"), html("Eat", sr(f" bowl {b + 1}"), f" · {points(value)}"),
                         cls=("primary" if value > 0 else "secondary") + " fury-eat-now", key_=key("eat-now", str(b + 1)))
        return el("div", el("div", sr(words + "."), moved, inner, class_="bowl-body", title=title), eat, class_=cls,
                  data_seat=seat, data_bowl=b + 1, data_count=count, data_top=top, data_state=state, data_worth=worth)
    enabled = ctx.can_pick(token)
    cls += " target" if enabled else " not-target"
    name = sr(f"{target_verb(ctx, cards)} {words}.")
    return ctx.pick(token, content=html(name, moved, inner), cls=cls,
                    key=key("bowl", token),
                    data_seat=seat, data_bowl=b + 1, data_count=count, data_top=top, data_state=state, data_worth=worth)
