"""The in-app rules pages of the three games, in the project's own words.

Sources: the rulebooks and ``COMPONENTS.md`` in ``shared/rules/`` beside the project. Every figure or rule that is this
project's own choice (marked [default] in COMPONENTS.md, or an engine ruling where even that page is
silent) is followed on the page by a visible ``default-mark`` span, and each game ends with an
"Our rulings" section that lists them.

The HTML is static and safe: no scripts, no links, no images; only headings, paragraphs, lists,
tables, ``<strong>``, ``<em>`` and ``<span class="default-mark">``.

``RULES[game_id]`` is ``{"title": str, "sections": [(heading, html), ...]}``; ``rules_html(game_id)``
joins the sections into the page body (an ``<h2>`` per section). The title is not part of the body:
the page that shows it puts it in its own header.
"""

from __future__ import annotations

from html import escape
from typing import Callable

from ramen.core.pieces import Piece
from ramen.extreme.components import BOWL_CARD as EXTREME_BOWL_CARD, PIECES as EXTREME_PIECES
from ramen.extreme.components import PROTEIN as EXTREME_PROTEIN, VEGETABLE as EXTREME_VEGETABLE
from ramen.fury.components import CHILI as FURY_CHILI, FLAVOR as FURY_FLAVOR, HYBRID as FURY_HYBRID
from ramen.fury.components import KIND_WORDS as FURY_KIND_WORDS, NORI as FURY_NORI, PIECES as FURY_PIECES
from ramen.fury.components import TOOL as FURY_TOOL
from ramen.ink.components import INGREDIENT, PIECES as INK_PIECES

#: the visible mark after every sentence that states one of our own choices
MARK = '<span class="default-mark" title="Our choice: not fixed by the published game">our ruling</span>'

# --- the pieces, from each game's one table (its components' PIECES) -------------------------------------


def _grouped(pieces: list[Piece], key: Callable[[Piece], object]) -> list[list[Piece]]:
    """Runs of consecutive pieces that share ``key``."""
    groups: list[list[Piece]] = []
    for piece in pieces:
        if groups and key(groups[-1][0]) == key(piece):
            groups[-1].append(piece)
        else:
            groups.append([piece])
    return groups


def _ink_ingredients() -> str:
    items = "".join(f"<li><strong>{escape(p.id)}</strong> ({escape(p.name)}{', ' + escape(p.aka) if p.aka != p.id else ''})</li>\n"
                    for p in INK_PIECES if p.kind == INGREDIENT)
    return f"<ul>\n{items}</ul>"


def _fury_name(piece: Piece) -> str:
    """A card as the table lists it: its id, and the game's name where that is more than the id."""
    plain = piece.name.lower() in (piece.id, piece.id + "s", piece.id + " flavor")
    return escape(piece.id if plain else f"{piece.id} ({piece.name})")


def _fury_cards() -> str:
    kinds = {FURY_CHILI: "special", FURY_NORI: "special", FURY_HYBRID: "protein <em>or</em> vegetable, as you like"}
    rows = []
    for group in _grouped([p for p in FURY_PIECES if p.kind != FURY_TOOL], lambda p: (p.kind, p.count)):
        kind = kinds.get(group[0].kind) or escape(FURY_KIND_WORDS[group[0].kind].lower())
        count = f"{group[0].count} each" if len(group) > 1 else str(group[0].count)
        rows.append(f"<tr><td>{', '.join(_fury_name(p) for p in group)}</td><td>{kind}</td><td>{count}</td></tr>\n")
    return f"<table>\n<tr><th>Card</th><th>Kind</th><th>Count</th></tr>\n{''.join(rows)}</table>"


def _fury_flavors() -> str:
    rows = "".join(f"<tr><td>{_fury_name(p)}</td><td>{escape(p.rule)}</td></tr>\n" for p in FURY_PIECES
                   if p.kind == FURY_FLAVOR)
    return f"<table>\n<tr><th>Flavor</th><th>Points</th></tr>\n{rows}</table>"


def _extreme_tokens() -> str:
    tokens = [p for p in EXTREME_PIECES if p.kind in (EXTREME_PROTEIN, EXTREME_VEGETABLE)]
    rows = []
    for group in _grouped(tokens, lambda p: (p.kind, p.cost)):
        names = ", ".join(escape(f"{p.id} ({p.aka})" if p.aka else p.id) for p in group)
        rows.append(f"<tr><td>{names}</td><td>{escape(group[0].kind)}</td><td>&times;{group[0].cost}</td></tr>\n")
    return f"<table>\n<tr><th>Token</th><th>Type</th><th>Value</th></tr>\n{''.join(rows)}</table>"


def _extreme_bowls() -> str:
    bowls = [p for p in EXTREME_PIECES if p.kind == EXTREME_BOWL_CARD]
    rows = "".join(f"<tr><td>{group[0].points}</td><td>{' &middot; '.join(escape(' + '.join(p.needs)) for p in group)}"
                   "</td></tr>\n" for group in _grouped(bowls, lambda p: p.points))
    return f"<table>\n<tr><th>Points</th><th>Ingredients needed (one card each)</th></tr>\n{rows}</table>"


# --- Ramen Ink ------------------------------------------------------------------------------------

_INK_GOAL = """
<p>Ramen Ink is a flip-and-write game: everyone fills in their own score card.
Over <strong>6 rounds</strong> you pick topping cards and draw their ingredients into the
<strong>8 bowls</strong> of your card. Each bowl belongs to a guest whose order card sits on the
table, and a bowl earns points only if you give that guest what they asked for.</p>
<p>Filling a bowl to the brim earns a bonus, throwing food in the bin costs points. After the sixth
round the cook with the highest total wins.</p>
"""

_INK_BOX = f"""
<p>There are four ingredients. The app uses short ids; the game's own names are in brackets:</p>
{_ink_ingredients()}
<p><strong>16 order cards</strong>, split 4 + 6 + 4 + 2 over the four kinds of order. {MARK}</p>
<ul>
<li><strong>4 single orders</strong> (egg, nori, naruto, chashu): the guest wants lots of one thing.
2 points for two of it, 4 for three, 6 for four, and so on (2 &times; (count &minus; 1)). A single
one scores nothing.</li>
<li><strong>6 pair orders</strong>, one for every pair of different ingredients (egg+nori, egg+naruto,
egg+chashu, nori+naruto, nori+chashu, naruto+chashu): <strong>7 points</strong>, once, when the bowl
holds at least two of each of the two.</li>
<li><strong>4 "don't like" orders</strong> naming three ingredients (the guest dislikes the fourth):
<strong>4 points</strong> for every complete set of the three. An ingredient counts in one set only,
so the best you can get is 8.</li>
<li><strong>2 food stylist orders</strong>. <em>2x</em>: 3 points for every pair of identical
ingredients. <em>3x</em>: 5 points for every group of three identical ones. Again, nothing is
counted twice: four eggs and two nori make 9 points for 2x (three pairs) but only 5 for 3x (one
group).</li>
</ul>
<p>Ingredients an order does not mention may still go into its bowl; they just score nothing.</p>
<p><strong>40 topping cards</strong>: 24 show two toppings (each of the 6 pairs of different
ingredients 4 times) and 16 show three toppings (each of the 4 sets of three different ingredients
4 times). {MARK}</p>
<p>One <strong>score card</strong> per player, with:</p>
<ul>
<li>8 bowls numbered 1 to 8 in a ring (bowl 8 sits next to bowl 1), 6 fields each;</li>
<li>6 round boxes to tick off;</li>
<li>a bin of 8 boxes;</li>
<li>6 bonus fields: one extra egg, one extra nori, one extra naruto and one extra chashu {MARK},
plus two fields worth +3 points.</li>
</ul>
"""

_INK_SETUP = """
<ol>
<li>Everyone gets an empty score card.</li>
<li>Shuffle the 16 order cards and lay out 8 of them, one for each bowl number from 1 to 8. The
other 8 are not used this game.</li>
<li>Shuffle the 40 topping cards into a face-down pile.</li>
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
<ul>
<li>A <strong>two-topping card</strong>: its two ingredients go into two different bowls, anywhere on
the ring.</li>
<li>A <strong>three-topping card</strong>: its three ingredients go into three bowls that are
neighbours on the ring, such as 3-4-5 or 7-8-1. You pick which ingredient lands in which of the
three.</li>
</ul>
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
<table>
<tr><th>Ingredients in the bin</th><td>0&ndash;2</td><td>3&ndash;4</td><td>5</td><td>6</td><td>7</td><td>8</td></tr>
<tr><th>Penalty</th><td>0</td><td>&minus;1</td><td>&minus;2</td><td>&minus;3</td><td>&minus;4</td><td>&minus;5</td></tr>
</table>
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
<table>
<tr><th>End of round</th><td>3</td><td>4</td><td>5</td><td>6</td></tr>
<tr><th>Bowls served</th><td>1</td><td>2</td><td>3</td><td>4 to 8</td></tr>
</table>
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
<li>The 16 order cards are 4 single, 6 pair, 4 "don't like" and 2 food stylist cards: every possible
order of each kind exactly once. {MARK}</li>
<li>The 40 topping cards: every pair of different ingredients 4 times (24 cards) and every set of
three different ingredients 4 times (16 cards). {MARK}</li>
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

# --- Ramen Fury -----------------------------------------------------------------------------------

_FURY_GOAL = """
<p>Cook bowls of ramen from ingredient cards and eat them. Each bowl has one flavor, and every flavor
rewards a different mix of ingredients. Only the bowls you have eaten count: when the game ends, the
player whose eaten bowls add up to the most points wins.</p>
"""

_FURY_BOX = f"""
<p><strong>89 ingredient cards</strong> (the card counts come from published descriptions of the
game; the rulebook only gives the total):</p>
{_fury_cards()}
<p>Also <strong>15 ramen bowl cards</strong> and <strong>10 spoon tokens</strong>: each player uses
3 bowls and 2 spoons.</p>
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
<ul>
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

_FURY_SPECIAL = f"""
<p><strong>Chili</strong> (Chili Peppers) and <strong>nori</strong> (Nori Garnish) go into bowls in
two ways, and you may put them in <em>anyone's</em> bowl that is not eaten and has room.</p>
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
<p><strong>Examples.</strong></p>
<ul>
<li>Shrimp with naruto, chashu, tofu and corn: tofu joins the vegetables, giving two full pairs, so
<strong>8</strong>.</li>
<li>Chicken with two eggs and a nori: 6 for the eggs plus 1 for the nori, <strong>7</strong>.</li>
<li>Soy with mushroom, scallion and a chili: 5 for two different vegetables, minus 1 for the chili,
<strong>4</strong>.</li>
<li>Fury with mushroom and a chili: 2 for the chili and no penalty, <strong>2</strong>.</li>
</ul>
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

# --- Ramen Extreme --------------------------------------------------------------------------------

_EXTREME_GOAL = """
<p>Roll five dice to gather ingredient tokens, then trade the right tokens in for ramen bowl cards
worth points. Along the way, push your rivals' chili heat up, since a hot pepper costs points. Most
points at the end wins.</p>
"""

_EXTREME_BOX = f"""
<p><strong>48 ingredient tokens</strong>, 6 of each of the 8 ingredients. {MARK} Each token has a type
and a value; the value (&times;2 or &times;3) is how many matching dice it costs.</p>
{_extreme_tokens()}
<p><strong>4 Hot Pot cards</strong> hold the tokens that nobody owns, one pot per type and value.</p>
<p><strong>5 dice</strong>, each with the faces protein, protein, vegetable, vegetable, chili,
fan. {MARK}</p>
<p><strong>14 ramen bowl cards</strong>: 6 worth 5 points, 5 worth 10 and 3 worth 15. {MARK}</p>
{_extreme_bowls()}
<p>Per player: a <strong>Heat card</strong>, a <strong>chili pepper token</strong> to mark it and a
<strong>Chopsticks token</strong> (5 of each in the box).</p>
"""

_EXTREME_SETUP = """
<ol>
<li>Each player takes a Heat card, puts their chili pepper just below its bottom space (worth 0) and
takes a Chopsticks token.</li>
<li>Sort the tokens into the four Hot Pots.</li>
<li>Every player picks one protein token and one vegetable token, any they like.</li>
<li>With 2 or 3 players, remove one 5-point, one 10-point and one 15-point bowl card at random.</li>
<li>Shuffle the bowl cards, lay 3 face up in a row (this row is <strong>the Table</strong>) and keep the
rest as a face-down pile.</li>
<li>A random player starts (in the box, players roll for it).</li>
</ol>
<p>Everything is open information except the order of the bowl pile.</p>
"""

_EXTREME_TURN = """
<h3>Roll (required)</h3>
<p>Roll all five dice. You may then re-roll any of them, keeping the rest, up to two more times: three
rolls at most. When you stop, use the final dice. Each die can be used once, and the same result can
be used twice if you have the dice for it:</p>
<ul>
<li>2 vegetable: take a scallion or a corn;</li>
<li>3 vegetable: take any vegetable;</li>
<li>2 protein: take an egg or a naruto;</li>
<li>3 protein: take any protein;</li>
<li>2 chili: every other player moves their pepper 1 space up (not optional, see below);</li>
<li>2 fan: you may move your own pepper 2 spaces down.</li>
</ul>
<p>For instance, four vegetable dice can buy two ×2 vegetables. You can only take tokens that are
still in a Hot Pot. You may never hold more than <strong>8 tokens</strong>: discard extras at once,
your choice.</p>
<h3>One optional action</h3>
<p>Once per turn, before or after rolling, you may do <strong>one</strong> of these:</p>
<ul>
<li><strong>Claim</strong> one or two bowl cards from the Table by paying exactly the ingredients
shown. The spent tokens go back to the Hot Pots, and each gap on the Table is refilled from the
pile.</li>
<li><strong>Chopsticks</strong>, in one of two ways: steal one token from another player (and, as
part of the same action, claim a bowl if that token is what lets you claim it); or replace one, two or all three Table cards, putting
the old ones under the pile. Used chopsticks are set aside; when every player has used theirs,
everyone gets them back.</li>
<li><strong>Swap</strong> one of your tokens for the other token of the same type and value from the
pots: egg for naruto, chashu for tofu, scallion for corn, mushroom for carrot, or the other way round.</li>
</ul>
<p>Then the player on your left takes a turn.</p>
"""

_EXTREME_SPECIAL = f"""
<h3>The Heat card</h3>
<p>Your pepper starts off the card, just below its bottom space, and is worth 0 there. The card has
seven spaces; from the bottom up they are worth:</p>
<table>
<tr><th>Position</th><td>start (below the card)</td><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>6</td><td>7 (top)</td></tr>
<tr><th>Points</th><td>0</td><td>0</td><td>&minus;1</td><td>&minus;5</td><td>+5</td><td>&minus;10</td><td>&minus;15</td><td>&minus;20</td></tr>
</table>
<p>So the first step up only reaches the bottom space, still worth 0. A pepper never goes above the
top or below the start. Note the sweet spot: four steps up, the fourth space is worth
<strong>+5</strong>.</p>
<h3>Chili pairs are not optional</h3>
<p>Every pair of chilis in your final dice pushes each other player's pepper 1 space up, whether you
like it or not. {MARK}</p>
<h3>Extreme results</h3>
<ul>
<li><strong>Five chilis</strong>: every other pepper jumps to the top (&minus;20).</li>
<li><strong>Five fans</strong>: your own pepper goes back to the start (0).</li>
</ul>
"""

_EXTREME_END = f"""
<p>When the last card of the pile is laid on the Table, the end is near: every player gets exactly one
more turn, beginning with the next player, so the player who emptied the pile plays last. {MARK}
Then score.</p>
<p>Your score is:</p>
<ul>
<li>the points on your bowl cards,</li>
<li>plus or minus the value of your Heat space,</li>
<li>plus 1 for every token you still hold.</li>
</ul>
<p>Highest score wins. On a tie, the tied player with the <strong>most bowl cards</strong> wins; if
that is equal as well, they share the title.</p>
"""

_EXTREME_RULINGS = f"""
<p>The published game does not spell these out, so the app decides:</p>
<ul>
<li>The 48 tokens are 6 of each ingredient. {MARK}</li>
<li>Every die has two protein faces, two vegetable faces, one chili and one fan. {MARK}</li>
<li>The 14 bowl cards are 6 worth 5, 5 worth 10 and 3 worth 15, with the recipes listed above.
{MARK}</li>
<li>Chili pairs in the final dice always take effect; you cannot decline them. {MARK}</li>
<li>The last round after the pile runs out starts with the next player, and the player who
placed the last card also gets one more turn. {MARK}</li>
<li>A game that nobody brings to an end stops after round 40 (the round in progress is finished).
Real games end long before that. {MARK}</li>
<li>The optional action comes before your first roll or after you have used your dice, not
between rolls. A fan pair is only offered while your pepper is above the start. {MARK}</li>
<li>When you steal and claim in one action, the claim must be one you could not have made without
the stolen token: if you could already claim that bowl (or pair of bowls), the steal does not come
with it. {MARK}</li>
<li>In the app, a claim cannot be taken back with Undo (the bowls that replace it are turned up from
the pile), so the board asks you to confirm a claim before it spends your tokens. {MARK}</li>
</ul>
"""

RULES: dict[str, dict] = {
    "ink": {
        "title": "Ramen Ink",
        "sections": [
            ("Goal", _INK_GOAL),
            ("What's in the box", _INK_BOX),
            ("Setup", _INK_SETUP),
            ("A round", _INK_ROUND),
            ("Special rules: bin, full bowls, serving", _INK_SPECIAL),
            ("End of the game and scoring", _INK_END),
            ("Our rulings", _INK_RULINGS),
        ],
    },
    "fury": {
        "title": "Ramen Fury",
        "sections": [
            ("Goal", _FURY_GOAL),
            ("What's in the box", _FURY_BOX),
            ("Setup", _FURY_SETUP),
            ("A turn", _FURY_TURN),
            ("Special rules: chili and nori", _FURY_SPECIAL),
            ("End of the game and scoring", _FURY_END),
            ("Our rulings", _FURY_RULINGS),
        ],
    },
    "extreme": {
        "title": "Ramen Extreme",
        "sections": [
            ("Goal", _EXTREME_GOAL),
            ("What's in the box", _EXTREME_BOX),
            ("Setup", _EXTREME_SETUP),
            ("A turn", _EXTREME_TURN),
            ("Special rules: heat, chilis and fans", _EXTREME_SPECIAL),
            ("End of the game and scoring", _EXTREME_END),
            ("Our rulings", _EXTREME_RULINGS),
        ],
    },
}


def rules_html(game_id: str) -> str:
    """The rules page body of one game: an ``<h2>`` and its content per section.

    Raises ``KeyError`` for an unknown game id.
    """
    page = RULES[game_id]
    parts = [f"<h2>{escape(heading, quote=False)}</h2>\n{html.strip()}" for heading, html in page["sections"]]
    parts.append(computer_levels_html(game_id))
    return "\n".join(parts) + "\n"


def computer_levels_html(game_id: str) -> str:
    """The rules page's last section: each computer level in one line with its measured figure."""
    from ramen.core.registry import GAME_LEVELS
    from ramen.core.strength import HINT_LEVEL, level_words

    items = "".join(f"<li><strong>{escape(level, quote=False)}</strong>: {escape(level_words(game_id, level), quote=False)}</li>"
                    for level in GAME_LEVELS[game_id])
    return ("<h2>Computer opponents</h2>\n<p>How strong each level is, measured in two-player games of this app "
            f"(both seat orders):</p>\n<ul>{items}</ul>\n<p>A computer sees only what its seat may see, as you do. "
            f"<em>Hint</em> shows the move {HINT_LEVEL} would make in your place, from your view only.</p>")
