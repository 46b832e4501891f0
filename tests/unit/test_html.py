"""The element helper escapes by construction, and the boards' one choice button knows the hint."""

from __future__ import annotations

from ramen.core.choices import Picker
from ramen.ui.markup.html import Markup, button, el, html
from ramen.ui.views import CANCEL_FIRST, CHOSEN, NOT_POSSIBLE, NOT_YOUR_TURN, BoardContext


def test_text_is_escaped_and_markup_is_not():
    assert el("p", "Ken & <b>", el("b", "x"), class_="a b", data_seat=2) == \
        '<p class="a b" data-seat="2">Ken &amp; &lt;b&gt;<b>x</b></p>'
    assert el("span", "Ken's \"bowl\"") == "<span>Ken's \"bowl\"</span>"  # quotes matter only in attributes
    assert el("span", title="Ken's \"bowl\"") == '<span title="Ken&#x27;s &quot;bowl&quot;"></span>'
    assert el("p", Markup("<i>kept</i>")) == "<p><i>kept</i></p>"


def test_children_lists_numbers_and_nothing():
    assert el("ul", [el("li", n) for n in (0, 1)], None, "", False) == "<ul><li>0</li><li>1</li></ul>"
    assert html("a", ("b", [None, "c"])) == "abc"
    assert isinstance(html("x"), Markup) and isinstance(el("p"), Markup)
    assert el("p", hidden=True, data_x=None, data_y="") == '<p hidden data-y=""></p>'


def test_a_hinted_button_names_its_class_first():
    assert button("Go", cmd="pick", arg="a", cls="x", hinted=True).startswith('<button type="button" class="hinted x"')


class NoReasons:
    """A game whose rules give no reason of their own (the board's own reasons are what is tested)."""

    def why_not_begun(self, state, words, legal=None):
        return None

    def why_not_words(self, state, words):
        return None


def _ctx(legal: list[str], prefix: tuple[str, ...] = (), hint: str = "", acting: bool = True) -> BoardContext:
    return BoardContext(game=NoReasons(), state=object(), view={}, viewer=0, names=["Mai"],
                        picker=Picker(legal, prefix) if acting else None, hint=tuple(hint.split()))


def test_choice_picks_what_is_left_and_marks_the_hint():
    ctx = _ctx(["prep egg b1", "draw deck"], ("prep",), hint="prep egg b1")
    made = ctx.choice(("prep", "egg"), "Egg", key="k", elsewhere="fresh", cls="card")
    assert 'class="hinted card" data-cmd="pick" data-arg="egg"' in made
    assert 'class="card" data-cmd="pick-fresh" data-arg="draw deck"' in ctx.choice(
        ("draw", "deck"), "Deck", key="k", elsewhere="fresh", cls="card")


def test_choice_elsewhere_policies_and_reasons():
    ctx = _ctx(["prep egg b1", "draw deck", "claim b1", "claim b1 b2"], ("prep",))
    assert f'data-why="{CANCEL_FIRST}"' in ctx.choice(("draw", "deck"), "Deck", key="k", elsewhere="refuse")
    assert 'data-cmd="act" data-arg="draw deck"' in ctx.choice(("draw", "deck"), "Deck", key="k", elsewhere="apply")
    assert f'title="{CHOSEN}"' in ctx.choice(("prep",), "Prep", key="k", elsewhere="fresh")
    fresh = _ctx(["claim b1", "claim b1 b2"])
    assert 'data-cmd="act" data-arg="claim b1"' in fresh.choice(("claim", "b1"), "1", key="k", elsewhere="apply")
    assert f'data-why="{NOT_POSSIBLE}"' in fresh.choice(("swap", "egg"), "Swap", key="k", elsewhere="apply")
    idle = _ctx(["draw deck"], acting=False)
    assert f'data-why="{NOT_YOUR_TURN}"' in idle.choice(("draw", "deck"), "Deck", key="k", elsewhere="fresh")


def test_a_remembered_piece_is_built_once_per_arguments_and_still_takes_a_list() -> None:
    """A piece drawn at every tap is built once for the same arguments; a list argument (unhashable) is built anew."""
    from ramen.ui.markup.html import remembered

    calls: list[object] = []

    @remembered
    def piece(name: str, sub: object = None) -> Markup:
        calls.append(name)
        return el("span", name, sub, class_="p")

    assert piece("a") is piece("a") and calls == ["a"]
    assert piece("a", sub=["x", "y"]) == '<span class="p">axy</span>' and calls == ["a", "a"]
