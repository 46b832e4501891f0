"""Ramen Ink rules: the state, the actions and their notation, and the game object.

A round: ``players + 1`` topping cards are revealed; from the round's active seat to the left
(seat + 1) each player picks one. Then, in the same order, each player draws (places) the card
they picked, and afterwards each player in that order draws the card left over. A card is placed
one ingredient at a time (``place egg b3`` / ``bin egg``), with bonus prompts (``bonus nori b5`` /
``bonus points``) when a bowl fills, and confirmed with ``done``; everything before ``done`` may be
taken back. Bowls are served after rounds 3, 4, 5 and 6.

Inside the state, seats and bowls are 0-based; in the notation and on screen they are 1-based.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence, Union

from ramen.core import Game, IllegalAction, NotationError, ScoreSheet, rng_for
from ramen.ink.components import (BIN_SIZE, BONUS_FIELDS, BONUS_POINTS, BOWL_SIZE, BOWLS, CARD_INGREDIENTS,
                                  INGREDIENT_NAMES, INGREDIENTS, ORDER_IDS, ORDERS_IN_PLAY, POINT_FIELDS, ROUNDS,
                                  SERVED_AFTER_ROUND, SERVED_IN_ROUND, TOPPING_DECK, TOPPING_KINDS, card_name,
                                  order_kind, order_text)
from ramen.ink.scoring import bin_penalty, score_order

ORDER_NAMES: dict[str, str] = {order: card_name(order) for order in ORDER_IDS}

#: status of an ingredient of the card being placed: still to place, or binned (else its bowl, 0..7).
#: Ingredients with no place left are counted as lost when the card is confirmed (``done``).
PENDING = -1
BINNED = 8

PHASE_PICK = "pick"
PHASE_PLACE = "place"
PHASE_OVER = "over"


# --- actions -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Pick:
    """Take one of the revealed topping cards: ``pick egg+nori``."""

    card: str

    def __str__(self) -> str:
        return f"pick {self.card}"


@dataclass(frozen=True)
class Place:
    """Draw one ingredient of the card being placed into a bowl (0-based): ``place egg b3``."""

    ingredient: str
    bowl: int

    def __str__(self) -> str:
        return f"place {self.ingredient} b{self.bowl + 1}"


@dataclass(frozen=True)
class Bin:
    """Throw one ingredient of the card being placed into the bin: ``bin egg``."""

    ingredient: str

    def __str__(self) -> str:
        return f"bin {self.ingredient}"


@dataclass(frozen=True)
class Done:
    """Confirm the card: every ingredient is placed, binned or (having no place) lost: ``done``."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Bonus:
    """Cross off a bonus field after filling a bowl: ``bonus egg b5`` (extra egg into bowl 5) or ``bonus points``."""

    field: str  # an ingredient, or "points"
    bowl: int | None = None

    def __str__(self) -> str:
        return "bonus points" if self.field == "points" else f"bonus {self.field} b{self.bowl + 1}"


InkAction = Union[Pick, Place, Bin, Done, Bonus]


# --- state ---------------------------------------------------------------------------------------

@dataclass
class InkState:
    """A Ramen Ink position. Plain data: every field is an int, str, bool or a tuple of them.

    Per-seat fields are tuples indexed by seat. ``card`` holds, for each ingredient of the card
    being placed (in the card's order), PENDING, a bowl index or BINNED.
    """

    seed: int
    seats: int
    counter: int
    first: int
    orders: tuple[str, ...]                         # order id of bowls 1..8
    deck: tuple[str, ...]                           # face-down topping cards, top first
    round: int                                      # 1..6
    active: int                                     # the round's active seat
    phase: str                                      # "pick", "place" or "over"
    revealed: tuple[str, ...]                       # this round's face-up cards (players + 1)
    picks: tuple[int, ...]                          # slot of revealed taken by the k-th picker
    step: int                                       # placement step 0 .. 2 * seats - 1
    card: tuple[int, ...]                           # statuses of the ingredients of the card being placed
    bonus_due: bool                                 # the placing seat must cross off a bonus field
    extras: tuple[tuple[str, int], ...]             # bonus extras drawn while placing the current card
    served: tuple[bool, ...]                        # bowls served so far (the same for everyone)
    bowls: tuple[tuple[tuple[str, ...], ...], ...]  # [seat][bowl] -> ingredients in drawing order
    binned: tuple[int, ...]                         # ingredients in each seat's bin
    lost: tuple[int, ...]                           # ingredients lost (no place, bin full)
    bonus_used: tuple[tuple[str, ...], ...]         # bonus fields crossed off, in order
    served_scores: tuple[tuple[Any, ...], ...]      # [seat][bowl] -> points once served, else None
    drawn: tuple[tuple[str, ...], ...]              # cards each seat has drawn, in order

    def __deepcopy__(self, memo: dict) -> "InkState":
        """Every field is immutable (ints, strs, bools, tuples of them), so a deep copy is a shallow one."""
        return self.clone()

    def clone(self) -> "InkState":
        """A shallow copy; every field is immutable, so replacing fields on the copy is safe."""
        new = object.__new__(InkState)
        new.__dict__.update(self.__dict__)
        return new


# --- helpers -------------------------------------------------------------------------------------

_WINDOWS: dict[tuple[bool, ...], tuple[frozenset[int], ...]] = {}


def windows(served: tuple[bool, ...]) -> tuple[frozenset[int], ...]:
    """Every run of three consecutive unserved bowls around the ring (served bowls are skipped)."""
    found = _WINDOWS.get(served)
    if found is None:
        ring = [b for b in range(BOWLS) if not served[b]]
        size = len(ring)
        found = tuple(frozenset((ring[i], ring[(i + 1) % size], ring[(i + 2) % size]))
                      for i in range(size)) if size >= 3 else (frozenset(ring),)
        _WINDOWS[served] = found
    return found


def placer(state: InkState) -> tuple[int, str, str]:
    """(seat, card, "own" or "leftover") of the current placement step."""
    n = state.seats
    if state.step < n:
        return (state.active + state.step) % n, state.revealed[state.picks[state.step]], "own"
    return (state.active + state.step - n) % n, state.revealed[leftover_slot(state)], "leftover"


def leftover_slot(state: InkState) -> int:
    """The slot of the revealed card nobody picked (only once every player has picked)."""
    for slot in range(len(state.revealed)):
        if slot not in state.picks:
            return slot
    raise AssertionError("no card is left over")


def picker(state: InkState) -> int:
    return (state.active + len(state.picks)) % state.seats


def _with(values: tuple, index: int, value: Any) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def _a(ingredient: str) -> str:
    name = INGREDIENT_NAMES[ingredient]
    return f"an {name}" if name[0] in "AEIOU" else f"a {name}"


@dataclass(frozen=True)
class CardOptions:
    """What the placing seat may do with the card being placed."""

    pending: tuple[int, ...]        # indices (into the card) of ingredients still to place
    bowls: tuple[int, ...]          # bowls any pending ingredient may be drawn into (forced drawing applied)
    basic_bowls: tuple[int, ...]    # the same without the forced-drawing filter
    can_bin: bool
    can_confirm: bool


def card_options(state: InkState) -> CardOptions:
    """The placements open to the card being placed. The ingredients of one card are interchangeable
    as to where they may go, so one list of bowls serves every pending ingredient."""
    seat, card, _ = placer(state)
    three = len(card.split("+")) == 3
    statuses = state.card
    bowls = state.bowls[seat]
    served = state.served
    room = [not served[b] and len(bowls[b]) < BOWL_SIZE for b in range(BOWLS)]
    placed = [s for s in statuses if 0 <= s < BOWLS]
    pending = tuple(i for i, s in enumerate(statuses) if s == PENDING)
    bin_room = BIN_SIZE - state.binned[seat]
    runs = windows(served) if three else ()

    def drawable(used: list[int]) -> tuple[list[int], int]:
        """Bowls the next ingredient may go to, and how many distinct bowls remain for the rest."""
        if three:
            candidates: set[int] = set()
            most = 0
            for run in runs:
                if all(b in run for b in used):
                    free = [b for b in run if room[b] and b not in used]
                    candidates.update(free)
                    most = max(most, len(free))
            return sorted(candidates), most
        free = [b for b in range(BOWLS) if room[b] and b not in used]
        return free, len(free)

    basic, most = drawable(placed)
    count = len(pending)
    allowed = basic
    if count > bin_room and basic:
        # forced drawing: the bin cannot take every pending ingredient, so offer only placements
        # that keep the fewest possible ingredients from being lost
        lost_now = max(0, count - bin_room - min(count, most))
        allowed = []
        for b in basic:
            _, most_after = drawable(placed + [b])
            if max(0, count - 1 - bin_room - min(count - 1, most_after)) == lost_now:
                allowed.append(b)
    can_bin = bool(pending) and bin_room > 0
    can_confirm = not pending or (bin_room == 0 and not basic)
    return CardOptions(pending, tuple(allowed), tuple(basic), can_bin, can_confirm)


def bonus_options(state: InkState, seat: int) -> list[Bonus]:
    """The bonus fields ``seat`` may cross off now. An extra ingredient needs an unserved bowl with
    room, so with every bowl full only the "+3" fields can be chosen (ruling of this project)."""
    used = state.bonus_used[seat]
    bowls = state.bowls[seat]
    open_bowls = [b for b in range(BOWLS) if not state.served[b] and len(bowls[b]) < BOWL_SIZE]
    options = [Bonus(field, b) for field in INGREDIENTS if field not in used for b in open_bowls]
    if any(field not in used for field in POINT_FIELDS):
        options.append(Bonus("points"))
    return options


_LABELS: dict[tuple[str, ...], tuple[str, ...]] = {}


def _bowl_labels(orders: tuple[str, ...]) -> tuple[str, ...]:
    """The breakdown labels of the eight bowls, e.g. "Bowl 3 (Aji Tama + Nori)"."""
    labels = _LABELS.get(orders)
    if labels is None:
        if len(_LABELS) > 1000:
            _LABELS.clear()
        labels = _LABELS[orders] = tuple(f"Bowl {b + 1} ({ORDER_NAMES[o]})" for b, o in enumerate(orders))
    return labels


def bowl_value(state: InkState, seat: int, bowl: int) -> int:
    return score_order(state.orders[bowl], state.bowls[seat][bowl])


# --- the game ------------------------------------------------------------------------------------

class RamenInk(Game[InkState, InkAction]):
    """Ramen Ink for 2 to 5 players: draft topping cards, draw them into 8 bowls, serve the orders."""

    id = "ink"
    title = "Ramen Ink"
    min_seats = 2
    max_seats = 5
    bots: dict[str, Any] = {}  # filled in by ramen.ink (the normal bot lives in ramen.ink.bots)

    # --- setup ---------------------------------------------------------------------------------
    def new_state(self, seed: int, seats: int, options: dict[str, Any] | None = None) -> InkState:
        self.check_seats(seats)
        options = dict(options or {})
        counter = 0
        orders = list(ORDER_IDS)
        rng_for(seed, counter).shuffle(orders)
        counter += 1
        deck = list(TOPPING_DECK)
        rng_for(seed, counter).shuffle(deck)
        counter += 1
        first, counter = self.choose_first_seat(seed, counter, seats, options)
        dealt = seats + 1
        return InkState(
            seed=seed, seats=seats, counter=counter, first=first,
            orders=tuple(orders[:ORDERS_IN_PLAY]), deck=tuple(deck[dealt:]),
            round=1, active=first, phase=PHASE_PICK, revealed=tuple(deck[:dealt]), picks=(), step=0,
            card=(), bonus_due=False, extras=(), served=(False,) * BOWLS,
            bowls=(((),) * BOWLS,) * seats, binned=(0,) * seats, lost=(0,) * seats,
            bonus_used=((),) * seats, served_scores=((None,) * BOWLS,) * seats, drawn=((),) * seats,
        )

    # --- play ----------------------------------------------------------------------------------
    def to_act(self, state: InkState) -> int | None:
        if state.phase == PHASE_PICK:
            return picker(state)
        if state.phase == PHASE_PLACE:
            return placer(state)[0]
        return None

    def legal_actions(self, state: InkState) -> list[InkAction]:
        if state.phase == PHASE_PICK:
            seen: list[str] = []
            for slot, card in enumerate(state.revealed):
                if slot not in state.picks and card not in seen:
                    seen.append(card)
            return [Pick(card) for card in seen]
        if state.phase != PHASE_PLACE:
            return []
        seat, card, _ = placer(state)
        if state.bonus_due:
            return list(bonus_options(state, seat))
        options = card_options(state)
        ingredients = CARD_INGREDIENTS[card]
        actions: list[InkAction] = []
        for index in options.pending:
            ingredient = ingredients[index]
            actions.extend(Place(ingredient, b) for b in options.bowls)
            if options.can_bin:
                actions.append(Bin(ingredient))
        if options.can_confirm:
            actions.append(Done())
        return actions

    def apply(self, state: InkState, action: InkAction) -> InkState:
        if isinstance(action, Pick):
            return self._pick(state, action)
        if state.phase == PHASE_OVER:
            raise IllegalAction("The game is over.")
        if state.phase == PHASE_PICK and isinstance(action, (Place, Bin, Done, Bonus)):
            raise IllegalAction("Every player picks a topping card before anyone draws.")
        if isinstance(action, Bonus):
            return self._bonus(state, action)
        if state.bonus_due:
            raise IllegalAction("A bowl is full: first cross off one of your bonus fields.")
        if isinstance(action, Place):
            return self._place(state, action)
        if isinstance(action, Bin):
            return self._bin(state, action)
        if isinstance(action, Done):
            return self._done(state)
        raise IllegalAction(f"{action!r} is not a Ramen Ink action.")

    def _pick(self, state: InkState, action: Pick) -> InkState:
        if state.phase != PHASE_PICK:
            raise IllegalAction("Every player has picked this round's topping card; now the cards are drawn.")
        slot = next((s for s, card in enumerate(state.revealed) if card == action.card and s not in state.picks), None)
        if slot is None:
            raise IllegalAction(f"There is no {card_name(action.card) if action.card in CARD_INGREDIENTS else action.card}"
                                f" card left to pick this round.")
        new = state.clone()
        new.picks = state.picks + (slot,)
        if len(new.picks) == state.seats:
            new.phase = PHASE_PLACE
            new.step = 0
            new.card = (PENDING,) * len(CARD_INGREDIENTS[placer(new)[1]])
        return new

    def _ingredient_index(self, state: InkState, ingredient: str) -> int:
        _, card, _ = placer(state)
        ingredients = CARD_INGREDIENTS[card]
        if ingredient not in ingredients:
            raise IllegalAction(f"The card being drawn ({card_name(card)}) has no {INGREDIENT_NAMES.get(ingredient, ingredient)}.")
        index = ingredients.index(ingredient)
        if state.card[index] != PENDING:
            status = state.card[index]
            where = "is in the bin" if status == BINNED else f"is already in bowl {status + 1}"
            raise IllegalAction(f"The {INGREDIENT_NAMES[ingredient]} of this card {where}.")
        return index

    def _place(self, state: InkState, action: Place) -> InkState:
        index = self._ingredient_index(state, action.ingredient)
        seat, card, _ = placer(state)
        bowl = action.bowl
        if not 0 <= bowl < BOWLS:
            raise IllegalAction(f"There is no bowl {bowl + 1}: the bowls are 1 to {BOWLS}.")
        if state.served[bowl]:
            raise IllegalAction(f"Bowl {bowl + 1} has been served: nothing more goes into it.")
        if len(state.bowls[seat][bowl]) >= BOWL_SIZE:
            raise IllegalAction(f"Bowl {bowl + 1} is full: a bowl holds {BOWL_SIZE} ingredients.")
        options = card_options(state)
        if bowl not in options.basic_bowls:
            if bowl in state.card:
                raise IllegalAction(f"Bowl {bowl + 1} already has an ingredient of this card: each goes into a different bowl.")
            raise IllegalAction("The three ingredients of a three-topping card go into three adjacent bowls "
                                "(served bowls are skipped; a binned ingredient leaves a gap).")
        if bowl not in options.bowls:
            left = BIN_SIZE - state.binned[seat]
            why = "Your bin is full" if left == 0 else f"Your bin has room for only {left} more"
            raise IllegalAction(f"{why}, so every ingredient that can be drawn must be: in bowl {bowl + 1} "
                                f"this one would leave another with no place. Choose bowl "
                                f"{' or '.join(str(b + 1) for b in options.bowls)}.")
        new = state.clone()
        new.card = _with(state.card, index, bowl)
        self._add(new, seat, bowl, action.ingredient)
        return new

    def _add(self, new: InkState, seat: int, bowl: int, ingredient: str) -> None:
        """Draw ``ingredient`` into ``bowl`` of ``seat`` on ``new`` (a fresh clone); a filled bowl owes a bonus."""
        contents = new.bowls[seat][bowl] + (ingredient,)
        new.bowls = _with(new.bowls, seat, _with(new.bowls[seat], bowl, contents))
        new.bonus_due = len(contents) == BOWL_SIZE and bool(bonus_options(new, seat))

    def _bin(self, state: InkState, action: Bin) -> InkState:
        index = self._ingredient_index(state, action.ingredient)
        seat, _, _ = placer(state)
        if state.binned[seat] >= BIN_SIZE:
            raise IllegalAction(f"Your bin is full ({BIN_SIZE}): every ingredient must now be drawn.")
        new = state.clone()
        new.card = _with(state.card, index, BINNED)
        new.binned = _with(state.binned, seat, state.binned[seat] + 1)
        return new

    def _bonus(self, state: InkState, action: Bonus) -> InkState:
        if not state.bonus_due:
            raise IllegalAction("No bowl has just been filled: there is no bonus to cross off.")
        seat, _, _ = placer(state)
        used = state.bonus_used[seat]
        new = state.clone()
        if action.field == "points":
            if action.bowl is not None:
                raise IllegalAction("A +3 points bonus goes into no bowl.")
            field = next((f for f in POINT_FIELDS if f not in used), None)
            if field is None:
                raise IllegalAction("Both +3 point fields are already crossed off.")
            new.bonus_used = _with(state.bonus_used, seat, used + (field,))
            new.bonus_due = False
            return new
        if action.field not in INGREDIENTS:
            raise IllegalAction(f"There is no bonus field {action.field!r}.")
        if action.field in used:
            raise IllegalAction(f"The extra {INGREDIENT_NAMES[action.field]} field is already crossed off.")
        bowl = action.bowl
        if bowl is None or not 0 <= bowl < BOWLS:
            raise IllegalAction(f"Say which bowl (1 to {BOWLS}) gets the extra {INGREDIENT_NAMES[action.field]}.")
        if state.served[bowl]:
            raise IllegalAction(f"Bowl {bowl + 1} has been served: nothing more goes into it.")
        if len(state.bowls[seat][bowl]) >= BOWL_SIZE:
            raise IllegalAction(f"Bowl {bowl + 1} is full: a bowl holds {BOWL_SIZE} ingredients.")
        new.bonus_used = _with(state.bonus_used, seat, used + (action.field,))
        new.extras = state.extras + ((action.field, bowl),)
        self._add(new, seat, bowl, action.field)
        return new

    def _done(self, state: InkState) -> InkState:
        options = card_options(state)
        seat, card, _ = placer(state)
        if not options.can_confirm:
            ingredients = CARD_INGREDIENTS[card]
            left = " and ".join(INGREDIENT_NAMES[ingredients[i]] for i in options.pending)
            raise IllegalAction(f"Draw or bin every ingredient of the card first ({left} still to place).")
        new = state.clone()
        if options.pending:
            new.lost = _with(state.lost, seat, state.lost[seat] + len(options.pending))
        new.drawn = _with(state.drawn, seat, state.drawn[seat] + (card,))
        new.extras = ()
        new.step = state.step + 1
        if new.step < 2 * state.seats:
            new.card = (PENDING,) * len(CARD_INGREDIENTS[placer(new)[1]])
            return new
        self._end_round(new)
        return new

    def _end_round(self, new: InkState) -> None:
        """Serve the bowls due after this round, then deal the next round or end the game."""
        due = SERVED_IN_ROUND[new.round]
        if due:
            scores = []
            for seat in range(new.seats):
                row = list(new.served_scores[seat])
                for bowl in due:
                    row[bowl] = score_order(new.orders[bowl], new.bowls[seat][bowl])
                scores.append(tuple(row))
            new.served_scores = tuple(scores)
            served = list(new.served)
            for bowl in due:
                served[bowl] = True
            new.served = tuple(served)
        new.card = ()
        new.step = 0
        if new.round == ROUNDS:
            new.phase = PHASE_OVER
            return
        dealt = new.seats + 1
        new.round += 1
        new.active = (new.active + 1) % new.seats
        new.revealed = new.deck[:dealt]
        new.deck = new.deck[dealt:]
        new.picks = ()
        new.phase = PHASE_PICK

    # --- notation ------------------------------------------------------------------------------
    def parse_action(self, text: str) -> InkAction:
        if not isinstance(text, str):
            raise NotationError("An action is a text such as 'pick egg+nori', 'place egg b3', 'bin nori', "
                                "'bonus chashu b2', 'bonus points' or 'done'.")
        parts = text.split()
        if not parts:
            raise NotationError("The action is empty: try 'place egg b3'.")
        verb, rest = parts[0], parts[1:]
        if verb == "pick" and len(rest) == 1:
            if rest[0] not in CARD_INGREDIENTS:
                raise NotationError(f"{rest[0]!r} is not a topping card: the cards are {', '.join(TOPPING_KINDS)}.")
            return Pick(rest[0])
        if verb == "place" and len(rest) == 2:
            return Place(self._parse_ingredient(rest[0]), self._parse_bowl(rest[1]))
        if verb == "bin" and len(rest) == 1:
            return Bin(self._parse_ingredient(rest[0]))
        if verb == "done" and not rest:
            return Done()
        if verb == "bonus" and rest == ["points"]:
            return Bonus("points")
        if verb == "bonus" and len(rest) == 2:
            return Bonus(self._parse_ingredient(rest[0]), self._parse_bowl(rest[1]))
        raise NotationError(f"{text!r} is not a Ramen Ink action: try 'pick egg+nori', 'place egg b3', 'bin nori', "
                            f"'bonus chashu b2', 'bonus points' or 'done'.")

    @staticmethod
    def _parse_ingredient(token: str) -> str:
        if token not in INGREDIENTS:
            raise NotationError(f"{token!r} is not an ingredient: they are {', '.join(INGREDIENTS)}.")
        return token

    @staticmethod
    def _parse_bowl(token: str) -> int:
        if len(token) == 2 and token[0] == "b" and token[1] in "12345678":
            return int(token[1]) - 1
        raise NotationError(f"{token!r} is not a bowl: write b1 to b{BOWLS}.")

    # --- words ---------------------------------------------------------------------------------
    def describe(self, state: InkState, action: InkAction, names: Sequence[str]) -> str:
        seat = self.to_act(state)
        who = names[seat] if seat is not None and seat < len(names) else f"Player {(seat or 0) + 1}"
        if isinstance(action, Pick):
            return f"{who} picked the {card_name(action.card)} card."
        if isinstance(action, Place):
            return f"{who} drew {_a(action.ingredient)} in bowl {action.bowl + 1}."
        if isinstance(action, Bin):
            return f"{who} threw {_a(action.ingredient)} into the bin."
        if isinstance(action, Bonus):
            if action.field == "points":
                return f"{who} crossed off a +3 points bonus."
            return f"{who} crossed off the extra {INGREDIENT_NAMES[action.field]} bonus and drew it in bowl {action.bowl + 1}."
        if isinstance(action, Done) and state.phase == PHASE_PLACE:
            _, card, which = placer(state)
            options = card_options(state)
            lost = f" ({len(options.pending)} ingredient{'s' if len(options.pending) > 1 else ''} had no place and "\
                   f"{'were' if len(options.pending) > 1 else 'was'} lost)" if options.pending else ""
            kind = "their" if which == "own" else "the left-over"
            return f"{who} finished drawing {kind} {card_name(card)} card{lost}."
        return f"{who}: {action}"

    def progress(self, state: InkState) -> str:
        if state.phase == PHASE_OVER:
            return "game over"
        return f"round {state.round} of {ROUNDS}"

    # --- information ---------------------------------------------------------------------------
    def view(self, state: InkState, seat: int | None) -> dict[str, Any]:
        """Everything is public in Ramen Ink, so every seat sees the same table (plus ``seat``).

        Seats are 0-based, bowls 1-based (as on the score card)."""
        n = state.seats
        to_act = self.to_act(state)
        sheets = self.scores(state)
        players = []
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
        revealed = [{"slot": i + 1, "card": card, "ingredients": list(CARD_INGREDIENTS[card]),
                     "taken_by": taken_by[i]} for i, card in enumerate(state.revealed)]
        leftover = None
        if state.phase != PHASE_OVER and len(state.picks) == n:
            leftover = state.revealed[leftover_slot(state)]
        placements = []
        if state.phase == PHASE_PLACE:
            for k in range(2 * n):
                own = k < n
                s = (state.active + k) % n
                card = state.revealed[state.picks[k]] if own else leftover
                placements.append({"seat": s, "card": card, "which": "own" if own else "leftover",
                                   "state": "done" if k < state.step else "current" if k == state.step else "waiting"})
        current = None
        bonus = None
        phase = state.phase
        doing = "The game is over."
        if state.phase == PHASE_PICK:
            doing = f"Player {to_act + 1} is picking a topping card."
        elif state.phase == PHASE_PLACE:
            s, card, which = placer(state)
            ingredients = CARD_INGREDIENTS[card]
            options = card_options(state)
            rows = []
            for i, status in enumerate(state.card):
                row: dict[str, Any] = {"ingredient": ingredients[i], "status": "pending", "bowl": None,
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
            current = {
                "seat": s, "card": card, "which": which, "ingredients": rows,
                "three": len(ingredients) == 3,
                "can_confirm": options.can_confirm and not state.bonus_due,
                "will_be_lost": [ingredients[i] for i in options.pending] if options.can_confirm else [],
                "extras": [{"field": f, "bowl": b + 1} for f, b in state.extras],
            }
            doing = f"Player {s + 1} is drawing {'their' if which == 'own' else 'the left-over'} {card_name(card)} card."
            if state.bonus_due:
                phase = "bonus"
                fields: dict[str, list[int]] = {}
                for option in bonus_options(state, s):
                    fields.setdefault(option.field, [])
                    if option.bowl is not None:
                        fields[option.field].append(option.bowl + 1)
                bonus = {"seat": s, "options": [{"field": f, "bowls": bowls} for f, bowls in fields.items()]}
                doing = f"Player {s + 1} filled a bowl and is crossing off a bonus field."
        return {
            "game": self.id,
            "seat": seat,
            "seats": n,
            "round": state.round,
            "rounds": ROUNDS,
            "active": state.active,
            "phase": phase,
            "to_act": to_act,
            "doing": doing,
            "orders": [{"bowl": b + 1, "order": order, "kind": order_kind(order), "name": card_name(order),
                        "text": order_text(order), "served": state.served[b],
                        "served_after_round": SERVED_AFTER_ROUND[b]} for b, order in enumerate(state.orders)],
            "players": players,
            "revealed": revealed,
            "pick_order": [(state.active + k) % n for k in range(n)],
            "leftover": leftover,
            "placements": placements,
            "current": current,
            "bonus": bonus,
            "deck": len(state.deck),
            "bowl_size": BOWL_SIZE,
            "bin_size": BIN_SIZE,
        }

    # --- end -----------------------------------------------------------------------------------
    def scores(self, state: InkState) -> list[ScoreSheet]:
        """Bowls by their contents (served bowls never change after serving, so the value scored
        then), +3 per points field crossed off, the bin penalty. Before the end this is a running
        score: unserved bowls count as if served now."""
        labels = _bowl_labels(state.orders)
        final = state.phase == PHASE_OVER
        sheets = []
        for seat in range(state.seats):
            contents = state.bowls[seat]
            points = [score_order(order, bowl) for order, bowl in zip(state.orders, contents)]
            lines = list(zip(labels, points))
            plus = sum(1 for f in state.bonus_used[seat] if f in POINT_FIELDS)
            binned = state.binned[seat]
            lines.append((f"Bonus +3 fields ({plus})", BONUS_POINTS * plus))
            lines.append((f"Bin ({binned} ingredient{'s' if binned != 1 else ''})", bin_penalty(binned)))
            sheets.append(ScoreSheet(
                total=sum(points) + BONUS_POINTS * plus + bin_penalty(binned), breakdown=tuple(lines),
                tiebreak=-binned, tiebreak_label="fewest ingredients in the bin",
                details={"orders": list(state.orders), "bowls": [list(bowl) for bowl in contents], "points": points,
                         "served": list(state.served), "bin": binned, "bonus_used": list(state.bonus_used[seat]),
                         "lost": state.lost[seat], "final": final},
            ))
        return sheets

    # --- undo ----------------------------------------------------------------------------------
    def reveals(self, before: InkState, action: InkAction, after: InkState) -> bool:
        """Placements, bins and bonus choices of the card being drawn may be taken back; a pick and
        ``done`` (the card's commit, which may also reveal the next round's cards) may not."""
        return isinstance(action, (Pick, Done))
