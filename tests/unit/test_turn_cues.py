"""The cue that a person's turn has begun (ramen/ui/screens/play.py ``turn_cue``), and Extreme's mark on the dice
a re-roll rolled (the view's ``dice["rolled"]``)."""

from __future__ import annotations

import random
import re

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.ui.screens.play import PlayScreen, announcement, render_play, turn_cue, turn_cue_key
from ramen.ui.views import get_view


def screen_for(game_id: str, seats: list[SeatInfo], seed: int = 5) -> PlayScreen:
    match = Match(get_game(game_id), Record(game=game_id, seed=seed, seats=seats))
    screen = PlayScreen(save_id="t", match=match, board=get_view(game_id))
    screen.settle_viewer()
    return screen


def play(screen: PlayScreen, rng: random.Random) -> None:
    match = screen.match
    match.play(match.bot_choice() if match.is_bot_turn() else rng.choice(match.legal_texts()))
    screen.settle_viewer()


def test_the_cue_shows_when_a_persons_turn_begins_after_someone_else_until_they_move() -> None:
    screen = screen_for("extreme", [SeatInfo("Mai"), SeatInfo("Computer 1", "bot", "easy")])
    rng = random.Random(1)
    match = screen.match
    assert turn_cue(screen) is None  # nobody has played yet: the game's first turn
    seen = 0
    for _ in range(300):
        if match.over:
            break
        cue = turn_cue(screen)
        person = match.to_act == 0
        began = person and bool(match.log) and match.log[-1][0] != 0
        assert (cue is not None) == began
        if cue is not None:
            seen += 1
            assert cue == "Your turn, Mai"  # one person: "your turn"
            html = render_play(screen)
            assert 'class="status turn-start"' in html  # the status line is the cue: nothing over the table
            assert "turn-cue" not in html
        else:
            assert "turn-start" not in render_play(screen)
        play(screen, rng)
    assert seen >= 3


def test_between_two_people_the_cue_names_whose_turn_and_keys_each_turn_once() -> None:
    screen = screen_for("ink", [SeatInfo("Mai"), SeatInfo("Ken")])
    rng = random.Random(2)
    keys: list[str] = []
    while len(keys) < 4:
        key = turn_cue_key(screen)
        if key is not None and (not keys or keys[-1] != key):
            keys.append(key)
            assert turn_cue(screen) == f"{screen.match.names[screen.match.to_act]}'s turn"
        play(screen, rng)
    assert len(set(keys)) == 4


def test_after_undo_back_to_the_start_of_a_turn_the_cue_does_not_come_back() -> None:
    """The person moves (the cue goes), takes the move back: the status line is not marked again."""
    screen = screen_for("ink", [SeatInfo("Mai"), SeatInfo("Computer 1", "bot", "easy")])
    rng = random.Random(4)
    match = screen.match
    for _ in range(400):
        if turn_cue(screen) is not None:
            before = len(match.record.actions)
            match.play(rng.choice(match.legal_texts()))
            screen.settle_viewer()
            assert turn_cue(screen) is None
            if match.can_undo():
                match.undo()
                screen.settle_viewer()
                assert len(match.record.actions) == before and match.to_act == 0
                assert turn_cue(screen) is None and "turn-start" not in render_play(screen)
                return
            continue
        play(screen, rng)
    raise AssertionError("no turn began with a move that could be taken back")


def test_the_live_region_says_whose_turn_once() -> None:
    screen = screen_for("fury", [SeatInfo("Mai"), SeatInfo("Computer 1", "bot", "easy")])
    rng = random.Random(3)
    announcement(screen)
    said: list[str] = []
    while turn_cue(screen) is None or not said:
        play(screen, rng)
        said.append(announcement(screen))
    assert said[-1].count("Your turn, Mai") == 1


def test_the_view_tells_the_dice_each_roll_of_the_turn_rolled() -> None:
    """Rulebook, 'Rolling': the first roll rolls all five dice, a re-roll those not held (the board marks
    them, from the view: no rule of rolling worked out again in the UI)."""
    game = get_game("extreme")
    state = game.new_state(4, 2, {"first": 0})

    def after(*texts: str) -> list[bool]:
        nonlocal state
        for text in texts:
            state = game.apply(state, game.parse_action(text))
        return game.view(state, 0)["dice"]["rolled"]

    assert after("choose egg scallion", "choose naruto corn") == [False] * 5
    assert after("roll") == [True] * 5
    assert after("hold 2", "hold 5", "roll") == [True, False, True, True, False]
    assert after("release 2", "hold 1") == [True, False, True, True, False]  # a hold after a roll changes nothing
    assert after("roll") == [False, True, True, True, False]
    spend = next(str(a) for a in game.legal_actions(state) if str(a).split()[0] in ("take", "fan"))
    assert after(spend) == [False] * 5  # once a die is spent, the roll is no longer news


def test_a_re_roll_marks_its_dice_with_motion_keyed_to_the_roll() -> None:
    screen = screen_for("extreme", [SeatInfo("Mai"), SeatInfo("Computer 1", "bot", "easy")], seed=7)
    match = screen.match
    rng = random.Random(7)
    while not (match.to_act == 0 and match.state.stage == "rolling" and match.state.rolls == 1):
        play(screen, rng)
    html = render_play(screen)
    assert "data-rolled" not in html  # the first roll rolled every die: no mark
    match.play("hold 1")
    match.play("roll")
    html = render_play(screen)
    rolled = re.findall(r'data-die="(\d)"[^>]*data-rolled="true"', html)
    if match.state.stage == "rolling":
        assert rolled == ["2", "3", "4", "5"]
        assert html.count("die-tag rolled") == 4 and "roll-0" in html  # roll 2
        match.play("roll")
        html = render_play(screen)
        assert "roll-1" in html and "roll-0" not in html  # roll 3: another animation, so the dice shake again
