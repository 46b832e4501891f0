"""Ramen Fury's computer opponents, in parts (no imports here: the page imports a game's modules one
by one, and a subpackage's ``__init__`` runs before any of them).

- ``levels``: the classes the game registers, ``NormalBot``, ``StrongBot`` and ``ExpertBot``.
- ``policy``: the normal level's rule-based choice (``NormalBot`` and one decision, ``Turn``).
- ``valuations``: what a card or a bowl is worth to the seat deciding (``Turn``'s base).
- ``features``: the evaluation: what a bowl can still become, a seat's features and their weights.
- ``search``: the search models of the strong and expert levels (playouts, candidates, hints).
"""
