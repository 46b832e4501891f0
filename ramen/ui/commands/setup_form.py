"""The home screen's form and list: which games can be played, the game and seats chosen, deleting a
saved game; and the home screen drawn from them (ramen/ui/screens/home.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ramen.core.record import SeatInfo
from ramen.core.registry import GAME_LEVELS, GAME_TITLES, is_present
from ramen.store import SaveEntry
from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.page.command_table import Handler
from ramen.ui.screens.home import DEFAULT_NAMES, Setup, render_home
from ramen.ui.screens.keeping import KeepNote
from ramen.ui.commands.shell import Shell

#: the home screen shows this much of a damaged save's text (the whole text stays in storage)
SHOWN_RAW_CHARS = 20_000


def shown_entry(entry: SaveEntry) -> SaveEntry:
    """A save as the home screen lists it: marked when only in memory; a huge damaged text shortened."""
    if entry.unsaved:
        entry = replace(entry, progress=f"{entry.progress} · not saved")
    if len(entry.raw) > SHOWN_RAW_CHARS:
        more = len(entry.raw) - SHOWN_RAW_CHARS
        entry = replace(entry, raw=f"{entry.raw[:SHOWN_RAW_CHARS]}\n… and {more:,} more characters, kept as they are")
    return entry


class SetupForm:
    """What the home screen's form holds (it survives re-renders) and its commands."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        # the engines are imported when first needed: the home screen needs only what the registry knows
        self.playable = {gid: is_present(gid) for gid in GAME_TITLES}
        self.levels = {gid: GAME_LEVELS[gid] for gid in GAME_TITLES if self.playable[gid]}
        self.setup = Setup(game=next((g for g in ("fury", *GAME_TITLES) if self.playable.get(g)), "fury"))

    def render(self, settings: Mapping[str, str], keep: KeepNote | None = None) -> str:
        """The home screen, with the saved games as they are now (``settings``: the device's, for the
        settings sheet; ``keep``: what it says about keeping the games)."""
        entries = [shown_entry(e) for e in self.shell.store.entries()]
        return render_home(self.setup, self.playable, self.levels, entries, browser.now_ms(),
                           settings=settings, message=self.shell.home_message, keep=keep)

    def seat_infos(self) -> list[SeatInfo]:
        """The seats as a new game records them: a blank name gets a default, an unknown level the hardest."""
        game = self.setup.game
        seats = []
        computers = 0
        for index, seat in enumerate(self.setup.seats):
            computers += seat.kind == "bot"
            name = seat.name.strip() or (DEFAULT_NAMES[index] if seat.kind == "human" else f"Computer {computers}")
            level = seat.level if seat.level in self.levels.get(game, []) else self.levels[game][-1]
            seats.append(SeatInfo(name=name, kind=seat.kind, level=level if seat.kind == "bot" else None))
        return seats

    # --- commands and fields -----------------------------------------------------------------
    def commands(self) -> dict[str, Handler]:
        """The form's commands: each changes the setup and draws the home screen again."""
        return {"choose-game": self.choose_game, "seats": self.set_seats, "ask-delete": self.ask_delete,
                "cancel-delete": self.cancel_delete, "delete": self.delete}

    def _changed(self) -> bool:
        """The home message cleared and the home screen drawn again."""
        self.shell.home_message = None
        self.shell.render()
        return True

    def choose_game(self, game_id: str | None) -> bool:
        """The game to set up (a playable one)."""
        if not game_id or not self.playable.get(game_id):
            return False
        self.setup.game = game_id
        return self._changed()

    def set_seats(self, count: str | None) -> bool:
        """How many seats (within the game's limits, ``GAME_SEATS``)."""
        if count is None:
            return False
        self.setup.set_count(int(count))
        return self._changed()

    def ask_delete(self, save_id: str | None) -> bool:
        """Ask to confirm deleting a saved game."""
        self.setup.confirm_delete = save_id
        return self._changed()

    def cancel_delete(self, _arg: str | None) -> bool:
        """Keep the saved game after all."""
        self.setup.confirm_delete = None
        return self._changed()

    def delete(self, save_id: str | None) -> bool:
        """Delete a saved game (confirmed)."""
        if not save_id:
            return False
        self.shell.store.delete(save_id)
        self.setup.confirm_delete = None
        return self._changed()

    def on_field(self, target: JsProxy, event_type: str) -> None:
        """A seat's name, kind or level changed (typing a name draws nothing until it is done)."""
        field = browser.attr(target, "data-field")
        seat_text = browser.attr(target, "data-seat")
        if not field or seat_text is None or not seat_text.isdigit():
            return
        seat = int(seat_text)
        if seat >= len(self.setup.seats):
            return
        value = str(target.value)
        if field == "name":
            self.setup.seats[seat].name = value
            return  # no re-render while typing
        if field == "kind":
            self.setup.set_kind(seat, "bot" if value == "bot" else "human")
        elif field == "level":
            self.setup.seats[seat].level = value
        if event_type == "change":
            self.shell.render()
