// Run A's settings as they come (a new setting shows up without a page change), and the wire warm-up curves.

import { addChart, logAxis, positive } from './charts.js';
import { wireColor } from './colors.js';
import { $, el } from './dom.js';
import { fmtCount } from './format.js';
import { uniqueInOrder } from './lists.js';
import { wayOf, wireLabel } from './scenarios.js';

/** A setting as text: lists joined, nested maps as "key value" pairs (e.g. firstCallMicros per wire). */
export function settingText(value) {
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

/**
 * settings.wireWarmups as one line per curve: a fork's run has one per wire; a run merged from forks one per wire
 * and fork (its entry's `forks`), or, merged before the forks' curves were kept, one per wire without a curve.
 */
export function warmupCurves(warmups) {
  return Object.entries(warmups || {}).flatMap(([wire, w]) => {
    if (Array.isArray(w?.forks)) {
      return w.forks.map((f, i) => ({ wire, fork: i + 1, millis: f?.millis, cycles: f?.cycles, steady: f?.steady,
        calls: Array.isArray(f?.callsPerCycle) ? f.callsPerCycle : [] }));
    }
    const unsteadyForks = typeof w?.forks === 'number' ? w.forks - (w.steadyInForks ?? 0) : null;
    return [{ wire, fork: null, millis: w?.millis, cycles: w?.cycles,
      steady: unsteadyForks != null ? unsteadyForks === 0 : w?.steady,
      calls: Array.isArray(w?.callsPerCycle) ? w.callsPerCycle : [] }];
  });
}

/** settings.wireWarmups: how long each wire warmed up (in each fork), in how many cycles, and whether its rate settled. */
function warmupTable(warmups) {
  return el('table', { class: 'nested' },
    el('thead', {}, el('tr', {}, el('th', {}, 'wire'), el('th', { class: 'num' }, 'millis'), el('th', { class: 'num' }, 'cycles'),
      el('th', {}, 'steady'), el('th', { class: 'num' }, 'calls in first / last cycle'))),
    el('tbody', {}, warmupCurves(warmups).map((c) => el('tr', {},
      el('td', {}, c.fork == null ? c.wire : `${c.wire}, fork ${c.fork}`),
      el('td', { class: 'num' }, Array.isArray(c.millis) ? c.millis.map(fmtCount).join(' / ') : fmtCount(c.millis)),
      el('td', { class: 'num' }, Array.isArray(c.cycles) ? c.cycles.map(fmtCount).join(' / ') : fmtCount(c.cycles)),
      el('td', { class: c.steady === false ? 'warn' : null }, c.steady == null ? '—' : c.steady ? 'yes' : 'no'),
      el('td', { class: 'num', title: c.calls.length ? c.calls.map(fmtCount).join(', ') : null },
        c.calls.length ? `${fmtCount(c.calls[0])} / ${fmtCount(c.calls[c.calls.length - 1])}` : '—')))));
}

const FORK_MARKERS = ['circle', 'triangle', 'rect', 'rectRot', 'star', 'crossRot'];

/** Each wire's warm-up: calls per cycle until the rate settled (dashed: it never did within the budget), per fork. */
function warmupChart(container, doc) {
  const curves = warmupCurves(doc.settings?.wireWarmups).filter((c) => c.calls.some((v) => positive(v) != null));
  if (curves.length === 0) return;
  const cycles = Math.max(...curves.map((c) => c.calls.length));
  const labelOf = (wire) => {
    const scenario = (doc.scenarios || []).find((s) => wayOf(s) === wire);
    return scenario ? wireLabel(scenario) : wire;
  };
  const datasets = curves.map((c) => {
    const label = c.fork == null ? labelOf(c.wire) : `${labelOf(c.wire)}, fork ${c.fork}`;
    return {
      label: c.steady === false ? `${label} (not steady)` : label,
      data: c.calls.map(positive),
      borderColor: wireColor(c.wire),
      backgroundColor: wireColor(c.wire),
      ...(c.steady === false ? { borderDash: [6, 4] } : {}),
      // the same wire's forks share a colour; each fork has its own marker
      pointStyle: c.fork == null ? 'circle' : FORK_MARKERS[(c.fork - 1) % FORK_MARKERS.length],
      spanGaps: true,
      pointRadius: 2,
    };
  });
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
  addChart(container, "Each wire's warm-up: calls per cycle (log scale; dashed = never steady; forks 1, 2, 3… marked"
    + ' ●, ▲, ■…)', 300, config);
}

/** The run's settings table, and the warm-up curves when it has them. */
export function renderSettings(doc) {
  const entries = Object.entries(doc?.settings || {});
  $('settings').hidden = entries.length === 0;
  $('settings-table').tBodies[0].replaceChildren(...entries.map(([key, value]) =>
    el('tr', {}, el('td', { class: 'setting-key' }, key), el('td', {}, settingValue(key, value)))));
  if (doc && entries.length > 0) warmupChart($('settings-charts'), doc);
}
