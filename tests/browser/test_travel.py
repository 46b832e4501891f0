"""Things that travel (static/travel.js): after a patch, each piece the views mark (``data-thing`` in a
``data-zone``) that left one zone for another flies there; a piece from a face-down pile (``data-hidden``)
comes out of it, one into another's hand goes in face down; a die's new face spins it, a number counts.
A tap finishes every movement at once; under reduced motion nothing flies (what changed is highlighted);
at Instant and while skipping nothing moves. A flight carries the piece's picture only, looking as where it lies
(no list marker, no count badge, no words); it lands where its piece went though the table's band scrolled
meanwhile; what a move changes that is told, not flown (``data-lands``: a bowl's count, the actions left, the
recap) shows its old content until the pieces land. First on a test area of the real page (the same module the
app patches with), then in a real game of each title against the computer; at 390x844 the person's own moves
land in view, and the table does not scroll away from them."""

from __future__ import annotations

import random
import re
import zlib
from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from ramen.core.match import Match
from ramen.core.record import Record
from ramen.core.registry import get_game
from tests.browser import screens as S
from tests.browser.drivers import TAPPABLE, start_game
from tests.browser.pages import open_app, wait_idle

#: patches a test area with static/morph.js at html[data-travel]=``pace``, from ``before`` to ``after``;
#: in the frame where the movement starts (after travel.js's own callback): the clones in flight and
#: what they are (each frame's text, its picture's look and list marker, and the look of each piece on the
#: table), the pieces' running animations, what window.__travels said, what each [data-lands] shows; then a
#: pointerdown, as a tap (or with ``land`` the movement left to land), and what is still running after it,
#: what [data-lands] shows then, and the area's markup against ``after`` as parsed (the marks of what moved aside)
TRAVEL_JS = """async ([before, after, pace, land]) => {
    const { morph } = await import(new URL('static/morph.js', document.baseURI).href);
    const { travelLanded } = await import(new URL('static/travel.js', document.baseURI).href);
    const area = document.createElement('div');
    area.id = 'travel-check';
    document.body.prepend(area);
    const root = document.documentElement;
    const kept = root.dataset.travel;
    if (pace) root.dataset.travel = pace; else delete root.dataset.travel;
    window.__travels = [];
    // (what a box looks like; inline or not is no part of it: a flying box is laid out on its own, made a block)
    const look = (el) => { const l = getComputedStyle(el);
        return [l.display.replace(/^inline-?/, '') || 'block', l.backgroundColor, l.borderTopLeftRadius, l.paddingLeft]; };
    // (an inline style is what an animation or a held count leaves: the browser keeps an empty style="" once set)
    const markup = (el) => { const copy = el.cloneNode(true);
        for (const e of copy.querySelectorAll('.just-moved')) e.classList.remove('just-moved');
        for (const e of copy.querySelectorAll('[style]')) e.removeAttribute('style');
        return copy.innerHTML.replaceAll(' class=""', ''); };
    try {
        morph(area, before, false);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        window.__travels = [];
        morph(area, after, false);
        return await new Promise((done) => requestAnimationFrame(async () => {
            // (travel.js asked for its frame first: its movement has started in this one)
            const layer = document.getElementById('travel-layer');
            const flying = layer ? [...layer.children].map((c) => {
                const picture = c.querySelector('[data-picture]');
                return {cls: c.className, text: c.textContent.trim(),
                        transform: c.getAnimations()[0] ? String(c.getAnimations()[0].effect.getKeyframes()[0].transform) : '',
                        marker: !!picture && getComputedStyle(picture).display === 'list-item'
                            && getComputedStyle(picture).listStyleType !== 'none',
                        look: picture ? look(picture) : null};
            }) : [];
            const pieces = Object.fromEntries([...area.querySelectorAll('[data-thing]')].map((el) => [el.dataset.thing, look(el)]));
            const lands = [...area.querySelectorAll('[data-lands]')].map((el) => el.textContent.trim());
            const running = () => document.getAnimations().filter((a) => a.playState === 'running'
                && a.effect && a.effect.target && (area.contains(a.effect.target) || (layer && layer.contains(a.effect.target)))).length;
            const during = running();
            const travels = [...window.__travels];
            if (land) await travelLanded();
            else window.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
            const parsed = document.createElement('template');
            parsed.innerHTML = after;
            done({ flying, pieces, during, travels, lands, after_tap: running(), layer_after_tap: layer ? layer.childElementCount : 0,
                   lands_after_tap: [...area.querySelectorAll('[data-lands]')].map((el) => el.textContent.trim()),
                   same_as_after: markup(area) === parsed.innerHTML, text: area.textContent.replace(/\\s+/g, ' ').trim() });
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
    seen = app.evaluate(TRAVEL_JS, [before, after, "relaxed", False])
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
    assert app.evaluate(TRAVEL_JS, [same, same.replace("Score", "Points"), "quick", False])["travels"] == []
    moved = table(["tofu"], ["nori", "egg"], 10, 3, 2, "salmon")
    assert app.evaluate(TRAVEL_JS, [same, moved, None, False])["travels"] == []
    elsewhere = moved.replace('data-zone="hand:0"', 'data-zone="hand:2"')
    assert app.evaluate(TRAVEL_JS, [same, elsewhere, "quick", False])["travels"] == []


def test_under_reduced_motion_nothing_flies_what_changed_is_highlighted(app: Page) -> None:
    """prefers-reduced-motion: no clone flies and nothing spins; the pieces that arrived glow instead."""
    app.emulate_media(reduced_motion="reduce")
    try:
        before = table(["egg", "tofu"], ["nori"], 10, 3, 2, "salmon")
        after = table(["tofu"], ["nori", "egg"], 10, 3, 2, "corn")
        seen = app.evaluate(TRAVEL_JS, [before, after, "relaxed", False])
        assert seen["flying"] == [], seen
        assert "card:egg pantry > hand:0" in seen["travels"]
        assert seen["during"] >= 2, seen  # the egg and the die glow
    finally:
        app.emulate_media(reduced_motion="no-preference")


#: a Ramen Extreme corner (the real style sheet's rules for it apply: ``.extreme-board .claimed .xt-won``): a hand
#: whose egg card carries what is not its picture (a count badge, words for screen readers, a button of words), a
#: Pantry, a Table bowl card and the claimed ones
def corner(hand: str, pantry: str, table_bowl: str, claimed: str) -> str:
    return ('<div class="extreme-board">'
            f'<ul data-zone="hand:0">{hand}</ul><ol data-zone="pantry">{pantry}</ol>'
            f'<ul class="bowls" data-zone="table">{table_bowl}</ul><ul class="claimed" data-zone="claimed:0">{claimed}</ul></div>')


EGG = ('<li data-thing="card:egg" data-n="2"><span class="card">egg</span><span class="card-badge count" data-stays>×2</span>'
       '<span class="sr">Egg, two in hand</span><button type="button">Claim</button></li>')
BOWL = ('<li class="{0}" data-thing="bowl:7"><span class="xt-won-points">10</span>'
        '<span class="sr"> points: Egg + Nori</span></li>')


def test_a_flight_carries_the_piece_s_picture_only_as_it_looks_where_it_lies(app: Page) -> None:
    """The egg card that goes to the Pantry flies without its count badge, its words for screen readers, the
    button of words on it or a list marker; the claimed bowl card flies looking as it does among the claimed
    ones (the style sheet's rules for its place), not as a bare list item."""
    before = corner(EGG.replace('data-n="2"', 'data-n="3"'), "", BOWL.format("bowl-card"), "")
    after = corner(EGG, EGG.replace('data-n="2"', ""), "", BOWL.format("xt-won"))
    seen = app.evaluate(TRAVEL_JS, [before, after, "relaxed", False])
    assert {"card:egg hand:0 > pantry", "bowl:7 table > claimed:0"} <= set(seen["travels"]), seen["travels"]
    assert sorted(f["text"] for f in seen["flying"]) == ["10", "egg"], seen["flying"]  # no ×2, no words, no Claim
    assert not any(f["marker"] for f in seen["flying"]), seen["flying"]
    bowl = next(f for f in seen["flying"] if f["text"] == "10")
    assert bowl["look"] == seen["pieces"]["bowl:7"], (bowl, seen["pieces"])  # as it lies among the claimed bowls
    assert bowl["look"][0] != "list-item", bowl


def test_what_a_move_tells_shows_once_its_pieces_land(app: Page) -> None:
    """What a move changes that is told, not flown (``data-lands``: here a bowl's count and the actions left)
    shows its old content while the pieces fly and its new one once they land, or at once when a tap ends the
    flights; the markup is then exactly the patched one. Without a flight (a count alone changed, or under reduced
    motion) nothing waits."""
    def told(pantry: list[str], hand: list[str], bowl: str, actions: int) -> str:
        return (table(pantry, hand, 10, 3, 2, "salmon") + f'<p>Bowl 1 <span data-lands="bowl-head:0:0">{bowl}</span></p>'
                f'<p data-lands="actions">Actions <b>{actions}</b> left</p>')
    before = told(["egg", "tofu"], ["nori"], "1/5", 2)
    after = told(["tofu"], ["nori", "egg"], "2/5", 1)
    tapped = app.evaluate(TRAVEL_JS, [before, after, "relaxed", False])
    assert "card:egg pantry > hand:0" in tapped["travels"]
    assert tapped["lands"] == ["1/5", "Actions 2 left"], tapped["lands"]  # in the air: as before
    assert tapped["lands_after_tap"] == ["2/5", "Actions 1 left"], tapped  # a tap: landed at once
    assert tapped["same_as_after"], tapped
    landed = app.evaluate(TRAVEL_JS, [before, after, "quick", True])
    assert landed["lands"] == ["1/5", "Actions 2 left"] and landed["lands_after_tap"] == ["2/5", "Actions 1 left"], landed
    assert landed["same_as_after"], landed
    alone = app.evaluate(TRAVEL_JS, [before, told(["egg", "tofu"], ["nori"], "1/5", 1), "quick", False])
    assert alone["lands"] == ["1/5", "Actions 1 left"], alone  # nothing in the air: nothing waits
    app.emulate_media(reduced_motion="reduce")
    try:
        still = app.evaluate(TRAVEL_JS, [before, after, "relaxed", False])
        assert still["lands"] == ["2/5", "Actions 1 left"] and still["same_as_after"], still
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


#: waits until what the last patch moved has landed (static/travel.js)
LANDED_ALL_JS = """async () => { const { travelLanded } = await import(new URL('static/travel.js', document.baseURI).href);
    await travelLanded(); }"""


def board_html(page: Page) -> str:
    """The board's markup without the marks of what just moved (``.just-moved``: there or not by when it is read) and
    inline styles (what an animation or a held count leaves)."""
    return page.evaluate("""() => { const copy = document.getElementById('board').cloneNode(true);
        for (const el of copy.querySelectorAll('.just-moved')) el.classList.remove('just-moved');
        for (const el of copy.querySelectorAll('[style]')) el.removeAttribute('style');
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
    app.evaluate(LANDED_ALL_JS)  # (what a move tells shows once its pieces have landed)
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
    # the board only shows meanwhile (but what changes only what is shown: another's place shown whole)
    assert app.locator("#play :is(#board, #play-dock) button:enabled:not([data-cmd=ui])").count() == 0
    assert app.locator("html[data-replaying]").count() == 1  # (what a test waits on: screens.settle)
    app.click("#play .replay-bar button[data-cmd=turn-again-stop]")
    app.wait_for_function("document.getElementById('status').textContent.startsWith('Your turn')")
    assert app.locator("#play .replay-bar").count() == 0
    assert app.locator("html[data-replaying]").count() == 0
    app.evaluate("""() => { const b = document.createElement('button'); b.dataset.cmd = 'turn-again';
        b.dataset.arg = '5-900'; document.querySelector('#board').append(b); b.click(); }""")
    app.wait_for_selector("#play .message.error")
    assert "can't be played again" in app.locator("#play .message.error").inner_text()


# --- in a real game at 390x844: where each piece lands, how it looks in flight, the person's own moves in view ----

PHONE = (390, 844)


def record_until(game_id: str, wanted: str, seed_from: int = 1, first: bool = False, after: int = 0) -> tuple[Record, str]:
    """A seeded game of Mai against two computers (random legal moves for every seat) up to Mai's first decision
    where an action matching the pattern ``wanted`` is legal (``first``: and nobody played since her last move,
    the others playing after her; ``after``: and at least that many moves were played, the last by another);
    and that action."""
    game = get_game(game_id)
    for seed in range(seed_from, seed_from + 200):
        match = Match(game, Record(game=game_id, seed=seed, seats=S.seats_for(game_id, 1, 2)))
        rng = random.Random(seed)
        for _ in range(3000):
            if match.over:
                break
            mine = match.to_act == 0 and (not first or not match.log or match.log[-1][0] in (0, None)) \
                and (not after or (len(match.log) >= after and match.log[-1][0] not in (0, None)))
            found = [text for text in match.legal_texts() if re.match(wanted, text)] if mine else []
            if found:
                return Record.from_json(match.record.to_json()), found[0]
            match.play(rng.choice(match.legal_texts()))
    raise LookupError(f"no seed reaches {wanted!r} for Mai in {game_id}")


#: the game screen's enabled buttons that choose or take an action: their command and argument
BUTTONS_JS = """() => [...document.querySelectorAll('#play button:enabled')].map((b, i) => ({i, cmd: b.dataset.cmd || '',
    arg: b.dataset.arg || ''}))"""


def tap_action(page: Page, wanted: str, length: int | None = None, last: Callable[[], None] | None = None) -> str:
    """Tap the game screen's buttons toward an action starting with the words ``wanted``, as a person does, until one
    of ``length`` words (all of ``wanted`` when None) is taken: at each step the button that goes furthest along it
    (a claim asks first: its question is then said yes to). ``last``, when given, is called just before the tap that
    takes the action. Returns the action taken."""
    target = wanted.split()
    size = length or len(target)
    for _ in range(8):
        S.settle(page)
        prefix = (page.evaluate("document.getElementById('strip')?.dataset.prefix || ''") or "").split()
        best: tuple[float, int, list[str]] | None = None
        for button in page.evaluate(BUTTONS_JS):
            cmd, arg = button["cmd"], button["arg"]
            if cmd == "pick":
                path, rank = prefix + arg.split(), 0.5
            elif cmd in ("pick-fresh", "act"):
                path, rank = arg.split(), 0.5
            elif cmd == "ui" and arg.startswith("extreme_confirm=") and "|" in arg:
                path, rank = arg.split("|", 1)[1].split(), 0.0  # (the claim's question first)
            else:
                continue
            if path[:len(target)] != target[:len(path)] or len(path) <= len(prefix) or len(path) > size:
                continue
            if best is None or len(path) + rank > best[0]:
                best = (len(path) + rank, button["i"], path)
        assert best is not None, f"no button toward {wanted!r} (chosen so far: {prefix})"
        rank, index, path = best
        whole = len(path) == size and rank % 1 > 0
        if whole and last is not None:
            last()
        page.locator("#play button:enabled").nth(index).click()
        if whole:
            return " ".join(path)
    raise AssertionError(f"{wanted!r} was never taken")


#: holds every flight in the air (and what the page's scripts animate with it) as soon as one whose words match
#: ``pattern`` leaves: window.__heldFlights, until ``RESUME_JS``
HOLD_JS = """(pattern) => {
    const re = new RegExp(pattern);
    window.__heldFlights = null;
    const watch = new MutationObserver(() => {
        const layer = document.getElementById('travel-layer');
        if (window.__heldFlights || !layer || ![...layer.children].some((f) => re.test(f.dataset.flight || ''))) return;
        window.__heldFlights = document.getAnimations().filter((a) => a.playState === 'running'
            && !(a instanceof CSSAnimation) && !(a instanceof CSSTransition));
        for (const a of window.__heldFlights) a.pause();
        watch.disconnect();
    });
    watch.observe(document.body, {childList: true, subtree: true});
}"""
RESUME_JS = "() => { for (const a of window.__heldFlights || []) a.play(); window.__heldFlights = null; }"

#: the table's band (the [data-scroller] element that scrolls), in a page script
BAND_JS = """() => [...document.querySelectorAll('[data-scroller]')].find((el) => getComputedStyle(el).display !== 'contents'
    && /(auto|scroll)/.test(getComputedStyle(el).overflowY)) || null"""

#: once the page's own scrolls are over (the band still for three frames, no html[data-revealing]): each flight held
#: in the air, where it lands (its frame's place, the flight's transform aside) against the box of the zone its
#: piece went to, and its picture's look against the look of the piece that arrived there
LANDING_JS = """async () => {
    const html = document.documentElement, band = (""" + BAND_JS + """)();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = null, still = 0;
    for (let i = 0; i < 1200 && still < 3; i++) {
        await frame();
        const y = band ? band.scrollTop : window.scrollY;
        still = y === last && !html.hasAttribute('data-revealing') ? still + 1 : 0;
        last = y;
    }
    const box = (r) => [r.left, r.top, r.width, r.height].map(Math.round);
    const look = (el) => { const l = getComputedStyle(el);
        return [l.display.replace(/^inline-?/, '') || 'block', l.backgroundColor, l.borderTopLeftRadius, l.paddingLeft, l.fontSize]; };
    return [...document.getElementById('travel-layer').children].map((f) => {
        const what = f.dataset.flight || '';
        const to = (what.split(' > ')[1] || '').replace(' (face down)', '');
        const zone = to ? document.querySelector(`#app [data-zone="${to}"]`) : null;
        const land = {left: parseFloat(f.style.left) - window.scrollX, top: parseFloat(f.style.top) - window.scrollY,
                      width: parseFloat(f.style.width), height: parseFloat(f.style.height)};
        const z = zone ? zone.getBoundingClientRect() : null;
        const [x, y] = [land.left + land.width / 2, land.top + land.height / 2];
        const picture = f.querySelector('[data-picture]');
        const piece = zone ? [...zone.querySelectorAll('.just-moved')].find((el) => el.dataset.thing === what.split(' ')[0]) : null;
        return {what, land: box(land), zone: z ? box(z) : null,
                inside: !!z && x >= z.left - 2 && x <= z.right + 2 && y >= z.top - 2 && y <= z.bottom + 2,
                look: picture ? look(picture) : null, piece: piece ? look(piece) : null,
                debris: picture ? picture.querySelectorAll('[data-stays], .sr, .sr-only').length : 0,
                marker: !!picture && getComputedStyle(picture).display === 'list-item' && getComputedStyle(picture).listStyleType !== 'none'};
    });
}"""

#: (game, the action Mai takes (a pattern: the first legal one matching it), the flights to look at: their words)
LANDING_CASES = [
    ("fury", r"play \S+ p[23]b", r"hand:0 > bowl:[12]:"),  # a chili or nori from her hand into another's bowl
    ("fury", r"place pantry \d p[23]b", r"pantry > bowl:[12]:"),  # a revealed one from the Pantry into another's bowl
    ("ink", r"pick ", r"draft > took:[12]"),  # (her pick, then) the computers' picks go to their places
    ("extreme", r"steal ", r"tokens:[12] > tokens:0"),  # a stolen token goes to the thief
    ("extreme", r"claim ", r"table > claimed:0"),  # a claimed bowl to the claimer
]


def test_a_piece_lands_where_it_goes_looking_as_it_does_there(screen_page: Page, site_url: str) -> None:
    """Three seats at 390x844, in each case Mai plays a move by taps (or watches the computers' after hers): each
    flight lands on the zone its piece went to (a chili into Computer 3's bowl lands on that bowl, not on Computer
    2's, though the table's band scrolled while it flew), and flies looking as the piece does there, with nothing
    that is not its picture. The flights are held in the air (paused) while the page's own scrolls end, then
    looked at."""
    page = screen_page
    S.resize(page, *PHONE)
    open_app(page, site_url, "?botdelay=0&travel=quick&travelms=2000", reuse=True)
    problems: list[str] = []
    for game, action, flights in LANDING_CASES:
        S.go(page, "#/")
        record, text = record_until(game, action, first=game == "ink")
        S.plant(page, record, f"landing-{game}")
        page.evaluate("window.__travels = []")
        took = tap_action(page, text, last=lambda: page.evaluate(HOLD_JS, flights))
        assert took == text
        try:
            page.wait_for_function("window.__heldFlights", timeout=60_000)
            seen = page.evaluate(LANDING_JS)
        finally:
            page.evaluate(RESUME_JS)
        if not any(re.search(flights, f["what"]) for f in seen):
            problems.append(f"{game}, {took}: no flight {flights!r} among {seen}; moves: {page.evaluate('window.__travels')}")
        for flight in seen:
            if not flight["inside"]:
                problems.append(f"{game}, {took}: {flight['what']} lands at {flight['land']}, not on its zone {flight['zone']}")
            if flight["look"] is not None and flight["look"] != flight["piece"]:
                problems.append(f"{game}, {took}: {flight['what']} flies looking {flight['look']}, lies {flight['piece']}")
            if flight["debris"] or flight["marker"]:
                problems.append(f"{game}, {took}: {flight['what']} flies with what is not its picture: {flight}")
        S.settle(page)
    assert not problems, "\n".join(problems)


#: what Fury's counts of a move say (the bowls' heads, the actions left, the hand's size), by their data-lands names
COUNTS_JS = """() => Object.fromEntries([...document.querySelectorAll('#app [data-lands]')]
    .filter((el) => /^(bowl-head:0:|actions|hand-count)/.test(el.dataset.lands))
    .map((el) => [el.dataset.lands, el.textContent.replace(/\\s+/g, ' ').trim()]))"""


def test_a_move_s_counts_change_when_its_piece_lands_in_a_game(screen_page: Page, site_url: str) -> None:
    """Fury at 390x844: Mai preps a card into her bowl; while the card is in the air (held there) her bowl's count,
    her actions left and her hand's size say what they said before; once it has landed, what they say now."""
    page = screen_page
    S.resize(page, *PHONE)
    open_app(page, site_url, "?botdelay=0&travel=quick&travelms=2000", reuse=True)
    S.go(page, "#/")
    record, text = record_until("fury", r"prep \S+ b\d", after=6)
    S.plant(page, record, "counts-fury")
    S.settle(page)
    before = page.evaluate(COUNTS_JS)
    assert {"actions", "hand-count", "bowl-head:0:0"} <= set(before), before
    took = tap_action(page, text, last=lambda: page.evaluate(HOLD_JS, r"hand:0 > bowl:0:"))
    try:
        page.wait_for_function("window.__heldFlights", timeout=60_000)
        during = page.evaluate(COUNTS_JS)
    finally:
        page.evaluate(RESUME_JS)
    S.settle(page)
    after = page.evaluate(COUNTS_JS)
    assert during == before, f"{took}: in the air {during}, before {before}"
    changed = {key for key in after if after[key] != before.get(key)}
    assert {"actions", "hand-count", f"bowl-head:0:{int(took[-1]) - 1}"} <= changed, (took, before, after)


#: per title, a kind of the person's own move (its first word, its length in words): Fury's prep (hand -> own
#: bowl), Ink's drawing of an ingredient (the card in the dock -> a bowl of her score card), Extreme's taking a
#: token (a Hot Pot -> her tokens)
OWN_MOVES = {"fury": ("prep", 3), "ink": ("place", 3), "extreme": ("take", 2)}
#: where her game starts: a decision of hers, the others having played before it (Extreme: her turn's first roll)
OWN_START = {"fury": "prep ", "ink": "place ", "extreme": "roll"}

#: once the move just tapped has travelled and landed (window.__travels said it, nothing in the air any more):
#: where each piece that arrived (``.just-moved``) is, against the window and, when it lies in the table's band, the
#: band (kept as window.__landed to be looked at again)
LANDED_JS = """async () => {
    const html = document.documentElement, band = (""" + BAND_JS + """)();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const moving = () => !(window.__travels || []).length || document.getElementById('travel-layer')?.childElementCount
        || document.getAnimations().some((a) => a.playState === 'running' && !(a instanceof CSSAnimation) && !(a instanceof CSSTransition));
    for (let i = 0; i < 3000 && moving(); i++) await frame();
    window.__landed = [...document.querySelectorAll('#app .just-moved')];
    return window.__landed.map((el) => {
        const r = el.getBoundingClientRect(), b = band && band.contains(el) ? band.getBoundingClientRect() : null;
        const within = (o) => r.top >= o.top - 1 && r.bottom <= o.bottom + 1 && r.left >= o.left - 1 && r.right <= o.right + 1;
        return {what: (el.dataset.thing || el.className) + ' in ' + (el.parentElement?.closest('[data-zone]')?.dataset.zone || '?'),
                box: [r.left, r.top, r.width, r.height].map(Math.round), window: within({top: 0, left: 0, bottom: innerHeight, right: innerWidth}),
                band: b ? within(b) : null, bandY: band ? Math.round(band.scrollTop) : null, connected: el.isConnected};
    });
}"""
AGAIN_JS = LANDED_JS.replace("for (let i = 0; i < 3000 && moving(); i++) await frame();\n    window.__landed = [...document.querySelectorAll('#app .just-moved')];", "")


def test_the_person_s_own_moves_land_in_view_and_stay_there_on_a_phone(screen_page: Page, site_url: str) -> None:
    """At 390x844, Mai against two computers at the Quick pace, in each title: each time she makes a move of one
    kind (Fury: prep a card into a bowl; Ink: draw an ingredient into a bowl; Extreme: take a token), every piece
    that arrived (``.just-moved``) is inside the window and, where it lies in the table's band, inside the band when
    it lands; and once the page has settled (the next step brought into view, the recap of the others' moves
    included), it still is: the table did not scroll away from where her piece landed. Three such moves a title;
    between them she taps seeded random controls."""
    page = screen_page
    S.resize(page, *PHONE)
    open_app(page, site_url, "?botdelay=0&travel=quick", reuse=True)
    for game in S.GAMES:
        kind, length = OWN_MOVES[game]
        S.go(page, "#/")
        record, _ = record_until(game, OWN_START[game], after=6)
        S.plant(page, record, f"own-{game}")
        rng = random.Random(f"own-{game}")
        tappable = page.locator(", ".join(f"{part.strip()}:visible" for part in TAPPABLE.split(",")))
        checked: list[str] = []
        for _ in range(300):
            S.settle(page)
            assert not page.locator("[data-game-over]").count(), f"{game}: the game ended after {checked}"
            prefix = (page.evaluate("document.getElementById('strip')?.dataset.prefix || ''") or "").split()
            toward = [b for b in page.evaluate(BUTTONS_JS) if b["cmd"] in ("pick", "pick-fresh", "act")
                      and ((prefix if b["cmd"] == "pick" else []) + b["arg"].split())[:1] == [kind]]
            if not toward:
                count = tappable.count()
                assert count, "no control to move the game on"
                tappable.nth(rng.randrange(count)).click()
                continue
            page.evaluate("window.__travels = []")
            took = tap_action(page, kind, length)
            landed = page.evaluate(LANDED_JS)
            assert landed, f"{game}, {took}: no piece arrived; moves: {page.evaluate('window.__travels')}"
            for piece in landed:
                assert piece["window"] and piece["band"] is not False, f"{game}, {took}: {piece['what']} lands out of view: {piece}"
            S.settle(page)
            for piece in page.evaluate(AGAIN_JS):
                assert piece["window"] and piece["band"] is not False, \
                    f"{game}, {took}: the table scrolled away from {piece['what']} after it landed: {piece}; " \
                    f"the page's last scrolls: {page.evaluate('window.__reveals || []')[-3:]}"
            checked.append(took)
            if len(checked) == 3:
                break
        else:
            raise AssertionError(f"{game}: only {checked} were checked")
