"""Unit tests of the inline SVG art (ramen/ui/markup/art.py): well-formed, named, labelled, distinct, small; its
names and letters are the games' piece tables'."""

import re
import xml.etree.ElementTree as ET

import pytest

from ramen.ui.markup import art
from ramen.ui.markup.art import GAME_IDS, GAME_PIECES, LETTERS, NAMES, icon, icon_css

SVG = "{http://www.w3.org/2000/svg}"
BUDGET = 800  # bytes per icon

# the ids the brief and COMPONENTS.md ask for, per game
INK = {"egg", "nori", "naruto", "chashu"}
FURY = {"chili", "nori", "scallion", "mushroom", "corn", "chashu", "egg", "naruto", "tofu",
        "chicken", "shrimp", "beef", "soy", "fury"}
EXTREME = {"egg", "naruto", "chashu", "tofu", "scallion", "corn", "mushroom", "carrot",
           "protein", "vegetable", "chili", "fan", "pepper", "chopsticks", "bowl"}
EVERY = sorted(INK | FURY | EXTREME)


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def texts(root: ET.Element) -> list[str]:
    return [(t.text or "").strip() for t in root.iter(SVG + "text")]


def body(svg: str) -> str:
    """The drawing without its name: no title, aria-label or per-id class."""
    root = parse(svg)
    for title in root.findall(SVG + "title"):
        root.remove(title)
    for attr in ("aria-label", "class"):
        root.attrib.pop(attr, None)
    return ET.tostring(root, encoding="unicode")


def test_game_sets_match_the_components():
    assert set(GAME_IDS["ink"]) == INK
    assert set(GAME_IDS["fury"]) == FURY
    assert set(GAME_IDS["extreme"]) == EXTREME
    assert set(NAMES) == set(LETTERS) == set(EVERY)


def test_names_and_letters_are_the_piece_tables():
    """Each piece once: the icons' names and letter codes are read from the games' tables."""
    from ramen.extreme.components import PIECE as EXTREME
    from ramen.fury.components import PIECE as FURY_PIECE
    from ramen.ink.components import INGREDIENT_PIECE

    assert NAMES["egg"] == "Aji Tama (egg)" == art.label(INGREDIENT_PIECE["egg"])  # the first game's (Ink's)
    assert NAMES["soy"] == "Soy Sauce Flavor" == FURY_PIECE["soy"].name
    assert LETTERS["chili"] == FURY_PIECE["chili"].letter == EXTREME["chili"].letter == "Ci"
    assert icon("egg", game="fury").count("Egg") and 'aria-label="Egg (Aji Tama)"' in icon("egg", game="extreme")
    assert [p.id for p in GAME_PIECES["fury"] if p.id in GAME_IDS["fury"]] == list(GAME_IDS["fury"])


@pytest.mark.parametrize("ident", EVERY)
def test_icon_is_well_formed_named_and_labelled(ident):
    svg = icon(ident)
    root = parse(svg)
    assert root.tag == SVG + "svg"
    assert root.get("viewBox") == "0 0 32 32"
    assert root.get("width") == root.get("height") == "32"
    assert root.get("role") == "img"
    assert root.get("aria-label") == NAMES[ident]
    assert root.findtext(SVG + "title") == NAMES[ident]
    assert LETTERS[ident] in texts(root)
    assert 1 <= len(LETTERS[ident]) <= 2


@pytest.mark.parametrize("ident", EVERY)
def test_icon_is_small_and_self_contained(ident):
    svg = icon(ident)
    assert len(svg.encode("utf-8")) < BUDGET
    # nothing that could clash or leak between many icons on one page
    assert "<style" not in svg and "<defs" not in svg and "<script" not in svg
    assert not re.search(r"\sid=", svg) and "url(" not in svg and "href" not in svg


@pytest.mark.parametrize("game", sorted(GAME_IDS))
def test_letter_codes_are_distinct_within_each_game(game):
    codes = [LETTERS[i] for i in GAME_IDS[game]]
    assert len(codes) == len(set(codes))
    assert len({c.lower() for c in codes}) == len(codes)  # not even told apart by case alone


def test_letter_codes_are_distinct_across_all_ids():
    assert len(set(LETTERS.values())) == len(LETTERS)


def test_no_two_ids_draw_the_same_picture():
    bodies = {ident: body(icon(ident)) for ident in EVERY}
    assert len(set(bodies.values())) == len(bodies)
    # and not merely through the badge: the drawings themselves differ
    drawings = {ident: art._ART[ident] for ident in EVERY}
    assert len(set(drawings.values())) == len(drawings)


def test_size_and_title_arguments():
    root = parse(icon("naruto", 48, title="Fish cake & co"))
    assert root.get("width") == root.get("height") == "48"
    assert root.get("aria-label") == "Fish cake & co"
    assert root.findtext(SVG + "title") == "Fish cake & co"


def test_decorative_icon_is_hidden_from_assistive_technology():
    root = parse(icon("egg", decorative=True))
    assert root.get("aria-hidden") == "true"
    assert root.get("role") is None and root.get("aria-label") is None
    assert root.find(SVG + "title") is None
    assert "E" in texts(root)


@pytest.mark.parametrize("ident", ["", "ramen", "<b>&\"", "EGG", None, 7])
def test_unknown_id_is_a_neutral_question_mark(ident):
    svg = icon(ident)
    root = parse(svg)
    assert root.get("role") == "img" and root.get("aria-label", "").startswith("Unknown")
    assert "?" in texts(root)
    assert len(svg.encode("utf-8")) < BUDGET
    assert body(svg) == body(icon("definitely-not-an-id"))


def test_css_is_a_plain_snippet():
    css = icon_css()
    assert isinstance(css, str) and "<" not in css
    assert ".ri-icon" in css


def _font_px(svg: str) -> float:
    root = parse(svg)
    size = float(root.get("width"))
    fonts = [float(t.get("font-size")) for t in root.iter(SVG + "text")]
    return min(fonts) * size / 32


@pytest.mark.parametrize("size", [32, 36, 40, 44, 48, 64])
@pytest.mark.parametrize("ident", EVERY)
def test_letter_badge_prints_at_least_11_px(ident, size):
    """Letter badges (read without colour) at least 11 px at the size the board draws them (32 px and up)."""
    svg = icon(ident, size)
    assert _font_px(svg) >= 11 - 1e-6
    root = parse(svg)
    rect = [r for r in root.iter(SVG + "rect")][-1]  # the badge: the last rectangle, inside the icon
    assert float(rect.get("x")) >= 0 and float(rect.get("y")) >= 0
    assert float(rect.get("x")) + float(rect.get("width")) <= 32 and float(rect.get("y")) + float(rect.get("height")) <= 32
    assert len(svg.encode("utf-8")) < BUDGET


COLOUR = re.compile(r'\s(?:fill|stroke)="[^"]*"')


@pytest.mark.parametrize("game", sorted(GAME_IDS))
def test_told_apart_in_grayscale_by_shape_and_letter(game):
    """With every colour taken away (grayscale, colour blindness) each icon of a game still
    differs from the others by its shape, and by its letter code."""
    shapes = {ident: COLOUR.sub("", art._ART[ident]) for ident in GAME_IDS[game]}
    assert len(set(shapes.values())) == len(shapes), "two icons differ only by colour"
    letters = [LETTERS[ident] for ident in GAME_IDS[game]]
    assert len(set(letters)) == len(letters)
