"""Ramen Extreme's five dice: each a die (a rounded square with its face's art and letter), a kept one raised
and marked KEPT, a used one marked USED, the ones a re-roll just rolled marked "rolled" and shaken; the
rolls left as pips; and what the final dice buy (the token chips, the fans, Done)."""

from __future__ import annotations

from functools import lru_cache

from ramen.core.pieces import letter_of
from ramen.extreme.view import ExtremeView
from ramen.extreme.components import PIECE, TOKENS
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pieces import printed
from ramen.ui.markup.pictures import PIECE_ART, art
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.extreme.common import FACE_KIND, FACES, VALUE, WORDS, Choices, choose, token_chip, TYPE


@lru_cache(maxsize=256)
def die_face(face: str | None, cls: str = "") -> Markup:
    """A die showing ``face``: its art, and its letter printed in the corner in its kind's colour; a die not
    rolled yet is blank."""
    if not face:
        return el("span", printed("?", "die-q"), class_=f"die blank {cls}".strip(), aria_hidden="true")
    return el("span", art(PIECE_ART.get(face, ""), cls="die-art"), printed(letter_of(PIECE, face), "die-letter"),
              class_=f"die face-{face} k-{FACE_KIND.get(face, 'special')} {cls}".strip(), aria_hidden="true")


def render_die(ctx: BoardContext[ExtremeView], index: int, face: str | None, held: bool, used: bool, stage: str,
               roll: int = 0) -> Markup:
    """One die; ``roll``: the roll (2 or 3) that just rolled it again, marked and (with motion) shaken."""
    number = index + 1
    face_word = FACES.get(face or "", "not rolled")
    again = bool(roll) and not held and not used
    tags = html(el("span", "KEPT", class_="die-tag kept") if held else None,
                el("span", "USED", class_="die-tag used") if used else None,
                el("span", "rolled", class_="die-tag rolled", aria_hidden="true") if again else None)
    # the animation's name changes from one roll to the next, so a re-roll shakes the dice again
    cls = ("held" if held else "") + (" used" if used else "") + (f" rolled roll-{roll % 2}" if again else "")
    slot = {"class_": "die-slot", "data_die": number, "data_face": face or "", "data_held": "true" if held else "false",
            "data_rolled": "true" if again else None, "data_thing": f"die:{number}"}
    rolled_words = ", rolled again" if again else ""
    if stage == "rolling":
        verb = "release" if held else "hold"
        # its name is its content (the words it shows, in order, with the rest for screen readers only):
        # "Die 2: Fan KEPT. Tap to roll it again."
        words = html(sr(f"Die {number}: "), die_face(face, cls), sr(face_word), " ", tags,
                     sr(f"{rolled_words}. " + ("Tap to roll it again." if held else "Tap to keep it.")))
        return el("li", choose(ctx, (verb, str(number)), words, cls="die-button", key=f"die:{number}"), **slot)
    label = f"Die {number}: {face_word}" + (", used" if used else "") + rolled_words
    return el("li", el("span", die_face(face, cls), tags, class_="die-still", role="img", aria_label=label), **slot)


def render_tray(ctx: BoardContext[ExtremeView]) -> Markup:
    """The five dice in a row (blank before the turn's first roll)."""
    view = ctx.view
    dice = view["dice"]
    stage = view["stage"]
    kept = dice["held"] if not dice["final"] else [False] * len(dice["held"])  # once final, "kept" no longer matters
    roll = dice["rolls_used"] if stage in ("rolling", "resolving") else 0
    again = roll if roll >= 2 else 0  # a re-roll (the first rolls every die): the dice it rolled are marked
    row = [render_die(ctx, i, dice["faces"][i], kept[i], dice["used"][i], stage, again if dice["rolled"][i] else 0)
           for i in range(len(dice["faces"]))]
    return el("ul", row, class_="dice", data_zone="dice")


def render_counter(ctx: BoardContext[ExtremeView]) -> Markup:
    """Where the dice stand: the rolls left as pips, or "final", or "resolved"."""
    dice = ctx.view["dice"]
    rolls = dice["rolls_used"] + dice["rolls_left"]  # a turn's rolls in all
    if dice["final"] and ctx.view["stage"] == "after":
        return el("p", "Dice ", el("span", "resolved", class_="rolls final"), class_="xt-counter")
    if dice["final"]:  # (stopped early or at the last roll: these dice are the ones to use)
        return el("p", el("span", "Final dice", class_="rolls final"), f" · roll {dice['rolls_used']} of {rolls}", class_="xt-counter")
    left = dice["rolls_left"]
    pips = [el("span", class_="xt-pip on" if i < left else "xt-pip") for i in range(rolls)]
    return el("p", el("span", "Rolls", class_="xt-al-label"), sr(" left:"), " ",
              el("span", left, class_="rolls-left xt-al-num", data_rolls_left=left),
              el("span", pips, class_="xt-pips", aria_hidden="true"), class_="xt-counter")


def render_resolve(ctx: BoardContext[ExtremeView], choices: Choices) -> Markup:
    """What the final dice allow: the tokens to take (chips), the fans, and Done."""
    view = ctx.view
    takes = [t for t in TOKENS if choices.has(f"take {t}")]
    buttons = [choose(ctx, ("take", t), html(token_chip(t), sr(f"Take {WORDS[t]} ({VALUE[t]} {TYPE[t]} dice)")),
                      cls="tok take xt-chip-button", key=f"dock:take {t}") for t in takes]
    fan = None
    if view["dice"]["fans_usable"]:
        fan = choose(ctx, ("fan",), html(art(PIECE_ART["fan"], cls="xt-verb-art"), el("span", "Fans", sr(": my pepper 2 down")),
                                         el("span", "↓2", class_="xt-fan-move", aria_hidden="true")),
                     cls="xt-fan", key="dock:fan")
    done = choose(ctx, ("done",), "Done" if takes or fan else "Done (nothing to take)", cls="secondary xt-done")
    label = el("span", "Take", class_="xt-take-label", aria_hidden="true") if takes else None
    return el("div", label, buttons, fan, done, class_="row resolve")
