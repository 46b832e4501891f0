"""Setup in Ramen Extreme: the bowls shuffled and dealt (a lesson's stacked, its dice set), the first
player, then each player in turn chooses a starting protein and vegetable."""

from __future__ import annotations

from typing import Any

from ramen.core import Game, rng_for
from ramen.core.chance import stacked
from ramen.core.errors import IllegalAction
from ramen.extreme import actions as A
from ramen.extreme.components import (BOWL, BOWLS, DICE_COUNT, DIE_FACES, HEAT_START, REMOVED_VALUES, TABLE_SIZE,
                                      TOKENS, TOKENS_EACH)
from ramen.extreme.phases.steps import move_token
from ramen.extreme.state import NO_FINAL, NO_TOKEN, ExtremeState


def choose(state: ExtremeState, action: A.Choose) -> None:
    """Setup: the two starting tokens; once every seat has chosen, the Table is revealed and play begins."""
    move_token(state, state.current, action.protein, True)
    move_token(state, state.current, action.vegetable, True)
    state.current = (state.current + 1) % state.seats
    if state.current == state.first:
        state.stage = "before"


def new_state(game: Game[ExtremeState, Any, Any], seed: int, seats: int,
              options: dict[str, Any] | None = None) -> ExtremeState:
    """Shuffle the bowls (removing one 5, 10 and 15 with 2-3 players), deal the Table, pick the first
    player (option ``first`` fixes it) who is the first to choose starting tokens; options ``bowls`` and
    ``dice`` stack the bowls and set the first rolls (a lesson's)."""
    options = dict(options or {})  # (checked where the first seat is read: Game.first_seat_option)
    counter = 0
    first = rng_for(seed, counter).randrange(seats)  # the roll-off for a chili, in short
    counter += 1
    given = game.first_seat_option(options, seats)
    if given is not None:
        first = given
    chosen = game.check_options(options)
    deck = [bowl.id for bowl in BOWLS]
    rng_for(seed, counter).shuffle(deck)
    deck = stacked(deck, chosen["bowls"], "bowl cards")
    counter += 1
    removed: list[str] = []
    if seats <= 3:  # (never a stacked card)
        for value in REMOVED_VALUES:
            card = next(card for card in deck[len(chosen["bowls"]):] if BOWL[card].points == value)
            deck.remove(card)
            removed.append(card)
    rolls = chosen["dice"]
    if not all(isinstance(roll, list) and all(face in DIE_FACES for face in roll) for roll in rolls):
        raise IllegalAction(f"The set dice are rolls of faces ({', '.join(dict.fromkeys(DIE_FACES))}), not {rolls!r}.")
    faces = tuple(face for roll in rolls for face in roll)
    return ExtremeState(
        seed=seed, seats=seats, first=first, counter=counter, stage="setup", prompt="", current=first, turn=0,
        pots=(TOKENS_EACH,) * len(TOKENS), tokens=((0,) * len(TOKENS),) * seats, heat=(HEAT_START,) * seats,
        chopsticks=(True,) * seats, claimed=((),) * seats, table=tuple(deck[:TABLE_SIZE]),
        pile=tuple(deck[TABLE_SIZE:]), removed=tuple(removed), dice=(), held=(False,) * DICE_COUNT,
        used=(False,) * DICE_COUNT, rolls=0, optional_used=False, stolen=NO_TOKEN, heat_moves=(),
        heat_moves_turn=-1, final_turns_left=NO_FINAL, end_reason="", set_dice=faces)
