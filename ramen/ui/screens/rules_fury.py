"""Ramen Fury's rules page (see ``rules_text``): its sections, its pieces from the game's one table."""

from __future__ import annotations

from html import escape

from ramen.core.pieces import Piece
from ramen.fury.components import CHILI as FURY_CHILI, FLAVOR as FURY_FLAVOR, HYBRID as FURY_HYBRID
from ramen.fury.components import KIND_WORDS as FURY_KIND_WORDS, NORI as FURY_NORI, PIECE as FURY_PIECE
from ramen.fury.components import PIECES as FURY_PIECES, PROTEIN as FURY_PROTEIN, TOOL as FURY_TOOL
from ramen.fury.components import DECK_SIZE as FURY_DECK_SIZE, VEGETABLE as FURY_VEGETABLE
from ramen.fury.scoring import score_bowl
from ramen.ui.markup.html import Markup, el
from ramen.ui.markup.pieces import card, chip
from ramen.ui.screens.rules_marks import MARK, beside, gallery, rule_list, shown


def _card(piece: Piece, size: str = "") -> Markup:
    """A card of the deck as the table draws it (a picture on this page: it does not travel)."""
    return card(piece.id, name=piece.name, letter=piece.letter, kind=piece.kind, size=size, thing=False)


def _cards(*ids: str) -> Markup:
    """A bowl's cards, small, side by side: a picture of what the words beside it say (hidden from assistive
    technology, which has the words)."""
    return el("span", [_card(FURY_PIECE[i], "s") for i in ids], class_="rules-cards", aria_hidden="true")


def _fury_gallery(kinds: tuple[str, ...], label: str, words: str = "kind") -> Markup:
    """The cards of ``kinds``, each with how many the deck holds and its kind (or its rule in a few words)."""
    items = []
    for piece in (p for p in FURY_PIECES if p.kind in kinds):
        caption = piece.short if words == "short" and piece.short else FURY_KIND_WORDS.get(piece.kind, piece.kind)
        items.append(shown(piece, _card(piece), caption, count=piece.count))
    return gallery(items, label)


def _fury_cards() -> str:
    spoon = FURY_PIECE["spoon"]
    spoons = gallery([shown(spoon, chip(spoon.id, letter=spoon.letter, kind="special", thing=False),
                            f"{spoon.name}: {spoon.rule.lower()}", count=spoon.count)], "Spoon tokens", cls="wide")
    return (f"<h3>Proteins and vegetables</h3>\n{_fury_gallery((FURY_PROTEIN, FURY_VEGETABLE, FURY_HYBRID), 'Protein and vegetable cards')}\n"
            f"<h3>Flavors</h3>\n{_fury_gallery((FURY_FLAVOR,), 'Flavor cards', 'short')}\n"
            f"<h3>Chili and nori</h3>\n{_fury_gallery((FURY_CHILI, FURY_NORI), 'Chili and nori cards', 'short')}\n"
            f"<h3>Bowls and spoons</h3>\n<p>Also <strong>15 ramen bowl cards</strong> and <strong>10 spoon tokens</strong>: "
            f"each player uses 3 bowls and 2 spoons.</p>\n{spoons}")


def _fury_flavors() -> str:
    return rule_list((beside(_cards(p.id), Markup(f"<strong>{escape(p.name)}</strong>: {escape(p.rule)}"), pieces=[p])
                      for p in FURY_PIECES if p.kind == FURY_FLAVOR), cls="flavors")


#: the scoring examples: a bowl's cards (its flavor first), and what the page says of it (a unit test scores
#: each bowl with the engine and finds its total in the words)
EXAMPLES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("shrimp", "naruto", "chashu", "tofu", "corn"),
     "Shrimp with naruto, chashu, tofu and corn: tofu joins the vegetables, giving two full pairs, so <strong>8</strong>."),
    (("chicken", "egg", "egg", "nori"), "Chicken with two eggs and a nori: 6 for the eggs plus 1 for the nori, <strong>7</strong>."),
    (("soy", "mushroom", "scallion", "chili"),
     "Soy with mushroom, scallion and a chili: 5 for two different vegetables, minus 1 for the chili, <strong>4</strong>."),
    (("fury", "mushroom", "chili"), "Fury with mushroom and a chili: 2 for the chili and no penalty, <strong>2</strong>."),
)


def _fury_examples() -> str:
    """Each example bowl: its cards, what it scores (by the engine, as a bowl's total on the end screen), the words."""
    return rule_list((beside(el("span", _cards(*cards), el("span", score_bowl(list(cards)), class_="rules-total", aria_hidden="true"),
                                class_="rules-deal"), Markup(words)) for cards, words in EXAMPLES), cls="examples")


_FURY_GOAL = """
<p>Cook bowls of ramen from ingredient cards and eat them. Each bowl has one flavor, and every flavor
rewards a different mix of ingredients. Only the bowls you have eaten count: when the game ends, the
player whose eaten bowls add up to the most points wins.</p>
"""

_FURY_BOX = f"""
<p><strong>{FURY_DECK_SIZE} ingredient cards</strong> (the card counts come from published descriptions of the
game; the rulebook only gives the total):</p>
{_fury_cards()}
"""

_FURY_SETUP = f"""
<ol>
<li>Each player gets 3 empty bowls in a row and 2 spoons.</li>
<li>Shuffle the ingredient cards and deal 3 to every player. Your hand is secret.</li>
<li>Put the rest face down in the middle as the deck and turn 4 cards face up beside it: this is
<strong>the Pantry</strong>. A chili or nori turned up now just stays in the Pantry like any other
card. {MARK}</li>
<li>Pick a first player (the box says: whoever ate ramen most recently).</li>
</ol>
<p>Bowls are open for everyone to see, and so is the discard pile; hands and the deck are hidden.
{MARK}</p>
"""

_FURY_TURN = f"""
<p>On your turn you take <strong>two actions</strong>. They can be the same action twice, in any
order.</p>
<ul class="rules-verbs">
<li><strong>Prep</strong>: put one card from your hand on top of one of your bowls. A bowl holds at
most <strong>5 cards, its flavor included</strong>, and never more than one flavor. (Chili and nori
are not prepped: see below.)</li>
<li><strong>Draw</strong>: take one Pantry card, or the top card of the deck, into your hand. A
Pantry gap is refilled from the deck at once.</li>
<li><strong>Restock</strong>: throw all four Pantry cards on the discard pile and turn up four new
ones.</li>
<li><strong>Eat</strong>: finish one of your bowls. It needs a flavor and at least one more card. An
eaten bowl is closed for good: nothing can be added to it or spooned out of it.</li>
<li><strong>Spoon</strong>: give up one of your spoons to take the top card of any bowl not yet eaten,
whoever it belongs to (yours too). Put the card in one of your own open bowls with room, or in your
hand.</li>
<li><strong>Empty</strong>: tip every card of one of your bowls onto the discard pile.</li>
</ul>
<p><strong>Hand limit:</strong> as soon as you hold more than 5 cards, discard cards of your choice
down to 5.</p>
<p>When your two actions (and any chili or nori you want to play) are done, tap <strong>End
turn</strong> to pass play to the left. {MARK}</p>
"""

_FURY_GARNISH = rule_list([beside(_cards("chili", "nori"), Markup(
    "<p><strong>Chili</strong> (Chili Peppers) and <strong>nori</strong> (Nori Garnish) go into bowls in two ways, "
    "and you may put them in <em>anyone's</em> bowl that is not eaten and has room.</p>"),
    pieces=[FURY_PIECE["chili"], FURY_PIECE["nori"]])], cls="two")

_FURY_SPECIAL = f"""
{_FURY_GARNISH}
<ul>
<li><strong>From your hand</strong>, as free actions that do not use up either of your two
actions.</li>
<li><strong>Straight from the Pantry</strong>: when your Draw or Restock turns up a chili or nori in
the Pantry, you may at once place one of them into a bowl. Its Pantry slot is refilled, and if that
shows another chili or nori, you may place that one as well. You may also leave them lying.</li>
</ul>
<p>In the app, chili and nori from the hand can be played only during your own turn: any number of
them, before, between or after your two actions. {MARK}</p>
<p>At the end, each <strong>nori</strong> in an eaten bowl is worth <strong>+1</strong>. Each
<strong>chili</strong> in an eaten bowl costs <strong>1 point</strong>, except in a fury bowl, where
it scores instead.</p>
"""

_FURY_END = f"""
<p>The end comes when a player eats their third bowl, or when the deck runs out. Every other player
then has one final turn, in order, and the game is scored.</p>
<p>While the deck is empty, Draw can only take a Pantry card (the gap stays empty), and Restock is not
allowed. {MARK}</p>
<p>Only eaten bowls score. Each one is scored by its flavor:</p>
{_fury_flavors()}
<ul>
<li>Tofu can count as a protein or as a vegetable, whichever helps most.</li>
<li>Chicken counts only its best group (two pairs still make 6, four of a kind 10). Chili and nori
never count as a match.</li>
<li>Then add 1 per nori, and take off 1 per chili unless the flavor is fury. A bowl can end up below
zero: beef with only a chili is &minus;1.</li>
</ul>
<h3>Examples</h3>
{_fury_examples()}
<p>Add up your bowls; the highest total wins. On a tie, the tied player with the <strong>most cards
in their eaten bowls</strong> wins; if still equal, they share the win.</p>
"""

_FURY_RULINGS = f"""
<p>Where the rulebook is silent or unclear, the app does this:</p>
<ul>
<li>The app chooses the first player at random (the box suggests whoever ate ramen most recently). {MARK}</li>
<li>Chili or nori turned up while setting up the Pantry stay there as ordinary cards; nobody places
them. {MARK}</li>
<li>With the deck empty, Draw takes only from the Pantry, nothing refills it, and Restock cannot be
chosen. {MARK}</li>
<li>The discard pile is face up for everyone to see. {MARK}</li>
<li>Chili and nori from your hand are played only on your own turn, any number of them. {MARK}</li>
<li>Your turn never ends by itself: after your second action, tap <strong>End turn</strong>. Until
then you can see what your draw gave you, and take back an action that turned up no card (a prep,
an eat, a spoon, an empty or a chili or nori played); a draw or a restock cannot be taken back. {MARK}</li>
<li>Chili and nori are never prepped; they only enter bowls as free actions or from the Pantry.</li>
<li>A fury bowl with nothing but chili in it may be eaten.</li>
<li>An empty bowl cannot be emptied, and a spooned card cannot go back into the bowl it came
from. {MARK}</li>
<li>If you have nothing left to do (possible only once the deck is empty), only End turn is
left to you. {MARK}</li>
<li>The player who ends the game (third bowl eaten or deck emptied) finishes their own turn; then
every other player has one last turn. {MARK}</li>
<li>A revealed chili or nori may be placed at once; only those that its refill turns up may follow,
and the others stay in the Pantry as ordinary cards. {MARK}</li>
</ul>
"""


#: the page: its title and its sections (heading, HTML)
RULES = {"title": "Ramen Fury", "sections": [
    ("Goal", _FURY_GOAL),
    ("What's in the box", _FURY_BOX),
    ("Setup", _FURY_SETUP),
    ("A turn", _FURY_TURN),
    ("Special rules: chili and nori", _FURY_SPECIAL),
    ("End of the game and scoring", _FURY_END),
    ("Our rulings", _FURY_RULINGS),
]}
