"""Ramen Extreme scoring: bowl points + Heat card value + 1 per token held; tie-break most bowls."""

from __future__ import annotations

from typing import Sequence, TypedDict

from ramen.core import ScoreSheet
from ramen.extreme.components import BOWL, HEAT_VALUES, TOKENS
from ramen.extreme.state import ExtremeState


#: each bowl card's points, by id (a quick table of ``BOWL``; the bots read it too)
BOWL_POINTS: dict[str, int] = {bowl: card.points for bowl, card in BOWL.items()}


def bowl_points(bowls: Sequence[str]) -> int:
    """The points of the bowl cards ``bowls`` (ids): a player's claimed bowls' part of the score."""
    return sum(map(BOWL_POINTS.__getitem__, bowls))


def score_player(bowls: Sequence[str], heat_position: int, token_count: int) -> int:
    """A player's score from the ids of their claimed bowls, their pepper's position (0 = the start
    off the card, 1 to 7 = the card's spaces from the bottom up) and how many ingredient tokens they still hold. Rulebook, 'Scoring'."""
    return bowl_points(bowls) + HEAT_VALUES[heat_position] + token_count


class BowlCardJson(TypedDict):
    """A Ramen Bowl card as the page shows it (``bowl_json``)."""

    id: str
    name: str
    points: int
    #: the ingredient tokens it needs
    ingredients: list[str]


def bowl_json(bowl: str) -> BowlCardJson:
    """A bowl card as JSON-ready data."""
    card = BOWL[bowl]
    return {"id": card.id, "name": card.name, "points": card.points, "ingredients": card.ingredient_ids}


def score_sheet(state: ExtremeState, seat: int) -> ScoreSheet:
    """One seat's score sheet: one line per claimed bowl, the heat line and the tokens line."""
    bowls = state.claimed[seat]
    heat = state.heat[seat]
    token_count = sum(state.tokens[seat])
    lines = [(f"Bowl: {BOWL[bowl].name}", BOWL[bowl].points) for bowl in bowls]
    lines.append(("Heat card", HEAT_VALUES[heat]))
    lines.append(("Ingredient tokens held", token_count))
    details = {
        "bowls": [bowl_json(bowl) for bowl in bowls],
        "bowl_points": bowl_points(bowls),
        "heat_position": heat,
        "heat_value": HEAT_VALUES[heat],
        "tokens": {TOKENS[token]: count for token, count in enumerate(state.tokens[seat]) if count},
        "token_count": token_count,
    }
    return ScoreSheet(total=sum(points for _, points in lines), breakdown=tuple(lines), tiebreak=len(bowls),
                      tiebreak_label="Ramen Bowl cards claimed", details=details)


def score_sheets(state: ExtremeState) -> list[ScoreSheet]:
    """Every seat's sheet (running totals before the end, final once over)."""
    return [score_sheet(state, seat) for seat in range(state.seats)]
