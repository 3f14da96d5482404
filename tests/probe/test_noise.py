"""Figures you can trust from run to run: intervals, change detection beyond the noise of both runs, and the trend
line scaled against the noise."""

from __future__ import annotations

import pytest

from macml_doctor.probe import history, noise
from macml_doctor.probe import script as probe_script
from macml_doctor.render import probe_table


def test_a_change_is_called_only_beyond_the_noise_of_both_runs() -> None:
    speedup_floor, rate_floor = noise.floors()
    assert 0 < rate_floor <= speedup_floor <= 0.1
    # Issue 14's five H200 runs said 10.9, 10.0, 9.8, 8.8, 8.8: 9.8 against 10.0 is the same figure ...
    assert not noise.changed(9.8, 0.02, 10.0, 0.02, speedup_floor)
    # ... 8.8 against 10.9 is not, even at the floor.
    assert noise.changed(8.8, 0.02, 10.9, 0.02, speedup_floor)
    # A wide interval on either side widens what counts as the same.
    assert not noise.changed(8.8, 0.2, 10.9, 0.02, speedup_floor)
    assert not noise.changed(8.8, None, 10.9, 0.2, speedup_floor)
    # Symmetric: a rise is judged like a fall.
    assert noise.changed(12.0, 0.0, 10.0, 0.0, speedup_floor) == noise.changed(10.0, 0.0, 12.0, 0.0, speedup_floor)


def test_headline_speedup_carries_the_geometric_interval() -> None:
    run = {"speedups": [{"speedup": 4.0, "interval": [3.6, 4.4]}, {"speedup": 9.0, "interval": [8.1, 9.9]}]}
    fig = noise.speedup(run)
    assert fig is not None
    assert fig.value == pytest.approx(6.0) and fig.low == pytest.approx(5.4) and fig.high == pytest.approx(6.6)
    assert fig.noise == pytest.approx(0.1)
    # A run stored before intervals existed: the figure alone, its noise zero (the floor then applies).
    old = noise.speedup({"speedups": [{"speedup": 4.0}]})
    assert old is not None and old.noise == 0.0
    assert noise.speedup({"speedups": []}) is None


def test_sparkline_is_flat_within_the_noise_and_scaled_beyond_it() -> None:
    # A 0.2 % drift of a figure that repeats within 2 % once drew as a collapse (█▄▁▃); within the noise it is flat.
    assert history.sparkline([50.80, 50.75, 50.70, 50.72], 0.02) == "▅▅▅▅"
    assert history.sparkline([50.80, 50.75, 50.70, 50.72]) == "█▅▁▂"  # no noise given: min-max, as before
    # One block per step of noise from the median (10.25): 10.0 and 10.5 lie within half a step, 11.0 above.
    assert history.sparkline([10.0, 10.0, 10.5, 11.0], 0.05) == "▅▅▅▆"
    # A real collapse spans more than the eight blocks' worth of noise: scaled between min and max.
    assert history.sparkline([10.0, 10.1, None, 5.0], 0.02) == "██ ▁"


def entry(i: int, speedup: float, spread: float | None) -> history.Entry:
    return history.Entry(i, f"2026-12-01T0{i}:00:00+00:00", "m", "e", "torch", "cuda", "ok", speedup, 50.0, 4000.0,
                         True, 4096, spread, 0.001)


def test_trends_and_table_use_each_series_noise() -> None:
    entries = [entry(1, 10.9, 0.02), entry(2, 10.0, 0.03), entry(3, 9.8, 0.02), entry(4, 10.2, 0.03)]
    (_, what, spark), (_, what_fp32, spark_fp32) = history.trends(entries)
    # The speedup's noise is the 10 % floor (checks/probe.toml: what default runs moved by on an H200): one block
    # per 10 % from the median (10.1): 10.9 is 0.8 steps above it, the rest within half a step.
    assert what == "speedup" and spark == "▆▅▅▅"
    assert what_fp32.startswith("fp32 TFLOPS") and spark_fp32 == "▅▅▅▅"
    t = probe_table.history_table(entries)
    cells = [str(c) for c in t.columns[5]._cells]
    assert cells[0] == "10.90× ±2.0%"


def test_timing_interval_brackets_the_median() -> None:
    timing = probe_script.Timing([0.010, 0.011, 0.012, 0.009, 0.010], 4)
    low, high = timing.interval(1.0)
    assert low <= timing.rate(1.0) <= high
    assert (low, high) == pytest.approx((1 / 0.011, 1 / 0.010))


def test_speedup_interval_spans_both_stages_intervals() -> None:
    training = [{"workload": "cnn32", "device": "cuda", "samples_per_s": 1000.0, "interval": [950.0, 1050.0],
                 "spread": 0.05},
                {"workload": "cnn32", "device": "cpu", "samples_per_s": 100.0, "interval": [98.0, 102.0],
                 "spread": 0.02}]
    (s,) = probe_script.speedups(training, "cuda")
    assert s["speedup"] == pytest.approx(10.0)
    assert s["interval"] == pytest.approx([950.0 / 102.0, 1050.0 / 98.0])
    assert probe_script.speedups(training, None) == []
