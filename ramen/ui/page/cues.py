"""The turn sound: a short tone made by WebAudio (an oscillator: no audio file, no network) when a
person's turn begins; off by default, the setting offered beside the computer pace and kept in
localStorage like it. The visual cue is the game screen's own (ramen/ui/screens/play.py ``turn_cue``)."""

from __future__ import annotations

from typing import Any

from js import window  # type: ignore[import-not-found]

from ramen.store import StorageUnavailable
from ramen.ui.page import browser
from ramen.ui.page.calls import unawaited

SOUND_KEY = "ramen.sound"
#: the tone: two short notes going up (Hz), each this long (s), this loud (0..1)
NOTES = (660.0, 880.0)
NOTE_S = 0.12
VOLUME = 0.18


class TurnSound:
    """Whether the turn sound is on, and the tone itself."""

    def __init__(self, on: bool = False) -> None:
        self.on = on
        self.context: Any = None
        #: the turn the last tone was for (one tone per turn begun)
        self.last_key: str | None = None

    @classmethod
    def from_page(cls) -> TurnSound:
        """The setting kept on this device (off where storage is blocked)."""
        try:
            stored = browser.LocalStorage().get(SOUND_KEY)
        except StorageUnavailable:
            stored = None
        return cls(stored == "on")

    def choose(self, value: str) -> bool:
        """Turn the sound "on" or "off" and keep it on this device; False if ``value`` is neither."""
        if value not in ("on", "off"):
            return False
        self.on = value == "on"
        try:
            browser.LocalStorage().set(SOUND_KEY, value)
        except Exception:  # storage blocked: the setting holds for this visit
            pass
        if self.on:
            self.play()  # turned on by a tap: the browser lets the sound start, and the player hears it
        return True

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
