"""The game screen around any game's board: its state (``PlayScreen``), the status line, the choice
strip, undo, pace and the hand-off screen; and the words the live region says after each change. The
recap and the log are ``screens.recap``, the end screen ``screens.end``."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ramen.core.choices import Picker
from ramen.core.strength import HINT_LABEL
from ramen.core.match import Match
from ramen.ui.markup.html import button, esc, render_pace, render_sound
from ramen.ui.screens.end import headline, render_end
from ramen.ui.screens.recap import render_log, render_recap, since_last_turn
from ramen.ui.screens.tutorial import guide_words, render_guide, step_of, tutorial_of
from ramen.ui.views import BoardContext, BoardView


@dataclass
class PlayScreen:
    """Everything the game screen shows beyond the match itself."""

    save_id: str
    match: Match
    #: the game's board (None: the generic view)
    board: BoardView[Any] | None
    viewer: int | None = None
    handoff_to: int | None = None
    prefix: tuple[str, ...] = ()
    ui: dict[str, Any] = field(default_factory=dict)
    message: tuple[str, str] | None = None  # (kind, text): kind "error" or "info"
    #: why the disabled control the player tapped is off (shown in the strip, said by the live region)
    why: str | None = None
    #: how much of the log the live region has said, and the turn it last announced
    announced: int = -1
    announced_turn: tuple[Any, ...] | None = None
    #: the hint shown: {"at": actions played when asked, "seat", "action" (notation), "text"}; "thinking"
    #: while the search runs
    hint: dict[str, Any] | None = None
    #: seats played on other devices (ramen/ui/devices/table.py): the screen shows the table while they act
    remote: frozenset[int] = frozenset()
    #: a line above the board about those devices (who is awaited), HTML
    banner: str = ""
    #: the moves played when the board's selections (``BoardView.selections`` in ``ui``) were last good
    selected_at: int = -1
    #: an earlier turn played again on the board (ramen/ui/commands/turn_replay.py): (its first move, the
    #: move after its last, the moves shown now); the board then only shows
    replaying: tuple[int, int, int] | None = None

    def __post_init__(self) -> None:
        if self.announced < 0:  # an opened game does not read out its whole past
            self.announced = len(self.match.log)
        if self.selected_at < 0:
            self.selected_at = len(self.match.record.actions)

    def drop_stale_selections(self) -> None:
        """A choice in progress on the board (a topping tapped, a claim to confirm) is dropped once the game
        has moved on (a move played, taken back, or another player's), so it never survives into a later
        move (in a lesson, it would hide the next step's marked control)."""
        moves = len(self.match.record.actions)
        if moves != self.selected_at:
            for key in self.board.selections if self.board is not None else ():
                self.ui.pop(key, None)
            self.selected_at = moves

    @property
    def handoff_game(self) -> bool:
        return self.board is not None and self.board.handoff

    def settle_viewer(self) -> None:
        """Decide whose eyes the screen is for now, and whether to ask for a hand-off first."""
        match = self.match
        seat = match.to_act
        humans = [human for human in match.human_seats() if human not in self.remote]
        self.handoff_to = None
        if seat is not None and seat in self.remote:  # the table, seen by all: no hand of this device
            self.viewer = None
        elif seat is None:
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
        if self.replaying is not None:
            return None
        picker = Picker(match.legal_texts(), self.prefix)
        self.prefix = picker.prefix
        return picker

    def current_hint(self) -> dict[str, Any] | None:
        """The hint for this very moment (a move since makes it stale), when the viewer is to act."""
        hint = self.hint
        match = self.match
        if hint is None or hint.get("at") != len(match.record.actions) or hint.get("seat") != match.to_act \
                or self.viewer != match.to_act:
            return None
        return hint

    def recap_seats(self) -> set[int]:
        """Whose "last turn" the recap counts from: the viewer, else (nobody's eyes) every person."""
        if self.viewer is not None:
            return {self.viewer}
        return set(self.match.human_seats())

    def context(self) -> BoardContext:
        match = self.match
        if self.replaying is not None:
            return self.replay_context(self.replaying[2])
        self.drop_stale_selections()
        recent = tuple((match.log[i][0], match.record.actions[i]) for i in since_last_turn(match, self.recap_seats())
                       if i < len(match.record.actions))
        picker = self.picker()
        hint = self.current_hint() if picker is not None else None
        hinted = tuple(hint["action"].split()) if hint and hint.get("action") else ()
        step = step_of(self)
        refusal = None
        if step is not None and picker is not None:  # a tutorial: its wanted move is marked, the rest say "not yet"
            hinted = tuple(step.wanted[0].split()) if step.wanted else ()
            refusal = step.not_yet
        return BoardContext(game=match.game, state=match.state, view=match.game.view(match.state, self.viewer),
                            viewer=self.viewer, names=match.names, picker=picker, ui=self.ui,
                            bot_seats=tuple(i for i, s in enumerate(match.record.seats) if s.is_bot),
                            recent=recent, hint=hinted, refusal=refusal, actions=tuple(match.record.actions))

    def replay_context(self, at: int) -> BoardContext:
        """The board as it was after ``at`` moves, as the viewer saw it then: it only shows."""
        match = self.match
        state = match.states[at]
        return BoardContext(game=match.game, state=state, view=match.game.view(state, self.viewer), viewer=self.viewer,
                            names=match.names, picker=None, ui=self.ui,
                            bot_seats=tuple(i for i, s in enumerate(match.record.seats) if s.is_bot),
                            recent=(), hint=(), refusal=None, actions=tuple(match.record.actions[:at]))



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
    custom = screen.board.token_label if screen.board is not None else None
    if custom is not None:
        label = custom(token, ctx.prefix if prefix is None else prefix, ctx)
        if label:
            return label
    return default_token_label(token, ctx.names)


def next_step(screen: PlayScreen, ctx: BoardContext) -> str:
    """The board's sentence saying what to tap next in the choice in progress ("" when it has none)."""
    words = screen.board.next_step if screen.board is not None else None
    return (words(ctx) or "") if words is not None and ctx.acting else ""


def render_strip(screen: PlayScreen, ctx: BoardContext, *, skip: bool = False) -> str:
    """The strip under the status (sticky at the top of the window while the page scrolls): the choice
    in progress in words with what to tap next, Confirm and Cancel; the hint; or why a tapped control is
    off; or "skip to my turn" while the computer plays. The board is the one way to act; the strip never
    offers the board's options again.

    While a person acts, ``data-acting-now`` says whether a choice is in progress ("choosing") or not
    ("turn"), ``data-prefix`` holds the steps chosen, and ``data-step`` changes with every step:
    static/morph.js brings the controls that go on from there into view once per step."""
    picker = ctx.picker
    match = screen.match
    parts: list[str] = []
    buttons = []
    hint = screen.current_hint() if picker is not None else None
    step = next_step(screen, ctx)
    lesson = tutorial_of(screen) is not None
    if screen.why:
        parts.append(f"<span class=\"why-text\">{esc(screen.why)}</span>")
    if picker is not None:
        if not picker.prefix and step and not screen.why:
            parts.append(f"<span class=\"next-step\">{esc(step)}</span>")
        if picker.prefix:
            chosen = " › ".join(esc(token_label(screen, t, ctx, picker.prefix[:i])) for i, t in enumerate(picker.prefix))
            if not screen.why:
                parts.append(f"<span class=\"chosen\">{chosen} ›</span>"
                             + (f" <span class=\"next-step\">{esc(step)}</span>" if step else ""))
            complete = picker.complete()
            if complete is not None and picker.options():
                hinted = " hinted" if hint is not None and hint.get("action") == complete else ""
                buttons.append(button("Confirm", cmd="act", arg=complete, cls="primary" + hinted, key="confirm"))
            buttons.append(button("Cancel", cmd="cancel", cls="secondary", key="cancel"))
        if hint is not None and hint.get("text"):
            parts.append(f"<span class=\"hint-text\" data-hint-action=\"{esc(hint['action'])}\">"
                         f"{HINT_LABEL}: {esc(hint['text'])}</span>")
        elif not parts and len(picker.legal) == 1 and len(picker.legal[0]) == 1:
            only = token_label(screen, picker.legal[0][0], ctx, ())
            parts.append(f"<span class=\"hint\">Only one move left: {esc(only)}.</span>")
        elif not parts:
            parts.append("<span class=\"hint\">Choose on the board below.</span>")
        if lesson and not (screen.why or picker.prefix):
            parts = []  # a lesson: its guide says what to do
        thinking = bool(hint is not None and hint.get("thinking"))
        can_hint = not thinking and (hint is None or not hint.get("text"))
        if not lesson:
            buttons.append(button("Thinking…" if thinking else "Hint", cmd="hint", cls="secondary", key="hint",
                                  enabled=can_hint, title=None if can_hint else (
                                      "Working out a hint…" if thinking else "The hint is shown above the board.")))
    elif match.is_bot_turn() and screen.handoff_to is None and skip:
        buttons.append(button("Skip to my turn", cmd="skip", cls="secondary", key="skip",
                              label="Skip to my turn: the computer plays without pauses"))
    acting = ""
    if picker is not None:
        step_key = f"{len(match.record.actions)}:{screen.viewer}:{' '.join(picker.prefix)}:{step}"
        acting = (f" data-acting-now=\"{'choosing' if picker.prefix or step else 'turn'}\""
                  f" data-step=\"{esc(step_key)}\" data-prefix=\"{esc(' '.join(picker.prefix))}\"")
    text = " ".join(parts)
    empty = " empty" if lesson and not text and not buttons else ""  # the guide speaks: no empty box under it
    return (f"<div id=\"strip\" class=\"choice-strip{empty}\"{acting}><p id=\"why\" class=\"strip-text\">{text}</p>"
            f"<div class=\"strip-buttons\">{''.join(buttons)}</div></div>")


def render_status(screen: PlayScreen, ctx: BoardContext) -> str:
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
        return f"{name} (computer) is playing…"
    if seat == screen.viewer:
        # the viewer is the seat to act: the board's view is theirs, and its status says what they are doing
        sentence = ctx.view["status"]
        sentence = sentence[:1].upper() + sentence[1:]  # a view's phrase ("resolving the dice") starts a sentence here
        return f"Your turn, {name}." + (f" {esc(sentence)}" if sentence else "")
    return f"{name}'s turn."


def turn_cue(screen: PlayScreen) -> str | None:
    """The words of the cue that a person's turn has begun (after a computer or another person played),
    while that person has not yet moved; None otherwise. A banner shows them once (static/app.css fades
    it; with reduced motion the marked status line is the cue) and the turn sound may play; the live
    region already says whose turn it is, so the banner is hidden from screen readers."""
    match = screen.match
    seat = match.to_act
    if seat is None or screen.handoff_to is not None or seat != screen.viewer or match.record.seats[seat].is_bot:
        return None
    if not match.log or match.log[-1][0] == seat:
        return None  # the game's very first move, or the person has begun their turn
    humans = match.human_seats()
    return f"Your turn, {match.names[seat]}" if len(humans) == 1 else f"{match.names[seat]}'s turn"


def turn_cue_key(screen: PlayScreen) -> str | None:
    """Which turn the cue is for (one cue, and one sound, per turn begun), None without a cue."""
    return f"{screen.save_id}:{len(screen.match.record.actions)}" if turn_cue(screen) is not None else None



def render_handoff(screen: PlayScreen) -> str:
    match = screen.match
    seat = screen.handoff_to
    name = esc(match.names[seat]) if seat is not None else ""
    recap = render_recap(match, since_last_turn(match, {seat}), "Since your last turn", element_id="handoff-recap",
                         seats={seat}) if seat is not None else ""
    return (f"<main id=\"handoff\" class=\"screen handoff\" data-handoff=\"{seat}\">"
            f"<h1 tabindex=\"-1\">Pass to {name}</h1>"
            f"<p>Hand the tablet to {name}. Everyone else, look away: their hand is secret.</p>{screen.banner}{recap}"
            + button(f"I'm {name}: show my turn", cmd="handoff-ready", cls="primary big", key="handoff-ready")
            + button("Home", cmd="home", cls="secondary", key="home") + "</main>")


def render_play(screen: PlayScreen, pace: str = "quick", pace_setting: bool = True, sound: bool = False) -> str:
    """The game screen (or the hand-off or end screen) for the current moment."""
    match = screen.match
    if screen.handoff_to is not None:
        return render_handoff(screen)
    ctx = screen.context()
    if match.over:
        return render_end(screen, ctx)
    if screen.board is not None:
        board = screen.board.render_board(ctx)
    else:
        board = f"<pre class=\"raw-view\">{esc(json.dumps(ctx.view, indent=1))}</pre>"
    message = ""
    if screen.message:
        kind, text = screen.message
        message = f"<p class=\"message {esc(kind)}\" role=\"alert\">{esc(text)}</p>"
    can_undo = ctx.picker is not None and match.can_undo()
    header = (f"<header class=\"top game-top\">{button('Home', cmd='home', cls='secondary', key='home')}"
              f"<div class=\"title-block\"><h1 tabindex=\"-1\">{esc(match.game.title)}</h1>"
              f"<span class=\"progress-text\">{esc(match.game.progress(match.state))}</span></div>"
              + button("Undo", cmd="undo", enabled=can_undo, cls="secondary", key="undo",
                       title="Take back your last move" if can_undo else (
                           "A lesson's moves are not taken back: Start again goes back to its first step" if tutorial_of(screen)
                           else "Only your own moves this turn that revealed nothing can be taken back"))
              + button("Rules", cmd="rules", arg=match.game.id, cls="secondary", key="rules") + "</header>")
    has_bots = any(seat.is_bot for seat in match.record.seats)
    heading = "Since your last turn" if screen.viewer is not None else "Latest moves"
    recap = render_recap(match, since_last_turn(match, screen.recap_seats()), heading, seats=screen.recap_seats(),
                         replayable=ctx.picker is not None or screen.replaying is not None)
    if screen.replaying is not None:
        message += (f"<p class=\"replay-bar\">The board shows that turn again, then now. "
                    f"{button('Back to now', cmd='turn-again-stop', cls='secondary', key='turn-again-stop')}</p>")
    pace_html = render_pace(pace, where="game") if has_bots and pace_setting else ""
    sound_html = render_sound(sound, where="game") if pace_setting else ""
    cue = turn_cue(screen)
    cue_html = (f"<p id=\"turn-cue-{len(match.record.actions)}\" class=\"turn-cue\" aria-hidden=\"true\">{esc(cue)}</p>"
                if cue is not None else "")
    return (f"<main id=\"play\" class=\"screen play{' tutorial' if tutorial_of(screen) else ''}\" data-game=\"{esc(match.game.id)}\">{header}"
            f"<h2 id=\"status\" class=\"status{' turn-start' if cue is not None else ''}\" tabindex=\"-1\">"
            f"{render_status(screen, ctx)}</h2>{cue_html}{screen.banner}{message}"
            f"{render_guide(screen)}<div class=\"sticky-head\">{recap}{render_strip(screen, ctx, skip=has_bots)}</div>"
            f"<div id=\"board\" class=\"board\">{board}</div>"
            f"<div class=\"below\">{pace_html}{sound_html}{render_log(match)}</div></main>")


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
        parts.append(f"{HINT_LABEL}: {hint['text']}")
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
