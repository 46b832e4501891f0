"""A rematch from the end screen (ramen/ui/screens/play.py ``rematch_seats``, the ``rematch`` command): the same
seats, computers, levels and options in a new game; "Switch seats" starts it with the next player."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.ui.screens.end import first_seat, rematch_seats
from ramen.ui.screens.play import PlayScreen, render_play
from ramen.ui.views import get_view
from tests.unit.test_ui_shell import _Anything, page_modules  # noqa: F401  (the fixture, by name)

SEATS = [SeatInfo("Mai"), SeatInfo("Computer 1", "bot", "strong"), SeatInfo("Ken"), SeatInfo("Computer 2", "bot", "easy")]


def finished(game_id: str, seed: int = 4, options: dict[str, Any] | None = None) -> Match:
    match = Match(get_game(game_id), Record(game=game_id, seed=seed, seats=list(SEATS), options=dict(options or {})))
    rng = random.Random(seed)
    while not match.over:
        match.play(rng.choice(match.legal_texts()))  # random moves for every seat: quick
    return match


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_play_again_keeps_the_seats_and_switch_seats_starts_with_the_next_player(game_id: str) -> None:
    match = finished(game_id)
    seats, options = rematch_seats(match)
    assert seats == SEATS and options == {}
    starter = first_seat(match)
    assert match.log[0][0] == starter  # the seat that acted first
    switched, options = rematch_seats(match, switch=True)
    after = (starter + 1) % len(SEATS)
    assert switched == SEATS[after:] + SEATS[:after]  # the same turn order, the next player in seat 1
    assert options == {"first": 0}
    game = get_game(game_id)
    again = Match(game, Record(game=game_id, seed=match.record.seed + 1, seats=switched, options=options))
    assert again.to_act == 0 and again.names[0] == SEATS[after].name


def test_a_fixed_first_player_is_not_carried_into_play_again() -> None:
    match = finished("ink", options={"first": 2})
    assert first_seat(match) == 2
    assert rematch_seats(match) == (SEATS, {})
    seats, options = rematch_seats(match, switch=True)
    assert [s.name for s in seats] == ["Computer 2", "Mai", "Computer 1", "Ken"] and options == {"first": 0}


def test_the_end_screen_offers_both_with_who_starts() -> None:
    match = finished("fury")
    screen = PlayScreen(save_id="t", match=match, board=get_view("fury"))
    screen.settle_viewer()
    html = render_play(screen)
    starter = rematch_seats(match, switch=True)[0][0].name
    assert 'data-cmd="rematch" data-key="rematch"' in html
    assert f'data-cmd="rematch" data-arg="switch"' in html and f"Switch seats: {starter} starts" in html


class _Launcher:
    def __init__(self) -> None:
        self.started: list[tuple[str, list[SeatInfo], dict[str, Any], int | None]] = []

    def new_match(self, game_id: str, seats: list[SeatInfo], options: dict[str, Any] | None = None,
                  after_seed: int | None = None) -> None:
        self.started.append((game_id, seats, dict(options or {}), after_seed))


def test_the_rematch_command_starts_the_new_game(page_modules: None) -> None:  # noqa: F811
    from ramen.ui.commands.play import PlayCommands

    launcher = _Launcher()
    shell = _Anything()
    commands = PlayCommands(shell, _Anything(), _Anything(), _Anything(), launcher)  # type: ignore[arg-type]
    match = finished("extreme")
    shell.screen = PlayScreen(save_id="t", match=match, board=get_view("extreme"))
    handler = commands.commands()["rematch"]
    assert handler(None) and handler("switch")
    (game, seats, options, seed), (_, switched, switched_options, _) = launcher.started
    assert (game, seats, options, seed) == ("extreme", SEATS, {}, match.record.seed)
    assert (switched, switched_options) == rematch_seats(match, switch=True)
    # a game still being played has no rematch
    live = Match(get_game("ink"), Record(game="ink", seed=1, seats=list(SEATS)))
    shell.screen = PlayScreen(save_id="u", match=live, board=get_view("ink"))
    assert not handler(None) and len(launcher.started) == 2
