"""What a seat sees (``build_view``), a state that fits a seat's view (``world_from_view``) and the log
sentences (``describe_action``).

Everything in Ramen Fury is public except the hands (each seat sees its own) and the deck's order.
The game object is passed in for the rule questions (phase, who acts) that the view shows.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Literal, Protocol, Sequence, TypedDict

from ramen.core.game import GameView
from ramen.core.words import plural, seat_name
from ramen.fury.actions import Discard, Draw, Eat, Empty, End, FuryAction, Pass, Place, Play, Prep, Restock, Spoon
from ramen.fury.components import (ACTIONS_PER_TURN, BOWL_CAPACITY, BOWLS_PER_PLAYER, CARD_COUNTS, CARD_NAMES,
                                   CARD_ORDER, CARDS, FLAVOR_SET, HAND_LIMIT, can_eat)
from ramen.fury.scoring import BowlScoreJson
from ramen.fury.scoring import breakdown_of_ids as bowl_breakdown
from ramen.fury.state import FuryState


class FuryRules(Protocol):
    """What the view asks the rules (``RamenFury`` is one; the rules module imports this one, so the
    view names only what it needs)."""

    id: str

    def to_act(self, state: FuryState) -> int | None: ...

    def phase(self, state: FuryState) -> str: ...

    def round(self, state: FuryState) -> int: ...


class FuryBowlView(TypedDict):
    """One bowl on the table: its cards bottom to top and what eating it gives."""

    cards: list[str]
    eaten: bool
    flavor: str | None
    #: cards it may still take (0 once eaten)
    room: int
    can_eat: bool
    #: its points once eaten (None while uneaten)
    score: int | None
    #: its points if eaten now (None: it cannot be eaten)
    score_if_eaten: int | None
    breakdown: BowlScoreJson | None


class FuryPlayerView(TypedDict):
    seat: int
    #: the cards in hand, only for the viewer's own seat (None for the others)
    hand: list[str] | None
    hand_count: int
    #: cards everyone saw this player take into their hand face up and still holds
    known: list[str]
    spoons: int
    bowls: list[FuryBowlView]
    eaten_count: int
    #: points of the eaten bowls
    score: int
    #: cards in the eaten bowls (the tie-break)
    eaten_cards: int


class FuryDiscardPrompt(TypedDict):
    """The player to act holds more than the hand limit: discard ``count`` cards."""

    kind: Literal["discard"]
    seat: int
    count: int


class FuryRevealPrompt(TypedDict):
    """A chili or nori was just revealed in the Pantry: place it into a bowl, or pass."""

    kind: Literal["reveal"]
    seat: int
    slots: list[int]
    cards: list[str | None]


class FuryLastAction(TypedDict):
    seat: int | None
    #: the action's text notation
    action: str
    #: Pantry slots it filled from the deck
    revealed_slots: list[int]


class FuryView(GameView):
    """What ``RamenFury.view(state, seat)`` returns: the table as ``seat`` sees it. Its ``phase`` is
    "over", "discard", "reveal", "actions" or "free" (see ``RamenFury.phase``)."""

    #: turns begun, from 1
    turn: int
    #: the actions of a turn (chili and nori from the hand are free besides) and those left of this one
    actions_per_turn: int
    actions_left: int
    #: the End turn button is live: both actions are done (or none is possible) and no prompt waits
    can_end: bool
    prompt: FuryDiscardPrompt | FuryRevealPrompt | None
    #: the viewer's hand (None for a spectator)
    hand: list[str] | None
    deck_count: int
    #: the Pantry's four slots (None: empty)
    pantry: list[str | None]
    discard: list[str]
    discard_count: int
    discard_top: str | None
    players: list[FuryPlayerView]
    final_round: bool
    final_reason: str | None
    final_trigger: int | None
    #: the final round is on and the player to act takes their last turn
    last_turn: bool
    #: the seats still to take their last turn, the current one first
    final_turns_left: list[int]
    last: FuryLastAction | None


def _names_bowl(names: Sequence[str], actor: int, seat: int, bowl: int) -> str:
    if seat == actor:
        return f"their bowl {bowl + 1}"
    owner = seat_name(names, seat)
    return f"{owner}'s bowl {bowl + 1}"


def status_words(phase: str, state: FuryState) -> str:
    """What the seat to act is doing, without a name: the view's ``status``."""
    if phase == "over":
        return "The game is over."
    if phase == "discard":
        extra = len(state.hands[state.current]) - HAND_LIMIT
        return f"Hand limit: discarding {plural(extra, 'card')}."
    if phase == "reveal":
        return "A chili or nori turned up in the Pantry: placing it or leaving it."
    if phase == "actions":
        return f"{plural(state.actions_left, 'action')} left this turn."
    if state.actions_left > 0:
        return "No action is possible: playing chili or nori, or ending the turn."
    return "Both actions done: playing chili or nori, or ending the turn."


def build_view(game: FuryRules, state: FuryState, seat: int | None) -> FuryView:
    phase = game.phase(state)
    current = state.current
    prompt: FuryDiscardPrompt | FuryRevealPrompt | None = None
    if phase == "discard":
        prompt = {"kind": "discard", "seat": current, "count": len(state.hands[current]) - HAND_LIMIT}
    elif phase == "reveal":
        prompt = {"kind": "reveal", "seat": current, "slots": list(state.reveal),
                  "cards": [state.pantry[slot] for slot in state.reveal]}
    players: list[FuryPlayerView] = []
    for p in range(state.seats):
        bowls: list[FuryBowlView] = []
        for b in range(BOWLS_PER_PLAYER):
            cards = state.bowls[p][b]
            eaten = state.eaten[p][b]
            parts = bowl_breakdown(cards) if can_eat(cards) else None
            flavor = next((card for card in cards if card in FLAVOR_SET), None)
            bowls.append({
                "cards": list(cards), "eaten": eaten, "flavor": flavor,
                "room": 0 if eaten else BOWL_CAPACITY - len(cards),
                "can_eat": not eaten and parts is not None,
                "score": parts.total if eaten and parts is not None else (0 if eaten else None),
                "score_if_eaten": parts.total if parts is not None else None,
                "breakdown": parts.to_json() if parts is not None else None,
            })
        eaten_bowls = [bowl for bowl in bowls if bowl["eaten"]]
        players.append({
            "seat": p,
            "hand": list(state.hands[p]) if seat == p else None,
            "hand_count": len(state.hands[p]),
            "known": list(state.known[p]) if state.known else [],
            "spoons": state.spoons[p],
            "bowls": bowls,
            "eaten_count": len(eaten_bowls),
            "score": sum(bowl["score"] or 0 for bowl in eaten_bowls),  # an eaten bowl's score is a number
            "eaten_cards": sum(len(bowl["cards"]) for bowl in eaten_bowls),
        })
    last_turn = state.final_round and not state.over and state.turn > (state.final_trigger_turn or 0)
    return {
        "game": game.id,
        "seats": state.seats,
        "viewer": seat,
        "to_act": game.to_act(state),
        "phase": phase,
        "status": status_words(phase, state),
        "round": game.round(state),
        "over": state.over,
        "turn": state.turn,
        "actions_per_turn": ACTIONS_PER_TURN,
        "actions_left": state.actions_left,
        "can_end": phase == "free",
        "prompt": prompt,
        "hand": list(state.hands[seat]) if seat is not None and 0 <= seat < state.seats else None,
        "deck_count": len(state.deck),
        "pantry": list(state.pantry),
        "discard": list(state.discard),
        "discard_count": len(state.discard),
        "discard_top": state.discard[-1] if state.discard else None,
        "players": players,
        "final_round": state.final_round,
        "final_reason": state.final_reason,
        "final_trigger": state.final_trigger,
        "last_turn": last_turn,
        "final_turns_left": ([] if state.over or not state.final_round
                             else ([current] if last_turn else []) + list(state.final_left)),
        "last": None if state.last_action is None else {"seat": state.last_seat, "action": state.last_action,
                                                        "revealed_slots": list(state.last_revealed)},
    }


def world_from_view(view: FuryView, rng: random.Random) -> FuryState:
    """A state equal to the truth in everything ``view`` shows: the cards nobody at the table can see
    (the deck, the parts of other hands not known) are dealt afresh from those unseen."""
    me = view["viewer"]
    seats = view["seats"]
    players = view["players"]
    unseen = Counter(CARD_COUNTS)
    unseen.subtract(view["hand"] or [])
    unseen.subtract(view["discard"])
    unseen.subtract(card for card in view["pantry"] if card)
    known = [list(players[p].get("known") or []) if p != me else [] for p in range(seats)]
    for p in range(seats):
        for bowl in players[p]["bowls"]:
            unseen.subtract(bowl["cards"])
        unseen.subtract(known[p])
    pool = [card for card in CARDS for _ in range(max(0, unseen[card]))]
    rng.shuffle(pool)
    hands = []
    for p in range(seats):
        if p == me:
            hands.append(tuple(view["hand"] or ()))
            continue
        missing = players[p]["hand_count"] - len(known[p])
        cards = known[p] + pool[len(pool) - missing:] if missing > 0 else known[p]
        if missing > 0:
            del pool[len(pool) - missing:]
        hands.append(tuple(sorted(cards, key=CARD_ORDER.__getitem__)))
    prompt = view["prompt"]
    last = view["last"]
    final_turns = list(view["final_turns_left"])
    if view["last_turn"] and final_turns:
        final_turns = final_turns[1:]
    return FuryState(
        seed=rng.getrandbits(32), seats=seats, counter=1, deck=tuple(pool[:view["deck_count"]]),
        pantry=tuple(view["pantry"]), hands=tuple(hands),
        bowls=tuple(tuple(tuple(bowl["cards"]) for bowl in player["bowls"]) for player in players),
        eaten=tuple(tuple(bowl["eaten"] for bowl in player["bowls"]) for player in players),
        spoons=tuple(player["spoons"] for player in players), discard=tuple(view["discard"]),
        current=view["to_act"] if view["to_act"] is not None else 0, actions_left=view["actions_left"], turn=view["turn"],
        reveal=tuple(prompt["slots"]) if prompt is not None and prompt["kind"] == "reveal" else (),
        final_round=view["final_round"], final_reason=view["final_reason"], final_trigger=view["final_trigger"],
        final_trigger_turn=(view["turn"] - 1 if view["last_turn"] else view["turn"]) if view["final_round"] else None,
        final_left=tuple(final_turns), over=view["over"],
        last_seat=None if last is None else last["seat"], last_action=None if last is None else last["action"],
        last_revealed=() if last is None else tuple(last["revealed_slots"]),
        known=tuple(tuple(player.get("known") or ()) for player in players))


def describe_action(game: FuryRules, state: FuryState, action: FuryAction, names: Sequence[str]) -> str:
    seat = state.current
    who = seat_name(names, seat)
    if isinstance(action, Prep):
        return f"{who} prepped {CARD_NAMES[action.card]} into bowl {action.bowl + 1}"
    if isinstance(action, Draw):
        if action.slot is None:
            return f"{who} drew a card from the deck"
        card = state.pantry[action.slot]
        return f"{who} drew {CARD_NAMES.get(card or '', 'a card')} from the Pantry"
    if isinstance(action, Restock):
        return f"{who} restocked the Pantry"
    if isinstance(action, Eat):
        points = bowl_breakdown(state.bowls[seat][action.bowl]).total
        return f"{who} ate bowl {action.bowl + 1} ({plural(points, 'point')})"
    if isinstance(action, Spoon):
        source = state.bowls[action.seat][action.bowl] if action.seat < state.seats else ()
        card = CARD_NAMES[source[-1]] if source else "a card"
        where = "their hand" if action.to_bowl is None else f"their bowl {action.to_bowl + 1}"
        return f"{who} spooned {card} from {_names_bowl(names, seat, action.seat, action.bowl)} into {where}"
    if isinstance(action, Empty):
        count = len(state.bowls[seat][action.bowl])
        return f"{who} emptied bowl {action.bowl + 1} ({plural(count, 'card')}) into the discard pile"
    if isinstance(action, Play):
        return f"{who} put {CARD_NAMES[action.card]} into {_names_bowl(names, seat, action.seat, action.bowl)}"
    if isinstance(action, Place):
        card = state.pantry[action.slot]
        return (f"{who} placed the revealed {CARD_NAMES.get(card or '', 'card')} into "
                f"{_names_bowl(names, seat, action.seat, action.bowl)}")
    if isinstance(action, Pass):
        return f"{who} left the revealed cards in the Pantry"
    if isinstance(action, Discard):
        return f"{who} discarded {CARD_NAMES[action.card]} (hand limit)"
    if isinstance(action, End):
        return f"{who} ended their turn"
    return f"{who}: {action}"
