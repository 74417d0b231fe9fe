// Run A against run B, scenario by scenario: the legend, the side-by-side p50 chart and the table of changes.

import { addChart, addChartNote, horizontalBarConfig, positive } from './charts.js';
import { RUN_COLORS } from './colors.js';
import { $, el, showMessage } from './dom.js';
import { fmtChange, fmtCount, fmtMicros, fmtOps, percentChange } from './format.js';
import { uniqueInOrder } from './lists.js';
import {
  byP50, errorSum, errorTooltip, opKeyOf, opLabel, p50Centre, runLabel, scenarioKey, txOf, wireLabel,
} from './scenarios.js';
import { selection } from './selection.js';

/** The scenarios both runs have, as [a, b] in run A's order, and how many each run has alone. */
export function pairScenarios(docA, docB) {
  const inB = new Map((docB.scenarios || []).map((s) => [scenarioKey(s), s]));
  const keysA = new Set((docA.scenarios || []).map(scenarioKey));
  const pairs = (docA.scenarios || []).filter((s) => inB.has(scenarioKey(s))).map((s) => [s, inB.get(scenarioKey(s))]);
  return { pairs, onlyA: keysA.size - pairs.length, onlyB: inB.size - pairs.length };
}

/** Scenarios missing on one side are not compared, but the reader should know they exist. */
export function compareNote({ pairs, onlyA, onlyB }) {
  return `${pairs.length} scenario(s) in both runs`
    + (onlyA || onlyB ? `; ${onlyA} only in A, ${onlyB} only in B (not compared).` : '.')
    + ' An ops/s change is coloured only when it exceeds both 95 % intervals together.';
}

/** The table's order: run A's operations as they come, then concurrency, then A's p50. */
export function orderPairs(pairs, docA) {
  const opOrder = uniqueInOrder((docA.scenarios || []).map(opKeyOf));
  return [...pairs].sort(([x], [y]) => opOrder.indexOf(opKeyOf(x)) - opOrder.indexOf(opKeyOf(y))
    || x.concurrency - y.concurrency || byP50(x, y));
}

/** An ops/s change, coloured only when it is larger than the two runs' 95 % intervals added up. */
export function opsChange(a, b) {
  const change = percentChange(a.opsPerSecond, b.opsPerSecond);
  const noise = (a.opsPerSecondCi95 ?? Infinity) + (b.opsPerSecondCi95 ?? Infinity);
  const significant = change != null && Math.abs(b.opsPerSecond - a.opsPerSecond) > noise;
  return {
    cls: !significant ? 'num' : change > 0 ? 'num better' : 'num worse',
    title: significant ? null : 'within the 95 % intervals',
    text: fmtChange(a.opsPerSecond, b.opsPerSecond),
  };
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
    { label: runLabel(docA, 'A'), data: rows.map(([a]) => positive(p50Centre(a))), backgroundColor: RUN_COLORS.a },
    { label: runLabel(docB, 'B'), data: rows.map(([, b]) => positive(p50Centre(b))), backgroundColor: RUN_COLORS.b },
  ];
  const config = horizontalBarConfig(rows.map(([a]) => wireLabel(a)), datasets, 'p50 latency (µs, log scale)', (v) => `${fmtMicros(v)} µs`);
  addChart(container, title, 90 + rows.length * 40, config, true);
}

function opsChangeCell(a, b) {
  const { cls, title, text } = opsChange(a, b);
  return el('td', { class: cls, title }, text);
}

function errorCell(s, settings) {
  const errors = errorSum(s);
  return el('td', { class: errors > 0 ? 'num bad' : 'num', title: errorTooltip(s, settings) }, fmtCount(errors));
}

export function renderCompare(docA, docB, errorB) {
  const section = $('compare-section');
  section.hidden = !selection.b;
  if (!selection.b) return;
  const legend = $('compare-legend');
  if (errorB || !docA || !docB) {
    legend.replaceChildren();
    showMessage($('compare-note'), errorB ? `Could not read run ${selection.b} (${errorB}).` : 'Both runs are needed for a comparison.', Boolean(errorB));
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

  const paired = pairScenarios(docA, docB);
  showMessage($('compare-note'), compareNote(paired));
  compareChart($('compare-charts'), paired.pairs, docA, docB, selection.opKey, selection.concurrency);

  $('compare-table').tBodies[0].replaceChildren(...orderPairs(paired.pairs, docA).map(([a, b]) => {
    const selected = opKeyOf(a) === selection.opKey && a.concurrency === selection.concurrency;
    return el('tr', { class: selected ? 'in-chart' : null },
      el('td', { title: a.wire }, wireLabel(a)),
      el('td', {}, a.operation),
      el('td', {}, txOf(a)),
      el('td', { class: 'num' }, String(a.concurrency)),
      el('td', { class: 'num' }, fmtMicros(p50Centre(a))),
      el('td', { class: 'num' }, fmtMicros(p50Centre(b))),
      el('td', { class: 'num' }, fmtChange(p50Centre(a), p50Centre(b))),
      el('td', { class: 'num' }, fmtOps(a.opsPerSecond)),
      el('td', { class: 'num' }, fmtOps(b.opsPerSecond)),
      opsChangeCell(a, b),
      errorCell(a, docA.settings),
      errorCell(b, docB.settings));
  }));
}
