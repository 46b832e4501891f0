"""The home screen: the three titles as covers, the chosen one's setup sheet (seats, Start, Learn to play,
Rules), the saved games as cards, the tools, the settings behind the gear."""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from ramen.ui.markup.frame import back_button, top_bar
from ramen.core.registry import GAME_SEATS, GAME_TITLES, GAME_TUTORIALS
from ramen.core.strength import level_words
from ramen.store import SaveEntry
from ramen.ui.markup.html import Markup, attrs, button, el, esc, html
from ramen.ui.markup.settings_sheet import render_settings
from ramen.ui.markup.pictures import COVERS, art
from ramen.ui.screens.keeping import KeepNote, render_keep_line, render_reminder
from ramen.ui.screens.replay_home import home_tools, save_entry_buttons
from ramen.ui.screens.tutorial import section_id

DEFAULT_NAMES = ["Mai", "Ken", "Yuki", "Sora", "Hana"]


@dataclass(frozen=True)
class Blurb:
    """A title on its cover: its minutes and one line of what it is (the players come from ``GAME_SEATS``)."""

    game_id: str
    minutes: int
    line: str

    @property
    def facts(self) -> str:
        """'2–5 players · 20 min'."""
        fewest, most = GAME_SEATS[self.game_id]
        return f"{fewest}–{most} players · {self.minutes} min"


BLURBS: dict[str, Blurb] = {
    "ink": Blurb("ink", 20, "Pick topping cards and draw their ingredients into the bowls your guests ordered."),
    "fury": Blurb("fury", 20, "Prep cards into three bowls, spoon from the others, eat for the best flavors."),
    "extreme": Blurb("extreme", 25, "Roll five dice for ingredients, claim bowls, and turn up the others' heat."),
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
        fewest, most = GAME_SEATS[self.game]
        count = max(fewest, min(most, count))
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


def initial(name: str) -> str:
    """The letter on a person's seat chip (static/early.js keeps it in step while the name is typed)."""
    stripped = name.strip()
    return stripped[:1].upper() if stripped else "?"


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


def render_covers(setup: Setup, playable: dict[str, bool]) -> Markup:
    """The three titles as covers: a picture, the title, players and minutes; the chosen one pressed."""
    covers = []
    for game_id, title in GAME_TITLES.items():
        ok = playable.get(game_id, False)
        blurb = BLURBS.get(game_id)
        body = html(art(COVERS.get(game_id, ""), cls="cover-art"),
                    el("span", el("span", title, class_="cover-title"),
                       el("span", blurb.facts if blurb and ok else "coming soon", class_="cover-facts"),
                       class_="cover-words"))
        covers.append(button(body, cmd="choose-game", arg=game_id, enabled=ok, cls=f"cover cover-{game_id}",
                             pressed=ok and setup.game == game_id, title=None if ok else f"{title} is coming soon"))
    return el("div", covers, class_="covers", role="group", aria_label="Games")


def render_seat(index: int, seat: SeatSetup, game_levels: list[str]) -> str:
    """One seat as a chip: who (a person's initial, or a computer), the name, person or computer, the level."""
    bot = seat.kind == "bot"
    avatar = (art("robot", cls="seat-avatar-art") if bot else esc(initial(seat.name)))
    kind_select = (f"<select{attrs(data_field='kind', data_seat=index, aria_label=f'Seat {index + 1}: person or computer', class_='chip-select')}>"
                   + "".join(f"<option value=\"{k}\"{' selected' if seat.kind == k else ''}>{label}</option>"
                             for k, label in (("human", "Person"), ("bot", "Computer")))
                   + "</select>")
    name_input = (f"<input type=\"text\" maxlength=\"16\"{attrs(value=seat.name, data_field='name', data_seat=index, aria_label=f'Seat {index + 1} name', autocomplete='off', class_='chip-name')}>")
    level = seat.level if seat.level in game_levels else game_levels[-1]
    level_select = ((f"<select{attrs(data_field='level', data_seat=index, aria_label=f'Seat {index + 1} computer level', class_='chip-select level-select')}>"
                     + "".join(f"<option value=\"{esc(lv)}\"{' selected' if lv == level else ''}>{esc(lv)}</option>" for lv in game_levels)
                     + "</select>") if bot else "<span class=\"level-none\"></span>")
    return (f"<li class=\"seat-row seat-chip{' bot' if bot else ''}\" data-seat-color=\"{index}\">"
            f"<span class=\"seat-avatar\" aria-hidden=\"true\">{avatar}</span>"
            f"<span class=\"seat-no\">Seat {index + 1}</span>{name_input}{kind_select}{level_select}</li>")


def render_setup(setup: Setup, playable: dict[str, bool], levels: dict[str, list[str]]) -> str:
    """The chosen title's setup sheet: seats as chips, Start, Learn to play and Rules, how strong the computers are."""
    game = setup.game
    title = GAME_TITLES.get(game, "")
    blurb = BLURBS.get(game)
    game_levels = levels.get(game, ["easy"])
    count = len(setup.seats)
    fewest, most = GAME_SEATS.get(game, (count, count))
    seats_html = (
        "<div class=\"seat-count\"><span id=\"seat-count-label\">Players</span>"
        + button("−", cmd="seats", arg=str(count - 1), enabled=count > fewest, label="One player fewer", cls="round-button")
        + f"<output aria-labelledby=\"seat-count-label\" class=\"count\">{count}</output>"
        + button("+", cmd="seats", arg=str(count + 1), enabled=count < most, label="One player more", cls="round-button")
        + "</div>"
        + f"<ol class=\"seats\">{''.join(render_seat(i, seat, game_levels) for i, seat in enumerate(setup.seats))}</ol>")
    start_ok = playable.get(game, False)
    learn = (button("Learn to play", cmd="learn", arg=game, cls="secondary learn-button", label=f"Learn to play {title}")
             if start_ok and game in GAME_TUTORIALS else "")
    return (
        f"<section class=\"setup-sheet\" data-game=\"{esc(game)}\" aria-labelledby=\"setup-h\">"
        f"<h2 id=\"setup-h\" class=\"setup-title\">{esc(title)}</h2>"
        f"<p class=\"setup-line\">{esc(blurb.line if blurb else '')}</p>"
        f"{seats_html}"
        + button(f"Start {esc(title)}", cmd="start", enabled=start_ok,
                 cls="primary start-button" + (" starting" if setup.starting else ""))
        + ("<p class=\"starting-note\">Setting the table…</p>" if setup.starting else "")
        + "<div class=\"setup-links\">" + learn
        + button("Rules", cmd="rules", arg=game, cls="secondary", label=f"Rules of {title}", key="rules-setup") + "</div>"
        # what each level is, measured: folded under the seats, so Start stays in a phone's first screen
        + "<details class=\"how-strong\"><summary>How strong are the computers?</summary>"
        + level_lines_html(levels, game) + "</details>"
        + "<div class=\"devices\">"
        + button("Play on several devices", cmd="net-host", enabled=start_ok, cls="secondary",
                 title="Each person but the first plays on their own phone or tablet, on this network")
        + button("Join a table", cmd="net-join", cls="secondary") + "</div>"
        + "</section>")


def render_save(entry: SaveEntry, setup: Setup, now_ms: float) -> str:
    """One saved game as a card: its title's picture, who plays and who leads, how far, its buttons. A
    lesson in progress says it is one ("Lesson: Ramen Fury", step 5 of 23), with no lead, replay or share."""
    title = GAME_TITLES.get(entry.game, entry.game)
    what = f"the lesson of {title}" if entry.lesson else f"{title} with {', '.join(entry.names)}"
    if setup.confirm_delete == entry.id:
        actions = ("<span class=\"confirm\" role=\"alert\">Delete this game for good?</span>"
                   + button("Yes, delete", cmd="delete", arg=entry.id, cls="danger", key=f"delete:{entry.id}")
                   + button("Keep it", cmd="cancel-delete", arg=entry.id, key=f"cancel-delete:{entry.id}"))
    elif entry.damaged:
        actions = button("Delete", cmd="ask-delete", arg=entry.id, label=f"Delete damaged save {entry.id}")
    else:
        actions = (button("Continue" if not entry.over else "View", cmd="continue", arg=entry.id,
                          cls="primary", label=f"{'Continue' if not entry.over else 'View'} {what}")
                   + ("" if entry.lesson else save_entry_buttons(entry))
                   + button("Delete", cmd="ask-delete", arg=entry.id, cls="secondary", label=f"Delete {what}"))
    if entry.damaged:
        return (f"<li class=\"save damaged\" data-save=\"{esc(entry.id)}\"><div class=\"save-info\">"
                f"<strong>Damaged save</strong> <span class=\"save-error\">{esc(entry.error)}</span>"
                f"<details><summary>Raw text (kept so nothing is lost)</summary>"
                f"<textarea readonly rows=\"4\" aria-label=\"Raw text of damaged save\">{esc(entry.raw)}</textarea></details>"
                f"</div><div class=\"save-actions\">{actions}</div></li>")
    leaders = "" if entry.lesson else leading(entry)
    lead = f"<span class=\"save-lead\">{esc(leaders)}</span>" if leaders else ""
    heading = f"Lesson: {title}" if entry.lesson else title
    return (f"<li class=\"save save-{esc(entry.game)}{' save-lesson' if entry.lesson else ''}\" data-save=\"{esc(entry.id)}\">"
            f"{art(COVERS.get(entry.game, ''), cls='save-art')}<div class=\"save-info\">"
            f"<strong class=\"save-title\">{esc(heading)}</strong>"
            f"<span class=\"save-seats\">{esc(', '.join(entry.names))}</span>{lead}"
            f"<span class=\"save-progress\">{esc(entry.progress)} · {esc(_ago(entry.updated, now_ms))}</span>"
            f"</div><div class=\"save-actions\">{actions}</div></li>")


def leading(entry: SaveEntry) -> str:
    """Who leads a saved game ("Mai leads, 12 points", "Won by Ken", "Mai and Ken tie on 9"); "" before
    anyone scores or when it is not known."""
    scores = entry.scores
    if not scores or len(scores) != len(entry.names):
        return ""
    best = max(scores)
    first = [name for name, score in zip(entry.names, scores) if score == best]
    points = f"{best} point{'' if best in (1, -1) else 's'}"
    if entry.over:
        return f"Won by {' and '.join(entry.winners or first)}"
    if best <= 0 and all(score == best for score in scores):
        return ""
    if len(first) > 1:
        return f"{' and '.join(first)} tie on {points}"
    return f"{first[0]} leads, {points}"


def render_home(setup: Setup, playable: dict[str, bool], levels: dict[str, list[str]], entries: list[SaveEntry],
                now_ms: float, *, settings: Mapping[str, str] | None = None, message: str | None = None,
                keep: KeepNote | None = None) -> str:
    """The whole home screen (``settings``: the device's, for the settings sheet; ``message``: an error or
    a disabled control's reason, said at the top; ``keep``: whether the games are kept for good, the backup
    reminder; None before the app knows)."""
    # a finished lesson is no saved game: never listed (the app drops its save on the way home)
    rows = [render_save(entry, setup, now_ms) for entry in entries if not entry.lesson_finished]
    saves_html = ("<section class=\"saves\" aria-labelledby=\"saves-h\"><h2 id=\"saves-h\" class=\"section-title\">Your games</h2>"
                  + (render_reminder(keep) if rows else "")
                  + (f"<ul class=\"save-list\">{''.join(rows)}</ul>" if rows else "<p class=\"empty\">No saved games yet. Start one!</p>")
                  + render_keep_line(keep) + "</section>")
    note = f"<p id=\"home-message\" class=\"message error\" role=\"alert\">{esc(message)}</p>" if message else ""
    top = ("<header class=\"top home-top\"><h1 class=\"title\" tabindex=\"-1\">"
           f"{art('steaming-bowl', cls='title-art')}Ramen Games</h1>"
           + render_settings(settings or {}, where="home") + "</header>")
    return (f"<main id=\"home\" class=\"screen home\">{top}{note}"
            f"<div class=\"home-grid\"><section class=\"new-game\" aria-label=\"New game\">"
            f"{render_covers(setup, playable)}{render_setup(setup, playable, levels)}</section>"
            f"<div class=\"home-side\">{saves_html}{home_tools(keep)}</div></div></main>")


def render_rules(game_id: str, body_html: str) -> str:
    title = GAME_TITLES.get(game_id, game_id)
    # a wide table scrolls in its own focusable box on a phone instead of the whole page
    numbers = iter(range(1, body_html.count("<table") + 1))
    body_html = re.sub(r"<table\b", lambda _m: f"<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table {next(numbers)}\"><table", body_html)
    body_html = body_html.replace("</table>", "</table></div>")
    # each section's heading has an id, for a tutorial's "More in the rules" (#/rules/GAME/SECTION)
    body_html = re.sub(r"<h2>([^<]*)</h2>", lambda m: f"<h2 id=\"rules-{section_id(m.group(1))}\" tabindex=\"-1\">{m.group(1)}</h2>",
                       body_html)
    return (f"<main id=\"rules\" class=\"screen rules\">{top_bar(f'Rules of {title}', back=back_button())}"
            f"<article class=\"rules-text\">{body_html}</article></main>")
