"""Ramen Extreme's board: the five dice, the Table's three bowls, the four Hot Pots and every
player's tokens, Chopsticks and Heat card (with the pepper on its track).

Everything in Ramen Extreme is public (only the order of the face-down pile is hidden), so every
screen shows the same table: no hand-off. How a turn is played by taps:

* before rolling: "Roll the dice", or one optional action (Claim, Chopsticks: steal / replace, Swap);
* rolling: tap a die to keep it (``hold i``; tap again: ``release i``), "Roll (N left)" re-rolls
  the others, "Stop" keeps the dice as they are; the third roll makes them final;
* resolving: the token buttons the dice allow (``take <token>``, also on the Hot Pots), "Fans"
  and "Done";
* after: the optional action if not taken yet, then "End turn".

Actions that are complete AND the start of a longer one (``claim b1`` / ``claim b1 b3``,
``replace b1`` / ``replace b1 b2``) are offered as whole-action buttons (``cmd="act"``), one per
choice, so the board never leaves the player wondering whether to confirm.
"""

from __future__ import annotations

from typing import Any, Iterable

from ramen.extreme.scoring import BowlCardJson
from ramen.extreme.view import ExtremeHeatMove, ExtremePlayerView, ExtremeView
from ramen.core.words import noun, plural
from ramen.extreme.components import FACE_KINDS, PIECE, TOKEN_VALUE, TOKENS
from ramen.ui.markup.html import MINUS, Child, Markup, button, el, html
from ramen.ui.views import BoardContext, BoardView, game_icon, sr

#: the icons of Extreme's pieces, named as the game names them
icon = game_icon("extreme")

#: ctx.ui key: the heat moves already animated (so a re-render does not replay the animation)
HEAT_SEEN_KEY = "extreme_heat_seen"
#: ctx.ui key: the claim waiting for "Yes, claim" ("<turn>/<phase>|claim b1 b3"): a claim gives tokens back
#: and turns up new bowls from the pile, which Undo can't take back, so the board asks first
CONFIRM_KEY = "extreme_confirm"

#: a token's and a die face's short name
WORDS = {token: PIECE[token].name for token in TOKENS}
#: how many matching dice a token costs
VALUE = dict(zip(TOKENS, TOKEN_VALUE))
PARTNER = {t: TOKENS[i ^ 1] for i, t in enumerate(TOKENS)}
FACES = {face: PIECE[face].name for face in FACE_KINDS}
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


def token_chip(token: str, size: int = 32) -> Markup:
    return html(icon(token, size, decorative=True), el("span", WORDS.get(token, token), class_="tname"))


# --- the choices: picks for steps, whole-action buttons for complete actions -------------------------

class Choices:
    """The legal action texts (when the viewer acts), and claims, which ask before they are applied."""

    def __init__(self, ctx: BoardContext[ExtremeView]) -> None:
        self.ctx = ctx
        self.texts = {" ".join(t) for t in ctx.picker.legal} if ctx.picker is not None else set()

    def has(self, text: str) -> bool:
        return text in self.texts

    def claim(self, text: str, label_html: Markup, *, cls: str = "", label: str | None = None,
              key: str = "claim") -> Markup:
        """A claim button: it asks first (the confirm panel at the top of the board), since a claim can't be undone."""
        if text not in self.texts:
            return self.ctx.act(text, label_html, cls=cls, label=label, key=key)
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


# --- helpers on the view -------------------------------------------------------------------------

def _you(ctx: BoardContext[ExtremeView], seat: int | None) -> Markup | None:
    """A tag after a player's name: "you" or "computer"."""
    if seat is not None and seat == ctx.viewer:
        return html(" ", el("span", "you", class_="tag you"))
    if seat in ctx.bot_seats:
        return html(" ", el("span", "computer", class_="tag bot"))
    return None


def _seat_token(seat: int) -> str:
    return f"p{seat + 1}"


def bowl_words(bowl: BowlCardJson) -> str:
    return " + ".join(WORDS.get(i, i) for i in bowl["ingredients"])


def table_bowl(view: ExtremeView, slot: int) -> BowlCardJson:
    """The bowl card in Table place ``slot`` (1-based) that a claim names (a claimable place holds one)."""
    bowl = view["table"][slot - 1]["bowl"]
    assert bowl is not None, f"Table place {slot} is empty"
    return bowl


def slots_words(view: ExtremeView, slots: Iterable[int]) -> str:
    """'bowl 1 (Egg + Scallion, 5)' for 1-based slots."""
    parts = []
    for slot in slots:
        bowl = view["table"][slot - 1]["bowl"]
        parts.append(f"bowl {slot}" + (f" ({bowl_words(bowl)}, {bowl['points']})" if bowl else ""))
    return " and ".join(parts)


def _move_text(ctx: BoardContext[ExtremeView], move: ExtremeHeatMove) -> str:
    cause, by, seat = move["cause"], move["by"], move["seat"]
    before, after = move["from"], move["to"]
    arrow = "↑" if after > before else "↓" if after < before else "="
    if by != seat:
        what = {"chili": "chili", "chilis": "two chili pairs", "five chilis": "five chilis!"}.get(cause, cause)
        text = f"{arrow} {what} from {ctx.who(by)}"
    else:
        text = f"{arrow} {cause}"
    if after == before:
        return text + ": already at the top" if after == len(ctx.view["heat_track"]) - 1 else text + ": no change"
    start = "start" if before == 0 else heat_text(move["from_value"])
    end = "start" if after == 0 else heat_text(move["to_value"])  # the start is off the card, below its 0 space
    return text + f": {start} → {end}"


def recent_moves(ctx: BoardContext[ExtremeView]) -> tuple[dict[int, list[str]], bool]:
    """Per seat, the texts of the latest heat moves that hit it (shown for one round), and whether
    they are new to this screen (then they are animated once)."""
    view = ctx.view
    moves = view.get("heat_moves") or []
    turn = view.get("heat_moves_turn")
    if not moves or turn is None or view["turn"] - turn >= view["seats"]:
        return {}, False
    notes: dict[int, list[str]] = {}
    for move in moves:
        notes.setdefault(move["seat"], []).append(_move_text(ctx, move))
    stamp = f"{turn}:{len(moves)}:{moves[-1]['seat']}:{moves[-1]['to']}"
    fresh = bool(view.get("heat_moves_this_turn")) and ctx.ui.get(HEAT_SEEN_KEY) != stamp
    if fresh:
        ctx.ui[HEAT_SEEN_KEY] = stamp  # the animation plays once; later re-renders keep the highlight only
    return notes, fresh


def recent_moves_by_others(ctx: BoardContext[ExtremeView]) -> dict[str, Any]:
    """What the other seats' actions since the viewer last acted (``ctx.recent``) moved: per seat the tokens
    that came in, the bowls claimed (how many, newest last) and short notes; the Table slots refilled."""
    view = ctx.view
    seats = view["seats"]
    tokens: dict[int, set[str]] = {}
    claimed: dict[int, int] = {}
    notes: dict[int, list[str]] = {}
    slots: set[int] = set()
    for seat, text in ctx.recent:
        if seat is None or not 0 <= seat < seats:
            continue
        parts = str(text).split()
        verb, rest = (parts[0], parts[1:]) if parts else ("", [])
        mine = tokens.setdefault(seat, set())
        if verb == "take" and len(rest) == 1 and rest[0] in WORDS:
            mine.add(rest[0])
            notes.setdefault(seat, []).append(f"took {WORDS[rest[0]]}")
        elif verb == "choose" and all(t in WORDS for t in rest):
            mine.update(rest)
        elif verb == "swap" and len(rest) == 2 and rest[1] in WORDS:
            mine.add(rest[1])
            notes.setdefault(seat, []).append(f"swapped {WORDS.get(rest[0], rest[0])} for {WORDS[rest[1]]}")
        elif verb == "steal" and len(rest) == 2 and rest[1] in WORDS and rest[0][1:].isdigit():
            victim = int(rest[0][1:]) - 1
            mine.add(rest[1])
            notes.setdefault(seat, []).append(f"stole {WORDS[rest[1]]} from {ctx.who(victim)}")
            if 0 <= victim < seats:
                notes.setdefault(victim, []).append(f"lost {WORDS[rest[1]]} to {ctx.who(seat)}'s chopsticks")
        elif verb == "claim" and rest:
            picked = [int(t[1:]) for t in rest if t[1:].isdigit()]
            claimed[seat] = claimed.get(seat, 0) + len(picked)
            slots.update(picked)
            notes.setdefault(seat, []).append(f"claimed {plural(len(picked), 'bowl')}")
        elif verb == "replace" and rest:
            picked = [int(t[1:]) for t in rest if t[1:].isdigit()]
            slots.update(picked)
            notes.setdefault(seat, []).append(f"replaced Table {noun(len(picked), 'bowl')} "
                                              + " and ".join(str(p) for p in picked))
        elif verb == "discard" and len(rest) == 1:
            notes.setdefault(seat, []).append(f"put {WORDS.get(rest[0], rest[0])} back")
    return {"tokens": tokens, "claimed": claimed, "notes": notes, "slots": slots}


# --- the board -----------------------------------------------------------------------------------

def render_board(ctx: BoardContext[ExtremeView]) -> Markup:
    choices = Choices(ctx)
    view = ctx.view
    notes, fresh = recent_moves(ctx)
    moved = recent_moves_by_others(ctx)
    pots = render_pots(ctx, choices)
    players = render_players(ctx, choices, notes, fresh, moved)
    banner = notes if view.get("heat_moves_this_turn") else None  # the turn line tells of this turn's moves only
    return el("div", render_turn(ctx, banner), render_prompt(ctx, choices),
              el("div", el("div", render_dice(ctx, choices), render_optional(ctx, choices), class_="xt-left"),
                 render_table(ctx, choices, moved["slots"]), class_="xt-main"),
              (pots, players) if view["stage"] == "setup" else (players, pots),
              class_="extreme-board", data_stage=view["phase"])


def render_turn(ctx: BoardContext[ExtremeView], notes: dict[int, list[str]] | None = None) -> Markup:
    """Whose turn, the stage, the round, the latest heat moves and the final-round warning."""
    view = ctx.view
    seat = view["to_act"]
    final = view["final_round"]
    # while rolling, the phase words say what to do (the status line's sentence): here the step is enough
    phase = f"rolling (roll {view['dice']['rolls_used']} of 3)" if view["phase"] == "rolling" else view["status"]
    parts = [html(el("strong", ctx.who(seat)), _you(ctx, seat), f": {phase}"),
             el("span", f"round {view['round']}", class_="muted")]
    if view["stage"] not in ("setup", "over"):
        used = view["optional_used"]
        parts.append(el("span", f"optional action: {'taken' if used else 'not taken yet'}",
                        class_="opt-state used" if used else "opt-state"))
    banner = None
    if final.get("active"):
        left = final.get("turns_left") or 0
        why = "the last bowl of the pile is on the Table" if final.get("reason") == "pile" else f"round {view['max_rounds']} is the last"
        banner = el("p", el("strong", "Final round"), f": {why}; {plural(left, 'more turn')} after this one.",
                    class_="final-round", role="note")
    heat = None
    if notes:
        moved = "; ".join(f"{ctx.who(seat)} {text}" for seat, texts in sorted(notes.items()) for text in texts)
        heat = el("p", icon("pepper", 32, decorative=True), el("span", f"Peppers moved: {moved}"), class_="heat-line")
    return html(el("p", [(" · " if i else None, part) for i, part in enumerate(parts)], class_="turnline"), heat, banner)


def prompt_panel(*children: Child, label: str | None = None, cls: str = "prompt", acting: bool = True) -> Markup:
    """A question at the top of the board, where the person acts now (``acting``: its controls are where the
    choice goes on; a prompt of words only, while the choice goes on elsewhere, is not)."""
    return el("section", children, data_acting="prompt" if acting else None, class_=cls, aria_label=label)


def stealing_from(ctx: BoardContext[ExtremeView]) -> int | None:
    """The seat the person is stealing from, once chosen: the choice goes on on that player's card."""
    prefix = ctx.prefix
    if ctx.acting and len(prefix) > 1 and prefix[0] == "steal" and prefix[1][1:].isdigit():
        return int(prefix[1][1:]) - 1
    return None


def render_prompt(ctx: BoardContext[ExtremeView], choices: Choices) -> Markup | None:
    """The question of the moment: a prompt (discard, claim after a steal) or a choice half made."""
    view = ctx.view
    phase = view["phase"]
    if not ctx.acting:
        return None
    me = view["players"][ctx.acting_seat]
    prefix = ctx.prefix
    pending = choices.pending_claim()
    if pending:
        slots = _slots(pending)
        spent = [i for slot in slots for i in table_bowl(view, slot)["ingredients"]]
        worth = sum(table_bowl(view, slot)["points"] for slot in slots)
        gives = ", ".join(WORDS.get(i, i) for i in spent)
        refill = ("new bowls are turned up from the pile" if view["pile_count"] else "the pile is empty: no bowl replaces it")
        return prompt_panel(
            el("h2", f"Claim {slots_words(view, slots)}?"),
            el("p", f"You give back {gives} ({plural(len(spent), 'token')}) and score {plural(worth, 'point')}; {refill}."
                    " A claim can't be undone.", class_="hint"),
            el("div", ctx.act(pending, html(f"Yes, claim {_claim_short(pending)}"), cls="primary", key="confirm"),
               ctx.ui_button(CONFIRM_KEY, "", "Cancel", cls="secondary"), class_="row"),
            cls="prompt confirm", label="Confirm the claim")
    if phase == "discard":
        buttons = [choose(ctx, ("discard", t), html(token_chip(t), el("span", f"×{n}", class_="count")), cls="tok")
                   for t, n in me["tokens"].items() if n]
        return prompt_panel(el("h2", f"You hold {me['token_count']} tokens: put one back"),
                            el("p", f"At most {view['token_limit']} tokens. Tap the one to return to its Hot Pot.",
                               class_="hint"),
                            el("div", buttons, class_="row"), label="Token limit")
    if phase == "steal_claim":
        stolen = view.get("stolen") or ""
        claims = [text for text in sorted(choices.texts) if text.startswith("claim ") and len(_slots(text)) > 1]
        buttons = [choices.claim(text, html(f"Claim {slots_words(view, _slots(text))}"), cls="primary") for text in claims]
        return prompt_panel(el("h2", "You stole ", icon(stolen, 32, decorative=True) if stolen else None,
                               f" {WORDS.get(stolen, stolen)}: claim a bowl with it?"),
                            el("p", "Tap Claim on a bowl of the Table below. Steal and claim count as one optional action.",
                               class_="hint"),
                            el("div", buttons, ctx.act("skip", "Claim nothing", cls="secondary"), class_="row"),
                            label="Claim with the stolen token")
    if not prefix:
        return None
    verb = prefix[0]
    if verb in ("claim", "replace") and len(prefix) >= 2:
        done = " ".join(prefix)
        picked = [int(t[1:]) for t in prefix[1:]]
        verb_word = "Claim" if verb == "claim" else "Replace"
        just = "just this bowl" if len(picked) == 1 else "just these bowls"
        adds = [ctx.pick(t, content=html(f"Also bowl {t[1:]}"), cls="add") for t in sorted(ctx.options())]
        confirm = ctx.act(done, f"{verb_word} {just}", cls="primary") if choices.has(done) else None
        return prompt_panel(el("h2", f"{verb_word} {slots_words(view, picked)}"),
                            el("div", confirm, adds, class_="row"), label=verb_word)
    if verb == "replace":
        texts = sorted((text for text in choices.texts if text.startswith("replace ")), key=lambda text: (len(text), text))
        buttons = [ctx.act(text, html(_replace_words(text))) for text in texts]
        return prompt_panel(el("h2", "Chopsticks: which Table bowls go to the bottom of the pile?"),
                            el("p", f"Each is replaced from the top of the pile ({view['pile_count']} left).", class_="hint"),
                            el("div", buttons, class_="row"), label="Replace bowls")
    if verb == "steal":
        who = f" from {ctx.who(int(prefix[1][1:]) - 1)}" if len(prefix) > 1 else ""
        victims = [] if len(prefix) > 1 else [ctx.pick(t, content=html(ctx.who(int(t[1:]) - 1)), cls="who")
                                              for t in sorted(ctx.options())]
        return prompt_panel(el("h2", f"Chopsticks: steal a token{who}"),
                            el("p", f"Tap a token on {'their' if who else 'another player’s'} card.", class_="hint"),
                            el("div", victims, class_="row") if victims else None, label="Steal", acting=not who)
    if verb == "choose" and len(prefix) == 2:
        return prompt_panel(el("h2", "Starting tokens: ", token_chip(prefix[1]), " and a vegetable"),
                            el("p", "Now tap a vegetable in the Hot Pots.", class_="hint"), label="Starting tokens")
    return prompt_panel(el("h2", f"{VERB_WORDS.get(verb, verb)}…"))


def _slots(text: str) -> list[int]:
    return [int(t[1:]) for t in text.split()[1:]]


def _claim_short(text: str) -> str:
    slots = _slots(text)
    return ("bowl " if len(slots) == 1 else "bowls ") + " and ".join(str(s) for s in slots)


def _replace_words(text: str) -> str:
    slots = _slots(text)
    if len(slots) == 3:
        return "All three bowls"
    return ("Bowl " if len(slots) == 1 else "Bowls ") + " + ".join(str(s) for s in slots)


# --- the dice ------------------------------------------------------------------------------------

def last_rolled(actions: tuple[str, ...]) -> tuple[int, frozenset[int]]:
    """Which roll of the turn the dice show and which dice (0-based) it rolled: (0, none) before the
    turn's first roll. Read from the turn's own actions: only roll, hold and release (and a stop after
    them) follow one another within a turn's rolling; any other action came before its first roll."""
    start = len(actions)
    while start > 0 and actions[start - 1].split()[0] in ("roll", "hold", "release", "stop"):
        start -= 1
    held = [False] * 5
    rolls, rolled = 0, frozenset[int]()
    for text in actions[start:]:
        verb, *rest = text.split()
        if verb in ("hold", "release") and rest and rest[0].isdigit() and 1 <= int(rest[0]) <= 5:
            held[int(rest[0]) - 1] = verb == "hold"
        elif verb == "roll":
            rolls += 1
            rolled = frozenset(range(5)) if rolls == 1 else frozenset(i for i in range(5) if not held[i])
    return rolls, rolled


def _die(ctx: BoardContext[ExtremeView], index: int, face: str | None, held: bool, used: bool, stage: str,
         roll: int = 0) -> Markup:
    """One die; ``roll``: the roll (2 or 3) that just rolled it again, marked and (with motion) shaken."""
    number = index + 1
    face_word = FACES.get(face or "", "not rolled")
    tag = el("span", "KEPT", class_="die-tag kept") if held else el("span", "USED", class_="die-tag used") if used else None
    again = bool(roll) and not held and not used
    inner = html(icon(face, 48, decorative=True) if face else el("span", "?", class_="die-blank", aria_hidden="true"),
                 el("span", face_word, class_="die-face"), tag,
                 el("span", "rolled", class_="die-tag rolled", aria_hidden="true") if again else None)
    # the animation's name changes from one roll to the next, so a re-roll shakes the dice again
    cls = "die" + (" held" if held else "") + (" used" if used else "") + (f" rolled roll-{roll % 2}" if again else "")
    slot = {"class_": "die-slot", "data_die": number, "data_face": face or "", "data_held": "true" if held else "false",
            "data_rolled": "true" if again else None, "data_thing": f"die:{number}"}
    rolled_words = ", rolled again" if again else ""
    if stage == "rolling":
        verb = "release" if held else "hold"
        # its name is its content (the words it shows, in order, with the rest for screen readers only):
        # "Die 2: Fan KEPT. Tap to roll it again."
        words = html(sr(f"Die {number}: "), inner, sr(f"{rolled_words}. " + ("Tap to roll it again." if held else "Tap to keep it.")))
        return el("li", choose(ctx, (verb, str(number)), words, cls=cls, key=f"die:{number}"), **slot)
    label = f"Die {number}: {face_word}" + (", used" if used else "") + rolled_words
    return el("li", el("span", inner, class_=cls, role="img", aria_label=label), **slot)


def render_dice(ctx: BoardContext[ExtremeView], choices: Choices) -> Markup | None:
    view = ctx.view
    dice = view["dice"]
    stage = view["stage"]
    phase = view["phase"]
    left = dice["rolls_left"]
    if stage == "setup":
        return el("section", el("h2", "Setup"),
                  el("p", "Each player in turn chooses one protein and one vegetable token from the Hot Pots "
                          "(tap a protein, then a vegetable). Then the Table is revealed and the first turn begins.",
                     class_="hint"),
                  class_="dice-panel", aria_label="Dice")
    if stage == "over":
        return None
    if dice["final"] and stage == "after":
        counter = html(el("span", "resolved", class_="rolls final"))
    elif dice["final"]:
        counter = html(el("span", "final: resolve them", class_="rolls final"))
    elif dice["rolls_used"]:
        counter = html(el("span", f"roll {dice['rolls_used']} of 3", class_="rolls"))
    else:
        counter = html(el("span", "not rolled yet", class_="rolls"))
    if not dice["final"]:
        counter = html(counter, " ", el("span", f"{plural(left, 'roll')} left", class_="rolls-left", data_rolls_left=left))
    kept = dice["held"] if not dice["final"] else [False] * 5  # once final, "kept" no longer matters
    roll, rolled = last_rolled(ctx.actions) if stage in ("rolling", "resolving") else (0, frozenset[int]())
    again = roll if roll >= 2 and roll == dice["rolls_used"] else 0  # a re-roll: the first rolls every die
    row = [_die(ctx, i, dice["faces"][i], kept[i], dice["used"][i], stage, again if i in rolled else 0) for i in range(5)]
    controls: Markup | None = None
    hint = ""
    if stage == "before":
        controls = choose(ctx, ("roll",), "Roll the dice (3 rolls)", cls="primary big",
                          why="Finish the choice in progress first." if ctx.acting else None)
        hint = "Roll first, or take your optional action now (below) and roll after."
    elif stage == "rolling":
        controls = html(choose(ctx, ("roll",), f"Roll ({left} left)", cls="primary big"),
                        choose(ctx, ("stop",), "Stop: use these dice", cls="secondary"))
        hint = "Tap the dice to keep (KEPT) before rolling the others again."
    elif stage == "resolving" and phase == "resolving":
        controls = render_resolve(ctx, choices)
    elif stage == "after" and phase == "after":
        controls = choose(ctx, ("end",), "End turn", cls="primary big")
        hint = "" if view["optional_used"] else "You may still take your optional action before ending the turn."
    return el("section", el("h2", "Dice ", counter), el("ul", row, class_="dice", data_zone="dice"), el("div", controls, class_="controls"),
              el("p", hint, class_="hint") if hint and ctx.acting else None,
              class_="dice-panel", data_acting="dice" if ctx.acting and stealing_from(ctx) is None else None, aria_label="Dice")


def render_resolve(ctx: BoardContext[ExtremeView], choices: Choices) -> Markup:
    """What the final dice allow: the token buttons, the fans, and Done."""
    view = ctx.view
    unused = view["dice"]["unused"]
    counts = ", ".join(f"{n} {FACES[f].lower()}" for f, n in unused.items() if n and f != "chili") or "none"
    takes = [t for t in TOKENS if choices.has(f"take {t}")]
    buttons = [choose(ctx, ("take", t), html(token_chip(t), el("span", f"{VALUE[t]} dice", class_="cost")), cls="tok take")
               for t in takes]
    fan = None
    if view["dice"]["fans_usable"]:
        fan = choose(ctx, ("fan",), html(icon("fan", 32, decorative=True), " Fans: pepper 2 down"), cls="tok")
    done = choose(ctx, ("done",), "Done" if takes or fan else "Done (nothing to take)", cls="secondary")
    intro = el("p", f"Unused dice: {counts}. Each die is used once.", class_="hint") if ctx.acting else None
    return html(intro, el("div", buttons, fan, done, class_="row resolve"))


# --- optional actions ------------------------------------------------------------------------------

def render_optional(ctx: BoardContext[ExtremeView], choices: Choices) -> Markup | None:
    view = ctx.view
    phase = view["phase"]
    if not ctx.acting or phase not in ("before", "after"):
        return None
    if view["optional_used"]:
        return el("section", el("h2", "Optional action"), el("p", "Taken this turn (one per turn).", class_="hint"),
                  class_="optional", aria_label="Optional action")
    claims = sorted((text for text in choices.texts if text.startswith("claim ")), key=lambda t: (len(t), t))
    if claims:  # one bowl: its Claim button is on its card on the Table; several together: here
        together = [text for text in claims if len(_slots(text)) > 1]
        claim_html = html(el("p", "Tap Claim on a bowl of the Table.", class_="hint"),
                          (choices.claim(text, html(f"Claim {slots_words(view, _slots(text))}"), cls="primary claim")
                           for text in together))
    else:
        claim_html = ctx.act("claim", "Claim a bowl")
    steal = choose(ctx, ("steal",), html(icon("chopsticks", 32, decorative=True), " Steal a token"))
    replace = choose(ctx, ("replace",), html(icon("chopsticks", 32, decorative=True), " Replace Table bowls"))
    swaps = [t for t in TOKENS if choices.has(f"swap {t} {PARTNER[t]}")]
    if swaps:
        swap_html = html(choose(ctx, ("swap", t, PARTNER[t]),
                                html(icon(t, 32, decorative=True), " → ", icon(PARTNER[t], 32, decorative=True), " ",
                                     el("span", f"{WORDS[t]} for {WORDS[PARTNER[t]]}", class_="tname")), cls="tok swap")
                         for t in swaps)
    else:
        swap_html = ctx.act("swap", "Swap a token")
    return el("section",
              el("h2", "Optional action ", el("span", "(one per turn)", class_="muted")),
              el("div", el("h3", "Claim"), el("div", claim_html, class_="row"), class_="opt-group"),
              el("div", el("h3", "Chopsticks"), el("div", steal, replace, class_="row"), class_="opt-group"),
              el("div", el("h3", "Swap"), el("div", swap_html, class_="row"), class_="opt-group"),
              class_="optional", aria_label="Optional action", data_acting_more="optional")


# --- the Table -----------------------------------------------------------------------------------

def render_table(ctx: BoardContext[ExtremeView], choices: Choices, moved: set[int] | frozenset[int] = frozenset()) -> Markup:
    view = ctx.view
    cards = []
    phase = view["phase"]
    offer_claims = ctx.acting and (phase == "steal_claim" or (phase in ("before", "after") and not view["optional_used"]))
    for place in view["table"]:
        slot = place["slot"]
        bowl = place["bowl"]
        if bowl is None:
            inner = (el("p", "Face down until everyone has chosen", class_="face-down") if place["hidden"]
                     else el("p", "Empty: the pile has run out", class_="empty"))
            cards.append(el("li", el("h3", f"Bowl {slot}"), inner, class_="bowl-card blank", data_slot=slot))
            continue
        tags = []
        cls = "bowl-card" + (" moved" if slot in moved else "")
        if slot in moved:
            tags.append(el("p", "New from the pile", class_="moved-tag"))
        if place["claim_now"] or (offer_claims and choices.has(f"claim b{slot}")):
            cls += " claim-now"
            tags.append(el("p", "★ You can claim it now", class_="claim-tag"))
        elif place["claimable"] and ctx.viewer is not None:
            tags.append(el("p", "You hold its ingredients", class_="claim-tag soft"))
        others = [s for s in place["claimable_by"] if s != ctx.viewer]
        if others:
            tags.append(el("p", f"Ingredients held by {', '.join(ctx.who(s) for s in others)}", class_="by"))
        claim = None
        if offer_claims:
            can = choices.has(f"claim b{slot}")
            claim = choices.claim(f"claim b{slot}", html("Claim", sr(f" bowl {slot} ({bowl_words(bowl)}, {bowl['points']} points)")),
                                  key="table", cls="claim primary" if can else "claim secondary")
        cards.append(el("li",
                        el("div", el("h3", f"Bowl {slot}"), el("span", bowl["points"], el("small", " pts"), class_="points"),
                           class_="bowl-head"),
                        el("ul", [el("li", token_chip(i)) for i in bowl["ingredients"]], class_="ings"), tags, claim,
                        class_=cls, data_slot=slot, data_thing=f"bowl:{bowl['id']}"))
    return el("section",
              el("h2", icon("bowl", 32, decorative=True), " The Table ",
                 el("span", f"pile: {view['pile_count']} face down", class_="muted", data_zone="pile",
                    data_hidden=view["pile_count"])),
              el("ul", cards, class_="bowls", data_zone="table"),
              class_="table-panel", aria_label="The Table", data_acting_more="claims" if offer_claims else None)


# --- the Hot Pots --------------------------------------------------------------------------------

def render_pots(ctx: BoardContext[ExtremeView], choices: Choices) -> Markup:
    view = ctx.view
    stage, phase = view["stage"], view["phase"]
    prefix = ctx.prefix
    pots = []
    for pot in view["pots"]:
        items = []
        for token, count in pot["tokens"].items():
            chip = html(token_chip(token), el("span", f"×{count}", class_="count"))
            cls = "tok" if count else "tok empty"
            if stage == "setup":
                why = None
                if pot["type"] == "protein":
                    full: tuple[str, ...] = ("choose", token)
                    why = "Tap the chosen protein again to change it."  # a protein is chosen: a vegetable now
                elif len(prefix) == 2 and prefix[0] == "choose":
                    full = ("choose", prefix[1], token)
                else:
                    full = ("choose", "?", token)
                items.append(el("li", choose(ctx, full, chip, cls=cls, why=why), **piece(token, count)))
            elif stage == "resolving" and phase == "resolving":
                items.append(el("li", choose(ctx, ("take", token), chip, cls=cls), **piece(token, count)))
            else:
                items.append(el("li", chip, class_="tok-static" if count else "tok-static empty", **piece(token, count)))
        pots.append(el("li",
                       el("h3", pot["label"], " ", el("span", f"{pot['value']} {pot['type']} dice", class_="muted")),
                       el("ul", items, class_="pot-tokens", data_zone=f"pot:{pot['id']}"),
                       class_=f"pot {pot['type']}", data_pot=pot["id"]))
    return el("section", el("h2", "Hot Pots"), el("ul", pots, class_="pots"),
              class_="pots-panel", data_acting="pots" if ctx.acting and stage == "setup" else None, aria_label="Hot Pots")


# --- the players ---------------------------------------------------------------------------------

def pepper_piece() -> Markup:
    """The pepper on a Heat card: a piece that travels between the track's spaces (static/travel.js)."""
    return el("span", icon("pepper", 32), class_="pepper", data_thing="pepper")


def piece(token: str, count: int) -> dict[str, Any]:
    """A token chip's piece attributes: ``count`` tokens of one kind (static/travel.js)."""
    return {"data_thing": f"token:{token}", "data_n": count}


def heat_track(player: ExtremePlayerView, track: list[int]) -> Markup:
    """The Heat card: the pepper's start off the bottom of the card (worth 0), then the card's 7 spaces
    from the bottom (0) up to the top (−20); ``track`` holds the points of the 8 positions, start first."""
    cells = []
    for position, value in enumerate(track[1:], start=1):
        here = position == player["heat"]
        cells.append(el("li", el("span", heat_text(value), class_="hv"), pepper_piece() if here else None,
                        class_="here" if here else "", aria_current="true" if here else None,
                        data_zone=f"heat:{player['seat']}:{position}"))
    at_start = player["heat"] == 0
    start = el("span", pepper_piece() if at_start else None, "start",
               class_="heat-ends heat-start here" if at_start else "heat-ends heat-start",
               aria_current="true" if at_start else None, data_zone=f"heat:{player['seat']}:0")
    where = "at the start, off the card (0)" if at_start else (
        f"at {heat_text(player['heat_value'])} (space {player['heat']} of {len(track) - 1} from the bottom)")
    return el("div", start, el("ol", cells, class_="heat-track"), el("span", "top", class_="heat-ends"),
              class_="heat", role="group", aria_label=f"Heat card: pepper {where}")


def render_players(ctx: BoardContext[ExtremeView], choices: Choices, notes: dict[int, list[str]], fresh: bool,
                   moved: dict[str, Any] | None = None) -> Markup:
    moved = moved or {"tokens": {}, "claimed": {}, "notes": {}}
    view = ctx.view
    prefix = ctx.prefix
    stealing = ctx.acting and bool(prefix) and prefix[0] == "steal"
    victim = stealing_from(ctx)
    cards = []
    order = list(range(view["seats"]))
    if ctx.viewer is not None:  # my card first, then the others in turn order
        order = order[ctx.viewer:] + order[:ctx.viewer]
    for seat in order:
        player = view["players"][seat]
        cls = "player"
        if seat == view["to_act"]:
            cls += " current"
        note = []
        if seat in notes:
            cls += " hit" + (" fresh" if fresh else "")
            note = [el("p", text, class_="heat-note") for text in notes[seat]]
        if moved["notes"].get(seat):
            note.append(el("p", f"Since your last turn: {'; '.join(moved['notes'][seat])}.", class_="moved-note"))
        tokens = []
        for token, count in player["tokens"].items():
            if not count:
                continue
            chip = html(token_chip(token), el("span", f"×{count}", class_="count"))
            if stealing and seat != ctx.viewer:
                full = ("steal", _seat_token(seat), token)
                tokens.append(el("li", choose(ctx, full, html(sr("Steal "), chip, sr(f" from {ctx.who(seat)}")), cls="tok steal"),
                                 **piece(token, count)))
            else:
                new = token in moved["tokens"].get(seat, ())
                tokens.append(el("li", chip, class_="tok-static moved" if new else "tok-static", **piece(token, count)))
        ready = player["chopsticks"]
        sticks = el("span", icon("chopsticks", 32, decorative=True), f"Chopsticks {'ready' if ready else 'used'}",
                    class_="sticks" if ready else "sticks spent")
        first_new = len(player["bowls"]) - moved["claimed"].get(seat, 0)
        bowls = [el("li", el("span", b["points"], class_="points"), f" {bowl_words(b)}", class_="moved" if k >= first_new else None,
                    data_thing=f"bowl:{b['id']}")
                 for k, b in enumerate(player["bowls"])]
        cards.append(el(
            "li",
            el("div",
               el("h3", ctx.who(seat), _you(ctx, seat), el("span", "▶ playing", class_="tag turn") if seat == view["to_act"] else None),
               el("span", player["score"], el("small", " pts"), class_="score", data_tally=player["score"],
                  data_tally_key=f"score:{seat}",
                  title=f"bowls {player['bowl_points']}, heat {heat_text(player['heat_value'])}, tokens {player['token_count']}"),
               class_="player-head"),
            heat_track(player, view["heat_track"]), note,
            el("div", el("ul", tokens or el("li", "no tokens", class_="none"), class_="tokens", aria_label="Tokens",
                         data_zone=f"tokens:{seat}"),
               el("span", f"{player['token_count']}/{view['token_limit']} tokens", class_="tcount"), sticks,
               class_="holdings"),
            el("div", el("span", f"Bowls: {player['bowl_points']} pts", class_="label"),
               el("ul", bowls, class_="claimed", data_zone=f"claimed:{seat}") if bowls
               else el("p", "No bowls yet", class_="claimed none", data_zone=f"claimed:{seat}"),
               class_="bowls-won"),
            class_=cls, data_seat=seat, data_acting="steal" if seat == victim else None))
    return el("section", el("h2", "Players"), el("ul", cards, class_="players"),
              class_="players-panel", aria_label="Players")


# --- the choice bar's words ------------------------------------------------------------------------

def token_label(token: str, prefix: tuple[str, ...], ctx: BoardContext[ExtremeView]) -> str | None:
    """Words for a token in the shell's choice bar."""
    view = ctx.view
    if token == "roll":
        left = view["dice"]["rolls_left"]
        return "Roll the dice" if view["stage"] == "before" else f"Roll ({left} left)"
    if token in VERB_WORDS:
        return VERB_WORDS[token]
    if token.isdigit():
        index = int(token) - 1
        faces = view["dice"]["faces"]
        face = faces[index] if 0 <= index < len(faces) else None
        return f"die {token}" + (f" ({FACES.get(face, face)})" if face else "")
    if token in WORDS:
        if prefix and prefix[0] == "swap" and len(prefix) >= 2 and token == PARTNER.get(prefix[1]) and token != prefix[1]:
            return f"for {WORDS[token]}"
        return WORDS[token]
    if token.startswith("b") and token[1:].isdigit():
        slot = int(token[1:])
        if 1 <= slot <= len(view["table"]):
            return slots_words(view, [slot])
    return None


# --- the end screen ------------------------------------------------------------------------------

def render_end(ctx: BoardContext[ExtremeView]) -> Markup:
    """Each player's bowls, Heat card and tokens at the end (the shell shows ranking and breakdown)."""
    view = ctx.view
    cards = []
    try:
        order = list(ctx.game.outcome(ctx.state).ranking)
    except Exception:  # no outcome (not over): seat order
        order = list(range(view["seats"]))
    for seat in order:
        player = view["players"][seat]
        bowls = [el("li", el("span", b["points"], class_="points"),
                    el("span", [icon(i, 32) for i in b["ingredients"]], class_="icons"),
                    el("span", bowl_words(b), class_="bname"), class_="mini-bowl")
                 for b in player["bowls"]]
        tokens = [el("li", token_chip(t), el("span", f"×{n}", class_="count")) for t, n in player["tokens"].items() if n]
        cards.append(el(
            "li",
            el("h3", el("span", ctx.who(seat), _you(ctx, seat)), " ", el("span", f"{player['score']} pts", class_="score")),
            el("p", f"Bowls {player['bowl_points']} · heat {heat_text(player['heat_value'])} · tokens {player['token_count']}",
               class_="sums"),
            el("h4", f"Bowls ({len(player['bowls'])})"),
            el("ul", bowls, class_="end-bowls") if bowls else el("p", "No bowls", class_="none"),
            el("h4", "Heat card"), heat_track(player, view["heat_track"]),
            el("h4", f"Tokens left ({player['token_count']})"),
            el("ul", tokens, class_="tokens") if tokens else el("p", "None", class_="none"),
            class_="end-player", data_seat=seat))
    reason = view.get("final_round", {}).get("reason")
    why = {"pile": "The pile ran out and everyone had one more turn.",
           "rounds": f"The game reached the round limit ({view['max_rounds']} rounds)."}.get(reason or "", "")
    return el("section", el("h2", "The table at the end"), el("p", why, class_="hint") if why else None,
              el("ul", cards, class_="end-players"),
              class_="extreme-end", aria_label="The table at the end")


def next_step(ctx: BoardContext[ExtremeView]) -> str:
    """What to tap next in the choice in progress, for the strip beside the steps chosen so far."""
    prefix = ctx.prefix
    if not prefix:
        return "Confirm the claim, or cancel it." if Choices(ctx).pending_claim() else ""
    verb = prefix[0]
    if verb == "steal":
        return f"Tap a token on {'their' if len(prefix) > 1 else 'another player’s'} card."
    if verb == "choose" and len(prefix) == 2:
        return "Tap a vegetable in the Hot Pots."
    if verb in ("claim", "replace") and len(prefix) >= 2:
        return "Confirm, or add another bowl."
    return ""


BOARD: BoardView[ExtremeView] = BoardView(next_step=next_step, render_board=render_board, render_end=render_end, token_label=token_label,
                  handoff=False, selections=(CONFIRM_KEY,))
