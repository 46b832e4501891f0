"""Ramen Fury rules, one test per rule; each names the rulebook section (or docs/components.md ruling) it checks."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from ramen.core import IllegalAction, NotationError
from ramen.fury import CARD_COUNTS, GAME, FuryState

EMPTY_BOWLS = ((), (), ())


def position(hands, bowls=None, pantry=("corn", "egg", "beef", "tofu"), deck=None, eaten=None, spoons=None,
             discard=(), current=0, actions_left=2, **more) -> FuryState:
    """A position built by hand. ``deck`` lists cards bottom to top; by default it holds every card
    not placed elsewhere (so all 89 cards are somewhere), with ``deck_top`` on top."""
    seats = len(hands)
    bowls = tuple(tuple(tuple(b) for b in p) for p in (bowls or [EMPTY_BOWLS] * seats))
    placed = Counter(card for hand in hands for card in hand)
    placed.update(card for p in bowls for b in p for card in b)
    placed.update(card for card in pantry if card)
    placed.update(discard)
    if deck is None:
        rest = Counter(CARD_COUNTS) - placed
        top = list(more.pop("deck_top", ()))
        rest -= Counter(top)
        deck = [card for card in sorted(rest.elements(), key=lambda c: (c not in ("chili", "nori"), c))] + top[::-1]
    state = FuryState(
        seed=0, seats=seats, counter=1, deck=tuple(deck), pantry=tuple(pantry),
        hands=tuple(tuple(sorted(hand, key=list(CARD_COUNTS).index)) for hand in hands),
        bowls=bowls, eaten=tuple(tuple(e) for e in (eaten or [(False,) * 3] * seats)),
        spoons=tuple(spoons or (2,) * seats), discard=tuple(discard), current=current,
        actions_left=actions_left, **more)
    return state


def play(state, *texts):
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(text))
    return state


def legal_texts(state):
    return [str(a) for a in GAME.legal_actions(state)]


# --- Setup -----------------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_setup_bowls_spoons_hands_and_pantry(seats):
    """Rulebook, 'Setup': three bowls and two spoons each, three cards dealt each, a Pantry of four."""
    state = GAME.new_state(11, seats)
    assert all(len(hand) == 3 for hand in state.hands)
    assert state.spoons == (2,) * seats
    assert state.bowls == (EMPTY_BOWLS,) * seats and not any(any(e) for e in state.eaten)
    assert len(state.pantry) == 4 and None not in state.pantry
    assert len(state.deck) == 89 - 3 * seats - 4
    everything = Counter(state.deck) + Counter(state.pantry) + sum((Counter(h) for h in state.hands), Counter())
    assert everything == Counter(CARD_COUNTS) and sum(everything.values()) == 89
    assert state.actions_left == 2 and GAME.to_act(state) == state.current


def test_seat_count_is_two_to_five():
    """Rulebook, cover: 2 to 5 players."""
    for seats in (1, 6):
        with pytest.raises(IllegalAction, match="2 to 5"):
            GAME.new_state(1, seats)


def test_starting_seat_is_random_from_the_seed_and_option_first_overrides():
    """Rulebook, 'Setup': someone goes first (the app draws the seat from the seed)."""
    firsts = {GAME.new_state(seed, 4).current for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert GAME.new_state(5, 4) == GAME.new_state(5, 4)
    assert GAME.new_state(5, 4, {"first": 2}).current == 2
    with pytest.raises(IllegalAction, match="first player"):
        GAME.new_state(5, 4, {"first": 4})


def test_setup_reveals_stay_in_the_pantry_as_ordinary_cards():
    """docs/components.md rulings: chili/nori revealed while setting up stay in the Pantry, nobody places them."""
    seed = next(s for s in range(500) if {"chili", "nori"} & set(GAME.new_state(s, 2).pantry))
    state = GAME.new_state(seed, 2)
    assert state.reveal == () and GAME.phase(state) == "actions"
    assert not any(text.startswith("place") for text in legal_texts(state))
    slot = next(i for i, card in enumerate(state.pantry) if card in ("chili", "nori"))
    assert f"draw pantry {slot + 1}" in legal_texts(state)


# --- Turn -------------------------------------------------------------------------------------

def test_two_actions_then_end_turn_passes_the_turn():
    """Rulebook, 'How to Play': each turn a player performs two actions; play continues clockwise.
    Our ruling: the turn passes on an explicit End turn (``end``) once both are done."""
    state = position([["egg"], ["corn"], ["beef"]], current=1)
    state = play(state, "draw deck")
    assert GAME.to_act(state) == 1 and state.actions_left == 1
    state = play(state, "draw deck")
    assert GAME.to_act(state) == 1 and state.actions_left == 0 and legal_texts(state) == ["end"]
    assert GAME.view(state, 1)["can_end"] and GAME.phase(state) == "free"
    state = play(state, "end")
    assert GAME.to_act(state) == 2 and state.actions_left == 2 and state.turn == 2
    assert not GAME.view(state, 2)["can_end"]


def test_the_second_action_can_be_taken_back_until_end_turn():
    """Our ruling: until End turn, an action that revealed nothing (a prep) may be undone;
    a draw from the deck may not."""
    before = position([["egg", "corn"], []])
    first = play(before, "prep egg b1")
    second = play(first, "prep corn b2")
    assert GAME.can_undo(first, GAME.parse_action("prep corn b2"), second)
    drawn = play(first, "draw deck")
    assert not GAME.can_undo(first, GAME.parse_action("draw deck"), drawn)
    ended = play(second, "end")
    assert not GAME.can_undo(second, GAME.parse_action("end"), ended)


def test_same_action_twice_is_allowed():
    """Rulebook, 'How to Play': you may perform the same action twice."""
    state = play(position([["egg", "corn"], []]), "prep egg b1", "prep corn b2", "end")
    assert state.bowls[0] == (("egg",), ("corn",), ()) and GAME.to_act(state) == 1


def test_free_plays_do_not_count_as_actions_and_any_number_are_allowed():
    """Rulebook, 'Chili Peppers and Nori Garnish': playing them from the hand is a free action."""
    state = position([["chili", "chili", "nori", "egg"], []], bowls=[[("beef",), (), ()], [("soy", "corn"), (), ()]])
    state = play(state, "play chili p2b1", "play nori p1b1", "play chili p2b2")
    assert state.actions_left == 2 and GAME.to_act(state) == 0
    assert state.bowls[1][0] == ("soy", "corn", "chili") and state.bowls[0][0] == ("beef", "nori")


def test_free_plays_between_and_after_the_two_actions_then_end():
    """Rulebook, 'How to Play': after the two actions come any optional free actions; then the turn ends."""
    state = position([["chili", "chili", "egg", "corn"], []])
    state = play(state, "prep egg b1", "play chili p2b1", "prep corn b2")
    assert GAME.to_act(state) == 0 and state.actions_left == 0 and GAME.phase(state) == "free"
    state = position([["chili", "chili", "egg", "corn"], []])
    state = play(state, "prep egg b1", "prep corn b2")
    assert GAME.phase(state) == "free" and legal_texts(state)[-1] == "end"
    assert not any(text.startswith(("prep", "draw", "eat")) for text in legal_texts(state))
    after = play(state, "play chili p2b1")
    assert GAME.to_act(after) == 0  # one chili left to play
    after = play(after, "play chili p2b2")
    assert GAME.to_act(after) == 0 and legal_texts(after) == ["end"]  # nothing left but End turn
    ended = play(state, "end")
    assert GAME.to_act(ended) == 1 and ended.hands[0] == ("chili", "chili")


def test_end_is_refused_while_an_action_is_left():
    """Rulebook, 'How to Play': a player must perform two actions."""
    state = position([["chili"], []])
    with pytest.raises(IllegalAction, match="two actions"):
        play(state, "end")


def test_only_end_turn_is_left_when_no_free_play_is_possible_after_two_actions():
    """Rulebook, 'How to Play': with no free action left, play continues around the table (on End turn)."""
    # every bowl is eaten but seat 0's bowl 1, which is full: the chili has nowhere to go
    state = position([["chili", "egg"], ["corn"]],
                     bowls=[[("beef", "egg", "corn", "naruto", "tofu"), ("soy", "corn"), ("shrimp", "egg")],
                            [("beef", "chashu"), ("soy", "mushroom"), ("chicken", "egg")]],
                     eaten=[(False, True, True), (True, True, True)])
    assert not any(t.startswith("play") for t in legal_texts(state))
    state = play(state, "draw deck", "draw deck")
    assert GAME.to_act(state) == 0 and legal_texts(state) == ["end"]
    assert GAME.to_act(play(state, "end")) == 1


def test_free_plays_only_on_your_own_turn():
    """docs/components.md rulings: chili and nori from the hand are played during their owner's turn only."""
    state = position([["egg"], ["chili"]])
    assert not any(text.startswith("play") for text in legal_texts(state))
    with pytest.raises(IllegalAction, match="hold no Chili"):
        play(state, "play chili p1b1")


# --- Prep -------------------------------------------------------------------------------------

def test_prep_places_a_hand_card_on_top_of_your_bowl():
    """Rulebook, 'Prep': one Ingredient from your hand on top of the Ingredients in one of your bowls."""
    state = position([["egg", "corn"], []], bowls=[[("beef",), (), ()], EMPTY_BOWLS])
    state = play(state, "prep corn b1")
    assert state.bowls[0][0] == ("beef", "corn") and state.hands[0] == ("egg",)
    assert GAME.reveals(position([["egg"], []]), GAME.parse_action("prep egg b1"), state) is False


def test_prep_into_a_full_bowl_is_refused():
    """Rulebook, 'Prep': bowls may never have more than five Ingredients."""
    state = position([["egg"], []], bowls=[[("beef", "corn", "corn", "tofu", "chashu"), (), ()], EMPTY_BOWLS])
    assert "prep egg b1" not in legal_texts(state)
    with pytest.raises(IllegalAction, match="Bowl 1 is full"):
        play(state, "prep egg b1")


def test_prep_of_a_second_flavor_is_refused():
    """Rulebook, 'Prep': a bowl may not contain more than one Flavor Ingredient."""
    state = position([["soy"], []], bowls=[[("egg", "beef"), (), ()], EMPTY_BOWLS])
    assert "prep soy b1" not in legal_texts(state) and "prep soy b2" in legal_texts(state)
    with pytest.raises(IllegalAction, match="only one Flavor"):
        play(state, "prep soy b1")


def test_chili_and_nori_are_not_prepped():
    """Rulebook, 'Prep' note and docs/components.md: chili and nori from the hand are played only as free actions."""
    state = position([["chili", "nori"], []])
    assert not any(text.startswith("prep") for text in legal_texts(state))
    with pytest.raises(IllegalAction, match="free action"):
        play(state, "prep chili b1")


def test_prep_needs_the_card_in_hand():
    with pytest.raises(IllegalAction, match="hold no Egg"):
        play(position([["corn"], []]), "prep egg b1")


# --- Draw -------------------------------------------------------------------------------------

def test_draw_from_the_pantry_refills_the_slot_from_the_deck():
    """Rulebook, 'Draw': a card taken from the Pantry is replaced at once by the deck's top card."""
    state = position([[], []], pantry=("corn", "egg", "beef", "tofu"), deck_top=["mushroom"])
    after = play(state, "draw pantry 2")
    assert after.hands[0] == ("egg",) and after.pantry == ("corn", "mushroom", "beef", "tofu")
    assert len(after.deck) == len(state.deck) - 1
    assert GAME.reveals(state, GAME.parse_action("draw pantry 2"), after)


def test_draw_from_the_deck_takes_its_top_card():
    """Rulebook, 'Draw': or the top card of the Ingredient Deck."""
    state = position([[], []], deck_top=["naruto", "corn"])
    after = play(state, "draw deck")
    assert after.hands[0] == ("naruto",) and after.pantry == state.pantry and after.deck == state.deck[:-1]


def test_hand_limit_owner_discards_down_to_five():
    """Rulebook, 'Draw': with more than five cards in hand, discard at once down to five (own choice)."""
    state = position([["egg", "egg", "corn", "tofu", "beef"], []], deck_top=["soy"])
    state = play(state, "draw deck")
    assert GAME.phase(state) == "discard" and GAME.to_act(state) == 0
    assert legal_texts(state) == ["discard corn", "discard egg", "discard tofu", "discard beef", "discard soy"]
    view = GAME.view(state, 0)
    assert view["prompt"] == {"kind": "discard", "seat": 0, "count": 1}
    with pytest.raises(IllegalAction, match="discard down to 5"):
        play(state, "draw deck")
    after = play(state, "discard egg")
    assert after.hands[0] == ("corn", "egg", "tofu", "beef", "soy") and after.discard == ("egg",)
    assert after.actions_left == 1 and GAME.phase(after) == "actions"


def test_hand_limit_after_spoon_to_hand():
    """Rulebook, 'Draw': the hand limit holds whenever a hand has more than five cards (here after Spoon)."""
    state = position([["egg", "egg", "corn", "tofu", "beef"], []], bowls=[EMPTY_BOWLS, [("soy", "mushroom"), (), ()]])
    state = play(state, "spoon p2b1 hand")
    assert GAME.phase(state) == "discard" and len(state.hands[0]) == 6
    state = play(state, "discard mushroom")
    assert len(state.hands[0]) == 5 and "mushroom" in state.discard


def test_empty_deck_draws_only_from_the_pantry_without_refill():
    """docs/components.md rulings: with the deck empty, Draw takes only from the Pantry and nothing refills it."""
    state = position([["egg"], []], pantry=("corn", None, "beef", "tofu"), deck=(), final_round=True,
                     final_reason="deck", final_trigger=1, final_trigger_turn=1, turn=2)
    texts = legal_texts(state)
    assert "draw deck" not in texts and "restock" not in texts and "draw pantry 2" not in texts
    after = play(state, "draw pantry 1")
    assert after.pantry == (None, None, "beef", "tofu") and after.hands[0] == ("corn", "egg")
    with pytest.raises(IllegalAction, match="deck is empty"):
        play(state, "draw deck")
    with pytest.raises(IllegalAction, match="can't be restocked"):
        play(state, "restock")
    with pytest.raises(IllegalAction, match="slot 2 is empty"):
        play(state, "draw pantry 2")


# --- Restock ----------------------------------------------------------------------------------

def test_restock_discards_the_pantry_and_deals_four_new_cards():
    """Rulebook, 'Restock': discard all the Pantry cards and replace them with four from the deck."""
    state = position([[], []], pantry=("corn", "egg", "beef", "tofu"), deck_top=["mushroom", "naruto", "soy", "egg"])
    after = play(state, "restock")
    assert after.pantry == ("mushroom", "naruto", "soy", "egg") and after.discard == ("corn", "egg", "beef", "tofu")
    assert after.reveal == () and after.actions_left == 1


def test_restock_with_fewer_than_four_cards_left():
    """Rulebook, 'Restock' (engine ruling): with fewer than four cards left, the deck deals what it has."""
    state = position([[], []], pantry=("corn", "egg", "beef", "tofu"), deck=("naruto", "soy"))
    after = play(state, "restock")
    assert after.pantry == ("soy", "naruto", None, None) and after.deck == ()
    assert after.final_round and after.final_reason == "deck"


# --- Reveal reaction ---------------------------------------------------------------------------

def test_draw_revealing_chili_offers_a_placement_then_refills():
    """Rulebook, 'Chili Peppers and Nori Garnish': a chili/nori added to the Pantry by Draw may be placed at
    once into any player's bowl; its slot is then refilled from the deck."""
    state = position([[], []], bowls=[EMPTY_BOWLS, [("beef", "egg"), (), ()]], deck_top=["chili", "corn"])
    state = play(state, "draw pantry 1")
    assert GAME.phase(state) == "reveal" and GAME.to_act(state) == 0 and state.pantry[0] == "chili"
    texts = legal_texts(state)
    assert texts[-1] == "pass" and "place pantry 1 p2b1" in texts and "place pantry 1 p1b3" in texts
    assert GAME.view(state, 1)["prompt"] == {"kind": "reveal", "seat": 0, "slots": [0], "cards": ["chili"]}
    placed = play(state, "place pantry 1 p2b1")
    assert placed.bowls[1][0] == ("beef", "egg", "chili") and placed.pantry[0] == "corn"
    assert GAME.phase(placed) == "actions" and placed.actions_left == 1
    passed = play(state, "pass")
    assert passed.pantry[0] == "chili" and GAME.phase(passed) == "actions"  # it stays as an ordinary card


def test_reveal_chain_newly_revealed_may_be_placed_too():
    """Rulebook, 'Chili Peppers and Nori Garnish': if more are revealed by the refill, place those as well."""
    state = position([[], []], deck_top=["nori", "chili", "egg"])
    state = play(state, "draw pantry 3", "place pantry 3 p2b1")
    assert state.pantry[2] == "chili" and GAME.phase(state) == "reveal"
    state = play(state, "place pantry 3 p2b2")
    assert state.pantry[2] == "egg" and GAME.phase(state) == "actions"
    assert state.bowls[1][:2] == (("nori",), ("chili",))


def test_restock_reveal_places_one_and_the_others_stay():
    """Rulebook, 'Chili Peppers and Nori Garnish': after a Restock you may place ONE of the revealed cards;
    the rest stay in the Pantry (docs/components.md: 'may at once place one of them')."""
    state = position([[], []], deck_top=["chili", "egg", "nori", "corn", "tofu"])
    state = play(state, "restock")
    assert state.reveal == (0, 2)
    assert {t.split()[2] for t in legal_texts(state) if t.startswith("place")} == {"1", "3"}
    state = play(state, "place pantry 3 p2b1")
    assert state.pantry == ("chili", "egg", "tofu", "corn") and GAME.phase(state) == "actions"


def test_no_reveal_prompt_when_no_bowl_can_take_it():
    """Rulebook, 'Chili Peppers and Nori Garnish': the card goes into a bowl; with none open nothing is asked."""
    full = ("beef", "egg", "corn", "naruto", "tofu")
    state = position([[], []], bowls=[[full] * 3, [full] * 3], deck_top=["chili"])
    state = play(state, "draw pantry 1")
    assert GAME.phase(state) == "actions" and state.pantry[0] == "chili"


def test_reveal_cannot_go_into_an_eaten_or_full_bowl():
    """Rulebook, 'Eat': no more Ingredients may be placed in an eaten bowl; five at most in any bowl."""
    full = ("beef", "egg", "corn", "naruto", "tofu")
    state = position([[], []], bowls=[[full, ("soy", "corn"), ()], EMPTY_BOWLS], eaten=[(False, True, False), (False,) * 3],
                     deck_top=["chili"])
    state = play(state, "draw pantry 1")
    with pytest.raises(IllegalAction, match="full"):
        play(state, "place pantry 1 p1b1")
    with pytest.raises(IllegalAction, match="eaten"):
        play(state, "place pantry 1 p1b2")
    with pytest.raises(IllegalAction, match="revealed"):
        play(state, "draw deck")


def test_draw_from_the_deck_reveals_nothing_in_the_pantry():
    """Rulebook, 'Chili Peppers and Nori Garnish': only cards added to the Pantry can be placed."""
    state = play(position([[], []], deck_top=["chili"]), "draw deck")
    assert state.hands[0] == ("chili",) and GAME.phase(state) == "actions"


# --- Eat --------------------------------------------------------------------------------------

def test_eat_needs_a_flavor_and_another_ingredient():
    """Rulebook, 'Eat': one Flavor Ingredient and at least one other Ingredient."""
    state = position([[], []], bowls=[[("beef",), ("egg", "corn"), ("beef", "egg")], EMPTY_BOWLS])
    assert [t for t in legal_texts(state) if t.startswith("eat")] == ["eat b3"]
    with pytest.raises(IllegalAction, match="at least one Ingredient besides"):
        play(state, "eat b1")
    with pytest.raises(IllegalAction, match="has no Flavor"):
        play(state, "eat b2")
    assert play(state, "eat b3").eaten[0] == (False, False, True)


def test_fury_bowl_with_only_chili_may_be_eaten():
    """docs/components.md rulings: a fury bowl with only chili qualifies."""
    state = position([[], []], bowls=[[("fury", "chili"), (), ()], EMPTY_BOWLS])
    assert "eat b1" in legal_texts(state)


def test_eaten_bowl_is_locked():
    """Rulebook, 'Eat': once eaten, no Ingredients may be placed in it nor spooned from it."""
    state = position([["egg", "chili"], ["corn"]], bowls=[[("beef", "egg"), (), ()], EMPTY_BOWLS],
                     eaten=[(True, False, False), (False,) * 3])
    texts = legal_texts(state)
    assert not any("b1" in t and t.startswith(("prep", "eat", "empty")) for t in texts)
    assert "play chili p1b1" not in texts and not any(t.startswith("spoon p1b1") for t in texts)
    with pytest.raises(IllegalAction, match="eaten"):
        play(state, "prep egg b1")
    with pytest.raises(IllegalAction, match="eaten"):
        play(state, "spoon p1b1 hand")
    with pytest.raises(IllegalAction, match="already eaten"):
        play(state, "eat b1")
    # an opponent can't put chili there either
    other = position([["egg"], ["chili"]], bowls=[[("beef", "egg"), (), ()], EMPTY_BOWLS],
                     eaten=[(True, False, False), (False,) * 3], current=1)
    assert "play chili p1b1" not in legal_texts(other) and "play chili p1b2" in legal_texts(other)


# --- Spoon ------------------------------------------------------------------------------------

def test_spoon_takes_the_top_card_into_your_bowl_or_hand():
    """Rulebook, 'Spoon': discard a Spoon, take the top Ingredient of any bowl, into one of your bowls or your hand."""
    state = position([[], []], bowls=[[("shrimp",), (), ()], [("beef", "egg", "corn"), (), ()]])
    into_bowl = play(state, "spoon p2b1 b1")
    assert into_bowl.bowls[0][0] == ("shrimp", "corn") and into_bowl.bowls[1][0] == ("beef", "egg")
    assert into_bowl.spoons == (1, 2)
    into_hand = play(state, "spoon p2b1 hand")
    assert into_hand.hands[0] == ("corn",)
    own = play(state, "spoon p1b1 b2")
    assert own.bowls[0][:2] == ((), ("shrimp",))
    assert not GAME.reveals(state, GAME.parse_action("spoon p2b1 b1"), into_bowl)


def test_spoon_needs_a_spoon():
    """Rulebook, 'Spoon': discard one of your Spoon Tokens (two per player)."""
    state = position([[], []], bowls=[EMPTY_BOWLS, [("beef", "egg"), (), ()]], spoons=(0, 2))
    assert not any(t.startswith("spoon") for t in legal_texts(state))
    with pytest.raises(IllegalAction, match="no Spoon"):
        play(state, "spoon p2b1 hand")
    twice = play(position([[], []], bowls=[EMPTY_BOWLS, [("beef", "egg", "corn"), (), ()]]),
                 "spoon p2b1 hand", "spoon p2b1 hand")
    assert twice.spoons[0] == 0


def test_spoon_into_a_bowl_respects_its_limits():
    """Rulebook, 'Preparing a Ramen Bowl': five Ingredients at most, one Flavor; the card must move."""
    full = ("beef", "egg", "corn", "naruto", "tofu")
    state = position([[], []], bowls=[[full, ("soy", "corn"), ("egg",)], [("shrimp",), (), ()]])
    texts = legal_texts(state)
    assert "spoon p2b1 b1" not in texts and "spoon p2b1 b2" not in texts and "spoon p2b1 b3" in texts
    assert "spoon p1b3 b3" not in texts and "spoon p1b3 b2" in texts
    with pytest.raises(IllegalAction, match="only one Flavor"):
        play(state, "spoon p2b1 b2")
    with pytest.raises(IllegalAction, match="not back where it was"):
        play(state, "spoon p1b3 b3")
    with pytest.raises(IllegalAction, match="empty"):
        play(state, "spoon p2b2 hand")


# --- Empty ------------------------------------------------------------------------------------

def test_empty_puts_the_bowl_into_the_discard_pile():
    """Rulebook, 'Empty': empty all the Ingredients from one of your bowls into the discard pile."""
    state = position([[], []], bowls=[[("beef", "egg", "chili"), (), ()], EMPTY_BOWLS], discard=("corn",))
    after = play(state, "empty b1")
    assert after.bowls[0][0] == () and after.discard == ("corn", "beef", "egg", "chili")
    assert "empty b2" not in legal_texts(state)  # engine ruling: an empty bowl can't be emptied
    with pytest.raises(IllegalAction, match="already empty"):
        play(state, "empty b2")


# --- End of game ---------------------------------------------------------------------------------

def test_third_bowl_eaten_gives_every_other_player_one_last_turn():
    """Rulebook, 'End of Game': a player eats their third bowl; each other player gets one last turn."""
    state = position([[], [], []], bowls=[[("beef", "egg"), ("soy", "corn"), ("shrimp", "egg", "corn")], EMPTY_BOWLS, EMPTY_BOWLS],
                     eaten=[(True, True, False), (False,) * 3, (False,) * 3], current=0)
    state = play(state, "eat b3")
    assert state.final_round and state.final_reason == "bowls" and GAME.to_act(state) == 0
    view = GAME.view(state, 2)
    assert view["final_round"] and view["final_turns_left"] == [1, 2] and not view["last_turn"]
    state = play(state, "draw deck", "end")
    assert GAME.to_act(state) == 1 and GAME.view(state, 1)["last_turn"]
    assert GAME.view(state, 1)["final_turns_left"] == [1, 2]
    state = play(state, "draw deck", "draw deck", "end")
    assert GAME.to_act(state) == 2
    state = play(state, "draw deck", "draw deck")
    assert not GAME.is_terminal(state)
    state = play(state, "end")
    assert GAME.is_terminal(state) and GAME.to_act(state) is None and GAME.legal_actions(state) == []
    with pytest.raises(IllegalAction, match="over"):
        play(state, "draw deck")


def test_empty_deck_ends_the_game_after_one_last_turn_each():
    """Rulebook, 'End of Game': the game ends when the Ingredient Deck is empty; others get one last turn."""
    state = position([[], []], deck=("corn",), current=1)
    state = play(state, "draw deck")
    assert state.final_round and state.final_reason == "deck" and state.final_trigger == 1
    state = play(state, "draw pantry 1", "end")  # the trigger finishes its own turn
    assert GAME.to_act(state) == 0
    state = play(state, "draw pantry 2", "draw pantry 3", "end")
    assert GAME.is_terminal(state)


def test_a_player_with_no_possible_action_passes():
    """Engine ruling: with the deck and Pantry empty and nothing else to do, only End turn is left."""
    state = position([["egg"], []], pantry=(None, None, None, "corn"), deck=(), spoons=(0, 0), final_round=True,
                     final_reason="deck", final_trigger=1, final_trigger_turn=1, final_left=(1,), turn=2)
    state = play(state, "draw pantry 4")
    # seat 0 still has an action (prep); then seat 1 has nothing at all: End turn, and the game ends
    state = play(state, "prep egg b1", "end")
    assert GAME.to_act(state) == 1 and legal_texts(state) == ["end"] and state.actions_left == 2
    state = play(state, "end")
    assert GAME.is_terminal(state)


def test_trigger_during_the_final_round_changes_nothing():
    """Rulebook, 'End of Game': the one last turn is not extended by a second trigger."""
    state = position([[], []], bowls=[EMPTY_BOWLS, [("beef", "egg"), ("soy", "corn"), ("shrimp", "egg", "corn")]],
                     eaten=[(False,) * 3, (True, True, False)], current=1, deck=("corn", "egg", "tofu"),
                     final_round=True, final_reason="deck", final_trigger=0, final_trigger_turn=1, final_left=(), turn=2)
    state = play(state, "eat b3")
    assert state.final_reason == "deck" and state.final_trigger == 0
    state = play(state, "draw deck", "end")
    assert GAME.is_terminal(state)


# --- Scoring ------------------------------------------------------------------------------------

def test_only_eaten_bowls_score_with_a_per_bowl_breakdown():
    """Rulebook, 'Scoring': players score points for each bowl of ramen they ate."""
    state = position([[], []], bowls=[[("soy", "mushroom", "scallion", "chili", "nori"), ("beef", "egg", "chashu"), ()],
                                      [("chicken", "egg", "egg"), (), ()]],
                     eaten=[(True, False, False), (False,) * 3])
    first, second = GAME.scores(state)
    assert first.total == 5 and second.total == 0
    assert first.breakdown == (("Bowl 1 (Soy Sauce Flavor)", 5), ("Bowl 1: Nori Garnish", 1), ("Bowl 1: Chili Peppers", -1))
    assert sum(points for _, points in first.breakdown) == first.total
    assert second.breakdown == (("No bowls eaten", 0),)
    assert first.details["bowls"][0]["breakdown"]["chili_penalty"] == -1
    assert first.details["bowls"][1]["score"] is None


def test_tie_break_most_ingredients_eaten_then_shared_win():
    """Rulebook, 'Scoring': on a tie, the player who ate the most Ingredients wins; still tied, they share."""
    bowls = [[("beef", "egg", "egg"), (), ()], [("beef", "egg"), (), ()]]
    state = position([[], []], bowls=bowls, eaten=[(True, False, False), (True, False, False)])
    sheets = GAME.scores(state)
    assert sheets[0].total == sheets[1].total == 2 and sheets[0].tiebreak == 3 and sheets[1].tiebreak == 2
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and outcome.tiebreak_decided
    state = position([[], []], bowls=[[("beef", "egg"), (), ()], [("beef", "egg"), (), ()]],
                     eaten=[(True, False, False), (True, False, False)])
    assert GAME.outcome(state).winners == (0, 1)


# --- View, notation, reveals, words ---------------------------------------------------------------

def test_view_hides_other_hands_and_the_deck_order():
    """docs/components.md rulings: hands and the deck are hidden; the discard pile and bowls are face up."""
    state = position([["egg", "corn"], ["beef", "chili", "nori"]], bowls=[[("soy", "corn"), (), ()], EMPTY_BOWLS],
                     eaten=[(True, False, False), (False,) * 3], discard=("tofu", "egg"))
    view = GAME.view(state, 0)
    assert json.loads(json.dumps(view)) == view
    assert view["hand"] == ["corn", "egg"] and view["players"][0]["hand"] == ["corn", "egg"]
    assert view["players"][1]["hand"] is None and view["players"][1]["hand_count"] == 3
    assert view["deck_count"] == len(state.deck) and "deck" not in view
    assert view["discard"] == ["tofu", "egg"] and view["discard_top"] == "egg" and view["discard_count"] == 2
    bowl = view["players"][0]["bowls"][0]
    assert bowl["cards"] == ["soy", "corn"] and bowl["eaten"] and bowl["score"] == 2
    assert view["players"][0]["score"] == 2 and view["players"][0]["spoons"] == 2
    assert view["actions_left"] == 2 and view["phase"] == "actions" and view["prompt"] is None
    other = GAME.view(state, 1)
    assert other["hand"] == ["chili", "nori", "beef"] and other["players"][0]["hand"] is None
    assert other["players"][0]["hand_count"] == 2
    spectator = GAME.view(state, None)
    assert spectator["hand"] is None and all(p["hand"] is None for p in spectator["players"])
    # the deck order never leaks: two states differing only there give the same view
    shuffled = position([["egg", "corn"], ["beef", "chili", "nori"]], bowls=[[("soy", "corn"), (), ()], EMPTY_BOWLS],
                        eaten=[(True, False, False), (False,) * 3], discard=("tofu", "egg"),
                        deck=tuple(reversed(state.deck)))
    assert GAME.view(shuffled, 0) == view


def test_view_counts_actions_left_during_the_turn():
    state = play(position([["egg", "chili"], []]), "prep egg b1")
    assert GAME.view(state, 0)["actions_left"] == 1
    state = play(state, "draw deck")
    assert GAME.view(state, 0)["actions_left"] == 0 and GAME.view(state, 0)["phase"] == "free"


def test_every_verb_round_trips_and_bad_text_is_explained():
    for text in ["prep egg b2", "draw deck", "draw pantry 3", "restock", "eat b1", "spoon p2b1 b3", "spoon p1b3 hand",
                 "empty b2", "play chili p2b1", "play nori p1b3", "place pantry 2 p1b3", "pass", "discard egg", "end"]:
        assert str(GAME.parse_action(text)) == text
    for bad in ["", "prep", "prep egg b4", "prep carrot b1", "draw pantry 5", "spoon p6b1 hand", "play egg p1b1",
                "place 2 p1b1", "dance"]:
        with pytest.raises(NotationError):
            GAME.parse_action(bad)


def test_legal_action_texts_are_distinct_and_none_is_a_prefix_of_another():
    state = position([["egg", "chili", "nori", "beef"], ["corn"]], bowls=[[("soy", "corn"), (), ()], [("beef", "egg"), (), ()]])
    texts = legal_texts(state)
    assert len(texts) == len(set(texts))
    assert not any(a != b and b.startswith(a + " ") for a in texts for b in texts)


def test_reveals_only_for_draw_restock_placement_and_discard():
    """Undo: draws, restocks and reveal placements draw on chance; prep, spoon, empty, eat and free plays don't."""
    state = position([["egg", "chili"], []], bowls=[[("beef", "egg"), (), ()], [("soy", "corn"), (), ()]])
    for text, expected in [("draw deck", True), ("draw pantry 1", True), ("restock", True), ("prep egg b2", False),
                           ("eat b1", False), ("spoon p2b1 hand", False), ("empty b1", False),
                           ("play chili p2b1", False)]:
        action = GAME.parse_action(text)
        assert GAME.reveals(state, action, GAME.apply(state, action)) is expected, text


def test_apply_leaves_its_input_unchanged_and_describes_in_words():
    state = position([["egg", "chili"], []], bowls=[[("beef",), (), ()], [("soy", "corn"), (), ()]])
    before = position([["egg", "chili"], []], bowls=[[("beef",), (), ()], [("soy", "corn"), (), ()]])
    play(state, "prep egg b1", "play chili p2b1", "spoon p2b1 hand")
    assert state == before
    names = ["Mai", "Ken"]
    assert GAME.describe(state, GAME.parse_action("spoon p2b1 b1"), names) == "Mai spooned Corn from Ken's bowl 1 into their bowl 1"
    assert GAME.describe(state, GAME.parse_action("play chili p2b1"), names) == "Mai put Chili Peppers into Ken's bowl 1"
    assert GAME.describe(state, GAME.parse_action("draw deck"), names) == "Mai drew a card from the deck"
    assert GAME.describe(state, GAME.parse_action("draw pantry 2"), names) == "Mai drew Egg from the Pantry"
    assert GAME.progress(state).startswith("round 1")


def test_progress_counts_rounds_from_1_as_every_title_does():
    """Rulebook, 'Turn order': the turns go round the table; the progress says the round (a person's first
    turn, even after a computer's, is in round 1), never the turns counted across the seats."""
    state = GAME.new_state(seed=3, seats=3, options={"first": 1})
    seen = []
    rng = __import__("random").Random(3)
    while not GAME.is_terminal(state) and len(seen) < 40:
        seen.append((state.turn, GAME.progress(state)))
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    for turn, words in seen:
        assert words.startswith(f"round {(turn - 1) // 3 + 1}, "), (turn, words)
    assert seen[0][1].startswith("round 1, ") and any(w.startswith("round 2, ") for _, w in seen)


def test_every_illegal_action_is_refused_with_a_reason():
    """Every action outside legal_actions raises IllegalAction with a specific sentence; every legal one applies."""
    import random

    from ramen.fury import actions as A
    universe = [A.DRAW_DECK, *A.DRAW_PANTRY, A.RESTOCK, A.PASS, A.END, *A.EAT, *A.EMPTY, *A.PREP.values(),
                *A.SPOON.values(), *A.PLAY.values(), *A.PLACE.values(), *A.DISCARD.values()]
    phases = set()
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.new_state(seed, 2 + seed % 4)
        for _ in range(rng.randrange(5, 120)):
            if GAME.is_terminal(state):
                break
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        if GAME.is_terminal(state):
            continue
        phases.add(GAME.phase(state))
        legal = set(GAME.legal_actions(state))
        for action in universe:
            if action in legal:
                GAME.apply(state, action)
                continue
            with pytest.raises(IllegalAction) as error:
                GAME.apply(state, action)
            assert "not allowed now" not in str(error.value), (str(action), GAME.phase(state))
    assert {"actions", "free"} <= phases


# --- Old records (record format 1, before End turn) ------------------------------------------------

def test_an_old_record_without_end_turns_still_loads_with_the_implied_ends():
    """Our ruling: records made before End turn (format 1) load; each turn that passed by
    itself gets its ``end`` back, and the game replays to the same scores."""
    from pathlib import Path

    from ramen.core import RECORD_VERSION, Record
    from ramen.core.match import Match
    data = json.loads((Path(__file__).parent / "data" / "fury_record_v1.json").read_text())
    assert data["record"]["version"] == 1 and "end" not in data["record"]["actions"]
    record = Record.from_json(data["record"])
    match = Match(GAME, record)
    assert match.over and [sheet.total for sheet in GAME.scores(match.state)] == data["final_scores"]
    assert record.version == RECORD_VERSION == 2 and record.to_json()["version"] == 2
    assert record.actions.count("end") >= 40  # one per turn
    # the upgraded record is a plain format-2 record: it replays as it is
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert again.actions == record.actions and GAME.scores(again.replay(GAME)) == GAME.scores(match.state)


def test_an_old_record_cut_in_the_middle_of_a_turn_gets_only_the_ends_it_implied():
    """Our ruling: a format-1 record saved mid-game: a turn whose second action was the last
    one saved passes (the old rules had passed it); a half-done turn stays open."""
    from pathlib import Path

    from ramen.core import Record
    data = json.loads((Path(__file__).parent / "data" / "fury_record_v1.json").read_text())["record"]
    actions = data["actions"]
    assert actions[:5] == ["prep egg b1", "prep egg b2", "play chili p3b1", "play nori p3b1", "prep naruto b1"]

    def upgraded(count: int) -> list[str]:
        record = Record.from_json(dict(data, actions=actions[:count]))
        record.replay(GAME)
        return record.actions

    assert upgraded(1) == actions[:1]  # one action still to do: the turn stays open
    assert upgraded(2) == actions[:2] + ["end"]  # two preps, no free play: the old rules passed the turn
    assert upgraded(3) == actions[:2] + ["end"] + actions[2:3]  # the next player's free play follows
