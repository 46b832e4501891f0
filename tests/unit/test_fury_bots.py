"""Ramen Fury's computer opponent "normal": legal, honest (reads only its view), better than easy, fast."""

from __future__ import annotations

import json
import random

from ramen.arena import play_game, run_arena
from ramen.core import make_bot
from ramen.core.bots import bot_levels
from ramen.fury import GAME, NormalBot
from tests.unit.test_fury_rules import EMPTY_BOWLS, position


def choose(state, seat=None):
    seat = GAME.to_act(state) if seat is None else seat
    return str(NormalBot(GAME).choose(GAME.view(state, seat), GAME.legal_actions(state), random.Random(0)))


def test_levels_offered():
    assert bot_levels(GAME) == ["easy", "normal", "strong", "expert"]
    assert isinstance(make_bot(GAME, "normal"), NormalBot)


def test_normal_only_returns_legal_actions_in_every_seat_count():
    for seed in range(24):
        seats = 2 + seed % 4
        bots = [make_bot(GAME, "normal" if seat % 2 == 0 else "easy") for seat in range(seats)]
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats)
        while not GAME.is_terminal(state):
            seat = GAME.to_act(state)
            legal = GAME.legal_actions(state)
            action = bots[seat].choose(GAME.view(state, seat), legal, rng)
            assert action in legal
            state = GAME.apply(state, action)


def test_normal_reads_only_its_view():
    """Two positions that look the same from the bot's seat get the same choice, whatever is hidden."""
    for seed in range(10):
        state = GAME.new_state(seed, 3)
        rng = random.Random(seed)
        for _ in range(25):  # some way into the game
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        seat = GAME.to_act(state)
        other = (seat + 1) % 3
        twin = state.clone()
        deck = list(twin.deck)
        random.Random(seed).shuffle(deck)
        if twin.hands[other] and deck:  # swap a hidden card of a rival's hand with a deck card
            hand = list(twin.hands[other])
            hand[0], deck[0] = deck[0], hand[0]
            twin.hands = tuple(tuple(hand) if p == other else h for p, h in enumerate(twin.hands))
        twin.deck = tuple(deck)
        view = GAME.view(state, seat)
        assert GAME.view(twin, seat) == view
        legal = GAME.legal_actions(state)
        bot = NormalBot(GAME)
        frozen = json.loads(json.dumps(view))
        assert bot.choose(frozen, legal, random.Random(1)) == bot.choose(GAME.view(twin, seat), legal, random.Random(2))
        assert view == GAME.view(state, seat)  # the bot did not change the view it was given


def test_normal_throws_chili_at_a_rival_not_into_its_own_bowl():
    state = position([["chili", "egg"], []], bowls=[[("beef", "chashu"), (), ()], [("soy", "corn", "mushroom"), (), ()]])
    assert choose(state) == "play chili p2b1"


def test_normal_puts_chili_into_its_own_fury_bowl():
    state = position([["chili"], []], bowls=[[("fury", "chili"), (), ()], [("soy", "corn"), ("beef", "egg"), ("shrimp", "egg")]],
                     eaten=[(False,) * 3, (True,) * 3])
    assert choose(state) == "play chili p1b1"


def test_normal_builds_toward_its_flavor():
    state = position([["chashu", "corn"], []], bowls=[[("beef", "egg", "naruto"), (), ()], EMPTY_BOWLS],
                     pantry=("scallion", "scallion", "mushroom", "mushroom"))
    assert choose(state) == "prep chashu b1"


def test_normal_eats_a_finished_bowl():
    state = position([[], []], bowls=[[("beef", "egg", "naruto", "chashu", "tofu"), (), ()], EMPTY_BOWLS])
    assert choose(state) == "eat b1"


def test_normal_eats_on_its_last_turn():
    state = position([[], []], bowls=[[("shrimp", "egg", "corn"), (), ()], EMPTY_BOWLS], final_round=True,
                     final_reason="deck", final_trigger=1, final_trigger_turn=1, turn=2)
    assert choose(state) == "eat b1"


def test_normal_does_not_end_the_game_when_behind():
    """Eating a third bowl ends the game: not when a rival can still pass it in their last turn."""
    state = position([[], []], bowls=[[("beef", "egg"), ("soy", "corn"), ("chicken", "egg", "egg")],
                                      [("beef", "egg", "naruto", "chashu", "tofu"), ("soy", "corn", "mushroom", "scallion", "tofu"), ()]],
                     eaten=[(True, True, False), (True, False, False)])
    assert choose(state) != "eat b3"


def test_normal_keeps_the_hand_it_needs():
    state = position([["egg", "naruto", "chashu", "scallion", "chili"], []], deck_top=["tofu"],
                     bowls=[[("beef",), (), ()], [("soy", "corn"), (), ()]])
    state = GAME.apply(state, GAME.parse_action("draw deck"))
    assert GAME.phase(state) == "discard"
    assert choose(state) in ("discard scallion",)


def test_normal_beats_easy_clearly():
    """A small arena in both seat orders (the 1,000-game figures are in the report)."""
    first = run_arena(GAME, 2, ["normal", "easy"], 30, 100)
    second = run_arena(GAME, 2, ["easy", "normal"], 30, 200)
    assert first["errors"] == second["errors"] == 0
    assert first["wins"][0] >= 27 and second["wins"][1] >= 27


def test_arena_game_with_normal_ends():
    state, actions = play_game(GAME, 3, ["normal", "normal", "easy", "easy", "normal"])
    assert GAME.is_terminal(state) and actions > 0


# --- blunders a playtest found in the normal player ----------------------------------------------------

def _never_chosen(state, bad):
    assert choose(state) not in bad
    legal = {str(action) for action in GAME.legal_actions(state)}
    assert bad <= legal  # the blunder was on offer


def test_normal_never_fills_a_bowl_it_can_no_longer_eat():
    """Rulebook, 'Eat': a bowl needs a Flavor; five cards and no Flavor can never be eaten."""
    last_turn = dict(final_round=True, final_reason="deck", final_trigger=1, final_trigger_turn=1, turn=2)
    state = position([["chashu", "corn", "egg"], []],
                     bowls=[[("beef", "egg", "naruto", "chashu", "tofu"), ("soy", "corn", "mushroom", "scallion", "tofu"),
                             ("corn", "scallion", "mushroom", "chili")], [("soy", "corn"), (), ()]],
                     eaten=[(True, True, False), (False,) * 3], pantry=("egg", "chicken", "naruto", "egg"),
                     actions_left=1, **last_turn)
    _never_chosen(state, {"prep corn b3", "prep chashu b3", "prep egg b3"})


def test_normal_never_gives_a_rival_points_with_nori():
    """Rulebook, 'Nori Garnish': +1 to the bowl it is in, whoever owns it."""
    state = position([["nori", "egg"], []], bowls=[[("beef", "egg"), (), ()], [("mushroom", "soy"), ("corn",), ()]])
    _never_chosen(state, {"play nori p2b1", "play nori p2b2", "play nori p2b3"})


def test_normal_never_raises_a_rival_fury_bowl_with_chili():
    """Rulebook, 'Fury Flavor': 2 points per Chili in the bowl."""
    state = position([["chili"], []], bowls=[[("beef", "egg"), (), ()], [("fury", "chili"), ("beef", "egg"), ()]],
                     actions_left=0)
    assert choose(state) != "play chili p2b1"


def test_normal_blunder_rules_hold_over_whole_games():
    from ramen.fury.actions import Play, Place, Prep, Spoon
    from ramen.fury.components import FLAVORS

    bot = NormalBot(GAME)
    for seed in range(30):
        state = GAME.new_state(seed, 2 + seed % 3)
        rng = random.Random(seed)
        while not GAME.is_terminal(state):
            me = GAME.to_act(state)
            action = bot.choose(GAME.view(state, me), GAME.legal_actions(state), rng)
            after = GAME.apply(state, action)
            for b in range(3):
                cards = after.bowls[me][b]
                grew = len(cards) > len(state.bowls[me][b])
                assert not (grew and len(cards) == 5 and not after.eaten[me][b] and not set(cards) & set(FLAVORS)), action
            if isinstance(action, (Play, Place)) and action.seat != me:
                card = action.card if isinstance(action, Play) else state.pantry[action.slot]
                assert card != "nori", action
            state = after


def test_normal_never_discards_a_garnish_it_could_have_played_for_free():
    """Rulebook, 'Free actions': Chili and Nori may be played at any time of the turn; with a full
    hand a draw costs a discard, so a garnish with a harmless free play goes out that way first."""
    from ramen.fury.actions import Discard, Draw, Play, Spoon
    from ramen.fury.bots.policy import Turn

    bot = NormalBot(GAME)
    checked = 0
    for seed in range(60):
        state = GAME.new_state(seed, 2 + seed % 3)
        rng = random.Random(seed)
        before = None
        while not GAME.is_terminal(state):
            me = GAME.to_act(state)
            view, legal = GAME.view(state, me), GAME.legal_actions(state)
            action = bot.choose(view, legal, rng)
            if isinstance(action, Discard) and action.card in ("chili", "nori") and before is not None:
                turn = Turn.from_view(*before[:1], bot)
                free = [play for play in before[1] if isinstance(play, Play) and play.card == action.card
                        and not turn.blunder(play) and turn.gain_put(play.seat, play.bowl, play.card) >= 0]
                assert not free, (seed, action, free)
                checked += 1
            before = (view, legal) if isinstance(action, (Draw, Spoon)) else None
            state = GAME.apply(state, action)
    assert checked > 0
