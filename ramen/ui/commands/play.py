"""The game screen's commands: choosing an action step by step (the picker), playing it, undo, the
hand-off between people, hints, "skip to my turn", the board's display toggles and a rematch."""

from __future__ import annotations

from collections.abc import Callable

from ramen.core.errors import IllegalAction, RecordError
from ramen.ui.page import browser
from ramen.ui.page.command_table import Handler
from ramen.ui.commands.hints import Hints
from ramen.ui.commands.launch import Launcher
from ramen.ui.screens.end import rematch_seats
from ramen.ui.screens.play import PlayScreen
from ramen.ui.commands.saves import MOVED_ELSEWHERE, SaveSync
from ramen.ui.commands.shell import GameShell
from ramen.ui.commands.turns import ComputerTurns
from ramen.ui.commands.turn_replay import TurnReplay
from ramen.ui.views import choose

#: a game screen command: the screen shown (its message already cleared) and ``data-arg``
ScreenHandler = Callable[[PlayScreen, str | None], bool]


class PlayCommands:
    """What a tap on the game screen does."""

    def __init__(self, shell: GameShell, saves: SaveSync, turns: ComputerTurns, hints: Hints, launcher: Launcher) -> None:
        self.shell = shell
        self.saves = saves
        self.turns = turns
        self.hints = hints
        self.launcher = launcher
        self.turn_replay = TurnReplay(shell, turns)

    def commands(self) -> dict[str, Handler]:
        """The game screen's commands; none applies on another screen."""
        handlers: dict[str, ScreenHandler] = {
            "pick": self.pick, "pick-fresh": self.pick_fresh, "act": self.act, "cancel": self.cancel,
            "undo": self.undo, "handoff-ready": self.handoff_ready, "hint": self.hint, "skip": self.skip,
            "ui": self.toggle, "rematch": self.rematch,
            "turn-again": self.turn_replay.start, "turn-again-stop": self.turn_again_stop,
        }
        return {name: self._on_screen(handler, ends_replay=not name.startswith("turn-again"))
                for name, handler in handlers.items()}

    def _on_screen(self, handler: ScreenHandler, ends_replay: bool = True) -> Handler:
        """``handler`` run on the game screen shown, its last message cleared first (and a turn being
        played again ended: the tap acts on the board of now at once)."""
        def run(arg: str | None) -> bool:
            screen = self.shell.screen
            if screen is None:
                return False
            screen.message = None
            if ends_replay and screen.replaying is not None:
                self.turn_replay.stop(screen, draw=False)
            return handler(screen, arg)
        return run

    def _drawn(self) -> bool:
        """Draw the game screen; the command applied."""
        self.shell.render()
        return True

    def play(self, text: str) -> None:
        """Play the action ``text`` for the person to act, save, draw; then the computers' turn."""
        screen = self.shell.screen
        assert screen is not None
        if self.saves.newer_elsewhere(screen, MOVED_ELSEWHERE):  # another tab played on: its game, not this old position
            return
        try:
            with browser.phase("apply"):
                screen.match.play(text)
        except IllegalAction as error:
            screen.message = ("error", str(error))
        else:
            with browser.phase("save"):
                self.saves.save()
        screen.prefix = ()
        screen.settle_viewer()
        self.shell.render()
        self.turns.schedule()

    def pick(self, screen: PlayScreen, tokens: str | None, fresh: bool = False) -> bool:
        """One or more tokens of the action being chosen (``fresh``: a new choice, not a continuation);
        the action is played once complete, a refusal said (the same step as a guest's: ``choose``)."""
        if not tokens:
            return False
        chosen = choose(screen.picker(), tokens, screen.context, fresh=fresh)
        screen.prefix = chosen.prefix
        if chosen.refusal is not None:
            screen.message = ("error", chosen.refusal)
        elif chosen.action is not None:
            self.play(chosen.action)
            return True
        return self._drawn()

    def pick_fresh(self, screen: PlayScreen, tokens: str | None) -> bool:
        """A new choice, dropping the tokens chosen so far."""
        return self.pick(screen, tokens, fresh=True)

    def act(self, _screen: PlayScreen, text: str | None) -> bool:
        """A whole action in its text notation."""
        if not text:
            return False
        self.play(text)
        return True

    def cancel(self, screen: PlayScreen, _arg: str | None) -> bool:
        """Drop the tokens chosen so far."""
        screen.prefix = ()
        return self._drawn()

    def undo(self, screen: PlayScreen, _arg: str | None) -> bool:
        """Take back the last move (unless another tab played on)."""
        if self.saves.newer_elsewhere(screen, MOVED_ELSEWHERE):
            return True
        try:
            screen.match.undo()
            screen.prefix = ()
            self.saves.save()
        except RecordError as error:
            screen.message = ("error", str(error))
        return self._drawn()

    def handoff_ready(self, screen: PlayScreen, _arg: str | None) -> bool:
        """The next person has the device: show the table through their eyes."""
        screen.viewer = screen.handoff_to
        screen.handoff_to = None
        return self._drawn()

    def hint(self, screen: PlayScreen, _arg: str | None) -> bool:
        """Work out a hint for the person to act."""
        self.hints.start(screen)
        return True

    def turn_again_stop(self, screen: PlayScreen, _arg: str | None) -> bool:
        """Back to now from a turn being played again."""
        return self.turn_replay.stop(screen)

    def skip(self, _screen: PlayScreen, _arg: str | None) -> bool:
        """No more pauses until the computers' turns end."""
        self.turns.skipping = True
        return self._drawn()

    def toggle(self, screen: PlayScreen, setting: str | None) -> bool:
        """A display toggle of the board (``key=value``): it changes what is shown, not the game."""
        if not setting or "=" not in setting:
            return False
        key, _, value = setting.partition("=")
        screen.drop_stale_selections()  # (one made before the game moved on goes first)
        screen.ui[key] = value
        return self._drawn()

    def rematch(self, screen: PlayScreen, arg: str | None) -> bool:
        """The same seats and options again in a new game; ``switch``: started by the next player."""
        if not screen.match.over:
            return False
        seats, options = rematch_seats(screen.match, switch=arg == "switch")
        record = screen.match.record
        self.launcher.new_match(record.game, seats, options, after_seed=record.seed)
        return True
