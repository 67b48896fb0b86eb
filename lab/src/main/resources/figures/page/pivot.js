// Which cells stand where in the pivot: the rows' values, the columns' labels and the filters on the axes left over
// (no DOM: unit-tested).
(function (page) {
  'use strict';

  function value(cell, axis) {
    return cell.axes[axis] || '-';
  }

  /** A cell's label on `axisKeys`: their values, the axes that do not apply ('-') left out. */
  function label(cell, axisKeys) {
    return axisKeys
      .map(function (a) {
        return value(cell, a);
      })
      .filter(function (v) {
        return v !== '-';
      })
      .join(' ');
  }

  /** The axes whose cells take more than one value: the only ones worth a row, a column or a filter. */
  function varyingAxes(data) {
    return data.axes
      .filter(function (a) {
        return a.values.length > 1;
      })
      .map(function (a) {
        return a.key;
      });
  }

  /**
   * The view `state` asks for, made consistent with the data (`state` corrected in place: rows on a varying axis,
   * columns on another, each left-over axis filtered on one of its values).
   */
  function computeView(data, state) {
    var axes = {};
    data.axes.forEach(function (a) {
      axes[a.key] = a;
    });
    var varying = varyingAxes(data);
    if (varying.indexOf(state.rows) < 0 && varying.length > 0) state.rows = varying[0];
    if (state.cols !== '*' && (varying.indexOf(state.cols) < 0 || state.cols === state.rows)) state.cols = '*';
    var cols =
      state.cols === '*'
        ? varying.filter(function (a) {
            return a !== state.rows;
          })
        : [state.cols];
    if (cols.length === 0)
      cols = ['order', 'variant'].filter(function (a) {
        return a !== state.rows;
      });
    var filterAxes = varying.filter(function (a) {
      return a !== state.rows && cols.indexOf(a) < 0;
    });
    var filters = {};
    filterAxes.forEach(function (a) {
      filters[a] = axes[a].values.indexOf(state.filters[a]) >= 0 ? state.filters[a] : axes[a].values[0];
    });
    state.filters = filters;
    var cells = data.cells.filter(function (c) {
      return filterAxes.every(function (a) {
        return value(c, a) === filters[a];
      });
    });
    // rows in the axis's own order (versions oldest first), columns in the order the cells ran
    var rows = axes[state.rows].values.filter(function (v) {
      return cells.some(function (c) {
        return value(c, state.rows) === v;
      });
    });
    var columns = [];
    cells.forEach(function (c) {
      var l = label(c, cols);
      if (columns.indexOf(l) < 0) columns.push(l);
    });
    return {
      cols: cols,
      filterAxes: filterAxes,
      cells: cells,
      rows: rows,
      columns: columns,
      at: function (row, column) {
        return cells.find(function (c) {
          return value(c, state.rows) === row && label(c, cols) === column;
        });
      }
    };
  }

  page.value = value;
  page.label = label;
  page.varyingAxes = varyingAxes;
  page.computeView = computeView;
})(typeof module === 'object' ? module.exports : (window.comparisonPage = window.comparisonPage || {}));
