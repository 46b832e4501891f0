"""No module over 400 lines in ramen/, tools/ and static/ (a reader takes in a module whole; a
longer one is split by concern, as the bots are into packages and the rules into phases). static/vendor/ is
generated, not written here."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 400
#: the code a person writes: Python and JavaScript under these folders
FOLDERS = ("ramen", "tools", "static")


def modules() -> list[Path]:
    found = [path for folder in FOLDERS for pattern in ("*.py", "*.js") for path in (ROOT / folder).rglob(pattern)
             if "vendor" not in path.relative_to(ROOT).parts and "__pycache__" not in path.parts]
    return sorted(found)


def test_the_check_sees_the_code() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in modules()}
    assert {"ramen/fury/rules.py", "ramen/ink/bots/search.py", "tools/bench.py", "static/travel.js"} <= names


def test_no_module_over_400_lines() -> None:
    long = {path.relative_to(ROOT).as_posix(): n for path in modules()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > LIMIT}
    assert not long, f"over {LIMIT} lines (split it by concern): {long}"
