"""What the board-view tests of every game share (tests/unit/test_*_view.py): an HTML checker that
collects buttons, contexts built the way the game screen builds them, positions along seeded random
games, and the search of every action a person reaches by tapping enabled buttons."""

from __future__ import annotations

import random
import re
from collections import deque
from collections.abc import Callable, Collection, Iterator, Sequence
from html import unescape
from html.parser import HTMLParser
from typing import Any

from ramen.core.choices import Picker
from ramen.ui.views import BoardContext

#: names with characters that must be escaped
NAMES = ["Mai", "Ken <b>&", "Robo", "Ann \"A\"", "Zed"]
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        "path", "rect", "circle", "ellipse", "line", "polygon", "polyline"}
BLOCKS = {"div", "section", "ol", "ul", "li", "p", "h2", "h3", "h4", "table"}
SVG = re.compile(r"<svg\b.*?</svg>", re.S)


class Page(HTMLParser):
    """Checks nesting and collects the elements, texts and buttons (attributes and text) of a fragment."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.elements: list[tuple[str, dict]] = []
        self.buttons: list[dict] = []
        self.errors: list[str] = []
        self.texts: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = {name: value or "" for name, value in attrs}
        self.elements.append((tag, attributes))
        if tag == "button" and "button" in self.stack:
            self.errors.append("a button inside a button")
        if tag in BLOCKS and "button" in self.stack:
            self.errors.append(f"<{tag}> inside a button")
        if tag == "button":
            self.buttons.append({**attributes, "_text": ""})
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        if tag == "button":
            self.errors.append("an empty self-closed button")

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1] if self.stack else 'nothing'}")
            return
        self.stack.pop()

    def handle_data(self, data):
        self.texts.append(data)
        if "button" in self.stack and self.buttons:
            self.buttons[-1]["_text"] += data

    def enabled(self, cmd: str | None = None) -> list[dict]:
        return [b for b in self.buttons if "disabled" not in b and (cmd is None or b.get("data-cmd") == cmd)]

    def text(self) -> str:
        return " ".join(" ".join(self.texts).split())

    def with_class(self, name: str) -> list[dict]:
        return [attrs for _, attrs in self.elements if name in attrs.get("class", "").split()]


#: the markup's tokens: a comment, a tag (its name, attributes, and whether it closes itself), text, or a
#: stray "<"; attribute values never hold a raw ">" (ramen/ui/markup/html.py escapes it)
TOKEN = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][^\s/>]*)([^>]*?)(/?)>|([^<]+)|<", re.S)
ATTRIBUTE = re.compile(r"""([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?""")
#: what the tokens above do not read as html.parser does (raw text, declarations): parsed by it instead
NOT_TOKENS = re.compile(r"<(?:script|style|textarea|title)\b|<!(?!--)|<\?", re.I)


def attribute_value(written: str) -> str:
    """An attribute's value as written (quoted or bare), unquoted and unescaped."""
    if written[0] in "\"'":
        written = written[1:-1]
    return unescape(written) if "&" in written else written


def feed(page: Page, html: str) -> None:
    """``page.feed(html)`` as html.parser calls its handlers, for markup without raw text or declarations;
    about twice as fast (the unit tests parse some 7,000 screens; tests/unit/test_view_check.py compares the two)."""
    for match in TOKEN.finditer(html):
        closing, tag, attributes, self_closed, text = match.groups()
        if text is not None or match.group() == "<":
            data = match.group()
            page.handle_data(unescape(data) if "&" in data else data)
        elif tag is None:  # a comment
            continue
        elif closing:
            page.handle_endtag(tag.lower())
        else:
            attrs = [(name.lower(), attribute_value(value) if value else None) for name, value in ATTRIBUTE.findall(attributes)]
            (page.handle_startendtag if self_closed else page.handle_starttag)(tag.lower(), attrs)


def parse(html: str, strip_svg: bool = True) -> Page:
    """Parse a board and assert it is well formed (icons' inner SVG, tested with the art, left out)."""
    page = Page()
    markup = SVG.sub("<i></i>", html) if strip_svg else html
    if NOT_TOKENS.search(markup):
        page.feed(markup)
        page.close()
    else:
        feed(page, markup)
    assert not page.errors, page.errors[:5]
    assert not page.stack, f"unclosed: {page.stack}"
    return page


def make_context(game: Any, state: Any, viewer: int | None, prefix=(), ui=None, bots=(), names=NAMES) -> BoardContext:
    """A BoardContext built the way PlayScreen.context() builds it."""
    to_act = game.to_act(state)
    picker = None
    if to_act is not None and to_act == viewer and to_act not in bots:
        picker = Picker([game.format_action(a) for a in game.legal_actions(state)], prefix)
    return BoardContext(game=game, state=state, view=game.view(state, viewer), viewer=viewer,
                        names=names[:state.seats], picker=picker, ui=ui if ui is not None else {}, bot_seats=tuple(bots))


def press_pick(legal: list[str], prefix: tuple[str, ...], arg: str, fresh: bool = False) -> tuple[str | None, tuple[str, ...]]:
    """What pressing an enabled pick button (``data-arg`` = ``arg``) does after ``prefix``: every token
    must be a legal next choice; returns (the whole action if it completes one, the prefix after)."""
    picker = Picker(legal, () if fresh else prefix)
    done = None
    for token in arg.split():
        assert done is None, f"tokens after a complete action: {arg!r} after {prefix}"
        assert token in picker.options(), f"enabled button {arg!r} is not legal after {prefix}"
        done = picker.push(token)
    return done, picker.prefix


def check_buttons(page: Page, viewer: int | None, actor: int | None, viewer_may: tuple[str, ...] = ()) -> None:
    """Every button has a name and every disabled one a specific reason (the page shows it on a tap); a
    viewer who is not the seat to act has nothing enabled but the commands in ``viewer_may`` (view-only
    controls)."""
    for b in page.buttons:
        assert b.get("aria-label") or b["_text"].strip(), f"a button without a name: {b}"
        if "disabled" in b:
            assert b.get("title"), f"a disabled button without a reason: {b}"
            assert b["title"] != "Not possible now.", f"a disabled button without a specific reason: {b}"
        if viewer != actor:
            assert "disabled" in b or b.get("data-cmd") in viewer_may, f"{viewer} may act for {actor}: {b}"


_BUTTON = re.compile(r"<button([^>]*)>")
_ATTR = re.compile(r'([\w-]+)(?:="([^"]*)")?')


def quick_buttons(html: str) -> list[dict]:
    """The buttons' attributes, read by a regular expression (much faster than a full parse)."""
    return [{name: unescape(value or "") for name, value in _ATTR.findall(attrs)} for attrs in _BUTTON.findall(html)]


def legal_texts(game: Any, state: Any) -> list[str]:
    """The legal actions of ``state`` in their text notation."""
    return [game.format_action(a) for a in game.legal_actions(state)]


def random_positions(game: Any, seed: int, seats: int, rng_name: str, keep: Callable[[int, Any], bool],
                     limit: int | None = None) -> Iterator[Any]:
    """States along one game of random legal moves (drawn from ``random.Random(rng_name)``) from
    ``game.new_state(seed, seats)``: those for which ``keep(step, state)`` holds, then the last one
    (the end, or the state after ``limit`` moves)."""
    rng = random.Random(rng_name)
    state = game.new_state(seed, seats)
    step = 0
    while game.to_act(state) is not None and (limit is None or step < limit):
        if keep(step, state):
            yield state
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
        step += 1
    yield state


#: board buttons a tap search can follow: ``pick`` (a token of the action in progress), ``pick-fresh``
#: (tokens that start a new one), ``act`` (a whole action), ``cancel`` (back to nothing picked) and
#: ``ui`` (the board's own view state, e.g. a selected ingredient or a confirm panel)
COMMANDS = frozenset({"pick", "pick-fresh", "act", "cancel", "ui"})

#: the buttons of a board for (what is picked so far, the value of the board's view state or "")
Buttons = Callable[[tuple[str, ...], str], list[dict]]


def tap_counts(buttons: Buttons, legal: Sequence[str], follow: Collection[str], ui_key: str = "",
               strict: bool = False) -> dict[str, int]:
    """The fewest taps on enabled board buttons to each action they complete, breadth first from
    nothing picked, following the commands in ``follow`` (see COMMANDS; a ``ui`` button is followed
    when it sets ``ui_key``). On the way: every disabled button has a specific reason, every enabled
    pick continues a legal action, every whole-action button is legal, and with ``strict`` no enabled
    button is left unfollowed."""
    assert set(follow) <= COMMANDS, set(follow) - COMMANDS
    found: dict[str, int] = {}
    seen: set[tuple[tuple[str, ...], str]] = set()
    todo: deque[tuple[tuple[str, ...], str, int]] = deque([((), "", 0)])
    while todo:
        prefix, view, taps = todo.popleft()
        if (prefix, view) in seen:
            continue
        seen.add((prefix, view))
        for b in buttons(prefix, view):
            if "disabled" in b:
                assert b.get("title") not in (None, "", "Not possible now."), f"no specific reason after {prefix}: {b}"
                continue
            cmd, arg = b.get("data-cmd"), b.get("data-arg")
            if cmd in follow and cmd != "cancel":
                assert arg is not None, f"an enabled {cmd} button without data-arg: {b}"
            if cmd in follow and cmd in ("pick", "pick-fresh"):
                done, after = press_pick(list(legal), prefix, arg, fresh=cmd == "pick-fresh")
                if done is not None:
                    found.setdefault(done, taps + 1)
                else:
                    todo.append((after, view, taps + 1))
            elif cmd in follow and cmd == "act":
                assert arg in legal, f"enabled whole-action button {arg!r} is not legal"
                found.setdefault(arg, taps + 1)
            elif cmd in follow and cmd == "cancel":
                todo.append(((), view, taps + 1))
            elif cmd in follow and cmd == "ui" and ui_key and arg.startswith(ui_key + "="):
                todo.append((prefix, arg.partition("=")[2], taps + 1))
            elif strict:
                raise AssertionError(f"unexpected enabled button {b}")
    return found
