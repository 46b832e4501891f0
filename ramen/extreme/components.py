"""Ramen Extreme components: ingredient tokens, Hot Pots, dice, Ramen Bowl cards and the Heat card.

Ids are the ones of the component list kept with the rulebooks (``shared/rules/COMPONENTS.md``
beside the project, not in this repository), so rules, tests and notation name a part the same way.
The state stores tokens and bowls by index into ``TOKENS`` and ``BOWLS`` (small ints are fast to
copy and compare); views and the notation use the ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

# --- ingredient tokens ---------------------------------------------------------------------------

#: token ids in a fixed order; the state's per-token counts follow it. Swap partners are
#: neighbours (index ^ 1): egg/naruto, chashu/tofu, scallion/corn, mushroom/carrot.
TOKENS: tuple[str, ...] = ("egg", "naruto", "chashu", "tofu", "scallion", "corn", "mushroom", "carrot")
TOKEN_INDEX: dict[str, int] = {name: index for index, name in enumerate(TOKENS)}
PROTEINS: tuple[int, ...] = (0, 1, 2, 3)
VEGETABLES: tuple[int, ...] = (4, 5, 6, 7)
#: "protein" or "vegetable" per token index
TOKEN_TYPE: tuple[str, ...] = ("protein",) * 4 + ("vegetable",) * 4
#: the value (x2 / x3) per token index: how many matching dice it costs [COMPONENTS.md]
TOKEN_VALUE: tuple[int, ...] = (2, 2, 3, 3, 2, 2, 3, 3)
#: names shown to players beside the ids
TOKEN_NAMES: dict[str, str] = {
    "egg": "Egg (Aji Tama)", "naruto": "Naruto (Narutomaki)", "chashu": "Chashu (pork)", "tofu": "Tofu",
    "scallion": "Scallion", "corn": "Corn", "mushroom": "Mushroom", "carrot": "Carrot",
}
#: tokens of each ingredient in the game [default: 6 of each, 48 in all]
TOKENS_EACH = 6
TOTAL_TOKENS = TOKENS_EACH * len(TOKENS)
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
DIE_FACES: tuple[str, ...] = ("protein", "protein", "vegetable", "vegetable", "chili", "fan")
FACE_KINDS: tuple[str, ...] = ("protein", "vegetable", "chili", "fan")
#: fan dice that move the roller's own pepper down (two spaces) [rulebook]
FANS_TO_MOVE = 2

# --- Heat card -----------------------------------------------------------------------------------

#: points of each pepper position: 0 is the start, off the bottom of the card (worth 0); 1 to 7 are
#: the card's seven printed spaces from the bottom up [rulebook, "Heat Card, Chili Peppers, and Fans":
#: "from top to bottom: -20, -15, -10, +5, -5, -1, 0"; Setup: the pepper starts "off the bottom"]
HEAT_VALUES: tuple[int, ...] = (0, 0, -1, -5, 5, -10, -15, -20)
HEAT_START = 0
HEAT_TOP = len(HEAT_VALUES) - 1
#: the printed spaces of the card, bottom first (positions 1 .. HEAT_TOP)
HEAT_SPACES: tuple[int, ...] = HEAT_VALUES[1:]


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
    """A Ramen Bowl card: its id (ingredients joined by '+'), points and the ingredients it needs."""

    id: str
    points: int
    ingredients: tuple[int, ...]

    @property
    def ingredient_ids(self) -> list[str]:
        return [TOKENS[token] for token in self.ingredients]

    @property
    def name(self) -> str:
        return " + ".join(TOKEN_NAMES[TOKENS[token]].split(" (")[0] for token in self.ingredients)


def _bowl(points: int, *names: str) -> Bowl:
    return Bowl("+".join(names), points, tuple(TOKEN_INDEX[name] for name in names))


#: the 14 Ramen Bowl cards [default]: 6 worth 5, 5 worth 10, 3 worth 15
BOWLS: tuple[Bowl, ...] = (
    _bowl(5, "egg", "scallion"), _bowl(5, "naruto", "corn"), _bowl(5, "egg", "corn"),
    _bowl(5, "naruto", "scallion"), _bowl(5, "egg", "naruto"), _bowl(5, "scallion", "corn"),
    _bowl(10, "chashu", "egg", "scallion"), _bowl(10, "tofu", "naruto", "corn"),
    _bowl(10, "mushroom", "egg", "corn"), _bowl(10, "carrot", "naruto", "scallion"),
    _bowl(10, "tofu", "mushroom", "scallion"),
    _bowl(15, "chashu", "mushroom", "egg", "corn"), _bowl(15, "tofu", "carrot", "naruto", "scallion"),
    _bowl(15, "chashu", "tofu", "mushroom", "carrot"),
)
BOWL_INDEX: dict[str, int] = {bowl.id: index for index, bowl in enumerate(BOWLS)}
TABLE_SIZE = 3
#: with 2 or 3 players, one card of each of these values is removed at random [rulebook]
REMOVED_VALUES: tuple[int, ...] = (5, 10, 15)


def bowl_needs(table: Sequence[int | None], slots: Sequence[int]) -> list[int]:
    """Tokens needed, per token index, to claim the Table bowls in ``slots`` together."""
    need = [0] * len(TOKENS)
    for slot in slots:
        for token in BOWLS[table[slot]].ingredients:  # type: ignore[index]
            need[token] += 1
    return need


def can_claim(holding: Sequence[int], table: Sequence[int | None], slots: Sequence[int]) -> bool:
    """Whether ``holding`` has the exact ingredients of the Table bowls in ``slots``."""
    if any(slot < 0 or slot >= len(table) or table[slot] is None for slot in slots):
        return False
    need = bowl_needs(table, slots)
    return all(have >= needed for have, needed in zip(holding, need))


#: [default] a guard so that every game ends: after this many rounds the game is over even if the
#: bowl pile is not used up (the pile only shrinks when bowls are claimed). Normal play ends long
#: before (see the module ``rules`` for figures).
MAX_ROUNDS = 40
