"""The replay viewer and the share screen as HTML: their screens' states and pure rendering functions
(no browser here: ``tools/screen_html.py`` renders them in CPython). ``ramen.ui.commands.replay`` drives them."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ramen.ui.markup.frame import top_bar
from ramen.core.game import Game
from ramen.core.choices import Picker
from ramen.core.record import Record
from ramen.core.registry import GAME_LEVELS, GAME_TITLES
from ramen.core.timeline import Chapter, Timeline
from ramen.core.words import plural
from ramen.ui.markup.html import MINUS, attrs, button, esc
from ramen.ui.screens.replay_home import can_replay
from ramen.ui.views import BoardContext, BoardView, get_view


SHARE_WARNING = ("Whoever has this link or file can see everything in this game: every player's hand, "
                 "the whole order of the deck (so what comes next) and every move.")


@dataclass
class ReplayScreen:
    """A game being watched: where in it, through whose eyes, and whether it plays by itself."""

    route: str
    record: Record
    timeline: Timeline
    save_id: str | None = None  # None: a game from a link or file, not saved on this device
    position: int = 0
    viewer: int | None = None
    playing: bool = False
    ui: dict[str, Any] = field(default_factory=dict)
    message: tuple[str, str] | None = None
    link: str | None = None  # set once the player asked for the link (after the warning)
    sharing: bool = False
    #: a reviewed decision's words, shown above the board (opened from the review: ramen/ui/screens/review.py)
    note: str | None = None
    #: the reviewed decision's moves marked on the board at position ``marked_at``: (kind, the move's words), kind
    #: "played" or "expert"
    marks: tuple[tuple[str, tuple[str, ...]], ...] = ()
    marked_at: int = -1
    #: who plays each seat when playing on from here, where changed: seat -> "person" or a computer level
    play_on_seats: dict[int, str] = field(default_factory=dict)

    @property
    def over(self) -> bool:
        """Whether the game watched has ended (every hand may then be seen)."""
        return self.timeline.over

    @property
    def length(self) -> int:
        """How many actions the game has."""
        return self.timeline.length

    def go(self, position: int) -> None:
        """Move to ``position``, kept within the game."""
        self.position = max(0, min(self.length, position))


@dataclass
class ShareScreen:
    """A saved game about to be shared: the warning, then its link or file."""

    route: str
    save_id: str
    record: Record
    over: bool
    progress: str
    link: str | None = None
    message: tuple[str, str] | None = None


# --- the replay viewer ------------------------------------------------------------------------------
def turn_target(screen: ReplayScreen, direction: int) -> int:
    """The position at the end of the next turn (direction 1) or of the turn before this one (-1)."""
    chapters = screen.timeline.chapters()
    if not chapters:
        return screen.position
    if direction > 0:
        for chapter in chapters:
            if chapter.last > screen.position:
                return chapter.last
        return screen.length
    for chapter in reversed(chapters):
        if chapter.last < screen.position:
            return chapter.last
    return 0


def chapter_label(chapter: Chapter, names: list[str]) -> str:
    """A turn as the jump list names it: its round and turn, who played it and its actions."""
    who = names[chapter.seat] if chapter.seat is not None and chapter.seat < len(names) else "—"
    where = f"Round {chapter.round}, turn {chapter.turn}" if chapter.round is not None else f"Turn {chapter.turn}"
    steps = f"action {chapter.first}" if chapter.first == chapter.last else f"actions {chapter.first}–{chapter.last}"
    return f"End of {where.lower()}: {who} ({steps})"


def render_jump(screen: ReplayScreen) -> str:
    """A list of every turn (grouped by round where the game has rounds) to jump to its end."""
    names = screen.record.names
    chapters = screen.timeline.chapters()
    current = screen.timeline.chapter_at(screen.position) if screen.position else -1
    options = [f"<option value=\"0\"{' selected' if screen.position == 0 else ''}>The start</option>"]
    group: int | None = None
    for number, chapter in enumerate(chapters):
        if chapter.round is not None and chapter.round != group:
            if group is not None:
                options.append("</optgroup>")
            group = chapter.round
            options.append(f"<optgroup label=\"Round {chapter.round}\">")
            start = chapter.first - 1
            chosen = " selected" if screen.position == start and start > 0 else ""
            if start > 0:
                options.append(f"<option value=\"{start}\"{chosen}>Start of round {chapter.round}</option>")
        selected = " selected" if number == current and screen.position == chapter.last else ""
        options.append(f"<option value=\"{chapter.last}\"{selected}>{esc(chapter_label(chapter, names))}</option>")
    if group is not None:
        options.append("</optgroup>")
    round_starts = {c.first - 1 for c in chapters if c.round is not None}
    if screen.position and not any(screen.position == c.last for c in chapters) and screen.position not in round_starts:
        options.insert(1, f"<option value=\"{screen.position}\" selected>Action {screen.position} (within a turn)</option>")
    return (f"<div class=\"replay-jump\"><label for=\"replay-jump\">Jump to</label>"
            f"<select id=\"replay-jump\" data-field=\"replay-jump\" data-key=\"replay-jump\">{''.join(options)}</select></div>")


def render_controls(screen: ReplayScreen) -> str:
    """The step, turn, start/end and play buttons."""
    pos, end = screen.position, screen.length
    at_start, at_end = pos == 0, pos >= end
    parts = [
        button("Start", cmd="replay-go", arg="0", enabled=not at_start, label="Back to the start", key="replay-start",
               cls="secondary step-button", title=None if not at_start else "This is the start"),
        button("◀ Turn", cmd="replay-turn", arg="-1", enabled=not at_start, label="Previous turn", key="replay-prev-turn",
               cls="secondary step-button", title=None if not at_start else "This is the start"),
        button("◀", cmd="replay-step", arg="-1", enabled=not at_start, label="One action back", key="replay-back",
               cls="secondary step-button", title=None if not at_start else "This is the start"),
        button("Pause" if screen.playing else "▶ Play", cmd="replay-play", cls="primary", key="replay-play",
               label="Pause" if screen.playing else ("Play from the start" if at_end else "Play")),
        button("▶", cmd="replay-step", arg="1", enabled=not at_end, label="One action forward", key="replay-forward",
               cls="secondary step-button", title=None if not at_end else "This is the last action"),
        button("Turn ▶", cmd="replay-turn", arg="1", enabled=not at_end, label="Next turn", key="replay-next-turn",
               cls="secondary step-button", title=None if not at_end else "This is the last action"),
        button("End", cmd="replay-go", arg=str(end), enabled=not at_end, label="To the end", key="replay-end",
               cls="secondary step-button", title=None if not at_end else "This is the last action"),
    ]
    return f"<div class=\"replay-controls\" role=\"group\" aria-label=\"Replay controls\">{''.join(parts)}</div>"


def render_viewer_choice(screen: ReplayScreen) -> str:
    """After the end every hand may be seen: whose eyes the table is drawn with."""
    if not screen.over:
        return ("<p class=\"hint replay-eyes\">The game is still going on: you see what a spectator sees"
                " (no secret hands).</p>")
    names = screen.record.names
    buttons = [button("Spectator", cmd="replay-viewer", arg="", pressed=screen.viewer is None, key="replay-viewer:none",
                      cls="secondary")]
    buttons += [button(esc(name), cmd="replay-viewer", arg=str(seat), pressed=screen.viewer == seat,
                       key=f"replay-viewer:{seat}", cls="secondary", label=f"Show the table as {name} saw it")
                for seat, name in enumerate(names)]
    return ("<div class=\"replay-eyes\" role=\"group\" aria-label=\"Whose view of the table\">"
            f"<span class=\"label\">See the table as:</span>{''.join(buttons)}</div>")


def play_on_seat(screen: ReplayScreen, game: Game[Any, Any, Any], state: object) -> int | None:
    """Whose knowledge *Play on from here* keeps: the seat whose eyes the table is seen with (after the end), else
    the one to act."""
    viewer = screen.viewer if screen.over else None
    return viewer if viewer is not None else game.to_act(state)


def render_play_on(screen: ReplayScreen, game: Game[Any, Any, Any], state: object) -> str:
    """*Play on from here*, where the game is still going on at this position: whose knowledge is kept (the seat
    whose eyes the table is seen with, else the one to act)."""
    if game.is_terminal(state):
        return ""
    seat = play_on_seat(screen, game, state)
    who = screen.record.names[seat] if seat is not None and seat < len(screen.record.names) else "the player to act"
    return (f"<div class=\"replay-play-on\">"
            + button("Play on from here", cmd="play-on", cls="secondary", key="play-on",
                     label="Play on from here: a new game from this moment")
            + f"<p class=\"hint\">A new game from this moment; what {esc(who)} could not see here"
              " (hands, the deck's order, dice to come) is dealt anew.</p>" + render_play_on_seats(screen, game) + "</div>")


#: the id of the select of who plays seat N when playing on (a person, or a computer of a level)
PLAY_ON_SEAT = "play-on-seat-{}"
PERSON = "person"


def play_on_choice(screen: ReplayScreen, seat: int) -> str:
    """Who plays ``seat`` in a game played on from here: as chosen, else as in the game ("person" or a level)."""
    info = screen.record.seats[seat]
    return screen.play_on_seats.get(seat) or (info.level or "easy" if info.is_bot else PERSON)


def render_play_on_seats(screen: ReplayScreen, game: Game[Any, Any, Any]) -> str:
    """Who plays each seat of the game played on from here: a person or a computer of each level, as in the game
    until changed."""
    levels = GAME_LEVELS.get(game.id, ["easy"])
    rows = []
    for seat, info in enumerate(screen.record.seats):
        chosen = play_on_choice(screen, seat)
        options = [(PERSON, "a person")] + [(level, f"the computer, {level}") for level in levels]
        choices = "".join(f"<option value=\"{esc(value)}\"{' selected' if value == chosen else ''}>{esc(words)}</option>"
                          for value, words in options)
        field = PLAY_ON_SEAT.format(seat)
        rows.append(f"<li><label for=\"{field}\">{esc(info.name)}</label>"
                    f"<select id=\"{field}\" data-play-on-seat=\"{seat}\">{choices}</select></li>")
    return ("<details class=\"play-on-seats\"><summary>Who plays each seat</summary>"
            f"<ul>{''.join(rows)}</ul></details>")


def render_hands(screen: ReplayScreen, game: Game[Any, Any, Any], state: object, board_view: BoardView | None) -> str:
    """Every player's hand (games with hands, once the game is over)."""
    if not screen.over:
        return ""
    names = screen.record.names
    rows = []
    name_of = board_view.card_name if board_view is not None else None
    for seat, name in enumerate(names):
        hand = game.view(state, seat).get("hand")
        if not isinstance(hand, list):
            return ""
        cards = ", ".join(esc(name_of(c) if name_of else str(c).replace("_", " ")) for c in hand) or "no cards"
        rows.append(f"<li data-seat=\"{seat}\"><strong>{esc(name)}</strong>: {cards}</li>")
    return f"<section class=\"replay-hands\" aria-label=\"Every hand\"><h2>Every hand</h2><ul>{''.join(rows)}</ul></section>"


def render_scores(game: Game[Any, Any, Any], state: object, names: list[str]) -> str:
    """The final ranking, as on the end screen."""
    sheets = game.scores(state)
    outcome = game.outcome(state)
    rows = []
    for place, seat in enumerate(outcome.ranking, start=1):
        total = plural(sheets[seat].total, "point", minus=MINUS)
        win = " winner" if seat in outcome.winners else ""
        won = " <span class=\"won\">(won)</span>" if win else ""
        rows.append(f"<li class=\"rank{win}\" data-seat=\"{seat}\"><span class=\"place\">{place}.</span> "
                    f"<strong>{esc(names[seat])}</strong> <span class=\"total\">{total}</span>{won}</li>")
    return (f"<section class=\"replay-final\" aria-labelledby=\"replay-final-h\"><h2 id=\"replay-final-h\">Final scores</h2>"
            f"<ol class=\"ranking replay-ranking\">{''.join(rows)}</ol></section>")


def render_share_panel(screen: ReplayScreen | ShareScreen) -> str:
    """The warning, then the link (after the player asked for it) and the download."""
    link: str
    if screen.link is None:
        link = button("I understand: make the link", cmd="make-link", cls="primary", key="make-link")
    else:
        link = (f"<label for=\"share-link\">Link to this game ({len(screen.link)} characters)</label>"
                f"<input id=\"share-link\" class=\"share-link\" type=\"text\" readonly{attrs(value=screen.link)}>"
                + button("Copy link", cmd="copy-link", cls="primary", key="copy-link"))
    return ("<section class=\"share-panel\" aria-labelledby=\"share-h\"><h2 id=\"share-h\">Share this game</h2>"
            f"<p class=\"warning share-warning\" role=\"note\"><strong>Before you share:</strong> {esc(SHARE_WARNING)}</p>"
            f"<div class=\"share-actions\">{link}"
            + button("Download game file", cmd="download", cls="secondary", key="download")
            + "</div><p class=\"hint\">Open the link on any device that has this page, or open the file from the"
              " home screen (“Open a game file”). No server is involved: the game travels inside the link.</p></section>")


def _message(message: tuple[str, str] | None) -> str:
    """A screen's message: an error is an alert; other news goes to the live region."""
    if not message:
        return ""
    kind, text = message
    role = " role=\"alert\"" if kind == "error" else ""  # other news goes to the page's one live region
    return f"<p class=\"message {esc(kind)}\"{role}>{esc(text)}</p>"


def step_words(screen: ReplayScreen) -> str:
    """The line that says where the replay is: the action just shown, in words."""
    if screen.position == 0:
        return "The start of the game. Step forward to see the first action."
    step = screen.timeline.steps[screen.position - 1]
    return f"Action {step.index} of {screen.timeline.length}: {step.line}"


def marks_legend(screen: ReplayScreen, marked: bool) -> str:
    """What the marks on the board mean (only while they are shown: the replay at the reviewed decision)."""
    if not marked:
        return ""
    kinds = {kind for kind, _ in screen.marks}
    parts = (["<span class=\"mark-key mark-played\">what was played</span>"] if "played" in kinds else []) + \
        ["<span class=\"mark-key mark-expert\">the expert's move</span>"]
    return (f"<p class=\"marks-legend\">Marked on the board: {' and '.join(parts)}.</p>"
            + button("Show them on the board", cmd="review-marks", cls="secondary", key="review-marks"))


def render_replay(screen: ReplayScreen, pace: float) -> str:
    """The replay viewer at ``screen.position``; ``pace`` (seconds between two steps of Play) is said in its key hint."""
    timeline = screen.timeline
    game = timeline.game
    names = screen.record.names
    state = timeline.states[screen.position]
    viewer = screen.viewer if screen.over else None
    board_view = get_view(game.id)
    last = timeline.steps[screen.position - 1] if screen.position else None
    recent = ((last.seat, screen.record.actions[screen.position - 1]),) if last else ()
    marked = bool(screen.marks) and screen.position == screen.marked_at and viewer is not None \
        and game.to_act(state) == viewer  # the decision as its player saw it: their choices, every one off
    picker = Picker([game.format_action(a) for a in game.legal_actions(state)]) if marked else None
    ctx = BoardContext(game=game, state=state, view=game.view(state, viewer), viewer=viewer, names=names, picker=picker,
                       ui=screen.ui, bot_seats=tuple(i for i, s in enumerate(screen.record.seats) if s.is_bot),
                       recent=recent, actions=tuple(screen.record.actions[:screen.position]),
                       marks=screen.marks if marked else (), frozen=marked)
    if board_view is not None:
        board = board_view.render_board(ctx)
        if board_view.render_dock is not None:  # the hand of the seat whose eyes the table is seen with
            board += f"<div class=\"replay-dock\">{board_view.render_dock(ctx)}</div>"  # (the dock's container,
            # as the game screen's .play-dock)
    else:
        board = f"<pre class=\"raw-view\">{esc(json.dumps(ctx.view, indent=1))}</pre>"
    # the board's own controls only change what is shown: in the replay they go to the replay's ui
    board = board.replace("data-cmd=\"ui\"", "data-cmd=\"replay-ui\"")
    step = step_words(screen)
    at_end = screen.position >= timeline.length
    final = ""
    if at_end and screen.over:
        final = render_scores(game, state, names)
        render_end = board_view.render_end if board_view is not None else None
        if render_end is not None:
            final += f"<div class=\"replay-end-details\">{render_end(ctx)}</div>"
    elif at_end:
        final = f"<p class=\"hint\">This is as far as the game has been played ({esc(game.progress(state))}).</p>"
    current_attrs = " aria-current=\"step\" class=\"current\""
    log_lines = [f"<li{current_attrs if s.index == screen.position else ''}>{esc(s.line)}</li>"
                 for s in timeline.steps[:screen.position]]
    log_lines.reverse()
    source = ("" if screen.save_id is not None else
              "<p class=\"hint\">This game came from a link or a file: it is not in your saved games. "
              + button("Keep it in my saved games", cmd="keep", cls="link-button", key="keep") + "</p>")
    pace_text = "instantly" if pace <= 0.05 else f"one action every {pace:.1f} s"
    review = ""
    if screen.over:  # (a game from a link or a file is kept among the saved games first: the review is kept with it)
        review = button("Review", cmd="review" if screen.save_id else "review-kept", arg=screen.save_id,
                        cls="secondary", key="replay-review", label="The expert's review of this game"
                        + ("" if screen.save_id else ", kept among your saved games"))
    header = top_bar(f"Replay: {game.title}", game.progress(state),
                     tools=review + button("Share", cmd="replay-share", cls="secondary", key="replay-share",
                                           pressed=screen.sharing))
    return (f"<main id=\"replay\" class=\"screen replay\" data-game=\"{esc(game.id)}\" data-position=\"{screen.position}\""
            f" data-length=\"{timeline.length}\" data-over=\"{'true' if screen.over else 'false'}\""
            f" data-playing=\"{'true' if screen.playing else 'false'}\">{header}"
            f"{_message(screen.message)}{source}"
            + (render_share_panel(screen) if screen.sharing else "")
            + (f"<aside class=\"panel review-note\" aria-label=\"The review\"><p>{esc(screen.note)}</p>{marks_legend(screen, marked)}"
               + button("Back to the review", cmd="review", arg=screen.save_id, cls="secondary", key="review-back")
               + "</aside>"
               if screen.note and screen.save_id else "")
            + f"<p class=\"status replay-step\" id=\"replay-step\">{esc(step)}</p>"
            f"<div class=\"replay-bar\">{render_controls(screen)}{render_jump(screen)}"
            f"<p class=\"hint replay-keys\">Arrow keys step; Page Up/Down jump a turn. Play goes {pace_text}.</p></div>"
            f"{render_viewer_choice(screen)}{render_play_on(screen, game, state)}{final}"
            f"<div class=\"board replay-board\">{board}</div>"
            f"{render_hands(screen, game, state, board_view)}"
            f"<details class=\"log\" open><summary>Game log ({screen.position} of {timeline.length})</summary>"
            f"<ol class=\"log-lines\" reversed tabindex=\"0\" aria-label=\"Actions so far, latest first\">{''.join(log_lines)}</ol></details></main>")


# --- the share screen -------------------------------------------------------------------------------
def render_share(screen: ShareScreen) -> str:
    """The share screen of a saved game."""
    record = screen.record
    title = GAME_TITLES.get(record.game, record.game)
    replay = ""
    if can_replay(record, screen.over):
        replay = button("Replay this game", cmd="replay", arg=screen.save_id, cls="secondary", key="share-replay")
    return (f"<main id=\"share\" class=\"screen share\">{top_bar(f'Share {title}')}"
            f"<p class=\"share-what\">{esc(', '.join(record.names))} · {esc(screen.progress)} · "
            f"{len(record.actions)} action{'s' if len(record.actions) != 1 else ''}</p>"
            f"{_message(screen.message)}{render_share_panel(screen)}"
            + ("" if screen.over else "<p class=\"hint\">The game is not over: whoever opens the link gets their own copy to"
               " play on; your copy here does not change.</p>")
            + replay + "</main>")
