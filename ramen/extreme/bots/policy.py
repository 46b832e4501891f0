"""The "normal" computer opponent's choice for Ramen Extreme: greedy, reading only its view.

It values a holding of tokens as 1 point per token (up to the limit of 8) plus the bowls on the
Table it could claim, each discounted by the ingredients still missing. With that it

* keeps the dice whose expected outcome (exactly computed over the remaining rolls, by face
  counts) is best, and stops rolling when the current dice are worth more;
* resolves the final dice into the tokens (and fan moves) worth most; a chili pair counts by how
  much it costs the others (mostly the leader), fans by what they win back on its own Heat card;
* claims bowls whenever it can (before rolling if it already holds the ingredients), steals the
  token that helps it most (or that lets it claim), swaps into a missing ingredient, and uses
  Chopsticks to replace a bowl an opponent is about to claim.
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from ramen.core import Bot
from ramen.core.game import View
from ramen.extreme.actions import ExtremeAction
from ramen.extreme.bots.dice import FACES, FULL_INDEX, HOLDS, PLANS, SUB_HOLDS, Plan
from ramen.extreme.bots.features import Reading
from ramen.extreme.components import DICE_COUNT, HEAT_VALUES, TOKEN_INDEX, TOKENS
from ramen.extreme.state import ExtremeState

#: setup preference: the ingredients most bowls need, protein then vegetable
SETUP_ORDER = ((0, 1, 2, 3), (4, 5, 6, 7))


def _action_texts() -> dict[int, str]:
    """The text of every action value ``legal_actions`` hands out, by identity (those values live as
    long as the program, so their ids stay theirs; any other value is read with ``str``)."""
    from ramen.extreme import actions as A
    from ramen.extreme.phases import optional

    values: list[Any] = [A.ROLL, A.STOP, A.FAN, A.DONE, A.SKIP, A.END, *A.HOLDS, *A.RELEASES, *A.TAKES,
                         *A.DISCARDS, *A.SWAPS, *A.CHOOSES.values(), *optional.CLAIMS.values(),
                         *optional.REPLACES.values(), *optional.STEALS.values()]
    return {id(value): str(value) for value in values}


_TEXTS: dict[int, str] = {}


def _text(action: ExtremeAction) -> str:
    if not _TEXTS:
        _TEXTS.update(_action_texts())
    return _TEXTS.get(id(action)) or str(action)


def _wanted(faces: Sequence[str], held: Sequence[bool], keep: Sequence[int]) -> list[bool]:
    """Which dice to hold so that the held faces are ``keep`` (counts per face kind), keeping dice
    already held first so that few toggles are needed."""
    wanted = [False] * DICE_COUNT
    order = sorted(range(DICE_COUNT), key=lambda i: not held[i])
    for kind, face in enumerate(FACES):
        need = keep[kind]
        for index in order:
            if need and faces[index] == face and not wanted[index]:
                wanted[index] = True
                need -= 1
    return wanted


class NormalPolicy(Bot[ExtremeAction]):
    """The normal level's choice: greedy play toward the Table's bowls (see the module docstring); the
    search's playouts play it for every seat."""

    @staticmethod
    def _plan(reading: Reading) -> Plan:
        plan = PLANS.get(reading.key)
        if plan is None:
            plan = PLANS.keep(reading.key, Plan(reading))
        return plan

    def choose(self, view: View, legal: Sequence[ExtremeAction], rng: random.Random) -> ExtremeAction:
        phase = view["phase"]
        return self._decide(phase, None if phase == "setup" else Reading(view), view["dice"], legal)

    def choose_state(self, state: ExtremeState, legal: Sequence[ExtremeAction]) -> ExtremeAction:
        """The same choice as ``choose`` for the seat to act, read straight from the state (the
        search's playouts, where building a view each step would cost more than the decision)."""
        phase = state.prompt or state.stage
        seat = state.current
        if phase == "rolling" or phase == "resolving":
            faces = state.dice
            used = state.used
            unused = {face: 0 for face in FACES}
            for face, spent in zip(faces, used):
                if not spent:
                    unused[face] += 1
            dice = {"faces": faces, "held": state.held, "rolls_left": 3 - state.rolls, "unused": unused}
        else:
            dice = None
        return self._decide(phase, None if phase == "setup" else Reading.from_state(state, seat), dice, legal)

    def _decide(self, phase: str, reading: Reading | None, dice: Mapping[str, Any] | None,
                legal: Sequence[ExtremeAction]) -> ExtremeAction:
        by_text = {_text(action): action for action in legal}
        choice: str | None = None
        if phase == "setup":
            choice = self._setup(by_text)
        elif reading is not None:
            if phase == "discard":
                choice = self._discard(reading, by_text)
            elif phase == "steal_claim":
                choice = self._best_claim(reading, by_text)
            elif phase == "rolling":
                assert dice is not None  # the view and the state both give the dice while they are rolled
                choice = self._rolling(dice, reading, by_text)
            elif phase == "resolving":
                assert dice is not None
                choice = self._resolving(dice, reading, by_text)
            elif phase in ("before", "after"):
                choice = self._optional(reading, by_text, before=phase == "before")
        if choice is None or choice not in by_text:
            for fallback in ("end", "done", "skip", "stop", "roll"):
                if fallback in by_text:
                    return by_text[fallback]
            return legal[0]
        return by_text[choice]

    # --- setup and prompts ---------------------------------------------------------------------------
    def _setup(self, by_text: dict[str, ExtremeAction]) -> str | None:
        for protein in SETUP_ORDER[0]:
            for vegetable in SETUP_ORDER[1]:
                text = f"choose {TOKENS[protein]} {TOKENS[vegetable]}"
                if text in by_text:
                    return text
        return None

    def _discard(self, reading: Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        best: tuple[float, str] | None = None
        for token in range(len(TOKENS)):
            if reading.holding[token]:
                after = list(reading.holding)
                after[token] -= 1
                candidate = (reading.worth(after), f"discard {TOKENS[token]}")
                if best is None or candidate[0] > best[0]:
                    best = candidate
        return best[1] if best else None

    @staticmethod
    def claim_points(reading: Reading, text: str) -> int:
        slots = [int(word[1:]) - 1 for word in text.split()[1:]]
        points = 0
        for slot in slots:
            bowl = reading.table[slot]
            assert bowl is not None  # a claim names only slots that hold a bowl
            points += bowl[0]
        return points

    def _best_claim(self, reading: Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        claims = [text for text in by_text if text.startswith("claim ")]
        if not claims:
            return "skip"
        return max(claims, key=lambda text: (self.claim_points(reading, text), -len(text)))

    # --- dice ----------------------------------------------------------------------------------------
    def _keep(self, faces: Sequence[str], held: Sequence[bool], rolls_left: int, reading: Reading) -> list[bool] | None:
        """The dice to hold for the next roll (None: stop, the dice are worth more as they are)."""
        counts = tuple(faces.count(face) for face in FACES)
        plan = self._plan(reading)
        worths = plan.hold_worths(rolls_left)
        full = FULL_INDEX[counts]
        best_hold, best = counts, plan.final[full]  # stopping
        for hold in SUB_HOLDS[full]:
            if worths[hold] > best + 1e-9:
                best_hold, best = HOLDS[hold], worths[hold]
        if best_hold == counts:
            return None
        return _wanted(faces, held, best_hold)

    def keep_state(self, state: ExtremeState, reading: Reading | None = None) -> tuple[bool, ...] | None:
        """``_keep`` for the seat rolling in ``state`` (playouts: every toggle of a plan at once);
        ``reading``: that seat's reading of ``state``, if the caller has it (only the dice change
        between the rolls of a turn)."""
        if reading is None:
            reading = Reading.from_state(state, state.current)
        wanted = self._keep(state.dice, state.held, 3 - state.rolls, reading)
        return None if wanted is None else tuple(wanted)

    def _rolling(self, dice: Mapping[str, Any], reading: Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        faces, held = dice["faces"], dice["held"]
        wanted = self._keep(faces, held, dice["rolls_left"], reading)
        if wanted is None:
            return "stop"
        for index in range(DICE_COUNT):
            if wanted[index] != held[index]:
                return f"{'hold' if wanted[index] else 'release'} {index + 1}"
        return "roll"

    def _resolving(self, dice: Mapping[str, Any], reading: Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        unused = dice["unused"]
        plan = self._plan(reading)
        _, tokens = plan.best_tokens[unused["protein"], unused["vegetable"]]
        for token in tokens:
            if f"take {TOKENS[token]}" in by_text:
                return f"take {TOKENS[token]}"
        if "fan" in by_text:
            heat = reading.heat[reading.me]
            if HEAT_VALUES[max(0, heat - 2)] > HEAT_VALUES[heat]:
                return "fan"
            if heat - 4 >= 0 and unused["fan"] >= 4 and HEAT_VALUES[heat - 4] > HEAT_VALUES[heat]:
                return "fan"
        return "done"

    # --- the optional action -------------------------------------------------------------------------
    def _optional(self, reading: Reading, by_text: dict[str, ExtremeAction], before: bool) -> str | None:
        end = "roll" if before else "end"
        claims = [text for text in by_text if text.startswith("claim ")]
        if claims:
            return max(claims, key=lambda text: (self.claim_points(reading, text), -len(text)))
        holding, now = reading.holding, reading.worth(reading.holding)
        best_gain, best_text = 0.0, None
        for text in by_text:
            verb = text.split(" ")[0]
            if verb == "steal":
                victim, token = int(text.split()[1][1:]) - 1, TOKEN_INDEX[text.split()[2]]
                after = list(holding)
                after[token] += 1
                enables = self._claim_after(reading, after, token)
                if before and not enables:
                    continue
                gain = reading.worth(after) - now + enables + self._victim_loss(reading, victim, token)
                if gain > max(best_gain, 2.0 if not enables else 0.0):
                    best_gain, best_text = gain, text
            elif verb == "swap" and not before:
                give, get = (TOKEN_INDEX[word] for word in text.split()[1:])
                after = list(holding)
                after[give] -= 1
                after[get] += 1
                gain = reading.worth(after) - now
                if gain > max(best_gain, 0.6):
                    best_gain, best_text = gain, text
        if best_text is None and not before:
            best_text = self._deny(reading, by_text)
        return best_text or end

    @staticmethod
    def _claim_after(reading: Reading, holding: Sequence[int], stolen: int) -> int:
        """Points of the best single bowl a steal of ``stolen`` would let the bot claim at once (one it
        could not claim without the stolen token, i.e. it held none before: the rules offer no other)."""
        best = 0
        for bowl in reading.table:
            if bowl and stolen in bowl[1] and holding[stolen] == 1 and all(holding[token] for token in bowl[1]):
                best = max(best, bowl[0])
        return best

    @staticmethod
    def _victim_loss(reading: Reading, victim: int, token: int) -> float:
        """How much losing ``token`` hurts ``victim`` (its token point, and more if a bowl needed it)."""
        holding = reading.holdings[victim]
        loss = 1.0
        for bowl in reading.table:
            if bowl and token in bowl[1] and holding[token] == 1:
                missing = sum(1 for t in bowl[1] if not holding[t])
                if missing == 0:
                    loss += bowl[0] * 0.6
                elif missing == 1:
                    loss += bowl[0] * 0.15
        weight = 1.0 if reading.seats == 2 else (
            0.7 if reading.scores[victim] == max(s for i, s in enumerate(reading.scores) if i != reading.me) else 0.4)
        return loss * weight

    @staticmethod
    def _deny(reading: Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        """Replace the bowls an opponent could claim on their turn and this bot can't."""
        slots = []
        for bowl in reading.table:
            if bowl is None:
                continue
            points, ingredients, slot = bowl
            if points < 10 or all(reading.holding[token] for token in ingredients):
                continue
            if any(all(reading.holdings[seat][token] for token in ingredients)
                   for seat in range(reading.seats) if seat != reading.me):
                slots.append(slot)
        if not slots:
            return None
        text = "replace " + " ".join(f"b{slot + 1}" for slot in slots)
        return text if text in by_text else None
