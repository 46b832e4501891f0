"""Ramen Extreme's market in the middle of the table, on a felt mat: the face-down pile (a card back with its
count), the Table's three bowl cards (their points and the ingredients they need as chips, Claim on each),
and the four Hot Pots holding their token chips (tap one to take it, or to choose it at the start)."""

from __future__ import annotations

from typing import Any

from ramen.extreme.view import ExtremeTableSlot, ExtremeView
from ramen.core.words import plural
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pieces import card_back
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.seats import avatar
from ramen.ui.views.extreme.common import (WORDS, Choices, bowl_words, choose, counted, piece, points_of, slots_of,
                                           slots_words, token_chip)


def offers_claims(ctx: BoardContext[ExtremeView]) -> bool:
    """Whether the viewer may claim now (the optional action, or a claim with a stolen token)."""
    view = ctx.view
    phase = view["phase"]
    return ctx.acting and (phase == "steal_claim" or (phase in ("before", "after") and not view["optional_used"]))


def bowl_tile(ctx: BoardContext[ExtremeView], choices: Choices, place: ExtremeTableSlot, moved: bool, offer: bool) -> Markup:
    """One of the Table's bowl cards: its points, its ingredients as chips, who could claim it, and Claim."""
    slot = place["slot"]
    bowl = place["bowl"]
    number = el("span", slot, class_="print xt-slot", data_stays=True)  # (as printed(): not the bowl card's picture)
    if bowl is None:
        if place["hidden"]:
            inner = html(card_back("extreme", cls="xt-facedown"), sr(f"Bowl {slot}: face down until everyone has chosen"))
            return el("li", number, inner, class_="bowl-card blank", data_slot=slot, title="Face down until everyone has chosen")
        return el("li", number, el("span", "Empty", class_="place-empty xt-empty"), sr(f"Bowl {slot}: empty, the pile has run out"),
                  class_="bowl-card blank", data_slot=slot)
    can = offer and choices.has(f"claim b{slot}")
    cls = "bowl-card" + (" moved" if moved else "") + (" claim-now" if place["claim_now"] or can else "")
    badges = []
    words = [f"Bowl {slot}: {bowl_words(bowl)}, {plural(bowl['points'], 'point')}."]
    if moved:
        badges.append(el("span", "new", class_="card-badge xt-new", aria_hidden="true", data_stays=True))
        words.append("New from the pile.")
    if place["claim_now"] or can:
        words.append("You can claim it now.")
    elif place["claimable"] and ctx.viewer is not None:
        cls += " yours"
        badges.append(el("span", "✓", class_="card-badge xt-yours", aria_hidden="true", title="You hold its ingredients",
                          data_stays=True))
        words.append("You hold its ingredients.")
    others = [s for s in place["claimable_by"] if s != ctx.viewer]
    by = None
    if others:
        words.append(f"Ingredients held by {', '.join(ctx.who(s) for s in others)}.")
        by = el("span", [avatar(ctx, s) for s in others], class_="by", aria_hidden="true", data_stays=True,
                title=f"{', '.join(ctx.who(s) for s in others)} could claim it")
    claim = None
    if offer:
        claim = choices.claim(f"claim b{slot}", html("Claim", sr(f" bowl {slot} ({bowl_words(bowl)}, {bowl['points']} points)")),
                              key="table", cls="claim primary" if can else "claim secondary")
    face = el("span",
              el("span", el("span", bowl["points"], class_="xt-points"), el("span", "pts", class_="xt-pts"), class_="xt-bowl-head"),
              el("span", [token_chip(i, small=True) for i in bowl["ingredients"]], class_="ings"),
              by, badges, class_="xt-bowl-face", aria_hidden="true")
    return el("li", number, sr(" ".join(words)), face, claim, class_=cls, data_slot=slot, data_thing=f"bowl:{bowl['id']}")


def render_table(ctx: BoardContext[ExtremeView], choices: Choices, moved: set[int] | frozenset[int]) -> Markup:
    """The pile and the Table's three bowl cards; claims of two bowls at once under them."""
    view = ctx.view
    offer = offers_claims(ctx)
    count = view["pile_count"]
    pile_face = (card_back("extreme", count=count, cls="xt-pile-card", aria_hidden="true", data_lands="pile") if count
                 else el("span", "Empty", class_="place-empty xt-pile-card"))
    pile = el("div", pile_face, el("span", "Pile", class_="pile-label"), sr(f" ({plural(count, 'bowl')} face down)"),
              class_="pile xt-pile", data_zone="pile", data_hidden=count)
    tiles = [bowl_tile(ctx, choices, place, place["slot"] in moved, offer) for place in view["table"]]
    together = []
    if offer:
        claims = sorted((t for t in choices.texts if t.startswith("claim ") and len(slots_of(t)) > 1), key=lambda t: (len(t), t))
        # (two pairs may be worth the same: each says which bowls it claims, by their numbers on the Table)
        together = [choices.claim(text, html("Claim " + " + ".join(str(slot) for slot in slots_of(text)),
                                             f" · {points_of(view, text)} pts", sr(f": {slots_words(view, slots_of(text))}")),
                                  cls="primary claim") for text in claims]
    return el("section",
              el("h2", "The Table", class_="market-label"),
              el("div", pile, el("ul", tiles, class_="bowls", data_zone="table"), class_="xt-table-row"),
              el("div", together, class_="row xt-together") if together else None,
              class_="table-panel", aria_label="The Table",
              data_acting_more="claims" if offer and any(t.startswith("claim ") for t in choices.texts) else None)


def render_pots(ctx: BoardContext[ExtremeView]) -> Markup:
    """The four Hot Pots with their tokens: buttons while choosing starting tokens or taking with the dice."""
    view = ctx.view
    stage, phase = view["stage"], view["phase"]
    prefix = ctx.prefix
    pots = []
    for pot in view["pots"]:
        items = []
        for token, count in pot["tokens"].items():
            body = counted(token, count, always=True)
            if stage == "setup":
                if pot["type"] == "protein":
                    full: tuple[str, ...] = ("choose", token)
                    why: str | None = "Tap the chosen protein again to change it." if ctx.acting else None
                elif len(prefix) == 2 and prefix[0] == "choose":
                    full = ("choose", prefix[1], token)
                    why = None
                else:
                    full = ("choose", "?", token)
                    why = None
                item = choose(ctx, full, html(sr(f"Choose {WORDS[token]}: "), body), cls="tok xt-pot-token", why=why)
            elif stage == "resolving" and phase == "resolving":
                item = choose(ctx, ("take", token), html(sr(f"Take {WORDS[token]}: "), body), cls="tok take xt-pot-token")
            else:
                item = el("span", body, class_="xt-pot-token")
            items.append(el("li", item, class_="tok-static" if count else "tok-static empty", **piece(token, count),
                            data_lands=f"pot:{pot['id']}:{token}"))
        label = f"{pot['type'].title()} ×{pot['value']}"
        pots.append(el("li",
                       el("ul", items, class_="pot-tokens", data_zone=f"pot:{pot['id']}"),
                       el("span", el("span", label, class_="xt-pot-label"), class_="xt-pot-dish", aria_hidden="true"),
                       sr(f"{label}: costs {pot['value']} {pot['type']} dice"),
                       class_=f"pot {pot['type']}", data_pot=pot["id"]))
    return el("section", el("h2", "Hot Pots", class_="market-label"), el("ul", pots, class_="pots"),
              class_="pots-panel", data_acting="pots" if ctx.acting and stage == "setup" else None, aria_label="Hot Pots")


def render_market(ctx: BoardContext[ExtremeView], choices: Choices, moved: set[int] | frozenset[int]) -> Markup:
    """The felt mat: the Table, and the Hot Pots nearer the viewer's place."""
    return el("div", render_table(ctx, choices, moved), render_pots(ctx), class_="market xt-market", data_market="")
