"""The table's art: one style sheet built from the Fluent Emoji set and our own drawings (tools/art.py) with a
class for every drawing the page shows, and the art's weight on a cold visit within its budget."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote
from xml.etree import ElementTree

import pytest

from ramen.ui.markup.pictures import BACKS, COVERS, PIECE_ART, SYMBOL_PREFIX, art, shown_small, symbols
from tools.art import ART_BUDGET_BYTES, OWN, art_css, art_weight, write_art

ROOT = Path(__file__).resolve().parents[2]
FLUENT = ROOT / "node_modules" / "@iconify-json" / "fluent-emoji-flat" / "icons.json"
RULE = re.compile(r'^\.([a-z0-9-]+) \{ (?:--bitmap: 1; )?aspect-ratio: [\d.]+ / [\d.]+; '
                  r'background-image: url\("data:image/svg\+xml,([^"]+)"\); \}$')

pytestmark = pytest.mark.skipif(not FLUENT.exists(), reason="node_modules is missing: run `npm ci` first")


def drawings() -> dict[str, str]:
    """The style sheet's drawings: class -> the SVG document of its background."""
    found = {}
    for line in art_css(symbols()).splitlines():
        match = RULE.match(line)
        if match:
            assert match.group(1) not in found, f"{match.group(1)} twice"
            # (a bare "#" would end the URL there: a colour or a gradient's reference is escaped)
            assert "#" not in match.group(2), f"{match.group(1)}: a # not escaped"
            found[match.group(1)] = unquote(match.group(2))
    return found


def test_every_drawing_the_page_shows_has_one_class_in_the_style_sheet() -> None:
    classes = list(drawings())
    assert classes == [SYMBOL_PREFIX + name for name in symbols()]
    assert {SYMBOL_PREFIX + name for name in {*PIECE_ART.values(), *COVERS.values(), *BACKS.values()}} <= set(classes)
    # a picture is one element whose class names its drawing
    picture = str(art("robot", cls="avatar-art"))
    assert re.fullmatch(r'<span class="avatar-art pic art-robot" aria-hidden="true"></span>', picture)
    assert 'role="img" aria-label="A computer"' in str(art("robot", label="A computer"))


def test_each_drawing_is_a_whole_svg_document_that_fetches_nothing() -> None:
    """Each background is well-formed SVG with a viewBox, and nothing in it is fetched from elsewhere (the
    page's policy allows images from the site itself and data: URLs only)."""
    for cls, doc in drawings().items():
        root = ElementTree.fromstring(doc)
        assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox"), cls
        assert "http" not in doc.replace('xmlns="http://www.w3.org/2000/svg"', ""), cls


def test_our_own_drawings_are_each_used(tmp_path: Path) -> None:
    """Every drawing in static/art/own/ is a symbol the page draws (none left over, none missing)."""
    own = {f"own-{path.stem}" for path in OWN.glob("*.svg")}
    used = {name for name in symbols() if name.startswith("own-")}
    assert used <= own, f"used but not drawn: {sorted(used - own)}"
    assert own <= used, f"drawn but never used: {sorted(own - used)}"


def test_the_art_on_a_cold_visit_is_within_its_budget(tmp_path: Path) -> None:
    write_art(tmp_path)
    weight = art_weight(tmp_path)
    assert weight["total"] <= ART_BUDGET_BYTES, weight
    assert (tmp_path / "art" / "licence.txt").read_text().count("MIT") >= 1
    assert "Open Font License" in (tmp_path / "fonts" / "OFL.txt").read_text()


def test_the_small_drawings_are_marked_to_become_bitmaps() -> None:
    """The sheet marks each drawing only ever shown small (``--bitmap: 1``: the pieces, a seat's mark), which
    static/bitmaps.js then draws as a bitmap; the covers and the card backs, shown large, are not marked."""
    marked = {line.split(" ", 1)[0][1 + len(SYMBOL_PREFIX):] for line in art_css(symbols()).splitlines()
              if "--bitmap: 1;" in line}
    assert marked == {name for name in symbols() if shown_small(name)}
    assert set(PIECE_ART.values()) <= marked and "robot" in marked
    assert not marked & {*COVERS.values(), *BACKS.values()}
