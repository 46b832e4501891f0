"""Learn to play on the game screen: the guide above the board (the step's sentence, its rule card with
"More in the rules", Start again and Leave; at the end "Play a real game") and what the live region says
of a step (the commands are in ramen/ui/commands/tutorial.py). The script itself is the engine's
(ramen/core/tutorial.py); the board offers only its wanted move (the match's legal moves) and marks it.
"""

from __future__ import annotations

import re

from ramen.core.registry import GAME_TITLES
from ramen.core.tutorial import RuleCard
from ramen.ui.markup.html import button, esc
from ramen.ui.screens.screen import PlayScreen, tutorial_of


def section_id(heading: str) -> str:
    """The rules page's id of the section headed ``heading`` ("A turn" -> "a-turn")."""
    return re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-")


def render_card(game_id: str, card: RuleCard) -> str:
    """A rule card: its title, its sentence, and the button to its section of the rules page."""
    return (f"<aside class=\"rule-card\" data-rule-card=\"{esc(card.id)}\" aria-labelledby=\"rule-card-h\">"
            f"<h3 id=\"rule-card-h\">{esc(card.title)}</h3><p>{esc(card.text)}</p>"
            + button("More in the rules", cmd="rules-section", arg=f"{game_id}/{section_id(card.section)}",
                     cls="link-button", key="rules-section", label=f"More in the rules: {card.section}")
            + "</aside>")


def render_guide(screen: PlayScreen) -> str:
    """The guide at the top of the screen: which step of how many, what to do and why, and the way out
    (Start again, Leave); at the finish, "Play a real game". Its rule card is ``render_rule_card``."""
    match = tutorial_of(screen)
    if match is None:
        return ""
    tutorial = match.tutorial
    step = match.step
    number = tutorial.step_number(match.position)
    total = len(tutorial.steps)
    game_id = tutorial.game
    title = GAME_TITLES.get(game_id, game_id)
    say = f"{match.names[1]} is playing…" if step is None else step.say
    finish = step is not None and not step.wanted
    buttons = []
    if finish:
        buttons.append(button("Play a real game", cmd="tutorial-real", arg=game_id, cls="primary hinted",
                              key="tutorial-real", label=f"Play a real game of {title} against the computer"))
    buttons.append(button("Start again", cmd="tutorial-restart", arg=game_id, cls="secondary", key="tutorial-restart",
                          label=f"Start again: Learn to play {title}"))
    left = "Leave the finished lesson" if finish else "Leave the lesson (it is saved)"
    buttons.append(button("Leave", cmd="home", cls="secondary", key="tutorial-leave", label=left))
    return (f"<section id=\"guide\" class=\"guide{' guide-done' if finish else ''}\" aria-labelledby=\"guide-h\" "
            f"data-step=\"{number}\" data-steps=\"{total}\">"
            f"<h2 id=\"guide-h\" class=\"guide-h\">Learn to play · step {number} of {total}</h2>"
            f"<div class=\"guide-buttons\">{''.join(buttons)}</div>"
            f"<p class=\"guide-say\" data-guide-say>{esc(say)}</p></section>")


def render_rule_card(screen: PlayScreen) -> str:
    """The lesson step's rule card (above the table, under the guide), or nothing."""
    match = tutorial_of(screen)
    step = match.step if match is not None else None
    if match is None or step is None or step.card is None:
        return ""
    return render_card(match.tutorial.game, step.card)


def guide_words(screen: PlayScreen) -> str:
    """What the live region says of the step now, once per step (its sentence and its rule card)."""
    match = tutorial_of(screen)
    if match is None:
        return ""
    step = match.step
    if step is None or screen.ui.get("tutorial-said") == match.position:
        return ""
    screen.ui["tutorial-said"] = match.position
    words = [step.say]
    if step.card is not None:
        words.append(f"Rule: {step.card.title}. {step.card.text}")
    return " ".join(words)
