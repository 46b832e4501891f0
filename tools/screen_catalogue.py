"""Which screens tools/screen_html.py records, each rendered in CPython as the app shows it, as (name, HTML).

The screens: the home screen (several setups, saved games of every kind, a message, what it says about
keeping the games), the three rules pages,
the statistics page, and for each game several seeded games of random legal moves (1, 2 and 3 people with
computers) rendered at every action as the app shows them: the board for the seat to act or the viewer, the
hand-off screen between people, choices in progress (each first step of the picker), a hint on the board and
a hint being worked out, a disabled control's reason, the board's own display toggles, the end screen for
each viewer, the replay viewer and share screen, the review (under way, stopped, done, a decision on the
board), challenges (made, opened, played, passed on), and each step of every Learn to play lesson.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any

NOW_MS = 1_780_000_000_000.0
GAMES = ("fury", "ink", "extreme")
#: (people, computers, seed) of the seeded games walked for each title
TABLES = ((1, 2, 11), (2, 1, 12), (3, 2, 13))
#: screens are rendered at every action of a game's first this many actions, then at its end
MAX_WALKED = 200
SAFE = re.compile(r"[^A-Za-z0-9_.=+-]")
UI_TOGGLE = re.compile(r'data-cmd="ui" data-arg="([^"]*)"')


def _settings(**values: str) -> dict[str, str]:
    """The device's settings as the screens get them: the defaults, but for ``values``."""
    from ramen.ui.page.settings import SETTINGS

    return {**{setting.name: setting.default for setting in SETTINGS}, **values}


def _seats(people: int, computers: int) -> list[Any]:
    from ramen.core.record import SeatInfo

    names = ["Mai", "Ken", "Aiko", "Ren", "Sora"]
    levels = ["easy", "normal", "strong"]
    seats = [SeatInfo(name=names[i], kind="human") for i in range(people)]
    seats += [SeatInfo(name=f"Computer {people + i + 1}", kind="bot", level=levels[i % 3]) for i in range(computers)]
    return seats


def home_screens() -> Iterator[tuple[str, str]]:
    """The home screen with several setups and every kind of saved game, the rules and statistics pages."""
    from ramen.core.match import Match
    from ramen.core.record import Record
    from ramen.core.registry import GAME_LEVELS, GAME_TITLES, get_game
    from ramen.store import MemoryStorage, SaveStore
    from ramen.ui.screens.home import Setup, render_home, render_rules
    from ramen.ui.screens.rules_text import rules_html
    from ramen.ui.screens.stats import render_stats, stats_from_store

    playable = {g: True for g in GAME_TITLES}
    levels = {g: GAME_LEVELS[g] for g in GAME_TITLES}
    storage = MemoryStorage()
    store = SaveStore(storage)
    yield "home-empty", render_home(Setup(), playable, levels, [], NOW_MS)
    rng = random.Random(5)
    for index, game_id in enumerate(GAMES):
        for people, computers, seed in TABLES[:2]:
            match = Match(get_game(game_id), Record(game=game_id, seed=seed, seats=_seats(people, computers)))
            stop = 25 if people == 1 else 10_000
            while not match.over and len(match.record.actions) < stop:
                match.play(rng.choice(match.legal_texts()))
            store.write(f"{game_id}-{seed}-{index}", match, NOW_MS - 3_600_000 * (index + seed))
    storage.set("ramen.save.fury-broken-1", '{"format": 1, "record": {"game": "fury"')
    entries = store.entries()
    for game_id in GAMES:
        for count in (2, 3, 5):
            setup = Setup(game=game_id)
            setup.set_count(count)
            if count == 3:
                setup.seats[1].kind = "human"
                setup.seats[2].level = "strong"
            yield f"home-{game_id}-{count}", render_home(setup, playable, levels, entries, NOW_MS)
    setup = Setup()
    setup.confirm_delete = entries[0].id
    yield "home-confirm-delete", render_home(setup, playable, levels, entries, NOW_MS, settings=_settings(pace="relaxed"))
    setup = Setup()
    setup.starting = True
    yield "home-starting", render_home(setup, playable, levels, entries, NOW_MS, settings=_settings(pace="instant", theme="dark"),
                                       message="Something went wrong: a test.")
    yield "home-unplayable", render_home(Setup(), {**playable, "ink": False}, levels, entries, NOW_MS)
    from ramen.ui.screens.keeping import KeepNote
    keep_notes = {
        "kept": KeepNote(persistent=True, not_backed_up=3),
        "safari-remind": KeepNote(persistent=False, safari_tab=True, not_backed_up=1),
        "may-clear-remind": KeepNote(persistent=False, not_backed_up=4, said=("info", "Backed up nothing: a test.")),
        "put-off": KeepNote(persistent=None, not_backed_up=4, put_off=True, said=("error", "That backup can't: a test.")),
    }
    for name, note in keep_notes.items():
        yield f"home-keep-{name}", render_home(Setup(), playable, levels, entries, NOW_MS, keep=note)
    yield "home-keep-empty", render_home(Setup(), playable, levels, [], NOW_MS, keep=KeepNote(persistent=False))
    for game_id in GAMES:
        yield f"rules-{game_id}", render_rules(game_id, rules_html(game_id))
    yield "stats", render_stats(stats_from_store(store))


def game_screens(game_id: str) -> Iterator[tuple[str, str]]:
    """Every action of three seeded games of ``game_id``, rendered as the app shows them."""
    from ramen.core.match import Match
    from ramen.core.record import Record
    from ramen.core.registry import get_game
    from ramen.ui.screens.play import PlayScreen, announcement, render_play
    from ramen.ui.views import get_view

    game = get_game(game_id)
    for people, computers, seed in TABLES:
        if people + computers > game.max_seats:
            continue
        rng = random.Random(seed)
        match = Match(game, Record(game=game_id, seed=seed, seats=_seats(people, computers)))
        screen = PlayScreen(save_id="s", match=match, board=get_view(game_id))
        screen.settle_viewer()
        tag = f"{game_id}-{people}p{computers}c"
        step = 0
        while True:
            at = len(match.record.actions)
            name = f"{tag}-{at:03d}"
            pace = ("quick", "relaxed", "instant")[at % 3]
            if screen.handoff_to is not None:
                yield f"{name}-handoff", render_play(screen, _settings(pace=pace))
                screen.viewer, screen.handoff_to = screen.handoff_to, None
            yield name, render_play(screen, _settings(pace=pace, text=("100", "125", "150")[at % 3]))
            yield f"{name}-said", announcement(screen)
            if match.over:
                for viewer in range(len(match.record.seats)):
                    screen.viewer = viewer
                    yield f"{tag}-end-{viewer}", render_play(screen, _settings() if viewer % 2 == 0 else None)
                break
            picker = screen.picker()
            if picker is not None:
                step += 1
                yield from _choices(screen, name, step)
            match.play(rng.choice(match.legal_texts()))
            if len(match.record.actions) >= MAX_WALKED:  # a long random game: on to its end screens
                while not match.over:
                    match.play(rng.choice(match.legal_texts()))
            screen.prefix = ()
            screen.hint = None
            screen.why = None
            screen.message = None
            screen.settle_viewer()


def _choices(screen: Any, name: str, step: int) -> Iterator[tuple[str, str]]:
    """A person's turn: choices in progress, hints, a reason, the board's toggles (every few steps)."""
    from ramen.ui.screens.play import render_play

    match = screen.match
    picker = screen.picker()
    if step % 2 == 0:
        for token in sorted(picker.options())[:6]:
            screen.prefix = (token,)
            yield f"{name}-pick-{token}", render_play(screen)
            inner = screen.picker()
            if inner is not None and step % 4 == 0:
                for second in sorted(inner.options())[:3]:
                    screen.prefix = (token, second)
                    yield f"{name}-pick-{token}-{second}", render_play(screen)
        screen.prefix = ()
    if step % 3 == 0:
        at, seat = len(match.record.actions), match.to_act
        legal = match.legal_texts()
        screen.hint = {"at": at, "seat": seat, "thinking": True}
        yield f"{name}-hint-thinking", render_play(screen)
        hinted = legal[step % len(legal)]
        screen.hint = {"at": at, "seat": seat, "action": hinted, "text": "Because it scores.", "refining": True}
        yield f"{name}-hint-refining", render_play(screen)
        screen.hint = {"at": at, "seat": seat, "action": hinted, "text": "Because it scores."}
        yield f"{name}-hint", render_play(screen)
        first = hinted.split()[0]
        if picker.allows(first):
            screen.prefix = (first,)
            yield f"{name}-hint-picked", render_play(screen)
            screen.prefix = ()
        screen.hint = None
    if step % 5 == 0:
        screen.why = "It is not your turn."
        screen.message = ("error", "That choice is not possible now.")
        yield f"{name}-why", render_play(screen)
        screen.why = None
        screen.message = ("info", "This game was just played on in another tab or window.")
        yield f"{name}-info", render_play(screen)
        screen.message = None
    if step % 7 == 0:
        html = render_play(screen)
        for arg in sorted(set(UI_TOGGLE.findall(html))):
            key, _, value = arg.partition("=")
            old = dict(screen.ui)
            screen.ui[key] = value
            yield f"{name}-ui-{arg}", render_play(screen)
            screen.ui = old


def replay_screens(game_id: str) -> Iterator[tuple[str, str]]:
    """The replay viewer at its start, middle and end through several eyes, and the share screen."""
    from ramen.core.match import Match
    from ramen.core.record import Record
    from ramen.core.registry import get_game
    from ramen.core.timeline import Timeline
    from ramen.ui.screens.replay_view import ReplayScreen, ShareScreen, render_replay, render_share

    game = get_game(game_id)
    rng = random.Random(21)
    match = Match(game, Record(game=game_id, seed=21, seats=_seats(1, 2)))
    while not match.over:
        match.play(rng.choice(match.legal_texts()))
    record = match.record
    timeline = Timeline(game, record)
    for save_id in ("s", None):
        screen = ReplayScreen(route="#/replay/s", record=record, timeline=timeline, save_id=save_id)
        for position in (0, 1, timeline.length // 3, timeline.length // 2, timeline.length):
            screen.go(position)
            for viewer in (None, 0, 1):
                screen.viewer = viewer
                yield f"replay-{game_id}-{save_id}-{position}-{viewer}", render_replay(screen, (0.0, 0.18, 0.8)[position % 3])
        screen.sharing = True
        screen.message = ("info", "Link copied.")
        yield f"replay-{game_id}-{save_id}-sharing", render_replay(screen, 0.18)
    share = ShareScreen(route="#/share/s", save_id="s", record=record, over=True, progress="finished")
    yield f"share-{game_id}", render_share(share)
    half = Record.from_json(record.to_json())
    half.actions = half.actions[: len(half.actions) // 2]
    yield f"share-{game_id}-half", render_share(ShareScreen(route="#/share/s", save_id="s", record=half, over=False,
                                                            progress="round 2"))


def review_screens(game_id: str) -> Iterator[tuple[str, str]]:
    """The review of the replay's game (one person, two computers; its first 12 decisions on a small search
    budget, so it renders in a moment): under way, stopped, done, and the replay opened at its costliest decision."""
    from ramen.core.match import Match
    from ramen.core.record import Record
    from ramen.core.registry import get_game
    from ramen.core.review import Review, decision_steps
    from ramen.core.timeline import Timeline
    from ramen.ui.screens.replay_view import ReplayScreen, render_replay
    from ramen.ui.screens.review import PAGE_SEED, ReviewScreen, at_reviewed_step, render_review, reviewed_seats

    game = get_game(game_id)
    rng = random.Random(21)
    match = Match(game, Record(game=game_id, seed=21, seats=_seats(1, 2)))
    while not match.over:
        match.play(rng.choice(match.legal_texts()))
    first = decision_steps(game, match.states, reviewed_seats(match))[:12]  # (a review of 12 decisions renders at once)
    review = Review(game, match.record, PAGE_SEED, reviewed_seats(match), iterations=4, only=first)
    screen = ReviewScreen(route="#/review/s", save_id="s", match=match, review=review, running=True)
    yield f"review-{game_id}-start", render_review(screen)
    while review.progress[0] < 5:
        review.step(4)
    yield f"review-{game_id}-running", render_review(screen)
    screen.running = False
    yield f"review-{game_id}-stopped", render_review(screen)
    review.run()
    yield f"review-{game_id}-done", render_review(screen)
    review.keep()
    costly = review.seat_reviews()[0].costliest
    if costly:
        replay = ReplayScreen(route="#/replay/s", record=match.record, timeline=Timeline(game, match.record), save_id="s")
        yield f"review-{game_id}-on-the-board", render_replay(at_reviewed_step(replay, [str(costly[0].step)]), 0.18)


def challenge_screens(game_id: str) -> Iterator[tuple[str, str]]:
    """A challenge (one person, two computers): its link made at the end of the first game (QR code drawn), opened
    by a friend (names typed, a name missing, starting), the friend's end screen with the scores on the deal,
    and the link passed on."""
    from ramen.core.challenge import challenge_fragment, challenge_of, read_challenge
    from ramen.core.match import Match
    from ramen.core.record import Record
    from ramen.core.registry import get_game
    from ramen.ui.screens.challenge import ChallengeLinkScreen, ChallengeScreen, render_challenge, render_challenge_link
    from ramen.ui.screens.play import PlayScreen, render_play
    from ramen.ui.views import get_view

    game = get_game(game_id)
    rng = random.Random(31)
    record = Record(game=game_id, seed=31, seats=_seats(1, 2))
    for name in ("first", "friend"):
        match = Match(game, record)
        while not match.over:
            seat = match.to_act
            match.play(match.bot_choice() if seat is not None and record.seats[seat].is_bot else rng.choice(match.legal_texts()))
        screen = PlayScreen(save_id="s", match=match, board=get_view(game_id))
        screen.settle_viewer()
        yield f"challenge-{game_id}-{name}-end", render_play(screen, _settings())
        challenge = challenge_of(record, [sheet.total for sheet in game.scores(match.state)])
        link = "https://example.org/ramen/" + challenge_fragment(challenge)
        qr = ["10" * 10, "01" * 10] * 10 if name == "first" else []
        yield f"challenge-{game_id}-{name}-link", render_challenge_link(
            ChallengeLinkScreen(route="#/challenge-link/s", save_id="s", challenge=challenge, link=link, qr=qr,
                                can_share=name == "friend"))
        opened = ChallengeScreen(route="#/challenge/v1/x", challenge=read_challenge(link), names=["Ana"])
        yield f"challenge-{game_id}-{name}-opened", render_challenge(opened)
        if name == "first":
            opened.names, opened.message = [""], ("error", "Type a name for every person's seat first.")
            yield f"challenge-{game_id}-no-name", render_challenge(opened)
            opened.starting, opened.message = True, None
            yield f"challenge-{game_id}-starting", render_challenge(opened)
        record = opened.challenge.record(["Ana"])


def tutorial_screens(game_id: str) -> Iterator[tuple[str, str]]:
    """Learn to play: the lesson's screen at each of its actions (each step with its rule card, the
    opponent's scripted moves, the finish), what is said, and each step's first choice and refusal."""
    from ramen.core.tutorial import has_tutorial, start_match, get_tutorial
    from ramen.ui.screens.play import PlayScreen, announcement, render_play
    from ramen.ui.views import get_view

    if not has_tutorial(game_id):
        return
    tutorial = get_tutorial(game_id)
    match = start_match(tutorial, "Mai")
    screen = PlayScreen(save_id="s", match=match, board=get_view(game_id))
    screen.settle_viewer()
    while True:
        name = f"{game_id}-learn-{match.position:03d}"
        yield name, render_play(screen, _settings())
        yield f"{name}-said", announcement(screen)
        step = match.step
        if step is not None and not step.wanted:
            break
        if step is None:
            match.play(match.bot_choice())
        else:
            picker = screen.picker()
            if picker is not None and picker.options():
                screen.prefix = (sorted(picker.options())[0],)
                yield f"{name}-choice", render_play(screen, _settings())
            screen.prefix = ()
            screen.why = step.not_yet
            yield f"{name}-why", render_play(screen, _settings())
            screen.why = None
            match.play(step.wanted[0])
        screen.settle_viewer()


def screen_groups() -> Iterator[tuple[str, Callable[[], Iterator[tuple[str, str]]]]]:
    """Each group of screens (its recording file's name) with the screens it renders, as (name, HTML);
    names are safe as file names."""
    def safe(screens: Iterator[tuple[str, str]]) -> Iterator[tuple[str, str]]:
        for name, html in screens:
            yield SAFE.sub("_", name), html

    def of_game(game_id: str) -> Callable[[], Iterator[tuple[str, str]]]:
        def screens() -> Iterator[tuple[str, str]]:
            yield from game_screens(game_id)
            yield from replay_screens(game_id)
            yield from review_screens(game_id)
            yield from challenge_screens(game_id)
            yield from tutorial_screens(game_id)
        return lambda: safe(screens())

    yield "home", lambda: safe(home_screens())
    for game_id in GAMES:
        yield game_id, of_game(game_id)


def all_screens() -> Iterator[tuple[str, str]]:
    """Every screen as (name, HTML); names are safe as file names."""
    for _, screens in screen_groups():
        yield from screens()
