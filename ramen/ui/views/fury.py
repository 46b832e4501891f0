"""Ramen Fury's board: the Pantry, the deck and discard pile, every player's three bowls (cards
fanned bottom to top, the top card shown whole and marked "top"), spoons, and the viewer's hand.

Hands are secret, so the shell hands the tablet over between two people (``BOARD.handoff``) and this
board shows a hand only when the view carries it: ``ctx.view["hand"]``, the viewer's own.

How a turn is played by taps (every button is a choice button, ``choose`` or ``ctx.pick``: enabled
only where it leads to a legal action):

* choose a verb in the action bar (Prep, Draw, Restock, Eat, Spoon, Empty, Play chili/nori, End
  turn), then its target on the table: after ``prep`` the hand's cards, after ``prep egg`` your
  bowls; after ``spoon`` every bowl whose top card may be taken (``p2b1``), then your bowls or
  "Into my hand"; after ``eat`` / ``empty`` your bowls; after ``play chili`` any bowl;
* shortcuts for what can only mean one thing: tapping the deck or a Pantry card draws it, tapping a
  card in your hand preps it (chili and nori: plays it), then tap a bowl;
* the two prompts, the reveal reaction (``place pantry <n> p<i>b<k>`` or ``pass``) and the hand
  limit (``discard <card>``), open a highlighted panel at the top of the board.

A chosen step shows as pressed; tapping it again (or "Cancel") takes it back, and tapping another
verb or card starts that one instead (``pick-fresh``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ramen.core.words import noun, plural
from ramen.fury.components import BOWL_CAPACITY, CARD, CARD_KIND, CARD_NAMES, GARNISHES, HAND_LIMIT, KIND_WORDS
from ramen.ui.markup.html import MINUS, Markup, el, html
from ramen.fury.view import FuryBowlView, FuryView
from ramen.ui.views import BoardContext, BoardView, game_icon, sr

#: the icons of Fury's pieces, named as the game names them
icon = game_icon("fury")

VERBS = ("prep", "draw", "restock", "eat", "spoon", "empty", "play", "end")
VERB_WORDS = {
    "prep": "Prep", "draw": "Draw", "restock": "Restock", "eat": "Eat", "spoon": "Spoon", "empty": "Empty",
    "play": "Play chili/nori", "end": "End turn", "place": "Place the revealed card", "pass": "Leave it in the Pantry",
    "discard": "Discard",
}
VERB_HELP = {
    "prep": "a card from your hand into one of your bowls",
    "draw": "the top card of the deck or a Pantry card into your hand",
    "restock": "discard the Pantry and deal four new cards",
    "eat": "a bowl with a Flavor and another card",
    "spoon": "use a spoon: take the top card of any bowl",
    "empty": "one of your bowls into the discard pile",
    "play": "free: put a Chili Peppers or Nori Garnish from your hand into any bowl",
    "end": "pass the turn on",
}
FINAL_WORDS = {"bowls": "ate a third bowl", "deck": "emptied the deck"}

_SEAT_BOWL = re.compile(r"^p(\d)b(\d)$")
_OWN_BOWL = re.compile(r"^b(\d)$")

SPOON_SVG = Markup('<svg class="fury-spoon" viewBox="0 0 16 32" width="12" height="24" aria-hidden="true" focusable="false">'
             '<ellipse cx="8" cy="8" rx="6" ry="7" fill="#e8e4dc" stroke="#222" stroke-width="1.5"/>'
             '<rect x="6.5" y="14" width="3" height="16" rx="1.5" fill="#e8e4dc" stroke="#222" stroke-width="1.5"/></svg>')


# --- small pieces ---------------------------------------------------------------------------------

def card_name(card: str | None) -> str:
    return CARD_NAMES.get(card or "", str(card))


def kind_of(card: str) -> str:
    return CARD_KIND.get(card, "unknown")


def card_line(card: str) -> str:
    """What a card's face says under its name: its kind, or for a chili or nori its rule."""
    piece = CARD.get(card)
    return "" if piece is None else KIND_WORDS.get(piece.kind) or piece.rule


@lru_cache(maxsize=256)
def card_html(card: str, size: int = 32, kind_line: bool = False) -> Markup:
    """A card: its icon (shape + letter code) and its printed name; ``kind_line`` adds what it is."""
    kind = kind_of(card)
    return el("span", icon(card, size, decorative=True),
              el("span", el("span", card_name(card), class_="fury-card-name"),
                 el("span", card_line(card), class_="fury-card-kind") if kind_line else None,
                 class_="fury-card-text"),
              class_=f"fury-card fk-{kind}", data_card=card, data_thing=f"card:{card}")


def points(value: int) -> str:
    return f"{MINUS}{-value}" if value < 0 else str(value)


def points_words(value: int) -> str:
    """ "1 point", "−2 points" (a true minus sign)."""
    return plural(value, "point", minus=MINUS)


def signed(value: int) -> str:
    return f"{MINUS}{-value}" if value < 0 else f"+{value}"


def seat_token(seat: int, bowl: int) -> str:
    return f"p{seat + 1}b{bowl + 1}"


def parse_seat_bowl(token: str) -> tuple[int, int] | None:
    found = _SEAT_BOWL.match(token)
    return (int(found.group(1)) - 1, int(found.group(2)) - 1) if found else None


def bowl_words(ctx: BoardContext[FuryView], seat: int, bowl: int) -> str:
    """ "your bowl 2" for the viewer's own, else "Ken's bowl 2"."""
    if seat == ctx.viewer:
        return f"your bowl {bowl + 1}"
    return f"{ctx.who(seat)}'s bowl {bowl + 1}"


def _key(*parts: str) -> str:
    return "fury:" + " ".join(parts)


def choose(ctx: BoardContext[FuryView], full: tuple[str, ...], content: str, *, cls: str = "", label: str | None = None,
           title: str | None = None, key: str | None = None) -> Markup:
    """A choice button (``ctx.choice``) keyed "fury:<tokens>": tapped while another choice is in progress,
    it drops that one and starts afresh."""
    return ctx.choice(full, content, key=key or _key(*full), elsewhere="fresh", cls=cls, label=label,
                      title=title)


# --- what the current step targets ----------------------------------------------------------------

def target_step(prefix: tuple[str, ...]) -> str | None:
    """What the next token names: "own" (b1..b3: your bowls), "any" (p1b1..: anyone's bowl),
    "source" (anyone's bowl to spoon from), or None (not a bowl)."""
    if not prefix:
        return None
    verb, n = prefix[0], len(prefix)
    if (verb in ("eat", "empty") and n == 1) or (verb in ("prep", "spoon") and n == 2):
        return "own"
    if verb == "spoon" and n == 1:
        return "source"
    if (verb == "play" and n == 2) or (verb == "place" and n == 3):
        return "any"
    return None


def moving_card(ctx: BoardContext[FuryView]) -> str | None:
    """The card the chosen action would put into a bowl (prep/play: the card; spoon: the top card;
    place: the revealed card)."""
    prefix, view = ctx.prefix, ctx.view
    if len(prefix) >= 2 and prefix[0] in ("prep", "play"):
        return prefix[1]
    if len(prefix) >= 2 and prefix[0] == "spoon":
        where = parse_seat_bowl(prefix[1])
        if where and where[0] < len(view["players"]):
            cards = view["players"][where[0]]["bowls"][where[1]]["cards"]
            return cards[-1] if cards else None
    if len(prefix) >= 3 and prefix[0] == "place" and prefix[2].isdigit():
        slot = int(prefix[2]) - 1
        if 0 <= slot < len(view["pantry"]):
            return view["pantry"][slot]
    return None


def _whose(ctx: BoardContext[FuryView], seat: int) -> str:
    """ "your" or "Ken's"."""
    return "your" if seat == ctx.viewer else f"{ctx.who(seat)}'s"


def recent_moves(ctx: BoardContext[FuryView]) -> dict[str, Any]:
    """What the other seats' actions since the viewer last acted (``ctx.recent``) moved, for the board
    to highlight: per bowl (seat, bowl) the short notes ("Robo put Egg in"), the Pantry slots drawn
    or restocked, and whether the deck was drawn from. Unknown or damaged notation is skipped."""
    bowls: dict[tuple[int, int], list[str]] = {}
    #: per bowl, the notes of cards put in since, newest last: a card spooned away takes its note along
    put_in: dict[tuple[int, int], list[str]] = {}
    slots: dict[int, str] = {}
    deck = ""
    seats = ctx.view["seats"]

    def own(seat: int, token: str) -> tuple[int, int] | None:
        found = _OWN_BOWL.match(token)
        return (seat, int(found.group(1)) - 1) if found else None

    def where(token: str) -> tuple[int, int] | None:
        spot = parse_seat_bowl(token)
        return spot if spot and spot[0] < seats and spot[1] < 3 else None

    for seat, text in ctx.recent:
        if seat is None or not 0 <= seat < seats:
            continue
        who = ctx.who(seat)
        tokens = str(text).split()
        if not tokens:
            continue
        verb = tokens[0]

        def card_in(spot: tuple[int, int], note: str) -> None:
            bowls.setdefault(spot, []).append(note)
            put_in.setdefault(spot, []).append(note)

        if verb == "prep" and len(tokens) == 3 and (spot := own(seat, tokens[2])):
            card_in(spot, f"{who} put {card_name(tokens[1])} in")
        elif verb == "play" and len(tokens) == 3 and (spot := where(tokens[2])):
            card_in(spot, f"{who} played {card_name(tokens[1])} here")
        elif verb == "place" and len(tokens) == 4 and (spot := where(tokens[3])):
            card_in(spot, f"{who} placed the revealed card here (from the Pantry)")
        elif verb == "eat" and len(tokens) == 2 and (spot := own(seat, tokens[1])):
            bowls.setdefault(spot, []).append(f"{who} ate it")
            put_in.pop(spot, None)
        elif verb == "empty" and len(tokens) == 2 and (spot := own(seat, tokens[1])):
            bowls.setdefault(spot, []).append(f"{who} emptied it")
            put_in.pop(spot, None)
        elif verb == "spoon" and len(tokens) == 3 and (source := where(tokens[1])):
            target = own(seat, tokens[2])
            goes = f"to their bowl {target[1] + 1}" if target else "into their hand"
            if put_in.get(source):  # the top card was the one last put in: its note no longer fits the bowl
                bowls[source].remove(put_in[source].pop())
            bowls.setdefault(source, []).append(f"{who} spooned the top card away {goes}")
            if target:
                card_in(target, f"{who} spooned it here from {_whose(ctx, source[0])} bowl {source[1] + 1}")
        elif verb == "draw" and len(tokens) >= 2:
            if tokens[1] == "deck":
                deck = f"{who} drew from the deck"
            elif len(tokens) == 3 and tokens[2].isdigit():
                slots[int(tokens[2]) - 1] = f"new: {who} took the one before"
        elif verb == "restock":
            for slot in range(len(ctx.view["pantry"])):
                slots[slot] = f"new: {who} restocked"
    return {"bowls": bowls, "slots": slots, "deck": deck}


# --- the board ------------------------------------------------------------------------------------

def render_board(ctx: BoardContext[FuryView]) -> Markup:
    view = ctx.view
    prompt = view["prompt"]
    to_act = view["to_act"]
    recent = recent_moves(ctx)
    order = player_order(ctx)
    if ctx.viewer is not None and ctx.viewer in order:  # my hand and bowls beside the others' (wide screens)
        players = html(render_players(ctx, [ctx.viewer], recent, "fury-mine"),
                       render_players(ctx, [s for s in order if s != ctx.viewer], recent, "fury-others"))
    else:
        players = render_players(ctx, order, recent, "fury-others")
    return el("div", render_prompt(ctx), render_turn(ctx), render_table(ctx, recent), players,
              class_="fury-board", data_phase=view["phase"], data_to_act="" if to_act is None else to_act,
              data_actions_left=view["actions_left"], data_prompt=prompt["kind"] if prompt else "",
              data_viewer="" if ctx.viewer is None else ctx.viewer, data_prefix=" ".join(ctx.prefix))


def render_prompt(ctx: BoardContext[FuryView]) -> Markup | None:
    """The reveal reaction and the hand limit: a highlighted panel nobody can miss."""
    view = ctx.view
    prompt = view.get("prompt")
    if not prompt:
        return None
    who = ctx.who(prompt["seat"])
    if prompt["kind"] == "discard":
        count = prompt["count"]
        if not ctx.acting:
            return el("section", el("p", f"{who} holds more than {HAND_LIMIT} cards and discards {count}."),
                      class_="fury-prompt waiting", aria_label="Hand limit", data_kind="discard")
        hand = view.get("hand") or []
        discards = [choose(ctx, ("discard", card), html(sr("Discard "), card_html(card, 40)), cls="fury-hand-card",
                           key=_key("prompt", "discard", card))
                    for card in dict.fromkeys(hand)]
        return el("section",
                  el("h2", f"Hand limit: discard {plural(count, 'card')}"),
                  el("p", f"You hold {len(hand)} cards; a hand holds at most {HAND_LIMIT}. Tap the card to discard"
                          " (it goes face up onto the discard pile)."),
                  el("div", discards, class_="fury-prompt-cards"),
                  class_="fury-prompt", data_acting="prompt", aria_label="Hand limit", data_kind="discard")
    # reveal
    slots = prompt["slots"]
    cards = prompt["cards"]
    names = [card_name(card) for card in cards]
    words = (", ".join(names[:-1]) + " and " + names[-1]) if len(names) > 1 else (names[0] if names else "a card")
    them = "it" if len(cards) <= 1 else "them"
    if not ctx.acting:
        one = "it" if len(cards) == 1 else "one"
        return el("section", el("p", f"{words} turned up in the Pantry: {who} may place {one} into any bowl."),
                  class_="fury-prompt waiting", aria_label="Revealed in the Pantry", data_kind="reveal")
    prefix = ctx.prefix
    # the revealed cards, the chosen one pressed (tapping it again takes it back; the strip has Cancel)
    buttons = [choose(ctx, ("place", "pantry", str(slot + 1)),
                      html(sr("Place "), card_html(card, 40), sr(f" of Pantry slot {slot + 1} into a bowl")),
                      cls="fury-reveal-card", key=_key("prompt", "place", str(slot + 1)))
               for slot, card in zip(slots, cards)]
    if len(prefix) == 3 and prefix[0] == "place":
        what = html(el("p", el("strong", "Now tap a bowl"),
                       f" (yours or another player's) for the {card_name(moving_card(ctx))}."),
                    el("div", buttons, class_="fury-prompt-cards"))
    else:
        leave = choose(ctx, ("pass",), f"Leave {them} in the Pantry", cls="secondary fury-pass", key=_key("prompt", "pass"))
        ordinary = "an ordinary Pantry card" if len(cards) <= 1 else "ordinary Pantry cards"
        what = html(el("p", f"You may put {'it' if len(cards) <= 1 else 'one of them'} into ", el("strong", "any"),
                       " player's bowl with room: Chili Peppers cost the eater 1 point (Fury bowls gain 2), Nori"
                       f" Garnish gives +1. Tap the card, then a bowl; or leave {them} as {ordinary}."),
                    el("div", buttons, leave, class_="fury-prompt-cards"))
    return el("section", el("h2", f"{words} revealed in the Pantry!"), what,
              class_="fury-prompt", data_acting="prompt", aria_label="Revealed in the Pantry", data_kind="reveal")


def render_turn(ctx: BoardContext[FuryView]) -> Markup:
    """Whose turn, the actions left (big), the final-round notice, the verbs and what to tap next."""
    view = ctx.view
    left = view["actions_left"] if not view["over"] else 0
    per_turn = view["actions_per_turn"]
    pips = [el("span", class_="fury-pip on" if i < left else "fury-pip") for i in range(per_turn)]
    if view["over"]:
        info = html("The game is over.")
    else:
        info = html(el("span", f"Turn {view['turn']}:", class_="fury-turn-no"), " ",
                    el("strong", ctx.who(view["to_act"])), "'s turn",
                    (" ", el("span", "your move", class_="fury-tag you")) if ctx.acting else None)
    final = None
    if view.get("final_round"):
        reason = FINAL_WORDS.get(view.get("final_reason") or "", "ended the game")
        waiting = ", ".join(ctx.who(s) for s in view.get("final_turns_left") or [])
        final = el("p", el("strong", "Final round:"), f" {ctx.who(view.get('final_trigger'))} {reason}.",
                   f" Last turns: {waiting}." if waiting else None, class_="fury-final", role="note")
    head = el("div",
              el("p", info, class_="fury-turn-info"),
              el("p", el("span", "Actions left", class_="fury-al-label"), " ", el("span", left, class_="fury-al-num"),
                 el("span", f"/{per_turn}", class_="fury-al-of"), " ", el("span", pips, class_="fury-pips", aria_hidden="true"),
                 class_="fury-actions-left", data_left=left, aria_label=f"Actions left: {left} of {per_turn}"),
              class_="fury-turnbar")
    controls = None
    if ctx.acting and view["phase"] in ("actions", "free"):
        controls = html(render_verbs(ctx), el("p", next_step_line(ctx), class_="fury-hint"))
    return el("section", head, final, controls, class_="fury-turn", data_acting="verbs" if controls else None,
              aria_label="Turn")


def render_verbs(ctx: BoardContext[FuryView]) -> Markup:
    view = ctx.view
    me = view["players"][ctx.acting_seat]
    buttons = []
    for verb in VERBS:
        words = html(VERB_WORDS[verb], (" ", el("span", f"({me['spoons']} left)", class_="fury-sub")) if verb == "spoon" else None)
        cls = "fury-verb" + (" primary" if verb == "end" and ctx.can_pick("end") else "")
        buttons.append(choose(ctx, (verb,), words, cls=cls, title=f"{VERB_WORDS[verb]}: {VERB_HELP[verb]}"))
    return el("div", buttons, class_="fury-verbs", role="group", aria_label="Choose an action")


def next_step_line(ctx: BoardContext[FuryView]) -> str:
    """The next-step line under the verbs, one sentence: what to tap next."""
    view = ctx.view
    prefix = ctx.prefix
    if not prefix:
        if view["phase"] == "free":
            if view["actions_left"] > 0:
                return "No action is possible any more: play chili or nori from your hand, or end your turn."
            return "Both actions done: play chili or nori from your hand into any bowl, or end your turn."
        done = view["actions_per_turn"] - view["actions_left"]
        which = "first" if done == 0 else "second"
        return f"Choose your {which} action, or tap the deck, a Pantry card or a card in your hand."
    verb = prefix[0]
    if verb == "prep":
        if len(prefix) == 1:
            return "Prep: tap a card in your hand."
        return f"Prep {card_name(prefix[1])}: tap one of your bowls."
    if verb == "draw":
        return "Draw: tap the deck or a Pantry card."
    if verb == "eat":
        return "Eat: tap one of your bowls that holds a Flavor and another card."
    if verb == "empty":
        return "Empty: tap one of your bowls; its cards go to the discard pile."
    if verb == "spoon":
        if len(prefix) == 1:
            return "Spoon: tap any bowl (yours or another player's) to take its top card."
        where = parse_seat_bowl(prefix[1])
        from_words = bowl_words(ctx, *where) if where else "a bowl"
        return (f"Spoon {card_name(moving_card(ctx))} from {from_words}: tap one of your bowls, "
                f"or “Into my hand”.")
    if verb == "play":
        if len(prefix) == 1:
            return "Play: tap a Chili Peppers or Nori Garnish in your hand."
        return f"Play {card_name(prefix[1])}: tap any bowl, yours or another player's."
    return ""


def render_table(ctx: BoardContext[FuryView], recent: dict[str, Any] | None = None) -> Markup:
    """The deck, the Pantry's four face-up cards and the discard pile."""
    view = ctx.view
    acting = ctx.acting
    deck_body = html(el("span", class_="fury-back", aria_hidden="true", data_zone="deck", data_hidden=view["deck_count"]),
                     el("span", el("strong", "Deck"), el("span", plural(view["deck_count"], "card")),
                        class_="fury-pile-text"))
    if acting:
        deck = choose(ctx, ("draw", "deck"), html(deck_body, sr(": draw its top card")), cls="fury-pile fury-deck")
    else:
        deck = el("div", deck_body, class_="fury-pile fury-deck")
    if recent and recent["deck"]:
        deck = el("div", deck, el("span", recent["deck"], class_="fury-moved"), class_="fury-deck-wrap moved")
    reveal = view["phase"] == "reveal"
    prompt = view["prompt"]
    revealed = set(prompt["slots"]) if reveal and prompt is not None and prompt["kind"] == "reveal" else set()
    last = view["last"]
    fresh = set(last["revealed_slots"]) if last is not None else set()
    moved = (recent or {"slots": {}})["slots"]
    slots = []
    for slot, card in enumerate(view["pantry"]):
        number = str(slot + 1)
        if card is None:
            slots.append(el("li", el("span", "Empty", class_="fury-empty"), class_="fury-pslot empty", data_slot=number))
            continue
        tag = None
        if slot in revealed:
            tag = el("span", "just revealed: place it?", class_="fury-tag hot")
        elif slot in moved:
            tag = el("span", moved[slot], class_="fury-tag new")
        elif slot in fresh:
            tag = el("span", "new", class_="fury-tag new")
        body = html(card_html(card, 44, True), tag)
        cls = ("fury-pcard" + (" revealed" if slot in revealed else "") + (" fresh" if slot in fresh else "")
               + (" moved" if slot in moved and slot not in revealed else ""))
        if acting and reveal:
            item = choose(ctx, ("place", "pantry", number),
                          html(sr("Place the revealed "), body, sr(f" of Pantry slot {number} into a bowl")), cls=cls)
        elif acting:
            item = choose(ctx, ("draw", "pantry", number), html(sr(f"Draw from Pantry slot {number}: "), body), cls=cls)
        else:
            item = el("div", body, class_=cls)
        slots.append(el("li", item, class_="fury-pslot", data_slot=number, data_card=card))
    top = view.get("discard_top")
    count = view["discard_count"]
    discard = el("div", el("span", el("strong", "Discard"), el("span", plural(count, "card")), class_="fury-pile-text"),
                 card_html(top, 32) if top else el("span", "empty", class_="fury-empty"),
                 class_="fury-pile fury-discard", data_count=count, data_zone="discard", data_hidden=max(count - 1, 0))
    return el("section",
              el("div", deck, discard, class_="fury-piles"),
              el("div", el("h2", "Pantry"), el("ol", slots, class_="fury-pantry", data_zone="pantry"), class_="fury-pantry-wrap"),
              class_="fury-table", aria_label="The Pantry, the deck and the discard pile")


def player_order(ctx: BoardContext[FuryView]) -> list[int]:
    """The viewer's own seat first, then the others in turn order."""
    seats = ctx.view["seats"]
    first = ctx.viewer if ctx.viewer is not None else 0
    return [(first + step) % seats for step in range(seats)]


def render_players(ctx: BoardContext[FuryView], seats: list[int], recent: dict[str, Any], cls: str = "") -> Markup:
    step = target_step(ctx.prefix) if ctx.acting else None
    panels = [render_player(ctx, seat, step, recent["bowls"]) for seat in seats]
    return el("div", panels, class_=f"fury-players {cls}", data_count=len(seats))


def render_player(ctx: BoardContext[FuryView], seat: int, step: str | None, recent: dict[tuple[int, int], list[str]]) -> Markup:
    view = ctx.view
    player = view["players"][seat]
    mine = seat == ctx.viewer
    current = seat == view["to_act"]
    tags = [el("span", "you", class_="fury-tag you") if mine else None,
            el("span", "to play", class_="fury-tag turn") if current else None,
            el("span", "computer", class_="fury-tag bot") if seat in ctx.bot_seats else None]
    spoons = player["spoons"]
    score = player["score"]
    facts = html(el("span", Markup(SPOON_SVG * spoons), el("span", plural(spoons, "spoon")), class_="fury-spoons"),
                 el("span", f"{plural(player['hand_count'], 'card')} in hand", class_="fury-handcount",
                    data_zone=None if mine else f"hand:{seat}", data_hidden=None if mine else player["hand_count"]),
                 el("span", f"Eaten {player['eaten_count']}/3 · ", el("strong", points(score), data_tally=score,
                                                                      data_tally_key=f"score:{seat}"),
                    f" {noun(score, 'point')}",
                    class_="fury-eaten"))
    bowls = [render_bowl(ctx, seat, b, bowl, step, recent.get((seat, b), [])) for b, bowl in enumerate(player["bowls"])]
    cls = "fury-player" + (" mine" if mine else "") + (" current" if current else "")
    return el("section",
              el("header", el("h3", ctx.who(seat)), tags, el("span", facts, class_="fury-facts"),
                 class_="fury-player-head"),
              render_hand(ctx) if mine else None,
              el("div", bowls, class_="fury-bowls"),
              class_=cls, data_seat=seat, aria_label=f"{ctx.who(seat)}'s bowls")


def bowl_description(ctx: BoardContext[FuryView], seat: int, b: int, bowl: FuryBowlView) -> str:
    """What a bowl is and where, in words: "Bowl 2 of Robo: Chicken Flavor, Egg; top: Egg; ready to eat,
    6 points"."""
    cards = bowl["cards"]
    owner = "yours" if seat == ctx.viewer else ctx.who(seat)
    inside = ", ".join(card_name(card) for card in cards) if cards else "empty"
    text = f"Bowl {b + 1} of {owner}: {inside}"
    if bowl["eaten"]:
        return text + f"; eaten, {plural(bowl['score'] or 0, 'point')}"
    if cards:
        text += f"; top: {card_name(cards[-1])}"
    if bowl["can_eat"]:
        text += f"; ready to eat, {plural(bowl['score_if_eaten'] or 0, 'point')}"
    elif cards and not bowl["flavor"]:
        text += "; no Flavor yet"
    return text


def render_bowl(ctx: BoardContext[FuryView], seat: int, b: int, bowl: FuryBowlView, step: str | None,
                notes: list[str]) -> Markup:
    cards = bowl["cards"]
    eaten = bowl["eaten"]
    count = len(cards)
    state = "eaten" if eaten else ("ready" if bowl["can_eat"] else "open")
    head = el("span", el("span", f"Bowl {b + 1}", class_="fury-bowl-name"),
              el("span", "eaten" if eaten else f"{count}/{BOWL_CAPACITY}", class_="fury-bowl-count"),
              class_="fury-bowl-head", aria_hidden="true")
    if eaten:
        stack = [el("span", card_html(card, 32), class_="fury-slot") for card in cards]
        parts = bowl["breakdown"]
        detail = None
        if parts:
            bits = [f"flavor {points(parts['flavor_points'])}"]
            if parts["nori_bonus"]:
                bits.append(f"nori {signed(parts['nori_bonus'])}")
            if parts["chili_penalty"]:
                bits.append(f"chili {signed(parts['chili_penalty'])}")
            detail = el("span", " · ".join(bits), class_="fury-bowl-parts")
        foot = el("span", el("span", points_words(bowl["score"] or 0), class_="fury-score"), detail,
                  class_="fury-bowl-foot", aria_hidden="true")
        inner = html(head, el("span", stack, class_="fury-stack eaten", aria_hidden="true", data_zone=f"bowl:{seat}:{b}"), foot)
    else:
        slots = [el("span", card_html(card, 32), class_="fury-slot") for card in cards[:-1]]
        if cards:
            slots.append(el("span", card_html(cards[-1], 44, True), el("span", "top", class_="fury-top-tag"),
                            class_="fury-slot top"))
        if bowl["can_eat"]:
            worth = bowl["score_if_eaten"] or 0
            foot_text = html("Ready to eat: ", el("strong", points(worth)), f" {noun(worth, 'point')}")
        else:
            foot_text = html("Add another card to eat it" if bowl["flavor"] else "No Flavor yet" if cards else "")
        flavor = bowl["flavor"]
        rule = el("span", f"{card_name(flavor)}: {CARD[flavor].short}", class_="fury-rule") if flavor else None
        foot = el("span", el("span", foot_text), rule, class_="fury-bowl-foot", aria_hidden="true")
        stack = slots or [el("span", "empty", class_="fury-slot none")]
        inner = html(head, el("span", stack, class_="fury-stack", aria_hidden="true", data_zone=f"bowl:{seat}:{b}"), foot)
    moved = el("span", "; ".join(notes), class_="fury-moved") if notes else None
    top = cards[-1] if cards else ""
    cls = f"fury-bowl {state}" + (" recent" if notes else "")
    token = None
    if step == "own" and seat == ctx.viewer:
        token = f"b{b + 1}"
    elif step in ("any", "source"):
        token = seat_token(seat, b)
    prefix = ctx.prefix
    if len(prefix) >= 2 and prefix[0] == "spoon" and parse_seat_bowl(prefix[1]) == (seat, b):
        cls += " source"  # the bowl the spooned card comes from
    words = bowl_description(ctx, seat, b, bowl)
    if token is None:
        eat = None
        if seat == ctx.viewer and not prefix and ctx.can_start("eat", f"b{b + 1}"):  # eat in one tap
            eat = choose(ctx, ("eat", f"b{b + 1}"), html("Eat", sr(f" bowl {b + 1}"), f": {points_words(bowl['score_if_eaten'] or 0)}"),
                         cls="primary fury-eat-now", key=_key("eat-now", str(b + 1)))
        return el("div", sr(words + "."), moved, inner, eat, class_=cls, data_seat=seat, data_bowl=b + 1,
                  data_count=count, data_top=top, data_state=state)
    enabled = ctx.can_pick(token)
    cls += " target" if enabled else " not-target"
    name = sr(f"{target_verb(ctx, seat, b, cards)} {words}.")
    return ctx.pick(token, content=html(name, moved, inner), cls=cls,
                    key=_key("bowl", token),
                    data_seat=seat, data_bowl=b + 1, data_count=count, data_top=top, data_state=state)


def target_verb(ctx: BoardContext[FuryView], seat: int, b: int, cards: list[str]) -> str:
    """The start of a bowl button's name: what tapping it does ("Put Egg into")."""
    prefix = ctx.prefix
    verb = prefix[0]
    if verb == "eat":
        return "Eat"
    if verb == "empty":
        return "Empty into the discard pile:"
    if verb == "spoon" and len(prefix) == 1:
        return "Spoon the top card from"
    return f"Put {card_name(moving_card(ctx))} into"


def render_hand(ctx: BoardContext[FuryView]) -> Markup | None:
    """The viewer's own hand (from ``ctx.view["hand"]`` only): tap a card to prep, play or discard it."""
    hand = ctx.view.get("hand")
    if hand is None:
        return None
    view = ctx.view
    counts: dict[str, int] = {}
    for card in hand:
        counts[card] = counts.get(card, 0) + 1
    items = []
    for card, number in counts.items():
        body = html(card_html(card, 40, True), el("span", f"×{number}", class_="fury-times") if number > 1 else None)
        if ctx.acting:
            if view["phase"] == "discard":
                full: tuple[str, ...] = ("discard", card)
                verb = "Discard"
            elif card in GARNISHES:
                full, verb = ("play", card), "Play"
            else:
                full, verb = ("prep", card), "Prep"
            item = choose(ctx, full, html(sr(f"{verb} "), body), cls="fury-hand-card")
        else:
            item = el("span", body, class_="fury-hand-card")
        # (one piece standing for ``number`` cards: static/travel.js counts them)
        items.append(el("li", item, data_card=card, data_count=number, data_thing=f"card:{card}", data_n=number))
    into_hand = None
    prefix = ctx.prefix
    if ctx.acting and len(prefix) == 2 and prefix[0] == "spoon":
        into_hand = choose(ctx, (*prefix, "hand"), html("Into my hand", sr(f": spoon the {card_name(moving_card(ctx))}")),
                           cls="fury-into-hand primary")
    return el("div",
              el("h4", "Your hand ", el("span", f"{plural(len(hand), 'card')} (limit {HAND_LIMIT})", class_="fury-sub")),
              el("ul", items or [el("li", "No cards", class_="fury-empty")], class_="fury-hand-cards",
                 data_zone=f"hand:{ctx.viewer}"),
              into_hand,
              class_="fury-hand", data_acting="hand" if ctx.acting else None, role="region", aria_label="Your hand",
              data_seat=ctx.viewer)


# --- the choice bar's words -----------------------------------------------------------------------

def token_label(token: str, prefix: tuple[str, ...], ctx: BoardContext[FuryView]) -> str | None:
    """Words for a token in the shell's choice bar: "Prep", "Egg", "Ken's bowl 2", "your hand"."""
    if token in VERB_WORDS:  # no card, pile or bowl token is spelled like a verb
        return VERB_WORDS[token]
    if token in CARD_NAMES:
        return CARD_NAMES[token]
    if token == "deck":
        return "the deck"
    if token == "pantry":
        return "a Pantry card"
    if token == "hand":
        return "into your hand"
    if token.isdigit() and prefix[-1] == "pantry":
        pantry = ctx.view["pantry"]
        slot = int(token) - 1
        card = pantry[slot] if 0 <= slot < len(pantry) else None
        return f"Pantry {token}: {card_name(card)}" if card else f"Pantry {token}"
    own = _OWN_BOWL.match(token)
    if own:
        return f"your bowl {own.group(1)}"
    where = parse_seat_bowl(token)
    if where:
        seat, bowl = where
        if seat == ctx.viewer:
            return f"your bowl {bowl + 1}"
        name = ctx.names[seat] if 0 <= seat < len(ctx.names) else f"Player {seat + 1}"
        return f"{name}'s bowl {bowl + 1}"
    return None


# --- the end screen -------------------------------------------------------------------------------

END_COLUMNS = ("Bowl", "Cards", "Flavor", "Nori", "Chili", "Total")


def render_end(ctx: BoardContext[FuryView]) -> Markup:
    """Every player's bowls: the eaten ones with their cards and score in parts (flavor, nori,
    chili), the uneaten ones marked as scoring nothing."""
    sheets = ctx.game.scores(ctx.state)
    blocks = []
    for seat, sheet in enumerate(sheets):
        rows = []
        for bowl in sheet.details.get("bowls", []):
            cards = el("div", [card_html(card, 32) for card in bowl["cards"]] or el("span", "empty", class_="fury-empty"),
                       class_="fury-end-cards")
            head = el("th", f"Bowl {bowl['bowl']}", scope="row")
            if bowl["eaten"]:
                parts = bowl.get("breakdown") or {}
                flavor = parts.get("flavor")
                rows.append(el("tr", head, el("td", cards),
                               el("td", f"{card_name(flavor) if flavor else 'no Flavor'}: {points(parts.get('flavor_points', 0))}"),
                               el("td", signed(parts.get("nori_bonus", 0))), el("td", signed(parts.get("chili_penalty", 0))),
                               el("td", points(bowl["score"]), class_="fury-end-total"),
                               data_bowl=bowl["bowl"], class_="eaten"))
            else:
                rows.append(el("tr", head, el("td", cards), el("td", "not eaten: scores nothing", colspan=4),
                               data_bowl=bowl["bowl"], class_="uneaten"))
        columns = el("thead", el("tr", [el("th", column, scope="col") for column in END_COLUMNS]))
        blocks.append(el(
            "article",
            el("h3", f"{ctx.who(seat)}: ", el("span", points_words(sheet.total), class_="fury-end-sum")),
            el("div", el("table", columns, el("tbody", rows), class_="fury-end-table"),
               class_="fury-end-scroll", tabindex=0, role="region", aria_label=f"{ctx.who(seat)}'s bowls (scrolls sideways)"),
            el("p", f"Cards in eaten bowls: {sheet.details.get('cards_eaten', 0)}", class_="fury-end-cards-eaten"),
            class_="fury-end-player", data_seat=seat))
    return el("section", el("h2", "The bowls"), el("div", blocks, class_="fury-end-players"),
              class_="fury-end", aria_label="Every bowl")


def next_step(ctx: BoardContext[FuryView]) -> str:
    """What to tap next in the choice in progress, for the strip beside the steps chosen so far."""
    if not ctx.prefix:
        return ""
    if ctx.prefix[0] == "place":  # a revealed chili or nori (the reveal prompt says the rest)
        return "Tap any bowl, yours or another player's." if len(ctx.prefix) >= 3 else "Tap the revealed card."
    words = next_step_line(ctx).split(": ", 1)[-1]
    return words[:1].upper() + words[1:]


BOARD: BoardView[FuryView] = BoardView(render_board=render_board, render_end=render_end, token_label=token_label,
                  card_name=card_name, handoff=True, next_step=next_step)
