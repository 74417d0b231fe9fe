// Run A's charts for one operation and concurrency: latency percentiles, throughput against concurrency,
// multiples of the floor, and where a call's time goes.

import { addChart, addChartNote, horizontalBarConfig, logAxis, positive } from './charts.js';
import { wireColor } from './colors.js';
import { fmtMicros, fmtMultiple, fmtOps } from './format.js';
import { ascending, uniqueInOrder } from './lists.js';
import { hasCost, opLabel, scenariosFor, txOf, wayOf, wireLabel } from './scenarios.js';

// Percentile bars read as one family (light = typical, dark = tail).
const PERCENTILES = [['p50', 'p50', '#a6c8e4'], ['p90', 'p90', '#6fa3cf'], ['p99', 'p99', '#3a78b0'], ['p999', 'p99.9', '#184f80']];
// A call's time split: the two tiers' CPU, and what neither spent on the CPU (waiting, the network, the rest).
const TIME_PARTS = [['client CPU', '#4e79a7'], ['server CPU', '#e8853a'], ['broker CPU', '#76b7b2'],
  ['waiting / network / other', '#c9c9c9']];
// The operations whose time split is drawn, at concurrency 1: the smallest call and study 5's 55-account list.
const TIME_SPLIT_OPERATIONS = [
  ['addOne', (s) => s.operation === 'addOne'],
  ['accounts (55 accounts)', (s) => s.operation === 'accounts' && s.size === 55],
];

export function percentileChart(container, rows) {
  const datasets = PERCENTILES.map(([key, label, color]) => ({
    label,
    data: rows.map((s) => positive(s.latencyMicros?.[key])),
    backgroundColor: color,
  }));
  const config = horizontalBarConfig(rows.map(wireLabel), datasets, 'latency (µs, log scale)', (v) => `${fmtMicros(v)} µs`);
  addChart(container, 'Latency percentiles per wire (µs, log scale)', 90 + rows.length * 52, config, true);
}

export function throughputChart(container, doc, opKey) {
  const rows = scenariosFor(doc, opKey, null);
  const concurrencies = uniqueInOrder(rows.map((s) => s.concurrency)).sort(ascending);
  const wires = uniqueInOrder(rows.map(wayOf));
  const datasets = wires.map((wire) => {
    const ofWire = rows.filter((s) => wayOf(s) === wire);
    return {
      label: wireLabel(ofWire[0]),
      data: concurrencies.map((c) => positive(ofWire.find((s) => s.concurrency === c)?.opsPerSecond)),
      borderColor: wireColor(wire),
      backgroundColor: wireColor(wire),
      spanGaps: true,
      pointRadius: 3,
    };
  });
  const config = {
    type: 'line',
    // Concurrencies are usually a doubling series; a category axis spaces them evenly.
    data: { labels: concurrencies.map(String), datasets },
    options: {
      scales: {
        x: { title: { display: true, text: 'concurrency (callers)' } },
        y: logAxis('ops/s (log scale)'),
      },
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 12 } },
        tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${fmtOps(ctx.parsed.y)} ops/s` } },
      },
    },
  };
  addChart(container, `Throughput against concurrency, ${opLabel(opKey)} (ops/s, log scale)`, 380, config);
}

export function floorChart(container, rows) {
  const title = 'Multiple of the floor per wire (× floor, log scale)';
  // Floors are the reference (×1 by definition); a null multiple means no floor was measured.
  const withMultiple = rows.filter((s) => !s.floor && positive(s.floorMultiple) != null)
    .sort((x, y) => x.floorMultiple - y.floorMultiple);
  if (withMultiple.length === 0) {
    addChartNote(container, title, 'No floor multiples for this operation and concurrency.');
    return;
  }
  const datasets = [{
    label: '× floor',
    data: withMultiple.map((s) => s.floorMultiple),
    backgroundColor: withMultiple.map((s) => wireColor(wayOf(s))),
  }];
  const config = horizontalBarConfig(withMultiple.map(wireLabel), datasets, '× floor (log scale; 1 = as fast as the floor)',
    (v) => `${fmtMultiple(v)} × floor`, false);
  addChart(container, title, Math.max(260, 90 + withMultiple.length * 30), config);
}

/**
 * The rows of one time-split chart, fastest mean first, each split into [client CPU, server CPU, broker CPU (0 but
 * on the broker wires), the rest of the mean latency] per call: concurrency 1, no transaction, closed load, and only
 * rows that carry the cost ledger.
 */
export function timeSplit(doc, matches) {
  const rows = (doc.scenarios || [])
    .filter((s) => matches(s) && s.concurrency === 1 && txOf(s) === 'none' && (s.loadModel ?? 'closed') === 'closed')
    .filter((s) => hasCost(s) && Number.isFinite(s.latencyMicros?.mean))
    .sort((x, y) => x.latencyMicros.mean - y.latencyMicros.mean);
  const parts = rows.map((s) => {
    const client = Math.max(0, s.cost.clientCpuMicros ?? 0);
    const server = Math.max(0, s.cost.serverCpuMicros ?? 0);
    const broker = Math.max(0, s.cost.brokerCpuMicros ?? 0);
    return [client, server, broker, Math.max(0, s.latencyMicros.mean - client - server - broker)];
  });
  return { rows, parts };
}

/**
 * Where a call's time goes, one chart per operation (addOne, accounts of 55) at concurrency 1, one stacked bar
 * per wire: the client's, the server's and the broker's CPU per call and the rest of the mean latency. An operation without
 * ledger rows gets no chart.
 */
export function timeSplitCharts(container, doc) {
  for (const [name, matches] of TIME_SPLIT_OPERATIONS) {
    const { rows, parts } = timeSplit(doc, matches);
    if (rows.length === 0) continue;
    const datasets = TIME_PARTS.map(([label, color], i) => ({ label, data: parts.map((p) => p[i]), backgroundColor: color }));
    const config = {
      type: 'bar',
      data: { labels: rows.map(wireLabel), datasets },
      options: {
        indexAxis: 'y',
        scales: {
          x: { stacked: true, beginAtZero: true, title: { display: true, text: 'µs per call (a bar is the mean latency, or the CPU where that is more)' } },
          y: { stacked: true, grid: { display: false } },
        },
        plugins: {
          legend: { position: 'top' },
          tooltip: {
            callbacks: {
              label: (ctx) => `${ctx.dataset.label}: ${fmtMicros(ctx.parsed.x)} µs`,
              footer: (items) => (items.length ? `mean latency ${fmtMicros(rows[items[0].dataIndex].latencyMicros.mean)} µs` : ''),
            },
          },
        },
      },
    };
    addChart(container, `Where a call's time goes: ${name}, concurrency 1 (µs per call)`, Math.max(220, 100 + rows.length * 30), config);
  }
}
