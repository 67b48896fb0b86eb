// The plots' scales and styles: round ticks, shortened labels, a colour and a dash per line (no DOM: unit-tested).
(function (page) {
  'use strict';
  var PALETTE = [
    '#4a7ebb',
    '#e07b39',
    '#4f9d4f',
    '#9b59b6',
    '#c9a227',
    '#2bb3b3',
    '#d45087',
    '#7f7f7f',
    '#8c564b',
    '#1f3f7f'
  ];

  /** Round steps (1, 2, 5 x 10^n) from lo to hi, about `count` of them. */
  function ticks(lo, hi, count) {
    var raw = (hi - lo) / count;
    var power = Math.pow(10, Math.floor(Math.log10(raw)));
    var step = [1, 2, 5, 10]
      .map(function (m) {
        return m * power;
      })
      .find(function (s) {
        return s >= raw;
      });
    // as many decimals as the step has: 3 x 0.05 reads 0.15, not 0.15000000000000002
    var decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
    var out = [];
    for (var v = Math.ceil(lo / step) * step; v <= hi + step / 1e6; v += step)
      out.push(Number((Math.round(v / step) * step).toFixed(decimals)));
    return out;
  }

  function shortText(text, length) {
    return text.length > length ? text.slice(0, length - 1) + '\u2026' : text;
  }

  function colour(i) {
    return PALETTE[i % PALETTE.length];
  }

  function dash(i) {
    return i < PALETTE.length ? '' : i < 2 * PALETTE.length ? '6 3' : '2 3';
  }

  page.ticks = ticks;
  page.shortText = shortText;
  page.colour = colour;
  page.dash = dash;
  page.PALETTE = PALETTE;
})(typeof module === 'object' ? module.exports : (window.comparisonPage = window.comparisonPage || {}));
