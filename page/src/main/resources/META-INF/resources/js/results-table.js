// Run A's results table for one operation and concurrency: throughput, latency, failures, the cost ledger
// and the noise guard's trust flags.

import { $, el } from './dom.js';
import { fmtBytes, fmtCount, fmtMicros, fmtMultiple, fmtOps, fmtPair } from './format.js';
import {
  callsMismatch, errorSum, errorTooltip, flagText, hasCost, opLabel, p50Centre, trustFlags, trustTooltip, wayOf, wireLabel,
} from './scenarios.js';

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
    // the broker wires' third tier; a dash on every other wire
    el('td', { class: 'num cost-col', title: cpuTitle(cost.brokerUserMicros, cost.brokerSystemMicros) },
      fmtMicros(cost.brokerCpuMicros)),
    el('td', { class: 'num cost-col', title: segments }, fmtPair(cost.bytesUp, cost.bytesDown, fmtBytes)),
    el('td', { class: 'num cost-col', title: gcTitle }, fmtPair(cost.clientAllocatedBytes, cost.serverAllocatedBytes, fmtBytes)),
  ];
}

export function renderResultsTable(doc, rows, opKey, concurrency) {
  $('results-title').textContent = `Results: ${opLabel(opKey)}, concurrency ${concurrency}`;
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
      el('td', { class: 'num' }, fmtMicros(p50Centre(s))),
      el('td', { class: 'num' }, fmtMicros(lat.p90)),
      el('td', { class: 'num' }, fmtMicros(lat.p99)),
      el('td', { class: 'num' }, fmtMicros(lat.p999)),
      el('td', { class: 'num' }, fmtMicros(lat.max)),
      el('td', { class: 'num' }, fmtMultiple(s.floorMultiple)),
      el('td', { class: errors > 0 ? 'num bad' : 'num', title: errorTooltip(s, doc.settings) }, fmtCount(errors)),
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
