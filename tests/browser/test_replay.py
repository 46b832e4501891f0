"""Replays, game files and links in the real page: a seeded game played to the end is
replayed action by action to the end screen's position; its link opens on another device with the
server stopped; a damaged file and a damaged link get their messages and change no saved game; a
game in progress sent by link becomes one saved game on the other device, however often it is opened.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from ramen.core.link import read_game_file
from ramen.core.record import Record
from ramen.core.registry import get_game
from ramen.core.timeline import Timeline
from tests.browser.pages import READY_TIMEOUT_MS, wait_idle
from tests.browser.drivers import random_clicks, start_game
from tests.browser.test_offline import (Site, guard_context, guard_tab, open_site, play_a_little, site,  # noqa: F401
                                        wait_controlled, wait_ready)

GAME_TIMEOUT_MS = 120_000


@pytest.fixture
def app(app_in_own_page: Page) -> Page:
    """The app in the test's own page and context: its test watches the app's page with ``problems``, beside
    another device's."""
    return app_in_own_page


def saves(tab: Page) -> dict[str, str]:
    """Every saved game's raw text, by key (to check that nothing changed)."""
    return tab.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('ramen.save.')).map(k => [k, localStorage.getItem(k)]))""")


def saved_record(tab: Page, key: str) -> Record:
    return Record.from_json(json.loads(saves(tab)[key])["record"])


def totals(tab: Page, selector: str) -> dict[str, str]:
    """seat -> its total as shown ("12 points") in a ranking list."""
    found = {}
    for item in tab.locator(selector).all():
        found[item.get_attribute("data-seat")] = re.sub(r"\s+", " ", item.locator(".total").first.inner_text()).strip()
    return found


def position(tab: Page) -> int:
    return int(tab.locator("#replay").get_attribute("data-position"))


def share_link(tab: Page) -> str:
    """Open the share panel, read the warning, make the link; returns the link from its read-only field."""
    tab.click("#replay button[data-key=replay-share]")
    expect(tab.locator(".share-warning")).to_contain_text("hand")
    expect(tab.locator("#share-link")).to_have_count(0)  # no link before the warning was accepted
    tab.click("button[data-cmd=make-link]")
    field = tab.locator("#share-link")
    expect(field).to_have_attribute("readonly", "")
    return field.input_value()


def test_replay_a_finished_game_share_it_and_open_it_offline_elsewhere(page: Page, site: Site, problems, browser,
                                                                        tmp_path: Path) -> None:  # noqa: F811
    """Issue 11, "Done when": play a seeded game to the end; replay every action with the arrow key
    to the end screen's scores; its link, in a new browser context with the server stopped and the
    browser offline, shows the same final scores; a damaged file and a damaged link get messages."""
    guard_context(page.context, problems)
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(site.url + "?botdelay=0&seed=4242")
    wait_ready(page)
    wait_controlled(page, site.version)  # the second device below needs the page stored too
    start_game(page, "fury", [("human", "Mai"), ("bot", "Robo")], level="easy")
    random_clicks(page, seed=4242)
    expect(page.locator("#end")).to_be_visible()
    end_totals = totals(page, "#end .ranking > li[data-seat]")
    end_text = " ".join(page.locator("#end").inner_text().split())
    assert len(end_totals) == 2
    (key,) = saves(page)
    record = saved_record(page, key)
    game = get_game("fury")
    timeline = Timeline(game, record)
    assert timeline.over

    # the finished game stays in the saved-games list, with a Replay button
    page.click("#end button[data-cmd=home]")
    save_id = key.removeprefix("ramen.save.")
    row = page.locator(f".save[data-save='{save_id}']")
    expect(row).to_have_count(1)
    row.locator("button[data-cmd=replay]").click()
    expect(page.locator("#replay")).to_be_visible()
    assert position(page) == 0
    expect(page.locator(".replay-step")).to_contain_text("The start of the game")
    # no control on the board acts on the game: every pick is disabled
    assert page.locator("#replay .board button[data-cmd^=pick]:enabled").count() == 0

    # every action, one arrow key at a time, with its log line
    page.locator("#replay h1").focus()
    for step in timeline.steps:
        page.keyboard.press("ArrowRight")
        expect(page.locator("#replay")).to_have_attribute("data-position", str(step.index))
        expect(page.locator(".replay-step")).to_have_text(f"Action {step.index} of {timeline.length}: {step.line}")
    # the page's one live region says where the replay is (the step line itself is no live region)
    expect(page.locator("#announcer")).to_contain_text(f"Action {timeline.length} of {timeline.length}")
    assert page.locator("#replay [role=status], #replay [aria-live]").count() == 0
    page.keyboard.press("ArrowRight")  # past the end: stays
    assert position(page) == timeline.length
    assert totals(page, ".replay-ranking > li[data-seat]") == end_totals
    expect(page.locator(".replay-hands li")).to_have_count(2)  # after the end, every hand may be seen
    # the table at the end, through Mai's eyes as on her end screen, is the end screen's
    page.click("button[data-key='replay-viewer:0']")
    details = " ".join(page.locator(".replay-end-details").inner_text().split())
    assert details and details in end_text
    page.locator("#replay h1").focus()
    page.keyboard.press("ArrowLeft")
    assert position(page) == timeline.length - 1
    expect(page.locator(".replay-ranking")).to_have_count(0)

    # jump to a turn, then play to the end at the page's pace (botdelay=0)
    chapter = timeline.chapters()[3]
    page.select_option("#replay-jump", str(chapter.last))
    expect(page.locator("#replay")).to_have_attribute("data-position", str(chapter.last))
    page.click("button[data-key=replay-play]")
    expect(page.locator("#replay")).to_have_attribute("data-position", str(timeline.length), timeout=GAME_TIMEOUT_MS)
    expect(page.locator("#replay")).to_have_attribute("data-playing", "false")
    assert totals(page, ".replay-ranking > li[data-seat]") == end_totals

    # the game file: download it; it reads back to the same record
    with page.expect_download() as info:
        page.click("#replay button[data-key=replay-share]")
        page.click("button[data-cmd=download]")
    download = info.value
    assert download.suggested_filename.startswith("ramen-fury-") and download.suggested_filename.endswith("-mai-robo.json")
    file_path = tmp_path / download.suggested_filename
    download.save_as(file_path)
    assert read_game_file(file_path.read_text(encoding="utf-8")).to_json() == record.to_json()
    page.click("#replay button[data-key=replay-share]")  # close the panel again

    link = share_link(page)
    assert link.startswith(site.url + "#/game/v1/"), link
    page.click("button[data-cmd=copy-link]")
    expect(page.locator("#replay .message")).to_contain_text(re.compile("Link copied|copy it"))

    # a damaged file and a damaged link: a sentence each, no saved game touched
    before = saves(page)
    page.click("#replay button[data-cmd=home]")
    damaged = tmp_path / "damaged.json"
    damaged.write_text(file_path.read_text(encoding="utf-8")[:200], encoding="utf-8")
    page.set_input_files("#game-file-input", str(damaged))
    expect(page.locator("#home .message.error")).to_contain_text("That file can't be opened: damaged.json: it is not a game file (its text is not valid JSON)")
    foreign = tmp_path / "photo.json"
    foreign.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    page.set_input_files("#game-file-input", str(foreign))
    expect(page.locator("#home .message.error")).to_contain_text("not a text file")
    assert saves(page) == before
    # the good file opens in the replay viewer (a finished game), the saved games unchanged
    page.set_input_files("#game-file-input", str(file_path))
    expect(page.locator("#replay")).to_be_visible()
    page.keyboard.press("End")
    assert totals(page, ".replay-ranking > li[data-seat]") == end_totals
    assert saves(page) == before

    cut = link[: len(link) - 25]
    page.goto(cut)
    wait_ready(page)
    expect(page.locator("#home .message.error")).to_contain_text("That game link can't be opened")
    assert page.evaluate("location.hash") in ("#/", "")
    page.goto(link.replace("/v1/", "/v9/"))
    wait_ready(page)
    expect(page.locator("#home .message.error")).to_contain_text("newer than this page reads")
    assert saves(page) == before

    # statistics: the finished game counts
    page.click("button[data-cmd=stats]")
    expect(page.locator("#stats table", has_text="Per game")).to_contain_text("Ramen Fury")
    expect(page.locator("#stats svg[role=img] title")).to_have_count(1)

    # another device that has the page: visited once online, then no server and no network
    other = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        guard_context(other, problems)
        tab = other.new_page()
        guard_tab(tab, problems)
        open_site(tab, site.url)
        wait_controlled(tab, site.version)
        site.stop()
        other.set_offline(True)
        tab.goto(link)
        wait_ready(tab)
        expect(tab.locator("#replay")).to_be_visible()
        assert saves(tab) == {}  # a finished game from a link is shown, not saved
        # the link was made at the replay's end: it opens there
        expect(tab.locator("#replay")).to_have_attribute("data-position", str(timeline.length))
        assert totals(tab, ".replay-ranking > li[data-seat]") == end_totals
        # a game from a link is reviewed as its saved copy
        tab.click("#replay button[data-cmd=review-kept]")
        expect(tab.locator("#review")).to_have_attribute("data-total", re.compile(r"[1-9]"))
        (kept,) = saves(tab)
        assert tab.evaluate("location.hash") == "#/review/" + kept.removeprefix("ramen.save.")
        tab.click("#review button[data-cmd=review-stop]")
        tab.go_back()
        expect(tab.locator("#replay")).to_be_visible()
        tab.click("button[data-cmd=keep]")  # (once: the same game keeps one save)
        expect(tab.locator("#replay .message")).to_contain_text("Added to your saved games")
        assert list(saves(tab)) == [kept]
    finally:
        other.close()


def test_a_game_in_progress_sent_by_link_is_one_new_save_on_the_other_device(app: Page, site_url: str, browser,
                                                                              problems) -> None:
    """Ramen Ink (everything public) against the computer, a few moves in: its link opened on
    another device adds it there once (a new save with the same moves), the sender's copy untouched."""
    start_game(app, "ink", [("human", "Mai"), ("bot", "Robo")], level="easy")
    play_a_little(app, seed=3, actions=3)
    (key,) = saves(app)
    sender = saves(app)
    app.click("#play button[data-cmd=home]")
    save_id = key.removeprefix("ramen.save.")
    app.locator(f".save[data-save='{save_id}'] button[data-cmd=share]").click()
    expect(app.locator("#share .share-warning")).to_contain_text("Whoever has this link")
    app.click("button[data-cmd=make-link]")
    link = app.locator("#share-link").input_value()
    # a public game in progress can be replayed too, as a spectator sees it
    app.click("button[data-cmd=replay]")
    expect(app.locator("#replay")).to_have_attribute("data-over", "false")
    assert app.locator("#replay button[data-cmd=replay-viewer]").count() == 0

    other = browser.new_context()
    try:
        guard_context(other, problems)
        tab = other.new_page()
        guard_tab(tab, problems)
        for _ in range(2):
            tab.goto(link)
            wait_ready(tab)
            expect(tab.locator("#play, #handoff").first).to_be_visible()
            wait_idle(tab)
            assert re.fullmatch(r"#/play/ink-shared-[0-9a-f]+", tab.evaluate("location.hash"))
            assert len(saves(tab)) == 1
        (theirs,) = saves(tab)
        assert theirs != key
        record = saved_record(tab, theirs)
        assert record.actions[:len(json.loads(sender[key])["record"]["actions"])] == \
            json.loads(sender[key])["record"]["actions"]
    finally:
        other.close()
    assert saves(app) == sender


def _kept_save(game_id: str, save_id: str, left: int) -> tuple[str, int]:
    """A finished game's save (the expert against a random player, tests/unit/data/review) whose review is kept
    but for its last ``left`` decisions (worked out here on a small budget: the page trusts what a save keeps);
    with the number of decisions in all."""
    from ramen.core.match import Match
    from ramen.core.review import Review
    from ramen.store import SaveStore
    from ramen.ui.screens.review import PAGE_SEED

    game = get_game(game_id)
    source = Path(__file__).resolve().parent.parent / "unit" / "data" / "review" / f"{game_id}-expert-easy.json"
    record = read_game_file(source.read_bytes())
    review = Review(game, record, PAGE_SEED, iterations=8)
    total = review.progress[1]
    while review.progress[0] < total - left:
        review.step(8)
    review.keep()
    return SaveStore._text(save_id, Match(game, record), 1_700_000_000_000, None, None), total


def test_review_a_finished_game_see_a_costly_decision_on_the_board_and_come_back(app: Page) -> None:
    """A finished saved game's review: it goes on from what the save keeps (a progress bar and Stop while it
    works), stops and goes on, then shows each seat's summary, a graph with the costliest decisions marked and
    those decisions in words; "See it on the board" opens the replay just before that move, seen by its player,
    with the review's words, and *Play on from here* makes a new saved game from that moment; the review comes back
    whole after a reload (nothing worked out again)."""
    text, total = _kept_save("fury", "reviewed", left=8)
    app.evaluate("(text) => localStorage.setItem('ramen.save.reviewed', text)", text)
    app.evaluate("() => { location.hash = '#/review/reviewed'; }")
    review = app.locator("#review")
    expect(review).to_have_attribute("data-total", str(total))
    app.click("#review button[data-cmd=review-stop]")
    expect(review).to_have_attribute("data-running", "false")
    stopped_at = int(review.get_attribute("data-done"))
    assert total - 8 <= stopped_at < total
    expect(app.locator("#review button[data-cmd=review-go]")).to_have_text("Go on")
    app.click("#review button[data-cmd=review-go]")
    expect(review).to_have_attribute("data-done", str(total), timeout=GAME_TIMEOUT_MS)
    expect(app.locator("#review-progress")).to_have_count(0)
    panels = app.locator(".review-seat")
    expect(panels).to_have_count(2)  # a game of computers alone: both seats
    expect(panels.first.locator(".review-summary")).to_contain_text("chose the expert's move, or one as good, at")
    costly = panels.nth(1).locator(".review-costly")
    assert costly.count() >= 1
    expect(panels.nth(1).locator("svg.review-graph a")).to_have_count(costly.count())
    step = int(costly.first.locator("button[data-cmd=review-see]").get_attribute("data-arg").split("/")[1])
    saved = saved_record(app, "ramen.save.reviewed")
    assert len(saved.meta["review"]["judged"]) == total  # kept with the save
    costly.first.locator("button[data-cmd=review-see]").click()
    expect(app.locator("#replay")).to_have_attribute("data-position", str(step - 1))
    expect(app.locator(".review-note")).to_contain_text(f"Move {step}:")
    expect(app.locator(".review-note")).to_contain_text("The expert:")
    expect(app.locator("#replay button[data-key='replay-viewer:1']")).to_have_attribute("aria-pressed", "true")
    # the move played and the expert's marked on the controls that player had (every one off), brought into view
    played_mark, expert_mark = app.locator("#replay button.mark-played"), app.locator("#replay button.mark-expert")
    expect(expert_mark.first).to_be_attached()
    assert played_mark.count() >= 1
    assert app.locator("#replay .replay-board button[data-cmd^=pick]:enabled, #replay .replay-board button[data-cmd=act]:enabled").count() == 0
    app.click(".review-note button[data-cmd=review-marks]")
    app.wait_for_function("""() => { const r = document.querySelector('#replay button.mark-played, #replay button.mark-expert')
        .getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; }""")
    app.locator("#replay h1").focus()
    app.keyboard.press("ArrowRight")  # a step on: no marks (they belong to that moment)
    expect(app.locator("#replay")).to_have_attribute("data-position", str(step))
    expect(app.locator("#replay button.mark-played, #replay button.mark-expert")).to_have_count(0)
    app.keyboard.press("ArrowLeft")
    expect(expert_mark.first).to_be_attached()
    app.click(".review-note button[data-cmd=review]")
    expect(review).to_have_attribute("data-done", str(total))
    # play on from that moment: a new saved game, from what that player could see there
    costly.first.locator("button[data-cmd=review-see]").click()
    # who plays each seat may change (as in setup): seat 2 a person now, seat 1 the computer at another level
    app.click(".play-on-seats summary")
    app.select_option("#play-on-seat-1", "person")
    app.locator("#replay h1").focus()
    app.keyboard.press("ArrowRight")  # a step on and back: the choice stays
    app.keyboard.press("ArrowLeft")
    expect(app.locator("#play-on-seat-1")).to_have_value("person")
    app.select_option("#play-on-seat-0", "strong")
    app.click("#replay button[data-cmd=play-on]")
    app.wait_for_function("() => location.hash.includes('-played-on-')")
    played_on = [key for key in saves(app) if "-played-on-" in key]
    assert len(played_on) == 1
    record = saved_record(app, played_on[0])
    source = record.options["play_on"]
    assert len(source["actions"]) == step - 1 and source["seat"] == 1
    assert [(s.kind, s.level) for s in record.seats] == [("bot", "strong"), ("human", None)]
    app.evaluate("() => { location.hash = '#/review/reviewed'; }")
    expect(review).to_have_attribute("data-done", str(total))
    app.reload()
    app.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    expect(review).to_have_attribute("data-done", str(total))
    expect(review).to_have_attribute("data-running", "false")


def _finished_save(game_id: str, seed: int) -> tuple[str, list[int]]:
    """A finished game's save, Mai against Robo (easy), her moves at random, Robo's its own: with its totals."""
    import random

    from ramen.core.match import Match
    from ramen.core.record import SeatInfo
    from ramen.store import SaveStore

    match = Match(get_game(game_id), Record(game=game_id, seed=seed, seats=[SeatInfo("Mai"), SeatInfo("Robo", "bot", "easy")]))
    rng = random.Random(seed)
    while not match.over:
        match.play(match.bot_choice() if match.to_act == 1 else rng.choice(match.legal_texts()))
    totals = [sheet.total for sheet in match.game.scores(match.state)]
    return SaveStore._text("dealt", match, 1_700_000_000_000, None, None), totals


def test_a_challenge_deals_the_same_game_to_a_friend_who_sees_both_scores_and_passes_it_on(app: Page, browser,
                                                                                          problems) -> None:
    """The same deal for friends: *Challenge a friend* on a finished game's end screen makes a link and its QR code;
    on another device a damaged copy is refused with a sentence, the link shows the score to beat, and the friend
    plays that deal (the same opening hand); their end screen ranks both plays, and *Pass it on* makes a link
    carrying both. (That the same moves meet the same computers' answers: tests/unit/test_challenge.py.)"""
    text, first = _finished_save("fury", 77)
    app.evaluate("(text) => { localStorage.setItem('ramen.save.dealt', text); location.hash = '#/play/dealt'; }", text)
    expect(app.locator("#end")).to_be_visible()
    app.click("#end button[data-key=end-challenge]")
    expect(app.locator("#challenge-link-screen svg.net-qr")).to_be_visible()
    link = app.locator("#challenge-link").input_value()
    assert "#/challenge/v1/" in link and len(link) < 400
    expect(app.locator(".challenge-scores tbody tr")).to_have_count(1)

    other = browser.new_context()
    try:
        guard_context(other, problems)
        tab = other.new_page()
        guard_tab(tab, problems)
        here = link.replace("/#/", "/?botdelay=0#/")
        broken = here[:-6] + ("A" if here[-6] != "A" else "B") + here[-5:]
        tab.goto(broken)
        wait_ready(tab)
        expect(tab.locator("#home .message.error")).to_contain_text("That challenge link can't be opened: the link was")
        assert saves(tab) == {}
        tab.goto(here)
        expect(tab.locator("#challenge")).to_be_visible()
        expect(tab.locator(".challenge-beat")).to_contain_text(f"{first[0]} ".replace("-", "\u2212"))
        expect(tab.locator(".challenge-beat")).to_contain_text("by Mai")
        tab.fill("#challenge-name-0", "")
        tab.click("button[data-key=challenge-play]")
        expect(tab.locator("#challenge .message.error")).to_contain_text("Type a name")
        tab.fill("#challenge-name-0", "Ana")
        tab.click("button[data-key=challenge-play]")
        expect(tab.locator("#play, #end").first).to_be_visible()
        (key,) = saves(tab)
        record = saved_record(tab, key)
        assert (record.seed, record.names, [s.level for s in record.seats]) == (77, ["Ana", "Robo"], [None, "easy"])
        random_clicks(tab, seed=77)
        expect(tab.locator("#end")).to_be_visible()
        rows = tab.locator("#end .challenge-scores tbody tr")
        expect(rows).to_have_count(2)
        expect(tab.locator("#end .challenge-scores tr.mine")).to_contain_text("Ana")
        tab.click("#end button[data-key=end-challenge]")
        expect(tab.locator("#challenge-link-screen h2")).to_have_text("Pass the challenge on")
        expect(tab.locator(".challenge-scores tbody tr")).to_have_count(2)
        passed = tab.locator("#challenge-link").input_value()
        assert passed != link and "#/challenge/v1/" in passed
    finally:
        other.close()
