// The page's view (rows, columns, statistic, filters, ticked cells) read from and written into the address's fragment,
// so that a view can be bookmarked or sent (no DOM: unit-tested).
(function (page) {
  'use strict';

  /** The view the fragment `hash` (without its '#') asks for, the data's default for whatever it does not name. */
  function readState(hash, data) {
    var s = { rows: data.view.rows, cols: data.view.cols, stat: data.view.stat, filters: {}, ticked: null };
    if (hash.indexOf('=') < 0) return s; // an anchor (#cell-…), not a view
    var params = new URLSearchParams(hash);
    var axis = function (key) {
      return data.axes.some(function (a) {
        return a.key === key;
      });
    };
    if (axis(params.get('rows'))) s.rows = params.get('rows');
    if (params.get('cols')) s.cols = params.get('cols');
    if (
      data.statistics.some(function (st) {
        return st.key === params.get('stat');
      })
    )
      s.stat = params.get('stat');
    if (params.has('tick')) s.ticked = params.get('tick').split(',').filter(Boolean);
    params.forEach(function (v, k) {
      if (k.indexOf('filter.') === 0) s.filters[k.slice(7)] = v;
    });
    return s;
  }

  /** The fragment (without its '#') that reads back as `state`. */
  function viewHash(state) {
    var params = new URLSearchParams();
    params.set('rows', state.rows);
    params.set('cols', state.cols);
    params.set('stat', state.stat);
    Object.keys(state.filters).forEach(function (k) {
      params.set('filter.' + k, state.filters[k]);
    });
    params.set('tick', (state.ticked || []).join(','));
    return params.toString();
  }

  page.readState = readState;
  page.viewHash = viewHash;
})(typeof module === 'object' ? module.exports : (window.comparisonPage = window.comparisonPage || {}));
