"""Ramen Extreme rules: setup, legal actions and ``apply``.

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
from itertools import combinations
from typing import Any, Callable, Sequence, cast

from ramen.core import Game, ScoreSheet, rng_for
from ramen.core.game import NOT_POSSIBLE
from ramen.core.state import replaced
from ramen.core.words import plural
from ramen.extreme import actions as A
from ramen.extreme.components import (BOWLS, DICE_COUNT, DIE_FACES, FANS_TO_MOVE, HEAT_START, HEAT_TOP, MAX_ROLLS,
                                      MAX_ROUNDS, PROTEINS, REMOVED_VALUES, TABLE_SIZE, TOKEN_LIMIT, TOKEN_NAMES,
                                      TOKEN_TYPE, TOKEN_VALUE, TOKENS, TOKENS_EACH, VEGETABLES, heat_down, heat_up,
                                      swap_partner)
from ramen.extreme.components import BOWL, TOKEN_INDEX, bowl_needs, can_claim
from ramen.extreme.scoring import score_sheets
from ramen.extreme.state import NO_FINAL, NO_TOKEN, ExtremeState, round_number, unused_count
from ramen.extreme.view import ExtremeView, build_view, describe_action, world_from_view

#: the ingredients of each bowl card, by bowl index
BOWL_INGREDIENTS: dict[str, tuple[int, ...]] = {bowl.id: bowl.ingredients for bowl in BOWLS}
_SLOT_SETS = [combo for size in (1, 2, 3) for combo in combinations(range(TABLE_SIZE), size)]
_CLAIMS = {slots: A.Claim(slots) for slots in _SLOT_SETS if len(slots) <= 2}
_REPLACES = {slots: A.Replace(slots) for slots in _SLOT_SETS}
_STEALS = {(victim, token): A.Steal(victim, token) for victim in range(5) for token in range(len(TOKENS))}


# --- small helpers ---------------------------------------------------------------------------------

def _add(row: tuple[int, ...], index: int, delta: int) -> tuple[int, ...]:
    return row[:index] + (row[index] + delta,) + row[index + 1:]


def _move_token(state: ExtremeState, seat: int, token: int, to_player: bool) -> None:
    """Move one token between the Hot Pots and ``seat`` (in place on a clone)."""
    delta = 1 if to_player else -1
    state.pots = _add(state.pots, token, -delta)
    state.tokens = replaced(state.tokens, seat, _add(state.tokens[seat], token, delta))


def claimable_sets(holding: Sequence[int], table: Sequence[str | None]) -> list[tuple[int, ...]]:
    """The sets of one or two Table slots ``holding`` can claim together, singles first."""
    singles = [slot for slot, bowl in enumerate(table)
               if bowl is not None and all(holding[token] for token in BOWL_INGREDIENTS[bowl])]
    if len(singles) < 2:
        return [(slot,) for slot in singles]
    result: list[tuple[int, ...]] = [(slot,) for slot in singles]
    for first, second in combinations(singles, 2):
        shared = set(BOWL_INGREDIENTS[table[first]]) & set(BOWL_INGREDIENTS[table[second]])  # type: ignore[index]
        if all(holding[token] >= 2 for token in shared):
            result.append((first, second))
    return result


def steal_claims(state: ExtremeState) -> list[tuple[int, ...]]:
    """The claims a steal enables (rulebook, 'Chopsticks': "If that ingredient also gives you the
    ability to claim a Ramen Bowl, you may"): claims the player can make now but could not have
    made without the stolen token."""
    table, holding = state.table, state.tokens[state.current]
    without = _add(holding, TOKEN_INDEX[state.stolen], -1)
    return [slots for slots in claimable_sets(holding, table) if not can_claim(without, table, slots)]


def replace_sets(table: Sequence[str | None]) -> list[tuple[int, ...]]:
    """Every non-empty set of occupied Table slots, smaller sets first."""
    occupied = [slot for slot, bowl in enumerate(table) if bowl is not None]
    return [combo for size in range(1, len(occupied) + 1) for combo in combinations(occupied, size)]


def _use_dice(state: ExtremeState, face: str, count: int) -> None:
    used = list(state.used)
    for index, die in enumerate(state.dice):
        if count and die == face and not used[index]:
            used[index] = True
            count -= 1
    state.used = tuple(used)


def _record_heat_move(state: ExtremeState, by: int, seat: int, before: int, after: int, cause: str) -> None:
    if state.heat_moves_turn != state.turn:
        state.heat_moves, state.heat_moves_turn = (), state.turn
    state.heat_moves = state.heat_moves + ((by, seat, before, after, cause),)


def _set_heat(state: ExtremeState, by: int, seat: int, position: int, cause: str) -> None:
    before = state.heat[seat]
    state.heat = replaced(state.heat, seat, position)
    _record_heat_move(state, by, seat, before, position, cause)


# --- the game --------------------------------------------------------------------------------------

class RamenExtreme(Game[ExtremeState, A.ExtremeAction, ExtremeView]):
    """Ramen Extreme for 2 to 5 players."""

    id = "extreme"
    title = "Ramen Extreme"
    min_seats = 2
    max_seats = 5

    # --- setup ---------------------------------------------------------------------------------
    def new_state(self, seed: int, seats: int, options: dict[str, Any] | None = None) -> ExtremeState:
        """Shuffle the bowls (removing one 5, 10 and 15 with 2-3 players), deal the Table, pick the
        first player (option ``first`` fixes it) who is the first to choose starting tokens."""
        self.check_seats(seats)
        options = dict(options or {})  # other options than "first" are ignored
        counter = 0
        first = rng_for(seed, counter).randrange(seats)  # the roll-off for a chili, in short
        counter += 1
        given = self.first_seat_option(options, seats)
        if given is not None:
            first = given
        deck = [bowl.id for bowl in BOWLS]
        rng_for(seed, counter).shuffle(deck)
        counter += 1
        removed: list[str] = []
        if seats <= 3:
            for value in REMOVED_VALUES:
                card = next(card for card in deck if BOWL[card].points == value)
                deck.remove(card)
                removed.append(card)
        return ExtremeState(
            seed=seed, seats=seats, first=first, counter=counter, stage="setup", prompt="", current=first, turn=0,
            pots=(TOKENS_EACH,) * len(TOKENS), tokens=((0,) * len(TOKENS),) * seats, heat=(HEAT_START,) * seats,
            chopsticks=(True,) * seats, claimed=((),) * seats, table=tuple(deck[:TABLE_SIZE]),
            pile=tuple(deck[TABLE_SIZE:]), removed=tuple(removed), dice=(), held=(False,) * DICE_COUNT,
            used=(False,) * DICE_COUNT, rolls=0, optional_used=False, stolen=NO_TOKEN, heat_moves=(),
            heat_moves_turn=-1, final_turns_left=NO_FINAL, end_reason="")

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
            claims: list[A.ExtremeAction] = [_CLAIMS[slots] for slots in steal_claims(state)]
            return claims + [A.SKIP]
        if stage == "rolling":
            held = state.held
            result: list[A.ExtremeAction] = [A.STOP] if all(held) else [A.ROLL, A.STOP]
            result += [A.RELEASES[die] if held[die] else A.HOLDS[die] for die in range(DICE_COUNT)]
            return result
        if stage == "resolving":
            return self._resolutions(state) + [A.DONE]
        if stage == "before":
            return [A.ROLL] + self._optional_actions(state)
        if stage == "after":
            return self._optional_actions(state) + [A.END]
        pots = state.pots  # setup
        return [A.CHOOSES[p, v] for p in PROTEINS if pots[p] for v in VEGETABLES if pots[v]]

    def _resolutions(self, state: ExtremeState) -> list[A.ExtremeAction]:
        result: list[A.ExtremeAction] = []
        pots = state.pots
        for face, tokens in (("protein", PROTEINS), ("vegetable", VEGETABLES)):
            dice = unused_count(state, face)
            if dice >= 2:
                result += [A.TAKES[token] for token in tokens if TOKEN_VALUE[token] <= dice and pots[token]]
        if state.heat[state.current] > HEAT_START and unused_count(state, "fan") >= FANS_TO_MOVE:
            result.append(A.FAN)
        return result

    def _optional_actions(self, state: ExtremeState) -> list[A.ExtremeAction]:
        if state.optional_used:
            return []
        seat = state.current
        holding = state.tokens[seat]
        result: list[A.ExtremeAction] = [_CLAIMS[slots] for slots in claimable_sets(holding, state.table)]
        if state.chopsticks[seat]:
            for victim in range(state.seats):
                if victim != seat:
                    result += [_STEALS[victim, token] for token, count in enumerate(state.tokens[victim]) if count]
            if state.pile:
                result += [_REPLACES[slots] for slots in replace_sets(state.table)]
        pots = state.pots
        result += [A.SWAPS[token] for token, count in enumerate(holding) if count and pots[token ^ 1]]
        return result

    # --- effects ---------------------------------------------------------------------------------
    def apply_unchecked(self, state: ExtremeState, action: A.ExtremeAction) -> ExtremeState:
        """The state after a legal ``action`` (``apply`` has asked ``why_not``; the search plays actions
        of ``legal_actions``): the effect of its kind (``_EFFECTS``) on a clone, then the prompts it opens."""
        new = state.clone()
        _EFFECTS[type(action)](new, action)
        _settle(new)
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


# --- steps shared by the handlers ---------------------------------------------------------------------

def _spend_chopsticks(state: ExtremeState) -> None:
    state.chopsticks = replaced(state.chopsticks, state.current, False)
    if not any(state.chopsticks):  # everyone has used theirs: all come back
        state.chopsticks = (True,) * state.seats


def _finalize_dice(state: ExtremeState) -> None:
    """The dice are final: chili pairs (or five chilis) and five fans act at once."""
    seat = state.current
    chilis = state.dice.count("chili")
    if chilis == DICE_COUNT:
        _use_dice(state, "chili", chilis)
        for other in _others(state, seat):
            _set_heat(state, seat, other, HEAT_TOP, "five chilis")
    elif chilis >= 2:
        pairs = chilis // 2
        _use_dice(state, "chili", 2 * pairs)
        for other in _others(state, seat):
            _set_heat(state, seat, other, heat_up(state.heat[other], pairs), "chili" if pairs == 1 else "chilis")
    if state.dice.count("fan") == DICE_COUNT:
        _use_dice(state, "fan", DICE_COUNT)
        _set_heat(state, seat, seat, HEAT_START, "five fans")
    state.stage = "resolving"


def _others(state: ExtremeState, seat: int) -> list[int]:
    """Every other seat, from the next one on."""
    return [(seat + step) % state.seats for step in range(1, state.seats)]


def _settle(state: ExtremeState) -> None:
    """After an action: open the token-limit prompt if needed; end resolving when no die can be used."""
    if state.prompt == "steal_claim" or state.stage in ("setup", "over"):
        return
    if sum(state.tokens[state.current]) > TOKEN_LIMIT:
        state.prompt = "discard"
        return
    if state.stage == "resolving" and not _has_resolution(state):
        state.stage = "after"


def _has_resolution(state: ExtremeState) -> bool:
    protein, vegetable = unused_count(state, "protein"), unused_count(state, "vegetable")
    if protein >= 2 and (state.pots[0] or state.pots[1] or (protein >= 3 and (state.pots[2] or state.pots[3]))):
        return True
    if vegetable >= 2 and (state.pots[4] or state.pots[5] or (vegetable >= 3 and (state.pots[6] or state.pots[7]))):
        return True
    return unused_count(state, "fan") >= FANS_TO_MOVE and state.heat[state.current] > HEAT_START


def _end_turn(state: ExtremeState) -> None:
    """Pass the turn to the left, or end the game after the final round (or the round limit)."""
    over = False
    if state.final_turns_left != NO_FINAL:
        if state.final_turns_left == 0:
            over, state.end_reason = True, "pile"
        else:
            state.final_turns_left -= 1
    elif state.turn + 1 >= MAX_ROUNDS * state.seats:
        over, state.end_reason = True, "rounds"
    state.dice, state.held, state.used = (), (False,) * DICE_COUNT, (False,) * DICE_COUNT
    state.rolls, state.optional_used = 0, False
    if over:
        state.stage = "over"
        return
    state.turn += 1
    state.current = (state.current + 1) % state.seats
    state.stage = "before"


# --- the effect of each kind of action, on a clone of the state it is taken in ---

def _roll(state: ExtremeState, action: A.Roll) -> None:
    """Roll the dice not held (all five at the turn's first roll); the third roll ends the rolling."""
    rng = rng_for(state.seed, state.counter)
    state.counter += 1
    if state.stage == "before":
        state.held = (False,) * DICE_COUNT
        state.dice = tuple(rng.choice(DIE_FACES) for _ in range(DICE_COUNT))
    else:
        state.dice = tuple(face if held else rng.choice(DIE_FACES) for face, held in zip(state.dice, state.held))
    state.used = (False,) * DICE_COUNT
    state.rolls += 1
    state.stage = "rolling"
    if state.rolls >= MAX_ROLLS:
        _finalize_dice(state)


def _hold(state: ExtremeState, action: A.Hold) -> None:
    state.held = replaced(state.held, action.die, True)


def _release(state: ExtremeState, action: A.Release) -> None:
    state.held = replaced(state.held, action.die, False)


def _stop(state: ExtremeState, action: A.Stop) -> None:
    _finalize_dice(state)


def _take(state: ExtremeState, action: A.Take) -> None:
    token = action.token
    _use_dice(state, TOKEN_TYPE[token], TOKEN_VALUE[token])
    _move_token(state, state.current, token, True)


def _fan(state: ExtremeState, action: A.Fan) -> None:
    seat = state.current
    _use_dice(state, "fan", 2)
    _set_heat(state, seat, seat, heat_down(state.heat[seat], 2), "fans")


def _done(state: ExtremeState, action: A.Done) -> None:
    state.stage = "after"


def _discard(state: ExtremeState, action: A.Discard) -> None:
    _move_token(state, state.current, action.token, False)
    state.prompt = ""


def _end(state: ExtremeState, action: A.End) -> None:
    _end_turn(state)


def _choose(state: ExtremeState, action: A.Choose) -> None:
    """Setup: the two starting tokens; once every seat has chosen, the Table is revealed and play begins."""
    _move_token(state, state.current, action.protein, True)
    _move_token(state, state.current, action.vegetable, True)
    state.current = (state.current + 1) % state.seats
    if state.current == state.first:
        state.stage = "before"


def _claim(state: ExtremeState, action: A.Claim) -> None:
    """The bowls' tokens go back to the pots, the bowls to the player; the pile refills the Table."""
    if state.prompt == "steal_claim":
        state.prompt, state.stolen = "", NO_TOKEN
    else:
        state.optional_used = True
    seat = state.current
    for token, need in enumerate(bowl_needs(state.table, action.slots)):
        for _ in range(need):
            _move_token(state, seat, token, False)
    claimed = cast(tuple[str, ...], tuple(state.table[slot] for slot in action.slots))  # legal: each holds a bowl
    state.claimed = replaced(state.claimed, seat, state.claimed[seat] + claimed)
    table = list(state.table)
    for slot in action.slots:
        if state.pile:
            table[slot], state.pile = state.pile[0], state.pile[1:]
            if not state.pile and state.final_turns_left == NO_FINAL:
                state.final_turns_left = state.seats  # the last card is on the Table
        else:
            table[slot] = None
    state.table = tuple(table)


def _steal(state: ExtremeState, action: A.Steal) -> None:
    """Chopsticks: the token changes hands; a claim only it makes possible is offered at once."""
    seat, victim = state.current, action.victim
    state.tokens = replaced(state.tokens, victim, _add(state.tokens[victim], action.token, -1))
    state.tokens = replaced(state.tokens, seat, _add(state.tokens[seat], action.token, 1))
    _spend_chopsticks(state)
    state.optional_used = True
    state.stolen = TOKENS[action.token]
    if steal_claims(state):
        state.prompt = "steal_claim"
    else:
        state.stolen = NO_TOKEN


def _skip(state: ExtremeState, action: A.Skip) -> None:
    state.prompt, state.stolen = "", NO_TOKEN


def _replace(state: ExtremeState, action: A.Replace) -> None:
    """Chopsticks: the named Table bowls go under the pile; the pile's top ones take their places."""
    replaced_bowls = cast(tuple[str, ...], tuple(state.table[slot] for slot in action.slots))  # legal: each holds a bowl
    pile = state.pile + replaced_bowls
    table = list(state.table)
    for slot in action.slots:
        table[slot], pile = pile[0], pile[1:]
    state.table, state.pile = tuple(table), pile
    _spend_chopsticks(state)
    state.optional_used = True


def _swap(state: ExtremeState, action: A.Swap) -> None:
    _move_token(state, state.current, action.give, False)
    _move_token(state, state.current, action.get, True)
    state.optional_used = True


#: the effect of each kind of action on a clone of the state it is taken in
_EFFECTS: dict[type, Callable[[ExtremeState, Any], None]] = {
    A.Choose: _choose, A.Roll: _roll, A.Hold: _hold, A.Release: _release, A.Stop: _stop, A.Take: _take,
    A.Fan: _fan, A.Done: _done, A.Claim: _claim, A.Steal: _steal, A.Skip: _skip, A.Replace: _replace,
    A.Swap: _swap, A.Discard: _discard, A.End: _end,
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
    "take": A.TAKES[0], "fan": A.FAN, "done": A.DONE, "claim": _CLAIMS[(0,)], "steal": _STEALS[1, 0],
    "skip": A.SKIP, "replace": _REPLACES[(0,)], "swap": A.SWAPS[0], "discard": A.DISCARDS[0], "end": A.END,
}
_VERB_PHASES: dict[str, tuple[str, ...]] = {
    "choose": ("setup",), "roll": ("before", "rolling"), "hold": ("rolling",), "release": ("rolling",),
    "stop": ("rolling",), "take": ("resolving",), "fan": ("resolving",), "done": ("resolving",),
    "claim": ("before", "after", "steal_claim"), "steal": ("before", "after"), "skip": ("steal_claim",),
    "replace": ("before", "after"), "swap": ("before", "after"), "discard": ("discard",), "end": ("after",),
}

__all__ = ["RamenExtreme", "bowl_needs", "can_claim", "claimable_sets", "replace_sets", "round_number", "steal_claims",
           "unused_count"]
