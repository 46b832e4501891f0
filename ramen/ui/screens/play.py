"""The game screen around any game's board: the bar, the status line and the turn's cue, the hand-off
screen, and the words the live region says after each change. Its state is ``screens.screen``
(``PlayScreen``), the strip ``screens.strip``, the recap and the log ``screens.recap``, the end screen
``screens.end``."""

from __future__ import annotations

import json
from collections.abc import Mapping

from ramen.core.match import Match
from ramen.core.strength import HINT_LABEL
from ramen.ui.markup.chrome import chrome_icon
from ramen.ui.markup.frame import home_button
from ramen.ui.markup.html import button, esc
from ramen.ui.markup.settings_sheet import render_settings
from ramen.ui.screens.end import headline, render_end
from ramen.ui.screens.recap import render_log, render_recap, since_last_turn
from ramen.ui.screens.screen import PlayScreen, tutorial_of
from ramen.ui.screens.strip import default_token_label, render_strip
from ramen.ui.screens.tutorial import guide_words, render_guide, render_rule_card
from ramen.ui.views import BoardContext

__all__ = ["PlayScreen", "announcement", "default_token_label", "render_play", "turn_cue", "turn_cue_key"]


def render_status(screen: PlayScreen, ctx: BoardContext) -> str:
    """Whose turn, said once and short (the strip beside it says what to do): "Your turn" (with the name when
    several people share the device), "Computer 2 is playing…", "Ken's turn"."""
    match = screen.match
    seat = match.to_act
    if screen.replaying is not None:
        first, end, at = screen.replaying
        who = match.log[first][0]
        name = esc(match.names[who]) if who is not None else "The table"
        return f"Playing {name}'s turn again: move {at - first} of {end - first}."
    if seat is None:
        return "The game is over."
    name = esc(match.names[seat])
    if match.record.seats[seat].is_bot:
        return f"{name} is playing…"
    if seat == screen.viewer:
        return f"Your turn, {name}" if len(match.human_seats()) > 1 else "Your turn"
    return f"{name}'s turn"


def progress_words(match_progress: str) -> str:
    """The game's progress phrase for the top line: "round 4, 67 cards in the deck" -> "Round 4 · 67 cards in the
    deck"."""
    words = match_progress.replace(", ", " · ")
    return words[:1].upper() + words[1:]


def turn_cue(screen: PlayScreen) -> str | None:
    """The words of the cue that a person's turn has begun (after a computer or another person played),
    while that person has not yet moved; None otherwise, and None again for that turn once they have moved
    (an Undo back to its start brings no second cue). The cue is the status line itself, marked and
    growing in once (static/app.css), never a banner over the table; the turn sound may play; the live
    region says whose turn it is."""
    match = screen.match
    seat = match.to_act
    began = not (seat is None or screen.handoff_to is not None or seat != screen.viewer or match.record.seats[seat].is_bot
                 or not match.log or match.log[-1][0] == seat)  # (not the game's very first move, nor begun)
    key = f"{screen.save_id}:{len(match.record.actions)}" if began else None
    if screen.shown_cue is not None and screen.shown_cue != key:
        screen.spent_cues.add(screen.shown_cue)  # the person moved (or the turn ended): that turn's cue is spent
    if key is None or key in screen.spent_cues or seat is None:
        screen.shown_cue = None
        return None
    screen.shown_cue = key
    humans = match.human_seats()
    return f"Your turn, {match.names[seat]}" if len(humans) == 1 else f"{match.names[seat]}'s turn"


def turn_cue_key(screen: PlayScreen) -> str | None:
    """Which turn the cue is for (one cue, and one sound, per turn begun), None without a cue."""
    return screen.shown_cue if turn_cue(screen) is not None else None



def render_handoff(screen: PlayScreen) -> str:
    match = screen.match
    seat = screen.handoff_to
    name = esc(match.names[seat]) if seat is not None else ""
    recap = render_recap(match, since_last_turn(match, {seat}), "Since your last turn", element_id="handoff-recap",
                         seats={seat}, brief=screen.board.brief if screen.board is not None else None,
                         viewer=seat) if seat is not None else ""
    return (f"<main id=\"handoff\" class=\"screen handoff\" data-handoff=\"{seat}\">"
            f"<h1 tabindex=\"-1\">Pass to {name}</h1>"
            f"<p>Hand the tablet to {name}. Everyone else, look away: their hand is secret.</p>{screen.banner}{recap}"
            + button(f"I'm {name}: show my turn", cmd="handoff-ready", cls="primary big", key="handoff-ready")
            + button("Home", cmd="home", cls="secondary", key="home") + "</main>")


def render_play(screen: PlayScreen, settings: Mapping[str, str] | None = None) -> str:
    """The game screen (or the hand-off or end screen) for the current moment (``settings``: the device's,
    for the settings sheet; None: no settings sheet, as on a device that only shows a table)."""
    match = screen.match
    if screen.handoff_to is not None:
        return render_handoff(screen)
    ctx = screen.context()
    if match.over:
        return render_end(screen, ctx)
    if screen.board is not None:
        board = screen.board.render_board(ctx)
        dock = screen.board.render_dock(ctx) if screen.board.render_dock is not None else ""
    else:
        board, dock = f"<pre class=\"raw-view\">{esc(json.dumps(ctx.view, indent=1))}</pre>", ""
    message = ""
    if screen.message:
        kind, text = screen.message
        message = f"<p class=\"message {esc(kind)}\" role=\"alert\">{esc(text)}</p>"
    can_undo = ctx.picker is not None and match.can_undo()
    has_bots = any(seat.is_bot for seat in match.record.seats)
    tools = (button(chrome_icon("undo"), cmd="undo", enabled=can_undo, cls="icon-button", key="undo", label="Undo",
                    title="Take back your last move" if can_undo else (
                        "A lesson's moves are not taken back: Start again goes back to its first step" if tutorial_of(screen)
                        else "Only your own moves this turn that revealed nothing can be taken back"))
             + button(chrome_icon("rules"), cmd="rules", arg=match.game.id, cls="icon-button", key="rules", label="Rules",
                      title="Rules")
             + (render_settings(settings, where="game", pace=has_bots) if settings is not None else ""))
    heading = "Since your last turn" if screen.viewer is not None else "Latest moves"
    recap = render_recap(match, since_last_turn(match, screen.recap_seats()), heading, seats=screen.recap_seats(),
                         replayable=ctx.picker is not None or screen.replaying is not None,
                         brief=screen.board.brief if screen.board is not None else None, viewer=screen.viewer)
    if screen.replaying is not None:
        message += (f"<p class=\"replay-bar\">The board shows that turn again, then now. "
                    f"{button('Back to now', cmd='turn-again-stop', cls='secondary', key='turn-again-stop')}</p>")
    cue = turn_cue(screen)
    status = (f"<h2 id=\"status\" class=\"status{' turn-start' if cue is not None else ''}\" tabindex=\"-1\">"
              f"{render_status(screen, ctx)}</h2>")
    strip = render_strip(screen, ctx, skip=has_bots, status=status)
    return render_frame(match.game.id, match.game.title, progress_words(match.game.progress(match.state)), strip, tools,
                        guide=render_guide(screen) + render_rule_card(screen),
                        table=f"{screen.banner}{message}<div id=\"board\" class=\"board\">{board}</div>",
                        recap=recap, log=render_log(match), dock=dock, cls=" tutorial" if tutorial_of(screen) else "")


def render_frame(game_id: str, title: str, progress: str, strip: str, tools: str, *, guide: str = "", table: str,
                 recap: str = "", log: str = "", dock: str = "", cls: str = "", attrs: str = "") -> str:
    """The game screen's frame, the same for every game and device: the top line (Home, the title and the round,
    the strip with whose turn and what to do, the tools), a lesson's guide under it, the table, and the dock (the
    hand and the actions) with what the others did and the log.

    Where it all goes is the style sheet's (static/app.css): on a window held upright the table's band scrolls
    between the top line and the dock pinned at the foot, the recap at the band's head and the log at its end; on a
    window held sideways the table takes the whole height beside a column holding the dock, the recap and the log.
    Both layouts come from this one markup: the band (``#play-body``) is a box of its own upright and lends its
    parts to the screen's grid sideways, where the table (``#play-table``) scrolls on its own. Nothing is ever
    drawn over a control."""
    first, more = progress.split(" · ", 1) if " · " in progress else (progress, "")
    more_html = f"<span class=\"progress-more\"> · {esc(more)}</span>" if more else ""
    top = (f"<div class=\"play-top\"><header class=\"top game-top\">{home_button()}"
           f"<div class=\"title-block\"><h1 tabindex=\"-1\">{esc(title)}</h1>"
           f"<span class=\"progress-text\">{esc(first)}{more_html}</span></div>{strip}"
           f"<div class=\"bar-tools\">{tools}</div></header>{guide}</div>")
    body = (f"<div id=\"play-body\" class=\"play-body\" data-scroller>{recap}"
            f"<div id=\"play-table\" class=\"play-table\" data-scroller tabindex=\"0\" role=\"region\" aria-label=\"Game table\">{table}</div>"
            f"<div class=\"below\">{log}</div></div>")
    foot = f"<div id=\"play-dock\" class=\"play-dock\">{dock}</div>" if dock else ""
    return (f"<main id=\"play\" class=\"screen play{cls}{' docked' if dock else ''}\" data-game=\"{esc(game_id)}\"{attrs}>"
            f"<div class=\"play-frame\">{top}{body}{foot}</div></main>")


def announcement(screen: PlayScreen) -> str:
    """What the live region should say now, each event once: the new log lines (what anyone did,
    with the points the log gives), then whose turn it is when that changed, or the winner."""
    match = screen.match
    parts: list[str] = []
    count = len(match.log)
    if count < screen.announced:
        parts.append("Move taken back")
    else:
        parts.extend(line for _, line in match.log[screen.announced:])
    screen.announced = count
    hint = screen.current_hint()
    if hint is not None and hint.get("text") and not hint.get("said"):
        hint["said"] = True
        parts.append(f"{HINT_LABEL}{', checked' if hint.get('refined') else ''}: {hint['text']}")
    guide = guide_words(screen)
    turn = (match.to_act, screen.handoff_to, screen.viewer)
    if turn != screen.announced_turn:
        previous = screen.announced_turn
        screen.announced_turn = turn
        seat = match.to_act
        if match.over:
            parts.append(f"Game over. {headline(match)}")
        elif screen.handoff_to is not None:
            parts.append(f"Pass to {match.names[screen.handoff_to]}")
        elif previous is not None and seat is not None and (previous[0] != seat or previous[2] != screen.viewer):
            parts.append(f"Your turn, {match.names[seat]}" if seat == screen.viewer else f"{match.names[seat]}'s turn")
    if guide:
        parts.append(guide)
    return " ".join(part.strip().rstrip(".!") + "." for part in parts if part.strip())


def played_on_from(match: Match) -> tuple[str, str] | None:
    """Where a game played on from a replay came from, said when it opens before its first move (ramen/core/play_on.py)."""
    came = match.record.meta.get("from")
    if not isinstance(came, dict) or match.record.actions:
        return None
    position, seat = came.get("position"), came.get("seat")
    if not isinstance(position, int) or not isinstance(seat, int) or not 0 <= seat < len(match.names):
        return None
    name = match.names[seat]
    return ("info", f"Played on from move {position} of a replay, as {name} saw the table there: what {name} could"
                    " not see (hands, the deck's order, dice to come) was dealt anew.")
