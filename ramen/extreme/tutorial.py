"""Learn to play Ramen Extreme: three turns against Ken, each rule told when it first matters.

The bowls and the dice are set (the game's options ``bowls`` and ``dice``): the five bowl cards it lays out
and the faces of its 15 rolls are named below, whatever the seed, so a change to the bowls or the dice
cannot quietly change what it teaches. The person plays first: their first turn re-rolls to two vegetables
and three proteins, enough to claim a bowl; Ken's chilis then push the person's pepper up, the person's
second turn ends on two chilis and the third on two fans (the deal and rolls of seed 860, found by
searching seeds; Ken's moves are what the normal computer played there). The token limit is told (a card),
not reached: no short deal found reached nine tokens. Every move below is a legal action of the real game;
``tests/unit/test_tutorial.py`` plays it through.
"""

from __future__ import annotations

from ramen.core.tutorial import RuleCard, Step, Tutorial, opponent_moves

TURN = "A turn"
SPECIAL = "Special rules: heat, chilis and fans"
END = "End of the game and scoring"

ROLL = RuleCard("roll", "Roll and keep",
                "Roll all five dice, then keep any of them and re-roll the rest: three rolls at most.", TURN)
RESOLVE = RuleCard("resolve", "Resolving the dice",
                   "Two protein or vegetable dice buy an x2 token of that kind, three buy any of it. "
                   "Each die is used once.", TURN)
OPTIONAL = RuleCard("optional", "One optional action",
                    "Once a turn, before rolling or after your dice: claim bowls, use your Chopsticks, "
                    "or swap a token for its partner.", TURN)
CHOPSTICKS = RuleCard("chopsticks", "Chopsticks",
                      "Use them once: steal one token from a player, or replace bowls on the Table. "
                      "When everyone has used theirs, they come back.", TURN)
HEAT = RuleCard("heat", "The heat track",
                "Your pepper starts below the Heat card. Its spaces, going up, are worth 0, −1, −5, +5, −10, "
                "−15 and −20 points at the end.", SPECIAL)
CHILI = RuleCard("chili", "Two chilis",
                 "Two chilis in your final dice move every other player's pepper one space up, at once.", SPECIAL)
LIMIT = RuleCard("token-limit", "Eight tokens at most",
                 "Whenever you hold more than 8 tokens, you put the extras back into the Hot Pots at once.", TURN)
FANS = RuleCard("fans", "Two fans",
                "Two fans in your final dice may move your own pepper two spaces down, never below the start.",
                SPECIAL)
CLAIM = RuleCard("claim", "Claiming bowls",
                 "Hand in exactly a Table bowl's ingredients to claim it (or two at once). "
                 "A new bowl from the pile takes its place.", TURN)
GAME_END = RuleCard("game-end", "How the game ends",
                    "Once the last bowl of the pile is turned up, everyone has one more turn. Bowls, heat, "
                    "and 1 point per token left count.", END)


#: the Table's three bowls, then the two the pile turns up; the faces of each roll, for the dice it rolls
BOWLS = ["mushroom+egg+corn", "chashu+egg+scallion", "scallion+corn", "naruto+scallion", "tofu+naruto+corn"]
DICE = [["chili", "protein", "chili", "protein", "vegetable"], ["vegetable", "protein"],
        ["chili", "chili", "chili", "chili", "protein"], ["vegetable"], ["protein"],
        ["fan", "protein", "fan", "chili", "protein"], ["chili", "vegetable", "fan", "chili"], ["protein", "vegetable"],
        ["protein", "vegetable", "protein", "vegetable", "vegetable"], ["protein", "protein", "fan"], ["fan"],
        ["vegetable", "protein", "fan", "fan", "protein"], ["fan", "vegetable", "protein", "vegetable", "protein"],
        ["vegetable"], ["chili"]]

TUTORIAL = Tutorial(
    game="extreme", seed=860, options={"first": 0, "bowls": BOWLS, "dice": DICE}, opponent="Ken",
    script=(
        Step("Start with one protein and one vegetable token: take an Egg and a Scallion.",
             ("choose egg scallion",), "take an Egg and a Scallion"),
        *opponent_moves("choose egg scallion"),
        # turn 1
        Step("Your turn: roll the five dice.", ("roll",), "roll the dice", ROLL),
        Step("Keep the dice you want: tap die 2, a protein.", ("hold 2",), "keep die 2"),
        Step("Keep die 4, the other protein.", ("hold 4",), "keep die 4"),
        Step("And keep die 5, the vegetable.", ("hold 5",), "keep die 5"),
        Step("Re-roll the two chilis: this is your second roll of three.", ("roll",), "roll again"),
        Step("Two vegetables and three proteins: stop and use these dice.", ("stop",), "stop rolling"),
        Step("Two vegetable dice buy a Corn from the Hot Pots.", ("take corn",), "take a Corn", RESOLVE),
        Step("Two protein dice buy an Egg. The last protein die alone buys nothing.", ("take egg",), "take an Egg"),
        Step("You hold a Scallion and a Corn: claim the Table's 5-point Scallion + Corn bowl.", ("claim b3",),
             "claim the Scallion + Corn bowl", CLAIM),
        Step("That was your one optional action this turn: tap End turn.", ("end",), "tap End turn", OPTIONAL),
        *opponent_moves("roll", "hold 1", "hold 2", "hold 3", "hold 4", "roll", "roll", "end"),
        # turn 2
        Step("Ken's chilis pushed your pepper up. Use your Chopsticks: steal an Egg from Ken.",
             ("steal p2 egg",), "steal an Egg from Ken", CHOPSTICKS),
        Step("Now roll the dice.", ("roll",), "roll the dice", HEAT),
        Step("Keep die 4, a chili: two chilis would push Ken's pepper up.", ("hold 4",), "keep die 4"),
        Step("Re-roll the rest.", ("roll",), "roll again"),
        Step("Keep die 1, a chili.", ("hold 1",), "keep die 1"),
        Step("Keep die 2, a vegetable.", ("hold 2",), "keep die 2"),
        Step("Roll the last time: the two chilis you keep act at once.", ("roll",), "roll the last time", CHILI),
        Step("Two vegetables buy a Scallion.", ("take scallion",), "take a Scallion", LIMIT),
        Step("Tap End turn.", ("end",), "tap End turn"),
        *opponent_moves("roll", "hold 1", "hold 3", "roll", "hold 2", "hold 4", "roll", "take egg", "take naruto",
                   "claim b3", "end"),
        # turn 3
        Step("Roll: two fans would bring your pepper back down.", ("roll",), "roll the dice"),
        Step("Two fans and two proteins at once: stop and use them.", ("stop",), "stop rolling"),
        Step("Use the two fans: your pepper goes two spaces down, back to the start.", ("fan",), "use the fans", FANS),
        Step("Two proteins buy a Naruto.", ("take naruto",), "take a Naruto"),
        Step("Your optional action: swap the Scallion for a Corn, its partner, for bowl 1.",
             ("swap scallion corn",), "swap the Scallion for a Corn"),
        Step("Tap End turn.", ("end",), "tap End turn"),
        *opponent_moves("roll", "hold 2", "hold 3", "hold 4", "hold 5", "roll", "roll", "take naruto", "take corn",
                   "steal p1 corn", "end"),
    ),
    finish=Step("You claimed a 5-point bowl and cooled your pepper. The most points wins.", card=GAME_END),
)
