// The comparison page's pivot and plots (traversal-perfs, ComparisonPage.scala writes the data this reads).
// Plain SVG and DOM, no library: the page works offline, from the file system. The view (axes, statistic, filters,
// ticked cells) lives in the address's fragment, so a view can be bookmarked or sent.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('comparison-data').textContent);
  var SVG = 'http://www.w3.org/2000/svg';
  var PALETTE = ['#4a7ebb', '#e07b39', '#4f9d4f', '#9b59b6', '#c9a227', '#2bb3b3', '#d45087', '#7f7f7f', '#8c564b', '#1f3f7f'];
  var VERDICT_COLOURS = { regressed: '#e07b39', improved: '#4f9d4f', within: '#b5b5b5', unchanged: '#b5b5b5' };
  var axes = {};
  data.axes.forEach(function (a) { axes[a.key] = a; });
  var statistics = {};
  data.statistics.forEach(function (s) { statistics[s.key] = s; });
  var varying = data.axes.filter(function (a) { return a.values.length > 1; }).map(function (a) { return a.key; });
  var state = readState();

  function readState() {
    var s = { rows: data.view.rows, cols: data.view.cols, stat: data.view.stat, filters: {}, ticked: null };
    var hash = location.hash.slice(1);
    if (hash.indexOf('=') < 0) return s; // an anchor (#cell-…), not a view
    var params = new URLSearchParams(hash);
    if (axes[params.get('rows')]) s.rows = params.get('rows');
    if (params.get('cols')) s.cols = params.get('cols');
    if (statistics[params.get('stat')]) s.stat = params.get('stat');
    if (params.has('tick')) s.ticked = params.get('tick').split(',').filter(Boolean);
    params.forEach(function (v, k) { if (k.indexOf('filter.') === 0) s.filters[k.slice(7)] = v; });
    return s;
  }

  function writeState() {
    var params = new URLSearchParams();
    params.set('rows', state.rows);
    params.set('cols', state.cols);
    params.set('stat', state.stat);
    Object.keys(state.filters).forEach(function (k) { params.set('filter.' + k, state.filters[k]); });
    params.set('tick', state.ticked.join(','));
    document.getElementById('view-link').setAttribute('href', '#' + params.toString());
    try { history.replaceState(null, '', '#' + params.toString()); } catch (e) { /* a browser refusing it for file: */ }
  }

  function value(cell, axis) { return cell.axes[axis] || '-'; }

  function label(cell, axisKeys) {
    return axisKeys.map(function (a) { return value(cell, a); }).filter(function (v) { return v !== '-'; }).join(' ');
  }

  /** Which cells stand where: the rows' values, the columns' labels, the filters on the axes left over. */
  function computeView() {
    if (varying.indexOf(state.rows) < 0 && varying.length > 0) state.rows = varying[0];
    if (state.cols !== '*' && (varying.indexOf(state.cols) < 0 || state.cols === state.rows)) state.cols = '*';
    var cols = state.cols === '*' ? varying.filter(function (a) { return a !== state.rows; }) : [state.cols];
    if (cols.length === 0) cols = ['order', 'variant'].filter(function (a) { return a !== state.rows; });
    var filterAxes = varying.filter(function (a) { return a !== state.rows && cols.indexOf(a) < 0; });
    var filters = {};
    filterAxes.forEach(function (a) {
      filters[a] = axes[a].values.indexOf(state.filters[a]) >= 0 ? state.filters[a] : axes[a].values[0];
    });
    state.filters = filters;
    var cells = data.cells.filter(function (c) {
      return filterAxes.every(function (a) { return value(c, a) === filters[a]; });
    });
    var rows = axes[state.rows].values.filter(function (v) {
      return cells.some(function (c) { return value(c, state.rows) === v; });
    });
    var columns = [];
    cells.forEach(function (c) { var l = label(c, cols); if (columns.indexOf(l) < 0) columns.push(l); });
    return {
      cols: cols, filterAxes: filterAxes, cells: cells, rows: rows, columns: columns,
      at: function (row, column) {
        return cells.find(function (c) { return value(c, state.rows) === row && label(c, cols) === column; });
      }
    };
  }

  function element(name, attributes, text) {
    var e = name.indexOf('svg:') === 0 ? document.createElementNS(SVG, name.slice(4)) : document.createElement(name);
    Object.keys(attributes || {}).forEach(function (k) { e.setAttribute(k, attributes[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function select(name, text, options, current) {
    var wrapper = element('label', {}, text + ' ');
    var menu = element('select', { name: name, id: 'select-' + name.replace('.', '-') });
    options.forEach(function (o) {
      var option = element('option', { value: o[0] }, o[1]);
      if (o[0] === current) option.selected = true;
      menu.appendChild(option);
    });
    menu.addEventListener('change', function () {
      if (name.indexOf('filter.') === 0) state.filters[name.slice(7)] = menu.value; else state[name] = menu.value;
      render();
    });
    wrapper.appendChild(menu);
    return wrapper;
  }

  function renderControls(view) {
    var form = document.getElementById('controls');
    form.innerHTML = '';
    var axisOption = function (a) { return [a, axes[a].label]; };
    form.appendChild(select('rows', 'Rows', (varying.length ? varying : ['version']).map(axisOption), state.rows));
    form.appendChild(select('cols', 'Columns', [['*', 'every other axis']].concat(
      varying.filter(function (a) { return a !== state.rows; }).map(axisOption)), state.cols));
    form.appendChild(select('stat', 'Statistic', data.statistics.map(function (s) { return [s.key, s.label]; }), state.stat));
    view.filterAxes.forEach(function (a) {
      form.appendChild(select('filter.' + a, axes[a].label,
        axes[a].values.map(function (v) { return [v, v]; }), state.filters[a]));
    });
    form.appendChild(element('a', { id: 'view-link', href: '#' }, 'link to this view'));
  }

  function renderPivot(view) {
    var table = document.getElementById('pivot');
    table.innerHTML = '';
    var head = table.insertRow();
    head.appendChild(element('th', { class: 'corner' }, axes[state.rows].label + ' \u2193 / ' + statistics[state.stat].label));
    view.columns.forEach(function (column) { head.appendChild(element('th', { class: 'column' }, column || statistics[state.stat].label)); });
    view.rows.forEach(function (row) {
      var tr = table.insertRow();
      tr.appendChild(element('th', { class: 'row' }, row));
      view.columns.forEach(function (column) {
        var cell = view.at(row, column);
        var td = tr.insertCell();
        if (!cell) { td.className = 'empty'; return; }
        var figure = cell.figures[state.stat];
        td.className = !cell.passed ? 'failed' : (figure && figure.verdict) || 'ok';
        td.setAttribute('data-cell', cell.id);
        var tick = element('input', { type: 'checkbox', title: 'draw its latency curve', 'data-cell': cell.id });
        tick.checked = state.ticked.indexOf(cell.id) >= 0;
        tick.disabled = cell.curve.length === 0;
        tick.addEventListener('change', function () {
          state.ticked = state.ticked.filter(function (id) { return id !== cell.id; });
          if (tick.checked) state.ticked.push(cell.id);
          render();
        });
        td.appendChild(tick);
        td.appendChild(element('a', { class: 'figure', href: cell.report || cell.log, title: cell.title + ': Gatling report' },
          figure ? figure.shown : '-'));
        var more = element('span', { class: 'more' });
        more.appendChild(element('a', { class: 'log', href: cell.log }, 'log'));
        more.appendChild(document.createTextNode(' '));
        more.appendChild(element('a', { class: 'settings', href: '#cell-' + cell.id }, 'settings'));
        td.appendChild(more);
        if (!cell.passed) td.appendChild(element('span', { class: 'why' }, 'FAILED: ' + (cell.why || '')));
        if (cell.unsettled) td.appendChild(element('span', { class: 'unsettled', title: cell.title +
          ': its warm-up ended before latency settled' }, 'warm-up not settled'));
        if (cell.javaOutside) td.appendChild(element('span', { class: 'java-outside', title: cell.title + ': ' +
          cell.javaOutside }, 'outside its Java'));
        if (cell.saturated.length) td.appendChild(element('span', { class: 'saturated', title: cell.title + ': ' +
          cell.saturated.join('; ') }, 'saturated: ' + cell.saturated.map(function (s) { return s.split(':')[0]; }).join(', ')));
      });
    });
  }

  /** Round steps (1, 2, 5 x 10^n) from lo to hi, about `count` of them. */
  function ticks(lo, hi, count) {
    var raw = (hi - lo) / count;
    var power = Math.pow(10, Math.floor(Math.log10(raw)));
    var step = [1, 2, 5, 10].map(function (m) { return m * power; }).find(function (s) { return s >= raw; });
    // as many decimals as the step has: 3 x 0.05 reads 0.15, not 0.15000000000000002
    var decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
    var out = [];
    for (var v = Math.ceil(lo / step) * step; v <= hi + step / 1e6; v += step) out.push(Number((Math.round(v / step) * step).toFixed(decimals)));
    return out;
  }

  function shortText(text, length) { return text.length > length ? text.slice(0, length - 1) + '\u2026' : text; }

  function clear(id, width, height) {
    var svg = document.getElementById(id);
    if (!svg) return null;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    svg.setAttribute('width', width);
    svg.setAttribute('height', height);
    svg.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
    return svg;
  }

  function legend(svg, entries, x, y) {
    entries.slice(0, 20).forEach(function (entry, i) {
      var row = y + i * 16;
      svg.appendChild(element('svg:line', { x1: x, y1: row, x2: x + 18, y2: row, stroke: entry.colour, 'stroke-width': 3,
        'stroke-dasharray': entry.dash || '' }));
      svg.appendChild(element('svg:text', { x: x + 24, y: row + 4, class: 'legend' }, shortText(entry.label, 30)));
    });
    if (entries.length > 20) svg.appendChild(element('svg:text', { x: x, y: y + 20 * 16 + 4 }, '+' + (entries.length - 20) + ' more'));
  }

  function colour(i) { return PALETTE[i % PALETTE.length]; }

  function dash(i) { return i < PALETTE.length ? '' : (i < 2 * PALETTE.length ? '6 3' : '2 3'); }

  /** The statistic per value of the rows' axis, a line per column: versions down and p50 make the decade's picture. */
  function renderTrend(view) {
    var width = 580, height = 340, m = { l: 56, r: 200, t: 14, b: 60 };
    var svg = clear('trend', width, height);
    var plotW = width - m.l - m.r, plotH = height - m.t - m.b;
    var series = view.columns.map(function (column, i) {
      return {
        label: column || statistics[state.stat].label, colour: colour(i), dash: dash(i),
        points: view.rows.map(function (row, j) {
          var cell = view.at(row, column);
          // a failed cell is shown even without a figure: a red cross on the axis
          return cell && (cell.figures[state.stat] || !cell.passed) ? { j: j, cell: cell, figure: cell.figures[state.stat] || null } : null;
        }).filter(Boolean)
      };
    });
    var values = [];
    series.forEach(function (s) {
      s.points.filter(function (p) { return p.figure; }).forEach(function (p) { values.push(p.figure.value, p.figure.min === undefined ? p.figure.value : p.figure.min,
        p.figure.max === undefined ? p.figure.value : p.figure.max); });
    });
    // from 0 (or below it, for differences), with a little room above the highest figure
    var lo = Math.min.apply(null, values.concat([0]));
    var hi = Math.max.apply(null, values.concat([0]));
    if (hi === lo) hi = lo + 1;
    var room = (hi - lo) * 0.08;
    hi += room;
    if (lo < 0) lo -= room;
    var x = function (j) { return m.l + (view.rows.length === 1 ? plotW / 2 : j * plotW / (view.rows.length - 1)); };
    var y = function (v) { return m.t + plotH - (v - lo) / (hi - lo) * plotH; };
    ticks(lo, hi, 5).forEach(function (t) {
      svg.appendChild(element('svg:line', { x1: m.l, x2: m.l + plotW, y1: y(t), y2: y(t), class: 'grid' }));
      svg.appendChild(element('svg:text', { x: m.l - 6, y: y(t) + 4, 'text-anchor': 'end' }, String(t)));
    });
    svg.appendChild(element('svg:line', { x1: m.l, x2: m.l, y1: m.t, y2: m.t + plotH, class: 'axis' }));
    svg.appendChild(element('svg:line', { x1: m.l, x2: m.l + plotW, y1: y(Math.max(lo, 0)), y2: y(Math.max(lo, 0)), class: 'axis' }));
    var slanted = view.rows.length > 5 || view.rows.some(function (r) { return r.length > 10; });
    view.rows.forEach(function (row, j) {
      var attributes = { x: x(j), y: m.t + plotH + 16, 'text-anchor': slanted ? 'end' : 'middle' };
      if (slanted) attributes.transform = 'rotate(-30 ' + x(j) + ' ' + (m.t + plotH + 16) + ')';
      svg.appendChild(element('svg:text', attributes, shortText(row, 18)));
    });
    series.forEach(function (s) {
      var passed = s.points.filter(function (p) { return p.cell.passed && p.figure; });
      if (passed.length > 1) {
        svg.appendChild(element('svg:polyline', { class: 'series', fill: 'none', stroke: s.colour, 'stroke-width': 2,
          'stroke-dasharray': s.dash, points: passed.map(function (p) { return x(p.j) + ',' + y(p.figure.value); }).join(' ') }));
      }
      s.points.forEach(function (p) {
        var link = element('svg:a', { href: p.cell.report || p.cell.log });
        link.appendChild(element('svg:title', {}, p.cell.title + ': ' + (p.figure ? p.figure.shown : '-') +
          (p.cell.passed ? '' : ' FAILED: ' + p.cell.why)));
        var px = x(p.j), py = p.figure ? y(p.figure.value) : y(Math.max(lo, 0));
        if (p.figure && p.figure.min !== undefined && p.figure.max !== undefined) {
          [[px, y(p.figure.min), px, y(p.figure.max)], [px - 5, y(p.figure.min), px + 5, y(p.figure.min)],
            [px - 5, y(p.figure.max), px + 5, y(p.figure.max)]].forEach(function (l) {
            link.appendChild(element('svg:line', { x1: l[0], y1: l[1], x2: l[2], y2: l[3], stroke: s.colour, 'stroke-width': 1.5, class: 'whisker' }));
          });
        }
        if (p.cell.passed && p.figure) {
          link.appendChild(element('svg:circle', { cx: px, cy: py, r: 4, fill: s.colour, class: 'point' }));
        } else {
          link.appendChild(element('svg:path', { d: 'M' + (px - 5) + ' ' + (py - 5) + 'l10 10m0 -10l-10 10', class: 'failed-mark' }));
        }
        svg.appendChild(link);
      });
    });
    legend(svg, series, m.l + plotW + 16, m.t + 6);
    var whiskers = series.some(function (s) { return s.points.some(function (p) { return p.figure && p.figure.min !== undefined; }); });
    document.getElementById('trend-caption').textContent = statistics[state.stat].label + ' per ' + axes[state.rows].label +
      (view.columns.length > 1 ? ', a line per ' + view.cols.map(function (a) { return axes[a].label; }).join(' x ') : '') +
      (whiskers ? '; whiskers: the 95 % interval (p50 and p95 on the lab clock, verdicts), else the range of the repeats' : '') + '; a red cross: a failed cell.';
  }

  /** Latency by percentile, HdrHistogram's way: 1 / (1 - percentile) on a log scale, milliseconds on a log scale. */
  function renderCurves(view) {
    var width = 580, height = 340, m = { l: 56, r: 200, t: 14, b: 40 };
    var svg = clear('curves', width, height);
    var plotW = width - m.l - m.r, plotH = height - m.t - m.b;
    var cells = data.cells.filter(function (c) { return state.ticked.indexOf(c.id) >= 0 && c.curve.length > 0; });
    if (cells.length === 0) {
      svg.appendChild(element('svg:text', { x: m.l, y: m.t + 20 }, 'Tick cells in the table to draw their latency curves.'));
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
    var xMax = Math.max(1, Math.max.apply(null, curves.map(function (c) { return c.points[c.points.length - 1].x; })));
    var all = [].concat.apply([], curves.map(function (c) { return c.points.map(function (p) { return p.ms; }); }));
    var lo = Math.floor(Math.log10(Math.min.apply(null, all)));
    var hi = Math.ceil(Math.log10(Math.max.apply(null, all)));
    if (hi === lo) hi = lo + 1;
    var x = function (v) { return m.l + v / xMax * plotW; };
    var y = function (ms) { return m.t + plotH - (Math.log10(ms) - lo) / (hi - lo) * plotH; };
    for (var e = lo; e <= hi; e++) {
      [1, 2, 5].forEach(function (factor) {
        var v = factor * Math.pow(10, e);
        if (Math.log10(v) > hi + 1e-9) return;
        svg.appendChild(element('svg:line', { x1: m.l, x2: m.l + plotW, y1: y(v), y2: y(v), class: 'grid' }));
        svg.appendChild(element('svg:text', { x: m.l - 6, y: y(v) + 4, 'text-anchor': 'end' }, v >= 1 ? String(v) : v.toFixed(1)));
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
      var line = element('svg:polyline', { class: 'curve', fill: 'none', stroke: colour(i), 'stroke-width': 2,
        'stroke-dasharray': dash(i), 'data-cell': curve.cell.id,
        points: curve.points.map(function (p) { return x(p.x) + ',' + y(p.ms); }).join(' ') });
      line.appendChild(element('svg:title', {}, curve.cell.title));
      svg.appendChild(line);
    });
    // a curve is named by its place in the table: its row's value and its column
    legend(svg, curves.map(function (c, i) {
      return { label: (value(c.cell, state.rows) + ' ' + label(c.cell, view.cols)).trim(), colour: colour(i), dash: dash(i) };
    }), m.l + plotW + 16, m.t + 6);
    document.getElementById('curves-caption').textContent = 'Latency (ms, log scale) by percentile (log scale of ' +
      '1 / (1 - percentile), as HdrHistogram plots it) of the ' + cells.length + ' ticked cell' + (cells.length > 1 ? 's' : '') +
      '; each curve ends at its maximum.';
  }

  /** Each cell's difference to the baseline, coloured by its verdict (regressed, improved, within the noise). */
  function renderDeltas(view) {
    var key = state.stat.indexOf('VsBaseline') > 0 ? state.stat : 'p50VsBaseline';
    var cells = view.cells.filter(function (c) { return c.figures[key]; });
    var width = 580, row = 20, m = { l: 250, r: 150, t: 10, b: 24 };
    var svg = clear('deltas', width, m.t + m.b + Math.max(1, cells.length) * row);
    if (!svg || !statistics[key]) return;
    var plotW = width - m.l - m.r;
    var extent = Math.max(1, Math.max.apply(null, cells.map(function (c) { return Math.abs(c.figures[key].value); })));
    var zero = m.l + plotW / 2;
    cells.forEach(function (cell, i) {
      var figure = cell.figures[key];
      var top = m.t + i * row;
      var length = figure.value / extent * plotW / 2;
      svg.appendChild(element('svg:text', { x: m.l - 8, y: top + 14, 'text-anchor': 'end' }, shortText(cell.title, 40)));
      var link = element('svg:a', { href: cell.report || cell.log });
      link.appendChild(element('svg:rect', { x: Math.min(zero, zero + length), y: top + 3, width: Math.max(1, Math.abs(length)),
        height: row - 6, fill: VERDICT_COLOURS[figure.verdict] || '#b5b5b5', class: 'delta ' + (figure.verdict || '') }));
      link.appendChild(element('svg:title', {}, cell.title + ': ' + figure.shown));
      svg.appendChild(link);
      svg.appendChild(element('svg:text', { x: m.l + plotW + 6, y: top + 14 }, (figure.value >= 0 ? '+' : '') +
        figure.value.toFixed(0) + '% ' + (figure.verdict || '')));
    });
    svg.appendChild(element('svg:line', { x1: zero, x2: zero, y1: m.t, y2: m.t + cells.length * row, class: 'axis' }));
    document.getElementById('deltas-caption').textContent = statistics[key].label + ' per cell: orange regressed, ' +
      'green improved, grey within the spread or the threshold.';
  }

  function render() {
    var view = computeView();
    if (state.ticked === null) {
      state.ticked = view.rows.map(function (row) { return view.at(row, view.columns[0]); })
        .filter(function (c) { return c && c.curve.length > 0; }).slice(0, 6).map(function (c) { return c.id; });
    }
    renderControls(view);
    renderPivot(view);
    renderTrend(view);
    renderCurves(view);
    renderDeltas(view);
    writeState();
  }

  render();
})();
