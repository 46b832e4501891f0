"""The page itself: start-up, offline runtime, the home screen, saves, keyboard use."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.drivers import start_game
from tests.browser.pages import READY_TIMEOUT_MS, choose_game, open_app


def test_boots_to_ready_with_loading_screen_first(page: Page, site_url: str, problems) -> None:
    """The first screen is plain HTML (title and a progress bar) before Python; then data-ready."""
    page.goto(site_url)
    expect(page.locator("#loading h1")).to_have_text(re.compile("Ramen Games"))
    expect(page.locator("#load-progress")).to_be_attached()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#home")).to_be_visible()
    expect(page.locator("#loading")).to_have_count(0)


def test_stack_switching_is_hidden_from_the_runtime(app: Page) -> None:
    """The page runs without WebAssembly.Suspending in every browser, as Safari runs it."""
    assert app.evaluate("'Suspending' in WebAssembly || 'promising' in WebAssembly") is False


def test_every_control_is_a_named_button_or_form_control(app: Page) -> None:
    """Contract: controls are real buttons/form controls with an accessible name."""
    names = app.evaluate("""() => [...document.querySelectorAll('#app button, #app select, #app input')]
        .map(el => el.getAttribute('aria-label') || el.textContent.trim() || el.getAttribute('title') || '')""")
    assert names and all(name for name in names), names
    assert app.locator("#app [data-cmd]:not(button)").count() == 0


def test_coming_soon_games_are_disabled(app: Page) -> None:
    from ramen.core.registry import GAME_TITLES, is_playable
    for game_id, title in GAME_TITLES.items():
        button = app.locator(f"button[data-cmd=choose-game][data-arg={game_id}]")
        if is_playable(game_id):
            expect(button).to_be_enabled()
        else:
            expect(button).to_be_disabled()
            expect(button).to_contain_text("coming soon")


def test_rules_page_for_each_game_marks_our_rulings(app: Page) -> None:
    for game_id in ("ink", "fury", "extreme"):
        choose_game(app, game_id)
        app.click(f"#home button[data-cmd=rules][data-arg={game_id}]")
        expect(app.locator("#rules h1")).to_be_visible()
        expect(app.locator(".default-mark").first).to_be_visible()
        expect(app.locator("#rules")).to_contain_text("Our rulings")
        app.click("button[data-cmd=back]")
        expect(app.locator("#home")).to_be_visible()


def test_damaged_and_future_saves_are_listed_and_the_app_still_works(page: Page, site_url: str, problems) -> None:
    """A damaged save shows a message with its raw text kept; nothing is deleted silently."""
    open_app(page, site_url)
    future = {"format": 99, "id": "future", "record": {}}
    page.evaluate("""(future) => {
        localStorage.setItem('ramen.save.broken', '{this is not json');
        localStorage.setItem('ramen.save.future', JSON.stringify(future));
    }""", future)
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    damaged = page.locator(".save.damaged")
    expect(damaged).to_have_count(2)
    expect(page.locator(".save.damaged[data-save=broken] .save-error")).to_contain_text("not readable")
    expect(page.locator(".save.damaged[data-save=future] .save-error")).to_contain_text("newer")
    expect(page.locator(".save.damaged[data-save=broken] textarea")).to_have_value("{this is not json")
    assert page.evaluate("localStorage.getItem('ramen.save.broken')") == "{this is not json"
    # the rest of the app works: start a game, come back, the damaged saves are still there
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play, #handoff, #end")
    page.click("button[data-cmd=home]")
    expect(page.locator(".save.damaged")).to_have_count(2)
    # deleting asks first
    page.click(".save.damaged[data-save=broken] button[data-cmd=ask-delete]")
    page.click("button[data-cmd=delete][data-arg=broken]")
    expect(page.locator(".save.damaged")).to_have_count(1)


def test_a_save_that_replays_to_an_illegal_action_is_damaged(page: Page, site_url: str, problems) -> None:
    open_app(page, site_url)
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play, #handoff")
    page.click("button[data-cmd=home]")
    key = page.evaluate("Object.keys(localStorage).find(k => k.startsWith('ramen.save.'))")
    raw = json.loads(page.evaluate(f"localStorage.getItem('{key}')"))
    raw["record"]["actions"].append("fly to the moon")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(raw)])
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    expect(page.locator(".save.damaged .save-error")).to_contain_text("action")


def test_home_screen_works_by_keyboard_alone(app: Page) -> None:
    """Tab to the Start button and press Enter: a game starts; the saved game can be reopened by keyboard."""
    for _ in range(40):
        app.keyboard.press("Tab")
        if app.evaluate("document.activeElement && document.activeElement.dataset.cmd") == "start":
            break
    else:
        pytest.fail("Start button not reachable by Tab")
    app.keyboard.press("Enter")
    app.wait_for_selector("#play, #handoff")
    for _ in range(5):  # the heading has focus after the screen changes; Home comes just before it
        app.keyboard.press("Shift+Tab")
        if app.evaluate("document.activeElement.dataset.cmd") == "home":
            break
    assert app.evaluate("document.activeElement.dataset.cmd") == "home"
    app.keyboard.press("Enter")
    app.wait_for_selector("#home")
    expect(app.locator(".save")).to_have_count(1)


@pytest.mark.allow_errors
def test_runtime_that_fails_to_load_is_reported_in_words(page: Page, site_url: str, problems) -> None:
    page.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page.goto(site_url)
    expect(page.locator("#load-status")).to_contain_text(re.compile("could not|failed|did not", re.I), timeout=READY_TIMEOUT_MS)
    expect(page.locator("#load-retry")).to_be_visible()


def test_the_start_tap_answers_at_once_and_starts_one_game(app: Page) -> None:
    """The Start tap is answered at once ("Setting the table…", painted before the game's
    engine is loaded), and a second tap before the game opens does not start a second game."""
    app.evaluate("""() => { const start = document.querySelector('button[data-cmd=start]');
        start.click(); start.click(); }""")
    app.wait_for_selector("#play, #handoff")
    app.click("button[data-cmd=home]")
    expect(app.locator(".save")).to_have_count(1)
    expect(app.locator(".starting-note")).to_have_count(0)


def test_the_start_tap_is_answered_before_the_game_opens(app: Page) -> None:
    """The home screen shows that the tap was taken ("Setting the table…") in the same task as the tap."""
    shown = app.evaluate("""() => { document.querySelector('button[data-cmd=start]').click();
        return [!!document.querySelector('.starting-note'), !!document.querySelector('#play')]; }""")
    assert shown == [True, False]
    app.wait_for_selector("#play, #handoff")


#: every picture of the page: its drawing's class, whether that class gives it its drawing as its background
#: (the SVG, or the bitmap made of it: static/bitmaps.js) and whether it is drawn with a size (or is folded away:
#: within a closed part, or a part this window's layout does not show, such as a phone strip's last turns)
PICTURES = r"""[...document.querySelectorAll('#app .pic')].map((p) => {
  const name = [...p.classList].find((c) => c.startsWith('art-')) || '';
  const box = p.getBoundingClientRect();
  return [name, /^url\("(data:image\/svg\+xml,|blob:)/.test(getComputedStyle(p).backgroundImage),
          (box.width > 0 && box.height > 0) || p.closest('[hidden], details:not([open])') !== null
          || !p.parentElement.checkVisibility()];
})"""


def test_every_picture_is_drawn_by_the_arts_style_sheet(app: Page) -> None:
    """Every picture of the home screen and of a game's table is one element whose class names its drawing
    (static/vendor/art/art.css, tools/art.py), drawn as its background with a size; no <svg><use> is left
    (a picture that way cost each tap a copy of its drawing to lay out)."""
    start_game(app, "fury", [("human", "Mai"), ("bot", "Robo")])
    table = app.evaluate(PICTURES)
    app.evaluate("location.hash = '#/'")
    app.wait_for_selector("#home")
    home = app.evaluate(PICTURES)
    for pictures in (table, home):
        assert len(pictures) >= 5
        assert [p for p in pictures if not (p[0] and p[1] and p[2])] == [], "pictures without their drawing, or without a size"
    assert app.evaluate("document.querySelectorAll('#app use').length") == 0


#: each drawing's class in the page's style sheets: [class, its background's URL scheme, the bitmap's width and
#: height in pixels, or null for an SVG]
DRAWN_AS = r"""async () => {
  const out = [];
  for (const sheet of document.styleSheets) for (const rule of sheet.cssRules) {
    const match = /^\.(art-[a-z0-9-]+)$/.exec(rule.selectorText || '');
    if (!match) continue;
    const url = /^url\("?([^"]*)"?\)$/.exec(rule.style.backgroundImage)[1];
    let size = null;
    if (url.startsWith('blob:')) {
      const image = new Image();
      image.src = url;
      await image.decode();
      size = [image.naturalWidth, image.naturalHeight];
    }
    out.push([match[1], url.split(':')[0], size]);
  }
  return out;
}"""


def test_the_small_drawings_become_bitmaps_once_the_page_is_up(app: Page) -> None:
    """static/bitmaps.js: a drawing the style sheet marks small (a piece, a seat's mark) is drawn once as a
    bitmap big enough for its largest use (80 CSS px) at the screen's pixel density, and its class draws that
    (one SVG document drawn at several sizes in a frame is laid out anew at each); the covers and the card
    backs, shown large, stay SVG. The pictures on the table then draw the bitmaps."""
    from ramen.ui.markup.pictures import SYMBOL_PREFIX, shown_small, symbols

    app.wait_for_selector("html[data-bitmaps]", state="attached", timeout=READY_TIMEOUT_MS)
    small = {SYMBOL_PREFIX + name for name in symbols() if shown_small(name)}
    assert app.get_attribute("html", "data-bitmaps") == str(len(small))
    density = app.evaluate("devicePixelRatio")
    drawn = {name: (scheme, size) for name, scheme, size in app.evaluate(DRAWN_AS)}
    assert set(drawn) == {SYMBOL_PREFIX + name for name in symbols()}
    for name, (scheme, size) in drawn.items():
        if name in small:
            assert scheme == "blob" and size == [round(80 * density)] * 2, (name, scheme, size)
        else:
            assert scheme == "data" and size is None, (name, scheme)
    # a screen of twice the pixel density gets bitmaps of twice the pixels
    dense = app.context.browser.new_context(viewport={"width": 800, "height": 600}, device_scale_factor=2 * density)
    try:
        page = dense.new_page()
        page.goto(app.url.split("#")[0])
        page.wait_for_selector("html[data-bitmaps]", state="attached", timeout=READY_TIMEOUT_MS)
        sizes = [size for _name, scheme, size in page.evaluate(DRAWN_AS) if scheme == "blob"]
        assert sizes == [[round(160 * density)] * 2] * len(small)
    finally:
        dense.close()
    start_game(app, "ink", [("human", "Mai"), ("bot", "Robo")])
    chips = app.evaluate("[...document.querySelectorAll('#board .chip-art')].map(p => getComputedStyle(p).backgroundImage)")
    assert chips and all(chip.startswith('url("blob:') for chip in chips)
