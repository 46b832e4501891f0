"""Ramen Extreme rules: setup, legal actions and ``apply``, which dispatches each kind of action to its
phase's step (``ramen.extreme.phases``).

A turn: an optional action may come before the first roll ("before") or after the dice are
resolved ("after"). Rolling: ``roll``, then ``hold``/``release`` dice and ``roll`` again, at most three
rolls; ``stop`` (or the third roll) makes the dice final. Chili pairs (and five chilis, five fans)
act at once when the dice become final; then the player resolves the rest die by die (``take``,
``fan``) or ``done``. Resolving ends by itself when no die can be used any more. ``end`` ends the
turn. Two prompts interrupt: after a steal, a claim that only the stolen token makes possible (``claim``/``skip``); whenever the
player holds more than 8 tokens once an action completes, ``discard`` until 8 remain.

Game length: the pile only shrinks when bowls are claimed, so a game where nobody claims would
never end; ``MAX_ROUNDS`` [default] ends it after that many rounds (40). Games between the computer
opponents end after 5 to 20 rounds; only random play reaches the limit.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from ramen.core import Game, ScoreSheet
from ramen.core.game import FIRST_SEAT, NOT_POSSIBLE, GameOption
from ramen.core.words import plural
from ramen.extreme import actions as A
from ramen.extreme.components import (DICE_COUNT, FANS_TO_MOVE, HEAT_START, PROTEINS, TOKEN_INDEX, TOKEN_LIMIT,
                                      TOKEN_NAMES, TOKEN_TYPE, TOKEN_VALUE, TOKENS, VEGETABLES, bowl_needs, can_claim,
                                      swap_partner)
from ramen.extreme.phases.discard import discard, settle
from ramen.extreme.phases.optional import (CLAIMS, REPLACES, STEALS, claim, optional_actions, replace, skip, steal,
                                          steal_claims, swap)
from ramen.extreme.phases.resolving import done, fan, resolutions, take
from ramen.extreme.phases.rolling import hold, release, roll, stop
from ramen.extreme.phases import setup
from ramen.extreme.phases.setup import choose
from ramen.extreme.phases.turn_end import end
from ramen.extreme.scoring import score_sheets
from ramen.extreme.state import NO_FINAL, ExtremeState, round_number, unused_count
from ramen.extreme.view import ExtremeView, build_view, describe_action, world_from_view


class RamenExtreme(Game[ExtremeState, A.ExtremeAction, ExtremeView]):
    """Ramen Extreme for 2 to 5 players."""

    id = "extreme"
    title = "Ramen Extreme"
    min_seats = 2
    max_seats = 5
    options = (FIRST_SEAT,
               GameOption("bowls", list, [], "the bowl cards laid out first: the Table, then the top of the pile "
                          "(a lesson's deal)", kept_in_rematch=False),
               GameOption("dice", list, [], "the faces of the first rolls, one list per roll, for the dice rolled "
                          "(a lesson's dice)", kept_in_rematch=False))

    # --- setup ---------------------------------------------------------------------------------
    def new_state(self, seed: int, seats: int, options: dict[str, Any] | None = None) -> ExtremeState:
        """Shuffle the bowls (removing one 5, 10 and 15 with 2-3 players), deal the Table, pick the
        first player (option ``first`` fixes it) who is the first to choose starting tokens."""
        self.check_seats(seats)
        return setup.new_state(self, seed, seats, options)

    # --- whose turn, what is legal -------------------------------------------------------------
    def to_act(self, state: ExtremeState) -> int | None:
        return None if state.stage == "over" else state.current

    def phase(self, state: ExtremeState) -> str:
        """The prompt if one is open, else the stage."""
        return state.prompt or state.stage

    def round(self, state: ExtremeState) -> int:
        return round_number(state)

    def legal_actions(self, state: ExtremeState) -> list[A.ExtremeAction]:
        stage, prompt, seat = state.stage, state.prompt, state.current
        if stage == "over":
            return []
        if prompt == "discard":
            holding = state.tokens[seat]
            return [A.DISCARDS[token] for token in range(len(TOKENS)) if holding[token]]
        if prompt == "steal_claim":
            claims: list[A.ExtremeAction] = [CLAIMS[slots] for slots in steal_claims(state)]
            return claims + [A.SKIP]
        if stage == "rolling":
            held = state.held
            result: list[A.ExtremeAction] = [A.STOP] if all(held) else [A.ROLL, A.STOP]
            result += [A.RELEASES[die] if held[die] else A.HOLDS[die] for die in range(DICE_COUNT)]
            return result
        if stage == "resolving":
            return resolutions(state) + [A.DONE]
        if stage == "before":
            return [A.ROLL] + optional_actions(state)
        if stage == "after":
            return optional_actions(state) + [A.END]
        pots = state.pots  # setup
        return [A.CHOOSES[p, v] for p in PROTEINS if pots[p] for v in VEGETABLES if pots[v]]

    # --- effects ---------------------------------------------------------------------------------
    def apply_unchecked(self, state: ExtremeState, action: A.ExtremeAction) -> ExtremeState:
        """The state after a legal ``action`` (``apply`` has asked ``why_not``; the search plays actions
        of ``legal_actions``): the effect of its kind (``_EFFECTS``) on a clone, then the prompts it opens."""
        new = state.clone()
        _EFFECTS[type(action)](new, action)
        settle(new)
        return new

    def parse_action(self, text: str) -> A.ExtremeAction:
        return A.parse_action(text)

    # --- why an action may not be taken -------------------------------------------------------------
    def why_not(self, state: ExtremeState, action: A.ExtremeAction) -> str | None:
        """The rules of Extreme in one place, per kind of action (``_WHY``): None exactly for the actions
        of ``legal_actions``, else why not."""
        if state.stage == "over":
            return "The game is over."
        return _WHY[type(action)](self, state, action)

    @staticmethod
    def _why_phase(state: ExtremeState, action: A.ExtremeAction, *phases: str) -> str | None:
        """Why not, unless the game is in one of ``phases`` (a prompt name or a stage with no prompt)."""
        phase = state.prompt or state.stage
        if phase in phases:
            return None
        verb = str(action).split(" ")[0]
        if verb == "choose":
            return "Starting tokens are chosen only at the start of the game."
        if state.prompt == "discard":
            return f"You hold more than {TOKEN_LIMIT} tokens: put one back first (discard)."
        if state.prompt == "steal_claim":
            return "First say whether to claim a bowl with the stolen token (claim or skip)."
        reasons = {
            "setup": "Everyone first chooses a starting protein and vegetable.",
            "before": "Roll the dice first." if verb in ("hold", "release", "stop") else
                      "You have not rolled yet.",
            "rolling": "Finish rolling first (roll again or stop).",
            "resolving": "Resolve the dice first (take, fan or done).",
            "after": "The dice are resolved: take your optional action or end the turn.",
        }
        return f"You can't {verb} now. {reasons.get(phase, '')}".strip()

    @staticmethod
    def _why_slots(state: ExtremeState, slots: tuple[int, ...]) -> str | None:
        """Why a claim or a replace may not name ``slots``: a Table place the pile no longer fills."""
        for slot in slots:
            if state.table[slot] is None:
                return f"Table place b{slot + 1} is empty: the pile has run out."
        return None

    def _why_optional(self, state: ExtremeState, action: A.ExtremeAction) -> str | None:
        """Why the turn's one optional action may not be taken now."""
        why = self._why_phase(state, action, "before", "after")
        if why is None and state.optional_used:
            return "You have already taken your one optional action this turn."
        return why

    @staticmethod
    def _why_no_pot(token: int, pots: tuple[int, ...]) -> str | None:
        return None if pots[token] else f"There is no {TOKENS[token]} left in the Hot Pots."

    def _why_choose(self, state: ExtremeState, action: A.Choose) -> str | None:
        why = self._why_phase(state, action, "setup")
        if why is not None:
            return why
        if TOKEN_TYPE[action.protein] != "protein" or TOKEN_TYPE[action.vegetable] != "vegetable":
            return ("Choose one protein (egg, naruto, chashu, tofu) and then one vegetable "
                    "(scallion, corn, mushroom, carrot).")
        return self._why_no_pot(action.protein, state.pots) or self._why_no_pot(action.vegetable, state.pots)

    def _why_roll(self, state: ExtremeState, action: A.Roll) -> str | None:
        why = self._why_phase(state, action, "before", "rolling")
        if why is None and state.stage == "rolling" and all(state.held):
            return "Every die is held: release one to roll it, or stop."
        return why

    def _why_hold(self, state: ExtremeState, action: A.Hold | A.Release) -> str | None:
        why = self._why_phase(state, action, "rolling")
        hold = isinstance(action, A.Hold)
        if why is None and state.held[action.die] == hold:
            return f"Die {action.die + 1} is already {'held' if hold else 'free to roll'}."
        return why

    def _why_stop(self, state: ExtremeState, action: A.Stop) -> str | None:
        return self._why_phase(state, action, "rolling")

    def _why_take(self, state: ExtremeState, action: A.Take) -> str | None:
        why = self._why_phase(state, action, "resolving")
        if why is not None:
            return why
        token = action.token
        face, value = TOKEN_TYPE[token], TOKEN_VALUE[token]
        if unused_count(state, face) < value:
            return (f"{TOKEN_NAMES[TOKENS[token]]} needs {value} unused {face} dice; "
                    f"you have {unused_count(state, face)}.")
        return self._why_no_pot(token, state.pots)

    def _why_fan(self, state: ExtremeState, action: A.Fan) -> str | None:
        why = self._why_phase(state, action, "resolving")
        if why is not None:
            return why
        if unused_count(state, "fan") < FANS_TO_MOVE:
            return "Moving your pepper down needs two unused fan dice."
        if state.heat[state.current] == HEAT_START:
            return "Your pepper is already at the start: fans can't move it lower."
        return None

    def _why_done(self, state: ExtremeState, action: A.Done) -> str | None:
        return self._why_phase(state, action, "resolving")

    def _why_claim(self, state: ExtremeState, action: A.Claim) -> str | None:
        if state.prompt == "steal_claim":
            why = self._why_slots(state, action.slots)
            if why is None and action.slots not in steal_claims(state):
                if not can_claim(state.tokens[state.current], state.table, action.slots):
                    return "You don't have the exact ingredients for that."
                return (f"You could claim that without the stolen {state.stolen}: with the "
                        f"steal you may only claim what the stolen token makes possible.")
            return why
        why = self._why_optional(state, action) or self._why_slots(state, action.slots)
        if why is not None:
            return why
        holding = state.tokens[state.current]
        if not can_claim(holding, state.table, action.slots):
            missing = [TOKENS[t] for t, (have, need) in
                       enumerate(zip(holding, bowl_needs(state.table, action.slots))) if have < need]
            return f"You don't have the exact ingredients: you lack {', '.join(missing)}."
        return None

    def _why_steal(self, state: ExtremeState, action: A.Steal) -> str | None:
        why = self._why_optional(state, action)
        if why is not None:
            return why
        seat, victim = state.current, action.victim
        if not state.chopsticks[seat]:
            return "You have used your Chopsticks; they come back when everyone has used theirs."
        if victim >= state.seats:
            return f"There is no player p{victim + 1}."
        if victim == seat:
            return "You can't steal from yourself."
        if not state.tokens[victim][action.token]:
            return f"That player (p{victim + 1}) has no {TOKENS[action.token]}."
        return None

    def _why_skip(self, state: ExtremeState, action: A.Skip) -> str | None:
        return self._why_phase(state, action, "steal_claim")

    def _why_replace(self, state: ExtremeState, action: A.Replace) -> str | None:
        why = self._why_optional(state, action)
        if why is not None:
            return why
        if not state.chopsticks[state.current]:
            return "You have used your Chopsticks; they come back when everyone has used theirs."
        why = self._why_slots(state, action.slots)
        if why is None and not state.pile:
            return "The pile is empty: there are no bowls to replace the Table's with."
        return why

    def _why_swap(self, state: ExtremeState, action: A.Swap) -> str | None:
        why = self._why_optional(state, action)
        if why is not None:
            return why
        if action.get != swap_partner(action.give):
            return (f"Swap {TOKENS[action.give]} only for {TOKENS[swap_partner(action.give)]}, "
                    "the other token of the same type and value.")
        if not state.tokens[state.current][action.give]:
            return f"You have no {TOKENS[action.give]} to swap."
        return self._why_no_pot(action.get, state.pots)

    def _why_discard(self, state: ExtremeState, action: A.Discard) -> str | None:
        if state.prompt != "discard":
            return f"You only put tokens back when you hold more than {TOKEN_LIMIT}."
        return None if state.tokens[state.current][action.token] else f"You have no {TOKENS[action.token]}."

    def _why_end(self, state: ExtremeState, action: A.End) -> str | None:
        return self._why_phase(state, action, "after")

    def why_not_beginning(self, state: ExtremeState, words: tuple[str, ...]) -> str:
        """Why no legal action begins with ``words``: a verb alone (its phase, or nothing it could take),
        a token to choose, steal or swap, a player to steal from."""
        if state.stage == "over":
            return "The game is over."
        verb = words[0] if words else ""
        action = _VERB_PROBES.get(verb)
        if action is not None:
            why = self._why_phase(state, action, *_VERB_PHASES.get(verb, ()))
            if why is not None:
                return why
        seat = state.current
        if verb in ("steal", "replace"):
            if state.optional_used:
                return "You have already taken your one optional action this turn."
            if not state.chopsticks[seat]:
                return "You have used your Chopsticks; they come back when everyone has used theirs."
            if verb == "replace":
                return "The pile is empty: there are no bowls to replace the Table's with."
            if len(words) > 1:
                return "That player holds no token."
            return "Nobody else holds a token."
        if verb == "claim":
            if state.optional_used and state.prompt != "steal_claim":
                return "You have already taken your one optional action this turn."
            return "You don't hold the exact ingredients of any bowl on the Table."
        if verb == "swap":
            if state.optional_used:
                return "You have already taken your one optional action this turn."
            return "You hold no token whose partner is in the Hot Pots."
        if verb == "choose" and len(words) > 1:
            token = TOKEN_INDEX.get(words[1])
            if token is None or TOKEN_TYPE[token] != "protein":
                return "Choose a protein first."
            if not state.pots[token]:
                return f"There is no {words[1]} left in the Hot Pots."
        return NOT_POSSIBLE

    # --- information (see ramen.extreme.view) ----------------------------------------------------------
    def view(self, state: ExtremeState, seat: int | None) -> ExtremeView:
        return build_view(self, state, seat)

    def world(self, view: ExtremeView, rng: random.Random) -> ExtremeState:
        return world_from_view(view, rng)

    def describe(self, state: ExtremeState, action: A.ExtremeAction, names: Sequence[str]) -> str:
        return describe_action(self, state, action, names)

    def progress(self, state: ExtremeState) -> str:
        if state.stage == "over":
            return f"over after {plural(round_number(state), 'round')}"
        if state.stage == "setup":
            return "round 1, starting tokens"
        if state.final_turns_left != NO_FINAL:
            return f"round {round_number(state)}, final round"
        return f"round {round_number(state)}, {plural(len(state.pile), 'bowl')} in the pile"

    def scores(self, state: ExtremeState) -> list[ScoreSheet]:
        return score_sheets(state)

    def reveals(self, before: ExtremeState, action: A.ExtremeAction, after: ExtremeState) -> bool:
        """Rolls draw on chance; choosing the last starting tokens reveals the Table; a claim or a
        replace that takes bowls from the pile reveals them. Everything else can be taken back."""
        if after.counter != before.counter:
            return True
        if isinstance(action, A.Choose):
            return after.stage != "setup"
        if isinstance(action, (A.Claim, A.Replace)):
            return after.pile != before.pile
        return False


#: the effect of each kind of action on a clone of the state it is taken in
_EFFECTS: dict[type, Callable[[ExtremeState, Any], None]] = {
    A.Choose: choose, A.Roll: roll, A.Hold: hold, A.Release: release, A.Stop: stop, A.Take: take,
    A.Fan: fan, A.Done: done, A.Claim: claim, A.Steal: steal, A.Skip: skip, A.Replace: replace,
    A.Swap: swap, A.Discard: discard, A.End: end,
}
#: why each kind of action may not be taken now (None: it may)
_WHY: dict[type, Callable[[RamenExtreme, ExtremeState, Any], str | None]] = {
    A.Choose: RamenExtreme._why_choose, A.Roll: RamenExtreme._why_roll, A.Hold: RamenExtreme._why_hold,
    A.Release: RamenExtreme._why_hold, A.Stop: RamenExtreme._why_stop, A.Take: RamenExtreme._why_take,
    A.Fan: RamenExtreme._why_fan, A.Done: RamenExtreme._why_done, A.Claim: RamenExtreme._why_claim,
    A.Steal: RamenExtreme._why_steal, A.Skip: RamenExtreme._why_skip, A.Replace: RamenExtreme._why_replace,
    A.Swap: RamenExtreme._why_swap, A.Discard: RamenExtreme._why_discard, A.End: RamenExtreme._why_end,
}
#: for ``why_not_beginning``: an action of each verb (its words alone matter) and the phases it is taken in
_VERB_PROBES: dict[str, A.ExtremeAction] = {
    "choose": A.CHOOSES[0, 4], "roll": A.ROLL, "hold": A.HOLDS[0], "release": A.RELEASES[0], "stop": A.STOP,
    "take": A.TAKES[0], "fan": A.FAN, "done": A.DONE, "claim": CLAIMS[(0,)], "steal": STEALS[1, 0],
    "skip": A.SKIP, "replace": REPLACES[(0,)], "swap": A.SWAPS[0], "discard": A.DISCARDS[0], "end": A.END,
}
_VERB_PHASES: dict[str, tuple[str, ...]] = {
    "choose": ("setup",), "roll": ("before", "rolling"), "hold": ("rolling",), "release": ("rolling",),
    "stop": ("rolling",), "take": ("resolving",), "fan": ("resolving",), "done": ("resolving",),
    "claim": ("before", "after", "steal_claim"), "steal": ("before", "after"), "skip": ("steal_claim",),
    "replace": ("before", "after"), "swap": ("before", "after"), "discard": ("discard",), "end": ("after",),
}

__all__ = ["RamenExtreme", "bowl_needs", "can_claim", "round_number", "unused_count"]
