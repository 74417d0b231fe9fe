// Chart.js around the page: captioned figures, the log axis, horizontal bars, and the charts of the current view.
// Chart.js is the global `Chart` of its webjar's script tag; without it the figures say so and the tables stay.

import { el } from './dom.js';
import { fmtTick } from './format.js';

// The charts of the current view, destroyed before the next render.
let drawn = [];

/** Log scales cannot show zero or negative values: leave a gap rather than a misleading bar. */
export const positive = (v) => (typeof v === 'number' && v > 0 ? v : null);

function chartsAvailable() {
  return typeof globalThis.Chart === 'function';
}

export function configureChartDefaults() {
  if (!chartsAvailable()) return;
  const { Chart } = globalThis;
  // No animation: charts are complete as soon as they are constructed, so "ready" is true when set,
  // and switching filters redraws at once.
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false; // the figure's box sets the height
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  Chart.defaults.color = '#333';
  Chart.defaults.borderColor = '#e3e3e3';
}

/** Adds a captioned figure to container and draws the chart in it; height fits the number of rows. */
export function addChart(container, title, height, config, wide = false) {
  const figure = el('figure', { class: wide ? 'chart wide' : 'chart' }, el('figcaption', {}, title));
  container.append(figure);
  if (!chartsAvailable()) {
    figure.append(el('p', { class: 'message' }, 'Chart library not loaded (webjars/chart.js); the tables below still hold every number.'));
    return;
  }
  const canvas = el('canvas', { role: 'img', 'aria-label': title });
  // what the chart shows, as data: the page test checks it against the run's own figures
  canvas.dataset.shown = JSON.stringify({
    labels: config.data.labels ?? [],
    datasets: config.data.datasets.map((d) => ({ label: d.label, data: d.data })),
  });
  figure.append(el('div', { class: 'chart-box', style: `height: ${height}px` }, canvas));
  drawn.push(new globalThis.Chart(canvas, config));
}

export function addChartNote(container, title, text, wide = false) {
  container.append(el('figure', { class: wide ? 'chart wide' : 'chart' }, el('figcaption', {}, title), el('p', { class: 'message' }, text)));
}

export function destroyCharts() {
  for (const chart of drawn) chart.destroy();
  drawn = [];
}

/** How many charts the current view drew (the rendering test reads it). */
export function chartsDrawn() {
  return drawn.length;
}

/**
 * A log axis tick's label: only powers of ten, and 2 and 5 as well when the axis spans three decades or fewer.
 * Chart.js also ticks the data's own min and max (0.15, say); those are not round and stay unlabelled.
 */
export function logTickLabel(value, min, max) {
  const decades = Math.log10(max / min);
  const scaled = value / 10 ** Math.floor(Math.log10(value) + 1e-9);
  const mantissa = Math.round(scaled);
  const round = Math.abs(scaled - mantissa) < 1e-6;
  const shown = round && (decades > 3 ? mantissa === 1 : [1, 2, 5].includes(mantissa));
  return shown ? fmtTick(value) : '';
}

/**
 * A log axis labelled only at round steps (logTickLabel): Chart.js' default labels every 1-2-5 step with fixed
 * decimals, which crowds and overlaps.
 */
export function logAxis(title) {
  return {
    type: 'logarithmic',
    title: { display: true, text: title },
    // Faint lines at the unlabelled steps keep the log cue without drowning the labelled ones.
    grid: { color: (ctx) => (ctx.tick?.label ? '#d9d9d9' : '#f2f2f2') },
    ticks: {
      autoSkip: false,
      maxRotation: 0,
      callback(value) {
        return logTickLabel(value, this.min, this.max);
      },
    },
  };
}

/** Horizontal bars: wire labels are long and there may be a dozen wires, so they read better as rows. */
export function horizontalBarConfig(labels, datasets, axisTitle, formatValue, showLegend = true) {
  return {
    type: 'bar',
    data: { labels, datasets },
    options: {
      indexAxis: 'y',
      scales: { x: logAxis(axisTitle), y: { grid: { display: false } } },
      plugins: {
        legend: { display: showLegend, position: 'top' },
        tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${formatValue(ctx.parsed.x)}` } },
      },
    },
  };
}
