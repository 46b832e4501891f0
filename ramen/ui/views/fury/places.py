"""Ramen Fury's places at the table: each seat's avatar, spoons, hand and score, and its three bowls; the
others compact across the top, the viewer's own above their hand."""

from __future__ import annotations

from ramen.core.words import plural
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pieces import card_back, printed
from ramen.ui.markup.pictures import art
from ramen.fury.view import FuryPlayerView, FuryView
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.seats import last_turn, look_button, looked_at, seat_head, whose

#: the display toggle that shows another's place whole instead of their strip
LOOK_KEY = "fury_look"
from ramen.ui.views.fury.bowls import render_bowl, target_step
from ramen.ui.views.fury.words import RecentMoves
from ramen.ui.views.fury.common import points


def player_order(ctx: BoardContext[FuryView]) -> list[int]:
    """The viewer's own seat first, then the others in turn order."""
    seats = ctx.view["seats"]
    first = ctx.viewer if ctx.viewer is not None else 0
    return [(first + step) % seats for step in range(seats)]


def seat_facts(ctx: BoardContext[FuryView], seat: int, player: FuryPlayerView, mine: bool) -> Markup:
    """Spoons and cards in hand: pieces with their counts printed, the same in words for screen readers (with the
    points, which ``seat_score`` shows)."""
    spoons, hand, score = player["spoons"], player["hand_count"], player["score"]
    words = (f"{plural(spoons, 'spoon')}, {plural(hand, 'card')} in hand, {player['eaten_count']} of 3 bowls eaten, "
             f"{plural(score, 'point')}")
    return el("span",
              sr(words),
              el("span", art("spoon", cls="fact-art"), printed(f"×{spoons}"), class_="fact fury-spoons", aria_hidden="true",
                 title=plural(spoons, "spoon"), data_lands=f"spoons:{seat}"),
              el("span", card_back("fury", size="xs"), printed(f"×{hand}"), class_="fact fury-handcount", aria_hidden="true",
                 title=f"{plural(hand, 'card')} in hand", data_zone=None if mine else f"hand:{seat}",
                 data_hidden=None if mine else hand, data_lands=f"hand:{seat}"),
              class_="fury-facts")


def seat_score(seat: int, player: FuryPlayerView) -> Markup:
    """The seat's points, large (they count up as a bowl is eaten)."""
    score = player["score"]
    return el("span", el("span", points(score), class_="score-num", data_tally=score, data_tally_key=f"score:{seat}"),
              el("span", "pts", class_="score-unit"), class_="fact score fury-eaten", aria_hidden="true",
              title=f"{plural(score, 'point')}, {player['eaten_count']}/3 bowls eaten")


def render_player(ctx: BoardContext[FuryView], seat: int, step: str | None, recent: dict[tuple[int, int], list[str]]) -> Markup:
    """One seat's place: the viewer's own with its head (avatar, whose bowls, spoons, hand, points) over its three
    bowls; another's as a compact strip (avatar, name, spoons and hand, its three bowls small, points)."""
    view = ctx.view
    player = view["players"][seat]
    mine = seat == ctx.viewer
    current = seat == view["to_act"]
    whole = not mine and looked_at(ctx, LOOK_KEY) == seat  # another's place, shown whole on request
    bowls = [render_bowl(ctx, seat, b, bowl, step, recent.get((seat, b), [])) for b, bowl in enumerate(player["bowls"])]
    cls = "fury-player place" + (" mine" if mine else " opp looking" if whole else " opp strip") + (" current" if current else "")
    facts = seat_facts(ctx, seat, player, mine)
    if mine:
        head = seat_head(ctx, seat, html(facts, seat_score(seat, player)), name=f"{whose(ctx, seat)} bowls", current=current,
                         cls="fury-player-head")
    elif whole:
        head = seat_head(ctx, seat, html(facts, seat_score(seat, player)), mark=look_button(ctx, LOOK_KEY, seat, True),
                         current=current, cls="fury-player-head")
    else:
        head = seat_head(ctx, seat, facts, mark=look_button(ctx, LOOK_KEY, seat, False), current=current,
                         cls="fury-player-head strip-head")
    return el("section", head, el("div", bowls, class_="fury-bowls"), None if mine or whole else seat_score(seat, player),
              None if mine else last_turn(ctx, seat),
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


