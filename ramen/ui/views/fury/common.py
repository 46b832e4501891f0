"""Ramen Fury's board, the small parts every other part uses: a card's name, kind and face, a bowl's
name in words, points in words, and the choice button keyed "fury:<tokens>"."""

from __future__ import annotations

import re
from functools import lru_cache

from ramen.core.pieces import letter_of
from ramen.core.words import plural
from ramen.fury.components import CARD, CARD_KIND, CARD_NAMES, FLAVORS, KIND_WORDS
from ramen.ui.markup.html import MINUS, Markup
from ramen.ui.markup.pieces import card
from ramen.fury.view import FuryView
from ramen.ui.views import BoardContext

#: how each flavor scores, in a few words (its piece's ``short``)
FLAVOR_RULES = {card: CARD[card].short for card in FLAVORS}


_SEAT_BOWL = re.compile(r"^p(\d)b(\d)$")
OWN_BOWL = re.compile(r"^b(\d)$")


def card_name(card_id: str | None) -> str:
    return CARD_NAMES.get(card_id or "", str(card_id))


def kind_of(card_id: str) -> str:
    return CARD_KIND.get(card_id, "unknown")


def card_sub(card_id: str) -> str:
    """A card's second line: its rule in a few words (a flavor, a chili, a nori), else its kind."""
    piece = CARD.get(card_id)
    return "" if piece is None else piece.short or KIND_WORDS.get(piece.kind, "")


@lru_cache(maxsize=256)
def face(card_id: str, size: str = "", sub: bool = True) -> Markup:
    """A Ramen Fury card's face (``size`` as ``ramen.ui.markup.pieces.card``; ``sub``: its kind or rule below its name)."""
    return card(card_id, name=card_name(card_id), letter=letter_of(CARD, card_id), kind=kind_of(card_id),
                sub=card_sub(card_id) if sub else None, size=size)


def points(value: int) -> str:
    return f"{MINUS}{-value}" if value < 0 else str(value)


def points_words(value: int) -> str:
    """ "1 point", "−2 points" (a true minus sign)."""
    return plural(value, "point", minus=MINUS)


def signed(value: int) -> str:
    return f"{MINUS}{-value}" if value < 0 else f"+{value}"


def seat_token(seat: int, bowl: int) -> str:
    return f"p{seat + 1}b{bowl + 1}"


def parse_seat_bowl(token: str) -> tuple[int, int] | None:
    found = _SEAT_BOWL.match(token)
    return (int(found.group(1)) - 1, int(found.group(2)) - 1) if found else None


def bowl_words(ctx: BoardContext[FuryView], seat: int, bowl: int) -> str:
    """ "your bowl 2" for the viewer's own, else "Ken's bowl 2"."""
    if seat == ctx.viewer:
        return f"your bowl {bowl + 1}"
    return f"{ctx.who(seat)}'s bowl {bowl + 1}"


def whose(ctx: BoardContext[FuryView], seat: int) -> str:
    """ "your" or "Ken's"."""
    return "your" if seat == ctx.viewer else f"{ctx.who(seat)}'s"


def key(*parts: str) -> str:
    return "fury:" + " ".join(parts)


def choose(ctx: BoardContext[FuryView], full: tuple[str, ...], content: str, *, cls: str = "", label: str | None = None,
           title: str | None = None, key_: str | None = None) -> Markup:
    """A choice button (``ctx.choice``) keyed "fury:<tokens>": tapped while another choice is in progress,
    it drops that one and starts afresh; off, it says the engine's reason."""
    return ctx.choice(full, content, key=key_ or key(*full), elsewhere="fresh", cls=cls, label=label, title=title)


def moving_card(ctx: BoardContext[FuryView]) -> str | None:
    """The card the chosen action would put into a bowl (prep/play: the card; spoon: the top card;
    place: the revealed card)."""
    prefix, view = ctx.prefix, ctx.view
    if len(prefix) >= 2 and prefix[0] in ("prep", "play"):
        return prefix[1]
    if len(prefix) >= 2 and prefix[0] == "spoon":
        where = parse_seat_bowl(prefix[1])
        if where and where[0] < len(view["players"]):
            cards = view["players"][where[0]]["bowls"][where[1]]["cards"]
            return cards[-1] if cards else None
    if len(prefix) >= 3 and prefix[0] == "place" and prefix[2].isdigit():
        slot = int(prefix[2]) - 1
        if 0 <= slot < len(view["pantry"]):
            return view["pantry"][slot]
    return None
