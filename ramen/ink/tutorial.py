"""Learn to play Ramen Ink: not written yet (the home screen offers no tutorial while this is None)."""

from __future__ import annotations

from ramen.core.tutorial import Tutorial

TUTORIAL: Tutorial | None = None
