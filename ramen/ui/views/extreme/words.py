"""Ramen Extreme's board in words: a step of the choice in progress for the strip, the one line saying what
to do (``idle_line``, ``next_step``), and what moved since: the peppers a turn moved, and what the other
seats' actions since the viewer's last turn changed (for the board to mark)."""

from __future__ import annotations

from typing import Any

from ramen.extreme import actions as A
from ramen.extreme.components import BOWL, TOKENS
from ramen.extreme.view import ExtremeHeatMove, ExtremeView
from ramen.ui.markup.html import esc
from ramen.ui.markup.pictures import PIECE_ART, art
from ramen.core.words import noun, plural
from ramen.ui.views import BoardContext
from ramen.ui.views.extreme.common import (FACES, PARTNER, VERB_WORDS, WORDS, Choices, HEAT_SEEN_KEY, heat_text,
                                           slots_words)


def token_label(token: str, prefix: tuple[str, ...], ctx: BoardContext[ExtremeView]) -> str | None:
    """Words for a token in the shell's choice bar."""
    view = ctx.view
    if token == "roll":
        left = view["dice"]["rolls_left"]
        return "Roll the dice" if view["stage"] == "before" else f"Roll ({left} left)"
    if token in VERB_WORDS:
        return VERB_WORDS[token]
    if token.isdigit():
        index = int(token) - 1
        faces = view["dice"]["faces"]
        face = faces[index] if 0 <= index < len(faces) else None
        return f"die {token}" + (f" ({FACES.get(face, face)})" if face else "")
    if token in WORDS:
        if prefix and prefix[0] == "swap" and len(prefix) >= 2 and token == PARTNER.get(prefix[1]) and token != prefix[1]:
            return f"for {WORDS[token]}"
        return WORDS[token]
    if token.startswith("b") and token[1:].isdigit():
        slot = int(token[1:])
        if 1 <= slot <= len(view["table"]):
            return slots_words(view, [slot])
    return None


def idle_line(ctx: BoardContext[ExtremeView]) -> str:
    """What to do at the start of a step, in one line for the strip."""
    view = ctx.view
    phase = view["phase"]
    if phase == "setup":
        return "Tap a protein in the Hot Pots, then a vegetable."
    if phase == "before":
        return "Roll the dice." if view["optional_used"] else "Roll the dice, or first an optional action."
    if phase == "rolling":
        return "Tap dice to keep; roll the rest or stop."
    if phase == "resolving":
        return "Take tokens with the dice, then Done."
    if phase == "after":
        return "End your turn." if view["optional_used"] else "End your turn, or first an optional action."
    if phase == "steal_claim":
        return "Claim a bowl with the stolen token, or claim nothing."
    if phase == "discard":
        return "Tap one of your tokens to put it back."
    return ""


def next_step(ctx: BoardContext[ExtremeView]) -> str:
    """What to tap next in the choice in progress, for the strip beside the steps chosen so far."""
    prefix = ctx.prefix
    if not prefix:
        return "Confirm the claim, or cancel it." if Choices(ctx).pending_claim() else ""
    verb = prefix[0]
    if verb == "steal":
        return f"Tap a token at {'their' if len(prefix) > 1 else 'another player’s'} place."
    if verb == "choose" and len(prefix) == 2:
        return "Tap a vegetable in the Hot Pots."
    if verb == "swap":
        return "Tap a token to swap it for its partner."
    if verb == "replace" and len(prefix) == 1:
        return "Choose the Table bowls to replace."
    if verb in ("claim", "replace") and len(prefix) >= 2:
        return "Confirm, or add another bowl."
    return ""


# --- what moved since -------------------------------------------------------------------------------

def _move_text(ctx: BoardContext[ExtremeView], move: ExtremeHeatMove) -> str:
    cause, by, seat = move["cause"], move["by"], move["seat"]
    before, after = move["from"], move["to"]
    arrow = "↑" if after > before else "↓" if after < before else "="
    if by != seat:
        what = {"chili": "chili", "chilis": "two chili pairs", "five chilis": "five chilis!"}.get(cause, cause)
        text = f"{arrow} {what} from {ctx.who(by)}"
    else:
        text = f"{arrow} {cause}"
    if after == before:
        return text + ": already at the top" if after == len(ctx.view["heat_track"]) - 1 else text + ": no change"
    start = "start" if before == 0 else heat_text(move["from_value"])
    end = "start" if after == 0 else heat_text(move["to_value"])  # the start is off the card, below its 0 space
    return text + f": {start} → {end}"


def move_notes(ctx: BoardContext[ExtremeView]) -> dict[int, list[str]]:
    """Per seat, the texts of the latest heat moves that hit it (shown for one round)."""
    view = ctx.view
    moves = view.get("heat_moves") or []
    turn = view.get("heat_moves_turn")
    if not moves or turn is None or view["turn"] - turn >= view["seats"]:
        return {}
    notes: dict[int, list[str]] = {}
    for move in moves:
        notes.setdefault(move["seat"], []).append(_move_text(ctx, move))
    return notes


def recent_moves(ctx: BoardContext[ExtremeView]) -> tuple[dict[int, list[str]], bool]:
    """The heat moves' notes (``move_notes``), and whether they are new to this screen (then they are
    animated once: the screen's ui remembers them)."""
    view = ctx.view
    notes = move_notes(ctx)
    if not notes:
        return {}, False
    moves = view["heat_moves"]
    turn = view["heat_moves_turn"]
    stamp = f"{turn}:{len(moves)}:{moves[-1]['seat']}:{moves[-1]['to']}"
    fresh = bool(view.get("heat_moves_this_turn")) and ctx.ui.get(HEAT_SEEN_KEY) != stamp
    if fresh:
        ctx.ui[HEAT_SEEN_KEY] = stamp  # the animation plays once; later re-renders keep the highlight only
    return notes, fresh


def recent_moves_by_others(ctx: BoardContext[ExtremeView]) -> dict[str, Any]:
    """What the other seats' actions since the viewer last acted (``ctx.recent``) moved: per seat the tokens
    that came in, the bowls claimed (how many, newest last) and short notes; the Table slots refilled."""
    view = ctx.view
    seats = view["seats"]
    tokens: dict[int, set[str]] = {}
    claimed: dict[int, int] = {}
    notes: dict[int, list[str]] = {}
    slots: set[int] = set()
    for seat, text in ctx.recent:
        if seat is None or not 0 <= seat < seats:
            continue
        parts = str(text).split()
        verb, rest = (parts[0], parts[1:]) if parts else ("", [])
        mine = tokens.setdefault(seat, set())
        if verb == "take" and len(rest) == 1 and rest[0] in WORDS:
            mine.add(rest[0])
            notes.setdefault(seat, []).append(f"took {WORDS[rest[0]]}")
        elif verb == "choose" and all(t in WORDS for t in rest):
            mine.update(rest)
        elif verb == "swap" and len(rest) == 2 and rest[1] in WORDS:
            mine.add(rest[1])
            notes.setdefault(seat, []).append(f"swapped {WORDS.get(rest[0], rest[0])} for {WORDS[rest[1]]}")
        elif verb == "steal" and len(rest) == 2 and rest[1] in WORDS and rest[0][1:].isdigit():
            victim = int(rest[0][1:]) - 1
            mine.add(rest[1])
            notes.setdefault(seat, []).append(f"stole {WORDS[rest[1]]} from {ctx.who(victim)}")
            if 0 <= victim < seats:
                notes.setdefault(victim, []).append(f"lost {WORDS[rest[1]]} to {ctx.who(seat)}'s chopsticks")
        elif verb == "claim" and rest:
            picked = [int(t[1:]) for t in rest if t[1:].isdigit()]
            claimed[seat] = claimed.get(seat, 0) + len(picked)
            slots.update(picked)
            notes.setdefault(seat, []).append(f"claimed {plural(len(picked), 'bowl')}")
        elif verb == "replace" and rest:
            picked = [int(t[1:]) for t in rest if t[1:].isdigit()]
            slots.update(picked)
            notes.setdefault(seat, []).append(f"replaced Table {noun(len(picked), 'bowl')} "
                                              + " and ".join(str(p) for p in picked))
        elif verb == "discard" and len(rest) == 1:
            notes.setdefault(seat, []).append(f"put {WORDS.get(rest[0], rest[0])} back")
    return {"tokens": tokens, "claimed": claimed, "notes": notes, "slots": slots}


def brief(game: Any, state: Any, text: str, names: list[str], viewer: int | None) -> str | None:
    """One step of another's turn, short and with the pieces' pictures, for the recap ("kept [dice]", "took
    [Egg]", "claimed 10 [bowl]", "stole [Egg] from Mai"); "" for the steps along the way (a die held, the turn
    ended)."""
    action = game.parse_action(text)

    def pic(name: str) -> str:
        return str(art(PIECE_ART.get(name, ""), cls="recap-pic"))

    def token(index: int) -> str:
        return pic(TOKENS[index])

    def whom(seat: int) -> str:
        return "you" if seat == viewer else esc(names[seat])

    if isinstance(action, A.Choose):
        return f"started with {token(action.protein)}{token(action.vegetable)}"
    if isinstance(action, (A.Roll, A.Hold, A.Release, A.Done, A.End, A.Skip)):
        return ""
    if isinstance(action, A.Stop):
        return "kept " + "".join(pic(face) for face in state.dice)
    if isinstance(action, A.Take):
        return f"took {token(action.token)}"
    if isinstance(action, A.Fan):
        return f"{pic('fan')}{pic('fan')} pepper down"
    if isinstance(action, A.Claim):
        bowls = [BOWL[state.table[slot]] for slot in action.slots]
        return "claimed " + " ".join(f"<strong>{bowl.points}</strong> " + "".join(token(i) for i in bowl.ingredients)
                                     for bowl in bowls)
    if isinstance(action, A.Steal):
        return f"stole {token(action.token)} from {whom(action.victim)}"
    if isinstance(action, A.Replace):
        return f"replaced {len(action.slots)} Table {'bowl' if len(action.slots) == 1 else 'bowls'}"
    if isinstance(action, A.Swap):
        return f"swapped {token(action.give)} → {token(action.get)}"
    if isinstance(action, A.Discard):
        return f"put back {token(action.token)}"
    return None
