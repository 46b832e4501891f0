"""The HTML of every screen, rendered in CPython from seeded records: a guard for refactoring ramen/ui.

    python3 tools/screen_html.py --record          # write tests/unit/data/screens/GROUP.html.xz
    python3 tools/screen_html.py --check           # print how each screen differs from the recording
    python3 tools/screen_html.py --dump DIR        # write each screen, as recorded, to DIR/NAME.html

The screens (tools/screen_catalogue.py says which): the home screen, the rules and statistics pages, every
action of seeded games of each title with choices in progress, hints and end screens, the replay viewer and
share screen, and each step of every Learn to play lesson. ``tests/unit/test_screen_html.py`` checks that every
screen renders exactly as recorded, so a change of ``ramen/ui`` that changes what a player sees is seen, and
a failing screen prints a unified diff of its HTML.
A change that means to change the HTML records again (``--record``) and says why in its commit.

The recording is each screen's HTML in a normalised form (``normalise``): broken into lines before each tag,
so that a diff is line-based, and with what changes without a change of the page masked: the measured win
shares of the computer levels (``ramen.core.strength.MEASURED``, re-measured whenever a bot is tuned). One
xz-compressed text file per group of screens (the home group, then one per game), each screen a line
``=== NAME`` and then its lines: the screens of one game differ little from each other, so the file is small.
"""

from __future__ import annotations

import argparse
import difflib
import lzma
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.screen_catalogue import all_screens, screen_groups  # noqa: E402

RECORDING = ROOT / "tests" / "unit" / "data" / "screens"
#: what stands for a measured win share in the recording
MEASURED_MASK = "[measured win share]"
#: the line that begins each screen in a recording file
HEADER = "=== "
#: the place before a tag's start that is not already the start of a line
TAG_START = re.compile(r"(?<=[^\n])(?=<)")


def _masks() -> list[tuple[str, str]]:
    """(text, what stands for it in the recording): each computer level's measured figure, longest first
    (two levels may share a figure, so the mask names neither)."""
    from ramen.core.strength import MEASURED, measured_words

    figures = {measured_words(game_id, level) for game_id, levels in MEASURED.items() for level in levels}
    return [(text, MEASURED_MASK) for text in sorted(figures - {""}, key=lambda text: (-len(text), text))]


def normalise(html: str, masks: list[tuple[str, str]] | None = None) -> str:
    """A screen's HTML as recorded: the measured figures masked, a line break before each tag.

    >>> normalise('<p class="a">Hi <b>you</b></p>', [])
    '<p class="a">Hi \\n<b>you\\n</b>\\n</p>\\n'
    """
    for text, mask in _masks() if masks is None else masks:
        html = html.replace(text, mask)
    html = TAG_START.sub("\n", html)
    return html if html.endswith("\n") else html + "\n"


def group_file(group: str) -> Path:
    return RECORDING / f"{group}.html.xz"


def recorded(group: str) -> dict[str, str]:
    """The recorded screens of a group: name -> normalised HTML."""
    path = group_file(group)
    if not path.exists():
        return {}
    chunks = lzma.decompress(path.read_bytes()).decode().split(f"\n{HEADER}")
    screens: dict[str, str] = {}
    for index, chunk in enumerate(chunks):
        name, _, text = chunk.removeprefix(HEADER).partition("\n")
        # every screen's text ends with a line break: the split took it from all but the last
        screens[name] = text if index == len(chunks) - 1 else text + "\n"
    return screens


def record() -> int:
    """Render every screen and write the recording; the number of screens."""
    RECORDING.mkdir(parents=True, exist_ok=True)
    masks = _masks()
    count = 0
    for group, screens in screen_groups():
        parts = []
        for name, html in screens():
            text = normalise(html, masks)
            if text.startswith(HEADER) or f"\n{HEADER}" in text:
                raise SystemExit(f"{name}: a line of its HTML begins with {HEADER!r}, the recording's screen header")
            parts.append(f"{HEADER}{name}\n{text}")
            count += 1
        data = "".join(parts).encode()
        group_file(group).write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
    return count


def screen_diff(name: str, want: str | None, seen: str | None, context: int = 3) -> str:
    """A unified diff of one screen, recorded against rendered ("(none)" for a side that is missing)."""
    lines = difflib.unified_diff((want or "").splitlines(keepends=True), (seen or "").splitlines(keepends=True),
                                 f"recorded/{name}" if want is not None else "(none)",
                                 f"rendered/{name}" if seen is not None else "(none)", n=context)
    return "".join(lines)


def differences() -> list[tuple[str, str]]:
    """The screens whose HTML is not as recorded (or that are new, or gone): (name, unified diff)."""
    masks = _masks()
    wrong: list[tuple[str, str]] = []
    for group, screens in screen_groups():
        want = recorded(group)
        for name, html in screens():
            seen = normalise(html, masks)
            old = want.pop(name, None)
            if old != seen:
                wrong.append((name, screen_diff(name, old, seen)))
        wrong += [(name, screen_diff(name, text, None)) for name, text in want.items()]
    return wrong


def report(wrong: list[tuple[str, str]], screens: int = 5, lines: int = 60) -> str:
    """The differing screens in words: how many, the diffs of the first few (each cut to ``lines``), every name."""
    if not wrong:
        return "every screen renders as recorded"
    out = [f"{len(wrong)} screens render differently from the recording (tests/unit/data/screens):"]
    for name, diff in wrong[:screens]:
        diff_lines = diff.splitlines()
        out += diff_lines[:lines]
        if len(diff_lines) > lines:
            out.append(f"... ({len(diff_lines) - lines} more lines of {name}'s diff)")
    names = [name for name, _ in wrong]
    out.append("screens that differ: " + " ".join(names[:200]) + (" ..." if len(names) > 200 else ""))
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--record", action="store_true")
    parser.add_argument("--dump", type=Path)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--diffs", type=int, default=20, help="with --check: how many screens' diffs to print")
    args = parser.parse_args()
    if args.record:
        count = record()
        size = sum(group_file(group).stat().st_size for group, _ in screen_groups())
        print(f"recorded {count} screens in {RECORDING.relative_to(ROOT)} ({size:,} bytes)")
    if args.dump:
        args.dump.mkdir(parents=True, exist_ok=True)
        masks = _masks()
        count = 0
        for name, html in all_screens():
            (args.dump / f"{name}.html").write_text(normalise(html, masks))
            count += 1
        print(f"wrote {count} screens to {args.dump}")
    if args.check:
        wrong = differences()
        print(report(wrong, screens=args.diffs))
        sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
