"""The game screen around any game's board: status, choices, undo, log, hand-off and end screens."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ramen.core.choices import Picker
from ramen.core.match import Match
from ramen.ui.html import button, esc
from ramen.ui.replay_home import end_screen_buttons
from ramen.ui.views import BoardContext


@dataclass
class PlayScreen:
    """Everything the game screen shows beyond the match itself."""

    save_id: str
    match: Match
    view_module: ModuleType | None
    viewer: int | None = None
    handoff_to: int | None = None
    prefix: tuple[str, ...] = ()
    ui: dict[str, Any] = field(default_factory=dict)
    message: tuple[str, str] | None = None  # (kind, text): kind "error" or "info"

    @property
    def handoff_game(self) -> bool:
        return bool(getattr(self.view_module, "HANDOFF", False))

    def settle_viewer(self) -> None:
        """Decide whose eyes the screen is for now, and whether to ask for a hand-off first."""
        match = self.match
        seat = match.to_act
        humans = match.human_seats()
        self.handoff_to = None
        if seat is None:
            if self.viewer is None and len(humans) == 1:
                self.viewer = humans[0]
        elif not match.record.seats[seat].is_bot:
            if self.handoff_game and len(humans) > 1 and seat != self.viewer:
                self.viewer = None
                self.handoff_to = seat
            else:
                self.viewer = seat
        else:
            if len(humans) == 1:
                self.viewer = humans[0]
            elif self.handoff_game:
                self.viewer = None

    def picker(self) -> Picker | None:
        """The choice in progress, when the viewer is the person to act."""
        match = self.match
        seat = match.to_act
        if seat is None or self.handoff_to is not None or match.record.seats[seat].is_bot or seat != self.viewer:
            return None
        picker = Picker(match.legal_texts(), self.prefix)
        self.prefix = picker.prefix
        return picker

    def context(self) -> BoardContext:
        match = self.match
        return BoardContext(game=match.game, state=match.state, view=match.game.view(match.state, self.viewer),
                            viewer=self.viewer, names=match.names, picker=self.picker(), ui=self.ui,
                            bot_seats=tuple(i for i, s in enumerate(match.record.seats) if s.is_bot))


def default_token_label(token: str, names: list[str]) -> str:
    """Plain words for a notation token: p2 -> the player's name, b3 -> bowl 3."""
    if len(token) >= 2 and token[0] == "p" and token[1:].isdigit() and "b" not in token:
        index = int(token[1:]) - 1
        return names[index] if 0 <= index < len(names) else token
    if token.startswith("b") and token[1:].isdigit():
        return f"bowl {token[1:]}"
    if token.startswith("p") and "b" in token:
        who, _, bowl = token[1:].partition("b")
        if who.isdigit() and bowl.isdigit() and 0 < int(who) <= len(names):
            return f"{names[int(who) - 1]}'s bowl {bowl}"
    return token.replace("_", " ")


def token_label(screen: PlayScreen, token: str, ctx: BoardContext, prefix: tuple[str, ...] | None = None) -> str:
    """Words for ``token`` chosen after ``prefix`` (by default: what is chosen so far)."""
    custom = getattr(screen.view_module, "token_label", None)
    if custom is not None:
        label = custom(token, ctx.prefix if prefix is None else prefix, ctx)
        if label:
            return label
    return default_token_label(token, ctx.names)


def render_choice_bar(screen: PlayScreen, ctx: BoardContext) -> str:
    """Every next step of the choice in progress, as buttons: the board offers the same by tapping."""
    picker = ctx.picker
    if picker is None:
        return ""
    chosen = " › ".join(esc(token_label(screen, t, ctx, picker.prefix[:i])) for i, t in enumerate(picker.prefix))
    options = sorted(picker.options())
    buttons = [button(esc(token_label(screen, t, ctx)), cmd="pick", arg=t, cls="choice", key=f"bar:{' '.join(picker.prefix + (t,))}")
               for t in options]
    complete = picker.complete()
    if complete is not None and options:
        buttons.insert(0, button("Confirm", cmd="act", arg=complete, cls="primary", key="confirm"))
    if picker.prefix:
        buttons.append(button("Cancel", cmd="cancel", cls="secondary", key="cancel"))
    heading = f"<span class=\"chosen\">{chosen} ›</span>" if chosen else "<span class=\"chosen\">Choose:</span>"
    return f"<div class=\"choice-bar\" role=\"group\" aria-label=\"Your choices\">{heading}{''.join(buttons)}</div>"


def render_status(screen: PlayScreen, ctx: BoardContext) -> str:
    match = screen.match
    seat = match.to_act
    if seat is None:
        return "The game is over."
    name = esc(match.names[seat])
    if match.record.seats[seat].is_bot:
        return f"{name} (computer) is thinking…"
    if seat == screen.viewer:
        view = ctx.view  # the viewer is the seat to act: the board's view is theirs
        words = [view.get(k) for k in ("phase_label", "doing", "prompt")]
        sentence = next((w for w in words if isinstance(w, str) and " " in w.strip()), "")
        return f"Your turn, {name}." + (f" {esc(sentence)}" if sentence else "")
    return f"{name}'s turn."


def render_log(match: Match, limit: int = 200) -> str:
    lines = [f"<li>{esc(text)}</li>" for _, text in match.log[-limit:]]
    lines.reverse()
    return (f"<details class=\"log\" open><summary>Game log ({len(match.log)})</summary>"
            f"<ol class=\"log-lines\" reversed>{''.join(lines)}</ol></details>")


def render_handoff(screen: PlayScreen) -> str:
    name = esc(screen.match.names[screen.handoff_to]) if screen.handoff_to is not None else ""
    return (f"<section id=\"handoff\" class=\"screen handoff\" data-handoff=\"{screen.handoff_to}\">"
            f"<h1 tabindex=\"-1\">Pass to {name}</h1>"
            f"<p>Hand the tablet to {name}. Everyone else, look away: their hand is secret.</p>"
            + button(f"I'm {name}: show my turn", cmd="handoff-ready", cls="primary big", key="handoff-ready")
            + button("Home", cmd="home", cls="secondary", key="home") + "</section>")


def signed(points: int) -> str:
    """+3, 0, −2 with a true minus sign."""
    return "0" if points == 0 else f"{points:+d}".replace("-", "−")


def render_end(screen: PlayScreen, ctx: BoardContext) -> str:
    match = screen.match
    sheets = match.game.scores(match.state)
    outcome = match.game.outcome(match.state)
    names = match.names
    winners = " and ".join(esc(names[s]) for s in outcome.winners)
    headline = f"{winners} win{'s' if len(outcome.winners) == 1 else ''}!" if len(outcome.winners) == 1 else f"Shared win: {winners}!"
    rows = []
    for place, seat in enumerate(outcome.ranking, start=1):
        sheet = sheets[seat]
        lines = "".join(f"<li><span>{esc(label)}</span><span class=\"pts\">{signed(points)}</span></li>" for label, points in sheet.breakdown)
        rows.append(f"<li class=\"rank{' winner' if seat in outcome.winners else ''}\" data-seat=\"{seat}\">"
                    f"<div class=\"rank-head\"><span class=\"place\">{place}.</span> <strong>{esc(names[seat])}</strong>"
                    f" <span class=\"total\">{str(sheet.total).replace('-', '−')} points</span>"
                    f" <span class=\"tiebreak\">({esc(sheet.tiebreak_label)}: {abs(sheet.tiebreak)})</span></div>"
                    f"<ul class=\"breakdown\">{lines}</ul></li>")
    tiebreak = ""
    if outcome.tiebreak_decided:
        label = sheets[outcome.winners[0]].tiebreak_label
        tiebreak = f"<p class=\"tiebreak-note\" role=\"note\">Tied on points: the tie-break ({esc(label)}) decided.</p>"
    details = ""
    render_details = getattr(screen.view_module, "render_end", None)
    if render_details is not None:
        details = render_details(ctx)
    return (f"<section id=\"end\" class=\"screen end\" data-game-over=\"true\">"
            f"<header class=\"top\">{button('Home', cmd='home', cls='secondary', key='home')}"
            f"<h1 tabindex=\"-1\">{esc(match.game.title)}: game over</h1></header>"
            f"<p class=\"headline\">{headline}</p>{tiebreak}"
            f"<ol class=\"ranking\">{''.join(rows)}</ol>{details}"
            + button("Play again with the same seats", cmd="rematch", cls="primary", key="rematch")
            + end_screen_buttons(screen.save_id)
            + render_log(match) + "</section>")


def render_play(screen: PlayScreen) -> str:
    """The game screen (or the hand-off or end screen) for the current moment."""
    match = screen.match
    if screen.handoff_to is not None:
        return render_handoff(screen)
    ctx = screen.context()
    if match.over:
        return render_end(screen, ctx)
    view_module = screen.view_module
    if view_module is not None:
        board = view_module.render_board(ctx)
    else:
        board = f"<pre class=\"raw-view\">{esc(json.dumps(ctx.view, indent=1))}</pre>"
    message = ""
    if screen.message:
        kind, text = screen.message
        message = f"<p class=\"message {esc(kind)}\" role=\"alert\">{esc(text)}</p>"
    can_undo = ctx.picker is not None and match.can_undo()
    header = (f"<header class=\"top\">{button('Home', cmd='home', cls='secondary', key='home')}"
              f"<h1 tabindex=\"-1\">{esc(match.game.title)}</h1>"
              f"<span class=\"progress-text\">{esc(match.game.progress(match.state))}</span>"
              + button("Undo", cmd="undo", enabled=can_undo, cls="secondary", key="undo",
                       title="Take back your last move" if can_undo else "Only your own moves this turn that revealed nothing can be taken back")
              + button("Rules", cmd="rules", arg=match.game.id, cls="secondary", key="rules") + "</header>")
    return (f"<section id=\"play\" class=\"screen play\" data-game=\"{esc(match.game.id)}\">{header}"
            f"<p class=\"status\" role=\"status\">{render_status(screen, ctx)}</p>{message}"
            f"{render_choice_bar(screen, ctx)}<div class=\"board\">{board}</div>{render_log(match)}</section>")
