"""Records: a game as its seed, options, seats and actions; replayed through the rules to a state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence, TypeVar

from ramen.core.errors import IllegalAction, RecordError
from ramen.core.game import Game
from ramen.core.play_on import PLAY_ON, start_state

#: format version of records (and of saves, which wrap a record); bump on any breaking change.
#: 1: the first format. 2: Ramen Fury turns end on an explicit ``end`` (older Fury records get the
#: implied ends back on load, see ``Game.migrate_actions``).
RECORD_VERSION = 2

SEAT_KINDS = ("human", "bot")

S = TypeVar("S")


@dataclass(frozen=True)
class SeatInfo:
    """Who sits in a seat: a person with a name, or a computer opponent with a level."""

    name: str
    kind: str = "human"
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data

    @classmethod
    def from_json(cls, data: object) -> "SeatInfo":
        if not isinstance(data, dict):
            raise RecordError("a seat is not an object")
        name, kind, level = data.get("name"), data.get("kind", "human"), data.get("level")
        if not isinstance(name, str) or not name.strip():
            raise RecordError("a seat has no name")
        if kind not in SEAT_KINDS:
            raise RecordError(f"seat {name!r} is of unknown kind {kind!r}")
        if kind == "bot" and not isinstance(level, str):
            raise RecordError(f"computer seat {name!r} has no level")
        return cls(name=name, kind=kind, level=level if kind == "bot" else None)


@dataclass
class Record:
    """A whole game in a form that survives any version of the page: replay it to get the state."""

    game: str
    seed: int
    seats: list[SeatInfo]
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    version: int = RECORD_VERSION
    #: facts about the play that are not moves, e.g. {"hints": [0, 2]} (hints used per seat)
    meta: dict[str, Any] = field(default_factory=dict)

    def hints_used(self) -> list[int]:
        """How many hints each seat asked for (0 for a seat that never did)."""
        raw = self.meta.get("hints")
        counts = [n if isinstance(n, int) and not isinstance(n, bool) and n >= 0 else 0
                  for n in (raw if isinstance(raw, list) else [])]
        return (counts + [0] * len(self.seats))[:len(self.seats)]

    def count_hint(self, seat: int) -> None:
        """Note that ``seat`` asked for a hint."""
        counts = self.hints_used()
        counts[seat] += 1
        self.meta["hints"] = counts

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "version": self.version,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "actions": list(self.actions),
            **({"meta": dict(self.meta)} if self.meta else {}),
        }

    @classmethod
    def from_json(cls, data: object) -> "Record":
        """Read a record, checking every field; raises RecordError with a readable reason."""
        if not isinstance(data, dict):
            raise RecordError("the record is not an object")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError("the record has no format version")
        if version > RECORD_VERSION:
            raise RecordError(f"the record is of format {version}, newer than this page reads ({RECORD_VERSION}); update the page")
        if version < 1:
            raise RecordError(f"the record's format version {version} is not valid")
        game, seed = data.get("game"), data.get("seed")
        if not isinstance(game, str) or not game:
            raise RecordError("the record names no game")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("the record's seed is not a whole number")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("the record's options are not an object")
        seats_raw, actions = data.get("seats"), data.get("actions", [])
        if not isinstance(seats_raw, list) or not seats_raw:
            raise RecordError("the record has no seats")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("the record's actions are not a list of texts")
        meta = data.get("meta", {})
        if not isinstance(meta, dict):
            raise RecordError("the record's meta data is not an object")
        return cls(game=game, seed=seed, seats=[SeatInfo.from_json(s) for s in seats_raw],
                   options=options, actions=list(actions), version=version, meta=dict(meta))

    def played_on(self, position: int, seat: int, deal: int, seats: list[SeatInfo] | None = None) -> Record:
        """A new game from this one's position ``position`` (after that many actions), the same seats (or ``seats``,
        as many), what ``seat`` could not see there dealt anew with ``deal`` (ramen/core/play_on.py); where it came
        from in ``meta["from"]``."""
        if not 0 <= position <= len(self.actions):
            raise RecordError(f"there is no position {position} in that game")
        if not 0 <= seat < len(self.seats):
            raise RecordError(f"there is no seat {seat + 1} in that game")
        if seats is not None and len(seats) != len(self.seats):
            raise RecordError(f"that game has {len(self.seats)} seats, not {len(seats)}")
        source = {"seed": self.seed, "options": dict(self.options), "actions": list(self.actions[:position]),
                  "seat": seat, "deal": deal}
        return Record(game=self.game, seed=deal, seats=list(seats or self.seats), options={PLAY_ON: source},
                      meta={"from": {"position": position, "seat": seat}})

    def start(self, game: Game[S, Any, Any]) -> S:
        """The opening state of this record's game (an older record is brought up to date first)."""
        if game.id != self.game:
            raise RecordError(f"the record is of {self.game!r}, not {game.id!r}")
        try:
            game.check_seats(len(self.seats))
            state: S
            if PLAY_ON in self.options:  # a game played on from another's position (ramen.core.play_on)
                state = start_state(game, self.options[PLAY_ON], len(self.seats))
            else:
                state = game.new_state(self.seed, len(self.seats), dict(self.options))
        except IllegalAction as error:
            raise RecordError(f"the game cannot be set up: {error}") from error
        self.upgrade(game)
        return state

    def upgrade(self, game: Game[Any, Any, Any]) -> None:
        """Bring a record of an older format up to this one: the game rewrites its actions as its
        rules read them now (e.g. the implied ``end``s of old Ramen Fury records)."""
        if self.version >= RECORD_VERSION:
            return
        self.actions = game.migrate_actions(self.seed, len(self.seats), dict(self.options), list(self.actions),
                                            self.version)
        self.version = RECORD_VERSION

    def replay(self, game: Game[S, Any, Any], upto: int | None = None) -> S:
        """The state after the first ``upto`` actions (all by default); RecordError names the bad action."""
        state = self.start(game)
        for index, text in enumerate(self.actions[:upto]):
            try:
                state = game.apply(state, game.parse_action(text))
            except IllegalAction as error:
                raise RecordError(f"action {index + 1} ({text!r}) is not legal: {error}") from error
        return state

    def undoable_count(self, game: Game[Any, Any, Any]) -> int:
        """How many of the last actions may be taken back (same seat's turn, nothing revealed)."""
        states = [self.start(game)]
        for text in self.actions:
            states.append(game.apply(states[-1], game.parse_action(text)))
        return count_undoable(game, states, self.actions)


def count_undoable(game: Game[S, Any, Any], states: Sequence[S], actions: Sequence[str]) -> int:
    """How many of the last ``actions`` may be taken back, given ``states`` (the start and the state
    after each action): walking back while the same seat is to act and nothing was revealed."""
    count = 0
    for index in range(len(actions) - 1, -1, -1):
        before, after = states[index], states[index + 1]
        if not game.can_undo(before, game.parse_action(actions[index]), after):
            break
        if game.to_act(before) != game.to_act(states[-1]):
            break
        count += 1
    return count
