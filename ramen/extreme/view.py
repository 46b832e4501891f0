"""What a seat sees (``build_view``), a state that fits a seat's view (``world_from_view``) and the log
sentences (``describe_action``).

Everything in Ramen Extreme is public except the order of the face-down bowl pile (only its count
is shown) and which bowls were removed at setup with 2 or 3 players. The Table is dealt face down
until every player has chosen their starting tokens.
"""

from __future__ import annotations

import random
from typing import Any, Sequence, TypedDict

from ramen.extreme import actions as A
from ramen.extreme.components import (BOWL, BOWLS, DICE_COUNT, FACE_KINDS, FANS_TO_MOVE, HEAT_START, HEAT_TOP,
                                      HEAT_VALUES, HOT_POTS, MAX_ROLLS, MAX_ROUNDS, REMOVED_VALUES, TABLE_SIZE,
                                      TOKEN_INDEX, TOKEN_LIMIT, TOKEN_NAMES, TOKEN_TYPE, TOKEN_VALUE, TOKENS, can_claim)
from ramen.extreme.scoring import BowlCardJson, bowl_json, score_sheet
from ramen.core.game import Game, GameView
from ramen.core.words import plural, seat_name
from ramen.extreme.state import NO_FINAL, NO_TOKEN, PROMPTS, ExtremeState, round_number, unused_count

PHASE_LABELS = {
    "setup": "choosing starting tokens",
    "before": "before rolling",
    "rolling": "rolling",
    "resolving": "resolving the dice",
    "after": "dice resolved",
    "steal_claim": "claim with the stolen token?",
    "discard": f"token limit: put tokens back down to {TOKEN_LIMIT}",
    "over": "game over",
}


# --- what ``RamenExtreme.view`` returns ------------------------------------------------------------
class ExtremePot(TypedDict):
    """A Hot Pot of the middle: its tokens and what each is worth."""

    id: str
    label: str
    #: "protein" or "vegetable"
    type: str
    value: int
    tokens: dict[str, int]
    total: int


class ExtremeTableSlot(TypedDict):
    #: 1-based
    slot: int
    #: None: empty, or dealt face down (``hidden``)
    bowl: BowlCardJson | None
    hidden: bool
    #: the viewer holds the tokens to claim it
    claimable: bool
    #: ... and may claim it now
    claim_now: bool
    claimable_by: list[int]


class ExtremePlayerView(TypedDict):
    seat: int
    tokens: dict[str, int]
    token_count: int
    chopsticks: int
    #: the pepper's position (0: the start, off the card)
    heat: int
    heat_value: int
    bowls: list[BowlCardJson]
    bowl_points: int
    score: int


class ExtremeDice(TypedDict):
    #: None before the turn's first roll
    faces: list[str | None]
    held: list[bool]
    used: list[bool]
    #: the dice the turn's last roll rolled (every die at its first; those not held at a re-roll), until the
    #: player spends a die (all False then)
    rolled: list[bool]
    rolls_used: int
    rolls_left: int
    #: the dice are final: being resolved or resolved
    final: bool
    #: dice of each face kind not yet resolved
    unused: dict[str, int]
    #: the unused fans are enough to move a pepper down (the Fans action's dice; the pepper may still be at the start)
    fans_usable: bool


#: a pepper moved this turn: by whom, whose, from and to which position ("from" is a keyword, hence
#: this form), the heat values there and why
ExtremeHeatMove = TypedDict("ExtremeHeatMove", {"by": int, "seat": int, "from": int, "to": int, "from_value": int,
                                                "to_value": int, "cause": str})


class ExtremeFinalRound(TypedDict):
    active: bool
    over: bool
    #: "pile", "rounds" or None
    reason: str | None
    #: turns after the current one (None: not the last round)
    turns_left: int | None


class ExtremeView(GameView):
    """What ``RamenExtreme.view(state, seat)`` returns. Seats are 0-based here (p1 = seat 0). Its
    ``phase`` is the prompt if one waits ("steal_claim", "discard"), else the stage; its ``status``
    the phase in words (``PHASE_LABELS``)."""

    first: int
    #: the stage of the turn under any prompt (one of ``ramen.extreme.state.STAGES``)
    stage: str
    optional_used: bool
    #: the token just stolen, while its claim is asked
    stolen: str | None
    #: 1-based
    turn: int
    round: int
    max_rounds: int
    token_limit: int
    #: the points of each pepper position: [0] is the start, off the bottom of the card; [1:] are the
    #: card's seven spaces from the bottom up
    heat_track: list[int]
    heat_start: int
    heat_top: int
    pots: list[ExtremePot]
    table: list[ExtremeTableSlot]
    table_hidden: bool
    pile_count: int
    removed_count: int
    players: list[ExtremePlayerView]
    dice: ExtremeDice
    heat_moves: list[ExtremeHeatMove]
    #: 1-based turn of the latest pepper moves (None: none yet)
    heat_moves_turn: int | None
    heat_moves_this_turn: bool
    final_round: ExtremeFinalRound


def _final_round(state: ExtremeState) -> ExtremeFinalRound:
    """Whether this is the last round, why, and how many turns follow the current one."""
    if state.stage == "over":
        return {"active": False, "over": True, "reason": state.end_reason, "turns_left": 0}
    if state.final_turns_left != NO_FINAL:
        return {"active": True, "over": False, "reason": "pile", "turns_left": state.final_turns_left}
    last_turn = MAX_ROUNDS * state.seats - 1
    if state.stage != "setup" and last_turn - state.turn < state.seats:
        return {"active": True, "over": False, "reason": "rounds", "turns_left": last_turn - state.turn}
    return {"active": False, "over": False, "reason": None, "turns_left": None}


def build_view(game: Game[ExtremeState, A.ExtremeAction, Any], state: ExtremeState,
               seat: int | None) -> ExtremeView:
    """The JSON-ready view for ``seat`` (None: a spectator). Seats are 0-based here (p1 = seat 0)."""
    hidden_table = state.stage == "setup"
    phase = state.prompt or state.stage
    to_act = game.to_act(state)
    viewer_may_claim = (seat is not None and to_act == seat and not state.optional_used
                        and phase in ("before", "after"))
    table: list[ExtremeTableSlot] = []
    for slot in range(TABLE_SIZE):
        bowl = state.table[slot]
        if hidden_table or bowl is None:
            table.append({"slot": slot + 1, "bowl": None, "hidden": hidden_table and bowl is not None,
                          "claimable": False, "claim_now": False, "claimable_by": []})
            continue
        by = [player for player in range(state.seats) if can_claim(state.tokens[player], state.table, (slot,))]
        table.append({"slot": slot + 1, "bowl": bowl_json(bowl), "hidden": False,
                      "claimable": seat in by, "claim_now": viewer_may_claim and seat in by, "claimable_by": by})
    players: list[ExtremePlayerView] = []
    for player in range(state.seats):
        sheet = score_sheet(state, player)
        players.append({
            "seat": player,
            "tokens": {TOKENS[token]: count for token, count in enumerate(state.tokens[player])},
            "token_count": sum(state.tokens[player]),
            "chopsticks": state.chopsticks[player],
            "heat": state.heat[player],
            "heat_value": HEAT_VALUES[state.heat[player]],
            "bowls": [bowl_json(bowl) for bowl in state.claimed[player]],
            "bowl_points": sheet.details["bowl_points"],
            "score": sheet.total,
        })
    pots: list[ExtremePot] = [
        {"id": pot_id, "label": label, "type": TOKEN_TYPE[tokens[0]], "value": TOKEN_VALUE[tokens[0]],
         "tokens": {TOKENS[token]: state.pots[token] for token in tokens},
         "total": sum(state.pots[token] for token in tokens)} for pot_id, label, tokens in HOT_POTS]
    rolled = bool(state.dice)
    dice: ExtremeDice = {
        "faces": list(state.dice) if rolled else [None] * DICE_COUNT,
        "held": list(state.held),
        "used": list(state.used),
        "rolled": list(state.rolled) if rolled and state.rolls and state.rolled else [False] * DICE_COUNT,
        "rolls_used": state.rolls,
        "rolls_left": MAX_ROLLS - state.rolls,
        "final": state.stage in ("resolving", "after") and rolled,
        "unused": {face: unused_count(state, face) if rolled else 0 for face in FACE_KINDS},
        "fans_usable": rolled and unused_count(state, "fan") >= FANS_TO_MOVE,
    }
    heat_moves: list[ExtremeHeatMove] = [
        {"by": by, "seat": target, "from": before, "to": after, "from_value": HEAT_VALUES[before],
         "to_value": HEAT_VALUES[after], "cause": cause}
        for by, target, before, after, cause in state.heat_moves]
    return {
        "game": "extreme",
        "seats": state.seats,
        "viewer": seat,
        "to_act": to_act,
        "phase": phase,
        "status": (f"rolling (roll {state.rolls} of {MAX_ROLLS}): keep dice and roll again, or stop"
                   if phase == "rolling" else PHASE_LABELS[phase]),
        "round": round_number(state),
        "over": state.stage == "over",
        "first": state.first,
        "stage": state.stage,
        "optional_used": state.optional_used,
        "stolen": state.stolen if state.prompt == "steal_claim" else None,
        "turn": state.turn + 1,
        "max_rounds": MAX_ROUNDS,
        "token_limit": TOKEN_LIMIT,
        "heat_track": list(HEAT_VALUES),
        "heat_start": HEAT_START,
        "heat_top": HEAT_TOP,
        "pots": pots,
        "table": table,
        "table_hidden": hidden_table,
        "pile_count": len(state.pile),
        "removed_count": len(state.removed),
        "players": players,
        "dice": dice,
        "heat_moves": heat_moves,
        "heat_moves_turn": state.heat_moves_turn + 1 if state.heat_moves else None,
        "heat_moves_this_turn": bool(state.heat_moves) and state.heat_moves_turn == state.turn,
        "final_round": _final_round(state),
    }


def world_from_view(view: ExtremeView, rng: random.Random) -> ExtremeState:
    """A state equal to the truth in all the view shows; the pile (and removed cards, and the
    Table while it is still face down) dealt afresh from the bowls nobody has seen."""
    seats = view["seats"]
    players = view["players"]
    seen: set[str] = set()
    claimed = []
    for player in players:
        bowls = tuple(bowl["id"] for bowl in player["bowls"])
        claimed.append(bowls)
        seen.update(bowls)
    table_ids = [None if place["bowl"] is None else place["bowl"]["id"] for place in view["table"]]
    seen.update(b for b in table_ids if b is not None)
    pool = [bowl.id for bowl in BOWLS if bowl.id not in seen]
    rng.shuffle(pool)
    removed = []
    for value in REMOVED_VALUES[:view["removed_count"]]:
        card = next((b for b in pool if BOWL[b].points == value), None)
        if card is None:
            card = pool[0]
        pool.remove(card)
        removed.append(card)
    table: list[str | None] = []
    for slot in range(TABLE_SIZE):
        place = view["table"][slot]
        if place["bowl"] is None and place["hidden"]:
            table.append(pool.pop())
        else:
            table.append(table_ids[slot])
    pile = tuple(pool[:view["pile_count"]])
    pots = [0] * len(TOKENS)
    for pot in view["pots"]:
        for token, count in pot["tokens"].items():
            pots[TOKEN_INDEX[token]] = count
    dice = view["dice"]
    rolled = dice["rolls_used"] > 0 and dice["faces"][0] is not None
    final = view["final_round"]
    turns_left = final["turns_left"]
    to_act = view["to_act"]
    return ExtremeState(
        seed=rng.getrandbits(32), seats=seats, first=view["first"], counter=0, stage=view["stage"],
        prompt=view["phase"] if view["phase"] in PROMPTS else "", current=to_act if to_act is not None else 0,
        turn=view["turn"] - 1, pots=tuple(pots),
        tokens=tuple(tuple(player["tokens"][token] for token in TOKENS) for player in players),
        heat=tuple(player["heat"] for player in players),
        chopsticks=tuple(bool(player["chopsticks"]) for player in players), claimed=tuple(claimed),
        table=tuple(table), pile=pile, removed=tuple(removed),
        dice=tuple(face for face in dice["faces"] if face is not None) if rolled else (), held=tuple(dice["held"]),
        used=tuple(dice["used"]),
        rolls=dice["rolls_used"], rolled=tuple(dice["rolled"]), optional_used=view["optional_used"],
        stolen=view["stolen"] or NO_TOKEN,
        heat_moves=tuple((m["by"], m["seat"], m["from"], m["to"], m["cause"]) for m in view["heat_moves"]),
        heat_moves_turn=(view["heat_moves_turn"] or 1) - 1 if view["heat_moves"] else -1,
        final_turns_left=(turns_left if final["active"] and final["reason"] == "pile" and turns_left is not None
                          else NO_FINAL),
        end_reason=(final["reason"] or "") if final["over"] else "")


# --- log sentences ------------------------------------------------------------------------------------

def _token_name(token: int) -> str:
    return TOKEN_NAMES[TOKENS[token]]


def _heat(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _points(value: int) -> str:
    return plural(value, "point").replace(str(value), _heat(value), 1)


def _where(position: int) -> str:
    """A pepper position in words: the start (off the card) or a printed space by its value."""
    return "the start" if position == HEAT_START else f"the {_heat(HEAT_VALUES[position])} space"


def _heat_sentences(state: ExtremeState, names: Sequence[str]) -> list[str]:
    """One clause per pepper moved this turn, with where it went and the heat value it is now worth."""
    result = []
    for by, target, before, after, cause in state.heat_moves:
        worth = f"heat {_points(HEAT_VALUES[after])}"
        if before == after:
            result.append(f"{names[target]}'s pepper stays at {_where(after)} ({cause}): {worth}")
        else:
            way = "up" if after > before else "down"
            result.append(f"{names[target]}'s pepper goes {way} {plural(abs(after - before), 'space')}, from "
                          f"{_where(before)} to {_where(after)} ({cause}): {worth}")
    return result


def describe_action(game: Game[ExtremeState, A.ExtremeAction, Any], state: ExtremeState, action: A.ExtremeAction,
                    names: Sequence[str]) -> str:
    """One log line for ``action`` about to be taken in ``state`` (it is applied here to tell the dice)."""
    seat = state.current
    who = seat_name(names, seat)
    names = [seat_name(names, i) for i in range(state.seats)]
    try:
        after = game.apply(state, action)
    except Exception:  # an illegal action: describe it plainly
        return f"{who}: {action}"
    new_moves = after.heat_moves != state.heat_moves or after.heat_moves_turn != state.heat_moves_turn
    extra = _heat_sentences(after, names) if new_moves else []
    if isinstance(action, A.Choose):
        text = f"{who} chose {_token_name(action.protein)} and {_token_name(action.vegetable)} to start"
        if after.stage != "setup":
            text += "; the Table is revealed"
    elif isinstance(action, A.Roll):
        rolled = state.held.count(False)
        verb = "rolled" if state.stage == "before" else f"re-rolled {rolled} {'die' if rolled == 1 else 'dice'}"
        text = f"{who} {verb} (roll {after.rolls} of {MAX_ROLLS}): {', '.join(after.dice)}"
    elif isinstance(action, (A.Hold, A.Release)):
        verb = "held" if isinstance(action, A.Hold) else "released"
        text = f"{who} {verb} die {action.die + 1} ({state.dice[action.die]})"
    elif isinstance(action, A.Stop):
        text = f"{who} kept the dice: {', '.join(state.dice)}"
    elif isinstance(action, A.Take):
        dice = "three" if TOKEN_VALUE[action.token] == 3 else "two"
        text = f"{who} took {_token_name(action.token)} with {dice} {TOKEN_TYPE[action.token]} dice"
    elif isinstance(action, A.Fan):
        text = f"{who} used two fans"
    elif isinstance(action, A.Done):
        text = f"{who} finished resolving the dice"
    elif isinstance(action, A.Claim):
        bowls = [BOWL[state.table[slot]] for slot in action.slots]  # type: ignore[index]
        text = f"{who} claimed " + " and ".join(f"{bowl.name} ({bowl.points} points)" for bowl in bowls)
        if after.final_turns_left != NO_FINAL and state.final_turns_left == NO_FINAL:
            text += "; the last bowl of the pile is on the Table: everyone has one more turn"
    elif isinstance(action, A.Steal):
        text = f"{who} used Chopsticks to steal {_token_name(action.token)} from {names[action.victim]}"
    elif isinstance(action, A.Skip):
        text = f"{who} claimed nothing with the stolen token"
    elif isinstance(action, A.Replace):
        replaced = [BOWL[state.table[slot]].name for slot in action.slots]  # type: ignore[index]
        text = f"{who} used Chopsticks to replace {', '.join(replaced)} on the Table"
    elif isinstance(action, A.Swap):
        text = f"{who} swapped {_token_name(action.give)} for {_token_name(action.get)}"
    elif isinstance(action, A.Discard):
        text = f"{who} put {_token_name(action.token)} back (at most {TOKEN_LIMIT} tokens)"
    elif isinstance(action, A.End):
        text = f"{who} ended the turn"
        if after.stage == "over":
            text += "; the game is over"
    else:
        text = f"{who}: {action}"
    return "; ".join([text] + extra) + "."
