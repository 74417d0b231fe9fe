// The lookup study's view (runs of kind "lookup"): what getting a usable client costs per wire, each phase
// stacked, per context (warm / cold) and thread shape.

import { addChart, addChartNote } from './charts.js';
import { PALETTE } from './colors.js';
import { $, el } from './dom.js';
import { fmtCount, fmtFixed, fmtMillis } from './format.js';
import { uniqueInOrder } from './lists.js';
import { renderSeeds } from './studies.js';

// One colour per phase, the same in every chart.
const PHASE_COLORS = {
  'registry-stub': '#bab0ac', 'initial-context': '#9c755f', discovery: '#b07aa1', 'failed-attempt': '#7a0019',
  client: '#76b7b2', wsdl: '#edc948', proxy: '#f28e2b', channel: '#59a14f', connect: '#8cd17d', bind: '#ff9da7',
  'tls-handshake': '#e15759', lookup: '#4e79a7', 'first-call': '#1f3d7a',
};
const COLOR_ORDER = Object.keys(PHASE_COLORS);

/**
 * The phases in the order a bootstrap goes through them, as the rows tell it (each lists its phases in the
 * order they ran). Phases no row puts in order against each other keep the colour table's order, then the
 * order they first appear in; should two rows disagree, the colour table's order settles it.
 */
export function phaseOrder(sequences) {
  const phases = uniqueInOrder(sequences.flat());
  const rank = (phase) => {
    const known = COLOR_ORDER.indexOf(phase);
    return known >= 0 ? known : COLOR_ORDER.length + phases.indexOf(phase);
  };
  const before = new Map(phases.map((p) => [p, new Set()])); // phase -> phases that ran before it in some row
  for (const sequence of sequences) {
    for (let i = 1; i < sequence.length; i++) {
      if (sequence[i - 1] !== sequence[i]) before.get(sequence[i]).add(sequence[i - 1]);
    }
  }
  const ordered = [];
  const left = [...phases].sort((x, y) => rank(x) - rank(y));
  while (left.length > 0) {
    const ready = left.find((p) => [...before.get(p)].every((q) => ordered.includes(q))) ?? left[0];
    ordered.push(ready);
    left.splice(left.indexOf(ready), 1);
  }
  return ordered;
}

/** The rows grouped by context and thread count, in the order the run lists them. */
export function lookupGroups(doc) {
  const keys = uniqueInOrder((doc.lookups || []).map((r) => `${r.context}|${r.threads}`));
  return keys.map((key) => {
    const [context, threads] = key.split('|');
    const rows = doc.lookups.filter((r) => r.context === context && r.threads === Number(threads));
    return { context, threads: Number(threads), rows };
  });
}

export function lookupCaption(group) {
  const what = group.context === 'cold' ? 'first lookup in a fresh JVM' : 'a new client in a running JVM';
  const perThread = group.rows[0]?.lookupsPerThread;
  return `Time to a usable client, ${what}, ${group.threads} thread${group.threads > 1 ? 's' : ''} × ${perThread}: mean per phase (ms)`;
}

/** Horizontal stacked bars: one row per case, one segment per phase (means add up to the total's mean). */
function lookupPhaseChart(container, group) {
  const rows = group.rows.filter((r) => r.total).sort((x, y) => x.total.mean - y.total.mean);
  if (rows.length === 0) {
    addChartNote(container, lookupCaption(group), 'No lookup of this group succeeded.', true);
    return;
  }
  const phases = phaseOrder(rows.map((r) => r.phases.map((p) => p.phase)));
  const extra = PALETTE.filter((c) => !Object.values(PHASE_COLORS).includes(c));
  const datasets = phases.map((phase, i) => ({
    label: phase,
    data: rows.map((r) => r.phases.find((p) => p.phase === phase)?.mean ?? 0),
    backgroundColor: PHASE_COLORS[phase] ?? extra[i % extra.length],
  }));
  const config = {
    type: 'bar',
    data: { labels: rows.map((r) => `${r.wireLabel} · ${r.method}`), datasets },
    options: {
      indexAxis: 'y',
      scales: {
        x: { stacked: true, beginAtZero: true, title: { display: true, text: 'ms (mean per phase)' } },
        y: { stacked: true, grid: { display: false } },
      },
      plugins: {
        legend: { position: 'top' },
        tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${fmtMillis(ctx.parsed.x)} ms` } },
      },
    },
  };
  addChart(container, lookupCaption(group), 110 + rows.length * 30, config, true);
}

function lookupTable(doc) {
  $('lookup-table').tBodies[0].replaceChildren(...(doc.lookups || []).map((r) => {
    const errors = Object.values(r.errors || {}).reduce((a, b) => a + b, 0);
    const errorText = Object.entries(r.errors || {}).map(([k, v]) => `${k}: ${v}`).join(', ');
    return el('tr', {},
      el('td', { title: r.description }, `${r.wireLabel} · ${r.method}`),
      el('td', {}, r.context),
      el('td', {}, `${r.threads} × ${r.lookupsPerThread}`),
      el('td', { class: 'num' }, `${fmtCount(r.ok)} / ${fmtCount(r.lookups)}`),
      el('td', { class: errors > 0 ? 'num bad' : 'num', title: [errorText, ...(r.errorExamples || [])].join('\n') || null },
        fmtCount(errors)),
      el('td', { class: 'num' }, fmtMillis(r.total?.p50)),
      el('td', { class: 'num' }, fmtMillis(r.total?.p90)),
      el('td', { class: 'num' }, fmtMillis(r.total?.p99)),
      el('td', { class: 'num' }, fmtMillis(r.total?.max)),
      el('td', { class: 'num' }, fmtMillis(r.total?.mean)),
      el('td', { class: 'num' }, fmtMillis(r.secondCall?.p50)),
      el('td', { class: 'num' }, r.elapsedMs == null ? '—' : fmtMillis(r.elapsedMs / 1000)),
      el('td', { class: 'num' }, r.failedAttemptsPerLookup ? fmtFixed(r.failedAttemptsPerLookup, 2) : '0'),
      el('td', { class: 'phases' }, (r.phases || []).map((p) => `${p.phase} ${fmtMillis(p.p50)}`).join(' · ')));
  }));
}

/** Draws a lookup run into the run section, below the metadata the run section has shown. */
export function renderLookupRun(doc) {
  const charts = $('run-charts');
  for (const group of lookupGroups(doc)) lookupPhaseChart(charts, group);
  renderSeeds(doc);
  lookupTable(doc);
  $('lookup').hidden = false;
}
