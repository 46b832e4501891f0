"""Board views, one module per game: ``render_board(ctx)``; optional ``render_end(ctx)``,
``token_label(token, prefix, ctx)`` and ``HANDOFF`` (True where hands are secret).

A view draws the table from ``ctx.view`` (what the viewing seat may see) and offers choices with
``ctx.pick(...)``: a button is enabled only when its token continues a legal action.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ramen.core.choices import Picker
from ramen.ui.html import button, esc


@dataclass
class BoardContext:
    """What a board view needs to draw one screen."""

    game: Any
    state: Any
    view: dict[str, Any]
    viewer: int | None
    names: list[str]
    picker: Picker | None
    ui: dict[str, Any] = field(default_factory=dict)
    bot_seats: tuple[int, ...] = ()
    #: what the other seats did since the viewer last acted, oldest first: (seat, action in notation).
    #: Filled by the game screen (ramen/ui/play.py); a board highlights what these actions moved.
    recent: tuple[tuple[int | None, str], ...] = ()

    @property
    def prefix(self) -> tuple[str, ...]:
        return self.picker.prefix if self.picker else ()

    @property
    def acting(self) -> bool:
        """Whether the viewer may act now (a person's turn and this is their screen)."""
        return self.picker is not None

    def can_pick(self, *tokens: str) -> bool:
        return self.picker is not None and self.picker.allows(*tokens)

    def can_start(self, *tokens: str) -> bool:
        """Whether ``tokens``, picked from nothing, lead to a legal action."""
        return self.picker is not None and any(t[:len(tokens)] == tokens for t in self.picker.legal)

    def pick(self, token: str, label_html: str, *, cls: str = "", label: str | None = None,
             title: str | None = None, then: tuple[str, ...] = (), selected: bool = False,
             fresh: bool = False, key: str | None = None) -> str:
        """A button that picks ``token`` (and then ``then``), enabled only if that continues a legal action.

        With ``fresh`` the tokens are a whole path from nothing: the choice in progress is dropped first
        (a board can switch from "place egg" to "bin egg" in one tap). ``key`` keeps keyboard focus on this
        control across re-renders when its token changes (e.g. a die toggling "hold 2"/"release 2").
        """
        tokens = (token, *then)
        enabled = self.can_start(*tokens) if fresh else self.can_pick(*tokens)
        why = None if enabled else (title or ("Not your turn." if not self.acting else "Not possible now."))
        path = tokens if fresh else self.prefix + tokens
        return button(label_html, cmd="pick-fresh" if fresh else "pick", arg=" ".join(tokens), enabled=enabled,
                      cls=(cls + (" selected" if selected else "")).strip(), label=label,
                      title=title if enabled else why, key=key or f"pick:{' '.join(path)}")

    def ui_button(self, key: str, value: str, label_html: str, *, cls: str = "", label: str | None = None,
                  pressed: bool | None = None) -> str:
        """A button that changes only what is shown (e.g. whose score card), not the game."""
        return button(label_html, cmd="ui", arg=f"{key}={value}", cls=cls, label=label, pressed=pressed,
                      key=f"ui:{key}={value}")

    def name(self, seat: int | None) -> str:
        return esc(self.names[seat]) if seat is not None and 0 <= seat < len(self.names) else "—"


def sr(text: str) -> str:
    """Words for screen readers only (visually hidden; ``.sr`` in every board's CSS): ``text`` is escaped."""
    return f"<span class=\"sr\">{esc(text)}</span>"


def plural(count: int, one: str, many: str | None = None) -> str:
    """ "1 point", "2 points", "0 bowls" (``many`` defaults to ``one`` + "s")."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


def get_view(game_id: str) -> ModuleType | None:
    """The board view module of a game, or None when it has none yet (the generic view is used)."""
    try:
        return importlib.import_module(f"ramen.ui.views.{game_id}")
    except ImportError:
        return None
