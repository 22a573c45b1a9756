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

/// A spring's samples as the phone draws them where the engine limits it (`bounds`, a spec's
/// `clamp`: in the spring's travel from 0 to 1): a hard limit clamps; a soft one draws the
/// excess e past an end as d·e/(e + d), d the room past that end (the engine's rubber band
/// with coefficient 1: slope 1 at the end, never reaching d).
export function boundedSamples(samples, bounds) {
  const soft = (excess, room) => (room > 0 ? room * excess / (excess + room) : 0);
  return samples.map(([t, v, velocity]) => {
    let drawn = v;
    if (v > 1 && bounds.upper >= 1) drawn = bounds.soft ? 1 + soft(v - 1, bounds.upper - 1) : Math.min(v, bounds.upper);
    else if (v < 0 && bounds.lower <= 0) drawn = bounds.soft ? -soft(-v, -bounds.lower) : Math.max(v, bounds.lower);
    return [t, drawn, velocity];
  });
}

/// Draws `shown` (the engine's spring views) into the plot and the settle lines; where the
/// interaction's spring is limited (`bounds`), spring A as the phone draws it too (dashed),
/// with the limits.
export function drawPlot(shown, bounds = null) {
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
    if (bounds && c.name === 'value') {
      for (const limit of [bounds.lower, bounds.upper]) {
        if (limit < low || limit > high) continue;
        element('line', { x1: left, x2: left + plotWidth, y1: y(limit), y2: y(limit), stroke: '#e22134', 'stroke-dasharray': '2 3', class: 'bound' }, svg);
      }
      const drawn = boundedSamples(shown[0].samples, bounds);
      const path = drawn.map((p, n) => `${n ? 'L' : 'M'}${x(p[0]).toFixed(2)} ${y(p[1]).toFixed(2)}`).join('');
      const phone = element('path', { d: path, fill: 'none', stroke: '#ffffff', 'stroke-width': 1.5, 'stroke-dasharray': '5 3', class: 'curve value drawn' }, svg);
      element('title', {}, phone).textContent = `as the phone draws it: ${bounds.reason}`;
    }
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
