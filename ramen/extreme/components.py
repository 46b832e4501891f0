"""Ramen Extreme components: ingredient tokens, Hot Pots, dice, Ramen Bowl cards and the Heat card.

Ids are the ones of the component list (``docs/components.md``), so rules, tests and notation name a part the same way.
The state stores tokens and bowls by index into ``TOKENS`` and ``BOWLS`` (small ints are fast to
copy and compare); views and the notation use the ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ramen.core.pieces import Piece, by_id

#: the kinds of piece: the tokens' two types, a die's face, the Heat card's marker, a tool, a Ramen Bowl card
PROTEIN, VEGETABLE, FACE, MARKER, TOOL, BOWL_CARD = "protein", "vegetable", "face", "marker", "tool", "bowl"

# --- ingredient tokens, die faces, markers and tools: Ramen Extreme's pieces (the bowl cards follow) -------

_TOKEN_PIECES: tuple[Piece, ...] = (
    Piece("egg", "Egg", PROTEIN, "E", "own-egg-half", aka="Aji Tama", count=6, cost=2),
    Piece("naruto", "Naruto", PROTEIN, "Nr", "fish-cake-with-swirl", aka="Narutomaki", count=6, cost=2),
    Piece("chashu", "Chashu", PROTEIN, "Ch", "cut-of-meat", aka="pork", count=6, cost=3),
    Piece("tofu", "Tofu", PROTEIN, "T", "own-tofu", count=6, cost=3),
    Piece("scallion", "Scallion", VEGETABLE, "S", "own-scallion", count=6, cost=2),
    Piece("corn", "Corn", VEGETABLE, "Co", "ear-of-corn", count=6, cost=2),
    Piece("mushroom", "Mushroom", VEGETABLE, "M", "mushroom", count=6, cost=3),
    Piece("carrot", "Carrot", VEGETABLE, "Ca", "carrot", count=6, cost=3),
)
#: the six faces of every die [default]: ``count`` is how many faces of a die show it
_FACE_PIECES: tuple[Piece, ...] = (
    Piece("protein", "Protein", FACE, "P", "own-face-protein", count=2,
          rule="2 protein dice: an egg or naruto; 3: any protein"),
    Piece("vegetable", "Vegetable", FACE, "V", "own-face-vegetable", count=2,
          rule="2 vegetable dice: a scallion or corn; 3: any vegetable"),
    Piece("chili", "Chili", FACE, "Ci", "hot-pepper", count=1,
          rule="Each pair moves every other pepper 1 up; five: to the top"),
    Piece("fan", "Fan", FACE, "Fn", "folding-hand-fan", count=1, rule="2 fans: your own pepper 2 down"),
)
_OTHER_PIECES: tuple[Piece, ...] = (
    Piece("pepper", "Heat pepper", MARKER, "H", "hot-pepper", count=5, rule="Marks its player's heat on the Heat card"),
    Piece("chopsticks", "Chopsticks", TOOL, "Cs", "chopsticks", count=5,
          rule="Steal a token, or replace Table bowls; they come back when everyone has used theirs"),
    Piece("bowl", "Ramen bowl", TOOL, "Bo", "steaming-bowl", rule="Claimed with its exact ingredients"),
)

#: token ids in a fixed order; the state's per-token counts follow it. Swap partners are
#: neighbours (index ^ 1): egg/naruto, chashu/tofu, scallion/corn, mushroom/carrot.
TOKENS: tuple[str, ...] = tuple(piece.id for piece in _TOKEN_PIECES)
TOKEN_INDEX: dict[str, int] = {name: index for index, name in enumerate(TOKENS)}
PROTEINS: tuple[int, ...] = tuple(i for i, piece in enumerate(_TOKEN_PIECES) if piece.kind == PROTEIN)
VEGETABLES: tuple[int, ...] = tuple(i for i, piece in enumerate(_TOKEN_PIECES) if piece.kind == VEGETABLE)
#: "protein" or "vegetable" per token index
TOKEN_TYPE: tuple[str, ...] = tuple(piece.kind for piece in _TOKEN_PIECES)
#: the value (x2 / x3) per token index: how many matching dice it costs [docs/components.md]
TOKEN_VALUE: tuple[int, ...] = tuple(piece.cost for piece in _TOKEN_PIECES)
#: names shown to players beside the ids
TOKEN_NAMES: dict[str, str] = {piece.id: f"{piece.name} ({piece.aka})" if piece.aka else piece.name
                               for piece in _TOKEN_PIECES}
#: tokens of each ingredient in the game [default: 6 of each, 48 in all]
TOKENS_EACH = _TOKEN_PIECES[0].count
#: a player holds at most this many tokens [rulebook]
TOKEN_LIMIT = 8

#: the four Hot Pots: (id, label, token indices) [rulebook]
HOT_POTS: tuple[tuple[str, str, tuple[int, ...]], ...] = (
    ("protein-x2", "Protein x2", (0, 1)),
    ("protein-x3", "Protein x3", (2, 3)),
    ("vegetable-x2", "Vegetable x2", (4, 5)),
    ("vegetable-x3", "Vegetable x3", (6, 7)),
)


def swap_partner(token: int) -> int:
    """The one other token of the same type and value (the Swap action's only choice)."""
    return token ^ 1


# --- dice ----------------------------------------------------------------------------------------

DICE_COUNT = 5
MAX_ROLLS = 3
#: the six faces of every die [default]
DIE_FACES: tuple[str, ...] = tuple(piece.id for piece in _FACE_PIECES for _ in range(piece.count))
FACE_KINDS: tuple[str, ...] = tuple(piece.id for piece in _FACE_PIECES)
#: fan dice that move the roller's own pepper down (two spaces) [rulebook]
FANS_TO_MOVE = 2

# --- Heat card -----------------------------------------------------------------------------------

#: points of each pepper position: 0 is the start, off the bottom of the card (worth 0); 1 to 7 are
#: the card's seven printed spaces from the bottom up [rulebook, "Heat Card, Chili Peppers, and Fans":
#: "from top to bottom: -20, -15, -10, +5, -5, -1, 0"; Setup: the pepper starts "off the bottom"]
HEAT_VALUES: tuple[int, ...] = (0, 0, -1, -5, 5, -10, -15, -20)
HEAT_START = 0
HEAT_TOP = len(HEAT_VALUES) - 1


def heat_value(position: int) -> int:
    """The points of a pepper position (0 = the start off the card, 7 = the top space)."""
    return HEAT_VALUES[position]


def heat_up(position: int, steps: int) -> int:
    """A pepper moved ``steps`` up: it stops at the top."""
    return min(HEAT_TOP, position + steps)


def heat_down(position: int, steps: int) -> int:
    """A pepper moved ``steps`` down: it stops at the start."""
    return max(HEAT_START, position - steps)


# --- Ramen Bowl cards ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Bowl:
    """A Ramen Bowl card as the rules use it: its id (ingredients joined by '+'), points and the
    ingredients it needs (token indices); ``BOWL_PIECES`` is the same card as a piece."""

    id: str
    points: int
    ingredients: tuple[int, ...]

    @property
    def ingredient_ids(self) -> list[str]:
        return [TOKENS[token] for token in self.ingredients]

    @property
    def name(self) -> str:
        return BOWL_PIECE[self.id].name


def _bowl(points: int, *needs: str) -> Piece:
    names = " + ".join(_TOKEN_NAME[token] for token in needs)
    return Piece("+".join(needs), names, BOWL_CARD, points=points, needs=needs,
                 rule=f"{points} points for {names}")


_TOKEN_NAME: dict[str, str] = {piece.id: piece.name for piece in _TOKEN_PIECES}
#: the 14 Ramen Bowl cards [default]: 6 worth 5, 5 worth 10, 3 worth 15
BOWL_PIECES: tuple[Piece, ...] = (
    _bowl(5, "egg", "scallion"), _bowl(5, "naruto", "corn"), _bowl(5, "egg", "corn"),
    _bowl(5, "naruto", "scallion"), _bowl(5, "egg", "naruto"), _bowl(5, "scallion", "corn"),
    _bowl(10, "chashu", "egg", "scallion"), _bowl(10, "tofu", "naruto", "corn"),
    _bowl(10, "mushroom", "egg", "corn"), _bowl(10, "carrot", "naruto", "scallion"),
    _bowl(10, "tofu", "mushroom", "scallion"),
    _bowl(15, "chashu", "mushroom", "egg", "corn"), _bowl(15, "tofu", "carrot", "naruto", "scallion"),
    _bowl(15, "chashu", "tofu", "mushroom", "carrot"),
)
#: Ramen Extreme's pieces: tokens, die faces, the pepper, Chopsticks, the bowl, the bowl cards
PIECES: tuple[Piece, ...] = _TOKEN_PIECES + _FACE_PIECES + _OTHER_PIECES + BOWL_PIECES
#: every piece by id
PIECE: dict[str, Piece] = by_id(PIECES)
BOWL_PIECE: dict[str, Piece] = {piece.id: piece for piece in BOWL_PIECES}
#: the bowl cards as the rules use them (the state holds indices into it)
BOWLS: tuple[Bowl, ...] = tuple(Bowl(piece.id, piece.points, tuple(TOKEN_INDEX[t] for t in piece.needs))
                                for piece in BOWL_PIECES)
#: the bowl cards by id
BOWL: dict[str, Bowl] = {bowl.id: bowl for bowl in BOWLS}
TABLE_SIZE = 3
#: with 2 or 3 players, one card of each of these values is removed at random [rulebook]
REMOVED_VALUES: tuple[int, ...] = (5, 10, 15)


def bowl_needs(table: Sequence[str | None], slots: Sequence[int]) -> list[int]:
    """Tokens needed, per token index, to claim the Table bowls in ``slots`` together."""
    need = [0] * len(TOKENS)
    for slot in slots:
        for token in BOWL[table[slot]].ingredients:  # type: ignore[index]
            need[token] += 1
    return need


def can_claim(holding: Sequence[int], table: Sequence[str | None], slots: Sequence[int]) -> bool:
    """Whether ``holding`` has the exact ingredients of the Table bowls in ``slots``."""
    if any(slot < 0 or slot >= len(table) or table[slot] is None for slot in slots):
        return False
    need = bowl_needs(table, slots)
    return all(have >= needed for have, needed in zip(holding, need))


#: [default] a guard so that every game ends: after this many rounds the game is over even if the
#: bowl pile is not used up (the pile only shrinks when bowls are claimed). Normal play ends long
#: before (see the module ``rules`` for figures).
MAX_ROUNDS = 40
