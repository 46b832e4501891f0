"""Loading in a player's words: what the page says while it loads (index.html's loading screen, the stages of
static/boot.js, a tap waiting in static/early.js) names no machinery a player neither knows nor cares about;
a failure says what happened in plain words first, and keeps the technical detail for a bug report in a
second, smaller line (``showLoadError(message, detail)``)."""

from __future__ import annotations

import re

from tests.conftest import ROOT

#: words of the machinery (a player reads of the kitchen: the broth, the pantry, the table)
TECHNICAL = re.compile(r"python|pyodide|pyscript|runtime|web ?assembly|wasm|engine|module|interpreter|standard library",
                       re.I)

BOOT = (ROOT / "static" / "boot.js").read_text(encoding="utf-8")
EARLY = (ROOT / "static" / "early.js").read_text(encoding="utf-8")
INDEX = (ROOT / "index.html").read_text(encoding="utf-8")
STARTUP = (ROOT / "ramen" / "ui" / "startup.py").read_text(encoding="utf-8")
#: a string literal of JavaScript: "...", '...' or `...` (no escaped quotes in these files' words)
LITERAL = r"(\"[^\"]*\"|'[^']*'|`[^`]*`)"


def unquoted(literal: str) -> str:
    return literal[1:-1]


def stage_words() -> list[str]:
    """What boot.js shows at each stage: its milestones' words and every ``advance(value, words)``."""
    milestones = re.findall(r"\[\s*\"[^\"]+\",\s*\d+,\s*\"([^\"]+)\"\s*\]", BOOT)
    advances = [unquoted(text) for text in re.findall(r"advance\([^;]*?,\s*" + LITERAL + r"\)", BOOT)]
    return milestones + advances


def failure_messages() -> list[str]:
    """The first argument of every ``showLoadError`` call (boot.js) and ``ramenShowLoadError`` (startup.py)."""
    calls = re.findall(r"showLoadError\(\s*" + LITERAL, BOOT)
    calls += re.findall(r"ramenShowLoadError\(\s*f?(\"[^\"]*\")", STARTUP)
    return [unquoted(text) for text in calls]


def loading_screen_text() -> str:
    """The words of index.html's loading section, its tags left out."""
    section = re.search(r"<section id=\"loading\".*?</section>", INDEX, re.S)
    assert section is not None, "index.html has its loading section"
    return " ".join(re.sub(r"<[^>]+>", " ", section.group()).split())


def test_the_stages_are_said_in_a_players_words() -> None:
    words = stage_words()
    assert len(words) >= 6, words
    assert len(set(words)) >= 4, f"the stages say what is happening, not one line: {words}"
    for text in words + [loading_screen_text()]:
        assert not TECHNICAL.search(text), text


def test_a_tap_waiting_for_the_page_says_so_in_a_players_words() -> None:
    (wait,) = re.findall(r"const WAIT = " + LITERAL, EARLY)
    (failed,) = re.findall(r"const FAILED = " + LITERAL, EARLY)
    for text in (wait, failed):
        assert not TECHNICAL.search(text), text


def test_a_failure_says_what_happened_first_and_the_detail_second() -> None:
    messages = failure_messages()
    assert len(messages) >= 5, messages
    for text in messages:
        assert not TECHNICAL.search(text), text
    # the file that did not download, the error's own words: in the second line, for a bug report
    assert re.search(r"showLoadError\(\"[^\"]+\",\s*`\$\{name\} did not download", BOOT)
    assert 'small.textContent = `For a bug report: ${detail}`' in BOOT
