"""The "strong" computer level of the three games: a search that never peeks.

Its only inputs are the seat's view, the legal actions and its generator, so re-dealing everything
the seat cannot see (deck order, other hands, pile order, the seed of future dice) must leave both
the view and the choice unchanged; the same seed gives the same choice; strong finishes games with
any seat count; each game's sampler rebuilds a state whose view is exactly the view it came from.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from ramen.arena import play_game
from ramen.core.bots import bot_levels, make_bot
from ramen.core.registry import GAME_LEVELS, get_game
from ramen.core.search import Decided, Searcher, start_search

GAMES = ("fury", "ink", "extreme")
#: a small budget keeps the tests quick; the behaviour checked does not depend on it
TEST_ITERATIONS = 12


def positions(game: Any, seeds: range, seats: int, every: int) -> list[Any]:
    """States met in seeded normal-vs-normal games, every ``every``-th decision."""
    found = []
    for seed in seeds:
        bot = make_bot(game, "normal")
        rng = random.Random(seed)
        state = game.new_state(seed, seats, {})
        step = 0
        while (seat := game.to_act(state)) is not None:
            if step % every == 0 and len(game.legal_actions(state)) > 1:
                found.append(state)
            state = game.apply(state, bot.choose(game.view(state, seat), game.legal_actions(state), rng))
            step += 1
    return found


# --- re-dealing what the seat to act cannot see (the test's own code, not the bot's) -----------------

def redeal_fury(state: Any, seat: int, rng: random.Random) -> Any:
    """Shuffle the deck together with the cards of other hands the seat has not seen go in."""
    from ramen.fury.components import CARD_ORDER

    twin = state.clone()
    known = getattr(state, "known", None)
    hidden = list(state.deck)
    keep: list[list[str]] = []
    for p, hand in enumerate(state.hands):
        remembered = list(known[p]) if known and p != seat else []
        rest = list(hand)
        for card in remembered:
            rest.remove(card)
        keep.append(remembered)
        if p != seat:
            hidden += rest
    rng.shuffle(hidden)
    hands = []
    for p, hand in enumerate(state.hands):
        if p == seat:
            hands.append(hand)
            continue
        count = len(hand) - len(keep[p])
        cards = keep[p] + [hidden.pop() for _ in range(count)]
        hands.append(tuple(sorted(cards, key=CARD_ORDER.__getitem__)))
    twin.hands = tuple(hands)
    twin.deck = tuple(hidden)
    twin.seed = state.seed + 7919
    return twin


def redeal_ink(state: Any, seat: int, rng: random.Random) -> Any:
    twin = state.clone()
    deck = list(state.deck)
    rng.shuffle(deck)
    twin.deck = tuple(deck)
    twin.seed = state.seed + 7919
    return twin


def redeal_extreme(state: Any, seat: int, rng: random.Random) -> Any:
    """Shuffle the pile, swap removed cards for pile cards of the same points, draw a new seed."""
    from ramen.extreme.components import BOWL

    twin = state.clone()
    pile = list(state.pile)
    removed = list(state.removed)
    for index, card in enumerate(removed):
        same = [i for i, other in enumerate(pile) if BOWL[other].points == BOWL[card].points]
        if same:
            swap = rng.choice(same)
            removed[index], pile[swap] = pile[swap], card
    rng.shuffle(pile)
    if state.stage == "setup":  # the Table is still face down
        table = list(state.table)
        mixed = table + pile
        rng.shuffle(mixed)
        table, pile = mixed[:len(table)], mixed[len(table):]
        twin.table = tuple(table)
    twin.pile, twin.removed = tuple(pile), tuple(removed)
    twin.seed = state.seed + 7919
    return twin


REDEAL: dict[str, Callable[[Any, int, random.Random], Any]] = {
    "fury": redeal_fury, "ink": redeal_ink, "extreme": redeal_extreme}


def strong_choice(game: Any, state: Any, seed: int, level: str = "strong") -> Any:
    seat = game.to_act(state)
    bot = make_bot(game, level)
    searcher = Searcher(game, bot.model, game.view(state, seat), game.legal_actions(state),
                        random.Random(seed), TEST_ITERATIONS)
    return searcher.run()


# --- the tests -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_strong_and_expert_are_offered_on_the_home_screen_and_in_the_arena(game_id):
    game = get_game(game_id)
    assert bot_levels(game)[-2:] == ["strong", "expert"]
    assert GAME_LEVELS[game_id] == bot_levels(game)


@pytest.mark.parametrize("game_id", GAMES)
def test_sampled_worlds_show_exactly_the_view_they_came_from(game_id):
    """Each game's sampler keeps every public fact and the viewer's own: the view of a sampled
    state is the view it was sampled from (so the search plays by the real rules of that position)."""
    game = get_game(game_id)
    model = make_bot(game, "strong").model
    for seats in (2, 3, 5):
        for state in positions(game, range(2), seats, 5):
            seat = game.to_act(state)
            view = game.view(state, seat)
            for draw in range(2):
                world = model.sample(view, random.Random(draw))
                assert game.view(world, seat) == view
                assert game.legal_actions(world) == game.legal_actions(state)


@pytest.mark.parametrize("level", ["strong", "expert"])
@pytest.mark.parametrize("game_id", GAMES)
def test_strong_never_peeks_redealing_the_hidden_changes_neither_view_nor_choice(game_id, level):
    game = get_game(game_id)
    checked = 0
    for state in positions(game, range(3), 3, 11)[:14]:
        seat = game.to_act(state)
        twin = REDEAL[game_id](state, seat, random.Random(checked))
        assert game.view(twin, seat) == game.view(state, seat)
        assert game.legal_actions(twin) == game.legal_actions(state)
        assert strong_choice(game, twin, 5, level) == strong_choice(game, state, 5, level)
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("level", ["strong", "expert"])
@pytest.mark.parametrize("game_id", GAMES)
def test_strong_is_deterministic_same_seed_same_choice(game_id, level):
    game = get_game(game_id)
    for state in positions(game, range(1), 2, 9)[:6]:
        assert strong_choice(game, state, 11, level) == strong_choice(game, state, 11, level)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_strong_finishes_seeded_games_with_every_seat_count(game_id, seats, monkeypatch):
    game = get_game(game_id)
    model_type = type(make_bot(game, "strong").model)
    monkeypatch.setattr(model_type, "iterations", 6)
    levels = ["strong"] + ["normal"] * (seats - 1)
    state, actions = play_game(game, 40 + seats, levels)
    assert game.is_terminal(state)
    assert actions > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_the_search_runs_in_slices_and_ends_with_a_legal_choice(game_id):
    """The page runs the search a few iterations at a time (yielding between slices)."""
    game = get_game(game_id)
    state = positions(game, range(1), 2, 13)[1]
    seat = game.to_act(state)
    legal = game.legal_actions(state)
    searcher = start_search(game, game.view(state, seat), legal, random.Random(3), "strong")
    slices = 0
    while not searcher.done:
        searcher.step(4)
        slices += 1
    assert searcher.best() in legal
    whole = start_search(game, game.view(state, seat), legal, random.Random(3), "strong")
    assert whole.run() == searcher.best()  # slicing does not change the choice
    quick = start_search(game, game.view(state, seat), legal, random.Random(3), "normal")
    assert isinstance(quick, Decided) and quick.done and quick.best() in legal


def test_fury_view_remembers_cards_taken_face_up_and_samples_keep_them():
    """What a careful player remembers is part of the view: a card drawn from the Pantry (or spooned
    into the hand) stays known while it is held, and every sampled world leaves it in that hand."""
    from tests.unit.test_fury_rules import position

    game = get_game("fury")
    model = make_bot(game, "strong").model
    state = position([["corn"], ["chashu"]], pantry=("egg", "beef", "tofu", "soy"))
    state = game.apply(state, game.parse_action("draw pantry 1"))
    view = game.view(state, 1)
    assert view["players"][0]["known"] == ["egg"]
    for draw in range(20):
        world = model.sample(view, random.Random(draw))
        assert "egg" in world.hands[0] and len(world.hands[0]) == 2
    state = game.apply(state, game.parse_action("prep egg b1"))
    assert game.view(state, 1)["players"][0]["known"] == []
