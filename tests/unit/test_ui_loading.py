"""ramen/ui/page/loading.py: a game imported in short steps (so the page stays responsive while it loads) is
the same game as one imported at once."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# run in a fresh interpreter: the steps re-import game packages, which must not disturb this test run
SCRIPT = """
import importlib, sys
from ramen.ui.page import loading
from ramen.core.registry import get_game
view = lambda g: importlib.import_module(f"ramen.ui.views.{g}")
game_id, stop_after = sys.argv[1], int(sys.argv[2])
pieces = loading.steps(game_id, get_game, view)
names = []
for name in pieces:
    names.append(name)
    # stop_after 0: half-way through the package (two of its modules run, the package not yet whole)
    if len(names) == stop_after or (stop_after == 0 and sum(n.startswith("import-ramen.") for n in names) == 3):
        break
if stop_after == 0:
    assert hasattr(sys.modules[f"ramen.{game_id}"], "__getattr__"), ("the package should be half-made", names)
# whatever was left undone, asking for the game finishes it
game = get_game(game_id)
package = sys.modules[f"ramen.{game_id}"]
assert package.GAME is game and not hasattr(package, "__getattr__"), "the package is whole"
assert getattr(sys.modules["ramen"], game_id) is package
assert any(n.startswith("import-ramen.") for n in names) or stop_after < 99, names
state = game.new_state(1, 2)
legal = game.legal_actions(state)
assert legal, "the game plays"
print(len(names))
"""


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
@pytest.mark.parametrize("stop_after", [99, 3, 0])
def test_a_game_imported_in_steps_is_whole_even_when_asked_for_half_way(game_id: str, stop_after: int, tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-B", "-c", SCRIPT, game_id, str(stop_after)], cwd=ROOT, capture_output=True,
                            text=True, env={"PYTHONPYCACHEPREFIX": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert result.returncode == 0, result.stderr
    assert int(result.stdout.split()[-1]) >= min(stop_after, 3)
    # (stop_after 0 is the case a guest device met: the welcome of a table asked for the game while the
    # page's warm-up had run half of its package; get_game read the package's names without asking it)
