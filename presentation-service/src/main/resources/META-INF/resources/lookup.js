// wirerace results page, the lookup study's view (runs of kind "lookup"): what getting a usable client
// costs per wire, each phase stacked, per context (warm / cold) and thread shape. Uses app.js' helpers.
'use strict';

// One colour per phase, the same in every chart, in the order a bootstrap goes through them.
const PHASE_COLORS = {
  'registry-stub': '#bab0ac', 'initial-context': '#9c755f', discovery: '#b07aa1', 'failed-attempt': '#7a0019',
  client: '#76b7b2', wsdl: '#edc948', proxy: '#f28e2b', channel: '#59a14f', connect: '#8cd17d', bind: '#ff9da7',
  'tls-handshake': '#e15759', lookup: '#4e79a7', 'first-call': '#1f3d7a',
};
const PHASE_ORDER = Object.keys(PHASE_COLORS);
const phaseRank = (phase) => (PHASE_ORDER.includes(phase) ? PHASE_ORDER.indexOf(phase) : PHASE_ORDER.length);

function fmtMillis(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  return v.toLocaleString('en-US', { maximumFractionDigits: v < 10 ? 3 : 1 });
}

function lookupGroups(doc) {
  const keys = uniqueInOrder((doc.lookups || []).map((r) => `${r.context}|${r.threads}`));
  return keys.map((key) => {
    const [context, threads] = key.split('|');
    const rows = doc.lookups.filter((r) => r.context === context && r.threads === Number(threads));
    return { context, threads: Number(threads), rows };
  });
}

function lookupCaption(group) {
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
  const phases = uniqueInOrder(rows.flatMap((r) => r.phases.map((p) => p.phase)))
    .sort((x, y) => phaseRank(x) - phaseRank(y));
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

/** Draws a lookup run into the run section; app.js has already shown its metadata. */
function renderLookupRun(doc) {
  const charts = $('run-charts');
  for (const group of lookupGroups(doc)) lookupPhaseChart(charts, group);
  renderSeeds(doc);
  lookupTable(doc);
  $('lookup').hidden = false;
}
