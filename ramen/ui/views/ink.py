"""Ramen Ink's board: the draft, the card being drawn, and the score cards (a ring of 8 bowls).

Everything in Ramen Ink is public, so every screen shows the same table (no hand-off). A card is
drawn by tapping one of its ingredients (a view-only choice kept in ``ctx.ui``) and then a bowl on
the score card: the bowl button picks ``place <ingredient> b<N>`` and is enabled only where that
is legal. Each ingredient also has its own Bin button (``bin <ingredient>``), and "Confirm card"
picks ``done``. A filled bowl opens the bonus panel at the top of the board (``bonus ...``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ramen.ink.scoring import BIN_PENALTIES
from ramen.ui import art
from ramen.core.words import plural
from ramen.ui.html import Markup, button, esc
from ramen.ui.views import BoardContext, sr

HANDOFF = False

#: ctx.ui keys: the selected ingredient of the card being drawn; whose score card is shown
SEL_KEY = "ink_sel"
CARD_KEY = "ink_card"

INGREDIENTS = ("egg", "nori", "naruto", "chashu")
NAMES = {"egg": "Aji Tama", "nori": "Nori", "naruto": "Narutomaki", "chashu": "Chashu"}
WORDS = {"egg": "egg", "nori": "seaweed", "naruto": "fish cake", "chashu": "pork"}
#: where each bowl (0-based) sits in the 3x3 ring grid: clockwise from the top left, the card's
#: centre in the middle
RING_AREAS = ("b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8")
#: the parts the person acts on (a layout test keeps each inside the viewport at every decision)
ACTING_CARD = " data-acting=\"card\""
ACTING_RING = " data-acting=\"score-card\""
#: rounds after which bowls are served, and which
SERVES = {3: "bowl 1", 4: "bowl 2", 5: "bowl 3", 6: "bowls 4–8"}


@lru_cache(maxsize=64)
def _icon(ingredient: str, size: int = 32) -> str:
    return art.icon(ingredient, size)


@lru_cache(maxsize=16)
def _icon_plain(ingredient: str, size: int = 32) -> str:
    return art.icon(ingredient, size, decorative=True)


def card_words(card: str) -> str:
    """A topping card or order id in the game's words: "Aji Tama + Nori"."""
    if card in ("2x", "3x"):
        return f"Food stylist {card}"
    return " + ".join(NAMES.get(part, part) for part in card.split("+"))


def card_icons(card: str, size: int = 32) -> str:
    return "".join(_icon_plain(part, size) for part in card.split("+"))


def short_order(order: str, kind: str) -> str:
    """A short scoring text for an order card, e.g. "2 of each: 7"."""
    if kind == "single":
        return "2 per one after the 1st"
    if kind == "pair":
        return "2 of each: 7"
    if kind == "triple":
        return "4 per set of 3 (max 8)"
    if order == "2x":
        return "3 per pair of a kind"
    return "5 per three of a kind"


def _ring(served: list[bool]) -> list[int]:
    return [b for b in range(8) if not served[b]]


def runs_of_three(served: list[bool]) -> list[tuple[int, ...]]:
    """Every run of three adjacent unserved bowls (0-based), in ring order; served bowls are skipped."""
    ring = _ring(served)
    size = len(ring)
    if size < 3:
        return [tuple(ring)]
    return [(ring[i], ring[(i + 1) % size], ring[(i + 2) % size]) for i in range(size)]


def choose(ctx: BoardContext, full: tuple[str, ...], content: str, *, cls: str = "", label: str | None = None,
           title: str | None = None) -> Markup:
    """A choice button (``ctx.choice``) keyed "ink:<tokens>"; ``title`` is both its tooltip and its reason
    when off. During another choice it is off: that choice must be cancelled first."""
    return ctx.choice(full, content, key=f"ink:{' '.join(full)}", elsewhere="refuse", cls=cls, label=label,
                      title=title, why=title)


# --- who is shown, what is selected ---------------------------------------------------------------

def stamp(view: dict[str, Any]) -> str:
    """Names the current decision, so a score card chosen now gives way to the actor's at the next one."""
    return f"{view['round']}{view['phase'][:2]}{view['to_act']}"


def default_seat(ctx: Any) -> int:
    view = ctx.view
    if ctx.acting and view["to_act"] is not None:
        return view["to_act"]
    if ctx.viewer is not None:
        return ctx.viewer
    people = [s for s in range(view["seats"]) if s not in ctx.bot_seats]
    return people[0] if people else 0


def shown_seat(ctx: Any) -> int:
    """Whose score card is shown: the one chosen with the tabs, else the default.

    While a person acts, a choice made at an earlier decision gives way to the actor's own card."""
    view = ctx.view
    chosen = str(ctx.ui.get(CARD_KEY, ""))
    seat_text, _, at = chosen.partition("@")
    if seat_text.isdigit() and int(seat_text) < view["seats"]:
        if not ctx.acting or at == stamp(view):
            return int(seat_text)
    return default_seat(ctx)


def pending_rows(current: dict[str, Any] | None) -> list[dict[str, Any]]:
    if not current:
        return []
    return [row for row in current["ingredients"] if row["status"] == "pending"]


def selected_ingredient(ctx: Any) -> str | None:
    """The ingredient the bowls would take: the one in the picked prefix, else the one tapped, else
    the first still to draw."""
    prefix = ctx.prefix
    pending = [row["ingredient"] for row in pending_rows(ctx.view.get("current"))]
    if len(prefix) >= 2 and prefix[0] == "place" and prefix[1] in pending:
        return prefix[1]
    chosen = ctx.ui.get(SEL_KEY)
    if chosen in pending:
        return chosen
    return pending[0] if pending else None


# --- the board ------------------------------------------------------------------------------------

def render_board(ctx: Any) -> str:
    view = ctx.view
    seat = shown_seat(ctx)
    # while the person draws, the card's own heading says which card it is: no separate line above it
    now = "" if ctx.acting and view["phase"] in ("place", "bonus") else render_now(ctx)
    if view["phase"] in ("place", "bonus"):  # drawing: the card and the score card first, the draft after
        body = f"{render_current(ctx)}{render_sheet(ctx, seat)}{render_draft(ctx)}"
    else:
        body = f"{render_draft(ctx)}{render_current(ctx)}{render_sheet(ctx, seat)}"
    return (f"<div class=\"ink-board\" data-phase=\"{esc(view['phase'])}\" data-round=\"{view['round']}\""
            f" data-to-act=\"{'' if view['to_act'] is None else view['to_act']}\">"
            f"{render_bonus_prompt(ctx)}{now}{body}</div>")


def render_now(ctx: Any) -> str:
    """One line: what is happening and who does it."""
    view = ctx.view
    actor = view["to_act"]
    who = ctx.name(actor)
    rnd = f"Round {view['round']} of {view['rounds']}"
    if view["phase"] == "pick":
        order = view["pick_order"]
        taken = sum(1 for card in view["revealed"] if card["taken_by"] is not None)
        rest = [ctx.name(s) for s in order[taken + 1:]]
        after = f" (then {', '.join(rest)})" if rest else " (the last pick)"
        text = f"{who} picks a topping card{after}."
    elif view["phase"] in ("place", "bonus"):
        current = view["current"]
        which = "their own" if current["which"] == "own" else "the left-over"
        done = sum(1 for p in view["placements"] if p["state"] == "done")
        text = (f"{who} draws {which} card, {esc(card_words(current['card']))} "
                f"(card {done + 1} of {len(view['placements'])} this round).")
    else:
        text = "The game is over."
    you = " It's your turn." if ctx.acting else ""
    return f"<p class=\"ink-now\"><strong>{rnd}:</strong> {text}{you}</p>"


def render_draft(ctx: Any) -> str:
    """The revealed topping cards (take one when picking), the pick order and who took what."""
    view = ctx.view
    picking = view["phase"] == "pick"
    cards = []
    for card in view["revealed"]:
        kind = card["card"]
        owner = card["taken_by"]
        body = (f"<span class=\"ink-card-icons\">{card_icons(kind)}</span>"
                f"<span class=\"ink-card-name\">{esc(card_words(kind))}</span>")
        if owner is not None:
            foot = f"<span class=\"ink-card-foot\">{ctx.name(owner)} took it</span>"
            cls = "taken"
        elif view["leftover"] is not None:
            foot = "<span class=\"ink-card-foot leftover-tag\">Left over: everyone draws this</span>"
            cls = "leftover"
        else:
            foot = "<span class=\"ink-card-foot\">Free</span>"
            cls = "free"
        if picking and owner is None and ctx.acting:
            item = choose(ctx, ("pick", kind), body + "<span class=\"ink-card-foot\">Take this card</span>",
                               cls="ink-rcard ink-take")
        else:
            item = f"<div class=\"ink-rcard {cls}\">{body}{foot}</div>"
        cards.append(f"<li data-card=\"{esc(kind)}\" data-slot=\"{card['slot']}\">{item}</li>")
    head = f"<h2>Topping cards <span class=\"ink-sub\">round {view['round']}</span></h2>"
    acting = " data-acting=\"draft\"" if picking and ctx.acting else ""
    return (f"<section class=\"ink-draft\"{acting} aria-label=\"Topping cards\">{head}"
            f"<ul class=\"ink-revealed\">{''.join(cards)}</ul>{render_order_line(ctx)}</section>")


def render_order_line(ctx: Any) -> str:
    """Pick phase: the pick order, with the card each player took. Drawing: who draws which card."""
    view = ctx.view
    if view["phase"] == "pick":
        took = {card["taken_by"]: card["card"] for card in view["revealed"] if card["taken_by"] is not None}
        items = []
        for seat in view["pick_order"]:
            if seat in took:
                state, what = "done", esc(card_words(took[seat]))
            elif seat == view["to_act"]:
                state, what = "current", "picking now"
            else:
                state, what = "waiting", "waits"
            items.append(f"<li class=\"{state}\" data-seat=\"{seat}\"><strong>{ctx.name(seat)}</strong>: {what}</li>")
        return f"<ol class=\"ink-order-line\" aria-label=\"Pick order\">{''.join(items)}</ol>"
    if view["phase"] in ("place", "bonus"):
        items = []
        marks = {"done": " ✓", "current": " (now)", "waiting": ""}
        own = [p for p in view["placements"] if p["which"] == "own"]
        rest = [p for p in view["placements"] if p["which"] != "own"]
        for p in own:
            items.append(f"<li class=\"{p['state']}\" data-seat=\"{p['seat']}\"><strong>{ctx.name(p['seat'])}</strong>: "
                         f"{esc(card_words(p['card']))}{marks[p['state']]}</li>")
        if rest:
            state = "current" if any(p["state"] == "current" for p in rest) else \
                "done" if all(p["state"] == "done" for p in rest) else "waiting"
            who = ", ".join(f"<span class=\"{p['state']}\">{ctx.name(p['seat'])}{marks[p['state']]}</span>" for p in rest)
            items.append(f"<li class=\"{state} ink-leftover-turns\">Then the left-over card: {who}</li>")
        return f"<ol class=\"ink-order-line\" aria-label=\"Drawing order\">{''.join(items)}</ol>"
    return ""


def render_current(ctx: Any) -> str:
    """The card being drawn: its ingredients (tap one, then a bowl), Bin buttons, Confirm card."""
    view = ctx.view
    current = view.get("current")
    if not current:
        return ""
    seat = current["seat"]
    acting = ctx.acting
    which = "own card" if current["which"] == "own" else "left-over card"
    done = sum(1 for p in view["placements"] if p["state"] == "done")
    sel = selected_ingredient(ctx) if acting and view["phase"] == "place" else None
    rows = []
    for row in current["ingredients"]:
        ing = row["ingredient"]
        name = NAMES[ing]
        if row["status"] == "placed":
            rows.append(f"<li class=\"placed\" data-ingredient=\"{ing}\" data-status=\"placed\" data-bowl=\"{row['bowl']}\">"
                        f"{_icon(ing, 36)}<span>{name}: in bowl {row['bowl']}</span></li>")
        elif row["status"] == "binned":
            rows.append(f"<li class=\"binned\" data-ingredient=\"{ing}\" data-status=\"binned\">"
                        f"{_icon(ing, 36)}<span>{name}: in the bin</span></li>")
        elif acting and view["phase"] == "place":
            chosen = ing == sel
            select = ctx.ui_button(SEL_KEY, ing, f"{_icon_plain(ing, 36)}<span>{name}</span>{sr(f' ({WORDS[ing]}): draw it')}",
                                   cls="ink-ing", pressed=chosen)
            binned = choose(ctx, ("bin", ing), "Bin" + sr(f" the {name}"), cls="ink-bin-button",
                                 title="Your bin is full: every ingredient must be drawn." if not row["can_bin"] else None)
            rows.append(f"<li class=\"pending{' chosen' if chosen else ''}\" data-ingredient=\"{ing}\" data-status=\"pending\">"
                        f"{select}{binned}</li>")
        else:
            rows.append(f"<li class=\"pending\" data-ingredient=\"{ing}\" data-status=\"pending\">"
                        f"{_icon(ing, 36)}<span>{name}: to draw</span></li>")
    extras = "".join(f"<li class=\"extra\">{_icon(e['field'], 32)}<span>Bonus {NAMES[e['field']]}: bowl {e['bowl']}</span></li>"
                     for e in current["extras"])
    hint = ""
    if current["three"]:
        hint = (f"<p class=\"ink-hint\">Three toppings go into three adjacent bowls (served ones are skipped). "
                f"{runs_text(view)}</p>")
    actions = ""
    if acting and view["phase"] == "place":
        lost = current["will_be_lost"]
        if pending_rows(current) and not current["can_confirm"]:
            what = f"Tap a lit bowl for the {NAMES[sel]}, or bin it." if sel else ""
            tip = f"<p class=\"ink-hint ink-do\">{what}</p>"
        elif lost:
            tip = (f"<p class=\"ink-hint ink-warn\" role=\"note\">No place left: {esc(', '.join(NAMES[i] for i in lost))}"
                   f" will be lost (no penalty).</p>")
        else:
            tip = "<p class=\"ink-hint ink-do\">All drawn. Confirm the card, or Undo to change it.</p>"
        confirm = choose(ctx, ("done",), "Confirm card", cls="primary ink-confirm",
                              title="Draw or bin every ingredient first.")
        actions = f"<div class=\"ink-actions\">{tip}{confirm}</div>"
    marker = ACTING_CARD if acting else ""
    return (f"<section class=\"ink-current\"{marker} aria-label=\"Card being drawn\" data-seat=\"{seat}\" data-card=\"{esc(current['card'])}\""
            f" data-which=\"{current['which']}\"><h2>{ctx.name(seat)}'s {which}: "
            f"<span class=\"ink-card-icons\">{card_icons(current['card'])}</span> {esc(card_words(current['card']))}"
            f" <span class=\"ink-sub\">(card {done + 1} of {len(view['placements'])})</span></h2>"
            f"<ul class=\"ink-ings\">{''.join(rows)}{extras}</ul>{hint}{actions}</section>")


def runs_text(view: dict[str, Any]) -> str:
    """The runs of three still possible for the three-topping card being drawn."""
    runs = possible_runs(view)
    if not runs:
        return ""
    words = ", ".join("–".join(str(b + 1) for b in run) for run in runs)
    return f"Possible bowls: {words}."


def possible_runs(view: dict[str, Any]) -> list[tuple[int, ...]]:
    current = view.get("current")
    if not current or not current["three"]:
        return []
    served = [o["served"] for o in view["orders"]]
    bowls = view["players"][current["seat"]]["bowls"]
    placed = {row["bowl"] - 1 for row in current["ingredients"] if row["status"] == "placed"}
    pending = bool(pending_rows(current))
    found = []
    for run in runs_of_three(served):
        if not placed <= set(run):
            continue
        if pending and not any(b not in placed and bowls[b]["room"] > 0 for b in run):
            continue
        found.append(run)
    return found


def render_bonus_prompt(ctx: Any) -> str:
    """A filled bowl: the bonus fields to cross off, at the top of the board."""
    view = ctx.view
    bonus = view.get("bonus")
    if not bonus:
        return ""
    seat = bonus["seat"]
    full = filled_bowl(view)
    where = f"Bowl {full} is full" if full else "A bowl is full"
    if not ctx.acting:
        return (f"<section class=\"ink-bonus-prompt waiting\" aria-label=\"Bonus\"><p><strong>{where}:</strong> "
                f"{ctx.name(seat)} crosses off a bonus field.</p></section>")
    buttons = []
    chosen = ctx.prefix[1] if len(ctx.prefix) >= 2 and ctx.prefix[0] == "bonus" else None
    busy = "Tap the chosen field again to change your choice." if chosen else None
    extras = []
    for option in bonus["options"]:
        field = option["field"]
        if field == "points":
            buttons.append(choose(ctx, ("bonus", "points"), "<span class=\"ink-plus\">+3</span> <span>points</span>"
                                       + sr(" at the end"), cls="ink-bonus-choice", title=busy))
        else:
            extras.append(choose(ctx, ("bonus", field), f"{sr('Extra ')}{_icon_plain(field, 32)}<span>{NAMES[field]}</span>"
                                      + sr(f" ({WORDS[field]})"), cls="ink-bonus-choice", title=busy))
    if chosen and chosen != "points":
        tip = f"Now tap a lit bowl on your score card for the extra {esc(NAMES.get(chosen, chosen))}."
    else:
        tip = ("You may cross off one bonus field: an extra ingredient, drawn at once into a bowl with room, "
               "or +3 points at the end. Or take no bonus.")
    if bonus.get("can_skip"):
        buttons.append(choose(ctx, ("bonus", "none"), "<span>No bonus</span>", cls="ink-bonus-choice secondary",
                                   title=busy))
    row = ""
    if extras:
        row += f"<span class=\"ink-sub\">Extra:</span>{''.join(extras)}"
    if buttons:
        row += (" <span class=\"ink-sub\">or</span>" if extras else "") + "".join(buttons)
    return (f"<section class=\"ink-bonus-prompt\" data-acting=\"bonus\" role=\"region\" aria-label=\"Bonus\"><h2>{where}: take a bonus!</h2>"
            f"<p>{tip}</p><div class=\"ink-bonus-choices\">{row}</div></section>")


def filled_bowl(view: dict[str, Any]) -> int | None:
    """The bowl (1-based) just filled by the card being drawn, when it can be told."""
    current = view.get("current")
    if not current:
        return None
    bowls = view["players"][current["seat"]]["bowls"]
    candidates = [e["bowl"] for e in current["extras"]][::-1] + \
        [row["bowl"] for row in current["ingredients"] if row["status"] == "placed"]
    for bowl in candidates:
        if bowls[bowl - 1]["room"] == 0:
            return bowl
    return None


def recent_draws(ctx: Any) -> dict[int, dict[int, list[str]]]:
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

def render_sheet(ctx: Any, seat: int) -> str:
    view = ctx.view
    tabs = []
    here = stamp(view)
    moved = recent_draws(ctx)
    for player in view["players"]:
        s = player["seat"]
        mark = " ▸" if s == view["to_act"] else ""
        mark = f"<span aria-hidden=\"true\">{mark}</span>{sr(', drawing now')}" if mark else ""
        count = sum(len(v) for v in moved.get(s, {}).values())
        if count:
            mark += f" <span class=\"ink-tab-new\">+{count}{sr(' new since your turn')}</span>"
        tabs.append(ctx.ui_button(CARD_KEY, f"{s}@{here}",
                                  f"{ctx.name(s)}{sr(chr(39) + 's score card')}{mark} <span class=\"ink-tab-pts\">"
                                  f"{player['total']}{sr(' points' if player['total'] != 1 else ' point')}</span>",
                                  cls="ink-tab", pressed=s == seat))
    player = view["players"][seat]
    current = view.get("current")
    interactive = ctx.acting and current is not None and current["seat"] == seat and view["phase"] in ("place", "bonus")
    note = ""
    if ctx.acting and current is not None and current["seat"] != seat and view["to_act"] == current["seat"]:
        note = "<p class=\"ink-hint ink-warn\">This is not your score card: choose your name above to draw.</p>"
    runs = {b + 1 for run in possible_runs(view) for b in run} if current is not None and current["seat"] == seat else set()
    news = moved.get(seat, {})
    bowls = [render_bowl(ctx, player, b, interactive, runs, news.get(b + 1, [])) for b in range(8)]
    return (f"<section class=\"ink-sheet\" aria-label=\"Score cards\" data-seat=\"{seat}\">"
            f"<div class=\"ink-tabs\" role=\"group\" aria-label=\"Whose score card\">{''.join(tabs)}</div>{note}"
            f"<div class=\"ink-ring\"{ACTING_RING if interactive else ''}>{''.join(bowls)}{render_centre(ctx, player)}</div></section>")


def render_bowl(ctx: Any, player: dict[str, Any], b: int, interactive: bool, runs: set[int],
                news: list[str] = ()) -> str:
    view = ctx.view
    bowl = player["bowls"][b]
    order = view["orders"][b]
    number = b + 1
    fields = "".join(f"<span class=\"ink-field filled\">{_icon(ing, 32)}</span>" for ing in bowl["contents"])
    fields += "<span class=\"ink-field\"></span>" * bowl["room"]
    wants = order_badge(order)
    head = (f"<span class=\"ink-order\" aria-hidden=\"true\" title=\"{esc(order['text'])}\"><span class=\"ink-num\">{number}</span>"
            f"<span class=\"ink-wants\">{wants}</span><span class=\"ink-otext\">{esc(short_order(order['order'], order['kind']))}</span></span>")
    if bowl["served"]:
        zero = " zero" if not bowl["score"] else ""
        foot = f"<span class=\"ink-foot ink-served{zero}\" aria-hidden=\"true\">Served: {plural(bowl['score'] or 0, 'point')}</span>"
    else:
        after = order["served_after_round"]
        foot = (f"<span class=\"ink-foot\" aria-hidden=\"true\"><span>Now {plural(bowl['value'], 'point')}</span>"
                f"<span class=\"ink-due\">serve: round {after}</span></span>")
    classes = ["ink-bowl", f"area-{RING_AREAS[b]}"]
    if bowl["served"]:
        classes.append("served")
    if bowl["room"] == 0:
        classes.append("full")
    current = view.get("current")
    mine = current is not None and current["seat"] == player["seat"]
    if mine:
        if any(row["status"] == "placed" and row["bowl"] == number for row in current["ingredients"]):
            classes.append("this-card")
        if number in runs and not bowl["served"]:
            classes.append("in-run")
    if news:
        classes.append("moved")
        foot += f"<span class=\"ink-moved\">New: {esc(', '.join(news))}</span>"
    body = f"{head}<span class=\"ink-fields\" aria-hidden=\"true\">{fields}</span>{foot}"
    data = f" data-bowl=\"{number}\" data-count=\"{bowl['count']}\"" + (f" data-score=\"{bowl['score']}\"" if bowl["served"] else "")
    if interactive:
        full, why, label = bowl_action(ctx, bowl, number, order)
        body = sr(label + ".") + body
        data = {"data_bowl": number, "data_count": bowl["count"], "data_score": bowl["score"] if bowl["served"] else None}
        rest = full[len(ctx.prefix):] if full is not None and full[:len(ctx.prefix)] == ctx.prefix else ()
        if rest and ctx.can_pick(*rest):
            classes.append("allowed")
            return ctx.pick(*rest, content=body, cls=" ".join(classes), data_first=True, **data)
        return ctx.command("pick", full or (f"b{number}",), body, enabled=False, cls=" ".join(classes),
                           title=ctx.why_not(why) if full else why, key=f"ink:bowl{number}", data_first=True, **data)
    label = f"Bowl {number} of {ctx.names[player['seat']] if player['seat'] < len(ctx.names) else '—'}, {order['name']}: {bowl_words(bowl)}"
    return f"<div class=\"{' '.join(classes)}\"{data}>{sr(label + '.')}{body}</div>"


def order_badge(order: dict[str, Any], size: int = 32) -> str:
    """What an order wants: its ingredients' icons, or the food stylist's 2x / 3x."""
    if order["kind"] == "stylist":
        return f"<span class=\"ink-stylist\" title=\"{esc(order['name'])}\">{esc(order['order'])}</span>"
    return "".join(_icon(part, size) for part in order["order"].split("+"))


def bowl_words(bowl: dict[str, Any]) -> str:
    inside = ", ".join(NAMES[i] for i in bowl["contents"]) or "empty"
    if bowl["served"]:
        return f"{inside}; served for {plural(bowl['score'] or 0, 'point')}"
    return f"{inside}; {plural(bowl['room'], 'field')} free, now {plural(bowl['value'], 'point')}"


def bowl_action(ctx: Any, bowl: dict[str, Any], number: int, order: dict[str, Any]) -> tuple[tuple[str, ...] | None, str, str]:
    """What tapping this bowl does now: the full action tokens, why it can't, and its spoken name."""
    view = ctx.view
    prefix = ctx.prefix
    tail = f"bowl {number} ({order['name']}; {bowl_words(bowl)})"
    if bowl["served"]:
        why = "This bowl has been served: nothing more goes in."
    elif bowl["room"] == 0:
        why = "This bowl is full."
    else:
        why = ""
    if view["phase"] == "bonus":
        field = prefix[1] if len(prefix) >= 2 and prefix[0] == "bonus" else None
        if field is None or field == "points":
            return None, why or "Choose an extra ingredient in the bonus panel first.", tail
        return ("bonus", field, f"b{number}"), why, f"Extra {NAMES.get(field, field)} in {tail}"
    sel = selected_ingredient(ctx)
    if sel is None:
        return None, why or "Every ingredient of this card is drawn or binned: confirm the card.", tail
    if prefix and prefix[0] != "place":
        return None, "Cancel the choice in progress first.", f"{NAMES[sel]} in {tail}"
    current = view["current"]
    if not why:
        if any(row["status"] == "placed" and row["bowl"] == number for row in current["ingredients"]):
            why = "This bowl already has an ingredient of this card."
        elif current["three"]:
            why = "A three-topping card goes into three adjacent bowls."
        else:
            why = "Not possible: another bowl must take it (the bin is full)."
    return ("place", sel, f"b{number}"), why, f"{NAMES[sel]} in {tail}"


def render_centre(ctx: Any, player: dict[str, Any]) -> str:
    """The middle of the score card: totals, the round track, the bonus fields and the bin."""
    view = ctx.view
    seat = player["seat"]
    rounds = []
    for r in range(1, view["rounds"] + 1):
        state = "done" if r < view["round"] or view["phase"] == "over" else "current" if r == view["round"] else ""
        serve = f"<small aria-hidden=\"true\">{SERVES[r]}</small>" if r in SERVES else "<small>&nbsp;</small>"
        rounds.append(f"<li class=\"{state}\" aria-label=\"Round {r}{' (now)' if state == 'current' else ''}"
                      f"{', then ' + SERVES[r] + ' served' if r in SERVES else ''}\"><span class=\"ink-rno\">{r}</span>{serve}</li>")
    fields = []
    for f in player["bonus_fields"]:
        name = f["field"]
        used = f["used"]
        if name in INGREDIENTS:
            inner, words = _icon_plain(name, 32), f"Extra {NAMES[name]}"
        else:
            inner, words = "<span class=\"ink-plus\">+3</span>", "+3 points"
        fields.append(f"<li class=\"ink-bfield{' used' if used else ''}\" aria-label=\"{words}{': used' if used else ': free'}\""
                      f" title=\"{words}{' (used)' if used else ''}\">{inner}</li>")
    boxes = []
    for k in range(8):
        filled = k < player["bin"]
        step = BIN_PENALTIES[k + 1]  # above each box: the penalty once it is crossed
        boxes.append(f"<li class=\"{'x' if filled else ''}\"><small>{'−' + str(-step) if step else '0'}</small>"
                     f"<span class=\"ink-box\">{'✕' if filled else ''}</span></li>")
    lost = f"<p class=\"ink-lost\">Lost (no place): {player['lost']}</p>" if player["lost"] else ""
    pen = player["bin_penalty"]
    return (f"<div class=\"ink-centre\"><p class=\"ink-who\"><strong>{ctx.name(seat)}</strong>"
            f" <span class=\"ink-total\">{player['total']} pts</span></p>"
            f"<ol class=\"ink-rounds\" aria-label=\"Rounds\">{''.join(rounds)}</ol>"
            f"<p class=\"ink-label\">Bonus fields <span class=\"ink-sub\">(+{player['bonus_points']})</span></p>"
            f"<ul class=\"ink-bonus-fields\">{''.join(fields)}</ul>"
            f"<p class=\"ink-label\">Bin {player['bin']}/8 <span class=\"ink-sub\">({pen if pen else 'no penalty'})</span></p>"
            f"<ol class=\"ink-bin\" aria-label=\"Bin: {player['bin']} of 8, penalty {pen}\">{''.join(boxes)}</ol>{lost}</div>")


# --- words for the choice bar ---------------------------------------------------------------------

VERBS = {"pick": "Take a card", "place": "Draw an ingredient", "bin": "Bin an ingredient", "done": "Confirm card",
         "bonus": "Cross off a bonus", "points": "+3 points"}


def token_label(token: str, prefix: tuple[str, ...], ctx: Any) -> str | None:
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

def _counts(contents: list[str]) -> str:
    parts = []
    for ing in INGREDIENTS:
        n = contents.count(ing)
        if n:
            parts.append(f"<span class=\"ink-count\">{n}×{_icon(ing, 32)}</span>")
    return "".join(parts) or "<span class=\"ink-sub\">empty</span>"


def render_end(ctx: Any) -> str:
    """Each player's 8 bowls with their scores, their bonuses and their bin penalty."""
    view = ctx.view
    blocks = []
    for player in view["players"]:
        seat = player["seat"]
        rows = []
        for b, bowl in enumerate(player["bowls"]):
            order = view["orders"][b]
            points = bowl["score"] if bowl["score"] is not None else bowl["value"]
            rows.append(f"<tr data-bowl=\"{b + 1}\"><th scope=\"row\">{b + 1}</th><td class=\"ink-end-order\" title=\"{esc(order['text'])}\">"
                        f"{order_badge(order, 32)}<span class=\"ink-sr\">{esc(order['name'])}</span></td>"
                        f"<td class=\"ink-end-contents\">{_counts(bowl['contents'])}</td><td class=\"pts\">{points}</td></tr>")
        used = [f["field"] for f in player["bonus_fields"] if f["used"]]
        extras = [NAMES[f] for f in used if f in INGREDIENTS]
        plus = sum(1 for f in used if f not in INGREDIENTS)
        rows.append(f"<tr class=\"ink-end-extra\"><th scope=\"row\">+3</th><td colspan=\"2\">Bonus points fields: {plus}"
                    f"{'; extra ingredients: ' + esc(', '.join(extras)) if extras else ''}</td>"
                    f"<td class=\"pts\">{player['bonus_points']}</td></tr>")
        lost = f"; {player['lost']} lost (no place)" if player["lost"] else ""
        rows.append(f"<tr class=\"ink-end-extra\"><th scope=\"row\">Bin</th><td colspan=\"2\">{player['bin']} ingredient"
                    f"{'s' if player['bin'] != 1 else ''} in the bin{lost}</td>"
                    f"<td class=\"pts\">{player['bin_penalty']}</td></tr>")
        rows.append(f"<tr class=\"ink-end-total\"><th scope=\"row\" colspan=\"3\">Total</th><td class=\"pts\">{player['total']}</td></tr>")
        blocks.append(f"<section class=\"ink-end-player\" data-seat=\"{seat}\"><h3>{ctx.name(seat)}</h3>"
                      f"<table class=\"ink-end-table\"><thead><tr><th scope=\"col\">Bowl</th><th scope=\"col\">Order</th>"
                      f"<th scope=\"col\">Drawn</th><th scope=\"col\">Pts</th></tr></thead><tbody>{''.join(rows)}</tbody></table></section>")
    return f"<section class=\"ink-end\" aria-label=\"Score cards\"><h2>Score cards</h2><div class=\"ink-end-grid\">{''.join(blocks)}</div></section>"
