"""What the three games share: the game protocol, chance, records and replay, bots."""

from ramen.core.errors import IllegalAction, NotationError, RecordError
from ramen.core.game import Bot, Game, ScoreSheet, Outcome, rank_seats
from ramen.core.chance import rng_for
from ramen.core.record import Record, SeatInfo, RECORD_VERSION
from ramen.core.bots import RandomBot, make_bot, bot_levels

__all__ = [
    "IllegalAction", "NotationError", "RecordError",
    "Game", "ScoreSheet", "Outcome", "rank_seats",
    "rng_for", "Record", "SeatInfo", "RECORD_VERSION",
    "Bot", "RandomBot", "make_bot", "bot_levels",
]
