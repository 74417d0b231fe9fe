// The JVM-vs-native view (runs of kind "native-comparison"): each service in each mode side by side (startup,
// RSS, build), the suite's throughput per wire and k6's, every native figure labelled with the toolchain that
// built it.

import { addChart, addChartNote, horizontalBarConfig } from './charts.js';
import { $, el } from './dom.js';
import { fmtCount, fmtNum } from './format.js';
import { uniqueInOrder } from './lists.js';

const MODE_COLORS = { jvm: '#4e79a7', aot: '#59a14f', native: '#e8853a' };

/** The run's modes in the order of its services. */
export function modesOf(doc) {
  return uniqueInOrder((doc.services || []).map((s) => s.mode));
}

/** "JVM", "JVM + AOT cache", or the native toolchain's own label. */
export function modeLabel(doc, mode) {
  if (mode === 'native') return doc.toolchain?.label ?? 'native';
  return mode === 'aot' ? 'JVM + AOT cache' : 'JVM';
}

/** Bars per item (a service, a wire, a script), one dataset per mode. */
function modeBars(container, doc, title, labels, valueOf, axisTitle, format) {
  const modes = modesOf(doc);
  const datasets = modes.map((mode) => ({
    label: modeLabel(doc, mode),
    data: labels.map((label) => valueOf(label, mode) ?? null),
    backgroundColor: MODE_COLORS[mode] ?? '#999',
  }));
  if (datasets.every((d) => d.data.every((v) => v == null || v <= 0))) {
    addChartNote(container, title, 'No figures for this chart in this run.', true);
    return;
  }
  addChart(container, title, 90 + labels.length * 26 * Math.max(1, modes.length),
    horizontalBarConfig(labels, datasets, axisTitle, format), true);
}

function service(doc, name, mode) {
  return (doc.services || []).find((s) => s.service === name && s.mode === mode);
}

function nativeCharts(doc) {
  const charts = $('run-charts');
  const services = uniqueInOrder((doc.services || []).map((s) => s.service));
  modeBars(charts, doc, 'Launch to first correct response (ms, median; log scale)', services,
    (name, mode) => service(doc, name, mode)?.startupMillisMedian, 'ms (log scale)', (v) => `${fmtNum(v)} ms`);
  const memoryLabels = services.flatMap((name) => [`${name} · after 1st request`, `${name} · peak under load`]);
  modeBars(charts, doc, 'Resident memory (MB, log scale)', memoryLabels, (label, mode) => {
    const [name, what] = label.split(' · ');
    const s = service(doc, name, mode);
    return what.startsWith('after') ? s?.rssAfterFirstRequestMbMedian : s?.peakRssMb;
  }, 'MB (log scale)', (v) => `${fmtNum(v)} MB`);
  const wires = (doc.wires || []).filter((w) => w.operation === 'addOne');
  const top = Math.max(0, ...wires.map((w) => w.concurrency));
  const wireLabels = uniqueInOrder(wires.filter((w) => w.concurrency === top).map((w) => w.wire));
  modeBars(charts, doc, `The suite: addOne ops/s at concurrency ${top}, both services in the mode (log scale)`, wireLabels,
    (wire, mode) => wires.find((w) => w.wire === wire && w.mode === mode && w.concurrency === top)?.opsPerSecond,
    'ops/s (log scale)', (v) => `${fmtNum(v, 0)} ops/s`);
  const scripts = uniqueInOrder((doc.k6 || []).map((r) => r.script));
  modeBars(charts, doc, 'k6 against the business-service: addOne requests/s, ramp to 16 VUs (log scale)', scripts,
    (script, mode) => (doc.k6 || []).find((r) => r.script === script && r.mode === mode)?.requestsPerSecond,
    'requests/s (log scale)', (v) => `${fmtNum(v, 0)} req/s`);
  warmupCharts(charts, doc);
}

/**
 * One wire's warm-up curves, a line per mode: calls per second cycle by cycle until steady (or until the
 * warm-up's budget ran out, marked in the label). x is the wire's own warm-up time in seconds.
 */
export function warmupSeries(doc, wire) {
  const curves = (doc.warmups || []).filter((w) => w.wire === wire);
  const cycles = Math.max(0, ...curves.map((w) => w.callsPerSecond.length));
  const longest = curves.find((w) => w.callsPerSecond.length === cycles);
  return {
    seconds: longest === undefined ? [] : Array.from({ length: cycles },
      (_, i) => Number(((i + 1) * longest.millisToSteady / cycles / 1000).toFixed(2))),
    lines: curves.map((w) => ({
      label: `${modeLabel(doc, w.mode)}: ${fmtNum(w.millisToSteady / 1000)} s, ${fmtCount(w.callsToSteady)} calls`
        + (w.steady ? '' : ' (not steady)'),
      mode: w.mode,
      data: w.callsPerSecond,
    })),
  };
}

function warmupCharts(container, doc) {
  for (const wire of uniqueInOrder((doc.warmups || []).map((w) => w.wire))) {
    const { seconds, lines } = warmupSeries(doc, wire);
    const fresh = (doc.warmups || []).some((w) => w.wire === wire && w.freshStart);
    addChart(container, `Warm-up of ${wire}: calls per second until steady, per mode`
      + (fresh ? ', from a fresh start of both services' : ", in the suite's pass"), 220, {
      type: 'line',
      data: {
        labels: seconds,
        datasets: lines.map((l) => ({ label: l.label, data: l.data, borderColor: MODE_COLORS[l.mode] ?? '#999',
          backgroundColor: MODE_COLORS[l.mode] ?? '#999', pointRadius: 1 })),
      },
      options: {
        animation: false, responsive: true, maintainAspectRatio: false,
        scales: { x: { title: { display: true, text: "the wire's own warm-up time (s)" } },
          y: { title: { display: true, text: 'calls/s' }, beginAtZero: true } },
      },
    });
  }
}

/** "1,320, JIT 790": a start's CPU time and its compilers' part; "—" in runs that did not measure it. */
export function startupCpu(s) {
  if (s.startupCpuMillisMedian == null) return '—';
  return fmtNum(s.startupCpuMillisMedian, 0)
    + (s.startupJitCpuMillisMedian == null ? '' : `, JIT ${fmtNum(s.startupJitCpuMillisMedian, 0)}`);
}

/** "0.49 (0.47–0.52)": the median of a mode's launches over the JVM's of the same round, and their range. */
export function pairedRatio(ratios) {
  if (!ratios?.length) return '—';
  const sorted = [...ratios].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return `${fmtNum(median, 2)} (${fmtNum(sorted[0], 2)}–${fmtNum(sorted[sorted.length - 1], 2)})`;
}

function nativeTables(doc) {
  $('native-toolchain').replaceChildren(el('strong', {}, `native = ${doc.toolchain?.label ?? '?'}`),
    doc.toolchain?.nativeImageVersion ? ` (${doc.toolchain.nativeImageVersion})` : '',
    ...(doc.toolchain?.caveats || []).length ? [el('ul', {}, ...doc.toolchain.caveats.map((c) => el('li', {}, c)))] : []);
  $('native-services').tBodies[0].replaceChildren(...(doc.services || []).map((s) => el('tr', {},
    el('td', {}, s.service),
    el('td', {}, modeLabel(doc, s.mode)),
    el('td', { class: 'num' }, fmtNum(s.buildSeconds, 0)),
    el('td', { class: 'num', title: s.artifact ?? null }, s.artifactBytes == null ? '—' : fmtNum(s.artifactBytes / 1048576)),
    el('td', { class: 'num', title: (s.startupMillis || []).map((v) => fmtNum(v)).join(', ') }, fmtNum(s.startupMillisMedian)),
    el('td', { class: 'num', title: (s.startupOverJvm || []).map((v) => fmtNum(v, 2)).join(', ') }, pairedRatio(s.startupOverJvm)),
    el('td', { class: 'num' }, startupCpu(s)),
    el('td', { class: 'num', title: (s.rssAfterFirstRequestMb || []).map((v) => fmtNum(v)).join(', ') },
      fmtNum(s.rssAfterFirstRequestMbMedian)),
    el('td', { class: 'num' }, fmtNum(s.peakRssSuiteMb)),
    el('td', { class: 'num' }, fmtNum(s.peakRssMb)))));
  nativeWireTable(doc);
  nativeStandings(doc);
  $('native-k6').tBodies[0].replaceChildren(...(doc.k6 || []).map((r) => el('tr', {},
    el('td', {}, r.script), el('td', {}, modeLabel(doc, r.mode)),
    el('td', { class: 'num' }, fmtNum(r.requestsPerSecond, 0)), el('td', { class: 'num' }, fmtNum(r.p50Ms, 2)),
    el('td', { class: 'num' }, fmtNum(r.p99Ms, 2)),
    el('td', { class: r.checksFailed > 0 ? 'num bad' : 'num' }, `${fmtCount(r.checksPassed)} / ${fmtCount(r.checksFailed)}`))));
  const suiteRuns = Object.entries(doc.suiteRuns || {});
  $('native-suite-runs').replaceChildren(...suiteRuns.map(([mode, runId]) => el('li', {},
    `${modeLabel(doc, mode)}: `, el('a', { href: `?a=${encodeURIComponent(runId)}` }, runId))));
}

/** The suite's figures per row, each mode side by side: the wire table's column groups, in this order. */
export const WIRE_FIGURES = [
  { title: 'ops/s', value: (w) => fmtNum(w?.opsPerSecond, 0) },
  { title: 'p50 (µs)', value: (w) => fmtNum(w?.p50Micros) },
  { title: 'server CPU (µs/call)', value: (w) => fmtNum(w?.serverCpuMicros) },
  { title: 'client CPU (µs/call)', value: (w) => fmtNum(w?.clientCpuMicros) },
  { title: 'ops/s per MB', value: (w) => fmtNum(w?.opsPerSecondPerMb) },
];

/** The wire table's rows: the first mode's rows, each with the same row of every mode (undefined where it has none). */
export function wireRows(doc) {
  const modes = modesOf(doc);
  const wires = doc.wires || [];
  return wires.filter((w) => w.mode === modes[0]).map((w) => ({
    wire: w.wire, operation: w.operation, concurrency: w.concurrency,
    inModes: modes.map((mode) => wires.find((o) => o.mode === mode && o.wire === w.wire
      && o.operation === w.operation && o.concurrency === w.concurrency)),
  }));
}

function nativeWireTable(doc) {
  const modes = modesOf(doc);
  const table = $('native-wires');
  table.tHead.replaceChildren(el('tr', {}, el('th', {}, 'Wire'), el('th', {}, 'Operation'),
    el('th', { class: 'num' }, 'Concurrency'),
    ...WIRE_FIGURES.flatMap((f) => modes.map((mode) => el('th', { class: 'num' }, `${f.title} ${modeLabel(doc, mode)}`))),
    el('th', { class: 'num' }, `errors (${modes.join(' / ')})`)));
  // a row its suite run flagged (warm-up not steady, disturbed, compiling) is marked, its flags in the tooltip:
  // the modes' ratio on it is not their difference
  const figure = (row, value) => el('td', row?.flags?.length
    ? { class: 'num warn', title: `flagged in this mode's run: ${row.flags.join(', ')}` } : { class: 'num' }, value);
  table.tBodies[0].replaceChildren(...wireRows(doc).map((r) => el('tr', {},
    el('td', {}, r.wire), el('td', {}, r.operation), el('td', { class: 'num' }, String(r.concurrency)),
    ...WIRE_FIGURES.flatMap((f) => r.inModes.map((w) => figure(w, f.value(w)))),
    el('td', { class: r.inModes.some((w) => (w?.errors ?? 0) > 0) ? 'num bad' : 'num' },
      r.inModes.map((w) => w?.errors ?? '—').join(' / ')))));
}

/** "+12.3": CPU per call more than on the JVM, signed; "—" without the ledger. */
export function signedMicros(value) {
  if (value == null) return '—';
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${fmtNum(Math.abs(value))}`;
}

/** Where each mode stands against the JVM, wire by wire, as the command line worked it out (ModeStandings). */
function nativeStandings(doc) {
  const standings = doc.standings || [];
  $('native-standings-block').hidden = standings.length === 0;
  $('native-anchors').textContent = doc.settings?.anchors ? `The Quarkus team's own ratios: ${doc.settings.anchors}.` : '';
  $('native-standings').tBodies[0].replaceChildren(...standings.map((s) => el('tr', {},
    el('td', {}, modeLabel(doc, s.mode)), el('td', {}, s.wire === 'all wires' ? el('strong', {}, s.wire) : s.wire),
    el('td', s.flaggedRowsOnly ? { class: 'num warn', title: 'every row was flagged in a suite run: not the modes\' difference' }
      : { class: 'num' }, String(s.rows)),
    el('td', { class: 'num' }, fmtNum(s.opsRatio, 2)), el('td', { class: 'num' }, fmtNum(s.anchorRatio, 2)),
    el('td', { class: 'num' }, signedMicros(s.serverCpuMicrosMore)),
    el('td', { class: 'num' }, signedMicros(s.clientCpuMicrosMore)),
    el('td', {}, s.paidBy ?? '—'))));
}

/** Draws a JVM-vs-native comparison into the run section, below the metadata the run section has shown. */
export function renderNativeRun(doc) {
  nativeCharts(doc);
  nativeTables(doc);
  $('native').hidden = false;
}
