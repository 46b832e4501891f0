"""Declared game options (as OpenSpiel declares a game's parameters): each game lists its options with a
type, a default and what each sets; an option it does not declare, or a value of another type, is refused
with a sentence, whether it comes to ``new_state``, in a saved record, or in a game file given to
``python -m ramen``."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ramen.core.errors import IllegalAction, RecordError
from ramen.core.game import FIRST_SEAT
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import GAME_TITLES, get_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(GAME_TITLES)


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_declares_its_options_with_defaults(game_id: str) -> None:
    game = get_game(game_id)
    assert FIRST_SEAT in game.options
    assert all(option.says and isinstance(option.kind, type) for option in game.options)
    assert game.check_options({}) == {option.name: option.default for option in game.options}
    assert game.check_options({"first": 1}) == {option.name: option.default for option in game.options} | {"first": 1}
    assert game.to_act(game.new_state(5, 2, {"first": 1})) == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unknown_option_is_refused_naming_it_and_the_declared_ones(game_id: str) -> None:
    game = get_game(game_id)
    declared = ", ".join(f"'{option.name}'" for option in game.options)
    with pytest.raises(IllegalAction) as refused:
        game.new_state(1, 2, {"speed": 2})
    assert str(refused.value) == f"{game.title} has no option 'speed' (its options: {declared})."


@pytest.mark.parametrize("value", ["1", True, 1.0, [0]])
def test_an_option_of_another_type_is_refused(value: object) -> None:
    game = get_game("fury")
    with pytest.raises(IllegalAction, match=r"^The option 'first' of Ramen Fury is a whole number \(the seat that plays first"):
        game.new_state(1, 2, {"first": value})


def _record_data(options: dict[str, object]) -> dict[str, object]:
    seats = [SeatInfo(name="Mai", kind="human"), SeatInfo(name="Ken", kind="human")]
    return Record(game="ink", seed=3, seats=seats, options=options).to_json()


def test_a_saved_record_with_an_unknown_option_says_so() -> None:
    record = Record.from_json(_record_data({"speed": 2}))
    with pytest.raises(RecordError, match="the game cannot be set up: Ramen Ink has no option 'speed'"):
        record.start(get_game("ink"))


def test_the_command_line_refuses_a_game_file_with_an_unknown_option(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_record_data({"speed": 2})), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "ramen", "replay", str(path)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2
    assert "Ramen Ink has no option 'speed' (its options: 'first', 'orders', 'stack')." in result.stderr


def test_a_stacked_deck_deals_its_cards_first_whatever_the_seed() -> None:
    """Fury's option ``stack`` (a lesson's deal): the named cards are dealt and drawn first, in order
    (rulebook, 'Setup': three cards each, one at a time, then four face up for the Pantry)."""
    game = get_game("fury")
    stack = ["soy", "egg", "corn", "fury", "nori", "chili", "tofu", "tofu", "beef", "scallion", "mushroom"]
    for seed in (1, 2, 77):
        state = game.new_state(seed, 2, {"first": 0, "stack": stack})
        assert sorted(state.hands[0]) == sorted(["soy", "corn", "nori"]) and sorted(state.hands[1]) == sorted(["egg", "fury", "chili"])
        assert state.pantry == ("tofu", "tofu", "beef", "scallion") and state.deck[-1] == "mushroom"
        assert len(state.deck) == len(game.new_state(seed, 2).deck)


@pytest.mark.parametrize("stack, says", [
    (["soy", "miso"], "A stacked deal names 'miso', and the deck holds no such card."),
    (["fury"] * 4, "A stacked deal names 'fury', and the deck holds no more such card."),
    ("soy", "The option 'stack' of Ramen Fury is a list"),
])
def test_a_stack_the_deck_cannot_deal_is_refused(stack: object, says: str) -> None:
    with pytest.raises(IllegalAction, match=re.escape(says)):
        get_game("fury").new_state(1, 2, {"stack": stack})


def test_a_rematch_keeps_no_stacked_deal_and_draws_its_first_seat() -> None:
    from ramen.core.match import Match
    from ramen.ui.screens.end import rematch_seats

    seats = [SeatInfo(name="Mai", kind="human"), SeatInfo(name="Ken", kind="human")]
    match = Match(get_game("fury"), Record(game="fury", seed=3, seats=seats, options={"first": 1, "stack": ["soy"]}))
    assert rematch_seats(match)[1] == {}


def test_set_dice_roll_first_and_chance_takes_over() -> None:
    """Extreme's option ``dice`` (a lesson's rolls): the dice rolled show the set faces, in order, then
    the seed's chance (rulebook, 'Rolling': roll all five dice, then re-roll any of them up to twice)."""
    game = get_game("extreme")
    state = game.new_state(4, 2, {"first": 0, "dice": [["fan"] * 5, ["chili", "chili"]]})
    for text in ("choose egg scallion", "choose naruto corn", "roll"):
        state = game.apply(state, game.parse_action(text))
    assert state.dice == ("fan",) * 5


@pytest.mark.parametrize("dice", [["fan"], [["moon"]], [5]])
def test_dice_that_are_no_faces_are_refused(dice: object) -> None:
    with pytest.raises(IllegalAction, match=r"^The set dice are rolls of faces \(protein, vegetable, chili, fan\)"):
        get_game("extreme").new_state(1, 2, {"dice": dice})
