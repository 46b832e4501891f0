"""The strip in the top line: whose turn, then the choice in progress in words with what to tap next, Confirm and
Cancel; the hint; or why a tapped control is off; or "skip to my turn" while the computer plays."""

from __future__ import annotations

from ramen.core.strength import HINT_LABEL
from ramen.ui.markup.chrome import chrome_icon
from ramen.ui.markup.html import button, esc
from ramen.ui.screens.screen import PlayScreen, tutorial_of
from ramen.ui.views import BoardContext


def default_token_label(token: str, names: list[str]) -> str:
    """Plain words for a notation token: p2 -> the player's name, b3 -> bowl 3."""
    if len(token) >= 2 and token[0] == "p" and token[1:].isdigit() and "b" not in token:
        index = int(token[1:]) - 1
        return names[index] if 0 <= index < len(names) else token
    if token.startswith("b") and token[1:].isdigit():
        return f"bowl {token[1:]}"
    if token.startswith("p") and "b" in token:
        who, _, bowl = token[1:].partition("b")
        if who.isdigit() and bowl.isdigit() and 0 < int(who) <= len(names):
            return f"{names[int(who) - 1]}'s bowl {bowl}"
    return token.replace("_", " ")


def token_label(screen: PlayScreen, token: str, ctx: BoardContext, prefix: tuple[str, ...] | None = None) -> str:
    """Words for ``token`` chosen after ``prefix`` (by default: what is chosen so far)."""
    custom = screen.board.token_label if screen.board is not None else None
    if custom is not None:
        label = custom(token, ctx.prefix if prefix is None else prefix, ctx)
        if label:
            return label
    return default_token_label(token, ctx.names)


def next_step(screen: PlayScreen, ctx: BoardContext) -> str:
    """The board's sentence saying what to tap next in the choice in progress ("" when it has none)."""
    words = screen.board.next_step if screen.board is not None else None
    return (words(ctx) or "") if words is not None and ctx.acting else ""


def render_strip(screen: PlayScreen, ctx: BoardContext, *, skip: bool = False, status: str = "") -> str:
    """The strip in the top line: whose turn (``status``, the screen's #status heading), then the choice in
    progress in words with what to tap next, Confirm and Cancel; the hint; or why a tapped control is off; or
    "skip to my turn" while the computer plays. The board is the one way to act; the strip never
    offers the board's options again.

    While a person acts, ``data-acting-now`` says whether a choice is in progress ("choosing") or not
    ("turn"), ``data-prefix`` holds the steps chosen, and ``data-step`` changes with every step:
    static/morph.js brings the controls that go on from there into view once per step."""
    picker = ctx.picker
    match = screen.match
    parts: list[str] = []
    buttons = []
    hint = screen.current_hint() if picker is not None else None
    step = next_step(screen, ctx)
    lesson = tutorial_of(screen) is not None
    if screen.why:
        parts.append(f"<span class=\"why-text\">{esc(screen.why)}</span>")
    if picker is not None:
        if not picker.prefix and step and not screen.why:
            parts.append(f"<span class=\"next-step\">{esc(step)}</span>")
        if picker.prefix:
            chosen = " › ".join(esc(token_label(screen, t, ctx, picker.prefix[:i])) for i, t in enumerate(picker.prefix))
            if not screen.why:
                parts.append(f"<span class=\"chosen\">{chosen} ›</span>"
                             + (f" <span class=\"next-step\">{esc(step)}</span>" if step else ""))
            complete = picker.complete()
            if complete is not None and picker.options():
                hinted = " hinted" if hint is not None and hint.get("action") == complete else ""
                buttons.append(button("Confirm", cmd="act", arg=complete, cls="primary" + hinted, key="confirm"))
            # (on a narrow strip a cross, its word said)
            buttons.append(button(chrome_icon("close", cls="ui-icon strip-icon") + "<span class=\"strip-words\">Cancel</span>",
                                  cmd="cancel", cls="secondary icon-when-narrow", key="cancel", label="Cancel"))
        if hint is not None and hint.get("text"):
            refining = hint.get("refining")  # a first answer, the search still going on: it may change
            parts.append(f"<span class=\"hint-text\" data-hint-action=\"{esc(hint['action'])}\""
                         + (" data-refining=\"true\"" if refining else "") + f">{HINT_LABEL}: {esc(hint['text'])}"
                         + (" <span class=\"refining\">Still checking…</span>" if refining else "") + "</span>")
        elif not parts and len(picker.legal) == 1 and len(picker.legal[0]) == 1:
            only = token_label(screen, picker.legal[0][0], ctx, ())
            parts.append(f"<span class=\"hint\">Only one move left: {esc(only)}.</span>")
        elif not parts:
            idle = screen.board.idle_line if screen.board is not None else None
            line = (idle(ctx) if idle is not None else "") or "Choose on the table."
            parts.append(f"<span class=\"hint\">{esc(line)}</span>")
        if lesson and not (screen.why or picker.prefix):
            parts = []  # a lesson: its guide says what to do
        thinking = bool(hint is not None and (hint.get("thinking") or hint.get("refining")))
        can_hint = not thinking and (hint is None or not hint.get("text"))
        thinking = thinking and not (hint or {}).get("text")  # (while refining, the button reads Hint, still off)
        if not lesson:
            words = "Thinking…" if thinking else "Hint"
            # (on a narrow strip the bulb alone, its words said: the strip's room is the prompt's)
            buttons.append(button(chrome_icon("hint", cls="ui-icon strip-icon") + f"<span class=\"strip-words\">{words}</span>",
                                  cmd="hint", cls="secondary icon-when-narrow", key="hint", label=words,
                                  enabled=can_hint, title=None if can_hint else (
                                      "Working out a hint…" if thinking else "The hint is shown above the board."
                                      + (" It is still being checked." if (hint or {}).get("refining") else ""))))
    elif match.is_bot_turn() and screen.handoff_to is None and skip:
        buttons.append(button("Skip to my turn", cmd="skip", cls="secondary", key="skip",
                              label="Skip to my turn: the computer plays without pauses"))
    acting = ""
    if picker is not None:
        step_key = f"{len(match.record.actions)}:{screen.viewer}:{' '.join(picker.prefix)}:{step}"
        acting = (f" data-acting-now=\"{'choosing' if picker.prefix or step else 'turn'}\""
                  f" data-step=\"{esc(step_key)}\" data-prefix=\"{esc(' '.join(picker.prefix))}\"")
    text = " ".join(parts)
    empty = " empty" if lesson and not text and not buttons else ""  # the guide speaks: the strip says whose turn
    return (f"<div id=\"strip\" class=\"choice-strip{empty}\"{acting}>{status}<p id=\"why\" class=\"strip-text\">{text}</p>"
            f"<div class=\"strip-buttons\">{''.join(buttons)}</div></div>")
