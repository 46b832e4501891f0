"""The benchmarks' page probes still run (tools/bench.py): a few random taps of each game with the
responsiveness probe, in interleaved rounds (one page standing for both) and, on a phone, with the
travel probe. Figures are not judged here (a timed test
would depend on the machine); that the probes play and measure is."""

from __future__ import annotations

import pytest

from tools.benchmarks.responsiveness import measure_interleaved, measure_responsiveness
from tools.benchmarks.travel import measure_travel


@pytest.mark.parametrize("game", ["fury", "ink", "extreme"])
def test_the_responsiveness_probe_plays_a_few_taps(browser, site_url: str, game: str) -> None:
    figures = measure_responsiveness(browser, site_url, game, seed=1, max_clicks=4)
    assert figures["clicks"] == 4
    assert figures["click_to_paint_ms"]["clicks"] >= 1


@pytest.mark.parametrize("game", ["fury", "ink", "extreme"])
def test_the_travel_probe_plays_a_few_taps_on_a_phone(browser, site_url: str, game: str) -> None:
    figures = measure_travel(browser, site_url, game, (390, 844), clicks_wanted=2)
    assert figures["clicks"] == 2
    assert set(figures["frame_ms"]) == {"p50", "p95", "max", "frames"}


def test_the_interleaved_rounds_play_each_page_in_turn(browser, site_url: str) -> None:
    """Two names for one page: a warm-up, then each round a new game of 3 taps on each, pooled per name."""
    figures = measure_interleaved(browser, {"a": site_url, "b": site_url}, "fury", rounds=2, clicks=3)
    for name in ("a", "b"):
        assert len(figures[name]["round_p50"]) == 2
        assert 2 <= figures[name]["taps"] <= 6  # (the Start tap and the home screen's are not counted)
        assert "click" in figures[name]["phase_ms_per_tap"]
