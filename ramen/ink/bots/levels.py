"""Ramen Ink's computer opponents by level, as the game registers them: "normal" (the greedy
player of ``policy``), "strong" and "expert" (the search of ``ramen.core.search`` with the models
of ``search``)."""

from __future__ import annotations

from ramen.core.search import ExpertSearchBot, SearchBot
from ramen.ink.actions import InkAction
from ramen.ink.bots.policy import NormalBot
from ramen.ink.bots.search import InkExpertSearch, InkSearch

__all__ = ["NormalBot", "StrongBot", "ExpertBot"]


class StrongBot(SearchBot[InkAction]):
    """"strong": the search of ramen.core.search with ``InkSearch``; sees only its view."""

    model_type = InkSearch


class ExpertBot(ExpertSearchBot[InkAction]):
    """"expert": the search of ramen.core.search with ``InkExpertSearch``; sees only its view."""

    model_type = InkExpertSearch
