"""How strong each computer level is: one line per level, with the figure measured for each game.

The figures come from ``tools/bench.py --only strength`` (two seats, both seat orders, ties shared;
the runs and their seeds are in the README, *How strong the levels are*): ``MEASURED[game][level]``
is (the opponent level, the level's share of the wins against it, the games played). A new
measurement replaces them by hand.
"""

from __future__ import annotations

#: the computer level whose choice a hint is (its page decision stays well inside the 2 s a hint may take)
HINT_LEVEL = "expert"
#: how a hint is introduced on the board, saying whose choice it is
HINT_LABEL = "Expert's hint"

#: what each level does, in a few words
LEVEL_WORDS: dict[str, str] = {
    "easy": "plays any legal move at random",
    "normal": "plays the move that scores best now",
    "strong": "looks ahead: plays its best few moves on in many guesses at what it cannot see",
    "expert": "looks ahead harder than strong: more moves tried, more guesses at what it cannot see",
}

#: game -> level -> (opponent level, win share against it, games); measured, see the module's docstring
MEASURED: dict[str, dict[str, tuple[str, float, int]]] = {
    "ink": {"normal": ("easy", 1.0, 600), "strong": ("normal", 0.889, 600), "expert": ("strong", 0.633, 600)},
    "fury": {"normal": ("easy", 1.0, 600), "strong": ("normal", 0.82, 600), "expert": ("strong", 0.657, 600)},
    "extreme": {"normal": ("easy", 1.0, 600), "strong": ("normal", 0.809, 600), "expert": ("strong", 0.602, 600)},
}

#: the denominators a share may be said with ("4 in 5"), simplest first
PLAIN_DENOMINATORS = (2, 3, 4, 5, 10, 20)
#: how far the plain fraction may be from the measured share
PLAIN_TOLERANCE = 0.025


def plain_share(share: float) -> str | None:
    """A share as a person says it: "4 in 5" for 0.81, "every" for 1; None when no simple fraction
    is within ``PLAIN_TOLERANCE``.

    >>> plain_share(0.81), plain_share(0.62), plain_share(0.555), plain_share(1.0), plain_share(0.0)
    ('4 in 5', '3 in 5', '11 in 20', 'every', None)
    """
    if share >= 1.0:
        return "every"
    for denominator in PLAIN_DENOMINATORS:
        wins = round(share * denominator)
        if 0 < wins < denominator and abs(wins / denominator - share) <= PLAIN_TOLERANCE:
            return f"{wins} in {denominator}"
    return None


def percent(share: float) -> str:
    """A share in whole percent, but never rounded up to 100 or down to 0 when it is not exactly that.

    >>> percent(0.8123), percent(0.9996), percent(1.0)
    ('81 %', '99.96 %', '100 %')
    """
    whole = round(100 * share)
    if (whole == 100 and share < 1.0) or (whole == 0 and share > 0.0):
        return f"{100 * share:.2f} %"
    return f"{whole} %"


def measured_words(game_id: str, level: str) -> str:
    """A level's measured figure in words, e.g. "wins 4 in 5 games against normal (81 % of 600)";
    "" when the level has none. The recorded screens mask exactly this text, so a new measurement
    changes no recorded screen."""
    figure = MEASURED.get(game_id, {}).get(level)
    if figure is None:
        return ""
    opponent, share, games = figure
    plain = plain_share(share)
    count = f"{games:,}"
    if plain == "every":
        return f"won every one of {count} games against {opponent}"
    if plain is None:
        return f"wins {percent(share)} of games against {opponent} ({count} played)"
    return f"wins {plain} games against {opponent} ({percent(share)} of {count})"


def level_words(game_id: str, level: str) -> str:
    """What a level of a game does and its measured figure, e.g. "looks ahead ...; wins 4 in 5 games
    against normal (81 % of 600)"; without a figure, only the words."""
    words = LEVEL_WORDS.get(level, "")
    figure = measured_words(game_id, level)
    return f"{words}; {figure}" if figure else words
