"""Small helpers for the sentences the engines write: plurals and players' names."""

from __future__ import annotations

from typing import Sequence


def noun(count: int, word: str, many: str | None = None) -> str:
    """``word`` as it goes with ``count``: singular for 1 and -1, else plural (``many``, by default ``word`` + "s")."""
    return word if abs(count) == 1 else (many or word + "s")


def plural(count: int, word: str, many: str | None = None, *, minus: str = "-") -> str:
    """``count`` and ``word``, plural unless the count is 1 or -1: "1 point", "-1 point", "0 points", "2 bowls".

    ``minus`` writes a negative count's sign (a screen uses the true minus sign, "−")."""
    return f"{str(count).replace('-', minus)} {noun(count, word, many)}"


def signed_plural(count: int, word: str, many: str | None = None) -> str:
    """``plural`` with the count's sign always shown: "+1 point", "-2 points", "+0 points"."""
    return f"{count:+d} {noun(count, word, many)}"


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """The player's name for ``seat``; without one (a short list), "Seat N" — never "Player N"."""
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return f"Seat {(seat or 0) + 1}"
