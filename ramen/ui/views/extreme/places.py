"""Ramen Extreme's places at the table: each seat's avatar, name and score, its Heat card (a track of seven
spaces with the pepper on one), its Chopsticks (turned over once used), its tokens as chips and the bowls it
claimed; the others compact across the top, the viewer's own above the dock."""

from __future__ import annotations

from typing import Any

from ramen.extreme.scoring import BowlCardJson
from ramen.extreme.view import ExtremePlayerView, ExtremeView
from ramen.core.words import plural
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pieces import printed
from ramen.ui.markup.pictures import PIECE_ART, art
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.seats import last_turn, seat_head, whose
from ramen.ui.views.extreme.common import (WORDS, bowl_words, choose, counted, heat_text, piece, player_order,
                                           seat_token, token_chip)


def short_move(text: str) -> str:
    """A heat move's note, short: its arrow and where the pepper went ("↑ −1", "= top", "↓ start")."""
    arrow = text[:1]
    if text.endswith("already at the top"):
        return f"{arrow} top"
    return f"{arrow} {text.rpartition('→ ')[2]}" if "→ " in text else arrow


def pepper_piece() -> Markup:
    """The pepper on a Heat card: a piece that travels between the track's spaces (static/travel.js)."""
    return el("span", art(PIECE_ART["pepper"], cls="xt-pepper-art"), class_="xt-pepper", data_thing="pepper",
              aria_hidden="true")


def heat_track(player: ExtremePlayerView, track: list[int]) -> Markup:
    """The Heat card: the pepper's start off the bottom of the card (worth 0), then the card's 7 spaces
    from the bottom (0) up to the top (−20); ``track`` holds the points of the 8 positions, start first."""
    seat = player["seat"]
    cells = []
    for position, value in enumerate(track[1:], start=1):
        here = position == player["heat"]
        cells.append(el("li", printed(heat_text(value), "hv"), pepper_piece() if here else None,
                        class_="here" if here else None, aria_current="true" if here else None,
                        data_zone=f"heat:{seat}:{position}"))
    at_start = player["heat"] == 0
    start = el("span", pepper_piece() if at_start else printed("start", "xt-start-word"),
               class_="heat-ends heat-start here" if at_start else "heat-ends heat-start",
               aria_current="true" if at_start else None, data_zone=f"heat:{seat}:0")
    where = "at the start, off the card (0)" if at_start else (
        f"at {heat_text(player['heat_value'])} (space {player['heat']} of {len(track) - 1} from the bottom)")
    return el("div", start, el("ol", cells, class_="heat-track"),
              class_="heat", role="group", aria_label=f"Heat card: pepper {where}")


def chopsticks(player: ExtremePlayerView) -> Markup:
    """The Chopsticks token beside the seat: turned over and greyed once used."""
    ready = bool(player["chopsticks"])
    words = "Chopsticks ready" if ready else "Chopsticks used"
    return el("span", art(PIECE_ART["chopsticks"], cls="xt-sticks-art"), sr(words),
              class_="sticks" if ready else "sticks spent", title=words)


def won_bowl(bowl: BowlCardJson, new: bool = False) -> Markup:
    """A claimed bowl card, kept face up in front of its owner: its points and its ingredients, readable."""
    return el("li", el("span", bowl["points"], class_="xt-won-points"),
              el("span", [token_chip(i, small=True) for i in bowl["ingredients"]], class_="xt-won-ings"),
              sr(f" points: {bowl_words(bowl)}"), class_="xt-won moved" if new else "xt-won",
              data_thing=f"bowl:{bowl['id']}")


def tokens_list(ctx: BoardContext[ExtremeView], seat: int, player: ExtremePlayerView, *, small: bool, new: set[str]) -> Markup:
    """A seat's tokens as chips with their counts; while the viewer steals, another's are the buttons."""
    prefix = ctx.prefix
    stealing = ctx.acting and bool(prefix) and prefix[0] == "steal" and seat != ctx.viewer
    items = []
    for token, count in player["tokens"].items():
        if not count:
            continue
        body = counted(token, count, small=small)
        if stealing:
            item = choose(ctx, ("steal", seat_token(seat), token),
                          html(sr(f"Steal {WORDS.get(token, token)} "), body, sr(f" from {ctx.who(seat)}")),
                          cls="tok steal xt-chip-button", why="Steal from the player you chose.")
            items.append(el("li", item, **piece(token, count), data_lands=f"tokens:{seat}:{token}"))
        else:
            items.append(el("li", sr(f"{WORDS.get(token, token)} "), body,
                            class_="tok-static moved" if token in new else "tok-static", **piece(token, count),
                            data_lands=f"tokens:{seat}:{token}"))
    if not items:
        items.append(el("li", "No tokens", class_="none"))
    return el("ul", items, class_="tokens", aria_label="Tokens", data_zone=f"tokens:{seat}")


def score(seat: int, player: ExtremePlayerView) -> Markup:
    value = player["score"]
    return el("span", el("span", value, class_="score-num", data_tally=value, data_tally_key=f"score:{seat}"),
              el("span", "pts", class_="score-unit"), class_="fact score",
              title=f"bowls {player['bowl_points']}, heat {heat_text(player['heat_value'])}, tokens {player['token_count']}")


def render_place(ctx: BoardContext[ExtremeView], seat: int, notes: dict[int, list[str]], fresh: bool,
                 moved: dict[str, Any]) -> Markup:
    """One seat's place: its head (avatar, name), its Chopsticks and score, its Heat card, its tokens
    (another's: the viewer's own are in the dock) and its claimed bowls."""
    view = ctx.view
    player = view["players"][seat]
    mine = seat == ctx.viewer
    current = seat == view["to_act"] and view["stage"] != "over"
    cls = "player"
    heat_notes = None
    if seat in notes:  # (its pepper moved: marked, and shaken once while the move is new)
        cls += " hit" + (" fresh" if fresh else "")
        heat_notes = el("div", [el("p", el("span", short_move(text), aria_hidden="true"), sr(text), class_="heat-note", title=text)
                                for text in notes[seat]], class_="xt-heat-notes")
    since = moved["notes"].get(seat)
    heat_value = player["heat_value"]
    # (a strip's short form of the Heat card: the pepper and what it costs now; the card itself where there is room)
    heat_chip = el("span", art(PIECE_ART["pepper"], cls="xt-heat-chip-art"),
                   el("span", heat_text(heat_value), class_="xt-heat-chip-value", data_tally=heat_value,
                      data_tally_key=f"heat:{seat}"),
                   class_="xt-heat-chip" + (" hot" if heat_value < 0 else ""), aria_hidden="true",
                   title=f"Heat card: {heat_text(heat_value)}")
    facts = el("div", sr(f"{plural(player['token_count'], 'token')}, {plural(player['score'], 'point')}."),
               None if mine else heat_chip, chopsticks(player), score(seat, player), class_="xt-facts")
    first_new = len(player["bowls"]) - moved["claimed"].get(seat, 0)
    bowls = [won_bowl(b, k >= first_new) for k, b in enumerate(player["bowls"])]
    won = (el("ul", bowls, class_="claimed", data_zone=f"claimed:{seat}", aria_label=f"Bowls claimed: {player['bowl_points']} points")
           if bowls else el("p", art(PIECE_ART["bowl"], cls="xt-none-art"), sr("No bowls yet"), class_="claimed none",
                            data_zone=f"claimed:{seat}", title="No bowls yet"))
    holdings = None if mine else tokens_list(ctx, seat, player, small=True, new=moved["tokens"].get(seat, set()))
    victim = ctx.acting and len(ctx.prefix) > 1 and ctx.prefix[0] == "steal" and ctx.prefix[1] == seat_token(seat)
    return el("li",
              el("div", seat_head(ctx, seat, None, name=None, current=current, cls="xt-head"), facts,
                 sr(f"Since your last turn: {'; '.join(since)}.") if since else None,
                 el("div", heat_track(player, view["heat_track"]), heat_notes, class_="xt-heat"),
                 holdings, won, None if mine else last_turn(ctx, seat), class_="xt-place"),
              class_=cls + " place" + (" mine" if mine else " opp") + (" current" if current else ""), data_seat=seat,
              data_own_place="" if mine else None,
              data_acting="steal" if victim else None,
              title=f"Since your last turn: {'; '.join(since)}." if since else None)


def render_places(ctx: BoardContext[ExtremeView], notes: dict[int, list[str]], fresh: bool,
                  moved: dict[str, Any]) -> tuple[Markup | None, Markup | None]:
    """(the others' places, the viewer's own): a spectator sees every seat as another's."""
    order = player_order(ctx)
    others = [s for s in order if s != ctx.viewer]
    theirs = (el("section", el("h2", "The other players" if ctx.viewer is not None else "The players", class_="sr"),
                 el("ul", [render_place(ctx, s, notes, fresh, moved) for s in others], class_="xt-others-list"),
                 class_="xt-others", data_count=len(others)) if others else None)
    mine = (el("section", el("h2", f"{whose(ctx, ctx.viewer)} place", class_="sr"), el("ul", render_place(ctx, ctx.viewer, notes, fresh, moved)),
               class_="xt-mine") if ctx.viewer is not None else None)
    return theirs, mine

