"""The dock at the foot of the table (on a phone it sticks to the bottom of the window while the table
scrolls above it): the topping card being drawn, its ingredients as chips (tap one, then a lit bowl; or
bin it) and Confirm; when a bowl fills, the bonus fields to cross off. Another's drawing shows here too,
without buttons, so it is followed as it lands."""

from __future__ import annotations

from ramen.ink.view import InkView


from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pictures import PIECE_ART, art
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.ink.common import (NAMES, drawing, SEL_KEY, WORDS, card_words, choose, filled_bowl, pending_rows, runs_text,
                                       selected_ingredient)
from ramen.ui.views.ink.pieces import COIN, ing_chip, topping_card


def render_rows(ctx: BoardContext[InkView], sel: str | None, placing: bool) -> Markup:
    """The card's ingredients: to draw (a chip to tap and its Bin button), drawn (where it went) or binned."""
    current = drawing(ctx.view)
    rows = []
    for row in current["ingredients"]:
        ing = row["ingredient"]
        name = NAMES[ing]
        if row["status"] == "placed":
            rows.append(el("li", el("span", art(PIECE_ART.get(ing, ""), cls="ink-ghost"), class_="ink-spot"),
                           el("span", f"Bowl {row['bowl']}", class_="ink-went"), sr(f" {name}: in bowl {row['bowl']}"),
                           class_="placed", data_ingredient=ing, data_status="placed", data_bowl=row["bowl"]))
        elif row["status"] == "binned":
            rows.append(el("li", el("span", art(PIECE_ART.get(ing, ""), cls="ink-ghost"), class_="ink-spot"),
                           el("span", "Bin", class_="ink-went"), sr(f" {name}: in the bin"),
                           class_="binned", data_ingredient=ing, data_status="binned"))
        elif placing:
            chosen = ing == sel
            # the hinted move draws another topping than the one selected: the way there is to select it
            leads = not chosen and ctx.hint[:2] == ("place", ing)
            select = ctx.ui_button(SEL_KEY, ing, html(ing_chip(ing), sr(f"{name} ({WORDS[ing]}): draw it")),
                                   cls="ink-ing", pressed=chosen, hinted=leads)
            # which ingredient it bins, in sight (the row's Bins look alike otherwise); "Bin" over the name, narrow
            binned = choose(ctx, ("bin", ing), html("Bin ", Markup("<br>"), name), cls="ink-bin-button")
            rows.append(el("li", select, binned, class_="pending chosen" if chosen else "pending", data_ingredient=ing,
                           data_status="pending"))
        else:
            rows.append(el("li", ing_chip(ing), sr(f"{name}: to draw"), class_="pending", data_ingredient=ing,
                           data_status="pending"))
    extras = [el("li", ing_chip(e["field"], "", False), el("span", f"Bowl {e['bowl']}", class_="ink-went"),
                 sr(f" Bonus {NAMES[e['field']]}: bowl {e['bowl']}"), class_="extra") for e in current["extras"]]
    return el("ul", rows, extras, class_="ink-ings", data_zone="drawing")


def render_current(ctx: BoardContext[InkView]) -> Markup | None:
    """The card being drawn: the card, its ingredients (tap one, then a bowl), Bin buttons, Confirm."""
    view = ctx.view
    current = view["drawing"]
    if not current:
        return None
    seat = current["seat"]
    acting = ctx.acting
    placing = acting and view["phase"] == "place"
    sel = selected_ingredient(ctx) if placing else None
    which = "own card" if current["which"] == "own" else "card left over"
    whose = "Your" if acting else f"{ctx.who(seat)}'s"
    card = current["card"]
    head = el("h2", f"{whose} {which}", sr(f": {card_words(card)}"), class_="ink-dock-title")
    lost = current["will_be_lost"]
    note = el("p", f"No place left: {', '.join(NAMES[i] for i in lost)} will be lost (no penalty).",
              class_="ink-warn", role="note") if placing and lost else None
    confirm = choose(ctx, ("done",), "Confirm", cls="primary ink-confirm", label="Confirm card") if placing else None
    runs = el("p", runs_text(view), class_="sr") if current["three"] else None
    face = el("span", el("span", topping_card(card, "s"), data_thing=f"topping-card:{card}"),
              class_="ink-dock-card", data_zone="drawing-card")
    return el("section", el("div", face, head, confirm, class_="ink-dock-head"), runs,
              render_rows(ctx, sel, placing), note,
              class_="ink-current", data_acting="card" if acting and view["phase"] == "place" else None,
              aria_label="Card being drawn", data_seat=seat, data_card=card, data_which=current["which"])


def render_bonus(ctx: BoardContext[InkView]) -> Markup | None:
    """A filled bowl: the bonus fields to cross off (an extra ingredient or +3 points), or none."""
    view = ctx.view
    bonus = view.get("bonus")
    if not bonus:
        return None
    full = filled_bowl(view)
    where = f"Bowl {full} is full" if full else "A bowl is full"
    if not ctx.acting:
        return el("section", el("p", el("strong", f"{where}:"), f" {ctx.who(bonus['seat'])} crosses off a bonus field."),
                  class_="ink-bonus-prompt waiting", aria_label="Bonus")
    chosen = ctx.prefix[1] if len(ctx.prefix) >= 2 and ctx.prefix[0] == "bonus" else None
    busy = "Tap the chosen field again to change your choice." if chosen else None
    buttons = []
    for option in bonus["options"]:
        field = option["field"]
        if field == "points":
            buttons.append(choose(ctx, ("bonus", "points"), html(COIN, sr("+3 points at the end")),
                                  cls="ink-bonus-choice ink-coin-button", title=busy))
        else:
            buttons.append(choose(ctx, ("bonus", field),
                                  html(ing_chip(field, "", False), sr(f"Extra {NAMES[field]} ({WORDS[field]})")),
                                  cls="ink-bonus-choice", title=busy))
    if bonus.get("can_skip"):
        buttons.append(choose(ctx, ("bonus", "none"), "No bonus", cls="ink-bonus-choice ink-no-bonus secondary", title=busy))
    if chosen and chosen != "points":
        tip = f"Now tap a lit bowl for the extra {NAMES.get(chosen, chosen)}."
    else:
        tip = "An extra ingredient, drawn at once, or +3 points at the end."
    return el("section", el("h2", f"{where}: take a bonus!"), el("p", tip), el("div", buttons, class_="ink-bonus-choices"),
              class_="ink-bonus-prompt", data_acting="bonus", role="region", aria_label="Bonus")


def render_dock(ctx: BoardContext[InkView]) -> Markup | None:
    """The bonus prompt and the card being drawn, at the foot of the table (nothing while picking)."""
    view = ctx.view
    if view["phase"] not in ("place", "bonus"):
        return None
    return el("div", render_bonus(ctx), render_current(ctx),
              class_="ink-dock dock" + (" acting" if ctx.acting else "") + (" bonus" if view["phase"] == "bonus" else ""))
