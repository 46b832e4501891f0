"""Learn to play Ramen Fury: four short turns against Ken, each rule told when it first matters.

The deal is stacked (the game's option ``stack``): the 22 cards the lesson deals and draws lie on top of
the deck in the order it needs them, whatever the seed shuffles below them, so a change to the deck cannot
quietly change what it teaches (a card the deck no longer holds stops it with a sentence). The person
plays first: their hand holds Soy Sauce Flavor, Chili Peppers and Nori Garnish, the Pantry shows Corn,
Ken's hand a flavor and Mushrooms, and the Restock of the third turn turns up exactly one Chili Peppers.
Every move below is a legal action of the real game; ``tests/unit/test_tutorial.py`` plays it through.
"""

from __future__ import annotations

from ramen.core.tutorial import Opponent, RuleCard, Step, Tutorial

TURN = "A turn"
SPECIAL = "Special rules: chili and nori"
END = "End of the game and scoring"

FLAVOR = RuleCard("flavor", "One Flavor per bowl",
                  "A bowl holds one Flavor card and up to four more cards. Its Flavor decides what the bowl scores.", TURN)
DRAW = RuleCard("draw", "Draw",
                "Take a face-up Pantry card, or the top card of the deck unseen, into your hand. "
                "A Pantry gap is refilled at once.", TURN)
TWO_ACTIONS = RuleCard("end-turn", "Two actions, then End turn",
                       "Each turn you take two actions (the same one twice is fine), then tap End turn.", TURN)
SPOON = RuleCard("spoon", "Spoon",
                 "Give up one of your two spoons to take the top card of any bowl not yet eaten, "
                 "into one of your bowls or your hand.", TURN)
HAND_LIMIT = RuleCard("hand-limit", "Hand limit: five",
                      "Whenever you hold more than five cards, you discard down to five at once.", TURN)
RESTOCK = RuleCard("restock", "Restock",
                   "All four Pantry cards go to the discard pile and four new ones are turned up.", TURN)
REVEAL = RuleCard("reveal", "A Chili or Nori turned up",
                  "When your Draw or Restock turns up Chili or Nori, you may place it at once in anyone's open bowl.",
                  SPECIAL)
FREE_PLAY = RuleCard("free-play", "Chili and Nori are free",
                     "From your hand they cost no action: play any number on your turn, into anyone's bowl. "
                     "Nori is +1 point, Chili −1.", SPECIAL)
EAT = RuleCard("eat", "Eat and score",
               "A bowl with a Flavor and one more card can be eaten. Only eaten bowls score: Soy Sauce gives "
               "2, 5, 9 or 14 for 1, 2, 3 or 4 different vegetables.", END)
GAME_END = RuleCard("game-end", "How the game ends",
                    "When someone eats their third bowl, or the deck runs out, everyone else has one last turn; "
                    "then the most points wins.", END)

#: the cards dealt and drawn, top of the deck first: the hands one card at a time from the person's (Chili,
#: Nori, Soy Sauce for the person; Mushrooms, Chashu, Chicken for Ken), the Pantry (Chicken, Corn, Chicken,
#: Mushrooms), then each draw and refill in the order of the script below
STACK = ["chili", "mushroom", "nori", "chashu", "soy", "chicken", "chicken", "corn", "chicken", "mushroom", "mushroom",
         "naruto", "scallion", "naruto", "shrimp", "egg", "tofu", "chili", "shrimp", "shrimp", "fury", "tofu"]

TUTORIAL = Tutorial(
    game="fury", seed=4447, options={"first": 0, "stack": STACK}, opponent="Ken",
    script=(
        Step("Prep your Soy Sauce Flavor into bowl 1: the marked buttons show how.",
             ("prep soy b1",), "prep the Soy Sauce into your bowl 1", FLAVOR),
        Step("Soy Sauce scores vegetables, and the Pantry shows Corn: draw it into your hand.",
             ("draw pantry 2",), "draw the Corn from the Pantry", DRAW),
        Step("That was your second action: tap End turn, and Ken plays.",
             ("end",), "tap End turn", TWO_ACTIONS),
        Opponent("prep chicken b1"), Opponent("prep mushroom b1"), Opponent("end"),
        Step("Ken's top card is Mushrooms, a vegetable for you: spoon it into your hand.",
             ("spoon p2b1 hand",), "spoon the Mushrooms from Ken's bowl into your hand", SPOON),
        Step("Now draw the top card of the deck: only you see what it is.",
             ("draw deck",), "draw from the deck"),
        Step("Both actions done: tap End turn.", ("end",), "tap End turn"),
        Opponent("draw deck"), Opponent("draw deck"), Opponent("end"),
        Step("Draw the Chicken Flavor from the Pantry: it can start your next bowl.",
             ("draw pantry 1",), "draw the Chicken Flavor from the Pantry"),
        Step("Six cards is one too many: discard the Naruto, which Soy Sauce does not score.",
             ("discard naruto",), "discard the Naruto", HAND_LIMIT),
        Step("Nothing in the Pantry helps you now: restock it for four new cards.",
             ("restock",), "restock the Pantry", RESTOCK),
        Step("A Chili turned up! Place it at once in Ken's bowl 1: it costs him a point.",
             ("place pantry 3 p2b1",), "place the Chili in Ken's bowl 1", REVEAL),
        Step("Nori from your hand costs no action: put it in your bowl 1 for +1 point.",
             ("play nori p1b1",), "play the Nori into your bowl 1", FREE_PLAY),
        Step("Tap End turn.", ("end",), "tap End turn"),
        Opponent("draw deck"), Opponent("draw deck"), Opponent("end"),
        Step("Prep the Mushrooms into bowl 1: now the bowl has a vegetable.",
             ("prep mushroom b1",), "prep the Mushrooms into your bowl 1"),
        Step("Eat bowl 1: one vegetable gives 2 points and the Nori 1 more.",
             ("eat b1",), "eat your bowl 1", EAT),
    ),
    finish=Step("Your first bowl made 3 points. The most points from eaten bowls wins.",
                card=GAME_END),
)
