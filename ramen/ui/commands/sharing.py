"""Games that travel: this page's address for a link, a game from a link or file kept among the saved
games, a chosen game file read and checked, and copying to the clipboard."""

from __future__ import annotations

import traceback

from js import document, window  # type: ignore[import-not-found]

from ramen.core.errors import RecordError
from ramen.core.link import read_game_file, record_key
from ramen.core.match import Match
from ramen.core.record import Record
from ramen.core.registry import get_game
from ramen.core.timeline import Timeline
from ramen.store import SaveStore
from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.page.calls import JsCallFailed, settled
from ramen.ui.page.command_table import Handler
from ramen.ui.commands.shell import Shell
from ramen.ui.screens.stats import saved_text

#: a game file bigger than this is refused unread
MAX_FILE_BYTES = 5_000_000


def here(fragment: str) -> str:
    """This very page (query kept) at ``fragment``: replacing the address with it only changes the hash."""
    return str(window.location.href).split("#", 1)[0] + fragment


def page_url(fragment: str) -> str:
    """This page's address (no query: a link must not carry test or debug settings) with ``fragment``."""
    location = window.location
    return f"{location.origin}{location.pathname}{fragment}"


def navigate_to(shell: Shell, route: str) -> Handler:
    """A command that goes to ``route`` (its ``{}``: the command's argument, which it then needs)."""
    def run(arg: str | None) -> bool:
        if "{}" in route and not arg:
            return False
        shell.navigate(route.format(arg))
        return True
    return run


def send_home(shell: Shell, message: str) -> None:
    """Send the page home (replacing this address in the history), ``message`` said there."""
    shell.home_message = message
    window.location.replace(here("#/"))


def keep_shared(store: SaveStore, record: Record) -> str:
    """Add a game from a link or file to the saved games (once: the same game keeps one save); its id."""
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


async def read_file_bytes(file: JsProxy, limit: int, what: str) -> bytes:
    """The bytes of a file the player chose (RecordError, in words, when it is over ``limit`` bytes, then
    "far too big to be ``what``", or when the device can't read it)."""
    if float(file.size) > limit:
        raise RecordError(f"the file is far too big to be {what}")
    try:
        return bytes((await settled(lambda: file.arrayBuffer())).to_py())
    except JsCallFailed as error:
        raise RecordError(f"{file.name}: this device could not read the file ({error}); choose it again") from None


async def read_chosen_file(file: JsProxy) -> tuple[Record, Timeline]:
    """A game file the player chose, read and checked by replaying it (RecordError says what is wrong)."""
    name = str(file.name)
    text = await read_file_bytes(file, MAX_FILE_BYTES, "a game")
    try:
        record = read_game_file(text)
    except RecordError as error:
        raise RecordError(f"{name}: {error}") from error
    return record, Timeline(get_game(record.game), record)


async def copy_text(text: str, field_id: str) -> bool:
    """Copy ``text`` to the clipboard; where that is refused, select it in the field ``field_id`` and
    try the browser's copy command. Whether it was copied (if not, it is left selected)."""
    try:
        clipboard = browser.nn(getattr(window.navigator, "clipboard", None))
        if clipboard is not None:
            await settled(lambda: clipboard.writeText(text))
            return True
    except JsCallFailed:  # no permission (e.g. a headless browser): fall back
        pass
    field = browser.nn(document.getElementById(field_id))
    if field is None:
        return False
    field.focus()
    field.select()
    try:
        return bool(document.execCommand("copy"))
    except Exception:
        return False
