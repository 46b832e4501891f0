"""Ramen Fury's board: the Pantry, the deck and discard pile, every player's three bowls (cards
fanned bottom to top, the top card shown whole and marked "top"), spoons, and the viewer's hand.

Hands are secret, so the shell hands the tablet over between two people (``HANDOFF``) and this
board shows a hand only when the view carries it: ``ctx.view["hand"]``, the viewer's own.

How a turn is played by taps (every button is ``ctx.pick``: enabled only where it leads to a legal
action):

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

from ramen.fury.components import BOWL_CAPACITY, CARD_KIND, CARD_NAMES, HAND_LIMIT
from ramen.ui import art
from ramen.core.words import plural
from ramen.ui.html import MINUS, Markup, button, esc
from ramen.ui.views import NOT_POSSIBLE, BoardContext, sr

HANDOFF = True

GARNISHES = ("chili", "nori")

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
KIND_WORDS = {
    "protein": "Protein", "vegetable": "Vegetable", "hybrid": "Protein or vegetable", "flavor": "Flavor",
    "chili": f"{MINUS}1 when eaten (Fury: +2)", "nori": "+1 when eaten",
}
FLAVOR_RULES = {
    "shrimp": "4 per vegetable + protein pair",
    "beef": "2/5/9/14 for 1–4 different proteins",
    "chicken": "6 for a pair, 10 for three of a kind",
    "soy": "2/5/9/14 for 1–4 different vegetables",
    "fury": "2 per Chili Peppers",
}
FINAL_WORDS = {"bowls": "ate a third bowl", "deck": "emptied the deck"}

_SEAT_BOWL = re.compile(r"^p(\d)b(\d)$")
_OWN_BOWL = re.compile(r"^b(\d)$")

SPOON_SVG = ('<svg class="fury-spoon" viewBox="0 0 16 32" width="12" height="24" aria-hidden="true" focusable="false">'
             '<ellipse cx="8" cy="8" rx="6" ry="7" fill="#e8e4dc" stroke="#222" stroke-width="1.5"/>'
             '<rect x="6.5" y="14" width="3" height="16" rx="1.5" fill="#e8e4dc" stroke="#222" stroke-width="1.5"/></svg>')


# --- small pieces ---------------------------------------------------------------------------------

def card_name(card: str | None) -> str:
    return CARD_NAMES.get(card or "", str(card))


def kind_of(card: str) -> str:
    return CARD_KIND.get(card, "unknown")


@lru_cache(maxsize=256)
def card_html(card: str, size: int = 32, kind_line: bool = False) -> str:
    """A card: its icon (shape + letter code) and its printed name; ``kind_line`` adds what it is."""
    kind = kind_of(card)
    extra = f"<span class=\"fury-card-kind\">{esc(KIND_WORDS.get(kind, ''))}</span>" if kind_line else ""
    return (f"<span class=\"fury-card fk-{esc(kind)}\" data-card=\"{esc(card)}\">"
            f"{art.icon(card, size, decorative=True)}<span class=\"fury-card-text\">"
            f"<span class=\"fury-card-name\">{esc(card_name(card))}</span>{extra}</span></span>")


def points(value: int) -> str:
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    return f"{MINUS}{-value}" if value < 0 else f"+{value}"


def seat_token(seat: int, bowl: int) -> str:
    return f"p{seat + 1}b{bowl + 1}"


def parse_seat_bowl(token: str) -> tuple[int, int] | None:
    found = _SEAT_BOWL.match(token)
    return (int(found.group(1)) - 1, int(found.group(2)) - 1) if found else None


def bowl_words(ctx: Any, seat: int, bowl: int) -> str:
    """ "your bowl 2" for the viewer's own, else "Ken's bowl 2" (escaped)."""
    if seat == ctx.viewer:
        return f"your bowl {bowl + 1}"
    return f"{ctx.name(seat)}'s bowl {bowl + 1}"


def _key(*parts: str) -> str:
    return "fury:" + " ".join(parts)


def choose(ctx: BoardContext, full: tuple[str, ...], content: str, *, cls: str = "", label: str | None = None,
           why: str | None = None, title: str | None = None, key: str | None = None) -> Markup:
    """A choice button (``ctx.choice``) keyed "fury:<tokens>": tapped while another choice is in progress,
    it drops that one and starts afresh."""
    return ctx.choice(full, content, key=key or _key(*full), elsewhere="fresh", cls=cls, label=label, why=why,
                      title=title)


def cancel_button(ctx: Any) -> str:
    if not (ctx.acting and ctx.prefix):
        return ""
    return button("Cancel", cmd="cancel", cls="secondary fury-cancel", key="fury:cancel",
                  title="Take back what you chose for this action")


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


def moving_card(ctx: Any) -> str | None:
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


def bowl_why(ctx: Any, step: str, seat: int, b: int, bowl: dict[str, Any]) -> str:
    """Why a bowl can't be chosen in this step (for its disabled button's title)."""
    verb = ctx.prefix[0]
    cards = bowl["cards"]
    if bowl["eaten"]:
        return "This bowl is eaten: nothing goes in or out any more."
    if step == "source":
        return "This bowl is empty: nothing to spoon." if not cards else NOT_POSSIBLE
    if verb == "eat":
        if not bowl["flavor"]:
            return "A bowl needs a Flavor and another card to be eaten."
        return "A bowl needs another card besides its Flavor to be eaten."
    if verb == "empty":
        return "This bowl is already empty."
    if verb == "spoon":
        source = parse_seat_bowl(ctx.prefix[1])
        if source == (seat, b):
            return "The spooned card comes from this bowl: it must go elsewhere."
    if len(cards) >= BOWL_CAPACITY:
        return f"This bowl is full: a bowl holds at most {BOWL_CAPACITY} cards."
    card = moving_card(ctx)
    if card and kind_of(card) == "flavor" and bowl["flavor"]:
        return "This bowl already has a Flavor: a bowl holds only one."
    return NOT_POSSIBLE


def _whose(ctx: Any, seat: int) -> str:
    """ "your" or "Ken's" (escaped)."""
    return "your" if seat == ctx.viewer else f"{ctx.name(seat)}'s"


def recent_moves(ctx: Any) -> dict[str, Any]:
    """What the other seats' actions since the viewer last acted (``ctx.recent``) moved, for the board
    to highlight: per bowl (seat, bowl) the short notes ("Robo put Egg in"), the Pantry slots drawn
    or restocked, and whether the deck was drawn from. Unknown or damaged notation is skipped."""
    bowls: dict[tuple[int, int], list[str]] = {}
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
        who = ctx.name(seat)
        tokens = str(text).split()
        if not tokens:
            continue
        verb = tokens[0]
        if verb == "prep" and len(tokens) == 3 and (spot := own(seat, tokens[2])):
            bowls.setdefault(spot, []).append(f"{who} put {esc(card_name(tokens[1]))} in")
        elif verb == "play" and len(tokens) == 3 and (spot := where(tokens[2])):
            bowls.setdefault(spot, []).append(f"{who} played {esc(card_name(tokens[1]))} here")
        elif verb == "place" and len(tokens) == 4 and (spot := where(tokens[3])):
            bowls.setdefault(spot, []).append(f"{who} placed the revealed card here (from the Pantry)")
        elif verb == "eat" and len(tokens) == 2 and (spot := own(seat, tokens[1])):
            bowls.setdefault(spot, []).append(f"{who} ate it")
        elif verb == "empty" and len(tokens) == 2 and (spot := own(seat, tokens[1])):
            bowls.setdefault(spot, []).append(f"{who} emptied it")
        elif verb == "spoon" and len(tokens) == 3 and (source := where(tokens[1])):
            target = own(seat, tokens[2])
            goes = f"to their bowl {target[1] + 1}" if target else "into their hand"
            bowls.setdefault(source, []).append(f"{who} spooned the top card away {goes}")
            if target:
                bowls.setdefault(target, []).append(f"{who} spooned it here from {_whose(ctx, source[0])} bowl {source[1] + 1}")
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

def render_board(ctx: Any) -> str:
    view = ctx.view
    prompt = view.get("prompt") or {}
    to_act = view.get("to_act")
    recent = recent_moves(ctx)
    order = player_order(ctx)
    if ctx.viewer is not None and ctx.viewer in order:  # my hand and bowls beside the others' (wide screens)
        players = (render_players(ctx, [ctx.viewer], recent, "fury-mine")
                   + render_players(ctx, [s for s in order if s != ctx.viewer], recent, "fury-others"))
    else:
        players = render_players(ctx, order, recent, "fury-others")
    return (f"<div class=\"fury-board\" data-phase=\"{esc(view['phase'])}\" data-to-act=\"{'' if to_act is None else to_act}\""
            f" data-actions-left=\"{view['actions_left']}\" data-prompt=\"{esc(prompt.get('kind', ''))}\""
            f" data-viewer=\"{'' if ctx.viewer is None else ctx.viewer}\" data-prefix=\"{esc(' '.join(ctx.prefix))}\">"
            f"{render_prompt(ctx)}{render_turn(ctx)}{render_table(ctx, recent)}{players}</div>")


def render_prompt(ctx: Any) -> str:
    """The reveal reaction and the hand limit: a highlighted panel nobody can miss."""
    view = ctx.view
    prompt = view.get("prompt")
    if not prompt:
        return ""
    seat = prompt["seat"]
    who = ctx.name(seat)
    if prompt["kind"] == "discard":
        count = prompt["count"]
        if not ctx.acting:
            body = f"<p>{who} holds more than {HAND_LIMIT} cards and discards {count}.</p>"
            return f"<section class=\"fury-prompt waiting\" aria-label=\"Hand limit\" data-kind=\"discard\">{body}</section>"
        hand = view.get("hand") or []
        cards = "".join(
            choose(ctx, ("discard", card), sr("Discard ") + card_html(card, 40), cls="fury-hand-card",
                        key=_key("prompt", "discard", card))
            for card in dict.fromkeys(hand))
        return (f"<section class=\"fury-prompt\" data-acting=\"prompt\" aria-label=\"Hand limit\" data-kind=\"discard\">"
                f"<h2>Hand limit: discard {count} card{'s' if count != 1 else ''}</h2>"
                f"<p>You hold {len(hand)} cards; a hand holds at most {HAND_LIMIT}. Tap the card to discard"
                f" (it goes face up onto the discard pile).</p><div class=\"fury-prompt-cards\">{cards}</div></section>")
    # reveal
    slots = prompt.get("slots", [])
    cards = prompt.get("cards", [])
    words = " and ".join(esc(card_name(card)) for card in cards) or "a card"
    if not ctx.acting:
        body = f"<p>{words} turned up in the Pantry: {who} may place {'it' if len(cards) == 1 else 'one'} into any bowl.</p>"
        return f"<section class=\"fury-prompt waiting\" aria-label=\"Revealed in the Pantry\" data-kind=\"reveal\">{body}</section>"
    prefix = ctx.prefix
    if len(prefix) == 3 and prefix[0] == "place":
        card = moving_card(ctx)
        what = (f"<p><strong>Now tap a bowl</strong> (yours or another player's) for the {esc(card_name(card))}.</p>"
                f"<div class=\"fury-prompt-cards\">{cancel_button(ctx)}</div>")
    else:
        buttons = "".join(
            choose(ctx, ("place", "pantry", str(slot + 1)),
                        sr("Place ") + card_html(card, 40) + sr(f" of Pantry slot {slot + 1} into a bowl"),
                        cls="fury-reveal-card", key=_key("prompt", "place", str(slot + 1)))
            for slot, card in zip(slots, cards))
        leave = choose(ctx, ("pass",), "Leave it in the Pantry", cls="secondary fury-pass",
                            key=_key("prompt", "pass"))
        what = (f"<p>You may put {'it' if len(cards) == 1 else 'one of them'} into <strong>any</strong> player's bowl"
                f" with room: Chili Peppers cost the eater 1 point (Fury bowls gain 2), Nori Garnish gives +1."
                f" Tap the card, then a bowl; or leave it as an ordinary Pantry card.</p>"
                f"<div class=\"fury-prompt-cards\">{buttons}{leave}</div>")
    return (f"<section class=\"fury-prompt\" data-acting=\"prompt\" aria-label=\"Revealed in the Pantry\" data-kind=\"reveal\">"
            f"<h2>{words} revealed in the Pantry!</h2>{what}</section>")


def render_turn(ctx: Any) -> str:
    """Whose turn, the actions left (big), the final-round notice, the verbs and what to tap next."""
    view = ctx.view
    current = view["current"]
    left = view["actions_left"] if not view["over"] else 0
    pips = "".join(f"<span class=\"fury-pip{' on' if i < left else ''}\"></span>" for i in range(2))
    if view["over"]:
        info = "The game is over."
    else:
        you = " <span class=\"fury-tag you\">your move</span>" if ctx.acting else ""
        info = f"<span class=\"fury-turn-no\">Turn {view['turn']}:</span> <strong>{ctx.name(current)}</strong>'s turn{you}"
    final = ""
    if view.get("final_round"):
        trigger = view.get("final_trigger")
        reason = FINAL_WORDS.get(view.get("final_reason") or "", "ended the game")
        waiting = ", ".join(ctx.name(s) for s in view.get("final_turns_left") or [])
        final = (f"<p class=\"fury-final\" role=\"note\"><strong>Final round:</strong> {ctx.name(trigger)} {reason}."
                 + (f" Last turns: {waiting}." if waiting else "") + "</p>")
    head = (f"<div class=\"fury-turnbar\"><p class=\"fury-turn-info\">{info}</p>"
            f"<p class=\"fury-actions-left\" data-left=\"{left}\" aria-label=\"Actions left: {left} of 2\">"
            f"<span class=\"fury-al-label\">Actions left</span> <span class=\"fury-al-num\">{left}</span>"
            f"<span class=\"fury-al-of\">/2</span> <span class=\"fury-pips\" aria-hidden=\"true\">{pips}</span></p></div>")
    controls = ""
    if ctx.acting and view["phase"] in ("actions", "free"):
        controls = render_verbs(ctx) + f"<p class=\"fury-hint\">{hint_text(ctx)} {cancel_button(ctx)}</p>"
    acting = " data-acting=\"verbs\"" if controls else ""
    return f"<section class=\"fury-turn\"{acting} aria-label=\"Turn\">{head}{final}{controls}</section>"


def verb_why(ctx: Any, verb: str) -> str:
    """Why a verb button is off."""
    view = ctx.view
    me = view["players"][view["current"]]
    if verb == "end":
        return "Take your two actions first: a turn is two actions."
    if verb != "play" and view["actions_left"] <= 0:
        return "Both actions of this turn are used: play chili or nori, or end your turn."
    hand = view.get("hand") or []
    if verb == "prep":
        return ("Your hand holds no card to prep." if not [c for c in hand if c not in GARNISHES]
                else "None of your bowls can take a card from your hand (full, eaten, or one Flavor already).")
    if verb == "draw":
        return "No card is left to draw."
    if verb == "restock":
        return "The deck is empty: the Pantry can't be restocked."
    if verb == "eat":
        return "None of your bowls has a Flavor and another card."
    if verb == "spoon":
        return "You have no spoon left." if me["spoons"] <= 0 else "No bowl has a card to spoon."
    if verb == "empty":
        return "Your bowls are empty (eaten bowls can't be emptied)."
    if verb == "play":
        return ("You hold no Chili Peppers or Nori Garnish." if not [c for c in hand if c in GARNISHES]
                else "No bowl has room for it.")
    return NOT_POSSIBLE


def render_verbs(ctx: Any) -> str:
    view = ctx.view
    me = view["players"][view["current"]]
    buttons = []
    for verb in VERBS:
        words = VERB_WORDS[verb]
        if verb == "spoon":
            words += f" <span class=\"fury-sub\">({me['spoons']} left)</span>"
        cls = "fury-verb" + (" primary" if verb == "end" and ctx.can_pick("end") else "")
        buttons.append(choose(ctx, (verb,), words, cls=cls, why=verb_why(ctx, verb),
                                   title=f"{VERB_WORDS[verb]}: {VERB_HELP[verb]}"))
    return f"<div class=\"fury-verbs\" role=\"group\" aria-label=\"Choose an action\">{''.join(buttons)}</div>"


def hint_text(ctx: Any) -> str:
    """One sentence: what to tap next."""
    view = ctx.view
    prefix = ctx.prefix
    if not prefix:
        if view["phase"] == "free":
            if view["actions_left"] > 0:
                return "No action is possible any more: play chili or nori from your hand, or end your turn."
            return "Both actions done: play chili or nori from your hand into any bowl, or end your turn."
        done = 2 - view["actions_left"]
        which = "first" if done == 0 else "second"
        return f"Choose your {which} action, or tap the deck, a Pantry card or a card in your hand."
    verb = prefix[0]
    if verb == "prep":
        if len(prefix) == 1:
            return "Prep: tap a card in your hand."
        return f"Prep {esc(card_name(prefix[1]))}: tap one of your bowls."
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
        return (f"Spoon {esc(card_name(moving_card(ctx)))} from {from_words}: tap one of your bowls, "
                f"or “Into my hand”.")
    if verb == "play":
        if len(prefix) == 1:
            return "Play: tap a Chili Peppers or Nori Garnish in your hand."
        return f"Play {esc(card_name(prefix[1]))}: tap any bowl, yours or another player's."
    return ""


def render_table(ctx: Any, recent: dict[str, Any] | None = None) -> str:
    """The deck, the Pantry's four face-up cards and the discard pile."""
    view = ctx.view
    acting = ctx.acting
    deck_body = (f"<span class=\"fury-back\" aria-hidden=\"true\"></span><span class=\"fury-pile-text\">"
                 f"<strong>Deck</strong><span>{view['deck_count']} card{'s' if view['deck_count'] != 1 else ''}</span></span>")
    if acting:
        deck = choose(ctx, ("draw", "deck"), deck_body + sr(": draw its top card"), cls="fury-pile fury-deck",
                           why="The deck is empty." if not view["deck_count"] else draw_why(ctx))
    else:
        deck = f"<div class=\"fury-pile fury-deck\">{deck_body}</div>"
    if recent and recent["deck"]:
        deck = f"<div class=\"fury-deck-wrap moved\">{deck}<span class=\"fury-moved\">{recent['deck']}</span></div>"
    reveal = view["phase"] == "reveal"
    revealed = set((view.get("prompt") or {}).get("slots", [])) if reveal else set()
    fresh = set((view.get("last") or {}).get("revealed_slots", []))
    recent = recent or {"slots": {}, "deck": ""}
    moved = recent["slots"]
    slots = []
    for slot, card in enumerate(view["pantry"]):
        number = str(slot + 1)
        if card is None:
            slots.append(f"<li class=\"fury-pslot empty\" data-slot=\"{number}\"><span class=\"fury-empty\">Empty</span></li>")
            continue
        tags = ""
        if slot in revealed:
            tags = "<span class=\"fury-tag hot\">just revealed: place it?</span>"
        elif slot in moved:
            tags = f"<span class=\"fury-tag new\">{moved[slot]}</span>"
        elif slot in fresh:
            tags = "<span class=\"fury-tag new\">new</span>"
        body = card_html(card, 44, True) + tags
        cls = ("fury-pcard" + (" revealed" if slot in revealed else "") + (" fresh" if slot in fresh else "")
               + (" moved" if slot in moved and slot not in revealed else ""))
        if acting:
            if reveal:
                item = choose(ctx, ("place", "pantry", number),
                                   sr("Place the revealed ") + body + sr(f" of Pantry slot {number} into a bowl"), cls=cls,
                                   why="Only a just-revealed Chili Peppers or Nori Garnish may be placed now.")
            else:
                item = choose(ctx, ("draw", "pantry", number), sr(f"Draw from Pantry slot {number}: ") + body,
                                   cls=cls, why=draw_why(ctx))
        else:
            item = f"<div class=\"{cls}\">{body}</div>"
        slots.append(f"<li class=\"fury-pslot\" data-slot=\"{number}\" data-card=\"{esc(card)}\">{item}</li>")
    top = view.get("discard_top")
    count = view["discard_count"]
    discard = (f"<div class=\"fury-pile fury-discard\" data-count=\"{count}\"><span class=\"fury-pile-text\"><strong>Discard</strong>"
               f"<span>{count} card{'s' if count != 1 else ''}</span></span>"
               + (card_html(top, 32) if top else "<span class=\"fury-empty\">empty</span>") + "</div>")
    return (f"<section class=\"fury-table\" aria-label=\"The Pantry, the deck and the discard pile\">"
            f"<div class=\"fury-piles\">{deck}{discard}</div>"
            f"<div class=\"fury-pantry-wrap\"><h2>Pantry</h2><ol class=\"fury-pantry\">{''.join(slots)}</ol></div></section>")


def draw_why(ctx: Any) -> str:
    view = ctx.view
    if view["phase"] == "discard":
        return "Discard down to five cards first."
    if view["phase"] == "reveal":
        return "First place the revealed card, or leave it."
    if view["actions_left"] <= 0:
        return "Both actions of this turn are used."
    return NOT_POSSIBLE


def player_order(ctx: Any) -> list[int]:
    """The viewer's own seat first, then the others in turn order."""
    seats = ctx.view["seats"]
    first = ctx.viewer if ctx.viewer is not None else 0
    return [(first + step) % seats for step in range(seats)]


def render_players(ctx: Any, seats: list[int], recent: dict[str, Any], cls: str = "") -> str:
    step = target_step(ctx.prefix) if ctx.acting else None
    panels = [render_player(ctx, seat, step, recent["bowls"]) for seat in seats]
    return f"<div class=\"fury-players {cls}\" data-count=\"{len(seats)}\">{''.join(panels)}</div>"


def render_player(ctx: Any, seat: int, step: str | None, recent: dict[tuple[int, int], list[str]]) -> str:
    view = ctx.view
    player = view["players"][seat]
    mine = seat == ctx.viewer
    current = seat == view["current"] and not view["over"]
    tags = []
    if mine:
        tags.append("<span class=\"fury-tag you\">you</span>")
    if current:
        tags.append("<span class=\"fury-tag turn\">to play</span>")
    if seat in ctx.bot_seats:
        tags.append("<span class=\"fury-tag bot\">computer</span>")
    spoons = player["spoons"]
    eaten = player["eaten_count"]
    facts = (f"<span class=\"fury-spoons\">"
             f"{SPOON_SVG * spoons}<span>{plural(spoons, 'spoon')}</span></span>"
             f"<span class=\"fury-handcount\">{plural(player['hand_count'], 'card')} in hand</span>"
             f"<span class=\"fury-eaten\">Eaten {eaten}/3 · <strong>{points(player['score'])}</strong>"
             f" point{'' if abs(player['score']) == 1 else 's'}</span>")
    bowls = "".join(render_bowl(ctx, seat, b, bowl, step, recent.get((seat, b), []))
                    for b, bowl in enumerate(player["bowls"]))
    hand = render_hand(ctx) if mine else ""
    cls = "fury-player" + (" mine" if mine else "") + (" current" if current else "")
    return (f"<section class=\"{cls}\" data-seat=\"{seat}\" aria-label=\"{ctx.name(seat)}'s bowls\">"
            f"<header class=\"fury-player-head\"><h3>{ctx.name(seat)}</h3>{''.join(tags)}"
            f"<span class=\"fury-facts\">{facts}</span></header>{hand}"
            f"<div class=\"fury-bowls\">{bowls}</div></section>")


def bowl_description(ctx: Any, seat: int, b: int, bowl: dict[str, Any]) -> str:
    """What a bowl is and where, in words (not escaped): "Bowl 2 of Robo: Chicken Flavor, Egg; top: Egg;
    ready to eat, 6 points"."""
    cards = bowl["cards"]
    owner = "yours" if seat == ctx.viewer else (ctx.names[seat] if 0 <= seat < len(ctx.names) else "—")
    inside = ", ".join(card_name(card) for card in cards) if cards else "empty"
    text = f"Bowl {b + 1} of {owner}: {inside}"
    if bowl["eaten"]:
        return text + f"; eaten, {plural(bowl['score'] or 0, 'point')}"
    if cards:
        text += f"; top: {card_name(cards[-1])}"
    if bowl["can_eat"]:
        text += f"; ready to eat, {plural(bowl['score_if_eaten'], 'point')}"
    elif cards and not bowl["flavor"]:
        text += "; no Flavor yet"
    return text


def render_bowl(ctx: Any, seat: int, b: int, bowl: dict[str, Any], step: str | None, notes: list[str]) -> str:
    cards = bowl["cards"]
    eaten = bowl["eaten"]
    count = len(cards)
    state = "eaten" if eaten else ("ready" if bowl["can_eat"] else "open")
    hidden = " aria-hidden=\"true\""
    head = (f"<span class=\"fury-bowl-head\"{hidden}><span class=\"fury-bowl-name\">Bowl {b + 1}</span>"
            + ("<span class=\"fury-bowl-count\">eaten</span>" if eaten else
               f"<span class=\"fury-bowl-count\">{count}/{BOWL_CAPACITY}</span>") + "</span>")
    if eaten:
        stack = "".join(f"<span class=\"fury-slot\">{card_html(card, 32)}</span>" for card in cards)
        parts = bowl.get("breakdown") or {}
        detail = ""
        if parts:
            bits = [f"flavor {points(parts['flavor_points'])}"]
            if parts.get("nori_bonus"):
                bits.append(f"nori {signed(parts['nori_bonus'])}")
            if parts.get("chili_penalty"):
                bits.append(f"chili {signed(parts['chili_penalty'])}")
            detail = f"<span class=\"fury-bowl-parts\">{' · '.join(bits)}</span>"
        score = bowl['score'] or 0
        foot = (f"<span class=\"fury-bowl-foot\"{hidden}><span class=\"fury-score\">{points(score)} "
                f"point{'' if abs(score) == 1 else 's'}</span>{detail}</span>")
        inner = f"{head}<span class=\"fury-stack eaten\"{hidden}>{stack}</span>{foot}"
    else:
        slots = []
        for index, card in enumerate(cards):
            if index == count - 1:
                slots.append(f"<span class=\"fury-slot top\">{card_html(card, 44, True)}"
                             f"<span class=\"fury-top-tag\">top</span></span>")
            else:
                slots.append(f"<span class=\"fury-slot\">{card_html(card, 32)}</span>")
        stack = "".join(slots) or "<span class=\"fury-slot none\">empty</span>"
        if bowl["can_eat"]:
            worth = bowl["score_if_eaten"]
            foot_text = f"Ready to eat: <strong>{points(worth)}</strong> point{'' if abs(worth) == 1 else 's'}"
        elif bowl["flavor"]:
            foot_text = "Add another card to eat it"
        elif cards:
            foot_text = "No Flavor yet"
        else:
            foot_text = ""
        rule = (f"<span class=\"fury-rule\">{esc(card_name(bowl['flavor']))}: {esc(FLAVOR_RULES.get(bowl['flavor'], ''))}</span>"
                if bowl["flavor"] else "")
        foot = f"<span class=\"fury-bowl-foot\"{hidden}><span>{foot_text}</span>{rule}</span>"
        inner = f"{head}<span class=\"fury-stack\"{hidden}>{stack}</span>{foot}"
    moved = ""
    if notes:
        moved = "<span class=\"fury-moved\">" + "; ".join(notes) + "</span>"
    top = cards[-1] if cards else ""
    cls = f"fury-bowl {state}" + (" recent" if notes else "")
    data = (f" data-seat=\"{seat}\" data-bowl=\"{b + 1}\" data-count=\"{count}\" data-top=\"{esc(top)}\""
            f" data-state=\"{state}\"")
    token = None
    if step == "own" and seat == ctx.viewer:
        token = f"b{b + 1}"
    elif step in ("any", "source"):
        token = seat_token(seat, b)
    prefix = ctx.prefix
    source = (len(prefix) >= 2 and prefix[0] == "spoon" and parse_seat_bowl(prefix[1]) == (seat, b))
    if source:
        cls += " source"
    words = bowl_description(ctx, seat, b, bowl)
    if token is None:
        eat = ""
        if seat == ctx.viewer and not prefix and ctx.can_start("eat", f"b{b + 1}"):  # eat in one tap
            worth = bowl["score_if_eaten"]
            eat = choose(ctx, ("eat", f"b{b + 1}"),
                              f"Eat{sr(f' bowl {b + 1}')}: {points(worth)} point{'' if abs(worth) == 1 else 's'}",
                              cls="primary fury-eat-now", key=_key("eat-now", str(b + 1)))
        return f"<div class=\"{cls}\"{data}>{sr(words + '.')}{moved}{inner}{eat}</div>"
    enabled = ctx.can_pick(token)
    cls += " target" if enabled else " not-target"
    name = sr(f"{target_verb(ctx, seat, b, cards)} {words}.")
    return ctx.pick(token, content=name + moved + inner, cls=cls, why=None if enabled else bowl_why(ctx, step, seat, b, bowl),
                    key=_key("bowl", token), data_seat=seat, data_bowl=b + 1, data_count=count, data_top=top,
                    data_state=state)


def target_verb(ctx: Any, seat: int, b: int, cards: list[str]) -> str:
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


def render_hand(ctx: Any) -> str:
    """The viewer's own hand (from ``ctx.view["hand"]`` only): tap a card to prep, play or discard it."""
    hand = ctx.view.get("hand")
    if hand is None:
        return ""
    view = ctx.view
    counts: dict[str, int] = {}
    for card in hand:
        counts[card] = counts.get(card, 0) + 1
    items = []
    for card, number in counts.items():
        times = f"<span class=\"fury-times\">×{number}</span>" if number > 1 else ""
        body = card_html(card, 40, True) + times
        if ctx.acting:
            if view["phase"] == "discard":
                full: tuple[str, ...] = ("discard", card)
                verb = "Discard"
            elif card in GARNISHES:
                full, verb = ("play", card), "Play"
            else:
                full, verb = ("prep", card), "Prep"
            item = choose(ctx, full, sr(f"{verb} ") + body, cls="fury-hand-card", why=hand_why(ctx, card))
        else:
            item = f"<span class=\"fury-hand-card\">{body}</span>"
        items.append(f"<li data-card=\"{esc(card)}\" data-count=\"{number}\">{item}</li>")
    into_hand = ""
    prefix = ctx.prefix
    if ctx.acting and len(prefix) == 2 and prefix[0] == "spoon":
        into_hand = choose(ctx, (*prefix, "hand"), "Into my hand" + sr(f": spoon the {card_name(moving_card(ctx))}"),
                                cls="fury-into-hand primary", why="Your hand can't take it now.")
    cards = "".join(items) or "<li class=\"fury-empty\">No cards</li>"
    acting = " data-acting=\"hand\"" if ctx.acting else ""
    return (f"<div class=\"fury-hand\"{acting} role=\"region\" aria-label=\"Your hand\" data-seat=\"{ctx.viewer}\">"
            f"<h4>Your hand <span class=\"fury-sub\">{len(hand)} card{'' if len(hand) == 1 else 's'} (limit {HAND_LIMIT})</span></h4>"
            f"<ul class=\"fury-hand-cards\">{cards}</ul>{into_hand}</div>")


def hand_why(ctx: Any, card: str) -> str:
    view = ctx.view
    if view["phase"] == "reveal":
        return "First place the revealed card, or leave it."
    if card in GARNISHES:
        return "No bowl has room for it."
    if view["actions_left"] <= 0 or view["phase"] == "free":
        return "No action left this turn: only Chili Peppers and Nori Garnish may still be played."
    if kind_of(card) == "flavor":
        return "None of your bowls can take it (full, eaten, or a Flavor already)."
    return "None of your bowls can take it (full or eaten)."


# --- the choice bar's words -----------------------------------------------------------------------

def token_label(token: str, prefix: tuple[str, ...], ctx: Any) -> str | None:
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

def render_end(ctx: Any) -> str:
    """Every player's bowls: the eaten ones with their cards and score in parts (flavor, nori,
    chili), the uneaten ones marked as scoring nothing."""
    sheets = ctx.game.scores(ctx.state)
    blocks = []
    for seat, sheet in enumerate(sheets):
        rows = []
        for bowl in sheet.details.get("bowls", []):
            cards = "".join(card_html(card, 32) for card in bowl["cards"]) or "<span class=\"fury-empty\">empty</span>"
            if bowl["eaten"]:
                parts = bowl.get("breakdown") or {}
                flavor = parts.get("flavor")
                cells = (f"<td>{esc(card_name(flavor)) if flavor else 'no Flavor'}: {points(parts.get('flavor_points', 0))}</td>"
                         f"<td>{signed(parts.get('nori_bonus', 0))}</td><td>{signed(parts.get('chili_penalty', 0))}</td>"
                         f"<td class=\"fury-end-total\">{points(bowl['score'])}</td>")
                rows.append(f"<tr data-bowl=\"{bowl['bowl']}\" class=\"eaten\"><th scope=\"row\">Bowl {bowl['bowl']}</th>"
                            f"<td><div class=\"fury-end-cards\">{cards}</div></td>{cells}</tr>")
            else:
                rows.append(f"<tr data-bowl=\"{bowl['bowl']}\" class=\"uneaten\"><th scope=\"row\">Bowl {bowl['bowl']}</th>"
                            f"<td><div class=\"fury-end-cards\">{cards}</div></td><td colspan=\"4\">not eaten: scores nothing</td></tr>")
        eaten_cards = sheet.details.get("cards_eaten", 0)
        blocks.append(
            f"<article class=\"fury-end-player\" data-seat=\"{seat}\"><h3>{ctx.name(seat)}: "
            f"<span class=\"fury-end-sum\">{points(sheet.total)} point{'' if abs(sheet.total) == 1 else 's'}</span></h3>"
            f"<div class=\"fury-end-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{ctx.name(seat)}'s bowls (scrolls sideways)\"><table class=\"fury-end-table\"><thead><tr><th scope=\"col\">Bowl</th>"
            f"<th scope=\"col\">Cards</th><th scope=\"col\">Flavor</th><th scope=\"col\">Nori</th><th scope=\"col\">Chili</th>"
            f"<th scope=\"col\">Total</th></tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
            f"<p class=\"fury-end-cards-eaten\">Cards in eaten bowls: {eaten_cards}</p></article>")
    return (f"<section class=\"fury-end\" aria-label=\"Every bowl\"><h2>The bowls</h2>"
            f"<div class=\"fury-end-players\">{''.join(blocks)}</div></section>")
