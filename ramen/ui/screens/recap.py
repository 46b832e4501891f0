"""What the others did, in words: "Since your last turn" (one line per player's turn, compacted, what
the table itself did), and the folded game log under the board."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ramen.core.match import Match
from ramen.core.words import plural
from ramen.ui.markup.html import esc


def since_last_turn(match: Match, seats: set[int]) -> list[int]:
    """Indices into ``match.log`` of what the other seats did since ``seats`` last played, oldest first.

    A turn in progress of one of ``seats`` does not end the recap: what came before it stays in view
    until that turn is over (Fury: two actions and End turn)."""
    log = match.log
    i = len(log) - 1
    while i >= 0 and log[i][0] in seats:
        i -= 1
    end = i
    while i >= 0 and log[i][0] not in seats:
        i -= 1
    return list(range(i + 1, end + 1))


#: what the table itself did inside a player's log line, told to everyone (Ink: a bowl served at the end
#: of a round, with every player's points), even when that player is the viewer
_TABLE_EVENT = re.compile(r"\bBowl \d+ served: [^.]*\.")


def table_events(match: Match, seats: set[int]) -> tuple[list[str], list[str]]:
    """What the table did in the lines of ``seats`` themselves that the recap would skip: (at the end of
    their last turn before the others played, in their turn now), each as its sentence."""
    log = match.log
    end = len(log) - 1
    while end >= 0 and log[end][0] in seats:
        end -= 1
    now = range(end + 1, len(log))
    i = end
    while i >= 0 and log[i][0] not in seats:
        i -= 1
    last = i
    while i >= 0 and log[i][0] in seats:
        i -= 1
    before = range(i + 1, last + 1) if end >= 0 else range(0)

    def events(indices: range) -> list[str]:
        return [event for index in indices for event in _TABLE_EVENT.findall(log[index][1])]

    return events(before), events(now)


def _without_name(line: str, name: str) -> str:
    line = line.strip().rstrip(".")
    return line[len(name) + 1:] if line.startswith(name + " ") else line


def recap_spans(match: Match, indices: list[int]) -> list[tuple[int, int]]:
    """The first and last of ``indices`` of each group of ``recap_groups`` (one seat's consecutive lines)."""
    spans: list[tuple[int, int]] = []
    for i in indices:
        if spans and match.log[spans[-1][1]][0] == match.log[i][0]:
            spans[-1] = (spans[-1][0], i)
        else:
            spans.append((i, i))
    return spans


#: steps a recap leaves out (the game log keeps them): dice held and released along the way
_STEP_NOISE = ("held die ", "released die ", "finished resolving the dice")
_ROLLS = ("rolled ", "re-rolled ", "kept the dice")
_TURN_ENDS = ("ended their turn", "ended the turn")


def compact_turn(lines: list[str]) -> list[str]:
    """One player's steps in few words: no held/released dice, only the last roll, no bare "ended the turn"."""
    kept = [line for line in lines if not line.startswith(_STEP_NOISE)]
    last_roll = max((i for i, line in enumerate(kept) if line.startswith(_ROLLS)), default=-1)
    kept = [line for i, line in enumerate(kept) if not line.startswith(_ROLLS) or i == last_roll]
    if len(kept) > 1:
        kept = [line for line in kept if line not in _TURN_ENDS]
    return kept or lines[-1:]



def recap_steps(match: Match, indices: list[int]) -> list[tuple[int | None, list[tuple[int, str]]]]:
    """Consecutive log lines of one seat as one group, compacted (``compact_turn``): (seat, [(index of the action,
    what they did without their name)])."""
    groups: list[tuple[int | None, list[tuple[int, str]]]] = []
    for i in indices:
        seat, line = match.log[i]
        name = match.names[seat] if seat is not None and seat < len(match.names) else ""
        words = _without_name(line, name) if name else line.rstrip(".")
        if groups and groups[-1][0] == seat:
            groups[-1][1].append((i, words))
        else:
            groups.append((seat, [(i, words)]))
    compacted = []
    for seat, steps in groups:
        kept = compact_turn([words for _, words in steps])
        by_words = list(steps)
        chosen = []
        for words in kept:  # the kept lines in order, each matched to its own step
            at = next(k for k, (_, w) in enumerate(by_words) if w == words)
            chosen.append(by_words[at])
            by_words = by_words[at + 1:]
        compacted.append((seat, chosen))
    return compacted


def recap_groups(match: Match, indices: list[int]) -> list[tuple[int | None, list[str]]]:
    """Consecutive log lines of one seat as one group: (seat, what they did without their name)."""
    return [(seat, [words for _, words in steps]) for seat, steps in recap_steps(match, indices)]


#: at most this many players' groups in the recap; older ones stay in the game log
RECAP_GROUPS = 4

#: a board's short form of one step, drawn with the pieces' pictures (HTML), or None to say it in words:
#: (the game, the state before the action, the action in notation, the seats' names, whose eyes the screen is for)
Brief = Callable[[Any, Any, str, "list[str]", "int | None"], "str | None"]


def step_html(match: Match, index: int, words: str, brief: Brief | None, viewer: int | None) -> str:
    """One step of a recap's line: the board's short form with the pieces' pictures, else the log's words; "" for
    a step the board leaves unsaid."""
    short = brief(match.game, match.states[index], match.record.actions[index], match.names, viewer) \
        if brief is not None and index < len(match.record.actions) else None
    if short == "":
        return ""
    return f"<span class=\"recap-step\">{short if short is not None else esc(words)}</span>"


def last_turns(match: Match, indices: list[int], brief: Brief | None, viewer: int | None) -> dict[int, str]:
    """Each seat's last turn among ``indices``, as the recap draws it (its steps only: no name, no words for screen
    readers), for the seat's strip on the table."""
    lines: dict[int, str] = {}
    for seat, steps in recap_steps(match, indices):
        if seat is not None:
            lines[seat] = "".join(step_html(match, index, words, brief, viewer) for index, words in steps)
    return lines


def render_recap(match: Match, indices: list[int], heading: str, *, element_id: str = "recap",
                 seats: set[int] | None = None, replayable: bool = False, brief: Brief | None = None,
                 viewer: int | None = None) -> str:
    """What happened since the viewer's last turn, one compact line per player's turn, newest last: each step in
    a few words with the pieces' pictures (``brief``, the board's; else the log's words), the whole sentences for
    screen readers; with ``seats`` (whose last turn it counts from), also what the table did in their own lines
    (a bowl served). With ``replayable`` each player's line is a button that plays that turn again on the board."""
    groups = recap_steps(match, indices)
    spans = recap_spans(match, indices)
    before, now = table_events(match, seats) if seats else ([], [])
    if not groups and not before and not now:  # nothing to tell yet (the first turn): no box
        return f"<div id=\"{element_id}\" class=\"recap-empty\" hidden data-lands=\"{element_id}\"></div>"
    hidden = max(0, len(groups) - RECAP_GROUPS)
    items = []
    for (seat, steps), (first, last) in list(zip(groups, spans))[hidden:]:
        who = esc(match.names[seat]) if seat is not None and seat < len(match.names) else ""
        said = f"{'; '.join(words for _, words in steps)}."
        shown = [step_html(match, index, words, brief, viewer) for index, words in steps]
        if brief is not None:
            words_html = (f"<strong class=\"recap-who\">{who}</strong> <span class=\"recap-steps\" aria-hidden=\"true\">"
                          f"{''.join(shown)}</span><span class=\"sr-only\">{esc(said)}</span>")
        else:
            words_html = f"<strong class=\"recap-who\">{who}</strong> {esc(said)}"
        if replayable and seat is not None and last < len(match.record.actions):
            words_html = (f"<button type=\"button\" class=\"recap-replay\" data-cmd=\"turn-again\" data-arg=\"{first}-{last}\" "
                          f"data-key=\"replay:{first}\">{words_html}<span class=\"recap-again\" aria-hidden=\"true\">▶ again</span>"
                          f"<span class=\"sr-only\"> Play this turn again on the board.</span></button>")
        items.append(f"<li data-seat=\"{'' if seat is None else seat}\">{words_html}</li>")
    more = f"<li class=\"recap-more\">{plural(hidden, 'earlier turn')} in the game log below.</li>" if hidden else ""
    told = "".join(f"<li class=\"recap-table\">{esc(event)}</li>" for event in before)  # never cut: everyone scored
    told_now = "".join(f"<li class=\"recap-table\">{esc(event)}</li>" for event in now)
    return (f"<section id=\"{element_id}\" class=\"recap\" data-recap data-lands=\"{element_id}\""
            f" aria-labelledby=\"{element_id}-h\">"
            f"<h2 id=\"{element_id}-h\" class=\"recap-h\">{esc(heading)}</h2>"
            f"<ol class=\"recap-lines\">{told}{more}{''.join(items)}{told_now}</ol></section>")


def render_log(match: Match, limit: int = 200, *, open_: bool = False) -> str:
    lines = [f"<li>{esc(text)}</li>" for _, text in match.log[-limit:]]
    lines.reverse()
    return (f"<details id=\"log\" class=\"log\"{' open' if open_ else ''}><summary>Game log ({len(match.log)}), newest first</summary>"
            f"<ol class=\"log-lines\" reversed tabindex=\"0\" aria-label=\"Game log\">{''.join(lines)}</ol></details>")
