"""The game screen's refusals are the game's own sentences (no refusal sentence of the UI's
own): a tap on a choice no legal action begins with says the rules' reason (``Game.why_not_begun``), and a
tap while it is not the person's turn says the engine's ``NOT_YOUR_TURN``. Played through the screen's
real commands, with the page's ``js`` stood in for."""

from __future__ import annotations

from typing import Any

from ramen.core.game import NOT_POSSIBLE, NOT_YOUR_TURN
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from tests.unit.test_lesson_taps import _Saves, _Shell
from tests.unit.test_ui_shell import page_modules  # noqa: F401  (the fixture: js stand-ins)


class _Waiting:
    """The computer's turns, never played: the screen waits for them."""

    skipping = False

    def schedule(self) -> None:
        pass


def _screen_and_commands(seats: list[SeatInfo], seed: int = 3) -> tuple[Any, dict[str, Any]]:
    from ramen.ui.commands.play import PlayCommands
    from ramen.ui.screens.play import PlayScreen
    from ramen.ui.views import get_view

    match = Match(get_game("fury"), Record(game="fury", seed=seed, seats=seats))
    screen = PlayScreen(save_id="s", match=match, board=get_view("fury"))
    screen.settle_viewer()
    shell = _Shell(screen)
    commands = PlayCommands(shell, _Saves(), _Waiting(), hints=None, launcher=None).commands()  # type: ignore[arg-type]
    if screen.handoff_to is not None:  # two people at one device: the first hands over
        commands["handoff-ready"](None)
    return screen, commands


def test_an_impossible_choice_says_the_rules_reason(page_modules: None) -> None:  # noqa: F811
    """Fury's rulebook, 'Eat': a bowl needs a Flavor and another ingredient; an empty bowl can't be eaten."""
    screen, commands = _screen_and_commands([SeatInfo(name="Mai", kind="human"), SeatInfo(name="Ken", kind="human")])
    game, state = screen.match.game, screen.match.state
    expected = game.why_not_begun(state, ("eat", "b1"))
    assert expected and expected != NOT_POSSIBLE, expected
    commands["pick"]("eat b1")
    assert screen.message == ("error", expected)
    assert screen.match.record.actions == []


def test_a_tap_while_the_computer_plays_is_not_your_turn(page_modules: None) -> None:  # noqa: F811
    seats = [SeatInfo(name="Computer", kind="bot", level="normal"), SeatInfo(name="Mai", kind="human")]
    seed = next(seed for seed in range(1, 50) if get_game("fury").to_act(get_game("fury").new_state(seed, 2)) == 0)
    screen, commands = _screen_and_commands(seats, seed)
    assert screen.match.is_bot_turn() and screen.picker() is None
    commands["pick"]("draw deck")
    assert screen.message == ("error", NOT_YOUR_TURN)
    assert screen.match.record.actions == []


class _Link:
    """The data channels, as the guest uses them: what it sends is kept."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def send(self, _connection: str, message: str) -> bool:
        self.sent.append(message)
        return True


def test_a_guest_device_chooses_and_refuses_as_the_game_screen_does(page_modules: None) -> None:  # noqa: F811
    """The guest's board runs the game screen's own step (``choose``): the same refusal sentences, and a
    whole action sent to the host."""
    from ramen.ui.devices.guest import GuestSide
    from ramen.ui.devices.screens import render_guest
    from tests.unit.test_net_protocol import Table, fury_match
    from tests.unit.test_net_screens import guest_page

    table = Table(fury_match())
    link = _Link()
    sides = {}
    for connection in ("conn-1", "conn-2"):
        side = GuestSide.__new__(GuestSide)
        side.context, side.shell, side.page = type("Context", (), {"link": link})(), _Shell(None), guest_page(table, connection)
        sides[connection] = side
    ken, yuki = sides["conn-1"], sides["conn-2"]  # Ken is to act
    expected = ken.page.context().why_not(("eat", "b1"))
    assert expected not in (NOT_POSSIBLE, NOT_YOUR_TURN)
    ken.board_command("pick", "eat b1")
    assert ken.page.message == expected and expected.replace("'", "&#x27;") in render_guest(ken.page)
    yuki.board_command("pick", "draw deck")
    assert yuki.page.message == NOT_YOUR_TURN and not link.sent
    legal = ken.page.picker().legal[0]  # a whole legal action, tapped word by word
    ken.board_command("pick-fresh", " ".join(legal))
    assert ken.page.message == "" and len(link.sent) == 1 and " ".join(legal) in link.sent[0]
