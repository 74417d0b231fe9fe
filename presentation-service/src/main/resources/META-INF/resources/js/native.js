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
    el('td', { class: 'num' }, startupCpu(s)),
    el('td', { class: 'num', title: (s.rssAfterFirstRequestMb || []).map((v) => fmtNum(v)).join(', ') },
      fmtNum(s.rssAfterFirstRequestMbMedian)),
    el('td', { class: 'num' }, fmtNum(s.peakRssSuiteMb)),
    el('td', { class: 'num' }, fmtNum(s.peakRssMb)))));
  const modes = modesOf(doc);
  const jvm = modes[0];
  const other = modes[1];
  const rows = (doc.wires || []).filter((w) => w.mode === jvm);
  const match = (w) => (doc.wires || []).find((o) => o.mode === other && o.wire === w.wire
    && o.operation === w.operation && o.concurrency === w.concurrency);
  // a row its suite run flagged (warm-up not steady, disturbed, compiling) is marked, its flags in the tooltip:
  // the modes' ratio on it is not their difference
  const figure = (row, value) => el('td', row?.flags?.length
    ? { class: 'num warn', title: `flagged in this mode's run: ${row.flags.join(', ')}` } : { class: 'num' }, value);
  $('native-wires').tBodies[0].replaceChildren(...rows.map((w) => {
    const o = match(w);
    return el('tr', {},
      el('td', {}, w.wire), el('td', {}, w.operation), el('td', { class: 'num' }, String(w.concurrency)),
      figure(w, fmtNum(w.opsPerSecond, 0)), figure(o, fmtNum(o?.opsPerSecond, 0)),
      figure(w, fmtNum(w.p50Micros)), figure(o, fmtNum(o?.p50Micros)),
      el('td', { class: 'num' }, fmtNum(w.opsPerSecondPerMb)), el('td', { class: 'num' }, fmtNum(o?.opsPerSecondPerMb)),
      el('td', { class: w.errors + (o?.errors ?? 0) > 0 ? 'num bad' : 'num' }, `${w.errors} / ${o?.errors ?? '—'}`));
  }));
  $('native-k6').tBodies[0].replaceChildren(...(doc.k6 || []).map((r) => el('tr', {},
    el('td', {}, r.script), el('td', {}, modeLabel(doc, r.mode)),
    el('td', { class: 'num' }, fmtNum(r.requestsPerSecond, 0)), el('td', { class: 'num' }, fmtNum(r.p50Ms, 2)),
    el('td', { class: 'num' }, fmtNum(r.p99Ms, 2)),
    el('td', { class: r.checksFailed > 0 ? 'num bad' : 'num' }, `${fmtCount(r.checksPassed)} / ${fmtCount(r.checksFailed)}`))));
  const suiteRuns = Object.entries(doc.suiteRuns || {});
  $('native-suite-runs').replaceChildren(...suiteRuns.map(([mode, runId]) => el('li', {},
    `${modeLabel(doc, mode)}: `, el('a', { href: `?a=${encodeURIComponent(runId)}` }, runId))));
}

/** Draws a JVM-vs-native comparison into the run section, below the metadata the run section has shown. */
export function renderNativeRun(doc) {
  nativeCharts(doc);
  nativeTables(doc);
  $('native').hidden = false;
}
