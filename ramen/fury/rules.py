"""Ramen Fury's legal actions and the game object, which dispatches each action to its step (the steps of each
phase: ``phases``; state: ``state``, words: ``view``).

Rulings this engine makes where the rulebook and docs/components.md are silent (the in-app rules page
should mention them):
- Turn flow. A turn is two actions, in any order, the same one twice allowed. Playing Chili Peppers
  or Nori Garnish from the hand is a free action the player to move may take at any time of their
  turn when no prompt is pending. The turn ends only on an explicit ``end`` (End turn), legal once
  both actions are done; until then the player sees what a Draw gave, and may take back an action
  that revealed nothing (rules and record version 2; older records get the implied ``end``s on load,
  see ``migrate_actions``).
- No possible action. Draw is always possible while the deck or the Pantry holds a card, so a player
  can run out of actions only after the deck is empty (the final round). If the player to move then
  has no action left at all, ``end`` is legal at once (after any free plays they still choose to make).
  Emptying an empty bowl is not an action: there is nothing to empty. Spooning a card back into the
  bowl it came from is not allowed either (the card must move).
- Reveal reaction. When a Draw or Restock puts chili or nori into the Pantry, the acting player is
  asked at once (before any other action, after a hand-limit discard): place one of them into any
  player's uneaten bowl with room (``place``) or decline (``pass``). A placed card's slot refills from
  the deck; a chili or nori revealed by that refill may be placed the same way. The other revealed
  ones stay in the Pantry as ordinary cards. With no bowl anywhere to take it, nothing is asked.
- Restock with fewer than four cards left in the deck deals what there is; the empty slots stay empty.
- End. The player who eats a third bowl, or whose action empties the deck, finishes their turn;
  then every other player, in turn order, has one last turn; then the game is over. A trigger during
  the final round changes nothing.
- Game length. Draw and Restock use up the deck (at most 79 cards after setup), and every other
  action moves a card one step along hand -> bowl -> discard pile or eaten bowl (Spoon can move one
  back, but there are only two spoons a player), so no play can go on for ever (a rough count
  bounds any game by some 600 actions), and random play ended within 171 actions (71 turns) in 2,000 games.
  No turn limit is needed.
"""

from __future__ import annotations

import random
import re
from typing import Any, Callable, Sequence

from ramen.core import Game, IllegalAction, ScoreSheet
from ramen.core.game import FIRST_SEAT, NOT_POSSIBLE, GameOption
from ramen.core.words import plural
from ramen.fury import actions as A
from ramen.fury.actions import (Discard, Draw, Eat, Empty, End, FuryAction, Pass, Place, Play, Prep, Restock,
                                Spoon, parse_action)
from ramen.fury.components import (BOWL_CAPACITY, BOWLS_PER_PLAYER, CARD_NAMES, CARD_ORDER, FLAVOR_SET, GARNISHES,
                                   HAND_LIMIT, PANTRY_SIZE, can_eat, has_flavor, is_flavor, is_garnish)
from ramen.fury.phases import setup, turn, turn_end
from ramen.fury.scoring import score_sheets
from ramen.fury.state import FuryState
from ramen.fury.view import FuryView, build_view, describe_action, world_from_view


#: a player's bowl in the notation, ``p2b1``
_SEAT_BOWL = re.compile(r"p([1-5])b([1-9])")


def _distinct(hand: tuple[str, ...]) -> list[str]:
    seen: list[str] = []
    for card in hand:
        if not seen or seen[-1] != card:  # hands are sorted
            seen.append(card)
    return seen


class RamenFury(Game[FuryState, FuryAction, FuryView]):
    """Ramen Fury (Mixlore, 2019) for 2 to 5 players."""

    id = "fury"
    title = "Ramen Fury"
    options = (FIRST_SEAT, GameOption("stack", list, [], "the deck's top cards, dealt and drawn first in this order "
                                      "(a lesson's deal, built from the cards it teaches)", kept_in_rematch=False))
    min_seats = 2
    max_seats = 5

    # --- setup -----------------------------------------------------------------------------
    def new_state(self, seed: int, seats: int, options: dict[str, Any] | None = None) -> FuryState:
        """Rulebook, 'Setup' (``phases.setup``)."""
        return setup.new_state(self, seed, seats, options)

    # --- who acts and what they may do ----------------------------------------------------
    def to_act(self, state: FuryState) -> int | None:
        return None if state.over else state.current

    def is_terminal(self, state: FuryState) -> bool:
        return state.over

    @staticmethod
    def _open_bowls(state: FuryState) -> list[tuple[int, int]]:
        """Every (seat, bowl) that may still take a card: not eaten, fewer than five cards."""
        return [(seat, b) for seat in range(state.seats) for b in range(BOWLS_PER_PLAYER)
                if not state.eaten[seat][b] and len(state.bowls[seat][b]) < BOWL_CAPACITY]

    def _free_plays(self, state: FuryState, open_bowls: list[tuple[int, int]] | None = None) -> list[FuryAction]:
        hand = state.hands[state.current]
        cards = [card for card in GARNISHES if card in hand]
        if not cards:
            return []
        targets = self._open_bowls(state) if open_bowls is None else open_bowls
        return [A.PLAY[card, seat, b] for card in cards for seat, b in targets]

    def _main_actions(self, state: FuryState) -> list[FuryAction]:
        seat = state.current
        hand, mine, eaten = state.hands[seat], state.bowls[seat], state.eaten[seat]
        open_own = [b for b in range(BOWLS_PER_PLAYER) if not eaten[b] and len(mine[b]) < BOWL_CAPACITY]
        flavored = [has_flavor(bowl) for bowl in mine]
        result: list[FuryAction] = []
        for card in _distinct(hand):
            if is_garnish(card):
                continue
            flavor = card in FLAVOR_SET
            result.extend(A.PREP[card, b] for b in open_own if not (flavor and flavored[b]))
        result.extend(A.DRAW_PANTRY[slot] for slot in range(PANTRY_SIZE) if state.pantry[slot] is not None)
        if state.deck:
            result.append(A.DRAW_DECK)
            result.append(A.RESTOCK)
        result.extend(A.EAT[b] for b in range(BOWLS_PER_PLAYER) if not eaten[b] and can_eat(mine[b]))
        if state.spoons[seat] > 0:
            for owner in range(state.seats):
                for b in range(BOWLS_PER_PLAYER):
                    bowl = state.bowls[owner][b]
                    if state.eaten[owner][b] or not bowl:
                        continue
                    flavor = bowl[-1] in FLAVOR_SET
                    for to in open_own:
                        if owner == seat and to == b:
                            continue
                        if flavor and flavored[to]:
                            continue
                        result.append(A.SPOON[owner, b, to])
                    result.append(A.SPOON[owner, b, None])
        result.extend(A.EMPTY[b] for b in range(BOWLS_PER_PLAYER) if not eaten[b] and mine[b])
        return result

    def _has_main_action(self, state: FuryState) -> bool:
        if state.deck or any(card is not None for card in state.pantry):
            return True  # Draw
        return bool(self._main_actions(state))

    def legal_actions(self, state: FuryState) -> list[FuryAction]:
        if state.over:
            return []
        seat = state.current
        hand = state.hands[seat]
        if len(hand) > HAND_LIMIT:
            return [A.DISCARD[card] for card in _distinct(hand)]
        open_bowls = self._open_bowls(state)
        if state.reveal:
            placements: list[FuryAction] = [A.PLACE[slot, owner, b] for slot in state.reveal
                                            for owner, b in open_bowls]
            return placements + [A.PASS]
        main = self._main_actions(state) if state.actions_left > 0 else []
        free = self._free_plays(state, open_bowls)
        if main:
            return main + free
        return free + [A.END]

    # --- effects -----------------------------------------------------------------------------
    def apply_unchecked(self, state: FuryState, action: FuryAction) -> FuryState:
        """The state after a legal ``action`` (``apply`` has asked ``why_not``; the search plays actions
        of ``legal_actions``): the effect of its kind (``_EFFECTS``), then the end-of-action checks."""
        seat = state.current
        new = state.clone()
        new.last_seat, new.last_action, new.last_revealed = seat, str(action), ()
        self._remember(state, new, seat, action)
        _EFFECTS[type(action)](new, seat, action)
        if not new.deck and not new.final_round:
            turn_end.start_final_round(new, "deck")
        self._settle(new)
        return new

    @staticmethod
    def _remember(state: FuryState, new: FuryState, seat: int, action: FuryAction) -> None:
        """Keep ``known``: a card taken face up into the hand (Pantry draw, spoon into the hand) is
        remembered; one of that kind played or discarded from the hand is forgotten (a lower bound)."""
        taken = left = None
        if isinstance(action, Draw) and action.slot is not None:
            taken = state.pantry[action.slot]
        elif isinstance(action, Spoon) and action.to_bowl is None:
            taken = state.bowls[action.seat][action.bowl][-1]
        elif isinstance(action, (Prep, Play, Discard)):
            left = action.card
        if taken is None and left is None:
            return
        known = list(state.known or ((),) * state.seats)
        cards = list(known[seat])
        if taken is not None:
            cards.append(taken)
        elif left in cards:
            cards.remove(left)
        known[seat] = tuple(sorted(cards, key=CARD_ORDER.__getitem__))
        new.known = tuple(known)

    def _settle(self, new: FuryState) -> None:
        """After an action: a revealed chili or nori with no bowl anywhere to take it asks nothing.
        The turn itself never passes here: only ``end`` passes it."""
        if not new.over and new.reveal and not self._open_bowls(new):
            new.reveal = ()

    # --- old records ---------------------------------------------------------------------------
    def migrate_actions(self, seed: int, seats: int, options: dict[str, Any], actions: list[str],
                        version: int) -> list[str]:
        """The actions of a record made before version 2, when a turn passed by itself once the two
        actions were done and no free play was possible: each such implied ``end`` is put back. An
        action that does not replay is kept as it is (the replay then reports it)."""
        if version >= 2:
            return list(actions)
        state = self.new_state(seed, seats, options)
        result: list[str] = []
        for index, text in enumerate(actions):
            try:
                action = parse_action(text)
                while action not in self.legal_actions(state) and A.END in self.legal_actions(state):
                    state = self.apply(state, A.END)
                    result.append(str(A.END))
                state = self.apply(state, action)
            except IllegalAction:
                return result + list(actions[index:])
            result.append(text)
        while not state.over and self.legal_actions(state) == [A.END]:
            state = self.apply(state, A.END)  # the old rules passed this turn by themselves
            result.append(str(A.END))
        return result

    # --- why an action may not be taken -------------------------------------------------------------
    def why_not(self, state: FuryState, action: FuryAction) -> str | None:
        """The rules of Fury in one place, per kind of action: None exactly for the actions of
        ``legal_actions``, else why not (the rulebook's words where it has them). The hand limit comes
        first, then a revealed chili or nori, then the turn's two actions and the free plays."""
        if state.over:
            return "The game is over: no more actions."
        seat = state.current
        hand = state.hands[seat]
        kind = type(action)
        if len(hand) > HAND_LIMIT:
            if isinstance(action, Discard):
                return None if action.card in hand else f"You hold no {CARD_NAMES[action.card]} to discard."
            return (f"You hold {len(hand)} cards: discard down to {HAND_LIMIT} first "
                    "(rulebook, 'Draw': the hand limit is five).")
        if kind is Discard:
            return f"You may discard only when you hold more than {HAND_LIMIT} cards."
        if state.reveal:
            if isinstance(action, Place):
                if action.slot not in state.reveal:
                    return f"Pantry slot {action.slot + 1} holds no chili or nori you may place now."
                return turn.why_bowl_closed(state, action.seat, action.bowl, None)
            return None if kind is Pass else "First place the revealed chili or nori into a bowl, or pass."
        if kind is Place or kind is Pass:
            return "No chili or nori has just been revealed in the Pantry."
        if isinstance(action, Play):
            if action.card not in hand:
                return f"You hold no {CARD_NAMES[action.card]}."
            return turn.why_bowl_closed(state, action.seat, action.bowl, None)
        if kind is End:
            if state.actions_left > 0 and self._has_main_action(state):
                return "You still have an action to take this turn: a turn is two actions."
            return None
        if state.actions_left <= 0:
            return "You have taken both actions of this turn: play chili or nori, or end your turn."
        return _WHY_MAIN[kind](state, seat, action)

    def why_not_beginning(self, state: FuryState, words: tuple[str, ...]) -> str:
        """Why no legal action begins with ``words``: a verb alone (no card or bowl it could take), a
        card to prep or play (no bowl takes it), a bowl to spoon from (nothing there, or no spoon)."""
        verb = words[0] if words else ""
        if state.over:
            return "The game is over: no more actions."
        seat = state.current
        hand = state.hands[seat]
        if len(hand) > HAND_LIMIT and verb != "discard":
            return f"You hold {len(hand)} cards: discard down to {HAND_LIMIT} first."
        if state.reveal and verb not in ("place", "pass"):
            return "First place the revealed chili or nori into a bowl, or leave it in the Pantry."
        if verb in ("place", "pass"):
            if not state.reveal:
                return "No chili or nori has just been revealed in the Pantry."
            return "Only a just-revealed Chili Peppers or Nori Garnish may be placed now."
        if verb == "discard":
            return f"You may discard only when you hold more than {HAND_LIMIT} cards."
        if verb == "play" or (len(words) > 1 and is_garnish(words[1])):
            if not any(is_garnish(card) for card in hand):
                return "You hold no Chili Peppers or Nori Garnish."
            return "No bowl has room for it."
        if verb == "end":
            return "Take your two actions first: a turn is two actions."
        if state.actions_left <= 0 or not self._has_main_action(state):
            return "No action left this turn: only Chili Peppers and Nori Garnish may still be played."
        if verb == "prep":
            if len(words) > 1:
                if words[1] not in hand:
                    return f"You hold no {CARD_NAMES.get(words[1], words[1])}."
                if is_flavor(words[1]):
                    return "None of your bowls can take it (full, eaten, or a Flavor already)."
                return "None of your bowls can take it (full or eaten)."
            if all(is_garnish(card) for card in hand):
                return "Your hand holds no card to prep."
            return "None of your bowls can take a card from your hand (full, eaten, or one Flavor already)."
        if verb == "draw":
            return "No card is left to draw."
        if verb == "eat":
            return "None of your bowls has a Flavor and another card."
        if verb == "spoon":
            if state.spoons[seat] <= 0:
                return "You have no spoon left."
            source = _SEAT_BOWL.fullmatch(words[1]) if len(words) > 1 else None
            if source is not None:  # the bowl to spoon from: eaten, empty (the hand takes any top card)
                owner, bowl = int(source.group(1)) - 1, int(source.group(2)) - 1
                if bowl < BOWLS_PER_PLAYER:
                    return turn.why_spoon(state, seat, A.SPOON[owner, bowl, None]) or NOT_POSSIBLE
            return "No bowl has a card to spoon."
        if verb == "empty":
            return "Your bowls are empty (eaten bowls can't be emptied)."
        return NOT_POSSIBLE

    # --- notation and words -----------------------------------------------------------------------
    def parse_action(self, text: str) -> FuryAction:
        return parse_action(text)

    def progress(self, state: FuryState) -> str:
        # rounds, as every title counts them (a round: each seat's turn once), from 1
        if state.over:
            return f"game over after {plural(self.round(state), 'round')}"
        if state.final_round:
            return f"round {self.round(state)}, final round"
        return f"round {self.round(state)}, {plural(len(state.deck), 'card')} in the deck"

    def describe(self, state: FuryState, action: FuryAction, names: Sequence[str]) -> str:
        return describe_action(self, state, action, names)

    # --- information (see ramen.fury.view) --------------------------------------------------------------------------
    def phase(self, state: FuryState) -> str:
        """'over', 'discard' (hand limit), 'reveal' (place a revealed chili/nori?), 'actions' or 'free'."""
        if state.over:
            return "over"
        if len(state.hands[state.current]) > HAND_LIMIT:
            return "discard"
        if state.reveal:
            return "reveal"
        if state.actions_left > 0 and self._has_main_action(state):
            return "actions"
        return "free"

    def round(self, state: FuryState) -> int:
        """Rounds of turns: the turns go round the table in order, the last round included."""
        return (state.turn - 1) // state.seats + 1

    def view(self, state: FuryState, seat: int | None) -> FuryView:
        return build_view(self, state, seat)

    def world(self, view: FuryView, rng: random.Random) -> FuryState:
        return world_from_view(view, rng)

    # --- scoring (see ramen.fury.scoring) ------------------------------------------------------------------------------
    def scores(self, state: FuryState) -> list[ScoreSheet]:
        return score_sheets(state)

    def reveals(self, before: FuryState, action: FuryAction, after: FuryState) -> bool:
        """Draw, Restock and reveal placements draw from the deck; a discard shows a hidden card.
        Prep, Spoon, Empty, Eat, free plays, pass and end reveal nothing and may be taken back."""
        return isinstance(action, (Draw, Restock, Place, Discard))


#: the effect of each kind of action on ``new`` (a clone of the state it is taken in) by ``seat``
_EFFECTS: dict[type, Callable[[FuryState, int, Any], None]] = {
    Discard: turn.discard, Place: turn.place, Pass: turn.pass_, Play: turn.play, End: turn_end.end,
    Prep: turn.prep, Draw: turn.draw, Restock: turn.restock, Eat: turn.eat, Spoon: turn.spoon, Empty: turn.empty,
}
#: why each of the turn's two actions may not be taken (after the turn's own checks in ``why_not``)
_WHY_MAIN: dict[type, Callable[[FuryState, int, Any], str | None]] = {
    Prep: turn.why_prep, Draw: turn.why_draw, Restock: turn.why_restock, Eat: turn.why_eat,
    Spoon: turn.why_spoon, Empty: turn.why_empty,
}
