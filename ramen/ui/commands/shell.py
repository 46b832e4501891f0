"""What the app's parts may use of the app, declared: the screens and the game's helpers depend on these
protocols, not on ``App`` itself (``ramen.ui.app.App`` is the one implementation)."""

from __future__ import annotations

from typing import Protocol

from ramen.store import SaveStore
from ramen.ui.screens.play import PlayScreen


class Shell(Protocol):
    """What a screen of its own (the replay viewer, sharing, game files, statistics) needs of the app."""

    store: SaveStore
    #: the line the home screen shows on its next drawing (an error, or why a page sent the player home)
    home_message: str | None

    def render(self) -> None:
        """Draw the current screen again (patched: only what changed is repainted)."""

    def navigate(self, route: str) -> None:
        """Go to ``route`` (a hash such as ``#/replay/ID``), or route again if the page is there already."""

    def say(self, text: str) -> None:
        """Words for the page's one polite live region."""

    def pace_seconds(self) -> float:
        """The pause between two steps shown one after another (the computer pace, or ?botdelay)."""


class GameShell(Shell, Protocol):
    """What the game screen's helpers (saves, computer turns, hints, starting a game) need besides."""

    #: the game screen shown, None on any other screen
    screen: PlayScreen | None
    #: the route drawn ("#/" for the home screen)
    route_name: str

    def show_play(self, screen: PlayScreen) -> None:
        """Show ``screen`` in place of the game screen shown (the same game, newer), the computer
        playing on if it is its turn."""

    def show_error(self, text: str) -> None:
        """Say ``text`` as an error on the screen shown (the game screen's message, else the home
        screen's) and draw it."""
