"""The table's art: one sprite built from the Fluent Emoji set and our own drawings (tools/art.py) with every
symbol the page draws, and the art's weight on a cold visit within its budget."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ramen.ui.markup.sprite import BACKS, COVERS, PIECE_ART, SYMBOL_PREFIX, art, symbols
from tools.art import ART_BUDGET_BYTES, OWN, art_weight, sprite, write_art

ROOT = Path(__file__).resolve().parents[2]
FLUENT = ROOT / "node_modules" / "@iconify-json" / "fluent-emoji-flat" / "icons.json"

pytestmark = pytest.mark.skipif(not FLUENT.exists(), reason="node_modules is missing: run `npm ci` first")


def test_every_symbol_the_page_draws_is_in_the_sprite_once(tmp_path: Path) -> None:
    text = sprite(symbols())
    ids = re.findall(r'<symbol id="([^"]+)"', text)
    assert ids == [SYMBOL_PREFIX + name for name in symbols()] and len(set(ids)) == len(ids)
    assert {SYMBOL_PREFIX + name for name in {*PIECE_ART.values(), *COVERS.values(), *BACKS.values()}} <= set(ids)
    # a picture draws its symbol from the page itself (the sprite inside index.html), never from a file
    assert re.search(r'<use href="#([^"]+)"/>', str(art("robot"))).group(1) in ids


def test_the_sprite_has_no_id_twice_and_no_outside_reference(tmp_path: Path) -> None:
    """Ids inside symbols are scoped by the symbol's name; nothing is fetched from elsewhere."""
    text = sprite(symbols())
    ids = re.findall(r'\bid="([^"]+)"', text)
    assert len(ids) == len(set(ids))
    assert "http" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")


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
