// How a figure's verdict is coloured: the pivot's cell class and the baseline bars' fill (no DOM: unit-tested).
(function (page) {
  'use strict';
  var BAR_COLOURS = { regressed: '#e07b39', improved: '#4f9d4f', within: '#b5b5b5', unchanged: '#b5b5b5' };

  /** A pivot cell's class (page.css colours it): failed, else its figure's verdict, else ok. */
  function cellClass(cell, figure) {
    return !cell.passed ? 'failed' : (figure && figure.verdict) || 'ok';
  }

  /** A baseline bar's fill: orange regressed, green improved, grey otherwise. */
  function barColour(verdict) {
    return BAR_COLOURS[verdict] || '#b5b5b5';
  }

  page.cellClass = cellClass;
  page.barColour = barColour;
})(typeof module === 'object' ? module.exports : (window.comparisonPage = window.comparisonPage || {}));
