// The comparison page's script (ComparisonPage.scala writes the data it reads and these files, in order, into the
// page): plain SVG and DOM, no library, so that the page works offline, from the file system.
(function (page) {
  'use strict';
  var data = JSON.parse(document.getElementById('comparison-data').textContent);
  var ctx = { data: data, axes: {}, statistics: {}, varying: page.varyingAxes(data) };
  data.axes.forEach(function (a) {
    ctx.axes[a.key] = a;
  });
  data.statistics.forEach(function (s) {
    ctx.statistics[s.key] = s;
  });
  ctx.state = page.readState(location.hash.slice(1), data);

  ctx.render = function () {
    var view = page.computeView(data, ctx.state);
    if (ctx.state.ticked === null) {
      ctx.state.ticked = view.rows
        .map(function (row) {
          return view.at(row, view.columns[0]);
        })
        .filter(function (c) {
          return c && c.curve.length > 0;
        })
        .slice(0, 6)
        .map(function (c) {
          return c.id;
        });
    }
    page.renderControls(ctx, view);
    page.renderPivot(ctx, view);
    page.renderTrend(ctx, view);
    page.renderCurves(ctx, view);
    page.renderDeltas(ctx, view);
    var hash = page.viewHash(ctx.state);
    document.getElementById('view-link').setAttribute('href', '#' + hash);
    try {
      history.replaceState(null, '', '#' + hash);
    } catch {
      /* a browser refusing it for file: */
    }
  };

  ctx.render();
})(window.comparisonPage);
