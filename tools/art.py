"""The table's art and display face, as the page loads them: one style sheet of drawings and one font file.

    python3 tools/art.py [--out static/vendor]      # what tools/vendor.py and tools/build_site.py call

The style sheet (``art/art.css``) has one class per drawing the page shows (``ramen.ui.markup.pictures
.symbols()``): its background is the drawing, an SVG document of its own in a ``data:`` URL. The drawings are
the icons of Microsoft's Fluent Emoji, flat style (MIT; npm ``@iconify-json/fluent-emoji-flat``, pinned in
package.json), extracted from its 9 MB set, and our own in the same style (``static/art/own/NAME.svg``,
named ``own-NAME``) where the set has nothing that fits. The display face is Fredoka (SIL OFL; npm
``@fontsource/fredoka``), latin subset, woff2, one weight. Both are generated into static/vendor/
(git-ignored), with their licences beside them.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
FLUENT = ROOT / "node_modules" / "@iconify-json" / "fluent-emoji-flat"
FREDOKA = ROOT / "node_modules" / "@fontsource" / "fredoka"
OWN = ROOT / "static" / "art" / "own"
OWN_PREFIX = "own-"
#: the display face's files (static/css/base.css names them in its @font-face)
FONT_FILES = ("fredoka-latin-600-normal.woff2",)
ART_CSS = Path("art") / "art.css"
FONTS = Path("fonts")
_VIEWBOX = re.compile(r"^[\d.\s-]+$")


class ArtError(Exception):
    """The art can't be built; the message names what is missing."""


def _fluent_icons() -> tuple[dict[str, dict[str, object]], int, int]:
    path = FLUENT / "icons.json"
    if not path.exists():
        raise ArtError(f"{path.relative_to(ROOT)} is missing: run `npm ci` first")
    data = json.loads(path.read_text(encoding="utf-8"))
    icons: dict[str, dict[str, object]] = data["icons"]
    for alias, entry in data.get("aliases", {}).items():
        if entry.get("parent") in icons and not entry.get("hFlip") and not entry.get("vFlip"):
            icons.setdefault(alias, icons[entry["parent"]])
    return icons, int(data.get("width", 32)), int(data.get("height", 32))


def _own_symbol(name: str) -> tuple[str, str, str | None]:
    """(viewBox, inner SVG, preserveAspectRatio) of our own drawing ``static/art/own/NAME.svg``."""
    path = OWN / f"{name}.svg"
    if not path.exists():
        raise ArtError(f"{path.relative_to(ROOT)} is missing (the art {OWN_PREFIX}{name} is drawn there)")
    text = path.read_text(encoding="utf-8")
    try:
        ElementTree.fromstring(text)
    except ElementTree.ParseError as error:
        raise ArtError(f"{path.relative_to(ROOT)} is not well-formed SVG: {error}") from error
    head = re.search(r"<svg\b([^>]*)>", text)
    if head is None or not text.rstrip().endswith("</svg>"):
        raise ArtError(f"{path.relative_to(ROOT)} has no <svg> root")
    box = re.search(r'viewBox="([^"]+)"', head.group(1))
    if box is None or not _VIEWBOX.match(box.group(1)):
        raise ArtError(f"{path.relative_to(ROOT)} has no numeric viewBox")
    aspect = re.search(r'preserveAspectRatio="([^"]+)"', head.group(1))
    inner = text[head.end():text.rstrip().rindex("</svg>")].strip()
    return box.group(1), inner, aspect.group(1) if aspect else None


def _drawings(names: list[str]) -> list[tuple[str, str, str, str | None]]:
    """(name, viewBox, inner SVG, preserveAspectRatio) of each name, in the order given."""
    icons, width, height = _fluent_icons()
    out = []
    missing = []
    for name in names:
        aspect = None
        if name.startswith(OWN_PREFIX):
            box, body, aspect = _own_symbol(name[len(OWN_PREFIX):])
        elif name in icons:
            icon = icons[name]
            box = f"{icon.get('left', 0)} {icon.get('top', 0)} {icon.get('width', width)} {icon.get('height', height)}"
            body = str(icon["body"])
        else:
            missing.append(name)
            continue
        out.append((name, box, body, aspect))
    if missing:
        raise ArtError(f"no such icon in Fluent Emoji flat: {', '.join(missing)} (or draw it in static/art/own/)")
    return out


def art_css(names: list[str]) -> str:
    """The pictures as a style sheet: one class per name whose background is the drawing, an SVG document of
    its own in a ``data:`` URL, with the drawing's aspect ratio (so a size in one dimension gives the other).
    The background fills the picture's box and the drawing fits itself in it (its ``preserveAspectRatio``,
    centred by default) and may draw past its viewBox into the rest of the box, as an inline ``<svg>`` does."""
    from urllib.parse import quote

    rules = ["/* Fluent Emoji flat, Copyright (c) Microsoft Corporation, MIT licence (static/vendor/art/licence.txt);"
             " the own-* drawings are this project's own. Made by tools/art.py. */",
             ".pic { display: inline-block; background-repeat: no-repeat; background-size: 100% 100%; }"]
    for name, box, body, aspect in _drawings(names):
        extra = f' preserveAspectRatio="{aspect}"' if aspect else ""
        doc = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}"{extra}>{body}</svg>'
        _x, _y, width, height = box.split()
        # (a bare "#" would end the URL: every colour and reference is escaped)
        # (--bitmap: shown small only, so drawn as a bitmap once the page is up: static/bitmaps.js)
        small = "--bitmap: 1; " if _page_pictures().shown_small(name) else ""
        rules.append(f'.{symbol_class(name)} {{ {small}aspect-ratio: {width} / {height}; '
                     f'background-image: url("data:image/svg+xml,{quote(doc, safe=" /=:;,.-_()!*~@")}"); }}')
    return "\n".join(rules) + "\n"


def symbol_class(name: str) -> str:
    """The class of the drawing ``name`` in the page (ramen.ui.markup.pictures draws it by this class)."""
    return _page_pictures().SYMBOL_PREFIX + name


def _page_pictures() -> Any:
    """The page's own module that draws the pictures (ramen.ui.markup.pictures), from this checkout."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from ramen.ui.markup import pictures as page_pictures

    return page_pictures


MIT_TEXT = """Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction, including
without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the
following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial
portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO
EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN
AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE
USE OR OTHER DEALINGS IN THE SOFTWARE.
"""


def fluent_licence() -> str:
    """The set's MIT notice (the npm package names its licence in info.json and carries no licence file)."""
    info = json.loads((FLUENT / "info.json").read_text(encoding="utf-8"))
    author = info["author"]["name"]
    return (f"{info['name']} ({info['author']['url']})\nMIT License\n\nCopyright (c) {author}.\n\n{MIT_TEXT}"
            f"\nThe full licence: {info['license']['url']}\n")


def art_css_text() -> str:
    """The style sheet of every drawing the page may show."""
    return art_css(_page_pictures().symbols())


def write_art(vendor: Path) -> int:
    """Write the art's style sheet and the display face into ``vendor`` (static/vendor or a built site's);
    returns the bytes."""
    (vendor / ART_CSS.parent).mkdir(parents=True, exist_ok=True)
    stale = vendor / ART_CSS.parent / "sprite.svg"  # (what the page drew from before the style sheet)
    if stale.exists():
        stale.unlink()
    text = art_css_text()
    (vendor / ART_CSS).write_text(text, encoding="utf-8")
    (vendor / ART_CSS.parent / "licence.txt").write_text(fluent_licence(), encoding="utf-8")
    total = len(text.encode("utf-8"))
    (vendor / FONTS).mkdir(parents=True, exist_ok=True)
    for name in FONT_FILES:
        source = FREDOKA / "files" / name
        if not source.exists():
            raise ArtError(f"{source.relative_to(ROOT)} is missing: run `npm ci` first")
        shutil.copyfile(source, vendor / FONTS / name)
        total += source.stat().st_size
    shutil.copyfile(FREDOKA / "LICENSE", vendor / FONTS / "OFL.txt")
    return total


ART_BUDGET_BYTES = 150_000


def art_weight(vendor: Path) -> dict[str, int]:
    """What the art costs a cold visit, compressed as a server sends it: the style sheet gzipped (level 9),
    the font files as they are (woff2 is compressed already). The first screen draws from the style sheet
    (the covers), so both come with the first visit."""
    import gzip

    sheet = gzip.compress((vendor / ART_CSS).read_bytes() if (vendor / ART_CSS).exists() else art_css_text().encode("utf-8"),
                          compresslevel=9, mtime=0)
    fonts = sum((vendor / FONTS / name).stat().st_size for name in FONT_FILES)
    return {"sheet_gzip": len(sheet), "fonts": fonts, "total": len(sheet) + fonts, "budget": ART_BUDGET_BYTES}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "static" / "vendor", help="the vendor folder to write into")
    args = parser.parse_args(argv)
    try:
        size = write_art(args.out)
    except ArtError as error:
        print(f"art: {error}", file=sys.stderr)
        return 1
    weight = art_weight(args.out)
    print(f"{args.out}: the art's style sheet and display face, {size / 1000:.1f} KB; a cold visit downloads {weight['total']:,} B"
          f" of them compressed (style sheet {weight['sheet_gzip']:,} B gzipped, fonts {weight['fonts']:,} B; budget {ART_BUDGET_BYTES:,} B)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
