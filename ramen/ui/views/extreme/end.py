"""Ramen Extreme's end screen details: every player, in the order of the ranking, with their claimed bowls,
their Heat card with the pepper where it ended, and the tokens they kept (the shell shows the ranking and
each score's parts)."""

from __future__ import annotations

from ramen.extreme.view import ExtremeView
from ramen.ui.markup.html import Markup, el
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.seats import avatar
from ramen.ui.views.extreme.common import WORDS, counted, heat_text
from ramen.ui.views.extreme.places import heat_track, won_bowl


def render_end(ctx: BoardContext[ExtremeView]) -> Markup:
    """Each player's bowls, Heat card and tokens at the end."""
    view = ctx.view
    cards = []
    try:
        order = list(ctx.game.outcome(ctx.state).ranking)
    except Exception:  # no outcome (not over): seat order
        order = list(range(view["seats"]))
    for seat in order:
        player = view["players"][seat]
        bowls = [won_bowl(b) for b in player["bowls"]]
        tokens = [el("li", sr(f"{WORDS.get(t, t)} "), counted(t, n)) for t, n in player["tokens"].items() if n]
        cards.append(el(
            "li",
            el("h3", avatar(ctx, seat), el("span", ctx.who(seat), sr(", you") if seat == ctx.viewer else None,
                                           class_="xt-end-name"),
               el("span", el("span", player["score"], class_="score-num"), el("span", " pts", class_="score-unit"),
                  class_="score")),
            el("p", f"Bowls {player['bowl_points']} · heat {heat_text(player['heat_value'])} · tokens {player['token_count']}",
               class_="sums"),
            el("h4", f"Bowls ({len(player['bowls'])})"),
            el("ul", bowls, class_="claimed end-bowls") if bowls else el("p", "No bowls", class_="none"),
            el("h4", "Heat card"), heat_track(player, view["heat_track"]),
            el("h4", f"Tokens left ({player['token_count']})"),
            el("ul", tokens, class_="tokens") if tokens else el("p", "None", class_="none"),
            class_="end-player", data_seat=seat))
    reason = view.get("final_round", {}).get("reason")
    why = {"pile": "The pile ran out and everyone had one more turn.",
           "rounds": f"The game reached the round limit ({view['max_rounds']} rounds)."}.get(reason or "", "")
    return el("section", el("h2", "The table at the end"), el("p", why, class_="hint") if why else None,
              el("ul", cards, class_="end-players"),
              class_="extreme-end", aria_label="The table at the end")
