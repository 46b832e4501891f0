"""Ramen Ink's end of a round: once every card of the round is drawn, the bowls due are served and
scored (after rounds 3, 4, 5 and 6), then the next round is dealt or the game is over."""

from __future__ import annotations

from ramen.ink.components import ROUNDS, SERVED_IN_ROUND
from ramen.ink.scoring import score_order
from ramen.ink.state import PHASE_OVER, PHASE_PICK, InkState


def end_round(new: InkState) -> None:
    """Serve the bowls due after this round, then deal the next round or end the game."""
    due = SERVED_IN_ROUND[new.round]
    if due:
        scores = []
        for seat in range(new.seats):
            row = list(new.served_scores[seat])
            for bowl in due:
                row[bowl] = score_order(new.orders[bowl], new.bowls[seat][bowl])
            scores.append(tuple(row))
        new.served_scores = tuple(scores)
        served = list(new.served)
        for bowl in due:
            served[bowl] = True
        new.served = tuple(served)
    new.card = ()
    new.step = 0
    if new.round == ROUNDS:
        new.phase = PHASE_OVER
        return
    dealt = new.seats + 1
    new.round += 1
    new.active = (new.active + 1) % new.seats
    new.revealed = new.deck[:dealt]
    new.deck = new.deck[dealt:]
    new.picks = ()
    new.phase = PHASE_PICK
