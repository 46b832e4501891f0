"""Ramen Extreme's rules page (see ``rules_text``): its sections, its pieces from the game's one table."""

from __future__ import annotations

from html import escape

from ramen.core.pieces import Piece
from ramen.extreme.components import BOWL_CARD as EXTREME_BOWL_CARD, FACE as EXTREME_FACE, PIECES as EXTREME_PIECES
from ramen.extreme.components import BOWL_PIECES, DICE_COUNT, HOT_POTS, MAX_ROUNDS, TOKENS, TOKENS_EACH
from ramen.extreme.components import PROTEIN as EXTREME_PROTEIN, VEGETABLE as EXTREME_VEGETABLE
from ramen.core.pieces import by_id
from ramen.ui.markup.html import Markup, el
from ramen.ui.markup.pieces import chip, die
from ramen.ui.markup.pictures import piece_art
from ramen.ui.screens.rules_marks import MARK, beside, gallery, grouped, rule_list, shown, strip

#: every piece of the game by id
_PIECE: dict[str, Piece] = by_id(EXTREME_PIECES)
#: the bowl cards' values, lowest first, and how many cards are worth each
_VALUES = sorted({piece.points for piece in BOWL_PIECES})
_WORTH = {value: sum(1 for piece in BOWL_PIECES if piece.points == value) for value in _VALUES}
#: the ingredient tokens in the box
_TOKEN_COUNT = sum(piece.count for piece in EXTREME_PIECES if piece.kind in (EXTREME_PROTEIN, EXTREME_VEGETABLE))


def _token(token: str) -> Markup:
    """A token as a round chip (a picture on this page: it does not travel)."""
    piece = _PIECE[token]
    return chip(token, letter=piece.letter, kind=piece.kind, cls="s", thing=False)


def _dice(*faces: str) -> Markup:
    """Dice showing ``faces``, side by side."""
    return el("span", [die(face) for face in faces], class_="rules-dice")


def _tokens(*tokens: str) -> Markup:
    return el("span", [_token(t) for t in tokens], class_="rules-cards chips")


def _extreme_tokens() -> str:
    tokens = [p for p in EXTREME_PIECES if p.kind in (EXTREME_PROTEIN, EXTREME_VEGETABLE)]
    items = [shown(p, chip(p.id, letter=p.letter, kind=p.kind, thing=False), el("strong", p.id),
                   f" ({p.aka})" if p.aka else None, el("span", f"{p.kind} ×{p.cost}", class_="rules-aka"), count=p.count)
             for p in tokens]
    return gallery(items, "The eight ingredient tokens", cls="chips")


def _extreme_dice() -> str:
    faces = [p for p in EXTREME_PIECES if p.kind == EXTREME_FACE]
    return gallery([shown(p, die(p.id), p.name.lower(), el("span", f"{p.count} face{'s' if p.count > 1 else ''}", class_="rules-aka"))
                    for p in faces], "A die's faces", cls="dice")


def _bowl_card(piece: Piece) -> Markup:
    """A ramen bowl card: its points over the ingredients it needs."""
    return el("span", el("span", piece.points, class_="rules-bowl-points"),
              el("span", [_token(i) for i in piece.needs], class_="rules-bowl-ings"), class_="rules-bowl", aria_hidden="true")


def _extreme_bowls() -> str:
    bowls = [p for p in EXTREME_PIECES if p.kind == EXTREME_BOWL_CARD]
    parts = []
    for group in grouped(bowls, lambda p: p.points):
        recipes = " &middot; ".join(escape(" + ".join(p.needs)) for p in group)
        parts.append(f"<p><strong>{group[0].points} points</strong>: {recipes}</p>\n"
                     + gallery([shown(p, _bowl_card(p)) for p in group], f"The bowl cards worth {group[0].points}", cls="bowls"))
    return "\n".join(parts)


def _per_player() -> str:
    pepper, sticks = _PIECE["pepper"], _PIECE["chopsticks"]
    return gallery([shown(pepper, piece_art(pepper.id, cls="rules-art"), "chili pepper", el("span", "marks your Heat card", class_="rules-aka")),
                    shown(sticks, piece_art(sticks.id, cls="rules-art"), "Chopsticks", el("span", "one use, then back", class_="rules-aka"))],
                   "Each player's pieces", cls="kit")


_EXTREME_HEAT = strip([("start", "0"), ("1", "0"), ("2", "&minus;1"), ("3", "&minus;5"), ("4", "+5"), ("5", "&minus;10"), ("6", "&minus;15"),
                       ("7 (top)", "&minus;20")], "The Heat card: each position and its points", legend=("Position", "Points"),
                      cls="heat")

_EXTREME_ROLLS = rule_list([
    beside(el("span", _dice("vegetable", "vegetable"), _tokens("scallion", "corn"), class_="rules-deal"),
           Markup("2 vegetable: take a scallion or a corn;")),
    beside(el("span", _dice("vegetable", "vegetable", "vegetable"), class_="rules-deal"), Markup("3 vegetable: take any vegetable;")),
    beside(el("span", _dice("protein", "protein"), _tokens("egg", "naruto"), class_="rules-deal"),
           Markup("2 protein: take an egg or a naruto;")),
    beside(el("span", _dice("protein", "protein", "protein"), class_="rules-deal"), Markup("3 protein: take any protein;")),
    beside(_dice("chili", "chili"), Markup("2 chili: every other player moves their pepper 1 space up (not optional, see below);")),
    beside(_dice("fan", "fan"), Markup("2 fan: you may move your own pepper 2 spaces down.")),
], cls="rolls")

_EXTREME_ACTIONS = rule_list([
    beside(piece_art("bowl", cls="rules-art"), Markup("""<strong>Claim</strong> one or two bowl cards from the Table by paying exactly the ingredients
shown. The spent tokens go back to the Hot Pots, and each gap on the Table is refilled from the
pile.""")),
    beside(piece_art("chopsticks", cls="rules-art"), Markup("""<strong>Chopsticks</strong>, in one of two ways: steal one token from another player (and, as
part of the same action, claim a bowl if that token is what lets you claim it); or replace one, two or all three Table cards, putting
the old ones under the pile. Used chopsticks are set aside; when every player has used theirs,
everyone gets them back.""")),
    beside(_tokens("egg", "naruto"), Markup("""<strong>Swap</strong> one of your tokens for the other token of the same type and value from the
pots: egg for naruto, chashu for tofu, scallion for corn, mushroom for carrot, or the other way round.""")),
])

_EXTREME_BOWL_CARDS = rule_list([beside(piece_art("bowl", cls="rules-art"), Markup(
    f"<p><strong>{len(BOWL_PIECES)} ramen bowl cards</strong>: {_WORTH[_VALUES[0]]} worth {_VALUES[0]} points, "
    f"{', '.join(f'{_WORTH[v]} worth {v}' for v in _VALUES[1:-1])} and {_WORTH[_VALUES[-1]]} worth {_VALUES[-1]}. {MARK}</p>"),
    pieces=[_PIECE["bowl"]])])

_EXTREME_EXTREMES = rule_list([
    beside(_dice("chili", "chili", "chili", "chili", "chili"), Markup("<strong>Five chilis</strong>: every other pepper jumps to the top (&minus;20).")),
    beside(_dice("fan", "fan", "fan", "fan", "fan"), Markup("<strong>Five fans</strong>: your own pepper goes back to the start (0).")),
], cls="extremes")


_EXTREME_GOAL = """
<p>Roll five dice to gather ingredient tokens, then trade the right tokens in for ramen bowl cards
worth points. Along the way, push your rivals' chili heat up, since a hot pepper costs points. Most
points at the end wins.</p>
"""

_EXTREME_BOX = f"""
<p><strong>{_TOKEN_COUNT} ingredient tokens</strong>, {TOKENS_EACH} of each of the {len(TOKENS)} ingredients. {MARK} Each token has a type
and a value; the value (&times;2 or &times;3) is how many matching dice it costs.</p>
{_extreme_tokens()}
<p><strong>{len(HOT_POTS)} Hot Pot cards</strong> hold the tokens that nobody owns, one pot per type and value.</p>
<p><strong>{DICE_COUNT} dice</strong>, each with the faces protein, protein, vegetable, vegetable, chili,
fan. {MARK}</p>
{_extreme_dice()}
{_EXTREME_BOWL_CARDS}
{_extreme_bowls()}
<p>Per player: a <strong>Heat card</strong>, a <strong>chili pepper token</strong> to mark it and a
<strong>Chopsticks token</strong> (5 of each in the box).</p>
{_per_player()}
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

_EXTREME_TURN = f"""
<h3>Roll (required)</h3>
<p>Roll all five dice. You may then re-roll any of them, keeping the rest, up to two more times: three
rolls at most. When you stop, use the final dice. Each die can be used once, and the same result can
be used twice if you have the dice for it:</p>
{_EXTREME_ROLLS}
<p>For instance, four vegetable dice can buy two ×2 vegetables. You can only take tokens that are
still in a Hot Pot. You may never hold more than <strong>8 tokens</strong>: discard extras at once,
your choice.</p>
<h3>One optional action</h3>
<p>Once per turn, before or after rolling, you may do <strong>one</strong> of these:</p>
{_EXTREME_ACTIONS}
<p>Then the player on your left takes a turn.</p>
"""

_EXTREME_SPECIAL = f"""
<h3>The Heat card</h3>
<p>Your pepper starts off the card, just below its bottom space, and is worth 0 there. The card has
seven spaces; from the start below the card up to the top, the positions are worth:</p>
{_EXTREME_HEAT}
<p>So the first step up only reaches the bottom space, still worth 0. A pepper never goes above the
top or below the start. Note the sweet spot: four steps up, the fourth space is worth
<strong>+5</strong>.</p>
<h3>Chili pairs are not optional</h3>
<p>Every pair of chilis in your final dice pushes each other player's pepper 1 space up, whether you
like it or not. {MARK}</p>
<h3>Extreme results</h3>
{_EXTREME_EXTREMES}
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
<li>The {_TOKEN_COUNT} tokens are {TOKENS_EACH} of each ingredient. {MARK}</li>
<li>Every die has two protein faces, two vegetable faces, one chili and one fan. {MARK}</li>
<li>The {len(BOWL_PIECES)} bowl cards are {", ".join(f"{_WORTH[v]} worth {v}" for v in _VALUES[:-1])} and {_WORTH[_VALUES[-1]]} worth {_VALUES[-1]}, with the recipes listed above.
{MARK}</li>
<li>Chili pairs in the final dice always take effect; you cannot decline them. {MARK}</li>
<li>The last round after the pile runs out starts with the next player, and the player who
placed the last card also gets one more turn. {MARK}</li>
<li>A game that nobody brings to an end stops after round {MAX_ROUNDS} (the round in progress is finished).
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


#: the page: its title and its sections (heading, HTML)
RULES = {"title": "Ramen Extreme", "sections": [
    ("Goal", _EXTREME_GOAL),
    ("What's in the box", _EXTREME_BOX),
    ("Setup", _EXTREME_SETUP),
    ("A turn", _EXTREME_TURN),
    ("Special rules: heat, chilis and fans", _EXTREME_SPECIAL),
    ("End of the game and scoring", _EXTREME_END),
    ("Our rulings", _EXTREME_RULINGS),
]}
