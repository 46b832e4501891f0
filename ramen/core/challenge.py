"""Challenges: the same deal for friends, with no server. A challenge is a finished game's deal (its title,
seats, levels, options and seed) and the scores played on it so far; it travels in a link short enough for a
QR code. Whoever opens the link plays that deal against the same computers (their choices come from the
seed and the moves, so they answer the same moves the same way), then sees everyone's score on it and can
pass the link on with theirs added.

Link fragment: ``#/challenge/v1/<payload>``, the payload being the challenge's compact JSON and a CRC-32 of
it, compressed with raw DEFLATE and written in unpadded base64url. It holds the seed, never a card: the
link shows nothing of what is to come. Scores are taken on trust (there is no server to check them); a
damaged link fails its check and a forged one that is not a challenge this page could have made is
refused, each with a sentence (``RecordError``).
"""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass, field
from typing import Any

from ramen.core.errors import IllegalAction, RecordError
from ramen.core.link import pack_payload, unpack_payload, versioned_payload
from ramen.core.play_on import PLAY_ON
from ramen.core.record import Record, SeatInfo

CHALLENGE_FORMAT = 1
CHALLENGE_PREFIX = "#/challenge/"
#: the record's meta key of a game played from a challenge: the scores played on its deal before it
META_KEY = "challenge"
#: scores a link carries at most: the first (the challenger's) and the latest ones (it stays QR-sized)
MAX_SCORES = 8
#: the longest name kept (the home screen's name field takes 16 characters)
MAX_NAME = 16
#: a payload longer than this is refused unread (a full challenge is a few hundred characters)
MAX_PAYLOAD = 2_000
#: no game of ours scores beyond this (a forged figure is refused)
MAX_POINTS = 10_000


@dataclass(frozen=True)
class ChallengeScore:
    """One play of the deal: the people who played it (the seats that were people, in seat order) and every
    seat's final score."""

    people: tuple[str, ...]
    totals: tuple[int, ...]

    @property
    def by(self) -> str:
        """Who played it, in words: "Mai", "Mai and Ken"."""
        return " and ".join(self.people) if len(self.people) < 3 else ", ".join(self.people[:-1]) + " and " + self.people[-1]


@dataclass
class Challenge:
    """A deal to be played again: what sets it up, and the scores played on it so far (oldest first)."""

    game: str
    seed: int
    seats: list[SeatInfo]
    options: dict[str, Any] = field(default_factory=dict)
    scores: list[ChallengeScore] = field(default_factory=list)

    @property
    def people(self) -> list[int]:
        """The seats a person plays (the others are computers)."""
        return [i for i, seat in enumerate(self.seats) if not seat.is_bot]

    def record(self, names: list[str]) -> Record:
        """A new game of this deal, the seats of people named ``names`` (in seat order), the scores so far in
        its meta (so its end screen shows them, and passing it on adds to them)."""
        people = self.people
        if len(names) != len(people):
            raise RecordError(f"the deal needs {len(people)} name{'s' if len(people) != 1 else ''}, not {len(names)}")
        seats = list(self.seats)
        for seat, name in zip(people, names):
            seats[seat] = SeatInfo(name=clean_name(name) or seats[seat].name)
        return Record(game=self.game, seed=self.seed, seats=seats, options=dict(self.options),
                      meta={META_KEY: scores_json(self.scores)})

    def to_json(self) -> dict[str, Any]:
        """The compact JSON a link carries."""
        data: dict[str, Any] = {"g": self.game, "s": self.seed,
                                "p": [[seat.name] if not seat.is_bot else [seat.name, seat.level] for seat in self.seats],
                                "r": scores_json(self.scores)}
        if self.options:
            data["o"] = dict(self.options)
        return data


def clean_name(name: str) -> str:
    """A name as a challenge keeps it: trimmed, inner spaces single, at most ``MAX_NAME`` characters."""
    return " ".join(str(name).split())[:MAX_NAME].strip()


def scores_json(scores: list[ChallengeScore]) -> list[dict[str, Any]]:
    return [{"n": list(score.people), "t": list(score.totals)} for score in scores]


def read_scores(raw: object, seats: int, people: int) -> list[ChallengeScore]:
    """The scores of a link or a record's meta, checked: RecordError says what is wrong."""
    if not isinstance(raw, list) or len(raw) > MAX_SCORES:
        raise RecordError("its scores are not written as a challenge's are")
    scores = []
    for entry in raw:
        if not isinstance(entry, dict):
            raise RecordError("a score in it is not written as a challenge's are")
        names, totals = entry.get("n"), entry.get("t")
        if not isinstance(names, list) or len(names) != people or not all(
                isinstance(n, str) and clean_name(n) == n and n for n in names):
            raise RecordError("a score in it does not name the people who played")
        if not isinstance(totals, list) or len(totals) != seats or not all(
                isinstance(t, int) and not isinstance(t, bool) and abs(t) <= MAX_POINTS for t in totals):
            raise RecordError("a score in it is not a score of every seat")
        scores.append(ChallengeScore(people=tuple(names), totals=tuple(totals)))
    return scores


def _check_deal(challenge: Challenge) -> None:
    """RecordError unless the deal sets up: a known title, its seat count and levels, options it has."""
    from ramen.core.bots import bot_levels
    from ramen.core.registry import get_game

    try:
        game = get_game(challenge.game)
    except LookupError as error:
        raise RecordError(str(error)) from error
    if PLAY_ON in challenge.options:
        raise RecordError("a game played on from another's position is not a deal of its own")
    levels = bot_levels(game)
    for seat in challenge.seats:
        if seat.is_bot and seat.level not in levels:
            raise RecordError(f"{game.title} has no computer level {str(seat.level)[:20]!r}")
    if not challenge.people:
        raise RecordError("nobody plays it: every seat is a computer")
    try:
        game.check_seats(len(challenge.seats))
        game.new_state(challenge.seed, len(challenge.seats), dict(challenge.options))
    except IllegalAction as error:
        raise RecordError(f"its deal cannot be set up: {error}") from error


def challenge_of(record: Record, totals: list[int]) -> Challenge:
    """The challenge of a finished game (``record``, whose seats scored ``totals``): its deal, the scores its
    own challenge carried (if it was played from one) and this game's, the oldest dropped past ``MAX_SCORES``
    but the first. RecordError where the game can't be one (played on from another's position, no person)."""
    seats = [SeatInfo(name=clean_name(seat.name) or f"Seat {i + 1}", kind=seat.kind, level=seat.level)
             for i, seat in enumerate(record.seats)]
    challenge = Challenge(game=record.game, seed=record.seed, seats=seats, options=dict(record.options))
    if PLAY_ON in record.options:
        raise RecordError("a game played on from another's position can't be a challenge: its deal is not its own")
    if not challenge.people:
        raise RecordError("nobody played it: a game of computers alone can't be a challenge")
    earlier: list[ChallengeScore] = []
    if META_KEY in record.meta:
        try:
            earlier = read_scores(record.meta[META_KEY], len(seats), len(challenge.people))
        except RecordError:
            earlier = []  # a damaged list of earlier scores: this game's own score still goes on
    mine = ChallengeScore(people=tuple(seats[i].name for i in challenge.people), totals=tuple(totals))
    scores = earlier + [mine]
    if len(scores) > MAX_SCORES:
        scores = scores[:1] + scores[-(MAX_SCORES - 1):]
    challenge.scores = scores
    return challenge


def earlier_scores(record: Record) -> list[ChallengeScore]:
    """The scores played on this game's deal before it, if it was played from a challenge ([] if not, or if
    they are damaged)."""
    if META_KEY not in record.meta:
        return []
    people = sum(1 for seat in record.seats if not seat.is_bot)
    try:
        return read_scores(record.meta[META_KEY], len(record.seats), people)
    except RecordError:
        return []


def is_challenge(record: Record) -> bool:
    """Whether ``record`` was played from a challenge."""
    return META_KEY in record.meta


# --- the link ------------------------------------------------------------------------------------
def challenge_fragment(challenge: Challenge) -> str:
    """``#/challenge/v1/<payload>``: the challenge for the end of the page's address."""
    body = json.dumps(challenge.to_json(), separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return f"{CHALLENGE_PREFIX}v{CHALLENGE_FORMAT}/" + pack_payload(body + zlib.crc32(body).to_bytes(4, "big"))


def _unpack(payload: str) -> bytes:
    """The challenge's JSON of a link's payload, its check verified (RecordError says what is wrong)."""
    raw = unpack_payload(payload, "challenge", MAX_PAYLOAD, 16 * MAX_PAYLOAD)
    body, check = raw[:-4], raw[-4:]
    if len(raw) < 5 or zlib.crc32(body).to_bytes(4, "big") != check:
        raise RecordError("the link was changed or damaged (its check does not match)")
    return body


def _read_seat(raw: object) -> SeatInfo:
    if not isinstance(raw, list) or not 1 <= len(raw) <= 2 or not all(isinstance(part, str) for part in raw):
        raise RecordError("a seat in it is not written as a challenge's are")
    name = raw[0]
    if not name or clean_name(name) != name:
        raise RecordError("a seat in it has no proper name")
    return SeatInfo(name=name) if len(raw) == 1 else SeatInfo(name=name, kind="bot", level=raw[1])


def read_challenge(fragment: str) -> Challenge:
    """The challenge of a link (a whole URL or its ``#/challenge/v1/...`` fragment), checked: RecordError, in
    words, for a damaged, forged or newer link."""
    body = _unpack(versioned_payload(fragment, "challenge", CHALLENGE_FORMAT))
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise RecordError("the link was changed (what it unpacks to is not a challenge)") from error
    if not isinstance(data, dict) or set(data) - {"g", "s", "p", "r", "o"}:
        raise RecordError("the link was changed (what it unpacks to is not a challenge)")
    game, seed, seats_raw, options = data.get("g"), data.get("s"), data.get("p"), data.get("o", {})
    if not isinstance(game, str) or not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(options, dict):
        raise RecordError("the link was changed (it names no game and deal)")
    if not isinstance(seats_raw, list) or not seats_raw or len(seats_raw) > 8:
        raise RecordError("the link was changed (its seats are not written as a challenge's are)")
    challenge = Challenge(game=game, seed=seed, seats=[_read_seat(seat) for seat in seats_raw], options=options)
    _check_deal(challenge)
    challenge.scores = read_scores(data.get("r", []), len(challenge.seats), len(challenge.people))
    return challenge
