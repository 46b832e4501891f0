"""Scoring an eaten bowl (rulebook, "Scoring"; docs/components.md, "Scoring an eaten bowl").

>>> score_bowl(["shrimp", "naruto", "chashu", "tofu", "corn"])
8
>>> score_bowl(["chicken", "egg", "egg", "nori"])
7
>>> score_bowl(["soy", "mushroom", "scallion", "chili"])
4
>>> score_bowl(["fury", "mushroom", "chili"])
2
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence, TypedDict

from ramen.core import ScoreSheet
from ramen.core.pieces import Piece
from ramen.fury.components import BOWLS_PER_PLAYER, CARD, CARD_NAMES, CHILI, FLAVOR, NORI
from ramen.fury.state import FuryState

# names and plurals a person might type, read as the ids of docs/components.md
_ALIASES: dict[str, str] = {
    "chili peppers": "chili", "chili pepper": "chili", "chilis": "chili", "chilies": "chili", "pepper": "chili",
    "nori garnish": "nori", "garnish": "nori",
    "scallions": "scallion", "mushrooms": "mushroom", "eggs": "egg", "aji tama": "egg",
    "narutomaki": "naruto", "fish cake": "naruto", "pork": "chashu",
    "chicken flavor": "chicken", "shrimp flavor": "shrimp", "beef flavor": "beef",
    "soy sauce": "soy", "soy sauce flavor": "soy", "soy flavor": "soy", "fury flavor": "fury",
    **{name.lower(): card for card, name in CARD_NAMES.items()},
}
#: the chili penalty is waived by this flavor
_NO_CHILI_PENALTY = "fury"


class BowlScoreJson(TypedDict):
    """``BowlScore.to_json()``: the parts of a bowl's score, as the page shows them."""

    flavor: str | None
    flavor_points: int
    nori_bonus: int
    chili_penalty: int
    total: int


@dataclass(frozen=True)
class BowlScore:
    """One bowl's score in parts: its flavor's points, the nori bonus and the chili penalty."""

    flavor: str | None
    flavor_points: int
    nori_bonus: int
    chili_penalty: int  # zero or negative

    @property
    def total(self) -> int:
        return self.flavor_points + self.nori_bonus + self.chili_penalty

    def to_json(self) -> BowlScoreJson:
        return {"flavor": self.flavor, "flavor_points": self.flavor_points, "nori_bonus": self.nori_bonus,
                "chili_penalty": self.chili_penalty, "total": self.total}


def normalise_card(card: str, pieces: Mapping[str, Piece] = CARD) -> str:
    """The docs/components.md id of ``card`` (ids, printed names and plurals accepted); ValueError if unknown."""
    if not isinstance(card, str):
        raise ValueError(f"{card!r} is not a Ramen Fury card")
    text = " ".join(card.strip().lower().replace("_", " ").replace("-", " ").split())
    if text in pieces:
        return text
    if text in _ALIASES:
        return _ALIASES[text]
    named = next((piece.id for piece in pieces.values() if piece.name.lower() == text), None)
    if named is not None:
        return named
    raise ValueError(f"{card!r} is not a Ramen Fury card; the cards are {', '.join(pieces)}")


def flavor_points(flavor: str | None, counts: Counter[str], pieces: Mapping[str, Piece] = CARD) -> int:
    """The points ``flavor`` gives a bowl whose cards are ``counts``: its piece's scoring rule."""
    if flavor is None:
        return 0
    rule = pieces[flavor].score
    if rule is None:
        raise ValueError(f"{flavor!r} is not a flavor")
    return rule(counts, pieces)


def bowl_breakdown(cards: Iterable[str], pieces: Mapping[str, Piece] = CARD) -> BowlScore:
    """Score a bowl in parts. The flavor card may be anywhere in the list; a bowl holds at most one."""
    return breakdown_of_ids([normalise_card(card, pieces) for card in cards], pieces)


def breakdown_of_ids(ids: Sequence[str], pieces: Mapping[str, Piece] = CARD) -> BowlScore:
    """``bowl_breakdown`` for cards already given as docs/components.md ids (the engine's fast path); ``pieces``:
    the cards and their rules (``ramen.fury.components.CARD``, or a table with a flavor more)."""
    flavors = [card for card in ids if pieces[card].kind == FLAVOR]
    if len(flavors) > 1:
        raise ValueError(f"a bowl holds at most one flavor, not {len(flavors)} ({', '.join(flavors)})")
    flavor = flavors[0] if flavors else None
    counts = Counter(ids)
    return BowlScore(flavor=flavor, flavor_points=flavor_points(flavor, counts, pieces), nori_bonus=counts[NORI],
                     chili_penalty=0 if flavor == _NO_CHILI_PENALTY else -counts[CHILI])


def score_bowl(cards: list[str], pieces: Mapping[str, Piece] = CARD) -> int:
    """The points of an eaten bowl holding ``cards`` (docs/components.md ids, flavor anywhere in the list)."""
    return bowl_breakdown(cards, pieces).total


def score_sheets(state: FuryState) -> list[ScoreSheet]:
    """Rulebook, 'Scoring': only eaten bowls score; tie-break: most Ingredients eaten."""
    sheets = []
    for p in range(state.seats):
        lines: list[tuple[str, int]] = []
        details = []
        cards_eaten = 0
        for b in range(BOWLS_PER_PLAYER):
            cards = state.bowls[p][b]
            eaten = state.eaten[p][b]
            parts = breakdown_of_ids(cards)
            details.append({"bowl": b + 1, "cards": list(cards), "eaten": eaten,
                            "score": parts.total if eaten else None, **({"breakdown": parts.to_json()} if eaten else {})})
            if not eaten:
                continue
            cards_eaten += len(cards)
            flavor = CARD_NAMES[parts.flavor] if parts.flavor else "no flavor"
            lines.append((f"Bowl {b + 1} ({flavor})", parts.flavor_points))
            if parts.nori_bonus:
                lines.append((f"Bowl {b + 1}: Nori Garnish", parts.nori_bonus))
            if parts.chili_penalty:
                lines.append((f"Bowl {b + 1}: Chili Peppers", parts.chili_penalty))
        if not lines:
            lines.append(("No bowls eaten", 0))
        sheets.append(ScoreSheet(total=sum(points for _, points in lines), breakdown=tuple(lines),
                                 tiebreak=cards_eaten, tiebreak_label="cards in eaten bowls",
                                 details={"bowls": details, "cards_eaten": cards_eaten}))
    return sheets
