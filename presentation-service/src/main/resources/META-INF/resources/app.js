// wirerace results page: lists the runs, draws one "comparison" run (run A) and compares it with run B.
// Plain ES2020, no build step. All URLs are relative so the page also works behind a path prefix.
'use strict';

const state = {
  runs: [],              // summaries from api/runs, newest first
  docs: new Map(),       // runId -> run document; only finished runs are cached (a running one still changes)
  a: null,               // runId of run A
  b: null,               // runId of run B (comparison), or null
  opKey: null,           // selected "operation|tx"
  concurrency: null,     // selected concurrency (number)
  charts: [],            // Chart instances of the current view, destroyed before the next render
  renderToken: 0,        // a newer render wins when document fetches overlap
  polling: false,
  wasRunning: false,
  startedHere: null,     // runId of the suite this page started; selected when it finishes
  wireColors: new Map(),
  compares: new Map(),   // "a|b" -> api/compare answer, for two finished runs
  digests: new Map(),    // runId -> api/runs/{id}/digest answer, for a finished run
};

// Percentile bars read as one family (light = typical, dark = tail), A/B as two contrasting hues.
const PERCENTILES = [['p50', 'p50', '#a6c8e4'], ['p90', 'p90', '#6fa3cf'], ['p99', 'p99', '#3a78b0'], ['p999', 'p99.9', '#184f80']];
const RUN_COLORS = { a: '#4e79a7', b: '#e8853a' };
const PALETTE = ['#4e79a7', '#e8853a', '#59a14f', '#d64f4f', '#8a6bbd', '#9c755f', '#d37295', '#6b6b6b',
  '#b5a12f', '#3fa7b5', '#1f3d7a', '#a33a19', '#2e7d32', '#7b3f8c', '#c08a00', '#00796b'];
const ERROR_KINDS = ['timeout', 'connection', 'invalidReply', 'rejected', 'other'];
// A call's time split: the two tiers' CPU, and what neither spent on the CPU (waiting, the network, the rest).
const TIME_PARTS = [['client CPU', '#4e79a7'], ['server CPU', '#e8853a'], ['waiting / network / other', '#c9c9c9']];
// The operations whose time split is drawn, at concurrency 1: the smallest call and study 5's 55-account list.
const TIME_SPLIT_OPERATIONS = [
  ['addOne', (s) => s.operation === 'addOne'],
  ['accounts (55 accounts)', (s) => s.operation === 'accounts' && s.size === 55],
];
const VERDICT_CLASSES = { faster: 'verdict-faster', slower: 'verdict-slower', 'failed rounds': 'verdict-mixed', errors: 'verdict-mixed' };

// ---------------------------------------------------------------- small helpers

const $ = (id) => document.getElementById(id);

/** Builds an element; children may be strings, nodes, arrays or null (skipped). Never parses HTML. */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child == null || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

function showMessage(node, text, isError = false) {
  node.hidden = !text;
  node.textContent = text || '';
  node.classList.toggle('failure', isError);
}

async function fetchJson(url, options) {
  const response = await fetch(url, options);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

// Fixed locale so numbers look the same for every reader and in the rendering test.
function fmtFixed(value, digits) {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Below 1: two decimals, or three significant digits below 0.1 so a local call's 0.004 does not read as 0.00. */
function fmtSmall(v) {
  return v >= 0.1 ? fmtFixed(v, 2) : v.toLocaleString('en-US', { maximumSignificantDigits: 3 });
}

/** Microseconds: sub-microsecond local calls need decimals, network calls do not. */
function fmtMicros(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  if (v > 0 && v < 1) return fmtSmall(v);
  return fmtFixed(v, v < 10 ? 2 : v < 100 ? 1 : 0);
}

function fmtOps(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  return fmtFixed(v, v < 100 ? 1 : 0);
}

function fmtCount(v) {
  return v == null ? '—' : fmtFixed(v, 0);
}

function fmtMultiple(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  if (v > 0 && v < 1) return fmtSmall(v);
  return fmtFixed(v, v < 10 ? 2 : 1);
}

/** Bytes per call: averages, so a decimal below 10; kB and MB once the digits get many. */
function fmtBytes(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  if (v >= 1e6) return `${fmtFixed(v / 1e6, 1)} MB`;
  if (v >= 1e5) return `${fmtFixed(v / 1e3, 0)} kB`;
  return fmtFixed(v, v > 0 && v < 10 ? 1 : 0);
}

/** A share of 1 as a percentage: 0.2093 -> "20.9 %". */
function fmtShare(v) {
  return v == null || !Number.isFinite(v) ? '—' : `${fmtFixed(v * 100, 1)} %`;
}

/** "a / b", or a single dash when both are unknown. */
function fmtPair(x, y, format) {
  return x == null && y == null ? '—' : `${format(x)} / ${format(y)}`;
}

function fmtChange(from, to) {
  const change = percentChange(from, to);
  if (change == null) return '—';
  if (Math.abs(change) < 0.05) return '0.0 %'; // not "-0.0 %"
  return `${change > 0 ? '+' : ''}${fmtFixed(change, 1)} %`;
}

function percentChange(from, to) {
  if (from == null || to == null || !Number.isFinite(from) || !Number.isFinite(to) || from === 0) return null;
  return ((to - from) / from) * 100;
}

/** ISO instant -> "2026-11-22 04:50:00" in UTC, so runs from different machines line up. */
function fmtTime(iso) {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : date.toISOString().slice(0, 19).replace('T', ' ');
}

function fmtDuration(fromIso, toIso) {
  const ms = new Date(toIso).getTime() - new Date(fromIso).getTime();
  if (!Number.isFinite(ms) || ms < 0) return null;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** Log scales cannot show zero or negative values: leave a gap rather than a misleading bar. */
const positive = (v) => (typeof v === 'number' && v > 0 ? v : null);

// ---------------------------------------------------------------- scenario helpers

const txOf = (s) => s.tx ?? 'none';
// The payload is part of an operation's identity: the full suite sweeps concat and accounts sizes.
const opKeyOf = (s) => `${s.operation}|${txOf(s)}|${s.payloadBytes ?? ''}`;
// A row's wire as its client speaks it: the wire's id for its default client, "wire@client" otherwise (Way).
const wayOf = (s) => s.way || s.wire;
const scenarioKey = (s) => `${wayOf(s)}|${opKeyOf(s)}|${s.concurrency}`;
const wireLabel = (s) => (s.wireLabel || s.wire) + (wayOf(s) !== s.wire ? ` · ${s.clientLabel || s.client}` : '');

function opLabel(key) {
  const [operation, tx, payload] = key.split('|');
  const parts = [];
  if (tx && tx !== 'none') parts.push(`tx ${tx}`);
  if (payload && operation !== 'addOne') parts.push(`${Number(payload).toLocaleString('en-US')} B reply`);
  return parts.length ? `${operation} (${parts.join(', ')})` : operation;
}

function errorSum(s) {
  const errors = s.errors || {};
  return Object.values(errors).reduce((sum, n) => sum + (Number(n) || 0), 0);
}

/** Every kind, zero or not, so the tooltip also says what was counted. */
function errorTooltip(s) {
  const errors = s.errors || {};
  const kinds = [...new Set([...ERROR_KINDS, ...Object.keys(errors)])];
  return kinds.map((k) => `${k}: ${errors[k] ?? 0}`).join(', ');
}

/** True when the server's own count is known and differs from what the client made. */
function callsMismatch(s) {
  const calls = s.calls || {};
  return calls.servedByServer != null && calls.servedByServer !== calls.made;
}

// ---------------------------------------------------------------- cost ledger and trust (runs that have them)

const hasCost = (s) => s.cost != null && typeof s.cost === 'object';
const trustFlags = (s) => (Array.isArray(s.trust?.flags) ? s.trust.flags : []);

/** One flag as the reader reads it: "disturbed 3/5" (rounds), "unsteady warm-up". */
function flagText(flag, trust) {
  if (flag === 'disturbed') {
    return trust?.disturbedRounds != null && trust?.rounds != null ? `disturbed ${trust.disturbedRounds}/${trust.rounds}` : 'disturbed';
  }
  if (flag === 'unsteady-warmup') return 'unsteady warm-up';
  if (flag === 'compiling') return 'JIT compiling';
  return String(flag);
}

/** What the noise guard saw, for a tooltip. */
function trustTooltip(trust) {
  if (!trust) return null;
  const parts = [];
  if (trust.rounds != null) parts.push(`${trust.disturbedRounds ?? 0} of ${trust.rounds} rounds disturbed`);
  if (trust.remeasuredRounds != null) parts.push(`${trust.remeasuredRounds} round(s) measured again`);
  if (trust.maxOthersCpuShare != null) parts.push(`other processes' CPU share up to ${fmtShare(trust.maxOthersCpuShare)}`);
  if (trust.maxStealShare != null) parts.push(`steal up to ${fmtShare(trust.maxStealShare)}`);
  if (trust.warmupSteady != null) parts.push(`warm-up ${trust.warmupSteady ? 'reached a steady rate' : 'never reached a steady rate'}`);
  return parts.join('; ');
}

function trustCell(s) {
  if (!s.trust) return el('td', { class: 'trust-col muted' }, '—');
  const flags = trustFlags(s);
  if (flags.length === 0) return el('td', { class: 'trust-col muted', title: trustTooltip(s.trust) }, 'ok');
  return el('td', { class: 'trust-col', title: trustTooltip(s.trust) },
    flags.map((flag) => el('span', { class: 'flag' }, flagText(flag, s.trust))));
}

function costCells(s) {
  const cost = s.cost || {};
  const cpuTitle = (user, system) => (user != null || system != null
    ? `user ${fmtMicros(user)} µs + system ${fmtMicros(system)} µs` : null);
  const gcTitle = cost.clientGcCount != null || cost.serverGcCount != null
    ? `GCs during the scenario: client ${fmtCount(cost.clientGcCount)} (${fmtCount(cost.clientGcPauseMillis)} ms), `
      + `server ${fmtCount(cost.serverGcCount)} (${fmtCount(cost.serverGcPauseMillis)} ms)`
      + (cost.clientJitMillis != null || cost.serverJitMillis != null
        ? `; JIT compiling: client ${fmtCount(cost.clientJitMillis)} ms, server ${fmtCount(cost.serverJitMillis)} ms` : '')
    : null;
  const segments = cost.segmentsUp != null || cost.segmentsDown != null
    ? `TCP segments per call: ${fmtPair(cost.segmentsUp, cost.segmentsDown, fmtMultiple)} (up / down)` : null;
  return [
    el('td', { class: 'num cost-col', title: cpuTitle(cost.clientUserMicros, cost.clientSystemMicros) }, fmtMicros(cost.clientCpuMicros)),
    el('td', {
      class: 'num cost-col',
      title: [cpuTitle(cost.serverUserMicros, cost.serverSystemMicros),
        cost.serverCallsPerCpuSecond != null ? `${fmtOps(cost.serverCallsPerCpuSecond)} calls per server CPU second` : null]
        .filter(Boolean).join('; ') || null,
    }, fmtMicros(cost.serverCpuMicros)),
    el('td', { class: 'num cost-col', title: segments }, fmtPair(cost.bytesUp, cost.bytesDown, fmtBytes)),
    el('td', { class: 'num cost-col', title: gcTitle }, fmtPair(cost.clientAllocatedBytes, cost.serverAllocatedBytes, fmtBytes)),
  ];
}

function uniqueInOrder(values) {
  return [...new Set(values)];
}

function scenariosFor(doc, opKey, concurrency) {
  return (doc.scenarios || []).filter((s) => opKeyOf(s) === opKey && (concurrency == null || s.concurrency === concurrency));
}

const byP50 = (x, y) => (x.latencyMicros?.p50 ?? Infinity) - (y.latencyMicros?.p50 ?? Infinity);

/** Colours follow the wire, not the position, so a wire keeps its colour across charts and runs. */
function wireColor(wire) {
  if (!state.wireColors.has(wire)) state.wireColors.set(wire, PALETTE[state.wireColors.size % PALETTE.length]);
  return state.wireColors.get(wire);
}

function runLabel(doc, letter) {
  const parts = [doc.runId, doc.modeLabel || doc.mode, doc.network].filter(Boolean);
  return `${letter} · ${parts.join(' · ')}`;
}

// ---------------------------------------------------------------- charts

function chartsAvailable() {
  return typeof window.Chart === 'function';
}

function configureChartDefaults() {
  if (!chartsAvailable()) return;
  // No animation: charts are complete as soon as they are constructed, so "ready" is true when set,
  // and switching filters redraws at once.
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false; // the figure's box sets the height
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  Chart.defaults.color = '#333';
  Chart.defaults.borderColor = '#e3e3e3';
}

/** Adds a captioned figure to container and draws the chart in it; height fits the number of rows. */
function addChart(container, title, height, config, wide = false) {
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
  state.charts.push(new Chart(canvas, config));
}

function addChartNote(container, title, text, wide = false) {
  container.append(el('figure', { class: wide ? 'chart wide' : 'chart' }, el('figcaption', {}, title), el('p', { class: 'message' }, text)));
}

function destroyCharts() {
  for (const chart of state.charts) chart.destroy();
  state.charts = [];
}

/**
 * A log axis labelled only at powers of ten (1, 2 and 5 as well when it spans few decades):
 * Chart.js' default labels every 1-2-5 step with fixed decimals, which crowds and overlaps.
 */
function logAxis(title) {
  return {
    type: 'logarithmic',
    title: { display: true, text: title },
    // Faint lines at the unlabelled steps keep the log cue without drowning the labelled ones.
    grid: { color: (ctx) => (ctx.tick?.label ? '#d9d9d9' : '#f2f2f2') },
    ticks: {
      autoSkip: false,
      maxRotation: 0,
      callback(value) {
        const decades = Math.log10(this.max / this.min);
        // Chart.js also ticks the data's own min and max (0.15, say); those are not round and stay unlabelled.
        const scaled = value / 10 ** Math.floor(Math.log10(value) + 1e-9);
        const mantissa = Math.round(scaled);
        const round = Math.abs(scaled - mantissa) < 1e-6;
        const shown = round && (decades > 3 ? mantissa === 1 : [1, 2, 5].includes(mantissa));
        return shown ? fmtTick(value) : '';
      },
    },
  };
}

function fmtTick(v) {
  return v.toLocaleString('en-US', v < 1 ? { maximumSignificantDigits: 1 } : { maximumFractionDigits: 0 });
}

/** Horizontal bars: wire labels are long and there may be a dozen wires, so they read better as rows. */
function horizontalBarConfig(labels, datasets, axisTitle, formatValue, showLegend = true) {
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

function percentileChart(container, rows) {
  const datasets = PERCENTILES.map(([key, label, color]) => ({
    label,
    data: rows.map((s) => positive(s.latencyMicros?.[key])),
    backgroundColor: color,
  }));
  const config = horizontalBarConfig(rows.map(wireLabel), datasets, 'latency (µs, log scale)', (v) => `${fmtMicros(v)} µs`);
  addChart(container, 'Latency percentiles per wire (µs, log scale)', 90 + rows.length * 52, config, true);
}

function throughputChart(container, doc, opKey) {
  const rows = scenariosFor(doc, opKey, null);
  const concurrencies = uniqueInOrder(rows.map((s) => s.concurrency)).sort((x, y) => x - y);
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

function floorChart(container, rows) {
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
 * Where a call's time goes, one chart per operation (addOne, accounts of 55) at concurrency 1, one stacked bar
 * per wire: the client's and the server's CPU per call and the rest of the mean latency. Drawn only from rows
 * that carry the cost ledger; an operation without such rows gets no chart.
 */
function timeSplitCharts(container, doc) {
  for (const [name, matches] of TIME_SPLIT_OPERATIONS) {
    const rows = (doc.scenarios || [])
      .filter((s) => matches(s) && s.concurrency === 1 && txOf(s) === 'none' && (s.loadModel ?? 'closed') === 'closed')
      .filter((s) => hasCost(s) && Number.isFinite(s.latencyMicros?.mean))
      .sort((x, y) => x.latencyMicros.mean - y.latencyMicros.mean);
    if (rows.length === 0) continue;
    const parts = rows.map((s) => {
      const client = Math.max(0, s.cost.clientCpuMicros ?? 0);
      const server = Math.max(0, s.cost.serverCpuMicros ?? 0);
      return [client, server, Math.max(0, s.latencyMicros.mean - client - server)];
    });
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

/** Each wire's warm-up: calls per cycle until the rate settled (dashed: it never did within the budget). */
function warmupChart(container, doc) {
  const wires = Object.entries(doc.settings?.wireWarmups || {})
    .filter(([, w]) => Array.isArray(w?.callsPerCycle) && w.callsPerCycle.some((v) => positive(v) != null));
  if (wires.length === 0) return;
  const cycles = Math.max(...wires.map(([, w]) => w.callsPerCycle.length));
  const labelOf = (wire) => {
    const scenario = (doc.scenarios || []).find((s) => wayOf(s) === wire);
    return scenario ? wireLabel(scenario) : wire;
  };
  const datasets = wires.map(([wire, w]) => ({
    label: w.steady === false ? `${labelOf(wire)} (not steady)` : labelOf(wire),
    data: w.callsPerCycle.map(positive),
    borderColor: wireColor(wire),
    backgroundColor: wireColor(wire),
    ...(w.steady === false ? { borderDash: [6, 4] } : {}),
    spanGaps: true,
    pointRadius: 2,
  }));
  const config = {
    type: 'line',
    data: { labels: Array.from({ length: cycles }, (_, i) => String(i + 1)), datasets },
    options: {
      scales: {
        x: { title: { display: true, text: 'warm-up cycle' } },
        y: logAxis('calls per cycle (log scale)'),
      },
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 12 } },
        tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${fmtCount(ctx.parsed.y)} calls` } },
      },
    },
  };
  addChart(container, "Each wire's warm-up: calls per cycle (log scale; dashed = never steady)", 300, config);
}

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

function compareChart(container, pairs, docA, docB, opKey, concurrency) {
  const title = `p50 latency, A against B: ${opLabel(opKey)}, concurrency ${concurrency} (µs, log scale)`;
  const rows = pairs.filter(([a]) => opKeyOf(a) === opKey && a.concurrency === concurrency)
    .sort(([x], [y]) => byP50(x, y));
  if (rows.length === 0) {
    addChartNote(container, title, 'No wire has this operation and concurrency in both runs.', true);
    return;
  }
  const datasets = [
    { label: runLabel(docA, 'A'), data: rows.map(([a]) => positive(a.latencyMicros?.p50)), backgroundColor: RUN_COLORS.a },
    { label: runLabel(docB, 'B'), data: rows.map(([, b]) => positive(b.latencyMicros?.p50)), backgroundColor: RUN_COLORS.b },
  ];
  const config = horizontalBarConfig(rows.map(([a]) => wireLabel(a)), datasets, 'p50 latency (µs, log scale)', (v) => `${fmtMicros(v)} µs`);
  addChart(container, title, 90 + rows.length * 40, config, true);
}

// ---------------------------------------------------------------- runs list and pickers

function renderRunsTable() {
  const tbody = $('runs-table').tBodies[0];
  tbody.replaceChildren(...state.runs.map((run) => {
    const failed = run.status === 'failed';
    const row = el('tr', { tabindex: '0', 'data-run-id': run.runId, title: 'Click to show this run as run A' },
      el('td', {}, run.runId),
      el('td', {}, run.kind ?? '—'),
      el('td', {}, run.suite ?? '—'),
      el('td', {}, run.modeLabel ?? run.mode ?? '—'),
      el('td', {}, run.network ?? '—'),
      el('td', {}, fmtTime(run.startedAt)),
      el('td', { class: failed ? 'status-failed' : null, title: run.failureReason ?? null }, run.status ?? '—'),
      el('td', { class: 'mono' }, run.gitCommit ?? '—'),
      el('td', { class: 'num' }, fmtCount(run.scenarioCount)),
      // The link must not also select the row.
      el('td', {}, el('a', { href: rawUrl(run.runId), onclick: (e) => e.stopPropagation() }, 'JSON')));
    row.addEventListener('click', () => selectRuns(run.runId, state.b));
    row.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        selectRuns(run.runId, state.b);
      }
    });
    return row;
  }));
  markSelectedRows();
}

function markSelectedRows() {
  for (const row of $('runs-table').tBodies[0].rows) {
    row.classList.toggle('selected-a', row.dataset.runId === state.a);
    row.classList.toggle('selected-b', row.dataset.runId === state.b);
  }
}

const rawUrl = (runId) => `api/runs/${encodeURIComponent(runId)}`;

function renderPickers() {
  const optionFor = (run) => el('option', { value: run.runId }, `${run.runId} (${run.modeLabel ?? run.mode ?? run.kind ?? ''})`);
  $('run-a').replaceChildren(...state.runs.map(optionFor));
  // Only comparison runs can be compared scenario by scenario.
  $('run-b').replaceChildren(el('option', { value: '' }, '— none —'),
    ...state.runs.filter((r) => (r.kind ?? 'comparison') === 'comparison').map(optionFor));
  syncPickers();
}

function syncPickers() {
  $('run-a').value = state.a ?? '';
  $('run-b').value = state.b ?? '';
}

/** Keeps the address shareable: ?a=&b=&op=&c= reproduce the current view. */
function updateUrl() {
  const params = new URLSearchParams();
  if (state.a) params.set('a', state.a);
  if (state.b) params.set('b', state.b);
  if (state.opKey) params.set('op', state.opKey);
  if (state.concurrency != null) params.set('c', String(state.concurrency));
  const query = params.toString();
  history.replaceState(null, '', query ? `?${query}` : location.pathname);
}

async function refreshRuns(selectRunId = null) {
  try {
    state.runs = await fetchJson('api/runs');
    showMessage($('runs-message'), state.runs.length === 0 ? 'No runs yet: start one with "Run quick suite".' : '');
  } catch (e) {
    showMessage($('runs-message'), `Could not read the run list (${e.message}).`, true);
    return false;
  }
  if (selectRunId && state.runs.some((r) => r.runId === selectRunId)) state.a = selectRunId;
  renderRunsTable();
  renderPickers();
  return true;
}

async function selectRuns(a, b) {
  state.a = a || null;
  state.b = b || null;
  syncPickers();
  markSelectedRows();
  await renderView();
}

// ---------------------------------------------------------------- run A

async function loadDoc(runId) {
  if (!runId) return null;
  if (state.docs.has(runId)) return state.docs.get(runId);
  const response = await fetch(rawUrl(runId));
  if (!response.ok) throw new Error(`${rawUrl(runId)}: HTTP ${response.status}`);
  const doc = JSON.parse(await response.text(), keepLongIntegers);
  if (doc.status !== 'running') state.docs.set(runId, doc);
  return doc;
}

/**
 * JSON.parse reviver: an integer beyond 2^53 (a shuffle seed) stays as its digits, which JSON.parse would round.
 * Needs the reviver's source text (Chromium 114 and later); elsewhere the number is kept as parsed.
 */
function keepLongIntegers(key, value, context) {
  return typeof value === 'number' && !Number.isSafeInteger(value) && typeof context?.source === 'string'
    && /^-?\d+$/.test(context.source) ? context.source : value;
}

function renderMeta(doc, summary) {
  const items = [];
  const add = (term, value) => {
    if (value != null && value !== '') items.push(el('div', {}, el('dt', {}, term), el('dd', {}, value)));
  };
  add('Kind', doc?.kind ?? summary?.kind);
  add('Suite', doc?.suite ?? summary?.suite);
  add('Mode', doc?.modeLabel ?? doc?.mode ?? summary?.mode);
  add('Network', doc?.network ?? summary?.network);
  add('Status', doc?.status ?? summary?.status);
  add('Started (UTC)', fmtTime(doc?.startedAt ?? summary?.startedAt));
  if (doc?.finishedAt) {
    const duration = fmtDuration(doc.startedAt, doc.finishedAt);
    add('Finished (UTC)', duration ? `${fmtTime(doc.finishedAt)} (${duration})` : fmtTime(doc.finishedAt));
  }
  add('Commit', doc?.gitCommit ?? summary?.gitCommit);
  const versions = doc?.versions || {};
  add('Quarkus', versions.quarkus);
  if (versions.java) add('Java', versions.javaVendor ? `${versions.java} (${versions.javaVendor})` : versions.java);
  add('OS', versions.os);
  const machine = doc?.machine;
  if (machine) {
    const memory = machine.memoryBytes ? `, ${fmtFixed(machine.memoryBytes / 1e9, 1)} GB` : '';
    add('Machine', `${machine.cores ?? '?'} cores${memory}`);
  }
  // each tier's own description of its host: the same machine on loopback, two across hosts
  const host = (h) => h && `${h.hostname}: ${h.cores} × ${h.cpuModel ?? 'CPU'}, ${fmtFixed(h.memoryBytes / 1e9, 1)} GB, ${h.kernel}, CPUs ${h.cpusAllowed ?? '?'}`;
  if (doc?.hosts) {
    add('Presentation host', host(doc.hosts.presentation));
    add('Business host', host(doc.hosts.business) ?? 'not read');
  }
  $('run-meta').replaceChildren(...items);
}

/** A setting as text: lists joined, nested maps as "key value" pairs (e.g. firstCallMicros per wire). */
function settingText(value) {
  if (value == null) return '—';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(settingText).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value && typeof value === 'object') {
    return Object.entries(value).map(([k, v]) => `${k} ${settingText(v)}`).join(', ');
  }
  return String(value);
}

const isPlainObject = (v) => v != null && typeof v === 'object' && !Array.isArray(v);

/**
 * A setting's value as nodes: scalars and lists as text; a map of maps (wireWarmups, backendSettings) as a
 * small table with one row per key; a flat map (noiseGuard, firstCallMicros) as "key value" pairs.
 */
function settingValue(key, value) {
  if (key === 'wireWarmups' && isPlainObject(value)) return warmupTable(value);
  // Each item on its own (JVM arguments hold commas of their own), wrapping only between items.
  if (Array.isArray(value) && value.length > 0 && value.every((v) => !isPlainObject(v) && !Array.isArray(v))) {
    return el('span', { class: 'items' }, value.map((v) => el('span', { class: 'item' }, settingText(v))));
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return 'none';
    if (entries.every(([, v]) => isPlainObject(v))) return nestedTable(key, entries);
    return el('span', { class: 'pairs' }, entries.map(([k, v]) =>
      el('span', { class: 'pair' }, el('span', { class: 'pair-key' }, k), ' ', settingText(v))));
  }
  return settingText(value);
}

/** A map of maps as a table: the outer key in the first column, each inner key a column. */
function nestedTable(key, entries) {
  const columns = uniqueInOrder(entries.flatMap(([, v]) => Object.keys(v)));
  const firstColumn = { backendSettings: 'backend' }[key] ?? '';
  return el('table', { class: 'nested' },
    el('thead', {}, el('tr', {}, el('th', {}, firstColumn), columns.map((c) => el('th', {}, c)))),
    el('tbody', {}, entries.map(([name, v]) => el('tr', {},
      el('td', {}, name), columns.map((c) => el('td', {}, settingText(v[c])))))));
}

/** settings.wireWarmups: how long each wire warmed up, in how many cycles, and whether its rate settled. */
function warmupTable(warmups) {
  return el('table', { class: 'nested' },
    el('thead', {}, el('tr', {}, el('th', {}, 'wire'), el('th', { class: 'num' }, 'millis'), el('th', { class: 'num' }, 'cycles'),
      el('th', {}, 'steady'), el('th', { class: 'num' }, 'calls in first / last cycle'))),
    el('tbody', {}, Object.entries(warmups).map(([wire, w]) => {
      const calls = Array.isArray(w?.callsPerCycle) ? w.callsPerCycle : [];
      return el('tr', {},
        el('td', {}, wire),
        el('td', { class: 'num' }, fmtCount(w?.millis)),
        el('td', { class: 'num' }, fmtCount(w?.cycles)),
        el('td', { class: w?.steady === false ? 'warn' : null }, w?.steady == null ? '—' : w.steady ? 'yes' : 'no'),
        el('td', { class: 'num', title: calls.length ? calls.map(fmtCount).join(', ') : null },
          calls.length ? `${fmtCount(calls[0])} / ${fmtCount(calls[calls.length - 1])}` : '—'));
    })));
}

/** The run's settings, as they come (a new setting shows up without a page change), and the warm-up curves. */
function renderSettings(doc) {
  const entries = Object.entries(doc?.settings || {});
  $('settings').hidden = entries.length === 0;
  $('settings-table').tBodies[0].replaceChildren(...entries.map(([key, value]) =>
    el('tr', {}, el('td', { class: 'setting-key' }, key), el('td', {}, settingValue(key, value)))));
  if (doc && entries.length > 0) warmupChart($('settings-charts'), doc);
}

/** A run-level summary of every failed call and count mismatch, whatever the filters show. */
function renderRunErrors(doc) {
  const describe = (s) => `${wireLabel(s)} ${opLabel(opKeyOf(s))} c=${s.concurrency}`;
  const failing = (doc.scenarios || []).filter((s) => errorSum(s) > 0);
  const mismatched = (doc.scenarios || []).filter(callsMismatch);
  const lines = [];
  if (failing.length > 0) {
    const total = failing.reduce((sum, s) => sum + errorSum(s), 0);
    lines.push(`${fmtCount(total)} failed call(s) in ${failing.length} scenario(s): `
      + failing.map((s) => `${describe(s)} (${errorTooltip(s)})`).join('; '));
  }
  if (mismatched.length > 0) {
    lines.push(`Server-side count differs from calls made in ${mismatched.length} scenario(s): `
      + mismatched.map((s) => `${describe(s)} (made ${fmtCount(s.calls.made)}, served ${fmtCount(s.calls.servedByServer)})`).join('; '));
  }
  const node = $('run-errors');
  node.hidden = lines.length === 0;
  node.replaceChildren(...lines.map((line) => el('span', { class: 'line' }, line)));
}

/** Picks valid filter values for this run: keeps the current ones when the run has them. */
function renderFilters(doc) {
  const opKeys = uniqueInOrder((doc.scenarios || []).map(opKeyOf));
  if (!opKeys.includes(state.opKey)) {
    // "?op=accounts" (an operation without tx and payload) picks that operation's first variant
    const byName = opKeys.find((key) => state.opKey && key.startsWith(`${state.opKey.split('|')[0]}|`));
    state.opKey = byName ?? opKeys[0] ?? null;
  }
  const concurrencies = uniqueInOrder(scenariosFor(doc, state.opKey, null).map((s) => s.concurrency)).sort((x, y) => x - y);
  if (!concurrencies.includes(state.concurrency)) state.concurrency = concurrencies[0] ?? null;

  $('f-operation').replaceChildren(...opKeys.map((key) => el('option', { value: key }, opLabel(key))));
  $('f-operation').value = state.opKey ?? '';
  $('f-concurrency').replaceChildren(...concurrencies.map((c) => el('option', { value: String(c) }, String(c))));
  $('f-concurrency').value = state.concurrency != null ? String(state.concurrency) : '';
  $('filters').hidden = opKeys.length === 0;
}

function renderResultsTable(doc, rows) {
  $('results-title').textContent = `Results: ${opLabel(state.opKey)}, concurrency ${state.concurrency}`;
  $('results').hidden = false;
  // Runs from before the cost ledger and the noise guard have neither: their columns are left out.
  const withCost = (doc.scenarios || []).some(hasCost);
  const withTrust = (doc.scenarios || []).some((s) => s.trust);
  const table = $('results-table');
  table.classList.toggle('no-cost', !withCost);
  table.classList.toggle('no-trust', !withTrust);
  $('cost-hint').hidden = !withCost && !withTrust;
  table.tBodies[0].replaceChildren(...rows.map((s) => {
    const lat = s.latencyMicros || {};
    const calls = s.calls || {};
    const errors = errorSum(s);
    const mismatch = callsMismatch(s);
    const flagged = trustFlags(s).length > 0;
    return el('tr', { class: [s.floor ? 'floor' : null, flagged ? 'flagged' : null].filter(Boolean).join(' ') || null,
      title: flagged ? trustTooltip(s.trust) : null },
      el('td', { title: wayOf(s) }, wireLabel(s),
        s.floor && !/floor/i.test(wireLabel(s)) ? el('span', { class: 'tag' }, 'floor') : null),
      el('td', { class: 'num' }, fmtOps(s.opsPerSecond)),
      el('td', { class: 'num muted' }, s.opsPerSecondCi95 != null ? `± ${fmtOps(s.opsPerSecondCi95)}` : '—'),
      el('td', { class: 'num' }, fmtMicros(lat.p50)),
      el('td', { class: 'num' }, fmtMicros(lat.p90)),
      el('td', { class: 'num' }, fmtMicros(lat.p99)),
      el('td', { class: 'num' }, fmtMicros(lat.p999)),
      el('td', { class: 'num' }, fmtMicros(lat.max)),
      el('td', { class: 'num' }, fmtMultiple(s.floorMultiple)),
      el('td', { class: errors > 0 ? 'num bad' : 'num', title: errorTooltip(s) }, fmtCount(errors)),
      el('td', { class: 'num', title: `ok: ${fmtCount(calls.ok)}` }, fmtCount(calls.made)),
      el('td', {
        class: mismatch ? 'num mismatch' : 'num',
        title: calls.servedByServer == null ? 'the server did not report a count'
          : mismatch ? `server served ${fmtCount(calls.servedByServer)}, client made ${fmtCount(calls.made)}` : null,
      }, fmtCount(calls.servedByServer)),
      costCells(s),
      trustCell(s));
  }));
}

function renderSeeds(doc) {
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

/** The outside load generators' rows (--references), each beside our client's row on the same scenario. */
function renderReferences(doc) {
  const references = doc.references || [];
  $('references').hidden = references.length === 0;
  if (references.length === 0) return;
  // our fastest client on the same scenario
  const ours = (r) => (doc.scenarios || []).filter((s) => s.wire === r.wire && s.operation === r.operation
    && s.size === r.size && s.concurrency === r.concurrency && s.tx === 'none' && s.opsPerSecond != null)
    .reduce((best, s) => (best == null || s.opsPerSecond > best.opsPerSecond ? s : best), null);
  $('references-table').tBodies[0].replaceChildren(...references.map((r) => {
    const own = ours(r);
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
      el('td', { class: 'num' }, own?.latencyMicros?.p50 == null ? '—' : own.latencyMicros.p50.toFixed(1)),
      el('td', { class: 'num' }, own?.opsPerSecond && r.opsPerSecond ? `${fmtMultiple(own.opsPerSecond / r.opsPerSecond)} ×` : '—'));
  }));
}

function renderRun(doc, summary, loadError, digest) {
  const runId = doc?.runId ?? summary?.runId ?? state.a;
  $('run-section').hidden = !runId;
  if (!runId) return;
  $('run-title').textContent = `Run A: ${runId}${doc?.modeLabel ? ` (${doc.modeLabel})` : ''}`;
  showMessage($('run-failure'), doc?.failureReason ? `Run failed: ${doc.failureReason}` : '', true);
  renderMeta(doc, summary);
  renderSettings(loadError ? null : doc);

  const kind = doc?.kind ?? summary?.kind ?? 'comparison';
  const isComparison = kind === 'comparison';
  const isLookup = kind === 'lookup' && !loadError && (doc?.lookups || []).length > 0;
  const isReplication = kind === 'replication' && !loadError && (doc?.trials || []).length > 0;
  const isNative = kind === 'native-comparison' && !loadError && (doc?.services || []).length > 0;
  const isSoak = kind === 'soak' && !loadError && (doc?.samples || []).length > 0;
  const scenarios = doc?.scenarios || [];
  let note = '';
  if (loadError) note = `Could not read run ${runId} (${loadError}).`;
  else if (!isComparison && !isLookup && !isReplication && !isNative && !isSoak) note = `This run is of kind "${kind}"; charts are drawn only for comparison, lookup, replication, native-comparison and soak runs. Its data:`;
  else if (isComparison && scenarios.length === 0) note = 'This run has no scenarios.';
  showMessage($('run-note'), note, Boolean(loadError));
  if (note) $('run-note').append(' ', el('a', { href: rawUrl(runId) }, 'raw JSON'));

  const drawable = isComparison && !loadError && scenarios.length > 0;
  $('filters').hidden = !drawable;
  $('results').hidden = !drawable;
  $('cost-hint').hidden = true;
  $('seeds').hidden = true;
  $('references').hidden = true;
  $('digest').hidden = true;
  $('run-errors').hidden = true;
  $('lookup').hidden = true;
  $('replication').hidden = true;
  $('native').hidden = true;
  $('soak').hidden = true;
  if (isSoak) {
    renderSoakRun(doc);
    return;
  }
  if (isNative) {
    renderNativeRun(doc);
    return;
  }
  if (isLookup) {
    renderLookupRun(doc);
    return;
  }
  if (isReplication) {
    renderReplicationRun(doc);
    return;
  }
  if (!drawable) return;

  renderRunErrors(doc);
  renderDigest(digest);
  renderFilters(doc);
  const rows = scenariosFor(doc, state.opKey, state.concurrency).sort(byP50);
  const charts = $('run-charts');
  percentileChart(charts, rows);
  throughputChart(charts, doc, state.opKey);
  floorChart(charts, rows);
  timeSplitCharts(charts, doc);
  renderSeeds(doc);
  renderReferences(doc);
  renderResultsTable(doc, rows);
}

// ---------------------------------------------------------------- the digest: the answer before the tables

/**
 * api/runs/{id}/digest for run A, or null: asked only for a suite run with scenarios (the endpoint's 404 for
 * any other would put a line in the browser's console). A failure is null too: the digest is an addition.
 */
async function loadDigest(doc) {
  if (!state.a || doc?.kind !== 'comparison' || (doc.scenarios || []).length === 0) return null;
  if (state.digests.has(state.a)) return state.digests.get(state.a);
  try {
    const response = await fetch(`api/runs/${encodeURIComponent(state.a)}/digest`);
    if (!response.ok) return null;
    const body = await response.json();
    if (doc.status !== 'running') state.digests.set(state.a, body);
    return body;
  } catch (e) {
    return null;
  }
}

/** "48.2 [46.0–50.5]", or the p50 alone without an interval. */
function fmtP50Interval(entry) {
  if (entry.p50Micros == null) return '—';
  const interval = entry.p50LowMicros != null && entry.p50HighMicros != null
    ? ` [${fmtMicros(entry.p50LowMicros)}–${fmtMicros(entry.p50HighMicros)}]` : '';
  return `${fmtMicros(entry.p50Micros)}${interval}`;
}

const STANDING_TITLES = {
  tie: 'its 95 % interval overlaps the one of the row above: neither is clearly ahead',
  clear: 'its 95 % interval lies wholly above the one of the row above',
  'no interval': 'this row or the one above has no interval: too few forks or rounds to say',
  failed: 'no p50: its calls failed',
};

function digestNote(entry) {
  const kind = entry.floor ? 'floor' : entry.remote ? null : 'in process';
  return el('td', { class: 'note' },
    kind ? el('span', { class: 'tag' }, kind) : null,
    entry.standing ? el('span', { class: 'tag', title: STANDING_TITLES[entry.standing] ?? null }, entry.standing) : null,
    (entry.why || []).map((why) => el('span', { class: 'flag' }, why)));
}

function digestTable(group) {
  const head = el('tr', {}, ['#', 'Wire', 'p50 µs [95 % interval]', '× floor', 'client CPU µs/call', 'server CPU µs/call',
    'bytes/call up + down', 'note'].map((name, i) => el('th', { class: i === 0 || (i >= 2 && i <= 6) ? 'num' : null }, name)));
  const rows = group.entries.map((e) => el('tr', {
    class: [e.floor ? 'floor' : null, !e.remote && !e.floor ? 'in-process' : null, e.standing === 'failed' ? 'failed' : null]
      .filter(Boolean).join(' ') || null,
  },
  el('td', { class: 'num' }, String(e.rank)),
  el('td', {}, e.way),
  el('td', { class: 'num' }, fmtP50Interval(e)),
  el('td', { class: 'num' }, fmtMultiple(e.floorMultiple)),
  el('td', { class: 'num' }, fmtMicros(e.clientCpuMicros)),
  el('td', { class: 'num' }, fmtMicros(e.serverCpuMicros)),
  el('td', { class: 'num' }, fmtBytes(e.bytesPerCall)),
  digestNote(e)));
  return el('div', { class: 'table-scroll' }, el('table', { class: 'data digest-table' }, el('thead', {}, head), el('tbody', {}, rows)));
}

/** Each scenario's answer line, opening onto its wires ranked; the first scenario open. */
function renderDigest(digest) {
  const groups = Array.isArray(digest?.groups) ? digest.groups : [];
  $('digest').hidden = groups.length === 0;
  if (groups.length === 0) {
    $('digest-groups').replaceChildren();
    return;
  }
  $('digest-note').textContent = `${digest.intervals}. The answer names the fastest remote wire; in-process wires and`
    + ' the floors are ranked beside them. Open a scenario for its wires.'
    + (digest.precision ? ` ${digest.precision.charAt(0).toUpperCase()}${digest.precision.slice(1)}` : '');
  $('digest-groups').replaceChildren(...groups.map((group, i) => el('details', { class: 'digest-group', open: i === 0 ? '' : null },
    el('summary', {}, el('span', { class: 'answer' }, group.answer)),
    digestTable(group))));
}

// ---------------------------------------------------------------- run A against run B

function renderCompare(docA, docB, errorB) {
  const section = $('compare-section');
  section.hidden = !state.b;
  if (!state.b) return;
  const legend = $('compare-legend');
  if (errorB || !docA || !docB) {
    legend.replaceChildren();
    showMessage($('compare-note'), errorB ? `Could not read run ${state.b} (${errorB}).` : 'Both runs are needed for a comparison.', Boolean(errorB));
    $('compare-table').tBodies[0].replaceChildren();
    return;
  }
  legend.replaceChildren(
    el('li', {}, el('span', { class: 'swatch', style: `background: ${RUN_COLORS.a}` }), `${runLabel(docA, 'A')} · commit ${docA.gitCommit ?? '?'}`),
    el('li', {}, el('span', { class: 'swatch', style: `background: ${RUN_COLORS.b}` }), `${runLabel(docB, 'B')} · commit ${docB.gitCommit ?? '?'}`));

  if ((docA.kind ?? 'comparison') !== 'comparison' || (docB.kind ?? 'comparison') !== 'comparison') {
    showMessage($('compare-note'), 'Only two comparison runs can be compared.');
    $('compare-table').tBodies[0].replaceChildren();
    return;
  }

  const inB = new Map((docB.scenarios || []).map((s) => [scenarioKey(s), s]));
  const keysA = new Set((docA.scenarios || []).map(scenarioKey));
  const pairs = (docA.scenarios || []).filter((s) => inB.has(scenarioKey(s))).map((s) => [s, inB.get(scenarioKey(s))]);
  const onlyA = keysA.size - pairs.length;
  const onlyB = inB.size - pairs.length;
  // Scenarios missing on one side are not compared, but the reader should know they exist.
  showMessage($('compare-note'), `${pairs.length} scenario(s) in both runs`
    + (onlyA || onlyB ? `; ${onlyA} only in A, ${onlyB} only in B (not compared).` : '.')
    + ' An ops/s change is coloured only when it exceeds both 95 % intervals together.');

  compareChart($('compare-charts'), pairs, docA, docB, state.opKey, state.concurrency);

  const opOrder = uniqueInOrder((docA.scenarios || []).map(opKeyOf));
  pairs.sort(([x], [y]) => opOrder.indexOf(opKeyOf(x)) - opOrder.indexOf(opKeyOf(y))
    || x.concurrency - y.concurrency || byP50(x, y));
  $('compare-table').tBodies[0].replaceChildren(...pairs.map(([a, b]) => {
    const selected = opKeyOf(a) === state.opKey && a.concurrency === state.concurrency;
    return el('tr', { class: selected ? 'in-chart' : null },
      el('td', { title: a.wire }, wireLabel(a)),
      el('td', {}, a.operation),
      el('td', {}, txOf(a)),
      el('td', { class: 'num' }, String(a.concurrency)),
      el('td', { class: 'num' }, fmtMicros(a.latencyMicros?.p50)),
      el('td', { class: 'num' }, fmtMicros(b.latencyMicros?.p50)),
      el('td', { class: 'num' }, fmtChange(a.latencyMicros?.p50, b.latencyMicros?.p50)),
      el('td', { class: 'num' }, fmtOps(a.opsPerSecond)),
      el('td', { class: 'num' }, fmtOps(b.opsPerSecond)),
      opsChangeCell(a, b),
      errorCell(a),
      errorCell(b));
  }));
}

// ---------------------------------------------------------------- verdicts from api/compare

/**
 * api/compare for runs A and B, or null when there is none to ask for: it answers only for two suite runs
 * (kind "comparison"), so other pairs are never asked (a 404 would put a line in the browser's console).
 * A failure comes back as { error }, never thrown: the verdicts are an addition to the view.
 */
async function loadCompare(docA, docB) {
  if (!state.a || !state.b || docA?.kind !== 'comparison' || docB?.kind !== 'comparison') return null;
  const key = `${state.a}|${state.b}`;
  if (state.compares.has(key)) return state.compares.get(key);
  try {
    const response = await fetch(`api/compare?a=${encodeURIComponent(state.a)}&b=${encodeURIComponent(state.b)}`);
    if (!response.ok) return { error: `HTTP ${response.status}`, status: response.status };
    const body = await response.json();
    if (docA.status !== 'running' && docB.status !== 'running') state.compares.set(key, body);
    return body;
  } catch (e) {
    return { error: e.message };
  }
}

/** The server's name for a scenario (RunComparison.byScenario), to find a row's trust figures in its run. */
function compareNameOf(s) {
  const size = s.size ?? 0;
  const operation = s.loadModel === 'batch' ? `addOne batch=${size}`
    : s.operation + (s.operation === 'addOne' ? '' : `(${size})`) + (txOf(s) === 'none' ? '' : `[${s.tx}]`);
  const load = s.targetRatePerSecond == null ? '' : ` @${Math.round(s.targetRatePerSecond)}/s`;
  return `${wayOf(s)} ${operation} c=${s.concurrency}${load}`;
}

const VERDICT_TITLES = {
  faster: 'B is faster: p50 and ops/s both beyond the margin, after Benjamini–Hochberg over the rows',
  slower: 'B is slower: p50 and ops/s both beyond the margin, after Benjamini–Hochberg over the rows',
  'failed rounds': 'a fork or round made no call: no verdict, and the row is not dropped',
  errors: 'calls failed in A or B: no verdict',
};

function verdictCell(verdict) {
  const cls = VERDICT_CLASSES[verdict] ?? 'verdict-unclear';
  return el('td', { class: `verdict ${cls}`, title: VERDICT_TITLES[verdict] ?? null }, verdict ?? '—');
}

/**
 * "0.82 [0.78, 0.86]", coloured when the figure alone is clearly beyond the margin (p < 0.05 one way; for
 * p50 and CPU lower is better, for ops/s higher); the row's verdict needs p50 and ops/s together.
 */
function ratioCell(ratio, what, higherIsBetter = false) {
  if (ratio?.failed) return el('td', { class: 'num worse', title: `${what}: a fork or round made no call` }, 'failed');
  if (ratio?.ratio == null) return el('td', { class: 'num muted', title: 'no figures on both sides' }, '—');
  const interval = ratio.low != null && ratio.high != null ? ` [${fmtMultiple(ratio.low)}, ${fmtMultiple(ratio.high)}]` : '';
  const better = ratio.betterP != null && ratio.betterP < 0.05;
  const worse = ratio.worseP != null && ratio.worseP < 0.05;
  const cls = better ? 'num better' : worse ? 'num worse' : 'num';
  const title = `${what}, B / A` + (better ? ': B better beyond the margin' : worse ? ': B worse beyond the margin' : '')
    + (interval ? '' : ' (too few forks or rounds for an interval)') + (higherIsBetter ? ' (higher is better)' : '');
  return el('td', { class: cls, title }, `${fmtMultiple(ratio.ratio)}${interval}`);
}

function flagsCell(flags, trust) {
  const list = Array.isArray(flags) ? flags : [];
  if (list.length === 0) return el('td', { class: 'flags muted', title: trust ? trustTooltip(trust) : null }, '—');
  return el('td', { class: 'flags', title: trustTooltip(trust) }, list.map((flag) => el('span', { class: 'flag' }, flagText(flag, trust))));
}

/** One ledger figure of both runs: "53.2 | 28.3" (A | B). */
function ledgerCell(a, b, format) {
  return el('td', { class: 'num ledger-col', title: a != null && b != null ? `B against A: ${fmtChange(a, b)}` : null },
    a == null && b == null ? '—' : `${format(a)} | ${format(b)}`);
}

/** A few names of a list, and how many more there are. */
function someOf(names, shown = 6) {
  return names.length <= shown ? names.join(', ') : `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

function renderVerdicts(compare, docA, docB) {
  const rows = Array.isArray(compare?.rows) ? compare.rows : null;
  const section = $('verdicts');
  section.hidden = rows == null;
  if (rows == null) {
    $('verdicts-table').tBodies[0].replaceChildren();
    // A 404 only says that one of the runs is no suite run; anything else is worth a word.
    if (compare?.error && compare.status !== 404) {
      const note = $('compare-note');
      showMessage(note, `${note.hidden ? '' : note.textContent} Verdicts unavailable (${compare.error}).`.trim());
    }
    return;
  }
  const margin = Number.isFinite(compare.margin) ? compare.margin : null;
  const only = [];
  if ((compare.onlyInA || []).length) only.push(`only in A: ${someOf(compare.onlyInA)}`);
  if ((compare.onlyInB || []).length) only.push(`only in B: ${someOf(compare.onlyInB)}`);
  const fromForks = compare.repetition === 'forks';
  $('verdicts-note').textContent = `Each ratio is B / A of the geometric means of the two runs' ${fromForks ? 'forks' : 'rounds'},`
    + ' with its 95 % interval (Welch, on the logarithms). A row is faster or slower only when p50 and ops/s both differ beyond '
    + (margin != null ? `${fmtFixed(margin * 100, 1)} %` : 'the margin') + (compare.marginSource ? ` (${compare.marginSource})` : '')
    + ', Benjamini–Hochberg at 5 % over the rows.'
    + (fromForks ? '' : ' These runs have one fork each: the rounds of one pair of JVMs miss the spread between JVM starts, so the intervals are too narrow.')
    + ((compare.differences || []).length ? ` NOT LIKE FOR LIKE: ${compare.differences.join('; ')}.` : '')
    + (only.length ? ` Not compared: ${only.join('; ')}.` : '');
  const noRounds = rows.length > 0 && rows.every((r) => r.p50?.ratio == null && r.opsPerSecond?.ratio == null && r.serverCpu?.ratio == null);
  showMessage($('verdicts-message'), rows.length === 0 ? 'The two runs have no scenario in common.'
    : noRounds ? 'No per-round figures on both sides (a run from before the noise guard): no ratios, no verdicts.' : '');

  const trustA = new Map((docA.scenarios || []).map((s) => [compareNameOf(s), s.trust]));
  const trustB = new Map((docB.scenarios || []).map((s) => [compareNameOf(s), s.trust]));
  const table = $('verdicts-table');
  table.classList.toggle('no-ledger', !rows.some((r) => r.costA || r.costB));
  // Two runs from before the rounds, the ledger and the flags: a table of dashes would say nothing.
  const anything = rows.some((r) => r.costA || r.costB || (r.flagsA || []).length || (r.flagsB || []).length);
  table.hidden = rows.length === 0 || (noRounds && !anything);
  table.tBodies[0].replaceChildren(...rows.map((r) => {
    const a = r.costA || {};
    const b = r.costB || {};
    return el('tr', {},
      el('td', {}, r.scenario),
      ratioCell(r.p50, 'p50'),
      ratioCell(r.opsPerSecond, 'ops/s', true),
      ratioCell(r.serverCpu, 'server CPU per call'),
      verdictCell(r.verdict),
      flagsCell(r.flagsA, trustA.get(r.scenario)),
      flagsCell(r.flagsB, trustB.get(r.scenario)),
      ledgerCell(a.clientCpuMicros, b.clientCpuMicros, fmtMicros),
      ledgerCell(a.serverCpuMicros, b.serverCpuMicros, fmtMicros),
      ledgerCell(a.bytesUp, b.bytesUp, fmtBytes),
      ledgerCell(a.bytesDown, b.bytesDown, fmtBytes));
  }));
}

/** Colours an ops/s change only when it is larger than the two runs' 95 % intervals added up. */
function opsChangeCell(a, b) {
  const change = percentChange(a.opsPerSecond, b.opsPerSecond);
  const noise = (a.opsPerSecondCi95 ?? Infinity) + (b.opsPerSecondCi95 ?? Infinity);
  const significant = change != null && Math.abs(b.opsPerSecond - a.opsPerSecond) > noise;
  const cls = !significant ? 'num' : change > 0 ? 'num better' : 'num worse';
  return el('td', { class: cls, title: significant ? null : 'within the 95 % intervals' }, fmtChange(a.opsPerSecond, b.opsPerSecond));
}

function errorCell(s) {
  const errors = errorSum(s);
  return el('td', { class: errors > 0 ? 'num bad' : 'num', title: errorTooltip(s) }, fmtCount(errors));
}

// ---------------------------------------------------------------- the view

async function renderView() {
  const token = ++state.renderToken;
  document.body.dataset.ready = 'false';
  const summary = state.runs.find((r) => r.runId === state.a) ?? null;
  const [resultA, resultB] = await Promise.allSettled([loadDoc(state.a), loadDoc(state.b)]);
  if (token !== state.renderToken) return; // a newer selection is already being drawn
  const docA = resultA.status === 'fulfilled' ? resultA.value : null;
  const docB = resultB.status === 'fulfilled' ? resultB.value : null;
  const [compare, digest] = await Promise.all([loadCompare(docA, docB), loadDigest(docA)]);
  if (token !== state.renderToken) return;

  destroyCharts();
  for (const id of ['run-charts', 'seed-charts', 'settings-charts', 'compare-charts']) $(id).replaceChildren();
  if (docA) wireOrderFrom(docA);
  renderRun(docA, summary, resultA.status === 'rejected' ? resultA.reason.message : null, digest);
  renderCompare(docA, docB, resultB.status === 'rejected' ? resultB.reason.message : null);
  renderVerdicts(state.b ? compare : null, docA, docB);
  updateUrl();

  // Read by the headless rendering test: how many charts this view drew, and that it is done.
  document.body.dataset.chartsRendered = String(state.charts.length);
  document.body.dataset.ready = 'true';
}

/** Assigns wire colours in run A's order first, so the first wires get the most distinct colours. */
function wireOrderFrom(doc) {
  for (const s of doc.scenarios || []) wireColor(wayOf(s));
}

// ---------------------------------------------------------------- suite progress

function renderProgress(p) {
  const running = Boolean(p?.running);
  $('progress').hidden = !running;
  $('run-quick').disabled = running;
  if (!running) return;
  const bar = $('progress-bar');
  bar.max = Math.max(1, p.total || 0);
  bar.value = Math.min(p.done || 0, bar.max);
  $('progress-text').textContent = `${p.suite ?? 'suite'} ${p.runId ?? ''}: ${p.done ?? 0} / ${p.total ?? '?'}`
    + (p.current ? ` · ${p.current}` : '') + timeLeft(p.expectedEnd);
}

/** " · ~1m20s left" from the run's planned end (warm-ups end when steady, so usually sooner); "" unknown. */
function timeLeft(expectedEnd) {
  const end = expectedEnd ? Date.parse(expectedEnd) : NaN;
  if (!Number.isFinite(end)) return '';
  const seconds = Math.max(0, Math.round((end - Date.now()) / 1000));
  return ` · ~${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s left`;
}

/** Polls once a second while a suite runs; stops by itself when none does. */
async function pollProgress() {
  let progress;
  try {
    progress = await fetchJson('api/progress');
  } catch (e) {
    state.polling = false;
    showMessage($('suite-message'), `Progress unavailable (${e.message}).`, true);
    return;
  }
  renderProgress(progress);
  if (progress.running) {
    if (!state.wasRunning) {
      state.wasRunning = true;
      await refreshRuns(); // the new run may already be listed as running
    }
    setTimeout(pollProgress, 1000);
    return;
  }
  state.polling = false;
  if (state.wasRunning) {
    state.wasRunning = false;
    const finished = state.startedHere ?? progress.runId ?? null;
    state.startedHere = null;
    if (finished) state.docs.delete(finished);
    showMessage($('suite-message'), finished ? `Suite finished: ${finished}.` : 'Suite finished.');
    if (await refreshRuns(finished)) await renderView();
  }
}

function startPolling() {
  if (state.polling) return;
  state.polling = true;
  pollProgress();
}

async function startQuickSuite() {
  $('run-quick').disabled = true;
  try {
    const response = await fetch('api/runs?suite=quick', { method: 'POST' });
    if (response.status === 202) {
      const body = await response.json().catch(() => ({}));
      state.startedHere = body.runId ?? null;
      showMessage($('suite-message'), `Started quick suite${body.runId ? `: ${body.runId}` : ''}.`);
    } else if (response.status === 409) {
      showMessage($('suite-message'), 'A suite is already running; showing its progress.');
    } else {
      showMessage($('suite-message'), `Could not start the suite: HTTP ${response.status}.`, true);
    }
  } catch (e) {
    showMessage($('suite-message'), `Could not start the suite (${e.message}).`, true);
  }
  startPolling(); // also re-enables the button when nothing runs
}

// ---------------------------------------------------------------- start-up

function wireControls() {
  $('run-quick').addEventListener('click', startQuickSuite);
  $('run-a').addEventListener('change', (e) => selectRuns(e.target.value, state.b));
  $('run-b').addEventListener('change', (e) => selectRuns(state.a, e.target.value));
  $('f-operation').addEventListener('change', (e) => {
    state.opKey = e.target.value;
    renderView();
  });
  $('f-concurrency').addEventListener('change', (e) => {
    state.concurrency = Number(e.target.value);
    renderView();
  });
}

/** Applies ?a=&b=&op=&c=; unknown run ids are reported on the page, not silently replaced. */
function applyQuery() {
  const params = new URLSearchParams(location.search);
  const known = (id) => state.runs.some((r) => r.runId === id);
  const missing = ['a', 'b'].map((k) => params.get(k)).filter((id) => id && !known(id));
  if (missing.length > 0) showMessage($('runs-message'), `Not in the run list: ${missing.join(', ')}.`, true);

  const a = params.get('a');
  const b = params.get('b');
  const newestComparison = state.runs.find((r) => (r.kind ?? 'comparison') === 'comparison');
  state.a = a && known(a) ? a : (newestComparison ?? state.runs[0])?.runId ?? null;
  state.b = b && known(b) ? b : null;
  state.opKey = params.get('op');
  const c = Number(params.get('c'));
  state.concurrency = params.has('c') && Number.isFinite(c) ? c : null;
}

async function main() {
  configureChartDefaults();
  wireControls();
  startPolling();
  const listed = await refreshRuns();
  if (listed) applyQuery();
  syncPickers();
  markSelectedRows();
  await renderView();
}

main();
