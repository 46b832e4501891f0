"""Ramen Ink (Jumbo, 2020): draft topping cards and draw their ingredients into eight bowls.

``GAME`` is the game object; ``score_order`` and ``bin_penalty`` are the scoring rules.
"""

from ramen.ink.bots.levels import ExpertBot, NormalBot, StrongBot
from ramen.ink.actions import Bin, Bonus, Done, Pick, Place
from ramen.ink.rules import RamenInk
from ramen.ink.scoring import bin_penalty, score_order
from ramen.ink.state import InkState

GAME = RamenInk(bots={"normal": NormalBot, "strong": StrongBot, "expert": ExpertBot})

__all__ = ["GAME", "RamenInk", "InkState", "Pick", "Place", "Bin", "Done", "Bonus", "NormalBot",
           "score_order", "bin_penalty"]
