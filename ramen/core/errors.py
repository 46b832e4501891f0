"""Typed errors whose messages a player can read."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The message says why, in plain words."""


class NotationError(IllegalAction):
    """Text that is not an action of this game's notation."""


class RecordError(ValueError):
    """A saved record that cannot be read or does not replay."""
