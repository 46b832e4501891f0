"""No screen offers the same control twice: at most one Cancel, and each claim (Ramen Extreme) behind one
Claim button, over the screens of seeded games that tools/screen_catalogue.py walks (every action, choices in
progress, hints, prompts, hand-offs, end screens)."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.view_check import parse
from tools.screen_catalogue import game_screens


def claim_of(button: dict) -> str | None:
    """The claim an enabled Claim button leads to ("claim b1 b3"), or None for any other button."""
    if "disabled" in button or not button["_text"].strip().startswith("Claim") or "Claim nothing" in button["_text"]:
        return None
    if button.get("data-cmd") == "ui":
        return button.get("data-arg", "").partition("|")[2] or None
    return button.get("data-arg")


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_at_most_one_cancel_and_one_claim_button_per_claim(game_id):
    screens = 0
    for name, html in game_screens(game_id):
        if name.endswith("-said"):
            continue
        screens += 1
        buttons = parse(html).buttons
        cancels = [b for b in buttons if b["_text"].strip() == "Cancel"]
        assert len(cancels) <= 1, (name, cancels)
        claims = Counter(claim for claim in map(claim_of, buttons) if claim)
        assert all(count == 1 for count in claims.values()), (name, claims)
    assert screens > 100
