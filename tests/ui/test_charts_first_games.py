"""The statistics charts after a family's first game or two (issue: first evening).

With one game, the totals chart put its dot on the bottom line of a 142-143 axis and
labelled the x axis "1 ... 1"; the distribution chart drew one bar the whole width of
the chart, which reads as "every score", with its band's label at the far left.
"""

from __future__ import annotations

import pytest

from yahtzee_desktop.ui.history.charts import HistogramChart, TotalsChart, nice_bins


@pytest.fixture
def totals(qtbot):
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(600, 220)
    return chart


@pytest.fixture
def histogram(qtbot):
    chart = HistogramChart()
    qtbot.addWidget(chart)
    chart.resize(600, 220)
    return chart


def test_one_game_sits_inside_its_axis_not_on_its_floor(totals):
    totals.set_totals([142])
    plot = totals.plot_rect()
    y = totals.point_at(0).y()
    assert plot.top() + plot.height() * 0.2 < y < plot.bottom() - plot.height() * 0.2
    ticks = totals.axis_ticks()
    assert ticks[0] < 142 < ticks[-1]
    assert all(float(t).is_integer() for t in ticks)


def test_equal_totals_get_a_readable_range_too(totals):
    totals.set_totals([200, 200, 200])
    ticks = totals.axis_ticks()
    assert ticks[-1] - ticks[0] >= 10
    assert ticks[0] < 200 < ticks[-1]


def test_a_wide_range_is_not_padded(totals):
    totals.set_totals([120, 310])
    ticks = totals.axis_ticks()
    assert ticks[0] <= 120 and ticks[-1] >= 310
    assert ticks[-1] - ticks[0] <= 250


def test_the_game_numbers_stand_under_their_dots(totals):
    totals.set_totals([142])
    labels = totals.x_labels()
    assert [text for _, text in labels] == ["1"]  # not "1" at each end
    assert labels[0][0] == pytest.approx(totals.point_at(0).x())
    totals.set_totals([142, 150, 170])
    labels = totals.x_labels()
    assert [text for _, text in labels] == ["1", "3"]
    assert labels[0][0] == pytest.approx(totals.point_at(0).x())
    assert labels[1][0] == pytest.approx(totals.point_at(2).x())


def test_one_band_is_a_bar_not_the_whole_chart(histogram):
    histogram.set_bins(nice_bins([142]))
    plot = histogram.plot_rect()
    bar = histogram.bar_rect(0)
    assert bar.width() <= plot.width() / 4
    assert bar.center().x() == pytest.approx(plot.center().x(), abs=1)
    image = histogram.grab().toImage()
    assert image.pixelColor(bar.center().toPoint()) == histogram.accent()
    outside = bar.adjusted(-20, 0, -20, 0).topLeft().toPoint()
    outside.setY(round(bar.center().y()))
    assert image.pixelColor(outside) != histogram.accent()


def test_band_labels_say_the_band_under_its_bar(histogram):
    histogram.set_bins([(140, 149, 2), (150, 159, 0), (160, 169, 1)])
    labels = histogram.band_labels()
    assert [text for _, text in labels] == ["140–149", "150–159", "160–169"]
    for i, (x, _) in enumerate(labels):
        assert x == pytest.approx(histogram.bar_rect(i).center().x())
    histogram.set_bins(nice_bins([142]))
    assert [text for _, text in histogram.band_labels()] == ["142"]


def test_many_bands_still_fill_the_chart(histogram):
    values = [150 + (i * 37) % 180 for i in range(200)]
    histogram.set_bins(nice_bins(values))
    plot = histogram.plot_rect()
    first, last = histogram.bar_rect(0), histogram.bar_rect(len(histogram.bins) - 1)
    assert last.right() - first.left() > plot.width() * 0.9
    labels = histogram.band_labels()
    assert 1 <= len(labels) <= len(histogram.bins)
