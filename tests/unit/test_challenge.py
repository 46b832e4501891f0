"""Challenges: the same deal for friends in a link. The deal travels as its seed (never as cards), the same
moves meet the same computers' answers, the scores add up as the link is passed on, and a damaged or forged
link is refused with a sentence."""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest

from ramen.core import challenge as ch
from ramen.core.errors import RecordError
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game

GAMES = ("fury", "ink", "extreme")


def played(record: Record, person_moves: list[str] | None = None) -> tuple[Match, list[str]]:
    """``record`` played to its end: the computers by their own choice, the person by ``person_moves`` in order
    (or, where none are given, at random from the seed); the person's moves."""
    match = Match(get_game(record.game), record)
    rng = random.Random(f"person:{record.seed}")
    mine: list[str] = []
    queue = list(person_moves or [])
    while not match.over:
        seat = match.to_act
        assert seat is not None
        if record.seats[seat].is_bot:
            match.play(match.bot_choice())
            continue
        if queue:
            text = queue.pop(0)
        else:
            text = match.game.format_action(rng.choice(match.game.legal_actions(match.state)))
        mine.append(text)
        match.play(text)
    return match, mine


def totals(match: Match) -> list[int]:
    return [sheet.total for sheet in match.game.scores(match.state)]


def first_game(game_id: str, seed: int = 5) -> Record:
    return Record(game=game_id, seed=seed, seats=[SeatInfo("Mai"), SeatInfo("Ken", "bot", "normal")])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_deal_and_the_same_moves_meet_the_same_computers(game_id: str) -> None:
    """Issue "the same deal for friends": whoever opens the link plays that deal with the same computers."""
    match, mine = played(first_game(game_id))
    fragment = ch.challenge_fragment(ch.challenge_of(match.record, totals(match)))
    assert fragment.startswith("#/challenge/v1/")
    friend = ch.read_challenge("https://example.org/ramen/" + fragment).record(["Ana"])
    assert friend.seed == match.record.seed and friend.names == ["Ana", "Ken"]
    again, _ = played(friend, mine)
    assert again.record.actions == match.record.actions, "the computers answered the same moves differently"
    assert totals(again) == totals(match)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_link_holds_the_seed_and_scores_and_nothing_of_the_cards(game_id: str) -> None:
    match, _ = played(first_game(game_id, seed=8))
    challenge = ch.challenge_of(match.record, totals(match))
    data = challenge.to_json()
    assert set(data) <= {"g", "s", "p", "r", "o"}
    assert data["p"] == [["Mai"], ["Ken", "normal"]]
    assert data["r"] == [{"n": ["Mai"], "t": totals(match)}]


def test_scores_add_up_as_the_link_is_passed_on_the_first_kept_past_the_limit() -> None:
    match, _ = played(first_game("fury"))
    challenge = ch.challenge_of(match.record, totals(match))
    for number in range(ch.MAX_SCORES + 2):
        friend = ch.read_challenge(ch.challenge_fragment(challenge)).record([f"Friend {number}"])
        assert [s.people for s in ch.earlier_scores(friend)] == [s.people for s in challenge.scores]
        challenge = ch.challenge_of(friend, [number, 0])
    people = [score.people[0] for score in challenge.scores]
    assert len(people) == ch.MAX_SCORES
    assert people[0] == "Mai" and people[-1] == f"Friend {ch.MAX_SCORES + 1}"
    # still short enough for a QR code of a phone's screen
    assert len(ch.challenge_fragment(challenge)) < 600


def test_a_long_or_spaced_name_is_kept_short_and_clean() -> None:
    friend = ch.challenge_of(first_game("ink"), [3, 4]).record(["  Anastasia   Maria Longname  "])
    assert friend.names[0] == "Anastasia Maria"
    assert ch.read_challenge(ch.challenge_fragment(ch.challenge_of(friend, [1, 2]))).scores[-1].people == (friend.names[0],)


def test_a_game_of_computers_alone_or_played_on_from_another_is_no_challenge() -> None:
    bots = Record(game="fury", seed=3, seats=[SeatInfo("A", "bot", "easy"), SeatInfo("B", "bot", "easy")])
    with pytest.raises(RecordError, match="computers alone"):
        ch.challenge_of(bots, [1, 2])
    played_on = first_game("fury").played_on(0, 0, deal=7)
    with pytest.raises(RecordError, match="played on"):
        ch.challenge_of(played_on, [1, 2])


def pack(data: object, check: bool = True) -> str:
    body = json.dumps(data).encode()
    raw = body + (zlib.crc32(body).to_bytes(4, "big") if check else b"oops")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return "#/challenge/v1/" + base64.urlsafe_b64encode(packer.compress(raw) + packer.flush()).decode().rstrip("=")


GOOD = {"g": "fury", "s": 5, "p": [["Mai"], ["Ken", "normal"]], "r": [{"n": ["Mai"], "t": [30, 20]}]}


def test_a_well_made_link_reads() -> None:
    assert ch.read_challenge(pack(GOOD)).scores[0].totals == (30, 20)


@pytest.mark.parametrize(("fragment", "words"), [
    (pack(GOOD)[:-6], "cut off|changed"),
    (pack(GOOD, check=False), "check does not match"),
    (pack(GOOD)[:20] + "$" + pack(GOOD)[21:], "characters"),
    ("#/challenge/v9/abc", "newer than this page"),
    ("#/challenge/x/abc", "no format version"),
    ("#/challenge/v1/", "no challenge in it"),
    ("#/game/v1/abc", "not a Ramen Games challenge link"),
    (pack({**GOOD, "g": "chess"}), "chess"),
    (pack({**GOOD, "p": [["Mai"], ["Ken", "grandmaster"]]}), "no computer level"),
    (pack({**GOOD, "p": [["Mai"]], "r": []}), "2 to 5 players"),
    (pack({**GOOD, "p": [["Ken", "easy"], ["Ben", "easy"]], "r": []}), "every seat is a computer"),
    (pack({**GOOD, "r": [{"n": ["Mai"], "t": [30]}]}), "every seat"),
    (pack({**GOOD, "r": [{"n": ["Mai"], "t": [30, 10 ** 9]}]}), "every seat"),
    (pack({**GOOD, "r": [{"n": [], "t": [30, 20]}]}), "name the people"),
    (pack({**GOOD, "r": [GOOD["r"][0]] * (ch.MAX_SCORES + 1)}), "scores are not written"),
    (pack({**GOOD, "o": {"play_on": {}}}), "played on"),
    (pack({**GOOD, "o": {"colour": "red"}}), "cannot be set up"),
    (pack({**GOOD, "x": 1}), "not a challenge"),
    (pack([1, 2]), "not a challenge"),
    (pack({**GOOD, "p": [["  "], ["Ken", "normal"]]}), "no proper name"),
])
def test_a_damaged_or_forged_link_is_refused_in_words(fragment: str, words: str) -> None:
    """Standards: a damaged or forged link gets a clear message (a sentence), never a crash."""
    with pytest.raises(RecordError, match=words):
        ch.read_challenge(fragment)


def test_the_scores_table_ranks_by_the_peoples_score_equal_scores_sharing_a_place() -> None:
    from ramen.ui.screens.challenge import scores_table

    challenge = ch.read_challenge(pack({**GOOD, "r": [{"n": ["Mai"], "t": [-3, 20]}, {"n": ["Ken"], "t": [7, 2]}]}))
    html = str(scores_table(challenge, ch.ChallengeScore(people=("Ana",), totals=(7, 5))))
    rows = html.split("<tr")[2:]
    assert [row.split("scope=\"row\">")[1].split(" ")[0].split("<")[0] for row in rows] == ["Ken", "Ana", "Mai"]
    assert rows[0].count("<td>1.</td>") == 1 and rows[1].count("<td>1.</td>") == 1 and "<td>3.</td>" in rows[2]
    assert "class=\"mine\"" in rows[1] and "(this game)" in rows[1]
    assert "\u22123" in rows[2], "a negative score is written with a true minus sign"
