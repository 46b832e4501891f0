"""The computer pace setting (offered on the home and game screens, kept in localStorage) and the pause
it gives before each computer step."""

from __future__ import annotations

from ramen.store import StorageUnavailable
from ramen.ui.page import browser

#: the pause before each computer step, in seconds, per pace
PACES = {"instant": 0.0, "quick": 0.18, "relaxed": 0.8}
DEFAULT_PACE = "quick"
PACE_KEY = "ramen.pace"
#: at "quick" a whole computer turn takes at most this long (thinking included); each step is still painted
QUICK_TURN_BUDGET_S = 1.5


#: the paces at which what moves on the table travels on the screen (static/travel.js)
TRAVELLING = ("relaxed", "quick")


class PaceSetting:
    """The chosen pace, and ``fixed_delay``: a pause that overrides it (``?botdelay=MS``; tests use 0).
    ``fixed_travel`` is the movement with a fixed delay (``?travel=relaxed|quick``; else none moves)."""

    def __init__(self, chosen: str = DEFAULT_PACE, fixed_delay: float | None = None,
                 fixed_travel: str | None = None) -> None:
        self.chosen = chosen if chosen in PACES else DEFAULT_PACE
        self.fixed_delay = fixed_delay
        self.fixed_travel = fixed_travel if fixed_travel in TRAVELLING else None

    @classmethod
    def from_page(cls) -> PaceSetting:
        """The pace kept on this device (the default where storage is blocked) and the page's ?botdelay."""
        delay = browser.query_param("botdelay")
        fixed = int(delay) / 1000 if delay is not None and delay.isdigit() else None
        try:
            stored = browser.LocalStorage().get(PACE_KEY)
        except StorageUnavailable:
            stored = None
        return cls(stored or DEFAULT_PACE, fixed, browser.query_param("travel"))

    def choose(self, pace: str) -> bool:
        """Take ``pace`` and keep it on this device; False (nothing changed) if it is no pace."""
        if pace not in PACES:
            return False
        self.chosen = pace
        try:
            browser.LocalStorage().set(PACE_KEY, pace)
        except Exception:  # storage blocked: the pace holds for this visit
            pass
        return True

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
