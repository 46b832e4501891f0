"""The turn sound: a short tone made by WebAudio (an oscillator: no audio file, no network) when a
person's turn begins; off by default, a setting of ``ramen.ui.page.settings``. The visual cue is the game
screen's own (ramen/ui/screens/play.py ``turn_cue``)."""

from __future__ import annotations

from typing import Any

from js import window  # type: ignore[import-not-found]

from ramen.ui.page.calls import unawaited
from ramen.ui.page.settings import Settings

#: the tone: two short notes going up (Hz), each this long (s), this loud (0..1)
NOTES = (660.0, 880.0)
NOTE_S = 0.12
VOLUME = 0.18


class TurnSound:
    """The tone, played when the ``sound`` setting is on."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.context: Any = None
        #: the turn the last tone was for (one tone per turn begun)
        self.last_key: str | None = None

    @property
    def on(self) -> bool:
        return self.settings["sound"] == "on"

    def cue(self, key: str | None) -> None:
        """A turn's cue is on screen (``key``: which turn): the tone once per turn, when the sound is on."""
        if key is None or key == self.last_key:
            return
        self.last_key = key
        if self.on:
            self.play()

    def play(self) -> None:
        """The tone, through one AudioContext made on first use (resumed if the browser suspended it)."""
        try:
            if self.context is None:
                make = getattr(window, "AudioContext", None) or getattr(window, "webkitAudioContext", None)
                if make is None:
                    return
                self.context = make.new()
            context = self.context
            if str(context.state) == "suspended":
                unawaited(lambda: context.resume(), "Resuming the turn sound")
            start = context.currentTime + 0.01
            for index, frequency in enumerate(NOTES):
                at = start + index * NOTE_S
                oscillator = context.createOscillator()
                gain = context.createGain()
                oscillator.type = "sine"
                oscillator.frequency.setValueAtTime(frequency, at)
                gain.gain.setValueAtTime(0.0001, at)
                gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.02)
                gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S)
                oscillator.connect(gain)
                gain.connect(context.destination)
                oscillator.start(at)
                oscillator.stop(at + NOTE_S + 0.02)
            window.performance.mark("ramen:turn-sound")  # the browser tests count the tones by these marks
        except Exception as error:  # no sound (no audio device, a browser without WebAudio) stops nothing
            window.console.warn(f"The turn sound could not play: {error}")
