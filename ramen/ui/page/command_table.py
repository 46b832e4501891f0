"""The command table: a button's ``data-cmd`` name -> the handler that carries it out.

Each part of the app (the home form, the game screen, the replay viewer...) offers its handlers as a
mapping; a name has one owner. A handler gets the button's ``data-arg`` and returns False when the
command does not apply to the screen shown (or lacks its argument): then the table's fallback runs,
which clears the screen's message and draws it again, as for an unknown name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

#: a command's handler: ``data-arg`` (None when absent) -> whether it applied
Handler = Callable[[str | None], bool]


class CommandTable:
    """Commands by name, each with one handler, and what to do with the rest."""

    def __init__(self, fallback: Callable[[], None]) -> None:
        self.handlers: dict[str, Handler] = {}
        self.fallback = fallback
        #: a part that may take any command before its owner (a guest's board: its own pick, act...)
        self.first: Callable[[str, str | None], bool] | None = None

    def add(self, handlers: Mapping[str, Handler]) -> None:
        """Take these handlers; a name already taken is a mistake (two owners)."""
        for name, handler in handlers.items():
            if name in self.handlers:
                raise ValueError(f"the command {name!r} has two handlers")
            self.handlers[name] = handler

    def run(self, name: str, arg: str | None) -> None:
        """Carry out the command ``name`` with ``arg``; the fallback if none applies."""
        if self.first is not None and self.first(name, arg):
            return
        handler = self.handlers.get(name)
        if handler is None or not handler(arg):
            self.fallback()
