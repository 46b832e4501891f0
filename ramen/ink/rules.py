"""Ramen Ink rules: the game object (setup, legal actions, why an action may not be taken, ``apply``).

A round: ``players + 1`` topping cards are revealed; from the round's active seat to the left
(seat + 1) each player picks one. Then, in the same order, each player draws (places) the card
they picked, and afterwards each player in that order draws the card left over. A card is placed
one ingredient at a time (``place egg b3`` / ``bin egg``), with bonus prompts (``bonus nori b5`` /
``bonus points``) when a bowl fills, and confirmed with ``done``; everything before ``done`` may be
taken back. Bowls are served after rounds 3, 4, 5 and 6.

The steps of each phase (where ingredients may go, the bonus fields, the effects of the actions,
the end of a round) are in ``ramen.ink.phases``; ``apply`` dispatches to them (``_EFFECTS``).

Inside the state, seats and bowls are 0-based; in the notation and on screen they are 1-based.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from ramen.core import Game, ScoreSheet, rng_for
from ramen.core.chance import stacked
from ramen.core.game import FIRST_SEAT, NOT_POSSIBLE, GameOption
from ramen.ink.actions import Bin, Bonus, Done, InkAction, Pick, Place, parse_action
from ramen.ink.components import (BIN_SIZE, BOWL_SIZE, BOWLS, CARD_INGREDIENTS, INGREDIENT_NAMES, INGREDIENTS,
                                  ORDER_IDS, ORDERS_IN_PLAY, POINT_FIELDS, ROUNDS, TOPPING_DECK, card_name)
from ramen.ink.phases.pick import free_slot, pick_card
from ramen.ink.phases.place import (bin_ingredient, bonus_options, card_options, confirm_card, place_ingredient,
                                    take_bonus)
from ramen.ink.scoring import score_sheets
from ramen.ink.state import BINNED, PENDING, PHASE_OVER, PHASE_PICK, PHASE_PLACE, InkState, picker, placer
from ramen.ink.view import InkView, build_view, describe_action, status_sentence, world_from_view

# --- the game ------------------------------------------------------------------------------------

class RamenInk(Game[InkState, InkAction, InkView]):
    """Ramen Ink for 2 to 5 players: draft topping cards, draw them into 8 bowls, serve the orders."""

    id = "ink"
    title = "Ramen Ink"
    min_seats = 2
    max_seats = 5
    options = (FIRST_SEAT,
               GameOption("orders", list, [], "the order cards laid out first, for bowl 1 on (a lesson's deal)",
                          kept_in_rematch=False),
               GameOption("stack", list, [], "the topping cards turned up first, in this order (a lesson's deal)",
                          kept_in_rematch=False))

    # --- setup ---------------------------------------------------------------------------------
    def new_state(self, seed: int, seats: int, options: dict[str, Any] | None = None) -> InkState:
        self.check_seats(seats)
        options = dict(options or {})
        counter = 0
        chosen = self.check_options(options)
        orders = list(ORDER_IDS)
        rng_for(seed, counter).shuffle(orders)
        orders = stacked(orders, chosen["orders"], "order cards")
        counter += 1
        deck = list(TOPPING_DECK)
        rng_for(seed, counter).shuffle(deck)
        deck = stacked(deck, chosen["stack"], "topping cards")
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

    def phase(self, state: InkState) -> str:
        """"pick", "place" (drawing a card), "bonus" (a filled bowl's bonus to choose) or "over"."""
        return "bonus" if state.phase == PHASE_PLACE and state.bonus_due else state.phase

    def round(self, state: InkState) -> int:
        return state.round

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

    # --- why an action may not be taken ---------------------------------------------------------
    def why_not(self, state: InkState, action: InkAction) -> str | None:
        """The rules of Ink in one place, per kind of action: None exactly for the actions of
        ``legal_actions``, else why not. Picking comes before drawing; a filled bowl's bonus comes
        before the card's next ingredient."""
        if state.phase == PHASE_OVER:
            return "The game is over."
        if isinstance(action, Pick):
            if state.phase != PHASE_PICK:
                return "Every player has picked this round's topping card; now the cards are drawn."
            if free_slot(state, action.card) is None:
                name = card_name(action.card) if action.card in CARD_INGREDIENTS else action.card
                return f"There is no {name} card left to pick this round."
            return None
        if state.phase == PHASE_PICK:
            return "Every player picks a topping card before anyone draws."
        if isinstance(action, Bonus):
            return self._why_bonus(state, action)
        if state.bonus_due:
            return "A bowl is full: first choose your bonus (a bonus field, or no bonus)."
        if isinstance(action, Place):
            return self._why_place(state, action)
        if isinstance(action, Bin):
            return self._why_ingredient(state, action.ingredient) or self._why_bin(state)
        return self._why_done(state)

    @staticmethod
    def _why_ingredient(state: InkState, ingredient: str) -> str | None:
        """Why ``ingredient`` of the card being drawn may not be drawn or binned now (not on the card, or done)."""
        _, card, _ = placer(state)
        ingredients = CARD_INGREDIENTS[card]
        if ingredient not in ingredients:
            return f"The card being drawn ({card_name(card)}) has no {INGREDIENT_NAMES.get(ingredient, ingredient)}."
        status = state.card[ingredients.index(ingredient)]
        if status != PENDING:
            where = "is in the bin" if status == BINNED else f"is already in bowl {status + 1}"
            return f"The {INGREDIENT_NAMES[ingredient]} of this card {where}."
        return None

    def _why_place(self, state: InkState, action: Place) -> str | None:
        why = self._why_ingredient(state, action.ingredient)
        if why is not None:
            return why
        seat, _, _ = placer(state)
        bowl = action.bowl
        if not 0 <= bowl < BOWLS:
            return f"There is no bowl {bowl + 1}: the bowls are 1 to {BOWLS}."
        if state.served[bowl]:
            return f"Bowl {bowl + 1} has been served: nothing more goes into it."
        if len(state.bowls[seat][bowl]) >= BOWL_SIZE:
            return f"Bowl {bowl + 1} is full: a bowl holds {BOWL_SIZE} ingredients."
        options = card_options(state)
        if bowl not in options.basic_bowls:
            if bowl in state.card:
                return f"Bowl {bowl + 1} already has an ingredient of this card: each goes into a different bowl."
            return ("The three ingredients of a three-topping card go into three adjacent bowls "
                    "(served bowls are skipped; a binned ingredient leaves a gap).")
        if bowl not in options.bowls:
            left = BIN_SIZE - state.binned[seat]
            why = "Your bin is full" if left == 0 else f"Your bin has room for only {left} more"
            return (f"{why}, so every ingredient that can be drawn must be: in bowl {bowl + 1} "
                    f"this one would leave another with no place. Choose bowl "
                    f"{' or '.join(str(b + 1) for b in options.bowls)}.")
        return None

    @staticmethod
    def _why_bin(state: InkState) -> str | None:
        seat, _, _ = placer(state)
        if state.binned[seat] >= BIN_SIZE:
            return f"Your bin is full ({BIN_SIZE}): every ingredient must now be drawn."
        return None

    @staticmethod
    def _why_bonus(state: InkState, action: Bonus) -> str | None:
        if not state.bonus_due:
            return "No bowl has just been filled: there is no bonus to cross off."
        seat, _, _ = placer(state)
        used = state.bonus_used[seat]
        if action.field == "none":
            return "Taking no bonus puts nothing into a bowl." if action.bowl is not None else None
        if action.field == "points":
            if action.bowl is not None:
                return "A +3 points bonus goes into no bowl."
            if all(f in used for f in POINT_FIELDS):
                return "Both +3 point fields are already crossed off."
            return None
        if action.field not in INGREDIENTS:
            return f"There is no bonus field {action.field!r}."
        if action.field in used:
            return f"The extra {INGREDIENT_NAMES[action.field]} field is already crossed off."
        bowl = action.bowl
        if bowl is None or not 0 <= bowl < BOWLS:
            return f"Say which bowl (1 to {BOWLS}) gets the extra {INGREDIENT_NAMES[action.field]}."
        if state.served[bowl]:
            return f"Bowl {bowl + 1} has been served: nothing more goes into it."
        if len(state.bowls[seat][bowl]) >= BOWL_SIZE:
            return f"Bowl {bowl + 1} is full: a bowl holds {BOWL_SIZE} ingredients."
        if action not in bonus_options(state, seat):
            return (f"Your bin is full: an extra in bowl {bowl + 1} would leave an ingredient of this card "
                    f"with no place. Choose another bowl, +3 points or no bonus.")
        return None

    @staticmethod
    def _why_done(state: InkState) -> str | None:
        options = card_options(state)
        if options.can_confirm:
            return None
        ingredients = CARD_INGREDIENTS[placer(state)[1]]
        left = " and ".join(INGREDIENT_NAMES[ingredients[i]] for i in options.pending)
        return f"Draw or bin every ingredient of the card first ({left} still to place)."

    def why_not_beginning(self, state: InkState, words: tuple[str, ...]) -> str:
        """Why no legal action begins with ``words``: an ingredient of the card to draw (no bowl takes it),
        a bonus field (crossed off, or no bowl takes the extra)."""
        verb = words[0] if words else ""
        if state.phase == PHASE_OVER:
            return "The game is over."
        if state.phase == PHASE_PICK:
            return "Every player picks a topping card before anyone draws." if verb != "pick" else NOT_POSSIBLE
        if verb == "pick":
            return "Every player has picked this round's topping card; now the cards are drawn."
        if verb == "bonus":
            if not state.bonus_due:
                return "No bowl has just been filled: there is no bonus to cross off."
            field = words[1] if len(words) > 1 else ""
            if field in state.bonus_used[placer(state)[0]]:
                return f"The extra {INGREDIENT_NAMES[field]} field is already crossed off."
            if field in INGREDIENTS:
                return f"No bowl can take the extra {INGREDIENT_NAMES[field]} now."
            return NOT_POSSIBLE
        if state.bonus_due:
            return "A bowl is full: first choose your bonus (a bonus field, or no bonus)."
        if verb in ("place", "bin") and PENDING not in state.card:
            return "Every ingredient of this card is drawn or binned: confirm the card."
        if verb in ("place", "bin") and len(words) > 1:
            why = self._why_ingredient(state, words[1])
            if why is not None:
                return why
            if verb == "place":
                return "No bowl can take it now: bin it."
        return NOT_POSSIBLE

    # --- effects ---------------------------------------------------------------------------------
    def apply_unchecked(self, state: InkState, action: InkAction) -> InkState:
        """The state after a legal ``action`` (``apply`` has asked ``why_not``; the search plays actions
        of ``legal_actions``): the effect of its kind (``_EFFECTS``, by phase in ``ramen.ink.phases``)."""
        return _EFFECTS[type(action)](state, action)

    def progress(self, state: InkState) -> str:
        if state.phase == PHASE_OVER:
            return "game over"
        return f"round {state.round} of {ROUNDS}"

    # --- notation (see ramen.ink.actions) ------------------------------------------------------------
    def parse_action(self, text: str) -> InkAction:
        return parse_action(text)

    # --- words and information (see ramen.ink.view) -------------------------------------------------
    def describe(self, state: InkState, action: InkAction, names: Sequence[str]) -> str:
        return describe_action(self, state, action, names)

    def status(self, state: InkState, names: Sequence[str]) -> str:
        return status_sentence(self, state, names)

    def view(self, state: InkState, seat: int | None) -> InkView:
        """Everything is public in Ramen Ink, so every seat sees the same table (plus ``seat``)."""
        return build_view(self, state, seat)

    def world(self, view: InkView, rng: random.Random) -> InkState:
        return world_from_view(view, rng)

    #: the rule questions the view asks
    card_options = staticmethod(card_options)
    bonus_options = staticmethod(bonus_options)

    # --- end (see ramen.ink.scoring) ----------------------------------------------------------------
    def scores(self, state: InkState) -> list[ScoreSheet]:
        return score_sheets(state)

    # --- undo ----------------------------------------------------------------------------------
    def reveals(self, before: InkState, action: InkAction, after: InkState) -> bool:
        """Placements, bins and bonus choices of the card being drawn may be taken back; a pick and
        ``done`` (the card's commit, which may also reveal the next round's cards) may not."""
        return isinstance(action, (Pick, Done))


#: the effect of each kind of action: the state after it
_EFFECTS: dict[type, Callable[[InkState, Any], InkState]] = {
    Place: place_ingredient, Done: confirm_card, Bin: bin_ingredient, Pick: pick_card, Bonus: take_bonus,
}
