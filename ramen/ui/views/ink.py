"""Ramen Ink's board: the draft, the card being drawn, and the score cards (a ring of 8 bowls).

Everything in Ramen Ink is public, so every screen shows the same table (no hand-off). A card is
drawn by tapping one of its ingredients (a view-only choice kept in ``ctx.ui``) and then a bowl on
the score card: the bowl button picks ``place <ingredient> b<N>`` and is enabled only where that
is legal. Each ingredient also has its own Bin button (``bin <ingredient>``), and "Confirm card"
picks ``done``. A filled bowl opens the bonus panel at the top of the board (``bonus ...``).
"""

from __future__ import annotations

from typing import Any

from ramen.ink.view import (InkBowlView, InkCurrentCard, InkIngredientRow, InkOrderView, InkPlayerView,
                            InkView)
from ramen.core.words import noun, plural
from ramen.ink.components import INGREDIENT_NAMES, INGREDIENT_WORDS, INGREDIENTS, ORDER, card_name
from ramen.ink.scoring import BIN_PENALTIES
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.views import BoardContext, BoardView, game_icon, sr

#: the icons of Ink's pieces, named as the game names them
icon = game_icon("ink")

#: ctx.ui keys: the selected ingredient of the card being drawn; whose score card is shown
SEL_KEY = "ink_sel"
CARD_KEY = "ink_card"

NAMES = INGREDIENT_NAMES
WORDS = INGREDIENT_WORDS
#: where each bowl (0-based) sits in the 3x3 ring grid: clockwise from the top left, the card's
#: centre in the middle
RING_AREAS = ("b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8")
#: the parts the person acts on are marked data-acting="card" / "score-card" (a layout test keeps each
#: inside the viewport at every decision)
#: rounds after which bowls are served, and which
SERVES = {3: "bowl 1", 4: "bowl 2", 5: "bowl 3", 6: "bowls 4–8"}


def card_words(card: str | None) -> str:
    """A topping card or order id in the game's words: "Aji Tama + Nori" ("" for none)."""
    return card_name(card) if card else ""


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def card_icons(card: str, size: int = 32) -> Markup:
    return html(icon(part, size, decorative=True) for part in card.split("+"))


def short_order(order: str) -> str:
    """An order's rule in a few words, for its badge, e.g. "2 of each: 7"."""
    return ORDER[order].short


def _ring(served: list[bool]) -> list[int]:
    return [b for b in range(8) if not served[b]]


def runs_of_three(served: list[bool]) -> list[tuple[int, ...]]:
    """Every run of three adjacent unserved bowls (0-based), in ring order; served bowls are skipped."""
    ring = _ring(served)
    size = len(ring)
    if size < 3:
        return [tuple(ring)]
    return [(ring[i], ring[(i + 1) % size], ring[(i + 2) % size]) for i in range(size)]


def choose(ctx: BoardContext[InkView], full: tuple[str, ...], content: str, *, cls: str = "", label: str | None = None,
           title: str | None = None) -> Markup:
    """A choice button (``ctx.choice``) keyed "ink:<tokens>"; ``title`` is both its tooltip and its reason
    when off and the rules have none. During another choice it is off: that choice must be cancelled first."""
    return ctx.choice(full, content, key=f"ink:{' '.join(full)}", elsewhere="refuse", cls=cls, label=label,
                      title=title, why=title)


# --- who is shown, what is selected ---------------------------------------------------------------

def stamp(view: InkView) -> str:
    """Names the current decision, so a score card chosen now gives way to the actor's at the next one."""
    return f"{view['round']}{view['phase'][:2]}{view['to_act']}"


def default_seat(ctx: BoardContext[InkView]) -> int:
    """The actor's card while they act or draw (so what another draws is seen landing in their bowls),
    else the viewer's own."""
    view = ctx.view
    if view["to_act"] is not None and (ctx.acting or view["phase"] in ("place", "bonus")):
        return view["to_act"]
    if ctx.viewer is not None:
        return ctx.viewer
    people = [s for s in range(view["seats"]) if s not in ctx.bot_seats]
    return people[0] if people else 0


def shown_seat(ctx: BoardContext[InkView]) -> int:
    """Whose score card is shown: the one chosen with the tabs, else the default.

    While a person acts, a choice made at an earlier decision gives way to the actor's own card."""
    view = ctx.view
    chosen = str(ctx.ui.get(CARD_KEY, ""))
    seat_text, _, at = chosen.partition("@")
    if seat_text.isdigit() and int(seat_text) < view["seats"]:
        if not ctx.acting or at == stamp(view):
            return int(seat_text)
    return default_seat(ctx)


def pending_rows(current: InkCurrentCard | None) -> list[InkIngredientRow]:
    if not current:
        return []
    return [row for row in current["ingredients"] if row["status"] == "pending"]


def drawing(view: InkView) -> InkCurrentCard:
    """The card being drawn (the view has one while the phase is "place" or "bonus")."""
    card = view["drawing"]
    assert card is not None, "no card is being drawn"
    return card


def placed_bowls(current: InkCurrentCard) -> list[int]:
    """The bowls (1-based) the card's placed ingredients went into, in the card's order."""
    return [row["bowl"] for row in current["ingredients"] if row["bowl"] is not None]


def selected_ingredient(ctx: BoardContext[InkView]) -> str | None:
    """The ingredient the bowls would take: the one in the picked prefix, else the one tapped, else
    the first still to draw."""
    prefix = ctx.prefix
    pending = [row["ingredient"] for row in pending_rows(ctx.view["drawing"])]
    if len(prefix) >= 2 and prefix[0] == "place" and prefix[1] in pending:
        return prefix[1]
    chosen = ctx.ui.get(SEL_KEY)
    if isinstance(chosen, str) and chosen in pending:
        return chosen
    return pending[0] if pending else None


# --- the board ------------------------------------------------------------------------------------

def render_board(ctx: BoardContext[InkView]) -> Markup:
    view = ctx.view
    seat = shown_seat(ctx)
    # while the person draws, the card's own heading says which card it is: no separate line above it
    now = None if ctx.acting and view["phase"] in ("place", "bonus") else render_now(ctx)
    if view["phase"] in ("place", "bonus"):  # drawing: the card and the score card first, the draft after
        body = html(render_current(ctx), render_sheet(ctx, seat), render_draft(ctx))
    else:
        body = html(render_draft(ctx), render_current(ctx), render_sheet(ctx, seat))
    return el("div", render_bonus_prompt(ctx), now, body, class_="ink-board", data_phase=view["phase"],
              data_round=view["round"], data_to_act="" if view["to_act"] is None else view["to_act"])


def render_now(ctx: BoardContext[InkView]) -> Markup:
    """One line: what is happening and who does it."""
    view = ctx.view
    who = ctx.who(view["to_act"])
    if view["phase"] == "pick":
        order = view["pick_order"]
        taken = sum(1 for card in view["revealed"] if card["taken_by"] is not None)
        rest = [ctx.who(s) for s in order[taken + 1:]]
        after = f" (then {', '.join(rest)})" if rest else " (the last pick)"
        text = f"{who} picks a topping card{after}."
    elif view["phase"] in ("place", "bonus"):
        current = drawing(view)
        which = "their own" if current["which"] == "own" else "the left-over"
        done = sum(1 for p in view["placements"] if p["state"] == "done")
        text = (f"{who} draws {which} card, {card_words(current['card'])} "
                f"({ordinal(done + 1)} of the {len(view['placements'])} cards drawn this round).")
    else:
        text = "The game is over."
    return el("p", el("strong", f"Round {view['round']} of {view['rounds']}:"), f" {text}",
              " It's your turn." if ctx.acting else None, class_="ink-now")


def render_draft(ctx: BoardContext[InkView]) -> Markup:
    """The revealed topping cards (take one when picking), the pick order and who took what."""
    view = ctx.view
    picking = view["phase"] == "pick"
    cards = []
    for card in view["revealed"]:
        kind = card["card"]
        owner = card["taken_by"]
        body = html(el("span", card_icons(kind), class_="ink-card-icons"), el("span", card_words(kind), class_="ink-card-name"))
        if picking and owner is None and ctx.acting:
            item = choose(ctx, ("pick", kind), html(body, el("span", "Take this card", class_="ink-card-foot")),
                          cls="ink-rcard ink-take")
        elif owner is not None:
            item = el("div", body, el("span", f"{ctx.who(owner)} took it", class_="ink-card-foot"), class_="ink-rcard taken")
        elif view["leftover"] is not None:
            item = el("div", body, el("span", "Left over: everyone draws this", class_="ink-card-foot leftover-tag"),
                      class_="ink-rcard leftover")
        else:
            item = el("div", body, el("span", "Free", class_="ink-card-foot"), class_="ink-rcard free")
        # a card taken is another piece: it pops where it lies (static/travel.js)
        thing = f"topping-card:{kind}" + (f":taken-by-{owner}" if owner is not None else "")
        cards.append(el("li", item, data_card=kind, data_slot=card["slot"], data_thing=thing))
    return el("section",
              el("h2", "Topping cards ", el("span", f"round {view['round']}", class_="ink-sub")),
              el("ul", cards, class_="ink-revealed", data_zone="draft"), render_order_line(ctx),
              class_="ink-draft", data_acting="draft" if picking and ctx.acting else None, aria_label="Topping cards")


#: how a player's turn to draw is marked in the drawing order
DRAW_MARKS = {"done": " ✓", "current": " (now)", "waiting": ""}


def render_order_line(ctx: BoardContext[InkView]) -> Markup | None:
    """Pick phase: the pick order, with the card each player took. Drawing: who draws which card."""
    view = ctx.view
    if view["phase"] == "pick":
        took = {card["taken_by"]: card["card"] for card in view["revealed"] if card["taken_by"] is not None}
        items = []
        for seat in view["pick_order"]:
            if seat in took:
                state, what = "done", card_words(took[seat])
            elif seat == view["to_act"]:
                state, what = "current", "picking now"
            else:
                state, what = "waiting", "waits"
            items.append(el("li", el("strong", ctx.who(seat)), f": {what}", class_=state, data_seat=seat))
        return el("ol", items, class_="ink-order-line", aria_label="Pick order")
    if view["phase"] in ("place", "bonus"):
        own = [p for p in view["placements"] if p["which"] == "own"]
        rest = [p for p in view["placements"] if p["which"] != "own"]
        items = [el("li", el("strong", ctx.who(p["seat"])), f": {card_words(p['card'])}{DRAW_MARKS[p['state']]}",
                    class_=p["state"], data_seat=p["seat"]) for p in own]
        if rest:
            state = "current" if any(p["state"] == "current" for p in rest) else \
                "done" if all(p["state"] == "done" for p in rest) else "waiting"
            who = [(", " if i else None, el("span", f"{ctx.who(p['seat'])}{DRAW_MARKS[p['state']]}", class_=p["state"]))
                   for i, p in enumerate(rest)]
            items.append(el("li", "Then the left-over card: ", who, class_=f"{state} ink-leftover-turns"))
        return el("ol", items, class_="ink-order-line", aria_label="Drawing order")
    return None


def render_current(ctx: BoardContext[InkView]) -> Markup | None:
    """The card being drawn: its ingredients (tap one, then a bowl), Bin buttons, Confirm card."""
    view = ctx.view
    current = view["drawing"]
    if not current:
        return None
    seat = current["seat"]
    acting = ctx.acting
    which = "own card" if current["which"] == "own" else "left-over card"
    sel = selected_ingredient(ctx) if acting and view["phase"] == "place" else None
    rows = []
    for row in current["ingredients"]:
        ing = row["ingredient"]
        name = NAMES[ing]
        if row["status"] == "placed":
            rows.append(el("li", icon(ing, 36), el("span", f"{name}: in bowl {row['bowl']}"),
                           class_="placed", data_ingredient=ing, data_status="placed", data_bowl=row["bowl"]))
        elif row["status"] == "binned":
            rows.append(el("li", icon(ing, 36), el("span", f"{name}: in the bin"),
                           class_="binned", data_ingredient=ing, data_status="binned"))
        elif acting and view["phase"] == "place":
            chosen = ing == sel
            # the hinted move draws another topping than the one selected: the way there is to select it
            leads = not chosen and ctx.hint[:2] == ("place", ing)
            select = ctx.ui_button(SEL_KEY, ing, html(icon(ing, 36, decorative=True), el("span", name), sr(f" ({WORDS[ing]}): draw it")),
                                   cls="ink-ing", pressed=chosen, hinted=leads)
            binned = choose(ctx, ("bin", ing), html("Bin", sr(f" the {name}")), cls="ink-bin-button")
            rows.append(el("li", select, binned, class_="pending chosen" if chosen else "pending", data_ingredient=ing,
                           data_status="pending", data_thing=f"ingredient:{ing}"))
        else:
            rows.append(el("li", icon(ing, 36), el("span", f"{name}: to draw"),
                           class_="pending", data_ingredient=ing, data_status="pending", data_thing=f"ingredient:{ing}"))
    extras = [el("li", icon(e["field"], 32), el("span", f"Bonus {NAMES[e['field']]}: bowl {e['bowl']}"), class_="extra")
              for e in current["extras"]]
    hint = None
    if current["three"]:
        hint = el("p", f"Three toppings go into three adjacent bowls (served ones are skipped). {runs_text(view)}",
                  class_="ink-hint")
    actions = None
    if acting and view["phase"] == "place":
        lost = current["will_be_lost"]
        if pending_rows(current) and not current["can_confirm"]:
            tip = el("p", f"Tap a lit bowl for the {NAMES[sel]}, or bin it." if sel else "", class_="ink-hint ink-do")
        elif lost:
            tip = el("p", f"No place left: {', '.join(NAMES[i] for i in lost)} will be lost (no penalty).",
                     class_="ink-hint ink-warn", role="note")
        else:
            tip = el("p", "All drawn. Confirm the card, or Undo to change it.", class_="ink-hint ink-do")
        confirm = choose(ctx, ("done",), "Confirm card", cls="primary ink-confirm")
        actions = el("div", tip, confirm, class_="ink-actions")
    return el("section",
              el("h2", f"{ctx.who(seat)}'s {which}: ", el("span", card_icons(current["card"]), class_="ink-card-icons"),
                 f" {card_words(current['card'])}"),
              el("ul", rows, extras, class_="ink-ings", data_zone="drawing"), hint, actions,
              class_="ink-current", data_acting="card" if acting else None, aria_label="Card being drawn", data_seat=seat,
              data_card=current["card"], data_which=current["which"])


def runs_text(view: InkView) -> str:
    """The runs of three still possible for the three-topping card being drawn."""
    runs = possible_runs(view)
    if not runs:
        return ""
    words = ", ".join("–".join(str(b + 1) for b in run) for run in runs)
    return f"Possible bowls: {words}."


def possible_runs(view: InkView) -> list[tuple[int, ...]]:
    current = view["drawing"]
    if not current or not current["three"]:
        return []
    served = [o["served"] for o in view["orders"]]
    bowls = view["players"][current["seat"]]["bowls"]
    placed = {bowl - 1 for bowl in placed_bowls(current)}
    pending = bool(pending_rows(current))
    found = []
    for run in runs_of_three(served):
        if not placed <= set(run):
            continue
        if pending and not any(b not in placed and bowls[b]["room"] > 0 for b in run):
            continue
        found.append(run)
    return found


def render_bonus_prompt(ctx: BoardContext[InkView]) -> Markup | None:
    """A filled bowl: the bonus fields to cross off, at the top of the board."""
    view = ctx.view
    bonus = view.get("bonus")
    if not bonus:
        return None
    full = filled_bowl(view)
    where = f"Bowl {full} is full" if full else "A bowl is full"
    if not ctx.acting:
        return el("section", el("p", el("strong", f"{where}:"), f" {ctx.who(bonus['seat'])} crosses off a bonus field."),
                  class_="ink-bonus-prompt waiting", aria_label="Bonus")
    buttons = []
    chosen = ctx.prefix[1] if len(ctx.prefix) >= 2 and ctx.prefix[0] == "bonus" else None
    busy = "Tap the chosen field again to change your choice." if chosen else None
    extras = []
    for option in bonus["options"]:
        field = option["field"]
        if field == "points":
            buttons.append(choose(ctx, ("bonus", "points"),
                                  html(el("span", "+3", class_="ink-plus"), " ", el("span", "points"), sr(" at the end")),
                                  cls="ink-bonus-choice", title=busy))
        else:
            extras.append(choose(ctx, ("bonus", field),
                                 html(sr("Extra "), icon(field, 32, decorative=True), el("span", NAMES[field]), sr(f" ({WORDS[field]})")),
                                 cls="ink-bonus-choice", title=busy))
    if chosen and chosen != "points":
        tip = f"Now tap a lit bowl on your score card for the extra {NAMES.get(chosen, chosen)}."
    else:
        tip = ("You may cross off one bonus field: an extra ingredient, drawn at once into a bowl with room, "
               "or +3 points at the end. Or take no bonus.")
    if bonus.get("can_skip"):
        buttons.append(choose(ctx, ("bonus", "none"), el("span", "No bonus"), cls="ink-bonus-choice secondary", title=busy))
    row = html((el("span", "Extra:", class_="ink-sub"), extras) if extras else None,
               (" ", el("span", "or", class_="ink-sub")) if extras and buttons else None, buttons)
    return el("section", el("h2", f"{where}: take a bonus!"), el("p", tip), el("div", row, class_="ink-bonus-choices"),
              class_="ink-bonus-prompt", data_acting="bonus", role="region", aria_label="Bonus")


def filled_bowl(view: InkView) -> int | None:
    """The bowl (1-based) just filled by the card being drawn, when it can be told."""
    current = view["drawing"]
    if not current:
        return None
    bowls = view["players"][current["seat"]]["bowls"]
    candidates = [e["bowl"] for e in current["extras"]][::-1] + placed_bowls(current)
    for bowl in candidates:
        if bowls[bowl - 1]["room"] == 0:
            return bowl
    return None


def recent_draws(ctx: BoardContext[InkView]) -> dict[int, dict[int, list[str]]]:
    """Per seat, per bowl (1-based), what the other seats drew there since the viewer last acted
    (``ctx.recent``: "place egg b3", "bonus nori b2"); damaged notation is skipped."""
    found: dict[int, dict[int, list[str]]] = {}
    for seat, text in ctx.recent:
        parts = str(text).split()
        if seat is None or not 0 <= seat < ctx.view["seats"] or len(parts) != 3:
            continue
        verb, ing, bowl = parts
        if verb in ("place", "bonus") and ing in NAMES and len(bowl) == 2 and bowl[0] == "b" and bowl[1] in "12345678":
            found.setdefault(seat, {}).setdefault(int(bowl[1]), []).append(NAMES[ing])
    return found


# --- the score cards ------------------------------------------------------------------------------

def render_sheet(ctx: BoardContext[InkView], seat: int) -> Markup:
    view = ctx.view
    tabs = []
    here = stamp(view)
    moved = recent_draws(ctx)
    current = view["drawing"]
    # another's card is shown while the hinted move draws onto the drawer's own: the way there is its tab
    drawer = current["seat"] if ctx.hint and ctx.acting and current is not None and current["seat"] != seat else None
    for player in view["players"]:
        s = player["seat"]
        count = sum(len(v) for v in moved.get(s, {}).values())
        drawing = (el("span", " ▸", aria_hidden="true"), sr(", drawing now")) if s == view["to_act"] else None
        new = (" ", el("span", f"{count} new", sr(f" {noun(count, 'ingredient')} since your turn"), class_="ink-tab-new")) \
            if count else None
        total = player["total"]
        tabs.append(ctx.ui_button(CARD_KEY, f"{s}@{here}",
                                  html(ctx.who(s), sr("'s score card"), drawing, new, " ",
                                       el("span", total, sr(f" {noun(total, 'point')}"), class_="ink-tab-pts")),
                                  cls="ink-tab", pressed=s == seat, hinted=s == drawer))
    player = view["players"][seat]
    interactive = ctx.acting and current is not None and current["seat"] == seat and view["phase"] in ("place", "bonus")
    note = None
    if ctx.acting and current is not None and current["seat"] != seat and view["to_act"] == current["seat"]:
        note = el("p", "This is not your score card: choose your name above to draw.", class_="ink-hint ink-warn")
    runs = {b + 1 for run in possible_runs(view) for b in run} if current is not None and current["seat"] == seat else set()
    news = moved.get(seat, {})
    bowls = [render_bowl(ctx, player, b, interactive, runs, news.get(b + 1, [])) for b in range(8)]
    return el("section",
              el("div", tabs, class_="ink-tabs", role="group", aria_label="Whose score card"), note,
              el("div", bowls, render_centre(ctx, player), class_="ink-ring",
                 data_acting="score-card" if interactive else None),
              class_="ink-sheet", aria_label="Score cards", data_seat=seat)


def render_bowl(ctx: BoardContext[InkView], player: InkPlayerView, b: int, interactive: bool, runs: set[int],
                news: list[str] | None = None) -> Markup:
    view = ctx.view
    bowl = player["bowls"][b]
    order = view["orders"][b]
    number = b + 1
    tally_key = f"bowl:{player['seat']}:{number}"  # its points count from "now" to "served"
    fields = [el("span", icon(ing, 32), class_="ink-field filled", data_thing=f"ingredient:{ing}") for ing in bowl["contents"]]
    fields += [el("span", class_="ink-field")] * bowl["room"]
    head = el("span", el("span", number, class_="ink-num"), el("span", order_badge(order), class_="ink-wants"),
              el("span", short_order(order["order"]), class_="ink-otext"),
              class_="ink-order", aria_hidden="true", title=order["text"])
    if bowl["served"]:
        foot = html(el("span", f"Served: {plural(bowl['score'] or 0, 'point')}",
                       class_="ink-foot ink-served zero" if not bowl["score"] else "ink-foot ink-served", aria_hidden="true",
                       data_tally=bowl["score"] or 0, data_tally_key=tally_key))
    else:
        foot = html(el("span", el("span", f"Now {plural(bowl['value'], 'point')}", data_tally=bowl["value"], data_tally_key=tally_key),
                       el("span", f"serve: round {order['served_after_round']}", class_="ink-due"),
                       class_="ink-foot", aria_hidden="true"))
    classes = ["ink-bowl", f"area-{RING_AREAS[b]}"]
    if bowl["served"]:
        classes.append("served")
    if bowl["room"] == 0:
        classes.append("full")
    current = view["drawing"]
    if current is not None and current["seat"] == player["seat"]:
        if any(row["status"] == "placed" and row["bowl"] == number for row in current["ingredients"]):
            classes.append("this-card")
        if number in runs and not bowl["served"]:
            classes.append("in-run")
    if news:
        classes.append("moved")
        foot = html(foot, el("span", f"New: {', '.join(news)}", class_="ink-moved"))
    body = html(head, el("span", fields, class_="ink-fields", aria_hidden="true", data_zone=f"bowl:{player['seat']}:{number}"), foot)
    data: dict[str, Any] = {"data_bowl": number, "data_count": bowl["count"], "data_score": bowl["score"] if bowl["served"] else None}
    if not interactive:
        label = f"Bowl {number} of {ctx.who(player['seat'])}, {order['name']}: {bowl_words(bowl)}"
        return el("div", sr(label + "."), body, class_=" ".join(classes), **data)
    full, why, label = bowl_action(ctx, bowl, number, order)
    body = html(sr(label + "."), body)
    rest = full[len(ctx.prefix):] if full is not None and full[:len(ctx.prefix)] == ctx.prefix else ()
    if rest and ctx.can_pick(*rest):
        classes.append("allowed")
        return ctx.pick(*rest, content=body, cls=" ".join(classes), **data)
    return ctx.command("pick", full or (f"b{number}",), body, enabled=False, cls=" ".join(classes),
                       title=ctx.why_not(full) if full else why, key=f"ink:bowl{number}", **data)


def order_badge(order: InkOrderView, size: int = 32) -> Markup:
    """What an order wants: its ingredients' icons, or the food stylist's 2x / 3x."""
    if order["kind"] == "stylist":
        return el("span", order["order"], class_="ink-stylist", title=order["name"])
    return html(icon(part, size) for part in order["order"].split("+"))


def bowl_words(bowl: InkBowlView) -> str:
    inside = ", ".join(NAMES[i] for i in bowl["contents"]) or "empty"
    if bowl["served"]:
        return f"{inside}; served for {plural(bowl['score'] or 0, 'point')}"
    return f"{inside}; {plural(bowl['room'], 'field')} free, now {plural(bowl['value'], 'point')}"


def bowl_action(ctx: BoardContext[InkView], bowl: InkBowlView, number: int, order: InkOrderView) -> tuple[tuple[str, ...] | None, str, str]:
    """What tapping this bowl does now: the full action tokens (the rules say why when it is not legal),
    or None and why the bowl is no target yet; and its spoken name."""
    view = ctx.view
    prefix = ctx.prefix
    tail = f"bowl {number} ({order['name']}; {bowl_words(bowl)})"
    if view["phase"] == "bonus":
        field = prefix[1] if len(prefix) >= 2 and prefix[0] == "bonus" else None
        if field is None or field == "points":
            return None, "Choose an extra ingredient in the bonus panel first.", tail
        return ("bonus", field, f"b{number}"), "", f"Extra {NAMES.get(field, field)} in {tail}"
    sel = selected_ingredient(ctx)
    if sel is None:
        return None, ctx.why_not(("place",)), tail
    if prefix and prefix[0] != "place":
        return None, "Cancel the choice in progress first.", f"{NAMES[sel]} in {tail}"
    return ("place", sel, f"b{number}"), "", f"{NAMES[sel]} in {tail}"


def render_centre(ctx: BoardContext[InkView], player: InkPlayerView) -> Markup:
    """The middle of the score card: totals, the round track, the bonus fields and the bin."""
    view = ctx.view
    rounds = []
    for r in range(1, view["rounds"] + 1):
        state = "done" if r < view["round"] or view["phase"] == "over" else "current" if r == view["round"] else ""
        serve = el("small", SERVES[r], aria_hidden="true") if r in SERVES else el("small", Markup("&nbsp;"))
        label = f"Round {r}{' (now)' if state == 'current' else ''}{', then ' + SERVES[r] + ' served' if r in SERVES else ''}"
        rounds.append(el("li", el("span", r, class_="ink-rno"), serve, class_=state, aria_label=label))
    fields = []
    for f in player["bonus_fields"]:
        name = f["field"]
        used = f["used"]
        if name in INGREDIENTS:
            inner, words = icon(name, 32, decorative=True), f"Extra {NAMES[name]}"
        else:
            inner, words = el("span", "+3", class_="ink-plus"), "+3 points"
        fields.append(el("li", inner, class_="ink-bfield used" if used else "ink-bfield",
                         aria_label=f"{words}{': used' if used else ': free'}", title=f"{words}{' (used)' if used else ''}"))
    boxes = []
    for k in range(8):
        filled = k < player["bin"]
        step = BIN_PENALTIES[k + 1]  # above each box: the penalty once it is crossed
        boxes.append(el("li", el("small", f"−{-step}" if step else "0"), el("span", "✕" if filled else "", class_="ink-box"),
                        class_="x" if filled else ""))
    pen = player["bin_penalty"]
    return el("div",
              el("p", el("strong", ctx.who(player["seat"])), " ", el("span", f"{player['total']} pts", class_="ink-total",
                                                                    data_tally=player["total"], data_tally_key=f"total:{player['seat']}"),
                 class_="ink-who"),
              el("ol", rounds, class_="ink-rounds", aria_label="Rounds"),
              el("p", "Bonus fields ", el("span", f"(+{player['bonus_points']})", class_="ink-sub"), class_="ink-label"),
              el("ul", fields, class_="ink-bonus-fields"),
              el("p", f"Bin {player['bin']}/8 ", el("span", f"({pen if pen else 'no penalty'})", class_="ink-sub"),
                 class_="ink-label"),
              el("ol", boxes, class_="ink-bin", aria_label=f"Bin: {player['bin']} of 8, penalty {pen}",
                 data_zone=f"bin:{player['seat']}", data_hidden=player["bin"]),
              el("p", f"Lost (no place): {player['lost']}", class_="ink-lost") if player["lost"] else None,
              class_="ink-centre")


# --- words for the choice bar ---------------------------------------------------------------------

VERBS = {"pick": "Take a card", "place": "Draw an ingredient", "bin": "Bin an ingredient", "done": "Confirm card",
         "bonus": "Cross off a bonus", "points": "+3 points"}


def token_label(token: str, prefix: tuple[str, ...], ctx: BoardContext[InkView]) -> str | None:
    if token in VERBS:
        return VERBS[token]
    if token in NAMES:
        return f"Extra {NAMES[token]}" if prefix[:1] == ("bonus",) else NAMES[token]
    if "+" in token:
        return card_words(token)
    if len(token) == 2 and token[0] == "b" and token[1].isdigit():
        return f"Bowl {token[1]}"
    return None


# --- the end screen -------------------------------------------------------------------------------

END_COLUMNS = ("Bowl", "Order", "Drawn", "Pts")


def _counts(contents: list[str]) -> Markup:
    parts = [el("span", f"{contents.count(ing)}×", icon(ing, 32), class_="ink-count")
             for ing in INGREDIENTS if contents.count(ing)]
    return html(parts or el("span", "empty", class_="ink-sub"))


def render_end(ctx: BoardContext[InkView]) -> Markup:
    """Each player's 8 bowls with their scores, their bonuses and their bin penalty."""
    view = ctx.view
    blocks = []
    for player in view["players"]:
        rows = []
        for b, bowl in enumerate(player["bowls"]):
            order = view["orders"][b]
            points = bowl["score"] if bowl["score"] is not None else bowl["value"]
            rows.append(el("tr", el("th", b + 1, scope="row"),
                           el("td", order_badge(order, 32), el("span", order["name"], class_="ink-sr"),
                              class_="ink-end-order", title=order["text"]),
                           el("td", _counts(bowl["contents"]), class_="ink-end-contents"), el("td", points, class_="pts"),
                           data_bowl=b + 1))
        used = [f["field"] for f in player["bonus_fields"] if f["used"]]
        extras = [NAMES[f] for f in used if f in INGREDIENTS]
        plus = sum(1 for f in used if f not in INGREDIENTS)
        rows.append(el("tr", el("th", "+3", scope="row"),
                       el("td", f"Bonus points fields: {plus}", f"; extra ingredients: {', '.join(extras)}" if extras else None,
                          colspan=2),
                       el("td", player["bonus_points"], class_="pts"), class_="ink-end-extra"))
        lost = f"; {player['lost']} lost (no place)" if player["lost"] else ""
        rows.append(el("tr", el("th", "Bin", scope="row"),
                       el("td", f"{plural(player['bin'], 'ingredient')} in the bin{lost}", colspan=2),
                       el("td", player["bin_penalty"], class_="pts"), class_="ink-end-extra"))
        rows.append(el("tr", el("th", "Total", scope="row", colspan=3), el("td", player["total"], class_="pts"),
                       class_="ink-end-total"))
        columns = el("thead", el("tr", [el("th", column, scope="col") for column in END_COLUMNS]))
        blocks.append(el("section", el("h3", ctx.who(player["seat"])),
                         el("table", columns, el("tbody", rows), class_="ink-end-table"),
                         class_="ink-end-player", data_seat=player["seat"]))
    return el("section", el("h2", "Score cards"), el("div", blocks, class_="ink-end-grid"),
              class_="ink-end", aria_label="Score cards")


def next_step(ctx: BoardContext[InkView]) -> str:
    """What to tap next for the card being drawn or the bonus, for the strip ("" when nothing is begun)."""
    view = ctx.view
    prefix = ctx.prefix
    if len(prefix) >= 2 and prefix[0] == "bonus" and prefix[1] not in ("points", "none"):
        return f"Tap a lit bowl for the extra {NAMES.get(prefix[1], prefix[1])}."
    current = view["drawing"]
    if not ctx.acting or view["phase"] != "place" or not current or not pending_rows(current):
        return ""
    sel = selected_ingredient(ctx)
    return f"{NAMES[sel]}: tap a lit bowl, or bin it." if sel else ""


BOARD: BoardView[InkView] = BoardView(next_step=next_step, render_board=render_board, render_end=render_end, token_label=token_label,
                  handoff=False, selections=(SEL_KEY,))
