"""The home screen's entries for replays, sharing, game files and statistics (no browser, no engine:
the saved-games list gives what is needed)."""

from __future__ import annotations

from ramen.core.errors import RecordError
from ramen.core.record import Record
from ramen.core.registry import GAME_TITLES
from ramen.store import SaveEntry, parse_save
from ramen.ui.markup.html import button
from ramen.ui.screens.keeping import KeepNote, render_keep_tools
from ramen.ui.views import get_view

FILE_INPUT_ID = "game-file-input"


def is_public_game(game_id: str) -> bool:
    """Whether everything in this game is open on the table (no secret hands)."""
    view = get_view(game_id)
    return view is not None and not view.handoff


def _record_of(raw: str) -> Record | None:
    try:
        record, _ = parse_save(raw)
    except RecordError:
        return None
    return record


def can_replay(record: Record, over: bool) -> bool:
    """A finished game, or one in progress that shows nothing secret: all computers, or a public game."""
    return over or all(seat.is_bot for seat in record.seats) or is_public_game(record.game)


def save_entry_buttons(entry: SaveEntry) -> str:
    """Replay and Share buttons for one row of the saved-games list."""
    if entry.damaged:
        return ""
    record = _record_of(entry.raw)
    if record is None:
        return ""
    what = f"{GAME_TITLES.get(entry.game, entry.game)} with {', '.join(entry.names)}"
    html = ""
    if can_replay(record, entry.over):
        html += button("Replay", cmd="replay", arg=entry.id, key=f"replay:{entry.id}", label=f"Replay {what}")
    html += button("Share", cmd="share", arg=entry.id, key=f"share:{entry.id}", label=f"Share {what}")
    return html


def home_tools(keep: KeepNote | None = None) -> str:
    """The home screen's "Open a game file" and "Statistics" entries (a hidden file input behind a button),
    and the backup's (``keep``: what the last backup or restore did)."""
    return ("<section class=\"panel tools\" aria-labelledby=\"tools-h\"><h2 id=\"tools-h\">Game files, backups and statistics</h2>"
            "<p class=\"hint\">Open a game someone sent you as a file, see how your games went, or keep all your games "
            "in one backup file.</p>"
            "<div class=\"tool-buttons\">"
            + button("Open a game file", cmd="open-file", cls="secondary", key="open-file")
            + button("Statistics", cmd="stats", cls="secondary", key="stats")
            + f"</div><input type=\"file\" id=\"{FILE_INPUT_ID}\" data-field=\"game-file\" accept=\".json,application/json\""
              " hidden aria-label=\"Game file to open\" tabindex=\"-1\">"
            + render_keep_tools(keep) + "</section>")


def end_screen_buttons(save_id: str) -> str:
    """The end screen's way to the expert's review, the replay and sharing the game just finished."""
    return ("<div class=\"end-share\">"
            + button("Review this game", cmd="review", arg=save_id, cls="secondary", key="end-review")
            + button("Watch the replay", cmd="replay", arg=save_id, cls="secondary", key="end-replay")
            + button("Share this game", cmd="share", arg=save_id, cls="secondary", key="end-share") + "</div>")
