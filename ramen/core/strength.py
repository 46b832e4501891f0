"""How strong each computer level is: one line per level, with the figure measured for each game.

The figures come from ``tools/bench.py --only strength`` (two seats, both seat orders, ties shared;
the run is in the README): ``MEASURED[game][level]`` is (the opponent level, the level's share of
the wins against it, the games played). A new measurement replaces them by hand, with its seeds.
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
    "strong": "looks ahead: tries its best few moves in many possible deals",
    "expert": "looks ahead wider and further: more moves, four times the deals",
}

#: game -> level -> (opponent level, win share against it, games); measured, see the module's docstring
MEASURED: dict[str, dict[str, tuple[str, float, int]]] = {
    "ink": {"normal": ("easy", 1.0, 300), "strong": ("normal", 0.712, 160), "expert": ("strong", 0.628, 160)},
    "fury": {"normal": ("easy", 1.0, 300), "strong": ("normal", 0.697, 160), "expert": ("strong", 0.675, 160)},
    "extreme": {"normal": ("easy", 1.0, 300), "strong": ("normal", 0.788, 160), "expert": ("strong", 0.538, 160)},
}


def level_words(game_id: str, level: str) -> str:
    """What a level of a game does and its measured figure, e.g. "looks ahead ...; won 76 % of 160
    games against normal"; without a figure, only the words."""
    words = LEVEL_WORDS.get(level, "")
    figure = MEASURED.get(game_id, {}).get(level)
    if figure is None:
        return words
    opponent, share, games = figure
    return f"{words}; won {round(100 * share)} % of {games} games against {opponent}"

