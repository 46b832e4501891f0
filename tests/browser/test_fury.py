"""Ramen Fury in the real page: a whole game by board clicks against the computer, the hand-off
screen between people (no hand in sight), a reload mid-turn and mid-prompt, random play."""

from __future__ import annotations

import json
import re
import time

import pytest
from playwright.sync_api import Page, expect

from ramen.core.record import Record
from ramen.fury import GAME
from tests.browser.drivers import random_clicks, start_game
from tests.browser.pages import READY_TIMEOUT_MS, wait_idle

BOARD = "#play .fury-board"
GAME_TIMEOUT_MS = 120_000
SHOTS = "/tmp/fury"


# --- helpers -------------------------------------------------------------------------------------

def save_key(page: Page) -> str:
    return page.evaluate("Object.keys(localStorage).find(k => k.startsWith('ramen.save.'))")


def saved_state(page: Page):
    """The game state the page saved (its record replayed by the engine here)."""
    raw = json.loads(page.evaluate(f"localStorage.getItem('{save_key(page)}')"))
    return Record.from_json(raw["record"]).replay(GAME)


def board(page: Page) -> dict[str, str]:
    """What the board says about the moment: phase, seat to act, actions left, prompt, viewer."""
    return page.evaluate("""() => { const b = document.querySelector('#play .fury-board');
        return b ? Object.fromEntries(b.getAttributeNames().filter(n => n.startsWith('data-'))
            .map(n => [n.slice(5), b.getAttribute(n)])) : null; }""")


def click_first(page: Page, selector: str) -> bool:
    found = page.locator(f"#play {selector}")
    if found.count():
        found.first.click()
        return True
    return False


def own_seat(page: Page) -> str:
    return (board(page) or {}).get("viewer", "")


def board_step(page: Page) -> str:
    """One click of a simple person who uses only the board: discard or place when asked (chili
    into another player's bowl, nori into their own); otherwise eat when possible, else prep (a card
    from the hand into the first bowl that takes it), else draw; free chili/nori at the end of the
    turn; then End turn. Returns what it did."""
    info = board(page)
    assert info is not None, "no board on screen"
    prefix = info["prefix"].split()
    me = info["viewer"]
    if info["prompt"] == "discard":
        assert click_first(page, ".fury-prompt button.fury-hand-card:enabled")
        return "discard"
    if info["prompt"] == "reveal":
        if prefix[:1] == ["place"]:
            card = page.locator(f".fury-pslot[data-slot='{prefix[2]}']").get_attribute("data-card")
            mine = f"button.fury-bowl.target[data-seat='{me}']"
            others = f"button.fury-bowl.target:not([data-seat='{me}'])"
            order = (others, mine) if card == "chili" else (mine, others)
            assert click_first(page, order[0]) or click_first(page, order[1])
            return "place"
        assert click_first(page, ".fury-prompt button.fury-reveal-card:enabled")
        return "reveal"
    if prefix:
        if prefix[0] == "play" and len(prefix) == 1:
            assert click_first(page, ".fury-hand button.fury-hand-card:enabled")
            return "play card"
        if prefix[0] == "play":
            assert click_first(page, f"button.fury-bowl.target:not([data-seat='{me}'])") or click_first(page, "button.fury-bowl.target")
            return "play"
        if prefix[0] == "prep" and len(prefix) == 2:
            assert click_first(page, "button.fury-bowl.target")
            return "prep"
        if prefix[0] == "eat":
            assert click_first(page, "button.fury-bowl.target")
            return "eat"
        raise AssertionError(f"unexpected choice in progress: {prefix}")
    if click_first(page, ".fury-verbs button[data-arg=eat]:enabled"):
        return "eat verb"
    if info["phase"] == "actions":
        for card in page.locator("#play .fury-hand button.fury-hand-card:enabled").all():
            if card.get_attribute("data-arg").startswith("prep"):
                card.click()
                return "prep card"
        if click_first(page, "button.fury-deck:enabled"):
            return "draw deck"
        assert click_first(page, ".fury-pantry button.fury-pcard:enabled")
        return "draw pantry"
    if click_first(page, ".fury-verbs button[data-arg=play]:enabled"):
        return "play verb"
    assert click_first(page, ".fury-verbs button[data-arg=end]:enabled")
    return "end"


def play_to_the_end(page: Page, max_clicks: int = 1200, shots: dict[str, bool] | None = None) -> set[str]:
    done: set[str] = set()
    for _ in range(max_clicks):
        wait_idle(page, GAME_TIMEOUT_MS)
        if page.locator("[data-game-over]").count():
            return done
        if page.locator("#handoff").count():
            page.click("button[data-cmd=handoff-ready]")
            continue
        if shots is not None:
            info = board(page) or {}
            moment = info.get("prompt") or ("pick" if info.get("prefix") else "")
            if not moment and not shots.get("eaten") and page.locator("#play .fury-bowl.eaten").count():
                moment = "eaten"
            if moment and not shots.get(moment):
                shots[moment] = True
                page.screenshot(path=f"{SHOTS}-{moment}.png", full_page=True)
        done.add(board_step(page))
    raise AssertionError(f"the game did not end within {max_clicks} clicks")


def planted_game(page: Page, seed: int, seats: list[dict], actions: list[str] = (), options=None) -> None:
    """Open a game saved with a chosen seed (the page draws its own otherwise)."""
    record = Record.from_json({"game": "fury", "version": 1, "seed": seed, "options": options or {},
                               "seats": seats, "actions": list(actions)})
    record.replay(GAME)
    save = {"format": 1, "id": "fury-planted", "created": 1, "updated": 1, "over": False, "record": record.to_json()}
    page.evaluate("(s) => localStorage.setItem('ramen.save.fury-planted', s)", json.dumps(save))
    # from the home screen: a page already on '#/play/fury-planted' (an earlier planted game) would not
    # notice the same address set again
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector("#home")
    page.evaluate("location.hash = '#/play/fury-planted'")
    page.wait_for_selector("#play, #handoff")


# --- tests ---------------------------------------------------------------------------------------

def test_full_game_against_the_computer_by_board_clicks(app: Page) -> None:
    """Mai plays Robo to the end by tapping the board: verbs, hand cards, bowls and the Pantry; the
    end screen lists every bowl with its cards and score in parts, totals as the engine's."""
    start_game(app, "fury", [("human", "Mai"), ("bot", "Robo")])
    wait_idle(app, GAME_TIMEOUT_MS)
    expect(app.locator(BOARD)).to_be_visible()
    expect(app.locator("#play .fury-player")).to_have_count(2)
    expect(app.locator("#play .fury-bowl")).to_have_count(6)
    expect(app.locator("#play .fury-pantry .fury-pslot")).to_have_count(4)
    expect(app.locator("#play .fury-hand")).to_have_count(1)
    app.screenshot(path=f"{SHOTS}-start-1024.png", full_page=True)
    started = time.monotonic()
    done = play_to_the_end(app, shots={})
    assert {"prep card", "prep", "eat verb", "eat"} <= done, done
    expect(app.locator("#end .fury-end-player")).to_have_count(2)
    state = saved_state(app)
    assert state.over
    sheets = GAME.scores(state)
    for seat in range(2):
        player = app.locator(f"#end .fury-end-player[data-seat='{seat}']")
        total = sheets[seat].total
        expect(player.locator(".fury-end-sum")).to_have_text(
            f"{total} point{'' if abs(total) == 1 else 's'}".replace("-", "\u2212"))
        expect(player.locator(".fury-end-bowl[data-bowl]")).to_have_count(3)
        expect(player.locator(".fury-end-bowl.eaten")).to_have_count(sum(state.eaten[seat]))
    app.screenshot(path=f"{SHOTS}-end-1024.png", full_page=True)
    app.set_viewport_size({"width": 768, "height": 1024})
    app.screenshot(path=f"{SHOTS}-end-768.png", full_page=True)
    assert time.monotonic() - started < 200


def test_pass_and_play_hides_hands_on_the_handoff_screen(app: Page) -> None:
    """Mai, Ken and a computer: between two people's turns comes "Pass to …" with no card of any
    hand in the page; after it, the board shows only the hand of the person to act."""
    start_game(app, "fury", [("human", "Mai"), ("human", "Ken"), ("bot", "Robo")])
    handoffs = 0
    seen_people: set[str] = set()
    for _ in range(400):
        wait_idle(app, GAME_TIMEOUT_MS)
        if app.locator("#handoff").count():
            handoff = app.locator("#handoff")
            expect(handoff).to_contain_text("Pass to")
            assert app.locator("#app .fury-hand, #app .fury-board, #app [data-card]").count() == 0
            assert app.evaluate("document.querySelectorAll('#app svg').length") == 0
            if handoffs == 0:
                app.screenshot(path=f"{SHOTS}-handoff.png")
            handoffs += 1
            app.click("button[data-cmd=handoff-ready]")
            info = board(app)
            seat = int(info["to-act"])
            assert info["viewer"] == str(seat)
            state = saved_state(app)
            hands = app.locator("#play .fury-hand")
            expect(hands).to_have_count(1)
            assert hands.get_attribute("data-seat") == str(seat)
            shown = app.evaluate("""() => [...document.querySelectorAll('#play .fury-hand li[data-card]')]
                .flatMap(li => Array(Number(li.dataset.count)).fill(li.dataset.card))""")
            assert sorted(shown) == sorted(state.hands[seat])
            seen_people.add(info["viewer"])
            if handoffs >= 4:
                break
            continue
        if app.locator("[data-game-over]").count():
            break
        info = board(app)
        if info["viewer"] == "":
            assert app.locator("#play .fury-hand").count() == 0
        board_step(app)
    assert handoffs >= 4 and seen_people == {"0", "1"}


def reload_page(page: Page) -> None:
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    page.wait_for_selector(BOARD)


def test_reload_mid_turn_and_mid_hand_limit_resumes_it(app: Page) -> None:
    """After the first of two actions, a reload shows the same seat to act with 1 action left, the
    same hand and bowls. Drawing on, the hand limit asks Mai to discard (a highlighted panel); a
    reload keeps that prompt too, and discarding then works."""
    start_game(app, "fury", [("human", "Mai"), ("bot", "Robo")])
    wait_idle(app, GAME_TIMEOUT_MS)
    expect(app.locator(BOARD)).to_have_attribute("data-actions-left", "2")
    expect(app.locator("#play .fury-actions-left")).to_contain_text("2")
    app.click("#play button.fury-deck")
    expect(app.locator(BOARD)).to_have_attribute("data-actions-left", "1")
    expect(app.locator("#play .fury-actions-left")).to_have_attribute("data-left", "1")
    before = board(app)
    hand = app.locator("#play .fury-hand").inner_text()
    bowls = app.locator("#play .fury-bowls").all_inner_texts()
    reload_page(app)
    assert board(app) == before
    expect(app.locator("#play .fury-actions-left")).to_have_attribute("data-left", "1")
    assert app.locator("#play .fury-hand").inner_text() == hand
    assert app.locator("#play .fury-bowls").all_inner_texts() == bowls
    app.click("#play button.fury-deck")
    expect(app.locator(BOARD)).not_to_have_attribute("data-actions-left", "1")
    expect(app.locator(".log-lines li").first).to_contain_text("Mai drew a card from the deck")
    # draw on (ending turns that only free plays are left in) until the hand holds six cards
    for _ in range(40):
        wait_idle(app, GAME_TIMEOUT_MS)
        if board(app)["prompt"] == "discard":
            break
        if not click_first(app, ".fury-verbs button[data-arg=end]:enabled"):
            app.click("#play button.fury-deck")
    else:
        pytest.fail("the hand limit never came")
    panel = app.locator("#play .fury-prompt[data-kind=discard]")
    expect(panel).to_contain_text("Hand limit")
    expect(app.locator("#play .fury-verbs")).to_have_count(0)
    app.screenshot(path=f"{SHOTS}-discard.png", full_page=False)
    before = board(app)
    reload_page(app)
    assert board(app) == before
    expect(app.locator("#play .fury-prompt[data-kind=discard]")).to_be_visible()
    app.click("#play .fury-prompt button.fury-hand-card >> nth=0")
    expect(app.locator(BOARD)).not_to_have_attribute("data-prompt", "discard")
    assert len(saved_state(app).hands[0]) == 5


def reveal_seed() -> int:
    """A seed whose deck top, after setup with Mai first, is a chili or nori: drawing Pantry slot 1
    on Mai's first action reveals it."""
    for seed in range(1, 500):
        state = GAME.new_state(seed, 2, {"first": 0})
        if state.deck[-1] in ("chili", "nori") and state.pantry[0] not in ("chili", "nori"):
            return seed
    raise AssertionError("no seed found")


def test_reload_mid_prompt_resumes_it(app: Page) -> None:
    """Drawing from the Pantry reveals a chili or nori: the prompt panel asks Mai to place it; after
    a reload the same prompt, seat and actions left are back; placing it then works."""
    seed = reveal_seed()
    planted_game(app, seed, [{"name": "Mai", "kind": "human"}, {"name": "Robo", "kind": "bot", "level": "normal"}],
                 options={"first": 0})
    expect(app.locator(BOARD)).to_have_attribute("data-to-act", "0")
    app.click("#play .fury-pslot[data-slot='1'] button")
    expect(app.locator(BOARD)).to_have_attribute("data-prompt", "reveal")
    prompt = app.locator("#play .fury-prompt[data-kind=reveal]")
    expect(prompt).to_be_visible()
    expect(prompt.locator("button.fury-reveal-card")).to_have_count(1)
    app.screenshot(path=f"{SHOTS}-reveal.png", full_page=False)
    before = board(app)
    assert before["actions-left"] == "1"
    reload_page(app)
    assert board(app) == before
    expect(app.locator("#play .fury-prompt[data-kind=reveal] button.fury-reveal-card")).to_be_enabled()
    app.click("#play .fury-prompt button.fury-reveal-card")
    targets = app.locator("#play button.fury-bowl.target")
    expect(targets).to_have_count(6)
    app.click("#play button.fury-bowl.target[data-seat='1'][data-bowl='2']")
    expect(app.locator(BOARD)).not_to_have_attribute("data-prompt", "reveal")
    state = saved_state(app)
    assert len(state.bowls[1][1]) == 1 and state.bowls[1][1][0] in ("chili", "nori")
    expect(app.locator(".log-lines li").first).to_contain_text("placed the revealed")


def mid_game_actions(seed: int, seats: int, turns: int) -> list[str]:
    """Random legal actions from a planted start until seat 0 (the person) is to act, in the
    actions phase with a spoon left, after ``turns`` turns."""
    import random
    rng = random.Random(seed)
    state = GAME.new_state(seed, seats, {"first": 0})
    actions: list[str] = []
    while not (state.turn > turns and state.current == 0 and GAME.phase(state) == "actions" and state.actions_left == 2):
        avoid = ("end", "empty", "spoon") if state.current == 0 else ("end", "empty")
        legal = [a for a in GAME.legal_actions(state) if str(a).split()[0] not in avoid] or GAME.legal_actions(state)
        action = rng.choice(legal)
        actions.append(str(action))
        state = GAME.apply(state, action)
        assert not state.over
    return actions


def test_five_seat_table_fits_a_tablet(app: Page) -> None:
    """Five players mid-game at 768×1024 and 1024×768: nothing overflows sideways; Spoon lights
    every bowl with a card on top, then the person's own bowls and "Into my hand"."""
    seats = [{"name": "Mai", "kind": "human"}] + [{"name": f"Bot {i}", "kind": "bot", "level": "normal"} for i in range(1, 5)]
    planted_game(app, 21, seats, mid_game_actions(21, 5, 14), options={"first": 0})
    for width, height in ((768, 1024), (1024, 768)):
        app.set_viewport_size({"width": width, "height": height})
        expect(app.locator(BOARD)).to_have_attribute("data-to-act", "0")
        wide = app.evaluate("""(width) => [...document.querySelectorAll('#play *')].filter((el) => el.getBoundingClientRect().right > width + 0.5)
            .slice(0, 4).map((el) => el.tagName + '.' + String(el.className).split(' ').slice(0, 2).join('.') + ' ' + Math.round(el.getBoundingClientRect().right))""", width)
        assert app.evaluate("document.documentElement.scrollWidth") <= width, wide
        app.screenshot(path=f"{SHOTS}-5p-{width}.png", full_page=True)
    app.click("#play .fury-verbs button[data-arg=spoon]")
    state = saved_state(app)
    with_top = sum(1 for s in range(5) for b in range(3) if state.bowls[s][b] and not state.eaten[s][b])
    expect(app.locator("#play button.fury-bowl.target")).to_have_count(with_top)
    app.locator("#play button.fury-bowl.target").last.click()
    expect(app.locator("#play .fury-hand button.fury-into-hand")).to_be_enabled()
    app.screenshot(path=f"{SHOTS}-5p-spoon.png", full_page=False)
    app.set_viewport_size({"width": 768, "height": 1024})
    assert app.evaluate("document.documentElement.scrollWidth") <= 768
    app.click("#play .fury-hand button.fury-into-hand")
    expect(app.locator(BOARD)).to_have_attribute("data-actions-left", "1")
    expect(app.locator(".log-lines li").first).to_contain_text(re.compile(r"Mai spooned .+ from .+ into their hand"))


@pytest.mark.parametrize("seats,seed", [
    ([("human", "Mai"), ("human", "Ken")], 3),
    ([("human", "Mai"), ("bot", "B1"), ("human", "Ken"), ("bot", "B3"), ("bot", "B4")], 8),
])
def test_random_clicks_finish_the_game(app: Page, seats, seed) -> None:
    start_game(app, "fury", seats)
    clicks = random_clicks(app, seed, max_clicks=4000)
    assert clicks > 0
    expect(app.locator("#end .fury-end-player")).to_have_count(len(seats))
