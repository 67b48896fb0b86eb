// The page's DOM and SVG helpers: an element with its attributes, an emptied plot, a plot's legend.
(function (page) {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';
  var shortText = page.shortText;

  function element(name, attributes, text) {
    var e = name.indexOf('svg:') === 0 ? document.createElementNS(SVG, name.slice(4)) : document.createElement(name);
    Object.keys(attributes || {}).forEach(function (k) {
      e.setAttribute(k, attributes[k]);
    });
    if (text !== undefined) e.textContent = text;
    return e;
  }

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
      svg.appendChild(
        element('svg:line', {
          x1: x,
          y1: row,
          x2: x + 18,
          y2: row,
          stroke: entry.colour,
          'stroke-width': 3,
          'stroke-dasharray': entry.dash || ''
        })
      );
      svg.appendChild(element('svg:text', { x: x + 24, y: row + 4, class: 'legend' }, shortText(entry.label, 30)));
    });
    if (entries.length > 20)
      svg.appendChild(element('svg:text', { x: x, y: y + 20 * 16 + 4 }, '+' + (entries.length - 20) + ' more'));
  }

  page.element = element;
  page.clear = clear;
  page.legend = legend;
})(typeof module === 'object' ? module.exports : (window.comparisonPage = window.comparisonPage || {}));
