"""The home screen built into index.html (tools/build_site.py) is the app's own first render."""

from __future__ import annotations

import json
import re

from ramen.core.registry import GAME_LEVELS, GAME_SEATS, GAME_TITLES, get_game, is_present
from ramen.ui.screens.home import Setup, render_home
from ramen.ui.page.settings import SETTINGS, schema
from ramen.ui.screens.home import BLURBS
from tests.conftest import ROOT
from tools.build_site import default_settings, prerender_home

INDEX = (ROOT / "index.html").read_text(encoding="utf-8")


def test_the_built_home_screen_is_render_home_of_the_default_setup() -> None:
    """Byte for byte what the app renders at start-up with no saves and the default settings, first in #app
    (so the app's first patch moves no node), with the loading screen right after it."""
    playable = {game_id: is_present(game_id) for game_id in GAME_TITLES}
    levels = {game_id: GAME_LEVELS[game_id] for game_id in GAME_TITLES if playable[game_id]}
    expected = render_home(Setup(), playable, levels, [], 0.0, settings=default_settings())
    built = prerender_home(INDEX)
    assert f'<div id="app">{expected}<section id="loading"' in built
    assert "@build-home" not in built


def test_each_games_seats_are_known_without_importing_it() -> None:
    """GAME_SEATS (the home screen's seat count, static/early.js, the covers' "2–5 players") is each game's own
    ``min_seats`` and ``max_seats``; the setup's count keeps within them."""
    for game_id in GAME_TITLES:
        game = get_game(game_id)
        assert GAME_SEATS[game_id] == (game.min_seats, game.max_seats), game_id
        assert BLURBS[game_id].facts.startswith(f"{game.min_seats}–{game.max_seats} players"), game_id
        setup = Setup(game=game_id)
        setup.set_count(game.max_seats + 3)
        assert len(setup.seats) == game.max_seats
        setup.set_count(0)
        assert len(setup.seats) == game.min_seats


def test_the_early_script_gets_levels_titles_and_lines() -> None:
    built = prerender_home(INDEX)
    (payload,) = re.findall(r'<script type="application/json" id="home-data">(.*?)</script>', built, re.S)
    data = json.loads(payload)
    assert data["titles"] == GAME_TITLES
    assert data["levels"] == {g: GAME_LEVELS[g] for g in GAME_TITLES if is_present(g)}
    assert data["lines"] == {g: BLURBS[g].line for g in GAME_TITLES}
    assert data["seats"] == {g: list(GAME_SEATS[g]) for g in GAME_TITLES}
    assert 'class="seat-avatar-art pic art-robot"' in data["robot"]


def test_the_settings_schema_is_in_the_head_before_the_early_script() -> None:
    """static/early.js reads the settings' keys, choices and defaults from the page's head, before the body
    is drawn: the same table the app reads (ramen/ui/page/settings.py)."""
    built = prerender_home(INDEX)
    head = built[:built.index("</head>")]
    (payload,) = re.findall(r'<script type="application/json" id="ramen-settings">(.*?)</script>', head, re.S)
    assert json.loads(payload) == schema()
    assert head.index('id="ramen-settings"') < head.index('src="static/early.js"')
    assert [entry["name"] for entry in schema()] == [setting.name for setting in SETTINGS]


def test_a_page_without_the_slots_is_left_as_it_is() -> None:
    page = "<!doctype html><div id=\"app\"><section id=\"loading\"></section></div>"
    assert prerender_home(page) == page



def test_each_level_has_one_line_with_its_measured_figure_and_only_the_chosen_game_shows() -> None:
    """Under Start: one list per game, every level of it in one line (what it does and, where
    measured, how often it wins against the level below); the chosen game's list alone is shown."""
    from ramen.core.strength import MEASURED, level_words

    playable = {game_id: is_present(game_id) for game_id in GAME_TITLES}
    levels = {game_id: GAME_LEVELS[game_id] for game_id in GAME_TITLES if playable[game_id]}
    html = render_home(Setup(game="extreme"), playable, levels, [], 0.0)
    lists = re.findall(r'<ul class="level-lines" data-game="(\w+)" aria-label="Computer levels"( hidden)?>(.*?)</ul>', html)
    assert [(game_id, hidden == "") for game_id, hidden, _ in lists] == [(g, g == "extreme") for g in levels]
    for game_id, _, items in lists:
        lines = re.findall(r"<li><strong>(\w+)</strong>: (.*?)</li>", items)
        assert [level for level, _ in lines] == GAME_LEVELS[game_id]
        for level, words in lines:
            assert words == level_words(game_id, level).replace("'", "&#x27;")
            if level in MEASURED[game_id]:
                assert f"against {MEASURED[game_id][level][0]}" in words
