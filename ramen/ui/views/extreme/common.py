"""Ramen Extreme's board, the small parts every other part uses: the tokens' names, letters and kinds, a token
as a chip (with its count), the choice buttons (and the claim, which asks first), a bowl card in words."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable

from ramen.core.pieces import letter_of
from ramen.extreme.scoring import BowlCardJson
from ramen.extreme.view import ExtremeView
from ramen.extreme.components import FACE_KINDS, PIECE, TOKEN_TYPE, TOKEN_VALUE, TOKENS
from ramen.ui.markup.html import MINUS, Markup, button, el
from ramen.ui.markup.pieces import chip
from ramen.ui.views import BoardContext

#: ctx.ui key: the heat moves already animated (so a re-render does not replay the animation)
HEAT_SEEN_KEY = "extreme_heat_seen"
#: ctx.ui key: the claim waiting for "Yes, claim" ("<turn>/<phase>|claim b1 b3"): a claim gives tokens back
#: and turns up new bowls from the pile, which Undo can't take back, so the board asks first
CONFIRM_KEY = "extreme_confirm"

#: a token's short name
WORDS = {token: PIECE[token].name for token in TOKENS}
#: how many matching dice a token costs
VALUE = dict(zip(TOKENS, TOKEN_VALUE))
#: "protein" or "vegetable"
TYPE = dict(zip(TOKENS, TOKEN_TYPE))
#: the token of the same type and value (a swap's other side)
PARTNER = {t: TOKENS[i ^ 1] for i, t in enumerate(TOKENS)}
#: a die face's name
FACES = {face: PIECE[face].name for face in FACE_KINDS}
#: a die face's kind (the colour of its letter) and the letter printed beside its art
FACE_KIND = {"protein": "protein", "vegetable": "vegetable", "chili": "chili", "fan": "special"}
VERB_WORDS = {
    "choose": "Choose starting tokens", "roll": "Roll the dice", "hold": "Keep a die",
    "release": "Roll a kept die again", "stop": "Stop rolling", "take": "Take a token",
    "fan": "Fans: my pepper 2 down", "done": "Done with the dice", "claim": "Claim bowls",
    "steal": "Chopsticks: steal", "skip": "Claim nothing", "replace": "Chopsticks: replace bowls",
    "swap": "Swap a token", "discard": "Put a token back", "end": "End turn",
}


def heat_text(value: int) -> str:
    """A Heat card value as printed: +5, 0, −10 (a real minus sign)."""
    return f"+{value}" if value > 0 else (f"{MINUS}{-value}" if value < 0 else "0")


@lru_cache(maxsize=256)
def token_chip(token: str, *, small: bool = False, label: str | None = None) -> Markup:
    """A token as a round chip: its art, its letter on the rim (``label``: the chip's name for assistive
    technology, else it is hidden beside its own words). The piece's travel marks are on what holds it."""
    return chip(token, letter=letter_of(PIECE, token), kind=TYPE.get(token, "special"), cls="s" if small else "",
                label=label, thing=False)


def counted(token: str, count: int, *, small: bool = False, always: bool = False) -> Markup:
    """A chip with how many it stands for printed on its rim ("×3"; ``always``: also ×1 and ×0, as a Hot
    Pot's stock)."""
    number = el("span", f"×{count}", class_="xt-count print", data_stays=True) if always or count > 1 else None
    return el("span", token_chip(token, small=small), number, class_="xt-tok" + (" s" if small else "") + ("" if count else " none"))


def piece(token: str, count: int) -> dict[str, Any]:
    """A token's piece attributes: ``count`` tokens of one kind (static/travel.js)."""
    return {"data_thing": f"token:{token}", "data_n": count}


# --- the choices: picks for steps, whole-action buttons for complete actions -------------------------

class Choices:
    """The legal action texts (when the viewer acts), and claims, which ask before they are applied."""

    def __init__(self, ctx: BoardContext[ExtremeView]) -> None:
        self.ctx = ctx
        self.texts = {" ".join(t) for t in ctx.picker.legal} if ctx.picker is not None else set()

    def has(self, text: str) -> bool:
        return text in self.texts

    def claim(self, text: str, label_html: Markup, *, cls: str = "", label: str | None = None, why: str | None = None,
              key: str = "claim") -> Markup:
        """A claim button: it asks first (the confirm panel in the dock), since a claim can't be undone."""
        if text not in self.texts:
            return self.ctx.act(text, label_html, cls=cls, label=label, why=why, key=key)
        if text == self.pending_claim():  # asked already: the question's panel says yes or cancel
            return button(label_html, cmd="ui", arg=f"{CONFIRM_KEY}=", cls=f"{cls} selected".strip(), label=label,
                          key=f"{key}:{text}", enabled=False, title="Asked: say yes or cancel in the question's panel.")
        return button(label_html, cmd="ui", arg=f"{CONFIRM_KEY}={confirm_stamp(self.ctx.view)}|{text}", cls=cls.strip(),
                      label=label, key=f"{key}:{text}", hinted=self.ctx.hinted("act", tuple(text.split())))

    def pending_claim(self) -> str | None:
        """The claim the player tapped and is asked to confirm, if it is still legal at this decision."""
        stamp, _, text = str(self.ctx.ui.get(CONFIRM_KEY) or "").partition("|")
        if self.ctx.acting and stamp == confirm_stamp(self.ctx.view) and text in self.texts and not self.ctx.prefix:
            return text
        return None


def choose(ctx: BoardContext[ExtremeView], full: tuple[str, ...], content: str, *, cls: str = "", label: str | None = None,
           why: str | None = None, key: str | None = None) -> Markup:
    """A choice button (``ctx.choice``) keyed "step:<action>": a whole action that does not continue the
    choice in progress is applied whole, and so is one that also starts longer ones (``claim b1``)."""
    return ctx.choice(full, content, key=key or f"step:{' '.join(full)}", elsewhere="apply", cls=cls, label=label,
                      why=why)


def confirm_stamp(view: ExtremeView) -> str:
    """Names the decision a claim confirmation belongs to (it lapses at the next one)."""
    return f"{view['turn']}/{view['phase']}"


# --- words about the table -------------------------------------------------------------------------

def seat_token(seat: int) -> str:
    return f"p{seat + 1}"


def bowl_words(bowl: BowlCardJson) -> str:
    return " + ".join(WORDS.get(i, i) for i in bowl["ingredients"])


def slots_words(view: ExtremeView, slots: Iterable[int]) -> str:
    """'bowl 1 (Egg + Scallion, 5)' for 1-based slots."""
    parts = []
    for slot in slots:
        bowl = view["table"][slot - 1]["bowl"]
        parts.append(f"bowl {slot}" + (f" ({bowl_words(bowl)}, {bowl['points']})" if bowl else ""))
    return " and ".join(parts)


def slots_of(text: str) -> list[int]:
    """The 1-based Table slots of "claim b1 b3" or "replace b2"."""
    return [int(t[1:]) for t in text.split()[1:] if t[1:].isdigit()]


def claim_short(text: str) -> str:
    slots = slots_of(text)
    return ("bowl " if len(slots) == 1 else "bowls ") + " and ".join(str(s) for s in slots)


def replace_words(text: str) -> str:
    slots = slots_of(text)
    if len(slots) == 3:
        return "All three bowls"
    return ("Bowl " if len(slots) == 1 else "Bowls ") + " + ".join(str(s) for s in slots)


def table_bowl(view: ExtremeView, slot: int) -> BowlCardJson:
    """The bowl card in Table place ``slot`` (1-based) that a claim names (a claimable place holds one)."""
    bowl = view["table"][slot - 1]["bowl"]
    assert bowl is not None, f"Table place {slot} is empty"
    return bowl


def points_of(view: ExtremeView, text: str) -> int:
    """The points of the Table bowls a claim names."""
    return sum(table_bowl(view, slot)["points"] for slot in slots_of(text))


def player_order(ctx: BoardContext[ExtremeView]) -> list[int]:
    """The viewer's own seat first, then the others in turn order (a spectator: seat order)."""
    seats = ctx.view["seats"]
    first = ctx.viewer if ctx.viewer is not None else 0
    return [(first + step) % seats for step in range(seats)]
