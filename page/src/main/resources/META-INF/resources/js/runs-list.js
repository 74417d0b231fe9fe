// The runs table and the run A / run B pickers.

import { rawUrl } from './api.js';
import { $, el } from './dom.js';
import { fmtCount, fmtTime } from './format.js';
import { selection } from './selection.js';

/** One row per run; clicking a row (or Enter / space on it) calls onPick with its run id. */
export function renderRunsTable(onPick) {
  const tbody = $('runs-table').tBodies[0];
  tbody.replaceChildren(...selection.runs.map((run) => {
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
    row.addEventListener('click', () => onPick(run.runId));
    row.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onPick(run.runId);
      }
    });
    return row;
  }));
  markSelectedRows();
}

export function markSelectedRows() {
  for (const row of $('runs-table').tBodies[0].rows) {
    row.classList.toggle('selected-a', row.dataset.runId === selection.a);
    row.classList.toggle('selected-b', row.dataset.runId === selection.b);
  }
}

export function renderPickers() {
  const optionFor = (run) => el('option', { value: run.runId }, `${run.runId} (${run.modeLabel ?? run.mode ?? run.kind ?? ''})`);
  $('run-a').replaceChildren(...selection.runs.map(optionFor));
  // Only comparison runs can be compared scenario by scenario.
  $('run-b').replaceChildren(el('option', { value: '' }, '— none —'),
    ...selection.runs.filter((r) => (r.kind ?? 'comparison') === 'comparison').map(optionFor));
  syncPickers();
}

export function syncPickers() {
  $('run-a').value = selection.a ?? '';
  $('run-b').value = selection.b ?? '';
}
