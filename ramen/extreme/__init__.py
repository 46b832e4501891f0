"""Ramen Extreme (2024): roll and re-roll five dice for ingredients, claim Ramen Bowls, heat up the others.

``GAME`` is the game object (see ``ramen.extreme.rules``); ``score_player`` and ``heat_value`` are the
scoring functions; ``NormalBot`` is the "normal" computer opponent.
"""

from ramen.extreme.actions import parse_action
from ramen.extreme.bots.levels import ExpertBot, NormalBot, StrongBot
from ramen.extreme.components import BOWLS, HEAT_VALUES, MAX_ROUNDS, TOKENS, heat_value
from ramen.extreme.rules import RamenExtreme
from ramen.extreme.scoring import score_player
from ramen.extreme.state import ExtremeState

GAME = RamenExtreme(bots={"normal": NormalBot, "strong": StrongBot, "expert": ExpertBot})

__all__ = ["GAME", "RamenExtreme", "ExtremeState", "NormalBot", "parse_action", "score_player", "heat_value",
           "HEAT_VALUES", "BOWLS", "TOKENS", "MAX_ROUNDS"]
