"""Ramen Ink's rules by phase of a round, the steps ``ramen.ink.rules`` dispatches to: ``pick`` (the
topping cards picked), ``place`` (a card drawn into the bowls: where its ingredients may go, the bonus
of a filled bowl, and the effects of place, bin, bonus and done) and ``round_end`` (the bowls served,
the next round dealt or the game over)."""
