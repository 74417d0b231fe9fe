// The digest: each scenario's answer before the tables, opening onto its wires ranked (api/runs/{id}/digest).

import { $, el } from './dom.js';
import { fmtBytes, fmtMicros, fmtMultiple } from './format.js';

const STANDING_TITLES = {
  tie: 'the ratio of its p50 to the row above\'s, paired fork by fork, does not order the two (false discovery rate 5 % over the scenario\'s pairs)',
  clear: 'the ratio of its p50 to the row above\'s, paired fork by fork, puts it clearly behind (false discovery rate 5 % over the scenario\'s pairs)',
  'no interval': 'no paired ratio against the row above: too few forks or rounds to say',
  failed: 'no p50: its calls failed',
};

/** "48.2 [46.0–50.5]", or the p50 alone without an interval. */
export function fmtP50Interval(entry) {
  if (entry.p50Micros == null) return '—';
  const interval = entry.p50LowMicros != null && entry.p50HighMicros != null
    ? ` [${fmtMicros(entry.p50LowMicros)}–${fmtMicros(entry.p50HighMicros)}]` : '';
  return `${fmtMicros(entry.p50Micros)}${interval}`;
}

/**
 * The line above the groups: how the intervals were made, what the answer names, the run's precision and the
 * wires its warm-up ran out before.
 */
export function digestIntro(digest) {
  return `${digest.intervals}. The answer names the fastest remote wire; in-process wires and`
    + ' the floors are ranked beside them. Open a scenario for its wires.'
    + sentence(digest.basis) + sentence(digest.precision) + sentence(digest.runToRun) + sentence(digest.warmup);
}

function sentence(text) {
  return text ? ` ${text.charAt(0).toUpperCase()}${text.slice(1)}` : '';
}

/** "floor", "in process", or null for a remote wire. */
export function entryKind(entry) {
  return entry.floor ? 'floor' : entry.remote ? null : 'in process';
}

export function entryClass(entry) {
  return [entry.floor ? 'floor' : null, !entry.remote && !entry.floor ? 'in-process' : null,
    entry.standing === 'failed' ? 'failed' : null].filter(Boolean).join(' ') || null;
}

export const standingTitle = (standing) => STANDING_TITLES[standing] ?? null;

/** "clear at 1.78× [1.52–2.09]": the standing with the paired ratio to the row above, where there is one. */
export function standingText(entry) {
  if (!entry.standing) return null;
  if (entry.overAbove == null) return entry.standing;
  return `${entry.standing} at ${fmtMultiple(entry.overAbove)}× [${fmtMultiple(entry.overAboveLow)}–${fmtMultiple(entry.overAboveHigh)}]`;
}

function digestNote(entry) {
  const kind = entryKind(entry);
  return el('td', { class: 'note' },
    kind ? el('span', { class: 'tag' }, kind) : null,
    entry.standing ? el('span', { class: 'tag', title: standingTitle(entry.standing) }, standingText(entry)) : null,
    (entry.why || []).map((why) => el('span', { class: 'flag' }, why)));
}

function digestTable(group) {
  const head = el('tr', {}, ['#', 'Wire', 'p50 µs [95 % interval]', '× floor', 'client CPU µs/call', 'server CPU µs/call',
    'broker CPU µs/call', 'bytes/call up + down', 'note'].map((name, i) => el('th', { class: i === 0 || (i >= 2 && i <= 7) ? 'num' : null }, name)));
  const rows = group.entries.map((e) => el('tr', { class: entryClass(e) },
    el('td', { class: 'num' }, String(e.rank)),
    el('td', {}, e.way),
    el('td', { class: 'num' }, fmtP50Interval(e)),
    el('td', { class: 'num' }, fmtMultiple(e.floorMultiple)),
    el('td', { class: 'num' }, fmtMicros(e.clientCpuMicros)),
    el('td', { class: 'num' }, fmtMicros(e.serverCpuMicros)),
    el('td', { class: 'num' }, fmtMicros(e.brokerCpuMicros)),
    el('td', { class: 'num' }, fmtBytes(e.bytesPerCall)),
    digestNote(e)));
  return el('div', { class: 'table-scroll' }, el('table', { class: 'data digest-table' }, el('thead', {}, head), el('tbody', {}, rows)));
}

/** Each scenario's answer line, opening onto its wires ranked; the first scenario open. */
export function renderDigest(digest) {
  const groups = Array.isArray(digest?.groups) ? digest.groups : [];
  $('digest').hidden = groups.length === 0;
  if (groups.length === 0) {
    $('digest-groups').replaceChildren();
    return;
  }
  $('digest-note').textContent = digestIntro(digest);
  $('digest-groups').replaceChildren(...groups.map((group, i) => el('details', { class: 'digest-group', open: i === 0 ? '' : null },
    el('summary', {}, el('span', { class: 'answer' }, group.answer)),
    digestTable(group))));
}
