// The comparison page's logic without a browser (Node's own test runner, in ./mvnw -B verify): the view in the
// address, the pivot, the scales and the verdicts' colours. The page itself is tested in Chromium (ComparisonPageTest).
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');

const page = path.join(__dirname, '../../main/resources/figures/page');
const { readState, viewHash } = require(path.join(page, 'view-state.js'));
const { computeView, varyingAxes, label } = require(path.join(page, 'pivot.js'));
const { ticks, shortText, colour, dash, PALETTE } = require(path.join(page, 'scale.js'));
const { cellClass, barColour } = require(path.join(page, 'verdicts.js'));

/** Two versions x two variants, one order: what a small comparison's data holds. */
function data() {
  const cell = (version, variant) => ({
    id: `${version}-${variant}`,
    axes: { version, heap: '1g', order: '-', variant },
    passed: true,
    figures: {},
    curve: []
  });
  return {
    view: { rows: 'version', cols: '*', stat: 'p50' },
    axes: [
      { key: 'version', label: 'version', values: ['3.0.12', '5.26.30'] },
      { key: 'heap', label: 'heap', values: ['1g'] },
      { key: 'order', label: 'order', values: ['-'] },
      { key: 'variant', label: 'variant', values: ['q1', 'q2'] }
    ],
    statistics: [
      { key: 'p50', label: 'p50 (ms)' },
      { key: 'rate', label: 'requests/s' }
    ],
    cells: [cell('5.26.30', 'q1'), cell('3.0.12', 'q1'), cell('3.0.12', 'q2'), cell('5.26.30', 'q2')]
  };
}

test('a view written into the address reads back the same', () => {
  const state = { rows: 'variant', cols: 'version', stat: 'rate', filters: { heap: '1g' }, ticked: ['a', 'b'] };
  assert.deepEqual(readState(viewHash(state), data()), state);
});

test('an anchor, an unknown axis or statistic leaves the default view', () => {
  const defaults = { rows: 'version', cols: '*', stat: 'p50', filters: {}, ticked: null };
  assert.deepEqual(readState('cell-3.0.12-q1', data()), defaults);
  assert.deepEqual(readState('rows=colour&stat=nonsense', data()), defaults);
});

test('the pivot puts rows in the axis order, columns in the order the cells ran, every cell in its place', () => {
  const state = readState('', data());
  const view = computeView(data(), state);
  assert.deepEqual(view.rows, ['3.0.12', '5.26.30']);
  assert.deepEqual(view.cols, ['variant']);
  assert.deepEqual(view.columns, ['q1', 'q2']);
  assert.equal(view.at('5.26.30', 'q2').id, '5.26.30-q2');
  assert.equal(view.at('2.2.10', 'q1'), undefined);
});

test('a view asking the impossible is corrected: rows on a varying axis, the rest filtered on one value', () => {
  const state = { rows: 'heap', cols: 'heap', stat: 'p50', filters: { variant: 'q9' }, ticked: [] };
  const view = computeView(data(), state);
  assert.equal(state.rows, 'version', 'heap takes one value: no row of its own');
  assert.equal(state.cols, '*');
  const columnsOnVersion = { rows: 'variant', cols: 'version', stat: 'p50', filters: {}, ticked: [] };
  assert.deepEqual(computeView(data(), columnsOnVersion).columns, ['5.26.30', '3.0.12']);
  assert.deepEqual(view.filterAxes, []);
  assert.deepEqual(varyingAxes(data()), ['version', 'variant']);
  assert.equal(label(data().cells[0], ['order', 'variant']), 'q1', "an axis that does not apply ('-') is left out");
});

test('ticks are round steps with as many decimals as the step', () => {
  assert.deepEqual(ticks(0, 10, 5), [0, 2, 4, 6, 8, 10]);
  assert.deepEqual(ticks(0.1, 0.2, 2), [0.1, 0.15, 0.2]);
  assert.deepEqual(ticks(-30, 20, 5), [-30, -20, -10, 0, 10, 20]);
});

test('labels are shortened with an ellipsis, lines told apart by colour then dash', () => {
  assert.equal(shortText('depth-first', 20), 'depth-first');
  assert.equal(shortText('breadth-first framework', 10), 'breadth-f\u2026');
  assert.equal(colour(PALETTE.length), colour(0));
  assert.deepEqual([dash(0), dash(PALETTE.length), dash(2 * PALETTE.length)], ['', '6 3', '2 3']);
});

test('a cell is coloured failed before any verdict, else by its verdict', () => {
  assert.equal(cellClass({ passed: false }, { verdict: 'slower' }), 'failed');
  assert.equal(cellClass({ passed: true }, { verdict: 'slower' }), 'slower');
  assert.equal(cellClass({ passed: true }, undefined), 'ok');
  assert.deepEqual(['regressed', 'improved', 'within', undefined].map(barColour), [
    '#e07b39',
    '#4f9d4f',
    '#b5b5b5',
    '#b5b5b5'
  ]);
});
