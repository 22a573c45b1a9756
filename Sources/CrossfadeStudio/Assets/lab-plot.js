// The motion lab's plot: value and velocity over time for one or two springs, the
// engine's samples, with SwiftUI's, Core Animation's and UIKit's settling points.
'use strict';

const SVG = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);
export const colors = ['#1db954', '#f59b23'];

export function element(name, attributes, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

const size = { width: 560, chart: 140, left: 44, gap: 34, top: 10 };

/// Draws `shown` (the engine's spring views) into the plot and the settle lines.
export function drawPlot(shown) {
  const svg = $('lab-plot');
  svg.replaceChildren();
  $('lab-settle').replaceChildren();
  if (!shown.length) return;
  const { width, chart, left, gap, top } = size, plotWidth = width - left - 10;
  const duration = Math.max(...shown.map((s) => s.plotDuration));
  const x = (t) => left + plotWidth * Math.min(t, duration) / duration;
  for (const c of [{ name: 'value', y: top, pick: (p) => p[1], base: [0, 1] }, { name: 'velocity', y: top + chart + gap, pick: (p) => p[2], base: [0] }]) {
    const all = shown.flatMap((s) => s.samples.map(c.pick)).concat(c.base);
    let low = Math.min(...all), high = Math.max(...all);
    const pad = Math.max(high - low, 1e-9) * 0.06; low -= pad; high += pad;
    const y = (v) => c.y + chart - chart * (v - low) / (high - low);
    element('rect', { x: left, y: c.y, width: plotWidth, height: chart, fill: '#121212', stroke: '#3e3e3e' }, svg);
    for (const v of c.base) {
      element('line', { x1: left, x2: left + plotWidth, y1: y(v), y2: y(v), stroke: '#2a2a2a' }, svg);
      element('text', { x: left - 6, y: y(v) + 4, fill: '#b3b3b3', 'text-anchor': 'end', 'font-size': 11 }, svg).textContent = String(v);
    }
    element('text', { x: left + 6, y: c.y + 14, fill: '#b3b3b3', 'font-size': 11 }, svg).textContent = c.name === 'value' ? 'value' : 'velocity (distance/s)';
    shown.forEach((spring, index) => {
      // Each spring's samples span its own plot time; past it the spring is at rest (within 0.001).
      let d = spring.samples.map((p, n) => `${n ? 'L' : 'M'}${x(p[0]).toFixed(2)} ${y(c.pick(p)).toFixed(2)}`).join('');
      if (spring.plotDuration < duration) d += `L${x(duration).toFixed(2)} ${y(c.name === 'value' ? 1 : 0).toFixed(2)}`;
      element('path', { d, fill: 'none', stroke: colors[index], 'stroke-width': 2, class: `curve ${c.name} spring-${index}` }, svg);
    });
  }
  for (let i = 0; i <= 4; i++) {
    element('text', { x: left + plotWidth * i / 4, y: top + 2 * chart + gap + 16, fill: '#b3b3b3', 'text-anchor': 'middle', 'font-size': 11 }, svg)
      .textContent = `${(duration * i / 4).toFixed(3)} s`;
  }
  shown.forEach((spring, index) => settleLines(spring, index, svg, x, duration));
}

function settleLines(spring, index, svg, x, duration) {
  const { chart, gap, top } = size;
  const marks = [['SwiftUI settlingDuration', spring.swiftUISettlingDuration, '4 3'], ['Core Animation settlingDuration', spring.coreAnimationSettlingDuration, '1 3']];
  if (spring.uikitDuration !== null) marks.push(['UIKit duration', spring.uikitDuration, '8 2 1 2']);
  for (const [name, time, dash] of marks) {
    if (!(time <= duration)) continue;
    const line = element('line', { x1: x(time), x2: x(time), y1: top, y2: top + 2 * chart + gap, stroke: colors[index], 'stroke-dasharray': dash, class: `settle spring-${index}` }, svg);
    element('title', {}, line).textContent = `${name}: ${time.toFixed(4)} s`;
  }
  const text = document.createElement('div');
  text.className = `settle-line spring-${index}`;
  text.style.color = colors[index];
  text.textContent = `${index ? 'B' : 'A'}: settles — SwiftUI ${spring.swiftUISettlingDuration.toFixed(3)} s (dashed) · Core Animation ${spring.coreAnimationSettlingDuration.toFixed(3)} s (dotted)`
    + (spring.uikitDuration !== null ? ` · UIKit duration ${spring.uikitDuration.toFixed(3)} s (dash-dot)` : ' · no UIKit duration form');
  $('lab-settle').appendChild(text);
}
