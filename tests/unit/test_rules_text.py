"""Tests of the in-app rules pages (ramen/ui/screens/rules_text.py).

They check that every game has a page, that the project's own choices ([default] in docs/components.md
and the engine rulings) are visibly marked, that the HTML is well-formed and safe, that the page opens
with a contents list whose links reach its sections through the app's routes, that every piece of the
game's table of pieces is pictured, and that no run of 12 words is copied from the rulebooks.
"""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ramen.ui.screens.rules_text import MARK, RULES, rules_html

from tests.conftest import ROOT, SHARED_RULES as RULES_DIR

GAMES = ("ink", "fury", "extreme")
#: our rulings and default figures, in our own words: what these tests need to know of the rules
RULINGS = ROOT / "docs" / "rulings.md"
#: the publishers' texts are not in the repository; where they sit beside it, one more check runs
RULEBOOKS = {game: RULES_DIR / f"ramen-{game}-rulebook.txt" for game in GAMES}
COMPONENTS = ROOT / "docs" / "components.md"
NO_SHARED = f"the publishers' rule texts are not beside this checkout ({RULES_DIR} is absent)"
TITLES = {"ink": "## Ramen Ink", "fury": "## Ramen Fury", "extreme": "## Ramen Extreme"}
WINDOW = 12

ALLOWED_TAGS = {"header", "nav", "section", "div", "a", "h2", "h3", "p", "ul", "ol", "li", "strong", "em", "span"}
#: the attributes a page may use (no inline style, no event handler, no source of anything)
ALLOWED_ATTRS = {"class", "id", "title", "tabindex", "href", "role", "aria-label", "aria-labelledby", "aria-hidden",
                 "data-piece", "data-card", "data-face"}
BLOCK_TAGS = {"p", "li", "td", "th", "h2", "h3"}
#: the only links a page holds: to its own sections, by the app's route (#/rules/GAME/SECTION)
SECTION_LINK = re.compile(r"#/rules/(ink|fury|extreme)/([a-z0-9-]+)")


class PageParser(HTMLParser):
    """Checks nesting, tags and attributes, and collects the text of every block with whether it holds a mark;
    what is hidden from assistive technology (aria-hidden: a picture's letters) is not text, and the head and
    contents list (the cover, the links) are not the rules' words."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.blocks: list[tuple[str, bool]] = []  # (text, holds a default mark)
        self.sections: list[tuple[str, str]] = []  # (h2 text, text under it)
        self.text: list[str] = []
        self.ids: list[str] = []
        self.links: list[str] = []
        self.pieces: dict[str, list[str]] = {}  # data-piece key -> the drawings (art-NAME) inside its element
        self._hidden: list[int] = []  # depths of the aria-hidden elements open
        self._aside: list[int] = []  # depths of the open head or contents list
        self._piece: list[tuple[int, list[str]]] = []  # (depth, keys) of the open data-piece elements
        self._block: list[str] | None = None
        self._block_marked = False
        self._block_tag: str | None = None

    def handle_starttag(self, tag, attrs):
        if tag not in ALLOWED_TAGS:
            self.errors.append(f"tag <{tag}> not allowed")
        attrs = dict(attrs)
        for name in set(attrs) - ALLOWED_ATTRS:
            self.errors.append(f"<{tag}> with attribute {name}={attrs[name]!r}")
        if "href" in attrs and (tag != "a" or not SECTION_LINK.fullmatch(attrs["href"] or "")):
            self.errors.append(f"<{tag}> links out of the page: {attrs['href']!r}")
        if attrs.get("id"):
            self.ids.append(attrs["id"])
        if tag == "a":
            self.links.append(attrs.get("href") or "")
        depth = len(self.stack)
        if attrs.get("aria-hidden") == "true":
            self._hidden.append(depth)
        if tag in ("nav", "header"):
            self._aside.append(depth)
        if attrs.get("data-piece"):
            keys = attrs["data-piece"].split()
            self._piece.append((depth, keys))
            for key in keys:
                self.pieces.setdefault(key, [])
        drawings = [c for c in (attrs.get("class") or "").split() if c.startswith("art-")]
        for _, keys in self._piece:
            for key in keys:
                self.pieces[key] += drawings
        if tag == "span" and attrs.get("class") == "default-mark" and self._block is not None:
            self._block_marked = True
        if tag in BLOCK_TAGS and self._block is None:
            self._block, self._block_marked, self._block_tag = [], False, tag
        if tag == "h2":
            self.sections.append(("", ""))
        self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.errors.append(f"self-closing <{tag}/> not allowed")

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> does not close {self.stack[-1:] or 'anything'}")
            return
        self.stack.pop()
        depth = len(self.stack)
        for opened in (self._hidden, self._aside):
            if opened and opened[-1] == depth:
                opened.pop()
        if self._piece and self._piece[-1][0] == depth:
            self._piece.pop()
        if tag == self._block_tag and tag not in self.stack:
            self.blocks.append((" ".join("".join(self._block).split()), self._block_marked))
            self._block, self._block_tag = None, None
        self.text.append(" ")

    def handle_data(self, data):
        if self._hidden or self._aside:
            return
        self.text.append(data)
        if self._block is not None:
            self._block.append(data)
        if self.sections:
            heading, body = self.sections[-1]
            if self.stack and self.stack[-1] == "h2":
                self.sections[-1] = (heading + data, body)
            else:
                self.sections[-1] = (heading, body + data)

    def handle_comment(self, data):
        self.errors.append("comment")

    def handle_decl(self, decl):
        self.errors.append(f"declaration {decl}")


def parse(game: str) -> PageParser:
    parser = PageParser()
    parser.feed(rules_html(game))
    parser.close()
    return parser


def words(text: str) -> list[str]:
    """Lower-case words with punctuation dropped (so re-punctuating copied text still counts)."""
    text = unescape(text).lower().replace("\u2019", "'").replace("\u2018", "'")
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text)


def page_text(game: str) -> str:
    return " ".join("".join(parse(game).text).split())


def section_html(game: str, heading: str) -> str:
    """The HTML of the section with this heading (its <section> element)."""
    html = rules_html(game)
    found = re.search(rf'<section [^>]*><h2 [^>]*>{re.escape(heading)}</h2>.*?</section>', html, re.S)
    assert found, f"{game}: no section headed {heading!r}"
    return found.group(0)


def section_blocks(game: str, heading: str) -> list[tuple[str, bool]]:
    """The blocks of the section with this heading."""
    parser = PageParser()
    parser.feed(section_html(game, heading))
    return parser.blocks


# --- presence and shape ---------------------------------------------------------------------------


def test_every_game_has_a_page():
    assert set(RULES) == set(GAMES)
    for game in GAMES:
        page = RULES[game]
        assert isinstance(page["title"], str) and page["title"]
        assert all(isinstance(h, str) and isinstance(body, str) for h, body in page["sections"])
        html = rules_html(game)
        assert html.count("<h2 ") == len(page["sections"]) + 2  # and "Contents", "Computer opponents"
        assert html.count("<section ") == len(page["sections"]) + 1


def test_unknown_game_raises():
    with pytest.raises(KeyError):
        rules_html("chess")


@pytest.mark.parametrize("game", GAMES)
def test_sections(game):
    headings = [heading for heading, _ in RULES[game]["sections"]]
    assert headings[0] == "Goal"
    assert "What's in the box" in headings
    assert "Setup" in headings
    assert any(h in headings for h in ("A turn", "A round"))
    assert any(h.startswith("Special rules") for h in headings)
    assert "End of the game and scoring" in headings
    assert headings[-1] == "Our rulings"
    assert ">Our rulings</h2>" in rules_html(game)


@pytest.mark.parametrize("game", GAMES)
def test_page_has_default_marks(game):
    html = rules_html(game)
    assert 'class="default-mark"' in html
    assert html.count('class="default-mark"') == html.count(MARK)
    assert ">our ruling</span>" in MARK


@pytest.mark.parametrize("game", GAMES)
def test_length_is_tablet_friendly(game):
    """The rules themselves (the computer levels' section after them is not counted)."""
    count = len(words(page_text(game).split("Computer opponents")[0]))
    assert 650 <= count <= 1300, count


# --- well-formed, safe HTML -----------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_html_is_well_formed_and_safe(game):
    parser = parse(game)
    assert parser.errors == []
    assert parser.stack == [], f"unclosed tags: {parser.stack}"
    html = rules_html(game).lower()
    for bad in ("<script", "<img", "<svg", "<iframe", "src=", "javascript:", "http", "onclick", "style=", "<table"):
        assert bad not in html, bad
    assert parser.links and all(SECTION_LINK.fullmatch(link) for link in parser.links), parser.links
    # every '&' starts an entity, every '<' a tag
    assert not re.search(r"&(?![a-z]+;|#[0-9]+;|#x[0-9a-f]+;)", html)
    assert not re.search(r"<(?![a-z/])", html)


def test_parser_catches_bad_nesting():
    parser = PageParser()
    parser.feed("<p><strong>oops</p></strong><script>x</script>")
    assert parser.errors


@pytest.mark.parametrize("bad", ['<p style="color: red">x</p>', '<a href="https://example.com">x</a>', '<a href="#rules-goal">x</a>',
                                 '<span onclick="x()">x</span>', '<p data-x="1">x</p>'])
def test_parser_catches_what_a_page_must_not_hold(bad):
    parser = PageParser()
    parser.feed(bad)
    assert parser.errors, bad


# --- the contents list and the pictures -----------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_page_opens_with_a_contents_list_of_its_sections(game):
    """Before the first section, a contents list links every section, in order, by the app's route to it
    (#/rules/GAME/SECTION, which the app opens at the heading whose id is rules-SECTION; an anchor of the
    page's own, #rules-SECTION, would take the app to its home screen)."""
    from ramen.ui.screens.tutorial import section_id

    html = rules_html(game)
    nav = re.search(r'<nav class="rules-toc"[^>]*>.*?</nav>', html, re.S)
    assert nav and html.index(nav.group(0)) < html.index("<section ")
    parser = parse(game)
    headings = re.findall(r'<section [^>]*><h2 id="rules-([a-z0-9-]+)"[^>]*>([^<]*)</h2>', html)
    assert len(headings) == len(RULES[game]["sections"]) + 1
    targets = [SECTION_LINK.fullmatch(link) for link in re.findall(r'href="([^"]*)"', nav.group(0))]
    assert [(t.group(1), t.group(2)) for t in targets] == [(game, sid) for sid, _ in headings]
    for sid, heading in headings:
        assert sid == section_id(unescape(heading)), (sid, heading)  # the id a lesson's "More in the rules" opens
        assert f"rules-{sid}" in parser.ids
    assert len(parser.ids) == len(set(parser.ids)), "an id used twice"


def test_the_contents_check_fails_on_a_link_to_no_section(monkeypatch):
    """The test above can fail: a contents link whose section is gone."""
    from ramen.ui.screens import rules_text

    page = {"title": "Ramen Fury", "sections": RULES["fury"]["sections"][:-1]}
    monkeypatch.setitem(rules_text.RULES, "fury", page)
    html = rules_text.rules_html("fury").replace('href="#/rules/fury/goal"', 'href="#/rules/fury/gaol"')
    monkeypatch.setattr(rules_text, "rules_html", lambda game: html)
    monkeypatch.setitem(globals(), "rules_html", rules_text.rules_html)
    with pytest.raises(AssertionError):
        test_the_page_opens_with_a_contents_list_of_its_sections("fury")


def game_pieces(game: str):
    from ramen.extreme.components import PIECES as EXTREME
    from ramen.fury.components import PIECES as FURY
    from ramen.ink.components import PIECES as INK

    return {"ink": INK, "fury": FURY, "extreme": EXTREME}[game]


def missing_pictures(game: str, html: str) -> list[str]:
    """The pieces of the game's table that ``html`` does not picture: no element names the piece
    (data-piece="KIND:ID"), or none of its drawings is in it (a piece drawn as its ingredients, an Ink order or an
    Extreme bowl card, shows those)."""
    from ramen.ui.markup.pictures import PIECE_ART

    parser = PageParser()
    parser.feed(html)
    missing = []
    for piece in game_pieces(game):
        drawings = parser.pieces.get(f"{piece.kind}:{piece.id}")
        wanted = {f"art-{piece.art}"} if piece.art else {f"art-{PIECE_ART[i]}" for i in piece.needs}
        if drawings is None or not (wanted & set(drawings) if piece.art else wanted <= set(drawings) or not piece.needs and drawings):
            missing.append(f"{piece.kind}:{piece.id}")
    return missing


@pytest.mark.parametrize("game", GAMES)
def test_every_piece_of_the_game_is_pictured(game):
    """Each piece of the game's one table of pieces has its picture on the page, beside its words."""
    assert missing_pictures(game, rules_html(game)) == []


def test_the_picture_check_finds_a_piece_left_out():
    html = rules_html("fury").replace('data-piece="flavor:soy"', 'data-piece="flavor:soya"')
    assert missing_pictures("fury", html) == ["flavor:soy"]
    html = rules_html("extreme").replace("art-folding-hand-fan", "art-nothing")
    assert "face:fan" in missing_pictures("extreme", html)


def test_the_scoring_examples_say_what_the_engine_scores():
    """Fury's examples: each bowl's total in the words (and on its badge) is the engine's score of its cards."""
    from ramen.fury.scoring import score_bowl
    from ramen.ui.screens.rules_fury import EXAMPLES

    html = rules_html("fury")
    for cards, words in EXAMPLES:
        total = score_bowl(list(cards))
        assert words.endswith(f"<strong>{total}</strong>."), (cards, total, words)
        assert words in html


# --- our choices are marked -----------------------------------------------------------------------

#: per game: patterns of our own choices; the first block (paragraph, list item, cell) stating each
#: one must also hold a default mark
MARKED_FIGURES = {
    "ink": [
        r"\b16 order cards\b",
        r"4 \+ 6 \+ 4 \+ 2",
        r"\b40 topping cards\b",
        r"\b24 show two toppings\b.*\b4 times\b.*\b16 show three toppings\b",
        r"one extra egg, one extra nori, one extra naruto and one extra chashu",
        r"one of each ingredient",
        r"\blost\b.*\bno penalty\b",
        r"\btaken back until you confirm\b",
    ],
    "fury": [
        r"chili or nori turned up (now|while setting up)",
        r"\bdiscard pile\b.*\bface up\b|\bso is the discard pile\b",
        r"deck is empty, draw can only take a pantry card.*restock is not allowed",
        r"deck empty, draw takes only from the pantry.*restock cannot",
        r"only during your own turn.*any number.*before, between or after",
        r"\bend turn\b",
    ],
    "extreme": [
        r"\b48 ingredient tokens\b, 6 of each\b",
        r"\b48 tokens are 6 of each\b",
        r"protein, protein, vegetable, vegetable, chili, fan",
        r"two protein faces, two vegetable faces, one chili and one fan",
        r"\b14 ramen bowl cards\b: 6 worth 5 points, 5 worth 10 and 3 worth 15",
        r"\b14 bowl cards are 6 worth 5, 5 worth 10 and 3 worth 15",
        r"chili pairs in the final dice always take effect|pushes each other player's pepper 1 space up, whether",
        r"beginning with the next player|starts with the next player",
    ],
}


@pytest.mark.parametrize("game", GAMES)
def test_default_figures_sit_beside_a_mark(game):
    blocks = parse(game).blocks
    for pattern in MARKED_FIGURES[game]:
        hits = [marked for text, marked in blocks if re.search(pattern, text, re.IGNORECASE)]
        assert hits, f"{game}: {pattern!r} not on the page"
        # where the page first states it, the reader must see the mark
        assert hits[0], f"{game}: {pattern!r} is first stated without a default mark beside it"


def game_part(text: str, game: str) -> str:
    """The ``## <game title>`` section of a markdown text."""
    start = text.index(TITLES[game])
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else len(text)]


def count_defaults(text: str) -> int:
    """How many [default] tags (also "[rulebook; ... default]") a markdown text has."""
    return len(re.findall(r"\[[^\]]*default[^\]]*\]", text))


@pytest.mark.parametrize("game", GAMES)
def test_our_rulings_list_every_default_of_docs_rulings(game):
    """The Our rulings section has at least as many marked items as docs/rulings.md has [default]s."""
    defaults = count_defaults(game_part(RULINGS.read_text(encoding="utf-8"), game))
    assert defaults >= 3  # sanity: the section was found
    marked = [t for t, m in section_blocks(game, "Our rulings") if m]
    assert len(marked) >= defaults, (game, defaults, marked)


@pytest.mark.parametrize("game", GAMES)
def test_docs_rulings_keep_every_default_of_the_component_lists(game):
    """docs/rulings.md has at least as many [default]s per game as docs/components.md, so nothing of it is
    lost in our own words."""
    ours = count_defaults(game_part(RULINGS.read_text(encoding="utf-8"), game))
    theirs = count_defaults(game_part(COMPONENTS.read_text(encoding="utf-8"), game))
    assert ours >= theirs, (game, ours, theirs)


def test_docs_rulings_state_the_changed_rules():
    """docs/rulings.md states our readings of the rulebooks (Extreme's heat values, claiming with a
    stolen token, Ink's "no bonus") and the Fury End turn, which the pages state too."""
    text = RULINGS.read_text(encoding="utf-8")
    for needed in ("0, −1, −5, +5, −10, −15, −20", "could already claim", "No bonus", "End turn"):
        assert needed in text, needed
    assert "off the bottom" in page_text("extreme") or "below the card" in page_text("extreme")
    assert "could not have made without" in page_text("extreme")
    assert "No bonus" in page_text("ink") and "End turn" in page_text("fury")


#: per game: figures every player needs, each where it must stand: one block of the page (a paragraph, a list
#: item) must match the pattern, so a wrong figure, or one found only elsewhere on the page, fails
RULEBOOK_FACTS = {
    "ink": [
        r"^Ramen Ink is a flip-and-write game: .* Over 6 rounds you pick topping cards and draw their ingredients "
        r"into the 8 bowls of your card\. ",
        r"^6 pair orders, one for every pair of different ingredients .*: 7 points, once, when the bowl holds at "
        r"least two of each of the two\.$",
        r"^Highest score wins\. On a tie, the tied player with fewer ingredients in the bin wins; ",
    ],
    "fury": [
        r"^89 ingredient cards \(",
        r" A bowl holds at most 5 cards, its flavor included, and never more than one flavor\. ",
        r"^Hand limit: as soon as you hold more than 5 cards, discard cards of your choice down to 5\.$",
        r"^Beef Flavor: 2 / 5 / 9 / 14 for 1 / 2 / 3 / 4 different proteins$",
        r"^Soy Sauce Flavor: 2 / 5 / 9 / 14 for 1 / 2 / 3 / 4 different vegetables$",
        r" On a tie, the tied player with the most cards in their eaten bowls wins; ",
        r"^Shrimp with naruto, chashu, tofu and corn: .*, so 8\.$",
        r"^Chicken with two eggs and a nori: .*, 7\.$",
        r"^Soy with mushroom, scallion and a chili: .*, 4\.$",
        r"^Fury with mushroom and a chili: .*, 2\.$",
    ],
    "extreme": [
        r" up to two more times: three rolls at most\. ",
        r" You may never hold more than 8 tokens: ",
        r"^Five chilis: every other pepper jumps to the top \(−20\)\.$",
        r" Note the sweet spot: four steps up, the fourth space is worth \+5\.$",
        r"^plus 1 for every token you still hold\.$",
        r" On a tie, the tied player with the most bowl cards wins; ",
    ],
}
#: per game: its tables (a list labelled for assistive technology), each row as (head, value), exactly
RULEBOOK_TABLES = {
    "ink": {
        "Ingredients in the bin and their penalty": [("0–2", "0"), ("3–4", "−1"), ("5", "−2"), ("6", "−3"),
                                                      ("7", "−4"), ("8", "−5")],
        "Bowls served at the end of each round": [("3", "1"), ("4", "2"), ("5", "3"), ("6", "4 to 8")],
    },
    "fury": {},
    "extreme": {
        "The Heat card: each position and its points": [("start", "0"), ("1", "0"), ("2", "−1"), ("3", "−5"),
                                                         ("4", "+5"), ("5", "−10"), ("6", "−15"),
                                                         ("7 (top)", "−20")],
    },
}


def facts_missing(game: str, html: str) -> list[str]:
    """The patterns of ``RULEBOOK_FACTS[game]`` that no block of ``html`` matches."""
    parser = PageParser()
    parser.feed(html)
    return [pattern for pattern in RULEBOOK_FACTS[game]
            if not any(re.search(pattern, text) for text, _ in parser.blocks)]


def table_rows(html: str, label: str) -> list[tuple[str, str]]:
    """The rows (head, value) of the table labelled ``label``, its legend left out."""
    found = re.search(rf'<ol class="rules-strip[^"]*" aria-label="{re.escape(label)}">(.*?)</ol>', html, re.S)
    assert found, f"no table {label!r}"
    cells = re.findall(r'<li>\s*<span class="rules-cell-head">(.*?)</span>\s*<span class="rules-cell-value">(.*?)</span>'
                       r"\s*</li>", found.group(1), re.S)
    return [(unescape(head).strip(), unescape(value).strip()) for head, value in cells]


@pytest.mark.parametrize("game", GAMES)
def test_rulebook_facts(game):
    """A few figures every player needs, stated exactly where they belong: in their sentence, or in their row
    of a table."""
    html = rules_html(game)
    assert facts_missing(game, html) == []
    for label, rows in RULEBOOK_TABLES[game].items():
        assert table_rows(html, label) == rows, label


def test_the_facts_check_fails_on_a_wrong_figure():
    """The checks above can fail: a figure changed in its sentence, or in its row, is seen even where the same
    figure stands elsewhere on the page."""
    html = rules_html("fury")
    assert "8" in page_text("fury")
    wrong = html.replace("so <strong>8</strong>.", "so <strong>9</strong>.")
    assert wrong != html and facts_missing("fury", wrong) == [r"^Shrimp with naruto, chashu, tofu and corn: .*, so 8\.$"]
    wrong = rules_html("extreme").replace(
        '<span class="rules-cell-head">4</span><span class="rules-cell-value">+5</span>',
        '<span class="rules-cell-head">4</span><span class="rules-cell-value">+3</span>')
    assert ("4", "+3") in table_rows(wrong, "The Heat card: each position and its points")
    assert facts_missing("extreme", wrong) == []  # the sentence still says +5: only the row is wrong


def test_game_names_beside_ids():
    assert "Aji Tama" in page_text("ink") and "Narutomaki" in page_text("ink")
    assert "Narutomaki" in page_text("extreme")
    assert "Chili Peppers" in page_text("fury") and "Nori Garnish" in page_text("fury")


# --- our own words --------------------------------------------------------------------------------


def copied_windows(text: str, source: str, size: int = WINDOW) -> list[str]:
    """Every run of ``size`` consecutive words of ``text`` that also occurs in ``source``."""
    src = words(source)
    grams = {tuple(src[i:i + size]) for i in range(len(src) - size + 1)}
    mine = words(text)
    return [" ".join(mine[i:i + size]) for i in range(len(mine) - size + 1) if tuple(mine[i:i + size]) in grams]


def test_copy_check_finds_a_copy():
    source = "The quick brown fox jumps over the lazy dog while the cat sleeps all day long."
    assert copied_windows("Look: the QUICK brown fox,\njumps over the lazy dog while the cat sleeps!", source)
    assert not copied_windows("A slow red fox walks past the lazy dog while the cat sleeps", source)


@pytest.mark.parametrize("game", GAMES)
def test_no_sentence_copied_from_the_rulebooks(game):
    """No run of 12 words of a rules page (or of docs/rulings.md) is the publishers'. Their texts are not
    in the repository: the check runs where they sit beside it and is skipped elsewhere."""
    books = [path for path in RULEBOOKS.values() if path.exists()]
    if not books:
        pytest.skip(NO_SHARED)
    source = "\n".join(path.read_text(encoding="utf-8") for path in books)
    copied = copied_windows(page_text(game), source)
    assert copied == [], copied
    mine = copied_windows(game_part(RULINGS.read_text(encoding="utf-8"), game), source)
    assert mine == [], mine


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_page_says_how_strong_each_computer_level_is(game_id):
    """The last section gives every level of the game one line, with its measured figure where there is one."""
    from ramen.core.registry import GAME_LEVELS
    from ramen.core.strength import HINT_LEVEL, MEASURED, level_words

    section = section_html(game_id, "Computer opponents")
    for level in GAME_LEVELS[game_id]:
        assert f"<li><strong>{level}</strong>: {level_words(game_id, level)}</li>" in section
    for level, (opponent, _, games) in MEASURED[game_id].items():
        assert f"against {opponent}" in level_words(game_id, level) and f"{games:,}" in level_words(game_id, level)
    assert f"the move {HINT_LEVEL} would make in your place" in section
