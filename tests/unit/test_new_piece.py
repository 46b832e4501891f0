"""A new piece is one row: a made-up card or bowl card added to a copy of a game's piece table (its
``components.py``, nothing else changed) is dealt and played by the engine, scored by its scoring, played
by the computer opponents (normal, and a few decisions of the strong level's search), drawn on the board, listed on the rules page with the
table's counts, and drawn from the art set; a row missing a field fails with a sentence naming it.

Each case runs in a fresh interpreter over a copy of ``ramen/`` in ``tmp_path`` (the real package is never
touched): the row goes in just after the line that opens the table."""

from __future__ import annotations

import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: what the fresh interpreter checks (after a line naming this checkout, CHECKOUT); argv: the game id, the new
#: piece's id, its art ("" for none), the game's own check (Python), when it was in play (an expression), then
#: what the rules page must say
SCRIPT = r"""
import html, importlib, random, sys
from ramen.arena import play_game
from ramen.core.bots import bot_action, bot_rng, make_bot
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.ui.markup import pictures
from ramen.ui.screens.play import PlayScreen, render_play
from ramen.ui.screens.rules_text import rules_html
from ramen.ui.views import get_view

game_id, piece_id, art, own_check, in_play, *rules_says = sys.argv[1:]
game = get_game(game_id)
name = next(p.name for p in importlib.import_module(f"ramen.{game_id}.components").PIECES if p.id == piece_id)
exec(own_check)  # the game's own engine and scoring figures for the piece

# the art set draws it (tools/art.py builds the page's sprite from every piece's art)
if art:
    sys.path.append(CHECKOUT)  # (given first: this checkout, whose tools/ the copy lacks)
    from tools.art import _drawings
    assert art in pictures.symbols(), f"the page's pictures leave out {art}"
    _drawings([art])

# the strong level's search deals the unseen cards, the piece among them, and plays on (a few decisions)
strong, state = make_bot(game, "strong"), game.new_state(1, 2)
for decision in range(4):
    state = game.apply(state, bot_action(game, strong, state, bot_rng(1, decision)))

# the normal computers play games with it to the end: in how many it was in play
played = 0
for seed in range(1, 7):
    texts = []
    state, _actions = play_game(game, seed, ["normal", "normal"], texts)
    played += bool(eval(in_play))

# the board draws it: games of random moves, rendered at every step, until one shows the piece
drawn = False
for seed in range(1, 40):
    rng = random.Random(seed)
    seats = [SeatInfo(name="Mai", kind="human"), SeatInfo(name="Computer", kind="bot", level="normal")]
    match = Match(game, Record(game=game_id, seed=seed, seats=seats))
    screen = PlayScreen(save_id="s", match=match, board=get_view(game_id))
    screen.settle_viewer()
    while not match.over and not drawn:
        page = render_play(screen, None)
        drawn = f':{piece_id}"' in page or html.escape(name) in page  # a piece marked, or named (an order's bowl)
        match.play(rng.choice(match.legal_texts()))
        screen.prefix = ()
        screen.settle_viewer()
    if drawn:
        break

rules = html.unescape(rules_html(game_id))
print({"played": played, "drawn": drawn, "rules_missing": [words for words in rules_says if words not in rules]})
"""


@dataclass(frozen=True)
class NewPiece:
    """A made-up piece: the line of the game's table its row follows, the row, and what must hold once it is in."""
    game: str
    after: str
    row: str
    piece_id: str
    #: the drawing it names ("" for a piece drawn as its ingredients)
    art: str
    #: Python run in the fresh interpreter (``game`` is the game): the engine's and the scoring's figures
    check: str
    #: a Python expression: the piece was in play in a game the computers played (``state`` at its end, ``texts``
    #: its actions)
    in_play: str
    #: what the rules page must say with the piece in (its name, the counts read from the table)
    rules_says: tuple[str, ...]


MISO = ('    Piece("miso", "Miso Flavor", FLAVOR, letter="Mi", art="bowl-with-spoon", count=3, '
        'score=lambda counts, pieces: 3 * counts["nori"], rule="3 for every Nori Garnish", short="3 per nori"),')

NEW_PIECES = {
    "fury": NewPiece(
        "fury", "PIECES: tuple[Piece, ...] = (", MISO, "miso", "bowl-with-spoon",
        "from ramen.fury.components import DECK_SIZE, is_flavor\n"
        "from ramen.fury.scoring import score_bowl\n"
        "assert DECK_SIZE == 92 and is_flavor('miso'), DECK_SIZE\n"
        "assert score_bowl(['miso', 'nori', 'nori', 'nori']) - score_bowl(['miso', 'nori', 'nori']) == 3 + 1\n",
        "any(' miso ' in text + ' ' for text in texts)", ("Miso Flavor", "3 for every Nori Garnish", "92")),
    "ink": NewPiece(
        "ink", 'ORDER_PIECES: tuple[Piece, ...] = tuple(_order(order) for order in INGREDIENTS + _PAIRS + _TRIPLES + ("2x", "3x"))',
        'ORDER_PIECES += (Piece("4x", "Food stylist 4x", STYLIST, rule="Food stylist 4x: 8 points per four of one ingredient.", '
        'short="8 per four of a kind", score=lambda counts, pieces: 8 * sum(n // 4 for i, n in counts.items() if i in pieces)),)',
        "4x", "",
        "from ramen.ink.components import ORDER_IDS, order_kind\n"
        "from ramen.ink.scoring import score_order\n"
        "assert '4x' in ORDER_IDS and order_kind('4x') == 'stylist'\n"
        "assert score_order('4x', ['egg'] * 4 + ['nori'] * 3) == 8\n",
        "'4x' in state.orders",
        ("17 order cards", "split 4 + 6 + 4 + 3", "3 food stylist orders")),
    "extreme": NewPiece(
        "extreme", "BOWL_PIECES: tuple[Piece, ...] = (", '    _bowl(15, "egg", "naruto", "scallion", "corn"),',
        "egg+naruto+scallion+corn", "",
        "from ramen.extreme.scoring import score_player\n"
        "assert score_player(['egg+naruto+scallion+corn'], 0, 0) == 15\n",
        "any('egg+naruto+scallion+corn' in bowls for bowls in state.claimed)",
        ("15 ramen bowl cards", "4 worth 15", "The 15 bowl cards")),
}


def _copy_with_row(tmp_path: Path, new: NewPiece, row: str) -> Path:
    """A copy of ``ramen/`` with ``row`` added to the game's table; the copy's root."""
    shutil.copytree(ROOT / "ramen", tmp_path / "ramen", ignore=shutil.ignore_patterns("__pycache__"))
    components = tmp_path / "ramen" / new.game / "components.py"
    source = components.read_text(encoding="utf-8")
    assert source.count(new.after + "\n") == 1, f"{new.after!r} is one line of {new.game}'s components"
    components.write_text(source.replace(new.after + "\n", f"{new.after}\n{row}\n"), encoding="utf-8")
    return tmp_path


def _run(tmp_path: Path, new: NewPiece, row: str) -> subprocess.CompletedProcess[str]:
    root = _copy_with_row(tmp_path, new, row)
    script = f"CHECKOUT = {str(ROOT)!r}\n" + SCRIPT
    return subprocess.run([sys.executable, "-B", "-c", script, new.game, new.piece_id, new.art, new.check, new.in_play, *new.rules_says],
                          cwd=root, capture_output=True, text=True, timeout=600,
                          env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})


@pytest.mark.parametrize("game", sorted(NEW_PIECES))
def test_a_made_up_piece_is_one_row_that_everything_reads(game: str, tmp_path: Path) -> None:
    new = NEW_PIECES[game]
    result = _run(tmp_path, new, new.row)
    assert result.returncode == 0, result.stderr[-3000:]
    figures = result.stdout.strip().splitlines()[-1]
    assert figures == "{'played': %d, 'drawn': True, 'rules_missing': []}" % eval(figures)["played"], figures
    assert eval(figures)["played"] > 0, f"the computers never played {new.piece_id}"


@pytest.mark.parametrize("field, row, names", [
    ("letter", MISO.replace('letter="Mi", ', ""), "letter"),
    ("art", MISO.replace('"bowl-with-spoon"', '"no-such-drawing"'), "no-such-drawing"),
])
def test_a_row_missing_a_field_fails_with_a_sentence_naming_it(field: str, row: str, names: str, tmp_path: Path) -> None:
    """Without a letter (the boards print one on every card) or with a drawing the art set lacks, the
    copy fails, and its message names what is missing."""
    new = NEW_PIECES["fury"]
    result = _run(tmp_path, NewPiece(**{**new.__dict__, "art": "no-such-drawing" if field == "art" else new.art}), row)
    assert result.returncode != 0
    last = result.stderr.strip().splitlines()[-1]
    assert names in last, last
