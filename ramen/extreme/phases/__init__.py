"""The steps of Ramen Extreme's rules by phase of a turn, the effect of each kind of action (``rules``
dispatches to them): ``setup`` (the starting tokens), ``rolling`` (the dice rolled and held), ``resolving``
(the final dice spent on tokens and fans), ``optional`` (the turn's one optional action before or after the
dice: claim, steal, replace, swap; and the claim a steal may offer), ``discard`` (the token limit's prompt),
``turn_end`` (the turn passes on, or the game ends); ``steps`` holds the small steps they share."""
