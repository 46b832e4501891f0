"""Unit tests of the engine core with a toy game: replay, notation, records, bots, ranking."""

import json

import pytest

from ramen.core import (IllegalAction, NotationError, Record, RecordError, RECORD_VERSION, ScoreSheet, SeatInfo,
                        make_bot, rank_seats, rng_for)
from ramen.core.simulate import simulate
from ramen.arena import run_arena
from tests.toy_game import GAME as STICKS


def seats(n):
    return [SeatInfo(f"P{i}") for i in range(n)]


def test_rng_for_is_deterministic_and_distinct():
    assert rng_for(5, 1).random() == rng_for(5, 1).random()
    assert rng_for(5, 1).random() != rng_for(5, 2).random()


def test_replay_is_deterministic():
    record = Record(game="sticks", seed=42, seats=seats(3), actions=["take 1", "take 3", "take 2"])
    assert record.replay(STICKS) == record.replay(STICKS)
    assert record.replay(STICKS).pile == STICKS.new_state(42, 3).pile - 6


def test_notation_round_trip_and_error():
    assert str(STICKS.parse_action("take 2")) == "take 2"
    with pytest.raises(NotationError):
        STICKS.parse_action("grab 2")


def test_illegal_action_raises_typed_readable_error():
    state = STICKS.new_state(1, 2)
    with pytest.raises(IllegalAction, match="can't take 4"):
        STICKS.apply(state, STICKS.parse_action("take 4"))


def test_record_json_round_trip():
    record = Record(game="sticks", seed=7, seats=[SeatInfo("Mai"), SeatInfo("Bot", "bot", "easy")],
                    options={"x": 1}, actions=["take 1"])
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert again == record
    assert again.to_json()["version"] == RECORD_VERSION


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.update(version=RECORD_VERSION + 1), "newer"),
    (lambda d: d.pop("version"), "format version"),
    (lambda d: d.update(seed="x"), "seed"),
    (lambda d: d.update(seats=[]), "no seats"),
    (lambda d: d.update(actions=[1]), "actions"),
    (lambda d: d["seats"].append({"name": "B", "kind": "bot"}), "no level"),
])
def test_damaged_records_are_rejected_with_a_reason(mutate, message):
    data = Record(game="sticks", seed=7, seats=seats(2)).to_json()
    mutate(data)
    with pytest.raises(RecordError, match=message):
        Record.from_json(data)


def test_replay_of_illegal_action_names_it():
    record = Record(game="sticks", seed=7, seats=seats(2), actions=["take 1", "take 9"])
    with pytest.raises(RecordError, match="action 2"):
        record.replay(STICKS)


def test_undoable_count_stops_at_other_seat():
    record = Record(game="sticks", seed=7, seats=seats(2), actions=["take 1", "take 1"])
    assert record.undoable_count(STICKS) == 0  # each action passed the turn


def test_rank_seats_tiebreak_and_shared_win():
    def sheet(total, tb):
        return ScoreSheet(total=total, breakdown=(("x", total),), tiebreak=tb, tiebreak_label="tb")
    out = rank_seats([sheet(5, 1), sheet(5, 2), sheet(3, 9)])
    assert out.winners == (1,) and out.tiebreak_decided and out.ranking == (1, 0, 2)
    out = rank_seats([sheet(5, 2), sheet(5, 2)])
    assert out.winners == (0, 1) and not out.tiebreak_decided


def test_easy_bot_is_available_for_any_game():
    bot = make_bot(STICKS, "easy")
    state = STICKS.new_state(3, 2)
    import random
    assert bot.choose(STICKS.view(state, 0), STICKS.legal_actions(state), random.Random(1)) in STICKS.legal_actions(state)
    with pytest.raises(ValueError, match="no computer level"):
        make_bot(STICKS, "grandmaster")


def test_simulate_checks_toy_games():
    for seed in range(30):
        state, record = simulate(STICKS, seed, 2 + seed % 4)
        assert STICKS.is_terminal(state)


def test_arena_summary_shape():
    summary = run_arena(STICKS, 2, ["easy", "easy"], 20, 1)
    assert summary["games"] == 20 and sum(summary["wins"]) == 20 and summary["errors"] == 0
    assert set(summary) == {"game", "seats", "games", "seed", "bots", "wins", "mean_score", "min_score",
                            "max_score", "errors", "actions_per_second", "decision_ms_mean", "decision_ms_p95",
                            "decision_ms_max"}
    assert all(ms is not None and ms >= 0 for ms in summary["decision_ms_mean"] + summary["decision_ms_p95"]
               + summary["decision_ms_max"])
