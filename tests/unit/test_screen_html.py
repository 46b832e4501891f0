"""Every screen renders the HTML recorded before ramen/ui was reshaped (tools/screen_html.py says which
screens: home, rules, statistics, every action of seeded games of each title with choices in progress,
hints, hand-offs and end screens, the replay viewer and the share screen). A change to ramen/ui that
changes what a player sees shows here; one that means to records again and says why in its commit."""

from __future__ import annotations

from tools.screen_html import differences


def test_every_screen_renders_as_recorded():
    wrong = differences()
    assert not wrong, (f"{len(wrong)} screens render differently from tests/unit/data/screen_html.json "
                       f"(compare with `python3 tools/screen_html.py --dump DIR` on both trees): {wrong[:20]}")
