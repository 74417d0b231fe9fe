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

/** The run's settings table, and the warm-up curves when it has them. */
export function renderSettings(doc) {
  const entries = Object.entries(doc?.settings || {});
  $('settings').hidden = entries.length === 0;
  $('settings-table').tBodies[0].replaceChildren(...entries.map(([key, value]) =>
    el('tr', {}, el('td', { class: 'setting-key' }, key), el('td', {}, settingValue(key, value)))));
  if (doc && entries.length > 0) warmupChart($('settings-charts'), doc);
}
