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

from functools import lru_cache
from typing import Any, Iterable

from ramen.extreme.components import TOKEN_VALUE, TOKENS
from ramen.ui import art
from ramen.ui.html import MINUS, Markup, button, esc
from ramen.ui.views import NOT_POSSIBLE, NOT_YOUR_TURN, BoardContext, sr

HANDOFF = False

#: ctx.ui key: the heat moves already animated (so a re-render does not replay the animation)
HEAT_SEEN_KEY = "extreme_heat_seen"
#: ctx.ui key: the claim waiting for "Yes, claim" ("<turn>/<phase>|claim b1 b3"): a claim gives tokens back
#: and turns up new bowls from the pile, which Undo can't take back, so the board asks first
CONFIRM_KEY = "extreme_confirm"

WORDS = {"egg": "Egg", "naruto": "Naruto", "chashu": "Chashu", "tofu": "Tofu", "scallion": "Scallion",
         "corn": "Corn", "mushroom": "Mushroom", "carrot": "Carrot"}
#: how many matching dice a token costs
VALUE = dict(zip(TOKENS, TOKEN_VALUE))
PARTNER = {t: TOKENS[i ^ 1] for i, t in enumerate(TOKENS)}
FACES = {"protein": "Protein", "vegetable": "Vegetable", "chili": "Chili", "fan": "Fan"}
VERB_WORDS = {
    "choose": "Choose starting tokens", "roll": "Roll the dice", "hold": "Keep a die",
    "release": "Roll a kept die again", "stop": "Stop rolling", "take": "Take a token",
    "fan": "Fans: my pepper 2 down", "done": "Done with the dice", "claim": "Claim bowls",
    "steal": "Chopsticks: steal", "skip": "Claim nothing", "replace": "Chopsticks: replace bowls",
    "swap": "Swap a token", "discard": "Put a token back", "end": "End turn",
}


@lru_cache(maxsize=128)
def _icon(id: str, size: int = 32) -> str:
    return art.icon(id, size)


@lru_cache(maxsize=128)
def _deco(id: str, size: int = 32) -> str:
    """An icon printed beside its own name (hidden from assistive technology)."""
    return art.icon(id, size, decorative=True)


def heat_text(value: int) -> str:
    """A Heat card value as printed: +5, 0, −10 (a real minus sign)."""
    return f"+{value}" if value > 0 else (f"{MINUS}{-value}" if value < 0 else "0")


def token_chip(token: str, size: int = 32) -> str:
    return f"{_deco(token, size)}<span class=\"tname\">{WORDS.get(token, esc(token))}</span>"


# --- the choices: picks for steps, whole-action buttons for complete actions -------------------------

class Choices:
    """The legal action texts (when the viewer acts), and claims, which ask before they are applied."""

    def __init__(self, ctx: BoardContext) -> None:
        self.ctx = ctx
        self.texts = {" ".join(t) for t in ctx.picker.legal} if ctx.picker is not None else set()

    def has(self, text: str) -> bool:
        return text in self.texts

    def claim(self, text: str, label_html: str, *, cls: str = "", label: str | None = None, why: str | None = None,
              key: str = "claim") -> Markup:
        """A claim button: it asks first (the confirm panel at the top of the board), since a claim can't be undone."""
        if text not in self.texts:
            return self.ctx.act(text, label_html, cls=cls, label=label, why=why, key=key)
        return button(label_html, cmd="ui", arg=f"{CONFIRM_KEY}={confirm_stamp(self.ctx.view)}|{text}", cls=cls.strip(),
                      label=label, key=f"{key}:{text}")

    def pending_claim(self) -> str | None:
        """The claim the player tapped and is asked to confirm, if it is still legal at this decision."""
        stamp, _, text = str(self.ctx.ui.get(CONFIRM_KEY) or "").partition("|")
        if self.ctx.acting and stamp == confirm_stamp(self.ctx.view) and text in self.texts and not self.ctx.prefix:
            return text
        return None


def choose(ctx: BoardContext, full: tuple[str, ...], content: str, *, cls: str = "", label: str | None = None,
           why: str | None = None, key: str | None = None) -> Markup:
    """A choice button (``ctx.choice``) keyed "step:<action>": a whole action that does not continue the
    choice in progress is applied whole, and so is one that also starts longer ones (``claim b1``)."""
    return ctx.choice(full, content, key=key or f"step:{' '.join(full)}", elsewhere="apply", cls=cls, label=label,
                      why=why)


def confirm_stamp(view: dict[str, Any]) -> str:
    """Names the decision a claim confirmation belongs to (it lapses at the next one)."""
    return f"{view['turn']}/{view['phase']}"


# --- helpers on the view -------------------------------------------------------------------------

def _name(ctx: Any, seat: int) -> str:
    return ctx.name(seat)


def _you(ctx: Any, seat: int) -> str:
    if seat == ctx.viewer:
        return " <span class=\"tag you\">you</span>"
    if seat in ctx.bot_seats:
        return " <span class=\"tag bot\">computer</span>"
    return ""


def _seat_token(seat: int) -> str:
    return f"p{seat + 1}"


def bowl_words(bowl: dict[str, Any]) -> str:
    return " + ".join(WORDS.get(i, i) for i in bowl["ingredients"])


def slots_words(view: dict[str, Any], slots: Iterable[int]) -> str:
    """'bowl 1 (Egg + Scallion, 5)' for 1-based slots."""
    parts = []
    for slot in slots:
        bowl = view["table"][slot - 1]["bowl"]
        parts.append(f"bowl {slot}" + (f" ({bowl_words(bowl)}, {bowl['points']})" if bowl else ""))
    return " and ".join(parts)


def _move_text(ctx: Any, move: dict[str, Any]) -> str:
    cause, by, seat = move["cause"], move["by"], move["seat"]
    before, after = move["from"], move["to"]
    arrow = "↑" if after > before else "↓" if after < before else "="
    if by != seat:
        what = {"chili": "chili", "chilis": "two chili pairs", "five chilis": "five chilis!"}.get(cause, cause)
        text = f"{arrow} {what} from {_name(ctx, by)}"
    else:
        text = f"{arrow} {esc(cause)}"
    if after == before:
        return text + ": already at the top" if after == len(ctx.view["heat_track"]) - 1 else text + ": no change"
    start = "start" if before == 0 else heat_text(move["from_value"])
    return text + f": {start} → {heat_text(move['to_value'])}"


def recent_moves(ctx: Any) -> tuple[dict[int, list[str]], bool]:
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


def recent_moves_by_others(ctx: Any) -> dict[str, Any]:
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
            notes.setdefault(seat, []).append(f"stole {WORDS[rest[1]]} from {_name(ctx, victim)}")
            if 0 <= victim < seats:
                notes.setdefault(victim, []).append(f"lost {WORDS[rest[1]]} to {_name(ctx, seat)}'s chopsticks")
        elif verb == "claim" and rest:
            picked = [int(t[1:]) for t in rest if t[1:].isdigit()]
            claimed[seat] = claimed.get(seat, 0) + len(picked)
            slots.update(picked)
            notes.setdefault(seat, []).append(f"claimed {len(picked)} bowl{'s' if len(picked) != 1 else ''}")
        elif verb == "replace" and rest:
            picked = [int(t[1:]) for t in rest if t[1:].isdigit()]
            slots.update(picked)
            notes.setdefault(seat, []).append(f"replaced Table bowl{'s' if len(picked) != 1 else ''} "
                                              + " and ".join(str(p) for p in picked))
        elif verb == "discard" and len(rest) == 1:
            notes.setdefault(seat, []).append(f"put {WORDS.get(rest[0], esc(rest[0]))} back")
    return {"tokens": tokens, "claimed": claimed, "notes": notes, "slots": slots}


# --- the board -----------------------------------------------------------------------------------

def render_board(ctx: Any) -> str:
    choices = Choices(ctx)
    view = ctx.view
    notes, fresh = recent_moves(ctx)
    moved = recent_moves_by_others(ctx)
    pots = render_pots(ctx, choices)
    players = render_players(ctx, choices, notes, fresh, moved)
    return (f"<div class=\"extreme-board\" data-stage=\"{esc(view['phase'])}\">"
            f"{render_turn(ctx, notes)}{render_prompt(ctx, choices)}"
            f"<div class=\"xt-main\"><div class=\"xt-left\">{render_dice(ctx, choices)}{render_optional(ctx, choices)}</div>"
            f"{render_table(ctx, choices, moved['slots'])}</div>"
            + (f"{pots}{players}" if view["stage"] == "setup" else f"{players}{pots}") + "</div>")


def render_turn(ctx: Any, notes: dict[int, list[str]] | None = None) -> str:
    """Whose turn, the stage, the round, the latest heat moves and the final-round warning."""
    view = ctx.view
    seat = view["to_act"]
    final = view["final_round"]
    who = _name(ctx, seat) if seat is not None else "—"
    parts = [f"<strong>{who}</strong>{_you(ctx, seat) if seat is not None else ''}: {esc(view['phase_label'])}",
             f"<span class=\"muted\">round {view['round']}</span>"]
    if view["stage"] not in ("setup", "over"):
        used = view["optional_used"]
        parts.append(f"<span class=\"opt-state{' used' if used else ''}\">optional action: "
                     f"{'taken' if used else 'not taken yet'}</span>")
    banner = ""
    if final.get("active"):
        left = final.get("turns_left") or 0
        why = "the last bowl of the pile is on the Table" if final.get("reason") == "pile" else f"round {view['max_rounds']} is the last"
        banner = (f"<p class=\"final-round\" role=\"note\"><strong>Final round</strong>: {why}; "
                  f"{left} more turn{'s' if left != 1 else ''} after this one.</p>")
    heat = ""
    if notes:
        moved = "; ".join(f"{_name(ctx, seat)} {text}" for seat, texts in sorted(notes.items()) for text in texts)
        heat = f"<p class=\"heat-line\">{_deco('pepper', 32)}<span>Peppers moved: {moved}</span></p>"
    return f"<p class=\"turnline\">{' · '.join(parts)}</p>{heat}{banner}"


def render_prompt(ctx: Any, choices: Choices) -> str:
    """The question of the moment: a prompt (discard, claim after a steal) or a choice half made."""
    view = ctx.view
    phase = view["phase"]
    if not ctx.acting:
        return ""
    me = view["players"][ctx.viewer]
    prefix = ctx.prefix
    cancel = button("Cancel", cmd="cancel", cls="secondary", key="xt-cancel")
    pending = choices.pending_claim()
    if pending:
        slots = _slots(pending)
        spent = [i for slot in slots for i in view["table"][slot - 1]["bowl"]["ingredients"]]
        worth = sum(view["table"][slot - 1]["bowl"]["points"] for slot in slots)
        gives = ", ".join(WORDS.get(i, i) for i in spent)
        refill = ("new bowls are turned up from the pile" if view["pile_count"] else "the pile is empty: no bowl replaces it")
        return (f"<section data-acting=\"prompt\" class=\"prompt confirm\" aria-label=\"Confirm the claim\"><h2>Claim {esc(slots_words(view, slots))}?</h2>"
                f"<p class=\"hint\">You give back {esc(gives)} ({len(spent)} token{'s' if len(spent) != 1 else ''}) and score "
                f"{worth} point{'s' if worth != 1 else ''}; {refill}. A claim can't be undone.</p>"
                f"<div class=\"row\">{ctx.act(pending, f'Yes, claim {esc(_claim_short(pending))}', cls='primary', key='confirm')}"
                f"{ctx.ui_button(CONFIRM_KEY, '', 'Cancel', cls='secondary')}</div></section>")
    if phase == "discard":
        buttons = "".join(choose(ctx, ("discard", t), f"{token_chip(t)}<span class=\"count\">×{n}</span>", cls="tok")
                          for t, n in me["tokens"].items() if n)
        return (f"<section data-acting=\"prompt\" class=\"prompt\" aria-label=\"Token limit\"><h2>You hold {me['token_count']} tokens: put one back</h2>"
                f"<p class=\"hint\">At most {view['token_limit']} tokens. Tap the one to return to its Hot Pot.</p>"
                f"<div class=\"row\">{buttons}</div></section>")
    if phase == "steal_claim":
        stolen = view.get("stolen") or ""
        claims = [text for text in sorted(choices.texts) if text.startswith("claim ")]
        buttons = "".join(choices.claim(text, f"Claim {esc(slots_words(view, _slots(text)))}", cls="primary") for text in claims)
        return (f"<section data-acting=\"prompt\" class=\"prompt\" aria-label=\"Claim with the stolen token\"><h2>You stole "
                f"{_deco(stolen, 32) if stolen else ''} {esc(WORDS.get(stolen, stolen))}: claim a bowl with it?</h2>"
                f"<p class=\"hint\">Steal and claim count as one optional action.</p>"
                f"<div class=\"row\">{buttons}{ctx.act('skip', 'Claim nothing', cls='secondary')}</div></section>")
    if not prefix:
        return ""
    verb = prefix[0]
    if verb in ("claim", "replace") and len(prefix) >= 2:
        done = " ".join(prefix)
        picked = [int(t[1:]) for t in prefix[1:]]
        more = sorted(ctx.picker.options())
        verb_word = "Claim" if verb == "claim" else "Replace"
        just = "just this bowl" if len(picked) == 1 else "just these bowls"
        adds = "".join(ctx.pick(t, content=f"Also bowl {esc(t[1:])}", cls="add") for t in more)
        confirm = ctx.act(done, f"{verb_word} {just}", cls="primary") if choices.has(done) else ""
        return (f"<section data-acting=\"prompt\" class=\"prompt\" aria-label=\"{verb_word}\"><h2>{verb_word} {esc(slots_words(view, picked))}</h2>"
                f"<div class=\"row\">{confirm}{adds}{cancel}</div></section>")
    if verb == "replace":
        texts = [text for text in choices.texts if text.startswith("replace ")]
        texts.sort(key=lambda text: (len(text), text))
        buttons = "".join(ctx.act(text, esc(_replace_words(text))) for text in texts)
        return (f"<section data-acting=\"prompt\" class=\"prompt\" aria-label=\"Replace bowls\"><h2>Chopsticks: which Table bowls go to the bottom of the pile?</h2>"
                f"<p class=\"hint\">Each is replaced from the top of the pile ({view['pile_count']} left).</p>"
                f"<div class=\"row\">{buttons}{cancel}</div></section>")
    if verb == "steal":
        who = f" from {_name(ctx, int(prefix[1][1:]) - 1)}" if len(prefix) > 1 else ""
        victims = "" if len(prefix) > 1 else "".join(
            ctx.pick(t, content=_name(ctx, int(t[1:]) - 1), cls="who") for t in sorted(ctx.picker.options()))
        return (f"<section data-acting=\"prompt\" class=\"prompt\" aria-label=\"Steal\"><h2>Chopsticks: steal a token{who}</h2>"
                f"<p class=\"hint\">Tap a token on {'their' if who else 'another player’s'} card below.</p>"
                f"<div class=\"row\">{victims}{cancel}</div></section>")
    if verb == "choose" and len(prefix) == 2:
        return (f"<section data-acting=\"prompt\" class=\"prompt\" aria-label=\"Starting tokens\"><h2>Starting tokens: {token_chip(prefix[1])} and a vegetable</h2>"
                f"<p class=\"hint\">Now tap a vegetable in the Hot Pots.</p><div class=\"row\">{cancel}</div></section>")
    return (f"<section data-acting=\"prompt\" class=\"prompt\"><h2>{esc(VERB_WORDS.get(verb, verb))}…</h2>"
            f"<div class=\"row\">{cancel}</div></section>")


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

def _die(ctx: Any, choices: Choices, index: int, face: str | None, held: bool, used: bool, stage: str) -> str:
    number = index + 1
    face_word = FACES.get(face or "", "not rolled")
    state = " kept" if held else ""
    tag = ""
    if held:
        tag = "<span class=\"die-tag kept\">KEPT</span>"
    elif used:
        tag = "<span class=\"die-tag used\">USED</span>"
    art_html = _deco(face, 48) if face else "<span class=\"die-blank\" aria-hidden=\"true\">?</span>"
    inner = f"{art_html}<span class=\"die-face\">{esc(face_word)}</span>{tag}"
    cls = "die" + (" held" if held else "") + (" used" if used else "")
    attrs = f" data-die=\"{number}\" data-face=\"{esc(face or '')}\" data-held=\"{'true' if held else 'false'}\""
    if stage == "rolling":
        verb = "release" if held else "hold"
        label = f"Die {number}: {face_word}{state}. " + ("Tap to roll it again." if held else "Tap to keep it.")
        control = choose(ctx, (verb, str(number)), inner, cls=cls, label=label, key=f"die:{number}")
        return f"<li class=\"die-slot\"{attrs}>{control}</li>"
    label = f"Die {number}: {face_word}" + (", used" if used else "")
    return f"<li class=\"die-slot\"{attrs}><span class=\"{cls}\" role=\"img\" aria-label=\"{esc(label)}\">{inner}</span></li>"


def render_dice(ctx: Any, choices: Choices) -> str:
    view = ctx.view
    dice = view["dice"]
    stage = view["stage"]
    phase = view["phase"]
    left = dice["rolls_left"]
    if stage == "setup":
        return ("<section class=\"dice-panel\" aria-label=\"Dice\"><h2>Setup</h2>"
                "<p class=\"hint\">Each player in turn chooses one protein and one vegetable token from the Hot Pots "
                "(tap a protein, then a vegetable). Then the Table is revealed and the first turn begins.</p></section>")
    if stage == "over":
        return ""
    if dice["final"]:
        counter = "<span class=\"rolls final\">final: resolve them</span>"
    elif dice["rolls_used"]:
        counter = f"<span class=\"rolls\">roll {dice['rolls_used']} of 3</span>"
    else:
        counter = "<span class=\"rolls\">not rolled yet</span>"
    if not dice["final"]:
        counter += f" <span class=\"rolls-left\" data-rolls-left=\"{left}\">{left} roll{'s' if left != 1 else ''} left</span>"
    kept = dice["held"] if not dice["final"] else [False] * 5  # once final, "kept" no longer matters
    row = "".join(_die(ctx, choices, i, dice["faces"][i], kept[i], dice["used"][i], stage) for i in range(5))
    controls = ""
    hint = ""
    if stage == "before":
        controls = choose(ctx, ("roll",), "Roll the dice (3 rolls)", cls="primary big",
                                why="Finish the choice in progress first." if ctx.acting else None)
        hint = "Roll first, or take your optional action now (below) and roll after."
    elif stage == "rolling":
        controls = (choose(ctx, ("roll",), f"Roll ({left} left)", cls="primary big",
                                 why="Every die is kept: tap one to roll it again, or stop." if ctx.acting else None)
                    + choose(ctx, ("stop",), "Stop: use these dice", cls="secondary"))
        hint = "Tap the dice to keep (KEPT) before rolling the others again."
    elif stage == "resolving" and phase == "resolving":
        controls = render_resolve(ctx, choices)
    elif stage == "after" and phase == "after":
        controls = choose(ctx, ("end",), "End turn", cls="primary big")
        hint = "" if view["optional_used"] else "You may still take your optional action before ending the turn."
    if not ctx.acting and hint:
        hint = ""
    hint_html = f"<p class=\"hint\">{esc(hint)}</p>" if hint else ""
    acting = " data-acting=\"dice\"" if ctx.acting else ""
    return (f"<section class=\"dice-panel\"{acting} aria-label=\"Dice\"><h2>Dice {counter}</h2>"
            f"<ul class=\"dice\">{row}</ul><div class=\"controls\">{controls}</div>{hint_html}</section>")


def render_resolve(ctx: Any, choices: Choices) -> str:
    """What the final dice allow: the token buttons, the fans, and Done."""
    view = ctx.view
    unused = view["dice"]["unused"]
    counts = ", ".join(f"{n} {FACES[f].lower()}" for f, n in unused.items() if n and f != "chili") or "none"
    takes = [t for t in TOKENS if choices.has(f"take {t}")]
    buttons = "".join(choose(ctx, ("take", t), f"{token_chip(t)}<span class=\"cost\">{VALUE[t]} dice</span>", cls="tok take")
                      for t in takes)
    fan = ""
    if unused.get("fan", 0) >= 2:
        me = view["players"][view["current"]]
        fan = choose(ctx, ("fan",), f"{_deco('fan', 32)} Fans: pepper 2 down", cls="tok",
                           why="Your pepper is already at the start." if me["heat"] == 0 else None)
    done = choose(ctx, ("done",), "Done" if takes or fan else "Done (nothing to take)", cls="secondary")
    intro = f"<p class=\"hint\">Unused dice: {esc(counts)}. Each die is used once.</p>" if ctx.acting else ""
    return f"{intro}<div class=\"row resolve\">{buttons}{fan}{done}</div>"


# --- optional actions ------------------------------------------------------------------------------

def render_optional(ctx: Any, choices: Choices) -> str:
    view = ctx.view
    phase = view["phase"]
    if not ctx.acting or phase not in ("before", "after"):
        return ""
    if view["optional_used"]:
        return ("<section class=\"optional\" aria-label=\"Optional action\"><h2>Optional action</h2>"
                "<p class=\"hint\">Taken this turn (one per turn).</p></section>")
    me = view["players"][ctx.viewer]
    claims = sorted((text for text in choices.texts if text.startswith("claim ")), key=lambda t: (len(t), t))
    if claims:
        claim_html = "".join(choices.claim(text, f"Claim {esc(slots_words(view, _slots(text)))}", cls="primary claim")
                             for text in claims)
    else:
        claim_html = ctx.act("claim", "Claim a bowl", why="You don't hold the exact ingredients of any bowl on the Table.")
    sticks_why = "Your Chopsticks are used; they come back when everyone has used theirs." if not me["chopsticks"] else None
    steal = choose(ctx, ("steal",), f"{_deco('chopsticks', 32)} Steal a token",
                         why=sticks_why or "Nobody else holds a token.")
    replace = choose(ctx, ("replace",), f"{_deco('chopsticks', 32)} Replace Table bowls",
                           why=sticks_why or "The pile is empty: nothing to replace them with.")
    swaps = [t for t in TOKENS if choices.has(f"swap {t} {PARTNER[t]}")]
    if swaps:
        swap_html = "".join(choose(ctx, ("swap", t, PARTNER[t]), f"{_deco(t, 32)} → {_deco(PARTNER[t], 32)} "
                                         f"<span class=\"tname\">{WORDS[t]} for {WORDS[PARTNER[t]]}</span>", cls="tok swap")
                            for t in swaps)
    else:
        swap_html = ctx.act("swap", "Swap a token", why="You hold no token whose partner is in the Hot Pots.")
    return ("<section class=\"optional\" aria-label=\"Optional action\"><h2>Optional action <span class=\"muted\">(one per turn)</span></h2>"
            f"<div class=\"opt-group\"><h3>Claim</h3><div class=\"row\">{claim_html}</div></div>"
            f"<div class=\"opt-group\"><h3>Chopsticks</h3><div class=\"row\">{steal}{replace}</div></div>"
            f"<div class=\"opt-group\"><h3>Swap</h3><div class=\"row\">{swap_html}</div></div></section>")


# --- the Table -----------------------------------------------------------------------------------

def render_table(ctx: Any, choices: Choices, moved: set[int] = frozenset()) -> str:
    view = ctx.view
    cards = []
    phase = view["phase"]
    offer_claims = ctx.acting and (phase == "steal_claim" or (phase in ("before", "after") and not view["optional_used"]))
    for place in view["table"]:
        slot = place["slot"]
        bowl = place["bowl"]
        if bowl is None:
            inner = ("<p class=\"face-down\">Face down until everyone has chosen</p>" if place["hidden"]
                     else "<p class=\"empty\">Empty: the pile has run out</p>")
            cards.append(f"<li class=\"bowl-card blank\" data-slot=\"{slot}\"><h3>Bowl {slot}</h3>{inner}</li>")
            continue
        ings = "".join(f"<li>{token_chip(i)}</li>" for i in bowl["ingredients"])
        tags = ""
        cls = "bowl-card" + (" moved" if slot in moved else "")
        if slot in moved:
            tags += "<p class=\"moved-tag\">New from the pile</p>"
        if place["claim_now"] or (offer_claims and choices.has(f"claim b{slot}")):
            cls += " claim-now"
            tags += "<p class=\"claim-tag\">★ You can claim it now</p>"
        elif place["claimable"] and ctx.viewer is not None:
            tags += "<p class=\"claim-tag soft\">You hold its ingredients</p>"
        others = [s for s in place["claimable_by"] if s != ctx.viewer]
        if others:
            tags += f"<p class=\"by\">Ingredients held by {', '.join(_name(ctx, s) for s in others)}</p>"
        claim = ""
        if offer_claims:
            spoken = sr(f" bowl {slot} ({bowl_words(bowl)}, {bowl['points']} points)")
            claim = choices.claim(f"claim b{slot}", f"Claim{spoken}",
                                  key="table", cls="claim primary" if choices.has(f"claim b{slot}") else "claim secondary",
                                why="You don't hold its exact ingredients." if phase != "steal_claim"
                                else "A claim now must use the stolen token.")
        cards.append(f"<li class=\"{cls}\" data-slot=\"{slot}\"><div class=\"bowl-head\"><h3>Bowl {slot}</h3>"
                     f"<span class=\"points\">{bowl['points']}<small> pts</small></span></div>"
                     f"<ul class=\"ings\">{ings}</ul>{tags}{claim}</li>")
    return (f"<section class=\"table-panel\" aria-label=\"The Table\"><h2>{_deco('bowl', 32)} The Table "
            f"<span class=\"muted\">pile: {view['pile_count']} face down</span></h2>"
            f"<ul class=\"bowls\">{''.join(cards)}</ul></section>")


# --- the Hot Pots --------------------------------------------------------------------------------

def render_pots(ctx: Any, choices: Choices) -> str:
    view = ctx.view
    stage, phase = view["stage"], view["phase"]
    prefix = ctx.prefix
    pots = []
    for pot in view["pots"]:
        items = []
        for token, count in pot["tokens"].items():
            chip = f"{token_chip(token)}<span class=\"count\">×{count}</span>"
            empty = " empty" if not count else ""
            if stage == "setup":
                if pot["type"] == "protein":
                    full: tuple[str, ...] = ("choose", token)
                    why = (f"No {WORDS[token]} left." if not count else NOT_YOUR_TURN if not ctx.acting
                           else "Tap the chosen protein again to change it.")
                elif len(prefix) == 2 and prefix[0] == "choose":
                    full = ("choose", prefix[1], token)
                    why = f"No {WORDS[token]} left." if not count else NOT_POSSIBLE
                else:
                    full = ("choose", "?", token)
                    why = "Choose a protein first." if ctx.acting else NOT_YOUR_TURN
                selected = len(prefix) >= 2 and prefix[:2] == ("choose", token)
                items.append(f"<li>{choose(ctx, full, chip, cls='tok' + empty, why=why)}</li>")
            elif stage == "resolving" and phase == "resolving":
                need = pot["value"]
                have = view["dice"]["unused"][pot["type"]]
                why = (f"No {WORDS[token]} left in the Hot Pot." if not count
                       else f"Needs {need} unused {pot['type']} dice; {have} left." if have < need
                       else NOT_YOUR_TURN)
                items.append(f"<li>{choose(ctx, ('take', token), chip, cls='tok' + empty, why=why)}</li>")
            else:
                items.append(f"<li class=\"tok-static{empty}\">{chip}</li>")
        pots.append(f"<li class=\"pot {esc(pot['type'])}\" data-pot=\"{esc(pot['id'])}\"><h3>{esc(pot['label'])}"
                    f" <span class=\"muted\">{pot['value']} {esc(pot['type'])} dice</span></h3>"
                    f"<ul class=\"pot-tokens\">{''.join(items)}</ul></li>")
    acting = " data-acting=\"pots\"" if ctx.acting and stage == "setup" else ""
    return (f"<section class=\"pots-panel\"{acting} aria-label=\"Hot Pots\"><h2>Hot Pots</h2>"
            f"<ul class=\"pots\">{''.join(pots)}</ul></section>")


# --- the players ---------------------------------------------------------------------------------

def heat_track(player: dict[str, Any], track: list[int]) -> str:
    """The Heat card: the pepper's start off the bottom of the card (worth 0), then the card's 7 spaces
    from the bottom (0) up to the top (−20); ``track`` holds the points of the 8 positions, start first."""
    cells = []
    for position, value in enumerate(track[1:], start=1):
        here = position == player["heat"]
        mark = _icon("pepper", 32) if here else ""
        current = " aria-current=\"true\"" if here else ""
        cells.append(f"<li class=\"{'here' if here else ''}\"{current}>"
                     f"<span class=\"hv\">{heat_text(value)}</span>{mark}</li>")
    at_start = player["heat"] == 0
    start_attrs = ' class="heat-ends heat-start here" aria-current="true"' if at_start else ' class="heat-ends heat-start"'
    start = f"<span{start_attrs}>{_icon('pepper', 32) if at_start else ''}start</span>"
    where = "at the start, off the card (0)" if at_start else (
        f"at {heat_text(player['heat_value'])} (space {player['heat']} of {len(track) - 1} from the bottom)")
    label = f"Heat card: pepper {where}"
    return (f"<div class=\"heat\" role=\"group\" aria-label=\"{esc(label)}\">{start}"
            f"<ol class=\"heat-track\">{''.join(cells)}</ol><span class=\"heat-ends\">top</span></div>")


def render_players(ctx: Any, choices: Choices, notes: dict[int, list[str]], fresh: bool,
                   moved: dict[str, Any] | None = None) -> str:
    moved = moved or {"tokens": {}, "claimed": {}, "notes": {}}
    view = ctx.view
    prefix = ctx.prefix
    stealing = ctx.acting and bool(prefix) and prefix[0] == "steal"
    cards = []
    order = list(range(view["seats"]))
    if ctx.viewer is not None:  # my card first, then the others in turn order
        order = order[ctx.viewer:] + order[:ctx.viewer]
    for seat in order:
        player = view["players"][seat]
        cls = "player"
        if seat == view["to_act"]:
            cls += " current"
        note = ""
        if seat in notes:
            cls += " hit" + (" fresh" if fresh else "")
            note = "".join(f"<p class=\"heat-note\">{text}</p>" for text in notes[seat])
        tokens = []
        for token, count in player["tokens"].items():
            if not count:
                continue
            chip = f"{token_chip(token)}<span class=\"count\">×{count}</span>"
            if stealing and seat != ctx.viewer:
                full = ("steal", _seat_token(seat), token)
                victim = ctx.names[seat] if seat < len(ctx.names) else "—"
                tokens.append(f"<li>{choose(ctx, full, sr('Steal ') + chip + sr(f' from {victim}'), cls='tok steal')}</li>")
            else:
                new = token in moved["tokens"].get(seat, ())
                tokens.append(f"<li class=\"tok-static{' moved' if new else ''}\">{chip}</li>")
        token_list = "".join(tokens) or "<li class=\"none\">no tokens</li>"
        sticks = (f"<span class=\"sticks{'' if player['chopsticks'] else ' spent'}\">{_deco('chopsticks', 32)}"
                  f"Chopsticks {'ready' if player['chopsticks'] else 'used'}</span>")
        fresh_bowls = moved["claimed"].get(seat, 0)
        first_new = len(player["bowls"]) - fresh_bowls
        marks = ["<li class=\"moved\">" if k >= first_new else "<li>" for k in range(len(player["bowls"]))]
        bowls = "".join(f"{marks[k]}<span class=\"points\">{b['points']}</span> "
                        f"{esc(bowl_words(b))}</li>" for k, b in enumerate(player["bowls"]))
        if moved["notes"].get(seat):
            note += f"<p class=\"moved-note\">Since your last turn: {'; '.join(moved['notes'][seat])}.</p>"
        bowls_html = f"<ul class=\"claimed\">{bowls}</ul>" if bowls else "<p class=\"claimed none\">No bowls yet</p>"
        turn_tag = "<span class=\"tag turn\">▶ playing</span>" if seat == view["to_act"] else ""
        cards.append(
            f"<li class=\"{cls}\" data-seat=\"{seat}\"><div class=\"player-head\"><h3>{_name(ctx, seat)}{_you(ctx, seat)}{turn_tag}</h3>"
            f"<span class=\"score\" title=\"bowls {player['bowl_points']}, heat {heat_text(player['heat_value'])}, "
            f"tokens {player['token_count']}\">{player['score']}<small> pts</small></span></div>"
            f"{heat_track(player, view['heat_track'])}{note}"
            f"<div class=\"holdings\"><ul class=\"tokens\" aria-label=\"Tokens\">{token_list}</ul>"
            f"<span class=\"tcount\">{player['token_count']}/{view['token_limit']} tokens</span>{sticks}</div>"
            f"<div class=\"bowls-won\"><span class=\"label\">Bowls: {player['bowl_points']} pts</span>{bowls_html}</div></li>")
    return (f"<section class=\"players-panel\" aria-label=\"Players\"><h2>Players</h2>"
            f"<ul class=\"players\">{''.join(cards)}</ul></section>")


# --- the choice bar's words ------------------------------------------------------------------------

def token_label(token: str, prefix: tuple[str, ...], ctx: Any) -> str | None:
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

def render_end(ctx: Any) -> str:
    """Each player's bowls, Heat card and tokens at the end (the shell shows ranking and breakdown)."""
    view = ctx.view
    cards = []
    try:
        order = list(ctx.game.outcome(ctx.state).ranking)
    except Exception:  # no outcome (not over): seat order
        order = list(range(view["seats"]))
    for seat in order:
        player = view["players"][seat]
        bowls = "".join(f"<li class=\"mini-bowl\"><span class=\"points\">{b['points']}</span>"
                        f"<span class=\"icons\">{''.join(_icon(i, 32) for i in b['ingredients'])}</span>"
                        f"<span class=\"bname\">{esc(bowl_words(b))}</span></li>" for b in player["bowls"])
        tokens = "".join(f"<li>{token_chip(t)}<span class=\"count\">×{n}</span></li>" for t, n in player["tokens"].items() if n)
        cards.append(
            f"<li class=\"end-player\" data-seat=\"{seat}\"><h3><span>{_name(ctx, seat)}{_you(ctx, seat)}</span> "
            f"<span class=\"score\">{player['score']} pts</span></h3>"
            f"<p class=\"sums\">Bowls {player['bowl_points']} · heat {heat_text(player['heat_value'])} · "
            f"tokens {player['token_count']}</p>"
            f"<h4>Bowls ({len(player['bowls'])})</h4>"
            + (f"<ul class=\"end-bowls\">{bowls}</ul>" if bowls else "<p class=\"none\">No bowls</p>")
            + f"<h4>Heat card</h4>{heat_track(player, view['heat_track'])}"
            f"<h4>Tokens left ({player['token_count']})</h4>"
            + (f"<ul class=\"tokens\">{tokens}</ul>" if tokens else "<p class=\"none\">None</p>")
            + "</li>")
    reason = view.get("final_round", {}).get("reason")
    why = {"pile": "The pile ran out and everyone had one more turn.",
           "rounds": f"The game reached the round limit ({view['max_rounds']} rounds)."}.get(reason or "", "")
    return (f"<section class=\"extreme-end\" aria-label=\"The table at the end\"><h2>The table at the end</h2>"
            + (f"<p class=\"hint\">{esc(why)}</p>" if why else "")
            + f"<ul class=\"end-players\">{''.join(cards)}</ul></section>")
