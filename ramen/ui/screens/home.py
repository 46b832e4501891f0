"""The home screen: choose a game, set up the seats, start; continue or delete saved games."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Any

from ramen.core.registry import GAME_TITLES, GAME_TUTORIALS
from ramen.core.strength import level_words
from ramen.store import SaveEntry
from ramen.ui.markup.html import attrs, button, esc, render_pace, render_sound
from ramen.ui.screens.keeping import KeepNote, render_keep_line, render_reminder
from ramen.ui.screens.replay_home import home_tools, save_entry_buttons
from ramen.ui.screens.tutorial import section_id

DEFAULT_NAMES = ["Mai", "Ken", "Yuki", "Sora", "Hana"]

#: what each game is, in a line: players, minutes, what you do
GAME_BLURBS = {
    "ink": "2–5 players · about 20 min · pick topping cards and draw their ingredients into the bowls the guests ordered.",
    "fury": "2–5 players · about 20 min · prep cards into your three bowls, spoon from others, eat for the best flavors.",
    "extreme": "2–5 players · about 25 min · roll five dice up to three times to collect ingredients and claim bowls; turn up the heat.",
}


@dataclass
class SeatSetup:
    name: str
    kind: str = "human"
    level: str = "normal"


@dataclass
class Setup:
    """What the home screen's form holds; survives re-renders."""

    game: str = "fury"
    seats: list[SeatSetup] = field(default_factory=lambda: [SeatSetup("Mai"), SeatSetup("Computer 1", "bot")])
    confirm_delete: str | None = None
    #: the Start tap was answered and the game is being set up (its engine may still be loading)
    starting: bool = False

    def set_count(self, count: int) -> None:
        count = max(2, min(5, count))
        while len(self.seats) < count:
            self.seats.append(SeatSetup("Computer", "bot"))
        del self.seats[count:]
        self.name_defaults()

    def set_kind(self, index: int, kind: str) -> None:
        """Seat ``index`` a person or a computer (``kind``); a default name follows it."""
        seat = self.seats[index]
        seat.kind = kind
        if kind == "bot" and seat.name.strip() in DEFAULT_NAMES:
            seat.name = "Computer"
        self.name_defaults()

    def name_defaults(self) -> None:
        """Names nobody chose follow the seats: computers are numbered among the computers (Computer 1,
        Computer 2, ...), and a person in a seat with a computer's name gets the seat's default name."""
        computers = 0
        for index, seat in enumerate(self.seats):
            default = COMPUTER_NAME.fullmatch(seat.name.strip()) is not None
            if seat.kind == "bot":
                computers += 1
                if default or not seat.name.strip():
                    seat.name = f"Computer {computers}"
            elif default:
                seat.name = DEFAULT_NAMES[index]


#: a computer's default name, renumbered with the seats (any other name is the player's own)
COMPUTER_NAME = re.compile(r"Computer(?: \d)?")


def _ago(updated_ms: float, now_ms: float) -> str:
    if not updated_ms:
        return "unknown"
    minutes = int(max(0, now_ms - updated_ms) // 60000)
    if minutes < 1:
        return "just now"
    if minutes < 60:
        return f"{minutes} min ago"
    if minutes < 48 * 60:
        return f"{minutes // 60} h ago"
    return time.strftime("%Y-%m-%d", time.gmtime(updated_ms / 1000))


def level_lines_html(levels: dict[str, list[str]], chosen: str) -> str:
    """Every game's computer levels, one measured line each (``ramen.core.strength``); only the chosen
    game's list is shown (static/early.js shows another when the game changes before the app is up)."""
    lists = []
    for game_id, game_levels in levels.items():
        items = "".join(f"<li><strong>{esc(level)}</strong>: {esc(level_words(game_id, level))}</li>"
                        for level in game_levels)
        lists.append(f"<ul class=\"level-lines\" data-game=\"{esc(game_id)}\" aria-label=\"Computer levels\""
                     f"{'' if game_id == chosen else ' hidden'}>{items}</ul>")
    return "".join(lists)


def render_home(setup: Setup, playable: dict[str, bool], levels: dict[str, list[str]], entries: list[SaveEntry],
                now_ms: float, *, pace: str = "quick", sound: bool = False, message: str | None = None,
                keep: KeepNote | None = None) -> str:
    """The whole home screen (``message``: an error or a disabled control's reason, said at the top;
    ``keep``: whether the games are kept for good, the backup reminder; None before the app knows)."""

    game_cards = []
    for game_id, title in GAME_TITLES.items():
        ok = playable.get(game_id, False)
        chosen = setup.game == game_id and ok
        game_cards.append(
            f"<div class=\"game-choice{' chosen' if chosen else ''}{'' if ok else ' soon'}\">"
            + button(f"<span class=\"game-name\">{esc(title)}</span>"
                     + (f"<span class=\"game-blurb\">{esc(GAME_BLURBS.get(game_id, ''))}</span>" if ok else "<span class=\"soon-tag\">coming soon</span>"),
                     cmd="choose-game", arg=game_id, enabled=ok, cls="game-button", pressed=chosen,
                     title=None if ok else f"{title} is coming soon")
            + button("Rules", cmd="rules", arg=game_id, cls="link-button", label=f"Rules of {title}")
            + (button("Learn to play", cmd="learn", arg=game_id, cls="link-button learn-button", label=f"Learn to play {title}")
               if ok and game_id in GAME_TUTORIALS else "")
            + "</div>")
    game_levels = levels.get(setup.game, ["easy"])
    seat_rows = []
    for index, seat in enumerate(setup.seats):
        kind_select = (f"<select{attrs(data_field='kind', data_seat=index, aria_label=f'Seat {index + 1}: person or computer')}>"
                       + "".join(f"<option value=\"{k}\"{' selected' if seat.kind == k else ''}>{label}</option>"
                                 for k, label in (("human", "Person"), ("bot", "Computer")))
                       + "</select>")
        name_input = (f"<input type=\"text\" maxlength=\"16\"{attrs(value=seat.name, data_field='name', data_seat=index, aria_label=f'Seat {index + 1} name', autocomplete='off')}>")
        level = seat.level if seat.level in game_levels else game_levels[-1]
        level_select = ((f"<select{attrs(data_field='level', data_seat=index, aria_label=f'Seat {index + 1} computer level')}>"
                         + "".join(f"<option value=\"{esc(lv)}\"{' selected' if lv == level else ''}>{esc(lv)}</option>" for lv in game_levels)
                         + "</select>") if seat.kind == "bot" else "<span class=\"level-none\"></span>")
        seat_rows.append(f"<li class=\"seat-row\"><span class=\"seat-no\">Seat {index + 1}</span>{kind_select}{name_input}{level_select}</li>")
    count = len(setup.seats)
    seats_html = (
        "<div class=\"seat-count\"><span id=\"seat-count-label\">Players</span>"
        + button("−", cmd="seats", arg=str(count - 1), enabled=count > 2, label="One player fewer", cls="round-button")
        + f"<output aria-labelledby=\"seat-count-label\" class=\"count\">{count}</output>"
        + button("+", cmd="seats", arg=str(count + 1), enabled=count < 5, label="One player more", cls="round-button")
        + "</div>"
        + f"<ol class=\"seats\">{''.join(seat_rows)}</ol>")
    start_ok = playable.get(setup.game, False)
    setup_html = (
        "<section class=\"panel new-game\" aria-labelledby=\"new-game-h\"><h2 id=\"new-game-h\">New game</h2>"
        f"<div class=\"game-choices\" role=\"group\" aria-label=\"Game\">{''.join(game_cards)}</div>"
        f"{seats_html}"
        + (render_pace(pace, where="home") if any(seat.kind == "bot" for seat in setup.seats) else "")
        + button(f"Start {esc(GAME_TITLES.get(setup.game, ''))}", cmd="start", enabled=start_ok,
                 cls="primary start-button" + (" starting" if setup.starting else ""))
        + ("<p class=\"starting-note\">Setting the table…</p>" if setup.starting else "")
        # what each level is, measured: below Start, which stays in a phone's first screen
        + level_lines_html(levels, setup.game)
        + "<div class=\"devices\">"
        + button("Play on several devices", cmd="net-host", enabled=start_ok, cls="secondary",
                 title="Each person but the first plays on their own phone or tablet, on this network")
        + button("Join a table", cmd="net-join", cls="secondary") + "</div>"
        # a setting seldom changed: below Start, which stays in a phone's first screen
        + render_sound(sound, where="home")
        + "</section>")
    rows = []
    for entry in entries:
        confirming = setup.confirm_delete == entry.id
        if confirming:
            actions = ("<span class=\"confirm\" role=\"alert\">Delete this game for good?</span>"
                       + button("Yes, delete", cmd="delete", arg=entry.id, cls="danger", key=f"delete:{entry.id}")
                       + button("Keep it", cmd="cancel-delete", arg=entry.id, key=f"cancel-delete:{entry.id}"))
        elif entry.damaged:
            actions = button("Delete", cmd="ask-delete", arg=entry.id, label=f"Delete damaged save {entry.id}")
        else:
            actions = (button("Continue" if not entry.over else "View", cmd="continue", arg=entry.id,
                              cls="primary", label=f"{'Continue' if not entry.over else 'View'} {GAME_TITLES.get(entry.game, entry.game)} with {', '.join(entry.names)}")
                       + save_entry_buttons(entry)
                       + button("Delete", cmd="ask-delete", arg=entry.id, label=f"Delete {GAME_TITLES.get(entry.game, entry.game)} with {', '.join(entry.names)}"))
        if entry.damaged:
            rows.append(
                f"<li class=\"save damaged\" data-save=\"{esc(entry.id)}\"><div class=\"save-info\">"
                f"<strong>Damaged save</strong> <span class=\"save-error\">{esc(entry.error)}</span>"
                f"<details><summary>Raw text (kept so nothing is lost)</summary>"
                f"<textarea readonly rows=\"4\" aria-label=\"Raw text of damaged save\">{esc(entry.raw)}</textarea></details>"
                f"</div><div class=\"save-actions\">{actions}</div></li>")
        else:
            rows.append(
                f"<li class=\"save\" data-save=\"{esc(entry.id)}\"><div class=\"save-info\">"
                f"<strong>{esc(GAME_TITLES.get(entry.game, entry.game))}</strong>"
                f"<span class=\"save-seats\">{esc(', '.join(entry.names))}</span>"
                f"<span class=\"save-progress\">{esc(entry.progress)}</span>"
                f"<span class=\"save-time\">last played {esc(_ago(entry.updated, now_ms))}</span>"
                f"</div><div class=\"save-actions\">{actions}</div></li>")
    saves_html = ("<section class=\"panel saves\" aria-labelledby=\"saves-h\"><h2 id=\"saves-h\">Saved games</h2>"
                  + (render_reminder(keep) if rows else "")
                  + (f"<ul class=\"save-list\">{''.join(rows)}</ul>" if rows else "<p class=\"empty\">No saved games yet. Start one!</p>")
                  + render_keep_line(keep) + "</section>")
    note = f"<p id=\"home-message\" class=\"message error\" role=\"alert\">{esc(message)}</p>" if message else ""
    return (f"<main id=\"home\" class=\"screen home\"><header class=\"top\"><h1 class=\"title\" tabindex=\"-1\"><span class=\"bowl-mark\" aria-hidden=\"true\"></span>Ramen Games</h1></header>"
            f"{note}<div class=\"home-grid\">{setup_html}{saves_html}{home_tools(keep)}</div></main>")


def render_rules(game_id: str, body_html: str) -> str:
    title = GAME_TITLES.get(game_id, game_id)
    # a wide table scrolls in its own focusable box on a phone instead of the whole page
    numbers = iter(range(1, body_html.count("<table") + 1))
    body_html = re.sub(r"<table\b", lambda _m: f"<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table {next(numbers)}\"><table", body_html)
    body_html = body_html.replace("</table>", "</table></div>")
    # each section's heading has an id, for a tutorial's "More in the rules" (#/rules/GAME/SECTION)
    body_html = re.sub(r"<h2>([^<]*)</h2>", lambda m: f"<h2 id=\"rules-{section_id(m.group(1))}\" tabindex=\"-1\">{m.group(1)}</h2>",
                       body_html)
    return (f"<main id=\"rules\" class=\"screen rules\"><header class=\"top\">"
            + button("← Back", cmd="back", cls="back-button", label="Back")
            + f"<h1 tabindex=\"-1\">Rules of {esc(title)}</h1></header><article class=\"rules-text\">{body_html}</article></main>")
