"""Ramen Ink's computer opponents, in parts: ``levels`` (the classes the game registers: normal,
strong, expert), ``policy`` (the normal player: its reading of a view, ``Table``, and its greedy
choice), ``features`` (the evaluation: what a bowl and a seat are worth), ``lean_cards`` (the normal
player a whole card at a time on the lean state of ``ramen.ink.playout``) and ``search`` (the strong
and expert models: candidates, playouts, evaluation).

No imports here: the page imports a game's modules one by one (``ramen.ui.page.loading``), and a
package's ``__init__`` runs before any of its modules."""
