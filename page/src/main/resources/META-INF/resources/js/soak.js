// The soak's view (runs of kind "soak"): every wire's latency and errors over the run, both tiers' heap after
// GC, RSS, threads and sockets over the run, and the verdict per tier.

import { addChart, addChartNote } from './charts.js';
import { PALETTE, wireColor } from './colors.js';
import { $, el } from './dom.js';

// The two tiers as each sample names them (SoakDocument.Sample's fields).
const TIERS = ['presentation', 'business'];
// [sample field, chart label, divisor]: the health figures drawn per tier.
const HEALTH_METRICS = [['heapAfterGcBytes', 'Heap after GC (MiB)', 1048576], ['rssBytes', 'RSS (MiB)', 1048576],
  ['threads', 'Threads', 1], ['sockets', 'Sockets', 1]];

/** A line per series over the run's minutes; null where a window had no completed call. */
function soakLines(container, title, minutes, series, axisTitle) {
  if (series.every((s) => s.data.every((v) => v == null))) {
    addChartNote(container, title, 'No figures for this chart in this run.', true);
    return;
  }
  addChart(container, title, 300, {
    type: 'line',
    data: {
      labels: minutes.map((m) => m.toFixed(1)),
      datasets: series.map((s) => ({ label: s.label, data: s.data, borderColor: s.color, backgroundColor: s.color,
        pointRadius: 1, spanGaps: false })),
    },
    options: {
      animation: false, responsive: true, maintainAspectRatio: false,
      scales: { x: { title: { display: true, text: 'minute' } }, y: { title: { display: true, text: axisTitle }, beginAtZero: true } },
    },
  }, true);
}

function soakNumber(v) {
  return v == null || !Number.isFinite(v) ? null : v;
}

/** A health figure in the chart's unit; a negative one means "not read", so a gap. */
export function healthValue(sample, tier, metric, scale) {
  const v = sample[tier]?.[metric];
  return v == null || v < 0 ? null : v / scale;
}

/** "heapAfterGcBytes 0.12 MiB/min, threads 0.00/min": a tier's slopes per minute. */
export function trendsText(trends) {
  return (trends || []).map((t) => `${t.metric} ${Number.isFinite(t.slopePerMinute) ? t.slopePerMinute.toFixed(2) : '—'}${t.unit ? ' ' + t.unit : ''}/min`).join(', ');
}

export function soakSummary(doc) {
  return `${doc.minutes} min at ${doc.ratePerSecond} calls/s over ${(doc.ways || []).length} wires: `
    + `${(doc.calls ?? 0).toLocaleString('en-US')} calls, ${(doc.errors ?? 0).toLocaleString('en-US')} failed.`;
}

/** Draws a soak into the run section, below the metadata the run section has shown. */
export function renderSoakRun(doc) {
  const charts = $('run-charts');
  const samples = (doc.samples || []).slice(1); // the first sample is the start: no window before it
  const minutes = samples.map((s) => s.minute);
  const ways = doc.ways || [];
  soakLines(charts, 'p99 latency per wire, from each call\'s due time (µs, per 10-s window)', minutes,
    ways.map((w) => ({ label: w, color: wireColor(w), data: samples.map((s) => soakNumber(s.wires?.[w]?.p99Micros)) })), 'µs');
  soakLines(charts, 'Failed calls per wire (per window)', minutes,
    ways.map((w) => ({ label: w, color: wireColor(w), data: samples.map((s) => s.wires?.[w]?.errors ?? null) })), 'calls');
  for (const [metric, label, scale] of HEALTH_METRICS) {
    soakLines(charts, `${label}, both tiers`, minutes, TIERS.map((tier, i) => ({
      label: tier, color: PALETTE[i], data: samples.map((s) => healthValue(s, tier, metric, scale)),
    })), label);
  }
  $('soak-verdicts').replaceChildren(...(doc.verdicts || []).map((v) => el('li', { class: v.verdict === 'flat' ? '' : 'bad' },
    el('strong', {}, `${v.tier}: ${v.verdict}`), ' ', trendsText(v.trends))));
  $('soak-summary').textContent = soakSummary(doc);
  $('soak').hidden = false;
}
