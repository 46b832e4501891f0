"""Ramen Extreme's computer levels, the classes the game registers: normal (the rule-based policy) and
strong and expert (the search over the rules)."""

from __future__ import annotations

from ramen.core.search import ExpertSearchBot, SearchBot
from ramen.extreme.actions import ExtremeAction
from ramen.extreme.bots.policy import NormalPolicy
from ramen.extreme.bots.search import ExtremeExpertSearch, ExtremeSearch


class NormalBot(NormalPolicy):
    """"normal": greedy play toward the Table's bowls (see ramen.extreme.bots.policy)."""

    level = "normal"


class StrongBot(SearchBot[ExtremeAction]):
    """"strong": the search of ramen.core.search with ``ExtremeSearch``; sees only its view."""

    model_type = ExtremeSearch


class ExpertBot(ExpertSearchBot[ExtremeAction]):
    """"expert": the search of ramen.core.search with ``ExtremeExpertSearch``; sees only its view."""

    model_type = ExtremeExpertSearch
