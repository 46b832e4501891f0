"""The game review (ramen/core/review.py): the expert's search at each decision, from the seat's own view,
the points a move played is expected to lose against the expert's; kept with the record; the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

import pytest

from ramen.__main__ import main
from ramen.core.bots import bot_rng, make_bot
from ramen.core.link import read_game_file
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.core.review import META_KEY, Judged, Review, kept_review

DATA = Path(__file__).parent / "data" / "review"
#: a smaller budget than the expert's own: the tests check the review's logic and its figures' direction
BUDGET = 96


def _plainly_worse(game_id: str, bad: Callable[[Any, list[str]], tuple[str, str] | None],
                   seeds: range = range(1, 200)) -> tuple[Record, str, str]:
    """The first position of a seeded normal-against-normal game (two seats) where ``bad`` finds a plainly
    worse move beside a better one: the record of the game up to there, then the worse move played."""
    game = get_game(game_id)
    for seed in seeds:
        state = game.new_state(seed, 2, {})
        bots = [make_bot(game, "normal") for _ in range(2)]
        actions: list[str] = []
        while not game.is_terminal(state):
            legal = game.legal_actions(state)
            found = bad(state, [game.format_action(action) for action in legal])
            if found is not None:
                record = Record(game_id, seed, [SeatInfo("Mai"), SeatInfo("Robo")], actions=[*actions, found[0]])
                return record, found[0], found[1]
            seat = game.to_act(state)
            action = bots[seat].choose(game.view(state, seat), legal, bot_rng(seed, seat))
            actions.append(game.format_action(action))
            state = game.apply(state, action)
    raise AssertionError(f"no position with a plainly worse move in {game_id} games of seeds {seeds}")


def _fury_empty_a_ready_bowl(state: Any, legal: list[str]) -> tuple[str, str] | None:
    """Emptying a bowl that could be eaten now for 6 points or more (giving up a finished bowl)."""
    from ramen.fury.bots.features import bowl_score

    for bowl in range(3):
        if f"eat b{bowl + 1}" in legal and f"empty b{bowl + 1}" in legal:
            if (bowl_score(state.bowls[state.current][bowl]) or 0) >= 6:
                return f"empty b{bowl + 1}", f"eat b{bowl + 1}"
    return None


def _ink_no_bonus_points(state: Any, legal: list[str]) -> tuple[str, str] | None:
    """Taking no bonus where a +3 points field is open."""
    if "bonus points" in legal and "bonus none" in legal:
        return "bonus none", "bonus points"
    return None


def _extreme_claim_the_poorer_bowl(state: Any, legal: list[str]) -> tuple[str, str] | None:
    """Claiming a bowl of the Table worth 3 points or more less than another one the same tokens could claim."""
    from ramen.extreme.components import BOWL

    claims = {}
    for text in legal:
        words = text.split()
        if words[0] == "claim" and len(words) == 2:
            place = state.table[int(words[1][1:]) - 1]
            if place is not None:
                claims[text] = BOWL[place].points
    if len(claims) >= 2:
        poorer, richer = min(claims, key=claims.__getitem__), max(claims, key=claims.__getitem__)
        if claims[richer] - claims[poorer] >= 3:
            return poorer, richer
    return None


PLAINLY_WORSE = {"fury": _fury_empty_a_ready_bowl, "ink": _ink_no_bonus_points,
                 "extreme": _extreme_claim_the_poorer_bowl}


@pytest.mark.parametrize("game_id", sorted(PLAINLY_WORSE))
def test_a_plainly_worse_move_is_named_among_the_costliest(game_id: str) -> None:
    """A hand-picked position per title where one move plainly gives up points (Fury: emptying a bowl that
    could be eaten for 6 or more; Ink: no bonus where +3 points is open; Extreme: claiming a bowl worth 3 or
    more points less than another one at hand): the review finds the expert's move better, by at least a point, and
    names the decision first among the seat's costliest."""
    game = get_game(game_id)
    record, worse, better = _plainly_worse(game_id, PLAINLY_WORSE[game_id])
    step = len(record.actions)
    review = Review(game, record, seed=1, iterations=BUDGET, only=[step])
    review.run()
    (judged,) = review.judged
    assert judged.played == worse and judged.best != worse, judged
    assert judged.lost >= 1.0, f"{worse} instead of {better}: only {judged.lost:.2f} points lost"
    seat = review.seat_reviews()[judged.seat]
    assert seat.costliest[0] == judged
    assert judged.why, "the expert's move has no sentence why"
    assert "costliest" in review.summary(seat)


def _fixture(game_id: str) -> Record:
    return read_game_file((DATA / f"{game_id}-expert-easy.json").read_bytes())


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_the_random_seat_loses_clearly_more_per_decision_than_the_expert(game_id: str) -> None:
    """The figure is honest: a seeded arena game of the expert against a random player (``python -m ramen
    arena GAME --seats 2 --bots expert,easy --games 1 --seed 11 --records DIR``, kept in tests/unit/data/review):
    the random seat loses at least three times the expert's points per decision, and the expert about
    nothing (under half a point a decision, at the test's small budget)."""
    record = _fixture(game_id)
    assert [(seat.kind, seat.level) for seat in record.seats] == [("bot", "expert"), ("bot", "easy")]
    review = Review(get_game(game_id), record, seed=3, iterations=BUDGET)
    review.run()
    expert, random_seat = review.seat_reviews()
    assert expert.decisions >= 10 and random_seat.decisions >= 10
    per_expert, per_random = expert.lost / expert.decisions, random_seat.lost / random_seat.decisions
    assert per_expert < 0.5, per_expert
    assert per_random > 3 * per_expert and per_random > 0.3, (per_expert, per_random)
    assert expert.agreed > random_seat.agreed * expert.decisions / random_seat.decisions


def test_a_review_is_kept_with_the_record_and_not_worked_out_again() -> None:
    """What is judged travels in ``record.meta``: a review that reads it back searches nothing already
    judged, and a damaged one is worked out again."""
    game = get_game("fury")
    record = _fixture("fury")
    first = Review(game, record, seed=5, iterations=24)
    for _ in range(3):
        while first.progress[0] < 3:
            first.step(8)
    first.keep()
    again = Review(game, Record.from_json(json.loads(json.dumps(record.to_json()))), seed=5, iterations=24,
                   kept=kept_review(record, 5))
    assert [judged.to_json() for judged in again.judged] == [judged.to_json() for judged in first.judged]
    assert again.progress == (3, first.progress[1])
    assert kept_review(record, 6) == []  # another seed: another review
    record.meta[META_KEY]["judged"][1]["lost"] = -4  # forged
    assert kept_review(record, 5) == []
    with pytest.raises(Exception):
        Judged.from_json({"step": "1"})


def test_review_on_the_command_line_prints_words_and_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``python -m ramen review FILE`` prints each seat's summary; ``--json`` one object of the issue's shape,
    the same for the same ``--seed`` (the review kept in the file is read, not worked out again)."""
    source = DATA / "ink-expert-easy.json"
    data = json.loads(source.read_text())
    game = get_game("ink")
    record = read_game_file(source.read_bytes())
    review = Review(game, record, seed=2, iterations=16)
    review.run()
    review.keep()
    data["record"] = record.to_json()
    kept = tmp_path / "kept.json"
    kept.write_text(json.dumps(data))
    assert main(["review", str(kept), "--json", "--seed", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == json.loads(json.dumps(review.to_json()))
    assert out["game"] == "ink" and [seat["seat"] for seat in out["seats"]] == [0, 1]
    for seat in out["seats"]:
        assert set(seat) == {"seat", "name", "decisions", "agreed", "lost", "costliest"}
        assert seat["lost"] >= 0 and all(cost["lost"] > 0 for cost in seat["costliest"])
        assert all(set(cost) >= {"decision", "played", "best", "lost"} for cost in seat["costliest"])
    assert main(["review", str(kept), "--seed", "2"]) == 0
    words = capsys.readouterr().out
    assert "chose the expert's move at" in words and "Computer 2" in words
    with pytest.raises(SystemExit):
        main(["review", str(tmp_path / "missing.json")])


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_no_reason_reads_as_nothing(game_id: str) -> None:
    """The hint's (and the review's) reason for any legal move of two seeded games says something: never
    empty, never a gain of "+0" or "about 0 points", never a reason with no content ("the odds favour ...")."""
    from ramen.core.search import SearchBot

    game = get_game(game_id)
    bot = make_bot(game, "expert")
    assert isinstance(bot, SearchBot)
    for seed in (3, 4):
        state = game.new_state(seed, 2, {})
        normal = make_bot(game, "normal")
        while not game.is_terminal(state):
            seat = game.to_act(state)
            view, legal = game.view(state, seat), game.legal_actions(state)
            if len(legal) > 1:
                for action in legal[:12]:
                    words = bot.model.explain(view, action, ["Mai", "Robo"])
                    assert words and "+0 " not in words and "about 0 point" not in words \
                        and "odds favour" not in words, (game.format_action(action), words)
            state = game.apply(state, normal.choose(view, legal, bot_rng(seed, seat)))


def test_a_forged_review_in_a_save_is_worked_out_again_not_shown() -> None:
    """A kept decision whose move is not the game's, or whose expert's move is not legal there, is not taken:
    the review starts again from it; the replay opened at that step shows no words of it."""
    from ramen.core.timeline import Timeline
    from ramen.ui.screens.replay_view import ReplayScreen
    from ramen.ui.screens.review import PAGE_SEED, at_reviewed_step

    game = get_game("ink")
    record = _fixture("ink")
    first = Review(game, record, PAGE_SEED, iterations=8)
    while first.progress[0] < 4:
        first.step(8)
    first.keep()
    judged = record.meta[META_KEY]["judged"]
    step = judged[2]["step"]
    judged[2]["best"] = "eat the table"  # no move of Ink
    again = Review(game, record, PAGE_SEED, iterations=8, kept=kept_review(record, PAGE_SEED))
    assert again.progress[0] == 2
    screen = at_reviewed_step(ReplayScreen(route="#/replay/s", record=record, timeline=Timeline(game, record),
                                           save_id="s"), [str(step)])
    assert screen.position == step - 1 and screen.note is None
    judged[2]["best"], judged[1]["played"] = judged[2]["played"], "pick nothing at all"
    assert Review(game, record, PAGE_SEED, iterations=8, kept=kept_review(record, PAGE_SEED)).progress[0] == 1
