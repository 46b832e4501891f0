"""Things that travel (static/travel.js): after a patch, each piece the views mark (``data-thing`` in a
``data-zone``) that left one zone for another flies there; a piece from a face-down pile (``data-hidden``)
comes out of it, one into another's hand goes in face down; a die's new face spins it, a number counts.
A tap finishes every movement at once; under reduced motion nothing flies (what changed is highlighted);
at Instant and while skipping nothing moves. First on a test area of the real page (the same module the
app patches with), then in a real game of each title against the computer."""

from __future__ import annotations

import random
import zlib

import pytest
from playwright.sync_api import Page

from tests.browser.drivers import start_game
from tests.browser.pages import open_app, wait_idle

#: patches a test area with static/morph.js at html[data-travel]=``pace``, from ``before`` to ``after``;
#: in the frame where the movement starts (after travel.js's own callback): the clones in flight and
#: what they are, the pieces' running animations, what window.__travels said; then a pointerdown, as a
#: tap, and what is still running after it
TRAVEL_JS = """async ([before, after, pace]) => {
    const { morph } = await import(new URL('static/morph.js', document.baseURI).href);
    const area = document.createElement('div');
    area.id = 'travel-check';
    document.body.prepend(area);
    const root = document.documentElement;
    const kept = root.dataset.travel;
    if (pace) root.dataset.travel = pace; else delete root.dataset.travel;
    window.__travels = [];
    try {
        morph(area, before, false);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        window.__travels = [];
        morph(area, after, false);
        return await new Promise((done) => requestAnimationFrame(() => {
            // (travel.js asked for its frame first: its movement has started in this one)
            const layer = document.getElementById('travel-layer');
            const flying = layer ? [...layer.children].map((c) => ({
                cls: c.className, text: c.textContent.trim(),
                transform: c.getAnimations()[0] ? String(c.getAnimations()[0].effect.getKeyframes()[0].transform) : ''})) : [];
            const running = () => document.getAnimations().filter((a) => a.playState === 'running'
                && a.effect && a.effect.target && (area.contains(a.effect.target) || (layer && layer.contains(a.effect.target)))).length;
            const during = running();
            const travels = [...window.__travels];
            window.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
            done({ flying, during, travels, after_tap: running(), layer_after_tap: layer ? layer.childElementCount : 0,
                   text: area.textContent.replace(/\\s+/g, ' ').trim() });
        }));
    } finally {
        area.remove();
        if (kept === undefined) delete root.dataset.travel; else root.dataset.travel = kept;
    }
}"""

#: (no inline style: the page's Content-Security-Policy refuses it; the text gives each piece its box)
CARD = '<span data-thing="card:{0}">{0}</span>'


def table(pantry: list[str], hand: list[str], deck: int, other_hand: int, score: int, die: str) -> str:
    """A small table: a deck, a Pantry, my hand, another's hidden hand, a score and a die."""
    return (f'<div data-zone="deck" data-hidden="{deck}">deck</div>'
            f'<ol data-zone="pantry">{"".join(f"<li>{CARD.format(c)}</li>" for c in pantry)}</ol>'
            f'<ul data-zone="hand:0">{"".join(f"<li>{CARD.format(c)}</li>" for c in hand)}</ul>'
            f'<p data-zone="hand:1" data-hidden="{other_hand}">{other_hand} cards in hand</p>'
            f'<p>Score <strong data-tally="{score}" data-tally-key="score:0">{score}</strong></p>'
            f'<ul data-zone="dice"><li data-thing="die:1" data-face="{die}">{die}</li></ul>')


def test_a_card_flies_from_where_it_was_to_where_it_goes_and_a_tap_ends_it(app: Page) -> None:
    """The egg taken from the Pantry flies to my hand; the Pantry's new card comes out of the deck;
    the tofu taken by the other player goes into their hand face down; the die spins; the score counts.
    A tap finishes it all at once, every piece where it is going."""
    before = table(["egg", "tofu", "corn"], ["nori"], 10, 3, 2, "salmon")
    after = table(["mushroom", "corn"], ["nori", "egg"], 9, 4, 5, "tofu")
    seen = app.evaluate(TRAVEL_JS, [before, after, "relaxed"])
    assert set(seen["travels"]) >= {"card:egg pantry > hand:0", "card:mushroom deck > pantry",
                                    "card:tofu pantry > hand:1 (face down)", "die:1 rolls tofu",
                                    "score:0 counts to 5"}, seen["travels"]
    assert sorted(f["text"] for f in seen["flying"]) == ["", "egg", "mushroom"], seen["flying"]  # "": a card back
    assert all(f["transform"].startswith("translate(") for f in seen["flying"]), seen["flying"]
    assert seen["during"] >= 5, seen
    assert seen["after_tap"] == 0 and seen["layer_after_tap"] == 0, seen
    assert "Score 5" in seen["text"], seen["text"]  # the count ends on the new score


def test_nothing_moves_that_stayed_and_no_pace_moves_nothing(app: Page) -> None:
    """A patch that changes no piece's place moves nothing; with no pace set (Instant, skipping, the
    tests' own ?botdelay) nothing travels at all; a zone that was not on screen before is not a move."""
    same = table(["egg", "tofu"], ["nori"], 10, 3, 2, "salmon")
    assert app.evaluate(TRAVEL_JS, [same, same.replace("Score", "Points"), "quick"])["travels"] == []
    moved = table(["tofu"], ["nori", "egg"], 10, 3, 2, "salmon")
    assert app.evaluate(TRAVEL_JS, [same, moved, None])["travels"] == []
    elsewhere = moved.replace('data-zone="hand:0"', 'data-zone="hand:2"')
    assert app.evaluate(TRAVEL_JS, [same, elsewhere, "quick"])["travels"] == []


def test_under_reduced_motion_nothing_flies_what_changed_is_highlighted(app: Page) -> None:
    """prefers-reduced-motion: no clone flies and nothing spins; the pieces that arrived glow instead."""
    app.emulate_media(reduced_motion="reduce")
    try:
        before = table(["egg", "tofu"], ["nori"], 10, 3, 2, "salmon")
        after = table(["tofu"], ["nori", "egg"], 10, 3, 2, "corn")
        seen = app.evaluate(TRAVEL_JS, [before, after, "relaxed"])
        assert seen["flying"] == [], seen
        assert "card:egg pantry > hand:0" in seen["travels"]
        assert seen["during"] >= 2, seen  # the egg and the die glow
    finally:
        app.emulate_media(reduced_motion="no-preference")


#: per title: what the computer (seat 0) moves on the board in its first turns, one of these at least:
#: Fury's cards out of its hand or into its hand or bowls; Ink's topping card taken; Extreme's tokens from
#: the Hot Pots onto its card
EXPECTED = {
    "fury": ("hand:0 >", "> hand:0", "> bowl:0:"),
    "ink": ("topping-card:",),
    "extreme": ("> tokens:0",),
}


@pytest.mark.parametrize("game", ["fury", "ink", "extreme"])
def test_a_computer_turn_moves_on_the_board(unopened: Page, site_url: str, game: str) -> None:
    """A real game against the computer at ?travel=quick: the computer's moves travel on the board
    (window.__travels says what moved where), with no page error. The person taps seeded random
    controls of the board when it is their turn, until the computer has moved."""
    app = unopened
    open_app(app, site_url, query=f"?botdelay=0&travel=quick&seed={zlib.crc32(game.encode()) % 1_000_000}")
    start_game(app, game, [("bot", "Robo"), ("human", "Mai")])
    assert app.evaluate("document.documentElement.dataset.travel") == "quick"
    rng = random.Random(game)
    travels: list[str] = []
    for _ in range(40):
        wait_idle(app)
        travels = app.evaluate("window.__travels || []")
        if any(part in line for line in travels for part in EXPECTED[game]):
            return
        controls = app.locator("#play :is(#board, #play-dock) button:enabled, #play #strip button:enabled")
        assert controls.count(), f"no control to tap; moves so far: {travels}"
        controls.nth(rng.randrange(controls.count())).click()
    raise AssertionError(f"{game}: the computer's moves never travelled: {travels}")


def play_until_a_line_to_play_again(app: Page, seed: int) -> None:
    """The person taps seeded random controls of the board until the computer has played a turn that
    "Since your last turn" tells and it is the person's move."""
    rng = random.Random(seed)
    for _ in range(60):
        wait_idle(app)
        if app.locator("#recap button.recap-replay").count():
            return
        controls = app.locator("#play :is(#board, #play-dock) button:enabled, #play #strip button:enabled")
        assert controls.count(), "no control to tap"
        controls.nth(rng.randrange(controls.count())).click()
    raise AssertionError("the computer's turn never showed in Since your last turn")


#: every text #status shows from now on (a turn played again passes quickly at ?botdelay=0)
WATCH_STATUS = """() => { window.__statuses = [];
  new MutationObserver(() => { const s = document.getElementById('status');
    if (s) window.__statuses.push(s.textContent.trim()); }).observe(document.getElementById('app'),
    {subtree: true, childList: true, characterData: true}); }"""


def board_html(page: Page) -> str:
    """The board's markup without the marks of what just moved (``.just-moved``: there or not by when it is read)."""
    return page.evaluate("""() => { const copy = document.getElementById('board').cloneNode(true);
        for (const el of copy.querySelectorAll('.just-moved')) el.classList.remove('just-moved');
        return copy.innerHTML.replaceAll(' class=""', ''); }""")


def test_a_line_since_your_last_turn_plays_that_turn_again_on_the_board(unopened: Page, site_url: str) -> None:
    """Tapping the computer's line in "Since your last turn" shows the board before that turn, then each
    of its moves (they travel as they did), then the board of now, where the person plays on."""
    app = unopened
    open_app(app, site_url, query="?botdelay=0&travel=quick&seed=77")
    start_game(app, "fury", [("bot", "Robo"), ("human", "Mai")])
    play_until_a_line_to_play_again(app, 77)
    line = app.locator("#recap button.recap-replay[data-cmd=turn-again]").last
    first, last = (int(part) for part in (line.get_attribute("data-arg") or "").split("-"))
    now = board_html(app)
    app.evaluate(WATCH_STATUS)
    app.evaluate("window.__travels = []")
    line.click()
    app.wait_for_function("document.getElementById('status').textContent.startsWith('Your turn')")
    statuses = app.evaluate("window.__statuses")
    moves = last - first + 1
    assert [f"Playing Robo's turn again: move {k} of {moves}." for k in range(moves + 1)] == \
        [s for i, s in enumerate(statuses) if s.startswith("Playing") and (i == 0 or statuses[i - 1] != s)], statuses
    assert app.evaluate("window.__travels.length") > 0  # the moves travelled again
    assert board_html(app) == now  # and the board is now's again
    assert app.locator("#play :is(#board, #play-dock) button:enabled").count()  # Mai plays on


def test_a_tap_during_a_turn_played_again_goes_back_to_now(unopened: Page, site_url: str) -> None:
    """At a slow pace, Back to now ends the turn played again at once; a bad span is refused in words."""
    app = unopened
    open_app(app, site_url, query="?botdelay=3000&seed=78")
    start_game(app, "fury", [("bot", "Robo"), ("human", "Mai")])
    play_until_a_line_to_play_again(app, 78)
    app.locator("#recap button.recap-replay").last.click()
    app.wait_for_selector("#play .replay-bar button[data-cmd=turn-again-stop]")
    assert app.locator("#play :is(#board, #play-dock) button:enabled").count() == 0  # the board only shows meanwhile
    assert app.locator("html[data-replaying]").count() == 1  # (what a test waits on: screens.settle)
    app.click("#play .replay-bar button[data-cmd=turn-again-stop]")
    app.wait_for_function("document.getElementById('status').textContent.startsWith('Your turn')")
    assert app.locator("#play .replay-bar").count() == 0
    assert app.locator("html[data-replaying]").count() == 0
    app.evaluate("""() => { const b = document.createElement('button'); b.dataset.cmd = 'turn-again';
        b.dataset.arg = '5-900'; document.querySelector('#board').append(b); b.click(); }""")
    app.wait_for_selector("#play .message.error")
    assert "can't be played again" in app.locator("#play .message.error").inner_text()
