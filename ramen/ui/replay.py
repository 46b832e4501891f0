"""Replays, sharing and game files in the page: the replay viewer (#/replay/SAVE, #/game/v1/...),
the share screen (#/share/SAVE), opening a game file from the home screen, and the statistics
page (#/stats, drawn by ramen.ui.stats). The app hands these routes, clicks, changes and keys over
to ``ReplayController``; nothing here acts on a game: the boards are drawn without a picker.
"""

from __future__ import annotations

import asyncio
import json
import sys
import traceback
from dataclasses import dataclass, field
from typing import Any

from js import Blob, Object, URL, document, window  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, to_js  # type: ignore[import-not-found]

from ramen.core.errors import RecordError
from ramen.core.link import game_file_name, game_file_text, is_link, link_fragment, read_game_file, read_link, record_key
from ramen.core.match import Match
from ramen.core.record import Record
from ramen.core.registry import GAME_TITLES, get_game
from ramen.core.timeline import Timeline
from ramen.ui import browser
from ramen.ui.html import attrs, button, esc
from ramen.ui.play import plural
from ramen.ui.replay_home import FILE_INPUT_ID, can_replay
from ramen.ui.stats import saved_text
from ramen.ui.views import BoardContext, get_view

#: the pace of "Play" when the app has none (seconds between two actions)
DEFAULT_PACE = 0.6

SHARE_WARNING = ("Whoever has this link or file can see everything in this game: every player's hand, "
                 "the whole order of the deck (so what comes next) and every move.")

# --- the browser side ----------------------------------------------------------------------------
def download_text(name: str, text: str, mime: str = "application/json") -> None:
    """Offer ``text`` as a file called ``name`` (a Blob behind an <a download>)."""
    blob = Blob.new(to_js([text]), to_js({"type": mime}, dict_converter=Object.fromEntries))
    url = URL.createObjectURL(blob)
    anchor = document.createElement("a")
    anchor.href = url
    anchor.download = name
    anchor.style.display = "none"
    document.body.appendChild(anchor)
    anchor.click()
    anchor.remove()
    window.setTimeout(create_once_callable(lambda: URL.revokeObjectURL(url)), 60_000)


def here(fragment: str) -> str:
    """This very page (query kept) at ``fragment``: replacing the address with it only changes the hash."""
    return str(window.location.href).split("#", 1)[0] + fragment


def page_url(fragment: str) -> str:
    """This page's address (no query: a link must not carry test or debug settings) with ``fragment``."""
    location = window.location
    return f"{location.origin}{location.pathname}{fragment}"


# --- screens' states -----------------------------------------------------------------------------
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

    @property
    def over(self) -> bool:
        return self.timeline.over

    @property
    def length(self) -> int:
        return self.timeline.length

    def go(self, position: int) -> None:
        self.position = max(0, min(self.length, position))


@dataclass
class ShareScreen:
    route: str
    save_id: str
    record: Record
    over: bool
    progress: str
    link: str | None = None
    message: tuple[str, str] | None = None


class ReplayController:
    """The app's replay, share, file and statistics screens (one at a time, or none)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.screen: ReplayScreen | ShareScreen | str | None = None  # "stats" for the statistics page
        self.play_task: Any = None
        #: the last link read: its route -> (record, timeline), so going back to it reads nothing again
        self._link_cache: dict[str, tuple[Record, Timeline]] = {}
        #: what the live region last heard about: (route, replay position, news)
        self._said: tuple[Any, Any, Any] = (None, None, None)

    # --- routes ----------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.screen is not None

    def route(self, route: str) -> bool:
        """Take ``route`` if it is one of ours (and set the screen); False leaves it to the app."""
        parts = route.lstrip("#/").split("/")
        head = parts[0]
        if head not in ("replay", "game", "share", "stats"):
            self.leave()
            return False
        if isinstance(self.screen, (ReplayScreen, ShareScreen)) and self.screen.route == route:
            return True
        self.stop_playing()
        try:
            if head == "replay" and len(parts) > 1:
                self.screen = self.open_saved_replay(route, parts[1])
            elif head == "share" and len(parts) > 1:
                self.screen = self.open_share(route, parts[1])
            elif head == "stats":
                self.screen = "stats"
            elif head == "game":
                return self.open_link(route)
            else:
                raise RecordError("that page does not exist")
        except RecordError as error:
            self.fail(f"That game can't be shown: {error}.")
            return True
        return True

    def fail(self, message: str) -> None:
        self.screen = None
        self.app.home_message = message
        window.location.replace(here("#/"))

    def leave(self) -> None:
        self.stop_playing()
        self.screen = None

    def open_saved_replay(self, route: str, save_id: str) -> ReplayScreen:
        match = self.app.store.load(save_id)
        if not can_replay(match.record, match.over):
            raise RecordError("a game in progress with secret hands can be replayed once it is over")
        timeline = Timeline(match.game, match.record)
        return ReplayScreen(route=route, record=match.record, timeline=timeline, save_id=save_id)

    def open_share(self, route: str, save_id: str) -> ShareScreen:
        match = self.app.store.load(save_id)
        progress = "finished" if match.over else match.game.progress(match.state)
        return ShareScreen(route=route, save_id=save_id, record=match.record, over=match.over, progress=progress)

    def open_link(self, route: str) -> bool:
        """A game link: a finished game opens in the replay viewer; one in progress becomes a saved game."""
        cached = self._link_cache.get(route)
        if cached is not None:
            record, timeline = cached
        else:
            try:
                record = read_link(route)
                timeline = Timeline(get_game(record.game), record)
            except RecordError as error:
                self.fail(f"That game link can't be opened: {error}.")
                return True
        self._link_cache = {route: (record, timeline)}
        if timeline.over:
            self.screen = ReplayScreen(route=route, record=record, timeline=timeline)
            return True
        try:
            save_id = self.keep(record)
        except RecordError as error:
            self.fail(f"That game link can't be opened here: {error}.")
            return True
        self.screen = None
        window.location.replace(here(f"#/play/{save_id}"))
        return True

    def keep(self, record: Record) -> str:
        """Add a game from a link or file to the saved games (once: the same game keeps one save)."""
        store = self.app.store
        save_id = f"{record.game}-shared-{record_key(record)}"
        if saved_text(store, save_id) is None:
            copy = Record.from_json(record.to_json())
            try:
                store.write(save_id, Match(get_game(copy.game), copy), browser.now_ms())
            except Exception as error:  # storage full or blocked: nothing is half-saved
                traceback.print_exc()
                raise RecordError("this device could not save it (its storage is full or blocked); "
                                  "open it from a game file instead, or free some space") from error
        return save_id

    # --- rendering -------------------------------------------------------------------------
    def render(self) -> str:
        screen = self.screen
        self.announce()
        if isinstance(screen, ReplayScreen):
            return render_replay(screen, self.pace())
        if isinstance(screen, ShareScreen):
            return render_share(screen)
        from ramen.ui.stats import render_stats, stats_from_store
        return render_stats(stats_from_store(self.app.store))

    def announce(self) -> None:
        """Tell the page's one live region what changed: the step reached (not at every step while
        playing on), or news such as "Link copied". A new screen says nothing: its heading is read."""
        screen = self.screen
        say = getattr(self.app, "say", None)
        if say is None or not isinstance(screen, (ReplayScreen, ShareScreen)):
            self._said = (None, None, None)
            return
        route, position = screen.route, getattr(screen, "position", None)
        news = screen.message[1] if screen.message and screen.message[0] != "error" else None
        old_route, old_position, old_news = self._said
        self._said = (route, position, news)
        if route != old_route:
            return
        if news and news != old_news:
            say(news)
        elif isinstance(screen, ReplayScreen) and position != old_position and (
                not screen.playing or screen.position >= screen.length):
            say(step_words(screen))

    def pace(self) -> float:
        """Seconds between two steps of "Play": ?botdelay if given, else the computer pace setting."""
        app = self.app
        for name in ("fixed_bot_delay", "bot_delay"):
            delay = getattr(app, name, None)
            if isinstance(delay, (int, float)) and not isinstance(delay, bool):
                return float(delay)
        paces = getattr(sys.modules.get(type(app).__module__), "PACES", None)
        chosen = getattr(app, "pace", None)
        if isinstance(paces, dict) and chosen in paces:
            return float(paces[chosen])
        return DEFAULT_PACE

    # --- commands --------------------------------------------------------------------------
    def command(self, cmd: str, arg: str | None) -> bool:
        """Handle a click; False when it is not ours. A failure is said on our screen, never lost."""
        try:
            return self._command(cmd, arg)
        except Exception as error:
            if not isinstance(self.screen, (ReplayScreen, ShareScreen)):
                raise
            traceback.print_exc()
            self.screen.message = ("error", f"Something went wrong: {error}")
            self.app.render()
            return True

    def _command(self, cmd: str, arg: str | None) -> bool:
        screen = self.screen
        if cmd == "replay" and arg:
            self.app.navigate(f"#/replay/{arg}")
        elif cmd == "share" and arg:
            self.app.navigate(f"#/share/{arg}")
        elif cmd == "stats":
            self.app.navigate("#/stats")
        elif cmd == "open-file":
            document.getElementById(FILE_INPUT_ID).click()
        elif cmd == "download":
            record = screen.record if isinstance(screen, (ReplayScreen, ShareScreen)) else None
            if record is not None:
                download_text(game_file_name(record, browser.now_ms()), game_file_text(record))
                screen.message = ("info", "The game file is downloading.")
                self.app.render()
        elif cmd == "make-link" and isinstance(screen, (ReplayScreen, ShareScreen)):
            screen.link = page_url(link_fragment(screen.record))
            screen.message = None
            self.app.render()
        elif cmd == "copy-link" and isinstance(screen, (ReplayScreen, ShareScreen)) and screen.link:
            asyncio.ensure_future(self.copy_link(screen))
        elif cmd == "keep" and isinstance(screen, ReplayScreen) and screen.save_id is None:
            try:
                screen.save_id = self.keep(screen.record)
                screen.message = ("info", "Added to your saved games.")
            except RecordError as error:
                screen.message = ("error", f"Not saved: {error}.")
            self.app.render()
        elif isinstance(screen, ReplayScreen) and cmd.startswith("replay-"):
            self.replay_command(screen, cmd, arg)
        else:
            return False
        return True

    def replay_command(self, screen: ReplayScreen, cmd: str, arg: str | None) -> None:
        if cmd == "replay-step" and arg:
            self.stop_playing()
            screen.go(screen.position + int(arg))
        elif cmd == "replay-go" and arg is not None:
            self.stop_playing()
            screen.go(int(arg))
        elif cmd == "replay-turn" and arg:
            self.stop_playing()
            screen.go(turn_target(screen, int(arg)))
        elif cmd == "replay-play":
            if screen.playing:
                self.stop_playing()
            else:
                if screen.position >= screen.length:
                    screen.position = 0
                screen.playing = True
                self.play_task = asyncio.ensure_future(self.run_play(screen))
        elif cmd == "replay-viewer":
            screen.viewer = int(arg) if arg and arg.isdigit() and screen.over else None
        elif cmd == "replay-share":
            screen.sharing = not screen.sharing
        elif cmd == "replay-ui" and arg and "=" in arg:
            key, _, value = arg.partition("=")
            screen.ui[key] = value
        self.app.render()

    def on_change(self, target: Any) -> bool:
        """Handle a change of one of our fields (the file input, the jump list); False if not ours."""
        name = browser.attr(target, "data-field")
        if name == "game-file":
            files = target.files
            if files is not None and files.length:
                asyncio.ensure_future(self.read_file(target, files.item(0)))
            return True
        if name == "replay-jump" and isinstance(self.screen, ReplayScreen):
            value = str(target.value)
            if value.isdigit():
                self.stop_playing()
                self.screen.go(int(value))
                self.app.render()
            return True
        return False

    def on_key(self, event: Any) -> None:
        """Arrow keys step the replay (not while typing in a field)."""
        screen = self.screen
        if not isinstance(screen, ReplayScreen) or event.altKey or event.ctrlKey or event.metaKey:
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "").upper()
        if tag in ("INPUT", "SELECT", "TEXTAREA"):
            return
        key = str(event.key)
        moves = {"ArrowRight": 1, "ArrowLeft": -1}
        if key in moves:
            self.stop_playing()
            screen.go(screen.position + moves[key])
        elif key in ("PageDown", "PageUp"):
            self.stop_playing()
            screen.go(turn_target(screen, 1 if key == "PageDown" else -1))
        elif key in ("Home", "End"):
            self.stop_playing()
            screen.go(0 if key == "Home" else screen.length)
        else:
            return
        event.preventDefault()
        self.app.render()

    # --- asynchronous work ----------------------------------------------------------------
    def stop_playing(self) -> None:
        if isinstance(self.screen, ReplayScreen):
            self.screen.playing = False
        if self.play_task is not None and not self.play_task.done():
            self.play_task.cancel()
        self.play_task = None

    async def run_play(self, screen: ReplayScreen) -> None:
        """Step at the computer pace until the end, a pause, or another screen."""
        try:
            while self.screen is screen and screen.playing and screen.position < screen.length:
                await asyncio.sleep(self.pace())
                if self.screen is not screen or not screen.playing:
                    return
                screen.go(screen.position + 1)
                if screen.position >= screen.length:
                    screen.playing = False
                self.app.render()
        except asyncio.CancelledError:
            raise
        except Exception:  # never leave a half-played replay without saying so
            traceback.print_exc()
            screen.playing = False
            screen.message = ("error", "The replay stopped: something went wrong.")
            self.app.render()

    async def copy_link(self, screen: ReplayScreen | ShareScreen) -> None:
        """Copy to the clipboard; where that is refused, select the link in its field for a manual copy."""
        copied = False
        try:
            clipboard = browser.nn(getattr(window.navigator, "clipboard", None))
            if clipboard is not None:
                await clipboard.writeText(screen.link)
                copied = True
        except Exception:  # no permission (e.g. a headless browser): fall back
            copied = False
        if not copied:
            field_el = browser.nn(document.getElementById("share-link"))
            if field_el is not None:
                field_el.focus()
                field_el.select()
                try:
                    copied = bool(document.execCommand("copy"))
                except Exception:
                    copied = False
        screen.message = ("info", "Link copied. Paste it into a message." if copied
                          else "Copying is not allowed here: the link is selected, copy it with your device's menu.")
        self.app.render()

    async def read_file(self, input_el: Any, file: Any) -> None:
        """Open a chosen game file: checked by replaying; a finished game opens in the replay viewer,
        one in progress is added to the saved games. A bad file changes nothing."""
        try:
            name = str(file.name)
            if float(file.size) > 5_000_000:
                raise RecordError("the file is far too big to be a game")
            text = bytes((await file.arrayBuffer()).to_py())
            try:
                record = read_game_file(text)
            except RecordError as error:
                raise RecordError(f"{name}: {error}") from error
            game = get_game(record.game)
            timeline = Timeline(game, record)
        except RecordError as error:
            self.app.home_message = f"That file can't be opened: {error}."
            self.app.render()
            return
        except Exception as error:
            traceback.print_exc()
            self.app.home_message = f"That file can't be opened: {error}."
            self.app.render()
            return
        finally:
            input_el.value = ""
        self.app.home_message = None
        if timeline.over:
            fragment = link_fragment(record)
            self._link_cache = {fragment: (record, timeline)}  # checked already: the route reads nothing again
            self.app.navigate(fragment)
            return
        try:
            save_id = self.keep(record)
        except RecordError as error:
            self.app.home_message = f"That file can't be opened here: {error}."
            self.app.render()
            return
        self.app.navigate(f"#/play/{save_id}")


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


def chapter_label(chapter: Any, names: list[str]) -> str:
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
    pos, end = screen.position, screen.length
    at_start, at_end = pos == 0, pos >= end
    parts = [
        button("Start", cmd="replay-go", arg="0", enabled=not at_start, label="Back to the start", key="replay-start",
               cls="secondary icon-button", title=None if not at_start else "This is the start"),
        button("◀ Turn", cmd="replay-turn", arg="-1", enabled=not at_start, label="Previous turn", key="replay-prev-turn",
               cls="secondary icon-button", title=None if not at_start else "This is the start"),
        button("◀", cmd="replay-step", arg="-1", enabled=not at_start, label="One action back", key="replay-back",
               cls="secondary icon-button", title=None if not at_start else "This is the start"),
        button("Pause" if screen.playing else "▶ Play", cmd="replay-play", cls="primary", key="replay-play",
               label="Pause" if screen.playing else ("Play from the start" if at_end else "Play")),
        button("▶", cmd="replay-step", arg="1", enabled=not at_end, label="One action forward", key="replay-forward",
               cls="secondary icon-button", title=None if not at_end else "This is the last action"),
        button("Turn ▶", cmd="replay-turn", arg="1", enabled=not at_end, label="Next turn", key="replay-next-turn",
               cls="secondary icon-button", title=None if not at_end else "This is the last action"),
        button("End", cmd="replay-go", arg=str(end), enabled=not at_end, label="To the end", key="replay-end",
               cls="secondary icon-button", title=None if not at_end else "This is the last action"),
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


def render_hands(screen: ReplayScreen, game: Any, state: Any, view_module: Any) -> str:
    """Every player's hand (games with hands, once the game is over)."""
    if not screen.over:
        return ""
    names = screen.record.names
    rows = []
    name_of = getattr(view_module, "card_name", None)
    for seat, name in enumerate(names):
        hand = game.view(state, seat).get("hand")
        if not isinstance(hand, list):
            return ""
        cards = ", ".join(esc(name_of(c) if name_of else str(c).replace("_", " ")) for c in hand) or "no cards"
        rows.append(f"<li data-seat=\"{seat}\"><strong>{esc(name)}</strong>: {cards}</li>")
    return f"<section class=\"replay-hands\" aria-label=\"Every hand\"><h2>Every hand</h2><ul>{''.join(rows)}</ul></section>"


def render_scores(game: Any, state: Any, names: list[str]) -> str:
    """The final ranking, as on the end screen."""
    sheets = game.scores(state)
    outcome = game.outcome(state)
    rows = []
    for place, seat in enumerate(outcome.ranking, start=1):
        total = plural(sheets[seat].total, "point")
        win = " winner" if seat in outcome.winners else ""
        won = " <span class=\"won\">(won)</span>" if win else ""
        rows.append(f"<li class=\"rank{win}\" data-seat=\"{seat}\"><span class=\"place\">{place}.</span> "
                    f"<strong>{esc(names[seat])}</strong> <span class=\"total\">{total}</span>{won}</li>")
    return (f"<section class=\"replay-final\" aria-labelledby=\"replay-final-h\"><h2 id=\"replay-final-h\">Final scores</h2>"
            f"<ol class=\"ranking replay-ranking\">{''.join(rows)}</ol></section>")


def render_share_panel(screen: ReplayScreen | ShareScreen) -> str:
    """The warning, then the link (after the player asked for it) and the download."""
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


def render_replay(screen: ReplayScreen, pace: float) -> str:
    timeline = screen.timeline
    game = timeline.game
    names = screen.record.names
    state = timeline.states[screen.position]
    viewer = screen.viewer if screen.over else None
    view_module = get_view(game.id)
    last = timeline.steps[screen.position - 1] if screen.position else None
    recent = ((last.seat, screen.record.actions[screen.position - 1]),) if last else ()
    ctx = BoardContext(game=game, state=state, view=game.view(state, viewer), viewer=viewer, names=names, picker=None,
                       ui=screen.ui, bot_seats=tuple(i for i, s in enumerate(screen.record.seats) if s.is_bot),
                       recent=recent)
    if view_module is not None:
        board = view_module.render_board(ctx)
    else:
        board = f"<pre class=\"raw-view\">{esc(json.dumps(ctx.view, indent=1))}</pre>"
    # the board's own controls only change what is shown: in the replay they go to the replay's ui
    board = board.replace("data-cmd=\"ui\"", "data-cmd=\"replay-ui\"")
    step = step_words(screen)
    at_end = screen.position >= timeline.length
    final = ""
    if at_end and screen.over:
        final = render_scores(game, state, names)
        render_end = getattr(view_module, "render_end", None)
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
    header = (f"<header class=\"top\">{button('Home', cmd='home', cls='secondary', key='home')}"
              f"<h1 tabindex=\"-1\">Replay: {esc(game.title)}</h1>"
              f"<span class=\"progress-text\">{esc(game.progress(state))}</span>"
              + button("Share", cmd="replay-share", cls="secondary", key="replay-share", pressed=screen.sharing)
              + "</header>")
    return (f"<main id=\"replay\" class=\"screen replay\" data-game=\"{esc(game.id)}\" data-position=\"{screen.position}\""
            f" data-length=\"{timeline.length}\" data-over=\"{'true' if screen.over else 'false'}\""
            f" data-playing=\"{'true' if screen.playing else 'false'}\">{header}"
            f"{_message(screen.message)}{source}"
            + (render_share_panel(screen) if screen.sharing else "")
            + f"<p class=\"status replay-step\" id=\"replay-step\">{esc(step)}</p>"
            f"<div class=\"replay-bar\">{render_controls(screen)}{render_jump(screen)}"
            f"<p class=\"hint replay-keys\">Arrow keys step; Page Up/Down jump a turn. Play goes {pace_text}.</p></div>"
            f"{render_viewer_choice(screen)}{final}<div class=\"board replay-board\">{board}</div>"
            f"{render_hands(screen, game, state, view_module)}"
            f"<details class=\"log\" open><summary>Game log ({screen.position} of {timeline.length})</summary>"
            f"<ol class=\"log-lines\" reversed tabindex=\"0\" aria-label=\"Actions so far, latest first\">{''.join(log_lines)}</ol></details></main>")


# --- the share screen -------------------------------------------------------------------------------
def render_share(screen: ShareScreen) -> str:
    record = screen.record
    title = GAME_TITLES.get(record.game, record.game)
    replay = ""
    if can_replay(record, screen.over):
        replay = button("Replay this game", cmd="replay", arg=screen.save_id, cls="secondary", key="share-replay")
    return (f"<main id=\"share\" class=\"screen share\"><header class=\"top\">"
            f"{button('Home', cmd='home', cls='secondary', key='home')}<h1 tabindex=\"-1\">Share {esc(title)}</h1></header>"
            f"<p class=\"share-what\">{esc(', '.join(record.names))} · {esc(screen.progress)} · "
            f"{len(record.actions)} action{'s' if len(record.actions) != 1 else ''}</p>"
            f"{_message(screen.message)}{render_share_panel(screen)}"
            + ("" if screen.over else "<p class=\"hint\">The game is not over: whoever opens the link gets their own copy to"
               " play on; your copy here does not change.</p>")
            + replay + "</main>")


def is_our_route(route: str) -> bool:
    return route.lstrip("#/").split("/")[0] in ("replay", "game", "share", "stats") or is_link(route)
