"""The lean copy of Ink's state and rules (``ramen.ink.playout``, the bots' fast playouts) against the
rules (``ramen.ink.rules``), at every step of many seeded games: the same legal actions, and after each
action the same seat in the lean form.

The rules it copies (rulebook, as ``ramen.ink.rules`` states them): "``players + 1`` topping cards
are revealed; from the round's active seat to the left (seat + 1) each player picks one. Then, in
the same order, each player draws (places) the card they picked, and afterwards each player in that
order draws the card left over." The ingredients of a card go into different bowls with room (the
three of a three-topping card into three adjacent bowls, served bowls skipped) or into the bin; a
bowl filled gives a bonus (an extra ingredient, a +3 field, or none); "Bowls are served after rounds
3, 4, 5 and 6"."""

from __future__ import annotations

import random

from ramen.core import make_bot
from ramen.ink import GAME
from ramen.ink.actions import Bin, Bonus, Done, InkAction, Pick, Place
from ramen.ink.bots.lean_cards import lean_card
from ramen.ink.bots.search import policy_action
from ramen.ink.components import BIN_SIZE, BOWL_SIZE, CARD_INGREDIENTS, ROUNDS
from ramen.ink.playout import (SERVED_BEFORE, LeanSeat, bonus_open, crossed_off, draw_order, drawn_into,
                               lean_bowls, lean_clean, lean_seats, lean_totals, next_deal, open_bowls,
                               pick_options, runs_with_room)
from ramen.ink.state import PENDING, PHASE_PICK, PHASE_PLACE, InkState, placer

GAMES = 200


def lean_legal(state: InkState, seats: list[LeanSeat]) -> list[InkAction]:
    """The legal actions as the lean copy reckons them, in the rules' order."""
    if state.phase == PHASE_PICK:
        return [Pick(card) for card in pick_options(state.revealed, state.picks)]
    seat, card, _ = placer(state)
    bowls, binned, used, _ = seats[seat]
    served = SERVED_BEFORE[state.round]
    if state.bonus_due:
        fields, room, points = bonus_open(served, bowls, used)
        found: list[InkAction] = [Bonus(field, bowl) for field in fields for bowl in room] if room else []
        return found + ([Bonus("points")] if points else []) + [Bonus("none")]
    room = open_bowls(served, bowls)
    ingredients = CARD_INGREDIENTS[card]
    placed = tuple(sorted(s for s in state.card if 0 <= s < BIN_SIZE))
    where = lean_bowls(room, runs_with_room(served, tuple(room)), placed, len(ingredients) == 3)
    found = []
    for index, status in enumerate(state.card):
        if status == PENDING:
            found.extend(Place(ingredients[index], bowl) for bowl in where)
            if binned < BIN_SIZE:
                found.append(Bin(ingredients[index]))
    return found


def lean_after(state: InkState, seats: list[LeanSeat], action: InkAction) -> LeanSeat:
    """The acting seat once ``action`` is taken, by the lean copy's rules."""
    seat = GAME.to_act(state)
    assert seat is not None
    bowls, binned, used, lost = seats[seat]
    contents = list(bowls)
    if isinstance(action, Place):
        contents[action.bowl] = drawn_into(contents[action.bowl], action.ingredient)
    elif isinstance(action, Bin):
        binned += 1
    elif isinstance(action, Bonus) and action.field != "none":
        used = crossed_off(used, action.field)
        if action.bowl is not None:
            contents[action.bowl] = drawn_into(contents[action.bowl], action.field)
    elif isinstance(action, Done):
        lost += state.card.count(PENDING)
    return tuple(contents), binned, used, lost


def lean_bonus_due(seat: LeanSeat, bowl: int, round_: int) -> bool:
    """Whether the bowl just drawn into owes a bonus: it is full and a bonus is left to take."""
    bowls, _, used, _ = seat
    fields, room, points = bonus_open(SERVED_BEFORE[round_], bowls, used)
    return len(bowls[bowl]) == BOWL_SIZE and (points or bool(fields and room))


def check_step(state: InkState, legal: list[InkAction], action: InkAction, after: InkState) -> None:
    """The lean copy's reckoning of one step agrees with the rules'."""
    seat = GAME.to_act(state)
    assert seat is not None
    assert state.served == SERVED_BEFORE[state.round]
    before = lean_seats(state)
    assert lean_legal(state, before) == [a for a in legal if not isinstance(a, Done)]
    if state.phase == PHASE_PLACE:
        assert draw_order(state.active, state.revealed, state.picks, state.seats)[state.step] == placer(state)
    lean = lean_after(state, before, action)
    assert lean_seats(after)[seat] == lean, (state, action)
    if isinstance(action, (Place, Bonus)) and action.bowl is not None and after.round == state.round:
        assert after.bonus_due == lean_bonus_due(lean, action.bowl, state.round), (state, action)
    if after.round != state.round:
        assert (after.active, after.revealed, after.deck) == next_deal(state.active, state.deck, state.seats)


def check_card(state: InkState, normal: object) -> None:
    """From a card not begun, the lean copy's normal player draws the whole card as the rules' does."""
    seat, card, which = placer(state)
    exact = state
    while exact.phase == PHASE_PLACE and exact.step == state.step and exact.round == state.round:
        exact = GAME.apply_unchecked(exact, policy_action(GAME, normal, exact))  # type: ignore[arg-type]
    assert lean_card(state.orders, state.round, which, lean_seats(state)[seat], card) == lean_seats(exact)[seat]


def test_the_lean_copy_agrees_with_the_rules_at_every_step():
    """Many seeded games of two to five seats, each step the normal player's or (one in two) a random
    legal action, so bins fill and cards go without a place: at every step the lean copy offers the
    rules' legal actions and reckons the acting seat as the rules leave it; at a card not begun (one
    in ten) its normal player draws the whole card as the rules' normal player does; at the end its
    points and bins are the score sheets'."""
    normal = make_bot(GAME, "normal")
    steps = cards = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = GAME.new_state(seed, 2 + seed % 4 if seed % 5 == 0 else 2 + seed % 2)
        while GAME.to_act(state) is not None:
            if state.phase == PHASE_PLACE and lean_clean(state) and rng.random() < 0.1:
                check_card(state, normal)
                cards += 1
            legal = GAME.legal_actions(state)
            action = policy_action(GAME, normal, state) if rng.random() < 0.5 else rng.choice(legal)
            after = GAME.apply_unchecked(state, action)
            check_step(state, legal, action, after)
            state = after
            steps += 1
        assert state.round == ROUNDS
        assert lean_totals(state.orders, lean_seats(state)) == [(sheet.total, -sheet.tiebreak)
                                                               for sheet in GAME.scores(state)]
    assert steps > 15_000 and cards > 500
