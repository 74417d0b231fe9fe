// The replication study's view (runs of kind "replication"): the Ehcache blog's two charts (time against
// element size, time against element count) per backend and node count, the ceiling's share, and every
// trial's figures.

import { addChart, addChartNote, logAxis } from './charts.js';
import { $, el } from './dom.js';
import { fmtCount, fmtMillisRounded } from './format.js';
import { ascending, uniqueInOrder } from './lists.js';

// Grey for the transport's ceiling; the two Infinispan modes and the two Ehcache transports as pairs of hues.
const BACKEND_COLORS = {
  'jgroups-raw': '#6b6b6b', 'infinispan-sync': '#4e79a7', 'infinispan-async': '#76b7b2',
  'ehcache-rmi': '#e8853a', 'ehcache-jgroups': '#d64f4f',
};
// Solid for the run's first node count, then dashed and dotted.
const NODE_DASHES = [[], [6, 3], [2, 3]];

/** The node counts the run swept (settings.nodes), or those of its trials for a run without them. */
export function nodeCountsOf(doc) {
  const nodes = doc.settings?.nodes;
  return Array.isArray(nodes) ? nodes : uniqueInOrder((doc.trials || []).map((t) => t.nodes)).sort(ascending);
}

/** The line's dash for a node count: by its place in the run's node counts. */
export function nodeDash(nodeCounts, nodes) {
  return NODE_DASHES[nodeCounts.indexOf(Number(nodes))] ?? [];
}

/** The successful trials of one sweep that have the figure; "both" trials belong to either sweep. */
export function sweepRows(trials, sweep, field) {
  return trials.filter((t) => (t.sweep === sweep || t.sweep === 'both') && t.status === 'ok' && t[field] != null);
}

function sweepChart(container, trials, nodeCounts, sweep, field, title, axisTitle) {
  const rows = sweepRows(trials, sweep, field);
  if (rows.length === 0) {
    addChartNote(container, title, 'No successful trial in this sweep.', true);
    return;
  }
  const series = uniqueInOrder(rows.map((t) => `${t.backend}|${t.nodes}`));
  const xField = sweep === 'size' ? 'elementBytes' : 'elements';
  const datasets = series.map((key) => {
    const [backend, nodes] = key.split('|');
    const color = BACKEND_COLORS[backend] ?? '#999';
    return {
      label: `${backend} · ${nodes} nodes`,
      data: rows.filter((t) => t.backend === backend && t.nodes === Number(nodes))
        .sort((a, b) => a[xField] - b[xField]).map((t) => ({ x: t[xField], y: t[field] })),
      borderColor: color,
      backgroundColor: color,
      borderDash: nodeDash(nodeCounts, nodes),
      tension: 0,
    };
  });
  const config = {
    type: 'line',
    data: { datasets },
    options: {
      parsing: false,
      scales: {
        x: { ...logAxis(sweep === 'size' ? 'element size (bytes, log scale)' : 'elements (log scale)') },
        y: logAxis(axisTitle),
      },
      plugins: {
        legend: { position: 'top' },
        tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${fmtCount(ctx.parsed.x)} → ${fmtMillisRounded(ctx.parsed.y)}` } },
      },
    },
  };
  addChart(container, title, 420, config, true);
}

function replicationTable(doc) {
  $('replication-table').tBodies[0].replaceChildren(...(doc.trials || []).map((t) => el('tr', {},
    el('td', {}, t.backend),
    el('td', { class: 'num' }, String(t.nodes)),
    el('td', {}, t.sweep),
    el('td', { class: 'num' }, fmtCount(t.elements)),
    el('td', { class: 'num' }, fmtCount(t.elementBytes)),
    el('td', { class: t.status === 'ok' ? null : 'status-failed', title: t.failureReason ?? null }, t.status),
    el('td', { class: 'num' }, fmtMillisRounded(t.firstToAllMillis)),
    el('td', { class: 'num' }, fmtMillisRounded(t.allReadersMillis)),
    el('td', { class: 'num' }, fmtMillisRounded(t.megabytesPerSecond)),
    el('td', { class: 'num' }, t.heapBytesPerElement == null ? '—' : fmtCount(Math.round(t.heapBytesPerElement))),
    el('td', { class: 'num' }, t.writer?.putP50Micros == null ? '—' : `${fmtCount(t.writer.putP50Micros)} / ${fmtCount(t.writer.putP99Micros)}`),
    el('td', { class: 'num' }, t.percentOfCeiling == null ? '—' : `${Math.round(t.percentOfCeiling)} %`),
    el('td', { class: t.missing + t.corrupt + t.duplicates > 0 ? 'num bad' : 'num' },
      `${t.missing} / ${t.corrupt} / ${t.duplicates}`))));
  const settings = doc.settings?.backendSettings || {};
  $('replication-settings').replaceChildren(...Object.entries(settings).map(([backend, values]) =>
    el('li', {}, el('strong', {}, backend), ': ',
      Object.entries(values).map(([k, v]) => `${k} = ${v}`).join('; '))));
}

/** Draws a replication run into the run section, below the metadata the run section has shown. */
export function renderReplicationRun(doc) {
  const charts = $('run-charts');
  const trials = doc.trials || [];
  const nodeCounts = nodeCountsOf(doc);
  sweepChart(charts, trials, nodeCounts, 'size', 'firstToAllMillis',
    'Sweep 1: first element read to all read, against element size (ms, the blog\'s figure)', 'ms (log scale)');
  sweepChart(charts, trials, nodeCounts, 'count', 'firstToAllMillis',
    'Sweep 2: first element read to all read, against element count (ms)', 'ms (log scale)');
  sweepChart(charts, trials, nodeCounts, 'size', 'megabytesPerSecond',
    'Sweep 1: MB/s from the first put until every reader had everything', 'MB/s (log scale)');
  replicationTable(doc);
  $('replication').hidden = false;
}
