"""The table's art and display face, as the page loads them: one SVG sprite and one font file.

    python3 tools/art.py [--out static/vendor]      # what tools/vendor.py and tools/build_site.py call

The sprite (``art/sprite.svg``) holds one ``<symbol>`` per name the page draws (``ramen.ui.markup.sprite
.symbols()``): the icons of Microsoft's Fluent Emoji, flat style (MIT; npm ``@iconify-json/fluent-emoji-flat``,
pinned in package.json), extracted from its 9 MB set, and our own drawings in the same style
(``static/art/own/NAME.svg``, named ``own-NAME``) where the set has nothing that fits. The display face is
Fredoka (SIL OFL; npm ``@fontsource/fredoka``), latin subset, woff2, one weight. Both are generated into
static/vendor/ (git-ignored), with their licences beside them.
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
SPRITE = Path("art") / "sprite.svg"
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


def _scoped_ids(body: str, name: str) -> str:
    """``body`` with any ids (and the references to them) prefixed by the symbol's id, so that two
    symbols of one sprite never share one (nor one of the page's)."""
    ids = re.findall(r'\bid="([^"]+)"', body)
    for old in ids:
        new = f"{symbol_id(name)}-{old}"
        body = body.replace(f'id="{old}"', f'id="{new}"').replace(f"url(#{old})", f"url(#{new})")
        body = body.replace(f'href="#{old}"', f'href="#{new}"')
    return body


def sprite(names: list[str]) -> str:
    """The sprite: a hidden <svg> with one <symbol id=NAME> per name, in the order given."""
    icons, width, height = _fluent_icons()
    symbols = []
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
        extra = f' preserveAspectRatio="{aspect}"' if aspect else ""
        symbols.append(f'<symbol id="{symbol_id(name)}" viewBox="{box}"{extra}>{_scoped_ids(body, name)}</symbol>')
    if missing:
        raise ArtError(f"no such icon in Fluent Emoji flat: {', '.join(missing)} (or draw it in static/art/own/)")
    # (hidden by its class, static/css/base.css, not by display: none, under which some browsers draw no
    # gradient a symbol uses)
    return ('<svg xmlns="http://www.w3.org/2000/svg" class="sprite" aria-hidden="true" focusable="false" width="0" height="0">\n'
            "<!-- Fluent Emoji flat, Copyright (c) Microsoft Corporation, MIT licence (static/vendor/art/licence.txt);"
            " the art-own-* symbols are this project's own. -->\n" + "\n".join(symbols) + "\n</svg>\n")


def symbol_id(name: str) -> str:
    """The id of the symbol ``name`` in the page (ramen.ui.markup.sprite draws it by this id)."""
    return _page_sprite().SYMBOL_PREFIX + name


def _page_sprite() -> Any:
    """The page's own module that draws the sprite's symbols (ramen.ui.markup.sprite), from this checkout."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from ramen.ui.markup import sprite as page_sprite

    return page_sprite


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


def sprite_text() -> str:
    """The sprite of every symbol the page may draw."""
    return sprite(_page_sprite().symbols())


def write_art(vendor: Path) -> int:
    """Write the sprite and the display face into ``vendor`` (static/vendor or a built site's); returns the bytes.
    (tools/build_site.py then moves the sprite into the built index.html.)"""
    (vendor / SPRITE.parent).mkdir(parents=True, exist_ok=True)
    text = sprite_text()
    (vendor / SPRITE).write_text(text, encoding="utf-8")
    (vendor / SPRITE.parent / "licence.txt").write_text(fluent_licence(), encoding="utf-8")
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
    """What the art costs a cold visit, compressed as a server sends it: the sprite gzipped (level 9), the
    font files as they are (woff2 is compressed already). The page draws from the sprite on its first
    screen (the covers), so both come with the first visit."""
    import gzip

    # (the sprite travels inside index.html, which a server compresses as a whole: this is its share)
    sprite = gzip.compress((vendor / SPRITE).read_bytes() if (vendor / SPRITE).exists() else sprite_text().encode("utf-8"),
                           compresslevel=9, mtime=0)
    fonts = sum((vendor / FONTS / name).stat().st_size for name in FONT_FILES)
    return {"sprite_gzip": len(sprite), "fonts": fonts, "total": len(sprite) + fonts, "budget": ART_BUDGET_BYTES}


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
    print(f"{args.out}: art sprite and display face, {size / 1000:.1f} KB; a cold visit downloads {weight['total']:,} B of them"
          f" compressed (sprite {weight['sprite_gzip']:,} B gzipped, fonts {weight['fonts']:,} B; budget {ART_BUDGET_BYTES:,} B)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
