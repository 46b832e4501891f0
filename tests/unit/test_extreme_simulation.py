"""Ramen Extreme random simulation: 500 seeded games of 2-5 seats, invariants checked at every step;
and the legality check: ``apply`` accepts exactly the actions ``legal_actions`` lists."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from ramen.core import IllegalAction
from ramen.core.simulate import simulate
from ramen.extreme import GAME
from ramen.extreme import actions as A
from ramen.extreme.components import BOWLS, HEAT_TOP, MAX_ROLLS, TOKEN_LIMIT, TOKENS, TOKENS_EACH

GAMES = 500


def make_check():
    """The invariants of the task, checked on every state of one game. Tuples in the state are
    immutable, so a field that is the very same object as at the last check need not be re-checked."""
    last: dict[str, object] = {"tokens": None, "bowls": None, "turn": None, "counter": 0}
    every_bowl = sorted(bowl.id for bowl in BOWLS)

    def check(state) -> None:
        tokens_key = (state.pots, state.tokens, state.current, state.prompt)
        if last["tokens"] is None or any(a is not b for a, b in zip(tokens_key, last["tokens"])):
            last["tokens"] = tokens_key
            # the 48 tokens are conserved: each ingredient's 6 are in the pots or with the players
            assert all(sum(column) == TOKENS_EACH for column in zip(state.pots, *state.tokens)), "tokens not conserved"
            assert min(state.pots) >= 0 and min(map(min, state.tokens)) >= 0, "a negative token count"
            # no one holds more than 8 once an action completes (the limit prompt is not pending)
            for seat, row in enumerate(state.tokens):
                if seat != state.current or not state.prompt:
                    assert sum(row) <= TOKEN_LIMIT, f"seat {seat} holds {sum(row)} tokens"
        bowls_key = (state.pile, state.table, state.claimed)
        if last["bowls"] is None or any(a is not b for a, b in zip(bowls_key, last["bowls"])):
            last["bowls"] = bowls_key
            # the bowl cards are conserved: pile + Table + claimed + removed
            cards = [bowl for bowl in state.table if bowl is not None]
            cards += state.pile
            cards += state.removed
            for row in state.claimed:
                cards += row
            cards.sort()
            assert cards == every_bowl, "bowl cards not conserved"
            assert len(state.table) == 3 and (None not in state.table or not state.pile)
        # at most three rolls a turn (each roll is one chance event)
        assert 0 <= state.rolls <= MAX_ROLLS
        turn = (state.stage, state.turn) if state.stage == "setup" else state.turn
        if turn != last["turn"]:
            last["turn"], last["counter"] = turn, state.counter
        assert state.counter - last["counter"] <= MAX_ROLLS, "more than three rolls in a turn"
        # every pepper is on the track
        assert min(state.heat) >= 0 and max(state.heat) <= HEAT_TOP, "a pepper off the Heat card"
        assert (state.stage == "over") == bool(state.end_reason)

    return check


def test_random_games_keep_every_invariant():
    """500 seeded random games, 2 to 5 seats, invariants at every step; each game ends and replays."""
    ends = {"pile": 0, "rounds": 0}
    for seed in range(GAMES):
        seats = 2 + seed % 4
        state, record = simulate(GAME, seed, seats, check=make_check())
        assert GAME.is_terminal(state) and len(record.actions) < 5000
        ends[state.end_reason] += 1
        sheets = GAME.scores(state)
        assert all(sum(points for _, points in sheet.breakdown) == sheet.total for sheet in sheets)
    assert ends["pile"] > 0


def _universe(seats: int) -> list:
    """Every action value the notation can express for ``seats`` players (legal or not)."""
    tokens = range(len(TOKENS))
    slot_sets = [combo for size in (1, 2, 3) for combo in combinations(range(3), size)]
    return ([A.Choose(p, v) for p in tokens for v in tokens]
            + [A.Roll(), A.Stop(), A.Fan(), A.Done(), A.Skip(), A.End()]
            + [A.Hold(d) for d in range(5)] + [A.Release(d) for d in range(5)] + [A.Take(t) for t in tokens]
            + [A.Discard(t) for t in tokens] + [A.Swap(a, b) for a in tokens for b in tokens]
            + [A.Claim(s) for s in slot_sets if len(s) <= 2] + [A.Replace(s) for s in slot_sets]
            + [A.Steal(v, t) for v in range(seats) for t in tokens])


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_apply_accepts_exactly_the_legal_actions(seats):
    """On sampled states of random games, every expressible action is either legal (and applies) or
    raises IllegalAction; legal texts are distinct and round-trip."""
    universe = _universe(seats)
    for seed in range(5):
        state = GAME.new_state(seed, seats)
        rng = random.Random(seed)
        step = 0
        while GAME.to_act(state) is not None:
            legal = GAME.legal_actions(state)
            texts = [str(action) for action in legal]
            assert len(set(texts)) == len(texts)
            if step % 10 == 0:
                legal_set = set(legal)
                for action in universe:
                    if action in legal_set:
                        GAME.apply(state, action)
                    else:
                        with pytest.raises(IllegalAction):
                            GAME.apply(state, action)
            state = GAME.apply(state, legal[rng.randrange(len(legal))])
            step += 1


def test_apply_unchecked_gives_the_same_state_as_apply_for_every_legal_action():
    """The search's fast path (``apply_unchecked``, no legality checks) changes the rules in nothing:
    on every state of seeded random games (2 to 5 seats), each legal action gives a state equal to
    ``apply``'s."""
    for seed in range(16):
        seats = 2 + seed % 4
        state = GAME.new_state(seed, seats)
        rng = random.Random(seed)
        while GAME.to_act(state) is not None:
            legal = GAME.legal_actions(state)
            for action in legal:
                assert GAME.apply_unchecked(state, action) == GAME.apply(state, action), (seed, str(action))
            state = GAME.apply(state, legal[rng.randrange(len(legal))])
