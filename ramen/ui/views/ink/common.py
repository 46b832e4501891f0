"""Ramen Ink's board, the small parts every other part uses: the ingredients' names and words, the choice
button keyed "ink:<tokens>", whose score card is shown large, the ingredient the bowls would take, the runs
of three bowls a three-topping card may still fill, and what the others drew since the viewer's turn."""

from __future__ import annotations

from ramen.ink.view import InkCurrentCard, InkIngredientRow, InkView


from typing import Any

from ramen.core.words import plural
from ramen.ink.components import INGREDIENT_NAMES, INGREDIENT_WORDS, card_name, runs_of_three
from ramen.ui.markup.html import MINUS, Markup
from ramen.ui.views import BoardContext

#: ctx.ui keys: the selected ingredient of the card being drawn; whose score card is shown large
SEL_KEY = "ink_sel"
CARD_KEY = "ink_card"

#: an ingredient's name, and in plain words
NAMES = INGREDIENT_NAMES
WORDS = INGREDIENT_WORDS
#: rounds after which bowls are served, and which
SERVES = {3: "bowl 1", 4: "bowl 2", 5: "bowl 3", 6: "bowls 4–8"}
#: the same, as printed on the round track's little bowls
SERVES_PRINT = {3: "1", 4: "2", 5: "3", 6: "4–8"}


def card_words(card: str) -> str:
    """A topping card or order id in the game's words: "Aji Tama + Nori"."""
    return card_name(card)


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def points(value: int) -> str:
    """A score with a true minus sign."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def points_words(value: int) -> str:
    return plural(value, "point", minus=MINUS)


def choose(ctx: BoardContext[InkView], full: tuple[str, ...], content: str, *, cls: str = "", label: str | None = None,
           title: str | None = None) -> Markup:
    """A choice button (``ctx.choice``) keyed "ink:<tokens>"; ``title`` is both its tooltip and its reason
    when off. During another choice it is off: that choice must be cancelled first."""
    return ctx.choice(full, content, key=f"ink:{' '.join(full)}", elsewhere="refuse", cls=cls, label=label,
                      title=title, why=title)


# --- whose score card is shown large --------------------------------------------------------------

def stamp(view: InkView) -> str:
    """Names the current decision, so a score card chosen now gives way to the actor's at the next one."""
    return f"{view['round']}{view['phase'][:2]}{view['to_act']}"


def default_seat(ctx: BoardContext[InkView]) -> int:
    """The viewer's own place (the table keeps every place where it sits: another's drawing lands on their
    compact score card across the top); with no viewer, the first person's, else the actor's."""
    view = ctx.view
    if ctx.viewer is not None:
        return ctx.viewer
    people = [s for s in range(view["seats"]) if s not in ctx.bot_seats]
    if people:
        return people[0]
    return view["to_act"] if view["to_act"] is not None else 0


def shown_seat(ctx: BoardContext[InkView]) -> int:
    """Whose score card is shown large: the one chosen by tapping a place, else the default.

    While a person acts, a choice made at an earlier decision gives way to their own card."""
    view = ctx.view
    chosen = str(ctx.ui.get(CARD_KEY, ""))
    seat_text, _, at = chosen.partition("@")
    if seat_text.isdigit() and int(seat_text) < view["seats"]:
        if not ctx.acting or at == stamp(view):
            return int(seat_text)
    return default_seat(ctx)


# --- the card being drawn -------------------------------------------------------------------------

def pending_rows(current: InkCurrentCard | None) -> list[InkIngredientRow]:
    if not current:
        return []
    return [row for row in current["ingredients"] if row["status"] == "pending"]


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


def drawing(view: InkView) -> InkCurrentCard:
    """The card being drawn (the view has one while the phase is "place" or "bonus")."""
    card = view["drawing"]
    assert card is not None, "no card is being drawn"
    return card


def drawing_here(ctx: BoardContext[InkView], seat: int) -> bool:
    """Whether ``seat``'s own score card takes the card being drawn by a tap (the viewer acts and draws)."""
    view = ctx.view
    current = view["drawing"]
    return bool(ctx.acting and current is not None and current["seat"] == seat and view["phase"] in ("place", "bonus"))


def possible_runs(view: InkView) -> list[tuple[int, ...]]:
    """The runs of three bowls the three-topping card being drawn may still fill."""
    current = view["drawing"]
    if not current or not current["three"]:
        return []
    served = tuple(o["served"] for o in view["orders"])
    bowls = view["players"][current["seat"]]["bowls"]
    placed = {row["bowl"] - 1 for row in current["ingredients"] if row["bowl"] is not None}
    pending = bool(pending_rows(current))
    found = []
    for run in runs_of_three(served):
        if not placed <= set(run):
            continue
        if pending and not any(b not in placed and bowls[b]["room"] > 0 for b in run):
            continue
        found.append(run)
    return found


def runs_text(view: InkView) -> str:
    """The runs of three still possible for the three-topping card being drawn, in words."""
    runs = possible_runs(view)
    if not runs:
        return ""
    words = ", ".join("–".join(str(b + 1) for b in run) for run in runs)
    return f"Possible bowls: {words}."


def filled_bowl(view: InkView) -> int | None:
    """The bowl (1-based) just filled by the card being drawn, when it can be told."""
    current = view["drawing"]
    if not current:
        return None
    bowls = view["players"][current["seat"]]["bowls"]
    candidates = [e["bowl"] for e in current["extras"]][::-1] + \
        [row["bowl"] for row in current["ingredients"] if row["bowl"] is not None]
    for bowl in candidates:
        if bowls[bowl - 1]["room"] == 0:
            return int(bowl)
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
