"""The tutorials ("Learn to play"): each plays through by its wanted moves on the real engine, shows every
rule card exactly once, links each card to a section of the rules page, and saves and resumes."""

from __future__ import annotations

import pytest

from ramen.core.errors import IllegalAction, RecordError
from ramen.core.match import Match
from ramen.core.registry import get_game
from ramen.core.tutorial import TUTORIAL_GAMES, Opponent, Step, TutorialMatch, get_tutorial, has_tutorial, start_match, walk
from ramen.store import MemoryStorage, SaveStore
from ramen.ui.screens.rules_text import RULES

GAMES = [game for game in TUTORIAL_GAMES if has_tutorial(game)]
#: a step's sentence fits two lines of a phone's screen (390 px)
MAX_SAY = 80


def test_fury_has_a_tutorial() -> None:
    assert "fury" in GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_plays_through_by_its_wanted_moves(game_id: str) -> None:
    tutorial = get_tutorial(game_id)
    seen: list[str] = []
    steps = 0
    for match, step in walk(tutorial):
        steps += 1
        assert match.to_act == 0, "every step is the person's"
        assert len(step.say) <= MAX_SAY, step.say
        if step.wanted:
            legal = Match.legal_texts(match)  # the real game's legal moves
            assert all(text in legal for text in step.wanted), (step.say, step.wanted, legal)
            assert match.legal_texts() == list(step.wanted), "only the wanted moves are offered"
        else:
            assert match.legal_texts() == [], "nothing is offered once the lesson is over"
        if step.card is not None:
            seen.append(step.card.id)
    assert steps == len(tutorial.steps)
    assert len(seen) == len(set(seen)), f"a rule card shown twice: {seen}"
    assert seen == [card.id for card in tutorial.cards()]
    # the final position is a legal game state: the record replays through the plain rules
    record = match.record
    state = record.replay(get_game(game_id))
    assert get_game(game_id).legal_actions(state), "the game goes on after the lesson"
    assert Match(get_game(game_id), record).state == match.state


@pytest.mark.parametrize("game_id", GAMES)
def test_cards_link_to_a_rules_section(game_id: str) -> None:
    headings = {heading for heading, _ in RULES[game_id]["sections"]}
    for card in get_tutorial(game_id).cards():
        assert card.section in headings, card


@pytest.mark.parametrize("game_id", GAMES)
def test_opponent_moves_are_scripted(game_id: str) -> None:
    tutorial = get_tutorial(game_id)
    match = start_match(tutorial, "Mai")
    for entry in tutorial.script:
        if isinstance(entry, Opponent):
            assert match.is_bot_turn()
            assert match.bot_choice() == entry.action
            decision = match.bot_search()
            assert decision.done and get_game(game_id).format_action(decision.best()) == entry.action
            match.play(entry.action)
        else:
            assert isinstance(entry, Step) and not match.is_bot_turn()
            with pytest.raises(IllegalAction, match="Not yet"):
                other = next(t for t in Match.legal_texts(match) if t not in entry.wanted) if len(
                    Match.legal_texts(match)) > len(entry.wanted) else "nonsense"
                match.play(other)
            assert not match.can_undo()
            match.play(entry.wanted[0])


@pytest.mark.parametrize("game_id", GAMES)
def test_saved_and_resumed_at_the_same_step(game_id: str) -> None:
    tutorial = get_tutorial(game_id)
    match = start_match(tutorial, "Mai")
    half = len(tutorial.script) // 2
    for _ in range(half):
        entry = tutorial.entry_at(match.position)
        match.play(entry.wanted[0] if isinstance(entry, Step) else entry.action)
    store = SaveStore(MemoryStorage())
    store.write(f"{game_id}-1-1000", match, 1.0)
    loaded = store.load(f"{game_id}-1-1000")
    assert isinstance(loaded, TutorialMatch)
    assert loaded.position == match.position and loaded.step == match.step
    entry = store.entry(f"{game_id}-1-1000")
    assert entry.lesson and entry.progress == f"step {entry.lesson_step} of {len(tutorial.steps)}"


def test_a_record_off_the_script_is_refused() -> None:
    tutorial = get_tutorial("fury")
    record = tutorial.record("Mai")
    legal = get_game("fury").legal_actions(get_game("fury").new_state(tutorial.seed, 2, tutorial.options))
    record.actions.append(next(str(a) for a in legal if str(a) not in tutorial.script[0].wanted))  # type: ignore[union-attr]
    with pytest.raises(RecordError, match="does not follow the tutorial"):
        TutorialMatch(get_game("fury"), record, tutorial)


def test_the_home_screen_knows_which_games_have_a_tutorial() -> None:
    """``GAME_TUTORIALS`` (read without importing the games) lists exactly the games with a tutorial, and
    the home screen offers Learn to play for those, in the chosen title's setup sheet."""
    from ramen.core.registry import GAME_LEVELS, GAME_TITLES, GAME_TUTORIALS
    from ramen.ui.screens.home import Setup, render_home

    assert set(GAME_TUTORIALS) == set(GAMES)
    for game_id, title in GAME_TITLES.items():
        html = render_home(Setup(game=game_id), {g: True for g in GAME_TITLES}, GAME_LEVELS, [], 0.0)
        assert (f'aria-label="Learn to play {title}"' in html) == (game_id in GAMES)


#: what each stacked lesson teaches with, in its state: Fury's hands and Pantry, Ink's orders and revealed cards,
#: Extreme's Table, dice, tokens and peppers
TAUGHT = {"fury": lambda s: (s.hands, s.pantry, s.bowls), "ink": lambda s: (s.orders, s.revealed, s.bowls),
          "extreme": lambda s: (s.table, s.dice, s.tokens, s.heat, s.claimed)}


@pytest.mark.parametrize("game_id", sorted(TAUGHT))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_stacked_lesson_is_the_same_whatever_the_seed(game_id: str, seed: int) -> None:
    """Its deal is stacked (the game's options), not a searched seed: under any seed every step of the
    script is legal, and what it teaches with is as under its own seed, step by step."""
    tutorial = get_tutorial(game_id)
    game, taught = get_game(game_id), TAUGHT[game_id]
    ours, own = game.new_state(seed, 2, tutorial.options), game.new_state(tutorial.seed, 2, tutorial.options)
    assert taught(ours) == taught(own)
    for item in tutorial.script:
        text = item.wanted[0] if isinstance(item, Step) else item.action
        ours, own = game.apply(ours, game.parse_action(text)), game.apply(own, game.parse_action(text))
        assert taught(ours) == taught(own), text
