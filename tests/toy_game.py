"""A tiny game for testing the core: players take 1-3 sticks from a pile; taking the last loses.

Chance: the pile size (10-15) comes from the seed. Notation: "take N".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ramen.core import Game, NotationError, ScoreSheet, rng_for


@dataclass(frozen=True)
class Take:
    count: int

    def __str__(self) -> str:
        return f"take {self.count}"


@dataclass(frozen=True)
class StickState:
    seed: int
    seats: int
    pile: int
    turn: int = 0
    loser: int | None = None


class Sticks(Game[StickState, Take, Any]):
    id = "sticks"
    title = "Sticks"

    def new_state(self, seed: int, seats: int, options: dict[str, Any] | None = None) -> StickState:
        self.check_seats(seats)
        return StickState(seed=seed, seats=seats, pile=rng_for(seed, 0).randint(10, 15))

    def to_act(self, state: StickState) -> int | None:
        return None if state.loser is not None else state.turn % state.seats

    def legal_actions(self, state: StickState) -> list[Take]:
        if state.loser is not None:
            return []
        return [Take(n) for n in (1, 2, 3) if n <= state.pile]

    def why_not(self, state: StickState, action: Take) -> str | None:
        return None if action in self.legal_actions(state) else f"You can't take {action.count} sticks now."

    def apply_unchecked(self, state: StickState, action: Take) -> StickState:
        pile = state.pile - action.count
        loser = self.to_act(state) if pile == 0 else None
        return replace(state, pile=pile, turn=state.turn + 1, loser=loser)

    def parse_action(self, text: str) -> Take:
        parts = text.split()
        if len(parts) != 2 or parts[0] != "take" or not parts[1].isdigit():
            raise NotationError(f"{text!r} is not a Sticks action (try 'take 2').")
        return Take(int(parts[1]))

    def phase(self, state: StickState) -> str:
        return "over" if state.loser is not None else "take"

    def round(self, state: StickState) -> int:
        return state.turn // state.seats + 1

    def world(self, view: dict[str, Any], rng: Any) -> StickState:
        return StickState(seed=rng.getrandbits(32), seats=view["seats"], pile=view["pile"])

    def view(self, state: StickState, seat: int | None) -> dict[str, Any]:
        return {"game": self.id, "seats": state.seats, "viewer": seat, "to_act": self.to_act(state),
                "phase": self.phase(state), "status": "Taking sticks.", "round": self.round(state),
                "over": state.loser is not None, "pile": state.pile}

    def scores(self, state: StickState) -> list[ScoreSheet]:
        return [ScoreSheet(total=0 if seat == state.loser else 1, breakdown=(("survived", 0 if seat == state.loser else 1),),
                           tiebreak=0, tiebreak_label="none") for seat in range(state.seats)]

    def reveals(self, before: StickState, action: Take, after: StickState) -> bool:
        return False


GAME = Sticks()
