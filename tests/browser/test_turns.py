"""Between turns and games, in the page: "Play again" and "Switch seats" on the end screen, the cue (and
the optional sound) when a person's turn begins, and Extreme's mark on the dice a re-roll rolled."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from ramen.core.match import Match
from ramen.core.registry import get_game
from ramen.ui.screens.end import rematch_seats
from tests.browser import screens as S
from tests.browser.pages import READY_TIMEOUT_MS, open_app, set_setting, wait_idle

SHOTS = S.ROOT / ".test-tmp" / "shots"
TONES = "performance.getEntriesByName('ramen:turn-sound').length"


def records(page: Page) -> dict[str, dict[str, Any]]:
    """Every saved game's record, by save id."""
    raw = page.evaluate("Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('ramen.save.'))"
                        ".map(k => [k.slice(11), localStorage.getItem(k)]))")
    return {key: json.loads(value)["record"] for key, value in raw.items()}


def test_play_again_and_switch_seats_start_new_games_with_the_same_seats(page: Page, site_url: str, problems) -> None:
    """From a finished game: Play again keeps seats, levels and options with a new seed; Switch seats
    keeps the turn order and lets the player after this game's starter begin, as its button says."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url)
    record = S.find_record("ink", 1, 2, "over")
    S.plant(page, record, "finished")
    expect(page.locator("#end")).to_be_visible()
    seats = [seat.to_json() for seat in record.seats]
    switched, options = rematch_seats(Match(get_game("ink"), record), switch=True)
    again = page.locator("#end button[data-cmd=rematch]:not([data-arg])")
    switch = page.locator("#end button[data-cmd=rematch][data-arg=switch]")
    expect(again).to_have_text("Play again")
    expect(switch).to_have_text(f"Switch seats: {switched[0].name} starts")
    assert switched[0].name in (switch.get_attribute("title") or "")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".rematch").screenshot(path=str(SHOTS / "rematch-buttons-390.png"))

    again.click()
    page.wait_for_selector("#play, #handoff")
    saved = records(page)
    (new_id,) = set(saved) - {"finished"}
    assert page.evaluate("location.hash") == f"#/play/{new_id}"
    assert saved[new_id]["seats"] == seats and saved[new_id]["options"] == {}
    assert saved[new_id]["seed"] != record.seed

    S.go(page, "#/play/finished")
    page.wait_for_selector("#end")
    page.click("#end button[data-cmd=rematch][data-arg=switch]")
    page.wait_for_function("(old) => !old.includes(location.hash)", arg=[f"#/play/{k}" for k in saved])
    page.wait_for_selector("#play, #handoff")
    saved_now = records(page)
    (switch_id,) = set(saved_now) - set(saved)
    assert saved_now[switch_id]["seats"] == [seat.to_json() for seat in switched]
    assert saved_now[switch_id]["options"] == options == {"first": 0}
    wait_idle(page)
    first_line = page.locator(".log-lines li").last
    if switched[0].is_bot:  # the computer in seat 1 began
        expect(first_line).to_contain_text(switched[0].name)
    else:
        expect(page.locator("#status")).to_contain_text(switched[0].name)


def test_a_persons_turn_begins_with_a_cue_and_the_sound_is_a_setting(page: Page, site_url: str, problems) -> None:
    """After the computer's turn the status line itself is the cue (marked, growing in once; no banner over
    the table), marked until the person moves; the live region says it once. The turn sound is off by
    default; turned on in the settings it is kept and plays once per turn."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url)
    expect(page.locator("#home button[data-cmd=sound][data-arg=off]")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate(TONES) == 0
    set_setting(page, "sound", "on")
    expect(page.locator("#home button[data-cmd=sound][data-arg=on]")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("localStorage.getItem('ramen.sound')") == "on"
    assert page.evaluate(TONES) == 1  # turned on by a tap: one tone to hear what it is

    record = S.find_record("fury", 1, 1, "person-ends-turn")
    S.plant(page, record, "cue")
    wait_idle(page)
    expect(page.locator("#play")).to_be_visible()
    page.wait_for_function(S.STILL_JS)
    tones = page.evaluate(TONES)
    page.click(":is(#board, #play-dock) button:has-text('End turn')")
    expect(page.locator("#status.turn-start")).to_have_text("Your turn", timeout=READY_TIMEOUT_MS)  # (one person: no name)
    wait_idle(page)
    assert page.locator(".turn-cue").count() == 0  # no banner over the table: the status line is the cue
    assert page.evaluate(TONES) == tones + 1
    said = page.locator("#announcer").inner_text()
    assert said.count("Your turn, Mai") == 1, said
    page.screenshot(path=str(SHOTS / "turn-cue-390.png"))
    # the mark stays until the person moves
    page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running' || !a.effect || a.effect.target?.id !== 'status')")
    expect(page.locator("#status.turn-start")).to_be_visible()

    # with reduced motion: the marked status line, not growing in
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate("getComputedStyle(document.querySelector('#status')).backgroundColor") != "rgba(0, 0, 0, 0)"
    page.screenshot(path=str(SHOTS / "turn-cue-reduced-390.png"))

    # drawn again within the same turn (a choice begun and cancelled): no second tone
    page.locator("#play-dock .fury-verbs button[data-cmd^=pick]:enabled").first.click()
    page.locator("#strip button[data-cmd=cancel]").click()
    assert page.evaluate(TONES) == tones + 1
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#play button[data-cmd=sound][data-arg=on]")).to_have_attribute("aria-pressed", "true")


def test_a_re_roll_marks_the_dice_it_rolled_even_on_the_same_faces(page: Page, site_url: str, problems) -> None:
    """The dice a re-roll rolled say "rolled" and shake (a new animation on every roll, so one landing on
    the same faces still shows); with reduced motion they only say it. The KEPT tag stays clear of the
    "roll 2 of 3" line above the dice."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url)
    record = S.find_record("extreme", 1, 1, "extreme-first-roll")
    S.plant(page, record, "dice")
    wait_idle(page)
    expect(page.locator("li.die-slot[data-rolled]")).to_have_count(0)  # the first roll rolls every die
    page.click("[data-key='die:1']")
    expect(page.locator("li.die-slot[data-die='1']")).to_have_attribute("data-held", "true")
    page.click(":is(#board, #play-dock) button:has-text('Roll (')")
    rolled = page.locator("li.die-slot[data-rolled=true]")
    expect(rolled).to_have_count(4)
    expect(page.locator("li.die-slot[data-die='1'][data-rolled]")).to_have_count(0)
    expect(rolled.first.locator(".die-tag.rolled")).to_have_text("rolled")
    assert page.evaluate("getComputedStyle(document.querySelector('li[data-rolled] .die')).animationName") == "die-roll-0"
    # the KEPT tag of the raised die stays below the line of the dice's count
    tag, heading = page.evaluate("""() => [document.querySelector('.die-tag.kept').getBoundingClientRect().top,
        document.querySelector('.dice-panel .xt-turnbar').getBoundingClientRect().bottom]""")
    assert tag >= heading, (tag, heading)
    page.locator(".dice-panel").screenshot(path=str(SHOTS / "reroll-390.png"))
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate("getComputedStyle(document.querySelector('li[data-rolled] .die')).animationName") == "none"
    expect(rolled.first.locator(".die-tag.rolled")).to_be_visible()
    page.emulate_media(reduced_motion="no-preference")
    page.click(":is(#board, #play-dock) button:has-text('Roll (')")  # the third roll: every die not kept rolls again
    expect(page.locator("li.die-slot[data-rolled=true] .die.roll-1")).to_have_count(4)
    assert page.evaluate("getComputedStyle(document.querySelector('li[data-rolled] .die')).animationName") == "die-roll-1"
