"""Play on from here: the replay viewer's position becomes a new saved game (ramen/core/play_on.py), with the
seats as they were and what the seat whose eyes the table is seen with could not know there dealt anew."""

from __future__ import annotations

import traceback

from ramen.core.errors import RecordError
from ramen.core.link import record_key
from ramen.core.match import Match
from ramen.core.record import SeatInfo
from ramen.ui.commands.replay import ReplayController
from ramen.ui.commands.shell import Shell
from ramen.ui.page import browser
from ramen.ui.page.command_table import Handler
from ramen.ui.page.browser import JsProxy
from ramen.ui.screens.replay_view import PERSON, PLAY_ON_SEAT, ReplayScreen, play_on_choice, play_on_seat


class PlayOn:
    """The replay viewer's *Play on from here*."""

    def __init__(self, shell: Shell, replays: ReplayController) -> None:
        self.shell = shell
        self.replays = replays

    def commands(self) -> dict[str, Handler]:
        return {"play-on": self.play_on}

    def on_change(self, target: JsProxy) -> bool:
        """A seat's player chosen for playing on: kept with the replay (a step on draws it as chosen)."""
        seat = browser.attr(target, "data-play-on-seat")
        screen = self.replays.screen
        if seat is None or not seat.isdigit() or not isinstance(screen, ReplayScreen):
            return False
        screen.play_on_seats[int(seat)] = str(target.value)
        return True

    def play_on(self, _arg: str | None) -> bool:
        """A new game from the replay's position, saved, then opened."""
        screen = self.replays.screen
        if not isinstance(screen, ReplayScreen):
            return False
        game = screen.timeline.game
        state = screen.timeline.states[screen.position]
        if game.is_terminal(state):
            screen.message = ("error", "The game is over here: step back to a move to play on from.")
            self.shell.render()
            return True
        seat = play_on_seat(screen, game, state)
        seats = []
        for number, info in enumerate(screen.record.seats):  # who plays each seat: as chosen, else as it was
            chosen = browser.field_value(PLAY_ON_SEAT.format(number), play_on_choice(screen, number))
            seats.append(SeatInfo(info.name) if chosen == PERSON else SeatInfo(info.name, "bot", chosen))
        try:
            record = screen.record.played_on(screen.position, seat if seat is not None else 0,
                                             deal=int(browser.now_ms()) % 1_000_000_007, seats=seats)
            save_id = f"{record.game}-played-on-{record_key(record)}"
            self.shell.store.write(save_id, Match(game, record), browser.now_ms())
        except (RecordError, ValueError) as error:
            traceback.print_exc()
            screen.message = ("error", f"That game can't be played on from here: {error}.")
            self.shell.render()
            return True
        except Exception as error:  # storage full or blocked: nothing is half-saved
            traceback.print_exc()
            screen.message = ("error", f"This device could not save the new game ({error}).")
            self.shell.render()
            return True
        self.shell.navigate(f"#/play/{save_id}")
        return True
