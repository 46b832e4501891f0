"""Learn to play in the real page: each tutorial finished by tapping only what it highlights (every rule
card shown exactly once, the final position a legal game of the real rules), by the keyboard alone, a
lesson left halfway and resumed at the same step after a reload, "More in the rules" opening its
section, "Play a real game" at the end, and axe on the lesson's screens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from ramen.core.record import Record
from ramen.core.registry import GAME_TUTORIALS, get_game
from ramen.core.tutorial import get_tutorial
from tests.browser import screens as S
from tests.browser.pages import FAST, choose_game, open_app, wait_idle

SHOTS = Path(__file__).resolve().parents[2] / ".test-tmp" / "shots"


@pytest.fixture
def app(screen_page: Page, site_url: str) -> Page:
    """The module's one page (a lesson deals its own cards, whatever the page's seed, so a fresh page per
    test bought nothing but a start of Python): at 1024x768, on the home screen, with nothing saved."""
    S.resize(screen_page, 1024, 768)
    open_app(screen_page, site_url, FAST, reuse=True)
    S.go(screen_page, "#/")
    screen_page.wait_for_selector("#home")
    screen_page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('ramen.save.')).forEach(k => localStorage.removeItem(k))")
    S.go(screen_page, "#/rules/fury")  # (the home screen drawn again: no saved game listed)
    S.go(screen_page, "#/")
    screen_page.wait_for_selector("#home")
    assert screen_page.locator("#home .save-progress").count() == 0
    return screen_page


def start_lesson(page: Page, game_id: str) -> None:
    """Tap "Learn to play" of ``game_id`` on the home screen; wait for its first step."""
    choose_game(page, game_id)
    page.click(f"#home button[data-cmd=learn][data-arg={game_id}]")
    page.wait_for_selector("#play.tutorial #guide")
    wait_idle(page)


def guide(page: Page) -> dict[str, str | None]:
    """The step shown: its number, its sentence, its rule card (None without one)."""
    wait_idle(page)
    return page.evaluate("""() => { const g = document.querySelector('#guide');
        const card = document.querySelector('#play [data-rule-card]');
        return g ? {step: g.dataset.step, steps: g.dataset.steps, say: g.querySelector('[data-guide-say]').textContent,
                    card: card ? card.dataset.ruleCard : null, done: g.classList.contains('guide-done') ? 'yes' : ''} : null; }""")


def saved_record(page: Page) -> Record:
    key = page.evaluate("Object.keys(localStorage).find(k => k.startsWith('ramen.save.') && k.includes('-learn-'))")
    return Record.from_json(json.loads(page.evaluate(f"localStorage.getItem({json.dumps(key)})"))["record"])


def finish_by_highlights(page: Page, game_id: str, *, keyboard: bool = False, shots: str = "") -> tuple[list[str], int]:
    """Tap (or, with ``keyboard``, focus and press Enter on) the one highlighted control of each step
    until the lesson is over; returns the rule cards seen at each new step and the count of taps."""
    cards: list[str] = []
    seen_steps: set[str] = set()
    taps = 0
    for _ in range(200):
        now = guide(page)
        assert now is not None, "the guide is gone"
        if now["step"] not in seen_steps:
            seen_steps.add(now["step"])
            if now["card"]:
                cards.append(now["card"])
            if shots and now["step"] in ("1", "9"):
                page.screenshot(path=str(SHOTS / f"{shots}-step{now['step']}.png"))
        if now["done"]:
            return cards, taps
        marked = page.locator("#play :is(#board, #play-dock) button.hinted:enabled, #play #strip button.hinted:enabled")
        assert marked.count() >= 1, f"nothing highlighted at step {now}"
        target = marked.first
        if keyboard:
            target.focus()
            page.keyboard.press("Enter")
        else:
            target.click()
        taps += 1
    raise AssertionError("the lesson did not end within 200 taps")


@pytest.mark.parametrize("game_id", GAME_TUTORIALS)
def test_finish_each_lesson_by_its_highlights(app: Page, game_id: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    tutorial = get_tutorial(game_id)
    start_lesson(app, game_id)
    first = guide(app)
    assert first is not None and first["step"] == "1" and first["steps"] == str(len(tutorial.steps))
    cards, taps = finish_by_highlights(app, game_id, shots=f"{game_id}-1280")
    assert cards == [card.id for card in tutorial.cards()], "each rule card exactly once, in order"
    print(f"{game_id}: {len(tutorial.steps)} steps, {taps} taps")
    record = saved_record(app)
    game = get_game(game_id)
    state = record.replay(game)  # a legal position of the real rules
    assert game.to_act(state) == 0 and game.legal_actions(state)
    # a tap on the board now says why not, in one line (once the page's own scroll to the finish has
    # ended: a tap aimed during it lands where the button was; once, on a loaded machine, on nothing)
    S.settle(app)
    off = app.locator("#play :is(#board, #play-dock) button:disabled[data-why]").first
    off.click(force=True)
    expect(app.locator("#why")).to_contain_text("The lesson is over")
    # the end: a real game, one person against one normal computer
    app.click("#guide button[data-cmd=tutorial-real]")
    app.wait_for_selector("#play:not(.tutorial)")
    wait_idle(app)
    key = app.evaluate("Object.keys(localStorage).find(k => k.startsWith('ramen.save.') && !k.includes('-learn-'))")
    real = Record.from_json(json.loads(app.evaluate(f"localStorage.getItem({json.dumps(key)})"))["record"])
    assert real.game == game_id and [(s.kind, s.level) for s in real.seats] == [("human", None), ("bot", "normal")]
    assert not real.meta.get("tutorial")


def test_a_tap_elsewhere_says_not_yet_and_the_rules_open_at_the_section(app: Page) -> None:
    start_lesson(app, "fury")
    S.settle(app)
    off = app.locator("#play :is(#board, #play-dock) button:disabled[data-why]").first
    off.click(force=True)
    expect(app.locator("#why")).to_have_text("Not yet: first prep the Soy Sauce into your bowl 1.")
    app.click("#play button[data-cmd=rules-section]")
    app.wait_for_selector("#rules")
    expect(app.locator("#rules-a-turn")).to_be_focused()
    expect(app.locator("#rules-a-turn")).to_be_in_viewport()
    app.click("#rules button[data-cmd=back]")
    app.wait_for_selector("#play.tutorial #guide[data-step='1']")


def test_leave_halfway_reload_and_resume_at_the_same_step(app: Page) -> None:
    start_lesson(app, "fury")
    for _ in range(9):  # a few steps in, past the computer's first turn
        app.locator("#play button.hinted:enabled").first.click()
        wait_idle(app)
    before = guide(app)
    assert before is not None and int(before["step"]) > 3
    app.reload()
    app.wait_for_selector("html[data-ready]")
    app.wait_for_selector("#play.tutorial #guide")
    assert guide(app) == before
    # left for the home screen, the lesson is listed and Learn to play resumes it
    app.click("#guide button[data-cmd=home]")
    app.wait_for_selector("#home")
    expect(app.locator("#home .save-title").first).to_have_text("Lesson: Ramen Fury")
    expect(app.locator("#home .save-progress").first).to_contain_text(f"step {before['step']} of {before['steps']}")
    expect(app.locator("#home .save-lead")).to_have_count(0)  # no "Mai and Ken tie": a lesson has no leader
    choose_game(app, "fury")
    app.click("#home button[data-cmd=learn][data-arg=fury]")
    app.wait_for_selector("#play.tutorial #guide")
    assert guide(app) == before
    # Start again: step 1, and the old lesson is gone
    app.click("#guide button[data-cmd=tutorial-restart]")
    app.wait_for_selector("#play.tutorial #guide[data-step='1']")
    assert app.evaluate("Object.keys(localStorage).filter(k => k.includes('-learn-')).length") == 1


def statistics(page: Page) -> str:
    """The statistics page's words (the page is left where it was)."""
    back = page.evaluate("location.hash")
    S.go(page, "#/stats")
    page.wait_for_selector("#stats")
    text = page.inner_text("#stats")
    S.go(page, back)
    return text


def test_a_finished_lesson_is_no_saved_game_and_never_counts(app: Page) -> None:
    """In progress and at its finish, a lesson changes nothing in the statistics; its finish survives a
    visit elsewhere (the statistics, and back); left for the home screen, it is not in Your games and its
    save is gone."""
    before = statistics(app)
    start_lesson(app, "ink")
    for _ in range(4):
        app.locator("#play button.hinted:enabled").first.click()
        wait_idle(app)
    assert statistics(app) == before, "a lesson in progress is no game in progress"
    app.wait_for_selector("#play.tutorial #guide")
    finish_by_highlights(app, "ink")
    save_id = app.evaluate("Object.keys(localStorage).find(k => k.includes('-learn-'))").removeprefix("ramen.save.")
    assert statistics(app) == before, "a finished lesson is no game played"
    app.wait_for_selector("#play.tutorial #guide.guide-done")
    assert app.evaluate("location.hash") == f"#/play/{save_id}"
    app.click("#guide button[data-cmd=home]")
    app.wait_for_selector("#home")
    expect(app.locator("#home .save")).to_have_count(0)
    expect(app.locator("#home .saves p.empty")).to_have_text("No saved games yet. Start one!")
    assert app.evaluate("Object.keys(localStorage).filter(k => k.startsWith('ramen.save.'))") == []
    assert statistics(app) == before
    # Learn to play starts the lesson afresh
    start_lesson(app, "ink")
    assert guide(app)["step"] == "1"  # type: ignore[index]


@pytest.mark.parametrize("game_id", GAME_TUTORIALS)
def test_keyboard_alone_and_axe(app: Page, game_id: str) -> None:
    """The lesson by the keyboard alone (Tab to the marked control, Enter presses it), axe-clean at its
    first steps and at its finish."""
    choose_game(app, game_id)
    app.focus(f"#home button[data-cmd=learn][data-arg={game_id}]")
    app.keyboard.press("Enter")
    app.wait_for_selector("#play.tutorial #guide")
    wait_idle(app)
    for _ in range(3):
        violations = S.run_axe(app)
        assert not violations, S.format_axe(violations)
        for _ in range(80):  # Tab to the highlighted control
            app.keyboard.press("Tab")
            if app.evaluate("document.activeElement && document.activeElement.classList.contains('hinted')"):
                break
        else:
            raise AssertionError("Tab never reached the highlighted control")
        app.keyboard.press("Enter")
        wait_idle(app)
        if not app.evaluate("document.querySelector('#play button.hinted:enabled')"):
            break
    cards, _ = finish_by_highlights(app, game_id, keyboard=True)
    assert cards == [card.id for card in get_tutorial(game_id).cards()][-len(cards):]
    violations = S.run_axe(app)
    assert not violations, S.format_axe(violations)


#: every lesson on a phone, where room is shortest; Fury's also on the two tablet sizes
SCREEN_RUNS = [(game, (390, 844)) for game in GAME_TUTORIALS] + [("fury", (768, 1024)), ("fury", (1280, 800))]


@pytest.mark.parametrize(("game_id", "size"), SCREEN_RUNS)
def test_screens_at_three_sizes(app: Page, size: tuple[int, int], game_id: str) -> None:
    """Screenshots of the lesson's screens (.test-tmp/shots), and the guide never sticks out sideways."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.set_viewport_size({"width": size[0], "height": size[1]})
    app.screenshot(path=str(SHOTS / f"home-{size[0]}.png"), full_page=True)
    start_lesson(app, game_id)
    name = f"{game_id}-{size[0]}x{size[1]}"
    for index in range(60):
        if index in (0, 3, 9, 13, 17, 21):
            app.screenshot(path=str(SHOTS / f"{name}-{index}.png"))
        wide = app.evaluate("""() => [...document.querySelectorAll('#guide, #guide *')]
            .filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map(e => e.tagName + '.' + e.className)""")
        assert not wide, f"the guide sticks out sideways: {wide}"
        marked = app.locator("#play button.hinted:enabled")
        if app.locator("#guide.guide-done").count():
            break
        marked.first.scroll_into_view_if_needed()
        marked.first.click()
        wait_idle(app)
    app.screenshot(path=str(SHOTS / f"{name}-end.png"), full_page=True)
