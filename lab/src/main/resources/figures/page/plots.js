// The page's plots, plain SVG: the statistic per row value, the latency curves of the ticked cells, the baseline's
// differences.
(function (page) {
  'use strict';
  // every plot is as wide (the trend and the curves side by side on a wide screen), a legend at its right
  var Width = 580,
    Height = 340;
  var element = page.element,
    clear = page.clear,
    legend = page.legend,
    ticks = page.ticks,
    shortText = page.shortText;
  var colour = page.colour,
    dash = page.dash,
    value = page.value,
    label = page.label;

  /** The statistic per value of the rows' axis, a line per column: versions down and p50 make the decade's picture. */
  function renderTrend(ctx, view) {
    var m = { l: 56, r: 200, t: 14, b: 60 };
    var svg = clear('trend', Width, Height);
    var plotW = Width - m.l - m.r,
      plotH = Height - m.t - m.b;
    var series = view.columns.map(function (column, i) {
      return {
        label: column || ctx.statistics[ctx.state.stat].label,
        colour: colour(i),
        dash: dash(i),
        points: view.rows
          .map(function (row, j) {
            var cell = view.at(row, column);
            // a failed cell is shown even without a figure: a red cross on the axis
            return cell && (cell.figures[ctx.state.stat] || !cell.passed)
              ? { j: j, cell: cell, figure: cell.figures[ctx.state.stat] || null }
              : null;
          })
          .filter(Boolean)
      };
    });
    var values = [];
    series.forEach(function (s) {
      s.points
        .filter(function (p) {
          return p.figure;
        })
        .forEach(function (p) {
          values.push(
            p.figure.value,
            p.figure.min === undefined ? p.figure.value : p.figure.min,
            p.figure.max === undefined ? p.figure.value : p.figure.max
          );
        });
    });
    // from 0 (or below it, for differences), with a little room above the highest figure
    var lo = Math.min.apply(null, values.concat([0]));
    var hi = Math.max.apply(null, values.concat([0]));
    if (hi === lo) hi = lo + 1;
    var room = (hi - lo) * 0.08;
    hi += room;
    if (lo < 0) lo -= room;
    var x = function (j) {
      return m.l + (view.rows.length === 1 ? plotW / 2 : (j * plotW) / (view.rows.length - 1));
    };
    var y = function (v) {
      return m.t + plotH - ((v - lo) / (hi - lo)) * plotH;
    };
    ticks(lo, hi, 5).forEach(function (t) {
      svg.appendChild(element('svg:line', { x1: m.l, x2: m.l + plotW, y1: y(t), y2: y(t), class: 'grid' }));
      svg.appendChild(element('svg:text', { x: m.l - 6, y: y(t) + 4, 'text-anchor': 'end' }, String(t)));
    });
    svg.appendChild(element('svg:line', { x1: m.l, x2: m.l, y1: m.t, y2: m.t + plotH, class: 'axis' }));
    svg.appendChild(
      element('svg:line', { x1: m.l, x2: m.l + plotW, y1: y(Math.max(lo, 0)), y2: y(Math.max(lo, 0)), class: 'axis' })
    );
    var slanted =
      view.rows.length > 5 ||
      view.rows.some(function (r) {
        return r.length > 10;
      });
    view.rows.forEach(function (row, j) {
      var attributes = { x: x(j), y: m.t + plotH + 16, 'text-anchor': slanted ? 'end' : 'middle' };
      if (slanted) attributes.transform = 'rotate(-30 ' + x(j) + ' ' + (m.t + plotH + 16) + ')';
      svg.appendChild(element('svg:text', attributes, shortText(row, 18)));
    });
    series.forEach(function (s) {
      var passed = s.points.filter(function (p) {
        return p.cell.passed && p.figure;
      });
      if (passed.length > 1) {
        svg.appendChild(
          element('svg:polyline', {
            class: 'series',
            fill: 'none',
            stroke: s.colour,
            'stroke-width': 2,
            'stroke-dasharray': s.dash,
            points: passed
              .map(function (p) {
                return x(p.j) + ',' + y(p.figure.value);
              })
              .join(' ')
          })
        );
      }
      s.points.forEach(function (p) {
        var link = element('svg:a', { href: p.cell.report || p.cell.log });
        link.appendChild(
          element(
            'svg:title',
            {},
            p.cell.title + ': ' + (p.figure ? p.figure.shown : '-') + (p.cell.passed ? '' : ' FAILED: ' + p.cell.why)
          )
        );
        var px = x(p.j),
          py = p.figure ? y(p.figure.value) : y(Math.max(lo, 0));
        if (p.figure && p.figure.min !== undefined && p.figure.max !== undefined) {
          [
            [px, y(p.figure.min), px, y(p.figure.max)],
            [px - 5, y(p.figure.min), px + 5, y(p.figure.min)],
            [px - 5, y(p.figure.max), px + 5, y(p.figure.max)]
          ].forEach(function (l) {
            link.appendChild(
              element('svg:line', {
                x1: l[0],
                y1: l[1],
                x2: l[2],
                y2: l[3],
                stroke: s.colour,
                'stroke-width': 1.5,
                class: 'whisker'
              })
            );
          });
        }
        if (p.cell.passed && p.figure) {
          link.appendChild(element('svg:circle', { cx: px, cy: py, r: 4, fill: s.colour, class: 'point' }));
        } else {
          link.appendChild(
            element('svg:path', { d: 'M' + (px - 5) + ' ' + (py - 5) + 'l10 10m0 -10l-10 10', class: 'failed-mark' })
          );
        }
        svg.appendChild(link);
      });
    });
    legend(svg, series, m.l + plotW + 16, m.t + 6);
    var whiskers = series.some(function (s) {
      return s.points.some(function (p) {
        return p.figure && p.figure.min !== undefined;
      });
    });
    document.getElementById('trend-caption').textContent =
      ctx.statistics[ctx.state.stat].label +
      ' per ' +
      ctx.axes[ctx.state.rows].label +
      (view.columns.length > 1
        ? ', a line per ' +
          view.cols
            .map(function (a) {
              return ctx.axes[a].label;
            })
            .join(' x ')
        : '') +
      (whiskers
        ? '; whiskers: the 95 % interval (p50 and p95 on the lab clock, verdicts), else the range of the repeats'
        : '') +
      '; a red cross: a failed cell.';
  }

  /** Latency by percentile, HdrHistogram's way: 1 / (1 - percentile) on a log scale, milliseconds on a log scale. */
  function renderCurves(ctx, view) {
    var m = { l: 56, r: 200, t: 14, b: 40 };
    var svg = clear('curves', Width, Height);
    var plotW = Width - m.l - m.r,
      plotH = Height - m.t - m.b;
    var cells = ctx.data.cells.filter(function (c) {
      return ctx.state.ticked.indexOf(c.id) >= 0 && c.curve.length > 0;
    });
    if (cells.length === 0) {
      svg.appendChild(
        element('svg:text', { x: m.l, y: m.t + 20 }, 'Tick cells in the table to draw their latency curves.')
      );
      document.getElementById('curves-caption').textContent = 'Latency by percentile of the ticked cells.';
      return;
    }
    var curves = cells.map(function (cell) {
      var points = [];
      cell.curve.forEach(function (p, k) {
        // the maximum closes the curve one halving beyond the last percentile
        var position = p[0] >= 100 ? (k > 0 ? points[k - 1].x : 0) + Math.log10(2) : -Math.log10(1 - p[0] / 100);
        points.push({ x: position, ms: Math.max(p[1], 0.5), percentile: p[0] });
      });
      return { cell: cell, points: points };
    });
    var xMax = Math.max(
      1,
      Math.max.apply(
        null,
        curves.map(function (c) {
          return c.points[c.points.length - 1].x;
        })
      )
    );
    var all = [].concat.apply(
      [],
      curves.map(function (c) {
        return c.points.map(function (p) {
          return p.ms;
        });
      })
    );
    var lo = Math.floor(Math.log10(Math.min.apply(null, all)));
    var hi = Math.ceil(Math.log10(Math.max.apply(null, all)));
    if (hi === lo) hi = lo + 1;
    var x = function (v) {
      return m.l + (v / xMax) * plotW;
    };
    var y = function (ms) {
      return m.t + plotH - ((Math.log10(ms) - lo) / (hi - lo)) * plotH;
    };
    for (var e = lo; e <= hi; e++) {
      [1, 2, 5].forEach(function (factor) {
        var v = factor * Math.pow(10, e);
        if (Math.log10(v) > hi + 1e-9) return;
        svg.appendChild(element('svg:line', { x1: m.l, x2: m.l + plotW, y1: y(v), y2: y(v), class: 'grid' }));
        svg.appendChild(
          element('svg:text', { x: m.l - 6, y: y(v) + 4, 'text-anchor': 'end' }, v >= 1 ? String(v) : v.toFixed(1))
        );
      });
    }
    var names = ['0%', '90%', '99%', '99.9%', '99.99%', '99.999%', '99.9999%'];
    for (var k = 0; k <= Math.floor(xMax) && k < names.length; k++) {
      svg.appendChild(element('svg:line', { x1: x(k), x2: x(k), y1: m.t, y2: m.t + plotH, class: 'grid' }));
      svg.appendChild(element('svg:text', { x: x(k), y: m.t + plotH + 16, 'text-anchor': 'middle' }, names[k]));
    }
    svg.appendChild(element('svg:line', { x1: m.l, x2: m.l, y1: m.t, y2: m.t + plotH, class: 'axis' }));
    svg.appendChild(element('svg:line', { x1: m.l, x2: m.l + plotW, y1: m.t + plotH, y2: m.t + plotH, class: 'axis' }));
    curves.forEach(function (curve, i) {
      var line = element('svg:polyline', {
        class: 'curve',
        fill: 'none',
        stroke: colour(i),
        'stroke-width': 2,
        'stroke-dasharray': dash(i),
        'data-cell': curve.cell.id,
        points: curve.points
          .map(function (p) {
            return x(p.x) + ',' + y(p.ms);
          })
          .join(' ')
      });
      line.appendChild(element('svg:title', {}, curve.cell.title));
      svg.appendChild(line);
    });
    // a curve is named by its place in the table: its row's value and its column
    legend(
      svg,
      curves.map(function (c, i) {
        return {
          label: (value(c.cell, ctx.state.rows) + ' ' + label(c.cell, view.cols)).trim(),
          colour: colour(i),
          dash: dash(i)
        };
      }),
      m.l + plotW + 16,
      m.t + 6
    );
    document.getElementById('curves-caption').textContent =
      'Latency (ms, log scale) by percentile (log scale of ' +
      '1 / (1 - percentile), as HdrHistogram plots it) of the ' +
      cells.length +
      ' ticked cell' +
      (cells.length > 1 ? 's' : '') +
      '; each curve ends at its maximum.';
  }

  /** Each cell's difference to the baseline, coloured by its verdict (regressed, improved, within the noise). */
  function renderDeltas(ctx, view) {
    var key = ctx.state.stat.indexOf('VsBaseline') > 0 ? ctx.state.stat : 'p50VsBaseline';
    var cells = view.cells.filter(function (c) {
      return c.figures[key];
    });
    var row = 20,
      m = { l: 250, r: 150, t: 10, b: 24 };
    var svg = clear('deltas', Width, m.t + m.b + Math.max(1, cells.length) * row);
    if (!svg || !ctx.statistics[key]) return;
    var plotW = Width - m.l - m.r;
    var extent = Math.max(
      1,
      Math.max.apply(
        null,
        cells.map(function (c) {
          return Math.abs(c.figures[key].value);
        })
      )
    );
    var zero = m.l + plotW / 2;
    cells.forEach(function (cell, i) {
      var figure = cell.figures[key];
      var top = m.t + i * row;
      var length = ((figure.value / extent) * plotW) / 2;
      svg.appendChild(
        element('svg:text', { x: m.l - 8, y: top + 14, 'text-anchor': 'end' }, shortText(cell.title, 40))
      );
      var link = element('svg:a', { href: cell.report || cell.log });
      link.appendChild(
        element('svg:rect', {
          x: Math.min(zero, zero + length),
          y: top + 3,
          width: Math.max(1, Math.abs(length)),
          height: row - 6,
          fill: page.barColour(figure.verdict),
          class: 'delta ' + (figure.verdict || '')
        })
      );
      link.appendChild(element('svg:title', {}, cell.title + ': ' + figure.shown));
      svg.appendChild(link);
      svg.appendChild(
        element(
          'svg:text',
          { x: m.l + plotW + 6, y: top + 14 },
          (figure.value >= 0 ? '+' : '') + figure.value.toFixed(0) + '% ' + (figure.verdict || '')
        )
      );
    });
    svg.appendChild(element('svg:line', { x1: zero, x2: zero, y1: m.t, y2: m.t + cells.length * row, class: 'axis' }));
    document.getElementById('deltas-caption').textContent =
      ctx.statistics[key].label +
      ' per cell: orange regressed, ' +
      'green improved, grey within the spread or the threshold.';
  }

  page.renderTrend = renderTrend;
  page.renderCurves = renderCurves;
  page.renderDeltas = renderDeltas;
})(typeof module === 'object' ? module.exports : (window.comparisonPage = window.comparisonPage || {}));
