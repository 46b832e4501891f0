"""Ramen Extreme rules, one test per rule; each names the rulebook section (or docs/components.md ruling) it checks."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from ramen.core import IllegalAction, NotationError
from ramen.extreme import GAME, score_player
from ramen.extreme.components import BOWL, BOWLS, HEAT_TOP, HEAT_VALUES, MAX_ROUNDS, TOKEN_INDEX, heat_down, heat_up
from tests.unit.test_extreme_helpers import act, counts, legal_texts, position, rolled

EGG, CORN = TOKEN_INDEX["egg"], TOKEN_INDEX["corn"]


# --- Components ---------------------------------------------------------------------------------------

def test_components_counts():
    """docs/components.md, Ramen Extreme: 48 tokens (6 of each of 8), 14 bowls (6 x 5, 5 x 10, 3 x 15)."""
    state = GAME.new_state(3, 4, {"first": 0})
    assert sum(state.pots) == 48 and set(state.pots) == {6}
    assert sorted(bowl.points for bowl in BOWLS) == [5] * 6 + [10] * 5 + [15] * 3
    assert len({bowl.id for bowl in BOWLS}) == 14


# --- Setup --------------------------------------------------------------------------------------------

def test_setup_each_player_chooses_a_protein_and_a_vegetable_in_seat_order():
    """Rulebook, 'Setup': each player chooses any one protein token and one vegetable token (in seat
    order from the first player)."""
    state = GAME.new_state(5, 4, {"first": 2})
    order = []
    for choice in ("choose egg corn", "choose tofu carrot", "choose naruto scallion", "choose chashu mushroom"):
        order.append(GAME.to_act(state))
        state = act(state, choice)
    assert order == [2, 3, 0, 1]
    assert state.tokens[2] == counts(["egg", "corn"]) and state.tokens[1] == counts(["chashu", "mushroom"])
    assert sum(state.pots) == 48 - 8
    assert state.stage == "before" and GAME.to_act(state) == 2


def test_setup_choice_must_be_protein_then_vegetable():
    """Rulebook, 'Setup': one protein and one vegetable token."""
    state = GAME.new_state(5, 2, {"first": 0})
    with pytest.raises(IllegalAction, match="one protein"):
        act(state, "choose scallion egg")
    with pytest.raises(IllegalAction, match="one protein"):
        act(state, "choose egg naruto")
    assert len(GAME.legal_actions(state)) == 16


def test_setup_table_is_revealed_after_the_choices():
    """Rulebook, 'Setup': choose the tokens before the first three cards are revealed."""
    state = GAME.new_state(5, 2, {"first": 0})
    view = GAME.view(state, 0)
    assert view["table_hidden"] and all(place["bowl"] is None and place["hidden"] for place in view["table"])
    state = act(state, "choose egg corn")
    assert not GAME.reveals(GAME.new_state(5, 2, {"first": 0}), GAME.parse_action("choose egg corn"), state)
    before = state
    state = act(state, "choose naruto scallion")
    assert GAME.reveals(before, GAME.parse_action("choose naruto scallion"), state)
    view = GAME.view(state, 0)
    assert not view["table_hidden"] and all(place["bowl"] for place in view["table"])


@pytest.mark.parametrize("seats, pile", [(2, 8), (3, 8), (4, 11), (5, 11)])
def test_setup_table_of_three_and_removed_cards(seats, pile):
    """Rulebook, 'Setup': three bowls face up (the Table); in a 2-3 player game remove one 5-point,
    one 10-point and one 15-point card."""
    for seed in range(20):
        state = GAME.new_state(seed, seats)
        assert len(state.table) == 3 and None not in state.table
        assert len(state.pile) == pile
        removed = sorted(BOWL[bowl].points for bowl in state.removed)
        assert removed == ([5, 10, 15] if seats <= 3 else [])
        assert sorted(state.pile + state.table + state.removed) == sorted(bowl.id for bowl in BOWLS)


def test_setup_removed_cards_are_random():
    """Rulebook, 'Setup': the removed cards differ from game to game."""
    assert len({GAME.new_state(seed, 2).removed for seed in range(30)}) > 5


def test_setup_heat_chopsticks_and_random_first_player():
    """Rulebook, 'Setup': pepper off the bottom of the Heat card, one Chopsticks each; a random first
    player (the roll-off); option 'first' fixes it."""
    state = GAME.new_state(9, 5)
    assert state.heat == (0,) * 5 and state.chopsticks == (True,) * 5
    firsts = {GAME.new_state(seed, 5).first for seed in range(40)}
    assert firsts == set(range(5))
    assert GAME.new_state(9, 5) == GAME.new_state(9, 5)
    assert GAME.new_state(9, 5, {"first": 3}).first == 3 == GAME.to_act(GAME.new_state(9, 5, {"first": 3}))
    with pytest.raises(IllegalAction):
        GAME.new_state(9, 5, {"first": 5})
    with pytest.raises(IllegalAction):
        GAME.new_state(9, 6)


# --- Required action: roll, re-roll and resolve ---------------------------------------------------------

def test_roll_all_five_dice_then_at_most_three_rolls():
    """Rulebook, 'Required Action: Roll, Re-Roll, and Resolve': roll all five dice, re-roll up to two
    more times (three rolls is the maximum)."""
    state = act(position(), "roll")
    assert len(state.dice) == 5 and state.rolls == 1 and state.stage == "rolling"
    assert "roll" in legal_texts(state) and "hold 1" in legal_texts(state)
    state = act(state, "roll", "roll")
    assert state.rolls == 3 and state.stage in ("resolving", "after")
    assert "roll" not in legal_texts(state)
    with pytest.raises(IllegalAction):
        act(state, "roll")


def test_held_dice_keep_their_faces():
    """Rulebook, 'Required Action': re-roll any number of dice (the others are kept)."""
    for seed in range(30):
        state = act(position(), "roll")
        state = replace(state, seed=seed)
        kept = state.dice[1], state.dice[3]
        state = act(state, "hold 2", "hold 4", "roll")
        assert (state.dice[1], state.dice[3]) == kept


def test_holding_is_a_toggle_and_can_be_undone():
    """'hold'/'release' change nothing random: they can be taken back within the turn."""
    state = rolled(position(), ["chili"] * 5)
    after = act(state, "hold 1")
    assert after.held[0] and GAME.can_undo(state, GAME.parse_action("hold 1"), after)
    assert "release 1" in legal_texts(after) and "hold 1" not in legal_texts(after)
    with pytest.raises(IllegalAction, match="already held"):
        act(after, "hold 1")
    assert act(after, "release 1") == state
    with pytest.raises(IllegalAction, match="Roll the dice first"):
        act(position(), "hold 1")


def test_all_dice_held_means_stop():
    """With every die held there is nothing to re-roll: only 'stop'."""
    state = rolled(position(), ["fan", "fan", "protein", "protein", "protein"], held=[True] * 5)
    assert "roll" not in legal_texts(state) and "stop" in legal_texts(state)
    with pytest.raises(IllegalAction, match="release one"):
        act(state, "roll")


def test_stop_makes_the_dice_final():
    """Rulebook, 'Required Action': the player may stop rolling; then resolve the final dice."""
    state = act(rolled(position(), ["protein", "protein", "vegetable", "vegetable", "fan"]), "stop")
    assert state.stage == "resolving" and state.rolls == 1
    assert "roll" not in legal_texts(state)


def test_rolls_reveal_chance_and_resolution_does_not():
    """Undo limits: rolls draw on chance; holding dice and choosing tokens can be taken back."""
    state = position()
    after = act(state, "roll")
    assert GAME.reveals(state, GAME.parse_action("roll"), after)
    state = act(rolled(position(), ["vegetable", "vegetable", "vegetable", "chili", "fan"]), "stop")
    after = act(state, "take corn")
    assert GAME.can_undo(state, GAME.parse_action("take corn"), after)


# --- Action dice ------------------------------------------------------------------------------------

def test_two_vegetables_scallion_or_corn_three_any_vegetable():
    """Rulebook, 'Action Dice': two vegetable dice - one scallion or corn; three - any vegetable."""
    two = act(rolled(position(), ["vegetable", "vegetable", "chili", "fan", "protein"]), "stop")
    assert [t for t in legal_texts(two) if t.startswith("take")] == ["take scallion", "take corn"]
    three = act(rolled(position(), ["vegetable", "vegetable", "vegetable", "fan", "protein"]), "stop")
    assert [t for t in legal_texts(three) if t.startswith("take")] == [
        "take scallion", "take corn", "take mushroom", "take carrot"]
    with pytest.raises(IllegalAction, match="needs 3 unused vegetable dice"):
        act(two, "take mushroom")


def test_two_proteins_egg_or_naruto_three_any_protein():
    """Rulebook, 'Action Dice': two protein dice - one egg or naruto; three - any protein."""
    two = act(rolled(position(), ["protein", "protein", "chili", "fan", "vegetable"]), "stop")
    assert [t for t in legal_texts(two) if t.startswith("take")] == ["take egg", "take naruto"]
    three = act(rolled(position(), ["protein", "protein", "protein", "fan", "vegetable"]), "stop")
    assert [t for t in legal_texts(three) if t.startswith("take")] == [
        "take egg", "take naruto", "take chashu", "take tofu"]
    state = act(three, "take tofu")
    assert state.tokens[0] == counts(["tofu"]) and state.pots[TOKEN_INDEX["tofu"]] == 5


def test_same_action_twice_and_each_die_used_once():
    """Rulebook, 'Notes on Dice': four vegetable dice give two scallions; each die is only used once."""
    state = act(rolled(position(), ["vegetable"] * 4 + ["protein"]), "stop")
    state = act(state, "take scallion")
    assert state.used == (True, True, False, False, False)
    state = act(state, "take scallion")
    assert state.tokens[0] == counts(["scallion", "scallion"])
    assert state.stage == "after"  # nothing left to resolve: the dice are done by themselves
    with pytest.raises(IllegalAction):
        act(state, "take corn")


def test_done_leaves_dice_unused():
    """Rulebook, 'Action Dice': the dice actions are 'may'; 'done' ends resolving."""
    state = act(rolled(position(), ["vegetable"] * 2 + ["protein"] * 3), "stop", "done")
    assert state.stage == "after" and sum(state.tokens[0]) == 0
    assert legal_texts(state)[-1] == "end"


def test_tokens_not_in_the_hot_pots_cannot_be_taken():
    """Rulebook, 'Notes on Dice': ingredients not currently available in the Hot Pots may not be chosen."""
    state = position(holdings=[["corn"] * 3, ["corn"] * 3])
    state = replace(state, pots=state.pots[:CORN] + (0,) + state.pots[CORN + 1:],
                    tokens=(counts(["corn"] * 3), counts(["corn"] * 3)))
    state = act(rolled(state, ["vegetable", "vegetable", "chili", "fan", "protein"]), "stop")
    assert "take corn" not in legal_texts(state) and "take scallion" in legal_texts(state)
    with pytest.raises(IllegalAction, match="no corn left"):
        act(state, "take corn")


def test_resolving_ends_by_itself_when_nothing_can_be_taken():
    """When no die can be used (e.g. all the matching tokens are gone) the dice are resolved."""
    state = act(rolled(position(), ["chili", "fan", "protein", "vegetable", "chili"]), "stop")
    assert state.stage == "after"


def test_two_fans_move_own_pepper_two_down_optionally():
    """Rulebook, 'Action Dice': two fan dice - only the rolling player may move their pepper two down."""
    state = act(rolled(position(heat=[5, 2]), ["fan", "fan", "protein", "vegetable", "chili"]), "stop")
    assert "fan" in legal_texts(state)
    assert act(state, "done").heat == (5, 2)
    state = act(state, "fan")
    assert state.heat == (3, 2)
    view = GAME.view(state, 1)
    assert view["heat_moves"] == [{"by": 0, "seat": 0, "from": 5, "to": 3, "from_value": -10, "to_value": -5,
                                   "cause": "fans"}]


def test_four_fans_two_moves_and_no_fan_at_the_start():
    """Rulebook, 'Notes on Dice': the same action twice; moves down stop at the start."""
    state = act(rolled(position(heat=[3, 0]), ["fan"] * 4 + ["protein"]), "stop")
    state = act(state, "fan")
    assert state.heat[0] == 1
    state = act(state, "fan")
    assert state.heat[0] == 0 and state.stage == "after"
    at_start = act(rolled(position(), ["fan", "fan", "chili", "protein", "vegetable"]), "stop")
    assert at_start.stage == "after"  # a pepper at the start cannot go lower: nothing to resolve


@pytest.mark.parametrize("chilis, expected", [(2, (0, 2, 7, 1)), (3, (0, 2, 7, 1)), (4, (0, 3, 7, 2))])
def test_chili_pairs_are_mandatory_for_every_other_player(chilis, expected):
    """Rulebook, 'Heat Card, Chili Peppers, and Fans': each pair of chilis kept in the final roll moves
    every other player's pepper one up (docs/components.md: pairs are not optional)."""
    state = position(seats=4, heat=[0, 1, 7, 0])
    faces = ["chili"] * chilis + ["protein"] * (5 - chilis)
    state = act(rolled(state, faces), "stop")
    assert state.heat == expected
    assert sum(state.used) >= 2 * (chilis // 2)
    moves = GAME.view(state, None)["heat_moves"]
    assert {(m["by"], m["seat"]) for m in moves} == {(0, 1), (0, 2), (0, 3)}


def test_chilis_act_on_the_third_roll_too():
    """Rulebook, 'Heat Card': two chilis in the final roll - the third roll is final by itself."""
    state = position()
    for seed in range(200):
        after = act(replace(rolled(state, ["protein"] * 5, rolls=2), seed=seed), "roll")
        if after.dice.count("chili") >= 2:
            assert after.heat[1] == min(HEAT_TOP, after.dice.count("chili") // 2) and after.heat[0] == 0
            return
    pytest.fail("no seed rolled two chilis")


def test_five_chilis_send_every_other_pepper_to_the_top():
    """Rulebook, 'Watch Out for EXTREME HEAT!': all five chilis - all other players' peppers to the top."""
    state = act(rolled(position(seats=3, heat=[2, 0, 3]), ["chili"] * 5), "stop")
    assert state.heat == (2, HEAT_TOP, HEAT_TOP)


def test_five_fans_send_own_pepper_back_to_the_start():
    """Rulebook, 'Watch Out for EXTREME HEAT!': all five fans - own pepper back to the beginning."""
    state = act(rolled(position(heat=[6, 2]), ["fan"] * 5), "stop")
    assert state.heat == (0, 2) and state.stage == "after"


def test_heat_track_values_and_edges():
    """Rulebook, 'Heat Card': from top to bottom -20, -15, -10, +5, -5, -1, 0; moves up stop at the top,
    moves down stop at the start."""
    assert list(reversed(HEAT_VALUES[1:])) == [-20, -15, -10, 5, -5, -1, 0]
    assert HEAT_TOP == 7 and heat_up(6, 1) == 7 and heat_up(7, 1) == 7 and heat_up(6, 2) == 7
    assert heat_down(1, 2) == 0 and heat_down(0, 2) == 0 and heat_down(7, 2) == 5
    # through the rules: a pepper at the top stays there; one a space below stops at the top
    state = act(rolled(position(seats=3, heat=[0, 7, 6]), ["chili"] * 4 + ["fan"]), "stop")
    assert state.heat == (0, 7, 7)
    state = act(rolled(position(heat=[1, 0]), ["fan"] * 4 + ["chili"]), "stop", "fan")
    assert state.heat == (0, 0) and state.stage == "after"


def test_one_chili_pair_from_the_start_is_worth_zero():
    """Rulebook, Setup: the pepper starts 'off the bottom' of the Heat card; 'Heat Card': the bottom
    space is 0. One chili pair moves a pepper from the start onto that 0 space: still 0 points."""
    state = act(rolled(position(seats=2), ["chili", "chili", "protein", "vegetable", "fan"]), "stop")
    assert state.heat == (0, 1)
    assert GAME.scores(state)[1].details["heat_value"] == 0
    assert score_player([], 1, 0) == 0 and score_player([], 0, 0) == 0


def test_four_steps_up_then_two_fans_is_minus_one():
    """Rulebook, 'Heat Card, Chili Peppers, and Fans': four spaces up from the start reach +5 (start, 0,
    -1, -5, +5); two fans move the pepper two spaces down, to -1."""
    state = position(seats=2)
    for _ in range(4):  # four chili pairs by the other player, one at a time
        state = replace(state, current=1)
        state = act(rolled(state, ["chili", "chili", "protein", "vegetable", "fan"]), "stop")
    assert state.heat[0] == 4 and HEAT_VALUES[4] == 5
    state = act(rolled(replace(state, current=0), ["fan", "fan", "protein", "vegetable", "chili"]), "stop", "fan")
    assert state.heat[0] == 2 and GAME.scores(state)[0].details["heat_value"] == -1


# --- Token limit ---------------------------------------------------------------------------------------

def test_more_than_eight_tokens_the_owner_puts_extras_back():
    """Rulebook, 'Notes on Dice': at most eight tokens; the extras are discarded (owner's choice)."""
    holding = ["egg", "egg", "naruto", "chashu", "scallion", "corn", "corn", "mushroom"]
    state = position(holdings=[holding, []])
    state = act(rolled(state, ["vegetable"] * 4 + ["chili"]), "stop", "take corn")
    assert state.prompt == "discard" and GAME.to_act(state) == 0
    assert set(legal_texts(state)) == {"discard egg", "discard naruto", "discard chashu", "discard scallion",
                                       "discard corn", "discard mushroom"}
    with pytest.raises(IllegalAction, match="put one back"):
        act(state, "take scallion")
    state = act(state, "discard egg")
    assert state.prompt == "" and sum(state.tokens[0]) == 8 and state.pots[EGG] == 6 - 1
    assert state.stage == "resolving"  # back to the dice: two vegetables are left
    with pytest.raises(IllegalAction, match="only put tokens back"):
        act(state, "discard egg")


# --- Optional actions ----------------------------------------------------------------------------------

def test_claim_a_bowl_with_the_exact_ingredients():
    """Rulebook, 'Claim a Ramen Bowl from the Table': exact ingredients; spent tokens go back to the Hot
    Pots; the claimed bowl is replaced from the top of the pile."""
    state = position(holdings=[["egg", "scallion", "corn"], []], pile=["tofu+naruto+corn", "egg+corn"])
    assert "claim b1" in legal_texts(state) and "claim b2" not in legal_texts(state)
    after = act(state, "claim b1")
    assert after.tokens[0] == counts(["corn"]) and after.pots[EGG] == 6
    assert after.claimed[0] == ("egg+scallion",)
    assert after.table[0] == "tofu+naruto+corn" and after.pile == ("egg+corn",)
    assert GAME.reveals(state, GAME.parse_action("claim b1"), after)
    with pytest.raises(IllegalAction, match="lack chashu"):
        act(state, "claim b2")


def test_claim_two_bowls_at_once():
    """Rulebook, 'Claim a Ramen Bowl': one (or two) bowls; a shared ingredient is needed twice."""
    state = position(holdings=[["egg", "scallion", "chashu", "scallion"], []])
    assert "claim b1 b2" not in legal_texts(state)
    state = position(holdings=[["egg", "egg", "scallion", "chashu", "scallion"], []])
    after = act(state, "claim b1 b2")
    assert sum(BOWL[bowl].points for bowl in after.claimed[0]) == 15 and sum(after.tokens[0]) == 0


def test_one_optional_action_before_or_after_rolling():
    """Rulebook, 'Optional Actions': ONE optional action, before or after the roll (not while rolling)."""
    state = position(holdings=[["egg", "scallion", "corn"], ["naruto"]])
    after = act(state, "claim b1")
    assert after.optional_used and legal_texts(after) == ["roll"]
    with pytest.raises(IllegalAction, match="already taken your one optional action"):
        act(after, "swap corn scallion")
    rolling = act(rolled(state, ["chili"] * 5, held=[True] * 5))
    with pytest.raises(IllegalAction, match="Finish rolling"):
        act(rolling, "claim b1")
    after_dice = act(rolling, "stop")
    assert "claim b1" in legal_texts(after_dice) and "end" in legal_texts(after_dice)


def test_chopsticks_steal_a_token():
    """Rulebook, 'Chopsticks': steal any single ingredient from any other player; used once."""
    state = position(seats=3, holdings=[[], ["tofu", "corn"], ["egg"]])
    assert {t for t in legal_texts(state) if t.startswith("steal")} == {
        "steal p2 tofu", "steal p2 corn", "steal p3 egg"}
    after = act(state, "steal p2 tofu")
    assert after.tokens[0] == counts(["tofu"]) and after.tokens[1] == counts(["corn"])
    assert after.chopsticks == (False, True, True) and after.optional_used
    with pytest.raises(IllegalAction, match="steal from yourself"):
        act(replace(state, current=1), "steal p2 tofu")


def test_chopsticks_steal_and_claim_is_one_action():
    """Rulebook, 'Chopsticks': if the stolen ingredient lets you claim a bowl, you may - as one action.
    The claim must be one the stolen token makes possible."""
    state = position(holdings=[["egg", "chashu", "corn", "naruto"], ["scallion"]],
                     table=["egg+scallion", "chashu+egg+scallion", "naruto+corn"])
    assert "claim b3" in legal_texts(state)
    after = act(state, "steal p2 scallion")
    assert after.prompt == "steal_claim" and GAME.view(after, 0)["stolen"] == "scallion"
    # b3 alone was possible before the steal; with b1 or b2 beside it, it was not
    assert legal_texts(after) == ["claim b1", "claim b2", "claim b1 b3", "claim b2 b3", "skip"]
    with pytest.raises(IllegalAction, match="without the stolen scallion"):
        act(after, "claim b3")
    claimed = act(after, "claim b2")
    assert claimed.claimed[0] == ("chashu+egg+scallion",) and claimed.prompt == ""
    assert legal_texts(claimed) == ["roll"]
    skipped = act(after, "skip")
    assert skipped.tokens[0][TOKEN_INDEX["scallion"]] == 1 and legal_texts(skipped) == ["roll"]


def test_steal_and_claim_only_a_claim_the_stolen_token_makes_possible():
    """Rulebook, 'Chopsticks': "If that ingredient also gives you the ability to claim a Ramen Bowl, you
    may." A player holding egg + scallion who steals an egg could claim the egg + scallion bowl
    already: no claim with the steal (the extra egg is simply kept)."""
    state = position(holdings=[["egg", "scallion"], ["egg"]], table=["egg+scallion", "chashu+tofu+mushroom+carrot",
                                                                     "tofu+mushroom+scallion"])
    after = act(state, "steal p2 egg")
    assert after.prompt == "" and after.tokens[0][EGG] == 2 and after.optional_used
    assert "claim b1" not in legal_texts(after)
    with pytest.raises(IllegalAction):
        act(after, "claim b1")
    # with egg + corn on the Table too, the second egg makes the pair of claims possible
    state = position(holdings=[["egg", "scallion", "corn"], ["egg"]], table=["egg+scallion", "egg+corn",
                                                                             "chashu+tofu+mushroom+carrot"])
    after = act(state, "steal p2 egg")
    assert after.prompt == "steal_claim" and legal_texts(after) == ["claim b1 b2", "skip"]
    with pytest.raises(IllegalAction, match="without the stolen egg"):
        act(after, "claim b1")
    claimed = act(after, "claim b1 b2")
    assert len(claimed.claimed[0]) == 2 and claimed.tokens[0] == (0,) * 8


def test_chopsticks_come_back_when_everyone_has_used_them():
    """Rulebook, 'Chopsticks' note: when all players have used their Chopsticks, they are returned."""
    state = position(seats=3, holdings=[[], ["tofu"], ["egg"]], chopsticks=(True, False, False))
    after = act(state, "steal p3 egg")
    assert after.chopsticks == (True, True, True)
    blocked = replace(state, chopsticks=(False, True, True))
    assert not any(t.startswith(("steal", "replace")) for t in legal_texts(blocked))
    with pytest.raises(IllegalAction, match="used your Chopsticks"):
        act(blocked, "steal p3 egg")


def test_chopsticks_replace_one_to_three_bowls():
    """Rulebook, 'Chopsticks': replace one, two or all three bowls; discards to the bottom of the pile,
    replacements from the top."""
    state = position(table=["egg+scallion", "naruto+corn", "egg+corn"], pile=["egg+naruto", "scallion+corn"])
    texts = [t for t in legal_texts(state) if t.startswith("replace")]
    assert texts == ["replace b1", "replace b2", "replace b3", "replace b1 b2", "replace b1 b3", "replace b2 b3",
                     "replace b1 b2 b3"]
    after = act(state, "replace b1 b3")
    ids = lambda bowls: list(bowls)  # noqa: E731
    assert ids(after.table) == ["egg+naruto", "naruto+corn", "scallion+corn"]
    assert ids(after.pile) == ["egg+scallion", "egg+corn"]
    assert after.chopsticks[0] is False and after.final_turns_left == -1
    three = act(state, "replace b1 b2 b3")  # the pile is short: a discard comes back at once
    assert ids(three.table) == ["egg+naruto", "scallion+corn", "egg+scallion"] and len(three.pile) == 2


def test_replace_needs_a_pile():
    """Rulebook, 'Chopsticks': replacements come from the pile; with none left there is nothing to replace."""
    state = position(pile=[])
    assert not any(t.startswith("replace") for t in legal_texts(state))
    with pytest.raises(IllegalAction, match="pile is empty"):
        act(state, "replace b1")


def test_swap_for_the_same_type_and_value():
    """Rulebook, 'Swap an Ingredient': discard an ingredient and take one of the same type and value."""
    state = position(holdings=[["egg", "mushroom"], []])
    assert [t for t in legal_texts(state) if t.startswith("swap")] == ["swap egg naruto", "swap mushroom carrot"]
    after = act(state, "swap mushroom carrot")
    assert after.tokens[0] == counts(["egg", "carrot"]) and after.optional_used
    with pytest.raises(IllegalAction, match="Swap egg only for naruto"):
        act(state, "swap egg chashu")
    with pytest.raises(IllegalAction, match="no corn to swap"):
        act(state, "swap corn scallion")


# --- End of game ---------------------------------------------------------------------------------------

def test_last_pile_card_gives_everyone_one_more_turn():
    """Rulebook, 'End of Game': as soon as the last card is placed on the Table, each player has one more
    turn (docs/components.md: starting with the next player), then scoring."""
    state = position(seats=3, holdings=[["egg", "scallion"], [], []], pile=["egg+corn"])
    state = act(state, "claim b1")
    assert state.pile == () and state.final_turns_left == 3
    assert GAME.view(state, 0)["final_round"]["active"]
    turns = []
    while GAME.to_act(state) is not None:
        turns.append(state.current)
        state = act(rolled(state, ["chili", "fan", "protein", "vegetable", "chili"], held=[True] * 5),
                    "stop", "end")
    assert turns == [0, 1, 2, 0] and state.end_reason == "pile"
    assert GAME.legal_actions(state) == []


def test_empty_table_places_stay_empty():
    """Rulebook, 'Claim': replace each claimed bowl from the pile - with the pile gone, the place stays empty."""
    state = position(holdings=[["egg", "scallion"], []], pile=[], final_turns_left=2)
    after = act(state, "claim b1")
    assert after.table[0] is None and GAME.view(after, 0)["table"][0]["bowl"] is None
    with pytest.raises(IllegalAction, match="empty"):
        act(replace(after, optional_used=False), "claim b1")


def test_round_limit_ends_a_game_nobody_finishes():
    """[default] guard: a game ends after MAX_ROUNDS rounds even if bowls are left in the pile."""
    state = position(turn=MAX_ROUNDS * 2 - 2)
    assert GAME.view(state, 0)["final_round"] == {"active": True, "over": False, "reason": "rounds",
                                                  "turns_left": 1}
    state = act(rolled(state, ["chili", "fan", "protein", "vegetable", "chili"]), "stop", "end")
    assert GAME.to_act(state) == 1
    state = act(rolled(state, ["chili", "fan", "protein", "vegetable", "chili"]), "stop", "end")
    assert GAME.to_act(state) is None and state.end_reason == "rounds"


def test_turn_passes_to_the_left():
    """Rulebook, 'Next Player': the turn moves to the player to the left (the next seat)."""
    state = position(seats=3)
    state = act(rolled(state, ["chili", "fan", "protein", "vegetable", "chili"]), "stop", "end")
    assert GAME.to_act(state) == 1 and state.stage == "before" and state.dice == () and state.turn == 1


# --- Scoring -----------------------------------------------------------------------------------------

def test_score_is_bowls_plus_heat_plus_tokens():
    """Rulebook, 'Scoring': points on the cards, plus or minus the Heat meter, one point per ingredient."""
    state = position(holdings=[["egg", "corn", "tofu"], []], heat=[3, 4],
                     claimed=(("egg+scallion", "chashu+tofu+mushroom+carrot"), ()))
    sheets = GAME.scores(state)
    assert sheets[0].total == 5 + 15 - 5 + 3
    assert sum(points for _, points in sheets[0].breakdown) == sheets[0].total
    assert sheets[1].total == 5 and sheets[0].tiebreak == 2
    assert score_player(["egg+scallion", "chashu+tofu+mushroom+carrot"], 3, 3) == 18
    assert score_player([], HEAT_TOP, 0) == -20


def test_tie_break_most_bowls_then_shared():
    """Rulebook, 'Scoring' note: a tie goes to the most Ramen Bowl cards; still tied, a shared win."""
    two_bowls = ("egg+scallion", "naruto+corn")
    state = position(claimed=(two_bowls, ("chashu+egg+scallion",)))
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and outcome.tiebreak_decided
    state = position(claimed=(two_bowls, ("egg+corn", "egg+naruto")))
    assert GAME.outcome(state).winners == (0, 1)


# --- Notation, information ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["choose egg corn", "roll", "hold 2", "release 5", "stop", "take chashu", "fan",
                                  "done", "claim b1", "claim b1 b3", "steal p2 egg", "skip", "replace b2",
                                  "replace b1 b2 b3", "swap egg naruto", "discard corn", "end"])
def test_notation_round_trips(text):
    """Every verb's text reads back to the same action."""
    action = GAME.parse_action(text)
    assert str(action) == text and GAME.parse_action(str(action)) == action


@pytest.mark.parametrize("text", ["", "rol", "roll 1", "hold 0", "hold 6", "hold 02", "take beef", "claim b4",
                                  "claim b2 b1", "claim b1 b1", "claim b1 b2 b3", "steal 2 egg", "steal p0 egg",
                                  "replace", "choose egg", "end now", "take  egg", "Roll"])
def test_bad_notation_is_refused(text):
    """Texts outside the notation raise NotationError (a readable IllegalAction)."""
    with pytest.raises(NotationError):
        GAME.parse_action(text)


def test_view_is_public_json_without_the_pile_order():
    """Rulebook, 'Notes on Dice': collected ingredients visible to all; only the pile order is hidden."""
    state = act(rolled(position(seats=3, holdings=[["egg", "scallion"], ["corn"], []]), ["vegetable"] * 5), "stop")
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert json.loads(json.dumps(view)) == view
        assert view["pile_count"] == len(state.pile) and "pile" not in view
        assert view["players"][1]["tokens"]["corn"] == 1 and view["phase"] == "resolving"
        assert view["dice"]["faces"] == ["vegetable"] * 5 and view["dice"]["rolls_left"] == 2
        assert [pot["total"] for pot in view["pots"]] == [11, 12, 10, 12]
    assert GAME.view(state, 0)["table"][0]["claimable"] and not GAME.view(state, 1)["table"][0]["claimable"]
    assert GAME.view(state, 0)["table"][0]["claimable_by"] == [0]
    assert GAME.view(state, 0)["table"][0]["claim_now"] is False  # resolving: claims come after


def test_describe_and_progress():
    """Log lines in words, with the pepper moves the dice caused; the saved-games phrase."""
    state = act(rolled(position(seats=2, heat=[0, 3]), ["chili", "chili", "vegetable", "vegetable", "fan"]))
    line = GAME.describe(state, GAME.parse_action("stop"), ["Mai", "Ken"])
    assert line.startswith("Mai kept the dice")
    assert "Ken's pepper goes up 1 space, from the -5 space to the +5 space (chili): heat +5 points" in line
    after = act(state, "stop")
    assert GAME.describe(after, GAME.parse_action("take corn"), ["Mai", "Ken"]) == \
        "Mai took Corn with two vegetable dice."
    assert "round 1" in GAME.progress(after)


def test_illegal_actions_have_readable_reasons():
    """Rulebook, 'How to Play': the turn's order (roll, resolve, one optional action) - out of order
    actions are refused with a sentence that says why."""
    state = position()
    with pytest.raises(IllegalAction, match="not rolled yet"):
        act(state, "take egg")
    with pytest.raises(IllegalAction, match="can't end now"):
        act(state, "end")
    with pytest.raises(IllegalAction, match="That player \\(p2\\) has no egg"):
        act(state, "steal p2 egg")
    with pytest.raises(IllegalAction, match="not a Ramen Extreme action"):
        GAME.apply(state, "roll")
