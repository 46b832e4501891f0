"""Learn to play Ramen Ink: three rounds against Ken, until bowl 1 is served.

The deal is stacked (the game's options ``orders`` and ``stack``): the eight orders it lays out and the 12
topping cards its three rounds turn up are named below, whatever the seed shuffles after them, so a change
to the cards cannot quietly change what it teaches. The person plays first: bowl 1's guest is the food
stylist 3x, the first round shows a two-topping card to pick and leaves a three-topping card over, and six
cards in a row can each put one ingredient into bowl 1, so it fills (a bonus) in round 3, just before it is
served (the deal of seed 116, found by searching seeds; Ken's moves are what the normal computer played
there). Every move below is a legal action of the real game; ``tests/unit/test_tutorial.py`` plays it through.
"""

from __future__ import annotations

from ramen.core.tutorial import RuleCard, Step, Tutorial, opponent_moves

ROUND = "A round"
SPECIAL = "Special rules: bin, full bowls, serving"

PICK = RuleCard("pick", "Picking in turn",
                "Each round shows one topping card more than there are players. In turn, from the round's "
                "first player, each picks one.", ROUND)
TWO = RuleCard("two-toppings", "Two toppings",
               "A card with two toppings puts them into two different bowls, anywhere on your score card.", ROUND)
LAST = RuleCard("last-card", "The last card is for everyone",
                "Once everyone has drawn their own card, every player also draws the card nobody picked.", ROUND)
THREE = RuleCard("three-toppings", "Three toppings",
                 "A card with three toppings goes into three bowls side by side, in any order "
                 "(bowl 8 is next to bowl 1).", ROUND)
BIN = RuleCard("bin", "The bin",
               "Any ingredient may go into the bin instead. Up to 2 binned cost nothing; 3 or 4 cost 1 point, "
               "then 2, 3, 4 and 5 points for 5 to 8.", SPECIAL)
FULL = RuleCard("full-bowl", "A full bowl's bonus",
                "Six ingredients fill a bowl. You may cross off one bonus: an extra ingredient drawn at once, "
                "or +3 points; or take none.", SPECIAL)
SERVED = RuleCard("served", "Serving and scoring",
                  "Bowl 1 is served after round 3, bowl 2 after 4, bowl 3 after 5, the rest after 6. "
                  "A served bowl scores for its order and is closed.", SPECIAL)


#: the orders of bowls 1 to 8, and the topping cards as the rounds turn them up (three a round)
ORDERS = ["3x", "nori+naruto+chashu", "egg+naruto", "naruto+chashu", "nori+naruto", "egg", "egg+chashu", "egg+nori+naruto"]
STACK = ["egg+nori+chashu", "nori+chashu", "egg+naruto+chashu", "egg+nori+chashu", "egg+nori", "egg+nori",
         "nori+naruto", "egg+chashu", "nori+naruto", "nori+naruto+chashu", "egg+naruto", "naruto+chashu"]

TUTORIAL = Tutorial(
    game="ink", seed=116, options={"first": 0, "orders": ORDERS, "stack": STACK}, opponent="Ken",
    script=(
        # round 1: the person picks first
        Step("Pick a topping card: take Nori + Chashu. Ken then picks from the other two.",
             ("pick nori+chashu",), "pick the Nori + Chashu card", PICK),
        *opponent_moves("pick egg+nori+chashu"),
        Step("Bowl 1's guest, Food stylist 3x, wants three of a kind: draw the Nori there.",
             ("place nori b1",), "draw the Nori into bowl 1", TWO),
        Step("Draw the Chashu into bowl 2: its guest likes Nori, Narutomaki and Chashu.",
             ("place chashu b2",), "draw the Chashu into bowl 2"),
        Step("Both drawn: tap Confirm to finish this card.", ("done",), "tap Confirm", LAST),
        *opponent_moves("place egg b3", "place nori b5", "place chashu b4", "done"),
        Step("The card nobody picked has three toppings: draw its Aji Tama into bowl 1.",
             ("place egg b1",), "draw the Aji Tama into bowl 1", THREE),
        Step("Now the Narutomaki into bowl 2, next to bowl 1.", ("place naruto b2",), "draw the Narutomaki into bowl 2"),
        Step("And the Chashu into bowl 3: three bowls side by side.", ("place chashu b3",), "draw the Chashu into bowl 3"),
        Step("Tap Confirm. In round 2 Ken picks first.", ("done",), "tap Confirm"),
        *opponent_moves("place egg b3", "place naruto b5", "place chashu b4", "done"),
        # round 2: Ken picks first
        *opponent_moves("pick egg+nori+chashu"),
        Step("Ken took his card: pick Aji Tama + Nori from the two left.", ("pick egg+nori",),
             "pick an Aji Tama + Nori card"),
        *opponent_moves("place egg b1", "place nori b8", "place chashu b7", "done"),
        Step("Draw the Aji Tama into bowl 1: a pair of them there now.", ("place egg b1",),
             "draw the Aji Tama into bowl 1"),
        Step("Draw the Nori into bowl 2.", ("place nori b2",), "draw the Nori into bowl 2"),
        Step("Tap Confirm.", ("done",), "tap Confirm"),
        *opponent_moves("place egg b7", "place nori b5", "done"),
        Step("The card left over: its Aji Tama makes three of a kind in bowl 1.", ("place egg b1",),
             "draw the Aji Tama into bowl 1"),
        Step("Throw its Nori into the bin this time: the first two binned cost nothing.", ("bin nori",),
             "throw the Nori into the bin", BIN),
        Step("Tap Confirm.", ("done",), "tap Confirm"),
        # round 3: the person picks first again
        Step("Round 3, you pick first: take Nori + Narutomaki.", ("pick nori+naruto",),
             "pick a Nori + Narutomaki card"),
        *opponent_moves("pick egg+chashu"),
        Step("Nori into bowl 1: five ingredients there now.", ("place nori b1",), "draw the Nori into bowl 1"),
        Step("Narutomaki into bowl 2.", ("place naruto b2",), "draw the Narutomaki into bowl 2"),
        Step("Tap Confirm.", ("done",), "tap Confirm"),
        *opponent_moves("place egg b1", "place chashu b7", "done"),
        Step("The last card of the round: its Nori fills bowl 1 with six.", ("place nori b1",),
             "draw the Nori into bowl 1"),
        Step("A full bowl earns a bonus: take the +3 points.", ("bonus points",), "take the +3 points bonus", FULL),
        Step("Draw the Narutomaki into bowl 2.", ("place naruto b2",), "draw the Narutomaki into bowl 2"),
        Step("Tap Confirm: after Ken's turn, round 3 ends and bowl 1 is served.", ("done",), "tap Confirm"),
        *opponent_moves("place nori b2", "place naruto b5", "done"),
        *opponent_moves("pick egg+naruto"),
    ),
    finish=Step("Bowl 1 was served: three Aji Tama and three Nori make 10 points for 3x.", card=SERVED),
)
