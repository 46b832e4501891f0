"""Seeded chance carried in the state.

A state holds its game's ``seed`` and a counter of chance events drawn so far. Each event
gets its own generator from both numbers, so a state is plain data (easy to copy, compare
and replay) and the same seed gives the same game in CPython and in Pyodide.
"""

import random


def rng_for(seed: int, counter: int) -> random.Random:
    """The generator for chance event number ``counter`` of the game with ``seed``."""
    return random.Random(f"ramen:{seed}:{counter}")
