"""The computer pace (a setting of ``ramen.ui.page.settings``, in the settings sheet) and the pause it
gives before each computer step."""

from __future__ import annotations

from ramen.ui.page import browser
from ramen.ui.page.settings import Settings

#: the pause before each computer step, in seconds, per pace
PACES = {"instant": 0.0, "quick": 0.18, "relaxed": 0.8}
#: at "quick" a whole computer turn takes about this long at most (thinking and the flights included); each
#: step is still painted, and what it moves is seen landing (static/travel.js: 320 ms a flight)
QUICK_TURN_BUDGET_S = 2.5


#: the paces at which what moves on the table travels on the screen (static/travel.js)
TRAVELLING = ("relaxed", "quick")


class PaceSetting:
    """The pace chosen in ``settings``, and ``fixed_delay``: a pause that overrides it (``?botdelay=MS``;
    tests use 0). ``fixed_travel`` is the movement with a fixed delay (``?travel=relaxed|quick``; else none
    moves)."""

    def __init__(self, settings: Settings, fixed_delay: float | None = None, fixed_travel: str | None = None) -> None:
        self.settings = settings
        self.fixed_delay = fixed_delay
        self.fixed_travel = fixed_travel if fixed_travel in TRAVELLING else None

    @classmethod
    def from_page(cls, settings: Settings) -> PaceSetting:
        """The pace of the device's settings, and the page's ?botdelay and ?travel."""
        delay = browser.query_param("botdelay")
        fixed = int(delay) / 1000 if delay is not None and delay.isdigit() else None
        return cls(settings, fixed, browser.query_param("travel"))

    @property
    def chosen(self) -> str:
        return self.settings["pace"]

    @property
    def seconds(self) -> float:
        """The pause between two steps shown one after another (the replay viewer plays at this pace)."""
        return self.fixed_delay if self.fixed_delay is not None else PACES[self.chosen]

    def travel(self, skipping: bool) -> str | None:
        """How what moves travels ("relaxed", "quick"), or None: at *Instant*, while skipping to the
        person's turn, and under a fixed delay unless ``?travel`` asks."""
        if skipping:
            return None
        if self.fixed_delay is not None:
            return self.fixed_travel
        return self.chosen if self.chosen in TRAVELLING else None

    def step_delay(self, turn_elapsed: float, skipping: bool) -> float:
        """The pause before the next computer step: "skip to my turn" pauses only for a paint; then
        ?botdelay wins; "quick" keeps a whole turn within QUICK_TURN_BUDGET_S."""
        if skipping:
            return 0.0
        if self.fixed_delay is not None:
            return self.fixed_delay
        base = PACES[self.chosen]
        if self.chosen == "quick":
            # keep room for thinking, drawing and the steps still to come; a step always gets its own paint
            left = QUICK_TURN_BUDGET_S - 0.5 - turn_elapsed
            base = max(0.016, min(base, left / 2))
        return base
