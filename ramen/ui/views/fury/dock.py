"""Ramen Fury's dock at the foot of the table: whose turn and the actions left, the viewer's hand fanned
(tap a card to prep or play it), "Into my hand" while spooning, and the verbs. On a phone it sticks to the
bottom of the window while the table scrolls above it (static/css/fury.css)."""

from __future__ import annotations

from ramen.core.words import plural
from ramen.fury.components import HAND_LIMIT
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pictures import PIECE_ART, art
from ramen.fury.view import FuryView
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.seats import whose
from ramen.fury.components import GARNISHES
from ramen.ui.views.fury.common import card_name, choose, face, moving_card
from ramen.ui.views.fury.words import FINAL_WORDS, VERB_HELP, VERB_WORDS, VERBS


def render_turn(ctx: BoardContext[FuryView]) -> Markup:
    """Whose turn with the actions left (two pips), the final round's notice, and the verbs when acting."""
    view = ctx.view
    left = view["actions_left"] if not view["over"] else 0
    per_turn = view["actions_per_turn"]
    pips = [el("span", class_="fury-pip on" if i < left else "fury-pip") for i in range(per_turn)]
    # whose turn is the strip's to say; here, while acting, the actions left
    final = None
    if view.get("final_round"):
        reason = FINAL_WORDS.get(view.get("final_reason") or "", "ended the game")
        waiting = ", ".join(ctx.who(s) for s in view.get("final_turns_left") or [])
        final = el("p", el("strong", "Final round:"), f" {ctx.who(view.get('final_trigger'))} {reason}.",
                   f" Last turns: {waiting}." if waiting else None, class_="fury-final", role="note")
    head = el("div",
              el("p", el("span", "Actions", class_="fury-al-label"), " ", el("span", left, class_="fury-al-num print"),
                 el("span", pips, class_="fury-pips", aria_hidden="true"),
                 class_="fury-actions-left", data_left=left, data_lands="actions",
                 aria_label=f"Actions left: {left} of {per_turn}")
              if ctx.acting else None,
              class_="fury-turnbar")
    # the verbs stay while the others play (greyed, each saying why): the dock keeps its height, and the table does not
    # jump when a turn begins; while a prompt asks the viewer (a card revealed, the hand limit) they step aside for it
    asked = ctx.acting and view["phase"] in ("reveal", "discard")
    verbs = render_verbs(ctx) if ctx.viewer is not None and not view["over"] and not asked else None
    acting = ctx.acting and view["phase"] in ("actions", "free")
    return el("section", head, final, verbs, class_="fury-turn", data_acting="verbs" if acting else None, aria_label="Turn")


def render_verbs(ctx: BoardContext[FuryView]) -> Markup:
    view = ctx.view
    assert ctx.viewer is not None
    me = view["players"][ctx.viewer]
    buttons = []
    for verb in VERBS:
        if verb == "play":  # (the garnishes it plays shown by their pictures where the dock is narrow)
            words = html(el("span", VERB_WORDS[verb], class_="verb-words"),
                         el("span", art(PIECE_ART["chili"], cls="verb-pic"), art(PIECE_ART["nori"], cls="verb-pic"),
                            class_="verb-pics", aria_hidden="true"))
        else:
            words = html(VERB_WORDS[verb], el("span", me["spoons"], class_="fury-sub spoons-left print", aria_hidden="true",
                                              data_lands="spoons-left")
                         if verb == "spoon" else None, sr(f" ({plural(me['spoons'], 'spoon')} left)") if verb == "spoon" else None)
        cls = "fury-verb" + (" primary" if verb == "end" and ctx.can_pick("end") else "")
        buttons.append(choose(ctx, (verb,), words, cls=cls, title=f"{VERB_WORDS[verb]}: {VERB_HELP[verb]}"))
    return el("div", buttons, class_="fury-verbs", role="group", aria_label="Choose an action")


def render_hand(ctx: BoardContext[FuryView]) -> Markup | None:
    """The viewer's own hand (from ``ctx.view["hand"]`` only), one card per kind with its count: tap a card
    to prep, play or discard it."""
    hand = ctx.view.get("hand")
    if hand is None or (ctx.acting and ctx.view["phase"] == "discard"):  # (the hand limit's panel holds it meanwhile)
        return None
    view = ctx.view
    counts: dict[str, int] = {}
    for card in hand:
        counts[card] = counts.get(card, 0) + 1
    items = []
    for card, number in counts.items():
        body = html(face(card), el("span", f"×{number}", class_="fury-times card-badge count", data_stays=True)
                    if number > 1 else None)
        if ctx.acting:
            if view["phase"] == "discard":
                full: tuple[str, ...] = ("discard", card)
                verb = "Discard"
            elif card in GARNISHES:
                full, verb = ("play", card), "Play"
            else:
                full, verb = ("prep", card), "Prep"
            item = choose(ctx, full, html(sr(f"{verb} "), body), cls="fury-hand-card card-button")
        else:
            item = el("span", body, class_="fury-hand-card card-button")
        # (one piece standing for ``number`` cards: static/travel.js counts them)
        items.append(el("li", item, data_card=card, data_count=number, data_thing=f"card:{card}", data_n=number,
                        data_lands=f"hand-card:{card}"))
    into_hand = None
    prefix = ctx.prefix
    if ctx.acting and len(prefix) == 2 and prefix[0] == "spoon":
        into_hand = choose(ctx, (*prefix, "hand"), html("Into my hand", sr(f": spoon the {card_name(moving_card(ctx))}")),
                           cls="fury-into-hand primary")
    tight = " tight" if len(counts) > 4 else ""
    owner = whose(ctx, ctx.viewer) if ctx.viewer is not None else "Your"
    return el("div",
              el("h3", f"{owner} hand ", el("span", f"{plural(len(hand), 'card')} (limit {HAND_LIMIT})", class_="fury-sub",
                                        data_lands="hand-count"),
                 class_="hand-label"),
              el("ul", items or [el("li", "No cards", class_="fury-empty")], class_=f"fan fury-hand-cards{tight}",
                 data_zone=f"hand:{ctx.viewer}"),
              into_hand,
              class_="fury-hand", data_acting="hand" if ctx.acting else None, role="region", aria_label=f"{owner} hand",
              data_seat=ctx.viewer)


def render_dock(ctx: BoardContext[FuryView]) -> Markup:
    """The turn, the hand and the verbs together, at the foot of the table."""
    return el("div", render_turn(ctx), render_hand(ctx), class_="fury-dock dock" + (" acting" if ctx.acting else ""))


