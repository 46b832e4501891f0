"""Ramen Fury's places at the table: each seat's avatar, spoons, hand and score, and its three bowls; the
others compact across the top, the viewer's own above their hand."""

from __future__ import annotations

from ramen.core.words import plural
from ramen.ui.markup.html import Markup, el
from ramen.ui.markup.pieces import card_back, printed
from ramen.ui.markup.pictures import art
from ramen.fury.view import FuryPlayerView, FuryView
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.seats import seat_head
from ramen.ui.views.fury.bowls import render_bowl, target_step
from ramen.ui.views.fury.words import RecentMoves
from ramen.ui.views.fury.common import points


def player_order(ctx: BoardContext[FuryView]) -> list[int]:
    """The viewer's own seat first, then the others in turn order."""
    seats = ctx.view["seats"]
    first = ctx.viewer if ctx.viewer is not None else 0
    return [(first + step) % seats for step in range(seats)]


def seat_facts(ctx: BoardContext[FuryView], seat: int, player: FuryPlayerView, mine: bool) -> Markup:
    """Spoons, cards in hand and points: pieces with their counts printed, the same in words for screen readers."""
    spoons, hand, score = player["spoons"], player["hand_count"], player["score"]
    words = (f"{plural(spoons, 'spoon')}, {plural(hand, 'card')} in hand, {player['eaten_count']} of 3 bowls eaten, "
             f"{plural(score, 'point')}")
    return el("span",
              sr(words),
              el("span", art("spoon", cls="fact-art"), printed(f"×{spoons}"), class_="fact fury-spoons", aria_hidden="true",
                 title=plural(spoons, "spoon")),
              el("span", card_back("fury", size="xs"), printed(f"×{hand}"), class_="fact fury-handcount", aria_hidden="true",
                 title=f"{plural(hand, 'card')} in hand", data_zone=None if mine else f"hand:{seat}",
                 data_hidden=None if mine else hand),
              el("span", el("span", points(score), class_="score-num", data_tally=score, data_tally_key=f"score:{seat}"),
                 el("span", "pts", class_="score-unit"), class_="fact score fury-eaten", aria_hidden="true",
                 title=f"{plural(score, 'point')}, {player['eaten_count']}/3 bowls eaten"),
              class_="fury-facts")


def render_player(ctx: BoardContext[FuryView], seat: int, step: str | None, recent: dict[tuple[int, int], list[str]]) -> Markup:
    """One seat's place: its head (avatar, name, facts) and its three bowls."""
    view = ctx.view
    player = view["players"][seat]
    mine = seat == ctx.viewer
    current = seat == view["to_act"]
    bowls = [render_bowl(ctx, seat, b, bowl, step, recent.get((seat, b), [])) for b, bowl in enumerate(player["bowls"])]
    cls = "fury-player place" + (" mine" if mine else " opp") + (" current" if current else "")
    return el("section",
              seat_head(ctx, seat, seat_facts(ctx, seat, player, mine), name="Your bowls" if mine else None,
                        current=current, cls="fury-player-head"),
              el("div", bowls, class_="fury-bowls"),
              class_=cls, data_seat=seat, aria_label=f"{ctx.who(seat)}'s bowls", data_own_place="" if mine else None)


def render_players(ctx: BoardContext[FuryView], seats: list[int], recent: RecentMoves, cls: str) -> Markup | None:
    if not seats:
        return None
    step = target_step(ctx.prefix) if ctx.acting else None
    return el("div", [render_player(ctx, seat, step, recent["bowls"]) for seat in seats], class_=f"fury-players {cls}",
              data_count=len(seats))


def render_places(ctx: BoardContext[FuryView], recent: RecentMoves) -> tuple[Markup | None, Markup | None]:
    """(the others' places, the viewer's own): a spectator sees every seat as another's."""
    order = player_order(ctx)
    if ctx.viewer is not None and ctx.viewer in order:
        return (render_players(ctx, [s for s in order if s != ctx.viewer], recent, "fury-others"),
                render_players(ctx, [ctx.viewer], recent, "fury-mine"))
    return render_players(ctx, order, recent, "fury-others"), None


