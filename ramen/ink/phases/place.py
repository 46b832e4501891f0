"""Ramen Ink's place phase: each player draws the card it picked, then the card left over, one
ingredient at a time into the bowls (or the bin), with a bonus when a bowl fills, and confirms it
with ``done``. Where the ingredients of the card may go (``card_options``), the bonus choices
(``bonus_options``) and the effect of each action of the phase."""

from __future__ import annotations

from ramen.core.state import replaced
from ramen.ink.actions import Bin, Bonus, Done, Place
from ramen.ink.components import BIN_SIZE, BOWL_SIZE, BOWLS, CARD_INGREDIENTS, INGREDIENTS, POINT_FIELDS
from ramen.ink.phases.round_end import end_round
from ramen.ink.state import BINNED, PENDING, PHASE_PLACE, CardOptions, InkState, placer, windows


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
    lost_least = max(0, count - bin_room - min(count, most))
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
    return CardOptions(pending, tuple(allowed), tuple(basic), can_bin, can_confirm, lost_least)


def bonus_options(state: InkState, seat: int) -> list[Bonus]:
    """The bonus choices of ``seat`` now (rulebook: when a bowl is full the player *may* cross off one
    of the bonus fields): an extra ingredient into an unserved bowl with room, a "+3" field, or no
    bonus (``bonus none``, offered beside any field). With every bowl full only the "+3" fields
    can be chosen (ruling of this project). An extra may not take the room an ingredient of the card
    being drawn needs when the bin cannot take it: no choice may lose an ingredient that could have
    been drawn (ruling of this project)."""
    used = state.bonus_used[seat]
    bowls = state.bowls[seat]
    open_bowls = [b for b in range(BOWLS) if not state.served[b] and len(bowls[b]) < BOWL_SIZE]
    fields = [field for field in INGREDIENTS if field not in used]
    options: list[Bonus] = []
    if fields and open_bowls:
        safe = open_bowls
        if state.phase == PHASE_PLACE and PENDING in state.card:
            least = card_options(state).lost
            safe = [b for b in open_bowls if _lost_after_extra(state, seat, b) <= least]
        options = [Bonus(field, b) for field in fields for b in safe]
    if any(field not in used for field in POINT_FIELDS):
        options.append(Bonus("points"))
    if options:
        options.append(Bonus("none"))
    return options


def _lost_after_extra(state: InkState, seat: int, bowl: int) -> int:
    """How many ingredients of the card being drawn would have no place once an extra fills ``bowl`` by one."""
    trial = state.clone()
    trial.bowls = replaced(state.bowls, seat, replaced(state.bowls[seat], bowl, state.bowls[seat][bowl] + ("extra",)))
    return card_options(trial).lost


def draw_into_bowl(new: InkState, seat: int, bowl: int, ingredient: str) -> None:
    """Draw ``ingredient`` into ``bowl`` of ``seat`` on ``new`` (a fresh clone); a filled bowl owes a bonus."""
    contents = new.bowls[seat][bowl] + (ingredient,)
    new.bowls = replaced(new.bowls, seat, replaced(new.bowls[seat], bowl, contents))
    new.bonus_due = len(contents) == BOWL_SIZE and bool(bonus_options(new, seat))


def place_ingredient(state: InkState, action: Place) -> InkState:
    seat, card, _ = placer(state)
    new = state.clone()
    new.card = replaced(state.card, CARD_INGREDIENTS[card].index(action.ingredient), action.bowl)
    draw_into_bowl(new, seat, action.bowl, action.ingredient)
    return new


def bin_ingredient(state: InkState, action: Bin) -> InkState:
    seat, card, _ = placer(state)
    new = state.clone()
    new.card = replaced(state.card, CARD_INGREDIENTS[card].index(action.ingredient), BINNED)
    new.binned = replaced(state.binned, seat, state.binned[seat] + 1)
    return new


def take_bonus(state: InkState, action: Bonus) -> InkState:
    """The bonus of a filled bowl: none, a +3 field, or an extra ingredient drawn at once (which may fill another)."""
    seat, _, _ = placer(state)
    used = state.bonus_used[seat]
    new = state.clone()
    if action.field == "none":
        new.bonus_due = False
    elif action.field == "points":
        field = next(f for f in POINT_FIELDS if f not in used)
        new.bonus_used = replaced(state.bonus_used, seat, used + (field,))
        new.bonus_due = False
    else:
        assert action.bowl is not None  # an extra always names its bowl
        new.bonus_used = replaced(state.bonus_used, seat, used + (action.field,))
        new.extras = state.extras + ((action.field, action.bowl),)
        draw_into_bowl(new, seat, action.bowl, action.field)
    return new


def confirm_card(state: InkState, action: Done) -> InkState:
    """The card is drawn: its pending ingredients (no place left) are lost; the next card, or the round's end."""
    seat, card, _ = placer(state)
    pending = state.card.count(PENDING)
    new = state.clone()
    if pending:
        new.lost = replaced(state.lost, seat, state.lost[seat] + pending)
    new.drawn = replaced(state.drawn, seat, state.drawn[seat] + (card,))
    new.extras = ()
    new.step = state.step + 1
    if new.step < 2 * state.seats:
        new.card = (PENDING,) * len(CARD_INGREDIENTS[placer(new)[1]])
        return new
    end_round(new)
    return new
