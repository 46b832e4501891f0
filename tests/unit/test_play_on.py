"""Play on from here (ramen/core/play_on.py): a new game from a replay's position, the same seats, what one seat
could not see dealt anew; a record like any other (saves, links), refused with a sentence when forged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ramen.core.bots import bot_rng, make_bot
from ramen.core.errors import RecordError
from ramen.core.link import link_fragment, read_game_file, read_link
from ramen.core.play_on import PLAY_ON
from ramen.core.record import Record
from ramen.core.registry import get_game

DATA = Path(__file__).parent / "data" / "review"


def _source(game_id: str) -> Record:
    return read_game_file((DATA / f"{game_id}-expert-easy.json").read_bytes())


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_the_new_game_starts_where_the_seat_saw_the_table_and_plays_to_its_end(game_id: str) -> None:
    """From positions across a finished game: the new game's start, seen by the seat whose knowledge is kept, is
    exactly that seat's view there; the record survives JSON and a link; normal computers play it to the end."""
    game = get_game(game_id)
    source = _source(game_id)
    for position in (0, 7, len(source.actions) // 2, len(source.actions) - 3):
        before = source.replay(game, position)
        seat = game.to_act(before)
        assert seat is not None
        record = source.played_on(position, seat, deal=position + 1)
        again = Record.from_json(json.loads(json.dumps(record.to_json())))
        state = again.start(game)
        assert game.view(state, seat) == game.view(before, seat)
        assert read_link(link_fragment(again)).to_json() == again.to_json()
        bots = [make_bot(game, "normal") for _ in again.seats]
        for _ in range(2000):
            if game.is_terminal(state):
                break
            to_act = game.to_act(state)
            state = game.apply(state, bots[to_act].choose(game.view(state, to_act), game.legal_actions(state),
                                                          bot_rng(position, to_act)))
        assert game.is_terminal(state)


def test_what_the_seat_could_not_see_is_dealt_anew() -> None:
    """Ramen Fury, mid-game: the other player's hand and the deck's order are drawn afresh (a few deals differ
    from the game's own), while the seat's own hand and the table stay."""
    game = get_game("fury")
    source = _source("fury")
    before = source.replay(game, 40)
    seat = game.to_act(before)
    other = 1 - seat
    hands, decks = set(), set()
    for deal in range(6):
        state = source.played_on(40, seat, deal).start(game)
        assert state.hands[seat] == before.hands[seat] and state.bowls == before.bowls
        hands.add(state.hands[other])
        decks.add(state.deck)
    assert len(decks) > 1 and (len(hands) > 1 or not before.hands[other])


def test_a_game_played_on_from_one_played_on_from_another_works_too() -> None:
    game = get_game("ink")
    first = _source("ink").played_on(10, 0, deal=3)
    state = first.start(game)
    while game.to_act(state) is not None and len(first.actions) < 6:
        action = game.legal_actions(state)[0]
        first.actions.append(game.format_action(action))
        state = game.apply(state, action)
    second = first.played_on(6, game.to_act(state) or 0, deal=4)
    assert game.view(second.start(game), game.to_act(state) or 0) == game.view(state, game.to_act(state) or 0)


@pytest.mark.parametrize("change, words", [
    (lambda s: s.update(actions=s["actions"] + ["eat the table"]), "is not legal"),
    (lambda s: s.update(seat=7), "seat 8, which it does not have"),
    (lambda s: s.update(seed="x"), "not written as it should be"),
    (lambda s: s.update(options={"speed": 3}), "has no option 'speed'"),
])
def test_a_forged_source_is_refused_with_a_sentence(change, words: str) -> None:
    """A damaged or forged play-on record (its source's moves, seat, seed or options) is refused, in words."""
    game = get_game("fury")
    record = _source("fury").played_on(20, 0, deal=1)
    change(record.options[PLAY_ON])
    with pytest.raises(RecordError, match=words):
        record.start(game)


def test_no_game_is_played_on_from_its_end_nor_from_too_long_a_chain() -> None:
    game = get_game("extreme")
    source = _source("extreme")
    with pytest.raises(RecordError, match="was over there"):
        source.played_on(len(source.actions), 0, deal=1).start(game)
    record = source.played_on(5, 0, deal=1)
    for _ in range(8):
        record = Record(game="extreme", seed=1, seats=record.seats, options={PLAY_ON: {
            "seed": 1, "options": dict(record.options), "actions": [], "seat": 0, "deal": 1}})
    with pytest.raises(RecordError, match="too many times"):
        record.start(game)


def test_the_new_game_says_where_it_came_from_until_its_first_move() -> None:
    from ramen.core.match import Match
    from ramen.ui.screens.play import played_on_from

    game = get_game("ink")
    record = _source("ink").played_on(12, 1, deal=2)
    match = Match(game, record)
    assert played_on_from(match) == ("info", "Played on from move 12 of a replay, as Computer 2 saw the table there: "
                                     "what Computer 2 could not see (hands, the deck's order, dice to come) was dealt anew.")
    match.play(match.legal_texts()[0])
    assert played_on_from(match) is None
    damaged = _source("ink").played_on(12, 1, deal=2)
    damaged.meta["from"] = {"position": 12, "seat": 9}  # damaged: nothing said
    assert played_on_from(Match(game, damaged)) is None


def test_who_plays_each_seat_may_change_as_in_setup_and_the_position_stays_the_same() -> None:
    """Issue "play on from here": the seats as they were, each person or computer, levels changeable as in setup."""
    from ramen.core.record import SeatInfo

    game = get_game("fury")
    source = _source("fury")
    seats = [SeatInfo(source.seats[0].name), SeatInfo(source.seats[1].name, "bot", "normal")]
    changed, same = source.played_on(20, 0, deal=9, seats=seats), source.played_on(20, 0, deal=9)
    assert [(s.kind, s.level) for s in changed.seats] == [("human", None), ("bot", "normal")]
    assert changed.seats != same.seats and same.seats == source.seats
    assert game.view(changed.start(game), 0) == game.view(same.start(game), 0)
    with pytest.raises(RecordError, match="has 2 seats, not 1"):
        source.played_on(20, 0, deal=9, seats=seats[:1])
