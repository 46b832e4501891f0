"""Ramen Fury's computer opponents as the game registers them: "normal" (the rule-based policy of
``ramen.fury.bots.policy``), "strong" and "expert" (the search of ramen.core.search with the models of
``ramen.fury.bots.search``)."""

from __future__ import annotations

from ramen.core.search import ExpertSearchBot, SearchBot
from ramen.fury.actions import FuryAction
from ramen.fury.bots.policy import NormalBot
from ramen.fury.bots.search import FuryExpertSearch, FurySearch

__all__ = ["NormalBot", "StrongBot", "ExpertBot"]


class StrongBot(SearchBot[FuryAction]):
    """"strong": the search of ramen.core.search with ``FurySearch``; sees only its view."""

    model_type = FurySearch


class ExpertBot(ExpertSearchBot[FuryAction]):
    """"expert": the search of ramen.core.search with ``FuryExpertSearch``; sees only its view."""

    model_type = FuryExpertSearch
