"""Ramen Fury (Mixlore, 2019): build bowls of ramen, eat them, throw chili at your rivals.

``GAME`` is the engine; ``score_bowl`` and ``bowl_breakdown`` score a bowl from its card ids.
"""

from ramen.fury.bots.levels import ExpertBot, NormalBot, StrongBot
from ramen.fury.components import CARD_COUNTS, CARD_NAMES, CARDS
from ramen.fury.rules import RamenFury
from ramen.fury.state import FuryState
from ramen.fury.scoring import BowlScore, bowl_breakdown, score_bowl

GAME = RamenFury(bots={"normal": NormalBot, "strong": StrongBot, "expert": ExpertBot})

__all__ = ["GAME", "RamenFury", "FuryState", "NormalBot", "score_bowl", "bowl_breakdown", "BowlScore",
           "CARDS", "CARD_COUNTS", "CARD_NAMES"]
