"""The game screen's state (``PlayScreen``): the match, whose eyes the table is drawn for, the choice in
progress, the hint, the messages; and the board's context for this moment. Drawn by ``screens.play``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ramen.core.choices import Picker
from ramen.core.match import Match
from ramen.core.tutorial import Step, TutorialMatch
from ramen.ui.screens.recap import last_turns, since_last_turn
from ramen.ui.views import BoardContext, BoardView


@dataclass
class PlayScreen:
    """Everything the game screen shows beyond the match itself."""

    save_id: str
    match: Match
    board: BoardView[Any] | None
    viewer: int | None = None
    handoff_to: int | None = None
    prefix: tuple[str, ...] = ()
    ui: dict[str, Any] = field(default_factory=dict)
    message: tuple[str, str] | None = None  # (kind, text): kind "error" or "info"
    #: why the disabled control the player tapped is off (shown in the strip, said by the live region)
    why: str | None = None
    #: how much of the log the live region has said, and the turn it last announced
    announced: int = -1
    announced_turn: tuple[Any, ...] | None = None
    #: the hint shown: {"at": actions played when asked, "seat", "action" (notation), "text"}; "thinking"
    #: while the search runs
    hint: dict[str, Any] | None = None
    #: seats played on other devices (ramen/ui/devices/table.py): the screen shows the table while they act
    remote: frozenset[int] = frozenset()
    #: a line above the board about those devices (who is awaited), HTML
    banner: str = ""
    #: the moves played when the board's selections (``BoardView.selections`` in ``ui``) were last good
    selected_at: int = -1
    #: an earlier turn played again on the board (ramen/ui/commands/turn_replay.py): (its first move, the
    #: move after its last, the moves shown now); the board then only shows
    replaying: tuple[int, int, int] | None = None
    #: the turn (save id and moves played) whose "your turn" cue is shown, and the turns whose cue is spent
    #: (the person moved in them): an Undo back to a turn's start brings no second cue
    shown_cue: str | None = None
    spent_cues: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        if self.announced < 0:  # an opened game does not read out its whole past
            self.announced = len(self.match.log)
        if self.selected_at < 0:
            self.selected_at = len(self.match.record.actions)

    def drop_stale_selections(self) -> None:
        """A choice in progress on the board (a topping tapped, a claim to confirm) is dropped once the game
        has moved on (a move played, taken back, or another player's), so it never survives into a later
        move (in a lesson, it would hide the next step's marked control)."""
        moves = len(self.match.record.actions)
        if moves != self.selected_at:
            for key in self.board.selections if self.board is not None else ():
                self.ui.pop(key, None)
            self.selected_at = moves

    @property
    def handoff_game(self) -> bool:
        return self.board is not None and self.board.handoff

    def settle_viewer(self) -> None:
        """Decide whose eyes the screen is for now, and whether to ask for a hand-off first."""
        match = self.match
        seat = match.to_act
        humans = [human for human in match.human_seats() if human not in self.remote]
        self.handoff_to = None
        if seat is not None and seat in self.remote:  # the table, seen by all: no hand of this device
            self.viewer = None
        elif seat is None:
            if self.viewer is None and len(humans) == 1:
                self.viewer = humans[0]
        elif not match.record.seats[seat].is_bot:
            if self.handoff_game and len(humans) > 1 and seat != self.viewer:
                self.viewer = None
                self.handoff_to = seat
            else:
                self.viewer = seat
        else:
            if len(humans) == 1:
                self.viewer = humans[0]
            elif self.handoff_game:
                self.viewer = None

    def picker(self) -> Picker | None:
        """The choice in progress, when the viewer is the person to act."""
        match = self.match
        seat = match.to_act
        if seat is None or self.handoff_to is not None or match.record.seats[seat].is_bot or seat != self.viewer:
            return None
        if self.replaying is not None:
            return None
        picker = Picker(match.legal_texts(), self.prefix)
        self.prefix = picker.prefix
        return picker

    def current_hint(self) -> dict[str, Any] | None:
        """The hint for this very moment (a move since makes it stale), when the viewer is to act."""
        hint = self.hint
        match = self.match
        if hint is None or hint.get("at") != len(match.record.actions) or hint.get("seat") != match.to_act \
                or self.viewer != match.to_act:
            return None
        return hint

    def recap_seats(self) -> set[int]:
        """Whose "last turn" the recap counts from: the viewer, else (nobody's eyes) every person."""
        if self.viewer is not None:
            return {self.viewer}
        return set(self.match.human_seats())

    def context(self) -> BoardContext:
        match = self.match
        if self.replaying is not None:
            return self.replay_context(self.replaying[2])
        self.drop_stale_selections()
        since = since_last_turn(match, self.recap_seats())
        recent = tuple((match.log[i][0], match.record.actions[i]) for i in since if i < len(match.record.actions))
        lines = last_turns(match, since, self.board.brief if self.board is not None else None, self.viewer)
        picker = self.picker()
        hint = self.current_hint() if picker is not None else None
        hinted = tuple(hint["action"].split()) if hint and hint.get("action") else ()
        step = step_of(self)
        refusal = None
        if step is not None and picker is not None:  # a tutorial: its wanted move is marked, the rest say "not yet"
            hinted = tuple(step.wanted[0].split()) if step.wanted else ()
            refusal = step.not_yet
        return BoardContext(game=match.game, state=match.state, view=match.game.view(match.state, self.viewer),
                            viewer=self.viewer, names=match.names, picker=picker, ui=self.ui,
                            bot_seats=tuple(i for i, s in enumerate(match.record.seats) if s.is_bot),
                            recent=recent, hint=hinted, refusal=refusal, actions=tuple(match.record.actions),
                            last_turns=lines)

    def replay_context(self, at: int) -> BoardContext:
        """The board as it was after ``at`` moves, as the viewer saw it then: it only shows."""
        match = self.match
        state = match.states[at]
        return BoardContext(game=match.game, state=state, view=match.game.view(state, self.viewer), viewer=self.viewer,
                            names=match.names, picker=None, ui=self.ui,
                            bot_seats=tuple(i for i, s in enumerate(match.record.seats) if s.is_bot),
                            recent=(), hint=(), refusal=None, actions=tuple(match.record.actions[:at]))


def tutorial_of(screen: PlayScreen) -> TutorialMatch | None:
    """The screen's match when it follows a tutorial."""
    return screen.match if isinstance(screen.match, TutorialMatch) else None


def step_of(screen: PlayScreen) -> Step | None:
    """The person's step shown (None outside a tutorial or during the opponent's move)."""
    match = tutorial_of(screen)
    return match.step if match is not None else None
