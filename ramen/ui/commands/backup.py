"""Keeping the games beyond the browser's clean-up: asking for persistent storage at the first save,
*Back up all games* (one file: ramen/backup.py), *Restore a backup*, and the home screen's reminder
(put off for 30 days by *Not now*)."""

from __future__ import annotations

import asyncio
import traceback

from js import document  # type: ignore[import-not-found]

from ramen import backup
from ramen.core.errors import RecordError
from ramen.ui.page import browser, lasting
from ramen.ui.page.browser import JsProxy
from ramen.ui.page.command_table import Handler
from ramen.ui.screens.keeping import BACKUP_INPUT_ID, KeepNote
from ramen.ui.commands.sharing import read_file_bytes
from ramen.ui.commands.shell import GameShell

#: a backup file bigger than this is refused unread (a thousand long games are a few megabytes)
MAX_BACKUP_BYTES = 40_000_000


class Keeping:
    """The storage's mode as the browser says it, the backup and restore commands, and the home screen's
    ``KeepNote``."""

    def __init__(self, shell: GameShell) -> None:
        self.shell = shell
        self.store = shell.store
        #: the browser's answer to persisted() (None: it does not say); ``known`` once it was asked
        self.persistent: bool | None = None
        self.known = False
        self.safari_tab = False
        self.asked = False
        #: what the last backup or restore did, shown in the tools panel until the page leaves home
        self.said: tuple[str, str] | None = None

    async def learn(self) -> None:
        """Ask the browser whether the storage is persistent (at start-up), then draw the home screen again."""
        try:
            self.safari_tab = lasting.safari_in_a_tab()
            self.persistent = await lasting.persisted()
        except Exception:
            traceback.print_exc()
        self.known = True
        self.redraw_home()

    def after_save(self) -> None:
        """A game was saved: the first time in this page, ask for persistent storage if it is not."""
        if self.asked or self.persistent:
            return
        self.asked = True
        asyncio.ensure_future(self._ask())

    async def _ask(self) -> None:
        try:
            answer = await lasting.ask_to_persist()
        except Exception:
            traceback.print_exc()
            return
        if answer is not None:
            self.persistent = answer
            self.known = True

    def note(self) -> KeepNote | None:
        """What the home screen says about keeping the games (None until the browser was asked)."""
        if not self.known:
            return None
        now = browser.now_ms()
        return KeepNote(persistent=self.persistent, safari_tab=self.safari_tab,
                        not_backed_up=backup.not_backed_up(self.store), put_off=backup.reminder_put_off(self.store, now),
                        said=self.said)

    def redraw_home(self) -> None:
        if self.shell.screen is None and self.shell.route_name == "#/":
            self.shell.render()

    def left_home(self) -> None:
        """The page went to another screen: the last backup's words are not shown again."""
        self.said = None

    # --- commands ----------------------------------------------------------------------------
    def commands(self) -> dict[str, Handler]:
        return {"backup": self.back_up, "restore": self.choose_backup, "backup-later": self.put_off}

    def back_up(self, _arg: str | None) -> bool:
        """Every saved game in one file, downloaded; the reminder then counts none of them."""
        now = browser.now_ms()
        made = backup.make_backup(self.store, now)
        if not made.games:
            self.said = ("info", "There is no saved game to back up yet.")
        else:
            browser.download(made.filename, made.text)
            backup.note_backed_up(self.store, now, {entry.id: entry.updated for entry in self.store.entries()
                                                    if not entry.damaged})
            games = "1 game" if made.games == 1 else f"{made.games} games"
            words = (f"Backed up {games} in {made.filename} (in your downloads). Keep it somewhere safe: in Files, "
                     "on a drive or in an email to yourself. Restore a backup brings them back.")
            if made.damaged_left_out:
                words += f" {made.damaged_left_out} damaged {'save is' if made.damaged_left_out == 1 else 'saves are'} not in it."
            self.said = ("info", words)
        self.shell.home_message = None
        self.shell.render()
        return True

    def choose_backup(self, _arg: str | None) -> bool:
        """Restore a backup: the hidden file input's chooser."""
        document.getElementById(BACKUP_INPUT_ID).click()
        return True

    def put_off(self, _arg: str | None) -> bool:
        """Not now: no reminder for 30 days."""
        backup.put_reminder_off(self.store, browser.now_ms())
        self.shell.render()
        return True

    def on_change(self, target: JsProxy) -> bool:
        """The backup file input's change (a file chosen); False if the field is not ours."""
        if browser.attr(target, "data-field") != "backup-file":
            return False
        files = target.files
        if files is not None and files.length:
            asyncio.ensure_future(self.restore(target, files.item(0)))
        return True

    async def restore(self, input_el: JsProxy, file: JsProxy) -> None:
        """Check the whole backup, then merge it: a bad file changes nothing and says what is wrong."""
        try:
            text = await read_file_bytes(file, MAX_BACKUP_BYTES, "a backup")
            saves = backup.read_backup(text, self.store)
            done = backup.restore(self.store, saves)
            backup.note_backed_up(self.store, browser.now_ms(), backup.saves_of(saves))
            self.said = ("error" if done.stopped else "info", done.sentence(len(saves)))
        except RecordError as error:
            self.said = ("error", f"That backup can't be restored: {error}. Nothing was changed.")
        except Exception as error:
            traceback.print_exc()
            self.said = ("error", f"Something went wrong restoring that backup ({error}): see the saved games above.")
        finally:
            input_el.value = ""
        self.shell.home_message = None
        self.shell.render()
