// Run A when it is a suite run (kind "comparison"): its failures, the digest, the filters, the charts of the
// chosen operation and concurrency, the studies' figures and the results table, in that order.

import { renderDigest } from './digest.js';
import { $, el } from './dom.js';
import { fmtCount } from './format.js';
import { ascending, uniqueInOrder } from './lists.js';
import { renderResultsTable } from './results-table.js';
import {
  byP50, callsMismatch, errorSum, errorTooltip, opKeyOf, opLabel, scenariosFor, wireLabel,
} from './scenarios.js';
import { selection } from './selection.js';
import { renderReferences, renderSeeds } from './studies.js';
import { floorChart, percentileChart, throughputChart, timeSplitCharts } from './suite-charts.js';
import { renderWhatIf } from './what-if.js';

/** A run-level summary of every failed call and count mismatch, whatever the filters show: one line each. */
export function runErrorLines(doc) {
  const describe = (s) => `${wireLabel(s)} ${opLabel(opKeyOf(s))} c=${s.concurrency}`;
  const failing = (doc.scenarios || []).filter((s) => errorSum(s) > 0);
  const mismatched = (doc.scenarios || []).filter(callsMismatch);
  const lines = [];
  if (failing.length > 0) {
    const total = failing.reduce((sum, s) => sum + errorSum(s), 0);
    lines.push(`${fmtCount(total)} failed call(s) in ${failing.length} scenario(s): `
      + failing.map((s) => `${describe(s)} (${errorTooltip(s, doc.settings)})`).join('; '));
  }
  if (mismatched.length > 0) {
    lines.push(`Server-side count differs from calls made in ${mismatched.length} scenario(s): `
      + mismatched.map((s) => `${describe(s)} (made ${fmtCount(s.calls.made)}, served ${fmtCount(s.calls.servedByServer)})`).join('; '));
  }
  return lines;
}

function renderRunErrors(doc) {
  const lines = runErrorLines(doc);
  const node = $('run-errors');
  node.hidden = lines.length === 0;
  node.replaceChildren(...lines.map((line) => el('span', { class: 'line' }, line)));
}

/**
 * Valid filter values for this run: the current ones when the run has them. "?op=accounts" (an operation
 * without tx and payload) picks that operation's first variant; otherwise the first operation and the lowest
 * concurrency.
 */
export function chooseFilters(doc, opKey, concurrency) {
  const opKeys = uniqueInOrder((doc.scenarios || []).map(opKeyOf));
  let chosenOp = opKey;
  if (!opKeys.includes(chosenOp)) {
    const byName = opKeys.find((key) => chosenOp && key.startsWith(`${chosenOp.split('|')[0]}|`));
    chosenOp = byName ?? opKeys[0] ?? null;
  }
  const concurrencies = uniqueInOrder(scenariosFor(doc, chosenOp, null).map((s) => s.concurrency)).sort(ascending);
  const chosenConcurrency = concurrencies.includes(concurrency) ? concurrency : concurrencies[0] ?? null;
  return { opKeys, opKey: chosenOp, concurrencies, concurrency: chosenConcurrency };
}

function renderFilters(doc) {
  const { opKeys, opKey, concurrencies, concurrency } = chooseFilters(doc, selection.opKey, selection.concurrency);
  selection.opKey = opKey;
  selection.concurrency = concurrency;
  $('f-operation').replaceChildren(...opKeys.map((key) => el('option', { value: key }, opLabel(key))));
  $('f-operation').value = opKey ?? '';
  $('f-concurrency').replaceChildren(...concurrencies.map((c) => el('option', { value: String(c) }, String(c))));
  $('f-concurrency').value = concurrency != null ? String(concurrency) : '';
  $('filters').hidden = opKeys.length === 0;
}

export function renderSuiteRun(doc, digest) {
  renderRunErrors(doc);
  renderDigest(digest);
  renderFilters(doc);
  const rows = scenariosFor(doc, selection.opKey, selection.concurrency).sort(byP50);
  const charts = $('run-charts');
  percentileChart(charts, rows);
  throughputChart(charts, doc, selection.opKey);
  floorChart(charts, rows);
  timeSplitCharts(charts, doc);
  renderSeeds(doc);
  renderReferences(doc);
  renderResultsTable(doc, rows, selection.opKey, selection.concurrency);
  renderWhatIf(doc.runId).catch(() => { $('what-if').hidden = true; });
}
