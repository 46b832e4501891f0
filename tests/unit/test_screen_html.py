"""Every screen renders the HTML recorded before ramen/ui was reshaped (tools/screen_html.py says which
screens: home, rules, statistics, every action of seeded games of each title with choices in progress,
hints, hand-offs and end screens, the replay viewer and the share screen). A change to ramen/ui that
changes what a player sees shows here, with a diff of each changed screen's HTML; one that means to records
again and says why in its commit."""

from __future__ import annotations

from tools.screen_html import MEASURED_MASK, differences, normalise, recorded, report, screen_diff


def test_every_screen_renders_as_recorded():
    wrong = differences()
    assert not wrong, report(wrong)


def test_a_changed_screen_prints_a_line_based_diff():
    """A failure says how a screen differs, not only that it does: a diff of its lines, one tag a line."""
    before = normalise('<p class="status">Your turn, <strong>Mai</strong>.</p><button type="button">Draw</button>', [])
    after = normalise('<p class="status">Your turn, <strong>Ken</strong>.</p><button type="button">Draw</button>', [])
    diff = screen_diff("fury-1p2c-005", before, after)
    assert "-<strong>Mai\n" in diff and "+<strong>Ken\n" in diff
    assert '<button type="button">Draw' in diff  # context around the change
    assert "fury-1p2c-005" in report([("fury-1p2c-005", diff)])


def test_the_measured_win_shares_are_masked():
    """The level lines' measured figures (re-measured whenever a bot is tuned) are masked in the recording:
    a new measurement changes no recorded screen."""
    from ramen.core.strength import MEASURED, level_words

    masks = [("wins 4 in 5 games against normal (82 % of 600)", MEASURED_MASK)]
    assert normalise("<li>strong: looks ahead; wins 4 in 5 games against normal (82 % of 600)</li>", masks) == \
        f"<li>strong: looks ahead; {MEASURED_MASK}\n</li>\n"
    rules, home = recorded("home")["rules-fury"], recorded("home")["home-fury-3"]
    for level in MEASURED["fury"]:
        words = level_words("fury", level).split("; ")[0]
        assert f"{words}; {MEASURED_MASK}" in rules and f"{words}; {MEASURED_MASK}" in home
    assert "% of 600" not in rules and "% of 600" not in home
