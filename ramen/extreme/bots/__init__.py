"""Ramen Extreme's computer opponents, in parts: ``levels`` (the classes the game registers: normal,
strong, expert), ``policy`` (the normal level's rule-based choice), ``dice`` (the exact odds it keeps dice
by, and its per-turn plan), ``features`` (the evaluation: a seat's reading of a position, a holding's worth,
a seat's features and the expert's weights) and ``search`` (the strong and expert levels' search model)."""
