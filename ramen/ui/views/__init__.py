"""Board views, one module per game, each declaring what it offers the screens as ``BOARD``, a
``BoardView``: ``render_board(ctx)`` and, optionally, ``render_end(ctx)``, ``token_label(token, prefix,
ctx)``, ``card_name(card)`` and ``handoff`` (True where hands are secret).

A view draws the table from ``ctx.view`` (what the viewing seat may see) with ``el`` (ramen/ui/markup/html.py)
and offers choices with ``ctx.choice(...)``, ``ctx.pick(...)`` and ``ctx.act(...)``: a button is enabled
only when it continues a legal action, says why when it is not, and is marked "hinted" when it leads
along the move a hint shows (``ctx.hint``).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

from ramen.core.choices import Picker
from ramen.core.game import NOT_POSSIBLE, NOT_YOUR_TURN, Game, GameView
from ramen.ui.markup.html import Markup, button, el

#: a step already chosen: tapping it again takes it back
CHOSEN = "Chosen: tap again to choose something else"
#: a choice that can't join the choice in progress (where the board does not switch to it)
CANCEL_FIRST = "Cancel the choice in progress first."
#: why every control of a frozen board is off (the replay at a reviewed decision)
FROZEN = "This is the replay of a reviewed decision: the marks show what was played and the expert's move."

#: what a choice button does when it does not continue the choice in progress (or nothing is chosen and it
#: is a whole action that also starts longer ones): "fresh" starts it afresh (drops the choice in
#: progress), "apply" applies it when it is a whole legal action, "refuse" says to cancel first
Elsewhere = Literal["fresh", "apply", "refuse"]

#: the view of the game a board draws (``FuryView``, ``InkView``, ``ExtremeView``)
V = TypeVar("V", bound=GameView)


@dataclass
class BoardContext(Generic[V]):
    """What a board view needs to draw one screen: ``BoardContext[FuryView]`` for Ramen Fury's board."""

    game: Game[Any, Any, V]
    #: the game's state (None on a guest device, which has only its seat's view)
    state: Any
    view: V
    viewer: int | None
    names: list[str]
    picker: Picker | None
    ui: dict[str, Any] = field(default_factory=dict)
    bot_seats: tuple[int, ...] = ()
    #: what the other seats did since the viewer last acted, oldest first: (seat, action in notation).
    #: Filled by the game screen (ramen/ui/screens/play.py); a board highlights what these actions moved.
    recent: tuple[tuple[int | None, str], ...] = ()
    #: each other seat's turn since the viewer last acted, short with the pieces' pictures (HTML, the recap's line
    #: without its words for screen readers): a board may show it on that seat's strip, where a phone has no room
    #: for the recap above the table. Filled by the game screen.
    last_turns: dict[int, str] = field(default_factory=dict)
    #: the tokens of the move a hint shows (filled by the game screen while the hint is current; the
    #: replay viewer has none): the buttons that lead along it are marked "hinted"
    hint: tuple[str, ...] = ()
    #: in a tutorial, why every choice but the wanted one is off ("Not yet: first ..."), said for any of them
    refusal: str | None = None
    #: every action played so far, in notation (a board tells from them what the last step changed)
    actions: tuple[str, ...] = ()
    #: moves marked on the board whatever may be picked (the replay at a reviewed decision): (kind, the move's
    #: words); a control toward one carries the class ``mark-KIND``
    marks: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: the board drawn as the seat to act saw its choice (a picker), every control off (``FROZEN``): the replay at
    #: a reviewed decision, its marks on the controls the person had
    frozen: bool = False

    @property
    def prefix(self) -> tuple[str, ...]:
        return self.picker.prefix if self.picker else ()

    @property
    def acting(self) -> bool:
        """Whether the viewer may act now (a person's turn and this is their screen)."""
        return self.picker is not None

    @property
    def acting_seat(self) -> int:
        """The viewer's seat, while they may act (a board asks only then)."""
        assert self.picker is not None and self.viewer is not None, "only the seat to act has a choice to make"
        return self.viewer

    def options(self) -> set[str]:
        """The tokens that may be picked next (none when the viewer does not act)."""
        return self.picker.options() if self.picker is not None else set()

    def can_pick(self, *tokens: str) -> bool:
        return self.picker is not None and self.picker.allows(*tokens)

    def can_start(self, *tokens: str) -> bool:
        """Whether ``tokens``, picked from nothing, lead to a legal action."""
        return self.picker is not None and any(t[:len(tokens)] == tokens for t in self.picker.legal)

    def is_action(self, tokens: tuple[str, ...]) -> bool:
        """Whether ``tokens`` are a whole legal action."""
        return self.picker is not None and tokens in self.picker.legal

    def leads_on(self, tokens: tuple[str, ...]) -> bool:
        """Whether some longer legal action starts with ``tokens``."""
        return self.picker is not None and any(len(t) > len(tokens) and t[:len(tokens)] == tokens
                                               for t in self.picker.legal)

    def rules_state(self) -> Any:
        """The state the rules are asked about: the game's, or on a device that has only its seat's view
        (a guest) a state that fits that view (what it hides changes no answer for the seat to act)."""
        if self.state is None:
            self.state = self.game.world(self.view, random.Random(0))
        return self.state

    def why_not(self, words: tuple[str, ...] = (), why: str | None = None, *, whole: bool = False) -> str:
        """Why a control toward the action words ``words`` (picked from nothing) is off: in a lesson its
        refusal, else whose turn it is, else the game's own reason (the rules say why in one place: why no
        legal action begins with ``words``, ``Game.why_not_begun``, or with ``whole`` why that very action
        may not be taken, ``Game.why_not_words``), else ``why``, the board's reason of its own (a choice in
        progress to finish first)."""
        if self.refusal and self.acting:
            return self.refusal
        if not self.acting:
            return NOT_YOUR_TURN
        rule = None
        if words and self.picker is not None:
            state = self.rules_state()
            rule = (self.game.why_not_words(state, words) if whole
                    else self.game.why_not_begun(state, words, self.picker.legal))
        return rule or why or NOT_POSSIBLE

    def hinted(self, cmd: str, tokens: tuple[str, ...]) -> bool:
        """Whether an enabled button sending ``cmd`` with ``tokens`` leads along the hinted move:
        ``pick`` continues the choice in progress, ``pick-fresh`` and ``act`` name a path from nothing
        (one that is no longer than a choice in progress already on the hinted path leads nowhere new)."""
        hint, prefix = self.hint, self.prefix
        if not hint or not tokens:
            return False
        path = prefix + tokens if cmd == "pick" else tokens
        if hint[:len(path)] != path:
            return False
        return cmd == "pick" or not (prefix and hint[:len(prefix)] == prefix and len(path) <= len(prefix))

    def command(self, cmd: str, tokens: tuple[str, ...], content: str, *, enabled: bool = True, cls: str = "",
                label: str | None = None, title: str | None = None, key: str | None = None, **data: Any) -> Markup:
        """A button sending ``tokens`` to the game (``cmd``: pick, pick-fresh or act), marked when hinted."""
        marked = [f"mark-{kind}" for kind, move in self.marks if tokens and move[:len(tokens)] == tokens]
        if self.frozen:
            enabled, title = False, FROZEN
        return button(content, cmd=cmd, arg=" ".join(tokens), enabled=enabled, cls=" ".join([cls, *marked]).strip(),
                      label=label, title=title, key=key, hinted=enabled and self.hinted(cmd, tokens), **data)

    def pick(self, *tokens: str, content: str, cls: str = "", label: str | None = None, title: str | None = None,
             why: str | None = None, key: str | None = None, **data: Any) -> Markup:
        """A button that picks ``tokens`` next, enabled only if that continues a legal action (``title``: its
        tooltip while enabled, ``why``: its reason while disabled; ``data_*`` keywords: data attributes)."""
        enabled = self.can_pick(*tokens)
        return self.command("pick", tokens, content, enabled=enabled, cls=cls, label=label,
                            title=title if enabled else self.why_not(self.prefix + tokens, why),
                            key=key or f"pick:{' '.join(self.prefix + tokens)}", **data)

    def act(self, text: str, content: str, *, cls: str = "", label: str | None = None, why: str | None = None,
            key: str = "act") -> Markup:
        """A button applying the whole action ``text`` (enabled only when it is legal)."""
        words = tuple(text.split())
        enabled = self.is_action(words)
        return self.command("act", words, content, enabled=enabled, cls=cls, label=label,
                            title=None if enabled else self.why_not(words, why, whole=True), key=f"{key}:{text}")

    def choice(self, full: tuple[str, ...], content: str, *, key: str, elsewhere: Elsewhere, cls: str = "",
               label: str | None = None, title: str | None = None, why: str | None = None) -> Markup:
        """A button toward the action (or start of one) ``full``: it picks whatever of ``full`` is not
        picked yet; ``elsewhere`` says what it does when it does not continue the choice in progress.

        Exactly ``full`` picked already: the button shows as chosen, and tapping it again cancels.
        ``title`` is its tooltip while enabled, ``why`` its reason while disabled; ``key`` keeps keyboard
        focus on this control in every state (a die: hold, then release)."""
        prefix = self.prefix
        if self.acting and prefix == full:
            return button(content, cmd="cancel", cls=f"{cls} selected".strip(), label=label, title=CHOSEN,
                          pressed=True, key=key)
        rest = full[len(prefix):] if len(full) > len(prefix) and full[:len(prefix)] == prefix else ()
        whole = elsewhere == "apply" and self.is_action(full)
        if rest and self.can_pick(*rest) and not (whole and self.leads_on(full)):
            return self.command("pick", rest, content, cls=cls, label=label, title=title, key=key)
        if whole:
            return self.command("act", full, content, cls=cls, label=label, title=title, key=key)
        if elsewhere == "fresh" and prefix and self.can_start(*full):
            return self.command("pick-fresh", full, content, cls=cls, label=label, title=title, key=key)
        if prefix and not rest and self.can_start(*full):  # legal, but not from the choice in progress
            why = why or CANCEL_FIRST
        return self.command("pick", full, content, enabled=False, cls=cls, label=label, title=self.why_not(full, why),
                            key=key)

    def ui_button(self, key: str, value: str, label_html: str, *, cls: str = "", label: str | None = None,
                  pressed: bool | None = None, hinted: bool = False) -> Markup:
        """A button that changes only what is shown (e.g. whose score card), not the game; ``hinted`` when
        it is the way to the hinted move (a topping to select before its bowl)."""
        return button(label_html, cmd="ui", arg=f"{key}={value}", cls=cls, label=label, pressed=pressed,
                      key=f"ui:{key}={value}", hinted=hinted)

    def who(self, seat: int | None) -> str:
        """The player's name (text, for ``el`` to escape); "—" for no seat."""
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "—"


def sr(text: str) -> Markup:
    """Words for screen readers only (visually hidden; ``.sr`` in every board's CSS): ``text`` is escaped."""
    return el("span", text, class_="sr")


@dataclass(frozen=True)
class Chosen:
    """What a tap toward an action came to, the same on the game screen and on a guest's device: the whole
    action to play once complete, the choice so far, or why it is refused (``BoardContext.why_not``)."""

    action: str | None = None
    prefix: tuple[str, ...] = ()
    refusal: str | None = None


def choose(picker: Picker | None, tokens: str, context: Callable[[], BoardContext[Any]], *, fresh: bool = False) -> Chosen:
    """The tokens of a tap (a button may send several) picked in turn toward an action; ``fresh``: a new
    choice, the tokens chosen so far dropped. A refusal is the board's reason (``context``, made only then):
    not this person's turn, a lesson's "not yet", or the rules' reason no legal action begins so."""
    if picker is None:
        return Chosen(refusal=NOT_YOUR_TURN)
    if fresh:
        picker.clear()
    words = (*picker.prefix, *tokens.split())
    try:
        done = picker.push_all(tokens)
    except ValueError:
        return Chosen(refusal=context().why_not(words))
    return Chosen(action=done, prefix=picker.prefix)


@dataclass(frozen=True)
class BoardView(Generic[V]):
    """What a game's board view offers the screens (each view module declares one as ``BOARD``).

    ``render_board`` draws the table; ``render_end`` the end screen's details (None: the scores alone);
    ``token_label`` names a step of the choice in progress for the strip (None or a None answer: the
    token in words by the frame's own rule); ``card_name`` names a card for the replay's hands (None:
    its id); ``handoff``: hands are secret, so a hand-off screen stands between two people;
    ``next_step`` says in one sentence what to tap next in the choice in progress (the strip shows it
    beside the steps chosen, so it stays in view wherever on the board the next control is);
    ``selections`` the ``ui`` keys that hold a choice in progress on the board (a topping tapped, a claim to
    confirm): the screen drops them as soon as the game moves on, so none survives into a later move;
    ``idle_line`` says in one short line what to do when nothing is chosen yet (the strip shows it; without
    it, the strip's own general words); ``render_dock`` draws what the viewer acts with, kept at the foot of the
    screen under the table (their hand, their actions), "" when they have none; ``brief`` draws one step of a turn
    short, with the pieces' pictures, for the recap of what the others did (``ramen.ui.screens.recap.Brief``)."""

    render_board: Callable[[BoardContext[V]], str]
    render_end: Callable[[BoardContext[V]], str] | None = None
    token_label: Callable[[str, tuple[str, ...], BoardContext[V]], str | None] | None = None
    card_name: Callable[[str], str] | None = None
    handoff: bool = False
    next_step: Callable[[BoardContext[V]], str] | None = None
    selections: tuple[str, ...] = ()
    idle_line: Callable[[BoardContext[V]], str] | None = None
    render_dock: Callable[[BoardContext[V]], str] | None = None
    brief: Callable[[Any, Any, str, list[str], int | None], str | None] | None = None


def get_view(game_id: str) -> BoardView[Any] | None:
    """The board view of a game, or None when it has none yet (the generic view is used)."""
    name = f"ramen.ui.views.{game_id}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:  # the view is there but something it needs is not: that is a fault, not "no view"
            raise
        return None
    board: BoardView[Any] = module.BOARD
    return board
