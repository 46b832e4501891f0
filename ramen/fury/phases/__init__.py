"""Ramen Fury's rules step by step, a module per phase (no imports here: the page imports a game's
modules one by one, and a subpackage's ``__init__`` runs before any of them); ``ramen.fury.rules``
holds the game object, which deals, lists the legal actions and dispatches each action to its step.

- ``setup``: the deal (rulebook, 'Setup').
- ``turn``: a seat's turn: the two actions, the free plays, the hand limit's discard and a revealed
  chili or nori placed or passed; why each of the two actions may not be taken, and what each does.
- ``turn_end``: the end of a turn, and of the game: the turn passes, the final round begins, the
  last turns are played.
"""
