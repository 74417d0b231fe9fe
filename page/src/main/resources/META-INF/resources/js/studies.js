// The published studies' figures beside ours (seeds), and the outside load generators' rows (references).

import { addChart, logAxis, positive } from './charts.js';
import { RUN_COLORS } from './colors.js';
import { $, el } from './dom.js';
import { fmtMultiple, fmtOps } from './format.js';
import { uniqueInOrder } from './lists.js';
import { p50Centre, wayOf } from './scenarios.js';

/** One chart per unit: ops/s and µs on one axis would be meaningless. */
function seedCharts(container, seeds) {
  for (const unit of uniqueInOrder(seeds.map((s) => s.unit))) {
    const rows = seeds.filter((s) => s.unit === unit);
    // Study 5's ranks are one experiment over several wires: the bars differ by wire, and the title says which experiment.
    const experimentOf = (s) => `Study ${s.study}: ${s.experiment}`;
    const shared = (s) => rows.filter((r) => experimentOf(r) === experimentOf(s)).length > 1;
    const experiments = uniqueInOrder(rows.map(experimentOf));
    const barLabel = (s) => (shared(s) ? `Study ${s.study}: ${s.wire}` : experimentOf(s));
    const values = rows.flatMap((s) => [s.published, s.ours]).filter((v) => positive(v) != null);
    // Linear reads best; switch to log only when one bar would otherwise dwarf the others.
    const spread = Math.max(...values) / Math.min(...values);
    const useLog = values.length > 0 && spread > 30;
    const config = {
      type: 'bar',
      data: {
        labels: rows.map(barLabel),
        datasets: [
          { label: 'published', data: rows.map((s) => (useLog ? positive(s.published) : s.published)), backgroundColor: '#9a9a9a' },
          { label: 'ours', data: rows.map((s) => (useLog ? positive(s.ours) : s.ours)), backgroundColor: RUN_COLORS.a },
        ],
      },
      options: {
        indexAxis: 'y',
        scales: {
          x: useLog ? logAxis(`${unit} (log scale)`) : { beginAtZero: true, title: { display: true, text: unit } },
          y: { grid: { display: false } },
        },
        plugins: { tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${fmtOps(ctx.parsed.x)} ${unit}` } } },
      },
    };
    const title = experiments.length === 1 && shared(rows[0]) ? `${experiments[0]}, published beside ours`
      : `Published figures beside ours (${unit})`;
    addChart(container, title, 110 + rows.length * 60, config, true);
  }
}

export function renderSeeds(doc) {
  const seeds = doc.seeds || [];
  $('seeds').hidden = seeds.length === 0;
  if (seeds.length === 0) return;
  seedCharts($('seed-charts'), seeds);
  $('seeds-table').tBodies[0].replaceChildren(...seeds.map((s) => el('tr', {},
    el('td', {}, s.study),
    el('td', {}, s.experiment),
    el('td', {}, s.wire),
    el('td', {}, s.unit),
    el('td', { class: 'num' }, fmtOps(s.published)),
    el('td', { class: 'num' }, fmtOps(s.ours)),
    el('td', { class: 'num' }, s.published ? `${fmtMultiple(s.ours / s.published)} ×` : '—'),
    el('td', {}, s.note ?? ''))));
}

/** Our fastest client on an outside generator's scenario (same wire, operation, size, concurrency, no tx), or null. */
export function oursFor(doc, reference) {
  return (doc.scenarios || []).filter((s) => s.wire === reference.wire && s.operation === reference.operation
    && s.size === reference.size && s.concurrency === reference.concurrency && s.tx === 'none' && s.opsPerSecond != null)
    .reduce((best, s) => (best == null || s.opsPerSecond > best.opsPerSecond ? s : best), null);
}

/** The outside load generators' rows (--references), each beside our client's row on the same scenario. */
export function renderReferences(doc) {
  const references = doc.references || [];
  $('references').hidden = references.length === 0;
  if (references.length === 0) return;
  $('references-table').tBodies[0].replaceChildren(...references.map((r) => {
    const own = oursFor(doc, r);
    return el('tr', {},
      el('td', {}, r.tool),
      el('td', {}, r.wire),
      el('td', {}, r.operation === 'accounts' ? `accounts(${r.size})` : r.operation),
      el('td', { class: 'num' }, String(r.concurrency)),
      el('td', {}, r.shape),
      el('td', { class: 'num' }, fmtOps(r.opsPerSecond)),
      el('td', { class: 'num' }, r.latencyP50Micros == null ? '—' : r.latencyP50Micros.toFixed(1)),
      el('td', { class: 'num' }, r.latencyP99Micros == null ? '—' : r.latencyP99Micros.toFixed(1)),
      el('td', { class: 'num' }, String(r.failed)),
      el('td', { class: 'num', title: own ? `our fastest client here: ${wayOf(own)}` : null }, own ? fmtOps(own.opsPerSecond) : '—'),
      el('td', { class: 'num' }, own == null || p50Centre(own) == null ? '—' : p50Centre(own).toFixed(1)),
      el('td', { class: 'num' }, own?.opsPerSecond && r.opsPerSecond ? `${fmtMultiple(own.opsPerSecond / r.opsPerSecond)} ×` : '—'));
  }));
}
