"""What a seat sees (``build_view``), a state that fits a seat's view (``world_from_view``) and the log
sentences (``describe_action``).

Everything in Ramen Ink is public but the order of the face-down deck. The game object is passed in
for the rule questions (who acts, the placements open, the bonus fields) that the view shows.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Protocol, Sequence, TypedDict

from ramen.core.game import GameView, ScoreSheet

from ramen.core.words import plural, seat_name
from ramen.ink.actions import Bin, Bonus, Done, InkAction, Pick, Place
from ramen.ink.components import (BIN_SIZE, BONUS_FIELDS, BONUS_POINTS, BOWL_SIZE, BOWLS, CARD_INGREDIENTS,
                                  INGREDIENT_NAMES, POINT_FIELDS, ROUNDS, SERVED_AFTER_ROUND, SERVED_IN_ROUND,
                                  TOPPING_DECK, TOPPING_KINDS, card_name, order_kind, order_text)
from ramen.ink.scoring import bin_penalty, bowl_value, score_order
from ramen.ink.state import (BINNED, PENDING, PHASE_OVER, PHASE_PICK, PHASE_PLACE, CardOptions, InkState,
                             leftover_slot, placer)


class InkRules(Protocol):
    """What the view asks the rules (``RamenInk`` is one; the rules module imports this one, so the
    view names only what it needs)."""

    id: str

    def to_act(self, state: InkState) -> int | None: ...

    def phase(self, state: InkState) -> str: ...

    def scores(self, state: InkState) -> list[ScoreSheet]: ...

    def card_options(self, state: InkState) -> CardOptions: ...

    def bonus_options(self, state: InkState, seat: int) -> list[Bonus]: ...


# --- what ``RamenInk.view`` returns ------------------------------------------------------------------
class InkBowlView(TypedDict):
    #: 1-based, as on the score card
    bowl: int
    order: str
    contents: list[str]
    count: int
    room: int
    served: bool
    #: its points once served (None before)
    score: int | None
    #: what it would score if served now
    value: int


class InkBonusField(TypedDict):
    field: str
    used: bool


class InkPlayerView(TypedDict):
    seat: int
    bowls: list[InkBowlView]
    #: ingredients in the bin
    bin: int
    bin_penalty: int
    bonus_fields: list[InkBonusField]
    bonus_used: list[str]
    bonus_points: int
    #: ingredients lost (no place, bin full)
    lost: int
    served_total: int
    total: int
    #: the cards drawn so far, in order
    drawn: list[str]


class InkRevealedCard(TypedDict):
    slot: int
    card: str
    ingredients: list[str]
    taken_by: int | None


class InkPlacement(TypedDict):
    """One step of the round's drawing: a seat draws its own card or the left-over one."""

    seat: int
    card: str | None
    #: "own" or "leftover"
    which: str
    #: "done", "current" or "waiting"
    state: str


class InkIngredientRow(TypedDict):
    ingredient: str
    #: "pending", "placed" or "binned"
    status: str
    #: 1-based, once placed
    bowl: int | None
    allowed_bowls: list[int]
    can_bin: bool


class InkExtra(TypedDict):
    field: str
    bowl: int


class InkCurrentCard(TypedDict):
    """The card being drawn now and where each of its ingredients may go."""

    seat: int
    card: str
    which: str
    ingredients: list[InkIngredientRow]
    three: bool
    can_confirm: bool
    will_be_lost: list[str]
    extras: list[InkExtra]


class InkBonusOption(TypedDict):
    field: str
    #: the 1-based bowls an extra ingredient may go to (empty for "points")
    bowls: list[int]


class InkBonusChoice(TypedDict):
    seat: int
    #: the fields to cross off, with the bowls an extra may go to
    options: list[InkBonusOption]
    #: "bonus none" is allowed
    can_skip: bool


class InkOrderView(TypedDict):
    bowl: int
    order: str
    kind: str
    name: str
    text: str
    served: bool
    served_after_round: int


class InkView(GameView):
    """What ``RamenInk.view(state, seat)`` returns; everything is public, so only ``viewer`` differs.
    Its ``phase`` is "pick", "place", "bonus" or "over"; its ``status`` is said to the seat to act
    ("Drawing your ... card.")."""

    rounds: int
    #: the round's active seat: the first to pick and to draw
    active: int
    orders: list[InkOrderView]
    players: list[InkPlayerView]
    revealed: list[InkRevealedCard]
    pick_order: list[int]
    leftover: str | None
    placements: list[InkPlacement]
    #: the card being drawn now (None while picking)
    drawing: InkCurrentCard | None
    bonus: InkBonusChoice | None
    #: cards left in the deck
    deck: int
    bowl_size: int
    bin_size: int


def _a(ingredient: str) -> str:
    name = INGREDIENT_NAMES[ingredient]
    return f"an {name}" if name[0] in "AEIOU" else f"a {name}"


# --- words ---------------------------------------------------------------------------------
def describe_action(game: InkRules, state: InkState, action: InkAction, names: Sequence[str]) -> str:
    seat = game.to_act(state)
    who = seat_name(names, seat)
    if isinstance(action, Pick):
        return f"{who} picked the {card_name(action.card)} card."
    if isinstance(action, Place):
        return f"{who} drew {_a(action.ingredient)} in bowl {action.bowl + 1}."
    if isinstance(action, Bin):
        return f"{who} threw {_a(action.ingredient)} into the bin."
    if isinstance(action, Bonus):
        if action.field == "none":
            return f"{who} took no bonus."
        if action.field == "points":
            return f"{who} crossed off a +3 points bonus."
        assert action.bowl is not None  # an extra ingredient always names its bowl
        return f"{who} crossed off the extra {INGREDIENT_NAMES[action.field]} bonus and drew it in bowl {action.bowl + 1}."
    if isinstance(action, Done) and state.phase == PHASE_PLACE:
        _, card, which = placer(state)
        options = game.card_options(state)
        lost = f" ({plural(len(options.pending), 'ingredient')} had no place and "\
               f"{'were' if len(options.pending) > 1 else 'was'} lost)" if options.pending else ""
        kind = "their" if which == "own" else "the left-over"
        text = f"{who} finished drawing {kind} {card_name(card)} card{lost}."
        if state.step == 2 * state.seats - 1:  # the round ends: its bowls are served now
            text += "".join(f" {_served(state, bowl, names)}" for bowl in SERVED_IN_ROUND[state.round])
        return text
    return f"{who}: {action}"


def _served(state: InkState, bowl: int, names: Sequence[str]) -> str:
    """The sentence of a bowl served at the end of the round: every player's points for it."""
    points = ", ".join(f"{seat_name(names, seat)} {plural(score_order(state.orders[bowl], state.bowls[seat][bowl]), 'point')}"
                       for seat in range(state.seats))
    return f"Bowl {bowl + 1} served: {points}."


def status_sentence(game: InkRules, state: InkState, names: Sequence[str]) -> str:
    """What the table waits for, with the player's name: "Mai is picking a topping card."."""
    seat = game.to_act(state)
    if seat is None:
        return "The game is over."
    who = seat_name(names, seat)
    if state.phase == PHASE_PICK:
        return f"{who} is picking a topping card."
    _, card, which = placer(state)
    if state.bonus_due:
        return f"{who} filled a bowl and is choosing a bonus."
    return f"{who} is drawing {'their' if which == 'own' else 'the left-over'} {card_name(card)} card."


# --- information ---------------------------------------------------------------------------
def build_view(game: InkRules, state: InkState, seat: int | None) -> InkView:
    """Everything is public in Ramen Ink, so every seat sees the same table (plus ``seat``).

    Seats are 0-based, bowls 1-based (as on the score card)."""
    n = state.seats
    to_act = game.to_act(state)
    sheets = game.scores(state)
    players: list[InkPlayerView] = []
    for s in range(n):
        used = state.bonus_used[s]
        players.append({
            "seat": s,
            "bowls": [{
                "bowl": b + 1,
                "order": state.orders[b],
                "contents": list(state.bowls[s][b]),
                "count": len(state.bowls[s][b]),
                "room": BOWL_SIZE - len(state.bowls[s][b]),
                "served": state.served[b],
                "score": state.served_scores[s][b],
                "value": bowl_value(state, s, b),
            } for b in range(BOWLS)],
            "bin": state.binned[s],
            "bin_penalty": bin_penalty(state.binned[s]),
            "bonus_fields": [{"field": f, "used": f in used} for f in BONUS_FIELDS],
            "bonus_used": list(used),
            "bonus_points": BONUS_POINTS * sum(1 for f in used if f in POINT_FIELDS),
            "lost": state.lost[s],
            "served_total": sum(v for v in state.served_scores[s] if v is not None),
            "total": sheets[s].total,
            "drawn": list(state.drawn[s]),
        })
    taken_by: list[int | None] = [None] * len(state.revealed)
    for k, slot in enumerate(state.picks):
        taken_by[slot] = (state.active + k) % n
    revealed: list[InkRevealedCard] = [{"slot": i + 1, "card": card, "ingredients": list(CARD_INGREDIENTS[card]),
                 "taken_by": taken_by[i]} for i, card in enumerate(state.revealed)]
    leftover = None
    if state.phase != PHASE_OVER and len(state.picks) == n:
        leftover = state.revealed[leftover_slot(state)]
    placements: list[InkPlacement] = []
    if state.phase == PHASE_PLACE:
        for k in range(2 * n):
            own = k < n
            s = (state.active + k) % n
            card = state.revealed[state.picks[k]] if own else leftover
            placements.append({"seat": s, "card": card, "which": "own" if own else "leftover",
                               "state": "done" if k < state.step else "current" if k == state.step else "waiting"})
    drawing: InkCurrentCard | None = None
    bonus: InkBonusChoice | None = None
    # "status": what the seat to act is doing, said to them, without a name (the page adds it: see ``status_sentence``)
    words = "The game is over."
    if state.phase == PHASE_PICK:
        words = "Picking a topping card."
    elif state.phase == PHASE_PLACE:
        s, card, which = placer(state)
        ingredients = CARD_INGREDIENTS[card]
        options = game.card_options(state)
        rows: list[InkIngredientRow] = []
        for i, status in enumerate(state.card):
            row: InkIngredientRow = {"ingredient": ingredients[i], "status": "pending", "bowl": None,
                                   "allowed_bowls": [], "can_bin": False}
            if status == PENDING:
                if not state.bonus_due:
                    row["allowed_bowls"] = [b + 1 for b in options.bowls]
                    row["can_bin"] = options.can_bin
            elif status == BINNED:
                row["status"] = "binned"
            else:
                row["status"] = "placed"
                row["bowl"] = status + 1
            rows.append(row)
        drawing = {
            "seat": s, "card": card, "which": which, "ingredients": rows,
            "three": len(ingredients) == 3,
            "can_confirm": options.can_confirm and not state.bonus_due,
            "will_be_lost": [ingredients[i] for i in options.pending] if options.can_confirm else [],
            "extras": [{"field": f, "bowl": b + 1} for f, b in state.extras],
        }
        words = f"Drawing {'your' if which == 'own' else 'the left-over'} {card_name(card)} card."  # said to that seat
        if state.bonus_due:
            fields: dict[str, list[int]] = {}
            can_skip = False
            for option in game.bonus_options(state, s):
                if option.field == "none":
                    can_skip = True
                    continue
                fields.setdefault(option.field, [])
                if option.bowl is not None:
                    fields[option.field].append(option.bowl + 1)
            # options: the fields to cross off (with the bowls an extra may go to); can_skip: "bonus none"
            bonus = {"seat": s, "options": [{"field": f, "bowls": bowls} for f, bowls in fields.items()],
                     "can_skip": can_skip}
            words = "A bowl is full: choosing a bonus."
    return {
        "game": game.id,
        "seats": n,
        "viewer": seat,
        "to_act": to_act,
        "phase": game.phase(state),
        "status": words,
        "round": state.round,
        "over": state.phase == PHASE_OVER,
        "rounds": ROUNDS,
        "active": state.active,
        "orders": [{"bowl": b + 1, "order": order, "kind": order_kind(order), "name": card_name(order),
                    "text": order_text(order), "served": state.served[b],
                    "served_after_round": SERVED_AFTER_ROUND[b]} for b, order in enumerate(state.orders)],
        "players": players,
        "revealed": revealed,
        "pick_order": [(state.active + k) % n for k in range(n)],
        "leftover": leftover,
        "placements": placements,
        "drawing": drawing,
        "bonus": bonus,
        "deck": len(state.deck),
        "bowl_size": BOWL_SIZE,
        "bin_size": BIN_SIZE,
    }


def world_from_view(view: InkView, rng: random.Random) -> InkState:
    """A state equal to the truth in all the view shows; the face-down deck dealt afresh from the topping
    cards not yet revealed (every revealed card is drawn by someone, so the cards of past rounds are in the
    players' ``drawn`` lists: per round their own card, then the left-over)."""
    n = view["seats"]
    players = view["players"]
    rnd = view["round"]
    unseen = Counter(TOPPING_DECK)
    for r in range(rnd - 1):
        for p in range(n):
            unseen[players[p]["drawn"][2 * r]] -= 1
        unseen[players[0]["drawn"][2 * r + 1]] -= 1
    revealed = tuple(row["card"] for row in view["revealed"])
    unseen.subtract(revealed)
    pool = [card for card in TOPPING_KINDS for _ in range(max(0, unseen[card]))]
    rng.shuffle(pool)
    active = view["active"]
    picks = [0] * sum(1 for row in view["revealed"] if row["taken_by"] is not None)
    for index, row in enumerate(view["revealed"]):
        taken_by = row["taken_by"]
        if taken_by is not None:
            picks[(taken_by - active) % n] = index
    phase = view["phase"]
    step = 0
    card: tuple[int, ...] = ()
    extras: tuple[tuple[str, int], ...] = ()
    current = view["drawing"]
    if phase in ("place", "bonus") and current is not None:
        step = next(k for k, row in enumerate(view["placements"]) if row["state"] == "current")
        card = tuple(PENDING if row["status"] == "pending" else BINNED if row["bowl"] is None else row["bowl"] - 1
                     for row in current["ingredients"])
        extras = tuple((row["field"], row["bowl"] - 1) for row in current["extras"])
    return InkState(
        seed=rng.getrandbits(32), seats=n, counter=3, first=view["pick_order"][0] if rnd == 1 else 0,
        orders=tuple(row["order"] for row in view["orders"]), deck=tuple(pool[:view["deck"]]),
        round=rnd, active=active, phase=PHASE_PLACE if phase == "bonus" else phase, revealed=revealed,
        picks=tuple(picks), step=step, card=card, bonus_due=phase == "bonus", extras=extras,
        served=tuple(row["served"] for row in view["orders"]),
        bowls=tuple(tuple(tuple(bowl["contents"]) for bowl in p["bowls"]) for p in players),
        binned=tuple(p["bin"] for p in players), lost=tuple(p["lost"] for p in players),
        bonus_used=tuple(tuple(p["bonus_used"]) for p in players),
        served_scores=tuple(tuple(bowl["score"] for bowl in p["bowls"]) for p in players),
        drawn=tuple(tuple(p["drawn"]) for p in players))
