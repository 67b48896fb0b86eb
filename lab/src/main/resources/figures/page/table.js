// The page's controls (rows, columns, statistic, filters) and its pivot table, a cell per row and column.
(function (page) {
  'use strict';
  var element = page.element;

  function select(ctx, name, text, options, current) {
    var wrapper = element('label', {}, text + ' ');
    var menu = element('select', { name: name, id: 'select-' + name.replace('.', '-') });
    options.forEach(function (o) {
      var option = element('option', { value: o[0] }, o[1]);
      if (o[0] === current) option.selected = true;
      menu.appendChild(option);
    });
    menu.addEventListener('change', function () {
      if (name.indexOf('filter.') === 0) ctx.state.filters[name.slice(7)] = menu.value;
      else ctx.state[name] = menu.value;
      ctx.render();
    });
    wrapper.appendChild(menu);
    return wrapper;
  }

  function renderControls(ctx, view) {
    var form = document.getElementById('controls');
    form.innerHTML = '';
    var axisOption = function (a) {
      return [a, ctx.axes[a].label];
    };
    form.appendChild(
      select(ctx, 'rows', 'Rows', (ctx.varying.length ? ctx.varying : ['version']).map(axisOption), ctx.state.rows)
    );
    form.appendChild(
      select(
        ctx,
        'cols',
        'Columns',
        [['*', 'every other axis']].concat(
          ctx.varying
            .filter(function (a) {
              return a !== ctx.state.rows;
            })
            .map(axisOption)
        ),
        ctx.state.cols
      )
    );
    form.appendChild(
      select(
        ctx,
        'stat',
        'Statistic',
        ctx.data.statistics.map(function (s) {
          return [s.key, s.label];
        }),
        ctx.state.stat
      )
    );
    view.filterAxes.forEach(function (a) {
      form.appendChild(
        select(
          ctx,
          'filter.' + a,
          ctx.axes[a].label,
          ctx.axes[a].values.map(function (v) {
            return [v, v];
          }),
          ctx.state.filters[a]
        )
      );
    });
    form.appendChild(element('a', { id: 'view-link', href: '#' }, 'link to this view'));
  }

  function renderPivot(ctx, view) {
    var table = document.getElementById('pivot');
    table.innerHTML = '';
    var head = table.insertRow();
    head.appendChild(
      element(
        'th',
        { class: 'corner' },
        ctx.axes[ctx.state.rows].label + ' \u2193 / ' + ctx.statistics[ctx.state.stat].label
      )
    );
    view.columns.forEach(function (column) {
      head.appendChild(element('th', { class: 'column' }, column || ctx.statistics[ctx.state.stat].label));
    });
    view.rows.forEach(function (row) {
      var tr = table.insertRow();
      tr.appendChild(element('th', { class: 'row' }, row));
      view.columns.forEach(function (column) {
        var cell = view.at(row, column);
        var td = tr.insertCell();
        if (!cell) {
          td.className = 'empty';
          return;
        }
        var figure = cell.figures[ctx.state.stat];
        td.className = page.cellClass(cell, figure);
        td.setAttribute('data-cell', cell.id);
        var tick = element('input', { type: 'checkbox', title: 'draw its latency curve', 'data-cell': cell.id });
        tick.checked = ctx.state.ticked.indexOf(cell.id) >= 0;
        tick.disabled = cell.curve.length === 0;
        tick.addEventListener('change', function () {
          ctx.state.ticked = ctx.state.ticked.filter(function (id) {
            return id !== cell.id;
          });
          if (tick.checked) ctx.state.ticked.push(cell.id);
          ctx.render();
        });
        td.appendChild(tick);
        td.appendChild(
          element(
            'a',
            { class: 'figure', href: cell.report || cell.log, title: cell.title + ': Gatling report' },
            figure ? figure.shown : '-'
          )
        );
        var more = element('span', { class: 'more' });
        more.appendChild(element('a', { class: 'log', href: cell.log }, 'log'));
        more.appendChild(document.createTextNode(' '));
        more.appendChild(element('a', { class: 'settings', href: '#cell-' + cell.id }, 'settings'));
        td.appendChild(more);
        if (!cell.passed) td.appendChild(element('span', { class: 'why' }, 'FAILED: ' + (cell.why || '')));
        if (cell.unsettled)
          td.appendChild(
            element(
              'span',
              { class: 'unsettled', title: cell.title + ': its warm-up ended before latency settled' },
              'warm-up not settled'
            )
          );
        if (cell.javaOutside)
          td.appendChild(
            element('span', { class: 'java-outside', title: cell.title + ': ' + cell.javaOutside }, 'outside its Java')
          );
        if (cell.saturated.length)
          td.appendChild(
            element(
              'span',
              { class: 'saturated', title: cell.title + ': ' + cell.saturated.join('; ') },
              'saturated: ' +
                cell.saturated
                  .map(function (s) {
                    return s.split(':')[0];
                  })
                  .join(', ')
            )
          );
      });
    });
  }

  page.renderControls = renderControls;
  page.renderPivot = renderPivot;
})(typeof module === 'object' ? module.exports : (window.comparisonPage = window.comparisonPage || {}));
