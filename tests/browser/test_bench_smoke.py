"""The benchmarks' page probes still run (tools/bench.py): a few random taps of each game with the
responsiveness probe and, on a phone, with the travel probe. Figures are not judged here (a timed test
would depend on the machine); that the probes play and measure is."""

from __future__ import annotations

import pytest

from tools.bench import measure_responsiveness, measure_travel


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
