"""The frame around every board (ramen/ui/screens/play.py, app.py, static/morph.js): disabled controls explain
themselves on tap, the choice strip keeps the board still, computer pace and "skip to my turn", the
end screen opening at its top, focus and the live region after a patch."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Page, expect

from tests.browser.pages import READY_TIMEOUT_MS, open_app, set_setting, wait_idle
from tests.browser.drivers import random_clicks, start_game

FOCUSED = "(() => { const a = document.activeElement; return a ? a.tagName : 'NONE'; })()"


def board_top(page: Page) -> float:
    return page.evaluate("document.getElementById('board').getBoundingClientRect().top + window.scrollY")


def test_a_tap_on_a_disabled_control_shows_and_says_why(app: Page) -> None:
    """The reason shows inline (the strip under the status) and the live region says it."""
    start_game(app, "fury", [("human", "Mai"), ("bot", "Robo")])
    wait_idle(app)
    off = app.locator(":is(#board, #play-dock) button:disabled[data-why]").first
    why = off.get_attribute("data-why")
    assert why
    off.click(force=True)  # the pointer reaches the page even though the button takes no click
    expect(app.locator("#why")).to_have_text(why)
    expect(app.locator("#announcer")).to_contain_text(why)
    assert app.evaluate(FOCUSED) != "BODY"
    assert app.locator("[aria-live]").count() == 1
    assert app.locator("#app [aria-live], #app [role=status], #app [role=log]").count() == 0


def test_the_choice_strip_keeps_the_board_in_place(app: Page) -> None:
    """Choosing a verb and cancelling it does not move the board; the strip offers no option
    the board already has (only Confirm/Cancel/Skip/Hint)."""
    start_game(app, "fury", [("human", "Mai"), ("bot", "Robo")])
    wait_idle(app)
    top = board_top(app)
    verb = app.locator("#play-dock .fury-verbs button[data-cmd^=pick]:enabled").first
    verb.click()
    expect(app.locator("#strip button[data-cmd=cancel]")).to_be_visible()
    assert board_top(app) == top
    commands = set(app.locator("#strip button").evaluate_all("els => els.map(e => e.dataset.cmd)"))
    assert commands <= {"act", "cancel", "skip", "hint"}, commands
    app.click("#strip button[data-cmd=cancel]")
    expect(app.locator("#strip button[data-cmd=cancel]")).to_have_count(0)
    assert board_top(app) == top
    assert app.evaluate(FOCUSED) != "BODY"  # the Cancel button went: focus moved on, not to the page


def test_pace_is_kept_and_skip_plays_the_computer_turn_at_once(page: Page, site_url: str, problems) -> None:
    """Instant/quick/relaxed on the home screen, kept on the device; "Skip to my turn" ends a
    computer turn held by a very long ?botdelay at once."""
    open_app(page, site_url, query="?botdelay=100000000&seed=7")
    expect(page.locator("#home button[data-cmd=pace][data-arg=quick]")).to_have_attribute("aria-pressed", "true")
    set_setting(page, "pace", "relaxed")
    expect(page.locator("#home button[data-cmd=pace][data-arg=relaxed]")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("localStorage.getItem('ramen.pace')") == "relaxed"
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#home button[data-cmd=pace][data-arg=relaxed]")).to_have_attribute("aria-pressed", "true")
    start_game(page, "ink", [("human", "Mai"), ("bot", "Robo")])
    expect(page.locator("#play button[data-cmd=pace][data-arg=relaxed]")).to_have_attribute("aria-pressed", "true")
    rng = random.Random(1)
    for _ in range(200):  # Mai plays until the computer's turn comes (held by the long delay)
        if page.evaluate("document.documentElement.hasAttribute('data-busy')"):
            break
        choices = page.locator(":is(#board, #play-dock) button[data-cmd^=pick]:enabled, #strip button[data-cmd=act]")
        choices.nth(rng.randrange(choices.count())).click()
    skip = page.locator("#strip button[data-cmd=skip]")
    expect(skip).to_be_visible()
    expect(page.locator("#status")).to_contain_text("Robo")
    skip.click()
    wait_idle(page, timeout_ms=30_000)
    expect(page.locator("#status")).to_have_text("Your turn")  # (one person: no name)
    expect(page.locator("#recap")).to_contain_text("Robo")


def test_the_end_screen_opens_at_its_top_with_the_winner(app: Page) -> None:
    """However far down the last tap was, the end screen starts at its top, winner in view."""
    app.set_viewport_size({"width": 768, "height": 1024})
    start_game(app, "ink", [("human", "Mai"), ("bot", "Robo")])
    random_clicks(app, seed=3)
    expect(app.locator("#end .headline")).to_contain_text(re.compile(r"wins|Shared win"))
    assert app.evaluate("window.scrollY") == 0
    box = app.locator("#end .headline").bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= 1024
    assert app.evaluate("document.activeElement.tagName") == "H1"
    assert not re.search(r"\b1 points\b", app.locator("#end").inner_text())


def test_pass_and_play_hands_over_only_after_end_turn_with_a_public_recap(app: Page) -> None:
    """Fury's hand-off comes after the player's own End turn (so they see what their
    last Draw gave them, and can Undo before it), and it lists what the others did since the next
    player's last turn; "show my turn" leaves focus on the new screen, not on the page."""
    start_game(app, "fury", [("human", "Mai"), ("human", "Ken")])
    rng = random.Random(5)
    handoffs = 0
    last = ""
    for _ in range(300):
        if app.locator("#end").count() or handoffs >= 3:
            break
        if app.locator("#handoff").count():
            if last:  # the first screen of the game is a hand-off too: nobody played yet
                assert last == "end", f"hand-off after {last!r}, not after End turn"
                expect(app.locator("#handoff-recap")).to_be_visible()
                handoffs += 1
            app.click("#handoff button[data-cmd=handoff-ready]")
            assert app.evaluate(FOCUSED) not in ("BODY", "NONE")
            last = ""
            continue
        choices = app.locator(":is(#board, #play-dock) button:enabled[data-cmd^=pick], :is(#board, #play-dock) button:enabled[data-cmd=act], #strip button[data-cmd=act]")
        pick = choices.nth(rng.randrange(choices.count()))
        last = pick.get_attribute("data-arg") or ""
        pick.click()
    assert handoffs >= 2


# --- the patch and its focus rule (static/morph.js), on a test area of the real page ------------------

#: patches a test area beside the app with static/morph.js, as the app patches #app: ``steps`` are
#: [html, selector to focus first or null, [attribute, value] of an element to touch by hand or null];
#: returns, after each patch and the frame after it (where focus moves), where focus is (its data-key or id,
#: and its text) and what the hand kept
PATCH_JS = """async (steps) => {
    const { morph, nextPaint } = await import(new URL('static/morph.js', document.baseURI).href);
    const area = document.createElement('div');
    area.id = 'morph-check';
    document.body.append(area);
    const seen = [];
    try {
        for (const [html, focus, touch] of steps) {
            if (focus) area.querySelector(focus).focus();
            if (touch) { const [sel, what] = touch; const el = area.querySelector(sel);
                if (what === 'open') el.open = !el.open; else el.value = what; }
            morph(area, html, false);
            await nextPaint();
            const a = document.activeElement;
            seen.push({focus: a === document.body ? 'BODY' : (a.getAttribute('data-key') || a.id || a.tagName),
                       text: a === document.body ? '' : a.textContent.trim(),
                       open: [...area.querySelectorAll('details')].map(d => d.open),
                       value: [...area.querySelectorAll('input')].map(i => i.value)});
        }
    } finally { area.remove(); }
    return seen;
}"""

ROW = '<h2 id="status" tabindex="-1">Status</h2><div class="board"><div class="row">{}</div><p>{}</p></div>'


def button(key: str, text: str = "", disabled: bool = False) -> str:
    return f'<button data-key="{key}"{" disabled" if disabled else ""}>{text or key}</button>'


def test_focus_stays_on_the_control_that_was_tapped_while_it_is_still_there(app: Page) -> None:
    """Rule 1: a control inserted before it, or its label changing, does not move focus off it."""
    start = ROW.format(button("a") + button("b"), "")
    seen = app.evaluate(PATCH_JS, [
        [start, None, None],
        [ROW.format(button("new") + button("a") + button("b", "B, relabelled"), ""), "[data-key=b]", None],
        [ROW.format(button("b", "B again") + button("a"), "more text"), None, None],
    ])
    assert [(s["focus"], s["text"]) for s in seen[1:]] == [("b", "B, relabelled"), ("b", "B again")]


def test_focus_moves_by_the_documented_rule_when_the_tapped_control_goes(app: Page) -> None:
    """Rule 2: the same data-key redrawn elsewhere; rule 3: else the first enabled control of the
    nearest area still on screen (also when the control is now disabled); rule 4: else the status heading."""
    moved = app.evaluate(PATCH_JS, [
        [ROW.format(button("x") + button("y"), ""), None, None],
        [ROW.format(button("x"), button("y", "Y, moved")), "[data-key=y]", None],
    ])
    assert (moved[1]["focus"], moved[1]["text"]) == ("y", "Y, moved")
    gone = app.evaluate(PATCH_JS, [
        [ROW.format(button("x") + button("y") + button("z"), ""), None, None],
        [ROW.format(button("x", disabled=True) + button("z"), ""), "[data-key=y]", None],
        [ROW.format(button("x", disabled=True) + button("z", disabled=True), ""), None, None],
        ['<h2 id="status" tabindex="-1">Status</h2><p>nothing to press</p>', None, None],
    ])
    assert [s["focus"] for s in gone[1:]] == ["z", "status", "status"]


def test_a_patch_keeps_what_the_player_typed_and_opened(app: Page) -> None:
    """Typed text in the focused field wins over the rendered value; an opened <details> stays open."""
    page = '<input id="name" value="{}"><details><summary>Log</summary><p>{}</p></details>'
    seen = app.evaluate(PATCH_JS, [
        [page.format("Mai", "one"), None, None],
        [page.format("Mai", "two"), "#name", ["#name", "Mai K"]],
        [page.format("Mai", "three"), None, ["details", "open"]],
    ])
    assert seen[1]["value"] == ["Mai K"] and seen[2]["value"] == ["Mai K"]
    assert seen[2]["open"] == [True]


#: the luminance of the page's table behind everything, as a person sees it (0 black .. 1 white)
TABLE_LUMINANCE = """() => {
    const colour = getComputedStyle(document.body).backgroundColor.match(/[\\d.]+/g).slice(0, 3).map(Number);
    const linear = colour.map((c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}"""


def test_the_theme_follows_the_device_or_the_setting_and_the_text_size_grows_every_size(page: Page, site_url: str,
                                                                                       problems) -> None:
    """A device set to dark gets a dark page at once (before any setting is touched); the settings sheet's
    Light and Dark override the device's, Device follows it again; the text size (100, 125, 150 %) grows the
    root font and so every size in rem. Both are kept on the device, and applied before the first paint
    after a reload (static/early.js reads them in the page's head)."""
    page.emulate_media(color_scheme="dark")
    open_app(page, site_url)
    assert page.evaluate("document.documentElement.dataset.scheme") == "dark"
    assert page.evaluate(TABLE_LUMINANCE) < 0.05
    set_setting(page, "theme", "light")
    assert page.evaluate("document.documentElement.dataset.scheme") == "light"
    assert page.evaluate(TABLE_LUMINANCE) > 0.5
    assert page.evaluate("localStorage.getItem('ramen.theme')") == "light"
    page.emulate_media(color_scheme="light")
    set_setting(page, "theme", "dark")
    assert page.evaluate("document.documentElement.dataset.scheme") == "dark"
    set_setting(page, "text", "150")
    assert page.evaluate("getComputedStyle(document.documentElement).fontSize") == "24px"
    # kept, and applied before the page is drawn: the first paint after a reload is already dark and large
    page.add_init_script("""new MutationObserver(() => {
        if (document.body && !window.__firstBody) window.__firstBody = [document.documentElement.dataset.scheme,
                                                                       document.documentElement.dataset.text];
    }).observe(document, {childList: true, subtree: true});""")
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("window.__firstBody") == ["dark", "150"]
    expect(page.locator("#home .settings-sheet button[data-cmd=theme][data-arg=dark]")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#home .settings-sheet button[data-cmd=text][data-arg='150']")).to_have_attribute("aria-pressed", "true")
    set_setting(page, "theme", "device")
    assert page.evaluate("document.documentElement.dataset.scheme") == "light"
    page.emulate_media(color_scheme="dark")  # the device turns dark: the page follows it at once
    page.wait_for_function("document.documentElement.dataset.scheme === 'dark'")
