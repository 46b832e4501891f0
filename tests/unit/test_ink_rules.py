"""Ramen Ink rules, one test per rule, each naming the rulebook section (or docs/components.md ruling) it checks."""

from __future__ import annotations

import json

import pytest

from ramen.core import IllegalAction, NotationError, Record, SeatInfo
from ramen.ink import GAME, Bin, Bonus, Done, InkState, Pick, Place
from ramen.ink.phases.place import card_options
from ramen.ink.state import BINNED, PENDING

EMPTY = ((),) * 8


def position(card: str = "egg+nori", seats: int = 2, bowls=None, binned: int = 0, served=None, rnd: int = 1,
             bonus_used=(), others: tuple[str, ...] = ("nori+chashu", "egg+naruto+chashu", "naruto+chashu",
                                                        "egg+nori+naruto", "egg+chashu")) -> InkState:
    """Seat 0 (the active seat) is about to draw ``card``, its own pick, in round ``rnd``."""
    state = GAME.new_state(7, seats, {"first": 0})
    revealed = (card,) + others[:seats]
    state = state.clone()
    state.revealed = revealed
    state.picks = tuple(range(seats))
    state.phase = "place"
    state.step = 0
    state.round = rnd
    state.card = (PENDING,) * len(card.split("+"))
    if bowls is not None:
        state.bowls = (tuple(tuple(b) for b in bowls),) + state.bowls[1:]
    state.binned = (binned,) + state.binned[1:]
    state.served = tuple(served) if served is not None else (False,) * 8
    state.bonus_used = (tuple(bonus_used),) + state.bonus_used[1:]
    return state


def texts(state) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state)]


def play(state, *actions: str):
    for text in actions:
        state = GAME.apply(state, GAME.parse_action(text))
    return state


def full(kind: str = "chashu") -> tuple[str, ...]:
    return (kind,) * 6


# --- setup -----------------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_setup(seats):
    """Rulebook, 'Before Starting': 8 of the 16 shuffled orders at bowls 1-8, the 40 toppings shuffled,
    a score card each; 'How to Play': players + 1 cards are turned over."""
    state = GAME.new_state(11, seats)
    assert len(state.orders) == 8 and len(set(state.orders)) == 8
    assert len(state.revealed) == seats + 1 and len(state.deck) == 40 - seats - 1
    assert sorted(state.revealed + state.deck) == sorted(GAME.new_state(12, seats).revealed + GAME.new_state(12, seats).deck)
    assert state.bowls == (EMPTY,) * seats and state.binned == (0,) * seats
    assert state.round == 1 and state.phase == "pick" and GAME.to_act(state) == state.active == state.first


def test_setup_depends_only_on_the_seed():
    """All chance comes from the seed: same seed, same game; the first player varies with the seed."""
    assert GAME.new_state(5, 3) == GAME.new_state(5, 3)
    assert len({GAME.new_state(seed, 4).first for seed in range(40)}) == 4
    assert len({GAME.new_state(seed, 4).orders for seed in range(10)}) == 10


def test_first_option_fixes_the_active_seat():
    """The 'first' option chooses the active player of round 1 (the rulebook's 'ate Japanese food most recently')."""
    for first in range(3):
        assert GAME.to_act(GAME.new_state(3, 3, {"first": first})) == first
    with pytest.raises(IllegalAction):
        GAME.new_state(3, 3, {"first": 3})


@pytest.mark.parametrize("seats", [1, 6])
def test_seat_limits(seats):
    """docs/components.md: Ramen Ink is for 2 to 5 players."""
    with pytest.raises(IllegalAction):
        GAME.new_state(1, seats)


# --- the draft -------------------------------------------------------------------------------

def test_picks_go_from_the_active_player_to_the_left():
    """Rulebook, 'How to Play': the active player chooses 1 card, 'The turn then goes to the player on the left'."""
    state = GAME.new_state(4, 4, {"first": 2})
    order = []
    while state.phase == "pick":
        order.append(GAME.to_act(state))
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert order == [2, 3, 0, 1]
    assert len(state.revealed) - len(state.picks) == 1  # one card left over


def test_a_picked_card_is_no_longer_offered():
    """Rulebook, 'The Topping Cards': each player chooses 1 of the remaining topping cards."""
    state = GAME.new_state(9, 2, {"first": 0})
    state = state.clone()
    state.revealed = ("egg+nori", "egg+nori", "nori+chashu")
    assert texts(state) == ["pick egg+nori", "pick nori+chashu"]
    state = play(state, "pick nori+chashu")
    assert texts(state) == ["pick egg+nori"]
    with pytest.raises(IllegalAction, match="no Nori \\+ Chashu card left"):
        play(state, "pick nori+chashu")


def test_placement_sequence_own_cards_then_the_leftover():
    """Rulebook, 'End of the Round': once all have drawn their chosen card, all draw the remaining card;
    here every player in pick order draws their own card, then each in the same order the leftover."""
    state = GAME.new_state(21, 3, {"first": 1})
    picked = {}
    while state.phase == "pick":
        seat = GAME.to_act(state)
        action = GAME.legal_actions(state)[-1]
        picked[seat] = action.card
        state = GAME.apply(state, action)
    leftover = [c for i, c in enumerate(state.revealed) if i not in state.picks][0]
    sequence = []
    while state.round == 1:
        legal = GAME.legal_actions(state)
        action = next(a for a in legal if isinstance(a, (Bin, Done, Bonus)))
        if isinstance(action, Done):
            current = GAME.view(state, None)["drawing"]
            sequence.append((current["seat"], current["card"], current["which"]))
        state = GAME.apply(state, action)
    assert sequence == [(1, picked[1], "own"), (2, picked[2], "own"), (0, picked[0], "own"),
                        (1, leftover, "leftover"), (2, leftover, "leftover"), (0, leftover, "leftover")]
    assert all(drawn == (picked[s], leftover) for s, drawn in enumerate(state.drawn))


def test_active_player_moves_left_each_round_and_new_cards_are_revealed():
    """Rulebook, 'End of the Round': the player to the left of the active player becomes the new active player
    and turns over players + 1 new cards; used cards are removed from play."""
    state = GAME.new_state(3, 3, {"first": 2})
    first_cards = state.revealed
    deck = state.deck
    while state.round == 1:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, next((a for a in legal if isinstance(a, (Pick, Bin, Done, Bonus))), legal[0]))
    assert state.active == 0 and GAME.to_act(state) == 0 and state.phase == "pick"
    assert state.revealed == deck[:4] and state.revealed != first_cards and state.deck == deck[4:]


# --- drawing a card --------------------------------------------------------------------------

def test_two_topping_card_goes_into_two_different_bowls_anywhere():
    """Rulebook, 'The Topping Cards' 1): the 2 ingredients go in 2 different bowls, not necessarily adjacent."""
    state = play(position("egg+nori"), "place egg b1")
    assert [b for b in range(1, 9) if f"place nori b{b}" in texts(state)] == [2, 3, 4, 5, 6, 7, 8]
    with pytest.raises(IllegalAction, match="different bowl"):
        play(state, "place nori b1")
    state = play(state, "place nori b6")
    assert texts(state) == ["done"]
    assert state.bowls[0][0] == ("egg",) and state.bowls[0][5] == ("nori",)


def test_three_topping_card_goes_into_three_adjacent_bowls_in_any_order():
    """Rulebook, 'The Topping Cards' 2): the 3 ingredients go in 3 adjacent bowls; their order does not matter."""
    state = play(position("egg+nori+naruto"), "place nori b4")
    assert [b for b in range(1, 9) if f"place egg b{b}" in texts(state)] == [2, 3, 5, 6]
    with pytest.raises(IllegalAction, match="adjacent"):
        play(state, "place egg b7")
    state = play(state, "place egg b6")
    assert [t for t in texts(state) if t.startswith("place")] == ["place naruto b5"]
    state = play(state, "place naruto b5", "done")
    assert [state.bowls[0][b] for b in (3, 4, 5)] == [("nori",), ("naruto",), ("egg",)]


def test_bowl_eight_is_next_to_bowl_one():
    """Rulebook, 'The Topping Cards': adjacent bowls are e.g. 3, 4 and 5, 'as well as 7, 8 and 1'."""
    state = play(position("egg+nori+chashu"), "place egg b8", "place nori b2")
    assert [t for t in texts(state) if t.startswith("place")] == ["place chashu b1"]


def test_served_bowls_are_skipped_for_adjacency():
    """Rulebook, 'Scoring Points': once bowl 1 is served, bowls 7 and 2 are the neighbours of bowl 8;
    once bowl 2 is served too, 3 and 7."""
    served = (True,) + (False,) * 7
    state = play(position("egg+nori+chashu", served=served, rnd=4), "place egg b8")
    assert [t for t in texts(state) if t.startswith("place nori")] == ["place nori b2", "place nori b3",
                                                                        "place nori b6", "place nori b7"]
    served = (True, True) + (False,) * 6
    state = play(position("egg+nori+chashu", served=served, rnd=5), "place egg b8", "place nori b7")
    assert [t for t in texts(state) if t.startswith("place")] == ["place chashu b3", "place chashu b6"]
    with pytest.raises(IllegalAction, match="served"):
        play(position("egg+nori", served=served, rnd=5), "place egg b2")


def test_binning_an_ingredient_of_a_three_topping_card_leaves_a_gap():
    """Rulebook, 'The Bin': 'if you throw away the middle ingredient, place the other ingredients in 4 and 6
    or 8 and 2'."""
    state = play(position("egg+nori+naruto"), "bin nori", "place egg b4")
    assert "place naruto b6" in texts(state) and "place naruto b7" not in texts(state)
    state = play(state, "place naruto b6", "done")
    assert state.bowls[0][3] == ("egg",) and state.bowls[0][5] == ("naruto",) and state.bowls[0][4] == ()
    assert state.binned[0] == 1
    state = play(position("egg+nori+naruto"), "place egg b8", "place naruto b2", "bin nori", "done")
    assert state.bowls[0][7] == ("egg",) and state.bowls[0][1] == ("naruto",) and state.binned[0] == 1


def test_the_gap_may_be_a_full_bowl():
    """Rulebook, 'The Bin': ingredients are binned e.g. 'if you have a full bowl'; the gap keeps its place."""
    bowls = list(EMPTY)
    bowls[4] = full()
    state = position("egg+nori+naruto", bowls=bowls)
    state = play(state, "place egg b4")
    assert "place nori b6" in texts(state) and "place nori b5" not in texts(state)
    state = play(state, "place nori b6", "bin naruto", "done")
    assert state.binned[0] == 1 and state.bowls[0][4] == full()


def test_any_ingredient_may_be_binned_one_box_each():
    """Rulebook, 'The Bin': 'You may also choose to not draw ingredients'; one box per ingredient."""
    state = play(position("egg+nori"), "bin egg", "bin nori")
    assert state.binned[0] == 2 and texts(state) == ["done"]
    state = play(state, "done")
    assert state.binned[0] == 2 and state.lost[0] == 0


def test_a_full_bin_forces_drawing():
    """Rulebook, 'The Bin': after 8 ingredients 'the bin is then full and you must draw all the following
    ingredients'."""
    state = position("egg+nori", binned=8)
    assert not any(t.startswith("bin") for t in texts(state))
    with pytest.raises(IllegalAction, match="bin is full"):
        play(state, "bin egg")
    with pytest.raises(IllegalAction, match="still to place"):
        play(state, "done")


def test_forced_drawing_offers_only_placements_that_lose_nothing():
    """docs/components.md ruling on the full bin: every ingredient that can be drawn must be; a placement that
    would leave another ingredient of the card with no place is not offered while another draws them all."""
    bowls = [full()] * 8
    for b in (0, 1, 2, 5):  # bowls 1, 2, 3 and 6 have room; bowl 6's neighbours are full
        bowls[b] = ()
    state = position("egg+nori+naruto", bowls=bowls, binned=8)
    assert [t for t in texts(state) if t.startswith("place egg")] == ["place egg b1", "place egg b2", "place egg b3"]
    with pytest.raises(IllegalAction, match="bin is full"):
        play(state, "place egg b6")
    state = play(state, "place egg b2", "place nori b1", "place naruto b3", "done")
    assert state.lost[0] == 0 and state.binned[0] == 8


def test_forced_drawing_when_the_bin_has_room_for_only_some():
    """Rulebook, 'The Bin' (at most 8) with the docs/components.md ruling: with one box left and three ingredients,
    two must be drawn, so a bowl whose run has room for only one of them is not offered."""
    bowls = [full()] * 8
    for b in (0, 1, 5):  # bowls 1, 2 and 6 have room; bowl 6's neighbours are full
        bowls[b] = ()
    state = position("egg+nori+naruto", bowls=bowls, binned=7)
    assert [t for t in texts(state) if t.startswith("place egg")] == ["place egg b1", "place egg b2"]
    assert "bin egg" in texts(state)
    state = play(state, "bin egg")
    assert not any(t.startswith("bin") for t in texts(state))
    state = play(state, "place nori b1", "place naruto b2", "done")
    assert state.lost[0] == 0 and state.binned[0] == 8


def test_an_ingredient_with_no_place_and_a_full_bin_is_lost():
    """docs/components.md ruling: an ingredient that can be neither drawn nor binned is lost with no penalty."""
    bowls = [full()] * 8
    bowls[2] = ()
    state = position("egg+nori", bowls=bowls, binned=8)
    assert texts(state) == ["place egg b3", "place nori b3"]
    state = play(state, "place egg b3")
    assert texts(state) == ["done"]
    assert GAME.view(state, 0)["drawing"]["will_be_lost"] == ["nori"]
    state = play(state, "done")
    assert state.lost[0] == 1 and state.binned[0] == 8 and state.bowls[0][2] == ("egg",)
    assert GAME.scores(state)[0].breakdown[-1] == ("Bin (8 ingredients)", -5)


def test_a_bowl_holds_six():
    """Rulebook, 'Drawing Ingredients': each bowl has 6 fields."""
    bowls = list(EMPTY)
    bowls[0] = full()
    state = position("egg+nori", bowls=bowls)
    assert "place egg b1" not in texts(state)
    with pytest.raises(IllegalAction, match="full"):
        play(state, "place egg b1")


def test_done_needs_every_ingredient_drawn_or_binned():
    """Rulebook, 'Drawing Ingredients': the card's ingredients are all drawn (or binned) before the turn ends."""
    state = play(position("egg+nori+naruto"), "place egg b1")
    with pytest.raises(IllegalAction, match="Nori and Narutomaki still to place"):
        play(state, "done")


# --- full bowls and bonuses ------------------------------------------------------------------

def test_filling_a_bowl_gives_a_bonus_at_once():
    """Rulebook, 'A Full Bowl': after drawing the 6th ingredient the player crosses off 1 of the 6 bonus fields
    during the same turn."""
    bowls = list(EMPTY)
    bowls[2] = ("egg",) * 5
    state = play(position("egg+nori", bowls=bowls), "place nori b3")
    assert state.bonus_due and GAME.view(state, 0)["phase"] == "bonus"
    options = texts(state)
    assert "bonus points" in options and "bonus egg b1" in options and "bonus chashu b8" in options
    assert not any(t.startswith("bonus") and t.endswith("b3") for t in options)
    with pytest.raises(IllegalAction, match="bonus"):
        play(state, "place egg b1")
    state = play(state, "bonus chashu b5", "place egg b1", "done")
    assert state.bowls[0][4] == ("chashu",) and state.bonus_used[0] == ("chashu",)


def test_extra_topping_that_fills_a_bowl_chains():
    """Rulebook, 'A Full Bowl': 'If, when filling in an extra topping, the player fills the next bowl, he or she
    is entitled to a second bonus'."""
    bowls = list(EMPTY)
    bowls[0] = ("nori",) * 5
    bowls[1] = ("egg",) * 5
    state = play(position("egg+nori", bowls=bowls), "place nori b1", "bonus egg b2")
    assert state.bonus_due and "bonus egg b3" not in texts(state) and "bonus naruto b3" in texts(state)
    state = play(state, "bonus points")
    assert not state.bonus_due and state.bonus_used[0] == ("egg", "points1")


def test_points_bonus_adds_three_each_once():
    """Rulebook, 'A Full Bowl': the two points fields give +3 each at the end; each field is crossed off once."""
    bowls = list(EMPTY)
    bowls[0] = ("nori",) * 5
    state = play(position("egg+nori", bowls=bowls, bonus_used=("points1",)), "place nori b1", "bonus points")
    assert state.bonus_used[0] == ("points1", "points2")
    sheet = GAME.scores(state)[0]
    assert ("Bonus +3 fields (2)", 6) in sheet.breakdown
    bowls[1] = ("egg",) * 5
    state = position("egg+nori", bowls=bowls, bonus_used=("points1", "points2"))
    state = play(state, "place nori b1")
    assert "bonus points" not in texts(state)
    with pytest.raises(IllegalAction, match="Both \\+3"):
        play(state, "bonus points")


def test_a_used_extra_topping_field_is_not_offered_again():
    """Rulebook, 'A Full Bowl': each bonus field is crossed off once."""
    bowls = list(EMPTY)
    bowls[0] = ("nori",) * 5
    state = play(position("egg+nori", bowls=bowls, bonus_used=("egg",)), "place nori b1")
    assert not any(t.startswith("bonus egg") for t in texts(state))
    with pytest.raises(IllegalAction, match="already crossed off"):
        play(state, "bonus egg b2")


def test_with_every_bonus_field_used_a_full_bowl_gives_nothing():
    """docs/components.md ruling: 'With every bonus field used, nothing happens.'"""
    bowls = list(EMPTY)
    bowls[0] = ("nori",) * 5
    used = ("egg", "nori", "naruto", "chashu", "points1", "points2")
    state = play(position("egg+nori", bowls=bowls, bonus_used=used), "place nori b1")
    assert not state.bonus_due and "place egg b2" in texts(state)


def test_an_extra_topping_needs_a_bowl_with_room():
    """Project ruling: an extra topping goes into an unserved bowl with room; with none, only the +3 fields may
    be chosen, and with those used too the full bowl gives nothing."""
    bowls = [full()] * 8
    bowls[0] = ("nori",) * 5
    state = play(position("egg+nori", bowls=bowls, binned=0), "place nori b1")
    assert texts(state) == ["bonus points", "bonus none"]
    state = play(position("egg+nori", bowls=bowls, bonus_used=("points1", "points2")), "place nori b1")
    assert not state.bonus_due and texts(state) == ["bin egg"]


def test_the_bonus_is_optional():
    """Rulebook, 'A Full Bowl': the player "may cross off 1 of the 6 bonus fields": ``bonus none`` takes
    no bonus, crosses off nothing and draws nothing."""
    bowls = list(EMPTY)
    bowls[2] = ("egg",) * 5
    state = play(position("egg+nori", bowls=bowls), "place nori b3")
    assert texts(state)[-1] == "bonus none" and GAME.view(state, 0)["bonus"]["can_skip"]
    assert all(option["field"] != "none" for option in GAME.view(state, 0)["bonus"]["options"])
    after = play(state, "bonus none")
    assert not after.bonus_due and after.bonus_used[0] == () and after.extras == ()
    assert after.bowls[0] == state.bowls[0] and "place egg b1" in texts(after)
    assert GAME.describe(state, Bonus("none"), ["Mai", "Ken"]) == "Mai took no bonus."
    assert str(GAME.parse_action("bonus none")) == "bonus none"
    with pytest.raises(IllegalAction):
        play(after, "bonus none")  # no bowl has just been filled
    with pytest.raises(IllegalAction, match="not a Ramen Ink action"):
        GAME.apply(state, Bonus("none", 3))


def test_with_a_full_bin_an_extra_may_not_take_the_room_the_card_needs():
    """Rulebook, 'A Full Bowl' (the player *may* cross off a field) and our ruling on forced drawing: with
    the bin full, no bonus choice may lose an ingredient of the card that could have been drawn. Here bowl 1
    fills with the nori and only bowl 2 has room left, for the egg: an extra into bowl 2 would fill it and
    lose the egg while +3 was on offer, so no extra is offered."""
    bowls = [full()] * 8
    bowls[0] = ("nori",) * 5
    bowls[1] = ("naruto",) * 5
    state = play(position("egg+nori", bowls=bowls, binned=8), "place nori b1")
    assert state.bonus_due
    options = texts(state)
    assert options == ["bonus points", "bonus none"]  # "bonus <x> b2" would lose the egg
    with pytest.raises(IllegalAction, match="no place"):
        play(state, "bonus chashu b2")
    after = play(state, "bonus points", "place egg b2")
    assert after.lost[0] == 0
    # with room for both, the extra is offered again
    bowls[2] = ("naruto",) * 4
    state = play(position("egg+nori", bowls=bowls, binned=8), "place nori b1")
    assert "bonus chashu b2" in texts(state) and "bonus chashu b3" in texts(state)


def test_with_room_in_the_bin_an_extra_may_take_the_last_free_bowl():
    """Rulebook, 'A Full Bowl': with room in the bin, an extra into the last bowl with room loses nothing
    (the egg can be binned), so it is offered."""
    bowls = [full()] * 8
    bowls[0] = ("nori",) * 5
    bowls[1] = ("naruto",) * 5
    state = play(position("egg+nori", bowls=bowls, binned=3), "place nori b1")
    assert "bonus chashu b2" in texts(state)


def test_extra_topping_into_served_bowl_is_refused():
    """Rulebook, 'A Full Bowl': the extra topping goes in one of the unserved bowls."""
    bowls = list(EMPTY)
    bowls[3] = ("nori",) * 5
    state = play(position("egg+nori", bowls=bowls, served=(True,) + (False,) * 7, rnd=4), "place nori b4")
    assert not any(t.endswith(" b1") for t in texts(state))
    with pytest.raises(IllegalAction, match="served"):
        play(state, "bonus egg b1")


# --- serving and the end ---------------------------------------------------------------------

def finish_round(state):
    """Play the rest of the round binning everything (or drawing when the bin is full)."""
    rnd = state.round
    while state.round == rnd and state.phase != "over":
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, next((a for a in legal if isinstance(a, (Pick, Bin, Done, Bonus))), legal[0]))
    return state


def test_bowls_are_served_after_rounds_three_to_six():
    """Rulebook, 'Scoring Points': bowl 1 after round 3, bowl 2 after round 4, bowl 3 after round 5 and
    bowls 4 to 8 after round 6."""
    state = GAME.new_state(2, 2, {"first": 0})
    served = []
    for _ in range(6):
        state = finish_round(state)
        served.append(state.served)
    assert [sum(s) for s in served] == [0, 0, 1, 2, 3, 8]
    assert served[2][0] and served[3][1] and served[4][2]
    assert state.phase == "over" and GAME.to_act(state) is None and GAME.legal_actions(state) == []
    assert GAME.progress(state) == "game over"


def test_a_served_bowl_is_scored_and_closed():
    """Rulebook, 'Scoring Points': the served bowl is scored and 'No more ingredients may be added'."""
    state = position("egg+nori", rnd=3)
    state = state.clone()
    state.orders = ("egg",) + state.orders[1:]
    state.bowls = ((("egg", "egg", "egg"),) + ((),) * 7,) + state.bowls[1:]
    state = finish_round(state)
    assert state.served[0] and state.served_scores[0][0] == 4 and state.served_scores[1][0] == 0
    assert state.round == 4
    assert all(not t.endswith(" b1") for t in texts(finish_picks(state)))


def finish_picks(state):
    while state.phase == "pick":
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_final_score_breakdown_and_tiebreak():
    """Rulebook, 'Who Wins the Game?': the 8 bowls, plus the bonus points, minus the bin penalty; a tie goes to
    the player with the fewest ingredients in the bin, else the win is shared."""
    state = GAME.new_state(1, 3, {"first": 0}).clone()
    state.orders = ("egg", "nori", "naruto", "chashu", "egg+nori", "2x", "3x", "egg+naruto+chashu")
    state.bowls = (
        (("egg", "egg"), (), (), (), (), (), (), ()),
        (("egg", "egg"), (), (), (), (), (), (), ()),
        (("egg", "egg"), (), (), (), (), (), (), ()),
    )
    state.binned = (3, 2, 2)
    state.bonus_used = (("points1",), (), ())
    state.phase = "over"
    sheets = GAME.scores(state)
    assert [s.total for s in sheets] == [2 + 3 - 1, 2, 2]
    assert all(sum(points for _, points in s.breakdown) == s.total for s in sheets)
    assert len(sheets[0].breakdown) == 10 and sheets[0].breakdown[0] == ("Bowl 1 (Aji Tama)", 2)
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and not outcome.tiebreak_decided
    state.binned = (3, 2, 1)
    state.bonus_used = ((), (), ())
    outcome = GAME.outcome(state)
    assert outcome.winners == (2,) and outcome.tiebreak_decided
    state.binned = (2, 2, 2)
    assert GAME.outcome(state).winners == (0, 1, 2)


def test_game_lasts_six_rounds():
    """Rulebook, 'How to Play Ramen Ink': 6 rounds; each player draws 2 cards a round."""
    state = GAME.new_state(8, 4)
    rounds = set()
    while GAME.to_act(state) is not None:
        rounds.add(state.round)
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    assert rounds == {1, 2, 3, 4, 5, 6} and all(len(d) == 12 for d in state.drawn)


# --- notation, undo, view --------------------------------------------------------------------

@pytest.mark.parametrize("text, action", [
    ("pick egg+nori", Pick("egg+nori")), ("pick egg+nori+chashu", Pick("egg+nori+chashu")),
    ("place egg b3", Place("egg", 2)), ("bin nori", Bin("nori")), ("done", Done()),
    ("bonus chashu b8", Bonus("chashu", 7)), ("bonus points", Bonus("points")),
])
def test_notation_round_trips(text, action):
    assert GAME.parse_action(text) == action and str(action) == text


@pytest.mark.parametrize("text", ["", "pick", "pick nori+egg", "place egg", "place tofu b1", "place egg b9",
                                  "place egg b0", "bin", "done now", "bonus points b1", "bonus egg", "take 2"])
def test_bad_notation_is_refused_with_a_message(text):
    with pytest.raises(NotationError):
        GAME.parse_action(text)


def test_wrong_phase_actions_are_refused():
    state = GAME.new_state(1, 2)
    with pytest.raises(IllegalAction, match="picks"):
        play(state, "place egg b1")
    with pytest.raises(IllegalAction, match="No bowl has just been filled"):
        play(position(), "bonus points")
    with pytest.raises(IllegalAction, match="has no Chashu"):
        play(position("egg+nori"), "place chashu b1")
    with pytest.raises(IllegalAction, match="already in bowl 1"):
        play(position("egg+nori"), "place egg b1", "place egg b2")


def test_placements_can_be_taken_back_until_done():
    """Placements of the current card may be taken back (they reveal nothing); 'done' and picks commit."""
    state = position("egg+nori+naruto")
    after = play(state, "place egg b1")
    assert GAME.can_undo(state, Place("egg", 0), after)
    binned = play(after, "bin nori")
    assert GAME.can_undo(after, Bin("nori"), binned)
    placed = play(binned, "place naruto b2")
    assert not GAME.can_undo(placed, Done(), play(placed, "done"))
    start = GAME.new_state(1, 2)
    assert GAME.reveals(start, Pick("egg+nori"), play(start, str(GAME.legal_actions(start)[0])))


def test_record_undo_count_stops_at_done():
    """The core's undo sees every step of the card being drawn, none before its 'done'."""
    start = GAME.new_state(5, 2, {"first": 0})
    record = Record(game="ink", seed=5, seats=[SeatInfo("A"), SeatInfo("B")], options={"first": 0})
    state = start
    for _ in range(2):
        action = GAME.legal_actions(state)[0]
        record.actions.append(str(action))
        state = GAME.apply(state, action)
    first = GAME.legal_actions(state)[0]
    record.actions.append(str(first))
    state = GAME.apply(state, first)
    assert record.undoable_count(GAME) == 1
    while not isinstance(GAME.legal_actions(state)[-1], Done) or len(GAME.legal_actions(state)) > 1:
        action = GAME.legal_actions(state)[-1]
        record.actions.append(str(action))
        state = GAME.apply(state, action)
    record.actions.append("done")
    assert record.undoable_count(GAME) == 0


def test_view_is_public_json_and_complete():
    """Rulebook, 'How to Play': the cards are face up; score cards are open: every seat sees the same table."""
    state = GAME.new_state(6, 3, {"first": 0})
    state = play(state, str(GAME.legal_actions(state)[0]))
    view = GAME.view(state, 1)
    json.dumps(view)
    assert {k: v for k, v in view.items() if k != "viewer"} == {k: v for k, v in GAME.view(state, None).items()
                                                            if k != "viewer"}
    assert view["phase"] == "pick" and view["to_act"] == 1 and view["round"] == 1
    assert [r["taken_by"] for r in view["revealed"]].count(0) == 1 and len(view["orders"]) == 8
    state = finish_picks(state)
    view = GAME.view(state, 0)
    assert view["leftover"] is not None and view["drawing"]["seat"] == 0
    assert [p["which"] for p in view["placements"]] == ["own"] * 3 + ["leftover"] * 3
    row = view["drawing"]["ingredients"][0]
    assert row["status"] == "pending" and row["allowed_bowls"] and row["can_bin"]
    assert len(view["players"]) == 3 and len(view["players"][0]["bowls"]) == 8
    json.dumps(view)


def test_describe_uses_names_and_game_words():
    state = position("egg+nori")
    assert GAME.describe(state, Place("egg", 2), ["Mai", "Ken"]) == "Mai drew an Aji Tama in bowl 3."
    assert GAME.describe(state, Bin("nori"), ["Mai", "Ken"]) == "Mai threw a Nori into the bin."
    assert "Aji Tama + Nori" in GAME.describe(state, Done(), ["Mai", "Ken"])
    assert GAME.progress(state) == "round 1 of 6"


def test_statuses_are_recorded_on_the_card():
    state = play(position("egg+nori+naruto"), "bin egg", "place nori b3")
    assert state.card == (BINNED, 2, PENDING)
    assert card_options(state).pending == (2,)
