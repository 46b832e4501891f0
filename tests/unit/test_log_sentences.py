"""The engines' sentences (log lines, status, progress) use the players' names, never
"Player N", get their plurals right, and carry the scoring events with their points: Ink's served bowls,
Fury's eaten bowls, Extreme's heat moves."""

from __future__ import annotations

import random
import re

import pytest

from ramen.core.bots import RandomBot
from ramen.core.registry import get_game
from ramen.core.words import plural, seat_name
from ramen.ink.components import SERVED_IN_ROUND
from ramen.ink.scoring import score_order

NAMES = ["Mai", "Ken", "Computer 1", "Computer 2", "Yuki"]
#: a count of 1 (or -1) followed by a plural noun, or another count followed by a singular one
BAD_PLURAL = re.compile(r"(?<![\d.])-?1 (points|bowls|cards|spaces|ingredients|rounds|turns|tokens|dice|spoons)\b"
                        r"|(?<![\d.])(0|[2-9]|\d\d+) (point|bowl|card|space|ingredient|round|turn|token|spoon)\b(?!-)")


def test_plural_and_seat_name():
    assert [plural(n, "point") for n in (1, -1, 0, 2, -5)] == ["1 point", "-1 point", "0 points", "2 points", "-5 points"]
    assert plural(2, "die", "dice") == "2 dice"
    assert seat_name(["Mai"], 0) == "Mai" and seat_name(["Mai"], 1) == "Seat 2" and seat_name([], None) == "Seat 1"


def _game_lines(game_id: str, seed: int, seats: int):
    """Every log line, status sentence and progress phrase of a random game, with the states around them."""
    game = get_game(game_id)
    rng = random.Random(seed)
    bot = RandomBot(game)
    state = game.new_state(seed, seats, {})
    names = NAMES[:seats]
    while not game.is_terminal(state):
        action = bot.choose(game.view(state, game.to_act(state)), game.legal_actions(state), rng)
        line = game.describe(state, action, names)
        yield state, action, line, game.status(state, names), game.progress(state)
        state = game.apply(state, action)
    yield state, None, "", game.status(state, names), game.progress(state)


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
@pytest.mark.parametrize("seed, seats", [(1, 2), (2, 3), (3, 5)])
def test_sentences_name_the_players_and_count_right(game_id, seed, seats):
    named = 0
    for state, action, line, status, progress in _game_lines(game_id, seed, seats):
        for text in (line, status, progress):
            assert "Player " not in text and "player 1" not in text.lower(), text
            assert not BAD_PLURAL.search(re.sub(r"the [+-]?\d+ space", "the space", text)), text  # "the -5 space" names one
        named += any(name in line for name in NAMES[:seats])
    assert named > 10


def test_ink_serving_is_in_the_log_with_every_players_points():
    """Rulebook, 'Serving': bowls are scored when the round that serves them ends; the log line of the
    action that ends the round says so ("Bowl 1 served: Mai 7 points, Ken 4 points.")."""
    game = get_game("ink")
    served_lines = []
    for state, action, line, _, _ in _game_lines("ink", 4, 2):
        if "served" in line:
            served_lines.append(line)
            for bowl in SERVED_IN_ROUND[state.round]:
                points = [score_order(state.orders[bowl], state.bowls[seat][bowl]) for seat in range(2)]
                assert (f"Bowl {bowl + 1} served: Mai {plural(points[0], 'point')}, "
                        f"Ken {plural(points[1], 'point')}.") in line
    assert len(served_lines) == 4  # after rounds 3, 4, 5 and 6
    assert sum(line.count("served:") for line in served_lines) == 8


def test_ink_status_names_the_player():
    """Ink's status sentence names the player (it said "Player 1 is picking" for a named player)."""
    game = get_game("ink")
    state = game.new_state(3, 2, {"first": 0})
    assert game.status(state, ["Mai", "Ken"]) == "Mai is picking a topping card."
    assert "Player" not in game.view(state, 0)["status"]


def test_fury_eat_and_extreme_heat_lines_carry_points():
    """Fury eat lines give the bowl's points; Extreme heat moves give the heat value."""
    eats = [line for _, _, line, _, _ in _game_lines("fury", 5, 3) if " ate bowl " in line]
    assert eats and all(re.search(r"\(-?\d+ points?\)", line) for line in eats)
    heats = [line for _, _, line, _, _ in _game_lines("extreme", 6, 3) if "pepper" in line]
    assert heats and all(re.search(r"heat [+-]?\d+ points?", line) for line in heats)
