"""Hints: the expert level's choice for the person to act, from their view only,
with a sentence why; the record counts hints per seat and the end screen says how many were used."""

from __future__ import annotations

import pytest

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game


def match_for(game_id: str, seed: int = 5) -> Match:
    return Match(get_game(game_id), Record(game=game_id, seed=seed, seats=[SeatInfo("Mai"), SeatInfo("Ken", "bot", "normal")]))


def to_person(match: Match) -> None:
    while match.is_bot_turn():
        match.play(match.bot_choice())


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_a_hint_is_a_legal_action_with_a_sentence_and_the_same_each_time(game_id):
    match = match_for(game_id)
    for _ in range(4):
        to_person(match)
        hint = match.hint_search()
        action = hint.run()
        assert match.game.format_action(action) in match.legal_texts()
        sentence = hint.explain()
        assert sentence.endswith(".") and len(sentence.split()) >= 3
        again = match.hint_search()
        assert again.run() == action and again.explain() == sentence
        match.play(match.game.format_action(action))


def test_fury_hint_says_the_points_of_eating():
    from tests.unit.test_fury_rules import position
    from ramen.core.search import start_hint

    game = get_game("fury")
    state = position([[], []], bowls=[[("beef", "egg", "naruto", "chashu", "tofu"), (), ()], [(), (), ()]])
    view = game.view(state, 0)
    hint = start_hint(game, view, game.legal_actions(state), __import__("random").Random(1))
    assert hint.run() in game.legal_actions(state) and hint.explain().endswith(".")
    assert hint.model.explain(view, game.parse_action("eat b1")).startswith("Eat bowl 1: 14 points now")


def test_hints_are_counted_per_seat_in_the_record_and_survive_saving():
    record = Record(game="fury", seed=1, seats=[SeatInfo("Mai"), SeatInfo("Ken"), SeatInfo("Bo", "bot", "normal")])
    assert record.hints_used() == [0, 0, 0]
    record.count_hint(0)
    record.count_hint(0)
    record.count_hint(1)
    again = Record.from_json(record.to_json())
    assert again.hints_used() == [2, 1, 0]
    damaged = record.to_json()
    damaged["meta"] = {"hints": ["x", -3]}
    assert Record.from_json(damaged).hints_used() == [0, 0, 0]  # hand-edited counts read as none


def test_the_end_screen_says_how_many_hints_each_person_used():
    from ramen.ui.screens.play import PlayScreen, render_play
    from ramen.ui.views import get_view

    match = match_for("fury", 2)
    match.record.count_hint(0)
    match.record.count_hint(0)
    while not match.over:
        match.play(match.bot_choice() if match.is_bot_turn() else match.legal_texts()[0])
    screen = PlayScreen(save_id="s", match=match, board=get_view("fury"))
    screen.settle_viewer()
    html = render_play(screen)
    assert "Hints used: Mai 2." in html
    match.record.meta["hints"] = [0, 0]  # nobody asked: no line to say so
    assert "Hints used" not in render_play(screen)


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_every_hint_sentence_names_players_by_name_and_counts_in_good_plurals(game_id):
    """A hint speaks of the other players by their names, as the rest of the game does (never "Player 2"
    or "Seat 2"), and says "1 point", never "1 points": every legal action's sentence, at every person's
    decision of seeded games with 2 to 4 seats."""
    import random
    import re

    from ramen.core.bots import make_bot

    game = get_game(game_id)
    model = make_bot(game, "strong").model
    names = ["Mai", "Ken", "Aiko", "Ren"]
    seat_words = re.compile(r"\b(Player|Seat) \d")
    bad_plural = re.compile(r"(?<![\d.])[+-]?1 (points|bowls|cards|tokens)\b")
    sentences = 0
    for seats in (2, 3, 4):
        rng = random.Random(seats)
        record = Record(game=game_id, seed=40 + seats, seats=[SeatInfo(n) for n in names[:seats]])
        match = Match(game, record)
        while not match.over and len(match.record.actions) < 300:
            view = game.view(match.state, match.to_act)
            for action in game.legal_actions(match.state):
                sentence = model.explain(view, action, names[:seats]) or ""
                assert not seat_words.search(sentence), sentence
                assert not bad_plural.search(sentence), sentence
                sentences += 1
            match.play(rng.choice(match.legal_texts()))
    assert sentences > 500


def test_a_first_answer_is_marked_while_it_is_checked_and_said_again_only_if_it_changes():
    """Issue "hints that read right": a first answer soon, marked while it is refining; the final one replaces it."""
    from ramen.ui.screens.play import PlayScreen, announcement, render_play
    from ramen.ui.views import get_view

    match = match_for("ink", 4)
    to_person(match)
    screen = PlayScreen(save_id="s", match=match, board=get_view("ink"))
    screen.settle_viewer()
    announcement(screen)
    at, legal = len(match.record.actions), match.legal_texts()
    screen.hint = {"at": at, "seat": 0, "action": legal[0], "text": "Take it.", "refining": True}
    html = render_play(screen)
    assert 'data-refining="true"' in html and "Still checking…" in html
    assert 'data-cmd="hint"' in html and "It is still being checked." in html  # the Hint button is off meanwhile
    assert announcement(screen).startswith("Expert's hint: Take it")
    screen.hint = {"at": at, "seat": 0, "action": legal[0], "text": "Take it.", "said": True, "refined": True}
    html = render_play(screen)
    assert "data-refining" not in html and "Still checking" not in html
    assert "hint" not in announcement(screen).lower()  # the same move: not said twice
    screen.hint = {"at": at, "seat": 0, "action": legal[-1], "text": "Take the other.", "refined": True}
    assert "Expert's hint, checked: Take the other" in announcement(screen)
