"""Game files and links: the one format every download uses, the link fragment, and what
a damaged, foreign or future-version file or link gets told."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from ramen.arena import play_game
from ramen.core import link
from ramen.core.errors import RecordError
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.core.timeline import Timeline

GAMES = ("ink", "fury", "extreme")


def finished_record(game_id: str, seats: int = 2, seed: int = 11) -> Record:
    """A whole game between computer opponents, as the page would record it (a person in seat 1)."""
    game = get_game(game_id)
    texts: list[str] = []
    play_game(game, seed, ["easy"] * seats, texts)
    people = [SeatInfo("Mai")] + [SeatInfo(f"Computer {i}", "bot", "easy") for i in range(1, seats)]
    return Record(game=game_id, seed=seed, seats=people, actions=texts)


def payload_of(fragment: str) -> str:
    return fragment.split("/", 3)[3]


def pack(data: object) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(json.dumps(data).encode()) + packer.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_link_carries_the_whole_game_and_replays_to_the_same_end(game_id: str) -> None:
    record = finished_record(game_id, seats=3)
    fragment = link.link_fragment(record)
    assert fragment.startswith("#/game/v1/")
    assert all(c.isalnum() or c in "-_" for c in payload_of(fragment)), "payload must be URL-safe"
    back = link.read_link(fragment)
    assert back.to_json() == record.to_json()
    game = get_game(game_id)
    assert game.scores(back.replay(game)) == game.scores(record.replay(game))
    # a whole URL works as well as its fragment
    assert link.read_link("https://example.org/ramen-games/" + fragment).to_json() == record.to_json()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_in_progress_round_trips_too(game_id: str) -> None:
    record = finished_record(game_id)
    record.actions = record.actions[: len(record.actions) // 2]
    back = link.read_link(link.link_fragment(record))
    assert back.actions == record.actions
    assert not Timeline(get_game(game_id), back).over


@pytest.mark.parametrize("game_id", GAMES)
def test_a_typical_two_player_link_fits_a_chat_message(game_id: str) -> None:
    """The closing note reports these lengths; a chat message takes a few thousand characters."""
    fragment = link.link_fragment(finished_record(game_id))
    assert len(fragment) < 1500, len(fragment)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_file_round_trips_and_says_what_it_is(game_id: str) -> None:
    record = finished_record(game_id)
    text = link.game_file_text(record)
    data = json.loads(text)
    assert data["kind"] == link.FILE_KIND and data["format"] == link.FILE_FORMAT
    assert data["record"]["version"] >= 1
    assert link.read_game_file(text).to_json() == record.to_json()
    assert link.read_game_file(text.encode()).to_json() == record.to_json()
    name = link.game_file_name(record, when_ms=0)
    assert name == f"ramen-{game_id}-1970-01-01-mai-computer1.json"


def test_a_saves_json_and_a_bare_record_open_as_game_files() -> None:
    record = finished_record("fury")
    save = {"format": 1, "id": "x", "created": 1, "updated": 2, "over": True, "record": record.to_json()}
    assert link.read_game_file(json.dumps(save)).actions == record.actions
    assert link.read_game_file(json.dumps(record.to_json())).actions == record.actions


def test_a_future_version_link_says_update_the_page() -> None:
    fragment = link.link_fragment(finished_record("ink"))
    with pytest.raises(RecordError, match="newer than this page reads.*update the page"):
        link.read_link(fragment.replace("/v1/", "/v2/"))


def test_a_future_record_version_inside_a_link_says_update_the_page() -> None:
    data = finished_record("ink").to_json()
    data["version"] = 99
    with pytest.raises(RecordError, match="format 99, newer"):
        link.read_link("#/game/v1/" + pack(data))


@pytest.mark.parametrize("change, reason", [
    (lambda p: p[: len(p) // 2], "cut off|changed"),
    (lambda p: p[:-3], "cut off|changed"),
    (lambda p: p[:10] + "!!" + p[12:], "characters"),
    (lambda p: "", "no game"),
    (lambda p: p[:20] + ("A" if p[20] != "A" else "B") + p[21:], "cut off|changed|not legal|does not"),
])
def test_a_damaged_link_gets_a_sentence_not_a_crash(change, reason: str) -> None:
    fragment = link.link_fragment(finished_record("fury"))
    damaged = "#/game/v1/" + change(payload_of(fragment))
    with pytest.raises(RecordError, match=reason):
        link.read_link(damaged)


def test_a_link_whose_moves_were_edited_names_the_bad_action() -> None:
    data = finished_record("extreme").to_json()
    data["actions"][5] = "eat everything"
    with pytest.raises(RecordError, match="action 6"):
        link.read_link("#/game/v1/" + pack(data))


def test_links_of_other_kinds_and_without_a_version_are_refused() -> None:
    with pytest.raises(RecordError, match="not a Ramen Games game link"):
        link.read_link("#/play/abc")
    with pytest.raises(RecordError, match="no format version"):
        link.read_link("#/game/abc")
    with pytest.raises(RecordError, match="not a Ramen Games file"):
        link.read_link("#/game/v1/" + pack({"kind": "chess/game", "record": {}}))


def test_a_link_that_unpacks_to_a_huge_text_is_refused() -> None:
    with pytest.raises(RecordError, match="too long"):
        link.read_link("#/game/v1/" + pack({"game": "ink", "x": "a" * (link.MAX_RECORD_BYTES + 10)}))


@pytest.mark.parametrize("text, reason", [
    ("", "empty"),
    ("not json at all", "not valid JSON"),
    ("[1, 2, 3]", "no JSON object"),
    ('{"kind": "other-app/thing", "record": {}}', "not a Ramen Games file"),
    ('{"hello": "world"}', "no game record"),
    ('{"kind": "ramen-games/game", "format": 7, "record": {}}', "format 7, newer"),
    ('{"kind": "ramen-games/game", "format": 1}', "holds no game record"),
    ('{"kind": "ramen-games/game", "format": 1, "record": {"game": "chess", "version": 1, "seed": 1,'
     ' "seats": [{"name": "A"}, {"name": "B"}], "actions": []}}', "unknown game"),
])
def test_a_damaged_or_foreign_file_gets_a_sentence(text: str, reason: str) -> None:
    with pytest.raises(RecordError, match=reason):
        link.read_game_file(text)


def test_a_binary_file_is_not_a_game_file() -> None:
    with pytest.raises(RecordError, match="not a text file"):
        link.read_game_file(b"\x89PNG\r\n\x1a\n\xff\xfe")


def test_a_file_with_an_illegal_move_is_refused_by_replaying_it() -> None:
    record = finished_record("ink")
    data = link.game_file_data(record)
    data["record"]["actions"][3] = data["record"]["actions"][0]
    with pytest.raises(RecordError, match="action 4"):
        link.read_game_file(json.dumps(data))


def test_the_same_game_has_the_same_key_and_one_more_move_another() -> None:
    record = finished_record("fury")
    assert link.record_key(record) == link.record_key(Record.from_json(record.to_json()))
    shorter = Record.from_json(record.to_json())
    shorter.actions.pop()
    assert link.record_key(shorter) != link.record_key(record)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_timeline_has_a_step_per_action_grouped_into_turns(game_id: str) -> None:
    record = finished_record(game_id)
    timeline = Timeline(get_game(game_id), record)
    assert timeline.length == len(record.actions) and timeline.over
    assert [s.index for s in timeline.steps] == list(range(1, len(record.actions) + 1))
    chapters = timeline.chapters()
    assert chapters[0].first == 1 and chapters[-1].last == timeline.length
    assert all(a.last + 1 == b.first for a, b in zip(chapters, chapters[1:]))
    assert timeline.chapter_at(timeline.length) == len(chapters) - 1
    if game_id in ("ink", "extreme"):
        assert [r for r, _ in timeline.rounds()] == list(range(1, len(timeline.rounds()) + 1))


class _Wrapped:
    """A game whose legal-action list is changed: as if the rules (or their listing) were another version."""

    def __init__(self, game, change) -> None:  # noqa: ANN001
        self._game, self._change = game, change

    def __getattr__(self, name: str):  # noqa: ANN204
        return getattr(self._game, name)

    def legal_actions(self, state):  # noqa: ANN001, ANN201
        return self._change(list(self._game.legal_actions(state)))


def test_a_record_whose_moves_the_legal_list_lacks_keeps_them_as_texts() -> None:
    record = finished_record("fury")
    fragment = link.link_fragment(record, lookup=lambda g: _Wrapped(get_game(g), lambda legal: []))
    assert link.read_link(fragment).actions == record.actions


def test_a_link_read_by_other_rules_is_refused_not_misread() -> None:
    record = finished_record("ink")
    fragment = link.link_fragment(record)
    # one more legal move at every moment (one the old rules did not have): the places shift
    other = lambda g: _Wrapped(get_game(g), lambda legal: legal + [legal[0]] if legal else legal)  # noqa: E731
    with pytest.raises(RecordError, match="another version of the rules|not legal|does not"):
        link.read_link(fragment, lookup=other)


def test_a_link_made_from_a_replay_names_its_position_and_still_carries_the_whole_game() -> None:
    """A link made in the replay viewer at action 12 ends in ``/12``: it opens the replay there (the page reads
    ``link_position``), carries the same record, and a position beyond the game is not written; anything else
    after the game is refused with a sentence."""
    record = finished_record("fury")
    fragment = link.link_fragment(record, at=12)
    assert fragment.endswith("/12") and link.link_position(fragment) == 12
    assert link.read_link(fragment).to_json() == record.to_json()
    assert link.link_position(link.link_fragment(record)) == 0
    assert link.link_fragment(record, at=len(record.actions) + 1) == link.link_fragment(record)
    assert link.link_position("https://example.org/ramen-games/" + fragment) == 12
    with pytest.raises(RecordError, match="something follows the game"):
        link.read_link(link.link_fragment(record) + "/twelve")
