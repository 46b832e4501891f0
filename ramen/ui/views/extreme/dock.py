"""Ramen Extreme's dock at the foot of the table: the question of the moment, whose turn with the rolls left
and the optional action, the five dice and what to do with them (roll, stop, take, done, end turn; the
optional Chopsticks and Swap), and the viewer's own tokens. On a phone it sticks to the bottom of the window
while the table scrolls above it (static/css/table.css)."""

from __future__ import annotations

from ramen.extreme.view import ExtremeView
from ramen.extreme.components import TOKEN_LIMIT
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pieces import printed
from ramen.ui.markup.pictures import PIECE_ART, art
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.seats import whose
from ramen.ui.views.extreme.common import PARTNER, WORDS, Choices, choose, counted, piece, token_chip
from ramen.ui.views.extreme.dice import render_counter, render_resolve, render_tray
from ramen.ui.views.extreme.places import tokens_list
from ramen.ui.views.extreme.words import move_notes

#: the optional actions offered as verbs (a claim is on its bowl card)
VERBS = (("steal", "Steal", "chopsticks"), ("replace", "Replace", "chopsticks"), ("swap", "Swap", None))
VERB_HELP = {"steal": "Chopsticks: take one token from another player",
             "replace": "Chopsticks: send Table bowls under the pile for new ones",
             "swap": "give a token back for its partner (same type and value)"}


def render_turnbar(ctx: BoardContext[ExtremeView], notes: dict[int, list[str]] | None) -> Markup:
    """Where the dice stand, whether the optional action is still free, the final round (whose turn is the
    strip's to say)."""
    view = ctx.view
    optional = None
    if view["stage"] not in ("setup", "over"):
        free = not view["optional_used"]
        optional = el("p", el("span", "Optional", class_="xt-al-label"),
                      el("span", el("span", class_="xt-pip on" if free else "xt-pip"), class_="xt-pips", aria_hidden="true"),
                      sr(": not taken yet" if free else ": taken"), class_="opt-state" + ("" if free else " used"),
                      title="Optional action: " + ("not taken yet" if free else "taken this turn"))
    counter = render_counter(ctx) if view["stage"] not in ("setup", "over") else None
    seat = view["to_act"]
    # (another's dice, in the dock while they play: said whose, not taken for the viewer's own)
    whose_dice = el("p", f"{ctx.who(seat)}'s dice", class_="xt-whose-dice") if not ctx.acting and seat is not None \
        and seat != ctx.viewer and counter is not None else None
    return el("div", whose_dice, el("div", counter, optional, class_="xt-turn-facts"),
              render_notes(ctx, notes), class_="xt-turnbar")


def render_notes(ctx: BoardContext[ExtremeView], notes: dict[int, list[str]] | None) -> Markup:
    """The final round's notice (a tag in the turn's line), and the peppers this turn moved (said to screen
    readers: the places show each move beside their Heat card)."""
    view = ctx.view
    final = view["final_round"]
    banner = None
    if final.get("active"):
        left = final.get("turns_left") or 0
        why = "the pile is empty" if final.get("reason") == "pile" else f"round {view['max_rounds']} is the last"
        banner = el("p", el("strong", "Final round"), sr(f": {why};"), f" · {left} more {'turn' if left == 1 else 'turns'}",
                    class_="final-round", role="note", title=f"Final round: {why}")
    heat = None
    if notes:
        moved = "; ".join(f"{ctx.who(seat)} {text}" for seat, texts in sorted(notes.items()) for text in texts)
        heat = el("p", f"Peppers moved: {moved}", class_="heat-line sr")
    return html(banner, heat)


def render_verbs(ctx: BoardContext[ExtremeView]) -> Markup:
    """The optional action's verbs: Steal and Replace (Chopsticks) and Swap; a claim is on its bowl."""
    buttons = []
    for verb, word, icon in VERBS:
        content = html(art(PIECE_ART[icon], cls="xt-verb-art") if icon else el("span", "⇄", class_="xt-verb-mark", aria_hidden="true"),
                       el("span", word))
        buttons.append(choose(ctx, (verb,), content, cls="xt-verb",
                              label=None, key=f"verb:{verb}"))
    return el("div", buttons, class_="optional xt-verbs", role="group", aria_label="Optional action",
              data_acting_more="optional")


def render_controls(ctx: BoardContext[ExtremeView], choices: Choices) -> Markup | None:
    """What the dice stage offers: Roll (and Stop), the final dice's tokens and Done, End turn; with the
    optional action's verbs before rolling and after resolving."""
    view = ctx.view
    stage, phase = view["stage"], view["phase"]
    if not ctx.acting:
        return None
    verbs = render_verbs(ctx) if phase in ("before", "after") else None
    main: Markup | None = None
    if stage == "before":
        main = choose(ctx, ("roll",), html("Roll the dice ", el("span", f"({view['dice']['rolls_left']} rolls)", class_="xt-main-sub")),
                      cls="primary big xt-main")
    elif stage == "rolling":
        main = html(choose(ctx, ("roll",), f"Roll ({view['dice']['rolls_left']} left)", cls="primary big xt-main",),
                    choose(ctx, ("stop",), html("Stop", sr(": use these dice")), cls="secondary xt-stop"))
    elif stage == "resolving" and phase == "resolving":
        return render_resolve(ctx, choices)
    elif stage == "after" and phase == "after":
        # (while a Table bowl may still be claimed, the claim is the move to make: End turn is not lit beside it)
        claimable = any(text.startswith("claim ") for text in choices.texts)
        main = choose(ctx, ("end",), "End turn", cls=("secondary" if claimable else "primary") + " big xt-main")
    if main is None and verbs is None:
        return None
    return el("div", verbs, el("div", main, class_="xt-mainrow") if main else None,
              class_="controls" + (" with-verbs" if verbs is not None else ""))


def render_hand(ctx: BoardContext[ExtremeView]) -> Markup | None:
    """The viewer's own tokens (their count of the limit); while swapping, each is the button that swaps it."""
    view = ctx.view
    seat = ctx.viewer
    if seat is None or view["phase"] == "discard":
        return None  # (the token limit's panel holds them)
    me = view["players"][seat]
    prefix = ctx.prefix
    if ctx.acting and prefix == ("swap",):
        items = []
        for token, count in me["tokens"].items():
            if not count:
                continue
            partner = PARTNER[token]
            body = html(sr(f"Swap {WORDS[token]} for {WORDS[partner]}: "), counted(token, count),
                        el("span", "→", class_="xt-arrow", aria_hidden="true"), token_chip(partner, small=True))
            items.append(el("li", choose(ctx, ("swap", token, partner), body, cls="tok swap xt-swap"),
                            **piece(token, count), data_lands=f"tokens:{seat}:{token}"))
        holding = el("ul", items, class_="tokens", aria_label=f"{whose(ctx, seat)} tokens", data_zone=f"tokens:{seat}")
    else:
        holding = tokens_list(ctx, seat, me, small=False, new=set())
    return el("section",
              el("h3", f"{whose(ctx, seat)} tokens ", printed(f"{me['token_count']}/{TOKEN_LIMIT}", "tcount"), class_="xt-hand-label",
                 data_lands="token-count"),
              holding, class_="xt-hand", aria_label=f"{whose(ctx, seat)} tokens", data_acting="swap" if ctx.acting and prefix == ("swap",) else None)


def render_dock(ctx: BoardContext[ExtremeView]) -> Markup:
    """The turn, the dice and their controls, and the viewer's tokens: what the viewer acts with, drawn on its own
    (a screen keeps it at its foot or in its side column, apart from the table; the question of the moment is the
    table's, at its head)."""
    view = ctx.view
    choices = Choices(ctx)
    notes = move_notes(ctx) if view.get("heat_moves_this_turn") else None  # (this turn's moves only)
    # (a choice in progress goes on elsewhere: a token, a bowl, the prompt; before the game's first roll, choosing the
    # starting tokens, the panel is empty)
    # (while the starting tokens are chosen no die is rolled: no dice panel, and a dock with nothing else is none)
    setup = view["stage"] in ("setup", "over")
    acting_dice = ctx.acting and not ctx.prefix
    dice = None if setup else el("section", render_turnbar(ctx, notes), render_tray(ctx), render_controls(ctx, choices),
                                 class_="dice-panel", data_acting="dice" if acting_dice else None, aria_label="Dice")
    hand = render_hand(ctx)
    if dice is None and hand is None:
        return Markup("")
    return el("div", dice, hand, class_="dock xt-dock" + (" acting" if ctx.acting else ""))
