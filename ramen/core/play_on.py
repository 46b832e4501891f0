"""Play on from a replay's position: a new game that starts where another one stood, with what one seat could not
know there dealt anew.

The new game is a record like any other (``Record.played_on`` makes it). Its option ``play_on`` names the source: its seed, options and actions up
to the position, the seat whose knowledge is kept, and the new deal. Its start is worked out again from them
(``start_state``): the source is replayed through the rules to the position, and a world is sampled from that
seat's view (``Game.world``, the same sampling the search uses). So the others' hands, the deck's order and the
future dice are drawn afresh and consistent with what the seat saw, and nobody plays on knowing the future. A
forged or damaged source fails to replay and is refused with a sentence, as any record is.
"""

from __future__ import annotations

import random
from typing import Any

from ramen.core.errors import IllegalAction, RecordError
from ramen.core.game import Game

#: the option that makes a record a game played on from another's position
PLAY_ON = "play_on"
#: a game played on from one played on from ... at most this deep (a forged chain ends here)
MAX_DEPTH = 6


def start_state(game: Game[Any, Any, Any], source: object, seats: int, depth: int = 0) -> Any:
    """The opening state of a game played on from ``source`` (its ``play_on`` option): RecordError, in words, if
    the source is not a position of a game of these seats that is still going on."""
    if depth >= MAX_DEPTH:
        raise RecordError("it was played on from a game played on from another too many times")
    if not isinstance(source, dict):
        raise RecordError("where it was played on from is not written as it should be")
    seed, options, actions = source.get("seed"), source.get("options", {}), source.get("actions")
    seat, deal = source.get("seat"), source.get("deal")
    whole = [seed, seat, deal]
    if not all(isinstance(value, int) and not isinstance(value, bool) for value in whole) or not isinstance(options, dict) \
            or not isinstance(actions, list) or not all(isinstance(text, str) for text in actions):
        raise RecordError("where it was played on from is not written as it should be")
    assert isinstance(seed, int) and isinstance(seat, int) and isinstance(deal, int)  # (checked above)
    if not 0 <= seat < seats:
        raise RecordError(f"it was played on from the view of seat {seat + 1}, which it does not have")
    if PLAY_ON in options:  # played on from a game that was itself played on from another
        state = start_state(game, options[PLAY_ON], seats, depth + 1)
    else:
        try:
            state = game.new_state(seed, seats, dict(options))
        except IllegalAction as error:
            raise RecordError(f"the game it was played on from cannot be set up: {error}") from error
    for index, text in enumerate(actions):
        try:
            state = game.apply(state, game.parse_action(text))
        except ValueError as error:
            raise RecordError(f"action {index + 1} of the game it was played on from is not legal: {error}") from error
    if game.is_terminal(state):
        raise RecordError("the game it was played on from was over there")
    return game.world(game.view(state, seat), random.Random(f"play-on:{deal}"))
