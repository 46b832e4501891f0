"""Default names on the home screen's set-up (ramen/ui/screens/home.py ``Setup``, mirrored by static/early.js):
computers are numbered among the computers, never by seat; a name someone typed is kept."""

from __future__ import annotations

from ramen.ui.screens.home import Setup
from tests.unit.test_ui_shell import _Anything, page_modules  # noqa: F401  (the fixture, by name)


def names(setup: Setup) -> list[str]:
    return [seat.name for seat in setup.seats]


def test_the_only_computer_is_computer_1_and_others_follow_among_computers() -> None:
    setup = Setup()
    assert names(setup) == ["Mai", "Computer 1"]
    setup.set_kind(1, "human")  # two people...
    assert names(setup) == ["Mai", "Ken"]
    setup.set_count(3)  # ...and one computer: the only computer is Computer 1, not "Computer 3"
    assert names(setup) == ["Mai", "Ken", "Computer 1"]
    setup.set_count(5)
    assert names(setup) == ["Mai", "Ken", "Computer 1", "Computer 2", "Computer 3"]
    setup.set_kind(2, "human")
    assert names(setup) == ["Mai", "Ken", "Yuki", "Computer 1", "Computer 2"]
    setup.set_kind(0, "bot")  # a person's default name becomes a computer's
    assert names(setup) == ["Computer 1", "Ken", "Yuki", "Computer 2", "Computer 3"]
    setup.set_count(2)
    assert names(setup) == ["Computer 1", "Ken"]


def test_a_typed_name_is_kept() -> None:
    setup = Setup()
    setup.set_count(3)
    setup.seats[1].name = "Robo"
    setup.set_kind(0, "bot")
    assert names(setup) == ["Computer 1", "Robo", "Computer 3"]  # Robo is the second computer
    setup.seats[0].name = "Aiko"
    setup.set_kind(0, "human")
    assert names(setup) == ["Aiko", "Robo", "Computer 2"]


def test_a_blank_computer_name_gets_its_number_among_computers(page_modules: None) -> None:  # noqa: F811
    from ramen.ui.commands.setup_form import SetupForm

    shell = _Anything()
    form = SetupForm(shell)
    form.setup.set_count(4)
    form.setup.set_kind(1, "human")
    form.setup.seats[3].name = " "
    assert [s.name for s in form.seat_infos()] == ["Mai", "Ken", "Computer 1", "Computer 2"]
