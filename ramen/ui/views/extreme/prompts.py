"""Ramen Extreme's questions of the moment, in a panel at the top of the dock (at a phone's foot, in reach):
a claim to confirm, the token limit, a claim with a stolen token, the Table bowls to replace, whom to steal
from. The strip says what to tap; a panel holds only its question and its answers."""

from __future__ import annotations

from ramen.extreme.view import ExtremeView
from ramen.core.words import plural
from ramen.ui.markup.html import Child, Markup, el, html
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.extreme.common import (CONFIRM_KEY, WORDS, Choices, choose, claim_short, counted, piece,
                                           points_of, replace_words, slots_of, slots_words, table_bowl, token_chip)


def prompt_panel(*children: Child, label: str, cls: str = "prompt", acting: bool = True) -> Markup:
    """A question, where the person acts now (``acting``: its controls are where the choice goes on)."""
    return el("section", children, data_acting="prompt" if acting else None, class_=cls, aria_label=label)


def render_prompt(ctx: BoardContext[ExtremeView], choices: Choices) -> Markup | None:
    """The question of the moment: a prompt (discard, claim after a steal) or a choice half made."""
    view = ctx.view
    if not ctx.acting:
        return None
    pending = choices.pending_claim()
    if pending:
        return confirm_claim(ctx, pending)
    phase = view["phase"]
    if phase == "discard":
        return discard(ctx)
    if phase == "steal_claim":
        return steal_claim(ctx, choices)
    prefix = ctx.prefix
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
        buttons = [ctx.act(text, html(replace_words(text))) for text in texts]
        return prompt_panel(el("h2", "Replace which Table bowls?"),
                            el("p", f"They go under the pile; new ones are turned up ({view['pile_count']} left).",
                               class_="hint"),
                            el("div", buttons, class_="row xt-replace"), label="Replace bowls")
    if verb == "steal" and len(prefix) == 1:
        victims = [ctx.pick(t, content=html(sr("Steal from "), ctx.who(int(t[1:]) - 1)), cls="who")
                   for t in sorted(ctx.options()) if t[1:].isdigit()]
        return prompt_panel(el("h2", "Steal a token from…"), el("div", victims, class_="row"), label="Steal")
    return None


def confirm_claim(ctx: BoardContext[ExtremeView], pending: str) -> Markup:
    """A claim asks first: it gives tokens back and turns up new bowls, which Undo can't take back."""
    view = ctx.view
    slots = slots_of(pending)
    spent = [i for slot in slots for i in table_bowl(view, slot)["ingredients"]]
    worth = points_of(view, pending)
    gives = ", ".join(WORDS.get(i, i) for i in spent)
    refill = "new bowls are turned up from the pile" if view["pile_count"] else "the pile is empty: no bowl replaces it"
    return prompt_panel(
        el("h2", f"Claim {slots_words(view, slots)}?"),
        el("p", f"You give back {gives} ({plural(len(spent), 'token')}) and score {plural(worth, 'point')}; {refill}."
                " A claim can't be undone.", class_="hint"),
        el("div", ctx.act(pending, html(f"Yes, claim {claim_short(pending)}"), cls="primary", key="confirm"),
           ctx.ui_button(CONFIRM_KEY, "", "Cancel", cls="secondary"), class_="row"),
        cls="prompt confirm", label="Confirm the claim")


def discard(ctx: BoardContext[ExtremeView]) -> Markup:
    """The token limit: the viewer's tokens as the buttons (one goes back to its Hot Pot)."""
    view = ctx.view
    me = view["players"][ctx.acting_seat]
    items = [el("li", choose(ctx, ("discard", t), html(sr(f"Put back {WORDS.get(t, t)}: "), counted(t, n)),
                             cls="tok xt-chip-button"), **piece(t, n), data_lands=f"tokens:{ctx.viewer}:{t}")
             for t, n in me["tokens"].items() if n]
    return prompt_panel(el("h2", f"{me['token_count']} tokens: put one back"),
                        el("p", f"You may keep {view['token_limit']}.", class_="hint"),
                        el("ul", items, class_="tokens row", data_zone=f"tokens:{ctx.viewer}"),
                        label="Token limit")


def steal_claim(ctx: BoardContext[ExtremeView], choices: Choices) -> Markup:
    """A claim with the stolen token (one bowl: its Claim on the Table; two: here), or claim nothing."""
    view = ctx.view
    stolen = view.get("stolen") or ""
    claims = [text for text in sorted(choices.texts) if text.startswith("claim ") and len(slots_of(text)) > 1]
    buttons = [choices.claim(text, html(f"Claim {claim_short(text)}"), cls="primary") for text in claims]
    return prompt_panel(el("h2", "You stole ", token_chip(stolen, small=True) if stolen else None,
                           f" {WORDS.get(stolen, stolen)}: claim with it?"),
                        el("p", "Claim a Table bowl it completes, or claim nothing.", class_="hint"),
                        el("div", buttons, ctx.act("skip", "Claim nothing", cls="secondary"), class_="row"),
                        label="Claim with the stolen token")
