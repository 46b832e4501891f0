"""Ramen Ink's rules page (see ``rules_text``): its sections, its pieces from the game's one table."""

from __future__ import annotations

from html import escape

from ramen.core.pieces import Piece
from ramen.ink.components import (BIN_SIZE, BONUS_FIELDS, BONUS_POINTS, BOWL_SIZE, BOWLS, CARD_INGREDIENTS, INGREDIENT,
                                  ORDER_PIECES, ORDERS_IN_PLAY, ORDERS_LEFT_OUT, PAIR, PIECES as INK_PIECES, ROUNDS, SINGLE,
                                  STYLIST, TOPPING_COPIES, TOPPING_DECK, TOPPING_KINDS, TRIPLE)
from ramen.ui.markup.html import Markup, el
from ramen.ui.screens.rules_marks import MARK, beside, gallery, rule_list, shown, strip
from ramen.ui.views.ink.pieces import COIN, ing_chip, order_card, topping_card


def _ink_ingredients() -> str:
    items = [shown(p, ing_chip(p.id, "", False), el("strong", p.id), " ",
                   el("span", f"{p.name}{', ' + p.aka if p.aka != p.id else ''}", class_="rules-aka"))
             for p in INK_PIECES if p.kind == INGREDIENT]
    return gallery(items, "The four ingredients", cls="chips")


def _orders(kind: str) -> Markup:
    """Every order card of ``kind``, small, side by side."""
    return el("span", [order_card(p.id, p.kind) for p in INK_PIECES if p.kind == kind], class_="rules-cards")


def _order_pieces(kind: str) -> list[Piece]:
    return [p for p in INK_PIECES if p.kind == kind]


def _kinds_of(size: int) -> list[str]:
    """The topping card kinds of ``size`` ingredients (each a pair or a set of three)."""
    return [kind for kind in TOPPING_KINDS if len(CARD_INGREDIENTS[kind]) == size]


#: how many there are of each, from the game's tables
_ORDERS = {kind: len(_order_pieces(kind)) for kind in (SINGLE, PAIR, TRIPLE, STYLIST)}
_TWO_KINDS, _THREE_KINDS = len(_kinds_of(2)), len(_kinds_of(3))
_TWO_CARDS, _THREE_CARDS = (sum(1 for card in TOPPING_DECK if card in _kinds_of(size)) for size in (2, 3))
_TOPPINGS = len(TOPPING_DECK)


_INK_ORDERS = rule_list([
    beside(_orders(SINGLE), Markup(f"""<strong>{_ORDERS[SINGLE]} single orders</strong> ({", ".join(p.id for p in _order_pieces(SINGLE))}): the guest wants lots of one thing.
2 points for two of it, 4 for three, 6 for four, and so on (2 &times; (count &minus; 1)). A single
one scores nothing."""), pieces=_order_pieces(SINGLE)),
    beside(_orders(PAIR), Markup(f"""<strong>{_ORDERS[PAIR]} pair orders</strong>, one for every pair of different ingredients ({", ".join(p.id for p in _order_pieces(PAIR))}): <strong>7 points</strong>, once, when the bowl
holds at least two of each of the two."""), pieces=_order_pieces(PAIR)),
    beside(_orders(TRIPLE), Markup(f"""<strong>{_ORDERS[TRIPLE]} "don't like" orders</strong> naming three ingredients (the guest dislikes the fourth):
<strong>4 points</strong> for every complete set of the three. An ingredient counts in one set only,
so the best you can get is 8."""), pieces=_order_pieces(TRIPLE)),
    beside(_orders(STYLIST), Markup(f"""<strong>{_ORDERS[STYLIST]} food stylist orders</strong>. <em>2x</em>: 3 points for every pair of identical
ingredients. <em>3x</em>: 5 points for every group of three identical ones. Again, nothing is
counted twice: four eggs and two nori make 9 points for 2x (three pairs) but only 5 for 3x (one
group)."""), pieces=_order_pieces(STYLIST)),
], cls="orders")

#: a topping card of each size, as the market shows them
_TWO, _THREE = topping_card("egg+nori"), topping_card("egg+nori+naruto")

_INK_TOPPINGS = rule_list([beside(el("span", _TWO, _THREE, class_="rules-cards"), Markup(
    f"""<p><strong>{_TOPPINGS} topping cards</strong>: {_TWO_CARDS} show two toppings (each of the {_TWO_KINDS} pairs of different
ingredients {TOPPING_COPIES} times) and {_THREE_CARDS} show three toppings (each of the {_THREE_KINDS} sets of three different ingredients
{TOPPING_COPIES} times). {MARK}</p>"""))], cls="two")

_INK_BONUS = el("span", [ing_chip(i, "", False) for i in ("egg", "nori", "naruto", "chashu")], COIN, COIN,
                class_="rules-cards chips")

_INK_PLACING = rule_list([
    beside(_TWO, Markup("""A <strong>two-topping card</strong>: its two ingredients go into two different bowls, anywhere on
the ring.""")),
    beside(_THREE, Markup("""A <strong>three-topping card</strong>: its three ingredients go into three bowls that are
neighbours on the ring, such as 3-4-5 or 7-8-1. You pick which ingredient lands in which of the
three.""")),
])

_INK_BIN = strip([("0&ndash;2", "0"), ("3&ndash;4", "&minus;1"), ("5", "&minus;2"), ("6", "&minus;3"), ("7", "&minus;4"),
                  ("8", "&minus;5")], "Ingredients in the bin and their penalty", legend=("Ingredients in the bin", "Penalty"))
_INK_SERVING = strip([("3", "1"), ("4", "2"), ("5", "3"), ("6", "4 to 8")], "Bowls served at the end of each round",
                     legend=("End of round", "Bowls served"))


_INK_GOAL = f"""
<p>Ramen Ink is a flip-and-write game: everyone fills in their own score card.
Over <strong>{ROUNDS} rounds</strong> you pick topping cards and draw their ingredients into the
<strong>{BOWLS} bowls</strong> of your card. Each bowl belongs to a guest whose order card sits on the
table, and a bowl earns points only if you give that guest what they asked for.</p>
<p>Filling a bowl to the brim earns a bonus, throwing food in the bin costs points. After the sixth
round the cook with the highest total wins.</p>
"""

_INK_BOX = f"""
<p>There are four ingredients. The app uses short ids; the game's own names are in brackets:</p>
{_ink_ingredients()}
<p><strong>{len(ORDER_PIECES)} order cards</strong>, split {" + ".join(str(n) for n in _ORDERS.values())} over the four kinds of order. {MARK}</p>
{_INK_ORDERS}
<p>Ingredients an order does not mention may still go into its bowl; they just score nothing.</p>
{_INK_TOPPINGS}
<p>One <strong>score card</strong> per player, with:</p>
<ul>
<li>{BOWLS} bowls numbered 1 to {BOWLS} in a ring (bowl {BOWLS} sits next to bowl 1), {BOWL_SIZE} fields each;</li>
<li>{ROUNDS} round boxes to tick off;</li>
<li>a bin of {BIN_SIZE} boxes;</li>
<li>{len(BONUS_FIELDS)} bonus fields: one extra egg, one extra nori, one extra naruto and one extra chashu {MARK},
plus two fields worth +{BONUS_POINTS} points. {_INK_BONUS}</li>
</ul>
"""

_INK_SETUP = f"""
<ol>
<li>Everyone gets an empty score card.</li>
<li>Shuffle the {len(ORDER_PIECES)} order cards and lay out {ORDERS_IN_PLAY} of them, one for each bowl number from 1 to {BOWLS}. The
other {ORDERS_LEFT_OUT} are not used this game.</li>
<li>Shuffle the {_TOPPINGS} topping cards into a face-down pile.</li>
<li>Choose who is the active player for the first round (the box suggests whoever had Japanese food
last).</li>
</ol>
<p>Nothing is secret in this game: cards lie face up and every score card can be looked at.</p>
"""

_INK_ROUND = f"""
<ol>
<li><strong>Reveal.</strong> Turn over one topping card more than there are players (3 cards for two
players, 4 for three, and so on).</li>
<li><strong>Choose.</strong> The active player takes one of them. Then, going left, every other
player takes one of the rest. Exactly one card is left over.</li>
<li><strong>Draw your card.</strong> Everyone draws the ingredients of the card they took into their
own score card.</li>
<li><strong>Draw the leftover.</strong> Then everyone draws the ingredients of the leftover card too:
the same card for all players.</li>
<li><strong>Serve</strong> the bowls that are due this round (see below).</li>
<li>The active role then passes one seat to the left, and the next round begins.</li>
</ol>
<p><strong>Where ingredients may go.</strong> Each ingredient fills one empty field of a bowl that has
not been served yet.</p>
{_INK_PLACING}
<p>In the app, the placements of a card can be taken back until you confirm that card. {MARK}</p>
"""

_INK_SPECIAL = f"""
<h3>The bin</h3>
<p>You may throw any ingredient in the bin instead of drawing it, ticking one bin box per
ingredient. You have to when it has nowhere legal to go. If you bin one ingredient of a
three-topping card, the other two stay where they would have been and the binned one leaves a gap:
binning the middle one means, for example, bowls 4 and 6, or 8 and 2.</p>
<p>The bin has room for 8. Once it is full, every later ingredient must be drawn. If an ingredient
can neither be drawn nor binned, it is simply lost, with no penalty. {MARK}</p>
{_INK_BIN}
<h3>Full bowls and bonuses</h3>
<p>A bowl is full with 6 ingredients. Whenever your drawing fills a bowl, you may straight away
cross off one of your unused bonus fields (or take no bonus):</p>
<ul>
<li>an <strong>extra ingredient</strong>: draw that ingredient at once into any unserved bowl with
room. If it fills another bowl, you earn another bonus, and so on;</li>
<li><strong>+3 points</strong>, added at the end of the game.</li>
</ul>
<p>When all six bonus fields are used, filling a bowl earns nothing more.</p>
<h3>Serving</h3>
<p>The guests do not all eat at once. At the end of some rounds, bowls leave the kitchen:</p>
{_INK_SERVING}
<p>A served bowl is scored right away with its order
card and then closed: nothing more goes in, and it no longer counts as a neighbour. Once bowl 1 is
gone, bowls 8 and 2 are neighbours; once bowl 2 is gone too, bowls 8 and 3 are.</p>
"""

_INK_END = """
<p>The game ends after round 6, when bowls 4 to 8 have been served. Your final score is:</p>
<ul>
<li>the points of all 8 bowls,</li>
<li>plus 3 for each "+3 points" bonus field you crossed off,</li>
<li>minus the bin penalty.</li>
</ul>
<p>Highest score wins. On a tie, the tied player with <strong>fewer ingredients in the bin</strong>
wins; if that is equal too, the win is shared.</p>
"""

_INK_RULINGS = f"""
<p>The rulebook leaves a few things open. This is what the app does:</p>
<ul>
<li>The app chooses the first active player at random (the box suggests whoever ate Japanese food most recently). {MARK}</li>
<li>The {len(ORDER_PIECES)} order cards are {_ORDERS[SINGLE]} single, {_ORDERS[PAIR]} pair, {_ORDERS[TRIPLE]} "don't like" and {_ORDERS[STYLIST]} food stylist cards: every possible
order of each kind exactly once. {MARK}</li>
<li>The {_TOPPINGS} topping cards: every pair of different ingredients {TOPPING_COPIES} times ({_TWO_CARDS} cards) and every set of
three different ingredients {TOPPING_COPIES} times ({_THREE_CARDS} cards). {MARK}</li>
<li>The four extra-ingredient bonus fields are one of each ingredient. {MARK}</li>
<li>An ingredient that fits in no bowl while the bin is full is lost, without a penalty. {MARK}</li>
<li>You can take back where you put a card's ingredients until you confirm the card. {MARK}</li>
<li>When a bowl fills and a bonus field can still be used, you choose your bonus before doing
anything else: a field, or "No bonus". An extra ingredient that would fit in no bowl cannot be
chosen. {MARK}</li>
<li>If the bin cannot take the rest of the card, an extra may not take the room the card still
needs: no bonus choice may lose food that could be drawn. {MARK}</li>
<li>When the bin cannot take every ingredient still to place, the app only offers placements that
lose as few ingredients as possible, so losing food never works as a free bin. {MARK}</li>
</ul>
"""


#: the page: its title and its sections (heading, HTML)
RULES = {"title": "Ramen Ink", "sections": [
    ("Goal", _INK_GOAL),
    ("What's in the box", _INK_BOX),
    ("Setup", _INK_SETUP),
    ("A round", _INK_ROUND),
    ("Special rules: bin, full bowls, serving", _INK_SPECIAL),
    ("End of the game and scoring", _INK_END),
    ("Our rulings", _INK_RULINGS),
]}
